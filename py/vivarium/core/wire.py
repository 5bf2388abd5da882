"""The messages between a host and the devices of its remote players (issue 24), and the
invitation and reply links that connect them. Pure (CPython and Pyodide); the transport (a
WebRTC data channel) belongs to the web layer, the host and guest logic to
``ui/remote_host.py`` and ``ui/remote_guest.py``. The protocol is described in
``docs/architecture.md`` ("Playing on several devices").

Everything here reads untrusted text: a message or a link passes its length limit first,
then the JSON nesting limit (:mod:`vivarium.core.gate`), then the schema of its type (exact
keys, types, lengths). Anything that fails raises :class:`WireError` with a sentence (and a
short ``code`` the other side can act on); nothing else escapes. Sentences never repeat what
the other side sent, so a hostile device cannot put text of its choosing on the host's screen.

Messages are JSON objects with ``v`` (the protocol version) and ``type``:

- device → host (at most :data:`GUEST_LIMIT` characters), each with ``table``, ``seat`` and
  ``secret``: ``hello`` (``log``: how many log lines the device holds; optional ``name``),
  ``act`` (``seq``, ``action``, ``at``: the position it was chosen in), ``undo`` (``seq``, ``at``),
  ``ping``, ``bye``, ``review`` (once the game is over: ask for its record);
- host → device (at most :data:`HOST_LIMIT`), each with ``n`` (counting the host's messages
  on this connection from 1, the ``welcome``): ``welcome`` and ``state`` (what the seat may
  see and do), ``refused`` (the engine's sentence for an action), ``error``, ``pong``,
  ``closed``, ``review`` (``payload``: the finished game as a share link carries it, seed
  included: sent only when asked, and only once the game is over).
"""

from json import dumps
import hmac
import re

from .gate import TextRefused, nesting_depth, read_json
from .records import MAX_ACTION_CHARS, MAX_ACTIONS, MAX_SEQ, PLAYER_KINDS, SECRET
from .share import Words, pack_text, unpack_text

VERSION = 1
GUEST_LIMIT = 4_096  # characters of one message from a device: a move, a secret, a table id
GUEST_DEPTH = 2  # a device's messages are flat objects
HOST_LIMIT = 2_000_000  # one message from the host: a view and, on (re)connecting, the whole log
HOST_DEPTH = 32
MAX_SEATS = 8
MAX_NAME_CHARS = 24  # as ui/players.NAME_LIMIT
MAX_TEXT_CHARS = 1_000  # a log line, a sentence
MAX_LEGAL = 10_000
SECRET_BYTES = 16
INVITE_PREFIX = "j1"  # an invitation: ``<site>#/join/j1…``
REPLY_PREFIX = "r1"  # its answer: ``<site>#/reply/r1…``
MAX_PAYLOAD_CHARS = 16_000  # an invitation or a reply as written in a link
MAX_PAYLOAD_TEXT = 48_000  # its JSON once unpacked
MAX_SDP_CHARS = 32_000  # the WebRTC offer or answer inside (opaque text; ~800 characters)
TABLE_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")
GAME_ID = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
TOKEN = re.compile(r"^[0-9]{1,6}-[0-9a-f]{8}$")
CODE = re.compile(r"^[a-z]{1,20}$")
MARKUP = set("<>")
# a finished game's share-link payload (core/share.py: prefix + URL-safe base64), sent on request
REVIEW_CHARS = 24_000  # as share.MAX_LINK_CHARS
REVIEW_PAYLOAD = re.compile(r"^[A-Za-z0-9_-]{1,24000}$")

INVITATION = Words("an invitation", "an invitation to a Vivarium table", "invitation")
REPLY = Words("a reply to an invitation", "a reply to a Vivarium invitation", "reply")


class WireError(ValueError):
    """A message or link that is refused. ``str(err)`` is a sentence; ``code`` says which
    kind of refusal it is (``format``, ``version``, ``table``, ``seat``, ``secret``, ...)."""

    def __init__(self, sentence, code="format"):
        super().__init__(sentence)
        self.sentence = sentence
        self.code = code


# ---- text ----------------------------------------------------------------------------------
def dump(message):
    """A message as compact JSON text (what goes on the wire)."""
    return dumps(message, separators=(",", ":"), ensure_ascii=False)


def read_message(text, limit=GUEST_LIMIT, depth=GUEST_DEPTH):
    """A JSON object from untrusted ``text`` within the limits, else :class:`WireError`."""
    if not isinstance(text, str):
        raise WireError("The message is not text.")
    if len(text) > limit:
        raise WireError(f"The message is too large ({len(text):,} characters; the limit is {limit:,}).")
    if nesting_depth(text, stop_after=depth) > depth:
        raise WireError(f"The message is nested too deeply (more than {depth} levels).")
    try:
        data = read_json(text, max_chars=limit, max_depth=depth)
    except TextRefused as err:
        raise WireError("The message is not readable (it is not valid JSON).") from err
    if not isinstance(data, dict):
        raise WireError("The message is not a Vivarium message (it is not a JSON object).")
    return data


