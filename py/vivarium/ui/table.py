"""The table: one game being played, and the seats around it.

The table owns the :class:`~vivarium.core.session.Session`, the UI state of the person at
this device, the hand-off between people sharing the device, undo, the computer's turn, the
players' labels and the log. The app router (``ui/shell.py``) owns everything around it:
screens, dialogs, saves, tabs, notices and preferences; it hears about what a move changed
through the :class:`Played` the table returns.

Seats talk to the table through one small interface, whatever drives them (a person at
this device, a computer, later a person on another device):

- :meth:`Table.offer` — what ``seat`` may see and do now: its view, its legal actions
  (none when it is not its turn) and the log lines (every log line is public: the
  conformance kit checks that descriptions carry no secret);
- :meth:`Table.submit` — ``seat`` chooses ``action``: checked against ``legal_actions``
  for that seat, applied, or refused with the engine's sentence.

Pure: no browser, runs on CPython.
"""

from __future__ import annotations

from ..i18n import msg, say, t
from ..core import rng as rnglib
from ..core.bots import LEVEL_LABELS
from ..core.frozen import Frozen
from ..core.protocol import IllegalAction
from . import feedback
from .players import clean_name

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from typing import Any, TypeAlias

    from ..core.protocol import Action, Game, Outcome, Seat, Sentence, View
    from ..core.session import Session
    from ..drawing.gameview import GameView, UiState

    # The position a computer starts thinking in (see Table.token): table id, move number, changes.
    Token: TypeAlias = tuple[Any, int, int]

# A computer's turn of several actions: the first lands at the chosen pace, the following
# steps of the same turn at this share of it (the pace applies per turn, not per action).
STEP_SHARE = 0.35


class Played(Frozen):
    """What one accepted action changed, for the router: the game ended (``ended``), a round
    closed (``round_closed``: its index, else ``None``)."""

    __slots__ = ("ended", "round_closed")
    ended: bool
    round_closed: int | None

    def __init__(self, ended: bool, round_closed: int | None) -> None:
        self._set(ended, round_closed)


class BotTurn(Frozen):
    """A computer that must act now: ``token`` (the position it starts thinking in: its choice
    is played only if the table is still there, see :meth:`Table.token`), ``game``, ``view``
    (its seat's view, never the state), ``seat``, ``level`` ("easy", "normal", "hard", "expert"),
    ``seed`` (reproducible from the record: the game's seed and the move number, so a resumed
    game makes the same choice), ``seconds`` (the least time the action takes on screen once
    the previous move has finished playing: the pace, once per turn) and ``grace`` (the least
    time from the person's move during which Undo cancels the answer)."""

    __slots__ = ("token", "game", "view", "seat", "level", "seed", "seconds", "grace")
    token: Token
    game: Game
    view: View
    seat: Seat
    level: str
    seed: int
    seconds: float
    grace: float

    def __init__(self, token: Token, game: Game, view: View, seat: Seat, level: str, seed: int,
                 seconds: float, grace: float = 0.0) -> None:
        self._set(token, game, view, seat, level, seed, seconds, grace)


def bot_seed(record: dict[str, Any], ply: int) -> int:
    """The seed of a computer's search at move ``ply`` of ``record``: derived from the
    game's seed and the move number only, so the choice is the same after a reload."""
    value, _ = rnglib.next_u64(rnglib.seed_state(int(record["seed"]) * 1_000_003 + ply * 7919))
    return value >> 1


