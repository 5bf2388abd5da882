"""What the page asks the search worker, and what the worker does with it (issue 40).

Pure (CPython and Pyodide), for every game. The computers' search, hints and analyses can run
beside the page in a Web Worker with its own Pyodide (``static/js/search-worker.mjs``); the page
side is ``web/search_client.py``. Both speak JSON text built and read here, so the whole
exchange is testable without a browser.

**Never the state.** A request carries a seat's *view* (``game.view(state, seat)``), never a
state: the rule that keeps the computers honest holds across the boundary. An analysis sends
one view per decision, each the mover's own at that moment (:func:`analysis_request`).

Requests (:func:`move_request`, :func:`hint_request`, :func:`analysis_request`) are
``{"v", "kind", "game", ...}``; the worker's :class:`Desk` opens a job for each
(:func:`open_job`), runs the most urgent one a slice at a time (a computer's move first, then a
hint, then analyses), and answers with replies ``{"id", "type", ...}``:

- ``{"type": "done", "result": ...}``: a move (``{"action", "stats"}``), an opinion (the
  :class:`~vivarium.core.advice.Weighing` result) or an analysis (``{"moves"}``);
- ``{"type": "progress", "moves": [...]}``: an analysis's decisions weighed since the last reply
  (the review shows their marks at once);
- ``{"type": "error", "error": text}``: the job failed (the page then does it itself).

The same job run on the page (the fallback when no worker can start) gives the same answer for
the same seed: :func:`open_job` is what both sides run.
"""

from __future__ import annotations

from json import dumps, loads

from .advice import Weighing
from .analysis import Analysis
from .bots import make_bot

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from typing import Any

    from .protocol import Game, Seat, View

VERSION = 1
KINDS = ("move", "hint", "analysis")  # most urgent first: the order the desk serves them in


def _game(game_id: str) -> Game:
    from ..games import get_game  # the registry imports a game's modules on first use

    return get_game(game_id)


def move_request(game: Game, view: View, seat: Seat, spec: dict[str, Any], seed: int) -> dict[str, Any]:
    """A computer's move for ``seat`` from its ``view`` with the bot ``spec`` (``level_spec``)."""
    return {"v": VERSION, "kind": "move", "game": game.id, "view": view, "seat": seat, "spec": dict(spec), "seed": seed}


def hint_request(game: Game, view: View, seat: Seat, spec: dict[str, Any], seed: int) -> dict[str, Any]:
    """Hard's opinion of ``seat``'s decision in ``view`` (a hint)."""
    return {"v": VERSION, "kind": "hint", "game": game.id, "view": view, "seat": seat, "spec": dict(spec), "seed": seed}


def analysis_request(game: Game, decisions: list[dict[str, Any]], depth: str, spec: dict[str, Any] | None = None) -> dict[str, Any]:
    """An analysis of the ``decisions`` of a finished game (:func:`vivarium.core.analysis.decisions`:
    each with the mover's own view, never the state)."""
    return {"v": VERSION, "kind": "analysis", "game": game.id, "decisions": decisions, "depth": depth,
            "spec": dict(spec) if spec else None}


def for_bot_turn(turn: Any) -> dict[str, Any]:
    """The request for a computer's turn (``ui.table.BotTurn``: it holds the seat's view, and no
    state), at the turn's level as the game tunes it."""
    from .bots import level_spec

    return move_request(turn.game, turn.view, turn.seat, level_spec(turn.game, turn.level), turn.seed)


def for_hint_turn(turn: Any) -> dict[str, Any]:
    """The request for a hint (``ui.hints.HintTurn``: the asking seat's view and seed)."""
    return hint_request(turn.game, turn.view, turn.seat, turn.spec, turn.seed)


def request_text(request: dict[str, Any]) -> str:
    """A request as the page posts it (compact JSON)."""
    return dumps(request, separators=(",", ":"))


