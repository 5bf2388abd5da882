"""Hints and analysis: Hard's opinion of one decision, from the mover's own view.

Pure (CPython and Pyodide), for every game through the protocol. A :class:`Weighing` is a
:class:`~vivarium.core.bots.Thinking` (time-sliced like the computer players): it runs the
Hard computer's search from ``view`` (the seat's view, never the full state) and then gives
the move it prefers a few more iterations of its own, so that it has an estimate:

* ``best``: the move Hard would play, and ``chance_best``, its estimated win chance;
* ``played`` (when asked): the move that was played, and ``chance_played``.

An estimate is the search's value from the mover's view: the mean reward of that move's node
in the tree, in [0, 1] (1 = a certain win; a rollout that stops early counts the game's own
evaluation of the position, scaled to [0, 1]). It is not a statistic of real games.

The move played is not weighed by its own node (a search's best move is favoured by its own
luck, so a move as good as it would show a drop, and the hidden cards' and the draws' luck
is in every estimate): it is weighed *against* ``best`` in pairs of iterations, each pair
playing both moves from one sampled deal with one random stream (common random numbers:
the luck that is the same for both cancels out). ``chance_played`` is ``chance_best`` less the
pairs' mean difference, where that difference is more than twice its standard error; else
the two are not told apart and the drop is 0 (the judge says a move lost something only
where it is sure: ``scripts/calibrate_marks.py`` measured why).

:func:`classify` turns the drop ``chance_best - chance_played`` into a mark with the game's
thresholds, ``game.mark_thresholds`` (:data:`THRESHOLDS` unless the game measured its own with
``scripts/calibrate_marks.py``; each rules page says its game's).
"""

from .bots import MCTSBot, Thinking, _rng_state, level_spec
from . import protocol
from ..i18n import msg

# drop in the mover's estimated win chance (0..1) -> the mark, worst first
THRESHOLDS = protocol.Game.mark_thresholds  # the default; a game may measure its own
MARKS = ("good", "inaccuracy", "mistake", "blunder")
# a mark's name is the catalogue's ``review.mark.<mark>`` (ui/analysis_screen.mark_word)
MARK_GLYPHS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}

# How deep an analysis looks: "hard" is the Hard computer as it plays (its iterations and its
# time per move); "quick" is the same search with a quarter of both.
DEPTHS = ("hard", "quick")
TOP_UP = 0.15  # a reported move gets at least this share of the budget as its own iterations
MIN_TOP_UP = 24
PAIRS = 0.3  # pairs weighing the move played against the best, as a share of the search's iterations
MIN_PAIRS = 24
SURE = 2.0  # a drop counts once it is this many standard errors of the pairs' mean


