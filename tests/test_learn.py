"""The guided first game, "Learn" (issue 39 item 1; ui/learn.py): every lesson played through on
the shell and the engine, its words in both languages, the friendly refusal, a lesson that is
no saved game until kept, and resuming where it was left.

Parametrised over every lesson (a game's ``games/<id>/lesson.py`` may hold several, ``LESSONS``):
a new lesson joins by being written.
"""

from __future__ import annotations

import random
import re

import pytest

from vivarium import i18n
from vivarium.core.backup import make_backup
from vivarium.core.saves import MemoryStorage
from vivarium.drawing.html import attrs
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui import learn, routes
from vivarium.ui.shell import Shell

LESSONS = learn.lesson_ids(GAMES)  # "pond", …, "papillon", "papillon/orange"
SERIES = [gid for gid in learn.lesson_games(GAMES) if len(learn.lesson_ids_of(gid)) > 1]  # games with a next lesson


def shell_on(storage=None):
    return Shell(storage if storage is not None else MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(3))


def lesson_shell(game_id, storage=None):
    shell = shell_on(storage)
    shell.command(f"learn {game_id}")
    assert shell.screen == "play" and learn.active(shell) is not None, shell.error
    return shell


def computer_move(shell):
    """A computer plays (its search's choice here: any legal move); False when none is to play."""
    if shell.bot_turn() is None:
        return False
    legal = shell.session.game.legal_actions(shell.session.state)
    assert shell.bot_move(shell.bot_token(), random.Random(len(legal)).choice(legal))
    return True


def computer_moves(shell):
    """Let the computers play until the person is to act."""
    for _ in range(40):
        if not computer_move(shell):
            return


def highlighted(html):
    """The needles (``data-…="…"``) of what the page highlights."""
    return re.findall(r'(data-(?:action|ui)="[^"]*") data-learn="1"', html)


def play_step(shell, step):
    """The person does what the bubble shows: each highlighted press, then the highlighted move."""
    for message in step.get("press") or []:
        assert set(highlighted(shell.html())) == {attrs(data_ui=message).strip()}
        shell.command(f"ui {message}")
        assert shell.error is None, shell.error
    assert set(highlighted(shell.html())) == {attrs(data_action=step["you"]).strip()}, "the step's move is highlighted on the table"
    shell.command(f"play {step['you']}")
    assert shell.error is None, shell.error


def play_script(shell):
    lesson = learn.active(shell).lesson
    for k, step in enumerate(lesson["steps"]):
        assert learn.step_index(shell) == k
        assert 'data-cmd="hint"' not in shell.html(), "no hint during the script: it would point elsewhere"
        s = shell.session
        if "you" in step:
            assert s.actor == lesson["you"], f"step {k}: the person is to act"
            assert step["you"] in s.game.legal_actions(s.state), f"step {k}: {step['you']} is legal"
            play_step(shell, step)
        else:
            assert s.actor != lesson["you"] and s.is_bot(s.actor), f"step {k}: a computer is to act"
            assert step["computer"] in s.game.legal_actions(s.state), f"step {k}: {step['computer']} is legal"
            assert computer_move(shell)
            assert s.record["actions"][k] == step["computer"], "the computer played the script's move"


# ---- the script on the engine ----------------------------------------------------------------------
def test_there_are_lessons_and_each_has_five_to_ten_steps_with_the_person_and_a_computer():
    assert "pond" in LESSONS
    for gid in LESSONS:
        lesson = learn.lesson_of(gid)
        assert 5 <= len(lesson["steps"]) <= 10, gid
        assert all(("you" in s) != ("computer" in s) for s in lesson["steps"]), gid
        assert all(s.get("say") and s.get("why") for s in lesson["steps"] if "you" in s), gid


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_script_plays_through_on_the_engine_then_the_game_goes_on_freely_against_easy(game_id):
    shell = lesson_shell(game_id)
    play_script(shell)
    computer_moves(shell)
    assert learn.step_index(shell) is None and learn.words(shell)[0] == "free"
    s = shell.session
    assert all(s.players[i]["level"] == "easy" for i in range(len(s.players)) if s.is_bot(i))
    assert shell.html().count('data-learn="1"') == 0, "free play: nothing highlighted"
    assert 'data-cmd="hint"' in shell.html(), "free play: hints on"
    assert learn.words(shell)[1] == [i18n.t(learn.lesson_of(game_id)["done"])], "the lesson's last words, until a free move"
    rng = random.Random(5)
    for _ in range(12):  # free play: any legal move is taken, the computers answer with their own
        if s.outcome is not None:
            break
        legal = shell.legal_for_human()
        assert legal, "the person can play on"
        shell.command(f"play {rng.choice(legal)}")
        assert shell.error is None, shell.error
        computer_moves(shell)
        html = shell.html()
        assert 'class="learn-bubble' not in html and 'data-cmd="learn-keep"' in html, "Keep this game stays in the menu"



