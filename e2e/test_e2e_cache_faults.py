"""The app starts whatever Cache Storage does (issue 34, item 2).

The memory snapshot (static/js/snap-loader.mjs) is read from Cache Storage before Python
starts. A browser may have no ``caches`` at all, throw when it is read (a sandboxed iframe, a
locked-down browser), reject every call, or never answer. Each case here replaces ``caches``
before the page's scripts run and checks that the app starts the normal way, that a person can
play, that a game saved in this browser resumes, and that the fault is said once, in one
sentence (nothing for a browser that simply has no Cache Storage).
"""
from __future__ import annotations

import pytest

import pond_driver as d
from playwright.sync_api import expect
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)

SILENT = "new Promise(() => {})"
FAULTS = {
    "throws on access": """Object.defineProperty(window, 'caches', { configurable: true,
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });""",
    "rejects": """Object.defineProperty(window, 'caches', { configurable: true, value: {
        has: () => Promise.reject(new DOMException('refused', 'SecurityError')),
        open: () => Promise.reject(new DOMException('refused', 'SecurityError')),
        delete: () => Promise.reject(new DOMException('refused', 'SecurityError')) } });""",
    "never answers": f"""Object.defineProperty(window, 'caches', {{ configurable: true, value: {{
        has: () => {SILENT}, open: () => {SILENT}, delete: () => {SILENT} }} }});""",
    "is absent": "Object.defineProperty(window, 'caches', { configurable: true, value: undefined });",
}
SENTENCE = "Start faster is not available"


@pytest.mark.parametrize("fault", list(FAULTS))
def test_the_app_starts_and_plays_whatever_cache_storage_does(page, boot, fault):
    page.add_init_script(FAULTS[fault])
    boot(page)
    path = page.evaluate("document.documentElement.dataset.boot")
    assert path == ("plain" if fault == "is absent" else "plain-nocache"), path
    d.start_game(page, "human", "human", first="light")
    page.locator('[data-action="place c3"]').click()
    d.wait_log(page, 1)
    boot(page)  # the next visit: the same start, and the game is still there
    expect(page.locator("section.play")).to_be_visible()
    assert len(d.log_lines(page)) == 1
    page.locator('[data-cmd="home"]').first.click()
    notes = page.locator(".start-faster")
    if fault == "is absent":
        expect(notes).to_have_count(0)
    else:
        expect(notes).to_have_count(1)
        expect(notes).to_contain_text(SENTENCE)
        assert page.locator("body").inner_text().count(SENTENCE) == 1
