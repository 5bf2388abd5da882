"""Papillon, the orange round's hidden information: what a seat sees of the hidden cards, what
a stuck hand tells, and deals consistent with both (determinization, for the bots). Pure.
"""

from ...core import rng as rnglib
from ...core.protocol import reveal
from .cards import BLUE_IDS, DECK_SIZE, ORANGE_IDS, PAPILLON
from .sequences import PLACE_VALUE

DEAL_TRIES = 8  # determinization: deals tried to keep every seat's no_play fact


# ---- what a stuck hand tells ----------------------------------------------------------------------
# A card that can be laid must be laid (and every Atout but Yin and Yang always can), all in
# view. So when a player draws, passes, or stops after one card, everybody learns that every
# card then in that hand was a family card, Yin or Yang whose value fitted no spot. The
# layout's values at that moment are one bit mask (``union``: the values some spot accepts);
# ``state["no_play"][seat]`` keeps the seat's latest such fact, ``[union, count]``: at least
# ``count`` cards of its hand are still of those it held then. A card the seat lays later that
# fits ``union``'s complement may have been one of them (count − 1); any other card it lays was
# drawn since. Draws add unknown cards and change nothing. Determinizations deal accordingly.

def note_stuck(state, seat, masks, count):
    """``seat`` could lay nothing on the layout of ``masks``, with ``count`` cards in hand."""
    union = masks[0] | masks[1] | masks[2] | masks[3] | masks[4] | masks[5]
    state["no_play"][seat] = [union, count] if count > 0 else None


def note_shown(state, seat, card):
    """``seat`` laid ``card``: one card fewer of its stuck hand, if it may have been one."""
    fact = state["no_play"][seat]
    if fact is not None and stuck_card(card, fact[0]):
        fact[1] -= 1
        if fact[1] <= 0:
            state["no_play"][seat] = None


def stuck_card(card, union):
    """Whether ``card`` could have stayed in a hand that could lay nothing on a layout whose
    spots accept the values of ``union``."""
    v = PLACE_VALUE[card % DECK_SIZE]
    return v is not None and not union >> v & 1


# ---- information ----------------------------------------------------------------------------------
def public_facts(state, seat):
    """What ``seat`` (None: a spectator) learns of the hidden parts: of every hand, its size and
    how many blue- and orange-backed cards it holds (the backs show); the draw pile's size and
    how many face-down orange cards lie on top of it; how many orange cards are still to deal;
    ``cat_found`` only for the Chat Noir's victim (None for the others)."""
    hands = state["hands"]
    backs = []
    for h in hands:
        o = sum(1 for c in h if c >= DECK_SIZE)
        backs.append([len(h) - o, o])
    cat = state["cat"]
    victim = cat is not None and seat is not None and cat["victim"] == seat
    return {
        "hand_sizes": [len(h) for h in hands],
        "hand_backs": backs,
        "deck_size": len(state["deck"]),
        "deck_orange": sum(1 for c in state["deck"] if c >= DECK_SIZE),
        "odeck_size": len(state["odeck"]),
        "cat_found": reveal(state["cat_found"]) if victim else None,
    }


