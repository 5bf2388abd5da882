"""A finished game as a link: its record compressed into the address's fragment.

Pure (CPython and Pyodide). The fragment part is ``z1`` (format 1: zlib) followed by the
record's compact JSON, compressed with zlib and written in base64url without padding, so it
holds only ``A-Z a-z 0-9 - _`` and survives any chat or mail program. Nothing goes to a server:
the browser never sends the fragment anywhere.

Opening a link is reading untrusted text, so it passes the same gate as a save: the length of
the link first, then a bounded decompression (a small link cannot unpack into megabytes), the
JSON size and nesting limits (:mod:`vivarium.core.gate`), the schema of every field
(``records.check_shape``) and a replay of every move through the rules. Anything that fails
raises :class:`LinkError` with a sentence for the person; nothing else escapes.

:func:`pack_text` and :func:`unpack_text` are the generic layer (a prefix, zlib, base64url,
bounded decompression) that other links reuse with their own prefix, limits and words: the
invitations to play on another device (:mod:`vivarium.core.wire`).
"""

from json import dumps

from ..i18n import msg
from .gate import TextRefused, read_json
from .records import RecordError, sentence_of
from .session import Session

PREFIX = "z1"
MAX_LINK_CHARS = 24_000  # the encoded part; the longest random games of any game need ~1,100
MAX_TEXT_CHARS = 300_000  # the record's JSON once unpacked; far beyond any real game
RECORD_KEYS = ("version", "game", "options", "seed", "players", "actions")
EXTRA_KEYS = ("hints", "analysis")  # travel with the game when it has them


class LinkError(ValueError):
    """A link that cannot be opened. ``str(err)`` is a sentence for the person."""


class Words:
    """How the sentences of :func:`unpack_text` name what a link holds, as messages (said in
    the language of the screen): ``thing`` ("a shared game"), ``kind`` ("a shared Vivarium
    game", for a foreign link) and ``noun`` ("game", for "far more data than any game has")."""

    def __init__(self, thing, kind, noun):
        self.thing = thing
        self.kind = kind
        self.noun = noun


SHARED_GAME = Words(msg("dialogs.link.game.thing"), msg("dialogs.link.game.kind"), msg("dialogs.link.game.noun"))


def pack_text(text, prefix, zdict=None):
    """``prefix`` + ``text`` compressed with zlib (with the preset dictionary ``zdict``, if
    any), in base64url without padding."""
    import base64
    import zlib

    if zdict is None:
        packed = zlib.compress(text.encode("utf-8"), 9)
    else:
        packer = zlib.compressobj(9, zdict=zdict)
        packed = packer.compress(text.encode("utf-8")) + packer.flush()
    return prefix + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def unpack_text(payload, prefix, max_chars, max_text, words=SHARED_GAME, error=LinkError, zdict=None):
    """The text inside ``payload`` (made by :func:`pack_text` with ``prefix``): at most
    ``max_chars`` characters of payload, unpacking into at most ``max_text`` bytes (a small
    link cannot unpack into megabytes). Raises ``error`` with a sentence."""
    import base64
    import binascii
    import zlib

    if not isinstance(payload, str) or not payload:
        raise error(msg("dialogs.link.empty", what=words.noun))
    if len(payload) > max_chars:
        raise error(msg("dialogs.link.too_long", thing=words.thing, size=len(payload), limit=max_chars))
    if not payload.startswith(prefix):
        raise error(msg("dialogs.link.not_kind", kind=words.kind))
    body = payload[len(prefix):]
    if not body or any(not (c.isascii() and (c.isalnum() or c in "-_")) for c in body):
        raise error(msg("dialogs.link.characters", thing=words.thing))
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError) as err:
        raise error(msg("dialogs.link.cut")) from err
    unzip = zlib.decompressobj(zdict=zdict) if zdict is not None else zlib.decompressobj()
    try:
        raw = unzip.decompress(packed, max_text + 1)
    except zlib.error as err:
        raise error(msg("dialogs.link.cut")) from err
    if len(raw) > max_text or unzip.unconsumed_tail:
        raise error(msg("dialogs.link.bomb", what=words.noun))
    if not unzip.eof:
        raise error(msg("dialogs.link.incomplete"))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise error(msg("dialogs.link.unreadable")) from err


def encode(record, extras=EXTRA_KEYS):
    """The fragment payload for ``record`` (a finished game), with its ``extras`` (the hints
    used, the analysis) when it has them. Raises :class:`LinkError` when the game is too long
    to fit in a link."""
    data = {key: record[key] for key in RECORD_KEYS}
    data.update((key, record[key]) for key in extras if key in record)
    payload = pack_text(dumps(data, separators=(",", ":"), ensure_ascii=False), PREFIX)
    if len(payload) > MAX_LINK_CHARS:
        raise LinkError(msg("dialogs.link.game_too_long", size=len(payload), limit=MAX_LINK_CHARS))
    return payload


def encode_review(record):
    """``(payload, dropped)``: the link of a finished game with its analysis, or, when that
    does not fit in a link, without it (``dropped`` True: say so)."""
    try:
        return encode(record), False
    except LinkError:
        if "analysis" not in record:
            raise
    return encode(record, extras=("hints",)), True


def unpack(payload):
    """The record's JSON text inside ``payload``; raises :class:`LinkError`."""
    return unpack_text(payload, PREFIX, MAX_LINK_CHARS, MAX_TEXT_CHARS)


def decode(payload, games):
    """A :class:`~vivarium.core.session.Session` of the finished game in ``payload``, every
    move replayed and checked. Raises :class:`LinkError` with a sentence."""
    text = unpack(payload)
    try:
        data = read_json(text, max_chars=MAX_TEXT_CHARS)
        session = Session.from_record(games, data)
    except (TextRefused, RecordError) as err:
        raise LinkError(msg("dialogs.link.cannot_open", why=sentence_of(err))) from err
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as err:
        raise LinkError(msg("dialogs.link.record_damaged", error=type(err).__name__)) from err
    if session.outcome is None:
        raise LinkError(msg("dialogs.link.not_finished"))
    return session
