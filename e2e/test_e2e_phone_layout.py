"""The play screen on a phone (issue 22): Lepidoptery's table in one 375 x 740 touch screen,
nothing moving under the pointer (Lepidoptery's board, Hexapod's seat boxes), and the phone
toolbar in one row with its "Menu".

Every measure is taken at rest (no animation running): a card drawn or played slides in
(web/motion.py) and a moving element's transform would count in its box.
"""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

import hexapod_driver as H
import lep_driver as L
import pond_driver as d
import table_driver as T
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)

PHONE = {"viewport": {"width": 375, "height": 740}, "has_touch": True}
LAPTOP = {"viewport": {"width": 1280, "height": 800}}


def at_rest(page):
    page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
    T.settle(page)


def box(page, selector):
    b = page.locator(selector).first.bounding_box()
    assert b is not None, f"{selector} is not on the screen"
    return {k: round(v, 1) for k, v in b.items()}


def outside_viewport(page, selector):
    """The elements of ``selector`` not wholly inside the window as it is (no scrolling)."""
    return page.evaluate(
        """(sel) => [...document.querySelectorAll(sel)].filter(e => {
             const r = e.getBoundingClientRect();
             return !(r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth);
           }).map(e => e.outerHTML.slice(0, 80))""", selector)


def overlaps(a, b):
    return a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"] and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"]


def lep_against_the_computer(page, boot, first):
    boot(page)
    L.start_game(page, "human", "bot:easy", first=first)
    T.set_pace(page, "instant")
    expect(page.locator("[data-hand] [data-ui]").first).to_be_visible(timeout=T.BOT_MS)  # your turn
    at_rest(page)


def assert_lep_table_in_view(page):
    assert page.evaluate("scrollY") == 0
    assert outside_viewport(page, ".play > .status, .play-area, .lep-board, [data-hand], [data-hand] .card, [data-hand] .choices button") == []
    hand = box(page, "[data-hand]")
    columns = [c.bounding_box() for c in page.locator(".lep-board .col").all()]
    assert len(columns) == 5
    assert not any(overlaps(hand, c) for c in columns), "the hand covers the board's columns"


@pytest.mark.browser_context_args(**PHONE)
@pytest.mark.parametrize("first", ["light", "dark"])
def test_lepidoptery_on_a_phone_shows_status_to_beat_board_and_hand_without_scrolling(page, boot, first):
    """You lead (nothing to beat yet), or the computer led and its play is to beat: either way
    the status line, the "To beat" box, the board and every hand card and button are in the
    window, and the hand is under the board, never over its columns."""
    lep_against_the_computer(page, boot, first)
    if first == "dark":
        expect(page.locator(".play-area[data-play]")).to_contain_text("To beat")
    else:
        expect(page.locator(".play-area")).to_contain_text("Nothing to beat")
    assert_lep_table_in_view(page)
    # with a card selected its play button comes, still in view
    page.locator('[data-hand] [data-ui="toggle 0"]').click()
    expect(page.locator('[data-hand] [data-ui="toggle 0"]')).to_have_attribute("aria-pressed", "true")
    at_rest(page)
    assert_lep_table_in_view(page)


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_lepidoptery_board_never_moves_under_the_pointer(browser, boot, size, static_server):
    """The board's box stays to the pixel when a reason for a refused tap is shown, when a card
    or the Joker is selected and unselected, and when the computer's play lands in the "To beat"
    box (which holds its place when empty)."""
    context = browser.new_context(base_url=static_server.url, service_workers="block", **size)
    page = context.new_page()
    try:
        lep_against_the_computer(page, boot, "light")
        board = box(page, ".lep-board")
        area = box(page, ".play-area")
        # a column tapped with nothing selected says why, in the status line's place
        page.locator('.lep-board [data-col="0"] .col-name').click()
        expect(page.locator(".play > .error")).to_contain_text("Choose cards from your hand first")
        assert box(page, ".lep-board") == board, "the board moved when a reason was shown"
        steps = [('[data-ui="toggle 0"]', "true"), ('[data-ui="toggle 0"]', "false"),
                 ('[data-ui="toggle J"]', "true"), ('[data-ui="toggle 3"]', "true"),
                 ('[data-ui="toggle J"]', "false"), ('[data-ui="toggle 3"]', "false")]
        for selector, pressed in steps:
            page.locator(f"[data-hand] {selector}").click()
            expect(page.locator(f"[data-hand] {selector}")).to_have_attribute("aria-pressed", pressed)
            at_rest(page)
            assert box(page, ".lep-board") == board, f"the board moved after {selector} -> {pressed}"
        # play, and let the computer answer: its play fills the "To beat" box
        state, _record = L.engine_state(page)
        single = next(a for a in L.LEP.legal_actions(state) if a.startswith("play single"))
        L.click_play(page, single)
        for _ in range(20):
            state, record = L.engine_state(page)
            if state["turn"] == 0:
                break
            T.wait_log_beyond(page, len(record["actions"]))
        expect(page.locator("[data-hand] [data-ui]").first).to_be_visible(timeout=T.BOT_MS)
        at_rest(page)
        if state["play"] is not None and state["play"]["seat"] == 1:
            expect(page.locator(".play-area[data-play]")).to_contain_text("To beat")
        assert box(page, ".play-area") == area
        assert box(page, ".lep-board") == board, "the board moved when the computer's play came"
    finally:
        context.close()


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_hexapod_seat_boxes_keep_their_size_across_the_first_draw(browser, boot, size, static_server):
    """Each seat box shows its hand as card pictures in a strip whose room is kept from the
    start: the first cards taken into hand do not grow the boxes."""
    context = browser.new_context(base_url=static_server.url, service_workers="block", **size)
    page = context.new_page()
    try:
        boot(page)
        H.start_game(page, "human", "bot:easy", first="light")
        H.set_pace(page, "instant")
        at_rest(page)
        seats = [box(page, f'.seat[data-seat="{i}"]') for i in (0, 1)]
        expect(page.locator(".hx-seat-hand .hx-card")).to_have_count(0)
        H.do(page, "draw 1", exact=False)  # the computer takes its first card right after
        expect(page.locator('.hx-seat-hand[data-strip="1"] .hx-card')).to_have_count(1, timeout=T.BOT_MS)
        at_rest(page)
        expect(page.locator('.hx-seat-hand[data-strip="0"] .hx-card')).to_have_count(1)
        assert [box(page, f'.seat[data-seat="{i}"]') for i in (0, 1)] == seats
        # the strip sits inside its seat's box
        for i in (0, 1):
            strip, seat = box(page, f'.hx-seat-hand[data-strip="{i}"]'), seats[i]
            assert seat["x"] <= strip["x"] and strip["x"] + strip["width"] <= seat["x"] + seat["width"] + 0.5
            assert seat["y"] <= strip["y"] and strip["y"] + strip["height"] <= seat["y"] + seat["height"] + 0.5
    finally:
        context.close()


