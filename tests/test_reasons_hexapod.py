"""Hexapod's reasons on hand-built positions (issue 39): a placement names the row it makes,
the large insect it puts on show and the points in all, what the card kept in hand could still
score, or the points it costs; a coin says what it is worth and how many are left; a pass says
the points on each side and the coins kept; a draw names the card on show and what it makes
possible."""

from vivarium.games import GAMES
from vivarium.games.hexapod.cards import CARD_TABLE, EMPTY, POS_NAMES, SIZE, placed_grid
from vivarium.games.hexapod.placement import placement_options
from vivarium.games.hexapod.scoring import case_points
from vivarium.i18n import say_in

GAME = GAMES["hexapod"]
GGBB, SSBB = CARD_TABLE.index("GGBB"), CARD_TABLE.index("SSBB")


def position(phase="place", hand=(GGBB, SSBB), grid=None, placed=()):
    """Light to play, with ``hand``, a case ``grid`` (empty by default) and ``phase``."""
    state = GAME.setup(GAME.normalize_options({"first": "light"}), 1)
    state.update(phase=phase, turn=0, picks=2)
    state["hands"] = [list(hand), []]
    state["grids"] = [list(grid or [EMPTY] * (SIZE * SIZE)), [EMPTY] * (SIZE * SIZE)]
    state["placed"] = [list(placed), []]
    return state


def why(state, action, lang="en"):
    assert action in GAME.legal_actions(state), action
    text = say_in(lang, GAME.reasons(GAME.view(state, 0), 0, action))
    return text.replace("\u00a0", " ").replace("\u202f", " ")  # French spaces before : ; ! ? (typography) read as plain


def test_a_placement_names_the_row_it_makes_the_points_in_all_and_what_the_kept_card_could_score():
    state = position()
    after = placed_grid(state["grids"][0], GGBB, 0)
    kept = max(g for _p, g in placement_options(after, SSBB, False))
    text = why(state, "place A a1")  # Green, Green over Blue, Blue: a Green row (4) and a Blue row (2)
    assert text == ("It makes a Green row of 2: 4 points (+6 in all). "
                    f"It keeps the other card (Stag over Blue, Blue) in hand: placed next turn it could score {kept} points.")
    assert why(state, "place A a1", "fr").startswith("Ce coup forme une ligne de 2 verts : 4 points (+6 en tout).")


def test_a_large_insect_put_on_show_is_named_with_its_five_points():
    text = why(position(), "place B a1")  # Stag over Blue, Blue: 5 + a Blue row of 2
    assert text.startswith("It puts a Stag on show: 5 points (+7 in all).")


def test_a_placement_that_costs_points_says_how_many():
    grid = placed_grid([EMPTY] * (SIZE * SIZE), GGBB, 0)
    for card in range(len(CARD_TABLE)):
        for p, gain in placement_options(grid, card, False):
            if gain < 0:
                state = position(hand=(card,), grid=grid, placed=[[GGBB, "a1"]])
                assert case_points(placed_grid(grid, card, p)) - case_points(grid) == gain
                assert why(state, f"place A {POS_NAMES[p]}") == f"It costs your case {-gain} point{'s' if gain < -1 else ''}."
                return
    raise AssertionError("no placement loses points here")


def test_a_coin_says_what_it_is_worth_and_how_many_are_left():
    state = position(phase="start", hand=(GGBB,), grid=placed_grid([EMPTY] * 36, SSBB, 0), placed=[[SSBB, "a1"]])
    text = why(state, "coin 1 2")
    assert text.startswith("It spends a coin (worth 2 points at the end; 2 left) to put stack 1’s card (")
    assert "The best card on show scores at most " in text


def test_a_pass_says_the_points_on_each_side_and_the_coins_kept():
    grid = placed_grid([EMPTY] * 36, GGBB, 0)
    state = position(phase="start", hand=(SSBB,), grid=grid, placed=[[GGBB, "a1"]])
    assert why(state, "pass") == ("It leaves the game for good with 12 points against 6 for Dark, who plays on alone. "
                                  "It keeps your 3 coins: 6 points at the end.")


def test_a_draw_names_the_card_on_show_and_what_it_makes_possible():
    state = position(phase="start", hand=(GGBB,), grid=placed_grid([EMPTY] * 36, SSBB, 0), placed=[[SSBB, "a1"]])
    text = why(state, "draw 1")
    assert text.startswith("It takes stack 1’s card (") and "your best placement then scores " in text


def test_dung_put_on_show_is_named_as_blocking_and_dung_laid_over_dung_as_blocking_nothing_new():
    ssgd, bbrd = CARD_TABLE.index("SSGD"), CARD_TABLE.index("BBRD")  # Stag over Green, Dung; Blue, Blue over Red, Dung
    text = why(position(hand=(ssgd,)), "place A a1")
    assert text.endswith("It puts 1 more Dung beetle on show: only Dung may cover that cell later.")
    grid = placed_grid([EMPTY] * 36, ssgd, 0)
    text = why(position(hand=(bbrd,), grid=grid, placed=[[ssgd, "a1"]]), "place A a1")  # its Dung on b2's Dung
    assert text.endswith("Its Dung beetle lands on Dung already there: no new cell is blocked.")
