"""The guided first game, "Learn" (issue 39): a short game from a fixed deal on the real table,
one idea a step, the person making each move themselves.

Pure, for every game (no game code here). A game has a lesson when it has a module
``games/<id>/lesson.py`` holding ``LESSON``, plain data (its words are keys of the catalogue
section ``learn_<id>``), or several: ``LESSONS``, an ordered list of them, the first being the
game's own (``#/learn/<id>``), each next one with a ``part`` (``#/learn/<id>/<part>``, a lesson id
``"<id>/<part>"``) and a ``title`` key (its name on the rules page and in "Next: …" at the end of the
one before it). Each lesson has its own deal, script, progress and route::

    LESSON = {
        "options": {...},            # the fixed deal: the game's options …
        "seed": 2026,                # … and its seed
        "you": 0,                    # the person's seat; every other seat is a computer
        "steps": [                   # 5–10 steps, one action each, in the order they are played
            {"you": "place b2", "say": "learn_pond.place", "why": "learn_pond.place_why"},
            {"computer": "place c2", "say": "learn_pond.dark_grew"},   # "say" optional
            {"you": "move b2 b3", "press": ["pick b2"], "say": "…", "why": "…"},
        ],
        "done": "learn_pond.done",   # the words once the scripted part is over (free play)
    }

A step of the person's: ``you`` is the exact legal action expected, ``say`` the bubble's words,
``press`` (optional) the ``data-ui`` messages to send first, in order (a move of several clicks),
and ``why`` the friendly sentence said when anything else is tried (nothing changes then). A
step of a computer's: ``computer`` is its action, played in place of what the search chose, and
``say`` (optional) what the next bubble says about it. Step *k* is the *k*-th action of the game,
so the step on screen is the number of moves played: a reload, Undo and resuming agree.

The lesson is played by a :class:`~vivarium.core.session.Session` like any game (the
computers Easy once the script is over, hints allowed), but it is not a saved game: its record
is kept under its own key (``<namespace>.v1.lesson.<game>``: not in the saved games, the record
book or backups; a next lesson's under ``<namespace>.v1.lesson.<game>.<part>``) until the person
chooses "Keep this game". The Home card's "Learn" opens the game's lesson in progress (the last one
with progress kept), else its first.
"""

from __future__ import annotations

import importlib
import json
import os

from ..core.saves import SaveStore
from ..core.session import Session
from ..drawing.html import attrs, button, esc
from ..i18n import t

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from typing import Any

    from ..core.protocol import Action

GAMES_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "games")
TABLE_PREFIX = "learn-"  # the table id of a lesson (never a save id: saves are named by time)
BOT_LEVEL = "easy"  # the computer after the scripted part


# ---- the lessons ----------------------------------------------------------------------------------
def has_lesson(game_id: str) -> bool:
    """Whether ``game_id`` has a lesson (without importing it: the home page asks for each game)."""
    return isinstance(game_id, str) and game_id.isidentifier() and os.path.isfile(os.path.join(GAMES_DIR, game_id, "lesson.py"))


def lessons_of(game_id: str) -> list[dict[str, Any]]:
    """The lessons of ``game_id`` in order (``LESSONS``, else its one ``LESSON``; imported the first time)."""
    module = importlib.import_module(f"vivarium.games.{game_id}.lesson")
    return list(getattr(module, "LESSONS", None) or [module.LESSON])


def lesson_ids_of(game_id: str) -> list[str]:
    """The lesson ids of ``game_id``: the game's id for its first, ``"<id>/<part>"`` for the next ones."""
    return [game_id] + [f"{game_id}/{lesson['part']}" for lesson in lessons_of(game_id)[1:]]


def game_of(lesson_id: str) -> str:
    return str(lesson_id).split("/", 1)[0]


def lesson_of(lesson_id: str) -> dict[str, Any]:
    """The lesson named ``lesson_id`` (a game's id: its first lesson; KeyError when there is none)."""
    game_id = game_of(lesson_id)
    ids = lesson_ids_of(game_id)
    if lesson_id not in ids:
        raise KeyError(lesson_id)
    return lessons_of(game_id)[ids.index(lesson_id)]


