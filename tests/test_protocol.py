"""The game-agnostic core: the rng, the protocol's generic behaviour, records and replay."""

import json

import pytest

from helpers import GAME, snapshot
from vivarium.core import rng as rnglib
from vivarium.core.match import play_match
from vivarium.core.bots import RandomBot
from vivarium.core.protocol import BadOptions, Game, IllegalAction, terminal_value
from vivarium.core.records import FORMAT_VERSION, RecordError, check_shape, final_state, new_record, replay
from vivarium.core.session import Session
from vivarium.games import GAMES, get_game

PLAYERS = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo"}]


# ---- rng ---------------------------------------------------------------------------------------
def draw(state, count, n):
    out = []
    for _ in range(count):
        k, state = rnglib.randbelow(state, n)
        out.append(k)
    return out, state


def test_rng_is_standard_splitmix64():
    # Reference outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
    state = rnglib.seed_state(0)
    values = []
    for _ in range(3):
        value, state = rnglib.next_u64(state)
        values.append(value)
    assert values == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_rng_state_is_json_friendly_and_seeds_of_any_size_work():
    for seed in (0, 1, -1, 2**64 - 1, -(10**30)):  # generator 1: one integer
        state = rnglib.seed_state(seed)
        assert isinstance(state, int) and 0 <= state < 2**64
        value, new = rnglib.next_u64(state)
        assert 0 <= value < 2**64 and 0 <= new < 2**64
        assert json.loads(json.dumps(new)) == new
    for seed in (2**64, 2**64 + 5, 10**30, rnglib.new_seed()):  # generator 2: a text
        state = rnglib.seed_state(seed)
        assert isinstance(state, str) and state.startswith("k2:") and state.endswith(":0")
        value, new = rnglib.next_u64(state)
        assert 0 <= value < 2**64 and new.endswith(":1") and json.loads(json.dumps(new)) == new
        assert rnglib.next_u64(state) == (value, new)  # deterministic
        deck, after = rnglib.shuffled(state, range(20))
        assert sorted(deck) == list(range(20)) and rnglib.shuffled(state, range(20)) == (deck, after)


def test_rng_is_deterministic_and_seed_dependent():
    a, _ = draw(rnglib.seed_state(42), 50, 1000)
    b, _ = draw(rnglib.seed_state(42), 50, 1000)
    c, _ = draw(rnglib.seed_state(43), 50, 1000)
    assert a == b
    assert a != c


@pytest.mark.parametrize("n", [1, 2, 3, 6, 7, 10, 1000, 2**63 + 1, 2**64])
def test_randbelow_stays_in_range(n):
    values, _ = draw(rnglib.seed_state(n), 300, n)
    assert all(0 <= v < n for v in values)
    if n <= 10:
        assert set(values) == set(range(n))  # every value turns up in 300 draws


def test_randbelow_is_roughly_uniform():
    values, _ = draw(rnglib.seed_state(7), 6000, 6)
    counts = [values.count(k) for k in range(6)]
    assert all(850 <= c <= 1150 for c in counts), counts


def test_randbelow_refuses_an_empty_range():
    for n in (0, -3):
        with pytest.raises(ValueError):
            rnglib.randbelow(1, n)


def test_shuffled_is_a_deterministic_permutation_and_leaves_its_input_alone():
    items = list("abcdefghij")
    copy_ = list(items)
    out, state = rnglib.shuffled(rnglib.seed_state(3), items)
    assert items == copy_
    assert sorted(out) == sorted(items)
    assert rnglib.shuffled(rnglib.seed_state(3), items) == (out, state)
    orders = {tuple(rnglib.shuffled(rnglib.seed_state(s), items)[0]) for s in range(20)}
    assert len(orders) >= 15
    # every item reaches every position over many seeds (no stuck element)
    firsts = {rnglib.shuffled(rnglib.seed_state(s), items)[0][0] for s in range(300)}
    assert firsts == set(items)
    assert rnglib.shuffled(5, []) == ([], 5)
    assert rnglib.shuffled(5, ["x"])[0] == ["x"]


# ---- protocol generics -----------------------------------------------------------------------------
def test_registry_offers_pond():
    assert get_game("pond") is GAMES["pond"]
    info = GAMES["pond"].info()
    assert json.loads(json.dumps(info)) == info
    assert info["seats"] == ["Light", "Dark"]
    assert {o["id"] for o in info["options"]} == {"variant", "best_of", "first"}


