"""The benchmark's "remote" section (issue 24): a remote move's round trip between two browser
contexts joined by a real WebRTC data channel on this machine, for Lepidoptery.

Each measured move is made on the remote device: its cards are selected first (local, no
network), then the clock runs from the click on the play button until the device's own log shows
the move, i.e. remote click → message → host checks and applies → host sends the new view →
the device draws it. The host's person answers each time. Used by scripts/bench.py."""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))  # the e2e drivers: setup form, invitation, reply, hand


def _boot(page, path="index.html", timeout=120_000):
    page.goto(path)
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=timeout)


def _choice(game, state):
    """The play of the fewest cards (games last longer), else pass."""
    from vivarium.games.lepidoptery.rules import parse_action

    plays = [a for a in game.legal_actions(state) if a != "pass"]
    if not plays:
        return "pass"
    return min(plays, key=lambda a: (len(parse_action(a).naturals) + (parse_action(a).joker is not None), a))


def section_remote(pw, server, args, launch, loadavg, want=30):
    import lep_driver as L
    import remote_driver as R
    import table_driver as T
    from vivarium.core.records import replay
    from vivarium.games import GAMES

    game = GAMES["lepidoptery"]
    browser = pw.chromium.launch(**launch)
    result = {"load_before": loadavg(), "game": "lepidoptery", "round_trips_ms": [], "in_page_ms": [], "host_ms": []}
    try:
        host = R.new_device(browser, server.url).new_page()
        guest = R.new_device(browser, server.url).new_page()
        games = 0
        while len(result["round_trips_ms"]) < want and games < 4:
            games += 1
            _boot(host, "index.html#/")  # home, not the last (finished) table with its end panel
            T.start_table(host, "lepidoptery", ["human", "remote"], ["Ana", ""], {"rows": "5", "first": "light"})
            R.connect(host, guest, 1, "Bob", _boot)
            guest.evaluate("() => document.addEventListener('click', () => { window.__clickAt = performance.now(); }, true)")
            for _ in range(400):
                state = replay(game, T.saved_record(host))[-1]
                if game.outcome(state) is not None or len(result["round_trips_ms"]) >= want:
                    break
                n = R.moves(host)
                seat = game.actor(state)
                page = host if seat == 0 else guest
                R.wait_guest_ply(guest, n)
                button = L.select_play(page, _choice(game, state))  # local: nothing sent yet
                started = time.perf_counter()
                button.click()
                if seat == 1:
                    guest.wait_for_function("n => document.querySelectorAll('.log li.step').length > n", arg=n, timeout=15_000)
                    result["round_trips_ms"].append(round((time.perf_counter() - started) * 1000, 1))
                    # the same trip in the device's own clock (its click to its redraw), and the host's share
                    inpage = guest.evaluate("() => Number(document.body.dataset.remoteDrawnAt) - window.__clickAt")
                    result["in_page_ms"].append(round(inpage, 1))
                    result["host_ms"].append(float(host.evaluate("() => document.body.dataset.remoteHostMs || 0")))
                else:
                    R.wait_moves(host, n + 1)
            host.goto("about:blank")
    finally:
        browser.close()
    trips = result["round_trips_ms"]
    if trips:
        result["median_ms"] = round(statistics.median(trips), 1)
        result["worst_ms"] = max(trips)
        result["in_page_median_ms"] = round(statistics.median(result["in_page_ms"]), 1)
        result["in_page_worst_ms"] = max(result["in_page_ms"])
        result["host_median_ms"] = round(statistics.median(result["host_ms"]), 1)
    result["moves"] = len(trips)
    result["load_after"] = loadavg()
    return result
