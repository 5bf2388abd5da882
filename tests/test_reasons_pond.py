"""Pond's reasons on hand-built positions (issue 39): a threat blocked is named with its
points, a move that hands the points over is no block, a move that leaves the threat says so,
a scoring move names the points each side scores, a quiet first move says what it leaves
and that it gives nothing away."""

from vivarium.games import GAMES
from vivarium.games.pond.rules import DARK, EGG, FROG, LIGHT, TADPOLE, cell
from vivarium.i18n import say_in

GAME = GAMES["pond"]


def position(pieces, turn):
    """A 5x5 game with ``pieces`` ({square: cell value}) on the board, ``turn`` to play."""
    state = GAME.setup(GAME.normalize_options({"variant": "pond", "first": "light"}), 1)
    names = [f"{'abcde'[i % 5]}{i // 5 + 1}" for i in range(25)]
    for square, value in pieces.items():
        state["board"][names.index(square)] = value
    state["turn"] = turn
    return state


def why(state, action, lang="en"):
    seat = state["turn"]
    assert action in GAME.legal_actions(state)
    text = say_in(lang, GAME.reasons(GAME.view(state, seat), seat, action))
    return text.replace("\u00a0", " ").replace("\u202f", " ")  # French spaces before : ; ! ? (typography) read as plain


# Dark threatens three Tadpoles in row 1: placing next to c1 turns its Egg into a Tadpole
THREAT = {"a1": cell(DARK, TADPOLE), "b1": cell(DARK, TADPOLE), "c1": cell(DARK, EGG)}


def test_a_blocked_threat_is_named_with_its_points():
    # an Egg on a2 turns a1 into a Frog: Dark's line can no longer be made
    state = position(THREAT, LIGHT)
    assert why(state, "place a2") == "It blocks Dark’s chance to score 3."
    assert why(state, "place a2", "fr") == "Ce coup empêche Sombre d’en marquer 3."


def test_a_move_that_scores_for_the_other_side_says_so_and_is_no_block():
    state = position(THREAT, LIGHT)
    text = why(state, "place d1")  # d1 develops c1: Dark's three Tadpoles are scored, for Dark
    assert text == "It scores 3 for Dark: 3 of the 10 they need."


def test_a_move_elsewhere_leaves_the_threat_and_says_so():
    assert why(position(THREAT, LIGHT), "place e5") == "It leaves Dark free to score 3 next turn."


def test_a_scoring_move_names_the_points_each_side_scores():
    # the rules' example 2: Dark's Tadpole c3 -> c2 develops c1 into a Frog: three Frogs in row 1
    state = position({"a1": cell(LIGHT, FROG), "b1": cell(DARK, FROG), "c1": cell(LIGHT, TADPOLE),
                      "c3": cell(DARK, TADPOLE)}, DARK)
    assert why(state, "move c3 c2") == "It scores 1 for you: 1 of the 10 you need. It scores 2 for Light: 2 of the 10 they need."
    assert why(state, "move c3 c2", "fr") == ("Ce coup vous en fait marquer 1 : 1 sur les 10 nécessaires. "
                                              "Ce coup en fait marquer 2 à Clair : 2 sur les 10 nécessaires.")


def test_a_quiet_first_move_says_what_it_develops_and_leaves():
    state = position({}, LIGHT)
    assert why(state, "place c3") == "It develops nothing; 14 Eggs stay in your spawn. It leaves Dark nothing to score next turn."
    state = position({"c2": cell(DARK, EGG)}, LIGHT)
    assert why(state, "place c3") == "It grows the piece on c2 into a Tadpole. It leaves Dark nothing to score next turn."
    assert why(state, "place c3", "fr").endswith("Ce coup ne laisse rien à marquer à Sombre au tour suivant.")
    # a quiet move that leaves a threat standing says the threat, not that it is safe
    assert "nothing to score" not in why(position(THREAT, LIGHT), "place e5")


def test_a_move_that_prepares_a_line_says_what_it_sets_up():
    # a2 turns Light's Egg on a1 into a Tadpole: a1, b1 Tadpoles and c1's Egg, which d1 or c2 will develop
    state = position({"a1": cell(LIGHT, EGG), "b1": cell(LIGHT, TADPOLE), "c1": cell(LIGHT, EGG)}, LIGHT)
    assert why(state, "place a2") == "It sets up a score of 3 for your next turn."
