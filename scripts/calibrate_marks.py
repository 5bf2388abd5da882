"""Calibrate the analysis marks per game (issue 39, item 4): play Easy against Hard, analyse
every game twice with different search seeds, and report whether the marks mean something.

For every game and player count: Easy sits in seat 1 (seat index 0) and Hard in every other
seat (at 3-5 players Easy plays against two to four Hard players, each for itself). Both the
Hard players and the analyses use iteration-bound searches (``seconds=None``), so the numbers
depend on the seeds only, not on the machine's speed.

Three steps, so that the thresholds can be chosen from the numbers without replaying:

* ``play``: plays and analyses games, appending one JSON line a game to the raw file
  (``docs/marks-calibration.raw.jsonl.gz``, a gzip member a game) as it goes: a stopped run
  keeps what it did. It plays the 2-player configurations first, in rounds (one game of
  each), then the others.
* ``report``: reads the raw file and writes ``docs/marks-calibration.json`` and the table in
  ``docs/marks-calibration.md`` (between its markers; the text around it is kept): per game and
  count, with each game's ``mark_thresholds`` as they are now in its rules.py (marks are
  derived from the stored estimates, as a saved analysis's are).
* ``fit``: the threshold-bound figures for a range of thresholds, per game (to choose them).

    nice -n 10 .venv/bin/python scripts/calibrate_marks.py play --games 20 --depth quick --until 22:50
    .venv/bin/python scripts/calibrate_marks.py report
"""

import argparse
import gzip
import json
import os
import statistics
import sys
import time
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "py"))

from vivarium.core.advice import MARKS, classify, search_spec  # noqa: E402
from vivarium.core.analysis import Analysis  # noqa: E402
from vivarium.core.bots import bot_for_level, make_bot, level_spec  # noqa: E402
from vivarium.core.match import play_match  # noqa: E402
from vivarium.core.records import new_record  # noqa: E402
from vivarium.core.session import Session  # noqa: E402
from vivarium.games import GAMES  # noqa: E402

RAW = os.path.join(ROOT, "docs", "marks-calibration.raw.jsonl.gz")
OUT = os.path.join(ROOT, "docs", "marks-calibration")
SALTS = (0, 1)  # the two analyses' search seeds
TARGETS = {"loser_marks": 1.0, "ratio": 5.0, "agreement": 0.90}


def configs():
    """``[(game_id, players)]``: every game at 2 players first, then the other counts."""
    two = [(gid, 2) for gid, g in GAMES.items() if 2 in g.player_counts()]
    more = [(gid, n) for gid, g in GAMES.items() for n in g.player_counts() if n != 2]
    return two, more


def options_for(game, players):
    return {"players": players} if len(game.player_counts()) > 1 else {}


def game_seed(gid, players, index):
    return 1_000_003 * (1 + index) + 7919 * players + sum(map(ord, gid))


def hard_spec(game, depth):
    spec = level_spec(game, "hard") if depth == "hard" else dict(search_spec(game, depth), kind="mcts")
    spec["seconds"] = None
    return spec


def play_one(gid, players, index, depth, moves=None):
    """Play and analyse one game; the raw line. ``moves``: the game's actions as an earlier
    run recorded them (the same seeds give the same game): only analysed again."""
    game = GAMES[gid]
    options = options_for(game, players)
    seed = game_seed(gid, players, index)
    t0 = time.perf_counter()
    if moves is None:
        hard = make_bot(dict(level_spec(game, "hard"), seconds=None))
        bots = [bot_for_level(game, "easy")] + [hard] * (players - 1)
        record, final = play_match(game, game.normalize_options(options), seed, bots, bot_seed=seed)
    else:
        record = new_record(game, game.normalize_options(options), seed, [{"kind": "bot", "name": "x"}] * players)
        record["actions"] = list(moves)
    t1 = time.perf_counter()
    session = Session(game, record)
    outcome = game.outcome(session.state)
    spec = hard_spec(game, depth)
    analyses = []
    for salt in SALTS:
        a = Analysis(session, depth=depth, spec=dict(spec), salt=salt)
        while not a.done:
            a.step(60.0)
        analyses.append(a.to_record()["moves"])
    t2 = time.perf_counter()
    seats = [game.actor(session.states[m[0]]) for m in analyses[0]]
    return {"game": gid, "players": players, "index": index, "seed": seed, "depth": depth,
            "options": record["options"], "plies": len(record["actions"]), "actions": record["actions"],
            "winners": None if outcome is None else list(outcome["winners"]),
            "seats": seats, "analyses": analyses,
            "seconds_play": round(t1 - t0, 2) if moves is None else None, "seconds_analysis": round(t2 - t1, 2)}


