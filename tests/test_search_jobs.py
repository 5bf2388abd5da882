"""The search worker's jobs (issue 40), run as the worker runs them, in CPython: the page sends a
seat's view and never the state, and the worker's answer is the one the page would have found
itself with the same seed (the fallback when no worker starts)."""

import json
import random

import pytest

from vivarium.core import search_jobs
from vivarium.core.advice import Weighing
from vivarium.core.analysis import Analysis, decisions
from vivarium.core.bots import LEVELS, level_spec, make_bot
from vivarium.core.fairness import check_never_cheats, hidden_twins
from vivarium.core.records import new_record
from vivarium.core.search_jobs import Desk, analysis_request, hint_request, move_request, open_job, request_text
from vivarium.core.session import Session
from vivarium.games import GAMES

HIDDEN = [g for g in GAMES.values() if not g.perfect_information]
PEOPLE = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]


def spec(iterations=120):  # iteration-bound: the answer depends on the seed alone
    return {"kind": "mcts", "iterations": iterations, "seconds": None}


def midgame(game, seed=3, plies=8):
    rng = random.Random(seed)
    state = game.setup({}, 21)
    for _ in range(plies):
        if game.outcome(state) is not None:
            break
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return state


def run(desk, until):
    """Step the desk as the worker's loop does, collecting its replies, until ``until(replies)``."""
    replies = []
    for _ in range(10_000):
        replies += json.loads(desk.step(0.05))
        if until(replies):
            return replies
    raise AssertionError("the desk never answered")


def answer(desk, job_id, request):
    desk.start(job_id, request_text(request))
    replies = run(desk, lambda rs: any(r["id"] == job_id and r["type"] in ("done", "error") for r in rs))
    return replies, next(r for r in replies if r["id"] == job_id and r["type"] in ("done", "error"))


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.id)
def test_the_workers_move_is_the_one_the_page_finds_with_the_same_seed(game):
    state = midgame(game)
    seat = game.actor(state)
    view = game.view(state, seat)
    _, done = answer(Desk(), "m1", move_request(game, view, seat, spec(), 99))
    assert done["type"] == "done"
    assert done["result"]["action"] == make_bot(spec()).choose(game, view, seat, 99)
    assert done["result"]["action"] in game.legal_actions(state)
    assert done["result"]["stats"]["iterations"] >= 1 or len(game.legal_actions(state)) == 1


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_the_page_sends_the_same_text_whatever_the_seat_cannot_see(game):
    """Never the state across the boundary: in states that look the same from the seat (hidden
    twins: other hands, the order of a deck), what the worker is sent is the same text, and so
    is its answer."""
    state = midgame(game, seed=5, plies=6)
    seat = game.actor(state)
    twins = hidden_twins(game, state, seat, count=3, seed=8)
    assert twins, "no twin: the check would prove nothing"
    texts = {request_text(move_request(game, game.view(s, seat), seat, spec(60), 7)) for s in [state] + twins}
    assert len(texts) == 1
    hints = {request_text(hint_request(game, game.view(s, seat), seat, spec(60), 7)) for s in [state] + twins}
    assert len(hints) == 1
    request = json.loads(texts.pop())
    hidden = {k for k in state if k not in game.public_keys and k != "rng"}
    assert "rng" not in request["view"]
    for twin in twins:  # the twins differ exactly where the seat cannot look, and none of it is sent
        differs = [k for k in hidden if twin.get(k) != state.get(k)]
        assert differs
        for k in differs:
            assert json.dumps(state[k], sort_keys=True) != json.dumps(twin[k], sort_keys=True)
    answers = {answer(Desk(), "m", json.loads(t))[1]["result"]["action"] for t in [request_text(move_request(game, game.view(s, seat), seat, spec(60), 7)) for s in [state] + twins]}
    assert len(answers) == 1


def finished(game_id, seed=4):
    game = GAMES[game_id]
    rec = new_record(game, {}, seed, PEOPLE)
    session = Session(game, rec)
    rng = random.Random(seed)
    while session.outcome is None:
        state = session.state
        session.play(make_bot({"kind": "greedy", "epsilon": 0.3}).choose(game, game.view(state, game.actor(state)), game.actor(state), rng.getrandbits(32)), game.actor(state))
    return session


