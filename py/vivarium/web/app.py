"""Wire the pure :class:`~vivarium.ui.shell.Shell` to the page.

One delegated listener per event type on ``#app``; elements carry ``data-action`` (a legal
action), ``data-ui`` (a UI message) or ``data-cmd`` (an app command). Every command goes
through the one command table (ui/commands.py); the page's own commands (the clipboard, the
focus, the snapshot) are registered into it (web/page_commands.py, web/remote.py). The
computer's turns, hints and analyses run in the search worker or between frames (web/bot_runner.py, web/search_client.py); the keyboard
(web/keyboard.py), the focus (web/focus.py) and touch taps (web/touch.py) have their modules.
"""

import asyncio

from pyodide.ffi import create_proxy
from pyscript import document, window

from ..core.backup import MAX_BACKUP_CHARS
from ..i18n import msg
from .jsvalues import attr_text, present
from ..games import GAMES, RULES_PAGES, VIEWS
from ..ui import commands, news, routes, screens, storage_panel, url_params
from ..ui.announce import Announcer
from ..ui.shell import Shell
from . import focus, learn_place, links, page_commands, snapshot
from .bot_runner import BotRunner, page_busy
from .keyboard import Keyboard
from .motion import Motion
from .redraws import Redraws
from .remote import RemoteLinks
from .search_client import SearchClient
from .sound import Sound
from .storage import open_storage
from .touch import Taps

ANNOUNCED_KEPT = 24  # sentences kept in the live region (#announcer): a round of four computers
# a click on one of these on the table, when it carries nothing to do, gets a reason (ui/feedback.py)
TABLE_THINGS = "[data-key],[data-sq],[data-col],[data-card],[data-stack],[data-hand] .card"
# a change of one of these menus is this command with the chosen value
PREF_COMMANDS = {"pace": "pace", "confirm": "confirm-pref", "lang": "lang", "sound": "sound"}


