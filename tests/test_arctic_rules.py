"""Arctic: every rule of the contract (shared/rules/arctic.md), one test (or a few) per rule.

Positions are built the honest way: ``setup()`` for a real state, then the zones are
overwritten (hands, piles, River, draw pile, Reserve, power cards, tokens) and the engine's
own turn start runs. Every card not named by a test goes to the draw pile (or the Reserve),
so each position still accounts for every card exactly once.

Cards are written ``c("Fox", 2)``: set 1, the Fox with draw value 2 (placement value 4). In
set 1 the companion is ``(animal + draw) mod 6`` (the contract's formula with set = 1), e.g.
``c("Fox", 1)`` walks with the Moose and ``c("Orca", 3)`` with the Fox.
"""

import json

import pytest

from vivarium.core.protocol import IllegalAction
from vivarium.games.arctic import turns
from vivarium.games.arctic.cards import (ANIMAL_OF, ANIMALS, COMPANION_OF, DRAW_OF, LANDSCAPE, PLACE_OF, card_ids, card_name,
                                       card_words)
from vivarium.games.arctic.rules import Arctic
from vivarium.games.arctic.scoring import longest_runs, score_parts
from vivarium.i18n import say, say_in

G = Arctic()


def describe(state, action):
    """The log line of ``action``, in English."""
    return say(G.describe(state, action))


def name(card):
    """A card's name as the log says it, in English."""
    return say(card_words(card))
FOX, MOOSE, WALRUS, ORCA, PUFFIN, BEAR = range(6)
NAMES = {"Fox": 0, "Moose": 1, "Walrus": 2, "Orca": 3, "Puffin": 4, "Bear": 5}


def c(animal, draw, set_no=1):
    """The card of ``animal`` with draw value ``draw`` in set ``set_no`` (1..4)."""
    a = NAMES[animal] if isinstance(animal, str) else animal
    return (set_no - 1) * 30 + a * 5 + draw - 1


def down(card):
    """A face-down (Fox A) pile entry."""
    return -1 - card


def position(n=2, seat=0, hands=None, piles=None, penalties=None, river=(), draw=None, reserve="rest",
             sides="A", holders=None, tokens=None, first=None, end=None, last_turns=0, dump=None, start=True):
    """A state with ``seat`` about to start its turn.

    ``hands``/``piles``/``penalties``: ``{seat: [cards]}`` (piles bottom to top). ``draw``:
    the draw pile, top card last (default: the cards nobody else holds). ``reserve``: "rest"
    (5 x (n - 1) of the unnamed cards), a list, or None (already used). Unnamed cards go to
    ``dump``: "draw" (bottom of the draw pile), "reserve", or a seat (bottom of its Penalty
    pile) -- by default the draw pile, or the Reserve when the draw pile is given.
    ``sides``: "A", "B" or ``{animal: side}`` (others A). ``holders``: ``{animal: seat}``.
    A seat left without a hand plays its next turn with an empty hand (a penalty), so tests
    that go past the end of a turn give the next seat a card. ``start=False``: no turn starts.
    """
    state = G.setup({"players": n, "powers": "A"}, 7)
    hands, piles, penalties = hands or {}, piles or {}, penalties or {}
    state["hands"] = [sorted(hands.get(s, [])) for s in range(n)]
    state["piles"] = [list(piles.get(s, [])) for s in range(n)]
    state["penalties"] = [list(penalties.get(s, [])) for s in range(n)]
    state["river"] = list(river)
    named = [x for zone in (state["hands"], state["penalties"]) for pile in zone for x in pile]
    named += [-1 - e if e < 0 else e for pile in state["piles"] for e in pile] + state["river"]
    named += list(draw or []) + (list(reserve) if isinstance(reserve, (list, tuple)) else [])
    assert len(named) == len(set(named)), "a card is named twice"
    rest = [x for x in card_ids(n) if x not in set(named)]
    if reserve == "rest" and draw is None:
        k = 5 * (n - 1)
        reserve, rest = rest[:k], rest[k:]
    elif reserve == "rest":
        reserve, rest = rest, []
    if dump is None:
        dump = "draw" if draw is None else "reserve"
    state["draw"] = list(draw) if draw is not None else []
    state["reserve"] = list(reserve) if reserve is not None else None
    if rest:
        if dump == "draw":
            state["draw"] = rest + state["draw"]
        elif dump == "reserve":
            assert state["reserve"] is not None, "nowhere to put the unnamed cards"
            state["reserve"] = rest + state["reserve"]
        else:
            state["penalties"][dump] = rest + state["penalties"][dump]
    if isinstance(sides, str):
        state["sides"] = [sides] * 6
    else:
        state["sides"] = [sides.get(a, "A") for a in range(6)]
    state["holders"] = [None] * 6
    for animal, holder in (holders or {}).items():
        state["holders"][animal] = holder
    state["tokens"] = list(tokens) if tokens is not None else [2] * 6
    state["first"] = seat if first is None else first
    state["end"] = end
    state["last_turns"] = last_turns
    state["turn_no"] = 0
    state["totems"] = list(range(n))
    state["spare_totems"] = list(range(n, 6))
    if start:
        turns.start_turn(state, seat)
        turns.advance(state)
    check_accounting(state)
    return state


def check_accounting(state):
    n = state["n"]
    where = state["hands"] + state["penalties"] + [[-1 - e if e < 0 else e for e in p] for p in state["piles"]]
    where += [state["river"], state["draw"], state["reserve"] or []]
    assert sorted(x for zone in where for x in zone) == card_ids(n), "a card is lost or duplicated"


def play(state, *actions):
    for action in actions:
        state = G.apply(state, action)
    check_accounting(state)
    return state


def snapshot(state):
    return json.dumps(state, sort_keys=True)


def legal(state):
    return set(G.legal_actions(state))


# ---- the card table ---------------------------------------------------------------------------
def test_each_set_has_thirty_cards_every_animal_with_every_draw_value_once():
    assert len(card_ids(4)) == 120
    for set_no in range(4):
        cards = range(30 * set_no, 30 * set_no + 30)
        assert sorted((ANIMAL_OF[x], DRAW_OF[x]) for x in cards) == [(a, d) for a in range(6) for d in range(1, 6)]


def test_placement_value_is_six_minus_draw_value():
    for x in range(120):
        assert PLACE_OF[x] == 6 - DRAW_OF[x]
        assert 1 <= PLACE_OF[x] <= 5


def test_companions_follow_the_contract_formula_and_never_equal_the_main_animal():
    for set_no in (1, 2, 3, 4):
        for animal in range(6):
            for d in range(1, 6):
                x = c(animal, d, set_no)
                assert ANIMAL_OF[x] == animal and DRAW_OF[x] == d
                assert COMPANION_OF[x] == (animal + ((d + set_no - 2) % 5) + 1) % 6
                assert COMPANION_OF[x] != animal


def test_a_game_uses_one_set_per_player():
    for n in (2, 3, 4):
        assert card_ids(n) == list(range(30 * n))
        state = G.setup({"players": n}, 1)
        check_accounting(state)


def test_card_names_show_animal_placement_and_draw():
    assert say(card_name(c("Fox", 2))) == "Fox 4/2"  # (the table's compact form)
    assert say(card_name(c("Bear", 5, 3))) == "Polar Bear 1/5"
    assert name(c("Fox", 2)) == "Fox (place 4, draw 2)"  # the log's, read aloud too
    assert say_in("fr", card_words(c("Bear", 5, 3))) == "Ours polaire (pose 1, pioche 5)"


# ---- setup -------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_counts(n):
    for seed in range(20):
        state = G.setup({"players": n}, seed)
        check_accounting(state)
        assert len(state["reserve"]) == 5 * (n - 1)
        assert [len(h) for h in state["hands"]] == [3] * n
        assert len(state["river"]) == 6
        assert len(state["draw"]) == 30 * n - 5 * (n - 1) - 3 * n - 6
        assert len(state["totems"]) == n and len(set(state["totems"])) == n
        assert sorted(state["totems"] + state["spare_totems"]) == list(range(6))
        assert state["tokens"] == [2] * 6 and LANDSCAPE[2] == 3
        assert state["piles"] == [[]] * n and state["penalties"] == [[]] * n
        assert state["holders"] == [None] * 6
        assert state["end"] is None and not state["over"]
        assert state["turn"] == state["first"]
        # nobody has a visible animal: the first player places exactly one card
        assert G.legal_actions(state) == [f"place {x}" for x in state["hands"][state["first"]]]


def test_setup_is_random_but_reproducible():
    firsts, totems, sides = set(), set(), set()
    for seed in range(40):
        state = G.setup({"players": 4}, seed)
        assert state == G.setup({"players": 4}, seed)
        firsts.add(state["first"])
        totems.add(tuple(state["totems"]))
        sides.add(tuple(state["sides"]))
    assert firsts == {0, 1, 2, 3}
    assert len(totems) > 20 and len(sides) > 20
    assert G.setup({"players": 3}, 1)["draw"] != G.setup({"players": 3}, 2)["draw"]


