"""Helpers for driving Papillon in the browser like a player.

The page is only clicked. The test knows the whole game by replaying the save the app wrote
(table_driver.engine_state): it may know everything, the page may not show it.
"""
from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

import table_driver as T
from vivarium.games import GAMES
from vivarium.games.papillon.cards import SIGNS
from vivarium.games.papillon.rules import action_info
from vivarium.i18n import say

PAP = GAMES["papillon"]
STEP_MS = T.STEP_MS
CAPTURES = ("take", "sum", "combine")


def record(seed: int, seats: list[str], names: list[str] | None = None, options: dict | None = None) -> dict:
    """A fresh save (no move yet) for a seeded start: ``seats`` as on the form (``human``,
    ``bot:easy``…)."""
    players = []
    for i, kind in enumerate(seats):
        p = {"kind": "human"} if kind == "human" else {"kind": "bot", "level": kind.split(":")[1]}
        if names and names[i]:
            p["name"] = names[i]
        players.append(p)
    opts = PAP.normalize_options({"players": len(seats), **(options or {})})
    return {"version": 1, "game": "papillon", "options": opts, "seed": seed, "players": players, "actions": []}


def storage_items(rec: dict, save_id: str = "pap") -> dict[str, str]:
    return {T.SAVE_PREFIX + save_id: json.dumps(rec), T.CURRENT_KEY: save_id}


def with_sign(state, action) -> bool:
    hand, table = state["hands"][state["turn"]], state["table"]
    info = action_info(hand, table, action)
    return bool(info) and any(c in SIGNS for c in info["played"] + info["taken"])


def choose(state, wanted: set[str]):
    """The scripted player: a combination with a sign while ``wanted`` holds "combine", a sum
    while it holds "sum", else the first capture, else the first legal action. Returns
    ``(action, kind met or None)``."""
    legal = PAP.legal_actions(state)
    if "combine" in wanted:
        for a in legal:
            if a.startswith("combine") and with_sign(state, a):
                return a, "combine"
    if "sum" in wanted:
        for a in legal:
            if a.startswith("sum"):
                return a, "sum"
    caps = [a for a in legal if a.split(" ", 1)[0] in CAPTURES]
    return (caps or legal)[0], None


def action_count(page: Page) -> int:
    return len(T.saved_record(page)["actions"])


def click_action(page: Page, state, action: str):
    """Play ``action`` through the page as a person would: a setup choice or a discard is one
    click; a capture (or the Papillon / Chrysalide) is the hand card first, then its line in
    the list ("Show all" when it is not among the first ones). Waits for the log to grow."""
    n = action_count(page)
    verb = action.split()[0]
    target = page.locator(f'[data-action="{action}"]')
    if verb in CAPTURES or verb in ("papillon", "chrysalide"):
        info = action_info(state["hands"][state["turn"]], state["table"], action)
        card = info["played"][0]
        page.locator(f'.pap-hand [data-ui="sel {card}"]').click()
        expect(page.locator(f'.pap-hand [data-ui="sel {card}"]')).to_have_attribute("aria-pressed", "true", timeout=STEP_MS)
        if not target.count():
            page.locator('[data-ui="all"]').click()
        expect(target).to_have_count(1, timeout=STEP_MS)
        if verb in CAPTURES:  # its arithmetic is on the button
            expect(target).to_contain_text(say(info["arith"]).split(" (")[0])
    target.click()
    T.wait_log_beyond(page, n, STEP_MS)


def cards_on_page(page: Page) -> set[int]:
    return {int(c) for c in re.findall(r'data-card="(\d+)"', T.body_html(page))}


def assert_private_view(page: Page, state, seat):
    """The page shows ``seat``'s hand (``None``: nobody's) and no card of any other hand."""
    html = T.body_html(page)
    shown = {int(c) for c in re.findall(r'data-card="(\d+)"', html)}
    others = {c for s in range(state["n"]) if s != seat for c in state["hands"][s]} | set(state["deck"])
    leaked = shown & others
    assert not leaked, f"other players' cards on the page: {sorted(leaked)}"
    dealt = state["phase"] not in ("partners", "direction")
    assert re.findall(r'data-hand="(\d)"', html) == ([] if seat is None or not dealt else [str(seat)])
    if seat is not None:
        assert set(state["hands"][seat]) <= shown


def choose_orange(state, wanted: set[str]):
    """The scripted orange player: a Chat Noir, a sign, a Chenille while ``wanted`` holds them
    ("chat", "sign", "chenille"), else the first legal action. Returns ``(action, met or None)``."""
    from vivarium.games.papillon.cards import CHAT, CHENILLE, DECK_SIZE

    legal = PAP.legal_actions(state)
    for a in legal:
        words = a.split()
        if len(words) < 2 or not words[1].isdigit():
            continue
        f = int(words[1]) % DECK_SIZE
        if "chat" in wanted and words[0] == "centre" and f == CHAT:
            return a, "chat"
        if "sign" in wanted and words[0] == "sign":
            return a, "sign"
        if "chenille" in wanted and words[0] == "place" and f == CHENILLE:
            return a, "chenille"
    return legal[0], None


def click_orange(page: Page, state, action: str):
    """Play an orange-round ``action`` by clicks: a placement (place, sign, centre) is the hand
    card, then the "Play here" button on its highlighted spot (the Swiss knife: its value under
    the hand); draw, pass, "draw 3", the Papillon's answer and the direction are one button.
    Waits for the log to grow."""
    n = action_count(page)
    words = action.split()
    target = page.locator(f'[data-action="{action}"]')
    cat = state.get("cat")
    answering = cat is not None and cat["stage"] == "before" and cat["victim"] == state["turn"]
    if words[0] in ("place", "sign", "centre") and not answering:
        card = words[1]
        sel = page.locator(f'.pap-hand [data-ui="sel {card}"]')
        sel.click()
        expect(sel).to_have_attribute("aria-pressed", "true", timeout=STEP_MS)
        spot = "centre" if words[0] == "centre" else ("sign-" if words[0] == "sign" else "") + words[-1]
        expect(page.locator(f'.pap-spot.can-go[data-spot="{spot}"]')).to_have_count(1, timeout=STEP_MS)
    expect(target).to_have_count(1, timeout=STEP_MS)
    target.click()
    T.wait_log_beyond(page, n, STEP_MS)
