"""1,000 random games of Lepidoptery with the rules' invariants checked after every action.

The protocol's generic promises (JSON round trip, purity, legal actions, replay, views and
secrets) are checked for every game by tests/test_conformance.py.
"""

import random

from vivarium.games.lepidoptery.rules import COLUMNS, FULL_DECK, Lepidoptery

G = Lepidoptery()


def cards_of(state, seat):
    """Every one of ``seat``'s 38 cards, wherever it is: hand, deck, play area, discard."""
    cards = list(state["hands"][seat]) + list(state["decks"][seat]) + list(state["discard"][seat])
    play = state["play"]
    if play is not None and play["seat"] == seat:
        ranks = list(play["ranks"])
        if play["joker"] is not None:
            ranks.remove(play["joker"])
        cards += ranks
    return sorted(cards)


def check_invariants(state):
    for seat in (0, 1):
        assert cards_of(state, seat) == FULL_DECK, f"seat {seat}'s cards are not all accounted for"
        assert state["hands"][seat] == sorted(state["hands"][seat])
    rows = state["rows"]
    assert len(state["board"]) == COLUMNS
    assert all(len(col) <= rows for col in state["board"])
    full = [c for c in state["board"] if len(c) == rows]
    # At most one full column; the move that ends the game may leave two, because the win is
    # checked before the other full columns are cleared (rule order, worked example 5).
    assert len(full) <= 1 or state["over"], "at most one full column"
    if state["play"] is not None:
        assert state["play"]["seat"] != state["turn"] or state["over"]


def test_one_thousand_random_games_keep_every_invariant():
    outcomes = {"line": 0, "shed": 0, "draw": 0}
    jokers_played = passes = clears = 0
    for seed in range(1000):
        rng = random.Random(seed)
        options = {"rows": 4 if seed % 4 else 5}
        state = G.setup(options, seed)
        check_invariants(state)
        plies = 0
        while not state["over"]:
            action = rng.choice(G.legal_actions(state))
            new = G.next_state(state, action)
            if "J" in action:
                jokers_played += 1
            passes += action == "pass"
            clears += bool(new["last"].get("cleared"))
            state = new
            plies += 1
            check_invariants(state)
            assert plies < 1000
        outcomes[state["result"]["kind"]] += 1
    # random play reaches every ending and every mechanism many times
    assert outcomes["line"] > 500 and outcomes["shed"] > 10
    assert jokers_played > 1000 and passes > 1000 and clears > 100
