"""Playing on several devices, the pure layers (issue 24): the wire format (core/wire.py), the
invitation and reply links, secrets, and remote players in records and saves."""

import base64
import json
import zlib

import pytest

from vivarium.core import share, wire
from vivarium.core.records import RecordError, check_shape
from vivarium.core.saves import MemoryStorage, SaveStore
from vivarium.core.session import Session
from vivarium.core.wire import WireError
from vivarium.games import GAMES, VIEWS
from vivarium.i18n import say
from vivarium.ui import transfer_dialog
from vivarium.ui.remote_guest import Guest
from vivarium.ui.remote_host import Host
from vivarium.ui.table import Table

SECRET = wire.new_secret(bytes(range(16)))
GOOD = {"v": 1, "type": "act", "table": "t-1", "seat": 1, "secret": SECRET, "seq": 3, "action": "play 4", "at": "12-0a1b2c3d"}


def refused(text, code=None):
    with pytest.raises(WireError) as err:
        wire.read_guest_message(text)
    sentence = str(err.value)
    assert sentence.endswith(".") and len(sentence) > 20, sentence
    if code:
        assert err.value.code == code
    return sentence


def msg(**changes):
    out = dict(GOOD, **changes)
    return json.dumps({k: v for k, v in out.items() if v is not ...})


# ---- secrets ------------------------------------------------------------------------------------
def test_a_secret_comes_from_the_callers_random_bytes_and_is_link_safe():
    assert SECRET == wire.new_secret(bytes(range(16)))  # the browser gives crypto.getRandomValues
    assert SECRET != wire.new_secret(bytes(range(1, 17)))
    assert len(SECRET) == 22 and all(c.isalnum() or c in "-_" for c in SECRET)
    with pytest.raises(ValueError):
        wire.new_secret(b"short")
    assert wire.same_secret(SECRET, SECRET) and not wire.same_secret(SECRET, SECRET[:-1] + "A")
    assert not wire.same_secret(None, SECRET)


# ---- messages from a device -----------------------------------------------------------------------
def test_every_kind_of_message_from_a_device_is_read():
    auth = {"v": 1, "table": "t-1", "seat": 0, "secret": SECRET}
    for extra in ({"type": "hello", "log": 0}, {"type": "hello", "log": 7, "name": "Bob"},
                  {"type": "act", "seq": 1, "action": "pass", "at": "0-00000000"},
                  {"type": "undo", "seq": 2, "at": "3-ffffffff"}, {"type": "ping"}, {"type": "bye"}):
        data = dict(auth, **extra)
        assert wire.read_guest_message(json.dumps(data)) == data


@pytest.mark.parametrize("text, fragment", [
    ("x" * (wire.GUEST_LIMIT + 1), "too large"),
    ("[" * 500 + "]" * 500, "nested too deeply"),
    (json.dumps(dict(GOOD, extra={"a": {"b": 1}})), "nested too deeply"),
    ("{not json", "not valid JSON"),
    ("[1, 2, 3]", "not a JSON object"),
    ('"act"', "not a JSON object"),
    (msg(type="launch"), "type Vivarium does not know"),
    (msg(v=2), "another version"),
    (msg(seq=...), "has no sequence number"),
    (msg(secret=...), "has no secret"),
    (msg(seat="1"), "seat is not valid"),
    (msg(seat=True), "seat is not valid"),
    (msg(seat=9), "seat is not valid"),
    (msg(seq=0), "sequence number is not valid"),
    (msg(seq=1.0), "sequence number is not valid"),
    (msg(seq=2 ** 60), "sequence number is not valid"),
    (msg(action=""), "action is not valid"),
    (msg(action="x" * 300), "action is not valid"),
    (msg(action=["pass"]), "action is not valid"),
    (msg(table="../etc"), "table is not valid"),
    (msg(secret="short"), "secret is not valid"),
    (msg(at="<script>"), "position is not valid"),
    (msg(admin=True), "parts no such message has"),
])
def test_a_bad_message_is_refused_with_a_sentence_that_does_not_repeat_it(text, fragment):
    sentence = refused(text)
    assert fragment in sentence
    assert "script" not in sentence and "launch" not in sentence and "admin" not in sentence


