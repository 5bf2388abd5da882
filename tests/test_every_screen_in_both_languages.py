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


@pytest.mark.parametrize("game_id", IDS)
def test_the_saved_games_line_of_every_setting_speaks_each_language(game_id):
    """A saved game's line is stored as messages (the options, the players, the status), so the
    list says it in the language of the day, whatever the options chosen."""
    game = GAMES[game_id]
    view = lang_check.VIEWS[game_id]
    for opt in game.options:
        for value, _label in opt.choices:
            try:
                options = game.normalize_options({opt.id: value, **{o: v for o, vs in opt.only_with.items() for v in vs[:1]}})
            except Exception:
                continue
            summary = view.options_summary(options)
            for lang in lang_check.LANGS:
                said = i18n.say_in(lang, summary)
                odd = lang_check.words(said) - lang_check.vocabulary(lang) - lang_check.NAMES
                assert not odd, (game_id, opt.id, value, lang, said)
            assert i18n.is_message(summary) or not lang_check.words(i18n.say_in("en", summary)), (game_id, opt.id, value, summary)
