"""Papillon, the blue round in words: what a capture plays and takes, why an action is not
legal, the log lines, as messages (``papillon.blue.…``). Pure; used by :mod:`.blue` and, for
:func:`action_info`, the screen.
"""

from ...i18n import msg
from . import captures as cap
from .cards import CHAT, CHRYSALIDE, COUTEAU, OP_SIGN, OP_TEXT, PAPILLON, VALUE, cap_name, face, name, the_name, values_of
from .common import DEALS, cards_msg, commas, seat_msg, side_name, way_msg

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
    """Why ``action`` is not legal now (the blue round's direction or play phase), a message."""
    who = seat_msg(state["turn"])
    if state["phase"] == "direction":
        return msg("papillon.blue.why.direction", who=who)
    hand = state["hands"][state["turn"]]
    table = state["table"]
    words = action.split()
    verb = words[0] if words else ""
    if verb in ("partner", "partners", "direction"):
        return msg("papillon.blue.why.chosen")
    if verb in ("papillon", "chrysalide"):
        card = PAPILLON if verb == "papillon" else CHRYSALIDE
        return msg("papillon.why.not_held_card", card=the_name(card))
    if verb == "discard":
        card = _int(words[1]) if len(words) == 2 else None
        if card is None or card not in hand:
            return msg("papillon.why.not_held")
        if card in NEVER_ON_TABLE:
            return msg("papillon.blue.why.never_on_table", card=the_name(card, cap=True),
                       act="papillon" if card == PAPILLON else "chrysalide")
        example = cap.cached_captures(hand, table)[0][0]
        return msg("papillon.blue.why.must_capture", act=example)
    parsed = cap.parse(action)
    if parsed is None:
        return msg("papillon.why.not_a_move", action=action)
    kind, result, operands, op = parsed
    if result not in hand:
        return msg("papillon.blue.why.result_in_hand")
    for x in operands:
        if x not in table and x not in hand:
            return msg("papillon.blue.why.nowhere", card=cap_name(x))
    if kind in ("take", "sum") and any(x not in table for x in operands):
        return msg("papillon.blue.why.table_only")
    if kind == "sum" and len(set(operands)) != len(operands):
        return msg("papillon.blue.why.once")
    if kind == "combine":
        sign = OP_SIGN[op]
        if sign not in hand and sign not in table:
            return msg("papillon.blue.why.no_sign", sign=name(sign))
        from_hand = [x for x in operands if x in hand]
        if from_hand and sign in hand:
            return msg("papillon.blue.why.operand_from_hand")
        if len(from_hand) > 1 or result in operands:
            return msg("papillon.blue.why.two_from_hand")
    if not adds_up(kind, result, operands, op):
        return msg("papillon.blue.why.adds_up", arith=arith_text(kind, result, operands, op))
    played, taken = split(hand, table, parsed)
    for text, p, t in cap.cached_captures(hand, table):
        if set(p) == set(played) and set(t) == set(taken):
            return msg("papillon.blue.why.write_as", act=text)
    return msg("papillon.why.not_legal", action=action)


# ---- the log ------------------------------------------------------------------------------------
def capture_text(action):
    """The arithmetic of a capture: "22 − 10 = 12" (with the Swiss knife's value noted)."""
    parsed = cap.parse(action)
    if parsed is None:
        return ""
    return arith_text(*parsed)


def describe(state, action, after):
    """``(text, phrases)`` of a blue-round action (see ``Round.describe``): messages."""
    who = seat_msg(state["turn"])
    words = action.split()
    verb = words[0] if words else ""
    if verb == "direction":
        text = msg("papillon.log.direction", who=who, way=way_msg(1 if words[1] == "clockwise" else -1))
    elif verb in CAPTURE_VERBS:
        last = after["last"]
        chat = CHAT in last["played"] or CHAT in last["taken"]
        text = msg("papillon.blue.log.capture_chat" if chat else "papillon.blue.log.capture", who=who,
                   played=names(last["played"]), arith=capture_text(action), taken=names(last["taken"]))
    elif verb == "papillon":
        swept = state["table"]
        if swept:
            key = "papillon.blue.log.sweep_chat" if CHAT in swept else "papillon.blue.log.sweep"
            text = msg(key, who=who, cards=names(swept))
        else:
            text = msg("papillon.blue.log.papillon_alone", who=who)
    elif verb == "chrysalide":
        text = msg("papillon.blue.log.chrysalide", who=who, way=way_msg(after["direction"]))
    elif verb == "discard":
        card = int(words[1])
        key = "papillon.blue.log.discard" if state["table"] else "papillon.blue.log.put_down"
        text = msg(key, who=who, card=name(card))
    else:
        text = action
    return text, consequences(state, after)


