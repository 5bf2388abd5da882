"""Papillon, blue round: what a discard tells everybody, and determinizations that respect it.

A discard is legal only when the hand can capture nothing (shared/rules/papillon.md, "A turn"),
and it happens in view. So after a discard every player knows that the discarder's hand — the
cards it still holds and the ones it has shown since — could capture nothing on that table.
The view carries these facts (``no_capture``) and a bot's determinization deals the hidden
hands consistently with them. Only public information is used: the facts are the same in
every seat's view.
"""

import random

from vivarium.games.papillon import captures as cap
from vivarium.games.papillon.cards import COUTEAU, MULTDIV, PAPILLON, face
from vivarium.games.papillon.blue_inference import deal_consistent
from vivarium.games.papillon.rules import ROUNDS, Papillon

from test_papillon_blue import c, position

G = Papillon()


def nine_on_the_table():
    """Azure (seat 0) to play a 7; Peacock (seat 1) holds a 4 and a 6 and will have to discard
    on the lone 9 of Serpents."""
    hands = {0: [c("Formes", 7), c("Formes", 8)], 1: [c("Formes", 4), c("Éléments", 6), PAPILLON]}
    return position(n=2, hands=hands, table=[c("Serpents", 9)], turn=1)


def holds_a_capture(hand, table):
    return bool(cap.all_captures(list(hand), list(table)))


def test_a_discard_is_a_public_fact_and_later_plays_join_it():
    state = nine_on_the_table()
    assert G.legal_actions(state) == ["papillon", f"discard {c('Formes', 4)}", f"discard {c('Éléments', 6)}"]
    state = G.apply(state, f"discard {c('Formes', 4)}")
    fact = {"seat": 1, "table": [c("Serpents", 9)], "known": [c("Formes", 4)]}
    assert state["no_capture"] == [fact]
    for seat in (0, 1, None):
        assert G.view(state, seat)["no_capture"] == [fact]
    # Azure discards too (the 7 and the 8 take nothing of 9 + 4): a second fact, Azure's
    state = G.apply(state, f"discard {c('Formes', 7)}")
    assert [f["seat"] for f in state["no_capture"]] == [1, 0]
    # Peacock's next card shown joins what Peacock is known to have held at its discard
    state = G.apply(state, "papillon")
    assert state["no_capture"][0]["known"] == [c("Formes", 4), PAPILLON]
    assert state["no_capture"][1]["known"] == [c("Formes", 7)]


def test_an_empty_table_tells_nothing_and_a_new_deal_clears_the_facts():
    state = position(n=2, hands={0: [c("Formes", 7)], 1: [c("Formes", 4)]}, table=[], turn=0)
    state = G.apply(state, f"discard {c('Formes', 7)}")
    assert state["no_capture"] == []  # with an empty table any card may be put down
    state = position(n=2, hands={0: [c("Formes", 7)], 1: [c("Formes", 4)]}, table=[c("Serpents", 9)], turn=1)
    state = G.apply(state, f"discard {c('Formes', 4)}")
    assert len(state["no_capture"]) == 1
    state = G.apply(state, f"discard {c('Formes', 7)}")  # both hands empty: the next deal
    assert state["deal_no"] == 2 and state["no_capture"] == []


def test_determinizations_never_deal_a_hand_that_could_have_captured():
    state = G.apply(nine_on_the_table(), f"discard {c('Formes', 4)}")
    view = G.view(state, 0)
    nines = {c(f, 9) for f in ("Formes", "Éléments", "Découvertes")}
    saw = set()
    for k in range(300):
        twin = G.determinize(view, k)
        hand = twin["hands"][1]
        assert not nines & set(hand), "a 9 would have taken the 9 of Serpents"
        assert not any(face(x) == COUTEAU for x in hand), "the Swiss knife would have taken it"
        assert not holds_a_capture(hand + [c("Formes", 4)], [c("Serpents", 9)])
        saw.update(hand)
        assert G.view(twin, 0) == view
    # the hand is still random among the cards that fit
    assert len(saw) > 20
    # without the fact (the same position before the discard was known) a 9 turns up
    blind = dict(view, no_capture=[])
    assert any(nines & set(G.determinize(blind, k)["hands"][1]) for k in range(300))


def test_pairs_are_checked_too_a_sign_and_its_result():
    """Multiplier/Diviser with an 8 would have made 2 × 4 = 8 on a table of 2 and 4: a
    determinization may give Peacock the sign or an 8, never both (and never a 6: 2 + 4)."""
    table = [c("Serpents", 2), c("Serpents", 4)]
    facts = [{"seat": 1, "table": table, "known": [c("Formes", 10)]}]
    eights = {c(f, 8) for f in ("Formes", "Éléments", "Découvertes", "Serpents")}
    sixes = {c(f, 6) for f in ("Formes", "Éléments")}
    filler = [c("Formes", 11), c("Éléments", 11), c("Découvertes", 11)]
    pool = [MULTDIV] + sorted(eights) + sorted(sixes) + filler
    with_sign = with_eight = 0
    for k in range(300):
        piles, _ = deal_consistent(pool, [1, 2], [3, 3, len(pool) - 6], facts, k)
        hand = piles[0]
        assert not (MULTDIV in hand and eights & set(hand))
        assert not sixes & set(hand)
        assert not holds_a_capture(hand + [c("Formes", 10)], table)
        with_sign += MULTDIV in hand
        with_eight += bool(eights & set(hand))
        assert sorted(x for p in piles for x in p) == sorted(pool)
    assert with_sign > 20 and with_eight > 20  # each alone is allowed


def test_random_games_keep_every_determinization_consistent():
    rnd = random.Random(3)
    checked = 0
    for game in range(30):
        n = (2, 3, 4, 5)[game % 4]
        state = G.setup({"players": n, "round": "blue"}, 900 + game)
        while not G.is_over(state):
            for f in state["no_capture"]:
                assert not holds_a_capture(state["hands"][f["seat"]] + f["known"], f["table"])
            if state["phase"] == "play" and state["no_capture"] and game % 2 == 0:
                seat = state["turn"]
                twin = G.determinize(G.view(state, seat), rnd.getrandbits(32))
                for f in twin["no_capture"]:
                    if f["seat"] != seat:
                        assert not holds_a_capture(twin["hands"][f["seat"]] + f["known"], f["table"])
                        checked += 1
            state = G.apply(state, rnd.choice(G.legal_actions(state)))
    assert checked > 100


def test_the_orange_round_gets_more_search_than_the_blue():
    blue = nine_on_the_table()
    assert G.search_scale(G.view(blue, 1)) == 1.0
    orange = G.setup({"players": 2, "round": "orange"}, 4)
    while orange["phase"] != "play":
        orange = G.apply(orange, G.legal_actions(orange)[0])
    assert G.search_scale(G.view(orange, orange["turn"])) == ROUNDS["orange"].search_scale > 1
