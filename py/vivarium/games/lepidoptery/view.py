"""Lepidoptery on screen: pure functions from a seat's view (+ UI state + legal actions) to HTML.

The player selects cards from their hand (``data-ui="toggle 3"``, ``"toggle J"`` for the
Joker); the panel under the hand names the combinations the selection forms, each either a
button that plays it (``data-action``) or a sentence saying why it may not be played, and the
board highlights the columns it may go to. Only ``view["hand"]`` is ever drawn as cards: a
view for another seat (or a spectator) has no hand to draw.
"""

from ...i18n import msg, say, t, tn
from ...drawing.gameview import GameView
from ...drawing.html import attrs, button, esc
from .rules import (
    COLUMNS,
    LINES,
    SEAT_NAMES,
    TYPE_NAMES,
    TYPES,
    combo_from_dict,
    combos_in_hand,
    describe_combo,
    line_direction,
    play_problem,
    rank_counts,
)

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from typing import Any


COL_W = 84
ROW_H = 64
HEAD = 40
SEAT_CLASSES = ("light", "dark")
# the order in which a selection's types are named: the English names' alphabetical order
_NAMED_ORDER = ("pair", "run2", "run3", "single", "triple")


def short_type(type_):
    """A type as the board's column headers name it ("Run 2")."""
    return t("lepidoptery.short." + type_)


def seat_name(seat):
    """A seat's name in the language in use ("Light")."""
    return t("lepidoptery.seat." + SEAT_NAMES[seat].lower())


def selection(view, ui):
    """``(naturals, joker)``: the ranks of the selected hand cards and whether the Joker is in."""
    hand = view.get("hand") or []
    picked = sorted({i for i in ui.get("selected", []) if 0 <= i < len(hand)})
    joker = bool(ui.get("joker")) and view["jokers"][view["seat"]] if view.get("seat") is not None else False
    return [hand[i] for i in picked], joker


def formed_combos(naturals, joker):
    """Every combination that uses exactly the selected cards (the Joker may be ambiguous)."""
    target = tuple(sorted(naturals))
    out = []
    for combo in combos_in_hand(rank_counts(naturals), joker):
        if combo.naturals == target and (combo.joker is not None) == joker:
            out.append(combo)
    return sorted(out, key=lambda c: (c.column, c.low))


def options_for(view, ui, legal):
    """The combinations the selection forms: ``[(combo, legal?, reason)]``, plus a note (the
    reasons and the note are messages, or "")."""
    naturals, joker = selection(view, ui)
    if not naturals and not joker:
        return [], ""
    combos = formed_combos(naturals, joker)
    if not combos:
        if joker and not naturals:
            return [], msg("lepidoptery.why.joker_alone")
        if len(naturals) + joker > 3:
            return [], msg("lepidoptery.why.too_many")
        return [], msg("lepidoptery.why.no_combo")
    legal_set = set(legal)
    seat = view["seat"]
    play = combo_from_dict(view["play"]) if view["play"] else None
    out: list = []
    for combo in combos:
        if combo.action in legal_set:
            out.append((combo, True, ""))
        else:
            reason = play_problem(combo, play, view["markers"][seat], view["board"], view["rows"])
            out.append((combo, False, reason or msg("lepidoptery.why.not_your_turn")))
    return out, ""


def hand_key(hand, i):
    """A hand card's key: its rank and which of the cards of that rank it is (hands are sorted)."""
    return f"c{hand[i]}-{hand[:i].count(hand[i])}"


