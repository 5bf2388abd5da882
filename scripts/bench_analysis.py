"""The analysis of a finished game, in the background (issue 40): the time from Analyse to the
last mark for a 33-move Pond game and a whole Arctic game, at both depths (Hard, Quick), run by
the search worker as a player's review runs it, and the page's longest frame gap meanwhile (the
page stays free). For comparison, the same Pond analysis with the worker refused (the page's own
time slices). Writes docs/bench-analysis.md and .json, with the load average.

    .venv/bin/python scripts/bench_analysis.py           # about eight minutes
    .venv/bin/python scripts/bench_analysis.py --only pond

Stop other work first (tests, tournaments): the machine has 2 cores."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "py")]

import bench  # noqa: E402  (the server, Chromium, the load average)

WORKER_PREF = "vivarium.v1.pref.search-worker"
CASES = (("pond", {}, 33), ("arctic", {}, None))  # game, options, moves (None: whatever a whole game takes)
DEPTHS = (("hard", "Analyse"), ("quick", "Quick analysis"))
LIMIT_MS = 1_800_000

# the longest gap between two animation frames since the last call (the page's own thread)
GAPS_JS = """() => {
  if (!window.__gaps) {
    window.__gaps = {last: performance.now(), worst: 0};
    const tick = (now) => { const g = window.__gaps; g.worst = Math.max(g.worst, now - g.last); g.last = now; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  }
  const worst = window.__gaps.worst; window.__gaps.worst = 0; return worst;
}"""


def finished_record(game_id, options, moves, seed=3):
    """A finished game of exactly ``moves`` moves (any length when None): Easy-like play (greedy
    with a random move now and then) from the first seed that gives it."""
    from vivarium.core.bots import GreedyBot
    from vivarium.games import GAMES

    game = GAMES[game_id]
    options = game.normalize_options(options)
    n = game.seat_count_for(options)
    for s in range(seed, seed + 400):
        state, actions, bot = game.setup(options, s), [], GreedyBot(epsilon=0.3, samples=1)
        while game.outcome(state) is None and len(actions) < 2000:
            seat = game.actor(state)
            action = bot.choose(game, game.view(state, seat), seat, s * 1000 + len(actions))
            state = game.apply(state, action)
            actions.append(action)
        if game.outcome(state) is not None and (moves is None or len(actions) == moves):
            return {"version": 1, "game": game_id, "options": options, "seed": s,
                    "players": [{"kind": "human", "name": f"P{i + 1}"} for i in range(n)], "actions": actions}
    raise SystemExit(f"no {game_id} game of {moves} moves from seeds {seed}..{seed + 399}")


def analyse(browser, server, record, depth_button, worker):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    page = context.new_page()
    if not worker:
        page.route("**/search-worker.mjs", lambda route: route.abort())
    page.goto(server.url + "index.html")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=bench.BOOT_TIMEOUT_MS)
    page.evaluate("([k, rec]) => { localStorage.setItem(k, 'on'); localStorage.setItem('vivarium.v1.save.an', JSON.stringify(rec)); }",
                  [WORKER_PREF, record])
    page.goto(server.url + "index.html#/review/an")
    page.wait_for_selector(".review", timeout=bench.BOOT_TIMEOUT_MS)
    page.wait_for_function("s => document.documentElement.getAttribute('data-search-worker') === s",
                           arg="ready" if worker else "failed", timeout=bench.BOOT_TIMEOUT_MS)
    page.wait_for_timeout(500)
    page.evaluate(GAPS_JS)
    start = page.evaluate("() => performance.now()")
    page.get_by_role("button", name=depth_button, exact=True).click()
    page.wait_for_function("() => !document.querySelector('progress#analysis-progress') && document.querySelector('figure.analysis')",
                           timeout=LIMIT_MS, polling=100)
    seconds = (page.evaluate("() => performance.now()") - start) / 1000
    gap = page.evaluate(GAPS_JS)
    saved = json.loads(page.evaluate("() => localStorage.getItem('vivarium.v1.save.an')"))
    context.close()
    return {"seconds": round(seconds, 1), "worst_frame_gap_ms": round(gap, 1), "decisions": len(saved["analysis"]["moves"])}


def _machine(m):
    if not isinstance(m, dict):
        return str(m)
    return ", ".join(str(x) for x in (m.get("cpu"), f"{m.get('cores')} cores", f"{m.get('memory_gb')} GB", m.get("os"),
                                      f"Python {m.get('python')}") if x)


def markdown(res):
    lines = ["# The analysis of a finished game, in the search worker (issue 40)", "",
             f"Measured {res['date']} on {_machine(res['machine'])}; load average {res['load_start']} at the start, "
             f"{res['load_end']} at the end. Generated by `scripts/bench_analysis.py` (do not edit by hand).", "",
             "From Analyse (or Quick analysis) to the last mark in the review, as a player runs it: the search worker",
             "weighs every decision from the mover's own view while the page stays free (the page's longest gap",
             "between two frames meanwhile is in the last column: a redraw of the progress bar and the marks as they",
             "come; Arctic's table is the heaviest to redraw). Hard = the Hard computer's search per decision with its",
             "time cap; Quick = a quarter of it. Chromium, Pyodide 314.0.7, the worker started plain.", "",
             "| game | moves | depth | where | decisions | seconds | longest frame gap (ms) |", "|---|---|---|---|---|---|---|"]
    for row in res["rows"]:
        lines.append(f"| {row['game']} | {row['moves']} | {row['depth']} | {'worker' if row['worker'] else 'page (no worker)'} "
                     f"| {row['decisions']} | {row['seconds']} | {row['worst_frame_gap_ms']} |")
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", choices=[c[0] for c in CASES])
    ap.add_argument("--out", default=str(ROOT / "docs" / "bench-analysis"))
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    res = {"date": time.strftime("%Y-%m-%d"), "machine": bench.machine(), "load_start": bench.loadavg(), "rows": []}
    with bench.Server(ROOT) as server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=bench.find_chromium(), args=bench.CHROMIUM_ARGS, headless=True)
        for game_id, options, moves in CASES:
            if args.only and game_id != args.only:
                continue
            record = finished_record(game_id, options, moves)
            runs = [(depth, button, True) for depth, button in DEPTHS] + ([("hard", "Analyse", False)] if game_id == "pond" else [])
            for depth, button, worker in runs:
                row = {"game": game_id, "moves": len(record["actions"]), "depth": depth, "worker": worker,
                       **analyse(browser, server, record, button, worker), "load": bench.loadavg()}
                print(json.dumps(row), flush=True)
                res["rows"].append(row)
        browser.close()
    res["load_end"] = bench.loadavg()
    Path(args.out + ".json").write_text(json.dumps(res, indent=1) + "\n", encoding="utf-8")
    Path(args.out + ".md").write_text(markdown(res), encoding="utf-8")
    print(markdown(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
