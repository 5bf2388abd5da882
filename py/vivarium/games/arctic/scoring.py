"""Arctic's scoring: runs of the same animal in a Personal pile, variety, the totem's
Landscape card and the Penalty pile; the final outcome; and the estimate the bots play by.
"""

from ...core.protocol import outcome_dict
from ...core.toolkit import rank_outcome
from ...i18n import msg
from .cards import ANIMAL_OF, HAND_LIMIT, LANDSCAPE, PLACE_OF, animal_name, is_down, seat_name, visible_card

RUN_POINTS = (0, 0, 1, 3, 6, 10, 15)  # by length; 6 or more -> 15
_POINTS = RUN_POINTS + (15,) * 200  # by length, for any length a pile can reach


def run_points(length):
    """The points of a run of ``length`` cards (also of ``length`` animals with a run)."""
    return _POINTS[length]


_RUNS_CACHE: dict = {}


def longest_runs(pile):
    """Longest run per animal of ``pile`` (see :func:`_longest_runs`), memoized: searches
    score the same piles over and over."""
    key = tuple(pile)
    found = _RUNS_CACHE.get(key)
    if found is None:
        if len(_RUNS_CACHE) > 50000:
            _RUNS_CACHE.clear()
        found = _RUNS_CACHE[key] = tuple(_longest_runs(pile))
    return list(found)


def _longest_runs(pile):
    """Longest run of consecutive cards per animal. A face-down card counts as any animal
    (it may join two runs); a run needs at least one face-up card of its animal [decision]."""
    best = [0] * 6
    for animal in range(6):
        run, real = 0, False
        for entry in pile:
            if is_down(entry):
                run += 1
            elif ANIMAL_OF[entry] == animal:
                run += 1
                real = True
            else:
                run, real = 0, False
                continue
            if real and run > best[animal]:
                best[animal] = run
    return best


_PILE_CACHE: dict = {}


def pile_points(pile):
    """``(points from runs and variety, longest run per animal)`` of a pile, memoized."""
    key = tuple(pile)
    found = _PILE_CACHE.get(key)
    if found is None:
        if len(_PILE_CACHE) > 50000:
            _PILE_CACHE.clear()
        lengths = longest_runs(pile)
        varied = sum(1 for n in lengths if n >= 2)
        found = _PILE_CACHE[key] = (sum(_POINTS[n] for n in lengths) + _POINTS[varied], lengths)
    return found


def score_parts(pile, penalty_count, totem, tokens):
    """``{"runs": [points per animal], "lengths": [...], "variety", "varied", "totem",
    "penalty", "total"}`` for one player (``totem`` may be None when unknown)."""
    lengths = longest_runs(pile)
    runs = [run_points(n) for n in lengths]
    varied = sum(1 for n in lengths if n >= 2)
    variety = run_points(varied)
    totem_points = LANDSCAPE[tokens[totem]] if totem is not None else 0
    total = sum(runs) + variety + totem_points - penalty_count
    return {"lengths": lengths, "runs": runs, "varied": varied, "variety": variety, "totem": totem_points,
            "penalty": penalty_count, "total": total}


# ---- the end of the game ----------------------------------------------------------------------
def scores(state):
    """Every player's score parts (from the state: totems included)."""
    return [score_parts(state["piles"][s], len(state["penalties"][s]), state["totems"][s], state["tokens"])
            for s in range(state["n"])]


def ranking(state, totals):
    """Seats from first place to last: higher total first, ties by turn order from the
    first player."""
    n = state["n"]
    return rank_outcome(totals, tiebreak=[(state["first"] + k) % n for k in range(n)])


def outcome(state):
    """The outcome of a finished game (see :func:`~vivarium.core.protocol.outcome_dict`)."""
    parts = scores(state)
    totals = [p["total"] for p in parts]
    order = ranking(state, totals)
    n = state["n"]
    breakdown = []
    for a in range(6):
        breakdown.append({"label": msg("arctic.score.run", animal=animal_name(a)),
                          "values": [_run_text(p["lengths"][a], p["runs"][a]) for p in parts]})
    breakdown.append({"label": msg("arctic.score.variety"), "values": [
        msg("arctic.score.variety_value", n=p["varied"], points=p["variety"]) for p in parts]})
    breakdown.append({"label": msg("arctic.score.totem"), "values": [
        msg("arctic.score.totem_value", animal=animal_name(state["totems"][s]),
            value=LANDSCAPE[state["tokens"][state["totems"][s]]]) for s in range(n)]})
    breakdown.append({"label": msg("arctic.score.penalty"), "values": [f"−{p['penalty']}" if p["penalty"] else "0" for p in parts]})
    breakdown.append({"label": msg("arctic.score.total"), "values": totals})
    winner = order[0]
    tied = [s for s in range(n) if totals[s] == totals[winner] and s != winner]
    if tied:
        reason = msg("arctic.end.reason_tied", who=seat_name(winner), n=totals[winner],
                     others=msg("list.all", items=[seat_name(s) for s in tied]))
    else:
        reason = msg("arctic.end.reason", who=seat_name(winner), n=totals[winner])
    return outcome_dict("win", [winner], reason, totals, breakdown, ranking=order)


def _run_text(length, points):
    return f"{length} → {points}" if length >= 2 else "–"


# ---- bots -------------------------------------------------------------------------------------
def estimate(state, s):
    """Score now, plus what the hand promises: the run on top of the pile that hand cards
    of the same animal could extend, and the cards needed to avoid a shortfall next turn."""
    pile = state["piles"][s]
    points, lengths = pile_points(pile)
    totem = state["totems"][s]
    total = points + (LANDSCAPE[state["tokens"][totem]] if totem is not None else 0) - len(state["penalties"][s])
    hand = state["hands"][s]
    est = total + 0.15 * min(len(hand), HAND_LIMIT)
    top = visible_card(state, s)
    need = 1
    if top is not None:
        animal = ANIMAL_OF[top]
        need = PLACE_OF[top]
        run = 0
        for entry in reversed(pile):
            if is_down(entry) or ANIMAL_OF[entry] == animal:
                run += 1
            else:
                break
        same = sum(1 for c in hand if ANIMAL_OF[c] == animal)
        best = lengths[animal]
        est += 0.6 * (run_points(max(best, run + same)) - run_points(max(best, run)))
    est -= 0.8 * max(0, need - len(hand))
    return est
