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

Sentences travel language-neutral (issue 28): a log line, the engine's reason for a refused move,
an error or the reason a seat was closed is either plain text (an older host, a player's name)
or a *message* (:func:`vivarium.i18n.msg`: ``{"$": key, **args}``), which each device says in
its own language. A message from the host passes :func:`is_sentence` first: a short key of
``[a-z0-9_.]``, arguments that are numbers, short text, other messages or short lists of them,
within a depth and size limit. A device shows an unknown key as the key, and escapes everything
it shows, so a hostile host can neither crash it nor put markup on its screen.

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
import math
import re

from ..i18n import is_message, msg, say
from .gate import TextRefused, nesting_depth, read_json
from .records import MAX_ACTION_CHARS, MAX_ACTIONS, MAX_SEQ, PLAYER_KINDS, SECRET, sentence_of
from .share import Words, pack_text, unpack_text

VERSION = 1
GUEST_LIMIT = 4_096  # characters of one message from a device: a move, a secret, a table id
GUEST_DEPTH = 2  # a device's messages are flat objects
HOST_LIMIT = 2_000_000  # one message from the host: a view and, on (re)connecting, the whole log
HOST_DEPTH = 32
MAX_SEATS = 8
MAX_NAME_CHARS = 24  # as ui/players.NAME_LIMIT
MAX_TEXT_CHARS = 1_000  # a log line, a sentence
MAX_SUMMARY_CHARS = 200  # an invitation's summary of the game's settings
MAX_LEGAL = 10_000
SECRET_BYTES = 16
INVITE_PREFIX = "j2"  # an invitation: ``<site>#/join/j2…`` (compact offer, preset dictionary; issue 38)
REPLY_PREFIX = "r2"  # its answer: ``<site>#/reply/r2…``
OLD_INVITE_PREFIX = "j1"  # the links before issue 38 (the whole offer, plain zlib): still read
OLD_REPLY_PREFIX = "r1"
MAX_PAYLOAD_CHARS = 16_000  # an invitation or a reply as written in a link
MAX_PAYLOAD_TEXT = 48_000  # its JSON once unpacked
LINK_DEPTH = 10  # an invitation's seats, with who sits there as a message ("Computer, Normal")
MAX_SDP_CHARS = 32_000  # the WebRTC offer or answer inside (opaque text; ~800 characters)
TABLE_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}\Z")
GAME_ID = re.compile(r"^[a-z][a-z0-9_]{0,31}\Z")
TOKEN = re.compile(r"^[0-9]{1,6}-[0-9a-f]{8}\Z")
CODE = re.compile(r"^[a-z]{1,20}\Z")
MARKUP = set("<>")
# a finished game's share-link payload (core/share.py: prefix + URL-safe base64), sent on request
REVIEW_CHARS = 24_000  # as share.MAX_LINK_CHARS
REVIEW_PAYLOAD = re.compile(r"^[A-Za-z0-9_-]{1,24000}\Z")

# a sentence as a message (see the module's text): its limits
MESSAGE_KEY = re.compile(r"^[a-z0-9_.]{1,80}\Z")
ARG_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,31}\Z")
MAX_MESSAGE_DEPTH = 8  # messages and lists inside one another
MAX_MESSAGE_PARTS = 400  # messages, lists, numbers and texts in one sentence, all told
MAX_MESSAGE_ARGS = 16  # arguments of one message
MAX_MESSAGE_ITEMS = 64  # items of one list
MAX_ARG_CHARS = 300  # one text inside a message
MAX_MESSAGE_CHARS = 4_000  # every text and key of one sentence, all told
MAX_NUMBER = 1 << 53

INVITATION = Words(msg("remote.link.invitation.thing"), msg("remote.link.invitation.kind"),
                   msg("remote.link.invitation.noun"))
REPLY = Words(msg("remote.link.reply.thing"), msg("remote.link.reply.kind"), msg("remote.link.reply.noun"))


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
        raise WireError(msg("remote.wire.not_text"))
    if len(text) > limit:
        raise WireError(msg("remote.wire.too_large", size=len(text), limit=limit))
    if nesting_depth(text, stop_after=depth) > depth:
        raise WireError(msg("remote.wire.too_deep", depth=depth))
    try:
        data = read_json(text, max_chars=limit, max_depth=depth)
    except TextRefused as err:
        raise WireError(msg("remote.wire.not_json")) from err
    if not isinstance(data, dict):
        raise WireError(msg("remote.wire.not_object"))
    return data


