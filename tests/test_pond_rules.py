"""Pond rules against the contract in shared/rules/pond.md.

Positions are drawn as pictures (see tests/helpers.py): ``LE`` is a Light Egg, ``DT`` a Dark
Tadpole, ``LF`` a Light Frog, ``.`` an empty square; the top-left square is ``a1``.
"""

import copy

import pytest

from helpers import (
    EGGS,
    GAME,
    TARGET,
    at,
    board_from,
    count_on_board,
    picture,
    position,
    rows,
    snapshot,
)
from vivarium.core.protocol import BadOptions, IllegalAction
from vivarium.i18n import say, say_in

EMPTY5 = "\n".join([". . . . ."] * 5)


def play(state, action):
    """Apply ``action`` and prove that the input state was left untouched."""
    before = snapshot(state)
    after = GAME.apply(state, action)
    assert snapshot(state) == before, "apply mutated its input state"
    return after


def moves_from(state, square):
    """Destinations of the piece on ``square`` among the legal actions."""
    prefix = f"move {square} "
    return {a[len(prefix):] for a in GAME.legal_actions(state) if a.startswith(prefix)}


def assert_illegal(state, action, fragment):
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, action)
    sentence = str(info.value)
    assert say(info.value.sentence) == sentence
    assert fragment in sentence, sentence
    assert sentence.endswith(".") and len(sentence.split()) >= 3, sentence
    assert snapshot(state) == before, "a refused action changed the state"
    return sentence


def breakdown(outcome, word):
    rows_ = [r for r in outcome["breakdown"] if word.lower() in say(r["label"]).lower()]
    assert len(rows_) == 1, outcome["breakdown"]
    return rows_[0]["values"]


# ---- variants and options -------------------------------------------------------------------
@pytest.mark.parametrize(
    "variant, size, eggs, target",
    [("pond", 5, 15, 10), ("small", 4, 11, 7), ("small13", 4, 13, 10)],
)
def test_variant_sets_board_spawn_and_target(variant, size, eggs, target):
    state = GAME.setup({"variant": variant, "first": "light"}, 3)
    assert len(state["board"]) == size * size
    assert all(v == 0 for v in state["board"])
    assert state["spawn"] == [eggs, eggs]
    assert state["scored"] == [0, 0]
    # Every square of the board can take the first Egg, and no square beyond it exists.
    legal = set(GAME.legal_actions(state))
    corner = "abcde"[size - 1] + str(size)
    assert len(legal) == size * size
    assert {"place a1", f"place {corner}"} <= legal
    assert "place e5" in legal if size == 5 else "place e5" not in legal
    # The target is the number of scored pieces that ends the game.
    row = "LT LT LE" + " ." * (size - 3)
    pic = "\n".join([row] + [" ".join(["."] * size)] * (size - 1))
    just_short = play(position(pic, scored=(target - 4, 0), variant=variant), "place c2")
    assert just_short["scored"] == [target - 1, 0]
    assert GAME.outcome(just_short) is None
    reaching = play(position(pic, scored=(target - 3, 0), variant=variant), "place c2")
    assert reaching["scored"] == [target, 0]
    assert GAME.outcome(reaching)["winners"] == [0]


def test_default_options_are_the_main_game_single_round():
    options = GAME.normalize_options({})
    assert options["variant"] == "pond"
    assert options["best_of"] == 1
    assert options["first"] == "random"
    state = GAME.setup({}, 11)
    assert state["size"] == 5 and state["spawn"] == [15, 15] and state["target"] == 10


@pytest.mark.parametrize(
    "options, fragment",
    [
        ({"colour": "blue"}, "colour"),
        ({"variant": "huge"}, "huge"),
        ({"variant": 5}, "5"),
        ({"first": "middle"}, "middle"),
        ({"best_of": 5}, "5"),
        ({"best_of": "3", "variant": "small"}, "3"),
        ({"best_of": 3}, "only available"),
        ({"best_of": 3, "variant": "pond"}, "only available"),
    ],
)
def test_bad_options_are_refused_with_a_sentence(options, fragment):
    for call in (lambda: GAME.normalize_options(options), lambda: GAME.setup(options, 1)):
        with pytest.raises(BadOptions) as info:
            call()
        sentence = str(info.value)
        assert fragment in sentence
        assert sentence.endswith(".") and len(sentence.split()) >= 4


