"""scripts/bench.py's verdicts for the search worker (issue 40): the first move with and without
it, the phone's memory budget, the longest frame gap per mode, results files from before the
worker. The bench measures in a browser; these check how it judges what it measured."""

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("vivarium_bench", ROOT / "scripts" / "bench.py")
bench = importlib.util.module_from_spec(_spec)
sys.modules["vivarium_bench"] = bench
_spec.loader.exec_module(bench)

MB = bench.MB


def figures(think_gap, game_gap, control=20, moves=4, in_worker=4):
    return {"moves": moves, "max_think_gap_ms": think_gap, "max_frame_gap_ms": game_gap,
            "control_max_frame_gap_ms": control, "moves_in_worker": in_worker}


def test_the_worker_adds_nothing_to_the_first_move_within_noise():
    same = bench.first_move_verdict([1500, 1540, 1520], [1490, 1530, 1510])
    assert same["met"] and same["extra_ms"] == 10 and same["limit_ms"] == 100
    slower = bench.first_move_verdict([1700, 1720], [1500, 1510])
    assert not slower["met"] and slower["extra_ms"] == 205
    # on a slow machine the allowance is 5 % of the time without the worker
    slow_machine = bench.first_move_verdict([10_400], [10_000])
    assert slow_machine["limit_ms"] == 500 and slow_machine["met"]


def test_the_two_heaps_together_are_checked_against_the_phone_budget():
    fits = bench.heap_verdict({"page_heap": 40 * MB, "worker_heap": 35 * MB})
    assert fits["met"] and fits["total"] == 75 * MB and fits["budget"] == 150 * MB
    assert not bench.heap_verdict({"page_heap": 90 * MB, "worker_heap": 70 * MB})["met"]
    assert not bench.heap_verdict({"page_heap": None, "worker_heap": None})["met"]  # not measured is not a pass


def test_longest_gap_is_taken_per_mode_and_names_the_game_and_level():
    bot = {"games": {"pond": {"hard": {"worker": figures(16.9, 40), "refused": figures(60, 70)},
                              "expert": {"worker": figures(18.2, 33), "refused": figures(80, 90, control=25)}},
                     "lepidoptery": {"hard": {"worker": figures(16.7, 50), "refused": figures(55, 120)}}}}
    assert bench.worst_gap(bot, "worker", "max_think_gap_ms") == (18.2, "pond", "expert", 20)
    assert bench.worst_gap(bot, "refused", "max_frame_gap_ms") == (120, "lepidoptery", "hard", 20)
    assert bench.worst_gap({"games": {}}, "worker", "max_think_gap_ms") is None


def test_the_summary_checks_the_frame_gap_with_the_worker_and_keeps_the_load_average():
    bot = {"games": {"pond": {"expert": {"worker": dict(figures(16.8, 40), think_ms_median=2900, think_ms_worst=3100,
                                                         turn_ms_median=3000, turn_ms_worst=3200, iterations_median=7500),
                                         "refused": dict(figures(70, 80), think_ms_median=3000, think_ms_worst=3050,
                                                         turn_ms_median=3100, turn_ms_worst=3300, iterations_median=7400)}}},
           "load_before": [1.1, 1.0, 0.9], "load_after": [1.4, 1.1, 0.9]}
    out = {"bot": bot}
    bench.summarize(out)
    targets = {t["target"]: t for t in out["targets"]}
    smooth = targets["longest frame gap while a computer thinks, with the worker"]
    assert smooth["met"] and smooth["value"] == "16.8 ms" and "load 1.1 → 1.4" in smooth["detail"]
    assert targets["Expert in the worker, pond: time to choose, median / worst"]["met"]
    before = targets["longest frame gap while a bot thinks, worker refused (the page thinks; as before issue 40)"]
    assert before["met"] and before["value"] == "80 ms"  # the old goal (<= 100 ms) on the page alone
    out["bot"]["games"]["pond"]["expert"]["worker"]["max_think_gap_ms"] = 17.4
    bench.summarize(out)
    assert not {t["target"]: t for t in out["targets"]}["longest frame gap while a computer thinks, with the worker"]["met"]


def test_a_results_file_from_before_the_worker_still_renders():
    old = {"moves": 4, "max_frame_gap_ms": 50, "control_max_frame_gap_ms": 20}
    assert bench.bot_modes(old) == {"refused": old}
    assert bench.worst_gap({"games": {"pond": {"hard": old}}}, "refused", "max_frame_gap_ms") == (50, "pond", "hard", 20)
    assert bench.worst_gap({"games": {"pond": {"hard": old}}}, "worker", "max_think_gap_ms") is None
