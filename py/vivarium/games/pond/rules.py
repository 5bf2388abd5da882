"""Pond rules (shared/rules/pond.md), pure Python.

Board squares are named like a spreadsheet: column letter, then row number, with ``a1``
in the top-left corner (the contract's (row 0, column 0)). Actions:

- ``"place c3"``: place an Egg from your spawn on the empty square c3;
- ``"move c3 c2"``: move your Tadpole or Frog from c3 to c2.

A cell of ``state["board"]`` is 0 when empty, else ``1 + 3 * owner + stage`` where
owner is 0 (Light) or 1 (Dark) and stage is 0 (Egg), 1 (Tadpole) or 2 (Frog).

Every sentence the engine makes (the log, why an action is refused, why a round ended, the
breakdown's rows, the options) is a message (``i18n.msg``, keys ``pond.…``), said in the
language of the screen that shows it.
"""

from ...core import rng as rnglib
from ...core.protocol import Game, Option, outcome_dict
from ...core.toolkit import choose_first, copy_state, first_player_option
from ...i18n import Word, msg

LIGHT, DARK = 0, 1
SEAT_NAMES = ("Light", "Dark")
EGG, TADPOLE, FROG = 0, 1, 2
STAGE_NAMES = ("Egg", "Tadpole", "Frog")  # ids (CSS classes); what players read is in the catalogue
# The catalogue's words (section "pond"): a stage's key, a seat's key (``pond.seat.light``).
STAGE_KEYS = ("egg", "tadpole", "frog")
SEAT_KEYS = ("light", "dark")

VARIANTS = {
    # id: (board size, eggs per player, target)
    "pond": (5, 15, 10),
    "small": (4, 11, 7),
    "small13": (4, 13, 10),
}
SMALL_VARIANTS = ("small", "small13")


def cell(owner, stage):
    return 1 + 3 * owner + stage


def owner_of(value):
    return (value - 1) // 3


def stage_of(value):
    return (value - 1) % 3


# Develop: Egg -> Tadpole -> Frog -> Egg, colour kept. Index by cell value.
DEVELOP = (0, 2, 3, 1, 5, 6, 4)
# Symbol of a cell for scoring (stage, ignoring colour); -1 for empty.
SYMBOL = (-1, 0, 1, 2, 0, 1, 2)
OWNER = (-1, 0, 0, 0, 1, 1, 1)


