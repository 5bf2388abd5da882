"""The generic bots playing Pond: legality, information discipline, determinism, strength."""

import json
import random

import pytest

from helpers import GAME, position, snapshot
from search_clock import search_clock  # noqa: F401  (a fixture)
from vivarium.core.bots import (
    LEVELS,
    GreedyBot,
    MCTSBot,
    RandomBot,
    bot_for_level,
    level_spec,
    make_bot,
)
from vivarium.core.match import play_match

BOTS = {
    "random": RandomBot(),
    "greedy": GreedyBot(),
    "soft-greedy": GreedyBot(epsilon=0.5),
    "mcts": MCTSBot(iterations=40),
}


def sample_positions():
    """Positions from random play in every variant, at several depths, for both seats."""
    out = []
    rng = random.Random(2024)
    for options in ({"variant": "pond"}, {"variant": "small"}, {"variant": "small13", "best_of": 3}):
        for depth in (0, 1, 7, 15, 30):
            state = GAME.setup(options, rng.getrandbits(32))
            for _ in range(depth):
                if not GAME.legal_actions(state):
                    break
                state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            if GAME.outcome(state) is None:
                out.append(state)
    return out


POSITIONS = sample_positions()


@pytest.mark.parametrize("name", sorted(BOTS))
def test_every_bot_returns_a_legal_action_from_the_view(name):
    bot = BOTS[name]
    assert len(POSITIONS) >= 12
    for i, state in enumerate(POSITIONS):
        seat = GAME.actor(state)
        view = GAME.view(state, seat)
        assert "rng" not in view
        frozen = snapshot(view)
        action = bot.choose(GAME, view, seat, seed=i)
        assert action in GAME.legal_actions(state)
        assert snapshot(view) == frozen, "the bot changed the view it was given"


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_are_deterministic_for_a_seed_and_blind_to_the_rng(name):
    bot = BOTS[name]
    for i, state in enumerate(POSITIONS[::3]):
        seat = GAME.actor(state)
        other = json.loads(json.dumps(state))
        other["rng"] = (state["rng"] * 7 + 12345) % 2**64  # same position, different hidden rng
        first = bot.choose(GAME, GAME.view(state, seat), seat, seed=100 + i)
        again = bot.choose(GAME, GAME.view(other, seat), seat, seed=100 + i)
        assert first == again


def test_random_bot_varies_with_the_seed():
    state = GAME.setup({"variant": "pond"}, 3)
    view = GAME.view(state, GAME.actor(state))
    choices = {RandomBot().choose(GAME, view, GAME.actor(state), seed) for seed in range(30)}
    assert len(choices) >= 10


def test_mcts_thinks_in_slices_and_reaches_the_same_answer(search_clock):
    state = POSITIONS[8]
    seat = GAME.actor(state)
    view = GAME.view(state, seat)
    bot = MCTSBot(iterations=200)
    thinking = bot.start(GAME, view, seat, 77)
    slices = 0
    while not thinking.done:
        started = search_clock.now
        thinking.step(0.002)
        assert search_clock.now - started < 0.002 + 0.01  # a slice returns at its end (one iteration over at most)
        slices += 1
    assert slices > 1
    assert thinking.stats()["iterations"] == 200
    assert thinking.result() == bot.choose(GAME, view, seat, 77)


def test_mcts_with_a_time_budget_stops_in_time(search_clock):
    state = POSITIONS[3]
    seat = GAME.actor(state)
    started = search_clock.now
    action = MCTSBot(iterations=10**9, seconds=0.1).choose(GAME, GAME.view(state, seat), seat, 5)
    assert search_clock.now - started < 0.1
    assert action in GAME.legal_actions(state)


def winning_actions(state, seat):
    return {
        a for a in GAME.legal_actions(state)
        if (out := GAME.outcome(GAME.apply(state, a))) is not None and out["winners"] == [seat]
    }


@pytest.mark.parametrize(
    "pic, turn, scored",
    [
        (
            """
            LT LT LE . .
            .  .  .  . .
            .  DF .  . DT
            .  .  .  . .
            DE .  .  . LF
            """,
            "light",
            (7, 8),
        ),
        (
            """
            DT .  .  .
            DT .  LE .
            DE .  .  .
            .  .  DF LT
            """,
            "dark",
            (5, 4),
        ),
    ],
)
def test_mcts_takes_an_immediate_win(pic, turn, scored):
    state = position(pic, turn=turn, scored=scored)
    seat = GAME.actor(state)
    wins = winning_actions(state, seat)
    assert wins and len(wins) < len(GAME.legal_actions(state)) / 3
    for seed in range(5):
        assert MCTSBot(iterations=50).choose(GAME, GAME.view(state, seat), seat, seed) in wins


def test_greedy_scores_for_itself_and_not_for_the_opponent():
    state = position(
        """
        LT LT LE . .
        .  .  .  . .
        .  .  .  . .
        .  .  .  . .
        DT DT DE . .
        """,
        scored=(0, 0),
    )
    helps_dark = {"place c4", "place d5"}
    for a in helps_dark:
        assert GAME.apply(state, a)["scored"] == [0, 3]
    for seed in range(10):
        action = GreedyBot().choose(GAME, GAME.view(state, 0), 0, seed)
        after = GAME.apply(state, action)
        assert after["scored"][0] > 0 and after["scored"][1] == 0, action
    # As Dark, the same bot takes Dark's points.
    dark = position(
        """
        LT LT LE . .
        .  .  .  . .
        .  .  .  . .
        .  .  .  . .
        DT DT DE . .
        """,
        turn="dark",
    )
    action = GreedyBot().choose(GAME, GAME.view(dark, 1), 1, 0)
    assert action in helps_dark


def test_a_bot_with_a_single_legal_action_plays_it_at_once():
    state = position(
        """
        LT LE . .
        .  .  . .
        .  .  . .
        .  .  . DE
        """,
        spawn=[0, 9],
    )
    assert GAME.legal_actions(state) == ["move a1 a2"]
    thinking = MCTSBot(iterations=10**6).start(GAME, GAME.view(state, 0), 0, 1)
    assert thinking.done and thinking.result() == "move a1 a2"
    for bot in BOTS.values():
        assert bot.choose(GAME, GAME.view(state, 0), 0, 3) == "move a1 a2"


def test_named_levels_build_working_bots():
    assert set(LEVELS) == {"easy", "normal", "hard", "expert"}
    assert isinstance(bot_for_level(GAME, "easy"), GreedyBot)
    assert isinstance(bot_for_level(GAME, "hard"), MCTSBot)
    assert level_spec(GAME, "normal")["kind"] == "mcts"
    with pytest.raises(ValueError):
        level_spec(GAME, "impossible")
    with pytest.raises(ValueError):
        make_bot({"kind": "oracle"})
    state = POSITIONS[5]
    seat = GAME.actor(state)
    for level in ("easy", "normal"):
        assert bot_for_level(GAME, level).choose(GAME, GAME.view(state, seat), seat, 1) in GAME.legal_actions(state)


def test_mcts_beats_random_on_small_pond():
    wins = 0
    for i in range(10):
        mcts_seat = i % 2
        bots = [RandomBot(), RandomBot()]
        bots[mcts_seat] = MCTSBot(iterations=300)
        record, final = play_match(GAME, {"variant": "small", "first": "light"}, 1000 + i, bots, max_plies=300)
        out = GAME.outcome(final)
        assert out is not None
        wins += out["winners"] == [mcts_seat]
    assert wins >= 8
