"""Playing on several devices (issue 24), host and guests in CPython: no secret reaches a
device, hostile messages change nothing, every move is applied exactly once across broken
links and reloads, and whole games end as they would have at one device."""

import json
import random

import pytest

from vivarium.core import wire
from vivarium.core.bots import GreedyBot, RandomBot
from vivarium.core.conformance import find_marks, with_canary
from vivarium.core.saves import MemoryStorage, SaveStore
from vivarium.core.session import Session
from vivarium.games import GAMES, IDS, VIEWS, checks
from vivarium.i18n import is_message, say
from vivarium.ui.remote_guest import Guest
from vivarium.ui.remote_host import BURST, SILENCE, Host
from vivarium.ui.table import Table, bot_seed

SEED = 918_273_645_546_372_819  # distinctive: it must never appear in what a device receives


class Net:
    """A host's table and one guest per remote seat, joined through their links: texts travel
    when :meth:`flush` is called; a link can be cut and made again; every text the host sent
    is kept in ``sent``."""

    def __init__(self, game_id, players, seed=SEED, options=None, table_id="tbl-1", prepare=None):
        self.session = Session.new(GAMES[game_id], options or {}, seed, players)
        self.table = Table(self.session, table_id, VIEWS[game_id])
        self.host = Host(self.table)
        if prepare is not None:
            prepare(self.host)
        self.guests, self.up, self.inbox, self.outbox = {}, {}, {}, {}
        self.sent = []
        self.now = 0.0
        for seat in self.host.seats:
            self.host_out(self.host.renew_secret(seat, bytes([seat + 1] * 16)))
            guest = Guest.join(self.host.invitation(seat, '{"type":"offer"}'), name=f"Player{seat}", game=GAMES[game_id])
            assert self.host.read_reply(guest.reply('{"type":"answer"}')) == (seat, '{"type":"answer"}')
            self.guests[seat] = guest
            self.connect(seat)
        self.flush()

    def connect(self, seat):
        self.up[seat] = True
        self.inbox[seat], self.outbox[seat] = [], [self.guests[seat].hello()]

    def cut(self, seat):
        self.up[seat] = False
        self.inbox[seat], self.outbox[seat] = [], []
        self.guests[seat].lost()
        self.host_out(self.host.link_closed(seat).out)

    def host_out(self, out):
        for seat, text in out:
            self.sent.append((seat, text))
            if self.up.get(seat):
                self.inbox[seat].append(text)

    def send(self, seat, texts):
        if self.up.get(seat):
            self.outbox[seat].extend(texts)

    def deliver_to_host(self, seat, text):
        self.now += 0.5
        received = self.host.receive(seat, text, self.now)
        self.host_out(received.out)
        return received

    def flush(self):
        moved = True
        while moved:
            moved = False
            for seat in self.guests:
                while self.outbox[seat]:
                    moved = True
                    self.deliver_to_host(seat, self.outbox[seat].pop(0))
                while self.inbox[seat]:
                    moved = True
                    self.send(seat, self.guests[seat].receive(self.inbox[seat].pop(0)))

    def local_move(self, seat, action):
        """A person at the host's device or a computer: through the table, then the host syncs."""
        self.table.submit(seat, action)
        self.host_out(self.host.sync())
        self.flush()

    def remote_move(self, seat, action):
        self.send(seat, self.guests[seat].act(action))
        self.flush()

    def record(self):
        return json.dumps(self.session.record, sort_keys=True)


def remote_players(n, local=()):
    return [{"kind": "human", "name": "Ana"} if s in local else {"kind": "remote", "name": f"R{s}"} for s in range(n)]


# ---- (1) hidden information ---------------------------------------------------------------------
# Every game, whole, with every seat on another device: the options are the game's own
# (``REMOTE_OPTIONS`` in ``games/<id>/checks.py``).
REMOTE_GAMES = [(game_id, checks(game_id).remote_options) for game_id in IDS]


