"""Every screen checked by an accessibility engine (issue 26): axe-core, WCAG 2.x A/AA and best
practices, at 1280x800 and 375x740. No serious or critical violation anywhere: home and the
saved games, each rules page, each new-game form, each game's table mid-game (a position
reached by legal play, the person to move), the hand-off screen, the end screen, the review,
and the dialogs (export, import, backup restore, embed, devices, delete). Lesser findings that
remain are listed in the README with the reason.
"""
from __future__ import annotations

import axe_driver as X
import pytest
import table_driver as T
from playwright.sync_api import expect
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)

from vivarium.games import GAMES, checks

SIZES = {"laptop": (1280, 800), "phone": (375, 740)}


def mid_game(page, game_id):
    """Open a saved game of ``game_id`` in the middle (the person to move) from storage: the
    game's own scene (``SCENE`` in ``games/<id>/checks.py``: options, plies before the person's turn)."""
    options, plies = checks(game_id).scene
    T.store_record(page, T.greedy_record(game_id, options, plies), f"axe-{game_id}")
    page.goto(f"index.html#/game/axe-{game_id}")
    expect(page.locator(f'section.play[data-game="{game_id}"]')).to_be_visible(timeout=T.STEP_MS)
    page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
    T.settle(page)  # the moves' animations end


def close_dialog(page):
    page.keyboard.press("Escape")
    expect(page.locator(".modal")).to_have_count(0, timeout=T.STEP_MS)


@pytest.mark.parametrize("size", list(SIZES))
def test_no_serious_accessibility_violation_on_any_screen(shared_page, size):
    page = shared_page
    w, h = SIZES[size]
    page.set_viewport_size({"width": w, "height": h})
    checked = []

    def scan(where):
        X.scan(page, f"{where} at {size}")
        checked.append(where)

    for game_id in GAMES:
        mid_game(page, game_id)
        scan(f"{game_id} table mid-game")
    # dialogs from a table
    T.toolbar_click(page, "Export")
    expect(page.locator(".modal")).to_be_visible()
    scan("export dialog")
    close_dialog(page)
    # home with saved games, and its dialogs
    page.goto("index.html#/")
    expect(page.locator(".save-list")).to_be_visible(timeout=T.STEP_MS)
    scan("home and saved games")
    for cmd, name in (("import-open", "import dialog"), ("restore-open", "restore dialog"), ("embed pond", "embed dialog")):
        page.locator(f'[data-cmd="{cmd}"]').first.click()
        expect(page.locator(".modal")).to_be_visible(timeout=T.STEP_MS)
        scan(name)
        close_dialog(page)
    page.locator('[data-cmd^="delete-ask"]').first.click()
    scan("delete confirmation")
    for game_id in GAMES:
        page.goto(f"index.html#/rules/{game_id}")
        expect(page.locator(".rules-text figure.rules-fig").first).to_be_visible(timeout=T.STEP_MS)
        scan(f"{game_id} rules")
        page.goto("index.html#/")
        page.locator(f'[data-cmd="new {game_id}"]').first.click()
        expect(page.locator("#setup-form")).to_be_visible(timeout=T.STEP_MS)
        scan(f"{game_id} new-game form")
    # the hand-off screen between two people at one device (hidden hands)
    page.goto("index.html#/")
    T.start_table(page, "lepidoptery", ["human", "human"])
    expect(page.locator(".handoff, [data-dialog='handoff']").first).to_be_visible(timeout=T.STEP_MS)
    scan("hand-off screen")
    # a finished game: the end screen, then its review (two computers' game, saved a few moves
    # before its end: they finish it)
    computers = [{"kind": "bot", "level": "easy"}] * 2
    T.open_record(page, T.late_record("pond", GAMES["pond"].normalize_options({"variant": "small"}), computers, left=4), "axe-end")
    T.set_pace(page, "instant")
    T.wait_over(page, timeout=120_000)
    expect(page.locator('[data-dialog="end"]')).to_be_visible(timeout=T.STEP_MS)
    T.settle(page)
    scan("end screen")
    page.locator('[data-dialog="end"] [data-cmd^="review"]').first.click()
    expect(page.locator(".review")).to_be_visible(timeout=T.STEP_MS)
    scan("review")
    # a table with a person on another device: the Devices dialog with its invitation
    page.goto("index.html#/")
    T.start_table(page, "pond", ["human", "remote"], options={"variant": "small"})
    expect(page.locator(".modal")).to_be_visible(timeout=T.STEP_MS)
    expect(page.locator(".modal svg").first).to_be_visible(timeout=30_000)  # the QR code drawn
    scan("devices dialog")
    assert len(checked) >= 24, checked
