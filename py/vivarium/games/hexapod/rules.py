"""Hexapod rules (shared/rules/hexapod.md), pure Python.

Two players, Light (seat 0) and Dark (seat 1), each build a 6 x 6 display case from three
shared face-up stacks. A card is 2 x 2 cells; it is placed at whole-cell offsets, never
rotated; only the top layer scores.

This module is the game: setup, legality, transitions, what each seat may know and the bots'
evaluation. The cards, the case's cells and positions are in :mod:`.cards`, where a card may
go in :mod:`.placement`, scoring and the outcome in :mod:`.scoring`, the log lines in
:mod:`.log`.

Notation
--------
- Cells: columns ``a``-``f`` from the left, rows ``1``-``6`` from the top (``a1`` = top-left).
- A **position** is the cell under the card's top-left corner: ``a1``-``e5`` (25 positions).
- Stacks are numbered ``1``-``3``.
- Hand cards are ``A`` (the card held from before) and ``B`` (the card just drawn).

Actions:

- ``"draw 2"``: take the top card of stack 2 into hand (the opening picks are draws too);
- ``"place A c4"`` / ``"place B c4"``: put hand card A or B in the case at position c4
  (only right after a draw: the other card stays in hand);
- ``"coin 1 3"``: spend a coin to move the top card of stack 1 onto stack 3;
- ``"end"``: after a coin, end the turn without drawing;
- ``"pass"``: leave the game for good (in a final turn: decline it).

A turn is one or more actions: ``draw s`` + ``place``; or ``coin s t`` then either
``draw s`` + ``place`` or ``end``; or ``pass``.

Hidden information: the order of the cards under each stack's top. A card that was seen as a
top and was then covered by a coin stays known (everyone saw it go under), so each stack is
an unknown bottom part plus a known top part (``state["known"][i]`` cards).
"""

from ...core import hidden
from ...core import rng as rnglib
from ...core.protocol import Game, reveal
from ...core.toolkit import choose_first, copy_state, first_player_option
from ...i18n import Word, msg
from . import log, scoring
from .cards import (
    ALL_CARDS,
    BLUE,
    CARD_TABLE,
    CELL_NAMES,
    DUNG,
    EMPTY,
    GOLD,
    GREEN,
    MOTH_L,
    POS_INDEX,
    POS_NAMES,
    RED,
    SEAT_NAMES,
    SIZE,
    SPIDER,
    STACKS,
    STAG_L,
    START_COINS,
    drawable,
    placed_grid,
)
from .placement import placement_options, placement_problem
from .scoring import COIN_POINTS, case_points, placement_effect  # noqa: F401 (placement_effect: also imported from here by e2e)

FUTURE_TURN_POINTS = 3.0  # bots: what a turn still to come is worth, roughly
HAND_WEIGHT = 0.5  # bots: the share of the hand card's best placement counted before it is played


