"""Lepidoptery: why a seat might play a move, in words (issue 39: hints and the analysis say why).

:func:`reasons` reads one seat's view only: its own hand, the board, the play area, both
markers and Jokers, and the sizes of the other hand and the decks. A reason about the other
player says what the public facts allow ("Dark can beat it only with a Triple from 6 up"),
never what they hold.
"""

from ...i18n import msg
from .rules import (
    COLUMN_OF,
    LINES,
    SEAT_NAMES,
    TYPE_NAMES,
    TYPE_SIZE,
    TYPES,
    beats,
    combo_from_dict,
    combos_in_hand,
    describe_combo,
    draws_on_refresh,
    parse_action,
    rank_counts,
    type_name,
    winning_line,
)

_TOP = {"single": 10, "pair": 10, "triple": 10, "run2": 9, "run3": 8}  # the highest lowest rank of each type


def seat_word(seat):
    return msg("lepidoptery.seat." + SEAT_NAMES[seat].lower())


def _open_lines(board, rows, seat):
    """Spaces completing four in a row for ``seat`` that a token can drop into now:
    ``{(col, row)}``."""
    out = set()
    for line in LINES[rows]:
        owners = [board[c][r] if r < len(board[c]) else None for c, r in line]
        empty = [cell for cell, o in zip(line, owners) if o is None]
        if len(empty) == 1 and owners.count(seat) == 3:
            out.add(empty[0])
    return out


def _now(spots, board):
    return {(c, r) for c, r in spots if r == len(board[c])}


def playable(view, seat):
    """The seat's legal plays, from its own view (as :meth:`Lepidoptery.playable`)."""
    play = combo_from_dict(view["play"]) if view["play"] else None
    marker = view["markers"][seat]
    out = []
    for combo in combos_in_hand(rank_counts(view["hand"]), view["jokers"][seat]):
        if beats(combo, play) and combo.type != marker and len(view["board"][combo.column]) < view["rows"]:
            out.append(combo)
    return out


def beaters(combo, view, other):
    """What the other seat could beat ``combo`` with, from the public facts only (its marker,
    its hand size and Joker, the board's full columns): ``[(type, lowest rank)]``."""
    cards = view["hand_sizes"][other] + (1 if view["jokers"][other] else 0)
    out = []
    if not view["hand_sizes"][other]:
        return out  # the Joker is never played alone
    for type_ in TYPES:
        if type_ == combo.type or type_ == view["markers"][other]:
            continue
        if len(view["board"][COLUMN_OF[type_]]) >= view["rows"] or TYPE_SIZE[type_] > cards:
            continue
        low = combo.low if TYPE_SIZE[type_] > combo.size else combo.low + 1
        if low <= _TOP[type_]:
            out.append((type_, low))
    return out


def _leaves(combo, view, seat):
    other = 1 - seat
    who = seat_word(other)
    found = beaters(combo, view, other)
    if not found:
        return msg("lepidoptery.reason.unbeatable", who=who, combo=describe_combo(combo, article=True))
    items = [msg("lepidoptery.reason.from", type=type_name(t, "a"), low=low) for t, low in found]
    return msg("lepidoptery.reason.beat_with", who=who, items=msg("list.any", items=items),
               n=view["hand_sizes"][other])


def _play_reasons(view, seat, combo):
    board, rows = view["board"], view["rows"]
    other = 1 - seat
    col = combo.column
    row = len(board[col])
    column = TYPE_NAMES[combo.type]
    after = [list(c) for c in board]
    after[col].append(seat)
    if winning_line(after, rows, col, row, seat):
        return [msg("lepidoptery.reason.wins", column=column)]
    if len(view["hand"]) == len(combo.naturals) and not view["deck_sizes"][seat]:
        return [msg("lepidoptery.reason.shed")]
    first, more = [], []
    theirs_now = _now(_open_lines(board, rows, other), board)
    if (col, row) in theirs_now:
        first.append(msg("lepidoptery.reason.blocks", who=seat_word(other), column=column))
    if row + 1 < rows and (col, row + 1) in _open_lines(board, rows, other):
        first.append(msg("lepidoptery.reason.opens", who=seat_word(other), column=column))
    mine = _now(_open_lines(after, rows, seat), after) - _now(_open_lines(board, rows, seat), board)
    if mine and len(after[col]) < rows:
        cols = sorted({c for c, _ in mine})
        first.append(msg("lepidoptery.reason.threat", columns=msg("list.all", items=[TYPE_NAMES[TYPES[c]] for c in cols]),
                         n=len(cols)))
    if len(after[col]) >= rows:
        cleared = [c for c in range(len(board)) if c != col and len(board[c]) >= rows]
        if cleared:
            lost = sum(after[c].count(other) for c in cleared)
            first.append(msg("lepidoptery.reason.clears", column=column, n=len(cleared),
                             cleared=msg("list.all", items=[TYPE_NAMES[TYPES[c]] for c in cleared]),
                             who=seat_word(other), lost=lost))
    if combo.joker is not None:
        more.append(msg("lepidoptery.reason.joker_spent", rank=combo.joker))
    more.append(_leaves(combo, view, seat))
    if combo.joker is None and view["jokers"][seat] and any(c.joker is not None for c in playable(view, seat)):
        more.append(msg("lepidoptery.reason.joker_kept"))
    more.append(msg("lepidoptery.reason.column", column=column, row=row + 1, type=TYPE_NAMES[combo.type]))
    return (first + more)[:2]


def _pass_reasons(view, seat):
    drawn = draws_on_refresh(len(view["hand"]), view["deck_sizes"][seat])
    out = []
    if not playable(view, seat) and view["play"] is not None:
        out.append(msg("lepidoptery.reason.no_beat", combo=describe_combo(combo_from_dict(view["play"]), article=True)))
    elif not playable(view, seat):
        out.append(msg("lepidoptery.reason.no_play"))
    full = "_full" if drawn == 0 else ""  # an empty deck: nothing to draw
    if not view["jokers"][seat]:
        out.append(msg("lepidoptery.reason.joker_back" + full, n=drawn))
    else:
        out.append(msg("lepidoptery.reason.refresh" + full, n=drawn, who=seat_word(1 - seat)))
    return out[:2]


def reasons(view, seat, action):
    """One or two messages saying why ``seat`` might play ``action`` (see ``Game.reasons``)."""
    if view.get("hand") is None or view.get("over"):
        return []
    parsed = parse_action(action)
    if parsed is None:
        return []
    if parsed == "pass":
        return _pass_reasons(view, seat)
    return _play_reasons(view, seat, parsed)
