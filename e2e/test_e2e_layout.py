"""Everything a player needs in one viewport (issue 14 item 1), at a laptop and a phone size.

Lepidoptery: every hand card and the play buttons are inside the window without scrolling (side
column on wide screens, a strip stuck to the bottom on phones). Pond: the whole board.
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

import lep_driver as L
import pond_driver as d
import table_driver as T

# Every test opens its own table on one booted app (conftest's shared_page: no page errors, no
# request leaving the origin), at the size it sets.

SIZES = [(1280, 800), (375, 740)]


def inside_viewport(page, selector):
    """Selectors whose elements are not wholly inside the window as it is (no scrolling)."""
    return page.evaluate(
        """(sel) => [...document.querySelectorAll(sel)].filter(e => {
             const r = e.getBoundingClientRect();
             return !(r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.width > 0);
           }).map(e => e.outerHTML.slice(0, 80))""", selector)


@pytest.mark.parametrize("width,height", SIZES)
def test_lepidoptery_hand_and_buttons_in_view(shared_page, width, height):
    page = shared_page
    page.set_viewport_size({"width": width, "height": height})
    L.start_game(page, "human", "bot:easy")
    expect(page.locator("[data-hand] .card").first).to_be_visible()
    assert page.evaluate("scrollY") == 0
    assert page.locator("[data-hand] .card").count() >= 12
    assert inside_viewport(page, "[data-hand] .card") == []
    assert inside_viewport(page, "[data-hand] .choices button") == []
    # with cards selected the play buttons appear, still in view
    page.locator("[data-hand] .card").first.click()
    expect(page.locator("[data-hand] .card.selected")).to_have_count(1)
    assert page.locator("[data-hand] .choices button").count() >= 1
    assert inside_viewport(page, "[data-hand] .card, [data-hand] .choices button") == []


@pytest.mark.parametrize("width,height", SIZES)
def test_pond_whole_board_in_view(shared_page, width, height):
    page = shared_page
    page.set_viewport_size({"width": width, "height": height})
    d.start_game(page, "human", "bot:easy", "pond", "light")
    assert page.evaluate("scrollY") == 0
    assert inside_viewport(page, ".board-wrap svg, .board-wrap .board") == []


@pytest.mark.parametrize("width,height", SIZES)
def test_arctic_hand_and_since_your_last_turn_beside_the_table_on_wide_screens(shared_page, width, height):
    """Arctic, three players: on a laptop your totem, hand and pile take the side column, with
    "Since your last turn" under them and the log; the Landscape and the River stay under the
    status line, and your hand is in view without scrolling. On a phone everything comes in
    one column, "Since your last turn" before the table."""
    page = shared_page

    record = T.greedy_record("arctic", {"players": 3}, 9)
    page.set_viewport_size({"width": width, "height": height})
    T.open_record(page, record, f"layout-arctic-{width}")
    expect(page.locator(".arc-you .arc-card").first).to_be_visible()
    away, land, you, log = (page.locator(sel).bounding_box() for sel in (".play > .away", ".arc-land-wrap", ".arc-you", ".play > .log"))
    assert away and land and you and log
    if width >= 860:
        for side in (away, you):
            assert side["x"] >= land["x"] + land["width"] - 1 and abs(side["x"] - log["x"]) < 2
        assert you["y"] < away["y"] < log["y"]
        assert land["y"] < 300  # the table starts right under the status line
        assert page.evaluate("scrollY") == 0
        assert inside_viewport(page, ".arc-you .arc-hand .arc-card, .arc-land-wrap, .arc-river .arc-card") == []
    else:
        assert away["y"] + away["height"] <= land["y"] + 1


def test_hexapod_case_hand_stacks_and_actions_in_view_on_a_laptop(shared_page):
    """Hexapod at 1280x800: the stacks beside the cases (side column), your whole case, your
    hand and its buttons, without scrolling."""
    page = shared_page

    record = T.greedy_record("hexapod", {}, 24)
    page.set_viewport_size({"width": 1280, "height": 800})
    T.open_record(page, record, "layout-hexapod")
    expect(page.locator(".hx-stack").first).to_be_visible()
    assert page.evaluate("scrollY") == 0
    assert page.locator(".hx-stack [data-action]").count() >= 1
    assert inside_viewport(page, ".hx-stack, .hx-mine .hx-case, .hx-mine .hand-card, .hx-mine .hx-actions button") == []


@pytest.mark.parametrize("round_", ["blue", "orange"])
def test_papillon_table_and_hand_in_view_on_a_laptop(shared_page, round_):
    """Papillon, four players, at 1280x800: the table (blue) or the plate and its sequences
    (orange) under the status line, your hand in the side column beside it, all without
    scrolling."""
    page = shared_page

    record = T.greedy_record("papillon", {"players": 4}, 8, lambda st: st.get("round") == round_ and st.get("phase") == "play")
    page.set_viewport_size({"width": 1280, "height": 800})
    T.open_record(page, record, f"layout-papillon-{round_}")
    table = ".pap-table-wrap" if round_ == "blue" else ".pap-layout-wrap"
    expect(page.locator(f".pap-you .pap-card").first).to_be_visible()
    assert page.evaluate("scrollY") == 0
    assert inside_viewport(page, f"{table}, .pap-you .pap-hand .pap-card") == []
    hand, board = page.locator(".pap-you").bounding_box(), page.locator(table).bounding_box()
    assert hand["x"] >= board["x"] + board["width"] - 1  # beside the table, not under it
    info = page.locator(".pap-info").bounding_box()
    assert info["y"] - (board["y"] + board["height"]) < 24  # the dice right under it, no gap


def test_papillon_on_a_phone_the_hand_stays_in_view_and_plays(shared_page):
    """Papillon, four players, at 375x740: your hand is a strip stuck to the bottom of the
    screen, in view without scrolling; choosing a card there and its capture (or discard) on
    the table plays it, the strip never covering what must be clicked."""
    page = shared_page
    import papillon_driver as P

    record = T.greedy_record("papillon", {"players": 4}, 8, lambda st: st.get("round") == "blue" and st.get("phase") == "play")
    page.set_viewport_size({"width": 375, "height": 740})
    T.open_record(page, record, "layout-papillon-phone")
    expect(page.locator(".pap-you .pap-card").first).to_be_visible()
    assert page.evaluate("scrollY") == 0
    assert inside_viewport(page, ".pap-you .pap-hand .pap-card") == []
    _game, state, _record = T.engine_state(page)
    action, _kind = P.choose(state, {"sum", "combine"})
    P.click_action(page, state, action)
    assert T.saved_record(page)["actions"][len(record["actions"])] == action


KNIFE = 48  # the Couteau Suisse


def _knife_captures_listed(page, width, height):
    """Papillon's blue round, two players, seed 27 after fourteen random moves: the person (seat
    0) holds the Swiss knife before an eight-card table. Opens it at ``width`` x ``height``,
    chooses the knife and clicks "Show all"; returns how many captures the knife has."""
    from vivarium.games import GAMES

    actions = ["discard 42", "discard 25", "take 30 = 42", "discard 20", "take 13 = 25", "take 8 = 20",
               "discard 14", "discard 41", "discard 54", "discard 33", "discard 39", "take 9 = 33",
               "discard 28", "discard 49"]
    game = GAMES["papillon"]
    options = game.normalize_options({"players": 2, "round": "blue"})
    state = game.setup(options, 27)
    for a in actions:
        state = game.apply(state, a)
    count = sum(1 for c in game.captures(state) if KNIFE in c[1])
    assert state["turn"] == 0 and count > 30
    record = {"version": 1, "game": "papillon", "options": options, "seed": 27,
              "players": [{"kind": "human", "name": "You"}, {"kind": "bot", "level": "easy"}], "actions": actions}
    page.set_viewport_size({"width": width, "height": height})
    T.open_record(page, record, f"knife-{width}")
    page.locator(f'.pap-hand [data-ui="sel {KNIFE}"]').click()
    page.locator('[data-ui="all"]').click()
    expect(page.locator(".pap-you [data-action]")).to_have_count(count)
    return count


def test_papillon_a_long_capture_list_leaves_no_gap_under_the_table(shared_page):
    """Papillon's blue round at 1280x800, with the Swiss knife's 47 captures all listed in the
    side column: the dice panel and the captured cards stay right under the table (the list's
    height goes below them, not between them)."""
    page = shared_page
    _knife_captures_listed(page, 1280, 800)
    table, info, piles, you = (page.locator(s).bounding_box() for s in (".pap-table-wrap", ".pap-info", ".pap-piles", ".pap-you"))
    assert you["height"] > 2000  # the list is long
    assert info["y"] - (table["y"] + table["height"]) < 24
    assert piles["y"] - (info["y"] + info["height"]) < 24


def test_papillon_show_all_on_a_phone_fits_and_goes_to_the_first_new_capture(shared_page):
    """At 375x740, "Show all" in the hand strip: every capture fits the strip's width (the
    Swiss knife's note wraps instead of running off the edge), and focus goes to the 13th
    capture, the first one revealed, which is in view in the strip."""
    page = shared_page
    _knife_captures_listed(page, 375, 740)
    too_wide = page.evaluate("""() => { const strip = document.querySelector('.pap-you').getBoundingClientRect();
        return [...document.querySelectorAll('.pap-you .pap-cap')]
          .filter(b => b.getBoundingClientRect().right > strip.right + 0.5 || b.scrollWidth > b.clientWidth + 1)
          .map(b => b.getAttribute('aria-label')); }""")
    assert too_wide == []
    focused = page.evaluate("""() => { const caps = [...document.querySelectorAll('.pap-you .pap-cap')];
        const a = document.activeElement, strip = document.querySelector('.pap-you').getBoundingClientRect();
        const r = a.getBoundingClientRect();
        return [caps.indexOf(a), r.top >= strip.top - 0.5 && r.bottom <= strip.bottom + 0.5]; }""")
    assert focused == [12, True]


# ---- the new-game form (issue 38 item 4) ----------------------------------------------------------
CLIPPED_SELECTS = """() => { const c = document.createElement('canvas').getContext('2d');
  return [...document.querySelectorAll('#setup-form select')].filter(s => s.getClientRects().length).filter(s => {
    const st = getComputedStyle(s); c.font = st.font;
    const room = s.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight) - 20;  // 20: the arrow
    return c.measureText(s.options[s.selectedIndex].text).width > room;  // the choice shown
  }).map(s => s.name); }"""


def set_language(page, lang):
    page.locator('select[data-pref="lang"]').select_option(lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_new_game_form_has_start_in_view_and_no_cut_choice(shared_page, lang):
    """Each game's new-game form at 1280x800 and 375x740, in English and French: Start is in
    the window without scrolling (who plays is one choice, the seats and the rarer settings are
    folded), and no choice of any select is cut, the folded parts opened too."""
    from vivarium.games import GAMES

    page = shared_page
    set_language(page, lang)
    try:
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            for game_id in GAMES:
                page.evaluate(f"location.hash = '#/new/{game_id}'")
                expect(page.locator(f'#setup-form select[name="preset"]')).to_be_visible()
                assert page.evaluate("scrollY") == 0
                start = page.locator('#setup-form [data-cmd="start"]').bounding_box()
                assert start and start["y"] + start["height"] <= height, f"{game_id} at {width}: Start is at {start}"
                assert page.evaluate(CLIPPED_SELECTS) == [], f"{game_id} at {width}"
                summaries = page.locator("#setup-form details > summary")
                for i in range(summaries.count()):
                    summaries.nth(i).click()
                expect(page.locator('#setup-form select[name="seat0"]')).to_be_visible()
                assert page.evaluate(CLIPPED_SELECTS) == [], f"{game_id} at {width}, unfolded"
                page.evaluate("location.hash = '#/'")
                expect(page.locator('[data-screen="home"]')).to_be_visible()
    finally:
        set_language(page, "en")


def test_a_preset_chooses_who_plays_and_the_unfolded_seats_stay_open(shared_page):
    """Papillon: "You and 2 computers" starts a game of three against two computers; a seat's
    kind changed in the unfolded seats leaves them unfolded."""
    page = shared_page
    page.evaluate("location.hash = '#/new/papillon'")
    form = page.locator("#setup-form")
    form.locator('select[name="preset"]').select_option("bots:2")
    expect(form.locator('select[name="preset"]')).to_have_value("bots:2")
    form.locator("details.seat-details > summary").click()
    expect(form.locator('select[name^="seat"]')).to_have_count(3)
    form.locator('select[name="seat2"]').select_option("bot:hard")
    expect(form.locator('select[name="seat2"]')).to_have_value("bot:hard")
    expect(form.locator("details.seat-details")).to_have_attribute("open", "")
    expect(form.locator('select[name="preset"]')).to_have_value("custom")
    page.locator('[data-cmd="start"]').click()
    expect(page.locator('section.play[data-game="papillon"]')).to_be_visible(timeout=T.STEP_MS)
    expect(page.locator(".seats .seat")).to_have_count(3)


# ---- nothing moves under the pointer (issue 38 item 3) ---------------------------------------------
def places(page, *selectors):
    """The boxes of ``selectors`` (rounded), the page at rest."""
    T.settle(page)
    out = []
    for sel in selectors:
        page.locator(sel).first.wait_for(state="visible")  # a redraw may be under way
        b = page.locator(sel).first.bounding_box()
        assert b is not None, f"{sel} is not on the screen"
        out.append({k: round(v, 1) for k, v in b.items()})
    return out


TOOLBAR = ('.toolbar [data-cmd="undo"]', '.toolbar [data-cmd="hint"]')


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("width,height", SIZES)
def test_pond_a_hint_and_the_computers_turn_move_neither_board_nor_toolbar(shared_page, width, height, lang):
    """Pond's 5x5 board against the computer: Undo and Hint keep their places from the first
    move on (Undo unavailable, then available; Hint unavailable, never gone, while the computer
    answers), and the hint's box and the longer statuses do not move the board, which stays
    whole in the window (row 5 included): the prompt once a piece of yours can move and the
    longest, once you pick it up, each whole in its box (three lines in French on a phone)."""
    page = shared_page
    set_language(page, lang)
    try:
        page.set_viewport_size({"width": width, "height": height})
        d.start_game(page, "human", "bot:easy", "pond", "light")
        T.set_pace(page, "slow")
        undo, hint = (page.locator(sel) for sel in TOOLBAR)
        expect(undo).to_be_disabled()  # nothing to undo yet: there, unavailable
        at_start = places(page, ".board-wrap", *TOOLBAR)
        around_start = what_is_above(page)
        hint.click()
        expect(page.locator('.hint-box[data-hint-state="ready"]')).to_be_visible(timeout=T.BOT_MS)
        assert places(page, ".board-wrap", *TOOLBAR) == at_start, "the hint moved the board or the toolbar"
        assert inside_viewport(page, ".board-wrap svg, .board-wrap .board, .hint-box") == []
        action = page.locator(".pond-board [data-hint]").first.get_attribute("data-action")
        d.click_action(page, action)  # the hinted move, by mouse; the computer answers after a pause
        expect(hint).to_be_disabled()
        expect(hint).to_have_attribute("title", re.compile(r"\w"))  # it says why
        assert places(page, ".board-wrap", *TOOLBAR) == at_start, "the computer's turn moved the board or the toolbar"
        expect(hint).to_be_enabled(timeout=T.BOT_MS)  # its answer came
        expect(undo).to_be_enabled()
        assert places(page, ".board-wrap", *TOOLBAR) == at_start, above_the_board(page, around_start)
        assert inside_viewport(page, ".board-wrap svg, .board-wrap .board") == []
        # An Egg laid beside yours grows it, and a piece that can move lengthens the prompt ("…or
        # move a piece with a dashed edge": three lines in French on a phone, the failure seen
        # once in 14 runs, when the computer happened to lay its Egg there). Made certain: your
        # next Egg beside your first, then that piece picked up (the longest prompt: where it goes).
        T.set_pace(page, "instant")
        mine = [action.split()[1]]
        for _ in range(3):
            if page.locator(".pond-board .sq.movable").count():
                break
            legal = [a for a in d.legal_on_page(page) if a.startswith("place ")]
            place = next((a for a in legal if beside(a.split()[1], mine)), legal[0])
            n = d.log_count(page)
            d.click_action(page, place)
            mine.append(place.split()[1])
            d.wait_log(page, n + 2, timeout=T.BOT_MS)  # and the computer's answer
            assert places(page, ".board-wrap", *TOOLBAR) == at_start, above_the_board(page, around_start)
        expect(page.locator(".status .hint-text")).to_have_text(t_("pond.prompt.place_or_move", lang))
        assert places(page, ".board-wrap", *TOOLBAR) == at_start, above_the_board(page, around_start)
        assert status_cut(page) == 0, "the prompt does not show whole"
        page.locator(".pond-board .sq.movable").first.click()
        expect(page.locator(".pond-board .sq.selected")).to_have_count(1)
        expect(page.locator(".status .hint-text")).to_contain_text(t_("pond.prompt.where", lang).split("{")[0])
        assert places(page, ".board-wrap", *TOOLBAR) == at_start, above_the_board(page, around_start)
        assert status_cut(page) == 0, "the prompt does not show whole"
    finally:
        set_language(page, "en")


def beside(square, squares):
    """Whether ``square`` (e.g. "c3") is an orthogonal neighbour of one of ``squares``."""
    return any(abs(ord(square[0]) - ord(o[0])) + abs(int(square[1:]) - int(o[1:])) == 1 for o in squares)


def t_(key, lang):
    """A catalogue's text as the page shows it (French typography included)."""
    from vivarium.i18n import catalogue, section_of

    return catalogue(lang, section_of(key))[key]


