"""The conformance kit: the protocol's promises, checked the same way for every game.

``check_game(game, options, seeds)`` plays random games and, along the way, checks that:

- ``apply`` never mutates its input, and refuses what ``legal_actions`` does not list;
- states and actions survive a JSON round trip;
- legal actions are unique strings, and there are none exactly when the game is over;
- exactly one seat acts while the game goes on, none once it is over;
- replaying the record (``core/records.py``) gives the state that play gave;
- ``view(determinize(view)) == view`` for every seat (and spectators);
- descriptions (the log) are the same in hidden twins: states every seat's view of which
  agrees with the actor's knowledge, but whose hidden cards differ;
- **the secret canary**: every value in a non-public part of the state (whatever is not in
  the game's ``public_keys``, and other seats' ``seat_keys`` entries) is replaced by a marked
  twin of itself (the same number or text, of a marked type that prints as ``⚑…``); a new
  top-level key holding a canary text is added too. No view, description or log line may
  contain a marked value or a ``⚑``, except where the game passed it through
  :func:`~vivarium.core.protocol.reveal` on purpose.

Pure; the tests run it over every registered game at every player count
(``tests/test_conformance.py``), and a game being written can run it from day one.
"""

from json import dumps, loads
import random

from . import rng as rnglib
from .protocol import IllegalAction
from .records import new_record, replay

MARK = "\u2691"  # ⚑: what a marked (secret) value prints as
CANARY_KEY = "canary_secret_field"
CANARY_TEXT = MARK + "CANARY"


class ConformanceError(AssertionError):
    """A broken promise, with the game, the position and what was seen."""


class _Marked:
    """A value from a secret part of a state: equal to the plain value, printed with a mark."""

    __slots__ = ()

    def __str__(self):
        return MARK + self._text()

    __repr__ = __str__

    def __format__(self, spec):
        return MARK + format(self._plain(), spec)


class _SecretInt(_Marked, int):
    __slots__ = ()
    _plain = int.__int__
    _text = int.__repr__


class _SecretStr(_Marked, str):
    __slots__ = ()
    _plain = str.__str__
    _text = str.__str__


