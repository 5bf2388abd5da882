"""Helpers for driving Arctic in the browser like a player.

The page is only clicked (or keyed). The test knows the whole game by replaying the save the app
wrote (table_driver.engine_state): it may know everything, the page may not show it.
"""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect

import table_driver as T
from vivarium.games import GAMES
from vivarium.games.arctic.rules import is_down

ARC = GAMES["arctic"]
STEP_MS = T.STEP_MS


def choose(state, rng):
    """A quick player for the tests: random, but drawing as many cards as it may (the game ends
    sooner) and taking the draw pile's top card when it can."""
    legal = ARC.legal_actions(state)
    if state["phase"] == "plan":
        return max(legal, key=lambda a: int(a.split()[1]))
    if "take deck" in legal and rng.random() < 0.7:
        return "take deck"
    return rng.choice(legal)


def action_count(page: Page) -> int:
    return len(T.saved_record(page)["actions"])


def click_action(page: Page, action: str):
    """Play ``action`` through the page: a UI message first when the action needs one (the Fox's
    mode for the last card, the hand card picked for a Puffin swap), then the element carrying
    ``data-action`` (a button when there is one). Waits for the log to grow."""
    n = action_count(page)
    words = action.split()
    if words[0] == "place":
        mode = words[2] if len(words) == 3 else "top"
        fox = page.locator(f'[data-ui="fox {mode}"]')
        if fox.count() and fox.get_attribute("aria-pressed") != "true":
            fox.click()
            expect(page.locator(f'[data-ui="fox {mode}"]')).to_have_attribute("aria-pressed", "true", timeout=STEP_MS)
    elif words[0] == "swap":
        page.locator(f'[data-ui="pick {words[1]}"]').click()
        expect(page.locator(f'[data-action="{action}"]')).to_have_count(1, timeout=STEP_MS)
    button = page.locator(f'button[data-action="{action}"]')
    (button.first if button.count() else page.locator(f'[data-action="{action}"]').first).click()
    T.wait_log_beyond(page, n, STEP_MS)


def cards_on_page(page: Page) -> set[int]:
    return {int(c) for c in re.findall(r'data-card="(\d+)"', T.body_html(page))}


def secret_cards(state, seat=None) -> set[int]:
    """Every card no one but its owner may see, except ``seat``'s own."""
    out = set()
    for s in range(state["n"]):
        if s == seat:
            continue
        out |= set(state["hands"][s]) | set(state["penalties"][s])
        out |= {-1 - e for e in state["piles"][s] if is_down(e)}
    return out


def assert_private_view(page: Page, state, seat):
    """The page shows ``seat``'s hand and totem (``None``: nobody's) and no other secret."""
    html = T.body_html(page)
    shown = {int(c) for c in re.findall(r'data-card="(\d+)"', html)}
    leaked = shown & secret_cards(state, seat)
    assert not leaked, f"secret cards of other players on the page: {sorted(leaked)}"
    assert re.findall(r'data-hand="(\d)"', html) == ([] if seat is None else [str(seat)])
    assert re.findall(r'data-totem="(\d)"', html) == ([] if seat is None else [str(state["totems"][seat])])
    if seat is not None:
        assert set(state["hands"][seat]) <= shown


def hand_on_page(page: Page) -> list[int]:
    return sorted(int(c) for c in page.eval_on_selector_all(".arc-hand [data-card]", "els => els.map(e => e.dataset.card)"))


def tab_to(page: Page, action: str, limit: int = 160) -> bool:
    """Press Tab until the focused element carries ``data-action=action``."""
    for _ in range(limit):
        if page.evaluate("() => document.activeElement && document.activeElement.getAttribute('data-action')") == action:
            return True
        page.keyboard.press("Tab")
    return False
