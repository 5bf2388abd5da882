"""Arctic's log: one line per decision, in words, with what happened by itself after it (a
shortfall, a power card changing hands, tokens moving, the end coming). A line never names a
card its player's opponents cannot see: a discard, a Penalty card taken back or given, a card
placed face down or drawn from the draw pile stay secret.
"""

from .cards import ANIMALS, LANDSCAPE, SEAT_NAMES, card_name, is_down


def describe(state, action, after):
    """The log line of ``action`` played in ``state`` (``after``: the state it leads to): the
    decision, then what happened by itself after it. Nothing in it comes from a card the other
    players cannot see."""
    seat = state["turn"]
    name = SEAT_NAMES[seat]
    words = action.split()
    verb = words[0] if words else ""
    if verb == "swap":
        text = f"{name} swaps {card_name(int(words[1]))} from hand with {card_name(int(words[2]))} from the River (Puffin)"
    elif verb == "takeback":
        entry = state["piles"][seat][-1]
        shown = "a face-down card" if is_down(entry) else card_name(entry)
        text = f"{name} takes {shown} back into hand (Puffin)"
    elif verb == "moose":
        text = f"{name} uses the Moose: placement value {words[1]}"
    elif verb == "ready":
        text = f"{name} starts placing"
    elif verb == "place":
        card = int(words[1])
        if len(words) == 3 and words[2] == "down":
            text = f"{name} places a card face down under the visible card (Fox)"
        elif len(words) == 3:
            text = f"{name} places {card_name(card)} at the bottom of the pile (Fox)"
        else:
            text = f"{name} places {card_name(card)}"
    elif verb == "move":
        text = f"{name} moves the tokens"
    elif verb == "walrus":
        text = f"{name} does not use the Walrus" if words[1] == "stay" else f"{name} moves a token one more card {words[1]} (Walrus)"
    elif verb == "draw":
        text = f"{name} will draw {_cards(int(words[1]))} (Moose)"
    elif verb == "take":
        if words[1] == "deck":
            text = f"{name} takes the top card of the draw pile (Orca)"
        elif words[1] == "penalty":
            text = f"{name} takes a card back from their Penalty pile (Polar Bear)"
        else:
            text = f"{name} takes {card_name(int(words[1]))} from the River"
    elif verb == "discard":
        text = f"{name} puts a card into their Penalty pile (hand limit)"  # the card stays secret
    elif verb == "give":
        text = f"{name} keeps their Penalty cards" if words[1] == "none" else f"{name} gives a Penalty card to {SEAT_NAMES[int(words[1])]} (Polar Bear)"
    else:
        text = action
    extra = consequences(state, after, seat)
    return text + ("; " + "; ".join(extra) if extra else "") + "."


def consequences(before, after, seat):
    """What happened by itself after a decision: penalties, the power card, tokens, the end."""
    out = []
    pen = len(after["penalties"][seat]) - len(before["penalties"][seat])
    shortfall = pen if before["phase"] in ("prepare", "place") else 0
    if shortfall > 0:
        out.append(f"short of cards: {_cards(shortfall)} into the Penalty pile")
    for a in range(6):
        if after["holders"][a] == seat and before["holders"][a] != seat:
            src = "from " + SEAT_NAMES[before["holders"][a]] if before["holders"][a] is not None else "from the table"
            out.append(f"takes the {ANIMALS[a]} power ({after['sides'][a]}) {src}")
    moved = [f"{ANIMALS[a]} {LANDSCAPE[before['tokens'][a]]}→{LANDSCAPE[after['tokens'][a]]}"
             for a in range(6) if after["tokens"][a] != before["tokens"][a]]
    if moved:
        out.append("tokens " + ", ".join(moved))
    if before["end"] is None and after["end"] is not None:
        out.append("the draw pile is empty: the Reserve becomes the draw pile and the end is near")
    if before["end"] != "last" and after["end"] == "last" and not after["over"]:
        out.append("the round is over: everyone takes one last turn without drawing")
    if after["over"]:
        out.append("the game is over")
    return out


def _cards(n):
    return "1 card" if n == 1 else f"{n} cards"
