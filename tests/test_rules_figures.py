"""Issue 22 item 7, illustrated rules: every game's rules page shows its key ideas in positions
the engine reached by legal play, drawn by the game's own view, each with a one-line caption;
the figures are pictures (nothing to click or focus), and they are drawn when the page is first
shown, not when the app boots."""
import html
import re
import subprocess
import sys
from pathlib import Path

import pytest

from vivarium.games import GAMES, RULES_PAGES, checks
from vivarium.drawing import figures
from vivarium.drawing.figures import Figure, IllegalFigure, Position, RulesPage

from test_shell import make_shell

PY = Path(__file__).resolve().parent.parent / "py"
FIGURE = re.compile(r'<figure class="rules-fig[^"]*">(?=.*?<figcaption>([^<]*)</figcaption>)(.*?)</figure>', re.S)
# what would make a picture act like the table: clicks, keys, focus, the motion layer, links
INTERACTIVE = ("data-action=", "data-ui=", "data-cmd=", "data-why=", "data-try=", "data-key=", "data-sq=", "tabindex=",
               "<button", 'role="button"', "aria-pressed=", "<a ", "<input", "<select", "<textarea", "contenteditable")


def _figures(game_id):
    return FIGURE.findall(RULES_PAGES[game_id].html())


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_rules_page_has_at_least_two_captioned_figures(game_id):
    found = _figures(game_id)
    assert len(found) >= 2, f"{game_id}: {len(found)} figures"
    for label, body in found:
        art, caption = re.fullmatch(r'<div class="rules-art" aria-hidden="true">(.*)</div><figcaption>(.*)</figcaption>',
                                    body, re.S).groups()
        assert caption == label, "the caption names the picture for assistive technology"
        text = html.unescape(caption)
        assert 20 <= len(text) <= 200 and "\n" not in text and text.endswith("."), text  # one line, one sentence
        assert "<svg" in art, f"{game_id}: a figure without a drawing ({text})"
    assert "<!-- figure:" not in RULES_PAGES[game_id].html()  # every slot is filled


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_figure_is_inert(game_id):
    """Nothing in a figure can be clicked, focused or followed by the motion layer."""
    for label, body in _figures(game_id):
        for bad in INTERACTIVE:
            assert bad not in body, (game_id, label, bad)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_figure_is_a_position_reached_by_legal_play(game_id):
    """Replayed here, independently of the helper: the setup (and its documented edit, if any),
    then each action, legal where it is played; the figure's state is where they lead."""
    game = GAMES[game_id]
    page_figures = RULES_PAGES[game_id].figures()
    assert len(page_figures) >= 2
    for fig in page_figures:
        pos = fig.position
        assert isinstance(pos, Position) and pos.game.id == game_id
        state = game.setup(pos.options, pos.seed)
        if pos.edit is not None:
            state = pos.edit(state)
        for action in pos.actions:
            assert game.outcome(state) is None and action in game.legal_actions(state), (game_id, fig.caption, action)
            state = game.apply(state, action)
        assert game.to_json(state) == game.to_json(pos.state)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_figures_are_drawn_by_the_games_own_view(game_id):
    """Each figure holds the markup of the game's board or cards, not a picture made for the page
    (what only the game's drawing has: ``FIGURE_MARK`` in ``games/<id>/checks.py``)."""
    mark = checks(game_id).figure_mark
    for label, body in _figures(game_id):
        assert mark in body, (game_id, label, mark)


def test_the_helper_refuses_an_illegal_move():
    game = GAMES["pond"]
    with pytest.raises(IllegalFigure):
        Position(game, ["place a1", "place a1"], {"variant": "small", "first": "light"})
    with pytest.raises(IllegalFigure):
        Position(game, ["move a1 a2"], {"variant": "small", "first": "light"})


def test_a_page_draws_its_figures_once_and_only_when_asked():
    calls = []
    game = GAMES["pond"]

    def make():
        calls.append(1)
        pos = Position(game, ["place b2"], {"variant": "small", "first": "light"})
        return {"one": Figure("An Egg on b2.", "<svg></svg>", pos), "two": Figure("Still an Egg.", '<svg data-key="x"></svg>', pos)}

    page = RulesPage("<p>a</p><!-- figure: one --><p>b</p><!-- figure: two -->", make)
    assert calls == []
    first = page.html()
    assert page.html() is first and calls == [1]
    assert first.index("An Egg on b2.") < first.index("<p>b</p>") < first.index("Still an Egg.")
    assert "data-key" not in first
    with pytest.raises(ValueError):  # a slot without a figure (or a figure without a slot) is a mistake
        RulesPage("<!-- figure: one -->", lambda: {}).html()


def test_booting_draws_no_figure():
    """Importing the registry (what the app does at start-up) plays no move and draws nothing."""
    code = ("import vivarium.games as g\n"
            "print(all(not p._figures and not p._html for p in g.RULES_PAGES.values()))")
    out = subprocess.run([sys.executable, "-c", code], cwd=PY, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"


def test_the_rules_screen_shows_the_figures():
    shell = make_shell()
    for game_id in GAMES:
        shell.command(f"rules {game_id}")
        assert shell.screen == "rules"
        page = shell.html()
        assert page.count('<figure class="rules-fig') == len(_figures(game_id)) >= 2
        assert "<svg" in page


def test_figures_module_is_game_agnostic():
    source = Path(figures.__file__).read_text(encoding="utf-8")
    for game_id in GAMES:
        assert game_id not in source.lower(), game_id
