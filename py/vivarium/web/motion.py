"""Show what changed between two drawings of the screen (FLIP animation).

Views give the elements that persist from one drawing to the next a ``data-key`` (a piece,
a card, a token); an element may also name the key it had before its last move
(``data-from``) and its face (``data-face``: a stage, a rank). Around each redraw the web
edge calls :meth:`Motion.measure` (before) and :meth:`Motion.play` (after):

- a keyed element that moved slides from its old place to the new one (a transform only, so
  clicks land where the element is drawn and nothing waits for it); one that is new and names
  a seat (``data-from="seat-<n>"``: a card that left a hand nobody here sees) slides from that
  seat's box, so one sees whose hand it left;
- a new keyed element drops in (after the slides, when there are some: a card refilling a row
  comes once its neighbours have closed the gap); one whose face changed turns over;
- a keyed element that is gone (a card taken into a hidden hand, a piece removed) does not just
  vanish: a copy of it stays where it was for a moment, lifts and fades (a *ghost*: inert,
  hidden from screen readers, stripped of every hook, laid over the page where its old
  container now is, so it never moves anything).

Reads of the page are batched before the writes (one layout). With ``prefers-reduced-motion:
reduce`` nothing is measured nor animated. :meth:`settled` lets a computer player wait for the
previous move to finish playing before it moves.
"""

import asyncio
import math
import time

from js import Object
from pyodide.ffi import to_js
from pyscript import window

from .jsvalues import attr_text, present

MOVE_MS = 380
ENTER_MS = 320
FACE_MS = 300
MOVE_EASING = "cubic-bezier(0.2, 0.7, 0.2, 1)"
MOST_ENTERING = 40  # more new elements than this: a new screen, not a move (no drop-ins)
FEW_ENTERING = 3  # more than this drop in one after the other (a new hand), without growing
STAGGER_MS = 45
LEAVE_MS = 650  # a ghost's time: held in place, then lifted and faded
GHOST_LEAD_MS = 400  # the slides of a move with ghosts wait this long: nothing slides under a ghost
MOST_LEAVING = 8  # more gone than this: a new deal or round, not a move (no ghosts)
GHOST_STRIP = ("id", "role", "tabindex", "title", "aria-label", "aria-describedby", "aria-pressed", "popovertarget")
SVG_NS = "http://www.w3.org/2000/svg"
SEAT_ORIGIN = "seat-"  # data-from="seat-<n>": from seat n's box (measured as such, no element of its own)


def _js(value):
    return to_js(value, dict_converter=Object.fromEntries)




