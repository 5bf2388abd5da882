"""The registry of playable games: rules, views and rules pages, by game id."""

from .arctic.rules import Arctic
from .arctic.rules_page import RULES_HTML as ARCTIC_RULES
from .arctic.view import ArcticView
from .hexapod.rules import Hexapod
from .hexapod.rules_page import RULES_HTML as HEXAPOD_RULES
from .hexapod.view import HexapodView
from .lepidoptery.rules import Lepidoptery
from .lepidoptery.rules_page import RULES_HTML as LEPIDOPTERY_RULES
from .lepidoptery.view import LepidopteryView
from .papillon.rules import Papillon
from .papillon.rules_page import RULES_HTML as PAPILLON_RULES
from .papillon.view import PapillonView
from .pond.rules import Pond
from .pond.rules_page import RULES_HTML as POND_RULES
from .pond.view import PondView

GAMES = {game.id: game for game in (Pond(), Lepidoptery(), Arctic(), Hexapod(), Papillon())}
VIEWS = {"pond": PondView(), "lepidoptery": LepidopteryView(), "arctic": ArcticView(), "hexapod": HexapodView(), "papillon": PapillonView()}
RULES_PAGES = {"pond": POND_RULES, "lepidoptery": LEPIDOPTERY_RULES, "arctic": ARCTIC_RULES, "hexapod": HEXAPOD_RULES, "papillon": PAPILLON_RULES}


def get_game(game_id):
    return GAMES[game_id]
