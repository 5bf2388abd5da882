"""Expert, the fourth computer level (issue 40): offered on the new-game form and by link, saved
and restored like the other levels, tuned per game the way the game tunes Hard, and able to play
a whole legal game of every game (at a small budget here, so the test stays quick)."""

import json
import random
from urllib.parse import urlencode

import pytest

from vivarium.core import record_book
from vivarium.core.bots import LEVEL_LABELS, GreedyBot, MCTSBot, bot_for_level, level_spec, make_bot
from vivarium.core.match import play_match
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, IDS, RULES_PAGES, VIEWS
from vivarium.i18n import set_language
from vivarium.ui import url_params
from vivarium.ui.players import seat_choices
from vivarium.ui.shell import Shell

SAVE = "vivarium.v1.save."


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def test_expert_is_the_strongest_level_offered_for_every_seat_in_both_languages():
    assert list(LEVEL_LABELS) == ["easy", "normal", "hard", "expert"]
    assert ("bot:expert", "Computer: Expert") in seat_choices()
    assert [v for v, _ in seat_choices()].index("bot:expert") == [v for v, _ in seat_choices()].index("bot:hard") + 1
    set_language("fr")
    assert ("bot:expert", "Ordinateur : Expert") in [(v, label.replace("\xa0", " ")) for v, label in seat_choices()]


@pytest.mark.parametrize("game_id", IDS)
def test_each_game_tunes_expert_as_it_tunes_hard_with_three_seconds_and_more_thinking(game_id):
    game = GAMES[game_id]
    hard, expert = level_spec(game, "hard"), level_spec(game, "expert")
    assert expert["kind"] == "mcts" and expert["seconds"] == 3.0
    assert expert["iterations"] >= 3 * hard["iterations"]
    # every other setting of the game's Hard (exploration, playouts, widening) is Expert's too
    assert {k: v for k, v in expert.items() if k not in ("iterations", "seconds")} == \
           {k: v for k, v in hard.items() if k not in ("iterations", "seconds")}
    tuned = game.bot_levels.get("expert", {})
    assert all(expert[k] == v for k, v in tuned.items())
    assert isinstance(bot_for_level(game, "expert"), MCTSBot)


@pytest.mark.parametrize("game_id", IDS)
def test_expert_at_a_small_budget_plays_a_whole_legal_game(game_id):
    game = GAMES[game_id]
    options = game.normalize_options({"players": 2} if len(game.player_counts()) > 1 else {})
    expert = make_bot(dict(level_spec(game, "expert"), iterations=12, seconds=None))
    record, state = play_match(game, options, 5, [expert, GreedyBot()], max_plies=3000)
    assert game.outcome(state) is not None
    replay = game.setup(record["options"], 5)
    for action in record["actions"]:  # every move the expert chose was legal where it chose it
        assert action in game.legal_actions(replay)
        replay = game.apply(replay, action)


def test_a_game_against_expert_is_saved_restored_and_counted_as_expert():
    storage = MemoryStorage()
    shell = Shell(storage, GAMES, VIEWS, RULES_PAGES, rng=random.Random(2))
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "bot:expert", "variant": "small", "first": "light"})
    assert shell.screen == "play" and shell.session.players[1] == {"kind": "bot", "level": "expert"}
    shell.command("play " + GAMES["pond"].legal_actions(shell.session.state)[0])
    turn = shell.bot_turn()
    assert turn is not None and turn.level == "expert"
    saved = json.loads(storage.items[SAVE + shell.save_id])
    assert saved["players"][1] == {"kind": "bot", "level": "expert"}

    again = Shell(storage, GAMES, VIEWS, RULES_PAGES)  # a reload
    again.command("resume " + shell.save_id)
    assert again.screen == "play" and again.session.players[1] == {"kind": "bot", "level": "expert"}
    assert "Dark<small>Computer, Expert</small>" in again.html()
    assert again.bot_turn().level == "expert"
    # Your record: a game against an Easy and an Expert computer counts as Expert
    entry = {"result": "won", "players": ["human", "bot:easy", "bot:expert"]}
    assert record_book.opponents(entry) == "expert"


def test_a_link_can_name_expert_and_an_unknown_level_still_falls_back_to_normal():
    req = url_params.parse("?" + urlencode({"game": "pond", "embed": "1", "bot": "expert"}), GAMES)
    assert not [text for kind, text in req.problems if kind == "error"]
    shell = Shell(MemoryStorage(), views=VIEWS, rules=RULES_PAGES, rng=random.Random(1),
                  **url_params.shell_settings(req, GAMES))
    url_params.launch(shell, req)
    assert {"kind": "bot", "level": "expert"} in shell.session.players
    bad = url_params.parse("?" + urlencode({"game": "pond", "bot": "grandmaster"}), GAMES)
    assert any("expert" in str(text) for _, text in bad.problems)  # the sentence lists Expert among the choices
