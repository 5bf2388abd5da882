"""The app router as a pure controller: commands in, state changes, HTML out.

The router owns the screen, the dialog and the messages of the last command; the game being
played lives in a :class:`~vivarium.ui.table.Table` (``shell.table``), which owns the session,
the UI state, the hand-off, undo, the computer's turn, labels and the log. What belongs
together lives in small objects owned by the module that changes them: the new-game form
(``shell.setup``, ui/setup_form.py), the saves (``shell.saving``, ui/saving.py), the
preferences (``shell.prefs``, ui/prefs.py), the hint (``shell.hint``, ui/hints.py), the other
devices (``shell.remote``, ui/remote_screens.py and ui/post_screens.py). The others change the
router's state through its narrow methods (:meth:`go`, :meth:`open_dialog`, :meth:`refuse`,
:meth:`sit`…), and every command goes through one table (ui/commands.py).

The web edge (``vivarium.web``) turns DOM events into :meth:`Shell.command` calls, swaps
:meth:`Shell.html` into the page, and runs bot searches between frames. Everything here
runs on CPython, so whole flows (new game, play, undo, save, resume, damaged saves) are
tested without a browser.
"""

import os
import random

from ..core import rng as rnglib
from ..core.protocol import IllegalAction
from ..core.saves import SaveStore
from .. import i18n
from ..i18n import msg
from ..core.session import Session, hints_allowed
from . import commands, feedback, hints, learn, post_screens, remote_screens, screens
from .prefs import GRACE, PACES, Prefs
from . import review
from .notices import Notices
from .record import Record
from .remote_seats import HostDesk
from .saving import Saving
from .table import Table, log_turns, player_label

BROWSER_FACTS = ("site_url", "secret_bytes", "snapshot")


