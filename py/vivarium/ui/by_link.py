"""Turn-based play by link (issue 36): the host's side and a device's side. Pure.

**The host** (:func:`turn_link`, :func:`take_move_link`) works on the live table's
:class:`~vivarium.ui.remote_host.Host`, so a seat played by link and a seat played over a data
channel are one table with one sequence of moves: the same secret per seat, the same
``handled`` count (a move link is applied once), the same ``at`` token (a link chosen in a
position that has since changed is refused), the same ``Table.submit`` checks against
``legal_actions``. A move link carries every step of one turn; they are checked on a copy of
the state first, so a link is applied whole or not at all.

**A device** keeps one :class:`LinkSeat` per table and seat it plays by link. From a turn link
it shows its view and legal moves; the person plays the whole turn there (every step of a
turn of several, with undo inside the turn): each step is applied to a position rebuilt from
the seat's own view (``determinize``), which gives the next view and legal moves exactly
(the conformance kit checks that the actor's legal moves and the public view after a step that
reveals nothing do not depend on hidden cards). The turn ends when the seat no longer acts,
the game ends, or a step reveals something (a draw): what comes next is the host's to tell.
Then :meth:`LinkSeat.move_link` is the link to send back. It keeps the log it was sent and a
fingerprint of every view, to check the deal at the end (:mod:`vivarium.core.deal_proof`).
"""

from ..core import deal_proof, rng as rnglib, share, turn_links, wire
from ..core.protocol import IllegalAction
from ..core.records import sentence_of
from ..core.wire import WireError
from .. import i18n
from .remote_guest import _outcome_fits, check_invitation


# ---- the host ---------------------------------------------------------------------------------
def commitment_of(session, random_bytes=None):
    """The table's commitment to its seed (a salt is drawn and kept in the record the first
    time, from ``random_bytes``)."""
    deal = session.record.get("deal")
    if deal is None:
        if random_bytes is None:
            import os

            random_bytes = os.urandom(deal_proof.SALT_BYTES)
        deal = session.record["deal"] = {"salt": deal_proof.new_salt(random_bytes)}
    return deal_proof.commitment(session.record["seed"], deal["salt"])


def log_from(session, seat):
    """Where the log that ``seat`` has not been sent by link starts: after its own last line
    before the current run of other seats' lines (what happened since its last turn)."""
    log = session.log
    i = len(log)
    while i > 0 and log[i - 1]["seat"] != seat:
        i -= 1
    while i > 0 and log[i - 1]["seat"] == seat:  # its own last turn too: the device may have it, or not
        i -= 1
    return i


def turn_link(host, seat, invite=False, host_name=""):
    """The turn link (``t1…`` payload) for remote ``seat`` now: its view and legal moves, the log
    since its last turn, and at the end the seed, salt and record. ``invite``: with the seat's
    secret (its first link, or a new invitation)."""
    rs = host.seat_of(seat)
    if not rs.secret:
        raise ValueError("this seat has no secret yet: renew_secret first")
    s = host.session
    body = host.state_body(seat)
    start = log_from(s, seat)
    data = {"v": turn_links.VERSION, "table": body["table"], "seat": seat, "game": body["game"],
            "host": wire.plain_name(host_name), "seats": body["seats"], "handled": body["handled"],
            "ply": body["ply"], "at": body["at"], "view": body["view"], "legal": body["legal"],
            "actor": body["actor"], "outcome": body["outcome"], "log_from": start,
            "log": [dict(e, text=wire.sentence_for_wire(e["text"])) for e in s.log[start:]],
            "commit": commitment_of(s)}
    if invite:
        data["secret"] = rs.secret
    if s.outcome is not None:
        data["end"] = {"seed": s.record["seed"], "salt": s.record["deal"]["salt"], "record": share.encode(s.record)}
    return turn_links.pack_turn(data, rs.secret)


class Taken:
    """What a move link did at the host: ``seat``, ``played`` (how many steps were applied),
    ``ended`` (the game is over), ``error`` (a sentence: nothing was applied)."""

    def __init__(self, seat=None, played=0, ended=False, error=None):
        self.seat, self.played, self.ended, self.error = seat, played, ended, error


def take_move_link(host, payload):
    """Apply a move link opened at the host: checked (its seal with the seat's secret, the
    sequence number, the position), then every step checked on a copy and applied. Never
    raises for what the link holds."""
    try:
        data = turn_links.peek_move(payload)
    except WireError as err:
        return Taken(error=err.sentence)
    s = host.session
    if data["table"] != host.table.id:
        return Taken(error=i18n.msg("remote.bylink.other_table"))
    rs = host.seats.get(data["seat"])
    if rs is None or not rs.secret:
        return Taken(error=i18n.msg("remote.host.reply_not_remote"))
    try:
        turn_links.read_move(payload, rs.secret)
    except WireError as err:
        return Taken(error=err.sentence)
    seat, seq = data["seat"], data["seq"]
    if seq <= rs.seq:
        return Taken(seat, error=i18n.msg("remote.bylink.already"))
    if seq > rs.seq + 1:
        return Taken(seat, error=i18n.msg("remote.host.seq_ahead", seq=seq, expected=rs.seq + 1))
    if data["at"] != host.token(seat):
        return Taken(seat, error=i18n.msg("remote.bylink.stale"))
    game, state = s.game, s.state
    for i, action in enumerate(data["actions"]):  # the whole turn on a copy first
        if game.actor(state) != seat or action not in game.legal_actions(state):
            return Taken(seat, error=i18n.msg("remote.bylink.step_illegal", n=i + 1))
        if game.reveals(state, action) and i < len(data["actions"]) - 1:
            return Taken(seat, error=i18n.msg("remote.bylink.step_illegal", n=i + 2))
        state = game.apply(state, action)
    ended = False
    for action in data["actions"]:
        try:
            played = host.table.submit(seat, action)
        except IllegalAction as err:  # cannot happen after the check above; said, never raised
            return Taken(seat, error=sentence_of(err))
        ended = played.ended
    host.applied(seat, seq)
    return Taken(seat, played=len(data["actions"]), ended=ended)


