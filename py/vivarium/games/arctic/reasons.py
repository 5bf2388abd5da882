"""Arctic: why a seat might make a decision, in words (issue 39: hints and the analysis say why).

:func:`reasons` reads one seat's view only: its own hand, totem and Penalty pile, every
Personal pile as the table shows it, the River, the tokens and who holds which power. It names
the points a decision scores now and by which rule (a run, variety, the totem's Landscape card,
a Penalty card), the card it takes from the River and what it leaves the next player, and the
power used or kept.
"""

from ...i18n import msg
from .cards import (
    ANIMAL_OF,
    MOOSE,
    PUFFIN,
    WALRUS,
    COMPANION_OF,
    DRAW_OF,
    HAND_LIMIT,
    LANDSCAPE,
    PLACE_OF,
    animal_name,
    card_of,
    card_words,
    is_down,
    seat_name,
    token_moves,
    visible_card,
)
from .powers import prepare_options
from .scoring import pile_points


def _signed(n):
    """"+3 points", "−1 point" (a message)."""
    return msg("arctic.reason.gain" if n >= 0 else "arctic.reason.loss", n=abs(n))


def _top_run(pile):
    """The animal and length of the run on top of a pile (None, 0 when the top is face down)."""
    if not pile or is_down(pile[-1]):
        return None, 0
    animal = ANIMAL_OF[pile[-1]]
    length = 0
    for entry in reversed(pile):
        if is_down(entry) or ANIMAL_OF[entry] == animal:
            length += 1
        else:
            break
    return animal, length


def _place(view, seat, words):
    card = int(words[1])
    how = words[2] if len(words) == 3 else "top"
    t = view["t"]
    hand = view["hand"]
    pile = list(view["piles"][seat])
    if how == "down":
        new = pile[:-1] + [-1 - card] + pile[-1:]
    elif how == "bottom":
        new = [card] + pile
    else:
        new = pile + [card]
    out = []
    left = t["total"] - t["placed"]
    short = left - len(hand)
    if short > 0:
        out.append(msg("arctic.reason.short", n=short))
    (before, old_lengths), (after, lengths) = pile_points(pile), pile_points(new)
    animal = ANIMAL_OF[card]
    if after > before:
        grown = max(range(6), key=lambda a: (lengths[a] - old_lengths[a], a == animal))
        out.append(msg("arctic.reason.run", animal=animal_name(grown), n=lengths[grown], points=_signed(after - before)))
    elif how == "down":
        out.append(msg("arctic.reason.down"))
    elif how == "bottom":
        out.append(msg("arctic.reason.bottom", card=card_words(card)))
    else:
        top_animal, length = _top_run(pile)
        if top_animal == animal:
            out.append(msg("arctic.reason.continues", animal=animal_name(animal), n=length + 1))
        elif top_animal is not None and length >= 2:
            out.append(msg("arctic.reason.breaks", animal=animal_name(top_animal), n=length))
    last = left <= 1 or len(hand) == 1
    if last and how == "top":
        holder = view["holders"][animal]
        power = (msg("arctic.reason.power_yours", animal=animal_name(animal)) if holder == seat else
                 msg("arctic.reason.power_take", animal=animal_name(animal)) if holder is None else
                 msg("arctic.reason.power_from", animal=animal_name(animal), who=seat_name(holder)))
        if view["end"] == "last":
            out.append(msg("arctic.reason.on_top_last", power=power))
        else:
            out.append(msg("arctic.reason.on_top", power=power, draw=DRAW_OF[card], place=PLACE_OF[card]))
        totem = view["totem"]
        if totem in (animal, COMPANION_OF[card]):
            out.append(msg("arctic.reason.moves_totem", animal=animal_name(totem)))
    if not out:
        out.append(msg("arctic.reason.placed", card=card_words(card)))
    return out


def _tokens(view, seat, moved):
    """``moved``: {animal: new place}. The totem's points first, else the tokens' new places."""
    totem = view["totem"]
    tokens = view["tokens"]
    if totem in moved:
        value = LANDSCAPE[moved[totem]]
        return [msg("arctic.reason.totem", animal=animal_name(totem), value=value,
                    points=_signed(value - LANDSCAPE[tokens[totem]]))]
    parts = [msg("arctic.reason.token_to", animal=animal_name(a), value=LANDSCAPE[to]) for a, to in moved.items()]
    return [msg("arctic.reason.tokens", tokens=msg("list.all", items=parts))]


def _move(view, seat, words):
    card = visible_card(view, seat)
    main, comp = ANIMAL_OF[card], COMPANION_OF[card]
    m_to, c_to = token_moves(view["tokens"], main, comp)[words[1]]
    return _tokens(view, seat, {main: m_to, comp: c_to})


def _walrus(view, seat, words):
    if words[1] == "stay":
        return [msg("arctic.reason.walrus_stay")]
    card = visible_card(view, seat)
    animal = ANIMAL_OF[card] if view["sides"][WALRUS] == "A" else COMPANION_OF[card]
    to = view["tokens"][animal] + (-1 if words[1] == "left" else 1)
    return _tokens(view, seat, {animal: to})


def _next_seat(view, seat):
    return (seat + 1) % view["n"]


