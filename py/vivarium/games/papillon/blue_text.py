"""Papillon, the blue round in words: what a capture plays and takes, why an action is not
legal, the log lines. Pure; used by :mod:`.blue` and, for :func:`action_info`, the screen.
"""

from . import captures as cap
from .cards import CHAT, CHRYSALIDE, COUTEAU, OP_SIGN, OP_TEXT, PAPILLON, VALUE, face, name, values_of
from .common import DEALS, SEAT_NAMES, side_name

CAPTURE_VERBS = ("take", "sum", "combine")
NEVER_ON_TABLE = (PAPILLON, CHRYSALIDE)


def split(hand, table, parsed):
    """The cards a capture (parsed by :func:`.captures.parse`) plays from ``hand`` and takes
    from ``table``."""
    kind, result, operands, op = parsed
    played, taken = [result], []
    for x in operands:
        (played if x in hand else taken).append(x)
    if kind == "combine":
        sign = OP_SIGN[op]
        (played if sign in hand else taken).append(sign)
    return played, taken


def adds_up(kind, result, operands, op):
    """Whether the arithmetic of a capture is right, whatever the cards' places."""
    if kind == "take":
        return bool(set(values_of(result)) & set(values_of(operands[0])))
    if kind == "sum":
        if any(not values_of(x) for x in operands):
            return False
        fixed = sum(VALUE[face(x)] for x in operands if face(x) != COUTEAU)
        wild = any(face(x) == COUTEAU for x in operands)
        targets = values_of(result)
        return any(t - fixed in (range(12) if wild else (0,)) for t in targets)
    return cap.fits(operands[0], op, operands[1], result)


# ---- why not ------------------------------------------------------------------------------------
def explain(state, action):
    """Why ``action`` is not legal now (the blue round's direction or play phase)."""
    who = SEAT_NAMES[state["turn"]]
    if state["phase"] == "direction":
        return f"First {who}, who won the dice, chooses the direction of play (clockwise or anticlockwise)."
    hand = state["hands"][state["turn"]]
    table = state["table"]
    words = action.split()
    verb = words[0] if words else ""
    if verb in ("partner", "partners", "direction"):
        return "The partners and the direction were chosen before the deal: now play a card."
    if verb in ("papillon", "chrysalide"):
        card = PAPILLON if verb == "papillon" else CHRYSALIDE
        return f"You do not hold the {name(card)}."
    if verb == "discard":
        card = _int(words[1]) if len(words) == 2 else None
        if card is None or card not in hand:
            return "You do not hold that card."
        if card in NEVER_ON_TABLE:
            return f"The {name(card)} never lies on the table: play it (“{name(card).lower()}”) instead."
        example = cap.cached_captures(hand, table)[0][0]
        return ("You can capture (for example “" + example + "”), so you may not discard: "
                "when a take, sum or combination is possible you must make one.")
    parsed = cap.parse(action)
    if parsed is None:
        return f"“{action}” is not a move in Papillon."
    kind, result, operands, op = parsed
    if result not in hand:
        return "The card you play (the result, left of “=”) must come from your hand."
    for x in operands:
        if x not in table and x not in hand:
            return f"{_cap(name(x))} is neither on the table nor in your hand."
    if kind in ("take", "sum") and any(x not in table for x in operands):
        return "A take or a sum captures table cards only."
    if kind == "sum" and len(set(operands)) != len(operands):
        return "Each card can be counted once."
    if kind == "combine":
        sign = OP_SIGN[op]
        if sign not in hand and sign not in table:
            return f"You need the {name(sign)} sign, from your hand or on the table."
        from_hand = [x for x in operands if x in hand]
        if from_hand and sign in hand:
            return "An operand may come from your hand only when the sign is already on the table."
        if len(from_hand) > 1 or result in operands:
            return "Never more than two cards from your hand: the result, and the sign or one operand."
    if not adds_up(kind, result, operands, op):
        return f"That does not add up: {arith_text(kind, result, operands, op)} is not possible."
    played, taken = split(hand, table, parsed)
    for text, p, t in cap.cached_captures(hand, table):
        if set(p) == set(played) and set(t) == set(taken):
            return f"Write this capture as “{text}”."
    return f"“{action}” is not a legal move now."


# ---- the log ------------------------------------------------------------------------------------
def capture_text(action):
    """The arithmetic of a capture: "22 − 10 = 12" (with the Swiss knife's value noted)."""
    parsed = cap.parse(action)
    if parsed is None:
        return ""
    return arith_text(*parsed)


def describe(state, action, after):
    """``(text, phrases)`` of a blue-round action (see ``Round.describe``)."""
    who = SEAT_NAMES[state["turn"]]
    words = action.split()
    verb = words[0] if words else ""
    if verb == "direction":
        text = f"{who} chooses to play {words[1]}"
    elif verb in CAPTURE_VERBS:
        last = after["last"]
        text = f"{who} plays {names(last['played'])}: {capture_text(action)}, takes {names(last['taken'])}"
        if CHAT in last["played"] or CHAT in last["taken"]:
            text += " (Chat Noir taken on purpose: +30)"
    elif verb == "papillon":
        swept = state["table"]
        if swept:
            text = f"{who} plays the Papillon and sweeps the table: takes {names(swept)}"
            if CHAT in swept:
                text += " (Chat Noir swept: −30)"
        else:
            text = f"{who} plays the Papillon on an empty table: it goes to the pile alone"
    elif verb == "chrysalide":
        way = "clockwise" if after["direction"] == 1 else "anticlockwise"
        text = f"{who} shows the Chrysalide: play now goes {way}"
    elif verb == "discard":
        card = int(words[1])
        if state["table"]:
            text = f"{who} cannot capture and puts {name(card)} on the table"
        else:
            text = f"The table is empty: {who} puts down {name(card)}"
    else:
        text = action
    return text, consequences(state, after)


