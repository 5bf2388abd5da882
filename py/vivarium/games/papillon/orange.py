"""Papillon, the orange round (shared/rules/papillon.md, "Orange round"): shed your hand onto
four sequences grown from a plate of two cards; lowest score wins. Pure Python, called by
:class:`.rules.Papillon` whenever ``state["round"] == "orange"``; the layout and the placement
rules are in :mod:`.sequences`.

**Cards.** The orange deck is ids ``58..115`` (``face(card) = card % 58``); the blue deck
``0..57`` is the draw pile. Both decks' cards are played in this round (a card drawn from the
pile is played like any other), so two copies of a face can meet.

**State** (keys added to the shared frame of :mod:`.rules`; ``round`` is "orange"):

- ``deck``: the draw pile, top first: the blue deck shuffled, with the leftover face-down
  orange cards on top (3 players: 2, 5 players: 1);
- ``odeck``: the orange cards not dealt yet (their order is hidden);
- ``plate``: two plate piles, ``[[card, value], ...]`` (the plate card first);
- ``seqs``: four sequences, ``[[card, value], ...]`` bottom first (``sequences.SEQS`` names
  them: upper-left, lower-left, upper-right, lower-right);
- ``signs``: four stacks of sign cards (the last governs); ``centre``: the centre stack;
- ``played``: cards laid in the current turn (0 or 1; a turn is over after two);
  ``drew``: whether the player drew their one card this turn; ``passes``: consecutive passes
  (all players in turn: Apocalypse);
- ``cat``: None, or a Chat Noir waiting for its victim: ``{"by": seat, "count": how many Chat
  Noirs that turn, "victim": seat or None while the Chat Noir's turn goes on, "stage":
  "pending" (its turn goes on), "before" (the victim must draw 3 or answer), "drawn" (the
  victim drew and found a Papillon: laying a Papillon now answers)}``; ``cat_found``
  (hidden, in the victim's view only): whether a Papillon was among the cards drawn;
- ``deal_points``: deal penalties per seat; ``deals``: one entry a finished deal ``{"deal",
  "seat" (who went out), "points", "last"}``; ``carnage``: None or ``{"deal", "cards": per
  seat}``; ``apocalypse``: bool;
- ``events``: what the last action set off by itself (draws, Carnage, the end of a deal, the
  next deal, the end of the round), for the log and the screen: ``{"kind": "draw", "seat",
  "count", "wanted", "why": "chat" | "answer" | "papillon" | "draw" | "deal end"}``,
  ``{"kind": "carnage", "cards"}``, ``{"kind": "deal_end", "seat", "points", "last"}``,
  ``{"kind": "deal", "deal_no"}``, ``{"kind": "apocalypse"}``, ``{"kind": "round_end"}``;
- ``last``: the previous decision ``{"seat", "kind", "card", "spot", "value", "answer"}``.

**Actions** (one decision each; ``legal_actions`` lists exactly the legal ones):

- ``direction clockwise`` / ``direction anticlockwise``: the orange starter (lowest dice) sets
  the direction before the first deal (not asked at two players);
- ``place C on SPOT``: a family card, Yin (12) or Yang (13) on a plate card (``plate-left``,
  ``plate-right``) or a sequence (``upper-left`` ...), or the Chenille on a sequence, e.g.
  ``place 65 on upper-left``;
- ``place C as V on SPOT``: the Swiss knife as family value V (0-11), e.g.
  ``place 106 as 5 on plate-left``;
- ``sign C on SEQ``: Plus, Moins or Multiplier/Diviser in a sequence's sign slot, e.g.
  ``sign 49 on lower-right``;
- ``centre C``: the Chat Noir, the Papillon or the Chrysalide in the centre (a Papillon laid by
  the victim of a Chat Noir before drawing, or at once after finding one among the 3 drawn, is
  the answer);
- ``draw 3``: the victim of a Chat Noir takes their 3 cards (always asked, so that nobody learns
  whether the victim held a Papillon);
- ``draw``: nothing in hand can be laid: draw one card from the draw pile;
- ``pass``: nothing can be laid and the draw pile is empty.

The must-play rule lives in ``legal_actions``: while any card can be laid, only placements are
listed (no ``draw``, no ``pass``, no way to stop after one card when a second can be laid); a
turn ends by itself after two cards, after a Papillon, or when nothing more can be laid.
"""

import math

from .cards import CHAT, CHENILLE, CHRYSALIDE, COUTEAU, DECK_SIZE, MOINS, MULTDIV, PAPILLON, PLUS, YANG, YIN, face, name
from .common import DEALS, SEAT_NAMES, roll_off, roll_two
from .sequences import (CENTRE, KIND, PLACE_VALUE, PLATES, SEQ_INDEX, SEQS, SPOT_INDEX, SPOTS, card_text, fit_rule,
                        has_playable, parse, placements, spot_masks, spot_name)
from ...core import rng as rnglib

ORANGE_IDS = tuple(range(DECK_SIZE, 2 * DECK_SIZE))
BLUE_IDS = tuple(range(DECK_SIZE))
LEFTOVER = {2: 0, 3: 2, 4: 0, 5: 1}  # face-down orange cards put on the draw pile
DEAL_PENALTY, LAST_DEAL_PENALTY = 20, 30
CAT_DRAW, ANSWER_DRAW, FOUND_DRAW, PAPILLON_DRAW = 3, 6, 3, 3
DEAL_TRIES = 8  # determinization: deals tried to keep every seat's no_play fact


