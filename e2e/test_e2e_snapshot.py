"""Start faster (issue 25): a returning visit restores a memory snapshot of the started games.

The first visit makes the snapshot in a worker once the page is up (<html data-snapshot>);
the next visit restores it (<html data-boot="snapshot">) and plays. A corrupt or truncated
snapshot, a snapshot of other sources (a changed build), and storage that refuses the write or
keeps nothing all end in a normal start with nothing said to the player, the saved game intact;
a snapshot that was not kept is said in the panel and not made again on every visit (issue 37).
(Automation keeps no snapshot unless asked: these tests turn the preference on.)
"""
from __future__ import annotations

import pond_driver as d
from playwright.sync_api import expect
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)

PREF = "vivarium.v1.pref.start-faster"
MAKE_MS = 90_000  # a second interpreter in a worker, ~31 MB written: seconds, more under load


def turn_on(page):
    page.add_init_script(f"localStorage.getItem('{PREF}') || localStorage.setItem('{PREF}', 'on')")


def booted_path(page):
    return page.evaluate("document.documentElement.dataset.boot")


def wait_made(page):
    page.wait_for_selector("html[data-snapshot]", state="attached", timeout=MAKE_MS)
    assert page.evaluate("document.documentElement.dataset.snapshot") == "made"


def kept(page):
    """The kept snapshot's headers (or None), read from Cache Storage as the loader does."""
    return page.evaluate("""async () => {
        const info = globalThis.vivariumSnapshot;
        const cache = await caches.open(info.cacheName);
        const r = await cache.match(info.key);
        return r ? Object.fromEntries(r.headers.entries()) : null;
    }""")


def reload(page, boot):
    boot(page, page.url.split("/")[-1] or "index.html")


def no_message_shown(page):
    """Nothing about snapshots reaches the player: no notice, no boot error, no reason line."""
    said = page.evaluate("() => [...document.querySelectorAll('.notices .error, #boot-error, .play > .error')]"
                         ".map(e => e.textContent.trim()).filter(Boolean)")
    assert said == []


def test_a_returning_visit_starts_from_the_snapshot_and_plays(page, boot):
    turn_on(page)
    boot(page)
    assert booted_path(page) == "plain"
    wait_made(page)
    headers = kept(page)
    assert headers["x-pyodide"] == page.evaluate("vivariumSnapshot.version")
    assert 10_000_000 < int(headers["x-size"]) < 96 * 1024 * 1024
    expect(page.locator(".start-faster")).to_contain_text("is kept in this browser")
    boot(page)
    assert booted_path(page) == "snapshot"
    expect(page.locator(".start-faster")).to_contain_text("This visit started from it")
    # the restored interpreter runs the games: a move against the computer
    d.start_game(page, "human", "bot:easy", first="light")
    page.locator('[data-action="place c3"]').click()
    d.wait_log(page, 2, timeout=d.BOT_MS)
    assert d.saved_record(page)["actions"][0] == "place c3"
    # Clear deletes it: the next visit starts from the beginning (and keeps a new one)
    page.locator('[data-cmd="home"]').first.click()
    page.locator('[data-cmd="snapshot-clear"]').click()
    expect(page.locator(".start-faster")).to_contain_text("after this visit")
    assert kept(page) is None


def plant(page, body_js, headers):
    """Put a snapshot entry of our choosing where the loader looks (before the next start)."""
    page.evaluate("""async ([bodyJs, headers]) => {
        const info = globalThis.vivariumSnapshot;
        const cache = await caches.open(info.cacheName);
        const body = eval(bodyJs);
        await cache.put(info.key, new Response(body, {headers}));
    }""", [body_js, headers])


def bad_entries(version):
    base = {"x-vivarium": "vivarium-snapshot-1", "x-pyodide": version, "x-build": "x"}
    return {
        "corrupt": ("new Uint8Array(4 * 1024 * 1024).fill(7)", {**base, "x-size": str(4 * 1024 * 1024)}),
        "truncated": ("new Uint8Array(1000)", {**base, "x-size": "31457408"}),
        "oversized": ("new Uint8Array(10)", {**base, "x-size": str(200 * 1024 * 1024)}),
        "foreign": ("new Uint8Array(10)", {**base, "x-pyodide": "0.1.0", "x-size": "10"}),
    }


def test_a_bad_snapshot_means_a_normal_start_the_game_intact_and_a_new_snapshot(page, boot):
    turn_on(page)
    boot(page)
    version = page.evaluate("vivariumSnapshot.version")
    d.start_game(page, "human", "human", first="light")
    page.locator('[data-action="place c3"]').click()
    d.wait_log(page, 1)
    for name, (body, headers) in bad_entries(version).items():
        plant(page, body, headers)
        boot(page)
        assert booted_path(page) == "plain-fallback", name
        assert "snapshot" in page.evaluate("vivariumSnapshot.error"), name
        no_message_shown(page)
        # the saved game is there and goes on
        assert d.saved_record(page)["actions"] == ["place c3"], name
        assert (kept(page) or {}).get("x-build") != "x", f"{name}: the bad snapshot was kept"
    wait_made(page)  # the last start made a good one again
    assert kept(page)["x-build"] != "x"
    boot(page)
    assert booted_path(page) == "snapshot"
    assert d.log_count(page) == 1 and d.saved_record(page)["actions"] == ["place c3"]


