"""Game feel without a browser (issue 14, items 2 and 3): stable keys for what persists across a
move (the page animates them), a sentence for every click that cannot act, cards new in a hand
marked until the player acts again, counters that changed flashed once."""

import random
import re

from vivarium.games import GAMES, VIEWS
from vivarium.ui import feedback
from vivarium.i18n import say
from helpers import hot_seat_shell

KEY = re.compile(r'data-key="([^"]+)"')


def keys(html):
    return KEY.findall(html)


def board(game_id, state, seat):
    view = GAMES[game_id].view(state, seat)
    legal = GAMES[game_id].legal_actions(state) if seat == GAMES[game_id].actor(state) else []
    return VIEWS[game_id].board(view, VIEWS[game_id].initial_ui(), legal, "board")


def tag_of(html, key):
    match = re.search(r'<[^<>]*data-key="' + re.escape(key) + r'"[^<>]*>', html)
    return match.group(0) if match else None


# ---- keys ----------------------------------------------------------------------------------------
def test_pond_pieces_keep_their_key_and_a_moved_piece_names_where_it_came_from():
    game = GAMES["pond"]
    state = game.setup({"first": "light"}, 7)
    for a in ["place c3", "place c4", "place a1", "place e5"]:  # c3 is now a Light Tadpole
        state = game.apply(state, a)
    before = board("pond", state, 0)
    assert set(keys(before)) == {"p-c3", "p-c4", "p-a1", "p-e5"}
    move = next(a for a in game.legal_actions(state) if a.startswith("move c3"))
    after_state = game.apply(state, move)
    after = board("pond", after_state, 1)
    to = move.split()[2]
    assert 'data-from="p-c3"' in tag_of(after, f"p-{to}")
    assert {"p-a1", "p-e5"} <= set(keys(after))  # the pieces that stayed keep their keys
    assert "p-c3" not in keys(after)


def test_lepidoptery_hand_cards_have_unique_keys_and_a_played_card_comes_from_the_hand():
    game = GAMES["lepidoptery"]
    state = game.setup(game.normalize_options({"first": "light"}), 3)
    before = board("lepidoptery", state, 0)
    hand_keys = [k for k in keys(before) if re.fullmatch(r"c\d+-\d|joker", k)]
    assert len(hand_keys) == len(set(hand_keys)) == len(state["hands"][0]) + 1  # and the Joker
    play = next(a for a in game.legal_actions(state) if a != "pass" and "J" not in a)
    state = game.apply(state, play)
    after = board("lepidoptery", state, 0)
    sources = re.findall(r'data-key="play-\d"[^<>]*data-from="([^"]+)"', after)
    assert sources and set(sources) <= set(hand_keys)  # each played card slides out of the hand
    assert not set(sources) & set(keys(after))  # and is no longer in it
    assert any(k.startswith("t-") for k in keys(after))  # the token dropped on the board


def test_every_game_keys_what_persists_across_moves():
    """Random games of each title: keys are unique per drawing (cards, pieces, tokens) and most
    of what was keyed before a move is still there, under the same key, after it."""
    for game_id, game in GAMES.items():
        rng = random.Random(1)
        options = game.normalize_options({})
        state = game.setup(options, 11)
        persisted = seen = 0
        for _ in range(12):
            if game.outcome(state) is not None:
                break
            seat = game.actor(state)
            html = board(game_id, state, seat)
            ks = keys(html)
            state = game.apply(state, rng.choice(game.legal_actions(state)))
            after = set(keys(board(game_id, state, seat)))
            seen += len(set(ks))
            persisted += len(set(ks) & after)
        assert seen and persisted >= seen // 2, (game_id, persisted, seen)


# ---- reasons for clicks that cannot act --------------------------------------------------------------
def test_pond_squares_that_cannot_act_say_why():
    game = GAMES["pond"]
    state = game.setup({"first": "light"}, 7)
    for a in ["place a1", "place e5"]:
        state = game.apply(state, a)
    html = board("pond", state, 0)
    assert re.search(r'data-sq="a1"[^>]*data-why="That Egg cannot move: Eggs on the board never move', html)
    assert re.search(r'data-sq="e5"[^>]*data-why="The piece on e5 is Dark&#x27;s: you move only your own colour', html)


