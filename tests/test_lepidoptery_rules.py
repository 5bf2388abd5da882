"""Every rule of shared/rules/lepidoptery.md, and its five worked examples."""

import copy
import json

import pytest

from vivarium.core.protocol import IllegalAction
from vivarium.i18n import say, say_in
from vivarium.games.lepidoptery.rules import (
    DECK_TABLE,
    FULL_DECK,
    Lepidoptery,
    parse_action,
)

G = Lepidoptery()
LIGHT, DARK = 0, 1


def make(hand, other_hand=None, *, turn=LIGHT, play=None, markers=(None, None), jokers=(True, True),
         board=None, decks=None, rows=4, passes=0):
    """A state with the given hands (the rest of each deck stays in the deck, in order)."""
    state = G.setup({"rows": rows, "first": "light" if turn == LIGHT else "dark"}, 1)
    hands = [sorted(hand), sorted(other_hand if other_hand is not None else [1, 2, 3])]
    if turn == DARK:
        hands.reverse()
    state["hands"] = hands
    played = [[], []]
    if play is not None:
        played[play["seat"]] = [r for r in play["ranks"]]
        if play.get("joker") is not None:
            played[play["seat"]].remove(play["joker"])
    if decks is None:
        decks = []
        for s in (0, 1):
            rest = list(FULL_DECK)
            for r in hands[s] + played[s]:
                rest.remove(r)
            decks.append(rest)
    state["decks"] = [list(d) for d in decks]
    state["turn"] = turn
    state["play"] = play
    state["markers"] = list(markers)
    state["jokers"] = list(jokers)
    state["board"] = [list(c) for c in (board or [[] for _ in range(5)])]
    state["passes"] = passes
    return state


def P(seat, type_, ranks, joker=None):
    return {"seat": seat, "type": type_, "ranks": list(ranks), "joker": joker}


def plays(state):
    return [a for a in G.legal_actions(state) if a != "pass"]


# ---- components and setup ----------------------------------------------------------------------
def test_deck_table_is_38_cards_three_ones_and_tens_four_of_the_rest():
    assert len(FULL_DECK) == 38
    assert DECK_TABLE[1] == DECK_TABLE[10] == 3
    assert all(DECK_TABLE[r] == 4 for r in range(2, 10))


def test_setup_deals_twelve_cards_each_leaves_26_jokers_up_markers_off():
    s = G.setup({}, 42)
    for seat in (0, 1):
        assert len(s["hands"][seat]) == 12 and len(s["decks"][seat]) == 26
        assert sorted(s["hands"][seat] + s["decks"][seat]) == FULL_DECK
        assert s["hands"][seat] == sorted(s["hands"][seat])
    assert s["jokers"] == [True, True]
    assert s["markers"] == [None, None]
    assert s["play"] is None and all(col == [] for col in s["board"]) and len(s["board"]) == 5
    assert s["rows"] == 4 and s["turn"] == s["first"]


def test_five_rows_option_and_first_player_setting():
    assert G.setup({"rows": 5}, 1)["rows"] == 5
    assert G.setup({"first": "dark"}, 1)["turn"] == DARK
    firsts = {G.setup({}, seed)["first"] for seed in range(30)}
    assert firsts == {0, 1}


def test_decks_are_shuffled_and_reproducible():
    assert G.setup({}, 3) == G.setup({}, 3)
    assert G.setup({}, 3)["decks"] != G.setup({}, 4)["decks"]


# ---- combinations -----------------------------------------------------------------------------
def test_the_five_combination_types():
    s = make([3, 3, 3, 4, 5], jokers=(False, True))
    got = set(plays(s))
    assert {"play single 3", "play pair 3 3", "play run2 3 4", "play triple 3 3 3", "play run3 3 4 5"} <= got
    assert "play run2 3 5" not in got and "play pair 3 4" not in got