def is_orange(card):
    return card >= DECK_SIZE


# ---- the round's beginning --------------------------------------------------------------------
def prepare(state):
    """Begin the orange round on a mutable ``state``: the lowest dice roller (ties re-roll
    among the tied) becomes the round's starter; the blue cards become the draw pile; the
    layout is empty until the first deal. Returns whether the direction must be asked (not at
    two players, where it changes nothing)."""
    n = state["n"]
    dice = dict(state["dice"])
    rolls = dice["rolls"]
    low, rerolls, rng = roll_off(state["rng"], {s: rolls[s] for s in range(n)}, range(n), high=False)
    dice["low"], dice["low_rerolls"] = low, rerolls
    state["dice"] = dice
    state["rng"] = rng
    state["round"] = "orange"
    state["turn_no"] = state.get("turn_no", 0) + 1
    state["starter"] = low
    state["turn"] = low
    state["deck"] = list(BLUE_IDS)  # every blue card back, shuffled at the first deal
    state["table"] = []
    if state.get("piles") is not None:
        state["piles"] = [[] for _ in state["piles"]]
    state["odeck"] = list(ORANGE_IDS)
    state.update(plate=None, seqs=[[], [], [], []], signs=[[], [], [], []], centre=[], played=0, drew=False,
                 passes=0, cat=None, cat_found=False, deal_points=[0] * n, deals=[], carnage=None,
                 apocalypse=False, events=[], deal_no=0, last_capture=None, chat=None, no_play=[None] * n)
    return n != 2


def first_deal(state):
    """Shuffle both decks, turn up the plate (an Atout turned up goes back into the orange
    deck, which is shuffled again), put the leftover orange cards face down on the draw pile,
    deal the first hands."""
    rng = state["rng"]
    deck, rng = rnglib.shuffled(rng, state["deck"])
    odeck, rng = rnglib.shuffled(rng, state["odeck"])
    plate = []
    while len(plate) < 2:
        card = odeck.pop(0)
        if face(card) >= 48:
            odeck.append(card)
            odeck, rng = rnglib.shuffled(rng, odeck)
            continue
        plate.append([[card, face(card) % 12]])
    k = LEFTOVER[state["n"]]
    state["deck"] = odeck[:k] + deck
    state["odeck"] = odeck[k:]
    state["plate"] = plate
    state["rng"] = rng
    state["hands"] = [[] for _ in range(state["n"])]
    _deal(state)


def _deal(state):
    """Deal a full new hand to everybody from the orange cards left (players keep what they
    hold); the round's starter plays first."""
    n = state["n"]
    hand_size = DEALS[n][0]
    odeck = state["odeck"]
    for s in range(n):
        state["hands"][s] = sorted(state["hands"][s] + odeck[:hand_size])
        odeck = odeck[hand_size:]
    state["odeck"] = odeck
    state["deal_no"] += 1
    state["turn"] = state["starter"]
    state["played"] = 0
    state["drew"] = False
    state["passes"] = 0
    state["cat"] = None
    state["cat_found"] = False
    state["events"].append({"kind": "deal", "deal_no": state["deal_no"]})


# ---- legality -----------------------------------------------------------------------------------
def masks_of(state):
    return spot_masks(state["plate"], state["seqs"], state["signs"])


def legal(state):
    if state["phase"] == "direction":
        return ["direction clockwise", "direction anticlockwise"]
    seat = state["turn"]
    hand = state["hands"][seat]
    cat = state["cat"]
    if cat is not None and cat["victim"] == seat and cat["stage"] == "before":
        return ["draw 3"] + [f"centre {c}" for c in hand if c % DECK_SIZE == PAPILLON]
    out = placements(hand, masks_of(state))
    if out:
        return out
    if state["played"] == 0 and not state["drew"]:
        return ["draw"] if state["deck"] else ["pass"]
    return []  # not reached: such a turn is over by itself


def playable_example(state, seat=None):
    """``(card, spot, value)`` of a placement ``seat`` could make now (the first in hand
    order), or None. ``spot`` is a spot name, ``"sign"`` (any sign slot) or ``"centre"``."""
    seat = state["turn"] if seat is None else seat
    masks = masks_of(state)
    for c in state["hands"][seat]:
        acts = placements([c], masks)
        if acts:
            p = parse(acts[0])
            return c, "sign" if p["verb"] == "sign" else p["spot"], p["value"]
    return None


def must_play_sentence(state, seat=None):
    """"You can play the 7 of Formes on the upper-left sequence, so you must." (None when no
    card can be laid)."""
    ex = playable_example(state, seat)
    if ex is None:
        return None
    card, spot, value = ex
    if spot == "sign":
        where = "in a sign slot"
    elif spot == CENTRE:
        where = "in the centre"
    else:
        where = "on " + spot_name(spot)
    second = " a second card" if state["played"] else ""
    return f"You can play {card_text(card, value)} {where}, so you must{' play' + second if second else ''}."


