"""Arctic rules (shared/rules/arctic.md), pure Python. Two to four players.

This module is the game: setup, legality, transitions and what each seat may know. The
components (cards ``0..119``, animals, the Landscape) are in :mod:`.cards`, the power cards in
:mod:`.powers`, what happens by itself between decisions in :mod:`.turns`, scoring and the
bots' estimate in :mod:`.scoring`, the log lines in :mod:`.log`.

A turn is several decisions by the same seat, each one action string:

- ``prepare`` step (only with Puffin or Moose B held at the start of the turn):
  ``swap <hand card> <river card>`` (Puffin A), ``takeback`` (Puffin B), ``moose +1`` /
  ``moose -1`` (Moose B: placement value), then ``ready``;
- ``place`` step: ``place <card>``; for the last card with the Fox power held since the start
  of the turn, ``place <card> down`` (Fox A: face down under the visible card) or
  ``place <card> bottom`` (Fox B); a shortfall is drawn into the Penalty pile automatically;
- ``move`` step: ``move left`` / ``move right`` (the main token's direction, asked only when
  both are possible); ``walrus left`` / ``walrus right`` / ``walrus stay`` (Walrus held);
- ``draw`` step: ``draw <n>`` (Moose A: how many to draw), then ``take <river card>``,
  ``take deck`` (Orca B), ``take penalty <card>`` (Polar Bear A), one card at a time;
- ``discard <card>`` down to seven cards; ``give <seat>`` / ``give none`` (Polar Bear B).

The power card, forced token moves, penalty draws, River refills and the end of the game
happen by themselves after the decision that leads to them. The Landscape is numbered
``0..5`` from the card worth 0 (left) to the card worth 15 (right). Personal piles list
cards bottom to top; a face-down Fox A card is stored as ``-1 - card`` (``None`` in the view
of another seat).
"""

from ...core import hidden
from ...core import rng as rnglib
from ...core.protocol import Game, Option, reveal
from ...core.toolkit import copy_state
from ...i18n import Word, msg
from . import log, scoring, turns
from .cards import (  # noqa: F401 (DRAW_OF, PLACE_OF, is_down: also imported from here by tests and e2e)
    ANIMAL_IDS,
    ANIMAL_OF,
    COMPANION_OF,
    DRAW_OF,
    FOX,
    ORCA,
    PLACE_OF,
    RIVER_SIZE,
    SEAT_NAMES,
    SIDES,
    START_HAND,
    START_TOKEN,
    WALRUS,
    animal_name,
    card_ids,
    card_of,
    is_down,
    token_moves,
    visible_card,
)
from .powers import POWER_TEXT, draw_sources, holds, prepare_options, walrus_targets


