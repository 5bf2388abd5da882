"""Nothing moves under the pointer (issue 38 item 3, and its small ones): the toolbar's Undo and
Hint stay in their places (unavailable, with the reason, rather than gone), the hint floats in
the table's head rather than above the board, Pond keeps a piece's choice on a slip and says
why, and the review's line does not name the player twice."""
from __future__ import annotations

import random
import re

from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui import hints
from vivarium.ui.shell import Shell


def pond_against_the_computer():
    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(4), lang="en")
    sh.command("new pond")
    sh.command("start", {"variant": "small", "first": "light", "seat0": "human", "seat1": "bot:easy"})
    return sh


def toolbar_button(html, cmd):
    found = re.search(rf'<button[^>]*data-cmd="{cmd}"[^>]*>', html)
    assert found, f"no {cmd} button in the toolbar"
    return found.group(0)


def test_undo_and_hint_are_there_from_the_first_move_to_the_end():
    sh = pond_against_the_computer()
    html = sh.html()
    undo, hint = toolbar_button(html, "undo"), toolbar_button(html, "hint")
    assert " disabled" in undo and 'title="There is nothing to undo."' in undo
    assert " disabled" not in hint
    sh.command("play place a1")  # the computer is to answer: Hint is there, unavailable, and says why
    assert sh.session.actor == 1
    html = sh.html()
    hint = toolbar_button(html, "hint")
    assert " disabled" in hint and 'title="A hint is not available now."' in hint
    assert " disabled" not in toolbar_button(html, "undo")
    while sh.session.outcome is None:  # to the end: both still there, unavailable
        state = sh.session.state
        sh.session.play(GAMES["pond"].legal_actions(state)[0])
    html = sh.html()
    assert " disabled" in toolbar_button(html, "undo") and " disabled" in toolbar_button(html, "hint")


def test_the_hint_floats_in_the_tables_head_not_above_the_board():
    sh = pond_against_the_computer()
    sh.command("hint")
    html = sh.html()
    assert " disabled" in toolbar_button(html, "hint") and 'aria-busy="true"' in toolbar_button(html, "hint")
    head = re.search(r'<div class="play-head">.*?<div class="seats', html, re.S).group(0)
    assert 'class="hint-box"' in head and html.count('class="hint-box"') == 1
    s = sh.session
    legal = GAMES["pond"].legal_actions(s.state)
    opinion = {"best": legal[0], "chance_best": 0.6, "runner_up": (legal[1], 0.4)}
    hints.ready(sh, sh.hint.asked["token"], opinion)
    html = sh.html()
    head = re.search(r'<div class="play-head">.*?<div class="seats', html, re.S).group(0)
    assert 'data-hint-state="ready"' in head
    assert "disabled" not in toolbar_button(html, "hint")


def test_pond_keeps_a_chosen_piece_on_a_slip_and_says_why():
    view = {"size": 4}
    from vivarium.games.pond.view import board_svg

    game = GAMES["pond"]
    state = game.setup({"variant": "small", "first": "light"}, 1)
    for a in ("place a1", "place d4", "place a2", "place d3"):  # a1 grows into a Tadpole
        state = game.apply(state, a)
    legal = game.legal_actions(state)
    mover = next(a.split()[1] for a in legal if a.startswith("move"))
    view = game.view(state, 0)
    svg = board_svg(view, {"selected": mover}, legal, "Board")
    slip = next(sq for sq in ("c1", "c2", "b3", "c3", "b4") if f'data-action="move {mover} {sq}"' not in svg)
    cell = re.search(rf'<g[^>]*data-sq="{slip}"[^>]*>', svg).group(0)
    assert 'data-ui="unpick"' not in cell and "data-why=" in cell
    assert f"From {mover}" in cell and f"click {mover} again to cancel" in cell


def test_the_reviews_line_names_the_player_once():
    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(4), lang="en")
    sh.command("new pond")
    sh.command("start", {"variant": "small", "first": "light", "seat0": "human", "seat1": "human"})
    game = GAMES["pond"]
    while sh.session.outcome is None:
        sh.session.play(game.legal_actions(sh.session.state)[0])
    sh.command("review")
    sh.command("rv go 1")
    html = sh.html()
    status = re.search(r'<p class="status"[^>]*>(.*?)</p>', html, re.S).group(1)
    assert "Move 1 of" in status and "Light places an Egg" in status and "Light: Light" not in status
