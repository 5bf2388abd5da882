"""Papillon on screen: the panels both rounds share -- sides and team colours, the round table
with the direction of play, the setup choices (partners, direction), every hand face up in a
review. Pure functions of a seat's view (+ legal actions) to HTML/SVG.
"""

import math
import re

from ...i18n import msg, say, t, tn
from ...drawing.html import attrs, esc
from .common import names_with, seat_label, seat_msg
from .pictures import chip


def side_colour(side):
    """A team's colour name: "Gold", "Teal"."""
    return t(f"papillon.team.{side}")


def cards_text(n, word="card"):
    """"1 card", "3 cards" ("1 capture", "3 captures" with ``word="capture"``)."""
    return tn("papillon.n_captures" if word == "capture" else "papillon.n_cards", n)


def _names(seats):
    """"Azure", "Azure and Peacock", "Azure, Monarch and Peacock"."""
    return say(msg("list.all", items=[seat_msg(s) for s in seats]))


def emph(text, value):
    """``text`` escaped, the first ``value`` in it (a number) in bold: "Deck: <b>5</b> cards left"."""
    out = esc(text)
    return re.sub(rf"(?<![\d]){value}(?![\d])", f"<b>{value}</b>", out, count=1)


def has_teams(view):
    """Whether some side has more than one player."""
    return bool(view.get("sides")) and any(len(side) > 1 for side in view["sides"])


def side_label(view, side):
    """"Gold team: Azure & Peacock", "Monarch (alone)"; without teams, the names."""
    members = view["sides"][side]
    joined = say(names_with(members))
    if has_teams(view):
        if len(members) > 1:
            return t("papillon.side.team", colour=side_colour(side), names=joined)
        return t("papillon.side.alone", names=joined)
    return joined


# ---- the round table: who sits where and which way play goes ---------------------------------
def direction_svg(view, actor=None):
    order = view["order"]
    n = len(order)
    d = view.get("direction")
    cx, cy, r = 130, 72, 44
    teams = has_teams(view)
    side_of = view.get("side_of")
    way = {1: "cw", -1: "acw"}.get(d, "none")
    glyph = {1: "↻", -1: "↺"}.get(d, "?")
    word = t("papillon.dir." + way)
    label = t("papillon.dir.label." + way)
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
        out.append(f'<text class="rt-name{" now" if s == actor else ""}" x="{lx:.1f}" y="{ly:.1f}" text-anchor="{anchor}">{esc(seat_label(s))}</text>')
    out.append(f'<text class="rt-glyph" x="{cx}" y="{cy + 6}">{glyph}</text>')
    out.append(f'<text class="rt-word" x="{cx}" y="{cy + 22}">{esc(word)}</text>')
    out.append("</svg>")
    return "".join(out)


def partners_prompt(view):
    return t("papillon.prompt.partner" if view["n"] == 3 else "papillon.prompt.partners")


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
    for a, text, glyph in (("direction clockwise", t("papillon.dir.button.cw"), "↻"),
                           ("direction anticlockwise", t("papillon.dir.button.acw"), "↺")):
        if a in legal:
            rows.append(f"<button{attrs(type='button', class_='pap-choice', data_action=a)}>"
                        f'<span class="pap-glyph" aria-hidden="true">{glyph}</span> {esc(text)}</button>')
    order = view["order"]
    start = order.index(view["turn"])
    cw = [order[(start + k) % len(order)] for k in range(len(order))]
    acw = [order[(start - k) % len(order)] for k in range(len(order))]
    intro = t("papillon.dir.intro", who=who, cw=" → ".join(seat_label(s) for s in cw),
              acw=" → ".join(seat_label(s) for s in acw))
    return (f'<section class="pap-setup" aria-label="{esc(t("papillon.your_choice"))}"><p>{esc(intro)}</p>'
            f'<div class="row">{"".join(rows)}</div></section>')


def partners_html(view, legal):
    """The dice winner's choice of partners: a button for each choice."""
    rows = []
    for a in legal:
        chosen = [int(w) for w in a.split()[1:]]
        text = t("papillon.partner.one" if len(chosen) == 1 else "papillon.partner.two", names=_names(chosen))
        rows.append(f"<button{attrs(type='button', class_='pap-choice', data_action=a)}>{esc(text)}</button>")
    key = "papillon.partner.intro_one" if view["n"] == 3 else "papillon.partner.intro_two"
    intro = t(key, who=seat_label(view["turn"]))
    return (f'<section class="pap-setup" aria-label="{esc(t("papillon.your_choice"))}"><p>{esc(intro)}</p>'
            f'<div class="row">{"".join(rows)}</div></section>')


def all_hands_html(view):
    """Every hand face up (the review of a finished game shows everything)."""
    rows = "".join(
        f'<li class="seat-{s}"><span class="swatch" aria-hidden="true"></span><b>{esc(seat_label(s))}</b> '
        + ("".join(chip(c) for c in hand) or f'<span class="muted">{esc(t("papillon.no_cards"))}</span>') + "</li>"
        for s, hand in enumerate(view["all_hands"])
    )
    return (f'<section class="pap-all-hands" aria-label="{esc(t("papillon.every_hand"))}">'
            f'<h3 class="pap-h">{esc(t("papillon.hands"))}</h3>'
            f'<ul class="pap-hands-list">{rows}</ul></section>')
