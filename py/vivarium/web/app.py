"""Wire the pure :class:`~vivarium.ui.shell.Shell` to the page.

One delegated listener per event type on ``#app``; elements carry ``data-action`` (a legal
action), ``data-ui`` (a UI message) or ``data-cmd`` (an app command). Bots think in slices
of ~25 ms and wait for the next animation frame between them (:class:`_NextFrame`), so the
page keeps painting and answering clicks.
"""

import asyncio
import json
import time

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

from ..core.backup import MAX_BACKUP_CHARS
from ..core.advice import Weighing
from ..core.bots import bot_for_level
from ..i18n import msg, t
from .jsvalues import attr_text, present
from ..games import GAMES, RULES_PAGES, VIEWS
from ..ui import analysis_screen, board_keys, screens, hints, keys, review, routes, storage_panel, url_params
from ..ui.announce import Announcer
from ..ui.shell import Shell
from . import links, snapshot
from .motion import Motion
from .remote import RemoteLinks
from .storage import open_storage

SLICE_SECONDS = 0.025  # work per slice before yielding to the browser
ANNOUNCED_KEPT = 24  # sentences kept in the live region (#announcer): a round of four computers
ARROWS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}
# a click on one of these on the table, when it carries nothing to do, gets a reason (ui/feedback.py)
TABLE_THINGS = "[data-key],[data-sq],[data-col],[data-card],[data-stack],[data-hand] .card"


