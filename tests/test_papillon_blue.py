"""Papillon, the game frame and the blue round: every rule and scoring line of the contract
(shared/rules/papillon.md), one test (or a few) per rule.

Positions are built the honest way: ``setup()`` and the dice winner's decisions for a real
state, then the zones are overwritten (hands, table, piles, deck). Every card not named by a
test goes to the deck (or, with ``dump``, to a side's pile), so each position still accounts
for all 58 cards exactly once.

Cards are written ``c("Formes", 5)`` (the 5 of Formes) or by their Atout constant (``YIN``).
"""

import json
import time

import pytest

from vivarium import i18n
from vivarium.core.protocol import BadOptions, IllegalAction
from vivarium.games.papillon import blue
from vivarium.games.papillon import captures as cap
from vivarium.games.papillon.cards import (
    ATOUTS, CHAT, CHENILLE, CHRYSALIDE, COUTEAU, DECK_SIZE, DRAGON, FAMILIES, MOINS, MULTDIV, PAPILLON, PLUS,
    VALUE, YANG, YIN, card_info, name, values_of,
)
from vivarium.games.papillon.blue import blue_score
from vivarium.games.papillon.common import roll_off
from vivarium.games.papillon.rules import DEALS, Papillon, action_info

G = Papillon()
FAM = {"Formes": 0, "Éléments": 1, "Découvertes": 2, "Serpents": 3}


def c(family, number):
    return FAM[family] * 12 + number


def ready(n=2, teams="solo", seed=1, choices=None):
    """A state after the dice winner's decisions (first legal choice unless given)."""
    options = {"players": n, "round": "blue"}
    if n == 3:
        options["teams"] = teams
    state = G.setup(options, seed)
    choices = list(choices or [])
    while state["phase"] != "play":
        legal = G.legal_actions(state)
        action = choices.pop(0) if choices else legal[0]
        state = G.apply(state, action)
    return state


def position(n=2, hands=None, table=(), turn=0, piles=None, deck=None, dump=None, direction=1, teams="solo",
             last_capture=None, seed=1, starter=None):
    """``hands``: {seat: [cards]}; ``piles``: {side: [cards]}; unnamed cards go to the deck
    (``deck`` = a list puts exactly those there, and the rest to side ``dump``'s pile)."""
    state = ready(n, teams, seed)
    hands, piles = hands or {}, piles or {}
    state["hands"] = [sorted(hands.get(s, [])) for s in range(n)]
    state["table"] = list(table)
    state["piles"] = [list(piles.get(i, [])) for i in range(len(state["sides"]))]
    named = [x for h in state["hands"] for x in h] + state["table"] + [x for p in state["piles"] for x in p]
    named += list(deck or [])
    assert len(named) == len(set(named)), "a card named twice"
    rest = [x for x in range(DECK_SIZE) if x not in named]
    if deck is None:
        state["deck"] = rest
    else:
        state["deck"] = list(deck)
        state["piles"][dump if dump is not None else 0].extend(rest)
    state["taken"] = [0] * n
    for i, side in enumerate(state["sides"]):
        state["taken"][side[0]] = len(state["piles"][i])
    state["turn"] = turn
    state["direction"] = direction
    state["last_capture"] = last_capture
    state["chat"] = None
    if starter is not None:
        state["starter"] = starter
    return state


def acts(state):
    return G.legal_actions(state)


# ---- cards ----------------------------------------------------------------------------------
def test_card_table():
    assert DECK_SIZE == 58
    infos = [card_info(x) for x in range(58)]
    family = [i for i in infos if i["kind"] == "family"]
    assert len(family) == 48
    for f in range(4):
        assert sorted(i["number"] for i in family if i["family"] == f) == list(range(12))
    assert [FAMILIES[f][0] for f in range(4)] == ["Formes", "Éléments", "Découvertes", "Serpents"]
    assert [FAMILIES[f][1] for f in range(4)] == ["Shapes", "Elements", "Discoveries", "Snakes"]
    assert DRAGON == c("Serpents", 7) and card_info(DRAGON)["dragon"]
    assert sum(1 for i in family if i["dragon"]) == 1
    assert len(ATOUTS) == 10 and len({a[0] for a in ATOUTS}) == 10
    assert (VALUE[YIN], VALUE[YANG], VALUE[CHAT]) == (12, 13, 22)
    for card in (PLUS, MOINS, MULTDIV, CHENILLE, CHRYSALIDE, PAPILLON):
        assert values_of(card) == ()
    assert values_of(COUTEAU) == tuple(range(12))
    assert card_info(COUTEAU)["gloss"] == "Swiss knife" and card_info(CHAT)["name"] == "Chat Noir"
    assert name(c("Formes", 10)) == "the 10 of Formes"


# ---- options, sides, dice, direction -------------------------------------------------------
def test_options():
    assert G.player_counts() == (2, 3, 4, 5)
    assert G.private_information is True and G.has_private_information()
    with pytest.raises(BadOptions):
        G.setup({"players": 4, "teams": "two_vs_one"}, 1)
    with pytest.raises(BadOptions):
        G.setup({"players": 2, "round": "purple"}, 1)
    assert G.normalize_options({"players": 3, "teams": "two_vs_one"})["round"] == "full"