def test_power_sides_options():
    assert G.setup({"players": 2, "powers": "A"}, 3)["sides"] == ["A"] * 6
    assert G.setup({"players": 2, "powers": "B"}, 3)["sides"] == ["B"] * 6
    custom = {"players": 2, "powers": "custom", "power_fox": "B", "power_orca": "B", "power_bear": "B"}
    assert G.setup(custom, 3)["sides"] == ["B", "A", "A", "B", "A", "B"]


# ---- step 1: placing --------------------------------------------------------------------------
def test_without_a_visible_animal_the_placement_value_is_one():
    hand = [c("Fox", 1), c("Orca", 2), c("Moose", 3)]
    state = position(hands={0: hand}, river=[c("Walrus", 1)])
    assert legal(state) == {f"place {x}" for x in hand}
    state = play(state, f"place {c('Orca', 2)}")  # Orca 2 walks with the Walrus
    assert state["piles"][0] == [c("Orca", 2)]
    assert state["hands"][0] == [c("Fox", 1), c("Moose", 3)]
    assert state["phase"] == "move"


def test_placement_value_of_the_visible_card_one_card_at_a_time_in_any_order():
    top = c("Walrus", 3)  # placement value 3
    hand = [c("Fox", 1), c("Orca", 2), c("Moose", 3), c("Puffin", 4)]
    state = position(hands={0: hand}, piles={0: [top]}, river=[c("Walrus", 1)])
    for x in (c("Puffin", 4), c("Fox", 1), c("Moose", 3)):
        assert state["phase"] == "place" and f"place {x}" in legal(state)
        state = play(state, f"place {x}")
    assert state["piles"][0] == [top, c("Puffin", 4), c("Fox", 1), c("Moose", 3)]
    assert state["hands"][0] == [c("Orca", 2)]
    assert state["penalties"][0] == []
    assert state["phase"] in ("move", "draw")  # placing is over after three cards


def test_shortfall_draws_the_missing_cards_into_the_penalty_pile():
    top = c("Walrus", 2)  # placement value 4
    draw = [c("Orca", 5), c("Orca", 4), c("Puffin", 1)]  # top card last
    state = position(hands={0: [c("Fox", 3)]}, piles={0: [top]}, draw=draw, river=[c("Walrus", 1)])
    state = play(state, f"place {c('Fox', 3)}")
    assert state["hands"][0] == []
    assert state["penalties"][0] == [c("Puffin", 1), c("Orca", 4), c("Orca", 5)]
    assert state["draw"] == []


def test_empty_hand_at_start_takes_the_full_placement_value_as_penalty_and_carries_on():
    top = c("Orca", 3)  # placement 3, draw 3, walks with the Fox
    river = [c("Fox", 1), c("Fox", 2), c("Fox", 3), c("Fox", 4), c("Fox", 5), c("Moose", 1)]
    draw = [c("Moose", 2), c("Moose", 3), c("Moose", 4), c("Moose", 5)]
    state = position(hands={0: []}, piles={0: [top]}, river=river, draw=draw, holders={ORCA: 1},
                     sides="B")
    # the penalty is drawn at once, the visible card stays, its power card comes over from seat 1
    assert state["penalties"][0] == [c("Moose", 5), c("Moose", 4), c("Moose", 3)]
    assert state["piles"][0] == [top]
    assert state["holders"][ORCA] == 0
    assert state["phase"] == "move" and legal(state) == {"move left", "move right"}
    state = play(state, "move right")
    assert state["tokens"][ORCA] == 3 and state["tokens"][FOX] == 1
    # draw value 3, from the River (Orca B also offers the draw pile)
    assert state["phase"] == "draw" and "take deck" in legal(state)
    state = play(state, f"take {c('Fox', 1)}", f"take {c('Fox', 2)}", f"take {c('Fox', 3)}")
    assert state["hands"][0] == [c("Fox", 1), c("Fox", 2), c("Fox", 3)]
    assert state["turn"] == 1


def test_the_power_card_comes_from_the_table_or_from_another_player():
    state = position(hands={0: [c("Fox", 2)]}, river=[c("Walrus", 1)])
    assert state["holders"][FOX] is None
    state = play(state, f"place {c('Fox', 2)}")
    assert state["holders"][FOX] == 0
    state = position(n=3, hands={0: [c("Fox", 2)]}, river=[c("Walrus", 1)], holders={FOX: 2, ORCA: 0})
    state = play(state, f"place {c('Fox', 2)}")
    assert state["holders"][FOX] == 0 and state["holders"][ORCA] == 0  # a player may hold several


# ---- step 3: tokens ----------------------------------------------------------------------------
def test_tokens_move_in_opposite_directions_and_the_player_chooses():
    fox1 = c("Fox", 1)  # Fox with the Moose
    state = position(hands={0: [fox1]}, river=[c("Walrus", 1)])
    state = play(state, f"place {fox1}")
    assert legal(state) == {"move left", "move right"}
    left = play(state, "move left")
    assert left["tokens"] == [1, 3, 2, 2, 2, 2]
    right = play(state, "move right")
    assert right["tokens"] == [3, 1, 2, 2, 2, 2]


def test_a_direction_is_allowed_only_if_both_tokens_stay_on_the_landscape():
    fox1 = c("Fox", 1)  # Fox with the Moose
    # the Moose on the card worth 0 cannot go left, so the Fox cannot go right: forced
    state = position(hands={0: [fox1]}, river=[c("Walrus", 1)], tokens=[3, 0, 2, 2, 2, 2])
    state = play(state, f"place {fox1}")
    assert state["tokens"][:2] == [2, 1] and state["phase"] == "draw"
    # the Fox on the card worth 15 cannot go right: forced left
    state = position(hands={0: [fox1]}, river=[c("Walrus", 1)], tokens=[5, 2, 2, 2, 2, 2])
    state = play(state, f"place {fox1}")
    assert state["tokens"][:2] == [4, 3]


def test_both_tokens_on_the_same_end_card_move_inward_together():
    fox1 = c("Fox", 1)
    state = position(hands={0: [fox1]}, river=[c("Walrus", 1)], tokens=[0, 0, 2, 2, 2, 2])
    state = play(state, f"place {fox1}")
    assert state["tokens"][:2] == [1, 1] and state["phase"] == "draw"
    state = position(hands={0: [fox1]}, river=[c("Walrus", 1)], tokens=[5, 5, 2, 2, 2, 2])
    state = play(state, f"place {fox1}")
    assert state["tokens"][:2] == [4, 4]
    # on the same card in the middle they part, in the chosen directions
    state = position(hands={0: [fox1]}, river=[c("Walrus", 1)], tokens=[4, 4, 2, 2, 2, 2])
    state = play(state, f"place {fox1}")
    assert legal(state) == {"move left", "move right"}
    assert play(state, "move right")["tokens"][:2] == [5, 3]


def test_several_tokens_may_share_a_landscape_card():
    fox1 = c("Fox", 1)
    state = position(hands={0: [fox1]}, river=[c("Walrus", 1)], tokens=[2, 2, 3, 3, 3, 1])
    state = play(state, f"place {fox1}", "move right")
    assert state["tokens"] == [3, 1, 3, 3, 3, 1]


# ---- step 4: drawing, hand limit, River refill ------------------------------------------------
def test_draw_takes_draw_value_cards_from_the_river_one_at_a_time_then_refills():
    top = c("Walrus", 5)  # placement value 1
    river = [c("Walrus", 1), c("Walrus", 2), c("Walrus", 3), c("Walrus", 4), c("Orca", 5), c("Moose", 5)]
    draw = [c("Bear", 1), c("Bear", 2), c("Bear", 3), c("Bear", 4)]  # top card last
    state = position(hands={0: [c("Puffin", 3)], 1: [c("Fox", 5)]}, piles={0: [top]}, river=river, draw=draw)
    state = play(state, f"place {c('Puffin', 3)}", "move left")  # Puffin 3: draw value 3
    assert state["phase"] == "draw" and legal(state) == {f"take {x}" for x in river}
    state = play(state, f"take {c('Walrus', 4)}")
    assert state["river"] == [x for x in river if x != c("Walrus", 4)], "no refill before the turn ends"
    state = play(state, f"take {c('Moose', 5)}")
    assert state["turn"] == 0
    state = play(state, f"take {c('Walrus', 1)}")
    assert state["turn"] == 1
    assert state["hands"][0] == sorted([c("Walrus", 1), c("Walrus", 4), c("Moose", 5)])
    # the River is refilled to 6 from the top of the draw pile at the end of the turn
    assert state["river"] == [c("Walrus", 2), c("Walrus", 3), c("Orca", 5), c("Bear", 4), c("Bear", 3), c("Bear", 2)]
    assert state["draw"] == [c("Bear", 1)]


def test_draw_fewer_when_the_river_runs_short():
    river = [c("Walrus", 1), c("Walrus", 2)]
    top = c("Orca", 5)  # placement value 1
    state = position(hands={0: [c("Moose", 5)], 1: [c("Fox", 5)]}, piles={0: [top]}, river=river, draw=[],
                     reserve=None, dump=1,
                     sides={MOOSE: "B"})
    state = play(state, f"place {c('Moose', 5)}", "move left")  # Moose 5: draw value 5
    assert state["phase"] == "draw"
    state = play(state, f"take {c('Walrus', 1)}", f"take {c('Walrus', 2)}")
    assert state["turn"] == 1, "with the River empty (and nothing to refill it) the draw step ends"
    assert state["hands"][0] == [c("Walrus", 1), c("Walrus", 2)] and state["river"] == []