def test_runs_do_not_wrap():
    s = make([1, 10], jokers=(False, True))
    assert not any(a.startswith("play run2") for a in plays(s))
    assert parse_action("play run2 10 1") is None
    s = make([1, 9, 10], jokers=(False, True))
    assert "play run2 9 10" in plays(s) and not any(a.startswith("play run3") for a in plays(s))


def test_example_4_joker_and_7():
    s = make([7], jokers=(True, True))
    got = set(plays(s))
    assert {"play pair 7 J7", "play run2 J6 7", "play run2 7 J8"} <= got
    assert got == {"play single 7", "play pair 7 J7", "play run2 J6 7", "play run2 7 J8"}


def test_joker_alone_is_never_a_single():
    s = make([], [5], jokers=(True, True))
    assert plays(s) == [] and G.legal_actions(s) == ["pass"]
    with pytest.raises(IllegalAction):
        G.apply(s, "play single J5")


def test_joker_in_triples_and_runs_of_three():
    s = make([5, 5, 7])
    got = set(plays(s))
    assert {"play triple 5 5 J5", "play run3 5 J6 7"} <= got
    assert "play run3 J4 5 6" not in got  # needs a 6
    s2 = make([4, 6])
    assert "play run3 4 J5 6" in plays(s2)


def test_joker_flips_face_down_and_stays_with_its_owner():
    s = make([7, 9])
    after = G.apply(s, "play pair 7 J7")
    assert after["jokers"] == [False, True]
    assert after["hands"][LIGHT] == [9]
    assert after["play"] == P(LIGHT, "pair", [7, 7], 7)


def test_face_down_joker_cannot_be_used():
    s = make([7, 9], jokers=(False, True))
    assert not any("J" in a for a in plays(s))
    with pytest.raises(IllegalAction) as err:
        G.apply(s, "play pair 7 J7")
    assert "face down" in str(err.value)


def test_joker_resets_only_on_its_owners_pass():
    s = make([7, 9], [2, 3], turn=LIGHT, play=P(DARK, "single", [8]), jokers=(False, False))
    after = G.apply(s, "pass")
    assert after["jokers"] == [True, False]


def test_joker_never_counts_for_shed_out():
    s = make([7], decks=[[], [4, 4]], jokers=(True, True))
    after = G.apply(s, "play pair 7 J7")
    assert after["over"] and G.outcome(after)["winners"] == [LIGHT]
    s = make([7], decks=[[], [4, 4]], jokers=(True, True))
    after = G.apply(s, "play single 7")  # the Joker is still face up: does not matter
    assert after["over"] and after["result"]["kind"] == "shed"


# ---- beating ----------------------------------------------------------------------------------
def test_example_1_on_a_single_5():
    s = make([4, 4, 5, 5, 6], play=P(DARK, "single", [5]), jokers=(False, True))
    got = set(plays(s))
    assert "play pair 5 5" in got  # same low, more cards
    assert "play run2 5 6" in got
    assert "play single 6" not in got  # same type
    assert "play pair 4 4" not in got  # lower
    with pytest.raises(IllegalAction) as err:
        G.apply(s, "play single 6")
    assert "cannot be played on a Single" in str(err.value)
    with pytest.raises(IllegalAction) as err:
        G.apply(s, "play pair 4 4")
    assert "does not beat" in str(err.value)


def test_example_2_on_a_pair_of_5s():
    s = make([5, 5, 5, 6], play=P(DARK, "pair", [5, 5]), jokers=(False, True))
    got = set(plays(s))
    assert "play run2 5 6" not in got  # same low, same count
    assert "play triple 5 5 5" in got


def test_higher_low_beats_whatever_the_size():
    s = make([6, 9], play=P(DARK, "run3", [5, 6, 7]), jokers=(False, True))
    assert set(plays(s)) == {"play single 6", "play single 9"}


def test_empty_play_area_anything_goes():
    s = make([1, 2], jokers=(False, True))
    assert set(plays(s)) == {"play single 1", "play single 2", "play run2 1 2"}


