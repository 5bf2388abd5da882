"""Shared helpers for the Pond tests: readable board pictures and an independent
reference model of the rules in shared/rules/pond.md.

Pictures are rows of tokens, top row first (the contract's row 0)::

    LF DF LT .  .
    .  .  .  .  .
    .  .  DT .  .

``.`` is empty; the first letter is the owner (L = Light, D = Dark), the second the stage
(E = Egg, T = Tadpole, F = Frog). Squares are named column letter + row number, ``a1``
being the top-left corner.

The reference model below is written from the rules text, square by square in
(row, column) coordinates, and deliberately shares no code with ``rules.py``.
"""

import json

from vivarium.games import GAMES

GAME = GAMES["pond"]

TOKENS = {".": 0, "LE": 1, "LT": 2, "LF": 3, "DE": 4, "DT": 5, "DF": 6}
TOKEN_OF = {v: k for k, v in TOKENS.items()}
SEATS = {"light": 0, "dark": 1, 0: 0, 1: 1}
VARIANT_FOR_SIZE = {5: "pond", 4: "small"}
EGGS = {"pond": 15, "small": 11, "small13": 13}
TARGET = {"pond": 10, "small": 7, "small13": 10}
SIZE = {"pond": 5, "small": 4, "small13": 4}


# ---- pictures ----------------------------------------------------------------------------
def rows(picture):
    """A picture as a list of rows, each a list of tokens (whitespace-insensitive)."""
    out = [line.split() for line in picture.strip().splitlines() if line.strip()]
    n = len(out)
    assert n in (4, 5) and all(len(r) == n for r in out), f"not a square 4x4/5x5 picture: {out}"
    for r in out:
        for tok in r:
            assert tok in TOKENS, f"unknown token {tok!r}"
    return out


def board_from(picture):
    return [TOKENS[tok] for row in rows(picture) for tok in row]


def picture(state_or_board, size=None):
    """The board of a state (or a bare board list) as rows of tokens, for comparisons."""
    if isinstance(state_or_board, dict):
        board, size = state_or_board["board"], state_or_board["size"]
    else:
        board = state_or_board
        size = size or int(round(len(board) ** 0.5))
    return [[TOKEN_OF[board[r * size + c]] for c in range(size)] for r in range(size)]


def index(name, size):
    """Square name (``c3``) -> board index, computed from the notation itself."""
    col = "abcde".index(name[0])
    row = int(name[1:]) - 1
    assert 0 <= col < size and 0 <= row < size
    return row * size + col


def name_of(i, size):
    r, c = divmod(i, size)
    return f"{'abcde'[c]}{r + 1}"


def at(state, name):
    return TOKEN_OF[state["board"][index(name, state["size"])]]


