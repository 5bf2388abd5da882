"""Turn-based play by link (issue 36), in CPython: whole games of every game through links
only (no data channel), 2–5 seats, remote seats mixed with computers and people at the host;
every link checked for secrets; every hostile link of item 6 refused with one sentence and no
change; the commitment to the deal catching a host that changes it. Link sizes are measured
(printed with ``-s``; the benchmark reports them)."""

import json
import random
import re
import statistics

import pytest

from vivarium.core import deal_proof, rng as rnglib, share, turn_links, wire
from vivarium.core.bots import GreedyBot
from vivarium.core.session import Session
from vivarium.core.wire import WireError
from vivarium.games import GAMES, IDS, VIEWS, checks
from vivarium.i18n import say
from vivarium.ui import by_link
from vivarium.ui.remote_host import Host
from vivarium.ui.table import Table

SIZES = {}


class Post:
    """A host's table whose remote seats play by link only: links are strings handed over."""

    def __init__(self, game_id, players, options=None, seed=None, rng=None):
        self.rng = rng or random.Random(36)
        self.game = GAMES[game_id]
        seed = seed if seed is not None else rnglib.new_seed(self.rng)
        self.session = Session.new(self.game, options or {}, seed, players)
        self.table = Table(self.session, "tbl-post", VIEWS[game_id])
        self.host = Host(self.table)
        for seat in self.host.seats:
            self.host.renew_secret(seat, bytes(self.rng.getrandbits(8) for _ in range(16)))
        by_link.commitment_of(self.session, bytes(self.rng.getrandbits(8) for _ in range(16)))
        self.devices = {}  # seat -> LinkSeat
        self.links = []  # every turn link sent: (seat, payload)

    def send_turn(self, seat):
        payload = by_link.turn_link(self.host, seat, invite=seat not in self.devices, host_name="Ana")
        self.links.append((seat, payload))
        if seat in self.devices:
            self.devices[seat].take(payload)
        else:
            self.devices[seat] = by_link.LinkSeat.open_first(self.game, payload)
        return payload

    def remote_turn(self, seat):
        self.send_turn(seat)
        device = self.devices[seat]
        while not device.play(self.rng.choice(device.legal)):
            pass
        taken = by_link.take_move_link(self.host, device.move_link())
        assert taken.error is None, say(taken.error)
        return taken

    def play_out(self, max_plies=2000):
        s = self.session
        while s.outcome is None and len(s.record["actions"]) < max_plies:
            actor = s.actor
            if s.is_remote(actor):
                self.remote_turn(actor)
            elif s.is_bot(actor):
                view = self.game.view(s.state, actor)
                self.table.submit(actor, GreedyBot().choose(self.game, view, actor, self.rng.getrandbits(32)))
            else:
                self.table.submit(actor, self.rng.choice(self.game.legal_actions(s.state)))
        assert s.outcome is not None
        for seat in self.host.seats:  # the end: every device gets the result and checks the deal
            self.send_turn(seat)


# Every game at each of its player counts: the tables are the game's own (``LINK_TABLES`` in
# ``games/<id>/checks.py``: the seats' kinds and the options).
CASES = [(game_id, list(kinds), dict(options)) for game_id in IDS for kinds, options in checks(game_id).link_tables]


def players_of(kinds):
    return [{"kind": k, "level": "easy"} if k == "bot" else {"kind": k} for k in kinds]


@pytest.mark.parametrize("game_id, kinds, options", CASES, ids=lambda v: v if isinstance(v, str) else None)
def test_a_whole_game_through_links_only(game_id, kinds, options):
    post = Post(game_id, players_of(kinds), options)
    post.play_out()
    s = post.session
    for seat, device in post.devices.items():
        assert device.turn["outcome"] == json.loads(json.dumps(s.outcome))
        ok, said = device.proof
        assert ok, say(said)
        assert "Checked: every card came from the deal promised at the start" in say(said)
        assert [e["ply"] for e in device.log] == [e["ply"] for e in s.log]  # the whole log reached it
    sizes = [len(p) for _, p in post.links]
    SIZES[f"{game_id}-{len(kinds)}"] = sizes
    seed_text = str(s.record["seed"])
    for seat, payload in post.links:  # nothing but the seat's view, until the end
        data = json.loads(share.unpack_text(payload, "t1", 10**6, 10**7, zdict=turn_links.WORDS))
        if "end" in data:
            continue
        text = json.dumps(data)
        assert seed_text not in text and "k2:" not in text
        assert set(data) <= {"v", "table", "seat", "game", "host", "seats", "handled", "ply", "at", "view", "legal",
                             "actor", "outcome", "log_from", "log", "commit", "seal", "secret"}
        state = s.states[data["ply"]]
        assert data["view"] == json.loads(json.dumps(post.game.view(state, seat)))  # only what that seat sees


