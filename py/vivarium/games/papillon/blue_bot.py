"""Papillon, the blue round for the bots: the evaluation of a position in play and the playout
policy of Monte Carlo search. Pure."""

from . import captures as cap
from .cards import BLUE_TEN, CHAT, PAPILLON, YANG, YIN


def _face_points(f):
    if f == CHAT:
        return 0
    for _key, _label, group in BLUE_TEN:
        if f in group:
            return 10
    return 0


_POINTS = tuple(_face_points(c % 58) for c in range(116))  # by card id, both decks


def card_points(card):
    """The blue points a card scores by itself (10 or 0; the Chat Noir depends on how)."""
    return _POINTS[card]


def projected(state):
    """Each side's projected blue score: what its pile scores now (the Chat Noir as it stands,
    10 to the side with most cards so far, a little for every card), a share of the points its
    hands hold, and the points on the table as a likely prize for the side about to play."""
    sides = state["sides"]
    sizes = [len(p) for p in state["piles"]]
    top = max(sizes)
    leaders = [i for i, x in enumerate(sizes) if x == top]
    table = state["table"]
    table_points = sum(card_points(c) for c in table)
    chat_on_table = CHAT in table
    to_move = state["side_of"][state["turn"]] if not state["over"] else None
    out = []
    for i, side in enumerate(sides):
        pile = state["piles"][i]
        # what the pile scores now (side_lines' total, faster): 10 a scoring card, the Yin
        # and Yang bonus, the Chat Noir as it stands
        points = sum(_POINTS[c] for c in pile) + 0.25 * sizes[i]
        if YIN in pile and YANG in pile:
            points += 10
        if state["chat"] and state["chat"]["side"] == i:
            points += state["chat"]["points"]
        if top and i in leaders:
            points += 10 / len(leaders)
        for s in side:
            hand = state["hands"][s]
            points += 0.4 * sum(card_points(c) for c in hand)
            if PAPILLON in hand:
                points += 0.5 * table_points - (15 if chat_on_table else 0)
            if CHAT in hand:
                points -= 5
        if i == to_move:
            points += 0.35 * table_points
        out.append(points)
    return out


def heuristic(state, seat):
    """The projected lead of ``seat``'s side over the best other side, 60 points to 1."""
    proj = projected(state)
    mine = state["side_of"][seat]
    best_other = max(v for i, v in enumerate(proj) if i != mine)
    return max(-0.95, min(0.95, (proj[mine] - best_other) / 60.0))


def rollout(state, actions, rng):
    """Playouts prefer captures, the Papillon's sweep included (the most valuable first, with
    some randomness)."""
    if len(actions) > 1 and state["phase"] == "play" and rng.random() < 0.85:
        caps = list(cap.cached_captures(state["hands"][state["turn"]], state["table"]))
        table = state["table"]
        if table and "papillon" in actions:
            caps.append(("papillon", (PAPILLON,), tuple(table)))
        if caps:
            if rng.random() < 0.6:
                return max(caps, key=_capture_gain)[0]
            return caps[rng.randrange(len(caps))][0]
    return actions[rng.randrange(len(actions))]


def _capture_gain(c):
    """Points a capture brings (the Chat Noir: +30 taken on purpose, -30 swept), plus a little
    for each card (most cards)."""
    action, played, taken = c
    gain = sum(card_points(x) for x in played + taken) + 0.5 * (len(played) + len(taken))
    if CHAT in played or CHAT in taken:
        gain += -30 if action == "papillon" else 30
    return gain
