"""Issue 22: a Pond piece that grows and is scored in the same turn is not drawn as a live piece
once the animations are over (the real stylesheet, real Chromium)."""

import table_driver as T
from vivarium.games import GAMES
from vivarium.games.pond.view import board_svg


def test_a_piece_that_grew_and_scored_fades_to_its_trace(page, boot):
    game = GAMES["pond"]
    state = game.setup({"first": "light"}, 1)
    state["board"][0], state["board"][1], state["board"][2] = 3, 6, 2  # a1, b1 Frogs; c1 a Tadpole
    state["spawn"] = [14, 14]
    after = game.apply(state, "place c2")  # c1 grows into a Frog and a1-b1-c1 is scored
    svg = board_svg(game.view(after, 1), {}, [])
    boot(page)
    page.evaluate("html => { document.querySelector('#app').innerHTML = `<div class=\"board-wrap\">${html}</div>`; }", svg)
    T.settle(page)  # every animation (grow 0.6 s, score-out 1.6 s) has ended
    opacity = page.evaluate("""() => {
        const piece = document.querySelector('[data-sq="c1"] .piece');
        return piece ? parseFloat(getComputedStyle(piece).opacity) : null; }""")
    assert opacity is not None and opacity <= 0.2, f"the scored piece on c1 is drawn at opacity {opacity}"
    live = page.evaluate("""() => parseFloat(getComputedStyle(document.querySelector('[data-sq="c2"] .piece')).opacity)""")
    assert live == 1.0  # the Egg just placed is a live piece
