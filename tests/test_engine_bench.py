"""bench/engine_bench.py (the benchmark's random-play loop, shared by CPython and Pyodide)
keeps working for every registered game. Checks that it runs, not how fast."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import engine_bench  # noqa: E402
from vivarium.games import GAMES  # noqa: E402


def test_random_play_runs_every_registered_game():
    figures = json.loads(engine_bench.run_all_json(0.02))
    assert set(figures) == set(GAMES)
    for gid, fig in figures.items():
        assert fig["games"] >= 1 and fig["actions"] >= 1, gid
        assert fig["per_second"] > 0


def test_random_play_is_the_same_sequence_for_a_seed():
    game = GAMES["pond"]
    a = engine_bench.random_play(game, 0.0, seed=7)
    b = engine_bench.random_play(game, 0.0, seed=7)
    assert (a["games"], a["actions"]) == (b["games"], b["actions"]) == (1, a["actions"])
