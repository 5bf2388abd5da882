"""Generic bots: random, greedy (one ply on the game's evaluation) and Monte Carlo tree search.

Bots never see the full state. They decide from ``game.view(state, seat)``; where they need
a full state to simulate, they sample one with ``game.determinize(view, rng)``. For games
with hidden information the search samples a fresh determinization every iteration
(single-observer information-set MCTS with availability counts); for perfect-information
games the determinization is the view itself, so this is plain UCT.

Thinking is incremental so the browser can stay responsive: ``bot.start(...)`` returns a
:class:`Thinking` whose ``step(seconds)`` does a slice of work; call it until ``done``.
"""

from __future__ import annotations

import math
import random
import time

from . import rng as rnglib
from .protocol import terminal_value

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from typing import Any, ClassVar

    from .protocol import Action, Game, RngState, Seat, View


TIME_MARGIN = 0.02  # seconds: a timed search aims to be done this much before its cap


def clock() -> float:
    """The search's clock, in seconds (wall-clock: what a player waits). One name, so a test
    can run a search on a clock it controls instead of on the machine's speed."""
    return time.perf_counter()


def _rng_state(rng: random.Random) -> RngState:
    return rnglib.seed_state(rng.getrandbits(64))


class Thinking:
    """A decision in progress."""

    done: bool = False

    def step(self, seconds: float) -> None:
        """Work for at most about ``seconds``; set ``done`` when a choice is ready."""
        raise NotImplementedError

    def result(self) -> Action:
        raise NotImplementedError

    def stats(self) -> dict[str, Any]:
        """Figures about the search (iterations, seconds) for benchmarks and debugging."""
        return {}

    def finish(self) -> Action:
        while not self.done:
            self.step(1.0)
        return self.result()


class _Immediate(Thinking):
    def __init__(self, action: Action) -> None:
        self.action = action
        self.done = True

    def step(self, seconds: float) -> None:
        pass

    def result(self) -> Action:
        return self.action


class Bot:
    id: ClassVar[str] = "bot"
    label: ClassVar[str] = "Bot"

    def start(self, game: Game, view: View, seat: Seat, seed: int) -> Thinking:
        """Begin a decision for ``seat`` from its ``view`` (never the state); ``seed`` makes
        it reproducible."""
        raise NotImplementedError

    def choose(self, game: Game, view: View, seat: Seat, seed: int) -> Action:
        return self.start(game, view, seat, seed).finish()


class RandomBot(Bot):
    id = "random"
    label = "Random"

    def start(self, game: Game, view: View, seat: Seat, seed: int) -> Thinking:
        rng = random.Random(seed)
        state = game.determinize(view, _rng_state(rng))
        return _Immediate(rng.choice(game.legal_actions(state)))


class GreedyBot(Bot):
    """Plays the action whose resulting position the game's ``evaluate`` likes best.

    ``epsilon`` is the chance of a uniformly random move instead (a softer opponent).
    Games with hidden information average over ``samples`` determinizations.
    """

    id = "greedy"
    label = "Greedy"

    def __init__(self, epsilon: float = 0.0, samples: int | None = None) -> None:
        self.epsilon = epsilon
        self.samples = samples

    def start(self, game: Game, view: View, seat: Seat, seed: int) -> Thinking:
        rng = random.Random(seed)
        samples = self.samples or (1 if game.perfect_information else 8)
        states = [game.determinize(view, _rng_state(rng)) for _ in range(samples)]
        legal = game.legal_actions(states[0])
        if self.epsilon and rng.random() < self.epsilon:
            return _Immediate(rng.choice(legal))
        best: list[Action] = []
        best_value: float | None = None
        for action in legal:
            value = 0.0
            for state in states:
                value += game.evaluate(game.next_state(state, action), seat)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return _Immediate(rng.choice(best))


class _Node:
    __slots__ = ("children", "visits", "total", "avail", "seat", "order")

    def __init__(self, seat: Seat | None) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total = 0.0  # sum of rewards in [0, 1] for ``seat``, the player who chose this node
        self.avail = 1
        self.seat = seat
        self.order: list[Action] | None = None  # progressive widening: the game's order of this node's actions


