"""Review of the Lepidoptery engine against shared/rules/lepidoptery.md: edge cases a player
would notice (Joker at the rank edges, beating Joker-chosen ranks, the leader rule, refills,
every four-in-a-row line on 4 and 5 rows, win/shed/clear order, hidden information)."""

import random

import pytest

from vivarium.core.session import Session
from vivarium.core.toolkit import copy_state
from vivarium.i18n import say
from vivarium.games.lepidoptery.rules import FULL_DECK, Lepidoptery

G = Lepidoptery()
LIGHT, DARK = 0, 1


def make(hand, other_hand=(1, 2, 3), *, turn=LIGHT, play=None, markers=(None, None), jokers=(True, True),
         board=None, decks=None, rows=4, passes=0):
    """``hand`` is the hand of the player to act (``turn``), ``other_hand`` the opponent's."""
    state = G.setup({"rows": rows, "first": "light"}, 1)
    hands = [sorted(hand), sorted(other_hand)]
    if turn == DARK:
        hands.reverse()
    state["hands"] = hands
    if decks is None:
        decks = []
        for s in (0, 1):
            rest = list(FULL_DECK)
            for r in hands[s]:
                rest.remove(r)
            if play is not None and play["seat"] == s:
                for r in play["ranks"]:
                    if r in rest:
                        rest.remove(r)
            decks.append(rest[:10])
    state.update(decks=[list(d) for d in decks], turn=turn, play=play, markers=list(markers), jokers=list(jokers),
                 board=[list(c) for c in (board or [[] for _ in range(5)])], passes=passes)
    return state


def P(seat, type_, ranks, joker=None):
    return {"seat": seat, "type": type_, "ranks": list(ranks), "joker": joker}


def plays(state):
    return {a for a in G.legal_actions(state) if a != "pass"}


# ---- Joker in every combination type, at the edges of the rank range ----------------------------
def test_joker_at_rank_edges_forms_only_real_ranks():
    assert plays(make([1])) == {"play single 1", "play pair 1 J1", "play run2 1 J2"}
    assert plays(make([10])) == {"play single 10", "play pair 10 J10", "play run2 J9 10"}
    # Joker + 1 + 2: only 1-2-3 (no rank 0); Joker + 9 + 10: only 8-9-10 (no rank 11)
    assert {a for a in plays(make([1, 2])) if "run3" in a} == {"play run3 1 2 J3"}
    assert {a for a in plays(make([9, 10])) if "run3" in a} == {"play run3 J8 9 10"}
    # Joker in the middle of a Run of 3, and a Triple from a natural pair
    assert "play run3 1 J2 3" in plays(make([1, 3]))
    assert {"play triple 5 5 J5", "play pair 5 J5", "play pair 5 5"} <= plays(make([5, 5]))
    # never two Jokers' worth: one natural card cannot make a Triple or a Run of 3
    assert not any(a.split()[1] in ("triple", "run3") for a in plays(make([5])))


# ---- beating a combination whose low rank was chosen for a Joker --------------------------------
def test_beating_a_joker_pair_uses_the_rank_the_joker_stood_for():
    s = make([7, 8, 9], play=P(DARK, "pair", [7, 7], 7), jokers=(False, True))
    got = plays(s)
    assert "play run2 7 8" not in got  # same low 7, same count
    assert "play run3 7 8 9" in got  # same low 7, more cards
    assert "play single 8" in got and "play run2 8 9" in got


def test_beating_a_run_whose_joker_is_its_low_card():
    # Dark's Run J6-7 counts as 6-7: its low card is 6, not 7
    s = make([6, 6, 6, 7], play=P(DARK, "run2", [6, 7], 6), jokers=(False, True))
    got = plays(s)
    assert "play single 6" not in got  # same low, fewer cards
    assert "play pair 6 6" not in got  # same low, same count
    assert {"play triple 6 6 6", "play single 7"} <= got


def test_my_joker_choice_decides_whether_i_beat():
    s = make([5], play=P(DARK, "single", [5]))
    got = plays(s)
    assert "play run2 J4 5" not in got  # counts as 4-5: low 4 < 5
    assert {"play pair 5 J5", "play run2 5 J6"} <= got


# ---- the leader may not pass while holding a legal play, exactly ----------------------------------
def test_leader_whose_only_legal_plays_need_the_joker_may_not_pass():
    board = [[LIGHT, DARK, LIGHT, DARK], [], [], [], []]  # Single column full
    s = make([4], board=board)
    assert G.legal_actions(s) != ["pass"] and "pass" not in G.legal_actions(s)
    assert plays(s) == {"play pair 4 J4", "play run2 J3 4", "play run2 4 J5"}


