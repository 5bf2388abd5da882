"""A game being played: its record, the states it went through, its log, and undo.

Pure (no browser): the web layer drives a Session, and so do the tests.
"""

from ..i18n import msg
from . import analysis
from .protocol import BadOptions, IllegalAction
from .records import PLAYER_KINDS, RecordError, check_shape, new_record, replay


class Session:
    def __init__(self, game, record, states=None):
        self.game = game
        self.record = record
        self.states = states if states is not None else replay(game, record)
        self.log = [self._log_entry(i) for i in range(len(record["actions"]))]

    @classmethod
    def new(cls, game, options, seed, players):
        record = new_record(game, options, seed, players)
        need = game.seat_count_for(record["options"])
        if len(players) != need:
            raise ValueError(f"{game.name} with these options needs {need} players.")
        return cls(game, record)

    @classmethod
    def from_record(cls, games, data):
        """Rebuild from untrusted data; raises :class:`RecordError` with a sentence."""
        game = check_shape(data, games)
        try:
            need = game.seat_count_for(game.normalize_options(data["options"]))
        except BadOptions as err:
            raise RecordError(msg("record.bad_options", reason=err.args[0] if err.args else str(err))) from err
        if len(data["players"]) != need:
            raise RecordError(msg("record.player_count", n=len(data["players"]), game=game.name, need=need))
        for p in data["players"]:
            if p.get("kind") not in PLAYER_KINDS:
                raise RecordError(msg("record.players_damaged"))
        record = {key: data[key] for key in ("version", "game", "options", "seed", "players", "actions")}
        record["actions"] = list(record["actions"])
        if "remote" in data:  # what the host remembers of its remote seats (checked by check_shape)
            record["remote"] = [dict(e) for e in data["remote"]]
        if "deal" in data:  # the salt of the commitment to the seed (core/deal_proof.py)
            record["deal"] = dict(data["deal"])
        if "hints" in data:
            record["hints"] = check_hints(data["hints"], len(record["players"]))
        if "analysis" in data:
            analysis.check_shape(data["analysis"], record["actions"])
            record["analysis"] = {"depth": data["analysis"]["depth"], "moves": [list(m) for m in data["analysis"]["moves"]]}
        session = cls(game, record)
        if "analysis" in record:
            analysis.check_moves(game, session.states, record["analysis"])
        return session

    # ---- reading -----------------------------------------------------------------------
    @property
    def state(self):
        return self.states[-1]

    @property
    def players(self):
        return self.record["players"]

    @property
    def seat_names(self):
        """The seats' names as shown, in the language in use."""
        return tuple(self.game.seat_label(name) for name in self.game.seat_names_for(self.record["options"]))

    @property
    def outcome(self):
        return self.game.outcome(self.state)

    @property
    def actor(self):
        return self.game.actor(self.state)

    def is_bot(self, seat):
        return self.players[seat].get("kind") == "bot"

    def bot_to_move(self):
        """The seat of a bot that must act now, else ``None``."""
        seat = self.actor
        return seat if seat is not None and self.is_bot(seat) else None

    def is_remote(self, seat):
        """A person playing on another device (``ui/remote_host.py`` acts for them)."""
        return self.players[seat].get("kind") == "remote"

    def human_seats(self):
        """The seats of people, at this device or on another one."""
        return [s for s in range(len(self.players)) if not self.is_bot(s)]

    def local_seats(self):
        """The seats of the people at this device (neither computers nor other devices)."""
        return [s for s in range(len(self.players)) if self.players[s].get("kind") == "human"]

    def _log_entry(self, i):
        state = self.states[i]
        action = self.record["actions"][i]
        return {
            "ply": i + 1,
            "seat": self.game.actor(state),
            "turn": self.game.turn_index(state),
            "text": self.game.describe(state, action),
        }

    # ---- acting ------------------------------------------------------------------------
    def play(self, action, seat=None):
        """Apply ``action`` for ``seat`` (default: whoever must act). Raises IllegalAction."""
        actor = self.actor
        if actor is None:
            raise IllegalAction(msg("play.game_over"))
        if seat is not None and seat != actor:
            names = self.game.seat_names_for(self.record["options"])
            raise IllegalAction(msg("play.not_your_turn", actor=self.game.seat_message(names[actor]),
                                    seat=self.game.seat_message(names[seat])))
        new_state = self.game.apply(self.state, action)
        self.record["actions"].append(action)
        self.states.append(new_state)
        self.log.append(self._log_entry(len(self.states) - 2))
        return new_state

    # ---- undo (Board Game Arena policy) --------------------------------------------------
    def undo_index(self, seat=None):
        """Index of the action an undo would take back to (the last human action, with the
        bot actions after it), or ``None`` when nothing may be undone. Never goes back past
        an action that drew randomness or revealed hidden information. With ``seat``, only
        that seat's own step may be taken back: ``None`` when another person acted since.

        With hidden information, an undo never goes back into something its person has since
        seen: a computer's reply may be taken back with the person's move only when it left
        everything hidden from that person unchanged (a card placed from a public hand, a
        token moved); a reply that played a card from a hidden hand, or drew one, is a barrier
        (Undo works while the computer thinks, not after it showed a card). A finished game,
        whose hands are shown, cannot be undone; nor can any finished game at a table with
        people on other devices (issue 35): its record, seed included, may have left this
        device, and with it every card still unseen (Hexapod's stacks)."""
        actions = self.record["actions"]
        hidden = self.game.has_private_information()
        if self.outcome is not None and (hidden or any(p.get("kind") == "remote" for p in self.players)):
            return None
        for i in range(len(actions) - 1, -1, -1):
            if self.game.reveals(self.states[i], actions[i]):
                return None
            actor = self.game.actor(self.states[i])
            if self.is_bot(actor):
                continue
            if seat is not None and actor != seat:
                return None
            if hidden and any(self.game.hidden_from(self.states[k], actor) != self.game.hidden_from(self.states[k + 1], actor)
                              for k in range(i + 1, len(actions))):
                return None
            return i
        return None

    def can_undo(self, seat=None):
        return self.undo_index(seat) is not None

    def undo(self, seat=None):
        """Take back to before the last human action (with ``seat``: only if it was that
        seat's); returns how many actions were removed."""
        i = self.undo_index(seat)
        if i is None:
            return 0
        removed = len(self.record["actions"]) - i
        del self.record["actions"][i:]
        del self.states[i + 1:]
        del self.log[i:]
        self.record.pop("analysis", None)  # an analysis is of the finished game, which this no longer is
        return removed


MAX_HINTS = 10_000


def check_hints(data, seats):
    """The record's hint part, ``{"allowed": bool, "used": [count per seat]}``, checked; raises
    :class:`RecordError`."""
    ok = (isinstance(data, dict) and set(data) == {"allowed", "used"} and isinstance(data["allowed"], bool)
          and isinstance(data["used"], list) and len(data["used"]) == seats
          and all(type(n) is int and 0 <= n <= MAX_HINTS for n in data["used"]))
    if not ok:
        raise RecordError(msg("record.hints_damaged"))
    return {"allowed": data["allowed"], "used": list(data["used"])}


def hints_allowed(record):
    """Whether a person may ask for a hint in this game: as chosen at setup, else (an older
    record) when a computer plays."""
    hints = record.get("hints")
    if hints is not None:
        return hints["allowed"]
    return any(p.get("kind") == "bot" for p in record["players"])


def count_hint(record, seat):
    hints = record.setdefault("hints", {"allowed": hints_allowed(record), "used": [0] * len(record["players"])})
    hints["used"][seat] += 1
