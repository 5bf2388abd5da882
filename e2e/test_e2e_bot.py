"""A person (Light) against the computer (Dark): the bot answers every move, undo takes back both."""
from __future__ import annotations

import random
import re

from playwright.sync_api import expect

import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)
from vivarium.i18n import say


def human_move(page, rng):
    """Any legal move, chosen from what the board offers: an Egg placement or a piece move."""
    places = page.eval_on_selector_all('.pond-board [data-action^="place "]', "els => els.map(e => e.dataset.action)")
    picks = page.eval_on_selector_all('.pond-board [data-ui^="pick "]', "els => els.map(e => e.dataset.sq)")
    if picks and (not places or rng.random() < 0.3):
        frm = rng.choice(picks)
        d.square(page, frm).click()
        expect(d.square(page, frm)).to_have_class(re.compile(r"\bselected\b"))
        dests = page.eval_on_selector_all('.pond-board [data-action^="move "]', "els => els.map(e => e.dataset.action)")
        return rng.choice(dests)
    return rng.choice(places)


def play_and_wait_for_bot(page, rng):
    """Click one legal move; wait until the bot has answered (or the game is over)."""
    before = d.log_count(page)
    action = human_move(page, rng)
    page.locator(f'.pond-board [data-action="{action}"]').click()
    page.wait_for_function(
        """n => {
             const lines = document.querySelectorAll('.log li.step').length;
             const over = document.querySelector('section.play[data-over="1"]');
             return document.body.dataset.bot !== 'thinking' && (lines === n + 2 || (over && lines >= n + 1));
           }""",
        arg=before,
        timeout=d.BOT_MS,
    )
    return action


def test_against_easy_bot(page, boot):
    rng = random.Random(7)
    boot(page)
    d.start_game(page, "human", "bot:easy", "small", "light")
    expect(page.locator('.seat[data-seat="1"] .seat-name small')).to_have_text("Computer, Easy")
    expect(page.locator('.seat[data-seat="0"] .seat-name small')).to_have_text("You")
    expect(page.locator(".status")).to_have_text(re.compile(r"^Light \(You\) to play\."))

    # first move: while the bot thinks the page says so and offers nothing to click
    first = human_move(page, rng)
    page.locator(f'.pond-board [data-action="{first}"]').click()
    # (one look at the page, so the check cannot straddle the bot's answer)
    page.wait_for_function(
        """() => document.querySelector('.status').textContent.trim() === 'Dark (Computer, Easy) is thinking…'
                 && document.body.dataset.bot === 'thinking'
                 && document.querySelectorAll('.log li.step').length === 1
                 && !document.querySelector(".pond-board [data-action], .pond-board [data-ui^='pick']")""",
        timeout=d.STEP_MS,
    )
    d.wait_log(page, 2, timeout=d.BOT_MS)
    expect(page.locator("body")).to_have_attribute("data-bot", "idle")
    expect(page.locator(".status")).to_have_text(re.compile(r"^Light \(You\) to play\."))

    human_moves = 1
    undone = False
    while human_moves < 15 and page.locator('section.play[data-over="1"]').count() == 0:
        before_board, before_log = d.board(page), d.log_lines(page)
        play_and_wait_for_bot(page, rng)
        human_moves += 1
        if not undone and human_moves == 3 and page.locator('section.play[data-over="1"]').count() == 0:
            # undo takes back my move and the bot's reply: log and board as they were
            page.locator('[data-cmd="undo"]').click()
            d.wait_log(page, len(before_log))
            assert d.log_lines(page) == before_log
            assert d.board(page) == before_board
            expect(page.locator(".status")).to_have_text(re.compile(r"^Light \(You\) to play\."))
            expect(page.locator("body")).to_have_attribute("data-bot", "idle")
            undone = True
    assert undone

    lines = d.log_lines(page)
    # lines alternate Light (me) / Dark (the bot) and every bot move is in the log
    for i, line in enumerate(lines):
        assert line.startswith("Light " if i % 2 == 0 else "Dark "), (i, line)
    light = sum(line.startswith("Light ") for line in lines)
    dark = sum(line.startswith("Dark ") for line in lines)
    assert light == human_moves - 1  # one of my moves was taken back
    assert dark in (light, light - 1)  # the bot answered each of my moves (except a winning last one)
    # the log matches a replay of the saved record in the engine (every move legal, same words)
    record = d.saved_record(page)
    assert record["players"] == [{"kind": "human"}, {"kind": "bot", "level": "easy"}]
    states = d.replay(record["actions"])
    assert lines == [say(d.POND.describe(states[i], a)) for i, a in enumerate(record["actions"])]
    assert d.board(page) == d.engine_board(states[-1])
    if d.POND.outcome(states[-1]) is not None:
        expect(page.locator('.result-panel[data-dialog="end"]')).to_be_visible()
        expect(page.locator("#result-title")).to_have_text(re.compile(r"^(You won!|You lost to Dark \(Computer, Easy\)|A draw)$"))


