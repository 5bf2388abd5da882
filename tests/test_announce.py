"""The live region's words (issue 26, ui/announce.py): each move as it happens, whose turn it
is, the result, a take-back; never a hand at a hand-off."""
from __future__ import annotations

import random

from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui.announce import Announcer
from vivarium.ui.shell import Shell


def table(game="pond", **form):
    shell = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(3))
    shell.command(f"new {game}")
    values = {"seat0": "human", "seat1": "human"}
    values.update(form)
    shell.command("start", values)
    assert shell.screen == "play"
    return shell


def test_a_new_table_says_whose_turn_then_each_move_and_the_next_turn():
    shell = table(seat1="bot:easy", first="light")
    say = Announcer()
    assert say.next(shell) == "Light (You) to play."
    assert say.next(shell) is None  # nothing new: nothing said again
    shell.command("play place b2")
    first = say.next(shell)
    assert first.startswith("Light") and "b2" in first and first.endswith("Dark (Computer, Easy) is thinking…"), first
    turn = shell.bot_turn()
    shell.bot_move(turn.token, "place d4")
    reply = say.next(shell)
    assert "d4" in reply and reply.startswith("Dark") and reply.endswith("Light (You) to play."), reply
    shell.command("undo")
    assert say.next(shell).startswith("Taken back.")


def test_the_result_is_said():
    shell = table(first="light", variant="small")
    say = Announcer()
    say.next(shell)
    game, session = shell.session.game, shell.session
    while session.outcome is None:
        shell.command("play " + game.legal_actions(session.state)[0])
    words = say.next(shell)
    assert "Game over" in words and ("wins" in words or "draw" in words), words


def test_at_a_hand_off_only_the_pass_is_said_never_a_hand():
    shell = table("lepidoptery")
    say = Announcer()
    assert say.next(shell) == f"Pass the device to {shell.seat_label(shell.handoff_seat())}."  # and nothing of the hand


def test_leaving_the_table_says_nothing_and_coming_back_starts_afresh():
    shell = table(first="light")
    say = Announcer()
    say.next(shell)
    shell.command("home")
    assert say.next(shell) is None


def test_the_keys_help_lists_every_shortcut_and_the_table_offers_it_and_skip_links():
    from vivarium.ui import keys

    shell = table(first="light")
    html = shell.html()
    assert 'data-cmd="keys"' in html and 'data-cmd="focus board"' in html and 'data-cmd="focus hand"' in html
    shell.command("keys")
    html = shell.html()
    assert 'data-dialog="keys"' in html
    for key, what, _cmd in keys.shortcuts():
        assert f"<kbd>{key}</kbd>" in html and what in html
    assert keys.shortcut("u") == "undo" and keys.shortcut("b") == "focus board" and keys.shortcut("x") is None
    shell.command("close")
    assert 'data-dialog="keys"' not in shell.html()
