"""Papillon on screen, the blue round: the table, the viewer's hand and its captures, the
capture piles; pure functions of a seat's view (+ UI state + legal actions) to HTML/SVG.
:class:`.view.PapillonView` hands the blue round's screen to :class:`BlueView`.

Only ``view["hand"]`` is private: other hands arrive as sizes and are never drawn. Every card
drawn carries ``data-card="<id>"`` (hand, table, captured piles, the cards named in a capture)
and the viewer's hand ``data-hand="<seat>"``, so tests can check what reached the page.

Choosing a capture: a hand card is a button with the UI message ``sel <card>``; once selected,
the panel under the hand lists every capture the card takes part in (played as the result, the
sign or a second operand), each a button with ``data-action`` = the exact action and
``data-uses`` = the cards involved: pointing at or focusing one highlights those cards on the
table and in the hand (CSS ``:has()``). The list shows the first :data:`SHOWN` and a "show all"
toggle (UI message ``all``); "all" shows them in pages of :data:`PAGE` (UI message ``page <k>``,
from 1) so that a card with thousands of captures never floods the page. When nothing can be
captured, a hand card carries ``discard <card>`` itself (one click); the Papillon and the
Chrysalide are played with buttons in their own panel. The setup decisions (partners,
direction) are buttons.
"""

from ...ui.html import attrs, esc
from .blue_text import action_info
from .cards import CHAT, CHRYSALIDE, COUTEAU, DRAGON, PAPILLON, SIGNS, face
from .common import DEALS, SEAT_NAMES
from .panels import (SIDE_COLOURS, all_hands_html, cards_text, direction_choice_html, direction_svg, has_teams,
                     partners_html, setup_prompt, side_label)
from .pictures import card_html, chip, defs, die_svg, long_name

SHOWN = 12  # captures listed before "show all"
PAGE = 100  # captures a page once "show all" is on
KIND_WORD = {"take": "Take", "sum": "Sum", "combine": "Combine"}


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


class BlueView:
    """The blue round's screen (see :class:`.view.PapillonView`)."""

    def _selected(self, view, ui, legal):
        sel = ui.get("sel")
        hand = view.get("hand") or []
        if sel is None or sel not in hand or not legal or view.get("phase") != "play":
            return None
        return sel

    def board(self, view, ui, legal, label):
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
            parts.append(all_hands_html(view))
        parts.append(self.piles_html(view))
        return f'<div class="pap-board">{"".join(parts)}</div>'

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
        count = f" ({cards_text(len(table))})" if table else ""
        return (f'<section class="pap-table-wrap" aria-label="{esc(label)}"><h3 class="pap-h">Table{count}</h3>'
                f'<div class="pap-table">{body}</div></section>')

    def setup_html(self, view, legal):
        if view["phase"] == "partners":
            return partners_html(view, legal)
        return direction_choice_html(view, legal, f"{SEAT_NAMES[view['turn']]} won the dice")

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
            head = f"{long_name(sel)}: {cards_text(total, 'capture')}" + ("" if total == 1 else " — point at (or tap) one to see its cards")
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
                        f"<b>{esc(side_label(view, i))}</b><small>{cards_text(len(pile))} captured</small></div>{detail}</li>")
        title = "Captured cards" if not over else "Captured cards (every pile)"
        hint = "" if over else '<p class="muted pap-small">Scoring cards (10 each; Chat Noir ±30) shown; every capture is public.</p>'
        return (f'<section class="pap-piles" aria-label="Captured cards"><h3 class="pap-h">{title}</h3>{hint}'
                f'<ul class="pap-pile-list">{"".join(rows)}</ul></section>')

    def prompt(self, view, ui, legal):
        if not legal:
            return ""
        setup = setup_prompt(view, "You won the dice: choose the direction of play. You play first.")
        if setup is not None:
            return setup
        sel = self._selected(view, ui, legal)
        if any(a.split(" ", 1)[0] in ("take", "sum", "combine") for a in legal):
            if sel is None:
                return "Choose a card of your hand: its captures are listed under your hand. You may not pass."
            if not captures_of(view, legal, sel):
                return "This card captures nothing here: choose another card of your hand. You may not pass."
            return "Choose one of the captures listed under your hand (point at or tap one to see its cards on the table; tap it again to play it)."
        if view["table"]:
            return "No capture is possible: click a card to put it on the table."
        return "The table is empty: click a card to put it down."

    def seat_stats(self, view, seat):
        stats = [("Hand", str(view["hand_sizes"][seat]), "Cards in hand"),
                 ("Captured", str(view["taken"][seat]), "Cards this player brought into the side's pile")]
        if has_teams(view):
            side = view["side_of"][seat]
            stats.append(("Team", SIDE_COLOURS[side] if len(view["sides"][side]) > 1 else "Alone",
                          f"{side_label(view, side)}: {cards_text(len(view['piles'][side]))} in the side's pile"))
        return stats

    def heading(self, view):
        if view.get("over"):
            return "game over"
        phase = view.get("phase")
        if phase in ("partners", "direction"):
            return "before the deal"
        deals = DEALS[view["n"]][2]
        return f"deal {view['deal_no']} of {deals}"

    def end_note(self, view):
        score = (view.get("results") or {}).get("blue") or {}
        parts = []
        sweep = score.get("sweep")
        if sweep:
            parts.append(f"The last {cards_text(len(sweep['cards']))} on the table went to {SEAT_NAMES[sweep['seat']]}'s side (last capture).")
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
