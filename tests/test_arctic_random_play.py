"""1,000 random games of Arctic for each of 2, 3 and 4 players, invariants after every action.

Checked after every action: every card in exactly one place, River <= 6, tokens on the
Landscape, valid power-card holders, the hand limit at the end of every turn, the counts of
a whole turn (TurnCheck); on a sample, that the log line is a sentence. The protocol's
generic promises (JSON round trip, purity, legal actions, one actor, replay, views and
secrets) are checked for every game by tests/test_conformance.py.

The hand limit has one legal exception (tested by name in test_arctic_rules.py): the last turn
has no draw step, so a Puffin B takeback with a Moose B -1 placement of 0 ends it with 8 cards.
"""

import random
from collections import Counter

import pytest

from vivarium.games.arctic.rules import (
    ANIMAL_OF, COMPANION_OF, DRAW_OF, PLACE_OF, WALRUS, Arctic, card_ids, is_down,
)
from vivarium.i18n import say, say_in

G = Arctic()
GAMES = 1000


def check_cards(state, full):
    cards = [x for zone in state["hands"] for x in zone]
    for zone in state["penalties"]:
        cards += zone
    for pile in state["piles"]:
        cards += [-1 - e if e < 0 else e for e in pile]
    cards += state["river"]
    cards += state["draw"]
    if state["reserve"] is not None:
        cards += state["reserve"]
    assert len(cards) == len(full) and set(cards) == full, "a card is lost or duplicated"


def check_state(state, n, full):
    check_cards(state, full)
    assert len(state["river"]) <= 6
    tokens = state["tokens"]
    assert len(tokens) == 6 and min(tokens) >= 0 and max(tokens) <= 5
    for holder in state["holders"]:
        assert holder is None or 0 <= holder < n
    for hand in state["hands"]:
        assert hand == sorted(hand)
    if state["reserve"] is None:
        assert state["end"] is not None, "the Reserve was used without triggering the end"
    else:
        assert state["end"] is None and len(state["reserve"]) == 5 * (n - 1)


class TurnCheck:
    """The contract's counts for one whole turn, from the turn's start and its decisions:
    cards placed + shortfall penalty = placement value (of the top after a Puffin B takeback,
    1 without a face-up top) + Moose B; cards taken = draw value of the final top (+ Moose A
    choice) unless nothing is left to take; only the final top's two tokens move, in opposite
    directions by one card (both inward from a shared end card), the Walrus adding one more;
    the final top's power card ends with the player. Turns that started with automatic steps
    (an empty hand: the penalty is drawn as the turn starts) are not checked."""

    def __init__(self, state):
        self.seat = state["turn"]
        self.ok = state["phase"] in ("prepare", "place")  # nothing automatic has happened yet
        self.pile = list(state["piles"][self.seat])
        self.penalty = len(state["penalties"][self.seat])
        self.tokens = list(state["tokens"])
        self.last = state["end"] == "last"
        self.walrus = state["holders"][WALRUS] == self.seat
        self.moose = self.plan = None
        self.takes = self.discards = self.given = self.back = 0

    def see(self, action, before):
        words = action.split()
        if words[0] == "takeback":
            self.pile.pop()
        elif words[0] == "moose":
            self.moose = int(words[1])
        elif words[0] == "draw":
            self.plan = int(words[1])
        elif words[0] == "take":
            self.takes += 1
            self.back += words[1] == "penalty"
        elif words[0] == "discard":
            self.discards += 1
        elif words[0] == "give" and words[1] != "none":
            self.given += 1
        if before["holders"][WALRUS] == self.seat:
            self.walrus = True

    def done(self, state, stats):
        if not self.ok:
            return
        seat = self.seat
        pile = state["piles"][seat]
        top = pile[-1] if pile else None
        start_top = self.pile[-1] if self.pile else None
        value = 1 if start_top is None or is_down(start_top) else PLACE_OF[start_top]
        total = max(0, value + (self.moose or 0))
        placed = len(pile) - len(self.pile)
        shortfall = len(state["penalties"][seat]) - self.penalty - self.discards + self.given + self.back
        out = state["reserve"] is None and not state["draw"]
        assert placed + shortfall == total or (placed + shortfall < total and out), (total, placed, shortfall)
        face_up = top is not None and not is_down(top)
        if self.last:
            assert self.takes == 0 and self.plan is None
        else:
            draw = DRAW_OF[top] if face_up else 1
            if self.plan is not None:
                assert self.plan in (draw - 1, draw, draw + 1) and self.plan >= 0
                draw = self.plan
            assert self.takes == draw or (self.takes < draw and not state["river"]) or state["over"]
        moved = [a for a in range(6) if state["tokens"][a] != self.tokens[a]]
        if not face_up:
            assert moved == []
            return
        main, comp = ANIMAL_OF[top], COMPANION_OF[top]
        assert set(moved) <= {main, comp}
        assert state["holders"][main] == seat
        dm = state["tokens"][main] - self.tokens[main]
        dc = state["tokens"][comp] - self.tokens[comp]
        if not self.walrus:
            shared_end = self.tokens[main] == self.tokens[comp] and self.tokens[main] in (0, 5)
            assert abs(dm) == 1 and (dc == dm if shared_end else dc == -dm), (dm, dc)
        else:
            assert abs(dm) <= 2 and abs(dc) <= 2
        stats["turns checked"] += 1


