"""The guided first game ("Learn", issue 39) on a phone (375x740), one test per game with a
lesson (parametrised over the lessons: a new one joins by being written): a new player opens it
from the Home card and finishes the scripted part pressing only the highlighted targets
(``[data-learn]``, never the script); at each step the bubble is in the window, does not cover
the target, and its words are in the live region (``#announcer``); the first step passes axe-core
(no serious or critical violation); then a free move is played.
Parametrised over every lesson (a game may have several: Papillon's orange round is its second,
opened from the rules page; the end of the first offers it). One booted page for the whole file
(``shared_page``)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

import axe_driver
import learn_driver as D
import table_driver as T

PHONE = {"width": 375, "height": 740}


def box(page, selector):
    b = page.locator(selector).first.bounding_box()
    assert b is not None, f"{selector} is not on the screen"
    return b


def overlaps(a, b):
    return a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"] and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"]


def bubble_beside_target_and_said(page):
    bubble, target = box(page, D.BUBBLE), box(page, "[data-learn]")
    assert bubble["y"] >= 0 and bubble["y"] + bubble["height"] <= PHONE["height"], "the bubble is in the window"
    assert target["y"] >= 0 and target["y"] + target["height"] <= PHONE["height"], "the target is in the window"
    assert not overlaps(bubble, target), "the bubble covers the highlighted target"
    words = page.locator(f"{D.BUBBLE} p:not(.learn-head)").last.inner_text()
    expect(page.locator("#announcer")).to_contain_text(words.strip()[:60])


@pytest.mark.parametrize("game_id", D.LESSONS)
def test_a_new_player_finishes_the_lesson_with_the_highlighted_targets_alone_then_plays_freely(shared_page, game_id):
    page = shared_page
    page.set_viewport_size(PHONE)
    saves_before = page.evaluate("Object.keys(localStorage).filter(k => k.includes('.save.')).length")
    D.open_from_home(page, game_id)
    D.wait_ready(page)
    axe_driver.scan(page, f"{game_id}'s lesson, first step")
    pressed = D.play_until(page, each=bubble_beside_target_and_said)
    assert pressed >= 3
    assert D.state(page) == "free"
    expect(page.locator(D.BUBBLE)).to_contain_text("Keep this game")
    log = page.locator(".log li.step").count()
    if page.locator(".board-wrap [data-action]").count() == 0:  # a move of several clicks: a card first (Papillon's orange round)
        page.locator(".board-wrap [data-ui]").first.click()
    page.locator(".board-wrap [data-action]").first.click()  # a free move: anything legal
    expect(page.locator(".log li.step")).not_to_have_count(log, timeout=D.STEP_MS)
    assert page.evaluate("Object.keys(localStorage).filter(k => k.includes('.save.')).length") == saves_before, \
        "a lesson is no saved game"
    assert page.evaluate("location.hash") == f"#/learn/{game_id}"


@pytest.mark.parametrize("game_id", [g for g in D.learn.lesson_games(D.GAMES) if len(D.learn.lesson_ids_of(g)) > 1])
def test_the_end_of_a_lesson_offers_the_next_one_and_it_opens(shared_page, game_id):
    page = shared_page
    page.set_viewport_size(PHONE)
    D.open_from_home(page, game_id)
    D.wait_ready(page)
    D.play_until(page)
    after = D.learn.lesson_ids_of(game_id)[1]
    offer = page.locator(f'{D.BUBBLE} [data-cmd="learn {after}"]')
    expect(offer).to_be_visible()
    offer.click()
    expect(page.locator(D.BUBBLE)).to_have_attribute("data-learn-step", "0", timeout=D.STEP_MS)
    assert page.evaluate("location.hash") == f"#/learn/{after}"
    assert page.evaluate(f"localStorage.getItem('vivarium.v1.lesson.{game_id}')"), "the first lesson's progress is kept"


def test_back_from_home_to_a_lesson_in_free_play_its_bubble_offers_restart(shared_page):
    """Skip, a free move, Home, then the card's "Learn" again: the lesson's free game comes back
    with its last words and Restart (no bubble would leave the person wondering where the lesson
    went); Restart starts the lesson from its first step."""
    page = shared_page
    page.set_viewport_size(PHONE)
    D.open_from_home(page, "pond")
    D.wait_ready(page)
    page.locator(f'{D.BUBBLE} [data-cmd="learn-skip"]').click()
    expect(page.locator(D.BUBBLE)).to_have_attribute("data-learn-state", "free", timeout=D.STEP_MS)
    log = page.locator(".log li.step").count()
    page.locator(".board-wrap [data-action]").first.click()
    expect(page.locator(".log li.step")).not_to_have_count(log, timeout=D.STEP_MS)
    expect(page.locator(D.BUBBLE)).to_have_count(0)
    page.evaluate("location.hash = '#/'")
    page.locator('.game-card[data-game="pond"] [data-cmd="learn-resume pond"]').click()
    restart = page.locator(f'{D.BUBBLE} [data-cmd="learn-restart"]')
    expect(restart).to_be_visible(timeout=D.STEP_MS)
    expect(page.locator("#announcer")).to_contain_text(page.locator(f"{D.BUBBLE} p:not(.learn-head)").last.inner_text().strip()[:60])
    restart.click()
    expect(page.locator(D.BUBBLE)).to_have_attribute("data-learn-step", "0", timeout=D.STEP_MS)
    expect(page.locator(".log li.step")).to_have_count(0)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lessons_free_play_keeps_the_wide_toolbar_on_one_row(shared_page, lang):
    """At 1280x800 the lesson's free play has "Keep this game" where "New game" was: the toolbar
    stays one row in both languages (as every table's does, test_e2e_layout)."""
    page = shared_page
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator("select[data-pref=lang]").select_option(lang)
    try:
        D.open_from_home(page, "papillon")
        D.wait_ready(page)
        page.locator(f'{D.BUBBLE} [data-cmd="learn-skip"]').click()
        expect(page.locator(D.BUBBLE)).to_have_attribute("data-learn-state", "free", timeout=D.STEP_MS)
        toolbar = page.locator(".play-head .toolbar")
        expect(toolbar.locator('[data-cmd="learn-keep"]')).to_be_visible()
        tops = T.toolbar_tops(page)
        assert len(tops) >= 8 and len(set(tops)) == 1, f"the toolbar takes more than one row: {tops}"
    finally:
        page.locator("select[data-pref=lang]").select_option("en")
