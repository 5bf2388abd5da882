"""The registry of playable games: one entry per game (its rules, its view, its rules page).

To add a game: write ``games/<id>/rules.py`` (a ``core.protocol.Game``), ``view.py`` (a
``ui.gameview.GameView``) and ``rules_page.py`` (``RULES_PAGE``, a ``ui.figures.RulesPage``:
its text, and its figures drawn when the page is first shown), then add one line to
``ENTRIES`` below; ``docs/architecture.md`` lists the methods. ``GAMES``, ``VIEWS`` and
``RULES_PAGES`` are read-only lookups derived from the entries.
"""

from types import MappingProxyType

from .arctic.rules import Arctic
from .arctic.rules_page import RULES_PAGE as ARCTIC_RULES
from .arctic.view import ArcticView
from .hexapod.rules import Hexapod
from .hexapod.rules_page import RULES_PAGE as HEXAPOD_RULES
from .hexapod.view import HexapodView
from .lepidoptery.rules import Lepidoptery
from .lepidoptery.rules_page import RULES_PAGE as LEPIDOPTERY_RULES
from .lepidoptery.view import LepidopteryView
from .papillon.rules import Papillon
from .papillon.rules_page import RULES_PAGE as PAPILLON_RULES
from .papillon.view import PapillonView
from .pond.rules import Pond
from .pond.rules_page import RULES_PAGE as POND_RULES
from .pond.view import PondView


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


ENTRIES = (
    GameEntry(Pond(), PondView(), POND_RULES),
    GameEntry(Lepidoptery(), LepidopteryView(), LEPIDOPTERY_RULES),
    GameEntry(Arctic(), ArcticView(), ARCTIC_RULES),
    GameEntry(Hexapod(), HexapodView(), HEXAPOD_RULES),
    GameEntry(Papillon(), PapillonView(), PAPILLON_RULES),
)
REGISTRY = MappingProxyType({entry.id: entry for entry in ENTRIES})
GAMES = MappingProxyType({entry.id: entry.game for entry in ENTRIES})
VIEWS = MappingProxyType({entry.id: entry.view for entry in ENTRIES})
RULES_PAGES = MappingProxyType({entry.id: entry.rules_page for entry in ENTRIES})


def get_game(game_id):
    return GAMES[game_id]
