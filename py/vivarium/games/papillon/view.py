"""Papillon on screen: pure functions from a seat's view (+ UI state + legal actions) to HTML/SVG.

Only ``view["hand"]`` is private: other hands arrive as sizes and are never drawn. Every card
drawn carries ``data-card="<id>"`` (hand, table, captured piles, the cards named in a capture)
and the viewer's hand ``data-hand="<seat>"``, so tests can check what reached the page.

Choosing a capture: a hand card is a button with the UI message ``sel <card>``; once selected,
the panel under the hand lists every capture the card takes part in (played as the result, the
sign or a second operand), each a button with ``data-action`` = the exact action and
``data-uses`` = the cards involved: pointing at or focusing one highlights those cards on the
table and in the hand (CSS ``:has()``). The list shows the first :data:`SHOWN` and a "show all"
toggle (UI message ``all``); "all" shows them in pages of :data:`PAGE` (UI message ``page <k>``,
from 1) so that a card with thousands of captures never floods the page. When nothing can be captured, a hand card carries ``discard <card>``
itself (one click); the Papillon and the Chrysalide are played with buttons in their own panel.
The setup decisions (partners, direction) are buttons.
"""

import math

from ...ui.gameview import GameView
from ...ui.html import attrs, esc
from .cards import (
    CHAT,
    CHRYSALIDE,
    COUTEAU,
    DRAGON,
    FAMILIES,
    PAPILLON,
    SIGNS,
    YIN,
    card_info,
    face,
    name,
)
from .rules import DEALS, SEAT_NAMES, action_info

SHOWN = 12  # captures listed before "show all"
PAGE = 100  # captures a page once "show all" is on
FAMILY_KEYS = ("formes", "elements", "decouvertes", "serpents")
SIDE_COLOURS = ("Gold", "Teal")
KIND_WORD = {"take": "Take", "sum": "Sum", "combine": "Combine"}
_LIGHT = "#fffdf7"

# ---- pictures (viewBox 0 0 40 40; the main shape in currentColor) ----------------------------
# The four family symbols, distinct without colour: a triangle, a drop, a compass star, a snake.
_FAMILY_SYMBOLS = {
    0: '<path d="M20 4 L37 35 L3 35 Z" fill="currentColor"/><circle cx="20" cy="24" r="5" fill="#fffdf7"/>',
    1: ('<path d="M20 3 C27 13 34 21 34 27 A14 13 0 0 1 6 27 C6 21 13 13 20 3 Z" fill="currentColor"/>'
        '<path d="M12 27 A8 8 0 0 0 18 34" fill="none" stroke="#fffdf7" stroke-width="2.2" stroke-linecap="round"/>'),
    2: ('<path d="M20 2 L25 15 L38 20 L25 25 L20 38 L15 25 L2 20 L15 15 Z" fill="currentColor"/>'
        '<circle cx="20" cy="20" r="3.5" fill="#fffdf7"/>'),
    3: ('<path d="M31 7 C19 3 8 9 13 17 C17 23 29 19 29 27 C29 35 15 36 8 32" fill="none" stroke="currentColor" '
        'stroke-width="6" stroke-linecap="round"/><circle cx="31" cy="7.5" r="5" fill="currentColor"/>'
        '<circle cx="32.5" cy="6.5" r="1.3" fill="#fffdf7"/>'),
}