def explain(state, action):
    """A sentence saying why ``action`` is not legal now (orange round, play phase)."""
    seat = state["turn"]
    who = SEAT_NAMES[seat]
    if state["phase"] == "direction":
        return (f"First {who}, who rolled lowest, chooses the direction of play for the orange round "
                "(“direction clockwise” or “direction anticlockwise”).")
    hand = state["hands"][seat]
    cat = state["cat"]
    words = action.split()
    verb = words[0] if words else ""
    if cat is not None and cat["victim"] == seat and cat["stage"] == "before":
        if verb == "centre" and len(words) == 2 and words[1].isdigit() and int(words[1]) in hand:
            return "Only the Papillon answers the Chat Noir: draw 3 (“draw 3”) or lay a Papillon."
        return (f"{SEAT_NAMES[cat['by']]} laid the Chat Noir: first draw 3 (“draw 3”)"
                + (" or answer with the Papillon (“centre " + str(next(c for c in hand if face(c) == PAPILLON)) + "”)."
                   if any(face(c) == PAPILLON for c in hand) else "."))
    sentence = must_play_sentence(state)
    if verb in ("partner", "partners", "direction"):
        return "The sides and the direction were settled before the deal: now play a card."
    if action == "draw 3":
        return "Only the victim of a Chat Noir draws 3, at the start of their turn."
    if action == "draw":
        if sentence:
            return sentence
        if state["played"] or state["drew"]:
            return "You may draw only once, at the start of your turn, when no card can be played."
        return "The draw pile is empty: you pass (“pass”)."
    if action == "pass":
        if sentence:
            return sentence
        if state["deck"]:
            return "No card can be played: draw one from the draw pile (“draw”)."
        return "“pass” is not a legal move now."
    p = parse(action)
    if p is None:
        return f"“{action}” is not a move in the orange round."
    card, spot, value = p["card"], p["spot"], p["value"]
    if card not in hand:
        return "You do not hold that card."
    f = face(card)
    kind = KIND[f]
    text = card_text(card)
    if verb == "centre" and kind != "centre":
        return "Only the Chat Noir, the Papillon and the Chrysalide go in the centre."
    if kind == "centre" and verb != "centre":
        return f"{_cap(text)} goes in the centre (“centre {card}”)."
    if verb == "sign" and kind != "sign":
        return "Only a sign (Plus, Moins, Multiplier/Diviser) goes in a sign slot."
    if kind == "sign" and verb != "sign":
        return f"{_cap(text)} is a sign: it goes in a sequence's sign slot (“sign {card} on {SEQS[0]}”)."
    if kind == "chenille" and spot in PLATES:
        return "The Chenille goes on a sequence, not on a plate card."
    if kind == "knife":
        if len(words) != 6:
            return f"Say which value the Couteau Suisse stands for: “place {card} as 5 on {spot}”."
        if not 0 <= value <= 11:
            return "The Couteau Suisse stands for a family value, 0 to 11."
    elif len(words) != 4:
        return f"Only the Couteau Suisse is played “as” a value: “place {card} on {spot}”."
    if spot in SPOT_INDEX:
        return f"{_cap(card_text(card, value))} does not fit there: {fit_rule(state['plate'], state['seqs'], state['signs'], spot)}."
    return f"“{action}” is not a legal move now."


def spots_for_card(legal_actions, card):
    """For the interface: every spot where ``card`` may go now, from the legal actions:
    ``[{"spot": name | "centre", "sign": bool, "value": int | None, "action": str}]`` (the
    Swiss knife lists one entry per value and spot)."""
    out = []
    for a in legal_actions:
        p = parse(a)
        if p is None or p["card"] != card:
            continue
        out.append({"spot": p["spot"], "sign": p["verb"] == "sign", "value": p["value"], "action": a})
    return out


# ---- transitions --------------------------------------------------------------------------------
def copy_state(state):
    new = dict(state)
    new["hands"] = [list(h) for h in state["hands"]]
    new["deck"] = list(state["deck"])
    new["odeck"] = list(state["odeck"])
    if state["plate"] is not None:
        new["plate"] = [list(p) for p in state["plate"]]
    new["seqs"] = [list(s) for s in state["seqs"]]
    new["signs"] = [list(s) for s in state["signs"]]
    new["centre"] = list(state["centre"])
    new["deal_points"] = list(state["deal_points"])
    new["deals"] = list(state["deals"])
    new["cat"] = dict(state["cat"]) if state["cat"] is not None else None
    new["results"] = dict(state["results"])
    new["events"] = []
    new["no_play"] = [list(f) if f else None for f in state.get("no_play") or [None] * state["n"]]
    return new


