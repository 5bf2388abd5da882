"""The search worker in the browser (issue 40): the computer, hints and analyses think in a Web
Worker beside the page, and the page answers clicks meanwhile; where the worker cannot start,
the page thinks itself; a finished game's analysis goes on while another game is played.

A browser driven by automation starts no worker unless its ``search-worker`` preference is
``on`` (web/search_client.py ``is_on``): these tests turn it on.
"""
from __future__ import annotations

import json
import random

import pytest
import table_driver as T
from playwright.sync_api import expect

import pond_driver as d
from test_e2e_advice import _finished_with_a_blunder
from test_e2e_bot import play_and_wait_for_bot

WORKER_PREF = "vivarium.v1.pref.search-worker"
WORKER_MS = 60_000


def with_worker(page, boot, refused=False):
    """Boot with the worker turned on (and its script refused, when asked: a policy or a
    browser that will not start it)."""
    if refused:
        page.route("**/search-worker.mjs", lambda route: route.abort())
    boot(page)
    page.evaluate("k => localStorage.setItem(k, 'on')", WORKER_PREF)
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=WORKER_MS)


def worker_state(page):
    return page.evaluate("() => document.documentElement.getAttribute('data-search-worker')")


def bot_stats(page):
    return json.loads(page.evaluate("() => document.body.getAttribute('data-bot-stats')") or "{}")


def test_a_game_against_expert_thinks_in_the_worker_and_the_page_answers_meanwhile(page, boot):
    with_worker(page, boot)
    d.start_game(page, "human", "bot:expert", "small", "light")
    expect(page.locator("html")).to_have_attribute("data-search-worker", "ready", timeout=WORKER_MS)
    for turn in range(2):
        before = d.log_count(page)
        page.locator(f'.pond-board [data-action="{d.legal_on_page(page)[0] if turn else "place b2"}"]').click()
        expect(page.locator("body")).to_have_attribute("data-bot", "thinking")
        # a click on the board while Expert thinks is answered at once, not after its move
        page.locator(".pond-board [data-sq]").first.click()
        answered = page.evaluate("""() => ({thinking: document.body.dataset.bot,
                                           said: document.querySelector('.error') && document.querySelector('.error').textContent})""")
        assert answered["thinking"] == "thinking" and "Please wait" in (answered["said"] or ""), answered
        d.wait_log(page, before + 2, timeout=T.BOT_MS)
        stats = bot_stats(page)
        assert stats["worker"] == 1 and stats["level"] == "expert", stats
        assert stats["iterations"] > 2500, "Expert searches further than Hard's 2,500 iterations"
    # a hint, also from the worker, for the person's own turn
    page.get_by_role("button", name="Hint", exact=True).click()
    expect(page.locator('.hint-box[data-hint-state="ready"]')).to_be_visible(timeout=T.BOT_MS)
    record = T.saved_record(page)
    assert len(record["actions"]) == 4 and record["hints"]["used"][0] == 1
    d.replay(record["actions"])  # every move the worker chose is legal (the engine replays them)


def test_where_the_worker_cannot_start_the_page_thinks_itself(page, boot):
    with_worker(page, boot, refused=True)
    d.start_game(page, "human", "bot:hard", "small", "light")
    expect(page.locator("html")).to_have_attribute("data-search-worker", "failed", timeout=WORKER_MS)
    rng = random.Random(5)
    for _ in range(2):
        play_and_wait_for_bot(page, rng)
        stats = bot_stats(page)
        assert stats["worker"] == 0 and stats["level"] == "hard", stats
    page.get_by_role("button", name="Hint", exact=True).click()
    expect(page.locator('.hint-box[data-hint-state="ready"]')).to_be_visible(timeout=T.BOT_MS)
    d.replay(T.saved_record(page)["actions"])