class Hexapod(Game):
    id = "hexapod"
    name = "Hexapod"
    play_time = Word("hexapod.play_time")  # the home card's estimate of one game
    blurb = Word("hexapod.blurb")
    seat_names = SEAT_NAMES
    perfect_information = False  # the order of the stacks is hidden…
    mark_thresholds = (("blunder", 0.16), ("mistake", 0.09), ("inaccuracy", 0.05))  # docs/marks-calibration.md
    private_information = False  # …from both players alike; hands are face-up knowledge
    options = [
        first_player_option(SEAT_NAMES, game_id="hexapod"),
    ]
    # A turn is a draw then one of up to 50 placements. The search opens placements a few at
    # a time, best first (progressive widening over ``order_actions``: gain now plus
    # openness), with a low exploration constant, and its playouts play like a quick Greedy
    # for six actions (three turns of a draw and a placement) before the evaluation: long
    # enough to see how a placement serves the next card drawn. Against Greedy at 1,000
    # iterations (docs/tournament-hexapod.md): the old playouts (2 actions, placements by
    # random probing) won 68 % of 200 games; in 40-game pilots greedy playouts of 2 won 75 %,
    # of 4 won 89-90 %, of 6 with widening 92.5 % (without it 76 %).
    bot_levels = {
        "normal": {"iterations": 300, "seconds": 0.4, "exploration": 0.15, "rollout_depth": 6, "widening": 2},
        "hard": {"iterations": 1000, "seconds": 1.0, "exploration": 0.15, "rollout_depth": 6, "widening": 2},
        "expert": {"iterations": 3000, "seconds": 3.0, "exploration": 0.15, "rollout_depth": 6, "widening": 2},
    }

    # ---- setup --------------------------------------------------------------------------------
    def first_state(self, options, seed):
        rng = rnglib.seed_state(seed)
        first, rng = choose_first(options, SEAT_NAMES, rng)
        deck, rng = rnglib.shuffled(rng, list(range(len(CARD_TABLE))))
        nine, rng = rnglib.shuffled(rng, deck[:8] + [SPIDER])
        rest = deck[8:]
        # stacks are listed bottom -> top: three of the nine at the bottom, eleven above
        stacks = [nine[3 * i:3 * i + 3] + rest[11 * i:11 * i + 11] for i in range(STACKS)]
        return {
            "game": self.id,
            "first": first,
            "turn": first,
            "phase": "pick",
            "picks": 0,
            "stacks": stacks,
            "known": [1, 1, 1],
            "hands": [[], []],
            "grids": [[EMPTY] * (SIZE * SIZE), [EMPTY] * (SIZE * SIZE)],
            "placed": [[], []],  # [card, position] in the order played
            "coins": [START_COINS, START_COINS],
            "passed": [False, False],
            "ending": None,  # the seat whose turn revealed the Spider
            "final": False,  # the current turn is the opponent's final turn
            "turn_no": 0,
            "plies": 0,
            "last": None,
            "over": False,
            "rng": rng,
        }

    # ---- legality -----------------------------------------------------------------------------
    def turn_index(self, state):
        return state["turn_no"]

    def can_draw_and_play(self, state, seat, s):
        """Whether ``seat`` may take stack ``s``'s top: there is one, and then one of the
        two hand cards has a legal position."""
        stack = state["stacks"][s]
        if not drawable(stack):
            return False
        grid = state["grids"][seat]
        first = not state["placed"][seat]
        if first:
            return True
        for card in state["hands"][seat] + [stack[-1]]:
            if placement_options(grid, card, False):
                return True
        return False

    def legal_actions(self, state):
        if state["over"]:
            return []
        seat = state["turn"]
        phase = state["phase"]
        stacks = state["stacks"]
        if phase == "pick":
            picks = [f"draw {s + 1}" for s in range(STACKS) if drawable(stacks[s])]
            return picks or ["pass"]
        if phase == "place":
            grid = state["grids"][seat]
            first = not state["placed"][seat]
            out = []
            for h, card in enumerate(state["hands"][seat]):
                letter = "AB"[h]
                for p, _gain in placement_options(grid, card, first):
                    out.append(f"place {letter} {POS_NAMES[p]}")
            return out
        out = [f"draw {s + 1}" for s in range(STACKS) if self.can_draw_and_play(state, seat, s)]
        if phase == "start":
            if state["coins"][seat] > 0:
                for s in range(STACKS):
                    if drawable(stacks[s]):
                        out.extend(f"coin {s + 1} {t + 1}" for t in range(STACKS) if t != s)
            out.append("pass")
        else:  # "coined"
            out.append("end")
        return out

    def explain_illegal(self, state, action):
        if state["over"]:
            return msg("hexapod.illegal.over")
        if not isinstance(action, str):
            return msg("hexapod.illegal.not_a_move")
        parts = action.split()
        seat = state["turn"]
        phase = state["phase"]
        stacks = state["stacks"]
        kind = parts[0] if parts else ""

        def stack_no(text):
            return int(text) - 1 if text in ("1", "2", "3") else None

        if kind == "draw" and len(parts) == 2 and stack_no(parts[1]) is not None:
            s = stack_no(parts[1])
            if phase == "place":
                return msg("hexapod.illegal.drawn_already")
            if not stacks[s]:
                return msg("hexapod.illegal.stack_empty", stack=s + 1)
            if stacks[s][-1] == SPIDER:
                return msg("hexapod.illegal.spider_on_top", stack=s + 1)
            return msg("hexapod.illegal.no_fit", stack=s + 1)
        if kind == "place" and len(parts) == 3 and parts[1] in ("A", "B"):
            if phase != "place":
                return msg("hexapod.draw_first")
            h = "AB".index(parts[1])
            hand = state["hands"][seat]
            if h >= len(hand):
                return msg("hexapod.illegal.no_card_b")
            if parts[2] not in POS_INDEX:
                if parts[2] in CELL_NAMES:
                    return msg("hexapod.illegal.inside")
                return msg("hexapod.illegal.no_position", pos=parts[2])
            why = placement_problem(state["grids"][seat], hand[h], POS_INDEX[parts[2]], not state["placed"][seat])
            if why:
                return msg("hexapod.illegal.placement", pos=parts[2], why=why)
            return msg("hexapod.illegal.not_now", action=action)
        if kind == "coin" and len(parts) == 3 and stack_no(parts[1]) is not None and stack_no(parts[2]) is not None:
            s, t = stack_no(parts[1]), stack_no(parts[2])
            if phase != "start":
                return msg("hexapod.illegal.coin_when")
            if state["coins"][seat] <= 0:
                return msg("hexapod.illegal.no_coins")
            if s == t:
                return msg("hexapod.illegal.coin_same")
            if not stacks[s]:
                return msg("hexapod.illegal.coin_empty", stack=s + 1)
            if stacks[s][-1] == SPIDER:
                return msg("hexapod.illegal.coin_spider")
        if kind == "end" and len(parts) == 1:
            return msg("hexapod.illegal.end")
        if kind == "pass" and len(parts) == 1:
            return msg("hexapod.illegal.pass_when") if phase != "pick" else msg("hexapod.illegal.pass_pick")
        if phase == "pick":
            return msg("hexapod.illegal.pick")
        return msg("hexapod.illegal.unknown", action=action)

    def reveals(self, state, action):
        """A draw or a coin that turns up a card nobody has seen (undo stops there)."""
        parts = action.split()
        if parts[0] not in ("draw", "coin"):
            return False
        s = int(parts[1]) - 1
        return len(state["stacks"][s]) > 1 and state["known"][s] == 1

    # ---- transitions ----------------------------------------------------------------------------
    def _copy(self, state):
        """A copy to change for one action: new stacks and hands, counts and flags; the cases
        and the record of placements are replaced whole when they change."""
        return copy_state(state, lists=("known", "coins", "passed"), nested=("stacks", "hands"))

    def _take(self, new, s):
        stack = new["stacks"][s]
        card = stack.pop()
        new["known"][s] -= 1
        revealed = False
        if stack and new["known"][s] == 0:
            new["known"][s] = 1
            revealed = True
        return card, revealed

    def _end_turn(self, new, seat):
        other = 1 - seat
        if new["ending"] is not None:
            if new["final"] or new["passed"][other]:
                self._finish(new)
                return
            new["final"] = True
            new["turn"] = other
        elif new["passed"][other]:
            new["turn"] = seat
        else:
            new["turn"] = other
        new["phase"] = "start"
        new["turn_no"] = new["turn_no"] + 1

    def _finish(self, new):
        new["over"] = True
        new["phase"] = "over"

    def next_state(self, state, action):
        seat = state["turn"]
        new = self._copy(state)
        new["plies"] = state["plies"] + 1
        parts = action.split()
        kind = parts[0]
        if kind == "draw":
            s = int(parts[1]) - 1
            card, revealed = self._take(new, s)
            new["hands"][seat].append(card)
            new["last"] = {"seat": seat, "kind": "draw", "stack": s, "card": card, "revealed": revealed}
            self._spider_check(new, seat, s)
            if state["phase"] == "pick":
                new["picks"] = state["picks"] + 1
                new["turn_no"] = state["turn_no"] + 1
                if new["picks"] >= 2:
                    new["turn"] = state["first"]
                    new["phase"] = "start"
                else:
                    new["turn"] = 1 - seat
            else:
                new["phase"] = "place"
            return new
        if kind == "place":
            h = "AB".index(parts[1])
            p = POS_INDEX[parts[2]]
            hand = new["hands"][seat]
            card = hand.pop(h)
            grids = list(state["grids"])
            grids[seat] = placed_grid(state["grids"][seat], card, p)
            new["grids"] = grids
            placed = list(state["placed"])
            placed[seat] = placed[seat] + [[card, parts[2]]]
            new["placed"] = placed
            new["last"] = {"seat": seat, "kind": "place", "card": card, "pos": parts[2]}
            self._end_turn(new, seat)
            return new
        if kind == "coin":
            s, t = int(parts[1]) - 1, int(parts[2]) - 1
            new["coins"][seat] -= 1
            card, revealed = self._take(new, s)
            new["stacks"][t].append(card)
            new["known"][t] += 1
            new["last"] = {"seat": seat, "kind": "coin", "stack": s, "to": t, "card": card, "revealed": revealed}
            self._spider_check(new, seat, s)
            new["phase"] = "coined"
            return new
        if kind == "end":
            new["last"] = {"seat": seat, "kind": "end"}
            self._end_turn(new, seat)
            return new
        # pass
        new["passed"][seat] = True
        new["last"] = {"seat": seat, "kind": "pass", "final": state["final"]}
        if state["phase"] == "pick":  # cannot happen with 14-card stacks; kept total
            new["picks"] = state["picks"] + 1
            new["turn"] = 1 - seat if new["picks"] < 2 else state["first"]
            new["phase"] = "pick" if new["picks"] < 2 else "start"
            new["passed"][seat] = False
            return new
        if state["ending"] is not None or state["passed"][1 - seat]:
            self._finish(new)
            return new
        new["turn"] = 1 - seat
        new["phase"] = "start"
        new["turn_no"] = state["turn_no"] + 1
        return new

    def _spider_check(self, new, seat, s):
        stack = new["stacks"][s]
        if stack and stack[-1] == SPIDER and new["ending"] is None:
            new["ending"] = seat
            new["last"]["spider"] = True

    # ---- results --------------------------------------------------------------------------------
    def outcome(self, state):
        return scoring.outcome(state) if state["over"] else None

    # ---- log --------------------------------------------------------------------------------------
    def describe(self, state, action):
        return log.describe(state, action, self.next_state(state, action))

    # ---- information -----------------------------------------------------------------------------
    # Everything is public (hands too) but the stacks and the rng: :meth:`public_facts` shows
    # the known top part of each stack.
    public_keys = ("game", "first", "turn", "phase", "picks", "known", "hands", "grids", "placed", "coins",
                   "passed", "ending", "final", "turn_no", "plies", "last", "over")

    def public_facts(self, state, seat):
        """The known top part of each stack (usually just the top card; cards moved onto it by
        a coin stay known) and how many unknown cards lie beneath it; the viewer's seat."""
        return {
            "stacks": [reveal(st[len(st) - k:]) if k else [] for st, k in zip(state["stacks"], state["known"])],
            "hidden": [len(st) - k for st, k in zip(state["stacks"], state["known"])],
            "seat": seat,
        }

    def determinize(self, view, rng_state):
        """A full state agreeing with ``view``: the unseen cards are dealt into the unknown
        parts of the stacks; the Spider, if unseen, into one of the bottom three places of a
        stack's unknown part (every such place equally likely)."""
        # shallow: transitions never mutate their input, so the view's lists may be shared
        state = {k: v for k, v in view.items() if k not in ("stacks", "hidden", "seat")}
        seen = [view["hands"][0], view["hands"][1]] + [[c for c, _ in pl] for pl in view["placed"]] + list(view["stacks"])
        pool = hidden.remaining(ALL_CARDS, *seen)
        sizes = list(view["hidden"])
        spider_at = None
        if SPIDER in pool:
            pool.remove(SPIDER)
            slots = [(i, j) for i in range(STACKS) for j in range(min(3, sizes[i]))]
            k, rng_state = rnglib.randbelow(rng_state, len(slots))
            spider_at = slots[k]
            sizes[spider_at[0]] -= 1
        piles, rng_state = hidden.deal(pool, sizes, rng_state)
        if spider_at is not None:
            piles[spider_at[0]].insert(spider_at[1], SPIDER)
        state["stacks"] = [piles[i] + list(view["stacks"][i]) for i in range(STACKS)]
        state["rng"] = rnglib.next_u64(rng_state)[1]
        return state

    # ---- advice -------------------------------------------------------------------------
    def reasons(self, view, seat, action):
        """Why ``seat`` might play ``action``, from its view (:mod:`.reasons`)."""
        from .reasons import reasons
        return reasons(self, view, seat, action)

    # ---- bots -----------------------------------------------------------------------------------
    def heuristic(self, state, seat):
        """Score difference, plus what each player can still expect: the best placement of a
        pending draw and of the card kept in hand, a few points for each turn still to come
        (which is what a pass gives up), and how open the case is to later cards (kinds on
        show to match; Dung blocks)."""
        cached = self._eval_cache
        if cached[0] is state:
            value = cached[1]
        else:
            value = self._values(state)
            self._eval_cache = (state, value)
        diff = value[seat] - value[1 - seat]
        return max(-0.95, min(0.95, diff / 40.0))

    _eval_cache: tuple = (None, None)  # (the state last valued, its values)

    def _values(self, state):
        turn = state["turn"]
        cards = max(0, sum(len(s) for s in state["stacks"]) - 2)  # the Spider and what lies under it
        value = [0.0, 0.0]
        for s in (0, 1):
            grid = state["grids"][s]
            total = case_points(grid) + COIN_POINTS * state["coins"][s]
            turns: float
            if state["passed"][s]:
                turns = 0
            elif state["ending"] is not None:
                turns = 1 if (s != turn and not state["final"]) else 0
            else:
                turns = min(6.0, cards / (1 if state["passed"][1 - s] else 2))
            first = not state["placed"][s]
            if s == turn and state["phase"] == "place":
                # the pending placement: its best gain (the card kept in hand is not counted)
                total += 0.6 * openness(grid) + max(0, best_gain(grid, state["hands"][s], first))
            elif turns or s == turn:
                total += 0.6 * openness(grid) + HAND_WEIGHT * max(0, best_gain(grid, state["hands"][s], first))
            value[s] = total + FUTURE_TURN_POINTS * turns
        return value

    def rollout_action(self, state, rng):
        """Playouts play like a quick Greedy: the placement that gains most now, and (four
        times in five) the draw whose top gives the best placement; coins and passes at
        random when there is nothing to draw."""
        phase = state["phase"]
        seat = state["turn"]
        grid = state["grids"][seat]
        first = not state["placed"][seat]
        hand = state["hands"][seat]
        if phase == "place":
            # the placement that gains most now (ties broken at random)
            best, best_gain_ = [], None
            for h, card in enumerate(hand):
                for p, gain in placement_options(grid, card, first):
                    if best_gain_ is None or gain > best_gain_:
                        best, best_gain_ = [(h, p)], gain
                    elif gain == best_gain_:
                        best.append((h, p))
            h, p = best[rng.randrange(len(best))] if len(best) > 1 else best[0]
            return f"place {'AB'[h]} {POS_NAMES[p]}"
        actions = self.legal_actions(state)
        draws = [a for a in actions if a.startswith("draw")]
        if draws:
            if len(draws) == 1 or rng.random() < 0.2:
                return draws[rng.randrange(len(draws))]
            # the stack whose top (with the hand card) gives the best placement
            stacks = state["stacks"]
            best, best_gain_ = [], None
            for a in draws:
                gain = best_gain(grid, hand + [stacks[int(a[5:]) - 1][-1]], first)
                if best_gain_ is None or gain > best_gain_:
                    best, best_gain_ = [a], gain
                elif gain == best_gain_:
                    best.append(a)
            return best[rng.randrange(len(best))] if len(best) > 1 else best[0]
        if phase == "coined":
            return "end"
        coins = [a for a in actions if a.startswith("coin")]
        if coins and rng.random() < 0.5:
            return coins[rng.randrange(len(coins))]
        return "pass"

    def order_actions(self, state, actions):
        """Placements by the points they gain now plus how open they leave the case (the
        search's progressive widening tries the best first); other choices: no order."""
        if state["phase"] != "place":
            return None
        seat = state["turn"]
        grid = state["grids"][seat]
        first = not state["placed"][seat]
        hand = state["hands"][seat]
        ranked: list = []
        for h, card in enumerate(hand):
            letter = "AB"[h]
            for p, gain in placement_options(grid, card, first):
                ranked.append((-(gain + 0.6 * openness(placed_grid(grid, card, p))), len(ranked), f"place {letter} {POS_NAMES[p]}"))
        ranked.sort()
        return [a for _v, _k, a in ranked]


def openness(grid):
    """How open a case is to further cards: one point per kind on show that a later card may
    match (Dung counts against: it blocks its cell), plus a little for empty room."""
    kinds = set(grid)
    score = 0.0
    for k in (BLUE, GREEN, GOLD, RED, STAG_L, MOTH_L):
        if k in kinds:
            score += 1.0
    dung = grid.count(DUNG)
    empty = grid.count(EMPTY)
    return score - 0.5 * dung + 0.1 * empty


def best_gain(grid, hand, first):
    """The most points one of the ``hand`` cards adds in one placement (None if none fits)."""
    best = None
    for card in hand:
        for _p, gain in placement_options(grid, card, first):
            if best is None or gain > best:
                best = gain
    return best if best is not None else 0
