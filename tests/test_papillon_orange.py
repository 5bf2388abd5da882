"""Papillon, the orange round and the full game: every rule of the contract's "Orange round"
(shared/rules/papillon.md), its examples (the Multiplier/Diviser lists on 6 and on 4), and the
full game's totals and ties.

Positions are built the honest way: an orange-only game set up and its starter's choices made,
then the zones overwritten (hands, plate, sequences, signs, centre, draw pile, orange deck).
Every card a test does not name goes to the draw pile (blue) or to the orange cards still to
deal (orange), so a position accounts for all 116 cards exactly once.

Cards: ``b("Formes", 5)`` is the blue 5 of Formes (id 5), ``o("Formes", 5)`` the orange one
(id 63); ``O(CHAT)`` is the orange Chat Noir.
"""

import json
import random

import pytest

from vivarium import i18n

from vivarium.core.bots import GreedyBot, MCTSBot, RandomBot
from vivarium.core.fairness import check_never_cheats
from vivarium.core.protocol import IllegalAction
from vivarium.games import GAMES
from vivarium.games.papillon import orange as org
from vivarium.games.papillon import orange_text
from vivarium.games.papillon import sequences as sq
from vivarium.games.papillon.cards import (CHAT, CHENILLE, CHRYSALIDE, COUTEAU, MOINS, MULTDIV, PAPILLON, PLUS, YANG,
                                           YIN)
from vivarium.games.papillon.rules import DEALS, Papillon

G = Papillon()
FAM = {"Formes": 0, "Éléments": 1, "Découvertes": 2, "Serpents": 3}
ALL = list(range(116))


def b(family, number):
    return FAM[family] * 12 + number


def o(family, number):
    return 58 + b(family, number)


def O(card):  # noqa: E743 - the orange copy of an Atout
    return card + 58


def ready(n=2, teams="solo", seed=1, mode="orange"):
    options = {"players": n, "round": mode}
    if n == 3:
        options["teams"] = teams
    state = G.setup(options, seed)
    while state["phase"] != "play":
        state = G.apply(state, G.legal_actions(state)[0])
    return state


def position(n=2, hands=None, plate=(b("Formes", 5), b("Formes", 9)), seqs=None, signs=None, centre=(), deck=None,
             odeck=None, turn=0, direction=1, starter=0, teams="solo", seed=1, deal_no=1):
    """``hands``: {seat: cards}; ``seqs``: {index: [card or (card, value)]}; ``signs``: {index:
    [cards]}; ``deck``: the draw pile top first (default: every blue card not named);
    ``odeck``: the orange cards still to deal (default: every orange card not named). Cards
    named nowhere go to the centre when both piles are given."""
    state = ready(n, teams, seed)
    hands, seqs, signs = hands or {}, seqs or {}, signs or {}
    state["hands"] = [sorted(hands.get(s, [])) for s in range(n)]
    state["plate"] = [[[c, c % 58 % 12]] for c in plate]
    state["seqs"] = [[list(x) if isinstance(x, tuple) else [x, sq.PLACE_VALUE[x % 58]] for x in seqs.get(i, [])]
                     for i in range(4)]
    state["signs"] = [list(signs.get(i, [])) for i in range(4)]
    state["centre"] = list(centre)
    named = [c for h in state["hands"] for c in h] + list(plate) + [e[0] for s in state["seqs"] for e in s]
    named += [c for s in state["signs"] for c in s] + list(centre)
    assert len(named) == len(set(named)), "a card named twice"
    taken = set(named)
    deck = [c for c in deck if c not in taken] if deck is not None else None  # a layout card is not in the pile
    odeck = [c for c in odeck if c not in taken] if odeck is not None else None
    taken |= set(deck or []) | set(odeck or [])
    rest = [c for c in ALL if c not in taken]
    state["deck"] = list(deck) if deck is not None else [c for c in rest if c < 58]
    state["odeck"] = list(odeck) if odeck is not None else [c for c in rest if c >= 58]
    placed = set(state["deck"]) | set(state["odeck"]) | set(named)
    state["centre"] += [c for c in ALL if c not in placed]
    state.update(turn=turn, direction=direction, starter=starter, played=0, drew=False, passes=0, cat=None,
                 cat_found=False, deal_no=deal_no, deal_points=[0] * n, deals=[], carnage=None, apocalypse=False)
    check_cards(state)
    return state


def check_cards(state):
    places = list(state["deck"]) + list(state["odeck"]) + list(state["centre"])
    for h in state["hands"]:
        places += h
    for p in state["plate"]:
        places += [c for c, _v in p]
    for s in state["seqs"]:
        places += [c for c, _v in s]
    for s in state["signs"]:
        places += s
    assert sorted(places) == ALL


def acts(state):
    return G.legal_actions(state)


def play(state, *actions):
    for a in actions:
        state = G.apply(state, a)
        check_cards(state)
    return state


def spots(state, card):
    return sorted((e["spot"], e["value"]) for e in orange_text.spots_for_card(acts(state), card))


# ---- options, name, dice -------------------------------------------------------------------
def test_round_option_and_name():
    assert G.name == "Papillon"
    opt = next(x for x in G.options if x.id == "round")
    assert opt.default == "full" and opt.values() == ["full", "blue", "orange"]
    assert dict(opt.choices)["full"] == "Full game: blue then orange"
    assert G.setup({"players": 2}, 1)["rounds"] == ["blue", "orange"]
    assert G.setup({"players": 2, "round": "blue"}, 1)["rounds"] == ["blue"]
    assert G.setup({"players": 2, "round": "orange"}, 1)["rounds"] == ["orange"]


