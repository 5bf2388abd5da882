"""Helpers for driving Pond in the browser like a player, and for computing games with the engine.

Imported by the e2e tests as ``import pond_driver`` (pytest puts e2e/ on sys.path because it has
no __init__.py). Everything here acts through the page the way a person would: clicks on squares
and buttons, keys on focused squares. Nothing calls into Python inside the page.
"""
from __future__ import annotations

import json
import random
import re

import pytest

from conftest import watch_problems
from playwright.sync_api import Page, expect

from vivarium.core.bots import GreedyBot
from vivarium.games import GAMES

POND = GAMES["pond"]
STEP_MS = 10_000  # one click/keypress -> re-render; generous for a loaded CI machine
BOT_MS = 30_000  # a bot's answer (easy/hard levels take 0.5-1.5 s; slack for slow machines)
SAVE_PREFIX = "vivarium.v1.save."
CURRENT_KEY = "vivarium.v1.current"
KEPT_PREFIX = "vivarium.kept."


# ---------------------------------------------------------------- engine side (CPython)

def greedy_game(seed: int, variant: str = "small", first: str = "light", max_plies: int = 200):
    """Play GreedyBot vs GreedyBot in CPython; return ``(actions, final_state, outcome)``."""
    options = POND.normalize_options({"variant": variant, "first": first})
    state = POND.setup(options, seed)
    rng = random.Random(seed)
    bot = GreedyBot()
    actions = []
    while POND.outcome(state) is None and len(actions) < max_plies:
        seat = POND.actor(state)
        action = bot.choose(POND, POND.view(state, seat), seat, rng.getrandbits(63))
        actions.append(action)
        state = POND.apply(state, action)
    return actions, state, POND.outcome(state)


def short_decisive_game(seeds=range(1, 60)):
    """The shortest seeded greedy game (CPython, well under a second to search) that ends in a win,
    not a draw, and uses at least two moves as well as Egg placements, so a browser test replays
    both kinds of action. Deterministic: same seeds, same game."""
    best = None
    for seed in seeds:
        actions, state, outcome = greedy_game(seed, max_plies=60)
        if not outcome or outcome["result"] != "win" or sum(a.startswith("move") for a in actions) < 2:
            continue
        if best is None or len(actions) < len(best[0]):
            best = (actions, state, outcome)
    assert best is not None, "no short decisive greedy game found"
    return best


def replay(actions, variant: str = "small", first: str = "light"):
    """States after each action (list of len(actions) + 1) for a game started with ``first``."""
    state = POND.setup(POND.normalize_options({"variant": variant, "first": first}), 0)
    states = [state]
    for a in actions:
        state = POND.apply(state, a)
        states.append(state)
    return states


# ---------------------------------------------------------------- page side

def open_form(page: Page, game_id: str):
    """From any screen with a "New game" button for ``game_id``: the new-game form, its folded
    parts (the seats and names, more options) unfolded as a player would (they stay so)."""
    page.locator(f'[data-cmd="new {game_id}"]').first.click()
    form = page.locator("#setup-form")
    expect(form).to_be_visible(timeout=STEP_MS)
    folded = form.locator("details:not([open]) > summary")
    while folded.count():
        folded.first.click()
    return form


def start_game(page: Page, seat0="human", seat1="human", variant="small", first="light", best_of=None):
    """From any screen with a "New game" button for Pond: fill in the setup form and start."""
    form = open_form(page, "pond")
    form.locator('select[name="seat0"]').select_option(seat0)
    form.locator('select[name="seat1"]').select_option(seat1)
    form.locator('select[name="variant"]').select_option(variant)  # re-renders (change event)
    if best_of is not None:
        form.locator('select[name="best_of"]').select_option(str(best_of))
    form.locator('select[name="first"]').select_option(first)
    # the form is re-rendered after every change: check the values stuck before starting
    expect(form.locator('select[name="seat0"]')).to_have_value(seat0)
    expect(form.locator('select[name="seat1"]')).to_have_value(seat1)
    expect(form.locator('select[name="variant"]')).to_have_value(variant)
    expect(form.locator('select[name="first"]')).to_have_value(first)
    page.locator('[data-cmd="start"]').click()
    expect(page.locator("section.play")).to_be_visible(timeout=STEP_MS)


def log_lines(page: Page) -> list[str]:
    """The game log, one line per action, oldest first (the page shows the newest turn first;
    each action is an ``li.step`` numbered by its ply)."""
    steps = page.eval_on_selector_all(
        ".log li.step", "els => els.map(e => [Number(e.getAttribute('value')), e.textContent.trim()])"
    )
    return [text for _, text in sorted(steps)]


