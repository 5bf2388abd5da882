"""The conformance kit: the protocol's promises, checked the same way for every game.

``check_game(game, options, seeds)`` plays random games and, along the way, checks that:

- ``apply`` never mutates its input, and refuses what ``legal_actions`` does not list;
- states and actions survive a JSON round trip;
- legal actions are unique strings, and there are none exactly when the game is over;
- exactly one seat acts while the game goes on, none once it is over;
- replaying the record (``core/records.py``) gives the state that play gave;
- ``view(determinize(view)) == view`` for every seat (and spectators);
- the game declares what it hides (:func:`check_declaration`): ``perfect_information`` has
  no default, and a game with ``seat_keys`` (a hand, a totem) has private information;
  a game that declares perfect information shows every seat the same view;
- **hidden twins** (issue 35): states made by ``determinize`` from what one seat (or a
  spectator) sees, whose hidden cards differ. In them:

  - *the log*: an action's line is the same in a state and its twin whenever a spectator's
    view after the action is the same (an action that turns a card face up for everyone may
    name it; one that draws in secret may not tell what, nor how much it adds up to);
  - *twin steps*: after any action that does not reveal (``Game.reveals``) nor end the game
    (the end may show every hand), a spectator's view, public keys and public facts alike,
    is the same in a state and its twin: a move
    that copies a hidden value into a public key ("remember what was played") is caught;
  - *public copies*: no public part holds a copy of a hidden pile or another seat's hand;

- **the secret canary**: every value in a non-public part of the state (whatever is not in
  the game's ``public_keys``, and other seats' ``seat_keys`` entries) is replaced by a marked
  twin of itself (the same number or text, of a marked type that prints as ``⚑…``); a new
  top-level key holding a canary text is added too. No view, description or log line may
  contain a marked value or a ``⚑``, except where the game passed it through
  :func:`~vivarium.core.protocol.reveal` on purpose. The mark survives ``str()``, ``repr()``,
  f-strings, ``format()``, ``%s``/``%r``, concatenation and arithmetic (a sum of a hidden hand
  is marked). It cannot survive ``%d`` or ``str.join`` (CPython formats an ``int`` subclass
  and joins a ``str`` subclass without asking it); those are caught by the twins, whose
  hidden values differ.

Every failure names the game, the key or action, and the position (seed, ply, last moves).

Pure; the tests run it over every registered game at every player count
(``tests/test_conformance.py``), and a game being written can run it from day one.
"""

from __future__ import annotations

from json import dumps, loads
import random

from . import rng as rnglib
from .protocol import IllegalAction, UndeclaredSecrets, check_declaration
from .records import new_record, replay

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy reads it the same)
if TYPE_CHECKING:
    from typing import Any

MARK = "\u2691"  # ⚑: what a marked (secret) value prints as
CANARY_KEY = "canary_secret_field"
CANARY_TEXT = MARK + "CANARY"


class ConformanceError(AssertionError):
    """A broken promise, with the game, the position and what was seen."""


class _Marked:
    """A value from a secret part of a state: equal to the plain value, printed with a mark."""

    __slots__ = ()
    _plain: Any  # the plain value's conversion (int.__int__, str.__str__), set by each subclass
    _text: Any  # how the plain value prints

    def __str__(self):
        return MARK + self._text()

    __repr__ = __str__

    def __format__(self, spec):
        return MARK + format(self._plain(), spec)


def _marking(op):
    """``op`` of ``int``/``str`` whose result stays marked (a sum of secrets is a secret)."""

    def run(self, *args):
        out = op(self, *args)
        if out is NotImplemented:
            return out
        if isinstance(out, bool):
            return out
        if isinstance(out, int):
            return _SecretInt(out)
        if isinstance(out, str):
            return _SecretStr(out)
        return out

    return run


class _SecretInt(_Marked, int):
    __slots__ = ()
    _plain = int.__int__
    _text = int.__repr__


for _name in ("__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__", "__floordiv__",
              "__rfloordiv__", "__mod__", "__rmod__", "__pow__", "__rpow__", "__neg__", "__pos__", "__abs__",
              "__and__", "__rand__", "__or__", "__ror__", "__xor__", "__rxor__", "__lshift__", "__rshift__",
              "__invert__"):
    setattr(_SecretInt, _name, _marking(getattr(int, _name)))


class _SecretStr(_Marked, str):
    __slots__ = ()
    _plain = str.__str__
    _text = str.__str__

    def __radd__(self, other):
        return _SecretStr(other + str.__str__(self)) if isinstance(other, str) else NotImplemented


for _name in ("__add__", "__mul__", "__rmul__", "__mod__", "upper", "lower", "title", "capitalize", "strip"):
    setattr(_SecretStr, _name, _marking(getattr(str, _name)))


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


def _differing(a, b):
    """The keys whose values differ between two views (dicts), for the error message."""
    if not (isinstance(a, dict) and isinstance(b, dict)):
        return ["(the whole view)"]
    missing = object()
    return [k for k in sorted(set(a) | set(b), key=str) if a.get(k, missing) != b.get(k, missing)]