def test_lepidoptery_columns_say_why_with_and_without_a_selection():
    game = GAMES["lepidoptery"]
    view_mod = VIEWS["lepidoptery"]
    state = game.setup(game.normalize_options({"first": "light"}), 3)
    view = game.view(state, 0)
    legal = game.legal_actions(state)
    why = view_mod.column_why(view, view_mod.initial_ui(), legal)
    assert {say(v) for v in why.values()} == {"Choose cards from your hand first, then the column they go to."}
    single = {"selected": [0], "joker": False, "ask": None, "hints": True}  # one card: a Single
    why = view_mod.column_why(view, single, legal)
    assert "goes to the Single column, not the Pair column" in why[1]
    assert 0 not in why  # the Single column itself plays it
    assert view_mod.column_why(view, single, []) == {}  # not this player's turn: the shell answers


def test_the_shell_answers_a_click_that_cannot_act():
    sh = hot_seat_shell("pond", 2, seats=["human", "bot:easy"], options={"first": "light"})
    sh.command("why That Egg cannot move.")
    assert sh.error == "That Egg cannot move."
    sh.command("play place a1")
    assert sh.error is None
    sh.command("why")  # a square clicked while the computer thinks
    assert sh.error == "Please wait: Dark (Computer, Easy) is thinking."
    sh.command("try place a1")
    assert sh.error == "Please wait: Dark (Computer, Easy) is thinking."

    arctic = hot_seat_shell("arctic", 2, seats=["human", "bot:easy"])
    s = arctic.session
    if s.actor == 0:
        card = s.state["hands"][0][0]
        expected = s.game.explain_illegal(s.state, f"take {card}")
        arctic.command(f"try take {card}")  # the engine's own sentence
        assert arctic.error == expected and expected


# ---- new cards and changed counters ------------------------------------------------------------------
def test_mark_keys_adds_a_class_to_the_keyed_tags_only():
    html = '<b data-key="a" class="card r1">1</b><b class="card" data-key="b">2</b><rect data-key="c"/>'
    out = feedback.mark_keys(html, {"b", "c"}, "new-in-hand")
    assert out == '<b data-key="a" class="card r1">1</b><b class="card new-in-hand" data-key="b">2</b><rect data-key="c" class="new-in-hand"/>'


def test_counters_flash_once_when_they_change():
    marks = feedback.Marks()
    assert marks.changed("g", {(0, "Hand"): "8"}) == set()  # first drawing: nothing to compare
    assert marks.changed("g", {(0, "Hand"): "7"}) == {(0, "Hand")}
    assert marks.changed("g", {(0, "Hand"): "7"}) == set()  # drawn again unchanged: no flash


def test_cards_drawn_by_pass_and_refresh_are_marked_until_the_player_acts_again():
    sh = hot_seat_shell("lepidoptery", 2, seats=["human", "bot:easy"], options={"first": "light"})
    s = sh.session
    game = s.game
    fresh = re.compile(r'<(button|span)[^>]*class="card[^"]*\bnew-in-hand\b')

    def bot_plays():
        legal = game.legal_actions(s.state)
        plays = [a for a in legal if a != "pass"]
        assert sh.bot_move(sh.bot_token(), (plays or legal)[0])

    for _ in range(30):  # play until the person can Pass & Refresh and draws cards by it
        assert not fresh.search(sh.html())
        legal = sh.legal_for_human()
        if "pass" in legal and len(s.state["hands"][0]) < 8 and s.state["decks"][0]:
            break
        sh.command("play " + next(a for a in legal if a != "pass") if len(legal) > 1 else "play " + legal[0])
        if s.outcome is not None:
            return
        bot_plays()
    else:
        raise AssertionError("no Pass & Refresh came up")
    hand_before = list(s.state["hands"][0])
    sh.command("play pass")
    drawn = len(s.state["hands"][0]) - len(hand_before)
    assert drawn > 0
    html = sh.html()
    assert len(fresh.findall(html)) >= 1
    assert "stat" in html and ' class="flash"' in html  # the hand size (and the deck) changed
    assert ' class="flash"' not in sh.html()  # flashed once
    bot_plays()
    assert fresh.search(sh.html())  # still marked during the others' turn
    sh.command("play " + sh.legal_for_human()[0])
    if s.outcome is None:
        assert not fresh.search(sh.html())  # the player acted again: no longer new
