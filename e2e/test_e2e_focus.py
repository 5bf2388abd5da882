"""The keyboard focus is never lost (issue 41, items 2 and 3; the rules are web/focus.py's
``restore``): a new screen puts it on its heading, a dialog gives it back to what opened it, a
control that becomes disabled hands it to its neighbour, and after the computer's move it is
where the person was, not on the board's first square.

Every step is made with keys on a control found by its role and name; after every key the
focus is somewhere, never on the page's body.
"""
from __future__ import annotations

import re

import pond_driver as d
import table_driver as T
from playwright.sync_api import expect

from vivarium.core.conformance import blunder_game
from vivarium.games import GAMES

FOCUSED = "() => { const a = document.activeElement; return a && !['BODY', 'HTML'].includes(a.tagName) ? a.outerHTML.slice(0, 90) : null; }"


def focused(page):
    """The focused element's opening (None: the focus is on the body)."""
    return page.evaluate(FOCUSED)


def key(page, locator, name="Enter"):
    """Focus ``locator`` (one control, by role and name) and press ``name``; the focus must
    then be somewhere, never on the body."""
    expect(locator).to_have_count(1, timeout=T.STEP_MS)
    locator.focus()
    page.keyboard.press(name)
    T.settle(page)
    assert focused(page) is not None, f"after {name} on {locator}: the focus fell to the body"


def heading_has_focus(page, text):
    heading = page.locator("#app h2").first
    expect(heading).to_be_focused(timeout=T.STEP_MS)
    expect(heading).to_contain_text(text)


def test_new_screens_put_the_focus_on_their_heading(shared_page):
    page = shared_page
    key(page, page.locator('[data-cmd="new pond"]'))
    heading_has_focus(page, "New game")
    key(page, page.get_by_role("button", name="Start", exact=True))
    heading_has_focus(page, "Pond")
    key(page, page.get_by_role("button", name="Rules", exact=True).first)
    heading_has_focus(page, "Pond")
    expect(page.locator("#app h2").first).not_to_contain_text("New game")
    key(page, page.locator('[data-cmd="back"]').first)
    expect(page.locator("section.play")).to_be_visible()
    heading_has_focus(page, "Pond")


def test_a_dialog_gives_the_focus_back_to_what_opened_it(shared_page):
    page = shared_page
    d.start_game(page, "human", "human", variant="small", first="light")
    square = page.get_by_role("button", name=re.compile(r"^c3: "))
    square.focus()
    page.keyboard.press("?")
    dialog = page.get_by_role("dialog", name="Keys")
    expect(dialog.get_by_role("button", name="Close")).to_be_focused(timeout=T.STEP_MS)
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    expect(page.locator('[data-sq="c3"]')).to_be_focused()


def test_after_the_computer_moves_the_focus_is_where_the_person_was(shared_page):
    """Pond: the square just played on has a piece and cannot act; after the computer's answer
    the focus is on the square nearest to it that can act (never walked back from a1)."""
    page = shared_page
    d.start_game(page, "human", "bot:easy", variant="small", first="light")
    T.set_pace(page, "instant")
    played = 0
    for name in ("c3", "b2", "d4"):
        square = page.get_by_role("button", name=re.compile(rf"^{name}: "))
        if not square.count():  # the computer took it (its deal and answers are not fixed)
            continue
        at = square.bounding_box()
        key(page, square)
        played += 1  # each move of ours and the computer's answer: two lines
        d.wait_log(page, 2 * played, timeout=T.BOT_MS)
        page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
        T.settle(page)
        now = page.evaluate("() => document.activeElement.getAttribute('data-sq')")
        assert now, f"after the computer's move the focus is off the board: {focused(page)}"
        # the nearest square that can act, as the page draws them (ties: the first in order)
        actable = page.evaluate("""() => [...document.querySelectorAll('.board-wrap [data-sq][tabindex]')]
            .filter(e => e.matches('[data-action], [data-ui]')).map(e => { const r = e.getBoundingClientRect();
              return [e.getAttribute('data-sq'), r.left + r.width / 2, r.top + r.height / 2]; })""")
        cx, cy = at["x"] + at["width"] / 2, at["y"] + at["height"] / 2
        nearest = min(actable, key=lambda s: (s[1] - cx) ** 2 + (s[2] - cy) ** 2)[0]
        assert now in (name, nearest), (name, now, nearest)
        assert now != "a1" or nearest == "a1"
    assert played >= 2


