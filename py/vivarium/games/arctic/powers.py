"""Arctic's power cards: what each side does (in words) and what it allows now.

One power card per animal, all on side A or B as the options chose. A player holds a power
while their visible animal is that animal (``state["holders"]``); Fox, Puffin and Moose B act
only when held since the start of the turn (``state["t"]["held"]``).
"""

from .cards import ANIMAL_OF, BEAR, COMPANION_OF, FOX, MOOSE, ORCA, PUFFIN, WALRUS

POWER_TEXT = {
    (FOX, "A"): "The last card you place may go face down under your visible card; at scoring it counts as any animal.",
    (FOX, "B"): "The last card you place may go to the bottom of your pile.",
    (MOOSE, "A"): "Draw value +1 or −1 this turn.",
    (MOOSE, "B"): "Placement value +1 or −1 this turn.",
    (WALRUS, "A"): "After moving, the main token may move 1 more card either way.",
    (WALRUS, "B"): "After moving, the companion token may move 1 more card either way.",
    (ORCA, "A"): "The River is refilled after each card you take.",
    (ORCA, "B"): "Any draw may be the top card of the draw pile (kept secret).",
    (PUFFIN, "A"): "Before placing, swap one hand card with one River card.",
    (PUFFIN, "B"): "Before placing, take your visible card back into your hand.",
    (BEAR, "A"): "Draws may also come from your own Penalty pile (back to hand).",
    (BEAR, "B"): "Once per turn after drawing, give 1 of your Penalty cards to another player.",
}


def holds(state, seat, animal, side=None):
    """Whether ``seat`` holds ``animal``'s power card now (on ``side``, when given)."""
    return state["holders"][animal] == seat and (side is None or state["sides"][animal] == side)


def prepare_options(state, seat):
    """The powers ``seat`` may still use before placing this turn: "swap" (Puffin A),
    "takeback" (Puffin B), "moose" (Moose B)."""
    t = state["t"]
    held = t["held"]
    out = []
    sides = state["sides"]
    if PUFFIN in held:
        if sides[PUFFIN] == "A" and not t["swap"] and state["hands"][seat] and state["river"]:
            out.append("swap")
        if sides[PUFFIN] == "B" and not t["takeback"] and state["piles"][seat]:
            out.append("takeback")
    if MOOSE in held and sides[MOOSE] == "B" and not t["moose_used"]:
        out.append("moose")
    return out


def walrus_targets(state, card):
    """The directions ("left", "right") in which the Walrus may move its token one more card
    after ``card`` moved the tokens: the main token on side A, the companion on side B."""
    animal = ANIMAL_OF[card] if state["sides"][WALRUS] == "A" else COMPANION_OF[card]
    pos = state["tokens"][animal]
    return [d for d, step in (("left", -1), ("right", 1)) if 0 <= pos + step <= 5]


def draw_sources(state, seat):
    """Where ``seat`` may take a card from now: "river", "deck" (Orca B), "penalty" (Polar
    Bear A)."""
    out = []
    if state["river"]:
        out.append("river")
    if holds(state, seat, ORCA, "B") and (state["draw"] or state["reserve"]):
        out.append("deck")
    if holds(state, seat, BEAR, "A") and state["penalties"][seat]:
        out.append("penalty")
    return out
