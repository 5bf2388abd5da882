"""English: the learn section (keys "learn.…"): the guided first game's own words (ui/learn.py).
Each game's lesson has its words in its own section, ``learn_<game>``."""

TEXTS = {
    "learn.button": "Learn",
    "learn.button_of": "Learn {game} step by step",
    "learn.rules_button": "Learn by playing",
    "learn.label": "Lesson: {game}",
    "learn.step_of": "Step {n} of {count}",
    "learn.watch": "Watch {who} play.",
    "learn.skip": "Skip",
    "learn.skip_title": "End the lesson here and play on freely against the computer",
    "learn.leave": "Leave",
    "learn.keep": "Keep this game",
    "learn.keep_title": "Play it on as a saved game, in your saved games",
    "learn.free_title": "{game}: your own game now",
    "learn.restart": "Restart",
    "learn.restart_title": "Start the lesson again from its first step (this game is not kept)",
    "learn.kept": "This game is now one of your saved games.",
    "learn.none": "There is no lesson for “{game}”.",
    "learn.next": "Next: {title}",
    "learn.part_of": "Learn {game}: {title}",
}
