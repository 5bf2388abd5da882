"""Playing on several devices (issue 24) with two browser contexts as two devices, joined by a
real WebRTC data channel (no server): invitation by link, reply by paste, whole games, faults,
a hostile device."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

import lep_driver as L
import remote_driver as R
import table_driver as T
from vivarium.core.records import replay
from vivarium.games import GAMES
from vivarium.games.lepidoptery.rules import parse_action

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
    boot(host)
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
