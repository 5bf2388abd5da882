"""Redrawing the page: the screen's HTML put into ``#app``, never under a finger that is pressing,
and not at all when the page already shows exactly that HTML.

A redraw replaces every element. A click is a press and a release on the same element, so a
redraw between the two loses the click: the person presses, the element under the finger is
replaced, nothing happens. Redraws come from outside the person's own clicks: another device's
message, the computer's move, an analysis's progress bar a few times a second. So:

* **While a pointer is pressed on the page, a redraw waits** for its release (it is drawn just
  after the click, which has its own redraw first), or for :data:`HOLD_LIMIT` seconds, so that a
  long press never freezes the table.
* **A redraw that would change nothing is skipped**: many change nothing on screen (a message
  that only says the other device is still there), and then the elements stay. "Nothing has
  changed the page since" is watched, not assumed: a ``MutationObserver`` on ``#app`` notes any
  change after the HTML was put there (the motion layer's ghosts, a tap's mark, a lesson's
  bubble placed, a roving ``tabindex``), and then the next redraw puts the HTML back in full.
  Typed text is a property, not a change of the page, and stays either way.

``<body data-redraws-skipped>`` and ``data-redraws-held`` count both, for the tests."""

from pyodide.ffi import create_proxy
from pyscript import document, window

WATCH = '{"subtree": true, "childList": true, "attributes": true, "characterData": true}'
HOLD_LIMIT = 1.0  # seconds a press may hold a redraw back


class Redraws:
    def __init__(self, root, redraw):
        self.root = root
        self.redraw = redraw  # the page's redraw (App.render), run when a held one may go
        self.html = None  # the HTML last put into the page
        self.touched = True  # something changed the page since (or nothing was put yet)
        self.skipped = 0
        self.pressed = False  # a pointer is down on the page
        self.presses = 0  # presses so far (a long press's timer is its own press's, not a later one's)
        self.waiting = False  # a redraw was asked for while it was
        self.held = 0
        self._proxies = [create_proxy(f) for f in (self._changed, self._press, self._release, self._give_up, self._go)]
        self._observer = window.MutationObserver.new(self._proxies[0])
        self._observer.observe(root, window.JSON.parse(WATCH))
        root.addEventListener("pointerdown", self._proxies[1])
        for name in ("pointerup", "pointercancel"):  # released anywhere, even off the page's #app
            window.addEventListener(name, self._proxies[2], True)

    # ---- a press holds redraws back --------------------------------------------------------------
    def _press(self, event):
        self.pressed = True
        self.presses += 1

    def _release(self, event):
        if self.pressed:
            self.pressed = False
            if self.waiting:  # after the click this release makes (its handler redraws first)
                window.setTimeout(self._proxies[4], 0)

    def _give_up(self, press):
        if press == self.presses and self.pressed and self.waiting:  # a long press: the table is not kept waiting
            self.pressed = False
            self._go()

    def _go(self):
        if self.waiting and not self.pressed:
            self.waiting = False
            self.redraw()

    def hold(self):
        """Whether a redraw asked for now must wait for the press to end (it then comes by
        itself)."""
        if not self.pressed:
            self.waiting = False
            return False
        if not self.waiting:
            self.waiting = True
            window.setTimeout(self._proxies[3], int(HOLD_LIMIT * 1000), self.presses)
        self.held += 1
        document.body.setAttribute("data-redraws-held", str(self.held))
        return True

    # ---- a redraw that changes nothing ------------------------------------------------------------
    def _changed(self, records, observer):
        self.touched = True

    def unchanged(self, html):
        """Whether the page shows ``html`` as it was put there: the redraw can be skipped."""
        if html != self.html or self.touched or int(self._observer.takeRecords().length):
            return False
        self.skipped += 1
        document.body.setAttribute("data-redraws-skipped", str(self.skipped))
        return True

    def put(self, html):
        """Put ``html`` into the page (every element new)."""
        self.root.innerHTML = html
        self.html = html

    def settled(self):
        """The page is as this redraw leaves it (:meth:`put`, the typed text put back, the motion
        begun, the focus where it was; what motion undoes later is a change): a change from now on
        is somebody else's."""
        self._observer.takeRecords()
        self.touched = False