def status_cut(page):
    """How many pixels of the status's text lie beyond its box (0: all of it shows)."""
    return page.evaluate("() => { const s = document.querySelector('.play > .status'); return Math.max(0, s.scrollHeight - s.clientHeight); }")


def above_the_board(page, before):
    """What lies between the toolbar and the board, and the window's scroll, now and ``before``
    (a failure says what moved the board, not only that it moved)."""
    return f"above the board, before: {before}; now: {what_is_above(page)}"


def what_is_above(page):
    return page.evaluate("""() => ({scrollY, parts: ['.seats', '.status', '.play > .error', '.hint-box']
        .map(sel => document.querySelector(sel)).filter(Boolean)
        .map(el => [el.className, Math.round(el.getBoundingClientRect().top), Math.round(el.getBoundingClientRect().height),
                    el.innerText.slice(0, 140)])})""")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("width,height", SIZES)
def test_hexapod_a_two_line_status_does_not_move_the_board(shared_page, width, height, lang):
    """Hexapod against the computer, a dozen moves by mouse: the prompt takes one line or more
    as it says more or less, and the status keeps one height. On a laptop your case (under the
    status) never moves; on a phone the stacks' own notes come between (left to the stacks)."""
    import hexapod_driver as H

    page = shared_page
    T.reduce_motion(page)  # the status and the case are measured still, not waited for between slides
    set_language(page, lang)
    try:
        page.set_viewport_size({"width": width, "height": height})
        H.start_game(page, "human", "bot:easy", first="light")
        H.set_pace(page, "instant")
        def top():  # the cases grow as cards come: their top edge (and the status) must not move
            status, cases = places(page, ".play > .status", ".hx-cases")
            # in the page, not the window: clicking a cell low in one's case scrolls the window
            # to it (the test's own pointer, as a person's wheel would), which is no move
            scrolled = page.evaluate("scrollY")
            status["y"], cases["y"] = round(status["y"] + scrolled, 1), round(cases["y"] + scrolled, 1)
            if width < 860:  # the page may scroll down to your case: the status's height is what counts
                return status["height"], None
            return status, {k: v for k, v in cases.items() if k in ("x", "y", "width")}

        board = top()
        lines = set()
        for _ in range(12):
            page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
            state, _record = H.engine_state(page)
            if state.get("over") or state["turn"] != 0:
                break
            lines.add(page.evaluate("""() => { const r = document.createRange(); r.selectNodeContents(document.querySelector('.play > .status'));
                return new Set([...r.getClientRects()].map(b => Math.round(b.bottom))).size; }"""))
            assert top() == board, f"the board moved (status lines so far: {lines})"
            action = sorted(H.HEX.legal_actions(state), key=lambda a: (not a.startswith("place"), a))[0]
            H.do(page, action, exact=False)
        assert top() == board
        assert max(lines) >= 2, f"no two-line status was seen: {lines}"
    finally:
        set_language(page, "en")


