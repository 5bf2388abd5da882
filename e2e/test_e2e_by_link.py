"""Play over days, by link (issue 36): two browser contexts as two devices and no data channel
at all: every turn goes to the other device as a link (read from the page as a person would
copy it) and every move comes back as one. A whole Lepidoptery game; the deal is checked at
the end on the guest's device, which then reviews the game."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

import lep_driver as L
import remote_driver as R
import table_driver as T
from test_e2e_remote import lep_choice, lep_state
from vivarium.games import GAMES

LEP = GAMES["lepidoptery"]


@pytest.fixture
def devices(browser, base_url):
    made = []

    def make():
        ctx = R.new_device(browser, base_url)
        made.append(ctx)
        return ctx.new_page()

    yield make
    for ctx in made:
        ctx.close()


def open_link(page, url, boot, booted):
    """Open a link a person received: the first one boots the app, later ones change the address."""
    fragment = url.split("#", 1)[1]
    if not booted.get(id(page)):
        boot(page, "index.html#" + fragment)
        booted[id(page)] = True
    else:
        page.evaluate("h => { location.hash = h; }", fragment)


def test_a_whole_lepidoptery_game_by_link_with_no_data_channel(devices, boot):
    host, guest = devices(), devices()
    # no data channel can ever open: the links are the only way between the devices
    for page in (host, guest):
        page.add_init_script("window.RTCPeerConnection = undefined;")
    booted = {}
    boot(host)
    booted[id(host)] = True
    T.start_table(host, "lepidoptery", ["human", "remote-link"], ["Ana", "Bob"], {"rows": "4", "first": "light"})
    expect(host.locator('[data-dialog="devices"]')).to_have_count(0)
    turns = 0
    for _ in range(300):
        state = lep_state(host)
        if LEP.outcome(state) is not None:
            break
        action = lep_choice(state)
        n = R.moves(host)
        if LEP.actor(state) == 0:
            L.click_play(host, action)
            R.wait_moves(host, n + 1)
            continue
        expect(host.locator(".status")).to_contain_text("Waiting for Bob's move link")
        box = host.locator("#invite-link-turn")
        expect(box).to_have_value(__import__("re").compile(r"#/turn/t1"), timeout=R.STEP_MS)
        open_link(guest, box.input_value(), boot, booted)
        expect(guest.locator('section.bylink-guest[data-turn="1"]')).to_be_visible(timeout=R.STEP_MS)
        L.click_play(guest, action)
        expect(guest.locator('section.bylink-guest[data-sent="1"]')).to_be_visible(timeout=R.STEP_MS)
        expect(guest.locator(".bylink-send")).to_contain_text("Send this link to Ana")
        expect(guest.locator(".status")).to_contain_text("Your turn is played")
        move = guest.locator("#invite-link-move").input_value()
        assert "#/move/m1" in move
        open_link(host, move, boot, booted)
        R.wait_moves(host, n + 1)
        expect(host.locator(".info-line")).to_contain_text("Bob's move is played")
        turns += 1
    assert LEP.outcome(lep_state(host)) is not None and turns >= 3
    end = host.locator("#invite-link-end-1")
    expect(end).to_have_value(__import__("re").compile(r"#/turn/t1"), timeout=R.STEP_MS)
    open_link(guest, end.input_value(), boot, booted)
    expect(guest.locator('section.bylink-guest[data-over="1"] .status')).to_contain_text(
        "Checked: every card came from the deal promised at the start", timeout=R.STEP_MS)
    # the guest's log is the host's
    assert guest.locator(".log li.step").count() == len(T.saved_record(host)["actions"])
    guest.locator('[data-cmd="bylink-review"]').click()
    plies = len(T.saved_record(host)["actions"])
    expect(guest.locator("section.review")).to_have_attribute("data-plies", str(plies), timeout=R.STEP_MS)


def test_a_move_link_opened_twice_and_a_turn_link_on_the_host_each_get_one_sentence(devices, boot):
    host, guest = devices(), devices()
    booted = {}
    boot(host)
    booted[id(host)] = True
    T.start_table(host, "lepidoptery", ["remote-link", "human"], ["Bob", "Ana"], {"rows": "4", "first": "light"})
    turn = host.locator("#invite-link-turn").input_value()
    open_link(guest, turn, boot, booted)
    action = lep_choice(lep_state(host))
    L.click_play(guest, action)
    move = guest.locator("#invite-link-move").input_value()
    open_link(host, move, boot, booted)
    R.wait_moves(host, 1)
    host.evaluate("() => { location.hash = '#/'; }")
    open_link(host, move, boot, booted)  # again: nothing is played twice
    expect(host.locator(".play .error")).to_contain_text("already played", timeout=R.STEP_MS)
    assert R.moves(host) == 1
    open_link(host, turn, boot, booted)  # the turn link, opened on the host's own device
    expect(host.locator(".notices")).to_contain_text("This is the turn link of", timeout=R.STEP_MS)
    assert R.moves(host) == 1
    stored = host.evaluate("() => Object.keys(localStorage)")
    assert not any(".bylink." in k for k in stored)  # the host keeps no guest copy of its own table
    kept = guest.evaluate("() => Object.keys(localStorage).filter(k => k.includes('.bylink.'))")
    assert len(kept) == 1 and json.loads(guest.evaluate(f"() => localStorage.getItem({json.dumps(kept[0])})"))["game"] == "lepidoptery"
