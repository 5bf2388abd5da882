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

from vivarium.core.bots import GreedyBot
from vivarium.games import GAMES

MOVES = 10


def heard(page):
    """Everything the live region still holds (its last few sentences), in order."""
    return " ".join(page.locator("#announcer p").all_text_contents())


def latest(page):
    """The live region's newest sentence."""
    return page.locator("#announcer p").last.text_content() if page.locator("#announcer p").count() else ""


def press(page, role_locator, key="Enter"):
    """Focus a control found by role and name, and press a key on it (no click)."""
    expect(role_locator).to_have_count(1, timeout=T.STEP_MS)
    role_locator.focus()
    page.keyboard.press(key)


def focus_in_play(page):
    return page.evaluate("() => !!document.activeElement && !!document.activeElement.closest('.board-wrap, [data-hand]')")


def my_turn_words(page, me):
    """Wait until the live region says it is my turn again (or the game ended); its words."""
    page.wait_for_function("me => { const t = (document.querySelector('#announcer p:last-child') || {}).textContent || '';"
                           " return t.endsWith(me + ' to play.') || t.includes('Game over'); }", arg=me, timeout=T.BOT_MS)
    return latest(page)


def rematch(page):
    """The game ended before ten moves: the result was said; Rematch, by its name and a key."""
    expect(page.locator("#announcer")).to_contain_text("Game over", timeout=T.STEP_MS)
    press(page, page.get_by_role("button", name="Rematch", exact=True).first)
    expect(page.locator('section.play[data-over="0"]')).to_have_count(1, timeout=T.STEP_MS)


def choose(game_id, page, seat=0, seed=0):
    game, state, _record = T.engine_state(page)
    return GreedyBot(samples=1).choose(GAMES[game_id], GAMES[game_id].view(state, seat), seat, seed)


def pond_square(page, name):
    """A Pond square by its accessible name ("c3: …"): role button while it can act."""
    return page.get_by_role("button", name=re.compile(rf"^{name}: "))


def test_pond_ten_moves_by_keyboard_hearing_the_computer(shared_page):
    page = shared_page
    page.set_viewport_size({"width": 1280, "height": 800})
    d.start_game(page, "human", "bot:easy", variant="small", first="light")
    T.set_pace(page, "instant")
    me = "Light (You)"
    expect(page.locator("#announcer p").last).to_have_text(f"{me} to play.", timeout=T.STEP_MS)
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
            rematch(page)
            continue
        assert focus_in_play(page), f"move {made}: the focus left the board ({page.evaluate('document.activeElement.outerHTML.slice(0, 80)')})"
        words = my_turn_words(page, me)
        if "Game over" in words:
            rematch(page)
            continue
        # what the computer did, in words: its move is the log's newest line
        newest = page.locator(".log li.step").first.text_content()
        assert words.startswith("Dark") and newest.strip() in heard(page), (words, newest, heard(page))
    assert made >= MOVES


def lep_game(page):
    """You against an Easy computer on five rows (a longer game: ten moves of yours fit)."""
    L.start_game(page, "human", "bot:easy", first="light", rows="5")


def test_lepidoptery_ten_moves_by_keyboard_hearing_the_computer(shared_page):
    page = shared_page
    page.set_viewport_size({"width": 1280, "height": 800})
    lep_game(page)
    T.set_pace(page, "instant")
    me = "Light (You)"
    expect(page.locator("#announcer")).to_contain_text(f"{me} to play.", timeout=T.STEP_MS)
    made = 0
    while made < MOVES:
        words = my_turn_words(page, me)
        if "Game over" in words:
            rematch(page)
            continue
        if made and page.locator(".log li.step").count():  # what the computer did came in words before it was my turn
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
                press_named(page, f'[data-hand] [data-ui="toggle {i}"]')
            if combo.joker is not None:
                press_named(page, '[data-hand] [data-ui="toggle J"]')
            press_named(page, f'.choices [data-action="{action}"]')
        page.wait_for_function("n => document.querySelectorAll('.log li.step').length > n", arg=before, timeout=T.STEP_MS)
        made += 1
        if page.locator('section.play[data-over="1"]').count():
            rematch(page)  # the result is said; the focus went to it
            continue
        assert focus_in_play(page), f"move {made}: the focus left the board and the hand ({page.evaluate('document.activeElement.outerHTML.slice(0, 120)')})"
    assert made >= MOVES


def test_the_keys_help_opens_with_a_key_and_skip_links_reach_the_board(shared_page):
    page = shared_page
    page.set_viewport_size({"width": 375, "height": 740})
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


# ---- the other three games: each control found by its role and name, pressed with the keyboard

def press_named(page, css, key="Enter"):
    """The control that ``css`` points at (the test's choice of move), found again by its role
    and accessible name only, focused and pressed with a key."""
    for _attempt in range(20):  # (a redraw may land between reading the name and finding it)
        el = page.locator(css).first
        expect(el).to_have_count(1, timeout=T.STEP_MS)
        # its role and name as assistive technology gets them (Playwright's accessibility snapshot)
        line = el.aria_snapshot().splitlines()[0].strip()
        snap = re.match(r"- ('?)(\w+) \"([^\"]*)\"", line)  # - button "name", or YAML-quoted: - 'button "a: b"'
        assert snap and snap.group(2) == "button" and snap.group(3), (css, line)
        name = snap.group(3).replace("''", "'") if snap.group(1) else snap.group(3)
        named = page.locator("section.play").get_by_role("button", name=name, exact=True)
        if named.count():
            break
        page.wait_for_timeout(100)
    index = named.evaluate_all("(els, target) => els.indexOf(target)", el.element_handle()) if named.count() > 1 else 0
    press(page, named.nth(max(index, 0)) if named.count() > 1 else named, key)


