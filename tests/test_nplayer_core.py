"""The game-agnostic core with three to five players: counts, seats, teams, turns of several
steps, max^n search, never-cheats for every seat, sessions, undo and the shell's screens.

Uses the toy game in ``toy_tally.py`` (not a registered game) so that no game's rules are in
these tests."""

import random

import pytest

from toy_tally import OpenTally, Tally
from vivarium.core.bots import GreedyBot, MCTSBot, RandomBot
from vivarium.core.fairness import check_never_cheats
from vivarium.core.match import play_match
from vivarium.core.protocol import BadOptions, terminal_value
from vivarium.core.records import RecordError
from vivarium.core.saves import MemoryStorage
from vivarium.core.session import Session
from vivarium.games import GAMES
from vivarium.drawing.gameview import GameView
from vivarium.ui.shell import Shell

TALLY = Tally()


class _Views(GameView):
    """A minimal view for the toy game, so the shell can render it."""

    def board(self, view, ui, legal, label):
        acts = "".join(f'<button data-action="{a}">{a}</button>' for a in legal)
        hand = view.get("hand")
        return f'<div class="toy" aria-label="{label}">counter {view["counter"]} hand {hand} {acts}</div>'

    def prompt(self, view, ui, legal):
        return "Play a card."

    def seat_stats(self, view, seat):
        return [("Cards", view["hand_sizes"][seat], "cards in hand")]

    def heading(self, view):
        return f"counter {view['counter']}"

    def options_summary(self, options):
        return f"{options['players']} players"


def shell_with_toy(rng_seed=1):
    games = dict(GAMES, tally=TALLY)
    views = {"tally": _Views()}
    from vivarium.games import VIEWS, RULES_PAGES
    views.update(VIEWS)
    return Shell(MemoryStorage(), games, views, dict(RULES_PAGES, tally="<p>Tally</p>"), rng=random.Random(rng_seed))


# ---- protocol -------------------------------------------------------------------------------
def test_player_counts_come_from_the_players_option():
    assert TALLY.player_counts() == (2, 3, 4, 5)
    assert GAMES["pond"].player_counts() == (2,)
    assert TALLY.seat_count_for(TALLY.normalize_options({"players": 4})) == 4
    assert TALLY.seat_names_for({"players": 3, "teams": "solo"}) == ("North", "East", "South")
    assert GAMES["lepidoptery"].seat_names_for(GAMES["lepidoptery"].normalize_options({})) == ("Light", "Dark")
    with pytest.raises(BadOptions):
        TALLY.normalize_options({"players": 6})


def test_default_teams_put_everyone_alone_and_a_game_may_group_them():
    solo = TALLY.setup({"players": 4}, 1)
    assert TALLY.teams(solo) == [[0], [1], [2], [3]]
    pairs = TALLY.setup({"players": 5, "teams": "pairs"}, 1)
    assert TALLY.teams(pairs) == [[0, 2, 4], [1, 3]]
    assert TALLY.team_of(pairs, 3) == [1, 3]
    pond = GAMES["pond"].setup({}, 1)
    assert GAMES["pond"].teams(pond) == [[0], [1]]


def test_a_team_wins_together_and_its_bots_are_rewarded_together():
    out = {"result": "win", "winners": [1, 3], "reason": "", "scores": [], "breakdown": []}
    teams = [[0, 2, 4], [1, 3]]
    assert [terminal_value(out, s, teams) for s in range(5)] == [-1, 1, -1, 1, -1]
    # without teams, two winners are rivals sharing a win: neither gets the full reward
    assert terminal_value(out, 1) == 0.0
    single = {"result": "win", "winners": [2], "reason": "", "scores": [], "breakdown": []}
    assert [terminal_value(single, s) for s in range(4)] == [-1, -1, 1, -1]


def test_turns_of_several_steps_keep_the_same_seat_and_turn_index():
    state = TALLY.setup({"players": 3}, 4)
    seat, turn = TALLY.actor(state), TALLY.turn_index(state)
    first = TALLY.legal_actions(state)[0]
    after = TALLY.apply(state, first)
    assert TALLY.actor(after) == seat and TALLY.turn_index(after) == turn
    assert "end" in TALLY.legal_actions(after)
    ended = TALLY.apply(after, "end")
    assert TALLY.actor(ended) == (seat + 1) % 3 and TALLY.turn_index(ended) == turn + 1


