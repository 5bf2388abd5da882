"""Arctic's pictures, drawn the same for every screen: the six animal icons, a card face up,
one entry of a Personal pile, and the Landscape with its tokens (and, for a token decision,
a large numbered target where each choice sends its token, a button that plays it).

Every card drawn carries ``data-card="<id>"``; a pile entry that is ``None`` (someone else's
face-down card) is drawn as a card back.
"""

from ...i18n import msg, say_in, t, tn
from ...drawing.html import attrs, esc, table_thing
from .cards import (
    ANIMAL_OF,
    BEAR,
    COMPANION_OF,
    DRAW_OF,
    FOX,
    LANDSCAPE,
    MOOSE,
    ORCA,
    PLACE_OF,
    PUFFIN,
    WALRUS,
    animal_name,
    card_long,
    short_name,
    token_moves,
    visible_card,
)

# ---- the six animals: drawn silhouettes (40 x 40), distinct without colour -----------------
# Each: the silhouette (filled with currentColor) and light details drawn over it.
_LIGHT = "#fffdf7"
ICONS = {
    # a fox's face: tall pointed ears, white cheeks, narrow snout
    FOX: ("M3 4 L14 13 L26 13 L37 4 L35 19 L28 27 L20 37 L12 27 L5 19 Z",
          [("M5 19 L14 23 L20 37 L12 27 Z M35 19 L26 23 L20 37 L28 27 Z", _LIGHT),
           ("M14.5 18.5 a1.8 1.8 0 1 0 0.1 0 Z M25.5 18.5 a1.8 1.8 0 1 0 0.1 0 Z", _LIGHT)]),
    # a moose's head from the front: broad palmate antlers, long muzzle, bell under the chin
    MOOSE: ("M16 12 Q9 14 3 8 L2 3 L6 6 L7 1 L10 6 L12 1 L14 7 L17 5 L18 10 Z "
            "M24 12 Q31 14 37 8 L38 3 L34 6 L33 1 L30 6 L28 1 L26 7 L23 5 L22 10 Z "
            "M14 12 Q20 9 26 12 L25 25 Q27 33 20 35 Q13 33 15 25 Z M18 33 L22 33 L21 39 L19 39 Z",
            [("M16.5 17 a1.6 1.6 0 1 0 0.1 0 Z M23.5 17 a1.6 1.6 0 1 0 0.1 0 Z", _LIGHT),
             ("M17.5 30 a1.3 1.3 0 1 0 0.1 0 Z M22.5 30 a1.3 1.3 0 1 0 0.1 0 Z", _LIGHT)]),
    # a walrus's face: round head, whiskered muzzle, two long tusks
    WALRUS: ("M5 19 Q5 5 20 5 Q35 5 35 19 Q35 28 27 30 L13 30 Q5 28 5 19 Z",
             [("M15 21 a5 5 0 1 0 0.1 0 Z M25 21 a5 5 0 1 0 0.1 0 Z", "#b9a99a"),
              ("M14 28 L17 28 L15.5 39 Z M23 28 L26 28 L24.5 39 Z", _LIGHT),
              ("M13.5 13.5 a1.7 1.7 0 1 0 0.1 0 Z M26.5 13.5 a1.7 1.7 0 1 0 0.1 0 Z", _LIGHT)]),
    # an orca from the side: tall dorsal fin, tail flukes, white eye patch and belly
    ORCA: ("M1 24 Q7 14 21 15 L24 3 L29 16 Q35 18 36 21 L39 15 L38.5 24 L39.5 32 L35 27 Q30 31 17 31 Q5 31 1 24 Z",
           [("M7 19.5 a3.4 1.7 0 1 0 0.1 0 Z", _LIGHT), ("M4 25.5 Q13 30 24 27.5 Q13 25 4 25.5 Z", _LIGHT)]),
    # a puffin standing: round dark body, white face, big triangular striped beak, orange feet
    PUFFIN: ("M13 9 Q22 3 27 11 L28 27 Q27 36 19 37 Q10 36 11 26 Q10 16 13 9 Z",
             [("M20.5 14 a6 6 0 1 0 0.1 0 Z", _LIGHT), ("M26 10 L37 15 L26 20 Z", "#e8743b"),
              ("M28.4 11.6 h1.3 v6.8 h-1.3 Z M31.4 13 h1.3 v4 h-1.3 Z", _LIGHT),
              ("M20.5 13.2 a1.6 1.6 0 1 0 0.1 0 Z", "#1f2a24"), ("M15 36 L13 39 L19 39 Z M21 36 L20 39 L26 39 Z", "#e8743b")]),
    # a polar bear walking: big body, low head with small ear, four legs
    BEAR: ("M3 22 Q4 15 10 14 Q18 10 27 12 Q30 9 34 12 L38.5 16 Q38.5 18.5 36 18.5 L34 19 Q33 23 32 28 L32 35 L27.5 35 "
           "L27.5 28.5 Q22 30 16 29.5 L15.5 35 L11 35 L11 28.5 Q7 28 6 30 L4.5 35 L1 35 Q3 28 3 22 Z",
           [("M34.5 14.5 a1.4 1.4 0 1 0 0.1 0 Z", "#1f2a24"), ("M38.2 16.2 a1.2 1.2 0 1 0 0.1 0 Z", "#1f2a24")]),
}


