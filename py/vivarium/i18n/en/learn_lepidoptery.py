"""English: Lepidoptery's lesson (keys "learn_lepidoptery.…", games/lepidoptery/lesson.py)."""

TEXTS = {
    "learn_lepidoptery.single": "Welcome to Lepidoptery! You play Light. You play combinations: a Single, a Pair, a Run of 2, a Triple or a Run of 3, and each drops your token into its own column. Select your first 2, then play it as a Single.",
    "learn_lepidoptery.single_why": "Try the highlighted card: the lesson starts with a Single 2. You will play freely at the end.",
    "learn_lepidoptery.beaten": "Dark beat your Single with a Run of 3 (3-4-5), and its token dropped into the Run of 3 column. To beat a play, yours must start higher (or as high, with more cards) and be of another type.",
    "learn_lepidoptery.beat": "Beat it with a Pair of 5s: 5 is higher than 3. Not a Single: your marker says you just played one, and no type may be played twice in a row. Select two 5s.",
    "learn_lepidoptery.beat_why": "Try the highlighted cards: a Pair of 5s beats the 3-4-5, and its column is next to your first token.",
    "learn_lepidoptery.refreshed": "Dark chose Pass & Refresh: the play area is cleared, both hands are refilled to 12 cards (your new ones are marked), and you lead: anything may be played.",
    "learn_lepidoptery.joker": "Your Joker stands for any card, in any combination but a Single. Select your 5 and the Joker, then play them as a Run of 2 (5-6): three of your tokens side by side.",
    "learn_lepidoptery.joker_why": "Try the highlighted cards: the 5 and the Joker make a Run of 2, in the column next to your two tokens.",
    "learn_lepidoptery.blocked": "Four tokens in a row, across, up or diagonally, win. You had three on the bottom row, so Dark blocked the Triple column with three 7s. Your Joker is face down now: used.",
    "learn_lepidoptery.refresh": "You could beat the 7s, but try Pass & Refresh: both hands are refilled and your Joker turns face up again. Dark will lead.",
    "learn_lepidoptery.refresh_why": "Try the highlighted button, Pass & Refresh: the lesson shows what it does.",
    "learn_lepidoptery.done": "That is Lepidoptery: beat the last play with another type, steer your tokens to four in a row, or run out of cards. Play on against the computer (Easy); Hint suggests a move.",
}
