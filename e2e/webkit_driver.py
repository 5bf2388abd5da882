"""WebKit (Safari's engine) for the e2e tests (issue 37): Debian's WebKitGTK MiniBrowser driven
by its WebDriver (``WebKitWebDriver``, package webkit2gtk-driver) through Selenium, on a virtual
screen of its own (``Xvfb``, package xvfb) -- WebKitGTK has no headless mode.

scripts/test.sh installs webkit2gtk-driver and xvfb when missing, and Selenium is pinned in
requirements-dev.txt. ``missing()`` says in one sentence what is not there.

Imported by the e2e tests as ``import webkit_driver`` (e2e/ is on sys.path).
"""
from __future__ import annotations

import glob
import os
import shutil
import signal
import subprocess
import tempfile
import time
import warnings

try:
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service
except ImportError:  # reported by missing()
    webdriver = None

START_S = 60  # the driver and the browser up
STEP_S = 15  # one click -> re-render
BOOT_S = 90  # Pyodide in JavaScriptCore, cold, on a loaded 2-core machine


def driver_path() -> str | None:
    return os.environ.get("WEBKIT_WEBDRIVER") or shutil.which("WebKitWebDriver")


def browser_path() -> str | None:
    """WebKitGTK's MiniBrowser (shipped with libwebkit2gtk, not on PATH)."""
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser")) + sorted(glob.glob("/usr/libexec/webkit2gtk-4.*/MiniBrowser"))
    return os.environ.get("WEBKIT_BROWSER") or (found[-1] if found else None)


def missing() -> str | None:
    """Why WebKit cannot be driven here, or None."""
    if webdriver is None:
        return "selenium is not installed (requirements-dev.txt; scripts/test.sh installs it)"
    if not driver_path():
        return "WebKitWebDriver not found (`apt-get install webkit2gtk-driver`; scripts/test.sh does)"
    if not browser_path():
        return "WebKitGTK's MiniBrowser not found (`apt-get install webkit2gtk-driver` brings libwebkit2gtk)"
    if not shutil.which("Xvfb"):
        return "Xvfb not found (`apt-get install xvfb`; scripts/test.sh does)"
    return None


