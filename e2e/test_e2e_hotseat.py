"""Two people at one device play a whole game of Small Pond by clicking squares."""
from __future__ import annotations

import re

from playwright.sync_api import expect

import pond_driver as d
from pond_driver import page_problems  # noqa: F401  (autouse: no page errors / console errors)
from vivarium.i18n import say


def offered(page):
    """What the board offers right now: squares to place on, pieces to pick."""
    return page.evaluate(
        """() => ({
             places: [...document.querySelectorAll('.pond-board [data-action^="place "]')].map(e => e.dataset.sq).sort(),
             picks: [...document.querySelectorAll('.pond-board [data-ui^="pick "]')].map(e => e.dataset.sq).sort(),
             other: [...document.querySelectorAll('.pond-board [data-action]:not([data-action^="place "])')].length,
           })"""
    )


def engine_offer(state):
    legal = d.POND.legal_actions(state)
    return {
        "places": sorted(a.split()[1] for a in legal if a.startswith("place")),
        "picks": sorted({a.split()[1] for a in legal if a.startswith("move")}),
        "other": 0,
    }


def test_hot_seat_game_to_a_win(page, offsite, boot):
    actions, final, outcome = d.short_decisive_game()
    states = d.replay(actions)
    winner = d.POND.seat_names[outcome["winners"][0]]

    boot(page)
    d.start_game(page, "human", "human", "small", "light")
    expect(page.locator(".play-head h2")).to_contain_text("Small Pond 4×4")
    expect(page.locator(".status")).to_have_text(re.compile(r"^Light \(Player 1\) to play\."))
    expect(page.locator(".log li")).to_have_text(["No moves yet."])
    assert d.stat(page, 0, "in-spawn") == "11" and d.stat(page, 1, "in-spawn") == "11"
    assert d.stat(page, 0, "scored") == "0 / 7"
    expect(page.locator('[data-cmd="undo"]')).to_be_disabled()

    for i, action in enumerate(actions):
        state = states[i]
        seat = d.POND.actor(state)
        # the board offers exactly the legal actions: no other square is clickable
        assert offered(page) == engine_offer(state), f"before ply {i + 1}"
        expect(page.locator(".seat.to-act")).to_have_attribute("data-seat", str(seat))
        if i == 1:
            # clicking a square that is not offered (Light's Egg, while Dark is to play) changes
            # nothing but says why
            occupied = actions[0].split()[1]
            before = (d.board(page), d.log_lines(page), page.locator(".status").inner_text())
            d.square(page, occupied).click()
            assert (d.board(page), d.log_lines(page), page.locator(".status").inner_text()) == before
            expect(page.locator(".play > .error")).to_have_text(f"The piece on {occupied} is Light's: you move only your own colour.")
        if action.startswith("move") and i < 12:
            # picking a piece and then clicking a square it cannot reach keeps the piece chosen and
            # says why (issue 38: a slip costs nothing); a click on the piece again cancels
            frm = action.split()[1]
            d.square(page, frm).click()
            expect(d.square(page, frm)).to_have_class(re.compile(r"\bselected\b"))
            reachable = {a.split()[2] for a in d.POND.legal_actions(state) if a.startswith(f"move {frm} ")}
            dests = page.eval_on_selector_all('.pond-board [data-action^="move "]', "els => els.map(e => e.dataset.sq)")
            assert set(dests) == reachable
            movers = set(engine_offer(state)["picks"])
            unreachable = next(sq for sq in d.engine_board(state) if sq not in movers and sq not in reachable)
            d.square(page, unreachable).click()
            expect(d.square(page, frm)).to_have_class(re.compile(r"\bselected\b"))
            expect(page.locator(".play > .error")).not_to_be_empty()
            d.square(page, frm).click()
            expect(page.locator(".pond-board .selected")).to_have_count(0)
            assert len(d.log_lines(page)) == i
        d.click_action(page, action)
        assert d.board(page) == d.engine_board(states[i + 1]), f"after ply {i + 1}: {action}"

    # one log line per action, in the engine's words
    assert d.log_lines(page) == [say(d.POND.describe(states[i], a)) for i, a in enumerate(actions)]

    modal = page.locator('.result-panel[data-dialog="end"]')
    expect(modal).to_be_visible()
    expect(modal.locator("#result-title")).to_have_text(f"{winner} wins!")
    expect(modal.locator(".reason")).to_have_text(say(outcome["reason"]))
    rows = modal.locator(".breakdown tbody tr")
    expect(rows).to_have_count(len(outcome["breakdown"]))
    for k, row in enumerate(outcome["breakdown"]):
        expect(rows.nth(k).locator("th")).to_have_text(say(row["label"]))
        expect(rows.nth(k).locator("td")).to_have_text([str(v) for v in row["values"]])
    expect(modal.locator("button")).to_have_text(["Rematch", "New game", "Review", "Share link", "Hide", "Home"])
    expect(modal.locator("button").first).to_be_focused()  # keyboard users land in the result panel
    # once the game is over Undo stays in its place, unavailable, the reason as its title (issue 38)
    expect(page.locator('.toolbar [data-cmd="undo"]')).to_be_disabled()
    expect(page.locator(".pond-board")).to_be_in_viewport()  # the docked panel leaves the board in view

    # the seat cards agree with the engine
    for seat in (0, 1):
        assert d.stat(page, seat, "scored") == f"{final['scored'][seat]} / 7"
        assert d.stat(page, seat, "in-spawn") == str(final["spawn"][seat])
    expect(page.locator(f'.seat[data-seat="{outcome["winners"][0]}"]')).to_have_class(re.compile(r"\bwinner\b"))

    # "Hide": the panel goes, the final position stays, nothing is playable
    modal.get_by_role("button", name="Hide").click()
    expect(modal).to_have_count(0)
    expect(page.locator(".status")).to_contain_text(f"Game over: {winner} (Player {outcome['winners'][0] + 1}) wins.")
    assert d.board(page) == d.engine_board(final)
    assert offered(page) == {"places": [], "picks": [], "other": 0}
    expect(page.locator(".over-bar")).to_be_visible()
    page.locator('.over-bar [data-cmd="show-result"]').click()
    expect(modal).to_be_visible()

    # the finished game is in the saved list with its result
    modal.get_by_role("button", name="Home").click()
    save = page.locator(".save-list .save")
    expect(save).to_have_count(1)
    expect(save).to_contain_text(f"Finished · {winner} won")
    finished_id = save.get_attribute("data-save")

    # resuming it shows the final position; Rematch starts a fresh game with the same setup
    save.get_by_role("button", name="Resume").click()
    assert d.board(page) == d.engine_board(final)
    page.locator('.over-bar [data-cmd="rematch"]').click()
    expect(page.locator(".log li")).to_have_text(["No moves yet."])
    expect(page.locator(".play-head h2")).to_contain_text("Small Pond 4×4")
    expect(page.locator(".status")).to_have_text(re.compile(r"^Light \(Player 1\) to play\."))  # first player kept
    assert d.stat(page, 0, "in-spawn") == "11" and d.stat(page, 1, "scored") == "0 / 7"
    assert page.locator(".pond-board [data-action]").count() == 16
    assert d.storage_items(page)[d.CURRENT_KEY] != finished_id
    page.locator('[data-cmd="home"]').click()
    expect(save).to_have_count(2)  # the finished game is kept next to the new one
    assert offsite == []