# A butterfly drawn on every numbered card (decoration: the numeral says the rank), in the card's
# colour (currentColor); the wings of the five colour pairs differ in shape, so cards of one pair
# look alike and pairs differ without colour.
_WINGS = (
    "M10 7C6 0 0 0 1 5C2 8 6 8 10 7ZM10 7C14 0 20 0 19 5C18 8 14 8 10 7Z",  # round
    "M10 7C7 1 1-1 0 2C0 6 5 8 10 7ZM10 7C13 1 19-1 20 2C20 6 15 8 10 7Z",  # swept
    "M10 7L2 0L0 6C3 8 7 8 10 7ZM10 7L18 0L20 6C17 8 13 8 10 7Z",  # pointed
    "M10 7C8 2 4 1 2 3C0 5 3 8 10 7ZM10 7C12 2 16 1 18 3C20 5 17 8 10 7Z",  # small
    "M10 7C5-1-1 1 1 4C2 7 7 8 10 7ZM10 7C15-1 21 1 19 4C18 7 13 8 10 7Z",  # broad
)
_HIND = "M10 7C6 8 2 10 4 13C6 14 9 11 10 7ZM10 7C14 8 18 10 16 13C14 14 11 11 10 7Z"


def butterfly(rank):
    wings = _WINGS[(rank - 1) // 2 % len(_WINGS)]
    return ('<svg class="bfly" viewBox="0 0 20 14" aria-hidden="true" focusable="false">'
            f'<path d="{wings}" fill="currentColor" opacity="0.85"/><path d="{_HIND}" fill="currentColor" opacity="0.55"/>'
            '<rect x="9.3" y="3" width="1.4" height="9.5" rx="0.7" fill="#3a3226"/></svg>')


def card_html(rank, extra="", joker_as=None, key=None, came_from=None):
    """A face-up card (not interactive). ``key``/``came_from``: see :func:`hand_key`."""
    keyed = attrs(data_key=key, data_from=came_from, data_face=("J" if joker_as is not None else str(rank)) if key else None)
    if joker_as is not None:
        return (f'<span class="card joker{extra}"{attrs(title=t("lepidoptery.card.joker_as", rank=joker_as))}{keyed}>'
                f'<b>J</b><small>{esc(t("lepidoptery.card.as", rank=joker_as))}</small></span>')
    return f'<span class="card r{rank}{extra}"{keyed}><b>{rank}</b>{butterfly(rank)}</span>'


def play_area_html(view):
    """What there is to beat, in a box of the same size whether it holds a play or not (so
    the board under it never moves when a play lands or the area is cleared)."""
    play = view["play"]
    turn = view["turn"]
    if play is None:
        if view["over"]:
            text = f'<span class="muted">{esc(t("lepidoptery.area.empty"))}</span>'
        else:
            text = (f"<b>{esc(t('lepidoptery.area.nothing'))}</b> "
                    f"{esc(t('lepidoptery.area.leads', who=seat_name(turn)))}")
        return f'<div class="play-area empty"><p class="pa-text">{text}</p></div>'
    combo = combo_from_dict(play)
    cards = []
    joker_used = combo.joker is not None
    # the viewer's own play travels from the hand: each card names the key it had there
    last = view.get("last") or {}
    mine = view.get("hand") is not None and play["seat"] == view.get("seat") == last.get("seat") and last.get("kind") == "play"
    # another player's play comes from that player's box (a hand nobody here sees)
    theirs = f"seat-{play['seat']}" if not mine and last.get("kind") == "play" and last.get("seat") == play["seat"] else None
    left = list(view.get("hand") or [])
    for i, r in enumerate(combo.ranks):
        if joker_used and r == combo.joker:
            cards.append(card_html(r, joker_as=r, key=f"play-{i}", came_from="joker" if mine else theirs))
            joker_used = False
        else:
            came = hand_key(left + [r], len(left)) if mine else theirs
            left = sorted(left + [r]) if mine else left
            cards.append(card_html(r, key=f"play-{i}", came_from=came))
    return (
        f'<div class="play-area" data-play="{esc(combo.action)}"><p class="pa-text">'
        f'<span class="pa-label">{esc(t("lepidoptery.area.to_beat"))}</span> '
        f'<b>{esc(describe_combo(combo))}</b> '
        f'<span class="muted">{esc(t("lepidoptery.area.played_by", who=seat_name(play["seat"])))}</span></p>'
        f'<div class="cards">{"".join(cards)}</div></div>'
    )


def threats(board, rows):
    """Empty spaces that would complete four in a row: ``{(col, row): {"seats", "now"}}``
    where ``seats`` threaten there and ``now`` says the space is the next in its column (a
    token can drop there on the next play)."""
    out: dict = {}
    for line in LINES[rows]:
        owners = [board[c][r] if r < len(board[c]) else None for c, r in line]
        empty = [cell for cell, o in zip(line, owners) if o is None]
        if len(empty) != 1:
            continue
        seats = {o for o in owners if o is not None}
        if len(seats) != 1:
            continue
        col, row = empty[0]
        spot = out.setdefault((col, row), {"seats": set(), "now": row == len(board[col])})
        spot["seats"] |= seats
    return out


def threat_sentence(board, rows):
    """The rings in words, whose and why: "Dark threatens four in a row (Triple column): the
    next token there completes it (solid ring)." for a threat that can be played next, and
    "Light could make four in a row later (Pair column, dashed ring)." for one higher up a
    column (issue 38: a ring alone said neither whose threat it was nor why that space)."""
    found = threats(board, rows)
    parts = []
    for seat in (0, 1):
        for now in (True, False):
            cols = sorted({col for (col, _), spot in found.items() if spot["now"] is now and seat in spot["seats"]})
            if cols:
                where = msg("list.all", items=[TYPE_NAMES[TYPES[c]] for c in cols])
                key = ("lepidoptery.threat." if now else "lepidoptery.threat.later_") + ("one" if len(cols) == 1 else "many")
                parts.append(t(key, who=seat_name(seat), columns=say(where)))
    return " ".join(parts)


def board_svg(view, column_targets=None, label=None, hints=False, column_why=None):
    """The five columns. ``column_targets[col]`` = ``("play", action)`` (a click plays it),
    ``("ask", col)`` (the Joker's rank must be chosen) or ``("hint", None)`` (highlight only).
    With ``hints``, empty spaces that would complete a player's four in a row are ringed in
    that player's colour (solid when a token can drop there on the next play)."""
    column_targets = column_targets or {}
    column_why = column_why or {}
    label = t("lepidoptery.board") if label is None else label
    danger = threats(view["board"], view["rows"]) if hints and not view.get("over") else {}
    rows = view["rows"]
    board = view["board"]
    last = view.get("last") or {}
    result = view.get("result") or {}
    line = {tuple(cell) for cell in (result.get("line") or [])}
    cleared = {c["col"]: c["tokens"] for c in last.get("cleared", [])} if last.get("kind") == "play" else {}
    width = COLUMNS * COL_W + 8
    height = HEAD + rows * ROW_H + 8
    out = [
        f'<svg class="lep-board" viewBox="0 0 {width} {height}" role="group"{attrs(aria_label=label)}'
        ' xmlns="http://www.w3.org/2000/svg">'
    ]
    for col in range(COLUMNS):
        x = 4 + col * COL_W
        type_ = TYPES[col]
        target = column_targets.get(col)
        classes = ["col"]
        data = {}
        tokens = board[col]
        desc_key = "lepidoptery.col.desc"
        if target:
            classes.append("target")
            kind, value = target
            if kind == "play":
                data["data_action"] = value
                desc_key = "lepidoptery.col.desc_play"
            elif kind == "ask":
                data["data_ui"] = f"ask {col}"
                desc_key = "lepidoptery.col.desc_ask"
            else:
                classes.append("hint-only")
        if len(tokens) >= rows:
            classes.append("full")
        if "data_action" not in data and "data_ui" not in data and column_why.get(col):
            data["data_why"] = say(column_why[col])  # a click says why nothing can go there now
        clickable = "data_action" in data or "data_ui" in data
        desc = t(desc_key, column=say(TYPE_NAMES[type_]), filled=len(tokens), rows=rows)
        out.append(
            f"<g{attrs(class_=' '.join(classes), data_col=str(col), tabindex='0' if clickable else None, role='button' if clickable else None, aria_label=desc, **data)}>"
        )
        out.append(f'<rect class="col-bg" x="{x + 2}" y="2" width="{COL_W - 4}" height="{height - 4}" rx="12"/>')
        out.append(f'<text class="col-name" x="{x + COL_W / 2}" y="26">{esc(short_type(type_))}</text>')
        for row in range(rows):
            cy = HEAD + (rows - 1 - row) * ROW_H + ROW_H / 2
            cx = x + COL_W / 2
            owner = tokens[row] if row < len(tokens) else None
            cls = ["space"]
            if owner is None and col in cleared and row < len(cleared[col]):
                out.append(f'<circle class="token ghost {SEAT_CLASSES[cleared[col][row]]}" cx="{cx}" cy="{cy}" r="24"/>')
                continue
            if owner is None:
                out.append(f'<circle class="{" ".join(cls)}" cx="{cx}" cy="{cy}" r="24"/>')
                spot: Any = danger.get((col, row))  # {"seats", "now"} or None
                for k, seat in enumerate(sorted(spot["seats"]) if spot else ()):
                    when = "lepidoptery.threat.now" if spot["now"] else "lepidoptery.threat.later"
                    out.append(
                        f'<circle class="threat {SEAT_CLASSES[seat]}{" now" if spot["now"] else ""}" cx="{cx}" cy="{cy}" r="{20 - 6 * k}">'
                        f"<title>{esc(t(when, who=seat_name(seat)))}</title></circle>"
                    )
                continue
            tcls = ["token", SEAT_CLASSES[owner]]
            if (col, row) in line:
                tcls.append("win")
            if last.get("kind") == "play" and last.get("col") == col and last.get("row") == row:
                tcls.append("last")
            out.append(
                f'<g class="token-g" data-key="t-{col}-{row}" data-face="{SEAT_CLASSES[owner]}">'
                f'<circle class="{" ".join(tcls)}" cx="{cx}" cy="{cy}" r="24"><title>{esc(t("lepidoptery.token", who=seat_name(owner)))}</title></circle>'
            )
            out.append(_butterfly(cx, cy, owner) + "</g>")
        out.append("</g>")
    out.append("</svg>")
    return "".join(out)


def _butterfly(cx, cy, owner):
    return (
        f'<path class="bfly {SEAT_CLASSES[owner]}" d="M{cx} {cy} c-4 -14 -18 -14 -16 -3 c1 6 8 7 16 3 '
        f"c-8 4 -14 9 -10 13 c4 3 9 -3 10 -13 c1 10 6 16 10 13 c4 -4 -2 -9 -10 -13 c8 4 15 3 16 -3 "
        f'c2 -11 -12 -11 -16 3z"/>'
    )


def unavailable(label, why, why_id, cls=None):
    """A button that cannot act now (``label``: safe HTML): in the Tab order, marked unavailable
    (aria-disabled) and described by the sentence ``why_id`` that says why; a press says it too."""
    return f"<button{attrs(type='button', class_=cls, aria_disabled='true', aria_describedby=why_id, data_why=why)}>{label}</button>"


class LepidopteryView(GameView):
    """The Lepidoptery-specific parts of the play screen."""

    cover_plies = 16  # the home card's picture: the board after this many plays
    capture_keys = ("lepidoptery.log.play_clear", "lepidoptery.log.play_clear_many")  # a column cleared (the capture sound)

    def cover(self, view):
        hand = "".join(card_html(rank) for rank in sorted(view["hand"])[:5])
        return (t("lepidoptery.cover"),
                f'<div class="cover-board">{board_svg(view, label="Lepidoptery")}</div><div class="cover-hand">{hand}</div>')

    def initial_ui(self):
        return {"selected": [], "joker": False, "ask": None, "hints": True}

    def carry_ui(self, ui):
        """After a play the selection is cleared; the threat hints stay as the player set them."""
        return dict(self.initial_ui(), hints=ui.get("hints", True))

    def ui_message(self, ui, message, legal):
        parts = message.split()
        hints = ui.get("hints", True)
        ui = {"selected": list(ui.get("selected", [])), "joker": bool(ui.get("joker")), "ask": None, "hints": hints}
        if parts == ["hints"]:
            ui["hints"] = not hints
        elif parts == ["toggle", "J"]:
            ui["joker"] = not ui["joker"]
        elif len(parts) == 2 and parts[0] == "toggle" and parts[1].isdigit() and int(parts[1]) < 40:
            i = int(parts[1])
            if i in ui["selected"]:
                ui["selected"].remove(i)
            else:
                ui["selected"].append(i)
        elif len(parts) == 2 and parts[0] == "ask" and parts[1].isdigit():
            ui["ask"] = int(parts[1])
        elif parts == ["clear"]:
            ui = self.carry_ui(ui)
        return ui

    def hint_ui(self, view, ui, legal, action):
        """The cards of ``action`` ("play run3 J8 9 10") selected in the hand, so its column
        lights up and its play button shows."""
        parts = action.split()
        hand = view.get("hand") or []
        if parts[:1] != ["play"] or not hand:
            return ui
        out = dict(self.carry_ui(ui), selected=[], joker=False)
        for card in parts[2:]:
            if card.startswith("J"):
                out["joker"] = True
                continue
            rank = int(card)
            free = [i for i, r in enumerate(hand) if r == rank and i not in out["selected"]]
            if not free:
                return ui
            out["selected"].append(free[0])
        return out

    def _targets(self, view, ui, legal):
        options, _ = options_for(view, ui, legal)
        targets = {}
        if options:
            by_col: dict = {}
            for combo, ok, _reason in options:
                if ok:
                    by_col.setdefault(combo.column, []).append(combo)
            for col, combos in by_col.items():
                targets[col] = ("play", combos[0].action) if len(combos) == 1 else ("ask", col)
        elif legal and selection(view, ui) == ([], False):
            for action in legal:
                if action != "pass":
                    targets[TYPES.index(action.split()[1])] = ("hint", None)
        return targets

    def column_why(self, view, ui, legal):
        """For each column the selection may not go to: why, in one line (a message; only on the
        player's turn)."""
        if not legal:
            return {}
        options, note = options_for(view, ui, legal)
        naturals, joker = selection(view, ui)
        out = {}
        playable = {combo.column for combo, ok, _reason in options if ok}
        for col in range(COLUMNS):
            here = [(combo, reason) for combo, ok, reason in options if combo.column == col and not ok]
            if col in playable:
                continue
            if not naturals and not joker:
                out[col] = msg("lepidoptery.why.choose_cards")
            elif note:
                out[col] = note
            elif here:
                out[col] = here[0][1]
            else:
                kinds = sorted({combo.type for combo, _ok, _r in options}, key=_NAMED_ORDER.index)
                out[col] = msg("lepidoptery.why.other_column",
                               kinds=msg("list.any", items=[msg("lepidoptery.type_a." + k) for k in kinds]),
                               columns=msg("list.any", items=[TYPE_NAMES[k] for k in kinds]),
                               column=TYPE_NAMES[TYPES[col]])
        return out

    def hand_keys(self, view):
        """The keys of the cards in the viewer's hand (new cards are marked by the shell)."""
        hand = view.get("hand") or []
        return [hand_key(hand, i) for i in range(len(hand))] + (["joker"] if view.get("seat") is not None and view["jokers"][view["seat"]] else [])

    def board(self, view, ui, legal, label):
        parts = [play_area_html(view)]
        hints = ui.get("hints", True)
        board = board_svg(view, self._targets(view, ui, legal), label, hints, self.column_why(view, ui, legal))
        parts.append(f'<div class="lep-board-wrap">{board}</div>')
        if not view.get("over"):
            sentence = threat_sentence(view["board"], view["rows"]) if hints else ""
            # "Hide threats" only when a threat is ringed; "Show threats" whenever they are hidden
            toggle = button(t("lepidoptery.threat.hide" if hints else "lepidoptery.threat.show"), data_ui="hints",
                            class_="quiet small", title=t("lepidoptery.threat.title")) \
                if not hints or threats(view["board"], view["rows"]) else ""
            parts.append(f'<p class="lep-threats" role="status">{esc(sentence)} {toggle}</p>')
        parts.append(self.hand_html(view, ui, legal))
        return f'<div class="lep-table">{"".join(parts)}</div>'

    def hand_html(self, view, ui, legal):
        seat = view.get("seat")
        if view.get("final_hands") is not None and seat is None:
            rows = []
            for s in (0, 1):
                shown = ("".join(card_html(r) for r in view["final_hands"][s])
                         or f'<span class="muted">{esc(t("lepidoptery.hand.none"))}</span>')
                rows.append(f'<div class="final-hand"><b>{esc(seat_name(s))}</b><div class="cards">{shown}</div></div>')
            label = t("lepidoptery.hand.end" if view.get("over") else "lepidoptery.hand.review")
            return f'<section class="hand final"{attrs(aria_label=label)}>{"".join(rows)}</section>'
        if seat is None or view.get("hand") is None:
            return ""
        hand = view["hand"]
        active = bool(legal)
        picked = set(i for i in ui.get("selected", []) if 0 <= i < len(hand))
        cards = []
        for i, r in enumerate(hand):
            sel = i in picked
            if active:
                cards.append(
                    f"<button{attrs(type='button', class_='card r' + str(r) + (' selected' if sel else ''), data_ui=f'toggle {i}', data_key=hand_key(hand, i), aria_pressed='true' if sel else 'false', aria_label=f'{r}')}><b>{r}</b>{butterfly(r)}</button>"
                )
            else:
                cards.append(card_html(r, key=hand_key(hand, i)))
        joker_up = view["jokers"][seat]
        if joker_up and active:
            sel = bool(ui.get("joker"))
            cards.append(
                f"<button{attrs(type='button', class_='card joker' + (' selected' if sel else ''), data_ui='toggle J', data_key='joker', aria_pressed='true' if sel else 'false')}><b aria-hidden=\"true\">J</b><small>{esc(t('lepidoptery.card.joker'))}</small></button>"
            )
        elif joker_up:
            cards.append(f'<span class="card joker" data-key="joker"><b>J</b><small>{esc(t("lepidoptery.card.joker"))}</small></span>')
        else:
            cards.append(f'<span class="card joker down"{attrs(title=t("lepidoptery.card.down"))}><b>J</b>'
                         f'<small>{esc(t("lepidoptery.card.used"))}</small></span>')
        # the title counts what is drawn: the cards, then the Joker (face up, or face down: used)
        title = tn("lepidoptery.hand.title" if joker_up else "lepidoptery.hand.title_used", len(hand),
                   who=seat_name(seat))
        out = [f'<section class="hand" data-hand="{seat}" aria-label="{esc(title)}"><h3>{esc(title)}</h3><div class="cards">{"".join(cards)}</div>']
        if active:
            out.append(self.actions_html(view, ui, legal))
        out.append("</section>")
        return "".join(out)

    def actions_html(self, view, ui, legal):
        """The plays the selection forms, Pass & Refresh and Clear. The legal plays share one
        row with Pass and Clear (on a phone it stays one row: the column's name and "selection"
        are read out but not shown there; the board lights the column up)."""
        options, note = options_for(view, ui, legal)
        picked = bool(ui.get("selected") or ui.get("joker"))
        out = [f'<div class="choices{" picked" if picked else ""}" aria-live="polite">']
        if note:
            out.append(f'<p class="note">{esc(say(note))}</p>')
        ask = ui.get("ask")
        row = []
        if options:
            legal_count = sum(1 for _, ok, _ in options if ok)
            if ask is not None and legal_count > 1:
                out.append(f'<p class="note"><b>{esc(t("lepidoptery.act.which_rank"))}</b></p>')
                asked = [o for o in options if o[1] and o[0].column == ask]
                options = asked or options
            for k, (combo, ok, reason) in enumerate(options):
                label = (esc(t("lepidoptery.act.play", combo=say(describe_combo(combo, article=True))))
                         + f'<span class="combo-col"> {esc(t("lepidoptery.act.column", column=say(TYPE_NAMES[combo.type])))}</span>')
                if ok:
                    row.append(f"<button{attrs(type='button', class_='primary play-combo', data_action=combo.action)}>{label}</button>")
                else:  # focusable, so that its reason is heard with it (Tab reaches it); a press says why
                    out.append(f'<p class="cannot">{unavailable(label, say(reason), f"play-why-{k}")} <span id="play-why-{k}">{esc(say(reason))}</span></p>')
        elif not note:
            out.append(f'<p class="muted idle">{esc(t("lepidoptery.act.idle"))}</p>')
        pass_label = esc(t("lepidoptery.act.pass"))
        if "pass" in legal:
            row.append(f"<button{attrs(type='button', class_='pass', data_action='pass')}>{pass_label}</button>")
        else:
            row.append(unavailable(pass_label, t("lepidoptery.why.may_not_pass"), "pass-why", "pass"))
            row.append(f'<small id="pass-why" class="muted">{esc(t("lepidoptery.why.may_not_pass"))}</small>')
        if picked:
            row.append(f"<button{attrs(type='button', class_='clear', data_ui='clear')}>{esc(t('lepidoptery.act.clear'))}"
                       f"<span class=\"long\"> {esc(t('lepidoptery.act.clear_more'))}</span></button>")
        out.append(f'<div class="row">{"".join(row)}</div></div>')
        return "".join(out)

    def prompt(self, view, ui, legal):
        if not legal:
            return ""
        plays = [a for a in legal if a != "pass"]
        if not plays:
            return t("lepidoptery.prompt.no_play")
        if view["play"] is None:
            return t("lepidoptery.prompt.lead")
        return t("lepidoptery.prompt.beat")

    def seat_stats(self, view, seat):
        """Short values, so a seat's box keeps one line of stats on a phone; the tips say more.
        The marker is named as the board's column headers name the types."""
        marker = view["markers"][seat]
        if not marker:
            marker_text = t("lepidoptery.stat.marker_none")
        elif marker in TYPES:
            marker_text = short_type(marker)
        else:
            marker_text = t("lepidoptery.stat.marker_pass")
        return [
            (t("lepidoptery.stat.hand"), f"{view['hand_sizes'][seat]}", t("lepidoptery.stat.hand_tip")),
            (t("lepidoptery.stat.deck"), f"{view['deck_sizes'][seat]}", t("lepidoptery.stat.deck_tip")),
            (t("lepidoptery.stat.marker"), marker_text, t("lepidoptery.stat.marker_tip")),
            (t("lepidoptery.stat.joker"), t("lepidoptery.stat.joker_up" if view["jokers"][seat] else "lepidoptery.stat.joker_used"),
             t("lepidoptery.stat.joker_tip")),
        ]

    def heading(self, view):
        return tn("lepidoptery.rows", view["rows"])

    def options_summary(self, options):
        """A message, so a saved game's title reads in the language of the screen that lists it."""
        return msg("lepidoptery.rows", n=options["rows"])

    def end_note(self, view):
        res = view.get("result") or {}
        if res.get("kind") == "line":
            return t("lepidoptery.end.note", direction=say(line_direction(res["line"])))
        return ""
