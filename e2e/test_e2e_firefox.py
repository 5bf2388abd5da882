"""A second browser (issue 25): Vivarium in Firefox, end to end.

Debian's ``firefox-esr`` runs headless with its Marionette server on, driven by the
``marionette-driver`` package (Playwright's own Firefox cannot be downloaded here, so this test
uses neither Playwright nor its fixtures). One scenario, on a copy of the site under a sub-path
with the service worker allowed, as the Chromium tests of e2e/test_e2e_offline.py and
e2e/test_e2e_snapshot.py do:

1. the app boots (``body[data-ready="1"]``);
2. a Pond move against the computer: the computer answers;
3. the memory snapshot is made (``<html data-snapshot="made">``, Start faster turned on: under
   automation it is off unless asked) and the service worker is ready;
4. a reload starts from the snapshot (``<html data-boot="snapshot">``) with the game resumed;
5. with the server stopped, a reload still starts, resumes the game, and plays a move.

With the search worker turned on (issue 40; under automation it is off unless asked): it starts
plain on the first visit and from the snapshot on the reloads, offline too (the runtime and the
app's archive come from the service worker), and the computer's answers are chosen in it
(``data-bot-stats`` ``"worker": 1``) and legal (the saved record replays in CPython).

The browser and the page helpers are in e2e/firefox_driver.py. scripts/test.sh installs
firefox-esr and marionette-driver; without them the test fails (VIVARIUM_NO_FIREFOX=1 skips it
instead).
"""
from __future__ import annotations

import time

import site_server
from firefox_driver import (STEP_S, Firefox, choose, click, js, log_lines, offsite, reload, require_firefox,
                            saved_record, search_worker, state, wait_for, wait_ready)
from vivarium.core.records import replay
from vivarium.games import GAMES

PREFIX = "/vivarium/"
PREF = "vivarium.v1.pref.start-faster"
BOT_S = 30  # the computer's answer
MAKE_S = 90  # the snapshot: a second interpreter in a worker, ~31 MB written
SW_S = 60  # the service worker's precache (~15 MB)
WORKER_PREF = "vivarium.v1.pref.search-worker"
WORKER_S = 120  # the search worker ready: its own Pyodide (search_client.START_LIMIT is 90 s)


def worker_ready(m, boot: str, what: str, timings: dict) -> dict:
    """The search worker is ready, started the ``boot`` way (plain or snapshot); its start's
    time (asked -> ready, as the page measured it) goes in ``timings``."""
    wait_for(m, "['ready', 'failed'].includes(document.documentElement.dataset.searchWorker)", WORKER_S,
             f"the search worker, {what}")
    worker = search_worker(m)
    assert worker["state"] == "ready", f"Firefox: the search worker did not start, {what}: {worker}"
    assert worker["boot"] == boot, f"Firefox: the search worker started {worker['boot']}, not {boot}, {what}: {worker}"
    timings[f"worker ({boot}, {what})"] = int(worker["wall"]) / 1000
    return worker


def answered_in_the_worker(m, what: str):
    """The last computer's move was chosen in the search worker, and every move is legal."""
    bot = search_worker(m)["bot"]
    assert bot and bot["worker"] == 1, f"Firefox: the computer's move was not chosen in the worker, {what}: {bot}"
    replay(GAMES["pond"], saved_record(m))  # raises on an illegal move

# ---------------------------------------------------------------- the test