def test_orange_only_the_lowest_roller_starts_and_chooses_the_direction():
    for seed in range(40):
        for n in (2, 3, 4, 5):
            state = G.setup({"players": n, "round": "orange"}, seed)
            dice = state["dice"]
            sums = [sum(r) for r in dice["rolls"]]
            low = dice["low"]
            assert sums[low] == min(sums) and state["starter"] == low and state["turn"] == low
            if sums.count(min(sums)) > 1:
                tied = [s for s in range(n) if sums[s] == min(sums)]
                assert sorted(r[0] for r in dice["low_rerolls"][0]) == tied
            else:
                assert dice["low_rerolls"] == []
            if n == 2:
                assert state["phase"] == "play" and state["direction"] == 1
            elif n == 4 or n == 3:
                assert acts(state) == ["direction clockwise", "direction anticlockwise"]
            else:
                assert state["phase"] == "partners" and acts(state)[0].startswith("partners")


def test_direction_choice_is_explained_and_deals():
    state = G.setup({"players": 4, "round": "orange"}, 3)
    assert "rolled lowest" in G.explain_illegal(state, "draw")
    after = G.apply(state, "direction anticlockwise")
    assert after["direction"] == -1 and after["phase"] == "play" and after["turn"] == after["starter"]
    assert G.reveals(state, "direction anticlockwise")
    assert "anticlockwise in the orange round" in G.describe(state, "direction anticlockwise")


# ---- the deal -------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_deal_for_each_player_count(n):
    for seed in range(30):
        state = ready(n, seed=seed)
        hand_size, _table, deals = DEALS[n]
        leftover = {2: 0, 3: 2, 4: 0, 5: 1}[n]
        assert [len(h) for h in state["hands"]] == [hand_size] * n
        assert all(c >= 58 for h in state["hands"] for c in h)
        assert len(state["plate"]) == 2 and all(len(p) == 1 for p in state["plate"])
        assert all(p[0][0] >= 58 and p[0][0] % 58 < 48 for p in state["plate"]), "plate cards are family cards"
        assert len(state["deck"]) == 58 + leftover
        assert all(c >= 58 for c in state["deck"][:leftover]) and all(c < 58 for c in state["deck"][leftover:])
        assert len(state["odeck"]) == n * hand_size * (deals - 1)
        assert state["seqs"] == [[], [], [], []] and state["signs"] == [[], [], [], []] and state["centre"] == []
        check_cards(state)


def test_an_atout_turned_up_for_the_plate_is_shuffled_back_and_replaced():
    atouts = set(range(58 + 48, 116))
    for seed in range(200):
        state = G.setup({"players": 2, "round": "orange"}, seed)
        assert all(p[0][0] % 58 < 48 for p in state["plate"])
        # every orange Atout is still to be played: in a hand or among the cards still to deal
        assert atouts <= set(state["odeck"]) | {c for h in state["hands"] for c in h}
    # the replacement loop itself: an Atout on top goes back, a family card replaces it
    state = ready(2)
    state["deck"] = list(range(58))
    state["odeck"] = [O(CHAT)] + [c for c in range(58, 116) if c != O(CHAT)]
    state["hands"] = [[], []]
    state["deal_no"] = 0
    for seed in range(20):
        trial = dict(state, rng=seed, odeck=list(state["odeck"]), events=[])
        org.first_deal(trial)
        assert all(p[0][0] % 58 < 48 for p in trial["plate"])
        assert O(CHAT) in trial["odeck"] or any(O(CHAT) in h for h in trial["hands"])


def test_full_game_blue_then_orange_the_lowest_roller_starts_the_orange_round():
    state = G.setup({"players": 4}, 7)
    rng = random.Random(3)
    while state["round"] == "blue":
        before = state
        state = G.apply(state, rng.choice(acts(state)))
    assert "blue" in state["results"] and not state["over"]
    assert state["round"] == "orange" and state["phase"] == "direction"
    dice = state["dice"]
    assert state["turn"] == dice["low"] == state["starter"]
    assert sum(dice["rolls"][dice["low"]]) == min(sum(r) for r in dice["rolls"])
    assert all(p == [] for p in state["piles"]) and len(state["deck"]) == 58 and len(state["odeck"]) == 58
    text = G.describe(before, state["last"]["action"]) if state["last"].get("action") else ""
    assert "blue round is over" in text and "starts the orange round" in text
    state = G.apply(state, "direction clockwise")
    assert [len(h) for h in state["hands"]] == [7] * 4


# ---- placements -------------------------------------------------------------------------------
def test_on_a_plate_card_only_the_same_value():
    five, nine = b("Formes", 5), b("Formes", 9)
    state = position(hands={0: [o("Serpents", 5), o("Serpents", 6), o("Serpents", 9)], 1: [o("Formes", 0)]})
    assert ("plate-left", 5) in spots(state, o("Serpents", 5)) and ("plate-right", 5) not in spots(state, o("Serpents", 5))
    assert all(s != "plate-left" for s, _ in spots(state, o("Serpents", 6)))
    assert ("plate-right", 9) in spots(state, o("Serpents", 9))
    after = G.apply(state, f"place {o('Serpents', 5)} on plate-left")
    assert after["plate"][0] == [[five, 5], [o("Serpents", 5), 5]] and after["plate"][1] == [[nine, 9]]


def test_a_sequence_takes_the_same_one_more_or_one_less_of_its_top_and_starts_from_its_plate_card():
    hand = [o("Éléments", v) for v in range(12)] + [O(YIN), O(YANG)]
    state = position(hands={0: hand, 1: [o("Formes", 0)]})
    for seq, plate_value in (("upper-left", 5), ("lower-left", 5), ("upper-right", 9), ("lower-right", 9)):
        ok = sorted(c % 58 % 12 for c in hand if (seq, sq.PLACE_VALUE[c % 58]) in spots(state, c))
        assert ok == [plate_value - 1, plate_value, plate_value + 1], seq
    # the top moves on: 10 on the right sequences, then 11, then Yin (12) and Yang (13); no wrap
    state = position(hands={0: hand, 1: [o("Formes", 0)]}, seqs={2: [b("Formes", 10), b("Formes", 11)],
                                                                  0: [b("Formes", 4), b("Formes", 3), b("Formes", 2), b("Formes", 1), b("Formes", 0)]})
    assert ("upper-right", 12) in spots(state, O(YIN)) and ("upper-right", 13) not in spots(state, O(YANG))
    assert [v for s, v in sum((spots(state, c) for c in hand), []) if s == "upper-left"] == [0, 1]
    assert sq.fits(13, 12) and sq.fits(12, 13) and not sq.fits(0, 13) and not sq.fits(11, 0) and not sq.fits(13, 11)


