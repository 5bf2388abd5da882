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


def click_action(page: Page, action: str, wait: bool = True):
    """Play ``action`` through the page: a UI message first when the action needs one (the Fox's
    mode for the last card, the hand card picked for a Puffin swap), then the element carrying
    ``data-action`` (a button when there is one). Waits for the log to grow (``wait``: on a page
    that saves the game; a device playing by link waits for its own log instead)."""
    n = action_count(page) if wait else 0
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
    if wait:
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


def click_target(page: Page, action: str):
    """Play a token choice (``move …``/``walrus left|right``) by its numbered target on the
    Landscape itself rather than by its button beside the hand."""
    n = action_count(page)
    page.locator(f'.arc-land .arc-target[data-action="{action}"]').click()
    T.wait_log_beyond(page, n, STEP_MS)


# ---- layout: what a player can reach without scrolling ------------------------------------------
# The controls of the current step: every element carrying an action, and the buttons of the
# choices' bar (Ready, Keep it, the Fox's modes, Cancel the swap...).
STEP_CONTROLS = "[data-action], .arc-turn button"


def out_of_reach(page: Page, selector: str = STEP_CONTROLS) -> list[str]:
    """The elements of ``selector`` (those drawn) that are not wholly inside the window as it is
    scrolled now, or that something else covers (their centre does not hit them)."""
    T.settle(page)  # a token passing over a target is no cover
    return page.evaluate(
        """(sel) => [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length).filter(e => {
             const r = e.getBoundingClientRect();
             const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.width > 0 && r.height > 0;
             if (!inside) return true;
             const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
             return !(hit && (hit === e || e.contains(hit)));
           }).map(e => `${e.getAttribute('data-action') || e.getAttribute('data-ui') || e.textContent.trim().slice(0, 40)}`
                       + ` @ ${JSON.stringify(e.getBoundingClientRect())}`)""", selector)


def targets(page: Page) -> list[dict]:
    """The numbered targets of a token choice on the Landscape: their box, accessible name,
    and the real tokens any of them overlaps."""
    return page.evaluate(
        """() => { const toks = [...document.querySelectorAll('.arc-land .tok')];
             return [...document.querySelectorAll('.arc-land .arc-target')].map(t => {
               const r = t.getBoundingClientRect();
               const over = toks.filter(k => { const q = k.getBoundingClientRect();
                 return q.left < r.right - 0.5 && r.left < q.right - 0.5 && q.top < r.bottom - 0.5 && r.top < q.bottom - 0.5; });
               return {action: t.dataset.action, width: r.width, height: r.height, name: t.getAttribute('aria-label'),
                       tag: t.tagName, covers: over.map(k => k.getAttribute('title'))};
             }); }""")


def layout_marks(page: Page) -> dict:
    """Where the table's parts are, in page coordinates (independent of the scroll)."""
    return page.evaluate(
        """() => { const box = s => { const e = document.querySelector(s); if (!e) return null;
                     const r = e.getBoundingClientRect(); return {top: r.top + scrollY, bottom: r.bottom + scrollY}; };
             return {land: box('.arc-land-wrap'), river: box('.arc-river'), scrollY: scrollY}; }""")


def clipped_new_badges(page: Page) -> tuple[int, list[str]]:
    """``(how many "new" badges are drawn, the ones cut off)``: a badge (the ``::after`` of a
    card marked ``new-in-hand``) is cut off when it is not wholly inside every ancestor that
    clips its overflow, or outside the window."""
    return tuple(page.evaluate(
        """() => { let n = 0; const bad = [];
             for (const el of document.querySelectorAll('.new-in-hand')) {
               const cs = getComputedStyle(el, '::after');
               if (!cs.content || cs.content === 'none' || cs.display === 'none' || !el.getClientRects().length) continue;
               n += 1;
               const r = el.getBoundingClientRect(), own = getComputedStyle(el);
               const bt = parseFloat(own.borderTopWidth) || 0, bl = parseFloat(own.borderLeftWidth) || 0;
               const br = parseFloat(own.borderRightWidth) || 0;
               const w = parseFloat(cs.width) + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight);
               const h = parseFloat(cs.height) + parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom);
               const m = new DOMMatrixReadOnly(cs.transform === 'none' ? undefined : cs.transform);
               const x = cs.left.endsWith('px') ? r.left + bl + parseFloat(cs.left) : r.right - br - parseFloat(cs.right) - w;
               const top = r.top + bt + parseFloat(cs.top) + m.f, left = x + m.e;
               const badge = {left, right: left + w, top, bottom: top + h};
               if (!(w > 0 && h > 0) || Number.isNaN(left + top)) { bad.push(`${el.dataset.card}: badge not measured`); continue; }
               const boxes = [{left: 0, top: 0, right: innerWidth, bottom: innerHeight, who: 'window'}];
               if (own.overflow !== 'visible') boxes.push({...r.toJSON(), who: 'the card itself'});
               for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
                 const o = getComputedStyle(a);
                 if (o.overflowX !== 'visible' || o.overflowY !== 'visible') { const q = a.getBoundingClientRect();
                   boxes.push({left: q.left, top: q.top, right: q.right, bottom: q.bottom, who: a.className}); }
               }
               for (const b of boxes) if (badge.left < b.left - 0.5 || badge.top < b.top - 0.5 || badge.right > b.right + 0.5 || badge.bottom > b.bottom + 0.5)
                 bad.push(`${el.dataset.card}: ${JSON.stringify(badge)} cut by ${b.who}`);
             }
             return [n, bad]; }"""))
