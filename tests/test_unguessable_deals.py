"""Hidden cards that stay hidden (issue 35, item 1): a seat cannot find the deal by search.

Before, a new game's seed was 31 bits and the generator SplitMix64: from the first view a seat
received (its own hand, the face-up cards) every seed could be tried offline, and the one that
gave that view told every hand and every future draw. New games now take 128 bits from the
system's cryptographic source and draw from generator 2, a keyed BLAKE2b (core/rng.py;
docs/architecture.md "Hidden cards" says why it cannot be inverted from what a seat sees).

The search here is the attack itself, run small: it finds a generator-1 deal among 4,096 seeds
(the control, so the test can fail), and finds nothing for a generator-2 deal, whether the
seeds are tried as generator-1 seeds or as generator-2 seeds that differ from the real one in
their low bits only.
"""

import json
import random

import pytest

from vivarium.core import rng as rnglib
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui.shell import Shell

HIDDEN = [g for g in GAMES.values() if g.has_private_information() or not g.perfect_information]
SEARCH = 1 << 12


def first_view(game, seed, seat=0):
    return game.view(game.setup(game.normalize_options({}), seed), seat)


def search(game, target, candidates):
    """The candidates whose deal gives ``target`` as seat 0's first view."""
    return [s for s in candidates if first_view(game, s) == target]


def test_new_seeds_carry_128_random_bits():
    seeds = [rnglib.new_seed() for _ in range(400)]
    assert len(set(seeds)) == 400
    assert all(1 << 128 <= s < 1 << 129 and rnglib.generator_of(s) == 2 for s in seeds)
    for bit in range(128):  # every one of the 128 bits varies (each set in 30–70 % of seeds)
        share = sum(s >> bit & 1 for s in seeds) / len(seeds)
        assert 0.3 < share < 0.7, (bit, share)


def test_the_app_deals_new_games_from_generator_2():
    shell = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES)  # no rng given: as in the browser
    seeds = set()
    for game_id in GAMES:
        shell.command(f"new {game_id}")
        shell.command("start", {})
        seed = shell.session.record["seed"]
        assert rnglib.generator_of(seed) == 2 and seed >= 1 << 128
        seeds.add(seed)
        state_rng = shell.session.states[0]["rng"]
        assert isinstance(state_rng, str) and state_rng.startswith("k2:")
        text = json.dumps([first_view(shell.session.game, seed, s) for s in range(len(shell.session.players))])
        assert "k2:" not in text and str(seed) not in text  # no view carries the key or the seed
    assert len(seeds) == len(GAMES)


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_a_seat_finds_a_generator_1_deal_by_search_but_not_a_generator_2_deal(game):
    rng = random.Random(35)
    old_seed = rng.randrange(SEARCH)  # a 12-bit seed stands for the old 31 bits, searched in full
    found = search(game, first_view(game, old_seed), range(SEARCH))
    # the attack works on generator 1 (the control): the true seed, among a handful that the
    # next views tell apart, and with it every hand and every future draw
    assert old_seed in found and len(found) <= 8, found

    new_seed = rnglib.new_seed(rng)
    target = first_view(game, new_seed)
    assert search(game, target, range(SEARCH)) == []  # not a generator-1 seed
    high = new_seed >> 12 << 12
    near = [high | low for low in range(SEARCH) if high | low != new_seed]
    assert search(game, target, near) == []  # nor a seed that differs in its low bits only
    # whereas the very seed gives the view: the search compares what it should
    assert search(game, target, [new_seed]) == [new_seed]


def test_generator_2_draws_pass_a_plain_uniformity_check():
    state = rnglib.seed_state(rnglib.new_seed(random.Random(7)))
    counts = [0] * 16
    for _ in range(16_000):
        value, state = rnglib.next_u64(state)
        counts[value >> 60] += 1
    assert all(850 < c < 1150 for c in counts), counts
