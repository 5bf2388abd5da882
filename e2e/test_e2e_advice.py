"""Hints and analysis in the browser (issue 27).

- A hint in each game: Hint shows what Hard would play, in words, and lights up
  the move's target on the board or in the hand; the record counts it.
- The analysis of a finished Pond game and a finished Lepidoptery game, each with a blunder
  played on purpose (a win at once was there; the move played let the other player win at
  once): a progress bar while it runs, the blunder marked, Hard's preferred move shown on the
  board in one click; the analysis travels in the share link.
- An embedded review opens in an iframe on a page from another origin.
"""
from __future__ import annotations

import json

import pytest
import site_server
import table_driver as T
from playwright.sync_api import expect
from test_e2e_axe import mid_game

from vivarium.core.conformance import blunder_game
from vivarium.games import GAMES


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_hint_is_shown_and_highlighted(shared_page, game_id):
    page = shared_page
    page.set_viewport_size({"width": 1280, "height": 800})
    mid_game(page, game_id)
    page.get_by_role("button", name="Hint", exact=True).click()
    box = page.locator('.hint-box[data-hint-state="ready"]')
    expect(box).to_be_visible(timeout=T.BOT_MS)
    expect(box).to_contain_text("Hint:")
    marked = page.locator(".board-wrap [data-hint]")
    expect(marked.first).to_be_visible()
    action = marked.first.get_attribute("data-action")
    assert action, "the highlighted target carries the hinted move"
    assert T.saved_record(page)["hints"]["used"][0] == 1
    # the hinted move can be played from the highlighted target, and the hint goes away
    before = T.log_count(page)
    marked.first.click()
    if page.locator(".hint-box").count() and T.log_count(page) == before:  # a touch-style second step
        marked.first.click()
    expect(page.locator(".hint-box")).to_have_count(0, timeout=T.BOT_MS)


def _finished_with_a_blunder(page, game_id, options):
    game = GAMES[game_id]
    found = blunder_game(game, game.normalize_options(options))
    assert found, "no blunder game"
    record = {"version": 1, "game": game_id, "options": game.normalize_options(options), "seed": found["seed"],
              "players": [{"kind": "human", "name": "Ana"}, {"kind": "human", "name": "Ben"}], "actions": found["actions"]}
    T.store_record(page, record, f"an-{game_id}")
    return found["ply"]


@pytest.mark.parametrize("game_id,options", [("pond", {"variant": "small"}), ("lepidoptery", {})])
def test_the_analysis_marks_the_blunder_and_shows_the_preferred_move(shared_page, game_id, options):
    page = shared_page
    page.set_viewport_size({"width": 1280, "height": 800})
    ply = _finished_with_a_blunder(page, game_id, options)
    page.goto(f"index.html#/review/an-{game_id}")
    expect(page.locator(".review")).to_be_visible(timeout=T.STEP_MS)
    page.get_by_role("button", name="Quick analysis").click()
    expect(page.locator("progress#analysis-progress")).to_be_visible(timeout=T.STEP_MS)
    # (the graph shows the marks found so far while it runs: done is when the progress bar goes)
    expect(page.locator("progress#analysis-progress")).to_have_count(0, timeout=120_000)
    expect(page.locator("figure.analysis svg.wc-graph")).to_be_visible()
    # a redraw that does not change the move (the share box opened; the analysis's bar a few times
    # a second) leaves the log where the person scrolled it; another move is centred again
    log = page.locator(".review-log")
    assert log.evaluate("el => el.scrollHeight > el.clientHeight + 40"), "the log scrolls"
    log.evaluate("el => { el.scrollTop = 0; }")
    page.get_by_role("button", name="Share link").click()
    expect(page.locator("#share-link")).to_be_visible(timeout=T.STEP_MS)
    assert log.evaluate("el => el.scrollTop") == 0, "a redraw scrolled the log back to the current move"
    page.locator('[data-cmd="rv prev"]').click()
    page.wait_for_function("() => document.querySelector('.review-log').scrollTop > 0", timeout=T.STEP_MS)
    # the blunder: its step in the list carries the mark; at that position Hard's move is named
    blunder = page.locator(f'.review-log [data-cmd="rv go {ply + 1}"] .mv-mark.mark-blunder')
    expect(blunder).to_have_text("??")
    page.locator(f'.review-log [data-cmd="rv go {ply + 1}"]').click()
    note = page.locator('.analysis-note[data-mark="blunder"]')
    expect(note).to_contain_text("Hard preferred")
    board_played = page.locator(".board-wrap").inner_html()
    page.get_by_role("button", name="Show Hard’s move").click()
    expect(page.locator(".variation-note")).to_be_visible()
    assert page.locator(".board-wrap").inner_html() != board_played, "the board shows Hard's move"
    # saved with the game, and carried by its share link
    saved = json.loads(page.evaluate(f"() => localStorage.getItem('vivarium.v1.save.an-{game_id}')"))
    assert saved["analysis"]["moves"] and any(m[0] == ply and m[3] for m in saved["analysis"]["moves"])
    page.get_by_role("button", name="Share link").click()
    link = page.locator("#share-link").input_value()
    page.goto("about:blank")
    page.goto(link)
    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
    expect(page.locator("figure.analysis svg.wc-graph")).to_be_visible(timeout=T.STEP_MS)


def test_an_embedded_review_opens_in_a_frame_from_another_origin(shared_page, tmp_path):
    page = shared_page
    _finished_with_a_blunder(page, "pond", {"variant": "small"})
    page.goto("index.html#/review/an-pond")
    expect(page.locator(".review")).to_be_visible(timeout=T.STEP_MS)
    page.get_by_role("button", name="Share link").click()
    snippet = page.locator("#embed-review-snippet").input_value()
    assert snippet.startswith("<iframe") and "embed=1" in snippet and "#/shared/" in snippet
    folder = tmp_path / "blog"
    folder.mkdir()
    (folder / "post.html").write_text('<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>A blog</title>'
                                      "<h1>The game I lost</h1>" + snippet, encoding="utf-8")
    host = site_server.SiteServer(folder).start()  # another port: another origin
    try:
        blog = page.context.new_page()
        blog.set_viewport_size({"width": 900, "height": 1200})
        blog.goto(host.url + "post.html")
        frame = blog.frame_locator("iframe")
        expect(frame.locator(".review")).to_be_visible(timeout=60_000)
        expect(frame.locator(".review-log .step-go").first).to_be_visible()
        expect(frame.locator(".site-header")).to_be_hidden()
        blog.close()
    finally:
        host.stop()