class Job:
    """One request being worked on: ``work`` (a computer's search, a weighing, an analysis: each
    with ``step(seconds)`` and ``done``), and the replies it has for the page (:meth:`news`:
    progress while it runs; :meth:`result` once done)."""

    kind = "move"
    work: Any

    @property
    def done(self) -> bool:
        return bool(self.work.done)

    def step(self, seconds: float) -> None:
        self.work.step(seconds)

    def result(self) -> Any:
        raise NotImplementedError

    def news(self) -> dict[str, Any] | None:
        """Progress to report since the last call, or None."""
        return None


class MoveJob(Job):
    kind = "move"

    def __init__(self, game: Game, request: dict[str, Any]) -> None:
        self.work = make_bot(request["spec"]).start(game, request["view"], request["seat"], request["seed"])

    def result(self) -> dict[str, Any]:
        return {"action": self.work.result(), "stats": self.work.stats()}


class HintJob(Job):
    kind = "hint"

    def __init__(self, game: Game, request: dict[str, Any]) -> None:
        self.work = Weighing(game, request["view"], request["seat"], request["seed"], spec=request["spec"])

    def result(self) -> dict[str, Any]:
        return opinion_to_json(self.work.result())


class AnalysisJob(Job):
    kind = "analysis"

    def __init__(self, game: Game, request: dict[str, Any]) -> None:
        self.work = Analysis.from_decisions(game, request["decisions"], request["depth"], request.get("spec"))
        self.told = 0  # decisions already reported

    def news(self) -> dict[str, Any] | None:
        moves = self.work.moves
        if len(moves) <= self.told:
            return None
        fresh = [list(m) for m in moves[self.told:]]
        self.told = len(moves)
        return {"moves": fresh}

    def result(self) -> dict[str, Any]:
        return self.work.to_record()


JOBS = {"move": MoveJob, "hint": HintJob, "analysis": AnalysisJob}


def open_job(request: dict[str, Any]) -> Job:
    """The job for ``request`` (ValueError for one this version cannot do)."""
    if not isinstance(request, dict) or request.get("v") != VERSION or request.get("kind") not in JOBS:
        raise ValueError("not a search request of this version")
    return JOBS[request["kind"]](_game(request["game"]), request)


def opinion_to_json(opinion: dict[str, Any]) -> dict[str, Any]:
    out = dict(opinion)
    if out.get("runner_up") is not None:
        out["runner_up"] = list(out["runner_up"])
    return out


def opinion_from_json(data: dict[str, Any]) -> dict[str, Any]:
    out = dict(data)
    if out.get("runner_up") is not None:
        out["runner_up"] = tuple(out["runner_up"])
    return out


class Desk:
    """The worker's side: the jobs it holds, the most urgent worked on first.

    ``start(id, text)`` and ``cancel(id)`` come from the page's messages; ``step(seconds)``
    works for about that long and returns the replies (JSON text of a list) to post back."""

    def __init__(self) -> None:
        self.jobs: dict[str, Job] = {}
        self.replies: list[dict[str, Any]] = []

    def busy(self) -> bool:
        return bool(self.jobs) or bool(self.replies)

    def start(self, job_id: str, text: str) -> None:
        try:
            self.jobs[job_id] = open_job(loads(text))
        except Exception as err:
            self.replies.append({"id": job_id, "type": "error", "error": f"{type(err).__name__}: {err}"})

    def cancel(self, job_id: str) -> None:
        self.jobs.pop(job_id, None)

    def urgent(self) -> str | None:
        """The id of the job to work on now: the first of the most urgent kind."""
        best = None
        for job_id, job in self.jobs.items():
            if best is None or KINDS.index(job.kind) < KINDS.index(self.jobs[best].kind):
                best = job_id
        return best

    def step(self, seconds: float) -> str:
        job_id = self.urgent()
        if job_id is not None:
            job = self.jobs[job_id]
            try:
                job.step(seconds)
                news = job.news()
                if news is not None:
                    self.replies.append({"id": job_id, "type": "progress", **news})
                if job.done:
                    del self.jobs[job_id]
                    self.replies.append({"id": job_id, "type": "done", "result": job.result()})
            except Exception as err:  # one job's failure is that job's: the others go on
                self.jobs.pop(job_id, None)
                self.replies.append({"id": job_id, "type": "error", "error": f"{type(err).__name__}: {err}"})
        out, self.replies = self.replies, []
        return dumps(out)
