#!/usr/bin/env python3
"""Regenerate the README's pictures (docs/screenshots/): the home page and each game's table at
1280x800 and 375x740, as a player sees them without scrolling.

Each game is a real position: the engine plays greedy moves from a fixed seed (the person in
seat 0 against computers) until it is the person's turn after a few moves (each game's ``SHOT``
in games/<id>/checks.py); the record is put in localStorage as a saved game and the page resumes it. Not a
test: run it by hand when a view changes, then look at the pictures.

    .venv/bin/python scripts/screenshots.py            # serves the folder itself on a free port
    .venv/bin/python scripts/screenshots.py --only papillon --out /tmp/shots
    .venv/bin/python scripts/screenshots.py --only a11y        # the first game (--a11y-games) at 200 % zoom and in forced colours
    .venv/bin/python scripts/screenshots.py --lang fr          # the home page and every table in French (<name>-fr-<width>.png)
"""
from __future__ import annotations

import argparse
import json
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "e2e"))

from table_driver import greedy_record  # noqa: E402  (the e2e tests' own way to reach a position)
from vivarium.games import IDS, checks  # noqa: E402

SIZES = ((1280, 800), (375, 740))
SEED = 11


def record_for(game_id):
    """The game's own scene (``SHOT`` in ``games/<id>/checks.py``: options, plies to play at
    least, a condition on the state before stopping)."""
    options, plies, until = checks(game_id).shot
    return greedy_record(game_id, options, plies, until, SEED)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    ap.add_argument("--only", action="append", help="a game id, or home (repeatable)")
    ap.add_argument("--a11y-games", default=IDS[0], help="games shot at 200 %% zoom and in forced colours (comma-separated; 'all')")
    ap.add_argument("--lang", default="en", help="the page's language (pictures of another language than English are named <name>-<lang>-<width>.png)")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    args.out.mkdir(parents=True, exist_ok=True)
    port = free_port()
    server = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", str(port), "--quiet"])
    base = f"http://127.0.0.1:{port}/"
    wanted = [w for w in (args.only or ["home", *IDS]) if w != "a11y"]
    a11y = (not args.only or "a11y" in args.only) and args.lang == "en"  # --a11y-games at 200 % zoom and in forced colours
    suffix = "" if args.lang == "en" else f"-{args.lang}"
    try:
        time.sleep(0.8)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
            for name in wanted:
                items = {"vivarium.v1.pref.lang": args.lang}
                if name != "home":
                    record = record_for(name)
                    if args.lang != "en":  # the person in seat 0 is "You" in the page's language, not a typed name
                        record["players"][0].pop("name", None)
                    items.update({"vivarium.v1.save.shot": json.dumps(record), "vivarium.v1.current": "shot",
                                  "vivarium.v1.pref.pace": "instant"})
                for w, h in SIZES:
                    ctx = browser.new_context(viewport={"width": w, "height": h}, service_workers="block")
                    page = ctx.new_page()
                    page.add_init_script(f"(() => {{ for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v); }})();")
                    page.goto(base + ("#/" if name == "home" else "#/game/shot"))
                    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
                    page.wait_for_timeout(900)  # animations settle
                    path = args.out / f"{name}{suffix}-{w}.png"
                    page.screenshot(path=str(path))
                    print(path)
                    ctx.close()
            a11y_games = list(IDS) if args.a11y_games == "all" else args.a11y_games.split(",")
            for game_id in (a11y_games if a11y else []):  # issue 26: 200 % zoom and forced colours, mid-game
                items = {"vivarium.v1.save.shot": json.dumps(record_for(game_id)), "vivarium.v1.current": "shot",
                         "vivarium.v1.pref.pace": "instant"}
                for name, extra, media in ((f"{game_id}-zoom200", {"viewport": {"width": 640, "height": 400}, "device_scale_factor": 2}, {}),
                                           (f"{game_id}-forced-colors", {"viewport": {"width": 1280, "height": 800}}, {"forced_colors": "active"})):
                    ctx = browser.new_context(service_workers="block", **extra)
                    page = ctx.new_page()
                    if media:
                        page.emulate_media(**media)
                    page.add_init_script(f"(() => {{ for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v); }})();")
                    page.goto(base + "#/game/shot")
                    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
                    page.wait_for_timeout(900)
                    path = args.out / f"{name}.png"
                    page.screenshot(path=str(path))
                    print(path)
                    ctx.close()
            browser.close()
    finally:
        server.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