def test_plus_and_moins_govern_a_sequence():
    assert [v for v in range(14) if sq.fits(v, 6, PLUS)] == [6, 7]
    assert [v for v in range(14) if sq.fits(v, 6, MOINS)] == [5, 6]
    hand = [o("Éléments", v) for v in range(12)]
    state = position(hands={0: hand, 1: [o("Formes", 0)]}, signs={0: [PLUS], 2: [MOINS]})
    up_left = sorted(v for c in hand for s, v in spots(state, c) if s == "upper-left")
    up_right = sorted(v for c in hand for s, v in spots(state, c) if s == "upper-right")
    low_left = sorted(v for c in hand for s, v in spots(state, c) if s == "lower-left")
    assert (up_left, up_right, low_left) == ([5, 6], [8, 9], [4, 5, 6])


def test_multiplier_diviser_the_contract_examples_on_6_and_on_4():
    assert [v for v in range(14) if sq.fits(v, 6, MULTDIV)] == [0, 1, 2, 3, 6, 12]
    assert [v for v in range(14) if sq.fits(v, 4, MULTDIV)] == [0, 1, 2, 4, 8, 12]
    # after a 0 or a 1 any card may follow
    assert all(sq.fits(v, 0, MULTDIV) and sq.fits(v, 1, MULTDIV) for v in range(14))
    # the same through legal actions, with the Yin as 12
    hand = [o("Découvertes", v) for v in range(12)] + [O(YIN), O(YANG)]
    for top, expected in ((6, [0, 1, 2, 3, 6, 12]), (4, [0, 1, 2, 4, 8, 12])):
        state = position(hands={0: hand, 1: [o("Formes", 0)]}, plate=(b("Formes", top), b("Formes", 9)),
                         signs={1: [MULTDIV]})
        got = sorted(v for c in hand for s, v in spots(state, c) if s == "lower-left")
        assert got == expected, top


def test_a_sign_covers_a_sign_any_player_its_own_too_and_goes_on_an_empty_sequence():
    state = position(hands={0: [O(PLUS), O(MOINS), o("Formes", 2)], 1: [o("Formes", 0), MULTDIV]})
    assert {e["spot"] for e in orange_text.spots_for_card(acts(state), O(PLUS))} == set(sq.SEQS)
    assert all(e["sign"] for e in orange_text.spots_for_card(acts(state), O(PLUS)))
    state = play(state, f"sign {O(PLUS)} on upper-left")
    assert state["turn"] == 0  # a second card can be laid: the same player goes on
    state = play(state, f"sign {O(MOINS)} on upper-left")  # covers its own sign
    assert state["signs"][0] == [O(PLUS), O(MOINS)] and sq.sign_of(state["signs"], 0) == MOINS
    assert state["turn"] == 1
    state = play(state, f"sign {MULTDIV} on upper-left")  # the other player covers it
    assert sq.sign_of(state["signs"], 0) == MULTDIV
    assert "governs" in G.describe(position(hands={0: [O(PLUS)], 1: [1]}), f"sign {O(PLUS)} on lower-right")


def test_the_chenille_makes_a_sequence_top_count_as_1():
    state = position(hands={0: [O(CHENILLE), o("Formes", 0), o("Formes", 2), o("Formes", 11)], 1: [o("Serpents", 0)]},
                     seqs={2: [b("Formes", 10)]})
    assert {s for s, _ in spots(state, O(CHENILLE))} == set(sq.SEQS)  # any sequence, never a plate card
    assert G.explain_illegal(state, f"place {O(CHENILLE)} on plate-left") == "The Chenille goes on a sequence, not on a plate card."
    state = play(state, f"place {O(CHENILLE)} on upper-right")
    assert sq.seq_top(state["plate"], state["seqs"], 2) == 1
    assert ("upper-right", 0) in spots(state, o("Formes", 0)) and ("upper-right", 2) in spots(state, o("Formes", 2))
    assert all(s != "upper-right" for s, _ in spots(state, o("Formes", 11)))
    assert "counts 1" in G.describe(position(hands={0: [O(CHENILLE)], 1: [1]}), f"place {O(CHENILLE)} on upper-left")


def test_the_swiss_knife_stands_for_any_fitting_family_value_and_keeps_it():
    state = position(hands={0: [O(COUTEAU), o("Formes", 6)], 1: [o("Serpents", 0)]})
    got = spots(state, O(COUTEAU))
    assert ("plate-left", 5) in got and ("plate-right", 9) in got and ("plate-left", 4) not in got
    assert sorted(v for s, v in got if s == "upper-left") == [4, 5, 6]
    assert sorted(v for s, v in got if s == "upper-right") == [8, 9, 10]
    state = play(state, f"place {O(COUTEAU)} as 4 on upper-left")
    assert state["seqs"][0] == [[O(COUTEAU), 4]]
    # kept as 4: the 6 does not fit there now
    assert all(s != "upper-left" for s, _ in spots(state, o("Formes", 6)))
    # never an Atout's value, never 12 or 13
    top11 = position(hands={0: [O(COUTEAU)], 1: [1]}, seqs={0: [b("Formes", 6)]}, signs={0: [MULTDIV]})
    assert sorted(v for s, v in spots(top11, O(COUTEAU)) if s == "upper-left") == [0, 1, 2, 3, 6]
    assert "Couteau Suisse as 4" in G.describe(position(hands={0: [O(COUTEAU)], 1: [1]}),
                                               f"place {O(COUTEAU)} as 4 on upper-left")
    assert "0 to 11" in G.explain_illegal(top11, f"place {O(COUTEAU)} as 12 on upper-left")


