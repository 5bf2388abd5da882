"""Lepidoptery rules (shared/rules/lepidoptery.md), pure Python.

Two players, Light (seat 0) and Dark (seat 1), each with an identical 38-card deck of ranks
1-10 and one Joker. Cards have no suits, so a hand is a sorted list of ranks.

Actions:

- ``"pass"``: Pass & Refresh;
- ``"play <type> <cards>"``: Play & Place, e.g. ``"play single 4"``, ``"play pair 7 7"``,
  ``"play pair 7 J7"`` (a 7 and the Joker as a 7), ``"play run3 5 J6 7"``. Types are
  ``single pair run2 triple run3``; the cards are listed in rank order, the Joker as ``J``
  followed by the rank it stands for (after natural cards of the same rank).

The board is five columns (one per type) of ``rows`` spaces; ``state["board"][col]`` lists
the owners of its tokens from the bottom up.
"""

from ...core import hidden
from ...core import rng as rnglib
from ...core.protocol import Game, Option, outcome_dict
from ...core.toolkit import choose_first, copy_json, copy_state, first_player_option, reveal
from ...i18n import Word, msg

LIGHT, DARK = 0, 1
SEAT_NAMES = ("Light", "Dark")

# [decision] deck composition, kept as one table: rank -> copies per deck.
DECK_TABLE = {1: 3, 2: 4, 3: 4, 4: 4, 5: 4, 6: 4, 7: 4, 8: 4, 9: 4, 10: 3}
FULL_DECK = [rank for rank, copies in sorted(DECK_TABLE.items()) for _ in range(copies)]
HAND_SIZE = 12
COLUMNS = 5
LINE = 4  # tokens in a row to win

TYPES = ("single", "pair", "run2", "triple", "run3")
COLUMN_OF = {t: i for i, t in enumerate(TYPES)}
TYPE_SIZE = {"single": 1, "pair": 2, "run2": 2, "triple": 3, "run3": 3}
# A type's name, as a message (the catalogue's ``lepidoptery.type.<type>``: "Pair", "Run of 2").
TYPE_NAMES = {t: msg("lepidoptery.type." + t) for t in TYPES}
DRAW_PASSES = 4  # [decision] consecutive passes with both decks empty = a draw


# ---- combinations ------------------------------------------------------------------------------
class Combo:
    """A combination: its type, the ranks it counts as (sorted), and the Joker's rank if used.

    Every possible combination exists once, in ``ALL_COMBOS`` (there are 109); treat them as
    immutable."""

    __slots__ = ("type", "ranks", "joker", "naturals", "action", "low", "size", "column")

    def __init__(self, type_, ranks, joker=None):
        self.type = type_
        self.ranks = tuple(sorted(ranks))
        self.joker = joker
        naturals = list(self.ranks)
        if joker is not None:
            naturals.remove(joker)
        self.naturals = tuple(naturals)
        self.action = "play " + type_ + " " + " ".join(_tokens(self.ranks, joker))
        self.low = self.ranks[0]
        self.size = len(self.ranks)
        self.column = COLUMN_OF[type_]

    def to_dict(self):
        return {"type": self.type, "ranks": list(self.ranks), "joker": self.joker}


def _tokens(ranks, joker):
    out, used = [], False
    for i, r in enumerate(ranks):
        # the Joker goes after natural cards of the same rank
        if not used and r == joker and (i + 1 == len(ranks) or ranks[i + 1] != r):
            out.append(f"J{r}")
            used = True
        else:
            out.append(str(r))
    return out


def _all_combos():
    out = []
    for r in range(1, 11):
        out += [Combo("single", (r,)), Combo("pair", (r, r)), Combo("pair", (r, r), r)]
        out += [Combo("triple", (r, r, r)), Combo("triple", (r, r, r), r)]
        if r <= 9:
            out += [Combo("run2", (r, r + 1), j) for j in (None, r, r + 1)]
        if r <= 8:
            out += [Combo("run3", (r, r + 1, r + 2), j) for j in (None, r, r + 1, r + 2)]
    return out


