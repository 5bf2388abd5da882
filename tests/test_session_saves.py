"""Sessions (play, log, undo policy) and the save store (round trips, damage, namespaces)."""

import json
import types

import pytest

from helpers import GAME, snapshot
from vivarium.core import saves as saves_module
from vivarium.core.protocol import IllegalAction
from vivarium.core.records import RecordError, new_record, replay
from vivarium.core.saves import MemoryStorage, SaveStore
from vivarium.core.session import Session
from vivarium.games import GAMES
from vivarium.games.pond.rules import Pond

HUMANS = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo"}]
HUMAN_VS_BOT = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "name": "MCTS", "level": "normal"}]
BOT_VS_HUMAN = [{"kind": "bot", "name": "MCTS", "level": "normal"}, {"kind": "human", "name": "Bo"}]
LIGHT_FIRST = {"variant": "small", "first": "light"}


def new_session(players=HUMANS, options=LIGHT_FIRST, seed=3, game=GAME):
    return Session.new(game, options, seed, players)


def play_all(session, actions):
    for action in actions:
        session.play(action)


# ---- playing ----------------------------------------------------------------------------------------
def test_play_advances_and_logs_in_words():
    session = new_session()
    assert session.actor == 0 and session.record["actions"] == []
    session.play("place a1")
    session.play("place d4", seat=1)
    assert session.record["actions"] == ["place a1", "place d4"]
    assert session.state == replay(GAME, session.record)[-1]
    assert [(e["ply"], e["seat"]) for e in session.log] == [(1, 0), (2, 1)]
    assert "Light" in session.log[0]["text"] and "a1" in session.log[0]["text"]
    assert "Dark" in session.log[1]["text"] and "d4" in session.log[1]["text"]


def test_play_refuses_the_wrong_seat_and_illegal_actions_without_changing_anything():
    session = new_session()
    session.play("place a1")
    before = (list(session.record["actions"]), snapshot(session.state), len(session.states), len(session.log))
    with pytest.raises(IllegalAction) as info:
        session.play("place b2", seat=0)
    assert str(info.value) == "It is Dark's turn, not Light's."
    with pytest.raises(IllegalAction) as info:
        session.play("place a1")
    assert "a1 is not empty" in str(info.value)
    after = (list(session.record["actions"]), snapshot(session.state), len(session.states), len(session.log))
    assert after == before


def test_play_after_the_end_is_refused():
    session = new_session(options={"variant": "small", "first": "light"})
    state = session.state
    state["board"] = [2, 2, 1, 0] + [0] * 12  # LT LT LE . on row 1
    state["scored"] = [4, 0]
    state["spawn"] = [6, 11]
    session.play("place c2")
    assert session.outcome["winners"] == [0] and session.actor is None
    with pytest.raises(IllegalAction) as info:
        session.play("place d4")
    assert str(info.value) == "The game is over."


def test_a_session_needs_one_player_per_seat():
    with pytest.raises(ValueError):
        Session.new(GAME, {}, 1, HUMANS[:1])


# ---- undo ---------------------------------------------------------------------------------------------
def test_nothing_to_undo_at_the_start():
    for players in (HUMANS, HUMAN_VS_BOT, BOT_VS_HUMAN):
        session = new_session(players)
        start = snapshot(session.state)
        assert not session.can_undo()
        assert session.undo() == 0
        assert snapshot(session.state) == start


def test_hot_seat_undo_takes_back_the_last_action_each_time():
    session = new_session(HUMANS)
    play_all(session, ["place a1", "place d4", "place b2"])
    states = list(session.states)
    assert session.undo() == 1
    assert session.state == states[2] and session.actor == 0
    assert session.record["actions"] == ["place a1", "place d4"] and len(session.log) == 2
    assert session.undo() == 1 and session.undo() == 1
    assert session.state == states[0]
    assert not session.can_undo() and session.undo() == 0
    # Play resumes normally after undoing.
    session.play("place c3")
    assert session.record["actions"] == ["place c3"]
    assert session.state == replay(GAME, session.record)[-1]


def test_against_a_bot_undo_takes_back_the_humans_action_and_the_bot_replies():
    session = new_session(HUMAN_VS_BOT)
    play_all(session, ["place a1", "place d4", "place b2", "place c3"])
    assert session.bot_to_move() is None and session.actor == 0
    assert session.undo() == 2
    assert session.record["actions"] == ["place a1", "place d4"]
    assert session.actor == 0 and session.state == replay(GAME, session.record)[-1]
    assert len(session.log) == 2
    # Right after the human's move, before the bot answered, undo takes back just that move.
    session.play("place b3")
    assert session.bot_to_move() == 1
    assert session.undo() == 1 and session.record["actions"] == ["place a1", "place d4"]
    assert session.undo() == 2 and session.record["actions"] == []