def read_json_of(text, limit=MAX_PAYLOAD_TEXT * 4):
    """JSON from text that another device sent, within the gate's limits; :class:`WireError`."""
    try:
        return read_json(text, max_chars=limit)
    except TextRefused as err:
        raise WireError(msg("remote.wire.not_json")) from err


def plain_name(text):
    """A name as it may travel: printable, spaces collapsed, at most ``MAX_NAME_CHARS``
    characters, markup brackets replaced by look-alikes (‹ ›)."""
    if not isinstance(text, str):
        return ""
    text = "".join(ch if ch.isprintable() else " " for ch in text)
    text = text.replace("<", "\u2039").replace(">", "\u203a")
    return " ".join(text.split())[:MAX_NAME_CHARS].rstrip()  # no space left hanging by the cut


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


# ---- sentences: plain text or messages -------------------------------------------------------
def _number(v):
    if isinstance(v, bool):
        return True
    if isinstance(v, int):
        return -MAX_NUMBER <= v <= MAX_NUMBER
    return isinstance(v, float) and math.isfinite(v) and abs(v) <= MAX_NUMBER


def is_sentence(value, most=MAX_TEXT_CHARS):
    """Whether ``value`` may be shown as a sentence sent by another device: plain text of at
    most ``most`` characters, a message within the limits (see the module's text), or a short
    list of those (an engine's log line may be several messages said one after the other)."""
    if isinstance(value, str):
        return len(value) <= most
    budget = [MAX_MESSAGE_PARTS, MAX_MESSAGE_CHARS]

    def part(v, depth):
        budget[0] -= 1
        if budget[0] < 0 or depth > MAX_MESSAGE_DEPTH:
            return False
        if v is None or _number(v):
            return True
        if isinstance(v, str):
            budget[1] -= len(v)
            return len(v) <= MAX_ARG_CHARS and budget[1] >= 0
        if isinstance(v, list):
            return len(v) <= MAX_MESSAGE_ITEMS and all(part(x, depth + 1) for x in v)
        if isinstance(v, dict):
            key = v.get("$")
            if not isinstance(key, str) or not MESSAGE_KEY.match(key) or len(v) > MAX_MESSAGE_ARGS + 1:
                return False
            budget[1] -= len(key)
            return budget[1] >= 0 and all(k == "$" or (isinstance(k, str) and ARG_NAME.match(k) and part(x, depth + 1))
                                          for k, x in v.items())
        return False

    if isinstance(value, list):
        return len(value) <= MAX_MESSAGE_ITEMS and all(isinstance(x, (str, dict)) and part(x, 1) for x in value)
    return isinstance(value, dict) and part(value, 0)


def sentence_for_wire(value, most=MAX_TEXT_CHARS):
    """``value`` (a sentence: text, a message or a list of them) as it may travel: as it is when
    :func:`is_sentence` accepts it, else said here (in this device's language) and shortened."""
    if isinstance(value, str):
        return value[:most]
    if is_sentence(value, most):
        return value
    return say(value)[:most]


def say_sentence(value):
    """The text of a sentence another device sent (``""`` for anything that is no sentence):
    :func:`vivarium.i18n.say` in this device's language; an unknown key shows as the key.
    Never raises. Escape it to show it, as everything."""
    if not is_sentence(value):
        return ""
    try:
        return say(value)
    except Exception:  # a key's text that the arguments do not fit: the key itself
        return value.get("$", "") if isinstance(value, dict) else ""


_SEAT = _int(0, MAX_SEATS - 1)
_SEQ = _int(1, MAX_SEQ - 1)
_COUNT = _int(0, MAX_SEQ - 1)
_SENTENCE = is_sentence
_ACTION = _text(MAX_ACTION_CHARS, least=1)
_SEAT_INFO = _object({"name": _name, "player": lambda v: _name(v) or (is_message(v) and is_sentence(v, MAX_NAME_CHARS)), "kind": lambda v: v in PLAYER_KINDS},
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
    "review": ({**_FROM_HOST, "payload": _text(REVIEW_CHARS, REVIEW_PAYLOAD)},
               {"salt": _text(32, re.compile(r"^[0-9a-f]{32}\Z"))}),  # with the record: the commitment's salt
}



def _field(key):
    """A field's name in a sentence (``seq``: "sequence number")."""
    return msg("remote.field." + key) if "remote.field." + key in FIELD_KEYS else key


FIELD_KEYS = {"remote.field." + k for k in (
    "v", "type", "table", "seat", "secret", "log", "name", "seq", "action", "at", "n", "game", "ply", "handled",
    "view", "legal", "log_from", "outcome", "actor", "seats", "can_undo", "round_closed", "code", "text",
    "payload")}


