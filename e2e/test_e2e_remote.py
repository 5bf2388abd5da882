"""Playing on several devices (issue 24) with two browser contexts as two devices, joined by a
real WebRTC data channel (no server): invitation by link, reply by paste, whole games, faults,
a hostile device."""
from __future__ import annotations

import json
import re
from types import SimpleNamespace

import pytest
from playwright.sync_api import expect

import lep_driver as L
import remote_driver as R
import table_driver as T
from vivarium.core.records import replay
from vivarium.games import GAMES
from vivarium.games.lepidoptery.rules import parse_action

LEP = GAMES["lepidoptery"]


@pytest.fixture(scope="module")
def _kept_host(browser, base_url):
    """The host's device of the module's tests, kept from test to test (see ``devices``)."""
    kept = SimpleNamespace(page=None, viewport=None)
    try:
        yield kept
    finally:
        if kept.page is not None:
            kept.page.context.close()


@pytest.fixture
def devices(_kept_host, browser, base_url, request):
    """``devices()``: a new device (its own browser context) each call, except the first of a
    test: the host's, the module's one device kept from test to test (as the person hosting
    keeps one tab), back at Home at its first size once its app has started (``open_host``);
    each test starts its own table there. After a failed test the host's device is closed too:
    the next test starts on a new one."""
    made = []

    def make():
        if not made:
            if _kept_host.page is None:
                _kept_host.page = R.new_device(browser, base_url).new_page()
                _kept_host.viewport = _kept_host.page.viewport_size
            host = _kept_host.page
            made.append(None)
            host.set_viewport_size(_kept_host.viewport)
            if not host.url.startswith("about:"):
                host.evaluate("location.hash = '#/'")
                host.wait_for_selector('[data-screen="home"]', timeout=R.STEP_MS)
            return host
        ctx = R.new_device(browser, base_url)
        made.append(ctx)
        return ctx.new_page()

    failed = request.session.testsfailed
    yield make
    for ctx in made[1:]:
        ctx.close()
    if request.session.testsfailed > failed and _kept_host.page is not None:
        _kept_host.page.context.close()
        _kept_host.page = None


def open_host(host, boot):
    """Start the app on the host's device, unless it runs there already (``devices``)."""
    if host.url.startswith("about:"):
        boot(host)


def lep_state(host):
    record = T.saved_record(host)
    return replay(LEP, record)[-1]


def lep_choice(state):
    """The quick player: the play of the most cards, else pass."""
    legal = LEP.legal_actions(state)
    plays = [a for a in legal if a != "pass"]
    if not plays:
        return "pass"
    return max(plays, key=lambda a: (len(parse_action(a).naturals) + (parse_action(a).joker is not None), a))


def start_lep_with_guest(host, guest, boot):
    open_host(host, boot)
    T.start_table(host, "lepidoptery", ["human", "remote"], ["Ana", ""], {"rows": "4", "first": "light"})
    R.connect(host, guest, 1, "Bob", boot)
    expect(host.locator('[data-dialog="devices"]')).to_have_count(0, timeout=R.STEP_MS)


def play_lep_turn(host, guest):
    state = lep_state(host)
    seat = LEP.actor(state)
    action = lep_choice(state)
    n = len(T.saved_record(host)["actions"])
    L.click_play(host if seat == 0 else guest, action)
    R.wait_moves(host, n + 1)
    R.wait_guest_ply(guest, n + 1)
    return action


