"""The page's side of the search worker (issue 40): start it, ask it, hear back.

The worker (``static/js/search-worker.mjs``) is a second Pyodide in a Web Worker that runs the
jobs of :mod:`vivarium.core.search_jobs`: a computer's move, a hint, an analysis. The page sends
a seat's view (never the state) and gets the move or the estimates back, so its own thread only
paints and answers clicks while a computer thinks.

It starts once something on screen may need thinking (a table with a computer, hints, a review),
a moment after that screen is drawn and once the page is not searching itself: never on the way
to the first paint or the first move (a computer that moves first thinks on the page, then the
worker starts). Until
it is ready, and for good if it cannot start (no ``Worker``, a module worker refused, a policy,
storage refused) or fails later, :class:`~vivarium.web.bot_runner.BotRunner` searches on the page
in time slices as before, with the same answer for the same seed.

A browser driven by automation starts it only when asked (:func:`is_on`). What it did is on ``<html data-search-worker="starting|ready|failed|off">`` and
``data-search-worker-ms`` / ``-boot`` / ``-heap`` (the benchmark reads them).
"""

import asyncio
import json
import time

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from ..core import search_jobs
from .jsvalues import present

START_DELAY = 0.6  # seconds after a thinking screen is drawn before the worker starts
IDLE_STEP = 0.2  # then, while the page searches itself, how often it looks again
START_LIMIT = 90.0  # a worker not ready by then is given up (the page thinks itself)
ARCHIVE = "static/app/vivarium-py.zip"  # the app's modules, as pyscript.toml has the page fetch them
PREF = "search-worker"  # "on" / "off" (vivarium.v1.pref.search-worker); unset: on, but for automation
WAIT_STEP = 0.1  # how often a wait for the worker looks whether its answer is still wanted
SILENCE_LIMIT = 45.0  # a job the worker says nothing of for this long (a move takes at most ~3 s, an
# analysis reports each decision) means a wedged worker: it is stopped and the page thinks itself


class WorkerFailed(Exception):
    """The worker cannot do this job (it failed to start, stopped, or refused the request):
    the page does it itself."""


