"""Do a bot's losses come from the deal? Replay a tournament's deals with new search seeds.

A tournament (scripts/tournament.py --log) records, for every game, its seed: the seed fixes the
deal (every card's place, the draw order) and the seats; the bots' own random choices come from
another seed. This script takes the games that A lost in one line-up of such a log and as many
games A won (the control, spread evenly over the log), plays each of those deals again
``--replays`` times with other search seeds (same bots, same seats, same first player), and
counts how often A loses them again.

If A's losses were its own slips, unrelated to the deal, A would lose the replays of both sets
about as often as it loses in the tournament. If they come from the deal, A loses the replays
of its lost deals far more often than those of the control.

    pypy3 scripts/deal_luck.py --game lepidoptery --log docs/tournament-expert-lepidoptery.jsonl \\
        --pairs expert:hard,expert:greedy --line-up expert:greedy --replays 4 \\
        --replay-log docs/deal-luck-lepidoptery.jsonl
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tournament import base_options, line_ups, play_one, wilson  # noqa: E402
from vivarium.games import GAMES, get_game  # noqa: E402


def read_log(path):
    games = []
    with open(path) as fh:
        for line in fh:
            try:
                games.append(json.loads(line))
            except ValueError:
                continue
    return games


def choose_deals(logged, pair_index, control=None):
    """(lost, control): the logged games of line-up ``pair_index`` that A lost, and ``control``
    (default: as many) of those A won, spread evenly over the game numbers."""
    games = sorted((g for g in logged if g.get("pair") == pair_index and not g.get("salt")), key=lambda g: g["game"])
    lost = [g for g in games if g["result"] == "B"]
    won = [g for g in games if g["result"] == "A"]
    want = len(lost) if control is None else control
    if want <= 0 or not won:
        return lost, []
    step = len(won) / min(want, len(won))
    return lost, [won[int(k * step)] for k in range(min(want, len(won)))]


def tally(replays, deals):
    """Replays of ``deals``: games, A's losses, A's wins, draws, and the per-deal losses."""
    seeds = {g["seed"] for g in deals}
    mine = [r for r in replays if r["seed"] in seeds]
    per_deal = {}
    for r in mine:
        per_deal.setdefault(r["game"], []).append(r["result"])
    losses = sum(r["result"] == "B" for r in mine)
    wins = sum(r["result"] == "A" for r in mine)
    lo, hi = wilson(losses, len(mine)) if mine else (0.0, 1.0)
    return {
        "deals": len(deals),
        "replays": len(mine),
        "a_losses": losses,
        "a_wins": wins,
        "draws": len(mine) - losses - wins,
        "loss_rate": losses / len(mine) if mine else None,
        "loss_ci95": [lo, hi],
        "deals_lost_again": sum(any(x == "B" for x in v) for v in per_deal.values()),
        "deals_lost_in_most": sum(sum(x == "B" for x in v) * 2 > len(v) for v in per_deal.values()),
        "per_deal": {str(k): v for k, v in sorted(per_deal.items())},
    }


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--variant", default=None)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--log", required=True, help="the tournament's JSON-lines log")
    parser.add_argument("--pairs", required=True, help="the tournament's --pairs, as it was run")
    parser.add_argument("--line-up", required=True, help="which of them, e.g. expert:greedy")
    parser.add_argument("--define", action="append", default=[], metavar="NAME=JSON")
    parser.add_argument("--replays", type=int, default=4, help="plays of each deal (default 4)")
    parser.add_argument("--control", type=int, default=None, help="won deals replayed (default: as many as lost)")
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--replay-log", required=True, help="JSON lines, appended to; a stopped run resumes")
    parser.add_argument("--out", help="write the summary as JSON to this file")
    args = parser.parse_args(argv)

    game = get_game(args.game)
    options = base_options(game, args.variant, args.option)
    pairs = line_ups(game, args.pairs, args.define)
    names = [f"{a}:{b}" for a, b, _, _ in pairs]
    if args.line_up not in names:
        raise SystemExit(f"--line-up must be one of {', '.join(names)}")
    p = names.index(args.line_up)
    _, _, spec_a, spec_b = pairs[p]
    logged = [g for g in read_log(args.log) if g.get("pair") == p and not g.get("salt")]
    lost, control = choose_deals(logged, p, args.control)

    done = read_log(args.replay_log) if os.path.exists(args.replay_log) else []
    have = {(r["seed"], r.get("salt")) for r in done}
    tasks = [(args.game, options, p, g["game"], spec_a, spec_b, "alternate", g["seed"], args.max_plies, salt)
             for salt in range(1, args.replays + 1) for g in lost + control if (g["seed"], salt) not in have]
    print(f"{game.name} {args.line_up}: {len(lost)} lost deals, {len(control)} control deals, "
          f"{args.replays} replays each; {len(done)} replays logged, {len(tasks)} to play.")
    sys.stdout.flush()
    started = time.time()
    with open(args.replay_log, "a") as fh:
        def keep(res):
            fh.write(json.dumps(res) + "\n")
            fh.flush()
            done.append(res)

        if args.jobs > 1:
            with multiprocessing.Pool(args.jobs) as pool:
                for res in pool.imap_unordered(play_one, tasks):
                    keep(res)
        else:
            for task in tasks:
                keep(play_one(task))
    summary = {
        "game": args.game,
        "line_up": args.line_up,
        "tournament_loss_rate": sum(g["result"] == "B" for g in logged) / max(1, len(logged)),
        "replays_each": args.replays,
        "lost_deals": tally(done, lost),
        "control_deals": tally(done, control),
        "wall_seconds": time.time() - started,
    }
    for key in ("lost_deals", "control_deals"):
        t = summary[key]
        rate = "–" if t["loss_rate"] is None else f"{100 * t['loss_rate']:.1f} %"
        print(f"  {key.replace('_', ' ')}: {t['deals']} deals, {t['replays']} replays, A lost {t['a_losses']} "
              f"({rate}, 95 % CI {100 * t['loss_ci95'][0]:.1f}–{100 * t['loss_ci95'][1]:.1f} %); "
              f"lost again at least once: {t['deals_lost_again']}, in most replays: {t['deals_lost_in_most']}")
    print(f"  A's loss rate in the tournament: {100 * summary['tournament_loss_rate']:.1f} %")
    if args.out:
        with open(args.out, "w") as fh:
            json.dump(summary, fh, indent=1)
    return summary


if __name__ == "__main__":
    main()
