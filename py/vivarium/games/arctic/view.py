"""Arctic on screen: pure functions from a seat's view (+ UI state + legal actions) to HTML;
the pictures (icons, cards, the Landscape) are in :mod:`.pictures`.

Only ``view["hand"]``, ``view["totem"]``, ``view["penalty"]`` and the viewer's own face-down
Fox cards are ever drawn as private information (a spectator's view has none of them); other
players' face-down cards arrive as ``None`` and are drawn as card backs. Every card drawn
carries ``data-card="<id>"`` and the viewer's totem ``data-totem``, so tests can check what
reached the page.

The board is two groups: the viewer's side (``arc-aside``: the hand with the current step's
choices, ``arc-you``, then the viewer's pile) and the table (``arc-main``: Landscape, River,
everyone's piles, the power cards). The stylesheet puts the side beside the table on wide
screens and keeps the hand and choices stuck to the bottom of narrow ones: the controls of a
step are where the player looks, and the table keeps its size from turn to turn (each
Landscape card has room for all six tokens and a target).

Every legal action is an element with ``data-action="<action>"``: hand cards (place / discard),
River cards (take; swap once a hand card is picked for the Puffin), Penalty cards offered back
(Polar Bear, under the River), buttons beside the hand (ready, Moose, Walrus, draw N, take
deck, give, each token choice) and, for a token choice, a large numbered target on the
Landscape where its token would go. Two UI messages make the rest reachable: ``pick <card>``
(the hand card to swap) and ``fox top|down|bottom`` (where the last card goes). ``piles``
shows or hides everyone's whole pile.
"""

from ...i18n import msg, say, t, tn
from ...drawing.gameview import GameView
from ...drawing.html import attrs, esc
from .cards import (
    ANIMAL_OF,
    COMPANION_OF,
    DRAW_OF,
    HAND_LIMIT,
    LANDSCAPE,
    PLACE_OF,
    WALRUS,
    animal_name,
    card_long,
    card_name,
    card_words,
    is_down,
    seat_name,
    short_name,
    visible_card,
)
from .pictures import card_html, chip_html, choice_label, choice_name, icon, icon_defs, landscape_html, mini_html, token_choices
from .powers import POWER_TEXT
from .scoring import longest_runs, run_points

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from typing import Any


def new_positions(pile_len, marks):
    """Indices of a pile (of ``pile_len`` entries now) that this turn's placements put there,
    from the turn's ``marks``: ``t`` on top, ``d`` under the top card (Fox A), ``b`` at the
    bottom (Fox B)."""
    pile: list = ["old"] * max(0, pile_len - len(marks))
    for k, m in enumerate(marks):
        if m == "d" and pile:
            pile.insert(len(pile) - 1, k)
        elif m == "b":
            pile.insert(0, k)
        else:
            pile.append(k)
    return {i for i, e in enumerate(pile) if e != "old"}


def _cards(n):
    """"1 card", "3 cards" in the language in use."""
    return tn("arctic.n_cards", n)


def top_entry(view, seat):
    pile = view["piles"][seat]
    return pile[-1] if pile else None