def hand_limit_exception(turn_actions, end):
    return end == "last" and "takeback" in turn_actions and "moose -1" in turn_actions


def play_one(n, seed, stats):
    rng = random.Random(seed * 10 + n)
    full = set(card_ids(n))
    options = {"players": n, "powers": ("random", "A", "B", "random")[seed % 4]}
    state = G.setup(options, seed)
    check_state(state, n, full)
    turn_actions, k = [], 0
    check = TurnCheck(state)
    while True:
        if state["over"]:
            break
        legal = G.legal_actions(state)
        action = rng.choice(legal)
        seat, turn_no, end = state["turn"], state["turn_no"], state["end"]
        if k % 10 == 0:
            line = say(G.describe(state, action))
            assert isinstance(line, str) and line.endswith(".") and len(line) > 10
            assert say_in("fr", G.describe(state, action)).endswith(".")
        new = G.next_state(state, action)  # `action` comes from legal_actions
        turn_actions.append(action)
        check.see(action, state)
        stats[action.split()[0]] += 1
        state = new
        check_state(state, n, full)
        if state["end"] is not None and end is None:
            stats["end triggered"] += 1
        if state["over"] or state["turn_no"] != turn_no:  # the turn of `seat` has ended
            size = len(state["hands"][seat])
            if size > 7:
                assert hand_limit_exception(turn_actions, end), (n, seed, turn_actions)
                stats["8 cards after a last turn"] += 1
            turn_actions = []
            # the next turn may have begun with automatic steps (an empty hand): then this
            # turn's end state is not observable on its own
            if state["over"]:
                clean = state["turn_no"] == turn_no
            else:
                clean = state["turn_no"] == turn_no + 1 and state["phase"] in ("prepare", "place")
            if clean:
                check.done(state, stats)
            if not state["over"]:
                check = TurnCheck(state)
        k += 1
        assert k < 2000, "the game does not end"
    out = G.outcome(state)
    assert sorted(out["ranking"]) == list(range(n)) and out["winners"] == [out["ranking"][0]]
    assert out["scores"][out["ranking"][0]] == max(out["scores"])
    assert state["last_turns"] == n and state["end"] == "last"
    stats["games"] += 1
    stats["actions"] += k
    return state


@pytest.mark.parametrize("n", [2, 3, 4])
def test_one_thousand_random_games_keep_every_invariant(n):
    stats = Counter()
    for seed in range(GAMES):
        play_one(n, seed, stats)
    assert stats["games"] == GAMES and stats["end triggered"] == GAMES
    assert stats["turns checked"] > 10 * GAMES
    # random play exercises every kind of decision many times
    for verb in ("place", "move", "walrus", "draw", "take", "discard", "give", "swap", "takeback",
                 "moose", "ready"):
        assert stats[verb] > 100, (verb, stats)
