"""Papillon's guided first game (issue 39, ui/learn.py): the blue round's captures by equal value,
by sum and with a sign, and the must-play rule, in seven steps; then free play against Easy, on
into the orange round (its sequences are said in the last bubble: a lesson starts from a fresh
deal, and the orange round comes some fifty moves later). Words: i18n/{en,fr}/learn_papillon.py.

Two players, seed 922: Azure (you) won the dice and starts with the 2, 5 of Formes, the 0, 6 of
Éléments, the 2, 9 of Découvertes and the 10 of Serpents, against a table of the 2 of Serpents
and the 1 of Découvertes. A hand card is selected with ``sel <card id>``; its captures are then
buttons (``data-action``); when nothing captures, a hand card is its own discard button. Card
ids (cards.py): Formes 0-11, Éléments 12-23, Découvertes 24-35, Serpents 36-47, Plus 49."""

LESSON = {
    "options": {"players": 2, "round": "full"},
    "seed": 922,
    "you": 0,  # Azure; Monarch is the computer
    "steps": [
        {"you": "take 2 = 38", "press": ["sel 2"], "say": "learn_papillon.take", "why": "learn_papillon.take_why"},
        {"computer": "discard 4", "say": "learn_papillon.monarch_put"},
        {"you": "sum 5 = 4+25", "press": ["sel 5"], "say": "learn_papillon.sum", "why": "learn_papillon.sum_why"},
        {"computer": "discard 16", "say": "learn_papillon.monarch_four"},
        {"you": "discard 26", "say": "learn_papillon.must", "why": "learn_papillon.must_why"},
        {"computer": "discard 49", "say": "learn_papillon.monarch_plus"},
        {"you": "combine 18 = 16+26", "press": ["sel 18"], "say": "learn_papillon.sign", "why": "learn_papillon.sign_why"},
    ],
    "done": "learn_papillon.done",
}

# The orange round alone (option "round": "orange"), seed 182: Azure (you) starts, with the 2 of
# Formes (60), the 5 (75) and 11 (81) of Éléments, the 4 of Découvertes (86), the 2 of Serpents (96),
# the Moins (108) and the Chenille (112), against a plate of the 3 of Éléments (left) and the 1 of
# Serpents (right). A card is selected with ``sel <card id>``; where it may go are then buttons
# (``data-action``). A turn is two cards; Monarch, left with 10, 8, 9, 7, 10, can lay nothing after.
ORANGE = {
    "part": "orange",
    "title": "learn_papillon.orange_title",
    "options": {"players": 2, "round": "orange"},
    "seed": 182,
    "you": 0,
    "steps": [
        {"you": "place 60 on lower-left", "press": ["sel 60"], "say": "learn_papillon.o_start", "why": "learn_papillon.o_start_why"},
        {"you": "place 96 on lower-left", "press": ["sel 96"], "say": "learn_papillon.o_same", "why": "learn_papillon.o_same_why"},
        {"computer": "place 98 on upper-left", "say": "learn_papillon.o_monarch_four"},
        {"computer": "place 82 on upper-right", "say": "learn_papillon.o_monarch_zero"},
        {"you": "place 75 on upper-left", "press": ["sel 75"], "say": "learn_papillon.o_more", "why": "learn_papillon.o_more_why"},
        {"you": "sign 108 on upper-left", "press": ["sel 108"], "say": "learn_papillon.o_sign", "why": "learn_papillon.o_sign_why"},
        {"computer": "draw"},  # Monarch can lay nothing: said by the last bubble
    ],
    "done": "learn_papillon.o_done",
}

LESSONS = [LESSON, ORANGE]  # the blue round from a fresh deal (#/learn/papillon), then the orange round (#/learn/papillon/orange)
