"""Hexapod's scoring: runs of two or more Blue, Green or Gold beetles in a row or column
(each beetle worth its colour: 1, 2, 3), Red Leaf beetles (1 each, plus 1 per Red Leaf
neighbour), 5 per Stag Beetle or Moth on show, 2 per unspent coin; what a placement would
gain, in points and in words; and the outcome of a finished game.
"""

from ...core.protocol import outcome_dict
from .cards import (
    BLUE,
    CARD_CODES,
    GOLD,
    GREEN,
    KIND_NAMES,
    MOTH_L,
    NEIGHBOURS,
    POS_CELLS,
    RED,
    SEAT_NAMES,
    SIZE,
    SPAN,
    STAG_L,
    placed_grid,
)

LARGE_POINTS = 5
COIN_POINTS = 2

_LINE_CACHE = {}


def line_runs(values):
    """Scoring runs of one row or column: ``[(code, start, length)]`` for every maximal run of
    two or more Blue, Green or Gold beetles."""
    out = []
    i, n = 0, len(values)
    while i < n:
        v = values[i]
        j = i + 1
        while j < n and values[j] == v:
            j += 1
        if v in (BLUE, GREEN, GOLD) and j - i >= 2:
            out.append((v, i, j - i))
        i = j
    return out


def _line_points(values):
    key = tuple(values)
    found = _LINE_CACHE.get(key)
    if found is None:
        found = [0, 0, 0, 0]
        for v, _start, length in line_runs(key):
            found[v] += v * length  # a beetle's value is its code: Blue 1, Green 2, Gold 3
        found = tuple(found)
        if len(_LINE_CACHE) > 50000:
            _LINE_CACHE.clear()
        _LINE_CACHE[key] = found
    return found


def score_parts(grid):
    """``{"blue", "green", "gold", "red", "large"}`` points of a visible layer."""
    pts = [0, 0, 0, 0]
    for r in range(SIZE):
        lp = _line_points(grid[r * SIZE:(r + 1) * SIZE])
        pts[1] += lp[1]
        pts[2] += lp[2]
        pts[3] += lp[3]
    for c in range(SIZE):
        lp = _line_points(grid[c::SIZE])
        pts[1] += lp[1]
        pts[2] += lp[2]
        pts[3] += lp[3]
    red = 0
    large = 0
    for i, v in enumerate(grid):
        if v == RED:
            red += 1
            for j in NEIGHBOURS[i]:
                if grid[j] == RED:
                    red += 1
        elif v == STAG_L or v == MOTH_L:
            large += LARGE_POINTS
    return {"blue": pts[1], "green": pts[2], "gold": pts[3], "red": red, "large": large}


_POINTS_CACHE = {}


def case_points(grid):
    key = tuple(grid)
    found = _POINTS_CACHE.get(key)
    if found is None:
        found = sum(score_parts(grid).values())
        if len(_POINTS_CACHE) > 20000:
            _POINTS_CACHE.clear()
        _POINTS_CACHE[key] = found
    return found


def _window(p):
    r, c = divmod(p, SPAN)
    return tuple(rr * SIZE + cc for rr in range(max(0, r - 1), min(SIZE, r + 3)) for cc in range(max(0, c - 1), min(SIZE, c + 3)))


WINDOWS = tuple(_window(p) for p in range(SPAN * SPAN))  # the cells whose Red Leaf score a card may change


def _local_points(grid, p):
    """The points of the rows and columns a card at ``p`` touches, the Red Leaf points of the
    cells around it and the Stag/Moth points under it: what a placement there can change."""
    r, c = divmod(p, SPAN)
    pts = 0
    for rr in (r, r + 1):
        lp = _line_points(grid[rr * SIZE:(rr + 1) * SIZE])
        pts += lp[1] + lp[2] + lp[3]
    for cc in (c, c + 1):
        lp = _line_points(grid[cc::SIZE])
        pts += lp[1] + lp[2] + lp[3]
    for i in WINDOWS[p]:
        if grid[i] == RED:
            pts += 1
            for j in NEIGHBOURS[i]:
                if grid[j] == RED:
                    pts += 1
    for i in POS_CELLS[p]:
        v = grid[i]
        if v == STAG_L or v == MOTH_L:
            pts += LARGE_POINTS
    return pts


def placement_gain(grid, card, p):
    """Points gained (or lost) by placing ``card`` at ``p``: the same as
    ``case_points(placed_grid(...)) - case_points(grid)``, computed on the touched lines only."""
    return _local_points(placed_grid(grid, card, p), p) - _local_points(grid, p)