def test_against_a_bot_that_moved_first_its_opening_cannot_be_undone():
    session = new_session(BOT_VS_HUMAN)
    play_all(session, ["place a1", "place d4", "place b2"])  # bot, human, bot
    assert session.undo() == 2
    assert session.record["actions"] == ["place a1"] and session.actor == 1
    assert not session.can_undo() and session.undo() == 0
    assert session.record["actions"] == ["place a1"]


class RevealingPond(Pond):
    """Pond where placing on c3 counts as drawing randomness (to test the undo barrier)."""

    def reveals(self, state, action):
        return action == "place c3"


def test_undo_never_goes_back_past_an_action_that_reveals():
    game = RevealingPond()
    session = new_session(HUMANS, game=game)
    play_all(session, ["place a1", "place c3", "place d4"])
    assert session.undo() == 1
    assert session.record["actions"] == ["place a1", "place c3"]
    assert not session.can_undo() and session.undo() == 0
    assert session.record["actions"] == ["place a1", "place c3"]

    against_bot = new_session(HUMAN_VS_BOT, game=game)
    play_all(against_bot, ["place a1", "place c3"])  # the bot's reply reveals
    assert not against_bot.can_undo() and against_bot.undo() == 0
    assert len(against_bot.record["actions"]) == 2


# ---- saves --------------------------------------------------------------------------------------------
class Clock:
    """A controllable clock for saved_at timestamps."""

    def __init__(self):
        self.now = 1_700_000_000.0

    def time(self):
        self.now += 1.0
        return self.now


@pytest.fixture
def clock(monkeypatch):
    clock = Clock()
    monkeypatch.setattr(saves_module, "time", types.SimpleNamespace(time=clock.time))
    return clock


def test_a_save_loads_back_the_same_game(clock):
    store = SaveStore(MemoryStorage(), GAMES)
    session = new_session(HUMAN_VS_BOT, options={"variant": "small", "best_of": 3})
    session.play(GAME.legal_actions(session.state)[0])
    session.play(GAME.legal_actions(session.state)[5])
    store.write("game-1", session, summary={"title": "Ann vs MCTS"})
    loaded = store.load("game-1")
    assert loaded.record == session.record
    assert loaded.state == session.state
    assert loaded.players == HUMAN_VS_BOT
    assert [e["text"] for e in loaded.log] == [e["text"] for e in session.log]
    assert store.current_id() == "game-1"
    # The stored text is plain JSON a person could read.
    raw = json.loads(store.storage.get("vivarium.v1.save.game-1"))
    assert raw["actions"] == session.record["actions"] and raw["game"] == "pond"


def test_entries_are_listed_newest_first(clock):
    store = SaveStore(MemoryStorage(), GAMES)
    for save_id in ("old", "middle", "new"):
        store.write(save_id, new_session(), summary={"name": save_id})
    entries = store.entries()
    assert [e["id"] for e in entries] == ["new", "middle", "old"]
    assert entries[0]["summary"] == {"name": "new"} and entries[0]["game"] == "pond"
    store.write("old", new_session())  # saving again makes it the newest
    assert [e["id"] for e in store.entries()] == ["old", "new", "middle"]


def test_delete_and_the_current_game(clock):
    store = SaveStore(MemoryStorage(), GAMES)
    store.write("a", new_session())
    store.write("b", new_session())
    assert store.current_id() == "b"
    store.delete("a")
    assert [e["id"] for e in store.entries()] == ["b"] and store.current_id() == "b"
    with pytest.raises(RecordError) as info:
        store.load("a")
    assert "no longer exists" in str(info.value)
    store.delete("b")
    assert store.entries() == [] and store.current_id() is None
    assert store.kept() == []  # a missing game is not "damaged" data
    with pytest.raises(ValueError):
        store.write("../../etc", new_session())


def record_text(**changes):
    record = new_record(GAME, {"variant": "small"}, 5, HUMANS)
    record["actions"] = ["place a1", "place b2"]
    record.update(changes)
    return json.dumps(record)


