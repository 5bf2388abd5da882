"""Game-agnostic helpers for tables of two to five seats: the setup form, the computer's pace,
the hand-off screen, and reading the saved record back (the test's god view).

Every game's e2e tests can use these; game-specific clicking lives in each game's driver.
"""
from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from vivarium.core.bots import GreedyBot
from vivarium.core.records import replay
from vivarium.games import GAMES

import pond_driver as d

STEP_MS = 10_000
BOT_MS = 30_000
SAVE_PREFIX = "vivarium.v1.save."
CURRENT_KEY = "vivarium.v1.current"


SETTLED = "() => document.getAnimations().every(a => a.playState !== 'running' || !isFinite(a.effect.getComputedTiming().endTime))"


def settle(page: Page, timeout: float = STEP_MS):
    """Until every animation that ends has ended (a card sliding in, a piece growing, a line
    fading): what is measured or scanned next is the page at rest, however slow the machine."""
    page.wait_for_function(SETTLED, timeout=timeout)


def start_table(page: Page, game_id: str, seats: list[str], names: list[str] | None = None, options: dict | None = None):
    """From any screen with a "New game" button for ``game_id``: choose the number of players
    (when the game asks), each seat (``human`` or ``bot:easy``…), optional names and options,
    then Start. Waits for the play screen."""
    form = d.open_form(page, game_id)
    if form.locator('select[name="players"]').count():
        form.locator('select[name="players"]').select_option(str(len(seats)))  # re-renders the seat rows
        expect(form.locator('select[name^="seat"]')).to_have_count(len(seats), timeout=STEP_MS)
    for key, value in (options or {}).items():
        form.locator(f'select[name="{key}"]').select_option(str(value))
        expect(form.locator(f'select[name="{key}"]')).to_have_value(str(value))
    for i, kind in enumerate(seats):
        form.locator(f'select[name="seat{i}"]').select_option(kind)
        expect(form.locator(f'select[name="seat{i}"]')).to_have_value(kind)
    for i, name in enumerate(names or []):
        if name:
            form.locator(f'input[name="name{i}"]').fill(name)
    page.locator('[data-cmd="start"]').click()
    expect(page.locator(f'section.play[data-game="{game_id}"]')).to_be_visible(timeout=STEP_MS)


def set_pace(page: Page, pace: str = "instant"):
    """The play screen's "Computer speed" menu (only there when a computer plays)."""
    menu = page.locator('select[data-pref="pace"]')
    menu.select_option(pace)
    expect(page.locator('select[data-pref="pace"]')).to_have_value(pace)


def reduce_motion(page: Page):
    """This person asked their system for reduced motion (a setting the app follows: nothing
    slides, fades or waits for an animation, so each computer move lands at once). For the long
    games whose subject is not the motion: it is what makes them take a minute, and they then
    also cover the reduced-motion path through a whole game. The motion itself keeps its own
    tests (game_feel, others_moves, feedback, pond_scored) and the whole games that keep it
    (Pond and Lepidoptery by keyboard, Hexapod and Lepidoptery against the computer). A shared
    page is back to no preference at the start of the next test (conftest ``shared_page``)."""
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate("() => matchMedia('(prefers-reduced-motion: reduce)').matches")


def toolbar_tops(page: Page) -> list[int]:
    """The top (px) of each shown button and label of the play screen's toolbar: one value when
    the toolbar is one row."""
    return page.locator(".play-head .toolbar").evaluate(
        "t => [...t.querySelectorAll('button, label')].filter(e => e.getClientRects().length).map(e => Math.round(e.getBoundingClientRect().top))")


def toolbar_click(page: Page, name: str):
    """Click a play-screen toolbar button by its name ("Export", "Rules", "New game", "Home",
    "Undo"). On a phone the less-used ones are in the "Menu" popover: open it first."""
    target = page.locator(".play-head .toolbar").get_by_role("button", name=name, exact=True)
    if not target.is_visible():
        page.locator(".play-head .toolbar").get_by_role("button", name="Menu").click()
        expect(target).to_be_visible(timeout=STEP_MS)
    target.click()


def saved_record(page: Page) -> dict:
    items = page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")
    return json.loads(items[SAVE_PREFIX + items[CURRENT_KEY]])


