"""English: Hexapod's lesson (keys "learn_hexapod.…", games/hexapod/lesson.py)."""

TEXTS = {
    "learn_hexapod.pick": "Welcome to Hexapod! You play Light: fill your display case with insect cards from the three stacks. Only each stack’s top card shows. Take stack 2’s card, with a Stag, into your hand.",
    "learn_hexapod.pick_why": "Try the highlighted card, stack 2’s: its Stag and its two Gold beetles score well.",
    "learn_hexapod.dark_picked": "Dark took stack 3’s card. Now each turn you draw a card, then place one of your two in your case; the other stays in hand.",
    "learn_hexapod.draw": "Draw stack 1’s card: it has a Stag too.",
    "learn_hexapod.draw_why": "Try the highlighted card, stack 1’s: the lesson places the other one first.",
    "learn_hexapod.place": "Your first card goes anywhere. Choose card A: a Stag or a Moth scores 5, and two or more beetles of one colour side by side score too: Gold 3 each. Put it on c3.",
    "learn_hexapod.place_why": "Try the highlighted card A, then the highlighted spot: its Stag and Gold row score 11.",
    "learn_hexapod.dark_placed": "Dark drew and placed a Moth card: 5 for the Moth, 4 for its two Red Leaf side by side.",
    "learn_hexapod.coin": "A new card must cover an insect of the same kind, and no top card has a Gold beetle or a Stag. Spend a coin: move stack 2’s top onto stack 3 to show a new card.",
    "learn_hexapod.coin_why": "Try the highlighted coin: move stack 2’s card onto stack 3 and see what lies under it.",
    "learn_hexapod.revealed": "Stack 2 now shows a Green-and-Gold card. After a coin you may still draw: take it.",
    "learn_hexapod.revealed_why": "Try the highlighted card, stack 2’s: its Gold beetles can cover yours.",
    "learn_hexapod.cover": "Put it on b2: its Gold covers your Gold on c3. Runs count across and down: a Gold column of 2 and a Green column of 2, +10.",
    "learn_hexapod.cover_why": "Try the highlighted spot, b2: Gold on Gold, and two new columns score.",
    "learn_hexapod.done": "When no card helps you, Pass: you stop for good and Dark plays on. The game ends when the Spider shows on a stack; unspent coins score 2. Play on against the computer (Easy); Hint suggests a move.",
}