def next_state(state, action):
    new = copy_state(state)
    seat = state["turn"]
    if action.startswith("direction"):
        new["direction"] = 1 if action == "direction clockwise" else -1
        new["last"] = {"seat": seat, "kind": "direction", "direction": new["direction"]}
        new["turn_no"] = state["turn_no"] + 1
        first_deal(new)
        new["phase"] = "play"
        return new
    hand = new["hands"][seat]
    cat = new["cat"]
    last = {"seat": seat, "kind": action.split(" ", 1)[0], "card": None, "spot": None, "value": None, "answer": False}
    new["last"] = last
    if action == "draw 3":
        drawn = _draw(new, seat, CAT_DRAW * cat["count"], "chat")
        found = any(c % DECK_SIZE == PAPILLON for c in drawn)
        new["cat_found"] = found
        if found:
            cat["stage"] = "drawn"
        else:
            new["cat"] = None
        return new  # the victim then plays normally (a draw or a pass is always possible)
    victim_acting = cat is not None and cat["victim"] == seat
    if victim_acting:
        new["cat"] = None  # the answer's moment is now or never
        new["cat_found"] = False
    if action == "draw":
        new["drew"] = True
        _draw(new, seat, 1, "draw")
        masks = masks_of(new)
        stuck = not has_playable(hand, masks)
        # nothing could be laid before the draw; if the card drawn cannot be laid either,
        # nothing in the hand can now
        _note_stuck(new, seat, masks, len(hand) if stuck else len(state["hands"][seat]))
        if stuck:
            _end_turn(new, seat)
        return new
    if action == "pass":
        _note_stuck(new, seat, masks_of(new), len(hand))
        new["passes"] = state["passes"] + 1
        if new["passes"] >= new["n"]:
            new["apocalypse"] = True
            new["events"].append({"kind": "apocalypse"})
            end_round(new)
        else:
            _end_turn(new, seat)
        return new
    p = parse(action)
    card, spot, value = p["card"], p["spot"], p["value"]
    hand.remove(card)
    _note_shown(new, seat, card)
    last.update(card=card, spot=spot, value=value)
    new["passes"] = 0
    f = card % DECK_SIZE
    if p["verb"] == "centre":
        new["centre"].append(card)
        if f == PAPILLON:
            answer = victim_acting and (cat["stage"] == "before" or (state["cat_found"] and state["played"] == 0))
            if answer:
                last["answer"] = True
                k = (ANSWER_DRAW if cat["stage"] == "before" else FOUND_DRAW) * cat["count"]
                _draw(new, cat["by"], k, "answer")
            else:
                _draw(new, seat, PAPILLON_DRAW, "papillon")
            # a Papillon ends the turn; [decision] if it leaves its player with no card (the
            # draw pile could not give any), that player has gone out
            if not hand:
                _end_deal(new, seat)
            else:
                _end_turn(new, seat)
            return new
        if f == CHAT:
            pending = new["cat"]
            if pending is not None and pending["by"] == seat and pending["victim"] is None:
                pending["count"] += 1  # [decision] two Chat Noirs in one turn: the victim draws 3 each
            else:
                new["cat"] = {"by": seat, "count": 1, "victim": None, "stage": "pending"}
        elif f == CHRYSALIDE:
            new["direction"] = -new["direction"]
    elif p["verb"] == "sign":
        new["signs"][SEQ_INDEX[spot]].append(card)
    else:
        k = SPOT_INDEX[spot]
        if k < 2:
            new["plate"][k].append([card, value])
        else:
            new["seqs"][k - 2].append([card, value])
    new["played"] = state["played"] + 1
    if not hand:
        _end_deal(new, seat)
    elif new["played"] >= 2:
        _end_turn(new, seat)
    else:
        masks = masks_of(new)
        if not has_playable(hand, masks):
            _note_stuck(new, seat, masks, len(hand))
            _end_turn(new, seat)
    return new


# ---- what a stuck hand tells ----------------------------------------------------------------
# A card that can be laid must be laid (and every Atout but Yin and Yang always can), all in
# view. So when a player draws, passes, or stops after one card, everybody learns that every
# card then in that hand was a family card, Yin or Yang whose value fitted no spot. The
# layout's values at that moment are one bit mask (``union``: the values some spot accepts);
# ``state["no_play"][seat]`` keeps the seat's latest such fact, ``[union, count]``: at least
# ``count`` cards of its hand are still of those it held then. A card the seat lays later that
# fits ``union``'s complement may have been one of them (count − 1); any other card it lays was
# drawn since. Draws add unknown cards and change nothing. Determinizations deal accordingly.

def _note_stuck(state, seat, masks, count):
    union = masks[0] | masks[1] | masks[2] | masks[3] | masks[4] | masks[5]
    state["no_play"][seat] = [union, count] if count > 0 else None


def _note_shown(state, seat, card):
    fact = state["no_play"][seat]
    if fact is not None and _stuck_card(card, fact[0]):
        fact[1] -= 1
        if fact[1] <= 0:
            state["no_play"][seat] = None


def _stuck_card(card, union):
    """Whether ``card`` could have stayed in a hand that could lay nothing on a layout whose
    spots accept the values of ``union``."""
    v = PLACE_VALUE[card % DECK_SIZE]
    return v is not None and not union >> v & 1


def _next_seat(state, seat):
    order = state["order"]
    return order[(order.index(seat) + state["direction"]) % len(order)]


def _seats_from_starter(state):
    order = state["order"]
    i = order.index(state["starter"])
    d = state["direction"]
    return [order[(i + k * d) % len(order)] for k in range(len(order))]


def _draw(state, seat, k, why):
    """``seat`` draws up to ``k`` cards from the top of the draw pile (Carnage the moment the
    last one is taken); returns the cards drawn."""
    deck = state["deck"]
    hand = state["hands"][seat]
    take = deck[:k]
    del deck[:k]
    hand += take
    hand.sort()
    state["events"].append({"kind": "draw", "seat": seat, "count": len(take), "wanted": k, "why": why})
    if take and not deck and state["odeck"]:
        _carnage(state)
    return take


