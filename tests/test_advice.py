"""Hints and analysis (issue 27), on CPython.

- The marks: the thresholds, and honest estimates on positions with a known best move: a Pond
  win in one, a Lepidoptery position where one play wins at once and the others let the
  opponent win (the other moves are marked, the best one is not), and Hexapod's clearly best
  placement (a draw of a card against a pass that throws points away).
- The move played is weighed against Hard's in pairs (one deal, one random stream for both) and
  a drop counts only beyond twice the pairs' noise: a mirror move of Hard's on Pond's symmetric
  board shows none.
- The hint never reads hidden information: the same hint in every hidden twin of a position
  (the never-cheats check, run on the hint's search).
- The analysis: kept in the record, checked when a record is read, dropped by undo, carried
  by a share link (or left out of it, saying so, when it does not fit).
"""

import random

import pytest

from vivarium.core import share
from vivarium.core.advice import THRESHOLDS, Weighing, classify, search_spec, sure_drop
from vivarium.core.analysis import Analysis, marks
from vivarium.core.conformance import blunder_game
from vivarium.core.fairness import check_never_cheats
from vivarium.core.protocol import wins_at_once
from vivarium.core.records import RecordError, new_record
from vivarium.core.session import Session
from vivarium.games import GAMES

PEOPLE = [{"kind": "human"}, {"kind": "human"}]


def spec(game, iterations=600):
    s = search_spec(game)
    s["seconds"] = None  # iteration-bound: the result depends on the seed only
    s["iterations"] = iterations
    return s


def weigh(game, state, played, seed=5, iterations=600):
    seat = game.actor(state)
    w = Weighing(game, game.view(state, seat), seat, seed, played=played, spec=spec(game, iterations))
    while not w.done:
        w.step(1.0)
    r = w.result()
    return classify(max(0.0, r["chance_best"] - r["chance_played"])), r


def test_the_thresholds_mark_by_the_drop_in_win_chance():
    assert [t for _, t in THRESHOLDS] == sorted((t for _, t in THRESHOLDS), reverse=True)
    assert classify(0.0) == "good" and classify(0.079) == "good"
    assert classify(0.08) == "inaccuracy" and classify(0.149) == "inaccuracy"
    assert classify(0.15) == "mistake" and classify(0.249) == "mistake"
    assert classify(0.25) == "blunder" and classify(1.0) == "blunder"


def test_a_drop_counts_only_where_the_pairs_show_it_beyond_their_noise():
    assert sure_drop([0.0] * 30) == 0.0
    assert sure_drop([0.1] * 30) == pytest.approx(0.1)  # the same difference in every pair: sure
    noise = random.Random(3)
    even = [noise.gauss(0.0, 0.3) for _ in range(60)]
    assert sure_drop(even) == 0.0  # two moves the pairs cannot tell apart: no drop
    assert sure_drop([x + 0.3 for x in even]) == pytest.approx(sum(even) / 60 + 0.3)
    assert sure_drop([0.5]) == 0.0  # one pair says nothing of its noise


def _mirrors(square):
    """The squares that the 4x4 board's symmetries make of ``square`` (itself left out)."""
    x, y = ord(square[0]) - 97, int(square[1]) - 1
    out = {chr(97 + u) + str(v + 1) for a, b in ((x, y), (y, x)) for u in (a, 3 - a) for v in (b, 3 - b)}
    return sorted(out - {square})