def test_dice_every_player_rolls_two_and_the_highest_starts():
    for seed in range(60):
        for n in (2, 3, 4, 5):
            state = G.setup({"players": n}, seed)
            dice = state["dice"]
            assert len(dice["rolls"]) == n and all(len(r) == 2 and all(1 <= d <= 6 for d in r) for r in dice["rolls"])
            sums = [sum(r) for r in dice["rolls"]]
            high = dice["high"]
            assert sums[high] == max(sums)
            if sums.count(max(sums)) == 1:
                assert dice["high_rerolls"] == []
            else:  # ties re-roll among the tied only
                tied = [s for s in range(n) if sums[s] == max(sums)]
                assert sorted(r[0] for r in dice["high_rerolls"][0]) == tied
                final = {r[0]: r[1] + r[2] for r in dice["high_rerolls"][-1]}
                assert final[high] == max(final.values()) and list(final.values()).count(final[high]) == 1
            assert state["starter"] == high and state["turn"] == high


def test_roll_off_rerolls_among_the_tied():
    winner, rerolls, _ = roll_off(99, {0: [6, 6], 1: [3, 3], 2: [6, 6]}, [0, 1, 2])
    assert winner in (0, 2) and rerolls and all(r[0] in (0, 2) for again in rerolls for r in again)
    winner, rerolls, _ = roll_off(99, {0: [1, 1], 1: [3, 3]}, [0, 1], high=False)
    assert (winner, rerolls) == (0, [])


def test_two_players_are_individuals_and_are_dealt_at_once():
    state = G.setup({"players": 2}, 4)
    assert state["sides"] == [[0], [1]] and state["phase"] == "play" and state["direction"] == 1
    assert [len(h) for h in state["hands"]] == [7, 7] and len(state["table"]) == 2


def test_three_players_individuals_choose_a_direction():
    state = G.setup({"players": 3}, 4)
    assert state["sides"] == [[0], [1], [2]] and state["phase"] == "direction"
    assert acts(state) == ["direction clockwise", "direction anticlockwise"]
    assert not any(state["hands"])  # nothing dealt before the direction is chosen


def test_three_players_two_against_one_the_dice_winner_picks_a_partner():
    state = G.setup({"players": 3, "teams": "two_vs_one"}, 4)
    w = state["starter"]
    assert state["phase"] == "partners" and state["sides"] is None
    assert acts(state) == [f"partner {s}" for s in range(3) if s != w]
    assert G.teams(state) == [[0], [1], [2]]
    partner = [s for s in range(3) if s != w][1]
    after = G.apply(state, f"partner {partner}")
    assert sorted(after["sides"][0]) == sorted([w, partner]) and after["phase"] == "direction"
    assert G.teams(after) == after["sides"] and len(after["piles"]) == 2
    assert "picks" in G.describe(state, f"partner {partner}")


def test_four_players_partners_opposite():
    state = G.setup({"players": 4}, 4)
    assert state["sides"] == [[0, 2], [1, 3]] and state["order"] == [0, 1, 2, 3]
    for side in state["sides"]:
        a, b = side
        assert (state["order"].index(a) - state["order"].index(b)) % 4 == 2
    state = G.apply(state, "direction clockwise")
    # play alternates teams
    s = state["turn"]
    nxt = blue.next_player(state, s)
    assert state["side_of"][nxt] != state["side_of"][s]


def test_five_players_team_of_three_at_places_1_3_5():
    state = G.setup({"players": 5}, 3)
    w = state["starter"]
    legal = acts(state)
    assert len(legal) == 6 and all(a.startswith("partners ") for a in legal)
    others = [s for s in range(5) if s != w]
    after = G.apply(state, f"partners {others[0]} {others[3]}")
    order = after["order"]
    three = [side for side in after["sides"] if len(side) == 3][0]
    assert sorted(three) == sorted([w, others[0], others[3]])
    assert order[0] == w and {order[0], order[2], order[4]} == set(three)
    assert {order[1], order[3]} == {others[1], others[2]}


def test_direction_deals_the_cards_and_the_winner_starts():
    for n in (3, 4, 5):
        state = ready(n, seed=5) if n != 5 else None
        if state is None:
            state = ready(5, seed=5)
        hand, table, deals = DEALS[n]
        assert [len(h) for h in state["hands"]] == [hand] * n
        assert len(state["table"]) == table and state["deal_no"] == 1
        assert len(state["deck"]) == 58 - table - n * hand
        assert state["turn"] == state["starter"]
    assert DEALS == {2: (7, 2, 4), 3: (6, 4, 3), 4: (7, 2, 2), 5: (11, 3, 1)}
    for n, (hand, table, deals) in DEALS.items():
        assert n * hand * deals + table == 58


def test_direction_choice_sets_the_marker():
    state = G.setup({"players": 4}, 2)
    assert G.apply(state, "direction anticlockwise")["direction"] == -1
    assert G.apply(state, "direction clockwise")["direction"] == 1
    assert G.reveals(state, "direction clockwise")  # the deal