def engine_state(page: Page):
    """The full state of the game on the page, replayed from its save in CPython."""
    record = saved_record(page)
    game = GAMES[record["game"]]
    return game, replay(game, record)[-1], record


def handoff_visible(page: Page) -> bool:
    return page.locator('[data-dialog="handoff"]').count() > 0


def reveal(page: Page):
    """Press "Show …'s cards" on the hand-off screen."""
    dialog = page.locator('[data-dialog="handoff"]')
    expect(dialog).to_be_visible(timeout=STEP_MS)
    dialog.locator('[data-cmd="reveal"]').click()
    expect(dialog).to_have_count(0, timeout=STEP_MS)


def body_html(page: Page) -> str:
    return page.evaluate("() => document.body.innerHTML")


def log_count(page: Page) -> int:
    return page.locator(".log li.step").count()


def wait_log_beyond(page: Page, n: int, timeout: float = BOT_MS):
    page.wait_for_function("n => document.querySelectorAll('.log li.step').length > n", arg=n, timeout=timeout)


def wait_over(page: Page, timeout: float = BOT_MS):
    expect(page.locator('section.play[data-over="1"]')).to_have_count(1, timeout=timeout)


def greedy_record(game_id: str, options: dict, plies: int, until=None, seed: int = 11) -> dict:
    """A saved-game record of a person (seat 0) against Easy computers, reached by greedy play
    from ``seed``: it stops on the person's turn once ``plies`` actions are played and
    ``until(state)`` holds. Put it in localStorage and the page resumes it there."""
    game = GAMES[game_id]
    options = game.normalize_options(options)
    n = game.seat_count_for(options)
    players = [{"kind": "human", "name": "You"}] + [{"kind": "bot", "level": "easy"} for _ in range(n - 1)]
    state = game.setup(options, seed)
    actions, bot = [], GreedyBot(samples=1)
    for i in range(4000):
        seat = game.actor(state)
        assert seat is not None, f"{game_id}: the game ended before the position was reached"
        if seat == 0 and len(actions) >= plies and (until is None or until(state)):
            break
        action = bot.choose(game, game.view(state, seat), seat, seed + i)
        state = game.apply(state, action)
        actions.append(action)
    return {"version": 1, "game": game_id, "options": options, "seed": seed, "players": players, "actions": actions}


def store_record(page: Page, record: dict, save_id: str, current: bool = False):
    """Put ``record`` in this origin's storage as a saved game (the current one with
    ``current``), with the computers at the instant pace."""
    items = {SAVE_PREFIX + save_id: json.dumps(record), "vivarium.v1.pref.pace": "instant"}
    if current:
        items[CURRENT_KEY] = save_id
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", items)


def open_record(page: Page, record: dict, save_id: str = "late"):
    """Put ``record`` in this origin's storage as the current saved game and open its table."""
    store_record(page, record, save_id, current=True)
    page.goto(f"index.html#/game/{save_id}")
    expect(page.locator(f'section.play[data-game="{record["game"]}"]')).to_be_visible(timeout=STEP_MS)


def late_record(game_id: str, options: dict, players: list[dict], left: int, seed: int = 11, until=None) -> dict:
    """A record of greedy play from ``seed`` that stops ``left`` actions before the game's end
    (the end that greedy play reaches; the players on the page may end it differently): the
    computers of a test then finish the game by themselves in seconds, not minutes. With
    ``until(state)``, it stops at the first position from there on where that holds."""
    game = GAMES[game_id]
    options = game.normalize_options(options)
    state = game.setup(options, seed)
    states, actions, bot = [state], [], GreedyBot(samples=1)
    while game.outcome(state) is None:
        seat = game.actor(state)
        action = bot.choose(game, game.view(state, seat), seat, seed + len(actions))
        state = game.apply(state, action)
        actions.append(action)
        states.append(state)
    stop = max(0, len(actions) - left)
    if until is not None:
        stop = next((i for i in range(stop, len(actions)) if until(states[i])), stop)
    return {"version": 1, "game": game_id, "options": options, "seed": seed, "players": [dict(p) for p in players],
            "actions": actions[:stop]}
