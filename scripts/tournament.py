#!/usr/bin/env python3
"""Bot tournament: play the named bot levels against each other and print win rates.

    python3 scripts/tournament.py --game pond --games 200 \\
        --pairs hard:random,hard:greedy,normal:greedy,greedy:random --jobs 2 --seed 1

A pair ``A:B`` plays ``--games`` games. Seats alternate (A is Light in half the games) and,
with ``--first alternate`` (the default), so does the first player, in blocks of four games:
A moves first in exactly half of them, once as Light and once as Dark. ``--first random``
leaves the first player to the game's own random draw instead.

Games of three or more (a game with a ``players`` option): a line-up ``A:B:C`` seats one bot
per name, e.g. ``hard:greedy:greedy`` (three players) or ``hard:greedy:greedy:greedy``. A's
seat rotates through every seat and, with ``--first alternate``, the first player rotates too
(in blocks of n² games every pairing of A's seat and the first seat occurs once); the others
keep their order around the table. "A wins" means A is the winner (or on the winning team);
any other winner counts for "B" (the field). A fair share for A is 1/n.

Bot names: ``random``, ``greedy`` (pure one-ply greedy, no randomness in its choice beyond
tie-breaks), and the levels players see (``easy``, ``normal``, ``hard``: the game's tuning
over :data:`vivarium.core.bots.LEVELS`). ``--define NAME=JSON`` adds a bot spec, e.g.
``--define 'h3k={"kind": "mcts", "iterations": 3000}'``.

Reproducibility: every MCTS bot runs with ``seconds=None`` here, so it stops on its
iteration budget only and a run is identical for the same seed on any machine (the
browser's levels also have a wall-clock limit, which this tournament deliberately ignores).
The per-move seconds in the table are the CPython time of each decision, to relate the
iteration budgets to the browser (Pyodide is roughly 1.5-3x slower).

Games stopped at ``--max-plies`` count as draws; the table reports how many.
"""

import argparse
import json
import math
import multiprocessing
import os
import platform
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "py"))

from vivarium.core import bots as botlib  # noqa: E402
from vivarium.core.match import play_match  # noqa: E402
from vivarium.games import GAMES, IDS, get_game  # noqa: E402

BASE_SPECS = {
    "random": {"kind": "random"},
    "greedy": {"kind": "greedy"},
}


class TimedBot:
    """Wraps a bot; records the wall time (and MCTS iterations) of every decision."""

    def __init__(self, bot):
        self.bot = bot
        self.label = getattr(bot, "label", "bot")
        self.times = []
        self.iterations = 0
        self.search_seconds = 0.0

    def choose(self, game, view, seat, seed):
        start = time.perf_counter()
        thinking = self.bot.start(game, view, seat, seed)
        action = thinking.finish()
        elapsed = time.perf_counter() - start
        self.times.append(elapsed)
        stats = getattr(thinking, "stats", None)
        if stats is not None and getattr(thinking, "iterations", 0):
            self.iterations += thinking.iterations
            self.search_seconds += elapsed
        return action


def resolve_spec(game, name, defined):
    if name in defined:
        spec = dict(defined[name])
    elif name in BASE_SPECS:
        spec = dict(BASE_SPECS[name])
    elif name in botlib.LEVELS:
        spec = botlib.level_spec(game, name)
    else:
        raise SystemExit(f"unknown bot {name!r} (known: random, greedy, {', '.join(botlib.LEVELS)}, or --define)")
    if spec.get("kind") == "mcts":
        spec["seconds"] = None  # iteration budget only: reproducible
    return spec


def game_seed(base, pair_index, game_index):
    # A plain arithmetic mix: stable across Python versions and processes.
    return (base * 1_000_003 + pair_index * 100_003 + game_index * 7919 + 17) & ((1 << 63) - 1)


def _first_values(game):
    """The ``first`` option's values that name a seat, in seat order (without "random")."""
    opt = next((o for o in game.options if o.id == "first"), None)
    return [v for v in opt.values() if v != "random"] if opt is not None else []