def test_joker_rank_decides_the_low_card():
    s = make([7], play=P(DARK, "single", [7]))
    got = set(plays(s))
    assert "play run2 J6 7" not in got  # counts as 6-7: lower than 7
    assert "play run2 7 J8" in got and "play pair 7 J7" in got


# ---- marker -----------------------------------------------------------------------------------
def test_example_3_marker_on_pair_leads_anything_but_a_pair():
    s = make([4, 4, 5, 5, 5, 6], markers=("pair", None), jokers=(False, True))
    got = plays(s)
    assert not any(a.startswith("play pair") for a in got)
    assert {"play single 4", "play run2 4 5", "play triple 5 5 5", "play run3 4 5 6"} <= set(got)
    with pytest.raises(IllegalAction) as err:
        G.apply(s, "play pair 4 4")
    assert "marker is on Pair" in str(err.value)


@pytest.mark.parametrize("marker", [None, "pass"])
def test_marker_off_or_on_pass_restricts_nothing(marker):
    s = make([4, 4], markers=(marker, None), jokers=(False, True))
    assert "play pair 4 4" in plays(s)


def test_play_moves_the_marker_and_pass_moves_it_to_pass():
    s = make([4, 4, 9], [1, 2], jokers=(False, True))
    s = G.apply(s, "play pair 4 4")
    assert s["markers"][LIGHT] == "pair"
    s = G.apply(s, "pass")
    assert s["markers"][DARK] == "pass"


# ---- columns ----------------------------------------------------------------------------------
def test_token_drops_to_the_lowest_empty_space_of_its_column():
    board = [[], [DARK], [], [], []]
    s = make([3, 3], board=board, jokers=(False, True))
    s = G.apply(s, "play pair 3 3")
    assert s["board"][1] == [DARK, LIGHT]
    assert s["last"]["col"] == 1 and s["last"]["row"] == 1


def test_full_column_cannot_be_played():
    board = [[LIGHT, DARK, LIGHT, DARK], [], [], [], []]
    s = make([3, 3], board=board, jokers=(False, True))
    assert "play single 3" not in plays(s)
    with pytest.raises(IllegalAction) as err:
        G.apply(s, "play single 3")
    assert "column is full" in str(err.value)


def test_example_5_filling_a_column_clears_the_other_full_ones():
    board = [[LIGHT, DARK, LIGHT, DARK], [], [], [DARK, LIGHT, DARK], []]
    s = make([8, 8, 8], board=board, jokers=(False, True))
    after = G.apply(s, "play triple 8 8 8")
    assert after["board"][0] == []  # the Single column is emptied
    assert after["board"][3] == [DARK, LIGHT, DARK, LIGHT]  # the Triple column stays full
    assert [c["col"] for c in after["last"]["cleared"]] == [0]
    assert not after["over"]


def test_example_5_but_the_token_made_four_in_a_row():
    # Light has tokens at row 3 of columns 0..2 (the Single column is full); the Triple
    # column's top space completes the line: the game ends before any clearing.
    board = [[DARK, DARK, LIGHT, LIGHT], [DARK, LIGHT, DARK, LIGHT], [DARK, DARK, LIGHT, LIGHT], [DARK, LIGHT, DARK], []]
    s = make([8, 8, 8], board=board, jokers=(False, True))
    after = G.apply(s, "play triple 8 8 8")
    assert after["over"] and after["result"]["kind"] == "line"
    assert after["board"][0] == [DARK, DARK, LIGHT, LIGHT]  # not cleared: the game had ended
    assert sorted(map(tuple, after["result"]["line"])) == [(0, 3), (1, 3), (2, 3), (3, 3)]


def test_filling_a_column_when_no_other_is_full_clears_nothing():
    board = [[], [], [], [DARK, LIGHT, DARK], [LIGHT, DARK]]
    s = make([8, 8, 8], board=board, jokers=(False, True))
    after = G.apply(s, "play triple 8 8 8")
    assert after["board"][4] == [LIGHT, DARK] and after["last"]["cleared"] == []


