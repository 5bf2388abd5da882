"""Player preferences kept in storage (pure data)."""

# Seconds a computer's action takes at least, by pace (the player's choice, kept in storage):
# people at the table see each computer move land at a speed they can follow.
PACES = {"slow": 1.2, "normal": 0.5, "fast": 0.15, "instant": 0.0}
PACE_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
