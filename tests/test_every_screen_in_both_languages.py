"""Every screen in French holds no English word, and every screen in English no French word
(issue 28's acceptance): random games of every game at every player count, played by people
at one device through the whole app (the new-game form, the table with a piece selected and a
move refused, hand-off screens, round dialogs, the end, the review, the rules page), each screen
drawn in both languages. ``lang_check`` says which words each language may use."""

import pytest

from vivarium import i18n
from vivarium.games import GAMES, IDS

import lang_check

CASES = [(game_id, n) for game_id in IDS for n in GAMES[game_id].player_counts()]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("game_id,players", CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_every_screen_of_a_random_game_speaks_one_language(game_id, players):
    found = []
    for where, screens in lang_check.screens_of_a_game(game_id, players, seed=players * 7 + len(game_id)):
        found += lang_check.problems(screens, where)
    assert not found, f"{len(found)} screens mix languages:\n" + "\n".join(found[:25])