def test_firefox_boots_plays_resumes_from_the_snapshot_and_runs_offline(tmp_path):
    binary = require_firefox()

    root = site_server.copy_site(tmp_path / "site")
    # a page of the same origin where the preference is set before the app ever starts
    (root / "e2e-blank.html").write_text("<!doctype html><title>blank</title>\n", encoding="utf-8")
    site = site_server.SiteServer(root, prefix=PREFIX).start()
    firefox = None
    timings = {}
    try:
        firefox = Firefox(binary)
        m = firefox.m

        # a. Start faster on (automation keeps no snapshot unless asked: navigator.webdriver)
        m.navigate(site.url + "e2e-blank.html")
        assert js(m, "return navigator.webdriver;") is True
        js(m, "localStorage.setItem(arguments[0], 'on'); localStorage.setItem(arguments[1], 'on');", PREF, WORKER_PREF)

        # b. Boot
        t0 = time.monotonic()
        m.navigate(site.url)
        first = wait_ready(m, "the first visit")
        timings["first boot"] = time.monotonic() - t0
        assert first["boot"] == "plain", first

        # c. A Pond move against the computer (light first: the player's turn)
        click(m, '[data-cmd="new pond"]')
        wait_for(m, "document.querySelector('#setup-form')", STEP_S, "the setup form")
        choose(m, "seat0", "human")
        choose(m, "seat1", "bot:easy")
        choose(m, "variant", "small")
        choose(m, "first", "light")
        click(m, '[data-cmd="start"]')
        wait_for(m, "document.querySelector('section.play')", STEP_S, "the game screen")
        worker_ready(m, "plain", "first visit", timings)
        t0 = time.monotonic()
        # the square is an SVG <g>, which Marionette cannot scroll into view: click its cell
        click(m, '.pond-board [data-action="place c3"] rect.cell')
        wait_for(m, "document.querySelectorAll('.log li.step').length >= 2", BOT_S, "the computer's answer")
        timings["move + answer"] = time.monotonic() - t0
        moves = log_lines(m)
        assert len(moves) == 2, moves
        answered_in_the_worker(m, "first visit")

        # d. The snapshot is made (in a worker), the service worker has the site
        t0 = time.monotonic()
        wait_for(m, "document.documentElement.dataset.snapshot", MAKE_S, "the snapshot (html[data-snapshot])")
        made = state(m)
        assert made["snapshot"] == "made", f"Firefox did not keep the snapshot: {made}"
        wait_for(m, "document.documentElement.dataset.sw === 'ready'", SW_S, "the service worker (html[data-sw=ready])")
        timings["snapshot + sw"] = time.monotonic() - t0
        assert offsite(m, site.url) == []

        # e. A reload starts from the snapshot and resumes the game
        t0 = time.monotonic()
        again = reload(m, "the reload")
        timings["reload"] = time.monotonic() - t0
        assert again["boot"] == "snapshot", f"Firefox's reload did not start from the snapshot: {again}"
        assert js(m, "return Boolean(navigator.serviceWorker.controller);"), "the service worker serves the page"
        wait_for(m, "document.querySelector('section.play')", STEP_S, "the resumed game")
        assert log_lines(m) == moves, "the saved game resumes"
        worker_ready(m, "snapshot", "reload", timings)

        # f. Offline: nothing answers at that address any more
        site.stop()
        t0 = time.monotonic()
        offline = reload(m, "the offline reload")
        timings["offline reload"] = time.monotonic() - t0
        assert offline["boot"] == "snapshot", f"Firefox's offline reload did not start from the snapshot: {offline}"
        wait_for(m, "document.querySelector('section.play')", STEP_S, "the resumed game, offline")
        assert log_lines(m) == moves, "the saved game resumes offline"
        worker_ready(m, "snapshot", "offline", timings)
        legal = js(m, "return [...document.querySelectorAll('.pond-board [data-action]')].map(e => e.getAttribute('data-action'));")
        assert legal, "no legal move on the board after the offline reload"
        click(m, f'.pond-board [data-action="{legal[0]}"] rect.cell')
        wait_for(m, "document.querySelectorAll('.log li.step').length > arguments[0] + 1", BOT_S,
                 "the offline move and the computer's answer in the log", len(moves))
        assert log_lines(m)[: len(moves)] == moves
        answered_in_the_worker(m, "offline")
        end = state(m)
        assert end["errors"] == "" and end["snapshotError"] is None, f"an error shown or recorded: {end}"
        assert offsite(m, site.url) == []
        print("\n[firefox] " + ", ".join(f"{k} {v:.1f} s" for k, v in timings.items()))
    except BaseException:
        if firefox is not None:
            print("\n[firefox log]\n" + firefox.log_tail())
        raise
    finally:
        if firefox is not None:
            firefox.close()
        site.stop()
