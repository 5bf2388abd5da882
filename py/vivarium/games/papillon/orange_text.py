"""Papillon, the orange round in words: why an action is not legal (and the must-play
sentence the screen shows too), the spots a card may go to, the log lines. Pure; used by
:mod:`.orange` and the screen (:mod:`.orange_view`).
"""

from .cards import CHAT, CHENILLE, CHRYSALIDE, PAPILLON, face, name
from .common import DEALS, SEAT_NAMES
from .sequences import CENTRE, KIND, PLATES, SEQS, SPOT_INDEX, card_text, fit_rule, masks_of, parse, placements, spot_name


def playable_example(state, seat=None):
    """``(card, spot, value)`` of a placement ``seat`` could make now (the first in hand
    order), or None. ``spot`` is a spot name, ``"sign"`` (any sign slot) or ``"centre"``."""
    seat = state["turn"] if seat is None else seat
    masks = masks_of(state)
    for c in state["hands"][seat]:
        acts = placements([c], masks)
        if acts:
            p = parse(acts[0])
            return c, "sign" if p["verb"] == "sign" else p["spot"], p["value"]
    return None


def must_play_sentence(state, seat=None):
    """"You can play the 7 of Formes on the upper-left sequence, so you must." (None when no
    card can be laid)."""
    ex = playable_example(state, seat)
    if ex is None:
        return None
    card, spot, value = ex
    if spot == "sign":
        where = "in a sign slot"
    elif spot == CENTRE:
        where = "in the centre"
    else:
        where = "on " + spot_name(spot)
    second = " a second card" if state["played"] else ""
    return f"You can play {card_text(card, value)} {where}, so you must{' play' + second if second else ''}."


def explain(state, action):
    """A sentence saying why ``action`` is not legal now (the orange round's direction or play
    phase)."""
    seat = state["turn"]
    who = SEAT_NAMES[seat]
    if state["phase"] == "direction":
        return (f"First {who}, who rolled lowest, chooses the direction of play for the orange round "
                "(“direction clockwise” or “direction anticlockwise”).")
    hand = state["hands"][seat]
    cat = state["cat"]
    words = action.split()
    verb = words[0] if words else ""
    if cat is not None and cat["victim"] == seat and cat["stage"] == "before":
        if verb == "centre" and len(words) == 2 and words[1].isdigit() and int(words[1]) in hand:
            return "Only the Papillon answers the Chat Noir: draw 3 (“draw 3”) or lay a Papillon."
        return (f"{SEAT_NAMES[cat['by']]} laid the Chat Noir: first draw 3 (“draw 3”)"
                + (" or answer with the Papillon (“centre " + str(next(c for c in hand if face(c) == PAPILLON)) + "”)."
                   if any(face(c) == PAPILLON for c in hand) else "."))
    sentence = must_play_sentence(state)
    if verb in ("partner", "partners", "direction"):
        return "The sides and the direction were settled before the deal: now play a card."
    if action == "draw 3":
        return "Only the victim of a Chat Noir draws 3, at the start of their turn."
    if action == "draw":
        if sentence:
            return sentence
        if state["played"] or state["drew"]:
            return "You may draw only once, at the start of your turn, when no card can be played."
        return "The draw pile is empty: you pass (“pass”)."
    if action == "pass":
        if sentence:
            return sentence
        if state["deck"]:
            return "No card can be played: draw one from the draw pile (“draw”)."
        return "“pass” is not a legal move now."
    p = parse(action)
    if p is None:
        return f"“{action}” is not a move in the orange round."
    card, spot, value = p["card"], p["spot"], p["value"]
    if card not in hand:
        return "You do not hold that card."
    f = face(card)
    kind = KIND[f]
    text = card_text(card)
    if verb == "centre" and kind != "centre":
        return "Only the Chat Noir, the Papillon and the Chrysalide go in the centre."
    if kind == "centre" and verb != "centre":
        return f"{_cap(text)} goes in the centre (“centre {card}”)."
    if verb == "sign" and kind != "sign":
        return "Only a sign (Plus, Moins, Multiplier/Diviser) goes in a sign slot."
    if kind == "sign" and verb != "sign":
        return f"{_cap(text)} is a sign: it goes in a sequence's sign slot (“sign {card} on {SEQS[0]}”)."
    if kind == "chenille" and spot in PLATES:
        return "The Chenille goes on a sequence, not on a plate card."
    if kind == "knife":
        if len(words) != 6:
            return f"Say which value the Couteau Suisse stands for: “place {card} as 5 on {spot}”."
        if not 0 <= value <= 11:
            return "The Couteau Suisse stands for a family value, 0 to 11."
    elif len(words) != 4:
        return f"Only the Couteau Suisse is played “as” a value: “place {card} on {spot}”."
    if spot in SPOT_INDEX:
        return f"{_cap(card_text(card, value))} does not fit there: {fit_rule(state['plate'], state['seqs'], state['signs'], spot)}."
    return f"“{action}” is not a legal move now."


def spots_for_card(legal_actions, card):
    """For the interface: every spot where ``card`` may go now, from the legal actions:
    ``[{"spot": name | "centre", "sign": bool, "value": int | None, "action": str}]`` (the
    Swiss knife lists one entry per value and spot)."""
    out = []
    for a in legal_actions:
        p = parse(a)
        if p is None or p["card"] != card:
            continue
        out.append({"spot": p["spot"], "sign": p["verb"] == "sign", "value": p["value"], "action": a})
    return out


