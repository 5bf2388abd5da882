"""Papillon rules (shared/rules/papillon.md), pure Python: the game frame and the blue round.

Two to five players. Cards are ids (``cards.py``): the blue deck is ``0..57``.

**Sides.** ``state["sides"]`` lists the sides (a team or a lone player) as lists of seats, and
``state["side_of"][seat]`` gives a seat's side; ``teams(state)`` returns the sides. A side has
one capture pile (``state["piles"][side]``) and one score; ``state["taken"][seat]`` counts the
cards that entered the pile through that seat (so a side's pile size is the sum over its
members). 2 players: individuals. 3 players: individuals, or (option ``teams``) two against
one, the dice winner picking a partner. 4 players: seats 0 + 2 against 1 + 3, partners
opposite. 5 players: the dice winner picks two partners; the team of three sits at places 1,
3, 5. ``state["order"]`` lists the seats in their places around the table (clockwise);
``state["direction"]`` is +1 (clockwise) or -1.

**Setup.** ``setup`` rolls the dice (each player both dice; ties for the highest re-roll
among the tied; ``state["dice"]``). Then the dice winner decides: the partner(s) when the
table has teams to form, then the direction (not at two players, where it changes nothing).
Choosing the direction deals the cards (shuffle, table cards first, hands second).

**Actions** (one decision each; ``legal_actions`` lists exactly the legal ones):

- ``partner S`` (3 players, two against one) / ``partners S1 S2`` (5 players, S1 < S2);
- ``direction clockwise`` / ``direction anticlockwise``;
- captures, see :mod:`.captures`: ``take H = T``, ``sum H = T1+T2``, ``combine R = A-B``
  (``+ - x /``), e.g. ``combine 52 = 57-10``: 22 − 10 = 12 with Moins and Yin played and the
  Chat Noir and the 10 of Formes taken;
- ``papillon``: play the Papillon, take the whole table;
- ``chrysalide``: show the Chrysalide, reverse the direction, put it in the side's pile;
- ``discard H``: put H face up on the table (only when no take, sum or combination exists).

Everything else happens by itself after the decision that leads to it: skipping players with
an empty hand, the next deal (by the blue round's starting player), the last sweep of the
table, blue scoring with the dice roll-off for most cards.

**Rounds.** Option ``round`` is "blue" only for now. The state is laid out for the orange round
and the full game (part 2): ``state["round"]`` names the round in play and ``state["rounds"]``
the plan ("blue", later "orange" or "blue" then "orange"); the dice rolls of the setup are
kept so the orange round can find its lowest roller; sides, order and direction are shared by
both rounds; ``state["results"]["blue"]`` holds the finished blue score (per side, line by
line) that a full game will subtract the orange score from. The orange deck will use ids
``58..115`` so both decks can be on the table at once.
"""

from ...core import hidden
from ...core import rng as rnglib
from ...core.protocol import Game, Option, outcome_dict
from . import captures as cap
from . import orange
from .common import DEALS, SEAT_NAMES, roll_off, roll_two  # noqa: F401 (re-exported)
from .cards import (BLUE_TEN, CHAT, CHRYSALIDE, COUTEAU, OP_SIGN, OP_TEXT, PAPILLON, VALUE, YANG, YIN,
                    blue_deck, face, name, values_of)

CAPTURE_VERBS = ("take", "sum", "combine")
NEVER_ON_TABLE = (PAPILLON, CHRYSALIDE)
CHAT_POINTS = 30
ORANGE_SEARCH_SCALE = 4.0  # see Papillon.search_scale


def side_lines(pile, chat_points):
    """The blue scoring lines that a pile scores by itself: ``[(key, label, points)]``."""
    cards = set(face(c) for c in pile)
    lines = []
    for key, label, group in BLUE_TEN:
        lines.append((key, label, 10 * sum(1 for c in group if c in cards)))
    both = 52 in cards and 53 in cards
    # [decision] in the contract: both Yin and Yang make 30 in all (10 + 10 + this bonus)
    lines.insert(2, ("yinyang", "Yin and Yang together (bonus)", 10 if both else 0))
    lines.append(("chat", "Chat Noir", chat_points))
    return lines


def blue_score(sides, piles, chat, most_side):
    """The blue score of every side: ``{"lines": [{"key", "label", "values"}], "subtotal",
    "ambulance", "totals"}``. ``chat``: None or ``{"side", "points"}``; ``most_side``: the side
    that gets the 10 points for most cards (None if nobody captured anything)."""
    k = len(sides)
    rows = [{"key": "cards", "label": "Cards captured", "values": [len(p) for p in piles]},
            {"key": "most", "label": "Most cards", "values": [10 if s == most_side else 0 for s in range(k)]}]
    per_side = [side_lines(piles[s], chat["points"] if chat and chat["side"] == s else 0) for s in range(k)]
    for i, (key, label, _) in enumerate(per_side[0]):
        rows.append({"key": key, "label": label, "values": [per_side[s][i][2] for s in range(k)]})
    subtotal = [sum(r["values"][s] for r in rows if r["key"] != "cards") for s in range(k)]
    # "Don't shoot the ambulance" (contract [decision]): a side at 0 or less receives 10 from
    # each player of the other sides; each giver loses 10; once, on the totals before it.
    ambulance = [0] * k
    for s in range(k):
        if subtotal[s] <= 0:
            for o in range(k):
                if o != s:
                    ambulance[s] += 10 * len(sides[o])
                    ambulance[o] -= 10 * len(sides[o])
    totals = [subtotal[s] + ambulance[s] for s in range(k)]
    return {"lines": rows, "subtotal": subtotal, "ambulance": ambulance, "totals": totals}


