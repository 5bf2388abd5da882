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

from ...ui.html import attrs, esc
from .cards import DECK_SIZE, card_info
from .common import DEALS, SEAT_NAMES
from .orange_text import must_play_sentence, spots_for_card
from .panels import (SIDE_COLOURS, all_hands_html, cards_text, direction_choice_html, direction_svg, has_teams,
                     partners_html, setup_prompt, side_label)
from .pictures import card_html, defs, die_svg, long_name
from .sequences import CENTRE, KIND, PLATES, SEQS, card_text, fit_rule, seq_top, sign_of, spot_masks, spot_name, values

FAN = 2  # cards shown under a pile's top card
SPOT_TITLE = {"plate-left": "Plate card A", "plate-right": "Plate card B", "upper-left": "Upper left",
              "lower-left": "Lower left", "upper-right": "Upper right", "lower-right": "Lower right"}


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
        return "nothing"
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
                        f'<b>{esc(SEAT_NAMES[s])}</b>{die_svg(a)}{die_svg(b)}<span class="pap-sum">{a + b}</span>'
                        + ('<span class="pap-star" title="Lowest dice: starts every orange deal and chose the direction">★</span>'
                           if won else "") + "</li>")
        rerolls = "".join('<p class="muted pap-small">Tie for lowest, rolled again: '
                          + esc(", ".join(f"{SEAT_NAMES[k]} {x + y}" for k, x, y in again)) + "</p>"
                          for again in dice.get("low_rerolls") or [])
        hand_size, _table, deals = DEALS[n]
        deck = view.get("deck_size", 0)
        top = view.get("deck_orange") or 0
        facts = [f"Orange round · deal <b>{max(1, view.get('deal_no') or 0)}</b> of {deals} ({hand_size} cards each)",
                 f"Draw pile: <b>{deck}</b> card{'s' if deck != 1 else ''}"
                 + (f" ({top} orange face down on top)" if top else ""),
                 f"Orange cards still to deal: <b>{view.get('odeck_size', 0)}</b>"]
        if low is not None:
            facts.append(f"{esc(SEAT_NAMES[view['starter']])} (lowest dice) starts every deal")
        return (f'<section class="pap-info" aria-label="Dice and direction of play">'
                f'<div class="pap-dir">{direction_svg(view, actor)}</div>'
                f'<div class="pap-dice-wrap"><h3 class="pap-h">Dice</h3><ul class="pap-dice">{"".join(rows)}</ul>{rerolls}'
                f'<p class="pap-facts">{" · ".join(facts)}</p>{self.news_html(view)}</div></section>')

    def news_html(self, view):
        """The Chat Noir waiting, Carnage, the deals gone out."""
        out = []
        cat = view.get("cat")
        if cat:
            k = cat.get("count", 1)
            draw = 3 * k
            if cat.get("victim") is None:
                who = f"the next player draws {draw} when {SEAT_NAMES[cat['by']]}'s turn ends"
            else:
                who = f"{SEAT_NAMES[cat['victim']]} must draw {draw} or answer with a Papillon"
            out.append(f'<p class="pap-alert">Chat Noir{" ×" + str(k) if k > 1 else ""} laid by {esc(SEAT_NAMES[cat["by"]])}: {esc(who)}.</p>')
        if view.get("carnage"):
            out.append('<p class="pap-alert">Carnage: the draw pile ran out and every orange card left was dealt; this deal is the last.</p>')
        for d in view.get("deals") or []:
            out.append(f'<p class="muted pap-small">Deal {d["deal"]}: {esc(SEAT_NAMES[d["seat"]])} went out; '
                       f'the other sides took +{d["points"]} each.</p>')
        return "".join(out)

    def direction_html(self, view, legal):
        return direction_choice_html(view, legal, f"The orange round: {SEAT_NAMES[view['turn']]} rolled lowest")

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
            why = ("Answer the Chat Noir first: the buttons are under your hand." if self.answering(view)
                   else "Choose a card of your hand first: the places it may go light up." if _placements(legal)
                   else "No card of yours fits anywhere now.")
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
        return (f'<section class="pap-layout-wrap" aria-label="{esc(label)}"><h3 class="pap-h">Plate and sequences</h3>'
                f'{hint}<div class="pap-layout{" choosing" if sel is not None else ""}">{"".join(cells)}</div></section>')

    def _where_text(self, sel, offers):
        spots = []
        for o in offers:
            name = f"the sign slot of {spot_name(o['spot'])}" if o["sign"] else spot_name(o["spot"])
            if name not in spots:
                spots.append(name)
        knife = KIND[sel % DECK_SIZE] == "knife"
        tail = " Choose its value and place under your hand." if knife else " Click a highlighted place."
        return f"{card_text(sel)[0].upper() + card_text(sel)[1:]} may go on " + _join(spots) + "." + tail

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
            badge = f'<span class="pap-val" title="Counts as {value} here">= {value}</span>'
        return f'<div class="pap-fan">{"".join(out)}{badge}</div>'

    def _buttons(self, ctx, key, where):
        """The action button of a highlighted spot (not the knife's: its values are under the hand)."""
        offers = ctx["by_spot"].get(key) or []
        sel = ctx["sel"]
        if not offers or KIND[sel % DECK_SIZE] == "knife":
            return ""
        o = offers[0]
        text = f"Play {card_text(sel)} {where}"
        return (f"<button{attrs(type='button', class_='pap-here primary', data_action=o['action'], aria_label=text, title=text)}>"
                f"Play here</button>")

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
        count = f"{cards_text(len(seq))}" if seq else "empty"
        body = self._pilecards_text(ctx, seq) or f'<span class="pap-slot-empty" title="Builds on the plate card ({top})">on {top}</span>'
        title = fit_rule(view["plate"], view["seqs"], view["signs"], spot)
        pile = (f'<div{attrs(class_=self._spot_class(ctx, spot, "pap-spot seq"), data_spot=spot, title=title)}>'
                f'<div class="pap-spot-head"><b>{esc(SPOT_TITLE[spot])}</b> <small>{count}</small></div>{body}'
                f'<div class="pap-takes-v">takes {esc(takes)}</div>{self._buttons(ctx, spot, "on " + spot_name(spot))}</div>')
        signs = view["signs"][i]
        skey = "sign-" + spot
        if signs:
            sign_body = card_html(signs[-1], extra="sign-top" + (" new" if signs[-1] == ctx["fresh"] else ""), why=ctx["why"])
            more = f'<small>{len(signs)} signs</small>' if len(signs) > 1 else ""
        else:
            sign_body, more = '<span class="pap-slot-empty">no sign</span>', ""
        stitle = f"Sign slot of {spot_name(spot)}" + (f": governed by {card_info(sign)['name']}" if sign is not None else ": empty")
        slot = (f'<div{attrs(class_=self._spot_class(ctx, skey, "pap-spot sign-slot"), data_spot=skey, title=stitle)}>'
                f'<div class="pap-spot-head"><small>Sign</small></div>{sign_body}{more}'
                f'{self._buttons(ctx, skey, "in the sign slot of " + spot_name(spot))}</div>')
        left = i < 2
        return f'<div class="pap-seq-row {"left" if left else "right"}">{slot + pile if left else pile + slot}</div>'

    def plate_html(self, ctx, k):
        view = ctx["view"]
        spot = PLATES[k]
        pile = view["plate"][k]
        value = pile[0][1]
        count = f"{cards_text(len(pile))}"
        return (f'<div{attrs(class_=self._spot_class(ctx, spot, "pap-spot plate"), data_spot=spot, title=fit_rule(view["plate"], view["seqs"], view["signs"], spot))}>'
                f'<div class="pap-spot-head"><b>{esc(SPOT_TITLE[spot])}</b> <small>{count}</small></div>'
                f'{self._pilecards_text(ctx, pile, "plate-card")}<div class="pap-takes-v">takes {value}</div>'
                f'{self._buttons(ctx, spot, "on " + spot_name(spot))}</div>')

    def centre_html(self, ctx):
        view = ctx["view"]
        centre = view.get("centre") or []
        body = self._pilecards_text(ctx, [[c, None] for c in centre]) or '<span class="pap-slot-empty">Chat Noir, Papillon, Chrysalide</span>'
        count = cards_text(len(centre)) if centre else "empty"
        return (f'<div{attrs(class_=self._spot_class(ctx, CENTRE, "pap-spot centre"), data_spot=CENTRE, title="The centre: Chat Noir, Papillon, Chrysalide")}>'
                f'<div class="pap-spot-head"><b>Centre</b> <small>{count}</small></div>{body}'
                f'{self._buttons(ctx, CENTRE, "in the centre")}</div>')

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
                    label = f"{long_name(c)}: show where it may go"
                    extra.append("target")
                    if sel == c:
                        extra.append("picked")
                else:
                    extra.append("idle")
                    why = f"{card_text(c)[0].upper() + card_text(c)[1:]} fits nowhere now."
            elif mine and answering:
                why = "Answer the Chat Noir first: draw 3 or lay your Papillon (buttons under your hand)."
            cards.append(card_html(c, ui=ui_msg, extra=" ".join(extra), label=label, pressed=pressed, why=why))
        body = "".join(cards) or '<p class="muted">Your hand is empty.</p>'
        backs = view.get("hand_backs") or []
        split = ""
        if seat < len(backs):
            b, o = backs[seat]
            split = f' <small class="muted">{b} blue-backed, {o} orange-backed</small>'
        out = [f'<section class="pap-you seat-{seat}" data-hand="{seat}" aria-label="Your hand">'
               f'<h3 class="pap-h">Your hand ({len(hand)}){split}</h3><div class="pap-hand">{body}</div>']
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
            rows.append(f'<p class="pap-note"><b>{esc(SEAT_NAMES[cat["by"]])} laid the Chat Noir{" twice" if k == 2 else ""}:</b> '
                        f'draw {3 * k} cards, or answer with your Papillon: then {esc(SEAT_NAMES[cat["by"]])} draws {6 * k} instead.</p>')
            btns = []
            if "draw 3" in legal:
                btns.append(f"<button{attrs(type='button', class_='pap-play primary', data_action='draw 3')}>Draw {3 * k} cards</button>")
            for a in legal:
                if _verb(a) == "centre":
                    btns.append(f"<button{attrs(type='button', class_='pap-play', data_action=a)}>Answer with the Papillon</button>")
            rows.append(f'<div class="row">{"".join(btns)}</div>')
        elif places:
            cat = view.get("cat")
            if cat and cat.get("stage") == "drawn" and view.get("cat_found") and not view.get("played"):
                rows.append(f'<p class="pap-note"><b>You drew a Papillon:</b> lay it in the centre now and '
                            f'{esc(SEAT_NAMES[cat["by"]])} draws {3 * cat.get("count", 1)}.</p>')
            sentence = must_play_sentence(as_state(view))
            if view.get("played"):
                rows.append('<p class="pap-note"><b>Second card.</b> One more card fits, so you must lay it.</p>')
            if sentence:
                rows.append(f'<p class="pap-note pap-must">{esc(sentence)}</p>')
            if sel is None:
                rows.append('<p class="pap-note">Choose a card of your hand: the places where it may go light up.</p>')
            elif KIND[sel % DECK_SIZE] == "knife":
                rows.append(self.knife_html(sel, offers))
            if sel is not None:
                rows.append(f"<button{attrs(type='button', class_='pap-cancel quiet', data_ui='none')}>Choose another card</button>")
        else:
            if "draw" in legal:
                rows.append('<p class="pap-note pap-must">Nothing fits: draw a card.</p>')
                rows.append(f"<button{attrs(type='button', class_='pap-play primary', data_action='draw')}>Draw a card</button>")
            if "pass" in legal:
                rows.append('<p class="pap-note pap-must">Nothing fits and the draw pile is empty: you pass.</p>')
                rows.append(f"<button{attrs(type='button', class_='pap-play primary', data_action='pass')}>Pass</button>")
        for a in legal:  # anything not offered above (never expected): still reachable
            if _verb(a) not in ("place", "sign", "centre", "draw", "pass") and a != "draw 3":
                rows.append(f"<button{attrs(type='button', class_='pap-play', data_action=a)}>{esc(a)}</button>")
        return f'<div class="pap-choices" aria-label="What you can do">{"".join(rows)}</div>'

    def knife_html(self, sel, offers):
        groups = {}
        for o in offers:
            groups.setdefault(o["spot"], []).append(o)
        items = []
        for spot, group in groups.items():
            btns = "".join(
                f"<button{attrs(type='button', class_='pap-val-btn', data_action=o['action'], aria_label=_knife_label(o))}>"
                f"as {o['value']}</button>" for o in group)
            items.append(f'<li><span class="pap-knife-spot">{esc(spot_name(spot)[4:].capitalize())}</span>{btns}</li>')
        return ('<p class="pap-note"><b>The Couteau Suisse stands for any value 0–11:</b> choose a place and a value.</p>'
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
        head = "<th>Blue</th><th>Orange</th><th>Game (blue − orange)</th>" if game else "<th>Orange score (lowest wins)</th>"
        lines = "".join(f'<li>{esc(line["label"])}: ' + ", ".join(
            f"{esc(side_label(view, i))} {v}" for i, v in enumerate(line["values"]) if v) + "</li>"
            for line in orange["lines"] if any(line["values"]))
        return (f'<section class="pap-final" aria-label="Final score"><h3 class="pap-h">Final score by side</h3>'
                f'<div class="table-scroll"><table class="pap-final-t"><thead><tr><th></th>{head}</tr></thead>'
                f'<tbody>{"".join(rows)}</tbody></table></div>'
                f'<h3 class="pap-h">Orange penalties</h3><ul class="pap-small pap-lines">{lines or "<li>none</li>"}</ul></section>')

    # ---- texts -------------------------------------------------------------------------------
    def prompt(self, view, ui, legal):
        if not legal:
            return ""
        setup = setup_prompt(view, "You rolled lowest: choose the direction of play for the orange round. You play first.")
        if setup is not None:
            return setup
        if self.answering(view):
            return "The Chat Noir is on you: draw 3 cards, or answer with a Papillon (buttons under your hand)."
        if not _placements(legal):
            return ("Nothing fits: draw a card (button under your hand)." if "draw" in legal
                    else "Nothing fits and the draw pile is empty: pass.")
        sel = self.selected(view, ui, legal)
        second = "Second card: " if view.get("played") else ""

        def say(text):  # a sentence of its own unless it follows "Second card:"
            return second + text if second else text[0].upper() + text[1:]

        if sel is None:
            return say("choose a card of your hand; the places where it may go light up. A card that can be played must be.")
        if KIND[sel % DECK_SIZE] == "knife":
            return say("choose the Couteau Suisse's place and value under your hand.")
        return say("click “Play here” on a highlighted place.")

    def heading(self, view):
        if view.get("over"):
            return "game over"
        phase = view.get("phase")
        if phase in ("partners", "direction"):
            return "before the orange deal"
        return f"orange round · deal {view.get('deal_no') or 1} of {DEALS[view['n']][2]}"

    def seat_stats(self, view, seat):
        backs = view.get("hand_backs") or []
        b, o = backs[seat] if seat < len(backs) else (view["hand_sizes"][seat], 0)
        stats = [("Hand", str(view["hand_sizes"][seat]), f"Cards in hand: {b} blue-backed, {o} orange-backed"),
                 ("Blue · orange", f"{b} · {o}", "Backs of the cards in hand: blue-backed · orange-backed (the backs show which deck a card came from)"),
                 ("Penalties", str((view.get("deal_points") or [0] * view["n"])[seat]),
                  "Deal penalties so far (+20 when another side goes out, +30 in the last deal)")]
        if has_teams(view):
            side = view["side_of"][seat]
            stats.append(("Team", SIDE_COLOURS[side] if len(view["sides"][side]) > 1 else "Alone", side_label(view, side)))
        return stats

    def end_note(self, view):
        results = view.get("results") or {}
        orange = results.get("orange") or {}
        game = results.get("game")
        parts = []
        if orange.get("apocalypse"):
            parts.append("Apocalypse: nobody could play, the round stopped.")
        if game:
            for i in range(len(game["totals"])):
                parts.append(f"{side_label(view, i)} — blue {game['blue'][i]} − orange {game['orange'][i]} = "
                             f"{_num(game['totals'][i])}.")
        elif orange:
            parts.append("Orange round only: the lowest score wins.")
        return " ".join(parts)


def _num(v):
    return f"−{-v}" if v < 0 else str(v)


def _knife_label(o):
    return f"Couteau Suisse as {o['value']} on {spot_name(o['spot'])}"


def _join(items):
    if not items:
        return "nowhere"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]
