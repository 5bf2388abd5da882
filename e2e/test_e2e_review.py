"""Review of a finished game and its share link (issue 14 item 7), as a player uses them.

One Pond game is seeded one move before its end; the player makes the winning move, opens the
review from the result panel, steps through every position (buttons and arrow keys; the board
must match a replay of the record at each step), jumps by clicking a log line, copies the share
link and opens it in a fresh browser profile, where the review shows the same game; a link cut
short there gives a sentence, not a crash."""
from __future__ import annotations

import json

from playwright.sync_api import expect

import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)
from vivarium.i18n import say

ACTIONS, FINAL, OUTCOME = d.short_decisive_game()
OPTIONS = {"variant": "small", "best_of": 1, "first": "light"}
STATES = d.replay(ACTIONS)
RECORD = {
    "version": 1, "game": "pond", "options": OPTIONS, "seed": 0,
    "players": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo"}],
    "actions": ACTIONS[:-1],  # one move before the end: the player makes the winning move
}


def review_at(page, k):
    """Wait for position ``k`` on the review screen; the board must be the replay's."""
    expect(page.locator("section.review")).to_have_attribute("data-ply", str(k), timeout=d.STEP_MS)
    assert d.board(page) == d.engine_board(STATES[k]), f"position {k}"


def test_review_steps_through_every_position_and_a_shared_link_opens_in_a_fresh_profile(page, boot, browser, base_url):
    page.add_init_script(d.seed_storage_script({
        d.SAVE_PREFIX + "fin": json.dumps(RECORD), d.CURRENT_KEY: "fin",
    }))
    boot(page)
    n = len(ACTIONS)
    d.click_action(page, ACTIONS[-1])
    panel = page.locator('.result-panel[data-dialog="end"]')
    expect(panel).to_be_visible()
    panel.locator('[data-cmd="review"]').click()

    expect(page.locator('[data-screen="review"]')).to_be_visible(timeout=d.STEP_MS)
    expect(page).to_have_url(f"{base_url}index.html#/review/fin")
    review_at(page, n)  # from the end of the game: its final position first (issue 22 item 8)
    expect(page.locator('[data-cmd="rv prev"]')).to_be_focused()
    page.keyboard.press("Home")
    review_at(page, 0)
    assert d.board(page) == {}
    half = n // 2
    for k in range(1, half + 1):  # the Next button...
        page.locator('[data-cmd="rv next"]').click()
        review_at(page, k)
    for k in range(half + 1, n + 1):  # ...and the Right arrow
        page.keyboard.press("ArrowRight")
        review_at(page, k)
        assert page.locator(".review-log li.step.current").get_attribute("value") == str(k)
    expect(page.locator('[data-cmd="rv next"]')).to_be_disabled()
    expect(page.locator(".review .status")).to_contain_text("Game over")
    page.keyboard.press("ArrowLeft")
    review_at(page, n - 1)
    page.keyboard.press("Home")
    review_at(page, 0)
    page.keyboard.press("End")
    review_at(page, n)
    line = page.locator('.review-log li.step[value="3"] button')
    expect(line).to_have_text(say(d.POND.describe(STATES[2], ACTIONS[2])))  # what move 3 was
    line.click()
    review_at(page, 3)
    # the position is in the address: a reload shows it again, and stepping added no history
    expect(page).to_have_url(f"{base_url}index.html#/review/fin/3")
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=60_000)
    review_at(page, 3)
    page.go_back()  # one step back in the history is the finished game, not the previous position
    expect(page.locator('[data-screen="play"]')).to_be_visible(timeout=d.STEP_MS)
    page.go_forward()
    review_at(page, 3)

    page.locator('[data-cmd="rv share"]').click()
    box = page.locator("#share-link")
    expect(box).to_be_visible()
    link = box.input_value()
    assert link.startswith(f"{base_url}index.html#/shared/z1")
    page.locator('[data-cmd="share-copy"]').click()
    expect(page.locator("#share-copied")).not_to_be_empty()
    page.locator('[data-cmd="rv close"]').click()  # back to the finished game
    expect(page.locator('[data-screen="play"]')).to_be_visible()

    fresh = browser.new_context(base_url=base_url, service_workers="block")  # another profile: empty storage
    problems: list[str] = []
    try:
        other = fresh.new_page()
        other.on("pageerror", lambda exc: problems.append(f"pageerror: {exc}"))
        other.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
        boot(other, link)
        expect(other.locator('[data-screen="review"]')).to_be_visible()
        expect(other.locator("section.review")).to_have_attribute("data-plies", str(n))
        expect(other.locator(".seat-name").first).to_contain_text("Ann")
        other.keyboard.press("End")
        review_at(other, n)
        assert other.evaluate("() => Object.keys(localStorage).filter(k => k.includes('.save.')).length") == 0
        other.locator('[data-cmd="rv save"]').click()  # "Save to my games"
        expect(other.locator('[data-cmd="rv save"]')).to_have_count(0)
        assert len([k for k in d.storage_items(other) if k.startswith(d.SAVE_PREFIX)]) == 1

        cut = fresh.new_page()  # a link cut short when it was copied: a sentence on Home
        cut.on("pageerror", lambda exc: problems.append(f"pageerror: {exc}"))
        cut.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
        boot(cut, link[: len(link) - 12])
        expect(cut.locator('[data-screen="home"]')).to_be_visible()
        expect(cut.locator(".notice.error")).to_contain_text("cut short")
    finally:
        fresh.close()
    assert problems == []
