"""The computer's turns, hints and analyses: searched in the search worker when it is ready
(web/search_client.py, issue 40), else in the page between frames.

On the page, a search runs in slices of ~25 ms and waits for the next animation frame between them
(:class:`_NextFrame`), so the page keeps painting and answering clicks. The same request gives
the same answer either way (core/search_jobs.py runs what the page runs). The pure side decides
what to search (``Shell.bot_turn``, ``ui/hints.py``, ``ui/analysis_screen.py``) and takes the
answer back (``Shell.bot_move``, ``hints.ready``, ``analysis_screen.finished``).
"""

import asyncio
import json
import time

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

from ..core import search_jobs
from ..core.advice import Weighing
from ..core.bots import bot_for_level
from ..i18n import msg
from ..ui import analysis_screen, hints
from .jsvalues import present
from .search_client import WorkerFailed

SLICE_SECONDS = 0.025  # work per slice before yielding to the browser


class BotRunner:
    def __init__(self, app):
        self.app = app
        self.shell = app.shell
        self.bot_task = None
        self.advice_task = None  # a hint being searched (schedule_advice)
        self.analysis_task = None  # an analysis being run, on the review or in the background
        self.grace = None  # (token, monotonic start) of the grace period being counted down
        self.bot_failed = None  # the position (token) where a computer player failed: not retried

    def keep_grace_in_time(self):
        """A redraw during the grace period draws its bar anew: start it where it was."""
        bar = self.app.root.querySelector(".grace-bar")
        if not present(bar) or self.grace is None:
            return
        token, begun = self.grace
        if token == self.shell.bot_token():
            bar.style.animationDelay = f"-{time.monotonic() - begun:.2f}s"

    def schedule_bot(self):
        if self.bot_task is not None and not self.bot_task.done():
            return
        try:
            turn = self.shell.bot_turn()
        except Exception as err:
            self.shell.fault(msg("fault.bot_prepare"), err)
            return
        if turn is not None and turn.token != self.bot_failed:
            self.bot_task = asyncio.ensure_future(self.run_bot(turn))

    async def run_bot(self, turn):
        token, seat, level = turn.token, turn.seat, turn.level
        played = False
        failed = False
        try:
            started = time.perf_counter()
            begun = time.monotonic()  # ~ the person's move, when an answer waits (the grace period)
            if turn.grace > 0:
                self.grace = (token, begun)
            document.body.setAttribute("data-bot", "thinking")
            choice = await self._decide(turn, lambda: self.shell.bot_token() == token)
            if choice is None:
                return
            action, found = choice
            think = time.perf_counter() - started  # the whole decision, slices and yields included
            await self.app.motion.settled()  # the previous move finishes playing on screen first
            # the pace counts from the end of that move's animations (once per turn: later
            # steps land faster); an answer that waits comes after the grace period too
            now = time.monotonic()
            wait = max(turn.seconds - (now - max(begun, min(self.app.motion.busy_until, now))), turn.grace - (now - begun))
            if wait > 0:
                await asyncio.sleep(wait)
                await self.app.motion.settled()
            if self.shell.bot_move(token, action):
                played = True
                stats = dict(found, level=level, think=round(think, 3), wall=round(time.perf_counter() - started, 3))
                document.body.setAttribute("data-bot-stats", json.dumps(stats))
            elif found.get("worker") and self.shell.bot_token() == token and not _legal_here(self.shell, action):
                # the engine refused the worker's move where it was asked (never expected: the
                # same code): the page thinks for itself from now on, rather than ask again
                self.app.search.give_up("the worker chose a move the rules refuse")
        except Exception as err:  # never a frozen page: say so, keep the rest working
            self.bot_failed = token
            failed = True
            self.shell.fault(msg("fault.bot_choose", who=self.shell.seat_name(seat)), err)
        finally:
            document.body.setAttribute("data-bot", "idle")
            self.bot_task = None
            if played or failed:
                self.app.render()  # also schedules the next bot turn, if any
            else:
                self.schedule_bot()  # the game moved on (undo, new game): think again if needed

    async def _decide(self, turn, wanted):
        """``(action, stats)`` for a computer's turn, or None once it is not wanted: from the
        worker when it is ready, else (or when it fails) searched on the page, seeded from the
        record (game seed, move number) so that a resumed game chooses the same."""
        search = self.app.search
        if search.ready():
            try:
                answer = await search.ask(search_jobs.for_bot_turn(turn), wanted)
                return None if answer is None else (answer["action"], dict(answer.get("stats") or {}, worker=1))
            except WorkerFailed:
                pass  # the page thinks itself
        thinking = bot_for_level(turn.game, turn.level).start(turn.game, turn.view, turn.seat, turn.seed)
        if not await _in_slices(thinking, wanted):
            return None
        return thinking.result(), dict(thinking.stats(), worker=0)

    # ---- hints and analysis (ui/hints.py, ui/analysis_screen.py) ---------------------------------
    def schedule_advice(self):
        """Start the search a hint or an analysis waits for, if none runs. The two are apart: a
        hint asked for while a game is analysed in the background is not kept waiting (the
        worker serves it first)."""
        try:
            turn = hints.turn(self.shell) if self.advice_task is None or self.advice_task.done() else None
            job = analysis_screen.running(self.shell) if self.analysis_task is None or self.analysis_task.done() else None
        except Exception as err:
            self.shell.fault(msg("fault.hint_prepare"), err)
            return
        if turn is not None:
            self.advice_task = asyncio.ensure_future(self.run_hint(turn))
        if job is not None:
            self.analysis_task = asyncio.ensure_future(self.run_analysis(job))

    async def run_hint(self, turn):
        token = turn.token
        try:
            opinion = await self._opinion(turn, lambda: self.shell.bot_token() == token and hints.current(self.shell) is not None)
            if opinion is None:  # a move, an undo or another screen: the hint is not wanted any more
                return
            if hints.ready(self.shell, token, opinion):
                self.app.render()
        except Exception as err:
            hints.drop(self.shell)
            self.shell.fault(msg("fault.hint_find"), err)
            self.app.render()
        finally:
            self.advice_task = None

    async def _opinion(self, turn, wanted):
        search = self.app.search
        if search.ready():
            try:
                answer = await search.ask(search_jobs.for_hint_turn(turn), wanted)
                return None if answer is None else search_jobs.opinion_from_json(answer)
            except WorkerFailed:
                pass
        thinking = Weighing(turn.game, turn.view, turn.seat, turn.seed, spec=turn.spec)
        if not await _in_slices(thinking, wanted):
            return None
        return thinking.result()

    async def run_analysis(self, job):
        """Hard over every decision of the reviewed game: in the worker (its marks shown as they
        come) or slice by slice on the page; the review's progress bar is redrawn a few times a
        second. It goes on while another screen is shown, for a saved game (the worker does the
        work); Cancel, or leaving the review of a game not saved here, stops it."""
        drawn = [time.monotonic()]

        def progress():  # the review's bar a few times a second; Home's line (ui/screens.py) now and then
            every = {"review": 0.4, "home": 1.5}.get(self.shell.screen)
            if every is not None and time.monotonic() - drawn[0] > every:
                drawn[0] = time.monotonic()
                self.app.render()

        def wanted():
            return analysis_screen.running(self.shell) is job

        try:
            search = self.app.search
            if search.ready():
                try:
                    request = search_jobs.analysis_request(job.game, job.decisions[job.next:], job.depth, job.spec)
                    answer = await search.ask(request, wanted, lambda reply: (job.receive(reply["moves"]), progress()))
                    if answer is None:
                        return
                    job.receive(answer["moves"])
                except WorkerFailed:
                    pass  # the page goes on from the next decision
            if not job.done and not await _in_slices(job, wanted, progress, counted=False):
                return
            analysis_screen.finished(self.shell, job)
            self.app.render()
        except Exception as err:
            analysis_screen.cancel(self.shell)
            self.shell.fault(msg("fault.analyse"), err)
            self.app.render()
        finally:
            self.analysis_task = None
            if not job.done:
                self.schedule_advice()  # not wanted any more: another analysis may be


