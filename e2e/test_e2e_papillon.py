"""Papillon in Chromium: four players, two people in one team against two computers,
played by clicks to the end screen, with a sum and a combination with a sign, the hand-off screen
between the two people and a reload mid-game; five computers finishing by themselves (blue round
and full game); the full game by clicks; the orange round played with the keyboard."""
from __future__ import annotations

import re

from playwright.sync_api import expect

import papillon_driver as P
from vivarium.core.records import replay
from vivarium.games.papillon.cards import DECK_SIZE
from vivarium.games.papillon.sequences import KIND
import table_driver as T
from pond_driver import log_lines, reload
from vivarium.i18n import say

PAP = P.PAP
# Seed 95 at four players: Ann (seat 0) wins the dice, and her first hand (Plus and the 10 of
# Éléments) with the 6 of Formes and the 4 of Découvertes on the table allows 6 + 4 = 10 with
# the Plus from hand; a sum came up later in every replay of this script tried in CPython (30 of 30
# with Easy computers choosing at random, as they do here).
SEED = 95
# Seed for the full three-player game (chosen with CPython replays of this script, the computers
# choosing at random: a Chat Noir, a sign and a Chenille came up in the orange round in 8 of 8
# replays, about 36 clicks of the person in all).
ORANGE_SEED = 29


def test_two_people_against_two_computers_play_to_the_end_by_clicks(shared_page):
    page = shared_page
    T.reduce_motion(page)
    rec = P.record(SEED, ["human", "bot:easy", "human", "bot:easy"], names=["Ann", "", "Bo <b>", ""],
                   options={"round": "blue"})
    T.open_record(page, rec, "pap-1")
    expect(page.locator('section.play[data-game="papillon"]')).to_be_visible(timeout=T.STEP_MS)
    T.set_pace(page, "instant")
    wanted = {"sum", "combine"}
    handoffs = clicks = 0
    last_human = None
    reloaded = False
    while True:
        page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
        game, state, record = T.engine_state(page)
        if state["over"]:
            break
        seat = state["turn"]
        if seat in (1, 3):  # a computer: wait for its move
            T.wait_log_beyond(page, len(record["actions"]))
            continue
        if T.handoff_visible(page):  # a new person at the device: nobody's hand on the page
            assert seat != last_human or reloaded
            P.assert_private_view(page, state, None)
            T.reveal(page)
            handoffs += 1
        else:
            assert seat == last_human or last_human is None, f"no hand-off screen before seat {seat}"
        last_human = seat
        P.assert_private_view(page, state, seat)
        action, met = P.choose(state, wanted)
        P.click_action(page, state, action)
        wanted.discard(met)
        clicks += 1
        if clicks == 6 and not reloaded:  # reload mid-game: the game resumes where it was
            before = len(T.saved_record(page)["actions"])
            lines = log_lines(page)
            reload(page)
            expect(page.locator('section.play[data-game="papillon"]')).to_be_visible(timeout=T.STEP_MS)
            assert log_lines(page)[:before] == lines[:before]
            reloaded = True
        assert clicks < 80
    assert not wanted, f"never played: {wanted}"
    assert handoffs >= 10
    dialog = page.locator('[data-dialog="end"]')
    expect(dialog).to_be_visible(timeout=T.STEP_MS)
    out = PAP.outcome(state)
    expect(dialog.locator(".reason")).to_have_text(say(out["reason"]))
    labels = dialog.locator("table.breakdown tbody tr th").all_inner_texts()
    for label in ("Place", "Side", "Cards captured", "Most cards", "Yin", "Signs (Plus, Moins, Multiplier/Diviser)",
                  "Chat Noir", "Subtotal", "Blue score"):
        assert label in labels, label
    assert T.log_count(page) == len(record["actions"])
    steps = " ".join(log_lines(page))
    assert re.search(r"plays .*: \d+ \+ \d+ = \d+, takes", steps)
    assert "Bo <b>" not in T.body_html(page)


def test_five_computers_finish_by_themselves(shared_page):
    """Five computers' blue round, saved near its end (the whole round by the new-game form is
    played in the full-game test below), is finished by them."""
    page = shared_page
    T.open_record(page, T.late_record("papillon", {"players": 5, "round": "blue"}, [{"kind": "bot", "level": "easy"}] * 5, left=12), "late-five")
    T.wait_over(page, timeout=90_000)
    expect(page.locator('[data-dialog="end"]')).to_be_visible(timeout=T.STEP_MS)
    game, state, record = T.engine_state(page)
    assert state["over"] and state["n"] == 5 and len(state["sides"]) == 2
    expect(page.locator('[data-dialog="end"] tr.place td')).to_have_count(5)
    assert T.log_count(page) == len(record["actions"])


