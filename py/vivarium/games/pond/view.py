"""Pond on screen: pure functions from a view (+ UI state + legal actions) to SVG/HTML.

Squares carry ``data-action`` (a legal action to play) or ``data-ui`` (a UI message such as
selecting a piece); the web edge routes clicks and keys by those attributes alone.
"""

from ...i18n import msg, say, t
from ...drawing.gameview import GameView
from ...drawing.html import attrs, button, esc
from .rules import (EGG, OWNER, STAGE_NAMES, SYMBOL, TADPOLE, GEOMETRY, owner_of, piece_name, seat_msg, stage_of,
                    the_piece)

CELL = 100
MARGIN = 34

SEAT_CLASSES = ("light", "dark")


def _piece_svg(value, x, y, extra_class="", key=None, came_from=None):
    """One piece. ``key`` names it for animation (``data-key``; ``data-from``: the key it had
    before its last move; ``data-face``: its stage, which changes when it develops). The
    position sits on an inner group so that an animated transform on the keyed one adds to it."""
    owner, stage = owner_of(value), stage_of(value)
    name = say(piece_name(value))
    keyed = attrs(data_key=key, data_from=came_from, data_face=STAGE_NAMES[stage].lower() if key else None)
    parts = [f'<g class="piece {SEAT_CLASSES[owner]} {STAGE_NAMES[stage].lower()} {extra_class}"{keyed}><g transform="translate({x},{y})">']
    parts.append(f"<title>{esc(name)}</title>")
    parts.append('<rect class="die" x="12" y="12" width="76" height="76" rx="16"/>')
    if stage == EGG:
        parts.append('<ellipse class="glyph" cx="50" cy="52" rx="15" ry="20"/>')
    elif stage == TADPOLE:
        parts.append('<circle class="glyph" cx="44" cy="44" r="13"/>')
        parts.append('<path class="glyph-line" d="M53 53 C 63 60, 55 68, 68 76"/>')
    else:
        parts.append('<ellipse class="glyph" cx="50" cy="58" rx="23" ry="16"/>')
        parts.append('<circle class="glyph" cx="38" cy="39" r="8"/><circle class="glyph" cx="62" cy="39" r="8"/>')
        parts.append('<circle class="eye" cx="38" cy="38" r="3.2"/><circle class="eye" cx="62" cy="38" r="3.2"/>')
    parts.append("</g></g>")
    return "".join(parts)


def legal_map(legal):
    """``(places, moves)``: squares where an Egg may go; origin -> destinations."""
    places: set[str] = set()
    moves: dict[str, list[str]] = {}
    for action in legal:
        parts = action.split()
        if parts[0] == "place":
            places.add(parts[1])
        else:
            moves.setdefault(parts[1], []).append(parts[2])
    return places, moves


def why_not(view, name):
    """Why the square ``name`` offers nothing to the player to act (one line, the engine's
    sentence where it has one)."""
    geo = GEOMETRY[view["size"]]
    value = view["board"][geo.index[name]]
    seat = view.get("turn")
    if not value:
        if view.get("spawn") and seat is not None and view["spawn"][seat] == 0:
            return t("pond.why.no_eggs", square=name, who=say(seat_msg(seat)))
        return t("pond.why.empty", square=name)
    owner, stage = OWNER[value], SYMBOL[value]
    if owner != seat:
        return t("pond.illegal.not_yours", square=name, owner=say(seat_msg(owner)))
    if stage == EGG:
        return t("pond.why.egg")
    if stage == TADPOLE:
        return t("pond.why.tadpole")
    return t("pond.why.frog")