def read_raw(path=RAW):
    if not os.path.exists(path):
        return []
    with _open(path, "rt") as f:
        return [json.loads(line) for line in f if line.strip()]


def _open(path, mode):
    return gzip.open(path, mode) if path.endswith(".gz") else open(path, mode)


def cmd_play(args):
    done = {(r["game"], r["players"], r["index"]) for r in read_raw(args.raw)}
    earlier = read_raw(args.moves_from) if args.moves_from else []
    known = {(r["game"], r["players"], r["index"]): r["actions"] for r in earlier if "actions" in r}
    two, more = configs()
    if args.only:
        wanted = {tuple(x.split(":")) if ":" in x else (x, None) for x in args.only}
        keep = lambda c: (c[0], str(c[1])) in wanted or (c[0], None) in wanted  # noqa: E731
        two, more = [c for c in two if keep(c)], [c for c in more if keep(c)]
    until = None
    if args.until:
        hh, mm = map(int, args.until.split(":"))
        now = datetime.now(timezone.utc)
        until = now.replace(hour=hh, minute=mm, second=0, microsecond=0).timestamp()
    for group in (two, more):
        for index in range(args.games):
            for gid, players in group:
                if (gid, players, index) in done:
                    continue
                if until is not None and time.time() >= until:
                    print("stopped: the time is up", flush=True)
                    return
                line = play_one(gid, players, index, args.depth, known.get((gid, players, index)))
                with _open(args.raw, "at") as f:
                    f.write(json.dumps(line, separators=(",", ":")) + "\n")
                print(f"{gid} {players}p #{index}: {line['plies']} plies, play {line['seconds_play']} s, "
                      f"analysis {line['seconds_analysis']} s, load {os.getloadavg()[0]:.2f}", flush=True)


# ---- the figures -------------------------------------------------------------------------------
def drops(moves):
    """``[drop or None]`` per decision (None: a forced move)."""
    return [None if best < 0 else max(0.0, (best - played) / 1000) for _, best, played, _ in moves]


def summarise(lines, thresholds):
    """The figures of one game and count, over ``lines`` (raw games), with ``thresholds``."""
    n = len(lines)
    loser_marks = easy_marks = 0.0
    easy_drops, hard_drops = [], []
    easy_confirmed, hard_confirmed, gaps = [], [], []  # the smaller of the two runs' drops; their gap
    same = total = either = both_same = 0
    easy_wins = 0
    marks_by_kind = {m: 0 for m in MARKS}
    for line in lines:
        winners = line["winners"] or []
        easy_wins += 0 in winners
        runs = [drops(moves) for moves in line["analyses"]]
        per_run = [[None if d is None else classify(d, thresholds) for d in run] for run in runs]
        for run_marks in per_run:  # each run's marks, averaged over the two runs
            for seat, mark in zip(line["seats"], run_marks):
                if mark is None or mark == "good":
                    continue
                if seat not in winners:
                    loser_marks += 1 / len(per_run)
                if seat == 0:
                    easy_marks += 1 / len(per_run)
        for i, seat in enumerate(line["seats"]):
            ds = [run[i] for run in runs]
            if ds[0] is None:
                continue
            (easy_drops if seat == 0 else hard_drops).append(statistics.fmean(ds))
            (easy_confirmed if seat == 0 else hard_confirmed).append(min(ds))
            gaps.append(max(ds) - min(ds))
            ms = [run_marks[i] for run_marks in per_run]
            marks_by_kind[ms[0]] += 1
            total += 1
            same += ms[0] == ms[1]
            if any(m != "good" for m in ms):
                either += 1
                both_same += ms[0] == ms[1]
    easy_mean = statistics.fmean(easy_drops) if easy_drops else 0.0
    hard_mean = statistics.fmean(hard_drops) if hard_drops else 0.0
    easy_sure = statistics.fmean(easy_confirmed) if easy_confirmed else 0.0
    hard_sure = statistics.fmean(hard_confirmed) if hard_confirmed else 0.0
    return {
        "games": n,
        "easy_won": easy_wins,
        "decisions": total,
        "easy_decisions": len(easy_drops),
        "loser_marks_a_game": round(loser_marks / n, 2) if n else None,
        "easy_marks_a_game": round(easy_marks / n, 2) if n else None,
        "easy_mean_drop": round(easy_mean, 4),
        "hard_mean_drop": round(hard_mean, 4),
        "ratio": round(easy_mean / hard_mean, 1) if hard_mean else None,
        "easy_confirmed_drop": round(easy_sure, 4),
        "hard_confirmed_drop": round(hard_sure, 4),
        "confirmed_ratio": round(easy_sure / hard_sure, 1) if hard_sure else None,
        "runs_gap": round(statistics.fmean(gaps), 4) if gaps else None,
        "agreement": round(same / total, 3) if total else None,
        "agreement_of_marked": round(both_same / either, 3) if either else None,
        "marks_run_1": marks_by_kind,
        "thresholds": [[k, v] for k, v in thresholds],
    }


