"""What the page says aloud at the table (issue 26): each move in words as it happens, whose
turn it is, and the result, for a screen reader's polite live region.

Pure: :class:`Announcer` remembers what it has said (the game and how many of its moves) and
gives the next sentence after each redraw, or None when nothing new happened. The web edge
puts it in a live region that outlives the redraws (``#announcer`` in index.html). It says only
what the table shows at this device: the log's words (public in every game) and the status
line's lead; while the hand-off screen waits, that is "Pass the device to …" and nothing of
the next person's hand.
"""

from .screens import status_parts
from ..i18n import say, t


def new_steps(turns, heard):
    """``[(seat, text)]`` of the log's steps after ply ``heard``, oldest first."""
    out = []
    for t in turns:
        for step in t["steps"]:
            if step["ply"] > heard:
                out.append((t["seat"], step["text"]))
    return out


class Announcer:
    def __init__(self):
        self.heard = None  # (save id, plies heard) of the table last spoken about
        self.last = None  # the last sentence said, not repeated

    def next(self, shell):
        """The sentence to say now, or None."""
        if shell.screen != "play" or shell.session is None:
            self.heard = None
            return None
        turns = shell.log_turns()
        plies = max((step["ply"] for t in turns for step in t["steps"]), default=0)
        lead, _hint = status_parts(shell)
        parts = []
        if self.heard is not None and self.heard[0] == shell.save_id:
            heard = self.heard[1]
            if plies < heard:
                parts.append(t("announce.taken_back"))
            for seat, text in new_steps(turns, heard):
                who = shell.seat_name(seat) if seat is not None else ""
                text = say(text)
                said = text if not who or text.startswith(who) else t("announce.step", who=who, text=text)
                parts.append(said if said.endswith((".", "!", "?", "…")) else said + ".")
        self.heard = (shell.save_id, plies)
        parts.append(lead)
        sentence = " ".join(p for p in parts if p)
        if sentence == self.last:
            return None
        self.last = sentence
        return sentence
