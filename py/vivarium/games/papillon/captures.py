"""Every capture a hand allows on a table, exactly and fast (shared/rules/papillon.md, "A turn").

A capture is identified by the cards it *plays* from the hand and the cards it *takes* from
the table; two ways of writing the same cards (``6 ÷ 2 = 3`` and ``6 ÷ 3 = 2`` with a 2 and
a 3 from hand, operands in either order, a different value for the Swiss knife) are one
capture, spelt once (the smallest string). Notation, with card ids (see ``cards.py``):

- ``take H = T``: the hand card H equals the table card T;
- ``sum H = T1+T2+...``: H equals the sum of two or more table cards (ids ascending);
- ``combine R = A+B`` (also ``A-B``, ``AxB``, ``A/B``): R, a hand card, is the result; A and B
  are table cards, or (only when the sign lies on the table) one of them is a second hand
  card. The operator names the sign card (Plus, Moins, Multiplier/Diviser, each unique in a
  deck): played from the hand if the player holds it, taken from the table otherwise. For
  ``+`` and ``x`` the operands are written in ascending id order.

Sums are found by a depth-first search over the table's numbered cards with a bitmask of the
sums still wanted and, for every suffix of the cards, the bitmask of the sums it can still
make: a branch is cut as soon as no wanted sum is reachable, so the work follows the number
of captures found rather than the 2^n subsets of the table.
"""

from .cards import COUTEAU, OP_SIGN, SIGN_OPS, SIGNS, VALUE, face, values_of

WILD_MASK = (1 << 12) - 1  # sums 0..11
_VALSETS = tuple(frozenset(values_of(f)) for f in range(58))
# by card id (both decks), so the hot loops need no call to face(): the value set, the fixed
# value (None for the Swiss knife and the cards with no number), whether it is the Swiss knife
_VS = tuple(_VALSETS[face(c)] for c in range(116))
_VAL = tuple(VALUE[face(c)] for c in range(116))
_WILD = tuple(face(c) == COUTEAU for c in range(116))
_SIGN = tuple(face(c) in SIGNS for c in range(116))


def _valset(card):
    return _VS[card]


def calc(x, op, y):
    """``x op y`` in whole non-negative numbers, or None (negative or inexact)."""
    if op == "+":
        return x + y
    if op == "-":
        return x - y if x >= y else None
    if op == "x":
        return x * y
    if op == "/":
        return x // y if y and x % y == 0 else None
    raise ValueError(op)


def solve(a, op, b, r):
    """The values ``(va, vb, vr)`` (the Swiss knife given one) with ``va op vb = vr``, or None."""
    rs = _valset(r)
    for va in values_of(a):
        for vb in values_of(b):
            z = calc(va, op, vb)
            if z is not None and z in rs:
                return va, vb, z
    return None


def fits(a, op, b, r):
    return solve(a, op, b, r) is not None


_RESULTS: dict = {}


def _results(a, op, b):
    """Every value ``a op b`` can make (the Swiss knife standing for any of its values),
    remembered by card ids: ``fits(a, op, b, r)`` is ``_valset(r) & _results(a, op, b)``."""
    key = (a, op, b)
    found = _RESULTS.get(key)
    if found is None:
        made = set()
        for va in values_of(a):
            for vb in values_of(b):
                z = calc(va, op, vb)
                if z is not None:
                    made.add(z)
        found = _RESULTS[key] = frozenset(made)
    return found


def _subsets(nums, mask, min_size, sink):
    """Append ``(ids, sum)`` for every subset of ``nums`` (``[(value, id)]``) of at least
    ``min_size`` cards whose sum is a set bit of ``mask``."""
    m = len(nums)
    if not m or not mask:
        return
    reach = 1  # sums reachable by subsets of nums[i:] (empty included)
    reach_ne = [0] * (m + 1)  # sums reachable by non-empty subsets of nums[i:]
    for i in range(m - 1, -1, -1):
        shifted = reach << nums[i][0]
        reach_ne[i] = reach_ne[i + 1] | shifted
        reach |= shifted
    chosen = []

    def dfs(i, want, total):
        for j in range(i, m):
            if not reach_ne[j] & want:
                return  # reach_ne only shrinks with j
            v, cid = nums[j]
            left = want >> v
            chosen.append(cid)
            if left & 1 and len(chosen) >= min_size:
                sink.append((tuple(chosen), total + v))
            if j + 1 < m:
                dfs(j + 1, left, total + v)
            chosen.pop()

    dfs(0, mask, 0)


def sum_captures(hand, table):
    """``[(action, played, taken)]`` for every sum."""
    by_val = {}
    wild_hand = False
    for h in hand:
        if _WILD[h]:
            wild_hand = True
        elif _VAL[h] is not None:
            by_val.setdefault(_VAL[h], []).append(h)
    if not by_val and not wild_hand:
        return []
    nums = sorted(((_VAL[t], t) for t in table if _VAL[t] is not None), reverse=True)
    wild_table = next((t for t in table if _WILD[t]), None)
    out = []
    found = []
    mask = 0
    for v in by_val:
        mask |= 1 << v
    if wild_hand:
        mask |= WILD_MASK
    _subsets(nums, mask, 2, found)
    for ids, total in found:
        takers = list(by_val.get(total, ()))
        if wild_hand and total <= 11:
            takers += [h for h in hand if _WILD[h]]
        text = "+".join(str(t) for t in sorted(ids))
        for h in takers:
            out.append((f"sum {h} = {text}", (h,), tuple(sorted(ids))))
    if wild_table is not None and by_val:
        # the Swiss knife on the table joins a sum as any value 0..11: the others then sum to
        # v - 11 .. v for a hand card of value v
        mask = 0
        for v in by_val:
            lo = max(0, v - 11)
            mask |= ((1 << (v - lo + 1)) - 1) << lo
        found = []
        _subsets(nums, mask, 1, found)
        for ids, total in found:
            taken = tuple(sorted(ids + (wild_table,)))
            text = "+".join(str(t) for t in taken)
            for v, hs in by_val.items():
                if 0 <= v - total <= 11:
                    for h in hs:
                        out.append((f"sum {h} = {text}", (h,), taken))
    return out