def test_undo_while_the_bot_is_thinking_cancels_its_move(page, boot):
    boot(page)
    d.start_game(page, "human", "bot:hard", "small", "light")
    d.square(page, "b2").click()
    expect(page.locator("body")).to_have_attribute("data-bot", "thinking")
    expect(d.square(page, "b2")).not_to_have_attribute("data-action", "place b2")  # occupied, not clickable
    # press Undo and, in the same breath, note how far the game had got (no race with the bot)
    at_undo = page.evaluate(
        """() => {
             const lines = document.querySelectorAll('.log li.step').length;
             const thinking = document.body.dataset.bot;
             document.querySelector('[data-cmd="undo"]').click();
             return {lines, thinking};
           }"""
    )
    assert at_undo == {"lines": 1, "thinking": "thinking"}, "the bot answered before Undo was pressed"
    expect(page.locator(".log li")).to_have_text(["No moves yet."])
    # the abandoned search winds down without playing its move
    expect(page.locator("body")).to_have_attribute("data-bot", "idle", timeout=d.BOT_MS)
    expect(page.locator(".log li")).to_have_text(["No moves yet."])
    expect(page.locator(".status")).to_have_text(re.compile(r"^Light \(You\) to play\."))
    assert d.board(page) == {}
    assert d.saved_record(page)["actions"] == []


def test_a_button_pressed_while_the_computer_answers_is_still_clicked(page, boot):
    """The computer's move redraws the table, and a redraw replaces every element: one between a
    press and its release would lose the click. While a pointer is pressed on the page, a redraw
    waits for the release (web/redraws.py): the pressed button is still the same element when the
    computer's answer asks for a redraw, the click lands, and then the answer is drawn. A press
    held on longer holds it back one second at most."""
    boot(page)
    d.start_game(page, "human", "bot:easy", "small", "light")
    rng = random.Random(3)
    # a long press holds the computer's answer back one second at most: it is drawn while the
    # pointer is still down
    page.evaluate("""(action) => {  // the move, then at once the press (the answer cannot come between)
        document.querySelector(`.pond-board [data-action="${action}"]`).dispatchEvent(new MouseEvent('click', {bubbles: true}));
        document.querySelector('.toolbar [data-cmd="rules pond"]').dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
    }""", human_move(page, rng))
    d.wait_log(page, 2, timeout=d.BOT_MS)
    assert page.evaluate("() => +(document.body.dataset.redrawsHeld || 0)") >= 1, "no redraw was held while the pointer was down"
    page.evaluate("() => window.dispatchEvent(new PointerEvent('pointerup'))")
    first = human_move(page, rng)
    # one script in the page (no round trip can let the computer answer first): the move is
    # clicked, the Rules button pressed; when a redraw is asked for (the computer's answer), the
    # button must still be in the page; then it is released and clicked
    kept = page.evaluate("""(action) => new Promise(resolve => {
        document.querySelector(`.pond-board [data-action="${action}"]`).dispatchEvent(new MouseEvent('click', {bubbles: true}));
        const rules = document.querySelector('.toolbar [data-cmd="rules pond"]');  // (after the move's own redraw)
        const held = () => +(document.body.dataset.redrawsHeld || 0);
        const before = held();
        new MutationObserver((ms, obs) => {
            if (held() === before) return;
            obs.disconnect();
            const connected = rules.isConnected;
            rules.dispatchEvent(new PointerEvent('pointerup', {bubbles: true}));
            rules.click();
            resolve(connected);
        }).observe(document.body, {attributes: true, attributeFilter: ['data-redraws-held']});
        rules.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
    })""", first)
    assert kept, "the pressed button was replaced by a redraw"
    expect(page.locator('[data-screen="rules"]')).to_be_visible(timeout=d.STEP_MS)  # the click landed
    page.wait_for_function(  # and the computer's answer was made and kept
        "() => { const r = JSON.parse(localStorage.getItem('vivarium.v1.save.' + localStorage.getItem('vivarium.v1.current')));"
        " return r && r.actions.length === 4; }", timeout=d.BOT_MS)
