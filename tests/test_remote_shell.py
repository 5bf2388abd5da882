"""Playing on several devices through the shells (issue 24): two pure shells, the host's and
a guest's, joined by a fake transport that does what web/remote.py does with the tasks and
the outboxes (no WebRTC). What a player notices: the setup choice, the invitation with its QR
code, the joining screen, moves both ways, refusals, the host waiting for a device, undo."""

import json
import random
from html import unescape

import pytest

from vivarium import i18n
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui import remote_screens, routes
from vivarium.ui.remote_screens import GuestDesk, HostDesk
from vivarium.drawing.html import esc
from vivarium.ui.shell import Shell


@pytest.fixture(autouse=True)
def english_afterwards():
    """The language is the process's setting: a French device's screen must not leave it French."""
    yield
    i18n.set_language("en")


def make_shell(storage=None, seed=1):
    return Shell(storage if storage is not None else MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(seed))


class Wire:
    """Carries the tasks and texts between a host shell and its guests' shells."""

    def __init__(self, host):
        self.host = host
        self.guests = {}  # seat -> guest shell (once connected)
        self.answering = {}  # offer -> guest shell
        self.now = 0.0

    def pump(self):
        for _ in range(50):
            busy = False
            desk = self.host.remote
            remote_screens.host_sync(self.host)
            tasks, desk.tasks = desk.tasks, []
            for task in tasks:
                busy = True
                if task[0] == "offer":
                    remote_screens.offer_ready(self.host, task[1], f"offer-{task[1]}-{random.random()}")
                elif task[0] == "accept":
                    seat, answer = task[1], task[2]
                    guest = self.answering.pop(answer)
                    self.guests[seat] = guest
                    remote_screens.guest_open(guest)
                elif task[0] == "drop" and task[1] in self.guests:
                    remote_screens.guest_closed(self.guests.pop(task[1]))
            out, desk.outbox = desk.outbox, []
            for seat, text in out:
                busy = True
                if seat in self.guests:
                    remote_screens.guest_receive(self.guests[seat], text)
            for seat, g in list(self.guests.items()) + [(None, g) for g in self.answering.values()]:
                gd = g.remote
                tasks, gd.tasks = gd.tasks, []
                for task in tasks:
                    busy = True
                    if task[0] == "answer":
                        answer = "answer-" + task[1]
                        self.answering[answer] = g
                        remote_screens.answer_ready(g, answer)
                out, gd.outbox = gd.outbox, []
                for _, text in out:
                    busy = True
                    self.now += 0.5
                    if seat is not None:
                        remote_screens.host_receive(self.host, seat, text, self.now)
            if not busy:
                return
        raise AssertionError("the devices never stopped talking")

    def join(self, seat, name=""):
        link = self.host.remote.links[seat]
        guest = make_shell(seed=50 + seat)
        assert routes.navigate(guest, link.split("#", 1)[1])
        assert guest.screen == "guest"
        guest.command("remote-join", {"name": name})
        self.answering["pending"] = guest
        self.pump()
        self.answering = {k: v for k, v in self.answering.items() if k != "pending"}
        reply = guest.remote.reply_link
        assert "#/reply/" in reply
        self.host.command("remote-reply", {"reply": reply})
        assert self.host.remote.error is None, self.host.remote.error
        self.pump()
        return guest

    def close(self, seat):
        guest = self.guests.pop(seat)
        remote_screens.guest_closed(guest)
        remote_screens.link_closed(self.host, seat)
        self.pump()
        return guest


def host_lep(names=("Ana", "")):
    host = make_shell()
    host.command("new lepidoptery")
    host.command("start", {"seat0": "human", "seat1": "remote", "name0": names[0], "name1": names[1]})
    assert host.screen == "play", host.setup.error
    wire = Wire(host)
    wire.pump()
    return host, wire


def test_setup_offers_a_person_on_another_device():
    shell = make_shell()
    shell.command("new lepidoptery")
    assert '<option value="remote">A person on another device</option>' in shell.html()


def test_starting_a_table_with_a_remote_seat_shows_its_invitation_with_a_qr_code():
    host, wire = host_lep()
    assert isinstance(host.remote, HostDesk)
    html = host.html()
    assert 'data-dialog="devices"' in html
    link = host.remote.links[1]
    assert link.startswith("./#/join/j2")
    assert "<svg" in html and 'class="qr"' in html  # segno draws the link
    assert "Waiting for the reply" in html