def _carnage(state):
    """Carnage: the draw pile is used up; every orange card not dealt yet is dealt at once, one
    at a time in turn order from the round's starter; that deal is the last."""
    odeck = state["odeck"]
    seats = _seats_from_starter(state)
    got = [0] * state["n"]
    hands = state["hands"]
    for i, card in enumerate(odeck):
        s = seats[i % len(seats)]
        hands[s].append(card)
        got[s] += 1
    for s in range(state["n"]):
        if got[s]:
            hands[s].sort()
    state["odeck"] = []
    state["carnage"] = {"deal": state["deal_no"], "cards": got}
    state["events"].append({"kind": "carnage", "cards": got})


def _end_turn(state, seat):
    nxt = _next_seat(state, seat)
    cat = state["cat"]
    if cat is not None and cat["victim"] is None:
        # [decision] the victim is the player whose turn comes next (after a Chrysalide laid
        # in the same turn, the one in the new direction)
        cat["victim"] = nxt
        cat["stage"] = "before"
    state["turn"] = nxt
    state["played"] = 0
    state["drew"] = False
    state["turn_no"] += 1


def _end_deal(state, seat):
    """``seat`` has laid every card: a Chat Noir still waiting makes its victim draw first,
    then the players of the other sides score the deal penalty (+30 in the last deal, +20
    before it) and the next deal comes, or the round ends."""
    cat = state["cat"]
    if cat is not None and cat["victim"] is None:
        victim = _next_seat(state, seat)
        _draw(state, victim, CAT_DRAW * cat["count"], "deal end")
    state["cat"] = None
    state["cat_found"] = False
    is_last = not state["odeck"]
    points = LAST_DEAL_PENALTY if is_last else DEAL_PENALTY
    side = state["side_of"][seat]
    for s in range(state["n"]):
        if state["side_of"][s] != side:
            state["deal_points"][s] += points
    state["deals"].append({"deal": state["deal_no"], "seat": seat, "points": points, "last": is_last})
    state["events"].append({"kind": "deal_end", "seat": seat, "points": points, "last": is_last})
    state["turn_no"] += 1
    if is_last:
        end_round(state)
    else:
        _deal(state)


# ---- scoring ------------------------------------------------------------------------------------
HAND_POINTS = {CHAT: 22, CHRYSALIDE: 0, CHENILLE: 1, PLUS: 0, MOINS: 0, MULTDIV: 0, YIN: 12, YANG: 13, PAPILLON: 0}


def card_points(card):
    """Hand points of a card left in hand, the Swiss knife (dice) and the Papillon (its draw)
    apart: family cards their number, Yin 12, Yang 13, Chat Noir 22, Chenille 1, the rest 0."""
    f = card % DECK_SIZE
    return f % 12 if f < 48 else HAND_POINTS.get(f, 0)


def _score_card(state, card, lines, from_papillon=False):
    f = card % DECK_SIZE
    if f == COUTEAU:
        dice, state["rng"] = roll_two(state["rng"])
        lines.append({"card": card, "points": sum(dice), "how": "dice", "dice": dice})
    elif f == PAPILLON and not from_papillon:
        deck = state["deck"]
        take = deck[:PAPILLON_DRAW]
        del deck[:PAPILLON_DRAW]
        lines.append({"card": card, "points": 0, "how": "papillon", "drew": take})
        return take
    else:
        lines.append({"card": card, "points": card_points(card), "how": "papillon draw" if from_papillon else "value"})
    return []


def end_round(state):
    """Orange scoring: each player's deal penalties plus the points of the cards left in hand
    (a Swiss knife is a fresh roll of two dice; [decision] a Papillon counts 0 but first draws
    3 from the pile, which add their values, a Papillon drawn so counting 0 and drawing
    nothing). Players are scored in turn order from the round's starter."""
    n = state["n"]
    detail = [None] * n
    for s in _seats_from_starter(state):
        hand = state["hands"][s]
        lines = []
        extra = []
        for card in list(hand):
            got = _score_card(state, card, lines)
            for d in got:
                _score_card(state, d, lines, from_papillon=True)
            extra += got
        if extra:
            state["hands"][s] = sorted(hand + extra)
        detail[s] = lines
    hand_points = [sum(x["points"] for x in detail[s]) for s in range(n)]
    totals = [state["deal_points"][s] + hand_points[s] for s in range(n)]
    sides = state["sides"]
    k = len(sides)

    def per_side(values):
        return [sum(values[s] for s in side) for side in sides]

    lines = []
    for d in state["deals"]:
        values = [0 if i == state["side_of"][d["seat"]] else d["points"] * len(sides[i]) for i in range(k)]
        label = f"Deal {d['deal']}: {SEAT_NAMES[d['seat']]} went out (+{d['points']} each)"
        lines.append({"key": f"deal{d['deal']}", "label": label, "values": values})
    for s in range(n):
        values = [hand_points[s] if state["side_of"][s] == i else 0 for i in range(k)]
        lines.append({"key": f"hand{s}", "label": f"{SEAT_NAMES[s]}'s cards left in hand", "values": values})
    result = {
        "deals": list(state["deals"]),
        "deal_points": list(state["deal_points"]),
        "hands": detail,
        "hand_points": hand_points,
        "totals": totals,
        "side_totals": per_side(totals),
        "lines": lines,
        "apocalypse": state["apocalypse"],
        "carnage": state["carnage"],
    }
    results = dict(state["results"], orange=result)
    blue = results.get("blue")
    if blue is not None:
        results["game"] = {"blue": list(blue["totals"]), "orange": result["side_totals"],
                           "totals": [b - o for b, o in zip(blue["totals"], result["side_totals"])]}
    state["results"] = results
    state["events"].append({"kind": "round_end"})
    state["over"] = True
    state["phase"] = "over"