class WebApp:
    def __init__(self, root):
        self.root = root
        storage, problem = open_storage(window)
        link = url_params.parse(links.query(window), GAMES)  # ?game=…&embed=1…, validated
        self.shell = Shell(storage, views=VIEWS, rules=RULES_PAGES, browser_langs=_browser_languages(),
                           **url_params.shell_settings(link, GAMES))
        self.shell.site_url = links.site_url(window)
        if problem:
            self.shell.notices.append(("error", [problem, msg("dialogs.storage.embed_hint")] if link.embed else problem))
        url_params.launch(self.shell, link)
        links.settle_address(window, link)
        # Screens have addresses (#/rules/pond, #/game/<id>…) on the site; an embed keeps its own.
        self.routing = not link.embed
        if link.review and links.fragment(window).startswith("#/shared/"):  # an embedded review
            routes.navigate(self.shell, links.fragment(window))
        if self.routing:
            start = links.fragment(window)
            if start and not link.present:
                routes.navigate(self.shell, start)  # a reload or a shared link: that screen
            self.route = routes.route_of(self.shell)
            links.set_route(window, self.route, push=False)
        self.motion = Motion(root)  # keyed elements slide, drop in, turn over (web/motion.py)
        self.bot_task = None
        self.advice_task = None  # a hint or an analysis being searched (schedule_advice)
        self.armed = None  # the action a first tap on a touch screen pointed at (a second plays it)
        self._screen = None  # (screen, game) last drawn: a new one is shown from its top
        self.grace = None  # (token, monotonic start) of the grace period being counted down
        self._persist_asked = False
        self.bot_failed = None  # the position (token) where a computer player failed: not retried
        self.remote = RemoteLinks(self)  # playing on several devices: WebRTC links (web/remote.py)
        self.announcer = Announcer()  # moves, turns and results said aloud (ui/announce.py)
        handlers = (("click", self.on_click), ("keydown", self.on_key), ("change", self.on_change), ("submit", self.on_submit))
        self._proxies = [create_proxy(self._guarded(handler)) for _, handler in handlers]
        for (name, _), proxy in zip(handlers, self._proxies):
            root.addEventListener(name, proxy)
        self._proxies.append(create_proxy(self._guarded(self.on_storage)))
        window.addEventListener("storage", self._proxies[-1])
        self._proxies.append(create_proxy(self._guarded(self.on_page_key)))
        document.addEventListener("keydown", self._proxies[-1])  # review keys work wherever the focus is
        self._proxies.append(create_proxy(self._guarded(self.on_popstate)))
        window.addEventListener("popstate", self._proxies[-1])

    def _guarded(self, handler):
        """An event handler that can fail without freezing the page: the fault is reported
        and the screen redrawn (Home if the screen itself cannot be drawn)."""

        def run(event):
            try:
                handler(event)
            except Exception as err:
                self.shell.fault(msg("fault.event", event=str(event.type)), err)
                self.render()

        return run

    # ---- drawing -------------------------------------------------------------------------
    def render(self):
        active = document.activeElement
        focus_key = None
        in_board = False
        if present(active) and self.root.contains(active):
            for attr in ("data-sq", "data-col", "data-ui", "data-cmd", "name", "data-action"):
                value = active.getAttribute(attr) if hasattr(active, "getAttribute") else None
                if present(value) and value:
                    focus_key = (attr, str(value))
                    break
            in_board = present(active.closest(".board-wrap")) if hasattr(active, "closest") else False
            if in_board and present(active.closest("[data-hand], .choices")):
                in_board = "hand"  # a card game's hand (or its play buttons): the focus stays by the hand
        try:
            html = self.shell.html()
        except Exception as err:  # a view that fails must not leave the page dead
            html = self.shell.recover(msg("fault.screen"), err)
        # moves are shown within one table; another screen (or another table) just appears
        screen = (self.shell.screen, self.shell.save_id if self.shell.screen == "play" else None)
        before = self.motion.measure() if self.motion.enabled() and screen == self._screen else None
        kept = self.remote.kept_fields()  # text typed in a remote box survives a redraw
        self.root.innerHTML = html
        self.remote.restore_fields(kept)
        if before is not None:
            self.motion.play(before)
            document.body.setAttribute("data-motion-ms", f"{self.motion.last_ms:.2f} {self.motion.layout_ms:.2f}")  # its cost
        self._restore_focus(focus_key, in_board)
        if screen != self._screen:  # another screen (a new table): it opens at its top
            self._screen = screen
            window.scrollTo(0, 0)
        if self.shell.screen == "review":
            _scroll_log_to_current(self.root)
        document.title = self.shell.page_title()
        if document.documentElement.lang != self.shell.lang:
            document.documentElement.lang = self.shell.lang  # <html lang> follows the player's language
            for selector, (attr, text) in screens.page_frame().items():  # the page's own words around #app
                el = document.querySelector(selector)
                if present(el):
                    if attr:
                        el.setAttribute(attr, text)
                    else:
                        el.textContent = text
        self._announce()
        if self.routing:
            route = routes.route_of(self.shell)
            if route != self.route:  # a new screen: a new entry in the browser's history;
                # another position of the same review: the address changes in place
                links.set_route(window, route, push=not routes.same_screen(route, self.route))
                self.route = route
        self.schedule_bot()
        self.schedule_advice()
        self.remote.pump()  # the other devices hear what changed here
        self._keep_grace_in_time()
        if self.armed is not None:
            self._show_armed()
        if not self._persist_asked and self.shell.wants_persist():
            self._persist_asked = True
            asyncio.ensure_future(self._storage_facts(ask=True))

    def _keep_grace_in_time(self):
        """A redraw during the grace period draws its bar anew: start it where it was."""
        bar = self.root.querySelector(".grace-bar")
        if not present(bar) or self.grace is None:
            return
        token, begun = self.grace
        if token == self.shell.bot_token():
            bar.style.animationDelay = f"-{time.monotonic() - begun:.2f}s"

    async def _storage_facts(self, ask=False):
        """Ask the browser once to keep the games (``navigator.storage.persist``) and how much
        space they use (``estimate``), where it can say; the panel words it (ui/storage_panel)."""
        try:
            storage = window.navigator.storage
            if not present(storage):
                return
            if ask and present(getattr(storage, "persist", None)):
                self.shell.persist_answer(bool(await storage.persist()))
            if present(getattr(storage, "estimate", None)):
                estimate = await storage.estimate()
                self.shell.usage = (int(estimate.usage or 0), int(estimate.quota or 0))
        except Exception:  # a browser that does not answer: nothing is said about keeping
            return
        self.refresh_keep_notes()

    def _announce(self):
        try:
            sentence = self.announcer.next(self.shell)
        except Exception:  # words for a screen reader must never break the table
            return
        box = document.getElementById("announcer")
        if sentence and present(box):
            # each sentence is added (a screen reader reads additions in turn: a computer's
            # several quick steps are all heard); only the last few are kept
            line = document.createElement("p")
            line.textContent = sentence
            box.appendChild(line)
            while int(box.childElementCount) > ANNOUNCED_KEPT:
                box.firstElementChild.remove()

    def refresh_keep_notes(self):
        box = self.root.querySelector("#keep-notes")  # only the notes change: no redraw under a click
        if present(box):
            box.innerHTML = storage_panel.keeping_notes(self.shell, bool(self.shell.store.entries()))

    def _restore_focus(self, focus_key, in_board=False):
        """Focus the same control again after a redraw; when a board control was used and is
        gone (a card just played), the board's first control, so Tab + Enter plays on."""
        modal = self.root.querySelector(".modal")
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
                target = by_attr(self.root, attr, value)
            if not present(target) and in_board:
                target = self.root.querySelector(".board-wrap [data-action], .board-wrap [data-ui]")
            if not present(target) and in_board:  # nothing to act on now (the other side's turn)
                target = self.root.querySelector(".board-wrap")
        else:
            target = None
        if self.shell.focus:  # the shell asked for it (e.g. the game just ended: its result panel)
            asked = self.root.querySelector(self.shell.focus)
            self.shell.focus = None
            if present(asked):
                target = asked
        if present(target):
            target.focus()
            if in_board and document.activeElement != target:
                # it cannot take the focus now (a square while the computer thinks): keep the
                # focus where the player is, on the hand or the board around it, not the page
                hand = self.root.querySelector(".board-wrap [data-hand]") if in_board == "hand" else None
                if not (present(hand) and _hold_focus(hand)):
                    _hold_focus(self.root.querySelector(".board-wrap"))

    # ---- events --------------------------------------------------------------------------
    def dispatch(self, el):
        if el.hasAttribute("disabled"):
            return
        if attr_text(el, "data-cmd") == "embed-copy":
            links.copy_embed_code(self.root, window)
            return
        if attr_text(el, "data-cmd") == "share-copy":
            links.copy_box(self.root, window, "#share-link", "#share-copied", t("copied.link"))
            return
        if (attr_text(el, "data-cmd") or "").startswith("focus "):  # skip links
            self.focus_area(attr_text(el, "data-cmd").split(" ", 1)[1])
            return
        if attr_text(el, "data-cmd") == "snapshot-clear":
            asyncio.ensure_future(snapshot.forget(self))
            return
        if attr_text(el, "data-cmd") == "transfer-copy":
            links.copy_box(self.root, window, "#transfer-text", "#transfer-copied", t("copied.text"))
            return
        action = attr_text(el, "data-action")
        message = attr_text(el, "data-ui")
        cmd = attr_text(el, "data-cmd")
        if cmd and cmd.startswith(("remote-", "bylink-")):  # fields and the clipboard of the remote screens
            handled = self.remote.dispatch(el, cmd)
            if handled:
                if handled != "copied":
                    self.render()
                return
        why, tried = attr_text(el, "data-why"), attr_text(el, "data-try")
        if not (action or message or cmd or why or tried):
            return
        try:
            if action:
                self.shell.command("play " + action)
            elif message:
                self.shell.command("ui " + message)
            elif why or tried:  # something on the table that cannot act now: say why
                self.shell.command("why " + why if why else "try " + tried)
            else:
                form = self._form_values() if cmd in ("start",) else None
                if cmd in ("import", "restore"):
                    box = self.root.querySelector("#import-text")
                    form = {"import-text": str(box.value) if present(box) else ""}
                self.shell.command(cmd, form)
                if cmd.startswith("start-faster ") and self.shell.snapshot:
                    self.shell.snapshot["on"] = cmd.endswith(" on")
                if cmd == "start-faster off":
                    asyncio.ensure_future(snapshot.forget(self))
                elif cmd == "start-faster on":
                    asyncio.ensure_future(snapshot.make_soon(self))
        except Exception as err:
            self.shell.fault(msg("fault.click"), err)
        self.render()

    def on_click(self, event):
        el = event.target.closest("[data-action],[data-ui],[data-cmd],[data-why],[data-try]")
        if present(el):
            event.preventDefault()
            if self._first_tap(event, el):
                return
            self.armed = None
            self.dispatch(el)
        elif present(event.target.closest(".board-wrap")) and present(event.target.closest(TABLE_THINGS)):
            self.armed = None
            self.shell.command("why")  # e.g. a square clicked while the computer thinks
            self.render()
        elif self.armed is not None:  # a tap elsewhere: nothing is armed any more
            self.armed = None
            self._show_armed()

    def _first_tap(self, event, el):
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
        self._show_armed()
        return True

    def _show_armed(self):
        """Mark the armed target (again, after a redraw) and say what a second tap does."""
        for old in self.root.querySelectorAll(".armed, .tap-note"):
            if old.classList.contains("tap-note"):
                old.remove()
            else:
                old.classList.remove("armed")
        if self.armed is None:
            return
        el = by_attr(self.root, "data-action", self.armed, within=".board-wrap ")
        if not present(el):
            self.armed = None
            return
        el.classList.add("armed")
        note = document.createElement("p")
        note.className = "tap-note"
        note.setAttribute("role", "status")
        label = attr_text(el, "aria-label")
        note.textContent = (t("tap.again_named", label=label) if label else t("tap.again")) + " " + t("tap.elsewhere")
        self.root.appendChild(note)

    def on_key(self, event):
        modal = self.root.querySelector(".modal")
        if present(modal):
            self._modal_key(event, modal)
            return
        if self.shell.screen == "review" and review.key_command(event.key) and not _typing(event.target):
            event.preventDefault()  # Left/Right/Home/End step through a finished game
            self.shell.command(review.key_command(event.key))
            self.render()
            return
        if self._table_shortcut(event):
            return
        if event.key == "Escape" and present(self.root.querySelector(".result-panel")):
            self.shell.command("close")  # hides the end-of-game panel (Show result brings it back)
            self.render()
            return
        target = event.target
        sq = attr_text(target, "data-sq") if hasattr(target, "getAttribute") else None
        if not sq:
            # other focusable non-button targets (e.g. a board column) act on Enter/Space
            if event.key in ("Enter", " ") and hasattr(target, "getAttribute") and str(target.tagName).lower() != "button":
                if attr_text(target, "data-action") or attr_text(target, "data-ui") or attr_text(target, "data-why"):
                    event.preventDefault()
                    self.dispatch(target)
            return
        if event.key in ("Enter", " "):
            event.preventDefault()
            self.dispatch(target)
        elif event.key in ARROWS:
            event.preventDefault()
            dr, dc = ARROWS[event.key]
            col, row = ord(sq[0]) - ord("a") + dc, int(sq[1:]) + dr
            nxt = self.root.querySelector(f'[data-sq="{chr(ord("a") + col)}{row}"]') if col >= 0 else None
            if not present(nxt):  # a board offering only some squares: the nearest one that way
                board = target.closest("svg") if hasattr(target, "closest") else None
                squares = (board if present(board) else self.root).querySelectorAll("[data-sq]")
                names = [attr_text(squares.item(i), "data-sq") for i in range(int(squares.length))]
                name = board_keys.nearest(sq, names, dr, dc)
                nxt = by_attr(self.root, "data-sq", name) if name else None
            if present(nxt):
                nxt.focus()

    def _table_shortcut(self, event):
        """One key at the table (ui/keys.py): b board, h hand, l log, u undo, ? the Keys help.
        Not while typing, not with Ctrl/Alt/Meta held. True when the key was one of them."""
        if self.shell.screen != "play" or self.shell.session is None or _typing(event.target):
            return False
        if event.ctrlKey or event.altKey or event.metaKey or present(self.root.querySelector(".modal")):
            return False
        cmd = keys.shortcut(str(event.key))
        if cmd is None:
            return False
        event.preventDefault()
        if cmd.startswith("focus "):
            self.focus_area(cmd.split(" ", 1)[1])
        elif cmd == "undo":
            undo = self.root.querySelector('[data-cmd="undo"]')
            if present(undo) and not undo.hasAttribute("disabled"):
                self.dispatch(undo)
        else:
            self.shell.command(cmd)
            self.render()
            first = self.root.querySelector(".modal button")
            if present(first):
                first.focus()
        return True

    def focus_area(self, area):
        """Move the focus to the board, the hand or the log (skip links and keys): its first
        control that can act, else its first focusable thing, else the area itself."""
        where = {"board": ".board-wrap", "hand": "[data-hand]", "log": ".log"}.get(area, ".board-wrap")
        box = self.root.querySelector(where)
        if not present(box) and area == "hand":  # a game without a hand (Pond): the board
            box = self.root.querySelector(".board-wrap")
        if not present(box):
            return
        target = box.querySelector('[data-action]:not([disabled]), [data-ui]:not([disabled]), [tabindex="0"], button:not([disabled])')
        if present(target):
            target.focus()
        else:
            _hold_focus(box)

    def on_page_key(self, event):
        """A key that reached the page without passing through the app (focus on the page
        itself, e.g. after the focused button became disabled): the table's keys still work,
        and the review's keys still step."""
        if not event.defaultPrevented and event.target == document.body and self._table_shortcut(event):
            return
        if not event.defaultPrevented and self.shell.screen == "review" and review.key_command(event.key) and not _typing(event.target):
            event.preventDefault()
            self.shell.command(review.key_command(event.key))
            self.render()

    def _modal_key(self, event, modal):
        """Escape closes a dialog; Tab and Shift+Tab cycle through its controls only."""
        if event.key == "Escape":
            event.preventDefault()
            self.shell.command("close")
            self.render()
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

    def on_change(self, event):
        if hasattr(event.target, "getAttribute") and attr_text(event.target, "data-import-file"):
            asyncio.ensure_future(self._read_import_file(event.target))
            return
        if self.remote.on_change(event):
            return
        pref = attr_text(event.target, "data-pref") if hasattr(event.target, "getAttribute") else None
        if pref == "pace":
            self.shell.command("pace " + str(event.target.value))
            self.render()
        elif pref == "confirm":
            self.shell.command("confirm-pref " + str(event.target.value))
            self.render()
        elif pref == "lang":
            self.shell.command("lang " + str(event.target.value))
            self.render()
        elif present(event.target.closest("#setup-form")):
            self.shell.command("setup-change", self._form_values())
            if str(event.target.tagName).lower() != "input":  # a typed name changes nothing else on screen;
                self.render()  # redrawing then would swallow a click on Start that caused the blur
        elif present(event.target.closest("#embed-form")):
            self.shell.command("embed-change", self._form_values("#embed-form"))
            self.render()

    def on_storage(self, event):
        """Another tab changed localStorage: reload this game if it was the one changed."""
        key = event.key
        try:
            changed = self.shell.storage_changed(str(key) if present(key) else None)
        except Exception as err:
            self.shell.fault(msg("fault.other_tab"), err)
            changed = True
        if changed:
            self.render()

    async def _read_import_file(self, input_el):
        """Put the chosen file's text into the import box (the gate checks it on Import)."""
        files = input_el.files
        if not present(files) or int(files.length) == 0:
            return
        box = self.root.querySelector("#import-text")
        limit = MAX_BACKUP_CHARS if attr_text(input_el, "data-import-file") == "backup" else 2_000_000
        try:
            file = files.item(0)
            if int(file.size) > limit:
                text = "(This file is too large to be a Vivarium game.)"
            else:
                text = str(await file.text())
        except Exception as err:
            text = f"(The file could not be read: {type(err).__name__}.)"
        if present(box):
            box.value = text

    def on_popstate(self, event):
        """Back or Forward (or an edited address): show the screen the address names."""
        if not self.routing:
            return
        routes.navigate(self.shell, links.fragment(window))
        self.route = routes.route_of(self.shell)
        if self.route != links.fragment(window):
            links.set_route(window, self.route, push=False)  # an unknown address becomes Home's
        self.render()

    def on_submit(self, event):
        event.preventDefault()

    def _form_values(self, selector="#setup-form"):
        form = self.root.querySelector(selector)
        values = {}
        if not present(form):
            return values
        for el in form.querySelectorAll("select:not([data-pref]), input[type=text]"):
            if not el.disabled:
                values[str(el.name)] = str(el.value)
        return values

    # ---- bots ----------------------------------------------------------------------------
    def schedule_bot(self):
        if self.bot_task is not None and not self.bot_task.done():
            return
        try:
            turn = self.shell.bot_turn()
        except Exception as err:
            self.shell.fault(msg("fault.bot_prepare"), err)
            return
        if turn is not None and turn.token != self.bot_failed:
            self.bot_task = asyncio.ensure_future(self.run_bot(turn))

    async def run_bot(self, turn):
        token, game, view, seat, level = turn.token, turn.game, turn.view, turn.seat, turn.level
        played = False
        failed = False
        try:
            started = time.perf_counter()
            begun = time.monotonic()  # ~ the person's move, when an answer waits (the grace period)
            if turn.grace > 0:
                self.grace = (token, begun)
            # seeded from the record (game seed, move number): a resumed game chooses the same
            thinking = bot_for_level(game, level).start(game, view, seat, turn.seed)
            document.body.setAttribute("data-bot", "thinking")
            if not await _in_slices(thinking, lambda: self.shell.bot_token() == token):
                return
            think = time.perf_counter() - started  # the whole decision, slices and yields included
            await self.motion.settled()  # the previous move finishes playing on screen first
            # the pace counts from the end of that move's animations (once per turn: later
            # steps land faster); an answer that waits comes after the grace period too
            now = time.monotonic()
            wait = max(turn.seconds - (now - max(begun, min(self.motion.busy_until, now))), turn.grace - (now - begun))
            if wait > 0:
                await asyncio.sleep(wait)
                await self.motion.settled()
            if self.shell.bot_move(token, thinking.result()):
                played = True
                stats = dict(thinking.stats(), level=level, think=round(think, 3), wall=round(time.perf_counter() - started, 3))
                document.body.setAttribute("data-bot-stats", json.dumps(stats))
        except Exception as err:  # never a frozen page: say so, keep the rest working
            self.bot_failed = token
            failed = True
            self.shell.fault(msg("fault.bot_choose", who=self.shell.seat_name(seat)), err)
        finally:
            document.body.setAttribute("data-bot", "idle")
            self.bot_task = None
            if played or failed:
                self.render()  # also schedules the next bot turn, if any
            else:
                self.schedule_bot()  # the game moved on (undo, new game): think again if needed


    # ---- hints and analysis (ui/hints.py, ui/analysis_screen.py) ---------------------------------
    def schedule_advice(self):
        """Start the search a hint or an analysis waits for, if none runs."""
        if self.advice_task is not None and not self.advice_task.done():
            return
        try:
            turn = hints.turn(self.shell)
            job = analysis_screen.running(self.shell) if turn is None else None
        except Exception as err:
            self.shell.fault(msg("fault.hint_prepare"), err)
            return
        if turn is not None:
            self.advice_task = asyncio.ensure_future(self.run_hint(turn))
        elif job is not None:
            self.advice_task = asyncio.ensure_future(self.run_analysis(job))

    async def run_hint(self, turn):
        token, game, view, seat, seed = turn.token, turn.game, turn.view, turn.seat, turn.seed
        try:
            thinking = Weighing(game, view, seat, seed, spec=turn.spec)
            # a move, an undo or another screen: the hint is not wanted any more
            if not await _in_slices(thinking, lambda: self.shell.bot_token() == token and hints.current(self.shell) is not None):
                return
            if hints.ready(self.shell, token, thinking.result()):
                self.render()
        except Exception as err:
            self.shell.hint = None
            self.shell.fault(msg("fault.hint_find"), err)
            self.render()
        finally:
            self.advice_task = None

    async def run_analysis(self, job):
        """Hard over every decision of the reviewed game, slice by slice; the progress bar is
        redrawn a few times a second; Cancel (or leaving the review) stops it."""
        drawn = [time.monotonic()]

        def progress():
            if time.monotonic() - drawn[0] > 0.4:
                drawn[0] = time.monotonic()
                self.render()

        try:
            if not await _in_slices(job, lambda: analysis_screen.running(self.shell) is job, progress):
                return
            analysis_screen.finished(self.shell, job)
            self.render()
        except Exception as err:
            analysis_screen.cancel(self.shell)
            self.shell.fault(msg("fault.analyse"), err)
            self.render()
        finally:
            self.advice_task = None