def test_papillon_and_chrysalide_are_never_turned_up_for_the_table():
    replaced = 0
    for seed in range(400):
        state = ready(5, seed=seed)
        assert PAPILLON not in state["table"] and CHRYSALIDE not in state["table"]
        assert len(state["table"]) == 3
    # the replacement itself: a deck whose top card is the Papillon
    state = G.setup({"players": 4}, 2)
    from vivarium.core import rng as rnglib
    for seed in range(200):
        deck, _ = rnglib.shuffled(seed, list(range(58)))
        if PAPILLON in deck[:2] or CHRYSALIDE in deck[:2]:
            s = dict(state, rng=seed, hands=[[] for _ in range(4)], deck=list(range(58)))
            blue.deal(s)
            assert PAPILLON not in s["table"] and CHRYSALIDE not in s["table"] and len(s["table"]) == 2
            assert sorted(s["deck"] + s["table"] + [x for h in s["hands"] for x in h]) == list(range(58))
            replaced += 1
    assert replaced > 5


# ---- takes, sums, combinations --------------------------------------------------------------
def test_take_equal_value():
    state = position(hands={0: [c("Formes", 5)], 1: [c("Formes", 1)]}, table=[c("Serpents", 5), c("Éléments", 6)])
    assert acts(state) == [f"take {c('Formes', 5)} = {c('Serpents', 5)}"]
    after = G.apply(state, acts(state)[0])
    assert after["piles"][0][-2:] == [c("Formes", 5), c("Serpents", 5)]
    assert after["table"] == [c("Éléments", 6)] and after["last_capture"] == 0 and after["taken"][0] == 2
    assert after["turn"] == 1
    assert "takes the 5 of Serpents" in G.describe(state, acts(state)[0])


def test_swiss_knife_in_hand_takes_any_family_card_not_an_atout():
    state = position(hands={0: [COUTEAU], 1: [1]}, table=[c("Formes", 9), YIN, CHAT])
    assert acts(state) == [f"take {COUTEAU} = {c('Formes', 9)}"]
    assert "Couteau Suisse as 9" in G.describe(state, acts(state)[0])


def test_swiss_knife_on_the_table_is_taken_by_a_family_card():
    state = position(hands={0: [c("Formes", 4), YANG], 1: [1]}, table=[COUTEAU])
    assert acts(state) == [f"take {c('Formes', 4)} = {COUTEAU}"]


def test_sum_of_two_or_more_table_cards():
    five, six, eleven = c("Formes", 5), c("Éléments", 6), c("Serpents", 11)
    state = position(hands={0: [eleven], 1: [1]}, table=[six, five, c("Formes", 0)])
    legal = acts(state)
    assert f"sum {eleven} = {five}+{six}" in legal
    assert f"sum {eleven} = {c('Formes', 0)}+{five}+{six}" in legal  # a 0 may join
    assert len(legal) == 2
    after = G.apply(state, f"sum {eleven} = {five}+{six}")
    assert sorted(after["piles"][0][-3:]) == sorted([eleven, five, six]) and after["table"] == [c("Formes", 0)]
    text = G.describe(state, f"sum {eleven} = {five}+{six}")
    assert "5 + 6 = 11" in text and "the 11 of Serpents" in text


def test_sum_with_atout_values_and_the_swiss_knife():
    # Yang (13) = 6 + 7; Chat Noir (22) = 11 + 11; Yin (12) = 5 + Couteau Suisse as 7
    state = position(hands={0: [YANG, CHAT, YIN], 1: [1]},
                     table=[c("Formes", 6), c("Éléments", 7), c("Formes", 11), c("Serpents", 11), c("Découvertes", 5), COUTEAU])
    legal = acts(state)
    assert f"sum {YANG} = {c('Formes', 6)}+{c('Éléments', 7)}" in legal
    assert f"sum {CHAT} = {c('Formes', 11)}+{c('Serpents', 11)}" in legal
    yin_sum = f"sum {YIN} = {c('Découvertes', 5)}+{COUTEAU}"
    assert yin_sum in legal
    assert "5 + 7 = 12 (Couteau Suisse as 7)" in G.describe(state, yin_sum)
    # in French: the original card names, the seat's French name, the Swiss knife's value
    assert i18n.say_in("fr", G.describe(state, yin_sum)) == (
        "Azuré joue le Yin\u00a0: 5 + 7 = 12 (Couteau Suisse valant 7), et ramasse le 5 des Découvertes et le "
        "Couteau Suisse.")
    # Swiss knife in hand as a sum 0..11
    state = position(hands={0: [COUTEAU], 1: [1]}, table=[c("Formes", 6), c("Éléments", 7)])
    assert acts(state) == [f"take {COUTEAU} = {c('Formes', 6)}", f"take {COUTEAU} = {c('Éléments', 7)}"]
    state = position(hands={0: [COUTEAU], 1: [1]}, table=[c("Formes", 2), c("Éléments", 3)])
    assert f"sum {COUTEAU} = {c('Formes', 2)}+{c('Éléments', 3)}" in acts(state)


def test_sum_never_uses_a_card_without_a_number():
    state = position(hands={0: [c("Formes", 5)], 1: [1]}, table=[CHENILLE, PLUS, c("Éléments", 2), c("Serpents", 4)])
    assert not any(a.startswith("sum") or a.startswith("take") for a in acts(state))


