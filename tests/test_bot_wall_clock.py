"""The MCTS ``seconds`` cap is wall-clock time since the search began (what a player waits),
not the time spent inside ``step()``: the browser paints between slices, and that counts.
The search runs on a clock the test moves (tests/search_clock.py)."""

from search_clock import search_clock  # noqa: F401  (a fixture)
from vivarium.core.bots import MCTSBot
from vivarium.games import GAMES

GAME = GAMES["pond"]
OPTIONS = GAME.normalize_options({"variant": "small", "first": "light"})


def _start(seconds, iterations=10**9):
    state = GAME.setup(OPTIONS, 3)
    seat = GAME.actor(state)
    return MCTSBot(iterations=iterations, seconds=seconds).start(GAME, GAME.view(state, seat), seat, 1)


def test_time_between_slices_counts_against_the_cap(search_clock):
    thinking = _start(seconds=0.3)
    began = search_clock.now
    steps = 0
    while not thinking.done:
        thinking.step(0.005)
        steps += 1
        search_clock.pause(0.05)  # the page painting between slices
        assert search_clock.now - began < 5, "the search ignored its time cap"
    wall = search_clock.now - began
    assert steps >= 2
    assert 0.3 - 0.05 - 0.05 < wall <= 0.3 + 0.05  # stopped at the cap (the last pause after it)
    assert thinking.stats()["seconds"] < 0.3 * 0.5  # far less work than the wall-clock budget
    assert thinking.result() in GAME.legal_actions(GAME.setup(OPTIONS, 3))


def test_the_search_stops_before_the_cap_not_after(search_clock):
    thinking = _start(seconds=0.2)
    began = search_clock.now
    thinking.finish()
    assert search_clock.now - began < 0.2
    assert thinking.iterations > 1


def test_iteration_budget_still_stops_first_when_smaller():
    thinking = _start(seconds=30.0, iterations=50)
    thinking.finish()
    assert thinking.iterations == 50
