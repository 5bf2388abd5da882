"""Arctic's guided first game (issue 39, ui/learn.py): placing, the tokens' directions and the
totem, a power (Walrus A), taking from the River, runs and variety, then the number of cards
to place, in ten steps; then free play against Easy. Words: i18n/{en,fr}/learn_arctic.py.

Two players, every power on side A, seed 233: Ice (you) starts with Fox 2, Moose 38 and Walrus
42 (place 3, draw 3, with the Fox) and the Walrus as secret totem; the River holds Walrus 12 and
Moose 8 and 36. Aurora (the computer) answers with its Polar Bear 25 (draw 1), so that Ice's
next turn, placing 3 cards under the Walrus, comes within the ten steps."""

LESSON = {
    "options": {"players": 2, "powers": "A"},
    "seed": 233,
    "you": 0,  # Ice; Aurora is the computer
    "steps": [
        {"you": "place 42", "say": "learn_arctic.place", "why": "learn_arctic.place_why"},
        {"you": "move right", "say": "learn_arctic.move", "why": "learn_arctic.move_why"},
        {"you": "walrus right", "say": "learn_arctic.power", "why": "learn_arctic.power_why"},
        {"you": "take 12", "say": "learn_arctic.river", "why": "learn_arctic.river_why"},
        {"you": "take 8", "say": "learn_arctic.runs", "why": "learn_arctic.runs_why"},
        {"you": "take 36", "say": "learn_arctic.variety", "why": "learn_arctic.variety_why"},
        {"computer": "place 25"},
        {"computer": "move left"},
        {"computer": "take 45", "say": "learn_arctic.aurora"},
        {"you": "place 12", "say": "learn_arctic.count", "why": "learn_arctic.count_why"},
    ],
    "done": "learn_arctic.done",
    "free_ui": ["piles"],  # showing or hiding everyone's whole pile is always fine
}