def test_names_with_markup_are_refused_and_names_sent_by_the_host_are_made_plain():
    hello = {"v": 1, "type": "hello", "table": "t", "seat": 1, "secret": SECRET, "log": 0}
    assert "name holds characters" in refused(json.dumps(dict(hello, name="<img src=x onerror=alert(1)>")))
    refused(json.dumps(dict(hello, name="Bob\u0000")))
    refused(json.dumps(dict(hello, name="B" * 40)))
    assert wire.plain_name("  <b>Ana</b>\n ") == "\u2039b\u203aAna\u2039/b\u203a"
    assert wire.plain_name(None) == "" and len(wire.plain_name("x" * 99)) == wire.MAX_NAME_CHARS


def test_not_text_is_refused():
    with pytest.raises(WireError, match="not text"):
        wire.read_guest_message(b'{"v": 1}')


def test_a_host_message_is_checked_too():
    pong = {"v": 1, "type": "pong", "n": 3, "handled": 2}
    assert wire.read_host_message(json.dumps(pong)) == pong
    with pytest.raises(WireError):
        wire.read_host_message(json.dumps(dict(pong, n=0)))
    with pytest.raises(WireError):
        wire.read_host_message(json.dumps(dict(pong, type="eval")))
    with pytest.raises(WireError, match="too large"):
        wire.read_host_message("x" * (wire.HOST_LIMIT + 1))


# ---- invitation and reply links -------------------------------------------------------------------
SDP = json.dumps({"type": "offer", "sdp": "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\n" + "a=candidate:1 1 udp 2122260223 192.168.1.20 54321 typ host\r\n" * 8})


def lepidoptery_host(seed=3):
    game = GAMES["lepidoptery"]
    session = Session.new(game, {}, seed, [{"kind": "human", "name": "Ana"}, {"kind": "remote", "name": "<b>Bob</b>"}])
    host = Host(Table(session, "tbl-9", VIEWS["lepidoptery"]))
    host.renew_secret(1, bytes(range(16)))
    return host


def test_an_invitation_carries_what_the_joiner_needs_and_its_reply_comes_back():
    host = lepidoptery_host()
    payload = host.invitation(1, SDP)
    assert payload.startswith(wire.INVITE_PREFIX) and len(payload) < 1500  # fits a QR code
    assert all(c.isalnum() or c in "-_" for c in payload)
    guest = Guest.join(payload, name="Bob")
    inv = guest.invitation
    assert inv["offer"] == SDP and inv["table"] == "tbl-9" and inv["seat"] == 1 and inv["secret"] == SECRET
    assert guest.title("Lepidoptery") == "Join Ana's Lepidoptery table as Dark"
    assert say(inv["summary"]).startswith("Lepidoptery · ")
    assert [(s["name"], s["player"], s["kind"]) for s in inv["seats"]] == [
        ("Light", "Ana", "human"), ("Dark", "\u2039b\u203aBob\u2039/b\u203a", "remote")]
    reply = guest.reply('{"type":"answer","sdp":"v=0"}')
    assert reply.startswith(wire.REPLY_PREFIX)
    assert host.read_reply(reply) == (1, '{"type":"answer","sdp":"v=0"}')


def test_a_reply_to_an_older_invitation_or_another_table_cannot_take_the_seat():
    host = lepidoptery_host()
    old = Guest.join(host.invitation(1, SDP)).reply("answer")
    host.renew_secret(1, bytes(range(100, 116)))
    with pytest.raises(WireError, match="older invitation") as err:
        host.read_reply(old)
    assert err.value.code == "secret"
    other = lepidoptery_host()
    other.table.id = "tbl-10"
    with pytest.raises(WireError, match="another table"):
        other.read_reply(Guest.join(host.invitation(1, SDP)).reply("answer"))