def _legal_here(shell, action):
    s = shell.session
    return s is not None and action in s.game.legal_actions(s.state)


PAGE_SEARCHES = [0]  # a computer's move or a hint searched on the page now (the worker starts when
# none is: web/search_client.py; an analysis does not count, it may be long and nobody waits on it)


def page_busy():
    return PAGE_SEARCHES[0] > 0


async def _in_slices(thinking, wanted, between=None, counted=True):
    """Run ``thinking`` (a computer's search, a hint, an analysis) a slice at a time, letting
    the browser paint a frame between slices. False as soon as ``wanted()`` says it is not
    wanted any more; ``between()`` runs after each frame (a progress bar)."""
    PAGE_SEARCHES[0] += int(counted)
    try:
        while not thinking.done:
            thinking.step(SLICE_SECONDS)
            if thinking.done:
                break
            await NEXT_FRAME.wait()
            if not wanted():
                return False
            if between is not None:
                between()
        return True
    finally:
        PAGE_SEARCHES[0] -= int(counted)


class _NextFrame:
    """``await NEXT_FRAME.wait()`` returns once the browser has painted a frame.

    Chromium runs back-to-back tasks (what ``asyncio.sleep(0)`` queues) ahead of rendering
    and forces a frame only after about 100 ms, so a bot yielding with ``sleep(0)`` held
    the board still for 100 ms at a time (measured by scripts/bench.py). Waiting for
    ``requestAnimationFrame`` lets a frame in after every slice. A hidden tab gets no
    frames: there the bot goes on with ``sleep(0)``, and a timer covers the odd lost frame."""

    FALLBACK_MS = 250

    def __init__(self):
        self._waiter = None
        self._on_frame = None

    def _release(self, waiter):
        if waiter is self._waiter:
            self._waiter = None
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    async def wait(self):
        if document.hidden:
            await asyncio.sleep(0)
            return
        if self._on_frame is None:  # one proxy for the page's lifetime
            self._on_frame = create_proxy(lambda *_: self._release(self._waiter))
        self._release(self._waiter)
        waiter = self._waiter = asyncio.get_event_loop().create_future()
        window.requestAnimationFrame(self._on_frame)
        # this wait's own timer only: an earlier wait's timer must not cut a later one short
        window.setTimeout(create_once_callable(lambda *_: self._release(waiter)), self.FALLBACK_MS)
        await waiter


NEXT_FRAME = _NextFrame()
