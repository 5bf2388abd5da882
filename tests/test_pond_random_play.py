"""1,000 random games of Pond, with the contract's invariants checked after every action.

Each action is also replayed through an independent reference model of the rules
(tests/helpers.py) so that legality, develop, scoring and the end of a round are checked
in positions nobody thought to draw by hand. The protocol's generic promises (JSON round
trip, purity, legal actions, replay, views) are checked for every game by
tests/test_conformance.py.
"""

import random

from helpers import GAME, count_on_board, ref_legal, ref_play, ref_runs
from vivarium.i18n import say

GAMES = 1000
MAX_PLIES = 300

CONFIGS = [
    {"variant": "pond"},
    {"variant": "small"},
    {"variant": "small13"},
    {"variant": "small", "best_of": 3},
    {"variant": "small13", "best_of": 3},
]
FIRSTS = ["random", "light", "dark"]


def check_round_end(before, after, seat, ref_board, ref_spawn, ref_scored):
    """The round that ``before``'s mover just closed ended for the contract's reasons."""
    rnd = after["rounds"][-1]
    assert rnd["round"] == before["round"]
    assert rnd["board"] == ref_board and rnd["scored"] == ref_scored
    target = before["target"]
    if max(ref_scored) >= target:
        if ref_scored[0] >= target and ref_scored[1] >= target and ref_scored[0] == ref_scored[1]:
            expected = None
        elif min(ref_scored) >= target:
            expected = 0 if ref_scored[0] > ref_scored[1] else 1
        else:
            expected = 0 if ref_scored[0] >= target else 1
    else:
        # Nobody reached the target: the round can only end by elimination of the opponent.
        assert ref_legal(ref_board, before["size"], ref_spawn, 1 - seat) == set()
        expected = seat
    assert rnd["winner"] == expected, rnd
    wins = list(before["round_wins"])
    if expected is not None:
        wins[expected] += 1
    assert after["round_wins"] == wins
    need = before["best_of"] // 2 + 1
    match_over = max(wins) >= need or len(after["rounds"]) >= before["best_of"]
    assert after["over"] == match_over
    if match_over:
        out = GAME.outcome(after)
        if wins[0] == wins[1]:
            assert out["result"] == "draw" and out["winners"] == []
        else:
            assert out["result"] == "win" and out["winners"] == [0 if wins[0] > wins[1] else 1]
    else:
        # A fresh round: empty board, full spawns, scores reset, first player alternating.
        assert after["round"] == before["round"] + 1
        assert not any(after["board"]) and after["scored"] == [0, 0]
        assert after["spawn"] == [after["eggs"]] * 2
        first = after["first"] if after["round"] % 2 == 1 else 1 - after["first"]
        assert after["turn"] == first


def check_state(state):
    """Check the invariants of ``state``; return its legal actions."""
    eggs = state["eggs"]
    on_board = count_on_board(state["board"])
    for p in (0, 1):
        assert state["spawn"][p] + on_board[p] + state["scored"][p] == eggs, "pieces not conserved"
        assert state["spawn"][p] >= 0
    assert not ref_runs(state["board"], state["size"]), "a run of three was left on the board"
    legal = GAME.legal_actions(state)
    if legal:
        assert set(legal) == ref_legal(state["board"], state["size"], state["spawn"], state["turn"])
    return legal


def play_one(index):
    rng = random.Random(index)
    options = dict(CONFIGS[index % len(CONFIGS)], first=FIRSTS[(index // len(CONFIGS)) % 3])
    seed = rng.getrandbits(32)
    state = GAME.setup(options, seed)
    legal = check_state(state)
    for _ in range(MAX_PLIES):
        if not legal:
            break
        action = rng.choice(legal)
        seat = state["turn"]
        line = say(GAME.describe(state, action))
        after = GAME.next_state(state, action)
        assert GAME.seat_names[seat] in line

        ref_board, ref_spawn, ref_scored, _ = ref_play(
            state["board"], state["size"], state["spawn"], state["scored"], seat, action
        )
        if len(after["rounds"]) == len(state["rounds"]):
            assert after["board"] == ref_board
            assert after["spawn"] == ref_spawn
            assert after["scored"] == ref_scored
            assert after["round"] == state["round"] and after["round_wins"] == state["round_wins"]
            assert after["turn"] == 1 - seat
            assert max(ref_scored) < state["target"]
        else:
            check_round_end(state, after, seat, ref_board, ref_spawn, ref_scored)
        state = after
        legal = check_state(state)
    return state


def test_a_thousand_random_games_keep_every_invariant():
    finished = 0
    reasons = set()
    rounds_seen = set()
    for index in range(GAMES):
        final = play_one(index)
        out = GAME.outcome(final)
        if out is not None:
            finished += 1
            reasons.update(say(r["reason"]).split(" ")[1] for r in final["rounds"])
            rounds_seen.add(len(final["rounds"]))
    # Random play should end essentially every game and exercise the ways a round ends.
    assert finished >= GAMES * 0.98
    assert {"reached", "had"} <= reasons  # "X reached N" and "X had no legal action"
    assert {1, 2, 3} <= rounds_seen