def check_message(message, types):
    """``message`` (a dict) if it has the schema of its type among ``types``, else
    :class:`WireError`."""
    if message.get("v") != VERSION:
        raise WireError(msg("remote.wire.version"), "version")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in types:
        raise WireError(msg("remote.wire.unknown_type"), "verb")
    required, optional = types[kind]
    for key, check in required.items():
        if key not in message:
            raise WireError(msg("remote.wire.missing", kind=kind, field=_field(key)))
        if not check(message[key]):
            raise WireError(msg("remote.wire.invalid", kind=kind, field=_field(key)))
    for key, value in message.items():
        if key in required:
            continue
        if key not in optional:
            raise WireError(msg("remote.wire.extra", kind=kind))
        if not optional[key](value):
            if key == "name":
                raise WireError(msg("remote.wire.bad_name", kind=kind))
            raise WireError(msg("remote.wire.invalid", kind=kind, field=_field(key)))
    return message


def read_guest_message(text):
    """A message from a device, read and checked (:class:`WireError` otherwise)."""
    return check_message(read_message(text, GUEST_LIMIT, GUEST_DEPTH), GUEST_TYPES)


def read_host_message(text):
    """A message from the host, read and checked (:class:`WireError` otherwise)."""
    return check_message(read_message(text, HOST_LIMIT, HOST_DEPTH), HOST_TYPES)


# ---- the WebRTC offer and answer, compact (issue 38) ------------------------------------------
# A data channel's session description carries boilerplate both sides can rebuild; only the ICE
# credentials, the DTLS fingerprint and role, the message size limit and the candidates differ
# from one connection to the next. :func:`compact_sdp` keeps those (``s1 …``, a few hundred
# characters fewer); :func:`full_sdp` writes the description back. A description of any other
# shape (a second media section, another hash, an unknown line) travels as it is.
COMPACT_SDP = "s1"
_IGNORED_SDP = re.compile(r"^(v=0|o=.*|s=.*|t=0 0|a=group:BUNDLE 0|a=extmap-allow-mixed|a=msid-semantic:.*|"
                          r"m=application 9 (UDP/)?DTLS/SCTP webrtc-datachannel|c=IN IP4 0\.0\.0\.0|"
                          r"a=ice-options:trickle|a=mid:0|a=sctp-port:5000|a=sendrecv|a=end-of-candidates)\Z")
_CANDIDATE = re.compile(r"^a=candidate:([A-Za-z0-9+/]{1,32}) 1 (udp|tcp) ([0-9]{1,10}) ([0-9A-Za-z.:-]{1,80}) "
                        r"([0-9]{1,5}) typ (host|srflx|prflx|relay)((?: [a-z-]{1,20} [0-9A-Za-z.:-]{1,80})*)\Z", re.I)
_KEPT_EXT = ("raddr", "rport", "tcptype")
_SETUP = {"actpass": "x", "active": "a", "passive": "p"}
_MDNS = re.compile(r"^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local\Z")
_ICE = re.compile(r"^[A-Za-z0-9+/]{1,256}\Z")
_DIGITS = re.compile(r"^[0-9]{1,10}\Z")


def _b64(raw):
    import base64

    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def _unb64(text):
    import base64

    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _short_address(addr):
    """A candidate's address: an mDNS name (a UUID ``.local``) as 22 characters after ``~``."""
    m = _MDNS.match(addr)
    return "~" + _b64(bytes.fromhex("".join(m.groups()))) if m else addr


def _long_address(addr):
    if not addr.startswith("~"):
        return addr
    h = _unb64(addr[1:]).hex()
    if len(h) != 32:
        raise ValueError("an mDNS name of another length")
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}.local"