def before_orange(options, players, moves, seed=11):
    """A full game's record of greedy play from ``seed`` (``table_driver.late_record``) that
    stops ``moves`` actions before its blue round ends."""
    options = PAP.normalize_options(options)
    whole = T.late_record("papillon", options, players, left=0, seed=seed)
    orange_positions = sum(state["round"] == "orange" for state in replay(PAP, whole))
    return T.late_record("papillon", options, players, left=orange_positions + moves, seed=seed)


def test_full_three_player_game_by_clicks_through_both_rounds(shared_page):
    """One person (Azure) against two Easy computers, the full game: the end of the blue round
    by clicks (a saved game of theirs a few turns before it; a whole blue round by clicks is the
    first test's), then the orange round (the direction, placements through the highlighted
    spots, draws, a Chat Noir, a sign and a Chenille when the person can lay them), a reload
    mid-orange that resumes, and the final score screen with blue, orange and the difference
    per side. (The orange deck is shuffled at the start: the deal of ORANGE_SEED's orange round
    whatever the blue round was; from this save, the three came up in 20 of 20 CPython replays
    with the computers choosing at random.)"""
    page = shared_page
    T.reduce_motion(page)
    players = P.record(ORANGE_SEED, ["human", "bot:easy", "bot:easy"])["players"]
    rec = before_orange({"players": 3, "round": "full", "teams": "solo"}, players, 10, ORANGE_SEED)
    T.open_record(page, rec, "pap-2")
    expect(page.locator('section.play[data-game="papillon"]')).to_be_visible(timeout=T.STEP_MS)
    T.set_pace(page, "instant")
    wanted = {"chat", "sign", "chenille"}
    orange_clicks = clicks = 0
    reloaded = False
    while True:
        page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
        game, state, record = T.engine_state(page)
        if state["over"]:
            break
        if state["turn"] != 0:
            T.wait_log_beyond(page, len(record["actions"]))
            continue
        P.assert_private_view(page, state, 0)
        if state["round"] == "blue":
            action, _ = P.choose(state, set())
            P.click_action(page, state, action)
        else:
            if state["phase"] == "play":
                expect(page.locator(".pap-layout .pap-spot")).to_have_count(11)  # 2 plates, 4 sequences, 4 sign slots, centre
                if any(a.split()[0] in ("place", "sign") for a in PAP.legal_actions(state)) and not state["cat"]:
                    expect(page.locator(".pap-must")).to_contain_text("so you must")
            action, met = P.choose_orange(state, wanted)
            P.click_orange(page, state, action)
            wanted.discard(met)
            orange_clicks += 1
            if orange_clicks == 3 and not reloaded:  # reload during the orange round: it resumes
                before = len(T.saved_record(page)["actions"])
                lines = log_lines(page)
                reload(page)
                expect(page.locator(".pap-layout")).to_be_visible(timeout=T.STEP_MS)
                expect(page.locator('section.play[data-game="papillon"] h2 small')).to_contain_text("orange round")
                assert log_lines(page)[:before] == lines[:before]
                reloaded = True
        clicks += 1
        assert clicks < 150
    assert reloaded and orange_clicks >= 3 and clicks > orange_clicks  # the blue round ended by clicks
    states = replay(PAP, record)
    orange_moves = [a for st, a in zip(states, record["actions"]) if st["round"] == "orange"]
    faces = [int(a.split()[1]) % 58 for a in orange_moves if a.split()[0] in ("place", "sign", "centre")]
    seen = {"chat": 57 in faces, "sign": any(a.startswith("sign ") for a in orange_moves), "chenille": 54 in faces}
    dialog = page.locator('[data-dialog="end"]')
    expect(dialog).to_be_visible(timeout=T.STEP_MS)
    out = PAP.outcome(state)
    expect(dialog.locator(".reason")).to_have_text(say(out["reason"]))
    labels = dialog.locator("table.breakdown tbody tr th").all_inner_texts()
    for label in ("Blue score (side)", "Orange score (player)", "Game score (blue − orange)"):
        assert label in labels, label
    final = page.locator(".pap-final tbody tr")
    expect(final).to_have_count(3)
    game_score = state["results"]["game"]
    for i in range(3):
        cells = final.nth(i).locator("td").all_inner_texts()
        assert cells == [str(game_score["blue"][i]), str(game_score["orange"][i]), str(game_score["totals"][i]).replace("-", "−")]
    assert T.log_count(page) == len(record["actions"])
    assert all(seen.values()), f"orange round without {[k for k, v in seen.items() if not v]} (person still wanted {wanted})"


