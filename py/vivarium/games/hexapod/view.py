"""Hexapod on screen: pure functions from a view (+ UI state + legal actions) to HTML/SVG.

The table shows the three stacks (top card, height, what is known below), the player's own
display case large with their hand under it, and the opponent's case smaller. In the place
step the player selects a hand card (``data-ui="card A"``); every legal position of that card
is a target on the case (``data-action="place A c4"``, ``data-sq="c4"`` for the arrow keys).
Pointing at or focusing a target shows the card there as a ghost and the score change it
would make ("+6: Green row of 3"), in pure CSS (``:hover``/``:focus``). Hexapod has no
private information, so the same picture is right for every seat.

Each case is also said in words, for a screen reader: beside its drawing (hidden from assistive
technology but for the targets) a grid of cells, ``role="grid"`` (:func:`case_grid`), which
the arrow keys walk; the cell with the focus is ringed on the drawing.
"""

from ...i18n import is_message, join, msg, say, t, tn
from ...drawing.gameview import GameView
from ...drawing.html import attrs, esc
from .cards import (
    CARD_CODES,
    CELL_NAMES,
    DUNG,
    MOTH_L,
    MOTH_R,
    NEIGHBOURS,
    POS_CELLS,
    POS_INDEX,
    POS_NAMES,
    KIND_KEYS,
    SIZE,
    SPAN,
    SPIDER,
    STACKS,
    STAG_L,
    STAG_R,
    RED,
    _row_words,
    card_words,
    seat_msg,
)
from .pictures import CELL, KIND_CLASS, KIND_TITLE, card_svg, cells_svg, insect_svg  # noqa: F401  (KIND_CLASS: tests)
from .scoring import COIN_POINTS, LARGE_POINTS, placement_effect, run_label, score_parts, scoring_runs

MARGIN = 22  # room for the column letters and row numbers
PREVIEW = 30  # room above the case for the preview line


# ---- a display case ---------------------------------------------------------------------------------
def owners(placed):
    """For each cell, the index in ``placed`` of the card whose cell is visible (-1: empty)."""
    out = [-1] * (SIZE * SIZE)
    for k, (_card, pos) in enumerate(placed):
        for cell in POS_CELLS[POS_INDEX[pos]]:
            out[cell] = k
    return out


def _xy(cell):
    r, c = divmod(cell, SIZE)
    return MARGIN + c * CELL, PREVIEW + MARGIN + r * CELL


