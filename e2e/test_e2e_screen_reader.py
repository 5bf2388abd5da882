"""Playing without sight or a mouse (issue 26): moves made with the keyboard on controls found
by their role and accessible name only, the live region read to learn what the computer did,
and the focus kept on the board or the hand after every move.

Which move to make is the test's choice (the engine's legal list: a player would pick one by
ear); how it is made is a person's: focus the control by its name, press Enter (or Space).
"""
from __future__ import annotations

import re

import lep_driver as L
import pond_driver as d
import table_driver as T
from playwright.sync_api import expect
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)

from vivarium.core.bots import GreedyBot
from vivarium.games import GAMES

MOVES = 10


def heard(page):
    return page.locator("#announcer").text_content() or ""


def press(page, role_locator, key="Enter"):
    """Focus a control found by role and name, and press a key on it (no click)."""
    expect(role_locator).to_have_count(1, timeout=T.STEP_MS)
    role_locator.focus()
    page.keyboard.press(key)


def focus_in_play(page):
    return page.evaluate("() => !!document.activeElement && !!document.activeElement.closest('.board-wrap, [data-hand]')")


def my_turn_words(page, me):
    """Wait until the live region says it is my turn again (or the game ended); its words."""
    page.wait_for_function("me => { const t = document.getElementById('announcer').textContent;"
                           " return t.endsWith(me + ' to play.') || t.includes('Game over'); }", arg=me, timeout=T.BOT_MS)
    return heard(page)


def choose(game_id, page, seat=0, seed=0):
    game, state, _record = T.engine_state(page)
    return GreedyBot(samples=1).choose(GAMES[game_id], GAMES[game_id].view(state, seat), seat, seed)


def pond_square(page, name):
    """A Pond square by its accessible name ("c3: …"): role button while it can act."""
    return page.get_by_role("button", name=re.compile(rf"^{name}: "))


def test_pond_ten_moves_by_keyboard_hearing_the_computer(page, boot):
    page.set_viewport_size({"width": 1280, "height": 800})
    boot(page)
    d.start_game(page, "human", "bot:easy", variant="small", first="light")
    T.set_pace(page, "instant")
    me = "Light (You)"
    expect(page.locator("#announcer")).to_have_text(f"{me} to play.", timeout=T.STEP_MS)
    page.keyboard.press("b")  # b: to the board
    assert focus_in_play(page)
    made = 0
    while made < MOVES:
        action = choose("pond", page, 0, made)
        parts = action.split()
        before = T.log_count(page)
        if parts[0] == "place":
            press(page, pond_square(page, parts[1]))
        else:
            press(page, pond_square(page, parts[1]))  # pick the piece…
            expect(page.locator(f'[data-sq="{parts[1]}"]')).to_have_class(re.compile(r"\bselected\b"), timeout=T.STEP_MS)
            press(page, pond_square(page, parts[2]), key=" ")  # …and its destination (Space works too)
        page.wait_for_function("n => document.querySelectorAll('.log li.step').length > n", arg=before, timeout=T.STEP_MS)
        made += 1
        if page.locator('section.play[data-over="1"]').count():
            expect(page.locator("#announcer")).to_contain_text("Game over")
            break
        assert focus_in_play(page), f"move {made}: the focus left the board ({page.evaluate('document.activeElement.outerHTML.slice(0, 80)')})"
        words = my_turn_words(page, me)
        if "Game over" in words:
            break
        # what the computer did, in words: its move is the log's newest line
        newest = page.locator(".log li.step").first.text_content()
        assert words.startswith("Dark") and newest.strip() in words, (words, newest)
    assert made >= MOVES or page.locator('section.play[data-over="1"]').count() == 1


def lep_game(page):
    """You against an Easy computer on five rows (a longer game: ten moves of yours fit)."""
    L.start_game(page, "human", "bot:easy", first="light", rows="5")


def test_lepidoptery_ten_moves_by_keyboard_hearing_the_computer(page, boot):
    page.set_viewport_size({"width": 1280, "height": 800})
    boot(page)
    lep_game(page)
    T.set_pace(page, "instant")
    me = "Light (You)"
    expect(page.locator("#announcer")).to_contain_text(f"{me} to play.", timeout=T.STEP_MS)
    made = 0
    while made < MOVES:
        words = my_turn_words(page, me)
        if "Game over" in words:
            break
        if made:  # what the computer did came in words before it was my turn
            assert "Dark" in words, words
        action = choose("lepidoptery", page, 0, made)
        before = T.log_count(page)
        if action == "pass":
            press(page, page.get_by_role("button", name="Pass & Refresh", exact=True))
        else:
            page.keyboard.press("h")  # h: to the hand
            assert page.evaluate("() => !!document.activeElement.closest('[data-hand]')")
            combo = L.parse_action(action)
            hand = L.hand_on_page(page)
            used = set()
            for rank in combo.naturals:  # each card by its name (its rank), pressed with the keyboard
                i = next(i for i, r in enumerate(hand) if r == rank and i not in used)
                used.add(i)
                cards = page.locator("[data-hand]").get_by_role("button", name=str(rank), exact=True)
                press(page, cards.nth(sum(1 for j in used if hand[j] == rank) - 1) if cards.count() > 1 else cards)
            if combo.joker is not None:
                press(page, page.locator("[data-hand]").get_by_role("button", name="Joker", exact=True))
            play = page.locator(f'.choices [data-action="{action}"]')
            name = play.get_attribute("aria-label") or play.text_content().strip()
            press(page, page.locator(".choices").get_by_role("button", name=name, exact=True))
        page.wait_for_function("n => document.querySelectorAll('.log li.step').length > n", arg=before, timeout=T.STEP_MS)
        made += 1
        if page.locator('section.play[data-over="1"]').count():
            expect(page.locator("#announcer")).to_contain_text("Game over")  # the result is said; the focus goes to it
            break
        assert focus_in_play(page), f"move {made}: the focus left the board and the hand ({page.evaluate('document.activeElement.outerHTML.slice(0, 120)')})"
    assert made >= MOVES or page.locator('section.play[data-over="1"]').count() == 1


def test_the_keys_help_opens_with_a_key_and_skip_links_reach_the_board(page, boot):
    page.set_viewport_size({"width": 375, "height": 740})
    boot(page)
    d.start_game(page, "human", "bot:easy", variant="small", first="light")
    T.set_pace(page, "instant")
    page.locator("body").press("?")
    dialog = page.get_by_role("dialog", name="Keys")
    expect(dialog).to_be_visible(timeout=T.STEP_MS)
    expect(dialog.get_by_role("button", name="Close")).to_be_focused()
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    # the first Tab stop of the table is its skip link to the board
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.locator("section.play").evaluate("el => { el.setAttribute('tabindex', '-1'); el.focus(); el.removeAttribute('tabindex'); }")
    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name="Skip to the board")).to_be_focused()
    page.keyboard.press("Enter")
    assert focus_in_play(page)
    # u undoes: a move made by keyboard and the computer's answer, taken back together
    press(page, pond_square(page, "c3"))
    d.wait_log(page, 2, timeout=T.BOT_MS)
    expect(page.locator("#announcer")).to_contain_text("Light (You) to play.", timeout=T.STEP_MS)
    page.keyboard.press("u")
    d.wait_log(page, 0)
    expect(page.locator("#announcer")).to_contain_text("Taken back.")
