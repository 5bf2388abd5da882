"""Papillon's reasons (issue 39) on hand-built positions: a capture by equal value, by a sum or
with a sign names what it takes and its points, the must-play rule, what the table left behind
offers the next player, the Papillon's sweep; in the orange round the sequence started or
extended, the points shed, going out; in both languages; and never a word from another hand."""

from vivarium import i18n
from vivarium.games import GAMES

GAME = GAMES["papillon"]
AZURE, MONARCH = 0, 1
ORANGE = 58  # an orange card's id is its face + 58


def blue(hand, table, other=None):
    """Azure to play in the blue round of a two-player game."""
    state = GAME.first_state(GAME.normalize_options({"players": 2, "round": "blue"}), 1)
    state["turn"] = AZURE
    state["hands"][AZURE] = sorted(hand)
    if other is not None:
        state["hands"][MONARCH] = sorted(other)
    state["table"] = list(table)
    return state


def orange(hand, seqs=([], [], [], []), plate=(5, 8), other=None):
    """Azure to play in the orange round of a two-player game (cards given by face)."""
    state = GAME.first_state(GAME.normalize_options({"players": 2, "round": "orange"}), 1)
    state["turn"] = AZURE
    state["hands"][AZURE] = sorted(ORANGE + f for f in hand)
    if other is not None:
        state["hands"][MONARCH] = sorted(ORANGE + f for f in other)
    state["plate"] = [[[ORANGE + v, v]] for v in plate]
    state["seqs"] = [[[ORANGE + v, v] for v in seq] for seq in seqs]
    return state


def said(state, action, lang="en"):
    assert action in GAME.legal_actions(state), (action, GAME.legal_actions(state))
    reasons = GAME.reasons(GAME.view(state, AZURE), AZURE, action)
    assert 1 <= len(reasons) <= 2
    return i18n.say_in(lang, reasons).replace("\u00a0", " ").replace("\u202f", " ")


def test_a_take_by_equal_value_names_the_card_and_what_is_left_for_monarch():
    state = blue([17, 40], [5, 30])
    assert said(state, "take 17 = 5") == (
        "Takes the 5 of Formes by equal value (5 = 5): 2 cards into your pile, none scoring, but they count toward the "
        "10 points for most cards. Leaves the 6 of Découvertes on the table (no points there): Monarch (7 cards in hand) "
        "could capture there with a card worth 6.")


def test_a_sum_and_a_sign_name_the_arithmetic_the_cards_and_their_points():
    assert said(blue([7], [3, 4]), "sum 7 = 3+4") == (
        "Takes the 3 of Formes and the 4 of Formes by a sum (3 + 4 = 7): 3 cards into your pile, worth 10 points. "
        "Leaves the table empty: Monarch has nothing to capture.")
    # the rulebook's example: Chat Noir (22) and a 10 on the table, Moins and Yin in hand
    assert said(blue([50, 52], [57, 10]), "combine 52 = 57-10").startswith(
        "Takes Chat Noir and the 10 of Formes with a sign (22 − 10 = 12): 4 cards into your pile, worth 50 points.")


def test_the_must_play_rule_and_what_a_card_put_down_offers():
    text = said(blue([8, 9], [5]), "discard 8")
    assert text == ("Nothing in your hand captures on this table (no equal value, sum or sign), so you may put a card down. Leaves the 5 of "
                    "Formes and the 8 of Formes on the table (no points there): Monarch (7 cards in hand) could "
                    "capture there with a card worth 5, 8 or 13.")


def test_a_papillon_sweeping_the_chat_noir_counts_its_minus_thirty():
    assert said(blue([56], [57, 3]), "papillon") == (
        "Sweeps the whole table with the Papillon: 3 cards into your pile, worth −10 points. "
        "The Chat Noir swept by a Papillon counts −30 for you.")


def test_the_orange_round_names_the_sequence_started_or_extended_and_the_points_shed():
    state = orange([6, 11])
    assert said(state, f"place {ORANGE + 6} on upper-left") == (
        "Starts the upper-left sequence: 6 next to its plate card's 5. Sheds the 6 of Formes: 6 points fewer in your hand at the end.")
    state = orange([6, 11], seqs=([], [], [9, 10], []))
    assert said(state, f"place {ORANGE + 11} on upper-right").startswith("Extends the upper-right sequence to 3 cards: 11 on its 10.")
    state = orange([6])
    assert said(state, f"place {ORANGE + 6} on upper-left").endswith(
        "Your last card: the deal ends, and every player of the other sides scores +20.")
    state = orange([49, 6])  # Plus
    assert said(state, f"sign {ORANGE + 49} on lower-right") == "Puts Plus on the lower-right sequence: from now only 8 or 9 may follow its 8."


def test_reasons_are_said_in_french_too():
    assert said(blue([7], [3, 4]), "sum 7 = 3+4", "fr").startswith(
        "Prend le 3 des Formes et le 4 des Formes par une somme (3 + 4 = 7) : 3 cartes dans votre pile, qui valent 10 points.")
    state = orange([6, 11])
    for action in GAME.legal_actions(state):
        assert "papillon." not in said(state, action, "fr")


# ---- the canary (hidden twins: tests/test_reasons.py): a reason never names a card of another player's hand
def test_no_reason_names_a_card_only_monarch_holds():
    """Monarch holds the Chat Noir and the Yang, seen nowhere else: no reason names them."""
    hidden = ("Chat Noir", "Yang")
    positions = [blue([7, 8, 17, 40, 56], [3, 4, 5], other=[57, 53, 11]), blue([8, 9], [5], other=[57, 53]),
                 orange([6, 11, 49, 54, 55], other=[57, 53, 2]), orange([0], other=[57, 53])]
    seen = 0
    for state in positions:
        for action in GAME.legal_actions(state):
            for lang in ("en", "fr"):
                text = said(state, action, lang)
                assert not any(word in text for word in hidden), text
                seen += 1
    assert seen > 30


def test_a_move_with_nothing_telling_still_gets_a_plain_true_reason():
    state = orange([55, 6], other=[])  # the Chrysalide with nobody else holding cards: no next player to name
    assert said(state, f"centre {ORANGE + 55}") == "A move the rules allow here; nothing else about it stands out."