# ---- bots -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_bots_finish_games_of_every_size(players):
    bots = [MCTSBot(iterations=60), GreedyBot(), RandomBot(), MCTSBot(iterations=30), GreedyBot(epsilon=0.3)][:players]
    record, state = play_match(TALLY, {"players": players}, 11, bots)
    assert TALLY.outcome(state) is not None
    assert Session(TALLY, record).state == state  # the record replays


def test_mcts_finds_a_win_by_search_alone_with_three_players():
    """Three players, open hands, no root screening: North holds 9 and 1 with the counter at 12.
    The 9 wins on the spot; the 1 lets East or South win. The search must see it from the
    rewards it backs up for North at the root's children."""
    game = OpenTally()
    state = game.setup({"players": 3}, 1)
    state.update(counter=12, hands=[[1, 9], [2, 5, 8], [3, 4, 6]], turn=0, step="play")
    bot = MCTSBot(iterations=300, safe_root=False)
    assert bot.choose(game, game.view(state, 0), 0, seed=3) == "play 9"


def test_mcts_lets_a_teammate_win_rather_than_an_opponent():
    """Four players in pairs (North+South against East+West), open hands. North cannot reach 21
    (counter 12, hand 1 and 4). Playing 4 (-> 16) lets East win with 2 then 3 (a second card is
    allowed after a low one); playing 1 and ending (-> 13) leaves East at most 18, and South then
    wins with an 8 -- a win for North's team."""
    game = OpenTally()
    state = game.setup({"players": 4, "teams": "pairs"}, 1)
    state.update(counter=12, hands=[[1, 4], [2, 3], [8, 9], [1, 1]], turn=0, step="play")
    bot = MCTSBot(iterations=1500)
    choice = bot.choose(game, game.view(state, 0), 0, seed=5)
    assert choice == "play 1"


@pytest.mark.parametrize("players", [3, 4])
def test_never_cheats_for_every_seat(players):
    rng = random.Random(players)
    bots = [RandomBot(), GreedyBot(), MCTSBot(iterations=80)]
    for seat in range(players):
        # a position where ``seat`` is to act, reached by random play
        for attempt in range(50):
            state = TALLY.setup({"players": players}, 1000 * players + 10 * seat + attempt)
            for _ in range(rng.randrange(0, 14)):
                legal = TALLY.legal_actions(state)
                after = TALLY.apply(state, rng.choice(legal))
                if TALLY.outcome(after) is not None:
                    break
                state = after
            if TALLY.actor(state) == seat:
                break
        assert TALLY.actor(state) == seat
        for bot in bots:
            check_never_cheats(TALLY, state, seat, bot, seed=seat + 1, count=3)


