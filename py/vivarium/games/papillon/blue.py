"""Papillon, the blue round (shared/rules/papillon.md, "A turn", "Blue scoring"): capture cards
with equal values, sums and sign arithmetic; highest score wins. Pure; :data:`BLUE` is the
round the frame (:class:`.rules.Papillon`) hands the blue round's questions to.

Cards are ids (``cards.py``): the blue deck is ``0..57``.

**State** (the frame's keys, see :mod:`.rules`, and): ``deck`` (the blue deck, its order
hidden), ``table`` (ids, in the order laid), ``piles`` (one capture pile per side, ids in the
order captured; None before the sides exist), ``taken`` (per seat: cards that entered its
side's pile through that seat), ``deal_no`` (of ``DEALS[n][2]``), ``last_capture`` (seat or
None), ``chat`` (None or ``{"side", "seat", "points": +30/-30, "how"}``), ``last`` (the
previous decision: ``{"seat", "kind", "played", "taken", "action"}``), ``no_capture`` (this
deal's discards onto a non-empty table, see :mod:`.blue_inference`), and at the end
``results["blue"]`` (see :func:`blue_score`, plus "most", "sweep", "leftover").

**Actions** (one decision each; the legal ones are listed exactly):

- captures, see :mod:`.captures`: ``take H = T``, ``sum H = T1+T2``, ``combine R = A-B``
  (``+ - x /``), e.g. ``combine 52 = 57-10``: 22 − 10 = 12 with Moins and Yin played and the
  Chat Noir and the 10 of Formes taken;
- ``papillon``: play the Papillon, take the whole table;
- ``chrysalide``: show the Chrysalide, reverse the direction, put it in the side's pile;
- ``discard H``: put H face up on the table (only when no take, sum or combination exists).

Everything else happens by itself after the decision that leads to it: skipping players with
an empty hand, the next deal (by the round's starting player), the last sweep of the table,
blue scoring with the dice roll-off for most cards.
"""

from ...core import rng as rnglib
from ...core.protocol import outcome_dict
from ...core.toolkit import copy_state, rank_outcome
from ...i18n import msg
from . import blue_bot, blue_inference, blue_text
from . import captures as cap
from .blue_text import CAPTURE_VERBS, NEVER_ON_TABLE, split
from .cards import BLUE_TEN, CHAT, CHRYSALIDE, PAPILLON, face
from .common import DEALS, roll_off, roll_two, seats_from_starter, side_name
from .rounds import Round

CHAT_POINTS = 30


def side_lines(pile, chat_points):
    """The blue scoring lines that a pile scores by itself: ``[(key, label, points)]``."""
    cards = set(face(c) for c in pile)
    lines = []
    for key, label, group in BLUE_TEN:
        lines.append((key, label, 10 * sum(1 for c in group if c in cards)))
    both = 52 in cards and 53 in cards
    # [decision] in the contract: both Yin and Yang make 30 in all (10 + 10 + this bonus)
    lines.insert(2, ("yinyang", msg("papillon.score.yinyang"), 10 if both else 0))
    lines.append(("chat", msg("papillon.score.chat"), chat_points))
    return lines


def blue_score(sides, piles, chat, most_side):
    """The blue score of every side: ``{"lines": [{"key", "label", "values"}], "subtotal",
    "ambulance", "totals"}``. ``chat``: None or ``{"side", "points"}``; ``most_side``: the side
    that gets the 10 points for most cards (None if nobody captured anything)."""
    k = len(sides)
    rows = [{"key": "cards", "label": msg("papillon.score.cards"), "values": [len(p) for p in piles]},
            {"key": "most", "label": msg("papillon.score.most"), "values": [10 if s == most_side else 0 for s in range(k)]}]
    per_side = [side_lines(piles[s], chat["points"] if chat and chat["side"] == s else 0) for s in range(k)]
    for i, (key, label, _) in enumerate(per_side[0]):
        rows.append({"key": key, "label": label, "values": [per_side[s][i][2] for s in range(k)]})
    subtotal = [sum(r["values"][s] for r in rows if r["key"] != "cards") for s in range(k)]
    # "Don't shoot the ambulance" (contract [decision]): a side at 0 or less receives 10 from
    # each player of the other sides; each giver loses 10; once, on the totals before it.
    ambulance = [0] * k
    for s in range(k):
        if subtotal[s] <= 0:
            for o in range(k):
                if o != s:
                    ambulance[s] += 10 * len(sides[o])
                    ambulance[o] -= 10 * len(sides[o])
    totals = [subtotal[s] + ambulance[s] for s in range(k)]
    return {"lines": rows, "subtotal": subtotal, "ambulance": ambulance, "totals": totals}