def test_pond_no_focus_frame_after_a_click_and_one_after_a_key(shared_page):
    """Pond at 1280x800: after a move by mouse (and the computer's answer) no square shows the
    keyboard's focus frame, wherever the app put the focus; after an arrow key the focused
    square shows it."""
    page = shared_page
    page.set_viewport_size({"width": 1280, "height": 800})
    d.start_game(page, "human", "bot:easy", "pond", "light")
    T.set_pace(page, "instant")
    framed = """() => { const probe = document.createElement('span'); probe.style.color = 'var(--focus)';
        document.body.append(probe); const focus = getComputedStyle(probe).color; probe.remove();
        return [...document.querySelectorAll('.pond-board .sq .cell')].filter(c => getComputedStyle(c).stroke === focus)
          .map(c => c.closest('.sq').dataset.sq); }"""
    d.click_action(page, d.legal_on_page(page)[0])
    page.wait_for_function("() => document.body.dataset.bot !== 'thinking' && document.querySelectorAll('.log li.step').length >= 2",
                           timeout=T.BOT_MS)
    T.settle(page)
    square = page.evaluate("() => document.activeElement && document.activeElement.dataset.sq || null")
    assert square, "the app put the focus on a square after the move"
    assert page.evaluate(framed) == [], "a square shows the focus frame after a click"
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.activeElement && document.activeElement.dataset.sq")
    now = page.evaluate("() => document.activeElement.dataset.sq")
    assert page.evaluate(framed) == [now]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_wide_toolbar_is_one_row_in_both_languages(shared_page, lang):
    """At 1280x800, Papillon against two computers (the fullest toolbar: Undo, Hint, the speed,
    the menu's buttons in the row): one row, the game's name whole beside it."""
    page = shared_page
    set_language(page, lang)
    try:
        page.set_viewport_size({"width": 1280, "height": 800})
        T.start_table(page, "papillon", ["human", "bot:easy", "bot:easy"])
        toolbar = page.locator(".play-head .toolbar")
        tops = T.toolbar_tops(page)
        assert len(tops) >= 8 and len(set(tops)) == 1, f"the toolbar takes more than one row: {tops}"
        name = page.locator(".play-head h2").evaluate("h => { const r = document.createRange(); r.selectNodeContents(h.firstChild); return r.getBoundingClientRect().right; }")
        assert name <= toolbar.bounding_box()["x"], "the toolbar covers the game's name"
    finally:
        set_language(page, "en")


