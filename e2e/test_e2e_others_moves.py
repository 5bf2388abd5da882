"""The others' moves, seen (issue 38 item 1), on a 375 x 740 phone: a computer's capture in
Papillon stays beside the table with the card that made it, a bar at the bottom of the screen
says what the computer did and replays it on the board, and Hexapod's opponent case opens over
the page while one's own stays where it is."""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect

import papillon_driver as P
import table_driver as T
from vivarium.games import GAMES

PHONE = {"width": 375, "height": 740}


def _box(page: Page, selector: str) -> dict:
    return page.locator(selector).first.evaluate("e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; }")


def test_a_computers_capture_is_seen_said_in_the_bar_and_replayed_on_a_phone(shared_page: Page):
    page = shared_page
    page.set_viewport_size(PHONE)
    T.open_record(page, P.record(7, ["human", "bot:easy"]), save_id="seen-pap")
    for _ in range(12):  # the person plays until the computer's answer is a capture
        expect(page.locator('.pap-hand [data-ui], .pap-hand [data-action]').first).to_be_visible(timeout=T.STEP_MS)
        game, state, record = T.engine_state(page)
        last = state.get("last") or {}
        if last.get("seat") == 1 and last.get("kind") in ("take", "sum", "combine") and state["turn"] == 0:
            break
        action, _ = P.choose(state, {"sum"})
        P.click_action(page, state, action)
        page.wait_for_function("n => JSON.parse(localStorage.getItem('vivarium.v1.save.seen-pap')).actions.length > n",
                               arg=len(record["actions"]) + 1, timeout=T.STEP_MS)
    else:
        raise AssertionError("the computer never captured in 12 turns")
    # the cards it took and the card that took them, beside the table, on the first screen
    group = page.locator(".pap-last")
    expect(group).to_be_visible()
    shown = {int(c) for c in group.locator("[data-card]").evaluate_all("els => els.map(e => e.dataset.card)")}
    assert shown == set(last["taken"]) | set(last["played"])
    box = _box(page, ".pap-last")
    assert box["y"] + box["h"] <= PHONE["height"], "the capture is below the fold"
    # the bar at the bottom of the screen says it, and replays it
    bar = page.locator(".news")
    expect(bar).to_be_visible()
    logged = page.locator(".log .log-turns > li").first.locator("li.step").last.text_content().strip()
    expect(bar).to_contain_text(logged[:30])
    bar_box = _box(page, ".news")
    assert abs(bar_box["y"] + bar_box["h"] - PHONE["height"]) <= 1  # fixed at the bottom
    page.locator('.news [data-cmd="replay"]').click()
    expect(page.locator("[data-replay]")).to_be_visible(timeout=T.STEP_MS)
    assert page.locator(".board-wrap [data-action]").count() == 0  # nothing to play on a replayed position
    expect(page.locator("[data-replay]")).to_have_count(0, timeout=T.STEP_MS)  # it ends by itself
    expect(page.locator(".board-wrap [data-action], .board-wrap [data-ui]").first).to_be_visible()
    expect(page.locator(".pap-last")).to_be_visible()  # back at the table as it is


def test_hexapods_opponent_case_opens_over_the_page_and_ones_own_stays_put_on_a_phone(shared_page: Page):
    page = shared_page
    page.set_viewport_size(PHONE)
    rec = T.late_record("hexapod", GAMES["hexapod"].normalize_options({}), [{"kind": "human"}, {"kind": "bot", "level": "easy"}], left=30)
    T.open_record(page, rec, save_id="seen-hx")
    expect(page.locator('.hx-table [data-action]').first).to_be_attached(timeout=T.STEP_MS)  # the person's turn
    theirs = page.locator("#hx-theirs")
    expect(theirs).to_be_hidden()  # below one's own case no more: behind a button
    mine = _box(page, ".hx-mine .hx-case")
    page.locator(".hx-peek").click()
    expect(theirs).to_be_visible()
    expect(theirs.locator(".hx-case")).to_be_in_viewport()
    assert _box(page, ".hx-mine .hx-case") == mine  # one's own case has not moved
    theirs.locator(".hx-peek-close").click()
    expect(theirs).to_be_hidden()
    page.set_viewport_size({"width": 1280, "height": 800})  # wider: both cases in the page
    expect(theirs).to_be_visible()
    expect(page.locator(".hx-peek")).to_be_hidden()


WATCH_ANIMATIONS = """() => {
  if (window.__moves) return;
  window.__moves = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    const r = this.getBoundingClientRect();
    window.__moves.push({ghost: this.classList.contains('motion-ghost'), key: this.getAttribute('data-key'),
      hidden: this.getAttribute('aria-hidden'), inert: this.hasAttribute('inert'),
      hooks: [this, ...this.querySelectorAll('*')].flatMap(n => [...n.attributes].map(a => a.name)).filter(n => n.startsWith('data-')),
      inRiver: !!document.querySelector('.arc-river') && (() => { const b = document.querySelector('.arc-river').getBoundingClientRect();
        return r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1; })(),
      delay: (options && options.delay) || 0, t: performance.now(),
      grown: JSON.stringify(frames).includes('scale(1.08)'), first: JSON.stringify(frames[0]),
      x: r.left, y: r.top});
    return animate.call(this, frames, options);
  };
}"""


