"""The end of a game's title and subtitle, said to the person at the device: their own place
among three or more players, except in a team game, where the team's result says it ("Your
team won!" over "You placed 2nd of 4." read as a contradiction)."""
import json

from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui.shell import Shell

from test_record_book import EASY, HUMAN, SAVE, finish, late_record


def finished(game_id, options, seats, seed):
    record, rest = late_record([HUMAN] + [EASY] * (seats - 1), seed=seed, game_id=game_id, options=options)
    storage = MemoryStorage()
    storage.items[SAVE + "late"] = json.dumps(record)
    shell = Shell(storage, GAMES, VIEWS, RULES_PAGES)
    shell.command("resume late")
    finish(shell, rest)
    return shell


def test_three_players_each_for_themselves_hear_their_place():
    shell = finished("arctic", {"players": 3}, 3, seed=11)
    title, subtitle = shell.result_title()
    place = shell.session.outcome["ranking"].index(0) + 1
    assert subtitle == f"You placed {['1st', '2nd', '3rd'][place - 1]} of 3."
    assert title.startswith("You won" if place == 1 else "You lost")


def test_a_team_game_says_the_teams_result_and_no_place_of_ones_own():
    shell = finished("papillon", {"players": 4, "round": "blue"}, 4, seed=11)
    s = shell.session
    assert len(s.game.team_of(s.state, 0)) == 2
    title, subtitle = shell.result_title()
    assert subtitle == ""
    assert title in ("Your team won!", ) or title.startswith("You lost")
