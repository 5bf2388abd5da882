"""Papillon, orange round: 1,000 random orange-only games for each of 2, 3, 4 and 5 players,
with invariants after every action (shared/rules/papillon.md; issue 12). The 300 full games a
player count use the same checks in test_papillon_random_full.py (one file would take twice
the ~20 s a random-play file may take).

After every action: the 116 cards of both decks are each in exactly one place (draw pile,
orange cards to deal, hands, plate piles, sequences, sign slots, centre; in the blue round of a
full game the deck, table, hands, capture piles and the orange deck in its box); the must-play
rule: ``draw`` and ``pass`` are offered only when no hand card fits anywhere (checked against a
reference written here from the contract, not the engine's code) and never beside a placement,
and a turn never passes after a first card while a second one fits. At the end of every game:
the scores add up. The protocol's generic promises (JSON round trip, purity, legal actions,
replay, views and secrets) are checked for every game by tests/test_conformance.py.
"""

import random

import pytest

from vivarium.games.papillon.rules import DEALS, Papillon

G = Papillon()
ORANGE_GAMES = 1000
ALL = list(range(116))


# ---- a reference for "can this hand lay a card", from the contract -------------------------
def ref_fits(v, top, sign):
    if sign == 49:  # Plus
        return v in (top, top + 1)
    if sign == 50:  # Moins
        return v in (top, top - 1)
    if sign == 51:  # Multiplier/Diviser: multiples and divisors; after 0 or 1 anything
        return top in (0, 1) or v == 0 or v == 1 or v % top == 0 or (v and top % v == 0)
    return abs(v - top) <= 1


def ref_playable(state, hand):
    plate_values = [p[0][1] for p in state["plate"]]
    tops, signs = [], []
    for i in range(4):
        seq = state["seqs"][i]
        tops.append(seq[-1][1] if seq else plate_values[i // 2])
        signs.append(state["signs"][i][-1] % 58 if state["signs"][i] else None)
    for c in hand:
        f = c % 58
        if f >= 48 and f not in (52, 53):  # every Atout but Yin and Yang always fits somewhere
            return True
        v = f % 12 if f < 48 else (12 if f == 52 else 13)
        if v in plate_values or any(ref_fits(v, tops[i], signs[i]) for i in range(4)):
            return True
    return False


def check_cards(state):
    places = state["deck"] + state["odeck"] + state["table"]
    for hand in state["hands"]:
        places += hand
    for pile in state["piles"] or ():
        places += pile
    if state["round"] == "orange" and state["plate"] is not None:
        places += [c for pile in state["plate"] + state["seqs"] for c, _v in pile]
        for stack in state["signs"]:
            places += stack
        places += state["centre"]
    # 116 places holding 116 different cards, all of them ids 0..115: each card exactly once
    assert len(places) == 116 and len(set(places)) == 116 and min(places) == 0 and max(places) == 115, \
        "every card of both decks in exactly one place"


def check_must_play(state, legal):
    if state["round"] != "orange" or state["phase"] != "play":
        return
    cat = state["cat"]
    if cat is not None and cat["victim"] == state["turn"] and cat["stage"] == "before":
        assert legal[0] == "draw 3" and all(a.startswith("centre ") for a in legal[1:])
        return
    last = legal[-1]
    if last in ("draw", "pass"):
        assert len(legal) == 1, "draw or pass beside a placement"
        assert not ref_playable(state, state["hands"][state["turn"]]), "draw/pass offered while a card fits"
        assert (last == "draw") == bool(state["deck"])
        assert state["played"] == 0 and not state["drew"]


def check_second_card(before, action, after):
    """A turn never ends after a first card while a second one fits."""
    if before["round"] != "orange" or before["phase"] != "play" or after["over"]:
        return
    seat = before["turn"]
    verb = action.split(" ", 1)[0]
    if verb not in ("place", "sign", "centre") or before["played"] != 0:
        return
    if after["deal_no"] != before["deal_no"] or action == f"centre {56}" or action == f"centre {114}":
        return  # a deal ended, or a Papillon ended the turn
    if after["turn"] != seat:
        assert not ref_playable(after, after["hands"][seat]), "the turn passed while a second card fits"
    else:
        assert after["played"] == 1


def check_end(state):
    n = state["n"]
    res = state["results"]["orange"]
    deals = res["deals"]
    assert len(deals) <= DEALS[n][2] and not state["odeck"]
    assert all(d["points"] == (30 if d["last"] else 20) for d in deals)
    assert all(not d["last"] for d in deals[:-1])
    if state["apocalypse"]:
        assert not state["deck"] and not any(d["last"] for d in deals)
    else:
        assert deals[-1]["last"] and not state["hands"][deals[-1]["seat"]]
    penalties = [0] * n
    for d in deals:
        for s in range(n):
            if state["side_of"][s] != state["side_of"][d["seat"]]:
                penalties[s] += d["points"]
    assert res["deal_points"] == penalties
    for s in range(n):
        points = 0
        for line in res["hands"][s]:
            f = line["card"] % 58
            if f == 48:
                assert 2 <= line["points"] <= 12
            elif f == 56:
                assert line["points"] == 0
            else:
                expected = f % 12 if f < 48 else {52: 12, 53: 13, 57: 22, 54: 1}.get(f, 0)
                assert line["points"] == expected
            points += line["points"]
        assert res["hand_points"][s] == points
        assert res["totals"][s] == penalties[s] + points
    assert res["side_totals"] == [sum(res["totals"][s] for s in side) for side in state["sides"]]
    out = G.outcome(state)
    game = state["results"].get("game")
    totals = game["totals"] if game else res["side_totals"]
    if game:
        assert totals == [b - o for b, o in zip(state["results"]["blue"]["totals"], res["side_totals"])]
    best = max(totals) if game else min(totals)
    winners = sorted(s for i, side in enumerate(state["sides"]) if totals[i] == best for s in side)
    if out["result"] == "win":
        assert out["winners"] == winners
    else:
        assert len(winners) == n
    assert sorted(out["ranking"]) == list(range(n))


def play_one(n, mode, seed, rnd):
    options = {"players": n, "round": mode}
    if n == 3:
        options["teams"] = rnd.choice(["solo", "two_vs_one"])
    options = G.normalize_options(options)
    state = G.setup(options, seed)
    steps = 0
    while True:
        check_cards(state)
        legal = G.legal_actions(state)
        if not legal:
            break
        check_must_play(state, legal)
        action = legal[rnd.randrange(len(legal))]
        after = G.next_state(state, action)
        check_second_card(state, action, after)
        state = after
        steps += 1
    check_end(state)
    return steps


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_orange_games(n):
    rnd = random.Random(7000 + n)
    steps = sum(play_one(n, "orange", 90_000 * n + game, rnd) for game in range(ORANGE_GAMES))
    assert steps > ORANGE_GAMES * 30