def test_hand_limit_puts_cards_of_your_choice_into_the_penalty_pile():
    hand = [c("Fox", 1), c("Fox", 2), c("Fox", 3), c("Fox", 4), c("Fox", 5), c("Moose", 1), c("Moose", 2)]
    river = [c("Orca", 1), c("Orca", 2), c("Orca", 3), c("Orca", 4), c("Orca", 5), c("Puffin", 1)]
    top = c("Walrus", 5)  # placement 1
    state = position(hands={0: hand, 1: [c("Bear", 1)]}, piles={0: [top]}, river=river)
    state = play(state, f"place {c('Moose', 2)}")  # Moose 2 walks with the Orca, draw value 2 (Moose A: plan)
    state = play(state, "move left")
    assert legal(state) == {"draw 1", "draw 2", "draw 3"}
    state = play(state, "draw 3", *[f"take {x}" for x in river[:3]])
    assert len(state["hands"][0]) == 9 and state["phase"] == "discard"
    assert legal(state) == {f"discard {x}" for x in state["hands"][0]}
    state = play(state, f"discard {c('Orca', 2)}")
    assert state["phase"] == "discard" and state["turn"] == 0
    state = play(state, f"discard {c('Fox', 5)}")
    assert state["turn"] == 1
    assert len(state["hands"][0]) == 7
    assert state["penalties"][0] == [c("Orca", 2), c("Fox", 5)]


# ---- turn helpers -------------------------------------------------------------------------------
def finish_turn(state):
    """Play the current seat's turn to its end with the first legal action each time (``place``
    before ``place … down``, ``move left`` before ``move right``); returns the new state and the
    phases the turn went through."""
    seat, number, phases = state["turn"], state["turn_no"], []
    while not state["over"] and state["turn"] == seat and state["turn_no"] == number:
        phases.append(state["phase"])
        state = play(state, G.legal_actions(state)[0])
    return state, phases


# ---- powers: Fox ----------------------------------------------------------------------------------
def test_fox_a_the_last_card_placed_may_go_face_down_under_the_visible_card():
    top = c("Walrus", 4)  # placement 2
    a, b = c("Orca", 2), c("Puffin", 3)
    state = position(hands={0: [a, b], 1: [c("Bear", 1)]}, piles={0: [top]}, river=[c("Moose", 5)],
                     holders={FOX: 0})
    assert legal(state) == {f"place {a}", f"place {b}"}, "the Fox works only on the last card"
    state = play(state, f"place {a}")
    assert legal(state) == {f"place {b}", f"place {b} down"}
    state = play(state, f"place {b} down")
    assert state["piles"][0] == [top, down(b), a]
    # the visible card is the Orca 2 (with the Polar Bear): its power card and tokens apply
    assert state["holders"][ORCA] == 0 and state["phase"] == "move"
    state = play(state, "move right")
    assert state["tokens"][ORCA] == 3 and state["tokens"][BEAR] == 1
    # others see a face-down card; its owner sees its face
    assert G.view(state, 1)["piles"][0] == [top, None, a]
    assert G.view(state, None)["piles"][0] == [top, None, a]
    assert G.view(state, 0)["piles"][0] == [top, down(b), a]


def test_fox_a_with_a_single_card_keeps_the_visible_card():
    top = c("Orca", 5)  # placement 1, draw 5, with the Walrus
    x = c("Puffin", 1)
    state = position(hands={0: [x], 1: [c("Bear", 1)]}, piles={0: [top]}, holders={FOX: 0, ORCA: 1},
                     river=[c("Moose", 1), c("Moose", 2), c("Moose", 3), c("Moose", 4), c("Moose", 5), c("Fox", 5)])
    assert legal(state) == {f"place {x}", f"place {x} down"}
    state = play(state, f"place {x} down")
    assert state["piles"][0] == [down(x), top]
    assert state["holders"][ORCA] == 0, "the visible Orca's power card is taken again"
    state = play(state, "move left")
    assert state["tokens"][ORCA] == 1 and state["tokens"][WALRUS] == 3
    # Orca A, draw value 5 from the unchanged visible card
    assert state["t"]["plan"] == 5


def test_fox_a_is_impossible_without_a_visible_card_or_when_it_is_face_down():
    x = c("Puffin", 1)
    state = position(hands={0: [x]}, holders={FOX: 0}, river=[c("Moose", 1)])
    assert legal(state) == {f"place {x}"}, "no visible card: no Fox A"
    state = position(hands={0: [x]}, piles={0: [c("Orca", 5), down(c("Fox", 3))]}, holders={FOX: 0},
                     river=[c("Moose", 1)])
    assert legal(state) == {f"place {x}"}, "the visible card is face down: no Fox A"
    with pytest.raises(IllegalAction, match="Fox"):
        G.apply(state, f"place {x} down")


def test_fox_applies_to_the_only_card_when_the_hand_runs_out():
    top = c("Walrus", 2)  # placement 4
    x = c("Puffin", 1)
    state = position(hands={0: [x]}, piles={0: [top]}, holders={FOX: 0}, river=[c("Moose", 1)])
    assert legal(state) == {f"place {x}", f"place {x} down"}
    state = play(state, f"place {x} down")
    assert state["piles"][0] == [down(x), top] and len(state["penalties"][0]) == 3


def test_fox_b_the_last_card_placed_may_go_to_the_bottom_of_the_pile():
    pile = [c("Orca", 5), c("Walrus", 4)]  # visible: Walrus, placement 2
    a, b = c("Orca", 2), c("Puffin", 3)
    state = position(hands={0: [a, b], 1: [c("Bear", 1)]}, piles={0: pile}, river=[c("Moose", 5)],
                     holders={FOX: 0}, sides="B")
    assert legal(state) == {f"place {a}", f"place {b}"}
    state = play(state, f"place {b}")
    assert legal(state) == {f"place {a}", f"place {a} bottom"}
    state = play(state, f"place {a} bottom")
    assert state["piles"][0] == [a] + pile + [b]
    assert state["holders"][PUFFIN] == 0 and state["holders"][ORCA] is None


def test_fox_b_with_a_single_card_keeps_the_visible_card():
    pile = [c("Orca", 5), c("Walrus", 5)]  # visible: Walrus 5 (placement 1, with the Orca)
    x = c("Puffin", 1)
    state = position(hands={0: [x], 1: [c("Bear", 1)]}, piles={0: pile}, river=[c("Moose", 5)],
                     holders={FOX: 0}, sides="B")
    state = play(state, f"place {x} bottom")
    assert state["piles"][0] == [x] + pile
    assert state["holders"][WALRUS] == 0 and state["holders"][PUFFIN] is None
    assert state["phase"] == "move"


# ---- powers: Moose ------------------------------------------------------------------------------
def test_moose_a_draw_value_plus_or_minus_one_down_to_zero():
    top = c("Walrus", 5)
    x = c("Orca", 3)  # draw 3, with the Fox
    river = [c("Fox", 1), c("Fox", 2), c("Fox", 3), c("Fox", 4), c("Fox", 5), c("Puffin", 5)]
    state = position(hands={0: [x], 1: [c("Bear", 1)]}, piles={0: [top]}, river=river, holders={MOOSE: 0})
    state = play(state, f"place {x}", "move left")
    assert state["phase"] == "plan" and legal(state) == {"draw 2", "draw 3", "draw 4"}
    more = play(state, "draw 4", *[f"take {r}" for r in river[:3]])
    assert more["turn"] == 0, "draw value 3 + 1: a fourth card"
    more = play(more, f"take {river[3]}")
    assert more["turn"] == 1 and len(more["hands"][0]) == 4
    fewer = play(state, "draw 2", f"take {river[0]}", f"take {river[1]}")
    assert fewer["turn"] == 1 and len(fewer["hands"][0]) == 2
    # draw value 1 may drop to 0: no card at all
    y = c("Orca", 1)  # draw 1, with the Puffin
    state = position(hands={0: [y], 1: [c("Bear", 1)]}, piles={0: [top]}, river=river, holders={MOOSE: 0})
    state = play(state, f"place {y}", "move left")
    assert legal(state) == {"draw 0", "draw 1", "draw 2"}
    state = play(state, "draw 0")
    assert state["turn"] == 1 and state["hands"][0] == [] and state["river"] == river


def test_moose_b_placement_value_plus_or_minus_one():
    top = c("Walrus", 3)  # placement 3
    hand = [c("Fox", 1), c("Fox", 2), c("Fox", 3), c("Fox", 4), c("Fox", 5)]
    state = position(hands={0: hand}, piles={0: [top]}, holders={MOOSE: 0}, sides={MOOSE: "B"},
                     river=[c("Orca", 1)])
    assert state["phase"] == "prepare" and legal(state) == {"moose +1", "moose -1", "ready"}

    def placed(state):
        count = 0
        while state["phase"] == "place":
            state = play(state, f"place {state['hands'][0][0]}")
            count += 1
        return count

    assert placed(play(state, "moose +1")) == 4
    assert placed(play(state, "moose -1")) == 2
    assert placed(play(state, "ready")) == 3
    assert "moose +1" not in legal(play(state, "moose -1")), "once per turn"