def test_best_of_three_only_with_the_small_variants():
    for variant in ("small", "small13"):
        state = GAME.setup({"variant": variant, "best_of": 3}, 1)
        assert state["best_of"] == 3
    with pytest.raises(BadOptions) as info:
        GAME.setup({"variant": "pond", "best_of": 3}, 1)
    assert "Small Pond" in str(info.value)


@pytest.mark.parametrize("first, seat, egg", [("light", 0, "LE"), ("dark", 1, "DE")])
def test_first_player_setting(first, seat, egg):
    for seed in range(5):
        state = GAME.setup({"first": first}, seed)
        assert GAME.actor(state) == seat
        after = play(state, "place a1")
        assert at(after, "a1") == egg
        assert GAME.actor(after) == 1 - seat


def test_random_first_player_depends_on_the_seed_only():
    firsts = []
    for seed in range(40):
        state = GAME.setup({"first": "random"}, seed)
        assert GAME.setup({"first": "random"}, seed) == state
        firsts.append(GAME.actor(state))
    assert set(firsts) == {0, 1}
    # Neither side is starved: both outcomes are common.
    assert 8 <= firsts.count(0) <= 32


# ---- placing Eggs ---------------------------------------------------------------------------
def test_place_an_egg_on_any_empty_square_uses_the_movers_spawn():
    state = position(
        """
        . . . . .
        . DT . . .
        . . LF . .
        . . . . .
        . . . . DE
        """
    )
    spawn = list(state["spawn"])
    places = {a.split()[1] for a in GAME.legal_actions(state) if a.startswith("place")}
    assert len(places) == 22
    assert not places & {"b2", "c3", "e5"}
    after = play(state, "place a1")
    assert at(after, "a1") == "LE"
    assert after["spawn"] == [spawn[0] - 1, spawn[1]]
    assert GAME.actor(after) == 1
    after2 = play(after, "place e1")
    assert at(after2, "e1") == "DE"
    assert after2["spawn"] == [spawn[0] - 1, spawn[1] - 1]


def test_no_egg_can_be_placed_from_an_empty_spawn():
    state = position(
        """
        . . . . .
        . . . . .
        . . LT . .
        . . . . .
        . . . . .
        """,
        spawn=[0, 15],
    )
    assert GAME.legal_actions(state) and all(a.startswith("move") for a in GAME.legal_actions(state))
    assert_illegal(state, "place a1", "no Eggs left")


def test_no_egg_on_an_occupied_square():
    state = position(
        """
        . . . . .
        . . . . .
        . . DE . .
        . . . . .
        . . . . .
        """
    )
    assert_illegal(state, "place c3", "c3 is not empty")


# ---- moving Tadpoles and Frogs ----------------------------------------------------------------
def test_tadpole_moves_one_square_orthogonally():
    state = position(
        """
        . . . . .
        . . . . .
        . . LT . .
        . . . . .
        . . . . .
        """
    )
    assert moves_from(state, "c3") == {"c2", "c4", "b3", "d3"}
    after = play(state, "move c3 c2")
    assert at(after, "c2") == "LT" and at(after, "c3") == "."
    assert after["spawn"] == state["spawn"]


def test_tadpole_in_a_corner_and_between_pieces():
    corner = position(
        """
        LT . . .
        .  . . .
        .  . . .
        .  . . .
        """
    )
    assert moves_from(corner, "a1") == {"b1", "a2"}
    hemmed = position(
        """
        . . .  . .
        . . DE . .
        . LE LT DF .
        . . .  . .
        . . .  . .
        """
    )
    assert moves_from(hemmed, "c3") == {"c4"}
    assert_illegal(hemmed, "move c3 c2", "c2 is not empty")


@pytest.mark.parametrize("target", ["d4", "b2", "c5", "c1", "a3", "e3", "e1"])
def test_tadpole_never_moves_diagonally_or_two_squares(target):
    state = position(
        """
        . . . . .
        . . . . .
        . . LT . .
        . . . . .
        . . . . .
        """
    )
    assert_illegal(state, f"move c3 {target}", "A Tadpole moves one square")


def test_frog_moves_one_or_two_squares_in_a_straight_line():
    state = position(
        """
        . . . . .
        . . . . .
        . . DF . .
        . . . . .
        . . . . .
        """,
        turn="dark",
    )
    assert moves_from(state, "c3") == {"c2", "c1", "c4", "c5", "b3", "a3", "d3", "e3"}
    after = play(state, "move c3 c1")  # two squares over an empty middle square
    assert at(after, "c1") == "DF" and at(after, "c3") == "."
    corner = position(
        """
        LF . . .
        .  . . .
        .  . . .
        .  . . .
        """
    )
    assert moves_from(corner, "a1") == {"b1", "c1", "a2", "a3"}


