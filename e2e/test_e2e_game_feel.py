"""Issue 22, game feel round two, in real Chromium: a first tap previews on touch screens, Undo
against a computer at the default speed, "Confirm my moves", no layout shift under the pointer,
and a new table opening at its top."""
from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

import hexapod_driver as H
import lep_driver as L
import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)
from vivarium.core.bots import GreedyBot

HEX = H.HEX
LEP = L.LEP if hasattr(L, "LEP") else None
PHONE = {"width": 375, "height": 740}


@pytest.fixture
def phone(browser, base_url):
    """A touch phone: 375×740, taps are touch events (pointerType "touch")."""
    context = browser.new_context(base_url=base_url, viewport=PHONE, has_touch=True, is_mobile=True, service_workers="block")
    try:
        yield context.new_page()
    finally:
        context.close()


def wait_idle(page):
    page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=d.BOT_MS)


def actions(page) -> int:
    return len(d.saved_record(page)["actions"])


def hexapod_to_my_placement(page, opponent="bot:normal"):
    """Light against a computer: play greedily until Light has a card to place."""
    H.start_game(page, "human", opponent, first="light")
    rng = random.Random(3)
    for _ in range(40):
        wait_idle(page)
        state, _ = H.engine_state(page)
        if state["turn"] == 1:
            n = actions(page)
            page.wait_for_function("n => document.querySelectorAll('.log li.step').length > n", arg=n, timeout=d.BOT_MS)
            continue
        if state["phase"] == "place":
            return state
        H.do(page, GreedyBot().choose(HEX, HEX.view(state, 0), 0, rng.getrandbits(63)), exact=False)
    raise AssertionError("Light never had a card to place")


def test_hexapod_on_a_touch_phone_the_first_tap_previews_the_second_places_and_undo_beats_the_computer(phone, boot):
    page = phone
    boot(page)
    state = hexapod_to_my_placement(page)
    page.locator('.hx-mine [data-ui="card A"]').tap()
    expect(page.locator('.hx-mine [data-ui="card A"]')).to_have_attribute("aria-pressed", "true", timeout=d.STEP_MS)
    spot = page.locator(".hx-mine .hx-target").first
    action = spot.get_attribute("data-action")
    pos = action.split()[2]
    before = actions(page)
    spot.tap()
    # the first tap only points: the ghost and its score show, nothing is played
    expect(page.locator(f'.hx-mine .hx-target[data-action="{action}"].armed')).to_have_count(1, timeout=d.STEP_MS)
    expect(page.locator(f'.hx-mine .ghost[data-ghost="{pos}"] text.preview')).to_be_visible()
    expect(page.locator(".tap-note")).to_contain_text("tap again")
    page.wait_for_timeout(300)
    assert actions(page) == before
    # a second tap places
    page.locator(f'.hx-mine .hx-target[data-action="{action}"]').tap()
    page.wait_for_function("n => document.querySelectorAll('.log li.step').length > n", arg=before, timeout=d.STEP_MS)
    assert d.saved_record(page)["actions"][before] == action
    # the computer (Normal, default speed) waits: Undo takes the placement back before it answers
    expect(page.locator(".status .grace")).to_be_visible()
    undo = page.locator('[data-cmd="undo"]')
    expect(undo).to_be_enabled()
    undo.tap()
    page.wait_for_function("n => document.querySelectorAll('.log li.step').length === n", arg=before, timeout=d.STEP_MS)
    page.wait_for_timeout(2500)  # longer than the grace period: the computer did not answer
    after, record = H.engine_state(page)
    assert len(record["actions"]) == before and after == state
    assert after["turn"] == 0 and after["phase"] == "place"