def consequences(before, after):
    """What happened by itself after the decision: a deal, the last sweep, the roll-off for
    most cards, the end of the round."""
    out = []
    if after["deal_no"] != before["deal_no"] and after["round"] == "blue":
        hand_size, table_size, deals = DEALS[after["n"]]
        text = f"deal {after['deal_no']} of {deals}: {hand_size} cards each"
        if before["deal_no"] == 0:
            text += f", {_count(table_size)} on the table"
        out.append(text + f"; {SEAT_NAMES[after['starter']]} starts")
    if "blue" in after["results"] and "blue" not in before["results"]:
        score = after["results"]["blue"]
        sweep = score["sweep"]
        if sweep:
            text = f"the last cards on the table go to {SEAT_NAMES[sweep['seat']]}: {names(sweep['cards'])}"
            if CHAT in sweep["cards"]:
                text += " (Chat Noir swept: −30)"
            out.append(text)
        elif score["leftover"]:
            out.append(f"nobody captured anything: {names(score['leftover'])} stay on the table")
        most = score["most"]
        if most["tied"]:
            rolls = ", ".join(f"{side_name(after, r[0])} {r[1] + r[2]}" for r in most["rolls"])
            for again in most["rerolls"]:
                rolls += "; again: " + ", ".join(f"{side_name(after, r[0])} {r[1] + r[2]}" for r in again)
            out.append(f"tie for most cards, dice: {rolls}")
        out.append("the blue round is over")
    return out


# ---- for the screen -----------------------------------------------------------------------------
def action_info(hand, table, action):
    """What a play action does, for the interface (works on a view: pass ``view["hand"]`` and
    ``view["table"]``): ``{"kind", "played", "taken", "arith", "label"}``, e.g. for
    ``combine 52 = 57-10``: played [52, 50], taken [57, 10], arith "22 − 10 = 12", label
    "22 − 10 = 12: take Chat Noir and the 10 of Formes". None for a non-play action."""
    words = action.split()
    verb = words[0] if words else ""
    if verb in CAPTURE_VERBS:
        parsed = cap.parse(action)
        if parsed is None:
            return None
        played, taken = split(hand, table, parsed)
        arith = arith_text(*parsed)
        return {"kind": verb, "played": played, "taken": taken, "arith": arith,
                "label": f"{arith}: take {names(taken)}"}
    if verb == "papillon":
        label = f"Sweep the table: take {names(table)}" if table else "Play the Papillon (the table is empty)"
        return {"kind": verb, "played": [PAPILLON], "taken": list(table), "arith": "", "label": label}
    if verb == "chrysalide":
        return {"kind": verb, "played": [CHRYSALIDE], "taken": [], "arith": "",
                "label": "Show the Chrysalide: reverse the direction of play"}
    if verb == "discard" and len(words) == 2 and words[1].isdigit():
        card = int(words[1])
        return {"kind": verb, "played": [card], "taken": [], "arith": "",
                "label": f"Put {name(card)} on the table"}
    return None


def arith_text(kind, result, operands, op):
    """"22 − 10 = 12", "5 + 6 = 11", "5 = 5"; the Swiss knife's chosen value noted."""
    if kind == "take":
        common = sorted(set(values_of(result)) & set(values_of(operands[0])))
        v = common[0] if common else "?"
        text = f"{v} = {v}"
        wild = [x for x in (result, operands[0]) if face(x) == COUTEAU]
        return text + (" (Couteau Suisse as " + str(v) + ")" if wild and common else "")
    if kind == "sum":
        fixed = [VALUE[face(x)] for x in operands if face(x) != COUTEAU and VALUE[face(x)] is not None]
        wild_op = any(face(x) == COUTEAU for x in operands)
        if face(result) == COUTEAU:
            total = sum(fixed)
            return " + ".join(str(v) for v in fixed) + f" = {total} (Couteau Suisse as {total})"
        total = VALUE[face(result)]
        if total is None:
            return "?"
        if wild_op:
            w = total - sum(fixed)
            return " + ".join(str(v) for v in fixed + [w]) + f" = {total} (Couteau Suisse as {w})"
        return " + ".join(str(v) for v in fixed) + f" = {total}"
    solved = cap.solve(operands[0], op, operands[1], result)
    if solved is None:
        return f"{_vtext(operands[0])} {OP_TEXT[op]} {_vtext(operands[1])} = {_vtext(result)}"
    va, vb, vr = solved
    text = f"{va} {OP_TEXT[op]} {vb} = {vr}"
    for card, v in zip((operands[0], operands[1], result), solved):
        if face(card) == COUTEAU:
            text += f" (Couteau Suisse as {v})"
    return text


def names(cards):
    """"the 5 of Formes", "Chat Noir and the 10 of Formes", "nothing"."""
    cards = list(cards)
    if not cards:
        return "nothing"
    found = [name(c) for c in cards]
    return found[0] if len(found) == 1 else ", ".join(found[:-1]) + " and " + found[-1]


def _vtext(card):
    if face(card) == COUTEAU:
        return "Couteau Suisse"
    v = VALUE[face(card)]
    return str(v) if v is not None else name(card)


def _cap(text):
    return text[:1].upper() + text[1:]


def _count(n):
    return "1 card" if n == 1 else f"{n} cards"


def _int(text):
    try:
        return int(text)
    except (TypeError, ValueError):
        return None
