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
