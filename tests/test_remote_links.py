"""Remote polish (issue 38): shorter invitation and reply links (the WebRTC description
compacted, a preset dictionary), old links still read, invitations used or replaced said before
Join, a reply to an old invitation said at the host, and the guest's name at the host's seat."""
from __future__ import annotations

import json

import pytest

from vivarium.core import share, wire
from vivarium.core.saves import MemoryStorage
from vivarium.ui import remote_screens, routes

from test_remote_shell import Wire, host_lep, make_shell

# a real data channel's offer and answer, from headless Chromium (mDNS host candidates)
CHROME_OFFER = (
    "v=0\r\no=- 1715023167512889315 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\n"
    "a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n"
    "a=candidate:2502700221 1 udp 2113937151 95babf2a-2240-48c0-b40c-41e84024468f.local 46183 typ host generation 0 network-cost 999\r\n"
    "a=candidate:2455650317 1 udp 2113942271 5a425f4e-bf0c-445c-8946-c4ff52a35739.local 53408 typ host generation 0 network-cost 999\r\n"
    "a=ice-ufrag:ifzg\r\na=ice-pwd:5c84zyt9ZYjM/iA11YnuLqvC\r\na=ice-options:trickle\r\n"
    "a=fingerprint:sha-256 E3:DE:A0:72:32:B1:DD:CB:5C:74:44:C9:38:54:79:75:09:48:EA:BB:3A:8A:E7:68:8A:23:16:5F:D9:89:B8:75\r\n"
    "a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n")
CHROME_ANSWER = (
    "v=0\r\no=- 1337046010464149472 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\n"
    "a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n"
    "a=candidate:207284657 1 udp 2113937151 95babf2a-2240-48c0-b40c-41e84024468f.local 47351 typ host generation 0 network-cost 999\r\n"
    "a=candidate:3342608465 1 udp 2113942271 5a425f4e-bf0c-445c-8946-c4ff52a35739.local 49454 typ host generation 0 network-cost 999\r\n"
    "a=ice-ufrag:pPJy\r\na=ice-pwd:qe6M060DTsUJ/Bw2PIanC30B\r\na=ice-options:trickle\r\n"
    "a=fingerprint:sha-256 B0:13:85:C3:5C:99:42:00:DE:88:98:73:86:84:4C:F0:15:E3:86:3D:D3:4C:4D:E1:69:D7:DA:C3:0E:6E:34:37\r\n"
    "a=setup:active\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n")
# Firefox's shape (another origin line, upper-case UDP, a server-reflexive candidate with its base)
FIREFOX_OFFER = (
    "v=0\r\no=mozilla...THIS_IS_SDPARTA-128.0 5105432891830131394 0 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\n"
    "a=fingerprint:sha-256 0A:1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9:0A:1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9\r\n"
    "a=group:BUNDLE 0\r\na=ice-options:trickle\r\na=msid-semantic:WMS *\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"
    "c=IN IP4 0.0.0.0\r\na=candidate:0 1 UDP 2122252543 192.168.1.20 50123 typ host\r\n"
    "a=candidate:1 1 UDP 1686052863 203.0.113.7 50123 typ srflx raddr 192.168.1.20 rport 50123\r\n"
    "a=candidate:2 1 TCP 2105524479 192.168.1.20 9 typ host tcptype active\r\n"
    "a=sendrecv\r\na=end-of-candidates\r\na=ice-pwd:0b7c1d2e3f4a5b6c7d8e9f0a1b2c3d4e\r\na=ice-ufrag:9a8b7c6d\r\n"
    "a=mid:0\r\na=setup:actpass\r\na=sctp-port:5000\r\na=max-message-size:1073741823\r\n")


