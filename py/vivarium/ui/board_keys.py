"""Arrow keys on a board whose squares are named column letter + row number (``c4``), and in
a grid of cells (``role="grid"``).

Pure, so the web edge and the tests share it. A board may offer only some squares (the legal
positions of a card, say): an arrow key then moves to the nearest offered square in that
direction, preferring the same row or column."""


def parse(name):
    """``"c4"`` -> ``(row 4, column 2)``; None for anything else."""
    if not isinstance(name, str) or len(name) < 2 or not name[0].isalpha() or not name[1:].isdigit():
        return None
    return int(name[1:]), ord(name[0].lower()) - ord("a")


def nearest(current, names, dr, dc):
    """The square of ``names`` to move to from ``current`` for the arrow ``(dr, dc)``
    (rows grow downwards), or None. The adjacent square wins when it is offered; otherwise
    the closest one ahead, counting a step sideways as two steps ahead."""
    here = parse(current)
    if here is None:
        return None
    best, best_cost = None, None
    for name in names:
        there = parse(name)
        if there is None or name == current:
            continue
        ahead = (there[0] - here[0]) * dr + (there[1] - here[1]) * dc
        side = abs((there[0] - here[0]) * dc) + abs((there[1] - here[1]) * dr)
        if ahead <= 0:
            continue
        cost = ahead + 2 * side
        if best_cost is None or cost < best_cost or (cost == best_cost and name < best):
            best, best_cost = name, cost
    return best


# ---- a grid (role="grid": rows of cells), walked with one cell in the tab order -------------------
GRID_KEYS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End")


def grid_step(widths, row, col, key, ctrl=False):
    """The cell ``(row, col)`` a key moves to in a grid whose rows hold ``widths`` cells: the
    arrows one cell (stopping at the edges), Home and End the row's first and last cell, and
    with Ctrl the grid's first and last cell. The same cell when the key moves nowhere."""
    if not widths or not 0 <= row < len(widths):
        return row, col
    if key == "Home":
        return (0, 0) if ctrl else (row, 0)
    if key == "End":
        return (len(widths) - 1, widths[-1] - 1) if ctrl else (row, widths[row] - 1)
    dr, dc = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}.get(key, (0, 0))
    r = min(max(row + dr, 0), len(widths) - 1)
    c = min(max(col + dc, 0), widths[r] - 1)
    return r, c