def plain_name(text):
    """A name as it may travel: printable, spaces collapsed, at most ``MAX_NAME_CHARS``
    characters, markup brackets replaced by look-alikes (‹ ›)."""
    if not isinstance(text, str):
        return ""
    text = "".join(ch if ch.isprintable() else " " for ch in text)
    text = text.replace("<", "\u2039").replace(">", "\u203a")
    return " ".join(text.split())[:MAX_NAME_CHARS]


# ---- secrets -------------------------------------------------------------------------------
def new_secret(random_bytes):
    """A seat's secret from ``random_bytes`` (at least 16 bytes from the caller: the browser's
    ``crypto.getRandomValues``, fixed bytes in tests): 22 characters of base64url."""
    import base64

    raw = bytes(random_bytes)
    if len(raw) < SECRET_BYTES:
        raise ValueError(f"a secret needs {SECRET_BYTES} random bytes, not {len(raw)}")
    return base64.urlsafe_b64encode(raw[:SECRET_BYTES]).decode("ascii").rstrip("=")


def same_secret(given, expected):
    """Whether ``given`` is ``expected`` (in time independent of where they differ)."""
    if not isinstance(given, str) or not isinstance(expected, str):
        return False
    return hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))


# ---- schemas -------------------------------------------------------------------------------
def _int(lo, hi):
    return lambda v: type(v) is int and lo <= v <= hi


def _text(most, pattern=None, least=0):
    def check(v):
        if not isinstance(v, str) or not least <= len(v) <= most:
            return False
        return pattern.match(v) is not None if pattern is not None else True
    return check


def _optional(check):
    return lambda v: v is None or check(v)


def _list_of(check, most, least=0):
    return lambda v: isinstance(v, list) and least <= len(v) <= most and all(check(x) for x in v)


def _object(required, optional=None):
    optional = optional or {}

    def check(v):
        if not isinstance(v, dict) or not set(required) <= set(v) or not set(v) <= set(required) | set(optional):
            return False
        return all((required.get(k) or optional.get(k))(x) for k, x in v.items())
    return check


def _name(v):
    return isinstance(v, str) and len(v) <= MAX_NAME_CHARS and v.isprintable() and not (set(v) & MARKUP)


def _is_bool(v):
    return isinstance(v, bool)


def _is_dict(v):
    return isinstance(v, dict)


_SEAT = _int(0, MAX_SEATS - 1)
_SEQ = _int(1, MAX_SEQ - 1)
_COUNT = _int(0, MAX_SEQ - 1)
_SENTENCE = _text(MAX_TEXT_CHARS)
_ACTION = _text(MAX_ACTION_CHARS, least=1)
_SEAT_INFO = _object({"name": _name, "player": _name, "kind": lambda v: v in PLAYER_KINDS},
                     {"connected": _is_bool})
_LOG_ENTRY = _object({"ply": _int(1, MAX_ACTIONS), "seat": _optional(_SEAT), "turn": _optional(_int(-(1 << 53), 1 << 53)),
                      "text": _SENTENCE})
_AUTH = {"v": _int(VERSION, VERSION), "type": _text(10), "table": _text(40, TABLE_ID), "seat": _SEAT,
         "secret": _text(64, SECRET)}
_FROM_HOST = {"v": _int(VERSION, VERSION), "type": _text(10), "n": _int(1, MAX_SEQ - 1)}
_STATE = {"table": _text(40, TABLE_ID), "seat": _SEAT, "game": _text(32, GAME_ID), "ply": _int(0, MAX_ACTIONS),
          "at": _text(20, TOKEN), "handled": _COUNT, "view": _is_dict,
          "legal": _list_of(_ACTION, MAX_LEGAL), "log_from": _int(0, MAX_ACTIONS),
          "log": _list_of(_LOG_ENTRY, MAX_ACTIONS), "outcome": _optional(_is_dict), "actor": _optional(_SEAT),
          "seats": _list_of(_SEAT_INFO, MAX_SEATS, 2), "can_undo": _is_bool, "round_closed": _optional(_int(0, 1000))}

