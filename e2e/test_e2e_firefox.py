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

scripts/test.sh installs firefox-esr and marionette-driver; without them the test fails
(VIVARIUM_NO_FIREFOX=1 skips it instead).
"""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import warnings
from pathlib import Path

import pytest

import site_server

try:
    with warnings.catch_warnings():  # mozinfo/mozrunner's own imports of deprecated stdlib APIs
        warnings.simplefilter("ignore", DeprecationWarning)
        from marionette_driver import By, errors as mn_errors
        from marionette_driver.marionette import Marionette
except ImportError:  # reported by the test itself (scripts/test.sh installs it)
    Marionette = None

PREFIX = "/vivarium/"
PREF = "vivarium.v1.pref.start-faster"
START_S = 60  # Firefox up and its Marionette server listening
BOOT_S = 60  # Pyodide + the app, cold, on a loaded 2-core machine
STEP_S = 15  # one click -> re-render
BOT_S = 30  # the computer's answer
MAKE_S = 90  # the snapshot: a second interpreter in a worker, ~31 MB written
SW_S = 60  # the service worker's precache (~15 MB)

# user.js of the throwaway profile: no first-run pages, no updates, no telemetry, nothing
# fetched from the network by Firefox itself (Marionette adds its own recommended prefs too).
PREFS = {
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.startup.page": 0,
    "browser.aboutwelcome.enabled": False,
    "startup.homepage_welcome_url": "",
    "app.update.enabled": False,
    "app.update.auto": False,
    "app.normandy.enabled": False,
    "app.normandy.api_url": "",
    "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.healthreport.uploadEnabled": False,
    "toolkit.telemetry.enabled": False,
    "toolkit.telemetry.unified": False,
    "toolkit.telemetry.server": "",
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "network.dns.disablePrefetch": True,
    "network.prefetch-next": False,
    "network.manage-offline-status": False,  # "offline" below means the server is gone, not the OS
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "browser.safebrowsing.downloads.enabled": False,
    "browser.safebrowsing.update.enabled": False,
    "extensions.update.enabled": False,
    "extensions.getAddons.cache.enabled": False,
    "extensions.systemAddon.update.enabled": False,
    "services.settings.server": "data:,#remote-settings-dummy/v1",
    "media.gmp-manager.updateEnabled": False,
    "browser.newtabpage.enabled": False,
    "browser.translations.enable": False,
    "dom.push.connection.enabled": False,
    "toolkit.startup.max_resumed_crashes": -1,
}


def _find_firefox() -> str | None:
    for candidate in (os.environ.get("FIREFOX_PATH"), shutil.which("firefox-esr"), "/usr/bin/firefox-esr"):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _user_js(prefs: dict) -> str:
    def js(value):
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int):
            return str(value)
        return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'
    return "".join(f'user_pref("{name}", {js(value)});\n' for name, value in prefs.items())


class Firefox:
    """``firefox-esr --headless --marionette`` on a throwaway profile, and its Marionette session.

    ``close()`` always ends the browser (its whole process group: Firefox starts content
    processes) and deletes the profile."""

    def __init__(self, binary: str):
        self.profile = Path(tempfile.mkdtemp(prefix="vivarium-firefox-"))
        self.log_path = self.profile.parent / (self.profile.name + ".log")
        self.port = _free_port()
        (self.profile / "user.js").write_text(_user_js({**PREFS, "marionette.port": self.port}), encoding="utf-8")
        env = {**os.environ, "MOZ_HEADLESS": "1", "MOZ_CRASHREPORTER_DISABLE": "1"}
        with open(self.log_path, "wb") as log:
            self.proc = subprocess.Popen(
                [binary, "--headless", "--marionette", "--profile", str(self.profile), "-no-remote", "about:blank"],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True)
        self.m = None
        try:
            self.m = Marionette(host="127.0.0.1", port=self.port, startup_timeout=START_S)
            self.m.start_session(timeout=START_S)
            self.m.timeout.page_load = BOOT_S
            self.m.timeout.script = STEP_S
        except BaseException:
            log = self.log_tail()
            self.close()
            pytest.fail(f"firefox-esr did not start with Marionette on port {self.port}:\n{log}", pytrace=False)

    def log_tail(self, n: int = 3000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-n:]
        except OSError:
            return ""

    def close(self):
        if self.m is not None:
            try:
                self.m.delete_session()
            except Exception:  # the browser may be gone already
                pass
            self.m.cleanup_ran = True  # nothing left for Marionette.__del__ to do
            self.m = None
        if self.proc.poll() is None:
            for sig, wait in ((signal.SIGTERM, 10), (signal.SIGKILL, 10)):
                try:
                    os.killpg(self.proc.pid, sig)  # the group this test started (start_new_session)
                except ProcessLookupError:
                    break
                try:
                    self.proc.wait(timeout=wait)
                    break
                except subprocess.TimeoutExpired:
                    continue
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # content processes that outlived the parent
        except ProcessLookupError:
            pass
        shutil.rmtree(self.profile, ignore_errors=True)
        self.log_path.unlink(missing_ok=True)


# ---------------------------------------------------------------- page helpers (Marionette)

def js(m, script: str, *args):
    """``script``'s value in the page (content scripts see the DOM; page globals through
    ``window.wrappedJSObject``)."""
    return m.execute_script(script, script_args=args)


STATE_JS = """
    const html = document.documentElement, body = document.body;
    const text = sel => [...document.querySelectorAll(sel)].map(e => e.textContent.trim()).filter(Boolean).join(' | ');
    const snap = window.wrappedJSObject.vivariumSnapshot;
    return {url: location.href, ready: body && body.dataset.ready, bootError: body && body.hasAttribute('data-boot-error'),
            errors: text('#boot-error, .py-error, .notices .error'), boot: html.dataset.boot, snapshot: html.dataset.snapshot,
            sw: html.dataset.sw, snapshotError: snap ? snap.error : null, log: document.querySelectorAll('.log li.step').length};