def essentials(sdp):
    """What a connection depends on in a description: credentials, fingerprint, role, size
    limit and the candidates' protocol, priority, address, port, type and base."""
    out = {"candidates": []}
    for line in sdp.replace("\r\n", "\n").split("\n"):
        key, _, value = line.partition(":")
        if key in ("a=ice-ufrag", "a=ice-pwd", "a=setup", "a=max-message-size", "a=mid", "a=sctp-port"):
            out[key] = value
        elif key == "a=fingerprint":
            out[key] = value.upper()
        elif key == "a=candidate":
            words = value.split()
            ext = dict(zip(words[8::2], words[9::2]))
            out["candidates"].append((words[2].lower(), words[3], words[4], words[5], words[7],
                                      ext.get("raddr"), ext.get("rport"), ext.get("tcptype")))
    return out


@pytest.mark.parametrize("sdp", [CHROME_OFFER, CHROME_ANSWER, FIREFOX_OFFER])
def test_a_description_travels_compact_and_comes_back_with_all_a_connection_needs(sdp):
    compact = wire.compact_sdp(sdp)
    assert compact.startswith("s1 ") and len(compact) < len(sdp) / 2
    full = wire.full_sdp(compact)
    assert essentials(full) == essentials(sdp)
    assert full.startswith("v=0\r\n") and "m=application 9 UDP/DTLS/SCTP webrtc-datachannel" in full
    assert wire.compact_sdp(full) == compact  # stable


def test_a_description_of_another_shape_travels_as_it_is():
    other = CHROME_OFFER.replace("a=mid:0", "a=mid:data")
    assert wire.compact_sdp(other) == other and wire.full_sdp(other) == other
    assert wire.compact_sdp("offer-1") == "offer-1"
    for damaged in ("s1 x", "s1 ifzg pwd AAAA x - u,1,h", "s1 ifzg pwd " + "A" * 43 + " q - ",
                    "s1 ifzg pwd " + "A" * 43 + " x - u,1,~AAAA,9,h"):
        with pytest.raises(ValueError):
            wire.full_sdp(damaged)


def table_with_offer(game="lepidoptery", extra=None):
    host = make_shell()
    host.command(f"new {game}")
    host.command("start", {"seat0": "human", "seat1": "remote", "name0": "Ana", "name1": "", **(extra or {})})
    assert host.screen == "play", host.setup.error
    remote_screens.offer_ready(host, 1, CHROME_OFFER)
    return host


GAMES_SEATS = [("pond", {}), ("lepidoptery", {}), ("hexapod", {}), ("arctic", {"players": "3", "seat2": "bot:normal"}),
               ("papillon", {"players": "4", "seat2": "bot:normal", "seat3": "human"})]


@pytest.mark.parametrize("game,extra", GAMES_SEATS)
def test_an_invitation_link_is_less_than_half_as_long_as_before_and_reads_back_the_same(game, extra):
    host = table_with_offer(game, extra)
    payload = host.remote.links[1].split("#/join/", 1)[1]
    assert payload.startswith("j2")
    inv = wire.read_invitation(payload)
    assert essentials(inv["offer"]) == essentials(CHROME_OFFER)
    old = share.pack_text(wire.dump(dict(inv, offer=CHROME_OFFER)), "j1")  # as links were made before
    assert len(payload) < len(old) / 2, (len(payload), len(old))
    # a link from before still opens: the same invitation
    assert wire.read_invitation(old) == dict(inv, offer=CHROME_OFFER)


def test_a_reply_link_is_short_and_an_old_reply_link_still_reads():
    reply = {"v": 1, "table": "t1", "seat": 1, "secret": "A" * 22, "answer": CHROME_ANSWER, "n": 7}
    payload = wire.pack_reply(reply)
    old = share.pack_text(wire.dump({k: v for k, v in reply.items() if k != "n"}), "r1")
    assert payload.startswith("r2") and len(payload) < len(old) / 2
    back = wire.read_reply(payload)
    assert essentials(back["answer"]) == essentials(CHROME_ANSWER) and back["n"] == 7
    assert wire.read_reply(old)["answer"] == CHROME_ANSWER


def test_the_invitations_qr_code_is_a_smaller_version():
    segno = pytest.importorskip("segno")
    host = table_with_offer("papillon", GAMES_SEATS[-1][1])
    link = "https://friends.example.org/vivarium/" + host.remote.links[1][2:]
    old = "https://friends.example.org/vivarium/#/join/" + share.pack_text(
        wire.dump(dict(wire.read_invitation(link.split("#/join/")[1]), offer=CHROME_OFFER)), "j1")
    new_v = segno.make(link, error="l", micro=False).version
    old_v = segno.make(old, error="l", micro=False).version
    assert new_v <= 15 and old_v >= 23, (new_v, old_v)