# ---- deals and turns ----------------------------------------------------------------------------
def deal(state):
    """Deal a new hand to everybody; the first deal also shuffles the deck and turns up the
    table cards ([decision] before the hands, so a Papillon or Chrysalide turned up can always
    be shuffled back and replaced). The round's starting player plays first."""
    n = state["n"]
    hand_size, table_size, _ = DEALS[n]
    deck = state["deck"]
    rng = state["rng"]
    if state["deal_no"] == 0:
        deck, rng = rnglib.shuffled(rng, deck)
        table = []
        while len(table) < table_size:
            card = deck.pop(0)
            if card in NEVER_ON_TABLE:
                deck.append(card)
                deck, rng = rnglib.shuffled(rng, deck)
                continue
            table.append(card)
        state["table"] = table
    for s in range(n):
        state["hands"][s] = sorted(deck[:hand_size])
        deck = deck[hand_size:]
    state["deck"] = deck
    state["rng"] = rng
    state["deal_no"] += 1
    state["turn"] = state["starter"]
    state["no_capture"] = []  # new hands: the earlier discards say nothing of them


def next_player(state, seat):
    """The next seat in the direction of play that still holds cards, or None."""
    order = state["order"]
    n = len(order)
    i = order.index(seat)
    d = state["direction"]
    for k in range(1, n + 1):
        s = order[(i + k * d) % n]
        if state["hands"][s]:
            return s
    return None


def legal(state):
    hand = state["hands"][state["turn"]]
    # [decision] a 0 on the table may join a sum (5 = 0 + 5 takes both): it is a table card
    # and the sum is exact
    out = [c[0] for c in cap.cached_captures(hand, state["table"])]
    can_capture = bool(out)
    if PAPILLON in hand:
        out.append("papillon")
    if CHRYSALIDE in hand:
        out.append("chrysalide")
    if not can_capture:
        # [decision] the Chenille ("can capture nothing; it is discarded") is discarded like
        # any card: only when no take, sum or combination is possible
        out += [f"discard {h}" for h in hand if h not in NEVER_ON_TABLE]
    return out


def play(new, state, action):
    seat = state["turn"]
    words = action.split()
    verb = words[0]
    new["turn_no"] = state["turn_no"] + 1
    hand = new["hands"][seat]
    table = new["table"]
    side = new["side_of"][seat]
    pile = new["piles"][side]
    last = {"seat": seat, "kind": verb, "played": [], "taken": [], "action": action}
    if verb in CAPTURE_VERBS:
        played, taken = split(hand, table, cap.parse(action))
        for c in played:
            hand.remove(c)
        for c in taken:
            table.remove(c)
        pile.extend(played + taken)
        new["taken"][seat] += len(played) + len(taken)
        new["last_capture"] = seat
        if CHAT in played or CHAT in taken:
            new["chat"] = {"side": side, "seat": seat, "points": CHAT_POINTS, "how": verb}
        last["played"], last["taken"] = played, taken
    elif verb == "papillon":
        hand.remove(PAPILLON)
        swept = list(table)
        table.clear()
        pile.append(PAPILLON)
        pile.extend(swept)
        new["taken"][seat] += 1 + len(swept)
        if swept:
            new["last_capture"] = seat
        if CHAT in swept:
            new["chat"] = {"side": side, "seat": seat, "points": -CHAT_POINTS, "how": "papillon"}
        last["played"], last["taken"] = [PAPILLON], swept
    elif verb == "chrysalide":
        hand.remove(CHRYSALIDE)
        pile.append(CHRYSALIDE)
        new["taken"][seat] += 1
        new["direction"] = -state["direction"]
        last["played"] = [CHRYSALIDE]
    elif verb == "discard":
        card = int(words[1])
        hand.remove(card)
        table.append(card)
        last["played"] = [card]
    else:
        raise ValueError(f"not a Papillon action: {action!r}")
    new["last"] = last
    blue_inference.note_play(new, seat, last["played"], table_before=state["table"] if verb == "discard" else None)
    _after_turn(new, seat)


def _after_turn(state, seat):
    nxt = next_player(state, seat)
    if nxt is not None:
        state["turn"] = nxt
        return
    if state["deck"]:
        deal(state)
        return
    end(state)