class SearchClient:
    def __init__(self):
        self.state = "off"  # "starting", "ready", "failed"
        self.worker = None
        self.pending = {}  # job id -> (future, on_progress)
        self.heard = {}  # job id -> when the worker last said something of it (time.monotonic)
        self.count = 0
        self.facts = {}
        self._proxies = []
        self._task = None

    # ---- starting ----------------------------------------------------------------------------
    def ready(self):
        return self.state == "ready"

    def consider(self, shell, busy=lambda: False):
        """After a redraw: start the worker if this screen may need thinking and it is not
        started yet (once per page). It starts while the page is not searching itself
        (``busy()``: a computer's first move thinking on the page): on a phone's few cores, a
        second interpreter starting beside that search would slow the first move."""
        if self.state != "off" or self._task is not None or not _thinking_screen(shell) or not is_on(shell):
            return
        self._task = asyncio.ensure_future(self._start_later(busy))

    async def _start_later(self, busy):
        await asyncio.sleep(START_DELAY)
        while busy():
            await asyncio.sleep(IDLE_STEP)
        self.start()

    def start(self):
        if self.state != "off":
            return
        self._mark("starting")
        self.facts["asked"] = time.monotonic()
        try:
            make = getattr(window, "Worker", None)
            if not present(make):
                raise WorkerFailed("this browser has no Worker")
            url = window.URL.new("static/js/search-worker.mjs", document.baseURI).href
            self.worker = make.new(url, to_js({"type": "module"}, dict_converter=window.Object.fromEntries))
            self._proxies = [create_proxy(self._on_message), create_proxy(self._on_error)]
            self.worker.addEventListener("message", self._proxies[0])
            self.worker.addEventListener("error", self._proxies[1])
            archive = window.URL.new(ARCHIVE, document.baseURI).href
            self._post({"type": "init", "archive": archive})
        except Exception as err:  # no worker here: the page thinks itself
            self._fail(f"{type(err).__name__}: {err}")
            return
        asyncio.ensure_future(self._watch_start())

    async def _watch_start(self):
        await asyncio.sleep(START_LIMIT)
        if self.state == "starting":
            self._fail("the worker did not start in time")

    # ---- asking ------------------------------------------------------------------------------
    async def ask(self, request, wanted, on_progress=None):
        """The worker's answer to ``request`` (a :mod:`~vivarium.core.search_jobs` request), or
        None once ``wanted()`` says it is not wanted any more (the job is cancelled). Raises
        :class:`WorkerFailed` when the worker cannot do it. ``on_progress(reply)`` hears an
        analysis's progress."""
        if self.state != "ready":
            raise WorkerFailed(f"the worker is {self.state}")
        self.count += 1
        job_id = str(self.count)
        future = asyncio.get_event_loop().create_future()
        self.pending[job_id] = (future, on_progress)
        self.heard[job_id] = time.monotonic()
        try:
            self._post({"type": "start", "id": job_id, "request": search_jobs.request_text(request)})
            while not future.done():
                await asyncio.wait([future], timeout=WAIT_STEP)
                if future.done():
                    break
                if not wanted():
                    self._post({"type": "cancel", "id": job_id})
                    return None
                if time.monotonic() - self.heard.get(job_id, 0) > SILENCE_LIMIT:
                    self._fail("the worker stopped answering")
            return future.result()
        finally:
            self.pending.pop(job_id, None)
            self.heard.pop(job_id, None)

    def ask_memory(self):
        if self.state == "ready":
            self._post({"type": "memory"})

    # ---- hearing back ------------------------------------------------------------------------
    def _on_message(self, event):
        try:
            data = json.loads(str(event.data))
        except Exception:
            return
        if isinstance(data, list):
            for reply in data:
                self._reply(reply)
        elif isinstance(data, dict):
            kind = data.get("type")
            if kind == "ready":
                if data.get("version") != search_jobs.VERSION:  # a worker of another build: not ours
                    self._fail("the worker runs another version")
                    return
                self.facts.update(ms=data.get("ms"), boot=data.get("boot"), heap=data.get("heap"),
                                  wall=round(1000 * (time.monotonic() - self.facts.get("asked", time.monotonic()))))
                self._mark("ready")
            elif kind == "memory":
                self.facts["heap"] = data.get("heap")
                self._mark(self.state)
            elif kind == "fatal":
                self._fail(str(data.get("error")))

    def _reply(self, reply):
        entry = self.pending.get(str(reply.get("id")))
        if entry is None:
            return
        future, on_progress = entry
        self.heard[str(reply.get("id"))] = time.monotonic()
        kind = reply.get("type")
        if kind == "progress" and on_progress is not None:
            on_progress(reply)
        elif kind == "done" and not future.done():
            future.set_result(reply.get("result"))
        elif kind == "error" and not future.done():
            future.set_exception(WorkerFailed(str(reply.get("error"))))

    def give_up(self, why):
        """Stop using the worker (the page thinks itself from now on)."""
        self._fail(why)

    def _on_error(self, event):
        self._fail(str(getattr(event, "message", "") or "the worker stopped"))

    def _fail(self, why):
        self.facts["error"] = why
        self._mark("failed")
        for future, _ in list(self.pending.values()):
            if not future.done():
                future.set_exception(WorkerFailed(why))
        if self.worker is not None:
            try:
                self.worker.terminate()
            except Exception:
                pass
            self.worker = None

    def _post(self, message):
        self.worker.postMessage(json.dumps(message, separators=(",", ":")))

    def _mark(self, state):
        self.state = state
        html = document.documentElement
        html.setAttribute("data-search-worker", state)
        for key in ("ms", "boot", "heap", "wall"):
            if self.facts.get(key) is not None:
                html.setAttribute(f"data-search-worker-{key}", str(self.facts[key]))
        if self.facts.get("error"):
            html.setAttribute("data-search-worker-error", self.facts["error"][:200])


def is_on(shell):
    """The worker is on by default; a browser driven by automation (tests, benchmarks:
    ``navigator.webdriver``) starts none unless its ``search-worker`` preference says ``on``, so
    a second interpreter is not started behind every browser test (the worker's own tests and
    the benchmark turn it on; ``off`` turns it off anywhere)."""
    value = shell.store.get_pref(PREF)
    if value in ("on", "off"):
        return value == "on"
    return not bool(getattr(window.navigator, "webdriver", False))


def _thinking_screen(shell):
    """Whether the screen may soon need a search: a table with a computer or hints, a review."""
    if shell.screen == "review":
        return True
    session = shell.session
    if shell.screen != "play" or session is None:
        return False
    from ..core import session as sessions

    return any(p.get("kind") == "bot" for p in session.players) or sessions.hints_allowed(session.record)