def test_moose_b_placing_zero_keeps_the_visible_card_whose_power_tokens_and_draw_apply():
    top = c("Orca", 5)  # placement 1, draw 5, with the Walrus
    hand = [c("Fox", 1)]
    river = [c("Fox", 2), c("Fox", 3), c("Fox", 4), c("Fox", 5), c("Puffin", 1), c("Puffin", 2)]
    draw = [c("Bear", 1), c("Bear", 2), c("Bear", 3), c("Bear", 4), c("Bear", 5), c("Puffin", 3)]
    state = position(hands={0: hand, 1: [c("Moose", 5)]}, piles={0: [top]}, holders={MOOSE: 0, ORCA: 1},
                     sides={MOOSE: "B"}, river=river, draw=draw)
    state = play(state, "moose -1")
    assert state["piles"][0] == [top] and state["hands"][0] == hand
    assert state["penalties"][0] == [], "placing 0 is no shortfall"
    assert state["holders"][ORCA] == 0, "the visible card's power card is taken"
    assert state["phase"] == "move"
    state = play(state, "move right")
    assert state["tokens"][ORCA] == 3 and state["tokens"][WALRUS] == 1
    # draw value 5, and Orca A (just taken) refills the River after each take
    state = play(state, f"take {river[0]}")
    assert state["river"] == river[1:] + [c("Puffin", 3)]
    for _ in range(4):
        state = play(state, f"take {state['river'][0]}")
    assert state["turn"] == 1 and len(state["hands"][0]) == 6


def test_moose_b_changes_a_shortfall_penalty():
    top = c("Walrus", 3)  # placement 3
    x = c("Fox", 1)
    for choice, penalty in (("moose -1", 1), ("ready", 2), ("moose +1", 3)):
        state = position(hands={0: [x]}, piles={0: [top]}, holders={MOOSE: 0}, sides={MOOSE: "B"},
                         river=[c("Orca", 1)])
        state = play(state, choice, f"place {x}")
        assert len(state["penalties"][0]) == penalty, choice


def test_moose_b_changes_the_empty_hand_penalty():
    top = c("Walrus", 3)  # placement 3
    for choice, penalty in (("moose -1", 2), ("ready", 3), ("moose +1", 4)):
        state = position(hands={0: []}, piles={0: [top]}, holders={MOOSE: 0}, sides={MOOSE: "B"},
                         river=[c("Orca", 1)])
        assert state["phase"] == "prepare"
        state = play(state, choice)
        assert len(state["penalties"][0]) == penalty, choice
        assert state["piles"][0] == [top]


# ---- powers: Walrus -----------------------------------------------------------------------------
def test_walrus_a_moves_the_main_token_one_more_card_either_way():
    fox1 = c("Fox", 1)  # Fox with the Moose
    state = position(hands={0: [fox1]}, holders={WALRUS: 0}, river=[c("Orca", 1)])
    state = play(state, f"place {fox1}", "move right")
    assert state["tokens"][:2] == [3, 1] and state["phase"] == "walrus"
    assert legal(state) == {"walrus left", "walrus right", "walrus stay"}
    assert play(state, "walrus right")["tokens"][:2] == [4, 1]
    assert play(state, "walrus left")["tokens"][:2] == [2, 1]
    assert play(state, "walrus stay")["tokens"][:2] == [3, 1]
    # never off the Landscape
    state = position(hands={0: [fox1]}, holders={WALRUS: 0}, river=[c("Orca", 1)], tokens=[4, 2, 2, 2, 2, 2])
    state = play(state, f"place {fox1}", "move right")
    assert state["tokens"][FOX] == 5 and legal(state) == {"walrus left", "walrus stay"}


def test_walrus_b_moves_the_companion_token_one_more_card_either_way():
    fox1 = c("Fox", 1)
    state = position(hands={0: [fox1]}, holders={WALRUS: 0}, sides={WALRUS: "B"}, river=[c("Orca", 1)])
    state = play(state, f"place {fox1}", "move right")
    assert legal(state) == {"walrus left", "walrus right", "walrus stay"}
    assert play(state, "walrus left")["tokens"][:2] == [3, 0]
    assert play(state, "walrus right")["tokens"][:2] == [3, 2]


def test_walrus_taken_this_turn_works_in_step_three():
    w = c("Walrus", 1)  # Walrus with the Orca
    state = position(hands={0: [w]}, river=[c("Orca", 1)])
    state = play(state, f"place {w}", "move left")
    assert state["holders"][WALRUS] == 0 and state["phase"] == "walrus"
    assert play(state, "walrus left")["tokens"][WALRUS] == 0


def test_without_the_walrus_there_is_no_extra_move():
    fox1 = c("Fox", 1)
    state = position(hands={0: [fox1]}, holders={WALRUS: 1}, river=[c("Orca", 1)])
    state = play(state, f"place {fox1}", "move right")
    assert state["phase"] == "draw"


# ---- powers: Orca -------------------------------------------------------------------------------
def test_orca_a_refills_the_river_after_each_take():
    o = c("Orca", 2)  # Orca, draw 2, with the Polar Bear; Orca A taken this turn works at once
    river = [c("Fox", 1), c("Fox", 2), c("Fox", 3), c("Fox", 4), c("Fox", 5), c("Moose", 1)]
    draw = [c("Bear", 1), c("Bear", 2), c("Bear", 3)]
    state = position(hands={0: [o], 1: [c("Puffin", 5)]}, river=river, draw=draw)
    state = play(state, f"place {o}", "move left")
    state = play(state, f"take {c('Fox', 3)}")
    assert state["river"] == [c("Fox", 1), c("Fox", 2), c("Fox", 4), c("Fox", 5), c("Moose", 1), c("Bear", 3)]
    state = play(state, f"take {c('Bear', 3)}")
    assert state["river"][-1] == c("Bear", 2) and len(state["river"]) == 6
    assert state["hands"][0] == sorted([c("Fox", 3), c("Bear", 3)])


def test_without_orca_a_the_river_waits_for_the_end_of_the_turn():
    o = c("Orca", 2)
    river = [c("Fox", 1), c("Fox", 2), c("Fox", 3), c("Fox", 4), c("Fox", 5), c("Moose", 1)]
    state = position(hands={0: [o], 1: [c("Puffin", 5)]}, river=river, sides={ORCA: "B"})
    state = play(state, f"place {o}", "move left", f"take {c('Fox', 3)}")
    assert len(state["river"]) == 5


def test_orca_b_may_draw_the_top_card_of_the_draw_pile_hidden_from_others():
    o = c("Orca", 2)
    river = [c("Fox", 1), c("Fox", 2), c("Fox", 3), c("Fox", 4), c("Fox", 5), c("Moose", 1)]
    secret = c("Bear", 3)
    draw = [c("Bear", 1), c("Bear", 2), c("Walrus", 4), c("Walrus", 5), c("Walrus", 3), c("Puffin", 4), secret]
    state = position(n=3, hands={0: [o], 1: [c("Puffin", 5)], 2: [c("Puffin", 1)]}, river=river, draw=draw,
                     sides={ORCA: "B"})
    state = play(state, f"place {o}", "move left")
    assert "take deck" in legal(state) and f"take {c('Fox', 1)}" in legal(state)
    assert G.reveals(state, "take deck")
    line = describe(state, "take deck")
    assert name(secret) not in line and "draw pile" in line
    state = play(state, "take deck")
    assert state["hands"][0] == [secret] and state["draw"][-1] == c("Puffin", 4)
    assert state["river"] == river, "Orca B is not Orca A"
    for seat in (1, 2, None):
        view = G.view(state, seat)
        assert view["hand_sizes"][0] == 1
        assert secret not in (view["hand"] or []) and "draw" not in view and "hands" not in view
    assert G.view(state, 0)["hand"] == [secret]


# ---- powers: Puffin -----------------------------------------------------------------------------
def test_puffin_a_swaps_one_hand_card_with_one_river_card_before_placing():
    h1, h2 = c("Fox", 1), c("Fox", 2)
    river = [c("Orca", 1), c("Orca", 2), c("Orca", 3)]
    state = position(hands={0: [h1, h2]}, river=river, holders={PUFFIN: 0})
    assert state["phase"] == "prepare"
    assert legal(state) == {f"swap {h} {r}" for h in (h1, h2) for r in river} | {"ready"}
    state = play(state, f"swap {h2} {c('Orca', 2)}")
    assert state["hands"][0] == sorted([h1, c("Orca", 2)])
    assert state["river"] == [c("Orca", 1), h2, c("Orca", 3)]
    assert state["phase"] == "place", "one swap per turn"
    assert legal(state) == {f"place {h1}", f"place {c('Orca', 2)}"}