def determinize(view, state, rng_state):
    """A full state consistent with ``view``: the unseen blue cards dealt at random into the
    other hands (as many blue-backed cards as each holds) and the draw pile, the unseen orange
    cards into the other hands, the face-down top of the draw pile and the orange cards not
    dealt yet. ``state``: the public parts of ``view``, to fill in."""
    seat = view["seat"]
    n = view["n"]
    seen = [c for pile in (view["plate"] or []) for c, _v in pile]
    seen += [c for seq in view["seqs"] for c, _v in seq]
    seen += [c for stack in view["signs"] for c in stack]
    seen += view["centre"]
    if seat is not None:
        seen += view["hand"]
    seen_set = set(seen)
    blue_pool = [c for c in BLUE_IDS if c not in seen_set]
    orange_pool = [c for c in ORANGE_IDS if c not in seen_set]
    unknown = [s for s in range(n) if s != seat]
    blue_piles, orange_piles, rng_state = _deal_hidden(view, unknown, blue_pool, orange_pool, rng_state)
    hands = [None] * n
    for i, s in enumerate(unknown):
        hands[s] = blue_piles[i] + orange_piles[i]
    cat = view["cat"]
    found = False
    if seat is not None and cat is not None and cat["victim"] == seat:
        found = view["cat_found"]
    elif cat is not None and cat["stage"] == "drawn" and cat["victim"] in unknown:
        # whether the victim found a Papillon in its draw: as in the sample, the first 3 drawn
        sample = hands[cat["victim"]]
        found = any(c % DECK_SIZE == PAPILLON for c in sample[:3])
    for s in unknown:
        hands[s] = sorted(hands[s])
    if seat is not None:
        hands[seat] = list(view["hand"])
    state["hands"] = hands
    state["deck"] = orange_piles[-2] + blue_piles[-1]
    state["odeck"] = orange_piles[-1]
    state["cat_found"] = found
    state["rng"] = rnglib.next_u64(rng_state)[1]
    return state


def _deal_hidden(view, unknown, blue_pool, orange_pool, rng_state):
    """The unseen cards dealt: ``(blue piles, orange piles, rng_state)``, a pile per seat of
    ``unknown`` (as many blue- and orange-backed cards as it holds), then the draw pile's blue
    part, and the face-down orange cards on the pile and those still to deal. A seat with a
    ``no_play`` fact (see :func:`note_stuck`) gets at least that many cards that fit nowhere
    then, in random places among its backs; the rest is dealt at random."""
    backs = view["hand_backs"]
    facts = view.get("no_play") or [None] * view["n"]
    cat = view["cat"]
    # (a victim who found a Papillon is left out: its sample's first 3 cards are the draw)
    bound = [s for s in unknown if facts[s] and not (cat is not None and cat["victim"] == s and cat["stage"] == "drawn")]
    for _ in range(DEAL_TRIES):
        blue, rng_state = rnglib.shuffled(rng_state, blue_pool)
        orange, rng_state = rnglib.shuffled(rng_state, orange_pool)
        fixed = {}
        for s in bound:
            union, count = facts[s]
            b, o = backs[s]
            slots, rng_state = rnglib.shuffled(rng_state, [0] * b + [1] * o)
            need_b = slots[:count].count(0)
            need_o = min(count, b + o) - need_b
            got_b = [c for c in blue if stuck_card(c, union)][:need_b]
            got_o = [c for c in orange if stuck_card(c, union)][:need_o]
            if len(got_b) < need_b or len(got_o) < need_o:
                break  # an earlier seat took the cards this one needs: deal again
            taken = set(got_b) | set(got_o)
            got_b += [c for c in blue if c not in taken][:b - need_b]
            got_o += [c for c in orange if c not in taken][:o - need_o]
            taken.update(got_b, got_o)
            blue = [c for c in blue if c not in taken]
            orange = [c for c in orange if c not in taken]
            fixed[s] = (got_b, got_o)
        else:
            break
    else:
        # no deal kept every fact: the last one keeps those it could (the others are random)
        for s in fixed:
            blue_pool = [c for c in blue_pool if c not in fixed[s][0]]
            orange_pool = [c for c in orange_pool if c not in fixed[s][1]]
        blue, rng_state = rnglib.shuffled(rng_state, blue_pool)
        orange, rng_state = rnglib.shuffled(rng_state, orange_pool)
    blue_piles, orange_piles = [], []
    for s in unknown:
        if s in fixed:
            blue_piles.append(fixed[s][0])
            orange_piles.append(fixed[s][1])
        else:
            b, o = backs[s]
            blue_piles.append(blue[:b])
            orange_piles.append(orange[:o])
            blue, orange = blue[b:], orange[o:]
    deck_orange = view["deck_orange"]
    blue_piles.append(blue)
    orange_piles += [orange[:deck_orange], orange[deck_orange:]]
    return blue_piles, orange_piles, rng_state
