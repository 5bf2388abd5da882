"""The game protocol every Vivarium game implements.

Shape (see shared/design.md): ``setup(options, seed) -> state``; ``legal_actions(state)``
is the single source of legality; ``apply`` is pure and raises :class:`IllegalAction`
with a sentence; ``actor`` (who acts); ``outcome`` with a score breakdown; ``view(state, seat)``;
``describe(state, action)``.

The contract is typed (the aliases below: ``State``, ``Action``, ``Seat``…) and checked by mypy
(``[tool.mypy]`` in pyproject.toml, run by scripts/test.sh). The types are for the checker
only: nothing here imports ``typing`` when the page runs (tests/test_boot_imports.py).

Conventions shared by all games:
- A state is a plain JSON-compatible dict. ``apply`` never mutates its input.
- An action is a short string (hashable, JSON-friendly, readable in a save file),
  e.g. ``"place 2,2"``. Each game documents its own notation.
- Seats are integers ``0..n-1``; ``seat_names`` gives their display names (for a game with
  several player counts, the names for the largest count; a game of ``n`` uses the first ``n``).
- A game that supports several player counts has an option ``players`` whose values are the
  counts; ``seat_count(state)`` gives the count of a state. ``teams(state)`` groups the seats
  (default: everybody alone); a team wins or loses together.
- A turn may be several actions by the same seat: ``turn_index(state)`` numbers turns so the
  log can group a turn's steps (default: every action is a turn of its own).
- All randomness comes from ``state["rng"]`` (see :mod:`vivarium.core.rng`).
"""

from __future__ import annotations

from json import dumps, loads

from ..i18n import has, msg, say
from . import rng as rnglib

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence
    from random import Random
    from typing import Any, ClassVar, TypeAlias

    from ..i18n import Msg

    State: TypeAlias = dict[str, Any]  # a game's state: plain JSON data, never mutated by a transition
    View: TypeAlias = dict[str, Any]  # what one seat (or a spectator) sees of a state: plain JSON data
    Action: TypeAlias = str  # a short readable string, "place c3"
    Seat: TypeAlias = int  # 0..n-1
    Options: TypeAlias = dict[str, Any]  # option id -> value (see Option)
    Sentence: TypeAlias = "str | Msg"  # text, or a message (i18n.msg) said in the language in use
    LogLine: TypeAlias = "Sentence | list[Sentence]"  # what describe returns
    Outcome: TypeAlias = dict[str, Any]  # see outcome_dict
    RngState: TypeAlias = "int | str"  # state["rng"] (core/rng.py: generator 1 or 2)


class IllegalAction(ValueError):
    """An action that is not legal now. ``sentence`` is a message (``i18n.msg``: language-
    neutral data) or text; ``str(err)`` is its sentence in the language in use."""

    def __init__(self, sentence: Sentence) -> None:
        super().__init__(sentence)
        self.sentence = sentence

    def __str__(self) -> str:
        return say(self.sentence)


class BadOptions(ValueError):
    """Options that the game does not accept. ``str(err)`` is a sentence for the player (its
    argument a message, which says itself in the language in use, or text)."""


class Option:
    """One setting of the new-game dialog.

    ``choices`` is a list of ``(value, label)``; ``label``, ``help`` and the choices' labels are
    text or messages (``i18n.msg``), shown in the language in use. ``only_with`` maps another option id to
    the values for which this option may differ from its default.
    """

    def __init__(self, id: str, label: Sentence, choices: Iterable[tuple[Any, Sentence]], default: Any,
                 help: Sentence = "", only_with: dict[str, Iterable[Any]] | None = None) -> None:
        self.id = id
        self.label = label
        self.choices = list(choices)
        self.default = default
        self.help = help
        self.only_with = dict(only_with or {})

    def values(self) -> list[Any]:
        return [value for value, _ in self.choices]

    def accepts(self, value: Any) -> bool:
        """Whether ``value`` is one of the choices (of the same type: ``True`` is not ``1``)."""
        return any(type(value) is type(v) and value == v for v in self.values())

    def parse(self, raw: Any) -> Any:
        """The choice whose value reads as ``raw`` (form fields and link parameters arrive as
        text: "5" means the number 5), else ``raw`` unchanged for the game to refuse."""
        for value in self.values():
            if type(value) is type(raw) and value == raw:
                return value
        text = str(raw)
        for value in self.values():
            if str(value) == text:
                return value
        return raw

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "label": say(self.label),
            "choices": [[v, say(lbl)] for v, lbl in self.choices],
            "default": self.default,
            "help": say(self.help),
            "only_with": self.only_with,
        }


