"""Game feel in a real browser: a computer's move is animated (not with reduced motion), and
a click on something that cannot act says why (issue 14, items 2 and 3)."""

from playwright.sync_api import expect

import lep_driver as lep
import pond_driver as d
from conftest import boot

# true on the frame where the computer's move (the 2nd log line) is on screen with a running
# animation of a keyed element (a piece sliding or dropping in)
BOT_MOVED_AND_ANIMATING = """() => document.querySelectorAll('.log li.step').length >= 2
    && document.getAnimations().some(a => a.playState === 'running' && a.effect && a.effect.target
                                          && a.effect.target.closest('[data-key]'))"""


def test_a_computer_move_in_pond_is_animated_and_a_click_on_its_piece_says_why(page):
    boot(page)
    d.start_game(page, "human", "bot:easy", "small", "light")
    d.click_action(page, "place a1")
    page.wait_for_function(BOT_MOVED_AND_ANIMATING, polling="raf", timeout=d.STEP_MS)
    dark = [sq for sq, piece in d.board(page).items() if piece.startswith("dark")]
    assert dark, d.board(page)
    d.square(page, dark[0]).click()
    expect(page.locator(".play .error")).to_contain_text(f"The piece on {dark[0]} is Dark's")
    expect(page.locator(".play .error")).to_be_visible()


def test_with_reduced_motion_nothing_is_animated(page):
    page.emulate_media(reduced_motion="reduce")
    boot(page)
    d.start_game(page, "human", "bot:easy", "small", "light")
    d.click_action(page, "place a1")
    d.wait_log(page, 2)
    page.wait_for_function("() => document.body.getAttribute('data-bot') === 'idle'")
    assert page.evaluate("() => document.getAnimations().length") == 0


def test_a_lepidoptery_column_clicked_with_nothing_selected_says_why(page):
    boot(page)
    lep.start_game(page, "human", "bot:easy", "light")
    page.locator('.lep-board [data-col="2"]').click()
    expect(page.locator(".play .error")).to_have_text("Choose cards from your hand first, then the column they go to.")