def case_svg(grid, placed, label, targets=None, last_pos=None, runs="play", small=False, in_words=False):
    """One display case. ``targets`` maps a position name to ``(action, card, effect text)``:
    each is drawn as a focusable target whose ghost and score change show on hover/focus.

    ``in_words``: the case's cells are said by a grid beside it (:func:`case_grid`), so the
    drawing is hidden from assistive technology (only the targets, if any, stay exposed)
    and carries a ring per cell, shown while that cell of the grid has the focus."""
    width = MARGIN + SIZE * CELL + 6
    height = PREVIEW + MARGIN + SIZE * CELL + 6
    cls = "hx-case" + (" small" if small else "") + (" choosing" if targets else "")
    role = "group" if targets else "img"
    if in_words and not targets:
        out = [f'<svg class="{cls}" viewBox="0 0 {width} {height}" aria-hidden="true" xmlns="http://www.w3.org/2000/svg"><g>']
    else:
        out = [f'<svg class="{cls}" viewBox="0 0 {width} {height}" role="{role}"{attrs(aria_label=label)} xmlns="http://www.w3.org/2000/svg">'
               + ('<g aria-hidden="true">' if in_words else "")]
    out.append(f'<rect class="case-bg" x="{MARGIN - 4}" y="{PREVIEW + MARGIN - 4}" width="{SIZE * CELL + 8}" height="{SIZE * CELL + 8}" rx="8"/>')
    for k in range(SIZE):
        out.append(f'<text class="coord" x="{MARGIN + k * CELL + CELL / 2}" y="{PREVIEW + MARGIN - 8}">{"abcdef"[k]}</text>')
        out.append(f'<text class="coord" x="{MARGIN / 2 - 2}" y="{PREVIEW + MARGIN + k * CELL + CELL / 2 + 5}">{k + 1}</text>')
    own = owners(placed)
    last_cells = set(POS_CELLS[POS_INDEX[last_pos]]) if last_pos in POS_INDEX else set()
    for cell in range(SIZE * SIZE):
        x, y = _xy(cell)
        v = grid[cell]
        klass = "cell" + (" empty" if not v else f" k{v}") + (" last" if cell in last_cells else "")
        out.append(f'<rect class="{klass}" x="{x + 1}" y="{y + 1}" width="{CELL - 2}" height="{CELL - 2}" rx="4"/>')
    # card edges: a line wherever two neighbouring visible cells belong to different cards
    edges = []
    for cell in range(SIZE * SIZE):
        if own[cell] < 0:
            continue
        r, c = divmod(cell, SIZE)
        x, y = _xy(cell)
        if c + 1 >= SIZE or own[cell + 1] != own[cell]:
            edges.append(f"M{x + CELL} {y}v{CELL}")
        if c == 0 or own[cell - 1] != own[cell]:
            edges.append(f"M{x} {y}v{CELL}")
        if r + 1 >= SIZE or own[cell + SIZE] != own[cell]:
            edges.append(f"M{x} {y + CELL}h{CELL}")
        if r == 0 or own[cell - SIZE] != own[cell]:
            edges.append(f"M{x} {y}h{CELL}")
    if edges:
        out.append(f'<path class="card-edge" d="{"".join(edges)}"/>')
    for cell in range(SIZE * SIZE):
        v = grid[cell]
        if not v or v in (STAG_R, MOTH_R):
            continue
        x, y = _xy(cell)
        out.append(insect_svg(v, x, y, 2 * CELL if v in (STAG_L, MOTH_L) else CELL, CELL))
    for card, pos in placed:  # the card placed last: a keyed outline, so the page can show it arriving
        if pos == last_pos and pos in POS_INDEX:
            r, c = divmod(POS_INDEX[pos], SPAN)
            x, y = MARGIN + c * CELL, PREVIEW + MARGIN + r * CELL
            out.append(f'<rect class="placed-card" data-key="card-{card}" x="{x + 1}" y="{y + 1}" width="{2 * CELL - 2}" height="{2 * CELL - 2}" rx="6"/>')
    if runs:
        out.append(runs_svg(grid, final=runs == "final"))
    if in_words:
        out.extend(f'<rect class="ring" data-ring="{CELL_NAMES[cell]}" x="{_xy(cell)[0] + 1}" y="{_xy(cell)[1] + 1}" width="{CELL - 2}" height="{CELL - 2}" rx="4"/>'
                   for cell in range(SIZE * SIZE))
        out.append("</g>")
    if targets:
        out.append(targets_svg(targets))
    out.append("</svg>")
    return "".join(out)


def case_grid(grid, label, name, targets=None, last_pos=None):
    """The case in words for assistive technology, beside its (hidden) drawing: a grid of 6
    rows of 6 cells, each named by its cell and what lies there (:func:`cell_words`); the
    arrow keys walk it (one cell in the tab order, web/keyboard.py). A cell where the
    selected card may go (its top-left cell, as the targets are named) says the target's words
    and presses the target on Enter (``data-press``: its action). ``name``: a prefix making the cells' names
    unique on the page, so the focus finds its cell again after a redraw."""
    targets = targets or {}
    in_runs: dict = {}
    for run in scoring_runs(grid):
        for cell in run["cells"]:
            in_runs.setdefault(cell, []).append(run)
    last_cells = set(POS_CELLS[POS_INDEX[last_pos]]) if last_pos in POS_INDEX else set()
    rows = []
    for r in range(SIZE):
        cells = []
        for cell in range(r * SIZE, (r + 1) * SIZE):
            where = CELL_NAMES[cell]
            words = cell_words(grid, cell, in_runs.get(cell, ()), cell in last_cells)
            action = None
            if where in targets:
                action, _card, effect = targets[where]
                words += t("hexapod.cell.target", letter=action.split()[1], effect=say(effect))
            cells.append(f"<div{attrs(role='gridcell', class_='hx-cell', tabindex='0' if cell == 0 else '-1', name=f'{name}-{where}', data_cell=where, data_press=action)}>{esc(words)}</div>")
        rows.append(f'<div role="row">{"".join(cells)}</div>')
    return f'<div{attrs(class_="hx-grid sr-only", role="grid", aria_label=label, aria_readonly="true")}>{"".join(rows)}</div>'