def outcome_dict(result: str, winners: Iterable[Seat], reason: Sentence, scores: Iterable[Any],
                 breakdown: Iterable[dict[str, Any]], ranking: Iterable[Seat] | None = None) -> Outcome:
    """Build an outcome. ``result`` is "win" or "draw"; ``winners`` lists every winning seat
    (all members of a winning team); ``breakdown`` is a list of
    ``{"label": str, "values": [per-seat values]}`` rows for the end screen. ``ranking``
    (optional) orders every seat from first place to last, ties already broken."""
    out: Outcome = {
        "result": result,
        "winners": list(winners),
        "reason": reason,
        "scores": list(scores),
        "breakdown": list(breakdown),
    }
    if ranking is not None:
        out["ranking"] = list(ranking)
    return out


class Game:
    """Base class: subclasses fill in the rules. Instances are stateless singletons."""

    id: ClassVar[str] = "game"
    name: ClassVar[str] = "Game"
    blurb: str = ""  # a class attribute, text or an i18n.Word (read in the language in use)
    play_time: str = ""  # how long one game takes, for the home card ("about 10 min")
    seat_names: ClassVar[Sequence[str]] = ("First", "Second")
    # Whether every seat sees the whole state (the rng aside). No default (issue 35): a game
    # says it, and :func:`check_declaration` refuses a game that does not, or whose ``seat_keys``
    # (a hand, a totem) contradict it, so a hidden-hand game can never pass as open.
    perfect_information: ClassVar[bool | None] = None
    # Whether some seat knows something another seat does not (a hand, a totem). False for a
    # game whose only secrets are hidden from everybody alike (a shuffled stack): one device
    # then needs no hand-off screen between people, and a computer's move reveals nothing.
    # None: derived (``seat_keys`` mean private information; else ``not perfect_information``).
    private_information: ClassVar[bool | None] = None
    options: ClassVar[list[Option]] = []

    # ---- options -------------------------------------------------------------------
    def parse_options(self, values: dict[str, Any] | None) -> Options:
        """Options from text values (a form, a link), each read by :meth:`Option.parse`;
        missing ones take their default. Check the result with :meth:`normalize_options`."""
        values = values or {}
        return {opt.id: opt.parse(values[opt.id]) if opt.id in values else opt.default for opt in self.options}

    def normalize_options(self, options: Options | None) -> Options:
        """Return a complete, validated options dict; raise :class:`BadOptions`."""
        options = dict(options or {})
        out = {}
        known = {opt.id: opt for opt in self.options}
        for key in options:
            if key not in known:
                raise BadOptions(msg("options.unknown", game=self.name, key=str(key)))
        for opt in self.options:
            value = options.get(opt.id, opt.default)
            if not opt.accepts(value):
                raise BadOptions(msg("options.bad_choice", value=str(value), option=opt.label))
            out[opt.id] = value
        for opt in self.options:
            for other, allowed in opt.only_with.items():
                if out[opt.id] != opt.default and out[other] not in allowed:
                    raise BadOptions(msg("options.only_with", option=opt.label, other=known[other].label,
                                         choices=msg("list.all", items=[lbl for v, lbl in known[other].choices if v in allowed])))
        return out

    def has_private_information(self) -> bool:
        if self.seat_keys:  # a seat's own entry (a hand) is what the others do not see
            return True
        if self.private_information is None:
            return self.perfect_information is not True
        return bool(self.private_information)

    # ---- players, seats, teams, turns -------------------------------------------------
    def player_counts(self) -> tuple[int, ...]:
        """The numbers of players this game supports (from its ``players`` option)."""
        opt = next((o for o in self.options if o.id == "players"), None)
        return tuple(opt.values()) if opt is not None else (len(self.seat_names),)

    def seat_count_for(self, options: Options) -> int:
        """How many seats a game with these (normalized) options has."""
        if len(self.player_counts()) == 1:
            return self.player_counts()[0]
        return int(options["players"])

    def seat_names_for(self, options: Options) -> tuple[str, ...]:
        return tuple(self.seat_names[: self.seat_count_for(options)])

    def seat_count(self, state: State) -> int:
        """How many seats ``state`` has. Games with several player counts override this."""
        return self.player_counts()[0]

    def teams(self, state: State) -> list[list[Seat]]:
        """The teams, as lists of seats (default: every seat alone). Every seat is in exactly
        one team; members of a team win or lose together and bots on it play for it."""
        return [[s] for s in range(self.seat_count(state))]

    def team_of(self, state: State, seat: Seat) -> list[Seat]:
        for team in self.teams(state):
            if seat in team:
                return team
        return [seat]

    def turn_index(self, state: State) -> int | None:
        """A number that changes when a new turn begins, or ``None`` when every action is a
        turn of its own. The log groups the actions of one turn under the player's name."""
        return None

    # ---- rules (subclasses implement) ------------------------------------------------
    def first_state(self, options: Options, seed: int) -> State:
        """The first state of a game with ``options`` (already checked and completed by
        :meth:`normalize_options`) and ``seed``; all randomness from ``state["rng"]``."""
        raise NotImplementedError

    def legal_actions(self, state: State) -> list[Action]:
        raise NotImplementedError

    def actor(self, state: State) -> Seat | None:
        """The single seat to act, or ``None`` when the game is over. Default: a state that
        keeps ``"over"`` (a bool) and ``"turn"`` (the seat to act), as every game here does."""
        return None if state["over"] else state["turn"]

    def outcome(self, state: State) -> Outcome | None:
        """``None`` while the game goes on, else an :func:`outcome_dict`."""
        raise NotImplementedError

    def next_state(self, state: State, action: Action) -> State:
        """Apply a known-legal action without validating it (used by search). Pure."""
        raise NotImplementedError

    def describe(self, state: State, action: Action) -> LogLine:
        """One log line a person understands, for ``action`` played in ``state``: a message
        (``i18n.msg``), a list of messages (said one after the other) or text."""
        return action

    def explain_illegal(self, state: State, action: Any) -> Sentence:
        """A sentence (a message, see :meth:`describe`) saying why ``action`` is not legal."""
        if self.outcome(state) is not None:
            return msg("play.game_over")
        return msg("play.not_legal", action=str(action))

    def seat_message(self, seat_name: str) -> Sentence:
        """A seat's name (one of ``seat_names``) as a message: the catalogue's
        ``<game id>.seat.<name in lower case>`` when it has one, else the name itself."""
        key = f"{self.id}.seat.{seat_name.lower().replace(' ', '_')}"
        return msg(key) if has(key) else seat_name

    def seat_label(self, seat_name: str) -> str:
        """A seat's name as shown, in the language in use."""
        return say(self.seat_message(seat_name))

    # ---- derived behaviour -----------------------------------------------------------
    def setup(self, options: Options | None, seed: int) -> State:
        """The first state: ``options`` checked and completed (:meth:`normalize_options`
        raises :class:`BadOptions`), then the game's :meth:`first_state`."""
        return self.first_state(self.normalize_options(options), seed)

    def apply(self, state: State, action: Any) -> State:
        """Validate against :meth:`legal_actions`, then return the new state."""
        if not isinstance(action, str) or action not in self.legal_actions(state):
            raise IllegalAction(self.explain_illegal(state, action))
        return self.next_state(state, action)

    def is_over(self, state: State) -> bool:
        return self.outcome(state) is not None

    def reveals(self, state: State, action: Action) -> bool:
        """True when applying ``action`` draws randomness or reveals hidden information.

        Undo never goes back past such an action (the Board Game Arena policy)."""
        return False

    # ---- information: secrets by allow-list --------------------------------------------
    # A state's parts are secret unless the game names them: ``public_keys`` are shown to
    # every seat (and spectators); ``seat_keys`` maps a state key holding one entry per seat
    # (a hand, a totem) to the view key under which each seat sees its own entry (``None``
    # for a spectator). Everything else (the rng, decks, draw piles, and any key added
    # later) stays out of every view unless ``public_facts`` deliberately reveals something
    # derived from it (a hand's size, a stack's face-up top), with :func:`reveal`.
    public_keys: ClassVar[tuple[str, ...]] = ()
    seat_keys: ClassVar[dict[str, str]] = {}

    def public_facts(self, state: State, seat: Seat | None) -> dict[str, Any]:
        """What the game deliberately shows ``seat`` (``None``: a spectator) beyond its
        ``public_keys`` and own ``seat_keys`` entries: sizes of hidden piles, face-up parts
        of secret ones. Values taken from secret parts go through :func:`reveal`."""
        return {}

    def view(self, state: State, seat: Seat | None) -> View:
        """What ``seat`` may see: the public parts, its own entries, the game's public facts.
        Nothing else of the state reaches a view, so a new secret is hidden by default."""
        out = {key: copy_json(state[key]) for key in self.public_keys if key in state}
        for key, as_key in self.seat_keys.items():
            out[as_key] = copy_json(state[key][seat]) if seat is not None else None
        out.update(self.public_facts(state, seat))
        return out

    def hidden_from(self, state: State, seat: Seat | None) -> dict[str, Any]:
        """Every part of ``state`` that ``seat`` does not see: the keys outside
        ``public_keys`` (the rng, decks, piles…), with ``seat``'s own ``seat_keys`` entries
        left out. An action that leaves this unchanged showed ``seat`` nothing new (undo may
        take it back, see ``Session.undo_index``)."""
        out: dict[str, Any] = {}
        for key, value in state.items():
            if key in self.public_keys:
                continue
            if key in self.seat_keys and seat is not None:
                out[key] = [entry for i, entry in enumerate(value) if i != seat]
            else:
                out[key] = value
        return out

    def review_view(self, state: State) -> View:
        """What the review of a finished game shows at ``state`` (any position of it): the
        whole position, every hand face up, since nothing is secret once the game is over.
        Default: the spectator's view (``view(state, None)``), which is everything in a game
        without private information; games with hands add them in the form their screen
        already shows at the end of a game."""
        return self.view(state, None)

    def determinize(self, view: View, rng_state: RngState) -> State:
        """A full state consistent with ``view``; hidden parts sampled from ``rng_state``.

        Perfect-information games only need an rng for the state."""
        state = copy_json(view)
        state["rng"] = rnglib.next_u64(rng_state)[0]
        return state

    # ---- rounds ----------------------------------------------------------------------
    def round_ended(self, before: State, after: State) -> int | None:
        """The index of the round that the action from ``before`` to ``after`` closed, when
        it closed one and the match goes on (the shell then shows the view's
        ``round_dialog``); ``None`` otherwise. Default: a game of one round."""
        return None

    # ---- bots ------------------------------------------------------------------------
    # The computer levels' tuning: level -> the bot spec's changes (core/bots.py ``LEVELS``).
    bot_levels: ClassVar[dict[str, dict[str, Any]]] = {}

    def evaluate(self, state: State, seat: Seat) -> float:
        """Heuristic value of ``state`` for ``seat`` in [-1, 1] (1 = won): the result once
        the game is over, else the game's :meth:`heuristic`."""
        out = self.outcome(state)
        if out is not None:
            return terminal_value(out, seat, self.teams(state))
        return self.heuristic(state, seat)

    def heuristic(self, state: State, seat: Seat) -> float:
        """The value in [-1, 1] of a position still in play, for ``seat`` (default 0)."""
        return 0.0

    def rollout_action(self, state: State, rng: Random) -> Action:
        """The playout policy of Monte Carlo search (default: uniform random)."""
        return rng.choice(self.legal_actions(state))

    def order_actions(self, state: State, actions: list[Action]) -> list[Action] | None:
        """``actions`` (legal in ``state``) most promising first, or ``None`` for no opinion.

        Monte Carlo search with progressive widening (``MCTSBot(widening=...)``) opens a
        node's children in this order, a few more as the node is visited more; where this
        returns ``None`` every action is open at once. Default: ``None``."""
        return None

    def search_scale(self, view: View) -> float:
        """How many times its iteration budget a Monte Carlo search may spend on a decision
        from ``view`` (a seat's view; default 1.0). A game whose phases differ much in the cost
        of an iteration can give its cheap phases more iterations; the bot's wall-clock cap
        (``seconds``) still holds, so the browser's time per move does not grow past it."""
        return 1.0

    # ---- advice: hints, analysis, lessons (issue 39) -----------------------------------
    # The drops in the mover's estimated win chance (0..1) that mark a move in the analysis,
    # worst first (``core.advice.classify``). A game whose estimates spread differently sets its
    # own, measured by ``scripts/calibrate_marks.py`` (the table in docs/).
    mark_thresholds: ClassVar[tuple[tuple[str, float], ...]] = (("blunder", 0.25), ("mistake", 0.15), ("inaccuracy", 0.08))

    def reasons(self, view: View, seat: Seat, action: Action) -> list[Sentence]:
        """Why ``seat`` might play ``action`` (legal in the position of ``view``), in words a
        person would give: one or two messages, the most telling first (points scored or given
        away, a threat made or blocked, a card kept or spent, what it leaves the next player).
        From ``view`` alone, the seat's own view, so a reason can never name what the seat
        cannot see. Hints and the analysis say them after the move. Default: none."""
        return []

    # ---- serialisation ---------------------------------------------------------------
    def to_json(self, state: State) -> str:
        return dumps(state, sort_keys=True, separators=(",", ":"))

    def from_json(self, text: str) -> State:
        return loads(text)

    def info(self) -> dict[str, Any]:
        """A JSON-friendly description for menus."""
        return {
            "id": self.id,
            "name": self.name,
            "blurb": self.blurb,
            "seats": list(self.seat_names),
            "player_counts": list(self.player_counts()),
            "options": [opt.to_dict() for opt in self.options],
        }


