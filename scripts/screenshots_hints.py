#!/usr/bin/env python3
"""Pictures of a hint that says why (issue 39), in docs/screenshots/: ``hint-<game>-<width>.png``
for every game, at 375x740 and 1280x800. A game against the Easy computer, saved a few moves
in (greedy play from a fixed seed: e2e/table_driver.greedy_record), is opened; the person asks
for a Hint and the picture is taken once it is shown (the move highlighted, its reasons in
words, the estimate in words). Not a test: run it by hand when the hint or a game's reasons
change, then look at the pictures.

    .venv/bin/python scripts/screenshots_hints.py [--out DIR] [--game pond]
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "e2e"), str(ROOT / "scripts")]

from screenshots_learn import PHONE, WIDE, served_chromium  # noqa: E402
from table_driver import CURRENT_KEY, SAVE_PREFIX, greedy_record  # noqa: E402
from vivarium.games import IDS  # noqa: E402

# a position a few moves in, where the hint has something to say (options: the game's defaults)
PLIES = {"pond": 6, "lepidoptery": 4, "arctic": 9, "hexapod": 6, "papillon": 5}
READY = '.hint-box[data-hint-state="ready"]'


def shoot(browser, base, game_id, size, path):
    record = greedy_record(game_id, {}, plies=PLIES.get(game_id, 4), seed=7)
    items = {SAVE_PREFIX + "hint": json.dumps(record), CURRENT_KEY: "hint", "vivarium.v1.pref.pace": "instant"}
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, service_workers="block", locale="en-US")
    page = ctx.new_page()
    page.add_init_script(f"const items = {json.dumps(items)}; for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);")
    page.goto(f"{base}#/game/hint")
    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
    page.wait_for_selector(f'section.play[data-game="{game_id}"]', timeout=60_000)
    page.locator('.toolbar [data-cmd="hint"]').click()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_timeout(700)  # the hint's own entrance, the highlighted move's
    page.screenshot(path=str(path))
    ctx.close()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    ap.add_argument("--game", action="append", help="only these games (default: every game)")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    with served_chromium() as (browser, base):
        for game_id in args.game or IDS:
            for size in (PHONE, WIDE):
                path = args.out / f"hint-{game_id}-{size[0]}.png"
                shoot(browser, base, game_id, size, path)
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