def test_a_snapshot_of_other_sources_is_not_used_for_the_games_and_is_replaced(page, boot):
    turn_on(page)
    boot(page)
    wait_made(page)
    old = kept(page)["x-build"]
    # a new build: one module changed on the server (in the modules' archive)
    page.route("**/static/app/vivarium-py.zip", lambda route: route.fulfill(
        status=200, content_type="application/zip", body=changed_archive(route.fetch().body(), "vivarium/games/pond/view.py")))
    boot(page)
    assert booted_path(page) == "snapshot-stale"
    assert page.evaluate("vivariumSnapshot.build") == old
    # the games run the new sources, not the snapshot's
    d.start_game(page, "human", "human", first="light")
    page.locator('[data-action="place c3"]').click()
    d.wait_log(page, 1)
    wait_made(page)
    assert kept(page)["x-build"] != old


def changed_archive(data, name):
    """The archive with one module changed (a line added at its end)."""
    import io
    import zipfile

    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            body = src.read(info)
            dst.writestr(info, body + b"\nNEW_BUILD_MARK = 1\n" if info.filename == name else body)
    return out.getvalue()


def _not_kept_then_not_remade(page, boot):
    """The first visit makes the snapshot and finds it not kept: "failed", said in the panel
    (not as a message), and nothing kept. The next visits start normally, say it again in the
    panel, and never start the worker again (issue 37: no 4-5 s and ~30 MB on every visit)."""
    workers = []
    page.on("request", lambda r: workers.append(r.url) if r.url.endswith("/snap-maker.mjs") else None)
    boot(page)
    page.wait_for_selector("html[data-snapshot]", state="attached", timeout=MAKE_MS)
    assert page.evaluate("document.documentElement.dataset.snapshot") == "failed"
    assert kept(page) is None
    no_message_shown(page)
    expect(page.locator(".start-faster")).to_contain_text("did not keep")
    assert page.evaluate(f"localStorage.getItem('{PREF}')") == "unkept"
    assert len(workers) == 1
    boot(page)
    assert booted_path(page) == "plain"
    expect(page.locator('.start-faster[data-start-faster="unkept"]')).to_contain_text("not made again")
    # the visit's one decision (web/snapshot.py make_soon): not made again, and no worker asked for
    expect(page.locator("html")).to_have_attribute("data-snapshot", "unkept")
    assert len(workers) == 1, "the snapshot was made again on a visit after it was not kept"
    # asked to, it tries again (and says so again)
    page.locator('.start-faster [data-cmd="start-faster on"]').click()
    page.wait_for_selector('html[data-snapshot="failed"]', state="attached", timeout=MAKE_MS)
    assert len(workers) == 2
    expect(page.locator('.start-faster[data-start-faster="unkept"]')).to_be_visible()
    d.start_game(page, "human", "human", first="light")
    page.locator('[data-action="place c3"]').click()
    d.wait_log(page, 1)


def test_storage_that_refuses_the_snapshot_means_a_normal_start_and_no_message(page, boot):
    turn_on(page)
    # the page's Cache Storage refuses the write, as a full disk or a strict browser would
    page.route("**/static/js/snap-loader.mjs", lambda route: route.fulfill(
        status=200, content_type="text/javascript",
        body=route.fetch().text().replace("await within(cache.put(", "throw new DOMException('refused', 'QuotaExceededError'); await within(cache.put(")))
    _not_kept_then_not_remade(page, boot)


def test_a_browser_that_answers_the_write_and_keeps_nothing_is_not_asked_again(page, boot):
    """WebKit in a session that keeps nothing (issue 37): every write answered, nothing found."""
    turn_on(page)
    page.route("**/static/js/snap-loader.mjs", lambda route: route.fulfill(
        status=200, content_type="text/javascript",
        body=route.fetch().text().replace("await within(cache.put(KEY, new Response(bytes, { headers }))",
                                          "await within(Promise.resolve()")))
    _not_kept_then_not_remade(page, boot)


def test_offline_the_returning_visit_starts_from_the_snapshot(browser, tmp_path, boot):
    """With the service worker (offline after one visit) and the server gone: the snapshot."""
    import site_server

    site = site_server.SiteServer(site_server.copy_site(tmp_path / "site"), prefix="/vivarium/").start()
    context = browser.new_context(service_workers="allow")
    try:
        page = context.new_page()
        turn_on(page)
        boot(page, site.url)
        expect(page.locator("html")).to_have_attribute("data-sw", "ready", timeout=MAKE_MS)
        wait_made(page)
        d.start_game(page, "human", "human", first="light")
        page.locator('[data-action="place c3"]').click()
        d.wait_log(page, 1)
        site.stop()  # nothing answers at that address any more
        boot(page, site.url)
        assert booted_path(page) == "snapshot"
        assert d.saved_record(page)["actions"] == ["place c3"]
        page.locator('[data-action="place b2"]').click()
        d.wait_log(page, 2)
    finally:
        context.close()
        site.stop()
