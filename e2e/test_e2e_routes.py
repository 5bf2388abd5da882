"""Each screen has its own address (issue 14 item 5): Back and Forward move between screens, a
reload stays on the same screen, and a rules page can be linked."""
from __future__ import annotations

import re

from playwright.sync_api import expect

import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)


def screen(page):
    return page.locator("[data-screen]").first.get_attribute("data-screen")


def expect_screen(page, name, hash_pattern):
    expect(page.locator(f'[data-screen="{name}"]')).to_be_visible(timeout=d.STEP_MS)
    expect(page).to_have_url(re.compile(hash_pattern))


def test_back_and_forward_move_between_screens_and_reload_stays(page, boot):
    boot(page)
    expect_screen(page, "home", r"#/$")
    page.locator('[data-cmd="rules pond"]').first.click()
    expect_screen(page, "rules", r"#/rules/pond$")
    d.reload(page)  # a reload (or a shared link) stays on the rules page
    expect_screen(page, "rules", r"#/rules/pond$")
    page.go_back()
    expect_screen(page, "home", r"#/$")
    page.go_forward()
    expect_screen(page, "rules", r"#/rules/pond$")
    page.locator('[data-cmd="back"]').first.click()
    expect_screen(page, "home", r"#/$")
    d.start_game(page, "human", "human", "small", "light")
    expect_screen(page, "play", r"#/game/[A-Za-z0-9_-]+$")
    game_url = page.url
    d.click_action(page, "place c3")
    page.locator('[data-cmd="home"]').click()
    expect_screen(page, "home", r"#/$")
    page.go_back()
    expect_screen(page, "play", r"#/game/")
    assert d.log_count(page) == 1  # the same game, where it was
    page.go_back()
    expect_screen(page, "setup", r"#/new/pond$")
    page.go_forward()
    expect_screen(page, "play", r"#/game/")
    assert page.url == game_url


def test_a_linked_rules_page_opens_in_a_fresh_tab(page, context, boot):
    boot(page, "index.html#/rules/arctic")
    expect_screen(page, "rules", r"#/rules/arctic$")
    expect(page.locator(".rules-text")).to_contain_text("Arctic")
    boot(page, "index.html#/rules/no-such-game")  # an unknown address leads home
    expect_screen(page, "home", r"#/$")


def test_the_logo_labelled_home_shows_home_not_the_current_game(page, boot):
    """Issue 22: the Vivarium logo ("Vivarium home") led to a reload that resumed the game."""
    boot(page)
    d.start_game(page, "human", "bot:easy", "small", "light")
    expect(page.locator('[data-screen="play"]')).to_be_visible(timeout=d.STEP_MS)
    page.get_by_role("link", name="Vivarium home").click()
    expect_screen(page, "home", r"#/$")
    page.go_back()  # the game is one step back, as after the Home button
    expect(page.locator('[data-screen="play"]')).to_be_visible(timeout=d.STEP_MS)
