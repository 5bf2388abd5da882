"""Helpers for games with hidden information: what a seat cannot see, and sampling it.

A game's ``view(state, seat)`` removes what ``seat`` may not know (other hands, the order of
decks). Bots search over *determinizations*: full states consistent with the view, where the
unknown cards are dealt at random from the cards the seat cannot account for. These helpers
do the bookkeeping for any card game; each game's ``determinize`` says which zones are
hidden and how large they are.
"""

from . import rng as rnglib


def remaining(full, *seen):
    """The multiset ``full`` minus every card in ``seen`` (lists of cards), as a list.

    Raises ``ValueError`` if a seen card is not available: the view is inconsistent."""
    counts: dict = {}
    for card in full:
        counts[card] = counts.get(card, 0) + 1
    for group in seen:
        for card in group:
            left = counts.get(card, 0)
            if left <= 0:
                raise ValueError(f"card {card!r} is seen more often than it exists")
            counts[card] = left - 1
    out = []
    for card in full:
        if counts.get(card, 0) > 0:
            out.append(card)
            counts[card] -= 1
    return out


def deal(pool, sizes, rng_state):
    """Shuffle ``pool`` and cut it into piles of the given ``sizes`` (which must add up to
    ``len(pool)``). Returns ``(piles, rng_state)``."""
    if sum(sizes) != len(pool):
        raise ValueError(f"cannot deal {len(pool)} cards into piles of {list(sizes)}")
    cards, rng_state = rnglib.shuffled(rng_state, pool)
    piles, at = [], 0
    for size in sizes:
        piles.append(cards[at:at + size])
        at += size
    return piles, rng_state
