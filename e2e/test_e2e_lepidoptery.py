"""Lepidoptery in Chromium: a hot-seat game by clicks (with a Joker play and a Pass & Refresh),
the privacy screen between turns, a game against the computer to the end, and reload."""
from __future__ import annotations

import random

from playwright.sync_api import expect

import lep_driver as L
import pond_driver as d
import table_driver as T
from vivarium.core.bots import GreedyBot
from vivarium.i18n import say

LEP = L.LEP


def choose(state, rng, done):
    """The test player's choice: the first Joker play and the first optional Pass & Refresh
    it meets, otherwise a greedy move (so the game ends)."""
    legal = LEP.legal_actions(state)
    plays = [a for a in legal if a != "pass"]
    jokers = [a for a in plays if " J" in a]
    if jokers and "joker" not in done:
        done.add("joker")
        return jokers[0]
    if "pass" in legal and plays and "pass" not in done and state["play"] is not None:
        done.add("pass")
        return "pass"
    seat = state["turn"]
    return GreedyBot().choose(LEP, LEP.view(state, seat), seat, rng.getrandbits(63))


def test_hot_seat_game_by_clicks_with_joker_and_pass_and_privacy(shared_page):
    page = shared_page
    T.reduce_motion(page)  # the subject is the hands' privacy (the motion: the games against the computer)
    L.start_game(page, "human", "human", first="light")
    rng = random.Random(11)
    done = set()
    plies = 0
    while True:
        state, record = L.engine_state(page)
        if LEP.outcome(state) is not None:
            break
        seat = state["turn"]
        # privacy screen: nothing of either hand is in the page until the player is ready
        L.reveal(page)
        assert L.hand_seat_on_page(page) == [seat]
        assert L.hand_on_page(page) == state["hands"][seat]
        other = 1 - seat
        expect(page.locator(f'.seat[data-seat="{other}"] dd[data-stat="hand"]')).to_have_text(str(len(state["hands"][other])))
        action = choose(state, rng, done)
        L.click_play(page, action, via_column=plies % 2 == 1)
        assert d.log_lines(page)[-1] == say(LEP.describe(state, action))
        plies += 1
        assert plies < 120
    assert done == {"joker", "pass"}, f"the game ended before a Joker play and a pass ({done})"
    dialog = page.locator('[data-dialog="end"]')
    expect(dialog).to_be_visible(timeout=L.STEP_MS)
    out = LEP.outcome(state)
    expect(dialog.locator(".reason")).to_have_text(say(out["reason"]))
    if state["result"]["kind"] == "line":
        expect(page.locator(".lep-board .token.win")).to_have_count(4)
    assert len(record["actions"]) == plies


def test_against_the_computer_to_the_end_its_hand_never_shown(shared_page):
    page = shared_page
    L.start_game(page, "human", "bot:easy", first="light")
    rng = random.Random(5)
    turns = 0
    while True:
        page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=d.BOT_MS)
        state, record = L.engine_state(page)
        if LEP.outcome(state) is not None:
            break
        if state["turn"] == 1:  # the bot is about to think: wait for its move
            n = d.log_count(page)
            page.wait_for_function(
                "n => document.querySelectorAll('.log li.step').length > n", arg=n, timeout=d.BOT_MS
            )
            continue
        expect(page.locator('[data-dialog="handoff"]')).to_have_count(0)
        assert L.hand_seat_on_page(page) == [0]  # only the human's hand, ever
        assert L.hand_on_page(page) == state["hands"][0]
        L.click_play(page, GreedyBot().choose(LEP, LEP.view(state, 0), 0, rng.getrandbits(63)))
        turns += 1
        assert turns < 80
    expect(page.locator('[data-dialog="end"]')).to_be_visible(timeout=L.STEP_MS)
    assert "data-hand=\"1\"" not in page.evaluate("() => document.body.innerHTML")
    assert len(d.log_lines(page)) == len(record["actions"])


def test_reload_resumes_and_hides_the_hand_again(shared_page):
    page = shared_page
    L.start_game(page, "human", "human", first="dark")
    rng = random.Random(3)
    for _ in range(3):
        state, _ = L.engine_state(page)
        L.reveal(page)
        L.click_play(page, choose(state, rng, {"joker", "pass"}))
    lines = d.log_lines(page)
    state, _ = L.engine_state(page)
    d.reload(page)
    expect(page.locator('section.play[data-game="lepidoptery"]')).to_be_visible(timeout=L.STEP_MS)
    assert d.log_lines(page) == lines
    # after a reload in a hot-seat game nobody's cards are shown until the player asks
    L.reveal(page)
    assert L.hand_on_page(page) == state["hands"][state["turn"]]


def test_keyboard_selects_cards_and_plays_into_a_column(shared_page):
    page = shared_page
    L.start_game(page, "human", "bot:easy", first="light")
    state, _ = L.engine_state(page)
    hand = state["hands"][0]
    single = f"play single {hand[0]}"
    card = page.locator('[data-hand] [data-ui="toggle 0"]')
    card.focus()
    page.keyboard.press("Enter")
    expect(page.locator('[data-hand] [data-ui="toggle 0"]')).to_have_attribute("aria-pressed", "true")
    # focus stays on the card after the page is redrawn; Space toggles it off and on again
    page.keyboard.press("Space")
    expect(page.locator('[data-hand] [data-ui="toggle 0"]')).to_have_attribute("aria-pressed", "false")
    page.keyboard.press("Space")
    column = page.locator(f'.lep-board [data-col="0"][data-action="{single}"]')
    expect(column).to_have_attribute("tabindex", "0")
    column.focus()
    page.keyboard.press("Enter")
    d.wait_log(page, 1)
    assert d.log_lines(page)[0] == say(LEP.describe(state, single))
