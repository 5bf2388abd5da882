"""Where a card may go in a display case: every card must cover at least one insect of the
same kind, a Dung beetle only by a Dung beetle, and never half of a Stag Beetle or a Moth
(the first card goes anywhere). Also the legal positions with their gains, cached for the
search.
"""

from ...i18n import msg
from .cards import CARD_CODES, CELL_NAMES, DUNG, KIND_KEYS, MOTH_L, POS_CELLS, SPAN, STAG_L
from .scoring import placement_gain


def placement_problem(grid, card, p, first):
    """Why ``card`` may not go at position ``p`` on the visible layer ``grid`` (a message), or None.

    ``first``: the case is empty (the first card goes anywhere)."""
    if first:
        return None
    codes = CARD_CODES[card]
    cells = POS_CELLS[p]
    match = False
    for k in range(4):
        old = grid[cells[k]]
        if not old:
            continue
        new = codes[k]
        if old == DUNG:
            if new != DUNG:
                return msg("hexapod.why.dung", cell=CELL_NAMES[cells[k]], insect=msg(f"hexapod.a.{KIND_KEYS[new]}"))
            match = True
        elif old < DUNG:
            if new == old:
                match = True
        elif old in (STAG_L, MOTH_L):
            if k & 1:  # the card's right column: the insect's right half would stay visible
                return msg(f"hexapod.why.half_{KIND_KEYS[old]}", cells=f"{CELL_NAMES[cells[k]]}–{CELL_NAMES[cells[k] + 1]}")
            if new == old:
                match = True
        else:
            if not k & 1:
                return msg(f"hexapod.why.half_{KIND_KEYS[old]}", cells=f"{CELL_NAMES[cells[k] - 1]}–{CELL_NAMES[cells[k]]}")
    if not match:
        return msg("hexapod.why.no_match")
    return None


def can_place(grid, card, p, first):
    """Fast yes/no version of :func:`placement_problem`."""
    if first:
        return True
    codes = CARD_CODES[card]
    cells = POS_CELLS[p]
    match = False
    for k in range(4):
        old = grid[cells[k]]
        if not old:
            continue
        new = codes[k]
        if old == DUNG:
            if new != DUNG:
                return False
            match = True
        elif old < DUNG:
            if new == old:
                match = True
        elif old == STAG_L or old == MOTH_L:
            if k & 1:
                return False
            if new == old:
                match = True
        elif not k & 1:
            return False
    return match


def positions_for(grid, card, first):
    """Every position (index) where ``card`` may be placed."""
    return [p for p in range(SPAN * SPAN) if can_place(grid, card, p, first)]


_OPTIONS_CACHE: dict = {}


def placement_options(grid, card, first):
    """``((p, gain), ...)``: every legal position of ``card`` on ``grid`` in position order,
    with the points the placement gains. Cached on the grid's contents: a search meets the
    same cases and cards over and over, and legality plus gains are most of its work."""
    key = (*grid, card, first)
    found = _OPTIONS_CACHE.get(key)
    if found is None:
        found = tuple((p, placement_gain(grid, card, p)) for p in range(SPAN * SPAN) if can_place(grid, card, p, first))
        if len(_OPTIONS_CACHE) > 20000:
            _OPTIONS_CACHE.clear()
        _OPTIONS_CACHE[key] = found
    return found