def cell_words(grid, cell, runs=(), last=False):
    """One cell of a case in words: ``'c3: Green beetle; part of a Green row of 3 (6 points)'``,
    ``'c4: Stag Beetle across c4–d4, 5 points'``, ``'e1: empty'``. ``runs``: the scoring runs
    the cell is in (:func:`~.scoring.scoring_runs`); ``last``: it belongs to the card placed last."""
    v = grid[cell]
    where = CELL_NAMES[cell]
    if not v:
        return t("hexapod.cell.empty", cell=where)
    if v in (STAG_L, STAG_R, MOTH_L, MOTH_R):
        left = cell if v in (STAG_L, MOTH_L) else cell - 1
        words = t("hexapod.cell.large", cell=where, insect=say(KIND_TITLE[grid[left]]),
                  cells=f"{CELL_NAMES[left]}–{CELL_NAMES[left + 1]}", points=LARGE_POINTS)
    else:
        words = t("hexapod.cell.insect", cell=where, insect=say(KIND_TITLE[v]))
    if v == RED:
        n = sum(1 for j in NEIGHBOURS[cell] if grid[j] == RED)
        words += tn("hexapod.cell.red", n, points=1 + n) if n else t("hexapod.cell.red_alone")
    elif v == DUNG:
        words += t("hexapod.cell.dung")
    elif len(runs) == 1:
        words += t("hexapod.cell.run", run=say(run_label(runs[0])), points=runs[0]["points"])
    elif runs:
        words += t("hexapod.cell.runs", run=say(run_label(runs[0])), points=runs[0]["points"],
                   other=say(run_label(runs[1])), other_points=runs[1]["points"])
    elif v not in (STAG_L, STAG_R, MOTH_L, MOTH_R):
        words += t("hexapod.cell.lone")
    if last:
        words += t("hexapod.cell.last")
    return words


def runs_svg(grid, final=False):
    out = [f'<g class="runs{" final" if final else ""}" aria-hidden="true">']
    for run in scoring_runs(grid):
        cells = run["cells"]
        x0, y0 = _xy(cells[0])
        x1, y1 = _xy(cells[-1])
        kind = KIND_CLASS[run["kind"]]
        inset = 6 if run["dir"] == "row" else 9
        title = t(f"hexapod.run_title.{KIND_KEYS[run['kind']]}.{run['dir']}", n=len(cells), points=run["points"])
        out.append(
            f'<rect class="run {kind} {run["dir"]}" x="{x0 + inset}" y="{y0 + inset}" width="{x1 - x0 + CELL - 2 * inset}" '
            f'height="{y1 - y0 + CELL - 2 * inset}" rx="{CELL / 2 - inset}"><title>{esc(title)}</title></rect>'
        )
    out.append("</g>")
    return "".join(out)


