"""Reasons in words for every game that gives them (issue 39): the shared canary.

Over random games (a few seeds, a sample of the legal actions of every few positions): every
legal action gets one or two reasons, they are said in English and in French without a key
either catalogue lacks, they leave the view they were computed from as it was, and they are the
same for the position's hidden twins (states with the same view but other hidden cards), so no
reason can depend on a card the seat cannot see. Then: a hint's text and a marked move's text
in the analysis contain the reasons.

Each game's hand-built positions are in ``test_reasons_<game>.py``.
"""

import copy
import random

import pytest

from vivarium import i18n
from vivarium.core.fairness import hidden_twins
from vivarium.games import GAMES

# the games whose ``reasons`` say why a move is worth playing (R2 adds its three)
GAMES_WITH_REASONS = ["pond", "hexapod", "lepidoptery", "arctic", "papillon"]
SEEDS = (1, 2, 3)
EVERY = 3  # plies between two positions looked at
SAMPLE = 6  # legal actions looked at per position


def _keys(value):
    """Every catalogue key a message (or a list of them) uses, its arguments' included."""
    if isinstance(value, (list, tuple)):
        for v in value:
            yield from _keys(v)
    elif i18n.is_message(value):
        yield value["$"]
        for k, v in value.items():
            if k != "$":
                yield from _keys(v)


def _positions(game, seed, plies=120):
    """``(state, seat)`` every ``EVERY`` plies of a random game of ``game``."""
    rnd = random.Random(seed)
    state = game.setup(game.normalize_options({}), seed)
    for ply in range(plies):
        if game.outcome(state) is not None:
            return
        seat = game.actor(state)
        if ply % EVERY == 0:
            yield state, seat
        legal = game.legal_actions(state)
        state = game.apply(state, rnd.choice([a for a in legal if a != "pass"] or legal))  # a long game


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game_id", GAMES_WITH_REASONS)
def test_every_legal_action_has_reasons_in_both_languages_that_ignore_hidden_cards(game_id, seed):
    game = GAMES[game_id]
    rnd = random.Random(seed * 7)
    looked = 0
    for state, seat in _positions(game, seed):
        view = game.view(state, seat)
        before = copy.deepcopy(view)
        twins = [] if game.perfect_information else hidden_twins(game, state, seat, count=2, seed=seed)
        actions = game.legal_actions(state)
        for action in rnd.sample(actions, min(SAMPLE, len(actions))):
            reasons = game.reasons(view, seat, action)
            assert 1 <= len(reasons) <= 2, (action, reasons)
            for lang in ("en", "fr"):
                text = i18n.say_in(lang, reasons)
                # a key the catalogue lacks is shown as itself
                assert text and "{" not in text and not any(key in text for key in _keys(reasons)), (lang, text)
            assert view == before, f"reasons for {action} changed the view"
            for twin in twins:
                assert game.reasons(game.view(twin, seat), seat, action) == reasons, f"{action}: a hidden card changed a reason"
            looked += 1
    assert looked >= 10


# ---- the reasons on screen ------------------------------------------------------------------------
def _shell(lang="en"):
    from vivarium.core.saves import MemoryStorage
    from vivarium.games import RULES_PAGES, VIEWS
    from vivarium.ui.shell import Shell

    return Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, lang=lang)


@pytest.mark.parametrize("game_id", GAMES_WITH_REASONS)
def test_a_hint_says_the_moves_reasons_then_the_estimate_in_words_with_the_number_on_request(game_id):
    from vivarium.drawing.html import esc
    from vivarium.ui import hints

    sh = _shell()
    sh.command(f"new {game_id}")
    sh.command("start", {"seat0": "human", "seat1": "bot:easy", "first": "light", "players": 2, "hints": "auto"})
    while sh.session.bot_to_move() is not None:  # Arctic's first player is drawn: the computer may begin
        assert sh.bot_move(sh.bot_token(), sh.session.game.legal_actions(sh.session.state)[0])
    sh.command("hint")
    token = hints.turn(sh).token
    legal = sh.legal_for_human()
    s = sh.session
    runner = (legal[1], 0.4) if len(legal) > 1 else None  # (a deal may leave one legal move: Papillon's must-play rule)
    assert hints.ready(sh, token, {"best": legal[0], "chance_best": 0.62, "runner_up": runner})
    html = sh.html()
    reasons = s.game.reasons(s.game.view(s.state, 0), 0, legal[0])
    assert reasons and all(esc(i18n.say(r)) in html for r in reasons)
    assert "Hard thinks you are ahead after it." in html
    # the percentages are not in the line but one click (or Enter) away, in a disclosure
    line = html.split('class="hint-why">', 1)[1].split("<details", 1)[0]
    assert "%" not in line
    assert '<details class="hint-numbers"><summary>In numbers</summary><span>Hard estimates about 62% to win after it.' in html
    # the next best move, with its number, unless naming it would tell a hidden card (a Hexapod draw)
    assert ("Next best: " in html) == ("About 40% after the next best move." in html)
    assert "Next best: " in html or game_id == "hexapod" or runner is None