class Papillon(Game):
    id = "papillon"
    name = "Papillon"
    play_time = "30–45 min"  # the home card's estimate of one game
    blurb = ("Two rounds: capture cards with equal values, sums and sign arithmetic (blue), then shed your hand "
             "onto sequences under the must-play rule (orange).")
    seat_names = SEAT_NAMES
    perfect_information = False
    private_information = True
    options = [
        Option("players", "Players", [(2, "2 players"), (3, "3 players"), (4, "4 players (two teams of two)"),
                                      (5, "5 players (two against three)")], 4),
        Option("teams", "Teams at three players", [("solo", "Everyone for themselves"),
                                                   ("two_vs_one", "Two against one (the dice winner picks a partner)")],
               "solo", only_with={"players": [3]}),
        Option("round", "Round", [("full", "Full game: blue then orange"), ("blue", "Blue round only (captures)"),
                                  ("orange", "Orange round only (sequences)")], "full"),
    ]
    # Search budgets measured with scripts/tournament.py (docs/tournament-papillon.md): about
    # 1,250 iterations a second in CPython, so Hard's 400 take ~0.3 s there and well under a
    # second in the browser (the wall-clock caps hold either way).
    bot_levels = {
        "normal": {"iterations": 120, "seconds": 0.4},
        "hard": {"iterations": 400, "seconds": 1.0},
    }

    # ---- setup -----------------------------------------------------------------------------
    def setup(self, options, seed):
        options = self.normalize_options(options)
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
            high, rerolls = None, []  # an orange-only game: the lowest roller decides (orange.prepare)
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
            "no_capture": [],  # this deal's discards: see _note_play
            "chat": None,
            "last": None,
            "results": {},
            "over": False,
            "rng": rng,
        }
        if "orange" in rounds:
            state["odeck"] = list(orange.ORANGE_IDS)  # the orange deck, in its box until its round
        if rounds[0] == "orange":
            orange.prepare(state)
        if mode == "solo":
            self._set_sides(state, [[s] for s in range(n)])
        elif mode == "pairs":
            # [decision] at four players the teams are the seats across (0 + 2 against 1 + 3),
            # fixed on the new-game form: the contract names no one to choose them
            self._set_sides(state, [[0, 2], [1, 3]])
        if state["sides"] is None:
            state["phase"] = "partners"
        elif n == 2:
            # [decision] at two players the direction changes nothing: it is not asked
            state["direction"] = 1
            self._deal(state)
            state["phase"] = "play"
        else:
            state["phase"] = "direction"
        return state

    def _deal(self, state):
        if state["round"] == "orange":
            orange.first_deal(state)
        else:
            self._deal_blue(state)

    def _set_sides(self, state, sides):
        n = state["n"]
        side_of = [None] * n
        for i, side in enumerate(sides):
            for s in side:
                side_of[s] = i
        state["sides"] = [list(side) for side in sides]
        state["side_of"] = side_of
        state["piles"] = [[] for _ in sides]

    def _deal_blue(self, state):
        """Deal a new hand to everybody; the first deal also shuffles the deck and turns up the
        table cards ([decision] before the hands, so a Papillon or Chrysalide turned up can
        always be shuffled back and replaced). The round's starting player plays first."""
        n = state["n"]
        hand_size, table_size, _ = DEALS[n]
        deck = state["deck"]
        rng = state["rng"]
        if state["deal_no"] == 0:
            deck, rng = rnglib.shuffled(rng, deck)
            table = []
            while len(table) < table_size:
                card = deck.pop(0)
                if card in NEVER_ON_TABLE:
                    deck.append(card)
                    deck, rng = rnglib.shuffled(rng, deck)
                    continue
                table.append(card)
            state["table"] = table
        for s in range(n):
            state["hands"][s] = sorted(deck[:hand_size])
            deck = deck[hand_size:]
        state["deck"] = deck
        state["rng"] = rng
        state["deal_no"] += 1
        state["turn"] = state["starter"]
        state["no_capture"] = []  # new hands: the earlier discards say nothing of them

    def seat_count(self, state):
        return state["n"]

    def teams(self, state):
        if state["sides"] is None:
            return [[s] for s in range(state["n"])]
        return [list(side) for side in state["sides"]]

    def turn_index(self, state):
        return state["turn_no"]

    # ---- legality ----------------------------------------------------------------------------
    def to_act(self, state):
        return [] if state["over"] else [state["turn"]]

    def partner_choices(self, state):
        n, w = state["n"], state["starter"]
        others = [s for s in range(n) if s != w]
        if n == 3:
            return [f"partner {s}" for s in others]
        return [f"partners {a} {b}" for i, a in enumerate(others) for b in others[i + 1:]]

    def captures(self, state, seat=None):
        """``[(action, played, taken)]``: every take, sum and combination of ``seat``."""
        seat = state["turn"] if seat is None else seat
        return cap.cached_captures(state["hands"][seat], state["table"])

    def legal_actions(self, state):
        if state["over"]:
            return []
        phase = state["phase"]
        if phase == "partners":
            return self.partner_choices(state)
        if state["round"] == "orange":
            return orange.legal(state)
        if phase == "direction":
            return ["direction clockwise", "direction anticlockwise"]
        hand = state["hands"][state["turn"]]
        # [decision] a 0 on the table may join a sum (5 = 0 + 5 takes both): it is a table
        # card and the sum is exact
        out = [c[0] for c in self.captures(state)]
        can_capture = bool(out)
        if PAPILLON in hand:
            out.append("papillon")
        if CHRYSALIDE in hand:
            out.append("chrysalide")
        if not can_capture:
            # [decision] the Chenille ("can capture nothing; it is discarded") is discarded
            # like any card: only when no take, sum or combination is possible
            out += [f"discard {h}" for h in hand if h not in NEVER_ON_TABLE]
        return out

    def explain_illegal(self, state, action):
        if state["over"]:
            return "The game is over."
        if not isinstance(action, str):
            return "That is not a move in Papillon."
        who = SEAT_NAMES[state["turn"]]
        phase = state["phase"]
        if phase == "partners":
            k = "a partner" if state["n"] == 3 else "two partners"
            return f"First {who}, who won the dice, picks {k}."
        if state["round"] == "orange":
            return orange.explain(state, action)
        if phase == "direction":
            return f"First {who}, who won the dice, chooses the direction of play (clockwise or anticlockwise)."
        hand = state["hands"][state["turn"]]
        table = state["table"]
        words = action.split()
        verb = words[0] if words else ""
        if verb in ("partner", "partners", "direction"):
            return "The partners and the direction were chosen before the deal: now play a card."
        if verb in ("papillon", "chrysalide"):
            card = PAPILLON if verb == "papillon" else CHRYSALIDE
            return f"You do not hold the {name(card)}."
        if verb == "discard":
            card = _int(words[1]) if len(words) == 2 else None
            if card is None or card not in hand:
                return "You do not hold that card."
            if card in NEVER_ON_TABLE:
                return f"The {name(card)} never lies on the table: play it (“{name(card).lower()}”) instead."
            example = self.captures(state)[0][0]
            return ("You can capture (for example “" + example + "”), so you may not discard: "
                    "when a take, sum or combination is possible you must make one.")
        parsed = cap.parse(action)
        if parsed is None:
            return f"“{action}” is not a move in Papillon."
        kind, result, operands, op = parsed
        if result not in hand:
            return "The card you play (the result, left of “=”) must come from your hand."
        for x in operands:
            if x not in table and x not in hand:
                return f"{_cap(name(x))} is neither on the table nor in your hand."
        if kind in ("take", "sum") and any(x not in table for x in operands):
            return "A take or a sum captures table cards only."
        if kind == "sum" and len(set(operands)) != len(operands):
            return "Each card can be counted once."
        if kind == "combine":
            sign = OP_SIGN[op]
            if sign not in hand and sign not in table:
                return f"You need the {name(sign)} sign, from your hand or on the table."
            from_hand = [x for x in operands if x in hand]
            if from_hand and sign in hand:
                return "An operand may come from your hand only when the sign is already on the table."
            if len(from_hand) > 1 or result in operands:
                return "Never more than two cards from your hand: the result, and the sign or one operand."
        if not self._adds_up(kind, result, operands, op):
            return f"That does not add up: {_arith_text(kind, result, operands, op)} is not possible."
        played, taken = self._split(hand, table, parsed)
        for text, p, t in self.captures(state):
            if set(p) == set(played) and set(t) == set(taken):
                return f"Write this capture as “{text}”."
        return f"“{action}” is not a legal move now."

    @staticmethod
    def _split(hand, table, parsed):
        """The cards a capture plays from ``hand`` and takes from ``table``."""
        kind, result, operands, op = parsed
        played, taken = [result], []
        for x in operands:
            (played if x in hand else taken).append(x)
        if kind == "combine":
            sign = OP_SIGN[op]
            (played if sign in hand else taken).append(sign)
        return played, taken

    @staticmethod
    def _adds_up(kind, result, operands, op):
        if kind == "take":
            return bool(set(values_of(result)) & set(values_of(operands[0])))
        if kind == "sum":
            if any(not values_of(x) for x in operands):
                return False
            fixed = sum(VALUE[face(x)] for x in operands if face(x) != COUTEAU)
            wild = any(face(x) == COUTEAU for x in operands)
            targets = values_of(result)
            return any(t - fixed in (range(12) if wild else (0,)) for t in targets)
        return cap.fits(operands[0], op, operands[1], result)

    def reveals(self, state, action):
        """Undo stops at a deal and at any dice roll (both draw randomness), and in the orange
        round at any card drawn from the draw pile (a draw, a Chat Noir's or a Papillon's)."""
        after = self.next_state(state, action)
        if (after["deal_no"] != state["deal_no"] or after["rng"] != state["rng"]
                or after["round"] != state["round"]):
            return True
        return after["round"] == "orange" and (len(after["deck"]) != len(state["deck"])
                                               or len(after["odeck"]) != len(state["odeck"]))

    # ---- transitions --------------------------------------------------------------------------
    def _copy(self, state):
        new = dict(state)
        new["hands"] = [list(h) for h in state["hands"]]
        new["table"] = list(state["table"])
        new["deck"] = list(state["deck"])
        new["piles"] = [list(p) for p in state["piles"]] if state["piles"] is not None else None
        new["taken"] = list(state["taken"])
        new["order"] = list(state["order"])
        new["results"] = dict(state["results"])
        new["no_capture"] = _copy_no_capture(state)
        return new

    def next_state(self, state, action):
        if state["round"] == "orange" and state["phase"] != "partners":
            return orange.next_state(state, action)
        new = self._copy(state)
        seat = state["turn"]
        words = action.split()
        verb = words[0]
        if verb in ("partner", "partners"):
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
            new["last"] = {"seat": seat, "kind": verb, "chosen": chosen}
            return new
        if verb == "direction":
            new["direction"] = 1 if words[1] == "clockwise" else -1
            new["last"] = {"seat": seat, "kind": "direction", "direction": new["direction"]}
            new["turn_no"] = state["turn_no"] + 1  # the dice winner's choices are one turn, play the next
            self._deal(new)
            new["phase"] = "play"
            return new
        new["turn_no"] = state["turn_no"] + 1
        hand = new["hands"][seat]
        table = new["table"]
        side = new["side_of"][seat]
        pile = new["piles"][side]
        last = {"seat": seat, "kind": verb, "played": [], "taken": [], "action": action}
        if verb in CAPTURE_VERBS:
            kind = verb
            played, taken = self._split(hand, table, cap.parse(action))
            for c in played:
                hand.remove(c)
            for c in taken:
                table.remove(c)
            pile.extend(played + taken)
            new["taken"][seat] += len(played) + len(taken)
            new["last_capture"] = seat
            if CHAT in played or CHAT in taken:
                new["chat"] = {"side": side, "seat": seat, "points": CHAT_POINTS, "how": kind}
            last["played"], last["taken"] = played, taken
        elif verb == "papillon":
            hand.remove(PAPILLON)
            swept = list(table)
            table.clear()
            pile.append(PAPILLON)
            pile.extend(swept)
            new["taken"][seat] += 1 + len(swept)
            if swept:
                new["last_capture"] = seat
            if CHAT in swept:
                new["chat"] = {"side": side, "seat": seat, "points": -CHAT_POINTS, "how": "papillon"}
            last["played"], last["taken"] = [PAPILLON], swept
        elif verb == "chrysalide":
            hand.remove(CHRYSALIDE)
            pile.append(CHRYSALIDE)
            new["taken"][seat] += 1
            new["direction"] = -state["direction"]
            last["played"] = [CHRYSALIDE]
        elif verb == "discard":
            card = int(words[1])
            hand.remove(card)
            table.append(card)
            last["played"] = [card]
        else:
            raise ValueError(f"not a Papillon action: {action!r}")
        new["last"] = last
        _note_play(new, seat, last["played"], table_before=state["table"] if verb == "discard" else None)
        self._after_turn(new, seat)
        return new

    def next_player(self, state, seat):
        """The next seat in the direction of play that still holds cards, or None."""
        order = state["order"]
        n = len(order)
        i = order.index(seat)
        d = state["direction"]
        for k in range(1, n + 1):
            s = order[(i + k * d) % n]
            if state["hands"][s]:
                return s
        return None

    def _after_turn(self, state, seat):
        nxt = self.next_player(state, seat)
        if nxt is not None:
            state["turn"] = nxt
            return
        if state["deck"]:
            self._deal_blue(state)
            return
        self._end_blue(state)

    def _end_blue(self, state):
        """The last sweep of the table, then blue scoring (with the roll-off for most cards)."""
        table = state["table"]
        sweep = None
        last = state["last_capture"]
        if table and last is not None:
            # the cards left on the table go to the side that made the last capture
            side = state["side_of"][last]
            state["piles"][side].extend(table)
            state["taken"][last] += len(table)
            sweep = {"seat": last, "cards": list(table)}
            if CHAT in table:
                state["chat"] = {"side": side, "seat": last, "points": -CHAT_POINTS, "how": "last sweep"}
            state["table"] = []
        # [decision] in the contract: if nobody captured, the table cards go to nobody
        sizes = [len(p) for p in state["piles"]]
        top = max(sizes)
        leaders = [s for s in range(len(sizes)) if sizes[s] == top]
        rerolls = []
        rolls = {}
        rng = state["rng"]
        if top == 0:
            most = None  # [decision] nobody captured a card: nobody has "most cards"
        elif len(leaders) == 1:
            most = leaders[0]
        else:
            # tie for most cards: a dice roll-off among the tied sides, one roll a side
            # ([decision]: a team rolls once), re-rolling among the tied
            for s in leaders:
                rolls[s], rng = roll_two(rng)
            most, rerolls, rng = roll_off(rng, rolls, leaders, high=True)
        state["rng"] = rng
        state["no_capture"] = []
        score = blue_score(state["sides"], state["piles"], state["chat"], most)
        score["most"] = {"side": most, "tied": leaders if len(leaders) > 1 and top else [],
                         "rolls": [[s] + rolls[s] for s in leaders] if rolls else [], "rerolls": rerolls}
        score["sweep"] = sweep
        score["leftover"] = list(state["table"])
        state["results"] = dict(state["results"], blue=score)
        if "orange" in state["rounds"]:
            # the full game goes on: the lowest dice roller starts the orange round
            if orange.prepare(state):
                state["phase"] = "direction"
            else:
                orange.first_deal(state)
                state["phase"] = "play"
            return
        state["over"] = True
        state["phase"] = "over"

    # ---- results ------------------------------------------------------------------------------
    def side_name(self, state, side):
        """"Azure", "Azure & Peacock", "Azure, Peacock & Admiral"."""
        names = [SEAT_NAMES[s] for s in state["sides"][side]]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " & " + names[-1]

    def outcome(self, state):
        if not state["over"]:
            return None
        if state["rounds"] != ["blue"]:
            return self._outcome_orange(state)
        score = state["results"]["blue"]
        sides = state["sides"]
        n = state["n"]
        totals = score["totals"]
        per_seat = [totals[state["side_of"][s]] for s in range(n)]

        def seat_values(values):
            return [values[state["side_of"][s]] for s in range(n)]

        breakdown = []
        if any(len(side) > 1 for side in sides):
            breakdown.append({"label": "Side", "values": [self.side_name(state, state["side_of"][s]) for s in range(n)]})
        for row in score["lines"]:
            values = row["values"]
            if row["key"] == "chat":
                values = [_signed(v) for v in values]
            if row["key"] == "most" and score["most"]["tied"]:
                label = "Most cards (tie: dice roll-off)"
            else:
                label = row["label"]
            breakdown.append({"label": label, "values": seat_values(values)})
        breakdown.append({"label": "Subtotal", "values": seat_values(score["subtotal"])})
        if any(score["ambulance"]):
            breakdown.append({"label": "Don't shoot the ambulance", "values": seat_values(
                [_signed(v) for v in score["ambulance"]])})
        breakdown.append({"label": "Blue score", "values": per_seat})
        best = max(totals)
        winning = [i for i, t in enumerate(totals) if t == best]
        order = [state["order"][(state["order"].index(state["starter"]) + k * (state["direction"] or 1)) % n]
                 for k in range(n)]
        ranking = sorted(order, key=lambda s: (-per_seat[s], order.index(s)))
        if len(winning) == len(sides):
            reason = f"Every side scores {best} points in the blue round: a draw."
            return outcome_dict("draw", [], reason, per_seat, breakdown, ranking=ranking)
        # [decision] equal blue totals at the top are a shared win (as the contract reads for
        # the full game)
        winners = sorted(s for i in winning for s in sides[i])
        names = " and ".join(self.side_name(state, i) for i in winning)
        reason = f"{names} {'win' if len(winners) > 1 else 'wins'} the blue round with {best} points"
        if len(winning) > 1:
            reason += " (a shared win)"
        return outcome_dict("win", winners, reason + ".", per_seat, breakdown, ranking=ranking)

    def _outcome_orange(self, state):
        """The orange-only game (lowest orange score wins) or the full game (blue − orange,
        highest wins); [decision] in the contract: equal totals at the top are a shared win."""
        res = state["results"]["orange"]
        sides = state["sides"]
        n = state["n"]
        side_of = state["side_of"]
        game = state["results"].get("game")
        teams = any(len(side) > 1 for side in sides)
        breakdown = []
        if teams:
            breakdown.append({"label": "Side", "values": [self.side_name(state, side_of[s]) for s in range(n)]})
        if game:
            breakdown.append({"label": "Blue score (side)", "values": [game["blue"][side_of[s]] for s in range(n)]})
        for d in res["deals"]:
            breakdown.append({"label": f"Orange deal {d['deal']}: {SEAT_NAMES[d['seat']]} went out",
                              "values": [0 if side_of[s] == side_of[d["seat"]] else d["points"] for s in range(n)]})
        breakdown.append({"label": "Cards left in hand", "values": list(res["hand_points"])})
        breakdown.append({"label": "Orange score (player)", "values": list(res["totals"])})
        if teams:
            breakdown.append({"label": "Orange score (side)", "values": [res["side_totals"][side_of[s]] for s in range(n)]})
        if game:
            breakdown.append({"label": "Game score (blue − orange)", "values": [game["totals"][side_of[s]] for s in range(n)]})
            totals = game["totals"]
            best = max(totals)
        else:
            totals = res["side_totals"]
            best = min(totals)
        per_seat = [totals[side_of[s]] for s in range(n)]
        winning = [i for i, t in enumerate(totals) if t == best]
        order = orange._seats_from_starter(state)
        sign = -1 if game else 1
        ranking = sorted(order, key=lambda s: (sign * per_seat[s], order.index(s)))
        how = " (Apocalypse: the game was blocked)" if res["apocalypse"] else ""
        if len(winning) == len(sides):
            what = "the game" if game else "the orange round"
            return outcome_dict("draw", [], f"Every side scores {best} points in {what}: a draw{how}.", per_seat,
                                breakdown, ranking=ranking)
        winners = sorted(s for i in winning for s in sides[i])
        names = " and ".join(self.side_name(state, i) for i in winning)
        verb = "win" if len(winners) > 1 else "wins"
        if game:
            i = winning[0]
            reason = (f"{names} {verb} the game with {best} points (blue {game['blue'][i]} − orange "
                      f"{game['orange'][i]})")
        else:
            reason = f"{names} {verb} the orange round with {best} points, the lowest score"
        if len(winning) > 1:
            reason += " (a shared win)"
        return outcome_dict("win", winners, reason + how + ".", per_seat, breakdown, ranking=ranking)

    # ---- log ----------------------------------------------------------------------------------
    def capture_text(self, state, action):
        """The arithmetic of a capture: "22 − 10 = 12" (with the Swiss knife's value noted)."""
        parsed = cap.parse(action)
        if parsed is None:
            return ""
        return _arith_text(*parsed)

    def describe(self, state, action):
        seat = state["turn"]
        who = SEAT_NAMES[seat]
        words = action.split()
        verb = words[0] if words else ""
        after = self.next_state(state, action)
        if state["round"] == "orange" and state["phase"] != "partners":
            return orange.describe(state, action, after)
        if verb in ("partner", "partners"):
            chosen = sorted(int(w) for w in words[1:])
            text = f"{who} picks {' and '.join(SEAT_NAMES[s] for s in chosen)} as partner{'s' if len(chosen) > 1 else ''}"
        elif verb == "direction":
            text = f"{who} chooses to play {words[1]}"
        elif verb in CAPTURE_VERBS:
            last = after["last"]
            text = (f"{who} plays {_names(last['played'])}: {self.capture_text(state, action)}, "
                    f"takes {_names(last['taken'])}")
            if CHAT in last["played"] or CHAT in last["taken"]:
                text += " (Chat Noir taken on purpose: +30)"
        elif verb == "papillon":
            swept = state["table"]
            if swept:
                text = f"{who} plays the Papillon and sweeps the table: takes {_names(swept)}"
                if CHAT in swept:
                    text += " (Chat Noir swept: −30)"
            else:
                text = f"{who} plays the Papillon on an empty table: it goes to the pile alone"
        elif verb == "chrysalide":
            way = "clockwise" if after["direction"] == 1 else "anticlockwise"
            text = f"{who} shows the Chrysalide: play now goes {way}"
        elif verb == "discard":
            card = int(words[1])
            if state["table"]:
                text = f"{who} cannot capture and puts {name(card)} on the table"
            else:
                text = f"The table is empty: {who} puts down {name(card)}"
        else:
            text = action
        return text + "".join("; " + c for c in self._consequences(state, after)) + "."

    def _consequences(self, before, after):
        out = []
        if after["deal_no"] != before["deal_no"] and after["round"] == "blue":
            hand_size, table_size, deals = DEALS[after["n"]]
            text = f"deal {after['deal_no']} of {deals}: {hand_size} cards each"
            if before["deal_no"] == 0:
                text += f", {_count(table_size)} on the table"
            out.append(text + f"; {SEAT_NAMES[after['starter']]} starts")
        if "blue" in after["results"] and "blue" not in before["results"]:
            score = after["results"]["blue"]
            sweep = score["sweep"]
            if sweep:
                text = f"the last cards on the table go to {SEAT_NAMES[sweep['seat']]}: {_names(sweep['cards'])}"
                if CHAT in sweep["cards"]:
                    text += " (Chat Noir swept: −30)"
                out.append(text)
            elif score["leftover"]:
                out.append(f"nobody captured anything: {_names(score['leftover'])} stay on the table")
            most = score["most"]
            if most["tied"]:
                rolls = ", ".join(f"{self.side_name(after, r[0])} {r[1] + r[2]}" for r in most["rolls"])
                for again in most["rerolls"]:
                    rolls += "; again: " + ", ".join(f"{self.side_name(after, r[0])} {r[1] + r[2]}" for r in again)
                out.append(f"tie for most cards, dice: {rolls}")
            out.append("the blue round is over")
        if after["round"] == "orange" and before["round"] == "blue":
            dice = after["dice"]
            text = f"{SEAT_NAMES[dice['low']]} rolled lowest and starts the orange round"
            for again in dice["low_rerolls"]:
                text += " (tie, rolled again: " + ", ".join(f"{SEAT_NAMES[k]} {x + y}" for k, x, y in again) + ")"
            out.append(text)
            if after["phase"] == "play":
                out.append(f"orange deal 1 of {DEALS[after['n']][2]}: {DEALS[after['n']][0]} cards each, "
                           "two plate cards turned up")
        return out

    # ---- information ---------------------------------------------------------------------------
    def view(self, state, seat):
        """What ``seat`` may know (``None``: a spectator): its own hand, the sizes of the other
        hands and of the deck (not its order), and everything public: table, capture piles
        (every blue capture happens in view), dice, sides, direction, scores.

        Fields: ``seat``, ``hand`` (sorted ids, None for a spectator), ``hand_sizes``,
        ``deck_size``, ``table`` (ids, in the order laid), ``piles`` (per side, ids in the order
        captured; None before the sides exist), ``taken`` (per seat: cards that entered the
        pile through that seat), ``sides`` / ``side_of`` (None until the partners are chosen),
        ``order`` (seats by place, clockwise), ``direction`` (1 clockwise, -1, None before it is
        chosen), ``dice`` (``rolls`` per seat, ``high_rerolls`` [[[seat, d1, d2], ...], ...],
        ``high``), ``starter``, ``phase`` ("partners", "direction", "play", "over"), ``turn``,
        ``turn_no``, ``deal_no`` (of ``DEALS[n][2]``), ``last_capture`` (seat or None),
        ``chat`` (None or {"side", "seat", "points": +30/-30, "how"}), ``last`` (the previous
        decision: {"seat", "kind", "played", "taken", "action"}), ``results["blue"]`` at the
        end (see :func:`blue_score`, plus "most", "sweep", "leftover"), ``no_capture`` (this
        deal's discards onto a non-empty table, each a public fact that the discarder's hand
        could capture nothing there: {"seat", "table", "known"}, see :func:`_note_play`),
        ``n``, ``mode``, ``round``, ``rounds``."""
        if state["round"] == "orange":
            return orange.view(state, seat)
        out = {k: v for k, v in state.items() if k not in ("hands", "deck", "rng", "odeck")}
        out = self._copy_public(out)
        if "odeck" in state:
            out["odeck_size"] = len(state["odeck"])
        out["seat"] = seat
        out["hand"] = list(state["hands"][seat]) if seat is not None else None
        out["hand_sizes"] = [len(h) for h in state["hands"]]
        out["deck_size"] = len(state["deck"])
        return out

    def review_view(self, state):
        """The review of a finished game: a spectator's view with every hand face up."""
        out = self.view(state, None)
        out["all_hands"] = [list(h) for h in state["hands"]]
        return out

    @staticmethod
    def _copy_public(out):
        out["table"] = list(out["table"])
        out["piles"] = [list(p) for p in out["piles"]] if out["piles"] is not None else None
        out["taken"] = list(out["taken"])
        out["order"] = list(out["order"])
        out["results"] = dict(out["results"])
        out["no_capture"] = _copy_no_capture(out)
        return out

    def determinize(self, view, rng_state):
        """A full state consistent with ``view``: the cards the seat cannot see (other hands,
        the deck) dealt at random from the cards not accounted for."""
        if view["round"] == "orange":
            return orange.determinize(view, rng_state)
        seat = view["seat"]
        state = {k: v for k, v in view.items() if k not in ("seat", "hand", "hand_sizes", "deck_size", "odeck_size")}
        state = self._copy_public(state)
        if "odeck_size" in view:
            state["odeck"] = list(orange.ORANGE_IDS)  # still in its box: nothing hidden in it
        n = view["n"]
        seen = [view["table"]] + list(view["piles"] or [])
        if seat is not None:
            seen.append(view["hand"])
        pool = hidden.remaining(blue_deck(), *seen)
        unknown = [s for s in range(n) if s != seat]
        sizes = [view["hand_sizes"][s] for s in unknown] + [view["deck_size"]]
        piles, rng_state = deal_consistent(pool, unknown, sizes, view.get("no_capture") or (), rng_state)
        hands = [None] * n
        for i, s in enumerate(unknown):
            hands[s] = sorted(piles[i])
        if seat is not None:
            hands[seat] = list(view["hand"])
        state["hands"] = hands
        state["deck"] = piles[-1]
        state["rng"] = rnglib.next_u64(rng_state)[1]
        return state

    # ---- bots -----------------------------------------------------------------------------------
    def projected(self, state):
        """Each side's projected blue score: what its pile scores now (the Chat Noir as it
        stands, 10 to the side with most cards so far, a little for every card), a share of
        the points its hands hold, and the points on the table as a likely prize for the side
        about to play."""
        sides = state["sides"]
        sizes = [len(p) for p in state["piles"]]
        top = max(sizes)
        leaders = [i for i, x in enumerate(sizes) if x == top]
        table = state["table"]
        table_points = sum(_card_points(c) for c in table)
        chat_on_table = CHAT in table
        to_move = state["side_of"][state["turn"]] if not state["over"] else None
        out = []
        for i, side in enumerate(sides):
            pile = state["piles"][i]
            # what the pile scores now (side_lines' total, faster): 10 a scoring card, the Yin
            # and Yang bonus, the Chat Noir as it stands
            points = sum(_POINTS[c] for c in pile) + 0.25 * sizes[i]
            if YIN in pile and YANG in pile:
                points += 10
            if state["chat"] and state["chat"]["side"] == i:
                points += state["chat"]["points"]
            if top and i in leaders:
                points += 10 / len(leaders)
            for s in side:
                hand = state["hands"][s]
                points += 0.4 * sum(_card_points(c) for c in hand)
                if PAPILLON in hand:
                    points += 0.5 * table_points - (15 if chat_on_table else 0)
                if CHAT in hand:
                    points -= 5
            if i == to_move:
                points += 0.35 * table_points
            out.append(points)
        return out

    def search_scale(self, view):
        """The orange round gets ``ORANGE_SEARCH_SCALE`` times the level's iterations: an orange
        iteration costs about a third of a blue one (no capture search), its roots are wide
        (a card for each spot, the Swiss knife for each value) and the differences between
        moves small against a playout's spread, so 400 iterations left it noise-bound. Hard's
        1.0 s cap still holds in the browser."""
        return ORANGE_SEARCH_SCALE if view.get("round") == "orange" else 1.0

    def evaluate(self, state, seat):
        if state["over"]:
            return super().evaluate(state, seat)
        if state["sides"] is None:
            return 0.0
        if state["round"] == "orange":
            return orange.evaluate(state, seat) if state["phase"] == "play" else 0.0
        proj = self.projected(state)
        mine = state["side_of"][seat]
        best_other = max(v for i, v in enumerate(proj) if i != mine)
        return max(-0.95, min(0.95, (proj[mine] - best_other) / 60.0))

    def rollout_action(self, state, rng):
        """Playouts prefer captures, the Papillon's sweep included (the most valuable first,
        with some randomness)."""
        actions = self.legal_actions(state)
        if state["round"] == "orange":
            return orange.rollout_action(state, actions, rng) if state["phase"] == "play" else rng.choice(actions)
        if len(actions) > 1 and state["phase"] == "play" and rng.random() < 0.85:
            caps = list(self.captures(state))
            table = state["table"]
            if table and "papillon" in actions:
                caps.append(("papillon", (PAPILLON,), tuple(table)))
            if caps:
                if rng.random() < 0.6:
                    return max(caps, key=_capture_gain)[0]
                return caps[rng.randrange(len(caps))][0]
        return actions[rng.randrange(len(actions))]