def secret_groups(game, state, seat):
    """What no seat may ever see: the order of the draw piles, and other seats' hands (while the
    game is on): the game's ``HIDDEN_PARTS`` (default: every key outside its ``public_keys`` but
    the rng), or its own ``secret_groups`` (a pile whose known top everybody sees). Everything
    else a game shows on purpose (through ``public_facts``), which the canary check above tells
    apart from a leak."""
    own = checks(game.id)
    if own.secret_groups is not None:
        return own.secret_groups(state, seat)
    parts = own.hidden_parts
    if parts is None:
        parts = sorted(key for key in state if key not in game.public_keys and key != "rng")
    groups = []
    for key in parts:
        value = state[key]
        if key in game.seat_keys:
            groups += [v for s, v in enumerate(value) if s != seat]
        else:
            groups.append(value)
    return groups


def hidden_runs(game, state, seat, length=6):
    """Texts that would betray a hidden part to ``seat``: runs of ``length`` consecutive cards
    of a pile's order or of another seat's hand, as they would be written in a message."""
    out = set()
    for group in secret_groups(game, state, seat):
        cards = _flat(group)
        for i in range(len(cards) - length + 1):
            run = cards[i:i + length]
            if run != sorted(run) and run != sorted(run, reverse=True):  # a sorted run may be public
                out.add(wire.dump(run)[1:-1])
    return out


@pytest.mark.parametrize("game_id, options", REMOTE_GAMES)
def test_no_message_to_a_device_holds_another_seats_secret(game_id, options):
    game = GAMES[game_id]
    n = game.seat_count_for(game.normalize_options(options))
    # Every state a device is sent is built from a canary state for its seat: other seats'
    # entries, the piles and the rng marked (they print as ⚑); the message's structure is
    # searched before it is written (json.dumps would drop the mark of a number).
    def marked_body(seat):
        s = host.session
        real = s.states[-1]
        s.states[-1] = with_canary(game, real, seat)
        try:
            return Host.state_body(host, seat)
        finally:
            s.states[-1] = real

    structures = []

    def checked_encode(message):
        over = message.get("outcome") is not None
        leaks = find_marks({k: v for k, v in message.items() if not (over and k == "outcome")}, "message")
        assert not leaks, f"{game_id}: a secret reaches seat {message.get('seat')}: {leaks[:5]}"
        structures.append(message)
        return wire.dump(message)

    def prepare(h):
        nonlocal host
        host = h
        host.state_body = marked_body
        host.encode = checked_encode

    host = None
    net = Net(game_id, remote_players(n), options=options, prepare=prepare)
    s = net.session
    assert set(host.seats) == set(range(n))
    rng = random.Random(5)
    refusals = 0
    while s.outcome is None:
        seat, guest = s.actor, net.guests[s.actor]
        assert guest.state["ply"] == len(s.record["actions"]) and guest.legal
        # first an action that is not legal now (a move of the past), refused with the engine's
        # sentence, which is checked for secrets too (the host reads a canary state meanwhile)
        stale = next((a for a in reversed(s.record["actions"]) if a not in guest.legal), None)
        if stale is not None and rng.random() < 0.3:
            text = wire.dump({"v": 1, "type": "act", "table": "tbl-1", "seat": seat, "secret": guest.secret,
                              "seq": guest.handled + 1, "action": stale, "at": guest.state["at"]})
            real = s.states[-1]
            s.states[-1] = with_canary(game, real, seat)
            try:
                received = net.deliver_to_host(seat, text)
            finally:
                s.states[-1] = real
            assert json.loads(received.out[0][1])["type"] == "refused"
            refusals += 1
        net.remote_move(seat, rng.choice(guest.legal))
    assert refusals > 0 and len(structures) == len(net.sent) > len(s.record["actions"]) * n
    # The written texts, searched for the actual secret values: the seed, every rng value the
    # game went through, and (while the game is on) runs of the piles' order and other hands.
    rng_values = {str(st["rng"]) for st in s.states} | {str(SEED)}
    for seat, text in net.sent:
        assert not rng_values & set(_long_numbers(text)), f"{game_id}: an rng value reaches seat {seat}"
        message = json.loads(text)
        if message["type"] in ("welcome", "state") and message["outcome"] is None:
            state = s.states[message["ply"]]
            for run in hidden_runs(game, state, seat):
                assert run not in text, f"{game_id}: hidden cards {run} reach seat {seat} at move {message['ply']}"
    # and the devices end with what the game shows everybody at the end
    for seat, guest in net.guests.items():
        assert guest.outcome == s.outcome and guest.view == json.loads(wire.dump(game.view(s.state, seat)))
        assert guest.log == s.log


