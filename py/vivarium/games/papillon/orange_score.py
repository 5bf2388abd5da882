"""Papillon, the end of the orange round: the score of the cards left in hand, the round's
result, the outcome of a game that ends with it (an orange-only game, lowest score wins, or a
full game, blue − orange, highest wins). Pure.
"""

from ...core.protocol import outcome_dict
from ...core.toolkit import rank_outcome
from .cards import CHAT, CHENILLE, CHRYSALIDE, COUTEAU, DECK_SIZE, MOINS, MULTDIV, PAPILLON, PLUS, YANG, YIN
from ...i18n import msg
from .common import roll_two, seat_msg, seats_from_starter, side_name

DEAL_PENALTY, LAST_DEAL_PENALTY = 20, 30
PAPILLON_DRAW = 3  # cards a Papillon draws (laid in the centre, or left in hand at the end)

HAND_POINTS = {CHAT: 22, CHRYSALIDE: 0, CHENILLE: 1, PLUS: 0, MOINS: 0, MULTDIV: 0, YIN: 12, YANG: 13, PAPILLON: 0}


def card_points(card):
    """Hand points of a card left in hand, the Swiss knife (dice) and the Papillon (its draw)
    apart: family cards their number, Yin 12, Yang 13, Chat Noir 22, Chenille 1, the rest 0."""
    f = card % DECK_SIZE
    return f % 12 if f < 48 else HAND_POINTS.get(f, 0)


def _score_card(state, card, lines, from_papillon=False):
    f = card % DECK_SIZE
    if f == COUTEAU:
        dice, state["rng"] = roll_two(state["rng"])
        lines.append({"card": card, "points": sum(dice), "how": "dice", "dice": dice})
    elif f == PAPILLON and not from_papillon:
        deck = state["deck"]
        take = deck[:PAPILLON_DRAW]
        del deck[:PAPILLON_DRAW]
        lines.append({"card": card, "points": 0, "how": "papillon", "drew": take})
        return take
    else:
        lines.append({"card": card, "points": card_points(card), "how": "papillon draw" if from_papillon else "value"})
    return []


def end_round(state):
    """Orange scoring, in ``state["results"]["orange"]``: each player's deal penalties plus the points of the cards left in hand
    (a Swiss knife is a fresh roll of two dice; [decision] a Papillon counts 0 but first draws
    3 from the pile, which add their values, a Papillon drawn so counting 0 and drawing
    nothing). Players are scored in turn order from the round's starter."""
    n = state["n"]
    detail = [None] * n
    for s in seats_from_starter(state):
        hand = state["hands"][s]
        lines = []
        extra = []
        for card in list(hand):
            got = _score_card(state, card, lines)
            for d in got:
                _score_card(state, d, lines, from_papillon=True)
            extra += got
        if extra:
            state["hands"][s] = sorted(hand + extra)
        detail[s] = lines
    hand_points = [sum(x["points"] for x in detail[s]) for s in range(n)]
    totals = [state["deal_points"][s] + hand_points[s] for s in range(n)]
    sides = state["sides"]
    k = len(sides)

    def per_side(values):
        return [sum(values[s] for s in side) for side in sides]

    lines = []
    for d in state["deals"]:
        values = [0 if i == state["side_of"][d["seat"]] else d["points"] * len(sides[i]) for i in range(k)]
        label = msg("papillon.orange.score.deal", deal=d["deal"], who=seat_msg(d["seat"]), points=d["points"])
        lines.append({"key": f"deal{d['deal']}", "label": label, "values": values})
    for s in range(n):
        values = [hand_points[s] if state["side_of"][s] == i else 0 for i in range(k)]
        lines.append({"key": f"hand{s}", "label": msg("papillon.orange.score.hand", who=seat_msg(s)), "values": values})
    result = {
        "deals": list(state["deals"]),
        "deal_points": list(state["deal_points"]),
        "hands": detail,
        "hand_points": hand_points,
        "totals": totals,
        "side_totals": per_side(totals),
        "lines": lines,
        "apocalypse": state["apocalypse"],
        "carnage": state["carnage"],
    }
    state["results"] = dict(state["results"], orange=result)
    state["events"].append({"kind": "round_end"})


def outcome(state):
    """The orange-only game (lowest orange score wins) or the full game (blue − orange,
    highest wins; see ``results["game"]``); [decision] in the contract: equal totals at the
    top are a shared win."""
    res = state["results"]["orange"]
    sides = state["sides"]
    n = state["n"]
    side_of = state["side_of"]
    game = state["results"].get("game")
    teams = any(len(side) > 1 for side in sides)
    breakdown = []
    if teams:
        breakdown.append({"label": msg("papillon.score.side"), "values": [side_name(state, side_of[s]) for s in range(n)]})
    if game:
        breakdown.append({"label": msg("papillon.score.blue_side"), "values": [game["blue"][side_of[s]] for s in range(n)]})
    for d in res["deals"]:
        breakdown.append({"label": msg("papillon.score.orange_deal", deal=d["deal"], who=seat_msg(d["seat"])),
                          "values": [0 if side_of[s] == side_of[d["seat"]] else d["points"] for s in range(n)]})
    breakdown.append({"label": msg("papillon.score.left_in_hand"), "values": list(res["hand_points"])})
    breakdown.append({"label": msg("papillon.score.orange_player"), "values": list(res["totals"])})
    if teams:
        breakdown.append({"label": msg("papillon.score.orange_side"), "values": [res["side_totals"][side_of[s]] for s in range(n)]})
    if game:
        breakdown.append({"label": msg("papillon.score.game"), "values": [game["totals"][side_of[s]] for s in range(n)]})
        totals = game["totals"]
        best = max(totals)
    else:
        totals = res["side_totals"]
        best = min(totals)
    per_seat = [totals[side_of[s]] for s in range(n)]
    winning = [i for i, t in enumerate(totals) if t == best]
    order = seats_from_starter(state)
    ranking = rank_outcome(per_seat if game else [-v for v in per_seat], tiebreak=order)
    def ending(reason):
        if res["apocalypse"]:
            reason = msg("papillon.end.apocalypse", text=reason)
        return msg("papillon.end.stop", text=reason)

    if len(winning) == len(sides):
        key = "papillon.end.game_draw" if game else "papillon.end.orange_draw"
        return outcome_dict("draw", [], ending(msg(key, points=msg("papillon.points", n=best))), per_seat, breakdown, ranking=ranking)
    winners = sorted(s for i in winning for s in sides[i])
    names = msg("list.all", items=[side_name(state, i) for i in winning])
    many = len(winners) > 1
    if game:
        i = winning[0]
        reason = msg("papillon.end.game_win_many" if many else "papillon.end.game_win", names=names, points=msg("papillon.points", n=best),
                     blue=game["blue"][i], orange=game["orange"][i])
    else:
        reason = msg("papillon.end.orange_win_many" if many else "papillon.end.orange_win", names=names,
                     points=msg("papillon.points", n=best))
    if len(winning) > 1:
        reason = msg("papillon.end.shared", text=reason)
    return outcome_dict("win", winners, ending(reason), per_seat, breakdown, ranking=ranking)
