"""Saved games: damaged saves are kept aside (never lost, never blocking), and the saved-games list works."""
from __future__ import annotations

import json

from playwright.sync_api import expect

import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)
from vivarium.i18n import say

GOOD_RECORD = {
    "version": 1,
    "game": "pond",
    "options": {"variant": "small", "best_of": 1, "first": "light"},
    "seed": 5,
    "players": [{"kind": "human"}, {"kind": "human"}],
    "actions": [],
}
DAMAGED = {
    # id: (raw text in localStorage, words the reason must contain)
    "broken": ("{not json", "not readable"),
    "illegal": (json.dumps({**GOOD_RECORD, "actions": ["place z9"]}), "place z9"),
    "future": (json.dumps({**GOOD_RECORD, "version": 99}), "newer version"),
}


def test_damaged_saves_are_kept_aside_and_the_app_still_works(page, offsite, boot):
    # "broken" (not JSON) was the game on screen; "future" (format 99) and "illegal" (a move that does
    # not exist) sit in the list of saved games
    page.add_init_script(d.seed_storage_script({
        **{d.SAVE_PREFIX + sid: raw for sid, (raw, _) in DAMAGED.items()},
        d.CURRENT_KEY: "broken",
    }))
    boot(page)

    # the app is up on the home screen instead of a broken game
    expect(page.locator('[data-screen="home"]')).to_be_visible()
    # unreadable saves: the raw text is kept untouched under vivarium.kept.<id>; save and pointer gone
    items = d.storage_items(page)
    for sid in ("broken", "future"):
        raw, words = DAMAGED[sid]
        kept = json.loads(items[d.KEPT_PREFIX + sid])
        assert (kept["id"], kept["raw"]) == (sid, raw)
        assert words in say(kept["reason"])
        assert d.SAVE_PREFIX + sid not in items
    assert d.CURRENT_KEY not in items
    # ... and shown on the home screen under "Damaged saves", with the raw data on request
    section = page.locator(".saves .kept")
    expect(section.locator("h3")).to_have_text("Damaged saves (kept aside)")
    expect(section.locator(".kept-item")).to_have_count(2)
    for sid in ("broken", "future"):
        raw, words = DAMAGED[sid]
        item = section.locator(f'.kept-item[data-kept="{d.KEPT_PREFIX}{sid}"]')
        expect(item).to_contain_text(sid)
        expect(item).to_contain_text(words)
        item.locator("summary").click()
        expect(item.locator("textarea")).to_have_value(raw)

    # "illegal" looks like a record, so it is offered; resuming it explains and keeps it aside too
    saves = page.locator(".save-list .save")
    expect(saves).to_have_count(1)
    saves.get_by_role("button", name="Resume").click()
    expect(page.locator('[data-screen="home"]')).to_be_visible()
    expect(page.locator(".notices")).to_contain_text("could not be opened")
    expect(page.locator(".notices")).to_contain_text("place z9")
    expect(saves).to_have_count(0)
    expect(section.locator(".kept-item")).to_have_count(3)
    assert json.loads(d.storage_items(page)[d.KEPT_PREFIX + "illegal"])["raw"] == DAMAGED["illegal"][0]

    # a new game starts and is saved normally, next to the kept data
    d.start_game(page, "human", "human", "small", "light")
    d.click_action(page, "place c3")
    assert d.saved_record(page)["actions"] == ["place c3"]

    # everything survives a reload; kept data can be deleted from the home screen
    d.reload(page)
    expect(page.locator('[data-screen="play"]')).to_be_visible()  # the new game is the current one
    page.locator('[data-cmd="home"]').click()
    expect(saves).to_have_count(1)
    expect(section.locator(".kept-item")).to_have_count(3)
    items = d.storage_items(page)
    for sid, (raw, _) in DAMAGED.items():
        assert json.loads(items[d.KEPT_PREFIX + sid])["raw"] == raw
    section.locator(f'.kept-item[data-kept="{d.KEPT_PREFIX}broken"]').get_by_role("button", name="Delete this data").click()
    expect(section.locator(".kept-item")).to_have_count(2)
    assert d.KEPT_PREFIX + "broken" not in d.storage_items(page)
    assert offsite == []


def test_illegal_moves_in_current_save_are_explained(page, boot):
    raw = DAMAGED["illegal"][0]
    page.add_init_script(d.seed_storage_script({d.SAVE_PREFIX + "illegal": raw, d.CURRENT_KEY: "illegal"}))
    boot(page)
    expect(page.locator('[data-screen="home"]')).to_be_visible()
    notices = page.locator(".notices")
    expect(notices).to_contain_text("could not be opened")
    expect(notices).to_contain_text("place z9")
    expect(notices).to_contain_text("Damaged saves")
    expect(page.locator('.kept-item[data-kept="vivarium.kept.illegal"]')).to_be_visible()
    page.locator('[data-cmd="dismiss"]').click()
    expect(notices).to_have_count(0)


