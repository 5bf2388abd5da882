"""axe-core over many deals (issue 41, item 6): what a table shows depends on the deal (which
cards, which colours, how many players, how far the game is), so one scene per game is not
enough. For each game, 20 deals (seeds, player counts and depths drawn from a fixed random
source, reproducible) at 1280x800 and 375x740, in English and in French: no serious or
critical violation, every rule on (WCAG 2.x A/AA and best practices, axe_driver.run). Each
deal is scanned at both sizes, once in each language (English at one size, French at the
other), so each size meets every deal and both languages.

One booted page per game; each deal is a saved record opened at the person's turn.
"""
from __future__ import annotations

import random

import axe_driver as X
import pytest
import table_driver as T
from playwright.sync_api import expect

from vivarium.core.protocol import BadOptions
from vivarium.games import GAMES, checks

DEALS = 20
SIZES = ((1280, 800), (375, 740))


def deals(game_id):
    """``[(options, seed, plies)]``: the game's scene options with its player counts varied."""
    rng = random.Random(f"axe-deals-{game_id}")
    options, plies = checks(game_id).scene
    counts = [n for n in range(2, 6) if _valid(game_id, {**options, "players": n})]
    out = []
    for _ in range(DEALS):
        deal = dict(options)
        if counts:
            deal["players"] = rng.choice(counts)
        out.append((deal, rng.randrange(1, 10_000), rng.randrange(0, 3 * plies + 1)))
    return out


def _valid(game_id, options):
    try:
        GAMES[game_id].normalize_options(options)
        return True
    except BadOptions:
        return False


def reachable(game_id, options, plies, seed):
    """The record of that deal at the person's turn after ``plies`` or fewer (a deal whose game
    ends sooner: half as far, and so on)."""
    while True:
        try:
            return T.greedy_record(game_id, options, plies, seed=seed)
        except AssertionError:
            if plies == 0:
                raise
            plies //= 2


def set_language(page, lang):
    page.locator('select[data-pref="lang"]').select_option(lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_serious_violation_over_twenty_deals_at_both_sizes_in_both_languages(shared_page, game_id):
    page = shared_page
    T.reduce_motion(page)  # each deal drawn at rest at once (axe scans what stays on the screen)
    bad = []
    try:
        for lang in ("en", "fr"):
            set_language(page, lang)
            for i, (options, seed, plies) in enumerate(deals(game_id)):
                record = reachable(game_id, options, plies, seed)
                width, height = SIZES[i % 2] if lang == "en" else SIZES[(i + 1) % 2]
                page.set_viewport_size({"width": width, "height": height})
                T.open_record(page, record, f"deal-{game_id}-{i}")
                page.wait_for_function("() => document.body.dataset.bot !== 'thinking'", timeout=T.BOT_MS)
                T.settle(page)
                found = X.run(page)
                if found:
                    bad.append(f"{lang} {width}x{height} deal {i} ({options}, seed {seed}, {plies} plies):\n  "
                               + "\n  ".join(X.lines(found)))
    finally:
        set_language(page, "en")
    assert not bad, "\n".join(bad)