def test_every_atout_but_yin_and_yang_is_always_playable():
    # a layout where no number fits anywhere except through Atouts
    state = position(hands={0: [o("Formes", 0)], 1: [1]}, plate=(b("Formes", 5), b("Formes", 9)))
    for atout in (COUTEAU, PLUS, MOINS, MULTDIV, CHENILLE, CHRYSALIDE, PAPILLON, CHAT):
        s2 = position(hands={0: [O(atout), o("Formes", 0)], 1: [1]})
        assert orange_text.spots_for_card(acts(s2), O(atout)), atout
    for atout in (YIN, YANG):
        s2 = position(hands={0: [O(atout)], 1: [1]})
        assert acts(s2) == ["draw"]
    assert acts(state) == ["draw"]


# ---- the turn --------------------------------------------------------------------------------
def test_must_play_a_card_then_a_second_if_one_is_then_playable():
    state = position(hands={0: [o("Formes", 6), o("Formes", 7), o("Formes", 0), o("Formes", 1)], 1: [o("Serpents", 1)]})
    legal = acts(state)
    assert "draw" not in legal and "pass" not in legal
    assert G.explain_illegal(state, "draw") == "You can play the 6 of Formes on the upper-left sequence, so you must."
    state = play(state, f"place {o('Formes', 6)} on upper-left")
    assert state["turn"] == 0 and state["played"] == 1  # the 7 now fits: must play a second
    assert G.explain_illegal(state, "draw") == ("You can play the 7 of Formes on the upper-left sequence, "
                                                "so you must play a second card.")
    state = play(state, f"place {o('Formes', 7)} on upper-left")
    assert state["turn"] == 1 and state["played"] == 0  # two cards: the turn is over


def test_the_turn_passes_by_itself_when_no_second_card_fits():
    state = position(hands={0: [o("Formes", 6), o("Formes", 0)], 1: [o("Serpents", 1)]})
    state = play(state, f"place {o('Formes', 6)} on upper-left")
    assert state["turn"] == 1


def test_draw_only_when_nothing_fits_then_play_if_now_possible():
    state = position(hands={0: [o("Formes", 0)], 1: [o("Serpents", 1)]}, deck=[b("Serpents", 5)] + [c for c in range(58) if c != b("Serpents", 5)])
    assert acts(state) == ["draw"]
    assert str(G.explain_illegal(state, f"place {o('Formes', 0)} on upper-left")).startswith("The 0 of Formes does not fit there")
    assert G.reveals(state, "draw")
    after = play(state, "draw")
    assert after["turn"] == 0 and after["drew"] and b("Serpents", 5) in after["hands"][0]
    assert "draw" not in acts(after) and f"place {b('Serpents', 5)} on plate-left" in acts(after)
    # nothing fits after the draw: the turn passes
    state = position(hands={0: [o("Formes", 0)], 1: [o("Serpents", 1)]}, deck=[b("Serpents", 0)] + [c for c in range(58) if c != b("Serpents", 0)])
    after = play(state, "draw")
    assert after["turn"] == 1 and "cannot play and draws a card" in G.describe(state, "draw")


def test_nothing_playable_and_an_empty_draw_pile_pass():
    state = position(hands={0: [o("Formes", 0)], 1: [o("Serpents", 1)]}, deck=[], odeck=[])
    assert acts(state) == ["pass"]
    assert "draw pile is empty" in G.explain_illegal(state, "draw")
    after = play(state, "pass")
    assert after["turn"] == 1 and after["passes"] == 1 and not after["over"]


# ---- centre cards -----------------------------------------------------------------------------
def test_the_chrysalide_reverses_the_direction():
    state = position(n=3, hands={0: [O(CHRYSALIDE), o("Formes", 0)], 1: [1], 2: [2]})
    after = play(state, f"centre {O(CHRYSALIDE)}")
    assert after["direction"] == -1 and after["turn"] == 2 and after["centre"][-1] == O(CHRYSALIDE)
    assert "anticlockwise" in G.describe(state, f"centre {O(CHRYSALIDE)}")


def test_the_papillon_draws_3_and_ends_the_turn_even_as_the_first_or_last_card():
    state = position(hands={0: [O(PAPILLON), o("Formes", 5)], 1: [o("Serpents", 1)]})
    top = state["deck"][:3]
    after = play(state, f"centre {O(PAPILLON)}")
    assert after["turn"] == 1 and all(c in after["hands"][0] for c in top) and len(after["hands"][0]) == 4
    assert "draws 3 and ends the turn" in G.describe(state, f"centre {O(PAPILLON)}") and G.reveals(state, f"centre {O(PAPILLON)}")
    # the last card: the deal does not end
    state = position(hands={0: [O(PAPILLON)], 1: [o("Serpents", 1)]})
    after = play(state, f"centre {O(PAPILLON)}")
    assert len(after["hands"][0]) == 3 and after["deal_no"] == 1 and after["deals"] == []


def test_a_papillon_as_last_card_with_an_empty_draw_pile_goes_out():
    state = position(hands={0: [O(PAPILLON)], 1: [o("Serpents", 1)]}, deck=[], odeck=[])
    after = play(state, f"centre {O(PAPILLON)}")
    assert after["over"] and after["deals"] == [{"deal": 1, "seat": 0, "points": 30, "last": True}]


