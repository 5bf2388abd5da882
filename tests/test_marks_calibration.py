"""The analysis marks per game (issue 39, item 4), on CPython.

- A saved analysis keeps its numbers; its marks come from the game's own ``mark_thresholds``
  when it is read, so the same drop is marked in one game and not in another, and a game's
  new thresholds apply to its old saves.
- Each rules page states its own game's thresholds.
- The thresholds in the games are the ones the committed calibration table was made with
  (docs/marks-calibration.json), and the script's figures are what they say on a small case.
"""

import json
import os
import sys

import pytest

from vivarium.core.advice import MARKS, THRESHOLDS, classify
from vivarium.core.analysis import Analysis, counts, marks, seed_for
from vivarium.core.bots import RandomBot
from vivarium.core.match import play_match
from vivarium.core.session import Session
from vivarium.games import GAMES
from vivarium.ui.screens import advice_rules

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import calibrate_marks  # noqa: E402


def _finished(game_id, seed=3):
    game = GAMES[game_id]
    options = game.normalize_options({})
    record, _ = play_match(game, options, seed, [RandomBot()] * game.seat_count_for(options))
    return Session(game, record)


def _decision(session):
    """The first ply with a choice (more than one legal move)."""
    g = session.game
    return next(i for i in range(len(session.record["actions"])) if len(g.legal_actions(session.states[i])) > 1)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_has_three_thresholds_worst_first_in_whole_points(game_id):
    th = GAMES[game_id].mark_thresholds
    assert [k for k, _ in th] == ["blunder", "mistake", "inaccuracy"]
    values = [v for _, v in th]
    assert values == sorted(values, reverse=True) and len(set(values)) == 3
    assert all(0 < v < 1 and abs(100 * v - round(100 * v)) < 1e-9 for v in values)


def test_a_saved_drop_is_marked_by_its_own_games_thresholds():
    differ = [g for g in GAMES.values() if g.mark_thresholds != THRESHOLDS]
    assert differ, "no game has its own thresholds"
    for game in differ:
        session = _finished(game.id)
        ply = _decision(session)
        low = game.mark_thresholds[-1][1]
        # the drop just at the game's inaccuracy threshold, and one point below it
        for drop, expected in ((low, "inaccuracy"), (low - 0.01, "good")):
            data = {"depth": "quick", "moves": [[ply, 600, round(600 - 1000 * drop), ""]]}
            m = marks(session, data)[ply]
            assert m["mark"] == expected, (game.id, drop)
            assert m["mark"] == classify(drop, game.mark_thresholds)
            seat = m["seat"]
            assert counts(session, data)[seat].get("inaccuracy", 0) == (expected == "inaccuracy")
        # the global thresholds would have marked it otherwise: the game's own are the ones read
        assert classify(low, THRESHOLDS) != "inaccuracy" or classify(low - 0.01, THRESHOLDS) != "good"


def test_each_rules_page_states_its_own_games_thresholds():
    for game in GAMES.values():
        text = advice_rules(game)
        for _, v in game.mark_thresholds:
            assert f"{round(100 * v)} points" in text, game.id
    pages = {advice_rules(g) for g in GAMES.values()}
    assert len(pages) == len({g.mark_thresholds for g in GAMES.values()})


def test_two_salts_give_two_searches_and_the_default_salt_keeps_old_seeds():
    rec = {"seed": 12345}
    assert seed_for(rec, 4) == seed_for(rec, 4, 0) == (12345 * 7919 + 104729 * 5) % (2 ** 63)
    assert seed_for(rec, 4, 1) != seed_for(rec, 4)


def test_the_same_game_analysed_with_another_salt_is_searched_again():
    session = _finished("pond", seed=8)
    spec = {"iterations": 60, "seconds": None}
    runs = []
    for salt in (0, 1, 0):
        a = Analysis(session, "quick", spec=dict(spec), salt=salt)
        while not a.done:
            a.step(5.0)
        runs.append(a.to_record()["moves"])
    assert runs[0] == runs[2] and runs[0] != runs[1]
    assert [m[0] for m in runs[0]] == [m[0] for m in runs[1]]


def test_the_calibration_table_was_made_with_the_games_present_thresholds():
    with open(os.path.join(ROOT, "docs", "marks-calibration.json")) as f:
        table = json.load(f)
    seen = set()
    for row in table["rows"]:
        if row.get("games"):
            assert [tuple(x) for x in row["thresholds"]] == list(GAMES[row["game"]].mark_thresholds), row["game"]
            seen.add(row["game"])
    assert seen == set(GAMES)
    assert {(r["game"], r["players"]) for r in table["rows"]} == {(g.id, n) for g in GAMES.values() for n in g.player_counts()}


