"""Papillon cards as data (shared/rules/papillon.md, "Cards").

One deck is 58 cards with unique ids ``0..57``:

- four families numbered 0-11: ``family * 12 + number`` -- Formes ``0..11``, Éléments
  ``12..23``, Découvertes ``24..35``, Serpents ``36..47``; the 7 of Serpents (id 43) is the
  Dragon;
- ten Atouts ``48..57`` (table :data:`ATOUTS`).

The game has two decks with the same faces (blue back, orange back): the blue deck is ids
``0..57``, the orange deck ``58..115`` (``face(card) = card % 58``), so two copies of a card
never share an id. Every helper here takes any id and works on its face.

Names shown to players are messages of the catalogue (``papillon.card.<key>``…, see
:func:`card_key`): the French names are the original ones.
"""

from ...i18n import msg

DECK_SIZE = 58
FAMILY_COUNT = 4
NUMBERS = 12  # 0..11

# (French name, English gloss, colour)
FAMILIES = (
    ("Formes", "Shapes", "green"),
    ("Éléments", "Elements", "blue"),
    ("Découvertes", "Discoveries", "red"),
    ("Serpents", "Snakes", "black"),
)
FORMES, ELEMENTS, DECOUVERTES, SERPENTS = range(4)

# The ten Atouts: (id, key, French name, English gloss, number). ``number`` is the value in
# a take, sum, combination or placement: None = "no number" (never a value); "wild" = any
# family value 0..11 (the Couteau Suisse). Yin 12 and Chat Noir 22 come from the source;
# Yang 13 is a contract [decision].
ATOUTS = (
    (48, "couteau", "Couteau Suisse", "Swiss knife", "wild"),
    (49, "plus", "Plus", "Plus", None),
    (50, "moins", "Moins", "Minus", None),
    (51, "multdiv", "Multiplier/Diviser", "Multiply/Divide", None),
    (52, "yin", "Yin", "Yin", 12),
    (53, "yang", "Yang", "Yang", 13),
    (54, "chenille", "Chenille", "Caterpillar", None),
    (55, "chrysalide", "Chrysalide", "Chrysalis", None),
    (56, "papillon", "Papillon", "Butterfly", None),
    (57, "chat", "Chat Noir", "Black Cat", 22),
)

COUTEAU, PLUS, MOINS, MULTDIV, YIN, YANG, CHENILLE, CHRYSALIDE, PAPILLON, CHAT = range(48, 58)
SWISS = COUTEAU
DRAGON = SERPENTS * NUMBERS + 7
SIGNS = (PLUS, MOINS, MULTDIV)
# The operator symbols of each sign card (ASCII in actions, shown as + − × ÷).
SIGN_OPS = {PLUS: ("+",), MOINS: ("-",), MULTDIV: ("x", "/")}
OP_SIGN = {"+": PLUS, "-": MOINS, "x": MULTDIV, "/": MULTDIV}
OP_TEXT = {"+": "+", "-": "−", "x": "×", "/": "÷"}

_ATOUT_BY_ID = {row[0]: row for row in ATOUTS}


def face(card):
    """The face (0..57) of a card id of either deck."""
    return card % DECK_SIZE


def family_of(card):
    """The family 0..3 of a family card, None for an Atout."""
    f = face(card)
    return f // NUMBERS if f < 48 else None


def number_of(card):
    """The printed number 0..11 of a family card, None for an Atout."""
    f = face(card)
    return f % NUMBERS if f < 48 else None


def _value(f):
    if f < 48:
        return f % NUMBERS
    number = _ATOUT_BY_ID[f][4]
    return number if isinstance(number, int) else None


# VALUE[face]: the fixed value in captures (family number, Yin 12, Yang 13, Chat Noir 22), or
# None for the Couteau Suisse (wild) and for cards with no number.
VALUE = tuple(_value(f) for f in range(DECK_SIZE))
WILD_VALUES = tuple(range(NUMBERS))