class _Search(Thinking):
    def __init__(self, bot: MCTSBot, game: Game, view: View, seat: Seat, seed: int) -> None:
        self.bot = bot
        self.game = game
        self.view = view
        self.seat = seat
        self.rng = random.Random(seed)
        self.root = _Node(None)
        self.iterations = 0
        self.elapsed = 0.0  # time spent working in step(), for stats
        self.started = clock()  # the ``seconds`` cap is wall-clock from here
        self.fixed: Action | None = None
        self.root_actions: list[Action] | None = None  # the root's candidate actions, when narrowed
        # the iteration budget for this decision: the bot's, scaled by the game for the phase
        self.budget = max(1, round(bot.iterations * game.search_scale(view)))
        first = game.determinize(view, _rng_state(self.rng))
        self.seats = game.seat_count(first)
        self.shared_state = first if game.perfect_information else None
        legal = game.legal_actions(first)
        # Root screening (perfect information) runs inside step(), slice by slice, so the
        # page never waits for it in one piece.
        self._screen: dict[str, Any] | None = None
        if len(legal) == 1:
            self.fixed = legal[0]
        elif game.perfect_information:
            self._screen = {"state": first, "legal": legal, "next": 0, "safe": []}
        self.done = self.fixed is not None

    def _screen_root(self, deadline):
        """Exact one- and two-ply checks at the root of a perfect-information game, until
        ``deadline``; returns True once every root action has been screened.

        A move that wins on the spot needs no search. With ``bot.safe_root``, moves that
        lose on the spot or hand the next player an immediate win are left out of the
        search, unless every move is like that."""
        game = self.game
        seat = self.seat
        sc = self._screen
        assert sc is not None  # step() screens only while there is a screen
        legal, safe = sc["legal"], sc["safe"]
        while sc["next"] < len(legal):
            action = legal[sc["next"]]
            sc["next"] += 1
            after = game.next_state(sc["state"], action)
            out = game.outcome(after)
            if out is not None:
                value = terminal_value(out, seat, game.teams(after))
                if value == 1.0:  # a win, alone or with the whole team
                    self.fixed = action
                    return True
                if value == 0.0:
                    safe.append(action)  # a draw or a win shared with a rival: the search weighs it
            elif self.bot.safe_root and not self._gives_a_win(after):
                safe.append(action)
            if clock() >= deadline:
                return sc["next"] >= len(legal) and self._screened(legal, safe)
        return self._screened(legal, safe)

    def _screened(self, legal, safe):
        if self.bot.safe_root and safe and len(safe) < len(legal):
            if len(safe) == 1:
                self.fixed = safe[0]
            else:
                self.root_actions = safe
        return True

    def _gives_a_win(self, state):
        """Whether the player to move in ``state`` (not us) has a move that wins at once."""
        game = self.game
        actor = game.actor(state)
        if actor is None or actor == self.seat:
            return False
        for reply in game.legal_actions(state):
            out = game.outcome(game.next_state(state, reply))
            if out is not None and terminal_value(out, actor, game.teams(state)) == 1.0:
                return True
        return False

    def step(self, seconds):
        if self.done:
            return
        bot = self.bot
        start = clock()
        deadline = start + seconds
        if self._screen is not None:
            finished = self._screen_root(deadline)
            if finished:
                self._screen = None
            if self.fixed is not None:
                self.done = True
            if not finished or self.done:
                self.elapsed += clock() - start
                return
        while True:
            self._iterate()
            self.iterations += 1
            now = clock()
            if self.iterations >= self.budget or (bot.seconds and self._out_of_time(now, start)):
                self.done = True
                break
            if now >= deadline:
                break
        self.elapsed += clock() - start

    def _out_of_time(self, now, start):
        """Whether the search must stop to make its choice within ``bot.seconds`` of wall-clock
        time since it began. Wall clock, not work time: in the browser the time between slices
        (the page painting) is time the player waits too, so Hard's 1.0 s means the choice is
        made within 1.0 s of the bot's turn starting. The margin (two iterations and
        ``TIME_MARGIN``) covers a slow last iteration and drawing the move."""
        per_iteration = (self.elapsed + (now - start)) / self.iterations
        return now - self.started + 2 * per_iteration + TIME_MARGIN >= self.bot.seconds

    def _iterate(self):
        game = self.game
        rng = self.rng
        state = self.shared_state or game.determinize(self.view, _rng_state(rng))
        node = self.root
        path: list[_Node] = []
        c = self.bot.exploration
        widening = self.bot.widening
        self.root.visits += 1
        while game.outcome(state) is None:
            legal = self.root_actions if node is self.root and self.root_actions else game.legal_actions(state)
            if widening and len(legal) > 1:
                legal = self._widen(node, state, legal)
            children = node.children
            untried = []
            for action in legal:
                child = children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.avail += 1
            if untried:
                action = rng.choice(untried)
                child = _Node(game.actor(state))
                children[action] = child
                path.append(child)
                state = game.next_state(state, action)
                break
            best: Action | None = None
            best_score = -1.0
            for action in legal:
                child = children[action]
                score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
                if score > best_score:
                    best, best_score = action, score
            assert best is not None  # every score is above -1: a legal action was chosen
            node = children[best]
            path.append(node)
            state = game.next_state(state, best)
        depth = 0
        limit = self.bot.rollout_depth
        while depth < limit and game.outcome(state) is None:
            state = game.next_state(state, game.rollout_action(state, rng))
            depth += 1
        rewards = [(game.evaluate(state, s) + 1.0) / 2.0 for s in range(self.seats)]
        for n in path:
            n.visits += 1
            if n.seat is not None:  # always: a node of the path is a move of a seat (only the root has none)
                n.total += rewards[n.seat]

    def _widen(self, node, state, legal):
        """Progressive widening: the first ``widening * n ** widening_power`` actions in the
        game's order (n = the node's visits so far, at least one action), or all of
        ``legal`` when the game gives no order. The order is asked once per node; if this
        determinization's legal actions differ from the ones it was made for, it is asked
        again for this state."""
        order = node.order
        if order is None:
            order = node.order = self.game.order_actions(state, legal) or ()
        if not order:
            return legal
        k = max(1, math.ceil(self.bot.widening * node.visits ** self.bot.widening_power))
        if k >= len(legal):
            return legal
        legal_set = set(legal)
        open_ = [a for a in order[:k] if a in legal_set]
        if len(open_) < k or len(order) != len(legal):
            open_ = (self.game.order_actions(state, legal) or legal)[:k]
        return open_

    def result(self) -> Action:
        if self.fixed is not None:
            return self.fixed
        children = self.root.children
        if not children:
            state = self.shared_state or self.game.determinize(self.view, _rng_state(self.rng))
            return self.rng.choice(self.root_actions or self.game.legal_actions(state))
        return max(children, key=lambda a: (children[a].visits, children[a].total))

    def stats(self) -> dict[str, Any]:
        return {"iterations": self.iterations, "seconds": round(self.elapsed, 3)}