# ---- information --------------------------------------------------------------------------------
HIDDEN_KEYS = ("hands", "deck", "odeck", "rng", "cat_found")


def view(state, seat):
    """The orange round as ``seat`` sees it (None: a spectator): its own hand; of the others,
    hand sizes and how many blue- and orange-backed cards each holds (the backs show); the draw
    pile's size and how many face-down orange cards lie on top of it; how many orange cards are
    still to deal; everything on the layout; ``cat_found`` only for the Chat Noir's victim."""
    out = {k: v for k, v in state.items() if k not in HIDDEN_KEYS}
    out["seat"] = seat
    hands = state["hands"]
    out["hand"] = list(hands[seat]) if seat is not None else None
    out["hand_sizes"] = [len(h) for h in hands]
    backs = []
    for h in hands:
        o = sum(1 for c in h if c >= DECK_SIZE)
        backs.append([len(h) - o, o])
    out["hand_backs"] = backs
    out["deck_size"] = len(state["deck"])
    out["deck_orange"] = sum(1 for c in state["deck"] if c >= DECK_SIZE)
    out["odeck_size"] = len(state["odeck"])
    cat = state["cat"]
    out["cat_found"] = state["cat_found"] if (cat is not None and seat is not None and cat["victim"] == seat) else None
    return out


VIEW_ONLY = ("seat", "hand", "hand_sizes", "hand_backs", "deck_size", "deck_orange", "odeck_size", "cat_found")


def determinize(view, rng_state):
    """A full state consistent with ``view``: the unseen blue cards dealt at random into the
    other hands (as many blue-backed cards as each holds) and the draw pile, the unseen orange
    cards into the other hands, the face-down top of the draw pile and the orange cards not
    dealt yet."""
    seat = view["seat"]
    n = view["n"]
    state = {k: v for k, v in view.items() if k not in VIEW_ONLY}
    seen = [c for pile in (view["plate"] or []) for c, _v in pile]
    seen += [c for seq in view["seqs"] for c, _v in seq]
    seen += [c for stack in view["signs"] for c in stack]
    seen += view["centre"]
    if seat is not None:
        seen += view["hand"]
    seen_set = set(seen)
    blue_pool = [c for c in BLUE_IDS if c not in seen_set]
    orange_pool = [c for c in ORANGE_IDS if c not in seen_set]
    unknown = [s for s in range(n) if s != seat]
    blue_piles, orange_piles, rng_state = _deal_hidden(view, unknown, blue_pool, orange_pool, rng_state)
    hands = [None] * n
    for i, s in enumerate(unknown):
        hands[s] = blue_piles[i] + orange_piles[i]
    cat = view["cat"]
    found = False
    if seat is not None and cat is not None and cat["victim"] == seat:
        found = view["cat_found"]
    elif cat is not None and cat["stage"] == "drawn" and cat["victim"] in unknown:
        # whether the victim found a Papillon in its draw: as in the sample, the first 3 drawn
        sample = hands[cat["victim"]]
        found = any(c % DECK_SIZE == PAPILLON for c in sample[:3])
    for s in unknown:
        hands[s] = sorted(hands[s])
    if seat is not None:
        hands[seat] = list(view["hand"])
    state["hands"] = hands
    state["deck"] = orange_piles[-2] + blue_piles[-1]
    state["odeck"] = orange_piles[-1]
    state["cat_found"] = found
    state["rng"] = rnglib.next_u64(rng_state)[1]
    return state


# ---- bots ---------------------------------------------------------------------------------------
# The evaluation projects each side's orange score: the deal penalties so far, what its hands
# are likely to cost, and the deal penalty of the current deal weighted by how likely a player
# of another side is to go out first (a race on the hand sizes, the player to move ahead). In
# the full game the blue score is added, and the difference is squashed smoothly (no clipping:
# a blue lead or deficit larger than the scale must not flatten every orange choice).
RACE = 1.2  # how sharply the race favours the shorter hand, per turn still needed (fitted on
ORDER = 1.0  # Greedy's games: 4 players, 200 games), and the head start of the next to play
CARD_COST = 1.5  # per card in hand, besides its points
CARRY_COST = 2.0  # more per card before the last deal: it is carried into the next one
SCALE = 70.0  # the score difference worth tanh(1) ~ 0.76


