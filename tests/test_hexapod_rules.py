"""Every rule of shared/rules/hexapod.md, the 45-point scoring example and the 2x3 Blue block.

Pictures of a case are six rows of six tokens, top row first: ``.`` empty, ``B`` Blue,
``G`` Green, ``Y`` Gold, ``R`` Red Leaf, ``D`` Dung, ``S<``/``S>`` the left/right half of a
Stag Beetle, ``M<``/``M>`` of a Moth. The scoring expectations below are counted by hand from
the pictures, not computed with the engine's helpers.
"""

import collections
import json

import pytest

from vivarium.core.protocol import IllegalAction
from vivarium.games.hexapod.cards import CARD_TABLE, POS_INDEX, POS_NAMES, SPIDER, placed_grid
from vivarium.games.hexapod.placement import can_place, placement_options
from vivarium.games.hexapod.rules import Hexapod
from vivarium.games.hexapod.scoring import case_points, placement_effect, placement_gain, score_parts
from vivarium.i18n import say, say_in

G = Hexapod()
LIGHT, DARK = 0, 1
TOK = {".": 0, "B": 1, "G": 2, "Y": 3, "R": 4, "D": 5, "S<": 6, "S>": 7, "M<": 8, "M>": 9}


def grid(picture):
    rows = [line.split() for line in picture.strip().splitlines() if line.strip()]
    assert len(rows) == 6 and all(len(r) == 6 for r in rows), rows
    return [TOK[t] for row in rows for t in row]


def card_id(text):
    return CARD_TABLE.index(text)


def make(*, turn=LIGHT, phase="start", hands=None, grids=None, stacks=None, coins=(3, 3), passed=(False, False),
         ending=None, final=False, known=None):
    """A state to the test's liking. Cards not named in hands/stacks/grids are left out of the
    stacks (these states test one rule at a time, not card accounting)."""
    state = G.setup({"first": "light" if turn == LIGHT else "dark"}, 5)
    state["turn"] = turn
    state["phase"] = phase
    state["picks"] = 2
    state["hands"] = [list(h) for h in (hands or ([card_id("BBGG")], [card_id("GGBB")]))]
    if grids is not None:
        state["grids"] = [list(g) for g in grids]
        # a non-empty case needs a history: the engine only asks whether it is empty
        state["placed"] = [[[0, "a1"]] if any(g) else [] for g in grids]
    if stacks is not None:
        state["stacks"] = [list(s) for s in stacks]
        state["known"] = list(known) if known is not None else [1 if s else 0 for s in stacks]
    state["coins"] = list(coins)
    state["passed"] = list(passed)
    state["ending"] = ending
    state["final"] = final
    return state


def places(state, letter=None):
    return {a.split()[2] for a in G.legal_actions(state) if a.startswith("place") and (letter is None or a.split()[1] == letter)}


def assert_illegal(state, action, *words):
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        G.apply(state, action)
    assert json.dumps(state, sort_keys=True) == before, "a refused action changed the state"
    sentence = str(err.value)
    assert sentence.endswith(".") and (sentence[0].isupper() or sentence[0] == "“"), sentence
    for w in words:
        assert w in sentence, (w, sentence)
    return sentence


# ---- the deck ------------------------------------------------------------------------------------
def test_the_card_table_has_the_stated_counts():
    assert len(CARD_TABLE) == 41 and SPIDER == 41
    stag_top = [c for c in CARD_TABLE if c[:2] == "SS"]
    stag_bottom = [c for c in CARD_TABLE if c[2:] == "SS"]
    moth_top = [c for c in CARD_TABLE if c[:2] == "MM"]
    moth_bottom = [c for c in CARD_TABLE if c[2:] == "MM"]
    assert (len(stag_top), len(stag_bottom), len(moth_top), len(moth_bottom)) == (3, 3, 3, 3)
    large = stag_top + stag_bottom + moth_top + moth_bottom
    for c in large:  # the other row holds two small insects
        other = c[2:] if c[:2] in ("SS", "MM") else c[:2]
        assert all(ch in "BGYRD" for ch in other), c
    small_cards = [c for c in CARD_TABLE if c not in large]
    assert len(small_cards) == 29
    assert all(all(ch in "BGYRD" for ch in c) for c in small_cards)
    cells = collections.Counter(ch for c in CARD_TABLE for ch in c if ch in "BGYRD")
    assert sum(cells.values()) == 140
    assert cells == {"B": 44, "G": 36, "Y": 22, "R": 20, "D": 18}
    for c in CARD_TABLE:
        assert len(set(c)) > 1, f"{c} shows one kind in all its cells"
        assert c.count("D") <= 2, f"{c} shows more than two Dung beetles"
        assert "S" not in c or c.count("S") == 2 and (c[:2] == "SS" or c[2:] == "SS")
        assert "M" not in c or c.count("M") == 2 and (c[:2] == "MM" or c[2:] == "MM")