# ---- what discards tell ----------------------------------------------------------------------
# A discard is allowed only when no hand card can take, sum or combine, and it happens in view:
# so everybody learns that the discarder's hand could capture nothing on the table it was made
# on. Within a deal hands only shrink (no card is drawn in the blue round), so the hand a player
# holds now, with every card they have played since that discard (the discarded card included),
# could capture nothing there either. ``state["no_capture"]`` keeps these facts for the current
# deal, public like the table: ``[{"seat", "table": [ids before the discard], "known": [ids of
# that hand seen since]}]``; a determinization deals only hands consistent with them.

DEAL_TRIES = 24  # consistent deals tried before a determinization gives up the discard facts


def _copy_no_capture(state):
    return [{"seat": e["seat"], "table": list(e["table"]), "known": list(e["known"])}
            for e in state.get("no_capture") or ()]


def _note_play(state, seat, played, table_before=None):
    """Record ``played`` (cards ``seat`` just showed) in the seat's discard facts, and a new
    fact when the play was a discard onto a non-empty table (``table_before``)."""
    facts = state["no_capture"]
    for e in facts:
        if e["seat"] == seat:
            e["known"].extend(played)
    if table_before:
        facts.append({"seat": seat, "table": list(table_before), "known": list(played)})


def deal_consistent(pool, seats, sizes, facts, rng_state):
    """``hidden.deal(pool, sizes)`` (``sizes``: one per seat of ``seats``, then the deck),
    keeping only deals in which every seat's hand agrees with its discard ``facts``: with the
    cards it is known to have held then, it could capture nothing on the table of each of its
    discards. Cards that would have made a capture alone are never dealt to that seat; pairs
    (a sign and a result, an operand and a result) are checked after the deal, and the deal is
    tried again if one fails. After ``DEAL_TRIES`` failures the facts are ignored."""
    by_seat = {}
    for e in facts:
        if e["table"] and e["seat"] in seats:
            by_seat.setdefault(e["seat"], []).append((tuple(sorted(e["known"])), tuple(e["table"])))
    if not by_seat:
        return hidden.deal(pool, sizes, rng_state)
    forbidden = {s: frozenset().union(*(cap.cannot_hold(k, t) for k, t in fs)) for s, fs in by_seat.items()}
    where = {s: i for i, s in enumerate(seats)}
    first = sorted(by_seat, key=lambda s: -len(forbidden[s]))
    for _ in range(DEAL_TRIES):
        cards, rng_state = rnglib.shuffled(rng_state, pool)
        hands = {}
        for s in first:
            size = sizes[where[s]]
            banned = forbidden[s]
            pick = []
            for c in cards:
                if len(pick) == size:
                    break
                if c not in banned:
                    pick.append(c)
            if len(pick) < size or any(cap.all_captures(pick + list(k), t) for k, t in by_seat[s]):
                break
            hands[s] = pick
            taken = set(pick)
            cards = [c for c in cards if c not in taken]
        else:
            piles = []
            for s, size in zip(seats, sizes):
                if s in hands:
                    piles.append(hands[s])
                else:
                    piles.append(cards[:size])
                    cards = cards[size:]
            piles.append(cards)
            return piles, rng_state
    return hidden.deal(pool, sizes, rng_state)


