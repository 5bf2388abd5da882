"""The registry of playable games: rules, views and rules pages, by game id."""

from .pond.rules import Pond
from .pond.rules_page import RULES_HTML as POND_RULES
from .pond.view import PondView

GAMES = {game.id: game for game in (Pond(),)}
VIEWS = {"pond": PondView()}
RULES_PAGES = {"pond": POND_RULES}


def get_game(game_id):
    return GAMES[game_id]