# ---- used and replaced invitations --------------------------------------------------------------
def guest_on(storage, link, seed=5):
    guest = make_shell(storage, seed=seed)
    assert routes.navigate(guest, link.split("#", 1)[1]) and guest.screen == "guest"
    return guest


def test_an_invitation_this_device_answered_says_so_before_join_and_a_fresh_one_does_not():
    host, wire_ = host_lep()
    link = host.remote.links[1]
    storage = MemoryStorage()
    guest = guest_on(storage, link)
    html = guest.html()
    assert "already used" not in html and 'data-cmd="remote-join"' in html and ">Join<" in html
    guest.command("remote-join", {"name": "Bob"})
    again = guest_on(storage, link, seed=6)  # the same link opened again (a reload, a second tap)
    html = again.html()
    assert "This invitation was already used on this device: ask Ana for a new one." in html
    assert ">Try it anyway<" in html and ">Join<" not in html
    # another device never answered it: nothing to say there
    assert "already used" not in guest_on(MemoryStorage(), link, seed=7).html()


def test_an_older_invitation_than_one_seen_here_is_replaced():
    host, wire_ = host_lep()
    old = host.remote.links[1]
    host.command("remote-renew 1")
    wire_.pump()
    new = host.remote.links[1]
    assert wire.read_invitation(new.split("#/join/")[1])["n"] > wire.read_invitation(old.split("#/join/")[1])["n"]
    storage = MemoryStorage()
    guest_on(storage, new)
    html = guest_on(storage, old, seed=6).html()
    assert "A newer invitation from Ana for this seat was opened on this device since this one" in html
    assert "already used" not in guest_on(storage, new, seed=8).html()


def test_a_used_invitation_pasted_in_the_reconnect_box_is_refused_with_that_sentence():
    host, wire_ = host_lep()
    used = host.remote.links[1]
    guest = wire_.join(1, "Bob")
    wire_.close(1)  # the link dropped: the host made a new invitation; Bob pastes the old one
    guest.command("remote-rejoin", {"rejoin": used})
    assert guest.remote.error == "This invitation was already used on this device: ask Ana for a new one."
    assert guest.remote.stage == "playing" and not guest.remote.tasks
    guest.command("remote-rejoin", {"rejoin": host.remote.links[1]})
    assert guest.remote.error is None and guest.remote.stage == "answering"


def test_the_memory_of_invitations_is_bounded_and_survives_damage():
    storage = MemoryStorage()
    shell = make_shell(storage)
    key = shell.store.prefix + remote_screens.SEEN_KEY
    storage.set(key, "{not json")
    assert remote_screens.invitation_stale(shell, {"table": "t", "seat": 1, "offer": "o", "n": 3}) is None
    for i in range(100):
        remote_screens._answering(shell, {"table": f"t{i}", "seat": 1, "offer": f"o{i}", "n": i + 1})
    memory = json.loads(storage.get(key))
    assert len(memory["used"]) == remote_screens.SEEN_MOST and len(memory["newest"]) == remote_screens.SEEN_MOST
    assert remote_screens.invitation_stale(shell, {"table": "t99", "seat": 1, "offer": "o99", "n": 100}) == "used"


def test_a_second_reply_to_one_invitation_is_said_at_the_host_which_keeps_its_seat():
    host, wire_ = host_lep()
    link = host.remote.links[1]
    first = wire_.join(1, "Bob")
    assert first.remote.guest.connected
    # the same invitation answered again (another device, or this one after "Try it anyway")
    late = guest_on(MemoryStorage(), link, seed=12)
    late.command("remote-join", {"name": "Eve"})
    remote_screens.answer_ready(late, "answer-late")
    host.command("remote-reply", {"reply": late.remote.reply_link})
    sentence = "A reply to an old invitation arrived for Dark: that invitation was already used or made again."
    assert sentence in host.html()  # at the top of the table: the Devices dialog is closed
    assert not any(t[0] == "accept" for t in host.remote.tasks)
    assert first.remote.guest.connected