class Shell:
    def __init__(self, storage, games, views, rules, namespace="vivarium", rng=None, presets=None, embed=False,
                 lang=None, browser_langs=(), site_url="./"):
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
        self.dialog = None  # {"kind": …, …}: the dialog over the screen
        self.setup = None  # ui/setup_form.py: the new-game form
        self.review = None  # ui/review.py: the finished game being stepped through
        self.analysing = None  # the Review whose analysis runs, on screen or not (ui/analysis_screen.py)
        self.replay = None  # ui/news.py: the others' moves since a seat's last turn, replayed on the table
        self.hint = hints.HintBox()  # ui/hints.py: the hint asked for or shown at the table
        self.lesson = None  # ui/learn.py: the guided first game at the table ("Learn"), else None
        self.rules_game = None
        self.rules_return = "home"
        self.presets = dict(presets or {})  # {game_id: setup values} from the page's address (ui/url_params.py)
        self.embed = embed  # compact mode inside someone else's page: one game, its own saves
        self.site_url = site_url  # this page's address (from the web edge), for links and the embed snippet
        # the language: the page's ?lang= (lang), else the saved choice, else the browser's
        self.lang = i18n.set_language(i18n.choose(lang, self.store.get_pref("lang"), browser_langs))
        if lang in i18n.LANGS and not embed and lang != self.store.get_pref("lang"):
            # the site drops a link's settings from the address once used: a language asked for by
            # the link is the player's choice from now on (an embed keeps ``?lang=`` in its address)
            try:
                self.store.set_pref("lang", lang)
            except Exception:  # storage refused: this visit still speaks it
                pass
        self.prefs = Prefs(self.store, embed)  # the pace, "Confirm my moves", the sound
        self.saving = Saving(self)  # ui/saving.py: saving, other tabs, deleting, keeping (usage, persisted)
        self.record = Record(self)  # ui/record.py: your record of finished games (kept when a save is deleted)
        self.snapshot = None  # Start faster: what the web edge knows of the kept snapshot (web/snapshot.py)
        self.remote = None  # playing on several devices: ui/remote_screens.py (HostDesk / GuestDesk)
        # random bytes for a remote seat's secret: the web edge sets the browser's crypto source
        self.secret_bytes = os.urandom  # (in Pyodide: the browser's crypto.getRandomValues)
        self.saving.boot(embed)

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

    @property
    def storage_ok(self):
        return self.saving.storage_ok

    def view_of(self, game_id):
        return self.views[game_id]

    # ---- the router's state, changed by the others through these --------------------------
    def go(self, screen):
        self.screen = screen

    def open_dialog(self, kind, **fields):
        self.dialog = {"kind": kind, **fields}

    def close_dialog(self):
        self.dialog = None

    def clear_messages(self):
        self.error = None
        self.info = None

    def refuse(self, sentence):
        """The sentence saying why the last command did nothing (``None``: none)."""
        self.error = sentence

    def say(self, sentence):
        """One line saying what the last command did."""
        self.info = sentence

    def ask_focus(self, selector):
        """The web edge focuses ``selector`` after the next redraw."""
        self.focus = selector

    def take_focus(self):
        """The selector asked for (once), for the web edge."""
        selector, self.focus = self.focus, None
        return selector

    def note_browser(self, **facts):
        """What the web edge learns of the browser: ``site_url``, ``secret_bytes`` (its crypto
        source), ``snapshot`` (Start faster, web/snapshot.py)."""
        for name, value in facts.items():
            if name not in BROWSER_FACTS:
                raise TypeError(f"not a fact of the browser: {name}")
            setattr(self, name, value)

    def set_language(self, lang):
        self.lang = i18n.set_language(lang)
        self.store.set_pref("lang", lang)

    def show_setup(self, form):
        """The new-game form (ui/setup_form.py) on screen."""
        self.setup = form
        self.screen = "setup"

    def show_rules(self, game_id):
        if self.screen != "rules":
            self.rules_return = self.screen
        self.rules_game = game_id
        self.screen = "rules"

    def rules_back(self):
        self.screen = self.rules_return if (self.rules_return != "play" or self.table) else "home"

    def show_review(self, rv=None, focus=None):
        """The review screen (ui/review.py): ``rv`` when a new one opens."""
        if rv is not None:
            self.review = rv
        self.screen = "review"
        if focus:
            self.focus = focus

    def sit(self, desk, screen, close_dialog=True):
        """This device plays a seat of another device's table (``guest``, ``reply``, ``bylink``)."""
        self.remote = desk
        self.table = None
        if close_dialog:
            self.dialog = None
        self.screen = screen

    def leave_table(self):
        self.table = None

    def go_home(self):
        if self.screen in ("guest", "reply", "bylink") and self.remote is not None and not isinstance(self.remote, HostDesk):
            self.remote = None  # a device leaving a host's table (the web edge closes its link)
        self.screen = "home"
        self.dialog = None

    def enter(self, session, save_id):
        """``session`` at the table on screen, saved under ``save_id``."""
        self.lesson = None  # a lesson sets itself again (ui/learn.py)
        self.table = Table(session, save_id, self.view_of(session.game.id))
        self.saving.opened(save_id)
        self.screen = "play"
        self.error = None
        self.dialog = None
        self.remote = remote_screens.host_for(self, self.table)
        if self.remote is not None:  # this device hosts: the devices are invited (again after a reload)
            remote_screens.open_devices(self)

    # ---- commands ------------------------------------------------------------------------
    def command(self, cmd, form=None):
        """Handle one command from the page (``data-cmd``, ``data-action``, ``data-ui``): the
        table is ui/commands.py."""
        commands.run(self, cmd, form)

    def begin(self, game, options, players, hints_allowed=None):
        session = Session.new(game, options, rnglib.new_seed(self.seed_source), players)  # 128 secret bits (issue 35)
        if hints_allowed is not None:
            session.record["hints"] = {"allowed": bool(hints_allowed), "used": [0] * len(players)}
        self.enter(session, SaveStore.new_id(self.rng))
        self.save()

    def rematch(self):
        if not self.session:
            return
        rec = self.session.record
        self.begin(self.session.game, rec["options"], rec["players"], hints_allowed(rec))

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
        sentence = learn.refusal(self, action)  # a lesson: only the step's move (ui/learn.py)
        if sentence is not None:
            self.error = sentence
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
        self.played(played.ended, played.round_closed)
        self.save()
        return True

    def played(self, ended, round_closed=None):
        """After a move: the end of the game or of a round opens its dialog."""
        if ended:
            self.dialog = {"kind": "end"}
            self.focus = ".result-panel button"  # the web edge moves keyboard focus there once
        elif round_closed is not None:
            self.dialog = {"kind": "round", "index": round_closed}

    def table_ui(self, message):
        """A UI message (``data-ui``) for the table on screen (not behind a dialog)."""
        sentence = learn.check_ui(self, message)  # a lesson: only the step's clicks (ui/learn.py)
        if sentence is not None:
            self.error = sentence
            return
        focus = self.table.ui_message(message) if not self.dialog else None
        self.focus = focus or self.focus

    def undo(self):
        if not self.table:
            return
        taken = self.table.undo()
        if not taken:
            self.refuse(self.table.undo_refusal())
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
        """A ``BotTurn`` when a computer must move now, else ``None``. The bot gets its seat's
        view, never the state."""
        if not self.table or self.screen != "play" or self.dialog:
            return None
        return self.table.bot_turn(PACES[self.prefs.pace], GRACE[self.prefs.pace], self.prefs.confirm_moves)

    def grace_seconds(self):
        """How long a computer's answer waits while Undo can still take a move back (the pace)."""
        return GRACE[self.prefs.pace]

    def bot_seconds(self):
        """The least time a computer's turn takes on screen (the pace setting)."""
        return PACES[self.prefs.pace]

    def bot_token(self):
        return self.table.token() if self.table else None

    def bot_move(self, token, action):
        """Play a bot's choice if the game is still where the bot started thinking."""
        if self.screen != "play" or self.dialog or token != self.bot_token():
            return False
        seat = self.session.bot_to_move()
        if seat is None or (self.prefs.confirm_moves and self.table.answer_waits()):
            return False  # "Confirm my moves" switched on meanwhile: the answer waits for Confirm
        self.error = None  # a reason given while the computer thought ("Please wait…") is stale now
        return self._play(seat, learn.scripted_reply(self, action))  # a lesson's computer follows its script

    # ---- saving (ui/saving.py) ---------------------------------------------------------------
    def save(self):
        """Store the game on screen (:meth:`Saving.save`): True when it is now stored in this browser.
        A finished game also goes into your record (once: ui/record.py). A lesson is no saved
        game: its progress is kept apart (ui/learn.py)."""
        if learn.active(self) is not None:
            return learn.save(self)
        stored = self.saving.save()
        if self.session is not None and self.session.outcome is not None:
            self.record.finished(self.session)
        return stored

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