# ---- log ----------------------------------------------------------------------------------------
def describe(state, action, after):
    """``(text, phrases)`` of an orange-round action (see ``Round.describe``)."""
    seat = state["turn"]
    who = SEAT_NAMES[seat]
    last = after.get("last") or {}
    if action.startswith("direction"):
        text = f"{who} chooses to play {action.split()[1]} in the orange round"
    elif action == "draw 3":
        text = f"{who} draws 3 (Chat Noir)"
        count = next((e["count"] for e in after["events"] if e["kind"] == "draw"), 0)
        wanted = next((e["wanted"] for e in after["events"] if e["kind"] == "draw"), 3)
        if wanted != 3:
            text = f"{who} draws {wanted} (Chat Noir ×{wanted // 3})"
        if count < wanted:
            text += f", gets {count} (the draw pile ran out)"
        return text, _consequences(after, skip_first_draw=True)
    elif action == "draw":
        text = f"{who} cannot play and draws a card"
        return text, _consequences(after, skip_first_draw=True)
    elif action == "pass":
        text = f"{who} cannot play and the draw pile is empty: passes"
    else:
        p = parse(action)
        card, spot, value = p["card"], p["spot"], p["value"]
        f = face(card)
        if p["verb"] == "sign":
            text = f"{who} lays {name(card)} by {spot_name(spot)}: it governs that sequence now"
        elif p["verb"] == "centre":
            if f == CHAT:
                text = f"{who} lays the Chat Noir in the centre: the next player draws 3"
            elif f == CHRYSALIDE:
                way = "clockwise" if after["direction"] == 1 else "anticlockwise"
                text = f"{who} lays the Chrysalide in the centre: play now goes {way}"
            elif last.get("answer"):
                by = state["cat"]["by"]
                k = next((e["wanted"] for e in after["events"] if e["kind"] == "draw"), 0)
                text = f"{who} answers the Chat Noir with the Papillon: {SEAT_NAMES[by]} draws {k}"
                return text, _consequences(after, skip_first_draw=True)
            else:
                got = next((e["count"] for e in after["events"] if e["kind"] == "draw"), 0)
                drew = "draws 3" if got == 3 else f"draws {got} (the draw pile ran out)"
                text = f"{who} lays the Papillon in the centre, {drew} and ends the turn"
                return text, _consequences(after, skip_first_draw=True)
        elif f == CHENILLE:
            text = f"{who} lays the Chenille on {spot_name(spot)}: its top counts 1 now"
        else:
            text = f"{who} lays {card_text(card, value)} on {spot_name(spot)}"
    return text, _consequences(after)


def _consequences(after, skip_first_draw=False):
    """What the action set off by itself (``after["events"]``), the first draw left out when
    the action's own text tells it."""
    out = []
    skipped = not skip_first_draw
    for e in after["events"]:
        kind = e["kind"]
        if kind == "draw":
            if not skipped:
                skipped = True
                continue
            who = SEAT_NAMES[e["seat"]]
            if e["why"] == "deal end":
                out.append(f"the Chat Noir still makes {who} draw {e['wanted']}")
            elif e["count"] < e["wanted"]:
                out.append(f"{who} draws {e['count']} of {e['wanted']} (the draw pile ran out)")
            else:
                out.append(f"{who} draws {e['count']}")
        elif kind == "carnage":
            got = ", ".join(f"{SEAT_NAMES[s]} {k}" for s, k in enumerate(e["cards"]) if k)
            out.append(f"the draw pile is empty: Carnage! every orange card left is dealt ({got}); this deal is the last")
        elif kind == "deal_end":
            out.append(f"{SEAT_NAMES[e['seat']]} has laid every card: the other sides' players score +{e['points']}"
                       + (" (last deal)" if e["last"] else ""))
        elif kind == "deal":
            size = DEALS[after["n"]][0]
            what = f"{size} cards each, two plate cards turned up" if e["deal_no"] == 1 else f"{size} more cards each"
            out.append(f"orange deal {e['deal_no']} of {DEALS[after['n']][2]}: {what}; "
                       f"{SEAT_NAMES[after['starter']]} starts")
        elif kind == "apocalypse":
            out.append("every player has passed with the draw pile empty: Apocalypse, the round ends")
        elif kind == "round_end":
            out.append("the orange round is over")
    return out


def _cap(text):
    return text[:1].upper() + text[1:]


def opening(after):
    """The log phrases for the orange round's beginning after the blue round of a full game:
    the lowest roller, and the first deal when no direction is asked (two players)."""
    dice = after["dice"]
    text = f"{SEAT_NAMES[dice['low']]} rolled lowest and starts the orange round"
    for again in dice["low_rerolls"]:
        text += " (tie, rolled again: " + ", ".join(f"{SEAT_NAMES[k]} {x + y}" for k, x, y in again) + ")"
    out = [text]
    if after["phase"] == "play":
        out.append(f"orange deal 1 of {DEALS[after['n']][2]}: {DEALS[after['n']][0]} cards each, "
                   "two plate cards turned up")
    return out
