"""The side of a person playing on another device (issue 24): what the host last showed this
seat, and the moves on their way to the host. Pure: the web layer carries the texts (a WebRTC
data channel) and draws :attr:`Guest.view` with the game's ``GameView``.

One move at a time: after a move, the device offers no other until the host has answered
(applied: a new state; refused: the engine's sentence). A game's legal moves change after
every step anyway, so nothing is lost by waiting, and "the move on its way" is one thing to
resend, never a queue to reorder. A move made while the link is down waits as that pending
move and goes out once the host has welcomed the device back; the host's ``handled`` number
says whether a move sent before the link broke was applied (then it is not sent again), and a
move the host confirmed but then lost (the host's page reloaded before saving) is offered
again, for the position it was chosen in only.

Nothing the host sends is trusted blindly either: every message passes
:func:`vivarium.core.wire.read_host_message` (size, nesting, schema); one that does not is
reported in :attr:`Guest.notices` and ignored. A table's contents are then checked against the
game itself (issue 35, :meth:`Guest.implausible`): the game and the number of seats of the
invitation, the seat to act, the outcome's shape, a view the game can rebuild a position from,
and legal moves that are moves of that position. A table that fails is not shown (the last good
one stays), with one sentence. Notices are bounded; a review is taken only when asked for, and
only a review of this table's game.
"""

from ..core import rng as rnglib
from ..core import wire
from ..core.wire import WireError
from .. import i18n
from ..i18n import Msg, is_message, t
from .notices import Notices

MAX_NOTICES = 8  # sentences kept for the screen (a hostile host may send thousands)

FATAL = ("secret", "replaced", "table", "seat", "version")  # error codes after which this device stops
PING_EVERY = 10.0  # seconds: the web layer calls ping() this often (the host gives up after 30 s of silence)