@pytest.mark.parametrize("game_id", LESSONS)
def test_back_to_a_lesson_left_in_free_play_its_bubble_says_where_you_are_and_restart_starts_it_again(game_id):
    storage = MemoryStorage()
    shell = lesson_shell(game_id, storage)
    play_script(shell)
    computer_moves(shell)
    shell.command(f"play {shell.legal_for_human()[0]}")
    computer_moves(shell)
    played = list(shell.session.record["actions"])
    assert learn.step_index(shell) is None and 'class="learn-bubble' not in shell.html()
    shell.command("home")
    shell.command(f"learn-resume {learn.game_of(game_id)}")
    assert shell.session.record["actions"] == played, "Learn again: back to the game in free play"
    html = shell.html()
    assert 'class="learn-bubble' in html and 'data-cmd="learn-restart"' in html, "the bubble again, with Restart"
    assert learn.to_announce(shell) == i18n.t(learn.lesson_of(game_id)["done"]), "said again in the live region"
    again = shell_on(storage)  # a reload: the same, from the kept progress
    routes.navigate(again, f"#/learn/{game_id}")
    assert again.session.record["actions"] == played and 'data-cmd="learn-restart"' in again.html()
    shell.command(f"play {shell.legal_for_human()[0]}")
    computer_moves(shell)
    assert 'class="learn-bubble' not in shell.html(), "until the next move"
    played = list(shell.session.record["actions"])
    shell.command("learn-restart")
    assert shell.error is None, shell.error
    assert learn.active(shell) is not None and learn.step_index(shell) is not None
    assert len(shell.session.record["actions"]) < len(played), "the lesson from its start"
    assert shell.store.entries() == [], "the free game was not kept"
    again = lesson_shell(game_id, storage)  # a reload: the lesson's progress is the new start too
    assert again.session.record["actions"] == shell.session.record["actions"]
    play_script(shell)  # and the script plays through again

@pytest.mark.parametrize("game_id", LESSONS)
@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_bubble_is_in_both_languages(game_id, lang):
    lesson = learn.lesson_of(game_id)
    keys = [lesson["done"]] + [s[k] for s in lesson["steps"] for k in ("say", "why") if s.get(k)]
    section = i18n.catalogue(lang, f"learn_{learn.game_of(game_id)}")
    missing = [k for k in keys if not section.get(k)]
    assert not missing, missing
    shell = lesson_shell(game_id)
    shell.set_language(lang)
    try:
        html = shell.html()
        said = learn.words(shell)[1]
        assert said and all(words in html for words in said), "the bubble speaks the screen's language"
        if "you" in lesson["steps"][0]:
            assert section[lesson["steps"][0]["say"]] in said
    finally:
        i18n.set_language("en")


# ---- the friendly refusal -------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", LESSONS)
def test_any_other_move_or_click_gets_the_steps_friendly_sentence_and_changes_nothing(game_id):
    shell = lesson_shell(game_id)
    lesson = learn.lesson_of(game_id)
    computer_moves(shell)
    step = lesson["steps"][learn.step_index(shell)]
    s = shell.session
    before = (list(s.record["actions"]), shell.html())
    other = next(a for a in s.game.legal_actions(s.state) if a != step["you"])
    why = i18n.t(step["why"])
    for cmd in (f"play {other}", "play not-a-move", "try not-a-move", "why", "ui not-the-next-press"):
        shell.command(cmd)
        assert shell.error == why, cmd
        assert (list(s.record["actions"]), shell.html().replace(why, "")) == (before[0], before[1].replace(why, "")), cmd
    play_step(shell, step)  # the step's own move is taken
    assert len(s.record["actions"]) == len(before[0]) + 1


