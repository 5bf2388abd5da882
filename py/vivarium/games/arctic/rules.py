"""Arctic rules (shared/rules/arctic.md), pure Python. Two to four players.

Cards are integers ``0..119``: ``set * 30 + animal * 5 + (draw - 1)`` (set 0..3 is the set
numbered 1..4 on the back). Their companions come from :data:`COMPANIONS`, one data table.

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
``0..5`` from the card worth 0 (left) to the card worth 15 (right).

Personal piles list cards bottom to top; a face-down Fox A card is stored as ``-1 - card``
(``None`` in the view of another seat).
"""

from ...core import hidden
from ...core import rng as rnglib
from ...core.protocol import Game, Option, outcome_dict

ANIMALS = ("Fox", "Moose", "Walrus", "Orca", "Puffin", "Polar Bear")
FOX, MOOSE, WALRUS, ORCA, PUFFIN, BEAR = range(6)
SEAT_NAMES = ("Ice", "Aurora", "Tundra", "Fjord")
LANDSCAPE = (0, 1, 3, 6, 10, 15)
START_TOKEN = 2  # the card worth 3
RUN_POINTS = (0, 0, 1, 3, 6, 10, 15)  # by length; 6 or more -> 15
_POINTS = RUN_POINTS + (15,) * 200  # by length, for any length a pile can reach
HAND_LIMIT = 7
RIVER_SIZE = 6
START_HAND = 3
SIDES = ("A", "B")

# Companion animal of every card, per set (1..4): six groups (Fox..Polar Bear) of five digits
# (draw value 1..5). Derived from the Board Game Arena edition (contract):
# companion = (main + ((draw + set - 2) mod 5) + 1) mod 6. Replace here if printed cards differ.
COMPANIONS = (
    "12345 23450 34501 45012 50123 01234",
    "23451 34502 45013 50124 01235 12340",
    "34512 45023 50134 01245 12350 23401",
    "45123 50234 01345 12450 23501 34012",
)


def _card_table():
    table = []
    for set_no, groups in enumerate(COMPANIONS):
        for animal, digits in enumerate(groups.split()):
            for d, comp in enumerate(digits, start=1):
                table.append((set_no, animal, d, int(comp)))
    return tuple(table)


CARD_TABLE = _card_table()  # card -> (set 0..3, animal, draw value, companion)
ANIMAL_OF = tuple(row[1] for row in CARD_TABLE)
DRAW_OF = tuple(row[2] for row in CARD_TABLE)
PLACE_OF = tuple(6 - row[2] for row in CARD_TABLE)
COMPANION_OF = tuple(row[3] for row in CARD_TABLE)

POWER_TEXT = {
    (FOX, "A"): "The last card you place may go face down under your visible card; at scoring it counts as any animal.",
    (FOX, "B"): "The last card you place may go to the bottom of your pile.",
    (MOOSE, "A"): "Draw value +1 or −1 this turn.",
    (MOOSE, "B"): "Placement value +1 or −1 this turn.",
    (WALRUS, "A"): "After moving, the main token may move 1 more card either way.",
    (WALRUS, "B"): "After moving, the companion token may move 1 more card either way.",
    (ORCA, "A"): "The River is refilled after each card you take.",
    (ORCA, "B"): "Any draw may be the top card of the draw pile (kept secret).",
    (PUFFIN, "A"): "Before placing, swap one hand card with one River card.",
    (PUFFIN, "B"): "Before placing, take your visible card back into your hand.",
    (BEAR, "A"): "Draws may also come from your own Penalty pile (back to hand).",
    (BEAR, "B"): "Once per turn after drawing, give 1 of your Penalty cards to another player.",
}


def card_ids(players):
    """The cards of a game of ``players``: sets 1..players."""
    return list(range(30 * players))


def is_down(entry):
    return entry is None or entry < 0


def card_of(entry):
    """The card of a pile entry (face-down entries decoded), or None when unknown."""
    if entry is None:
        return None
    return -1 - entry if entry < 0 else entry


