"""Papillon against the conformance kit (core/conformance.py): purity, JSON round trips,
legality, replay, view(determinize(view)) == view, the log in hidden twins and the secret
canary, for every player count, round option and teams option."""

import pytest

from vivarium.core.conformance import check_game
from vivarium.games import GAMES

CASES = [(n, r, t) for n in (2, 3, 4, 5) for r in ("blue", "orange", "full")
         for t in (("solo", "two_vs_one") if n == 3 else ("solo",))]


@pytest.mark.parametrize("players,round_,teams", CASES)
def test_papillon_conforms(players, round_, teams):
    assert check_game(GAMES["papillon"], {"players": players, "round": round_, "teams": teams}) > 50
