"""Arrow keys on a board whose squares are named column letter + row number (``c4``).

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
