"""Arctic's components: the six animals, the 120 animal cards (``set * 30 + animal * 5 +
(draw - 1)``, set 0..3 being the set numbered 1..4 on the back) with their companions, the
Landscape's six cards and the table's sizes, and how a Personal pile stores its cards.

Personal piles list cards bottom to top; a face-down Fox A card is stored as ``-1 - card``
(``None`` in the view of another seat).
"""

from ...i18n import msg

ANIMALS = ("Fox", "Moose", "Walrus", "Orca", "Puffin", "Polar Bear")  # English ids (tests, option ids)
ANIMAL_IDS = ("fox", "moose", "walrus", "orca", "puffin", "bear")  # the catalogue's keys
FOX, MOOSE, WALRUS, ORCA, PUFFIN, BEAR = range(6)
SEAT_NAMES = ("Ice", "Aurora", "Tundra", "Fjord")
LANDSCAPE = (0, 1, 3, 6, 10, 15)
START_TOKEN = 2  # the card worth 3
HAND_LIMIT = 7
RIVER_SIZE = 6
START_HAND = 3
SIDES = ("A", "B")


# Companion animal of every card, per set (1..4): six groups (Fox..Polar Bear) of five digits
# (draw value 1..5). Derived from the Board Game Arena edition (contract):
# companion = (main + ((draw + set - 2) mod 5) + 1) mod 6. Replace here if printed cards differ.
COMPANIONS = (
    "12345 23450 34501 45012 50123 01234",
    "23451 34502 45013 50124 01235 12340",
    "34512 45023 50134 01245 12350 23401",
    "45123 50234 01345 12450 23501 34012",
)


def _card_table():
    table = []
    for set_no, groups in enumerate(COMPANIONS):
        for animal, digits in enumerate(groups.split()):
            for d, comp in enumerate(digits, start=1):
                table.append((set_no, animal, d, int(comp)))
    return tuple(table)


CARD_TABLE = _card_table()  # card -> (set 0..3, animal, draw value, companion)
ANIMAL_OF = tuple(row[1] for row in CARD_TABLE)
DRAW_OF = tuple(row[2] for row in CARD_TABLE)
PLACE_OF = tuple(6 - row[2] for row in CARD_TABLE)
COMPANION_OF = tuple(row[3] for row in CARD_TABLE)


# ---- cards in words ----------------------------------------------------------------------------
def card_ids(players):
    """The cards of a game of ``players``: sets 1..players."""
    return list(range(30 * players))


def is_down(entry):
    """Whether a pile entry is a face-down card (``None``: someone else's, unknown)."""
    return entry is None or entry < 0


def card_of(entry):
    """The card of a pile entry (face-down entries decoded), or None when unknown."""
    if entry is None:
        return None
    return -1 - entry if entry < 0 else entry


def animal_name(animal, article=""):
    """The animal's name as a message ("Fox", "Polar Bear"); with ``article="the"``, the name with
    its article in each language ("the Fox", « l’Élan », « le Renard »)."""
    return msg(f"arctic.{article or 'animal'}." + ANIMAL_IDS[animal])


def short_name(animal):
    """The animal's short name as a message ("Bear" for the Polar Bear)."""
    return msg("arctic.short." + ANIMAL_IDS[animal])


def seat_name(seat):
    """A seat's name as a message (the catalogue's ``arctic.seat.<name>``)."""
    return msg("arctic.seat." + SEAT_NAMES[seat].lower())


def n_cards(n):
    """"1 card", "3 cards" as a message."""
    return msg("arctic.n_cards", n=n)


def card_name(card):
    """"Fox 4/2": the animal, its placement value and its draw value (a message)."""
    return msg("arctic.card.name", animal=animal_name(ANIMAL_OF[card]), place=PLACE_OF[card], draw=DRAW_OF[card])


def card_words(card):
    """"Fox (place 4, draw 2)": the card with what its numbers mean, for the log, which is
    read aloud as well as shown (a message)."""
    return msg("arctic.card.words", animal=animal_name(ANIMAL_OF[card]), place=PLACE_OF[card], draw=DRAW_OF[card])


def card_long(card, article=""):
    """"Fox (place 4, draw 2, with Walrus)": the card in full, for labels and tooltips (a message;
    ``article`` as for :func:`animal_name`: "the Fox (…)" on a button that acts on it)."""
    return msg("arctic.card.long", animal=animal_name(ANIMAL_OF[card], article), place=PLACE_OF[card], draw=DRAW_OF[card],
               companion=animal_name(COMPANION_OF[card]))


# ---- Personal piles -----------------------------------------------------------------------
def visible_card(state, seat):
    """The face-up top card of ``seat``'s pile, or None (empty pile or face down)."""
    pile = state["piles"][seat]
    if not pile or is_down(pile[-1]):
        return None
    return pile[-1]


def placement_value(state, seat):
    """The placement value of ``seat``'s visible card (1 without one): how many cards the
    turn places, before the Moose."""
    card = visible_card(state, seat)
    return PLACE_OF[card] if card is not None else 1


def draw_value(state, seat):
    """The draw value of ``seat``'s visible card (1 without one): how many cards the turn
    draws, before the Moose."""
    card = visible_card(state, seat)
    return DRAW_OF[card] if card is not None else 1


# ---- the Landscape --------------------------------------------------------------------------
def token_moves(tokens, main, comp):
    """The main token's possible directions as ``{direction: (main_to, comp_to)}``:
    opposite directions, both tokens must stay on the Landscape; both on the same end card
    move inward together (one forced entry, keyed "in")."""
    m, c = tokens[main], tokens[comp]
    if m == c and m in (0, 5):
        step = 1 if m == 0 else -1
        return {"in": (m + step, c + step)}
    out = {}
    for name, dm in (("left", -1), ("right", 1)):
        if 0 <= m + dm <= 5 and 0 <= c - dm <= 5:
            out[name] = (m + dm, c - dm)
    return out