@pytest.mark.parametrize("middle", ["LE", "LT", "LF", "DE", "DT", "DF"])
def test_frog_hops_over_any_piece_on_the_middle_square(middle):
    state = position(
        f"""
        . . .  . .
        . . {middle} . .
        . . LF . .
        . . .  . .
        . . .  . .
        """
    )
    assert "c1" in moves_from(state, "c3")
    assert "c2" not in moves_from(state, "c3")
    after = play(state, "move c3 c1")
    assert at(after, "c1") == "LF" and at(after, "c3") == "."
    assert at(after, "c2") != "."  # the hopped piece stays on the board (it develops, see below)


def test_frog_must_land_on_an_empty_square():
    state = position(
        """
        . . DE . .
        . . .  . .
        . . LF LE DE
        . . .  . .
        . . .  . .
        """
    )
    assert moves_from(state, "c3") == {"c2", "c4", "c5", "b3", "a3"}
    assert_illegal(state, "move c3 c1", "c1 is not empty")
    assert_illegal(state, "move c3 e3", "e3 is not empty")
    assert_illegal(state, "move c3 d3", "d3 is not empty")


@pytest.mark.parametrize("target", ["d4", "b2", "e5", "d5", "e4"])
def test_frog_moves_only_in_straight_lines_of_at_most_two(target):
    state = position(
        """
        LF . . . .
        .  . . . .
        .  . LF . .
        .  . . . .
        .  . . . .
        """
    )
    assert_illegal(state, f"move c3 {target}", "A Frog moves 1 or 2 squares")
    assert_illegal(state, "move a1 d1", "A Frog moves 1 or 2 squares")


def test_eggs_never_move():
    state = position(
        """
        . . . . .
        . . . . .
        . . LE . .
        . . . . .
        . . . . .
        """
    )
    assert moves_from(state, "c3") == set()
    assert_illegal(state, "move c3 c2", "Eggs on the board never move")


def test_only_your_own_colour_moves():
    state = position(
        """
        . . . . .
        . . . . .
        . DT . DF .
        . . . . .
        . . . . .
        """
    )
    assert moves_from(state, "b3") == set() and moves_from(state, "d3") == set()
    sentence = assert_illegal(state, "move b3 b2", "you move only your own colour")
    assert "Dark" in sentence
    assert_illegal(state, "move d3 d1", "Dark")
    # ... while Dark may move them.
    dark = position(rows_text(state), turn="dark")
    assert moves_from(dark, "b3") == {"b2", "b4", "a3", "c3"}


def rows_text(state):
    return "\n".join(" ".join(r) for r in picture(state))


# ---- develop ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "neighbours, developed",
    [
        # Worked example 1: Dark Egg, Light Tadpole, Dark Frog and nothing.
        (("DE", "LT", "DF", "."), ("DT", "LF", "DE", ".")),
        # The other half of the cycle for both colours.
        (("LE", "DT", "LF", "."), ("LT", "DF", "LE", ".")),
    ],
)
def test_worked_example_1_every_neighbour_develops_whatever_its_colour(neighbours, developed):
    up, left, right, down = neighbours
    state = position(
        f"""
        . .      .  .      .
        . .      {up} .      .
        . {left} .  {right} .
        . .      {down} .      .
        . .      .  .      .
        """
    )
    after = play(state, "place c3")
    up, left, right, down = developed
    assert picture(after) == rows(
        f"""
        . .      .  .      .
        . .      {up} .      .
        . {left} LE {right} .
        . .      {down} .      .
        . .      .  .      .
        """
    )
    assert after["scored"] == [0, 0]


def test_the_moved_piece_does_not_develop():
    tadpole = position(
        """
        . . .  . .
        . . LE . .
        . LT . DE .
        . . .  . .
        . . .  . .
        """
    )
    after = play(tadpole, "move b3 c3")
    assert at(after, "c3") == "LT"
    assert (at(after, "c2"), at(after, "d3")) == ("LT", "DT")
    frog = position(
        """
        . . . . .
        . . . . .
        . . DE . .
        . . . . .
        . . . DF .
        """,
        turn="dark",
    )
    after = play(frog, "move d5 d3")
    assert at(after, "d3") == "DF"
    assert at(after, "c3") == "DT"


