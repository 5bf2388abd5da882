"""The registry of playable games: one entry per game (its rules, its view, its rules page).

This is the only list of the games: every test, script and module outside ``games/`` loops over
it. To add a game: ``python3 scripts/new_game.py <id>`` writes a playable start (the folder, its
two catalogues, the line in ``CATALOG`` below); ``docs/architecture.md`` ("How to add a game")
is the checklist. A game is ``games/<id>/rules.py`` (a ``core.protocol.Game``), ``view.py`` (a
``drawing.gameview.GameView``), ``rules_page.py`` (``RULES_PAGE``, a ``drawing.figures.RulesPage``: its
text, and its figures drawn when the page is first shown) and ``checks.py`` (what the
registry-wide tests need to know about it: :func:`checks`). ``GAMES``, ``VIEWS`` and
``RULES_PAGES`` are read-only lookups that import a game's modules when it is first read.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping

from ..core.protocol import check_declaration

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from ..core.protocol import Game
    from ..drawing.figures import RulesPage
    from ..drawing.gameview import GameView

# Every game, in the order the home page lists them: (id, name, rules class, view class).
# A game's modules are imported the first time anything of that game is looked up, so a visit
# pays only for the game it opens (a returning visit's snapshot, web/snapshot.py, holds them
# all). ``NAMES`` answers "what is it called" without importing anything.
CATALOG = (
    ("pond", "Pond", "Pond", "PondView"),
    ("lepidoptery", "Lepidoptery", "Lepidoptery", "LepidopteryView"),
    ("arctic", "Arctic", "Arctic", "ArcticView"),
    ("hexapod", "Hexapod", "Hexapod", "HexapodView"),
    ("papillon", "Papillon", "Papillon", "PapillonView"),
)
IDS = tuple(row[0] for row in CATALOG)
NAMES = {row[0]: row[1] for row in CATALOG}
_CLASSES = {row[0]: row[2:] for row in CATALOG}
_entries: dict[str, GameEntry] = {}


class GameEntry:
    """One playable game: its rules (a ``Game``), its view (a ``GameView``), its rules page (a
    ``RulesPage``: ``.html()`` draws its figures the first time)."""

    __slots__ = ("game", "view", "rules_page")
    game: Game
    view: GameView
    rules_page: RulesPage

    def __init__(self, game: Game, view: GameView, rules_page: RulesPage) -> None:
        self.game = game
        self.view = view
        self.rules_page = rules_page

    @property
    def id(self) -> str:
        return self.game.id


def module_names(game_id):
    """The modules that make up a game (its rules, view and rules page)."""
    return [f"{__name__}.{game_id}.{part}" for part in ("rules", "view", "rules_page")]


def entry(game_id: str) -> GameEntry:
    """The game's :class:`GameEntry`, its modules imported on first use. KeyError if unknown."""
    found = _entries.get(game_id)
    if found is None:
        rules_cls, view_cls = _CLASSES[game_id]
        rules, view, page = (importlib.import_module(name) for name in module_names(game_id))
        game = check_declaration(getattr(rules, rules_cls)())  # says what it hides, or cannot register
        found = _entries[game_id] = GameEntry(game, getattr(view, view_cls)(), page.RULES_PAGE)
    return found


def is_loaded(game_id):
    return game_id in _entries


class _Lookup(Mapping):
    """A read-only mapping id -> a part of each game's entry, loading a game when it is read."""

    def __init__(self, part, ids=IDS):
        self._part = part
        self._ids = tuple(ids)

    def __getitem__(self, game_id):
        if game_id not in self._ids:
            raise KeyError(game_id)
        found = entry(game_id)
        return found if self._part is None else getattr(found, self._part)

    def __contains__(self, game_id):
        return game_id in self._ids

    def __iter__(self):
        return iter(self._ids)

    def __len__(self):
        return len(self._ids)

    def only(self, ids):
        """The same lookup for some of the games (an embed shows its one game)."""
        return _Lookup(self._part, [i for i in self._ids if i in ids])

    def __repr__(self):
        return f"<games {self._part or 'entries'}: {', '.join(self._ids)}>"


REGISTRY = _Lookup(None)
GAMES = _Lookup("game")
VIEWS = _Lookup("view")
RULES_PAGES = _Lookup("rules_page")


def get_game(game_id: str) -> Game:
    return GAMES[game_id]


class Checks:
    """What the registry-wide tests and scripts need to know about one game, read from
    ``games/<id>/checks.py`` (every name in it optional; tests only, never imported by the app):

    - ``VARIANTS``: the options (besides ``players``) the conformance kit plays, each at every
      player count that allows it (default ``[{}]``: the defaults);
    - ``FIGURE_MARK``: markup that only the game's own drawing has, found in every rules figure
      (default ``'class="<id>-'``: a class named after the game);
    - ``REMOTE_OPTIONS``: the options of the whole game played across devices with canary
      states (``tests/test_remote_play.py``; default ``{}``);
    - ``LINK_TABLES``: ``[(kinds, options)]``, the whole games played by link only
      (``tests/test_play_by_link.py``): each seat's kind (``"remote"``, ``"human"`` or
      ``"bot"``) and the options (default: at each player count, the first seat remote and the
      others computers);
    - ``HIDDEN_PARTS``: the state keys whose contents no other seat may see in a message
      (default: every key outside ``public_keys`` but the rng), and ``secret_groups(state, seat)``
      (optional): the hidden runs of cards themselves, for a pile whose top is shown;
    - ``SCENE``: ``(options, plies)``: the position the browser tests open mid-game (greedy
      moves from a fixed seed; default ``({}, 6)``), and ``SHOT``: ``(options, plies, until)``
      for ``scripts/screenshots.py`` (default: the scene, no condition);
    - ``FIRST_MOVE``: ``(options, prepare, act)``: how a person makes a move by clicks in the
      other engines' tests (e2e/test_e2e_webkit.py): the setup form's options, a CSS selector
      to click first when ``act`` is not offered yet (a card of the hand) or None, and the
      selector of the move itself (default: ``({}, None, "button[data-action]")``).
    """

    def __init__(self, game_id, module=None):
        get = (lambda name, default: getattr(module, name, default)) if module is not None else (lambda _n, d: d)
        self.id = game_id
        self.variants = [dict(v) for v in get("VARIANTS", [{}])]
        self.figure_mark = get("FIGURE_MARK", f'class="{game_id}-')
        self.remote_options = dict(get("REMOTE_OPTIONS", {}))
        self.link_tables = get("LINK_TABLES", None)
        if self.link_tables is None:
            counts = entry(game_id).game.player_counts()
            self.link_tables = [(["remote"] + ["bot"] * (n - 1), {"players": n} if len(counts) > 1 else {})
                                for n in counts]
        self.hidden_parts = get("HIDDEN_PARTS", None)
        self.secret_groups = get("secret_groups", None)
        self.scene = tuple(get("SCENE", ({}, 6)))
        self.shot = tuple(get("SHOT", (*self.scene, None)))
        self.first_move = tuple(get("FIRST_MOVE", ({}, None, "button[data-action]")))


def checks(game_id):
    """The game's :class:`Checks` (``games/<id>/checks.py``, or the defaults without one)."""
    if game_id not in _CLASSES:
        raise KeyError(game_id)
    try:
        module = importlib.import_module(f"{__name__}.{game_id}.checks")
    except ModuleNotFoundError as err:
        if err.name != f"{__name__}.{game_id}.checks":
            raise
        module = None
    return Checks(game_id, module)
