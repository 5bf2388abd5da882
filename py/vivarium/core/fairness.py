"""Bots never cheat: the check every hidden-information game reuses.

A bot is asked for a move through :func:`decide`, which hands it its seat's ``view`` and
nothing else. :func:`hidden_twins` builds states that look exactly the same from that seat
(same view) but differ in what the seat cannot see (the other hands, the order of decks).
:func:`check_never_cheats` asks for a move in each twin with the same seed and fails if the
choice depends on which twin is real.
"""

from . import rng as rnglib


def decide(game, state, seat, bot, seed):
    """How the match runner asks a bot for a move: from ``seat``'s view of ``state``."""
    return bot.choose(game, game.view(state, seat), seat, seed)


def _without_rng(state):
    return {k: v for k, v in state.items() if k != "rng"}


def hidden_twins(game, state, seat, count=4, seed=1):
    """Up to ``count`` states with ``game.view(twin, seat) == game.view(state, seat)`` whose
    hidden parts differ from ``state``'s. Raises AssertionError if the game's own
    determinization disagrees with its view (that would be a bug too)."""
    view = game.view(state, seat)
    rng_state = rnglib.seed_state(seed)
    twins: list = []
    for _ in range(count * 10):
        value, rng_state = rnglib.next_u64(rng_state)
        twin = game.determinize(view, rnglib.seed_state(value))
        if game.view(twin, seat) != view:
            raise AssertionError("determinize() produced a state whose view differs from the view it came from")
        if _without_rng(twin) != _without_rng(state) and all(_without_rng(twin) != _without_rng(t) for t in twins):
            twins.append(twin)
            if len(twins) >= count:
                break
    return twins


def check_never_cheats(game, state, seat, bot, seed, count=4, decide=decide):
    """Ask ``bot`` for ``seat``'s move in ``state`` and in hidden twins of it, with the same
    seed. Returns ``(action, twins)``; raises AssertionError when a twin changes the choice,
    or when no twin could be built (the check would prove nothing)."""
    twins = hidden_twins(game, state, seat, count, seed)
    if not twins:
        raise AssertionError("no state with the same view and different hidden information exists here")
    expected = decide(game, state, seat, bot, seed)
    for twin in twins:
        got = decide(game, twin, seat, bot, seed)
        if got != expected:
            raise AssertionError(
                f"the bot chose {expected!r} in the real state but {got!r} in a state that looks the same to seat {seat}"
            )
    return expected, twins
