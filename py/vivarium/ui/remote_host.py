"""The host's side of playing on several devices (issue 24): the seats of people on other
devices, their links, and what each may see. Pure: the web layer carries the texts over a
WebRTC data channel per remote seat and passes the time in (no clock here).

The host is the only authority. A remote seat talks to the :class:`~vivarium.ui.table.Table`
through the same interface as everyone else (``Table.offer`` / ``Table.submit``): it receives
only its seat's view, its legal actions and the (public) log; its actions are checked against
``legal_actions`` for that seat and applied, or answered with the engine's sentence. Every
message passes :mod:`vivarium.core.wire` (size, nesting, schema), then the table id, the seat
of the link and the seat's current secret; an unknown, stale or hostile message is answered
with an error sentence and changes nothing.

Exactly once: a device numbers its moves (``seq``); the host applies move ``handled + 1`` only
and reports ``handled`` in every state, so a move resent after a reconnection is recognised.
A move also names the position it was chosen in (``at``): if the game changed meanwhile (the
host took back a move), it is refused rather than played somewhere it was not meant for.

What must survive a reload of the host, per remote seat (its secret and the last sequence
number applied), is kept in the record under ``remote`` (``core/records.py``), so saving the
game saves it; everything else (who is connected, what each device was sent) is rebuilt when
the devices say ``hello`` again.
"""

import zlib

from ..core import share, wire
from ..core.protocol import IllegalAction
from ..core.records import sentence_of
from ..core.wire import WireError
from .. import i18n
from ..i18n import t
from .players import clean_name
from .table import player_message

SILENCE = 30.0  # seconds without a word from a device before it counts as disconnected
BURST = 20  # tokens: a device may send this many moves at once...
RATE = 5.0  # ...and per second after that; more are answered once ("slow down"), then dropped
# What a message costs in tokens (issue 35): a move or a ping one, a hello or a review (the
# whole table, the log, a record) more, and every further OUT_BYTES characters sent back one more
COST = {"hello": 4, "review": 4, "bye": 4}
OUT_BYTES = 4_000
KEEP_OLD_SECRETS = 4  # replaced secrets remembered (this session only) for a clearer sentence


class RemoteSeat:
    """What the host knows of one remote seat. Only ``secret`` and ``seq`` are stored with
    the game (:meth:`to_dict`); the rest lives while the page does."""

    def __init__(self, seat, saved=None):
        saved = saved or {}
        self.seat = seat
        self.secret = saved.get("secret")  # None: never invited
        self.seq = saved.get("seq", 0)  # the last sequence number applied for this seat
        self.connected = False
        self.heard = None  # when the device last spoke (the caller's clock)
        self.name = ""  # the name the device gave in its hello (shown in the status lines)
        self.sent = 0  # messages sent on the current connection (the ``n`` of the next one - 1)
        self.known = None  # the log entries this device has been sent (None: nothing known)
        self.shown = None  # what the last state sent said (to send a state only on a change)
        self.old_secrets = []
        self.invited = 0  # the number of the seat's current invitation (issue 38)
        self.answered = set()  # the invitations whose reply was taken (a second reply finds no offer)
        self.tokens = float(BURST)
        self.stamp = None
        self.warned = False

    def to_dict(self):
        return {"seat": self.seat, "secret": self.secret, "seq": self.seq}

    def allow(self, now):
        """The rate limit: whether one more message may be read now (a token bucket)."""
        if self.stamp is not None and now > self.stamp:
            self.tokens = min(float(BURST), self.tokens + (now - self.stamp) * RATE)
        self.stamp = now if self.stamp is None else max(self.stamp, now)
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.warned = False
            return True
        return False

    def charge(self, tokens):
        """What a message cost beyond the one token :meth:`allow` took (the bucket may go below
        zero: the device then waits until it has paid)."""
        self.tokens -= tokens


class Received:
    """What one incoming text did: ``out`` (``[(seat, text)]`` to send, in order), ``played``
    (the table's :class:`~vivarium.ui.table.Played` when a move was applied), ``undone`` (the
    log lines an undo took back), ``changed`` (the record changed: save and redraw) and
    ``status`` (who is connected changed: redraw the status lines)."""

    __slots__ = ("out", "played", "undone", "changed", "status")

    def __init__(self, out=None, played=None, undone=None, changed=False, status=False):
        self.out = out or []
        self.played = played
        self.undone = undone or []
        self.changed = changed
        self.status = status