def pack_raw(text, prefix=wire.INVITE_PREFIX):
    return prefix + base64.urlsafe_b64encode(zlib.compress(text.encode())).decode().rstrip("=")


def test_bad_invitation_links_are_refused_like_share_links():
    good = lepidoptery_host().invitation(1, SDP)
    inv = wire.read_invitation(good)

    def bad(payload, fragment, reader=wire.read_invitation):
        with pytest.raises(WireError) as err:
            reader(payload)
        assert fragment in str(err.value) and str(err.value).endswith("."), str(err.value)

    bad(good[: len(good) // 2], "cut short")
    bad("", "holds no invitation")
    bad(share.encode(_finished_pond()), "not an invitation")  # a shared game is no invitation
    bad(good, "not a reply", reader=wire.read_reply)  # nor is an invitation a reply
    bad(good[:10] + "<" + good[11:], "characters")
    bad(wire.INVITE_PREFIX + "A" * wire.MAX_PAYLOAD_CHARS, "too long")
    bomb = pack_raw(" " * (wire.MAX_PAYLOAD_TEXT + 10))
    assert len(bomb) < 500
    bad(bomb, "far more data")
    bad(pack_raw("[" * 50 + "]" * 50), "nested too deeply")
    bad(pack_raw("{oops"), "not valid JSON")
    bad(pack_raw(json.dumps(dict(inv, host="<script>alert(1)</script>"))), "does not hold")
    bad(pack_raw(json.dumps(dict(inv, seat=-1))), "does not hold")
    bad(pack_raw(json.dumps(dict(inv, secret=None))), "does not hold")
    bad(pack_raw(json.dumps(dict(inv, extra=1))), "does not hold")
    bad(pack_raw(json.dumps(dict(inv, v=7))), "another version")


def _finished_pond():
    from vivarium.core.bots import RandomBot
    from vivarium.core.match import play_match
    record, _ = play_match(GAMES["pond"], {}, 5, [RandomBot(), RandomBot()], max_plies=5000)
    return record


# ---- remote players in records, saves and exports --------------------------------------------------
def remote_record(**changes):
    game = GAMES["papillon"]
    players = [{"kind": "human", "name": "Ana"}, {"kind": "remote", "name": "Bob"}, {"kind": "bot", "level": "easy"},
               {"kind": "remote"}]
    record = Session.new(game, {}, 11, players).record
    record["remote"] = [{"seat": 1, "secret": SECRET, "seq": 4}, {"seat": 3, "secret": "B" * 22, "seq": 0}]
    record.update(changes)
    return record


def test_a_remote_player_is_a_person_not_at_this_device():
    session = Session.from_record(GAMES, remote_record())
    assert [session.is_remote(s) for s in range(4)] == [False, True, False, True]
    assert session.human_seats() == [0, 1, 3]  # people: undo never takes back another person's move
    assert session.local_seats() == [0]
    assert not session.is_bot(1) and not session.is_bot(3)  # a computer's turn is never theirs
    assert session.bot_to_move() == (2 if session.actor == 2 else None)


@pytest.mark.parametrize("remote", [
    "yes", [{"seat": 0, "secret": SECRET, "seq": 0}],  # seat 0 is not remote
    [{"seat": 1, "secret": SECRET, "seq": -1}], [{"seat": 1, "secret": "x", "seq": 0}],
    [{"seat": 1, "secret": SECRET, "seq": 0}, {"seat": 1, "secret": SECRET, "seq": 0}],
    [{"seat": 1, "secret": SECRET, "seq": 0, "admin": True}], [{"seat": 7, "secret": SECRET, "seq": 0}],
    [{"seat": True, "secret": SECRET, "seq": 0}],
])
def test_a_damaged_remote_part_is_refused_with_a_sentence(remote):
    with pytest.raises(RecordError, match="players on other devices"):
        check_shape(remote_record(remote=remote), GAMES)


def test_a_remote_player_with_a_level_is_refused():
    record = remote_record()
    record["players"][1] = {"kind": "remote", "level": "easy"}
    with pytest.raises(RecordError, match="players is damaged"):
        check_shape(record, GAMES)


def test_the_hosts_memory_of_remote_seats_survives_a_save_but_never_leaves_the_device():
    store = SaveStore(MemoryStorage(), GAMES)
    session = Session.from_record(GAMES, remote_record())
    raw = store.write("game-1", session)
    loaded = store.load("game-1")
    assert loaded.record["remote"] == remote_record()["remote"] and loaded.players == session.players
    host = Host(Table(loaded, "game-1", VIEWS["papillon"]))
    assert (host.seats[1].secret, host.seats[1].seq) == (SECRET, 4)
    assert SECRET in raw
    assert SECRET not in transfer_dialog.export_text(loaded)  # an export to another device: no secret
    assert "remote" not in json.loads(transfer_dialog.export_text(loaded))


def test_old_saves_without_remote_players_still_load():
    record = Session.new(GAMES["pond"], {}, 3, [{"kind": "human"}, {"kind": "bot", "level": "hard"}]).record
    session = Session.from_record(GAMES, json.loads(json.dumps(record)))
    assert "remote" not in session.record and Host(Table(session, "x", VIEWS["pond"])).seats == {}


# ---- sentences from another device: text or messages (issue 28) ------------------------------------
def test_a_sentence_from_the_host_is_text_or_a_message_within_limits():
    good = {"$": "pond.log.place", "who": {"$": "pond.seat.dark"}, "square": "a1", "n": 2, "x": 1.5,
            "items": [{"$": "pond.piece.egg"}, "b2", 3], "flag": True, "none": None}
    assert wire.is_sentence(good) and wire.is_sentence("A plain line.") and wire.is_sentence([good, "and text"])
    deep = "x"
    for _ in range(wire.MAX_MESSAGE_DEPTH + 2):
        deep = {"$": "a.b", "v": deep}
    for bad in ({"$": "<b>"}, {"$": "Pond.Log"}, {"$": ""}, {"$": "a" * 200}, {"$": 1}, {"no": "key"}, deep,
                {"$": "a.b", "v": "x" * (wire.MAX_ARG_CHARS + 1)}, {"$": "a.b", "v": list(range(wire.MAX_MESSAGE_ITEMS + 1))},
                {"$": "a.b", "bad name": 1}, {"$": "a.b", "v": float("nan")}, {"$": "a.b", "v": 2 ** 80},
                {"$": "a.b", "v": {"not": "a message"}}, {"$": "a.b", **{f"a{i}": 1 for i in range(40)}},
                [{"$": "a.b"}] * (wire.MAX_MESSAGE_ITEMS + 1), [["nested", "list"]], "x" * (wire.MAX_TEXT_CHARS + 1),
                7, None, True, {"$": "a.b", "v": [[[[[[[[[["deep"]]]]]]]]]]},
                {"$": "a.b", "v": [{"$": "c.d", "w": "x" * 250}] * 20}):  # many short texts, too long all told
        assert not wire.is_sentence(bad), bad
        assert wire.say_sentence(bad) == ""


def test_a_sentence_is_said_in_the_language_of_the_device_that_shows_it_and_never_fails():
    from vivarium import i18n
    sent = json.loads(wire.dump(wire.sentence_for_wire(i18n.msg("remote.host.seq_again", seq=3))))
    assert i18n.say_in("en", sent) == "Move 3 from this device was already received; it was not played again."
    assert i18n.say_in("fr", sent) == "Le coup 3 de cet appareil a déjà été reçu\u202f; il n’a pas été rejoué."
    assert wire.say_sentence({"$": "pond.log.from_a_newer_version", "who": "x"}) == "pond.log.from_a_newer_version"
    assert wire.say_sentence({"$": "remote.wire.too_large", "size": "many", "limit": []})  # does not fit: no crash
    # what does not fit on the wire is said here rather than refused there
    long = {"$": "a.b", "v": ["word"] * 500}
    assert isinstance(wire.sentence_for_wire(long), str)
