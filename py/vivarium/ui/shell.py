"""The app router as a pure controller: commands in, state changes, HTML out.

The router owns the screens, dialogs, saves, tabs, notices and preferences; the game being
played lives in a :class:`~vivarium.ui.table.Table` (``shell.table``), which owns the
session, the UI state, the hand-off, undo, the computer's turn, labels and the log.

The web edge (``vivarium.web``) turns DOM events into :meth:`Shell.command` calls, swaps
:meth:`Shell.html` into the page, and runs bot searches between frames. Everything here
runs on CPython, so whole flows (new game, play, undo, save, resume, damaged saves) are
tested without a browser.
"""

import os
import random

from ..core import rng as rnglib
from ..core.gate import TextRefused, read_json
from ..core.protocol import BadOptions, IllegalAction
from ..core.records import RecordError, sentence_of
from ..core.saves import SaveDamaged, SaveStore, SaveUnreadable
from ..core.storage_modes import FULL, READ_ONLY, UNAVAILABLE, StorageUnreadable, not_saved, unavailable_sentence
from .. import i18n
from ..i18n import msg
from ..core.session import Session, hints_allowed
from . import embed_dialog, feedback, hints, post_screens, remote_screens, screens, transfer_dialog
from .prefs import CONFIRM_LABELS, GRACE, PACES
from . import review
from .players import player_from_choice
from .notices import Notices
from .table import Table, log_turns, player_label


