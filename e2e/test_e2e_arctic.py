"""Arctic in Chromium: three players (two people and a computer) played by clicks to the end with
the hand-off screen checked at every hand-off, four computers finishing by themselves, reload
mid-game (during a computer's turn), and one whole turn played with the keyboard."""
from __future__ import annotations

import random

from playwright.sync_api import expect

import arctic_driver as A
import table_driver as T
from pond_driver import log_lines, reload
from vivarium.i18n import say

ARC = A.ARC


def test_two_people_and_a_computer_play_to_the_end_by_clicks(shared_page):
    """From the middle of a game (the new-game form and the first turns are the other tests'),
    two people at one device and a computer play to the end by clicks: a hand-off before each
    person's turn, only that person's cards shown, the end screen's breakdown."""
    page = shared_page
    T.reduce_motion(page)
    players = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo <b>"}, {"kind": "bot", "level": "easy"}]
    T.open_record(page, T.late_record("arctic", {"players": 3}, players, left=70, until=lambda s: s["turn"] == 2), "late-three")
    rng = random.Random(7)
    handoffs = clicks = 0
    last_human = None
    while True:
        page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
        game, state, record = T.engine_state(page)
        if state["over"]:
            break
        seat = state["turn"]
        if seat == 2:  # the computer: wait for its move
            T.wait_log_beyond(page, len(record["actions"]))
            continue
        if seat != last_human:  # a new person at the device: the hand-off screen first
            assert T.handoff_visible(page), f"no hand-off screen before {seat}'s turn"
            A.assert_private_view(page, state, None)
            T.reveal(page)
            handoffs += 1
            last_human = seat
        else:
            assert not T.handoff_visible(page)
        A.assert_private_view(page, state, seat)
        A.click_action(page, A.choose(state, rng))
        clicks += 1
        assert clicks < 600
    assert handoffs >= 4
    dialog = page.locator('[data-dialog="end"]')
    expect(dialog).to_be_visible(timeout=T.STEP_MS)
    out = ARC.outcome(state)
    expect(dialog.locator(".reason")).to_have_text(say(out["reason"]))
    rows = dialog.locator("table.breakdown tbody tr th")
    labels = rows.all_inner_texts()
    for label in ("Place", "Fox run", "Polar Bear run", "Variety", "Totem", "Penalty cards", "Total"):
        assert label in labels
    assert T.log_count(page) == len(record["actions"])
    assert "Bo <b>" not in T.body_html(page)


def test_four_computers_finish_by_themselves(shared_page):
    """Four computers' game, saved near its end (a whole one took a minute of the suite: the
    setup form and the first turns are covered by the other tests), is finished by them."""
    page = shared_page
    T.reduce_motion(page)
    T.open_record(page, T.late_record("arctic", {"players": 4}, [{"kind": "bot", "level": "easy"}] * 4, left=16), "late-four")
    T.wait_over(page, timeout=150_000)
    expect(page.locator('[data-dialog="end"]')).to_be_visible(timeout=T.STEP_MS)
    game, state, record = T.engine_state(page)
    assert state["over"] and state["n"] == 4
    expect(page.locator('[data-dialog="end"] tr.place td')).to_have_count(4)
    assert T.log_count(page) == len(record["actions"])


def test_reload_mid_game_resumes_even_during_a_computers_turn(shared_page):
    page = shared_page
    T.start_table(page, "arctic", ["human", "bot:easy", "bot:easy"])
    T.set_pace(page, "instant")
    rng = random.Random(3)
    acted = 0
    for _ in range(80):  # play until the person has finished a turn: a computer is to move
        game, state, record = T.engine_state(page)
        if state["turn"] == 0:
            if not acted:
                T.set_pace(page, "slow")  # the computers' next turn is still going on at the reload
            A.click_action(page, A.choose(state, rng))
            acted += 1
        elif acted:
            break
        else:
            T.wait_log_beyond(page, len(record["actions"]))
    game, state, record = T.engine_state(page)
    assert state["turn"] != 0, "a computer should be to move"
    before = len(record["actions"])
    lines = log_lines(page)
    reload(page)
    expect(page.locator('section.play[data-game="arctic"]')).to_be_visible(timeout=T.STEP_MS)
    assert log_lines(page)[:before] == lines[:before]
    # the computer carries on by itself, and the person's cards come back
    T.set_pace(page, "instant")
    T.wait_log_beyond(page, before)
    for _ in range(100):
        game, state, record = T.engine_state(page)
        if state["turn"] == 0 or state["over"]:
            break
        T.wait_log_beyond(page, len(record["actions"]))
    if not state["over"]:
        expect(page.locator(".arc-hand [data-card]")).to_have_count(len(state["hands"][0]), timeout=T.STEP_MS)
        assert A.hand_on_page(page) == sorted(state["hands"][0])
        A.assert_private_view(page, state, 0)


def test_keyboard_plays_a_whole_turn_on_a_phone_sized_screen(shared_page):
    page = shared_page
    page.set_viewport_size({"width": 375, "height": 740})
    T.start_table(page, "arctic", ["human", "bot:easy"], options={"players": 2})
    T.set_pace(page, "instant")
    page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
    for _ in range(60):  # the computer may begin
        game, state, record = T.engine_state(page)
        if state["turn"] == 0:
            break
        T.wait_log_beyond(page, len(record["actions"]))
    assert state["turn"] == 0
    turn_no = state["turn_no"]
    rng = random.Random(1)
    keys = ["Enter", " "]
    steps = 0
    while state["turn"] == 0 and state["turn_no"] == turn_no and not state["over"]:
        legal = ARC.legal_actions(state)
        # one reachable without a UI message: the card's own action, never a swap
        plain = [a for a in legal if not a.startswith("swap ") and not a.endswith((" down", " bottom"))]
        action = A.choose(state, rng) if state["phase"] == "plan" else rng.choice(plain)
        n = len(record["actions"])
        assert A.tab_to(page, action), f"could not Tab to {action!r}"
        page.keyboard.press(keys[steps % 2])
        T.wait_log_beyond(page, n, T.STEP_MS)
        steps += 1
        game, state, record = T.engine_state(page)
    assert steps >= 2  # place, then move or take...
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375, "the page scrolls sideways at 375 px"