def search_spec(game, depth="hard"):
    spec = level_spec(game, "hard")
    if depth == "quick":
        spec["iterations"] = max(50, spec["iterations"] // 4)
        if spec.get("seconds"):
            spec["seconds"] = spec["seconds"] / 4
    return spec


def classify(drop, thresholds=THRESHOLDS):
    """The mark of a move whose mover's estimated win chance dropped by ``drop`` (0..1), with
    ``thresholds`` (worst first; a game's own are ``game.mark_thresholds``)."""
    for mark, threshold in thresholds:
        if drop >= threshold - 1e-9:
            return mark
    return "good"


class Weighing(Thinking):
    """Hard's opinion of the decision of ``seat`` in ``view`` (and of ``played``, if given).

    ``spec`` overrides the search (tests use an iteration-bound one: ``seconds=None`` makes
    the result depend only on the seed). ``done`` once :meth:`result` is ready."""

    def __init__(self, game, view, seat, seed, played=None, spec=None, depth="hard"):
        from .bots import _Search  # the computer players' own search, run as they run it

        spec = dict(spec or search_spec(game, depth))
        spec.pop("kind", None)
        self.game = game
        self.seat = seat
        self.played = played
        self.bot = MCTSBot(**spec)
        self.search = _Search(self.bot, game, view, seat, seed)
        self.top_up = max(MIN_TOP_UP, round(self.search.budget * TOP_UP))
        self.pairs = MIN_PAIRS  # set when the search ends (:meth:`step`)
        self.pair_seed = seed ^ 0x5DEECE66D  # the pairs' deals and streams: not the search's own
        self.differences = []  # per pair: best's reward less played's
        self.phase = "search"
        self.queue = []  # the moves still to top up
        self.best = None
        self.runner_up = None
        self.chances = {}
        self.done = False

    # ---- the work ----------------------------------------------------------------------------
    def step(self, seconds):
        import time

        if self.done:
            return
        deadline = time.perf_counter() + seconds
        s = self.search
        if self.phase == "search":
            if not s.done:
                s.step(seconds)
                if not s.done:
                    return
            self.best = s.result()
            # the pairs in proportion to the search: its budget, or where a time cap stopped it
            # first (a slow device), the iterations it made in that time
            searched = s.budget if self.bot.seconds is None else s.iterations
            self.pairs = max(MIN_PAIRS, round(searched * PAIRS))
            self.queue = [self.best]
            self.phase = "top-up"
            s.fixed = None
            s._screen = None
        while self.queue:
            action = self.queue[0]
            s.root_actions = [action]
            node = s.root.children.get(action)
            while node is None or node.visits < self.top_up:
                s._iterate()
                s.iterations += 1
                node = s.root.children.get(action)
                if time.perf_counter() >= deadline:
                    return
            self.chances[action] = node.total / node.visits
            self.queue.pop(0)
        if self.played is not None and self.played != self.best:
            while len(self.differences) < self.pairs:
                self.differences.append(self._pair(len(self.differences)))
                if time.perf_counter() >= deadline and len(self.differences) < self.pairs:
                    return
        others = [(a, n) for a, n in s.root.children.items() if a != self.best and n.visits]
        if others:
            a, n = max(others, key=lambda item: (item[1].visits, item[1].total))
            self.runner_up = (a, n.total / n.visits)
        self.done = True

    def _pair(self, k):
        """One pair: ``best`` and the move played, each one iteration of the search from the
        same sampled deal (the mover's view made whole) with the same random stream; the first's
        reward less the second's, for the mover."""
        import random

        s = self.search
        best, played = self.best, self.played
        assert best is not None and played is not None  # pairs come after the search, for a move played
        rng = random.Random(self.pair_seed * 1_000_003 + k)
        shared = s.shared_state  # a game of perfect information: the one true state
        deal = shared if shared is not None else self.game.determinize(s.view, _rng_state(rng))
        stream = rng.getstate()
        rewards = []
        search_rng, s.rng, s.shared_state = s.rng, rng, deal
        try:
            for action in (best, played):
                s.root_actions = [action]
                rng.setstate(stream)
                node = s.root.children.get(action)
                before = node.total if node is not None else 0.0
                s._iterate()
                s.iterations += 1
                rewards.append(s.root.children[action].total - before)
        finally:  # the search's own stream and state back
            s.rng, s.shared_state = search_rng, shared
        return rewards[0] - rewards[1]

    # ---- the answer ---------------------------------------------------------------------------
    def result(self):
        """``{"best", "chance_best", "played", "chance_played", "runner_up"}`` (chances 0..1;
        ``runner_up``: ``(action, chance)`` of the next most searched move, or None)."""
        out = {"best": self.best, "chance_best": self.chances.get(self.best), "runner_up": self.runner_up}
        if self.played is not None:
            out["played"] = self.played
            # (the pairs measure a difference, the tree the best's level: never below 0)
            best = out["chance_best"]
            out["chance_played"] = max(0.0, best - sure_drop(self.differences)) if best is not None and self.played != self.best else best
        return out

    def stats(self):
        return self.search.stats()


def sure_drop(differences, sure=SURE):
    """The drop that pairs of iterations show (``differences``: the better move's reward less
    the other's, per pair): their mean, where it is more than ``sure`` standard errors above 0;
    else 0 (the two moves are not told apart)."""
    import statistics

    n = len(differences)
    if n < 2:
        return 0.0
    mean = statistics.fmean(differences)
    error = statistics.stdev(differences) / n ** 0.5
    return mean if mean > sure * error else 0.0


def wins_at_once(game, view, seat, action):
    """Whether ``action`` ends the game at once with ``seat`` (or its team) winning, in a game
    of perfect information (elsewhere the answer could depend on what the seat cannot see)."""
    return game.perfect_information and protocol.wins_at_once(game, view, action)


# a win chance (0..1) in words a beginner reads: the band whose floor it reaches, best first
OUTLOOK_BANDS = (("favourite", 0.75), ("ahead", 0.58), ("even", 0.42), ("behind", 0.25), ("trouble", 0.0))
# the hint's messages that carry a percentage: shown on request (ui/hints.py), not in the line
NUMBER_KEYS = ("review.reason.estimate", "review.reason.next_best_pct")


def outlook(chance):
    """The band of a win chance: ``favourite``, ``ahead``, ``even``, ``behind`` or ``trouble``
    (said by the catalogue's ``review.outlook.<band>``)."""
    for band, floor in OUTLOOK_BANDS:
        if chance >= floor - 1e-9:
            return band
    return OUTLOOK_BANDS[-1][0]


def hint_reason(game, view, seat, opinion, describe):
    """Why Hard plays ``opinion["best"]``, as a list of messages (said one after the other):
    a win at once; the move's own reasons (``game.reasons``, from the seat's view); Hard's
    estimate in words (``review.outlook.*``) and the next best move when Hard thinks less of
    it; then the estimates as numbers (keys in :data:`NUMBER_KEYS`, which the hint shows on
    request). ``describe(action)`` names a move (a game's description: a message or a list of
    them; the screen says it as a clause, without its final full stop)."""
    best = opinion["best"]
    why = list(game.reasons(view, seat, best))
    if wins_at_once(game, view, seat, best):
        return [msg("review.reason.wins")] + why
    chance = opinion.get("chance_best")
    if chance is None:
        return why + [msg("review.reason.hard_move")]
    line = why + [msg(f"review.outlook.{outlook(chance)}")]
    numbers = [msg("review.reason.estimate", pct=round(100 * chance))]
    runner = opinion.get("runner_up")
    if runner is not None and runner[1] < chance - 0.005:
        line.append(msg("review.reason.next_best", move=describe(runner[0])))
        numbers.append(msg("review.reason.next_best_pct", pct=round(100 * runner[1])))
    return line + numbers