ALL_COMBOS = _all_combos()
BY_ACTION = {c.action: c for c in ALL_COMBOS}
_BY_KEY = {(c.type, c.ranks, c.joker): c for c in ALL_COMBOS}


def combo_from_dict(d):
    return _BY_KEY.get((d["type"], tuple(d["ranks"]), d.get("joker"))) or Combo(d["type"], d["ranks"], d.get("joker"))


def parse_action(action):
    """``"play pair 7 J7"`` -> its Combo; ``"pass"`` -> "pass"; anything else -> None.

    Only the canonical spelling of a combination is accepted (cards in rank order, the
    Joker after natural cards of its rank)."""
    if action == "pass":
        return "pass"
    return BY_ACTION.get(action) if isinstance(action, str) else None


def _table(type_, joker_slot):
    return {c.low: c for c in ALL_COMBOS if c.type == type_ and (c.joker is not None) == (joker_slot is not None)
            and (joker_slot is None or c.joker == c.low + joker_slot)}


_SINGLE, _PAIR, _PAIR_J = _table("single", None), _table("pair", None), _table("pair", 0)
_TRIPLE, _TRIPLE_J = _table("triple", None), _table("triple", 0)
_RUN2, _RUN2_J0, _RUN2_J1 = _table("run2", None), _table("run2", 0), _table("run2", 1)
_RUN3, _RUN3_J0, _RUN3_J1, _RUN3_J2 = (_table("run3", None), _table("run3", 0), _table("run3", 1), _table("run3", 2))


def combos_in_hand(counts, joker_up):
    """Every combination the hand can form. ``counts[r]`` = cards of rank r (index 0 unused)."""
    out = []
    for r in range(1, 11):
        c = counts[r]
        if c >= 1:
            out.append(_SINGLE[r])
        if c >= 2:
            out.append(_PAIR[r])
        if c >= 3:
            out.append(_TRIPLE[r])
        if joker_up:
            if c >= 1:
                out.append(_PAIR_J[r])
            if c >= 2:
                out.append(_TRIPLE_J[r])
        if r <= 9:
            n1 = counts[r + 1]
            if c and n1:
                out.append(_RUN2[r])
            if joker_up:
                if n1:
                    out.append(_RUN2_J0[r])
                if c:
                    out.append(_RUN2_J1[r])
        if r <= 8:
            n1, n2 = counts[r + 1], counts[r + 2]
            if c and n1 and n2:
                out.append(_RUN3[r])
            if joker_up:
                if n1 and n2:
                    out.append(_RUN3_J0[r])
                if c and n2:
                    out.append(_RUN3_J1[r])
                if c and n1:
                    out.append(_RUN3_J2[r])
    return out


_COMBO_CACHE: dict = {}


def _cached_combos(hand, joker_up):
    key = (tuple(hand), joker_up)
    found = _COMBO_CACHE.get(key)
    if found is None:
        if len(_COMBO_CACHE) > 20000:
            _COMBO_CACHE.clear()
        found = combos_in_hand(rank_counts(hand), joker_up)
        _COMBO_CACHE[key] = found
    return found


def rank_counts(cards):
    counts = [0] * 11
    for r in cards:
        counts[r] += 1
    return counts


def beats(combo, play):
    """Whether ``combo`` may be played on ``play`` (a Combo or None) by the climbing rule."""
    if play is None:
        return True
    if combo.type == play.type:
        return False
    return combo.low > play.low or (combo.low == play.low and combo.size > play.size)


def type_name(type_, article=None):
    """A combination type's name as a message: "Pair"; with ``article="a"`` "a Pair", with
    ``"A"`` "A Pair" (French: "une Paire", "Une Paire": the article follows the name's gender)."""
    if article is None:
        return TYPE_NAMES[type_]
    return msg(f"lepidoptery.{'type_a' if article == 'a' else 'type_A'}.{type_}")


