"""Bots never read hidden state: for every hidden-information game in the registry and every
bot level, the choice is the same whatever the cards the bot cannot see really are.

New card games get this test for free by registering in ``vivarium.games.GAMES`` with
``perfect_information = False``.
"""

import random

import pytest

from vivarium.core.bots import LEVELS, GreedyBot, MCTSBot, RandomBot, level_spec, make_bot
from vivarium.core.fairness import check_never_cheats, decide, hidden_twins
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui.shell import Shell

HIDDEN = [g for g in GAMES.values() if not g.perfect_information]
# Games of three or more: every seat of every larger table is checked (issue 9).
SEATED = [(g, n, seat) for g in HIDDEN for n in g.player_counts() if n >= 3 for seat in range(n)]


def test_there_is_a_hidden_information_game_to_check():
    assert HIDDEN, "no hidden-information game is registered"


def positions(game, count=6, seed=0, options=None, seat=None, depth=14):
    """Mid-game positions reached by random play (several depths, several games); with
    ``seat``, positions where that seat is to act."""
    out = []
    rng = random.Random(seed)
    for k in range(count * (20 if seat is not None else 1)):
        if len(out) >= count:
            break
        state = game.setup(dict(options or {}), 100 + k)
        for _ in range(rng.randrange(0, depth)):
            legal = game.legal_actions(state)
            if not legal:
                break
            after = game.apply(state, rng.choice(legal))
            if game.outcome(after) is not None:
                break
            state = after
        if seat is None or game.actor(state) == seat:
            out.append(state)
    return out


def deterministic(game, level, cap=300):
    spec = level_spec(game, level)
    if spec["kind"] == "mcts":
        spec["seconds"] = None  # iteration-bound: the same input gives the same output
        spec["iterations"] = min(spec["iterations"], cap)
    return make_bot(spec)


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
@pytest.mark.parametrize("level", list(LEVELS))
def test_named_levels_choose_the_same_whatever_the_hidden_cards(game, level):
    bot = deterministic(game, level)
    for i, state in enumerate(positions(game)):
        seat = game.actor(state)
        action, twins = check_never_cheats(game, state, seat, bot, seed=1000 + i, count=3)
        assert action in game.legal_actions(state)
        assert all(game.view(t, seat) == game.view(state, seat) for t in twins)


@pytest.mark.parametrize("game,players,seat", SEATED, ids=lambda v: getattr(v, "id", str(v)))
@pytest.mark.parametrize("level", list(LEVELS))
def test_every_seat_of_a_larger_table_chooses_the_same_whatever_it_cannot_see(game, players, seat, level):
    bot = deterministic(game, level, cap=120)
    found = positions(game, count=2, seed=players * 10 + seat, options={"players": players}, seat=seat, depth=8 * players)
    assert found, f"no position with seat {seat} to act was reached"
    for i, state in enumerate(found):
        assert game.seat_count(state) == players
        action, twins = check_never_cheats(game, state, seat, bot, seed=500 + i, count=2)
        assert action in game.legal_actions(state)


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
@pytest.mark.parametrize("bot", [RandomBot(), GreedyBot(), GreedyBot(epsilon=0.5), MCTSBot(iterations=150)],
                         ids=["random", "greedy", "greedy-eps", "mcts"])
def test_every_bot_kind_chooses_the_same_whatever_the_hidden_cards(game, bot):
    for i, state in enumerate(positions(game, count=4, seed=1)):
        check_never_cheats(game, state, game.actor(state), bot, seed=7 + i, count=3)


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_twins_really_differ_in_what_the_seat_cannot_see(game):
    state = positions(game, count=1)[0]
    seat = game.actor(state)
    twins = hidden_twins(game, state, seat, count=3)
    assert len(twins) == 3
    for twin in twins:
        assert {k: v for k, v in twin.items() if k != "rng"} != {k: v for k, v in state.items() if k != "rng"}


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_the_check_catches_a_bot_that_peeks(game):
    """A harness that leaked the state would let a bot peek; the check must notice."""

    def peeking_decide(game, state, seat, bot, seed):
        legal = game.legal_actions(state)
        hidden = game.to_json(state)  # everything, including what the seat may not see
        return legal[sum(map(ord, hidden)) % len(legal)]

    for state in positions(game):
        if len(game.legal_actions(state)) > 3:
            with pytest.raises(AssertionError):
                check_never_cheats(game, state, game.actor(state), RandomBot(), seed=3, count=6, decide=peeking_decide)
            return
    pytest.fail("no position with a real choice was found")


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_the_app_hands_a_bot_only_its_view(game):
    shell = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(2))
    shell.command(f"new {game.id}")
    form = {"seat0": "bot:hard", "seat1": "human"}
    if len(game.player_counts()) > 1:  # the smallest table, so that seat 0 is the only computer
        form["players"] = str(min(game.player_counts()))
    shell.command("start", form)
    turn = shell.bot_turn()
    while turn is None:  # the human moves first (a turn may take several steps): then the bot must move
        shell.command("play " + shell.legal_for_human()[0])
        turn = shell.bot_turn()
    view, seat, level = turn.view, turn.seat, turn.level
    assert view == game.view(shell.session.state, seat)
    assert level == "hard"
    # the state the app keeps has more in it than the bot is given
    assert view != shell.session.state
    assert decide(game, shell.session.state, seat, RandomBot(), 5) in game.legal_actions(shell.session.state)
    for twin in hidden_twins(game, shell.session.state, seat, count=2):
        assert game.view(twin, seat) == view