def action_info(hand, table, action):
    """What a play action does, for the interface (works on a view: pass ``view["hand"]`` and
    ``view["table"]``): ``{"kind", "played", "taken", "arith", "label"}``, e.g. for
    ``combine 52 = 57-10``: played [52, 50], taken [57, 10], arith "22 − 10 = 12", label
    "22 − 10 = 12: take Chat Noir and the 10 of Formes". None for a non-play action."""
    words = action.split()
    verb = words[0] if words else ""
    if verb in CAPTURE_VERBS:
        parsed = cap.parse(action)
        if parsed is None:
            return None
        played, taken = Papillon._split(hand, table, parsed)
        arith = _arith_text(*parsed)
        return {"kind": verb, "played": played, "taken": taken, "arith": arith,
                "label": f"{arith}: take {_names(taken)}"}
    if verb == "papillon":
        label = f"Sweep the table: take {_names(table)}" if table else "Play the Papillon (the table is empty)"
        return {"kind": verb, "played": [PAPILLON], "taken": list(table), "arith": "", "label": label}
    if verb == "chrysalide":
        return {"kind": verb, "played": [CHRYSALIDE], "taken": [], "arith": "",
                "label": "Show the Chrysalide: reverse the direction of play"}
    if verb == "discard" and len(words) == 2 and words[1].isdigit():
        card = int(words[1])
        return {"kind": verb, "played": [card], "taken": [], "arith": "",
                "label": f"Put {name(card)} on the table"}
    return None


