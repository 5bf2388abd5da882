"""Game records: ``{version, game, options, seed, players, actions}`` and their replay.

A record is everything needed to rebuild a game: the rules are deterministic given the
options and the seed, so replaying the actions through ``apply`` (which validates each one)
reproduces the state exactly.
"""

from .bots import LEVELS
from .protocol import BadOptions, IllegalAction

FORMAT_VERSION = 1
MAX_ACTIONS = 20_000  # far beyond any real game (Arctic's longest are ~400 actions)
MAX_ACTION_CHARS = 200
MAX_NAME_CHARS = 100  # names are cleaned and shortened for display; longer ones are damage
MAX_SEED = 1 << 64
PLAYER_KEYS = {"kind", "level", "name"}


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
    seed = data["seed"]
    if not 0 <= seed < MAX_SEED:
        raise RecordError("The record has no valid seed.")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError("The record's list of actions is damaged.")
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"The record has {len(actions):,} moves, more than any game can have.")
    if any(len(a) > MAX_ACTION_CHARS for a in actions):
        raise RecordError("The record's list of actions is damaged (a move is far too long).")
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise RecordError("The record's list of players is damaged.")
    for p in players:
        _check_player(p)
    for key in ("summary", "saved_at"):
        if key in data and not _plain(data[key]):
            raise RecordError(f"The record's {key.replace('_', ' ')} is damaged.")
    return games[game_id]


def _check_player(p):
    if not set(p) <= PLAYER_KEYS or p.get("kind") not in ("human", "bot"):
        raise RecordError("The record's list of players is damaged.")
    if p["kind"] == "bot" and not (isinstance(p.get("level"), str) and p["level"] in LEVELS):
        raise RecordError(f"A computer player has an unknown level {str(p.get('level'))[:40]!r}.")
    if p["kind"] == "human" and "level" in p:
        raise RecordError("The record's list of players is damaged.")
    if "name" in p and (not isinstance(p["name"], str) or len(p["name"]) > MAX_NAME_CHARS):
        raise RecordError("A player's name in the record is damaged.")


def _plain(value):
    """A summary (a flat dict of short strings) or a time stamp (an int)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return 0 <= value < MAX_SEED
    return isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) and len(v) <= 500 for k, v in value.items())


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