def count_on_board(board):
    """Pieces on the board per owner."""
    out = [0, 0]
    for v in board:
        if v:
            out[(v - 1) // 3] += 1
    return out


def position(pic, turn="light", spawn=None, scored=(0, 0), variant=None, best_of=1, first=None):
    """A state of the requested variant showing ``pic``, with ``turn`` to act.

    Built the honest way: ``setup`` and then overwrite the board and counters. By default the
    spawns hold whatever keeps every player's pieces conserved.
    """
    board = board_from(pic)
    size = int(round(len(board) ** 0.5))
    variant = variant or VARIANT_FOR_SIZE[size]
    assert SIZE[variant] == size
    seat = SEATS[turn]
    first = seat if first is None else SEATS[first]
    state = GAME.setup({"variant": variant, "best_of": best_of, "first": ("light", "dark")[first]}, 1)
    state["board"] = board
    state["scored"] = list(scored)
    if spawn is None:
        on_board = count_on_board(board)
        spawn = [EGGS[variant] - on_board[p] - scored[p] for p in (0, 1)]
        assert min(spawn) >= 0, "picture uses more pieces than a player owns"
    state["spawn"] = list(spawn)
    state["turn"] = seat
    return state


def snapshot(state):
    """A canonical JSON text of a state, to prove it was not mutated."""
    return json.dumps(state, sort_keys=True)


# ---- an independent reference model of the rules ---------------------------------------------
DIRECTIONS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def _sq(r, c):
    return f"{'abcde'[c]}{r + 1}"


def _parse_sq(name, n):
    return int(name[1:]) - 1, "abcde".index(name[0])


def ref_legal(board, n, spawn, seat):
    """The set of legal actions for ``seat`` per the contract."""
    def get(r, c):
        return board[r * n + c]

    out = set()
    empties = [(r, c) for r in range(n) for c in range(n) if get(r, c) == 0]
    if spawn[seat] > 0:
        out.update("place " + _sq(r, c) for r, c in empties)
    for r in range(n):
        for c in range(n):
            v = get(r, c)
            if v == 0 or (v - 1) // 3 != seat:
                continue
            stage = (v - 1) % 3
            reach = {0: (), 1: (1,), 2: (1, 2)}[stage]
            for dr, dc in DIRECTIONS:
                for k in reach:
                    rr, cc = r + dr * k, c + dc * k
                    if 0 <= rr < n and 0 <= cc < n and get(rr, cc) == 0:
                        out.add(f"move {_sq(r, c)} {_sq(rr, cc)}")
    return out


def ref_runs(board, n):
    """Indices of every square in a maximal straight run of 3+ identical stages (any colour)."""
    lines = [[r * n + c for c in range(n)] for r in range(n)] + [[r * n + c for r in range(n)] for c in range(n)]
    marked = set()
    for line in lines:
        i = 0
        while i < n:
            v = board[line[i]]
            if v == 0:
                i += 1
                continue
            stage = (v - 1) % 3
            j = i
            while j < n and board[line[j]] and (board[line[j]] - 1) % 3 == stage:
                j += 1
            if j - i >= 3:
                marked.update(line[i:j])
            i = j
    return marked


def ref_play(board, n, spawn, scored, seat, action):
    """Action -> develop -> score, per the contract. Returns (board, spawn, scored, removed)."""
    board, spawn, scored = list(board), list(spawn), list(scored)
    parts = action.split()
    if parts[0] == "place":
        r, c = _parse_sq(parts[1], n)
        board[r * n + c] = 1 + 3 * seat  # an Egg of the mover's colour
        spawn[seat] -= 1
    else:
        r0, c0 = _parse_sq(parts[1], n)
        r, c = _parse_sq(parts[2], n)
        board[r * n + c] = board[r0 * n + c0]
        board[r0 * n + c0] = 0
    for dr, dc in DIRECTIONS:
        rr, cc = r + dr, c + dc
        if 0 <= rr < n and 0 <= cc < n and board[rr * n + cc]:
            v = board[rr * n + cc]
            owner, stage = (v - 1) // 3, (v - 1) % 3
            board[rr * n + cc] = 1 + 3 * owner + (stage + 1) % 3
    removed = ref_runs(board, n)
    for i in removed:
        scored[(board[i] - 1) // 3] += 1
        board[i] = 0
    return board, spawn, scored, removed


def hot_seat_shell(game_id, n, seed=5, names=None, seats=None, options=None):
    """A shell (fresh memory storage) with a game of ``game_id`` for ``n`` seats started through the
    new-game form: everyone a person unless ``seats`` says otherwise, with optional ``names`` and
    other ``options`` (form values)."""
    import random

    from vivarium.core.saves import MemoryStorage
    from vivarium.games import RULES_PAGES, VIEWS
    from vivarium.ui.shell import Shell

    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(seed))
    sh.command(f"new {game_id}")
    form = {"players": str(n), **(options or {})}
    for i in range(n):
        form[f"seat{i}"] = (seats or ["human"] * n)[i]
        form[f"name{i}"] = (names or [""] * n)[i]
    sh.command("start", form)
    assert sh.session is not None, sh.setup and sh.setup.error
    return sh