class Motion:
    def __init__(self, root):
        self.root = root
        self.busy_until = 0.0  # time.monotonic() when the animations started last end
        self.last_ms = 0.0  # what the last measure + play cost (for the performance check), without
        self.layout_ms = 0.0  # the layout of the new page, which the first read forces (the
        # browser does it before painting anyway: it is moved, not added)
        self._reduced = window.matchMedia("(prefers-reduced-motion: reduce)")
        self.failed = False  # a browser without the Web Animations API: the page just does without

    def enabled(self):
        return not self.failed and not self._reduced.matches

    def _origin(self):
        """Places are measured from the table's corner: a line of text appearing above the
        table (a reason, a notice) shifts it all, and that is no move."""
        table = self.root.querySelector(".board-wrap")
        if not present(table):
            return 0.0, 0.0
        rect = table.getBoundingClientRect()
        return rect.left, rect.top

    def measure(self):
        """Before a redraw: ``{key: (left, top, face)}`` of the keyed elements (reads only)."""
        try:
            return self._measure()
        except Exception:  # never a broken redraw for the sake of an animation
            self.failed = True
            return None

    def play(self, before):
        """After a redraw: animate the keyed elements from ``before`` (see the module)."""
        try:
            self._play(before)
        except Exception:
            self.failed = True
        css = self._css_ms_left()  # however the slides went (none on an empty board): the stylesheet's own
        if css:
            self.busy_until = max(self.busy_until, time.monotonic() + css / 1000)

    def _measure(self):
        started = time.perf_counter()
        out = {}
        x0, y0 = self._origin()
        els = self.root.querySelectorAll("[data-key]")
        for i in range(int(els.length)):
            el = els.item(i)
            key = attr_text(el, "data-key")
            if key in out:
                continue
            rect = el.getBoundingClientRect()
            out[key] = (rect.left - x0, rect.top - y0, attr_text(el, "data-face"), rect.width, rect.height, el)
        seats = self.root.querySelectorAll(".seats [data-seat]")  # where a card from a hidden hand comes from
        for i in range(int(seats.length)):
            el = seats.item(i)
            rect = el.getBoundingClientRect()
            out[SEAT_ORIGIN + attr_text(el, "data-seat")] = (rect.left - x0, rect.top - y0, None, rect.width, rect.height, None)
        self.last_ms = (time.perf_counter() - started) * 1000
        return out

    def _play(self, before):
        started = time.perf_counter()
        if before is None:  # nothing measured (another screen): nothing moved
            self.last_ms += (time.perf_counter() - started) * 1000
            self.layout_ms = 0.0
            return
        plans = []
        seen = set()
        x0, y0 = self._origin()  # the first read after the redraw: the page is laid out here
        self.layout_ms = (time.perf_counter() - started) * 1000
        els = self.root.querySelectorAll("[data-key]")
        came_from = set()
        for i in range(int(els.length)):  # reads first
            el = els.item(i)
            key = attr_text(el, "data-key")
            if key in seen:
                continue
            seen.add(key)
            came = attr_text(el, "data-from")
            if came:
                came_from.add(came)
            if came and came.startswith(SEAT_ORIGIN):  # from a seat's box, the first time it is drawn
                own = before.get(key)
                old = before.get(came) if own is None or own[2] != attr_text(el, "data-face") else own
            else:
                old = before.get(came) if came and came in before else before.get(key)
            rect = el.getBoundingClientRect()
            if old is None:
                plans.append(("enter", el, 0, 0))
                continue
            dx, dy = old[0] - (rect.left - x0), old[1] - (rect.top - y0)
            if abs(dx) >= 1 or abs(dy) >= 1:
                if el.namespaceURI == SVG_NS and str(el.tagName).lower() != "svg":
                    ctm = el.getScreenCTM()  # a transform on an SVG element is in its own units
                    if present(ctm) and ctm.a and ctm.d:
                        dx, dy = dx / ctm.a, dy / ctm.d
                plans.append(("move", el, dx, dy))
            else:
                face = attr_text(el, "data-face")
                if old[2] is not None and face is not None and old[2] != face:  # a face that changed (not one that appeared)
                    plans.append(("face", el, 0, 0))
        entering = sum(1 for p in plans if p[0] == "enter")
        sliding = any(p[0] == "move" for p in plans)
        gone = [key for key in before if key not in seen and key not in came_from and not key.startswith(SEAT_ORIGIN)]
        longest = self._ghosts(before, gone, x0, y0) if entering <= MOST_ENTERING else 0
        lead = GHOST_LEAD_MS if longest else 0  # what slides or drops in waits for the ghosts to lift
        dealt = 0
        for kind, el, dx, dy in plans:  # then writes
            if kind == "move":
                frames = [{"transform": f"translate({dx:.1f}px, {dy:.1f}px)"}, {"transform": "translate(0px, 0px)"}]
                ms, easing = MOVE_MS, MOVE_EASING
            elif kind == "face":
                frames = [{"transform": "scaleX(0.1)"}, {"transform": "scaleX(1)"}]
                ms, easing = FACE_MS, "ease-out"
            elif entering <= MOST_ENTERING:
                if entering > FEW_ENTERING:  # a hand dealt: one card after the other, none grown over its neighbour
                    frames = [{"opacity": 0, "transform": "translate(0px, -18px)"}, {"opacity": 1, "transform": "translate(0px, 0px)"}]
                else:
                    frames = [{"opacity": 0, "transform": "translate(0px, -18px) scale(1.08)"}, {"opacity": 1, "transform": "translate(0px, 0px) scale(1)"}]
                ms, easing = ENTER_MS, "ease-out"
            else:
                continue
            # a slide or a turn adds to the element's own CSS transform (a raised, selected card);
            # a drop-in replaces it for its short time (its opacity must not add up to 1), and
            # waits, unseen, for the slides of the same move (it never lands on a sliding card)
            composite = "replace" if kind == "enter" else "add"
            delay = lead + (int(MOVE_MS * 0.7) if kind == "enter" and sliding else 0)
            if kind == "enter" and entering > FEW_ENTERING:
                delay += STAGGER_MS * min(dealt, 12)
                dealt += 1
            el.animate(_js(frames), _js({"duration": ms, "easing": easing, "composite": composite, "delay": delay, "fill": "backwards"}))
            longest = max(longest, ms + delay)
        if longest:
            self.busy_until = max(self.busy_until, time.monotonic() + longest / 1000)
        self.last_ms += (time.perf_counter() - started) * 1000 - self.layout_ms

    def _ghosts(self, before, gone, x0, y0):
        """A copy of each element that is gone, where it was, lifting and fading (see the
        module); the longest time it takes (0: none). Each ghost is laid in the new page's
        counterpart of its old container (same tag and classes), so the page's styles still
        draw it, positioned over the page (fixed: it takes no room)."""
        if not gone or len(gone) > MOST_LEAVING:
            return 0
        for ghost in list(self.root.querySelectorAll(".motion-ghost")):  # the last move's, if any
            ghost.remove()
        made = 0
        for key in gone:
            left, top, _face, width, height, el = before[key]
            if el.namespaceURI == SVG_NS and str(el.tagName).lower() != "svg":
                continue  # a part of a drawing: it cannot stand alone over the page
            host = self._counterpart(el.parentElement)
            if not present(host):
                continue
            ghost = el.cloneNode(True)
            for node in [ghost] + list(ghost.querySelectorAll("*")):
                tag = str(node.tagName).lower()
                for name in [str(a.name) for a in node.attributes]:
                    if name.startswith("data-") or name in GHOST_STRIP or (name == "href" and tag == "a"):
                        node.removeAttribute(name)
                if tag in ("button", "input", "select", "textarea"):
                    node.setAttribute("disabled", "")  # nothing in it can take the focus
            ghost.setAttribute("aria-hidden", "true")
            ghost.setAttribute("inert", "")
            ghost.classList.add("motion-ghost")
            style = ghost.style
            for prop, value in (("position", "fixed"), ("left", f"{left + x0:.1f}px"), ("top", f"{top + y0:.1f}px"),
                                ("width", f"{width:.1f}px"), ("height", f"{height:.1f}px"), ("margin", "0"),
                                ("pointer-events", "none"), ("z-index", "20"), ("opacity", "0")):
                style.setProperty(prop, value)
            host.appendChild(ghost)
            # "fixed" is the page's unless an ancestor is transformed: put it where it belongs
            want_x, want_y = left + x0, top + y0
            rect = ghost.getBoundingClientRect()
            if abs(rect.left - want_x) >= 1 or abs(rect.top - want_y) >= 1:
                style.setProperty("left", f"{2 * want_x - rect.left:.1f}px")
                style.setProperty("top", f"{2 * want_y - rect.top:.1f}px")
            frames = [{"opacity": 1, "transform": "translate(0px, 0px)", "offset": 0},
                      {"opacity": 1, "transform": "translate(0px, -4px)", "offset": 0.3},
                      {"opacity": 0, "transform": "translate(0px, -24px) scale(0.9)", "offset": 0.6},
                      {"opacity": 0, "transform": "translate(0px, -24px) scale(0.9)", "offset": 1}]
            ghost.animate(_js(frames), _js({"duration": LEAVE_MS, "easing": "ease-in"}))
            asyncio.get_event_loop().call_later(LEAVE_MS / 1000 + 0.1, ghost.remove)  # gone once it has faded
            made += 1
        return LEAVE_MS if made else 0

    def _counterpart(self, parent):
        """The new page's element in the place of ``parent`` (an element of the page before the
        redraw): the same tag and classes, under the same chain of up to three such ancestors;
        else the table."""
        chain = []
        node = parent
        while present(node) and len(chain) < 3 and node is not self.root:
            cls = attr_text(node, "class")
            if not cls or '"' in cls:
                break
            chain.insert(0, f'{str(node.tagName).lower()}[class="{cls}"]')
            node = node.parentElement
        while chain:
            found = self.root.querySelector(" > ".join(chain))
            if present(found):
                return found
            chain.pop(0)  # a shorter chain: the container kept its classes, an ancestor changed
        return self.root.querySelector(".board-wrap")

    def _css_ms_left(self):
        """The longest time left to the stylesheet's own finite animations on the table (a
        piece growing, a scored line fading out): a computer's next move waits for them too."""
        try:
            animations = self.root.getAnimations(_js({"subtree": True}))
            left = 0.0
            for i in range(int(animations.length)):
                animation = animations[i]
                effect = animation.effect
                target = effect.target
                if present(target) and (target.classList.contains("grace-bar") or target.classList.contains("flash")):
                    continue  # the grace period's bar counts time and a changed counter's flash marks it: neither shows a move
                timing = effect.getComputedTiming()
                end, now = timing.endTime, timing.localTime
                if end is None or not math.isfinite(float(end)):
                    continue
                if now is None:  # asked for but not started yet (a loaded machine): all of it is still to play
                    if not animation.pending:
                        continue
                    now = 0.0
                left = max(left, float(end) - float(now))
            return left
        except Exception:  # a browser without getAnimations: the slides alone count
            return 0.0

    async def settled(self):
        """Wait until the animations started so far have played (a computer's next move waits
        for its previous one; a person's input never does). The time planned when they were
        started, then what is still playing: on a loaded machine an animation starts a frame or
        more after it was asked for, and ``busy_until`` moves to its real end."""
        wait = self.busy_until - time.monotonic()
        if wait > 0:
            await asyncio.sleep(wait)
        for _ in range(3):  # a few late frames at most; never a wait without end
            left = self._css_ms_left()
            if left <= 0:
                break
            self.busy_until = max(self.busy_until, time.monotonic() + left / 1000)
            await asyncio.sleep(left / 1000)
