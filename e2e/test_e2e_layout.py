"""Everything a player needs in one viewport (issue 14 item 1), at a laptop and a phone size.

Lepidoptery: every hand card and the play buttons are inside the window without scrolling (side
column on wide screens, a strip stuck to the bottom on phones). Pond: the whole board.
"""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

import lep_driver as L
import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)

SIZES = [(1280, 800), (375, 740)]


def inside_viewport(page, selector):
    """Selectors whose elements are not wholly inside the window as it is (no scrolling)."""
    return page.evaluate(
        """(sel) => [...document.querySelectorAll(sel)].filter(e => {
             const r = e.getBoundingClientRect();
             return !(r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.width > 0);
           }).map(e => e.outerHTML.slice(0, 80))""", selector)


@pytest.mark.parametrize("width,height", SIZES)
def test_lepidoptery_hand_and_buttons_in_view(page, boot, width, height):
    page.set_viewport_size({"width": width, "height": height})
    boot(page)
    L.start_game(page, "human", "bot:easy")
    expect(page.locator("[data-hand] .card").first).to_be_visible()
    assert page.evaluate("scrollY") == 0
    assert page.locator("[data-hand] .card").count() >= 12
    assert inside_viewport(page, "[data-hand] .card") == []
    assert inside_viewport(page, "[data-hand] .choices button") == []
    # with cards selected the play buttons appear, still in view
    page.locator("[data-hand] .card").first.click()
    expect(page.locator("[data-hand] .card.selected")).to_have_count(1)
    assert page.locator("[data-hand] .choices button").count() >= 1
    assert inside_viewport(page, "[data-hand] .card, [data-hand] .choices button") == []


@pytest.mark.parametrize("width,height", SIZES)
def test_pond_whole_board_in_view(page, boot, width, height):
    page.set_viewport_size({"width": width, "height": height})
    boot(page)
    d.start_game(page, "human", "bot:easy", "pond", "light")
    assert page.evaluate("scrollY") == 0
    assert inside_viewport(page, ".board-wrap svg, .board-wrap .board") == []
