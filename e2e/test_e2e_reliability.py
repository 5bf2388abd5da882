"""Nothing a browser can hold should break Vivarium (issue 13): the two bricking saves, two tabs
on one game, and a full storage."""
from __future__ import annotations

import json

from playwright.sync_api import expect

import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)

RECORD = {"version": 1, "game": "pond", "options": {"variant": "small", "best_of": 1, "first": "light"},
          "seed": 5, "players": [{"kind": "human"}, {"kind": "bot", "level": "godlike"}], "actions": ["place c3"]}
DEEP = "[" * 10000 + "]" * 10000


def test_the_two_bricking_saves_are_kept_aside_and_the_app_is_usable(page, offsite, boot):
    page.add_init_script(d.seed_storage_script({
        d.SAVE_PREFIX + "godlike": json.dumps(RECORD),
        d.SAVE_PREFIX + "deep": DEEP,
        d.CURRENT_KEY: "godlike",
    }))
    boot(page)
    expect(page.locator('[data-screen="home"]')).to_be_visible()
    notices = page.locator(".notices")
    expect(notices).to_contain_text("unknown level 'godlike'")
    expect(page.locator(".saves .kept .kept-item")).to_have_count(2)
    items = d.storage_items(page)
    assert json.loads(items[d.KEPT_PREFIX + "deep"])["raw"] == DEEP  # kept, never thrown away
    assert json.loads(items[d.KEPT_PREFIX + "godlike"])["raw"] == json.dumps(RECORD)
    # usable: a new game starts and plays, and a reload does not brick anything
    d.start_game(page, "human", "human", "small", "light")
    d.click_action(page, "place c3")
    d.reload(page)
    expect(page.locator('[data-screen="play"]')).to_be_visible()
    assert d.saved_record(page)["actions"] == ["place c3"]
    assert offsite == []


def test_two_tabs_on_one_game_never_lose_a_move(page, context, offsite, boot):
    boot(page)
    d.start_game(page, "human", "human", "small", "light")
    other = context.new_page()  # a second tab of the same site: same localStorage
    boot(other)
    expect(other.locator('[data-screen="play"]')).to_be_visible()
    # a move in the first tab shows up in the second without a reload
    d.click_action(page, "place c3")
    expect(d.square(other, "c3")).not_to_have_attribute("data-action", "place c3", timeout=d.STEP_MS)
    expect(other.locator(".notices")).to_contain_text("another tab")
    d.wait_log(other, 1)
    # the second tab plays on from there; the first follows
    d.click_action(other, "place b2")
    d.wait_log(page, 2)
    assert d.saved_record(page)["actions"] == ["place c3", "place b2"]
    other.close()


def test_a_full_storage_keeps_the_last_save_and_play_goes_on(page, offsite, boot):
    boot(page)
    d.start_game(page, "human", "human", "small", "light")
    d.click_action(page, "place c3")
    saved = d.saved_record(page)
    page.evaluate("""() => { Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); }; }""")
    d.click_action(page, "place b2")
    expect(page.locator('p.error[role="alert"]')).to_contain_text("could not be saved")
    assert d.saved_record(page) == saved  # the previous save is intact
    d.click_action(page, "place a1")  # play goes on
    assert d.log_count(page) == 3


def test_a_game_exported_on_one_profile_imports_on_another(page, browser, base_url, offsite, boot):
    boot(page)
    d.start_game(page, "human", "human", "small", "light")
    d.click_action(page, "place c3")
    d.click_action(page, "place b2")
    page.locator('[data-cmd="export"]').click()
    text = page.locator("#transfer-text").input_value()
    board = d.board(page)
    other_ctx = browser.new_context(base_url=base_url, service_workers="block")  # another profile: empty storage
    try:
        other = other_ctx.new_page()
        boot(other)
        other.locator('[data-cmd="import-open"]').click()
        other.locator("#import-text").fill("{broken")
        other.locator('[data-cmd="import"]').click()
        expect(other.locator('[data-dialog="import"] .error')).to_contain_text("cannot be imported")
        other.locator("#import-text").fill(text)
        other.locator('[data-cmd="import"]').click()
        expect(other.locator('[data-screen="play"]')).to_be_visible()
        assert d.board(other) == board  # the same position
        assert d.saved_record(other)["actions"] == ["place c3", "place b2"]
        d.click_action(other, "place a1")  # and play goes on there
    finally:
        other_ctx.close()


def test_script_in_stored_text_never_runs(page, offsite, boot):
    script = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">'
    named = {**RECORD, "players": [{"kind": "human", "name": script}, {"kind": "human", "name": script}],
             "actions": ["place c3"]}
    page.add_init_script(d.seed_storage_script({
        d.SAVE_PREFIX + "named": json.dumps({**named, "summary": {"title": script, "players": script, "status": script}}),
        d.SAVE_PREFIX + "badgame": json.dumps({**RECORD, "game": script}),
        d.SAVE_PREFIX + "badact": json.dumps({**RECORD, "players": named["players"], "actions": [script]}),
        d.KEPT_PREFIX + "old": json.dumps({"id": script, "reason": script, "raw": script}),
        d.CURRENT_KEY: "named",
    }))
    boot(page)
    expect(page.locator('[data-screen="play"]')).to_be_visible()  # the good save with hostile names resumes
    expect(page.locator(".seats")).to_contain_text("<script>")  # shown as text
    page.locator('[data-cmd="home"]').click()
    expect(page.locator(".saves .kept .kept-item")).to_have_count(2)  # the bad game id and the old kept entry
    page.locator('.save[data-save="badact"] [data-cmd="resume badact"]').click()  # its move fails on replay
    expect(page.locator(".notices")).to_contain_text("cannot be replayed")
    expect(page.locator(".saves .kept .kept-item")).to_have_count(3)
    for item in page.locator(".saves .kept summary").all():
        item.click()
    assert page.evaluate("() => window.__pwned") is None
    assert page.locator("main img, main script").count() == 0
    assert offsite == []