def test_a_move_as_good_as_hards_shows_no_drop_and_the_pairs_share_their_deals():
    """Pond's empty small board is symmetric: a square is worth its mirror images. The search
    prefers one square by its own luck; each mirror of it, played, is weighed against it in pairs
    (one deal and one random stream for both), and no drop is seen, whatever the seed (the
    search's own estimates of two mirror squares differ). In a game of hidden cards the pairs'
    two iterations start from the same deal."""
    game = GAMES["pond"]
    state = game.setup(game.normalize_options({"variant": "small"}), 1)
    seat = game.actor(state)
    weighed = 0
    for seed in range(4):
        w = Weighing(game, game.view(state, seat), seat, seed, spec=spec(game, 300))
        while not w.done:
            w.step(1.0)
        best = w.result()["best"]
        for square in _mirrors(best.split()[1]):
            _, r = weigh(game, state, "place " + square, seed=seed, iterations=300)
            assert r["best"] == best
            assert r["chance_played"] == r["chance_best"], (seed, best, square, r)
            weighed += 1
    assert weighed >= 12

    lep = GAMES["lepidoptery"]
    st = lep.setup(lep.normalize_options({}), 4)
    seat = lep.actor(st)
    w = Weighing(lep, lep.view(st, seat), seat, 9, played=None, spec=spec(lep, 100))
    while not w.done:
        w.step(1.0)
    w.played = next(a for a in lep.legal_actions(st) if a != w.best)
    deals = []
    real = lep.determinize
    lep.determinize = lambda view, rng: deals.append(real(view, rng)) or deals[-1]
    iterated = []
    search_iterate = w.search._iterate
    w.search._iterate = lambda: iterated.append(w.search.shared_state) or search_iterate()
    try:
        w._pair(0)
    finally:
        del lep.determinize
        del w.search._iterate
    assert len(deals) == 1 and iterated == [deals[0], deals[0]]
    assert w.search.shared_state is None  # the search's own (none: hidden cards) is back


def test_a_pond_win_in_one_is_good_and_every_move_that_misses_it_and_loses_is_a_blunder():
    game = GAMES["pond"]
    found = blunder_game(game, game.normalize_options({"variant": "small"}))
    rec = new_record(game, {"variant": "small"}, found["seed"], PEOPLE)
    rec["actions"] = found["actions"][: found["ply"]]
    state = Session(game, rec).state
    legal = game.legal_actions(state)
    winning = [a for a in legal if wins_at_once(game, state, a)]
    assert winning
    mark, r = weigh(game, state, winning[0])
    assert mark == "good" and r["chance_best"] == pytest.approx(1.0)
    losing = [x for x in legal if x not in winning
              and any(wins_at_once(game, game.next_state(state, x), b) for b in game.legal_actions(game.next_state(state, x)))]
    assert losing
    for x in losing[:4]:
        assert weigh(game, state, x)[0] == "blunder", x


def test_lepidoptery_the_play_that_wins_is_good_and_the_plays_that_hand_the_opponent_the_win_are_mistakes():
    game = GAMES["lepidoptery"]
    found = blunder_game(game, game.normalize_options({}))
    rec = new_record(game, {}, found["seed"], PEOPLE)
    rec["actions"] = found["actions"][: found["ply"]]
    state = Session(game, rec).state
    legal = game.legal_actions(state)
    winning = [a for a in legal if wins_at_once(game, state, a)]
    assert winning
    assert weigh(game, state, winning[0])[0] == "good"
    blunder = found["actions"][found["ply"]]
    assert weigh(game, state, blunder)[0] in ("mistake", "blunder")


def _placement_that_wins(game, seeds=range(40)):
    """A Hexapod position (greedy play) where some placements of the drawn card end the game
    with a win and the others do not."""
    from vivarium.core.bots import GreedyBot

    for seed in seeds:
        state, rng, bot = game.setup({}, seed), random.Random(seed), GreedyBot()
        while game.outcome(state) is None:
            places = [a for a in game.legal_actions(state) if a.startswith("place")]
            winning = [a for a in places if wins_at_once(game, state, a)]
            if winning and len(winning) < len(places):
                return state, winning, [a for a in places if a not in winning]
            seat = game.actor(state)
            state = game.next_state(state, bot.choose(game, game.view(state, seat), seat, rng.getrandbits(32)))
    return None


def test_hexapod_the_clearly_best_placement_is_good_and_the_others_are_blunders():
    game = GAMES["hexapod"]
    state, winning, others = _placement_that_wins(game)
    mark, r = weigh(game, state, winning[0], iterations=400)
    assert mark == "good" and r["best"] in winning
    for x in others[:4]:
        assert weigh(game, state, x, iterations=400)[0] == "blunder", x


HIDDEN = [g for g in GAMES.values() if not g.perfect_information]


