"""The keyboard: Escape and Tab in a dialog, the review's arrows, the table's one-key shortcuts
(ui/keys.py), Enter and Space on the board's own targets, the arrows between squares."""

from pyodide.ffi import create_proxy
from pyscript import document

from ..ui import board_keys, commands, keys, review
from . import focus
from .jsvalues import attr_text, present

def _input_was(how):
    if document.documentElement.getAttribute("data-input") != how:
        document.documentElement.setAttribute("data-input", how)


ARROWS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}


class Keyboard:
    def __init__(self, app):
        self.app = app
        self.shell = app.shell
        # The last way of input, on <html data-input>: the board's own focus frames (CSS) show
        # after a key, never after a click or a tap, even when the app then moves the focus.
        self._modality = [create_proxy(lambda event, how=how: _input_was(how)) for how in ("keyboard", "pointer")]
        document.addEventListener("keydown", self._modality[0], True)
        document.addEventListener("pointerdown", self._modality[1], True)

    def on_key(self, event):
        modal = self.app.root.querySelector(".modal")
        if present(modal):
            self.modal_key(event, modal)
            return
        if self.shell.screen == "review" and review.key_command(event.key) and not _typing(event.target):
            event.preventDefault()  # Left/Right/Home/End step through a finished game
            self.shell.command(review.key_command(event.key))
            self.app.render()
            return
        if self.table_shortcut(event):
            return
        if event.key == "Escape" and present(self.app.root.querySelector(".result-panel")):
            self.shell.command("close")  # hides the end-of-game panel (Show result brings it back)
            self.app.render()
            return
        target = event.target
        if hasattr(target, "getAttribute") and attr_text(target, "role") == "gridcell":
            if event.key in board_keys.GRID_KEYS:
                self.grid_key(event, target)
            elif event.key in ("Enter", " ") and attr_text(target, "data-press"):
                # a cell standing for a control elsewhere on the page (a placement target): press it
                control = focus.by_attr(self.app.root, "data-action", attr_text(target, "data-press"))
                if present(control):
                    event.preventDefault()
                    self.app.dispatch(control)
            return
        sq = attr_text(target, "data-sq") if hasattr(target, "getAttribute") else None
        if not sq:
            # other focusable non-button targets (e.g. a board column) act on Enter/Space
            if event.key in ("Enter", " ") and hasattr(target, "getAttribute") and str(target.tagName).lower() != "button":
                if attr_text(target, "data-action") or attr_text(target, "data-ui") or attr_text(target, "data-why"):
                    event.preventDefault()
                    self.app.dispatch(target)
            return
        if event.key in ("Enter", " "):
            event.preventDefault()
            self.app.dispatch(target)
        elif event.key in ARROWS:
            event.preventDefault()
            dr, dc = ARROWS[event.key]
            col, row = ord(sq[0]) - ord("a") + dc, int(sq[1:]) + dr
            nxt = self.app.root.querySelector(f'[data-sq="{chr(ord("a") + col)}{row}"]') if col >= 0 else None
            if not present(nxt):  # a board offering only some squares: the nearest one that way
                board = target.closest("svg") if hasattr(target, "closest") else None
                squares = (board if present(board) else self.app.root).querySelectorAll("[data-sq]")
                names = [attr_text(squares.item(i), "data-sq") for i in range(int(squares.length))]
                name = board_keys.nearest(sq, names, dr, dc)
                nxt = focus.by_attr(self.app.root, "data-sq", name) if name else None
            if present(nxt):
                _rove(target, nxt)

    def grid_key(self, event, cell):
        """Arrows, Home and End between the cells of a ``role="grid"`` (ui/board_keys.py): the
        cell the focus moves to becomes the grid's one cell in the tab order (tabindex 0)."""
        grid = cell.closest('[role="grid"]')
        if not present(grid):
            return
        rows = grid.querySelectorAll('[role="row"]')
        table = []
        for i in range(int(rows.length)):
            cells = rows.item(i).querySelectorAll('[role="gridcell"]')
            if int(cells.length):
                table.append([cells.item(j) for j in range(int(cells.length))])
        here = next(((r, c) for r, row in enumerate(table) for c, el in enumerate(row) if el == cell), None)
        if here is None:
            return
        event.preventDefault()
        r, c = board_keys.grid_step([len(row) for row in table], here[0], here[1], str(event.key), bool(event.ctrlKey))
        nxt = table[r][c]
        if nxt != cell:
            _rove(cell, nxt)

    def table_shortcut(self, event):
        """One key at the table (ui/keys.py): b board, h hand, l log, u undo, ? the Keys help.
        Not while typing, not with Ctrl/Alt/Meta held. True when the key was one of them."""
        if self.shell.screen != "play" or self.shell.session is None or _typing(event.target):
            return False
        if event.ctrlKey or event.altKey or event.metaKey or present(self.app.root.querySelector(".modal")):
            return False
        cmd = keys.shortcut(str(event.key))
        if cmd is None:
            return False
        event.preventDefault()
        if cmd == "undo":
            undo = self.app.root.querySelector('[data-cmd="undo"]')
            if present(undo) and not undo.hasAttribute("disabled"):
                self.app.dispatch(undo)
            else:  # nothing can be taken back: the refusal says why (Shell.undo)
                self.shell.command("undo")
                self.app.render()
        else:
            self.shell.command(cmd)
            if commands.quiet(cmd):  # the page's own ("focus …"): nothing to redraw
                return True
            self.app.render()
            first = self.app.root.querySelector(".modal button")
            if present(first):
                first.focus()
        return True

    def on_page_key(self, event):
        """A key that reached the page without passing through the app (focus on the page
        itself, e.g. after the focused button became disabled): the table's keys still work,
        and the review's keys still step."""
        if not event.defaultPrevented and event.target == document.body and self.table_shortcut(event):
            return
        if not event.defaultPrevented and self.shell.screen == "review" and review.key_command(event.key) and not _typing(event.target):
            event.preventDefault()
            self.shell.command(review.key_command(event.key))
            self.app.render()

    def modal_key(self, event, modal):
        """Escape closes a dialog; Tab and Shift+Tab cycle through its controls only."""
        if event.key == "Escape":
            event.preventDefault()
            self.shell.command("close")
            self.app.render()
        elif event.key == "Tab":
            buttons = modal.querySelectorAll("button, select:not([disabled]), textarea, a[href]")
            count = int(buttons.length)
            if count == 0:
                return
            current = next((i for i in range(count) if buttons.item(i) == document.activeElement), None)
            if current is None:
                nxt = 0
            elif event.shiftKey:
                nxt = (current - 1) % count
            else:
                nxt = (current + 1) % count
            event.preventDefault()
            buttons.item(nxt).focus()


def _typing(target):
    """True when a key goes to a text field (the share link's box keeps Home/End)."""
    tag = str(target.tagName).lower() if hasattr(target, "tagName") else ""
    return tag in ("input", "textarea", "select")


def _rove(here, there):
    """The focus moves by arrow from ``here`` to ``there``, which becomes its board's (or
    grid's) one Tab stop: Tab leaves the board, Shift+Tab comes back to where the person was."""
    box = there.closest('[role="grid"], svg')
    stops = box.querySelectorAll('[tabindex="0"]') if present(box) else []
    for i in range(int(getattr(stops, "length", 0))):
        stops.item(i).setAttribute("tabindex", "-1")
    if here.getAttribute("tabindex") == "0":
        here.setAttribute("tabindex", "-1")
    there.setAttribute("tabindex", "0")
    there.focus()