def test_the_link_dictionary_is_frozen():
    """Links wait in messengers for days: the dictionary they were packed with must not change."""
    import hashlib

    from vivarium.core import link_words

    assert hashlib.sha256(link_words.WORDS).hexdigest()[:16] == link_words.DIGEST == "d8bf9ff852c8fab1"


def test_link_sizes(capsys):
    """Median and largest turn link per game and seat count (from the whole games above)."""
    if not SIZES:
        pytest.skip("run with the whole-game tests")
    every = [n for sizes in SIZES.values() for n in sizes]
    with capsys.disabled():
        for key, sizes in sorted(SIZES.items()):
            print(f"\n[link sizes] {key}: median {statistics.median(sizes):.0f}, largest {max(sizes)} characters, {len(sizes)} links")
    assert every and max(every) < 4_000  # the bound for every link
    assert all(statistics.median(sizes) < 1_500 for sizes in SIZES.values())  # and for the median


def game_at_remote_turn(game_id="lepidoptery", kinds=("remote", "human"), options=None):
    post = Post(game_id, players_of(kinds), options)
    s = post.session
    while not s.is_remote(s.actor):
        post.table.submit(s.actor, post.rng.choice(post.game.legal_actions(s.state)))
    return post


def played_turn(post):
    seat = post.session.actor
    post.send_turn(seat)
    device = post.devices[seat]
    while not device.play(device.legal[0]):
        pass
    return device, device.move_link()


def refused(post, payload, words):
    before = json.dumps(post.session.record)
    taken = by_link.take_move_link(post.host, payload)
    assert taken.error is not None and taken.played == 0
    assert words in say(taken.error), say(taken.error)
    assert json.dumps(post.session.record) == before


def test_a_move_link_opened_twice_is_played_once():
    post = game_at_remote_turn()
    _, move = played_turn(post)
    assert by_link.take_move_link(post.host, move).played >= 1
    refused(post, move, "already played")


def test_a_move_link_from_an_old_turn_link_is_refused():
    """The remote seat was sent its turn; then the person at the host took back their own move
    and played another: the turn link is old, and its move link changes nothing."""
    post = Post("pond", players_of(["human", "remote"]), {"variant": "small", "first": "light"})
    s = post.session
    post.table.submit(0, s.game.legal_actions(s.state)[0])
    device, move = played_turn(post)
    assert s.can_undo(0)
    post.table.undo_for(0)
    post.table.submit(0, s.game.legal_actions(s.state)[-1])
    refused(post, move, "changed since")
    post.send_turn(1)  # a new turn link: the device plays on
    device = post.devices[1]
    while not device.play(device.legal[0]):
        pass
    assert by_link.take_move_link(post.host, device.move_link()).played == 1


def test_a_link_opened_on_the_wrong_device_says_so():
    post = game_at_remote_turn()
    device, move = played_turn(post)
    other = Post("lepidoptery", players_of(["remote", "human"]))  # another table on the host's device
    other.table.id = "tbl-elsewhere"
    refused(other, move, "not on this device")
    turn = by_link.turn_link(post.host, post.session.actor)
    assert turn_links.kind_of(turn) == "turn" and turn_links.kind_of(move) == "move"


@pytest.mark.parametrize("change", ["a character", "cut short", "another seat", "another table", "no secret"])
def test_a_forged_truncated_or_tampered_move_link_is_refused(change):
    post = game_at_remote_turn()
    device, move = played_turn(post)
    data = turn_links.peek_move(move)
    if change == "a character":
        i = len(move) // 2
        bad = move[:i] + ("A" if move[i] != "A" else "B") + move[i + 1:]
    elif change == "cut short":
        bad = move[:-12]
    elif change == "another seat":
        bad = turn_links.pack_move(dict({k: v for k, v in data.items() if k != "seal"}, seat=1 - data["seat"]), device.secret)
    elif change == "another table":
        bad = turn_links.pack_move(dict({k: v for k, v in data.items() if k != "seal"}, table="tbl-other"), device.secret)
    else:
        bad = turn_links.pack_move({k: v for k, v in data.items() if k != "seal"}, "made-up-secret-0000000")
    before = json.dumps(post.session.record)
    taken = by_link.take_move_link(post.host, bad)
    assert taken.error is not None and json.dumps(post.session.record) == before
    assert say(taken.error).endswith(".")
    assert by_link.take_move_link(post.host, move).played >= 1  # the real link still plays


