"""Game records: ``{version, game, options, seed, players, actions}`` and their replay.

A record is everything needed to rebuild a game: the rules are deterministic given the
options and the seed, so replaying the actions through ``apply`` (which validates each one)
reproduces the state exactly.
"""

from .protocol import BadOptions, IllegalAction

FORMAT_VERSION = 1


class RecordError(ValueError):
    """A record that cannot be replayed. ``str(err)`` is a sentence for the player."""


def new_record(game, options, seed, players):
    return {
        "version": FORMAT_VERSION,
        "game": game.id,
        "options": game.normalize_options(options),
        "seed": int(seed),
        "players": [dict(p) for p in players],
        "actions": [],
    }


def check_shape(data, games):
    """Raise :class:`RecordError` unless ``data`` looks like a record of a known game."""
    if not isinstance(data, dict):
        raise RecordError("This is not a Vivarium game record.")
    version = data.get("version")
    if type(version) is not int or version != FORMAT_VERSION:
        if type(version) is int and version > FORMAT_VERSION:
            raise RecordError(f"This game was saved by a newer version of Vivarium (format {version}).")
        raise RecordError(f"Unknown save format {version!r}.")
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in games:
        raise RecordError(f"Unknown game {game_id!r}.")
    if not isinstance(data.get("options"), dict):
        raise RecordError("The record has no options.")
    if not isinstance(data.get("seed"), int) or isinstance(data.get("seed"), bool):
        raise RecordError("The record has no valid seed.")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError("The record's list of actions is damaged.")
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise RecordError("The record's list of players is damaged.")
    return games[game_id]


def replay(game, record):
    """Return the list of states ``[initial, after action 1, ...]``; validates every action."""
    try:
        state = game.setup(record["options"], record["seed"])
    except BadOptions as err:
        raise RecordError(f"The saved options are not valid: {err}") from err
    states = [state]
    for i, action in enumerate(record["actions"]):
        try:
            state = game.apply(state, action)
        except IllegalAction as err:
            raise RecordError(f"Move {i + 1} ({action!r}) cannot be replayed: {err}") from err
        states.append(state)
    return states


def final_state(game, record):
    return replay(game, record)[-1]