def test_more_options_stay_open_when_a_device_setting_in_them_changes(shared_page):
    """"When a computer answers my move" is a device setting inside "More options": choosing
    there leaves the part open (the form is redrawn)."""
    page = shared_page
    page.evaluate("location.hash = '#/new/lepidoptery'")
    form = page.locator("#setup-form")
    form.locator("details.more-options > summary").click()
    confirm = form.locator('select[data-pref="confirm"]')
    confirm.select_option("on")
    expect(confirm).to_have_value("on")
    expect(form.locator("details.more-options")).to_have_attribute("open", "")
    confirm.select_option("off")
    expect(confirm).to_have_value("off")


@pytest.mark.parametrize("width,height", SIZES)
def test_lepidoptery_a_hint_moves_neither_board_nor_hand(shared_page, width, height):
    """Lepidoptery against the computer: the hint's box comes and the board, the hand and the
    toolbar stay where they were, every hand card still in view."""
    page = shared_page
    page.set_viewport_size({"width": width, "height": height})
    L.start_game(page, "human", "bot:easy", first="light")
    expect(page.locator("[data-hand] .card").first).to_be_visible()

    def where():  # the hand grows when the hint chooses its cards (their play button): its top counts
        board, hand, *tools = places(page, ".lep-board", "[data-hand]", *TOOLBAR)
        return board, (hand["x"], hand["y"]), tools

    at_start = where()
    page.locator('.toolbar [data-cmd="hint"]').click()
    expect(page.locator('.hint-box[data-hint-state="ready"]')).to_be_visible(timeout=T.BOT_MS)
    assert where() == at_start, "the hint moved the board, the hand or the toolbar"
    assert inside_viewport(page, "[data-hand] .card, .hint-box") == []