# ---- a device ---------------------------------------------------------------------------------
class LinkSeat:
    """One seat this device plays by link, from its turn links (see the module's text)."""

    def __init__(self, game, secret, first):
        self.game = game
        self.secret = secret
        self.table, self.seat = first["table"], first["seat"]
        self.commit = first["commit"]
        self.log = []
        self.seen = {}  # ply -> fingerprint of the view sent for it
        self.turn = None  # the last turn link's data
        self.steps = []  # the steps played in this turn so far
        self.positions = []  # (view, legal, lines) before each step, for undo inside the turn
        self.view = self.legal = None
        self.lines = []  # this turn's own log lines, as the rules say them here
        self.position = None  # the rebuilt position the steps are applied to
        self.over = False  # the turn is played: send the move link
        self.proof = None  # (ok, message) once the deal was checked

    @classmethod
    def open_first(cls, game, payload):
        """A seat from its first turn link (the invitation: the seat's secret is in it)."""
        data = turn_links.read_turn(payload)
        if "secret" not in data:
            raise WireError(i18n.msg("remote.link.turn_first"), "secret")
        seat = cls(game, data["secret"], data)
        seat.take(payload)
        return seat

    def take(self, payload):
        """A new turn link for this seat: checked, and refused when it is older than the one this
        device has or belongs to another table or seat. Returns ``self``."""
        data = turn_links.read_turn(payload, self.secret)
        if data["table"] != self.table or data["seat"] != self.seat:
            raise WireError(i18n.msg("remote.bylink.other_seat"), "seat")
        if data.get("secret") not in (None, self.secret):
            self.secret = data["secret"]  # a new invitation (the host renewed the seat)
        if self.turn is not None and (data["handled"], data["ply"]) < (self.turn["handled"], self.turn["ply"]):
            raise WireError(i18n.msg("remote.bylink.older"), "seq")
        check_invitation({"seat": data["seat"], "seats": data["seats"]}, self.game)
        if data["game"] != self.game.id or (data["outcome"] is not None and not _outcome_fits(data["outcome"], len(data["seats"]))):
            raise WireError(i18n.msg("remote.guest.impossible", why=i18n.msg("remote.guest.bad.game")), "format")
        if data["log_from"] <= len(self.log):
            self.log = self.log[:data["log_from"]] + data["log"]
        else:  # links were missed: what is known, then what came
            self.log = self.log + data["log"]
        self.turn = data
        self.seen[data["ply"]] = deal_proof.fingerprint(data["view"])
        self._start_turn()
        if "end" in data:
            self.check_deal()
        return self

    def _start_turn(self):
        data = self.turn
        self.steps, self.positions, self.lines = [], [], []
        self.view, self.legal = data["view"], list(data["legal"])
        self.over = False
        self.position = None
        if self.legal:
            self.position = self.game.determinize(self.view, rnglib.seed_state(data["ply"] + 1))

    @property
    def my_turn(self):
        return bool(self.legal) and not self.over

    def play(self, action):
        """Play one step of this turn here. Returns True when the turn is complete (send
        :meth:`move_link`); raises :class:`IllegalAction` with the engine's sentence."""
        if self.over or action not in self.legal:
            raise IllegalAction(i18n.msg("remote.guest.cannot_move"))
        g, before = self.game, self.position
        line = g.describe(before, action)
        after = g.apply(before, action)
        self.positions.append((self.view, self.legal, before))
        self.steps.append(action)
        self.lines.append(line)
        self.position = after
        if g.reveals(before, action) or g.outcome(after) is not None or g.actor(after) != self.seat:
            self.over = True
            self.view, self.legal = g.view(after, self.seat), []
        else:
            self.view, self.legal = g.view(after, self.seat), g.legal_actions(after)
        return self.over

    def undo(self):
        """Take back this turn's last step (before the move link is sent)."""
        if not self.steps:
            return False
        self.view, self.legal, self.position = self.positions.pop()
        self.steps.pop()
        self.lines.pop()
        self.over = False
        return True

    def move_link(self):
        """The move link (``m1…`` payload) of this turn's steps."""
        if not self.over or not self.steps:
            raise ValueError("the turn is not played yet")
        data = {"v": turn_links.VERSION, "table": self.table, "seat": self.seat, "seq": self.turn["handled"] + 1,
                "at": self.turn["at"], "actions": list(self.steps)}
        return turn_links.pack_move(data, self.secret)

    def check_deal(self):
        """At the end: the seed against the commitment, and every view sent against the replay."""
        from ..core.gate import read_json
        from ..games import GAMES

        end = self.turn["end"]
        try:
            record = read_json(share.unpack(end["record"]))
        except Exception:
            self.proof = (False, i18n.msg("remote.proof.replay", error="LinkError"))
            return self.proof
        if not isinstance(record, dict) or record.get("seed") != end["seed"]:
            self.proof = (False, i18n.msg("remote.proof.commitment"))
            return self.proof
        self.proof = deal_proof.check(GAMES, record, end["salt"], self.commit, self.seat, self.seen)
        return self.proof
