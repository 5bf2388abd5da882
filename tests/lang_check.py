"""What a screen says, and in which language (issue 28): the words of a page, the words each
language's catalogue and rules pages use, and the screens of a game played at random.

A French screen may only hold words that French texts of Vivarium use (its catalogue and its rules
pages) or that are names on the allow-list (:data:`NAMES`), and an English screen only English
ones. A text that reads the same on both screens is a sentence nobody translated, unless it is
only names and numbers. Used by ``test_every_screen_in_both_languages.py``.
"""

import random
import re
from html import unescape
from html.parser import HTMLParser

from vivarium import i18n
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, IDS, NAMES as GAME_NAMES, RULES_PAGES, VIEWS
from vivarium.ui.shell import Shell

LANGS = ("en", "fr")
WORD = re.compile(r"[^\W\d_]+")
# Names, the same in every language: the site's and the games' names (from the registry), each
# language's name for itself (the language menu), and the players' names the tests type. (The
# people in the rules' bylines are words of the rules pages of both languages.)
NAMES = ({"vivarium"} | {w.lower() for name in GAME_NAMES.values() for w in WORD.findall(name)}
         | {w.lower() for name in i18n.NAMES.values() for w in WORD.findall(name)}
         | {"alix", "bruno", "chloé", "dara", "émile"})
# attributes whose text a person reads or hears (a tooltip, a name read out, a sentence shown on
# a click that cannot act)
SPOKEN = ("aria-label", "title", "alt", "placeholder", "aria-description", "aria-roledescription",
          "aria-valuetext", "data-why")
# what is data, not words: code, and the text boxes of an exported game or a snippet to copy
DATA_TAGS = ("script", "style", "textarea", "code")


class _Texts(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.items = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in DATA_TAGS:
            self._skip += 1
        for name, value in attrs:
            if name in SPOKEN and value and value.strip():
                self.items.append(" ".join(unescape(value).split()))

    def handle_endtag(self, tag):
        if tag in DATA_TAGS and self._skip:
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip and data.strip():
            self.items.append(" ".join(data.split()))


def texts(html):
    """The texts of a page a person reads or hears, in order: text nodes and spoken attributes."""
    parser = _Texts()
    parser.feed(html)
    parser.close()
    return parser.items


def words(text):
    """The words of ``text``, in lower case (two letters or more: a square's column letter is no word)."""
    return {w.lower() for w in WORD.findall(text) if len(w) > 1}


def _catalogue_texts(value):
    if isinstance(value, dict):
        for v in value.values():
            yield from _catalogue_texts(v)
    elif isinstance(value, str):
        yield re.sub(r"\{[^}]*\}", " ", value)


_VOCABULARY = {}


def vocabulary(lang):
    """Every word the texts of ``lang`` use: its catalogue's and its rules pages'."""
    if lang not in _VOCABULARY:
        found = set()
        for section in i18n.SECTIONS:
            for text in _catalogue_texts(i18n.catalogue(lang, section)):
                found |= words(text)
        for game_id in IDS:
            page = RULES_PAGES[game_id]
            if lang == "en" or lang in page.texts:
                for item in texts(page.text_in(lang)):
                    found |= words(item)
                before = i18n.language()
                i18n.set_language(lang)  # the figures' captions, as the page shows them in ``lang``
                for figure in page.figures():
                    found |= words(str(figure.caption))
                i18n.set_language(before)
        _VOCABULARY[lang] = found
    return _VOCABULARY[lang]


def foreign_words(html, lang):
    """The words on a screen in ``lang`` that no text of ``lang`` uses and no name explains."""
    known = vocabulary(lang) | NAMES
    out = set()
    for item in texts(html):
        out |= {w for w in words(item) if w not in known}
    return out


def untranslated(english, french):
    """The texts of a screen that read the same in both languages and are more than names,
    numbers and the words both languages share ("total", "score")."""
    both = vocabulary("en") & vocabulary("fr")
    same = set(texts(english)) & set(texts(french))
    return sorted(text for text in same if words(text) - NAMES - both)


def problems(screens, where):
    """Sentences naming what is wrong with ``screens`` (``{lang: html}`` of one screen)."""
    out = []
    for lang, html in screens.items():
        odd = foreign_words(html, lang)
        if odd:
            out.append(f"{where} in {lang}: words of no {lang} text: {sorted(odd)[:12]}")
    same = untranslated(screens["en"], screens["fr"])
    if same:
        out.append(f"{where}: the same in English and French: {same[:6]}")
    return out


# ---- the screens of a game ----------------------------------------------------------------
def both(shell):
    """The shell's screen in every language (the game and the screen stay as they are)."""
    before = shell.lang
    out = {}
    for lang in LANGS:
        shell.lang = lang
        out[lang] = shell.html()
    shell.lang = before
    i18n.set_language(before)
    return out


def start(game_id, players, seed):
    """A shell with a new game of ``game_id`` for ``players`` people at this device."""
    game = GAMES[game_id]
    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(seed), lang="en")
    sh.command("new " + game_id)
    form = {f"seat{i}": "human" for i in range(players)}
    if len(game.player_counts()) > 1:
        form["players"] = str(players)
    form["name0"] = "Alix"
    sh.command("start", form)
    assert sh.session is not None, sh.setup and sh.setup.error
    return sh