class Guest:
    """One device's seat at a host's table, from its invitation (:func:`Guest.join`)."""

    def __init__(self, invitation, name="", game=None):
        self.game = game  # the game's rules (a ``Game``): what the host's tables are checked against
        self.invitation = invitation
        self.table = invitation["table"]
        self.seat = invitation["seat"]
        self.secret = invitation["secret"]
        self.name = wire.plain_name(name)
        self.connected = False  # the host has welcomed this device on the current link
        self.closed = None  # a sentence once the host no longer lets this device play (a message or text)
        self.state = None  # the last welcome/state from the host (view, legal, outcome, seats…)
        self.log = []  # the log entries, oldest first
        self.n = 0  # the number of the host's last message on this link
        self.handled = 0  # the host's last applied move number for this seat, as last heard
        self.pending = None  # the move on its way (or waiting for the link): {type, seq, action?, at}
        self.done = None  # the last move the host confirmed
        self.notices = Notices(limit=MAX_NOTICES)  # sentences for the screen, oldest first, each once
        self.review = None  # the finished game's share payload, once asked for and sent
        self.review_asked = False  # a review is taken only after this device asked for one
        self.seen = {}  # ply -> fingerprint of the view the host showed (the deal's check at the end)
        self.proof = None  # (ok, message) once the record came with the commitment's salt

    @classmethod
    def join(cls, payload, name="", game=None):
        """A guest from a ``#/join/`` link's payload; :class:`WireError` with a sentence if the
        link is not a valid invitation (or not one of ``game``, when given: its seat count)."""
        invitation = wire.read_invitation(payload)
        check_invitation(invitation, game)
        return cls(invitation, name, game)

    def reply(self, answer):
        """The payload of the reply link (``#/reply/<payload>``) around the WebRTC ``answer``."""
        number = {"n": self.invitation["n"]} if self.invitation.get("n") is not None else {}
        return wire.pack_reply({"v": wire.VERSION, "table": self.table, "seat": self.seat, "secret": self.secret,
                                "answer": answer, **number})

    def rejoin(self, payload):
        """A new invitation for the same seat (the host invited this device again, perhaps with
        a new secret): keeps the log and the pending move. Raises :class:`WireError`."""
        invitation = wire.read_invitation(payload)
        check_invitation(invitation, self.game)
        if invitation["table"] != self.table or invitation["seat"] != self.seat:
            raise WireError(i18n.msg("remote.guest.other_seat"), "seat")
        self.invitation = invitation
        self.secret = invitation["secret"]
        self.closed = None
        self.connected = False
        return self

    def title(self, game_name, seat_label=None):
        """"Join Ana's Papillon table as Aurora" (the joiner's first screen), in the language in
        use (``seat_label``: the seat's name as shown, else as the invitation gives it)."""
        inv = self.invitation
        host = inv["host"]
        seat = seat_label or inv["seats"][self.seat]["name"]
        if host:
            return t("remote.guest.title_host", host=host, game=game_name, seat=seat)
        return t("remote.guest.title", game=game_name, seat=seat)

    # ---- what the screen shows -----------------------------------------------------------------
    @property
    def view(self):
        return self.state["view"] if self.state else None

    @property
    def legal(self):
        """The moves this device may make now: none while a move is on its way, before the
        host's first state, or once the host closed the seat."""
        if self.state is None or self.pending is not None or self.closed:
            return []
        return list(self.state["legal"])

    @property
    def outcome(self):
        return self.state["outcome"] if self.state else None

    def can_undo(self):
        return bool(self.state and self.state["can_undo"] and self.pending is None and not self.closed)

    def take_notices(self):
        out, self.notices = list(self.notices), Notices(limit=MAX_NOTICES)
        return out

    # ---- outgoing --------------------------------------------------------------------------------
    def _text(self, kind, **fields):
        return wire.dump({"v": wire.VERSION, "type": kind, "table": self.table, "seat": self.seat,
                          "secret": self.secret, **fields})

    def hello(self, full=False):
        """The first text on a new link (or to resynchronise: ``full`` asks for the whole log)."""
        self.connected = False
        extra = {"name": self.name} if self.name else {}
        return self._text("hello", log=0 if full else len(self.log), **extra)

    def lost(self):
        """The link broke: moves made now wait for the next one."""
        self.connected = False

    def ping(self):
        return [self._text("ping")] if self.connected else []

    def ask_review(self):
        """Once the game is over: ask the host for its record (to review and share it here)."""
        if self.outcome is None:
            self.notices.append(i18n.msg("remote.not_over"))
            return []
        if not self.connected:
            return []
        self.review_asked = True
        return [self._text("review")]

    def bye(self):
        out = [self._text("bye")] if self.connected else []
        self.connected = False
        return out

    def act(self, action):
        """Play ``action``: the texts to send now (none while the link is down: it waits)."""
        if action not in self.legal:
            self.notices.append(i18n.msg("remote.guest.cannot_move") if self.pending is None
                                else i18n.msg("remote.guest.move_on_its_way"))
            return []
        self.pending = {"type": "act", "seq": self.handled + 1, "action": action, "at": self.state["at"]}
        return self._send_pending()

    def undo(self):
        """Ask the host to take back this seat's last step."""
        if not self.can_undo():
            self.notices.append(i18n.msg("remote.guest.nothing_to_undo"))
            return []
        self.pending = {"type": "undo", "seq": self.handled + 1, "at": self.state["at"]}
        return self._send_pending()

    def _send_pending(self):
        if not self.connected or self.pending is None:
            return []
        p = self.pending
        fields = {k: v for k, v in p.items() if k != "type"}
        return [self._text(p["type"], **fields)]

    # ---- incoming --------------------------------------------------------------------------------
    def receive(self, text):
        """Handle one text from the host; returns the texts to send back. Never raises."""
        try:
            msg = wire.read_host_message(text)
        except WireError as err:
            self.notices.append(i18n.msg("remote.guest.unreadable", why=err.sentence))
            return []
        kind = msg["type"]
        if kind != "welcome" and not self.connected and kind not in ("error", "closed"):
            return []  # meant for an earlier link, or before the welcome
        gap = kind != "welcome" and self.connected and msg["n"] != self.n + 1
        self.n = msg["n"]
        if gap:  # a message was lost: answer this one, then ask for the whole table again
            self.notices.append(i18n.msg("remote.guest.lost"))
        out = self._handle(kind, msg, gap)
        if gap and self.connected and not out:
            out = [self.hello(full=True)]
        return out

    def _handle(self, kind, msg, gap):
        if kind in ("welcome", "state"):
            return [] if gap else self._state(msg)
        if kind == "refused":
            if self.pending is not None and msg["seq"] == self.pending["seq"]:
                self.pending = None
                self.notices.append(_heard_sentence(msg["text"]))
            self._heard(msg["handled"])
            return []
        if kind == "pong":
            self._heard(msg["handled"])
            return []
        if kind == "review":
            self._take_review(msg["payload"], msg.get("salt"))
            return []
        if kind == "closed":
            self.closed = _heard_sentence(msg["text"])
            self.connected = False
            self.notices.append(self.closed)
            return []
        # an error
        self.notices.append(_heard_sentence(msg["text"]))
        if msg["code"] in FATAL:
            self.closed = _heard_sentence(msg["text"])
            self.connected = False
        elif msg["code"] in ("seq", "hello"):
            return [self.hello(full=True)]
        return []

    def _heard(self, handled):
        self.handled = handled
        if self.pending is not None and handled >= self.pending["seq"]:
            self.done, self.pending = self.pending, None

    def _take_review(self, payload, salt=None):
        """A finished game's record: only when asked, once the game is over here, and only a
        record of this table's game (else it is dropped, with one sentence)."""
        if not self.review_asked or self.outcome is None:
            self.notices.append(i18n.msg("remote.guest.review_unasked"))
            return
        if self.game is not None:
            from ..core import share

            try:
                same = wire.read_json_of(share.unpack(payload)).get("game") == self.invitation["game"]
            except Exception:
                same = False
            if not same:
                self.notices.append(i18n.msg("remote.guest.review_other"))
                return
        self.review, self.review_asked = payload, False
        if salt is not None and self.invitation.get("commit") and self.game is not None:
            from ..core import deal_proof, share

            try:
                record = wire.read_json_of(share.unpack(payload))
            except Exception:
                record = None
            self.proof = (deal_proof.check({self.game.id: self.game}, record, salt, self.invitation["commit"], self.seat, self.seen)
                          if isinstance(record, dict) else (False, i18n.msg("remote.proof.replay", error="LinkError")))

    def implausible(self, msg):
        """Why the table in ``msg`` (a welcome or state that passed the wire's schema) cannot be
        this seat's table of this game, as a message; ``None`` when it can."""
        inv, seats = self.invitation, msg["seats"]
        if msg["game"] != inv["game"]:
            return i18n.msg("remote.guest.bad.game")
        if len(seats) != len(inv["seats"]) or not 0 <= msg["seat"] < len(seats):
            return i18n.msg("remote.guest.bad.seats", n=len(seats), expected=len(inv["seats"]))
        if msg["actor"] is not None and not 0 <= msg["actor"] < len(seats):
            return i18n.msg("remote.guest.bad.actor")
        out = msg["outcome"]
        if out is not None and not _outcome_fits(out, len(seats)):
            return i18n.msg("remote.guest.bad.outcome")
        if (out is None) == (msg["actor"] is None):
            return i18n.msg("remote.guest.bad.actor")
        if msg["legal"] and (msg["actor"] != self.seat or out is not None):
            return i18n.msg("remote.guest.bad.legal")
        if self.game is None:
            return None
        try:  # a view the game can rebuild a position from, and moves of that position
            position = self.game.determinize(msg["view"], rnglib.seed_state(len(self.log) + 1))
            if wire.read_json_of(wire.dump(self.game.view(position, self.seat))) != msg["view"]:
                return i18n.msg("remote.guest.bad.view")
            possible = set(self.game.legal_actions(position)) if msg["legal"] else set()
        except Exception:  # a view of another shape: any error of the game's code reading it
            return i18n.msg("remote.guest.bad.view")
        if not set(msg["legal"]) <= possible:
            return i18n.msg("remote.guest.bad.legal")
        return None

    def _state(self, msg):
        if msg["table"] != self.table or msg["seat"] != self.seat:
            self.notices.append(i18n.msg("remote.guest.other_state"))
            return []
        problem = self.implausible(msg)
        if problem is not None:  # the last good table stays on screen; the host is not asked again
            self.notices.append(i18n.msg("remote.guest.impossible", why=problem))
            return []
        start = msg["log_from"]
        if start > len(self.log):
            return [self.hello(full=True)]
        self.log = self.log[:start] + msg["log"]
        self.state = {k: v for k, v in msg.items() if k not in ("v", "type", "n", "log_from", "log")}
        from ..core.deal_proof import fingerprint

        self.seen[msg["ply"]] = fingerprint(msg["view"])
        self._heard(msg["handled"])
        if msg["type"] != "welcome":
            return []
        self.connected = True
        if self.pending is not None:  # not applied: (re)send it, numbered after what the host applied
            self.pending["seq"] = self.handled + 1
            return self._send_pending()
        if self.done is not None and self.handled == self.done["seq"] - 1:  # the host lost it (a reload)
            self.pending, self.done = self.done, None
            return self._send_pending()
        return []


def check_invitation(invitation, game=None):
    """Refuse an invitation whose seat is not among its seats, or whose table is not a table of
    ``game`` (its seat count); :class:`WireError` with a sentence."""
    seats = invitation["seats"]
    if not 0 <= invitation["seat"] < len(seats):
        raise WireError(i18n.msg("remote.guest.bad_invitation"), "seat")
    if game is not None and len(seats) not in game.player_counts():
        raise WireError(i18n.msg("remote.guest.bad_invitation"), "seat")
    return invitation


def _outcome_fits(out, seats):
    """An outcome as games make them (``protocol.outcome_dict``): a result, winners among the
    seats, scores and a breakdown."""
    if not isinstance(out, dict) or out.get("result") not in ("win", "draw"):
        return False
    winners, scores = out.get("winners"), out.get("scores")
    if not isinstance(winners, list) or not all(type(w) is int and 0 <= w < seats for w in winners):
        return False
    return isinstance(scores, list) and isinstance(out.get("breakdown", []), list)


def _heard_sentence(value):
    """A sentence the host sent (checked by :func:`vivarium.core.wire.is_sentence`): a message
    said in this device's language when shown, or text as it is."""
    return Msg(value) if is_message(value) else value