def test_puffin_b_takes_the_visible_card_back_and_the_exposed_card_sets_the_placement_value():
    pile = [c("Walrus", 3), c("Orca", 5)]  # visible: Orca 5 (placement 1); below: Walrus 3 (placement 3)
    hand = [c("Fox", 1), c("Fox", 2)]
    state = position(hands={0: hand}, piles={0: pile}, holders={PUFFIN: 0}, sides={PUFFIN: "B"},
                     river=[c("Moose", 1)])
    assert legal(state) == {"takeback", "ready"}
    state = play(state, "takeback")
    assert state["piles"][0] == [c("Walrus", 3)]
    assert state["hands"][0] == sorted(hand + [c("Orca", 5)])
    for _ in range(3):
        assert state["phase"] == "place"
        state = play(state, f"place {state['hands'][0][0]}")
    assert state["phase"] != "place" and state["penalties"][0] == []


def test_puffin_b_with_nothing_left_below_places_one():
    hand = [c("Fox", 1), c("Fox", 2)]
    state = position(hands={0: hand}, piles={0: [c("Orca", 1)]}, holders={PUFFIN: 0}, sides={PUFFIN: "B"},
                     river=[c("Moose", 1)])
    state = play(state, "takeback")
    assert state["piles"][0] == [] and state["phase"] == "place"
    state = play(state, f"place {c('Orca', 1)}")
    assert state["phase"] != "place"


def test_puffin_b_exposing_a_face_down_card_counts_as_placement_one_draw_one_and_moves_no_token():
    pile = [c("Walrus", 3), down(c("Fox", 4)), c("Orca", 5)]
    x = c("Fox", 1)
    river = [c("Moose", 1), c("Moose", 2), c("Moose", 3)]
    state = position(hands={0: [x], 1: [c("Bear", 5)]}, piles={0: pile}, holders={PUFFIN: 0, FOX: 0},
                     sides={PUFFIN: "B", FOX: "B"}, river=river)
    state = play(state, "takeback")
    assert state["phase"] == "place" and state["t"]["total"] == 1
    assert legal(state) == {f"place {c('Orca', 5)}", f"place {c('Orca', 5)} bottom", f"place {x}",
                            f"place {x} bottom"}
    # Fox B keeps the face-down card on top: no power card, no token, draw value 1
    state = play(state, f"place {x} bottom")
    assert state["piles"][0] == [x] + pile[:2]
    assert state["tokens"] == [2] * 6 and state["holders"][FOX] == 0 and state["holders"][WALRUS] is None
    assert state["phase"] == "draw" and state["t"]["plan"] == 1
    state = play(state, f"take {c('Moose', 2)}")
    assert state["turn"] == 1 and state["hands"][0] == [c("Moose", 2), c("Orca", 5)]


# ---- powers: Polar Bear -------------------------------------------------------------------------
def test_polar_bear_a_draws_may_come_from_your_own_penalty_pile():
    b = c("Bear", 2)  # Polar Bear, draw 2, with the Moose; Bear A taken this turn works at once
    mine, theirs = [c("Fox", 1), c("Fox", 2)], [c("Fox", 3)]
    river = [c("Orca", 1), c("Orca", 2)]
    state = position(hands={0: [b], 1: [c("Puffin", 5)]}, penalties={0: mine, 1: theirs}, river=river)
    state = play(state, f"place {b}", "move left")
    assert legal(state) == {f"take {r}" for r in river} | {f"take penalty {p}" for p in mine}
    state = play(state, f"take penalty {c('Fox', 2)}")
    assert state["penalties"][0] == [c("Fox", 1)] and state["hands"][0] == [c("Fox", 2)]
    line = describe(state, f"take penalty {c('Fox', 1)}")
    assert name(c("Fox", 1)) not in line
    with pytest.raises(IllegalAction):
        G.apply(state, f"take penalty {c('Fox', 3)}")  # not your Penalty pile
    state = play(state, f"take {c('Orca', 1)}")
    assert state["turn"] == 1


def test_polar_bear_b_gives_one_penalty_card_once_per_turn_after_drawing():
    b = c("Bear", 1)  # draw 1, with the Fox
    mine = [c("Fox", 1), c("Fox", 2)]
    river = [c("Orca", 1), c("Orca", 2)]
    state = position(n=3, hands={0: [b], 1: [c("Puffin", 5)], 2: [c("Puffin", 4)]}, penalties={0: mine},
                     river=river, sides={BEAR: "B"})
    state = play(state, f"place {b}", "move left")
    assert state["phase"] == "draw", "the gift comes after drawing"
    state = play(state, f"take {c('Orca', 1)}")
    assert state["phase"] == "give" and legal(state) == {"give 1", "give 2", "give none"}
    assert G.reveals(state, "give 2")
    given = play(state, "give 2")
    assert given["turn"] == 1, "only once per turn"
    assert len(given["penalties"][0]) == 1 and len(given["penalties"][2]) == 1
    assert given["penalties"][0][0] in mine and given["penalties"][2][0] in mine
    kept = play(state, "give none")
    assert kept["turn"] == 1 and kept["penalties"][0] == mine
    # no Penalty card: nothing to give
    state = position(n=3, hands={0: [b], 1: [c("Puffin", 5)], 2: [c("Puffin", 4)]}, river=river, sides={BEAR: "B"})
    state = play(state, f"place {b}", "move left", f"take {c('Orca', 1)}")
    assert state["turn"] == 1


# ---- timing of the powers -----------------------------------------------------------------------
def test_step_one_powers_work_only_from_the_next_turn():
    p = c("Puffin", 5)  # Puffin, placement 1, draw 5, with the Walrus
    m = c("Moose", 5)
    river = [c("Orca", 1), c("Orca", 2), c("Orca", 3), c("Orca", 4), c("Orca", 5), c("Bear", 1)]
    hands = {0: [p, c("Fox", 1)], 1: [m, c("Fox", 2), c("Fox", 3)]}
    state = position(hands=hands, river=river, sides={MOOSE: "B"})
    assert state["phase"] == "place", "no power held yet: no prepare step"
    state = play(state, f"place {p}", "move left")
    assert state["holders"][PUFFIN] == 0
    state = play(state, *[f"take {x}" for x in river[:5]])
    assert state["turn"] == 1
    state = play(state, f"place {m}", "move left")  # Moose B taken now: no effect this turn
    assert state["holders"][MOOSE] == 1
    state = play(state, *[f"take {x}" for x in state["river"][:5]])
    # seat 0's next turn: the Puffin (A) held since its last turn works now
    assert state["turn"] == 0 and state["phase"] == "prepare"
    assert any(a.startswith("swap ") for a in legal(state))


def test_a_step_one_power_taken_away_before_your_turn_is_gone():
    fox2 = c("Fox", 2)
    state = position(hands={0: [c("Orca", 1)], 1: [fox2]}, seat=1, holders={FOX: 0, PUFFIN: 0},
                     river=[c("Moose", 1), c("Moose", 2), c("Moose", 3), c("Moose", 4), c("Moose", 5)])
    state = play(state, f"place {fox2}", "move left")
    assert state["holders"][FOX] == 1
    state = play(state, *[f"take {x}" for x in state["river"][:2]])
    assert state["turn"] == 0
    assert state["phase"] == "prepare"  # the Puffin is still seat 0's
    state = play(state, "ready")
    assert legal(state) == {f"place {c('Orca', 1)}"}, "no Fox any more"


# ---- the end of the game ------------------------------------------------------------------------
RIVER6 = [c("Orca", 1), c("Orca", 2), c("Orca", 3), c("Orca", 4), c("Orca", 5), c("Puffin", 2)]


def test_a_river_refill_from_an_empty_draw_pile_turns_the_reserve_into_the_draw_pile_and_triggers_the_end():
    x = c("Fox", 1)  # draw 1, with the Moose
    reserve = [c("Bear", 1), c("Bear", 2), c("Bear", 3), c("Bear", 4), c("Bear", 5)]
    state = position(hands={0: [x], 1: [c("Moose", 5)]}, river=RIVER6, draw=[], reserve=reserve, dump=1)
    state = play(state, f"place {x}", "move left")
    assert state["reserve"] == reserve and state["end"] is None
    take = f"take {c('Orca', 3)}"
    assert G.reveals(state, take)
    assert "Reserve" in describe(state, take)
    state = play(state, take)
    assert state["reserve"] is None and state["end"] == "round"
    assert state["river"][-1] == c("Bear", 5) and state["draw"] == reserve[:-1]
    assert state["turn"] == 1


def test_emptying_the_draw_pile_is_no_trigger_until_a_card_is_needed():
    x = c("Fox", 1)
    reserve = [c("Bear", 1), c("Bear", 2), c("Bear", 3), c("Bear", 4), c("Bear", 5)]
    state = position(hands={0: [x], 1: [c("Moose", 5)]}, river=RIVER6, draw=[c("Walrus", 1)], reserve=reserve,
                     dump=1)
    state = play(state, f"place {x}", "move left", f"take {c('Orca', 3)}")
    assert state["draw"] == [] and state["reserve"] == reserve and state["end"] is None
    assert state["river"][-1] == c("Walrus", 1)