def test_pieces_next_to_the_origin_of_a_move_do_not_develop():
    state = position(
        """
        . . LE . .
        . . .  . .
        . DE LT LE .
        . . DF . .
        . . .  . .
        """
    )
    after = play(state, "move c3 c2")
    assert at(after, "c1") == "LT"  # next to the destination
    assert (at(after, "b3"), at(after, "d3"), at(after, "c4")) == ("DE", "LE", "DF")  # next to the origin


def test_frog_hop_develops_the_hopped_piece_but_not_the_origins_neighbours():
    state = position(
        """
        . .  .  .  .
        . .  LE .  .
        . .  .  .  .
        . .  DT .  .
        . LE LF DE .
        """
    )
    after = play(state, "move c5 c3")
    assert picture(after) == rows(
        """
        . .  .  .  .
        . .  LT .  .
        . .  LF .  .
        . .  DF .  .
        . LE .  DE .
        """
    )


@pytest.mark.parametrize("placed, wrapped", [("e1", "a2"), ("a2", "e1"), ("e3", "a4")])
def test_develop_does_not_wrap_around_the_board_edge(placed, wrapped):
    board = [["."] * 5 for _ in range(5)]
    col, row = "abcde".index(wrapped[0]), int(wrapped[1]) - 1
    board[row][col] = "DE"
    state = position("\n".join(" ".join(r) for r in board))
    after = play(state, f"place {placed}")
    assert at(after, wrapped) == "DE"


# ---- score -------------------------------------------------------------------------------------
def test_worked_example_2_three_frogs_scored_to_their_owners():
    state = position(
        """
        LF DF LT . .
        .  .  .  . .
        .  .  DT . .
        .  .  .  . .
        .  .  .  . .
        """,
        turn="dark",
        scored=(1, 2),
    )
    after = play(state, "move c3 c2")
    assert picture(after) == rows(
        """
        . . .  . .
        . . DT . .
        . . .  . .
        . . .  . .
        . . .  . .
        """
    )
    assert after["scored"] == [1 + 2, 2 + 1]
    # Scored pieces leave play for good: they do not return to the spawns.
    assert after["spawn"] == state["spawn"]
    assert GAME.actor(after) == 0
    # What the interface animates: the developed square and the removed set.
    assert sorted(after["last"]["removed"]) == sorted([[0, 3], [1, 6], [2, 3]])
    assert 2 in after["last"]["developed"]


def test_worked_example_3_a_plus_of_five_tadpoles_scores_five():
    state = position(
        """
        . .  .  .  .
        . .  LE .  .
        . DE DT LT .
        . .  LT .  .
        . .  .  .  .
        """
    )
    after = play(state, "place b2")
    assert after["scored"] == [3, 2]
    assert sum(after["scored"]) == 5
    assert picture(after) == rows(
        """
        . . . . .
        . LE . . .
        . . . . .
        . . . . .
        . . . . .
        """
    )


def test_an_l_of_two_runs_sharing_a_corner_scores_each_square_once():
    state = position(
        """
        LE .  DE . .
        LT LT .  . .
        DT .  .  . .
        .  .  .  . .
        .  .  .  . .
        """
    )
    after = play(state, "move b2 b1")  # the moved Tadpole completes the row a1-b1-c1
    assert after["scored"] == [3, 2]
    assert all(v == 0 for v in after["board"])


def test_a_column_run_and_scoring_for_the_opponent():
    state = position(
        """
        . DT . . .
        . DT . . .
        . DE . . .
        . .  . . .
        . .  . . .
        """
    )
    after = play(state, "place a3")
    assert after["scored"] == [0, 3]
    assert picture(after)[0:3] == [[".", ".", ".", ".", "."], [".", ".", ".", ".", "."], ["LE", ".", ".", ".", "."]]


@pytest.mark.parametrize(
    "row, action, scored, left",
    [
        # A run of four scores wholly.
        ("LF DF LT DF .", "place c2", [2, 2], ". . . . ."),
        # A run of five scores wholly.
        ("LT DT LE DT LT", "place c2", [3, 2], ". . . . ."),
        # A different symbol breaks a run: only c1-d1-e1 is a run.
        ("LT LF LE DT DT", "place c2", [1, 2], "LT LF . . ."),
        # An empty square breaks a run: two pairs score nothing.
        ("DT DT . LE LT", "place d2", [0, 0], "DT DT . LT LT"),
        # Two of a kind are not a run.
        ("LT . LE . .", "place c2", [0, 0], "LT . LT . ."),
    ],
)
def test_maximal_runs_of_three_or_more(row, action, scored, left):
    state = position("\n".join([row] + [". . . . ."] * 4))
    after = play(state, action)
    assert after["scored"] == scored
    assert picture(after)[0] == left.split()


