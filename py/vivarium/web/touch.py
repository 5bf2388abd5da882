"""Touch screens: a tap cannot point without choosing, so a first tap on a target on the table
arms it (and says what a second tap does), a second tap plays it, a tap elsewhere disarms it."""

from pyscript import document

from ..i18n import t
from . import focus
from .jsvalues import attr_text, present


class Taps:
    def __init__(self, app):
        self.app = app
        self.armed = None  # the action a first tap on a touch screen pointed at (a second plays it)

    def forget(self):
        """A tap that does something: nothing is armed (the redraw removes the mark)."""
        self.armed = None

    def disarm(self):
        """Nothing is armed any more (a tap elsewhere): the mark goes."""
        if self.armed is not None:
            self.armed = None
            self.show()

    def first_tap(self, event, el):
        """On a touch screen a tap cannot point without choosing, so the first tap on a target
        on the table (a square, a column, a place, a card to play: anything carrying an action
        but a labelled ``.primary`` / ``.pass`` button) arms it and shows what pointing at it
        shows; a second tap on it plays it, a tap elsewhere disarms it. True when the tap only
        armed."""
        action = attr_text(el, "data-action")
        if not action or str(getattr(event, "pointerType", "") or "") != "touch" or not present(el.closest(".board-wrap")):
            return False
        if el.classList.contains("primary") or el.classList.contains("pass") or action == self.armed:
            return False
        self.armed = action
        self.show()
        return True

    def show(self):
        """Mark the armed target (again, after a redraw) and say what a second tap does."""
        for old in self.app.root.querySelectorAll(".armed, .tap-note"):
            if old.classList.contains("tap-note"):
                old.remove()
            else:
                old.classList.remove("armed")
        if self.armed is None:
            return
        el = focus.by_attr(self.app.root, "data-action", self.armed, within=".board-wrap ")
        if not present(el):
            self.armed = None
            return
        el.classList.add("armed")
        note = document.createElement("p")
        note.className = "tap-note"
        note.setAttribute("role", "status")
        label = attr_text(el, "aria-label")
        note.textContent = (t("tap.again_named", label=label) if label else t("tap.again")) + " " + t("tap.elsewhere")
        self.app.root.appendChild(note)