def test_a_guest_joins_plays_and_the_host_sees_it():
    host, wire = host_lep()
    guest = make_shell(seed=9)
    routes.navigate(guest, host.remote.links[1].split("#", 1)[1])
    assert "Join Ana&#x27;s Lepidoptery table as" in guest.html()
    guest.command("home")
    guest = wire.join(1, "Bob")
    assert isinstance(guest.remote, GuestDesk) and guest.remote.guest.connected
    assert host.dialog is None  # everyone is here: the table is shown again
    assert "Connected" in remote_screens.devices_dialog(host)
    session = host.session
    # play until the remote seat must act, then the guest plays from its screen
    for _ in range(40):
        if session.outcome is not None:
            break
        if session.actor == 0:
            assert host.act(host.table.legal_here()[0])
        else:
            assert host.table.legal_here() == []
            assert not host.act(session.game.legal_actions(session.state)[0])
            assert host.error == "Waiting for Bob's device."
            assert "(Bob, on another device) to play" in host.html()  # the name given on the device (issue 38)
            legal = guest.remote.guest.legal
            assert legal and 'data-ui="' in guest.html()
            before = len(session.record["actions"])
            guest.command("play " + legal[0])
            wire.pump()
            assert len(session.record["actions"]) == before + 1
        wire.pump()
    assert guest.remote.guest.log[-1]["text"] == session.log[-1]["text"]


def test_the_host_waits_for_a_lost_device_and_a_new_invitation_brings_it_back():
    host, wire = host_lep(("Ana", "Bob"))
    guest = wire.join(1, "Bob")
    while host.session.actor == 0:
        host.act(host.table.legal_here()[0])
        wire.pump()
    wire.close(1)
    html = host.html()
    assert "not connected" in html and "Devices (1 not connected)" in html
    assert "Reconnect" in guest.html()
    # a move made while the link is down waits, then is applied once
    action = guest.remote.guest.legal[0]
    guest.command("play " + action)
    moves = len(host.session.record["actions"])
    guest.command("remote-rejoin", {"rejoin": host.remote.links[1]})
    wire.answering["pending"] = guest
    wire.pump()
    del wire.answering["pending"]
    host.command("remote-reply", {"reply": guest.remote.reply_link})
    wire.pump()
    assert len(host.session.record["actions"]) == moves + 1
    assert host.session.record["actions"][-1] == action


def test_a_new_invitation_shuts_out_the_old_link():
    host, wire = host_lep()
    old = host.remote.links[1]
    host.command("remote-renew 1")
    wire.pump()
    assert host.remote.links[1] != old
    stale = make_shell(seed=3)
    routes.navigate(stale, old.split("#", 1)[1])
    stale.command("remote-join", {})
    remote_screens.answer_ready(stale, "x")
    host.command("remote-reply", {"reply": stale.remote.reply_link})
    assert "older invitation" in host.remote.error
    assert "older invitation" in host.html()


def test_a_damaged_invitation_link_goes_home_with_a_sentence():
    guest = make_shell()
    assert not routes.navigate(guest, "#/join/j1AAAAdamaged")
    assert guest.screen == "home"
    assert guest.notices and guest.notices[-1][0] == "error"


def test_the_host_reloads_and_waits_with_new_invitations_for_the_same_seat():
    storage = MemoryStorage()
    host = make_shell(storage)
    host.command("new lepidoptery")
    host.command("start", {"seat0": "human", "seat1": "remote"})
    wire = Wire(host)
    wire.pump()
    guest = wire.join(1)
    secret = host.remote.host.seats[1].secret
    again = make_shell(storage, seed=2)  # the host's page reloaded
    assert again.screen == "play" and again.dialog == {"kind": "devices"}
    assert again.remote.host.seats[1].secret == secret
    assert "Preparing the invitation" in again.html()
    wire2 = Wire(again)
    wire2.pump()
    remote_screens.guest_closed(guest)
    guest.command("remote-rejoin", {"rejoin": again.remote.links[1]})
    wire2.answering["pending"] = guest
    wire2.pump()
    del wire2.answering["pending"]
    again.command("remote-reply", {"reply": guest.remote.reply_link})
    wire2.pump()
    assert again.remote.host.seats[1].connected and guest.remote.guest.connected


def test_after_the_end_the_guest_reviews_the_game_and_can_share_it():
    host, wire = host_lep(("Ana", ""))
    guest = wire.join(1, "Bob")
    session = host.session
    assert 'data-cmd="remote-review"' not in guest.html()  # not before the end
    for _ in range(400):
        if session.outcome is not None:
            break
        if session.actor == 0:
            host.act(host.table.legal_here()[0])
        else:
            guest.command("play " + guest.remote.guest.legal[0])
        wire.pump()
    assert session.outcome is not None
    assert 'data-cmd="remote-review"' in guest.html()
    guest.command("remote-review")
    wire.pump()  # the request goes to the host, the record comes back, the review opens
    assert guest.screen == "review" and guest.review.session.record["actions"] == session.record["actions"]
    guest.command("rv share")
    assert "#/shared/" in guest.review.link


