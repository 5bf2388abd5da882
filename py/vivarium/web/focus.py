"""Where the keyboard focus goes: kept on the same control across a redraw, moved where the
shell asks, held by the hand or the board, and moved by the skip links and keys."""

from js import Object
from pyodide.ffi import to_js
from pyscript import document, window

from .jsvalues import present

KEYED = ("data-sq", "data-col", "data-ui", "data-cmd", "name", "data-action", "data-why")  # what names a control again (data-why: one that says why it cannot act)


ACTABLE = '[data-action]:not([disabled]), [data-ui]:not([disabled]), [tabindex="0"]:not([disabled])'
FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'


class Memory:
    """What the focus did across redraws, for the rules of :func:`restore`: the last control
    the person used on the board (``(attribute, value)`` and its centre on screen), kept while
    the board has nothing to act on (the computer's turn); and what opened the open dialog."""

    def __init__(self):
        self.board = None  # ((attr, value), (x, y)) of the last board control focused
        self.opener = None  # focus key of the control that opened the dialog now open
        self.dialog = False  # a dialog was open at the last redraw
        self.inside = False  # the focus was in the app before this redraw


def remember(root, memory=None):
    """What has the focus before a redraw: ``(attribute, value)`` of the control (or None),
    and whether it is on the board (``"hand"``: by a card game's hand)."""
    active = document.activeElement
    focus_key = None
    in_board = False
    if memory is not None:
        memory.inside = present(active) and bool(root.contains(active))
    if present(active) and root.contains(active):
        for attr in KEYED:
            value = active.getAttribute(attr) if hasattr(active, "getAttribute") else None
            if present(value) and value:
                focus_key = (attr, str(value))
                break
        in_board = present(active.closest(".board-wrap")) if hasattr(active, "closest") else False
        if in_board and present(active.closest("[data-hand], .choices")):
            in_board = "hand"  # a card game's hand (or its play buttons): the focus stays by the hand
        if in_board and focus_key is not None and memory is not None:
            rect = active.getBoundingClientRect()
            memory.board = (focus_key, (rect.left + rect.width / 2, rect.top + rect.height / 2, _unseen(rect)))
    return focus_key, in_board


def _on_body(active):
    """Whether the focus has fallen to the page's body (or nowhere)."""
    return not present(active) or str(getattr(active, "tagName", "")).lower() in ("body", "html")


def restore(root, shell, focus_key, in_board=False, memory=None, new_screen=False):
    """Put the focus back after a redraw, by these rules, first that applies:

    1. a dialog: its field that had the focus, else its first button; the control that
       opened it is remembered, and has the focus again when the dialog closes;
    2. what the shell asked for (the result panel at a game's end);
    3. another screen: its heading (a screen reader reads it: the new screen is announced);
    4. the same control; disabled now (the review's last step): its nearest neighbour;
    5. on the board with that control gone (a card played, the computer's turn): the
       control the person last used if it can act again, else the one nearest to where it
       was (never back to the first square), else the board or the hand itself;
    6. the focus fell to the page's body: the screen's heading.
    """
    if memory is None:
        memory = Memory()
    modal = root.querySelector(".modal")
    target = None
    if present(modal):
        if not memory.dialog:
            memory.opener, memory.dialog = focus_key, True
        if focus_key is not None:  # a dialog's own control or form field (embed) keeps the focus
            target = by_attr(modal, *focus_key)
        if not present(target):
            target = modal.querySelector("button")
    else:
        if memory.dialog:  # the dialog just closed: back to what opened it
            memory.dialog = False
            opener, memory.opener = memory.opener, None
            if opener is not None and not new_screen:
                focus_key = opener
        if focus_key is not None:
            target = by_attr(root, *focus_key)
            if present(target) and _disabled(target):
                target = _neighbour(target)
        if not present(target) and in_board:
            target = _where_the_person_was(root, memory, in_board)
    asked = shell.take_focus()
    if asked:  # the shell asked for it (e.g. the game just ended: its result panel)
        asked = root.querySelector(asked)
        if present(asked):
            target = asked
    elif new_screen and not present(modal):
        target = heading(root)
        _hold(target, scroll=False)
        return
    if present(target):
        target.focus()
        if in_board and document.activeElement != target:
            # it cannot take the focus now (a square while the computer thinks): keep the
            # focus where the player is, on the hand or the board around it, not the page
            hand = root.querySelector(".board-wrap [data-hand]") if in_board == "hand" else None
            if not (present(hand) and hold_focus(hand)):
                hold_focus(root.querySelector(".board-wrap"))
    if memory.inside and _on_body(document.activeElement):
        _hold(heading(root), scroll=False)  # never on the body: the screen's heading


