"""Pond's guided first game (issue 39, ui/learn.py): place, grow, score, move, in seven steps on
the small board, then free play against Easy. Words: i18n/{en,fr}/learn_pond.py."""

LESSON = {
    "options": {"variant": "small", "best_of": 1, "first": "light"},
    "seed": 2026,
    "you": 0,  # Light; Dark is the computer
    "steps": [
        {"you": "place a2", "say": "learn_pond.place", "why": "learn_pond.place_why"},
        {"computer": "place b2", "say": "learn_pond.grew"},
        {"you": "place c2", "say": "learn_pond.grow", "why": "learn_pond.grow_why"},
        {"computer": "place d3", "say": "learn_pond.row"},
        {"you": "place c3", "say": "learn_pond.score", "why": "learn_pond.score_why"},
        {"computer": "place b3", "say": "learn_pond.scored"},
        {"you": "move c3 c2", "press": ["pick c3"], "say": "learn_pond.move", "why": "learn_pond.move_why"},
    ],
    "done": "learn_pond.done",
}
