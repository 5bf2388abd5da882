"""Lepidoptery's reasons (issue 39) on hand-built positions: a threat blocked or made, four in a
row, the Joker spent or kept, what a play leaves Dark to beat it with, Pass & Refresh; in both
languages; and never a word from Dark's hand."""

import re

from vivarium import i18n
from vivarium.games import GAMES

GAME = GAMES["lepidoptery"]
LIGHT, DARK = 0, 1


def position(hand, board=None, dark_hand=None, play=None, markers=(None, None), jokers=(True, True), decks=None):
    """Light to play with ``hand``; the board's columns list their tokens' owners bottom up."""
    state = GAME.first_state({"rows": 4, "first": "light"}, 5)
    state["turn"] = LIGHT
    state["hands"] = [sorted(hand), sorted(dark_hand if dark_hand is not None else state["hands"][DARK])]
    state["board"] = [list(c) for c in (board or [[], [], [], [], []])]
    state["play"] = play
    state["markers"] = list(markers)
    state["jokers"] = list(jokers)
    if decks is not None:
        state["decks"] = [list(d) for d in decks]
    return state


def said(state, action, lang="en"):
    assert action in GAME.legal_actions(state), action
    reasons = GAME.reasons(GAME.view(state, LIGHT), LIGHT, action)
    assert 1 <= len(reasons) <= 2
    return i18n.say_in(lang, reasons).replace("\u00a0", " ").replace("\u202f", " ")  # French typography's spaces


def test_a_play_that_blocks_darks_four_in_a_row_says_so_and_another_play_does_not():
    # Dark holds the bottom row of Single, Pair and Run of 2: the Triple column's first space completes it
    state = position([2, 4, 5, 5, 5, 9], board=[[DARK], [DARK], [DARK], [], []])
    text = said(state, "play triple 5 5 5")
    assert text.startswith("Blocks Dark's four in a row: their next token in the Triple column would have completed it.")
    assert "Blocks" not in said(state, "play single 9")


def test_four_in_a_row_is_named_as_the_win_and_a_new_threat_as_a_threat():
    state = position([2, 4, 5, 5, 5, 9], board=[[LIGHT], [LIGHT], [LIGHT], [], []])
    assert said(state, "play triple 5 5 5") == "Makes four in a row in the Triple column: it wins the game."
    state = position([2, 3, 5, 9], board=[[LIGHT], [LIGHT], [], [], []])
    assert said(state, "play run2 2 3").startswith("Makes 1 threat of four in a row: your next token in the Triple column completes it.")


def test_a_play_that_opens_the_space_above_for_darks_four_in_a_row_says_so():
    # Dark holds the second row of Pair, Run of 2 and Triple: a token at the bottom of the Single column
    # makes the space above it Dark's to complete
    state = position([3, 7, 9], board=[[], [DARK, DARK], [LIGHT, DARK], [LIGHT, DARK], []])
    assert said(state, "play single 9").startswith(
        "Opens a space for Dark: the one above your token in the Single column would complete their four in a row.")
    assert "Opens" not in said(state, "play run2 7 J8")


def test_the_joker_spent_or_kept_is_named():
    state = position([1, 7, 8])
    assert said(state, "play pair 7 J7").startswith("Spends your Joker (standing for 7): it stays face down until you Pass & Refresh.")
    assert "Keeps your Joker face up for a later play." in said(state, "play run2 7 8")
    down = position([7, 8], jokers=(False, True))
    assert "Joker" not in said(down, "play run2 7 8")