def test_contract_example_22_minus_10_is_12():
    ten = c("Formes", 10)
    state = position(hands={0: [MOINS, YIN, c("Serpents", 2)], 1: [1]}, table=[CHAT, ten])
    action = f"combine {YIN} = {CHAT}-{ten}"
    assert action in acts(state)
    after = G.apply(state, action)
    assert sorted(after["piles"][0][-4:]) == sorted([YIN, MOINS, CHAT, ten])
    assert after["table"] == [] and after["hands"][0] == [c("Serpents", 2)]
    assert after["chat"] == {"side": 0, "seat": 0, "points": 30, "how": "combine"}
    text = str(G.describe(state, action))
    assert text.startswith("Azure plays Yin and Moins: 22 − 10 = 12, takes Chat Noir and the 10 of Formes")
    view = G.view(state, 0)
    info = action_info(view["hand"], view["table"], action)
    assert info["played"] == [YIN, MOINS] and info["taken"] == [CHAT, ten]
    assert info["label"] == "22 − 10 = 12: take Chat Noir and the 10 of Formes"


def test_combination_with_the_sign_on_the_table():
    # sign on the table, operands on the table, result from hand: one card played
    state = position(hands={0: [c("Formes", 7)], 1: [1]}, table=[PLUS, c("Éléments", 3), c("Serpents", 4)])
    action = f"combine {c('Formes', 7)} = {c('Éléments', 3)}+{c('Serpents', 4)}"
    assert action in acts(state)
    after = G.apply(state, action)
    assert sorted(after["piles"][0][-4:]) == sorted([c("Formes", 7), c("Éléments", 3), c("Serpents", 4), PLUS])
    assert after["table"] == []
    # a sum of the same cards is another capture (it leaves the sign on the table)
    assert f"sum {c('Formes', 7)} = {c('Éléments', 3)}+{c('Serpents', 4)}" in acts(state)


def test_sign_on_the_table_allows_one_operand_from_hand():
    # table: Multiplier/Diviser and 6; hand 2 and 3: 6 ÷ 2 = 3 (and 6 ÷ 3 = 2, the same cards)
    six, two, three = c("Formes", 6), c("Éléments", 2), c("Serpents", 3)
    state = position(hands={0: [two, three], 1: [1]}, table=[MULTDIV, six])
    legal = acts(state)
    combos = [a for a in legal if a.startswith("combine")]
    assert len(combos) == 1, combos  # deduplicated: one capture, written once
    after = G.apply(state, combos[0])
    assert sorted(after["piles"][0]) == sorted([six, two, three, MULTDIV]) and after["hands"][0] == []


def test_never_more_than_two_cards_from_hand():
    # the sign in hand: both operands must be table cards (no operand from hand)
    two, three, five = c("Formes", 2), c("Éléments", 3), c("Serpents", 5)
    state = position(hands={0: [PLUS, two, five], 1: [1]}, table=[three])
    assert acts(state) == [f"discard {x}" for x in sorted([PLUS, two, five])]
    with pytest.raises(IllegalAction) as err:
        G.apply(state, f"combine {five} = {two}+{three}")
    assert "only when the sign is already on the table" in str(err.value)


def test_operations_are_whole_and_never_negative():
    eight, two, four, three = c("Formes", 8), c("Éléments", 2), c("Serpents", 4), c("Découvertes", 3)
    state = position(hands={0: [MULTDIV, four, three], 1: [1]}, table=[eight, two])
    legal = acts(state)
    assert f"combine {four} = {eight}/{two}" in legal  # 8 ÷ 2 = 4
    assert not any(a.startswith(f"combine {three}") for a in legal)  # 8 ÷ 2 ≠ 3, no fractions
    state = position(hands={0: [MOINS, c("Formes", 6)], 1: [1]}, table=[two, eight])
    legal = acts(state)
    assert f"combine {c('Formes', 6)} = {eight}-{two}" in legal
    assert f"combine {c('Formes', 6)} = {two}-{eight}" not in legal
    # division by zero is never possible, 0 ÷ 2 = 0 is
    zero = c("Formes", 0)
    state = position(hands={0: [MULTDIV, c("Éléments", 0)], 1: [1]}, table=[zero, two])
    legal = acts(state)
    # 0 ÷ 2 = 0 and 0 × 2 = 0 take the same cards: one capture, written once
    assert [a for a in legal if a.startswith("combine")] == [f"combine {c('Éléments', 0)} = {zero}/{two}"]


def test_chat_noir_as_a_played_card_scores_30():
    eleven, two = c("Formes", 11), c("Éléments", 2)
    state = position(hands={0: [CHAT, MULTDIV], 1: [1]}, table=[eleven, two])
    action = f"combine {CHAT} = {eleven}x{two}"  # 11 × 2 = 22 (operands of × by id)
    assert action in acts(state)
    after = G.apply(state, action)
    assert after["chat"]["points"] == 30 and after["chat"]["side"] == 0
    state = position(hands={0: [CHAT], 1: [1]}, table=[eleven, c("Serpents", 11)])
    after = G.apply(state, f"sum {CHAT} = {eleven}+{c('Serpents', 11)}")
    assert after["chat"]["points"] == 30


def test_chenille_captures_nothing_and_is_taken_only_by_papillon_or_sweep():
    state = position(hands={0: [CHENILLE, c("Formes", 5)], 1: [1]}, table=[c("Serpents", 5)])
    assert acts(state) == [f"take {c('Formes', 5)} = {c('Serpents', 5)}"]  # no discard of the Chenille now
    state = position(hands={0: [CHENILLE], 1: [1]}, table=[c("Serpents", 5)])
    assert acts(state) == [f"discard {CHENILLE}"]
    state = position(hands={0: [c("Formes", 5)], 1: [1]}, table=[CHENILLE])
    assert acts(state) == [f"discard {c('Formes', 5)}"]
    state = position(hands={0: [PAPILLON], 1: [1]}, table=[CHENILLE])
    after = G.apply(state, "papillon")
    assert CHENILLE in after["piles"][0]


