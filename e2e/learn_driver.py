"""Playing a lesson ("Learn", ui/learn.py) as a new player would: only what is highlighted
(``[data-learn]``) is pressed, never the script. Shared by e2e/test_e2e_learn.py and
scripts/screenshots_learn.py."""
from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from vivarium.games import GAMES  # noqa: E402
from vivarium.ui import learn  # noqa: E402

LESSONS = learn.lesson_ids(GAMES)  # every lesson: "pond", …, "papillon", "papillon/orange"
STEP_MS = 30_000
BUBBLE = ".learn-bubble"

# the bubble is waiting for the person (a step of theirs, at rest) or the scripted part is over
READY_JS = """(prev) => {
  const b = document.querySelector('.learn-bubble');
  if (!b || document.body.dataset.bot === 'thinking') return false;
  if (document.getAnimations().some(a => a.playState === 'running' && !(a instanceof CSSAnimation))) return false;
  const state = b.dataset.learnState;
  if (state === 'free') return true;
  const t = document.querySelector('[data-learn]');
  return state === 'you' && !!t && (t.outerHTML + '|' + b.dataset.learnStep) !== prev;
}"""
MARK_JS = """() => { const b = document.querySelector('.learn-bubble'), t = document.querySelector('[data-learn]');
  return t ? t.outerHTML + '|' + b.dataset.learnStep : ''; }"""


def open_from_home(page: Page, lesson_id: str):
    """Home → the game card's "Learn" (a game's first lesson), or the card's "Rules" → the rules
    page's button of a next lesson, from the lesson's first step (progress of the game's lessons
    kept by an earlier test is forgotten first).

    The app resumes a lesson it still holds in memory (an earlier test on the shared page left it
    at its table): one left in free play offers Restart in its bubble, which is pressed; one left
    in its script is loaded again, as a person coming back would find it. With the suite's order
    (a file's tests in order on one page) neither happens; with another order either may."""
    first = f'{BUBBLE}[data-learn-step="0"]'
    restart = f'{BUBBLE} [data-cmd="learn-restart"]'
    for attempt in range(2):
        _forget_lessons(page, learn.game_of(lesson_id))
        _press_learn(page, lesson_id)
        try:
            page.wait_for_selector(f"{first}, {restart}", timeout=STEP_MS if attempt else 5_000)
        except Exception:
            if attempt:
                raise
            page.evaluate("location.hash = '#/'")  # the loop forgets the progress again after the reload
            page.reload()
            page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=60_000)
            page.wait_for_selector('[data-screen="home"]', timeout=STEP_MS)
            continue
        if page.locator(restart).count():
            page.locator(restart).click()
            page.wait_for_selector(first, timeout=STEP_MS)
        break
    page.locator('select[data-pref="pace"]').select_option("instant")


def _forget_lessons(page: Page, game_id: str):
    for lid in learn.lesson_ids_of(game_id):
        page.evaluate(f"localStorage.removeItem('vivarium.v1.lesson.{lid.replace('/', '.')}')")


def _press_learn(page: Page, lesson_id: str):
    game_id = learn.game_of(lesson_id)
    card = page.locator(f'.game-card[data-game="{game_id}"]')
    if lesson_id == game_id:
        card.locator(f'[data-cmd="learn-resume {game_id}"]').click()
    else:
        card.locator(f'[data-cmd="rules {game_id}"]').click()
        page.locator(f'.rules-text [data-cmd="learn {lesson_id}"]').click()


def state(page: Page) -> str:
    return page.locator(BUBBLE).get_attribute("data-learn-state") or ""


def wait_ready(page: Page, previous: str = "") -> str:
    """Wait for the next thing to press (or free play); returns the bubble's state."""
    page.wait_for_function(READY_JS, arg=previous, timeout=STEP_MS)
    return state(page)


def press_highlighted(page: Page) -> str:
    """Press what is highlighted; returns what it was (to wait for the next one)."""
    mark = page.evaluate(MARK_JS)
    page.locator("[data-learn]").first.click()
    return mark


def play_until(page: Page, steps: int | None = None, each=None):
    """Press the highlighted targets until free play (or until ``steps`` presses); ``each(page)``
    is called before every press."""
    done, previous = 0, ""
    while wait_ready(page, previous) == "you" and (steps is None or done < steps):
        if each is not None:
            each(page)
        previous = press_highlighted(page)
        done += 1
    return done
