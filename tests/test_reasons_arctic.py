"""Arctic's reasons (issue 39) on hand-built positions: the points a card scores now and by which
rule, a shortfall's Penalty cards, the totem's token moved, the River card taken and what it
takes from the next player, a power used or kept; in both languages; and never a word from
another player's hand."""

from vivarium import i18n
from vivarium.games import GAMES
from vivarium.games.arctic import turns
from vivarium.games.arctic.cards import ANIMAL_OF, COMPANION_OF, FOX, MOOSE, PUFFIN, WALRUS

GAME = GAMES["arctic"]
ICE, AURORA = 0, 1
PUFFINS = [20, 21, 22, 23, 24, 50, 51, 52, 53, 54]  # every Puffin card of a two-player game


def turn(hand, pile=(), totem=FOX, sides="A", holders=None, river=None, other_pile=(), other_hand=None):
    """Ice's turn begins with ``hand`` and ``pile`` (bottom to top)."""
    state = GAME.first_state(GAME.normalize_options({"players": 2, "powers": sides}), 1)
    state["hands"][ICE] = sorted(hand)
    state["piles"] = [list(pile), list(other_pile)]
    state["totems"] = [totem, state["totems"][AURORA] if state["totems"][AURORA] != totem else (totem + 1) % 6]
    state["holders"] = list(holders or [None] * 6)
    state["penalties"] = [[], []]
    if river is not None:
        state["river"] = list(river)
    if other_hand is not None:
        state["hands"][AURORA] = sorted(other_hand)
    turns.start_turn(state, ICE)
    turns.advance(state)
    return state


def said(state, action, lang="en"):
    assert state["turn"] == ICE and action in GAME.legal_actions(state), (action, GAME.legal_actions(state))
    reasons = GAME.reasons(GAME.view(state, ICE), ICE, action)
    assert 1 <= len(reasons) <= 2
    return i18n.say_in(lang, reasons).replace("\u00a0", " ").replace("\u202f", " ")


def test_a_card_that_lengthens_a_run_names_its_points_and_the_rule():
    # Fox, Fox on the pile (the top one says: place 4); a third Fox makes the run 3: 1 point becomes 3
    state = turn([2, 10, 11, 25], pile=[0, 1])
    assert said(state, "place 2") == "Makes your Fox run 3 cards long: +2 points now (runs and variety)."
    assert "+" not in said(state, "place 10")  # a Walrus scores nothing now


def test_a_shortfall_says_how_many_penalty_cards_it_costs():
    state = turn([2, 10], pile=[0, 1])  # 4 to place, 2 in hand
    assert said(state, "place 2").startswith(
        "Your hand runs 2 cards short: 2 cards from the draw pile go into your Penalty pile (−1 point each).")


def test_the_last_card_placed_says_what_it_brings_and_moving_the_totem_names_its_points():
    state = turn([2, 10])  # no visible card: place 1
    text = said(state, "place 2")
    assert "On top, it gives you the Fox power card and draws 3 now; next turn you place 3." in text
    taken = turn([2, 10], holders=[AURORA, None, None, None, None, None])
    assert "On top, it takes the Fox power card from Aurora and draws 3 now" in said(taken, "place 2")
    state = GAME.next_state(state, "place 2")
    assert state["phase"] == "move"
    main, comp = ANIMAL_OF[2], COMPANION_OF[2]
    assert main == FOX != comp
    assert said(state, "move right") == "Moves your totem animal, the Fox, to the card worth 6: +3 points at scoring."
    assert said(state, "move left") == "Moves your totem animal, the Fox, to the card worth 1: −2 points at scoring."
    other = turn([2, 10], totem=WALRUS)
    other = GAME.next_state(other, "place 2")
    assert said(other, "move right") == "Moves the Fox token to the card worth 6 and the Orca token to the card worth 1."


def test_a_river_card_names_the_run_it_serves_and_the_one_it_takes_from_the_next_player():
    # Aurora's top card is a Walrus; Ice's top card a Fox
    state = turn([10], pile=[0, 1], other_pile=[40], river=[3, 12, 26, 16, 27, 28])
    state = GAME.next_state(state, "place 10")  # the last card: a Walrus on top, tokens moved or asked
    while state["phase"] == "move" or state["phase"] == "walrus":
        state = GAME.next_state(state, GAME.legal_actions(state)[0])
    assert state["phase"] == "draw"
    assert said(state, "take 12").startswith("Another Walrus for the run on top of your pile (you will hold 1). "
                                             "Takes the Walrus that would have continued Aurora's run (their top card).")
    assert said(state, "take 26") == "Leaves Aurora the Walrus in the River for their run."


def test_a_power_used_or_kept_is_named():
    # Moose B held since the start of the turn: the placement value may change by one
    state = turn([2, 10, 11, 25, 26], pile=[0, 6], holders=[None, ICE, None, None, None, None], sides="B")
    assert state["phase"] == "prepare"
    assert said(state, "moose +1") == "Moose power: you place 5 cards this turn instead of 4."
    assert said(state, "ready") == "Places 4 cards, as your visible card asks, and keeps the Moose power unused this turn."
    assert said(state, "moose -1", "fr") == "Pouvoir de l’Élan : vous posez 3 cartes ce tour au lieu de 4."


def test_reasons_are_said_in_french_too():
    state = turn([2, 10, 11, 25], pile=[0, 1])
    assert said(state, "place 2", "fr") == "Porte votre suite Renard à 3 cartes : +2 points tout de suite (suites et variété)."
    for action in GAME.legal_actions(state):
        assert "arctic." not in said(state, action, "fr")


# ---- the canary (hidden twins: tests/test_reasons.py): a reason never names a card of another player's hand
def test_no_reason_names_a_card_only_aurora_holds():
    """Aurora holds the Puffins, seen nowhere else: through a whole turn of Ice, no reason says Puffin."""
    state = turn([2, 10, 11, 25], pile=[0, 1], other_hand=[20, 21, 22, 50, 51], river=[3, 12, 26, 16, 27, 28],
                 other_pile=[40], totem=MOOSE)
    state["draw"] = [c for c in state["draw"] if c not in PUFFINS]
    seen = 0
    while state["turn"] == ICE and not state["over"]:
        for action in GAME.legal_actions(state):
            for lang in ("en", "fr"):
                text = said(state, action, lang)
                assert "Puffin" not in text and "Macareux" not in text, text
                seen += 1
        state = GAME.next_state(state, GAME.legal_actions(state)[0])
    assert seen > 20
    assert PUFFIN not in [ANIMAL_OF[c] for c in state["hands"][ICE]]