# ---- the class the shell uses ----------------------------------------------------------------
class ArcticView(GameView):
    """The Arctic-specific parts of the play screen."""

    cover_plies = 0  # the home card's picture: the opening hand
    capture_keys = ("arctic.log.power_from",)  # a power taken from another player (the capture sound)

    def cover(self, view):
        hand = sorted(view["hand"], key=lambda c: (ANIMAL_OF[c], DRAW_OF[c], c))
        picked, seen = [], set()
        for card in hand:  # one card of each animal first, so the picture shows several
            if ANIMAL_OF[card] not in seen:
                seen.add(ANIMAL_OF[card])
                picked.append(card)
        picked = (picked + [c for c in hand if c not in picked])[:4]
        return (t("arctic.cover", animals=t("list.sep").join(str(animal_name(ANIMAL_OF[c])) for c in picked)),
                icon_defs() + "".join(card_html(c) for c in picked))

    def initial_ui(self):
        return {"pick": None, "fox": "top", "piles": False}

    def carry_ui(self, ui):
        """The UI state after an action: the pile toggle stays as the player left it."""
        fresh = self.initial_ui()
        fresh["piles"] = bool(ui.get("piles"))
        return fresh

    def ui_message(self, ui, message, legal):
        parts = message.split()
        ui = {**self.initial_ui(), **{k: ui.get(k) for k in ("pick", "fox", "piles") if k in ui}}
        if parts == ["piles"]:
            ui["piles"] = not ui.get("piles")
        elif len(parts) == 2 and parts[0] == "fox" and parts[1] in ("top", "down", "bottom"):
            ui["fox"] = parts[1]
        elif len(parts) == 2 and parts[0] == "pick" and parts[1].isdigit():
            card = int(parts[1])
            ui["pick"] = None if ui.get("pick") == card else card
        return ui

    # ---- pieces ------------------------------------------------------------------------------
    def _pick(self, view, ui, legal):
        """The hand card picked for a Puffin swap (only while such a swap is legal)."""
        pick = ui.get("pick")
        if pick is None or not any(a.startswith(f"swap {pick} ") for a in legal):
            return None
        return pick

    def _fox_modes(self, legal):
        modes = []
        if any(a.endswith(" down") for a in legal):
            modes.append("down")
        if any(a.endswith(" bottom") for a in legal):
            modes.append("bottom")
        return modes

    def _fox_mode(self, ui, legal):
        mode = ui.get("fox") or "top"
        return mode if mode in self._fox_modes(legal) else "top"

    def hand_keys(self, view):
        return [f"card-{c}" for c in view.get("hand") or []]

    def board(self, view, ui, legal, label):
        """Two groups: for a seat, its own side (hand and the current step's choices, then its
        pile), and the table (Landscape, River, everyone's piles, the power cards). Wide screens
        put the table on the left and your side beside it; narrow ones show the table first and
        keep your hand and choices stuck to the bottom of the screen."""
        seat = view.get("seat")
        legal = list(legal or [])
        choices = token_choices(view, legal)
        moving = {a for moves in choices.values() for a, _f, _t in moves}
        totem = view.get("totem") if seat is not None else None
        main = [self.land_html(view, choices, totem, moving, label), self.river_html(view, ui, legal),
                self.piles_html(view, ui), self.powers_html(view)]
        side = []
        if seat is not None and view.get("hand") is not None:
            side.append(self.you_html(view, ui, legal, choices))
            side.append(self.mine_html(view))
        elif legal:  # (never in play: whoever acts sees their hand) the choices alone
            side.append(f'<section class="arc-you" aria-label="{esc(t("arctic.your_choices"))}">{self.turn_html(view, ui, legal, choices)}</section>')
        # your side first: Tab reaches your choices first, and after a played card the page
        # focuses the next choice there (never a control far down the page)
        return (f'<div class="arc-table">{icon_defs()}<div class="arc-aside">{"".join(side)}</div>'
                f'<div class="arc-main">{"".join(main)}</div></div>')

    def land_html(self, view, choices, totem, moving, label):
        """The Landscape's section: its counts on the heading's line, then its six cards."""
        counts = [t("arctic.counts.draw", n=f'<b>{view["draw_size"]}</b>')]
        if view.get("reserve_size") is None:
            counts.append(t("arctic.counts.reserve_used"))
        else:
            counts.append(t("arctic.counts.reserve", n=f'<b>{view["reserve_size"]}</b>'))
        counts = [f"<span>{c}</span>" for c in counts]
        end = view.get("end")
        if end == "round" and not view.get("over"):
            counts.append(f'<b class="arc-end" title="{esc(t("arctic.end.round_title"))}">{esc(t("arctic.end.round"))}</b>')
        elif end == "last" and not view.get("over"):
            counts.append(f'<b class="arc-end" title="{esc(t("arctic.end.last_title"))}">{esc(t("arctic.end.last"))}</b>')
        return (
            f'<section class="arc-land-wrap" aria-label="{esc(label)}"><div class="arc-land-head"><h3 class="arc-h">{esc(t("arctic.landscape"))}</h3>'
            f'<p class="arc-counts">{"".join(counts)}</p></div>{landscape_html(view, choices, totem, moving)}</section>'
        )

    def river_html(self, view, ui, legal):
        pick = self._pick(view, ui, legal)
        cards = []
        for c in view["river"]:
            action = None
            label = None
            if pick is not None and f"swap {pick} {c}" in legal:
                action = f"swap {pick} {c}"
                label = t("arctic.river.swap", mine=card_long(pick), card=card_long(c))
            elif f"take {c}" in legal:
                action = f"take {c}"
                label = t("arctic.river.take", card=card_long(c, "the"))
            cards.append(card_html(c, action=action, label=label, extra="target" if action else "", tried=f"take {c}" if legal else None))
        empty = f'<p class=muted>{esc(t("arctic.river.empty"))}</p>'
        body = f'<div class="arc-cards">{"".join(cards) or empty}</div>'
        pens = [a for a in legal if a.startswith("take penalty ")]
        if pens:  # the Polar Bear's other source, under the River
            chips = "".join(chip_html(int(a.split()[2]), a, t("arctic.river.take_back", card=card_long(int(a.split()[2]), "the"))) for a in pens)
            body += (f'<div class="arc-pen-pick" role="group" aria-label="{esc(t("arctic.your_penalty_pile"))}"><p class="arc-step">'
                     f'{esc(t("arctic.river.bear"))}</p><div class="arc-chips">{chips}</div></div>')
        river = esc(t("arctic.river"))
        return f'<section class="arc-river" aria-label="{river}"><h3 class="arc-h">{river}</h3>{body}</section>'

    def turn_html(self, view, ui, legal, choices):
        """The current step's choices that are not a card of the hand or the River: a line
        saying what to do, then its buttons (empty when nothing is to be decided here)."""
        phase = view["phase"]
        seat = view["seat"]
        tt = view.get("t") or {}
        legal_set = set(legal)
        rows = []

        def btn(action, text, primary=False):
            if action not in legal_set:
                return ""
            return f"<button{attrs(type='button', class_='primary' if primary else None, data_action=action)}>{esc(text)}</button>"

        def row(buttons):
            return f'<div class="row">{"".join(buttons)}</div>' if any(buttons) else ""

        if phase == "prepare":
            if any(a.startswith("swap ") for a in legal):
                pick = self._pick(view, ui, legal)
                if pick is None:
                    rows.append(f'<p class="arc-step">{esc(t("arctic.turn.puffin_pick"))}</p>')
                else:
                    rows.append(f'<p class="arc-step">{t("arctic.turn.puffin_swap", card="<b>" + esc(say(card_words(pick))) + "</b>")} '
                                f"<button{attrs(type='button', class_='arc-small-btn', data_ui=f'pick {pick}')}>{esc(t('arctic.turn.cancel_swap'))}</button></p>")
            else:
                rows.append(f'<p class="arc-step">{esc(t("arctic.turn.before"))}</p>')
            rows.append(row([btn("takeback", t("arctic.turn.takeback")), btn("moose -1", t("arctic.turn.moose_fewer")),
                             btn("moose +1", t("arctic.turn.moose_more")), btn("ready", t("arctic.turn.ready"), primary=True)]))
        elif phase == "place":
            left = tt["total"] - tt["placed"]
            key = "arctic.turn.place_more" if tt["placed"] else "arctic.turn.place"
            rows.append(f'<p class="arc-step">{esc(tn(key, left))}</p>')
            modes = self._fox_modes(legal)
            if modes:
                mode = self._fox_mode(ui, legal)
                names = {m: t("arctic.fox." + m) for m in ("top", "down", "bottom")}
                opts = []
                for m in ["top"] + modes:
                    on = m == mode
                    opts.append(f"<button{attrs(type='button', class_='arc-mode' + (' on' if on else ''), data_ui=f'fox {m}', aria_pressed='true' if on else 'false')}>{esc(names[m])}</button>")
                rows.append(f'<div class="row arc-fox" role="group" aria-label="{esc(t("arctic.fox.label"))}"><span>{esc(t("arctic.fox.goes"))}</span>{"".join(opts)}</div>')
        elif phase in ("move", "walrus"):
            if phase == "move":
                rows.append(f'<p class="arc-step">{esc(t("arctic.turn.move"))}</p>')
            else:
                animal = next(iter(choices.values()))[0][0] if choices else None
                text = t("arctic.turn.walrus", animal=animal_name(animal)) if animal is not None else t("arctic.turn.walrus_any")
                rows.append(f'<p class="arc-step">{esc(text)}</p>')
            opts = []
            for k, (action, moves) in enumerate(choices.items()):
                opts.append(f"<button{attrs(type='button', class_=f'arc-choice c{k}', data_action=action, aria_label=choice_name(action, moves, k))}>"
                            f'<span class="arc-n" aria-hidden="true">{k + 1}</span>{esc(choice_label(action, moves))}</button>')
            opts.append(btn("walrus stay", t("arctic.turn.walrus_stay")))
            rows.append(row(opts))
        elif phase == "plan":
            rows.append(f'<p class="arc-step">{esc(t("arctic.turn.plan", n=tt["plan"]))}</p>')
            rows.append(row([btn(a, t("arctic.turn.draw_n", cards=_cards(int(a.split()[1]))), primary=a.split()[1] == str(tt["plan"]))
                             for a in legal if a.startswith("draw ")]))
        elif phase == "draw":
            left = tt["plan"] - tt["drawn"]
            more = "_more" if tt["drawn"] else ""
            if any(a.startswith("take penalty ") for a in legal):
                rows.append(f'<p class="arc-step">{esc(tn("arctic.turn.take_or_penalty" + more, left))}</p>')
            else:
                rows.append(f'<p class="arc-step">{esc(tn("arctic.turn.take" + more, left))}</p>')
            rows.append(row([btn("take deck", t("arctic.turn.take_deck"))]))
        elif phase == "discard":
            n = len(view.get("hand") or [])
            rows.append(f'<p class="arc-step">{esc(tn("arctic.turn.discard", n - HAND_LIMIT))}</p>')
        elif phase == "give":
            pen = view.get("penalty") or []
            if pen:
                rows.append(f'<div class="arc-give"><span class="arc-give-card">{card_html(pen[-1], extra="small")}</span>'
                            f'<p class="arc-step">{esc(t("arctic.give"))}</p></div>')
            rows.append(row([btn(f"give {s}", t("arctic.turn.give_to", who=seat_name(s))) for s in range(view["n"]) if s != seat]
                            + [btn("give none", t("arctic.turn.keep"), primary=True)]))
        body = "".join(rows)
        if not body.strip():
            return ""
        return f'<div class="arc-turn" role="group" aria-label="{esc(t("arctic.your_choices"))}">{body}</div>'

    def you_html(self, view, ui, legal, choices=None):
        """The viewer's hand, its secret totem, and the current step's choices (the dock)."""
        seat = view["seat"]
        hand = sorted(view["hand"], key=lambda c: (ANIMAL_OF[c], DRAW_OF[c], c))
        phase = view.get("phase")
        legal_set = set(legal)
        mode = self._fox_mode(ui, legal)
        pick = self._pick(view, ui, legal)
        swapping = any(a.startswith("swap ") for a in legal)
        cards = []
        for c in hand:
            action = ui_msg = label = pressed = None
            extra = ""
            if phase == "place" and f"place {c}" in legal_set:
                action = f"place {c}" if mode == "top" else f"place {c} {mode}"
                label = t("arctic.hand.place_" + mode, card=card_long(c, "the"))
            elif phase == "discard" and f"discard {c}" in legal_set:
                action = f"discard {c}"
                label = t("arctic.hand.discard", card=card_long(c, "the"))
            elif phase == "prepare" and swapping:
                ui_msg = f"pick {c}"
                pressed = "true" if pick == c else "false"
                label = t("arctic.hand.swap", card=card_long(c, "the"))
                extra = "picked" if pick == c else ""
            if action or ui_msg:
                extra = (extra + " target").strip()
            tried = (f"discard {c}" if phase == "discard" else f"place {c}") if legal else None
            cards.append(card_html(c, action=action, ui=ui_msg, extra=extra, label=label, pressed=pressed, tried=tried))
        n = len(hand)
        hand_body = "".join(cards) or f'<p class="muted">{esc(t("arctic.hand.empty"))}</p>'
        totem = view.get("totem")
        heading = t("arctic.hand.head_over", n=n, limit=HAND_LIMIT) if n > HAND_LIMIT else t("arctic.hand.head", n=n)
        head = f'<h3 class="arc-h">{esc(heading)}</h3>'
        if totem is not None:
            pos = view["tokens"][totem]
            name = animal_name(totem)
            shown = t("arctic.totem.line", animal=f"<b>{esc(name)}</b>", value=f"<b>{LANDSCAPE[pos]}</b>")
            head += (f'<p class="arc-totem" data-totem="{totem}" title="{esc(t("arctic.totem.title", animal=name, value=LANDSCAPE[pos]))}">'
                     f'<span class="arc-totem-ico a{totem}">{icon(totem, "arc-ico-m")}</span>'
                     f'<span>{shown}</span></p>')
        turn = self.turn_html(view, ui, legal, choices or {}) if legal else ""
        return (f'<section class="arc-you seat-{seat}{f" acting step-{phase}" if turn else ""}" data-hand="{seat}" aria-label="{esc(t("arctic.hand.label"))}">'
                f'<div class="arc-you-head">{head}</div><div class="arc-cards arc-hand">{hand_body}</div>{turn}</section>')

    def mine_html(self, view):
        """The viewer's own Personal pile in full, how to read a card, its Penalty pile."""
        seat = view["seat"]
        pile = view["piles"][seat]
        empty = f'<p class="muted arc-runs">{esc(t("arctic.mine.empty"))}</p>'
        out = [f'<section class="arc-mine seat-{seat}" aria-label="{esc(t("arctic.mine.label"))}">',
               f'<h3 class="arc-h">{esc(tn("arctic.mine.head", len(pile)))}</h3>'
               + (self.pile_strip(view, seat) or empty)]
        pen = view.get("penalty") or []
        if pen:
            pcards = "".join(card_html(c) for c in pen)
            out.append(f'<details class="arc-pen"><summary>{esc(tn("arctic.mine.penalty", len(pen)))}</summary>'
                       f'<div class="arc-cards">{pcards}</div></details>')
        else:
            out.append(f'<p class="muted arc-pen-none">{esc(t("arctic.mine.penalty_empty"))}</p>')
        legend = t("arctic.mine.legend", place='<span class="arc-pv">4</span>', draw='<span class="arc-dv">2</span>')
        legend = " · ".join(f"<span>{part}</span>" for part in legend.split(" · "))  # a line breaks between two items, never inside one
        out.append(f'<p class="arc-legend muted">{legend}</p></section>')
        return "".join(out)

    def piles_html(self, view, ui):
        n = view["n"]
        seat = view.get("seat")
        turn = view.get("turn")
        over = bool(view.get("over"))
        final = view.get("final") or {}  # the end of a game, or its review: everything face up
        show_all = bool(ui.get("piles")) or over or bool(final)
        rows = []
        for s in range(n):
            pile = view["piles"][s]
            top: Any = pile[-1] if pile else None  # the top card (None: an empty pile)
            if not pile:
                top_html = f'<span class="arc-top none">{esc(t("arctic.piles.none"))}</span>'
            elif is_down(top):
                top_html = f'<span class="arc-top none">{esc(t("arctic.piles.down"))}</span>'
            else:
                top_html = f'<span class="arc-top a{ANIMAL_OF[top]}">{icon(ANIMAL_OF[top], "arc-ico-m")}<b aria-hidden="true">{esc(card_name(top))}</b><span class="sr-only">{esc(say(card_words(top)))}</span></span>'
            who = t("arctic.you", who=seat_name(s)) if s == seat else str(seat_name(s))
            head = (f'<div class="arc-pile-head"><span class="swatch" aria-hidden="true"></span><b>{esc(who)}</b>'
                    f"{top_html}<small class=\"muted\">{esc(_cards(len(pile)))}</small></div>")
            strip = ""
            if s == seat:
                strip = f'<p class="arc-runs muted">{esc(t("arctic.piles.shown_below"))}</p>' if pile else ""
            elif show_all or s == turn:
                strip = self.pile_strip(view, s)
            extra = ""
            if final:
                tot = final["totems"][s]
                key = "arctic.final.left" if over else "arctic.final.hand"
                extra = ('<p class="arc-final">' + t(key, animal=f'{icon(tot, "arc-ico-s")}<b>{esc(animal_name(tot))}</b>',
                                                     value=LANDSCAPE[view["tokens"][tot]], penalty=len(final["penalties"][s]),
                                                     hand=len(final["hands"][s])) + "</p>")
                if final["hands"][s]:
                    extra += (f'<ol class="arc-strip arc-hand-shown" aria-label="{esc(t("arctic.final.hand_label", who=seat_name(s)))}">'
                              + "".join(mini_html(c) for c in final["hands"][s]) + "</ol>")
            cls = f"arc-pile seat-{s}" + (" to-act" if s == turn and not over else "")
            rows.append(f'<li class="{cls}" data-pile="{s}">{head}{strip}{extra}</li>')
        toggle = "" if over or final else (
            f"<button{attrs(type='button', class_='arc-toggle', data_ui='piles', aria_pressed='true' if show_all else 'false')}>"
            f"{esc(t('arctic.piles.tops') if show_all else t('arctic.piles.all'))}</button>")
        title = esc(t("arctic.piles"))
        return (f'<section class="arc-piles" aria-label="{title}"><div class="arc-piles-head"><h3 class="arc-h">{title}</h3>{toggle}</div>'
                f'<ul class="arc-pile-list">{"".join(rows)}</ul></section>')

    def pile_strip(self, view, s):
        """``s``'s whole pile, bottom to top, this turn's cards highlighted, with its runs."""
        pile = view["piles"][s]
        if not pile:
            return ""
        over = bool(view.get("over"))
        tt = view.get("t") or {}
        new = new_positions(len(pile), tt.get("marks", "")) if (s == view.get("turn") and not over) else set()
        items = "".join(mini_html(e, new=i in new) for i, e in enumerate(pile))
        lengths = longest_runs(pile)
        runs = [t("arctic.runs.one", animal=animal_name(a), n=lengths[a], points=run_points(lengths[a])) for a in range(6) if lengths[a] >= 2]
        varied = sum(1 for x in lengths if x >= 2)
        summary = (t("arctic.runs", runs=t("list.sep").join(runs), n=varied, points=run_points(varied)) if runs
                   else t("arctic.runs.none"))
        note = f' <span class="arc-new-note">{esc(tn("arctic.runs.placed", len(new)))}</span>' if new else ""
        return (f'<ol class="arc-strip" aria-label="{esc(t("arctic.pile.label", who=seat_name(s)))}">{items}</ol>'
                f'<p class="arc-runs muted">{esc(summary)}{note}</p>')

    def powers_html(self, view):
        items = []
        seat = view.get("seat")
        for a in range(6):
            side = view["sides"][a]
            holder = view["holders"][a]
            if holder is None:
                who = t("arctic.power.table")
            else:
                who = t("arctic.power.held_by", who=seat_name(holder))
                if holder == seat:
                    who = t("arctic.you", who=who)
            cls = f"arc-power a{a}" + ("" if holder is None else f" held seat-{holder}") + (" mine" if holder is not None and holder == seat else "")
            items.append(
                f'<li class="{cls}" data-power="{a}"><div class="arc-power-head">{icon(a, "arc-ico-m")}<b>{esc(animal_name(a))}</b>'
                f'<span class="arc-side">{esc(t("arctic.power.side", side=side))}</span></div><p>{esc(POWER_TEXT[(a, side)])}</p>'
                f'<p class="arc-holder">{"" if holder is None else "<span class=swatch aria-hidden=true></span>"}{esc(who)}</p></li>'
            )
        title = esc(t("arctic.powers"))
        return (f'<section class="arc-powers" aria-label="{title}"><h3 class="arc-h">{title}</h3>'
                f'<p class="muted arc-small">{esc(t("arctic.powers.note"))}</p><ul class="arc-power-list">{"".join(items)}</ul></section>')

    # ---- texts ---------------------------------------------------------------------------------
    def prompt(self, view, ui, legal):
        if not legal:
            return ""
        phase = view.get("phase")
        tt = view.get("t") or {}
        if phase == "prepare":
            opts = []
            if any(a.startswith("swap ") for a in legal):
                opts.append(t("arctic.prompt.prepare.swap"))
            if "takeback" in legal:
                opts.append(t("arctic.prompt.prepare.takeback"))
            if "moose +1" in legal:
                opts.append(t("arctic.prompt.prepare.moose"))
            return t("arctic.prompt.prepare", options=say(msg("list.any", items=opts)))
        if phase == "place":
            left = tt["total"] - tt["placed"]
            hand = len(view.get("hand") or [])
            text = tn("arctic.prompt.place_more" if tt["placed"] else "arctic.prompt.place", left)
            if hand < left:
                text = t("arctic.prompt.then", text=text, more=t("arctic.prompt.short", hand=hand, missing=left - hand))
            modes = self._fox_modes(legal)
            if modes:
                ways = say(msg("list.any", items=[t("arctic.prompt.fox." + m) for m in modes]))
                text = t("arctic.prompt.then", text=text, more=t("arctic.prompt.fox", ways=ways))
            return text
        if phase == "move":
            card = visible_card(view, view["turn"])
            return t("arctic.prompt.move", main=animal_name(ANIMAL_OF[card]), comp=animal_name(COMPANION_OF[card]))
        if phase == "walrus":
            card = visible_card(view, view["turn"])
            animal = ANIMAL_OF[card] if view["sides"][WALRUS] == "A" else COMPANION_OF[card]
            return t("arctic.prompt.walrus", animal=animal_name(animal))
        if phase == "plan":
            return t("arctic.prompt.plan", n=tt["plan"])
        if phase == "draw":
            left = tt["plan"] - tt["drawn"]
            text = tn("arctic.prompt.take_more" if tt["drawn"] else "arctic.prompt.take", left)
            if "take deck" in legal:
                text = t("arctic.prompt.or_deck", text=text)
            if any(a.startswith("take penalty ") for a in legal):
                text = t("arctic.prompt.or_penalty", text=text)
            return t("arctic.prompt.end", text=text)
        if phase == "discard":
            n = len(view.get("hand") or [])
            return t("arctic.prompt.discard", hand=n, cards=_cards(n - HAND_LIMIT), limit=HAND_LIMIT)
        if phase == "give":
            return t("arctic.give")
        return ""

    def seat_stats(self, view, seat):
        top = top_entry(view, seat)
        tip = t("arctic.stats.visible_tip")
        words = None
        if top is None:
            visible = t("arctic.stats.none")
        elif is_down(top):
            visible = t("arctic.stats.down")
        else:  # short ("Bear 3/3"), so that a seat's panel keeps its size; in full in the tip
            visible = t("arctic.card.name", animal=short_name(ANIMAL_OF[top]), place=PLACE_OF[top], draw=DRAW_OF[top])
            tip = t("arctic.stats.visible_tip_card", text=tip, card=card_name(top))
            words = say(card_words(top))  # what a screen reader says for the shorthand
        held = [t("arctic.stats.power", animal=short_name(a), side=view["sides"][a]) for a in range(6) if view["holders"][a] == seat]
        sep = t("list.sep")
        return [
            (t("arctic.stats.hand"), str(view["hand_sizes"][seat]), t("arctic.stats.hand_tip")),
            (t("arctic.stats.penalty"), str(view["penalty_sizes"][seat]), t("arctic.stats.penalty_tip")),
            (t("arctic.stats.visible"), visible, tip) if words is None else (t("arctic.stats.visible"), visible, tip, words),
            (t("arctic.stats.powers"), sep.join(held) or "–",
             t("arctic.stats.powers_tip_list", list=sep.join(held)) if held else t("arctic.stats.powers_tip")),
        ]

    def heading(self, view):
        if view.get("over"):
            return t("arctic.heading.over")
        end = view.get("end")
        if end == "round":
            return t("arctic.heading.round")
        if end == "last":
            return t("arctic.heading.last")
        return tn("arctic.opt.n_players", view["n"])

    def options_summary(self, options):
        """A message: a saved game's title keeps it and says it in the language of the screen."""
        powers = options.get("powers")
        powers = powers if powers in ("random", "A", "B", "custom") else "random"
        return msg("arctic.summary", players=msg("arctic.opt.n_players", n=options.get("players", 3)),
                   powers=msg("arctic.summary." + powers.lower()))

    def end_note(self, view):
        tokens = view["tokens"]
        where = t("list.sep").join(t("arctic.end_note.token", animal=animal_name(a), value=LANDSCAPE[tokens[a]]) for a in range(6))
        return t("arctic.end_note", tokens=where)
