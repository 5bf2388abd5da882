"""Hexapod's scoring: runs of two or more Blue, Green or Gold beetles in a row or column
(each beetle worth its colour: 1, 2, 3), Red Leaf beetles (1 each, plus 1 per Red Leaf
neighbour), 5 per Stag Beetle or Moth on show, 2 per unspent coin; what a placement would
gain, in points and in words; and the outcome of a finished game.
"""

from ...core.protocol import outcome_dict
from ...i18n import msg
from .cards import (
    BLUE,
    CARD_CODES,
    GOLD,
    GREEN,
    KIND_KEYS,
    KIND_NAMES,
    MOTH_L,
    NEIGHBOURS,
    POS_CELLS,
    RED,
    SIZE,
    SPAN,
    STAG_L,
    placed_grid,
    seat_msg,
)

LARGE_POINTS = 5
COIN_POINTS = 2

_LINE_CACHE: dict = {}


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


_POINTS_CACHE: dict = {}


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


def run_label(run):
    """``'Green row of 3'`` (a message)."""
    return msg(f"hexapod.run.{KIND_KEYS[run['kind']]}.{run['dir']}", n=len(run["cells"]))


def _comma_list(parts):
    """``parts`` (messages) as one message: ``'a, b, c'`` (halves joined by a comma, so that the
    message stays shallow: a sentence sent to another device has a depth limit)."""
    if len(parts) == 1:
        return parts[0]
    half = len(parts) // 2
    return msg("hexapod.effect.more", first=_comma_list(parts[:half]), next=_comma_list(parts[half:]))


def placement_effect(grid, card, p):
    """``(delta, text)``: how many points placing ``card`` at ``p`` gains or loses, and why,
    e.g. ``(6, "+6: Green row of 3")``, ``(2, "+2: Blue row of 2 → 3")`` or
    ``(-2, "−2: Blue row of 2 broken")``. The text is a message (its ``delta`` argument is the
    number of points)."""
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
            parts.append(msg("hexapod.effect.grown", run=run_label(longest), n=len(r["cells"])))
        else:
            parts.append(run_label(r))
    codes = CARD_CODES[card]
    new_large = [KIND_NAMES[c] for c in codes if c in (STAG_L, MOTH_L)]
    for name in new_large:
        parts.append(msg("hexapod.effect.large", kind=name, points=LARGE_POINTS))
    red = after_pts["red"] - before_pts["red"]
    if red > 0:
        parts.append(msg("hexapod.effect.red_up", points=red))
    elif red < 0:
        parts.append(msg("hexapod.effect.red_down", points=-red))
    for r in sorted(lost, key=lambda r: -r["points"]):
        parts.append(msg("hexapod.effect.broken", run=run_label(r)))
    covered_large = (before_pts["large"] + LARGE_POINTS * len(new_large) - after_pts["large"]) // LARGE_POINTS
    if covered_large:
        parts.append(msg("hexapod.effect.covered_one") if covered_large == 1 else msg("hexapod.effect.covered_many", count=covered_large))
    head = f"{'+' if delta >= 0 else '−'}{abs(delta)}"
    if not parts:
        return delta, msg("hexapod.effect.none" if delta == 0 else "hexapod.effect.bare", head=head, delta=delta)
    return delta, msg("hexapod.effect", head=head, parts=_comma_list(parts), delta=delta)


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
    rows = ("blue", "green", "gold", "red", "large", "coins")
    breakdown = [{"label": msg(f"hexapod.breakdown.{key}"), "values": [scored[s][1][key] for s in (0, 1)]} for key in rows]
    breakdown.append({"label": msg("hexapod.breakdown.total"), "values": totals})
    if state["ending"] is not None:
        key = "hexapod.end.spider_final" if state["final"] else "hexapod.end.spider"
        how = msg(key, who=seat_msg(state["ending"]))
    else:
        how = msg("hexapod.end.passed")
    if totals[0] == totals[1]:
        return outcome_dict("draw", [], msg("hexapod.end.draw", how=how, points=totals[0]), totals, breakdown)
    winner = 0 if totals[0] > totals[1] else 1
    reason = msg("hexapod.end.win", how=how, who=seat_msg(winner), points=totals[winner], other=totals[1 - winner])
    return outcome_dict("win", [winner], reason, totals, breakdown)

