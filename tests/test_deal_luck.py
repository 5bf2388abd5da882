"""scripts/deal_luck.py: the deals a bot lost, played again with other search seeds (issue 40).

- A logged tournament game is the same game when replayed with the same seeds (the deal, the
  seats and the bots' choices), and another game from the same deal with another search seed.
- The lost deals and an evenly spread control of won ones are chosen from the log; the replays
  are counted per set; a stopped run resumes without playing a replay twice.
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import deal_luck  # noqa: E402
import tournament  # noqa: E402
from vivarium.games import get_game  # noqa: E402

GAME = "pond"
PAIRS = "random:greedy"


def _task(game_index, salt=0):
    game = get_game(GAME)
    options = tournament.base_options(game, None, [])
    (_, _, spec_a, spec_b), = tournament.line_ups(game, PAIRS)
    seed = tournament.game_seed(1, 0, game_index)
    task = (GAME, options, 0, game_index, spec_a, spec_b, "alternate", seed, 300)
    return task + (salt,) if salt else task


def _log(tmp_path, games=6):
    path = tmp_path / "log.jsonl"
    path.write_text("".join(json.dumps(tournament.play_one(_task(i))) + "\n" for i in range(games)))
    return path


def test_the_same_seeds_replay_the_same_game_and_another_search_seed_plays_another():
    first = tournament.play_one(_task(0))
    again = tournament.play_one(_task(0))
    assert (again["result"], again["plies"], again["a_seat"]) == (first["result"], first["plies"], first["a_seat"])
    assert "salt" not in first
    others = [tournament.play_one(_task(0, salt)) for salt in (1, 2, 3)]
    assert all(o["salt"] == s and o["seed"] == first["seed"] and o["a_seat"] == first["a_seat"]
               for o, s in zip(others, (1, 2, 3)))
    # a random player with another seed does not play the same 30-odd moves again
    assert any(o["plies"] != first["plies"] for o in others) or any(o["result"] != first["result"] for o in others)


def test_lost_deals_and_an_even_control_of_won_ones():
    logged = [{"pair": 0, "game": i, "seed": 100 + i, "result": "B" if i in (3, 7) else "A"} for i in range(10)]
    logged += [{"pair": 1, "game": 0, "seed": 500, "result": "B"},  # another line-up
               {"pair": 0, "game": 3, "seed": 103, "result": "A", "salt": 1}]  # a replay, not a deal
    lost, control = deal_luck.choose_deals(logged, 0)
    assert [g["game"] for g in lost] == [3, 7]
    assert [g["game"] for g in control] == [0, 5]  # two of the eight won, spread out
    assert [g["game"] for g in deal_luck.choose_deals(logged, 0, control=4)[1]] == [0, 2, 5, 8]


def test_replays_are_counted_per_set_and_a_stopped_run_resumes(tmp_path):
    log = _log(tmp_path)
    replay_log = tmp_path / "replays.jsonl"
    argv = ["--game", GAME, "--log", str(log), "--pairs", PAIRS, "--line-up", PAIRS,
            "--replays", "2", "--replay-log", str(replay_log), "--out", str(tmp_path / "out.json")]
    summary = deal_luck.main(argv)
    lost, control = deal_luck.choose_deals(deal_luck.read_log(str(log)), 0)
    assert lost, "random loses some of six games to greedy"
    rows = deal_luck.read_log(str(replay_log))
    assert len(rows) == 2 * (len(lost) + len(control))
    assert {(r["seed"], r["salt"]) for r in rows} == {(g["seed"], s) for g in lost + control for s in (1, 2)}
    t = summary["lost_deals"]
    assert t["replays"] == 2 * len(lost) and t["a_losses"] + t["a_wins"] + t["draws"] == t["replays"]
    assert t["a_losses"] == sum(r["result"] == "B" for r in rows if r["seed"] in {g["seed"] for g in lost})
    assert json.loads((tmp_path / "out.json").read_text())["control_deals"]["deals"] == len(control)
    deal_luck.main(argv)  # everything is logged: nothing is played again
    assert len(deal_luck.read_log(str(replay_log))) == len(rows)