GUEST_TYPES = {
    "hello": ({**_AUTH, "log": _int(0, MAX_ACTIONS)}, {"name": _name}),
    "act": ({**_AUTH, "seq": _SEQ, "action": _ACTION, "at": _text(20, TOKEN)}, {}),
    "undo": ({**_AUTH, "seq": _SEQ, "at": _text(20, TOKEN)}, {}),
    "ping": (_AUTH, {}),
    "bye": (_AUTH, {}),
    "review": (_AUTH, {}),  # once the game is over: its record, to review and share it there too
}
HOST_TYPES = {
    "welcome": ({**_FROM_HOST, **_STATE}, {}),
    "state": ({**_FROM_HOST, **_STATE}, {}),
    "refused": ({**_FROM_HOST, "seq": _SEQ, "text": _SENTENCE, "handled": _COUNT}, {}),
    "error": ({**_FROM_HOST, "code": _text(20, CODE), "text": _SENTENCE}, {}),
    "pong": ({**_FROM_HOST, "handled": _COUNT}, {}),
    "closed": ({**_FROM_HOST, "text": _SENTENCE}, {}),
    "review": ({**_FROM_HOST, "payload": _text(REVIEW_CHARS, REVIEW_PAYLOAD)}, {}),
}
FIELD_WORDS = {"seq": "sequence number", "at": "position", "log_from": "log position"}


def check_message(message, types):
    """``message`` (a dict) if it has the schema of its type among ``types``, else
    :class:`WireError`."""
    if message.get("v") != VERSION:
        raise WireError("The other device runs another version of Vivarium: reload the page on both devices.",
                        "version")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in types:
        raise WireError("The message is of a type Vivarium does not know.", "verb")
    required, optional = types[kind]
    for key, check in required.items():
        if key not in message:
            raise WireError(f"The “{kind}” message has no {FIELD_WORDS.get(key, key)}.")
        if not check(message[key]):
            raise WireError(f"The “{kind}” message's {FIELD_WORDS.get(key, key)} is not valid.")
    for key, value in message.items():
        if key in required:
            continue
        if key not in optional:
            raise WireError(f"The “{kind}” message has parts no such message has.")
        if not optional[key](value):
            what = "name holds characters a name may not have (< or >) or is too long" if key == "name" else f"{key} is not valid"
            raise WireError(f"The “{kind}” message's {what}.")
    return message


def read_guest_message(text):
    """A message from a device, read and checked (:class:`WireError` otherwise)."""
    return check_message(read_message(text, GUEST_LIMIT, GUEST_DEPTH), GUEST_TYPES)


def read_host_message(text):
    """A message from the host, read and checked (:class:`WireError` otherwise)."""
    return check_message(read_message(text, HOST_LIMIT, HOST_DEPTH), HOST_TYPES)


# ---- invitation and reply links ------------------------------------------------------------
_INVITE = _object({"v": _int(VERSION, VERSION), "table": _text(40, TABLE_ID), "seat": _SEAT,
                   "secret": _text(64, SECRET), "offer": _text(MAX_SDP_CHARS, least=1), "host": _name,
                   "game": _text(32, GAME_ID), "summary": lambda v: _text(200)(v) and not (set(v) & MARKUP),
                   "seats": _list_of(_SEAT_INFO, MAX_SEATS, 2)})
_REPLY = _object({"v": _int(VERSION, VERSION), "table": _text(40, TABLE_ID), "seat": _SEAT,
                  "secret": _text(64, SECRET), "answer": _text(MAX_SDP_CHARS, least=1)})


def _pack(data, prefix, words):
    payload = pack_text(dump(data), prefix)
    if len(payload) > MAX_PAYLOAD_CHARS:
        raise WireError(f"This {words.noun} is too long for a link ({len(payload):,} characters).")
    return payload


def _unpack(payload, prefix, words, check):
    text = unpack_text(payload, prefix, MAX_PAYLOAD_CHARS, MAX_PAYLOAD_TEXT, words, WireError)
    try:
        data = read_json(text, max_chars=MAX_PAYLOAD_TEXT, max_depth=4)
    except TextRefused as err:
        raise WireError(f"This {words.noun} is damaged: {err}") from err
    if isinstance(data, dict) and data.get("v") != VERSION and isinstance(data.get("v"), int):
        raise WireError(f"This {words.noun} comes from another version of Vivarium: reload the page on both devices.",
                        "version")
    if not check(data):
        raise WireError(f"This {words.noun} is damaged: it does not hold what {words.thing} holds.")
    return data


def pack_invitation(invitation):
    """The link payload (``j1…``) of an invitation: ``{v, table, seat, secret, offer, host,
    game, summary, seats}`` (``seats``: ``[{name, player, kind}]`` for the joiner's screen)."""
    if not _INVITE(invitation):
        raise ValueError("not a valid invitation")
    return _pack(invitation, INVITE_PREFIX, INVITATION)


def read_invitation(payload):
    """The invitation in a ``#/join/`` link, checked; :class:`WireError` otherwise."""
    return _unpack(payload, INVITE_PREFIX, INVITATION, _INVITE)


def pack_reply(reply):
    """The link payload (``r1…``) of a reply: ``{v, table, seat, secret, answer}``."""
    if not _REPLY(reply):
        raise ValueError("not a valid reply")
    return _pack(reply, REPLY_PREFIX, REPLY)


def read_reply(payload):
    """The reply in a ``#/reply/`` link, checked; :class:`WireError` otherwise."""
    return _unpack(payload, REPLY_PREFIX, REPLY, _REPLY)
