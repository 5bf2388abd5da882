"""Reloading the page mid-game brings back the same game, and a bot whose turn it was still moves."""
from __future__ import annotations

import re

from playwright.sync_api import expect

import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)
from vivarium.i18n import say


def snapshot(page):
    return {
        "board": d.board(page),
        "log": d.log_lines(page),
        "status": page.locator(".status").inner_text(),
        "actor": page.locator(".seat.to-act").get_attribute("data-seat"),
        "stats": [(d.stat(page, s, "scored"), d.stat(page, s, "in-spawn")) for s in (0, 1)],
        "offered": sorted(page.eval_on_selector_all(".pond-board [data-action], .pond-board [data-ui^='pick']",
                                                    "els => els.map(e => e.dataset.action || e.dataset.ui)")),
        "heading": page.locator(".play-head h2").inner_text(),
    }


def test_reload_mid_game_resumes_hot_seat(page, boot):
    actions, _, _ = d.short_decisive_game()
    states = d.replay(actions)
    boot(page)
    d.start_game(page, "human", "human", "small", "light")
    for a in actions[:3]:
        d.click_action(page, a)
    before = snapshot(page)
    assert before["actor"] == "1"  # Dark to move after three plies
    assert before["board"] == d.engine_board(states[3])

    d.reload(page)

    expect(page.locator('[data-screen="play"]')).to_be_visible()
    assert snapshot(page) == before
    expect(page).to_have_title(re.compile(r"to play · Pond · Vivarium$"))  # whose turn, in the tab's title
    # and the game goes on from there, to the end
    for a in actions[3:]:
        d.click_action(page, a)
    expect(page.locator('.result-panel[data-dialog="end"]')).to_be_visible()
    assert d.log_lines(page) == [say(d.POND.describe(states[i], a)) for i, a in enumerate(actions)]


# Runs first thing in every document of the page: notes how many moves the save held before the
# app started, and every change of body[data-ready] / body[data-bot] afterwards. That tells apart a
# bot move made after the reload from one that slipped in before it, without racing the bot.
TIMELINE = """
window.__e2e = {events: [], savedAtStart: null};
try {
  const id = localStorage.getItem('vivarium.v1.current');
  const raw = id && localStorage.getItem('vivarium.v1.save.' + id);
  window.__e2e.savedAtStart = raw ? JSON.parse(raw).actions.length : null;
} catch (e) { window.__e2e.savedAtStart = String(e); }
new MutationObserver(ms => { for (const m of ms) if (m.target === document.body)
  window.__e2e.events.push(m.attributeName + '=' + document.body.getAttribute(m.attributeName)); })
  .observe(document, {subtree: true, attributes: true, attributeFilter: ['data-ready', 'data-bot']});
"""


def test_reload_while_the_bot_is_to_move(page, boot):
    page.add_init_script(TIMELINE)
    boot(page)
    d.start_game(page, "human", "bot:hard", "small", "light")
    d.square(page, "b2").click()
    expect(page.locator(".status")).to_have_text("Dark (Computer, Hard) is thinking…")

    d.reload(page)

    # the bot's turn survives the reload: it thinks again in the new page and answers
    d.wait_log(page, 2, timeout=d.BOT_MS)
    timeline = page.evaluate("() => window.__e2e")
    assert timeline["savedAtStart"] == 1, timeline  # only my move was saved when the page came back
    events = timeline["events"]
    assert "data-ready=1" in events and "data-bot=thinking" in events, events
    assert events.index("data-ready=1") < events.index("data-bot=thinking") < events.index("data-bot=idle"), events
    lines = d.log_lines(page)
    assert lines[0] == "Light places an Egg on b2."
    assert lines[1].startswith("Dark ")
    expect(page.locator("body")).to_have_attribute("data-bot", "idle")
    expect(page.locator(".status")).to_have_text(re.compile(r"^Light \(You\) to play\."))
    assert len(d.saved_record(page)["actions"]) == 2