def test_unreadable_current_save_is_explained(page, boot):
    """The game that was on screen last time could not be opened: the player should be told why."""
    page.add_init_script(d.seed_storage_script({
        d.SAVE_PREFIX + "broken": DAMAGED["broken"][0],
        d.SAVE_PREFIX + "future": DAMAGED["future"][0],
        d.CURRENT_KEY: "broken",
    }))
    boot(page)
    expect(page.locator(".kept-item")).to_have_count(2)
    expect(page.locator(".notices")).to_contain_text("Damaged saves", timeout=1_000)


def test_saved_games_list_resume_and_delete(page, boot):
    actions, _, _ = d.short_decisive_game()
    boot(page)
    # game A: Small Pond, one move
    d.start_game(page, "human", "human", "small", "light")
    d.click_action(page, actions[0])
    id_a = d.storage_items(page)[d.CURRENT_KEY]
    page.locator('[data-cmd="home"]').click()
    # game B: 5x5 Pond, two moves
    d.start_game(page, "human", "human", "pond", "light")
    d.click_action(page, "place c3")
    d.click_action(page, "place c4")
    id_b = d.storage_items(page)[d.CURRENT_KEY]
    assert id_a != id_b
    page.locator('[data-cmd="home"]').click()

    saves = page.locator(".save-list .save")
    expect(saves).to_have_count(2)
    # newest first; the one on screen last is marked current
    expect(saves.nth(0)).to_have_attribute("data-save", id_b)
    expect(saves.nth(0)).to_contain_text("Pond · 5×5")
    expect(saves.nth(0)).to_contain_text("Move 3 · Light to play")
    expect(saves.nth(0)).to_have_class("save current")
    expect(saves.nth(1)).to_have_attribute("data-save", id_a)
    expect(saves.nth(1)).to_contain_text("Pond · Small 4×4")
    expect(saves.nth(1)).to_contain_text("Move 2 · Dark to play")
    expect(saves.nth(1)).to_contain_text("Light (Player 1) vs Dark (Player 2)")

    # resume the older one: its board and log come back
    saves.nth(1).get_by_role("button", name="Resume").click()
    expect(page.locator('[data-screen="play"]')).to_be_visible()
    expect(page.locator(".play-head h2")).to_contain_text("Small Pond 4×4")
    expect(page.locator(".pond-board [data-sq]")).to_have_count(16)
    assert d.log_lines(page) == [d.POND.describe(d.replay(actions)[0], actions[0])]
    expect(page.locator(".seat.to-act")).to_have_attribute("data-seat", "1")
    d.click_action(page, actions[1])  # and it can be played on

    # delete the other one
    page.locator('[data-cmd="home"]').click()
    expect(saves).to_have_count(2)
    expect(page.locator(f'.save[data-save="{id_a}"]')).to_have_class("save current")
    page.locator(f'.save[data-save="{id_b}"]').get_by_role("button", name="Delete Pond · 5×5").click()
    # deleting asks first; "Keep it" keeps the game
    save_b = page.locator(f'.save[data-save="{id_b}"]')
    expect(save_b).to_contain_text("Delete this game for good?")
    save_b.get_by_role("button", name="Keep it").click()
    expect(saves).to_have_count(2)
    assert d.SAVE_PREFIX + id_b in d.storage_items(page)
    save_b.get_by_role("button", name="Delete Pond · 5×5").click()
    save_b.get_by_role("button", name="Yes, delete").click()
    expect(saves).to_have_count(1)
    expect(saves.nth(0)).to_have_attribute("data-save", id_a)
    items = d.storage_items(page)
    assert d.SAVE_PREFIX + id_b not in items
    assert items[d.CURRENT_KEY] == id_a

    # still so after a reload (which stays on the same screen: the list, the current game marked)
    d.reload(page)
    expect(saves).to_have_count(1)
    expect(page.locator(f'.save[data-save="{id_a}"]')).to_have_class("save current")
    page.locator(f'.save[data-save="{id_a}"] [data-cmd="resume {id_a}"]').click()
    expect(page.locator('[data-screen="play"]')).to_be_visible()
    assert len(d.log_lines(page)) == 2


def test_a_save_whose_id_holds_a_newline_or_a_quote_resumes(page, boot):
    """Issue 34: an id holding a newline, a carriage return or a quote once broke Resume (a CSS
    selector was built from it). It is listed under a usable id, resumes and plays."""
    record = json.dumps({**GOOD_RECORD, "actions": ["place c3"]})
    page.add_init_script(d.seed_storage_script({d.SAVE_PREFIX + 'odd\n"]\r': record}))
    boot(page)
    expect(page.locator('[data-screen="home"]')).to_be_visible()
    resume = page.locator(".save-list [data-cmd^='resume ']")
    expect(resume).to_have_count(1)
    resume.focus()
    page.keyboard.press("Enter")
    expect(page.locator("section.play")).to_be_visible()
    assert len(d.log_lines(page)) == 1
    page.locator('[data-action="place b2"]').click()
    d.wait_log(page, 2)
    saved = [k for k in d.storage_items(page) if k.startswith(d.SAVE_PREFIX)]
    assert len(saved) == 1 and "\n" not in saved[0] and '"' not in saved[0]