def _flat(value):
    if isinstance(value, (list, tuple)):
        return [x for v in value for x in _flat(v)]
    if isinstance(value, dict):
        return [x for v in value.values() for x in _flat(v)]
    return [value]


def _long_numbers(text):
    import re
    return re.findall(r"\d{12,}", text)


# ---- (2) hostile messages --------------------------------------------------------------------------
def pond_net():
    """Pond, a remote seat (Dark) against a person at the host's device (Light); each has
    moved once, Light twice: Dark to move."""
    net = Net("pond", [{"kind": "human", "name": "Ana"}, {"kind": "remote", "name": "Bob"}],
              options={"first": "light", "variant": "small"})
    s = net.session
    net.local_move(0, s.game.legal_actions(s.state)[0])
    net.remote_move(1, net.guests[1].legal[0])
    net.local_move(0, s.game.legal_actions(s.state)[0])
    assert net.guests[1].handled == 1
    return net


def hostile_messages(net):
    """``(kind, text)``: what a hostile or broken device on seat 1's link might send."""
    s, guest = net.session, net.guests[1]
    base = {"v": 1, "table": "tbl-1", "seat": 1, "secret": guest.secret}
    act = dict(base, type="act", seq=guest.handled + 1, action=guest.legal[0], at=guest.state["at"])
    yield "wrong seat", wire.dump(dict(act, seat=0))
    yield "wrong table", wire.dump(dict(act, table="tbl-2"))
    yield "wrong secret", wire.dump(dict(act, secret="A" * 22))
    yield "replayed seq", wire.dump(dict(act, seq=guest.handled))
    yield "seq from the future", wire.dump(dict(act, seq=guest.handled + 5))
    yield "unknown verb", wire.dump(dict(act, type="resign"))
    yield "missing fields", wire.dump({k: v for k, v in act.items() if k != "at"})
    yield "wrong types", wire.dump(dict(act, seq=str(act["seq"])))
    yield "wrong version", wire.dump(dict(act, v=99))
    yield "unknown field", wire.dump(dict(act, cheat=1))
    yield "huge message", wire.dump(dict(act, action="a" * 10_000))
    yield "deeply nested JSON", "[" * 2_000 + "]" * 2_000  # within the size limit: the depth limit refuses it
    yield "not JSON", "\x00\x01 not json at all {"
    yield "non-object JSON", "[1, 2, 3]"
    yield "HTML in a name", wire.dump(dict(base, type="hello", log=0, name="<img src=x onerror=alert(1)>"))
    yield "an illegal action", wire.dump(dict(act, action="place z9"))
    yield "a stale position", wire.dump(dict(act, at="0-00000000"))
    yield "an undo of another seat's move", wire.dump(dict(base, type="undo", seq=act["seq"], at=act["at"]))


def assert_error_sentence(received, seat=1):
    assert len(received.out) == 1 and received.out[0][0] == seat
    answer = json.loads(received.out[0][1])
    assert answer["type"] in ("error", "refused"), answer
    answer["sent"] = answer["text"]  # language-neutral: a message, said by the device in its language
    answer["text"] = say(answer["sent"])
    assert answer["text"].endswith(".") and len(answer["text"]) > 10, answer["text"]
    assert "<img" not in answer["text"] and not received.changed and received.played is None
    return answer


def assert_responsive(net, seat=1):
    """A ping from the real device is still answered."""
    net.now += 1.0
    pong = net.host.receive(seat, wire.dump({"v": 1, "type": "ping", "table": "tbl-1", "seat": seat,
                                             "secret": net.guests[seat].secret}), net.now)
    assert [json.loads(t)["type"] for _, t in pong.out] == ["pong"]


