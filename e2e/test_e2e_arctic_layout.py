"""Arctic's layout in Chromium (issue 22): actions where you look.

At 1280x800, the opening and the end of a three-player game (you against two computers) played
through the page:
at every step of your turns every control of the step is wholly in the window with the page
where it was when the table opened (no scrolling), the numbered direction targets are large,
named and beside the real tokens (never on them), the River never moves (no band opening
between it and the Landscape), and the "new" badges are never cut off. At 375x740 the step's
controls are in the bar stuck to the bottom of the screen at the start of each of your turns.
"""
from __future__ import annotations

import random

import arctic_driver as A
import table_driver as T

ARC = A.ARC


def open_table(page, width, height):
    """A new game, you against two Easy computers at the instant pace, seen from the top of the
    page. (The page keeps the scroll of the new-game form it came from, where Start was pressed
    below the fold: the shell does not scroll a new screen to its top. That is not Arctic's to
    change; the table is looked at from its top, as when it opens from Home.)"""
    page.set_viewport_size({"width": width, "height": height})
    T.start_table(page, "arctic", ["human", "bot:easy", "bot:easy"])
    T.set_pace(page, "instant")
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function("() => scrollY === 0")


def wait_for_my_step(page):
    """Until seat 0 (you) is to act or the game is over; returns the engine's state."""
    for _ in range(400):
        page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
        game, state, record = T.engine_state(page)
        if state["over"] or state["turn"] == 0:
            return state
        T.wait_log_beyond(page, len(record["actions"]))
    raise AssertionError("the computers never gave the turn back")


def test_the_opening_and_the_end_of_a_game_at_1280x800_need_no_scrolling(shared_page):
    """The first turns of a new table, then the last turns of a game saved near its end (the
    piles at their fullest), every step of each of your turns checked. (A whole game played
    through took a minute and a half of the suite and checked the same steps over again.)"""
    page = shared_page
    T.reduce_motion(page)  # each step's layout is measured once the page is still: no wait for slides
    page.set_viewport_size({"width": 1280, "height": 800})
    open_table(page, 1280, 800)
    rng = random.Random(22)
    seen = {"phases": set(), "turns": set(), "rivers": {}, "bands": {}, "badges": 0, "steps": 0, "by_target": 0}
    play_checking_layout(page, rng, seen, until=lambda state: len(seen["turns"] | {state["turn_no"]}) > 3)  # your first three turns
    players = [{"kind": "human", "name": "You"}] + [{"kind": "bot", "level": "easy"}] * 2
    late = T.late_record("arctic", {"players": 3}, players, left=50, until=lambda s: s["turn"] == 0 and s["phase"] == "place")
    T.open_record(page, late, "late-layout")
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function("() => scrollY === 0")
    play_checking_layout(page, rng, seen, until=lambda state: state["over"])
    assert len(seen["rivers"]) == 1, f"the River moved between steps: {seen['rivers']}"
    assert len(seen["bands"]) == 1, f"the band between the Landscape and the River changed: {seen['bands']}"
    assert len(seen["turns"]) >= 5 and {"place", "draw"} <= seen["phases"], (len(seen["turns"]), seen["phases"])
    assert seen["badges"] > 0, "no card was ever marked new"
    assert page.evaluate("scrollY") == 0
    T.wait_over(page)


def play_checking_layout(page, rng, seen, until):
    """Play your steps (the computers play theirs) until ``until(state)`` holds at one of your
    steps or the game is over, checking the layout at each step."""
    while True:
        state = wait_for_my_step(page)
        if state["over"] or until(state):
            return
        legal = ARC.legal_actions(state)
        phase = state["phase"]
        where = f"turn {state['turn_no']}, {phase}"
        assert page.evaluate("scrollY") == 0, f"{where}: the page scrolled"
        assert A.out_of_reach(page) == [], f"{where}: controls out of reach"
        # every legal action is on the page (a Fox mode or a picked card away), none more
        shown = set(page.eval_on_selector_all("[data-action]", "els => els.map(e => e.dataset.action)"))
        assert shown <= set(legal), shown - set(legal)
        # the direction targets: large, named, beside the tokens (never over one)
        if phase in ("move", "walrus"):
            marks = A.targets(page)
            steered = [a for a in legal if a != "walrus stay"]
            assert sorted(t["action"] for t in marks) == sorted(steered)
            for t in marks:
                assert t["tag"] == "BUTTON" and t["width"] >= 44 and t["height"] >= 44, t
                assert t["name"].startswith("Move ") and " token to " in t["name"] and "point" in t["name"], t
                assert t["covers"] == [], t
        # the River stays put: the same place at every step of every turn
        marks = A.layout_marks(page)
        seen["rivers"].setdefault(round(marks["river"]["top"], 1), where)
        seen["bands"].setdefault(round(marks["river"]["top"] - marks["land"]["bottom"], 1), where)
        # "new" badges drawn whole
        n, cut = A.clipped_new_badges(page)
        assert cut == [], f"{where}: {cut}"
        seen["badges"] += n
        seen["phases"].add(phase)
        seen["turns"].add(state["turn_no"])
        action = A.choose(state, rng)
        if phase in ("move", "walrus") and action != "walrus stay" and rng.random() < 0.5:
            A.click_target(page, action)  # the numbered target on the Landscape plays it too
            seen["by_target"] += 1
        else:
            A.click_action(page, action)
        seen["steps"] += 1
        assert seen["steps"] < 400


def test_the_steps_controls_are_in_a_bar_stuck_to_the_bottom_of_a_phone(shared_page):
    page = shared_page
    T.reduce_motion(page)  # as the test above: measured still, each click on a card at rest
    page.set_viewport_size({"width": 375, "height": 740})
    open_table(page, 375, 740)
    rng = random.Random(5)
    turns_checked = steps = 0
    last_turn = None
    while turns_checked < 4:
        state = wait_for_my_step(page)
        if state["over"]:
            break
        if state["turn_no"] != last_turn:  # the start of your turn, the page at the top
            last_turn = state["turn_no"]
            page.evaluate("window.scrollTo(0, 0)")
            page.wait_for_function("() => scrollY === 0")
            T.settle(page)
            bar = page.locator(".arc-you")
            assert bar.evaluate("e => getComputedStyle(e).position") == "sticky"
            box = bar.bounding_box()
            assert box["y"] + box["height"] <= 740 + 0.5 and box["y"] >= 740 / 3, box  # at the bottom, in view
            controls = page.locator(".arc-you [data-action], .arc-you .arc-turn button")
            assert controls.count() >= 1, f"turn {last_turn}: no control in the bar ({state['phase']})"
            assert A.out_of_reach(page, ".arc-you [data-action], .arc-you .arc-turn button") == []
            n, cut = A.clipped_new_badges(page)
            assert cut == [], cut
            turns_checked += 1
        A.click_action(page, A.choose(state, rng))
        steps += 1
        assert steps < 200
    assert turns_checked >= 3
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375, "the page scrolls sideways at 375 px"
