"""The app shell as a player drives it, on CPython: setup, play, bots, saves, undo, damage."""

import json
import random


from vivarium.core.saves import MemoryStorage
from vivarium.i18n import say
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui.shell import Shell


def make_shell(storage=None, seed=1):
    return Shell(storage if storage is not None else MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(seed))


def start(shell, **form):
    shell.command("new pond")
    values = {"seat0": "human", "seat1": "human", "first": "light"}
    values.update(form)
    shell.command("start", values)
    assert shell.screen == "play", shell.setup and shell.setup.error
    return shell.session


def test_home_lists_pond_and_no_saves():
    html = make_shell().html()
    assert 'data-cmd="new pond"' in html
    assert "No saved games yet" in html


def test_setup_defaults_to_you_against_the_computer():
    shell = make_shell()
    shell.command("new pond")
    html = shell.html()
    assert '<option value="human" selected>' in html
    assert '<option value="bot:normal" selected>' in html
    # best of 3 is disabled on the 5x5 board, enabled once a small board is chosen
    assert 'name="best_of" disabled' in html
    shell.command("setup-change", {"variant": "small"})
    assert 'name="best_of" disabled' not in shell.html()


def test_form_strings_are_coerced_and_bad_combinations_explained():
    shell = make_shell()
    shell.command("new pond")
    shell.command("start", {"variant": "pond", "best_of": "3"})
    assert shell.screen == "setup"
    assert "Best of 3" in shell.setup.error or "Match" in shell.setup.error
    assert "Small Pond" in shell.setup.error
    shell.command("start", {"variant": "small", "best_of": "3", "seat1": "human"})
    assert shell.screen == "play"
    assert shell.session.record["options"]["best_of"] == 3


def test_unknown_player_kind_is_rejected_with_a_sentence():
    shell = make_shell()
    shell.command("new pond")
    shell.command("start", {"seat1": "bot:godlike"})
    assert shell.screen == "setup"
    assert "not a kind of player" in shell.setup.error


def test_illegal_action_is_explained_and_changes_nothing():
    shell = make_shell()
    session = start(shell)
    shell.command("play place c3")
    before = json.dumps(session.state, sort_keys=True)
    shell.command("play place c3")
    assert shell.error == "c3 is not empty: an Egg goes on an empty square."
    assert json.dumps(session.state, sort_keys=True) == before
    assert len(session.log) == 1
    assert "c3 is not empty" in shell.html()


def test_selecting_a_piece_shows_its_destinations():
    shell = make_shell()
    session = start(shell)
    for action in ("place c3", "place c4"):  # c3 develops into a Light Tadpole
        shell.command("play " + action)
    shell.command("ui pick c3")
    html = shell.html()
    legal_from_c3 = {a for a in session.game.legal_actions(session.state) if a.startswith("move c3 ")}
    shown = {a for a in legal_from_c3 if f'data-action="{a}"' in html}
    assert shown == legal_from_c3 and shown
    assert "Choose where the Tadpole on c3 goes" in html


def test_bot_gets_only_its_view_and_a_stale_reply_is_ignored():
    shell = make_shell()
    session = start(shell, seat1="bot:easy")
    assert shell.bot_turn() is None  # Light (human) moves first
    shell.command("play place b2")
    turn = shell.bot_turn()
    assert turn.seat == 1 and turn.level == "easy"
    assert "rng" not in turn.view and "rng" in session.state
    assert shell.act("place a1") is False and "thinking" in shell.error
    shell.command("undo")  # the human takes the move back while the bot thinks
    assert shell.bot_move(turn.token, "place a1") is False
    assert session.record["actions"] == []


def test_undo_against_a_bot_takes_back_the_reply_too():
    shell = make_shell()
    session = start(shell, seat1="bot:easy")
    shell.command("play place b2")
    turn = shell.bot_turn()
    assert shell.bot_move(turn.token, turn.game.legal_actions(session.state)[0])
    assert len(session.record["actions"]) == 2
    shell.command("undo")
    assert session.record["actions"] == []
    shell.command("undo")
    assert shell.error == "There is nothing to undo."


def test_every_action_is_saved_and_a_new_page_resumes_it():
    storage = MemoryStorage()
    shell = make_shell(storage)
    start(shell, seat1="bot:hard")
    shell.command("play place c3")
    again = make_shell(storage, seed=2)
    assert again.screen == "play"
    assert again.session.record["actions"] == ["place c3"]
    assert again.bot_turn() is not None  # the bot's turn resumes after a reload
    assert "Dark (Computer, Hard) is thinking" in again.html()