def _finished(page):
    game = GAMES["pond"]
    options = game.normalize_options({"variant": "small"})
    found = blunder_game(game, options)
    record = {"version": 1, "game": "pond", "options": options, "seed": found["seed"],
              "players": [{"kind": "human", "name": "Ana"}, {"kind": "human", "name": "Ben"}], "actions": found["actions"]}
    T.store_record(page, record, "focus-review")


def test_the_review_hands_the_focus_on_when_a_step_button_is_disabled(shared_page):
    page = shared_page
    _finished(page)
    page.goto("index.html#/review/focus-review")
    expect(page.locator(".review")).to_be_visible(timeout=T.STEP_MS)
    key(page, page.locator('[data-cmd="rv first"]'))
    expect(page.locator('[data-cmd="rv first"]')).to_be_disabled()
    assert "rv " in (focused(page) or ""), focused(page)  # a neighbouring step button
    key(page, page.locator('[data-cmd="rv last"]'))
    expect(page.locator('[data-cmd="rv last"]')).to_be_disabled()
    assert "rv " in (focused(page) or ""), focused(page)
    key(page, page.get_by_role("button", name="Quick analysis"))
    # done: the graph without the progress bar (while it runs, the graph shows the marks so far)
    page.wait_for_function("() => document.querySelector('figure.analysis svg.wc-graph') && !document.querySelector('progress#analysis-progress')",
                           timeout=120_000)
    T.settle(page)
    assert focused(page) is not None


def test_a_hint_keeps_the_focus(shared_page):
    page = shared_page
    d.start_game(page, "human", "bot:easy", variant="small", first="light")
    T.set_pace(page, "instant")
    key(page, page.get_by_role("button", name="Hint", exact=True))
    expect(page.locator('.hint-box[data-hint-state="ready"]')).to_be_visible(timeout=T.BOT_MS)
    T.settle(page)
    assert focused(page) is not None


OUTLINE = "el => { const s = getComputedStyle(el); return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 3; }"


def test_in_forced_colours_a_chosen_card_is_outlined(shared_page):
    """Forced colours flatten the colours that mark a chosen card: Lepidoptery's chosen card
    gets a thick outline, the others none (issue 41: only a small upward shift marked it)."""
    import lep_driver as L

    page = shared_page
    page.emulate_media(forced_colors="active")
    try:
        L.start_game(page, "human", "human")
        T.reveal(page) if T.handoff_visible(page) else None
        cards = page.locator('[data-hand] button.card[data-ui^="toggle"]')
        expect(cards.first).to_be_visible(timeout=T.STEP_MS)
        key(page, cards.first)
        chosen = page.locator("[data-hand] button.card.selected")
        expect(chosen).to_have_count(1, timeout=T.STEP_MS)
        assert chosen.evaluate(OUTLINE)
        page.evaluate("() => document.activeElement.blur()")  # the focus ring is an outline too: none now
        assert chosen.evaluate(OUTLINE)
        assert not page.locator("[data-hand] button.card:not(.selected)").first.evaluate(OUTLINE)
    finally:
        page.emulate_media(forced_colors="none")


def test_a_control_that_says_why_it_cannot_act_keeps_the_focus(shared_page):
    """Lepidoptery's Pass when you lead is aria-disabled: in the Tab order on purpose, it says
    why when pressed, and the focus stays on it (it is not handed to a neighbour)."""
    import lep_driver as L

    page = shared_page
    L.start_game(page, "human", "bot:easy", first="light")
    T.set_pace(page, "instant")
    pass_button = page.get_by_role("button", name="Pass & Refresh", exact=True)
    expect(pass_button).to_have_attribute("aria-disabled", "true", timeout=T.STEP_MS)
    key(page, pass_button)
    expect(page.locator(".play > .error")).to_contain_text("pass", timeout=T.STEP_MS)
    expect(page.get_by_role("button", name="Pass & Refresh", exact=True)).to_be_focused()
