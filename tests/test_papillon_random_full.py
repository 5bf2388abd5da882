"""Papillon, the full game (blue round, then orange round): 300 random games for each of 2, 3,
4 and 5 players, with the invariants of test_papillon_random_orange.py after every action of
both rounds (both decks' cards each in exactly one place, the must-play rule) and, at the
end of every game, the totals: the game score is blue − orange per side, the winners are every
side on the top total.
"""

import random

import pytest

import test_papillon_random_orange as R

FULL_GAMES = 300


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_full_games(n):
    rnd = random.Random(8000 + n)
    steps = sum(R.play_one(n, "full", 70_000 * n + game, rnd) for game in range(FULL_GAMES))
    assert steps > FULL_GAMES * 60
