"""The table controller (ui/table.py): undo takes back only one's own steps, the computer's
pace is per turn, a computer's seed comes from the record, and seats act through one
interface (offer / submit) whatever drives them."""

import random

import pytest

from vivarium.core.protocol import IllegalAction
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui.shell import Shell
from vivarium.ui.table import STEP_SHARE, bot_seed


def table_of(game_id, seats, seed=4, **options):
    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(seed))
    sh.command(f"new {game_id}")
    form = {f"seat{i}": kind for i, kind in enumerate(seats)}
    form.update({k: str(v) for k, v in options.items()})
    sh.command("start", form)
    assert sh.screen == "play", sh.setup and sh.setup.error
    return sh


def test_hot_seat_the_next_person_cannot_undo_the_previous_persons_move():
    sh = table_of("lepidoptery", ["human", "human"], first="light")
    s = sh.session
    sh.command("reveal")  # Light shows Light's cards
    while s.actor == 0:  # Light's turn (it may take more than one step)
        sh.command("play " + s.game.legal_actions(s.state)[0])
    assert s.actor == 1 and sh.handoff_seat() == 1
    # Light still holds the device (the hand-off screen): Light may take back Light's move
    assert sh.table.undo_seat() == 0 and sh.table.can_undo()
    sh.command("reveal")  # Dark now holds the device and shows Dark's cards
    assert sh.table.undo_seat() == 1
    assert not sh.table.can_undo()
    before = list(s.record["actions"])
    sh.command("undo")
    assert s.record["actions"] == before, "Dark took back Light's move"
    assert sh.error == "There is nothing to undo."
    assert 'data-cmd="undo"' in sh.html() and "disabled" in sh.html().split('data-cmd="undo"')[1][:40]


def test_hot_seat_on_a_shared_screen_the_next_person_cannot_undo_either():
    sh = table_of("pond", ["human", "human"], first="light")
    s = sh.session
    sh.command("play " + s.game.legal_actions(s.state)[0])
    assert s.actor == 1
    sh.command("undo")
    assert len(s.record["actions"]) == 1 and sh.error == "There is nothing to undo."


def test_against_the_computer_undo_takes_back_your_move_and_its_reply():
    sh = table_of("pond", ["human", "bot:easy"], first="light")
    s = sh.session
    sh.command("play " + s.game.legal_actions(s.state)[0])
    turn = sh.bot_turn()
    assert sh.bot_move(turn.token, s.game.legal_actions(s.state)[0])
    assert len(s.record["actions"]) == 2 and sh.table.undo_seat() == 0
    sh.command("undo")
    assert s.record["actions"] == [] and str(sh.info).startswith("Taken back:")


def test_the_computers_pace_applies_once_per_turn():
    sh = next(sh for seed in range(40)  # a deal where the computer (seat 0) starts
              if (sh := table_of("arctic", ["bot:easy", "human"], seed=seed, players=2)).session.actor == 0)
    s = sh.session
    pace = sh.bot_seconds()
    turn = sh.bot_turn()
    assert turn.seconds == pytest.approx(pace)  # a new turn: the whole pace
    steps = 0
    while s.actor == 0 and steps < 12:
        turn = sh.bot_turn()
        if steps:
            # a later step of the same turn lands faster (the same turn index, the same seat)
            expected = pace * STEP_SHARE if sh.table.continues_turn(0) else pace
            assert turn.seconds == pytest.approx(expected)
        assert sh.bot_move(turn.token, s.game.legal_actions(s.state)[0])
        steps += 1
    assert steps >= 2, "Arctic's first turn has several steps"
    assert any(e["seat"] == 0 for e in s.log)


def test_a_computers_seed_comes_from_the_record_so_a_reload_chooses_the_same():
    storage = MemoryStorage()
    sh = Shell(storage, GAMES, VIEWS, RULES_PAGES, rng=random.Random(9))
    sh.command("new lepidoptery")
    sh.command("start", {"seat0": "bot:normal", "seat1": "human", "first": "light"})
    turn = sh.bot_turn()
    again = Shell(storage, GAMES, VIEWS, RULES_PAGES, rng=random.Random(123)).bot_turn()
    assert turn.seed == again.seed == bot_seed(sh.session.record, 0)
    assert bot_seed(sh.session.record, 1) != turn.seed


def test_a_computers_turn_is_a_frozen_record_with_named_fields():
    sh = table_of("pond", ["bot:hard", "human"], first="light")
    turn = sh.bot_turn()
    assert (turn.seat, turn.level, turn.game) == (0, "hard", sh.session.game)
    assert turn.view == sh.session.game.view(sh.session.state, 0) and turn.token == sh.table.token()
    assert turn == sh.bot_turn()  # equal fields, equal turns (a frozen dataclass's equality)
    assert not isinstance(turn, tuple)  # read by name, never unpacked by position
    with pytest.raises(AttributeError, match="frozen"):
        turn.seconds = 0.0
    with pytest.raises(AttributeError, match="frozen"):
        del turn.seed
    assert "level='hard'" in repr(turn)


