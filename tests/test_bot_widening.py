"""Progressive widening in the generic Monte Carlo search (``MCTSBot(widening=...)``), on the
toy game of ``toy_tally.py`` so that no game's rules are in these tests."""

import math

from toy_tally import OpenTally, Tally
from vivarium.core.bots import MCTSBot


class OrderedTally(OpenTally):
    """Open Tally whose ``order_actions`` puts the highest card first."""

    asked = 0

    def order_actions(self, state, actions):
        OrderedTally.asked += 1
        return sorted(actions, key=lambda a: -int(a.split()[1]) if a != "end" else 0)


def _position(game):
    state = game.setup({"players": 2}, 5)
    state = dict(state, hands=[[1, 2, 3], [4, 6, 9]], counter=0, turn=1)
    return state


def test_widening_opens_the_ordered_actions_a_few_at_a_time():
    game = OrderedTally()
    state = _position(game)
    seat = game.actor(state)
    for iterations in (1, 3, 8):
        thinking = MCTSBot(iterations=iterations, widening=1, widening_power=0.5, safe_root=False).start(
            game, game.view(state, seat), seat, 3)
        action = thinking.finish()
        assert action in game.legal_actions(state)
        opened = math.ceil(math.sqrt(iterations))
        order = game.order_actions(state, game.legal_actions(state))
        assert set(thinking.root.children) <= set(order[:opened])
        assert thinking.root.children, "the root was searched"


def test_widening_without_an_order_from_the_game_changes_nothing():
    game = Tally()  # no order_actions: every action is open at once
    state = game.setup({"players": 3}, 11)
    seat = game.actor(state)
    view = game.view(state, seat)
    plain = MCTSBot(iterations=60, rollout_depth=4).start(game, view, seat, 9)
    widened = MCTSBot(iterations=60, rollout_depth=4, widening=1).start(game, view, seat, 9)
    assert plain.finish() == widened.finish()
    assert {a: c.visits for a, c in plain.root.children.items()} == {a: c.visits for a, c in widened.root.children.items()}


def test_widening_asks_the_game_once_per_node_when_the_legal_actions_agree():
    game = OrderedTally()
    state = _position(game)
    seat = game.actor(state)
    OrderedTally.asked = 0
    thinking = MCTSBot(iterations=50, widening=1, safe_root=False).start(game, game.view(state, seat), seat, 1)
    thinking.finish()

    def nodes(node):
        return 1 + sum(nodes(c) for c in node.children.values())

    assert 0 < OrderedTally.asked <= nodes(thinking.root)