def copy_json(value: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists; tuples become lists; scalars shared)."""
    if isinstance(value, dict):
        return {k: copy_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [copy_json(v) for v in value]
    return value


class UndeclaredSecrets(TypeError):
    """A game that does not say what it hides, or says it wrongly (see :func:`check_declaration`)."""


def check_declaration(game: Game) -> Game:
    """Refuse a game whose declaration of hidden information is missing or contradicts its
    ``seat_keys``: ``perfect_information`` must be ``True`` or ``False``; a game with
    ``seat_keys`` or ``private_information = True`` is not of perfect information, and cannot
    say ``private_information = False``. The registry calls this before a game is used."""
    name = getattr(game, "id", type(game).__name__)
    declared = game.perfect_information
    if not isinstance(declared, bool):
        raise UndeclaredSecrets(f"{name}: perfect_information must be declared True or False (it is {declared!r})")
    if declared and (game.seat_keys or game.private_information):
        raise UndeclaredSecrets(f"{name}: declares perfect_information but hides each seat's "
                                f"{', '.join(game.seat_keys) or 'cards'} from the others (seat_keys)")
    if game.seat_keys and game.private_information is False:
        raise UndeclaredSecrets(f"{name}: private_information = False contradicts its seat_keys "
                                f"({', '.join(game.seat_keys)})")
    return game


def reveal(value: Any) -> Any:
    """``value`` as plain data, to show in a view although it comes from a secret part of the
    state (a face-up card of a hidden pile, the hands once the game is over). Every such
    disclosure goes through this function, so it is deliberate and easy to find; the
    conformance kit's canary (``core/conformance.py``) flags any secret value that reaches a
    view, a description or a log line without it."""
    if isinstance(value, dict):
        return {reveal(k): reveal(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [reveal(v) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return int.__int__(value) if type(value) is not int else value
    if isinstance(value, str):
        return str.__str__(value) if type(value) is not str else value
    if isinstance(value, float):
        return float(value)
    return value


def terminal_value(outcome: Outcome, seat: Seat | None, teams: Sequence[Sequence[Seat]] | None = None) -> float:
    """+1 for a winner (alone, or with its whole team), -1 for a loser, 0 for a draw or a win
    shared between rivals. ``teams`` as from :meth:`Game.teams` (default: everybody alone)."""
    if outcome["result"] == "draw":
        return 0.0
    winners = set(outcome["winners"])
    if seat not in winners:
        return -1.0
    team = next((set(t) for t in (teams or []) if seat in t), {seat})
    return 1.0 if winners <= team else 0.0


def wins_at_once(game: Game, state: State, action: Action) -> bool:
    """Whether ``action`` ends the game at once with its mover (alone, or with the whole team)
    winning, in the full ``state``."""
    seat = game.actor(state)
    after = game.next_state(state, action)
    out = game.outcome(after)
    return out is not None and terminal_value(out, seat, game.teams(after)) == 1.0
