"""pytest-playwright against the served page, in Debian's chromium (never Playwright's own browsers).

Fixtures: static_server (session; .url ends with "/"), base_url, offsite (network guard -> list of
blocked URLs), boot (the boot() helper below). Tests look like:

    def test_boots(page, offsite, boot):
        boot(page)                      # index.html, waits for body[data-ready="1"]
        assert offsite == []
"""
from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
BOOT_TIMEOUT_MS = 60_000
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    # without these chromium tries to reach Google services (refused on a closed network)
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}


def _find_chromium() -> str | None:
    for candidate in (os.environ.get("CHROMIUM_PATH"), shutil.which("chromium"), "/usr/bin/chromium"):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


CHROMIUM = _find_chromium()

try:  # plain `pytest` on a CPython without the e2e deps: ignore this folder instead of erroring
    import playwright.sync_api  # noqa: F401
    import pytest_playwright  # noqa: F401
    HAVE_PLAYWRIGHT = True
except ImportError:
    HAVE_PLAYWRIGHT = False
    collect_ignore_glob = ["*"]


def pytest_report_header(config):
    if not HAVE_PLAYWRIGHT:
        return "e2e: playwright/pytest-playwright not installed, e2e/ ignored (use scripts/test.sh)"
    return f"e2e: chromium = {CHROMIUM or 'NOT FOUND'}"


# A renderer that crashes (seen once in CI while Pyodide booted, never reproduced) is the browser
# failing, not the app: such a test runs once more. Any other failure fails at once.
BROWSER_CRASHES = [r"Target crashed", r"Page crashed"]


def _longest_first(items):
    """The suite's two workers take whole files: the longest e2e files are handed out first (the
    times of a measured run, e2e/file_seconds.json, written by scripts/file_seconds.py), so
    that no long file starts last and runs alone at the end; the short CPython files fill in.
    Within a file the order is unchanged. A file missing from the table counts as a typical one."""
    try:
        seconds = json.loads((Path(__file__).parent / "file_seconds.json").read_text())
    except (OSError, ValueError):
        return
    typical = sorted(seconds.values())[len(seconds) // 2] if seconds else 0.0

    def weight(item):
        path = Path(str(item.path)).resolve().relative_to(ROOT).as_posix()
        return seconds.get(path, typical if path.startswith("e2e/") else 0.0)

    items.sort(key=lambda item: -weight(item))  # stable: each file keeps its own order


def pytest_collection_modifyitems(config, items):
    _longest_first(items)
    here = Path(__file__).parent
    e2e_items = [it for it in items if here in Path(str(it.path)).parents]
    if config.pluginmanager.hasplugin("rerunfailures"):
        for item in e2e_items:
            item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=BROWSER_CRASHES))
    if CHROMIUM or not e2e_items:
        return
    reason = "chromium not found (set CHROMIUM_PATH or `apt-get install chromium`; scripts/test.sh does)"
    if os.environ.get("CI"):  # test.sh installs it, so in CI a missing browser is a real failure
        raise pytest.UsageError(f"e2e: {reason}")
    for item in e2e_items:
        item.add_marker(pytest.mark.skip(reason=reason))


# ---------------------------------------------------------------- static server

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def static_server():
    """`python -m http.server` on a free 127.0.0.1 port, serving the repo root (the app's
    module archive rebuilt first, so edited modules are what the page runs)."""
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_app_archive.py")], check=True, stdout=subprocess.DEVNULL)
    log = tempfile.TemporaryFile()
    for _attempt in range(3):  # retry if the free port got taken in between
        port = _free_port()
        proc = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(ROOT)],
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        )
        url = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + 15
        while proc.poll() is None and time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(url, timeout=1):
                    break
            except OSError:
                time.sleep(0.05)
        else:
            proc.kill()
            proc.wait()
            continue
        break
    else:
        log.seek(0)
        pytest.fail("static server did not start:\n" + log.read().decode(errors="replace")[-2000:])
    try:
        yield SimpleNamespace(url=url, port=port, root=ROOT)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


# ---------------------------------------------------------------- pytest-playwright overrides

@pytest.fixture(scope="session")
def base_url(static_server):
    """Overrides pytest-base-url: page.goto("index.html") goes to the static server."""
    return static_server.url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM or "/usr/bin/chromium", "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # Service workers only where a test opts in (its own context with service_workers="allow").
    # English unless a test asks otherwise: the page takes its language from the browser's (issue 28)
    return {"locale": "en-US", **browser_context_args, "service_workers": "block"}


def _guard_origin(context) -> list[str]:
    """Local requests pass; anything else is recorded in the returned list and aborted."""
    blocked: list[str] = []

    def guard(route):
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob") or (parts.hostname or "") in LOCAL_HOSTS:
            route.continue_()
        else:
            blocked.append(url)
            route.abort()

    context.route("**/*", guard)
    return blocked


@pytest.fixture
def offsite(context):
    """Context-level guard: local requests pass; anything else is recorded here and aborted."""
    return _guard_origin(context)


def watch_problems(page) -> list[str]:
    """A list that collects the page's uncaught errors and console errors from now on."""
    problems: list[str] = []
    page.on("pageerror", lambda exc: problems.append(f"pageerror: {exc}"))
    page.on("console", lambda msg: problems.append(f"console.error: {msg.text}") if msg.type == "error" else None)
    return problems


