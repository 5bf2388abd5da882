"""Helpers for driving Lepidoptery in the browser like a player.

The page is only ever clicked. To know the whole game (both hands, the decks) the test reads the
save the app wrote to localStorage and replays it with the engine in CPython: the test may know
everything, the page may not show it.
"""
from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from vivarium.core.records import replay
from vivarium.games import GAMES
from vivarium.games.lepidoptery.rules import parse_action

import pond_driver as d

LEP = GAMES["lepidoptery"]
STEP_MS = d.STEP_MS


def start_game(page: Page, seat0="human", seat1="human", first="light", rows="4"):
    form = d.open_form(page, "lepidoptery")
    form.locator('select[name="seat0"]').select_option(seat0)
    form.locator('select[name="seat1"]').select_option(seat1)
    form.locator('select[name="rows"]').select_option(rows)
    form.locator('select[name="first"]').select_option(first)
    page.locator('[data-cmd="start"]').click()
    expect(page.locator('section.play[data-game="lepidoptery"]')).to_be_visible(timeout=STEP_MS)


def engine_state(page: Page):
    """The full state of the game on the page, from its save (the test's god view)."""
    record = d.saved_record(page)
    return replay(LEP, record)[-1], record


def hand_on_page(page: Page) -> list[int]:
    texts = page.eval_on_selector_all(
        '[data-hand] .cards > .card:not(.joker):not(.motion-ghost)', "els => els.map(e => e.querySelector('b').textContent)"
    )
    return [int(t) for t in texts]


def hand_seat_on_page(page: Page):
    seats = page.eval_on_selector_all("[data-hand]", "els => els.map(e => e.dataset.hand)")
    return [int(s) for s in seats]


def page_has_no_hand(page: Page):
    """Nothing of any hand in the DOM: no hand section, no card to select."""
    html = page.evaluate("() => document.body.innerHTML")
    assert "data-hand=" not in html and 'data-ui="toggle' not in html


def reveal(page: Page):
    dialog = page.locator('[data-dialog="handoff"]')
    expect(dialog).to_be_visible(timeout=STEP_MS)
    page_has_no_hand(page)
    dialog.locator('[data-cmd="reveal"]').click()
    expect(page.locator("[data-hand]")).to_have_count(1, timeout=STEP_MS)


def select_play(page: Page, action: str):
    """Select the cards of ``action`` in the hand (nothing leaves the device yet); returns the
    button that plays it."""
    if action == "pass":
        return page.locator('.choices [data-action="pass"]')
    combo = parse_action(action)
    hand = hand_on_page(page)
    used = set()
    for rank in combo.naturals:
        i = next(i for i, r in enumerate(hand) if r == rank and i not in used)
        used.add(i)
        _press(page.locator(f'[data-hand] [data-ui="toggle {i}"]'))
    if combo.joker is not None:
        _press(page.locator('[data-hand] [data-ui="toggle J"]'))
    return page.locator(f'.choices [data-action="{action}"]')


def _press(card):
    """Select ``card`` (a toggle). A redraw between the press and the release loses a click (a
    host's table is redrawn when its guest's device says something): a person sees the card
    still unselected and clicks it again; only then, never while it may be on its way."""
    for attempt in range(3):
        card.click()
        try:
            expect(card).to_have_attribute("aria-pressed", "true", timeout=STEP_MS if attempt == 2 else STEP_MS // 3)
            return
        except AssertionError:
            if card.get_attribute("aria-pressed") == "true":  # it came just after the wait
                return
            if attempt == 2:
                raise


def click_play(page: Page, action: str, via_column: bool = False):
    """Select the cards of ``action`` in the hand, then click its play button (or its column).
    Waits until the log has one more line."""
    before = d.log_count(page)
    button = select_play(page, action)
    column = page.locator(f'.lep-board [data-col="{parse_action(action).column}"][data-action="{action}"]') if action != "pass" else None
    if via_column and column is not None and column.count() == 1:
        column.click()
    else:
        button.click()
    d.wait_log(page, before + 1)


def offered_plays(page: Page) -> list[str]:
    return page.eval_on_selector_all(".choices [data-action]", "els => els.map(e => e.dataset.action)")


def storage_json(page: Page, key: str):
    return json.loads(d.storage_items(page)[key])