class Geometry:
    """Precomputed neighbourhoods and lines of an n x n board."""

    def __init__(self, n):
        self.n = n
        self.names = [f"{'abcde'[i % n]}{i // n + 1}" for i in range(n * n)]
        self.index = {name: i for i, name in enumerate(self.names)}
        self.neighbours = []
        self.frog_steps = []  # per square: list of (one step, two steps or -1)
        for i in range(n * n):
            r, c = divmod(i, n)
            near, steps = [], []
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                r1, c1 = r + dr, c + dc
                if 0 <= r1 < n and 0 <= c1 < n:
                    near.append(r1 * n + c1)
                    r2, c2 = r1 + dr, c1 + dc
                    two = r2 * n + c2 if 0 <= r2 < n and 0 <= c2 < n else -1
                    steps.append((r1 * n + c1, two))
            self.neighbours.append(tuple(near))
            self.frog_steps.append(tuple(steps))
        rows = [tuple(r * n + c for c in range(n)) for r in range(n)]
        cols = [tuple(r * n + c for r in range(n)) for c in range(n)]
        self.lines = rows + cols
        # line ids through each square: its row and its column
        self.lines_through = [(i // n, n + i % n) for i in range(n * n)]


GEOMETRY = {n: Geometry(n) for n in (4, 5)}


def geometry(state):
    return GEOMETRY[state["size"]]


def find_runs(board, geo, squares):
    """Squares in maximal runs of 3+ identical symbols on any line through ``squares``."""
    line_ids = set()
    for sq in squares:
        line_ids.update(geo.lines_through[sq])
    found = set()
    for line_id in line_ids:
        line = geo.lines[line_id]
        start = 0
        n = len(line)
        while start < n:
            sym = SYMBOL[board[line[start]]]
            end = start + 1
            if sym >= 0:
                while end < n and SYMBOL[board[line[end]]] == sym:
                    end += 1
                if end - start >= 3:
                    found.update(line[start:end])
            start = end
    return sorted(found)


def has_any_action(board, spawn, seat, geo):
    """Whether ``seat`` has at least one legal action (for the elimination rule)."""
    empty = [i for i, v in enumerate(board) if v == 0]
    if not empty:
        return False
    if spawn[seat] > 0:
        return True
    for i, v in enumerate(board):
        if v and OWNER[v] == seat:
            st = SYMBOL[v]
            if st == TADPOLE and any(board[j] == 0 for j in geo.neighbours[i]):
                return True
            if st == FROG:
                for one, two in geo.frog_steps[i]:
                    if board[one] == 0 or (two >= 0 and board[two] == 0):
                        return True
    return False


def seat_msg(index):
    """A seat's name as a message (``pond.seat.light``: Light, Clair)."""
    return msg(f"pond.seat.{SEAT_KEYS[index]}")


def piece_name(value):
    """A piece's name as a message: its colour and its stage (``Light Egg``)."""
    return msg(f"pond.piece.{SEAT_KEYS[owner_of(value)]}_{STAGE_KEYS[stage_of(value)]}")


def a_piece(stage):
    """``a Tadpole``, ``a Frog`` (with its article) as a message."""
    return msg(f"pond.a.{STAGE_KEYS[stage]}")


def the_piece(stage):
    """``the Tadpole``, ``the Frog`` (with its article) as a message."""
    return msg(f"pond.the.{STAGE_KEYS[stage]}")


class Pond(Game):
    id = "pond"
    name = "Pond"
    play_time = Word("pond.play_time")  # the home card's estimate of one game
    blurb = Word("pond.blurb")
    seat_names = SEAT_NAMES
    perfect_information = True
    mark_thresholds = (("blunder", 0.16), ("mistake", 0.09), ("inaccuracy", 0.05))  # docs/marks-calibration.md
    # Nothing is secret in Pond but the rng (never used after setup).
    public_keys = ("game", "variant", "size", "eggs", "target", "best_of", "first", "round", "round_wins", "rounds",
                   "over", "result", "board", "spawn", "scored", "turn", "last")
    options = [
        Option(
            "variant",
            msg("pond.opt.board"),
            [
                ("pond", msg("pond.opt.board.pond")),
                ("small", msg("pond.opt.board.small")),
                ("small13", msg("pond.opt.board.small13")),
            ],
            "pond",
        ),
        Option(
            "best_of",
            msg("pond.opt.match"),
            [(1, msg("pond.opt.match.single")), (3, msg("pond.opt.match.best3"))],
            1,
            only_with={"variant": list(SMALL_VARIANTS)},
        ),
        first_player_option(SEAT_NAMES, game_id="pond"),
    ]

    # ---- setup -----------------------------------------------------------------------
    def first_state(self, options, seed):
        size, eggs, target = VARIANTS[options["variant"]]
        first, rng = choose_first(options, SEAT_NAMES, rnglib.seed_state(seed))
        state = {
            "game": self.id,
            "variant": options["variant"],
            "size": size,
            "eggs": eggs,
            "target": target,
            "best_of": options["best_of"],
            "first": first,
            "round": 1,
            "round_wins": [0, 0],
            "rounds": [],
            "rng": rng,
            "over": False,
            "result": None,
        }
        self._start_round(state, first)
        return state

    def _start_round(self, state, first):
        state["board"] = [0] * (state["size"] ** 2)
        state["spawn"] = [state["eggs"], state["eggs"]]
        state["scored"] = [0, 0]
        state["turn"] = first
        state["last"] = None

    # ---- legality --------------------------------------------------------------------
    def legal_actions(self, state):
        if state["over"]:
            return []
        geo = geometry(state)
        board = state["board"]
        seat = state["turn"]
        names = geo.names
        actions: list[str] = []
        if state["spawn"][seat] > 0:
            actions.extend("place " + names[i] for i, v in enumerate(board) if v == 0)
        for i, v in enumerate(board):
            if v == 0 or OWNER[v] != seat:
                continue
            st = SYMBOL[v]
            if st == TADPOLE:
                for j in geo.neighbours[i]:
                    if board[j] == 0:
                        actions.append(f"move {names[i]} {names[j]}")
            elif st == FROG:
                for one, two in geo.frog_steps[i]:
                    if board[one] == 0:
                        actions.append(f"move {names[i]} {names[one]}")
                    if two >= 0 and board[two] == 0:
                        actions.append(f"move {names[i]} {names[two]}")
        return actions

    def parse(self, state, action):
        """``(kind, from_index, to_index)``; raises ValueError on a malformed action."""
        geo = geometry(state)
        parts = action.split() if isinstance(action, str) else []
        if len(parts) == 2 and parts[0] == "place" and parts[1] in geo.index:
            return "place", -1, geo.index[parts[1]]
        if len(parts) == 3 and parts[0] == "move" and parts[1] in geo.index and parts[2] in geo.index:
            return "move", geo.index[parts[1]], geo.index[parts[2]]
        raise ValueError(action)

    def explain_illegal(self, state, action):
        if state["over"]:
            return msg("play.game_over")
        try:
            kind, frm, to = self.parse(state, action)
        except ValueError:
            return msg("pond.illegal.not_an_action", action=str(action))
        geo = geometry(state)
        board = state["board"]
        turn = state["turn"]
        if kind == "place":
            if state["spawn"][turn] == 0:
                return msg("pond.illegal.no_eggs", who=seat_msg(turn))
            if board[to]:
                return msg("pond.illegal.place_taken", square=geo.names[to])
        else:
            value = board[frm]
            if not value:
                return msg("pond.illegal.no_piece", square=geo.names[frm])
            if OWNER[value] != turn:
                return msg("pond.illegal.not_yours", square=geo.names[frm], owner=seat_msg(OWNER[value]))
            if SYMBOL[value] == EGG:
                return msg("pond.illegal.egg")
            if board[to]:
                return msg("pond.illegal.move_taken", square=geo.names[to])
            if SYMBOL[value] == TADPOLE:
                return msg("pond.illegal.tadpole")
            return msg("pond.illegal.frog")
        return msg("pond.illegal.not_now", action=str(action))

    # ---- the turn --------------------------------------------------------------------
    def next_state(self, state, action):
        kind, frm, to = self.parse(state, action)
        geo = geometry(state)
        seat = state["turn"]
        new = copy_state(state, lists=("board", "spawn", "scored"))
        board, spawn, scored = new["board"], new["spawn"], new["scored"]
        if kind == "place":
            board[to] = cell(seat, EGG)
            spawn[seat] -= 1
        else:
            board[to] = board[frm]
            board[frm] = 0
        # Develop: every orthogonal neighbour of the placed/moved piece advances one stage.
        developed = []
        for j in geo.neighbours[to]:
            if board[j]:
                board[j] = DEVELOP[board[j]]
                developed.append(j)
        # Score: maximal runs of 3+ identical symbols through any changed square.
        runs = find_runs(board, geo, [to] + developed)
        removed = []
        for j in runs:
            removed.append([j, board[j]])
            scored[OWNER[board[j]]] += 1
            board[j] = 0
        new["last"] = {
            "seat": seat,
            "kind": kind,
            "from": frm,
            "to": to,
            "developed": developed,
            "removed": removed,
        }
        target = state["target"]
        reached = [s for s in (LIGHT, DARK) if scored[s] >= target]
        if reached:
            if len(reached) == 2:
                winner = _ahead(scored)
                if winner is None:
                    reason = msg("pond.end.both_draw", target=target, each=scored[LIGHT])
                else:
                    reason = msg("pond.end.both_more", target=target, who=seat_msg(winner),
                                 more=scored[winner], less=scored[1 - winner])
            else:
                winner = reached[0]
                reason = msg("pond.end.reached", who=seat_msg(winner), target=target)
            self._end_round(new, winner, reason)
            return new
        opponent = 1 - seat
        if not has_any_action(board, spawn, opponent, geo):
            self._end_round(new, seat, msg("pond.end.stuck", who=seat_msg(opponent)))
            return new
        new["turn"] = opponent
        return new

    def _end_round(self, state, winner, reason):
        """Close a round; start the next one in a best-of-3 match, or end the game."""
        round_wins = list(state["round_wins"])
        if winner is not None:
            round_wins[winner] += 1
        rounds = list(state["rounds"])
        rounds.append(
            {
                "round": state["round"],
                "winner": winner,
                "reason": reason,
                "scored": list(state["scored"]),
                "board": list(state["board"]),
                "last": state["last"],
            }
        )
        state["rounds"] = rounds
        state["round_wins"] = round_wins
        need = state["best_of"] // 2 + 1
        if state["best_of"] == 1:
            state["over"] = True
            state["result"] = {"winner": winner, "reason": reason}
            return
        if max(round_wins) >= need or len(rounds) >= state["best_of"]:
            match_winner = _ahead(round_wins)
            if match_winner is None:
                why = msg("pond.end.match_tied", n=round_wins[LIGHT])
            else:
                why = msg("pond.end.match_won", who=seat_msg(match_winner),
                          n=round_wins[match_winner], less=round_wins[1 - match_winner])
            state["over"] = True
            state["result"] = {"winner": match_winner, "reason": why}
            return
        state["round"] += 1
        first = state["first"] if state["round"] % 2 == 1 else 1 - state["first"]
        self._start_round(state, first)

    # ---- results ---------------------------------------------------------------------
    def round_ended(self, before, after):
        """The index of the round this action closed while the match goes on, else None."""
        if after["over"] or len(after["rounds"]) <= len(before["rounds"]):
            return None
        return len(after["rounds"]) - 1

    def outcome(self, state):
        if not state["over"]:
            return None
        winner = state["result"]["winner"]
        winners = [] if winner is None else [winner]
        result = "draw" if winner is None else "win"
        if state["best_of"] == 1:
            on_board = [0, 0]
            for v in state["board"]:
                if v:
                    on_board[OWNER[v]] += 1
            breakdown = [
                {"label": msg("pond.breakdown.scored"), "values": list(state["scored"])},
                {"label": msg("pond.breakdown.on_board"), "values": on_board},
                {"label": msg("pond.breakdown.spawn"), "values": list(state["spawn"])},
            ]
            return outcome_dict(result, winners, state["result"]["reason"], state["scored"], breakdown)
        breakdown = []
        for rnd in state["rounds"]:
            who = msg("pond.breakdown.draw") if rnd["winner"] is None else msg("pond.breakdown.won_by", who=seat_msg(rnd["winner"]))
            breakdown.append({"label": msg("pond.breakdown.round", round=rnd["round"], who=who), "values": list(rnd["scored"])})
        breakdown.append({"label": msg("pond.breakdown.rounds_won"), "values": list(state["round_wins"])})
        return outcome_dict(result, winners, state["result"]["reason"], state["round_wins"], breakdown)

    # ---- words -----------------------------------------------------------------------
    def describe(self, state, action):
        """The log line: a message (``pond.log.turn``: the action, what developed, what was
        scored), then the round's or game's end when this action ends it."""
        kind, frm, to = self.parse(state, action)
        geo = geometry(state)
        who = seat_msg(state["turn"])
        if kind == "place":
            did = msg("pond.log.place", who=who, square=geo.names[to])
        else:
            did = msg("pond.log.move", who=who, piece=a_piece(SYMBOL[state["board"][frm]]),
                      frm=geo.names[frm], to=geo.names[to])
        after = self.next_state(state, action)
        round_ended = len(after["rounds"]) > len(state["rounds"])
        # A round that ends in a best-of-3 resets the board; its last turn is kept with the round.
        last = after["rounds"][-1]["last"] if round_ended else after["last"]
        grew = None
        if last["developed"]:
            key = "pond.log.developed_one" if len(last["developed"]) == 1 else "pond.log.developed_many"
            grew = msg(key, squares=square_list(geo, last["developed"]))
        scored = None
        if last["removed"]:
            per_owner = [0, 0]
            symbols = set()
            for _, value in last["removed"]:
                per_owner[OWNER[value]] += 1
                symbols.add(SYMBOL[value])
            kind_list = [msg(f"pond.pieces.{STAGE_KEYS[s]}") for s in sorted(symbols)]
            kinds = kind_list[0] if len(kind_list) == 1 else msg(f"pond.log.kinds{len(kind_list)}", **dict(zip("abc", kind_list)))
            share_list = [msg("pond.log.share", n=per_owner[s], who=seat_msg(s)) for s in (LIGHT, DARK) if per_owner[s]]
            shares = share_list[0] if len(share_list) == 1 else msg("pond.log.shares", a=share_list[0], b=share_list[1])
            scored = msg("pond.log.scored", n=len(last["removed"]), kinds=kinds, shares=shares,
                         squares=square_list(geo, [i for i, _ in last["removed"]]))
        line = msg("pond.log.turn", did=did, grew=grew, scored=scored)
        if not round_ended:
            return line
        rnd = after["rounds"][-1]
        if after["best_of"] > 1:
            return [line, msg("pond.log.round_ends", round=rnd["round"], reason=rnd["reason"])]
        return [line, rnd["reason"]]

    # ---- advice -------------------------------------------------------------------------
    def reasons(self, view, seat, action):
        """Why ``seat`` might play ``action``, from its view (:mod:`.reasons`)."""
        from .reasons import reasons
        return reasons(self, view, seat, action)

    # ---- bots ------------------------------------------------------------------------
    def heuristic(self, state, seat):
        """A position in play: the score difference (and, in a match, the rounds won)."""
        scored = state["scored"]
        diff = (scored[seat] - scored[1 - seat]) / state["target"]
        value = 1.2 * diff
        if state["best_of"] > 1:
            wins = state["round_wins"]
            value = 0.5 * (wins[seat] - wins[1 - seat]) + 0.5 * value
        return max(-0.95, min(0.95, value))

    def rollout_action(self, state, rng):
        """A uniformly random legal action, like the default playout policy, but without
        building the whole list of action strings (tests check it against legal_actions)."""
        board = state["board"]
        seat = state["turn"]
        geo = GEOMETRY[state["size"]]
        empty = [i for i, v in enumerate(board) if not v]
        places = len(empty) if state["spawn"][seat] > 0 else 0
        moves = []
        for i, v in enumerate(board):
            if v and OWNER[v] == seat:
                st = SYMBOL[v]
                if st == TADPOLE:
                    for j in geo.neighbours[i]:
                        if not board[j]:
                            moves.append((i, j))
                elif st == FROG:
                    for one, two in geo.frog_steps[i]:
                        if not board[one]:
                            moves.append((i, one))
                        if two >= 0 and not board[two]:
                            moves.append((i, two))
        k = rng.randrange(places + len(moves))
        names = geo.names
        if k < places:
            return "place " + names[empty[k]]
        i, j = moves[k - places]
        return f"move {names[i]} {names[j]}"


def square_list(geo, squares):
    """The names of ``squares`` in reading order, as one message: "b2, c3 and d3"."""
    return msg("list.all", items=[geo.names[i] for i in sorted(squares)])


def _ahead(values):
    """The seat with more (Light or Dark), or None when they are level."""
    if values[LIGHT] == values[DARK]:
        return None
    return LIGHT if values[LIGHT] > values[DARK] else DARK