def _deal_hidden(view, unknown, blue_pool, orange_pool, rng_state):
    """The unseen cards dealt: ``(blue piles, orange piles, rng_state)``, a pile per seat of
    ``unknown`` (as many blue- and orange-backed cards as it holds), then the draw pile's blue
    part, and the face-down orange cards on the pile and those still to deal. A seat with a
    ``no_play`` fact (see :func:`_note_stuck`) gets at least that many cards that fit nowhere
    then, in random places among its backs; the rest is dealt at random."""
    backs = view["hand_backs"]
    facts = view.get("no_play") or [None] * view["n"]
    cat = view["cat"]
    # (a victim who found a Papillon is left out: its sample's first 3 cards are the draw)
    bound = [s for s in unknown if facts[s] and not (cat is not None and cat["victim"] == s and cat["stage"] == "drawn")]
    for _ in range(DEAL_TRIES):
        blue, rng_state = rnglib.shuffled(rng_state, blue_pool)
        orange, rng_state = rnglib.shuffled(rng_state, orange_pool)
        fixed = {}
        for s in bound:
            union, count = facts[s]
            b, o = backs[s]
            slots, rng_state = rnglib.shuffled(rng_state, [0] * b + [1] * o)
            need_b = slots[:count].count(0)
            need_o = min(count, b + o) - need_b
            got_b = [c for c in blue if _stuck_card(c, union)][:need_b]
            got_o = [c for c in orange if _stuck_card(c, union)][:need_o]
            if len(got_b) < need_b or len(got_o) < need_o:
                break  # an earlier seat took the cards this one needs: deal again
            taken = set(got_b) | set(got_o)
            got_b += [c for c in blue if c not in taken][:b - need_b]
            got_o += [c for c in orange if c not in taken][:o - need_o]
            taken.update(got_b, got_o)
            blue = [c for c in blue if c not in taken]
            orange = [c for c in orange if c not in taken]
            fixed[s] = (got_b, got_o)
        else:
            break
    else:
        # no deal kept every fact: the last one keeps those it could (the others are random)
        for s in fixed:
            blue_pool = [c for c in blue_pool if c not in fixed[s][0]]
            orange_pool = [c for c in orange_pool if c not in fixed[s][1]]
        blue, rng_state = rnglib.shuffled(rng_state, blue_pool)
        orange, rng_state = rnglib.shuffled(rng_state, orange_pool)
    blue_piles, orange_piles = [], []
    for s in unknown:
        if s in fixed:
            blue_piles.append(fixed[s][0])
            orange_piles.append(fixed[s][1])
        else:
            b, o = backs[s]
            blue_piles.append(blue[:b])
            orange_piles.append(orange[:o])
            blue, orange = blue[b:], orange[o:]
    deck_orange = view["deck_orange"]
    blue_piles.append(blue)
    orange_piles += [orange[:deck_orange], orange[deck_orange:]]
    return blue_piles, orange_piles, rng_state


def _card_cost(f):
    """Expected hand points of a card left in hand (the Swiss knife below its dice average 7,
    as it is easy to lay; the Papillon's three draws)."""
    if f == COUTEAU:
        return 5.0
    if f == PAPILLON:
        return 12.0
    return card_points(f)


CARD_COSTS = tuple(_card_cost(f) for f in range(DECK_SIZE))


def going_out(state):
    """Each seat's chance of being the first to lay its last card in this deal: a softmin on
    the turns it still needs (two cards a turn; later in turn order counts a fraction)."""
    n = state["n"]
    hands = state["hands"]
    order = state["order"]
    d = state["direction"] or 1
    i0 = order.index(state["turn"])
    weights = [0.0] * n
    total = 0.0
    for k in range(n):
        s = order[(i0 + k * d) % n]
        cards = len(hands[s]) + (state["played"] if k == 0 else 0)
        w = weights[s] = math.exp(-RACE * (cards * 0.5 + ORDER * k / n))
        total += w
    return [w / total for w in weights]


def projected(state):
    """Each side's projected orange score (see above)."""
    hands = state["hands"]
    side_of = state["side_of"]
    last = not state["odeck"]
    penalty = LAST_DEAL_PENALTY if last else DEAL_PENALTY
    per_card = CARD_COST if last else CARD_COST + CARRY_COST
    first = going_out(state)
    out = []
    for i, side in enumerate(state["sides"]):
        cost = 0.0
        for s in side:
            hand = hands[s]
            cost += state["deal_points"][s] + per_card * len(hand)
            for c in hand:
                cost += CARD_COSTS[c % DECK_SIZE]
        threat = 0.0
        for s, p in enumerate(first):
            if side_of[s] != i:
                threat += p
        out.append(cost + penalty * len(side) * threat)
    return out


_memo = [None, None]  # the last state evaluated and its values (the search asks once per seat)


def evaluate(state, seat):
    if _memo[0] is state:
        values = _memo[1]
    else:
        proj = projected(state)
        blue = (state["results"].get("blue") or {}).get("totals")
        values = [(blue[i] if blue else 0) - proj[i] for i in range(len(proj))]
        _memo[0], _memo[1] = state, values
    mine = state["side_of"][seat]
    best_other = max(v for i, v in enumerate(values) if i != mine)
    return 0.95 * math.tanh((values[mine] - best_other) / SCALE)


def rollout_action(state, actions, rng):
    """Playouts play like a quick Greedy: answer a Chat Noir with the Papillon, lay the Chat
    Noir on a player of another side, keep the Papillon, and shed the costliest card first,
    keeping the cards that can always be laid (Atouts) for later; some randomness."""
    if len(actions) == 1:
        return actions[0]
    if actions[0] == "draw 3":
        return actions[1]  # the Papillon answers the Chat Noir
    if rng.random() < 0.1:
        return actions[rng.randrange(len(actions))]
    seat = state["turn"]
    cat = state["cat"]
    answer = cat is not None and cat["victim"] == seat and state["cat_found"] and not state["played"]
    hostile = state["side_of"][_next_seat(state, seat)] != state["side_of"][seat]
    best, best_score = [], None
    for a in actions:
        f = int(a.split(" ", 2)[1]) % DECK_SIZE
        score = ROLLOUT_SCORE[f]
        if f == CHAT and not hostile:
            score = -10
        elif f == PAPILLON and answer:
            return a  # the Papillon found among the 3 drawn: the Chat Noir's player draws 3
        if best_score is None or score > best_score:
            best, best_score = [a], score
        elif score == best_score:
            best.append(a)
    return best[rng.randrange(len(best))] if len(best) > 1 else best[0]