def test_a_tampered_or_old_turn_link_is_refused_by_the_device():
    post = game_at_remote_turn()
    seat = post.session.actor
    first = post.send_turn(seat)
    device = post.devices[seat]
    bad = first[:40] + ("x" if first[40] != "x" else "y") + first[41:]
    with pytest.raises(WireError):
        device.take(bad)
    while not device.play(device.legal[0]):
        pass
    assert by_link.take_move_link(post.host, device.move_link()).played >= 1
    s = post.session
    while s.outcome is None and not s.is_remote(s.actor):
        post.table.submit(s.actor, post.rng.choice(post.game.legal_actions(s.state)))
    newer = by_link.turn_link(post.host, seat)
    device.take(newer)
    with pytest.raises(WireError, match="older"):
        device.take(first)
    stranger = by_link.turn_link(post.host, seat)  # no secret in it, and this device never joined
    with pytest.raises(WireError, match="open the invitation"):
        by_link.LinkSeat.open_first(post.game, stranger)


def test_undo_inside_a_turn_of_several_steps():
    post = game_at_remote_turn("arctic", ("remote", "human", "human"), {"players": 3})
    seat = post.session.actor
    post.send_turn(seat)
    device = post.devices[seat]
    first_view, first_legal = device.view, list(device.legal)
    if device.play(device.legal[0]):
        pytest.skip("a turn of one step")
    assert device.undo() and device.view == first_view and device.legal == first_legal and device.steps == []
    while not device.play(device.legal[-1]):
        pass
    taken = by_link.take_move_link(post.host, device.move_link())
    assert taken.error is None and taken.played == len(device.steps) >= 2


def test_the_commitment_catches_a_host_that_changes_the_deal():
    post = Post("hexapod", players_of(["remote", "bot"]))
    post.play_out()
    device = post.devices[0]
    assert device.proof[0]
    s = post.session
    end = device.turn["end"]
    record = json.loads(share.unpack(end["record"]))
    other = dict(record, seed=record["seed"] ^ 1)
    ok, said = deal_proof.check(GAMES, other, end["salt"], device.commit, 0, device.seen)
    assert not ok and "not the one promised" in say(said)
    # the same seed, but a salt chosen afterwards to fit another seed: impossible; a host that
    # shows one deal and replays another is caught by the views it sent
    forged_salt = deal_proof.commitment(other["seed"], end["salt"])
    assert forged_salt != device.commit
    seen = dict(device.seen)
    ply = max(seen)
    seen[ply] = "0" * 16
    ok, said = deal_proof.check(GAMES, record, end["salt"], device.commit, 0, seen)
    assert not ok and f"at move {ply + 1}" in say(said)


# ---- through the two shells: what the people see ------------------------------------------------
def link_in(html, key):
    import re
    from html import unescape

    found = re.search(r'id="invite-link-' + key + r'"[^>]*value="([^"]*)"', html) or \
        re.search(r'value="([^"]*)"[^>]*id="invite-link-' + key + r'"', html)
    return unescape(found.group(1)) if found else None


