"""The analysis of a finished game: Hard's opinion of every decision, each from the mover's
own view at that moment (what that player could know), time-sliced like the computers.

Pure (CPython and Pyodide), for every game. The result is kept in the game's record as
``record["analysis"] = {"depth": "hard"|"quick", "moves": [[ply, best, played, action], ...]}``:
for each decision (the move that turned position ``ply`` into ``ply + 1``), the mover's
estimated win chance after Hard's preferred move and after the move played, in thousandths,
and Hard's preferred move (``""`` when it is the move played). A forced move (the only legal
one) is ``[ply, -1, -1, ""]``. Marks are derived from the numbers (:func:`marks`, with the
game's ``mark_thresholds``), so the thresholds can change without touching saved games.
"""

from .advice import DEPTHS, Weighing, classify
from .records import MAX_ACTION_CHARS, RecordError
from ..i18n import msg


def seed_for(record, ply, salt=0):
    """The search's seed for decision ``ply``: the same game analysed twice gives the same
    numbers (with an iteration-bound search); another ``salt`` gives another search (the
    calibration analyses each game twice)."""
    return (int(record["seed"]) * 7919 + 104729 * (ply + 1) + 15485863 * salt) % (2 ** 63)


def decisions(session, salt=0):
    """Every decision of ``session`` (a finished game) as an analysis weighs it: ``{"ply", "seat",
    "view", "played", "forced", "seed"}``, with the mover's own view at that moment (what that
    player could know; never the state: this is also what the search worker is sent)."""
    game = session.game
    out = []
    for ply, played in enumerate(session.record["actions"]):
        state = session.states[ply]
        seat = game.actor(state)
        if seat is None:
            continue
        forced = len(game.legal_actions(state)) == 1
        out.append({"ply": ply, "seat": seat, "view": None if forced else game.view(state, seat), "played": played,
                    "forced": forced, "seed": seed_for(session.record, ply, salt)})
    return out


class Analysis:
    """Runs through the decisions of ``session`` (a finished game); ``step(seconds)`` works
    for at most about that long. ``done``, ``progress()`` and :meth:`to_record` report.
    :meth:`from_decisions` runs the same from the decisions alone (the search worker's way)."""

    def __init__(self, session, depth="hard", spec=None, salt=0):
        self._setup(session.game, decisions(session, salt), depth, spec)

    @classmethod
    def from_decisions(cls, game, decided, depth="hard", spec=None):
        self = cls.__new__(cls)
        self._setup(game, decided, depth, spec)
        return self

    def _setup(self, game, decided, depth, spec):
        self.game = game
        self.depth = depth if depth in DEPTHS else "hard"
        self.spec = spec
        self.decisions = decided
        self.moves = []
        self.next = 0
        self.current = None
        self.done = not decided

    def progress(self):
        """``(decisions weighed, decisions in all)``."""
        return len(self.moves), len(self.decisions)

    def step(self, seconds):
        import time

        deadline = time.perf_counter() + seconds
        while not self.done:
            if self.current is None:
                d = self.decisions[self.next]
                if d["forced"]:
                    self.moves.append([d["ply"], -1, -1, ""])
                    self._advance()
                    continue
                self.current = (d, Weighing(self.game, d["view"], d["seat"], d["seed"], played=d["played"], spec=self.spec,
                                            depth=self.depth))
            d, weighing = self.current
            weighing.step(max(0.0, deadline - time.perf_counter()))
            if weighing.done:
                r = weighing.result()
                best = r["best"] if r["best"] != d["played"] else ""
                self.moves.append([d["ply"], round(1000 * r["chance_best"]), round(1000 * r["chance_played"]), best])
                self.current = None
                self._advance()
            if time.perf_counter() >= deadline:
                return

    def receive(self, moves):
        """Take decisions weighed elsewhere (the search worker's progress, in order): the
        analysis goes on from the next one, here or there."""
        for m in moves:  # one already taken (a repeated reply) is not the next decision's: skipped
            if self.next < len(self.decisions) and m[0] == self.decisions[self.next]["ply"]:
                self.moves.append(list(m))
                self.current = None
                self._advance()

    def _advance(self):
        self.next += 1
        if self.next >= len(self.decisions):
            self.done = True

    def to_record(self):
        return {"depth": self.depth, "moves": [list(m) for m in self.moves]}


# ---- reading a saved analysis -------------------------------------------------------------------
def check_shape(data, actions):
    """Raise :class:`RecordError` unless ``data`` is a well-formed analysis of a game with
    ``actions`` (the legality of its preferred moves is checked by :func:`check_moves`)."""
    damaged = RecordError(msg("review.analysis_damaged"))
    if not isinstance(data, dict) or set(data) != {"depth", "moves"} or data["depth"] not in DEPTHS:
        raise damaged
    moves = data["moves"]
    if not isinstance(moves, list) or len(moves) > len(actions):
        raise damaged
    seen = set()
    for m in moves:
        if not (isinstance(m, list) and len(m) == 4):
            raise damaged
        ply, best, played, action = m
        if type(ply) is not int or not 0 <= ply < len(actions) or ply in seen:
            raise damaged
        if type(best) is not int or type(played) is not int or not -1 <= best <= 1000 or not -1 <= played <= 1000:
            raise damaged
        if (best == -1) != (played == -1) or not isinstance(action, str) or len(action) > MAX_ACTION_CHARS:
            raise damaged
        seen.add(ply)


def check_moves(game, states, data):
    """Raise :class:`RecordError` unless every preferred move of ``data`` was legal where it
    is said to be preferred (a link must not show a move the rules forbid)."""
    for ply, best, _, action in data["moves"]:
        if action and action not in game.legal_actions(states[ply]):
            raise RecordError(msg("review.analysis_illegal"))


def marks(session, data):
    """``{ply: {"seat", "mark", "drop", "best", "played", "preferred"}}`` for each decision
    of the analysis ``data`` (chances 0..1; ``preferred``: Hard's move when it differs from
    the move played and the move is marked, else None)."""
    out = {}
    game = session.game
    for ply, best, played, action in data["moves"]:
        seat = game.actor(session.states[ply])
        if best < 0:
            out[ply] = {"seat": seat, "mark": "only", "drop": 0.0, "best": None, "played": None, "preferred": None}
            continue
        drop = max(0.0, (best - played) / 1000)
        mark = classify(drop, game.mark_thresholds)
        out[ply] = {"seat": seat, "mark": mark, "drop": drop, "best": best / 1000, "played": played / 1000,
                    "preferred": action if action and mark != "good" else None}
    return out


def counts(session, data):
    """``{seat: {mark: n}}``: how many of each mark every seat's moves got."""
    out: dict[int, dict] = {seat: {} for seat in range(len(session.record["players"]))}
    for m in marks(session, data).values():
        if m["seat"] is not None:
            out[m["seat"]][m["mark"]] = out[m["seat"]].get(m["mark"], 0) + 1
    return out
