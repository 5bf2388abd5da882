"""Redrawing the page: the screen's HTML put into ``#app``, unless the page already shows exactly
that HTML and nothing has changed it since.

A redraw replaces every element. A click is a press and a release on the same element, so a
redraw between the two loses the click: the person presses, the element under the finger is
replaced, nothing happens. Many redraws change nothing on screen (a message from another device
that only says it is still there, a worker's progress on a screen that does not show it), and
those are skipped here, so a press survives them.

"Nothing has changed it since" is watched, not assumed: a ``MutationObserver`` on ``#app`` notes
any change after the HTML was put there (the motion layer's ghosts, a tap's mark, a lesson's
bubble placed, a roving ``tabindex``), and then the next redraw puts the HTML back in full, as
before. Typed text is a property, not a change of the page, and stays either way."""

from pyodide.ffi import create_proxy
from pyscript import document, window

WATCH = '{"subtree": true, "childList": true, "attributes": true, "characterData": true}'


class Redraws:
    def __init__(self, root):
        self.root = root
        self.html = None  # the HTML last put into the page
        self.touched = True  # something changed the page since (or nothing was put yet)
        self.skipped = 0  # redraws that changed nothing (shown on <body> for the tests)
        self._proxy = create_proxy(self._changed)
        self._observer = window.MutationObserver.new(self._proxy)
        self._observer.observe(root, window.JSON.parse(WATCH))

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
