#!/usr/bin/env python3
"""Pictures of the others' moves as a person sees them (issue 38 item 1), in docs/screenshots/:

- ``moves-papillon-capture-<width>.png``: a computer's capture, kept beside the table with the
  card that made it (1280x800 and 375x740; on the phone, the bar at the bottom says it);
- ``moves-replay-375.png``: the same phone during "Replay" of the moves since your last turn;
- ``moves-hexapod-case-375.png``: Hexapod's opponent case opened over the page on a phone;
- ``moves-arctic-ghost-1280.png``: a River card a computer takes, lifting away before the River
  closes up.

Real games from fixed seeds (the e2e tests' records), served by scripts/serve.py. Not a test:
run it by hand when the table changes, then look at the pictures.

    .venv/bin/python scripts/screenshots_moves.py [--out DIR]
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "e2e"), str(ROOT / "scripts")]

import papillon_driver as P  # noqa: E402
import table_driver as T  # noqa: E402
from screenshots import free_port  # noqa: E402
from vivarium.games import GAMES  # noqa: E402

PHONE, WIDE = (375, 740), (1280, 800)


def open_saved(browser, base, size, record, pace="instant"):
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, service_workers="block")
    page = ctx.new_page()
    items = {T.SAVE_PREFIX + "shot": json.dumps(record), T.CURRENT_KEY: "shot", "vivarium.v1.pref.pace": pace}
    page.add_init_script(f"(() => {{ if (sessionStorage.getItem('shot')) return; sessionStorage.setItem('shot', 1);"
                         f" for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v); }})();")
    page.goto(base + "#/game/shot")
    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
    page.wait_for_selector("section.play", timeout=60_000)
    return ctx, page


def papillon_capture(page):
    """The person plays until the computer's answer is a capture."""
    for _ in range(12):
        page.wait_for_function("document.body.dataset.bot !== 'thinking'", timeout=30_000)
        page.wait_for_timeout(600)
        _, state, _ = T.engine_state(page)
        last = state.get("last") or {}
        if state["turn"] == 0 and last.get("seat") == 1 and last.get("kind") in ("take", "sum", "combine"):
            return
        action, _ = P.choose(state, {"sum"})
        P.click_action(page, state, action)
    raise SystemExit("no capture by the computer in 12 turns")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    args.out.mkdir(parents=True, exist_ok=True)
    port = free_port()
    server = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", str(port), "--quiet"])
    base = f"http://127.0.0.1:{port}/index.html"
    shots = []
    try:
        time.sleep(0.8)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
            for size in (WIDE, PHONE):
                ctx, page = open_saved(browser, base, size, P.record(7, ["human", "bot:easy"]), pace="fast")
                papillon_capture(page)
                page.wait_for_timeout(900)
                shots.append(args.out / f"moves-papillon-capture-{size[0]}.png")
                page.screenshot(path=str(shots[-1]))
                if size == PHONE:
                    page.locator('.news [data-cmd="replay"]').click()
                    page.wait_for_selector('[data-replay]:not([data-replay="0"])', timeout=10_000)
                    page.wait_for_timeout(500)
                    shots.append(args.out / "moves-replay-375.png")
                    page.screenshot(path=str(shots[-1]))
                ctx.close()
            rec = T.late_record("hexapod", GAMES["hexapod"].normalize_options({}), [{"kind": "human"}, {"kind": "bot", "level": "easy"}], left=30)
            ctx, page = open_saved(browser, base, PHONE, rec)
            page.wait_for_selector(".hx-table [data-action]", state="attached", timeout=30_000)
            page.locator(".hx-peek").click()
            page.wait_for_timeout(500)
            shots.append(args.out / "moves-hexapod-case-375.png")
            page.screenshot(path=str(shots[-1]))
            ctx.close()
            rec = T.late_record("arctic", GAMES["arctic"].normalize_options({"players": 2}), [{"kind": "bot", "level": "easy"}, {"kind": "human"}], left=40)
            ctx, page = open_saved(browser, base, WIDE, rec, pace="slow")
            page.wait_for_function("document.querySelector('.motion-ghost') && document.getAnimations().forEach(a => a.pause()) === undefined",
                                   timeout=30_000, polling=10)  # the moment it starts to lift: stopped there
            shots.append(args.out / "moves-arctic-ghost-1280.png")
            page.screenshot(path=str(shots[-1]))
            ctx.close()
            browser.close()
    finally:
        server.terminate()
    for path in shots:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