def is_lesson(games: dict[str, Any], lesson_id: Any) -> bool:
    game_id = game_of(lesson_id) if isinstance(lesson_id, str) else ""
    return game_id in games and has_lesson(game_id) and lesson_id in lesson_ids_of(game_id)


def next_lesson(lesson_id: str) -> str | None:
    """The lesson id after ``lesson_id`` in its game's order, else None."""
    ids = lesson_ids_of(game_of(lesson_id))
    k = ids.index(lesson_id) + 1
    return ids[k] if k < len(ids) else None


def lesson_games(games: dict[str, Any]) -> list[str]:
    """The games of the registry that have a lesson, in the registry's order."""
    return [gid for gid in games if has_lesson(gid)]


def lesson_ids(games: dict[str, Any]) -> list[str]:
    """Every lesson of every game of the registry (lesson ids), in order."""
    return [lid for gid in lesson_games(games) for lid in lesson_ids_of(gid)]


def players_of(game: Any, lesson: dict[str, Any]) -> list[dict[str, Any]]:
    """The seats of a lesson: the person at ``you``, computers (Easy) everywhere else."""
    count = game.seat_count_for(game.normalize_options(dict(lesson["options"])))
    return [{"kind": "human"} if i == lesson["you"] else {"kind": "bot", "level": BOT_LEVEL} for i in range(count)]


def new_session(game: Any, lesson: dict[str, Any]) -> Session:
    options = game.normalize_options(dict(lesson["options"]))
    session = Session.new(game, options, int(lesson["seed"]), players_of(game, lesson))
    session.record["hints"] = {"allowed": False, "used": [0] * len(session.record["players"])}  # on after the script (save)
    return session


def follows_script(session: Session, lesson: dict[str, Any], skipped: int | None) -> bool:
    """Whether kept progress is this lesson's: its deal, and the script's moves as far as it went."""
    record = session.record
    if int(record["seed"]) != int(lesson["seed"]) or record["options"] != session.game.normalize_options(dict(lesson["options"])):
        return False
    played = record["actions"][: len(lesson["steps"])]
    script = [step.get("you", step.get("computer")) for step in lesson["steps"]]
    played = played[:skipped] if skipped is not None else played  # skipped: free moves from there on
    return played == script[: len(played)]


class Run:
    """``shell.lesson``: the lesson at the table (only this module changes it)."""

    def __init__(self, lesson_id: str, lesson: dict[str, Any], skipped: int | None = None) -> None:
        self.id = lesson_id  # "pond", "papillon/orange"
        self.game_id = game_of(lesson_id)
        self.lesson = lesson
        self.skipped = skipped  # the number of moves played when Skip was pressed, else None
        self.presses = 0  # the ``press`` messages of the step on screen already sent
        self.pressed_at: int | None = None  # the step those presses belong to
        self.said: Any = None  # the bubble last announced (the live region says each once)
        self.returned: int | None = None  # free play: the log's length when the person came back to it

    @property
    def steps(self) -> list[dict[str, Any]]:
        return self.lesson["steps"]


def active(shell: Any) -> Run | None:
    """The lesson at the table on screen, else None."""
    run = getattr(shell, "lesson", None)
    if run is None or shell.table is None or shell.table.id != table_id(run.id):
        return None
    return run


def step_index(shell: Any) -> int | None:
    """The scripted step on screen (its index), or None once the scripted part is over."""
    run = active(shell)
    if run is None or run.skipped is not None or shell.session.outcome is not None:
        return None
    k = len(shell.session.record["actions"])
    return k if k < len(run.steps) else None


def current_step(shell: Any) -> dict[str, Any] | None:
    k = step_index(shell)
    return None if k is None else active(shell).steps[k]  # type: ignore[union-attr]


def _person_step(shell: Any) -> dict[str, Any] | None:
    step = current_step(shell)
    return step if step is not None and "you" in step else None


