#!/usr/bin/env python3
"""Pictures of the guided first game ("Learn", issue 39), in docs/screenshots/:
``learn-<lesson>-<width>.png`` for every lesson (``games/<id>/lesson.py``; a next lesson
``learn-<game>-<part>-…``, e.g. ``learn-papillon-orange-375.png``), at 375x740
and 1280x800: a guided step halfway through the script, its target highlighted and the bubble
beside it (a bar on the phone). Played as a new player would, pressing only the highlighted
targets (e2e/learn_driver.py), on the page served by scripts/serve.py. Not a test: run it by
hand when a lesson or the bubble changes, then look at the pictures.

    .venv/bin/python scripts/screenshots_learn.py [--out DIR] [--game pond] [--game papillon/orange]
"""
from __future__ import annotations

import argparse
import contextlib
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "e2e"), str(ROOT / "scripts")]

import learn_driver as D  # noqa: E402
from screenshots import free_port  # noqa: E402
from vivarium.ui import learn  # noqa: E402

PHONE, WIDE = (375, 740), (1280, 800)


def shoot(browser, base, game_id, size, path):
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, service_workers="block", locale="en-US")
    page = ctx.new_page()
    page.add_init_script("localStorage.setItem('vivarium.v1.pref.pace', 'instant')")
    page.goto(f"{base}#/learn/{game_id}")
    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
    page.wait_for_selector(D.BUBBLE, timeout=60_000)
    yours = [s for s in learn.lesson_of(game_id)["steps"] if "you" in s]
    halfway = sum(1 + len(s.get("press") or []) for s in yours[: len(yours) // 2])
    D.play_until(page, steps=halfway)
    D.wait_ready(page, "")
    page.wait_for_timeout(300)
    page.screenshot(path=str(path))
    ctx.close()


@contextlib.contextmanager
def served_chromium():
    """``(browser, base address)``: Chromium and the site served by scripts/serve.py, both stopped after."""
    from playwright.sync_api import sync_playwright

    port = free_port()
    server = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", str(port), "--quiet"])
    time.sleep(0.8)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
            yield browser, f"http://127.0.0.1:{port}/index.html"
            browser.close()
    finally:
        server.terminate()
        server.wait()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    ap.add_argument("--game", action="append", help="only these lessons (default: every lesson)")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    shots = [(game_id, size, args.out / f"learn-{game_id.replace('/', '-')}-{size[0]}.png") for game_id in args.game or D.LESSONS for size in (PHONE, WIDE)]
    with served_chromium() as (browser, base):
        for game_id, size, path in shots:
            shoot(browser, base, game_id, size, path)
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