# ---- Papillon, Chrysalide, discard ----------------------------------------------------------
def test_papillon_sweeps_the_table_and_is_always_playable():
    five = c("Formes", 5)
    state = position(hands={0: [PAPILLON, five], 1: [1]}, table=[c("Serpents", 5), YIN, PLUS])
    legal = acts(state)
    assert "papillon" in legal and f"take {five} = {c('Serpents', 5)}" in legal
    assert f"discard {PAPILLON}" not in legal
    after = G.apply(state, "papillon")
    assert after["table"] == [] and sorted(after["piles"][0]) == sorted([PAPILLON, c("Serpents", 5), YIN, PLUS])
    assert after["last_capture"] == 0 and after["chat"] is None


def test_papillon_sweeping_the_chat_noir_costs_30():
    state = position(hands={0: [PAPILLON], 1: [1]}, table=[CHAT, c("Formes", 4)])
    after = G.apply(state, "papillon")
    assert after["chat"]["points"] == -30 and after["chat"]["side"] == 0
    assert "−30" in G.describe(state, "papillon")


def test_papillon_on_an_empty_table_goes_to_the_pile_alone_and_is_not_a_capture():
    state = position(hands={0: [PAPILLON, 3], 1: [1]}, table=[], last_capture=1)
    assert acts(state) == ["papillon", "discard 3"]
    after = G.apply(state, "papillon")
    assert after["piles"][0] == [PAPILLON] and after["last_capture"] == 1
    assert "empty table" in G.describe(state, "papillon")


def test_chrysalide_reverses_the_direction_and_goes_to_the_pile():
    state = position(n=4, hands={0: [CHRYSALIDE, 5], 1: [1], 2: [2], 3: [4]}, table=[c("Serpents", 5)], last_capture=2)
    legal = acts(state)
    assert "chrysalide" in legal and f"discard {CHRYSALIDE}" not in legal
    after = G.apply(state, "chrysalide")
    assert after["direction"] == -1 and after["turn"] == 3  # the previous player plays next
    assert CHRYSALIDE in after["piles"][0] and after["last_capture"] == 2  # not a capture
    assert "anticlockwise" in G.describe(state, "chrysalide")
    again = position(n=4, hands={0: [1], 1: [2], 2: [CHRYSALIDE, 4], 3: [6]}, table=[30], turn=2, direction=-1)
    assert G.apply(again, "chrysalide")["turn"] == 3 and G.apply(again, "chrysalide")["direction"] == 1


def test_discard_only_when_no_capture():
    five, nine = c("Formes", 5), c("Formes", 9)
    state = position(hands={0: [five, nine], 1: [1]}, table=[c("Serpents", 5)])
    assert acts(state) == [f"take {five} = {c('Serpents', 5)}"]
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        G.apply(state, f"discard {nine}")
    assert "you must make one" in str(err.value)
    assert json.dumps(state, sort_keys=True) == before  # unchanged
    state = position(hands={0: [five, nine, PAPILLON], 1: [1]}, table=[c("Serpents", 7)])
    assert acts(state) == ["papillon", f"discard {five}", f"discard {nine}"]
    after = G.apply(state, f"discard {nine}")
    assert after["table"] == [c("Serpents", 7), nine] and after["last_capture"] is None
    assert "cannot capture" in G.describe(state, f"discard {nine}")


def test_empty_table_put_down_any_card():
    state = position(hands={0: [CHRYSALIDE, PLUS, YIN], 1: [1]}, table=[])
    assert acts(state) == ["chrysalide", f"discard {PLUS}", f"discard {YIN}"]
    assert "The table is empty" in G.describe(state, f"discard {YIN}")


def test_illegal_actions_leave_the_state_unchanged_with_a_sentence():
    five, six, eleven = c("Formes", 5), c("Éléments", 6), c("Serpents", 11)
    state = position(hands={0: [eleven, c("Formes", 9)], 1: [1]}, table=[five, six])
    before = json.dumps(state, sort_keys=True)
    cases = {
        f"sum {eleven} = {six}+{five}": "Write this capture as",
        f"take {eleven} = {five}": "does not add up",
        f"sum {c('Formes', 9)} = {five}+{six}": "does not add up",
        f"take {YIN} = {five}": "must come from your hand",
        f"sum {eleven} = {five}+{CHAT}": "neither on the table nor in your hand",
        "papillon": "do not hold",
        "direction clockwise": "chosen before the deal",
        "hello": "not a move",
        f"discard {eleven}": "you must make one",
        f"combine {eleven} = {five}+{six}": "Plus sign",
    }
    for action, words in cases.items():
        with pytest.raises(IllegalAction) as err:
            G.apply(state, action)
        assert words in str(err.value), (action, str(err.value))
        assert str(err.value).endswith(".") or str(err.value).endswith("”.")
    assert json.dumps(state, sort_keys=True) == before
    early = G.setup({"players": 4}, 1)
    with pytest.raises(IllegalAction) as err:
        G.apply(early, "papillon")
    assert "chooses the direction" in str(err.value)


