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
    """Each step of the log said once, by its ply (two identical moves in a row are both said);
    the status line's lead only when it changed (a selection, or a computer's next step while it
    is still thinking, says nothing new) or after steps were taken back."""

    def __init__(self):
        self.heard = None  # (save id, plies heard) of the table last spoken about
        self.lead = None  # the status line's lead last said, not repeated
        self.fresh = False  # the last call began another table: what was said of the last one goes

    def next(self, shell):
        """The sentence to say now, or None."""
        self.fresh = False
        if shell.screen != "play" or shell.session is None:
            self.heard = None
            return None
        turns = shell.log_turns()
        plies = max((step["ply"] for t in turns for step in t["steps"]), default=0)
        lead, _hint = status_parts(shell)
        parts = []
        same_table = self.heard is not None and self.heard[0] == shell.save_id
        taken_back = same_table and plies < self.heard[1]
        steps = new_steps(turns, self.heard[1]) if same_table else []
        if same_table:
            if taken_back:
                parts.append(t("announce.taken_back"))
            for seat, text in steps:
                who = shell.seat_name(seat) if seat is not None else ""
                text = say(text)
                said = text if not who or text.startswith(who) else t("announce.step", who=who, text=text)
                parts.append(said if said.endswith((".", "!", "?", "…")) else said + ".")
        else:
            self.fresh = True
        self.heard = (shell.save_id, plies)
        # the same lead after steps of someone else's (a move and the computer's whole answer
        # between two redraws) is news again: whose turn it is now
        others = any(seat != shell.session.actor for seat, _text in steps)
        if lead != self.lead or taken_back or not same_table or others:
            parts.append(lead)
            self.lead = lead
        sentence = " ".join(p for p in parts if p)
        return sentence or None
