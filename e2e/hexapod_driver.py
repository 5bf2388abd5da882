"""Helpers for driving Hexapod in the browser like a player.

The page is only ever clicked (or typed at). To know the whole game (the stacks' hidden
order) the test reads the save the app wrote to localStorage and replays it with the engine in
CPython: the test may know everything, the page may not show it.
"""
from __future__ import annotations

from playwright.sync_api import Page, expect

from vivarium.core.records import replay
from vivarium.games import GAMES

import pond_driver as d

HEX = GAMES["hexapod"]
STEP_MS = d.STEP_MS
BOT_MS = d.BOT_MS


def start_game(page: Page, seat0="human", seat1="human", first="light"):
    form = d.open_form(page, "hexapod")
    for name, value in (("seat0", seat0), ("seat1", seat1), ("first", first)):
        form.locator(f'select[name="{name}"]').select_option(value)
        expect(form.locator(f'select[name="{name}"]')).to_have_value(value)
    page.locator('[data-cmd="start"]').click()
    expect(page.locator('section.play[data-game="hexapod"]')).to_be_visible(timeout=STEP_MS)


def set_pace(page: Page, pace: str = "instant"):
    menu = page.locator('select[data-pref="pace"]')
    menu.select_option(pace)
    expect(page.locator('select[data-pref="pace"]')).to_have_value(pace, timeout=STEP_MS)


def engine_state(page: Page):
    """The full state of the game on the page, from its save (the test's god view)."""
    record = d.saved_record(page)
    return replay(HEX, record)[-1], record


def target(page: Page, action: str):
    return page.locator(f'.hx-mine .hx-target[data-action="{action}"]')


def do(page: Page, action: str, exact: bool = True):
    """Play ``action`` as a person does, by clicks; waits until the log has one more line
    (``exact=False``: at least one more, when a computer may answer at once)."""
    before = d.log_count(page)
    parts = action.split()
    kind = parts[0]
    if kind == "draw":
        page.locator(f'.hx-stack[data-stack="{parts[1]}"] [data-action="{action}"]').click()
    elif kind == "coin":
        source = page.locator(f'.hx-stack[data-stack="{parts[1]}"] [data-ui="coin {parts[1]}"]')
        to = page.locator(f'.hx-stack[data-stack="{parts[2]}"] [data-action="{action}"]')
        for attempt in range(3):  # choosing the stack again is harmless (it only chooses it)
            source.click()
            try:  # a redraw between the press and the release loses the click; a person clicks again
                expect(to).to_be_visible(timeout=STEP_MS if attempt == 2 else STEP_MS // 3)
                break
            except AssertionError:
                if attempt == 2:
                    raise
        to.click()
    elif kind == "place":
        card = page.locator(f'.hx-mine [data-ui="card {parts[1]}"]')
        if card.get_attribute("aria-pressed") != "true":
            card.click()
            expect(page.locator(f'.hx-mine [data-ui="card {parts[1]}"]')).to_have_attribute("aria-pressed", "true", timeout=STEP_MS)
        spot = target(page, action)
        expect(spot).to_have_count(1, timeout=STEP_MS)
        spot.click()
    elif kind == "pass":
        ask = page.locator('.hx-actions [data-ui="pass?"]')
        if ask.count():
            ask.click()
        page.locator('.hx-actions [data-action="pass"]').click()
    elif kind == "end":
        page.locator('.hx-actions [data-action="end"]').click()
    else:
        raise AssertionError(action)
    if exact:
        d.wait_log(page, before + 1)
    else:
        page.wait_for_function("n => document.querySelectorAll('.log li.step').length > n", arg=before, timeout=STEP_MS)


def offered(page: Page) -> list[str]:
    return page.eval_on_selector_all("[data-action]", "els => els.map(e => e.dataset.action)")
