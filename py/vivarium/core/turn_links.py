"""Turn-based play by link (issue 36): a turn link from the host to the person whose turn it
is, and a move link back. Pure (CPython and Pyodide); the host's and the device's logic is in
``ui/by_link.py``.

A link is the same idea as the data channel's messages (:mod:`vivarium.core.wire`), carried
by any messenger instead: compact JSON, zlib with a frozen preset dictionary
(:mod:`vivarium.core.link_words`), base64url (``share.pack_text``), with a prefix
(``t1`` a turn link, ``m1`` a move link) and a *seal*: an HMAC-SHA256 of the rest, keyed with
the seat's secret (16 random bytes the host made for that seat). The secret travels once, in
the seat's first turn link (its invitation); later turn links and every move link carry only
the seal. So a link is bound to its table, seat and turn: a changed character, a cut link, a
link of another seat or table, or one made without the secret is refused with one sentence.

- turn link ``{v, table, seat, game, host, seats, handled, ply, at, view, legal, actor,
  outcome, log_from, log, commit[, secret][, end]}``: what the seat may see and do now (its
  view, its legal moves, the log since its last turn, who sits where), the commitment to the
  deal (:mod:`vivarium.core.deal_proof`), and once the game is over ``end``: the seed, the salt
  and the finished record, for the device to check the deal and review the game.
- move link ``{v, table, seat, seq, at, actions}``: every step of the seat's turn, numbered
  after the last move the host applied (``seq``) and tied to the position it was chosen in
  (``at``).
"""

import base64
import hashlib
import hmac
from json import dumps

from ..i18n import msg
from . import wire
from .gate import TextRefused, read_json
from .link_words import WORDS
from .records import MAX_ACTIONS, SALT, SECRET
from .share import Words, pack_text, unpack_text

VERSION = 1
TURN_PREFIX = "t1"
MOVE_PREFIX = "m1"
MAX_LINK_CHARS = 24_000  # what a link may be at most when read; the links made aim far lower
MAX_LINK_TEXT = 200_000
MAX_STEPS = 64  # steps of one turn
SEAL_BYTES = 16

TURN_WORDS = Words(msg("remote.link.turn.thing"), msg("remote.link.turn.kind"), msg("remote.link.turn.noun"))
MOVE_WORDS = Words(msg("remote.link.move.thing"), msg("remote.link.move.kind"), msg("remote.link.move.noun"))

_END = wire._object({"seed": lambda v: type(v) is int and 0 <= v < 1 << 129, "salt": wire._text(32, SALT),
                     "record": wire._text(wire.REVIEW_CHARS, wire.REVIEW_PAYLOAD)})
_TURN = wire._object(
    {"v": wire._int(VERSION, VERSION), "table": wire._text(40, wire.TABLE_ID), "seat": wire._SEAT,
     "game": wire._text(32, wire.GAME_ID), "host": wire._name, "seats": wire._list_of(wire._SEAT_INFO, wire.MAX_SEATS, 2),
     "handled": wire._COUNT, "ply": wire._int(0, MAX_ACTIONS), "at": wire._text(20, wire.TOKEN),
     "view": wire._is_dict, "legal": wire._list_of(wire._ACTION, wire.MAX_LEGAL), "actor": wire._optional(wire._SEAT),
     "outcome": wire._optional(wire._is_dict), "log_from": wire._int(0, MAX_ACTIONS),
     "log": wire._list_of(wire._LOG_ENTRY, MAX_ACTIONS), "commit": wire._text(32, SALT), "seal": wire._text(24)},
    {"secret": wire._text(64, SECRET), "end": _END})
_MOVE = wire._object(
    {"v": wire._int(VERSION, VERSION), "table": wire._text(40, wire.TABLE_ID), "seat": wire._SEAT,
     "seq": wire._SEQ, "at": wire._text(20, wire.TOKEN), "actions": wire._list_of(wire._ACTION, MAX_STEPS, 1),
     "seal": wire._text(24)})


def seal(data, secret):
    """The seal of ``data`` (without its ``seal``) with ``secret``: 22 characters."""
    body = dumps({k: v for k, v in data.items() if k != "seal"}, sort_keys=True, separators=(",", ":"),
                 ensure_ascii=False)
    digest = hmac.new(secret.encode("utf-8"), body.encode("utf-8"), hashlib.sha256).digest()[:SEAL_BYTES]
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")


def _pack(data, prefix, secret):
    sealed = dict(data, seal=seal(data, secret))
    return pack_text(dumps(sealed, separators=(",", ":"), ensure_ascii=False), prefix, zdict=WORDS)


def _unpack(payload, prefix, words, check):
    text = unpack_text(payload, prefix, MAX_LINK_CHARS, MAX_LINK_TEXT, words, wire.WireError, zdict=WORDS)
    try:
        data = read_json(text, max_chars=MAX_LINK_TEXT, max_depth=wire.HOST_DEPTH)
    except TextRefused as err:
        raise wire.WireError(msg("remote.link.damaged", what=words.noun, thing=words.thing)) from err
    if isinstance(data, dict) and isinstance(data.get("v"), int) and data["v"] != VERSION:
        raise wire.WireError(msg("remote.link.version", what=words.noun), "version")
    if not check(data):
        raise wire.WireError(msg("remote.link.damaged", what=words.noun, thing=words.thing))
    return data


def _sealed(data, secret, words):
    if not isinstance(secret, str) or not hmac.compare_digest(seal(data, secret), data["seal"]):
        raise wire.WireError(msg("remote.link.forged", thing=words.thing), "seal")
    return data


def pack_turn(data, secret):
    """A turn link's payload (``t1…``); ``data`` without its seal."""
    if not _TURN(dict(data, seal="x")):
        raise ValueError("not a valid turn link")
    return _pack(data, TURN_PREFIX, secret)


def peek_turn(payload):
    """A turn link's contents, checked but not its seal (to see which table it is for)."""
    return _unpack(payload, TURN_PREFIX, TURN_WORDS, _TURN)


def read_turn(payload, secret=None):
    """A turn link, checked and its seal verified with ``secret`` (the one this device keeps for
    the seat) or, for an invitation, the secret inside it. :class:`~vivarium.core.wire.WireError`
    with a sentence otherwise (``code`` ``"secret"`` when this device has no secret for it)."""
    data = peek_turn(payload)
    key = data.get("secret") or secret
    if key is None:
        raise wire.WireError(msg("remote.link.turn_first"), "secret")
    return _sealed(data, key, TURN_WORDS)


def pack_move(data, secret):
    """A move link's payload (``m1…``); ``data`` without its seal."""
    if not _MOVE(dict(data, seal="x")):
        raise ValueError("not a valid move link")
    return _pack(data, MOVE_PREFIX, secret)


def peek_move(payload):
    """A move link's contents, checked but not its seal (the host finds the seat's secret from
    its table and seat first): :class:`~vivarium.core.wire.WireError` otherwise."""
    return _unpack(payload, MOVE_PREFIX, MOVE_WORDS, _MOVE)


def read_move(payload, secret):
    """A move link, checked and its seal verified with the seat's ``secret``."""
    return _sealed(peek_move(payload), secret, MOVE_WORDS)


def kind_of(payload):
    """``"turn"``, ``"move"`` or ``None``: what a link's payload is, by its prefix."""
    if isinstance(payload, str):
        if payload.startswith(TURN_PREFIX):
            return "turn"
        if payload.startswith(MOVE_PREFIX):
            return "move"
    return None
