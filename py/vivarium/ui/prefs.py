"""Player preferences kept in storage: the pace and "Confirm my moves". Pure."""

# Seconds a computer's action takes at least, by pace (the player's choice, kept in storage):
# people at the table see each computer move land at a speed they can follow.
PACES = {"slow": 1.2, "normal": 0.5, "fast": 0.15, "instant": 0.0}
PACE_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}

# Seconds a computer waits, by pace, before answering a move that Undo can still take back in a
# game where its answer may close Undo (a card shown or drawn): the grace period, shown as a
# short countdown. "Confirm my moves" replaces it with a Confirm button.
GRACE = {"slow": 3.0, "normal": 1.5, "fast": 1.0, "instant": 0.0}
CONFIRM_LABELS = {"off": "Answers after a short pause (Undo stays open)", "on": "Waits until I confirm my move"}


class Prefs:
    """The pace and "Confirm my moves", read from storage at start and kept there when changed."""

    def __init__(self, store):
        self.store = store
        pace = store.get_pref("pace")
        self.pace = pace if pace in PACES else "normal"
        confirm = store.get_pref("confirm")
        self.confirm_moves = confirm in CONFIRM_LABELS and confirm == "on"

    def set_pace(self, pace):
        """False when ``pace`` is not one."""
        if pace not in PACES:
            return False
        self.pace = pace
        self.store.set_pref("pace", pace)
        return True

    def set_confirm(self, value):
        """"on" or "off"; False when it is neither."""
        if value not in CONFIRM_LABELS:
            return False
        self.confirm_moves = value == "on"
        self.store.set_pref("confirm", value)
        return True