def icon_defs():
    """The six animal symbols, once per page (``<use href="#arc-a0">``)."""
    out = ['<svg class="arc-defs" width="0" height="0" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg"><defs>']
    for a in range(6):
        body, details = ICONS[a]
        out.append(f'<symbol id="arc-a{a}" viewBox="0 0 40 40"><path d="{body}" fill="currentColor"/>')
        for d, fill in details:
            out.append(f'<path d="{d}" fill="{fill}"/>')
        out.append("</symbol>")
    out.append("</defs></svg>")
    return "".join(out)


def icon(animal, cls="arc-ico"):
    return f'<svg class="{cls} a{animal}" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><use href="#arc-a{animal}"/></svg>'


# ---- cards ---------------------------------------------------------------------------------------
def card_face(card):
    a = ANIMAL_OF[card]
    comp = COMPANION_OF[card]
    name = str(animal_name(a))
    name_cls = "arc-name xlong" if len(name) > 9 else "arc-name long" if len(name) > 7 else "arc-name"  # smaller type, never cut
    comp_name = str(short_name(comp))
    return (
        f'<span class="arc-vals"><b class="arc-pv" title="{esc(t("arctic.placement_value"))}">{PLACE_OF[card]}</b>'
        f'<b class="arc-dv" title="{esc(t("arctic.draw_value"))}">{DRAW_OF[card]}</b></span>'
        f"{icon(a, 'arc-pic')}"
        f'<span class="{name_cls}" data-short="{esc(short_name(a))}">{esc(name)}</span>'
        f'<span class="arc-comp{" xlong" if len(comp_name) > 7 else " long" if len(comp_name) > 5 else ""}" title="{esc(t("arctic.companion", animal=animal_name(comp)))}">'
        f'+{icon(comp, "arc-ico-s")}<span class="arc-comp-name">{esc(comp_name)}</span></span>'
    )


def card_html(card, action=None, ui=None, extra="", label=None, pressed=None, tried=None):
    """A face-up card: a button when it carries an action or a UI message. ``data-key`` lets
    the page animate it from where it was (hand, River, pile); ``tried``: the action a click
    on it stands for when it cannot act (the engine then says why). One that cannot act is a
    picture named in words ("Fox (place 4, draw 2, with Walrus)"), never its face's "4 2 Fox
    +Walrus" read out."""
    a = ANIMAL_OF[card]
    cls = f"arc-card a{a}" + (f" {extra}" if extra else "")
    text = label or card_long(card)
    return table_thing(card_face(card), cls, text, action, ui, pressed,
                       idle={"data_try": tried, "title": text, "role": "img", "aria_label": text},
                       data_card=str(card), data_key=f"card-{card}")