def test_a_whole_lepidoptery_game_between_two_devices(devices, boot):
    host, guest = devices(), devices()
    start_lep_with_guest(host, guest, boot)
    expect(host.locator(".seat-1 .seat-name small")).to_contain_text("on another device")
    for _ in range(300):
        if LEP.outcome(lep_state(host)) is not None:
            break
        if LEP.actor(lep_state(host)) == 1:  # the host cannot play for the other device
            expect(host.locator(".status")).to_contain_text("Waiting for Bob's device")
        play_lep_turn(host, guest)
    assert LEP.outcome(lep_state(host)) is not None
    expect(host.locator(".result-panel")).to_be_visible(timeout=R.STEP_MS)
    expect(guest.locator('section.remote-guest[data-over="1"] .status')).to_contain_text(
        "You won" if 1 in LEP.outcome(lep_state(host))["winners"] else "Game over", timeout=R.STEP_MS)
    # the guest's log is the host's
    assert R.__dict__ and guest.locator(".log li.step").count() == host.locator(".log li.step").count()
    # once it is over, the guest reviews the game on its own device and can share it
    guest.get_by_role("button", name="Review this game").click()
    expect(guest.locator(".review-log")).to_be_visible(timeout=R.STEP_MS)
    plies = len(T.saved_record(host)["actions"])  # the same game: every move of it
    expect(guest.locator("section.review")).to_have_attribute("data-plies", str(plies), timeout=R.STEP_MS)
    guest.locator('[data-cmd="rv share"]').click()
    expect(guest.locator("#share-link")).to_have_value(re.compile(r"#/shared/z1"), timeout=R.STEP_MS)


def test_a_redraw_never_replaces_the_card_under_a_press(devices, boot):
    """The host hears the guest's device every 10 s and redraws (web/redraws.py). A redraw that
    would change nothing is skipped: the card stays the same element. A redraw asked for while a
    card is pressed waits for the release, so the press still chooses the card (redrawn under the
    finger, the card would be replaced and the click lost)."""
    host, guest = devices(), devices()
    start_lep_with_guest(host, guest, boot)
    card = host.locator('[data-hand] [data-ui="toggle 0"]')
    expect(card).to_have_attribute("aria-pressed", "false", timeout=R.STEP_MS)

    def count(name):
        return int(host.evaluate(f"() => +(document.body.dataset.{name} || 0)"))

    card.evaluate("el => { el.keptAcross = true; }")
    skipped = count("redrawsSkipped")
    host.wait_for_function("n => +(document.body.dataset.redrawsSkipped || 0) > n", arg=skipped, timeout=25_000)
    assert card.evaluate("el => el.keptAcross === true"), "a redraw that changes nothing replaced the card"

    held = count("redrawsHeld")
    box = card.bounding_box()
    host.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    host.mouse.down()
    host.wait_for_function("n => +(document.body.dataset.redrawsHeld || 0) > n", arg=held, timeout=25_000)
    assert card.evaluate("el => el.keptAcross === true"), "the card was replaced under the press"
    host.mouse.up()
    expect(card).to_have_attribute("aria-pressed", "true", timeout=R.STEP_MS)
    # the click's own redraw happened: the choice is shown, its play offered
    expect(host.locator(".choices [data-action]").first).to_be_visible(timeout=R.STEP_MS)


def test_faults_a_closed_page_a_host_reload_and_a_move_made_while_disconnected(devices, boot):
    host, guest = devices(), devices()
    guest_ctx = guest.context
    start_lep_with_guest(host, guest, boot)
    for _ in range(3):
        play_lep_turn(host, guest)
    # 1. the remote page is closed mid-game: the host notices within seconds and waits
    guest.close()
    expect(host.locator('[data-cmd="devices"]')).to_contain_text("not connected", timeout=R.STEP_MS)
    before = R.moves(host)
    guest = guest_ctx.new_page()
    R.connect(host, guest, 1, "Bob", boot)  # a fresh invitation for the same seat
    R.wait_guest_ply(guest, before)  # the same game, the whole log
    for _ in range(2):
        play_lep_turn(host, guest)
    # 2. the host reloads mid-game: it resumes and waits for the device again
    while LEP.actor(lep_state(host)) != 1:
        play_lep_turn(host, guest)
    host.reload()
    host.wait_for_selector('body[data-ready="1"]', state="attached", timeout=60_000)
    expect(host.locator('[data-dialog="devices"]')).to_be_visible(timeout=R.STEP_MS)
    expect(guest.locator(".remote-lost")).to_be_visible(timeout=R.STEP_MS)
    # 3. a move made while disconnected waits and is applied once after reconnecting
    n = R.moves(host)
    action = lep_choice(lep_state(host))
    L.select_play(guest, action).click()
    expect(guest.locator(".status")).to_contain_text("on its way", timeout=R.STEP_MS)
    link = R.invitation(host, 1)
    guest.locator("#rejoin-link").fill(link)
    guest.locator('[data-cmd="remote-rejoin"]').click()
    R.paste_reply(host, R.reply_link(guest))
    R.wait_connected(guest)
    R.wait_moves(host, n + 1)
    guest.wait_for_timeout(1500)
    record = T.saved_record(host)
    assert len(record["actions"]) == n + 1 and record["actions"][-1] == action
    play_lep_turn(host, guest)  # the game goes on


