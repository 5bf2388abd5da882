"""Which sound to play after a drawing, and the tab's mark while it is your turn in a hidden page
(issue 38). Pure: the web edge (web/sound.py) plays the sounds and draws the mark.

Sounds: ``move`` (a soft click: a step was played), ``capture`` (a lower thud: a step whose log
line holds one of the view's ``capture_keys``), ``turn`` (a two-note chime: it became the turn of
the person at this device after someone elsewhere, a computer or another device, played),
``end`` (a short arpeggio: the game is over). Nothing is played for what was on screen when a
table opened (a reload, a resumed game) nor for an undo.
"""

from ..i18n import is_message

MARK = "● "  # before the tab's title while it is your turn in a page you are not looking at


def _keys(value, depth=0):
    """Every message key in a log line (a message, its arguments, lists of them)."""
    if depth > 8:
        return
    if isinstance(value, dict):
        if is_message(value):
            yield value["$"]
        for v in value.values():
            yield from _keys(v, depth + 1)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _keys(v, depth + 1)


def is_capture(view_mod, text):
    """Whether a log line (a message) says a capture, as the game's view declares them."""
    wanted = getattr(view_mod, "capture_keys", ())
    return bool(wanted) and any(k in wanted for k in _keys(text))


def yours_now(shell):
    """Whether the game on screen waits for the person at this device (one seat of theirs)."""
    table = shell.table
    if shell.screen != "play" or table is None or table.session.outcome is not None:
        return False
    return table.is_person_here(table.session.actor)


class Cues:
    """What happened at the table since the last drawing, as sounds to play, in order."""

    def __init__(self):
        self.seen = None  # (table id, log length, the person's turn?) at the last drawing

    def after(self, shell):
        """The sounds for this drawing (``[]`` for none), whether or not sound is on."""
        table = shell.table
        if shell.screen != "play" or table is None:
            self.seen = None
            return []
        s = table.session
        prev, mine = self.seen, yours_now(shell)
        self.seen = (table.id, len(s.log), mine)
        if prev is None or prev[0] != table.id or len(s.log) <= prev[1]:
            return []  # a table just opened, nothing new, or an undo
        new = s.log[prev[1]:]
        if s.outcome is not None:
            return ["end"]
        out = ["capture" if any(is_capture(table.view_mod, e["text"]) for e in new) else "move"]
        if mine and not prev[2] and any(not table.is_person_here(e["seat"]) for e in new):
            out.append("turn")
        return out

    def play(self, shell):
        """:meth:`after`, kept to what the person wants to hear (nothing with the sound off)."""
        cues = self.after(shell)
        return cues if shell.prefs.sound else []


class Attention:
    """The tab's title and favicon badge: marked when it became the person's turn while the page
    was hidden, back to normal once the page is seen again."""

    def __init__(self):
        self.hidden_at = None  # (table id, log length) when the page was hidden, else None

    def hidden(self, shell, is_hidden):
        """The page was hidden (True) or shown again (False)."""
        table = shell.table
        if is_hidden:
            self.hidden_at = (table.id, len(table.session.log)) if table is not None else (None, 0)
        else:
            self.hidden_at = None

    def marked(self, shell):
        """Whether the tab shows the mark now: hidden, and it became your turn since."""
        if self.hidden_at is None or not yours_now(shell):
            return False
        table_id, seen = self.hidden_at
        return table_id != shell.table.id or len(shell.table.session.log) > seen

    def title(self, shell):
        """The tab's title now (the shell's, with the mark when :meth:`marked`)."""
        title = shell.page_title()
        return MARK + title if self.marked(shell) else title


# ---- the sounds, as notes the web edge synthesises (Web Audio: no sound files) ---------------
# (start s, length s, frequency Hz, frequency at the end or None, wave, loudness 0–1)
SOUNDS = {
    "move": [(0.0, 0.06, 900.0, 520.0, "sine", 0.10)],  # a soft click
    "capture": [(0.0, 0.22, 170.0, 65.0, "sine", 0.40), (0.0, 0.05, 420.0, 200.0, "triangle", 0.10)],  # a lower thud
    "turn": [(0.0, 0.28, 659.25, None, "sine", 0.16), (0.16, 0.42, 880.0, None, "sine", 0.16)],  # a two-note chime
    "end": [(i * 0.09, 0.30, f, None, "triangle", 0.12) for i, f in enumerate((523.25, 659.25, 783.99, 1046.5))],  # an arpeggio
}
GAP = 0.06  # seconds between two sounds of one drawing


def schedule(cues):
    """The notes of ``cues`` one after the other: ``[(start, length, freq, end freq, wave, gain)]``."""
    out, at = [], 0.0
    for cue in cues:
        notes = SOUNDS[cue]
        out.extend((at + start, length, freq, slide, wave, gain) for start, length, freq, slide, wave, gain in notes)
        at += max(start + length for start, length, *_ in notes) + GAP
    return out


# ---- the favicon with a badge -------------------------------------------------------------------
ICON = "./static/icons/icon.svg"
_BADGED = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2f5d50"/>'
           '<ellipse cx="32" cy="39" rx="20" ry="13" fill="#cfe8a9"/><circle cx="22" cy="24" r="8.5" fill="#cfe8a9"/>'
           '<circle cx="42" cy="24" r="8.5" fill="#cfe8a9"/><circle cx="22" cy="24" r="3.6" fill="#2f5d50"/>'
           '<circle cx="42" cy="24" r="3.6" fill="#2f5d50"/>'
           '<circle cx="50" cy="14" r="13" fill="#d93025" stroke="#fff" stroke-width="4"/></svg>')


def badged_icon():
    """The site's icon with a red dot at its corner, as a data URL (the page's CSP allows ``data:`` images)."""
    from urllib.parse import quote

    return "data:image/svg+xml," + quote(_BADGED)
