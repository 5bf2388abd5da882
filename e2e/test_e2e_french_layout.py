"""French as it is laid out (issue 38 item 7), in Chromium with the real stylesheet: the Arctic rules
table never cuts an animal's name in the middle of a word on a phone (« Ours polaire », not
« Ours/polair/e »), Lepidoptery's subtitle (« 4 rangées ») is shown whole beside a French toolbar at
1280 px, and the marks « : ; ! ? » keep their no-break space on the page itself."""
from __future__ import annotations

from playwright.sync_api import expect

import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)

# the words of each cell of a table that a line break cuts in two (a word drawn on two lines)
CUT_WORDS = """table => {
  const cut = [];
  for (const cell of table.querySelectorAll('th, td')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.data.matchAll(/[^\\s\\u00a0\\u202f]+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
        if (tops.size > 1) cut.push(m[0]);
      }
    }
  }
  return cut;
}"""


def test_the_arctic_rules_table_never_cuts_a_word_on_a_phone(page, boot):
    page.set_viewport_size({"width": 375, "height": 740})
    boot(page, "index.html?lang=fr")
    page.evaluate("location.hash = '#/rules/arctic'")
    table = page.locator(".rules-text .rules-table").first
    expect(table).to_be_visible(timeout=d.STEP_MS)
    table.scroll_into_view_if_needed()
    expect(table.locator('th[scope="row"]', has_text="Ours polaire")).to_have_count(1)
    assert table.evaluate(CUT_WORDS) == []
    # a table wider than the phone scrolls in its own box: the page itself never scrolls sideways
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")


def test_lepidoptery_subtitle_is_whole_beside_the_french_toolbar(page, boot):
    page.set_viewport_size({"width": 1280, "height": 800})
    boot(page, "index.html?lang=fr")
    page.evaluate("location.hash = '#/new/lepidoptery'")
    page.locator('[data-cmd="start"]').click()
    subtitle = page.locator(".play-head h2 small")
    expect(subtitle).to_have_text("4 rangées", timeout=d.STEP_MS)
    assert subtitle.evaluate("e => e.scrollWidth <= e.clientWidth"), "the subtitle is cut (…)"
    box = subtitle.bounding_box()
    assert box and box["width"] > 40 and box["x"] + box["width"] <= 1280, box
    # the status line's colon keeps its no-break space on the page (no line may start with « : »)
    status = page.locator(".play").inner_text()
    assert "\u00a0:" in status and " :" not in status.replace("\u00a0:", "")


def test_lepidoptery_on_a_phone_in_french_the_prompt_and_the_seat_boxes_are_whole(page, boot):
    """At 375x740 in French, through a game's positions (the person's turn after greedy play),
    the status's two lines hold the whole prompt (nothing hidden below them: the French ones were
    longer) and each seat box shows its four counts whole (« Marqueur Suite 2 », « Joker
    visible » no longer ran past the box's edge)."""
    import table_driver as T

    page.set_viewport_size({"width": 375, "height": 740})
    boot(page, "index.html?lang=fr")
    seen = set()
    for plies in range(0, 40, 4):
        record = T.greedy_record("lepidoptery", {}, plies, seed=5)
        record["players"][0].pop("name", None)  # « vous », in the page's language
        T.open_record(page, record, f"fr-phone-{plies}")
        status = page.locator(".play > .status")
        expect(status).to_contain_text("vous", timeout=d.STEP_MS)
        text = status.inner_text()
        seen.update(k for k, words in (("lead", "Vous entamez"), ("beat", "Battez")) if words in text)
        assert status.evaluate("e => e.scrollHeight <= e.clientHeight + 1"), f"after {plies} plies the status is cut: {text!r}"
        cut = page.eval_on_selector_all(".seat dl", "dls => dls.map(e => [e.scrollWidth, e.clientWidth, e.innerText])")
        assert all(w <= cw + 1 for w, cw, _ in cut), f"after {plies} plies a seat box is cut: {cut}"
        stats = page.eval_on_selector_all(".seat dl > *", """els => els.map(e => { const b = e.getBoundingClientRect(),
            s = e.closest('.seat').getBoundingClientRect(); return [e.innerText, b.right <= s.right + 0.5]; })""")
        assert all(inside for _, inside in stats), f"after {plies} plies a count runs past its box: {stats}"
    assert {"lead", "beat"} <= seen, seen
