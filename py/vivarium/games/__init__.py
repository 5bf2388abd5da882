"""The registry of playable games: one entry per game (its rules, its view, its rules page).

To add a game: write ``games/<id>/rules.py`` (a ``core.protocol.Game``), ``view.py`` (a
``ui.gameview.GameView``) and ``rules_page.py`` (``RULES_PAGE``, a ``ui.figures.RulesPage``:
its text, and its figures drawn when the page is first shown), then add one line to
``CATALOG`` below; ``docs/architecture.md`` lists the methods. ``GAMES``, ``VIEWS`` and
``RULES_PAGES`` are read-only lookups that import a game's modules when it is first read.
"""

import importlib
from collections.abc import Mapping

from ..core.protocol import check_declaration

# Every game, in the order the home page lists them: (id, name, rules class, view class).
# A game's modules are imported the first time anything of that game is looked up, so a visit
# pays only for the game it opens (the rest are imported in idle time after the first paint:
# web/app.py). ``NAMES`` answers "what is it called" without importing anything.
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
_entries = {}


class GameEntry:
    """One playable game: its rules (a ``Game``), its view (a ``GameView``), its rules page (a
    ``RulesPage``: ``.html()`` draws its figures the first time)."""

    __slots__ = ("game", "view", "rules_page")

    def __init__(self, game, view, rules_page):
        self.game = game
        self.view = view
        self.rules_page = rules_page

    @property
    def id(self):
        return self.game.id


def module_names(game_id):
    """The modules that make up a game (its rules, view and rules page)."""
    return [f"{__name__}.{game_id}.{part}" for part in ("rules", "view", "rules_page")]


def entry(game_id):
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


def get_game(game_id):
    return GAMES[game_id]
