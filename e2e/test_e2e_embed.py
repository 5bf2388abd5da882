"""Embedding a game in someone else's page, and links with hostile settings (issue 4).

The host page (a "blog post") is served from a second port, so the iframes are cross-origin;
they are the snippets the in-app "Embed" dialog produced. Opened as http://localhost:<port>
while the app is at http://127.0.0.1:<port>, the embed is also cross-site: Playwright's
contexts (like incognito windows) then refuse storage to it, and the game must still start
and say that it cannot save there.
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

import pond_driver as d
import site_server
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)

READY = 'body[data-ready="1"]'


def snippet_from_dialog(page):
    """Open Pond's Embed dialog, choose two people on a small board, return the snippet."""
    page.locator('[data-cmd="embed pond"]').click()
    dialog = page.locator('[data-dialog="embed"]')
    expect(dialog).to_be_visible()
    for name, value in (("bot", "none"), ("variant", "small"), ("first", "light")):
        dialog.locator(f'select[name="{name}"]').focus()
        dialog.locator(f'select[name="{name}"]').select_option(value)
        expect(dialog.locator(f'select[name="{name}"]')).to_have_value(value)  # re-rendered, value kept
    expect(dialog.locator(f'select[name="first"]')).to_be_focused()  # focus stays where the player was
    code = dialog.locator("#embed-code").input_value()
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    return code


def ready_frames(page, count):
    """The first `count` iframes once their app is ready. Waits through a frame locator, which
    finds the iframe's document again on every poll: right after a (re)load a lazy iframe may
    still be about to navigate, and a Frame taken too early can be the one that goes away."""
    frames = []
    for i in range(count):
        el = page.locator("iframe").nth(i)
        el.scroll_into_view_if_needed()
        inside = page.frame_locator("iframe").nth(i)
        expect(inside.locator(f"{READY}, [data-poster-play]").first).to_be_attached(timeout=60_000)
        if inside.locator("[data-poster-play]").count():  # not started yet: its picture and Play
            inside.locator("[data-poster-play]").click()
        expect(inside.locator(READY)).to_be_attached(timeout=60_000)
        frame = el.element_handle().content_frame()
        frame.wait_for_selector(READY, state="attached", timeout=10_000)
        frames.append(frame)
    return frames


@pytest.fixture
def host(tmp_path):
    folder = tmp_path / "blog"
    folder.mkdir()
    server = site_server.SiteServer(folder).start()
    server.folder = folder
    yield server
    server.stop()


def test_embedded_games_keep_their_own_saves_in_a_cross_origin_iframe(page, boot, host):
    boot(page)
    first, second = snippet_from_dialog(page), snippet_from_dialog(page)
    assert first != second, "each snippet gets its own save slot"
    src = re.search(r'src="([^"]+)"', first).group(1)
    assert src.startswith(page.url.split("#")[0].split("?")[0]) and "embed=1" in src and "bot=none" in src and "variant=small" in src

    (host.folder / "post.html").write_text(
        '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>A nature blog</title>'
        '<h1>My favourite pond game</h1><div style="width:360px">' + first + "<p>And another one:</p>" + second + "</div>",
        encoding="utf-8")
    blog = page.context.new_page()
    blog.set_viewport_size({"width": 800, "height": 1700})
    blog.goto(host.url + "post.html")
    one, two = ready_frames(blog, 2)

    for frame in (one, two):  # compact: no site chrome, fits the 360-px column, links to the full site
        expect(frame.locator("section.play")).to_be_visible()
        expect(frame.locator(".site-header")).to_be_hidden()
        assert frame.evaluate("document.documentElement.scrollWidth") <= 360
        link = frame.locator("a.full-site")
        expect(link).to_be_visible()
        expect(link).to_have_attribute("target", "_blank")
        assert "game=pond" in link.get_attribute("href") and "embed" not in link.get_attribute("href")

    legal = d.legal_on_page(one)
    d.click_action(one, legal[0])
    d.click_action(two, legal[-1])
    moves_one, moves_two = d.log_lines(one), d.log_lines(two)
    assert moves_one != moves_two

    blog.reload()
    one, two = ready_frames(blog, 2)
    assert d.log_lines(one) == moves_one
    assert d.log_lines(two) == moves_two
    keys = one.evaluate("Object.keys(localStorage)")
    slots = {k.split(".v1.")[0] for k in keys if ".v1." in k}
    assert len(slots) == 2 and all(s.startswith("vivarium-embed.pond.") for s in slots), keys
    blog.close()


def test_an_embed_without_storage_still_plays_and_says_so(page, host, base_url):
    (host.folder / "strict.html").write_text(
        '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>Strict blog</title><div style="width:360px">'
        f'<iframe src="{base_url}index.html?game=pond&embed=1&bot=none&variant=small" width="100%" height="720"></iframe></div>',
        encoding="utf-8")
    page.goto(host.url.replace("127.0.0.1", "localhost") + "strict.html")  # another site
    (frame,) = ready_frames(page, 1)
    expect(frame.locator(".notices")).to_contain_text("does not allow saving")
    d.click_action(frame, d.legal_on_page(frame)[0])  # playable all the same