def _presses_done(shell: Any) -> int:
    run = active(shell)
    if run is None or run.pressed_at != step_index(shell):
        return 0
    return run.presses


# ---- storage: a lesson is never a saved game ------------------------------------------------------
def table_id(lesson_id: str) -> str:
    return TABLE_PREFIX + lesson_id.replace("/", "-")


def storage_key(store: SaveStore, lesson_id: str) -> str:
    """Where a lesson's progress is kept (a game's first lesson: ``lesson.<game>``, as it always was)."""
    return f"{store.prefix}lesson.{lesson_id.replace('/', '.')}"


def _stored(shell: Any, lesson_id: str) -> dict[str, Any] | None:
    try:
        raw = shell.store.storage.get(storage_key(shell.store, lesson_id))
        data = json.loads(raw) if isinstance(raw, str) and len(raw) < 200_000 else None
    except Exception:  # unreadable progress: the lesson starts again
        return None
    return data if isinstance(data, dict) and isinstance(data.get("record"), dict) else None


def save(shell: Any) -> bool:
    """Keep the lesson's progress (instead of a save). True when stored."""
    run = active(shell)
    if run is None:
        return False
    # hints only once the script is over: a hint during it would point at another move than the step's
    shell.session.record["hints"]["allowed"] = step_index(shell) is None
    data = {"record": shell.session.record, "skipped": run.skipped}
    try:
        shell.store.storage.set(storage_key(shell.store, run.id), json.dumps(data, separators=(",", ":")))
    except Exception:  # storage refused: the lesson goes on, only resuming it is lost
        return False
    return True


def _forget(shell: Any, lesson_id: str) -> None:
    try:
        shell.store.storage.remove(storage_key(shell.store, lesson_id))
    except Exception:
        pass


# ---- opening, skipping, leaving, keeping --------------------------------------------------------
def in_progress(shell: Any, game_id: str) -> str:
    """The lesson the Home card's "Learn" opens: the last of the game's lessons with progress kept, else its first."""
    ids = lesson_ids_of(game_id)
    return next((lid for lid in reversed(ids) if _stored(shell, lid) is not None), ids[0])


def open_lesson(shell: Any, lesson_id: str) -> bool:
    """The lesson ``lesson_id`` at the table: where it was left, else from its first step."""
    if not is_lesson(shell.games, lesson_id):
        return False
    run = active(shell)
    if run is not None and run.id == lesson_id:
        shell.go("play")
        _came_back(shell)
        return True
    game_id = game_of(lesson_id)
    game = shell.games[game_id]
    lesson = lesson_of(lesson_id)
    stored = _stored(shell, lesson_id)
    session, skipped = None, None
    if stored is not None and stored["record"].get("game") == game_id:
        kept = stored.get("skipped")
        skipped = kept if type(kept) is int and kept >= 0 else None
        try:
            session = Session.from_record(shell.games, stored["record"])
        except Exception:  # damaged progress: the lesson starts again
            session = None
        if session is not None and (session.outcome is not None or not follows_script(session, lesson, skipped)):
            session = None  # a finished lesson, or one kept from another script, starts again
    if session is None:
        session, skipped = new_session(game, lesson), None
    shell.enter(session, table_id(lesson_id))
    shell.lesson = Run(lesson_id, lesson, skipped)
    _came_back(shell)
    save(shell)
    return True


def _came_back(shell: Any) -> None:
    """A lesson opened in its free play (the person left it there): the bubble says its last
    words again, with Restart, until their next move; the live region says them again too."""
    run = active(shell)
    if run is not None and step_index(shell) is None:
        run.returned, run.said = len(shell.session.log), None


def skip(shell: Any) -> None:
    run = active(shell)
    if run is not None:
        run.skipped = len(shell.session.record["actions"])
        save(shell)  # hints on from here


def leave(shell: Any) -> None:
    """Home; the lesson stays where it is for the next visit."""
    if active(shell) is not None:
        save(shell)
        shell.leave_table()
    shell.lesson = None
    shell.go_home()