SEEN_WHOLE = """(sel) => [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length).filter(e => {
  const r = e.getBoundingClientRect(), cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2;
  return ![[cx, r.top + 2], [cx, r.bottom - 2], [r.left + 4, cy], [r.right - 4, cy]].every(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === e || e.contains(hit));
  });
}).map(e => e.outerHTML.slice(0, 80))"""


def test_the_turn_badge_and_the_games_subtitle_are_seen_whole_in_every_game(shared_page):
    """Each game against a computer, in French (the longer words), at 1280x800 and 375x740: the
    "à jouer" badge on the top edge of the seat box to play is seen whole (a phone's seat box
    once clipped its top half in Lepidoptery and Hexapod), the game's subtitle beside its name
    is not cut (Hexapod's « 29 cartes dans les p… » at 1280 px), nor are Arctic's card and token
    names, and the page never scrolls sideways."""
    page = shared_page
    set_language(page, "fr")
    try:
        for game_id in ("pond", "lepidoptery", "hexapod", "arctic", "papillon"):
            page.set_viewport_size({"width": 1280, "height": 800})
            T.start_table(page, game_id, ["human", "bot:easy"] + (["bot:easy"] if game_id in ("arctic", "papillon") else []))
            T.set_pace(page, "instant")
            for width, height in ((1280, 800), (375, 740)):
                page.set_viewport_size({"width": width, "height": height})
                page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
                expect(page.locator(".seat.to-act .turn-badge")).to_have_count(1)
                T.settle(page)
                assert page.evaluate(SEEN_WHOLE, ".seat .turn-badge") == [], (game_id, width)
                cut = page.locator(".play-head h2 small, .arc-name, .arc-comp, .arc-land .tok-name").evaluate_all(
                    "s => s.filter(e => e.getClientRects().length && e.clientWidth > 2 && e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)")
                assert cut == [], (game_id, width)  # Arctic's names too: « Ours polair », « Macare » were cut
                assert page.evaluate("document.documentElement.scrollWidth") <= width, (game_id, width)  # no sideways scrolling
                # every seat's count is inside its box (a French Lepidoptery count once overflowed it)
                out = page.locator(".seat dl dd").evaluate_all(
                    "ds => ds.filter(d => d.getClientRects().length && d.clientWidth > 2).filter(d => { const b = d.closest('.seat').getBoundingClientRect(), r = d.getBoundingClientRect(); "
                    "return r.right > b.right + 0.5 || r.left < b.left - 0.5; }).map(d => d.textContent)")
                assert out == [], (game_id, width)
                if game_id == "lepidoptery" and width == 375:  # « Suite 2 » « visible »: a rule keeps two counts apart
                    rules = page.locator(".seat .stat + .stat").evaluate_all(
                        "ss => ss.map(s => { const b = getComputedStyle(s, '::before'); return b.content !== 'none' && b.width === '1px' && b.backgroundColor !== 'rgba(0, 0, 0, 0)'; })")
                    assert rules and all(rules), rules
            T.toolbar_click(page, "Accueil")
            expect(page.locator('[data-screen="home"]')).to_be_visible(timeout=T.STEP_MS)
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})
        set_language(page, "en")


