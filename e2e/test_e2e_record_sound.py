"""Your record, sound and attention, "Confirm my moves" at the table (issue 38 items 5 and 6).

- a game finished against a computer is in "Your record" on Home, and stays there (counted once)
  after its save is deleted and the page reloaded;
- an embed makes no sound by default (every oscillator the page starts is counted by an init
  script); on the site, the computer's move plays the "your turn" chime;
- a page in the background (document.hidden, emulated by an init script: Playwright cannot hide
  a page) marks the tab's title and favicon when it becomes your turn, and unmarks them when seen;
- "Confirm my moves" switched in the table's menu holds the computer's answer at once.
"""
from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

import axe_driver
import pond_driver as d
import lep_driver as lep
from table_driver import STEP_MS, BOT_MS, open_record, set_pace, toolbar_click, wait_over

from vivarium.core.bots import GreedyBot
from vivarium.games import GAMES

# Counts the oscillators the page starts, and lets the test hide the page (the app reads
# document.hidden and listens to visibilitychange).
INSTRUMENT = """
window.__oscStarts = 0;
const start = OscillatorNode.prototype.start;
OscillatorNode.prototype.start = function (...args) { window.__oscStarts += 1; return start.apply(this, args); };
window.__hidden = false;
Object.defineProperty(Document.prototype, 'hidden', {configurable: true, get() { return window.__hidden; }});
Object.defineProperty(Document.prototype, 'visibilityState', {configurable: true,
  get() { return window.__hidden ? 'hidden' : 'visible'; }});
window.__setHidden = (h) => { window.__hidden = h; document.dispatchEvent(new Event('visibilitychange')); };
"""


def instrument(page: Page):
    """INSTRUMENT in a page that has already started (the module's shared page), once."""
    page.evaluate("() => { if ('__oscStarts' in window) return;\n" + INSTRUMENT + "}")


def one_move_from_the_end(seeds=range(1, 80)):
    """A Pond record (the person, Light, against an Easy computer) one move of the person's from
    its end, and that move."""
    game = GAMES["pond"]
    options = game.normalize_options({"variant": "small", "best_of": 1, "first": "light"})
    for seed in seeds:
        state, actions, bot = game.setup(options, seed), [], GreedyBot(samples=1)
        while game.outcome(state) is None:
            seat = game.actor(state)
            action = bot.choose(game, game.view(state, seat), seat, seed + len(actions))
            last_seat, state = seat, game.apply(state, action)
            actions.append(action)
        if last_seat == 0:
            players = [{"kind": "human"}, {"kind": "bot", "level": "easy"}]
            return {"version": 1, "game": "pond", "options": options, "seed": seed, "players": players,
                    "actions": actions[:-1]}, actions[-1]
    raise AssertionError("no game found that the person ends")


def fresh_table(page: Page, game_id: str, options: dict, save_id: str = "fresh"):
    """A new game of the person (first) against an Easy computer, opened from storage (the
    new-game form is another test's business)."""
    game = GAMES[game_id]
    record = {"version": 1, "game": game_id, "options": game.normalize_options(options), "seed": 7,
              "players": [{"kind": "human"}, {"kind": "bot", "level": "easy"}], "actions": []}
    open_record(page, record, save_id)
    set_pace(page, "instant")


def my_plays(page: Page) -> list[str]:
    """Lepidoptery's plays open to the person (the engine's, from the save), once it is their turn."""
    expect(page.locator(".seat-0.to-act")).to_have_count(1, timeout=BOT_MS)
    state, _ = lep.engine_state(page)
    return [a for a in GAMES["lepidoptery"].legal_actions(state) if a != "pass"]


def switch(page: Page, which: str, now: str):
    """Press a switch of the table's settings (⚙, in the Menu on a phone), which reads ``now``;
    the settings stay open on it."""
    button = page.locator(f'#play-settings [data-switch="{which}"]')
    if not button.is_visible():
        toggle = page.locator(".toolbar .settings-toggle")
        if not toggle.is_visible():
            page.locator(".play-head .toolbar").get_by_role("button", name="Menu").click()
        if not button.is_visible():  # on a phone the switches are in the menu itself
            toggle.click()
    expect(button).to_have_text(now)
    button.click()
    expect(button).to_be_visible(timeout=STEP_MS)  # open again after the redraw, on the switch
    expect(button).to_be_focused()

def osc_starts(page: Page) -> int:
    return page.evaluate("() => window.__oscStarts")


def test_a_game_won_or_lost_against_the_computer_stays_in_the_record_when_its_save_is_deleted(page: Page, boot):
    boot(page)
    record, last = one_move_from_the_end()
    open_record(page, record, "ending")
    d.click_action(page, last)
    wait_over(page)
    toolbar_click(page, "Home")
    section = page.locator("section.record")
    expect(section).to_be_visible(timeout=STEP_MS)
    expect(section.locator(".record-total")).to_contain_text("1 game")
    pond = section.locator('details.record-game[data-game="pond"]')
    pond.locator("summary").click()
    expect(pond.locator(".record-table")).to_contain_text("Computer, Easy")
    expect(pond.locator(".record-table")).to_contain_text("2 players")
    axe_driver.scan(page, "Home with the record open")
    # the save deleted: the record stays
    page.locator('[data-save="ending"] [data-cmd="delete-ask ending"]').click()
    page.locator('[data-cmd="delete ending"]').click()
    expect(page.locator('[data-save="ending"]')).to_have_count(0)
    expect(section.locator(".record-total")).to_contain_text("1 game")
    d.reload(page)  # and a reload counts it once
    expect(page.locator("section.record .record-total")).to_contain_text("1 game")
    book = json.loads(page.evaluate("() => localStorage.getItem('vivarium.v1.record')"))
    assert len(book["games"]) == 1 and book["games"][0]["result"] in ("won", "lost", "drawn")
    # a phone reads it too
    page.set_viewport_size({"width": 375, "height": 740})
    expect(page.locator("section.record .record-total")).to_be_visible()
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375