def test_what_a_play_leaves_dark_is_said_from_the_public_facts():
    # Dark's marker is on Pair and the Triple column is full: nothing of another type beats a Single 10
    full = [[], [], [], [DARK, LIGHT, DARK, LIGHT], []]
    state = position([1, 10], board=full, markers=(None, "pair"))
    assert said(state, "play single 10").startswith(
        "Dark cannot beat a Single 10 next turn (no other type they may play ranks higher): they will have to Pass & Refresh.")
    # with the Triple column open, Dark could answer with a Triple of 10s; with five cards in hand
    state = position([1, 10], markers=(None, "pair"), dark_hand=[2, 3, 4, 6, 6])
    assert said(state, "play single 10").startswith("Dark (5 cards in hand) could beat it with a Triple from 10 up.")
    # Dark's hand is empty (their deck is not): the Joker alone beats nothing
    state = position([4, 4], dark_hand=[])
    assert said(state, "play pair 4 4").startswith("Dark cannot beat a Pair of 4s next turn")
    # a Pair of 4s: Dark may answer with a Run of 2 from 5 up, a Triple from 4 up...
    state = position([4, 4], markers=(None, None), dark_hand=[1, 1, 1])
    assert ("Dark (3 cards in hand) could beat it with a Single from 5 up, a Run of 2 from 5 up, a Triple from 4 up"
            " or a Run of 3 from 4 up.") in said(state, "play pair 4 4")


def test_pass_and_refresh_says_why_and_what_it_brings_back():
    play = {"seat": DARK, "type": "triple", "ranks": [9, 9, 9], "joker": None}
    state = position([1, 2, 4, 6], play=play, jokers=(False, True))
    assert GAME.legal_actions(state) == ["pass"]
    assert said(state, "pass") == ("Nothing in your hand beats a Triple of 9s: Pass & Refresh is the only move. "
                                   "Turns your Joker face up again, and you draw 8 cards.")
    state = position([1, 2, 4, 6], play={"seat": DARK, "type": "single", "ranks": [3], "joker": None})
    assert said(state, "pass") == "Refills your hand: you draw 8 cards, and Dark leads next."
    # an empty deck: nothing drawn, and said so (never "you draw 0 cards")
    state = position([1, 2, 4, 6], play=play, jokers=(False, True), decks=([], [5, 6]))
    assert said(state, "pass").endswith("Turns your Joker face up again (your deck is empty: you draw no card).")
    state = position([1, 2, 4, 6], play={"seat": DARK, "type": "single", "ranks": [3], "joker": None}, decks=([], [5, 6]))
    assert said(state, "pass") == "Draws no card (your deck is empty), and Dark leads next."
    assert " 0 " not in said(state, "pass", "fr")


def test_reasons_are_said_in_french_too():
    state = position([2, 4, 5, 5, 5, 9], board=[[DARK], [DARK], [DARK], [], []])
    assert said(state, "play triple 5 5 5", "fr").startswith(
        "Bloque le quatre en ligne de Sombre : son prochain jeton dans la colonne Brelan l’aurait complété.")
    state = position([1, 10], markers=(None, "pair"), dark_hand=[2, 3, 4, 6, 6])
    assert said(state, "play single 10", "fr").startswith("Sombre (5 cartes en main) pourrait répondre avec un Brelan à partir de 10.")
    for action in GAME.legal_actions(state):
        assert "lepidoptery." not in said(state, action, "fr")


# ---- the canary (hidden twins: tests/test_reasons.py): a reason never names a card of Dark's hand
def test_no_reason_names_a_card_of_darks_hand():
    """Dark holds only 9s and 10s, seen nowhere else; Light's low plays never bring those ranks up."""
    state = position([1, 1, 1, 2, 2, 2, 3, 3, 3], dark_hand=[9, 9, 9, 9, 10, 10, 10],
                     board=[[DARK], [LIGHT], [], [DARK], []])
    texts = [said(state, a, lang) for a in GAME.legal_actions(state) for lang in ("en", "fr")]
    assert len(texts) > 20
    for text in texts:
        assert not re.search(r"\b(9|10)\b", text), text
    # the same position with another hand for Dark: the very same reasons
    other = position([1, 1, 1, 2, 2, 2, 3, 3, 3], dark_hand=[4, 4, 5, 5, 6, 6, 7],
                     board=[[DARK], [LIGHT], [], [DARK], []])
    for action in GAME.legal_actions(state):
        assert GAME.reasons(GAME.view(other, LIGHT), LIGHT, action) == GAME.reasons(GAME.view(state, LIGHT), LIGHT, action)