def keyboard_game(page, game_id, seats, act, options=None, me="You"):
    """Ten of the person's moves by keyboard (``act(page, state)`` makes one step), hearing the
    computers' moves in the live region between them; the focus stays in play."""
    page.set_viewport_size({"width": 1280, "height": 800})
    T.start_table(page, game_id, seats, options=options)
    T.set_pace(page, "instant")
    turns = steps = 0
    last_seat_moves = None
    while turns < MOVES:
        page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
        game, state, record = T.engine_state(page)
        if game.outcome(state) is not None:
            rematch(page)
            last_seat_moves = None
            continue
        if game.actor(state) != 0:
            T.wait_log_beyond(page, len(record["actions"]))
            continue
        words = heard(page)
        assert "to play" in words or "Pass" in words or words, words
        if last_seat_moves is not None and len(record["actions"]) > last_seat_moves:
            # the computers moved since my last step: the live region said so, in words
            newest = page.locator(".log li.step").first.text_content().strip()
            assert newest.rstrip(".") in words, (newest, words)
            turns += 1
        before = len(record["actions"])
        act(page, state, steps)
        T.wait_log_beyond(page, before, T.STEP_MS)
        steps += 1
        last_seat_moves = before + 1
        assert focus_in_play(page) or page.locator('section.play[data-over="1"]').count(), \
            f"{game_id} step {steps}: the focus left the board and the hand ({page.evaluate('document.activeElement.outerHTML.slice(0, 100)')})"
        assert steps < 200
    assert turns >= MOVES, (game_id, turns)


def hexapod_step(page, state, i):
    action = choose("hexapod", page, 0, i)
    parts = action.split()
    if parts[0] == "draw":
        press_named(page, f'.hx-stack[data-stack="{parts[1]}"] [data-action="{action}"]')
    elif parts[0] == "coin":
        press_named(page, f'.hx-stack[data-stack="{parts[1]}"] [data-ui="coin {parts[1]}"]')
        press_named(page, f'.hx-stack[data-stack="{parts[2]}"] [data-action="{action}"]')
    elif parts[0] == "place":
        if page.locator(f'.hx-mine [data-ui="card {parts[1]}"]').get_attribute("aria-pressed") != "true":
            press_named(page, f'.hx-mine [data-ui="card {parts[1]}"]')
            expect(page.locator(f'.hx-mine [data-ui="card {parts[1]}"]')).to_have_attribute("aria-pressed", "true", timeout=T.STEP_MS)
        press_named(page, f'.hx-mine .hx-target[data-action="{action}"]', key=" ")
    elif parts[0] == "pass":
        if page.locator('.hx-actions [data-ui="pass?"]').count():
            press_named(page, '.hx-actions [data-ui="pass?"]')
        press_named(page, '.hx-actions [data-action="pass"]')
    else:
        press_named(page, f'.hx-actions [data-action="{action}"]')


def arctic_step(page, state, i):
    import random

    import arctic_driver as A

    action = A.choose(state, random.Random(i))
    words = action.split()
    if words[0] == "place":
        mode = words[2] if len(words) == 3 else "top"
        fox = page.locator(f'[data-ui="fox {mode}"]')
        if fox.count() and fox.get_attribute("aria-pressed") != "true":
            press_named(page, f'[data-ui="fox {mode}"]')
    elif words[0] == "swap":
        press_named(page, f'[data-ui="pick {words[1]}"]')
    css = f'button[data-action="{action}"]' if page.locator(f'button[data-action="{action}"]').count() else f'[data-action="{action}"]'
    press_named(page, css)


def papillon_step(page, state, i):
    import papillon_driver as P

    action, _kind = P.choose(state, set())
    verb = action.split()[0]
    if verb in P.CAPTURES or verb in ("papillon", "chrysalide"):
        card = P.action_info(state["hands"][state["turn"]], state["table"], action)["played"][0]
        press_named(page, f'.pap-hand [data-ui="sel {card}"]')
        expect(page.locator(f'.pap-hand [data-ui="sel {card}"]')).to_have_attribute("aria-pressed", "true", timeout=T.STEP_MS)
        if not page.locator(f'[data-action="{action}"]').count():
            press_named(page, '[data-ui="all"]')
    press_named(page, f'[data-action="{action}"]')


def test_hexapod_ten_turns_by_keyboard_hearing_the_computer(shared_page):
    keyboard_game(shared_page, "hexapod", ["human", "bot:easy"], hexapod_step)


def test_arctic_ten_turns_by_keyboard_hearing_the_computer(shared_page):
    keyboard_game(shared_page, "arctic", ["human", "bot:easy"], arctic_step, options=None)


def test_papillon_ten_turns_by_keyboard_hearing_two_computers(shared_page):
    keyboard_game(shared_page, "papillon", ["human", "bot:easy", "bot:easy"], papillon_step)
