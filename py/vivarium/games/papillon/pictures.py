"""Papillon's pictures: the cards (faces, chips, the SVG symbols drawn once a page) and the
dice, shared by both rounds' screens. Pure functions of card ids to HTML/SVG.

Every card drawn carries ``data-card="<id>"``; a face-up table or hand card also carries
``data-c`` (the hook for highlighting) and ``data-key="card-<id>"``.
"""

from ...i18n import say, t
from ...drawing.html import attrs, esc, table_thing
from .cards import DRAGON, card_info, card_key, face
from .cards import long_name as long_name_msg

FAMILY_KEYS = ("formes", "elements", "decouvertes", "serpents")

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
    """The word under a card's picture: its family ("Formes"), "Dragon", the Atout's name
    ("Chat Noir", "Mult./Div.")."""
    info = card_info(card)
    if info["kind"] == "family" and not info["dragon"]:
        return t(f"papillon.family.{info['family']}")
    return t("papillon.caption." + card_key(card))


def long_name(card):
    """"the 5 of Formes (5 of Shapes)", "Chat Noir (Black Cat, 22)", in the language in use."""
    return say(long_name_msg(card))


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


def card_html(card, action=None, ui=None, extra="", label=None, pressed=None, why=None, came_from=None):
    """A face-up card: a button when it carries an action or a UI message. ``data-c`` is the
    hook for highlighting (only table and hand cards carry it). ``came_from``: where the motion
    layer slides it from when it is new (``seat-<n>``: the hand of seat n, which nobody here sees)."""
    cls = f"pap-card {card_class(card)}" + (f" {extra}" if extra else "")
    text = label or long_name(card)
    if action or ui:
        return table_thing(card_svg(card), cls, text, action, ui, pressed, active={"title": text},
                           data_card=str(card), data_c=str(card), data_key=f"card-{card}", data_from=came_from)
    return table_thing(card_svg(card), cls, text, data_card=str(card), data_c=str(card), data_key=f"card-{card}", data_from=came_from,
                       idle={"data_why": why, "title": text, "role": "img", "aria_label": text})


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
