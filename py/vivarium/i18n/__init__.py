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
import re
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
    """The mapping of one section of ``lang``'s catalogue (imported the first time), its texts as
    they leave it: set in ``lang``'s typography (:func:`typeset`)."""
    found = _loaded.get((lang, section))
    if found is None:
        texts = importlib.import_module(f"{__name__}.{lang}.{section}").TEXTS
        found = _loaded[(lang, section)] = {key: _typeset_text(lang, text) for key, text in texts.items()}
    return found


def _typeset_text(lang, text):
    if isinstance(text, dict):
        return {form: typeset(lang, value) for form, value in text.items()}
    return typeset(lang, text)


# ---- French typography: the one place where the spaces before « : ; ! ? » are made -------------
# Written by hand, a French text has a plain space before « : ; ! ? » and inside « » (the
# catalogues and rules pages are typed that way); :func:`typeset` turns each into the space a
# French book prints there, which no line break can separate from its mark: a narrow no-break
# space (U+202F) before ; ! ? and inside « », a no-break space (U+00A0) before the colon. Markup
# is left alone: tags and their attributes, comments, <style>/<script>, entities and
# {placeholders}; a mark glued to what follows (https://, 12:30, ?lang=fr) is no punctuation.
NNBSP, NBSP = "\u202f", "\u00a0"
_WORDLIKE, _OPAQUE = "\ue000", "\ue001"  # what stands for a protected piece while the marks are set
_PROTECTED = re.compile(r"<(style|script)\b.*?</\1\s*>|<!--.*?-->|</?[A-Za-z][^<>]*>|<![^<>]*>"
                        r"|&#?\w+;|\{[^{}]*\}", re.S | re.I)
_AFTER = r"(?=[\s\u00a0\u202f\ue000\ue001.,)\]»…’'\"!?]|$)"  # a mark ends there: a space, a tag, punctuation
# before the mark: plain spaces after something visible or at the start (a text that goes on another
# one: « ; c1 se développe »), or nothing after a word, a closing mark or a tag
_MARKS = re.compile(r"(?:(?:(?<=[^\s\u00a0\u202f])|^)[ \t\n]+|(?<=[^\W_]|[)\]»…’'\"\ue000]))([;!?:])" + _AFTER)
_OPEN = re.compile(r"«(?![\u00a0\u202f])[ \t\n]*")
_CLOSE = re.compile(r"(?<![\u00a0\u202f\s])[ \t\n]*»")


def typeset(lang: str, text: str) -> str:
    """``text`` (plain or HTML) with ``lang``'s spaces around punctuation: for French, the plain
    space (or none) before « : ; ! ? » and inside « » becomes a no-break one. Other languages
    and an already typeset text come back as they are."""
    if lang != "fr" or not isinstance(text, str) or not any(mark in text for mark in ":;!?«»"):
        return text
    kept: list[str] = []

    def keep(match):
        kept.append(match.group(0))
        return _WORDLIKE if match.group(0)[0] in "<{" else _OPAQUE

    plain = _PROTECTED.sub(keep, text)
    plain = _MARKS.sub(lambda m: (NBSP if m.group(1) == ":" else NNBSP) + m.group(1), plain)
    plain = _CLOSE.sub(NNBSP + "»", _OPEN.sub("«" + NNBSP, plain))
    pieces = iter(kept)
    return re.sub("[\ue000\ue001]", lambda _m: next(pieces), plain)


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


