"""Hexapod in Chromium: a hot-seat game by clicks to the end screen (with a coin and a pass),
a game against the Easy computer to the end, the placement preview with its score change,
reload, keyboard placement, and the case on a 375-px screen."""
from __future__ import annotations

import random

from playwright.sync_api import expect

import hexapod_driver as H
import pond_driver as d
import table_driver as T
from vivarium.core.bots import GreedyBot
from vivarium.games.hexapod.rules import POS_INDEX, placement_effect
from vivarium.i18n import say

HEX = H.HEX


def choose(state, rng, done):
    """The test players: Light spends a coin on its first turn; Dark passes on its third turn;
    Light passes a few turns later (so the game ends with both passed); otherwise greedy."""
    legal = HEX.legal_actions(state)
    seat = state["turn"]
    if state["phase"] == "start" and seat == 0 and "coin" not in done:
        coins = [a for a in legal if a.startswith("coin")]
        if coins:
            done.add("coin")
            return coins[0]
    if state["phase"] == "coined":
        draws = [a for a in legal if a.startswith("draw")]
        return draws[0] if draws else "end"
    if state["phase"] == "start" and "pass" in legal and state["turn_no"] >= (6 if seat == 1 else 11):
        done.add("pass")
        return "pass"
    choice = GreedyBot().choose(HEX, HEX.view(state, seat), seat, rng.getrandbits(63))
    if choice == "pass" and len(legal) > 1 and state["turn_no"] < 6:
        choice = next(a for a in legal if a != "pass")
    return choice


def test_hot_seat_game_by_clicks_with_a_coin_and_a_pass_to_the_end(shared_page):
    page = shared_page
    H.start_game(page, "human", "human", first="light")
    rng = random.Random(7)
    done = set()
    plies = 0
    while True:
        state, record = H.engine_state(page)
        if HEX.outcome(state) is not None:
            break
        # no hand-off screen: nothing is secret from one player only
        expect(page.locator('[data-dialog="handoff"]')).to_have_count(0)
        assert set(H.offered(page)) <= set(HEX.legal_actions(state))
        action = choose(state, rng, done)
        H.do(page, action)
        assert d.log_lines(page)[-1] == say(HEX.describe(state, action))
        plies += 1
        assert plies < 120
    assert done == {"coin", "pass"}, done
    dialog = page.locator('[data-dialog="end"]')
    expect(dialog).to_be_visible(timeout=H.STEP_MS)
    out = HEX.outcome(state)
    expect(dialog.locator(".reason")).to_have_text(say(out["reason"]))
    for row in out["breakdown"]:
        cells = dialog.locator("tr", has_text=say(row["label"])).locator("td")
        expect(cells).to_have_text([str(v) for v in row["values"]])
    dialog.locator('[data-cmd="close"]').click()
    expect(page.locator("svg.hx-case")).to_have_count(2)
    expect(page.locator("svg.hx-case .runs.final")).to_have_count(2)
    assert len(record["actions"]) == plies


def test_against_the_easy_computer_to_the_end(shared_page):
    page = shared_page
    H.start_game(page, "human", "bot:easy", first="light")
    H.set_pace(page, "instant")
    rng = random.Random(5)
    turns = 0
    while True:
        page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=H.BOT_MS)
        state, record = H.engine_state(page)
        if HEX.outcome(state) is not None:
            break
        if state["turn"] == 1:  # the computer's move (or its next step) is coming
            n = d.log_count(page)
            page.wait_for_function("n => document.querySelectorAll('.log li.step').length > n", arg=n, timeout=H.BOT_MS)
            continue
        action = GreedyBot().choose(HEX, HEX.view(state, 0), 0, rng.getrandbits(63))
        H.do(page, action, exact=False)
        turns += 1
        assert turns < 150
    expect(page.locator('[data-dialog="end"]')).to_be_visible(timeout=H.STEP_MS)
    assert len(d.log_lines(page)) == len(record["actions"])