def test_a_card_a_computer_takes_into_its_hidden_hand_lifts_away_before_the_river_closes_up(shared_page: Page):
    """Arctic, 1280 x 800: the River card a computer takes went straight into its hidden hand
    and its neighbours slid over the gap at once. Now a copy of it (a ghost: inert, hidden from
    screen readers, no hook a test or a click could take for the card) lifts and fades where it
    was, and the River closes up only after that."""
    page = shared_page
    page.evaluate(WATCH_ANIMATIONS)
    page.evaluate("localStorage.setItem('vivarium.v1.pref.pace', 'normal')")
    game = GAMES["arctic"]
    rec = T.late_record("arctic", game.normalize_options({"players": 2}), [{"kind": "bot", "level": "easy"}, {"kind": "human"}], left=40)
    T.store_record(page, rec, "seen-arc", current=True)
    page.evaluate("localStorage.setItem('vivarium.v1.pref.pace', 'normal')")
    page.goto("index.html#/game/seen-arc")
    page.wait_for_function("window.__moves.some(m => m.ghost)", timeout=T.STEP_MS)
    page.wait_for_timeout(900)  # the move has played out
    moves = page.evaluate("window.__moves")
    ghost = next(m for m in moves if m.get("ghost"))
    assert ghost["inRiver"] and ghost["hidden"] == "true" and ghost["inert"] and ghost["hooks"] == []
    same_move = [m for m in moves if not m.get("ghost") and m["key"] and 0 <= m["t"] - ghost["t"] < 50]
    assert same_move, "nothing in the River moved after the card was taken"
    assert all(m["delay"] >= 400 for m in same_move), "a card slid under the leaving one"
    expect(page.locator(".motion-ghost")).to_have_count(0)  # gone once it has faded


def test_a_new_hand_is_dealt_card_after_card_without_cards_growing_over_each_other(shared_page: Page):
    """Papillon, a new deal: the six new hand cards dropped in all at once, each grown by 8 %
    over its neighbour for half a second. Now they come one after the other, at their size."""
    page = shared_page
    page.evaluate(WATCH_ANIMATIONS)
    page.evaluate("window.__moves.length = 0")
    game = GAMES["papillon"]

    def last_cards(state):  # the person's last card of a deal that is not the last one
        return (state["phase"] == "play" and state["turn"] == 0 and [len(h) for h in state["hands"]] == [1, 1]
                and len(state["deck"]) >= 12)

    rec = T.late_record("papillon", {"players": 2, "round": "blue"}, [{"kind": "human"}, {"kind": "bot", "level": "easy"}],
                        left=200, until=last_cards)
    T.open_record(page, rec, save_id="seen-deal")
    _, state, _ = T.engine_state(page)
    assert last_cards(state), "the record does not stop at the deal's last cards"
    page.evaluate("window.__moves.length = 0")
    P.click_action(page, state, game.legal_actions(state)[0])
    page.wait_for_function("JSON.parse(localStorage.getItem('vivarium.v1.save.seen-deal')).actions.length >= %d" % (len(rec["actions"]) + 2),
                           timeout=T.STEP_MS)
    expect(page.locator(".pap-hand [data-card]")).to_have_count(len(game.view(T.engine_state(page)[1], 0)["hand"]), timeout=T.STEP_MS)
    page.wait_for_timeout(800)
    dealt = page.evaluate("""() => window.__moves.filter(m => m.key && m.key.startsWith('card-')
        && document.querySelector('.pap-hand [data-key="' + m.key + '"]') && m.delay !== undefined)""")
    hand = [m for m in dealt if m["key"] in set(page.locator(".pap-hand [data-key]").evaluate_all("els => els.map(e => e.dataset.key)"))]
    assert len(hand) >= 4, hand
    delays = [m["delay"] for m in hand]
    assert delays == sorted(delays) and len(set(delays)) == len(delays), f"not one after the other: {delays}"
    assert not any(m.get("grown") for m in hand), "a card grew over its neighbour"


def test_the_cards_a_computer_plays_from_its_hidden_hand_come_from_its_seat_box(shared_page: Page):
    """Lepidoptery, 1280 x 800: another player's play used to turn over in the play area, from
    nowhere; now its cards slide there from that player's box (whose hand they left)."""
    page = shared_page
    page.evaluate(WATCH_ANIMATIONS)
    game = GAMES["lepidoptery"]
    rec = T.late_record("lepidoptery", {}, [{"kind": "bot", "level": "easy"}, {"kind": "human"}], left=30,
                        until=lambda s: game.actor(s) == 0 and any(a != "pass" for a in game.legal_actions(s)))
    page.evaluate("window.__moves.length = 0")
    T.open_record(page, rec, save_id="seen-lep")
    page.wait_for_function("window.__moves.some(m => m.key && m.key.startsWith('play-'))", timeout=T.STEP_MS)
    seat = _box(page, '.seats [data-seat="0"]')
    played = [m for m in page.evaluate("window.__moves") if m["key"] and m["key"].startswith("play-")]
    for m in played:
        dx, dy = (float(v) for v in re.search(r"translate\((-?[\d.]+)px, (-?[\d.]+)px\)", m["first"]).groups())
        x, y = m["x"] + dx, m["y"] + dy  # where it starts from
        assert seat["x"] - 2 <= x <= seat["x"] + seat["w"] and seat["y"] - 2 <= y <= seat["y"] + seat["h"], (m, seat)
