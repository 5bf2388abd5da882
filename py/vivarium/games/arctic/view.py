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

from ...ui.gameview import GameView
from ...ui.html import attrs, esc
from .cards import (
    ANIMAL_OF,
    ANIMALS,
    COMPANION_OF,
    DRAW_OF,
    HAND_LIMIT,
    LANDSCAPE,
    PLACE_OF,
    SEAT_NAMES,
    WALRUS,
    card_long,
    card_name,
    is_down,
    visible_card,
)
from .pictures import SHORT, card_html, chip_html, choice_label, choice_name, icon, icon_defs, landscape_html, mini_html, token_choices
from .powers import POWER_TEXT
from .scoring import longest_runs, run_points


def new_positions(pile_len, marks):
    """Indices of a pile (of ``pile_len`` entries now) that this turn's placements put there,
    from the turn's ``marks``: ``t`` on top, ``d`` under the top card (Fox A), ``b`` at the
    bottom (Fox B)."""
    pile = ["old"] * max(0, pile_len - len(marks))
    for k, m in enumerate(marks):
        if m == "d" and pile:
            pile.insert(len(pile) - 1, k)
        elif m == "b":
            pile.insert(0, k)
        else:
            pile.append(k)
    return {i for i, e in enumerate(pile) if e != "old"}


def _cards(n, word="card"):
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def top_entry(view, seat):
    pile = view["piles"][seat]
    return pile[-1] if pile else None


