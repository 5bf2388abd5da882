"""Hexapod's guided first game (issue 39, ui/learn.py): drawing, placing, rows and the large
cards, coins and passing, in nine steps, then free play against Easy. Words:
i18n/{en,fr}/learn_hexapod.py. Seed 60, Light first: stack 2 shows the Gold-and-Stag card
(YYSS), stack 1 a Red-Dung-and-Stag card (RDSS); after Dark's Moth card none of the tops fits
Light's case but by covering its Stag, so a coin moves stack 2's top away and reveals a
Green-Gold card (GYGY) that makes two columns."""

LESSON = {
    "options": {"first": "light"},
    "seed": 60,
    "you": 0,  # Light; Dark is the computer
    "steps": [
        {"you": "draw 2", "say": "learn_hexapod.pick", "why": "learn_hexapod.pick_why"},
        {"computer": "draw 3", "say": "learn_hexapod.dark_picked"},
        {"you": "draw 1", "say": "learn_hexapod.draw", "why": "learn_hexapod.draw_why"},
        {"you": "place A c3", "press": ["card A"], "say": "learn_hexapod.place", "why": "learn_hexapod.place_why"},
        {"computer": "draw 1"},
        {"computer": "place B a1", "say": "learn_hexapod.dark_placed"},
        {"you": "coin 2 3", "press": ["coin 2"], "say": "learn_hexapod.coin", "why": "learn_hexapod.coin_why"},
        {"you": "draw 2", "say": "learn_hexapod.revealed", "why": "learn_hexapod.revealed_why"},
        {"you": "place B b2", "say": "learn_hexapod.cover", "why": "learn_hexapod.cover_why"},
    ],
    "done": "learn_hexapod.done",
}