# ---- sessions, records, undo ------------------------------------------------------------------
def test_a_session_needs_as_many_players_as_the_options_say():
    players = [{"kind": "human"}, {"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "easy"}]
    s = Session.new(TALLY, {"players": 3}, 5, players)
    assert s.seat_names == ("North", "East", "South")
    with pytest.raises(ValueError):
        Session.new(TALLY, {"players": 4}, 5, players)
    data = dict(s.record, players=players[:2])
    with pytest.raises(RecordError, match="needs 3"):
        Session.from_record({"tally": TALLY}, data)
    bad = dict(s.record, options={"players": 9})
    with pytest.raises(RecordError, match="options"):
        Session.from_record({"tally": TALLY}, bad)


def test_undo_takes_back_steps_of_your_own_turn_one_at_a_time():
    players = [{"kind": "human"}] * 3
    s = Session.new(TALLY, {"players": 3}, 7, players)
    first = TALLY.legal_actions(s.state)[0]
    s.play(first)
    assert s.can_undo()
    s.undo()
    assert s.record["actions"] == []
    s.play(first)
    s.play("end")
    assert s.undo() == 1 and s.record["actions"] == [first]


def test_log_groups_a_turns_steps_under_the_player():
    shell = shell_with_toy()
    shell.command("new tally")
    shell.command("start", {"players": "3", "seat0": "human", "seat1": "human", "seat2": "human", "name0": "Ada"})
    s = shell.session
    plays = []
    for _ in range(5):
        shell.command("reveal")
        action = s.game.legal_actions(s.state)[0]
        plays.append(action)
        shell.command("play " + action)
    turns = shell.log_turns()
    # the first legal action after a play is "end": turns of two steps, the last one unfinished
    assert [len(t["steps"]) for t in turns] == [2, 2, 1]
    for t in turns:
        assert len({e["seat"] for e in t["steps"]}) == 1
    html = shell.html()
    assert html.count('class="step"') == 5


# ---- setup form and play screen for N seats -------------------------------------------------
def test_setup_form_offers_the_player_count_then_one_row_per_seat():
    shell = shell_with_toy()
    shell.command("new tally")
    html = shell.html()
    assert 'name="players"' in html
    assert html.count('name="seat') == 3 and html.count('name="name') == 3  # the default count
    shell.command("setup-change", {"players": "5"})
    html = shell.html()
    assert html.count('name="seat') == 5 and 'name="name4"' in html


def test_names_are_kept_cleaned_and_escaped_everywhere():
    shell = shell_with_toy()
    shell.command("new tally")
    evil = '<img src=x onerror="alert(1)">\u0007Zoë'
    shell.command("start", {"players": "3", "seat0": "human", "seat1": "bot:easy", "seat2": "human", "name0": evil, "name2": "  Bo  "})
    s = shell.session
    assert s.players[0]["name"] == '<img src=x onerror="alert(1)"> Zo'[:24]
    assert s.players[2]["name"] == "Bo"
    shell.command("reveal")
    html = shell.html()
    assert "<img" not in html and "&lt;img" in html
    summary = shell.summary()
    assert "Bo" in summary["players"]


def test_play_screen_has_a_panel_per_player_and_marks_whose_turn():
    shell = shell_with_toy()
    shell.command("new tally")
    shell.command("start", {"players": "4", "seat0": "human", "seat1": "bot:easy", "seat2": "bot:easy", "seat3": "bot:easy"})
    html = shell.html()
    for i in range(4):
        assert f'data-seat="{i}"' in html
    actor = shell.session.actor
    assert f'class="seat seat-{actor} to-act"' in html
    assert "seats-4" in html


def test_handoff_between_people_and_what_happened_while_away():
    """Two people and one computer: before each person's turn, a hand-off screen with no hand on
    the page, listing the turns played since that person last played."""
    shell = shell_with_toy(3)
    shell.command("new tally")
    shell.command("start", {"players": "3", "seat0": "human", "seat1": "bot:easy", "seat2": "human"})
    s = shell.session
    rng = random.Random(0)
    seen_handoffs = 0
    for _ in range(30):
        if s.outcome is not None:
            break
        turn = shell.bot_turn()
        if turn is not None:
            shell.bot_move(turn.token, RandomBot().choose(turn.game, turn.view, turn.seat, rng.getrandbits(32)))
            continue
        seat = shell.handoff_seat()
        if seat is not None:
            seen_handoffs += 1
            html = shell.html()
            # nobody's hand is in the page during the hand-off
            for h in s.state["hands"]:
                assert f"hand {h}" not in html
            assert "hand None" in html
            if seen_handoffs > 1:
                assert "Since " in html  # the turns played meanwhile
            shell.command("reveal")
            continue
        html = shell.html()
        assert f"hand {s.state['hands'][s.actor]}" in html
        shell.command("play " + rng.choice(s.game.legal_actions(s.state)))
    assert seen_handoffs >= 2


def test_pace_is_a_remembered_preference():
    storage = MemoryStorage()
    shell = Shell(storage, GAMES, {}, {}, rng=random.Random(1))
    assert shell.bot_seconds() == 0.5
    shell.command("pace fast")
    assert shell.bot_seconds() < 0.5
    again = Shell(storage, GAMES, {}, {}, rng=random.Random(1))
    assert again.prefs.pace == "fast"
    again.command("pace warp")
    assert again.error and again.prefs.pace == "fast"