def play_one(task):
    (game_id, base_options, pair_index, game_index, spec_a, spec_b, first_mode, seed, max_plies) = task[:9]
    salt = task[9] if len(task) > 9 else 0  # scripts/deal_luck.py: the same deal, other search seeds
    game = get_game(game_id)
    specs_b = spec_b if isinstance(spec_b, list) else [spec_b]
    n = 1 + len(specs_b)
    options = dict(base_options)
    if len(game.player_counts()) > 1:
        options["players"] = n
    firsts = _first_values(game)
    a_first = None
    if n == 2:
        a_seat = game_index % 2  # A is Light (seat 0) in even games, Dark in odd ones
        if first_mode == "alternate" and len(firsts) == 2:
            a_first = (game_index // 2) % 2 == 0
            first_seat = a_seat if a_first else 1 - a_seat
            options["first"] = firsts[first_seat]
    else:
        a_seat = game_index % n
        if first_mode == "alternate" and len(firsts) >= n:
            first_seat = (game_index // n) % n
            options["first"] = firsts[first_seat]
            a_first = first_seat == a_seat
    bot_a = TimedBot(botlib.make_bot(spec_a))
    others = [TimedBot(botlib.make_bot(spec)) for spec in specs_b]
    seats = [None] * n
    seats[a_seat] = bot_a
    for k, bot in enumerate(others):
        seats[(a_seat + 1 + k) % n] = bot
    bot_b = others[0]
    start = time.perf_counter()
    record, state = play_match(game, options, seed, seats, max_plies=max_plies, bot_seed=seed ^ 0x5DEECE66D ^ (salt * 0x9E3779B97F4A7C15 & ((1 << 64) - 1)))
    wall = time.perf_counter() - start
    out = game.outcome(state)
    capped = out is None
    team_a = set(game.team_of(state, a_seat))
    if capped or not out["winners"]:
        result = "draw"
    elif set(out["winners"]) <= team_a:
        result = "A"
    elif team_a & set(out["winners"]):
        result = "draw"  # a win shared between A and a rival
    else:
        result = "B"
    if a_first is None and "first" in state:
        a_first = state["first"] == a_seat
    return {
        "pair": pair_index,
        "game": game_index,
        "seed": seed,
        "a_seat": a_seat,
        "a_first": a_first,
        "result": result,
        "capped": capped,
        "plies": len(record["actions"]),
        "wall": wall,
        "a_times": bot_a.times,
        "b_times": [t for bot in others for t in bot.times],
        "a_iter": [bot_a.iterations, bot_a.search_seconds],
        "b_iter": [sum(bot.iterations for bot in others), sum(bot.search_seconds for bot in others)],
        **({"salt": salt} if salt else {}),
    }


def wilson(score, n, z=1.96):
    """95% Wilson interval for a proportion ``score`` out of ``n`` (draws counted as half)."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def summarise(name_a, name_b, games):
    n = len(games)
    wa = sum(g["result"] == "A" for g in games)
    wb = sum(g["result"] == "B" for g in games)
    d = n - wa - wb
    capped = sum(g["capped"] for g in games)
    score = wa + 0.5 * d
    lo, hi = wilson(score, n)
    a_times = [t for g in games for t in g["a_times"]]
    b_times = [t for g in games for t in g["b_times"]]

    def ips(key):
        it = sum(g[key][0] for g in games)
        sec = sum(g[key][1] for g in games)
        return round(it / sec) if sec > 0 else None

    a_first = [g for g in games if g["a_first"]]
    return {
        "a": name_a,
        "b": name_b,
        "games": n,
        "wins_a": wa,
        "wins_b": wb,
        "draws": d,
        "capped": capped,
        "rate_a": score / n if n else 0.0,
        "ci95": [lo, hi],
        "a_light_games": sum(g["a_seat"] == 0 for g in games),
        "a_first_games": len(a_first),
        "a_first_wins": sum(g["result"] == "A" for g in a_first),
        "a_second_wins": sum(g["result"] == "A" for g in games if not g["a_first"]),
        "mean_plies": sum(g["plies"] for g in games) / n if n else 0.0,
        "a_moves": len(a_times),
        "b_moves": len(b_times),
        "a_sec_mean": sum(a_times) / len(a_times) if a_times else 0.0,
        "a_sec_max": max(a_times) if a_times else 0.0,
        "b_sec_mean": sum(b_times) / len(b_times) if b_times else 0.0,
        "b_sec_max": max(b_times) if b_times else 0.0,
        "a_iter_per_sec": ips("a_iter"),
        "b_iter_per_sec": ips("b_iter"),
        "wall": sum(g["wall"] for g in games),
    }


def format_table(rows):
    head = [
        "pair (A:B)",
        "games",
        "A/B/draws",
        "capped",
        "A win rate",
        "95% CI",
        "plies",
        "A s/move mean/max",
        "B s/move mean/max",
    ]
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    for r in rows:
        cells = [
            f"{r['a']}:{r['b']}",
            str(r["games"]),
            f"{r['wins_a']}/{r['wins_b']}/{r['draws']}",
            str(r["capped"]),
            f"{100 * r['rate_a']:.1f}%",
            f"{100 * r['ci95'][0]:.1f}–{100 * r['ci95'][1]:.1f}%",
            f"{r['mean_plies']:.1f}",
            f"{r['a_sec_mean']:.3f} / {r['a_sec_max']:.3f}",
            f"{r['b_sec_mean']:.3f} / {r['b_sec_max']:.3f}",
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def base_options(game, variant, option_items):
    """The game's options from ``--variant`` and ``--option KEY=VALUE`` items, normalised, without
    the first player and the player count (each line-up sets those)."""
    options = {}
    if variant is not None:
        options["variant"] = variant
    for item in option_items:
        key, _, text = item.partition("=")
        known = next((o for o in game.options if o.id == key.strip()), None)
        values = known.values() if known else []
        options[key.strip()] = next((v for v in values if str(v) == text.strip()), text.strip())
    options = game.normalize_options(options)
    options.pop("first", None)
    options.pop("players", None)  # set per line-up
    return options


def line_ups(game, pairs_text, define_items=()):
    """``"expert:hard,expert:greedy"`` -> [(a, b, spec_a, spec_b)] (spec_b a list for 3+ players)."""
    defined = {}
    for item in define_items:
        name, _, text = item.partition("=")
        defined[name.strip()] = json.loads(text)
    pairs = []
    for item in pairs_text.split(","):
        names = [x.strip() for x in item.strip().split(":")]
        if len(names) < 2 or not all(names):
            raise SystemExit(f"a pair looks like A:B (or A:B:C… for more players), not {item!r}")
        if len(names) not in game.player_counts():
            raise SystemExit(f"{game.name} is played by {', '.join(map(str, game.player_counts()))} players, not {len(names)} ({item!r})")
        a, rest = names[0], names[1:]
        spec_b = [resolve_spec(game, b, defined) for b in rest]
        pairs.append((a, ":".join(rest), resolve_spec(game, a, defined), spec_b if len(rest) > 1 else spec_b[0]))
    return pairs


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default=IDS[0], choices=sorted(GAMES))
    parser.add_argument("--variant", default=None, help="the game's variant option (Pond: pond, small, small13)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. --option round=blue (Papillon: full, blue or orange)")
    parser.add_argument("--games", type=int, default=200, help="games per pair (default 200)")
    parser.add_argument("--pairs", default="hard:random,hard:greedy,normal:greedy,greedy:random")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=300, help="games longer than this are draws (default 300)")
    parser.add_argument("--first", choices=("alternate", "random"), default="alternate")
    parser.add_argument("--define", action="append", default=[], metavar="NAME=JSON", help="an extra bot spec")
    parser.add_argument("--out", help="write the results as JSON to this file")
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    parser.add_argument("--report-only", action="store_true", help="with --log: play nothing, report the games logged so far")
    parser.add_argument("--log", help="append every finished game to this JSON-lines file; games already in it "
                        "(same line-up, game number and seed) are not played again, so a stopped run resumes")
    args = parser.parse_args(argv)

    game = get_game(args.game)
    options = base_options(game, args.variant, args.option)
    pairs = line_ups(game, args.pairs, args.define)

    tasks = []
    for p, (a, b, spec_a, spec_b) in enumerate(pairs):
        for i in range(args.games):
            tasks.append(
                (args.game, options, p, i, spec_a, spec_b, args.first, game_seed(args.seed, p, i), args.max_plies)
            )

    # Line-ups take turns game by game, so a run stopped early has results for each of them.
    tasks.sort(key=lambda t: (t[3], t[2]))
    done = []
    if args.log and os.path.exists(args.log):
        wanted = {(t[2], t[3], t[7]) for t in tasks}
        with open(args.log) as fh:
            for line in fh:
                try:
                    res = json.loads(line)
                except ValueError:
                    continue
                if (res.get("pair"), res.get("game"), res.get("seed")) in wanted:
                    done.append(res)
                    wanted.discard((res["pair"], res["game"], res["seed"]))
        tasks = [t for t in tasks if (t[2], t[3], t[7]) in wanted]
        print(f"Resuming from {args.log}: {len(done)} games already played, {len(tasks)} to play.")
    if args.report_only:
        tasks = []  # summarise what the log holds (a run still going, or stopped early)
    log_file = open(args.log, "a") if args.log and not args.report_only else None

    print(f"Tournament: {game.name}, options {json.dumps(options, sort_keys=True)}, {args.games} games per pair,")
    print(f"  seed {args.seed}, first player: {args.first}, max plies {args.max_plies}, jobs {args.jobs}")
    print("  MCTS bots run with seconds=None (iteration budgets only), so the results are reproducible.")
    for a, b, spec_a, spec_b in pairs:
        others = spec_b if isinstance(spec_b, list) else [spec_b]
        print(f"  {a} = {json.dumps(spec_a, sort_keys=True)};  " + ";  ".join(
            f"{name} = {json.dumps(spec, sort_keys=True)}" for name, spec in zip(b.split(":"), others)))
    sys.stdout.flush()

    started = time.time()
    results = list(done)
    done_per_pair = [0] * len(pairs)
    for res in done:
        done_per_pair[res["pair"]] += 1

    def logged(res):
        if log_file is not None:
            log_file.write(json.dumps(res) + "\n")
            log_file.flush()
        return res

    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            for res in pool.imap_unordered(play_one, tasks):
                results.append(logged(res))
                done_per_pair[res["pair"]] += 1
                if not args.quiet and done_per_pair[res["pair"]] % 20 == 0:
                    a, b = pairs[res["pair"]][:2]
                    print(f"  ... {a}:{b} {done_per_pair[res['pair']]}/{args.games} ({time.time() - started:.0f}s)")
                    sys.stdout.flush()
    else:
        for task in tasks:
            results.append(logged(play_one(task)))
    wall = time.time() - started

    rows = []
    for p, (a, b, _, _) in enumerate(pairs):
        games = sorted((r for r in results if r["pair"] == p), key=lambda r: r["game"])
        rows.append(summarise(a, b, games))

    print()
    print(format_table(rows))
    print()
    for r in rows:
        extra = []
        for side in ("a", "b"):
            if r[f"{side}_iter_per_sec"]:
                extra.append(f"{r[side]} {r[f'{side}_iter_per_sec']} MCTS iterations/s")
        print(
            f"{r['a']}:{r['b']}: A sat first in {r['a_light_games']} games, moved first in {r['a_first_games']} "
            f"(won {r['a_first_wins']} of those, {r['a_second_wins']} of the others); "
            f"{r['capped']} capped at {args.max_plies} plies"
            + ("; " + ", ".join(extra) if extra else "")
            + f"; {r['wall']:.0f} CPU-s of play."
        )
    print(f"\nWall time {wall:.0f} s on {os.cpu_count()} cores, Python {platform.python_version()}.")
    print("Win rate counts draws as half; the interval is the 95% Wilson score interval.")

    if args.out:
        data = {
            "game": args.game,
            "options": options,
            "games_per_pair": args.games,
            "seed": args.seed,
            "first": args.first,
            "max_plies": args.max_plies,
            "jobs": args.jobs,
            "python": platform.python_version(),
            "wall_seconds": wall,
            "specs": {a: sa for a, b, sa, sb in pairs} | {b: sb for a, b, sa, sb in pairs},  # a line-up's field: a list
            "pairs": rows,
            "games": [{k: v for k, v in r.items() if k not in ("a_times", "b_times")} for r in sorted(results, key=lambda r: (r["pair"], r["game"]))],
        }
        with open(args.out, "w") as fh:
            json.dump(data, fh, indent=1)
        print(f"Wrote {args.out}.")


if __name__ == "__main__":
    main()
