"""Papillon, orange round: the layout and the placement rules, pure (shared/rules/papillon.md,
"Orange round").

**Layout.** Plate card A — centre — plate card B. Each plate card has a sequence above and one
below it: four sequences, each with a sign slot on its outer side. Spot names (they appear in
action strings and in the interface):

- plates: ``plate-left`` (A), ``plate-right`` (B);
- sequences: ``upper-left``, ``lower-left`` (above and below A), ``upper-right``,
  ``lower-right`` (above and below B); sequence ``i`` (index in :data:`SEQS`) grows from plate
  ``i // 2``;
- the centre (Chat Noir, Papillon, Chrysalide).

A plate pile and a sequence are lists of ``[card, value]`` pairs, bottom first (a plate pile
starts with its plate card); the value is the one the card stands for there (a family card's
number, Yin 12, Yang 13, the Swiss knife's chosen 0-11, a Chenille 1). The top of an empty
sequence is its plate card. ``signs[i]`` is the stack of sign cards laid on sequence ``i``'s
slot; the last one governs.

**Fitting** (values never wrap): on a plate pile only the same value; on a sequence the same,
+1 or -1, unless a sign governs it: Plus same or +1, Moins same or -1, Multiplier/Diviser a
multiple or a divisor of the top (0 is a multiple of everything and 1 divides everything, so
after a 0 or a 1 any card may follow). Every spot's accepted values are kept as a bit mask
(bit ``v`` set: value ``v`` fits), so a hand is checked with a few integer operations.
"""

from ...i18n import msg
from .cards import (CHAT, CHENILLE, CHRYSALIDE, COUTEAU, DECK_SIZE, MOINS, MULTDIV, NUMBERS, PAPILLON, PLUS,
                    SIGNS, YANG, YIN, the_name)

PLATES = ("plate-left", "plate-right")
SEQS = ("upper-left", "lower-left", "upper-right", "lower-right")
SPOTS = PLATES + SEQS  # spot index: 0, 1 the plates; 2 + i sequence i
SPOT_INDEX = {s: i for i, s in enumerate(SPOTS)}
SEQ_INDEX = {s: i for i, s in enumerate(SEQS)}
CENTRE = "centre"
CENTRE_CARDS = (CHAT, PAPILLON, CHRYSALIDE)
MAX_VALUE = 13  # Yang
KNIFE_MASK = (1 << NUMBERS) - 1  # the Swiss knife stands for 0..11 only


def _place_value(f):
    if f < 48:
        return f % NUMBERS
    return {YIN: 12, YANG: 13}.get(f)


# PLACE_VALUE[face]: the value a card has when laid on a plate or a sequence (family number,
# Yin 12, Yang 13); None for the Swiss knife (chosen), the Chenille (1 wherever it goes), the
# signs and the centre cards.
PLACE_VALUE = tuple(_place_value(f) for f in range(DECK_SIZE))
# KIND[face]: "value", "knife", "sign", "chenille", "centre".
KIND = tuple("value" if PLACE_VALUE[f] is not None else "knife" if f == COUTEAU else "sign" if f in SIGNS
             else "chenille" if f == CHENILLE else "centre" for f in range(DECK_SIZE))


def fits(v, top, sign=None):
    """Whether value ``v`` may go on a sequence whose top counts ``top``, governed by ``sign``
    (a sign face or None)."""
    if sign is None:
        return -1 <= v - top <= 1
    if sign == PLUS:
        return v == top or v == top + 1
    if sign == MOINS:
        return v == top or v == top - 1
    # Multiplier/Diviser: a multiple (0 is a multiple of everything) or a divisor (1 divides
    # everything); after a 0 every card divides it, after a 1 every card is a multiple
    if top == 0:
        return True
    return v % top == 0 or (v != 0 and top % v == 0)


def _mask(top, sign):
    return sum(1 << v for v in range(MAX_VALUE + 1) if fits(v, top, sign))


# SEQ_MASK[sign][top]: the values that fit a sequence (sign: None or a sign face).
SEQ_MASK = {s: tuple(_mask(top, s) for top in range(MAX_VALUE + 1)) for s in (None, PLUS, MOINS, MULTDIV)}


def values(mask):
    """The values set in a mask, ascending."""
    return [v for v in range(MAX_VALUE + 1) if mask >> v & 1]


