"""Papillon, the orange round for the bots: the evaluation of a position in play and the
playout policy of Monte Carlo search. Pure.
"""

import math

from .cards import CHAT, COUTEAU, DECK_SIZE, PAPILLON, YANG, YIN
from .common import next_seat
from .orange_score import DEAL_PENALTY, LAST_DEAL_PENALTY, card_points

# The evaluation projects each side's orange score: the deal penalties so far, what its hands
# are likely to cost, and the deal penalty of the current deal weighted by how likely a player
# of another side is to go out first (a race on the hand sizes, the player to move ahead). In
# the full game the blue score is added, and the difference is squashed smoothly (no clipping:
# a blue lead or deficit larger than the scale must not flatten every orange choice).
RACE = 1.2  # how sharply the race favours the shorter hand, per turn still needed (fitted on
ORDER = 1.0  # Greedy's games: 4 players, 200 games), and the head start of the next to play
CARD_COST = 1.5  # per card in hand, besides its points
CARRY_COST = 2.0  # more per card before the last deal: it is carried into the next one
SCALE = 70.0  # the score difference worth tanh(1) ~ 0.76


def _card_cost(f):
    """Expected hand points of a card left in hand (the Swiss knife below its dice average 7,
    as it is easy to lay; the Papillon's three draws)."""
    if f == COUTEAU:
        return 5.0
    if f == PAPILLON:
        return 12.0
    return card_points(f)


CARD_COSTS = tuple(_card_cost(f) for f in range(DECK_SIZE))


def going_out(state):
    """Each seat's chance of being the first to lay its last card in this deal: a softmin on
    the turns it still needs (two cards a turn; later in turn order counts a fraction)."""
    n = state["n"]
    hands = state["hands"]
    order = state["order"]
    d = state["direction"] or 1
    i0 = order.index(state["turn"])
    weights = [0.0] * n
    total = 0.0
    for k in range(n):
        s = order[(i0 + k * d) % n]
        cards = len(hands[s]) + (state["played"] if k == 0 else 0)
        w = weights[s] = math.exp(-RACE * (cards * 0.5 + ORDER * k / n))
        total += w
    return [w / total for w in weights]


def projected(state):
    """Each side's projected orange score (see above)."""
    hands = state["hands"]
    side_of = state["side_of"]
    last = not state["odeck"]
    penalty = LAST_DEAL_PENALTY if last else DEAL_PENALTY
    per_card = CARD_COST if last else CARD_COST + CARRY_COST
    first = going_out(state)
    out = []
    for i, side in enumerate(state["sides"]):
        cost = 0.0
        for s in side:
            hand = hands[s]
            cost += state["deal_points"][s] + per_card * len(hand)
            for c in hand:
                cost += CARD_COSTS[c % DECK_SIZE]
        threat = 0.0
        for s, p in enumerate(first):
            if side_of[s] != i:
                threat += p
        out.append(cost + penalty * len(side) * threat)
    return out


_memo = [None, None]  # the last state evaluated and its values (the search asks once per seat)


def heuristic(state, seat):
    """The projected lead of ``seat``'s side (blue score included) over the best other side."""
    if _memo[0] is state:
        values = _memo[1]
    else:
        proj = projected(state)
        blue = (state["results"].get("blue") or {}).get("totals")
        values = [(blue[i] if blue else 0) - proj[i] for i in range(len(proj))]
        _memo[0], _memo[1] = state, values
    mine = state["side_of"][seat]
    best_other = max(v for i, v in enumerate(values) if i != mine)
    return 0.95 * math.tanh((values[mine] - best_other) / SCALE)


def rollout(state, actions, rng):
    """Playouts play like a quick Greedy: answer a Chat Noir with the Papillon, lay the Chat
    Noir on a player of another side, keep the Papillon, and shed the costliest card first,
    keeping the cards that can always be laid (Atouts) for later; some randomness."""
    if len(actions) == 1:
        return actions[0]
    if actions[0] == "draw 3":
        return actions[1]  # the Papillon answers the Chat Noir
    if rng.random() < 0.1:
        return actions[rng.randrange(len(actions))]
    seat = state["turn"]
    cat = state["cat"]
    answer = cat is not None and cat["victim"] == seat and state["cat_found"] and not state["played"]
    hostile = state["side_of"][next_seat(state, seat)] != state["side_of"][seat]
    best, best_score = [], None
    for a in actions:
        f = int(a.split(" ", 2)[1]) % DECK_SIZE
        score = ROLLOUT_SCORE[f]
        if f == CHAT and not hostile:
            score = -10
        elif f == PAPILLON and answer:
            return a  # the Papillon found among the 3 drawn: the Chat Noir's player draws 3
        if best_score is None or score > best_score:
            best, best_score = [a], score
        elif score == best_score:
            best.append(a)
    return best[rng.randrange(len(best))] if len(best) > 1 else best[0]


def _rollout_score(f):
    if f == PAPILLON:
        return -20
    if f == CHAT:
        return 40
    if f == COUTEAU:
        return 0.5  # always playable: keep it
    if f < 48 or f in (YIN, YANG):
        return card_points(f) + 1  # a card that may not fit later
    return 0  # signs, Chenille, Chrysalide: always playable


ROLLOUT_SCORE = tuple(_rollout_score(f) for f in range(DECK_SIZE))
