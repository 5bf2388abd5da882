"""Words in the player's language (issue 28): one catalogue per language, one helper.

Pure (CPython and Pyodide). A language's catalogue is the folder ``i18n/<lang>/``: one Python
mapping ``key -> text`` split into sections, one module each (``site.py`` for the site's own
words, one per game, ``dialogs.py``, ``remote.py``), so that opening one game reads only its own
words. A key's first part names its section (``pond.…`` is in ``pond.py``); keys of no
section's name are in ``site.py``. A text a text names its placeholders as ``{name}``; a text that depends on a number
is a mapping ``{"one": ..., "other": ...}`` and is used through :func:`tn`, which picks the
form by the language's rule (English: 1 is "one"; French: 0 and 1 are "one") and passes the
number as ``{n}``. ``tests/test_i18n.py`` fails when a key is missing in either language or
the placeholders or forms of a key differ.

The language in use is the process's own setting (:func:`set_language`): the app has one
person's screen, so the shell sets it from the player's choice, the browser's language or the
page's ``?lang=``; the tests set it around what they draw. Engines never call this: their
records, actions and saves are language-neutral. An engine's sentence (a log line, the reason
an action is illegal, why a game ended, a breakdown row) is a *message*: plain JSON data
``{"$": key, name: value, ...}`` made by :func:`msg`, whose values are numbers, text or other
messages. :func:`say` makes the sentence, in the language of the screen that shows it, so a
game saved in French reads in English, and a log line sent to another device is read in that
device's language.
"""

from __future__ import annotations

import importlib
import os

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot
if TYPE_CHECKING:
    from typing import Any


LANGS = ("en", "fr")
DEFAULT = "en"
# The languages the menu offers and a browser's language may choose (a language joins once its
# catalogue covers every screen: ``tests/test_every_screen_in_both_languages.py``).
OFFERED = ("en", "fr")
NAMES = {"en": "English", "fr": "Français"}  # each language named in itself (the menu)


def _sections(lang=DEFAULT):
    """The modules of ``lang``'s catalogue folder, ``site`` first: the site's own sections and one
    per game. Read from the folder, not listed here, so that a game's catalogue joins by being
    written (i18n imports no game: the games import i18n). The app's files are unpacked into
    Pyodide's file system as they are on disk, so this works there too."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), lang)
    names = {name[:-3] for name in os.listdir(folder)
             if name.endswith(".py") and name[:-3].isidentifier() and not name.startswith("_")}
    return ("site",) + tuple(sorted(names - {"site"}))


# The sections of every catalogue: a key ``<section>.…`` lives in ``i18n/<lang>/<section>.py``;
# a key whose first part is none of these lives in ``site.py``.
SECTIONS = _sections()

_state = {"lang": DEFAULT}
_loaded: dict[tuple[str, str], dict[str, Any]] = {}  # (lang, section) -> its TEXTS


def section_of(key):
    head = key.split(".", 1)[0]
    return head if head in SECTIONS else "site"


def catalogue(lang, section):
    """The mapping of one section of ``lang``'s catalogue (imported the first time)."""
    found = _loaded.get((lang, section))
    if found is None:
        found = _loaded[(lang, section)] = importlib.import_module(f"{__name__}.{lang}.{section}").TEXTS
    return found


def set_language(lang):
    """Use ``lang`` from now on (an unknown one: English). Returns the language in use."""
    _state["lang"] = lang if lang in LANGS else DEFAULT
    return _state["lang"]


def language():
    return _state["lang"]


def pick(preferred, among=OFFERED):
    """The first of ``preferred`` (browser language tags like ``fr-CA``, most wanted first)
    that is ``among`` the languages given, else English."""
    for tag in preferred or ():
        base = str(tag).strip().lower().replace("_", "-").split("-")[0]
        if base in among:
            return base
    return DEFAULT


def choose(asked=None, saved=None, browser=()):
    """The language of a visit: the page's ``?lang=`` (an embed's setting), else the player's
    saved choice, else the browser's languages (among those offered), else English."""
    for lang in (asked, saved):
        if lang in LANGS:
            return lang
    return pick(browser)


def _lookup(key, lang=None):
    section = section_of(key)
    text = catalogue(lang or _state["lang"], section).get(key)
    if text is None:  # a missing key (the tests forbid it) shows English rather than nothing
        text = catalogue(DEFAULT, section).get(key)
    return text


def has(key: object) -> bool:
    """Whether ``key`` is in the catalogue."""
    return isinstance(key, str) and _lookup(key, DEFAULT) is not None


def t(key: str, **args: Any) -> str:
    """The text of ``key`` in the language in use, its ``{placeholders}`` filled from ``args``."""
    text = _lookup(key)
    if text is None:
        return key
    if isinstance(text, dict):  # a key with plural forms used without a number: its "other" form
        text = text["other"]
    return text.format(**args) if args else text


def plural_form(n, lang=None):
    """``"one"`` or ``"other"``: the form a number takes in ``lang`` (default: in use)."""
    lang = lang or _state["lang"]
    if lang == "fr":
        return "one" if abs(n) < 2 else "other"
    return "one" if abs(n) == 1 else "other"


