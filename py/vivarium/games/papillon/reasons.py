"""Papillon: why a seat might play a move, in words (issue 39: hints and the analysis say why).

:func:`reasons` reads one seat's view only: its own hand, the table or the orange layout, the
capture piles and the sizes of the other hands. In the blue round it names the capture (equal
value, sum or sign), the cards taken and their points, the must-play rule, and what the table
left behind offers the next player (the values that capture there, from the public table). In
the orange round it names the sequence made or extended, the points shed from the hand, and
what a power card does.
"""

from ...i18n import figure, msg
from .blue_text import CAPTURE_VERBS, action_info, names
from .cards import BLUE_TEN, CHAT, CHENILLE, CHRYSALIDE, COUTEAU, PAPILLON, VALUE, YANG, YIN, face, name
from .common import cards_msg, seat_msg
from .orange_score import DEAL_PENALTY, LAST_DEAL_PENALTY, card_points
from .sequences import SEQ_INDEX, SEQ_MASK, SPOT_INDEX, parse, seq_top, sign_word, spot_name, values

_TEN = frozenset(c for _, _, group in BLUE_TEN for c in group)
_CHAT_POINTS = 30


def points_of(cards, pile, swept=False):
    """The blue points ``cards`` bring into a pile that already holds ``pile``: 10 a scoring
    card, the Yin-and-Yang bonus, the Chat Noir's +30 (−30 when ``swept`` by a Papillon)."""
    faces = {face(c) for c in cards}
    held = {face(c) for c in pile}
    points = 10 * len(faces & _TEN)
    if {YIN, YANG} <= faces | held and not {YIN, YANG} <= held:
        points += 10
    if CHAT in faces:
        points += -_CHAT_POINTS if swept else _CHAT_POINTS
    return points


def _points(n):
    return msg("papillon.points", n=figure(n) if n < 0 else n)


def _worth(n):
    """"worth 20 points", or "no scoring card among them" (a message)."""
    return msg("papillon.reason.worth", points=_points(n)) if n else msg("papillon.reason.worth_none")


def next_player(view, seat, direction=None):
    """The next seat in the direction of play that still holds cards (public: hand sizes)."""
    order = view["order"]
    d = direction or view["direction"] or 1
    i = order.index(seat)
    for k in range(1, len(order)):
        s = order[(i + k * d) % len(order)]
        if view["hand_sizes"][s]:
            return s
    return None


def capture_values(table):
    """The values a card needs to capture on ``table``: each card's, and every sum of two or
    more (a sign on the table adds combinations, not counted here)."""
    nums = [VALUE[face(c)] for c in table if VALUE[face(c)] is not None]
    found = set(nums)
    if any(face(c) == COUTEAU for c in table):
        found |= set(range(12))
    reach = {(0, 0)}  # (sum, cards counted up to 2), sums above 22 dropped: no card is worth more
    for v in nums:
        reach |= {(total + v, min(k + 1, 2)) for total, k in reach if total + v <= 22}
    found |= {total for total, k in reach if k == 2}
    return sorted(v for v in found if v <= 13 or v == 22)


def _leaves(view, seat, table, direction=None):
    nxt = next_player(view, seat, direction)
    if nxt is None:
        return None
    who = seat_msg(nxt)
    if not table:
        return msg("papillon.reason.leaves_empty", who=who)
    wanted = capture_values(table)
    worth = points_of(table, [])
    if not wanted:
        return msg("papillon.reason.leaves_none", cards=names(table), who=who)
    if not worth:
        return msg("papillon.reason.leaves_plain", cards=names(table), who=who, n=view["hand_sizes"][nxt],
                   values=msg("list.any", items=wanted))
    return msg("papillon.reason.leaves", cards=names(table), points=_points(worth), who=who,
               n=view["hand_sizes"][nxt], values=msg("list.any", items=wanted))


def _blue(view, seat, action):
    hand, table = view["hand"], view["table"]
    words = action.split()
    verb = words[0]
    side = view["side_of"][seat] if view["side_of"] else None
    pile = view["piles"][side] if side is not None and view["piles"] else []
    if verb in CAPTURE_VERBS:
        info = action_info(hand, table, action)
        moved = info["played"] + info["taken"]
        first = msg("papillon.reason." + verb, cards=names(info["taken"]), arith=info["arith"],
                    count=cards_msg(len(moved)), worth=_worth(points_of(moved, pile)))
        left = [c for c in table if c not in info["taken"]]
        return [first, _leaves(view, seat, left)]
    if verb == "papillon":
        if not table:
            return [msg("papillon.reason.papillon_alone")]
        out = [msg("papillon.reason.sweep", count=cards_msg(len(table) + 1),
                   worth=_worth(points_of(table + [PAPILLON], pile, swept=True)))]
        if CHAT in table:
            out.append(msg("papillon.reason.sweep_chat"))
        else:
            out.append(_leaves(view, seat, []))
        return out
    if verb == "chrysalide":
        reverse = -(view["direction"] or 1)
        nxt = next_player(view, seat, reverse)
        out = [msg("papillon.reason.chrysalide", who=seat_msg(nxt)) if nxt is not None else msg("papillon.reason.chrysalide_alone")]
        return out
    if verb == "discard":
        card = int(words[1])
        must = msg("papillon.reason.must_discard") if table else msg("papillon.reason.put_down")
        return [must, _leaves(view, seat, table + [card])]
    return []