def consequences(before, after):
    """What happened by itself after the decision: a deal, the last sweep, the roll-off for
    most cards, the end of the round (messages)."""
    out = []
    if after["deal_no"] != before["deal_no"] and after["round"] == "blue":
        hand_size, table_size, deals = DEALS[after["n"]]
        args = {"deal": after["deal_no"], "deals": deals, "size": hand_size, "who": seat_msg(after["starter"])}
        if before["deal_no"] == 0:
            out.append(msg("papillon.blue.log.first_deal", count=cards_msg(table_size), **args))
        else:
            out.append(msg("papillon.blue.log.deal", **args))
    if "blue" in after["results"] and "blue" not in before["results"]:
        score = after["results"]["blue"]
        sweep = score["sweep"]
        if sweep:
            key = "papillon.blue.log.last_sweep_chat" if CHAT in sweep["cards"] else "papillon.blue.log.last_sweep"
            out.append(msg(key, who=seat_msg(sweep["seat"]), cards=names(sweep["cards"])))
        elif score["leftover"]:
            out.append(msg("papillon.blue.log.leftover", cards=names(score["leftover"])))
        most = score["most"]
        if most["tied"]:
            rolls = commas([msg("papillon.roll", who=side_name(after, r[0]), total=r[1] + r[2]) for r in most["rolls"]])
            for again in most["rerolls"]:
                rolls = msg("papillon.blue.log.again", text=rolls, rolls=commas(
                    [msg("papillon.roll", who=side_name(after, r[0]), total=r[1] + r[2]) for r in again]))
            out.append(msg("papillon.blue.log.tie", rolls=rolls))
        out.append(msg("papillon.blue.log.over"))
    return out


# ---- for the screen -----------------------------------------------------------------------------
def action_info(hand, table, action):
    """What a play action does, for the interface (works on a view: pass ``view["hand"]`` and
    ``view["table"]``): ``{"kind", "played", "taken", "arith", "sum", "wild", "label"}``, e.g.
    for ``combine 52 = 57-10``: played [52, 50], taken [57, 10], arith "22 − 10 = 12" (a
    message when the Swiss knife's value is noted; "sum" is the arithmetic alone and "wild" the
    Swiss knife's value or None), label "22 − 10 = 12: take Chat Noir and the 10 of Formes" (a
    message). None for a non-play action."""
    words = action.split()
    verb = words[0] if words else ""
    if verb in CAPTURE_VERBS:
        parsed = cap.parse(action)
        if parsed is None:
            return None
        played, taken = split(hand, table, parsed)
        numbers, wild = _arith(*parsed)
        arith = _with_wild(numbers, wild)
        return {"kind": verb, "played": played, "taken": taken, "arith": arith, "sum": numbers, "wild": wild,
                "label": msg("papillon.blue.label.capture", arith=arith, cards=names(taken))}
    if verb == "papillon":
        label = (msg("papillon.blue.label.sweep", cards=names(table)) if table
                 else msg("papillon.blue.label.papillon_alone"))
        return {"kind": verb, "played": [PAPILLON], "taken": list(table), "arith": "", "sum": "", "wild": None,
                "label": label}
    if verb == "chrysalide":
        return {"kind": verb, "played": [CHRYSALIDE], "taken": [], "arith": "", "sum": "", "wild": None,
                "label": msg("papillon.blue.label.chrysalide")}
    if verb == "discard" and len(words) == 2 and words[1].isdigit():
        card = int(words[1])
        return {"kind": verb, "played": [card], "taken": [], "arith": "", "sum": "", "wild": None,
                "label": msg("papillon.blue.label.discard", card=name(card))}
    return None


def _with_wild(numbers, wild):
    return numbers if wild is None else msg("papillon.arith.wild", arith=numbers, value=wild)


def arith_text(kind, result, operands, op):
    """"22 − 10 = 12", "5 + 6 = 11", "5 = 5"; the Swiss knife's chosen value noted (a message
    then: "5 + 7 = 12 (Couteau Suisse as 7)")."""
    return _with_wild(*_arith(kind, result, operands, op))


def _arith(kind, result, operands, op):
    """``(arithmetic, wild)``: the arithmetic in figures ("22 − 10 = 12", or a message naming a
    card that has no value) and the Swiss knife's value (None when it plays no part)."""
    if kind == "take":
        common = sorted(set(values_of(result)) & set(values_of(operands[0])))
        v = common[0] if common else "?"
        wild = [x for x in (result, operands[0]) if face(x) == COUTEAU]
        return f"{v} = {v}", (v if wild and common else None)
    if kind == "sum":
        fixed = [VALUE[face(x)] for x in operands if face(x) != COUTEAU and VALUE[face(x)] is not None]
        wild_op = any(face(x) == COUTEAU for x in operands)
        if face(result) == COUTEAU:
            total = sum(fixed)
            return " + ".join(str(v) for v in fixed) + f" = {total}", total
        total = VALUE[face(result)]
        if total is None:
            return "?", None
        if wild_op:
            w = total - sum(fixed)
            return " + ".join(str(v) for v in fixed + [w]) + f" = {total}", w
        return " + ".join(str(v) for v in fixed) + f" = {total}", None
    solved = cap.solve(operands[0], op, operands[1], result)
    if solved is None:
        return msg("papillon.arith.cards", a=_vtext(operands[0]), op=OP_TEXT[op], b=_vtext(operands[1]),
                   r=_vtext(result)), None
    va, vb, vr = solved
    wild = None
    for card, v in zip((operands[0], operands[1], result), solved):
        if face(card) == COUTEAU:
            wild = v
    return f"{va} {OP_TEXT[op]} {vb} = {vr}", wild


def names(cards):
    """"the 5 of Formes", "Chat Noir and the 10 of Formes", "nothing" (a message)."""
    cards = list(cards)
    if not cards:
        return msg("papillon.nothing")
    return msg("list.all", items=[name(c) for c in cards])


def _vtext(card):
    if face(card) == COUTEAU:
        return msg("papillon.caption.couteau")
    v = VALUE[face(card)]
    return v if v is not None else name(card)


def _int(text):
    try:
        return int(text)
    except (TypeError, ValueError):
        return None