def card_name(card):
    """"Fox 4/2": the animal, its placement value and its draw value."""
    return f"{ANIMALS[ANIMAL_OF[card]]} {PLACE_OF[card]}/{DRAW_OF[card]}"


def card_long(card):
    return f"{ANIMALS[ANIMAL_OF[card]]} (place {PLACE_OF[card]}, draw {DRAW_OF[card]}, with {ANIMALS[COMPANION_OF[card]]})"


def run_points(length):
    return _POINTS[length]


_RUNS_CACHE = {}


def longest_runs(pile):
    """Longest run per animal of ``pile`` (see :func:`_longest_runs`), memoized: searches
    score the same piles over and over."""
    key = tuple(pile)
    found = _RUNS_CACHE.get(key)
    if found is None:
        if len(_RUNS_CACHE) > 50000:
            _RUNS_CACHE.clear()
        found = _RUNS_CACHE[key] = tuple(_longest_runs(pile))
    return list(found)


def _longest_runs(pile):
    """Longest run of consecutive cards per animal. A face-down card counts as any animal
    (it may join two runs); a run needs at least one face-up card of its animal [decision]."""
    best = [0] * 6
    for animal in range(6):
        run, real = 0, False
        for entry in pile:
            if is_down(entry):
                run += 1
            elif ANIMAL_OF[entry] == animal:
                run += 1
                real = True
            else:
                run, real = 0, False
                continue
            if real and run > best[animal]:
                best[animal] = run
    return best


_PILE_CACHE = {}


def pile_points(pile):
    """``(points from runs and variety, longest run per animal)`` of a pile, memoized."""
    key = tuple(pile)
    found = _PILE_CACHE.get(key)
    if found is None:
        if len(_PILE_CACHE) > 50000:
            _PILE_CACHE.clear()
        lengths = longest_runs(pile)
        varied = sum(1 for n in lengths if n >= 2)
        found = _PILE_CACHE[key] = (sum(_POINTS[n] for n in lengths) + _POINTS[varied], lengths)
    return found


def score_parts(pile, penalty_count, totem, tokens):
    """``{"runs": [points per animal], "lengths": [...], "variety", "varied", "totem",
    "penalty", "total"}`` for one player (``totem`` may be None when unknown)."""
    lengths = longest_runs(pile)
    runs = [run_points(n) for n in lengths]
    varied = sum(1 for n in lengths if n >= 2)
    variety = run_points(varied)
    totem_points = LANDSCAPE[tokens[totem]] if totem is not None else 0
    total = sum(runs) + variety + totem_points - penalty_count
    return {"lengths": lengths, "runs": runs, "varied": varied, "variety": variety, "totem": totem_points,
            "penalty": penalty_count, "total": total}


def token_moves(tokens, main, comp):
    """The main token's possible directions as ``{direction: (main_to, comp_to)}``:
    opposite directions, both tokens must stay on the Landscape; both on the same end card
    move inward together (one forced entry, keyed "in")."""
    m, c = tokens[main], tokens[comp]
    if m == c and m in (0, 5):
        step = 1 if m == 0 else -1
        return {"in": (m + step, c + step)}
    out = {}
    for name, dm in (("left", -1), ("right", 1)):
        if 0 <= m + dm <= 5 and 0 <= c - dm <= 5:
            out[name] = (m + dm, c - dm)
    return out