# the dialogs opened at the first turn of every game (each closed again before play goes on)
DIALOGS = ("keys", "export", "import-open", "embed {game}", "backup", "restore-open")


def screens_of_a_game(game_id, players, seed, every=5, most=400):
    """``(where, {lang: html})`` for the screens of one game played at random by people at one
    device: the new-game form, the table every ``every`` actions (a hand-off screen, a piece
    selected, a move refused), the end of the game, its review and the rules page."""
    rnd = random.Random(seed)
    sh = start(game_id, players, seed)
    sh.command("home")
    yield "home", both(sh)
    sh.command("new " + game_id)
    yield "new-game form", both(sh)
    sh.command("cancel-setup")
    sh.command("resume " + sh.save_id) if sh.screen != "play" else None
    ply = 0
    while sh.session.outcome is None and ply < most:
        where = f"{game_id} ({players}) at action {ply}"
        if sh.dialog and sh.dialog.get("kind") not in ("end",):
            yield where + " with its dialog", both(sh)
            sh.command("close")
            continue
        if sh.handoff_seat() is not None:
            if ply % every == 0:
                yield where + ", passing the device", both(sh)
            sh.command("reveal")
            continue
        legal = sh.legal_for_human()
        assert legal, where
        if ply == 0:
            for verb in DIALOGS:
                sh.command(verb.replace("{game}", game_id))
                yield f"{where}, dialog “{verb}”", both(sh)
                sh.command("close")
                sh.dialog = None
        if ply % every == 0:
            yield where, both(sh)
            ui = re.findall(r'data-ui="([^"]+)"', both(sh)["en"])
            if ui:
                sh.command("ui " + unescape(rnd.choice(ui)))
                yield where + ", something selected", both(sh)
            sh.command("play 0-0")  # no move of any game: its sentence echoes it (no words in it)
            yield where + ", a move refused", both(sh)
        sh.command("play " + rnd.choice(legal))
        ply += 1
    if sh.session.outcome is not None:
        yield f"{game_id} ({players}): the end", both(sh)
        sh.command("review")
        yield f"{game_id} ({players}): the review", both(sh)
        sh.command("rv share")
        yield f"{game_id} ({players}): the review's share box", both(sh)
        sh.command("rv first")
        yield f"{game_id} ({players}): the review's first position", both(sh)
    sh.command("rules " + game_id)
    yield f"{game_id}: the rules", both(sh)


def report(game_ids, seed=1):
    """What is left to translate on the screens of ``game_ids`` (every player count): the words of
    no text of each language, and the texts the same in both, each once."""
    odd = {lang: {} for lang in LANGS}
    same = {}
    for game_id in game_ids:
        for n in GAMES[game_id].player_counts():
            for where, screens in screens_of_a_game(game_id, n, seed=seed + n):
                for lang, html in screens.items():
                    for w in foreign_words(html, lang):
                        odd[lang].setdefault(w, where)
                for text in untranslated(screens["en"], screens["fr"]):
                    same.setdefault(text, where)
    for lang in LANGS:
        print(f"== words on {lang} screens that no {lang} text uses ({len(odd[lang])}):")
        for w, where in sorted(odd[lang].items()):
            print(f"  {w}    ({where})")
    print(f"== texts the same in both languages ({len(same)}):")
    for text, where in sorted(same.items()):
        print(f"  {text!r}    ({where})")
    i18n.set_language("en")


if __name__ == "__main__":  # PYTHONPATH=py .venv/bin/python tests/lang_check.py pond [hexapod ...]
    import sys

    report(sys.argv[1:] or IDS)
