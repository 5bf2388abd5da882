"""Hexapod's log: one line per action, in words, with what it revealed (the new top of a stack,
the Spider) and, for a placement, the points it scored and why. A line is a message
(:func:`vivarium.i18n.msg`): said in the language of the screen that shows it.
"""

from ...i18n import msg
from .cards import POS_INDEX, card_message, seat_msg, top_of
from .scoring import placement_effect


def describe(state, action, after):
    """The log line of ``action`` played in ``state`` (``after``: the state it leads to)."""
    seat = state["turn"]
    who = seat_msg(seat)
    parts = action.split()
    kind = parts[0]
    if kind == "draw":
        s = int(parts[1]) - 1
        card = top_of(state["stacks"][s])
        key = "hexapod.log.take" if state["phase"] == "pick" else "hexapod.log.draw"
        return msg(key, who=who, card=card_message(card), stack=s + 1, after=_after_take(after, s))
    if kind == "place":
        h = "AB".index(parts[1])
        card = state["hands"][seat][h]
        p = POS_INDEX[parts[2]]
        _delta, effect = placement_effect(state["grids"][seat], card, p)
        return msg("hexapod.log.place", who=who, card=card_message(card), pos=parts[2], effect=effect)
    if kind == "coin":
        s, t = int(parts[1]) - 1, int(parts[2]) - 1
        card = top_of(state["stacks"][s])
        return msg("hexapod.log.coin", who=who, card=card_message(card), stack=s + 1, to=t + 1, after=_after_take(after, s))
    if kind == "end":
        return msg("hexapod.log.end", who=who)
    if kind == "pass":
        if state["final"] or state["ending"] is not None:
            return msg("hexapod.log.decline", who=who)
        return msg("hexapod.log.pass", who=who)
    return action


def _after_take(after, s):
    """What taking the top of stack ``s`` showed: the Spider, an empty stack, a new top (a
    message that starts with its own punctuation, or nothing)."""
    stack = after["stacks"][s]
    last = after["last"]
    if last.get("spider"):
        key = "hexapod.log.spider" if after["passed"][1 - last["seat"]] else "hexapod.log.spider_final"
        return msg(key, stack=s + 1)
    if not stack:
        return msg("hexapod.log.emptied", stack=s + 1)
    if last.get("revealed"):
        return msg("hexapod.log.shows", stack=s + 1, card=card_message(stack[-1]))
    return ""