class Arctic(Game):
    id = "arctic"
    name = "Arctic"
    play_time = "20–30 min"  # the home card's estimate of one game
    blurb = "Stack animal cards into long runs, steer the tokens towards your secret totem, and never run short."
    seat_names = SEAT_NAMES
    perfect_information = False
    options = [
        Option("players", "Players", [(2, "2 players"), (3, "3 players"), (4, "4 players")], 3),
        Option("powers", "Power cards", [("random", "Each on a random side"), ("A", "All on side A"),
                                         ("B", "All on side B"), ("custom", "Chosen per animal")], "random"),
    ] + [
        Option(f"power_{ANIMALS[a].split()[-1].lower()}", f"{ANIMALS[a]} power", [("A", "Side A"), ("B", "Side B")], "A",
               help=f"A: {POWER_TEXT[(a, 'A')]} B: {POWER_TEXT[(a, 'B')]}", only_with={"powers": ["custom"]})
        for a in range(6)
    ]
    # Search budgets measured with scripts/tournament.py (docs/tournament-arctic.md): a wider
    # exploration suits this game's small evaluation differences; Hard's 400 iterations take
    # well under a second in the browser.
    bot_levels = {
        "normal": {"iterations": 120, "seconds": 0.4, "exploration": 1.5},
        "hard": {"iterations": 400, "seconds": 1.0, "exploration": 1.5},
    }

    # ---- setup -----------------------------------------------------------------------------
    def setup(self, options, seed):
        options = self.normalize_options(options)
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
                sides.append(options[f"power_{ANIMALS[a].split()[-1].lower()}"])
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
        self._start_turn(state, first)
        self._advance(state)
        return state

    def seat_count(self, state):
        return state["n"]

    def turn_index(self, state):
        return state["turn_no"]

    # ---- reading helpers ---------------------------------------------------------------
    @staticmethod
    def visible(state, seat):
        """The top entry of ``seat``'s pile (None when the pile is empty)."""
        pile = state["piles"][seat]
        return pile[-1] if pile else None

    @staticmethod
    def visible_card(state, seat):
        """The face-up top card of ``seat``'s pile, or None (empty pile or face down)."""
        pile = state["piles"][seat]
        if not pile or is_down(pile[-1]):
            return None
        return pile[-1]

    def placement_value(self, state, seat):
        card = self.visible_card(state, seat)
        return PLACE_OF[card] if card is not None else 1

    def draw_value(self, state, seat):
        card = self.visible_card(state, seat)
        return DRAW_OF[card] if card is not None else 1

    @staticmethod
    def holds(state, seat, animal, side=None):
        return state["holders"][animal] == seat and (side is None or state["sides"][animal] == side)

    # ---- turn machinery ----------------------------------------------------------------
    def _start_turn(self, state, seat):
        state["turn"] = seat
        state["turn_no"] += 1
        held = [a for a in range(6) if state["holders"][a] == seat]
        state["t"] = {
            "held": held,  # powers held at the start of the turn (Fox, Puffin, Moose B act in step 1)
            "swap": False, "takeback": False, "moose": 0, "moose_used": False,
            "total": None, "placed": 0, "penalty": 0,
            "plan": None, "drawn": 0, "given": False,
            "marks": "",  # how each card went onto the pile this turn: t(op), d(own, Fox A), b(ottom, Fox B)
        }
        state["phase"] = "prepare" if self._prepare_options(state, seat) else "place"

    def _prepare_options(self, state, seat):
        t = state["t"]
        held = t["held"]
        out = []
        sides = state["sides"]
        if PUFFIN in held:
            if sides[PUFFIN] == "A" and not t["swap"] and state["hands"][seat] and state["river"]:
                out.append("swap")
            if sides[PUFFIN] == "B" and not t["takeback"] and state["piles"][seat]:
                out.append("takeback")
        if MOOSE in held and sides[MOOSE] == "B" and not t["moose_used"]:
            out.append("moose")
        return out

    def _advance(self, state):
        """Run the automatic parts of the turn until a decision is needed or the game ends."""
        while not state["over"]:
            phase = state["phase"]
            seat = state["turn"]
            t = state["t"]
            if phase == "prepare":
                if self._prepare_options(state, seat):
                    return
                state["phase"] = "place"
                continue
            if phase == "place":
                if t["total"] is None:
                    t["total"] = max(0, self.placement_value(state, seat) + t["moose"])
                if t["placed"] < t["total"] and state["hands"][seat]:
                    return
                missing = t["total"] - t["placed"]
                if missing > 0:  # copy on write: this turn may have begun by itself, after another seat's action
                    state["hands"][seat] = list(state["hands"][seat])
                    state["penalties"][seat] = list(state["penalties"][seat])
                for _ in range(missing):
                    card = self._draw_from_pile(state)
                    if card is None:
                        break
                    state["penalties"][seat].append(card)
                    t["penalty"] += 1
                self._after_placing(state, seat)
                continue
            if phase == "move":
                card = self.visible_card(state, seat)
                moves = token_moves(state["tokens"], ANIMAL_OF[card], COMPANION_OF[card])
                if len(moves) > 1:
                    return
                (m_to, c_to), = moves.values()
                self._move_tokens(state, card, m_to, c_to)
                continue
            if phase == "walrus":
                return
            if phase == "plan":
                return
            if phase == "draw":
                if t["drawn"] < t["plan"] and self._draw_sources(state, seat):
                    return
                state["phase"] = "discard"
                continue
            if phase == "discard":
                if len(state["hands"][seat]) > HAND_LIMIT:
                    return
                state["phase"] = "give"
                continue
            if phase == "give":
                if self.holds(state, seat, BEAR, "B") and state["penalties"][seat] and not t["given"]:
                    return
                self._refill_river(state)
                self._end_turn(state)
                continue
            raise ValueError(f"unknown phase {phase!r}")

    def _after_placing(self, state, seat):
        card = self.visible_card(state, seat)
        if card is None:  # no visible animal (empty pile, or a face-down Fox card on top)
            self._to_draw_step(state, seat)
            return
        state["holders"][ANIMAL_OF[card]] = seat
        state["phase"] = "move"

    def _move_tokens(self, state, card, m_to, c_to):
        tokens = state["tokens"]
        tokens[ANIMAL_OF[card]] = m_to
        tokens[COMPANION_OF[card]] = c_to
        seat = state["turn"]
        if self.holds(state, seat, WALRUS) and self._walrus_targets(state, card):
            state["phase"] = "walrus"
        else:
            self._to_draw_step(state, seat)

    def _walrus_targets(self, state, card):
        animal = ANIMAL_OF[card] if state["sides"][WALRUS] == "A" else COMPANION_OF[card]
        pos = state["tokens"][animal]
        return [d for d, step in (("left", -1), ("right", 1)) if 0 <= pos + step <= 5]

    def _to_draw_step(self, state, seat):
        if state["end"] == "last":
            self._end_turn(state)  # the last turn has no draw step
            return
        t = state["t"]
        value = self.draw_value(state, seat)
        if self.holds(state, seat, MOOSE, "A"):
            t["plan"] = value
            state["phase"] = "plan"
        else:
            t["plan"] = value
            state["phase"] = "draw"

    def _draw_sources(self, state, seat):
        out = []
        if state["river"]:
            out.append("river")
        if self.holds(state, seat, ORCA, "B") and (state["draw"] or state["reserve"]):
            out.append("deck")
        if self.holds(state, seat, BEAR, "A") and state["penalties"][seat]:
            out.append("penalty")
        return out

    def _draw_from_pile(self, state):
        """Take the top card of the draw pile; an empty draw pile with the Reserve still aside
        makes the Reserve the draw pile and triggers the end. None when nothing is left."""
        if not state["draw"] and state["reserve"] is not None:
            state["draw"] = state["reserve"]
            state["reserve"] = None
            if state["end"] is None:
                state["end"] = "round"
        draw = state["draw"]
        if not draw:
            return None
        state["dealt"] += 1
        state["draw"] = draw[:-1]  # a new list: the previous state shares the old one
        return draw[-1]

    def _refill_river(self, state):
        river = state["river"]
        while len(river) < RIVER_SIZE:
            card = self._draw_from_pile(state)
            if card is None:
                break
            river.append(card)

    def _end_turn(self, state):
        n = state["n"]
        seat = state["turn"]
        nxt = (seat + 1) % n
        if state["end"] == "last":
            state["last_turns"] += 1
            if state["last_turns"] >= n:
                state["over"] = True
                state["phase"] = None
                state["t"] = None
                return
        elif state["end"] == "round" and nxt == state["first"]:
            state["end"] = "last"
        self._start_turn(state, nxt)

    # ---- legality ----------------------------------------------------------------------------
    def to_act(self, state):
        return [] if state["over"] else [state["turn"]]

    def legal_actions(self, state):
        if state["over"]:
            return []
        seat = state["turn"]
        phase = state["phase"]
        hand = state["hands"][seat]
        t = state["t"]
        out = []
        if phase == "prepare":
            opts = self._prepare_options(state, seat)
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
            fox_a = fox and state["sides"][FOX] == "A" and self.visible_card(state, seat) is not None
            fox_b = fox and state["sides"][FOX] == "B"
            for c in hand:
                out.append(f"place {c}")
                if fox_a:
                    out.append(f"place {c} down")
                if fox_b:
                    out.append(f"place {c} bottom")
            return out
        if phase == "move":
            card = self.visible_card(state, seat)
            return [f"move {d}" for d in token_moves(state["tokens"], ANIMAL_OF[card], COMPANION_OF[card])]
        if phase == "walrus":
            card = self.visible_card(state, seat)
            return [f"walrus {d}" for d in self._walrus_targets(state, card)] + ["walrus stay"]
        if phase == "plan":
            value = t["plan"]
            return [f"draw {v}" for v in sorted({max(0, value - 1), value, value + 1})]
        if phase == "draw":
            sources = self._draw_sources(state, seat)
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
            return "The game is over."
        if not isinstance(action, str):
            return "That is not a move in Arctic."
        seat = state["turn"]
        phase = state["phase"]
        words = action.split()
        verb = words[0] if words else ""
        step_name = {
            "prepare": "use a power before placing, or choose Ready", "place": "place a card from your hand",
            "move": "choose the direction of the tokens", "walrus": "use the Walrus or not",
            "plan": "choose how many cards to draw", "draw": "take a card",
            "discard": "put a card into your Penalty pile (you hold more than 7)",
            "give": "give a Penalty card or not",
        }.get(phase, "act")
        expected = {"prepare": ("swap", "takeback", "moose", "ready"), "place": ("place",), "move": ("move",),
                    "walrus": ("walrus",), "plan": ("draw",), "draw": ("take",), "discard": ("discard",),
                    "give": ("give",)}.get(phase, ())
        if verb not in expected:
            return f"Now you must {step_name}."
        if verb in ("place", "discard", "swap") and len(words) >= 2:
            card = _int(words[1])
            if card is None or card not in state["hands"][seat]:
                return "That card is not in your hand."
            if verb == "place" and len(words) == 3:
                if FOX not in state["t"]["held"]:
                    return "Only the holder of the Fox power card (since the start of the turn) may do that."
                if words[2] != ("down" if state["sides"][FOX] == "A" else "bottom"):
                    return ("The Fox power is on side A: the last card you place may go face down under your visible card."
                            if state["sides"][FOX] == "A" else
                            "The Fox power is on side B: the last card you place may go to the bottom of your pile.")
                return "The Fox power works only on the last card you place" + (
                    ", and side A needs a face-up visible card." if state["sides"][FOX] == "A" else ".")
            if verb == "swap" and len(words) == 3 and _int(words[2]) not in state["river"]:
                return "That card is not in the River."
        if verb == "take" and len(words) >= 2:
            if words[1] == "deck":
                return "Only the Orca power (side B) lets you draw from the draw pile."
            if words[1] == "penalty":
                return "Only the Polar Bear power (side A) lets you draw from your Penalty pile."
            return "That card is not in the River."
        if verb == "move":
            return "The tokens cannot move that way: both must stay on the Landscape."
        return f"Now you must {step_name}."

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
        draw pile and the Reserve (:meth:`_draw_from_pile` never changes them in place)."""
        new = dict(state)
        seat = state["turn"]
        hands, piles, penalties = list(state["hands"]), list(state["piles"]), list(state["penalties"])
        hands[seat], piles[seat], penalties[seat] = list(hands[seat]), list(piles[seat]), list(penalties[seat])
        new["hands"], new["piles"], new["penalties"] = hands, piles, penalties
        new["river"] = list(state["river"])
        new["tokens"] = list(state["tokens"])
        new["holders"] = list(state["holders"])
        new["t"] = dict(state["t"]) if state["t"] is not None else None
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
            card = self.visible_card(new, seat)
            m_to, c_to = token_moves(new["tokens"], ANIMAL_OF[card], COMPANION_OF[card])[words[1]]
            self._move_tokens(new, card, m_to, c_to)
        elif verb == "walrus":
            if words[1] != "stay":
                card = self.visible_card(new, seat)
                animal = ANIMAL_OF[card] if new["sides"][WALRUS] == "A" else COMPANION_OF[card]
                new["tokens"][animal] += -1 if words[1] == "left" else 1
            self._to_draw_step(new, seat)
        elif verb == "draw":
            t["plan"] = int(words[1])
            new["phase"] = "draw"
        elif verb == "take":
            if words[1] == "deck":
                card = self._draw_from_pile(new)
            elif words[1] == "penalty":
                card = int(words[2])
                new["penalties"][seat].remove(card)
            else:
                card = int(words[1])
                new["river"].remove(card)
            hand.append(card)
            hand.sort()
            t["drawn"] += 1
            if self.holds(new, seat, ORCA, "A"):
                self._refill_river(new)
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
        self._advance(new)
        return new

    # ---- results ------------------------------------------------------------------------------
    def scores(self, state):
        """Every player's score parts (from the state: totems included)."""
        return [score_parts(state["piles"][s], len(state["penalties"][s]), state["totems"][s], state["tokens"])
                for s in range(state["n"])]

    def ranking(self, state, totals):
        """Seats from first place to last: higher total first, ties by turn order from the
        first player."""
        n = state["n"]
        order = [(state["first"] + k) % n for k in range(n)]
        return sorted(order, key=lambda s: (-totals[s], order.index(s)))

    def outcome(self, state):
        if not state["over"]:
            return None
        parts = self.scores(state)
        totals = [p["total"] for p in parts]
        ranking = self.ranking(state, totals)
        n = state["n"]
        breakdown = []
        for a in range(6):
            breakdown.append({"label": f"{ANIMALS[a]} run", "values": [_run_text(p["lengths"][a], p["runs"][a]) for p in parts]})
        breakdown.append({"label": "Variety", "values": [f"{p['varied']} animals: {p['variety']}" for p in parts]})
        breakdown.append({"label": "Totem", "values": [
            f"{ANIMALS[state['totems'][s]]} on {LANDSCAPE[state['tokens'][state['totems'][s]]]}" for s in range(n)]})
        breakdown.append({"label": "Penalty cards", "values": [f"−{p['penalty']}" if p["penalty"] else "0" for p in parts]})
        breakdown.append({"label": "Total", "values": totals})
        winner = ranking[0]
        tied = [s for s in range(n) if totals[s] == totals[winner] and s != winner]
        reason = f"{SEAT_NAMES[winner]} scores {totals[winner]} points"
        if tied:
            reason += " (tied with " + " and ".join(SEAT_NAMES[s] for s in tied) + ", and earlier in turn order)"
        reason += "."
        return outcome_dict("win", [winner], reason, totals, breakdown, ranking=ranking)

    # ---- log ----------------------------------------------------------------------------------
    def describe(self, state, action):
        seat = state["turn"]
        name = SEAT_NAMES[seat]
        words = action.split()
        verb = words[0] if words else ""
        after = self.next_state(state, action)
        if verb == "swap":
            text = f"{name} swaps {card_name(int(words[1]))} from hand with {card_name(int(words[2]))} from the River (Puffin)"
        elif verb == "takeback":
            entry = state["piles"][seat][-1]
            shown = "a face-down card" if is_down(entry) else card_name(entry)
            text = f"{name} takes {shown} back into hand (Puffin)"
        elif verb == "moose":
            text = f"{name} uses the Moose: placement value {words[1]}"
        elif verb == "ready":
            text = f"{name} starts placing"
        elif verb == "place":
            card = int(words[1])
            if len(words) == 3 and words[2] == "down":
                text = f"{name} places a card face down under the visible card (Fox)"
            elif len(words) == 3:
                text = f"{name} places {card_name(card)} at the bottom of the pile (Fox)"
            else:
                text = f"{name} places {card_name(card)}"
        elif verb == "move":
            text = f"{name} moves the tokens"
        elif verb == "walrus":
            text = f"{name} does not use the Walrus" if words[1] == "stay" else f"{name} moves a token one more card {words[1]} (Walrus)"
        elif verb == "draw":
            text = f"{name} will draw {_cards(int(words[1]))} (Moose)"
        elif verb == "take":
            if words[1] == "deck":
                text = f"{name} takes the top card of the draw pile (Orca)"
            elif words[1] == "penalty":
                text = f"{name} takes a card back from their Penalty pile (Polar Bear)"
            else:
                text = f"{name} takes {card_name(int(words[1]))} from the River"
        elif verb == "discard":
            text = f"{name} puts a card into their Penalty pile (hand limit)"  # the card stays secret
        elif verb == "give":
            text = f"{name} keeps their Penalty cards" if words[1] == "none" else f"{name} gives a Penalty card to {SEAT_NAMES[int(words[1])]} (Polar Bear)"
        else:
            text = action
        consequences = self._consequences(state, after, seat)
        return text + ("; " + "; ".join(consequences) if consequences else "") + "."

    def _consequences(self, before, after, seat):
        """What happened by itself after a decision: penalties, the power card, tokens, the end."""
        out = []
        pen = len(after["penalties"][seat]) - len(before["penalties"][seat])
        shortfall = pen if before["phase"] in ("prepare", "place") else 0
        if shortfall > 0:
            out.append(f"short of cards: {_cards(shortfall)} into the Penalty pile")
        for a in range(6):
            if after["holders"][a] == seat and before["holders"][a] != seat:
                src = "from " + SEAT_NAMES[before["holders"][a]] if before["holders"][a] is not None else "from the table"
                out.append(f"takes the {ANIMALS[a]} power ({after['sides'][a]}) {src}")
        moved = [f"{ANIMALS[a]} {LANDSCAPE[before['tokens'][a]]}→{LANDSCAPE[after['tokens'][a]]}"
                 for a in range(6) if after["tokens"][a] != before["tokens"][a]]
        if moved:
            out.append("tokens " + ", ".join(moved))
        if before["end"] is None and after["end"] is not None:
            out.append("the draw pile is empty: the Reserve becomes the draw pile and the end is near")
        if before["end"] != "last" and after["end"] == "last" and not after["over"]:
            out.append("the round is over: everyone takes one last turn without drawing")
        if after["over"]:
            out.append("the game is over")
        return out

    # ---- information ---------------------------------------------------------------------------
    def view(self, state, seat):
        """What ``seat`` may know (``None``: a spectator). Other hands, totems and Penalty
        piles become sizes; others' face-down Fox cards become ``None``; the draw pile and
        Reserve become sizes. At the end of the game everything is shown."""
        over = state["over"]
        n = state["n"]
        out = {k: v for k, v in state.items() if k not in ("hands", "penalties", "totems", "spare_totems", "draw",
                                                            "reserve", "rng", "piles")}
        out["tokens"] = list(state["tokens"])
        out["holders"] = list(state["holders"])
        out["sides"] = list(state["sides"])
        out["river"] = list(state["river"])
        out["t"] = dict(state["t"]) if state["t"] is not None else None
        if out["t"] is not None:
            out["t"]["held"] = list(state["t"]["held"])
        out["seat"] = seat
        out["hand"] = list(state["hands"][seat]) if seat is not None else None
        out["hand_sizes"] = [len(h) for h in state["hands"]]
        out["penalty"] = list(state["penalties"][seat]) if seat is not None else None
        out["penalty_sizes"] = [len(p) for p in state["penalties"]]
        out["totem"] = state["totems"][seat] if seat is not None else None
        out["draw_size"] = len(state["draw"])
        out["reserve_size"] = len(state["reserve"]) if state["reserve"] is not None else None
        out["piles"] = [list(p) if (s == seat or over) else [None if e < 0 else e for e in p]
                        for s, p in enumerate(state["piles"])]
        if over:
            out["final"] = {"hands": [list(h) for h in state["hands"]], "totems": list(state["totems"]),
                            "penalties": [list(p) for p in state["penalties"]]}
        return out

    def review_view(self, state):
        """The review of a finished game: a spectator's view with everything face up (every
        pile in full, and each hand, totem and Penalty pile as at the end of a game)."""
        out = self.view(state, None)
        out["piles"] = [list(p) for p in state["piles"]]
        out["final"] = {"hands": [list(h) for h in state["hands"]], "totems": list(state["totems"]),
                        "penalties": [list(p) for p in state["penalties"]]}
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
        hands = [None] * n
        penalties = [None] * n
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

    # ---- bots -----------------------------------------------------------------------------------
    def evaluate(self, state, seat):
        if state["over"]:
            return super().evaluate(state, seat)
        totals = [self._estimate(state, s) for s in range(state["n"])]
        mine = totals[seat]
        best_other = max(v for s, v in enumerate(totals) if s != seat)
        diff = (mine - best_other) / 20.0
        return max(-0.95, min(0.95, diff))

    def _estimate(self, state, s):
        """Score now, plus what the hand promises: the run on top of the pile that hand cards
        of the same animal could extend, and the cards needed to avoid a shortfall next turn."""
        pile = state["piles"][s]
        points, lengths = pile_points(pile)
        totem = state["totems"][s]
        total = points + (LANDSCAPE[state["tokens"][totem]] if totem is not None else 0) - len(state["penalties"][s])
        hand = state["hands"][s]
        est = total + 0.15 * min(len(hand), HAND_LIMIT)
        top = self.visible_card(state, s)
        need = 1
        if top is not None:
            animal = ANIMAL_OF[top]
            need = PLACE_OF[top]
            run = 0
            for entry in reversed(pile):
                if is_down(entry) or ANIMAL_OF[entry] == animal:
                    run += 1
                else:
                    break
            same = sum(1 for c in hand if ANIMAL_OF[c] == animal)
            best = lengths[animal]
            est += 0.6 * (run_points(max(best, run + same)) - run_points(max(best, run)))
        est -= 0.8 * max(0, need - len(hand))
        return est

    def rollout_action(self, state, rng):
        """Playouts prefer cards that continue the run on top of the pile."""
        actions = self.legal_actions(state)
        if len(actions) > 1 and rng.random() < 0.7:
            phase = state["phase"]
            seat = state["turn"]
            if phase in ("place", "draw"):
                top = self.visible_card(state, seat)
                wanted = {ANIMAL_OF[top]} if top is not None else {ANIMAL_OF[c] for c in state["hands"][seat]}
                good = [a for a in actions if a.split()[1].isdigit() and ANIMAL_OF[int(a.split()[1])] in wanted]
                if good:
                    return good[rng.randrange(len(good))]
        return actions[rng.randrange(len(actions))]


def _int(text):
    try:
        return int(text)
    except (TypeError, ValueError):
        return None


def _cards(n):
    return "1 card" if n == 1 else f"{n} cards"


def _run_text(length, points):
    return f"{length} → {points}" if length >= 2 else "–"
