"""Lepidoptery's guided first game (issue 39, ui/learn.py): combinations and their columns,
beating, Pass & Refresh, the Joker and four in a row, in seven steps, then free play against
Easy. Words: i18n/{en,fr}/learn_lepidoptery.py. Light's hand is [2, 2, 3, 4, 5, 5, 5, 8, 9, 9,
10, 10] (seed 1), kept sorted by rank: ``toggle <i>`` selects its i-th card."""

LESSON = {
    "options": {"rows": 4, "first": "light"},
    "seed": 1,
    "you": 0,  # Light; Dark is the computer
    "steps": [
        {"you": "play single 2", "press": ["toggle 0"], "say": "learn_lepidoptery.single", "why": "learn_lepidoptery.single_why"},
        {"computer": "play run3 3 4 5", "say": "learn_lepidoptery.beaten"},
        {"you": "play pair 5 5", "press": ["toggle 3", "toggle 4"], "say": "learn_lepidoptery.beat", "why": "learn_lepidoptery.beat_why"},
        {"computer": "pass", "say": "learn_lepidoptery.refreshed"},
        {"you": "play run2 5 J6", "press": ["toggle 4", "toggle J"], "say": "learn_lepidoptery.joker", "why": "learn_lepidoptery.joker_why"},
        {"computer": "play triple 7 7 7", "say": "learn_lepidoptery.blocked"},
        {"you": "pass", "say": "learn_lepidoptery.refresh", "why": "learn_lepidoptery.refresh_why"},
    ],
    "done": "learn_lepidoptery.done",
    "free_ui": ["hints"],  # showing or hiding the four-in-a-row rings is always fine
}