def chip_html(card, action, label):
    """A small button for a card (a Penalty card offered back by the Polar Bear): its animal,
    short name and values; as tall as a finger needs, so that many fit in a row."""
    a = ANIMAL_OF[card]
    return (f"<button{attrs(type='button', class_=f'arc-chip a{a}', data_card=str(card), data_key=f'card-{card}', data_action=action, aria_label=label, title=label)}>"
            f'{icon(a, "arc-ico-m")}<span>{esc(short_name(a))}</span><small>{PLACE_OF[card]}/{DRAW_OF[card]}</small></button>')


def mini_html(entry, new=False, final=False):
    """One entry of a Personal pile in a pile strip (``None``: someone else's face-down card),
    named in words for a screen reader (its short "Fox 4/2" hidden from it)."""
    cls = "arc-mini" + (" new" if new else "")
    if entry is None:
        back = esc(t("arctic.mini.back"))
        return f'<li class="{cls} back" title="{back}"><span class="sr-only">{back}</span><span aria-hidden="true">❄</span></li>'
    down = entry < 0
    card = -1 - entry if down else entry
    a = ANIMAL_OF[card]
    title = t("arctic.mini.down", card=card_long(card)) if down else str(card_long(card))
    cls += f" a{a}" + (" down" if down else "")
    return (f'<li{attrs(class_=cls, data_card=str(card), title=title)}><span class="sr-only">{esc(title)}</span>{icon(a, "arc-ico-m")}'
            f'<span aria-hidden="true">{esc(short_name(a))}</span><small aria-hidden="true">{PLACE_OF[card]}/{DRAW_OF[card]}</small></li>')


# ---- the Landscape -------------------------------------------------------------------------------
def points(col):
    """The Landscape card ``col`` in words: "1 point", "6 points"."""
    return tn("arctic.points", LANDSCAPE[col])


def token_choices(view, legal):
    """``{action: [(animal, from, to), ...]}`` for the token decisions among ``legal``; the
    first entry of each is the token the player steers (the main token; the Walrus's one)."""
    if not legal or view.get("phase") not in ("move", "walrus"):
        return {}
    seat = view["turn"]
    card = visible_card(view, seat)
    if card is None:
        return {}
    tokens = view["tokens"]
    main, comp = ANIMAL_OF[card], COMPANION_OF[card]
    out = {}
    if view["phase"] == "move":
        for d, (m_to, c_to) in token_moves(tokens, main, comp).items():
            if f"move {d}" in legal:
                out[f"move {d}"] = [(main, tokens[main], m_to), (comp, tokens[comp], c_to)]
    else:
        animal = main if view["sides"][WALRUS] == "A" else comp
        for d, step in (("left", -1), ("right", 1)):
            if f"walrus {d}" in legal:
                out[f"walrus {d}"] = [(animal, tokens[animal], tokens[animal] + step)]
    return out


def choice_label(action, moves):
    """A token decision in words: "Fox ◀ to 1, Orca ▶ to 6"."""
    parts = [t("arctic.choice.part", animal=animal_name(a), arrow="◀" if to < fr else "▶", value=LANDSCAPE[to])
             for a, fr, to in moves]
    return t("list.sep").join(parts)


def choice_name(action, moves, k):
    """What choosing a token decision does, for its buttons' accessible names:
    "Move Orca token to 3 points, and Polar Bear token to 6 points (choice 1)"."""
    (a, _fr, to), rest = moves[0], moves[1:]
    text = t("arctic.choice.move", animal=animal_name(a), points=points(to))
    for b, _f, to_b in rest:
        text = t("arctic.choice.and", text=text, animal=animal_name(b), points=points(to_b))
    if action.startswith("walrus "):
        text = t("arctic.choice.walrus", text=text)
    return t("arctic.choice.number", text=text, k=k + 1)


