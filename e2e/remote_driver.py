"""Helpers for playing on several devices in the browser (issue 24): each device is its own
browser context (its own storage, its own page); the host reads the reply by paste.

The test's god view is the host's save (localStorage of the host's page), replayed in CPython.
"""
from __future__ import annotations

from playwright.sync_api import Page, expect

import table_driver as T

STEP_MS = 15_000
CONNECT_MS = 30_000


def new_device(browser, base_url, **kw):
    """A separate device: a fresh browser context (nothing shared with the others). Its person
    asked for reduced motion (``table_driver.reduce_motion``): these tests are about what goes
    between the devices, not how a move slides in (the motion keeps its own tests), and a click
    then waits for no card still moving (Playwright clicks only an element at rest): a whole
    game by link took 74 s with the motion, 46 s without."""
    kw.setdefault("reduced_motion", "reduce")
    ctx = browser.new_context(base_url=base_url, service_workers="block", **kw)
    ctx.route("**/*", lambda route: route.continue_() if route.request.url.startswith(base_url) else route.abort())
    return ctx


def invitation(host: Page, seat: int) -> str:
    """The invitation link the host shows for ``seat`` (opening Devices when needed)."""
    box = host.locator(f"#invite-link-{seat}")
    if not host.locator('[data-dialog="devices"]').count():
        host.locator('[data-cmd="devices"]').click()
    expect(box).to_have_value(__import__("re").compile(r"#/join/j2"), timeout=CONNECT_MS)
    expect(host.locator('[data-dialog="devices"] .qr svg').first).to_be_visible(timeout=CONNECT_MS)
    return box.input_value()


def join(guest: Page, link: str, name: str, boot) -> str:
    """Open the invitation on ``guest``, join as ``name``; returns the reply link."""
    boot(guest, "index.html#" + link.split("#", 1)[1])
    expect(guest.locator(".remote-join h2")).to_contain_text("Join", timeout=STEP_MS)
    guest.locator('#join-form input[name="name"]').fill(name)
    guest.locator('[data-cmd="remote-join"]').click()
    return reply_link(guest)


def reply_link(guest: Page) -> str:
    box = guest.locator("#reply-link")
    expect(box).to_have_value(__import__("re").compile(r"#/reply/r2"), timeout=CONNECT_MS)
    return box.input_value()


def paste_reply(host: Page, reply: str):
    if not host.locator('[data-dialog="devices"]').count():
        host.locator('[data-cmd="devices"]').click()
    host.locator("#remote-reply").fill(reply)
    host.locator('[data-cmd="remote-reply"]').click()


def wait_connected(guest: Page):
    expect(guest.locator('section.remote-guest[data-connected="1"]')).to_be_visible(timeout=CONNECT_MS)


def connect(host: Page, guest: Page, seat: int, name: str, boot):
    reply = join(guest, invitation(host, seat), name, boot)
    paste_reply(host, reply)
    wait_connected(guest)


def moves(host: Page) -> int:
    return len(T.saved_record(host)["actions"])


def wait_moves(host: Page, n: int, timeout: float = STEP_MS):
    host.wait_for_function(
        "n => { const c = localStorage.getItem('vivarium.v1.current');"
        " const r = c && JSON.parse(localStorage.getItem('vivarium.v1.save.' + c)); return r && r.actions.length >= n; }",
        arg=n, timeout=timeout)


def wait_guest_ply(guest: Page, n: int, timeout: float = STEP_MS):
    """The guest's screen shows ``n`` log lines (the host's moves reached it)."""
    expect(guest.locator(".log li.step")).to_have_count(n, timeout=timeout)


def within_viewport(page: Page, selector: str):
    """``selector``'s box lies wholly inside the page's viewport (a note stuck off an edge does not).
    Found and measured in one step in the page: a redraw (a message from a device) may replace the
    element between a lookup and a measure, and a replaced element has no box."""
    box = page.wait_for_function("""sel => { const e = document.querySelector(sel); if (!e) return null;
        const r = e.getBoundingClientRect(); return r.width ? {x: r.x, y: r.y, width: r.width, height: r.height} : null; }""",
                                 arg=selector, timeout=STEP_MS).json_value()
    size = page.viewport_size
    assert box is not None, selector
    assert box["x"] >= 0 and box["y"] >= 0, box
    assert box["x"] + box["width"] <= size["width"] and box["y"] + box["height"] <= size["height"], (box, size)


def open_in_tab(page: Page, link: str):
    """``link`` opened in a tab already showing the app: a fragment navigation, no reload."""
    page.goto("index.html#" + link.split("#", 1)[1])