def combo_name(type_, ranks, joker=None, article=False):
    """A message: 'Single 5', 'Pair of 7s', 'Run 6–7', 'Triple of 8s', 'Run 5–6–7' (+ Joker note);
    with ``article``, 'a Single 5', 'a Pair of 7s'..."""
    ranks = list(ranks)
    key = "lepidoptery.combo_a." if article else "lepidoptery.combo."
    if type_ in ("single", "pair", "triple"):
        text = msg(key + type_, rank=ranks[0])
    else:
        text = msg(key + "run", ranks="–".join(str(r) for r in ranks))
    if joker is not None:
        text = msg("lepidoptery.combo.joker", combo=text, joker=joker)
    return text


def describe_combo(combo, article=False):
    return combo_name(combo.type, combo.ranks, combo.joker, article)


def play_problem(combo, play, marker, board, rows):
    """Why ``combo`` (formed from cards the player holds) may not be played, or None.

    ``play`` is the combination in the play area (Combo or None), ``marker`` the player's
    marker (a type, "pass" or None). The reason is a message."""
    if play is not None:
        if combo.type == play.type:
            return msg("lepidoptery.why.same_type", this=type_name(combo.type, "A"), that=type_name(play.type, "a"))
        if not beats(combo, play):
            return msg("lepidoptery.why.too_low", combo=describe_combo(combo), play=describe_combo(play))
    if marker in COLUMN_OF and marker == combo.type:
        return msg("lepidoptery.why.marker", type=TYPE_NAMES[marker])
    if len(board[combo.column]) >= rows:
        return msg("lepidoptery.why.full", column=TYPE_NAMES[combo.type])
    return None


# ---- board -------------------------------------------------------------------------------------
def _lines(rows):
    """Every line of four spaces, as tuples of (col, row)."""
    lines = []
    for col in range(COLUMNS):
        for row in range(rows):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                cells = [(col + k * dc, row + k * dr) for k in range(LINE)]
                if all(0 <= c < COLUMNS and 0 <= r < rows for c, r in cells):
                    lines.append(tuple(cells))
    return lines


LINES = {rows: _lines(rows) for rows in (4, 5)}
LINES_THROUGH = {
    rows: {(c, r): [ln for ln in LINES[rows] if (c, r) in ln] for c in range(COLUMNS) for r in range(rows)}
    for rows in (4, 5)
}


def owner_at(board, col, row):
    column = board[col]
    return column[row] if row < len(column) else None


def winning_line(board, rows, col, row, seat):
    """A line of four of ``seat``'s tokens through (col, row), or None."""
    for line in LINES_THROUGH[rows][(col, row)]:
        if all(owner_at(board, c, r) == seat for c, r in line):
            return [list(cell) for cell in line]
    return None


def longest_line(board, rows, seat):
    """The most of ``seat``'s tokens in any line of four with no opposing token (for scores)."""
    best = 0
    for line in LINES[rows]:
        owners = [owner_at(board, c, r) for c, r in line]
        if 1 - seat not in owners:
            best = max(best, owners.count(seat))
    return best


def draws_on_refresh(hand_size, deck_size):
    """Cards a player draws at Pass & Refresh: up to 12, or exactly one at 12 or more."""
    want = HAND_SIZE - hand_size if hand_size < HAND_SIZE else 1
    return min(want, deck_size)