class Screen:
    """An X server of our own (``Xvfb -displayfd``: it picks a free display and tells us)."""

    def __init__(self):
        read, write = os.pipe()
        self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                                     pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     start_new_session=True)
        os.close(write)
        number = b""
        deadline = time.monotonic() + START_S
        with os.fdopen(read, "rb") as pipe:
            while not number.endswith(b"\n") and time.monotonic() < deadline:
                chunk = pipe.read(1)
                if not chunk:
                    break
                number += chunk
        if not number.strip().isdigit():
            self.close()
            raise RuntimeError("Xvfb did not start")
        self.display = ":" + number.decode().strip()

    def close(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


class WebKit:
    """MiniBrowser under WebKitWebDriver on its own screen; ``close()`` ends all of it."""

    def __init__(self):
        self.screen = Screen()
        self.log_path = tempfile.mktemp(prefix="vivarium-webkit-", suffix=".log")
        options = Options()
        options.binary_location = browser_path()
        options.add_argument("--automation")
        env = {**os.environ, "DISPLAY": self.screen.display}
        self.service = Service(executable_path=driver_path(), log_output=self.log_path, env=env)
        try:
            with warnings.catch_warnings():  # Selenium's own use of a deprecated argument
                warnings.simplefilter("ignore", DeprecationWarning)
                self.d = webdriver.WebKitGTK(options=options, service=self.service)
        except BaseException:
            self.screen.close()
            raise
        self.d.set_page_load_timeout(BOOT_S)
        self.d.set_script_timeout(STEP_S)

    def log_tail(self, n: int = 3000) -> str:
        try:
            with open(self.log_path, errors="replace") as f:
                return f.read()[-n:]
        except OSError:
            return ""

    def close(self):
        try:
            self.d.quit()
        except Exception:  # the browser may be gone already
            pass
        proc = getattr(self.service, "process", None)
        if proc is not None and proc.poll() is None:
            try:
                os.kill(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.screen.close()
        try:
            os.unlink(self.log_path)
        except OSError:
            pass


# ---------------------------------------------------------------- page helpers

STATE_JS = """
    const html = document.documentElement, body = document.body;
    const text = sel => [...document.querySelectorAll(sel)].map(e => e.textContent.trim()).filter(Boolean).join(' | ');
    const snap = window.vivariumSnapshot;
    return {url: location.href, ready: body && body.dataset.ready, bootError: body && body.hasAttribute('data-boot-error'),
            errors: text('#boot-error, .py-error, .notices .error'), boot: html.dataset.boot, snapshot: html.dataset.snapshot,
            sw: html.dataset.sw, lang: html.lang, snapshotError: snap ? snap.error : null,
            log: document.querySelectorAll('.log li.step').length, status: text('.play .status'),
            actions: [...document.querySelectorAll('[data-action]')].slice(0, 8).map(e => e.tagName + ' ' + e.dataset.action),
            ui: [...document.querySelectorAll('[data-ui]')].slice(0, 8).map(e => e.tagName + ' ' + e.dataset.ui)};
"""


def js(d, script: str, *args):
    return d.execute_script(script, *args)


def state(d) -> dict:
    try:
        return js(d, STATE_JS)
    except WebDriverException as exc:  # mid-navigation
        return {"unavailable": str(exc)[:200]}


def wait_for(d, condition: str, timeout: float, what: str, *args):
    """Poll the JS expression ``condition`` until it is true; AssertionError with the page's state."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if js(d, f"return Boolean({condition});", *args):
                return
        except WebDriverException:  # a document being replaced
            pass
        if time.monotonic() > deadline:
            raise AssertionError(f"WebKit: {what} not seen after {timeout:.0f} s; page: {state(d)}")
        time.sleep(0.2)


def wait_ready(d, what: str) -> dict:
    """The app is up (body[data-ready="1"]); a boot error fails at once with its text. An
    embed's picture is started with its Play button first."""
    wait_for(d, "document.body && (document.body.dataset.ready === '1' || document.body.hasAttribute('data-boot-error')"
                " || document.querySelector('[data-poster-play]'))", BOOT_S, what)
    if js(d, "return Boolean(document.querySelector('[data-poster-play]')) && document.body.dataset.ready !== '1';"):
        click(d, "[data-poster-play]")
        wait_for(d, "document.body.dataset.ready === '1' || document.body.hasAttribute('data-boot-error')", BOOT_S, what)
    s = state(d)
    assert not s["bootError"], f"WebKit: boot error on {what}: {s['errors']}"
    return s


def open_page(d, url: str, what: str) -> dict:
    d.get(url)
    return wait_ready(d, what)


def reload(d, what: str) -> dict:
    """Reload as a person does (the service worker controls the new document)."""
    js(d, "document.documentElement.setAttribute('data-e2e-old', ''); location.reload();")
    wait_for(d, "!document.documentElement.hasAttribute('data-e2e-old') && document.readyState !== 'loading'",
             BOOT_S, f"the new document of {what}")
    return wait_ready(d, what)


# no animation that ends is playing (table_driver.SETTLED): a card sliding to its new place
AT_REST = "document.getAnimations().every(a => a.playState !== 'running' || !isFinite(a.effect.getComputedTiming().endTime))"


def click(d, selector: str):
    """A WebDriver click (real pointer events) on the first element matching ``selector``,
    once the page is at rest: WebDriver aims at where the element is drawn at that moment,
    and a River card still sliding after the last take is somewhere else a frame later (as a
    person waits to see the card before clicking it)."""
    wait_for(d, AT_REST, STEP_S, "the page at rest before a click")
    deadline = time.monotonic() + STEP_S
    while True:
        try:
            d.find_element(By.CSS_SELECTOR, selector).click()
            return
        except WebDriverException as exc:  # not there yet, stale after a re-render, covered
            if time.monotonic() > deadline:
                raise AssertionError(f"WebKit: could not click {selector}: {type(exc).__name__} {exc.msg}; "
                                     f"page: {state(d)}") from None
            time.sleep(0.2)


def click_each_until(d, selector: str, shown: str, what: str):
    """Click the elements matching ``selector`` one after the other until ``shown`` is on the
    page (a card of the hand until its moves are listed)."""
    for i in range(js(d, "return document.querySelectorAll(arguments[0]).length;", selector)):
        try:
            d.find_elements(By.CSS_SELECTOR, selector)[i].click()
            wait_for(d, "document.querySelector(arguments[0])", STEP_S / 3, what, shown)
            return
        except (WebDriverException, IndexError, AssertionError):
            continue
    raise AssertionError(f"WebKit: {what}: no {selector} shows {shown}; page: {state(d)}")


def choose(d, select: str, value: str):
    """Pick ``value`` in ``select`` (the form re-renders after each change)."""
    deadline = time.monotonic() + STEP_S
    while True:
        try:
            Select(d.find_element(By.CSS_SELECTOR, select)).select_by_value(value)
            break
        except WebDriverException:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)
    wait_for(d, "(document.querySelector(arguments[0]) || {}).value === arguments[1]", STEP_S,
             f"{select} = {value}", select, value)


def log_lines(d) -> list[str]:
    """The game log, oldest first."""
    return js(d, """return [...document.querySelectorAll('.log li.step')]
        .map(e => [Number(e.getAttribute('value')), e.textContent.trim()])
        .sort((a, b) => a[0] - b[0]).map(p => p[1]);""")


def resources(d, ending: str) -> list[str]:
    """Resource Timing's requests of this document whose address ends with ``ending``."""
    return js(d, "return performance.getEntriesByType('resource').map(e => e.name).filter(u => u.endsWith(arguments[0]));",
              ending)


def search_worker(d) -> dict:
    """The search worker as the page tells it (issue 40): its state, start (``ms``, ``boot``,
    ``wall``), ``error``, and the last computer's move's ``bot`` stats (``worker``: 1 when the
    worker chose it). The same script as Firefox's driver."""
    from firefox_driver import SEARCH_WORKER_JS  # plain JavaScript, no Marionette needed

    return js(d, SEARCH_WORKER_JS)