class WebApp:
    def __init__(self, root):
        self.root = root
        storage, problem = open_storage(window)
        link = url_params.parse(links.query(window), GAMES)  # ?game=…&embed=1…, validated
        self.shell = Shell(storage, views=VIEWS, rules=RULES_PAGES, browser_langs=_browser_languages(),
                           site_url=links.site_url(window), **url_params.shell_settings(link, GAMES))
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
        self.redraws = Redraws(root, self.render)  # never under a press, not at all when nothing changes
        self.motion = Motion(root)  # keyed elements slide, drop in, turn over (web/motion.py)
        self.search = SearchClient()  # the search worker beside the page (web/search_client.py)
        self.bots = BotRunner(self)  # computers, hints and analyses: in the worker, or between frames
        self.keyboard = Keyboard(self)
        self.taps = Taps(self)  # a first tap on a touch screen arms, a second plays
        self._screen = None  # (screen, game) last drawn: a new one is shown from its top
        self.focus_memory = focus.Memory()  # where the focus was, across redraws (web/focus.py)
        self._persist_asked = False
        self._replay_task = None  # the others' moves being replayed (schedule_replay)
        self.remote = RemoteLinks(self)  # playing on several devices: WebRTC links (web/remote.py)
        page_commands.install(self)
        self.announcer = Announcer()  # moves, turns and results said aloud (ui/announce.py)
        self.sound = Sound(self)  # sounds, the tab's title and its badge (web/sound.py, ui/sounds.py)
        handlers = (("click", self.on_click), ("keydown", self.keyboard.on_key), ("change", self.on_change),
                    ("submit", self.on_submit))
        self._proxies = [create_proxy(self._guarded(handler)) for _, handler in handlers]
        for (name, _), proxy in zip(handlers, self._proxies):
            root.addEventListener(name, proxy)
        self._proxies.append(create_proxy(self._guarded(self.on_storage)))
        window.addEventListener("storage", self._proxies[-1])
        self._proxies.append(create_proxy(self._guarded(self.keyboard.on_page_key)))
        document.addEventListener("keydown", self._proxies[-1])  # review keys work wherever the focus is
        self._proxies.append(create_proxy(self._guarded(self.on_popstate)))
        window.addEventListener("popstate", self._proxies[-1])
        # a link opened in this tab (an invitation, a reply, a turn: issue 38) is a fragment
        # navigation; hashchange follows popstate, and comes alone where popstate does not
        self._proxies.append(create_proxy(self._guarded(self.on_hashchange)))
        window.addEventListener("hashchange", self._proxies[-1])
        self._proxies.append(create_proxy(self._guarded(self.sound.visibility)))
        document.addEventListener("visibilitychange", self._proxies[-1])  # the tab's mark (your turn, hidden)

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
        if self.redraws.hold():  # a pointer is pressed on the page: this redraw comes on its release
            return
        focus_key, in_board = focus.remember(self.root, self.focus_memory)
        try:
            html = self.shell.html()
        except Exception as err:  # a view that fails must not leave the page dead
            html = self.shell.recover(msg("fault.screen"), err)
        # moves are shown within one table; another screen (or another table) just appears
        screen = (self.shell.screen, self.shell.save_id if self.shell.screen == "play" else None)
        review = screen == self._screen and screen[0] == "review"
        log_was = _log_place(self.root) if review else None  # the review's log, as the person left it
        if not (screen == self._screen and self.redraws.unchanged(html)):  # (a press survives a redraw that changes nothing)
            before = self.motion.measure() if self.motion.enabled() and screen == self._screen else None
            kept = self.remote.kept_fields()  # text typed in a remote box survives a redraw
            self.redraws.put(html)
            self.remote.restore_fields(kept)
            if before is not None:
                self.motion.play(before)
                document.body.setAttribute("data-motion-ms", f"{self.motion.last_ms:.2f} {self.motion.layout_ms:.2f}")  # its cost
            # another screen after the first: its heading takes the focus (a screen reader says it)
            focus.restore(self.root, self.shell, focus_key, in_board, self.focus_memory,
                          new_screen=screen != self._screen and self._screen is not None)
            self.redraws.settled()  # the page as this redraw left it (what changes it from now on is watched)
        if screen != self._screen:  # another screen (a new table): it opens at its top
            self._screen = screen
            window.scrollTo(0, 0)
        if self.shell.screen == "review":
            _scroll_log(self.root, log_was)
        self.sound.after_render()  # what just happened heard; the tab's title (marked when it is your turn, hidden)
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
        learn_place.after_render(self)  # a lesson's bubble beside its target, its words said (ui/learn.py)
        if self.routing:
            route = routes.route_of(self.shell)
            if route != self.route:  # a new screen: a new entry in the browser's history;
                # another position of the same review: the address changes in place
                links.set_route(window, route, push=not routes.same_screen(route, self.route))
                self.route = route
        self.bots.schedule_bot()
        self.schedule_replay()
        self.bots.schedule_advice()
        self.search.consider(self.shell, page_busy)  # the search worker, started once something may think
        self.remote.pump()  # the other devices hear what changed here
        self.bots.keep_grace_in_time()
        if self.taps.armed is not None:
            self.taps.show()
        if not self._persist_asked and self.shell.saving.wants_persist():
            self._persist_asked = True
            asyncio.ensure_future(self._storage_facts(ask=True))

    def schedule_replay(self):
        """The others' moves replayed on the table (ui/news.py): one move a beat, each drawn
        (the motion layer slides what moved), then the table as it is now."""
        if self._replay_task is not None and not self._replay_task.done():
            return
        if news.current(self.shell) is not None:
            self._replay_task = asyncio.ensure_future(self._replay())

    async def _replay(self):
        while news.current(self.shell) is not None:
            await asyncio.sleep(news.STEP_SECONDS)
            if news.current(self.shell) is None:  # stopped meanwhile (drawn by that command)
                return
            news.step(self.shell)
            self.render()

    async def _storage_facts(self, ask=False):
        """Ask the browser once to keep the games (``navigator.storage.persist``) and how much
        space they use (``estimate``), where it can say; the panel words it (ui/storage_panel)."""
        try:
            storage = window.navigator.storage
            if not present(storage):
                return
            if ask and present(getattr(storage, "persist", None)):
                self.shell.saving.persist_answer(bool(await storage.persist()))
            if present(getattr(storage, "estimate", None)):
                estimate = await storage.estimate()
                self.shell.saving.usage_known(int(estimate.usage or 0), int(estimate.quota or 0))
        except Exception:  # a browser that does not answer: nothing is said about keeping
            return
        self.refresh_keep_notes()

    def _announce(self):
        try:
            sentence = self.announcer.next(self.shell)
        except Exception:  # words for a screen reader must never break the table
            return
        box = document.getElementById("announcer")
        if self.announcer.fresh and present(box):
            box.replaceChildren()  # another table: nothing said of the last one stays to be read
        if sentence:
            self.say_aloud(sentence)

    def say_aloud(self, sentence):
        """One more sentence in the live region (``#announcer``)."""
        box = document.getElementById("announcer")
        if present(box):
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

    # ---- events --------------------------------------------------------------------------
    def dispatch(self, el):
        if el.hasAttribute("disabled"):
            return
        action = attr_text(el, "data-action")
        message = attr_text(el, "data-ui")
        cmd = attr_text(el, "data-cmd")
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
                self.shell.command(cmd, page_commands.form_of(self.root, cmd))
                if commands.quiet(cmd):
                    return  # the page's own command (copy, focus…): nothing to redraw
        except Exception as err:
            self.shell.fault(msg("fault.click"), err)
        self.render()

    def on_click(self, event):
        el = event.target.closest("[data-action],[data-ui],[data-cmd],[data-why],[data-try]")
        if present(el):
            event.preventDefault()
            if self.taps.first_tap(event, el):
                return
            self.taps.forget()
            self.dispatch(el)
        elif present(event.target.closest(".board-wrap")) and present(event.target.closest(TABLE_THINGS)):
            self.taps.forget()
            self.shell.command("why")  # e.g. a square clicked while the computer thinks
            self.render()
        else:  # a tap elsewhere: nothing is armed any more
            self.taps.disarm()

    def on_change(self, event):
        target = event.target
        if hasattr(target, "getAttribute") and attr_text(target, "data-import-file"):
            asyncio.ensure_future(self._read_import_file(target))
            return
        if self.remote.on_change(event):
            return
        pref = attr_text(target, "data-pref") if hasattr(target, "getAttribute") else None
        if pref in PREF_COMMANDS:
            if present(target.closest("#setup-form")):  # the form's folded parts stay as they are
                self.shell.command("setup-change", page_commands.form_values(self.root))
            self.shell.command(f"{PREF_COMMANDS[pref]} {target.value}")
            self.render()
        elif present(target.closest("#setup-form")):
            self.shell.command("setup-change", page_commands.form_values(self.root))
            if str(target.tagName).lower() != "input":  # a typed name changes nothing else on screen;
                self.render()  # redrawing then would swallow a click on Start that caused the blur
        elif present(target.closest("#embed-form")):
            self.shell.command("embed-change", page_commands.form_values(self.root, "#embed-form"))
            self.render()

    def on_storage(self, event):
        """Another tab changed localStorage: reload this game if it was the one changed."""
        key = event.key
        try:
            changed = self.shell.saving.storage_changed(str(key) if present(key) else None)
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

    def on_hashchange(self, event):
        """The address's fragment changed: its screen, unless popstate showed it already."""
        if self.routing and links.fragment(window) != self.route:
            self.on_popstate(event)

    def on_submit(self, event):
        event.preventDefault()


