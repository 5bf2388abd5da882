"""English: Pond's lesson (keys "learn_pond.…", games/pond/lesson.py)."""

TEXTS = {
    "learn_pond.place": "Welcome to Pond! You play Light. On your turn you place an Egg on an empty square, or move one of your pieces. Start by placing an Egg on a2.",
    "learn_pond.place_why": "Try the highlighted square, a2: the lesson starts there. You will play freely at the end.",
    "learn_pond.grew": "Dark placed an Egg on b2, beside yours, and your Egg grew into a Tadpole. After every move, each piece next to the square played grows one stage (Egg, Tadpole, Frog, then Egg again), whoever owns it.",
    "learn_pond.grow": "Now make a piece grow yourself: place an Egg on c2, beside Dark’s Egg on b2.",
    "learn_pond.grow_why": "Try the highlighted square, c2: an Egg there grows Dark’s Egg on b2 into a Tadpole.",
    "learn_pond.row": "Dark placed an Egg on d3. Look at row 2: two Tadpoles, then your Egg on c2.",
    "learn_pond.score": "Three identical pieces in a line, of either colour, score. Place an Egg on c3: your Egg on c2 grows into a Tadpole, and row 2 has three Tadpoles.",
    "learn_pond.score_why": "Try the highlighted square, c3: it grows your Egg on c2 and lines up three Tadpoles.",
    "learn_pond.scored": "Scored! The three Tadpoles left the board, each to its owner’s pile: 2 for you, 1 for Dark. The first to score 7 wins. Then Dark placed an Egg on b3, and your Egg on c3 grew into a Tadpole.",
    "learn_pond.move": "Tadpoles move one square up, down, left or right (Frogs one or two, hopping over a piece; Eggs never move). Select your Tadpole on c3, then move it to c2.",
    "learn_pond.move_why": "Try the highlighted piece: select your Tadpole on c3, then the square c2.",
    "learn_pond.done": "That is all of Pond: place or move, the neighbours grow, three in a line score. Play on against the computer (Easy); Hint suggests a move.",
}