class Table:
    def __init__(self, session: Session, table_id: Any, view_mod: GameView) -> None:
        self.session = session
        self.id = table_id  # the save id: also names this table to other devices
        self.view_mod = view_mod
        self.ui: UiState = view_mod.initial_ui()
        self.shown_seat: Seat | None = None  # hot-seat with hidden information: whose cards are on screen
        self.marks = feedback.Marks()  # new cards in a hand, counters that changed
        self.confirmed: Token | None = None  # the position (token) whose waiting answer the person confirmed
        self.changes = 0  # moves and undos made at this table since it was opened (see token)

    @property
    def game(self) -> Game:
        return self.session.game

    # ---- who sits where ---------------------------------------------------------------
    def is_person_here(self, seat: Seat | None) -> bool:
        """A person at this device (neither a computer nor a person on another device)."""
        return seat is not None and seat in self.session.local_seats()

    def handoff_seat(self) -> Seat | None:
        """In a hot-seat game with hidden information, the seat the device must be passed to
        before its cards may be shown (``None`` when nothing needs hiding)."""
        s = self.session
        if not s.game.has_private_information():
            return None
        humans = s.local_seats()
        actor = s.actor
        if len(humans) < 2 or actor is None or actor not in humans or actor == self.shown_seat:
            return None
        return actor

    def viewer_seat(self) -> Seat | None:
        """The seat whose view the screen shows: never a hand this device must not see.

        One person here: that person's seat. Hot-seat: the player to act once the device has
        been handed over (a spectator's view meanwhile and at the end). Nobody here: a
        spectator (never the hand of a person on another device)."""
        s = self.session
        humans = s.local_seats()
        if not s.game.has_private_information():
            actor = s.actor
            if actor is not None and actor in humans:
                return actor
            return (humans or s.human_seats() or [0])[0]
        if len(humans) == 1:
            return humans[0]
        if len(humans) >= 2 and self.handoff_seat() is None and s.actor in humans:
            return s.actor
        return None

    def reveal(self) -> None:
        """The person the device was passed to shows their cards."""
        seat = self.handoff_seat()
        if seat is not None:
            self.shown_seat = seat
            self.ui = self.fresh_ui()

    # ---- the seat interface -----------------------------------------------------------
    def offer(self, seat: Seat | None) -> dict[str, Any]:
        """What ``seat`` may see and do now: ``{"view", "legal", "log"}``."""
        s = self.session
        legal = s.game.legal_actions(s.state) if s.actor == seat else []
        return {"view": s.game.view(s.state, seat), "legal": legal, "log": list(s.log)}

    def submit(self, seat: Seat | None, action: Action) -> Played:
        """``seat`` plays ``action``: returns a :class:`Played`, or raises
        :class:`IllegalAction` with a sentence (nothing changes)."""
        s = self.session
        before = s.state
        actor = s.actor
        if self.is_person_here(actor):  # remember the hand as a turn begins (new cards)
            if not s.log or s.log[-1]["seat"] != actor or not self.marks.knows(self.id, actor):
                self.marks.begin_turn(self.id, actor, self.hand_keys(s.game.view(before, actor)))
        s.play(action, seat)
        self.changes += 1
        self.ui = self.fresh_ui()
        return Played(ended=s.outcome is not None, round_closed=s.game.round_ended(before, s.state))

    # ---- the person at this device ----------------------------------------------------------
    def legal_here(self) -> list[Action]:
        """The actions the person at this device may take now (none while a computer or
        another device acts, or while the device is being passed on)."""
        s = self.session
        if not self.is_person_here(s.actor) or self.handoff_seat() is not None:
            return []
        return s.game.legal_actions(s.state)

    def explain(self, action: Any) -> Sentence | None:
        """Why ``action`` is not legal now, in the engine's words (``None`` if it is)."""
        s = self.session
        if action in s.game.legal_actions(s.state):
            return None
        return s.game.explain_illegal(s.state, action)

    def fresh_ui(self) -> UiState:
        """The UI state after an action, an undo or a hand-over (see ``GameView.carry_ui``)."""
        return self.view_mod.carry_ui(self.ui)

    def show_hint(self, view: View, legal: list[Action], action: Action) -> None:
        """Point at a hinted move, the view's own way (``GameView.hint_ui``)."""
        self.ui = self.view_mod.hint_ui(view, self.ui, legal, action)

    def ui_message(self, message: str) -> str | None:
        """A ``data-ui`` message; returns where keyboard focus should go (or ``None``)."""
        self.ui = self.view_mod.ui_message(self.ui, message, self.legal_here())
        return self.view_mod.focus_after(self.ui, message)

    def hand_keys(self, view: View | None) -> set[Any]:
        if view is None:
            return set()
        try:
            return set(self.view_mod.hand_keys(view))
        except (KeyError, TypeError, IndexError):
            return set()

    # ---- undo: only one's own steps -----------------------------------------------------------
    def undo_seat(self) -> Seat | None:
        """Whose steps an Undo at this device would take back: the person holding the device
        (the last person to act while the device waits to be passed on, else the person to
        act, else the last person who acted)."""
        s = self.session
        actor = s.actor
        if self.handoff_seat() is None and self.is_person_here(actor):
            return actor
        for entry in reversed(s.log):
            if self.is_person_here(entry["seat"]):
                return entry["seat"]
        return None

    def undo_index(self) -> int | None:
        seat = self.undo_seat()
        return None if seat is None else self.session.undo_index(seat)

    def can_undo(self) -> bool:
        return self.undo_index() is not None

    def undo_refusal(self) -> Any:
        """Why an Undo takes nothing back now (a message): no step yet of the person who would
        undo, a finished game, or a step that can no longer be taken back."""
        s, seat = self.session, self.undo_seat()
        if seat is None or not any(entry["seat"] == seat for entry in s.log):
            return msg("play.nothing_to_undo")
        if s.outcome is not None:
            return msg("play.undo_over")
        return msg("play.undo_barrier")

    def undo(self) -> list[Any]:
        """Take back the undoing person's last step (with the computers' replies after it);
        returns the log lines taken back (empty: nothing to undo)."""
        s = self.session
        i = self.undo_index()
        if i is None:
            return []
        return self.undo_for(self.undo_seat())

    def undo_for(self, seat: Seat | None) -> list[Any]:
        """Take back ``seat``'s last step (with the replies after it); returns the log lines
        taken back (empty: nothing of ``seat``'s to undo)."""
        s = self.session
        i = None if seat is None else s.undo_index(seat)
        if i is None:
            return []
        taken = [entry["text"] for entry in s.log[i:]]
        s.undo(seat)
        self.changes += 1
        self.ui = self.fresh_ui()
        return taken

    # ---- the computer's turn ----------------------------------------------------------
    def token(self) -> Token:
        """The position a computer starts thinking in: the table, the move number and the
        number of changes (a move or an undo), so an undo followed by a new move never
        looks like the position a stale choice was made in."""
        return (self.id, len(self.session.record["actions"]), self.changes)

    def bot_turn(self, pace_seconds: float, grace_seconds: float = 0.0, confirm: bool = False) -> BotTurn | None:
        """A :class:`BotTurn` when a computer must act now, else ``None``. The computer gets
        its seat's view, never the state. When its answer waits (:meth:`answer_waits`), it
        comes after ``grace_seconds`` or, with ``confirm``, not before the person confirms."""
        s = self.session
        seat = s.bot_to_move()
        if seat is None:
            return None
        grace = 0.0
        if self.answer_waits():
            if confirm:
                return None
            grace = grace_seconds
        ply = len(s.record["actions"])
        seconds = pace_seconds * (STEP_SHARE if self.continues_turn(seat) else 1.0)
        return BotTurn(self.token(), s.game, s.game.view(s.state, seat), seat,
                       s.players[seat].get("level", "normal"), bot_seed(s.record, ply), seconds, grace)

    def answer_waits(self) -> bool:
        """True while a computer must answer a move by a person at this device that Undo can
        still take back, in a game where the answer may close Undo (it may show or draw a
        card), and the person has not confirmed that move: the answer waits for a grace
        period (or for Confirm), as on Board Game Arena, so a mis-click can be taken back."""
        s = self.session
        seat = s.bot_to_move()
        if seat is None or not s.log or self.confirmed == self.token():
            return False
        last = s.log[-1]["seat"]
        if not self.is_person_here(last) or s.undo_index(last) is None:
            return False
        if s.game.has_private_information():
            return True
        return any(s.game.reveals(s.state, a) for a in s.game.legal_actions(s.state))

    def confirm(self) -> None:
        """The person confirms their move: a waiting computer answers now."""
        if self.answer_waits():
            self.confirmed = self.token()

    def moved_elsewhere(self) -> None:
        """Another device, or a link, changed the position: a confirmation given here before
        holds no more."""
        self.confirmed = None

    def continues_turn(self, seat: Seat) -> bool:
        """Whether ``seat``'s next action continues the turn its last action began."""
        s = self.session
        if not s.log:
            return False
        last = s.log[-1]
        turn = s.game.turn_index(s.state)
        return last["seat"] == seat and turn is not None and last["turn"] == turn

    # ---- labels ---------------------------------------------------------------------------
    def player_label(self, seat: Seat) -> str:
        """Who sits at ``seat``: the name given at setup, else "You", "Player 2" or
        "Computer, Hard"."""
        return player_label(self.session, seat)

    def seat_name(self, seat: Seat) -> str:
        return self.session.seat_names[seat]

    def seat_message(self, seat: Seat) -> Sentence:
        """"Ice (You)": the seat and who sits there, as a message."""
        s = self.session
        name = s.game.seat_message(s.game.seat_names_for(s.record["options"])[seat])
        who = player_message(s, seat)
        if isinstance(who, dict) and who.get("$") == "who.you":  # « Clair (vous) »: "you" in the middle of a sentence
            return msg("who.seat_label_you", seat=name)
        return msg("who.seat_label", seat=name, who=who)

    def seat_label(self, seat: Seat) -> str:
        return say(self.seat_message(seat))

    def winners_label(self, outcome: Outcome) -> str:
        """"Ice (You)" for one winner, "Ice (Ann) and Aurora (Bob)" for a team."""
        return say(msg("list.all", items=[self.seat_message(w) for w in outcome["winners"]]))

    def result_title(self) -> tuple[str, str]:
        """``(title, subtitle)`` of the end of the game, addressed to the person at the device."""
        s = self.session
        out = s.outcome
        humans = s.local_seats()
        subtitle = ""
        # one's own place among all the players; not in a team game (« Your team won! » says it)
        if len(humans) == 1 and out.get("ranking") and len(s.players) > 2 and len(s.game.team_of(s.state, humans[0])) == 1:
            place = out["ranking"].index(humans[0]) + 1
            subtitle = t("end.placed", place=ordinal(place), count=len(s.players))
        if out["result"] == "draw":
            return t("end.draw"), subtitle
        winners = out["winners"]
        if len(humans) == 1:
            if humans[0] in winners:
                return (t("end.you_won") if len(winners) == 1 else t("end.team_won")), subtitle
            return t("end.you_lost", who=self.winners_label(out)), subtitle
        names = s.seat_names
        return t("end.wins" if len(winners) == 1 else "end.win", who=say(msg("list.all", items=[names[w] for w in winners]))), subtitle

    def title(self) -> str:
        """The browser tab's title while this table is on screen."""
        s = self.session
        actor = s.actor
        if s.outcome is not None:
            lead = t("title.over")
        elif self.is_person_here(actor):
            lead = t("title.yours") if len(s.local_seats()) == 1 else t("title.to_play", who=self.seat_name(actor))
        elif actor is not None and s.is_remote(actor):
            lead = t("title.remote", who=self.seat_name(actor))
        else:
            lead = t("title.thinking", who=self.seat_name(actor)) if actor is not None else ""
        return f"{lead} · {s.game.name} · Vivarium" if lead else f"{s.game.name} · Vivarium"

    def summary(self) -> dict[str, Any]:
        """The saved-games list's lines for this game, as messages: the save holds them as data,
        and the list says them in the language of the day (a game saved in French is listed in
        English). ``finished`` tells the list which buttons to offer."""
        s = self.session
        out = s.outcome
        names = s.game.seat_names_for(s.record["options"])
        if out is None:
            status = msg("summary.move", n=len(s.record["actions"]) + 1, who=s.game.seat_message(names[s.actor]))
        elif out["result"] == "draw":
            status = msg("summary.draw")
        else:
            status = msg("summary.won", who=msg("list.all", items=[s.game.seat_message(names[w]) for w in out["winners"]]))
        return {
            "title": msg("summary.title", game=s.game.name, options=self.view_mod.options_summary(s.record["options"])),
            "players": msg("list.versus", items=[self.seat_message(i) for i in range(len(s.players))]),
            "status": status,
            "finished": out is not None,
        }

    # ---- the log ---------------------------------------------------------------------------
    def log_turns(self) -> list[dict[str, Any]]:
        return log_turns(self.session)

    def since_last_turn(self, seat: Seat | None) -> list[dict[str, Any]]:
        """Log turns by the other players since ``seat`` last acted, oldest first."""
        out = []
        for t in reversed(self.log_turns()):
            if t["seat"] == seat:
                break
            out.append(t)
        return list(reversed(out))