def log_count(page: Page) -> int:
    return page.locator(".log li.step").count()


def wait_log(page: Page, n: int, timeout: float = STEP_MS):
    expect(page.locator(".log li.step")).to_have_count(n, timeout=timeout)


def board(page: Page) -> dict[str, str]:
    """``{"c3": "light egg", ...}`` for every occupied square (ghosts of scored pieces excluded)."""
    return page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('.pond-board [data-sq]')].flatMap(sq => {
              const p = sq.querySelector('g.piece:not(.ghost)');
              if (!p) return [];
              const cls = p.getAttribute('class').split(/\\s+/);
              const owner = cls.includes('light') ? 'light' : (cls.includes('dark') ? 'dark' : '?');
              const stage = ['egg', 'tadpole', 'frog'].find(s => cls.includes(s)) || '?';
              return [[sq.getAttribute('data-sq'), owner + ' ' + stage]];
           }))"""
    )


def engine_board(state) -> dict[str, str]:
    """The same mapping as :func:`board`, from an engine state."""
    from vivarium.games.pond.rules import GEOMETRY, OWNER, SYMBOL

    geo = GEOMETRY[state["size"]]
    names = ("light", "dark")
    stages = ("egg", "tadpole", "frog")
    return {geo.names[i]: f"{names[OWNER[v]]} {stages[SYMBOL[v]]}" for i, v in enumerate(state["board"]) if v}


def square(page: Page, name: str):
    return page.locator(f'.pond-board [data-sq="{name}"]')


def click_action(page: Page, action: str):
    """Play ``action`` the way a person does: click the square (place) or origin then target (move).
    Waits for the log to grow by one line."""
    before = log_count(page)
    parts = action.split()
    if parts[0] == "place":
        sq = square(page, parts[1])
        expect(sq).to_have_attribute("data-action", action, timeout=STEP_MS)
        sq.click()
    else:
        _, frm, to = parts
        origin = square(page, frm)
        expect(origin).to_have_attribute("data-ui", f"pick {frm}", timeout=STEP_MS)
        origin.click()
        expect(origin).to_have_class(re.compile(r"\bselected\b"), timeout=STEP_MS)
        dest = square(page, to)
        expect(dest).to_have_attribute("data-action", action, timeout=STEP_MS)
        dest.click()
    wait_log(page, before + 1)


def legal_on_page(page: Page) -> list[str]:
    return page.eval_on_selector_all(".pond-board [data-action]", "els => els.map(e => e.getAttribute('data-action'))")


def stat(page: Page, seat: int, name: str) -> str:
    return page.locator(f'.seat[data-seat="{seat}"] dd[data-stat="{name}"]').inner_text().strip()


def storage_items(page: Page) -> dict[str, str]:
    return page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")


def saved_record(page: Page, save_id: str | None = None) -> dict:
    items = storage_items(page)
    save_id = save_id or items[CURRENT_KEY]
    return json.loads(items[SAVE_PREFIX + save_id])


def reload(page: Page, timeout: float = 60_000):
    """Reload and wait for the app to be up again (the fresh HTML says data-ready="0")."""
    page.reload()
    page.wait_for_selector('body[data-ready="1"], body[data-boot-error]', state="attached", timeout=timeout)
    assert page.evaluate("() => !document.body.hasAttribute('data-boot-error')"), page.locator("#boot-error").inner_text()


def seed_storage_script(items: dict[str, str]) -> str:
    """An init script that writes ``items`` into localStorage once per tab (before any app script),
    so a reload afterwards sees what the app made of them rather than a fresh copy."""
    return (
        "(() => { if (sessionStorage.getItem('e2e.seeded')) return;"
        f" const items = {json.dumps(items)};"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);"
        " sessionStorage.setItem('e2e.seeded', '1'); })();"
    )


@pytest.fixture(autouse=True)
def page_problems(request):
    """Every test on its own ``page``: no uncaught page errors and no console errors, from start
    to end (conftest's ``shared_page`` checks the same on the module's page).

    Import this into a test module (``from pond_driver import page_problems``) to apply it there.
    Yields the list so a test can look at it mid-way."""
    if "page" not in request.fixturenames:
        yield []
        return
    problems = watch_problems(request.getfixturevalue("page"))
    yield problems
    assert problems == [], "errors in the page:\n" + "\n".join(problems)
