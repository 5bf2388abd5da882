"""The language of the page (issue 28): the menu switches the site to French with
``<html lang="fr">`` (``?lang=fr`` too); a move in each game is logged in French (the very sentence
the engine's message makes in French, checked against CPython); a reload stays French; the
language menu switches back to English on the same screen and the game saved in French reads
in English; an embed with ``?lang=fr`` is French from its Play button on."""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)
from table_driver import BOT_MS, STEP_MS, engine_state, log_count, set_pace, start_table, wait_log_beyond

from vivarium import i18n
from vivarium.core.records import replay
from vivarium.games import GAMES, IDS


def _lines(record, lang):
    """Every log line of the record, said in ``lang`` (CPython, from the record)."""
    game = GAMES[record["game"]]
    states = replay(game, record)
    return [i18n.say_in(lang, game.describe(states[i], a)) for i, a in enumerate(record["actions"])]


def _play_one_move(page: Page):
    """Ask for a hint (in French: « Conseil ») and play the move it lights up: a move by a
    person at this device, in any of the games, with no game's own clicking to know."""
    before = log_count(page)
    page.locator('.toolbar [data-cmd="hint"]').click()
    box = page.locator('.hint-box[data-hint-state="ready"]')
    expect(box).to_be_visible(timeout=BOT_MS)
    expect(box).to_contain_text("Conseil")
    marked = page.locator(".board-wrap [data-hint]").first
    marked.click()
    if page.locator(".hint-box").count() and log_count(page) == before:  # a touch-style second step
        marked.click()
    wait_log_beyond(page, before, timeout=STEP_MS)


def _step_texts(page: Page):
    return page.locator(".log li.step").all_inner_texts()


@pytest.mark.parametrize("game_id", IDS)
def test_a_move_in_french_stays_french_after_a_reload_and_reads_in_english_after(shared_page, game_id):
    """Each game's move in French, read again in English on the same screen; the reloads (the
    saved game resumed in the language of the moment) in the first game only: a reload redraws
    the log from the save, as the switch of language does in every game."""
    page = shared_page
    reloads = game_id == IDS[0]
    expect(page.locator(".games h2")).to_have_text("Games")
    page.locator('select[data-pref="lang"]').select_option("fr")  # switch to French with the menu
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator(".games h2")).to_have_text("Jeux")
    expect(page.locator(".site-footer")).to_contain_text("Les règles tournent dans votre navigateur")
    seats = ["human"] + ["bot:easy"] * (GAMES[game_id].player_counts()[0] - 1)
    start_table(page, game_id, seats)
    set_pace(page, "instant")
    expect(page.locator('.toolbar [data-cmd="undo"]')).to_have_text("Annuler")
    page.wait_for_function("() => document.querySelector('.toolbar [data-cmd=\"hint\"]') && !document.querySelector('.toolbar [data-cmd=\"hint\"]').disabled", timeout=BOT_MS)
    _play_one_move(page)
    _game, _state, record = engine_state(page)
    lines = _lines(record, "fr")
    expect(page.locator(".log li.step")).to_have_count(len(lines), timeout=BOT_MS)
    _game, _state, record = engine_state(page)
    lines = _lines(record, "fr")
    assert set(lines) <= set(_step_texts(page)), (lines, _step_texts(page))
    french = lines[-1]
    if reloads:
        page.reload()
        page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        expect(page.locator(f'section.play[data-game="{game_id}"]')).to_be_visible(timeout=STEP_MS)
        assert french in _step_texts(page)
    # the game saved in French reads in English, on the same screen
    page.locator('select[data-pref="lang"]').select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator(f'section.play[data-game="{game_id}"]')).to_be_visible()
    english = _lines(record, "en")[-1]
    assert english != french
    expect(page.locator(".log li.step").filter(has_text=english).first).to_be_visible()
    expect(page.locator('.toolbar [data-cmd="undo"]')).to_have_text("Undo")
    if reloads:
        page.reload()  # and the game saved in French resumes in English
        page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
        expect(page.locator("html")).to_have_attribute("lang", "en")
        expect(page.locator(".log li.step").filter(has_text=english).first).to_be_visible(timeout=STEP_MS)


def test_lang_fr_then_back_to_english_and_kept(page, boot):
    boot(page, "index.html?lang=fr")
    expect(page.get_by_role("button", name="Nouvelle partie").first).to_be_visible()
    menu = page.locator('select[data-pref="lang"]')
    expect(menu).to_have_value("fr")
    menu.select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_role("button", name="New game").first).to_be_visible()
    expect(page.locator('[data-screen="home"]')).to_be_visible()  # the same screen, redrawn
    expect(page.locator(".site-footer")).to_contain_text("Rules run in your browser")
    page.goto("index.html")
    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator(".games h2")).to_have_text("Games")


def test_an_embed_with_lang_fr_is_french_from_its_play_button_on(page, boot):
    page.goto("index.html?embed=1&game=pond&lang=fr")
    play = page.locator("[data-poster-play]")
    expect(play).to_have_text("Jouer à Pond", timeout=STEP_MS)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    play.click()
    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
    expect(page.locator('section.play[data-game="pond"]')).to_be_visible(timeout=STEP_MS)
    expect(page.locator('.toolbar [data-cmd="undo"]')).to_have_text("Annuler")
    expect(page.locator(".status")).to_contain_text("de jouer")


def test_a_french_browser_gets_french_and_the_menu_offers_english(browser, base_url):
    context = browser.new_context(locale="fr-FR", service_workers="block", base_url=base_url)
    try:
        page = context.new_page()
        page.goto("index.html")
        page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        expect(page.locator(".games h2")).to_have_text("Jeux")
        expect(page.locator(".tagline")).to_have_text("des jeux de société de la mare et de la prairie")
        menu = page.locator('select[data-pref="lang"]')
        expect(menu.locator("option")).to_have_count(2)
        menu.select_option("en")
        expect(page.locator(".games h2")).to_have_text("Games")
        expect(page.locator(".tagline")).to_have_text("board games from the pond and the meadow")
    finally:
        context.close()