def chat_position(victim_hand, deck_top=(), n=2, chat_hand=(o("Formes", 0), o("Formes", 1))):
    rest = [c for c in range(58) if c not in deck_top and c not in victim_hand]
    return position(n=n, hands={0: [O(CHAT)] + list(chat_hand), 1: list(victim_hand)},
                    deck=list(deck_top) + rest, odeck=[c for c in range(58, 116) if c not in victim_hand
                                                       and c not in chat_hand and c not in (O(CHAT),)])


def test_the_chat_noir_makes_the_next_player_draw_3_at_the_start_of_their_turn():
    # the Chat Noir is a card like another: a second one follows when one fits
    two = chat_position([o("Serpents", 11)], chat_hand=(o("Formes", 4), o("Formes", 0)))
    two = play(two, f"centre {O(CHAT)}")
    assert two["turn"] == 0 and two["cat"] == {"by": 0, "count": 1, "victim": None, "stage": "pending"}
    two = play(two, f"place {o('Formes', 4)} on upper-left")
    assert two["turn"] == 1 and two["cat"]["victim"] == 1
    state = chat_position([o("Serpents", 11)], deck_top=(b("Formes", 0), b("Formes", 1), b("Formes", 2)))
    state = play(state, f"centre {O(CHAT)}")  # nothing else fits: the turn passes
    assert state["turn"] == 1 and state["cat"]["victim"] == 1 and state["cat"]["stage"] == "before"
    assert acts(state) == ["draw 3"]  # asked even without a Papillon, so nobody learns whether one is held
    assert "draw 3" in G.explain_illegal(state, "draw")
    after = play(state, "draw 3")
    assert [b("Formes", 0), b("Formes", 1), b("Formes", 2)] == [c for c in after["hands"][1] if c < 3]
    assert after["turn"] == 1 and after["cat"] is None  # then plays normally
    assert G.reveals(state, "draw 3") and "draws 3 (Chat Noir)" in G.describe(state, "draw 3")


def test_the_papillon_answers_a_chat_noir_before_the_draw_the_chat_player_draws_6():
    state = chat_position([PAPILLON, o("Serpents", 11)])
    state = play(state, f"centre {O(CHAT)}")
    while state["turn"] == 0:
        state = play(state, acts(state)[0])
    assert sorted(acts(state)) == sorted(["draw 3", f"centre {PAPILLON}"])
    before_chat = len(state["hands"][0])
    after = play(state, f"centre {PAPILLON}")
    assert len(after["hands"][0]) == before_chat + 6 and after["hands"][1] == [o("Serpents", 11)]
    assert after["turn"] == 0 and after["cat"] is None  # the victim's turn is over
    assert "answers the Chat Noir with the Papillon: Azure draws 6" in G.describe(state, f"centre {PAPILLON}")


def test_a_papillon_found_among_the_3_drawn_answers_the_chat_player_draws_3():
    state = chat_position([o("Serpents", 11)], deck_top=(b("Formes", 3), PAPILLON, b("Formes", 4)))
    state = play(state, f"centre {O(CHAT)}")
    while state["turn"] == 0:
        state = play(state, acts(state)[0])
    state = play(state, "draw 3")
    assert state["cat"]["stage"] == "drawn" and state["cat_found"]
    assert G.view(state, 1)["cat_found"] is True and G.view(state, 0)["cat_found"] is None
    chat_hand = len(state["hands"][0])
    after = play(state, f"centre {PAPILLON}")
    assert len(after["hands"][0]) == chat_hand + 3 and after["turn"] == 0
    assert "draws 3" in G.describe(state, f"centre {PAPILLON}")
    # not laid at once: the moment is gone, a Papillon later is an ordinary one
    later = play(state, f"place {b('Formes', 4)} on upper-left")
    assert later["cat"] is None and not later["cat_found"]
    if later["turn"] == 1:
        again = play(later, f"centre {PAPILLON}")
        assert len(again["hands"][0]) == chat_hand  # the victim draws, not the Chat Noir's player


def test_a_chat_noir_emptying_its_players_hand_still_makes_the_victim_draw_3_before_scoring():
    state = position(hands={0: [O(CHAT)], 1: [o("Serpents", 11)]}, deck=list(range(58)))
    after = play(state, f"centre {O(CHAT)}")
    assert after["deals"] == [{"deal": 1, "seat": 0, "points": 20, "last": False}]
    # the victim drew 3, then the next deal added 7 more
    assert len(after["hands"][1]) == 1 + 3 + 7 and after["deal_no"] == 2
    assert "still makes Monarch draw 3" in G.describe(state, f"centre {O(CHAT)}")
    # in the last deal the 3 drawn count in the hand points
    last = position(hands={0: [O(CHAT)], 1: [o("Serpents", 11)]}, deck=[b("Formes", 10), b("Formes", 8), YANG] + [c for c in range(58) if c not in (10, 8, YANG)], odeck=[])
    end = play(last, f"centre {O(CHAT)}")
    assert end["over"] and end["results"]["orange"]["hand_points"][1] == 11 + 10 + 8 + 13


def test_the_victim_is_the_next_player_after_a_chrysalide_in_the_same_turn():
    state = position(n=3, hands={0: [O(CHAT), O(CHRYSALIDE), o("Formes", 0)], 1: [1], 2: [2]})
    state = play(state, f"centre {O(CHAT)}", f"centre {O(CHRYSALIDE)}")
    assert state["turn"] == 2 and state["cat"]["victim"] == 2