class MCTSBot(Bot):
    """Monte Carlo tree search with a budget: stops at ``iterations`` or ``seconds``
    (whichever comes first; ``seconds=None`` makes it deterministic for a given seed)."""

    id = "mcts"
    label = "MCTS"

    def __init__(
        self,
        iterations: int = 2000,
        seconds: float | None = None,
        rollout_depth: int = 12,
        exploration: float = 0.7,
        safe_root: bool = True,
        widening: float = 0,
        widening_power: float = 0.5,
    ) -> None:
        self.iterations = iterations
        self.seconds = seconds
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.safe_root = safe_root
        # progressive widening (0 = off): a node visited n times opens the first
        # ``widening * n ** widening_power`` of its actions in ``game.order_actions`` order
        self.widening = widening
        self.widening_power = widening_power

    def start(self, game: Game, view: View, seat: Seat, seed: int) -> Thinking:
        return _Search(self, game, view, seat, seed)


# Named levels offered to players. A game may tune them with ``Game.bot_levels``.
LEVELS = {
    "easy": {"kind": "greedy", "epsilon": 0.3},
    "normal": {"kind": "mcts", "iterations": 400, "seconds": 0.4},
    "hard": {"kind": "mcts", "iterations": 2500, "seconds": 1.0},
    # about three times Hard's thinking: up to 3 s a move in the browser (the search worker,
    # or the page's slices where there is none)
    "expert": {"kind": "mcts", "iterations": 7500, "seconds": 3.0},
}
LEVEL_LABELS = {"easy": "Easy", "normal": "Normal", "hard": "Hard", "expert": "Expert"}


def make_bot(spec: dict[str, Any]) -> Bot:
    """Build a bot from a spec dict ``{"kind": ..., params}``."""
    spec = dict(spec)
    kind = spec.pop("kind")
    if kind == "random":
        return RandomBot()
    if kind == "greedy":
        return GreedyBot(**spec)
    if kind == "mcts":
        return MCTSBot(**spec)
    raise ValueError(f"unknown bot kind {kind!r}")


def level_spec(game: Game, level: str) -> dict[str, Any]:
    """The bot spec for a named level of ``game`` (the game's tuning over the defaults)."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    spec = dict(LEVELS[level])
    spec.update(game.bot_levels.get(level, {}))
    return spec


def bot_for_level(game: Game, level: str) -> Bot:
    return make_bot(level_spec(game, level))
