"""Hexapod's log: one line per action, in words, with what it revealed (the new top of a stack,
the Spider) and, for a placement, the points it scored and why.
"""

from .cards import POS_INDEX, SEAT_NAMES, card_words, top_of
from .scoring import placement_effect


def describe(state, action, after):
    """The log line of ``action`` played in ``state`` (``after``: the state it leads to)."""
    seat = state["turn"]
    name = SEAT_NAMES[seat]
    parts = action.split()
    kind = parts[0]
    if kind == "draw":
        s = int(parts[1]) - 1
        card = top_of(state["stacks"][s])
        verb = "takes" if state["phase"] == "pick" else "draws"
        text = f"{name} {verb} {card_words(card)} from stack {s + 1}"
        return text + _after_take(after, s) + "."
    if kind == "place":
        h = "AB".index(parts[1])
        card = state["hands"][seat][h]
        p = POS_INDEX[parts[2]]
        _delta, effect = placement_effect(state["grids"][seat], card, p)
        return f"{name} places {card_words(card)} at {parts[2]} ({effect})."
    if kind == "coin":
        s, t = int(parts[1]) - 1, int(parts[2]) - 1
        card = top_of(state["stacks"][s])
        text = f"{name} spends a coin to move {card_words(card)} from stack {s + 1} onto stack {t + 1}"
        return text + _after_take(after, s) + "."
    if kind == "end":
        return f"{name} ends the turn without drawing."
    if kind == "pass":
        if state["final"] or state["ending"] is not None:
            return f"{name} declines the final turn."
        return f"{name} passes and is out of the game."
    return action


def _after_take(after, s):
    """What taking the top of stack ``s`` showed: the Spider, an empty stack, a new top."""
    stack = after["stacks"][s]
    last = after["last"]
    if last.get("spider"):
        return f": the Spider is revealed on stack {s + 1}! The game ends after this turn" + (
            "" if after["passed"][1 - last["seat"]] else " and the opponent's final turn"
        )
    if not stack:
        return f"; stack {s + 1} is now empty"
    if last.get("revealed"):
        return f"; stack {s + 1} now shows {card_words(stack[-1])}"
    return ""

