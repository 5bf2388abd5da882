"""Play whole games between bots (tests, tournaments)."""

import random

from .fairness import decide
from .records import new_record


def play_match(game, options, seed, bots, max_plies=1000, bot_seed=None):
    """Play one game; ``bots[seat]`` chooses for that seat from its own view.

    Returns ``(record, final_state)``. A game stopped at ``max_plies`` has no outcome.
    """
    rng = random.Random(seed if bot_seed is None else bot_seed)
    players = [{"kind": "bot", "name": getattr(b, "label", "bot")} for b in bots]
    record = new_record(game, options, seed, players)
    state = game.setup(record["options"], seed)
    plies = 0
    while plies < max_plies and game.outcome(state) is None:
        seat = game.actor(state)
        action = decide(game, state, seat, bots[seat], rng.getrandbits(64))
        state = game.apply(state, action)
        record["actions"].append(action)
        plies += 1
    return record, state