def test_hostile_messages_change_nothing_and_each_gets_a_sentence():
    net = pond_net()
    s = net.session
    assert s.actor == 1 and net.guests[1].legal  # Dark (the remote seat) to move: every check is live
    before = net.record()
    kinds = []
    for kind, text in hostile_messages(net):
        net.now += 1.0
        received = net.host.receive(1, text, net.now)
        answer = assert_error_sentence(received)
        assert net.record() == before, f"{kind} changed the game"
        assert_responsive(net)
        kinds.append((kind, answer["text"]))
        assert is_message(answer["sent"]), (kind, answer["sent"])  # never the host's language
    texts = dict(kinds)
    assert "own seat" in texts["wrong seat"] and "not (or no longer) valid" in texts["wrong secret"]
    assert "already received" in texts["replayed seq"] and "skips ahead" in texts["seq from the future"]
    # the engine's sentence would repeat the device's own text ("“place z9” is not…"): never echoed (issue 35)
    assert "z9" in say(s.game.explain_illegal(s.state, "place z9"))
    assert "z9" not in texts["an illegal action"] and "not legal" in texts["an illegal action"]
    assert "game changed" in texts["a stale position"] and "nothing of yours" in texts["an undo of another seat's move"]
    assert "name" in texts["HTML in a name"] and "too large" in texts["huge message"]
    assert "nested too deeply" in texts["deeply nested JSON"] and "not valid JSON" in texts["not JSON"]
    assert net.host.seats[1].name == "Player1"  # the hello with markup did not rename the device
    # the real device still plays its move, once
    net.remote_move(1, net.guests[1].legal[0])
    assert len(s.record["actions"]) == 4 and s.actor == 0

    # an action when it is not that seat's turn (with the right position and number)
    guest = net.guests[1]
    before = net.record()
    text = wire.dump({"v": 1, "type": "act", "table": "tbl-1", "seat": 1, "secret": guest.secret,
                      "seq": guest.handled + 1, "action": s.game.legal_actions(s.state)[0], "at": guest.state["at"]})
    net.now += 1.0
    assert "turn" in assert_error_sentence(net.host.receive(1, text, net.now))["text"]
    assert net.record() == before
    assert len(kinds) + 1 >= 15


def test_garbage_never_crashes_the_host_or_the_device():
    net = pond_net()
    before = net.record()
    guest = net.guests[1]
    good = json.loads(guest.act(guest.legal[0])[0])
    guest.pending = None
    rng = random.Random(8)
    values = [None, True, -1, 0, 2 ** 70, 1.5, "", "x" * 300, [], {}, [[[]]], "<b>", "\u0000"]
    for i in range(3000):
        roll = rng.random()
        if roll < 0.4:  # a valid message with one part changed, removed or added
            data = dict(good)
            key = rng.choice(list(data) + ["extra"])
            if rng.random() < 0.3:
                data.pop(key, None)
            else:
                data[key] = rng.choice(values)
            text = json.dumps(data)
        elif roll < 0.7:  # a cut or damaged text
            text = json.dumps(good)
            cut = rng.randrange(len(text))
            text = text[:cut] + rng.choice(["", "}", "\\", '"', "\x00", "[{"]) + text[cut + 1:]
        else:
            text = "".join(chr(rng.randrange(1, 0x2FF)) for _ in range(rng.randrange(60)))
        try:
            if json.loads(text) == good:
                continue  # unchanged after all: that one would rightly be played
        except ValueError:
            pass
        net.now += 1.0
        received = net.host.receive(1, text, net.now)
        assert len(received.out) <= 1 and received.played is None
        assert json.loads(before)["actions"] == json.loads(net.record())["actions"]
        shown = guest.state
        for reply in (text, "".join(reversed(text))):  # and the device reads garbage from the host
            assert guest.receive(reply) == [] and guest.state is shown
    assert_responsive(net)


def test_a_flood_is_answered_once_then_dropped_and_the_device_is_heard_again_later():
    net = pond_net()
    before = net.record()
    ping = wire.dump({"v": 1, "type": "ping", "table": "tbl-1", "seat": 1, "secret": net.guests[1].secret})
    net.now = 100.0
    answers = [net.host.receive(1, ping, net.now).out for _ in range(500)]
    assert all(len(a) == 1 for a in answers[:BURST])
    busy = [json.loads(a[0][1]) for a in answers[BURST:] if a]
    assert len(busy) == 1 and busy[0]["code"] == "busy" and "slow down" in say(busy[0]["text"])
    assert net.record() == before
    assert_responsive(net)  # a second later the device is heard again