def test_a_penalty_draw_from_an_empty_draw_pile_triggers_the_end():
    top = c("Walrus", 3)  # placement 3
    x = c("Fox", 1)
    reserve = [c("Bear", 1), c("Bear", 2), c("Bear", 3), c("Bear", 4), c("Bear", 5)]
    state = position(hands={0: [x], 1: [c("Moose", 5)]}, piles={0: [top]}, river=RIVER6, draw=[],
                     reserve=reserve, dump=1)
    state = play(state, f"place {x}")
    assert state["penalties"][0] == [c("Bear", 5), c("Bear", 4)]
    assert state["end"] == "round" and state["reserve"] is None and state["draw"] == reserve[:3]


def test_an_orca_b_draw_from_an_empty_draw_pile_triggers_the_end():
    o = c("Orca", 2)
    reserve = [c("Bear", 1), c("Bear", 2), c("Bear", 3), c("Bear", 4), c("Bear", 5)]
    river = [c("Fox", 1), c("Fox", 2), c("Fox", 3), c("Fox", 4), c("Fox", 5), c("Puffin", 2)]
    state = position(hands={0: [o], 1: [c("Moose", 5)]}, river=river, draw=[], reserve=reserve, dump=1,
                     sides={ORCA: "B"})
    state = play(state, f"place {o}", "move left")
    assert "take deck" in legal(state)
    state = play(state, "take deck")
    assert state["hands"][0] == [c("Bear", 5)] and state["end"] == "round" and state["reserve"] is None


def test_missing_cards_are_skipped_only_once_the_reserve_is_used_up():
    top = c("Walrus", 3)  # placement 3
    x = c("Fox", 1)
    state = position(hands={0: [x], 1: [c("Moose", 5)]}, piles={0: [top]}, river=RIVER6, draw=[], reserve=None,
                     dump=1, end="round", first=1)
    state = play(state, f"place {x}")
    assert state["penalties"][0] == [], "nothing left to draw: the penalty is skipped"
    state = play(state, "move left", f"take {c('Orca', 3)}")
    assert len(state["river"]) == 5, "nothing left to refill the River"


def test_the_round_is_finished_then_everyone_takes_one_last_turn_without_drawing():
    x = c("Fox", 1)
    hands = {0: [x], 1: [c("Moose", 5), c("Moose", 4)], 2: [c("Walrus", 5), c("Walrus", 4)]}
    state = position(n=3, hands=hands, river=RIVER6, draw=[], first=0)
    state, phases = finish_turn(state)
    assert state["end"] == "round" and state["turn"] == 1
    state, phases = finish_turn(state)  # seat 1: a normal turn
    assert "draw" in phases and state["end"] == "round" and state["turn"] == 2
    state, phases = finish_turn(state)  # seat 2 ends the round
    assert "draw" in phases and state["end"] == "last" and state["turn"] == 0
    for seat in (0, 1, 2):
        assert state["turn"] == seat and not state["over"]
        state, phases = finish_turn(state)
        assert not {"plan", "draw", "discard", "give"} & set(phases), phases
    assert state["over"] and G.legal_actions(state) == [] and G.actor(state) is None
    assert G.outcome(state) is not None and state["last_turns"] == 3


def test_a_trigger_in_the_last_players_turn_is_followed_at_once_by_the_last_turns():
    x = c("Fox", 1)
    hands = {0: [x], 1: [c("Moose", 5), c("Moose", 4)], 2: [c("Walrus", 5), c("Walrus", 4)]}
    state = position(n=3, seat=0, first=1, hands=hands, river=RIVER6, draw=[])  # order 1, 2, 0
    state, phases = finish_turn(state)
    assert state["end"] == "last" and state["turn"] == 1
    state, phases = finish_turn(state)
    assert "draw" not in phases


def test_the_last_turn_has_no_draw_step_no_refill_and_no_polar_bear():
    x = c("Bear", 1)  # Polar Bear, draw 1, with the Fox
    river = [c("Orca", 1), c("Orca", 2)]
    draw = [c("Fox", 2), c("Fox", 3)]
    state = position(hands={0: [x, c("Moose", 1)], 1: [c("Moose", 5)]}, penalties={0: [c("Fox", 4)]},
                     river=river, draw=draw, reserve=None, dump=1, end="last", sides={BEAR: "B", ORCA: "B"},
                     holders={ORCA: 0})
    state = play(state, f"place {x}", "move left")
    assert state["turn"] == 1 and state["last_turns"] == 1
    assert state["river"] == river and state["draw"] == draw, "no draw, no Orca B, no refill"
    assert state["hands"][0] == [c("Moose", 1)] and state["penalties"][0] == [c("Fox", 4)], "no gift"


def test_the_last_turn_still_draws_a_shortfall_into_the_penalty_pile_while_the_draw_pile_has_cards():
    top = c("Walrus", 2)  # placement 4
    x = c("Moose", 5)
    state = position(hands={0: [x], 1: [c("Moose", 4)]}, piles={0: [top]}, river=RIVER6, draw=[c("Fox", 2)],
                     reserve=None, dump=1, end="last")
    state = play(state, f"place {x}")
    assert state["penalties"][0] == [c("Fox", 2)] and state["draw"] == []


def test_puffin_a_swap_is_allowed_in_the_last_turn():
    h = c("Fox", 2)
    state = position(hands={0: [h], 1: [c("Moose", 4)]}, river=RIVER6, holders={PUFFIN: 0}, end="last",
                     reserve=None)
    assert f"swap {h} {c('Orca', 1)}" in legal(state)
    state = play(state, f"swap {h} {c('Orca', 1)}")
    assert state["hands"][0] == [c("Orca", 1)] and h in state["river"]


def test_the_hand_limit_after_a_puffin_b_takeback_in_a_normal_turn_and_its_exception_in_the_last_turn():
    """The only way to end a turn with more than 7 cards: in the last turn (no draw step, so no
    hand limit), take the visible card back (Puffin B) and place 0 cards (Moose B -1)."""
    hand = [c("Fox", d) for d in range(1, 6)] + [c("Moose", 1), c("Moose", 2)]
    pile = [c("Walrus", 5), c("Bear", 5)]  # both placement 1
    kw = dict(hands={0: hand, 1: [c("Bear", 4)]}, piles={0: pile}, holders={PUFFIN: 0, MOOSE: 0},
              sides={PUFFIN: "B", MOOSE: "B"}, river=RIVER6, reserve=None)
    state = play(position(**kw), "takeback", "moose -1")
    assert state["piles"][0] == pile[:1] and len(state["hands"][0]) == 8
    state = play(state, "move left", "walrus stay")  # the Walrus 5 is visible: draw value 5
    state = play(state, *[f"take {x}" for x in RIVER6[:5]])
    assert state["phase"] == "discard" and len(state["hands"][0]) == 13
    state = play(state, *[f"discard {x}" for x in state["hands"][0][:6]])
    assert state["turn"] == 1 and len(state["hands"][0]) == 7
    # the same in the last turn: the turn ends after the tokens, with 8 cards in hand
    state = play(position(end="last", **kw), "takeback", "moose -1", "move left", "walrus stay")
    assert state["turn"] == 1 and len(state["hands"][0]) == 8


# ---- scoring ------------------------------------------------------------------------------------
def pile_of(*animals):
    """A pile (bottom to top) of the given animals, distinct cards; "?" is a face-down card."""
    used, out = set(), []
    for name in animals:
        if name == "?":
            card = next(x for x in range(30, 60) if x not in used)
            out.append(down(card))
        else:
            card = next(c(name, d, s) for s in (1, 2) for d in range(1, 6) if c(name, d, s) not in used)
            out.append(card)
        used.add(card)
    return out


def total(pile, penalty=0):
    return score_parts(pile, penalty, None, [0] * 6)["total"]


def test_the_contracts_example_scores_five():
    pile = pile_of("Fox", "Fox", "Fox", "Orca", "Orca", "Moose")
    parts = score_parts(pile, 0, None, [0] * 6)
    assert parts["runs"] == [3, 0, 0, 1, 0, 0]
    assert parts["varied"] == 2 and parts["variety"] == 1
    assert parts["total"] == 5


def test_the_run_table_0_1_3_6_10_15():
    for length, points in ((1, 0), (2, 1), (3, 3), (4, 6), (5, 10), (6, 15), (7, 15), (9, 15)):
        assert total(pile_of(*["Walrus"] * length)) == points, length


def test_only_the_longest_run_of_each_animal_counts():
    pile = pile_of("Fox", "Fox", "Orca", "Fox", "Fox", "Fox", "Orca", "Fox")
    assert longest_runs(pile) == [3, 0, 0, 1, 0, 0]
    assert total(pile) == 3  # Fox 3; the Orca has no run of 2; variety 1 animal scores 0


def test_variety_counts_animals_with_a_run_of_two_by_the_same_table():
    names = ["Fox", "Moose", "Walrus", "Orca", "Puffin", "Bear"]
    for k, bonus in ((1, 0), (2, 1), (3, 3), (4, 6), (5, 10), (6, 15)):
        pile = pile_of(*[a for a in names[:k] for _ in range(2)])
        parts = score_parts(pile, 0, None, [0] * 6)
        assert parts["varied"] == k and parts["variety"] == bonus
        assert parts["total"] == k * 1 + bonus