class Shell:
    def __init__(self, storage, games, views, rules, namespace="vivarium", rng=None, presets=None, embed=False,
                 lang=None, browser_langs=()):
        self.games = games
        self.views = views
        self.rules = rules
        self.store = SaveStore(storage, games, namespace)
        self.rng = rng or random.Random()
        self.seed_source = rng  # None in the app: deals from the system's cryptographic source
        self.screen = "home"
        self.notices = Notices()
        self.table = None  # the game being played (ui/table.py)
        self.error = None
        self.info = None  # one line saying what just happened (e.g. what undo took back)
        self.focus = None  # a CSS selector the web edge focuses after the next redraw
        self.dialog = None
        self.setup = None  # {"game": id, "values": {...}, "error": str|None}
        self.confirm_delete = None  # id of the save whose deletion awaits confirmation
        self.review = None  # ui/review.py: the finished game being stepped through
        self.hint = None  # ui/hints.py: the hint asked for or shown at the table
        self.rules_game = None
        self.rules_return = "home"
        self.storage_ok = True
        self.unsaved_said = None  # the game whose failed saves the person was told about (once per game)
        self.last_raw = None  # what this tab last read or wrote of the game on screen (other tabs)
        self.presets = dict(presets or {})  # {game_id: setup values} from the page's address (ui/url_params.py)
        self.embed = embed  # compact mode inside someone else's page: one game, its own saves
        self.site_url = "./"  # this page's address (set by the web edge), for the embed snippet
        # the language: the page's ?lang= (lang), else the saved choice, else the browser's
        self.lang = i18n.set_language(i18n.choose(lang, self.store.get_pref("lang"), browser_langs))
        if lang in i18n.LANGS and not embed and lang != self.store.get_pref("lang"):
            # the site drops a link's settings from the address once used: a language asked for by
            # the link is the player's choice from now on (an embed keeps ``?lang=`` in its address)
            try:
                self.store.set_pref("lang", lang)
            except Exception:  # storage refused: this visit still speaks it
                pass
        pace = self.store.get_pref("pace")
        self.pace = pace if pace in PACES else "normal"
        confirm = self.store.get_pref("confirm")
        self.confirm_moves = confirm in CONFIRM_LABELS and confirm == "on"
        asked = self.store.get_pref("persist")  # the browser's answer to "keep these games?", asked once
        self.persisted = {"yes": True, "no": False}.get(asked)
        self.usage = None  # (used, quota) bytes, when the browser says (navigator.storage.estimate)
        self.snapshot = None  # Start faster: what the web edge knows of the kept snapshot (web/snapshot.py)
        self.remote = None  # playing on several devices: ui/remote_screens.py (HostDesk / GuestDesk)
        # random bytes for a remote seat's secret: the web edge sets the browser's crypto source
        self.secret_bytes = os.urandom  # (in Pyodide: the browser's crypto.getRandomValues)
        self._boot()

    # ---- the table on screen (read-only shortcuts) ------------------------------------------
    @property
    def session(self):
        return self.table.session if self.table else None

    @property
    def save_id(self):
        return self.table.id if self.table else None

    @property
    def ui(self):
        return self.table.ui if self.table else {}

    @ui.setter
    def ui(self, value):
        self.table.ui = value

    @property
    def marks(self):
        return self.table.marks if self.table else None

    def view_of(self, game_id):
        return self.views[game_id]

    # ---- start-up ------------------------------------------------------------------------
    def _boot(self):
        mode = self.store.check()  # what the storage can do (core/storage_modes.py)
        if mode == UNAVAILABLE:
            self.notices.append(("error", unavailable_sentence(self.embed)))
        try:
            current = self.store.read_current()
        except StorageUnreadable:
            current = None
        self.store.entries()  # judges what it could read; moves damaged saves aside when there is room
        for save_id, reason, kept in self.store.take_judged():
            key = "notice.last_unreadable" if save_id == current else "notice.saved_unreadable"
            self.notices.append(("error", msg(key, reason=reason, where=_where(kept))))
        self._tell_unread()
        others = self.store.other_versions()
        if others:
            self.notices.append(("info", msg("notice.other_versions", n=len(others))))
        current = None if self.store.current_unread else self.store.current_id()
        if current and current not in self.store.unkeepable and current not in self.store.unread:
            self._open(current, quiet=True)

    def _tell_unread(self):
        """Say once that the storage did not give something back (nothing was changed)."""
        unread = self.store.unread
        if not (unread or self.store.unlisted or self.store.current_unread):
            return
        if self.store.unlisted:
            what = msg("notice.unread_list")
        elif unread:
            what = msg("notice.unread_some", n=len(unread))
        else:
            what = msg("notice.unread_last")
        sentence = msg("notice.unread", what=what)
        if ("error", sentence) not in self.notices:
            self.notices.append(("error", sentence))

    def _open(self, save_id, quiet=False):
        try:
            session = self.store.load(save_id)
        except SaveUnreadable as err:
            self.notices.append(("error", sentence_of(err)))
            self.screen = "home"
            return False
        except SaveDamaged as err:
            self.notices.append(("error", msg("notice.not_opened", reason=sentence_of(err), where=_where(err.kept))))
            self.screen = "home"
            return False
        except RecordError as err:
            self.notices.append(("error", msg("notice.not_opened", reason=sentence_of(err), where="")))
            self.screen = "home"
            return False
        self._enter(session, save_id)
        return True

    def _enter(self, session, save_id):
        self.table = Table(session, save_id, self.view_of(session.game.id))
        self.last_raw = self.store.raw(save_id)
        self.screen = "play"
        self.error = None
        self.dialog = None
        self.remote = remote_screens.host_for(self, self.table)
        if self.remote is not None:  # this device hosts: the devices are invited (again after a reload)
            remote_screens.open_devices(self)

    # ---- commands ------------------------------------------------------------------------
    def command(self, cmd, form=None):
        """Handle one command from the page (``data-cmd``, ``data-action``, ``data-ui``)."""
        verb, _, arg = cmd.partition(" ")
        self.error = None
        self.info = None
        handler = VERBS.get(verb)
        if handler is None:
            self.error = msg("notice.unknown_command", command=str(cmd))
            return
        handler(self, verb, arg, form)

    def _home(self, verb, arg, form):
        if self.screen in ("guest", "reply", "bylink") and self.remote is not None and not isinstance(self.remote, remote_screens.HostDesk):
            self.remote = None  # a device leaving a host's table (the web edge closes its link)
        self.screen = "home"
        self.dialog = None

    def _new(self, verb, arg, form):
        if arg in self.games:
            self._new_setup(arg)
        else:
            self.error = msg("notice.unknown_command", command=f"{verb} {arg}")

    def _setup_change(self, verb, arg, form):
        if self.setup:
            self.setup["values"] = {**self.setup["values"], **_clean_form(form)}
            self.setup["error"] = None

    def _delete(self, verb, arg, form):
        if verb == "delete-ask":
            self.confirm_delete = arg
            return
        if verb == "delete":
            try:
                self.store.delete(arg)
            except Exception as err:
                self.notices.append(("error", msg("notice.delete_refused", error=type(err).__name__)))
            else:
                if self.save_id == arg:
                    self.table = None
                self.room_freed()
        self.confirm_delete = None

    def _cancel_setup(self, verb, arg, form):
        self.screen = "play" if self.setup_from_game() else "home"

    def setup_from_game(self):
        """Whether the new-game form was opened from the game on screen (its Back leads there)."""
        return bool(self.table and self.setup and self.setup.get("from") == "play")

    def _rules(self, verb, arg, form):
        if arg not in self.rules:
            self.error = msg("notice.unknown_command", command=f"{verb} {arg}")
            return
        if self.screen != "rules":
            self.rules_return = self.screen
        self.rules_game = arg
        self.screen = "rules"

    def _back(self, verb, arg, form):
        self.screen = self.rules_return if (self.rules_return != "play" or self.table) else "home"

    def _close(self, verb, arg, form):
        self.dialog = None

    def _show_result(self, verb, arg, form):
        if self.session and self.session.outcome is not None:
            self.dialog = {"kind": "end"}

    def _why(self, verb, arg, form):
        if verb == "why":  # a click on the table that cannot act: the view's sentence, else why not now
            self.error = arg or feedback.idle_reason(self)
        else:  # "try": a click naming an action that is not legal: the engine says why
            self.error = self.explain(arg)

    def _pace(self, verb, arg, form):
        if arg in PACES:
            self.pace = arg
            self.store.set_pref("pace", arg)
        else:
            self.error = msg("notice.unknown_pace", pace=str(arg))

    def _confirm_pref(self, verb, arg, form):
        if arg in CONFIRM_LABELS:
            self.confirm_moves = arg == "on"
            self.store.set_pref("confirm", arg)
        else:
            self.error = msg("notice.unknown_setting", setting=str(arg))

    def _confirm(self, verb, arg, form):
        if self.table and self.screen == "play":
            self.table.confirm()

    def _reveal(self, verb, arg, form):
        if self.table and self.screen == "play":
            self.table.reveal()

    def _new_setup(self, game_id, values=None):
        game = self.games[game_id]
        defaults = {opt.id: opt.default for opt in game.options}
        defaults.update({f"seat{i}": "human" if i == 0 else "bot:normal" for i in range(len(game.seat_names))})
        defaults.update({f"name{i}": "" for i in range(len(game.seat_names))})
        self.setup = {"game": game_id, "values": {**defaults, **self.presets.get(game_id, {}), **(values or {})}, "error": None,
                      "from": self.screen}
        self.screen = "setup"

    def _start(self, verb, arg, form):
        if not self.setup:
            return
        game = self.games[self.setup["game"]]
        values = {**self.setup["values"], **_clean_form(form)}
        self.setup["values"] = values
        try:
            options = game.normalize_options(game.parse_options(values))
            count = game.seat_count_for(options)
            players = [player_from_choice(values.get(f"seat{i}"), values.get(f"name{i}", "")) for i in range(count)]
        except BadOptions as err:
            self.setup["error"] = sentence_of(err)
            return
        self._begin(game, options, players, hints.allowed_at_setup(values.get("hints", "auto"), players))

    def _begin(self, game, options, players, hints_allowed=None):
        session = Session.new(game, options, rnglib.new_seed(self.seed_source), players)  # 128 secret bits (issue 35)
        if hints_allowed is not None:
            session.record["hints"] = {"allowed": bool(hints_allowed), "used": [0] * len(players)}
        self._enter(session, SaveStore.new_id(self.rng))
        self.save()

    def _rematch(self, verb=None, arg=None, form=None):
        if not self.session:
            return
        rec = self.session.record
        self._begin(self.session.game, rec["options"], rec["players"], hints_allowed(rec))

    # ---- playing -------------------------------------------------------------------------
    def legal_for_human(self):
        """What the person at this device may play now (nothing behind a dialog)."""
        if not self.table or self.dialog or self.screen != "play":
            return []
        return self.table.legal_here()

    def handoff_seat(self):
        """The seat the device must be passed to before its cards may be shown, or ``None``."""
        if not self.table or self.screen != "play":
            return None
        return self.table.handoff_seat()

    def viewer_seat(self):
        return self.table.viewer_seat()

    def act(self, action):
        s = self.session
        if not s or self.screen != "play":
            self.error = msg("play.no_game")
            return False
        if s.actor is not None and s.is_bot(s.actor):
            self.error = msg("play.wait", who=self.table.seat_message(s.actor))
            return False
        if s.actor is not None and s.is_remote(s.actor):
            self.error = remote_screens.waiting_sentence(self, s.actor)
            return False
        if self.handoff_seat() is not None:  # nobody's cards are on screen yet
            self.error = feedback.idle_reason(self)
            return False
        return self._play(s.actor, action)

    def explain(self, action):
        """Why ``action`` cannot be played now, in the engine's words."""
        if not self.legal_for_human():
            return feedback.idle_reason(self)
        return self.table.explain(action)

    def _play(self, seat, action):
        try:
            played = self.table.submit(seat, action)
        except IllegalAction as err:
            self.error = err.sentence
            return False
        if played.ended:
            self.dialog = {"kind": "end"}
            self.focus = ".result-panel button"  # the web edge moves keyboard focus there once
        elif played.round_closed is not None:
            self.dialog = {"kind": "round", "index": played.round_closed}
        self.save()
        return True

    def _ui(self, verb, message, form=None):
        if self.screen == "review" and self.review:
            review.ui_message(self, message)
            return
        if self.screen == "guest" and isinstance(self.remote, remote_screens.GuestDesk):
            remote_screens.guest_ui(self, message)
            return
        if self.screen == "bylink" and isinstance(self.remote, post_screens.LinkDesk):
            post_screens.link_ui(self, message)
            return
        if not self.table:
            return
        focus = self.table.ui_message(message) if not self.dialog else None
        self.focus = focus or self.focus

    def undo(self, verb=None, arg=None, form=None):
        if not self.table:
            return
        taken = self.table.undo()
        if not taken:
            self.error = msg("play.nothing_to_undo")
            return
        self.dialog = None
        self.save()
        if self.error is None:
            self.info = msg("play.taken_back", moves=taken)

    def page_title(self):
        """The browser tab's title: whose turn it is, so a person in another tab sees it."""
        if self.screen == "guest" and isinstance(self.remote, remote_screens.GuestDesk):
            return remote_screens.guest_title(self)
        if self.screen == "bylink" and isinstance(self.remote, post_screens.LinkDesk):
            return post_screens.link_title(self)
        if self.screen == "review" and self.review:
            return review.title(self)
        if self.screen != "play" or not self.table:
            return "Vivarium"
        return self.table.title()

    # ---- bots (driven by the web edge) -------------------------------------------------------
    def bot_turn(self):
        """A ``BotTurn`` (``(token, game, view, seat, level)`` with ``.seed`` and
        ``.seconds``) when a computer must move now, else ``None``. The bot gets its seat's
        view, never the state."""
        if not self.table or self.screen != "play" or self.dialog:
            return None
        return self.table.bot_turn(PACES[self.pace], GRACE[self.pace], self.confirm_moves)

    def grace_seconds(self):
        """How long a computer's answer waits while Undo can still take a move back (the pace)."""
        return GRACE[self.pace]

    def bot_seconds(self):
        """The least time a computer's turn takes on screen (the pace setting)."""
        return PACES[self.pace]

    def bot_token(self):
        return self.table.token() if self.table else None

    def bot_move(self, token, action):
        """Play a bot's choice if the game is still where the bot started thinking."""
        if self.screen != "play" or self.dialog or token != self.bot_token():
            return False
        seat = self.session.bot_to_move()
        if seat is None:
            return False
        self.error = None  # a reason given while the computer thought ("Please wait…") is stale now
        return self._play(seat, action)

    # ---- saving --------------------------------------------------------------------------
    def save(self):
        """Store the game on screen. True when it is now stored in this browser; otherwise the
        person is told what is and is not stored (once per spell of failed saves)."""
        s = self.session
        if not s or not self.save_id:
            return False
        try:
            stored = self.store.read_raw(self.save_id)
        except StorageUnreadable:  # cannot compare with other tabs: this tab's moves are kept
            stored = None
        if stored is not None and self.last_raw is not None and stored != self.last_raw:
            # Another tab moved this game on since this tab read it: never write over its moves.
            self._reload_from_storage(msg("notice.changed_elsewhere"))
            return False
        mode_before = self.store.health.mode
        try:
            self.last_raw = self.store.write(self.save_id, s, self.summary())
        except Exception:  # quota exceeded, storage refused: keep playing, say so
            self.storage_ok = False
            if self.unsaved_said != self.save_id:
                self.error = not_saved(self.store.health.mode, _moves_in(self.last_raw))
                self.unsaved_said = self.save_id
            return False
        self.unsaved_said = None
        self.storage_ok = not self.store.in_memory
        if mode_before in (READ_ONLY, FULL) and not self.store.in_memory:
            self.notices.append(("info", msg("notice.saving_again")))
        return self.storage_ok

    def room_freed(self):
        """Something was deleted: while saving failed, try again (the game on screen, else a probe)."""
        if self.store.health.mode not in (READ_ONLY, FULL):
            return
        if self.table and not self.storage_ok:
            self.save()
        elif self.store.recheck():
            self.notices.append(("info", msg("notice.room_again")))

    def storage_changed(self, key):
        """Another tab or window changed ``key`` in storage (the browser's ``storage`` event)."""
        if not self.session or not self.save_id or key not in (None, self.store.key(self.save_id)):
            return False
        try:
            stored = self.store.read_raw(self.save_id)
        except StorageUnreadable:  # unknown is not deleted: the game on screen stays as it is
            sentence = msg("notice.change_unread")
            if ("error", sentence) in self.notices:
                return False
            self.notices.append(("error", sentence))
            return True
        if stored == self.last_raw:
            return False
        if stored is None:
            self.last_raw = None  # deleted or cleared elsewhere: keep it on screen, save it again on the next move
            self.notices.append(("info", msg("notice.deleted_elsewhere")))
            return True
        self._reload_from_storage(msg("notice.played_elsewhere"))
        return True

    def _reload_from_storage(self, message):
        screen = self.screen
        if self._open(self.save_id, quiet=True):
            self.screen = screen if screen in ("play", "rules") else "play"
            self.notices.append(("info", message))

    def wants_persist(self):
        """Ask the browser to keep the games (once ever): only when a game is stored."""
        if self.persisted is not None or self.store.get_pref("persist") or self.store.health.mode != "ok":
            return False
        return bool(self.store.entries()) if self.screen == "home" else self.storage_ok and bool(self.save_id)

    def persist_answer(self, granted):
        """The browser's answer to ``navigator.storage.persist()`` (remembered as a pref)."""
        self.persisted = bool(granted)
        self.store.set_pref("persist", "yes" if granted else "no")

    def summary(self):
        return self.table.summary()

    # ---- labels (the table's, for the screens) ----------------------------------------------
    def player_label(self, seat, session=None, here=True):
        return player_label(session or self.session, seat, here)

    def seat_name(self, seat):
        return self.table.seat_name(seat)

    def seat_label(self, seat):
        return self.table.seat_label(seat)

    def result_title(self):
        return self.table.result_title()

    def winners_label(self, outcome):
        return self.table.winners_label(outcome)

    def log_turns(self, session=None):
        return log_turns(session or self.session)

    def since_last_turn(self, seat):
        return self.table.since_last_turn(seat)

    # ---- faults --------------------------------------------------------------------------
    def fault(self, what, err):
        """Report an unexpected failure to the person; the app goes on."""
        detail = f"{type(err).__name__}: {str(err)[:160]}" if str(err) else type(err).__name__
        self.notices.append(("error", msg("notice.fault", what=what, detail=detail)))

    def recover(self, what, err):
        """The page after a screen failed to draw: Home with the fault reported, or, if even
        that fails, a plain message with a way back."""
        self.fault(what, err)
        self.screen, self.dialog = "home", None
        try:
            return screens.render(self)
        except Exception:
            return screens.fallback_page()

    # ---- output --------------------------------------------------------------------------
    def html(self):
        i18n.set_language(self.lang)  # the words of this player's screen, whatever drew last
        return screens.render(self)