async def _in_slices(thinking, wanted, between=None):
    """Run ``thinking`` (a computer's search, a hint, an analysis) a slice at a time, letting
    the browser paint a frame between slices. False as soon as ``wanted()`` says it is not
    wanted any more; ``between()`` runs after each frame (a progress bar)."""
    while not thinking.done:
        thinking.step(SLICE_SECONDS)
        if thinking.done:
            break
        await NEXT_FRAME.wait()
        if not wanted():
            return False
        if between is not None:
            between()
    return True


class _NextFrame:
    """``await NEXT_FRAME.wait()`` returns once the browser has painted a frame.

    Chromium runs back-to-back tasks (what ``asyncio.sleep(0)`` queues) ahead of rendering
    and forces a frame only after about 100 ms, so a bot yielding with ``sleep(0)`` held
    the board still for 100 ms at a time (measured by scripts/bench.py). Waiting for
    ``requestAnimationFrame`` lets a frame in after every slice. A hidden tab gets no
    frames: there the bot goes on with ``sleep(0)``, and a timer covers the odd lost frame."""

    FALLBACK_MS = 250

    def __init__(self):
        self._waiter = None
        self._on_frame = None

    def _release(self, waiter):
        if waiter is self._waiter:
            self._waiter = None
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    async def wait(self):
        if document.hidden:
            await asyncio.sleep(0)
            return
        if self._on_frame is None:  # one proxy for the page's lifetime
            self._on_frame = create_proxy(lambda *_: self._release(self._waiter))
        self._release(self._waiter)
        waiter = self._waiter = asyncio.get_event_loop().create_future()
        window.requestAnimationFrame(self._on_frame)
        # this wait's own timer only: an earlier wait's timer must not cut a later one short
        window.setTimeout(create_once_callable(lambda *_: self._release(waiter)), self.FALLBACK_MS)
        await waiter