def seq_top(plate, seqs, i):
    """The value the top of sequence ``i`` counts (its plate card's when it is empty)."""
    seq = seqs[i]
    return seq[-1][1] if seq else plate[i // 2][0][1]


def sign_of(signs, i):
    """The sign face governing sequence ``i``, or None."""
    stack = signs[i]
    return stack[-1] % DECK_SIZE if stack else None


def spot_masks(plate, seqs, signs):
    """The values each of the six spots accepts, as bit masks (index as in :data:`SPOTS`)."""
    out = [1 << plate[0][0][1], 1 << plate[1][0][1]]
    for i in range(4):
        seq = seqs[i]
        top = seq[-1][1] if seq else plate[i >> 1][0][1]
        stack = signs[i]
        out.append(SEQ_MASK[stack[-1] % DECK_SIZE if stack else None][top])
    return out


def masks_of(state):
    """:func:`spot_masks` of a state's (or a view's) layout."""
    return spot_masks(state["plate"], state["seqs"], state["signs"])


def has_playable(hand, masks):
    """Whether any card of ``hand`` can be laid somewhere (every Atout but Yin and Yang always
    can: a sign on any slot, the Chenille on any sequence, the Swiss knife at least on a plate
    card as its value, the centre cards in the centre)."""
    union = masks[0] | masks[1] | masks[2] | masks[3] | masks[4] | masks[5]
    for c in hand:
        v = PLACE_VALUE[c % DECK_SIZE]
        if v is None or union >> v & 1:
            return True
    return False


def placements(hand, masks):
    """Every placement of a hand card, as action strings (see :mod:`.orange` for the format)."""
    out = []
    for c in hand:
        f = c % DECK_SIZE
        kind = KIND[f]
        if kind == "value":
            v = PLACE_VALUE[f]
            for k in range(6):
                if masks[k] >> v & 1:
                    out.append(f"place {c} on {SPOTS[k]}")
        elif kind == "knife":
            for k in range(6):
                m = masks[k] & KNIFE_MASK
                for v in range(NUMBERS):
                    if m >> v & 1:
                        out.append(f"place {c} as {v} on {SPOTS[k]}")
        elif kind == "sign":
            for seq in SEQS:
                out.append(f"sign {c} on {seq}")
        elif kind == "chenille":
            for seq in SEQS:
                out.append(f"place {c} on {seq}")
        else:
            out.append(f"centre {c}")
    return out


def parse(action):
    """``{"verb", "card", "spot", "value"}`` for a placement action (``place``, ``sign``,
    ``centre``), else None. ``spot`` is a name of :data:`SPOTS` or ``"centre"``; ``value`` is
    the value the card will stand for (None for signs and centre cards)."""
    words = action.split() if isinstance(action, str) else []
    if len(words) < 2 or not words[1].isdigit():
        return None
    card = int(words[1])
    if not 0 <= card < 2 * DECK_SIZE:
        return None
    f = card % DECK_SIZE
    verb = words[0]
    if verb == "centre" and len(words) == 2:
        return {"verb": verb, "card": card, "spot": CENTRE, "value": None}
    if verb == "sign" and len(words) == 4 and words[2] == "on" and words[3] in SEQ_INDEX:
        return {"verb": verb, "card": card, "spot": words[3], "value": None}
    if verb == "place":
        if len(words) == 4 and words[2] == "on" and words[3] in SPOT_INDEX:
            value = 1 if f == CHENILLE else PLACE_VALUE[f]
            return {"verb": verb, "card": card, "spot": words[3], "value": value}
        if (len(words) == 6 and words[2] == "as" and words[3].isdigit() and words[4] == "on"
                and words[5] in SPOT_INDEX):
            return {"verb": verb, "card": card, "spot": words[5], "value": int(words[3])}
    return None


def spot_name(spot):
    """"the upper-left sequence", "the left plate card", "the centre" (a message)."""
    return msg("papillon.spot." + spot)


def spot_title(spot):
    """"Upper-left sequence", "Left plate card" (a message: a spot named on its own)."""
    return msg("papillon.spot_cap." + spot)


def card_text(card, value=None, cap=False):
    """"the 7 of Formes", "the Couteau Suisse as 5" (a message; "The …" with ``cap``)."""
    if card % DECK_SIZE == COUTEAU and value is not None:
        return msg("papillon.The.couteau_as" if cap else "papillon.the.couteau_as", value=value)
    return the_name(card, cap)


def fit_rule(plate, seqs, signs, spot):
    """A sentence saying what ``spot`` accepts now, e.g. "the upper-left sequence (top 6,
    Multiplier/Diviser): 0, 1, 2, 3, 6 or 12" (a message)."""
    k = SPOT_INDEX[spot]
    masks = spot_masks(plate, seqs, signs)
    accepted = values(masks[k])
    if k < 2:
        return msg("papillon.fit.plate", spot=spot_name(spot), value=plate[k][0][1])
    i = k - 2
    sign = sign_of(signs, i)
    listed = msg("list.any", items=accepted)
    if sign is None:
        return msg("papillon.fit.seq", spot=spot_name(spot), top=seq_top(plate, seqs, i), values=listed)
    return msg("papillon.fit.seq_sign", spot=spot_name(spot), top=seq_top(plate, seqs, i), values=listed,
               sign=sign_word(sign))


def sign_word(sign):
    """A sign card's name on its own: "Plus", "Moins", "Multiplier/Diviser" (a message)."""
    return msg("papillon.sign." + {PLUS: "plus", MOINS: "moins", MULTDIV: "multdiv"}[sign % DECK_SIZE])