@pytest.mark.parametrize("refused", [False, True], ids=["worker", "no-worker"])
def test_an_analysis_goes_on_while_another_game_is_played(page, boot, refused):
    with_worker(page, boot, refused=refused)
    ply = _finished_with_a_blunder(page, "pond", {"variant": "small"})
    page.goto("index.html#/review/an-pond")
    expect(page.locator(".review")).to_be_visible(timeout=T.STEP_MS)
    expect(page.locator("html")).to_have_attribute("data-search-worker", "failed" if refused else "ready", timeout=WORKER_MS)
    page.get_by_role("button", name="Analyse", exact=True).click()
    # marks appear as they are ready, beside the progress bar
    expect(page.locator("progress#analysis-progress")).to_be_visible(timeout=T.STEP_MS)
    page.wait_for_function("() => Number(document.querySelector('progress#analysis-progress')?.value) >= 1", timeout=WORKER_MS)
    expect(page.locator("figure.analysis svg.wc-graph")).to_be_visible()
    # another game meanwhile: the analysis goes on and lands in the first game's own save
    left = page.evaluate("""() => { const p = document.querySelector('progress#analysis-progress');
                                    const at = [Number(p.value), Number(p.max)];
                                    location.hash = '#/'; return at; }""")  # Home, in the same page (no reload)
    assert left[0] < left[1], f"the analysis was over before the review was left: {left}"
    expect(page.locator('[data-cmd="new pond"]').first).to_be_visible(timeout=T.STEP_MS)
    # Home's saved games say how far it is (a whole analysis takes several seconds here)
    expect(page.locator('[data-save="an-pond"] .save-note.analysing')).to_contain_text("Analysing: move", timeout=T.STEP_MS)
    d.start_game(page, "human", "bot:easy", "small", "light")
    play_and_wait_for_bot(page, random.Random(9))
    page.wait_for_function("k => (JSON.parse(localStorage.getItem(k)) || {}).analysis", arg="vivarium.v1.save.an-pond", timeout=240_000)
    saved = json.loads(page.evaluate("() => localStorage.getItem('vivarium.v1.save.an-pond')"))
    assert any(m[0] == ply for m in saved["analysis"]["moves"]) and saved["analysis"]["depth"] == "hard"
    assert "analysis" not in T.saved_record(page)  # the game on screen is untouched
    assert len(T.saved_record(page)["actions"]) == 2
    page.evaluate("() => { location.hash = '#/review/an-pond'; }")
    expect(page.locator("figure.analysis svg.wc-graph")).to_be_visible(timeout=T.STEP_MS)
    expect(page.locator("progress#analysis-progress")).to_have_count(0)
    expect(page.locator(f'.review-log [data-cmd="rv go {ply + 1}"] .mv-mark.mark-blunder')).to_have_text("??")


def test_offline_the_worker_starts_from_the_service_workers_copy(browser, boot, tmp_path):
    """After one visit, with the server gone: the worker's script, the runtime and the app's
    modules come from the service worker's copy, and the computer thinks in the worker."""
    import site_server

    site = site_server.SiteServer(site_server.copy_site(tmp_path / "site"), prefix="/vivarium/").start()
    context = browser.new_context(service_workers="allow")
    try:
        page = context.new_page()
        boot(page, site.url)
        page.evaluate("k => localStorage.setItem(k, 'on')", WORKER_PREF)
        expect(page.locator("html")).to_have_attribute("data-sw", "ready", timeout=WORKER_MS)
        site.stop()  # from here on, nothing answers at that address
        page.reload()
        page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=WORKER_MS)
        d.start_game(page, "human", "bot:hard", "small", "light")
        expect(page.locator("html")).to_have_attribute("data-search-worker", "ready", timeout=WORKER_MS)
        play_and_wait_for_bot(page, random.Random(4))
        assert bot_stats(page)["worker"] == 1, bot_stats(page)
    finally:
        context.close()
        site.stop()


def test_a_computer_that_moves_first_thinks_on_the_page_and_then_the_worker_starts(page, boot):
    """The worker is never started beside the page's own search of the first move (on a phone's
    few cores it would slow that move): it starts once that move has landed."""
    with_worker(page, boot)
    page.evaluate("""() => { window.__startedWhileThinking = false;
        new MutationObserver(() => { if (document.documentElement.dataset.searchWorker && document.body.dataset.bot === 'thinking')
                                       window.__startedWhileThinking = true; })
          .observe(document.documentElement, {attributes: true, attributeFilter: ['data-search-worker']}); }""")
    d.start_game(page, "human", "bot:hard", "small", "dark")
    d.wait_log(page, 1, timeout=T.BOT_MS)
    assert bot_stats(page)["worker"] == 0  # the first move: on the page, the worker not started yet
    expect(page.locator("html")).to_have_attribute("data-search-worker", "ready", timeout=WORKER_MS)
    assert page.evaluate("() => window.__startedWhileThinking") is False
    play_and_wait_for_bot(page, random.Random(2))
    assert bot_stats(page)["worker"] == 1