def end(state):
    """The last sweep of the table, then blue scoring (with the roll-off for most cards), in
    ``state["results"]["blue"]``."""
    table = state["table"]
    sweep = None
    last = state["last_capture"]
    if table and last is not None:
        # the cards left on the table go to the side that made the last capture
        side = state["side_of"][last]
        state["piles"][side].extend(table)
        state["taken"][last] += len(table)
        sweep = {"seat": last, "cards": list(table)}
        if CHAT in table:
            state["chat"] = {"side": side, "seat": last, "points": -CHAT_POINTS, "how": "last sweep"}
        state["table"] = []
    # [decision] in the contract: if nobody captured, the table cards go to nobody
    sizes = [len(p) for p in state["piles"]]
    top = max(sizes)
    leaders = [s for s in range(len(sizes)) if sizes[s] == top]
    rerolls = []
    rolls = {}
    rng = state["rng"]
    if top == 0:
        most = None  # [decision] nobody captured a card: nobody has "most cards"
    elif len(leaders) == 1:
        most = leaders[0]
    else:
        # tie for most cards: a dice roll-off among the tied sides, one roll a side
        # ([decision]: a team rolls once), re-rolling among the tied
        for s in leaders:
            rolls[s], rng = roll_two(rng)
        most, rerolls, rng = roll_off(rng, rolls, leaders, high=True)
    state["rng"] = rng
    state["no_capture"] = []
    score = blue_score(state["sides"], state["piles"], state["chat"], most)
    score["most"] = {"side": most, "tied": leaders if len(leaders) > 1 and top else [],
                     "rolls": [[s] + rolls[s] for s in leaders] if rolls else [], "rerolls": rerolls}
    score["sweep"] = sweep
    score["leftover"] = list(state["table"])
    state["results"] = dict(state["results"], blue=score)


# ---- the end of a blue-only game ------------------------------------------------------------------
def outcome(state):
    """Highest blue score wins; [decision] equal blue totals at the top are a shared win (as the
    contract reads for the full game)."""
    score = state["results"]["blue"]
    sides = state["sides"]
    n = state["n"]
    totals = score["totals"]
    per_seat = [totals[state["side_of"][s]] for s in range(n)]

    def seat_values(values):
        return [values[state["side_of"][s]] for s in range(n)]

    breakdown = []
    if any(len(side) > 1 for side in sides):
        breakdown.append({"label": msg("papillon.score.side"), "values": [side_name(state, state["side_of"][s]) for s in range(n)]})
    for row in score["lines"]:
        values = row["values"]
        if row["key"] == "chat":
            values = [_signed(v) for v in values]
        if row["key"] == "most" and score["most"]["tied"]:
            label = msg("papillon.score.most_tie")
        else:
            label = row["label"]
        breakdown.append({"label": label, "values": seat_values(values)})
    breakdown.append({"label": msg("papillon.score.subtotal"), "values": seat_values(score["subtotal"])})
    if any(score["ambulance"]):
        breakdown.append({"label": msg("papillon.score.ambulance"), "values": seat_values(
            [_signed(v) for v in score["ambulance"]])})
    breakdown.append({"label": msg("papillon.score.blue"), "values": per_seat})
    best = max(totals)
    winning = [i for i, t in enumerate(totals) if t == best]
    ranking = rank_outcome(per_seat, tiebreak=seats_from_starter(state))
    if len(winning) == len(sides):
        reason = msg("papillon.end.blue_draw", points=msg("papillon.points", n=best))
        return outcome_dict("draw", [], reason, per_seat, breakdown, ranking=ranking)
    winners = sorted(s for i in winning for s in sides[i])
    names = msg("list.all", items=[side_name(state, i) for i in winning])
    key = "papillon.end.blue_win_many" if len(winners) > 1 else "papillon.end.blue_win"
    reason = msg(key, names=names, points=msg("papillon.points", n=best))
    if len(winning) > 1:
        reason = msg("papillon.end.shared", text=reason)
    return outcome_dict("win", winners, msg("papillon.end.stop", text=reason), per_seat, breakdown, ranking=ranking)


def _signed(v):
    return f"+{v}" if v > 0 else (f"−{-v}" if v < 0 else "0")


# ---- the round ----------------------------------------------------------------------------------------
class BlueRound(Round):
    id = "blue"

    def deal(self, state):
        deal(state)

    def copy(self, state):
        return copy_state(state, lists=("table", "deck", "taken", "order", "no_capture"), nested=("hands", "piles"),
                          dicts=("results",))  # no_capture's facts are replaced whole (blue_inference.note_play)

    def legal(self, state):
        return legal(state)

    def explain(self, state, action):
        return blue_text.explain(state, action)

    def play(self, new, state, action):
        play(new, state, action)

    def describe(self, state, action, after):
        return blue_text.describe(state, action, after)

    def public_facts(self, state, seat):
        return blue_inference.public_facts(state, seat)

    def determinize(self, view, state, rng_state):
        return blue_inference.determinize(view, state, rng_state)

    def outcome(self, state):
        return outcome(state)

    def heuristic(self, state, seat):
        return blue_bot.heuristic(state, seat)

    def rollout(self, state, actions, rng):
        return blue_bot.rollout(state, actions, rng)


BLUE = BlueRound()
