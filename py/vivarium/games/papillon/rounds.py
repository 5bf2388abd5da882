"""Papillon's round protocol: what the blue and the orange round each answer for themselves.

:class:`.rules.Papillon` is the frame of a game: the setup and its dice, the sides and the
partners phase, the direction choice, moving from one round to the next, the outcome. Every
other question it hands to the round in play, ``ROUNDS[state["round"]]`` (:mod:`.blue`,
:mod:`.orange`), an instance of a :class:`Round` subclass. Rounds are stateless, like games;
methods that change a state are given a fresh copy (from :meth:`Round.copy`) to change.

A round ends by writing its score under ``state["results"][round.id]``; the frame then begins
the next round of ``state["rounds"]``, or ends the game.

Typed and checked by mypy, like ``core.protocol.Game`` (for the checker only: nothing here
imports ``typing`` at run time).
"""
from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from random import Random
    from typing import Any, ClassVar

    from ...core.protocol import Action, Outcome, RngState, Seat, Sentence, State, View


class Round:
    """One round of Papillon (a base class: every method but the optional ones is required)."""

    id: ClassVar[str] = ""
    # How many times the bot level's iterations a search may spend on a decision in this round
    # (see ``Game.search_scale``).
    search_scale: ClassVar[float] = 1.0

    # ---- the round's beginning ---------------------------------------------------------------
    def begin(self, state: State) -> None:
        """Set the round up on a mutable ``state`` (before the sides and the direction are
        known: the frame asks for them next). Default: nothing to do."""

    def deal(self, state: State) -> None:
        """The round's first deal, on a mutable ``state``, once the direction is known."""
        raise NotImplementedError

    def opening(self, after: State) -> list[Sentence]:
        """Log phrases for the round's beginning, when an action of the round before led to it
        (``after``: the state the action gave). Default: none."""
        return []

    # ---- legality and transitions (phases "direction" and "play") --------------------------------
    def copy(self, state: State) -> State:
        """A copy of ``state`` that this round's transitions may change."""
        raise NotImplementedError

    def legal(self, state: State) -> list[Action]:
        """The legal actions in the "play" phase."""
        raise NotImplementedError

    def explain(self, state: State, action: Any) -> Sentence:
        """Why ``action`` is not legal (phases "direction" and "play")."""
        raise NotImplementedError

    def play(self, new: State, state: State, action: Action) -> None:
        """Apply the play-phase ``action`` to ``new``, a :meth:`copy` of ``state``."""
        raise NotImplementedError

    def reveals(self, state: State, after: State) -> bool:
        """Whether the action from ``state`` to ``after`` showed something hidden, beyond a deal,
        a dice roll or a new round (the frame checks those). Default: no."""
        return False

    # ---- the log -----------------------------------------------------------------------------------
    def describe(self, state: State, action: Action, after: State) -> tuple[Sentence, list[Sentence]]:
        """``(text, phrases)``: the log line of ``action`` (direction or play) without its full
        stop, and what it set off by itself (the frame joins them with "; ")."""
        raise NotImplementedError

    # ---- information -------------------------------------------------------------------------------
    def public_facts(self, state: State, seat: Seat | None) -> dict[str, Any]:
        """What ``seat`` learns of the hidden parts beyond its own hand (see
        ``Game.public_facts``); the frame adds ``seat``."""
        raise NotImplementedError

    def determinize(self, view: View, state: State, rng_state: RngState) -> State:
        """Fill in ``state`` (the public parts of ``view``, copied) with hidden parts consistent
        with ``view``, sampled from ``rng_state``; return it."""
        raise NotImplementedError

    # ---- the end -----------------------------------------------------------------------------------
    def outcome(self, state: State) -> Outcome:
        """The outcome of a game over at the end of this round (its last)."""
        raise NotImplementedError

    # ---- bots ----------------------------------------------------------------------------------------
    def heuristic(self, state: State, seat: Seat) -> float:
        """The value of a position in play for ``seat``, in [-1, 1] (the sides are known)."""
        return 0.0

    def rollout(self, state: State, actions: list[Action], rng: Random) -> Action:
        """A playout's choice among ``actions`` (legal in ``state``; setup phases included)."""
        return actions[rng.randrange(len(actions))]
