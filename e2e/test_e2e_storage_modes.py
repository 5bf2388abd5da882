"""Storage that is full or read-only from the start, and Back up all games / Restore from a
backup across two browser profiles (issue 23)."""
from __future__ import annotations

import json
import re

from playwright.sync_api import expect

import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)

RECORD = {"version": 1, "game": "pond", "options": {"variant": "small", "best_of": 1, "first": "light"},
          "seed": 5, "players": [{"kind": "human"}, {"kind": "human"}], "actions": ["place c3"],
          "saved_at": 1_700_000_000_000, "summary": {"title": "Pond", "status": "Move 2"}}
# the summary as the app writes it (messages, said when listed): deleting this game frees at least
# the room that the resumed game needs to be saved again with its next move and its own summary
SUMMARY = {"title": {"$": "summary.title", "game": "Pond", "options": {"$": "pond.summary.small"}},
           "players": {"$": "list.versus", "items": [
               {"$": "who.seat_label", "seat": {"$": "pond.seat.light"}, "who": {"$": "who.player", "n": 1}},
               {"$": "who.seat_label", "seat": {"$": "pond.seat.dark"}, "who": {"$": "who.player", "n": 2}}]},
           "status": {"$": "summary.move", "n": 2, "who": {"$": "pond.seat.dark"}}, "finished": False}
OTHER = {**RECORD, "actions": ["place a1"], "saved_at": 1_600_000_000_000, "summary": SUMMARY}
SEEDED = {d.SAVE_PREFIX + "A": json.dumps(RECORD), d.SAVE_PREFIX + "B": json.dumps(OTHER), d.CURRENT_KEY: "A"}

# Fill localStorage to the last few characters (once per tab, after the seeding script).
FILL = """(() => { if (sessionStorage.getItem('e2e.filled')) return;
  let i = 0;
  for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 16, 1]) {
    const chunk = 'x'.repeat(size);
    for (;;) { try { localStorage.setItem('filler.' + (i++), chunk); } catch (e) { break; } }
  }
  sessionStorage.setItem('e2e.filled', '1'); })();"""
READ_ONLY = """Storage.prototype.setItem = function () {
  throw new DOMException('The operation is insecure.', 'SecurityError'); };"""


def test_a_storage_full_at_start_lists_and_resumes_and_deleting_a_game_makes_room(page, offsite, boot):
    page.add_init_script(d.seed_storage_script(SEEDED))
    page.add_init_script(FILL)
    boot(page)
    expect(page.locator('[data-screen="play"]')).to_be_visible()  # the last game resumed
    expect(page.locator('.storage-banner[data-storage="full"]')).to_be_visible()
    d.click_action(page, "place b2")  # play goes on; the move is not stored
    expect(page.locator('p.error[role="alert"]')).to_contain_text("could not be saved")
    assert d.saved_record(page, "A")["actions"] == ["place c3"]
    page.locator('[data-cmd="home"]').first.click()
    expect(page.locator(".saves .save")).to_have_count(2)  # both listed
    page.locator('[data-cmd="delete-ask B"]').click()
    page.locator('[data-cmd="delete B"]').click()
    expect(page.locator(".notices")).to_contain_text("Saving works again")
    expect(page.locator(".storage-banner")).to_have_count(0)
    assert d.saved_record(page, "A")["actions"] == ["place c3", "place b2"]  # the move kept on the page is stored now
    page.locator('[data-cmd="resume A"]').click()
    d.click_action(page, "place a1")
    assert d.saved_record(page, "A")["actions"] == ["place c3", "place b2", "place a1"]  # saving resumed


def test_read_only_storage_resumes_plays_and_exports(page, offsite, boot):
    page.add_init_script(d.seed_storage_script(SEEDED))
    page.add_init_script(READ_ONLY)
    boot(page)
    expect(page.locator('[data-screen="play"]')).to_be_visible()
    expect(page.locator('.storage-banner[data-storage="read-only"]')).to_be_visible()
    d.click_action(page, "place b2")
    assert d.saved_record(page, "A")["actions"] == ["place c3"]  # nothing written
    page.locator('.storage-banner [data-cmd="export"]').click()
    text = page.locator("#transfer-text").input_value()
    assert json.loads(text)["actions"] == ["place c3", "place b2"]  # the export has the move kept on the page


def _play_vs_easy(page, move):
    d.start_game(page, "human", "bot:easy", "small", "light")
    d.click_action(page, move)
    d.wait_log(page, 2, timeout=d.BOT_MS)  # the computer answered and the game is saved
    page.locator('[data-cmd="home"]').first.click()


def test_a_backup_of_three_games_restores_into_a_fresh_profile(page, browser, base_url, offsite, boot):
    boot(page)
    for move in ("place c3", "place b2", "place a1"):
        _play_vs_easy(page, move)
    expect(page.locator(".saves .save")).to_have_count(3)
    # the browser was asked once to keep the games; its answer and the space used are shown
    expect(page.locator("#keep-notes")).to_contain_text(re.compile(r"Your browser (keeps|may clear) these games"))
    expect(page.locator("#keep-notes")).to_contain_text("Space used by this site")
    assert d.storage_items(page)["vivarium.v1.pref.persist"] in ("yes", "no")
    page.locator('[data-cmd="backup"]').click()
    with page.expect_download() as info:
        page.locator("[data-backup-link]").click()
    download = info.value
    assert download.suggested_filename.startswith("vivarium-backup-")
    saved_file = download.path()
    text = page.locator("#transfer-text").input_value()
    assert len(json.loads(text)["games"]) == 3
    page.locator('[data-dialog="backup"] [data-cmd="close"]').click()
    expect(page.locator("#keep-notes")).to_contain_text("Last backup:")

    other_ctx = browser.new_context(base_url=base_url, service_workers="block")  # another profile: empty storage
    try:
        other = other_ctx.new_page()
        boot(other)
        other.locator('[data-cmd="restore-open"]').click()
        other.locator('[data-import-file="backup"]').set_input_files(str(saved_file))  # the downloaded file
        expect(other.locator("#import-text")).to_have_value(text, timeout=d.STEP_MS)
        other.locator('[data-dialog="restore"] [data-cmd="restore"]').click()
        expect(other.locator(".notices")).to_contain_text("Restored 3 games, 0 already here, 0 could not be read.")
        expect(other.locator(".saves .save")).to_have_count(3)
        other.locator(".saves .save [data-cmd^='resume']").first.click()
        expect(other.locator('[data-screen="play"]')).to_be_visible()
        assert d.log_count(other) == 2
    finally:
        other_ctx.close()