def take_captures(hand, table):
    out = []
    tvs = [(t, _VS[t]) for t in table]
    for h in hand:
        hv = _VS[h]
        if not hv:
            continue
        for t, tv in tvs:
            if hv & tv:
                out.append((f"take {h} = {t}", (h,), (t,)))
    return out


def combine_captures(hand, table):
    hand_signs = [c for c in hand if _SIGN[c]]
    table_signs = [c for c in table if _SIGN[c]]
    if not hand_signs and not table_signs:
        return []
    hnum = [h for h in hand if _VS[h]]
    if not hnum:
        return []
    tnum = [t for t in table if _VS[t]]
    in_hand = set(hand)
    best = {}

    def add(r, a, op, b, sign):
        played, taken = [r], []
        for x in (a, b):
            (played if x in in_hand else taken).append(x)
        (played if sign in in_hand else taken).append(sign)
        played, taken = tuple(sorted(played)), tuple(sorted(taken))
        key = (played, taken)
        text = f"combine {r} = {a}{op}{b}"
        old = best.get(key)
        if old is None or text < old:
            best[key] = text

    hvals = [(r, _VS[r]) for r in hnum]
    for sign in hand_signs + table_signs:
        on_table = sign not in in_hand
        for op in SIGN_OPS[face(sign)]:
            commutative = op in "+x"
            for a in tnum:
                for b in tnum:
                    if b == a or (commutative and b < a):
                        continue
                    made = _results(a, op, b)
                    if made:
                        for r, rv in hvals:
                            if rv & made:
                                add(r, a, op, b, sign)
            if not on_table:
                continue
            for a in tnum:
                for x in hnum:
                    if commutative:
                        lo, hi = (a, x) if a < x else (x, a)
                        made, made2 = _results(lo, op, hi), None
                    else:
                        made, made2 = _results(a, op, x), _results(x, op, a)
                    for r, rv in hvals:
                        if r == x:
                            continue
                        if commutative:
                            if rv & made:
                                add(r, lo, op, hi, sign)
                        else:
                            if rv & made:
                                add(r, a, op, x, sign)
                            if rv & made2:
                                add(r, x, op, a, sign)
    return [(text, played, taken) for (played, taken), text in best.items()]


def all_captures(hand, table):
    """Every take, sum and combination: ``[(action, played, taken)]``: takes, then sums, then
    combinations, each by the (sorted) ids of the cards played, then of the cards taken."""
    if not table:
        return []
    return (sorted(take_captures(hand, table), key=_order) + sorted(sum_captures(hand, table), key=_order)
            + sorted(combine_captures(hand, table), key=_order))


def _order(capture):
    """Numeric order: by the cards played, then the cards taken."""
    return capture[1], capture[2]


_CACHE: dict = {}


def cached_captures(hand, table):
    key = (tuple(hand), tuple(table))
    found = _CACHE.get(key)
    if found is None:
        if len(_CACHE) > 20000:
            _CACHE.clear()
        found = all_captures(hand, table)
        _CACHE[key] = found
    return found


_HOLD: dict = {}


def cannot_hold(known, table):
    """The blue cards that a hand holding ``known`` (a sorted tuple) cannot also have held
    if that hand could capture nothing on ``table`` (a tuple): each makes a capture with the
    known cards. Remembered by ``(known, table)``."""
    key = (known, table)
    found = _HOLD.get(key)
    if found is None:
        if len(_HOLD) > 2000:
            _HOLD.clear()
        base = list(known)
        skip = set(known) | set(table)
        found = _HOLD[key] = frozenset(c for c in range(58) if c not in skip and all_captures(base + [c], table))
    return found


def parse(action):
    """``(kind, result, operands, op)`` of a capture action, or None if it is not one.

    take -> ("take", H, (T,), None); sum -> ("sum", H, (T1, ...), "+");
    combine -> ("combine", R, (A, B), op)."""
    if not isinstance(action, str):
        return None
    words = action.split(" ", 3)
    if len(words) != 4 or words[0] not in ("take", "sum", "combine") or words[2] != "=":
        return None
    kind, head, expr = words[0], words[1], words[3]
    if not head.isdigit():
        return None
    result = int(head)
    if kind == "take":
        return (kind, result, (int(expr),), None) if expr.isdigit() else None
    if kind == "sum":
        parts = expr.split("+")
        if len(parts) < 2 or not all(p.isdigit() for p in parts):
            return None
        return kind, result, tuple(int(p) for p in parts), "+"
    for op in OP_SIGN:
        if op in expr:
            a, _, b = expr.partition(op)
            if a.isdigit() and b.isdigit():
                return kind, result, (int(a), int(b)), op
    return None