def meets(s):
    return {"loser_marks": s["loser_marks_a_game"] is not None and s["loser_marks_a_game"] >= TARGETS["loser_marks"],
            "ratio": s["ratio"] is None and s["easy_mean_drop"] > 0 or (s["ratio"] or 0) >= TARGETS["ratio"],
            "agreement": (s["agreement"] or 0) >= TARGETS["agreement"]}


def cmd_report(args):
    lines = read_raw(args.raw)
    two, more = configs()
    rows = []
    for gid, players in two + more:
        mine = [ln for ln in lines if ln["game"] == gid and ln["players"] == players]
        if not mine:
            rows.append({"game": gid, "players": players, "games": 0})
            continue
        s = summarise(mine, GAMES[gid].mark_thresholds)
        s.update(game=gid, players=players, depth=sorted({ln["depth"] for ln in mine}),
                 seconds_play=round(sum(ln["seconds_play"] or 0 for ln in mine), 1),
                 seconds_analysis=round(sum(ln["seconds_analysis"] for ln in mine), 1),
                 meets=meets(s))
        rows.append(s)
    meta = {"written": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "load_average": [round(x, 2) for x in os.getloadavg()],
            "cpus": os.cpu_count(), "targets": TARGETS, "games_wanted": args.games,
            "seconds_total": round(sum((ln["seconds_play"] or 0) + ln["seconds_analysis"] for ln in lines), 1)}
    out = args.out
    with open(out + ".json", "w") as f:
        json.dump({"meta": meta, "rows": rows}, f, indent=1)
        f.write("\n")
    table = markdown(meta, rows)
    text = table
    if os.path.exists(out + ".md"):  # keep the hand-written text around the table
        with open(out + ".md") as f:
            old = f.read()
        if START in old and END in old:
            text = old[: old.index(START)] + table + old[old.index(END) + len(END):]
    with open(out + ".md", "w") as f:
        f.write(text)
    print(table)


def pct(x):
    """A share in points: one decimal, two below a tenth of a point (Hard's small drops)."""
    if x is None:
        return "–"
    return f"{100 * x:.2f} %" if 0 < x < 0.001 else f"{100 * x:.1f} %"


def times(x):
    """A ratio; ``None`` where Hard had no drop at all."""
    return "– (Hard: none)" if x is None else f"{x}×"


START, END = "<!-- table: scripts/calibrate_marks.py report -->", "<!-- /table -->"