def test_a_message_after_the_seat_was_given_a_new_secret_cannot_act():
    net = pond_net()
    old = net.guests[1]
    before = net.record()
    out = net.host.renew_secret(1, bytes(range(50, 66)))
    assert [json.loads(t)["type"] for seat, t in out if seat == 1] == ["closed"]
    net.now += 1
    received = net.host.receive(1, wire.dump({"v": 1, "type": "act", "table": "tbl-1", "seat": 1, "secret": old.secret,
                                              "seq": old.handled + 1, "action": old.legal[0], "at": old.state["at"]}),
                                net.now)
    answer = assert_error_sentence(received)
    assert answer["code"] == "replaced" and "new invitation" in answer["text"]
    old.receive(received.out[0][1])
    assert old.closed and old.legal == []
    after = json.loads(net.record())
    assert after["actions"] == json.loads(before)["actions"] and after["remote"][0]["secret"] != old.secret


def test_an_action_for_a_finished_game_is_refused():
    net = pond_net()
    s, rng = net.session, random.Random(3)
    while s.outcome is None:
        if s.actor == 0:
            net.local_move(0, rng.choice(s.game.legal_actions(s.state)))
        else:
            net.remote_move(1, rng.choice(net.guests[1].legal))
    guest = net.guests[1]
    assert guest.outcome == s.outcome and guest.legal == []
    before = net.record()
    net.now += 1
    text = wire.dump({"v": 1, "type": "act", "table": "tbl-1", "seat": 1, "secret": guest.secret,
                      "seq": guest.handled + 1, "action": "pass", "at": guest.state["at"]})
    assert "over" in assert_error_sentence(net.host.receive(1, text, net.now))["text"]
    assert net.record() == before


# ---- (3) exactly once -----------------------------------------------------------------------------
def lepidoptery_net():
    """Lepidoptery, Ana at the host's device (Light) and Bob on another device (Dark), Bob to move."""
    net = Net("lepidoptery", [{"kind": "human", "name": "Ana"}, {"kind": "remote", "name": "Bob"}],
              options={"first": "dark"})
    assert net.session.actor == 1
    return net


def test_a_move_whose_answer_was_lost_is_not_played_twice_after_reconnecting():
    net = lepidoptery_net()
    s, guest = net.session, net.guests[1]
    moves = len(s.record["actions"])
    texts = guest.act(guest.legal[0])
    net.deliver_to_host(1, texts[0])  # the host applies it; its answer is lost with the link
    assert len(s.record["actions"]) == moves + 1
    net.cut(1)
    assert guest.pending is not None  # the device does not know whether the move arrived
    net.connect(1)
    net.flush()
    assert len(s.record["actions"]) == moves + 1 and guest.pending is None
    assert guest.log == s.log and guest.handled == net.host.seats[1].seq == 1
    # a device that resends it anyway (an old page, a bug) is told, and nothing is played twice
    net.now += 1
    again = net.host.receive(1, texts[0], net.now)
    assert "already received" in say(json.loads(again.out[0][1])["text"])
    assert len(s.record["actions"]) == moves + 1


def test_a_move_lost_on_its_way_is_resent_after_reconnecting_and_played_once():
    net = lepidoptery_net()
    s, guest = net.session, net.guests[1]
    moves = len(s.record["actions"])
    assert guest.act(guest.legal[0])  # sent, but the link breaks before it arrives
    net.cut(1)
    net.connect(1)
    net.flush()
    assert len(s.record["actions"]) == moves + 1 and guest.pending is None and guest.log == s.log


def test_a_move_made_while_disconnected_waits_and_is_played_once_after_reconnecting():
    net = lepidoptery_net()
    s, guest = net.session, net.guests[1]
    moves = len(s.record["actions"])
    net.cut(1)
    choice = guest.legal[0]
    assert guest.act(choice) == []  # nothing to send on a broken link: it waits
    assert guest.legal == [] and guest.act(choice) == []  # one move at a time
    assert "not reached the host" in guest.take_notices()[-1]
    assert len(s.record["actions"]) == moves
    assert net.host.waiting_for() == 1 and "not connected" in " ".join(net.host.status_lines())
    net.connect(1)
    net.flush()
    assert s.record["actions"][moves:] == [choice] and guest.pending is None
    assert "Bob's device is connected" in net.host.status_lines()[0]