def test_a_reply_to_an_invitation_made_again_since_is_refused_with_the_new_one_shown():
    host, wire_ = host_lep()
    old = host.remote.links[1]
    guest = guest_on(MemoryStorage(), old)
    guest.command("remote-join", {})
    remote_screens.answer_ready(guest, "answer-x")
    remote_screens.link_closed(host, 1)  # e.g. the page's link dropped: a fresh invitation is made
    wire_.pump()
    assert host.remote.links[1] != old
    assert not remote_screens.offer_reply(host, guest.remote.reply_link.split("#/reply/")[1])
    html = host.html()
    assert "A reply to an old invitation arrived for Dark" in html and 'data-dialog="devices"' in html
    assert host.remote.refused == "stale"


def test_a_new_invitation_opened_on_a_failed_screen_replaces_the_failure():
    host, wire_ = host_lep()
    guest = wire_.join(1, "Bob")
    remote_screens.connect_failed(guest, "The devices could not connect.")
    remote_screens.guest_closed(guest)
    remote_screens.link_closed(host, 1)
    wire_.pump()
    assert "could not connect" in guest.html()
    assert routes.navigate(guest, host.remote.links[1].split("#", 1)[1])
    assert "could not connect" not in guest.html()


# ---- the guest's name at the host ----------------------------------------------------------------
def test_the_name_given_on_the_device_reaches_the_hosts_seat_box_and_the_saved_game_cleaned():
    host, wire_ = host_lep()
    wire_.join(1, "  Bob\u0007  the\n  <b>Bold</b> and far too long a name  ")
    name = host.session.players[1]["name"]
    assert name == "Bob the ‹b›Bold‹/b› and"  # printable, spaces collapsed, markup defused, 24 at most
    html = host.html()
    assert f'data-seat="1"><div class="seat-name"><span class="swatch" aria-hidden="true"></span>Dark<small>' in html
    assert "Bob the ‹b›Bold" in html and "<b>Bold" not in html
    saved = json.loads(host.store.storage.get(host.store.save_prefix + host.save_id))
    assert saved["players"][1]["name"] == name


def test_a_name_the_host_gave_stays():
    host = make_shell()
    host.command("new lepidoptery")
    host.command("start", {"seat0": "human", "seat1": "remote", "name0": "Ana", "name1": "Robert"})
    w = Wire(host)
    w.pump()
    w.join(1, "Bobby")
    assert host.session.players[1]["name"] == "Robert"


def test_a_reply_opened_in_the_hosting_tab_itself_is_put_to_the_person_there_and_the_table_stays():
    host, wire_ = host_lep()
    guest = guest_on(MemoryStorage(), host.remote.links[1])
    guest.command("remote-join", {"name": "Bob"})
    wire_.answering["pending"] = guest
    wire_.pump()
    reply = guest.remote.reply_link
    assert routes.navigate(host, reply.split("#", 1)[1])  # Ana opens Bob's reply link in the table's own tab
    assert host.screen == "play" and host.table is not None and isinstance(host.remote, remote_screens.HostDesk)
    assert routes.route_of(host).startswith("#/game/")
    assert host.dialog["kind"] == "devices" and host.remote.asking[0] == 1
    host.command("remote-reply-yes")
    assert any(t[0] == "accept" for t in host.remote.tasks)
    # a second reply to the same invitation, opened there: said at the table, which stays
    assert routes.navigate(host, reply.split("#", 1)[1])
    assert host.screen == "play" and "A reply to an old invitation arrived for Dark" in host.html()
    # a tab that has just opened the same game (it made no invitation) hands the reply over
    other = make_shell(host.store.real)
    other.command(f"resume {host.save_id}")
    assert other.screen == "play" and isinstance(other.remote, remote_screens.HostDesk)
    assert routes.navigate(other, reply.split("#", 1)[1]) and other.screen == "reply"