def _face_points(f):
    if f == CHAT:
        return 0
    for _key, _label, group in BLUE_TEN:
        if f in group:
            return 10
    return 0


_POINTS = tuple(_face_points(c % 58) for c in range(116))  # by card id, both decks


def _card_points(card):
    """The blue points a card scores by itself (10 or 0; the Chat Noir depends on how)."""
    return _POINTS[card]


def _capture_gain(c):
    """Points a capture brings (the Chat Noir: +30 taken on purpose, -30 swept), plus a
    little for each card (most cards)."""
    action, played, taken = c
    gain = sum(_card_points(x) for x in played + taken) + 0.5 * (len(played) + len(taken))
    if CHAT in played or CHAT in taken:
        gain += -30 if action == "papillon" else 30
    return gain


def _arith_text(kind, result, operands, op):
    """"22 − 10 = 12", "5 + 6 = 11", "5 = 5"; the Swiss knife's chosen value noted."""
    if kind == "take":
        common = sorted(set(values_of(result)) & set(values_of(operands[0])))
        v = common[0] if common else "?"
        text = f"{v} = {v}"
        wild = [x for x in (result, operands[0]) if face(x) == COUTEAU]
        return text + (" (Couteau Suisse as " + str(v) + ")" if wild and common else "")
    if kind == "sum":
        fixed = [VALUE[face(x)] for x in operands if face(x) != COUTEAU and VALUE[face(x)] is not None]
        wild_op = any(face(x) == COUTEAU for x in operands)
        if face(result) == COUTEAU:
            total = sum(fixed)
            return " + ".join(str(v) for v in fixed) + f" = {total} (Couteau Suisse as {total})"
        total = VALUE[face(result)]
        if total is None:
            return "?"
        if wild_op:
            w = total - sum(fixed)
            return " + ".join(str(v) for v in fixed + [w]) + f" = {total} (Couteau Suisse as {w})"
        return " + ".join(str(v) for v in fixed) + f" = {total}"
    solved = cap.solve(operands[0], op, operands[1], result)
    if solved is None:
        return f"{_vtext(operands[0])} {OP_TEXT[op]} {_vtext(operands[1])} = {_vtext(result)}"
    va, vb, vr = solved
    text = f"{va} {OP_TEXT[op]} {vb} = {vr}"
    for card, v in zip((operands[0], operands[1], result), solved):
        if face(card) == COUTEAU:
            text += f" (Couteau Suisse as {v})"
    return text


def _signed(v):
    return f"+{v}" if v > 0 else (f"−{-v}" if v < 0 else "0")


def _vtext(card):
    if face(card) == COUTEAU:
        return "Couteau Suisse"
    v = VALUE[face(card)]
    return str(v) if v is not None else name(card)


def _names(cards):
    cards = list(cards)
    if not cards:
        return "nothing"
    names = [name(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _cap(text):
    return text[:1].upper() + text[1:]


def _count(n):
    return "1 card" if n == 1 else f"{n} cards"


def _int(text):
    try:
        return int(text)
    except (TypeError, ValueError):
        return None