class _Hint:
    """The hint's search as a bot, for the never-cheats check."""

    def choose(self, game, view, seat, seed):
        w = Weighing(game, view, seat, seed, spec=spec(game, 150))
        while not w.done:
            w.step(1.0)
        return w.result()["best"]


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_the_hint_never_reads_hidden_information(game):
    rng = random.Random(4)
    state = game.setup({}, 21)
    for _ in range(rng.randrange(4, 12)):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        if game.outcome(state) is not None:
            pytest.skip("ended early")
    seat = game.actor(state)
    action, twins = check_never_cheats(game, state, seat, _Hint(), seed=77, count=3)
    assert action in game.legal_actions(state) and twins


def _analysed(game_id, options):
    game = GAMES[game_id]
    found = blunder_game(game, game.normalize_options(options))
    rec = new_record(game, options, found["seed"], PEOPLE)
    rec["actions"] = list(found["actions"])
    session = Session(game, rec)
    job = Analysis(session, "quick", spec=spec(game, 200))
    while not job.done:
        job.step(1.0)
    rec["analysis"] = job.to_record()
    return session, found["ply"]


def test_the_analysis_marks_the_blunder_and_names_the_winning_move_instead():
    session, ply = _analysed("pond", {"variant": "small"})
    m = marks(session, session.record["analysis"])
    assert len(m) == len(session.record["actions"])
    assert m[ply]["mark"] == "blunder"
    assert wins_at_once(session.game, session.states[ply], m[ply]["preferred"])


def test_a_record_with_an_analysis_is_read_back_and_a_damaged_one_is_refused():
    session, ply = _analysed("pond", {"variant": "small"})
    again = Session.from_record(GAMES, session.record)
    assert again.record["analysis"] == session.record["analysis"]
    for damage in (lambda a: a.update(depth="deep"),
                   lambda a: a["moves"].append([9999, 1, 1, ""]),
                   lambda a: a["moves"][0].__setitem__(1, 2000),
                   lambda a: a["moves"][ply].__setitem__(3, "place z9")):
        data = dict(session.record, analysis={"depth": "quick", "moves": [list(x) for x in session.record["analysis"]["moves"]]})
        damage(data["analysis"])
        with pytest.raises(RecordError):
            Session.from_record(GAMES, data)


def test_the_share_link_carries_the_analysis_or_says_it_was_left_out():
    session, _ = _analysed("pond", {"variant": "small"})
    payload, dropped = share.encode_review(session.record)
    assert not dropped
    assert share.decode(payload, GAMES).record["analysis"] == session.record["analysis"]
    huge = dict(session.record, analysis={"depth": "quick", "moves": session.record["analysis"]["moves"]})
    limit = share.MAX_LINK_CHARS
    try:
        share.MAX_LINK_CHARS = len(share.encode(session.record, extras=())) + 5
        payload, dropped = share.encode_review(huge)
    finally:
        share.MAX_LINK_CHARS = limit
    assert dropped and "analysis" not in share.decode(payload, GAMES).record


def test_undo_drops_the_analysis_of_a_game_that_is_no_longer_finished():
    session, _ = _analysed("pond", {"variant": "small"})
    session.undo()
    assert "analysis" not in session.record


def _shell():
    from vivarium.core.saves import MemoryStorage
    from vivarium.games import RULES_PAGES, VIEWS
    from vivarium.ui.shell import Shell

    return Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES)