def heading(root):
    """The screen's heading (outside any dialog), else the app's root."""
    nodes = root.querySelectorAll("h1, h2")
    for i in range(int(nodes.length)):
        node = nodes.item(i)
        if not present(node.closest(".modal")):
            return node
    return root


def _disabled(el):
    """Disabled, so it cannot take the focus (an aria-disabled control can, on purpose: it is
    there to say why it cannot act)."""
    return bool(getattr(el, "disabled", False))


def _neighbour(el):
    """The enabled control nearest to ``el`` in its group: the next one, else the one before
    (the review's End disabled at the last move: Previous)."""
    group = el.parentElement
    for _ in range(3):
        if not present(group):
            return None
        nodes = group.querySelectorAll(FOCUSABLE)
        items = [nodes.item(i) for i in range(int(nodes.length))]
        items = [n for n in items if not _disabled(n) or n is el]
        if len(items) > 1:
            at = next((i for i, n in enumerate(items) if n == el), None)
            if at is None:
                return items[0]
            return items[at + 1] if at + 1 < len(items) else items[at - 1]
        group = group.parentElement
    return None


def _unseen(rect):
    """A control drawn a pixel wide: there for a screen reader only (Hexapod's grid of cells)."""
    return rect.width <= 1 or rect.height <= 1


def _where_the_person_was(root, memory, in_board):
    """Rule 5 of :func:`restore`: the control last used if it can act again, else the nearest
    one that can, among those of its kind (drawn, or there for a screen reader only) and in
    view if any is (a mouse player's page does not jump), else the first one."""
    if memory.board is not None:
        key, (x, y, unseen) = memory.board
        same = by_attr(root, *key, within=".board-wrap ")
        if present(same) and not _disabled(same) and same.matches(ACTABLE):
            return same
        area = root.querySelector(".board-wrap [data-hand]") if in_board == "hand" else None
        nodes = (area if present(area) else root).querySelectorAll(
            ", ".join(f".board-wrap {s}" if not present(area) else s for s in ACTABLE.split(", ")))
        width, height = window.innerWidth, window.innerHeight
        best, best_cost = None, None
        for i in range(int(nodes.length)):
            node = nodes.item(i)
            rect = node.getBoundingClientRect()
            if (rect.width == 0 and rect.height == 0) or _unseen(rect) != unseen:
                continue
            seen = rect.bottom > 0 and rect.top < height and rect.right > 0 and rect.left < width
            cost = (not seen, (rect.left + rect.width / 2 - x) ** 2 + (rect.top + rect.height / 2 - y) ** 2)
            if best_cost is None or cost < best_cost:
                best, best_cost = node, cost
        if best is not None:
            return best
    target = root.querySelector(".board-wrap [data-action], .board-wrap [data-ui]")
    if not present(target):  # nothing to act on now (the other side's turn)
        target = root.querySelector(".board-wrap")
    return target


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
    return _hold(box)


def _hold(box, scroll=True):
    """:func:`hold_focus`; ``scroll=False``: the page stays where it is (a heading focused
    so the focus is not lost, which the eye need not follow)."""
    options = None if scroll else to_js({"preventScroll": True}, dict_converter=Object.fromEntries)
    for _ in range(5):
        if not present(box):
            return False
        if not box.hasAttribute("tabindex"):
            box.setAttribute("tabindex", "-1")
        box.focus(options) if options is not None else box.focus()
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