# ---- setup ----------------------------------------------------------------------------------------
def test_setup_three_stacks_of_fourteen_with_the_spider_in_the_bottom_three_of_one():
    where = collections.Counter()
    for seed in range(900):
        state = G.setup({}, seed)
        stacks = state["stacks"]
        assert [len(s) for s in stacks] == [14, 14, 14]
        assert sorted(c for s in stacks for c in s) == list(range(42))
        found = [(i, s.index(SPIDER)) for i, s in enumerate(stacks) if SPIDER in s]
        assert len(found) == 1 and found[0][1] < 3, found
        where[found[0]] += 1
        assert state["coins"] == [3, 3] and state["hands"] == [[], []]
        assert state["phase"] == "pick" and state["turn"] == state["first"]
        assert not any(state["grids"][0]) and not any(state["grids"][1])
    assert len(where) == 9
    assert all(60 <= n <= 140 for n in where.values()), where  # each of the 9 places ~100 times


def test_first_player_setting_and_random_default():
    assert G.setup({"first": "light"}, 1)["first"] == LIGHT
    assert G.setup({"first": "dark"}, 1)["first"] == DARK
    firsts = {G.setup({}, s)["first"] for s in range(20)}
    assert firsts == {LIGHT, DARK}


def test_opening_first_player_takes_a_card_then_the_second_then_the_first_plays():
    state = G.setup({"first": "dark"}, 3)
    assert G.legal_actions(state) == ["draw 1", "draw 2", "draw 3"]
    top2 = state["stacks"][1][-1]
    state = G.apply(state, "draw 2")
    assert state["hands"][DARK] == [top2] and state["turn"] == LIGHT and state["phase"] == "pick"
    top1 = state["stacks"][0][-1]
    state = G.apply(state, "draw 1")
    assert state["hands"][LIGHT] == [top1]
    assert state["turn"] == DARK and state["phase"] == "start"
    assert [len(s) for s in state["stacks"]] == [13, 13, 14]


# ---- placement ------------------------------------------------------------------------------------
def test_first_card_goes_anywhere_inside_the_case():
    state = make(phase="place", hands=[[card_id("BBGG"), card_id("SSBB")], []], grids=[[0] * 36, [0] * 36])
    legal = G.legal_actions(state)
    assert len(legal) == 50  # two cards x 25 positions
    assert places(state, "A") == set(POS_NAMES) == places(state, "B")
    assert "f1" not in POS_NAMES and "a6" not in POS_NAMES
    assert_illegal(state, "place A f1", "inside the case")
    assert_illegal(state, "place A e6", "inside the case")
    assert_illegal(state, "place A z9", "not a position")


def test_a_placement_applies_the_card_unrotated_at_its_top_left_cell():
    state = make(phase="place", hands=[[card_id("SSGD"), card_id("BBGG")], []], grids=[[0] * 36, [0] * 36])
    state = G.apply(state, "place A c4")
    assert state["grids"][LIGHT] == grid("""
        . . . .  . .
        . . . .  . .
        . . . .  . .
        . . S< S> . .
        . . G D  . .
        . . . .  . .""")
    assert state["hands"][LIGHT] == [card_id("BBGG")]
    assert state["placed"][LIGHT][-1] == [card_id("SSGD"), "c4"]
    assert state["turn"] == DARK and state["phase"] == "start"