# ---- deals, Carnage, Apocalypse ----------------------------------------------------------------
def test_going_out_gives_the_other_sides_players_20_then_a_new_deal_keeps_the_hands():
    state = position(n=4, hands={0: [o("Formes", 5)], 1: [o("Serpents", 1), o("Serpents", 2)], 2: [3], 3: [4]},
                     turn=0, starter=1)
    odeck_before = len(state["odeck"])
    after = play(state, f"place {o('Formes', 5)} on plate-left")
    assert after["deal_points"] == [0, 20, 0, 20]  # the partner (seat 2) scores nothing
    assert after["deal_no"] == 2 and after["turn"] == 1 and len(after["odeck"]) == odeck_before - 28
    assert [len(h) for h in after["hands"]] == [7, 9, 8, 8]
    assert G.reveals(state, f"place {o('Formes', 5)} on plate-left")
    text = G.describe(state, f"place {o('Formes', 5)} on plate-left")
    assert "+20" in text and "orange deal 2" in text


def test_the_last_deal_gives_30_and_ends_the_round():
    state = position(n=3, hands={0: [o("Formes", 5)], 1: [o("Serpents", 1)], 2: [o("Serpents", 2)]}, odeck=[],
                     deck=list(range(58)))
    after = play(state, f"place {o('Formes', 5)} on plate-left")
    assert after["over"] and after["deal_points"] == [0, 30, 30]
    assert after["results"]["orange"]["totals"] == [0, 31, 32]


def test_carnage_when_the_last_draw_pile_card_is_taken():
    undealt = [o("Formes", v) for v in range(2, 7)]
    state = position(n=3, hands={0: [o("Serpents", 0)], 1: [o("Serpents", 1)], 2: [o("Serpents", 2)]},
                     deck=[b("Serpents", 0)], odeck=undealt, starter=1, turn=0)
    after = play(state, "draw")
    assert after["deck"] == [] and after["odeck"] == [] and after["carnage"] == {"deal": 1, "cards": [1, 2, 2]}
    # one at a time in turn order from the round's starter (1, 2, 0, 1, 2)
    assert undealt[0] in after["hands"][1] and undealt[1] in after["hands"][2] and undealt[2] in after["hands"][0]
    assert "Carnage" in G.describe(state, "draw")
    # the deal is now the last: going out ends the round with +30
    assert not after["odeck"]


def test_apocalypse_every_player_passes_with_the_draw_pile_empty():
    state = position(n=3, hands={0: [o("Formes", 0)], 1: [o("Serpents", 0), O(YANG)], 2: [o("Serpents", 11)]},
                     deck=[], odeck=[])
    state = play(state, "pass", "pass")
    assert not state["over"]
    state = play(state, "pass")
    assert state["over"] and state["apocalypse"] and state["deals"] == []
    assert state["results"]["orange"]["totals"] == [0, 13, 11]
    out = G.outcome(state)
    assert out["winners"] == [0] and "Apocalypse" in out["reason"]


def test_a_play_resets_the_passes():
    state = position(n=2, hands={0: [o("Formes", 0)], 1: [o("Serpents", 5), o("Serpents", 0)]}, deck=[], odeck=[])
    state = play(state, "pass", f"place {o('Serpents', 5)} on plate-left")
    assert state["passes"] == 0


# ---- orange scoring ---------------------------------------------------------------------------
def test_hand_points_of_every_kind_of_card():
    hand = [o("Formes", 7), O(YIN), O(YANG), O(CHAT), O(CHRYSALIDE), O(PLUS), O(MOINS), O(MULTDIV), O(CHENILLE)]
    state = position(n=2, hands={0: [o("Formes", 5)], 1: hand}, deck=[], odeck=[])
    end = play(state, f"place {o('Formes', 5)} on plate-left")
    lines = end["results"]["orange"]["hands"][1]
    assert {l["card"]: l["points"] for l in lines} == {o("Formes", 7): 7, O(YIN): 12, O(YANG): 13, O(CHAT): 22,
                                                       O(CHRYSALIDE): 0, O(PLUS): 0, O(MOINS): 0, O(MULTDIV): 0,
                                                       O(CHENILLE): 1}
    assert end["results"]["orange"]["totals"][1] == 30 + 7 + 12 + 13 + 22 + 1


def test_a_swiss_knife_left_in_hand_is_a_fresh_two_dice_roll():
    seen = set()
    for seed in range(40):
        state = position(n=2, hands={0: [o("Formes", 5)], 1: [O(COUTEAU)]}, deck=[], odeck=[], seed=seed)
        state["rng"] = seed * 7919
        end = play(state, f"place {o('Formes', 5)} on plate-left")
        line = end["results"]["orange"]["hands"][1][0]
        assert line["how"] == "dice" and 2 <= line["points"] <= 12 and line["points"] == sum(line["dice"])
        seen.add(line["points"])
    assert len(seen) > 4


def test_a_papillon_left_in_hand_draws_3_and_adds_their_values():
    deck = [b("Formes", 8), PAPILLON, COUTEAU, b("Formes", 1)]
    state = position(n=2, hands={0: [o("Formes", 5)], 1: [O(PAPILLON), o("Formes", 2)]}, deck=deck, odeck=[])
    end = play(state, f"place {o('Formes', 5)} on plate-left")
    lines = end["results"]["orange"]["hands"][1]
    assert {"card": O(PAPILLON), "points": 0, "how": "papillon", "drew": [b("Formes", 8), PAPILLON, COUTEAU]} in lines
    by = {l["card"]: l for l in lines}
    assert by[b("Formes", 8)]["points"] == 8 and by[PAPILLON]["points"] == 0  # a Papillon drawn so draws nothing
    assert by[COUTEAU]["how"] == "dice"
    assert end["deck"] == [b("Formes", 1)] and sorted(end["hands"][1]) == sorted([O(PAPILLON), o("Formes", 2), 8, PAPILLON, COUTEAU])
    check_cards(end)
    assert end["results"]["orange"]["hand_points"][1] == 2 + 8 + by[COUTEAU]["points"]


