"""Papillon on screen, the orange round: the layout (plate card A — centre — plate card B, a
sequence above and below each plate card, a sign slot on each sequence's outer side), the
viewer's hand and the choices; pure functions of a seat's view (+ UI state + legal actions).

:class:`.view.PapillonView` hands the orange round's screen to :class:`OrangeView`.

Playing a card: a hand card that can be laid is a button with the UI message ``sel <card>``;
once selected, every spot it may go to is highlighted (class ``can-go``) and carries a button
whose ``data-action`` is the exact action (``place 65 on upper-left``, ``sign 49 on
lower-right``, ``centre 115``). The Swiss knife is played by value: the panel under the hand
lists one button per spot and value ("as 5"). Draw, pass, "draw 3" and the Papillon's answer
to a Chat Noir are buttons in that panel. Every legal action is offered exactly once, in one of
those places. Cards drawn carry ``data-card`` (and ``data-key="card-N"``); only the viewer's
hand is drawn face up; other hands are counts of blue and orange backs.
"""

from ...i18n import msg, say, t, tn
from ...drawing.html import attrs, esc
from .cards import DECK_SIZE, name
from .common import DEALS, seat_label
from .orange_text import must_play_sentence, spots_for_card
from .panels import (all_hands_html, cards_text, direction_choice_html, direction_svg, emph, has_teams, partners_html,
                     setup_prompt, side_colour, side_label)
from .pictures import card_html, defs, die_svg, long_name
from .sequences import (CENTRE, KIND, PLATES, SEQS, card_text, fit_rule, seq_top, sign_of, spot_masks, spot_name,
                        spot_title, values)

FAN = 2  # cards shown under a pile's top card


def spot_heading(spot):
    """A spot's heading on the layout: "Plate card A", "Upper left"."""
    return t("papillon.spot_head." + spot)


def as_state(view):
    """The few state keys the engine's helpers read, from a seat's view (the viewer's hand
    under ``hands[seat]``; other hands empty: they are never looked at)."""
    seat = view.get("seat")
    hands = [[] for _ in range(view["n"])]
    if seat is not None and view.get("hand") is not None:
        hands[seat] = list(view["hand"])
    return {**view, "hands": hands}


def is_orange_card(card):
    return card >= DECK_SIZE


def _verb(a):
    return a.split(" ", 1)[0]


def _placements(legal):
    return [a for a in legal if _verb(a) in ("place", "sign", "centre")]


def accepted_text(mask):
    vals = values(mask)
    if not vals:
        return t("papillon.nothing")
    if len(vals) > 2 and vals == list(range(vals[0], vals[-1] + 1)):
        return f"{vals[0]}–{vals[-1]}"
    return ", ".join(str(v) for v in vals)