class Arctic(Game):
    id = "arctic"
    name = "Arctic"
    play_time = Word("arctic.play_time")  # the home card's estimate of one game
    blurb = Word("arctic.blurb")
    seat_names = SEAT_NAMES
    perfect_information = False
    mark_thresholds = (("blunder", 0.16), ("mistake", 0.09), ("inaccuracy", 0.05))  # docs/marks-calibration.md
    options = [
        Option("players", msg("arctic.opt.players"), [(n, msg("arctic.opt.n_players", n=n)) for n in (2, 3, 4)], 3),
        Option("powers", msg("arctic.opt.powers"), [("random", msg("arctic.opt.powers.random")), ("A", msg("arctic.opt.powers.a")),
                                                    ("B", msg("arctic.opt.powers.b")), ("custom", msg("arctic.opt.powers.custom"))],
               "random"),
    ] + [
        Option(f"power_{ANIMAL_IDS[a]}", msg("arctic.opt.power", animal=animal_name(a)),
               [("A", msg("arctic.opt.side_a")), ("B", msg("arctic.opt.side_b"))], "A",
               help=msg("arctic.opt.power_help", a=POWER_TEXT[(a, "A")], b=POWER_TEXT[(a, "B")]), only_with={"powers": ["custom"]})
        for a in range(6)
    ]
    # Search budgets measured with scripts/tournament.py (docs/tournament-arctic.md): a wider
    # exploration suits this game's small evaluation differences; Hard's 400 iterations take
    # well under a second in the browser.
    bot_levels = {
        "normal": {"iterations": 120, "seconds": 0.4, "exploration": 1.5},
        "hard": {"iterations": 400, "seconds": 1.0, "exploration": 1.5},
        "expert": {"iterations": 2400, "seconds": 3.0, "exploration": 1.5},
    }

    # ---- setup -----------------------------------------------------------------------------
    def first_state(self, options, seed):
        n = options["players"]
        rng = rnglib.seed_state(seed)
        cards, rng = rnglib.shuffled(rng, card_ids(n))
        reserve_size = 5 * (n - 1)
        reserve, cards = cards[:reserve_size], cards[reserve_size:]
        hands = [sorted(cards[START_HAND * i:START_HAND * (i + 1)]) for i in range(n)]
        cards = cards[START_HAND * n:]
        river, draw = cards[:RIVER_SIZE], cards[RIVER_SIZE:]
        totems, rng = rnglib.shuffled(rng, list(range(6)))
        sides = []
        for a in range(6):
            if options["powers"] == "random":
                k, rng = rnglib.randbelow(rng, 2)
                sides.append(SIDES[k])
            elif options["powers"] == "custom":
                sides.append(options[f"power_{ANIMAL_IDS[a]}"])
            else:
                sides.append(options["powers"])
        first, rng = rnglib.randbelow(rng, n)
        state = {
            "game": self.id,
            "n": n,
            "first": first,
            "turn": first,
            "turn_no": 0,
            "hands": hands,
            "piles": [[] for _ in range(n)],
            "penalties": [[] for _ in range(n)],
            "totems": totems[:n],
            "spare_totems": totems[n:],
            "river": river,
            "draw": draw,  # the top card is the last one
            "reserve": reserve,  # None once it has become the draw pile
            "tokens": [START_TOKEN] * 6,
            "sides": sides,
            "holders": [None] * 6,
            "end": None,  # None, "round" (triggered: finish the round) or "last" (last turns)
            "last_turns": 0,  # last turns played
            "over": False,
            "phase": None,
            "t": None,
            "dealt": 0,  # cards taken from the draw pile so far (undo barrier)
            "rng": rng,
        }
        turns.start_turn(state, first)
        turns.advance(state)
        return state

    def seat_count(self, state):
        return state["n"]

    def turn_index(self, state):
        return state["turn_no"]

    # ---- legality ----------------------------------------------------------------------------
    def legal_actions(self, state):
        if state["over"]:
            return []
        seat = state["turn"]
        phase = state["phase"]
        hand = state["hands"][seat]
        t = state["t"]
        out = []
        if phase == "prepare":
            opts = prepare_options(state, seat)
            if "swap" in opts:
                out += [f"swap {h} {r}" for h in hand for r in state["river"]]
            if "takeback" in opts:
                out.append("takeback")
            if "moose" in opts:
                out += ["moose +1", "moose -1"]
            out.append("ready")
            return out
        if phase == "place":
            last = t["placed"] + 1 >= t["total"] or len(hand) == 1
            fox = FOX in t["held"] and last
            fox_a = fox and state["sides"][FOX] == "A" and visible_card(state, seat) is not None
            fox_b = fox and state["sides"][FOX] == "B"
            for c in hand:
                out.append(f"place {c}")
                if fox_a:
                    out.append(f"place {c} down")
                if fox_b:
                    out.append(f"place {c} bottom")
            return out
        if phase == "move":
            card = visible_card(state, seat)
            return [f"move {d}" for d in token_moves(state["tokens"], ANIMAL_OF[card], COMPANION_OF[card])]
        if phase == "walrus":
            card = visible_card(state, seat)
            return [f"walrus {d}" for d in walrus_targets(state, card)] + ["walrus stay"]
        if phase == "plan":
            value = t["plan"]
            return [f"draw {v}" for v in sorted({max(0, value - 1), value, value + 1})]
        if phase == "draw":
            sources = draw_sources(state, seat)
            if "river" in sources:
                out += [f"take {c}" for c in state["river"]]
            if "deck" in sources:
                out.append("take deck")
            if "penalty" in sources:
                out += [f"take penalty {c}" for c in sorted(set(state["penalties"][seat]))]
            return out
        if phase == "discard":
            return [f"discard {c}" for c in hand]
        if phase == "give":
            return [f"give {s}" for s in range(state["n"]) if s != seat] + ["give none"]
        return []

    def explain_illegal(self, state, action):
        if state["over"]:
            return msg("arctic.why.over")
        if not isinstance(action, str):
            return msg("arctic.why.not_a_move")
        seat = state["turn"]
        phase = state["phase"]
        words = action.split()
        verb = words[0] if words else ""
        must = msg("arctic.why.must." + (phase if phase in _STEPS else "act"))
        expected = {"prepare": ("swap", "takeback", "moose", "ready"), "place": ("place",), "move": ("move",),
                    "walrus": ("walrus",), "plan": ("draw",), "draw": ("take",), "discard": ("discard",),
                    "give": ("give",)}.get(phase, ())
        if verb not in expected:
            return must
        if verb in ("place", "discard", "swap") and len(words) >= 2:
            card = _int(words[1])
            if card is None or card not in state["hands"][seat]:
                return msg("arctic.why.not_in_hand")
            if verb == "place" and len(words) == 3:
                if FOX not in state["t"]["held"]:
                    return msg("arctic.why.fox_holder")
                if words[2] != ("down" if state["sides"][FOX] == "A" else "bottom"):
                    return msg("arctic.why.fox_side_a" if state["sides"][FOX] == "A" else "arctic.why.fox_side_b")
                return msg("arctic.why.fox_last_a" if state["sides"][FOX] == "A" else "arctic.why.fox_last_b")
            if verb == "swap" and len(words) == 3 and _int(words[2]) not in state["river"]:
                return msg("arctic.why.not_in_river")
        if verb == "take" and len(words) >= 2:
            if words[1] == "deck":
                return msg("arctic.why.deck")
            if words[1] == "penalty":
                return msg("arctic.why.penalty")
            return msg("arctic.why.not_in_river")
        if verb == "move":
            return msg("arctic.why.move")
        return must

    def reveals(self, state, action):
        """Undo stops at any action that takes a card from the draw pile (a refill, a penalty
        draw, Orca B) or hands a Penalty card to another player."""
        after = self.next_state(state, action)
        return after["dealt"] != state["dealt"] or action.startswith("give ") and action != "give none"

    # ---- transitions --------------------------------------------------------------------------
    def _copy(self, state):
        """A copy to change for one action of the seat to act: its own hand, pile and Penalty
        pile are copied, other players' are shared until changed (copy on write: a Penalty
        card given away, or a shortfall in a turn that follows by itself), and so are the
        draw pile and the Reserve (:func:`.turns.draw_from_pile` never changes them in place)."""
        new = copy_state(state, lists=("hands", "piles", "penalties", "river", "tokens", "holders"), dicts=("t",))
        seat = state["turn"]
        for key in ("hands", "piles", "penalties"):
            new[key][seat] = list(state[key][seat])
        return new

    def next_state(self, state, action):
        new = self._copy(state)
        seat = new["turn"]
        t = new["t"]
        hand = new["hands"][seat]
        words = action.split()
        verb = words[0]
        if verb == "swap":
            h, r = int(words[1]), int(words[2])
            hand.remove(h)
            hand.append(r)
            hand.sort()
            river = new["river"]
            river[river.index(r)] = h
            t["swap"] = True
        elif verb == "takeback":
            entry = new["piles"][seat].pop()
            hand.append(card_of(entry))
            hand.sort()
            t["takeback"] = True
        elif verb == "moose" and new["phase"] == "prepare":
            t["moose"] = 1 if words[1] == "+1" else -1
            t["moose_used"] = True
        elif verb == "ready":
            new["phase"] = "place"
        elif verb == "place":
            card = int(words[1])
            hand.remove(card)
            pile = new["piles"][seat]
            if len(words) == 3 and words[2] == "down":
                pile.insert(len(pile) - 1, -1 - card)
            elif len(words) == 3 and words[2] == "bottom":
                pile.insert(0, card)
            else:
                pile.append(card)
            t["placed"] += 1
            t["marks"] = t.get("marks", "") + (words[2][0] if len(words) == 3 else "t")
        elif verb == "move":
            card = visible_card(new, seat)
            m_to, c_to = token_moves(new["tokens"], ANIMAL_OF[card], COMPANION_OF[card])[words[1]]
            turns.move_tokens(new, card, m_to, c_to)
        elif verb == "walrus":
            if words[1] != "stay":
                card = visible_card(new, seat)
                animal = ANIMAL_OF[card] if new["sides"][WALRUS] == "A" else COMPANION_OF[card]
                new["tokens"][animal] += -1 if words[1] == "left" else 1
            turns.to_draw_step(new, seat)
        elif verb == "draw":
            t["plan"] = int(words[1])
            new["phase"] = "draw"
        elif verb == "take":
            if words[1] == "deck":
                card = turns.draw_from_pile(new)
            elif words[1] == "penalty":
                card = int(words[2])
                new["penalties"][seat].remove(card)
            else:
                card = int(words[1])
                new["river"].remove(card)
            hand.append(card)
            hand.sort()
            t["drawn"] += 1
            if holds(new, seat, ORCA, "A"):
                turns.refill_river(new)
        elif verb == "discard":
            card = int(words[1])
            hand.remove(card)
            new["penalties"][seat].append(card)
        elif verb == "give":
            t["given"] = True
            if words[1] != "none":
                card = new["penalties"][seat].pop()
                target = int(words[1])
                new["penalties"][target] = new["penalties"][target] + [card]  # copy on write
        turns.advance(new)
        return new

    # ---- results ------------------------------------------------------------------------------
    def outcome(self, state):
        return scoring.outcome(state) if state["over"] else None

    # ---- log ----------------------------------------------------------------------------------
    def describe(self, state, action):
        return log.describe(state, action, self.next_state(state, action))

    # ---- information ---------------------------------------------------------------------------
    # What every seat sees as it is; each seat sees its own hand, Penalty pile and totem
    # (``hand``, ``penalty``, ``totem``); :meth:`public_facts` adds the rest. Secret: other
    # hands, Penalty piles and totems, the spare totems, the draw pile, the Reserve, the rng,
    # and the face-down Fox cards of the Personal piles.
    public_keys = ("game", "n", "first", "turn", "turn_no", "river", "tokens", "sides", "holders", "end",
                   "last_turns", "over", "phase", "t", "dealt")
    seat_keys = {"hands": "hand", "penalties": "penalty", "totems": "totem"}

    def public_facts(self, state, seat):
        """The sizes of hands, Penalty piles, the draw pile and the Reserve; every Personal pile
        with the face-down Fox cards of other seats as ``None``; at the end of the game
        everything (each pile in full, and ``final``: every hand, totem and Penalty pile)."""
        over = state["over"]
        out = {
            "seat": seat,
            "hand_sizes": [len(h) for h in state["hands"]],
            "penalty_sizes": [len(p) for p in state["penalties"]],
            "draw_size": len(state["draw"]),
            "reserve_size": len(state["reserve"]) if state["reserve"] is not None else None,
            "piles": [reveal(p) if (s == seat or over) else [None if e < 0 else reveal(e) for e in p]
                      for s, p in enumerate(state["piles"])],
        }
        if over:
            out["final"] = self._final(state)
        return out

    @staticmethod
    def _final(state):
        """Every hand, totem and Penalty pile, face up (the end of a game, its review)."""
        return {"hands": reveal(state["hands"]), "totems": reveal(state["totems"]),
                "penalties": reveal(state["penalties"])}

    def review_view(self, state):
        """The review of a finished game: a spectator's view with everything face up (every
        pile in full, and each hand, totem and Penalty pile as at the end of a game)."""
        out = self.view(state, None)
        out["piles"] = reveal(state["piles"])
        out["final"] = self._final(state)
        return out

    def determinize(self, view, rng_state):
        """A full state consistent with ``view``: the cards ``view['seat']`` cannot see (other
        hands, Penalty piles and face-down Fox cards, the draw pile, the Reserve) are dealt at
        random from the cards not accounted for; other totems are drawn from the rest."""
        seat = view["seat"]
        n = view["n"]
        state = {k: v for k, v in view.items() if k not in ("seat", "hand", "hand_sizes", "penalty", "penalty_sizes",
                                                           "totem", "draw_size", "reserve_size", "final")}
        state["tokens"] = list(view["tokens"])
        state["holders"] = list(view["holders"])
        state["sides"] = list(view["sides"])
        state["river"] = list(view["river"])
        state["t"] = dict(view["t"]) if view["t"] is not None else None
        final = view.get("final")
        seen = [view["river"]]
        for s in range(n):
            seen.append([card_of(e) for e in view["piles"][s] if e is not None])
        if final:
            seen += final["hands"] + final["penalties"]
        elif seat is not None:
            seen += [view["hand"], view["penalty"]]
        seen_set = set()
        for group in seen:
            seen_set.update(group)
        pool = [c for c in range(30 * n) if c not in seen_set]  # card ids are unique: as hidden.remaining
        sizes = []
        unknown = [s for s in range(n) if not final and s != seat]
        for s in unknown:
            sizes += [view["hand_sizes"][s], view["penalty_sizes"][s], sum(1 for e in view["piles"][s] if e is None)]
        reserve_size = view["reserve_size"]
        sizes += [view["draw_size"], reserve_size or 0]
        piles, rng_state = hidden.deal(pool, sizes, rng_state)
        hands: list = [None] * n
        penalties: list = [None] * n
        new_piles = [list(p) for p in view["piles"]]
        for i, s in enumerate(unknown):
            hand, pen, downs = piles[3 * i:3 * i + 3]
            hands[s] = sorted(hand)
            penalties[s] = pen
            downs = list(downs)
            new_piles[s] = [(-1 - downs.pop()) if e is None else e for e in new_piles[s]]
        if final:
            hands = [list(h) for h in final["hands"]]
            penalties = [list(p) for p in final["penalties"]]
        elif seat is not None:
            hands[seat] = list(view["hand"])
            penalties[seat] = list(view["penalty"])
        state["hands"] = hands
        state["penalties"] = penalties
        state["piles"] = new_piles
        state["draw"] = piles[-2]
        state["reserve"] = piles[-1] if reserve_size is not None else None
        if final:
            totems = list(final["totems"])
            spare = [a for a in range(6) if a not in totems]
        else:
            known = {seat: view["totem"]} if seat is not None else {}
            rest = [a for a in range(6) if a not in known.values()]
            rest, rng_state = rnglib.shuffled(rng_state, rest)
            totems = [known[s] if s in known else rest.pop() for s in range(n)]
            spare = rest
        state["totems"] = totems
        state["spare_totems"] = spare
        state["rng"] = rnglib.next_u64(rng_state)[1]
        return state

    # ---- reasons -------------------------------------------------------------------------------
    def reasons(self, view, seat, action):
        """Why ``seat`` might make the decision ``action``, from its view alone (see :mod:`.reasons`)."""
        from .reasons import reasons

        return reasons(view, seat, action)

    # ---- bots -----------------------------------------------------------------------------------
    def heuristic(self, state, seat):
        """The estimated score (:func:`scoring.estimate`) against the best other player's."""
        totals = [scoring.estimate(state, s) for s in range(state["n"])]
        mine = totals[seat]
        best_other = max(v for s, v in enumerate(totals) if s != seat)
        diff = (mine - best_other) / 20.0
        return max(-0.95, min(0.95, diff))

    def rollout_action(self, state, rng):
        """Playouts prefer cards that continue the run on top of the pile."""
        actions = self.legal_actions(state)
        if len(actions) > 1 and rng.random() < 0.7:
            phase = state["phase"]
            seat = state["turn"]
            if phase in ("place", "draw"):
                top = visible_card(state, seat)
                wanted = {ANIMAL_OF[top]} if top is not None else {ANIMAL_OF[c] for c in state["hands"][seat]}
                good = [a for a in actions if a.split()[1].isdigit() and ANIMAL_OF[int(a.split()[1])] in wanted]
                if good:
                    return good[rng.randrange(len(good))]
        return actions[rng.randrange(len(actions))]


# the steps whose "Now you must ..." sentence has its own words (arctic.why.must.<step>)
_STEPS = ("prepare", "place", "move", "walrus", "plan", "draw", "discard", "give")


def _int(text):
    try:
        return int(text)
    except (TypeError, ValueError):
        return None

