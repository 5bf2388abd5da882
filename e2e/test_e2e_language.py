"""The language of the page (issue 28): ``?lang=fr`` shows the site in French with
``<html lang="fr">``; a move in each of the five games is logged in French (the very sentence
the engine's message makes in French, checked against CPython); a reload stays French; the
language menu switches back to English on the same screen and the game saved in French reads
in English; an embed with ``?lang=fr`` is French from its Play button on."""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)
from table_driver import STEP_MS, engine_state, log_count, start_table, wait_log_beyond

from vivarium import i18n
from vivarium.core.records import replay
from vivarium.games import GAMES, IDS


def _last_line(record, lang):
    """The log line of the record's last action, said in ``lang`` (CPython, from the record)."""
    game = GAMES[record["game"]]
    states = replay(game, dict(record, actions=record["actions"][:-1]))
    return i18n.say_in(lang, game.describe(states[-1], record["actions"][-1]))


def _play_one_move(page: Page):
    """Click the board until one action is played: a control that plays a move (``data-action``)
    if there is one, else one that selects something first (``data-ui``: a card, a piece)."""
    before = log_count(page)
    board = page.locator(".board-wrap")
    for _ in range(6):
        target = board.locator("[data-action]:not([disabled])").first
        if target.count():
            target.click()
            wait_log_beyond(page, before, timeout=STEP_MS)
            return
        board.locator("[data-ui]:not([disabled])").first.click()
    raise AssertionError("no move could be played by clicking the board")


def _step_texts(page: Page):
    return page.locator(".log li.step").all_inner_texts()


@pytest.mark.parametrize("game_id", IDS)
def test_a_move_in_french_stays_french_after_a_reload_and_reads_in_english_after(page, boot, game_id):
    boot(page, "index.html?lang=fr")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator(".games h2")).to_have_text("Jeux")
    expect(page.locator(".site-footer")).to_contain_text("Les règles tournent dans votre navigateur")
    seats = ["human"] * GAMES[game_id].player_counts()[0]
    start_table(page, game_id, seats)
    expect(page.locator('.toolbar [data-cmd="undo"]')).to_have_text("Annuler")
    if page.locator('[data-dialog="handoff"]').count():
        page.locator('[data-dialog="handoff"] [data-cmd="reveal"]').click()
    _play_one_move(page)
    _game, _state, record = engine_state(page)
    french = _last_line(record, "fr")
    assert french in _step_texts(page), (french, _step_texts(page))
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator(f'section.play[data-game="{game_id}"]')).to_be_visible(timeout=STEP_MS)
    assert french in _step_texts(page)
    # the game saved in French reads in English, on the same screen
    page.locator('select[data-pref="lang"]').select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator(f'section.play[data-game="{game_id}"]')).to_be_visible()
    english = _last_line(record, "en")
    assert english != french
    expect(page.locator(".log li.step").filter(has_text=english).first).to_be_visible()
    expect(page.locator('.toolbar [data-cmd="undo"]')).to_have_text("Undo")


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