def _take(view, seat, words):
    hand = view["hand"]
    out = []
    if words[1] == "deck":
        out.append(msg("arctic.reason.take_deck"))
    elif words[1] == "penalty":
        out.append(msg("arctic.reason.take_penalty", animal=animal_name(ANIMAL_OF[int(words[2])])))
    else:
        card = int(words[1])
        animal = ANIMAL_OF[card]
        top = visible_card(view, seat)
        same = sum(1 for c in hand if ANIMAL_OF[c] == animal)
        if top is not None and ANIMAL_OF[top] == animal:
            out.append(msg("arctic.reason.take_run", animal=animal_name(animal), n=same + 1))
        elif same:
            out.append(msg("arctic.reason.take_pair", animal=animal_name(animal), n=same + 1))
        nxt = _next_seat(view, seat)
        theirs = view["piles"][nxt]
        their_top = theirs[-1] if theirs and not is_down(theirs[-1]) else None
        if nxt != seat and their_top is not None:
            their_animal = ANIMAL_OF[card_of(their_top)]
            if their_animal == animal:
                out.append(msg("arctic.reason.deny", who=seat_name(nxt), animal=animal_name(animal)))
            elif any(ANIMAL_OF[c] == their_animal for c in view["river"] if c != card):
                out.append(msg("arctic.reason.leaves", who=seat_name(nxt), animal=animal_name(their_animal)))
        if not out:
            out.append(msg("arctic.reason.take", card=card_words(card)))
    if len(hand) + 1 > HAND_LIMIT:
        out.append(msg("arctic.reason.over_limit", n=len(hand) + 1))
    return out


def _discard(view, seat, words):
    card = int(words[1])
    animal = ANIMAL_OF[card]
    out = [msg("arctic.reason.discard", card=card_words(card))]
    top = visible_card(view, seat)
    others = sum(1 for c in view["hand"] if c != card and ANIMAL_OF[c] == animal)
    if (top is None or ANIMAL_OF[top] != animal) and not others:
        out.append(msg("arctic.reason.discard_alone", animal=animal_name(animal)))
    return out


def _prepare(view, seat, words):
    verb = words[0]
    t = view["t"]
    top = visible_card(view, seat)
    value = PLACE_OF[top] if top is not None else 1
    if verb == "swap":
        hand_card, river_card = int(words[1]), int(words[2])
        out = [msg("arctic.reason.swap", card=card_words(hand_card), river=card_words(river_card))]
        if top is not None and ANIMAL_OF[river_card] == ANIMAL_OF[top] != ANIMAL_OF[hand_card]:
            out.append(msg("arctic.reason.take_run", animal=animal_name(ANIMAL_OF[top]),
                           n=1 + sum(1 for c in view["hand"] if ANIMAL_OF[c] == ANIMAL_OF[top])))
        return out
    if verb == "takeback":
        pile = view["piles"][seat]
        below = pile[-2] if len(pile) >= 2 else None
        place = PLACE_OF[below] if below is not None and not is_down(below) else 1
        return [msg("arctic.reason.takeback", n=place, was=value)]
    if verb == "moose":
        n = max(0, value + t["moose"] + (1 if words[1] == "+1" else -1))
        out = [msg("arctic.reason.moose_place", n=n, was=value)]
        if n > len(view["hand"]):
            out.append(msg("arctic.reason.short", n=n - len(view["hand"])))
        return out
    unused = prepare_options(view_state(view, seat), seat)
    powers = {"swap": PUFFIN, "takeback": PUFFIN, "moose": MOOSE}
    kept = sorted({powers[u] for u in unused})
    n = max(0, value + t["moose"])
    if kept:
        return [msg("arctic.reason.ready_kept", n=n, powers=msg("list.all", items=[animal_name(a) for a in kept]))]
    return [msg("arctic.reason.ready", n=n)]


def view_state(view, seat):
    """What :func:`.powers.prepare_options` reads, from the view (its own hand as ``hands``)."""
    hands = [[] for _ in range(view["n"])]
    hands[seat] = view["hand"]
    return {"t": view["t"], "sides": view["sides"], "hands": hands, "river": view["river"], "piles": view["piles"]}


def _plan(view, seat, words):
    n = int(words[1])
    out = [msg("arctic.reason.plan", n=n, was=view["t"]["plan"])]
    over = len(view["hand"]) + min(n, len(view["river"])) - HAND_LIMIT
    if over > 0:
        out.append(msg("arctic.reason.plan_over", n=over))
    return out


def _give(view, seat, words):
    if words[1] == "none":
        return [msg("arctic.reason.give_none")]
    return [msg("arctic.reason.give", who=seat_name(int(words[1])))]


_BY_VERB = {"place": _place, "move": _move, "walrus": _walrus, "take": _take, "discard": _discard,
            "swap": _prepare, "takeback": _prepare, "moose": _prepare, "ready": _prepare, "draw": _plan, "give": _give}


def reasons(view, seat, action):
    """One or two messages saying why ``seat`` might play ``action`` (see ``Game.reasons``)."""
    if view.get("hand") is None or view.get("over") or not isinstance(action, str):
        return []
    words = action.split()
    handler = _BY_VERB.get(words[0] if words else "")
    return handler(view, seat, words)[:2] if handler else []