def _token(animal, col, totem, moving):
    mine = animal == totem
    cls = "tok a%d" % animal + (" moving" if animal in moving else "") + (" mine" if mine else "")
    title = t("arctic.token.title", animal=animal_name(animal), value=LANDSCAPE[col])
    if mine:
        title = t("arctic.token.mine", text=title)
    star = f'<span class="tok-star" aria-hidden="true">★</span><span class="arc-sr"> {esc(t("arctic.token.your_totem"))}</span>' if mine else ""
    name = str(short_name(animal))
    return (f'<li{attrs(class_=cls, data_key=f"tok-{animal}", title=title)}>{icon(animal, "tok-ico")}'
            f'<span class="tok-name{" long" if len(name) > 6 else ""}">{esc(name)}</span>{star}</li>')


def landscape_html(view, choices=None, totem=None, moving=()):
    """The six Landscape cards with their tokens (each card keeps room for all six tokens and a
    target, so the Landscape is as tall on every turn). For a token decision each choice gets a
    large numbered target where its steered token would go (a button that plays it) and a small
    numbered mark where the other token would go; neither covers a token."""
    choices = choices or {}
    tokens = view["tokens"]
    targets = [[] for _ in range(6)]
    ghosts = [[] for _ in range(6)]
    for k, (action, moves) in enumerate(choices.items()):
        animal, fr, to = moves[0]
        targets[to].append((k, action, animal, fr, choice_name(action, moves, k)))
        for other, ofr, oto in moves[1:]:
            ghosts[oto].append((k, other, ofr))
    out = [f'<div class="arc-land" role="group" aria-label="{esc(t("arctic.land.label"))}">']
    for col in range(6):
        items = [_token(a, col, totem, moving) for a in range(6) if tokens[a] == col]
        for k, animal, fr in ghosts[col]:
            arrow = "◀" if col < fr else "▶"
            items.append(f'<li class="tok-ghost c{k} a{animal}" aria-hidden="true" title="{esc(t("arctic.land.ghost", k=k + 1, animal=animal_name(animal)))}">'
                         f'<span class="arc-n">{k + 1}</span>{icon(animal, "tok-ico")}<span class="tok-arrow">{arrow}</span></li>')
        body = f'<ul class="land-toks">{"".join(items)}</ul>' if items else ""
        for k, action, animal, fr, name in targets[col]:
            arrow = "◀" if col < fr else "▶"
            body += (f"<button{attrs(type='button', class_=f'arc-target c{k} a{animal}', data_action=action, aria_label=name, title=name)}>"
                     f'<span class="arc-n">{k + 1}</span>{icon(animal, "tok-ico")}<span class="tok-arrow" aria-hidden="true">{arrow}</span></button>')
        out.append(f'<div class="land-col l{col}" role="group" aria-label="{esc(t("arctic.land.card", points=points(col)))}">'
                   f'<p class="land-val" aria-hidden="true">{esc(points(col)).replace(str(LANDSCAPE[col]), f"<b>{LANDSCAPE[col]}</b>", 1)}</p>'
                   f'<div class="land-body">{body}</div></div>')
    out.append("</div>")
    return "".join(out)


def power_rows(lang):
    """The rules page's table of the power cards in ``lang``: one row per animal, its side A and
    side B, in the words the table shows them (the catalogue's ``arctic.power.*``)."""
    from .cards import ANIMAL_IDS
    from .powers import POWER_TEXT

    return "".join(
        f"<tr><th scope=\"row\">{say_in(lang, msg(f'arctic.animal.{name}'))}</th>"
        f"<td>{say_in(lang, POWER_TEXT[(a, 'A')])}</td><td>{say_in(lang, POWER_TEXT[(a, 'B')])}</td></tr>"
        for a, name in enumerate(ANIMAL_IDS)
    )
