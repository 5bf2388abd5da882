"""Arctic's power cards: what each side does (a message) and what it allows now.

One power card per animal, all on side A or B as the options chose. A player holds a power
while their visible animal is that animal (``state["holders"]``); Fox, Puffin and Moose B act
only when held since the start of the turn (``state["t"]["held"]``).
"""

from ...i18n import msg
from .cards import ANIMAL_IDS, ANIMAL_OF, BEAR, COMPANION_OF, MOOSE, ORCA, PUFFIN, WALRUS

# What each side does, as messages (``arctic.power.<animal>.<side>``).
POWER_TEXT = {(animal, side): msg(f"arctic.power.{ANIMAL_IDS[animal]}.{side.lower()}")
              for animal in range(6) for side in ("A", "B")}


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