# ---- outcomes --------------------------------------------------------------------------------
def test_orange_only_lowest_wins_and_equal_totals_share_the_win():
    state = position(n=3, hands={0: [o("Formes", 5)], 1: [o("Serpents", 2)], 2: [o("Éléments", 2)]}, odeck=[])
    end = play(state, f"place {o('Formes', 5)} on plate-left")
    out = G.outcome(end)
    assert out["result"] == "win" and out["winners"] == [0] and "lowest" in out["reason"]
    assert out["scores"] == [0, 32, 32] and out["ranking"][0] == 0
    labels = [r["label"] for r in out["breakdown"]]
    assert "Orange deal 1: Azure went out" in labels and "Cards left in hand" in labels
    # seats 1 and 2 tie for the top if seat 0 also ends at 32: a shared win
    state = position(n=3, hands={0: [o("Formes", 2)], 1: [o("Serpents", 2)], 2: [o("Éléments", 5)]}, odeck=[], turn=2)
    end = play(state, f"place {o('Éléments', 5)} on plate-left")
    out = G.outcome(end)
    assert out["winners"] == [2]
    end["results"]["orange"]["side_totals"] = [10, 10, 40]
    out = G.outcome(end)
    assert out["winners"] == [0, 1] and "shared win" in out["reason"]
    # two sides share the win: the French verb agrees with them
    assert i18n.say_in("fr", out["reason"]) == ("Azuré et Monarque remportent la manche orange avec 10 points, le plus "
                                                "petit score (victoire partagée).")


def play_full_to_orange(n=4, seed=11):
    state = G.setup({"players": n}, seed)
    rng = random.Random(seed)
    while state["round"] == "blue":
        state = G.apply(state, rng.choice(acts(state)))
    return state


def test_full_game_score_is_blue_minus_orange_per_side_and_a_tie_is_shared():
    state = play_full_to_orange(4, 11)
    rng = random.Random(5)
    while not state["over"]:
        state = G.apply(state, rng.choice(acts(state)))
    res = state["results"]
    game = res["game"]
    assert game["blue"] == res["blue"]["totals"] and game["orange"] == res["orange"]["side_totals"]
    assert game["totals"] == [bl - orr for bl, orr in zip(game["blue"], game["orange"])]
    out = G.outcome(state)
    best = max(game["totals"])
    assert out["scores"] == [game["totals"][state["side_of"][s]] for s in range(4)]
    assert "blue" in out["reason"] and "orange" in out["reason"]
    labels = [r["label"] for r in out["breakdown"]]
    assert labels[0] == "Side" and "Blue score (side)" in labels and labels[-1] == "Game score (blue − orange)"
    winners = sorted(s for s in range(4) if game["totals"][state["side_of"][s]] == best)
    if out["result"] == "win":
        assert out["winners"] == winners
    # an equal total at the top: with two sides that is a draw; with three sides a shared win
    res["game"]["totals"] = [5, 5]
    assert G.outcome(state)["result"] == "draw"
    # the per-side lines for the end screen
    orange_lines = res["orange"]["lines"]
    assert all(len(line["values"]) == 2 for line in orange_lines)
    assert sum(sum(line["values"]) for line in orange_lines) == sum(res["orange"]["side_totals"])


def test_full_game_three_sides_shared_win():
    state = play_full_to_orange(3, 4)
    rng = random.Random(2)
    while not state["over"]:
        state = G.apply(state, rng.choice(acts(state)))
    state["results"]["game"]["totals"] = [20, 20, 5]
    out = G.outcome(state)
    assert out["result"] == "win" and out["winners"] == [0, 1] and "shared win" in out["reason"]


def test_a_saved_full_game_resumes_in_either_round():
    options = G.normalize_options({"players": 3})
    state = G.setup(options, 21)
    actions = []
    rng = random.Random(8)
    checked = set()
    while not state["over"]:
        a = rng.choice(acts(state))
        actions.append(a)
        state = G.apply(state, a)
        again = G.from_json(G.to_json(state))
        assert again == state
        if state["round"] not in checked and len(actions) > 5:
            checked.add(state["round"])
            replay = G.setup(options, 21)
            for x in actions:
                replay = G.apply(replay, x)
            assert replay == state
            # and the game goes on from the saved text
            nxt = G.legal_actions(again)
            assert nxt == G.legal_actions(state)
    assert checked == {"blue", "orange"}


# ---- hidden information, bots ----------------------------------------------------------------
def test_the_view_hides_hands_draw_pile_and_orange_cards_to_deal():
    state = ready(3, seed=4)
    view = G.view(state, 1)
    assert "hands" not in view and "deck" not in view and "odeck" not in view and "rng" not in view
    assert view["hand"] == state["hands"][1] and view["deck_size"] == 60 and view["deck_orange"] == 2
    assert view["hand_backs"] == [[0, 6]] * 3 and view["odeck_size"] == len(state["odeck"])
    for s in (0, 2):
        assert state["hands"][s] not in view.values()
    twin = G.determinize(view, 99)
    check_cards(twin)
    assert G.view(twin, 1) == view
    assert twin["deck"][:2] != state["deck"][:2] or twin["hands"][0] != state["hands"][0]


def random_orange_positions(n, mode, count, seed, seat=None):
    """Orange-round positions reached by random play (a random depth into the round); with
    ``seat``, positions where that seat is to act."""
    out = []
    rng = random.Random(seed)
    for k in range(count * 30):
        if len(out) >= count:
            break
        state = G.setup({"players": n, "round": mode}, 1000 * seed + k)
        while not state["over"] and (state["round"] != "orange" or state["phase"] != "play"):
            state = G.apply(state, rng.choice(acts(state)))
        extra = rng.randrange(0, 80)
        while not state["over"] and (extra > 0 or (seat is not None and state["turn"] != seat)):
            state = G.apply(state, rng.choice(acts(state)))
            extra -= 1
        if not state["over"]:
            out.append(state)
    return out


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_bots_never_cheat_in_the_orange_round_for_every_seat(n):
    bots = [RandomBot(), GreedyBot(), MCTSBot(iterations=40)]
    for seat in range(n):
        for mode in ("orange", "full"):
            found = random_orange_positions(n, mode, 1, seed=n * 10 + seat, seat=seat)
            assert found, (n, seat, mode)
            for i, state in enumerate(found):
                for bot in bots:
                    action, twins = check_never_cheats(G, state, seat, bot, seed=50 + i, count=2)
                    assert action in acts(state)


