"""Why a Hexapod move is worth playing, in words (issue 39): ``Hexapod.reasons`` calls :func:`reasons`.

From the mover's view alone: the cases, the hands, the coins and the stacks' tops, never what
lies under a top (the view does not hold it). A placement says the row or column it completes,
the large card it puts on show, the points it gains or loses, the Dung beetles it adds (they
block their cells) or lays over Dung already there, and what the card kept in hand could still
score; a draw the best placement it makes possible; a coin what it costs and what
is on show; a pass or the end of a turn the points each side has. At most two messages (keys
``hexapod.reason.*``), the most telling first; each names its numbers.
"""

from ...i18n import msg
from .cards import CARD_CODES, DUNG, KIND_NAMES, MOTH_L, POS_INDEX, STAG_L, card_message, drawable, placed_grid, seat_msg
from .placement import placement_options
from .rules import best_gain
from .scoring import COIN_POINTS, LARGE_POINTS, case_points, run_label, score_parts, scoring_runs

SHOWN_KINDS = (1, 2, 3, 4, STAG_L, MOTH_L)  # Blue, Green, Gold, Red, Stag, Moth: kinds a later card may match


def reasons(game, view, seat, action):
    """One or two messages: why ``seat`` might play ``action`` in ``view``."""
    parts = action.split()
    kind = parts[0]
    if kind == "place":
        return _place(view, seat, "AB".index(parts[1]), POS_INDEX[parts[2]])
    if kind == "draw":
        return _draw(view, seat, int(parts[1]) - 1)
    if kind == "coin":
        s, t = int(parts[1]) - 1, int(parts[2]) - 1
        return [msg("hexapod.reason.coin", card=card_message(view["stacks"][s][-1]), stack=s + 1, to=t + 1,
                    points=COIN_POINTS, left=view["coins"][seat] - 1),
                _best_on_show(view, seat)]
    if kind == "end":
        return [msg("hexapod.reason.end", n=_best_top_gain(view, seat))]
    return _pass(view, seat)


def _place(view, seat, h, p):
    grid = view["grids"][seat]
    hand = view["hands"][seat]
    card = hand[h]
    after = placed_grid(grid, card, p)
    delta = case_points(after) - case_points(grid)
    old_runs = {(r["kind"], r["dir"], tuple(r["cells"])) for r in scoring_runs(grid)}
    gained = sorted((r for r in scoring_runs(after) if (r["kind"], r["dir"], tuple(r["cells"])) not in old_runs),
                    key=lambda r: -r["points"])
    large = [c for c in CARD_CODES[card] if c in (STAG_L, MOTH_L)]
    red = score_parts(after)["red"] - score_parts(grid)["red"]
    if delta < 0:
        first = msg("hexapod.reason.loses", n=-delta)
    elif large:
        first = msg("hexapod.reason.large", kind=KIND_NAMES[large[0]], points=LARGE_POINTS, n=delta)
    elif gained:
        first = msg("hexapod.reason.run", run=run_label(gained[0]), points=gained[0]["points"], n=delta)
    elif red > 0:
        first = msg("hexapod.reason.red", points=red, n=delta)
    elif delta > 0:
        first = msg("hexapod.reason.scores", n=delta)
    else:
        first = msg("hexapod.reason.nothing", n=sum(1 for k in SHOWN_KINDS if k in after))
    out = [first]
    if DUNG in CARD_CODES[card]:  # Dung blocks its cell for anything but Dung: the penalty, or its avoidance
        more = after.count(DUNG) - grid.count(DUNG)
        out.append(msg("hexapod.reason.dung_more", n=more) if more > 0 else msg("hexapod.reason.dung_over"))
    elif len(hand) == 2:
        kept = hand[1 - h]
        options = placement_options(after, kept, False)
        if not options:
            out.append(msg("hexapod.reason.kept_stuck", card=card_message(kept)))
        else:
            out.append(msg("hexapod.reason.kept", card=card_message(kept), n=max(0, max(g for _p, g in options))))
    return out


def _draw(view, seat, s):
    card = view["stacks"][s][-1]
    hand = view["hands"][seat] + [card]
    gain = best_gain(view["grids"][seat], hand, not view["placed"][seat])
    out = [msg("hexapod.reason.draw", card=card_message(card), stack=s + 1, n=gain)]
    large = [c for c in CARD_CODES[card] if c in (STAG_L, MOTH_L)]
    if large:
        out.append(msg("hexapod.reason.draw_large", kind=KIND_NAMES[large[0]], points=LARGE_POINTS))
    return out


def _best_top_gain(view, seat):
    """The most one placement could score with the hand and one of the tops on show."""
    grid, hand, first = view["grids"][seat], view["hands"][seat], not view["placed"][seat]
    gains = [best_gain(grid, hand + [stack[-1]], first) for stack in view["stacks"] if drawable(stack)]
    return max(gains, default=0)


def _best_on_show(view, seat):
    return msg("hexapod.reason.on_show", n=_best_top_gain(view, seat))


def totals(view):
    """Each seat's points now: its case and its coins."""
    return [case_points(view["grids"][s]) + COIN_POINTS * view["coins"][s] for s in (0, 1)]


def _pass(view, seat):
    other = 1 - seat
    mine, theirs = totals(view)[seat], totals(view)[other]
    if view["ending"] is not None or view["final"]:
        out = [msg("hexapod.reason.decline", mine=mine, theirs=theirs, who=seat_msg(other))]
    elif view["passed"][other]:
        out = [msg("hexapod.reason.pass_ends", mine=mine, theirs=theirs, who=seat_msg(other))]
    else:
        out = [msg("hexapod.reason.pass", mine=mine, theirs=theirs, who=seat_msg(other))]
    coins = view["coins"][seat]
    if coins:
        out.append(msg("hexapod.reason.keeps_coins", n=coins, points=COIN_POINTS * coins))
    return out