# The Atouts: a picture each.
_ATOUT_PICTURES = {
    # a caterpillar: a wavy row of segments, a head with antennae
    "chenille": ('<circle cx="6" cy="27" r="4.5" fill="currentColor"/><circle cx="12" cy="23" r="4.8" fill="currentColor"/>'
                 '<circle cx="18.5" cy="26" r="5" fill="currentColor"/><circle cx="25" cy="22" r="5.2" fill="currentColor"/>'
                 '<circle cx="32" cy="18" r="6" fill="currentColor"/>'
                 '<path d="M30 12 L27 5 M34 12 L37 5" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>'
                 '<circle cx="34" cy="17" r="1.5" fill="#fffdf7"/>'
                 '<path d="M6 31.5 v3 M12 27.8 v3 M18.5 31 v3 M25 27 v3" stroke="currentColor" stroke-width="1.6"/>'),
    # a chrysalis hanging from a twig, with bands
    "chrysalide": ('<path d="M6 4 H34" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>'
                   '<path d="M20 4 V8" stroke="currentColor" stroke-width="2"/>'
                   '<path d="M20 8 C29 12 29 28 20 38 C11 28 11 12 20 8 Z" fill="currentColor"/>'
                   '<path d="M14.5 17 Q20 20 25.5 17 M14.5 23 Q20 26 25.5 23 M16 29 Q20 31.5 24 29" fill="none" '
                   'stroke="#fffdf7" stroke-width="1.4"/>'),
    # a butterfly: four wings, a body, antennae
    "papillon": ('<path d="M19 19 C12 4 2 4 3 13 C4 20 12 21 19 20 Z M21 19 C28 4 38 4 37 13 C36 20 28 21 21 20 Z" fill="currentColor"/>'
                 '<path d="M19 21 C11 22 6 30 10 34 C14 37 18 29 19 23 Z M21 21 C29 22 34 30 30 34 C26 37 22 29 21 23 Z" fill="currentColor"/>'
                 '<circle cx="10" cy="12" r="2.5" fill="#fffdf7"/><circle cx="30" cy="12" r="2.5" fill="#fffdf7"/>'
                 '<rect x="18.8" y="13" width="2.4" height="20" rx="1.2" fill="#3b1f4d"/>'
                 '<path d="M19.5 13 L15 5 M20.5 13 L25 5" stroke="#3b1f4d" stroke-width="1.3" stroke-linecap="round"/>'),
    # a black cat's head: pointed ears, green eyes, whiskers
    "chat": ('<path d="M6 5 L15 13 Q20 11 25 13 L34 5 L34 22 Q34 35 20 36 Q6 35 6 22 Z" fill="#111111"/>'
             '<path d="M11.5 21 q3 -3 6 0 q-3 3 -6 0 Z M22.5 21 q3 -3 6 0 q-3 3 -6 0 Z" fill="#9be15d"/>'
             '<path d="M18.5 27 h3 l-1.5 2 Z" fill="#f4a4b4"/>'
             '<path d="M3 26 L14 28 M3 31 L14 29.5 M37 26 L26 28 M37 31 L26 29.5" stroke="#bbbbbb" stroke-width="0.9"/>'),
    # yin and yang (the two cards differ by the side in the middle dot and their number)
    "yin": ('<circle cx="20" cy="20" r="17" fill="#fffdf7" stroke="currentColor" stroke-width="1.8"/>'
            '<path d="M20 3 A17 17 0 0 1 20 37 A8.5 8.5 0 0 1 20 20 A8.5 8.5 0 0 0 20 3 Z" fill="#1b1b1b"/>'
            '<circle cx="20" cy="11.5" r="2.6" fill="#1b1b1b"/><circle cx="20" cy="28.5" r="2.6" fill="#fffdf7"/>'),
    "yang": ('<circle cx="20" cy="20" r="17" fill="#1b1b1b" stroke="currentColor" stroke-width="1.8"/>'
             '<path d="M20 3 A17 17 0 0 1 20 37 A8.5 8.5 0 0 1 20 20 A8.5 8.5 0 0 0 20 3 Z" fill="#fffdf7"/>'
             '<circle cx="20" cy="11.5" r="2.6" fill="#fffdf7"/><circle cx="20" cy="28.5" r="2.6" fill="#1b1b1b"/>'),
    # a Swiss army knife: red handle with the white cross, an open blade
    "couteau": ('<path d="M9 20 L35 7 L37 11 L15 23 Z" fill="#b8c0c8" stroke="#5f6b75" stroke-width="0.8"/>'
                '<rect x="3" y="19" width="34" height="13" rx="6.5" fill="#d62828"/>'
                '<path d="M18.5 22 h3 v2.5 h2.5 v3 h-2.5 v2.5 h-3 v-2.5 h-2.5 v-3 h2.5 Z" fill="#ffffff"/>'
                '<circle cx="8" cy="25.5" r="1.6" fill="#f0c0c0"/>'),
    # the signs
    "plus": '<path d="M16 5 h8 v11 h11 v8 h-11 v11 h-8 v-11 h-11 v-8 h11 Z" fill="currentColor"/>',
    "moins": '<rect x="4" y="16" width="32" height="8" rx="2" fill="currentColor"/>',
    "multdiv": ('<path d="M4 7 L7 4 L13 10 L19 4 L22 7 L16 13 L22 19 L19 22 L13 16 L7 22 L4 19 L10 13 Z" fill="currentColor"/>'
                '<rect x="20" y="27" width="17" height="4" rx="1" fill="currentColor"/>'
                '<circle cx="28.5" cy="22.5" r="2.6" fill="currentColor"/><circle cx="28.5" cy="35.5" r="2.6" fill="currentColor"/>'),
}
SIGN_GLYPH = {"plus": "+", "moins": "−", "multdiv": "×÷"}


def defs():
    """Every symbol once per page (``<use href="#pap-f0">``, ``#pap-chat``…)."""
    out = ['<svg class="pap-defs" width="0" height="0" aria-hidden="true" focusable="false" '
           'xmlns="http://www.w3.org/2000/svg"><defs>']
    for fam, body in _FAMILY_SYMBOLS.items():
        out.append(f'<symbol id="pap-f{fam}" viewBox="0 0 40 40">{body}</symbol>')
    for key, body in _ATOUT_PICTURES.items():
        out.append(f'<symbol id="pap-{key}" viewBox="0 0 40 40">{body}</symbol>')
    out.append("</defs></svg>")
    return "".join(out)


def symbol_id(card):
    info = card_info(card)
    return f"pap-f{info['family']}" if info["kind"] == "family" else f"pap-{info['key']}"