def test_placed_egg_and_moved_piece_can_be_part_of_a_run():
    eggs = position("\n".join(["LF . DF . .", ". . . . .", ". . . . .", ". . . . .", ". . . . ."]))
    after = play(eggs, "place b1")  # a1, c1 become Eggs next to the new Egg
    assert after["scored"] == [2, 1]
    tads = position(
        """
        . DE . LE
        . .  LT .
        . .  .  .
        . .  .  .
        """
    )
    after = play(tads, "move c2 c1")
    assert after["scored"] == [2, 1]
    assert all(v == 0 for v in after["board"])


def test_diagonals_never_score():
    state = position(
        """
        LT . .  . .
        .  LT . . .
        .  .  LE . .
        .  .  .  . .
        .  .  .  . .
        """
    )
    after = play(state, "place c4")
    assert after["scored"] == [0, 0]
    assert (at(after, "a1"), at(after, "b2"), at(after, "c3")) == ("LT", "LT", "LT")


def test_two_separate_runs_score_in_the_same_step():
    state = position(
        """
        .  .  .  .  .
        LT DT LE .  .
        .  .  .  .  .
        .  .  DT LF DF
        .  .  .  .  .
        """
    )
    after = play(state, "place c3")
    assert after["scored"] == [3, 3]
    assert [v for v in after["board"] if v] == [1]  # only the new Light Egg is left