def test_a_whole_game_by_link_through_the_host_and_guest_screens():
    from vivarium.core.saves import MemoryStorage
    from vivarium.games import RULES_PAGES
    from vivarium.ui import routes
    from vivarium.ui.shell import Shell

    host = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(1))
    guest = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(2))
    host.command("new pond")
    assert "by link (turn-based)" in host.html()
    host.command("start", {"seat0": "human", "seat1": "remote-link", "name0": "Ana", "name1": "Bob",
                           "variant": "small", "first": "light"})
    assert host.screen == "play" and host.dialog is None  # no devices to connect: the table
    s = host.session
    rng = random.Random(5)
    turns = 0
    while s.outcome is None:
        if s.actor == 0:
            assert "Waiting for" not in host.html()
            host.command("play " + rng.choice(host.legal_for_human()))
            continue
        page = host.html()
        assert "Send this link to Bob: it is their turn in Pond" in page and "Waiting for Bob" in page
        turn = link_in(page, "turn")
        assert turn and "#/turn/t1" in turn
        assert routes.navigate(guest, turn.split("#", 1)[1]) and guest.screen == "bylink"
        gpage = guest.html()
        assert "Your turn" in gpage and 'data-turn="1"' in gpage
        seat_box = re.search(rf'<div class="seat seat-{guest.remote.seat.seat}[^"]*"[^>]*><div class="seat-name">.*?</div>', gpage).group(0)
        assert "<small>You</small>" in seat_box  # as at any table (it said "you")
        desk = guest.remote
        guest.command("play " + rng.choice(desk.seat.legal))
        gpage = guest.html()
        assert "Send this link to Ana: your move in Pond" in gpage and 'data-sent="1"' in gpage
        move = link_in(gpage, "move")
        assert routes.navigate(host, move.split("#", 1)[1]) and host.screen == "play"
        assert "Bob's move is played" in say(host.info)
        assert routes.navigate(host, move.split("#", 1)[1])  # opened twice: played once
        assert "already played" in say(host.error)
        turns += 1
    assert turns >= 3
    end = link_in(host.html(), "end-1")
    assert routes.navigate(guest, end.split("#", 1)[1])
    gpage = guest.html()
    assert "Checked: every card came from the deal promised at the start" in gpage
    guest.command("bylink-review")
    assert guest.screen == "review" and guest.review.session.record["actions"] == s.record["actions"]
    # the turn link opened on the host's own device says whose it is
    assert routes.navigate(host, end.split("#", 1)[1]) and host.screen == "play"
    assert any("This is the turn link of" in say(t) for _, t in host.notices)


def test_a_device_lists_the_tables_it_plays_by_link_and_reopens_them_after_a_reload():
    from vivarium.core.saves import MemoryStorage
    from vivarium.games import RULES_PAGES
    from vivarium.ui import routes
    from vivarium.ui.shell import Shell

    host = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(1))
    storage = MemoryStorage()
    guest = Shell(storage, GAMES, VIEWS, RULES_PAGES, rng=random.Random(2))
    host.command("new lepidoptery")
    host.command("start", {"seat0": "remote-link", "seat1": "human", "name1": "Ana", "first": "light"})
    turn = link_in(host.html(), "turn")
    assert routes.navigate(guest, turn.split("#", 1)[1])
    guest.command("home")
    page = guest.html()
    assert "Tables you play by link" in page and "Lepidoptery with Ana" in page and "Your turn" in page
    again = Shell(storage, GAMES, VIEWS, RULES_PAGES, rng=random.Random(3))  # the page reloaded
    key = post_screens_key(again)
    again.command("bylink-open " + key)
    assert again.screen == "bylink" and again.remote.seat.legal
    again.command("play " + again.remote.seat.legal[0])
    again.command("home")
    assert "Your move is ready: send the link to Ana" in again.html()
    again.command("bylink-open " + key)
    move = link_in(again.html(), "move")
    assert routes.navigate(host, move.split("#", 1)[1]) and "move is played" in say(host.info)


def post_screens_key(shell):
    from vivarium.ui import post_screens

    (entry,) = post_screens.kept_tables(shell)
    return entry["key"]


def test_a_live_table_goes_on_by_link_and_back_with_no_move_lost_or_played_twice():
    from test_remote_shell import host_lep, make_shell
    from vivarium.ui import routes

    host, wire_ = host_lep(("Ana", "Bob"))
    guest = wire_.join(1, "Bob")
    s = host.session
    rng = random.Random(9)

    def live_turns(n):
        for _ in range(n):
            if s.outcome is not None:
                return
            if s.actor == 0:
                host.act(rng.choice(host.table.legal_here()))
            else:
                guest.command("play " + rng.choice(guest.remote.guest.legal))
            wire_.pump()

    live_turns(4)
    # the connection drops for good: the host goes on by link
    host.command("bylink-switch 1")
    wire_.pump()
    assert s.players[1].get("via") == "link" and guest.remote.guest.closed
    assert "by link" in say(guest.remote.guest.closed)
    phone = make_shell(seed=77)
    link_turns = 0
    while link_turns < 3 and s.outcome is None:
        if s.actor == 0:
            host.act(rng.choice(host.table.legal_here()))
            continue
        turn = link_in(host.html(), "turn")
        assert routes.navigate(phone, turn.split("#", 1)[1])
        while not phone.remote.seat.over:
            phone.command("play " + rng.choice(phone.remote.seat.legal))
        move = link_in(phone.html(), "move")
        n = len(s.record["actions"])
        assert routes.navigate(host, move.split("#", 1)[1]) and len(s.record["actions"]) > n
        assert routes.navigate(host, move.split("#", 1)[1]) and "already played" in say(host.error)
        link_turns += 1
    seq = host.remote.host.seats[1].seq
    # both online again: back to live, through a new invitation for the same seat
    host.command("bylink-switch 1")
    wire_.pump()
    assert "via" not in s.players[1] and host.dialog == {"kind": "devices"}
    guest = wire_.join(1, "Bob")
    assert guest.remote.guest.handled == seq  # the device knows every move of its own that was applied
    before = len(s.record["actions"])
    live_turns(4)
    assert len(s.record["actions"]) > before
    from vivarium.core.records import replay

    assert replay(s.game, s.record)[-1] == s.state  # one consistent game, every move once