def to_placement(page):
    """Start a hot-seat game and play the opening picks and a draw: Light must place."""
    H.start_game(page, "human", "human", first="light")
    for action in ("draw 1", "draw 2", "draw 3"):
        H.do(page, action)
    state, _ = H.engine_state(page)
    assert state["phase"] == "place"
    return state


def test_pointing_at_a_position_shows_the_ghost_and_the_score_change(shared_page):
    page = shared_page
    to_placement(page)
    # play one card so that the second placement has real matches to show
    state, _ = H.engine_state(page)
    H.do(page, "place B c3")
    for _ in range(20):  # Dark and Light play on greedily until Light has a choice of places again
        state, _ = H.engine_state(page)
        if state["turn"] == 0 and state["phase"] == "place":
            break
        H.do(page, GreedyBot().choose(HEX, HEX.view(state, state["turn"]), state["turn"], 3))
    assert state["phase"] == "place" and state["turn"] == 0
    targets = page.locator(".hx-mine .hx-target")
    assert targets.count() >= 1
    spot = targets.first
    action = spot.get_attribute("data-action")
    _, letter, pos = action.split()
    card = state["hands"][0]["AB".index(letter)]
    _, effect = placement_effect(state["grids"][0], card, POS_INDEX[pos])
    preview = page.locator(f'.hx-mine .ghost[data-ghost="{pos}"] text.preview')
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.mouse.move(1, 1)
    expect(preview).to_be_hidden()  # no ghost until the player points at (or focuses) the place
    spot.hover()
    expect(preview).to_be_visible()
    expect(preview).to_have_text(f"{pos}: {effect}")
    expect(page.locator(f'.hx-mine .ghost[data-ghost="{pos}"]')).to_be_visible()
    before = d.log_count(page)
    spot.click()
    d.wait_log(page, before + 1)
    assert d.log_lines(page)[-1] == say(HEX.describe(state, action))


def test_reload_resumes(shared_page):
    page = shared_page
    to_placement(page)
    H.do(page, "place A b2")
    lines = d.log_lines(page)
    state, _ = H.engine_state(page)
    d.reload(page)
    expect(page.locator('section.play[data-game="hexapod"]')).to_be_visible(timeout=H.STEP_MS)
    assert d.log_lines(page) == lines
    assert set(H.offered(page)) <= set(HEX.legal_actions(state))
    expect(page.locator(".hx-mine .hx-card")).to_have_count(1)  # Dark's hand card in Dark's big case


def test_keyboard_moves_the_ghost_over_legal_positions_and_places_with_enter(shared_page):
    page = shared_page
    state = to_placement(page)
    first = page.locator('.hx-mine .hx-target[tabindex="0"]')
    expect(first).to_have_count(1)
    first.focus()
    start = first.get_attribute("data-sq")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    focused = page.evaluate("() => document.activeElement.getAttribute('data-sq')")
    assert focused and focused != start
    spot = page.locator(f'.hx-mine .hx-target[data-sq="{focused}"]')
    expect(page.locator(f'.hx-mine .ghost[data-ghost="{focused}"] text.preview')).to_be_visible()  # the ghost follows the focus
    action = spot.get_attribute("data-action")
    page.keyboard.press("Enter")
    d.wait_log(page, 4)
    assert d.log_lines(page)[-1] == say(HEX.describe(state, action))
    assert d.saved_record(page)["actions"][-1] == action


def test_the_case_fits_a_375_px_screen(shared_page):
    page = shared_page
    page.set_viewport_size({"width": 375, "height": 740})
    to_placement(page)
    # measure the layout at rest: a card drawn slides in (motion.py), and a moving card's
    # transform counts in the page's scroll width for the 380 ms it lasts
    T.settle(page)
    box = page.locator(".hx-mine svg.hx-case").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375
    assert box["width"] >= 300  # large enough to aim at: ~48 px a cell
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    stacks = page.locator(".hx-stacks").bounding_box()
    assert stacks["x"] + stacks["width"] <= 375
