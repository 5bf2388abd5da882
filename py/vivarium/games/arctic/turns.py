"""Arctic's turn between decisions: everything that happens by itself (a shortfall drawn into
the Penalty pile, the power card changing hands, forced token moves, the River refilled, the
next turn, the end of the game) until the seat to act has a decision to make.

Every function here changes the ``state`` it is given: a fresh copy made by the transition
(:meth:`~vivarium.games.arctic.rules.Arctic.next_state`) or by setup. Lists it shares with
an earlier state (other seats' hands and Penalty piles, the draw pile, the Reserve) are
replaced, never changed in place.
"""

from .cards import (
    ANIMAL_OF,
    BEAR,
    COMPANION_OF,
    HAND_LIMIT,
    MOOSE,
    RIVER_SIZE,
    WALRUS,
    draw_value,
    placement_value,
    token_moves,
    visible_card,
)
from .powers import draw_sources, holds, prepare_options, walrus_targets


def start_turn(state, seat):
    """Begin ``seat``'s turn: the powers it holds now, a fresh record of the turn (``t``),
    and its first step (``prepare`` when a power may act before placing)."""
    state["turn"] = seat
    state["turn_no"] += 1
    held = [a for a in range(6) if state["holders"][a] == seat]
    state["t"] = {
        "held": held,  # powers held at the start of the turn (Fox, Puffin, Moose B act in step 1)
        "swap": False, "takeback": False, "moose": 0, "moose_used": False,
        "total": None, "placed": 0, "penalty": 0,
        "plan": None, "drawn": 0, "given": False,
        "marks": "",  # how each card went onto the pile this turn: t(op), d(own, Fox A), b(ottom, Fox B)
    }
    state["phase"] = "prepare" if prepare_options(state, seat) else "place"


def advance(state):
    """Run the automatic parts of the turn until a decision is needed or the game ends."""
    while not state["over"]:
        phase = state["phase"]
        seat = state["turn"]
        t = state["t"]
        if phase == "prepare":
            if prepare_options(state, seat):
                return
            state["phase"] = "place"
            continue
        if phase == "place":
            if t["total"] is None:
                t["total"] = max(0, placement_value(state, seat) + t["moose"])
            if t["placed"] < t["total"] and state["hands"][seat]:
                return
            missing = t["total"] - t["placed"]
            if missing > 0:  # copy on write: this turn may have begun by itself, after another seat's action
                state["hands"][seat] = list(state["hands"][seat])
                state["penalties"][seat] = list(state["penalties"][seat])
            for _ in range(missing):
                card = draw_from_pile(state)
                if card is None:
                    break
                state["penalties"][seat].append(card)
                t["penalty"] += 1
            after_placing(state, seat)
            continue
        if phase == "move":
            card = visible_card(state, seat)
            moves = token_moves(state["tokens"], ANIMAL_OF[card], COMPANION_OF[card])
            if len(moves) > 1:
                return
            (m_to, c_to), = moves.values()
            move_tokens(state, card, m_to, c_to)
            continue
        if phase == "walrus":
            return
        if phase == "plan":
            return
        if phase == "draw":
            if t["drawn"] < t["plan"] and draw_sources(state, seat):
                return
            state["phase"] = "discard"
            continue
        if phase == "discard":
            if len(state["hands"][seat]) > HAND_LIMIT:
                return
            state["phase"] = "give"
            continue
        if phase == "give":
            if holds(state, seat, BEAR, "B") and state["penalties"][seat] and not t["given"]:
                return
            refill_river(state)
            end_turn(state)
            continue
        raise ValueError(f"unknown phase {phase!r}")


def after_placing(state, seat):
    """The placing is done: the visible animal brings its power card and the tokens move;
    without a visible animal the turn goes straight to drawing."""
    card = visible_card(state, seat)
    if card is None:  # no visible animal (empty pile, or a face-down Fox card on top)
        to_draw_step(state, seat)
        return
    state["holders"][ANIMAL_OF[card]] = seat
    state["phase"] = "move"


def move_tokens(state, card, m_to, c_to):
    """Move ``card``'s main and companion tokens to ``m_to`` and ``c_to``; then the Walrus,
    or drawing."""
    tokens = state["tokens"]
    tokens[ANIMAL_OF[card]] = m_to
    tokens[COMPANION_OF[card]] = c_to
    seat = state["turn"]
    if holds(state, seat, WALRUS) and walrus_targets(state, card):
        state["phase"] = "walrus"
    else:
        to_draw_step(state, seat)


def to_draw_step(state, seat):
    """Go to drawing (the Moose A first asks how many), or end a last turn (no drawing)."""
    if state["end"] == "last":
        end_turn(state)  # the last turn has no draw step
        return
    t = state["t"]
    value = draw_value(state, seat)
    if holds(state, seat, MOOSE, "A"):
        t["plan"] = value
        state["phase"] = "plan"
    else:
        t["plan"] = value
        state["phase"] = "draw"


def draw_from_pile(state):
    """Take the top card of the draw pile; an empty draw pile with the Reserve still aside
    makes the Reserve the draw pile and triggers the end. None when nothing is left."""
    if not state["draw"] and state["reserve"] is not None:
        state["draw"] = state["reserve"]
        state["reserve"] = None
        if state["end"] is None:
            state["end"] = "round"
    draw = state["draw"]
    if not draw:
        return None
    state["dealt"] += 1
    state["draw"] = draw[:-1]  # a new list: the previous state shares the old one
    return draw[-1]


def refill_river(state):
    """Fill the River up to six cards from the draw pile (while there are cards)."""
    river = state["river"]
    while len(river) < RIVER_SIZE:
        card = draw_from_pile(state)
        if card is None:
            break
        river.append(card)


def end_turn(state):
    """Pass the turn on; the end of the round brings the last turns, the last of which ends
    the game."""
    n = state["n"]
    seat = state["turn"]
    nxt = (seat + 1) % n
    if state["end"] == "last":
        state["last_turns"] += 1
        if state["last_turns"] >= n:
            state["over"] = True
            state["phase"] = None
            state["t"] = None
            return
    elif state["end"] == "round" and nxt == state["first"]:
        state["end"] = "last"
    start_turn(state, nxt)

