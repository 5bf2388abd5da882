"""Screens have addresses (issue 14 item 5): route_of names the screen, navigate goes back to it."""

from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui.routes import navigate, route_of
from vivarium.ui.shell import Shell


def shell_with_a_game():
    shell = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES)
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "human", "variant": "small"})
    return shell


def test_every_screen_has_a_route_and_the_route_leads_back_to_it():
    shell = shell_with_a_game()
    game_route = route_of(shell)
    assert game_route == f"#/game/{shell.save_id}"
    shell.command("rules lepidoptery")
    assert route_of(shell) == "#/rules/lepidoptery"
    shell.command("new arctic")
    assert route_of(shell) == "#/new/arctic"
    shell.command("home")
    assert route_of(shell) == "#/"
    for route in ("#/rules/lepidoptery", "#/new/arctic", game_route, "#/", "#/rules/pond"):
        assert navigate(shell, route) is True
        assert route_of(shell) == route


def test_a_route_opens_another_saved_game_and_a_fresh_shell_resumes_a_route():
    shell = shell_with_a_game()
    first = shell.save_id
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "human", "variant": "small"})
    assert shell.save_id != first
    assert navigate(shell, f"#/game/{first}") and shell.save_id == first and shell.screen == "play"
    reloaded = Shell(shell.store.storage.inner, GAMES, VIEWS, RULES_PAGES)  # a reload on that address
    navigate(reloaded, "#/rules/arctic")
    assert reloaded.screen == "rules" and reloaded.rules_game == "arctic"


def test_unknown_or_hostile_routes_lead_home():
    shell = shell_with_a_game()
    for route in ("#/rules/chess", "#/game/nope", "#/game/<script>", "#/new/", "#/x/y/z", "#/game/" + "a" * 99):
        assert navigate(shell, route) is False
        assert shell.screen == "home" and route_of(shell) == "#/"
    assert "<script>" not in shell.html()