def targets_svg(targets):
    """The legal positions of the selected card. A target's hit area is one cell wide,
    centred where the card's centre would be, so neighbouring targets never overlap; the
    ghost (the card drawn there) and the score change show on hover or focus."""
    out = ['<g class="targets">']
    first = True
    for pos in POS_NAMES:
        if pos not in targets:
            continue
        action, card, effect = targets[pos]
        p = POS_INDEX[pos]
        r, c = divmod(p, SPAN)
        gx, gy = MARGIN + c * CELL, PREVIEW + MARGIN + r * CELL
        cx, cy = gx + CELL, gy + CELL
        delta_class = _delta_class(effect)
        effect = say(effect)
        label = t("hexapod.target", pos=pos, effect=effect)
        out.append(
            f"<g{attrs(class_='hx-target ' + delta_class, data_action=action, data_sq=pos, tabindex='0' if first else '-1', role='button', aria_label=label)}>"
        )
        first = False
        out.append(f'<rect class="hit" x="{cx - CELL / 2}" y="{cy - CELL / 2}" width="{CELL}" height="{CELL}" rx="8"/>')
        out.append(f'<circle class="dot" cx="{cx}" cy="{cy}" r="7"/>')
        out.append("</g>")
        # the ghost follows its target (CSS: .hx-target:hover + .ghost) rather than sitting in it,
        # so showing it never changes the target's box under the pointer
        out.append(f'<g class="ghost" data-ghost="{pos}" aria-hidden="true"><rect class="ghost-bg" x="{gx + 2}" y="{gy + 2}" width="{2 * CELL - 4}" height="{2 * CELL - 4}" rx="6"/>')
        out.append(cells_svg(CARD_CODES[card], gx, gy, CELL))
        text = t("hexapod.preview", pos=pos, effect=effect)
        fit = f' textLength="{SIZE * CELL}" lengthAdjust="spacingAndGlyphs"' if len(text) * 9 > SIZE * CELL else ""
        out.append(f'<text class="preview{" loss" if delta_class == "loss" else ""}" x="{MARGIN}" y="{PREVIEW - 8}"{fit}>{esc(text)}</text></g>')
    out.append("</g>")
    return "".join(out)


# ---- what the player may do -------------------------------------------------------------------------
def parse_legal(legal):
    out: dict = {"draw": set(), "coin": {}, "place": {"A": {}, "B": {}}, "pass": "pass" in legal, "end": "end" in legal}
    for a in legal:
        parts = a.split()
        if parts[0] == "draw":
            out["draw"].add(int(parts[1]) - 1)
        elif parts[0] == "coin":
            out["coin"].setdefault(int(parts[1]) - 1, set()).add(int(parts[2]) - 1)
        elif parts[0] == "place":
            out["place"][parts[1]][parts[2]] = a
    return out


def selected_card(view, ui, legal):
    """The hand card whose positions are shown: the one chosen, else the drawn card (B) if it
    fits anywhere, else A."""
    moves = parse_legal(legal)["place"]
    chosen = ui.get("card")
    if chosen in ("A", "B") and moves[chosen]:
        return chosen
    if moves["B"]:
        return "B"
    if moves["A"]:
        return "A"
    return None


def _seat_total(view, seat):
    return sum(score_parts(view["grids"][seat]).values()) + COIN_POINTS * view["coins"][seat]


def score_why(view, seat):
    """``(value, tip)`` of a seat's score. An empty case scores nothing, so a score then comes
    from the unspent coins alone (2 each) and the value says so: ``"6 (coins)"``."""
    coins = view["coins"][seat]
    case = sum(score_parts(view["grids"][seat]).values())
    total = case + COIN_POINTS * coins
    coin_words = tn("hexapod.coin_words", coins, each=COIN_POINTS)
    if not view["placed"][seat] and total:
        return t("hexapod.score.coins", total=total), t("hexapod.score.why_coins", total=total, coins=coin_words)
    return str(total), t("hexapod.score.why", case=case, coins=coin_words, total=total)


def hand_words(hand):
    """The text twin of a seat's hand pictures: ``"none"``, or each card in words."""
    return join([card_words(c) for c in hand]) if hand else t("hexapod.hand.none")


def card_halves(card):
    """A hand card in words, saying which row is which (a card is never turned: its top row
    lies on the row of the place chosen): ``'top row Blue, Green; bottom row Stag'``."""
    c = CARD_CODES[card]
    return t("hexapod.card.halves", top=say(_row_words(c[0], c[1])), bottom=say(_row_words(c[2], c[3])))