def restart(shell: Any) -> None:
    """The lesson on screen from its first step again (its progress forgotten)."""
    run = active(shell)
    if run is None:
        return
    _forget(shell, run.id)
    shell.lesson = None
    open_lesson(shell, run.id)


def keep(shell: Any) -> None:
    """The lesson becomes a normal saved game from this position (and the lesson starts afresh next time)."""
    run = active(shell)
    if run is None:
        return
    session = shell.session
    _forget(shell, run.id)
    shell.lesson = None
    shell.enter(session, SaveStore.new_id(shell.rng))
    shell.save()
    shell.say(t("learn.kept"))


def command(shell: Any, verb: str, arg: str, form: Any = None) -> None:
    """``learn <lesson id>`` (``learn papillon/orange``), ``learn-resume <game>`` (its lesson in
    progress), ``learn-skip``, ``learn-leave``, ``learn-keep``, ``learn-restart``."""
    if verb == "learn-resume" and isinstance(arg, str) and arg in shell.games and has_lesson(arg):
        arg, verb = in_progress(shell, arg), "learn"
    if verb not in ("learn", "learn-resume"):
        {"learn-skip": skip, "learn-leave": leave, "learn-keep": keep, "learn-restart": restart}[verb](shell)
    elif not open_lesson(shell, arg):
        shell.refuse(t("learn.none", game=arg))


# ---- the script at the table ------------------------------------------------------------------------
def refusal(shell: Any, action: Action | None = None) -> str | None:
    """The friendly sentence when the person tries anything but the step's move (``action``
    None: a click that plays nothing), else None (the move is the one expected)."""
    step = _person_step(shell)
    if step is None:
        return None
    presses = step.get("press") or []
    if action is not None and action == step["you"] and _presses_done(shell) >= len(presses):
        return None
    return t(step["why"])


def check_ui(shell: Any, message: str) -> str | None:
    """A ``data-ui`` message during a person's step: the next press of the step is taken (None),
    anything else gets the friendly sentence and changes nothing."""
    step = _person_step(shell)
    if step is None:
        return None
    if message in (active(shell).lesson.get("free_ui") or ()):  # type: ignore[union-attr]
        return None
    presses = step.get("press") or []
    done = _presses_done(shell)
    if done < len(presses) and message == presses[done]:
        run = active(shell)
        run.pressed_at, run.presses = step_index(shell), done + 1  # type: ignore[union-attr]
        return None
    return t(step["why"])


def scripted_reply(shell: Any, action: Action) -> Action:
    """A computer's move during the scripted part is the script's (else the search's ``action``)."""
    step = current_step(shell)
    if step is not None and "computer" in step:
        return step["computer"]
    return action


# ---- on screen ---------------------------------------------------------------------------------------
def targets(shell: Any) -> list[str]:
    """What the bubble points at now: attribute needles (``data-ui="…"`` or ``data-action="…"``)."""
    step = _person_step(shell)
    if step is None:
        return []
    presses = step.get("press") or []
    done = _presses_done(shell)
    if done < len(presses):
        return [attrs(data_ui=presses[done])]
    return [attrs(data_action=step["you"])]


def mark(html: str, shell: Any) -> str:
    """The play screen with the step's target highlighted (``data-learn``; CSS draws it), the
    bubble, and the lesson's class on the table."""
    run = active(shell)
    if run is None:
        return html
    for needle in targets(shell):
        html = html.replace(needle, needle + ' data-learn="1"')
    html = html.replace('<section class="play"', '<section class="play learning"', 1)
    if step_index(shell) is None:  # free play: "Keep this game" in the table's menu, where "New game" was
        new_game = button(t("toolbar.new_game"), "new " + run.game_id)
        html = html.replace(new_game, button(t("learn.keep"), "learn-keep", title=t("learn.keep_title")), 1)
    end = html.rfind("</section>")
    return html[:end] + bubble_html(shell) + html[end:] if end >= 0 else html + bubble_html(shell)