HOSTILE = [
    "not json", "{}", "[" * 50 + "]" * 50, json.dumps({"v": 1, "type": "act"}), "x" * 10_000,
    json.dumps({"v": 1, "type": "act", "table": "zzz", "seat": 0, "secret": "a" * 22, "seq": 1, "action": "pass", "at": "0-00000000"}),
    json.dumps({"v": 1, "type": "undo", "table": "zzz", "seat": 1, "secret": "b" * 22, "seq": 1, "at": "0-00000000"}),
]


def test_a_hostile_device_over_a_real_data_channel_changes_nothing(devices, boot):
    host, guest = devices(), devices()
    # the scripted device: the joined page's own data channel, caught as the app first sends on it
    guest.add_init_script("""(() => { const send = RTCDataChannel.prototype.send;
      RTCDataChannel.prototype.send = function (t) { window.__dc = this; return send.call(this, t); }; })()""")
    start_lep_with_guest(host, guest, boot)
    assert LEP.actor(lep_state(host)) == 0
    before = T.saved_record(host)
    sent = guest.evaluate("texts => { texts.forEach(t => window.__dc.send(t)); return texts.length; }", HOSTILE * 5)
    assert sent == len(HOSTILE) * 5
    host.wait_for_timeout(1500)
    assert T.saved_record(host) == before  # nothing the device sent changed the game
    # the host is responsive: its person plays; a new, honest device takes the seat and plays on
    state = lep_state(host)
    L.click_play(host, lep_choice(state))
    guest.close()
    expect(host.locator('[data-cmd="devices"]')).to_contain_text("not connected", timeout=R.STEP_MS)
    honest = devices()
    R.connect(host, honest, 1, "Cy", boot)
    play_lep_turn(host, honest)
    play_lep_turn(host, honest)


# ---- tables of three and four: Arctic and Papillon, with computers and several devices ----------
import random  # noqa: E402

import arctic_driver as A  # noqa: E402
import papillon_driver as P  # noqa: E402


def host_state(host, game):
    return replay(game, T.saved_record(host))[-1]


def wait_for_turn(host, pages, game, timeout=T.BOT_MS):
    """Until a person (at the host or on a device) must act: returns ``(state, seat)``; every
    device's screen has caught up with the host's log by then."""
    deadline = 400
    while deadline:
        deadline -= 1
        host.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=timeout)
        record = T.saved_record(host)  # the position and its move count from one read: a computer
        state = replay(game, record)[-1]  # moving between two reads made the test wait for a move too many
        seat = game.actor(state)
        n = len(record["actions"])
        if game.outcome(state) is not None or seat in pages:
            for page in set(pages.values()) - {host}:
                R.wait_guest_ply(page, n)
            return state, seat
        R.wait_moves(host, n + 1, timeout)  # a computer's move
    raise AssertionError("nobody acted")


def arctic_click(page, host, action):
    """Play ``action`` on ``page`` (the host's or a device's) as a person does; waits until the
    host has applied it."""
    n = R.moves(host)
    words = action.split()
    if words[0] == "place":
        mode = words[2] if len(words) == 3 else "top"
        fox = page.locator(f'[data-ui="fox {mode}"]')
        if fox.count() and fox.get_attribute("aria-pressed") != "true":
            fox.click()
            expect(page.locator(f'[data-ui="fox {mode}"]')).to_have_attribute("aria-pressed", "true", timeout=R.STEP_MS)
    elif words[0] == "swap":
        page.locator(f'[data-ui="pick {words[1]}"]').click()
        expect(page.locator(f'[data-action="{action}"]')).to_have_count(1, timeout=R.STEP_MS)
    button = page.locator(f'button[data-action="{action}"]')
    (button.first if button.count() else page.locator(f'[data-action="{action}"]').first).click()
    R.wait_moves(host, n + 1)