def test_papillon_on_a_phone_every_seat_box_reads_alike_in_both_languages(shared_page):
    """Papillon at four (two teams) at 375x740: in every seat box the team is on a line of its
    own under the counts, its label beside its name, and the four boxes are one height. In
    French « Équipe Bleu canard » did not fit beside the counts: two boxes put it under them on
    two lines and two kept « Or » beside them, so the four read differently."""
    page = shared_page
    page.set_viewport_size({"width": 375, "height": 740})
    try:
        for lang in ("fr", "en"):
            set_language(page, lang)
            T.start_table(page, "papillon", ["human", "bot:easy", "bot:easy", "bot:easy"])
            T.set_pace(page, "instant")
            page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
            T.settle(page)
            boxes = page.locator(".seat.pap-seat").evaluate_all("""ss => ss.map(s => {
              const box = r => r.getBoundingClientRect();
              const team = s.querySelector('dd[data-stat="team"]'), label = team.previousElementSibling;
              const hand = s.querySelector('dd[data-stat="hand"]');
              return {height: Math.round(box(s).height), team: team.textContent,
                      one_line: Math.abs(box(label).bottom - box(team).bottom) < 4,
                      under_counts: box(team).top >= box(hand).bottom - 1};
            })""")
            assert len(boxes) == 4, boxes
            assert all(b["one_line"] and b["under_counts"] for b in boxes), (lang, boxes)
            assert len({b["height"] for b in boxes}) == 1, (lang, boxes)
            T.toolbar_click(page, "Accueil" if lang == "fr" else "Home")
            expect(page.locator('[data-screen="home"]')).to_be_visible(timeout=T.STEP_MS)
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})
        set_language(page, "en")