def test_totem_scores_the_landscape_card_under_its_token_and_penalties_cost_one_each():
    pile = pile_of("Fox", "Fox")
    for position_, value in enumerate((0, 1, 3, 6, 10, 15)):
        tokens = [0] * 6
        tokens[ORCA] = position_
        assert score_parts(pile, 0, ORCA, tokens)["totem"] == value
        assert score_parts(pile, 4, ORCA, tokens)["total"] == 1 + value - 4


def test_a_face_down_fox_card_counts_as_any_animal_and_may_join_two_runs():
    pile = pile_of("Fox", "Fox", "?", "Orca", "Orca")
    assert longest_runs(pile) == [3, 0, 0, 3, 0, 0]
    assert total(pile) == 3 + 3 + 1
    assert total(pile_of("Moose", "?", "Puffin")) == 1 + 1 + 1  # two runs of 2 and variety 2


def test_engine_reading_face_down_cards_alone_make_no_run():
    """[engine reading, reported] the contract does not say whether face-down cards with no
    face-up card of an animal form a run of it; the engine requires one face-up card."""
    assert longest_runs(pile_of("Fox", "?", "?", "Orca")) == [3, 0, 0, 3, 0, 0]
    assert total(pile_of("?", "?")) == 0


def finished(n=3, first=0, piles=None, penalties=None, hands=None, tokens=None):
    state = position(n=n, seat=first, first=first, piles=piles, penalties=penalties, hands=hands,
                     tokens=tokens if tokens is not None else [0] * 6,
                     river=[c("Walrus", d, 3) for d in range(1, 6)] + [c("Puffin", 1, 3)], start=False)
    state.update(over=True, phase=None, t=None, end="last", last_turns=n)
    return state


def test_outcome_totals_breakdown_and_cards_in_hand_score_nothing():
    example = pile_of("Fox", "Fox", "Fox", "Orca", "Orca", "Moose")
    tokens = [0, 0, 4, 0, 0, 0]  # seat 2's totem (the Walrus) stands on the card worth 10
    state = finished(piles={0: example, 2: [c("Puffin", 5, 3)]}, penalties={1: [c("Fox", 1, 3)]},
                     hands={0: [c("Bear", 1, 3), c("Bear", 2, 3)]}, tokens=tokens)
    out = G.outcome(state)
    assert out["scores"] == [5, -1, 10]
    assert out["winners"] == [2] and out["ranking"] == [2, 0, 1]
    rows = {say(row["label"]): row["values"] for row in out["breakdown"]}
    assert rows["Total"] == [5, -1, 10]
    assert {"Fox run", "Orca run", "Variety", "Totem", "Penalty cards"} <= set(rows)
    assert G.legal_actions(state) == [] and G.actor(state) is None


def test_ties_go_to_the_player_earliest_in_turn_order_from_the_first_player():
    a = pile_of("Fox", "Fox", "Fox", "Orca", "Orca", "Moose")
    state = finished(n=3, first=1, piles={0: a, 1: [x + 60 for x in a]})  # seats 0 and 1 score 5, seat 2 scores 0
    out = G.outcome(state)
    assert out["scores"] == [5, 5, 0]
    assert out["winners"] == [1] and out["ranking"] == [1, 0, 2]
    state = finished(n=4, first=2)  # everybody 0: order 2, 3, 0, 1
    assert G.outcome(state)["ranking"] == [2, 3, 0, 1] and G.outcome(state)["winners"] == [2]
    state = finished(n=4, first=3, piles={0: [c("Fox", 1), c("Fox", 2)], 2: [c("Orca", 1), c("Orca", 2)]})
    assert G.outcome(state)["ranking"] == [0, 2, 3, 1]


# ---- hidden information -------------------------------------------------------------------------
def secret_position():
    """Four players; seat 3 has a face-down Fox card; everybody has a hand and a Penalty pile."""
    hands = {0: [c("Fox", 1), c("Fox", 2)], 1: [c("Moose", 1)], 2: [c("Walrus", 1), c("Walrus", 2)],
             3: [c("Orca", 1)]}
    penalties = {0: [c("Puffin", 1)], 1: [c("Puffin", 2)], 2: [c("Puffin", 3)], 3: [c("Puffin", 4)]}
    piles = {1: [c("Bear", 1)], 3: [c("Bear", 2), down(c("Bear", 3)), c("Bear", 4)]}
    return position(n=4, hands=hands, penalties=penalties, piles=piles, river=SET2_RIVER, start=False)


SET2_RIVER = [c(animal, 5, 2) for animal in range(6)]


def moved(state, a_zone, a_index, b_zone, b_index):
    """A twin: exchange one card of one zone with one card of another."""
    twin = json.loads(json.dumps(state))
    za, zb = a_zone(twin), b_zone(twin)
    za[a_index], zb[b_index] = zb[b_index], za[a_index]
    return twin


HIDDEN_FROM_OTHERS = {
    # what seat 1 knows that others do not: hand, Penalty pile, totem
    "hand of 1": lambda s: moved(s, lambda t: t["hands"][1], 0, lambda t: t["draw"], 0),
    "penalty of 1": lambda s: moved(s, lambda t: t["penalties"][1], 0, lambda t: t["reserve"], 0),
    "totem of 1": lambda s: moved(s, lambda t: t["totems"], 1, lambda t: t["spare_totems"], 0),
    "draw order": lambda s: moved(s, lambda t: t["draw"], 0, lambda t: t["draw"], -1),
    "draw vs reserve": lambda s: moved(s, lambda t: t["draw"], 0, lambda t: t["reserve"], 0),
}


def test_views_show_only_what_each_seat_may_know():
    state = secret_position()
    for seat in (0, 1, 2, 3, None):
        view = G.view(state, seat)
        assert not {"hands", "penalties", "totems", "spare_totems", "draw", "reserve", "rng"} & set(view)
        assert view["hand_sizes"] == [2, 1, 2, 1] and view["penalty_sizes"] == [1, 1, 1, 1]
        assert view["draw_size"] == len(state["draw"]) and view["reserve_size"] == len(state["reserve"])
        assert view["river"] == SET2_RIVER and view["tokens"] == state["tokens"]
        assert view["holders"] == state["holders"] and view["sides"] == state["sides"]
        if seat is None:
            assert view["hand"] is None and view["penalty"] is None and view["totem"] is None
        else:
            assert view["hand"] == state["hands"][seat] and view["penalty"] == state["penalties"][seat]
            assert view["totem"] == state["totems"][seat]
        shown = [c("Bear", 2), down(c("Bear", 3)), c("Bear", 4)] if seat == 3 else [c("Bear", 2), None, c("Bear", 4)]
        assert view["piles"][3] == shown and view["piles"][1] == [c("Bear", 1)]
        json.dumps(view)


def test_hidden_twins_have_the_same_view_for_every_other_seat_and_a_spectator():
    state = secret_position()
    for name, make in HIDDEN_FROM_OTHERS.items():
        twin = make(state)
        assert twin != state
        for seat in (0, 2, 3, None):
            assert G.view(twin, seat) == G.view(state, seat), (name, seat)
        if name in ("hand of 1", "penalty of 1", "totem of 1"):
            assert G.view(twin, 1) != G.view(state, 1), name
    # the face of seat 3's face-down card
    twin = json.loads(json.dumps(state))
    twin["piles"][3][1], twin["draw"][0] = down(twin["draw"][0]), c("Bear", 3)
    for seat in (0, 1, 2, None):
        assert G.view(twin, seat) == G.view(state, seat)
    assert G.view(twin, 3) != G.view(state, 3)


def test_everything_is_shown_once_the_game_is_over():
    state = secret_position()
    state.update(over=True, phase=None, t=None)
    view = G.view(state, 0)
    assert view["final"]["hands"] == state["hands"] and view["final"]["totems"] == state["totems"]
    assert view["piles"][3] == state["piles"][3]


def random_states(n, seed, every=9):
    import random
    rng = random.Random(seed)
    state = G.setup({"players": n}, seed)
    k = 0
    while not state["over"]:
        if k % every == 0:
            yield state
        state = G.apply(state, rng.choice(G.legal_actions(state)))
        k += 1
    yield state


def test_determinize_gives_a_full_state_consistent_with_the_view():
    checked = 0
    for n in (2, 3, 4):
        for seed in range(3):
            for state in random_states(n, seed):
                for seat in list(range(n)) + [None]:
                    view = G.view(state, seat)
                    full = G.determinize(view, 1234 + checked)
                    check_accounting(full)
                    assert G.view(full, seat) == view
                    assert sorted(full["totems"] + full["spare_totems"]) == list(range(6))
                    if seat is not None:
                        assert full["hands"][seat] == state["hands"][seat]
                        assert full["totems"][seat] == state["totems"][seat]
                        if seat == state["turn"] and not state["over"]:
                            assert G.legal_actions(full) == G.legal_actions(state)
                    json.dumps(full)
                    checked += 1
    assert checked > 500