def test_a_marked_move_in_the_analysis_says_why_for_the_move_played_and_for_hards():
    from vivarium.drawing.html import esc
    from test_advice import _analysed

    session, ply = _analysed("pond", {"variant": "small"})
    from vivarium.core import share

    payload, _ = share.encode_review(session.record)
    sh = _shell()
    sh.command("shared " + payload)
    sh.command(f"rv go {ply + 1}")
    html = sh.html()
    game, state = session.game, session.states[ply]
    seat = game.actor(state)
    view = game.view(state, seat)
    from vivarium.core.analysis import marks

    m = marks(session, session.record["analysis"])[ply]
    assert m["mark"] == "blunder" and m["preferred"]
    for action in (session.record["actions"][ply], m["preferred"]):
        reasons = game.reasons(view, seat, action)
        assert reasons and all(esc(i18n.say(r)) in html for r in reasons), action
    assert "The move played:" in html and "Hard preferred: " in html


def _analysis_lines(html):
    """The analysis note's two lines of reasons: after "The move played:" and after Hard's move."""
    played = html.split('<p class="why-played"><b>', 1)[1].split("</b> ", 1)[1].split("</p>", 1)[0]
    hard = html.split('<p class="why-hard">', 1)[1].split('<span class="preferred">', 1)[1]
    hard = hard.split("</span>", 1)[1].split("<button", 1)[0]  # ". reasons " ("Hard preferred: X. …")
    return played, hard.removeprefix(".").strip()


def test_in_a_review_the_reasons_of_another_players_move_say_whose_move_they_speak_to():
    """A move's reasons speak to its mover ("your spawn"): in the review, those of a move that is
    not the reader's own are introduced with the mover's seat ("For Dark: …", « Pour Sombre : … »),
    for the move played and for Hard's; the reader's own move's are not. A shared link (no "you")
    and a game of two people at one device name the mover every time."""
    from vivarium.core import share
    from vivarium.core.analysis import marks
    from vivarium.core.session import Session
    from vivarium.drawing.html import esc
    from test_advice import _analysed

    analysed, ply = _analysed("pond", {"variant": "small"})
    game, state = analysed.game, analysed.states[ply]
    mover = game.actor(state)
    name = analysed.seat_names[mover]
    m = marks(analysed, analysed.record["analysis"])[ply]
    said = {action: " ".join(esc(i18n.say(r)) for r in game.reasons(game.view(state, mover), mover, action))
            for action in (analysed.record["actions"][ply], m["preferred"])}
    played_said, hard_said = said[analysed.record["actions"][ply]], said[m["preferred"]]
    assert played_said and hard_said and m["mark"] == "blunder"

    def review(players, lang="en"):
        """The review of this game, played here by ``players``, at the blunder."""
        record = dict(analysed.record, players=players)
        sh = _shell(lang)
        sh.enter(Session(game, record), "g1")
        sh.command("review")
        sh.command(f"rv go {ply + 1}")
        return sh.html()

    person, computer = {"kind": "human"}, {"kind": "bot", "level": "easy"}
    own = [person, computer] if mover == 0 else [computer, person]
    assert _analysis_lines(review(own)) == (played_said, hard_said)  # the reader's own move: as it was
    other = _analysis_lines(review(own[::-1]))  # the computer's move, reviewed by the person
    assert other == (f"For {name}: {played_said}", f"For {name}: {hard_said}")
    assert _analysis_lines(review([person, person])) == other  # two people at one device: whose move?
    sh = _shell()
    sh.command("shared " + share.encode_review(analysed.record)[0])
    sh.command(f"rv go {ply + 1}")
    assert _analysis_lines(sh.html()) == other  # a shared link: nobody is "you"
    # in French, with French typography (a no-break space before the colon)
    french = review(own[::-1], "fr")
    i18n.set_language("fr")
    try:
        name_fr = i18n.say(game.seat_message(game.seat_names_for(analysed.record["options"])[mover]))
        played_fr = " ".join(esc(i18n.say(r)) for r in game.reasons(game.view(state, mover), mover,
                                                                     analysed.record["actions"][ply]))
    finally:
        i18n.set_language("en")
    assert _analysis_lines(french)[0] == f"Pour {name_fr}\u00a0: {played_fr}"
    assert _analysis_lines(review(own, "fr"))[0] == played_fr