def test_a_three_player_arctic_table_with_one_remote_device(devices, boot):
    """Ana at the host, Bob on his own device, one computer: Bob's turns are played on his
    device, which never shows another player's hand or totem."""
    arc = GAMES["arctic"]
    host, guest = devices(), devices()
    open_host(host, boot)
    T.start_table(host, "arctic", ["human", "remote", "bot:easy"], ["Ana", "", ""])
    R.connect(host, guest, 1, "Bob", boot)
    expect(host.locator('[data-dialog="devices"]')).to_have_count(0, timeout=R.STEP_MS)
    T.set_pace(host, "instant")
    pages = {0: host, 1: guest}
    rng = random.Random(4)
    guest_turns = 0
    for _ in range(60):
        state, seat = wait_for_turn(host, pages, arc)
        if arc.outcome(state) is not None or guest_turns >= 6:
            break
        A.assert_private_view(guest, state, 1)  # Bob's hand and totem only
        action = A.choose(state, rng)
        arctic_click(pages[seat], host, action)
        guest_turns += seat == 1
    assert guest_turns >= 6, "Bob played on his device"
    assert "data-hand=\"1\"" not in T.body_html(host)  # the host never shows Bob's hand


def papillon_click(page, host, state, action):
    n = R.moves(host)
    verb = action.split()[0]
    target = page.locator(f'[data-action="{action}"]')
    if verb in P.CAPTURES or verb in ("papillon", "chrysalide"):
        info = P.action_info(state["hands"][state["turn"]], state["table"], action)
        card = info["played"][0]
        chosen = page.locator(f'.pap-hand [data-ui="sel {card}"]')
        for attempt in range(3):  # a view arriving from the host redraws the hand: click again, as a person would
            chosen.click()
            try:
                expect(chosen).to_have_attribute("aria-pressed", "true", timeout=R.STEP_MS // 3)
                break
            except AssertionError:
                if attempt == 2:
                    raise
        if not target.count():
            page.locator('[data-ui="all"]').click()
        expect(target).to_have_count(1, timeout=R.STEP_MS)
    target.click()
    R.wait_moves(host, n + 1)


def test_a_four_seat_papillon_table_two_devices_a_person_and_a_computer_through_the_blue_round(devices, boot):
    pap = GAMES["papillon"]
    host, bob, cy = devices(), devices(), devices()
    open_host(host, boot)
    T.start_table(host, "papillon", ["human", "remote", "remote", "bot:easy"], ["Ana", "", "", ""], {"round": "blue"})
    R.connect(host, bob, 1, "Bob", boot)
    R.connect(host, cy, 2, "Cy", boot)
    expect(host.locator('[data-dialog="devices"]')).to_have_count(0, timeout=R.STEP_MS)
    T.set_pace(host, "instant")
    pages = {0: host, 1: bob, 2: cy}
    played = {0: 0, 1: 0, 2: 0}
    for _ in range(200):
        state, seat = wait_for_turn(host, pages, pap)
        if pap.outcome(state) is not None:
            break
        for s, page in ((1, bob), (2, cy)):
            P.assert_private_view(page, state, s)  # each device: its own hand, no other
        action, _ = P.choose(state, set())
        papillon_click(pages[seat], host, state, action)
        played[seat] += 1
    state = host_state(host, pap)
    assert pap.outcome(state) is not None, "the blue round was played to its end"
    assert played[1] and played[2] and played[0]
    for page in (bob, cy):
        expect(page.locator('section.remote-guest[data-over="1"]')).to_be_visible(timeout=R.STEP_MS)


# ---- remote polish (issue 38) ---------------------------------------------------------------------
def test_the_guests_name_at_the_hosts_seat_and_a_taken_back_note_inside_the_screen_at_both_widths(devices, boot):
    host, guest = devices(), devices()
    host.set_viewport_size({"width": 1280, "height": 800})
    start_lep_with_guest(host, guest, boot)  # the host left Bob's seat nameless; he typed "Bob" on his phone
    expect(host.locator(".seat-1 .seat-name small")).to_have_text("Bob, on another device")
    assert T.saved_record(host)["players"][1]["name"] == "Bob"
    while LEP.actor(lep_state(host)) != 1 or lep_choice(lep_state(host)) == "pass":
        play_lep_turn(host, guest)
    n = R.moves(host)
    play_lep_turn(host, guest)  # Bob plays a card...
    guest.locator('[data-cmd="remote-undo"]').click()  # ...and takes it back
    note = host.locator(".play > .info-line")
    expect(note).to_contain_text("Taken back from another device", timeout=R.STEP_MS)
    assert R.moves(host) == n
    R.within_viewport(host, ".play > .info-line")
    host.set_viewport_size({"width": 375, "height": 740})
    expect(note).to_be_visible()
    R.within_viewport(host, ".play > .info-line")


def test_a_used_invitation_says_so_before_join_and_a_new_one_opened_in_the_same_tab_loads(devices, boot):
    host, guest = devices(), devices()
    start_lep_with_guest(host, guest, boot)
    # Bob opens his (used) invitation again in a second tab of his phone: said before Join
    link = guest.evaluate("location.href")
    again = guest.context.new_page()
    boot(again, "index.html#" + link.split("#", 1)[1])
    stale = again.locator(".remote-stale")
    expect(stale).to_have_text("This invitation was already used on this device: ask Ana for a new one.", timeout=R.STEP_MS)
    expect(again.locator('[data-cmd="remote-join"]')).to_have_text("Try it anyway")
    # Bob's first tab closes: Ana's table makes a new invitation; Bob opens it in the second tab
    guest.close()
    expect(host.locator('[data-cmd="devices"]')).to_contain_text("not connected", timeout=R.STEP_MS)
    fresh = R.invitation(host, 1)
    assert fresh != link
    again.evaluate("window.__same_page = 1")
    R.open_in_tab(again, fresh)
    expect(again.locator(".remote-stale")).to_have_count(0, timeout=R.STEP_MS)
    join = again.locator('[data-cmd="remote-join"]')
    expect(join).to_have_text("Join")
    assert again.evaluate("window.__same_page") == 1  # the same page: not reloaded
    join.click()
    R.paste_reply(host, R.reply_link(again))
    R.wait_connected(again)
    expect(host.locator(".seat-1 .seat-name small")).to_have_text("Bob, on another device")


def test_a_reply_to_a_used_invitation_opened_at_the_host_is_said_at_its_table_and_in_its_tab(devices, boot):
    host, guest = devices(), devices()
    start_lep_with_guest(host, guest, boot)
    link = guest.evaluate("location.href")  # Bob's invitation, answered and connected
    again = guest.context.new_page()
    boot(again, "index.html#" + link.split("#", 1)[1])
    again.locator('[data-cmd="remote-join"]').click()  # "Try it anyway": a second reply to one offer
    reply = R.reply_link(again)
    tab = host.context.new_page()  # Ana opens that reply on her device: a tab beside her table
    boot(tab, "index.html#" + reply.split("#", 1)[1])
    expect(tab.locator(".remote-reply-page .error")).to_contain_text("The table refused this reply", timeout=R.STEP_MS)
    expect(host.locator(".notices")).to_contain_text(
        "A reply to an old invitation arrived for Dark: that invitation was already used or made again.")
    expect(guest.locator('section.remote-guest[data-connected="1"]')).to_be_visible()  # Bob keeps his seat


def test_a_reply_opened_in_the_tab_hosting_the_table_is_asked_there_and_connects(devices, boot):
    host, guest = devices(), devices()
    open_host(host, boot)
    T.start_table(host, "lepidoptery", ["human", "remote"], ["Ana", ""], {"rows": "4", "first": "light"})
    reply = R.join(guest, R.invitation(host, 1), "Bob", boot)
    host.evaluate("window.__same_page = 1")
    R.open_in_tab(host, reply)  # Ana taps Bob's reply link: it opens in the tab of her table
    expect(host.locator(".confirm-reply")).to_contain_text("Dark", timeout=R.STEP_MS)
    expect(host.locator("section.play")).to_be_visible()  # the table stays
    host.locator('[data-cmd="remote-reply-yes"]').click()
    R.wait_connected(guest)
    assert host.evaluate("window.__same_page") == 1 and "#/game/" in host.evaluate("location.hash")
    expect(host.locator(".seat-1 .seat-name small")).to_have_text("Bob, on another device")