NEXT_FRAME = _NextFrame()


def _browser_languages():
    """The browser's languages, most wanted first (``navigator.languages``)."""
    try:
        langs = window.navigator.languages
        return [str(x) for x in langs] if present(langs) else [str(window.navigator.language)]
    except Exception:
        return []


def _scroll_log_to_current(root):
    """Keep the review's current move in the middle of the log's own scroll box (the page
    itself does not move)."""
    log = root.querySelector(".review-log")
    item = root.querySelector(".review-log li.step.current")
    if present(log) and present(item):
        top = item.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop
        log.scrollTop = max(0, top - log.clientHeight / 2)


def _typing(target):
    """True when a key goes to a text field (the share link's box keeps Home/End)."""
    tag = str(target.tagName).lower() if hasattr(target, "tagName") else ""
    return tag in ("input", "textarea", "select")


def _hold_focus(box):
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


def _mark(name):
    try:
        window.performance.mark(name)
    except Exception:  # a page without User Timing: the figure is only missing
        pass


def start():
    root = document.getElementById("app")
    app = WebApp(root)
    app.shell.snapshot = snapshot.boot_facts()  # Start faster: what this start was (issue 25)
    app.shell.snapshot["on"] = snapshot.is_on(app.shell)
    snapshot.mark(app.shell.snapshot)
    app.render()
    document.body.setAttribute("data-ready", "1")
    _mark("vivarium:ready")  # where a start's time went, in every engine (scripts/bench_engines.py)
    asyncio.ensure_future(snapshot.make_soon(app))  # in a worker, after the page is up
    if not app._persist_asked:
        asyncio.ensure_future(app._storage_facts())  # the space used, for the saved-games panel
    return app
