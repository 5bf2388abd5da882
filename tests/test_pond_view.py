"""The Pond board drawn from a view: what is clickable is exactly what is legal."""

import re

from vivarium.games import GAMES, VIEWS
from vivarium.games.pond.view import board_svg

GAME = GAMES["pond"]
VIEW = VIEWS["pond"]


def actions_in(svg):
    return set(re.findall(r'data-action="([^"]+)"', svg))


def picks_in(svg):
    return set(re.findall(r'data-ui="pick ([^"]+)"', svg))


def play(actions, **options):
    state = GAME.setup({"first": "light", **options}, 7)
    for a in actions:
        state = GAME.apply(state, a)
    return state


def test_empty_board_offers_every_square_for_an_egg():
    state = play([])
    legal = GAME.legal_actions(state)
    svg = board_svg(GAME.view(state, 0), {}, legal)
    assert actions_in(svg) == set(legal)
    assert len(actions_in(svg)) == 25


def test_clickable_squares_match_legal_actions_after_selection():
    state = play(["place c3", "place c4", "place a1", "place e5"])  # c3 is now a Light Tadpole
    legal = GAME.legal_actions(state)
    svg = board_svg(GAME.view(state, 0), {}, legal)
    assert picks_in(svg) == {a.split()[1] for a in legal if a.startswith("move")}
    svg = board_svg(GAME.view(state, 0), {"selected": "c3"}, legal)
    assert actions_in(svg) == {a for a in legal if a.startswith("move c3 ")}


def test_a_board_for_someone_else_to_act_has_nothing_clickable():
    state = play(["place c3"])
    svg = board_svg(GAME.view(state, 0), {}, [])
    assert actions_in(svg) == set() and picks_in(svg) == set()
    assert 'tabindex="0"' not in svg


def test_the_board_is_one_tab_stop_the_chosen_piece_or_the_first_square_that_acts():
    import random

    state, rng = play([]), random.Random(5)
    while not any(a.startswith("move ") for a in GAME.legal_actions(state)):  # on to a position with a move
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    legal, seat = GAME.legal_actions(state), GAME.actor(state)
    svg = board_svg(GAME.view(state, seat), {}, legal)
    stops = re.findall(r'data-sq="(\w+)" tabindex="0"', svg)
    assert len(stops) == 1 and svg.count('tabindex="0"') == 1
    movable = sorted({a.split()[1] for a in legal if a.startswith("move ")})
    svg = board_svg(GAME.view(state, seat), {"selected": movable[-1]}, legal)
    assert re.findall(r'data-sq="(\w+)" tabindex="0"', svg) == [movable[-1]]
    assert svg.count('tabindex="-1"') >= 2  # the others are reached by the arrows


def test_last_turn_is_shown_developed_and_scored_pieces():
    state = GAME.setup({"first": "light"}, 1)
    state["board"][0] = 3  # a1 Light Frog
    state["board"][1] = 6  # b1 Dark Frog
    state["board"][2] = 2  # c1 Light Tadpole
    state["spawn"] = [14, 14]
    after = GAME.apply(state, "place c2")  # c1 develops into a Frog: a1 b1 c1 score
    svg = board_svg(GAME.view(after, 1), {}, [])
    assert svg.count("ghost") == 3
    assert re.search(r'class="sq[^"]*moved-to[^"]*"[^>]*data-sq="c2"', svg)
    assert after["scored"] == [2, 1]


def test_squares_have_spoken_labels():
    state = play(["place c3"])
    svg = board_svg(GAME.view(state, 1), {}, GAME.legal_actions(state))
    assert 'aria-label="c3: Light Egg"' in svg
    assert 'aria-label="a1: empty. Place an Egg here"' in svg


def test_prompt_and_stats_read_well():
    state = play(["place c3", "place c4"])
    legal = GAME.legal_actions(state)
    assert VIEW.prompt(GAME.view(state, 0), {}, legal) == (
        "Place an Egg on an empty square or move a piece with a dashed border."
    )
    stats = dict((label, value) for label, value, _ in VIEW.seat_stats(GAME.view(state, 0), 0))
    assert stats == {"In spawn": "14", "Scored": "0 / 10"}


def test_the_board_and_prompts_in_french():
    from vivarium import i18n

    state = play(["place c3", "place c4"])
    legal = GAME.legal_actions(state)
    view = GAME.view(state, 0)
    i18n.set_language("fr")
    try:
        svg = board_svg(view, {}, legal)
        assert 'aria-label="c3\u00a0: Têtard clair. Sélectionner pour déplacer"' in svg and 'aria-label="c4\u00a0: Œuf sombre"' in svg
        assert 'aria-label="a1\u00a0: vide. Poser un Œuf ici"' in svg
        assert VIEW.prompt(view, {}, legal) == "Posez un Œuf sur une case vide ou déplacez une pièce à bord pointillé."
        stats = dict((label, value) for label, value, _ in VIEW.seat_stats(view, 0))
        assert stats == {"En réserve": "14", "Marquées": "0 / 10"}
        assert VIEW.heading(view) == "Pond 5×5"
    finally:
        i18n.set_language("en")


def test_a_piece_that_grows_and_scores_in_one_turn_is_drawn_as_gone():
    """Issue 22: the square of a Tadpole that grew into a Frog and was scored at once is empty;
    its drawing must not depend on which animation wins (no "grew" class, only the trace)."""
    state = GAME.setup({"first": "light"}, 1)
    state["board"][0] = 3  # a1 Light Frog
    state["board"][1] = 6  # b1 Dark Frog
    state["board"][2] = 2  # c1 Light Tadpole: grows into a Frog, and the row scores
    state["spawn"] = [14, 14]
    after = GAME.apply(state, "place c2")
    assert 2 in after["last"]["developed"] and after["board"][2] == 0
    svg = board_svg(GAME.view(after, 1), {}, [])
    square = re.search(r'<g class="([^"]*)"[^>]*data-sq="c1"[^>]*aria-label="([^"]*)"[^>]*>(.*?)</g>', svg)
    classes, label, inside = square.groups()
    assert "grew" not in classes.split()
    assert label.startswith("c1: empty")
    assert 'class="piece' in inside and "ghost" in inside  # the faint trace of the scored piece
    assert "grew-mark" not in inside