def tn(key: str, n: float, **args: Any) -> str:
    """The text of ``key`` for the number ``n`` (``{n}`` in it), in the language in use."""
    forms = _lookup(key)
    return forms[plural_form(n)].format(n=n, **args)


# ---- messages: sentences as data -------------------------------------------------------------
class Msg(dict):
    """A message (see the module's text): a dict ``{"$": key, **args}``, so it is JSON as it is
    and survives a save or the wire as a plain dict. ``str()`` of one is its sentence in the
    language in use (:func:`say` reads plain dicts the same way). Compared with text, or asked
    whether it holds some text, a message answers for its sentence (``err == "That Egg cannot
    move."``, ``"cannot" in err``); compared with a message or a dict, for its data."""

    __slots__ = ()

    def __str__(self):
        return say(self)

    def __eq__(self, other):
        if isinstance(other, str):
            return say(self) == other
        return dict.__eq__(self, other)

    def __ne__(self, other):
        return not self == other

    __hash__ = None

    def __contains__(self, item):
        if dict.__contains__(self, item):
            return True
        return isinstance(item, str) and item in say(self)

    def __format__(self, spec):
        return format(say(self), spec)


def msg(key: str, /, **args: Any) -> Msg:
    """The message ``key`` with its arguments (numbers, text, other messages or lists of them).
    An argument ``n`` chooses the plural form of a key that has forms."""
    return Msg({"$": key, **args})


def is_message(value):
    return isinstance(value, dict) and isinstance(value.get("$"), str)


KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.")


def well_formed(value, depth=6, text_limit=500, items_limit=40):
    """Whether ``value`` read from outside (a save, another device) is something :func:`say` may
    show: text within ``text_limit``, a number, ``None``, a message whose key is a short
    lower-case name and whose arguments are well formed, or a short list of those, nested at
    most ``depth`` deep."""
    if value is None or (isinstance(value, (int, float)) and not isinstance(value, bool)):
        return True
    if isinstance(value, str):
        return len(value) <= text_limit
    if depth <= 0:
        return False
    if isinstance(value, list):
        return len(value) <= items_limit and all(well_formed(v, depth - 1, text_limit, items_limit) for v in value)
    if isinstance(value, dict):
        key = value.get("$")
        return (isinstance(key, str) and 0 < len(key) <= 80 and set(key) <= KEY_CHARS and len(value) <= 12
                and all(isinstance(k, str) and len(k) <= 40 and well_formed(v, depth - 1, text_limit, items_limit)
                        for k, v in value.items() if k != "$"))
    return False


def say(value: Any) -> str:
    """The sentence of ``value`` in the language in use: a message (``Msg`` or the plain dict it
    becomes in JSON), text (as it is: a player's name, an old save's English line), a list
    (its parts' sentences, joined by spaces), a number, or ``None`` (nothing). A message with a
    key the catalogue lacks (a newer version's, another device's) shows its key rather than
    failing."""
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    if is_message(value):
        key = value["$"]
        if key in LISTS:
            return join(value.get("items"), *LISTS[key])
        args = {k: (v if isinstance(v, (int, float)) and not isinstance(v, bool) else say(v))
                for k, v in value.items() if k != "$"}
        text = _lookup(key)
        if text is None:
            return key
        if isinstance(text, dict):
            n = args.get("n", 0)
            text = text[plural_form(n if isinstance(n, (int, float)) else 0)]
        try:
            return text.format(**args)
        except (KeyError, IndexError, ValueError, AttributeError):
            return text
    if isinstance(value, (list, tuple)):
        return " ".join(part for part in (say(v) for v in value) if part)
    if isinstance(value, dict):  # not a message: nothing to say
        return ""
    return str(value)


class Word:
    """A class attribute read in the language in use: ``blurb = Word("pond.blurb")`` on a game
    class gives the catalogue's text of ``pond.blurb`` each time it is read."""

    def __init__(self, key: str) -> None:
        self.key = key

    def __get__(self, obj: object, owner: type | None = None) -> str:
        return t(self.key)


# Messages that join their ``items`` (a list of anything :func:`say` reads), with each
# language's words: "a, b and c", "a, b or c", "a vs b vs c", "A. B." (sentences). Key -> (separator, last separator).
LISTS = {"list.all": ("list.sep", "list.and"), "list.any": ("list.sep", "list.or"),
         "list.versus": ("list.vs", "list.vs"), "list.sentences": ("list.space", "list.space")}


def join(items, sep="list.sep", last="list.and"):
    """``items`` said and joined as a list in the language in use: "a, b and c"."""
    parts = [say(v) for v in (items if isinstance(items, (list, tuple)) else [])]
    parts = [p for p in parts if p]
    if len(parts) < 2:
        return "".join(parts)
    return t(sep).join(parts[:-1]) + t(last) + parts[-1]


def say_in(lang, value):
    """:func:`say` in ``lang`` (the language in use is left as it was)."""
    before = _state["lang"]
    set_language(lang)
    try:
        return say(value)
    finally:
        _state["lang"] = before
