"""Driving Debian's ``firefox-esr`` headless through Marionette (issues 25 and 37).

Playwright's own Firefox cannot be downloaded here, so the Firefox tests use neither Playwright nor
its fixtures: ``firefox-esr --headless --marionette`` on a throwaway profile, driven by the
``marionette-driver`` package (pinned in requirements-dev.txt). Imported by the e2e tests as
``import firefox_driver as F`` (e2e/ is on sys.path).

- ``require_firefox()``: the binary, or the test fails with what is missing (skips only with
  ``VIVARIUM_NO_FIREFOX=1``).
- ``Firefox(binary, prefs=...)``: the browser and its session (``.m``); ``close()`` always ends it.
- Page helpers taking the Marionette session ``m``: ``js``, ``wait_for``, ``wait_ready``,
  ``reload``, ``click``, ``choose``, ``fill``, ``log_lines``, ``offsite``, ``saved_record``,
  ``search_worker`` (the search worker's state, issue 40).
"""
from __future__ import annotations

import json
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

try:
    with warnings.catch_warnings():  # mozinfo/mozrunner's own imports of deprecated stdlib APIs
        warnings.simplefilter("ignore", DeprecationWarning)
        from marionette_driver import By, errors as mn_errors
        from marionette_driver.marionette import Marionette
except ImportError:  # reported by require_firefox() (scripts/test.sh installs it)
    Marionette = None

START_S = 60  # Firefox up and its Marionette server listening
BOOT_S = 60  # Pyodide + the app, cold, on a loaded 2-core machine
STEP_S = 15  # one click -> re-render
UNFOLD = "document.querySelectorAll('#setup-form details').forEach(box => { box.open = true; })"  # the new-game form's folded parts

SAVE_PREFIX = "vivarium.v1.save."
CURRENT_KEY = "vivarium.v1.current"

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
    "network.manage-offline-status": False,  # "offline" in a test means the server is gone, not the OS
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
    "devtools.console.stdout.content": True,  # the page's and its workers' console in the log (log_tail)
}


def find_firefox() -> str | None:
    for candidate in (os.environ.get("FIREFOX_PATH"), shutil.which("firefox-esr"), "/usr/bin/firefox-esr"):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


def require_firefox() -> str:
    """The firefox-esr binary; without it or marionette-driver the test fails (scripts/test.sh
    installs both), unless VIVARIUM_NO_FIREFOX=1 skips it."""
    if os.environ.get("VIVARIUM_NO_FIREFOX") == "1":
        pytest.skip("VIVARIUM_NO_FIREFOX=1")
    binary = find_firefox()
    if binary is None:
        pytest.fail("firefox-esr not found (set FIREFOX_PATH or `apt-get install firefox-esr`; scripts/test.sh does)",
                    pytrace=False)
    if Marionette is None:
        pytest.fail("marionette-driver is not installed (requirements-dev.txt; scripts/test.sh installs it)", pytrace=False)
    return binary


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

    ``prefs`` are added to ``PREFS`` in the profile's user.js. ``close()`` always ends the browser
    (its whole process group: Firefox starts content processes) and deletes the profile."""

    def __init__(self, binary: str, prefs: dict | None = None):
        self.profile = Path(tempfile.mkdtemp(prefix="vivarium-firefox-"))
        self.log_path = self.profile.parent / (self.profile.name + ".log")
        self.port = _free_port()
        all_prefs = {**PREFS, **(prefs or {}), "marionette.port": self.port}
        (self.profile / "user.js").write_text(_user_js(all_prefs), encoding="utf-8")
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
            sw: html.dataset.sw, snapshotError: snap ? snap.error : null, log: document.querySelectorAll('.log li.step').length,
            status: text('.status')};
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
    """Pick ``value`` in the setup form's ``select`` (the form re-renders after each change; its
    folded parts are unfolded first, and stay so)."""
    m.execute_script(UNFOLD)
    click(m, f'#setup-form select[name="{select}"] option[value="{value}"]')
    wait_for(m, "(document.querySelector(arguments[0]) || {}).value === arguments[1]", STEP_S,
             f"{select} = {value}", f'#setup-form select[name="{select}"]', value)


def type_text(m, selector: str, text: str):
    """Type ``text`` into the empty field ``selector`` key by key (WebDriver key events)."""
    wait_for(m, "document.querySelector(arguments[0])", STEP_S, selector, selector)
    el = m.find_element(By.CSS_SELECTOR, selector)
    el.clear()
    el.send_keys(text)
    wait_for(m, "(document.querySelector(arguments[0]) || {}).value === arguments[1]", STEP_S,
             f"{selector} typed", selector, text)


def fill(m, selector: str, text: str):
    """Put ``text`` in the field ``selector`` as a paste does, in one input (what Playwright's
    ``fill`` does: focus, set the value, an ``input`` event). For links of a few hundred
    characters, which a person pastes rather than types."""
    wait_for(m, "document.querySelector(arguments[0])", STEP_S, selector, selector)
    js(m, """const el = document.querySelector(arguments[0]); el.focus(); el.value = arguments[1];
             el.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertFromPaste'}));""",
       selector, text)


def value(m, selector: str) -> str | None:
    return js(m, "const el = document.querySelector(arguments[0]); return el ? el.value : null;", selector)


def text(m, selector: str) -> str:
    """The text of every element matching ``selector``, joined."""
    return js(m, "return [...document.querySelectorAll(arguments[0])].map(e => e.textContent).join(' ');", selector)


def count(m, selector: str) -> int:
    return js(m, "return document.querySelectorAll(arguments[0]).length;", selector)


def log_lines(m) -> list[str]:
    """The game log, oldest first (as pond_driver.log_lines)."""
    return js(m, """return [...document.querySelectorAll('.log li.step')]
        .map(e => [Number(e.getAttribute('value')), e.textContent.trim()])
        .sort((a, b) => a[0] - b[0]).map(p => p[1]);""")


def saved_record(m) -> dict:
    """The current saved game from this page's localStorage (the test's god view)."""
    raw = js(m, "const c = localStorage.getItem(arguments[0]); return c && localStorage.getItem(arguments[1] + c);",
             CURRENT_KEY, SAVE_PREFIX)
    assert raw, "Firefox: no current saved game in localStorage"
    return json.loads(raw)


def offsite(m, site_url: str) -> list[str]:
    """What this document loaded from anywhere but the site (Resource Timing)."""
    return js(m, """return performance.getEntries().map(e => e.name)
        .filter(u => /^https?:/.test(u) && !u.startsWith(arguments[0]));""", site_url)


SEARCH_WORKER_JS = """
    const html = document.documentElement, at = name => html.getAttribute('data-search-worker' + name);
    return {state: at(''), ms: at('-ms'), boot: at('-boot'), wall: at('-wall'), heap: at('-heap'), error: at('-error'),
            bot: JSON.parse(document.body.getAttribute('data-bot-stats') || 'null')};
"""


def search_worker(m) -> dict:
    """The search worker as the page tells it (issue 40, web/search_client.py): ``state``
    (starting, ready, failed), its start's ``ms`` and ``boot`` (snapshot or plain), ``error``, and
    the last computer's move's ``bot`` stats (``worker``: 1 when the worker chose it)."""
    return js(m, SEARCH_WORKER_JS)
