"""A clock the test moves, for the computer's timed search (``vivarium.core.bots.clock``).

A search's time cap is the product's deadline: tests run it on this clock, not on the machine's
speed, so a loaded machine cannot make them fail. Every read of the clock counts as a little
work (``tick`` seconds); ``pause`` is time that passes outside the search (the page painting).
"""

import pytest

from vivarium.core import bots


class SearchClock:
    def __init__(self, tick: float = 0.0005):
        self.now = 0.0
        self.tick = tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now

    def pause(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def search_clock(monkeypatch):
    clock = SearchClock()
    monkeypatch.setattr(bots, "clock", clock)
    return clock
