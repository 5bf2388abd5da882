"""index.html paints a useful page before Python is up, consistent with the game registry."""

import re
from pathlib import Path

from vivarium.games import GAMES, RULES_PAGES

ROOT = Path(__file__).resolve().parent.parent
INDEX = (ROOT / "index.html").read_text(encoding="utf-8")
BOOT_STATUS = (ROOT / "static" / "js" / "boot-status.js").read_text(encoding="utf-8")


def test_static_game_list_matches_the_registry():
    cards = re.findall(r'<li class="game-card" data-game="([^"]+)"><h3>([^<]+)</h3>.*?<p class="pitch"[^>]*>([^<]+)</p>', INDEX)
    assert [(gid, name, blurb) for gid, name, blurb in cards] == [(g.id, g.name, g.blurb) for g in GAMES.values()]


def test_static_game_cards_are_the_ones_python_draws():
    """Pictures, players and length in the shell are generated (scripts/sync_home_shell.py), so
    the home page does not jump when Python takes over."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("sync_home_shell", ROOT / "scripts" / "sync_home_shell.py")
    sync = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sync)
    assert sync.rewrite(INDEX) == INDEX, "index.html's game cards are out of date: run python3 scripts/sync_home_shell.py"
    assert sync.cards_module() == sync.CARDS_MODULE.read_text(encoding="utf-8"), \
        "py/vivarium/ui/home_cards.py is out of date: run python3 scripts/sync_home_shell.py"
    words = sync.WORDS_JS.read_text(encoding="utf-8")
    assert sync.rewrite_words(words) == words, "the cards' words in static/js/words.js are out of date: run python3 scripts/sync_home_shell.py"
    # the static cards' words are there in French for a French visitor, before Python runs
    french = sync.card_words("fr")
    assert french["card.pond.facts"].startswith("2 joueurs") and set(french) == set(sync.card_words("en"))


def test_static_shell_has_a_loading_indicator_and_an_error_box():
    assert 'id="boot-status"' in INDEX and "Loading the Python runtime" in INDEX
    assert 'id="boot-error"' in INDEX and "data-boot-error" in BOOT_STATUS
    # the shell's own assets are relative, so the folder works under any sub-path
    for url in re.findall(r'(?:src|href)="([^"]+)"', INDEX):
        assert not url.startswith("/") and "://" not in url, url


def test_every_game_has_a_rules_page_marking_house_readings():
    for game_id in GAMES:
        page = RULES_PAGES[game_id].html()
        assert "House rule" in page
    contract_decisions = 2  # shared/rules/pond.md marks two [decision]s
    assert RULES_PAGES["pond"].html().count("House rule") >= contract_decisions


def test_the_page_has_a_content_security_policy_and_no_inline_script():
    csp = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', INDEX)
    assert csp, "no CSP meta tag"
    assert INDEX.index("Content-Security-Policy") < INDEX.index("<script")  # in force before any script
    rules = dict((d.split()[0], d.split()[1:]) for d in csp.group(1).split("; "))
    assert rules["default-src"] == ["'self'"] and rules["object-src"] == ["'none'"]
    # exactly what the runtime needs: WebAssembly compilation (Pyodide) and Function() (PyScript's
    # hooks, measured: the page does not boot without it); no inline script, no other origin
    assert sorted(rules["script-src"]) == sorted(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"])
    assert rules["connect-src"] == ["'self'"] and rules["style-src"] == ["'self'"]
    assert not any("http" in v or "*" in v for values in rules.values() for v in values)
    for tag in re.findall(r"<script\b[^>]*>", INDEX):
        assert "src=" in tag, f"inline script: {tag}"
    assert not re.search(r"<script\b[^>]*>\s*[^<\s]", INDEX), "a script element with inline code"
    assert not re.search(r"<[a-z][^>]*\son[a-z]+\s*=", INDEX), "an inline event handler"