def _rollout_score(f):
    if f == PAPILLON:
        return -20
    if f == CHAT:
        return 40
    if f == COUTEAU:
        return 0.5  # always playable: keep it
    if f < 48 or f in (YIN, YANG):
        return card_points(f) + 1  # a card that may not fit later
    return 0  # signs, Chenille, Chrysalide: always playable


ROLLOUT_SCORE = tuple(_rollout_score(f) for f in range(DECK_SIZE))


# ---- log ----------------------------------------------------------------------------------------
def describe(state, action, after):
    seat = state["turn"]
    who = SEAT_NAMES[seat]
    last = after.get("last") or {}
    if action.startswith("direction"):
        text = f"{who} chooses to play {action.split()[1]} in the orange round"
    elif action == "draw 3":
        text = f"{who} draws 3 (Chat Noir)"
        count = next((e["count"] for e in after["events"] if e["kind"] == "draw"), 0)
        wanted = next((e["wanted"] for e in after["events"] if e["kind"] == "draw"), 3)
        if wanted != 3:
            text = f"{who} draws {wanted} (Chat Noir ×{wanted // 3})"
        if count < wanted:
            text += f", gets {count} (the draw pile ran out)"
        return text + _consequences(after, skip_first_draw=True) + "."
    elif action == "draw":
        text = f"{who} cannot play and draws a card"
        return text + _consequences(after, skip_first_draw=True) + "."
    elif action == "pass":
        text = f"{who} cannot play and the draw pile is empty: passes"
    else:
        p = parse(action)
        card, spot, value = p["card"], p["spot"], p["value"]
        f = face(card)
        if p["verb"] == "sign":
            text = f"{who} lays {name(card)} by {spot_name(spot)}: it governs that sequence now"
        elif p["verb"] == "centre":
            if f == CHAT:
                text = f"{who} lays the Chat Noir in the centre: the next player draws 3"
            elif f == CHRYSALIDE:
                way = "clockwise" if after["direction"] == 1 else "anticlockwise"
                text = f"{who} lays the Chrysalide in the centre: play now goes {way}"
            elif last.get("answer"):
                by = state["cat"]["by"]
                k = next((e["wanted"] for e in after["events"] if e["kind"] == "draw"), 0)
                text = f"{who} answers the Chat Noir with the Papillon: {SEAT_NAMES[by]} draws {k}"
                return text + _consequences(after, skip_first_draw=True) + "."
            else:
                got = next((e["count"] for e in after["events"] if e["kind"] == "draw"), 0)
                drew = "draws 3" if got == 3 else f"draws {got} (the draw pile ran out)"
                text = f"{who} lays the Papillon in the centre, {drew} and ends the turn"
                return text + _consequences(after, skip_first_draw=True) + "."
        elif f == CHENILLE:
            text = f"{who} lays the Chenille on {spot_name(spot)}: its top counts 1 now"
        else:
            text = f"{who} lays {card_text(card, value)} on {spot_name(spot)}"
    return text + _consequences(after) + "."


def _consequences(after, skip_first_draw=False):
    out = []
    skipped = not skip_first_draw
    for e in after["events"]:
        kind = e["kind"]
        if kind == "draw":
            if not skipped:
                skipped = True
                continue
            who = SEAT_NAMES[e["seat"]]
            if e["why"] == "deal end":
                out.append(f"the Chat Noir still makes {who} draw {e['wanted']}")
            elif e["count"] < e["wanted"]:
                out.append(f"{who} draws {e['count']} of {e['wanted']} (the draw pile ran out)")
            else:
                out.append(f"{who} draws {e['count']}")
        elif kind == "carnage":
            got = ", ".join(f"{SEAT_NAMES[s]} {k}" for s, k in enumerate(e["cards"]) if k)
            out.append(f"the draw pile is empty: Carnage! every orange card left is dealt ({got}); this deal is the last")
        elif kind == "deal_end":
            out.append(f"{SEAT_NAMES[e['seat']]} has laid every card: the other sides' players score +{e['points']}"
                       + (" (last deal)" if e["last"] else ""))
        elif kind == "deal":
            size = DEALS[after["n"]][0]
            what = f"{size} cards each, two plate cards turned up" if e["deal_no"] == 1 else f"{size} more cards each"
            out.append(f"orange deal {e['deal_no']} of {DEALS[after['n']][2]}: {what}; "
                       f"{SEAT_NAMES[after['starter']]} starts")
        elif kind == "apocalypse":
            out.append("every player has passed with the draw pile empty: Apocalypse, the round ends")
        elif kind == "round_end":
            out.append("the orange round is over")
    return "".join("; " + x for x in out)


def _cap(text):
    return text[:1].upper() + text[1:]