def test_leader_blocked_by_marker_and_full_column_passes():
    # marker on Pair, Single column full, Joker face down: a leader holding 4 4 has no legal play
    board = [[LIGHT, DARK, LIGHT, DARK], [], [], [], []]
    s = make([4, 4], markers=("pair", None), jokers=(False, True), board=board)
    assert G.legal_actions(s) == ["pass"]


def test_after_a_pass_the_new_leader_may_not_pass_while_able_to_play():
    s = make([9], [2, 2], play=P(DARK, "single", [5]), jokers=(True, True))
    assert "pass" in G.legal_actions(s)  # not the leader: may pass holding a legal play
    after = G.apply(s, "pass")
    assert after["turn"] == DARK and after["play"] is None
    assert "pass" not in G.legal_actions(after)


def test_empty_hand_with_cards_in_the_deck_and_a_face_up_joker_can_only_pass():
    s = make([], [4], play=P(DARK, "single", [3]), jokers=(True, True), decks=[[7, 8], [1]])
    assert G.legal_actions(s) == ["pass"]  # the Joker alone is never playable
    after = G.apply(s, "pass")
    assert after["hands"][LIGHT] == [7, 8] and not after["over"]


# ---- refill: below 12, exactly 12, more than 12, short or empty deck ------------------------------
@pytest.mark.parametrize(
    "hand_size,deck_size,drawn",
    [(11, 5, 1), (12, 5, 1), (13, 5, 1), (15, 1, 1), (12, 0, 0), (14, 0, 0), (0, 12, 12), (0, 20, 12), (5, 3, 3)],
)
def test_refill_both_players(hand_size, deck_size, drawn):
    cards = [r for r in FULL_DECK]
    hand, deck = sorted(cards[:hand_size]), cards[hand_size:hand_size + deck_size]
    for seat in (LIGHT, DARK):  # the passer and the opponent get the same rule
        hands = [[10], [10]]
        decks = [[1, 2, 3], [1, 2, 3]]
        hands[seat], decks[seat] = hand, deck
        s = make(hands[0], hands[1], play=P(DARK, "single", [10]), jokers=(False, False), decks=decks)
        after = G.apply(s, "pass")
        assert len(after["hands"][seat]) == hand_size + drawn
        assert after["decks"][seat] == deck[drawn:]
        assert after["hands"][seat] == sorted(hand + deck[:drawn])


# ---- every line of four, on 4 and on 5 rows, completed at each of its cells -------------------------
ACTION_FOR_COLUMN = ["play single 9", "play pair 5 5", "play run2 8 9", "play triple 5 5 5", "play run3 1 2 3"]


def all_lines(rows):
    out = []
    for r in range(rows):
        out += [("across", [(c0 + k, r) for k in range(4)]) for c0 in (0, 1)]
    for c in range(5):
        out += [("up a column", [(c, r0 + k) for k in range(4)]) for r0 in range(rows - 3)]
    for c0 in (0, 1):
        out += [("diagonally", [(c0 + k, r0 + k) for k in range(4)]) for r0 in range(rows - 3)]
        out += [("diagonally", [(c0 + k, r0 - k) for k in range(4)]) for r0 in range(3, rows)]
    return out


def board_for(line, target, rows, blocker=None):
    """Light on the line's cells (except ``target``, the cell Light's next token lands on),
    Dark filling every space below them; ``blocker`` = one line cell given to Dark."""
    board = [[] for _ in range(5)]
    for c in range(5):
        cells = [cell for cell in line if cell[0] == c]
        top = max((r for _, r in cells), default=-1)
        if c == target[0]:
            top = target[1] - 1  # the column stops just under the target
        for r in range(top + 1):
            board[c].append(LIGHT if (c, r) in line and (c, r) != blocker else DARK)
    return board


@pytest.mark.parametrize("rows", [4, 5])
def test_every_line_of_four_wins_wherever_the_last_token_lands(rows):
    lines = all_lines(rows)
    assert len(lines) == {4: 17, 5: 28}[rows]
    hand = [1, 2, 3, 5, 5, 5, 8, 9]
    for direction, line in lines:
        # a token can only land on top of its column: a vertical line is completed at its top
        targets = [max(line, key=lambda cell: cell[1])] if direction == "up a column" else line
        for target in targets:
            s = make(hand, board=board_for(line, target, rows), rows=rows, jokers=(False, True))
            after = G.apply(s, ACTION_FOR_COLUMN[target[0]])
            assert after["over"] and after["result"]["kind"] == "line", (rows, line, target)
            assert sorted(map(tuple, after["result"]["line"])) == sorted(line)
            assert direction in say(G.outcome(after)["reason"])
            # one Dark token in the line: no win
            blocker = next(cell for cell in line if cell != target)
            s = make(hand, board=board_for(line, target, rows, blocker), rows=rows, jokers=(False, True))
            assert not G.apply(s, ACTION_FOR_COLUMN[target[0]])["over"], (rows, line, target, blocker)