@pytest.mark.parametrize("lang, words", [("en", "Play over days, by link"), ("fr", "Jouer sur plusieurs jours, par lien")])
def test_the_setup_form_and_the_table_explain_playing_by_link(lang, words):
    from vivarium.core.saves import MemoryStorage
    from vivarium.games import RULES_PAGES
    from vivarium.i18n import set_language
    from vivarium.ui.shell import Shell

    host = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(1), lang=lang)
    try:
        host.command("new hexapod")
        host.command("setup-change", {"seat1": "remote-link"})
        assert "bylink-help" in host.html()
        host.command("start", {"seat0": "remote-link", "seat1": "human"})
        assert words in host.html()
    finally:
        set_language("en")


def test_a_turn_link_shows_what_happened_since_the_seats_last_turn_and_two_tables_stay_apart():
    from vivarium.core.saves import MemoryStorage
    from vivarium.games import RULES_PAGES
    from vivarium.ui import routes
    from vivarium.ui.shell import Shell

    device = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(2))
    hosts = []
    for seed in (1, 3):  # two tables, each with this device's person by link
        host = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(seed))
        host.command("new pond")
        host.command("start", {"seat0": "remote-link", "seat1": "human", "name1": "Ana", "variant": "small", "first": "light"})
        hosts.append(host)
    for host in hosts:
        turn = link_in(host.html(), "turn")
        assert routes.navigate(device, turn.split("#", 1)[1])
        device.command("play " + device.remote.seat.legal[0])
        move = link_in(device.html(), "move")
        assert routes.navigate(host, move.split("#", 1)[1])
        host.command("play " + host.legal_for_human()[0])  # Ana answers
    device.command("home")
    assert device.html().count("Pond with Ana") == 2
    for host in hosts:
        turn = link_in(host.html(), "turn")
        assert routes.navigate(device, turn.split("#", 1)[1])
        page = device.html()
        assert "Since your last turn" in page and host.save_id == device.remote.seat.table
        assert len(device.remote.seat.log) == 2


@pytest.mark.parametrize("lang, host_word, guest_word", [("en", "Host", "You"), ("fr", "Hôte", "Vous")])
def test_a_guest_sees_the_host_who_gave_no_name_as_the_host(lang, host_word, guest_word):
    """Not "Player 1": the guest never set up the table and cannot know whom that means."""
    from vivarium.core.saves import MemoryStorage
    from vivarium.games import RULES_PAGES
    from vivarium.i18n import set_language
    from vivarium.ui import routes
    from vivarium.ui.shell import Shell

    host = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(1))
    guest = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(2), lang=lang)
    try:
        host.command("new pond")
        host.command("start", {"seat0": "remote-link", "seat1": "human", "name0": "", "name1": "",
                               "variant": "small", "first": "light"})
        turn = link_in(host.html(), "turn")
        assert routes.navigate(guest, turn.split("#", 1)[1]) and guest.screen == "bylink"
        page = guest.html()
        boxes = dict(re.findall(r'<div class="seat seat-(\d)[^"]*"[^>]*><div class="seat-name">.*?<small>(.*?)</small>', page))
        assert boxes == {"0": guest_word, "1": host_word}
        assert "Player 2" not in page and "Joueur 2" not in page
    finally:
        set_language("en")


def test_two_people_at_the_host_who_gave_no_name_are_told_apart():
    session = Session.new(GAMES["arctic"], {"players": 3}, 4,
                          [{"kind": "human"}, {"kind": "remote", "via": "link"}, {"kind": "human"}])
    host = Host(Table(session, "tbl-3", VIEWS["arctic"]))
    assert [say(host.label(seat)) for seat in range(3)] == ["Player 1 at the host", "Player 2", "Player 3 at the host"]