# ---- the class the shell uses ----------------------------------------------------------------
class ArcticView(GameView):
    """The Arctic-specific parts of the play screen."""

    cover_plies = 0  # the home card's picture: the opening hand

    def cover(self, view):
        hand = sorted(view["hand"], key=lambda c: (ANIMAL_OF[c], DRAW_OF[c], c))
        picked, seen = [], set()
        for card in hand:  # one card of each animal first, so the picture shows several
            if ANIMAL_OF[card] not in seen:
                seen.add(ANIMAL_OF[card])
                picked.append(card)
        picked = (picked + [c for c in hand if c not in picked])[:4]
        return ("A hand of Arctic animal cards: " + ", ".join(ANIMALS[ANIMAL_OF[c]] for c in picked),
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
            side.append(f'<section class="arc-you" aria-label="Your choices">{self.turn_html(view, ui, legal, choices)}</section>')
        # your side first: Tab reaches your choices first, and after a played card the page
        # focuses the next choice there (never a control far down the page)
        return (f'<div class="arc-table">{icon_defs()}<div class="arc-aside">{"".join(side)}</div>'
                f'<div class="arc-main">{"".join(main)}</div></div>')

    def land_html(self, view, choices, totem, moving, label):
        """The Landscape's section: its counts on the heading's line, then its six cards."""
        counts = [f'<span>Draw pile <b>{view["draw_size"]}</b></span>']
        if view.get("reserve_size") is None:
            counts.append("<span>Reserve <b>in use</b></span>")
        else:
            counts.append(f'<span>Reserve <b>{view["reserve_size"]}</b> aside</span>')
        end = view.get("end")
        if end == "round" and not view.get("over"):
            counts.append('<b class="arc-end" title="This round is the last one with drawing: then one last turn each, without drawing">Last round</b>')
        elif end == "last" and not view.get("over"):
            counts.append('<b class="arc-end" title="One last turn each, without drawing">Last turns: no drawing</b>')
        return (
            f'<section class="arc-land-wrap" aria-label="{esc(label)}"><div class="arc-land-head"><h3 class="arc-h">Landscape</h3>'
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
                label = f"Swap your {card_long(pick)} for {card_long(c)}"
            elif f"take {c}" in legal:
                action = f"take {c}"
                label = f"Take {card_long(c)}"
            cards.append(card_html(c, action=action, label=label, extra="target" if action else "", tried=f"take {c}" if legal else None))
        body = f'<div class="arc-cards">{"".join(cards) or "<p class=muted>The River is empty.</p>"}</div>'
        pens = [a for a in legal if a.startswith("take penalty ")]
        if pens:  # the Polar Bear's other source, under the River
            chips = "".join(chip_html(int(a.split()[2]), a, f"Take back {card_long(int(a.split()[2]))} from your Penalty pile") for a in pens)
            body += (f'<div class="arc-pen-pick" role="group" aria-label="Your Penalty pile"><p class="arc-step">Polar Bear: or take a card back '
                     f'from your Penalty pile:</p><div class="arc-chips">{chips}</div></div>')
        return f'<section class="arc-river" aria-label="River"><h3 class="arc-h">River</h3>{body}</section>'

    def turn_html(self, view, ui, legal, choices):
        """The current step's choices that are not a card of the hand or the River: a line
        saying what to do, then its buttons (empty when nothing is to be decided here)."""
        phase = view["phase"]
        seat = view["seat"]
        t = view.get("t") or {}
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
                    rows.append('<p class="arc-step">Puffin: you may choose a card in your hand, then the River card to swap it with.</p>')
                else:
                    rows.append(f'<p class="arc-step">Puffin: swap your <b>{esc(card_name(pick))}</b> with which River card? '
                                f"<button{attrs(type='button', class_='arc-small-btn', data_ui=f'pick {pick}')}>Cancel the swap</button></p>")
            else:
                rows.append('<p class="arc-step">Before placing:</p>')
            rows.append(row([btn("takeback", "Take your visible card back (Puffin)"), btn("moose -1", "Moose: place 1 fewer"),
                             btn("moose +1", "Moose: place 1 more"), btn("ready", "Ready: start placing", primary=True)]))
        elif phase == "place":
            left = t["total"] - t["placed"]
            rows.append(f'<p class="arc-step">Choose {_cards(left)}{" more" if t["placed"] else ""} of your hand to place on your pile.</p>')
            modes = self._fox_modes(legal)
            if modes:
                mode = self._fox_mode(ui, legal)
                names = {"top": "On top", "down": "Face down, under your visible card", "bottom": "At the bottom of your pile"}
                opts = []
                for m in ["top"] + modes:
                    on = m == mode
                    opts.append(f"<button{attrs(type='button', class_='arc-mode' + (' on' if on else ''), data_ui=f'fox {m}', aria_pressed='true' if on else 'false')}>{esc(names[m])}</button>")
                rows.append(f'<div class="row arc-fox" role="group" aria-label="Where your last card goes (Fox)"><span>Fox: your last card goes</span>{"".join(opts)}</div>')
        elif phase in ("move", "walrus"):
            if phase == "move":
                rows.append('<p class="arc-step">Which way do the tokens move? Choose a number, here or on the Landscape.</p>')
            else:
                animal = next(iter(choices.values()))[0][0] if choices else None
                name = ANIMALS[animal] if animal is not None else "the"
                rows.append(f'<p class="arc-step">Walrus: move the {esc(name)} token one more card (here or on the Landscape), or leave it.</p>')
            opts = []
            for k, (action, moves) in enumerate(choices.items()):
                opts.append(f"<button{attrs(type='button', class_=f'arc-choice c{k}', data_action=action, aria_label=choice_name(action, moves, k))}>"
                            f'<span class="arc-n" aria-hidden="true">{k + 1}</span>{esc(choice_label(action, moves))}</button>')
            opts.append(btn("walrus stay", "Leave it where it is"))
            rows.append(row(opts))
        elif phase == "plan":
            rows.append(f'<p class="arc-step">Moose: how many cards do you draw this turn? (Your draw value is {t["plan"]}.)</p>')
            rows.append(row([btn(a, f"Draw {_cards(int(a.split()[1]))}", primary=a.split()[1] == str(t["plan"]))
                             for a in legal if a.startswith("draw ")]))
        elif phase == "draw":
            left = t["plan"] - t["drawn"]
            more = " more" if t["drawn"] else ""
            if any(a.startswith("take penalty ") for a in legal):
                rows.append(f'<p class="arc-step">Take {_cards(left)}{more} from the River, or back from your Penalty pile (under the River).</p>')
            else:
                rows.append(f'<p class="arc-step">Take {_cards(left)}{more} from the River.</p>')
            rows.append(row([btn("take deck", "Take the top card of the draw pile (Orca)")]))
        elif phase == "discard":
            n = len(view.get("hand") or [])
            rows.append(f'<p class="arc-step">Choose {_cards(n - HAND_LIMIT)} of your hand to put into your Penalty pile.</p>')
        elif phase == "give":
            pen = view.get("penalty") or []
            if pen:
                rows.append(f'<div class="arc-give"><span class="arc-give-card">{card_html(pen[-1], extra="small")}</span>'
                            '<p class="arc-step">Polar Bear: give your most recent Penalty card to another player, or keep it.</p></div>')
            rows.append(row([btn(f"give {s}", f"Give it to {SEAT_NAMES[s]}") for s in range(view["n"]) if s != seat]
                            + [btn("give none", "Keep it", primary=True)]))
        body = "".join(rows)
        if not body.strip():
            return ""
        return f'<div class="arc-turn" role="group" aria-label="Your choices">{body}</div>'

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
                where = {"top": "on top of your pile", "down": "face down under your visible card (Fox)", "bottom": "at the bottom of your pile (Fox)"}[mode]
                label = f"Place {card_long(c)} {where}"
            elif phase == "discard" and f"discard {c}" in legal_set:
                action = f"discard {c}"
                label = f"Put {card_long(c)} into your Penalty pile"
            elif phase == "prepare" and swapping:
                ui_msg = f"pick {c}"
                pressed = "true" if pick == c else "false"
                label = f"Swap {card_long(c)} with a River card (Puffin)"
                extra = "picked" if pick == c else ""
            if action or ui_msg:
                extra = (extra + " target").strip()
            tried = (f"discard {c}" if phase == "discard" else f"place {c}") if legal else None
            cards.append(card_html(c, action=action, ui=ui_msg, extra=extra, label=label, pressed=pressed, tried=tried))
        n = len(hand)
        over = f", the limit is {HAND_LIMIT}" if n > HAND_LIMIT else ""
        hand_body = "".join(cards) or '<p class="muted">Your hand is empty.</p>'
        totem = view.get("totem")
        head = f'<h3 class="arc-h">Your hand ({n}{over})</h3>'
        if totem is not None:
            pos = view["tokens"][totem]
            head += (f'<p class="arc-totem" data-totem="{totem}" title="Your secret totem: {esc(ANIMALS[totem])}. Its token (★ on the Landscape) '
                     f'is on the card worth {LANDSCAPE[pos]}: that is what it scores now. Nobody else sees it.">'
                     f'<span class="arc-totem-ico a{totem}">{icon(totem, "arc-ico-m")}</span>'
                     f'<span>Totem <b>{esc(ANIMALS[totem])}</b> ★ on <b>{LANDSCAPE[pos]}</b></span></p>')
        turn = self.turn_html(view, ui, legal, choices or {}) if legal else ""
        return (f'<section class="arc-you seat-{seat}{f" acting step-{phase}" if turn else ""}" data-hand="{seat}" aria-label="Your hand and choices">'
                f'<div class="arc-you-head">{head}</div><div class="arc-cards arc-hand">{hand_body}</div>{turn}</section>')

    def mine_html(self, view):
        """The viewer's own Personal pile in full, how to read a card, its Penalty pile."""
        seat = view["seat"]
        pile = view["piles"][seat]
        out = [f'<section class="arc-mine seat-{seat}" aria-label="Your pile">',
               f'<h3 class="arc-h">Your pile ({_cards(len(pile))}, bottom to top)</h3>'
               + (self.pile_strip(view, seat) or '<p class="muted arc-runs">Empty: you have no visible animal yet.</p>')]
        pen = view.get("penalty") or []
        if pen:
            pcards = "".join(card_html(c) for c in pen)
            out.append(f'<details class="arc-pen"><summary>Your Penalty pile: {_cards(len(pen))} (−{_cards(len(pen), "point")}; only you see them)</summary>'
                       f'<div class="arc-cards">{pcards}</div></details>')
        else:
            out.append('<p class="muted arc-pen-none">Your Penalty pile is empty.</p>')
        out.append('<p class="arc-legend muted"><span class="arc-pv">4</span> placement value · '
                   '<span class="arc-dv">2</span> draw value · + companion animal</p></section>')
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
            top = pile[-1] if pile else None
            if not pile:
                top_html = '<span class="arc-top none">no visible animal</span>'
            elif is_down(top):
                top_html = '<span class="arc-top none">a face-down card (no visible animal)</span>'
            else:
                top_html = f'<span class="arc-top a{ANIMAL_OF[top]}">{icon(ANIMAL_OF[top], "arc-ico-m")}<b>{esc(card_name(top))}</b></span>'
            me = " (you)" if s == seat else ""
            head = (f'<div class="arc-pile-head"><span class="swatch" aria-hidden="true"></span><b>{esc(SEAT_NAMES[s])}{me}</b>'
                    f"{top_html}<small class=\"muted\">{_cards(len(pile))}</small></div>")
            strip = ""
            if s == seat:
                strip = '<p class="arc-runs muted">Shown in full under your hand.</p>' if pile else ""
            elif show_all or s == turn:
                strip = self.pile_strip(view, s)
            extra = ""
            if final:
                tot = final["totems"][s]
                left = "Left in hand" if over else "Hand"
                extra = f'<p class="arc-final">Totem: {icon(tot, "arc-ico-s")}<b>{esc(ANIMALS[tot])}</b> on {LANDSCAPE[view["tokens"][tot]]} · Penalty cards: {len(final["penalties"][s])} · {left}: {len(final["hands"][s])}</p>'
                if final["hands"][s]:
                    extra += (f'<ol class="arc-strip arc-hand-shown" aria-label="{esc(SEAT_NAMES[s])}’s hand">'
                              + "".join(mini_html(c) for c in final["hands"][s]) + "</ol>")
            cls = f"arc-pile seat-{s}" + (" to-act" if s == turn and not over else "")
            rows.append(f'<li class="{cls}" data-pile="{s}">{head}{strip}{extra}</li>')
        toggle = "" if over or final else (
            f"<button{attrs(type='button', class_='arc-toggle', data_ui='piles', aria_pressed='true' if show_all else 'false')}>"
            f"{'Show only the top cards' if show_all else 'Show every pile in full'}</button>")
        return (f'<section class="arc-piles" aria-label="Personal piles"><div class="arc-piles-head"><h3 class="arc-h">Personal piles</h3>{toggle}</div>'
                f'<ul class="arc-pile-list">{"".join(rows)}</ul></section>')

    def pile_strip(self, view, s):
        """``s``'s whole pile, bottom to top, this turn's cards highlighted, with its runs."""
        pile = view["piles"][s]
        if not pile:
            return ""
        over = bool(view.get("over"))
        t = view.get("t") or {}
        new = new_positions(len(pile), t.get("marks", "")) if (s == view.get("turn") and not over) else set()
        items = "".join(mini_html(e, new=i in new) for i, e in enumerate(pile))
        lengths = longest_runs(pile)
        runs = [f"{ANIMALS[a]} {lengths[a]} ({run_points(lengths[a])})" for a in range(6) if lengths[a] >= 2]
        varied = sum(1 for x in lengths if x >= 2)
        summary = ("Runs: " + ", ".join(runs) + f"; variety {varied} ({run_points(varied)})") if runs else "No run of 2 yet."
        note = f' <span class="arc-new-note">{_cards(len(new))} placed this turn</span>' if new else ""
        return (f'<ol class="arc-strip" aria-label="{esc(SEAT_NAMES[s])}’s pile, bottom to top">{items}</ol>'
                f'<p class="arc-runs muted">{esc(summary)}{note}</p>')

    def powers_html(self, view):
        items = []
        seat = view.get("seat")
        for a in range(6):
            side = view["sides"][a]
            holder = view["holders"][a]
            who = "On the table" if holder is None else f"Held by {SEAT_NAMES[holder]}" + (" (you)" if holder == seat else "")
            cls = f"arc-power a{a}" + ("" if holder is None else f" held seat-{holder}") + (" mine" if holder is not None and holder == seat else "")
            items.append(
                f'<li class="{cls}" data-power="{a}"><div class="arc-power-head">{icon(a, "arc-ico-m")}<b>{esc(ANIMALS[a])}</b>'
                f'<span class="arc-side">side {side}</span></div><p>{esc(POWER_TEXT[(a, side)])}</p>'
                f'<p class="arc-holder">{"" if holder is None else "<span class=swatch aria-hidden=true></span>"}{esc(who)}</p></li>'
            )
        return (f'<section class="arc-powers" aria-label="Power cards"><h3 class="arc-h">Power cards</h3>'
                f'<p class="muted arc-small">Your new visible animal brings you its power card (from the table or another player). '
                f'Fox, Puffin and Moose B act from your next turn.</p><ul class="arc-power-list">{"".join(items)}</ul></section>')

    # ---- texts ---------------------------------------------------------------------------------
    def prompt(self, view, ui, legal):
        if not legal:
            return ""
        phase = view.get("phase")
        t = view.get("t") or {}
        seat = view.get("seat")
        if phase == "prepare":
            opts = []
            if any(a.startswith("swap ") for a in legal):
                opts.append("swap a hand card with a River card (Puffin)")
            if "takeback" in legal:
                opts.append("take your visible card back (Puffin)")
            if "moose +1" in legal:
                opts.append("change how many cards you place by 1 (Moose)")
            return "Before placing you may " + " or ".join(opts) + "; then choose Ready."
        if phase == "place":
            left = t["total"] - t["placed"]
            hand = len(view.get("hand") or [])
            more = " more" if t["placed"] else ""
            text = f"Place {_cards(left)}{more} from your hand onto your pile."
            if hand < left:
                text += f" You hold only {hand}: the missing {left - hand} will come from the draw pile into your Penalty pile."
            modes = self._fox_modes(legal)
            if modes:
                text += " Fox: your last card may go " + " or ".join(
                    {"down": "face down under your visible card", "bottom": "to the bottom of your pile"}[m] for m in modes) + "."
            return text
        if phase == "move":
            card = visible_card(view, view["turn"])
            main, comp = ANIMALS[ANIMAL_OF[card]], ANIMALS[COMPANION_OF[card]]
            return f"Choose which way the {main} token moves (the {comp} token moves the other way): choose 1 or 2."
        if phase == "walrus":
            card = visible_card(view, view["turn"])
            animal = ANIMAL_OF[card] if view["sides"][WALRUS] == "A" else COMPANION_OF[card]
            return f"Walrus: move the {ANIMALS[animal]} token one more card, or leave it where it is."
        if phase == "plan":
            return f"Moose: choose how many cards to draw this turn (your draw value is {t['plan']})."
        if phase == "draw":
            left = t["plan"] - t["drawn"]
            more = " more" if t["drawn"] else ""
            text = f"Take {_cards(left)}{more} from the River"
            if "take deck" in legal:
                text += ", or the top of the draw pile (Orca)"
            if any(a.startswith("take penalty ") for a in legal):
                text += ", or back from your Penalty pile (Polar Bear)"
            return text + "."
        if phase == "discard":
            n = len(view.get("hand") or [])
            return f"You hold {n} cards: choose {_cards(n - HAND_LIMIT)} to put into your Penalty pile (the limit is {HAND_LIMIT})."
        if phase == "give":
            return "Polar Bear: give your most recent Penalty card to another player, or keep it."
        return ""

    def seat_stats(self, view, seat):
        top = top_entry(view, seat)
        tip = "The top card of the Personal pile: its animal, placement and draw values"
        if top is None:
            visible = "none"
        elif is_down(top):
            visible = "face down"
        else:  # short ("Bear 3/3"), so that a seat's panel keeps its size; in full in the tip
            visible = f"{SHORT[ANIMAL_OF[top]]} {PLACE_OF[top]}/{DRAW_OF[top]}"
            tip += f": {card_name(top)}"
        held = [f"{SHORT[a]} {view['sides'][a]}" for a in range(6) if view["holders"][a] == seat]
        return [
            ("Hand", str(view["hand_sizes"][seat]), "Cards in hand"),
            ("Penalty", str(view["penalty_sizes"][seat]), "Cards in the Penalty pile: −1 point each"),
            ("Visible", visible, tip),
            ("Powers", ", ".join(held) or "–", "Power cards held" + (": " + ", ".join(held) if held else "")),
        ]

    def heading(self, view):
        if view.get("over"):
            return "game over"
        end = view.get("end")
        if end == "round":
            return "last round"
        if end == "last":
            return "last turns, no drawing"
        return f"{view['n']} players"

    def options_summary(self, options):
        powers = {"random": "random power sides", "A": "powers A", "B": "powers B", "custom": "chosen power sides"}
        return f"{options.get('players', 3)} players, {powers.get(options.get('powers'), 'random power sides')}"

    def end_note(self, view):
        tokens = view["tokens"]
        where = ", ".join(f"{ANIMALS[a]} {LANDSCAPE[tokens[a]]}" for a in range(6))
        return f"Tokens at the end: {where}. Cards left in hand score nothing; every Personal pile is shown in full on the board."