# ---- French elision: « de » / « que » before a name starting with a vowel ------------------------
# A French template says « de {game} », « que {count} »; filled with a name that starts with a vowel
# or a mute h (Arctic, Hexapod, Azuré, Émile, un…), « de » becomes « d’ » and « que » « qu’ ».
_ELIDABLE = re.compile(r"(?<![^\W\d_])([Dd]e|[Qq]ue) (\{(\w+)(?:[:!][^{}]*)?\})")
_FIRST_WORD = re.compile(r"(?:<[^<>]*>|[\s\u00a0\u202f«(])*([^\W\d_]+)")
_VOWELS = frozenset("aeiouâàäéèêëîïôöûùüœæ")
# words of an aspirated h (no elision: « de Hibou »); any other h is mute (« d’Hexapod »)
ASPIRATED_H = frozenset({"hibou", "héron", "hanneton", "haricot", "hérisson", "hêtre", "homard", "huit",
                         "haut", "hache", "hasard", "hamac", "harfang", "hollandais", "hongrois", "hutte"})


def elides(word: object) -> bool:
    """Whether French elides « de » before ``word`` (a name, a said message, markup allowed): its
    first word starts with a vowel or a mute h. A square such as « a3 » is no word."""
    found = _FIRST_WORD.match(str(word or ""))
    if not found or len(found.group(1)) < 2:
        return False
    first = found.group(1).lower()
    return first[0] in _VOWELS or (first[0] == "h" and first not in ASPIRATED_H)


def de(word: object) -> str:
    """« de Pond », « d’Arctic »: French « de » before ``word``, elided where French elides it."""
    return ("d’" if elides(word) else "de ") + str(word)


class _Decimal(float):
    """A number written with the language's decimal mark (« 1,5 seconde »), whatever its format."""

    mark = "."

    def __new__(cls, value, mark):
        number = float.__new__(cls, value)
        number.mark = mark
        return number

    def __format__(self, spec):
        return float.__format__(self, spec).replace(".", self.mark)


def fill(text: str, args: dict[str, Any]) -> str:
    """``text`` with its placeholders filled from ``args``; in French, « de {x} » and « que {x} »
    elided when what fills ``{x}`` starts with a vowel (:func:`elides`), and a number with a
    fraction written with the language's decimal mark (``dialogs.decimal_mark``)."""
    if _state["lang"] != DEFAULT:
        if "e {" in text:
            text = _ELIDABLE.sub(lambda m: (m.group(1)[:-1] + "’" + m.group(2)) if elides(args.get(m.group(3)))
                                 else m.group(0), text)
        mark = _lookup("dialogs.decimal_mark")
        if mark != "." and any(isinstance(v, float) and not v.is_integer() for v in args.values()):
            args = {k: _Decimal(v, mark) if isinstance(v, float) and not v.is_integer() else v for k, v in args.items()}
    return text.format(**args)


def t(key: str, **args: Any) -> str:
    """The text of ``key`` in the language in use, its ``{placeholders}`` filled from ``args``."""
    text = _lookup(key)
    if text is None:
        return key
    if isinstance(text, dict):  # a key with plural forms used without a number: its "other" form
        text = text["other"]
    return fill(text, args) if args else text


def plural_form(n, lang=None):
    """``"one"`` or ``"other"``: the form a number takes in ``lang`` (default: in use)."""
    lang = lang or _state["lang"]
    if lang == "fr":
        return "one" if abs(n) < 2 else "other"
    return "one" if abs(n) == 1 else "other"


def tn(key: str, n: float, **args: Any) -> str:
    """The text of ``key`` for the number ``n`` (``{n}`` in it), in the language in use."""
    forms = _lookup(key)
    return fill(forms[plural_form(n)], {"n": n, **args})


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
            return fill(text, args)
        except (KeyError, IndexError, ValueError, AttributeError):
            return text
    if isinstance(value, (list, tuple)):
        return " ".join(part for part in (say(v) for v in value) if part)
    if isinstance(value, dict):  # not a message: nothing to say
        return ""
    return str(value)


def figure(value: Any) -> Any:
    """A score as a table shows it: a negative number with the minus sign (U+2212: « −5 », as the
    games' own texts write it), anything else as it is."""
    if isinstance(value, (int, float)) and not isinstance(value, bool) and value < 0:
        return "\u2212" + str(-value)
    return value


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