@pytest.mark.browser_context_args(**PHONE)
def test_the_phone_toolbar_is_one_row_with_a_labelled_speed_and_a_menu(page, boot):
    boot(page)
    L.start_game(page, "human", "bot:easy", first="light")
    toolbar = page.locator(".play-head .toolbar")
    tops = toolbar.evaluate("t => [...t.children].filter(e => e.getClientRects().length).map(e => Math.round(e.getBoundingClientRect().top))")
    assert len(tops) >= 3 and len(set(tops)) == 1, f"the toolbar takes more than one row: {tops}"
    assert toolbar.evaluate("t => t.getBoundingClientRect().right") <= 375
    speed = page.get_by_role("combobox", name="Computer speed")
    expect(speed).to_be_visible()
    label = page.locator(".toolbar .pace > span")
    expect(label).to_have_text("Computer speed")
    assert box(page, ".toolbar .pace > span")["width"] >= 40, "the speed's label is hidden"  # shown, not only read out
    for name in ("Export", "Rules", "New game", "Home"):
        expect(page.get_by_role("button", name=name, exact=True)).to_be_hidden()
    # the Menu holds them: it opens, Escape closes it, and its buttons work
    menu = page.get_by_role("button", name="Menu")
    menu.click()
    expect(page.get_by_role("button", name="Rules", exact=True)).to_be_visible()
    assert outside_viewport(page, ".toolbar-more > button:not(.settings-toggle)") == []
    # the settings (sound, confirming moves) are in the menu itself, first, in view, and cover
    # none of its entries (they were a second popover over "Keys" and "New game")
    switches = page.locator("#play-settings button")
    expect(switches).to_have_count(2)
    expect(switches.first).to_be_visible()
    expect(page.locator(".toolbar-more .settings-toggle")).to_be_hidden()
    assert outside_viewport(page, "#play-settings button") == []
    entries = page.locator(".toolbar-more > button:visible, #play-settings button")
    boxes = [entries.nth(i).bounding_box() for i in range(entries.count())]
    assert len(boxes) >= 5
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a["y"] + a["height"] <= b["y"] + 0.5 or b["y"] + b["height"] <= a["y"] + 0.5, f"menu entries overlap: {a} {b}"
    # a switch pressed there takes effect and the menu opens again on it (the redraw closed it)
    confirm = page.locator('#play-settings [data-switch="confirm-pref"]')
    before = confirm.get_attribute("aria-pressed")
    confirm.click()
    expect(confirm).not_to_have_attribute("aria-pressed", before, timeout=T.STEP_MS)
    expect(confirm).to_be_visible()
    expect(confirm).to_be_focused()
    confirm.click()  # as it was
    expect(confirm).to_have_attribute("aria-pressed", before, timeout=T.STEP_MS)
    page.keyboard.press("Escape")
    expect(page.get_by_role("button", name="Rules", exact=True)).to_be_hidden()
    T.toolbar_click(page, "Home")
    expect(page.locator('[data-screen="home"]')).to_be_visible(timeout=T.STEP_MS)


@pytest.mark.browser_context_args(**LAPTOP)
def test_the_wide_toolbar_shows_every_button_and_no_menu(page, boot):
    boot(page)
    L.start_game(page, "human", "bot:easy", first="light")
    expect(page.get_by_role("button", name="Menu")).to_be_hidden()
    for name in ("Undo", "Export", "Rules", "New game", "Home"):
        expect(page.get_by_role("button", name=name, exact=True)).to_be_visible()
    page.get_by_role("button", name="Rules", exact=True).click()
    expect(page.locator('[data-screen="rules"]')).to_be_visible(timeout=T.STEP_MS)
