"""The others' moves, seen (issue 38 item 1), on a 375 x 740 phone: a computer's capture in
Papillon stays beside the table with the card that made it, a bar at the bottom of the screen
says what the computer did and replays it on the board, and Hexapod's opponent case opens over
the page while one's own stays where it is."""
from __future__ import annotations

from playwright.sync_api import Page, expect

import papillon_driver as P
import table_driver as T
from vivarium.games import GAMES

PHONE = {"width": 375, "height": 740}


def _box(page: Page, selector: str) -> dict:
    return page.locator(selector).first.evaluate("e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; }")


def test_a_computers_capture_is_seen_said_in_the_bar_and_replayed_on_a_phone(shared_page: Page):
    page = shared_page
    page.set_viewport_size(PHONE)
    T.open_record(page, P.record(7, ["human", "bot:easy"]), save_id="seen-pap")
    for _ in range(12):  # the person plays until the computer's answer is a capture
        expect(page.locator('.pap-hand [data-ui], .pap-hand [data-action]').first).to_be_visible(timeout=T.STEP_MS)
        game, state, record = T.engine_state(page)
        last = state.get("last") or {}
        if last.get("seat") == 1 and last.get("kind") in ("take", "sum", "combine") and state["turn"] == 0:
            break
        action, _ = P.choose(state, {"sum"})
        P.click_action(page, state, action)
        page.wait_for_function("n => JSON.parse(localStorage.getItem('vivarium.v1.save.seen-pap')).actions.length > n",
                               arg=len(record["actions"]) + 1, timeout=T.STEP_MS)
    else:
        raise AssertionError("the computer never captured in 12 turns")
    # the cards it took and the card that took them, beside the table, on the first screen
    group = page.locator(".pap-last")
    expect(group).to_be_visible()
    shown = {int(c) for c in group.locator("[data-card]").evaluate_all("els => els.map(e => e.dataset.card)")}
    assert shown == set(last["taken"]) | set(last["played"])
    box = _box(page, ".pap-last")
    assert box["y"] + box["h"] <= PHONE["height"], "the capture is below the fold"
    # the bar at the bottom of the screen says it, and replays it
    bar = page.locator(".news")
    expect(bar).to_be_visible()
    logged = page.locator(".log .log-turns > li").first.locator("li.step").last.text_content().strip()
    expect(bar).to_contain_text(logged[:30])
    bar_box = _box(page, ".news")
    assert abs(bar_box["y"] + bar_box["h"] - PHONE["height"]) <= 1  # fixed at the bottom
    page.locator('.news [data-cmd="replay"]').click()
    expect(page.locator("[data-replay]")).to_be_visible(timeout=T.STEP_MS)
    assert page.locator(".board-wrap [data-action]").count() == 0  # nothing to play on a replayed position
    expect(page.locator("[data-replay]")).to_have_count(0, timeout=T.STEP_MS)  # it ends by itself
    expect(page.locator(".board-wrap [data-action], .board-wrap [data-ui]").first).to_be_visible()
    expect(page.locator(".pap-last")).to_be_visible()  # back at the table as it is


def test_hexapods_opponent_case_opens_over_the_page_and_ones_own_stays_put_on_a_phone(shared_page: Page):
    page = shared_page
    page.set_viewport_size(PHONE)
    rec = T.late_record("hexapod", GAMES["hexapod"].normalize_options({}), [{"kind": "human"}, {"kind": "bot", "level": "easy"}], left=30)
    T.open_record(page, rec, save_id="seen-hx")
    expect(page.locator('.hx-table [data-action]').first).to_be_attached(timeout=T.STEP_MS)  # the person's turn
    theirs = page.locator("#hx-theirs")
    expect(theirs).to_be_hidden()  # below one's own case no more: behind a button
    mine = _box(page, ".hx-mine .hx-case")
    page.locator(".hx-peek").click()
    expect(theirs).to_be_visible()
    expect(theirs.locator(".hx-case")).to_be_in_viewport()
    assert _box(page, ".hx-mine .hx-case") == mine  # one's own case has not moved
    theirs.locator(".hx-peek-close").click()
    expect(theirs).to_be_hidden()
    page.set_viewport_size({"width": 1280, "height": 800})  # wider: both cases in the page
    expect(theirs).to_be_visible()
    expect(page.locator(".hx-peek")).to_be_hidden()