def words(shell: Any) -> tuple[str, list[str]]:
    """``(state, sentences)`` of the bubble: ``you`` (a step of the person's), ``wait`` (a
    computer's scripted move to come) or ``free`` (the scripted part is over)."""
    run = active(shell)
    k = step_index(shell)
    if run is None:
        return "", []
    if k is None:
        start = len(run.steps) if run.skipped is None else run.skipped
        if run.returned is not None:  # back to the lesson's free game (Home → Learn): said again
            start = max(start, run.returned)
        yours = any(entry["seat"] == run.lesson["you"] for entry in shell.session.log[start:])
        return "free", [] if yours else [t(run.lesson["done"])]  # said until your first free move
    out = []
    before = run.steps[k - 1] if k > 0 else None
    if before is not None and "computer" in before and before.get("say"):
        out.append(t(before["say"]))
    step = run.steps[k]
    if "you" in step:
        out.append(t(step["say"]))
        return "you", out
    return "wait", out or [t("learn.watch", who=shell.seat_name(shell.session.actor))]


def bubble_html(shell: Any) -> str:
    run = active(shell)
    if run is None:
        return ""
    state, said = words(shell)
    if not said:  # free play after your first free move: no bubble (Keep this game is in the menu)
        return ""
    k = step_index(shell)
    title = shell.session.game.name
    if state == "free":
        after = next_lesson(run.id)
        buttons = (button(t("learn.next", title=t(lesson_of(after)["title"])), f"learn {after}", class_="primary") if after else "")
        buttons += (button(t("learn.keep"), "learn-keep", class_=None if after else "primary", title=t("learn.keep_title"))
                    + button(t("learn.restart"), "learn-restart", title=t("learn.restart_title")) + button(t("learn.leave"), "learn-leave"))
        head = t("learn.free_title", game=title)
    else:
        buttons = button(t("learn.skip"), "learn-skip", title=t("learn.skip_title")) + button(t("learn.leave"), "learn-leave")
        head = t("learn.step_of", n=(k or 0) + 1, count=len(run.steps))
    text = "".join(f"<p>{esc(s)}</p>" for s in said)
    return (f'<div role="group" class="learn-bubble learn-{esc(state)}"{attrs(data_learn_state=state, data_learn_step=str(k) if k is not None else None)}'
            f' aria-label="{esc(t("learn.label", game=title))}"><p class="learn-head">{esc(head)}</p>{text}'
            f'<div class="row">{buttons}</div></div>')


def to_announce(shell: Any) -> str | None:
    """The bubble's words for the live region, once per bubble (None: nothing new)."""
    run = active(shell)
    if run is None:
        return None
    state, said = words(shell)
    key = (state, step_index(shell), len(shell.session.record["actions"]))
    if run.said == key or not said:
        return None
    run.said = key
    return " ".join(said)


def card_button(game_id: str, name: str) -> str:
    """"Learn" on a home card (games with a lesson): the lesson in progress, else the first."""
    if not has_lesson(game_id):
        return ""
    return button(t("learn.button"), f"learn-resume {game_id}", aria_label=t("learn.button_of", game=name))


def on_rules(html: str, shell: Any) -> str:
    """A rules page with "Learn by playing" at its top (games with a lesson)."""
    game_id = shell.rules_game
    if not has_lesson(game_id):
        return html
    name = shell.games[game_id].name
    # its name is its words (a screen reader's name must hold what is seen; the page names the game)
    learn = button(t("learn.rules_button"), f"learn {game_id}", class_="primary")
    for lesson_id in lesson_ids_of(game_id)[1:]:  # the game's next lessons, by their titles
        title = t(lesson_of(lesson_id)["title"])
        learn += " " + button(title, f"learn {lesson_id}", aria_label=t("learn.part_of", game=name, title=title))
    link = f'<p class="learn-link">{learn}</p>'
    needle = '<article class="rules-text">'
    return html.replace(needle, needle + link, 1)
