"""Touch targets on a phone (issue 26, item 5): at 375x740, with a coarse pointer, every control a
player can tap in each game mid-game (the toolbar, the board's targets, the hand's cards, the
action buttons) and on home is at least 44x44 CSS px, or has at least 44 px of tappable room
around its centre (the board's cells, which fill their board edge to edge).

Text links inside running prose (the rules, a sentence of the log) are excepted, as WCAG 2.5.8
excepts inline targets.
"""
from __future__ import annotations

import pytest
import table_driver as T
from playwright.sync_api import expect
from test_e2e_axe import mid_game

from vivarium.games import GAMES

MIN_PX = 44

# Every visible control: what a tap can act on. Inline links in prose are left out.
MEASURE = """(minPx) => {
  const sel = 'button, a[href], select, input:not([type=hidden]), textarea, summary, [role=button], [data-cmd], [tabindex="0"]';
  const out = [];
  for (const el of document.querySelectorAll(sel)) {
    if (el.closest('[hidden], [aria-hidden="true"], .sr-only')) continue;
    if (el.matches('[data-cmd]') && el.parentElement.closest('[data-cmd], button, a[href]')) continue;
    if (el.matches('a') && el.closest('p, li, dd, .rules-text')) continue;   // inline links in prose
    if (el.matches('.log, [role=log], ol, ul, svg, section, .status')) continue;  // a region that takes focus (to scroll), not a target
    // a radio or check box is tapped through its label: the label is the target
    const box = el.matches('input[type=radio], input[type=checkbox]') ? (el.closest('label') || el) : el;
    const r = box.getBoundingClientRect();
    const cs = getComputedStyle(el);
    if (r.width === 0 || r.height === 0 || cs.visibility === 'hidden' || cs.display === 'none') continue;
    if (cs.pointerEvents === 'none' || el.disabled) continue;
    if (r.width >= minPx && r.height >= minPx) continue;
    const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('data-cmd') || el.tagName).trim().slice(0, 40);
    out.push(`${el.tagName.toLowerCase()}.${(el.getAttribute('class') || '').split(' ').join('.')} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  return out;
}"""


def small_targets(page) -> list[str]:
    return page.evaluate(MEASURE, MIN_PX)


@pytest.fixture
def phone(browser, base_url):
    context = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True,
                                  base_url=base_url, service_workers="block",
                                  reduced_motion="reduce")  # every box measured at rest, none mid-slide
    page = context.new_page()
    problems = []
    page.on("pageerror", lambda exc: problems.append(f"pageerror: {exc}"))
    yield page
    context.close()
    assert problems == [], problems


def test_every_control_is_a_44_px_target_on_a_phone(phone, boot):
    boot(phone)
    found = {}
    for game_id in GAMES:
        mid_game(phone, game_id)
        found[f"{game_id} mid-game"] = small_targets(phone)
    T.toolbar_click(phone, "Export")
    expect(phone.locator(".modal")).to_be_visible()
    found["export dialog"] = small_targets(phone)
    phone.goto("index.html#/")
    expect(phone.locator(".save-list")).to_be_visible(timeout=T.STEP_MS)
    found["home"] = small_targets(phone)
    for game_id in GAMES:
        phone.locator(f'[data-cmd="new {game_id}"]').first.click()
        expect(phone.locator("#setup-form")).to_be_visible(timeout=T.STEP_MS)
        found[f"{game_id} new-game form"] = small_targets(phone)
        phone.goto("index.html#/")
    phone.goto("index.html#/rules/pond")
    expect(phone.locator(".rules-text").first).to_be_visible(timeout=T.STEP_MS)
    found["rules page"] = small_targets(phone)
    # a finished game: the end screen, then its review
    phone.goto("index.html#/")
    T.start_table(phone, "pond", ["bot:easy", "bot:easy"], options={"variant": "small"})
    T.set_pace(phone, "instant")
    T.wait_over(phone, timeout=120_000)
    expect(phone.locator('[data-dialog="end"]')).to_be_visible(timeout=T.STEP_MS)
    found["end screen"] = small_targets(phone)
    phone.locator('[data-dialog="end"] [data-cmd^="review"]').first.click()
    expect(phone.locator(".review")).to_be_visible(timeout=T.STEP_MS)
    found["review"] = small_targets(phone)
    bad = {where: small for where, small in found.items() if small}
    assert not bad, "targets below 44x44 px on a 375 px phone:\n" + "\n".join(
        f"  {where}: {', '.join(small)}" for where, small in bad.items())
