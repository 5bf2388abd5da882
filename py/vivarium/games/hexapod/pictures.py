"""Hexapod's pictures: the insects, the Spider and a card (four cells, or a Stag/Moth across a
row), as SVG text. Used by the view (cases, stacks, hands, seat boxes) and the home card."""

from ...i18n import msg, t
from ...drawing.html import attrs, esc
from .cards import BLUE, CARD_CODES, DUNG, GOLD, GREEN, MOTH_L, MOTH_R, RED, SPIDER, STAG_L, STAG_R, card_words

CELL = 60
KIND_CLASS = {BLUE: "blue", GREEN: "green", GOLD: "gold", RED: "red", DUNG: "dung", STAG_L: "stag", MOTH_L: "moth"}
# an insect's picture's title (messages: said in the language of the screen)
KIND_TITLE = {code: msg(f"hexapod.insect.{name}") for code, name in KIND_CLASS.items()}


# ---- insects -----------------------------------------------------------------------------------
def _legs(cx, cy, w, h):
    out = []
    for k, dy in enumerate((-0.35, 0.0, 0.35)):
        y = cy + dy * h
        out.append(f"M{cx - w * 0.5:.1f} {y:.1f}l{-w * 0.3:.1f} {(k - 1) * h * 0.18:.1f}")
        out.append(f"M{cx + w * 0.5:.1f} {y:.1f}l{w * 0.3:.1f} {(k - 1) * h * 0.18:.1f}")
    return f'<path class="legs" d="{" ".join(out)}"/>'


def _beetle(cx, cy, s, kind):
    """A round beetle of size ``s`` (its height) with the marking of its colour: Blue a
    split back, Green four spots, Gold bands across."""
    w, h = s * 0.62, s * 0.72
    parts = [_legs(cx, cy + h * 0.08, w, h)]
    parts.append(f'<circle class="head" cx="{cx}" cy="{cy - h * 0.5:.1f}" r="{s * 0.14:.1f}"/>')
    parts.append(f'<ellipse class="body" cx="{cx}" cy="{cy + h * 0.08:.1f}" rx="{w / 2:.1f}" ry="{h / 2:.1f}"/>')
    top, bottom = cy + h * 0.08 - h / 2, cy + h * 0.08 + h / 2
    if kind == BLUE:
        parts.append(f'<path class="mark line" d="M{cx} {top:.1f}V{bottom:.1f}"/>')
    elif kind == GREEN:
        for dx, dy in ((-0.2, -0.12), (0.2, -0.12), (-0.2, 0.22), (0.2, 0.22)):
            parts.append(f'<circle class="mark" cx="{cx + dx * s:.1f}" cy="{cy + dy * s:.1f}" r="{s * 0.07:.1f}"/>')
    elif kind == GOLD:
        for dy in (-0.1, 0.08, 0.26):
            half = w * 0.5 * (1 - abs(dy) * 1.2)
            parts.append(f'<path class="mark line" d="M{cx - half:.1f} {cy + dy * s:.1f}H{cx + half:.1f}"/>')
    return "".join(parts)


