"""A finished game's analysis goes on in the background (issue 40): while the person plays
another game its marks keep coming, they are kept in that game's own save when it is done, a
review opened again shows them (and the progress so far), and it can be cancelled. One analysis
at a time; a game not saved here stops being analysed when its review is left. The pure half:
the web layer (web/bot_runner.py) steps the job in the search worker or on the page."""

import random

from vivarium.core.gate import read_json
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui import analysis_screen, routes
from vivarium.ui.shell import Shell

SPEC = {"kind": "mcts", "iterations": 60, "seconds": None}


def make_shell(storage):
    return Shell(storage, GAMES, VIEWS, RULES_PAGES, rng=random.Random(7))


def finish_pond(shell, seed=2):
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "human", "first": "light", "variant": "small"})
    rng = random.Random(seed)
    s = shell.session
    while s.outcome is None:
        shell.command("play " + rng.choice(s.game.legal_actions(s.state)))
    return s


def analyse(shell):
    shell.command("rv analyse quick")
    job = analysis_screen.running(shell)
    assert job is not None
    job.spec = dict(SPEC)  # a small search: the test is about where the marks go, not their worth
    return job


def work(job, decisions):
    """What the runner does between frames (or the worker between messages): weigh some decisions."""
    target = min(len(job.decisions), len(job.moves) + decisions)
    while len(job.moves) < target:
        job.step(0.05)


def analysing_a_finished_game():
    """A finished Pond game, reviewed, its analysis two decisions in: ``(storage, shell, save_id, job)``."""
    storage = MemoryStorage()
    shell = make_shell(storage)
    finish_pond(shell)
    first_id = shell.save_id
    shell.command("review")
    job = analyse(shell)
    work(job, 2)
    return storage, shell, first_id, job


def stored(storage, shell, save_id):
    return read_json(storage.get(shell.store.key(save_id)))


def test_the_analysis_goes_on_during_another_game_and_lands_in_its_own_save():
    storage = MemoryStorage()
    shell = make_shell(storage)
    first = finish_pond(shell)
    first_id = shell.save_id
    shell.command("review")
    job = analyse(shell)
    work(job, 3)
    html = shell.html()
    assert "analysis-progress" in html and 'class="wc-graph"' in html  # the marks so far, with the progress
    # another game: the first one's analysis keeps running (in the worker, in the browser)
    shell.command("home")
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "bot:easy", "first": "light", "variant": "small"})
    second_id = shell.save_id
    assert second_id != first_id
    assert analysis_screen.running(shell) is job
    work(job, len(job.decisions))
    assert job.done
    analysis_screen.finished(shell, job)
    from vivarium.i18n import say

    assert "analysis of your Pond game is ready" in say(shell.info)
    # kept in the first game's save; the game on screen is untouched
    saved = stored(storage, shell, first_id)
    assert saved["analysis"]["moves"] == job.to_record()["moves"]
    assert saved["actions"] == first.record["actions"]
    assert "analysis" not in stored(storage, shell, second_id)
    assert "analysis" not in shell.session.record
    # its review, opened again, shows the marks
    assert routes.navigate(shell, f"#/review/{first_id}") is True
    assert 'class="wc-graph"' in shell.html() and "analysis-progress" not in shell.html()


def test_a_review_opened_again_takes_the_running_analysis_back_and_can_cancel_it():
    storage, shell, first_id, job = analysing_a_finished_game()
    shell.command("home")
    finish_pond(shell, seed=5)  # a second game, played to its end
    assert analysis_screen.running(shell) is job
    assert routes.navigate(shell, f"#/review/{first_id}") is True
    assert shell.review.job is job and analysis_screen.running(shell) is job
    html = shell.html()
    assert "analysis-progress" in html and 'data-cmd="rv analyse-cancel"' in html
    shell.command("rv analyse-cancel")
    assert analysis_screen.running(shell) is None
    assert "analysis" not in stored(storage, shell, first_id)


def test_one_analysis_at_a_time_and_a_link_not_saved_here_stops_when_its_review_is_left():
    storage = MemoryStorage()
    shell = make_shell(storage)
    finish_pond(shell)
    shell.command("review")
    job = analyse(shell)
    shell.command("home")
    finish_pond(shell, seed=5)
    shell.command("review")
    shell.command("rv analyse quick")  # the first game's analysis still runs
    assert analysis_screen.running(shell) is job and shell.review.job is None
    assert "Another game is being analysed" in str(shell.error)
    # a shared link's review (not saved here) analyses only while it is on screen
    shell.command("rv share")
    link = shell.review.link
    other = make_shell(MemoryStorage())
    assert routes.navigate(other, link[link.index("#"):]) is True
    mine = analyse(other)
    other.command("home")
    assert analysis_screen.running(other) is None and not mine.done


def test_home_lists_the_game_being_analysed_with_its_progress():
    """Home, while a saved game is analysed in the background: its line in the saved games says
    how far the analysis is (no other line does); its own review shows the bar instead."""
    storage, shell, first_id, job = analysing_a_finished_game()
    assert analysis_screen.in_background(shell) is None  # its review is on screen: the bar says it
    shell.command("home")
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "human", "first": "light", "variant": "small"})
    shell.command("home")
    done, total = job.progress()
    assert analysis_screen.in_background(shell) == (first_id, done, total) and 0 < done < total
    html = shell.html()
    assert html.count("save-note analysing") == 1
    line = html[html.index(f'data-save="{first_id}"'):]
    assert f"Analysing: move {done} of {total}" in line[:line.index("</li>")]
    work(job, len(job.decisions))
    analysis_screen.finished(shell, job)
    assert analysis_screen.in_background(shell) is None and "save-note analysing" not in shell.html()