def _orange_place(view, seat, p):
    card, spot, value = p["card"], p["spot"], p["value"]
    f = face(card)
    out = []
    if f == CHENILLE:
        out.append(msg("papillon.reason.chenille", spot=spot_name(spot)))
    elif spot in SEQ_INDEX:
        i = SEQ_INDEX[spot]
        seq = view["seqs"][i]
        top = seq_top(view["plate"], view["seqs"], i)
        if seq:
            out.append(msg("papillon.reason.extends", spot=spot_name(spot), n=len(seq) + 1, top=top, value=value))
        else:
            out.append(msg("papillon.reason.starts", spot=spot_name(spot), top=top, value=value))
    else:
        out.append(msg("papillon.reason.plate", spot=spot_name(spot), value=value))
    return out + _shed(view, card)


def _shed(view, card):
    if len(view["hand"]) == 1:
        last = not view.get("odeck_size")
        return [msg("papillon.reason.out", n=LAST_DEAL_PENALTY if last else DEAL_PENALTY)]
    if face(card) == COUTEAU:
        return [msg("papillon.reason.shed_knife")]
    if not card_points(card):
        return []
    return [msg("papillon.reason.shed", card=name(card), points=_points(card_points(card)))]


def _orange(view, seat, action):
    hand = view["hand"]
    cat = view.get("cat")
    if action == "draw 3":
        out = [msg("papillon.reason.cat_draw", who=seat_msg(cat["by"]), n=3 * cat["count"])]
        if any(face(c) == PAPILLON for c in hand):
            out.append(msg("papillon.reason.keep_papillon", who=seat_msg(cat["by"])))
        return out
    if action == "draw":
        return [msg("papillon.reason.draw")]
    if action == "pass":
        return [msg("papillon.reason.pass")]
    p = parse(action)
    if p is None:
        return []
    card, f = p["card"], face(p["card"])
    if p["verb"] == "sign":
        i = SEQ_INDEX[p["spot"]]
        top = seq_top(view["plate"], view["seqs"], i)
        follow = values(SEQ_MASK[f][top])
        return [msg("papillon.reason.sign", sign=sign_word(card), spot=spot_name(p["spot"]), top=top,
                    values=msg("list.any", items=follow))] + _shed(view, card)
    if p["verb"] == "centre":
        victim = cat is not None and cat.get("victim") == seat
        if f == PAPILLON and victim and (cat["stage"] == "before" or (view.get("cat_found") and not view["played"])):
            n = (6 if cat["stage"] == "before" else 3) * cat["count"]
            return [msg("papillon.reason.answer", who=seat_msg(cat["by"]), n=n)]
        if f == PAPILLON:
            return [msg("papillon.reason.papillon_orange")]
        if f == CHAT:
            nxt = next_player(view, seat)
            out = [msg("papillon.reason.chat", who=seat_msg(nxt))] if nxt is not None else []
            return out + _shed(view, card)
        if f == CHRYSALIDE:
            nxt = next_player(view, seat, -(view["direction"] or 1))
            out = [msg("papillon.reason.chrysalide_orange", who=seat_msg(nxt))] if nxt is not None else []
            return out + _shed(view, card)
    if p["spot"] in SPOT_INDEX:
        return _orange_place(view, seat, p)
    return []


def reasons(view, seat, action):
    """One or two messages saying why ``seat`` might play ``action`` (see ``Game.reasons``)."""
    if view.get("hand") is None or view.get("over") or not isinstance(action, str):
        return []
    if view["phase"] == "partners":
        return [msg("papillon.reason.partners", who=msg("list.all", items=[seat_msg(int(s)) for s in action.split()[1:]]))]
    if view["phase"] == "direction":
        d = 1 if action == "direction clockwise" else -1
        order = view["order"]
        nxt = order[(order.index(seat) + d) % len(order)]
        return [msg("papillon.reason.direction", who=seat_msg(nxt))]
    out = _blue(view, seat, action) if view["round"] == "blue" else _orange(view, seat, action)
    out = [r for r in out if r is not None]
    return out[:2] or [msg("papillon.reason.legal")]