def insect_svg(kind, x, y, w=CELL, h=CELL):
    """The picture of one insect in the box (x, y, w, h). A Stag or a Moth gets a two-cell box."""
    cx, cy = x + w / 2, y + h / 2
    s = min(w, h) * 0.78
    cls = KIND_CLASS.get(kind, "")
    out = [f'<g class="insect {cls}"><title>{esc(KIND_TITLE.get(kind, ""))}</title>']
    if kind in (BLUE, GREEN, GOLD):
        out.append(_beetle(cx, cy, s, kind))
    elif kind == RED:
        for dx in (-0.22, 0.22):
            bx = cx + dx * s
            out.append(f'<ellipse class="body" cx="{bx:.1f}" cy="{cy + s * 0.06:.1f}" rx="{s * 0.15:.1f}" ry="{s * 0.3:.1f}"/>')
            out.append(f'<circle class="head" cx="{bx:.1f}" cy="{cy - s * 0.3:.1f}" r="{s * 0.08:.1f}"/>')
            out.append(f'<path class="mark line" d="M{bx:.1f} {cy - s * 0.2:.1f}V{cy + s * 0.34:.1f}"/>')
    elif kind == DUNG:
        out.append(f'<circle class="ball" cx="{cx + s * 0.2:.1f}" cy="{cy + s * 0.12:.1f}" r="{s * 0.27:.1f}"/>')
        out.append(f'<ellipse class="body" cx="{cx - s * 0.22:.1f}" cy="{cy - s * 0.02:.1f}" rx="{s * 0.2:.1f}" ry="{s * 0.16:.1f}" transform="rotate(-30 {cx - s * 0.22:.1f} {cy - s * 0.02:.1f})"/>')
        out.append(f'<path class="legs" d="M{cx - s * 0.3:.1f} {cy + s * 0.1:.1f}l-{s * 0.08:.1f} {s * 0.22:.1f}M{cx - s * 0.14:.1f} {cy + s * 0.1:.1f}l{s * 0.02:.1f} {s * 0.24:.1f}M{cx - s * 0.08:.1f} {cy - s * 0.12:.1f}l{s * 0.14:.1f} -{s * 0.02:.1f}"/>')
        out.append(f'<circle class="head" cx="{cx - s * 0.4:.1f}" cy="{cy - s * 0.14:.1f}" r="{s * 0.08:.1f}"/>')
    elif kind == STAG_L:
        sx = h * 0.8
        bx = cx + sx * 0.2
        out.append(_legs(bx, cy, sx * 0.45, sx * 0.5))
        out.append(f'<ellipse class="body" cx="{bx:.1f}" cy="{cy:.1f}" rx="{sx * 0.42:.1f}" ry="{sx * 0.26:.1f}"/>')
        out.append(f'<path class="mark line" d="M{bx - sx * 0.2:.1f} {cy:.1f}H{bx + sx * 0.42:.1f}"/>')
        hx = bx - sx * 0.5
        out.append(f'<circle class="head" cx="{hx:.1f}" cy="{cy:.1f}" r="{sx * 0.13:.1f}"/>')
        # the antler-like mandibles, forked
        out.append(
            f'<path class="antler" d="M{hx - sx * 0.1:.1f} {cy - sx * 0.06:.1f}c-{sx * 0.25:.1f} -{sx * 0.05:.1f} -{sx * 0.35:.1f} -{sx * 0.2:.1f} -{sx * 0.42:.1f} -{sx * 0.34:.1f}'
            f"m{sx * 0.2:.1f} {sx * 0.17:.1f}l-{sx * 0.06:.1f} -{sx * 0.14:.1f}"
            f"M{hx - sx * 0.1:.1f} {cy + sx * 0.06:.1f}c-{sx * 0.25:.1f} {sx * 0.05:.1f} -{sx * 0.35:.1f} {sx * 0.2:.1f} -{sx * 0.42:.1f} {sx * 0.34:.1f}"
            f'm{sx * 0.2:.1f} -{sx * 0.17:.1f}l-{sx * 0.06:.1f} {sx * 0.14:.1f}"/>'
        )
    elif kind == MOTH_L:
        sx = h * 0.8
        for side in (-1, 1):
            out.append(f'<ellipse class="wing" cx="{cx + side * sx * 0.42:.1f}" cy="{cy - sx * 0.1:.1f}" rx="{sx * 0.42:.1f}" ry="{sx * 0.26:.1f}" transform="rotate({side * -12} {cx + side * sx * 0.42:.1f} {cy - sx * 0.1:.1f})"/>')
            out.append(f'<ellipse class="wing hind" cx="{cx + side * sx * 0.3:.1f}" cy="{cy + sx * 0.2:.1f}" rx="{sx * 0.26:.1f}" ry="{sx * 0.17:.1f}"/>')
            out.append(f'<circle class="eyespot" cx="{cx + side * sx * 0.48:.1f}" cy="{cy - sx * 0.12:.1f}" r="{sx * 0.07:.1f}"/>')
            out.append(f'<path class="antenna" d="M{cx:.1f} {cy - sx * 0.28:.1f}q{side * sx * 0.08:.1f} -{sx * 0.16:.1f} {side * sx * 0.2:.1f} -{sx * 0.2:.1f}"/>')
        out.append(f'<ellipse class="body" cx="{cx:.1f}" cy="{cy:.1f}" rx="{sx * 0.07:.1f}" ry="{sx * 0.3:.1f}"/>')
    out.append("</g>")
    return "".join(out)


def spider_svg(x, y, w, h):
    cx, cy = x + w / 2, y + h / 2
    s = min(w, h) * 0.4
    legs = []
    for side in (-1, 1):
        for k, dy in enumerate((-0.5, -0.15, 0.15, 0.5)):
            legs.append(f"M{cx:.1f} {cy:.1f}q{side * s * 0.6:.1f} {dy * s - s * 0.4:.1f} {side * s * (1.0 + 0.1 * k):.1f} {dy * s * 1.6:.1f}")
    return (
        f'<g class="spider"><title>{esc(t("hexapod.the_spider"))}</title><path class="legs" d="{" ".join(legs)}"/>'
        f'<circle class="body" cx="{cx:.1f}" cy="{cy + s * 0.2:.1f}" r="{s * 0.34:.1f}"/>'
        f'<circle class="head" cx="{cx:.1f}" cy="{cy - s * 0.22:.1f}" r="{s * 0.2:.1f}"/></g>'
    )


def cells_svg(codes, x0, y0, cell, cols=2):
    """The insects of a row-major list of cell codes (a card: 4 codes, 2 columns)."""
    out = []
    for i, v in enumerate(codes):
        r, c = divmod(i, cols)
        x, y = x0 + c * cell, y0 + r * cell
        if v in (STAG_R, MOTH_R) or not v:
            continue
        if v in (STAG_L, MOTH_L):
            out.append(insect_svg(v, x, y, 2 * cell, cell))
        else:
            out.append(insect_svg(v, x, y, cell, cell))
    return "".join(out)


def card_svg(card, cell=28, label=None):
    """A small picture of one card (or the Spider)."""
    size = 2 * cell
    title = t("hexapod.the_spider") if card == SPIDER else t("hexapod.card_title", card=card_words(card))
    out = [f'<svg class="hx-card" viewBox="0 0 {size + 4} {size + 4}" role="img"{attrs(aria_label=label or title)} xmlns="http://www.w3.org/2000/svg">']
    out.append(f'<rect class="card-bg{" spider-card" if card == SPIDER else ""}" x="1" y="1" width="{size + 2}" height="{size + 2}" rx="6"/>')
    if card == SPIDER:
        out.append(spider_svg(2, 2, size, size))
    else:
        out.append(cells_svg(CARD_CODES[card], 2, 2, cell))
    out.append("</svg>")
    return "".join(out)
