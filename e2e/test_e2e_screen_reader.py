"""Playing without sight or a mouse (issues 26 and 41): a whole game of each of the five games
with the keyboard, on controls found by their role and accessible name only (as a screen
reader's "find" reaches them; nothing is clicked); after every key the focus is somewhere
(never the page's body), after every move it is on the board or the hand; every sentence
given to the live region is recorded, and each step of the log was said exactly once, with
nothing said that is not a new step (a selection, a repeated turn line), and the result.

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

FOCUSED = "() => { const a = document.activeElement; return !!a && !['BODY', 'HTML'].includes(a.tagName); }"
# every sentence the live region is given, in order (it keeps only the last few itself)
LISTEN = """() => { window.heardAll = []; const box = document.getElementById('announcer');
  if (window.heardBy) window.heardBy.disconnect();  // the page is shared: one listener at a time
  window.heardBy = new MutationObserver(ms => ms.forEach(m => m.addedNodes.forEach(n => { if (n.nodeType === 1) window.heardAll.push(n.textContent); })));
  window.heardBy.observe(box, {childList: true}); }"""


def heard(page):
    """Everything the live region still holds (its last few sentences), in order."""
    return " ".join(page.locator("#announcer p").all_text_contents())


def latest(page):
    """The live region's newest sentence."""
    return page.locator("#announcer p").last.text_content() if page.locator("#announcer p").count() else ""


def press(page, role_locator, key="Enter"):
    """Focus a control found by role and name, and press a key on it (no click); after the
    key the focus is somewhere, never on the page's body."""
    expect(role_locator).to_have_count(1, timeout=T.STEP_MS)
    role_locator.focus()
    page.keyboard.press(key)
    assert page.evaluate(FOCUSED), f"after {key} on {role_locator}: the focus fell to the body"


def focus_in_play(page):
    return page.evaluate("() => !!document.activeElement && !!document.activeElement.closest('.board-wrap, [data-hand]')")


FIXED_DEAL = 11  # the seed of the deal of the games whose length varies most


def choose(game_id, page, seat=0, seed=0):
    game, state, _record = T.engine_state(page)
    return GreedyBot(samples=1).choose(GAMES[game_id], GAMES[game_id].view(state, seat), seat, seed)


def pond_square(page, name):
    """A Pond square by its accessible name ("c3: …"): role button while it can act."""
    return page.get_by_role("button", name=re.compile(rf"^{name}: "))


class Ear:
    """What a listener heard, checked against the log after every move: each new step of the
    log was said exactly once, and what was said beside the steps is no noise: at most one
    line that names no new step (whose turn it is, who is thinking), never a repeat of the
    line before it (a selection, a computer's next step)."""

    HEARD = "() => [window.heardAll, [...document.querySelectorAll('.log li.step')].map(li => [li.value, li.textContent])]"

    def __init__(self, page):
        self.page = page
        page.evaluate(LISTEN)
        self.sentences = 0
        self.ply = 0
        self.last = None

    def check(self, where):
        page = self.page
        heard_all, steps = page.evaluate(self.HEARD)  # both at one moment: no redraw between them
        new_heard = heard_all[self.sentences:]
        new_steps = [text.strip().rstrip(".") for ply, text in sorted(steps) if ply > self.ply]
        self.sentences, self.ply = len(heard_all), max([self.ply] + [ply for ply, _ in steps])
        for text in set(new_steps):  # two identical steps (two draws from the pile) are said twice
            # a step said whole: its text ends there (another step may begin with the same words)
            whole = re.compile(re.escape(text) + r"[.!?…]*(?=\s|$)")
            times = sum(len(whole.findall(sentence)) for sentence in new_heard)
            assert times == new_steps.count(text), f"{where}: the step {text!r} was said {times} times: {new_heard}"
        bare = [sentence for sentence in new_heard if not any(text in sentence for text in new_steps)]  # (a prefix is enough here)
        assert len(bare) <= 1, f"{where}: said without a new step (noise): {bare} (steps {new_steps})"
        for sentence in new_heard:
            assert sentence not in bare or sentence != self.last, f"{where}: the same line said again: {sentence!r}"
            self.last = sentence
        return new_heard


