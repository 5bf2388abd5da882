"""Words in the player's language (issue 28): one catalogue per language, one helper.

Pure (CPython and Pyodide). A catalogue (``i18n/en.py``, ``i18n/fr.py``) is one Python mapping
``key -> text``; a text names its placeholders as ``{name}``; a text that depends on a number
is a mapping ``{"one": ..., "other": ...}`` and is used through :func:`tn`, which picks the
form by the language's rule (English: 1 is "one"; French: 0 and 1 are "one") and passes the
number as ``{n}``. ``tests/test_i18n.py`` fails when a key is missing in either language or
the placeholders or forms of a key differ.

The language in use is the process's own setting (:func:`set_language`): the app has one
person's screen, so the shell sets it from the player's choice, the browser's language or the
page's ``?lang=``; the tests set it around what they draw. Engines never call this: their
records, actions and saves are language-neutral, and sentences are made on the screen side.
"""

LANGS = ("en", "fr")
DEFAULT = "en"
# The languages the menu offers and a browser's language may choose. French joins once its
# catalogue covers every screen (issue 28: so far the home page and the saved games); until then
# it is used only when asked for by name (``?lang=fr``, or the saved preference).
OFFERED = ("en",)
NAMES = {"en": "English", "fr": "Français"}  # each language named in itself (the menu)

_state = {"lang": DEFAULT}


def _catalogue(lang):
    if lang == "fr":
        from .fr import TEXTS
    else:
        from .en import TEXTS
    return TEXTS


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


def _lookup(key):
    text = _catalogue(_state["lang"]).get(key)
    if text is None:  # a missing key (the tests forbid it) shows English rather than nothing
        text = _catalogue(DEFAULT)[key]
    return text


def t(key, **args):
    """The text of ``key`` in the language in use, its ``{placeholders}`` filled from ``args``."""
    text = _lookup(key)
    return text.format(**args) if args else text


def plural_form(n, lang=None):
    """``"one"`` or ``"other"``: the form a number takes in ``lang`` (default: in use)."""
    lang = lang or _state["lang"]
    if lang == "fr":
        return "one" if abs(n) < 2 else "other"
    return "one" if abs(n) == 1 else "other"


def tn(key, n, **args):
    """The text of ``key`` for the number ``n`` (``{n}`` in it), in the language in use."""
    forms = _lookup(key)
    return forms[plural_form(n)].format(n=n, **args)
