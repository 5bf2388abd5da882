"""The guided first game's bubble on the page (ui/learn.py draws it): beside its target on a
wide screen, a bar on a phone that never covers the target, and its words in the live region."""

from pyscript import document, window

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
    if not present(bubble):
        return
    target = root.querySelector("[data-learn]")
    width, height = float(window.innerWidth), float(window.innerHeight)
    if present(target):
        r = target.getBoundingClientRect()
        if r.top < 0 or r.bottom > height or _covered(target, bubble, r, width, height):
            window.scrollBy(0, float(r.top) + float(r.height) / 2 - height / 2)  # the target in the middle
            r = target.getBoundingClientRect()
    else:
        board = root.querySelector(".board-wrap")
        r = board.getBoundingClientRect() if present(board) else None
        if r is not None and float(r.width) == 0:  # a board of display: contents (the card games, wide): its first section
            r = next((b for b in (el.getBoundingClientRect() for el in board.querySelectorAll("section")) if float(b.width) > 0), None)
    if width <= PHONE:
        _bar(bubble, r if present(target) else None, height)
    elif present(target):
        picture = target.closest("svg") or target.closest("section:not(.play)")  # beside the whole board, or the hand
        _beside(bubble, r, picture.getBoundingClientRect() if present(picture) else r, width, height,
                [t.getBoundingClientRect() for t in root.querySelectorAll("[data-learn]")])
    elif r is not None:  # a computer's move to come: at the board's top right
        _put(bubble, min(float(r.right) + GAP, width - float(bubble.getBoundingClientRect().width) - EDGE), float(r.top))


def _covered(target, bubble, r, width, height):
    """Whether something else than the bubble (a game's own bar fixed to the screen) lies over
    the target's middle, top or bottom."""
    x = min(max(float(r.left) + float(r.width) / 2, 0.0), width - 1)
    for y in (float(r.top) + 4, float(r.top) + float(r.height) / 2, float(r.bottom) - 4):
        hits = [el for el in document.elementsFromPoint(x, min(max(y, 0.0), height - 1)) if not bubble.contains(el)]
        if hits and not target.contains(hits[0]):
            return True
    return False


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


def _beside(bubble, r, around, width, height, marked):
    """On a wide screen: level with the target, right of its board or hand, else under that board
    or hand (raised into the window if need be: a hand at the window's right, the board beside it
    stays in sight), else left of it,
    else under or over the target; the first place that covers nothing highlighted and stays in the
    window (else the first)."""
    b = bubble.getBoundingClientRect()
    w, h = float(b.width), float(b.height)
    level = float(r.top) + float(r.height) / 2 - h / 2
    middle = float(r.left) + float(r.width) / 2 - w / 2
    places = [(float(around.right) + GAP, level), (float(around.left), min(float(around.bottom) + GAP, height - EDGE - h)), (float(around.left) - GAP - w, level),
              (middle, float(r.bottom) + GAP), (middle, float(r.top) - GAP - h)]
    boxes = [(float(m.left), float(m.top), float(m.right), float(m.bottom)) for m in marked]

    def fits(place):
        x, y = place
        inside = EDGE <= x and x + w <= width - EDGE and EDGE <= y and y + h <= height - EDGE
        return inside and not any(x < right and left < x + w and y < bottom and top < y + h for left, top, right, bottom in boxes)

    left, top = next((p for p in places if fits(p)), places[0])
    _put(bubble, max(EDGE, min(left, width - w - EDGE)), max(EDGE, top))


def _put(bubble, left, top):
    """The bubble at ``(left, top)`` of the window, in its offset parent's coordinates."""
    parent = bubble.offsetParent
    origin = parent.getBoundingClientRect() if present(parent) else None
    dx = float(origin.left) if origin is not None else -float(window.scrollX)
    dy = float(origin.top) if origin is not None else -float(window.scrollY)
    bubble.style.left = f"{left - dx:.0f}px"
    bubble.style.top = f"{top - dy:.0f}px"
