"""Tally: a tiny N-player game with hidden hands, teams and turns of two steps, written only
to test the game-agnostic core (it is not in the registry and never reaches the browser).

2-5 players; each holds 3 secret cards from a deck of 1..9 (x2). A turn is two decisions:
``play <v>`` (add a card from your hand to the shared counter), then ``end`` or, once per
turn, ``again <v>`` (a second card, only when the first was 1-3). The player who brings the
counter to 21 or more wins, with their team (option ``teams``: ``solo``, or ``pairs``:
seats 0, 2, 4 against 1, 3). If every hand is empty first, the game is a draw.
Option ``open``: hands are public (perfect information) for tests of search strength.
"""

from vivarium.core import hidden
from vivarium.core import rng as rnglib
from vivarium.core.protocol import Game, Option, outcome_dict

TARGET = 21
DECK = [v for v in range(1, 10) for _ in range(2)]


class Tally(Game):
    id = "tally"
    name = "Tally"
    seat_names = ("North", "East", "South", "West", "Centre")
    perfect_information = False
    options = [
        Option("players", "Players", [(2, "2"), (3, "3"), (4, "4"), (5, "5")], 3),
        Option("teams", "Teams", [("solo", "Everyone alone"), ("pairs", "Even seats against odd seats")], "solo"),
    ]

    def first_state(self, options, seed):
        n = options["players"]
        rng = rnglib.seed_state(seed)
        cards, rng = rnglib.shuffled(rng, DECK)
        hands = [sorted(cards[3 * i: 3 * i + 3]) for i in range(n)]
        return {"n": n, "teams": options["teams"], "hands": hands, "counter": 0, "turn": 0, "turn_no": 0,
                "step": "play", "played": [], "winner": None, "over": False, "rng": rng}

    def seat_count(self, state):
        return state["n"]

    def teams(self, state):
        n = state["n"]
        if state["teams"] == "pairs":
            return [list(range(0, n, 2)), list(range(1, n, 2))]
        return [[s] for s in range(n)]

    def turn_index(self, state):
        return state["turn_no"]

    def legal_actions(self, state):
        if state["over"]:
            return []
        hand = state["hands"][state["turn"]]
        if state["step"] == "play":
            return [f"play {v}" for v in sorted(set(hand))]
        out = ["end"]
        if len(state["played"]) == 1 and state["played"][0] <= 3:
            out += [f"again {v}" for v in sorted(set(hand))]
        return out

    def next_state(self, state, action):
        new = dict(state, hands=[list(h) for h in state["hands"]], played=list(state["played"]))
        seat = state["turn"]
        if action == "end":
            return self._next_turn(new)
        value = int(action.split()[1])
        new["hands"][seat].remove(value)
        new["counter"] += value
        new["played"].append(value)
        if new["counter"] >= TARGET:
            new["over"], new["winner"] = True, seat
            return new
        if not any(new["hands"]):
            new["over"] = True
            return new
        new["step"] = "after"
        return new

    def _next_turn(self, new):
        n = new["n"]
        nxt = (new["turn"] + 1) % n
        while not new["hands"][nxt]:
            nxt = (nxt + 1) % n
        new.update(turn=nxt, turn_no=new["turn_no"] + 1, step="play", played=[])
        return new

    def outcome(self, state):
        if not state["over"]:
            return None
        n = state["n"]
        scores = [0] * n
        if state["winner"] is None:
            return outcome_dict("draw", [], "Every card was played without reaching 21.", scores, [])
        team = next(t for t in self.teams(state) if state["winner"] in t)
        for s in team:
            scores[s] = 1
        ranking = list(team) + [s for s in range(n) if s not in team]
        return outcome_dict("win", team, f"{self.seat_names[state['winner']]} reached {TARGET}.", scores,
                            [{"label": "Counter", "values": [state["counter"]] * n}], ranking)

    def describe(self, state, action):
        return f"{self.seat_names[state['turn']]}: {action}"

    public_keys = ("n", "teams", "counter", "turn", "turn_no", "step", "played", "winner", "over")
    seat_keys = {"hands": "hand"}

    def public_facts(self, state, seat):
        return {"seat": seat, "hand_sizes": [len(h) for h in state["hands"]]}

    def determinize(self, view, rng_state):
        state = {k: v for k, v in view.items() if k not in ("seat", "hand", "hand_sizes")}
        state["played"] = list(view["played"])
        seat = view["seat"]
        own = view["hand"] or []
        # every card not in our hand may be in another hand or out of play (played cards are
        # not tracked by value in the view: only the counter is)
        pool = hidden.remaining(DECK, own)
        sizes = [0 if s == seat else size for s, size in enumerate(view["hand_sizes"])]
        piles, rng_state = hidden.deal(pool, sizes + [len(pool) - sum(sizes)], rng_state)
        state["hands"] = [list(own) if s == seat else sorted(piles[s]) for s in range(len(sizes))]
        state["rng"] = rnglib.next_u64(rng_state)[1]
        return state

    def evaluate(self, state, seat):
        if state["over"]:
            return super().evaluate(state, seat)
        return 0.0


class OpenTally(Tally):
    """Tally with every hand face up (perfect information), for search tests."""

    id = "open-tally"
    perfect_information = True

    public_keys = Tally.public_keys + ("hands",)
    seat_keys = {}

    def public_facts(self, state, seat):
        return {}

    def determinize(self, view, rng_state):
        state = dict(view, hands=[list(h) for h in view["hands"]], played=list(view["played"]))
        state["rng"] = rnglib.next_u64(rng_state)[1]
        return state
