"""The app shell as a pure controller: commands in, state changes, HTML out.

The web edge (``vivarium.web``) turns DOM events into :meth:`Shell.command` calls, swaps
:meth:`Shell.html` into the page, and runs bot searches between frames. Everything here
runs on CPython, so whole flows (new game, play, undo, save, resume, damaged saves) are
tested without a browser.
"""

import random

from ..core.bots import LEVEL_LABELS
from ..core.protocol import BadOptions, IllegalAction
from ..core.records import RecordError
from ..core.saves import SaveStore
from ..core.session import Session
from . import embed_dialog, feedback, screens, transfer_dialog
from .prefs import PACES
from . import review
from .players import clean_name, player_from_choice  # noqa: F401 (player_from_choice: re-exported)



class Shell:
    def __init__(self, storage, games, views, rules, namespace="vivarium", rng=None, presets=None, embed=False):
        self.games = games
        self.views = views
        self.rules = rules
        self.store = SaveStore(storage, games, namespace)
        self.rng = rng or random.Random()
        self.screen = "home"
        self.notices = []
        self.session = None
        self.save_id = None
        self.ui = {}
        self.error = None
        self.info = None  # one line saying what just happened (e.g. what undo took back)
        self.focus = None  # a CSS selector the web edge focuses after the next redraw
        self.marks = feedback.Marks()  # new cards in a hand, counters that changed (ui/feedback.py)
        self.dialog = None
        self.setup = None  # {"game": id, "values": {...}, "error": str|None}
        self.confirm_delete = None  # id of the save whose deletion awaits confirmation
        self.review = None  # ui/review.py: the finished game being stepped through
        self.rules_game = None
        self.rules_return = "home"
        self.shown_seat = None  # hot-seat with hidden information: whose cards are on screen
        self.storage_ok = True
        self.presets = dict(presets or {})  # {game_id: setup values} from the page's address (ui/url_params.py)
        self.embed = embed  # compact mode inside someone else's page: one game, its own saves
        self.site_url = "./"  # this page's address (set by the web edge), for the embed snippet
        pace = self.store.get_pref("pace")
        self.pace = pace if pace in PACES else "normal"
        self._boot()

    # ---- start-up ------------------------------------------------------------------------
    def _boot(self):
        kept_before = {k["key"] for k in self.store.kept()}
        current = self.store.current_id()
        self.store.entries()  # moves unreadable saves aside
        newly_kept = [k for k in self.store.kept() if k["key"] not in kept_before]
        for k in newly_kept:
            which = "Your last game" if k["id"] == current else "A saved game"
            self.notices.append(("error", f"{which} could not be read: {k['reason']} Its data is kept aside under “Damaged saves”."))
        others = self.store.other_versions()
        if others:
            self.notices.append(("info", f"{len(others)} stored item(s) from another version of Vivarium were left untouched."))
        current = self.store.current_id()
        if current:
            self._open(current, quiet=True)
        if self.store.storage.failing:
            self.notices.append(("error", "This browser's storage is not answering, so saved games cannot be read, "
                                          "and new ones may not be kept. You can still play."))

    def _open(self, save_id, quiet=False):
        try:
            session = self.store.load(save_id)
        except RecordError as err:
            self.notices.append(("error", f"A saved game could not be opened: {err} Its data is kept aside under “Damaged saves”."))
            self.screen = "home"
            return False
        self._enter(session, save_id)
        return True

    def _enter(self, session, save_id):
        self.session = session
        self.save_id = save_id
        self.last_raw = self.store.raw(save_id)  # what this tab last read or wrote (other tabs)
        self.screen = "play"
        self.error = None
        self.dialog = None
        self.shown_seat = None
        self.ui = self.view_of(session.game.id).initial_ui()

    def view_of(self, game_id):
        return self.views[game_id]

    # ---- commands ------------------------------------------------------------------------
    def command(self, cmd, form=None):
        """Handle one command from the page (``data-cmd``, ``data-action``, ``data-ui``)."""
        verb, _, arg = cmd.partition(" ")
        self.error = None
        self.info = None
        if verb == "home":
            self.screen = "home"
            self.dialog = None
        elif verb == "new" and arg in self.games:
            self._new_setup(arg)
        elif verb == "setup-change":
            if self.setup:
                self.setup["values"] = {**self.setup["values"], **self._clean_form(form)}
                self.setup["error"] = None
        elif verb == "start":
            self._start(form or {})
        elif verb == "resume":
            self._open(arg)
        elif verb == "delete-ask":
            self.confirm_delete = arg
        elif verb == "delete-keep":
            self.confirm_delete = None
        elif verb == "delete":
            self.store.delete(arg)
            self.confirm_delete = None
            if self.save_id == arg:
                self.session, self.save_id = None, None
        elif verb == "cancel-setup":
            self.screen = "play" if self.session else "home"
        elif verb == "forget":
            self.store.forget_kept(arg)
        elif verb == "rules" and arg in self.rules:
            if self.screen != "rules":
                self.rules_return = self.screen
            self.rules_game = arg
            self.screen = "rules"
        elif verb == "back":
            self.screen = self.rules_return if (self.rules_return != "play" or self.session) else "home"
        elif verb == "undo":
            self.undo()
        elif verb == "rematch":
            self._rematch()
        elif verb == "close":
            self.dialog = None
        elif verb == "show-result":
            if self.session and self.session.outcome is not None:
                self.dialog = {"kind": "end"}
        elif verb == "play":
            self.act(arg)
        elif verb == "ui":
            self._ui(arg)
        elif verb == "why":  # a click on the table that cannot act: the view's sentence, else why not now
            self.error = arg or feedback.idle_reason(self)
        elif verb == "try":  # a click naming an action that is not legal: the engine says why
            self.error = self.explain(arg)
        elif verb in ("embed", "embed-change"):
            embed_dialog.command(self, verb, arg, form)
        elif verb in ("review", "share-game", "shared", "rv"):
            review.command(self, verb, arg)
        elif verb in ("export", "import-open", "import"):
            transfer_dialog.command(self, verb, form)
        elif verb == "pace":
            if arg in PACES:
                self.pace = arg
                self.store.set_pref("pace", arg)
            else:
                self.error = f"Unknown pace “{arg}”."
        elif verb == "dismiss":
            self.notices = []
        elif verb == "reveal":
            seat = self.handoff_seat()
            if seat is not None:
                self.shown_seat = seat
                self.ui = self._fresh_ui()
        else:
            self.error = f"Unknown command “{cmd}”."

    def _clean_form(self, form):
        return {str(k): v for k, v in (form or {}).items()}

    def _new_setup(self, game_id, values=None):
        game = self.games[game_id]
        defaults = {opt.id: opt.default for opt in game.options}
        defaults.update({f"seat{i}": "human" if i == 0 else "bot:normal" for i in range(len(game.seat_names))})
        defaults.update({f"name{i}": "" for i in range(len(game.seat_names))})
        self.setup = {"game": game_id, "values": {**defaults, **self.presets.get(game_id, {}), **(values or {})}, "error": None}
        self.screen = "setup"

    def _coerce(self, game, values):
        """Form values arrive as strings; map them back to the options' own values."""
        out = {}
        for opt in game.options:
            raw = values.get(opt.id, opt.default)
            match = [v for v in opt.values() if str(v) == str(raw)]
            out[opt.id] = match[0] if match else raw
        return out

    def _start(self, form):
        if not self.setup:
            return
        game = self.games[self.setup["game"]]
        values = {**self.setup["values"], **self._clean_form(form)}
        self.setup["values"] = values
        try:
            options = game.normalize_options(self._coerce(game, values))
            count = game.seat_count_for(options)
            players = [player_from_choice(values.get(f"seat{i}"), values.get(f"name{i}", "")) for i in range(count)]
        except BadOptions as err:
            self.setup["error"] = str(err)
            return
        self._begin(game, options, players)

    def _begin(self, game, options, players):
        session = Session.new(game, options, self.rng.getrandbits(31), players)
        self._enter(session, SaveStore.new_id(self.rng))
        self.save()

    def _rematch(self):
        if not self.session:
            return
        rec = self.session.record
        self._begin(self.session.game, rec["options"], rec["players"])

    # ---- playing -------------------------------------------------------------------------
    def legal_for_human(self):
        s = self.session
        if not s or self.dialog or s.actor is None or s.is_bot(s.actor) or self.handoff_seat() is not None:
            return []
        return s.game.legal_actions(s.state)

    # ---- hidden information on one device ------------------------------------------------
    def handoff_seat(self):
        """In a hot-seat game with hidden information, the seat the device must be passed to
        before its cards may be shown (``None`` when nothing needs hiding)."""
        s = self.session
        if not s or not s.game.has_private_information() or self.screen != "play":
            return None
        humans = s.human_seats()
        actor = s.actor
        if len(humans) < 2 or actor is None or actor not in humans or actor == self.shown_seat:
            return None
        return actor

    def viewer_seat(self):
        """The seat whose view the screen shows: never a hand this device must not see.

        One human: that human's seat. Hot-seat: the player to act once the device has been
        handed over (a spectator's view meanwhile and at the end). No human: a spectator."""
        s = self.session
        humans = s.human_seats()
        if not s.game.has_private_information():
            actor = s.actor
            return actor if actor is not None and not s.is_bot(actor) else (humans or [0])[0]
        if len(humans) == 1:
            return humans[0]
        if len(humans) >= 2 and self.handoff_seat() is None and s.actor in humans:
            return s.actor
        return None

    def act(self, action):
        s = self.session
        if not s or self.screen != "play":
            self.error = "There is no game in progress."
            return False
        if s.actor is not None and s.is_bot(s.actor):
            self.error = f"Please wait: {self.seat_label(s.actor)} is thinking."
            return False
        return self._play(action)

    def explain(self, action):
        """Why ``action`` cannot be played now, in the engine's words."""
        s = self.session
        if not self.legal_for_human():
            return feedback.idle_reason(self)
        if action in s.game.legal_actions(s.state):
            return None
        return s.game.explain_illegal(s.state, action)

    def _play(self, action):
        s = self.session
        rounds_before = len(s.state.get("rounds", []))
        actor = s.actor
        if actor is not None and not s.is_bot(actor):  # remember the hand as a turn begins (new cards)
            if not s.log or s.log[-1]["seat"] != actor or not self.marks.knows(self.save_id, actor):
                self.marks.begin_turn(self.save_id, actor, feedback.hand_keys(self.view_of(s.game.id), s.game.view(s.state, actor)))
        try:
            s.play(action)
        except IllegalAction as err:
            self.error = str(err)
            return False
        self.ui = self._fresh_ui()
        if s.outcome is not None:
            self.dialog = {"kind": "end"}
            self.focus = ".result-panel button"  # the web edge moves keyboard focus there once
        elif len(s.state.get("rounds", [])) > rounds_before:
            self.dialog = {"kind": "round", "index": len(s.state["rounds"]) - 1}
        self.save()
        return True

    def _fresh_ui(self):
        """The UI state after an action, an undo or a hand-over: the view's ``carry_ui(ui)``
        when it has one (settings a player expects to stay, like a display toggle), else its
        ``initial_ui()``."""
        view = self.view_of(self.session.game.id)
        carry = getattr(view, "carry_ui", None)
        return carry(self.ui) if carry is not None else view.initial_ui()

    def _ui(self, message):
        if self.screen == "review" and self.review:
            review.ui_message(self, message)
            return
        if not self.session:
            return
        view = self.view_of(self.session.game.id)
        self.ui = view.ui_message(self.ui, message, self.legal_for_human())
        focus_after = getattr(view, "focus_after", None)  # optional: a view may move keyboard focus
        if focus_after is not None:
            self.focus = focus_after(self.ui, message) or self.focus

    def undo(self):
        s = self.session
        if not s:
            return
        if not s.can_undo():
            self.error = "There is nothing to undo."
            return
        taken = [entry["text"] for entry in s.log[s.undo_index():]]
        s.undo()
        self.dialog = None
        self.ui = self._fresh_ui()
        self.save()
        if self.error is None:
            self.info = "Taken back: " + " ".join(taken)

    def page_title(self):
        """The browser tab's title: whose turn it is, so a person in another tab sees it."""
        s = self.session
        if self.screen == "review" and self.review:
            return review.title(self)
        if self.screen != "play" or not s:
            return "Vivarium"
        actor = s.actor
        if s.outcome is not None:
            lead = "Game over"
        elif actor is not None and not s.is_bot(actor):
            lead = "Your turn" if len(s.human_seats()) == 1 else f"{self.seat_name(actor)} to play"
        else:
            lead = f"{self.seat_name(actor)} is thinking" if actor is not None else ""
        return f"{lead} · {s.game.name} · Vivarium" if lead else f"{s.game.name} · Vivarium"

    # ---- bots (driven by the web edge) -------------------------------------------------------
    def bot_turn(self):
        """``(token, game, view, seat, level)`` when a bot must move now, else ``None``.

        The bot gets its seat's view, never the state."""
        s = self.session
        if not s or self.screen != "play" or self.dialog:
            return None
        seat = s.bot_to_move()
        if seat is None:
            return None
        return self.bot_token(), s.game, s.game.view(s.state, seat), seat, s.players[seat].get("level", "normal")

    def bot_seconds(self):
        """The least time a computer's action takes on screen (the pace setting)."""
        return PACES[self.pace]

    def bot_token(self):
        s = self.session
        return (self.save_id, len(s.record["actions"])) if s else None

    def bot_move(self, token, action):
        """Play a bot's choice if the game is still where the bot started thinking."""
        if self.screen != "play" or self.dialog or token != self.bot_token() or self.session.bot_to_move() is None:
            return False
        self.error = None  # a reason given while the computer thought ("Please wait…") is stale now
        return self._play(action)

    # ---- saving --------------------------------------------------------------------------
    def save(self):
        s = self.session
        if not s or not self.save_id:
            return
        stored = self.store.raw(self.save_id)
        if stored is not None and self.last_raw is not None and stored != self.last_raw:
            # Another tab moved this game on since this tab read it: never write over its moves.
            self._reload_from_storage(
                "This game was changed in another tab or window. The latest position is shown; "
                "your last move here was not saved."
            )
            return
        try:
            self.last_raw = self.store.write(self.save_id, s, self.summary())
            self.storage_ok = True
        except Exception as err:  # quota exceeded, storage disabled: keep playing, say so
            self.storage_ok = False
            self.error = (
                f"This game could not be saved in the browser ({type(err).__name__}: the storage may be full). "
                "The last saved position is kept; play on, and free some space to save again."
            )

    def storage_changed(self, key):
        """Another tab or window changed ``key`` in storage (the browser's ``storage`` event)."""
        if not self.session or not self.save_id or key not in (None, self.store.key(self.save_id)):
            return False
        stored = self.store.raw(self.save_id)
        if stored == self.last_raw:
            return False
        if stored is None:
            self.last_raw = None  # deleted or cleared elsewhere: keep it on screen, save it again on the next move
            self.notices.append(("info", "This game was deleted or the storage was cleared in another tab. "
                                         "It is still here and will be saved again after your next move."))
            return True
        self._reload_from_storage("This game was played on in another tab or window: the latest position is shown.")
        return True

    def _reload_from_storage(self, message):
        screen = self.screen
        if self._open(self.save_id, quiet=True):
            self.screen = screen if screen in ("play", "rules") else "play"
            self.notices.append(("info", message))

    def summary(self):
        s = self.session
        view = self.view_of(s.game.id)
        out = s.outcome
        if out is None:
            status = f"Move {len(s.record['actions']) + 1} · {self.seat_name(s.actor)} to play"
        elif out["result"] == "draw":
            status = "Finished · draw"
        else:
            status = "Finished · " + " and ".join(self.seat_name(w) for w in out["winners"]) + " won"
        return {
            "title": f"{s.game.name} · {view.options_summary(s.record['options'])}",
            "players": " vs ".join(self.seat_label(i) for i in range(len(s.players))),
            "status": status,
        }

    # ---- labels --------------------------------------------------------------------------
    def player_label(self, seat, session=None):
        """Who sits at ``seat`` (of ``session``, default the game on screen): the name given at
        setup, else "You", "Player 2" or "Computer, Hard"."""
        s = session or self.session
        p = s.players[seat]
        if p.get("kind") == "bot":
            label = f"Computer, {LEVEL_LABELS.get(p.get('level'), 'Normal')}"
            return f"{clean_name(p['name'])} · {label}" if clean_name(p.get("name")) else label
        if clean_name(p.get("name")):
            return clean_name(p["name"])
        humans = s.human_seats()
        return "You" if len(humans) == 1 else f"Player {humans.index(seat) + 1}"

    def seat_name(self, seat):
        return self.session.seat_names[seat]

    def seat_label(self, seat):
        return f"{self.seat_name(seat)} ({self.player_label(seat)})"

    def result_title(self):
        """``(title, subtitle)`` of the end of the game, addressed to the person at the device:
        "You won!" / "You lost to Dark (Computer, Hard)" against computers; the winning seat(s)
        between people; the place of a lone person at a larger table."""
        s = self.session
        out = s.outcome
        humans = s.human_seats()
        names = s.seat_names
        subtitle = ""
        if len(humans) == 1 and out.get("ranking") and len(s.players) > 2:
            place = out["ranking"].index(humans[0]) + 1
            subtitle = f"You placed {_place(place)} of {len(s.players)}."
        if out["result"] == "draw":
            return "A draw", subtitle
        winners = out["winners"]
        if len(humans) == 1:
            me = humans[0]
            if me in winners:
                return ("You won!" if len(winners) == 1 else "Your team won!"), subtitle
            return f"You lost to {self.winners_label(out)}", subtitle
        return " and ".join(names[w] for w in winners) + (" wins!" if len(winners) == 1 else " win!"), subtitle

    def winners_label(self, outcome):
        """"Ice (You)" for one winner, "Ice (Ann) and Aurora (Bob)" for a team."""
        names = [self.seat_label(w) for w in outcome["winners"]]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

    # ---- the log -------------------------------------------------------------------------
    def log_turns(self, session=None):
        """The log as turns, oldest first: ``[{"seat", "turn", "steps": [entries]}]``. The
        actions of one turn (same seat, same ``turn_index``) are grouped; games whose turns
        are single actions get one step per turn."""
        turns = []
        for entry in (session or self.session).log:
            last = turns[-1] if turns else None
            if last and entry["turn"] is not None and last["turn"] == entry["turn"] and last["seat"] == entry["seat"]:
                last["steps"].append(entry)
            else:
                turns.append({"seat": entry["seat"], "turn": entry["turn"], "steps": [entry]})
        return turns

    def since_last_turn(self, seat):
        """Log turns by the other players since ``seat`` last acted (what happened while that
        person was away), oldest first: the whole log when ``seat`` has not played yet, empty
        when nobody else has moved since."""
        out = []
        for t in reversed(self.log_turns()):
            if t["seat"] == seat:
                break
            out.append(t)
        return list(reversed(out))

    # ---- faults --------------------------------------------------------------------------
    def fault(self, what, err):
        """Report an unexpected failure to the person; the app goes on."""
        detail = f"{type(err).__name__}: {str(err)[:160]}" if str(err) else type(err).__name__
        self.notices.append((
            "error",
            f"Something went wrong while {what} ({detail}). Your saved games are untouched: "
            "you can undo, go Home, or start a new game.",
        ))

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
        return screens.render(self)


def _place(n):
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")