@pytest.mark.parametrize("seats,choice,allowed", [
    (("human", "bot:easy"), "auto", True),   # against a computer: allowed by default
    (("human", "human"), "auto", False),     # between people: only if chosen at setup
    (("human", "human"), "on", True),
    (("human", "bot:easy"), "off", False),
])
def test_hints_are_allowed_as_chosen_at_setup(seats, choice, allowed):
    from vivarium.ui import hints

    sh = _shell()
    sh.command("new pond")
    sh.command("start", {"seat0": seats[0], "seat1": seats[1], "variant": "small", "first": "light", "hints": choice})
    assert sh.session.record["hints"] == {"allowed": allowed, "used": [0, 0]}
    assert ('data-cmd="hint"' in sh.html()) == allowed
    sh.command("hint")
    if not allowed:
        assert hints.turn(sh) is None and "Hints are off" in str(sh.error)
        return
    turn = hints.turn(sh)
    w = Weighing(turn.game, turn.view, turn.seat, turn.seed, spec=spec(turn.game, 100))
    while not w.done:
        w.step(1.0)
    assert hints.ready(sh, turn.token, w.result())
    html = sh.html()
    assert 'data-hint="1"' in html and "Hint:" in html
    assert sh.session.record["hints"]["used"] == [1, 0]
    # a move makes the hint stale: it is no longer shown
    sh.act(sh.legal_for_human()[0])
    assert 'data-hint="1"' not in sh.html() and hints.current(sh) is None
    # the count survives a save and a reload, and the rematch keeps the choice
    again = Session.from_record(GAMES, sh.session.record)
    assert again.record["hints"]["used"] == [1, 0]


def test_the_review_its_analysis_and_a_hint_speak_french():
    """The review and the analysis of a finished Pond game in French: the marks' French names
    (as French chess sites say them), the move Hard preferred, the graph; a hint's reason in
    French, with the next best move said inside the sentence (no full stop of its own)."""
    from vivarium import i18n
    from vivarium.core.saves import MemoryStorage
    from vivarium.games import RULES_PAGES, VIEWS
    from vivarium.ui import hints
    from vivarium.ui.shell import Shell

    session, ply = _analysed("pond", {"variant": "small"})
    payload, dropped = share.encode_review(session.record)
    assert not dropped
    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, lang="fr")
    sh.command("shared " + payload)
    assert sh.screen == "review"
    n = len(session.record["actions"])
    sh.command("rv last")
    html = sh.html()
    assert "Revue · Pond" in html and f"Coup {n} sur {n}" in html and "Partie terminée. " in html
    assert "Analyse (Rapide)" in html and ">Gaffe</th>" in html and "Imprécision" in html
    assert "Game over" not in html and "Blunder" not in html and "Move " not in html
    sh.command(f"rv go {ply + 1}")
    html = sh.html()
    assert '<b class="mark-blunder">Gaffe</b>\u00a0: chance de gagner estimée' in html
    assert "L’ordinateur Difficile aurait joué\u00a0: " in html and "Voir le coup de l’ordinateur Difficile" in html
    assert "(Gaffe)" in html  # the move list's mark, for screen readers
    sh.command("rv first")
    assert "Le début de la partie." in sh.html()

    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, lang="fr")
    sh.command("new pond")
    sh.command("start", {"seat0": "human", "seat1": "bot:easy", "variant": "small", "first": "light", "hints": "auto"})
    sh.command("hint")
    assert "Conseil\u00a0: l’ordinateur Difficile réfléchit…" in sh.html()
    token = hints.turn(sh).token
    legal = sh.legal_for_human()
    assert hints.ready(sh, token, {"best": legal[0], "chance_best": 0.6, "runner_up": (legal[1], 0.4)})
    html = sh.html()
    words, numbers = hints.split_numbers(sh.hint.asked["text"])
    reason = hints.reason_text(words)
    assert "Selon l’ordinateur Difficile, vous menez après ce coup. Meilleur coup suivant\u00a0: " in reason
    assert reason.endswith(".") and ".." not in reason and reason in html
    assert hints.reason_text(numbers) == ("L’ordinateur Difficile estime à environ 60 % votre chance de gagner après ce coup. "
                                          "Environ 40 % après le meilleur coup suivant.")
    assert "<b>Conseil\u00a0:</b>" in html
    assert hints.used_line(sh.session.record, ["Alix", "Bruno"]) == "Conseils utilisés\u00a0: Alix 1, Bruno 0."
    i18n.set_language("en")
    english = hints.reason_text(sh.hint.asked["text"])
    assert "Hard thinks you are ahead after it. Next best: " in english
    assert english.endswith(". Hard estimates about 60% to win after it. About 40% after the next best move.")
    assert hints.used_line(sh.session.record, ["Alix", "Bruno"]) == "Hints used: Alix 1, Bruno 0."
