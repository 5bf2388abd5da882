"""Papillon, the orange round in words: why an action is not legal (and the must-play
sentence the screen shows too), the spots a card may go to, the log lines, as messages
(``papillon.orange.…``). Pure; used by :mod:`.orange` and the screen (:mod:`.orange_view`).
"""

from ...i18n import msg
from .cards import CHAT, CHENILLE, CHRYSALIDE, PAPILLON, face, name
from .common import DEALS, commas, seat_msg, way_msg
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
    """"You can play the 7 of Formes on the upper-left sequence, so you must." (a message; None
    when no card can be laid)."""
    ex = playable_example(state, seat)
    if ex is None:
        return None
    card, spot, value = ex
    if spot == "sign":
        where = msg("papillon.where.sign")
    elif spot == CENTRE:
        where = msg("papillon.where.centre")
    else:
        where = msg("papillon.where.on", spot=spot_name(spot))
    key = "papillon.orange.must_second" if state["played"] else "papillon.orange.must"
    return msg(key, card=card_text(card, value), where=where)


def explain(state, action):
    """A sentence saying why ``action`` is not legal now (the orange round's direction or play
    phase), a message. The moves it quotes are the action strings in English (what a move is
    written as) and, in French, the buttons that make them."""
    seat = state["turn"]
    who = seat_msg(seat)
    if state["phase"] == "direction":
        return msg("papillon.orange.why.direction", who=who, cw=msg("papillon.act.clockwise"),
                   acw=msg("papillon.act.anticlockwise"))
    hand = state["hands"][seat]
    cat = state["cat"]
    words = action.split()
    verb = words[0] if words else ""
    if cat is not None and cat["victim"] == seat and cat["stage"] == "before":
        if verb == "centre" and len(words) == 2 and words[1].isdigit() and int(words[1]) in hand:
            return msg("papillon.orange.why.only_papillon", act=msg("papillon.act.draw3"))
        papillons = [c for c in hand if face(c) == PAPILLON]
        if papillons:
            return msg("papillon.orange.why.cat_or", who=seat_msg(cat["by"]), act=msg("papillon.act.draw3"),
                       answer=msg("papillon.act.answer", card=papillons[0]))
        return msg("papillon.orange.why.cat", who=seat_msg(cat["by"]), act=msg("papillon.act.draw3"))
    sentence = must_play_sentence(state)
    if verb in ("partner", "partners", "direction"):
        return msg("papillon.orange.why.settled")
    if action == "draw 3":
        return msg("papillon.orange.why.victim_only")
    if action == "draw":
        if sentence:
            return sentence
        if state["played"] or state["drew"]:
            return msg("papillon.orange.why.draw_once")
        return msg("papillon.orange.why.pass", act=msg("papillon.act.pass"))
    if action == "pass":
        if sentence:
            return sentence
        if state["deck"]:
            return msg("papillon.orange.why.draw", act=msg("papillon.act.draw"))
        return msg("papillon.why.not_legal", action="pass")
    p = parse(action)
    if p is None:
        return msg("papillon.orange.why.not_a_move", action=action)
    card, spot, value = p["card"], p["spot"], p["value"]
    if card not in hand:
        return msg("papillon.why.not_held")
    f = face(card)
    kind = KIND[f]
    if verb == "centre" and kind != "centre":
        return msg("papillon.orange.why.centre_only")
    if kind == "centre" and verb != "centre":
        return msg("papillon.orange.why.goes_centre", card=card_text(card, cap=True), act=f"centre {card}")
    if verb == "sign" and kind != "sign":
        return msg("papillon.orange.why.sign_only")
    if kind == "sign" and verb != "sign":
        return msg("papillon.orange.why.is_sign", card=card_text(card, cap=True), act=f"sign {card} on {SEQS[0]}")
    if kind == "chenille" and spot in PLATES:
        return msg("papillon.orange.why.chenille")
    if kind == "knife":
        if len(words) != 6:
            return msg("papillon.orange.why.knife_value", act=f"place {card} as 5 on {spot}")
        if not 0 <= value <= 11:
            return msg("papillon.orange.why.knife_range")
    elif len(words) != 4:
        return msg("papillon.orange.why.knife_only", act=f"place {card} on {spot}")
    if spot in SPOT_INDEX:
        return msg("papillon.orange.why.no_fit", card=card_text(card, value, cap=True),
                   rule=fit_rule(state["plate"], state["seqs"], state["signs"], spot))
    return msg("papillon.why.not_legal", action=action)


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
    """``(text, phrases)`` of an orange-round action (see ``Round.describe``): messages."""
    seat = state["turn"]
    who = seat_msg(seat)
    last = after.get("last") or {}
    if action.startswith("direction"):
        way = 1 if action.split()[1] == "clockwise" else -1
        text = msg("papillon.orange.log.direction", who=who, way=way_msg(way))
    elif action == "draw 3":
        count = next((e["count"] for e in after["events"] if e["kind"] == "draw"), 0)
        wanted = next((e["wanted"] for e in after["events"] if e["kind"] == "draw"), 3)
        if wanted != 3:
            text = msg("papillon.orange.log.draw_cats", who=who, wanted=wanted, k=wanted // 3)
        else:
            text = msg("papillon.orange.log.draw_cat", who=who)
        if count < wanted:
            text = msg("papillon.orange.log.ran_out", text=text, count=count)
        return text, _consequences(after, skip_first_draw=True)
    elif action == "draw":
        text = msg("papillon.orange.log.draw", who=who)
        return text, _consequences(after, skip_first_draw=True)
    elif action == "pass":
        text = msg("papillon.orange.log.pass", who=who)
    else:
        p = parse(action)
        card, spot, value = p["card"], p["spot"], p["value"]
        f = face(card)
        if p["verb"] == "sign":
            text = msg("papillon.orange.log.sign", who=who, card=name(card), spot=spot_name(spot))
        elif p["verb"] == "centre":
            if f == CHAT:
                text = msg("papillon.orange.log.chat", who=who)
            elif f == CHRYSALIDE:
                text = msg("papillon.orange.log.chrysalide", who=who, way=way_msg(after["direction"]))
            elif last.get("answer"):
                by = state["cat"]["by"]
                k = next((e["wanted"] for e in after["events"] if e["kind"] == "draw"), 0)
                text = msg("papillon.orange.log.answer", who=who, by=seat_msg(by), n=k)
                return text, _consequences(after, skip_first_draw=True)
            else:
                got = next((e["count"] for e in after["events"] if e["kind"] == "draw"), 0)
                if got == 3:
                    text = msg("papillon.orange.log.papillon", who=who)
                else:
                    text = msg("papillon.orange.log.papillon_short", who=who, n=got)
                return text, _consequences(after, skip_first_draw=True)
        elif f == CHENILLE:
            text = msg("papillon.orange.log.chenille", who=who, spot=spot_name(spot))
        else:
            text = msg("papillon.orange.log.place", who=who, card=card_text(card, value), spot=spot_name(spot))
    return text, _consequences(after)


def _consequences(after, skip_first_draw=False):
    """What the action set off by itself (``after["events"]``), the first draw left out when
    the action's own text tells it (messages)."""
    out = []
    skipped = not skip_first_draw
    for e in after["events"]:
        kind = e["kind"]
        if kind == "draw":
            if not skipped:
                skipped = True
                continue
            who = seat_msg(e["seat"])
            if e["why"] == "deal end":
                out.append(msg("papillon.orange.log.cat_still", who=who, n=e["wanted"]))
            elif e["count"] < e["wanted"]:
                out.append(msg("papillon.orange.log.draws_short", who=who, count=msg("papillon.n_cards", n=e["count"]), n=e["wanted"]))
            else:
                out.append(msg("papillon.orange.log.draws", who=who, n=e["count"]))
        elif kind == "carnage":
            got = commas([msg("papillon.roll", who=seat_msg(s), total=k) for s, k in enumerate(e["cards"]) if k])
            out.append(msg("papillon.orange.log.carnage", cards=got))
        elif kind == "deal_end":
            key = "papillon.orange.log.out_last" if e["last"] else "papillon.orange.log.out"
            out.append(msg(key, who=seat_msg(e["seat"]), points=e["points"]))
        elif kind == "deal":
            key = "papillon.orange.log.first_deal" if e["deal_no"] == 1 else "papillon.orange.log.deal"
            out.append(msg(key, deal=e["deal_no"], deals=DEALS[after["n"]][2], size=DEALS[after["n"]][0],
                           who=seat_msg(after["starter"])))
        elif kind == "apocalypse":
            out.append(msg("papillon.orange.log.apocalypse"))
        elif kind == "round_end":
            out.append(msg("papillon.orange.log.over"))
    return out


def opening(after):
    """The log phrases for the orange round's beginning after the blue round of a full game:
    the lowest roller, and the first deal when no direction is asked (two players)."""
    dice = after["dice"]
    text = msg("papillon.orange.log.opening", who=seat_msg(dice["low"]))
    for again in dice["low_rerolls"]:
        text = msg("papillon.orange.log.opening_tie", text=text,
                   rolls=commas([msg("papillon.roll", who=seat_msg(k), total=x + y) for k, x, y in again]))
    out = [text]
    if after["phase"] == "play":
        out.append(msg("papillon.orange.log.opening_deal", deals=DEALS[after["n"]][2], size=DEALS[after["n"]][0]))
    return out