@pytest.mark.parametrize("game_id", [g for g in GAMES if not GAMES[g].perfect_information])
def test_a_hints_words_for_its_move_never_tell_a_hidden_card(game_id):
    """The hint names its move as the log would, unless the log's words depend on what the seat
    cannot see (Hexapod's draw names the card it turns up): then "the highlighted move"."""
    from vivarium.ui.hints import move_words

    game = GAMES[game_id]
    rnd = random.Random(5)
    hidden = 0
    for state, seat in _positions(game, 5, plies=60):
        twins = hidden_twins(game, state, seat, count=2, seed=5)
        for action in rnd.sample(game.legal_actions(state), min(4, len(game.legal_actions(state)))):
            words = move_words(game, state, seat, action)
            if words == i18n.msg("review.hint.highlighted"):
                hidden += 1
                continue
            assert all(game.describe(twin, action) == words for twin in twins), (action, i18n.say(words))
    if game_id == "hexapod":
        assert hidden, "a draw that turns up an unseen card is named without it"


def test_a_hexapod_draw_hint_does_not_name_the_card_it_turns_up():
    from vivarium.ui.hints import move_words

    game = GAMES["hexapod"]
    state = game.setup(game.normalize_options({"first": "light"}), 4)
    seat = game.actor(state)
    assert i18n.say_in("en", game.describe(state, "draw 1")).count("shows") == 1  # the log says what came up
    assert move_words(game, state, seat, "draw 1") == i18n.msg("review.hint.highlighted")
    assert i18n.say_in("en", move_words(game, state, seat, "draw 1")).startswith("the highlighted move")


def test_a_hexapod_hint_whose_next_best_is_a_draw_leaves_it_out_rather_than_name_the_card_under():
    from vivarium.ui import hints

    sh = _shell()
    sh.command("new hexapod")
    sh.command("start", {"seat0": "human", "seat1": "bot:easy", "first": "light", "hints": "auto"})
    sh.command("hint")
    token = hints.turn(sh).token
    assert sh.legal_for_human()[:2] == ["draw 1", "draw 2"]
    assert hints.ready(sh, token, {"best": "draw 1", "chance_best": 0.5, "runner_up": ("draw 2", 0.45)})
    html = sh.html()
    assert "the highlighted move" in html and "Next best" not in html and "after the next best" not in html
    assert "It takes stack 1’s card (" in html and "now shows" not in html


def test_an_only_move_in_the_analysis_still_says_what_it_does():
    from vivarium.core.analysis import marks
    from vivarium.drawing.html import esc
    from test_advice import _analysed

    session, _ply = _analysed("pond", {"variant": "small"})
    entry = session.record["analysis"]["moves"][2]
    entry[1:] = [-1, -1, ""]  # as the analysis records a forced move (Pond seldom has one)
    only = [p for p, m in marks(session, session.record["analysis"]).items() if m["mark"] == "only"]
    from vivarium.core import share

    sh = _shell()
    sh.command("shared " + share.encode_review(session.record)[0])
    sh.command(f"rv go {only[0] + 1}")
    html = sh.html()
    state = session.states[only[0]]
    seat = session.game.actor(state)
    reasons = session.game.reasons(session.game.view(state, seat), seat, session.record["actions"][only[0]])
    assert "The only legal move." in html and all(esc(i18n.say(r)) in html for r in reasons)