def board_svg(board_view, ui=None, legal=(), label=None, picture=False):
    """SVG for a board. ``board_view`` needs ``size``, ``board`` and ``last``.

    With ``legal`` non-empty the board is interactive for the player to act. A ``picture``
    (e.g. a round's final position in a dialog) is one image: no squares to focus or name."""
    ui = ui or {}
    label = t("pond.board") if label is None else label
    n = board_view["size"]
    geo = GEOMETRY[n]
    board = board_view["board"]
    last = board_view.get("last") or {}
    places, moves = legal_map(legal)
    selected = ui.get("selected") if ui.get("selected") in moves else None
    interactive = bool(legal)
    developed = {geo.names[i] for i in last.get("developed", [])}
    removed = {geo.names[i]: v for i, v in last.get("removed", [])}
    moved_to = geo.names[last["to"]] if last.get("to", -1) >= 0 else None
    moved_from = geo.names[last["from"]] if last.get("from", -1) >= 0 else None

    size = MARGIN + n * CELL + 8
    out = [
        f'<svg class="pond-board" viewBox="0 0 {size} {size}" role="{"img" if picture else "group"}"{attrs(aria_label=label)}'
        ' xmlns="http://www.w3.org/2000/svg">',
        f'<rect class="water" x="{MARGIN - 6}" y="{MARGIN - 6}" width="{n * CELL + 12}" height="{n * CELL + 12}" rx="18"/>',
    ]
    for k in range(n):
        out.append(f'<text class="coord" x="{MARGIN + k * CELL + CELL / 2}" y="{MARGIN - 14}">{"abcde"[k]}</text>')
        out.append(f'<text class="coord" x="{MARGIN - 18}" y="{MARGIN + k * CELL + CELL / 2 + 6}">{k + 1}</text>')
    tab_given = False
    for i, name in enumerate(geo.names):
        r, c = divmod(i, n)
        x, y = MARGIN + c * CELL, MARGIN + r * CELL
        value = board[i]
        classes = ["sq"]
        data = {}
        if value:
            desc = t("pond.sq.piece", square=name, piece=say(piece_name(value)))
        else:
            desc = t("pond.sq.empty", square=name)
        if interactive:
            if selected:
                if name == selected:
                    classes.append("selected")
                    data["data_ui"] = "unpick"
                    desc += t("pond.sq.selected")
                elif name in moves[selected]:
                    classes.append("dest")
                    data["data_action"] = f"move {selected} {name}"
                    desc += t("pond.sq.dest", piece=say(the_piece(SYMBOL[board[geo.index[selected]]])))
                elif name in moves:
                    classes.append("movable")
                    data["data_ui"] = f"pick {name}"
                    desc += t("pond.sq.pick_instead")
                else:  # not a target: the choice is kept (a slip costs nothing) and the reason said
                    data["data_why"] = t("pond.why.not_dest", frm=selected, square=name,
                                         piece=say(the_piece(SYMBOL[board[geo.index[selected]]])))
            else:
                if name in places:
                    classes.append("legal")
                    data["data_action"] = f"place {name}"
                    desc += t("pond.sq.place")
                elif name in moves:
                    classes.append("movable")
                    data["data_ui"] = f"pick {name}"
                    desc += t("pond.sq.pick")
                else:
                    data["data_why"] = why_not(board_view, name)
        if name in developed and value:  # a piece that grew and was scored at once is not there
            classes.append("grew")
        if name == moved_to:
            classes.append("moved-to")
        if name == moved_from:
            classes.append("moved-from")
        active = "data_action" in data or ("data_ui" in data and data["data_ui"] != "unpick") or name == selected
        if picture:
            out.append(f"<g{attrs(class_=' '.join(classes))}>")
        else:
            # one Tab stop for the board (roving): the chosen piece, else the first square that
            # can act; the arrows walk the others (web/keyboard.py)
            first = active and (name == selected if selected else not tab_given)
            tab_given = tab_given or first
            tabindex = ("0" if first else "-1") if interactive else None
            role = "button" if active else "img"  # a square that does nothing now is a named picture
            out.append(f"<g{attrs(class_=' '.join(classes), data_sq=name, tabindex=tabindex, role=role, aria_label=desc, **data)}>")
        out.append(f'<rect class="cell" x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" rx="12"/>')
        if value:
            came = f"p-{moved_from}" if name == moved_to and moved_from else None
            out.append(_piece_svg(value, x, y, key=None if picture else f"p-{name}", came_from=None if picture else came))
        elif name in removed:
            out.append(_piece_svg(removed[name], x, y, "ghost"))
        if name in developed and value:
            out.append(f'<circle class="grew-mark" cx="{x + 84}" cy="{y + 16}" r="9"/>')
            out.append(f'<path class="grew-arrow" d="M{x + 84} {y + 21} v-10 m-4 4 l4 -4 l4 4"/>')
        if "dest" in classes or "legal" in classes:
            out.append(f'<circle class="hint" cx="{x + 50}" cy="{y + 50}" r="{9 if value == 0 else 44}"/>')
        out.append("</g>")
    out.append("</svg>")
    return "".join(out)


