"""Small pure helpers every game uses the same way: copying states, ranking an outcome, the
"first player" option.

States are plain JSON data (dicts, lists, numbers, strings, booleans, ``None``). Transitions
never mutate their input, so a transition copies only what it changes: ``copy_state`` says
which parts, once, instead of a hand-written copy per game.
"""

from . import rng as rnglib
from ..i18n import has, msg
from .protocol import Option, copy_json, reveal  # noqa: F401 (re-exported: one place for the toolkit)


def copy_state(state, lists=(), nested=(), dicts=(), deep=()):
    """A copy of ``state`` to change: a new top-level dict whose ``lists`` are new lists,
    ``nested`` new lists of new lists (``None`` kept), ``dicts`` new dicts (``None`` kept)
    and ``deep`` deep copies; every other value is shared with ``state`` (scalars, and parts
    the transition only reads or replaces whole)."""
    new = dict(state)
    for key in lists:
        value = state[key]
        new[key] = list(value) if value is not None else None
    for key in nested:
        value = state[key]
        new[key] = [list(v) if v is not None else None for v in value] if value is not None else None
    for key in dicts:
        value = state[key]
        new[key] = dict(value) if value is not None else None
    for key in deep:
        new[key] = copy_json(state[key])
    return new


def rank_outcome(totals, teams=None, tiebreak=None):
    """Seats (or, with ``teams``, the teams' indices) from first place to last.

    ``totals`` has one number per seat; a team's total is the sum of its members'. Ties keep
    the order of ``tiebreak`` (a list of seats, or of team indices with ``teams``; default:
    seat or team order), so the ranking is total and reproducible."""
    if teams is None:
        units = list(range(len(totals)))
        value = {u: totals[u] for u in units}
    else:
        units = list(range(len(teams)))
        value = {u: sum(totals[s] for s in teams[u]) for u in units}
    order = list(tiebreak) if tiebreak is not None else units
    return sorted(units, key=lambda u: (-value[u], order.index(u)))


def first_player_option(seat_names, default="random", game_id=None):
    """The new-game form's "First player" option: Random or a named seat (ids are the seat
    names in lower case, as saves already store them; shown as the catalogue's
    ``<game_id>.seat.<id>`` when there is one)."""
    def shown(name):
        key = f"{game_id}.seat.{name.lower().replace(' ', '_')}"
        return msg(key) if game_id and has(key) else name

    choices = [("random", msg("options.random"))] + [(name.lower(), shown(name)) for name in seat_names]
    return Option("first", msg("options.first"), choices, default)


def choose_first(options, seat_names, rng_state):
    """``(first seat, rng_state)`` from the "first" option: the named seat, or a draw."""
    chosen = options.get("first", "random")
    if chosen == "random":
        value, rng_state = rnglib.randbelow(rng_state, len(seat_names))
        return value, rng_state
    names = [name.lower() for name in seat_names]
    return names.index(chosen), rng_state
