"""English: Papillon's lesson (keys "learn_papillon.…", games/papillon/lesson.py)."""

TEXTS = {
    "learn_papillon.take": "Welcome to Papillon! You play Azure. First comes the blue round: capture cards from the table. A card of the same value takes a table card. Choose your 2 of Formes and take the 2 of Serpents.",
    "learn_papillon.take_why": "Try the highlighted card, then the highlighted capture: your 2 takes the 2 on the table.",
    "learn_papillon.monarch_put": "Monarch could capture nothing, so it put its 4 of Formes on the table.",
    "learn_papillon.sum": "A card worth the sum of table cards takes them all: 4 + 1 = 5. Choose your 5 of Formes and take both.",
    "learn_papillon.sum_why": "Try the highlighted card, then the highlighted capture: 5 = 4 + 1 takes both cards.",
    "learn_papillon.monarch_four": "Monarch put down its 4 of Éléments.",
    "learn_papillon.must": "You may never pass, and a card goes down only when none of yours captures. Nothing takes the 4 now: put down your 2 of Découvertes.",
    "learn_papillon.must_why": "Try the highlighted card: nothing captures, so a card must go down, and the lesson keeps the others.",
    "learn_papillon.monarch_plus": "Monarch put down the Plus, a sign: each sign scores 10 for whoever captures it.",
    "learn_papillon.sign": "A sign joins two table cards: 4 + 2 = 6. Choose your 6 of Éléments, then Combine: you take the 4, the 2 and the Plus. A plain Sum would leave the Plus.",
    "learn_papillon.sign_why": "Try the highlighted card, then the highlighted Combine: 4 + 2 = 6 takes the Plus too.",
    "learn_papillon.done": "The blue round goes on until every card is played; then the orange round: lay your cards on sequences (the same value, one more or one less) and keep as few points in hand as you can. Play on against the computer (Easy); Hint suggests a move.",
}