def card_class(card):
    info = card_info(card)
    if info["kind"] == "family":
        cls = f"f{info['family']} {FAMILY_KEYS[info['family']]}"
        return cls + (" dragon" if info["dragon"] else "")
    return f"atout {info['key']}"


def corner(card):
    """The value printed in the corner: the number, 12/13/22, "0–11" for the Swiss knife, the
    sign's glyph, nothing for the other Atouts."""
    info = card_info(card)
    if info["kind"] == "family":
        return str(info["number"])
    if isinstance(info["number"], int):
        return str(info["number"])
    if info["key"] in SIGN_GLYPH:
        return SIGN_GLYPH[info["key"]]
    return "0–11" if info["key"] == "couteau" else ""


def caption(card):
    info = card_info(card)
    if info["kind"] == "family":
        return "Dragon" if info["dragon"] else FAMILIES[info["family"]][0]
    return info["name"] if info["key"] != "multdiv" else "Mult./Div."


def long_name(card):
    """"the 5 of Formes (5 of Shapes)", "Chat Noir (Black Cat, 22)"."""
    info = card_info(card)
    if info["kind"] == "family":
        return f"{name(card)} ({info['gloss']})"
    gloss = info["gloss"]
    number = info["number"]
    if number == "wild":
        return f"{info['name']} (Swiss knife: any value 0–11)"
    if isinstance(number, int):
        return f"{info['name']} ({number})" if gloss == info["name"] else f"{info['name']} ({gloss}, {number})"
    return info["name"] if gloss == info["name"] else f"{info['name']} ({gloss})"


def card_svg(card):
    """The face of a card, 50 x 72: the value in two corners, the symbol or picture, a caption."""
    c = corner(card)
    big = len(c) <= 2
    text = esc(caption(card))
    squeeze = ' textLength="42" lengthAdjust="spacingAndGlyphs"' if len(caption(card)) > 8 else ""
    size = "n" if big else "n small"
    out = ['<svg class="pc" viewBox="0 0 50 72" aria-hidden="true" focusable="false">',
           '<rect class="pc-bg" x="1" y="1" width="48" height="70" rx="5"/>']
    if c:
        out.append(f'<text class="pc-{size}" x="5" y="{17 if big else 13}">{esc(c)}</text>')
    y = 20 if c else 12
    out.append(f'<use href="#{symbol_id(card)}" x="9" y="{y}" width="32" height="32"/>')
    out.append(f'<text class="pc-cap" x="25" y="66"{squeeze}>{text}</text>')
    if face(card) == DRAGON:
        out.append('<path class="pc-crown" d="M31 4 l3 4 l3 -4 l3 4 l3 -4 v7 h-12 Z"/>')
    out.append("</svg>")
    return "".join(out)


def card_html(card, action=None, ui=None, extra="", label=None, pressed=None, why=None):
    """A face-up card: a button when it carries an action or a UI message. ``data-c`` is the
    hook for highlighting (only table and hand cards carry it)."""
    cls = f"pap-card {card_class(card)}" + (f" {extra}" if extra else "")
    text = label or long_name(card)
    if action or ui:
        return (f"<button{attrs(type='button', class_=cls, data_card=str(card), data_c=str(card), data_key=f'card-{card}', data_action=action, data_ui=ui, aria_label=text, aria_pressed=pressed, title=text)}>"
                f"{card_svg(card)}</button>")
    return f"<span{attrs(class_=cls, data_card=str(card), data_c=str(card), data_key=f'card-{card}', data_why=why, title=text, role='img', aria_label=text)}>{card_svg(card)}</span>"


def chip(card, extra=""):
    """A small card: symbol and value, for lists (captures, piles)."""
    info = card_info(card)
    c = corner(card) if info["kind"] == "family" or isinstance(info["number"], int) or info["key"] == "couteau" else ""
    cls = f"pap-chip {card_class(card)}" + (f" {extra}" if extra else "")
    return (f'<span{attrs(class_=cls, data_card=str(card), title=long_name(card))}>'
            f'<svg class="pap-ico" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><use href="#{symbol_id(card)}"/></svg>'
            f"{esc(c) if c else esc(caption(card))}</span>")


def die_svg(value):
    pips = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)], 4: [(1, 1), (3, 1), (1, 3), (3, 3)],
            5: [(1, 1), (3, 1), (2, 2), (1, 3), (3, 3)], 6: [(1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)]}[value]
    dots = "".join(f'<circle cx="{x * 5}" cy="{y * 5}" r="1.6"/>' for x, y in pips)
    return (f'<svg class="pap-die" viewBox="0 0 20 20" role="img" aria-label="{value}"><rect x="0.75" y="0.75" width="18.5" '
            f'height="18.5" rx="4"/>{dots}</svg>')


