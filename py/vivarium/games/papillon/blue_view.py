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

from ...i18n import t, tn
from ...drawing.html import attrs, esc
from .blue_text import action_info
from .cards import CHAT, CHRYSALIDE, COUTEAU, DRAGON, PAPILLON, SIGNS, face
from .common import DEALS, seat_label
from .panels import (all_hands_html, cards_text, direction_choice_html, direction_svg, emph, has_teams, partners_html,
                     setup_prompt, side_colour, side_label)
from .pictures import card_html, chip, defs, die_svg, long_name

SHOWN = 12  # captures listed before "show all"
CAPTURED_NOW = ("take", "sum", "combine", "papillon")  # the moves that leave the table with cards
PAGE = 100  # captures a page once "show all" is on


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


_MEMO: dict = {}


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
                        f"<b>{esc(seat_label(s))}</b>{die_svg(a)}{die_svg(b)}<span class=\"pap-sum\">{a + b}</span>"
                        + (f'<span class="pap-star" title="{esc(t("papillon.blue.star"))}">★</span>' if won else "")
                        + "</li>")
        rerolls = ""
        for again in dice.get("high_rerolls") or []:
            rolls = ", ".join(f"{seat_label(k)} {x + y}" for k, x, y in again)
            rerolls += f'<p class="muted pap-small">{esc(t("papillon.blue.rerolled", rolls=rolls))}</p>'
        hand_size, table_size, deals = DEALS[n]
        deal = max(1, view["deal_no"])
        facts = [emph(t("papillon.blue.facts.deal", deal=deal, deals=deals, size=hand_size), deal),
                 emph(tn("papillon.blue.facts.deck", view["deck_size"]), view["deck_size"]),
                 esc(t("papillon.facts.starts", who=seat_label(view["starter"])))]
        return (f'<section class="pap-info" aria-label="{esc(t("papillon.dice_label"))}">'
                f'<div class="pap-dir">{direction_svg(view, actor)}</div>'
                f'<div class="pap-dice-wrap"><h3 class="pap-h">{esc(t("papillon.dice"))}</h3>'
                f'<ul class="pap-dice">{"".join(rows)}</ul>{rerolls}'
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
                why = t("papillon.blue.why_table.capture"
                        if any(a.split(" ", 1)[0] in ("take", "sum", "combine") for a in legal)
                        else "papillon.blue.why_table.discard")
            origin = f"seat-{last['seat']}" if c in fresh and last.get("seat") != view.get("seat") else None
            cards.append(card_html(c, extra=" ".join(extra), why=why, came_from=origin))
        body = "".join(cards) or f'<p class="muted pap-empty">{esc(t("papillon.blue.table_empty"))}</p>'
        head = t("papillon.blue.table_n", count=cards_text(len(table))) if table else t("papillon.blue.table")
        return (f'<section class="pap-table-wrap" aria-label="{esc(label)}"><h3 class="pap-h">{esc(head)}</h3>'
                f'<div class="pap-table">{body}</div>{last_capture_html(view)}</section>')

    def setup_html(self, view, legal):
        if view["phase"] == "partners":
            return partners_html(view, legal)
        return direction_choice_html(view, legal, t("papillon.blue.won_dice", who=seat_label(view["turn"])))

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
                    label = t("papillon.blue.hand.put", card=long_name(c))
                    extra.append("target")
                else:
                    ui_msg = f"sel {c}"
                    pressed = "true" if sel == c else "false"
                    if c in (PAPILLON, CHRYSALIDE) or by_card.get(c):
                        extra.append("target")
                        label = t("papillon.blue.hand.see", card=long_name(c))
                    else:
                        extra.append("idle")
                        label = t("papillon.blue.hand.nothing", card=long_name(c))
                    if sel == c:
                        extra.append("picked")
            cards.append(card_html(c, action=action, ui=ui_msg, extra=" ".join(extra), label=label, pressed=pressed))
        body = "".join(cards) or f'<p class="muted">{esc(t("papillon.blue.hand_empty"))}</p>'
        out = [f'<section class="pap-you seat-{seat}" data-hand="{seat}" aria-label="{esc(t("papillon.your_hand"))}">'
               f'<h3 class="pap-h">{esc(t("papillon.your_hand_n", n=len(hand)))}</h3><div class="pap-hand">{body}</div>']
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
                key = "papillon.blue.note.discard" if table else "papillon.blue.note.put_down"
                rows.append(f'<p class="pap-note">{esc(t(key))}</p>')
            else:
                rows.append(f'<p class="pap-note">{esc(t("papillon.blue.note.choose"))}</p>')
            specials = [c for c in (PAPILLON, CHRYSALIDE) if c in (view.get("hand") or [])]
            if specials:
                rows.append(f'<p class="pap-note muted">{esc(t("papillon.blue.note.specials"))}</p>')
        elif sel == PAPILLON:
            info = action_info(view["hand"], table, "papillon")
            text = t("papillon.blue.note.papillon") + (" " + t("papillon.blue.note.papillon_chat") if CHAT in table else "")
            rows.append(f'<p class="pap-note">{esc(text)}</p>')
            rows.append(self._play_button("papillon", info, legal))
        elif sel == CHRYSALIDE:
            info = action_info(view["hand"], table, "chrysalide")
            rows.append(f'<p class="pap-note">{esc(t("papillon.blue.note.chrysalide"))}</p>')
            rows.append(self._play_button("chrysalide", info, legal))
        elif not caps:
            rows.append(f'<p class="pap-note">{esc(t("papillon.blue.note.no_capture", card=long_name(sel)))}</p>')
        else:
            total = len(caps)
            show_all = bool(ui.get("all"))
            pages = (total + PAGE - 1) // PAGE
            page = min(max(1, int(ui.get("all"))), pages) if show_all else 0
            shown = caps[(page - 1) * PAGE:page * PAGE] if show_all else caps[:SHOWN]
            items = "".join(self._capture_item(a, info) for a, info in shown)
            key = "papillon.blue.caps_head" if total == 1 else "papillon.blue.caps_head_many"
            head = t(key, card=long_name(sel), count=cards_text(total, "capture"))
            head = head[:1].upper() + head[1:]  # a heading: "The 5 of Formes …", « Le 5 des Formes … »
            rows.append(f'<p class="pap-note"><b>{esc(head)}</b></p><ul class="pap-caps">{items}</ul>')
            if total > SHOWN:
                text = t("papillon.blue.show_first", n=SHOWN) if show_all else t("papillon.blue.show_all", n=total)
                rows.append(f"<button{attrs(type='button', class_='pap-more', data_ui='all', aria_pressed='true' if show_all else 'false')}>{esc(text)}</button>")
                if show_all and pages > 1:
                    first, last = (page - 1) * PAGE + 1, min(total, page * PAGE)
                    nav = [f'<span class="pap-page">{esc(t("papillon.blue.page", first=first, last=last, total=total))}</span>']
                    if page > 1:
                        nav.append(f"<button{attrs(type='button', class_='pap-more', data_ui=f'page {page - 1}')}>"
                                   f"{esc(t('papillon.blue.previous', n=PAGE))}</button>")
                    if page < pages:
                        nav.append(f"<button{attrs(type='button', class_='pap-more', data_ui=f'page {page + 1}')}>"
                                   f"{esc(t('papillon.blue.next', n=min(PAGE, total - page * PAGE)))}</button>")
                    rows.append(f'<div class="row pap-pages">{"".join(nav)}</div>')
        if sel is not None:
            rows.append(f"<button{attrs(type='button', class_='pap-cancel quiet', data_ui='none')}>"
                        f"{esc(t('papillon.choose_another'))}</button>")
        return f'<div class="pap-choices" aria-label="{esc(t("papillon.blue.choices"))}">{"".join(rows)}</div>'

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
            plays = f'<span class="pap-also">{esc(t("papillon.blue.also_plays"))} {"".join(chip(c) for c in others)}</span>'
        bonus = ""
        if CHAT in info["played"] or CHAT in info["taken"]:
            bonus = f'<span class="pap-bonus">{esc(t("papillon.blue.chat_bonus"))}</span>'
        # the arithmetic stays on one line; the Swiss knife's note ("(Couteau Suisse as 7)")
        # may wrap under it on a narrow screen
        wild = info["wild"]
        note = f'<span class="pap-wild">({esc(t("papillon.arith.knife", value=wild))})</span>' if wild is not None else ""
        return (f"<li><button{attrs(type='button', class_='pap-cap', data_action=action, data_uses=uses, aria_label=info['label'])}>"
                f'<span class="pap-kind">{esc(t("papillon.blue.kind." + info["kind"]))}</span>'
                f'<b class="pap-arith">{esc(info["sum"])}</b>{note}'
                f'<span class="pap-takes">{esc(t("papillon.blue.take"))} {"".join(chip(c) for c in info["taken"])}</span>'
                f'{plays}{bonus}</button></li>')

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
                points = ("+" if pts > 0 else "−") + str(abs(pts))
                note = (f'<span class="pap-chat {"plus" if pts > 0 else "minus"}">'
                        f'{esc(t("papillon.blue.pile_chat", points=points))}</span>')
            if over:
                detail = f'<div class="pap-all">{"".join(chip(c) for c in pile)}</div>' if pile else ""
            else:
                none = f'<span class=muted>{esc(t("papillon.blue.no_scoring"))}</span>'
                other = f'<span class=muted>{esc(tn("papillon.blue.other", rest))}</span>' if rest else ""
                detail = f'<div class="pap-scoring">{chips or none}{other}{note}</div>'
            cls = f"pap-pile side-{i}" + (f" team-{i}" if has_teams(view) else "")
            rows.append(f'<li class="{cls}" data-side="{i}"><div class="pap-pile-head"><span class="pap-team-dot" aria-hidden="true"></span>'
                        f"<b>{esc(side_label(view, i))}</b><small>{esc(tn('papillon.blue.n_captured', len(pile)))}</small>"
                        f"</div>{detail}</li>")
        title = t("papillon.blue.piles") if not over else t("papillon.blue.piles_all")
        hint = "" if over else f'<p class="muted pap-small">{esc(t("papillon.blue.piles_hint"))}</p>'
        return (f'<section class="pap-piles" aria-label="{esc(t("papillon.blue.piles"))}"><h3 class="pap-h">{esc(title)}</h3>{hint}'
                f'<ul class="pap-pile-list">{"".join(rows)}</ul></section>')

    def prompt(self, view, ui, legal):
        if not legal:
            return ""
        setup = setup_prompt(view, t("papillon.blue.prompt.direction"))
        if setup is not None:
            return setup
        sel = self._selected(view, ui, legal)
        if any(a.split(" ", 1)[0] in ("take", "sum", "combine") for a in legal):
            if sel is None:
                return t("papillon.blue.prompt.choose")
            if not captures_of(view, legal, sel):
                return t("papillon.blue.prompt.nothing")
            return t("papillon.blue.prompt.capture")
        if view["table"]:
            return t("papillon.blue.prompt.discard")
        return t("papillon.blue.prompt.put_down")

    def seat_stats(self, view, seat):
        stats = [(t("papillon.stat.hand"), str(view["hand_sizes"][seat]), t("papillon.stat.hand_tip")),
                 (t("papillon.stat.captured"), str(view["taken"][seat]), t("papillon.stat.captured_tip"))]
        if has_teams(view):
            side = view["side_of"][seat]
            stats.append((t("papillon.stat.team"),
                          side_colour(side) if len(view["sides"][side]) > 1 else t("papillon.stat.alone"),
                          t("papillon.stat.team_tip", side=side_label(view, side),
                            count=cards_text(len(view["piles"][side])))))
        return stats

    def heading(self, view):
        if view.get("over"):
            return t("papillon.heading.over")
        phase = view.get("phase")
        if phase in ("partners", "direction"):
            return t("papillon.heading.before")
        deals = DEALS[view["n"]][2]
        return t("papillon.heading.deal", deal=view["deal_no"], deals=deals)

    def end_note(self, view):
        score = (view.get("results") or {}).get("blue") or {}
        parts = []
        sweep = score.get("sweep")
        if sweep:
            parts.append(tn("papillon.blue.end.sweep", len(sweep["cards"]), who=seat_label(sweep["seat"])))
        elif score.get("leftover"):
            parts.append(t("papillon.blue.end.leftover"))
        most = score.get("most") or {}
        if most.get("tied"):
            parts.append(t("papillon.blue.end.tie"))
        parts.append(t("papillon.blue.end.note"))
        return " ".join(parts)


def _scores(card):
    f = face(card)
    if f in (CHAT, COUTEAU, DRAGON, PAPILLON, CHRYSALIDE) or f in SIGNS or f in (52, 53, 54):
        return True
    return f < 48 and f % 12 == 3


def last_capture_html(view):
    """The last capture, still in view beside the table until the next move: the cards taken
    (they slide here from the table, their ``data-key`` being the same) and the card(s) that
    took them, with who did it. A computer's capture is otherwise over before anyone sees it:
    the table is simply emptier. Captures are public, so this shows nothing a seat may not see."""
    last = view.get("last") or {}
    if last.get("kind") not in CAPTURED_NOW or not last.get("taken"):
        return ""
    who = seat_label(last["seat"])
    taken = "".join(card_html(c, extra="pap-mini") for c in last.get("taken") or [])
    # a card from a hand nobody here sees comes from its player's box
    origin = f"seat-{last['seat']}" if last["seat"] != view.get("seat") else None
    played = "".join(card_html(c, extra="pap-mini", came_from=origin) for c in last.get("played") or [])
    text = t("papillon.blue.last_capture", who=who, taken=", ".join(long_name(c) for c in last.get("taken") or []) or "—",
             played=", ".join(long_name(c) for c in last.get("played") or []))
    return (f'<div class="pap-last" role="group" aria-label="{esc(text)}"><p class="pap-last-head">{esc(t("papillon.blue.last_capture_head", who=who))}</p>'
            f'<div class="pap-last-cards">{taken}<span class="pap-last-with" aria-hidden="true">{esc(t("papillon.blue.last_capture_with"))}</span>{played}</div></div>')