def test_pond_on_a_touch_phone_the_first_tap_on_a_square_only_points_at_it(phone, boot):
    page = phone
    boot(page)
    d.start_game(page, "human", "human", variant="small", first="light")
    square = page.locator('[data-sq="c3"][data-action="place c3"]')
    square.tap()
    expect(page.locator('[data-sq="c3"].armed')).to_have_count(1, timeout=d.STEP_MS)
    page.wait_for_timeout(300)
    assert d.log_count(page) == 0
    page.locator('[data-sq="b2"][data-action="place b2"]').tap()  # another square: it is armed instead
    expect(page.locator('[data-sq="b2"].armed')).to_have_count(1, timeout=d.STEP_MS)
    expect(page.locator('[data-sq="c3"].armed')).to_have_count(0)
    page.locator('[data-sq="b2"]').tap()
    d.wait_log(page, 1)
    assert d.saved_record(page)["actions"] == ["place b2"]


def lep_greedy(page, seat=0, seed=5):
    state, _ = L.engine_state(page)
    return GreedyBot().choose(L.LEP, L.LEP.view(state, seat), seat, seed)


def test_lepidoptery_undo_against_a_normal_computer_at_the_default_speed(shared_page):
    page = shared_page  # (no test of this module changes the computers' speed: still the default)
    page.set_viewport_size({"width": 1280, "height": 800})
    L.start_game(page, "human", "bot:normal", first="light")
    expect(page.locator('select[data-pref="pace"]')).to_have_value("normal")  # the default speed
    start, _ = L.engine_state(page)
    L.click_play(page, lep_greedy(page))
    # the grace period: a small countdown, Undo open; Undo takes the move back, no answer comes
    expect(page.locator(".status .grace")).to_be_visible()
    page.locator('[data-cmd="undo"]').click()
    page.wait_for_function("() => document.querySelectorAll('.log li.step').length === 0", timeout=d.STEP_MS)
    page.wait_for_timeout(2500)
    state, record = L.engine_state(page)
    assert record["actions"] == [] and state == start
    # played again and answered: the computer showed cards, so Undo stops there
    L.click_play(page, lep_greedy(page))
    page.wait_for_function("() => document.querySelectorAll('.log li.step').length >= 2", timeout=d.BOT_MS)
    wait_idle(page)
    expect(page.locator('[data-cmd="undo"]')).to_be_disabled()


def test_confirm_my_moves_keeps_the_computer_waiting_until_confirmed(page, boot):
    boot(page)
    d.open_form(page, "lepidoptery")
    page.locator('select[data-pref="confirm"]').select_option("on")
    expect(page.locator('select[data-pref="confirm"]')).to_have_value("on")
    form = page.locator("#setup-form")
    form.locator('select[name="seat1"]').select_option("bot:easy")
    form.locator('select[name="first"]').select_option("light")
    page.locator('[data-cmd="start"]').click()
    expect(page.locator('section.play[data-game="lepidoptery"]')).to_be_visible(timeout=d.STEP_MS)
    L.click_play(page, lep_greedy(page))
    confirm = page.locator('.status [data-cmd="confirm"]')
    expect(confirm).to_be_visible()
    page.wait_for_timeout(2500)
    assert len(d.saved_record(page)["actions"]) == 1  # still waiting
    confirm.click()
    page.wait_for_function("() => document.querySelectorAll('.log li.step').length >= 2", timeout=d.BOT_MS)
    # the preference is remembered for the next game
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
    page.locator('[data-cmd="home"]').first.click()
    page.locator('[data-cmd="new pond"]').first.click()
    expect(page.locator('select[data-pref="confirm"]')).to_have_value("on")


class Board:
    """The board's box in page coordinates (a click may scroll the page a little to reach its
    target: that is not the layout moving)."""

    def __init__(self, page):
        self.page = page

    def bounding_box(self):
        return self.page.evaluate("""() => { const r = document.querySelector('.board-wrap').getBoundingClientRect();
            return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height}; }""")

    def above(self):
        """What sits above the board (for a failure's message)."""
        return self.page.evaluate("""() => [...document.querySelectorAll('.play > *')].map(
            e => e.className + ':' + e.getBoundingClientRect().height.toFixed(1))""")