def whole_game(page, game_id, seats, act, options=None, size=(1280, 800), record=None):
    """A whole game by keyboard: ``act(page, state, i)`` makes the person's next step with
    keys on controls found by role and name. After every key the focus is somewhere; after
    every move it is in play (board or hand); each step of the log is said once (``Ear``);
    the result is said at the end. With ``record`` (a saved game at its start), that deal is
    played instead of a new one from the form: the same game on every run."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    ear = Ear(page)  # listening from the start: a computer may move first, at once
    if record is None:
        T.start_table(page, game_id, seats, options=options)
    else:
        T.open_record(page, record, f"keys-{game_id}")
        ear.ply = len(record["actions"])  # the steps already played are shown, not said again
    T.set_pace(page, "instant")
    steps = 0
    while True:
        page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
        game, state, record = T.engine_state(page)
        ear.check(f"{game_id} after {len(record['actions'])} actions")
        if game.outcome(state) is not None:
            break
        if game.actor(state) != 0:
            T.wait_log_beyond(page, len(record["actions"]))
            continue
        before = len(record["actions"])
        act(page, state, steps)
        T.wait_log_beyond(page, before, T.STEP_MS)
        steps += 1
        assert focus_in_play(page) or page.locator('section.play[data-over="1"]').count(), \
            f"{game_id} step {steps}: the focus left the board and the hand ({page.evaluate('document.activeElement.outerHTML.slice(0, 100)')})"
        assert steps < 300
    expect(page.locator("#announcer")).to_contain_text("Game over", timeout=T.STEP_MS)
    assert page.evaluate(FOCUSED)
    print(f"{game_id}: {steps} steps of the person, {len(record['actions'])} actions in all")
    return steps


def pond_step(page, state, i):
    action = choose("pond", page, 0, i)
    parts = action.split()
    press(page, pond_square(page, parts[1]))  # the square to place on, or the piece to move…
    if parts[0] != "place":
        expect(page.locator(f'[data-sq="{parts[1]}"]')).to_have_class(re.compile(r"\bselected\b"), timeout=T.STEP_MS)
        press(page, pond_square(page, parts[2]), key=" ")  # …and its destination (Space works too)


def test_pond_a_whole_game_by_keyboard(shared_page):
    assert whole_game(shared_page, "pond", ["human", "bot:easy"], pond_step, options={"variant": "small"}) >= 5


def lep_step(page, state, i):
    action = choose("lepidoptery", page, 0, i)
    if action == "pass":
        press(page, page.get_by_role("button", name="Pass & Refresh", exact=True))
        return
    page.keyboard.press("h")  # h: to the hand
    assert page.evaluate("() => !!document.activeElement.closest('[data-hand]')")
    combo = L.parse_action(action)
    hand = L.hand_on_page(page)
    used = set()
    for rank in combo.naturals:  # each card by its name (its rank), pressed with the keyboard
        at = next(n for n, r in enumerate(hand) if r == rank and n not in used)
        used.add(at)
        press_named(page, f'[data-hand] [data-ui="toggle {at}"]')
    if combo.joker is not None:
        press_named(page, '[data-hand] [data-ui="toggle J"]')
    press_named(page, f'.choices [data-action="{action}"]')


def test_lepidoptery_a_whole_game_by_keyboard(shared_page):
    # A fixed deal: about one random deal in forty ends within four of the person's steps.
    start = T.greedy_record("lepidoptery", {}, plies=0, seed=FIXED_DEAL)
    assert whole_game(shared_page, "lepidoptery", ["human", "bot:easy"], lep_step, record=start) >= 5


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
    verb, words = action.split()[0], action.split()
    cat = state.get("cat")
    answering = cat is not None and cat["stage"] == "before" and cat["victim"] == state["turn"]
    if state.get("round") == "orange" and verb in ("place", "sign", "centre") and not answering:
        press_named(page, f'.pap-hand [data-ui="sel {words[1]}"]')  # the card, then where it goes
        expect(page.locator(f'.pap-hand [data-ui="sel {words[1]}"]')).to_have_attribute("aria-pressed", "true", timeout=T.STEP_MS)
    elif verb in P.CAPTURES or verb in ("papillon", "chrysalide"):
        card = P.action_info(state["hands"][state["turn"]], state["table"], action)["played"][0]
        press_named(page, f'.pap-hand [data-ui="sel {card}"]')
        expect(page.locator(f'.pap-hand [data-ui="sel {card}"]')).to_have_attribute("aria-pressed", "true", timeout=T.STEP_MS)
        if not page.locator(f'[data-action="{action}"]').count():
            press_named(page, '[data-ui="all"]')
    press_named(page, f'[data-action="{action}"]')


def test_hexapod_a_whole_game_by_keyboard(shared_page):
    # A fixed deal: a Spider may come up early, and one deal in sixty ends after four of the
    # person's steps (the suite once failed on such a deal); this one is a full game.
    start = T.greedy_record("hexapod", {}, plies=0, seed=FIXED_DEAL)
    T.reduce_motion(shared_page)  # (Pond and Lepidoptery above keep the motion)
    assert whole_game(shared_page, "hexapod", ["human", "bot:easy"], hexapod_step, record=start) >= 5


def test_arctic_a_whole_game_by_keyboard(shared_page):
    T.reduce_motion(shared_page)
    assert whole_game(shared_page, "arctic", ["human", "bot:easy"], arctic_step) >= 5


def test_papillon_a_whole_game_by_keyboard_on_a_phone_with_four_computers(shared_page):
    """Five seats, the most the game has: fewer turns of the person's, more to hear."""
    T.reduce_motion(shared_page)
    assert whole_game(shared_page, "papillon", ["human"] + ["bot:easy"] * 4, papillon_step, size=(375, 740)) >= 5