def test_an_analysis_sends_each_mover_their_own_view_and_gives_the_pages_numbers_with_progress_on_the_way():
    session = finished("pond")
    game = session.game
    decided = decisions(session)
    for d in decided:  # the mover's view, never the state
        state = session.states[d["ply"]]
        assert d["seat"] == game.actor(state)
        assert d["view"] is None if d["forced"] else d["view"] == game.view(state, d["seat"])
    page = Analysis(session, "quick", spec=spec(80))
    while not page.done:
        page.step(1.0)
    desk = Desk()
    desk.start("a", request_text(analysis_request(game, decided, "quick", spec(80))))
    replies = run(desk, lambda rs: any(r["type"] == "done" for r in rs))
    progress = [m for r in replies if r["type"] == "progress" for m in r["moves"]]
    assert len([r for r in replies if r["type"] == "progress"]) > 1  # marks arrive as they are ready
    done = replies[-1]
    assert done["type"] == "done" and done["result"] == page.to_record()
    assert progress == page.to_record()["moves"]


def test_a_computers_move_is_worked_on_before_an_analysis_and_a_cancelled_job_says_nothing():
    session = finished("pond", seed=6)
    game = session.game
    desk = Desk()
    desk.start("a", request_text(analysis_request(game, decisions(session), "quick", spec(80))))
    json.loads(desk.step(0.01))
    state = midgame(game)
    seat = game.actor(state)
    desk.start("m", request_text(move_request(game, game.view(state, seat), seat, spec(), 1)))
    assert desk.urgent() == "m"
    replies = run(desk, lambda rs: any(r["id"] == "m" and r["type"] == "done" for r in rs))
    assert not any(r["id"] == "a" and r["type"] == "done" for r in replies)  # the move came first
    desk.cancel("a")
    assert not desk.busy()
    assert json.loads(desk.step(0.05)) == []


def test_a_hints_opinion_crosses_as_json_and_reads_back_as_the_pages():
    game = GAMES["lepidoptery"]
    state = midgame(game)
    seat = game.actor(state)
    view = game.view(state, seat)
    _, done = answer(Desk(), "h", hint_request(game, view, seat, spec(100), 3))
    w = Weighing(game, view, seat, 3, spec=spec(100))
    while not w.done:
        w.step(1.0)
    assert search_jobs.opinion_from_json(done["result"]) == w.result()


def test_a_request_the_worker_cannot_read_is_an_error_reply_not_a_dead_worker():
    desk = Desk()
    desk.start("x", "{not json")
    desk.start("y", json.dumps({"v": 99, "kind": "move"}))
    desk.start("z", json.dumps({"v": search_jobs.VERSION, "kind": "move", "game": "chess", "view": {}, "seat": 0, "spec": spec(), "seed": 1}))
    replies = json.loads(desk.step(0.05))
    assert [(r["id"], r["type"]) for r in replies] == [("x", "error"), ("y", "error"), ("z", "error")]
    assert not desk.busy()
    with pytest.raises(ValueError):
        open_job({"v": search_jobs.VERSION, "kind": "chess"})


class ThroughTheWorker:
    """A bot whose every decision crosses to the worker's desk as the page sends it (the request
    text built from the seat's view) and comes back as the worker answers it."""

    def __init__(self, spec):
        self.spec = spec

    def choose(self, game, view, seat, seed):
        desk = Desk()
        _, done = answer(desk, "m", move_request(game, view, seat, self.spec, seed))
        assert done["type"] == "done", done
        return done["result"]["action"]


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_through_the_worker_chooses_the_same_whatever_the_hidden_cards(game, level):
    """The never-cheats check of tests/test_never_cheats.py, on the worker's path: the same
    choice in every state that looks the same from the seat, and the choice the page's own
    search makes with the same seed (the fallback)."""
    from test_never_cheats import positions

    spec = dict(level_spec(game, level))
    if spec["kind"] == "mcts":
        spec.update(seconds=None, iterations=min(spec["iterations"], 200))
    worker = ThroughTheWorker(spec)
    for i, state in enumerate(positions(game, count=3)):
        seat = game.actor(state)
        action, _ = check_never_cheats(game, state, seat, worker, seed=1000 + i, count=2)
        assert action in game.legal_actions(state)
        assert action == make_bot(spec).choose(game, game.view(state, seat), seat, 1000 + i)