def test_five_computers_finish_a_full_game_by_themselves(shared_page):
    """Five Easy computers at the Instant pace: the new-game form starts their full game and
    they play; then a saved full game of theirs, three moves before its blue round ends, is
    played on by them through the change of round and the whole orange round (a blue round's
    end by five computers is the test above's), and the end screen shows blue, orange and the
    difference per side."""
    page = shared_page
    T.reduce_motion(page)
    T.start_table(page, "papillon", ["bot:easy"] * 5, options={"round": "full"})
    T.set_pace(page, "instant")
    T.wait_log_beyond(page, 2)  # the computers play the game the form started
    started = T.saved_record(page)
    assert started["options"]["round"] == "full" and len(started["players"]) == 5
    late = before_orange({"players": 5, "round": "full"}, [{"kind": "bot", "level": "easy"}] * 5, 3)
    T.open_record(page, late, "late-five-full")
    T.wait_over(page, timeout=240_000)
    dialog = page.locator('[data-dialog="end"]')
    expect(dialog).to_be_visible(timeout=T.STEP_MS)
    game, state, record = T.engine_state(page)
    assert state["over"] and state["n"] == 5 and state["round"] == "orange"
    states = replay(PAP, record)
    assert states[0]["round"] == "blue"  # both rounds were played
    assert states[len(late["actions"])]["round"] == "blue"  # the computers on the page changed the round
    assert T.log_count(page) == len(record["actions"])
    heads = page.locator(".pap-final thead th").all_inner_texts()
    assert heads[1:] == ["Blue", "Orange", "Game (blue − orange)"]
    rows = page.locator(".pap-final tbody tr")
    expect(rows).to_have_count(len(state["sides"]))
    game_score = state["results"]["game"]
    for i in range(len(state["sides"])):
        blue, orange, total = (int(c.replace("−", "-")) for c in rows.nth(i).locator("td").all_inner_texts())
        assert blue - orange == total
        assert [blue, orange, total] == [game_score["blue"][i], game_score["orange"][i], game_score["totals"][i]]


def test_orange_round_played_with_the_keyboard(shared_page):
    """Tab to a hand card, Enter selects it; Tab to its "Play here" button (a real button named
    after the card and the place), Enter lays the card."""
    page = shared_page
    rec = P.record(3, ["human", "bot:easy"], options={"round": "orange"})  # seed 3: the person begins
    T.open_record(page, rec, "pap-3")
    expect(page.locator(".pap-layout")).to_be_visible(timeout=T.STEP_MS)
    game, state, record = T.engine_state(page)
    assert state["turn"] == 0 and state["phase"] == "play"
    action = next(a for a in PAP.legal_actions(state) if a.startswith("place ") and KIND[int(a.split()[1]) % DECK_SIZE] != "knife")
    card = action.split()[1]
    focused = "() => document.activeElement && document.activeElement.getAttribute(%r)"
    for _ in range(120):
        if page.evaluate(focused % "data-ui") == f"sel {card}":
            break
        page.keyboard.press("Tab")
    else:
        raise AssertionError(f"could not Tab to hand card {card}")
    page.keyboard.press("Enter")
    expect(page.locator(f'.pap-hand [data-ui="sel {card}"]')).to_have_attribute("aria-pressed", "true", timeout=T.STEP_MS)
    here = page.locator(".pap-here")
    assert here.count() >= 1
    for i in range(here.count()):  # every spot button is a real button with a name saying what it does
        assert here.nth(i).evaluate("e => e.tagName") == "BUTTON"
        expect(here.nth(i)).to_have_accessible_name(re.compile(r"^Play .+ (on|in) .+"))
    for _ in range(120):
        if page.evaluate(focused % "data-action") == action:
            break
        page.keyboard.press("Tab")
    else:
        raise AssertionError(f"could not Tab to {action!r}")
    page.keyboard.press("Enter")
    T.wait_log_beyond(page, 0, T.STEP_MS)
    game, state, record = T.engine_state(page)
    assert record["actions"][0] == action