def test_an_embed_is_silent_by_default(page: Page, boot):
    page.add_init_script(INSTRUMENT)
    boot(page, "index.html?game=pond&embed=1&bot=easy&variant=small")
    expect(page.locator('section.play[data-game="pond"]')).to_be_visible(timeout=STEP_MS)
    set_pace(page, "instant")
    menu = page.locator('#play-settings [data-switch="sound"]')
    expect(menu).to_have_attribute("aria-pressed", "false")
    for _ in range(2):  # the person's move, the computer's answer: twice
        expect(page.locator(".pond-board [data-action]").first).to_be_attached(timeout=BOT_MS)  # the person's turn
        n = d.log_count(page)
        d.click_action(page, d.legal_on_page(page)[0])
        d.wait_log(page, n + 2, timeout=BOT_MS)
    expect(page.locator(".pond-board [data-action]").first).to_be_attached(timeout=BOT_MS)
    assert osc_starts(page) == 0
    assert page.evaluate("() => document.body.getAttribute('data-sound')") is None


def test_sound_on_plays_the_your_turn_chime_after_the_computer_moved(shared_page: Page):
    page = shared_page  # its first test: the preferences are the site's defaults
    instrument(page)
    fresh_table(page, "pond", {"variant": "small", "first": "light"})
    expect(page.locator('#play-settings [data-switch="sound"]')).to_have_attribute("aria-pressed", "true")  # on at the site
    n = d.log_count(page)
    d.click_action(page, d.legal_on_page(page)[0])
    d.wait_log(page, n + 2, timeout=BOT_MS)
    expect(page.locator("body")).to_have_attribute("data-sound", re.compile(r"\bturn\b"), timeout=STEP_MS)
    assert osc_starts(page) >= 3  # a click (or a thud) for the computer's move, then the chime's two notes
    # switched off in the menu: silence from now on, and remembered
    switch(page, "sound", "Sound: on")
    expect(page.locator('#play-settings [data-switch="sound"]')).to_have_attribute("aria-pressed", "false")
    before = osc_starts(page)
    n = d.log_count(page)
    d.click_action(page, d.legal_on_page(page)[0])
    d.wait_log(page, n + 2, timeout=BOT_MS)
    expect(page.locator(".pond-board [data-action]").first).to_be_attached(timeout=BOT_MS)
    assert osc_starts(page) == before
    assert page.evaluate("() => localStorage.getItem('vivarium.v1.pref.sound')") == "off"


def test_a_hidden_page_marks_the_title_and_favicon_when_it_becomes_your_turn(shared_page: Page):
    page = shared_page
    instrument(page)
    fresh_table(page, "pond", {"variant": "small", "first": "light"}, "fresh-hidden")
    icon = page.locator('link[rel="icon"]')
    plain_title = page.title()
    assert not plain_title.startswith("●")
    page.evaluate("() => window.__setHidden(true)")  # the person looks at another tab…
    n = d.log_count(page)
    d.click_action(page, d.legal_on_page(page)[0])  # (a move made just before, still on the way)
    d.wait_log(page, n + 2, timeout=BOT_MS)  # …and the computer answers
    page.wait_for_function("() => document.title.startsWith('● ')", timeout=STEP_MS)
    assert "Your turn" in page.title()
    assert icon.get_attribute("href").startswith("data:image/svg+xml")
    page.evaluate("() => window.__setHidden(false)")  # back to the tab
    page.wait_for_function("() => !document.title.startsWith('●')", timeout=STEP_MS)
    assert "Your turn" in page.title()
    expect(icon).to_have_attribute("href", "./static/icons/icon.svg")


def test_confirm_my_moves_switched_at_the_table_holds_the_computers_answer(shared_page: Page):
    page = shared_page  # (Confirm my moves: still the default, off: no other test of the module sets it)
    fresh_table(page, "lepidoptery", {"first": "light"}, "fresh-confirm")
    box = page.locator('#play-settings [data-switch="confirm-pref"]')
    expect(box).to_have_attribute("aria-pressed", "false")
    switch(page, "confirm-pref", "Confirm my moves: off")
    expect(box).to_have_attribute("aria-pressed", "true")
    axe_driver.scan(page, "the table with its settings open")
    n = d.log_count(page)
    lep.click_play(page, my_plays(page)[0])
    confirm = page.locator(".confirm-move")
    expect(confirm).to_be_visible(timeout=STEP_MS)  # the computer waits for Confirm
    page.wait_for_timeout(500)  # (nothing may come meanwhile: the answer waits for the button)
    assert d.log_count(page) == n + 1
    confirm.click()
    d.wait_log(page, n + 2, timeout=BOT_MS)
    assert page.evaluate("() => localStorage.getItem('vivarium.v1.pref.confirm')") == "on"
    # switched off again: the next answer comes by itself
    switch(page, "confirm-pref", "Confirm my moves: on")
    expect(box).to_have_attribute("aria-pressed", "false")
    n = d.log_count(page)
    lep.click_play(page, my_plays(page)[0])
    d.wait_log(page, n + 2, timeout=BOT_MS)
    assert page.locator(".confirm-move").count() == 0