def player_label(session: Session, seat: Seat, here: bool = True) -> str:
    """Who sits at ``seat`` of ``session``: the name given at setup, else "You", "Player 2"
    or "Computer, Hard". ``here=False`` (a game from someone else's link): never "You", the
    person reading it did not play it ("Person" for the only person, else "Player 2")."""
    return say(player_message(session, seat, here))


def player_message(session: Session, seat: Seat, here: bool = True) -> Sentence:
    """:func:`player_label` as a message (or the player's own name, as typed)."""
    p = session.players[seat]
    if p.get("kind") == "bot":
        label = msg("who.computer", level=msg(f"level.{p.get('level') if p.get('level') in LEVEL_LABELS else 'normal'}"))
        return msg("who.named_computer", name=clean_name(p["name"]), label=label) if clean_name(p.get("name")) else label
    name = clean_name(p.get("name"))
    if p.get("kind") == "remote" and here:  # only the host says where a person plays from
        return msg("who.remote_named", name=name) if name else msg("who.remote")
    if name:
        return name
    humans = session.human_seats()
    if len(humans) == 1 or (here and session.local_seats() == [seat]):
        return msg("who.you") if here else msg("who.person")
    return msg("who.player", n=humans.index(seat) + 1)


def log_turns(session: Session) -> list[dict[str, Any]]:
    """The log as turns, oldest first: ``[{"seat", "turn", "steps": [entries]}]``; the
    actions of one turn (same seat, same ``turn_index``) are grouped."""
    turns: list[dict[str, Any]] = []
    for entry in session.log:
        last = turns[-1] if turns else None
        if last and entry["turn"] is not None and last["turn"] == entry["turn"] and last["seat"] == entry["seat"]:
            last["steps"].append(entry)
        else:
            turns.append({"seat": entry["seat"], "turn": entry["turn"], "steps": [entry]})
    return turns


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th… in the language in use."""
    return t(f"ordinal.{n}") if n in (1, 2, 3) else t("ordinal.n", n=n)
