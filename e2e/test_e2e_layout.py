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


@pytest.mark.parametrize("width,height", SIZES)
def test_since_your_last_turn_beside_the_table_on_wide_screens(page, boot, width, height):
    """In games of three or more, "Since your last turn" sits in the side column above the log
    on a laptop (the table keeps its place under the status line); on a phone it comes before
    the table, as everything does there."""
    import json

    import table_driver as T

    record = T.greedy_record("arctic", {"players": 3}, 9)
    page.add_init_script(d.seed_storage_script({T.SAVE_PREFIX + "t": json.dumps(record), T.CURRENT_KEY: "t"}))
    page.set_viewport_size({"width": width, "height": height})
    boot(page)
    away, board, log = (page.locator(sel).bounding_box() for sel in (".play > .away", ".board-wrap", ".play > .log"))
    assert away and board and log
    if width >= 860:
        assert away["x"] >= board["x"] + board["width"] - 1 and abs(away["x"] - log["x"]) < 2
        assert away["y"] + away["height"] <= log["y"] + 1
        assert board["y"] < 300  # the table starts right under the status line
    else:
        assert away["y"] + away["height"] <= board["y"] + 1


def test_hexapod_case_hand_stacks_and_actions_in_view_on_a_laptop(page, boot):
    """Hexapod at 1280x800: the stacks beside the cases (side column), your whole case, your
    hand and its buttons, without scrolling."""
    import json

    import table_driver as T

    record = T.greedy_record("hexapod", {}, 24)
    page.add_init_script(d.seed_storage_script({T.SAVE_PREFIX + "h": json.dumps(record), T.CURRENT_KEY: "h"}))
    page.set_viewport_size({"width": 1280, "height": 800})
    boot(page)
    expect(page.locator(".hx-stack").first).to_be_visible()
    assert page.evaluate("scrollY") == 0
    assert page.locator(".hx-stack [data-action]").count() >= 1
    assert inside_viewport(page, ".hx-stack, .hx-mine .hx-case, .hx-mine .hand-card, .hx-mine .hx-actions button") == []