def mark_secret(value):
    """``value`` with every number and text replaced by its marked twin (booleans and
    ``None`` stay, as nothing can be told from them alone)."""
    if isinstance(value, dict):
        return {k: mark_secret(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [mark_secret(v) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return _SecretInt(value)
    if isinstance(value, str):
        return _SecretStr(value)
    return value


def with_canary(game, state, seat):
    """``state`` as ``seat`` (``None``: a spectator) must not see through: every non-public
    part marked, other seats' own entries marked, and a new secret key added."""
    public = set(game.public_keys)
    out = {}
    for key, value in state.items():
        out[key] = value if key in public else mark_secret(value)
    for key in game.seat_keys:
        if key in state:
            out[key] = [value if s == seat else mark_secret(value) for s, value in enumerate(state[key])]
    out[CANARY_KEY] = CANARY_TEXT
    return out


def find_marks(value, path="view"):
    """Where marked values or marks sit in ``value`` (paths), for the error message."""
    found = []
    if isinstance(value, _Marked):
        found.append(path)
    elif isinstance(value, str):
        if MARK in value:
            found.append(path)
    elif isinstance(value, dict):
        for k, v in value.items():
            found += find_marks(k, f"{path} key")
            found += find_marks(v, f"{path}[{k!r}]")
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            found += find_marks(v, f"{path}[{i}]")
    return found


def _plain(value):
    return loads(dumps(value))


def _seats(game, state):
    return [None] + list(range(game.seat_count(state)))


def check_secrets(game, state):
    """The canary: nothing secret from a seat reaches its view or the log."""
    for seat in _seats(game, state):
        marked = with_canary(game, state, seat)
        leaks = find_marks(game.view(marked, seat), f"view(seat={seat})")
        if leaks:
            raise ConformanceError(f"{game.id}: a secret reaches the view of seat {seat}: {', '.join(leaks[:5])}")
    actor = game.actor(state)
    if actor is None:
        return
    # The log is read by everyone; the actor's own cards may show in it (the action plays
    # them), nothing the actor does not know may.
    marked = with_canary(game, state, actor)
    for action in game.legal_actions(state):
        text = game.describe(marked, action)
        if find_marks(text):
            raise ConformanceError(f"{game.id}: the log line for {action!r} tells a secret: {text!r}")


def check_view_round_trip(game, state, rng_state):
    """``view(determinize(view)) == view`` for every seat; returns the rng state."""
    for seat in range(game.seat_count(state)):
        view = game.view(state, seat)
        value, rng_state = rnglib.next_u64(rng_state)
        twin = game.determinize(view, rnglib.seed_state(value))
        if game.view(twin, seat) != view:
            raise ConformanceError(f"{game.id}: view(determinize(view)) differs from the view for seat {seat}")
    return rng_state


def check_log_in_twins(game, state, rng_state, twins=2):
    """Every legal action's description is the same in states the actor cannot tell apart.

    Actions that reveal (``Game.reveals``: a card turned face up for everyone) may name what
    they reveal, which differs between twins by design; the canary still checks that their
    lines carry nothing secret from the actor."""
    actor = game.actor(state)
    if actor is None or game.perfect_information:
        return rng_state
    view = game.view(state, actor)
    legal = game.legal_actions(state)
    lines = {a: game.describe(state, a) for a in legal if not game.reveals(state, a)}
    for _ in range(twins):
        value, rng_state = rnglib.next_u64(rng_state)
        twin = game.determinize(view, rnglib.seed_state(value))
        if game.legal_actions(twin) != legal:
            raise ConformanceError(f"{game.id}: the legal actions depend on what seat {actor} cannot see")
        for action in lines:
            if game.describe(twin, action) != lines[action]:
                raise ConformanceError(
                    f"{game.id}: the log line for {action!r} depends on hidden cards: "
                    f"{lines[action]!r} vs {game.describe(twin, action)!r}"
                )
    return rng_state


def check_step(game, state, action):
    """``apply`` is pure and agrees with ``legal_actions``; returns the new state."""
    before = dumps(state, sort_keys=True)
    try:
        after = game.apply(state, action)
    except IllegalAction as err:
        raise ConformanceError(f"{game.id}: legal action {action!r} was refused: {err}") from err
    if dumps(state, sort_keys=True) != before:
        raise ConformanceError(f"{game.id}: apply({action!r}) changed the state it was given")
    if _plain(after) != after:
        raise ConformanceError(f"{game.id}: the state after {action!r} does not survive a JSON round trip")
    return after


def check_position(game, state):
    """Legal actions, actors and the outcome agree; returns the legal actions."""
    legal = game.legal_actions(state)
    over = game.outcome(state) is not None
    if not all(isinstance(a, str) for a in legal) or len(set(legal)) != len(legal):
        raise ConformanceError(f"{game.id}: legal actions must be unique strings: {legal[:8]}")
    if over != (not legal):
        raise ConformanceError(f"{game.id}: legal actions {'remain after the end' if over else 'ran out before the end'}")
    actors = game.to_act(state)
    if len(actors) != (0 if over else 1):
        raise ConformanceError(f"{game.id}: {len(actors)} seats act at once (one expected while in play)")
    if not over:
        bogus = "no such move \u2691"
        try:
            game.apply(state, bogus)
        except IllegalAction as err:
            if not str(err):
                raise ConformanceError(f"{game.id}: an illegal action was refused without a sentence") from err
        else:
            raise ConformanceError(f"{game.id}: an action that is not legal was applied")
    return legal


def check_game(game, options, seeds=(1, 2), max_plies=400, deep_every=5, on_position=None):
    """Random games from ``seeds`` with every check above; ``on_position(state, legal)`` lets
    a caller add its own (a view's HTML, say). Deep checks (canary, twins, determinize) run
    every ``deep_every`` plies and at the end. Returns the number of positions checked."""
    options = game.normalize_options(options)
    checked = 0
    for seed in seeds:
        rng = random.Random(seed)
        rng_state = rnglib.seed_state(seed)
        state = game.setup(options, seed)
        record = new_record(game, options, seed, [{"kind": "human"}] * game.seat_count_for(options))
        for ply in range(max_plies + 1):
            legal = check_position(game, state)
            checked += 1
            if ply % deep_every == 0 or not legal:
                check_secrets(game, state)
                rng_state = check_view_round_trip(game, state, rng_state)
                rng_state = check_log_in_twins(game, state, rng_state)
            if on_position is not None:
                on_position(state, legal)
            if not legal:
                break
            action = rng.choice(legal)
            if _plain(action) != action:
                raise ConformanceError(f"{game.id}: action {action!r} does not survive a JSON round trip")
            state = check_step(game, state, action)
            record["actions"].append(action)
        if replay(game, record)[-1] != state:
            raise ConformanceError(f"{game.id}: replaying the record does not give the state that play gave")
    return checked


def blunder_game(game, options, seeds=range(40)):
    """``(actions, ply)``: a finished game of greedy play in which, at move ``ply``, the mover
    had a move that won at once and played instead one that let the next player win at once
    (who then does). For the analysis tests: a blunder on purpose. ``None`` if no seed gives one."""
    from .bots import GreedyBot
    from .protocol import wins_at_once

    for seed in seeds:
        state, actions = game.setup(dict(options), seed), []
        bot, rng = GreedyBot(), random.Random(seed)
        while game.outcome(state) is None and len(actions) < 400:
            seat, legal = game.actor(state), game.legal_actions(state)
            if any(wins_at_once(game, state, a) for a in legal):
                for x in legal:
                    after = game.next_state(state, x)
                    if wins_at_once(game, state, x) or game.outcome(after) is not None:
                        continue
                    reply = [b for b in game.legal_actions(after) if wins_at_once(game, after, b)]
                    if reply:
                        return {"seed": seed, "actions": actions + [x, reply[0]], "ply": len(actions)}
            action = bot.choose(game, game.view(state, seat), seat, rng.getrandbits(32))
            actions.append(action)
            state = game.next_state(state, action)
    return None