def test_a_move_made_offline_for_a_position_the_host_took_back_is_refused_not_misplayed():
    net = Net("pond", [{"kind": "human", "name": "Ana"}, {"kind": "remote", "name": "Bob"}],
              options={"first": "light", "variant": "small"})
    s, guest = net.session, net.guests[1]
    net.local_move(0, s.game.legal_actions(s.state)[0])
    net.cut(1)
    assert guest.act(guest.legal[0]) == []  # chosen offline, for the position after Ana's first move
    s.undo(0)  # Ana takes hers back and plays another one: Bob's choice was not for this position
    net.local_move(0, s.game.legal_actions(s.state)[1])
    moves = list(s.record["actions"])
    net.connect(1)
    net.flush()
    assert s.record["actions"] == moves and guest.pending is None
    assert any("game changed" in text for text in guest.take_notices())
    assert guest.legal == s.game.legal_actions(s.state)  # and Bob may choose again


def test_a_lost_message_from_the_host_is_noticed_and_the_device_catches_up():
    net = lepidoptery_net()
    s, guest = net.session, net.guests[1]
    while s.actor == 1:
        net.remote_move(1, guest.legal[0])
    net.table.submit(0, s.game.legal_actions(s.state)[0])
    assert net.host.sync()  # a state the device never receives
    assert guest.log != s.log
    net.send(1, guest.ping())  # the next message from the host shows the gap...
    net.flush()
    assert guest.log == s.log and guest.state["ply"] == len(s.record["actions"])  # ...and it caught up
    assert any("lost" in text for text in guest.take_notices())


def reload_host(net, store):
    """The host's page reloads: the table comes back from the save, its devices are gone."""
    net.session = store.load("tbl-1")
    net.table = Table(net.session, "tbl-1", VIEWS[net.session.game.id])
    net.host = Host(net.table)
    for seat in net.guests:
        net.up[seat] = False
        net.guests[seat].lost()
    return net.host


def test_the_host_reloads_resumes_the_table_and_waits_for_its_remote_seats():
    net = lepidoptery_net()
    guest = net.guests[1]
    store = SaveStore(MemoryStorage(), GAMES)
    store.write("tbl-1", net.session)  # saved while Bob thinks
    net.remote_move(1, guest.legal[0])  # applied and confirmed, but the host reloads before saving it
    expected = list(net.session.record["actions"])
    assert guest.pending is None and guest.handled == 1
    host = reload_host(net, store)
    assert len(net.session.record["actions"]) == len(expected) - 1  # the move is lost with the page
    assert (host.seats[1].secret, host.seats[1].seq, host.seats[1].connected) == (guest.secret, 0, False)
    assert host.waiting_for() == 1 and host.status_lines() == ["Dark: Bob's device is not connected."]
    # the host invites the device again (a new WebRTC offer, the same secret); it comes back,
    # sees the host has not applied its confirmed move, and offers it again for the same position
    guest.rejoin(host.invitation(1, '{"type":"offer","again":1}'))
    net.connect(1)
    net.flush()
    assert net.session.record["actions"] == expected and host.seats[1].seq == guest.handled == 1
    assert guest.log == net.session.log and host.waiting_for() is None
    # saved this time: after another reload nothing is played again
    store.write("tbl-1", net.session)
    host = reload_host(net, store)
    guest.rejoin(host.invitation(1, '{"type":"offer","again":2}'))
    net.connect(1)
    net.flush()
    assert net.session.record["actions"] == expected and guest.log == net.session.log


def test_a_silent_device_counts_as_disconnected_and_says_hello_again():
    net = lepidoptery_net()
    host, guest = net.host, net.guests[1]
    assert host.tick(net.now + SILENCE / 2).out == [] and host.seats[1].connected
    gone = host.tick(net.now + SILENCE + 1)
    assert gone.status and not host.seats[1].connected
    net.now += SILENCE + 2
    net.send(1, guest.ping())
    net.flush()  # the host asks for a hello; the device says it and is welcomed back
    assert host.seats[1].connected and guest.connected and guest.legal


def test_a_device_takes_back_only_its_own_move():
    net = Net("pond", [{"kind": "human", "name": "Ana"}, {"kind": "remote", "name": "Bob"}],
              options={"first": "dark", "variant": "small"})
    s, guest = net.session, net.guests[1]
    net.remote_move(1, guest.legal[0])
    assert guest.can_undo()
    net.send(1, guest.undo())
    net.flush()
    assert s.record["actions"] == [] and guest.legal and guest.log == []
    net.remote_move(1, guest.legal[0])
    net.local_move(0, s.game.legal_actions(s.state)[0])
    assert not guest.can_undo() and guest.undo() == []  # Ana moved since: Bob cannot take hers back


