"""``Game.search_scale``: a game may give some decisions more (or fewer) Monte Carlo
iterations than the level's budget, judged from the seat's view; the wall-clock cap still
holds. On the toy game of ``toy_tally.py`` so that no game's rules are in these tests."""

from search_clock import search_clock  # noqa: F401  (a fixture)
from toy_tally import Tally
from vivarium.core.bots import MCTSBot


class ScaledTally(Tally):
    """Tally that searches three times as long when the counter is even."""

    def search_scale(self, view):
        return 3.0 if view["counter"] % 2 == 0 else 1.0


def _decide(game, state, **bot):
    seat = game.actor(state)
    thinking = MCTSBot(rollout_depth=4, safe_root=False, **bot).start(game, game.view(state, seat), seat, 7)
    thinking.finish()
    return thinking


def test_the_default_scale_keeps_the_level_budget():
    game = Tally()
    state = game.setup({"players": 2}, 3)
    assert game.search_scale(game.view(state, game.actor(state))) == 1.0
    assert _decide(game, state, iterations=40).iterations == 40


def test_a_game_can_scale_the_budget_by_position():
    game = ScaledTally()
    state = game.setup({"players": 2}, 3)
    even = dict(state, counter=0)
    odd = dict(state, counter=1)
    assert _decide(game, even, iterations=40).iterations == 120
    assert _decide(game, odd, iterations=40).iterations == 40


def test_the_wall_clock_cap_still_holds_when_scaled(search_clock):
    class Huge(Tally):
        def search_scale(self, view):
            return 1e6

    game = Huge()
    state = game.setup({"players": 2}, 3)
    start = search_clock.now
    thinking = _decide(game, state, iterations=1000, seconds=0.2)
    assert search_clock.now - start < 0.2  # far from the billion iterations asked for
    assert 0 < thinking.iterations < 1_000_000_000