# ---- winning ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "board,action,line",
    [
        # across the bottom row
        ([[LIGHT], [LIGHT], [LIGHT], [], []], "play triple 8 8 8", [(0, 0), (1, 0), (2, 0), (3, 0)]),
        # up the Pair column
        ([[], [LIGHT, LIGHT, LIGHT], [], [], []], "play pair 3 3", [(1, 0), (1, 1), (1, 2), (1, 3)]),
        # diagonal rising to the right
        ([[LIGHT], [DARK, LIGHT], [DARK, DARK, LIGHT], [DARK, DARK, DARK], []], "play triple 8 8 8",
         [(0, 0), (1, 1), (2, 2), (3, 3)]),
        # diagonal falling to the right
        ([[], [DARK, DARK, DARK, LIGHT], [DARK, DARK, LIGHT], [DARK, LIGHT], []], "play run3 1 2 3",
         [(1, 3), (2, 2), (3, 1), (4, 0)]),
    ],
)
def test_four_in_a_row_wins_at_once(board, action, line):
    s = make([1, 2, 3, 3, 3, 8, 8, 8], board=board, jokers=(False, True))
    after = G.apply(s, action)
    assert after["over"]
    out = G.outcome(after)
    assert out["result"] == "win" and out["winners"] == [LIGHT]
    assert "Four in a row" in say(out["reason"])
    assert say(G.describe(s, action)).endswith("column: four in a row!")
    assert sorted(map(tuple, after["result"]["line"])) == sorted(line)
    assert G.legal_actions(after) == []


def test_opponent_tokens_break_a_line():
    board = [[LIGHT], [DARK], [LIGHT], [], []]
    s = make([8, 8, 8], board=board, jokers=(False, True))
    assert not G.apply(s, "play triple 8 8 8")["over"]


def test_shed_out_wins_when_hand_and_deck_are_empty():
    s = make([6, 6], decks=[[], [1, 2, 3]], jokers=(False, True))
    after = G.apply(s, "play pair 6 6")
    out = G.outcome(after)
    assert out["winners"] == [LIGHT] and "Shed Out" in say(out["reason"])


def test_empty_hand_with_cards_in_the_deck_is_not_shed_out():
    s = make([6, 6], decks=[[2], [1, 2, 3]], jokers=(False, True))
    after = G.apply(s, "play pair 6 6")
    assert not after["over"]
    # next turn, Light holds nothing: only Pass & Refresh
    after = G.apply(after, "pass")  # Dark passes
    assert after["hands"][LIGHT] == [2]


# ---- Pass & Refresh ---------------------------------------------------------------------------
def test_leader_with_a_legal_play_may_not_pass():
    s = make([4], jokers=(False, True))
    assert "pass" not in G.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        G.apply(s, "pass")
    assert "may not pass" in str(err.value)


def test_leader_without_a_legal_play_must_pass():
    board = [[LIGHT, DARK, LIGHT, DARK], [], [], [], []]
    s = make([4], board=board, jokers=(False, True))
    assert G.legal_actions(s) == ["pass"]


def test_non_leader_may_pass_while_holding_a_legal_play():
    s = make([9], play=P(DARK, "single", [5]))
    assert set(G.legal_actions(s)) == {"play pair 9 J9", "play run2 J8 9", "play run2 9 J10", "pass"}
    s = make([9, 9], play=P(DARK, "single", [5]), jokers=(False, True))
    assert "pass" in G.legal_actions(s) and "play pair 9 9" in G.legal_actions(s)


