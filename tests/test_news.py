"""What just happened (ui/news.py): the bar that says what the others did since your last turn,
and its replay of those moves on the board, from the seat's own view of each earlier position."""

import re

from vivarium.core.bots import bot_for_level
from vivarium.drawing.html import esc
from vivarium.games import GAMES
from vivarium.ui import news

from helpers import hot_seat_shell


def computers_move(sh):
    """The computers play until a person must (as the web edge does, without the pace)."""
    while True:
        turn = sh.bot_turn()
        if turn is None:
            return
        action = bot_for_level(turn.game, "easy").choose(turn.game, turn.view, turn.seat, turn.seed)
        assert sh.bot_move(turn.token, action)


def person_moves(sh):
    s = sh.session
    sh.command("play " + s.game.legal_actions(s.state)[0])
    computers_move(sh)


def cards(html):
    return {int(c) for c in re.findall(r'data-card="(\d+)"', html)}


def test_the_bar_names_the_computers_moves_since_your_turn_and_replays_them_from_your_view():
    sh = hot_seat_shell("papillon", 3, seed=4, seats=["human", "bot:easy", "bot:easy"])
    computers_move(sh)
    person_moves(sh)
    s = sh.session
    assert s.actor == 0
    html = sh.html()
    bar = re.search(r'<div class="news">(.*?)</div>', html).group(1)
    others = news.others_since(sh, 0)
    assert [t["seat"] for t in others] == [1, 2]
    assert sh.seat_name(2) in bar and 'data-cmd="replay"' in bar  # the last turn, and a tap replays them all
    assert esc(news.turn_line(sh, others[-1])) in bar
    moves = sum(len(t["steps"]) for t in others)

    live_actions = list(s.record["actions"])
    sh.command("replay")
    seen = []
    while news.current(sh) is not None:
        r = news.current(sh)
        html = sh.html()
        state = s.states[r.pos]
        # the board is the seat's own view of that earlier position: its hand then, no other hand
        hidden = {c for seat in range(state["n"]) if seat != 0 for c in state["hands"][seat]} | set(state["deck"])
        assert not cards(html) & hidden
        assert set(state["hands"][0]) <= cards(html)
        assert f'data-replay="{r.pos}"' in html and 'data-cmd="replay-stop"' in html
        assert "data-action=" not in html.split('class="board-wrap"')[1].split('class="log"')[0]  # nothing to play meanwhile
        seen.append(r.pos)
        news.step(sh)
    assert len(seen) == moves  # the position before the first of them, then each but the last (now)
    assert s.record["actions"] == live_actions  # a replay changes nothing
    html = sh.html()
    assert "data-replay" not in html and "data-action=" in html  # back at the table as it is


def test_stop_any_command_or_a_new_move_ends_a_replay():
    sh = hot_seat_shell("papillon", 2, seed=9, seats=["human", "bot:easy"])
    computers_move(sh)
    person_moves(sh)
    sh.command("replay")
    assert news.current(sh) is not None
    sh.command("replay-stop")
    assert news.current(sh) is None
    sh.command("replay")
    sh.command("pace fast")
    assert news.current(sh) is None
    sh.command("replay")
    s = sh.session
    s.play(s.game.legal_actions(s.state)[0])  # the game moved on (a remote move, say)
    assert news.current(sh) is None


def test_nothing_new_nothing_shown_and_no_replay_behind_a_handoff():
    sh = hot_seat_shell("lepidoptery", 2, seed=3)
    html = sh.html()
    assert 'class="news' not in html  # nobody has moved yet
    game = GAMES["lepidoptery"]
    sh.command("play " + game.legal_actions(sh.session.state)[0])
    # two people at one device: the next one's cards wait behind the hand-off screen
    assert sh.handoff_seat() is not None
    assert not news.can_replay(sh, 1) and 'data-cmd="replay"' not in sh.html()
    assert not news.start(sh)
