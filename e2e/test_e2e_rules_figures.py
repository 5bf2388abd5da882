"""Issue 22 item 7, illustrated rules, in real Chromium with the real stylesheet: every game's rules
page shows at least two figures (positions drawn by the game's own view) on a phone and on a
desktop, the page never scrolls sideways, and keyboard focus never lands in a figure.

Set RULES_SHOTS=<folder> to keep a full-page screenshot of every rules page at both sizes."""
from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import expect

import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)
from vivarium.games import GAMES

SIZES = ((375, 740), (1280, 800))


def test_every_rules_page_shows_its_figures_on_a_phone_and_a_desktop(page, boot):
    boot(page)
    shots = os.environ.get("RULES_SHOTS")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        for game_id, game in GAMES.items():
            page.locator(f'[data-cmd="rules {game_id}"]').first.click()
            expect(page.locator('[data-screen="rules"]')).to_be_visible(timeout=d.STEP_MS)
            expect(page.locator(".rules-text h2").first).to_contain_text(game.name)
            figures = page.locator(".rules-text figure.rules-fig")
            count = figures.count()
            assert count >= 2, f"{game_id} at {width}px: {count} figures"
            for i in range(count):
                fig = figures.nth(i)
                fig.scroll_into_view_if_needed()
                expect(fig).to_be_visible()
                caption = fig.locator("figcaption").inner_text().strip()
                # a figure named by its caption; its drawing is hidden from assistive technology
                assert caption and page.get_by_role("figure", name=caption, exact=True).count() >= 1
                expect(fig.locator(".rules-art")).to_have_attribute("aria-hidden", "true")
                box = fig.bounding_box()
                art = fig.locator(".rules-art").bounding_box()
                assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, (game_id, width, i, box)
                assert box["width"] <= 362, (game_id, width, i, box)  # small on a desktop
                assert art and art["width"] > 60 and art["height"] > 20, (game_id, width, i, art)  # the drawing shows
                assert fig.locator(".rules-art").evaluate("a => a.scrollWidth <= a.clientWidth + 1"), \
                    f"{game_id} at {width}px: figure {i + 1} is cut off"
            assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth"), \
                f"{game_id} at {width}px scrolls sideways"
            # nothing in a figure takes focus: Tab from the first Back button never lands in one
            page.locator('[data-cmd="back"]').first.focus()
            for _ in range(12):
                page.keyboard.press("Tab")
                assert not page.evaluate("() => !!document.activeElement.closest('figure.rules-fig')"), game_id
            if shots:
                Path(shots).mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(Path(shots) / f"rules-{game_id}-{width}.png"), full_page=True)
            page.locator('[data-cmd="back"]').first.click()
            expect(page.locator('[data-screen="home"]')).to_be_visible(timeout=d.STEP_MS)
