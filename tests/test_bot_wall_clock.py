"""The MCTS ``seconds`` cap is wall-clock time since the search began (what a player waits),
not the time spent inside ``step()``: the browser paints between slices, and that counts."""

import time

from vivarium.core.bots import MCTSBot
from vivarium.games import GAMES

GAME = GAMES["pond"]


def _start(seconds, iterations=10**9):
    state = GAME.setup(GAME.normalize_options({"variant": "small", "first": "light"}), 3)
    seat = GAME.actor(state)
    return MCTSBot(iterations=iterations, seconds=seconds).start(GAME, GAME.view(state, seat), seat, 1)


def test_time_between_slices_counts_against_the_cap():
    thinking = _start(seconds=0.3)
    began = time.perf_counter()
    steps = 0
    while not thinking.done:
        thinking.step(0.005)
        steps += 1
        time.sleep(0.05)  # the page painting between slices
        assert time.perf_counter() - began < 5, "the search ignored its time cap"
    wall = time.perf_counter() - began
    assert steps >= 2
    assert wall < 0.3 + 0.05 + 0.1  # stopped at the cap (plus the last pause and some slack)
    assert thinking.stats()["seconds"] < 0.3 * 0.5  # far less work than the wall-clock budget
    assert thinking.result() in GAME.legal_actions(GAME.setup(GAME.normalize_options({"variant": "small", "first": "light"}), 3))


def test_the_search_stops_before_the_cap_not_after():
    thinking = _start(seconds=0.2)
    began = time.perf_counter()
    thinking.finish()
    assert time.perf_counter() - began < 0.2 + 0.1  # slack for a loaded machine
    assert thinking.iterations > 1


def test_iteration_budget_still_stops_first_when_smaller():
    thinking = _start(seconds=30.0, iterations=50)
    thinking.finish()
    assert thinking.iterations == 50