def _browser_languages():
    """The browser's languages, most wanted first (``navigator.languages``)."""
    try:
        langs = window.navigator.languages
        return [str(x) for x in langs] if present(langs) else [str(window.navigator.language)]
    except Exception:
        return []


def _log_place(root):
    """The review log's current move and how far it is scrolled: ``(move, scrollTop)``, or None."""
    log = root.querySelector(".review-log")
    if not present(log):
        return None
    item = root.querySelector(".review-log li.step.current")
    return (attr_text(item, "value") if present(item) else None, float(log.scrollTop))


def _scroll_log(root, before):
    """Keep the review's current move in the middle of the log's own scroll box (the page
    itself does not move) when the move changed; a redraw for something else (an analysis's
    progress, a few times a second) leaves the log where the person scrolled it."""
    log = root.querySelector(".review-log")
    item = root.querySelector(".review-log li.step.current")
    if not (present(log) and present(item)):
        return
    if before is not None and before[0] == attr_text(item, "value"):
        log.scrollTop = before[1]
        return
    top = item.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop
    log.scrollTop = max(0, top - log.clientHeight / 2)


def _mark(name):
    try:
        window.performance.mark(name)
    except Exception:  # a page without User Timing: the figure is only missing
        pass


def start():
    root = document.getElementById("app")
    app = WebApp(root)
    facts = snapshot.boot_facts()  # Start faster: what this start was (issue 25)
    facts["on"] = snapshot.is_on(app.shell)
    app.shell.note_browser(snapshot=facts)
    snapshot.mark(facts)
    app.render()
    document.body.setAttribute("data-ready", "1")
    _mark("vivarium:ready")  # where a start's time went, in every engine (scripts/bench_engines.py)
    asyncio.ensure_future(snapshot.make_soon(app))  # in a worker, after the page is up
    if not app._persist_asked:
        asyncio.ensure_future(app._storage_facts())  # the space used, for the saved-games panel
    return app