def test_setup_is_reproducible_from_options_and_seed():
    for seed in range(10):
        options = {"variant": "small", "best_of": 3}
        a, b = GAME.setup(options, seed), GAME.setup(options, seed)
        assert a == b
        assert json.loads(GAME.to_json(a)) == a
        assert GAME.from_json(GAME.to_json(a)) == a
    # The same seed and actions give the same game, whatever happened in between.
    record, final = play_match(GAME, {"variant": "small"}, 9, [RandomBot(), RandomBot()], bot_seed=1)
    assert final_state(GAME, record) == final


def test_view_of_a_perfect_information_game_shows_everything_but_the_rng():
    state = GAME.setup({}, 4)
    state = GAME.apply(state, GAME.legal_actions(state)[3])
    for seat in (0, 1):
        view = GAME.view(state, seat)
        assert "rng" not in view
        assert {k: v for k, v in state.items() if k != "rng"} == view
        view["board"][0] = 99
        assert state["board"][0] != 99  # the view is a copy
        full = GAME.determinize(GAME.view(state, seat), 12345)
        assert isinstance(full["rng"], int)
        assert GAME.legal_actions(full) == GAME.legal_actions(state)


def test_apply_validates_and_never_mutates():
    state = GAME.setup({"first": "light"}, 2)
    before = snapshot(state)
    for bad in ("place a1 a2", None, 3, ["place a1"], {"a": 1}):
        with pytest.raises(IllegalAction):
            GAME.apply(state, bad)
    GAME.apply(state, "place a1")
    assert snapshot(state) == before


def test_base_game_explains_generic_refusals():
    class Tiny(Game):
        id = "tiny"
        name = "Tiny"
        perfect_information = True

        def first_state(self, options, seed):
            return {"n": 0}

        def legal_actions(self, state):
            return [] if state["n"] >= 2 else ["step"]

        def actor(self, state):
            return None if state["n"] >= 2 else state["n"] % 2

        def outcome(self, state):
            if state["n"] < 2:
                return None
            return {"result": "draw", "winners": [], "reason": "done", "scores": [0, 0], "breakdown": []}

        def next_state(self, state, action):
            return {"n": state["n"] + 1}

    tiny = Tiny()
    with pytest.raises(IllegalAction) as info:
        tiny.apply({"n": 0}, "leap")
    assert "leap" in str(info.value)
    with pytest.raises(IllegalAction) as info:
        tiny.apply({"n": 2}, "step")
    assert str(info.value) == "The game is over."
    assert tiny.actor({"n": 1}) == 1 and tiny.actor({"n": 2}) is None
    assert tiny.setup(None, 1) == {"n": 0}  # setup checks the options, then asks first_state
    with pytest.raises(BadOptions):
        tiny.normalize_options({"x": 1})


def test_terminal_value():
    win = {"result": "win", "winners": [1]}
    assert terminal_value(win, 1) == 1.0 and terminal_value(win, 0) == -1.0
    assert terminal_value({"result": "draw", "winners": []}, 0) == 0.0


# ---- records ------------------------------------------------------------------------------------
def good_record(**changes):
    record = new_record(GAME, {"variant": "small"}, 17, PLAYERS)
    record["actions"] = ["place a1", "place b2"]
    record.update(changes)
    return record


def test_new_record_is_complete_and_json_friendly():
    record = new_record(GAME, {"variant": "small"}, 17, PLAYERS)
    assert record["version"] == FORMAT_VERSION
    assert record["game"] == "pond"
    assert record["options"] == {"variant": "small", "best_of": 1, "first": "random"}
    assert record["seed"] == 17 and record["actions"] == []
    assert json.loads(json.dumps(record)) == record
    with pytest.raises(BadOptions):
        new_record(GAME, {"variant": "giant"}, 1, PLAYERS)


def test_check_shape_accepts_a_good_record():
    assert check_shape(good_record(), GAMES) is GAME
    assert check_shape(json.loads(json.dumps(good_record())), GAMES) is GAME