HOSTILE = {
    "game": "pond",
    "embed": "1",
    "variant": "<img src=x onerror=alert(1)>",
    "best_of": "9" * 40,
    "bot": "<script>alert(2)</script>",
    "id": "../../etc/passwd",
    '"><svg onload=alert(3)>': "1",
}


def _no_markup_from_the_link(page, dialogs):
    assert dialogs == []
    injected = page.evaluate("""() => ({
        handlers: [...document.querySelectorAll('*')].filter(e => [...e.attributes].some(a => a.name.startsWith('on'))).length,
        images: document.querySelectorAll('img').length,
        alertScripts: [...document.scripts].filter(s => s.textContent.includes('alert')).length })""")
    assert injected == {"handlers": 0, "images": 0, "alertScripts": 0}


def test_hostile_link_settings_are_reported_as_text(page, boot):
    from urllib.parse import urlencode

    dialogs = []
    page.on("dialog", lambda dlg: (dialogs.append(dlg.message), dlg.dismiss()))
    boot(page, "index.html?" + urlencode(HOSTILE))
    notices = page.locator(".notices")
    expect(notices).to_contain_text("“<img src=x onerror=alert(1)>” is not a choice for Board")
    expect(notices).to_contain_text("is not a choice for Match")
    expect(notices).to_contain_text("“bot=<script>alert(2)</script>” is not an opponent")
    expect(notices).to_contain_text("“id=../../etc/passwd” is not a save name")
    expect(notices).to_contain_text('Ignored setting(s) this page does not know: “"><svg onload=alert(3)>”')
    expect(page.locator("section.play")).to_be_visible()  # and the game is there, with the usual settings
    expect(page.locator(".pond-board [data-sq]")).to_have_count(25)
    _no_markup_from_the_link(page, dialogs)

    boot(page, "index.html?embed=1&game=%3Cscript%3Ealert(4)%3C%2Fscript%3E")
    expect(page.locator(".notices")).to_contain_text("There is no game called “<script>alert(4)</script>” here.")
    expect(page.locator('.game-card[data-game="pond"]')).to_be_visible()  # choose one instead
    _no_markup_from_the_link(page, dialogs)


def test_embeds_show_their_picture_and_fetch_no_runtime_until_played(page, host, base_url):
    """Issue 25 item 7: three embeds on a page start no runtime; the one clicked starts one."""
    frames = "".join(
        f'<iframe src="{base_url}index.html?game={g}&embed=1&bot=easy" width="100%" height="640" title="{g}"></iframe>'
        for g in ("pond", "lepidoptery", "papillon"))
    (host.folder / "three.html").write_text(
        '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>Three games</title>'
        f'<div style="width:380px">{frames}</div>', encoding="utf-8")
    fetched = []
    page.on("request", lambda r: fetched.append(r.url))
    page.set_viewport_size({"width": 420, "height": 2100})  # all three in view: nothing lazy about them
    page.goto(host.url + "three.html")
    for i, game in enumerate(("pond", "lepidoptery", "papillon")):
        frame = page.frame_locator("iframe").nth(i)
        expect(frame.locator(f'[data-poster-play="{game}"]')).to_be_visible(timeout=30_000)
        expect(frame.locator(f'.game-card[data-game="{game}"] .cover')).to_be_visible()  # its picture
    page.wait_for_timeout(1500)
    runtime = [u for u in fetched if "/static/vendor/" in u or u.endswith(".py") or "pyscript.toml" in u]
    assert runtime == [], runtime[:5]
    assert not any("sw.js" in u for u in fetched)  # no service worker precache either
    page.frame_locator("iframe").nth(1).locator("[data-poster-play]").click()
    expect(page.frame_locator("iframe").nth(1).locator(READY)).to_be_attached(timeout=60_000)
    expect(page.frame_locator("iframe").nth(1).locator('section.play[data-game="lepidoptery"]')).to_be_visible()
    page.wait_for_timeout(500)
    assert sum(1 for u in fetched if u.endswith("pyodide.asm.wasm")) == 1  # exactly one runtime
    for i in (0, 2):
        expect(page.frame_locator("iframe").nth(i).locator("[data-poster-play]")).to_be_visible()
        assert page.frame_locator("iframe").nth(i).locator(READY).count() == 0


def test_an_embed_with_a_game_in_progress_starts_at_once(page, host, base_url):
    (host.folder / "one.html").write_text(
        '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>One game</title>'
        f'<div style="width:380px"><iframe src="{base_url}index.html?game=pond&embed=1&bot=none&variant=small&id=kept" width="100%" height="720"></iframe></div>',
        encoding="utf-8")
    page.goto(host.url + "one.html")
    (frame,) = ready_frames(page, 1)  # clicks Play
    d.click_action(frame, d.legal_on_page(frame)[0])
    page.reload()
    inside = page.frame_locator("iframe").first
    expect(inside.locator(READY)).to_be_attached(timeout=60_000)  # no Play needed: it resumes
    assert inside.locator("[data-poster-play]").count() == 0
    expect(inside.locator(".log li.step")).to_have_count(1)
