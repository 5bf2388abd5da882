"""The gate for untrusted text (saves in storage, imported games, links): limits first.

Python's JSON parser recurses once per level of nesting; a save of 10,000 nested arrays
overflows the browser's stack before any check of its content can run. So the size and the
nesting depth are measured by a linear scan of the text *before* it is parsed, and anything
over the limits is refused with a sentence (the caller keeps the raw text aside).
"""

from json import JSONDecodeError, loads
from ..i18n import msg

MAX_CHARS = 2_000_000  # a long game record is ~20 KB; 100x headroom
MAX_DEPTH = 32  # a record nests 4 levels deep (record > players > player > name)


class TextRefused(ValueError):
    """Text that is not read at all. ``str(err)`` is a sentence for the person (its argument a
    message, which says itself in the language in use)."""


def nesting_depth(text, stop_after=None):
    """The deepest nesting of ``[``/``{`` in JSON ``text`` (brackets inside strings do not
    count). Stops counting once ``stop_after`` is exceeded."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if stop_after is not None and deepest > stop_after:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def read_json(text, max_chars=MAX_CHARS, max_depth=MAX_DEPTH):
    """Parse untrusted JSON text within the limits; raise :class:`TextRefused` otherwise."""
    if not isinstance(text, str):
        raise TextRefused(msg("gate.not_text"))
    if len(text) > max_chars:
        raise TextRefused(msg("gate.too_large", size=f"{len(text):,}", limit=f"{max_chars:,}"))
    if nesting_depth(text, stop_after=max_depth) > max_depth:
        raise TextRefused(msg("gate.too_deep", depth=max_depth))
    try:
        return loads(text)
    except (JSONDecodeError, RecursionError, ValueError) as err:
        raise TextRefused(msg("gate.not_json")) from err