def seat_hand_strip(view, seat):
    """A seat's hand as small card pictures, for its seat box (``.hx-seat-hand``). The pictures
    are a copy of what the seat box says in words (its Hand line, read out), so they are hidden
    from assistive technology; the strip keeps its height whether the hand is empty or not."""
    hand = view["hands"][seat]
    pics = "".join(card_svg(c, 13, label=card_words(c)) for c in hand) or f'<span class="hx-strip-empty">{esc(t("hexapod.hand.no_card_yet"))}</span>'
    return (f'<div class="hx-seat-hand seat-{seat}" data-strip="{seat}" aria-hidden="true">'
            f'<span class="hx-strip-label">{esc(t("hexapod.hand"))}</span><span class="hx-strip-cards">{pics}</span></div>')


def me_of(view):
    seat = view.get("seat")
    if seat is None:
        return view["turn"] if not view["over"] else 0
    return seat


class HexapodView(GameView):
    """The Hexapod-specific parts of the play screen."""

    cover_plies = 60  # the home card's picture: a display case after this many actions

    def cover(self, view):
        return (t("hexapod.cover"),
                case_svg(view["grids"][0], view["placed"][0], "Hexapod", runs="play"))

    def initial_ui(self):
        return {"card": None, "coin": None, "confirm_pass": False}

    def ui_message(self, ui, message, legal):
        parts = message.split()
        out = {"card": ui.get("card"), "coin": None, "confirm_pass": False}
        if len(parts) == 2 and parts[0] == "card" and parts[1] in ("A", "B"):
            out["card"] = parts[1]
        elif len(parts) == 2 and parts[0] == "coin" and parts[1] in ("1", "2", "3"):
            out["coin"] = int(parts[1]) - 1
        elif parts == ["pass?"]:
            out["confirm_pass"] = True
        elif parts == ["clear"]:
            out = self.initial_ui()
        return out

    # ---- the table ----------------------------------------------------------------------------------
    def board(self, view, ui, legal, label):
        me = me_of(view)
        other = 1 - me
        moves = parse_legal(legal)
        over = view["over"]
        strips = "".join(seat_hand_strip(view, seat) for seat in (0, 1))
        parts = [f'<div class="hx-seat-hands">{strips}</div>', self.stacks_html(view, ui, moves)]
        targets = {}
        chosen = selected_card(view, ui, legal) if legal else None
        if chosen is not None:
            card = view["hands"][me]["AB".index(chosen)]
            grid = view["grids"][me]
            for pos, action in moves["place"][chosen].items():
                _delta, effect = placement_effect(grid, card, POS_INDEX[pos])
                targets[pos] = (action, card, effect)
        last = view.get("last") or {}
        runs = "final" if over else "play"
        labels = [tn("hexapod.case_label", _seat_total(view, seat), seat=say(seat_msg(seat))) for seat in (0, 1)]
        lasts = [last.get("pos") if last.get("seat") == seat and last.get("kind") == "place" else None for seat in (0, 1)]
        mine_label = labels[me] + (tn("hexapod.case_label.places", len(targets)) if targets else "")
        # each case: its drawing, and the same case in words, a grid of cells (case_grid)
        mine = (case_svg(view["grids"][me], view["placed"][me], mine_label, targets, lasts[me], runs, in_words=True)
                + case_grid(view["grids"][me], labels[me], f"case{me}", targets, lasts[me]))
        theirs = (case_svg(view["grids"][other], view["placed"][other], labels[other], None, lasts[other], runs, small=not over, in_words=True)
                  + case_grid(view["grids"][other], labels[other], f"case{other}", None, lasts[other]))
        parts.append(f'<div class="hx-cases{" over" if over else ""}">')
        # on a phone the cases are one above the other: the opponent's opens over the page from a
        # button beside one's own case's title, so it is one tap away and one's own never moves
        peek = close = pop = ""
        if not over:
            peek = (f'<button type="button" class="hx-peek" popovertarget="hx-theirs" aria-controls="hx-theirs">'
                    f'{esc(t("hexapod.peek", seat=say(seat_msg(other))))}</button>')
            close = f'<button type="button" class="hx-peek-close" popovertarget="hx-theirs" popovertargetaction="hide">{esc(t("hexapod.peek_close"))}</button>'
            pop = ' id="hx-theirs" popover'
        parts.append(
            f'<section class="hx-mine seat-{me}" data-case="{me}"><div class="hx-case-head"><h3>{esc(self._case_title(view, me))}</h3>{peek}</div>'
            f'<div{attrs(class_="hx-case-wrap", data_why=self._case_why(view, legal, chosen))}>{mine}</div>{self.hand_html(view, ui, legal, moves, me, chosen)}</section>'
        )
        parts.append(
            f'<section class="hx-theirs seat-{other}{" big" if over else ""}" data-case="{other}"{pop}><div class="hx-case-head"><h3>{esc(self._case_title(view, other))}</h3>{close}</div>'
            f'<div class="hx-case-wrap">{theirs}</div>{self.hand_html(view, ui, [], parse_legal([]), other, None)}</section>'
        )
        parts.append("</div>")
        return f'<div class="hx-table" aria-label="{esc(label)}">{"".join(parts)}</div>'

    def hand_keys(self, view):
        seat = view.get("seat")
        return [] if seat is None else [f"card-{c}" for c in view["hands"][seat]]

    def _case_why(self, view, legal, chosen):
        """What a click on one's own case that places nothing is told (only on one's turn)."""
        if not legal:
            return None
        if chosen is not None:
            return t("hexapod.why.not_there", letter=chosen)
        if view["phase"] == "place":
            return t("hexapod.why.neither_fits")
        return t("hexapod.draw_first")

    def _case_title(self, view, seat):
        total = _seat_total(view, seat)
        note = t("hexapod.title.passed") if view["passed"][seat] else ""
        if not view["placed"][seat] and total:  # nothing in the case: the points are the coins'
            note = t("hexapod.title.coins") + note
        return tn("hexapod.case_title", total, seat=say(seat_msg(seat)), note=note)

    def stacks_html(self, view, ui, moves):
        coin_from = ui.get("coin") if ui.get("coin") in moves["coin"] else None
        out = [f'<section class="hx-stacks" aria-label="{esc(t("hexapod.stacks"))}"><ol>']
        for s in range(STACKS):
            known = view["stacks"][s]
            height = len(known) + view["hidden"][s]
            top = known[-1] if known else None
            cls = "hx-stack"
            if s in moves["draw"]:
                cls += " can-draw"
            if coin_from == s:
                cls += " moving"
            out.append(f'<li class="{cls}" data-stack="{s + 1}"><div class="stack-head"><b>{esc(t("hexapod.stack", stack=s + 1))}</b> '
                       f'<span class="height">{esc(tn("hexapod.stack.height", height))}</span></div>')
            if top is None:
                out.append(f'<div class="stack-empty">{esc(t("hexapod.stack.empty"))}</div>')
            else:
                pic = card_svg(top, 26, label=t("hexapod.stack.top", stack=s + 1, card=card_words(top)))
                if s in moves["draw"] and coin_from is None:
                    label = t("hexapod.stack.draw_label", card=card_words(top), stack=s + 1)
                    out.append(f"<button{attrs(type='button', class_='stack-top', data_key=f'card-{top}', data_action=f'draw {s + 1}', aria_label=label)}>{pic}<span>{esc(t('hexapod.stack.draw'))}</span></button>")
                else:
                    tried = f"draw {s + 1}" if (moves["draw"] or moves["coin"] or moves["place"]["A"] or moves["place"]["B"] or moves["pass"]) else None
                    out.append(f"<div{attrs(class_='stack-top', data_key=f'card-{top}', data_try=tried)}>{pic}</div>")
            if len(known) > 1:
                below = t("hexapod.stack.then").join(card_words(c) for c in reversed(known[:-1]))
                out.append(f'<p class="seen-below">{esc(t("hexapod.stack.seen_below", cards=below))}</p>')
            if view["hidden"][s] and known and SPIDER not in known:
                out.append(f'<p class="muted unseen">{esc(tn("hexapod.stack.unseen", view["hidden"][s]))}</p>')
            # coins: choose the card to move, then where it goes
            if moves["coin"]:
                if coin_from is None and s in moves["coin"]:
                    out.append(f"<button{attrs(type='button', class_='coin-from', data_ui=f'coin {s + 1}')}>{esc(t('hexapod.coin.move'))}</button>")
                elif coin_from is not None and s != coin_from and s in moves["coin"].get(coin_from, ()):
                    out.append(f"<button{attrs(type='button', class_='primary coin-to', data_action=f'coin {coin_from + 1} {s + 1}')}>{esc(t('hexapod.coin.here', stack=coin_from + 1))}</button>")
            if top is not None and top != SPIDER and moves["coin"] == {} and moves["draw"] and s not in moves["draw"] and view["phase"] in ("start", "coined"):
                out.append(f'<p class="muted why">{esc(t("hexapod.stack.no_place"))}</p>')
            if top == SPIDER:
                out.append(f'<p class="spider-note">{esc(t("hexapod.stack.spider"))}</p>')
            out.append("</li>")
        out.append("</ol>")
        if coin_from is not None:
            out.append(f'<p class="coin-note">{esc(t("hexapod.coin.moving", stack=coin_from + 1))} {_btn(t("hexapod.coin.cancel"), ui_msg="clear")}</p>')
        out.append("</section>")
        return "".join(out)

    def hand_html(self, view, ui, legal, moves, seat, chosen):
        hand = view["hands"][seat]
        active = bool(legal) and view["phase"] == "place"
        cards = []
        for h, card in enumerate(hand):
            letter = "AB"[h]
            note = t("hexapod.hand.kept") if h == 0 else t("hexapod.hand.drawn")
            pic = card_svg(card, 22 if seat != me_of(view) else 26, label=t("hexapod.card_title", card=card_halves(card)))
            if active:
                fits = bool(moves["place"][letter])
                sel = chosen == letter
                # the name begins with the words shown on the button ("A · in hand")
                shown = f"{letter} · {note if fits else t('hexapod.hand.no_place')}"
                label = t("hexapod.hand.card", letter=shown, card=card_halves(card)) + (t("hexapod.hand.rows_rule") if fits else "")
                # a card that fits nowhere stays a focusable button: choosing it says why
                why = None if fits else t("hexapod.why.fits_nowhere", letter=letter, card=card_words(card))
                cards.append(
                    f"<button{attrs(type='button', class_='hand-card' + (' selected' if sel else '') + ('' if fits else ' nofit'), data_ui=f'card {letter}' if fits else None, data_why=why, data_key=f'card-{card}', aria_pressed=('true' if sel else 'false') if fits else None, aria_disabled=None if fits else 'true', aria_label=label)}>"
                    f"{pic}<span>{esc(shown)}</span></button>"
                )
            else:
                why = t("hexapod.draw_first") if legal else None
                cards.append(f'<div{attrs(class_="hand-card", data_key=f"card-{card}", data_why=why)}>{pic}<span>{esc(t("hexapod.hand")) if len(hand) == 1 else letter}</span></div>')
        if not cards:
            cards.append(f'<p class="muted">{esc(t("hexapod.hand.empty"))}</p>')
        coins = view["coins"][seat]
        coin_dots = "".join('<span class="coin" aria-hidden="true"></span>' for _ in range(coins))
        out = [f'<div class="hx-hand" data-hand="{seat}"><div class="cards">{"".join(cards)}</div>'
               f'<div class="coins" title="{esc(t("hexapod.coins.title", each=COIN_POINTS))}">{coin_dots}<span>{esc(tn("hexapod.coins", coins))}</span></div>']
        if seat == me_of(view) and legal:
            out.append(self.actions_html(view, ui, legal, moves))
        out.append("</div>")
        return "".join(out)

    def actions_html(self, view, ui, legal, moves):
        row = []
        if moves["pass"]:
            final = view["final"] or view["ending"] is not None
            if final:
                row.append(_btn(t("hexapod.act.decline"), action="pass"))
            elif ui.get("confirm_pass"):
                row.append(f'<span class="confirm">{esc(t("hexapod.act.confirm_pass"))}</span>')
                row.append(_btn(t("hexapod.act.yes_pass"), action="pass", cls="danger"))
                row.append(_btn(t("hexapod.act.keep_playing"), ui_msg="clear"))
            else:
                row.append(_btn(t("hexapod.act.pass"), ui_msg="pass?"))
        if moves["end"]:
            row.append(_btn(t("hexapod.act.end"), action="end"))
        return f'<div class="row hx-actions">{"".join(row)}</div>' if row else ""

    # ---- texts --------------------------------------------------------------------------------------
    def prompt(self, view, ui, legal):
        if not legal:
            return ""
        moves = parse_legal(legal)
        phase = view["phase"]
        if phase == "pick":
            return t("hexapod.prompt.pick")
        if phase == "place":
            chosen = selected_card(view, ui, legal)
            n = len(moves["place"][chosen]) if chosen else 0
            return tn("hexapod.prompt.place", n, letter=chosen)
        final = " " + t("hexapod.prompt.final") if view["final"] else ""
        if view["ending"] is not None and not view["final"]:
            final = " " + t("hexapod.prompt.spider_out")
        if phase == "coined":
            return t("hexapod.prompt.coined") + final
        if not moves["draw"] and not moves["coin"]:
            return t("hexapod.prompt.must_pass") + final
        if not moves["draw"]:
            return t("hexapod.prompt.no_top_fits") + final
        return t("hexapod.prompt.start") + final

    def seat_stats(self, view, seat):
        hand = view["hands"][seat]
        status = "passed" if view["passed"][seat] else "playing"
        if view["over"]:
            status = "done"
        elif view["final"] and view["turn"] == seat:
            status = "final"
        score, why = score_why(view, seat)
        return [
            (t("hexapod.stat.score"), score, why),
            (t("hexapod.stat.coins"), str(view["coins"][seat]), t("hexapod.stat.coins_tip", each=COIN_POINTS)),
            (t("hexapod.stat.cards"), str(len(view["placed"][seat])), t("hexapod.stat.cards_tip")),
            # on the play screen these words are read out and the seat box shows the cards (seat_hand_strip)
            (t("hexapod.stat.hand"), hand_words(hand), t("hexapod.stat.hand_tip")),
            (t("hexapod.stat.status"), t(f"hexapod.status.{status}"), t("hexapod.stat.status_tip")),
        ]

    def heading(self, view):
        if view["over"]:
            return t("hexapod.heading.over")
        if view["ending"] is not None:
            return t("hexapod.heading.spider")
        left = sum(len(s) for s in view["stacks"]) + sum(view["hidden"])
        return tn("hexapod.heading.left", left)

    def options_summary(self, options):
        """A message: a saved game's summary keeps it and says it in the language of the screen."""
        first = options.get("first")
        return msg(f"hexapod.summary.{first}") if first in ("light", "dark") else msg("hexapod.summary.random")

    def end_note(self, view):
        return t("hexapod.end_note")


def _delta_class(effect):
    """``gain``, ``loss`` or ``even``: the kind of score change ``effect`` says (a message of
    :func:`~.scoring.placement_effect`, or its text)."""
    if is_message(effect) and isinstance(effect.get("delta"), int):
        delta = effect["delta"]
        return "gain" if delta > 0 else "loss" if delta < 0 else "even"
    text = say(effect)
    return "gain" if not text.startswith("−") and not text.startswith("+0") else "loss" if text.startswith("−") else "even"


def _btn(text, action=None, ui_msg=None, cls=None):
    return f"<button{attrs(type='button', class_=cls, data_action=action, data_ui=ui_msg)}>{esc(text)}</button>"
