"""1,000 random games of Hexapod with the invariants checked after every action.

Every placement is checked against a reference reading of the placement rules written here,
on its own representation (each visible cell knows which insect of which card it shows), so
the engine's own ``can_place`` is not trusted to check itself. The protocol's generic promises
(JSON round trip, purity, legal actions, replay, views and secrets) are checked for every game
by tests/test_conformance.py.
"""

import random

from vivarium.games.hexapod.rules import CARD_TABLE, SPIDER, Hexapod

G = Hexapod()
POSITIONS = [f"{c}{r}" for r in "12345" for c in "abcde"]
CODE = {"B": 1, "G": 2, "Y": 3, "R": 4, "D": 5}


def ref_cells(card, pos):
    """The four cells a card covers: ``(row, col, kind, insect)``; a Stag/Moth's two cells
    share one insect id."""
    col, row = "abcde".index(pos[0]), int(pos[1:]) - 1
    text = CARD_TABLE[card]
    out = []
    for k in range(4):
        r, c = row + k // 2, col + k % 2
        ch = text[k]
        insect = (card, "large", k // 2) if ch in "SM" else (card, k)
        out.append((r, c, ch, insect))
    return out


def ref_problem(case, card, pos):
    """The rules of shared/rules/hexapod.md on ``case`` ({(r, c): (kind, insect)})."""
    if not (pos[0] in "abcde" and pos[1:] in ("1", "2", "3", "4", "5")):
        return "outside"
    new = ref_cells(card, pos)
    if not case:
        return None
    covered = {(r, c) for r, c, _, _ in new}
    match = False
    for r, c, ch, insect in new:
        old = case.get((r, c))
        if old is None:
            continue
        kind, old_insect = old
        if kind == "D" and ch != "D":
            return "dung"
        if kind in "SM":
            halves = [cell for cell, (_, i) in case.items() if i == old_insect]
            if not all(h in covered for h in halves):
                return "partial"
            # exact: the new card's same-kind insect covers both halves
            if ch == kind and sorted(h for h in halves) == sorted((rr, cc) for rr, cc, cch, ii in new if ii == insect):
                match = True
        elif ch == kind:
            match = True
    return None if match else "no match"


def ref_grid(case):
    out = [0] * 36
    for (r, c), (kind, insect) in case.items():
        if kind in "SM":
            left = min(cc for (rr, cc), (_, i) in case.items() if i == insect)
            out[r * 6 + c] = (6 if kind == "S" else 8) + (c != left)
        else:
            out[r * 6 + c] = CODE[kind]
    return out


def check_invariants(state, cases):
    cards = [c for s in state["stacks"] for c in s] + [c for h in state["hands"] for c in h]
    cards += [c for pl in state["placed"] for c, _ in pl]
    assert sorted(cards) == list(range(42)), "every card is in exactly one of stacks, hands, cases"
    assert all(0 <= n <= 3 for n in state["coins"])
    assert all(len(h) <= 2 for h in state["hands"])
    assert SPIDER not in state["hands"][0] + state["hands"][1]
    for seat in (0, 1):
        assert state["grids"][seat] == ref_grid(cases[seat])
    for s, k in zip(state["stacks"], state["known"]):
        assert 0 <= k <= len(s) and (k >= 1 or not s)


def choose(rng, legal, careful):
    """Uniform, or (``careful``) avoiding a pass while anything else is possible, so that
    games run long enough to empty stacks and reveal the Spider."""
    if careful and len(legal) > 1 and "pass" in legal and rng.random() < 0.97:
        legal = [a for a in legal if a != "pass"]
    return rng.choice(legal)


def test_one_thousand_random_games_keep_every_invariant():
    endings = {"spider": 0, "passed": 0}
    coins = declined = emptied = covers = finals = 0
    for seed in range(1000):
        rng = random.Random(seed)
        state = G.setup({}, seed)
        plies = 0
        cases = [{}, {}]
        check_invariants(state, cases)
        while not state["over"]:
            legal = G.legal_actions(state)
            action = choose(rng, legal, careful=seed % 2 == 1)
            seat = state["turn"]
            parts = action.split()
            if parts[0] == "place" and seed % 10 == 0:
                # the engine offers exactly the placements the reference allows, no more, no fewer
                ref = {f"place {'AB'[h]} {pos}" for h, c in enumerate(state["hands"][seat]) for pos in POSITIONS
                       if ref_problem(cases[seat], c, pos) is None}
                assert ref == set(legal)
            if parts[0] == "place":
                card = state["hands"][seat]["AB".index(parts[1])]
                assert ref_problem(cases[seat], card, parts[2]) is None, (cases[seat], card, parts[2])
                for r, c, ch, insect in ref_cells(card, parts[2]):
                    covers += (r, c) in cases[seat]
                    cases[seat][(r, c)] = (ch, insect)
            new = G.next_state(state, action)
            coins += parts[0] == "coin"
            declined += action == "pass" and state["final"]
            finals += new["final"] and not state["final"]
            emptied += any(not s for s in new["stacks"])
            state = new
            plies += 1
            check_invariants(state, cases)
            assert plies < 400
        endings["spider" if state["ending"] is not None else "passed"] += 1
    assert endings["spider"] > 200 and endings["passed"] > 200, endings
    assert coins > 1000 and declined > 10 and finals > 100 and emptied > 100 and covers > 1000