# ---- turn order, deals, end of the round ----------------------------------------------------
def test_players_with_empty_hands_are_skipped():
    state = position(n=4, hands={0: [c("Formes", 5)], 1: [], 2: [c("Formes", 9)], 3: [c("Formes", 8)]},
                     table=[c("Serpents", 5)], deck=[], dump=0)
    after = G.apply(state, f"take {c('Formes', 5)} = {c('Serpents', 5)}")
    assert after["turn"] == 2


def test_a_new_deal_when_every_hand_is_empty_started_by_the_starter():
    state = position(n=4, hands={0: [c("Formes", 5)]}, table=[c("Serpents", 5), YIN], starter=2)
    assert len(state["deck"]) > 28
    action = f"take {c('Formes', 5)} = {c('Serpents', 5)}"
    assert G.reveals(state, action)
    after = G.apply(state, action)
    assert [len(h) for h in after["hands"]] == [7, 7, 7, 7] and after["turn"] == 2
    assert after["table"] == [YIN]  # the table stays
    assert after["deal_no"] == state["deal_no"] + 1
    assert "deal 2 of 2" in G.describe(state, action)


def test_last_sweep_goes_to_the_side_of_the_last_capture():
    state = position(n=2, hands={0: [c("Formes", 4)], 1: []}, table=[YIN, c("Serpents", 8)], deck=[], dump=1,
                     last_capture=1)
    after = G.apply(state, f"discard {c('Formes', 4)}")
    assert after["over"] and after["table"] == []
    assert {YIN, c("Serpents", 8), c("Formes", 4)} <= set(after["piles"][1])
    text = G.describe(state, f"discard {c('Formes', 4)}")
    assert "the last cards on the table go to Monarch" in text and "the blue round is over" in text


def test_last_sweep_with_the_chat_noir_costs_30():
    state = position(n=2, hands={0: [c("Formes", 4)], 1: []}, table=[CHAT], deck=[], dump=1, last_capture=0)
    after = G.apply(state, f"discard {c('Formes', 4)}")
    assert after["chat"] == {"side": 0, "seat": 0, "points": -30, "how": "last sweep"}
    score = after["results"]["blue"]
    assert [r for r in score["lines"] if r["key"] == "chat"][0]["values"] == [-30, 0]


def test_nobody_captured_the_table_goes_to_nobody():
    state = position(n=2, hands={0: [c("Formes", 4)], 1: []}, table=[YIN], deck=[], dump=1, last_capture=None)
    after = G.apply(state, f"discard {c('Formes', 4)}")
    assert after["over"] and sorted(after["table"]) == sorted([YIN, c("Formes", 4)])
    assert "stay on the table" in G.describe(state, f"discard {c('Formes', 4)}")


# ---- blue scoring ---------------------------------------------------------------------------
def line(score, key):
    return next(r for r in score["lines"] if r["key"] == key)["values"]


def test_every_scoring_line():
    threes = [c(f, 3) for f in FAM]
    pile0 = [YIN, YANG, PLUS, MOINS, MULTDIV, DRAGON, COUTEAU, CHENILLE, CHRYSALIDE, PAPILLON] + threes + [CHAT]
    pile1 = [c("Formes", 5), c("Formes", 6)]
    score = blue_score([[0], [1]], [pile0, pile1], {"side": 0, "points": 30}, 0)
    assert line(score, "most") == [10, 0]
    assert line(score, "yin") == [10, 0] and line(score, "yang") == [10, 0] and line(score, "yinyang") == [10, 0]
    assert line(score, "signs") == [30, 0] and line(score, "dragon") == [10, 0]
    assert line(score, "couteau") == [10, 0] and line(score, "chenille") == [10, 0]
    assert line(score, "chrysalide") == [10, 0] and line(score, "papillon") == [10, 0]
    assert line(score, "threes") == [40, 0] and line(score, "chat") == [30, 0]
    assert score["subtotal"] == [10 + 30 + 30 + 10 + 10 + 10 + 10 + 10 + 40 + 30, 0]
    # Monarch has 0: the ambulance, 10 from each player of the other side
    assert score["ambulance"] == [-10, 10] and score["totals"] == [180, 10]


def test_yin_or_yang_alone_is_10_and_both_30_in_all():
    one = blue_score([[0], [1]], [[YIN], [YANG, 1]], None, 1)
    assert line(one, "yin") == [10, 0] and line(one, "yang") == [0, 10] and line(one, "yinyang") == [0, 0]
    both = blue_score([[0], [1]], [[YIN, YANG], [1]], None, None)
    assert both["subtotal"][0] == 30


def test_chat_noir_minus_30_and_ambulance_for_teams():
    sides = [[0, 2], [1, 3, 4]]
    score = blue_score(sides, [[CHAT, 1, 2], [YIN]], {"side": 0, "points": -30}, 0)
    # side 0: 10 (most) - 30 = -20 <= 0: receives 10 from each of the 3 others; each gives 10
    assert score["subtotal"] == [-20, 10]
    assert score["ambulance"] == [30, -30] and score["totals"] == [10, -20]


def test_ambulance_for_two_sides_at_zero_uses_the_totals_before_it():
    score = blue_score([[0], [1], [2]], [[1], [2], [YIN, 5, 6]], None, 2)
    assert score["subtotal"] == [0, 0, 20]
    # 0 receives 20 (from 1 and 2), 1 receives 20 (from 0 and 2); each giver loses 10 per needy side
    assert score["ambulance"] == [10, 10, -20] and score["totals"] == [10, 10, 0]


