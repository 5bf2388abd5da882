"""Papillon: what both rounds share -- seat names, deal sizes, dice, sides, the order of play."""

from ...core import rng as rnglib
from ...i18n import msg, say

SEAT_NAMES = ("Azure", "Monarch", "Peacock", "Brimstone", "Admiral")
# players -> (hand size, table cards, deals); the orange round deals the same hand sizes the
# same number of times (its plate is always two cards)
DEALS = {2: (7, 2, 4), 3: (6, 4, 3), 4: (7, 2, 2), 5: (11, 3, 1)}


def roll_two(rng):
    a, rng = rnglib.randbelow(rng, 6)
    b, rng = rnglib.randbelow(rng, 6)
    return [a + 1, b + 1], rng


def roll_off(rng, rolls, who, high=True):
    """The winner among ``who`` (keys of ``rolls``: {key: [d1, d2]}) by the sum of two dice,
    highest (or lowest) first; the tied re-roll among themselves until one is alone. Returns
    ``(winner, rerolls, rng)`` with ``rerolls`` = ``[[[key, d1, d2], ...], ...]``."""
    best = max if high else min
    tied = list(who)
    current = {k: sum(rolls[k]) for k in tied}
    rerolls = []
    while True:
        top = best(current[k] for k in tied)
        tied = [k for k in tied if current[k] == top]
        if len(tied) == 1:
            return tied[0], rerolls, rng
        again = []
        for k in tied:
            dice, rng = roll_two(rng)
            current[k] = sum(dice)
            again.append([k, dice[0], dice[1]])
        rerolls.append(again)


def seat_msg(seat):
    """A seat's name as a message (``papillon.seat.azure``…): said in the screen's language."""
    return msg("papillon.seat." + SEAT_NAMES[seat].lower())


def seat_label(seat):
    """A seat's name in the language in use (for the screen)."""
    return say(seat_msg(seat))


def names_with(seats, key_two="papillon.side.two", key_more="papillon.side.more"):
    """Seats' names as one message: "Azure", "Azure & Peacock", "Azure, Peacock & Admiral"."""
    names = [seat_msg(s) for s in seats]
    if len(names) == 1:
        return names[0]
    out = msg(key_two, a=names[-2], b=names[-1])
    for name in reversed(names[:-2]):
        out = msg(key_more, a=name, rest=out)
    return out


def commas(items):
    """``items`` joined by commas: "Azure 7, Monarch 9" (a message)."""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = msg("papillon.comma", a=item, b=out)
    return out


def cards_msg(n):
    """"1 card", "3 cards" (a message)."""
    return msg("papillon.n_cards", n=n)


def way_msg(direction):
    """"clockwise" or "anticlockwise" (a message)."""
    return msg("papillon.way.clockwise" if direction == 1 else "papillon.way.anticlockwise")


def side_name(state, side):
    """"Azure", "Azure & Peacock", "Azure, Peacock & Admiral" (a message)."""
    return names_with(state["sides"][side])


def seats_from_starter(state):
    """Every seat in the order of play, from the round's starter."""
    order = state["order"]
    i = order.index(state["starter"])
    d = state["direction"] or 1
    return [order[(i + k * d) % len(order)] for k in range(len(order))]


def next_seat(state, seat):
    """The seat after ``seat`` in the direction of play."""
    order = state["order"]
    return order[(order.index(seat) + state["direction"]) % len(order)]
