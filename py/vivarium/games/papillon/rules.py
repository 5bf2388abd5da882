"""Papillon rules (shared/rules/papillon.md), pure Python: the frame of a game around its rounds.

Two to five players, two rounds: blue (:mod:`.blue`: capture cards with equal values, sums and
sign arithmetic) and orange (:mod:`.orange`: shed your hand onto sequences). Each round answers
the round protocol of :mod:`.rounds`; the frame, :class:`Papillon`, holds what both share (the
setup and its dice, the sides, the partners and direction choices, moving from one round to
the next, the outcome) and hands every other question to the round in play,
``ROUNDS[state["round"]]``.

**Sides.** ``state["sides"]`` lists the sides (a team or a lone player) as lists of seats, and
``state["side_of"][seat]`` gives a seat's side; ``teams(state)`` returns the sides. A side has
one capture pile (``state["piles"][side]``) and one score; ``state["taken"][seat]`` counts the
cards that entered the pile through that seat (so a side's pile size is the sum over its
members). 2 players: individuals. 3 players: individuals, or (option ``teams``) two against
one, the dice winner picking a partner. 4 players: seats 0 + 2 against 1 + 3, partners
opposite. 5 players: the dice winner picks two partners; the team of three sits at places 1,
3, 5. ``state["order"]`` lists the seats in their places around the table (clockwise);
``state["direction"]`` is +1 (clockwise) or -1. Sides, order and direction are shared by both
rounds.

**Setup.** ``setup`` rolls the dice (each player both dice; ``state["dice"]``); in a game that
begins with the blue round, ties for the highest re-roll among the tied. Then the dice winner
(the orange round's: the lowest roller) decides: the partner(s) when the table has teams to
form, then the direction (not at two players, where it changes nothing). Choosing the
direction deals the cards.

**Rounds.** Option ``round``: "full" (blue then orange), "blue" or "orange".
``state["rounds"]`` is the plan and ``state["round"]`` the round in play. A round ends by
writing its score under ``state["results"][round]``; the frame then begins the next round (its
starter chooses the direction again) or ends the game. A full game's score is blue − orange per
side, highest wins (``state["results"]["game"]``).

**Actions** of the frame (one decision each; ``legal_actions`` lists exactly the legal ones):
``partner S`` (3 players, two against one) / ``partners S1 S2`` (5 players, S1 < S2);
``direction clockwise`` / ``direction anticlockwise``. The rounds' own: see :mod:`.blue` and
:mod:`.orange`.

**State** (the frame's keys): ``game``, ``n``, ``mode``, ``round``, ``rounds``, ``dice``
(``rolls`` per seat, ``high_rerolls`` [[[seat, d1, d2], ...], ...], ``high``; the orange
round adds ``low``, ``low_rerolls``), ``starter`` (starts every deal of the round and chooses
its direction), ``sides`` / ``side_of`` (None until the partners are chosen), ``order``,
``direction`` (None before it is chosen), ``phase`` ("partners", "direction", "play",
"over"), ``turn``, ``turn_no``, ``hands`` (secret: each seat sees its own as ``hand``),
``results``, ``over``, ``rng``; the rounds' keys are described in their modules.
"""

from ...core import rng as rnglib
from ...core.protocol import Game, Option, reveal
from ...core.toolkit import copy_json, copy_state
from ...i18n import Word, msg
from . import captures as cap
from .blue import BLUE
from .blue_text import action_info  # noqa: F401 (re-exported: the interface and tests read it here)
from .cards import ORANGE_IDS, blue_deck
from .common import DEALS, SEAT_NAMES, roll_off, roll_two, seat_msg, side_name  # noqa: F401 (DEALS re-exported)
from .orange import ORANGE

ROUNDS = {"blue": BLUE, "orange": ORANGE}