def test_saved_games_list_resume_and_delete():
    storage = MemoryStorage()
    shell = make_shell(storage)
    first = start(shell)
    shell.command("play place a1")
    first_id = shell.save_id
    start(shell, variant="small")
    shell.command("home")
    html = shell.html()
    assert html.count('class="save') >= 2 and "Small 4×4" in html
    shell.command("resume " + first_id)
    assert shell.session.record["actions"] == ["place a1"] and shell.session is not first
    shell.command("delete " + first_id)
    assert first_id not in [e["id"] for e in shell.store.entries()]


def test_a_damaged_current_save_is_reported_and_kept():
    storage = MemoryStorage({"vivarium.v1.save.bad": "{not json", "vivarium.v1.current": "bad"})
    shell = make_shell(storage)
    assert shell.screen == "home"
    html = shell.html()
    assert "Damaged saves" in html and "{not json" in html
    assert json.loads(storage.get("vivarium.kept.bad"))["raw"] == "{not json"
    start(shell)  # the app stays usable
    shell.command("play place c3")
    assert shell.error is None


def test_text_from_storage_is_escaped():
    storage = MemoryStorage({"vivarium.v1.save.x": "<img src=x onerror=alert(1)>"})
    html = make_shell(storage).html()
    assert "<img src=x" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_a_win_opens_the_end_dialog_and_rematch_keeps_the_players():
    from vivarium.core.bots import GreedyBot
    from vivarium.core.match import play_match

    record, final = play_match(GAMES["pond"], {"variant": "small", "first": "light"}, 3, [GreedyBot(), GreedyBot()], max_plies=300)
    assert GAMES["pond"].outcome(final) is not None
    shell = make_shell()
    start(shell, variant="small")
    for action in record["actions"]:
        shell.command("play " + action)
        assert shell.error is None
    assert shell.dialog == {"kind": "end"}
    html = shell.html()
    outcome = GAMES["pond"].outcome(final)
    winner = "A draw" if not outcome["winners"] else f"{GAMES['pond'].seat_names[outcome['winners'][0]]} wins!"
    assert winner in html and 'class="breakdown"' in html and say(outcome["reason"]) in html
    players = shell.session.record["players"]
    shell.command("rematch")
    assert shell.session.record["actions"] == [] and shell.session.record["players"] == players
    assert shell.dialog is None


def test_best_of_three_shows_a_round_summary_and_the_next_round_starts():
    shell = make_shell()
    start(shell, variant="small", best_of="3")
    game = GAMES["pond"]
    session = shell.session
    # Set up a one-move round win for Light: two Light Frogs and a Light Tadpole that will develop.
    state = session.states[-1]
    state["board"] = [0] * 16
    state["board"][0] = 3  # a1 Light Frog
    state["board"][1] = 3  # b1 Light Frog
    state["board"][2] = 2  # c1 Light Tadpole -> develops into a Frog
    state["scored"] = [4, 0]
    assert "place c2" in game.legal_actions(state)
    shell.command("play place c2")
    assert shell.dialog == {"kind": "round", "index": 0}
    html = shell.html()
    assert "Round 1: Light wins" in html and "Start round 2" in html
    assert shell.bot_turn() is None
    shell.command("close")
    assert session.state["round"] == 2 and session.state["turn"] == 1  # the first player alternates


def test_undo_says_what_it_took_back_and_the_tab_title_says_whose_turn():
    from vivarium.core.saves import MemoryStorage
    from vivarium.games import GAMES, RULES_PAGES, VIEWS
    from vivarium.ui.shell import Shell

    shell = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES)
    assert shell.page_title() == "Vivarium"
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "bot:easy", "variant": "small", "first": "light"})
    assert shell.page_title() == "Your turn · Pond · Vivarium"
    action = shell.legal_for_human()[0]
    line = shell.session.game.describe(shell.session.state, action)
    shell.act(action)
    assert shell.page_title().startswith("Dark is thinking")
    shell.command("undo")
    assert shell.info == "Taken back: " + say(line)
    assert "Taken back: " in shell.html()
    shell.command("home")
    assert shell.info is None and shell.page_title() == "Vivarium"


def test_every_grace_period_has_its_bar_in_the_stylesheet():
    """The grace bar's length is a class (the page's CSP forbids inline styles)."""
    from pathlib import Path
    from vivarium.ui.prefs import GRACE
    css = (Path(__file__).resolve().parent.parent / "static" / "css" / "app.css").read_text()
    for seconds in GRACE.values():
        if seconds > 0:
            assert f".grace-{round(seconds * 10)} {{ animation-duration: {seconds:g}s; }}" in css