def compact_sdp(sdp):
    """``sdp`` (an offer or answer of one data channel) as ``s1 <ufrag> <pwd> <fingerprint>
    <setup> <max-message-size> <candidate>…`` (a candidate: ``protocol,priority,address,port,
    type[,raddr,rport,tcptype]``, an mDNS name as ``~`` + its 16 bytes); ``sdp`` itself when it
    has any other shape."""
    fields = {}
    candidates = []
    for line in sdp.replace("\r\n", "\n").split("\n"):
        if not line or _IGNORED_SDP.match(line):
            continue
        key, _, value = line.partition(":")
        candidate = _CANDIDATE.match(line) if key == "a=candidate" else None
        if key in ("a=ice-ufrag", "a=ice-pwd") and _ICE.match(value) and key not in fields:
            fields[key] = value
        elif key == "a=fingerprint" and value.startswith("sha-256 ") and "fp" not in fields:
            hexes = value[8:].split(":")
            if len(hexes) != 32 or not all(re.match(r"^[0-9A-Fa-f]{2}\Z", x) for x in hexes):
                return sdp
            fields["fp"] = _b64(bytes.fromhex("".join(hexes)))
        elif key == "a=setup" and value in _SETUP and "setup" not in fields:
            fields["setup"] = _SETUP[value]
        elif key == "a=max-message-size" and _DIGITS.match(value) and "mms" not in fields:
            fields["mms"] = value
        elif candidate is not None:
            _, proto, prio, addr, port, kind, ext = candidate.groups()
            words = ext.split()
            kept = {k: v for k, v in zip(words[::2], words[1::2]) if k in _KEPT_EXT}
            # the foundation (which candidates share a base) is rebuilt: each its own
            parts = [proto[0].lower(), prio, _short_address(addr), port, kind[0].lower()]
            parts += [kept.get(k, "") for k in _KEPT_EXT] if kept else []
            candidates.append(",".join(parts).rstrip(","))
        else:
            return sdp
    if set(fields) != {"a=ice-ufrag", "a=ice-pwd", "fp", "setup"} | ({"mms"} & set(fields)):
        return sdp
    return " ".join([COMPACT_SDP, fields["a=ice-ufrag"], fields["a=ice-pwd"], fields["fp"], fields["setup"],
                     fields.get("mms", "-")] + candidates)


def full_sdp(text):
    """The session description :func:`compact_sdp` made ``text`` of (any other text as it is);
    :class:`ValueError` when it is damaged."""
    if not text.startswith(COMPACT_SDP + " "):
        return text
    words = text.split(" ")
    if len(words) < 6:
        raise ValueError("a compact description too short")
    _, ufrag, pwd, fp, setup, mms = words[:6]
    setups = {v: k for k, v in _SETUP.items()}
    raw = _unb64(fp)
    if not (_ICE.match(ufrag) and _ICE.match(pwd) and len(raw) == 32 and setup in setups
            and (mms == "-" or _DIGITS.match(mms))):
        raise ValueError("a damaged compact description")
    lines = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=msid-semantic: WMS",
             "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"]
    for found, cand in enumerate(words[6:], 1):
        parts = cand.split(",")
        if not 5 <= len(parts) <= 8:
            raise ValueError("a damaged candidate")
        proto, prio, addr, port, kind = parts[:5]
        kinds = {"h": "host", "s": "srflx", "p": "prflx", "r": "relay"}
        line = (f"a=candidate:{found} 1 {'tcp' if proto == 't' else 'udp'} {prio} {_long_address(addr)} {port} "
                f"typ {kinds.get(kind, 'host')}")
        line += "".join(f" {k} {v}" for k, v in zip(_KEPT_EXT, parts[5:]) if v)
        if not _CANDIDATE.match(line):
            raise ValueError("a damaged candidate")
        lines.append(line)
    lines += [f"a=ice-ufrag:{ufrag}", f"a=ice-pwd:{pwd}", "a=ice-options:trickle",
              "a=fingerprint:sha-256 " + ":".join(f"{b:02X}" for b in raw), f"a=setup:{setups[setup]}",
              "a=mid:0", "a=sctp-port:5000"]
    if mms != "-":
        lines.append(f"a=max-message-size:{mms}")
    return "\r\n".join(lines) + "\r\n"


# ---- invitation and reply links ------------------------------------------------------------
_INVITE = _object({"v": _int(VERSION, VERSION), "table": _text(40, TABLE_ID), "seat": _SEAT,
                   "secret": _text(64, SECRET), "offer": _text(MAX_SDP_CHARS, least=1), "host": _name,
                   "game": _text(32, GAME_ID),
                   "summary": lambda v: (_text(MAX_SUMMARY_CHARS)(v) and not (set(v) & MARKUP)) or (
                       is_message(v) and is_sentence(v, MAX_SUMMARY_CHARS)),
                   "seats": _list_of(_SEAT_INFO, MAX_SEATS, 2)},
                  {"commit": _text(32, re.compile(r"^[0-9a-f]{32}\Z")),  # the commitment to the deal (core/deal_proof.py)
                   "n": _int(1, MAX_SEQ - 1)})  # the seat's invitations, counted: a larger one replaces it (issue 38)
_REPLY = _object({"v": _int(VERSION, VERSION), "table": _text(40, TABLE_ID), "seat": _SEAT,
                  "secret": _text(64, SECRET), "answer": _text(MAX_SDP_CHARS, least=1)},
                 {"n": _int(1, MAX_SEQ - 1)})  # the invitation it answers