def play_out(state, policy=lambda legal: legal[0]):
    while not G.is_over(state):
        state = G.apply(state, policy(G.legal_actions(state)))
    return state


def test_most_cards_tie_is_a_dice_roll_off():
    a, b = c("Formes", 5), c("Serpents", 5)
    x, y = c("Formes", 9), c("Serpents", 9)
    state = position(n=2, hands={0: [a], 1: [x]}, table=[b, y], deck=[], dump=0)
    rest = state["piles"][0]
    state["piles"] = [rest[:27], rest[27:]]  # 27 cards each so far
    state["taken"] = [27, 27]
    after = G.apply(state, f"take {a} = {b}")
    last = f"take {x} = {y}"
    assert G.reveals(after, last)  # the roll-off throws dice
    end = G.apply(after, last)
    assert [len(p) for p in end["piles"]] == [29, 29]
    score = end["results"]["blue"]
    most = score["most"]
    assert most["tied"] == [0, 1] and [r[0] for r in most["rolls"]] == [0, 1]
    assert all(1 <= d <= 6 for r in most["rolls"] for d in r[1:])
    assert line(score, "most")[most["side"]] == 10 and sum(line(score, "most")) == 10
    last_rolls = {r[0]: r[1] + r[2] for r in (most["rerolls"][-1] if most["rerolls"] else most["rolls"])}
    assert last_rolls[most["side"]] > last_rolls[1 - most["side"]]
    assert "tie for most cards, dice:" in G.describe(after, last)
    labels = [row["label"] for row in G.outcome(end)["breakdown"]]
    assert "Most cards (tie: dice roll-off)" in labels
    assert G.apply(after, last) == end  # the roll-off comes from the state's rng: replayable


def test_outcome_winners_are_every_member_of_the_winning_side():
    state = position(n=4, hands={0: [c("Formes", 5)]}, table=[c("Serpents", 5)], deck=[], dump=0)
    state["piles"][1] = [YIN, YANG]
    state["piles"][0] = [x for x in state["piles"][0] if x not in (YIN, YANG)]
    state["taken"] = [len(state["piles"][0]), len(state["piles"][1]), 0, 0]
    end = G.apply(state, f"take {c('Formes', 5)} = {c('Serpents', 5)}")
    out = G.outcome(end)
    totals = end["results"]["blue"]["totals"]
    win_side = totals.index(max(totals))
    assert sorted(out["winners"]) == sorted(end["sides"][win_side])
    assert out["scores"] == [totals[end["side_of"][s]] for s in range(4)]
    labels = [row["label"] for row in out["breakdown"]]
    for label in ("Side", "Cards captured", "Most cards", "Yin", "Yang", "Chat Noir", "Subtotal", "Blue score"):
        assert label in labels
    assert sorted(out["ranking"]) == [0, 1, 2, 3]
    assert out["ranking"][0] in out["winners"] and out["ranking"][1] in out["winners"]
    assert G.evaluate(end, out["winners"][0]) == 1.0 and G.evaluate(end, out["ranking"][-1]) == -1.0


def test_equal_totals_are_a_draw():
    state = position(n=2, hands={0: [c("Formes", 5)], 1: []}, table=[c("Serpents", 5)], deck=[], dump=1)
    end = G.apply(state, f"take {c('Formes', 5)} = {c('Serpents', 5)}")
    end["results"]["blue"]["totals"] = [40, 40]
    out = G.outcome(end)
    assert out["result"] == "draw" and out["winners"] == []


# ---- hidden information, bots ---------------------------------------------------------------
def test_views_hide_other_hands_and_the_deck():
    state = ready(4, seed=9)
    for seat in range(4):
        view = G.view(state, seat)
        assert view["hand"] == state["hands"][seat]
        text = json.dumps(view)
        assert "hands" not in view and "deck" not in view and "rng" not in view
        for other in range(4):
            if other != seat:
                assert view["hand_sizes"][other] == 7
        assert view["deck_size"] == len(state["deck"]) and view["table"] == state["table"]
        assert json.loads(text) == view
    spectator = G.view(state, None)
    assert spectator["hand"] is None
    # the view does not depend on the hidden cards
    twin = G.determinize(G.view(state, 1), 77)
    assert G.view(twin, 1) == G.view(state, 1)
    assert twin["hands"][1] == state["hands"][1] and twin["hands"][0] != state["hands"][0]


def test_determinize_accounts_for_every_card():
    state = ready(5, seed=2)
    state = G.apply(state, G.legal_actions(state)[0])
    for seat in (None, 0, 3):
        twin = G.determinize(G.view(state, seat), 5)
        cards = twin["deck"] + twin["table"] + [x for h in twin["hands"] for x in h] + [x for p in twin["piles"] for x in p]
        assert sorted(cards) == list(range(58))


def test_reveals_only_deals_and_dice():
    state = position(n=2, hands={0: [c("Formes", 5), 8], 1: [9]}, table=[c("Serpents", 5)])
    assert not G.reveals(state, f"take {c('Formes', 5)} = {c('Serpents', 5)}")
    assert G.reveals(G.setup({"players": 3}, 1), "direction clockwise")
    five = G.setup({"players": 5}, 1)
    assert not G.reveals(five, G.legal_actions(five)[0])


