"""Boot: the static shell is there before Python, the app comes up with no off-origin request."""
from __future__ import annotations

import re

from playwright.sync_api import expect

import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)


def test_static_shell_is_in_the_html(page, base_url):
    """What a visitor sees before the Python runtime has loaded comes straight from the HTML."""
    resp = page.request.get(base_url + "index.html")
    assert resp.ok
    html = resp.text()
    assert "<title>Vivarium</title>" in html
    assert 'id="boot-status"' in html
    assert re.search(r'data-game="pond"[^>]*>\s*<h3>Pond</h3>', html)
    # nothing in the page points off-site
    assert not re.search(r'(src|href)="(https?:)?//', html), "index.html loads something off-origin"


def test_shell_renders_without_javascript(browser, base_url):
    """With JavaScript off (or before any script runs) the page still says what it is and that it is loading."""
    context = browser.new_context(base_url=base_url, java_script_enabled=False, service_workers="block")
    try:
        page = context.new_page()
        page.goto("index.html")
        expect(page).to_have_title("Vivarium")
        expect(page.locator("#boot-status")).to_be_visible()
        expect(page.locator("#boot-status")).to_contain_text("Loading")
        expect(page.locator('.game-card[data-game="pond"] h3')).to_have_text("Pond")
        expect(page.locator("#boot-error")).to_be_hidden()
    finally:
        context.close()


def test_boot_offline_clean_and_home_lists_pond(page, offsite, boot, page_problems):  # noqa: F811
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    failed = []
    page.on("requestfailed", lambda r: failed.append(r.url))
    responses = []
    page.on("response", lambda r: responses.append((r.status, r.url)) if r.status >= 400 else None)

    boot(page)

    assert offsite == [], f"off-origin requests: {offsite}"
    site = page.url.split("#")[0].rsplit("/", 1)[0]  # the screen address (#/…) is not part of the site
    assert requests and all(u.startswith(site) or u.startswith("data:") for u in requests)
    assert failed == [] and responses == [], (failed, responses)
    assert page_problems == []
    # the app's archive comes once: the early request (boot.js) is the one PyScript reads (issue
    # 37), and the page's fetch is the browser's own again afterwards
    assert [u for u in requests if u.endswith("/static/app/vivarium-py.zip")] == [site + "/static/app/vivarium-py.zip"]
    assert page.evaluate("String(window.fetch).includes('[native code]')")
    # the loading shell was replaced by the home screen
    expect(page.locator("#boot-status")).to_have_count(0)
    expect(page.locator('[data-screen="home"]')).to_be_visible()
    card = page.locator('.game-card[data-game="pond"]')
    expect(card.locator("h3")).to_have_text("Pond")
    expect(card.locator('[data-cmd="new pond"]')).to_be_visible()
    expect(card.locator('[data-cmd="rules pond"]')).to_be_visible()
    expect(page.locator(".saves")).to_contain_text("No saved games yet")
    expect(page).to_have_title("Vivarium")
    expect(page.locator("body")).to_have_attribute("data-ready", "1")


def test_rules_page_and_back(page, boot):
    boot(page)
    page.locator('[data-cmd="rules pond"]').click()
    rules = page.locator(".rules-text")
    expect(rules.locator("h2")).to_have_text("Pond")
    expect(rules).to_contain_text("Goal")
    page.locator('[data-cmd="back"]').first.click()
    expect(page.locator('[data-screen="home"]')).to_be_visible()
    # from a game, Rules comes back to the same game
    d.start_game(page, "human", "human", "small", "light")
    d.click_action(page, "place b2")
    page.locator('[data-cmd="rules pond"]').click()
    expect(rules).to_be_visible()
    page.get_by_role("button", name="Back to the game").first.click()
    expect(page.locator('[data-screen="play"]')).to_be_visible()
    assert d.log_lines(page) == ["Light places an Egg on b2."]



def test_boots_with_our_config_when_the_page_arrives_slowly(browser, boot):
    """PyScript reads its config once, when its module first runs. If that happens before the
    parser has reached <script type="py" config=…> (the page still arriving over a slow link,
    a loaded machine), PyScript takes its built-in default and asks a CDN for Pyodide. Here a
    server sends index.html in two parts, 2 s apart, cut just before that tag: the app must still
    boot with our local interpreter and ask nothing of another origin."""
    import functools
    import http.server
    import threading
    import time as _time
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    html = (root / "index.html").read_text(encoding="utf-8")
    cut = html.index('<script src="./static/js/boot-status.js">')

    class SlowPage(http.server.SimpleHTTPRequestHandler):
        def do_GET(self):
            if self.path.split("?")[0] not in ("/", "/index.html"):
                return super().do_GET()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Cache-Control", "no-store")
            self.end_headers()  # no Content-Length: the body ends when the connection closes
            self.wfile.write(html[:cut].encode())
            self.wfile.flush()
            _time.sleep(2.0)
            self.wfile.write(html[cut:].encode())
            self.close_connection = True

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SlowPage, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    context = browser.new_context(base_url=base, service_workers="block")
    offsite = []
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(base)
                  or route.request.url.startswith(("data:", "blob:")) else (offsite.append(route.request.url), route.abort()))
    try:
        page = context.new_page()
        boot(page)
        assert offsite == [], f"off-origin requests: {offsite}"
        expect(page.locator('[data-screen="home"]')).to_be_visible()
    finally:
        context.close()
        server.shutdown()
        server.server_close()