def test_pass_discards_resets_and_refills_both_hands():
    s = make([9], [1, 2, 3, 4, 5], play=P(DARK, "run2", [6, 7]), markers=("single", "run2"), jokers=(False, False))
    deck_light = list(s["decks"][LIGHT])
    deck_dark = list(s["decks"][DARK])
    after = G.apply(s, "pass")
    assert after["play"] is None
    assert after["discard"][DARK] == [6, 7]
    assert after["markers"] == ["pass", "run2"]
    assert after["jokers"] == [True, False]
    assert after["hands"][LIGHT] == sorted([9] + deck_light[:11])
    assert after["hands"][DARK] == sorted([1, 2, 3, 4, 5] + deck_dark[:7])
    assert after["decks"][LIGHT] == deck_light[11:] and after["decks"][DARK] == deck_dark[7:]
    # the opponent leads
    assert after["turn"] == DARK and after["play"] is None


def test_pass_with_twelve_or_more_draws_exactly_one():
    hand = [1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7]
    s = make(hand[:12], hand, play=P(DARK, "single", [10]), jokers=(False, True))
    after = G.apply(s, "pass")
    assert len(after["hands"][LIGHT]) == 13 and len(after["hands"][DARK]) == 14


def test_pass_draws_what_is_left_or_nothing():
    s = make([1], [2], play=P(DARK, "single", [10]), decks=[[5, 6], []])
    after = G.apply(s, "pass")
    assert after["hands"] == [[1, 5, 6], [2]] and after["decks"] == [[], []]


def test_joker_play_then_pass_play_area_card_accounting():
    s = make([7, 8], [1, 2], play=P(DARK, "pair", [6, 6], 6), jokers=(True, False))
    after = G.apply(s, "play run2 7 J8")
    assert after["discard"][DARK] == [6]  # the Joker is not a card: it stays with Dark
    after = G.apply(after, "pass")
    assert after["discard"][LIGHT] == [7]


def test_draw_when_both_decks_are_empty_and_four_passes_in_a_row():
    s = make([1], [1], play=P(DARK, "single", [10]), decks=[[], []], passes=2)
    s = G.apply(s, "pass")  # third pass
    assert not s["over"]
    s = G.apply(s, "play single 1")  # Dark leads and must play: the count restarts
    assert s["passes"] == 0
    s = make([1], [1], play=P(DARK, "single", [10]), decks=[[], []], passes=3)
    s = G.apply(s, "pass")
    out = G.outcome(s)
    assert out["result"] == "draw" and out["winners"] == [] and "draw" in say(out["reason"])


def test_four_passes_with_cards_in_a_deck_is_no_draw():
    twelve = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]
    s = make(twelve, [1], play=P(DARK, "single", [10]), decks=[[7, 8], []], passes=3)
    after = G.apply(s, "pass")  # Light holds 12: draws exactly one, one card stays in the deck
    assert after["decks"][LIGHT] == [8] and not after["over"]


# ---- validation, log, undo barrier ------------------------------------------------------------
@pytest.mark.parametrize("bad", ["", "play", "play single 11", "play pair J7 7", "play single J5", "fly", None, 3,
                                 "play single 4 ", "<script>"])
def test_illegal_or_malformed_actions_get_a_sentence_and_change_nothing(bad):
    s = make([4, 4])
    before = copy.deepcopy(s)
    with pytest.raises(IllegalAction) as err:
        G.apply(s, bad)
    assert str(err.value).endswith(".") and len(str(err.value)) > 10
    assert s == before


def test_cards_not_held_are_refused():
    s = make([4, 4])
    with pytest.raises(IllegalAction) as err:
        G.apply(s, "play pair 5 5")
    assert "do not hold" in str(err.value)


def test_describe_in_plain_words():
    s = make([7, 9], turn=DARK)
    assert say(G.describe(s, "play pair 7 J7")) == "Dark plays a Pair of 7s (Joker as 7) on the Pair column."
    s = make([9], [1, 2], play=P(DARK, "single", [5]))
    assert say(G.describe(s, "pass")) == "Light passes and refreshes: Light draws 11 cards, Dark draws 10 cards."
    board = [[LIGHT, DARK, LIGHT, DARK], [], [], [DARK, LIGHT, DARK], []]
    s = make([8, 8, 8], board=board, jokers=(False, True))
    assert say(G.describe(s, "play triple 8 8 8")) == (
        "Light plays a Triple of 8s on the Triple column, filling it: the Single column is cleared."
    )