def is_numeric(card):
    """Whether the card can be a value in a take, sum or combination (the Swiss knife can)."""
    f = face(card)
    return VALUE[f] is not None or f == COUTEAU


def values_of(card):
    """The values a card may stand for: one, all of 0..11 for the Swiss knife, none else."""
    f = face(card)
    if f == COUTEAU:
        return WILD_VALUES
    v = VALUE[f]
    return () if v is None else (v,)


def card_key(card):
    """The catalogue's name of a card's face: "fam0".."fam3" (a family card), "dragon", or the
    Atout's key ("chat", "couteau"…)."""
    f = face(card)
    if f == DRAGON:
        return "dragon"
    if f < 48:
        return f"fam{f // NUMBERS}"
    return _ATOUT_BY_ID[f][1]


def _card_msg(prefix, card, **args):
    f = face(card)
    if f < 48 and f != DRAGON:
        args["n"] = f % NUMBERS
    return msg(prefix + card_key(card), **args)


def name(card):
    """"the 5 of Formes", "the Dragon (7 of Serpents)", "Yin", "Chat Noir" (a message: in
    French "le 5 des Formes", "le Chat Noir")."""
    return _card_msg("papillon.card.", card)


def cap_name(card):
    """:func:`name` at the head of a sentence: "The 5 of Formes", "Chat Noir"."""
    return _card_msg("papillon.Card.", card)


def the_name(card, cap=False):
    """The card with its article: "the 7 of Formes", "the Chat Noir" ("The …" with ``cap``)."""
    return _card_msg("papillon.The." if cap else "papillon.the.", card)


def long_name(card):
    """The name a picture of the card carries: "the 5 of Formes (5 of Shapes)", "Chat Noir
    (Black Cat, 22)" (a message)."""
    return _card_msg("papillon.long.", card)


def gloss(card):
    """The English gloss (a glossary's data, not shown as such): "5 of Shapes", "Black Cat (22)"."""
    f = face(card)
    if f < 48:
        text = f"{f % NUMBERS} of {FAMILIES[f // NUMBERS][1]}"
        return text + " (the Dragon)" if f == DRAGON else text
    row = _ATOUT_BY_ID[f]
    return f"{row[3]} ({row[4]})" if isinstance(row[4], int) else row[3]


def card_info(card):
    """Everything a view needs to draw a card, JSON-friendly."""
    f = face(card)
    if f < 48:
        fam = f // NUMBERS
        return {"id": card, "kind": "family", "family": fam, "family_name": FAMILIES[fam][0],
                "family_gloss": FAMILIES[fam][1], "colour": FAMILIES[fam][2], "number": f % NUMBERS,
                "dragon": f == DRAGON, "name": name(card), "gloss": gloss(card)}
    row = _ATOUT_BY_ID[f]
    return {"id": card, "kind": "atout", "key": row[1], "colour": "violet", "number": row[4],
            "name": name(card), "gloss": row[3]}


BLUE_IDS = tuple(range(DECK_SIZE))
ORANGE_IDS = tuple(range(DECK_SIZE, 2 * DECK_SIZE))


def blue_deck():
    return list(BLUE_IDS)


# Blue scoring: the cards worth 10 each in a side's pile, by scoring line (the Chat Noir, most
# cards and the Yin-and-Yang bonus are scored apart).
BLUE_TEN = (
    ("yin", msg("papillon.score.yin"), (YIN,)),
    ("yang", msg("papillon.score.yang"), (YANG,)),
    ("signs", msg("papillon.score.signs"), SIGNS),
    ("dragon", msg("papillon.score.dragon"), (DRAGON,)),
    ("couteau", msg("papillon.score.couteau"), (COUTEAU,)),
    ("chenille", msg("papillon.score.chenille"), (CHENILLE,)),
    ("chrysalide", msg("papillon.score.chrysalide"), (CHRYSALIDE,)),
    ("papillon", msg("papillon.score.papillon"), (PAPILLON,)),
    ("threes", msg("papillon.score.threes"), tuple(fam * NUMBERS + 3 for fam in range(FAMILY_COUNT))),
)