class Host:
    """The remote seats of ``table``: the seats whose player is ``{"kind": "remote"}``."""

    def __init__(self, table):
        self.table = table
        s = table.session
        saved = {e["seat"]: e for e in s.record.get("remote", []) if isinstance(e, dict)}
        self.seats = {seat: RemoteSeat(seat, saved.get(seat)) for seat in range(len(s.players)) if s.is_remote(seat)}

    @property
    def session(self):
        return self.table.session

    def seat_of(self, seat):
        rs = self.seats.get(seat)
        if rs is None:
            raise ValueError(f"seat {seat!r} is not played from another device")
        return rs

    def _store(self):
        """Keep what must survive a reload in the record (saved with the game)."""
        self.session.record["remote"] = [rs.to_dict() for rs in self.seats.values() if rs.secret]

    def applied(self, seat, seq):
        """Move ``seq`` of ``seat`` was applied (by link, ``ui/by_link.py``): counted once, for
        the link and the data channel alike, and kept with the game."""
        self.seat_of(seat).seq = seq
        self._store()

    def host_name(self):
        """The name of the first person at this device who gave one (invitations, turn links)."""
        s = self.session
        return next((clean_name(s.players[i].get("name")) for i in s.local_seats()
                     if clean_name(s.players[i].get("name"))), "")

    def close_seat(self, seat, sentence):
        """Tell ``seat``'s connected device that it no longer plays (with ``sentence``) and let
        it go; the messages to send."""
        rs = self.seat_of(seat)
        if not rs.connected:
            return []
        out = [(seat, self._message(rs, "closed", text=sentence))]
        rs.connected = False
        rs.shown = None
        return out

    # ---- invitations -----------------------------------------------------------------------
    def renew_secret(self, seat, random_bytes):
        """Give ``seat`` a new secret (from the caller's random bytes): every older invitation
        and the device holding it lose the seat. Returns the messages to send (the old
        device is told, the others see it gone). Save the game afterwards."""
        rs = self.seat_of(seat)
        if rs.secret:
            rs.old_secrets = (rs.old_secrets + [rs.secret])[-KEEP_OLD_SECRETS:]
        out = self.close_seat(seat, i18n.msg("remote.host.replaced"))
        rs.secret = wire.new_secret(random_bytes)
        rs.known = rs.shown = None
        self._store()
        return out + self.sync()

    def invitation(self, seat, offer, host_name=None, now=0):
        """The payload of ``seat``'s invitation link (``#/join/<payload>``) around the WebRTC
        ``offer`` (opaque text), with the seat's current secret (see :meth:`renew_secret`;
        inviting again with the same secret lets the same device come back) and its number
        ``n``: larger than the seat's last one, and than ``now`` (the caller's clock in seconds,
        so numbers keep growing across a reload of this page), so a device that saw a newer one
        knows an older one is replaced; a reply names the number it answers."""
        rs = self.seat_of(seat)
        if not rs.secret:
            raise ValueError("this seat has no secret yet: renew_secret first")
        rs.invited = max(rs.invited + 1, int(now))
        s = self.session
        if host_name is None:
            host_name = self.host_name()
        # what the game is, as a message the joining device says in its language
        summary = i18n.msg("summary.title", game=wire.plain_name(s.game.name),
                           options=self.table.view_mod.options_summary(s.record["options"]))
        if not wire.is_sentence(summary, wire.MAX_SUMMARY_CHARS):
            summary = i18n.say(summary).replace("<", "\u2039").replace(">", "\u203a")[:wire.MAX_SUMMARY_CHARS]
        from .by_link import commitment_of

        return wire.pack_invitation({
            "v": wire.VERSION, "table": self.table.id, "seat": seat, "secret": rs.secret, "offer": offer,
            "host": wire.plain_name(host_name), "game": s.game.id, "summary": summary,
            "seats": self._seat_infos(connected=False), "commit": commitment_of(s), "n": rs.invited,
        })

    def read_reply(self, payload):
        """``(seat, answer)`` from a ``#/reply/`` link, if it answers the current invitation
        of a seat of this table; :class:`WireError` with a sentence otherwise."""
        reply = wire.read_reply(payload)
        if reply["table"] != self.table.id:
            raise WireError(i18n.msg("remote.host.reply_other_table"), "table")
        rs = self.seats.get(reply["seat"])
        if rs is None:
            raise WireError(i18n.msg("remote.host.reply_not_remote"), "seat")
        if not rs.secret or not wire.same_secret(reply["secret"], rs.secret):
            raise WireError(i18n.msg("remote.host.reply_older"), "secret")
        n = reply.get("n")
        if n is not None and (n != rs.invited or n in rs.answered):
            # the offer it answers is gone (used by a first reply, or made again since)
            raise WireError(i18n.msg("remote.host.reply_used", seat=self.session.seat_names[rs.seat]), "stale")
        return reply["seat"], reply["answer"]

    def reply_taken(self, seat, payload):
        """The reply ``payload`` (checked by :meth:`read_reply`) is used for ``seat``: a second
        reply to the same invitation is refused."""
        n = wire.read_reply(payload).get("n")
        if n is not None:
            self.seat_of(seat).answered.add(n)

    # ---- incoming messages -----------------------------------------------------------------
    def receive(self, seat, text, now):
        """Handle one ``text`` from the link of remote ``seat`` at time ``now`` (seconds, the
        caller's clock). Never raises for anything the device sends."""
        rs = self.seat_of(seat)
        if not rs.allow(now):
            if rs.warned:
                return Received()
            rs.warned = True
            return Received([self._error(rs, "busy", i18n.msg("remote.host.busy"))])
        try:
            msg = wire.read_guest_message(text)
            self._check_sender(rs, msg)
        except WireError as err:
            return Received([self._error(rs, err.code, err.sentence)])
        rs.heard = now
        received = self._handle(rs, msg)
        rs.charge(COST.get(msg["type"], 1) - 1 + sum(len(text) for _, text in received.out) // OUT_BYTES)
        return received

    def _handle(self, rs, msg):
        seat, kind = rs.seat, msg["type"]
        if kind == "hello":
            return self._hello(rs, msg)
        if kind == "bye":
            return self._disconnect(rs)
        if not rs.connected:
            return Received([self._error(rs, "hello", i18n.msg("remote.host.say_hello"))])
        if kind == "ping":
            return Received([(seat, self._message(rs, "pong", handled=rs.seq))])
        if kind == "review":
            return self._review(rs)
        return self._change(rs, msg)

    def _review(self, rs):
        """The finished game's record, for the device's own review and share link. Never
        before the end: until then the seed and the hands stay on this device."""
        s = self.session
        if s.outcome is None:
            return Received([self._error(rs, "review", i18n.msg("remote.not_over"))])
        try:
            payload = share.encode(s.record)
        except share.LinkError as err:
            return Received([self._error(rs, "review", sentence_of(err))])
        salt = {"salt": s.record["deal"]["salt"]} if isinstance(s.record.get("deal"), dict) else {}
        return Received([(rs.seat, self._message(rs, "review", payload=payload, **salt))])

    def _check_sender(self, rs, msg):
        if msg["table"] != self.table.id:
            raise WireError(i18n.msg("remote.host.other_table"), "table")
        if msg["seat"] != rs.seat:
            raise WireError(i18n.msg("remote.host.own_seat"), "seat")
        if not rs.secret or not wire.same_secret(msg["secret"], rs.secret):
            if any(wire.same_secret(msg["secret"], old) for old in rs.old_secrets):
                raise WireError(i18n.msg("remote.host.replaced"), "replaced")
            raise WireError(i18n.msg("remote.host.not_valid"), "secret")

    def _hello(self, rs, msg):
        was = rs.connected
        rs.connected = True
        rs.sent = 0
        rs.name = wire.plain_name(clean_name(msg.get("name", "")))
        player = self.session.players[rs.seat]
        named = bool(rs.name and not clean_name(player.get("name")))
        if named:  # the name the person gave on their device, when the host gave none (issue 38)
            player["name"] = rs.name
        have = msg["log"]
        rs.known = rs.known[:have] if rs.known is not None and have <= len(rs.known) else []
        out = [(rs.seat, self._state(rs, "welcome"))]
        out += self.sync()
        return Received(out, status=not was or named)

    def _disconnect(self, rs):
        if not rs.connected:
            return Received()
        rs.connected = False
        rs.shown = None
        return Received(self.sync(), status=True)

    def _change(self, rs, msg):
        """An ``act`` or ``undo``: exactly once, in the position it was chosen in."""
        seq = msg["seq"]
        if seq <= rs.seq:
            return Received([self._error(rs, "seq", i18n.msg("remote.host.seq_again", seq=seq))])
        if seq > rs.seq + 1:
            return Received([self._error(rs, "seq", i18n.msg("remote.host.seq_ahead", seq=seq, expected=rs.seq + 1))])
        if msg["at"] != self.token(rs.seat):
            return self._refused(rs, seq, i18n.msg("remote.host.changed"))
        if msg["type"] == "undo":
            s = self.session
            if not s.can_undo(rs.seat):
                return self._refused(rs, seq, i18n.msg("remote.host.nothing_to_undo"))
            undone = self.table.undo_for(rs.seat)
            rs.seq = seq
            self._store()
            return Received(self.sync(), undone=undone, changed=True)
        try:
            played = self.table.submit(rs.seat, msg["action"])
        except IllegalAction as err:
            reason = sentence_of(err)
            if not reason or _echoes(reason, msg["action"]):  # never the device's own text back
                reason = i18n.msg("remote.host.not_legal")
            return self._refused(rs, seq, reason)
        rs.seq = seq
        self._store()
        return Received(self.sync(), played=played, changed=True)

    def _refused(self, rs, seq, sentence):
        """The engine's (or the host's) sentence; the sequence number stays free."""
        return Received([(rs.seat, self._message(rs, "refused", seq=seq, text=wire.sentence_for_wire(sentence),
                                                 handled=rs.seq))])

    # ---- links and time --------------------------------------------------------------------
    def link_closed(self, seat):
        """The data channel of ``seat`` closed: the seat waits for its device again."""
        return self._disconnect(self.seat_of(seat))

    def tick(self, now):
        """Mark the devices silent for longer than :data:`SILENCE` as disconnected; returns
        a :class:`Received` (``status`` when someone was)."""
        out, status = [], False
        for rs in self.seats.values():
            if rs.connected and rs.heard is not None and now - rs.heard > SILENCE:
                r = self._disconnect(rs)
                out += r.out
                status = True
        return Received(out, status=status)

    # ---- outgoing states -------------------------------------------------------------------
    def sync(self):
        """The states to send after a change of the table (a move here, a computer's move, an
        undo, someone connecting): ``[(seat, text)]``, to each connected remote seat whose
        state changed. Call it after every change the host's own screen makes."""
        out = []
        for rs in self.seats.values():
            if rs.connected:
                body = self.state_body(rs.seat)
                if _shown(body) != rs.shown:
                    out.append((rs.seat, self._state(rs, "state", body)))
        return out

    def token(self, seat):
        """The position as ``seat`` sees it, in a few characters: the move number and a
        checksum of its view and the (public) log. Nothing secret from ``seat`` goes in."""
        s = self.session
        text = wire.dump(s.game.view(s.state, seat)) + "\n" + "\n".join(_said(entry["text"]) for entry in s.log)
        return f"{len(s.record['actions'])}-{zlib.crc32(text.encode('utf-8')) & 0xFFFFFFFF:08x}"

    def state_body(self, seat):
        """What ``seat`` may see and do now (without the log): its view and legal actions from
        ``Table.offer``, the move number, the position's token, the outcome once the game is
        over, who acts, the seats and who sits there."""
        s = self.session
        offer = self.table.offer(seat)
        rs = self.seats[seat]
        closed = s.game.round_ended(s.states[-2], s.states[-1]) if len(s.states) > 1 else None
        return {
            "table": self.table.id, "seat": seat, "game": s.game.id, "ply": len(s.record["actions"]),
            "at": self.token(seat), "handled": rs.seq, "view": offer["view"], "legal": offer["legal"],
            "outcome": s.outcome, "actor": s.actor, "seats": self._seat_infos(), "can_undo": s.can_undo(seat),
            "round_closed": closed,
        }

    def _state(self, rs, kind, body=None):
        body = body if body is not None else self.state_body(rs.seat)
        log = self.session.log
        known = rs.known or []
        start = 0
        while start < len(known) and start < len(log) and known[start] == log[start]:
            start += 1
        rs.known = list(log)
        rs.shown = _shown(body)
        return self._message(rs, kind, **body, log_from=start,
                             log=[dict(e, text=wire.sentence_for_wire(e["text"])) for e in log[start:]])

    def _message(self, rs, kind, **fields):
        rs.sent += 1
        return self.encode({"v": wire.VERSION, "type": kind, "n": rs.sent, **fields})

    def _error(self, rs, code, sentence):
        return rs.seat, self._message(rs, "error", code=code, text=wire.sentence_for_wire(sentence))

    def encode(self, message):
        """A message's text (tests replace this to look at the structure before it is written)."""
        return wire.dump(message)

    # ---- seats and status ------------------------------------------------------------------
    def label(self, seat):
        """Who sits at ``seat``, as other devices show it: the name given at setup (text), else
        a message each device says in its language ("Computer, Normal", "Host" for the one
        person at this device, "Player 3" for a person on another device)."""
        p = self.session.players[seat]
        if p.get("kind") == "bot":
            label = player_message(self.session, seat)
            return label if wire.is_sentence(label, wire.MAX_NAME_CHARS) else wire.plain_name(self.table.player_label(seat))
        name = wire.plain_name(clean_name(p.get("name")))
        if name:
            return name
        here = self.session.local_seats()
        if seat in here:  # a person at the host's own device, who gave no name
            return i18n.msg("who.host") if len(here) == 1 else i18n.msg("who.at_host", n=seat + 1)
        return i18n.msg("who.player", n=seat + 1)

    def _seat_infos(self, connected=True):
        s = self.session
        out = []
        # the seats' names as the game knows them: each device says them in its language
        for seat, seat_name in enumerate(s.game.seat_names_for(s.record["options"])):
            info = {"name": wire.plain_name(seat_name), "player": self.label(seat), "kind": s.players[seat]["kind"]}
            if connected and seat in self.seats:
                info["connected"] = self.seats[seat].connected
            out.append(info)
        return out

    def waiting_for(self):
        """The remote seat that must act now while its device is not connected, else ``None``."""
        actor = self.session.actor
        rs = self.seats.get(actor)
        return actor if rs is not None and not rs.connected else None

    def status_lines(self):
        """One sentence per remote seat for the host's screen (in the language in use): invited
        or not, connected or not."""
        s = self.session
        out = []
        for seat, rs in self.seats.items():
            name = clean_name(s.players[seat].get("name")) or rs.name
            where = s.seat_names[seat]
            if not rs.secret:
                out.append(t("remote.host.status_uninvited", seat=where))
            elif rs.connected:
                out.append(t("remote.host.status_on_named", seat=where, name=name) if name
                           else t("remote.host.status_on", seat=where))
            else:
                out.append(t("remote.host.status_off_named", seat=where, name=name) if name
                           else t("remote.host.status_off", seat=where))
        return out


def _echoes(sentence, text):
    """Whether ``sentence`` (a message or text) repeats ``text`` that a device sent, in any of
    its arguments or in any language's wording of it."""
    if not text.strip():
        return False
    parts = [sentence] if isinstance(sentence, str) else [sentence, *(i18n.say_in(lang, sentence) for lang in i18n.LANGS)]
    stack = list(parts)
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if text in v or any(0xD800 <= ord(ch) <= 0xDFFF for ch in v):
                return True
        elif isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, (list, tuple)):
            stack.extend(v)
    return False


def _shown(body):
    """What a state says that a device must hear again when it changes."""
    return (body["at"], body["handled"], body["actor"], body["outcome"] is None, body["can_undo"],
            repr(body["seats"]))


def _said(text):
    """A log line's sentence as it goes into the position's checksum: text as it is, a message
    (or a list of them) as its JSON, the same whatever the language of either device."""
    return text if isinstance(text, str) else wire.dump(text)