class PondView(GameView):
    """The Pond-specific parts of the play screen."""

    cover_plies = 22  # the home card's picture: the board after this many moves
    capture_keys = ("pond.log.scored", "pond.log.score")  # pieces scored off the board (the capture sound)

    def cover(self, view):
        return (t("pond.cover"),
                board_svg(view, label="Pond", picture=True))

    def initial_ui(self):
        return {"selected": None}

    def ui_message(self, ui, message, legal):
        parts = message.split()
        if parts[:1] == ["pick"] and len(parts) == 2 and parts[1] in legal_map(legal)[1]:
            return {"selected": parts[1]}
        return {"selected": None}

    def board(self, view, ui, legal, label):
        return board_svg(view, ui, legal, label)

    def prompt(self, view, ui, legal):
        """A hint for the human to act."""
        places, moves = legal_map(legal)
        selected = ui.get("selected")
        if selected in moves:
            piece = the_piece(SYMBOL[view["board"][GEOMETRY[view["size"]].index[selected]]])
            return t("pond.prompt.where", piece=say(piece), square=selected)
        # short: two lines on a phone
        if places and moves:
            return t("pond.prompt.place_or_move")
        if places:
            return t("pond.prompt.place")
        if moves:
            return t("pond.prompt.move")
        return ""

    def seat_stats(self, view, seat):
        stats = [
            (t("pond.stat.spawn"), f"{view['spawn'][seat]}", t("pond.stat.spawn_tip")),
            (t("pond.stat.scored"), f"{view['scored'][seat]} / {view['target']}", t("pond.stat.scored_tip")),
        ]
        if view["best_of"] > 1:
            stats.append((t("pond.stat.rounds"), f"{view['round_wins'][seat]}", t("pond.stat.rounds_tip")))
        return stats

    def heading(self, view):
        variant = t(f"pond.heading.{view['variant']}")
        if view["best_of"] > 1:
            variant += t("pond.heading.round", round=view["round"], best_of=view["best_of"])
        return variant

    def round_dialog(self, view, index, seat_names):
        """The round that just closed: why, the scores, the rounds won, its final board."""
        rnd = view["rounds"][index]
        if rnd["winner"] is None:
            title = t("pond.round.draw", round=rnd["round"])
        else:
            title = t("pond.round.won", round=rnd["round"], who=seat_names[rnd["winner"]])
        scores = ", ".join(f"{n} {v}" for n, v in zip(seat_names, rnd["scored"]))
        wins = ", ".join(f"{n} {v}" for n, v in zip(seat_names, view["round_wins"]))
        last = {"size": view["size"], "board": rnd["board"], "last": rnd.get("last")}
        board = board_svg(last, label=t("pond.round.final", round=rnd["round"]), picture=True)
        body = (
            f'<p class="reason">{esc(say(rnd["reason"]))}</p><p>{esc(t("pond.round.scores", scores=scores, wins=wins))}</p>'
            f'<div class="mini-board">{board}</div>'
            f'<div class="row">{button(t("pond.round.start", round=rnd["round"] + 1), "close", class_="primary")}</div>'
        )
        return title, body

    def options_summary(self, options):
        """A message (the saved-games list says it in the language of the day)."""
        board = msg(f"pond.summary.{options['variant']}")
        return msg("pond.summary.best_of_3", board=board) if options.get("best_of", 1) > 1 else board