def test_determinize_is_consistent_in_chat_noir_moments():
    # a victim who found a Papillon: others' twins may or may not have one; the view is the same
    state = chat_position([o("Serpents", 11)], deck_top=(b("Formes", 3), PAPILLON, b("Formes", 4)))
    state = play(state, f"centre {O(CHAT)}")
    while state["turn"] == 0:
        state = play(state, acts(state)[0])
    state = play(state, "draw 3")
    for seat in (0, 1):
        view = G.view(state, seat)
        for k in range(5):
            twin = G.determinize(view, k)
            check_cards(twin)
            assert G.view(twin, seat) == view
            assert acts(twin) if seat == 1 else True
    assert acts(G.determinize(G.view(state, 1), 3)) == acts(state)


def test_reveals_stops_undo_at_draws_not_at_a_placement():
    state = position(hands={0: [o("Formes", 6), o("Formes", 7)], 1: [o("Serpents", 1)]})
    assert not G.reveals(state, f"place {o('Formes', 6)} on upper-left")


def test_greedy_and_mcts_play_an_orange_game_to_the_end():
    state = G.setup({"players": 2, "round": "orange"}, 5)
    bots = {0: GreedyBot(), 1: MCTSBot(iterations=30)}
    rng = random.Random(1)
    steps = 0
    while not state["over"] and steps < 500:
        seat = G.actor(state)
        action = bots[seat].choose(G, G.view(state, seat), seat, rng.getrandbits(32))
        state = G.apply(state, action)
        steps += 1
    assert state["over"]
    for seat in (0, 1):
        assert -1.0 <= G.evaluate(state, seat) <= 1.0


def test_evaluate_prefers_fewer_and_lower_cards_in_hand():
    light = position(hands={0: [o("Formes", 1)], 1: [o("Serpents", 9), o("Serpents", 10)]})
    heavy = position(hands={0: [o("Formes", 11), O(CHAT), o("Formes", 10)], 1: [o("Serpents", 9), o("Serpents", 10)]})
    assert G.evaluate(light, 0) > G.evaluate(heavy, 0)
    assert G.evaluate(light, 1) < G.evaluate(heavy, 1)


# ---- illegal moves, log, interface helpers ------------------------------------------------------
def test_illegal_orange_moves_are_explained():
    state = position(hands={0: [o("Formes", 7), O(PLUS), O(CHAT), O(COUTEAU)], 1: [o("Serpents", 1)]})
    with pytest.raises(IllegalAction) as err:
        G.apply(state, "draw")
    assert "so you must" in str(err.value)
    assert G.explain_illegal(state, f"place {o('Formes', 1)} on upper-left") == "You do not hold that card."
    assert "does not fit there" in G.explain_illegal(state, f"place {o('Formes', 7)} on plate-left")
    assert "takes only a 5" in G.explain_illegal(state, f"place {o('Formes', 7)} on plate-left")
    assert "centre" in G.explain_illegal(state, f"place {O(CHAT)} on upper-left")
    assert "sign slot" in G.explain_illegal(state, f"place {O(PLUS)} on upper-left")
    assert "Only the Chat Noir" in G.explain_illegal(state, f"centre {o('Formes', 7)}")
    assert "Say which value" in G.explain_illegal(state, f"place {O(COUTEAU)} on upper-left")
    assert "not a move" in G.explain_illegal(state, "dance")
    assert "Only the victim" in G.explain_illegal(state, "draw 3")
    assert "must" in G.explain_illegal(state, "pass")


def test_action_strings_parse_and_every_spot_of_a_card_is_listed():
    assert sq.parse("place 65 on upper-left") == {"verb": "place", "card": 65, "spot": "upper-left", "value": 7}
    assert sq.parse("place 106 as 5 on plate-left") == {"verb": "place", "card": 106, "spot": "plate-left", "value": 5}
    assert sq.parse("sign 49 on lower-right") == {"verb": "sign", "card": 49, "spot": "lower-right", "value": None}
    assert sq.parse("centre 115") == {"verb": "centre", "card": 115, "spot": "centre", "value": None}
    assert sq.parse("place 65 on nowhere") is None and sq.parse("draw") is None
    state = position(hands={0: [o("Formes", 5), o("Formes", 7)], 1: [1]})
    assert [e["spot"] for e in orange_text.spots_for_card(acts(state), o("Formes", 5))] == ["plate-left", "upper-left", "lower-left"]
    assert orange_text.spots_for_card(acts(state), o("Formes", 7)) == []
    assert orange_text.must_play_sentence(state) == "You can play the 5 of Formes on the left plate card, so you must."
    assert i18n.say_in("fr", orange_text.must_play_sentence(state)) == (
        "Vous pouvez jouer le 5 des Formes sur la carte d’assiette A, vous devez donc le faire.")


def test_describe_every_orange_action_kind():
    state = position(n=3, hands={0: [o("Formes", 5), O(PLUS), O(CHAT), O(CHRYSALIDE), O(PAPILLON), O(CHENILLE), O(COUTEAU)],
                                 1: [1], 2: [2]})
    for a in acts(state):
        text = str(G.describe(state, a))
        assert text.startswith("Azure ") and text.endswith(".") and "None" not in text, a


def test_json_round_trip_of_orange_positions():
    for state in random_orange_positions(4, "full", 5, seed=3):
        assert G.from_json(G.to_json(state)) == state
        view = G.view(state, state["turn"])
        assert json.loads(json.dumps(view)) == view