# ---- (4) whole games --------------------------------------------------------------------------
def play_through(net, bots):
    """Every seat chooses with its bot from what its device shows: a guest's received view, or
    the host's table for people and computers at the host's device. Every 17 moves a remote
    seat loses its link, chooses offline, and comes back."""
    s = net.session
    while s.outcome is None:
        seat = s.actor
        ply = len(s.record["actions"])
        seed = bot_seed(s.record, ply)
        if seat in net.guests:
            guest = net.guests[seat]
            assert guest.state["ply"] == ply and guest.log == s.log
            if ply % 17 == 0:
                net.cut(seat)
            action = bots[seat].choose(s.game, guest.view, seat, seed)
            assert action in guest.legal
            net.remote_move(seat, action)
            if not net.up[seat]:
                net.connect(seat)
                net.flush()
        else:
            turn = net.table.bot_turn(0.0) if s.is_bot(seat) else None
            view = turn.view if turn else net.table.offer(seat)["view"]
            net.local_move(seat, bots[seat].choose(s.game, view, seat, seed))
        assert len(s.record["actions"]) == ply + 1, f"move {ply + 1} was not played exactly once"
    return s


def play_locally(game_id, players, options, bots):
    session = Session.new(GAMES[game_id], options, SEED, players)
    table = Table(session, "local", VIEWS[game_id])
    while session.outcome is None:
        seat = session.actor
        seed = bot_seed(session.record, len(session.record["actions"]))
        table.submit(seat, bots[seat].choose(session.game, table.offer(seat)["view"], seat, seed))
    return session


@pytest.mark.parametrize("game_id, players, options, bots", [
    ("lepidoptery", [{"kind": "human", "name": "Ana"}, {"kind": "remote", "name": "Bob"}], {},
     [GreedyBot(), GreedyBot()]),
    ("papillon", [{"kind": "human", "name": "Ana"}, {"kind": "remote", "name": "Bob"},
                  {"kind": "bot", "level": "easy"}, {"kind": "remote", "name": "Cy"}],
     {"players": 4, "round": "full"}, [RandomBot(), GreedyBot(samples=2), GreedyBot(samples=1), RandomBot()]),
])
def test_a_whole_game_across_devices_ends_as_it_would_at_one_device(game_id, players, options, bots):
    net = Net(game_id, players, options=options)
    s = play_through(net, bots)
    local = play_locally(game_id, [dict(p, kind="human") if p["kind"] == "remote" else p for p in players],
                         options, bots)
    assert s.record["actions"] == local.record["actions"] and s.outcome == local.outcome
    for seat, guest in net.guests.items():
        assert guest.outcome == s.outcome and guest.log == s.log and guest.pending is None
        assert guest.handled == net.host.seats[seat].seq == sum(1 for e in s.log if e["seat"] == seat)
    assert s.record["remote"] == [net.host.seats[seat].to_dict() for seat in sorted(net.guests)]


def test_a_device_gets_the_finished_games_record_only_when_asked_and_only_after_the_end():
    """Issue 24: the review and share link work on a remote device once the game is over. The
    record (seed included) is sent only on request, and never before the end."""
    from vivarium.core import share

    net = Net("lepidoptery", [{"kind": "human", "name": "Ana"}, {"kind": "remote", "name": "Bob"}], options={"rows": 5})
    bob = net.guests[1]
    assert bob.ask_review() == [] and "not over" in bob.notices[-1]  # the device itself knows
    before = net.record()
    forced = bob._text("review")  # a device that asks anyway, mid-game
    net.send(1, [forced])
    net.flush()
    assert bob.review is None and "not over yet" in bob.notices[-1] and net.record() == before
    assert not any('"review"' in text and '"payload"' in text for _seat, text in net.sent)
    s = play_through(net, [GreedyBot(), GreedyBot()])
    assert s.outcome is not None and bob.outcome == s.outcome
    assert not any('"payload"' in text for _seat, text in net.sent), "a record was sent without being asked"
    net.send(1, bob.ask_review())
    net.flush()
    assert bob.review, bob.notices
    shared = share.decode(bob.review, GAMES)  # the same game, as a share link would carry it
    assert shared.record["actions"] == s.record["actions"] and shared.record["seed"] == s.record["seed"]
    assert "remote" not in json.loads(share.unpack(bob.review))  # the seats' secrets stay on the host