# The preset dictionary of the j2/r2 links: what every invitation and reply says alike, so the
# compressed link holds little more than what differs (secrets, keys, candidates, names).
LINK_ZDICT = ('"kind":"human"},{"name":"Ice","player":{"$":"who.player","n":2},"kind":"remote"},'
              '{"name":"Light","player":{"$":"who.computer","level":{"$":"level.normal"}},"kind":"bot"},'
              '{"name":"Dark","player":"","kind":"human"},{"name":"Aurora","player":{"$":"who.you"}'
              '"game":"papillon","game":"pond","game":"hexapod","game":"arctic","game":"lepidoptery",'
              '"summary":{"$":"summary.title","game":"Lepidoptery","options":{"$":"lepidoptery.summary",'
              '"players":{"$":"arctic.opt.n_players","n":3},"powers":{"$":"arctic.summary.random"}}},'
              '"commit":"","host":"","seats":[{"name":"Tundra","player":"Ana",'
              '{"v":1,"table":"1a2b3c4d5e6-","seat":1,"secret":"","n":1,'
              '"answer":"s1 a - 262144 u,2113937151,~,h u,2113942271,~,h x - 262144 u,2122252543,~","offer":"s1 ').encode("utf-8")


def _pack(data, prefix, words):
    payload = pack_text(dump(data), prefix, zdict=LINK_ZDICT)
    if len(payload) > MAX_PAYLOAD_CHARS:
        raise WireError(msg("remote.link.too_long", what=words.noun, size=len(payload)))
    return payload


def _unpack(payload, prefixes, words, check, sdp_key):
    """The link ``payload`` (one of ``prefixes``: the current one, then the older one) read,
    checked and with its session description (``sdp_key``) written out in full."""
    prefix, old = prefixes
    if isinstance(payload, str) and payload.startswith(old):
        prefix, zdict = old, None
    else:
        zdict = LINK_ZDICT
    text = unpack_text(payload, prefix, MAX_PAYLOAD_CHARS, MAX_PAYLOAD_TEXT, words, WireError, zdict=zdict)
    try:
        data = read_json(text, max_chars=MAX_PAYLOAD_TEXT, max_depth=LINK_DEPTH)
    except TextRefused as err:
        raise WireError(msg("remote.link.damaged_because", what=words.noun, why=sentence_of(err))) from err
    if isinstance(data, dict) and data.get("v") != VERSION and isinstance(data.get("v"), int):
        raise WireError(msg("remote.link.version", what=words.noun), "version")
    if not check(data):
        raise WireError(msg("remote.link.damaged", what=words.noun, thing=words.thing))
    try:
        data[sdp_key] = full_sdp(data[sdp_key])
    except (ValueError, TypeError) as err:
        raise WireError(msg("remote.link.damaged", what=words.noun, thing=words.thing)) from err
    return data


def pack_invitation(invitation):
    """The link payload (``j2…``) of an invitation: ``{v, table, seat, secret, offer, host,
    game, summary, seats}`` (``seats``: ``[{name, player, kind}]`` for the joiner's screen;
    optional ``commit`` and ``n``), the offer compacted (:func:`compact_sdp`)."""
    if not _INVITE(invitation):
        raise ValueError("not a valid invitation")
    return _pack(dict(invitation, offer=compact_sdp(invitation["offer"])), INVITE_PREFIX, INVITATION)


def read_invitation(payload):
    """The invitation in a ``#/join/`` link (``j2…``, or ``j1…`` from before issue 38),
    checked; :class:`WireError` otherwise."""
    return _unpack(payload, (INVITE_PREFIX, OLD_INVITE_PREFIX), INVITATION, _INVITE, "offer")


def pack_reply(reply):
    """The link payload (``r2…``) of a reply: ``{v, table, seat, secret, answer}`` (optional
    ``n``: the invitation it answers)."""
    if not _REPLY(reply):
        raise ValueError("not a valid reply")
    return _pack(dict(reply, answer=compact_sdp(reply["answer"])), REPLY_PREFIX, REPLY)


def read_reply(payload):
    """The reply in a ``#/reply/`` link (``r2…`` or ``r1…``), checked; :class:`WireError`
    otherwise."""
    return _unpack(payload, (REPLY_PREFIX, OLD_REPLY_PREFIX), REPLY, _REPLY, "answer")


def invitation_key(invitation):
    """What names one invitation on a device that answered it (its table, seat and offer's
    checksum: two invitations of the same number after a host's reload still differ)."""
    import zlib

    crc = zlib.crc32(compact_sdp(invitation["offer"]).encode("utf-8")) & 0xFFFFFFFF
    return f"{invitation['table']}/{invitation['seat']}/{crc:08x}"