def markdown(meta, rows):
    out = [START, "", "Written by `scripts/calibrate_marks.py report` from the raw games of "
           "`scripts/calibrate_marks.py play` (`docs/marks-calibration.raw.jsonl.gz`). "
           "Easy in seat 1, Hard in every other seat; every game analysed twice with different "
           "search seeds (iteration-bound searches: the numbers depend on the seeds, not on the machine).",
           "",
           f"Written {meta['written']}; load average then {meta['load_average']} on {meta['cpus']} cores; "
           f"{meta['seconds_total']} s of playing and analysing in all (wall clock, niced, on a shared machine).",
           "",
           "Targets, for every game and player count over ≥ 20 games: the loser's side gets ≥ 1 mark a game; "
           "Easy's mean drop in estimated win chance a decision ≥ 5× Hard's; the two analyses give the "
           "same mark to ≥ 90 % of decisions.",
           "",
           "| game | players | games (Easy won) | depth | thresholds ?! / ? / ?? | loser's marks a game | "
           "Easy's marks a game | Easy's mean drop | Hard's mean drop | ratio | same mark (all) | "
           "same mark (marked in either) | met | runs' gap | ratio of confirmed drops |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if not r.get("games"):
            out.append(f"| {r['game']} | {r['players']} | 0 |" + " – |" * 9 + " not run | – | – |")
            continue
        th = " / ".join(f"{100 * v:g}" for _, v in reversed(r["thresholds"]))
        met = r["meets"]
        ok = [k for k, v in met.items() if not v]
        enough = r["games"] >= 20
        verdict = ("all three" if not ok else "not " + ", ".join(ok)) + ("" if enough else f" (only {r['games']} games)")
        out.append(f"| {r['game']} | {r['players']} | {r['games']} ({r['easy_won']}) | {'/'.join(r['depth'])} | {th} % | "
                   f"{r['loser_marks_a_game']} | {r['easy_marks_a_game']} | {pct(r['easy_mean_drop'])} | "
                   f"{pct(r['hard_mean_drop'])} | {times(r['ratio'])} | {pct(r['agreement'])} | "
                   f"{pct(r['agreement_of_marked'])} | {verdict} | {pct(r['runs_gap'])} | {times(r['confirmed_ratio'])} |")
    out += ["", END]
    return "\n".join(out)


def scaled(inaccuracy):
    """Thresholds in whole points from the inaccuracy's, in the global ones' proportions
    (8 / 15 / 25)."""
    return (("blunder", round(inaccuracy * 25 / 8) / 100), ("mistake", round(inaccuracy * 15 / 8) / 100),
            ("inaccuracy", inaccuracy / 100))


def cmd_fit(args):
    """For each game, the figures with every inaccuracy threshold from 2 to 30 points (the
    others in proportion): which ones meet the marks' two threshold-bound figures at every
    count (the drop ratio does not depend on the thresholds)."""
    lines = read_raw(args.raw)
    for gid, game in GAMES.items():
        mine = {n: [ln for ln in lines if ln["game"] == gid and ln["players"] == n] for n in game.player_counts()}
        mine = {n: v for n, v in mine.items() if v}
        if not mine:
            continue
        best = [ln["analyses"][0][i][1] / 1000 for v in mine.values() for ln in v
                for i in range(len(ln["seats"])) if ln["analyses"][0][i][1] >= 0]
        print(f"{gid}: now {game.mark_thresholds}; spread of the estimates (sd) {statistics.pstdev(best):.3f}")
        for inacc in range(2, 31):
            th = scaled(inacc)
            figs = {n: summarise(v, th) for n, v in mine.items()}
            ok = all(f["loser_marks_a_game"] >= 1 and f["agreement"] >= 0.9 for f in figs.values())
            print(f"  {inacc:2d}: " + "  ".join(f"{n}p loser {f['loser_marks_a_game']:.2f} easy {f['easy_marks_a_game']:.2f} "
                                               f"same {f['agreement']:.3f} marked-same {f['agreement_of_marked'] or 0:.2f}"
                                               for n, f in figs.items()) + ("  ok" if ok else ""))


BANDS = ((0.0, 0.15), (0.15, 0.35), (0.35, 0.65), (0.65, 0.85), (0.85, 1.0))


def by_band(lines):
    """``{(who, band): [drop, ...]}``: every analysis's drop on every unforced decision, by who
    made it (``easy``/``hard``) and the band of the judge's estimate of the mover's chance
    with its best move (a player far behind can lose little win chance, whatever they play)."""
    out = {}
    for line in lines:
        for moves in line["analyses"]:
            for ply, best, played, _ in moves:
                if best < 0:
                    continue
                who = "easy" if line["seats"][ply] == 0 else "hard"
                band = next(b for b in BANDS if best / 1000 < b[1] or b is BANDS[-1])  # the bands follow on from 0
                out.setdefault((who, band), []).append(max(0.0, (best - played) / 1000))
    return out


def cmd_bands(args):
    """Easy's and Hard's mean drop by band of the judge's estimate, per game and count: where
    the ratio is lost."""
    lines = read_raw(args.raw)
    two, more = configs()
    head = " | ".join(f"{100 * lo:g}-{100 * hi:g} %" for lo, hi in BANDS)
    print(f"| game | players | who | {head} |")
    print("|---|---|---|" + "---|" * len(BANDS))
    for gid, players in two + more:
        mine = [ln for ln in lines if ln["game"] == gid and ln["players"] == players]
        if not mine:
            continue
        bands = by_band(mine)
        for who in ("easy", "hard"):
            cells = []
            for band in BANDS:
                ds = bands.get((who, band), [])
                cells.append(f"{pct(statistics.fmean(ds))} ({len(ds)})" if ds else "–")
            print(f"| {gid} | {players} | {who} | " + " | ".join(cells) + " |")


def cross_drops(lines):
    """``{who: ([flagged by one, measured by the other], [named alike by both])}``, a drop each
    unforced decision: a judge that decides with one search and measures with the other (the
    max of noisy estimates favours the move it picks; a second search does not share that
    luck). Each analysis in turn decides: where it agrees with the move played the drop is 0,
    else the other analysis's drop. The raw lines keep the other analysis's estimate of its
    own preferred move only, so where the two prefer different moves that drop is an upper
    bound; the second list counts a drop only where both prefer the same other move (0 else)."""
    out = {"easy": ([], []), "hard": ([], [])}
    for line in lines:
        runs = line["analyses"]
        for i, seat in enumerate(line["seats"]):
            a, b = runs[0][i], runs[1][i]
            if a[1] < 0:
                continue
            drop_a, drop_b = max(0.0, (a[1] - a[2]) / 1000), max(0.0, (b[1] - b[2]) / 1000)
            flagged = ((drop_b if a[3] else 0.0) + (drop_a if b[3] else 0.0)) / 2
            alike = (drop_a + drop_b) / 2 if a[3] and a[3] == b[3] else 0.0
            mine = out["easy" if seat == 0 else "hard"]
            mine[0].append(flagged)
            mine[1].append(alike)
    return out


def cmd_cross(args):
    """Easy's and Hard's mean drop a decision with a judge that decides with one search and
    measures with the other, per game and count."""
    lines = read_raw(args.raw)
    two, more = configs()
    print("| game | players | Easy, flagged by one, measured by the other | Hard | ratio "
          "| Easy, both prefer the same move | Hard | ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for gid, players in two + more:
        mine = [ln for ln in lines if ln["game"] == gid and ln["players"] == players]
        if not mine:
            continue
        c = cross_drops(mine)
        cells = []
        for k in (0, 1):
            easy, hard = statistics.fmean(c["easy"][k]), statistics.fmean(c["hard"][k])
            cells += [pct(easy), pct(hard), f"{easy / hard:.1f}×" if hard else "–"]
        print(f"| {gid} | {players} | " + " | ".join(cells) + " |")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    play = sub.add_parser("play", help="play and analyse games, appending to the raw file")
    play.add_argument("--games", type=int, default=20, help="games per game and player count")
    play.add_argument("--depth", choices=("hard", "quick"), default="quick")
    play.add_argument("--only", nargs="*", help="game ids or game:players to run")
    play.add_argument("--until", help="HH:MM UTC: start no game after this")
    play.add_argument("--raw", default=RAW)
    play.add_argument("--moves-from", help="an earlier raw file: a game it holds the moves of is analysed, not played, again")
    rep = sub.add_parser("report", help="write docs/marks-calibration.md and .json from the raw file")
    rep.add_argument("--games", type=int, default=20)
    rep.add_argument("--raw", default=RAW)
    rep.add_argument("--out", default=OUT, help="the .md and .json written, without their extension")
    fit = sub.add_parser("fit", help="the figures for a range of thresholds, per game (to choose them)")
    fit.add_argument("--raw", default=RAW)
    bands = sub.add_parser("bands", help="mean drops by band of the judge's estimate (where the ratio is lost)")
    bands.add_argument("--raw", default=RAW)
    cross = sub.add_parser("cross", help="mean drops with a judge that decides with one search, measures with the other")
    cross.add_argument("--raw", default=RAW)
    args = p.parse_args(argv)
    {"play": cmd_play, "report": cmd_report, "fit": cmd_fit, "bands": cmd_bands, "cross": cmd_cross}[args.cmd](args)


if __name__ == "__main__":
    main()