class OrangeView:
    """The orange round's screen (see :class:`.view.PapillonView`)."""

    # ---- helpers -----------------------------------------------------------------------------
    def my_turn(self, view, legal):
        return bool(legal) and view.get("phase") == "play" and view.get("seat") is not None

    def answering(self, view):
        cat = view.get("cat")
        return bool(cat) and cat.get("stage") == "before" and cat.get("victim") == view.get("seat")

    def selected(self, view, ui, legal):
        sel = ui.get("sel")
        hand = view.get("hand") or []
        if sel is None or sel not in hand or not self.my_turn(view, legal) or self.answering(view):
            return None
        return sel if spots_for_card(legal, sel) else None

    # ---- the board ---------------------------------------------------------------------------
    def board(self, view, ui, legal, label):
        legal = list(legal or [])
        sel = self.selected(view, ui, legal)
        offers = spots_for_card(legal, sel) if sel is not None else []
        parts = [defs(), self.info_html(view)]
        if view.get("phase") == "partners":
            parts.append(partners_html(view, legal) if legal else "")
        elif view.get("phase") == "direction":
            if legal:
                parts.append(self.direction_html(view, legal))
        elif view.get("plate"):
            parts.append(self.layout_html(view, legal, sel, offers, label))
        if view.get("over"):
            parts.append(self.final_html(view))
        seat = view.get("seat")
        if seat is not None and view.get("hand") is not None and view.get("phase") == "play":
            parts.append(self.you_html(view, ui, legal, sel, offers))
        if seat is None and view.get("all_hands") is not None:
            parts.append(all_hands_html(view))
        return f'<div class="pap-board pap-orange">{"".join(parts)}</div>'

    def info_html(self, view):
        n = view["n"]
        actor = None if view.get("over") else view.get("turn")
        dice = view["dice"]
        low = dice.get("low")
        rows = []
        for s in range(n):
            a, b = dice["rolls"][s]
            won = s == low
            rows.append(f'<li class="seat-{s}{" won" if won else ""}"><span class="swatch" aria-hidden="true"></span>'
                        f'<b>{esc(seat_label(s))}</b>{die_svg(a)}{die_svg(b)}<span class="pap-sum">{a + b}</span>'
                        + (f'<span class="pap-star" title="{esc(t("papillon.orange.star"))}">★</span>'
                           if won else "") + "</li>")
        rerolls = "".join(
            '<p class="muted pap-small">'
            + esc(t("papillon.orange.rerolled", rolls=", ".join(f"{seat_label(k)} {x + y}" for k, x, y in again)))
            + "</p>" for again in dice.get("low_rerolls") or [])
        hand_size, _table, deals = DEALS[n]
        deck = view.get("deck_size", 0)
        top = view.get("deck_orange") or 0
        deal = max(1, view.get("deal_no") or 0)
        pile = tn("papillon.orange.facts.pile", deck)
        if top:
            pile = t("papillon.orange.facts.pile_top", text=pile, top=top)
        left = view.get("odeck_size", 0)
        facts = [emph(t("papillon.orange.facts.deal", deal=deal, deals=deals, size=hand_size), deal),
                 emph(pile, deck),
                 emph(t("papillon.orange.facts.odeck", n=left), left)]
        if low is not None:
            facts.append(esc(t("papillon.orange.facts.starts", who=seat_label(view["starter"]))))
        return (f'<section class="pap-info" aria-label="{esc(t("papillon.dice_label"))}">'
                f'<div class="pap-dir">{direction_svg(view, actor)}</div>'
                f'<div class="pap-dice-wrap"><h3 class="pap-h">{esc(t("papillon.dice"))}</h3>'
                f'<ul class="pap-dice">{"".join(rows)}</ul>{rerolls}'
                f'<p class="pap-facts">{" · ".join(facts)}</p>{self.news_html(view)}</div></section>')

    def news_html(self, view):
        """The Chat Noir waiting, Carnage, the deals gone out."""
        out = []
        cat = view.get("cat")
        if cat:
            k = cat.get("count", 1)
            draw = 3 * k
            by = seat_label(cat["by"])
            if cat.get("victim") is None:
                what = t("papillon.orange.news.next_draws", n=draw, who=by)
            else:
                what = t("papillon.orange.news.must_draw", n=draw, who=seat_label(cat["victim"]))
            text = (t("papillon.orange.news.cat_k", k=k, who=by, what=what) if k > 1
                    else t("papillon.orange.news.cat", who=by, what=what))
            out.append(f'<p class="pap-alert">{esc(text)}</p>')
        if view.get("carnage"):
            out.append(f'<p class="pap-alert">{esc(t("papillon.orange.news.carnage"))}</p>')
        for d in view.get("deals") or []:
            text = t("papillon.orange.news.went_out", deal=d["deal"], who=seat_label(d["seat"]), points=d["points"])
            out.append(f'<p class="muted pap-small">{esc(text)}</p>')
        return "".join(out)

    def direction_html(self, view, legal):
        return direction_choice_html(view, legal, t("papillon.orange.rolled_lowest", who=seat_label(view["turn"])))

    # ---- the layout --------------------------------------------------------------------------
    def layout_html(self, view, legal, sel, offers, label):
        masks = spot_masks(view["plate"], view["seqs"], view["signs"])
        by_spot = {}
        for o in offers:
            by_spot.setdefault("sign-" + o["spot"] if o["sign"] else o["spot"], []).append(o)
        last = view.get("last") or {}
        fresh = last.get("card") if last.get("kind") in ("place", "sign", "centre") else None
        why = None
        if self.my_turn(view, legal):
            why = t("papillon.orange.why_layout.answer" if self.answering(view)
                    else "papillon.orange.why_layout.choose" if _placements(legal)
                    else "papillon.orange.why_layout.none")
        ctx = {"view": view, "sel": sel, "by_spot": by_spot, "fresh": fresh, "why": why, "masks": masks}
        cells = []
        for i, seq in enumerate(SEQS):
            side = "left" if i < 2 else "right"
            pos = "upper" if i % 2 == 0 else "lower"
            cells.append(f'<div class="pap-cell {pos}-{side}">{self.seq_html(ctx, i)}</div>')
        for k, plate in enumerate(PLATES):
            cells.append(f'<div class="pap-cell {plate}">{self.plate_html(ctx, k)}</div>')
        cells.append(f'<div class="pap-cell centre">{self.centre_html(ctx)}</div>')
        hint = ""
        if sel is not None:
            hint = f'<p class="pap-note pap-lay-hint">{esc(self._where_text(sel, offers))}</p>'
        return (f'<section class="pap-layout-wrap" aria-label="{esc(label)}">'
                f'<h3 class="pap-h">{esc(t("papillon.orange.layout"))}</h3>'
                f'{hint}<div class="pap-layout{" choosing" if sel is not None else ""}">{"".join(cells)}</div></section>')

    def _where_text(self, sel, offers):
        spots = []
        for o in offers:
            spot = o["spot"]  # each place with its own preposition: « au centre », « sur la suite… »
            where = (msg("papillon.where.sign_of", spot=spot_name(spot)) if o["sign"] else msg("papillon.where.centre")
                     if spot == CENTRE else msg("papillon.where.on", spot=spot_name(spot)))
            if where not in spots:
                spots.append(where)
        knife = KIND[sel % DECK_SIZE] == "knife"
        tail = t("papillon.orange.where_knife" if knife else "papillon.orange.where_click")
        listed = msg("list.any", items=spots) if spots else msg("papillon.nowhere")
        return t("papillon.orange.may_go", card=card_text(sel, cap=True), spots=listed) + " " + tail

    def _pilecards_text(self, ctx, pile, extra_top=""):
        """The top card of a pile face up, the FAN cards under it peeking out, a count."""
        if not pile:
            return ""
        under = pile[-1 - FAN:-1]
        out = []
        for card, _v in under:
            out.append(card_html(card, extra="under"))
        card, value = pile[-1]
        extra = [extra_top] if extra_top else []
        if card == ctx["fresh"]:
            extra.append("new")
        out.append(card_html(card, extra=" ".join(extra), why=ctx["why"]))
        f = card % DECK_SIZE
        badge = ""
        if KIND[f] in ("knife", "chenille"):
            badge = f'<span class="pap-val" title="{esc(t("papillon.orange.counts_as", value=value))}">= {value}</span>'
        return f'<div class="pap-fan">{"".join(out)}{badge}</div>'

    def _buttons(self, ctx, key, where):
        """The action button of a highlighted spot (not the knife's: its values are under the hand)."""
        offers = ctx["by_spot"].get(key) or []
        sel = ctx["sel"]
        if not offers or KIND[sel % DECK_SIZE] == "knife":
            return ""
        o = offers[0]
        text = t("papillon.orange.play", card=card_text(sel), where=where)
        return (f"<button{attrs(type='button', class_='pap-here primary', data_action=o['action'], aria_label=text, title=text)}>"
                f"{esc(t('papillon.orange.play_here'))}</button>")

    def _spot_class(self, ctx, key, base):
        cls = base
        if ctx["by_spot"].get(key):
            cls += " can-go"
        return cls

    def seq_html(self, ctx, i):
        view = ctx["view"]
        spot = SEQS[i]
        seq = view["seqs"][i]
        top = seq_top(view["plate"], view["seqs"], i)
        sign = sign_of(view["signs"], i)
        mask = ctx["masks"][2 + i]
        takes = accepted_text(mask)
        count = f"{cards_text(len(seq))}" if seq else t("papillon.orange.empty")
        body = self._pilecards_text(ctx, seq) or (
            f'<span class="pap-slot-empty" title="{esc(t("papillon.orange.builds_on", value=top))}">'
            f'{esc(t("papillon.orange.on_value", value=top))}</span>')
        title = fit_rule(view["plate"], view["seqs"], view["signs"], spot)
        on_spot = t("papillon.where.on", spot=spot_name(spot))
        pile = (f'<div{attrs(class_=self._spot_class(ctx, spot, "pap-spot seq"), data_spot=spot, title=title)}>'
                f'<div class="pap-spot-head"><b>{esc(spot_heading(spot))}</b> <small>{esc(count)}</small></div>{body}'
                f'<div class="pap-takes-v">{esc(t("papillon.orange.takes", values=takes))}</div>'
                f'{self._buttons(ctx, spot, on_spot)}</div>')
        signs = view["signs"][i]
        skey = "sign-" + spot
        if signs:
            sign_body = card_html(signs[-1], extra="sign-top" + (" new" if signs[-1] == ctx["fresh"] else ""), why=ctx["why"])
            more = f'<small>{esc(t("papillon.orange.n_signs", n=len(signs)))}</small>' if len(signs) > 1 else ""
        else:
            sign_body, more = f'<span class="pap-slot-empty">{esc(t("papillon.orange.no_sign"))}</span>', ""
        if sign is not None:
            stitle = t("papillon.orange.sign_slot_by", spot=spot_name(spot), sign=name(sign))
        else:
            stitle = t("papillon.orange.sign_slot_empty", spot=spot_name(spot))
        in_slot = t("papillon.where.sign_of", spot=spot_name(spot))
        slot = (f'<div{attrs(class_=self._spot_class(ctx, skey, "pap-spot sign-slot"), data_spot=skey, title=stitle)}>'
                f'<div class="pap-spot-head"><small>{esc(t("papillon.orange.sign"))}</small></div>{sign_body}{more}'
                f'{self._buttons(ctx, skey, in_slot)}</div>')
        left = i < 2
        return f'<div class="pap-seq-row {"left" if left else "right"}">{slot + pile if left else pile + slot}</div>'

    def plate_html(self, ctx, k):
        view = ctx["view"]
        spot = PLATES[k]
        pile = view["plate"][k]
        value = pile[0][1]
        count = f"{cards_text(len(pile))}"
        title = fit_rule(view["plate"], view["seqs"], view["signs"], spot)
        return (f'<div{attrs(class_=self._spot_class(ctx, spot, "pap-spot plate"), data_spot=spot, title=title)}>'
                f'<div class="pap-spot-head"><b>{esc(spot_heading(spot))}</b> <small>{esc(count)}</small></div>'
                f'{self._pilecards_text(ctx, pile, "plate-card")}'
                f'<div class="pap-takes-v">{esc(t("papillon.orange.takes", values=value))}</div>'
                f'{self._buttons(ctx, spot, t("papillon.where.on", spot=spot_name(spot)))}</div>')

    def centre_html(self, ctx):
        view = ctx["view"]
        centre = view.get("centre") or []
        body = self._pilecards_text(ctx, [[c, None] for c in centre]) or (
            f'<span class="pap-slot-empty">{esc(t("papillon.orange.centre_cards"))}</span>')
        count = cards_text(len(centre)) if centre else t("papillon.orange.empty")
        title = t("papillon.orange.centre_title")
        return (f'<div{attrs(class_=self._spot_class(ctx, CENTRE, "pap-spot centre"), data_spot=CENTRE, title=title)}>'
                f'<div class="pap-spot-head"><b>{esc(t("papillon.orange.centre"))}</b> <small>{esc(count)}</small></div>{body}'
                f'{self._buttons(ctx, CENTRE, t("papillon.where.centre"))}</div>')

    # ---- the hand and the choices ------------------------------------------------------------
    def you_html(self, view, ui, legal, sel, offers):
        seat = view["seat"]
        hand = view["hand"]
        mine = self.my_turn(view, legal)
        answering = self.answering(view)
        cards = []
        for c in hand:
            ui_msg = label = pressed = why = None
            extra = ["ob"] if is_orange_card(c) else []
            if mine and not answering:
                if spots_for_card(legal, c):
                    ui_msg = f"sel {c}"
                    pressed = "true" if sel == c else "false"
                    label = t("papillon.orange.hand.show", card=long_name(c))
                    extra.append("target")
                    if sel == c:
                        extra.append("picked")
                else:
                    extra.append("idle")
                    why = t("papillon.orange.hand.nowhere", card=card_text(c, cap=True))
            elif mine and answering:
                why = t("papillon.orange.hand.answer")
            cards.append(card_html(c, ui=ui_msg, extra=" ".join(extra), label=label, pressed=pressed, why=why))
        body = "".join(cards) or f'<p class="muted">{esc(t("papillon.orange.hand_empty"))}</p>'
        backs = view.get("hand_backs") or []
        split = ""
        if seat < len(backs):
            b, o = backs[seat]
            split = f' <small class="muted">{esc(t("papillon.orange.backs", blue=b, orange=o))}</small>'
        out = [f'<section class="pap-you seat-{seat}" data-hand="{seat}" aria-label="{esc(t("papillon.your_hand"))}">'
               f'<h3 class="pap-h">{esc(t("papillon.your_hand_n", n=len(hand)))}{split}</h3><div class="pap-hand">{body}</div>']
        if mine:
            out.append(self.choices_html(view, legal, sel, offers))
        out.append("</section>")
        return "".join(out)

    def choices_html(self, view, legal, sel, offers):
        rows = []
        places = _placements(legal)
        if self.answering(view):
            cat = view["cat"]
            k = cat.get("count", 1)
            by = seat_label(cat["by"])
            laid = t("papillon.orange.cat_laid_twice" if k == 2 else "papillon.orange.cat_laid", who=by)
            rows.append(f'<p class="pap-note"><b>{esc(laid)}</b> '
                        f'{esc(t("papillon.orange.cat_choice", n=3 * k, who=by, m=6 * k))}</p>')
            btns = []
            if "draw 3" in legal:
                btns.append(f"<button{attrs(type='button', class_='pap-play primary', data_action='draw 3')}>"
                            f"{esc(t('papillon.orange.draw_n', n=3 * k))}</button>")
            for a in legal:
                if _verb(a) == "centre":
                    btns.append(f"<button{attrs(type='button', class_='pap-play', data_action=a)}>"
                                f"{esc(t('papillon.orange.answer'))}</button>")
            rows.append(f'<div class="row">{"".join(btns)}</div>')
        elif places:
            cat = view.get("cat")
            if cat and cat.get("stage") == "drawn" and view.get("cat_found") and not view.get("played"):
                rows.append(f'<p class="pap-note"><b>{esc(t("papillon.orange.drew_papillon"))}</b> '
                            f'{esc(t("papillon.orange.drew_papillon_then", who=seat_label(cat["by"]), n=3 * cat.get("count", 1)))}</p>')
            sentence = must_play_sentence(as_state(view))
            if view.get("played"):
                rows.append(f'<p class="pap-note"><b>{esc(t("papillon.orange.second"))}</b> '
                            f'{esc(t("papillon.orange.second_note"))}</p>')
            if sentence:
                rows.append(f'<p class="pap-note pap-must">{esc(sentence)}</p>')
            if sel is None:
                rows.append(f'<p class="pap-note">{esc(t("papillon.orange.note.choose"))}</p>')
            elif KIND[sel % DECK_SIZE] == "knife":
                rows.append(self.knife_html(sel, offers))
            if sel is not None:
                rows.append(f"<button{attrs(type='button', class_='pap-cancel quiet', data_ui='none')}>"
                            f"{esc(t('papillon.choose_another'))}</button>")
        else:
            if "draw" in legal:
                rows.append(f'<p class="pap-note pap-must">{esc(t("papillon.orange.note.draw"))}</p>')
                rows.append(f"<button{attrs(type='button', class_='pap-play primary', data_action='draw')}>"
                            f"{esc(t('papillon.orange.draw'))}</button>")
            if "pass" in legal:
                rows.append(f'<p class="pap-note pap-must">{esc(t("papillon.orange.note.pass"))}</p>')
                rows.append(f"<button{attrs(type='button', class_='pap-play primary', data_action='pass')}>"
                            f"{esc(t('papillon.orange.pass'))}</button>")
        for a in legal:  # anything not offered above (never expected): still reachable
            if _verb(a) not in ("place", "sign", "centre", "draw", "pass") and a != "draw 3":
                rows.append(f"<button{attrs(type='button', class_='pap-play', data_action=a)}>{esc(a)}</button>")
        return f'<div class="pap-choices" aria-label="{esc(t("papillon.orange.choices"))}">{"".join(rows)}</div>'

    def knife_html(self, sel, offers):
        groups = {}
        for o in offers:
            groups.setdefault(o["spot"], []).append(o)
        items = []
        for spot, group in groups.items():
            btns = "".join(
                f"<button{attrs(type='button', class_='pap-val-btn', data_action=o['action'], aria_label=_knife_label(o))}>"
                f"{esc(t('papillon.orange.as', value=o['value']))}</button>" for o in group)
            items.append(f'<li><span class="pap-knife-spot">{esc(spot_title(spot))}</span>{btns}</li>')
        return (f'<p class="pap-note"><b>{esc(t("papillon.orange.knife"))}</b> {esc(t("papillon.orange.knife_then"))}</p>'
                f'<ul class="pap-knife">{"".join(items)}</ul>')

    def final_html(self, view):
        """The game's score per side: blue, orange, the difference (or the orange round alone)."""
        results = view.get("results") or {}
        orange = results.get("orange")
        if not orange:
            return ""
        game = results.get("game")
        rows = []
        for i in range(len(view["sides"])):
            who = esc(side_label(view, i))
            if game:
                rows.append(f'<tr class="side-{i}"><th scope="row">{who}</th><td>{game["blue"][i]}</td>'
                            f'<td>{game["orange"][i]}</td><td class="pap-total">{_num(game["totals"][i])}</td></tr>')
            else:
                rows.append(f'<tr class="side-{i}"><th scope="row">{who}</th><td class="pap-total">{orange["side_totals"][i]}</td></tr>')
        if game:
            head = "".join(f"<th>{esc(t(k))}</th>" for k in ("papillon.final.blue", "papillon.final.orange",
                                                             "papillon.final.game"))
        else:
            head = f"<th>{esc(t('papillon.final.orange_only'))}</th>"
        lines = "".join(f'<li>{esc(t("papillon.final.line", label=say(line["label"])))} ' + ", ".join(
            f"{esc(side_label(view, i))} {v}" for i, v in enumerate(line["values"]) if v) + "</li>"
            for line in orange["lines"] if any(line["values"]))
        return (f'<section class="pap-final" aria-label="{esc(t("papillon.final.label"))}">'
                f'<h3 class="pap-h">{esc(t("papillon.final.title"))}</h3>'
                f'<div class="table-scroll"><table class="pap-final-t"><thead><tr><th></th>{head}</tr></thead>'
                f'<tbody>{"".join(rows)}</tbody></table></div>'
                f'<h3 class="pap-h">{esc(t("papillon.final.penalties"))}</h3>'
                f'<ul class="pap-small pap-lines">{lines or "<li>" + esc(t("papillon.final.none")) + "</li>"}</ul></section>')

    # ---- texts -------------------------------------------------------------------------------
    def prompt(self, view, ui, legal):
        if not legal:
            return ""
        setup = setup_prompt(view, t("papillon.orange.prompt.direction"))
        if setup is not None:
            return setup
        if self.answering(view):
            return t("papillon.orange.prompt.answer")
        if not _placements(legal):
            return t("papillon.orange.prompt.draw" if "draw" in legal else "papillon.orange.prompt.pass")
        sel = self.selected(view, ui, legal)
        # a sentence of its own, or after "Second card:" once a first card is laid
        second = "_second" if view.get("played") else ""
        if sel is None:
            return t("papillon.orange.prompt.choose" + second)
        if KIND[sel % DECK_SIZE] == "knife":
            return t("papillon.orange.prompt.knife" + second)
        return t("papillon.orange.prompt.click" + second)

    def heading(self, view):
        if view.get("over"):
            return t("papillon.heading.over")
        phase = view.get("phase")
        if phase in ("partners", "direction"):
            return t("papillon.heading.before_orange")
        return t("papillon.heading.orange_deal", deal=view.get("deal_no") or 1, deals=DEALS[view["n"]][2])

    def seat_stats(self, view, seat):
        backs = view.get("hand_backs") or []
        b, o = backs[seat] if seat < len(backs) else (view["hand_sizes"][seat], 0)
        stats = [(t("papillon.stat.hand"), str(view["hand_sizes"][seat]), t("papillon.stat.hand_backs_tip", blue=b, orange=o)),
                 (t("papillon.stat.backs"), f"{b} · {o}", t("papillon.stat.backs_tip")),
                 (t("papillon.stat.penalties"), str((view.get("deal_points") or [0] * view["n"])[seat]),
                  t("papillon.stat.penalties_tip"))]
        if has_teams(view):
            side = view["side_of"][seat]
            stats.append((t("papillon.stat.team"),
                          side_colour(side) if len(view["sides"][side]) > 1 else t("papillon.stat.alone"),
                          side_label(view, side)))
        return stats

    def end_note(self, view):
        results = view.get("results") or {}
        orange = results.get("orange") or {}
        game = results.get("game")
        parts = []
        if orange.get("apocalypse"):
            parts.append(t("papillon.orange.end.apocalypse"))
        if game:
            for i in range(len(game["totals"])):
                parts.append(t("papillon.orange.end.side", side=side_label(view, i), blue=game["blue"][i],
                               orange=game["orange"][i], total=_num(game["totals"][i])))
        elif orange:
            parts.append(t("papillon.orange.end.orange_only"))
        return " ".join(parts)


def _num(v):
    return f"−{-v}" if v < 0 else str(v)


def _knife_label(o):
    return t("papillon.orange.knife_label", value=o["value"], spot=spot_name(o["spot"]))