# What a page that stopped answering looks like from inside (a shared page's failed test
# reports it): whether it is visible, whether it still paints frames, what is playing.
PAGE_STATE_JS = """async () => {
  const frame = await Promise.race([new Promise(r => requestAnimationFrame(() => r(true))),
                                    new Promise(r => setTimeout(() => r(false), 1000))]);
  const a = document.activeElement;
  return {visibility: document.visibilityState, paints_frames: frame, hash: location.hash,
          animations: document.getAnimations().filter(x => x.playState === 'running').length,
          bot: document.body.getAttribute('data-bot'), focus: a ? a.outerHTML.slice(0, 120) : null,
          scroll: [scrollX, scrollY], size: [innerWidth, innerHeight]};
}"""


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed test on a shared page: its state goes in the report, and the module's next
    test gets a freshly booted page (one stuck page must not fail the tests after it)."""
    outcome = yield
    report = outcome.get_result()
    page = item.funcargs.get("shared_page") if hasattr(item, "funcargs") else None
    if report.when == "call" and report.failed and page is not None:
        try:
            report.sections.append(("shared page state", json.dumps(page.evaluate(PAGE_STATE_JS))))
        except Exception as err:  # a page that cannot even answer that
            report.sections.append(("shared page state", f"unreadable: {err}"))
        item.funcargs["_booted_app"].stale = True


def _open_app(browser, base_url, browser_context_args):
    context = browser.new_context(**{**browser_context_args, "base_url": base_url})
    blocked = _guard_origin(context)
    page = context.new_page()
    boot(page)
    return SimpleNamespace(context=context, page=page, blocked=blocked, problems=watch_problems(page),
                           viewport=page.viewport_size, stale=False, browser=browser, base_url=base_url,
                           context_args=browser_context_args)


@pytest.fixture(scope="module")
def _booted_app(browser, base_url, browser_context_args):
    """One context and one booted app for a whole test module (see ``shared_page``); after a
    failed test, a new one (``pytest_runtest_makereport``)."""
    app = _open_app(browser, base_url, browser_context_args)
    try:
        yield app
    finally:
        app.context.close()


@pytest.fixture
def shared_page(_booted_app):
    """The module's booted app, back on its home screen: the tests of a module that each open
    their own table (a new game, or a record stored under a save id of their own) share one
    start of Python instead of booting a page each. Like every browser test: no request leaves
    the origin and the page logs no error during the test. The window is back at its first
    size and motion is allowed again; what a test sets in the app (the computers' speed) stays,
    so a test sets what it relies on. A test that needs a fresh profile (first visit, storage,
    service worker, language, default preferences) uses ``page``."""
    app = _booted_app
    if app.stale:  # the module's previous test failed on it: start again from a new context
        app.context.close()
        vars(app).update(vars(_open_app(app.browser, app.base_url, app.context_args)))
    app.blocked.clear()
    app.problems.clear()
    page = app.page
    page.set_viewport_size(app.viewport)  # a test may have made it a phone
    page.emulate_media(reduced_motion="no-preference")  # a test may have asked for reduced motion
    page.bring_to_front()
    page.mouse.move(0, 0)  # no pointer left resting on what the previous test clicked (hover)
    page.evaluate("location.hash = '#/'")
    page.wait_for_selector('[data-screen="home"]', timeout=10_000)
    yield page
    assert app.blocked == [], f"requests left the origin: {app.blocked[:5]}"
    assert app.problems == [], "errors in the page:\n" + "\n".join(app.problems)


@pytest.fixture(autouse=True)
def _no_request_leaves_the_origin(request):
    """Every browser test: zero requests to another origin (the page's CSP forbids them too)."""
    if "page" not in request.fixturenames and "context" not in request.fixturenames:
        yield
        return
    blocked = request.getfixturevalue("offsite")
    yield
    assert blocked == [], f"requests left the origin: {blocked[:5]}"


# ---------------------------------------------------------------- boot helper

def boot(page, path: str = "index.html", timeout: float = BOOT_TIMEOUT_MS):
    """Open `path` (relative to base_url) and wait until the app sets body[data-ready="1"].

    Fails fast with #boot-error's text when the page sets body[data-boot-error]; on timeout the
    failure includes console errors and any PyScript error box. Returns the page.
    """
    errors: list[str] = []
    listener = lambda msg: errors.append(f"console.{msg.type}: {msg.text}") if msg.type in ("error", "warning") else None  # noqa: E731
    page_errors = lambda exc: errors.append(f"pageerror: {exc}")  # noqa: E731
    page.on("console", listener)
    page.on("pageerror", page_errors)
    try:
        page.goto(path)
        try:
            # an embed first shows its game's picture: Play starts it (static/js/boot.js)
            page.wait_for_selector('body[data-ready="1"], body[data-boot-error], [data-poster-play]', state="attached", timeout=timeout)
            poster = page.query_selector("[data-poster-play]")
            if poster is not None:
                poster.click()
            page.wait_for_selector('body[data-ready="1"], body[data-boot-error]', state="attached", timeout=timeout)
        except Exception as exc:  # playwright TimeoutError
            box = page.evaluate("() => [...document.querySelectorAll('.py-error, #boot-error')]"
                                ".map(e => e.textContent.trim()).filter(Boolean).join('\\n')")
            pytest.fail(f"{path}: app not ready after {timeout / 1000:.0f} s ({type(exc).__name__})\n"
                        + "\n".join(errors[-20:] + ([box] if box else [])), pytrace=False)
        if page.evaluate("() => document.body.hasAttribute('data-boot-error')"):
            el = page.query_selector("#boot-error")
            text = el.text_content().strip() if el else "(no #boot-error element)"
            pytest.fail(f"{path}: boot error: {text}\n" + "\n".join(errors[-20:]), pytrace=False)
    finally:
        page.remove_listener("console", listener)
        page.remove_listener("pageerror", page_errors)
    return page


@pytest.fixture(name="boot")
def boot_fixture():
    """The boot(page, path="index.html") helper, as a fixture (no cross-conftest imports needed)."""
    return boot