def test_evaluate_is_team_aware_and_bounded():
    state = ready(4, seed=3)
    for _ in range(12):
        state = G.apply(state, G.legal_actions(state)[0])
    values = [G.evaluate(state, s) for s in range(4)]
    assert all(-1 <= v <= 1 for v in values)
    assert values[0] == values[2] and values[1] == values[3] and values[0] == -values[1]


def test_rollout_prefers_captures():
    import random as _random
    five = c("Formes", 5)
    state = position(hands={0: [five, 9, 10, 11, 20, 21], 1: [1]}, table=[c("Serpents", 5)])
    rnd = _random.Random(1)
    picks = [G.rollout_action(state, rnd) for _ in range(200)]
    assert picks.count(f"take {five} = {c('Serpents', 5)}") == 200  # the only capture; no discard allowed
    state = position(hands={0: [five, PAPILLON], 1: [1]}, table=[c("Serpents", 5), YIN])
    picks = [G.rollout_action(state, rnd) for _ in range(300)]
    assert picks.count("papillon") > 150  # the sweep takes Yin: worth more


# ---- the size of the capture list -----------------------------------------------------------
def test_legal_actions_worst_case_is_exact_and_fast():
    # 12 table cards of low values and a hand that can reach many sums
    hand = [CHAT, YANG, YIN, c("Formes", 11), c("Éléments", 11), c("Formes", 10), COUTEAU]
    table = [c(f, v) for f in ("Serpents", "Découvertes") for v in range(6)]
    start = time.thread_time()  # this thread's own time: other processes on the machine don't count
    found = cap.all_captures(hand, table)
    elapsed = time.thread_time() - start
    assert elapsed < 1.0
    # exact: compare the sums with a brute force over every subset
    from itertools import combinations
    brute = set()
    for k in range(2, len(table) + 1):
        for subset in combinations(table, k):
            total = sum(VALUE[x] for x in subset)
            for h in hand:
                if total in values_of(h):
                    brute.add((h, tuple(sorted(subset))))
    sums = {(p[0], t) for a, p, t in found if a.startswith("sum")}
    assert sums == brute
    assert len(found) == len(set(a for a, _, _ in found))


def test_capture_search_matches_brute_force_with_the_swiss_knife_and_signs():
    import random as _random
    from itertools import combinations, permutations
    rnd = _random.Random(5)
    for _ in range(150):
        cards = rnd.sample(range(58), 11)
        hand, table = sorted(cards[:4]), cards[4:]
        found = cap.all_captures(hand, table)
        keys = {(tuple(sorted(p)), tuple(sorted(t))) for _a, p, t in found}
        assert len(keys) == len(found)
        brute = set()
        for h in hand:
            for t in table:
                if set(values_of(h)) & set(values_of(t)):
                    brute.add(((h,), (t,)))
            for k in range(2, len(table) + 1):
                for subset in combinations(table, k):
                    if any(not values_of(x) for x in subset):
                        continue
                    lists = [values_of(x) for x in subset]
                    totals = {0}
                    for vals in lists:
                        totals = {t + v for t in totals for v in vals}
                    if totals & set(values_of(h)):
                        brute.add(((h,), tuple(sorted(subset))))
        signs = [s for s in (PLUS, MOINS, MULTDIV) if s in hand or s in table]
        ops = {PLUS: "+", MOINS: "-", MULTDIV: "x/"}
        for sign in signs:
            for op in ops[sign]:
                pool = [x for x in table if values_of(x)]
                if sign in table:
                    pool += [x for x in hand if values_of(x)]
                for a, b in permutations(pool, 2):
                    for r in hand:
                        if r in (a, b) or not cap.fits(a, op, b, r):
                            continue
                        from_hand = [x for x in (a, b) if x in hand]
                        if len(from_hand) > (1 if sign in table else 0):
                            continue
                        played = [r] + from_hand + ([sign] if sign in hand else [])
                        taken = [x for x in (a, b) if x in table] + ([sign] if sign in table else [])
                        brute.add((tuple(sorted(played)), tuple(sorted(taken))))
        assert keys == brute


def test_action_info_for_the_interface():
    five, six, eleven = c("Formes", 5), c("Éléments", 6), c("Serpents", 11)
    hand, table = [eleven, PAPILLON, CHRYSALIDE, YIN], [five, six]
    info = action_info(hand, table, f"sum {eleven} = {five}+{six}")
    assert info["label"] == "5 + 6 = 11: take the 5 of Formes and the 6 of Éléments"
    assert info["played"] == [eleven] and info["taken"] == [five, six]
    assert action_info(hand, table, "papillon")["taken"] == table
    assert "reverse" in action_info(hand, table, "chrysalide")["label"]
    assert action_info(hand, table, f"discard {YIN}")["label"] == "Put Yin on the table"
    assert action_info(hand, table, "direction clockwise") is None


def test_five_players_log_and_side_names():
    state = G.setup({"players": 5}, 3)
    w = state["starter"]
    others = [s for s in range(5) if s != w]
    action = f"partners {others[0]} {others[1]}"
    assert str(G.describe(state, action)).endswith("as partners.")
    after = G.apply(state, action)
    three = next(i for i, side in enumerate(after["sides"]) if len(side) == 3)
    assert str(G.side_name(after, three)).count(",") == 1 and " & " in G.side_name(after, three)
    assert G.turn_index(after) == G.turn_index(state)  # the dice winner's choices: one turn
    played = G.apply(after, "direction clockwise")
    assert G.turn_index(played) != G.turn_index(after)
