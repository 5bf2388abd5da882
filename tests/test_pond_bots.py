"""Pond's bot hooks: the fast playout policy and the evaluation stay consistent with the rules."""

import random

from helpers import GAME
from vivarium.core.bots import LEVELS, level_spec


def random_positions(count=60):
    rng = random.Random(7)
    out = []
    for i in range(count):
        options = [{"variant": "pond"}, {"variant": "small"}, {"variant": "small13", "best_of": 3}][i % 3]
        state = GAME.setup(options, rng.getrandbits(32))
        for _ in range(rng.randrange(0, 40)):
            if GAME.outcome(state) is not None:
                break
            state = GAME.next_state(state, rng.choice(GAME.legal_actions(state)))
        if GAME.outcome(state) is None:
            out.append(state)
    return out


def test_rollout_action_draws_from_exactly_the_legal_actions():
    rng = random.Random(11)
    for state in random_positions():
        legal = GAME.legal_actions(state)
        drawn = {GAME.rollout_action(state, rng) for _ in range(40 * len(legal))}
        assert drawn == set(legal)


def test_evaluate_is_in_range_and_antisymmetric():
    for state in random_positions():
        for seat in (0, 1):
            value = GAME.evaluate(state, seat)
            assert -1.0 <= value <= 1.0
            assert abs(value + GAME.evaluate(state, 1 - seat)) < 1e-9


def test_pond_levels_are_ordered_by_search_budget():
    specs = {level: level_spec(GAME, level) for level in LEVELS}
    assert specs["easy"]["kind"] == "greedy"
    assert specs["normal"]["kind"] == specs["hard"]["kind"] == "mcts"
    assert specs["normal"]["iterations"] < specs["hard"]["iterations"]
    assert specs["hard"]["seconds"] and specs["hard"]["seconds"] <= 1.0
