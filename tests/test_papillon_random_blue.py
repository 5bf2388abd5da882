"""Papillon, blue round: 1,000 random games for each of 2, 3, 4 and 5 players, with the
invariants checked after every action (shared/rules/papillon.md; issue 11).

After every action: the 58 cards are each in exactly one of deck, hands, table and capture
piles; each side's pile is the sum of what its members captured (one pile a side); each side
is a team of ``teams()``. Sampled (they cost more): the views' sizes and own hand, and a
determinization of them keeps every card in one place; once a game ends, the score adds up.
The protocol's generic promises (JSON round trip, purity, legal actions, replay, views and
secrets) are checked for every game by tests/test_conformance.py.
"""

import random
import re

import pytest

from vivarium.games.papillon.cards import CHAT, DECK_SIZE, DRAGON, YANG, YIN
from vivarium.games.papillon.rules import DEALS, Papillon

G = Papillon()
GAMES = 1000


def check_cards(state):
    places = list(state["deck"]) + list(state["table"])
    for hand in state["hands"]:
        places += hand
    for pile in state["piles"] or []:
        places += pile
    assert sorted(places) == list(range(DECK_SIZE)), "every card in exactly one place"


def check_sides(state):
    if state["sides"] is None:
        assert state["phase"] == "partners"
        return
    assert sorted(s for side in state["sides"] for s in side) == list(range(state["n"]))
    assert G.teams(state) == state["sides"]
    for i, side in enumerate(state["sides"]):
        assert len(state["piles"][i]) == sum(state["taken"][s] for s in side)
        for s in side:
            assert state["side_of"][s] == i


def check_view(state, seat):
    view = G.view(state, seat)
    assert view["hand_sizes"] == [len(h) for h in state["hands"]]
    assert view["deck_size"] == len(state["deck"])
    if seat is not None:
        assert view["hand"] == state["hands"][seat]
    twin = G.determinize(view, 12345)
    check_cards(twin)
    assert [len(h) for h in twin["hands"]] == view["hand_sizes"]
    if seat is not None:
        assert twin["hands"][seat] == state["hands"][seat]


TEN = {YIN, YANG, 48, 49, 50, 51, 54, 55, 56, DRAGON, 3, 15, 27, 39}  # worth 10 each in blue


def reference_subtotals(state, chat):
    """Blue subtotals written again from the contract's list, without the engine's code."""
    piles = state["piles"]
    sizes = [len(p) for p in piles]
    out = []
    for i, pile in enumerate(piles):
        points = 10 * len(TEN & set(pile))
        if YIN in pile and YANG in pile:
            points += 10
        if chat and chat[0] == i:
            points += chat[1]
        out.append(points)
    most = state["results"]["blue"]["most"]["side"]
    top = max(sizes)
    if sizes.count(top) == 1:
        assert most == sizes.index(top)
    if most is not None:
        assert sizes[most] == top
        out[most] += 10
    return out


def play_one(n, seed, rnd, deep):
    options = {"players": n, "round": "blue"}
    if n == 3:
        options["teams"] = rnd.choice(["solo", "two_vs_one"])
    state = G.setup(options, seed)
    chat = None
    step = 0
    while True:
        check_cards(state)
        check_sides(state)
        legal = G.legal_actions(state)
        if not legal:
            break
        if deep or step % 17 == 0:
            check_view(state, state["turn"])
        action = rnd.choice(legal)
        seat = state["turn"]
        verb = action.split()[0]
        before_table = list(state["table"])
        state = G.next_state(state, action)
        side = state["side_of"][seat] if state["side_of"] else None
        if verb in ("take", "sum", "combine") and str(CHAT) in re.findall(r"\d+", action.partition(" ")[2]):
            chat = (side, 30)  # taken on purpose: the Chat Noir is one of the capture's cards
        if verb == "papillon" and CHAT in before_table:
            chat = (side, -30)
        step += 1
    out = G.outcome(state)
    assert state["deal_no"] == DEALS[n][2]
    assert all(not h for h in state["hands"]) and not state["deck"]
    score = state["results"]["blue"]
    assert out["scores"] == [score["totals"][state["side_of"][s]] for s in range(n)]
    assert sum(score["ambulance"]) == 0
    if chat is None and any(CHAT in p for p in state["piles"]):
        chat = (next(i for i, p in enumerate(state["piles"]) if CHAT in p), -30)  # the last sweep
    assert score["subtotal"] == reference_subtotals(state, chat)
    best = max(score["totals"])
    winners = [s for side in state["sides"] if score["totals"][state["side_of"][side[0]]] == best for s in side]
    if out["result"] == "win":
        assert sorted(out["winners"]) == sorted(winners)
    assert sorted(out["ranking"]) == list(range(n))
    return step


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_blue_games(n):
    rnd = random.Random(1000 + n)
    total = 0
    for game in range(GAMES):
        total += play_one(n, 50_000 * n + game, rnd, deep=(game % 25 == 0))
    assert total > GAMES * 20
