"""Hints and the analysis say why, and never move the board (issue 39).

- A hint in Pond on a phone: the reasons of the hinted move are on screen in words, the estimate
  in words with the percentage one click away ("In numbers"), and neither the hint nor opening
  its numbers moves the board.
- The analysis of a finished Pond game with a blunder, at a laptop's and a phone's size: at the
  blunder the verdict (its mark, why the move played was bad, why Hard's move is better) and the
  board are both in the window, and the board is where it was before the game was analysed.
"""
from __future__ import annotations

import pytest
import table_driver as T
from playwright.sync_api import expect

import axe_driver as X
import pond_driver as d
from vivarium.core.advice import search_spec
from vivarium.core.analysis import Analysis, marks
from vivarium.core.conformance import blunder_game
from vivarium.core.records import new_record
from vivarium.core.session import Session
from vivarium.games import GAMES
from vivarium.i18n import say_in

SIZES = [(1280, 800), (375, 740)]


def box(page, selector):
    """The box of ``selector`` in the page (not the window: a click may scroll), rounded."""
    T.settle(page)
    el = page.locator(selector).first
    el.wait_for(state="visible")
    b = el.bounding_box()
    assert b is not None
    b["y"] += page.evaluate("scrollY")
    return {k: round(v, 1) for k, v in b.items()}


def in_window(page, selector):
    """Whether the element's box is wholly inside the window as it is."""
    return page.evaluate("""(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
        return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; }""", selector)


def test_a_hint_on_a_phone_says_why_in_words_and_the_board_stays_put(shared_page):
    page = shared_page
    page.set_viewport_size({"width": 375, "height": 740})
    d.start_game(page, "human", "bot:easy", "pond", "light")
    board = box(page, ".board-wrap")
    page.locator('.toolbar [data-cmd="hint"]').click()
    hint = page.locator('.hint-box[data-hint-state="ready"]')
    expect(hint).to_be_visible(timeout=T.BOT_MS)
    action = page.locator(".pond-board [data-hint]").first.get_attribute("data-action")
    game, state, _record = T.engine_state(page)
    reasons = game.reasons(game.view(state, 0), 0, action)
    shown = hint.locator(".hint-why").inner_text()
    assert reasons and all(say_in("en", r) in shown for r in reasons), shown
    assert "Hard thinks" in shown and "%" not in shown.split("In numbers")[0]
    assert box(page, ".board-wrap") == board, "the hint moved the board"
    assert in_window(page, ".hint-box")
    # the numbers on request, by keyboard too: the board still does not move
    summary = hint.locator("details.hint-numbers summary")
    summary.focus()
    page.keyboard.press("Enter")
    expect(hint.locator("details.hint-numbers")).to_have_attribute("open", "")
    expect(hint.locator("details.hint-numbers")).to_contain_text("%")
    assert box(page, ".board-wrap") == board, "opening the numbers moved the board"
    assert in_window(page, ".hint-box")
    X.scan(page, "a hint with its numbers open")


def _analysed_pond():
    """A finished small Pond game with a blunder (a win at once missed), analysed in CPython
    (iteration-bound: the same marks every run); the record and the blunder's ply."""
    game = GAMES["pond"]
    options = game.normalize_options({"variant": "small"})
    found = blunder_game(game, options)
    record = new_record(game, options, found["seed"], [{"kind": "human", "name": "Ana"}, {"kind": "human", "name": "Ben"}])
    record["actions"] = list(found["actions"])
    session = Session(game, record)
    spec = dict(search_spec(game), seconds=None, iterations=200)
    job = Analysis(session, "quick", spec=spec)
    while not job.done:
        job.step(1.0)
    plain = dict(record)
    record = dict(record, analysis=job.to_record())
    assert marks(session, record["analysis"])[found["ply"]]["mark"] == "blunder"
    return plain, record, found["ply"]


@pytest.mark.parametrize("width,height", SIZES)
def test_the_analysis_verdict_and_the_board_are_in_the_window_together_and_the_board_stays_put(shared_page, width, height):
    page = shared_page
    page.set_viewport_size({"width": width, "height": height})
    plain, analysed, ply = _analysed_pond()
    T.store_record(page, plain, "why-plain")
    T.store_record(page, analysed, "why-analysed")
    page.goto(f"index.html#/review/why-plain")
    expect(page.locator(".review")).to_be_visible(timeout=T.STEP_MS)
    page.keyboard.press("Home")
    for _ in range(ply + 1):  # to the position after the blunder, by the keys a person uses
        page.keyboard.press("ArrowRight")
    expect(page.locator(".review-count")).to_have_text(f"{ply + 1} / {len(plain['actions'])}")
    page.evaluate("scrollTo(0, 0)")
    before = box(page, ".board-wrap")
    page.goto(f"index.html#/review/why-analysed")
    expect(page.locator("figure.analysis")).to_be_visible(timeout=T.STEP_MS)
    page.keyboard.press("Home")
    for _ in range(ply + 1):
        page.keyboard.press("ArrowRight")
    expect(page.locator(".review-count")).to_have_text(f"{ply + 1} / {len(plain['actions'])}")
    page.evaluate("scrollTo(0, 0)")
    note = page.locator('.analysis-note[data-mark="blunder"]')
    expect(note).to_contain_text("The move played: ")
    expect(note).to_contain_text("Hard preferred: ")
    assert box(page, ".board-wrap") == before, "the analysis moved the board"
    assert in_window(page, ".analysis-note"), "the verdict is not in the window"
    assert in_window(page, ".board-wrap svg"), "the board is not in the window"
    # the graph: move numbers under it and a legend naming each player's line
    expect(page.locator("figure.analysis .wc-ticks li").last).to_have_text(str(len(plain["actions"])))
    expect(page.locator("figure.analysis .wc-legend")).to_contain_text("Light")
    X.scan(page, f"the analysis at {width}x{height}")
