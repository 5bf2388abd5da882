"""Papillon, the blue round's hidden information: what a seat sees of the hidden cards, what
discards tell, and deals consistent with both (determinization, for the bots).

**What discards tell.** A discard is allowed only when no hand card can take, sum or combine,
and it happens in view: so everybody learns that the discarder's hand could capture nothing on
the table it was made on. Within a deal hands only shrink (no card is drawn in the blue round),
so the hand a player holds now, with every card they have played since that discard (the
discarded card included), could capture nothing there either. ``state["no_capture"]`` keeps
these facts for the current deal, public like the table: ``[{"seat", "table": [ids before the
discard], "known": [ids of that hand seen since]}]``; a determinization deals only hands
consistent with them.
"""

from ...core import hidden
from ...core import rng as rnglib
from . import captures as cap
from .cards import ORANGE_IDS, blue_deck

DEAL_TRIES = 24  # consistent deals tried before a determinization gives up the discard facts


def note_play(state, seat, played, table_before=None):
    """Record ``played`` (cards ``seat`` just showed) in the seat's discard facts, and a new
    fact when the play was a discard onto a non-empty table (``table_before``)."""
    facts = state["no_capture"]  # this state's own list; its facts may be shared with earlier states,
    for i, e in enumerate(facts):  # so a fact is replaced, never changed in place
        if e["seat"] == seat:
            facts[i] = {**e, "known": e["known"] + list(played)}
    if table_before:
        facts.append({"seat": seat, "table": list(table_before), "known": list(played)})


def public_facts(state, seat):
    """The sizes of the hands and of the deck (not the cards), and of the orange deck while it
    waits in its box for a full game's second round."""
    out = {"hand_sizes": [len(h) for h in state["hands"]], "deck_size": len(state["deck"])}
    if "odeck" in state:
        out["odeck_size"] = len(state["odeck"])
    return out


def determinize(view, state, rng_state):
    """The cards the seat cannot see (other hands, the deck) dealt at random from the cards not
    accounted for, keeping the discard facts."""
    seat = view["seat"]
    if "odeck_size" in view:
        state["odeck"] = list(ORANGE_IDS)  # still in its box: nothing hidden in it
    n = view["n"]
    seen = [view["table"]] + list(view["piles"] or [])
    if seat is not None:
        seen.append(view["hand"])
    pool = hidden.remaining(blue_deck(), *seen)
    unknown = [s for s in range(n) if s != seat]
    sizes = [view["hand_sizes"][s] for s in unknown] + [view["deck_size"]]
    piles, rng_state = deal_consistent(pool, unknown, sizes, view.get("no_capture") or (), rng_state)
    hands = [None] * n
    for i, s in enumerate(unknown):
        hands[s] = sorted(piles[i])
    if seat is not None:
        hands[seat] = list(view["hand"])
    state["hands"] = hands
    state["deck"] = piles[-1]
    state["rng"] = rnglib.next_u64(rng_state)[1]
    return state


def deal_consistent(pool, seats, sizes, facts, rng_state):
    """``hidden.deal(pool, sizes)`` (``sizes``: one per seat of ``seats``, then the deck),
    keeping only deals in which every seat's hand agrees with its discard ``facts``: with the
    cards it is known to have held then, it could capture nothing on the table of each of its
    discards. Cards that would have made a capture alone are never dealt to that seat; pairs
    (a sign and a result, an operand and a result) are checked after the deal, and the deal is
    tried again if one fails. After ``DEAL_TRIES`` failures the facts are ignored."""
    by_seat = {}
    for e in facts:
        if e["table"] and e["seat"] in seats:
            by_seat.setdefault(e["seat"], []).append((tuple(sorted(e["known"])), tuple(e["table"])))
    if not by_seat:
        return hidden.deal(pool, sizes, rng_state)
    forbidden = {s: frozenset().union(*(cap.cannot_hold(k, t) for k, t in fs)) for s, fs in by_seat.items()}
    where = {s: i for i, s in enumerate(seats)}
    first = sorted(by_seat, key=lambda s: -len(forbidden[s]))
    for _ in range(DEAL_TRIES):
        cards, rng_state = rnglib.shuffled(rng_state, pool)
        hands = {}
        for s in first:
            size = sizes[where[s]]
            banned = forbidden[s]
            pick = []
            for c in cards:
                if len(pick) == size:
                    break
                if c not in banned:
                    pick.append(c)
            if len(pick) < size or any(cap.all_captures(pick + list(k), t) for k, t in by_seat[s]):
                break
            hands[s] = pick
            taken = set(pick)
            cards = [c for c in cards if c not in taken]
        else:
            piles = []
            for s, size in zip(seats, sizes):
                if s in hands:
                    piles.append(hands[s])
                else:
                    piles.append(cards[:size])
                    cards = cards[size:]
            piles.append(cards)
            return piles, rng_state
    return hidden.deal(pool, sizes, rng_state)