def test_no_cascades_develop_once_and_score_once():
    state = position(
        """
        LF DF LT DE .
        LE DE .  .  .
        .  .  DT .  .
        .  .  .  .  .
        .  .  .  .  .
        """,
        turn="dark",
    )
    after = play(state, "move c3 c2")
    assert after["scored"] == [2, 1]
    assert picture(after)[:3] == rows(
        """
        .  .  .  DE .
        LE DT DT .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )[:3]
    # a2 and d1 were next to removed pieces and did not develop; b2 advanced exactly once.


# ---- end of game --------------------------------------------------------------------------------
def target_row(tokens, size=5):
    return "\n".join([tokens] + [" ".join(["."] * size)] * (size - 1))


def test_win_at_target_is_immediate():
    state = position(target_row("LT LT LE . ."), scored=(7, 9))
    after = play(state, "place c2")
    out = GAME.outcome(after)
    assert out["result"] == "win" and out["winners"] == [0]
    assert "Light" in say(out["reason"]) and "10" in say(out["reason"])
    assert GAME.legal_actions(after) == [] and GAME.actor(after) is None
    assert_illegal(after, "place a5", "The game is over")


def test_a_move_can_win_the_game_for_the_opponent():
    state = position(target_row("DT DT DE . ."), scored=(9, 7))
    after = play(state, "place c2")
    out = GAME.outcome(after)
    assert out["winners"] == [1]
    assert after["scored"] == [9, 10]


@pytest.mark.parametrize(
    "row, scored, final, winners",
    [
        ("LT DT DE . .", (9, 8), [10, 10], []),  # equal: a draw
        ("LT DT DE DT .", (9, 8), [10, 11], [1]),  # Dark scored more, though Light moved
        ("LT LT DE . .", (9, 9), [11, 10], [0]),
    ],
)
def test_both_reaching_the_target_in_one_step(row, scored, final, winners):
    state = position(target_row(row), scored=scored)
    after = play(state, "place c2")
    assert after["scored"] == final
    out = GAME.outcome(after)
    assert out["winners"] == winners
    assert out["result"] == ("draw" if not winners else "win")
    if not winners:
        assert "draw" in say(out["reason"])
    assert GAME.legal_actions(after) == []


def test_elimination_when_only_eggs_remain_and_the_spawn_is_empty():
    pic = """
        DE . . . .
        .  . . . .
        .  . . . DE
        .  . . . .
        .  . . . .
        """
    state = position(pic, spawn=[10, 0])
    after = play(state, "place c3")
    out = GAME.outcome(after)
    assert out["winners"] == [0]
    assert "Dark" in say(out["reason"]) and "no legal action" in say(out["reason"])
    # Next to the Dark Egg, the new Egg turns it into a Tadpole that can move: play goes on.
    saved = play(position(pic, spawn=[10, 0]), "place b1")
    assert GAME.outcome(saved) is None
    assert set(GAME.legal_actions(saved)) == {"move a1 a2"}


def test_elimination_when_tadpoles_and_frogs_are_blocked():
    state = position(
        """
        DT LE .  .  .
        LE .  .  .  .
        .  .  .  .  LT
        .  .  .  .  LE
        .  .  LE LE DF
        """,
        spawn=[9, 0],
    )
    assert set(GAME.legal_actions(position(rows_text(state), turn="dark", spawn=[9, 0]))) == set()
    after = play(state, "place c3")
    assert GAME.outcome(after)["winners"] == [0]


def test_a_frog_that_can_only_hop_is_not_eliminated():
    state = position(
        """
        DF LE . . .
        LE .  . . .
        .  .  . . .
        .  .  . . .
        .  .  . . .
        """,
        spawn=[10, 0],
    )
    after = play(state, "place e5")
    assert GAME.outcome(after) is None
    assert set(GAME.legal_actions(after)) == {"move a1 a3", "move a1 c1"}


def test_elimination_with_eggs_left_but_no_empty_square():
    state = position(
        """
        .  DT LE DT
        LT DE LT DE
        LE DT LE DT
        LT DE LT DE
        """
    )
    assert state["spawn"][1] > 0
    after = play(state, "place a1")
    assert after["scored"] == [0, 0]
    assert all(after["board"])
    out = GAME.outcome(after)
    assert out["winners"] == [0] and "Dark" in say(out["reason"])


def test_elimination_is_checked_at_the_start_of_the_stuck_players_turn():
    state = position(
        """
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        """,
        spawn=[1, 5],
    )
    after = play(state, "place e5")  # Light's last Egg: Light is stuck, but it is Dark's turn
    assert GAME.outcome(after) is None and GAME.actor(after) == 1
    final = play(after, "place a1")
    out = GAME.outcome(final)
    assert out["winners"] == [1]
    assert "Light" in say(out["reason"])


# ---- best of 3 ----------------------------------------------------------------------------------
ROUND_ENDERS = {
    # the player to move plays "place c2"; c1 develops and completes row 1
    "light": ("LT LT LE .", (4, 1)),
    "dark": ("DT DT DE .", (1, 4)),
    "draw": ("LT DT DE .", (6, 5)),
}


def finish_round(state, how):
    """Rig the current round so that the player to move ends it with ``place c2``."""
    row, scored = ROUND_ENDERS[how]
    shift = state["target"] - 7  # the enders are written for Small Pond's target of 7
    scored = tuple(s + shift for s in scored)
    rigged = copy.deepcopy(state)
    rigged["board"] = board_from("\n".join([row] + [". . . ."] * 3))
    rigged["scored"] = list(scored)
    on_board = count_on_board(rigged["board"])
    rigged["spawn"] = [rigged["eggs"] - on_board[p] - scored[p] for p in (0, 1)]
    return play(rigged, "place c2")


def assert_fresh_round(state, number, first):
    assert state["round"] == number
    assert all(v == 0 for v in state["board"])
    assert state["spawn"] == [state["eggs"]] * 2
    assert state["scored"] == [0, 0]
    assert GAME.actor(state) == first
    assert GAME.outcome(state) is None
    assert len(GAME.legal_actions(state)) == 16


@pytest.mark.parametrize("variant", ["small", "small13"])
def test_best_of_three_two_round_wins_end_the_match(variant):
    state = GAME.setup({"variant": variant, "best_of": 3, "first": "light"}, 5)
    r2 = finish_round(state, "light")
    assert r2["round_wins"] == [1, 0]
    assert [r["winner"] for r in r2["rounds"]] == [0]
    assert r2["rounds"][0]["scored"][0] == TARGET[variant]
    assert_fresh_round(r2, 2, first=1)  # the first player alternates
    end = finish_round(r2, "light")
    out = GAME.outcome(end)
    assert out["result"] == "win" and out["winners"] == [0]
    assert end["round_wins"] == [2, 0] and len(end["rounds"]) == 2
    assert "2–0" in say(out["reason"]) or "2-0" in say(out["reason"])
    assert GAME.legal_actions(end) == []
    assert breakdown(out, "rounds won") == [2, 0]
    assert breakdown(out, "round 1") == [TARGET[variant], end["rounds"][0]["scored"][1]]


def test_best_of_three_goes_to_a_third_round_with_the_first_player_again():
    state = GAME.setup({"variant": "small", "best_of": 3, "first": "dark"}, 5)
    assert GAME.actor(state) == 1
    r2 = finish_round(state, "light")
    assert_fresh_round(r2, 2, first=0)
    r3 = finish_round(r2, "dark")
    assert r3["round_wins"] == [1, 1]
    assert_fresh_round(r3, 3, first=1)
    end = finish_round(r3, "dark")
    out = GAME.outcome(end)
    assert out["winners"] == [1] and end["round_wins"] == [1, 2]
    assert [r["winner"] for r in end["rounds"]] == [0, 1, 1]
    assert len(out["breakdown"]) == 4


def test_a_drawn_round_counts_for_nobody_and_a_tied_match_is_a_draw():
    state = GAME.setup({"variant": "small", "best_of": 3, "first": "light"}, 5)
    r2 = finish_round(state, "draw")
    assert r2["round_wins"] == [0, 0]
    assert r2["rounds"][0]["winner"] is None and r2["rounds"][0]["scored"] == [7, 7]
    assert_fresh_round(r2, 2, first=1)
    r3 = finish_round(r2, "light")
    assert_fresh_round(r3, 3, first=0)
    end = finish_round(r3, "dark")
    out = GAME.outcome(end)
    assert out["result"] == "draw" and out["winners"] == []
    assert end["round_wins"] == [1, 1] and len(end["rounds"]) == 3
    assert GAME.legal_actions(end) == []


def test_a_round_can_end_by_elimination():
    state = GAME.setup({"variant": "small", "best_of": 3, "first": "light"}, 5)
    state["board"] = board_from("DE . . .\n. . . .\n. . . .\n. . . .")
    state["spawn"] = [11, 0]
    r2 = play(state, "place c3")
    assert r2["round_wins"] == [1, 0]
    assert "no legal action" in say(r2["rounds"][0]["reason"])
    assert_fresh_round(r2, 2, first=1)


# ---- refusals ------------------------------------------------------------------------------------
REFUSALS_PIC = """
    LT . . . .
    DE LE . . .
    . . LF . DT
    . . . . .
    . . . . .
"""


@pytest.mark.parametrize(
    "action, fragment",
    [
        ("jump a1 a2", "not a Pond action"),
        ("place", "not a Pond action"),
        ("place z9", "not a Pond action"),
        ("place a6", "not a Pond action"),
        ("move a1", "not a Pond action"),
        ("", "not a Pond action"),
        (None, "not a Pond action"),
        (42, "not a Pond action"),
        ("place b2", "b2 is not empty"),
        ("move d4 d3", "There is no piece on d4"),
        ("move e3 e2", "Dark's"),
        ("move b2 b3", "Eggs on the board never move"),
        ("move a1 a2", "a2 is not empty"),
        ("move a1 c1", "A Tadpole moves one square"),
        ("move c3 e5", "A Frog moves 1 or 2 squares"),
        ("move c3 e3", "e3 is not empty"),
    ],
)
def test_each_kind_of_illegal_action_is_refused_with_a_sentence(action, fragment):
    state = position(REFUSALS_PIC)
    assert_illegal(state, action, fragment)


def test_a_square_beyond_the_small_board_is_not_a_pond_action():
    state = position("\n".join([". . . ."] * 4))
    assert_illegal(state, "place e5", "not a Pond action")
    assert_illegal(state, "place d4".upper(), "not a Pond action")


def test_apply_never_mutates_its_input_through_a_whole_round_end():
    state = GAME.setup({"variant": "small", "best_of": 3, "first": "light"}, 5)
    frozen = copy.deepcopy(state)
    finish_round(state, "light")
    assert state == frozen


# ---- words and results -----------------------------------------------------------------------------
def test_describe_says_who_did_what_where():
    state = position(EMPTY5)
    text = say(GAME.describe(state, "place c3"))
    assert "Light" in text and "Egg" in text and "c3" in text
    assert "develop" not in text and "scor" not in text
    moved = position(
        """
        . . . . .
        . . LE . .
        . . DT . .
        . . . . .
        . . . . .
        """,
        turn="dark",
    )
    text = say(GAME.describe(moved, "move c3 d3"))
    assert "Dark" in text and "Tadpole" in text and "c3" in text and "d3" in text
    text = say(GAME.describe(moved, "move c3 b3"))
    assert "develop" not in text
    text = say(GAME.describe(position(EMPTY5.replace(". . . . .", ". . LF . .", 1)), "move c1 c3"))
    assert "Frog" in text


def test_describe_tells_what_was_scored_and_for_whom():
    state = position(
        """
        LF DF LT . .
        .  .  .  . .
        .  .  DT . .
        .  .  .  . .
        .  .  .  . .
        """,
        turn="dark",
    )
    before = snapshot(state)
    text = say(GAME.describe(state, "move c3 c2"))
    assert snapshot(state) == before
    assert "Dark" in text and "Tadpole" in text and "c2" in text
    assert "develop" in text
    assert "scores 3" in text and "Frogs" in text
    assert "2 to Light" in text and "1 to Dark" in text


def test_describe_announces_the_end():
    win = position(target_row("LT LT LE . ."), scored=(7, 0))
    text = say(GAME.describe(win, "place c2"))
    assert "Light" in text and "10" in text
    stuck = position("DE . . . .\n" + "\n".join([". . . . ."] * 4), spawn=[10, 0])
    assert "no legal action" in say(GAME.describe(stuck, "place e5"))
    draw = position(target_row("LT DT DE . ."), scored=(9, 8))
    assert "draw" in say(GAME.describe(draw, "place c2"))
    rnd = GAME.setup({"variant": "small", "best_of": 3, "first": "light"}, 5)
    rnd["board"] = board_from("LT LT LE .\n. . . .\n. . . .\n. . . .")
    rnd["scored"] = [4, 0]
    assert "Round 1" in say(GAME.describe(rnd, "place c2"))


def test_the_log_and_the_reasons_in_french():
    """The engine's sentences are messages: the same line said in French, with its plural
    forms (1 voisin, 2 voisins), its pieces' articles and the seats' French names."""
    state = position(
        """
        LF DF LT . .
        .  .  .  . .
        .  .  DT . .
        .  .  .  . .
        .  .  .  . .
        """,
        turn="dark",
    )
    line = GAME.describe(state, "move c3 c2")
    assert say_in("fr", line) == (
        "Sombre déplace un Têtard de c3 en c2\u202f; c1 se développe\u202f; "
        "marque 3 Grenouilles\u00a0: a1, b1 et c1 (2 pour Clair, 1 pour Sombre)."
    )
    assert say_in("en", line) == (
        "Dark moves a Tadpole from c3 to c2; c1 develops; scores 3 Frogs: a1, b1 and c1 (2 to Light, 1 to Dark)."
    )
    two = position(EMPTY5.replace(". . . . .", "LE . DE . .", 1))
    assert say_in("fr", GAME.describe(two, "place b1")) == "Clair pose un Œuf en b1\u202f; a1 et c1 se développent."
    win = position(target_row("LT LT LE . ."), scored=(7, 0))
    assert say_in("fr", GAME.describe(win, "place c2")).endswith(" Clair a atteint 10 pièces marquées.")
    refused = GAME.explain_illegal(position(EMPTY5), "move c3 c4")
    assert say_in("fr", refused) == "Il n’y a pas de pièce en c3."
    rnd = GAME.setup({"variant": "small", "best_of": 3, "first": "light"}, 5)
    rnd["board"] = board_from("LT LT LE .\n. . . .\n. . . .\n. . . .")
    rnd["scored"] = [4, 0]
    assert "Fin de la manche 1\u00a0: Clair a atteint 7 pièces marquées." in say_in("fr", GAME.describe(rnd, "place c2"))


def test_outcome_breakdown_of_a_single_game():
    state = position(
        """
        LT LT LE . .
        .  .  .  . .
        .  DF .  . DE
        .  .  .  . .
        LE .  .  . .
        """,
        scored=(7, 2),
    )
    assert GAME.outcome(state) is None
    after = play(state, "place c2")
    out = GAME.outcome(after)
    assert out["scores"] == [10, 2]
    assert breakdown(out, "scored") == [10, 2]
    assert breakdown(out, "board") == [2, 2]  # c2 Light Egg and a5; b3 and e3 for Dark
    assert breakdown(out, "spawn") == after["spawn"]
    assert after["spawn"][0] == EGGS["pond"] - 10 - 2