def check_twins(game, state, rng_state, per_twin=6):
    """Hidden twins (see the module's text): for the actor, each other seat and a spectator,
    a twin made by ``determinize`` from what it sees; for actions legal in both (at most
    ``per_twin`` a twin besides the actor's), the log line is the same whenever a spectator's
    view after the action is, and after an action that does not reveal a spectator's view is
    the same. Returns the rng state."""
    actor = game.actor(state)
    if actor is None or game.perfect_information:
        return rng_state
    legal = game.legal_actions(state)
    public_before = game.view(state, None)
    afters = {}
    for seat in [actor] + [s for s in range(game.seat_count(state)) if s != actor] + [None]:
        value, rng_state = rnglib.next_u64(rng_state)
        twin = game.determinize(game.view(state, seat), rnglib.seed_state(value))
        if game.view(twin, None) != public_before:
            keys = _differing(game.view(twin, None), public_before)
            raise ConformanceError(f"{game.id}: determinize from seat {seat}'s view changes what a spectator sees: {keys}")
        twin_legal = game.legal_actions(twin)
        if seat == actor and twin_legal != legal:
            raise ConformanceError(f"{game.id}: the legal actions depend on what seat {actor} cannot see")
        common = [a for a in legal if a in set(twin_legal)]
        if seat != actor and len(common) > per_twin:
            common = random.Random(value).sample(common, per_twin)
        for action in common:
            if action not in afters:
                after = game.apply(state, action)
                afters[action] = (game.view(after, None), game.describe(state, action), game.outcome(after) is not None)
            seen, line, ends = afters[action]
            twin_seen = game.view(game.apply(twin, action), None)
            same = twin_seen == seen
            if same and say_all(game.describe(twin, action)) != say_all(line):
                raise ConformanceError(
                    f"{game.id}: the log line for {action!r} depends on cards nobody sees (seat {seat}'s twin): "
                    f"{say_all(line)!r} vs {say_all(game.describe(twin, action))!r}")
            # the end shows the hands on purpose; an action that reveals in either state shows
            # something in one of them (a hand that turns out stuck) that it did not in the other
            if not same and not ends and not game.reveals(state, action) and not game.reveals(twin, action):
                raise ConformanceError(
                    f"{game.id}: {action!r} does not reveal (Game.reveals), yet what a spectator sees after it "
                    f"depends on hidden cards (seat {seat}'s twin): public keys {_differing(seen, twin_seen)}")
    return rng_state


def say_all(value):
    """A log line as the sentences every language makes of it (a message is data; two
    messages that say the same thing are the same line)."""
    from ..i18n import LANGS, say_in

    return tuple(say_in(lang, value) for lang in LANGS)


def _lists(value, path, out, min_len=3):
    """``(path, list)`` for every list of ``min_len`` items or more in ``value`` whose items are
    not all the same."""
    if isinstance(value, dict):
        for k, v in value.items():
            _lists(v, f"{path}[{k!r}]", out, min_len)
    elif isinstance(value, (list, tuple)):
        if len(value) >= min_len and any(v != value[0] for v in value):
            out.append((path, list(value)))
        for i, v in enumerate(value):
            _lists(v, f"{path}[{i}]", out, min_len)
    return out


def check_public_copies(game, state):
    """No public key holds a copy of something hidden (a hand kept under a public key, a
    pile's order): every list of three or more items in the state's ``public_keys`` differs
    from every list of its other parts and of each seat's ``seat_keys`` entry. (What a game
    shows on purpose goes through ``public_facts`` and :func:`~vivarium.core.protocol.reveal`.)
    Not at the end, when games show the hands on purpose."""
    if game.outcome(state) is not None:
        return
    public = set(game.public_keys)
    hidden: list = []
    for key, value in state.items():
        if key == "rng" or key in public:
            continue
        if key in game.seat_keys:
            for s, entry in enumerate(value):
                _lists(entry, f"state[{key!r}][{s}]", hidden)
        else:
            _lists(value, f"state[{key!r}]", hidden)
    if not hidden:
        return
    secret = {dumps(v, sort_keys=True): where for where, v in hidden}
    shown: list = []
    for key in game.public_keys:
        if key in state:
            _lists(state[key], f"state[{key!r}]", shown)
    for where, value in shown:
        found = secret.get(dumps(value, sort_keys=True))
        if found is not None:
            raise ConformanceError(f"{game.id}: the public key {where} holds a copy of {found}, which is hidden")


def check_perfect_views(game, state):
    """A game that declares perfect information shows every seat what a spectator sees (a
    ``seat`` entry aside)."""
    if game.perfect_information is not True:
        return
    spectator = {k: v for k, v in game.view(state, None).items() if k != "seat"}
    for seat in range(game.seat_count(state)):
        seen = {k: v for k, v in game.view(state, seat).items() if k != "seat"}
        if seen != spectator:
            raise ConformanceError(f"{game.id}: declares perfect information, yet seat {seat} sees "
                                   f"{_differing(seen, spectator)} otherwise than a spectator")


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
    """Legal actions, the actor and the outcome agree; returns the legal actions."""
    legal = game.legal_actions(state)
    over = game.outcome(state) is not None
    if not all(isinstance(a, str) for a in legal) or len(set(legal)) != len(legal):
        raise ConformanceError(f"{game.id}: legal actions must be unique strings: {legal[:8]}")
    if over != (not legal):
        raise ConformanceError(f"{game.id}: legal actions {'remain after the end' if over else 'ran out before the end'}")
    actor = game.actor(state)
    if over and actor is not None:
        raise ConformanceError(f"{game.id}: seat {actor!r} acts after the end (actor must be None)")
    if not over and (isinstance(actor, bool) or not isinstance(actor, int) or not 0 <= actor < game.seat_count(state)):
        raise ConformanceError(f"{game.id}: the actor {actor!r} is not one seat of the game (one expected while in play)")
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
    check_declaration(game)
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
                try:
                    check_perfect_views(game, state)
                    check_secrets(game, state)
                    check_public_copies(game, state)
                    rng_state = check_view_round_trip(game, state, rng_state)
                    rng_state = check_twins(game, state, rng_state)
                except ConformanceError as err:
                    raise ConformanceError(f"{err} [position: seed {seed}, ply {ply}, "
                                           f"last moves {record['actions'][-3:]}]") from err
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
        actions: list[str] = []
        state = game.setup(dict(options), seed)
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