def _cards(n, word="card"):
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _names(seats):
    names = [SEAT_NAMES[s] for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def has_teams(view):
    return bool(view.get("sides")) and any(len(side) > 1 for side in view["sides"])


def side_label(view, side):
    members = view["sides"][side]
    names = [SEAT_NAMES[s] for s in members]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " & " + names[-1]
    if has_teams(view):
        return f"{SIDE_COLOURS[side]} team: {joined}" if len(members) > 1 else f"{joined} (alone)"
    return joined


def captures_of(view, legal, card):
    """``[(action, info)]`` for the captures among ``legal`` that play ``card`` (as the result,
    the sign or a second operand from hand), in the engine's order."""
    return captures_by_card(view, legal).get(card, [])


def captures_by_card(view, legal):
    """``{card: [(action, info)]}``: every capture among ``legal`` under each card it plays."""
    hand, table = view.get("hand") or [], view["table"]
    key = (tuple(hand), tuple(table), tuple(legal))
    if _MEMO.get("key") == key:  # the same position drawn again (a card selected, "show all")
        return _MEMO["value"]
    out = {}
    for a in legal:
        if a.split(" ", 1)[0] not in ("take", "sum", "combine"):
            continue
        info = action_info(hand, table, a)
        if info:
            for card in info["played"]:
                out.setdefault(card, []).append((a, info))
    _MEMO["key"], _MEMO["value"] = key, out
    return out


_MEMO = {}


# ---- the round table: who sits where and which way play goes ---------------------------------
def direction_svg(view, actor=None):
    order = view["order"]
    n = len(order)
    d = view.get("direction")
    cx, cy, r = 130, 72, 44
    teams = has_teams(view)
    side_of = view.get("side_of")
    if d == 1:
        word, glyph = "clockwise", "↻"
    elif d == -1:
        word, glyph = "anticlockwise", "↺"
    else:
        word, glyph = "not chosen yet", "?"
    label = f"Seats around the table; play goes {word}"
    out = [f'<svg class="pap-round" viewBox="0 0 260 150" role="img" aria-label="{esc(label)}">',
           f'<circle class="rt-table" cx="{cx}" cy="{cy}" r="{r}"/>']
    pos = []
    for k in range(n):
        ang = math.radians(-90 + 360 * k / n)
        pos.append((cx + r * math.cos(ang), cy + r * math.sin(ang), ang))
    if d in (1, -1):
        for k in range(n):  # an arrowhead half-way between neighbours, pointing the way play goes
            mid = math.radians(-90 + 360 * (k + 0.5) / n)
            x, y = cx + r * math.cos(mid), cy + r * math.sin(mid)
            tangent = math.degrees(mid) + (90 if d == 1 else -90)
            out.append(f'<path class="rt-arrow" d="M6 0 L-4 -5 L-4 5 Z" transform="translate({x:.1f} {y:.1f}) rotate({tangent:.0f})"/>')
    for k, s in enumerate(order):
        x, y, ang = pos[k]
        cls = f"rt-seat seat-{s}"
        if teams and side_of:
            cls += f" team-{side_of[s]}"
        if s == actor:
            cls += " now"
        out.append(f'<circle class="{cls}" cx="{x:.1f}" cy="{y:.1f}" r="{9 if s == actor else 7}"/>')
        lx, ly = cx + (r + 16) * math.cos(ang), cy + (r + 16) * math.sin(ang) + 4
        anchor = "middle" if abs(math.cos(ang)) < 0.3 else ("start" if math.cos(ang) > 0 else "end")
        out.append(f'<text class="rt-name{" now" if s == actor else ""}" x="{lx:.1f}" y="{ly:.1f}" text-anchor="{anchor}">{esc(SEAT_NAMES[s])}</text>')
    out.append(f'<text class="rt-glyph" x="{cx}" y="{cy + 6}">{glyph}</text>')
    out.append(f'<text class="rt-word" x="{cx}" y="{cy + 22}">{esc(word)}</text>')
    out.append("</svg>")
    return "".join(out)


def partners_prompt(view):
    return "You won the dice: pick " + ("a partner." if view["n"] == 3 else "two partners.")


def setup_prompt(view, direction_text):
    """The prompt while the dice winner sets the round up (partners, then direction), or None
    once play has started. Shared by both rounds; ``direction_text`` is the round's own."""
    phase = view.get("phase")
    if phase == "partners":
        return partners_prompt(view)
    if phase == "direction":
        return direction_text
    return None


def direction_choice_html(view, legal, who):
    """The two direction buttons, with what each order of play would be; ``who`` says who
    chooses ("Azure won the dice")."""
    rows = []
    for a, text, glyph in (("direction clockwise", "Clockwise", "↻"), ("direction anticlockwise", "Anticlockwise", "↺")):
        if a in legal:
            rows.append(f"<button{attrs(type='button', class_='pap-choice', data_action=a)}>"
                        f'<span class="pap-glyph" aria-hidden="true">{glyph}</span> {esc(text)}</button>')
    order = view["order"]
    start = order.index(view["turn"])
    cw = [order[(start + k) % len(order)] for k in range(len(order))]
    acw = [order[(start - k) % len(order)] for k in range(len(order))]
    intro = (f"{who} and chooses the direction of play: clockwise is "
             f"{' → '.join(SEAT_NAMES[s] for s in cw)}; anticlockwise is {' → '.join(SEAT_NAMES[s] for s in acw)}.")
    return (f'<section class="pap-setup" aria-label="Your choice"><p>{esc(intro)}</p>'
            f'<div class="row">{"".join(rows)}</div></section>')


# ---- the class the shell uses ----------------------------------------------------------------------
class PapillonView(GameView):
    """The Papillon-specific parts of the play screen (the orange round: :mod:`.orange_view`)."""

    cover_plies = 0
    COVER_CARDS = (PAPILLON, CHAT, DRAGON, YIN, 5)  # the Papillon, the Chat Noir, the Dragon, Yin, a 5

    def cover(self, view):
        return ("Papillon cards: the Papillon, the Chat Noir, the Dragon, the Yin and a 5 of Formes",
                defs() + "".join(card_html(c) for c in self.COVER_CARDS))

    def __init__(self):
        from .orange_view import OrangeView

        self.orange = OrangeView(self)

    def _orange(self, view):
        return view.get("round") == "orange"

    def initial_ui(self):
        return {"sel": None, "all": False}

    def carry_ui(self, ui):
        return self.initial_ui()

    def ui_message(self, ui, message, legal):
        parts = str(message).split()
        ui = {**self.initial_ui(), **{k: ui.get(k) for k in ("sel", "all") if k in ui}}
        if parts == ["all"]:
            ui["all"] = not ui.get("all")
        elif len(parts) == 2 and parts[0] == "page" and parts[1].isdigit() and int(parts[1]) >= 1:
            ui["all"] = int(parts[1])
        elif parts == ["none"]:
            ui["sel"], ui["all"] = None, False
        elif len(parts) == 2 and parts[0] == "sel" and parts[1].isdigit():
            card = int(parts[1])
            ui["sel"] = None if ui.get("sel") == card else card
            ui["all"] = False
        return ui

    def focus_after(self, ui, message):
        """Where keyboard focus goes after a UI message (a CSS selector, or None to keep it):
        "Show all" moves it to the first capture it revealed, a page of captures to its first
        one, so the list scrolls to what is new rather than to the toggle at its end."""
        parts = str(message).split()
        if parts == ["all"] and ui.get("all"):
            return f".pap-caps li:nth-child({SHOWN + 1}) .pap-cap"
        if len(parts) == 2 and parts[0] == "page":
            return ".pap-caps li:first-child .pap-cap"
        return None

    # ---- the board -------------------------------------------------------------------------
    def hand_keys(self, view):
        return [f"card-{c}" for c in view.get("hand") or []]

    def _selected(self, view, ui, legal):
        sel = ui.get("sel")
        hand = view.get("hand") or []
        if sel is None or sel not in hand or not legal or view.get("phase") != "play":
            return None
        return sel

    def board(self, view, ui, legal, label):
        if self._orange(view):
            return self.orange.board(view, ui, legal, label)
        legal = list(legal or [])
        seat = view.get("seat")
        sel = self._selected(view, ui, legal)
        by_card = captures_by_card(view, legal) if legal and view.get("phase") == "play" else {}
        caps = by_card.get(sel, []) if sel is not None else []
        before_deal = view.get("phase") in ("partners", "direction")
        parts = [defs(), self.info_html(view)]
        if not before_deal:
            parts.append(self.table_html(view, legal, sel, caps, label))
        elif legal:
            parts.append(self.setup_html(view, legal))
        if seat is not None and view.get("hand") is not None and not before_deal and not view.get("over"):
            parts.append(self.you_html(view, ui, legal, sel, caps, by_card))
        if seat is None and view.get("all_hands") is not None:  # the review of a finished game
            parts.append(self.all_hands_html(view))
        parts.append(self.piles_html(view))
        return f'<div class="pap-board">{"".join(parts)}</div>'

    def all_hands_html(self, view):
        """Every hand face up (the review of a finished game shows everything)."""
        rows = "".join(
            f'<li class="seat-{s}"><span class="swatch" aria-hidden="true"></span><b>{esc(SEAT_NAMES[s])}</b> '
            + ("".join(chip(c) for c in hand) or '<span class="muted">no cards</span>') + "</li>"
            for s, hand in enumerate(view["all_hands"])
        )
        return (f'<section class="pap-all-hands" aria-label="Every hand"><h3 class="pap-h">Hands</h3>'
                f'<ul class="pap-hands-list">{rows}</ul></section>')

    def info_html(self, view):
        n = view["n"]
        actor = None if view.get("over") else view.get("turn")
        dice = view["dice"]
        rows = []
        for s in range(n):
            a, b = dice["rolls"][s]
            won = s == dice["high"]
            rows.append(f'<li class="seat-{s}{" won" if won else ""}"><span class="swatch" aria-hidden="true"></span>'
                        f"<b>{esc(SEAT_NAMES[s])}</b>{die_svg(a)}{die_svg(b)}<span class=\"pap-sum\">{a + b}</span>"
                        + ('<span class="pap-star" title="Won the dice: starts and chose the direction">★</span>' if won else "") + "</li>")
        rerolls = ""
        for again in dice.get("high_rerolls") or []:
            rerolls += ('<p class="muted pap-small">Tie, rolled again: '
                        + esc(", ".join(f"{SEAT_NAMES[k]} {x + y}" for k, x, y in again)) + "</p>")
        hand_size, table_size, deals = DEALS[n]
        facts = [f"Blue round · deal <b>{max(1, view['deal_no'])}</b> of {deals} ({hand_size} cards each)",
                 f"Deck: <b>{view['deck_size']}</b> card{'s' if view['deck_size'] != 1 else ''} left",
                 f"{esc(SEAT_NAMES[view['starter']])} starts every deal"]
        return (f'<section class="pap-info" aria-label="Dice and direction of play">'
                f'<div class="pap-dir">{direction_svg(view, actor)}</div>'
                f'<div class="pap-dice-wrap"><h3 class="pap-h">Dice</h3><ul class="pap-dice">{"".join(rows)}</ul>{rerolls}'
                f'<p class="pap-facts">{" · ".join(facts)}</p></div></section>')

    def table_html(self, view, legal, sel, caps, label):
        table = view["table"]
        last = view.get("last") or {}
        fresh = set(last.get("played") or []) if last.get("kind") == "discard" else set()
        involved = {c for _a, info in caps for c in info["taken"]}
        cards = []
        for c in table:
            extra = []
            if c in fresh:
                extra.append("new")
            if c in involved:
                extra.append("can-take")
            why = None
            if legal and view.get("phase") == "play":
                why = ("Choose a card from your hand first: every capture starts from a hand card."
                       if any(a.split(" ", 1)[0] in ("take", "sum", "combine") for a in legal)
                       else "No capture is possible now: choose a card from your hand to put on the table.")
            cards.append(card_html(c, extra=" ".join(extra), why=why))
        body = "".join(cards) or '<p class="muted pap-empty">The table is empty.</p>'
        count = f" ({_cards(len(table))})" if table else ""
        return (f'<section class="pap-table-wrap" aria-label="{esc(label)}"><h3 class="pap-h">Table{count}</h3>'
                f'<div class="pap-table">{body}</div></section>')

    def setup_html(self, view, legal):
        phase = view["phase"]
        rows = []
        if phase == "partners":
            for a in legal:
                chosen = [int(w) for w in a.split()[1:]]
                text = ("Team up with " if len(chosen) == 1 else "Partners: ") + _names(chosen)
                rows.append(f"<button{attrs(type='button', class_='pap-choice', data_action=a)}>{esc(text)}</button>")
            k = "a partner" if view["n"] == 3 else "two partners"
            intro = f"{SEAT_NAMES[view['turn']]} won the dice and picks {k}; the others form the other side."
        else:
            return direction_choice_html(view, legal, f"{SEAT_NAMES[view['turn']]} won the dice")
        return (f'<section class="pap-setup" aria-label="Your choice"><p>{esc(intro)}</p>'
                f'<div class="row">{"".join(rows)}</div></section>')

    def you_html(self, view, ui, legal, sel, caps, by_card):
        seat = view["seat"]
        hand = view["hand"]
        legal_set = set(legal)
        my_turn = bool(legal) and view.get("phase") == "play"
        can_capture = any(a.split(" ", 1)[0] in ("take", "sum", "combine") for a in legal)
        cards = []
        for c in hand:
            action = ui_msg = label = pressed = None
            extra = []
            if my_turn:
                if f"discard {c}" in legal_set:
                    action = f"discard {c}"
                    label = f"Put {long_name(c)} on the table"
                    extra.append("target")
                else:
                    ui_msg = f"sel {c}"
                    pressed = "true" if sel == c else "false"
                    if c in (PAPILLON, CHRYSALIDE) or by_card.get(c):
                        extra.append("target")
                        label = f"{long_name(c)}: see what it can do"
                    else:
                        extra.append("idle")
                        label = f"{long_name(c)}: it captures nothing now"
                    if sel == c:
                        extra.append("picked")
            cards.append(card_html(c, action=action, ui=ui_msg, extra=" ".join(extra), label=label, pressed=pressed))
        body = "".join(cards) or '<p class="muted">Your hand is empty: you are skipped until the next deal.</p>'
        out = [f'<section class="pap-you seat-{seat}" data-hand="{seat}" aria-label="Your hand">'
               f'<h3 class="pap-h">Your hand ({len(hand)})</h3><div class="pap-hand">{body}</div>']
        if my_turn:
            out.append(self.choices_html(view, ui, legal, sel, caps, can_capture))
        out.append("</section>")
        return "".join(out)

    def choices_html(self, view, ui, legal, sel, caps, can_capture):
        """What the selected hand card can do (or how to begin)."""
        rows = []
        table = view["table"]
        if sel is None:
            if not can_capture:
                if table:
                    rows.append('<p class="pap-note">No capture is possible: choose a card to put on the table.</p>')
                else:
                    rows.append('<p class="pap-note">The table is empty: choose a card to put down.</p>')
            else:
                rows.append('<p class="pap-note">Choose a card of your hand to see every capture it allows.</p>')
            specials = [c for c in (PAPILLON, CHRYSALIDE) if c in (view.get("hand") or [])]
            if specials:
                rows.append('<p class="pap-note muted">The Papillon and the Chrysalide may be played at any time: select them.</p>')
        elif sel == PAPILLON:
            info = action_info(view["hand"], table, "papillon")
            warn = " Careful: the Chat Noir swept this way costs 30." if CHAT in table else ""
            rows.append(f'<p class="pap-note">The Papillon takes every card on the table.{esc(warn)}</p>')
            rows.append(self._play_button("papillon", info, legal))
        elif sel == CHRYSALIDE:
            info = action_info(view["hand"], table, "chrysalide")
            rows.append('<p class="pap-note">The Chrysalide reverses the direction of play and goes to your pile (10 points).</p>')
            rows.append(self._play_button("chrysalide", info, legal))
        elif not caps:
            rows.append(f'<p class="pap-note">{esc(long_name(sel))} can capture nothing now: choose another card.</p>')
        else:
            total = len(caps)
            show_all = bool(ui.get("all"))
            pages = (total + PAGE - 1) // PAGE
            page = min(max(1, int(ui.get("all"))), pages) if show_all else 0
            shown = caps[(page - 1) * PAGE:page * PAGE] if show_all else caps[:SHOWN]
            items = "".join(self._capture_item(a, info) for a, info in shown)
            head = f"{long_name(sel)}: {_cards(total, 'capture')}" + ("" if total == 1 else " — point at one to see its cards")
            rows.append(f'<p class="pap-note"><b>{esc(head)}</b></p><ul class="pap-caps">{items}</ul>')
            if total > SHOWN:
                text = f"Show only the first {SHOWN}" if show_all else f"Show all {total} captures"
                rows.append(f"<button{attrs(type='button', class_='pap-more', data_ui='all', aria_pressed='true' if show_all else 'false')}>{esc(text)}</button>")
                if show_all and pages > 1:
                    first, last = (page - 1) * PAGE + 1, min(total, page * PAGE)
                    nav = [f'<span class="pap-page">Captures {first}–{last} of {total}</span>']
                    if page > 1:
                        nav.append(f"<button{attrs(type='button', class_='pap-more', data_ui=f'page {page - 1}')}>Previous {PAGE}</button>")
                    if page < pages:
                        nav.append(f"<button{attrs(type='button', class_='pap-more', data_ui=f'page {page + 1}')}>Next {min(PAGE, total - page * PAGE)}</button>")
                    rows.append(f'<div class="row pap-pages">{"".join(nav)}</div>')
        if sel is not None:
            rows.append(f"<button{attrs(type='button', class_='pap-cancel quiet', data_ui='none')}>Choose another card</button>")
        return f'<div class="pap-choices" aria-label="What your card can do">{"".join(rows)}</div>'

    def _play_button(self, action, info, legal):
        if action not in legal:
            return ""
        uses = " ".join(str(c) for c in info["played"] + info["taken"])
        return (f"<button{attrs(type='button', class_='pap-play primary', data_action=action, data_uses=uses)}>"
                f"{esc(info['label'])}</button>")

    def _capture_item(self, action, info):
        uses = " ".join(str(c) for c in info["played"] + info["taken"])
        others = [c for c in info["played"][1:]]
        plays = ""
        if others:
            plays = f'<span class="pap-also">also plays {"".join(chip(c) for c in others)}</span>'
        bonus = ""
        if CHAT in info["played"] or CHAT in info["taken"]:
            bonus = '<span class="pap-bonus">Chat Noir +30</span>'
        # the arithmetic stays on one line; the Swiss knife's note ("(Couteau Suisse as 7)")
        # may wrap under it on a narrow screen
        arith, _, wild = info["arith"].partition(" (")
        note = f'<span class="pap-wild">({esc(wild)}</span>' if wild else ""
        return (f"<li><button{attrs(type='button', class_='pap-cap', data_action=action, data_uses=uses, aria_label=info['label'])}>"
                f'<span class="pap-kind">{KIND_WORD[info["kind"]]}</span><b class="pap-arith">{esc(arith)}</b>{note}'
                f'<span class="pap-takes">take {"".join(chip(c) for c in info["taken"])}</span>{plays}{bonus}</button></li>')

    def piles_html(self, view):
        sides = view.get("sides")
        if not sides:
            return ""
        piles = view["piles"]
        chat = view.get("chat")
        over = bool(view.get("over"))
        rows = []
        for i, side in enumerate(sides):
            pile = piles[i]
            scoring = [c for c in pile if _scores(c)]
            rest = len(pile) - len(scoring)
            chips = "".join(chip(c) for c in scoring)
            note = ""
            if chat and chat["side"] == i:
                pts = chat["points"]
                note = f'<span class="pap-chat {"plus" if pts > 0 else "minus"}">Chat Noir {"+" if pts > 0 else "−"}{abs(pts)}</span>'
            if over:
                detail = f'<div class="pap-all">{"".join(chip(c) for c in pile)}</div>' if pile else ""
            else:
                detail = (f'<div class="pap-scoring">{chips or "<span class=muted>no scoring card yet</span>"}'
                          f'{f"<span class=muted>+ {rest} other</span>" if rest else ""}{note}</div>')
            cls = f"pap-pile side-{i}" + (f" team-{i}" if has_teams(view) else "")
            rows.append(f'<li class="{cls}" data-side="{i}"><div class="pap-pile-head"><span class="pap-team-dot" aria-hidden="true"></span>'
                        f"<b>{esc(side_label(view, i))}</b><small>{_cards(len(pile))} captured</small></div>{detail}</li>")
        title = "Captured cards" if not over else "Captured cards (every pile)"
        hint = "" if over else '<p class="muted pap-small">Scoring cards (10 each; Chat Noir ±30) shown; every capture is public.</p>'
        return (f'<section class="pap-piles" aria-label="Captured cards"><h3 class="pap-h">{title}</h3>{hint}'
                f'<ul class="pap-pile-list">{"".join(rows)}</ul></section>')

    # ---- texts -----------------------------------------------------------------------------------
    def prompt(self, view, ui, legal):
        if self._orange(view):
            return self.orange.prompt(view, ui, legal)
        if not legal:
            return ""
        setup = setup_prompt(view, "You won the dice: choose the direction of play. You play first.")
        if setup is not None:
            return setup
        sel = self._selected(view, ui, legal)
        if any(a.split(" ", 1)[0] in ("take", "sum", "combine") for a in legal):
            if sel is None:
                return "Choose a card of your hand: its captures are listed under your hand. You may not pass."
            return "Choose one of the captures listed under your hand (point at one to see its cards on the table)."
        if view["table"]:
            return "No capture is possible: click a card to put it on the table."
        return "The table is empty: click a card to put it down."

    def seat_stats(self, view, seat):
        if self._orange(view):
            return self.orange.seat_stats(view, seat)
        stats = [("Hand", str(view["hand_sizes"][seat]), "Cards in hand"),
                 ("Captured", str(view["taken"][seat]), "Cards this player brought into the side's pile")]
        if has_teams(view):
            side = view["side_of"][seat]
            stats.append(("Team", SIDE_COLOURS[side] if len(view["sides"][side]) > 1 else "Alone",
                          f"{side_label(view, side)}: {_cards(len(view['piles'][side]))} in the side's pile"))
        return stats

    def seat_class(self, view, seat):
        """Extra classes for a seat's panel: its team colour."""
        if has_teams(view) and view.get("side_of"):
            side = view["side_of"][seat]
            return f"pap-seat team-{side}" if len(view["sides"][side]) > 1 else "pap-seat alone"
        return "pap-seat"

    def heading(self, view):
        if self._orange(view):
            return self.orange.heading(view)
        if view.get("over"):
            return "game over"
        phase = view.get("phase")
        if phase in ("partners", "direction"):
            return "before the deal"
        deals = DEALS[view["n"]][2]
        return f"deal {view['deal_no']} of {deals}"

    def round_summary(self, rnd, size):
        return ""

    def options_summary(self, options):
        n = options.get("players", 4)
        if n == 3:
            teams = ", two against one" if options.get("teams") == "two_vs_one" else ""
        elif n == 4:
            teams = ", two teams of two"
        elif n == 5:
            teams = ", two against three"
        else:
            teams = ""
        rnd = {"full": "full game (blue then orange)", "orange": "orange round"}.get(options.get("round"), "blue round")
        return f"{rnd}, {n} players{teams}"

    def end_note(self, view):
        if self._orange(view):
            return self.orange.end_note(view)
        score = (view.get("results") or {}).get("blue") or {}
        parts = []
        sweep = score.get("sweep")
        if sweep:
            parts.append(f"The last {_cards(len(sweep['cards']))} on the table went to {SEAT_NAMES[sweep['seat']]}'s side (last capture).")
        elif score.get("leftover"):
            parts.append("Nobody captured anything: the table cards stayed there.")
        most = score.get("most") or {}
        if most.get("tied"):
            parts.append("Most cards was a tie, settled by a dice roll-off.")
        parts.append("Only the listed cards score; each scoring line is per side (team-mates share one pile).")
        return " ".join(parts)


def _scores(card):
    f = face(card)
    if f in (CHAT, COUTEAU, DRAGON, PAPILLON, CHRYSALIDE) or f in SIGNS or f in (52, 53, 54):
        return True
    return f < 48 and f % 12 == 3
