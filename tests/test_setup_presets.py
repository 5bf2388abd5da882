"""The short new-game form (issue 38 item 4): who plays in one choice, the seats folded under
it, options that cannot apply yet folded with the rest; every option still there."""
from __future__ import annotations

import random
import re

import pytest

from vivarium import i18n
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui.shell import Shell


def form_of(game_id, lang="en"):
    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(3), lang=lang)
    sh.command(f"new {game_id}")
    return sh


def selected(html, name):
    block = re.search(rf'<select[^>]*name="{name}"[^>]*>(.*?)</select>', html, re.S)
    assert block, f"no select {name}"
    return re.search(r'<option[^>]*value="([^"]*)"[^>]*selected', block.group(1)).group(1)


def folded_part(html, cls):
    return re.search(rf'<details class="{cls}"[^>]*>(.*?)</details>', html, re.S).group(1)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_who_plays_comes_first_and_the_seats_are_folded(game_id):
    sh = form_of(game_id)
    html = sh.html()
    assert html.index('name="preset"') < html.index('class="seat-details"') < html.index('data-cmd="start"')
    seats = folded_part(html, "seat-details")
    assert 'name="seat0"' in seats and 'name="name0"' in seats  # every seat and name is still in the form
    assert '<details class="seat-details" data-field="seats_open">' in html  # folded
    game = GAMES[game_id]
    n = len(game.player_counts()) and (int(sh.setup.values.get("players") or game.player_counts()[0]))
    assert selected(html, "preset") == f"bots:{n - 1}"  # the default: you against computers
    more = folded_part(html, "more-options")
    assert 'data-pref="confirm"' in more and 'name="hints"' in more
    for opt in game.options:  # every option is reachable: shown, or folded when it cannot apply yet
        assert f'name="{opt.id}"' in html
        if opt.id != "players" and not opt.only_with:
            assert f'name="{opt.id}"' not in more and f'name="{opt.id}"' not in seats


def test_a_preset_sets_the_count_and_every_seat_and_keeps_the_level():
    sh = form_of("papillon")
    sh.command("setup-change", {"seat1": "bot:hard", "seat2": "bot:hard", "seat3": "bot:hard", "preset": "bots:3"})
    assert selected(sh.html(), "preset") == "bots:3"
    sh.command("setup-change", {"preset": "bots:2"})
    v = sh.setup.values
    assert v["players"] == "3" and [v[f"seat{i}"] for i in range(3)] == ["human", "bot:hard", "bot:hard"]
    sh.command("setup-change", {"preset": "people:2"})
    v = sh.setup.values
    assert v["players"] == "2" and [v[f"seat{i}"] for i in range(2)] == ["human", "human"]
    html = sh.html()
    assert selected(html, "preset") == "people:2" and html.count('name="seat') == 2
    # "Other" unfolds the seats; a seat changed by hand makes the choice say "Other"
    sh.command("setup-change", {"preset": "custom"})
    assert '<details class="seat-details" data-field="seats_open" open>' in sh.html()
    assert selected(sh.html(), "preset") == "custom"
    sh.command("setup-change", {"preset": "people:2"})
    assert selected(sh.html(), "preset") == "people:2"
    sh.command("setup-change", {"preset": "people:2", "seat1": "remote"})
    assert selected(sh.html(), "preset") == "custom"
    sh.command("start", {})
    assert sh.session.game.id == "papillon" and len(sh.session.players) == 2


def test_arctic_power_sides_wait_in_more_options_until_chosen_per_animal():
    sh = form_of("arctic")
    html = sh.html()
    assert 'name="power_fox"' in folded_part(html, "more-options") and 'name="powers"' not in folded_part(html, "more-options")
    sh.command("setup-change", {"powers": "custom"})
    html = sh.html()
    assert 'name="power_fox"' not in folded_part(html, "more-options") and 'name="power_fox"' in html


def test_the_folded_parts_stay_as_the_player_left_them():
    sh = form_of("pond", lang="fr")
    sh.command("setup-change", {"seats_open": "1", "more_open": "", "first": "light"})
    try:
        html = sh.html()
    finally:
        i18n.set_language("en")
    assert '<details class="seat-details" data-field="seats_open" open>' in html
    assert '<details class="more-options" data-field="more_open">' in html
    assert "Qui joue" in html and "Vous et 1 ordinateur" in html and "Joueurs et noms" in html
