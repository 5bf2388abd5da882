"""Engine throughput: random play, counted in actions per second.

The same file runs in CPython (``scripts/bench.py`` imports it) and inside Pyodide
(``bench/engine.html`` fetches it next to the ``vivarium`` package), so the two figures
measure exactly the same loop. The loop is the one ``tests/test_pond_random_play.py``
uses: ``legal_actions`` on every position, a uniformly random choice, and the validated
``apply`` (which asks ``legal_actions`` again) -- i.e. what a game costs when every
action is checked, as the app and saved-game replay do.

No imports of ``js``/``pyscript``; standard library plus ``vivarium`` only.
"""

import json
import random
import time

MAX_PLIES = 400  # a random game that runs this long is cut off and a new one starts


def random_play(game, seconds, seed=1, options=None):
    """Play random games of ``game`` back to back for about ``seconds``.

    Returns ``{"actions", "games", "seconds", "per_second"}``. Deterministic in its
    sequence of games for a given seed; only how many of them fit the time varies."""
    rng = random.Random(seed)
    opts = game.normalize_options(options or {})
    actions = games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = game.setup(opts, rng.getrandbits(31))
        plies = 0
        while game.outcome(state) is None and plies < MAX_PLIES:
            legal = game.legal_actions(state)
            state = game.apply(state, rng.choice(legal))
            plies += 1
        actions += plies
        games += 1
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    return {"actions": actions, "games": games, "seconds": round(elapsed, 4), "per_second": round(actions / elapsed, 1)}


def run_all(seconds=1.0, game_ids=None, seed=1):
    """``random_play`` for every registered game (or those named); a dict by game id."""
    from vivarium.games import GAMES

    ids = list(game_ids or GAMES)
    return {gid: random_play(GAMES[gid], seconds, seed) for gid in ids}


def run_all_json(seconds=1.0, game_ids=None, seed=1):
    """The same as :func:`run_all`, as JSON text (handy across the Pyodide boundary)."""
    return json.dumps(run_all(seconds, game_ids, seed))


# ---- the analysis of a game (issue 27) ------------------------------------------------------------
ANALYSED = (("pond", {}, 30), ("lepidoptery", {}, None))  # game, options, moves (None: a whole game)


def analysis_times(depth="hard", seed=3):
    """Seconds to analyse a 30-move Pond game and a whole Lepidoptery game (greedy play from
    ``seed``), as the review's Analyse runs it (Hard's search per decision, its time cap included)."""
    from vivarium.core.analysis import Analysis
    from vivarium.core.bots import GreedyBot
    from vivarium.core.records import new_record
    from vivarium.core.session import Session
    from vivarium.games import GAMES

    out = {}
    for gid, options, moves in ANALYSED:
        game = GAMES[gid]
        record = new_record(game, options, seed, [{"kind": "human"}, {"kind": "human"}])
        state, bot = game.setup(record["options"], seed), GreedyBot(samples=1)
        while game.outcome(state) is None and (moves is None or len(record["actions"]) < moves):
            seat = game.actor(state)
            action = bot.choose(game, game.view(state, seat), seat, seed + len(record["actions"]))
            record["actions"].append(action)
            state = game.next_state(state, action)
        job = Analysis(Session(game, record), depth)
        start = time.perf_counter()
        while not job.done:
            job.step(0.05)
        out[gid] = {"moves": len(record["actions"]), "decisions": job.progress()[1], "seconds": round(time.perf_counter() - start, 2)}
    return out


def analysis_times_json(depth="hard", seed=3):
    return json.dumps(analysis_times(depth, seed))
