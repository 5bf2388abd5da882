"""index.html paints a useful page before Python is up, consistent with the game registry."""

import re
from pathlib import Path

from vivarium.games import GAMES, RULES_PAGES

INDEX = (Path(__file__).resolve().parent.parent / "index.html").read_text(encoding="utf-8")


def test_static_game_list_matches_the_registry():
    cards = re.findall(r'<li class="game-card" data-game="([^"]+)"><h3>([^<]+)</h3><p>([^<]+)</p>', INDEX)
    assert [(gid, name, blurb) for gid, name, blurb in cards] == [(g.id, g.name, g.blurb) for g in GAMES.values()]


def test_static_shell_has_a_loading_indicator_and_an_error_box():
    assert 'id="boot-status"' in INDEX and "Loading the Python runtime" in INDEX
    assert 'id="boot-error"' in INDEX and "data-boot-error" in INDEX
    # the shell's own assets are relative, so the folder works under any sub-path
    for url in re.findall(r'(?:src|href)="([^"]+)"', INDEX):
        assert not url.startswith("/") and "://" not in url, url


def test_every_game_has_a_rules_page_marking_house_readings():
    for game_id in GAMES:
        page = RULES_PAGES[game_id]
        assert "House reading" in page
    contract_decisions = 2  # shared/rules/pond.md marks two [decision]s
    assert RULES_PAGES["pond"].count("House reading") >= contract_decisions