def scoring_runs(grid):
    """Every scoring run: ``[{"kind", "dir" ("row"/"column"), "cells" [indices], "points"}]``."""
    out = []
    for r in range(SIZE):
        for v, start, length in line_runs(grid[r * SIZE:(r + 1) * SIZE]):
            out.append({"kind": v, "dir": "row", "cells": [r * SIZE + start + k for k in range(length)], "points": v * length})
    for c in range(SIZE):
        for v, start, length in line_runs(grid[c::SIZE]):
            out.append({"kind": v, "dir": "column", "cells": [(start + k) * SIZE + c for k in range(length)], "points": v * length})
    return out


def _run_label(run):
    return f"{KIND_NAMES[run['kind']]} {run['dir']} of {len(run['cells'])}"


def placement_effect(grid, card, p):
    """``(delta, text)``: how many points placing ``card`` at ``p`` gains or loses, and why,
    e.g. ``(6, "+6: Green row of 3")``, ``(2, "+2: Blue row of 2 → 3")`` or
    ``(-2, "−2: Blue row of 2 broken")``."""
    after = placed_grid(grid, card, p)
    before_pts, after_pts = score_parts(grid), score_parts(after)
    delta = sum(after_pts.values()) - sum(before_pts.values())
    key = lambda r: (r["kind"], r["dir"], tuple(r["cells"]))  # noqa: E731
    old_runs = {key(r): r for r in scoring_runs(grid)}
    new_runs = {key(r): r for r in scoring_runs(after)}
    gained = sorted((r for k, r in new_runs.items() if k not in old_runs), key=lambda r: -r["points"])
    lost = [r for k, r in old_runs.items() if k not in new_runs]
    parts = []
    for r in gained:
        grown = [o for o in lost if o["kind"] == r["kind"] and o["dir"] == r["dir"] and set(o["cells"]) <= set(r["cells"])]
        if grown:
            longest = max(grown, key=lambda o: len(o["cells"]))
            for o in grown:
                lost.remove(o)
            parts.append(f"{_run_label(longest)} → {len(r['cells'])}")
        else:
            parts.append(_run_label(r))
    codes = CARD_CODES[card]
    new_large = [KIND_NAMES[c] for c in codes if c in (STAG_L, MOTH_L)]
    for name in new_large:
        parts.append(f"{name} +{LARGE_POINTS}")
    red = after_pts["red"] - before_pts["red"]
    if red > 0:
        parts.append(f"Red Leaf +{red}")
    elif red < 0:
        parts.append(f"Red Leaf −{-red}")
    for r in sorted(lost, key=lambda r: -r["points"]):
        parts.append(f"{_run_label(r)} broken")
    covered_large = (before_pts["large"] + LARGE_POINTS * len(new_large) - after_pts["large"]) // LARGE_POINTS
    if covered_large:
        parts.append("a Stag/Moth covered" if covered_large == 1 else f"{covered_large} Stags/Moths covered")
    head = f"{'+' if delta >= 0 else '−'}{abs(delta)}"
    if not parts:
        return delta, f"{head}: no change" if delta == 0 else head
    return delta, f"{head}: " + ", ".join(parts)


# ---- the end of the game ---------------------------------------------------------------------
def scores(state):
    """Each seat's ``(total, parts)``; parts as :func:`score_parts` plus ``coins``."""
    out = []
    for seat in (0, 1):
        parts = score_parts(state["grids"][seat])
        parts["coins"] = COIN_POINTS * state["coins"][seat]
        out.append((sum(parts.values()), parts))
    return out


def outcome(state):
    """The outcome of a finished game (see :func:`~vivarium.core.protocol.outcome_dict`)."""
    scored = scores(state)
    totals = [t for t, _ in scored]
    rows = [
        ("Blue beetles (runs)", "blue"),
        ("Green beetles (runs)", "green"),
        ("Gold beetles (runs)", "gold"),
        ("Red Leaf beetles", "red"),
        ("Stag Beetles and Moths", "large"),
        ("Unspent coins", "coins"),
    ]
    breakdown = [{"label": label, "values": [scored[s][1][key] for s in (0, 1)]} for label, key in rows]
    breakdown.append({"label": "Total", "values": totals})
    if state["ending"] is not None:
        how = f"The Spider was revealed by {SEAT_NAMES[state['ending']]}"
        how += ", and the final turn was played." if state["final"] else "."
    else:
        how = "Both players passed."
    if totals[0] == totals[1]:
        return outcome_dict("draw", [], f"{how} Both display cases are worth {totals[0]} points: a draw.", totals, breakdown)
    winner = 0 if totals[0] > totals[1] else 1
    reason = f"{how} {SEAT_NAMES[winner]} wins, {totals[winner]} points to {totals[1 - winner]}."
    return outcome_dict("win", [winner], reason, totals, breakdown)