class Lepidoptery(Game):
    id = "lepidoptery"
    name = "Lepidoptery"
    play_time = Word("lepidoptery.play_time")  # the home card's estimate of one game
    blurb = Word("lepidoptery.blurb")
    seat_names = SEAT_NAMES
    perfect_information = False
    mark_thresholds = (("blunder", 0.25), ("mistake", 0.15), ("inaccuracy", 0.08))  # docs/marks-calibration.md
    options = [
        Option("rows", msg("lepidoptery.opt.rows"),
               [(4, msg("lepidoptery.opt.rows.4")), (5, msg("lepidoptery.opt.rows.5"))], 4),
        first_player_option(SEAT_NAMES, game_id="lepidoptery"),
    ]
    # Secrets by allow-list: the table is public; each seat sees its own hand; the decks'
    # order (and the rng) stays out of every view. ``public_facts`` adds the pile sizes.
    public_keys = ("game", "rows", "first", "turn", "jokers", "markers", "play", "discard", "board", "passes",
                   "plies", "last", "over", "result")
    seat_keys = {"hands": "hand"}

    # ---- setup -----------------------------------------------------------------------------
    def first_state(self, options, seed):
        first, rng = choose_first(options, SEAT_NAMES, rnglib.seed_state(seed))
        hands, decks = [], []
        for _ in range(2):
            cards, rng = rnglib.shuffled(rng, FULL_DECK)
            hands.append(sorted(cards[:HAND_SIZE]))
            decks.append(cards[HAND_SIZE:])
        return {
            "game": self.id,
            "rows": options["rows"],
            "first": first,
            "turn": first,
            "hands": hands,
            "decks": decks,
            "jokers": [True, True],  # face up
            "markers": [None, None],  # None = off the track (counts as Pass)
            "play": None,  # {"seat", "type", "ranks", "joker"}
            "discard": [[], []],  # each player's discarded cards, in order
            "board": [[] for _ in range(COLUMNS)],
            "passes": 0,  # consecutive Pass & Refresh actions
            "plies": 0,
            "last": None,
            "over": False,
            "result": None,
            "rng": rng,
        }

    # ---- legality ----------------------------------------------------------------------------
    def playable(self, state, seat=None):
        """The legal Play & Place combinations for ``seat`` (default: the player to act)."""
        seat = state["turn"] if seat is None else seat
        play = state["play"]
        play_combo = combo_from_dict(play) if play is not None else None
        marker = state["markers"][seat]
        board, rows = state["board"], state["rows"]
        out = []
        for combo in _cached_combos(state["hands"][seat], state["jokers"][seat]):
            if not beats(combo, play_combo) or combo.type == marker:
                continue
            if len(board[combo.column]) >= rows:
                continue
            out.append(combo)
        return out

    def legal_actions(self, state):
        if state["over"]:
            return []
        actions = [c.action for c in self.playable(state)]
        if not (state["play"] is None and actions):
            actions.append("pass")
        return actions

    def explain_illegal(self, state, action):
        if state["over"]:
            return msg("play.game_over")
        parsed = parse_action(action)
        seat = state["turn"]
        if parsed is None:
            return msg("lepidoptery.why.not_a_move", action=str(action))
        if parsed == "pass":
            return msg("lepidoptery.why.must_play")
        if parsed.joker is not None and not state["jokers"][seat]:
            return msg("lepidoptery.why.joker_down")
        counts = rank_counts(state["hands"][seat])
        need = rank_counts(parsed.naturals)
        if any(need[r] > counts[r] for r in range(1, 11)):
            return msg("lepidoptery.why.not_held")
        play = combo_from_dict(state["play"]) if state["play"] else None
        problem = play_problem(parsed, play, state["markers"][seat], state["board"], state["rows"])
        return problem or msg("play.not_legal", action=str(action))

    def reveals(self, state, action):
        """Pass & Refresh draws cards (unless both decks are empty): undo stops there."""
        if action != "pass":
            return False
        return any(draws_on_refresh(len(state["hands"][s]), len(state["decks"][s])) for s in (0, 1))

    # ---- transitions --------------------------------------------------------------------------
    def next_state(self, state, action):
        seat = state["turn"]
        other = 1 - seat
        new = copy_state(state, lists=("jokers", "markers"), nested=("hands", "decks", "discard", "board"))
        new["plies"] = state["plies"] + 1
        play = state["play"]
        if action == "pass":
            if play is not None:
                new["discard"][play["seat"]].extend(n for n in _naturals(play))
            new["play"] = None
            new["markers"][seat] = "pass"
            new["jokers"][seat] = True
            drawn = [0, 0]
            for s in (seat, other):
                hand, deck = new["hands"][s], new["decks"][s]
                k = draws_on_refresh(len(hand), len(deck))
                if k:
                    hand.extend(deck[:k])
                    del deck[:k]
                    hand.sort()
                drawn[s] = k
            new["passes"] = state["passes"] + 1
            new["turn"] = other
            new["last"] = {"seat": seat, "kind": "pass", "drawn": drawn}
            if new["passes"] >= DRAW_PASSES and not new["decks"][0] and not new["decks"][1]:
                new["over"] = True
                new["result"] = {"kind": "draw", "winner": None, "line": None}
            return new
        combo = parse_action(action)
        hand = new["hands"][seat]
        for r in combo.naturals:
            hand.remove(r)
        if combo.joker is not None:
            new["jokers"][seat] = False
        if play is not None:
            new["discard"][play["seat"]].extend(_naturals(play))
        new["play"] = dict(combo.to_dict(), seat=seat)
        col = combo.column
        column = new["board"][col]
        row = len(column)
        column.append(seat)
        new["markers"][seat] = combo.type
        new["passes"] = 0
        new["turn"] = other
        last = {"seat": seat, "kind": "play", "col": col, "row": row, "cleared": []}
        new["last"] = last
        line = winning_line(new["board"], state["rows"], col, row, seat)
        if line is not None:
            new["over"] = True
            new["result"] = {"kind": "line", "winner": seat, "line": line}
            return new
        if not hand and not new["decks"][seat]:
            new["over"] = True
            new["result"] = {"kind": "shed", "winner": seat, "line": None}
            return new
        if len(column) >= state["rows"]:
            for c in range(COLUMNS):
                if c != col and len(new["board"][c]) >= state["rows"]:
                    last["cleared"].append({"col": c, "tokens": new["board"][c]})
                    new["board"][c] = []
        return new

    # ---- results ------------------------------------------------------------------------------
    def outcome(self, state):
        if not state["over"]:
            return None
        res = state["result"]
        rows = state["rows"]
        breakdown = [
            {"label": msg("lepidoptery.end.longest"), "values": [longest_line(state["board"], rows, s) for s in (0, 1)]},
            {"label": msg("lepidoptery.end.tokens"), "values": [sum(col.count(s) for col in state["board"]) for s in (0, 1)]},
            {"label": msg("lepidoptery.end.hand"), "values": [len(h) for h in state["hands"]]},
            {"label": msg("lepidoptery.end.deck"), "values": [len(d) for d in state["decks"]]},
        ]
        scores = [len(h) + len(d) for h, d in zip(state["hands"], state["decks"])]
        if res["kind"] == "draw":
            reason = msg("lepidoptery.end.draw")
            return outcome_dict("draw", [], reason, scores, breakdown)
        winner = res["winner"]
        name = self.seat_message(SEAT_NAMES[winner])
        if res["kind"] == "line":
            reason = msg("lepidoptery.end.line", who=name, direction=line_direction(res["line"]))
        else:
            reason = msg("lepidoptery.end.shed", who=name)
        return outcome_dict("win", [winner], reason, scores, breakdown)

    # ---- log ----------------------------------------------------------------------------------
    def describe(self, state, action):
        """The log line of ``action``, a message: "Dark plays a Pair of 7s (Joker as 7) on the Pair column."."""
        seat = state["turn"]
        name = self.seat_message(SEAT_NAMES[seat])
        if action == "pass":
            drawn = [draws_on_refresh(len(state["hands"][s]), len(state["decks"][s])) for s in (0, 1)]
            parts = [msg("lepidoptery.log.draws", who=self.seat_message(SEAT_NAMES[s]), n=drawn[s])
                     for s in (seat, 1 - seat) if drawn[s]]
            if not parts:
                return msg("lepidoptery.log.pass_empty", who=name)
            if len(parts) == 1:
                return msg("lepidoptery.log.pass_one", who=name, draws=parts[0])
            return msg("lepidoptery.log.pass_two", who=name, draws=parts[0], other=parts[1])
        combo = parse_action(action)
        if combo is None:
            return action
        after = self.next_state(state, action)
        said = {"who": name, "combo": describe_combo(combo, article=True), "column": TYPE_NAMES[combo.type]}
        if after["over"] and after["result"]["kind"] == "line":
            return msg("lepidoptery.log.play_line", **said)
        if after["over"] and after["result"]["kind"] == "shed":
            return msg("lepidoptery.log.play_shed", **said)
        cleared = after["last"]["cleared"]
        if cleared:
            cols = msg("list.all", items=[TYPE_NAMES[TYPES[c["col"]]] for c in cleared])
            key = "lepidoptery.log.play_clear" if len(cleared) == 1 else "lepidoptery.log.play_clear_many"
            return msg(key, cleared=cols, **said)
        return msg("lepidoptery.log.play", **said)

    # ---- information ---------------------------------------------------------------------------
    def public_facts(self, state, seat):
        """Beyond the table and its own hand, a seat knows who it is, the sizes of both hands
        and both decks, and, once the game is over, both hands (they are shown)."""
        facts = {
            "seat": seat,
            "hand_sizes": [len(h) for h in state["hands"]],
            "deck_sizes": [len(d) for d in state["decks"]],
        }
        if state["over"]:
            facts["final_hands"] = reveal(state["hands"])
        return facts

    def review_view(self, state):
        """The review of a finished game: a spectator's view with both hands face up."""
        out = self.view(state, None)
        out["final_hands"] = reveal(state["hands"])
        return out

    def determinize(self, view, rng_state):
        """A full state consistent with ``view``: the cards ``view['seat']`` cannot see (the
        other hand and both decks' order) are dealt at random from those not accounted for."""
        state = {k: copy_json(view[k]) for k in self.public_keys if k in view}
        seat = view["seat"]
        play = view["play"]
        hands, decks = [], []
        for s in (0, 1):
            seen = [view["discard"][s]]
            if play is not None and play["seat"] == s:
                seen.append(_naturals(play))
            known_hand = view["hand"] if s == seat else (view["final_hands"][s] if view.get("final_hands") else None)
            if known_hand is not None:
                seen.append(known_hand)
            pool = hidden.remaining(FULL_DECK, *seen)
            if known_hand is not None:
                (deck,), rng_state = hidden.deal(pool, [len(pool)], rng_state)
                hands.append(list(known_hand))
            else:
                (hand, deck), rng_state = hidden.deal(pool, [view["hand_sizes"][s], view["deck_sizes"][s]], rng_state)
                hands.append(sorted(hand))
            decks.append(deck)
        state["hands"] = hands
        state["decks"] = decks
        state["rng"] = rnglib.next_u64(rng_state)[1]
        return state

    # ---- reasons -------------------------------------------------------------------------------
    def reasons(self, view, seat, action):
        """Why ``seat`` might play ``action``, from its view alone (see :mod:`.reasons`)."""
        from .reasons import reasons

        return reasons(view, seat, action)

    # ---- bots -----------------------------------------------------------------------------------
    def heuristic(self, state, seat):
        """A position in play: open lines of tokens, cards left to shed, face-up Jokers."""
        rows = state["rows"]
        board = state["board"]
        score = 0.0
        for line in LINES[rows]:
            mine = theirs = 0
            for c, r in line:
                o = owner_at(board, c, r)
                if o == seat:
                    mine += 1
                elif o is not None:
                    theirs += 1
            if mine and not theirs:
                score += (0.02, 0.07, 0.25)[mine - 1]
            elif theirs and not mine:
                score -= (0.02, 0.07, 0.25)[theirs - 1]
        cards = [len(state["hands"][s]) + len(state["decks"][s]) for s in (0, 1)]
        score += 0.01 * (cards[1 - seat] - cards[seat])
        score += 0.05 * ((1 if state["jokers"][seat] else 0) - (1 if state["jokers"][1 - seat] else 0))
        return max(-0.95, min(0.95, score))

    def rollout_action(self, state, rng):
        actions = self.legal_actions(state)
        if len(actions) > 1 and actions[-1] == "pass" and rng.random() < 0.8:
            actions = actions[:-1]  # playouts mostly play when they can
        return actions[rng.randrange(len(actions))]


def _naturals(play):
    ranks = list(play["ranks"])
    if play.get("joker") is not None:
        ranks.remove(play["joker"])
    return ranks


def line_direction(line):
    """Which way a line of four runs, as a message ("across", "up a column", "diagonally")."""
    (c0, r0), (c1, r1) = line[0], line[1]
    if r0 == r1:
        return msg("lepidoptery.dir.across")
    if c0 == c1:
        return msg("lepidoptery.dir.column")
    return msg("lepidoptery.dir.diagonal")
