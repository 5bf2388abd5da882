"""Playing with the keyboard only, and the play screen on a phone-sized viewport."""
from __future__ import annotations

import re

from playwright.sync_api import expect

import pond_driver as d
import table_driver as T
from vivarium.i18n import say


def focused_square(page):
    return page.evaluate("() => document.activeElement && document.activeElement.getAttribute('data-sq')")


def test_keyboard_play(shared_page):
    page = shared_page
    d.start_game(page, "human", "human", "small", "light")
    states = d.replay(["place a1", "place a2", "move a1 b1"])

    # Tab from the toolbar reaches the board's first square
    page.locator('[data-cmd="home"]').focus()
    page.keyboard.press("Tab")
    assert focused_square(page) == "a1"
    # Enter places an Egg there (Light)
    page.keyboard.press("Enter")
    d.wait_log(page, 1)
    assert d.log_lines(page) == ["Light places an Egg on a1."]
    assert focused_square(page) == "a1"  # focus stays on the square after the board is redrawn

    # Enter on a square that offers nothing (Light's Egg, Dark to play) plays nothing, says why
    page.keyboard.press("Enter")
    expect(page.locator(".play > .error")).to_have_text("The piece on a1 is Light's: you move only your own colour.")
    assert len(d.log_lines(page)) == 1
    # arrows move focus between squares; off the board edge focus stays put
    page.keyboard.press("ArrowUp")
    assert focused_square(page) == "a1"
    page.keyboard.press("ArrowLeft")
    assert focused_square(page) == "a1"
    page.keyboard.press("ArrowRight")
    assert focused_square(page) == "b1"
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowDown")
    assert focused_square(page) == "a2"
    # Space works like Enter: Dark places on a2, Light's Egg on a1 grows into a Tadpole
    page.keyboard.press(" ")
    d.wait_log(page, 2)
    assert d.log_lines(page)[1] == say(d.POND.describe(states[1], "place a2"))
    assert d.board(page) == {"a1": "light tadpole", "a2": "dark egg"}

    # Light picks the Tadpole with Enter, moves focus with the arrow keys, Enter on the destination
    page.keyboard.press("ArrowUp")
    assert focused_square(page) == "a1"
    page.keyboard.press("Enter")
    expect(d.square(page, "a1")).to_have_class(re.compile(r"\bselected\b"))
    expect(page.locator(".status")).to_contain_text("Choose where the Tadpole on a1 goes")
    assert focused_square(page) == "a1"
    page.keyboard.press("ArrowRight")
    assert focused_square(page) == "b1"
    expect(d.square(page, "b1")).to_have_attribute("data-action", "move a1 b1")
    page.keyboard.press("Enter")
    d.wait_log(page, 3)
    assert d.log_lines(page)[2] == say(d.POND.describe(states[2], "move a1 b1"))
    assert d.board(page) == d.engine_board(states[3])

    # the squares say what they are to assistive technology
    expect(d.square(page, "b1")).to_have_attribute("aria-label", re.compile(r"^b1: Light Tadpole"))
    expect(d.square(page, "c1")).to_have_attribute("aria-label", re.compile(r"^c1: empty\. Place an Egg here"))
    expect(d.square(page, "c1")).to_have_attribute("role", "button")
    # two people on one device: Dark, to play, cannot take back Light's move (undo is per person)
    expect(page.locator('[data-cmd="undo"]')).to_be_disabled()


PHONE = {"width": 375, "height": 740}


def page_width(page):
    return page.evaluate("() => document.scrollingElement.scrollWidth")


def test_phone_width_play_screen_fits(shared_page):
    page = shared_page
    page.set_viewport_size(PHONE)
    assert page_width(page) <= 375, "home screen scrolls sideways on a phone"

    # the 5x5 board is the widest; check it as well as the 4x4 one
    for variant, n in (("pond", 5), ("small", 4)):
        d.start_game(page, "human", "human", variant, "light")
        expect(page.locator(".pond-board [data-sq]")).to_have_count(n * n)
        width = page_width(page)
        assert width <= 375, f"play screen ({variant}) is {width}px wide on a 375px phone"
        box = page.locator(".pond-board").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 375, box
        assert box["width"] >= 250, f"board only {box['width']}px wide on a phone"
        # squares are big enough to tap (44 CSS px is the usual guideline)
        cell = d.square(page, "a1").locator("rect.cell").bounding_box()
        assert cell["width"] >= (40 if n == 4 else 36), cell
        # and the far corner square is reachable and tappable
        corner = f"{'abcde'[n - 1]}{n}"
        d.square(page, corner).click()
        d.wait_log(page, 1)
        assert page_width(page) <= 375, f"play screen ({variant}) scrolls sideways after a move"
        T.toolbar_click(page, "Home")  # on a phone, in the toolbar's Menu

    # the end-of-game dialog fits on the phone too, buttons included
    actions, _, outcome = d.short_decisive_game()
    d.start_game(page, "human", "human", "small", "light")
    for a in actions:
        d.click_action(page, a)
    modal = page.locator('.result-panel[data-dialog="end"]')
    expect(modal).to_be_visible()
    box = modal.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375, box
    assert page_width(page) <= 375, "end dialog makes the page scroll sideways"
    for button in modal.locator("button").all():
        expect(button).to_be_in_viewport()


def test_phone_width_setup_screen_fits(shared_page):
    page = shared_page
    page.set_viewport_size(PHONE)
    page.locator('[data-cmd="new pond"]').click()
    expect(page.locator("#setup-form")).to_be_visible()
    assert page_width(page) <= 375, f"New game form is {page_width(page)}px wide on a 375px phone"


def test_end_dialog_keeps_keyboard_focus_and_escape_closes_it(shared_page):
    page = shared_page
    actions, _, _ = d.short_decisive_game()
    d.start_game(page, "human", "human", "small", "light")
    for a in actions:
        d.click_action(page, a)
    modal = page.locator('.result-panel[data-dialog="end"]')
    expect(modal).to_be_visible()
    # the panel is docked, not modal: keyboard users land on its first button and Tab walks its buttons
    expect(modal.locator("button").first).to_be_focused()
    page.keyboard.press("Tab")
    expect(modal.get_by_role("button", name="New game")).to_be_focused()
    page.keyboard.press("Escape")  # Escape hides it
    expect(modal).to_have_count(0)
    expect(page.locator('[data-cmd="show-result"]')).to_be_visible()