class Papillon(Game):
    id = "papillon"
    name = "Papillon"
    play_time = Word("papillon.play_time")  # the home card's estimate of one game
    blurb = Word("papillon.blurb")
    seat_names = SEAT_NAMES
    perfect_information = False
    mark_thresholds = (("blunder", 0.12), ("mistake", 0.08), ("inaccuracy", 0.04))  # docs/marks-calibration.md
    private_information = True
    options = [
        Option("players", msg("papillon.opt.players"),
               [(2, msg("papillon.opt.players.2")), (3, msg("papillon.opt.players.3")),
                (4, msg("papillon.opt.players.4")), (5, msg("papillon.opt.players.5"))], 4),
        Option("teams", msg("papillon.opt.teams"), [("solo", msg("papillon.opt.teams.solo")),
                                                    ("two_vs_one", msg("papillon.opt.teams.two_vs_one"))],
               "solo", only_with={"players": [3]}),
        Option("round", msg("papillon.opt.round"), [("full", msg("papillon.opt.round.full")),
                                                    ("blue", msg("papillon.opt.round.blue")),
                                                    ("orange", msg("papillon.opt.round.orange"))], "full"),
    ]
    # Search budgets measured with scripts/tournament.py (docs/tournament-papillon.md): about
    # 1,250 iterations a second in CPython, so Hard's 400 take ~0.3 s there and well under a
    # second in the browser (the wall-clock caps hold either way).
    bot_levels = {
        "normal": {"iterations": 120, "seconds": 0.4},
        "hard": {"iterations": 400, "seconds": 1.0},
        "expert": {"iterations": 1200, "seconds": 3.0},
    }

    # ---- information: what every seat sees -------------------------------------------------------
    # Everything but the hands, the decks and the rng is public: the table, the capture piles
    # (every blue capture happens in view), the layout of the orange round, dice, sides,
    # direction, scores, and the public facts of discards and stuck hands. The blue round's
    # keys stay (emptied) in the orange round.
    public_keys = (
        # the frame
        "game", "n", "mode", "round", "rounds", "dice", "starter", "sides", "side_of", "order", "direction",
        "phase", "turn", "turn_no", "results", "over",
        # the blue round (see .blue)
        "table", "piles", "taken", "deal_no", "last_capture", "no_capture", "chat", "last",
        # the orange round (see .orange)
        "plate", "seqs", "signs", "centre", "played", "drew", "passes", "cat", "deal_points", "deals", "carnage",
        "apocalypse", "events", "no_play",
    )
    seat_keys = {"hands": "hand"}

    # ---- setup -----------------------------------------------------------------------------
    def first_state(self, options, seed):
        n = options["players"]
        rng = rnglib.seed_state(seed)
        rolls = []
        for _ in range(n):
            dice, rng = roll_two(rng)
            rolls.append(dice)
        rounds = ["blue", "orange"] if options["round"] == "full" else [options["round"]]
        if rounds[0] == "blue":
            high, rerolls, rng = roll_off(rng, {s: rolls[s] for s in range(n)}, range(n), high=True)
        else:
            high, rerolls = None, []  # an orange-only game: the lowest roller decides (orange.begin)
        if n == 2:
            mode = "solo"
        elif n == 3:
            mode = options["teams"]
        elif n == 4:
            mode = "pairs"
        else:
            mode = "two_vs_three"
        state = {
            "game": self.id,
            "n": n,
            "round": rounds[0],
            "rounds": rounds,
            "mode": mode,
            "dice": {"rolls": rolls, "high_rerolls": rerolls, "high": high},
            "starter": high,  # starts the blue round (every deal) and chooses the direction
            "sides": None,
            "side_of": None,
            "order": list(range(n)),
            "direction": None,
            "phase": None,
            "turn": high,
            "turn_no": 0,
            "deck": blue_deck(),
            "table": [],
            "hands": [[] for _ in range(n)],
            "piles": None,
            "taken": [0] * n,
            "deal_no": 0,
            "last_capture": None,
            "no_capture": [],  # this deal's discards: see .blue_inference
            "chat": None,
            "last": None,
            "results": {},
            "over": False,
            "rng": rng,
        }
        if "orange" in rounds:
            state["odeck"] = list(ORANGE_IDS)  # the orange deck, in its box until its round
        self._round(state).begin(state)
        if mode == "solo":
            self._set_sides(state, [[s] for s in range(n)])
        elif mode == "pairs":
            # [decision] at four players the teams are the seats across (0 + 2 against 1 + 3),
            # fixed on the new-game form: the contract names no one to choose them
            self._set_sides(state, [[0, 2], [1, 3]])
        self._start_round(state)
        return state

    def _round(self, state):
        """The round in play: every question but the frame's goes to it."""
        return ROUNDS[state["round"]]

    def _set_sides(self, state, sides):
        n = state["n"]
        side_of: list = [None] * n
        for i, side in enumerate(sides):
            for s in side:
                side_of[s] = i
        state["sides"] = [list(side) for side in sides]
        state["side_of"] = side_of
        state["piles"] = [[] for _ in sides]

    def _start_round(self, state):
        """The round's first decisions: the partners (once, before the first round), then the
        direction; at two players the round is dealt at once."""
        if state["sides"] is None:
            state["phase"] = "partners"
        elif state["n"] == 2:
            # [decision] at two players the direction changes nothing: it is not asked (a
            # second round keeps the one the first ended with)
            if state["direction"] is None:
                state["direction"] = 1
            self._round(state).deal(state)
            state["phase"] = "play"
        else:
            state["phase"] = "direction"

    def _close_round(self, state):
        """The round in play has written its score: begin the next round, or end the game."""
        rounds = state["rounds"]
        i = rounds.index(state["round"])
        if i + 1 < len(rounds):
            state["round"] = rounds[i + 1]
            self._round(state).begin(state)
            self._start_round(state)
            return
        results = state["results"]
        if "blue" in results and "orange" in results:
            # a full game: blue − orange per side
            blue, orange = results["blue"]["totals"], results["orange"]["side_totals"]
            state["results"] = dict(results, game={"blue": list(blue), "orange": orange,
                                                    "totals": [b - o for b, o in zip(blue, orange)]})
        state["over"] = True
        state["phase"] = "over"

    def seat_count(self, state):
        return state["n"]

    def teams(self, state):
        if state["sides"] is None:
            return [[s] for s in range(state["n"])]
        return [list(side) for side in state["sides"]]

    def turn_index(self, state):
        return state["turn_no"]

    def side_name(self, state, side):
        """"Azure", "Azure & Peacock", "Azure, Peacock & Admiral" (a message)."""
        return side_name(state, side)

    # ---- legality ----------------------------------------------------------------------------
    def partner_choices(self, state):
        n, w = state["n"], state["starter"]
        others = [s for s in range(n) if s != w]
        if n == 3:
            return [f"partner {s}" for s in others]
        return [f"partners {a} {b}" for i, a in enumerate(others) for b in others[i + 1:]]

    def captures(self, state, seat=None):
        """``[(action, played, taken)]``: every take, sum and combination of ``seat`` (the blue
        round's captures; default: the seat to play)."""
        seat = state["turn"] if seat is None else seat
        return cap.cached_captures(state["hands"][seat], state["table"])

    def legal_actions(self, state):
        if state["over"]:
            return []
        phase = state["phase"]
        if phase == "partners":
            return self.partner_choices(state)
        if phase == "direction":
            return ["direction clockwise", "direction anticlockwise"]
        return self._round(state).legal(state)

    def explain_illegal(self, state, action):
        if state["over"]:
            return msg("papillon.why.over")
        if not isinstance(action, str):
            return msg("papillon.why.not_str")
        if state["phase"] == "partners":
            key = "papillon.why.partner" if state["n"] == 3 else "papillon.why.partners"
            return msg(key, who=seat_msg(state["turn"]))
        return self._round(state).explain(state, action)

    def reveals(self, state, action):
        """Undo stops at a deal and at any dice roll (both draw randomness), at a new round, and
        at whatever the round says shows hidden cards (the orange round's draws)."""
        after = self.next_state(state, action)
        if (after["deal_no"] != state["deal_no"] or after["rng"] != state["rng"]
                or after["round"] != state["round"]):
            return True
        return self._round(state).reveals(state, after)

    # ---- transitions --------------------------------------------------------------------------
    def next_state(self, state, action):
        seat = state["turn"]
        if state["phase"] == "partners":
            new = copy_state(state)  # the sides, the piles and the order are replaced whole
            words = action.split()
            chosen = sorted(int(w) for w in words[1:])
            w = state["starter"]
            team = [w] + chosen
            rest = [s for s in range(state["n"]) if s not in team]
            if state["n"] == 5:
                # the team of three at places 1, 3 and 5 (the dice winner at place 1);
                # [decision] the partners take places 3 and 5 and the other two places 2 and
                # 4, each pair in seat order (one choice, not a seating plan, is asked)
                new["order"] = [w, rest[0], chosen[0], rest[1], chosen[1]]
            self._set_sides(new, [sorted(team), rest])
            new["phase"] = "direction"
            new["last"] = {"seat": seat, "kind": words[0], "chosen": chosen}
            return new
        rnd = self._round(state)
        new = rnd.copy(state)
        if state["phase"] == "direction":
            new["direction"] = 1 if action == "direction clockwise" else -1
            new["last"] = {"seat": seat, "kind": "direction", "direction": new["direction"]}
            new["turn_no"] = state["turn_no"] + 1  # the choices before the deal are one turn, play the next
            rnd.deal(new)
            new["phase"] = "play"
        else:
            rnd.play(new, state, action)
        if rnd.id in new["results"] and rnd.id not in state["results"]:
            self._close_round(new)
        return new

    # ---- results ------------------------------------------------------------------------------
    def outcome(self, state):
        """The outcome of the round that ended the game (the last of ``state["rounds"]``; the
        orange round's covers the full game's blue − orange score)."""
        if not state["over"]:
            return None
        return self._round(state).outcome(state)

    # ---- log ----------------------------------------------------------------------------------
    def describe(self, state, action):
        after = self.next_state(state, action)
        if state["phase"] == "partners":
            chosen = sorted(int(w) for w in action.split()[1:])
            key = "papillon.log.partners" if len(chosen) > 1 else "papillon.log.partner"
            text = msg(key, who=seat_msg(state["turn"]), chosen=msg("list.all", items=[seat_msg(s) for s in chosen]))
            phrases = []
        else:
            text, phrases = self._round(state).describe(state, action, after)
        if after["round"] != state["round"]:
            phrases = phrases + self._round(after).opening(after)
        for phrase in phrases:
            text = msg("papillon.log.then", text=text, more=phrase)
        return msg("papillon.end.stop", text=text)

    # ---- information ---------------------------------------------------------------------------
    def public_facts(self, state, seat):
        """``seat``, and what the round in play shows of the hidden cards (sizes of hands and
        piles; in the orange round, the backs of the cards in hand)."""
        return {"seat": seat, **self._round(state).public_facts(state, seat)}

    def review_view(self, state):
        """The review of a finished game: a spectator's view with every hand face up."""
        out = self.view(state, None)
        out["all_hands"] = reveal(state["hands"])
        return out

    def determinize(self, view, rng_state):
        """A full state consistent with ``view``: its public parts, and the cards the seat
        cannot see dealt by the round in play (see its ``determinize``)."""
        state = {key: copy_json(view[key]) for key in self.public_keys if key in view}
        return self._round(view).determinize(view, state, rng_state)

    # ---- reasons -------------------------------------------------------------------------------
    def reasons(self, view, seat, action):
        """Why ``seat`` might play ``action``, from its view alone (see :mod:`.reasons`)."""
        from .reasons import reasons

        return reasons(view, seat, action)

    # ---- bots -----------------------------------------------------------------------------------
    def search_scale(self, view):
        """The round's (the orange round gets more iterations: see ``OrangeRound``)."""
        return self._round(view).search_scale

    def heuristic(self, state, seat):
        if state["sides"] is None:
            return 0.0
        return self._round(state).heuristic(state, seat)

    def rollout_action(self, state, rng):
        """The round's playout policy (captures first in the blue round, a quick Greedy in the
        orange one)."""
        return self._round(state).rollout(state, self.legal_actions(state), rng)