def test_the_scripts_figures_on_a_small_case():
    th = (("blunder", 0.25), ("mistake", 0.15), ("inaccuracy", 0.08))
    # Easy (seat 0) loses; 3 decisions each, one forced; the two runs differ on one decision
    line = {"winners": [1], "seats": [0, 1, 0, 1, 0, 1],
            "analyses": [[[0, 600, 500, "a"], [1, 500, 500, ""], [2, 500, 200, "b"], [3, 400, 380, "c"], [4, -1, -1, ""], [5, 700, 700, ""]],
                         [[0, 600, 540, "a"], [1, 500, 500, ""], [2, 500, 210, "b"], [3, 400, 400, ""], [4, -1, -1, ""], [5, 700, 690, ""]]]}
    s = calibrate_marks.summarise([line], th)
    assert s["decisions"] == 5 and s["easy_decisions"] == 2
    assert s["loser_marks_a_game"] == 1.5 and s["easy_marks_a_game"] == 1.5  # 2 marks in run 1, 1 in run 2
    assert s["easy_mean_drop"] == pytest.approx((0.08 + 0.295) / 2)
    assert s["hard_mean_drop"] == pytest.approx((0 + 0.01 + 0.005) / 3, abs=1e-4)
    assert s["agreement"] == pytest.approx(4 / 5) and s["agreement_of_marked"] == pytest.approx(1 / 2)
    assert set(s["marks_run_1"]) == set(MARKS)
    # the smaller of the two runs' drops, and how far the runs are apart
    assert s["easy_confirmed_drop"] == pytest.approx((0.06 + 0.29) / 2)
    assert s["hard_confirmed_drop"] == 0 and s["confirmed_ratio"] is None
    assert s["runs_gap"] == pytest.approx((0.04 + 0 + 0.01 + 0.02 + 0.01) / 5)


def test_the_drops_by_band_of_the_movers_chance():
    # Easy (seat 0) behind at 10 % then even at 50 %; Hard (seat 1) at 90 %; a forced move left out
    line = {"seats": [0, 1, 0, 1],
            "analyses": [[[0, 100, 90, "a"], [1, 900, 900, ""], [2, 500, 450, "b"], [3, -1, -1, ""]],
                         [[0, 120, 120, ""], [1, 1000, 980, "c"], [2, 480, 470, "b"], [3, -1, -1, ""]]]}
    bands = calibrate_marks.by_band([line])
    assert bands[("easy", (0.0, 0.15))] == pytest.approx([0.01, 0.0])
    assert bands[("easy", (0.35, 0.65))] == pytest.approx([0.05, 0.01])
    assert bands[("hard", (0.85, 1.0))] == pytest.approx([0.0, 0.02])  # 100 % counts in the top band
    assert sum(len(v) for v in bands.values()) == 6


def test_the_drops_of_a_judge_that_decides_with_one_search_and_measures_with_the_other():
    # ply 0 (Easy): both analyses prefer "a" to the move played: each drop is the other's
    # ply 1 (Hard): analysis 1 prefers "b", analysis 2 agrees with the move played (drop 0, and
    #   its 2 points are the max's luck): counted with the other's drop only, 0 where alike
    # ply 2 (Easy): they prefer different moves: each counted with the other's drop, 0 where alike
    # ply 3: forced, left out
    line = {"seats": [0, 1, 0, 1],
            "analyses": [[[0, 600, 500, "a"], [1, 520, 500, "b"], [2, 500, 460, "c"], [3, -1, -1, ""]],
                         [[0, 580, 500, "a"], [1, 510, 510, ""], [2, 520, 500, "d"], [3, -1, -1, ""]]]}
    c = calibrate_marks.cross_drops([line])
    flagged, alike = c["easy"]
    assert flagged == pytest.approx([(0.08 + 0.10) / 2, (0.02 + 0.04) / 2])
    assert alike == pytest.approx([(0.10 + 0.08) / 2, 0.0])
    flagged, alike = c["hard"]
    assert flagged == pytest.approx([(0.0 + 0.0) / 2])  # analysis 2 measured it: no drop; analysis 2 flagged nothing
    assert alike == pytest.approx([0.0])
