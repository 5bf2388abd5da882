"""The guided first game's bubble on the page (ui/learn.py draws it): beside its target on a
wide screen, a bar on a phone that never covers the target, and its words in the live region."""

from pyscript import window

from ..ui import learn
from .jsvalues import present

GAP = 12  # between the bubble and what it points at
EDGE = 8  # from the window's edges
PHONE = 859  # the stylesheet's one-column width


def after_render(app):
    """Place the bubble of a lesson at the table and say its words (once a bubble)."""
    if learn.active(app.shell) is None:
        return
    try:
        sentence = learn.to_announce(app.shell)
        if sentence:
            app.say_aloud(sentence)
        place(app.root)
    except Exception:  # a bubble that cannot be placed stays where the page put it
        return


def place(root):
    bubble = root.querySelector(".learn-bubble")
    if not present(bubble) or bubble.classList.contains("learn-free"):
        return
    target = root.querySelector("[data-learn]")
    width, height = float(window.innerWidth), float(window.innerHeight)
    if present(target):
        r = target.getBoundingClientRect()
        if r.top < 0 or r.bottom > height:
            window.scrollBy(0, float(r.top) + float(r.height) / 2 - height / 2)  # the target in the middle
            r = target.getBoundingClientRect()
    else:
        board = root.querySelector(".board-wrap")
        r = board.getBoundingClientRect() if present(board) else None
    if width <= PHONE:
        _bar(bubble, r if present(target) else None, height)
    else:
        picture = target.closest("svg") if present(target) else None  # a square: beside the whole board
        _beside(bubble, r, picture.getBoundingClientRect() if present(picture) else r, width, height, present(target))


def _bar(bubble, r, height):
    """On a phone: a bar at the bottom, or at the top when the target is down there."""
    bubble.classList.remove("learn-top")
    if r is None:
        return
    bar = bubble.getBoundingClientRect()
    if r.bottom > bar.top - EDGE:
        bubble.classList.add("learn-top")
        top_bar = bubble.getBoundingClientRect()
        if r.top < top_bar.bottom + EDGE and (height - r.bottom) > r.top:  # covers either way: the freer side
            bubble.classList.remove("learn-top")


def _beside(bubble, r, around, width, height, pointing):
    """On a wide screen: level with the target, right of it (of the board, for a square), else
    left, else under it; page coordinates."""
    if r is None:
        return
    b = bubble.getBoundingClientRect()
    w, h = float(b.width), float(b.height)
    if not pointing:  # a computer's move to come: at the board's top right
        left, top = min(r.right + GAP, width - w - EDGE), r.top
    elif around.right + GAP + w <= width - EDGE:
        left, top = around.right + GAP, r.top + r.height / 2 - h / 2
    elif around.left - GAP - w >= EDGE:
        left, top = around.left - GAP - w, r.top + r.height / 2 - h / 2
    else:
        left, top = r.left + r.width / 2 - w / 2, r.bottom + GAP
    left = max(EDGE, min(left, width - w - EDGE))
    top = max(EDGE, top)
    parent = bubble.offsetParent
    origin = parent.getBoundingClientRect() if present(parent) else None
    dx = float(origin.left) if origin is not None else -float(window.scrollX)
    dy = float(origin.top) if origin is not None else -float(window.scrollY)
    bubble.style.left = f"{left - dx:.0f}px"
    bubble.style.top = f"{top - dy:.0f}px"