# ---- never a saved game unless kept ---------------------------------------------------------------------
@pytest.mark.parametrize("game_id", LESSONS)
def test_a_lesson_is_no_saved_game_nor_in_the_record_book_or_backups_until_it_is_kept(game_id):
    storage = MemoryStorage()
    shell = lesson_shell(game_id, storage)
    play_script(shell)
    rng = random.Random(2)
    for _ in range(400):  # free play to the end: a finished lesson is not in the record book either
        computer_moves(shell)
        if shell.session.outcome is not None:
            break
        shell.command(f"play {rng.choice(shell.legal_for_human())}")
    assert shell.session.outcome is not None
    assert shell.store.entries() == []
    text, count, _ = make_backup(shell.store)
    assert count == 0 and '"record"' not in text
    shell.command("home")
    assert 'class="save-list"' not in shell.html()
    assert [k for k in storage.keys() if ".save." in k or "record" in k] == []

    # kept: a normal saved game from this position, and the lesson starts afresh next time
    shell = lesson_shell(game_id, storage)
    play_script(shell)
    actions = list(shell.session.record["actions"])
    shell.command("learn-keep")
    assert learn.active(shell) is None and shell.screen == "play"
    assert [e["id"] for e in shell.store.entries()] == [shell.save_id]
    assert shell.store.load(shell.save_id).record["actions"] == actions
    assert routes.route_of(shell) == f"#/game/{shell.save_id}"
    assert storage.get(learn.storage_key(shell.store, game_id)) is None
    shell.command(f"learn {game_id}")
    assert shell.session.record["actions"] == [] and len(shell.store.entries()) == 1


# ---- resuming, skipping, leaving ------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", LESSONS)
def test_leaving_and_coming_back_or_reloading_returns_to_the_same_step(game_id):
    storage = MemoryStorage()
    shell = lesson_shell(game_id, storage)
    lesson = learn.lesson_of(game_id)
    first = next(k for k, s in enumerate(lesson["steps"]) if "you" in s)
    computer_moves(shell)
    play_step(shell, lesson["steps"][first])
    computer_moves(shell)
    step = learn.step_index(shell)
    assert step is not None and step > first
    shell.command("learn-leave")
    assert shell.screen == "home" and shell.table is None
    shell.command(f"learn {game_id}")
    assert learn.step_index(shell) == step
    assert routes.route_of(shell) == f"#/learn/{game_id}"
    reloaded = shell_on(storage)  # a reload: the address names the lesson
    assert routes.navigate(reloaded, f"#/learn/{game_id}")
    assert learn.step_index(reloaded) == step
    assert reloaded.session.record["actions"] == shell.session.record["actions"]
    reloaded.command("learn-skip")  # skipped: free play, and still so after a reload
    assert learn.words(reloaded)[0] == "free" and learn.step_index(reloaded) is None
    again = shell_on(storage)
    routes.navigate(again, f"#/learn/{game_id}")
    assert learn.words(again)[0] == "free" and 'class="learn-bubble' in again.html(), "the lesson's last words"
    assert again.store.entries() == []
    computer_moves(again)
    again.command(f"play {again.legal_for_human()[0]}")  # a free move of yours: the bubble has said its last
    assert 'class="learn-bubble' not in again.html() and 'data-cmd="learn-keep"' in again.html()


def test_learn_is_on_the_home_cards_and_rules_pages_of_the_games_with_a_lesson():
    shell = shell_on()
    home = shell.html()
    for gid in GAMES:
        assert (f'data-cmd="learn-resume {gid}"' in home) == (gid in LESSONS), gid
        shell.command(f"rules {gid}")
        assert (f'data-cmd="learn {gid}"' in shell.html()) == (gid in LESSONS), gid
        assert all(f'data-cmd="learn {lid}"' in shell.html() for lid in LESSONS if learn.game_of(lid) == gid), "every lesson of the game"
    shell.command("learn arctic-nope")
    assert shell.error and shell.screen != "play"


def test_the_bubble_is_said_once_in_the_live_region():
    shell = lesson_shell("pond")
    first = learn.to_announce(shell)
    assert first and first == " ".join(learn.words(shell)[1])
    assert learn.to_announce(shell) is None  # said once
    shell.command("play place a2")
    assert learn.to_announce(shell) == i18n.t("learn.watch", who="Dark")


