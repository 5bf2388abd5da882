"""Game records: ``{version, game, options, seed, players, actions}`` and their replay.

A record is everything needed to rebuild a game: the rules are deterministic given the
options and the seed, so replaying the actions through ``apply`` (which validates each one)
reproduces the state exactly.

A player is ``{"kind": "human"}`` (a person at this device), ``{"kind": "bot", "level": ...}``
(a computer) or ``{"kind": "remote"}`` (a person playing on another device, through
``ui/remote_host.py``), each with an optional ``name``. A saved game with remote players may
also hold ``remote``: what the host remembers of each remote seat, ``[{"seat", "secret",
"seq"}]`` (the seat's current invitation secret and the last sequence number it handled).
That part never leaves the device: exports and shared links keep only the six record keys.
"""

import re

from ..i18n import is_message, msg, well_formed
from .bots import LEVELS
from .protocol import BadOptions, IllegalAction

FORMAT_VERSION = 1
MAX_ACTIONS = 20_000  # far beyond any real game (Arctic's longest are ~400 actions)
MAX_ACTION_CHARS = 200
MAX_NAME_CHARS = 100  # names are cleaned and shortened for display; longer ones are damage
MAX_SEED = 1 << 129  # generator 1 below 2^64, generator 2 (new games: 2^128 + 128 random bits) above (core/rng.py)
PLAYER_KEYS = {"kind", "level", "name", "via"}  # via: "link" for a remote seat played turn by turn
PLAYER_KINDS = ("human", "bot", "remote")
REMOTE_KEYS = {"seat", "secret", "seq"}
SECRET = re.compile(r"^[A-Za-z0-9_-]{16,64}\Z")  # an invitation's secret (core/wire.py makes them)
SALT = re.compile(r"^[0-9a-f]{32}\Z")  # the salt of the commitment to the seed (core/deal_proof.py)
MAX_SEQ = 1 << 53  # sequence numbers stay exact in every JSON reader


class RecordError(ValueError):
    """A record that cannot be replayed. ``str(err)`` is a sentence for the player (its argument
    a message, which says itself in the language in use, or text)."""


def sentence_of(err):
    """What an exception says, language-neutral: its message when it was raised with one
    (``RecordError(msg(...))``), else its text."""
    first = err.args[0] if getattr(err, "args", None) else None
    return first if is_message(first) else str(err)


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
    """Raise :class:`RecordError` unless ``data`` looks like a record of a known game; the game."""
    return games[check_fields(data, games)]


def check_fields(data, games):
    """:func:`check_shape` without looking the game up (so without importing its modules): the
    game's id."""
    if not isinstance(data, dict):
        raise RecordError(msg("dialogs.record.not_record"))
    version = data.get("version")
    if type(version) is not int or version != FORMAT_VERSION:
        if type(version) is int and version > FORMAT_VERSION:
            raise RecordError(msg("dialogs.record.newer", format=version))
        raise RecordError(msg("dialogs.record.unknown_format", format=repr(version)[:40]))
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in games:
        raise RecordError(msg("dialogs.record.unknown_game", game=repr(game_id)[:60]))
    if not isinstance(data.get("options"), dict):
        raise RecordError(msg("dialogs.record.no_options"))
    if not isinstance(data.get("seed"), int) or isinstance(data.get("seed"), bool):
        raise RecordError(msg("dialogs.record.no_seed"))
    seed = data["seed"]
    if not 0 <= seed < MAX_SEED:
        raise RecordError(msg("dialogs.record.no_seed"))
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError(msg("dialogs.record.actions_damaged"))
    if len(actions) > MAX_ACTIONS:
        raise RecordError(msg("dialogs.record.too_many_moves", n=len(actions)))
    if any(len(a) > MAX_ACTION_CHARS for a in actions):
        raise RecordError(msg("dialogs.record.move_too_long"))
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise RecordError(msg("dialogs.record.players_damaged"))
    for p in players:
        _check_player(p)
    if "remote" in data:
        check_remote(data["remote"], players)
    if "deal" in data:  # the salt of the commitment to the seed sent to other devices (core/deal_proof.py)
        deal = data["deal"]
        if not (isinstance(deal, dict) and set(deal) == {"salt"} and isinstance(deal["salt"], str)
                and SALT.match(deal["salt"])):
            raise RecordError(msg("dialogs.record.remote_damaged"))
    for key in ("summary", "saved_at"):
        if key in data and not _plain(data[key]):
            raise RecordError(msg(f"dialogs.record.{key}_damaged"))
    return game_id


def _check_player(p):
    if not set(p) <= PLAYER_KEYS or p.get("kind") not in PLAYER_KINDS:
        raise RecordError(msg("dialogs.record.players_damaged"))
    if p["kind"] == "bot" and not (isinstance(p.get("level"), str) and p["level"] in LEVELS):
        raise RecordError(msg("dialogs.record.unknown_level", level=repr(str(p.get('level'))[:40])))
    if p["kind"] != "bot" and "level" in p:
        raise RecordError(msg("dialogs.record.players_damaged"))
    if "via" in p and (p["kind"] != "remote" or p["via"] != "link"):
        raise RecordError(msg("dialogs.record.players_damaged"))
    if "name" in p and (not isinstance(p["name"], str) or len(p["name"]) > MAX_NAME_CHARS):
        raise RecordError(msg("dialogs.record.name_damaged"))


def check_remote(entries, players):
    """Raise :class:`RecordError` unless ``entries`` is a valid ``remote`` part for ``players``:
    one entry per remote seat at most, each ``{"seat", "secret", "seq"}``."""
    damaged = RecordError(msg("dialogs.record.remote_damaged"))
    if not isinstance(entries, list) or len(entries) > len(players):
        raise damaged
    seats = set()
    for e in entries:
        if not isinstance(e, dict) or set(e) != REMOTE_KEYS:
            raise damaged
        seat, secret, seq = e["seat"], e["secret"], e["seq"]
        if type(seat) is not int or not 0 <= seat < len(players) or seat in seats:
            raise damaged
        if players[seat].get("kind") != "remote":
            raise damaged
        if not isinstance(secret, str) or not SECRET.match(secret):
            raise damaged
        if type(seq) is not int or not 0 <= seq < MAX_SEQ:
            raise damaged
        seats.add(seat)


def _plain(value):
    """A summary (a flat dict of short texts, messages said when listed, and flags) or a time
    stamp (an int)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return 0 <= value < MAX_SEED
    return isinstance(value, dict) and len(value) <= 12 and all(
        isinstance(k, str) and (isinstance(v, bool) or well_formed(v, depth=5)) for k, v in value.items())


def replay(game, record):
    """Return the list of states ``[initial, after action 1, ...]``; validates every action."""
    try:
        state = game.setup(record["options"], record["seed"])
    except BadOptions as err:
        raise RecordError(msg("dialogs.record.bad_options", why=sentence_of(err))) from err
    states = [state]
    for i, action in enumerate(record["actions"]):
        try:
            state = game.apply(state, action)
        except IllegalAction as err:
            raise RecordError(msg("dialogs.record.bad_move", n=i + 1, action=repr(action), why=sentence_of(err))) from err
        states.append(state)
    return states


def final_state(game, record):
    return replay(game, record)[-1]
