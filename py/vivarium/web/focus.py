"""Where the keyboard focus goes: kept on the same control across a redraw, moved where the
shell asks, held by the hand or the board, and moved by the skip links and keys."""

from pyscript import document

from .jsvalues import present

KEYED = ("data-sq", "data-col", "data-ui", "data-cmd", "name", "data-action")  # what names a control again


def remember(root):
    """What has the focus before a redraw: ``(attribute, value)`` of the control (or None),
    and whether it is on the board (``"hand"``: by a card game's hand)."""
    active = document.activeElement
    focus_key = None
    in_board = False
    if present(active) and root.contains(active):
        for attr in KEYED:
            value = active.getAttribute(attr) if hasattr(active, "getAttribute") else None
            if present(value) and value:
                focus_key = (attr, str(value))
                break
        in_board = present(active.closest(".board-wrap")) if hasattr(active, "closest") else False
        if in_board and present(active.closest("[data-hand], .choices")):
            in_board = "hand"  # a card game's hand (or its play buttons): the focus stays by the hand
    return focus_key, in_board


def restore(root, shell, focus_key, in_board=False):
    """Focus the same control again after a redraw; when a board control was used and is
    gone (a card just played), the board's first control, so Tab + Enter plays on."""
    modal = root.querySelector(".modal")
    if present(modal):
        target = None
        if focus_key is not None and focus_key[0] == "name":  # a dialog's form field (embed) keeps focus
            attr, value = focus_key
            target = by_attr(modal, attr, value)
        if not present(target):
            target = modal.querySelector("button")
    elif focus_key is not None or in_board:
        target = None
        if focus_key is not None:
            attr, value = focus_key
            target = by_attr(root, attr, value)
        if not present(target) and in_board:
            target = root.querySelector(".board-wrap [data-action], .board-wrap [data-ui]")
        if not present(target) and in_board:  # nothing to act on now (the other side's turn)
            target = root.querySelector(".board-wrap")
    else:
        target = None
    asked = shell.take_focus()
    if asked:  # the shell asked for it (e.g. the game just ended: its result panel)
        asked = root.querySelector(asked)
        if present(asked):
            target = asked
    if present(target):
        target.focus()
        if in_board and document.activeElement != target:
            # it cannot take the focus now (a square while the computer thinks): keep the
            # focus where the player is, on the hand or the board around it, not the page
            hand = root.querySelector(".board-wrap [data-hand]") if in_board == "hand" else None
            if not (present(hand) and hold_focus(hand)):
                hold_focus(root.querySelector(".board-wrap"))


def focus_area(root, area):
    """Move the focus to the board, the hand or the log (skip links and keys): its first
    control that can act, else its first focusable thing, else the area itself."""
    where = {"board": ".board-wrap", "hand": "[data-hand]", "log": ".log"}.get(area, ".board-wrap")
    box = root.querySelector(where)
    if not present(box) and area == "hand":  # a game without a hand (Pond): the board
        box = root.querySelector(".board-wrap")
    if not present(box):
        return
    target = box.querySelector('[data-action]:not([disabled]), [data-ui]:not([disabled]), [tabindex="0"], button:not([disabled])')
    if present(target):
        target.focus()
    else:
        hold_focus(box)


def hold_focus(box):
    """Focus a box that is not a control (tabindex -1): the hand or the board, so the keyboard
    stays where the player is. A box laid out with display: contents cannot take the focus:
    then its first child, and so on. True when something took it."""
    for _ in range(5):
        if not present(box):
            return False
        if not box.hasAttribute("tabindex"):
            box.setAttribute("tabindex", "-1")
        box.focus()
        if document.activeElement == box:
            return True
        box = box.firstElementChild
    return False


def by_attr(root, attr, value, within=""):
    """The first element under ``root`` whose ``attr`` is exactly ``value`` (``within``: a
    selector prefix such as ``".board-wrap "``). The value is compared as data, never written
    into a selector: a save id or an action holding a quote, a backslash or a newline cannot
    break the page (issue 34)."""
    nodes = root.querySelectorAll(f"{within}[{attr}]")
    wanted = str(value)
    for i in range(int(nodes.length)):
        node = nodes.item(i)
        if node.getAttribute(attr) == wanted:
            return node
    return None