# ---- each device in its own language (issue 28) ---------------------------------------------------
def host_pond(lang="en"):
    host = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(4), lang=lang)
    host.command("new pond")
    host.command("start", {"seat0": "human", "seat1": "remote", "name0": "Ana"})
    assert host.screen == "play", host.setup.error
    wire = Wire(host)
    wire.pump()
    return host, wire


def join_in(wire, seat, lang, name=""):
    """:meth:`Wire.join` from a device whose screen is in ``lang``."""
    link = wire.host.remote.links[seat]
    guest = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(60 + seat), lang=lang)
    assert routes.navigate(guest, link.split("#", 1)[1]) and guest.screen == "guest"
    guest.command("remote-join", {"name": name})
    wire.answering["pending"] = guest
    wire.pump()
    del wire.answering["pending"]
    wire.host.command("remote-reply", {"reply": guest.remote.reply_link})
    assert wire.host.remote.error is None, wire.host.remote.error
    wire.pump()
    return guest


def play_some(host, wire, guest, moves=4):
    session = host.session
    while len(session.record["actions"]) < moves and session.outcome is None:
        if session.actor == 0:
            assert host.act(host.table.legal_here()[0])
        else:
            guest.command("play " + guest.remote.guest.legal[0])
        wire.pump()


def test_an_english_host_and_a_french_guest_each_read_the_log_in_their_language():
    host, wire = host_pond("en")
    guest = join_in(wire, 1, "fr", "Bob")
    play_some(host, wire, guest)
    log = host.session.log
    # what went over the wire is language-neutral: the engine's messages, not English text
    sent = guest.remote.guest.log
    assert len(sent) == len(log) >= 4 and all(i18n.is_message(e["text"]) for e in sent)
    english = [i18n.say_in("en", e["text"]) for e in log]
    french = [i18n.say_in("fr", e["text"]) for e in log]
    assert english != french
    guest_page, host_page = guest.html(), host.html()
    for en, fr in zip(english, french):
        assert esc(fr) in guest_page and esc(en) not in guest_page
        assert esc(en) in host_page
    # the rest of the guest's table speaks French too, the host's English
    assert "Journal" in guest_page and ">Log<" not in guest_page
    assert ">Log<" in host_page
    # the host's sentences (a refused move) reach the device as messages, said in French there
    g = guest.remote.guest
    while host.session.actor != 1:
        host.act(host.table.legal_here()[0])
        wire.pump()
    g.state["at"] = "0-00000000"  # as if the game had changed before the move arrived
    guest.command("play " + g.legal[0])
    wire.pump()
    assert g.notices and i18n.is_message(g.notices[-1])
    assert "La partie a changé avant l’arrivée de votre coup" in unescape(guest.html())


def hostile_state(guest, **entry):
    """A state from the host that adds one log line (``entry``: its fields) to the guest's log."""
    g = guest.remote.guest
    line = {"ply": len(g.log) + 1, "seat": 0, "turn": 0, **entry}
    return json.dumps({"v": 1, "type": "state", "n": g.n + 1, **g.state, "log_from": len(g.log), "log": [line]})


def test_a_hostile_hosts_messages_are_refused_or_shown_harmlessly():
    host, wire = host_pond("en")
    guest = join_in(wire, 1, "fr")
    play_some(host, wire, guest, 2)
    g = guest.remote.guest
    # an unknown key (a newer version's) shows as its key; text arguments are escaped
    remote_screens.guest_receive(guest, hostile_state(guest, text={"$": "pond.log.newer_thing", "who": "<b>x</b>"}))
    page = guest.html()
    assert "pond.log.newer_thing" in page and "<b>x</b>" not in page
    # a known key whose text does not fit its arguments: said as well as it can, never a crash
    remote_screens.guest_receive(guest, hostile_state(guest, text={"$": "remote.wire.too_large", "size": "x", "limit": []}))
    assert guest.html()
    # markup in a plain line is escaped
    remote_screens.guest_receive(guest, hostile_state(guest, text="<img src=x onerror=alert(1)>"))
    assert "<img src=x" not in guest.html()
    before = list(g.log)
    # bad shapes: refused whole (a notice, nothing changes)
    deep = {"$": "pond.log.place"}
    for _ in range(30):
        deep = {"$": "pond.log.place", "who": deep}
    for bad in ({"$": "<script>"}, {"$": "Pond.Log"}, {"$": 3}, {"no": "key"}, deep,
                {"$": "pond.log.place", "who": ["x"] * 500}, {"$": "pond.log.place", "who": "x" * 5000},
                {"$": "pond.log.place", "bad name": 1}, [{"$": "pond.log.place"}] * 200, 7, None, True):
        remote_screens.guest_receive(guest, hostile_state(guest, text=bad))
        assert g.log == before, bad
        assert g.notices and "ne peut pas lire" in i18n.say_in("fr", g.notices[-1])
    assert guest.html() and g.connected
    # the device still plays
    play_some(host, wire, guest, 4)
    assert len(g.log) == len(host.session.log)
