"""The home page's game cards: a picture of each game drawn by its own view, who plays it and
for how long, the pitch and the buttons."""
import re

import pytest

from vivarium.games import GAMES, VIEWS
from vivarium.ui import covers

from test_shell import make_shell


def _card(html, game_id):
    m = re.search(rf'<li class="game-card" data-game="{game_id}">(.*?)</li>', html, re.S)
    assert m, f"no home card for {game_id}"
    return m.group(1)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_home_card_has_a_picture_players_length_pitch_and_buttons(game_id):
    game = GAMES[game_id]
    card = _card(make_shell().html(), game_id)
    facts = re.search(r'<p class="game-facts"[^>]*>([^<]*)</p>', card).group(1)
    lo, hi = min(game.player_counts()), max(game.player_counts())
    assert facts.startswith(f"{lo} players" if lo == hi else f"{lo}–{hi} players"), facts
    assert "min" in facts and game.play_time in facts
    assert "<p class=\"pitch\"" in card and game.blurb.split(",")[0] in card
    assert f'data-cmd="new {game_id}"' in card and f'data-cmd="rules {game_id}"' in card
    # one picture, named for screen readers, drawn from the game's own pieces
    pic = re.search(r'<div class="cover cover-[a-z]+" role="img" aria-label="([^"]+)"[^>]*><div class="cover-art" aria-hidden="true">', card)
    assert pic and len(pic.group(1)) > 20, card[:300]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_picture_is_inert(game_id):
    """Nothing in a picture can be focused, clicked or followed by the motion layer (a key
    shared with the table would make a piece fly from the home card onto the board)."""
    html = covers.picture(GAMES[game_id], VIEWS[game_id])
    assert "<svg" in html
    for bad in ("data-key=", "data-action=", "data-ui=", "data-cmd=", "tabindex=", "<button", 'role="button"'):
        assert bad not in html, (game_id, bad)


def test_the_pictures_show_real_positions():
    """Each picture is a position the engine reached, drawn by the view: a Pond board with
    pieces of both colours, a Hexapod case with cards in it, a hand of real cards."""
    pond = covers.picture(GAMES["pond"], VIEWS["pond"])
    assert 'class="pond-board"' in pond and pond.count('class="piece') >= 4
    hexapod = covers.position(GAMES["hexapod"], VIEWS["hexapod"].cover_plies)
    view = GAMES["hexapod"].view(hexapod, 0)
    assert GAMES["hexapod"].outcome(hexapod) is None and len(view["placed"][0]) >= 8
    lep = covers.position(GAMES["lepidoptery"], VIEWS["lepidoptery"].cover_plies)
    assert GAMES["lepidoptery"].outcome(lep) is None
    arctic = covers.picture(GAMES["arctic"], VIEWS["arctic"])
    assert arctic.count('class="arc-card') >= 3 and 'id="arc-a0"' in arctic
    papillon = covers.picture(GAMES["papillon"], VIEWS["papillon"])
    assert "Chat Noir" in papillon and 'id="pap-chat"' in papillon


def test_the_same_picture_on_every_visit():
    covers._cache.clear()
    first = {g: covers.picture(GAMES[g], VIEWS[g]) for g in GAMES}
    covers._cache.clear()
    assert first == {g: covers.picture(GAMES[g], VIEWS[g]) for g in GAMES}


def test_players_text():
    class Two:
        def player_counts(self):
            return (2,)

    class Many:
        def player_counts(self):
            return (3, 2, 5, 4)

    assert covers.players_text(Two()) == "2 players"
    assert covers.players_text(Many()) == "2–5 players"