def test_determinize_samples_the_unknown_cards():
    state = secret_position()
    view = G.view(state, 0)
    others = {tuple(G.determinize(view, k)["hands"][2]) for k in range(30)}
    downs = {G.determinize(view, k)["piles"][3][1] for k in range(30)}
    assert len(others) > 10 and len(downs) > 10


# ---- illegal actions ----------------------------------------------------------------------------
def assert_illegal(state, action, *words):
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        G.apply(state, action)
    sentence = str(err.value)
    assert sentence[:1].isupper() and sentence.endswith("."), sentence
    for word in words:
        assert word.lower() in sentence.lower(), (action, sentence)
    assert snapshot(state) == before, "an illegal action changed the state"


def test_illegal_actions_raise_a_sentence_and_change_nothing():
    x = c("Fox", 1)
    state = position(hands={0: [x, c("Fox", 2)], 1: [c("Moose", 5)]}, river=RIVER6)
    assert_illegal(state, f"place {c('Moose', 5)}", "not in your hand")
    assert_illegal(state, "place 9999", "not in your hand")
    assert_illegal(state, f"place {x} down", "Fox")
    assert_illegal(state, f"take {c('Orca', 1)}", "place")
    assert_illegal(state, "ready", "place")
    assert_illegal(state, "", "place")
    assert_illegal(state, "place", "place")
    assert_illegal(state, None, "not a move")
    assert_illegal(state, 3, "not a move")
    state = play(state, f"place {x}")  # Fox with the Moose, both on the card worth 3
    assert_illegal(state, f"place {c('Fox', 2)}", "direction")
    state = position(hands={0: [x], 1: [c("Moose", 5)]}, river=RIVER6, tokens=[2, 0, 2, 2, 2, 2],
                     holders={WALRUS: 0})
    state = play(state, f"place {x}")  # forced: the Moose cannot go left
    assert state["phase"] == "walrus"
    assert_illegal(state, "move right", "Walrus")
    state = play(state, "walrus stay")
    assert_illegal(state, "take deck", "Orca")
    assert_illegal(state, f"take penalty {c('Fox', 3)}", "Polar Bear")
    assert_illegal(state, f"take {c('Fox', 3)}", "River")
    assert_illegal(state, f"discard {c('Fox', 2)}", "take")
    assert_illegal(state, "give 1", "take")


def test_illegal_prepare_actions():
    h = c("Fox", 2)
    state = position(hands={0: [h], 1: [c("Moose", 5)]}, river=RIVER6, holders={PUFFIN: 0})
    assert_illegal(state, f"swap {c('Fox', 3)} {c('Orca', 1)}", "not in your hand")
    assert_illegal(state, f"swap {h} {c('Fox', 3)}", "River")
    assert_illegal(state, "takeback")
    assert_illegal(state, "moose +1")
    state = play(state, f"swap {h} {c('Orca', 1)}")
    assert_illegal(state, f"swap {c('Orca', 1)} {h}")  # once per turn


def test_the_game_over_refuses_every_action():
    state = finished()
    assert_illegal(state, "ready", "over")


# ---- the log ------------------------------------------------------------------------------------
def test_describe_gives_readable_lines():
    x = c("Fox", 1)
    state = position(n=3, hands={0: [x], 1: [c("Moose", 5)]}, river=RIVER6, holders={FOX: 2})
    line = describe(state, f"place {x}")
    assert line.startswith("Ice places Fox (place 5, draw 1)") and line.endswith(".")
    assert "takes the Fox power (A) from Tundra" in line
    state = play(state, f"place {x}")
    line = describe(state, "move right")
    assert "Ice moves the tokens: " in line and "Fox from 3 to 6 points" in line and "Moose from 3 to 1 point" in line
    top = c("Walrus", 3)
    state = position(hands={0: [x], 1: [c("Moose", 5)]}, piles={0: [top]}, river=RIVER6)
    assert "2 cards into the Penalty pile" in describe(state, f"place {x}")


def test_describe_never_names_a_hidden_card():
    # Orca B's card (tested above), a hand-limit discard, a card back from the Penalty pile,
    # a face-down Fox card
    hand = [c("Fox", 2), c("Fox", 3), c("Fox", 4), c("Fox", 5), c("Moose", 2), c("Moose", 3), c("Moose", 4)]
    state = position(hands={0: hand, 1: [c("Moose", 5)]}, piles={0: [c("Walrus", 5)]}, river=RIVER6,
                     penalties={0: [c("Puffin", 5)]}, holders={BEAR: 0, FOX: 0})
    line = describe(state, f"place {c('Moose', 4)} down")
    assert name(c("Moose", 4)) not in line and "face down" in line
    state = play(state, f"place {c('Moose', 4)} down", "move left", "walrus stay")  # the Walrus 5 stays visible
    assert state["phase"] == "draw"
    line = describe(state, f"take penalty {c('Puffin', 5)}")
    assert name(c("Puffin", 5)) not in line
    state = play(state, *[f"take {r}" for r in RIVER6[:5]])
    assert state["phase"] == "discard"
    for card in state["hands"][0]:
        line = describe(state, f"discard {card}")
        assert name(card) not in line and "Penalty pile" in line


def test_log_lines_reasons_and_the_outcome_read_in_french():
    """The engine's sentences are messages: the same line reads in French with the French names
    (seats, animals) and the French plural (0 and 1 take the singular)."""
    x = c("Fox", 1)
    state = position(n=3, hands={0: [x], 1: [c("Moose", 5)]}, river=RIVER6, holders={FOX: 2})
    line = G.describe(state, f"place {x}")
    assert say_in("fr", line).startswith("Glace pose la carte Renard (pose 5, pioche 1)\u202f; prend la carte Pouvoir Renard (A) à Toundra")
    assert say_in("en", line).startswith("Ice places Fox (place 5, draw 1); takes the Fox power (A) from Tundra")
    top = c("Walrus", 3)
    state = position(hands={0: [x], 1: [c("Moose", 5)]}, piles={0: [top]}, river=RIVER6)
    assert "pas assez de cartes\u00a0: 2 cartes dans la pile de Pénalité" in say_in("fr", G.describe(state, f"place {x}"))
    assert say_in("fr", G.describe(state, f"place {x}")).endswith(".")
    assert say_in("fr", G.explain_illegal(state, "take deck")) == "Vous devez maintenant poser une carte de votre main."
    state = finished(piles={0: pile_of("Fox", "Fox"), 2: [c("Puffin", 5, 3)]}, tokens=[1, 0, 0, 0, 0, 0])
    out = G.outcome(state)
    assert say_in("fr", out["breakdown"][6]["values"][0]) == "1 animal\u00a0: 0"  # "animal" singular in French
    assert say_in("en", out["breakdown"][6]["values"][0]) == "1 animal: 0"  # singular in English too (issue 38)
    reason = say_in("fr", out["reason"])
    assert reason.startswith(("Glace marque ", "Aurore marque ", "Toundra marque ")) and reason.endswith((" points.", " point."))
    assert say_in("fr", dict(out["reason"], n=1)).endswith(" marque 1 point.")


def test_reveals_marks_the_actions_that_take_from_the_draw_pile():
    x = c("Fox", 1)
    state = position(hands={0: [x, c("Fox", 2)], 1: [c("Moose", 5)]}, river=RIVER6)
    assert not G.reveals(state, f"place {x}")
    state = play(state, f"place {x}")
    assert not G.reveals(state, "move left")
    state = play(state, "move left")
    assert G.reveals(state, f"take {c('Orca', 1)}"), "the last take ends the turn: the River is refilled"
    top = c("Walrus", 3)
    state = position(hands={0: [x], 1: [c("Moose", 5)]}, piles={0: [top]}, river=RIVER6)
    assert G.reveals(state, f"place {x}"), "a shortfall draws from the draw pile"
    state = position(hands={0: [x], 1: [c("Moose", 5)]}, piles={0: [top]}, river=RIVER6, draw=[], reserve=None,
                     dump=1)
    assert not G.reveals(state, f"place {x}"), "nothing left to draw"


def test_a_fox_action_of_the_wrong_side_or_card_is_explained():
    x, y = c("Puffin", 1), c("Puffin", 3)
    top = c("Walrus", 4)  # placement 2
    state = position(hands={0: [x, y]}, piles={0: [top]}, holders={FOX: 0}, sides={FOX: "A"}, river=RIVER6)
    assert_illegal(state, f"place {x} down", "last card")
    state = play(state, f"place {y}")
    assert_illegal(state, f"place {x} bottom", "side A", "face down")
    state = position(hands={0: [x]}, piles={0: [top]}, holders={FOX: 0}, sides={FOX: "B"}, river=RIVER6)
    assert_illegal(state, f"place {x} down", "side B", "bottom")


def test_turn_index_groups_the_steps_of_one_turn():
    x = c("Fox", 1)
    state = position(hands={0: [x, c("Fox", 2)], 1: [c("Moose", 5)]}, river=RIVER6)
    first = G.turn_index(state)
    state = play(state, f"place {x}", "move left")
    assert G.turn_index(state) == first and G.actor(state) == 0
    state = play(state, f"take {c('Orca', 1)}")
    assert G.turn_index(state) == first + 1 and G.actor(state) == 1