@pytest.mark.parametrize(
    "data, fragment",
    [
        ([1, 2], "not a Vivarium game record"),
        ("pond", "not a Vivarium game record"),
        (None, "not a Vivarium game record"),
        (good_record(version=99), "newer version of Vivarium"),
        (good_record(version=0), "Unknown save format"),
        (good_record(version="1"), "Unknown save format"),
        ({k: v for k, v in good_record().items() if k != "version"}, "Unknown save format"),
        (good_record(game="chess"), "Unknown game 'chess'"),
        (good_record(game=None), "Unknown game"),
        (good_record(game=["pond"]), "Unknown game"),
        (good_record(game={"id": "pond"}), "Unknown game"),
        (good_record(options=None), "no options"),
        (good_record(options=["variant"]), "no options"),
        (good_record(seed="17"), "no valid seed"),
        (good_record(seed=1.5), "no valid seed"),
        (good_record(seed=True), "no valid seed"),
        (good_record(actions="place a1"), "actions is damaged"),
        (good_record(actions=["place a1", 7]), "actions is damaged"),
        (good_record(actions=None), "actions is damaged"),
        (good_record(players={"kind": "human"}), "players is damaged"),
        (good_record(players=["Ann", "Bo"]), "players is damaged"),
    ],
)
def test_check_shape_refuses_damaged_records_with_a_sentence(data, fragment):
    with pytest.raises(RecordError) as info:
        check_shape(data, GAMES)
    assert fragment in str(info.value)
    assert str(info.value).endswith(".")


def test_newer_format_message_names_the_version():
    with pytest.raises(RecordError) as info:
        check_shape(good_record(version=FORMAT_VERSION + 98), GAMES)
    assert str(FORMAT_VERSION + 98) in str(info.value)


def test_replay_rebuilds_the_states():
    states = replay(GAME, good_record())
    assert len(states) == 3
    assert states[0] == GAME.setup({"variant": "small"}, 17)
    assert states[2] == GAME.apply(GAME.apply(states[0], "place a1"), "place b2")


@pytest.mark.parametrize(
    "actions, move, fragment",
    [
        (["place a1", "place a1"], 2, "a1 is not empty"),
        (["place a1", "place b1", "fly a1"], 3, "not a Pond action"),
        (["place e5"], 1, "not a Pond action"),  # e5 is off the 4x4 board
        (["place a1", "move a1 a2"], 2, ""),  # a1 holds the first player's Egg: never movable
    ],
)
def test_replay_names_the_move_that_cannot_be_replayed(actions, move, fragment):
    with pytest.raises(RecordError) as info:
        replay(GAME, good_record(actions=actions))
    message = str(info.value)
    assert message.startswith(f"Move {move} ")
    assert repr(actions[move - 1]) in message
    assert fragment in message
    assert isinstance(info.value.__cause__, IllegalAction)


def test_replay_refuses_invalid_saved_options():
    with pytest.raises(RecordError) as info:
        replay(GAME, good_record(options={"variant": "pond", "best_of": 3}))
    assert "options are not valid" in str(info.value)


def test_session_from_untrusted_data():
    data = json.loads(json.dumps(good_record()))
    session = Session.from_record(GAMES, data)
    assert session.state == replay(GAME, good_record())[-1]
    assert [e["ply"] for e in session.log] == [1, 2]
    for bad, fragment in [
        (dict(data, players=PLAYERS[:1]), "1 player;"),
        (dict(data, players=[{"kind": "human"}, {"kind": "robot"}]), "players is damaged"),
        (dict(data, game=["pond"]), "Unknown game"),
        (dict(data, actions=["place a1", "place a1"]), "Move 2"),
        (dict(data, options={"variant": 4}), "options are not valid"),
    ]:
        with pytest.raises(RecordError) as info:
            Session.from_record(GAMES, bad)
        assert fragment in str(info.value)


def test_play_match_produces_a_replayable_record():
    record, final = play_match(GAME, {"variant": "small", "best_of": 3}, 5, [RandomBot(), RandomBot()])
    assert GAME.outcome(final) is not None
    assert replay(GAME, json.loads(json.dumps(record)))[-1] == final
    capped, state = play_match(GAME, {}, 5, [RandomBot(), RandomBot()], max_plies=4)
    assert len(capped["actions"]) == 4 and GAME.outcome(state) is None
    again = [play_match(GAME, {}, 5, [RandomBot(), RandomBot()], max_plies=30, bot_seed=8) for _ in range(2)]
    assert again[0] == again[1]


def test_options_and_versions_are_type_strict():
    from vivarium.core.protocol import BadOptions
    from vivarium.core.records import RecordError, check_shape
    from vivarium.games import GAMES

    game = GAMES["pond"]
    for bad in (True, 1.0, "1"):
        with pytest.raises(BadOptions):
            game.normalize_options({"best_of": bad})
    record = {"version": True, "game": "pond", "options": {}, "seed": 1, "players": [], "actions": []}
    with pytest.raises(RecordError):
        check_shape(record, GAMES)
