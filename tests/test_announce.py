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


# ---- issue 41: each step once, by its ply; nothing said for what changed nothing --------------------
def bot_steps(shell, say, limit=400):
    """Let the computers play until a person is to play (or the game ends); what was said."""
    heard = []
    for _ in range(limit):
        turn = shell.bot_turn()
        if turn is None:
            break
        game, state = shell.session.game, shell.session.state
        shell.bot_move(turn.token, random.Random(len(heard)).choice(game.legal_actions(state)))
        heard.append(say.next(shell))
    return heard


def test_a_selection_changes_nothing_said():
    shell = table("lepidoptery", seat1="bot:easy", first="light")
    say = Announcer()
    assert say.next(shell) == "Light (You) to play."
    shell.command("play " + shell.session.game.legal_actions(shell.session.state)[0])
    say.next(shell)
    assert bot_steps(shell, say)[-1].endswith("Light (You) to play.")  # a step said, then whose turn
    before = shell.html()
    shell.command("ui toggle 0")
    assert shell.html() != before  # the card is selected on the screen…
    assert say.next(shell) is None  # …and nothing is said again ("Light (You) to play.")
    shell.command("ui clear")
    assert say.next(shell) is None


def test_two_identical_steps_in_a_row_are_both_said(monkeypatch):
    shell = table("arctic", seat1="bot:easy", players="2")
    game = shell.session.game
    monkeypatch.setattr(game, "describe", lambda state, action: "The same words.")
    say = Announcer()
    bot_steps(shell, say)
    say.next(shell)
    me = shell.session.actor
    said = []
    while shell.session.actor == me and len(said) < 2:
        shell.command("play " + game.legal_actions(shell.session.state)[0])
        said.append(say.next(shell))
    assert len(said) == 2 and all(s is not None and "The same words." in s for s in said), said


def test_a_computers_turn_says_it_is_thinking_once():
    shell = table("arctic", seat1="bot:easy", players="2")
    say = Announcer()
    first = say.next(shell)
    heard = ([first] if first else []) + bot_steps(shell, say)
    me = shell.session.actor
    for _turn in range(3):
        while shell.session.actor == me and shell.session.outcome is None:
            shell.command("play " + shell.session.game.legal_actions(shell.session.state)[0])
            heard.append(say.next(shell))
        steps = bot_steps(shell, say)
        words = " ".join(s for s in steps if s)
        assert len(steps) > 1 and words.count("is thinking") <= 1, steps  # several steps, one "thinking"
        assert all(s for s in steps), steps  # every step of the computer's is said
        heard += steps
    thinking = " ".join(s for s in heard if s).count("is thinking")
    assert thinking <= 4, heard  # at most once per computer turn


def test_a_new_game_starts_with_nothing_left_of_the_last():
    shell = table(first="light", variant="small")
    say = Announcer()
    say.next(shell)
    assert say.fresh  # the first sentence of a table: the web edge empties the region first
    game, session = shell.session.game, shell.session
    while session.outcome is None:
        shell.command("play " + game.legal_actions(session.state)[0])
    assert "Game over" in say.next(shell) and not say.fresh
    shell.command("rematch")
    words = say.next(shell)
    assert say.fresh and "Game over" not in words and words.endswith("to play."), words


def test_undo_with_nothing_to_undo_says_why():
    from vivarium.ui import keys

    shell = table(seat1="bot:easy", first="light")
    assert keys.shortcut("u") == "undo"
    shell.command(keys.shortcut("u"))
    assert str(shell.error) == "There is nothing to undo."
    assert '<p class="error" role="alert">There is nothing to undo.</p>' in shell.html()


def test_undo_says_why_a_move_can_no_longer_be_taken_back():
    shell = table("arctic", seat1="bot:easy", players="2")
    say = Announcer()
    bot_steps(shell, say)
    me = shell.session.actor
    while shell.session.actor == me:  # a whole turn: its cards are drawn from the River…
        shell.command("play " + shell.session.game.legal_actions(shell.session.state)[0])
    bot_steps(shell, say)  # …and the computer answered, drawing too
    shell.command("play " + shell.session.game.legal_actions(shell.session.state)[0])
    while shell.table.can_undo():  # this turn's steps may be taken back, not the last turn's
        shell.command("undo")
    assert len(shell.session.log) > 0
    shell.command("undo")
    assert str(shell.error).startswith("Your last move can no longer be taken back"), shell.error


def test_pond_names_every_square_that_developed_or_scored():
    import re

    from vivarium.games.pond.rules import geometry

    shell = table(first="light", variant="small")
    say = Announcer()
    say.next(shell)
    game, session, rng = shell.session.game, shell.session, random.Random(5)
    seen = {"developed": 0, "scored": 0}
    for _game in range(6):
        while session.outcome is None:
            before = session.state
            action = rng.choice(game.legal_actions(before))
            shell.command("play " + action)
            after = session.state
            words = say.next(shell)
            if len(after["rounds"]) != len(before["rounds"]):
                continue
            names = geometry(before).names
            moved = {names.index(sq) for sq in action.split()[1:]}
            changed = {i for i, (a, b) in enumerate(zip(before["board"], after["board"])) if a != b and i not in moved}
            for i in changed:  # a neighbour that developed, or a piece scored off the board
                assert re.search(rf"\b{names[i]}\b", words), (action, names[i], words)
            gone = [i for i in changed if not after["board"][i]]
            seen["developed"] += any(after["board"][i] for i in changed)
            seen["scored"] += bool(gone)
            if gone:
                assert "scores" in words and all(re.search(rf"\b{names[i]}\b", words) for i in gone), words
        shell.command("rematch")
        session = shell.session
        say.next(shell)
    assert seen["developed"] > 5 and seen["scored"] > 2, seen


def test_arctic_is_said_in_words_never_in_the_tables_shorthand():
    """No "Orca 1/5" (placement and draw values), no "Moose 3→1" (a token from the Landscape
    card worth 3 to the one worth 1), no "+1"/"-1": words a screen reader can say."""
    import re

    from vivarium.i18n import set_language

    heard = []
    for seed, players, lang in ((1, "2", "en"), (2, "3", "fr"), (3, "4", "en")):
        shell = table("arctic", seat1="bot:easy", seat2="bot:easy", seat3="bot:easy", players=players)
        shell.command(f"lang {lang}")
        say, rng = Announcer(), random.Random(seed)
        heard.append(say.next(shell))
        while shell.session.outcome is None:
            steps = bot_steps(shell, say)
            heard += steps
            if shell.session.outcome is None and not steps:
                shell.command("play " + rng.choice(shell.session.game.legal_actions(shell.session.state)))
                heard.append(say.next(shell))
        set_language("en")
    words = [s for s in heard if s]
    assert len(words) > 150 and any("(place " in s for s in words) and any("(pose " in s for s in words)
    assert any(re.search(r"from \d+ to \d+ points?\b", s) for s in words)
    for s in words:
        assert "→" not in s and not re.search(r"\d/\d|[+−-]\d", s), s


def test_my_move_and_the_computers_answer_in_one_go_end_with_whose_turn_it_is():
    shell = table(seat1="bot:easy", first="light")
    say = Announcer()
    assert say.next(shell) == "Light (You) to play."
    shell.command("play place b2")
    turn = shell.bot_turn()
    shell.bot_move(turn.token, "place d4")  # both before the next redraw
    words = say.next(shell)
    assert "b2" in words and "d4" in words and words.endswith("Light (You) to play."), words
