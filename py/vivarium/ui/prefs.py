"""Player preferences kept in storage: the pace, "Confirm my moves" and the sound. Pure."""

# Seconds a computer's action takes at least, by pace (the player's choice, kept in storage):
# people at the table see each computer move land at a speed they can follow.
PACES = {"slow": 1.2, "normal": 0.5, "fast": 0.15, "instant": 0.0}
PACE_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}

# Seconds a computer waits, by pace, before answering a move that Undo can still take back in a
# game where its answer may close Undo (a card shown or drawn): the grace period, shown as a
# short countdown. "Confirm my moves" replaces it with a Confirm button.
GRACE = {"slow": 3.0, "normal": 1.5, "fast": 1.0, "instant": 0.0}
CONFIRM_LABELS = {"off": "After a short pause", "on": "Once I confirm my move"}


SWITCH = ("on", "off")


class Prefs:
    """The pace, "Confirm my moves" and the sound, read from storage at start and kept there
    when changed. The sound is off by default in an embed (someone else's page must not start
    making noise) and on elsewhere: a person who opened Vivarium itself to play expects to hear
    that it is their turn, and the browser plays nothing before their first click anyway."""

    def __init__(self, store, embed=False):
        self.store = store
        pace = store.get_pref("pace")
        self.pace = pace if pace in PACES else "normal"
        confirm = store.get_pref("confirm")
        self.confirm_moves = confirm in CONFIRM_LABELS and confirm == "on"
        sound = store.get_pref("sound")
        self.sound = sound == "on" if sound in SWITCH else not embed
        self.switched = None  # the switch just pressed in the table's settings (kept open on it)

    def set_pace(self, pace):
        """False when ``pace`` is not one."""
        if pace not in PACES:
            return False
        self.pace = pace
        self.store.set_pref("pace", pace)
        return True

    def set_confirm(self, value):
        """"on" or "off"; False when it is neither."""
        return self._switch("confirm", "confirm_moves", value)

    def set_sound(self, value):
        """"on" or "off"; False when it is neither."""
        return self._switch("sound", "sound", value)

    def _switch(self, pref, attr, value):
        if value not in SWITCH:
            return False
        setattr(self, attr, value == "on")
        self.store.set_pref(pref, value)
        return True