@pytest.mark.parametrize("size", [{"width": 1280, "height": 800}, PHONE])
def test_the_board_never_moves_under_the_pointer_on_a_reason_or_an_undo(shared_page, size):
    page = shared_page
    page.set_viewport_size(size)
    d.start_game(page, "human", "bot:easy", variant="small", first="light")
    board = Board(page)
    at_rest, before = board.bounding_box(), board.above()
    page.locator('[data-sq="c3"]').click()
    d.wait_log(page, 2, timeout=d.BOT_MS)  # the computer answered
    wait_idle(page)
    assert board.bounding_box() == at_rest, (before, board.above())
    theirs = d.saved_record(page)["actions"][1].split()[-1]
    page.locator(f'[data-sq="{theirs}"]').click()  # the computer's piece: a reason, nothing played
    expect(page.locator(".play > .error")).not_to_be_empty(timeout=d.STEP_MS)
    assert board.bounding_box() == at_rest
    page.locator('[data-cmd="undo"]').click()
    d.wait_log(page, 0)
    expect(page.locator(".play > .info-line")).to_be_visible()
    assert board.bounding_box() == at_rest


def test_a_new_table_opens_at_its_top(shared_page):
    page = shared_page
    page.set_viewport_size(PHONE)
    page.locator('[data-cmd="new papillon"]').first.click()
    expect(page.locator("#setup-form")).to_be_visible(timeout=d.STEP_MS)
    for part in ("details.seat-details", "details.more-options"):  # the form unfolded: long on a phone
        page.locator(f"{part} > summary").click()
        expect(page.locator(part)).to_have_attribute("open", "")
    page.locator('[data-cmd="start"]').scroll_into_view_if_needed()
    assert page.evaluate("() => window.scrollY") > 100  # the long form was scrolled
    page.locator('[data-cmd="start"]').click()
    expect(page.locator("section.play")).to_be_visible(timeout=d.STEP_MS)
    assert page.evaluate("() => window.scrollY") == 0


def test_the_computers_answer_waits_for_your_move_to_finish_playing(shared_page):
    """Item 6: the computer's move is drawn only once your move's animations have ended, and
    its pace (Normal: 0.5 s) counts from there: your own move is never cut short."""
    page = shared_page
    d.start_game(page, "human", "bot:easy", variant="small", first="light")
    expect(page.locator('select[data-pref="pace"]')).to_have_value("normal")
    page.evaluate("""() => {
        // lastAnim: when the last of your move's animations ends on the document's timeline (its
        // start plus its length: the animation's own clock, not when a late frame noticed it)
        // Your move's animations are the table's (#app), not a status line's; a changed counter's
        // flash and the grace period's bar show no move (web/motion.py leaves them out too).
        window.__feel = {lastAnim: 0, reply: 0};
        const shows = t => !(t && t.classList && (t.classList.contains('grace-bar') || t.classList.contains('flash')));
        const finite = a => a.playState === 'running' && a.startTime !== null && isFinite(a.effect.getComputedTiming().endTime)
            && shows(a.effect.target);
        const app = document.getElementById('app');
        const tick = () => {
            if (document.querySelectorAll('.log li.step').length >= 2) { if (!window.__feel.reply) window.__feel.reply = performance.now(); return; }
            for (const a of app.getAnimations({subtree: true}).filter(finite)) {
                window.__feel.lastAnim = Math.max(window.__feel.lastAnim, a.startTime + a.effect.getComputedTiming().endTime / (a.playbackRate || 1));
            }
            requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
    }""")
    page.locator('[data-sq="b2"]').click()
    page.wait_for_function("() => window.__feel.reply > 0", timeout=d.BOT_MS)
    feel = page.evaluate("() => window.__feel")
    assert feel["lastAnim"] > 0, "your move played an animation"
    assert feel["reply"] - feel["lastAnim"] >= 400, feel  # the pace, counted from the end of it