BADGES = """cards => cards.map(c => {
  const r = c.getBoundingClientRect(), after = getComputedStyle(c, '::after');
  const w = parseFloat(after.width) + (after.boxSizing === 'border-box' ? 0 : parseFloat(after.paddingLeft) + parseFloat(after.paddingRight));
  // on the card's top edge, centred (Arctic) or out past its right corner (Papillon)
  const right = after.left === 'auto' ? r.right - parseFloat(after.right) : r.left + r.width / 2 + w / 2;
  return {word: after.content, left: right - w, right, top: r.top};
})"""
# where each game's hand is, and the class a card new since your last turn gets
NEW_IN_HAND = {"arctic": (".arc-you .arc-hand .arc-card", "new-in-hand"), "papillon": (".pap-hand .pap-card", "new"),
               "lepidoptery": (".hand .card", "new-in-hand")}


@pytest.mark.parametrize("game_id", sorted(NEW_IN_HAND))
def test_on_a_phone_the_new_badges_of_two_cards_side_by_side_do_not_meet(shared_page, game_id):
    """Arctic's, Papillon's and Lepidoptery's hands at 375x740: a card that came into the hand
    since your last turn has a "new" badge on its top edge. In French « nouveau » was 56 px wide
    over cards of 44 to 46 px, 3 or 4 px apart, so two new cards side by side ran their badges together
    (« nouveaunouveau »; a new Papillon deal marks the whole hand). Two cards of the hand are
    given the class the table gives a new card, and their badges measured, in both languages."""
    page = shared_page
    hand, new = NEW_IN_HAND[game_id]
    page.set_viewport_size({"width": 375, "height": 740})
    try:
        for lang, word in (("fr", '"nouveau"'), ("en", '"new"')):
            set_language(page, lang)
            T.start_table(page, game_id, ["human", "bot:easy"] + (["bot:easy"] if game_id == "papillon" else []))
            T.set_pace(page, "instant")
            page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
            direction = page.locator('[data-action="direction clockwise"]')
            if direction.count():  # Papillon: the person won the dice and chooses the way of play first
                direction.click()
            expect(page.locator(f"{hand}:visible").nth(1)).to_be_visible(timeout=T.BOT_MS)
            T.settle(page)
            # found, marked and measured in one go (a redraw of the hand in between drops the marks)
            first, second = page.evaluate(f"""() => ({BADGES})([...document.querySelectorAll('{hand}')]
              .filter(c => c.getClientRects().length).slice(0, 2).map(c => {{ c.classList.add('{new}'); return c; }}))""")
            assert first["word"] == word and abs(first["top"] - second["top"]) < 8, (first, second)  # one row
            assert first["right"] <= second["left"] - 1, (lang, first, second)
            T.toolbar_click(page, "Accueil" if lang == "fr" else "Home")
            expect(page.locator('[data-screen="home"]')).to_be_visible(timeout=T.STEP_MS)
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})
        set_language(page, "en")