def test_seats_act_through_offer_and_submit():
    sh = table_of("lepidoptery", ["human", "bot:easy"], first="light")
    table, s = sh.table, sh.session
    mine, theirs = table.offer(0), table.offer(1)
    assert mine["legal"] == s.game.legal_actions(s.state) and theirs["legal"] == []
    assert mine["view"] == s.game.view(s.state, 0) and "hand" in theirs["view"]
    assert theirs["view"]["hand"] == s.game.view(s.state, 1)["hand"] != mine["view"]["hand"]
    with pytest.raises(IllegalAction):
        table.submit(1, theirs["view"]["hand"] and "pass")  # not Dark's turn: nothing changes
    assert s.record["actions"] == []
    played = table.submit(0, mine["legal"][0])
    assert not played.ended and s.record["actions"] == [mine["legal"][0]]


def test_a_computers_move_resumed_from_a_save_taken_before_it_was_drawn_is_the_same_move():
    """Issue 23: the page is closed while the computer thinks (the save holds the position
    before its move); on resume it chooses again, from the same seed and the same view, and
    plays the same move. The search's clock is left out here: on a loaded machine a Normal
    search can be cut by its time cap before its iterations are done, and then it may choose
    otherwise (the same seed gives the same move whenever the iterations finish first)."""
    from vivarium.core.bots import level_spec, make_bot

    def choice(turn):
        spec = {**level_spec(turn.game, turn.level), "seconds": None}  # iterations only
        thinking = make_bot(spec).start(turn.game, turn.view, turn.seat, turn.seed)
        while not thinking.done:
            thinking.step(1.0)
        return thinking.result()

    for game_id, seats in (("papillon", ["bot:normal", "human"]), ("lepidoptery", ["bot:normal", "human"])):
        storage = MemoryStorage()
        sh = Shell(storage, GAMES, VIEWS, RULES_PAGES, rng=random.Random(11))
        sh.command(f"new {game_id}")
        sh.command("start", {"seat0": seats[0], "seat1": seats[1]})
        s = sh.session
        while sh.bot_turn() is None:  # the person plays until it is the computer's turn
            sh.command("play " + s.game.legal_actions(s.state)[0])
        turn = sh.bot_turn()
        first = choice(turn)
        # the browser stops here: nothing of the choice was saved; a new page resumes the game
        again = Shell(storage, GAMES, VIEWS, RULES_PAGES, rng=random.Random(99)).bot_turn()
        assert again.seed == turn.seed and again.view == turn.view and again.level == turn.level == "normal"
        assert choice(again) == first, game_id


def test_a_new_game_form_opened_from_home_goes_back_home_not_to_an_old_game():
    """Issue 22: "Back to the game" on a setup form opened from Home led to a finished game."""
    sh = table_of("pond", ["human", "bot:easy"], first="light")
    sh.command("home")
    sh.command("new lepidoptery")
    html = sh.html()
    assert "Back to the game" not in html and 'data-cmd="cancel-setup"' in html
    sh.command("cancel-setup")
    assert sh.screen == "home"
    sh.command("resume " + sh.save_id)
    sh.command("new pond")  # from the game itself: its Back leads to it
    assert "Back to the game" in sh.html()
    sh.command("cancel-setup")
    assert sh.screen == "play"


# ---- seats played from another device (issue 24) -----------------------------------------------
def remote_table(game_id, seats, **options):
    shell = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(3))
    shell.command(f"new {game_id}")
    values = {f"seat{i}": k for i, k in enumerate(seats)}
    if len(seats) > 2:
        values["players"] = str(len(seats))
    shell.command("start", {**values, **options})
    assert shell.screen == "play", shell.setup.error
    shell.dialog = None
    return shell


def test_the_host_never_shows_a_remote_hand_and_cannot_play_its_turn():
    shell = remote_table("lepidoptery", ["remote", "remote"], first="light")
    table = shell.table
    assert table.viewer_seat() is None  # a spectator: no hand of another device on the host
    assert table.legal_here() == [] and not table.is_person_here(0)
    assert not shell.act(shell.session.game.legal_actions(shell.session.state)[0])
    assert shell.error == "Waiting for Light's device."
    assert "Light (on another device) to play" in table.title()


def test_labels_say_you_only_for_the_one_person_here():
    shell = remote_table("lepidoptery", ["human", "remote"], name1="Bob", first="light")
    table = shell.table
    assert table.player_label(0) == "You"
    assert table.player_label(1) == "Bob, on another device"
    assert table.viewer_seat() == 0
    assert table.title().startswith("Your turn")


def test_a_remote_move_starts_no_grace_period_and_undo_for_takes_back_that_seat_only():
    shell = remote_table("arctic", ["human", "remote", "bot:easy"])
    table, s = shell.table, shell.session
    while s.actor != 1:
        seat = s.actor
        table.submit(seat, s.game.legal_actions(s.state)[0])
    table.submit(1, s.game.legal_actions(s.state)[0])
    if s.bot_to_move() is not None:
        assert not table.answer_waits()  # the host's screen does not hold the computer for a remote move
    plies = len(s.record["actions"])
    taken = table.undo_for(1)
    assert taken and len(s.record["actions"]) == plies - len(taken)
    assert s.actor == 1  # the remote seat's own move came back to it


def test_a_stale_computer_choice_is_never_played_after_an_undo_and_a_new_move():
    shell = remote_table("pond", ["human", "bot:easy"], variant="small", first="light")
    table, s = shell.table, shell.session
    table.submit(0, s.game.legal_actions(s.state)[0])
    stale = table.token()
    table.undo()
    table.submit(0, s.game.legal_actions(s.state)[-1])
    assert table.token() != stale  # same move number, another position
    assert not shell.bot_move(stale, s.game.legal_actions(s.state)[0])