DAMAGED = {
    "not json": ("{this is not json", "not readable"),
    "truncated": (record_text()[:40], "not readable"),
    "a list": ("[1, 2, 3]", "not a Vivarium game record"),
    "null": ("null", "not a Vivarium game record"),
    "newer version": (record_text(version=99), "newer version"),
    "unknown game": (record_text(game="chess"), "Unknown game"),
    "game as a list": (record_text(game=["pond"]), "Unknown game"),
    "illegal actions": (record_text(actions=["place a1", "place a1"]), "Move 2"),
    "bad options": (record_text(options={"variant": "pond", "best_of": 3}), "options are not valid"),
    "three players": (record_text(players=HUMANS + HUMANS[:1]), "players"),
    "players not dicts": (record_text(players=["Ann", "Bo"]), "players"),
}


@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_a_damaged_save_is_kept_aside_and_explained(case, clock):
    raw, fragment = DAMAGED[case]
    storage = MemoryStorage()
    store = SaveStore(storage, GAMES)
    store.write("good", new_session())
    storage.set("vivarium.v1.save.broken", raw)
    storage.set("vivarium.v1.current", "broken")
    with pytest.raises(RecordError) as info:
        store.load("broken")
    message = str(info.value)
    assert fragment in message and message.endswith(".")
    assert "vivarium.v1.save.broken" not in storage.keys()
    assert store.current_id() is None
    assert [e["id"] for e in store.entries()] == ["good"]
    kept = store.kept()
    assert len(kept) == 1
    assert kept[0]["id"] == "broken" and kept[0]["raw"] == raw
    assert kept[0]["reason"] == message
    # The good save is untouched, and the kept copy can be forgotten.
    assert store.load("good").record["actions"] == []
    store.forget_kept(kept[0]["key"])
    assert store.kept() == []


@pytest.mark.parametrize("case", ["not json", "a list", "newer version", "unknown game", "game as a list"])
def test_listing_moves_unreadable_saves_aside(case, clock):
    raw, _ = DAMAGED[case]
    storage = MemoryStorage()
    store = SaveStore(storage, GAMES)
    store.write("good", new_session())
    storage.set("vivarium.v1.save.broken", raw)
    assert [e["id"] for e in store.entries()] == ["good"]
    assert [(k["id"], k["raw"]) for k in store.kept()] == [("broken", raw)]
    assert "vivarium.v1.save.broken" not in storage.keys()


def test_keeping_aside_never_overwrites_an_earlier_kept_copy(clock):
    storage = MemoryStorage()
    store = SaveStore(storage, GAMES)
    for raw in ("first broken text", "second broken text"):
        storage.set("vivarium.v1.save.same", raw)
        with pytest.raises(RecordError):
            store.load("same")
    assert sorted(k["raw"] for k in store.kept()) == ["first broken text", "second broken text"]


def test_saves_of_other_format_versions_are_left_alone_and_reported(clock):
    foreign = {
        "vivarium.v2.save.x": record_text(version=2),
        "vivarium.v2.current": "x",
        "vivarium.v0.save.y": "whatever",
    }
    storage = MemoryStorage(foreign)
    store = SaveStore(storage, GAMES)
    store.write("mine", new_session())
    assert [e["id"] for e in store.entries()] == ["mine"]
    assert store.kept() == []
    assert sorted(store.other_versions()) == sorted(foreign)
    with pytest.raises(RecordError):
        store.load("x")  # not a v1 save: it simply is not there
    for key, value in foreign.items():
        assert storage.get(key) == value
    assert store.current_id() == "mine"


@pytest.mark.parametrize("ns_a, ns_b", [("vivarium", "embed"), ("vivarium", "vivarium-2"), ("vivarium", "vivarium.demo")])
def test_namespaces_on_one_storage_never_see_each_other(ns_a, ns_b, clock):
    storage = MemoryStorage()
    a = SaveStore(storage, GAMES, namespace=ns_a)
    b = SaveStore(storage, GAMES, namespace=ns_b)
    sa, sb = new_session(), new_session(options={"variant": "pond", "first": "dark"})
    sa.play("place a1")
    a.write("g1", sa)
    b.write("g1", sb)
    b.write("g2", sb)
    assert [e["id"] for e in a.entries()] == ["g1"]
    assert [e["id"] for e in b.entries()] == ["g2", "g1"]
    assert a.load("g1").record == sa.record and b.load("g1").record == sb.record
    assert a.current_id() == "g1" and b.current_id() == "g2"
    assert a.other_versions() == [] and b.other_versions() == []
    storage.set(a.key("bad"), "{broken")
    with pytest.raises(RecordError):
        a.load("bad")
    assert len(a.kept()) == 1 and b.kept() == []
    a.delete("g1")
    assert a.entries() == [] and [e["id"] for e in b.entries()] == ["g2", "g1"]
    assert b.load("g1").record == sb.record