def _clean_form(form):
    return {str(k): v for k, v in (form or {}).items()}


def _resume(shell, verb, arg, form):
    shell._open(arg)


def _forget(shell, verb, arg, form):
    try:
        shell.store.forget_kept(arg)
    except Exception as err:
        shell.notices.append(("error", msg("notice.forget_refused", error=type(err).__name__)))
        return
    shell.room_freed()


def _where(kept):
    """Where a damaged save's text is now, truthfully."""
    return msg("notice.kept_aside" if kept else "notice.kept_in_place")


def _moves_in(raw):
    """How many moves a stored game text holds (None when nothing of it is stored)."""
    if raw is None:
        return None
    try:
        actions = read_json(raw).get("actions")
    except (TextRefused, AttributeError):
        return None
    return len(actions) if isinstance(actions, list) else None


def _play_verb(shell, verb, arg, form):
    if shell.screen == "guest" and isinstance(shell.remote, remote_screens.GuestDesk):
        remote_screens.guest_act(shell, arg)  # the host decides
        return
    if shell.screen == "bylink" and isinstance(shell.remote, post_screens.LinkDesk):
        post_screens.link_act(shell, arg)  # a step of this seat's turn, played here
        return
    shell.act(arg)


def _remote(shell, verb, arg, form):
    remote_screens.command(shell, verb, arg, form)