def test_log_lines_and_reasons_in_french():
    """The same messages said in French: the article follows the type's gender, the number of
    cards drawn its plural, the Joker's rank and the seat's name their placeholders."""
    s = make([7, 9], turn=DARK)
    assert say_in("fr", G.describe(s, "play pair 7 J7")) == "Sombre joue une Paire de 7 (Joker valant 7) dans la colonne Paire."
    s = make([9], [1, 2], play=P(DARK, "single", [5]))
    assert say_in("fr", G.describe(s, "pass")) == "Clair passe et pioche\u00a0: Clair pioche 11 cartes, Sombre pioche 10 cartes."
    s["decks"][1] = s["decks"][1][:1]
    s["decks"][0] = []
    assert say_in("fr", G.describe(s, "pass")) == "Clair passe et pioche\u00a0: Sombre pioche 1 carte."
    board = [[LIGHT, DARK, LIGHT, DARK], [], [], [DARK, LIGHT, DARK], []]
    s = make([8, 8, 8], board=board, jokers=(False, True))
    assert say_in("fr", G.describe(s, "play triple 8 8 8")) == (
        "Clair joue un Brelan de 8 dans la colonne Brelan, qui est pleine\u00a0: la colonne Simple est vidée."
    )
    s = make([5, 5], play=P(DARK, "pair", [6, 6]))
    assert say_in("fr", G.explain_illegal(s, "play pair 5 5")) == (
        "Une Paire ne se joue pas sur une Paire\u00a0: les types doivent être différents.")
    s = make([4, 5], play=P(DARK, "single", [5]))
    assert say_in("fr", G.explain_illegal(s, "play run2 4 5")) == (
        "Suite 4–5 ne bat pas Simple 5\u00a0: sa carte la plus basse doit être plus forte, ou égale avec plus de cartes.")


def test_reveals_only_when_cards_are_drawn():
    s = make([9], [1], play=P(DARK, "single", [5]))
    assert G.reveals(s, "pass") is True
    assert G.reveals(s, "play single 9") is False
    s = make([9], [1], play=P(DARK, "single", [5]), decks=[[], []])
    assert G.reveals(s, "pass") is False


def test_apply_is_pure_and_states_round_trip_json():
    s = G.setup({}, 9)
    before = copy.deepcopy(s)
    after = G.apply(s, G.legal_actions(s)[0])
    assert s == before
    assert json.loads(G.to_json(after)) == after


# ---- what each seat may see -------------------------------------------------------------------
def test_view_hides_the_other_hand_and_deck_order():
    s = G.setup({}, 5)
    for seat in (0, 1):
        v = G.view(s, seat)
        assert v["hand"] == s["hands"][seat]
        assert v["hand_sizes"] == [12, 12] and v["deck_sizes"] == [26, 26]
        assert "hands" not in v and "decks" not in v and "rng" not in v
    spectator = G.view(s, None)
    assert spectator["hand"] is None


def test_determinize_is_consistent_with_the_view():
    s = G.setup({}, 5)
    s = G.apply(s, G.legal_actions(s)[3])
    v = G.view(s, LIGHT)
    for k in range(20):
        d = G.determinize(v, k)
        assert G.view(d, LIGHT) == v
        assert d["hands"][LIGHT] == s["hands"][LIGHT]
        for seat in (0, 1):
            cards = d["hands"][seat] + d["decks"][seat] + d["discard"][seat]
            if d["play"] and d["play"]["seat"] == seat:
                cards += [r for r in d["play"]["ranks"]]
                if d["play"]["joker"] is not None:
                    cards.remove(d["play"]["joker"])
            assert sorted(cards) == FULL_DECK
    assert len({json.dumps(G.determinize(v, k)["hands"][DARK]) for k in range(20)}) > 1
