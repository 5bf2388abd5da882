"""Why a Pond move is worth playing, in words (issue 39): ``Pond.reasons`` calls :func:`reasons`.

From the mover's view alone (Pond hides nothing, but the rule holds for every game): what the
move scores for each side, the other side's best score next turn with and without the move (a
threat blocked or a score given away), what it sets up for the mover's next turn, and, when
nothing of that stands out, what it develops or how many Eggs it leaves, and that it leaves the
other side nothing to score. At most two messages
(keys ``pond.reason.*``), the most telling first; each names its numbers.
"""

from ...i18n import msg
from .rules import OWNER, SYMBOL, geometry, a_piece, seat_msg, square_list


def _round_last(after, before):
    """What the move did (a round that ended in a match keeps its last turn with the round)."""
    if len(after["rounds"]) > len(before["rounds"]):
        return after["rounds"][-1]["last"], after["rounds"][-1]
    return after["last"], None


def _gains(removed, seat):
    mine = sum(1 for _, v in removed if OWNER[v] == seat)
    return mine, len(removed) - mine


def best_score(game, position, seat):
    """``(pieces, net)`` of ``seat``'s best scoring move were it ``seat``'s turn in ``position``
    (``pieces``: how many of its own it scores; ``net``: that minus what it gives away), or
    ``(0, 0)`` when no move scores more for it than for the other side."""
    pos = dict(position, turn=seat)
    best = (0, 0)
    for action in game.legal_actions(pos):
        after = game.next_state(pos, action)
        last, _ = _round_last(after, pos)
        if not last["removed"]:
            continue
        mine, theirs = _gains(last["removed"], seat)
        net = mine - theirs
        if net > 0 and (net, mine) > (best[1], best[0]):
            best = (mine, net)
    return best


def reasons(game, view, seat, action):
    """One or two messages: why ``seat`` might play ``action`` in ``view``."""
    geo = geometry(view)
    other = 1 - seat
    after = game.next_state(view, action)
    last, ended = _round_last(after, view)
    out = []
    mine, theirs = _gains(last["removed"], seat)
    scored = ended["scored"] if ended else after["scored"]
    target = view["target"]
    if mine:
        key = "pond.reason.scores_reach" if scored[seat] >= target else "pond.reason.scores"
        out.append(msg(key, n=mine, total=scored[seat], target=target))
    if theirs:
        key = "pond.reason.gives_reach" if scored[other] >= target else "pond.reason.gives"
        out.append(msg(key, n=theirs, who=seat_msg(other), total=scored[other], target=target))
    if ended is not None or after["over"]:
        winner = (ended or after["result"])["winner"]
        if winner == seat and scored[seat] < target:
            out.insert(0, msg("pond.reason.stuck", who=seat_msg(other)))
        return out[:2]
    threat_before, _ = best_score(game, view, other)
    threat_after, _ = best_score(game, after, other)
    if threat_after > threat_before:
        out.append(msg("pond.reason.lets", who=seat_msg(other), n=threat_after))
    elif threat_after and threat_after == threat_before:
        out.append(msg("pond.reason.leaves", who=seat_msg(other), n=threat_after))
    elif threat_before and threat_after < threat_before and not theirs:  # (points given away are no block)
        key = "pond.reason.blocks_all" if threat_after == 0 else "pond.reason.blocks"
        out.append(msg(key, who=seat_msg(other), n=threat_before, left=threat_after))
    if len(out) < 2:
        setup, _ = best_score(game, after, seat)
        if setup and setup > best_score(game, view, seat)[0]:  # new: not a score the mover could already make
            out.append(msg("pond.reason.sets_up", n=setup))
    if not out:
        out.append(_plain(view, after, last, geo, seat))
        if not threat_after:  # a quiet move that is also safe: say so, it is why a careful player makes it
            out.append(msg("pond.reason.safe", who=seat_msg(other)))
    return out[:2]


def _plain(view, after, last, geo, seat):
    """What the move does when it scores nothing and changes no threat: what it develops, or
    the Eggs it leaves."""
    grown = last["developed"]
    if grown:
        stages = {SYMBOL[after["board"][j]] for j in grown}
        if len(grown) == 1:
            return msg("pond.reason.develops_one", square=geo.names[grown[0]], into=a_piece(stages.pop()))
        return msg("pond.reason.develops", n=len(grown), squares=square_list(geo, grown))
    if last["kind"] == "place":
        return msg("pond.reason.quiet_place", n=after["spawn"][seat])
    return msg("pond.reason.quiet_move", square=geo.names[last["to"]])
