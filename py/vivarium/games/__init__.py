"""The registry of playable games: rules, views and rules pages, by game id."""

from .arctic.rules import Arctic
from .arctic.rules_page import RULES_HTML as ARCTIC_RULES
from .arctic.view import ArcticView
from .lepidoptery.rules import Lepidoptery
from .lepidoptery.rules_page import RULES_HTML as LEPIDOPTERY_RULES
from .lepidoptery.view import LepidopteryView
from .pond.rules import Pond
from .pond.rules_page import RULES_HTML as POND_RULES
from .pond.view import PondView

GAMES = {game.id: game for game in (Pond(), Lepidoptery(), Arctic())}
VIEWS = {"pond": PondView(), "lepidoptery": LepidopteryView(), "arctic": ArcticView()}
RULES_PAGES = {"pond": POND_RULES, "lepidoptery": LEPIDOPTERY_RULES, "arctic": ARCTIC_RULES}


def get_game(game_id):
    return GAMES[game_id]