@pytest.mark.parametrize("game_id", LESSONS)
def test_progress_kept_from_another_script_or_a_finished_lesson_starts_the_lesson_again(game_id):
    storage = MemoryStorage()
    shell = lesson_shell(game_id, storage)
    lesson = learn.lesson_of(game_id)
    s = shell.session
    first = lesson["steps"][0]
    other = next(a for a in s.game.legal_actions(s.state) if a != first.get("you", first.get("computer")))
    s.play(other)  # as if the lesson's script had changed since this progress was kept
    learn.save(shell)
    shell.command("learn-leave")
    shell.command(f"learn {game_id}")
    assert shell.session.record["actions"] == [] and learn.step_index(shell) == 0


# ---- a game with several lessons (Papillon: the blue round, then the orange round) ------------------------
def test_a_game_can_have_several_lessons_each_with_its_own_deal_and_route():
    assert "papillon" in SERIES and "papillon/orange" in LESSONS
    first, orange = learn.lesson_of("papillon"), learn.lesson_of("papillon/orange")
    assert first["options"]["round"] == "full" and orange["options"]["round"] == "orange"
    shell = lesson_shell("papillon/orange")
    assert shell.session.record["options"]["round"] == "orange" and shell.session.record["seed"] == orange["seed"]
    assert routes.route_of(shell) == "#/learn/papillon/orange"
    reloaded = shell_on(shell.store.storage)
    assert routes.navigate(reloaded, "#/learn/papillon/orange") and learn.active(reloaded).id == "papillon/orange"
    assert not routes.navigate(shell_on(), "#/learn/papillon/nope")


@pytest.mark.parametrize("game_id", SERIES)
def test_the_end_of_a_lesson_offers_the_next_and_each_keeps_its_own_progress(game_id):
    storage = MemoryStorage()
    first, second = learn.lesson_ids_of(game_id)[:2]
    shell = lesson_shell(first, storage)
    play_script(shell)
    computer_moves(shell)
    title = i18n.t(learn.lesson_of(second)["title"])
    html = shell.html()
    assert f'data-cmd="learn {second}"' in html and i18n.t("learn.next", title=title) in html, "the last bubble offers the next lesson"
    first_actions = list(shell.session.record["actions"])
    shell.command(f"learn {second}")
    assert learn.active(shell).id == second and learn.step_index(shell) == 0 and shell.session.record["actions"] == []
    assert routes.route_of(shell) == f"#/learn/{second}"
    lesson = learn.lesson_of(second)
    step = next(s for s in lesson["steps"] if "you" in s)
    computer_moves(shell)
    play_step(shell, step)
    second_actions = list(shell.session.record["actions"])
    shell.command("learn-leave")
    # each lesson under its own key; the first where it always was (older progress keeps working)
    assert learn.storage_key(shell.store, first) == f"{shell.store.prefix}lesson.{game_id}"
    kept = {lid: storage.get(learn.storage_key(shell.store, lid)) for lid in (first, second)}
    assert all(kept.values()) and kept[first] != kept[second]
    # the Home card's Learn opens the lesson in progress (the later one), the first's route the first
    shell.command(f"learn-resume {game_id}")
    assert learn.active(shell).id == second and shell.session.record["actions"] == second_actions
    reloaded = shell_on(storage)
    assert routes.navigate(reloaded, f"#/learn/{first}")
    assert learn.active(reloaded).id == first and reloaded.session.record["actions"] == first_actions
    assert learn.words(reloaded)[0] == "free"
    reloaded.command("learn-keep")  # keeping the first forgets only its own progress
    assert storage.get(learn.storage_key(reloaded.store, first)) is None
    assert storage.get(learn.storage_key(reloaded.store, second)) == kept[second]
    # with no progress at all, the card's Learn opens the first lesson
    fresh = shell_on()
    fresh.command(f"learn-resume {game_id}")
    assert learn.active(fresh).id == first


def test_progress_of_a_first_lesson_kept_before_there_were_several_opens_where_it_was():
    storage = MemoryStorage()
    shell = lesson_shell("papillon", storage)
    play_step(shell, learn.lesson_of("papillon")["steps"][0])
    record = shell.session.record
    storage.set("vivarium.v1.lesson.papillon", '{"record":%s,"skipped":null}' % __import__("json").dumps(record))
    again = shell_on(storage)
    again.command("learn-resume papillon")
    assert learn.active(again).id == "papillon" and again.session.record["actions"] == record["actions"]
