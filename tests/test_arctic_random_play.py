"""1,000 random games of Arctic for each of 2, 3 and 4 players, invariants after every action.

Cheap checks run after every action: every card in exactly one place, River <= 6, tokens on
the Landscape, valid power-card holders, legal actions empty exactly when the game is over,
the hand limit at the end of every turn. Expensive ones run on a sample: JSON round-trip and
purity (``apply`` never mutates its input) on every 7th action, replay from
``(options, seed, actions)`` for every 5th game, views and determinizations now and then.

The hand limit has one legal exception (tested by name in test_arctic_rules.py): the last turn
has no draw step, so a Puffin B takeback with a Moose B -1 placement of 0 ends it with 8 cards.
"""

import json
import random
from collections import Counter

import pytest

from vivarium.core.records import new_record, replay
from vivarium.games.arctic.rules import Arctic, card_ids

G = Arctic()
GAMES = 1000


def check_cards(state, full):
    zones = state["hands"] + state["penalties"] + [state["river"], state["draw"]]
    cards = [x for zone in zones for x in zone]
    cards += [-1 - e if e < 0 else e for pile in state["piles"] for e in pile]
    if state["reserve"] is not None:
        cards += state["reserve"]
    assert len(cards) == len(full) and set(cards) == full, "a card is lost or duplicated"


def check_state(state, n, full):
    check_cards(state, full)
    assert len(state["river"]) <= 6
    assert all(0 <= tok <= 5 for tok in state["tokens"]) and len(state["tokens"]) == 6
    assert all(h is None or 0 <= h < n for h in state["holders"])
    assert all(hand == sorted(hand) for hand in state["hands"])
    if state["reserve"] is None:
        assert state["end"] is not None, "the Reserve was used without triggering the end"
    else:
        assert state["end"] is None and len(state["reserve"]) == 5 * (n - 1)


def hand_limit_exception(turn_actions, end):
    return end == "last" and "takeback" in turn_actions and "moose -1" in turn_actions


def play_one(n, seed, stats):
    rng = random.Random(seed * 10 + n)
    full = set(card_ids(n))
    options = {"players": n, "powers": ("random", "A", "B", "random")[seed % 4]}
    record = new_record(G, options, seed, [{"kind": "bot"}] * n)
    state = G.setup(record["options"], seed)
    check_state(state, n, full)
    turn_actions, k = [], 0
    while True:
        legal = G.legal_actions(state)
        assert (legal == []) == state["over"] == (G.outcome(state) is not None)
        if state["over"]:
            break
        assert G.to_act(state) == [state["turn"]]
        action = rng.choice(legal)
        seat, turn_no, end = state["turn"], state["turn_no"], state["end"]
        if k % 7 == 0:
            before = G.to_json(state)
            assert json.loads(before) == state, "JSON round-trip"
            new = G.apply(state, action)
            assert G.to_json(state) == before, "apply() mutated its input"
            line = G.describe(state, action)
            assert isinstance(line, str) and line.endswith(".") and len(line) > 10
        else:
            new = G.next_state(state, action)  # `action` comes from legal_actions; apply() on the sample
        if k % 97 == 0:
            for viewer in (seat, (seat + 1) % n, None):
                view = G.view(new, viewer)
                assert G.view(G.determinize(view, seed + k), viewer) == view
        record["actions"].append(action)
        turn_actions.append(action)
        stats[action.split()[0]] += 1
        state = new
        check_state(state, n, full)
        if state["end"] is not None and end is None:
            stats["end triggered"] += 1
        if state["over"] or state["turn_no"] != turn_no:  # the turn of `seat` has ended
            size = len(state["hands"][seat])
            if size > 7:
                assert hand_limit_exception(turn_actions, end), (n, seed, turn_actions)
                stats["8 cards after a last turn"] += 1
            turn_actions = []
        k += 1
        assert k < 2000, "the game does not end"
    if seed % 5 == 0:
        assert replay(G, record)[-1] == state
        assert json.loads(G.to_json(state)) == state
    out = G.outcome(state)
    assert sorted(out["ranking"]) == list(range(n)) and out["winners"] == [out["ranking"][0]]
    assert out["scores"][out["ranking"][0]] == max(out["scores"])
    assert state["last_turns"] == n and state["end"] == "last"
    stats["games"] += 1
    stats["actions"] += k
    return state


@pytest.mark.parametrize("n", [2, 3, 4])
def test_one_thousand_random_games_keep_every_invariant(n):
    stats = Counter()
    for seed in range(GAMES):
        play_one(n, seed, stats)
    assert stats["games"] == GAMES and stats["end triggered"] == GAMES
    # random play exercises every kind of decision many times
    for verb in ("place", "move", "walrus", "draw", "take", "discard", "give", "swap", "takeback",
                 "moose", "ready"):
        assert stats[verb] > 100, (verb, stats)
