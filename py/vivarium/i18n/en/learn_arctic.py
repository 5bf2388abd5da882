"""English: Arctic's lesson (keys "learn_arctic.…", games/arctic/lesson.py)."""

TEXTS = {
    "learn_arctic.place": "Welcome to Arctic! You play Ice. Each turn you place cards from your hand on your pile: its top card is your visible animal. You have none yet, so you place 1 card. Place the Walrus.",
    "learn_arctic.place_why": "Try the highlighted card, the Walrus: the lesson follows it. You will play freely at the end.",
    "learn_arctic.move": "Your Walrus now moves two tokens on the Landscape, its own and its companion’s (the Fox), in opposite directions. Your secret totem is the Walrus: at the end you score the card under its token (★). Send it right, to 6.",
    "learn_arctic.move_why": "Try the highlighted choice: the Walrus goes right, towards the cards worth 10 and 15, because it is your totem.",
    "learn_arctic.power": "Your visible Walrus brought you its power card. Walrus, side A: after moving, its token may move one card more. Move it right again, to 10.",
    "learn_arctic.power_why": "Try the highlighted choice: one card more to the right puts your totem on 10.",
    "learn_arctic.river": "Now draw: the Walrus’s draw value is 3, so you take 3 cards from the River, one at a time. Take the other Walrus first.",
    "learn_arctic.river_why": "Try the highlighted Walrus: two Walruses on your pile will make a run.",
    "learn_arctic.runs": "Runs score: the longest run of each animal on your pile, 2 in a row → 1 point, 3 → 3, 4 → 6, 5 → 10, 6 or more → 15. Take this Moose: you have one already.",
    "learn_arctic.runs_why": "Try the highlighted Moose: with the one in your hand, it can make a run.",
    "learn_arctic.variety": "Take a third Moose. Runs of several animals score too: the number of animals with a run of 2 or more counts by the same table (variety).",
    "learn_arctic.variety_why": "Try the highlighted Moose: three Moose can make a run of 3.",
    "learn_arctic.aurora": "Aurora placed a Polar Bear (draw value 1), moved its tokens and took 1 card. The River has been filled up again.",
    "learn_arctic.count": "Your turn: you place as many cards as your visible animal’s placement value, 3 for this Walrus. Place the Walrus first: two in a row start a run.",
    "learn_arctic.count_why": "Try the highlighted Walrus: on top of your Walrus, it makes a run of 2.",
    "learn_arctic.done": "That is Arctic: place, move the tokens, take from the River. Place 2 more cards and play on against the computer (Easy); Hint suggests a move. Runs, variety and your totem score; each Penalty card costs 1.",
}