def _dismiss(shell, verb, arg, form):
    shell.notices.clear()


def _embed(shell, verb, arg, form):
    embed_dialog.command(shell, verb, arg, form)


def _review(shell, verb, arg, form):
    review.command(shell, verb, arg)


def _transfer(shell, verb, arg, form):
    transfer_dialog.command(shell, verb, form)


def _lang(shell, verb, arg, form):
    """Choose the language (kept for the next visits); the screen stays where it is."""
    if arg not in i18n.LANGS:
        shell.error = msg("notice.unknown_language", lang=str(arg))
        return
    shell.lang = i18n.set_language(arg)
    shell.store.set_pref("lang", arg)


def _hint(shell, verb, arg, form):
    """Ask for a hint (ui/hints.py; the web edge runs the search)."""
    hints.ask(shell)


def _keys(shell, verb, arg, form):
    """The Keys help dialog (ui/keys.py)."""
    shell.dialog = {"kind": "keys"}


def _start_faster(shell, verb, arg, form):
    """Start faster on or off (the web edge makes or deletes the snapshot, web/snapshot.py)."""
    if arg not in ("on", "off"):
        shell.error = f"Unknown command “{verb} {arg}”."
        return
    shell.store.set_pref("start-faster", arg)


# Every verb of the page, and its handler: ``handler(shell, verb, arg, form)``.
VERBS = {
    "home": Shell._home,
    "new": Shell._new,
    "setup-change": Shell._setup_change,
    "start": Shell._start,
    "resume": _resume,
    "delete-ask": Shell._delete,
    "delete-keep": Shell._delete,
    "delete": Shell._delete,
    "cancel-setup": Shell._cancel_setup,
    "forget": _forget,
    "rules": Shell._rules,
    "back": Shell._back,
    "undo": Shell.undo,
    "rematch": Shell._rematch,
    "close": Shell._close,
    "show-result": Shell._show_result,
    "play": _play_verb,
    "ui": Shell._ui,
    "why": Shell._why,
    "try": Shell._why,
    "embed": _embed,
    "embed-change": _embed,
    "review": _review,
    "share-game": _review,
    "shared": _review,
    "rv": _review,
    "export": _transfer,
    "import-open": _transfer,
    "import": _transfer,
    "backup": _transfer,
    "restore-open": _transfer,
    "restore": _transfer,
    "pace": Shell._pace,
    "confirm-pref": Shell._confirm_pref,
    "start-faster": _start_faster,
    "keys": _keys,
    "hint": _hint,
    "lang": _lang,
    "confirm": Shell._confirm,
    "dismiss": _dismiss,
    "reveal": Shell._reveal,
    "devices": _remote,
    "remote-renew": _remote,
    "remote-reply": _remote,
    "remote-reply-yes": _remote,
    "bylink-move": lambda shell, verb, arg, form: post_screens.command(shell, verb, arg, form),
    "bylink-undo": lambda shell, verb, arg, form: post_screens.command(shell, verb, arg, form),
    "bylink-review": lambda shell, verb, arg, form: post_screens.command(shell, verb, arg, form),
    "bylink-open": lambda shell, verb, arg, form: post_screens.command(shell, verb, arg, form),
    "bylink-switch": lambda shell, verb, arg, form: post_screens.command(shell, verb, arg, form),
    "remote-reply-no": _remote,
    "remote-join": _remote,
    "remote-undo": _remote,
    "remote-review": _remote,
    "remote-rejoin": _remote,
}