# ---- end checks come before clearing ----------------------------------------------------------------
def test_shed_out_by_filling_a_column_ends_the_game_before_any_clearing():
    board = [[DARK, LIGHT, DARK, LIGHT], [], [], [DARK, LIGHT, DARK], []]
    s = make([8, 8, 8], board=board, jokers=(False, True), decks=[[], [1]])
    after = G.apply(s, "play triple 8 8 8")
    assert after["over"] and after["result"]["kind"] == "shed"
    assert after["board"][0] == [DARK, LIGHT, DARK, LIGHT] and after["last"]["cleared"] == []


def test_four_in_a_row_and_shed_out_together_is_reported_as_four_in_a_row():
    board = [[LIGHT], [LIGHT], [LIGHT], [], []]
    s = make([8, 8, 8], board=board, jokers=(False, True), decks=[[], [1]])
    after = G.apply(s, "play triple 8 8 8")
    assert after["result"]["kind"] == "line" and G.outcome(after)["winners"] == [LIGHT]


def test_the_cleared_column_no_longer_counts_for_a_line():
    # Light's Single-column token is cleared when Light fills the Triple column: the bottom row
    # then holds only three Light tokens, and Light's next token there does not win.
    board = [[LIGHT, DARK, LIGHT, DARK], [LIGHT], [LIGHT], [DARK, LIGHT, DARK], []]
    s = make([1, 2, 3, 8, 8, 8], board=board, jokers=(False, True))
    after = G.apply(s, "play triple 8 8 8")
    assert after["board"][0] == [] and not after["over"]
    assert after["board"][3] == [DARK, LIGHT, DARK, LIGHT]


# ---- the draw rule ----------------------------------------------------------------------------------
def test_no_random_game_reaches_three_passes_in_a_row_so_none_is_drawn():
    """After two passes in a row the leader has passed before (Joker face up, marker on Pass)
    and holds a card, so Single, Pair-with-Joker and Run-with-Joker are three columns of
    which at most one is full: they can always play. The draw rule never triggers in play."""
    for seed in range(150):
        rng = random.Random(seed)
        s = G.setup({"rows": 4 if seed % 2 else 5}, seed)
        while not s["over"]:
            s = G.apply(s, rng.choice(G.legal_actions(s)))
            assert s["passes"] <= 2
        assert s["result"]["kind"] in ("line", "shed")


# ---- hidden information -----------------------------------------------------------------------------
def redeal_dark(state, rng):
    """The same state with Dark's hidden cards (hand + deck) redealt, sizes kept."""
    new = copy_state(state, nested=("hands", "decks"))
    pool = new["hands"][DARK] + new["decks"][DARK]
    rng.shuffle(pool)
    n = len(new["hands"][DARK])
    new["hands"][DARK] = sorted(pool[:n])
    new["decks"][DARK] = pool[n:]
    return new


def test_lights_view_and_log_do_not_depend_on_darks_hidden_cards():
    rng = random.Random(7)
    for seed in range(12):
        s = G.setup({"first": "light"}, seed)
        for _ in range(40):
            if s["over"]:
                break
            if s["turn"] == LIGHT:
                other = redeal_dark(s, rng)
                assert G.view(other, LIGHT) == G.view(s, LIGHT)
                for action in G.legal_actions(s):
                    assert G.describe(other, action) == G.describe(s, action)
                    assert G.reveals(other, action) == G.reveals(s, action)
                    a, b = G.apply(other, action), G.apply(s, action)
                    if not b["over"]:  # at the end both hands are shown on purpose
                        assert G.view(a, LIGHT) == G.view(b, LIGHT)
            s = G.apply(s, rng.choice(G.legal_actions(s)))


def test_undo_never_takes_back_an_opponents_play_the_human_has_seen():
    session = Session.new(G, {"first": "light"}, 3, [{"kind": "human"}, {"kind": "bot"}])
    session.play(G.legal_actions(session.state)[0])  # the human leads
    bot_play = next(a for a in G.legal_actions(session.state) if a != "pass")
    session.play(bot_play)  # the bot answers, showing cards from its hidden hand
    # undoing now would let the human replay their move knowing those cards are in the bot's hand
    assert not session.can_undo()
