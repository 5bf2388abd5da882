"""Player preferences kept in storage (pure data)."""

# Seconds a computer's action takes at least, by pace (the player's choice, kept in storage):
# people at the table see each computer move land at a speed they can follow.
PACES = {"slow": 1.2, "normal": 0.5, "fast": 0.15, "instant": 0.0}
PACE_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}

# Seconds a computer waits, by pace, before answering a move that Undo can still take back in a
# game where its answer may close Undo (a card shown or drawn): the grace period, shown as a
# short countdown. "Confirm my moves" replaces it with a Confirm button.
GRACE = {"slow": 3.0, "normal": 1.5, "fast": 1.0, "instant": 0.0}
CONFIRM_LABELS = {"off": "Answers after a short pause (Undo stays open)", "on": "Waits until I confirm my move"}