"""


def state(m) -> dict:
    try:
        return js(m, STATE_JS)
    except Exception as exc:  # mid-navigation
        return {"unavailable": repr(exc)}


def wait_for(m, condition: str, timeout: float, what: str, *args):
    """Poll the JS expression ``condition`` until it is true; fail with the page's state."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if js(m, f"return Boolean({condition});", *args):
                return
        except mn_errors.MarionetteException:  # a document being replaced, a script timeout
            pass
        if time.monotonic() > deadline:
            pytest.fail(f"Firefox: {what} not seen after {timeout:.0f} s; page: {state(m)}", pytrace=False)
        time.sleep(0.2)


def wait_ready(m, what: str):
    """The app is up (body[data-ready="1"]); a boot error fails at once with its text."""
    wait_for(m, "document.body && (document.body.dataset.ready === '1' || document.body.hasAttribute('data-boot-error'))",
             BOOT_S, what)
    s = state(m)
    assert not s["bootError"], f"Firefox: boot error on {what}: {s['errors']}"
    return s


def reload(m, what: str):
    """Reload as a person does (F5) and wait for the app. Not Marionette's ``refresh()``: that is
    a reload bypassing the cache (LOAD_FLAGS_BYPASS_CACHE, like Ctrl+Shift+R), and such a page
    is never controlled by the service worker, so offline it would fail at the network."""
    js(m, "document.documentElement.setAttribute('data-e2e-old', ''); location.reload();")
    wait_for(m, "!document.documentElement.hasAttribute('data-e2e-old') && document.readyState !== 'loading'",
             BOOT_S, f"the new document of {what}")
    return wait_ready(m, what)


def click(m, selector: str):
    """A WebDriver click (real pointer events) on the first element matching ``selector``."""
    deadline = time.monotonic() + STEP_S
    while True:
        try:
            m.find_element(By.CSS_SELECTOR, selector).click()
            return
        except (mn_errors.NoSuchElementException, mn_errors.StaleElementException,
                mn_errors.ElementNotInteractableException, mn_errors.ElementClickInterceptedException):
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def choose(m, select: str, value: str):
    """Pick ``value`` in the setup form's ``select`` (the form re-renders after each change)."""
    click(m, f'#setup-form select[name="{select}"] option[value="{value}"]')
    wait_for(m, "(document.querySelector(arguments[0]) || {}).value === arguments[1]", STEP_S,
             f"{select} = {value}", f'#setup-form select[name="{select}"]', value)


def log_lines(m) -> list[str]:
    """The game log, oldest first (as pond_driver.log_lines)."""
    return js(m, """return [...document.querySelectorAll('.log li.step')]
        .map(e => [Number(e.getAttribute('value')), e.textContent.trim()])
        .sort((a, b) => a[0] - b[0]).map(p => p[1]);""")


def offsite(m, site_url: str) -> list[str]:
    """What this document loaded from anywhere but the site (Resource Timing)."""
    return js(m, """return performance.getEntries().map(e => e.name)
        .filter(u => /^https?:/.test(u) && !u.startsWith(arguments[0]));""", site_url)


# ---------------------------------------------------------------- the test

def test_firefox_boots_plays_resumes_from_the_snapshot_and_runs_offline(tmp_path):
    if os.environ.get("VIVARIUM_NO_FIREFOX") == "1":
        pytest.skip("VIVARIUM_NO_FIREFOX=1")
    binary = _find_firefox()
    if binary is None:
        pytest.fail("firefox-esr not found (set FIREFOX_PATH or `apt-get install firefox-esr`; scripts/test.sh does)",
                    pytrace=False)
    if Marionette is None:
        pytest.fail("marionette-driver is not installed (requirements-dev.txt; scripts/test.sh installs it)", pytrace=False)

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
        js(m, "localStorage.setItem(arguments[0], 'on');", PREF)

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
        t0 = time.monotonic()
        # the square is an SVG <g>, which Marionette cannot scroll into view: click its cell
        click(m, '.pond-board [data-action="place c3"] rect.cell')
        wait_for(m, "document.querySelectorAll('.log li.step').length >= 2", BOT_S, "the computer's answer")
        timings["move + answer"] = time.monotonic() - t0
        moves = log_lines(m)
        assert len(moves) == 2, moves

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

        # f. Offline: nothing answers at that address any more
        site.stop()
        t0 = time.monotonic()
        offline = reload(m, "the offline reload")
        timings["offline reload"] = time.monotonic() - t0
        assert offline["boot"] == "snapshot", f"Firefox's offline reload did not start from the snapshot: {offline}"
        wait_for(m, "document.querySelector('section.play')", STEP_S, "the resumed game, offline")
        assert log_lines(m) == moves, "the saved game resumes offline"
        legal = js(m, "return [...document.querySelectorAll('.pond-board [data-action]')].map(e => e.getAttribute('data-action'));")
        assert legal, "no legal move on the board after the offline reload"
        click(m, f'.pond-board [data-action="{legal[0]}"] rect.cell')
        wait_for(m, "document.querySelectorAll('.log li.step').length > arguments[0]", STEP_S,
                 "the offline move in the log", len(moves))
        assert log_lines(m)[: len(moves)] == moves
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