def test_later_cards_must_cover_an_insect_of_the_same_kind():
    g = grid("""
        B G . . . .
        Y R . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    # BBGG: top row Blue Blue, bottom row Green Green
    state = make(phase="place", hands=[[card_id("BBGG")], []], grids=[g, [0] * 36])
    got = places(state)
    # a1: covers B(match) G(over B: ok) Y R -> match on a1; a legal full cover of four insects
    assert "a1" in got
    # b1: covers G with B (no), R with G (no), empty: no match
    assert "b1" not in got
    # c1 and further right: only empty cells, no match
    assert all(p not in got for p in ("c1", "d1", "e1", "c2", "e5"))
    sentence = assert_illegal(state, "place A b1", "does not cover any insect of the same kind")
    assert "b1" in sentence
    # GGBB: top Green Green, bottom Blue Blue
    state = make(phase="place", hands=[[card_id("GGBB")], []], grids=[g, [0] * 36])
    got = places(state)
    # a1: G over B, G over G (b1): a match; b1: G over G (b1), B over R: a match
    assert got == {"a1", "b1"}


def test_empty_cells_are_covered_freely_once_one_insect_matches():
    g = grid("""
        . . . . . .
        . . . . . .
        . . B . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    state = make(phase="place", hands=[[card_id("BBGG")], []], grids=[g, [0] * 36])
    # the Blue at c3 is matched by a Blue of the card's top row: positions b3 (TR) and c3 (TL)
    assert places(state) == {"b3", "c3"}


def test_a_dung_beetle_may_only_be_covered_by_a_dung_beetle():
    g = grid("""
        B D . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    # BBGG at a1 would match the Blue at a1 but cover the Dung at b1 with a Blue
    state = make(phase="place", hands=[[card_id("BBGG")], []], grids=[g, [0] * 36])
    assert "a1" not in places(state)
    assert_illegal(state, "place A a1", "Dung", "only a Dung beetle may cover a Dung beetle")
    # RDSS: top row Red, Dung -> at a1 the Dung lands on the Dung: a same-kind match
    state = make(phase="place", hands=[[card_id("RDSS")], []], grids=[g, [0] * 36])
    assert "a1" in places(state)
    after = G.apply(state, "place A a1")
    assert after["grids"][LIGHT][:2] == [TOK["R"], TOK["D"]]


def test_a_stag_or_moth_is_never_partly_covered():
    g = grid("""
        . . . . . .
        . S< S> . . .
        . B . . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    # BBGG at a2: its top-right cell would cover only the Stag's left half
    state = make(phase="place", hands=[[card_id("BBGG")], []], grids=[g, [0] * 36])
    got = places(state)
    assert "b2" not in got  # would cover the whole Stag with Blue (no match: Blue over Stag is not a match)
    assert "a2" not in got and "c2" not in got  # half a Stag
    assert_illegal(state, "place A c1", "only half of the Stag")
    # a card that matches the Blue at b3 with its top-left Blue, covering b3-c3 and b4-c4
    assert "b3" in got


def test_a_stag_exactly_over_a_stag_is_a_match_and_a_moth_over_a_stag_is_not():
    g = grid("""
        . . . . . .
        . S< S> . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    stag = make(phase="place", hands=[[card_id("SSBB")], []], grids=[g, [0] * 36])
    assert places(stag) == {"b2"}
    moth = make(phase="place", hands=[[card_id("MMBG")], []], grids=[g, [0] * 36])
    assert places(moth) == set()
    assert_illegal(moth, "place A b2", "does not cover any insect of the same kind")
    # a Moth card whose other row matches elsewhere may cover the Stag in full
    g2 = grid("""
        . . . . . .
        . S< S> . . .
        . B G . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    moth = make(phase="place", hands=[[card_id("MMBG")], []], grids=[g2, [0] * 36])
    assert "b2" in places(moth)
    after = G.apply(moth, "place A b2")
    assert after["grids"][LIGHT][7:9] == [TOK["M<"], TOK["M>"]]
    # a Stag card whose Stag sits in the bottom row matches a Stag one row lower
    g3 = grid("""
        . . . . . .
        . . . . . .
        . S< S> . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    low = make(phase="place", hands=[[card_id("BGSS")], []], grids=[g3, [0] * 36])
    assert places(low) == {"b2"}


# ---- the three actions ------------------------------------------------------------------------------
def stacks_with(*tops, under=None):
    """Three stacks; each a bottom part (``under``) plus the given top card (None = empty)."""
    out = []
    for i, top in enumerate(tops):
        if top is None:
            out.append([])
        else:
            out.append(list((under or [[], [], []])[i]) + [top])
    return out


def test_draw_and_play_is_legal_only_if_a_placement_exists_for_the_resulting_hand():
    g = grid("""
        . . . . . .
        . D . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    # hand: BBGG (no Dung: no legal place); tops: BBYD (a Dung in the bottom-right), SSBB, GGYY
    stacks = stacks_with(card_id("BBYD"), card_id("SSBB"), card_id("GGYY"), under=[[1, 2], [3], [4]])
    state = make(hands=[[card_id("BBGG")], []], grids=[g, [0] * 36], stacks=stacks)
    legal = G.legal_actions(state)
    assert "draw 1" in legal  # BBYD at a1: its Dung (bottom-right) covers the Dung at b2
    assert "draw 2" not in legal and "draw 3" not in legal
    assert_illegal(state, "draw 2", "Neither your hand card nor the top of stack 2")
    after = G.apply(state, "draw 1")
    assert after["phase"] == "place" and after["hands"][LIGHT] == [card_id("BBGG"), card_id("BBYD")]
    assert {a.split()[1] for a in G.legal_actions(after)} == {"B"}
    assert G.legal_actions(after) == ["place B a1"]
    # the placement is the rest of the turn; the other card stays in hand
    done = G.apply(after, "place B a1")
    assert done["hands"][LIGHT] == [card_id("BBGG")] and done["turn"] == DARK
    assert_illegal(after, "draw 3", "You have drawn already")
    assert_illegal(after, "pass", "start of your turn")


def test_a_player_with_no_placement_coin_or_movable_card_must_pass():
    g = grid("""
        D D . . . .
        D D . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    stacks = stacks_with(card_id("SSBB"), card_id("GGYY"), card_id("BBGG"), under=[[1], [2], [3]])
    state = make(hands=[[card_id("YYSS")], []], grids=[g, [0] * 36], stacks=stacks, coins=(0, 3))
    assert G.legal_actions(state) == ["pass"]
    assert_illegal(state, "coin 1 2", "no coins")
    # with a coin, moving a card and ending the turn is always possible
    state["coins"][LIGHT] = 1
    legal = G.legal_actions(state)
    assert "coin 1 2" in legal and "pass" in legal and not any(a.startswith("draw") for a in legal)


def test_spend_a_coin_moves_a_top_card_reveals_a_new_one_then_draw_or_end():
    stacks = stacks_with(card_id("SSBB"), card_id("GGYY"), card_id("BBGG"), under=[[5, 6], [7], [8]])
    state = make(hands=[[card_id("RBGY")], []], grids=[[0] * 36, [0] * 36], stacks=stacks)
    assert G.reveals(state, "coin 1 3")
    after = G.apply(state, "coin 1 3")
    assert after["coins"] == [2, 3]
    assert after["stacks"][0] == [5, 6] and after["stacks"][2] == [8, card_id("BBGG"), card_id("SSBB")]
    assert after["known"] == [1, 1, 2]  # the covered BBGG was seen: it stays known
    assert after["phase"] == "coined" and after["turn"] == LIGHT
    legal = G.legal_actions(after)
    assert "end" in legal and "pass" not in legal
    assert not any(a.startswith("coin") for a in legal), "at most one coin per turn"
    assert_illegal(after, "coin 2 3", "at most once a turn")
    ended = G.apply(after, "end")
    assert ended["turn"] == DARK and ended["hands"][LIGHT] == [card_id("RBGY")]
    drew = G.apply(after, "draw 1")
    assert drew["hands"][LIGHT] == [card_id("RBGY"), 6]
    assert_illegal(state, "end", "only after spending a coin")
    assert_illegal(state, "coin 1 1", "different stack")


def test_empty_stacks_offer_no_draw_and_no_coin_source_but_a_coin_may_refill_them():
    stacks = stacks_with(None, card_id("GGYY"), card_id("BBGG"), under=[[], [7], [8]])
    state = make(hands=[[card_id("RBGY")], []], grids=[[0] * 36, [0] * 36], stacks=stacks)
    legal = G.legal_actions(state)
    assert "draw 1" not in legal and not any(a.startswith("coin 1") for a in legal)
    assert "coin 2 1" in legal
    assert_illegal(state, "draw 1", "Stack 1 is empty")
    assert_illegal(state, "coin 1 2", "Stack 1 is empty")
    after = G.apply(state, "coin 2 1")
    assert after["stacks"][0] == [card_id("GGYY")] and after["known"][0] == 1
    assert "draw 1" in G.legal_actions(after)


def test_drawing_the_last_card_leaves_an_empty_place():
    stacks = stacks_with(card_id("GGYY"), card_id("BBGG"), card_id("SSBB"))
    state = make(hands=[[card_id("RBGY")], []], grids=[[0] * 36, [0] * 36], stacks=stacks)
    assert not G.reveals(state, "draw 1")
    after = G.apply(state, "draw 1")
    assert after["stacks"][0] == [] and after["known"][0] == 0


def test_pass_is_for_good_and_the_opponent_plays_on_until_both_passed():
    stacks = stacks_with(card_id("GGYY"), card_id("BBGG"), card_id("SSBB"), under=[[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    state = make(hands=[[card_id("RBGY")], [card_id("BGBG")]], grids=[[0] * 36, [0] * 36], stacks=stacks)
    state = G.apply(state, "pass")
    assert state["passed"] == [True, False] and state["turn"] == DARK and not state["over"]
    state = G.apply(state, "draw 1")
    state = G.apply(state, G.legal_actions(state)[0])
    assert state["turn"] == DARK, "a passed player takes no more turns"
    state = G.apply(state, "coin 2 3")
    state = G.apply(state, "end")
    assert state["turn"] == DARK
    state = G.apply(state, "pass")
    assert state["over"] and G.legal_actions(state) == []
    assert say(G.outcome(state)["reason"]).startswith("Both players passed.")


# ---- the Spider and the end ------------------------------------------------------------------------
def spider_state(turn=LIGHT, passed=(False, False)):
    """Stack 1: Spider under GGYY; stack 2: BBGG over two cards; stack 3: SSBB over two."""
    stacks = [[1, SPIDER, card_id("GGYY")], [2, 3, card_id("BBGG")], [4, 5, card_id("SSBB")]]
    return make(turn=turn, hands=[[card_id("RBGY")], [card_id("BGBG")]], grids=[[0] * 36, [0] * 36],
                stacks=stacks, passed=passed)


def test_the_spider_is_never_taken_nor_moved():
    state = spider_state()
    state = G.apply(state, "draw 1")
    assert state["stacks"][0][-1] == SPIDER and state["ending"] == LIGHT
    state = G.apply(state, "place A a1")
    # Dark's final turn: stack 1 (the Spider) offers nothing
    legal = G.legal_actions(state)
    assert "draw 1" not in legal and not any(a.startswith("coin 1") for a in legal)
    assert "coin 2 1" in legal  # a coin may move a card onto the Spider
    assert_illegal(state, "draw 1", "Spider", "never be taken")
    assert_illegal(state, "coin 1 2", "Spider can never be moved")


def test_spider_revealed_by_a_draw_the_player_finishes_then_the_opponent_has_one_final_turn():
    state = spider_state()
    state = G.apply(state, "draw 1")
    assert not state["over"] and state["phase"] == "place"
    state = G.apply(state, "place B a1")
    assert state["turn"] == DARK and state["final"] and not state["over"]
    state = G.apply(state, "draw 2")
    state = G.apply(state, "place A b2")
    assert state["over"]
    assert say(G.outcome(state)["reason"]).startswith("The Spider was revealed by Light, and the final turn was played.")


def test_the_final_turn_may_be_declined_and_a_coin_recovering_the_spider_does_not_stop_the_end():
    state = spider_state()
    state = G.apply(G.apply(state, "draw 1"), "place A a1")
    declined = G.apply(state, "pass")
    assert declined["over"]
    recovered = G.apply(state, "coin 2 1")
    assert recovered["stacks"][0][-1] == card_id("BBGG") and not recovered["over"]
    recovered = G.apply(recovered, "draw 1")  # takes the card back off the Spider: still the final turn
    recovered = G.apply(recovered, G.legal_actions(recovered)[0])
    assert recovered["over"]


def test_spider_revealed_by_a_coin_the_player_may_still_draw_and_play_or_end():
    state = spider_state()
    state = G.apply(state, "coin 1 2")
    assert state["ending"] == LIGHT and state["stacks"][0][-1] == SPIDER
    assert set(G.legal_actions(state)) == {"draw 2", "draw 3", "end"}
    ended = G.apply(state, "end")
    assert ended["turn"] == DARK and ended["final"] and not ended["over"]
    over = G.apply(ended, "end") if "end" in G.legal_actions(ended) else G.apply(ended, "pass")
    assert over["over"]


def test_a_player_who_had_passed_gets_no_final_turn():
    state = spider_state(turn=DARK, passed=(True, False))
    state = G.apply(state, "draw 1")
    state = G.apply(state, G.legal_actions(state)[0])
    assert state["over"]
    assert say(G.outcome(state)["reason"]).startswith("The Spider was revealed by Dark.")


# ---- scoring ---------------------------------------------------------------------------------------
EXAMPLE_45 = """
    M< M> S< S> . .
    M< M> .  B  B .
    G  G  G  .  B .
    G  .  .  .  R R
    .  G  G  Y  D .
    .  .  G  .  . Y
"""


def test_the_45_point_example():
    # Blue: column e2-e3 (2) + row d2-e2 (2) = 4. Green: row a3-c3 (6), row b5-c5 (4), column
    # a3-a4 (4), column c5-c6 (4) = 18. Gold: no run = 0. Red: e4, f4 neighbours = 2 x (1+1) = 4.
    # Two Moths and a Stag = 15. Dung 0. Two coins = 4. Total 45.
    g = grid(EXAMPLE_45)
    assert score_parts(g) == {"blue": 4, "green": 18, "gold": 0, "red": 4, "large": 15}
    state = make(grids=[g, [0] * 36], coins=(2, 3))
    state["over"] = True
    out = G.outcome(state)
    assert out["scores"] == [45, 6]
    rows = {say(r["label"]): r["values"] for r in out["breakdown"]}
    assert rows["Unspent coins"] == [4, 6]
    assert rows["Total"] == [45, 6]
    assert out["winners"] == [LIGHT]


def test_a_two_by_three_block_of_blue_scores_twelve():
    g = grid("""
        . . . . . .
        . B B B . .
        . B B B . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    assert case_points(g) == 12  # two rows of 3 (3 + 3) and three columns of 2 (2 + 2 + 2)


def test_lone_beetles_and_broken_runs_score_nothing():
    g = grid("""
        B Y B . . .
        . . . . . .
        G . G . . .
        . . . . . .
        Y . . . . .
        . . . . . .""")
    assert case_points(g) == 0


def test_a_beetle_scores_in_its_row_and_its_column():
    g = grid("""
        Y Y . . . .
        Y . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    assert score_parts(g)["gold"] == 12  # row of 2 (6) and column of 2 (6)


def test_red_leaf_beetles_score_one_plus_one_per_red_neighbour_diagonals_included():
    g = grid("""
        R . . . . .
        . R . . . .
        . . . . . R
        . . . . . .
        . . . . . .
        . . . . . .""")
    assert score_parts(g)["red"] == 2 + 2 + 1
    block = grid("""
        R R . . . .
        R R . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    assert score_parts(block)["red"] == 4 * (1 + 3)


def test_dung_scores_nothing_and_a_hand_card_scores_nothing():
    g = grid("""
        D D . . . .
        D D . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    assert case_points(g) == 0
    state = make(grids=[g, g], coins=(0, 0), hands=[[card_id("SSBB")], []])
    state["over"] = True
    assert G.outcome(state)["scores"] == [0, 0]
    assert G.outcome(state)["result"] == "draw"  # a tie is a draw


def test_only_the_visible_layer_scores():
    state = make(phase="place", hands=[[card_id("BBGG"), card_id("GGBB")], []], grids=[[0] * 36, [0] * 36])
    state = G.apply(state, "place A a1")  # Blue row of 2 (2) + Green row of 2 (4) = 6
    assert case_points(state["grids"][LIGHT]) == 6
    state["turn"], state["phase"] = LIGHT, "place"
    state["hands"][LIGHT] = [card_id("GGBB")]
    state["hands"][LIGHT] = [card_id("BGBG")]
    state = G.apply(state, "place A a1")  # B G / B G over B B / G G: columns instead of rows
    assert state["grids"][LIGHT][:2] == [TOK["B"], TOK["G"]] and state["grids"][LIGHT][6:8] == [TOK["B"], TOK["G"]]
    assert case_points(state["grids"][LIGHT]) == 6  # Blue column of 2 (2) + Green column of 2 (4)


def test_placement_effect_names_the_score_change():
    g = grid("""
        . . . . . .
        . . . . . .
        G . . . . .
        . . . . . .
        . . . . . .
        . . . . . .""")
    # GGBB at a3: Green row a3-b3 (4) + Blue row a4-b4 (2); the Green column is not formed
    delta, text = placement_effect(g, card_id("GGBB"), POS_NAMES.index("a3"))
    assert delta == 6 and text == "+6: Green row of 2, Blue row of 2"
    empty = [0] * 36
    delta, text = placement_effect(empty, card_id("SSGD"), 0)
    assert delta == 5 and text == "+5: Stag +5"


# ---- illegal actions and information -----------------------------------------------------------------
def test_illegal_actions_leave_the_state_unchanged_with_a_sentence():
    state = G.setup({"first": "light"}, 9)
    assert_illegal(state, "pass", "Take a card first")
    assert_illegal(state, "coin 1 2", "start of your turn")
    assert_illegal(state, "fly away", "Take the top card of a stack")
    state = spider_state()
    assert_illegal(state, "place A a1", "Draw a card first")
    assert_illegal(state, "fly away", "not a move in Hexapod")
    assert_illegal(state, "draw 4", "not a move in Hexapod")
    assert_illegal(state, 42, "not a move in Hexapod")
    over = make()
    over["over"] = True
    assert_illegal(over, "pass", "The game is over")


def test_the_view_hides_the_order_below_the_tops_and_determinize_agrees_with_it():
    state = G.setup({}, 11)
    view = G.view(state, 0)
    assert view["stacks"] == [[s[-1]] for s in state["stacks"]]
    assert view["hidden"] == [13, 13, 13]
    assert "rng" not in view
    text = json.dumps(view)
    assert json.loads(text) == view
    seen = set()
    for k in range(30):
        twin = G.determinize(view, k)
        assert G.view(twin, 0) == view
        spider = [(i, s.index(SPIDER)) for i, s in enumerate(twin["stacks"]) if SPIDER in s]
        assert spider and spider[0][1] < 3
        seen.add(spider[0])
    assert len(seen) >= 6  # the Spider's place varies across deals


def test_a_card_covered_by_a_coin_stays_known_and_the_view_shows_it():
    state = G.apply(G.apply(G.setup({"first": "light"}, 12), "draw 1"), "draw 2")
    top1, top3 = state["stacks"][0][-1], state["stacks"][2][-1]
    state = G.apply(state, "coin 1 3")
    view = G.view(state, DARK)
    assert view["stacks"][2] == [top3, top1]
    assert view["hidden"] == [11, 12, 13]
    for k in range(5):
        twin = G.determinize(view, k)
        assert twin["stacks"][2][-2:] == [top3, top1]
        assert G.view(twin, DARK) == view
    # the covered card comes back on top without a reveal
    state = G.apply(state, "end")
    assert state["turn"] == DARK
    assert not G.reveals(state, "coin 3 1") and not G.reveals(state, "draw 3")
    assert G.reveals(state, "draw 1")


def test_reveals_marks_actions_that_turn_up_an_unseen_card():
    state = G.setup({}, 2)
    assert G.reveals(state, "draw 1")
    state = G.apply(G.apply(state, "draw 1"), "draw 2")
    assert G.reveals(state, "coin 1 2") and G.reveals(state, "draw 3")
    assert not G.reveals(state, "pass")
    drew = G.apply(state, "draw 3")
    assert not G.reveals(drew, G.legal_actions(drew)[0])


def test_private_information_is_false_and_hands_are_public():
    assert G.perfect_information is False
    assert G.has_private_information() is False
    state = G.apply(G.apply(G.setup({}, 4), "draw 1"), "draw 2")
    assert G.view(state, 0)["hands"] == G.view(state, 1)["hands"] == state["hands"]


def test_log_lines_are_plain_words():
    state = spider_state()
    text = say(G.describe(state, "draw 1"))
    assert text.startswith("Light draws Green, Green over Gold, Gold from stack 1: the Spider is revealed")
    after = G.apply(state, "draw 1")
    assert G.describe(after, "place B a1") == "Light places Green, Green over Gold, Gold at a1 (+10: Gold row of 2, Green row of 2)."
    assert say(G.describe(spider_state(), "coin 2 3")).startswith("Light spends a coin to move Blue, Blue over Green, Green from stack 2 onto stack 3")
    assert G.describe(spider_state(), "pass") == "Light passes and is out of the game."


def test_log_lines_reasons_and_breakdowns_are_messages_said_in_french_too():
    """The engine returns messages (JSON data): the same line reads in French on a French
    screen, with the cards' and seats' French names, and the English line stays as it was."""
    state = spider_state()
    line = G.describe(state, "draw 1")
    assert json.loads(json.dumps(line)) == line  # plain data, fit for a save
    fr = say_in("fr", line)
    assert fr.startswith("Clair pioche Vert, Vert au-dessus de Doré, Doré dans la pile 1\u00a0: l’Araignée apparaît sur la pile 1\u202f!"), fr
    after = G.apply(state, "draw 1")
    assert say_in("fr", G.describe(after, "place B a1")) == "Clair place Vert, Vert au-dessus de Doré, Doré en a1 (+10\u00a0: ligne de 2 dorés, ligne de 2 verts)."
    assert say_in("fr", G.describe(spider_state(), "pass")) == "Clair passe et quitte la partie."
    _, effect = placement_effect([0] * 36, card_id("SSGD"), 0)
    assert say_in("fr", effect) == "+5\u00a0: Lucane +5" and say_in("en", effect) == "+5: Stag +5"
    with pytest.raises(IllegalAction) as err:
        G.apply(G.setup({"first": "light"}, 9), "place A z9")
    assert say_in("fr", err.value.args[0]).startswith("Piochez d’abord une carte")


def test_the_placement_problem_names_the_insect_in_each_language():
    g = [0] * 36
    g[0] = TOK["D"]  # a Dung beetle at a1
    state = G.setup({"first": "light"}, 9)
    state.update(phase="place", turn=LIGHT)
    state["grids"] = [g, [0] * 36]
    state["placed"] = [[[0, "a1"]], []]
    state["hands"][LIGHT] = [card_id("BBGG")]
    why = G.explain_illegal(state, "place A a1")
    assert say_in("en", why) == "That card may not go at a1: it would cover the Dung beetle at a1 with a Blue: only a Dung beetle may cover a Dung beetle."
    assert say_in("fr", why) == ("Cette carte ne peut pas aller en a1\u00a0: elle recouvrirait le bousier en a1 avec un scarabée bleu\u00a0: "
                                 "seul un bousier peut recouvrir un bousier.")


def test_the_fast_placement_gain_agrees_with_full_scoring():
    import random


    rng = random.Random(4)
    for _ in range(300):
        g = [rng.choice([0, 1, 1, 2, 2, 3, 4, 4, 5]) for _ in range(36)]
        for i in range(0, 36, 2):  # a few whole Stags/Moths at even columns
            if rng.random() < 0.08:
                g[i], g[i + 1] = (6, 7) if rng.random() < 0.5 else (8, 9)
        card, p = rng.randrange(41), rng.randrange(25)
        assert placement_gain(g, card, p) == case_points(placed_grid(g, card, p)) - case_points(g)


def test_the_cached_placement_options_agree_with_can_place_and_the_gain():
    import random


    rng = random.Random(8)
    for _ in range(200):
        g = [rng.choice([0, 1, 1, 2, 2, 3, 4, 4, 5]) for _ in range(36)]
        card = rng.randrange(41)
        for _again in range(2):  # the second call is answered from the cache
            options = placement_options(g, card, False)
            assert [p for p, _ in options] == [p for p in range(25) if can_place(g, card, p, False)]
            assert all(gain == placement_gain(g, card, p) for p, gain in options)
        assert case_points(placed_grid(g, card, 0)) == case_points(list(placed_grid(g, card, 0)))
    assert [p for p, _ in placement_options([0] * 36, 5, True)] == list(range(25))


def test_search_order_and_playouts_stay_within_the_legal_actions():
    import random

    rng = random.Random(12)
    for seed in range(6):
        state = G.setup({}, seed)
        while G.outcome(state) is None:
            legal = G.legal_actions(state)
            order = G.order_actions(state, legal)
            if state["phase"] == "place":
                assert sorted(order) == sorted(legal)
            else:
                assert order is None
            assert G.rollout_action(state, rng) in legal
            state = G.next_state(state, rng.choice(legal))


def test_the_search_order_puts_the_biggest_gain_first():

    state = G.setup({}, 3)
    state = G.apply(state, "draw 1")
    state = G.apply(state, "draw 2")
    while state["phase"] != "place":
        state = G.apply(state, next(a for a in G.legal_actions(state) if a.startswith("draw")))
    for _ in range(4):  # a few placements in, so that gains differ
        seat = state["turn"]
        order = G.order_actions(state, G.legal_actions(state))
        hand, grid = state["hands"][seat], state["grids"][seat]

        def gain(action):
            _, h, pos = action.split()
            return placement_gain(grid, hand["AB".index(h)], POS_INDEX[pos])

        assert gain(order[0]) >= max(gain(a) for a in order) - 4  # openness counts a little too
        state = G.apply(state, order[0])
        while G.outcome(state) is None and state["phase"] != "place":
            state = G.apply(state, next(a for a in G.legal_actions(state) if a.startswith("draw") or a == "pass"))
        if G.outcome(state) is not None:
            break