def test_best_of_three_round_break(page, boot):
    """A best-of-3 match: the end of round 1 gets its own dialog, and round 2 starts with the other player."""
    actions, _, outcome = d.short_decisive_game()  # round 1 plays out exactly like a single game
    winner = d.POND.seat_names[outcome["winners"][0]]
    boot(page)
    d.start_game(page, "human", "human", "small", "light", best_of=3)
    expect(page.locator(".play-head h2")).to_contain_text("round 1 of best-of-3")
    for a in actions:
        d.click_action(page, a)

    modal = page.locator('.modal[data-dialog="round"]')
    expect(modal).to_be_visible()
    expect(modal.locator("#modal-title")).to_have_text(f"Round 1: {winner} wins")
    expect(modal.locator(".reason")).to_have_text(say(outcome["reason"]))
    expect(modal).to_contain_text("Scored: Light {}, Dark {}.".format(*outcome["scores"]))
    expect(modal.locator("svg")).to_be_visible()  # the round's final position
    assert modal.locator("[data-action], [data-ui]").count() == 0  # ... which is not playable
    start = modal.get_by_role("button", name="Start round 2")
    expect(start).to_be_focused()
    start.click()

    expect(modal).to_have_count(0)
    expect(page.locator(".play-head h2")).to_contain_text("round 2 of best-of-3")
    expect(page.locator(".status")).to_have_text(re.compile(r"^Dark \(Player 2\) to play\."))  # first player alternates
    seat = outcome["winners"][0]
    assert d.stat(page, seat, "rounds") == "1" and d.stat(page, 1 - seat, "rounds") == "0"
    assert d.stat(page, 0, "in-spawn") == "11" and d.stat(page, 0, "scored") == "0 / 7"
    assert d.board(page) == {}
    assert page.locator(".pond-board [data-action]").count() == 16
    assert d.log_lines(page)[-1].endswith(f"Round 1 ends: {outcome['reason']}")
