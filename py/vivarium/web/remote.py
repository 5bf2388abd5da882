"""Playing on several devices (issue 24), the browser's side: WebRTC data channels between
the host and each remote seat's device, no server. The pure side (``ui/remote_screens.py``,
``ui/remote_host.py``, ``ui/remote_guest.py``) decides everything; this module carries texts.

- One ``RTCPeerConnection`` and one data channel per remote seat on the host; one on a guest.
- No STUN or TURN by default (``iceServers: []``: the same network); the host may name a STUN
  server ("Connect across the internet"); never a relay.
- Non-trickle: the offer and the answer are packed once ICE gathering is complete.
- A ping every few seconds; a closed channel (or a failed connection) is noticed within a few
  seconds and the seat waits for its device again (a fresh invitation is made at once).
- ``#/reply/`` opened in another tab of the host's browser reaches the hosting tab through a
  ``BroadcastChannel``.
"""

import asyncio
import json
import time

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from ..i18n import msg, t
from ..ui import commands, remote_screens as rs
from . import links
from .jsvalues import attr_text, present

PING_SECONDS = 3.0
GATHER_SECONDS = 8.0  # the most we wait for ICE gathering before packing what there is
CHANNEL = "vivarium-remote"
FAILED = msg("remote.failed")  # said in the language of the screen that shows it


def _js(value):
    return to_js(value, dict_converter=window.Object.fromEntries)


class RemoteLinks:
    def __init__(self, app):
        self.app = app
        self.shell = app.shell
        self.desk = None
        self.links = {}  # seat (None on a guest) -> {"pc", "dc", "proxies"}
        self.qr_loading = False
        self.shell.note_browser(secret_bytes=self._random_bytes)
        commands.register("remote-copy remote-share", self._copy_or_share, quiet=True)
        self._proxies = []
        self._bc = None
        if present(getattr(window, "BroadcastChannel", None)):
            self._bc = window.BroadcastChannel.new(CHANNEL)
            self._bc.onmessage = self._proxy(self._on_broadcast)
        window.setInterval(self._proxy(self._on_timer), int(PING_SECONDS * 1000))
        window.addEventListener("pagehide", self._proxy(self._on_leave))

    def _proxy(self, fn):
        def run(*args):
            try:
                fn(*args)
            except Exception as err:  # never a frozen page
                self.shell.fault("talking to another device", err)
                self.app.render()
        p = create_proxy(run)
        self._proxies.append(p)
        return p

    def _random_bytes(self, n):
        arr = window.Uint8Array.new(n)
        window.crypto.getRandomValues(arr)
        return bytes(arr.to_py())

    # ---- after every redraw: the desk's tasks and texts ------------------------------------
    def pump(self):
        desk = self.shell.remote
        if desk is not self.desk:
            self._close_all()
            self.desk = desk
        if desk is None:
            return
        if isinstance(desk, rs.HostDesk):
            rs.host_sync(self.shell)
        tasks, desk.tasks = desk.tasks, []
        for task in tasks:
            asyncio.ensure_future(self._task(desk, task))
        self._flush()

    def _flush(self):
        desk = self.desk
        if desk is None:
            return
        out, desk.outbox = desk.outbox, []
        for seat, text in out:
            link = self.links.get(seat)
            try:
                if link and link.get("dc") is not None and str(link["dc"].readyState) == "open":
                    link["dc"].send(text)
            except Exception:
                pass  # a channel closing under us: its close event follows

    async def _task(self, desk, task):
        kind = task[0]
        try:
            if kind == "offer":
                await self._offer(desk, task[1])
            elif kind == "accept":
                link = self.links.get(task[1])
                if link is not None:
                    await link["pc"].setRemoteDescription(_js({"type": "answer", "sdp": task[2]}))
            elif kind == "answer":
                await self._answer(desk, task[1])
            elif kind == "drop":
                self._close(task[1])
            elif kind == "qr":
                await self._load_qr()
            elif kind == "broadcast" and self._bc is not None:
                self._bc.postMessage(json.dumps({"reply": task[1]}))
                return
        except Exception as err:
            rs.connect_failed(self.shell, msg("remote.failed_because", error=type(err).__name__))
        if desk is self.shell.remote:
            self.app.render()

    # ---- WebRTC ------------------------------------------------------------------------------
    def _config(self):
        stun = rs.stun_url(self.shell)
        return _js({"iceServers": [{"urls": stun}] if stun else []})

    def _new_link(self, key):
        self._close(key)
        pc = window.RTCPeerConnection.new(self._config())
        link = {"pc": pc, "dc": None}
        self.links[key] = link
        _listen(pc, "connectionstatechange", self._proxy(lambda *_: self._on_state(key, link)))
        return link

    def _wire_channel(self, key, link, dc):
        link["dc"] = dc
        dc.onopen = self._proxy(lambda *_: self._on_open(key, link))
        dc.onmessage = self._proxy(lambda event: self._on_message(key, link, str(event.data)))
        dc.onclose = self._proxy(lambda *_: self._on_closed(key, link))

    async def _gathered(self, pc):
        loop = asyncio.get_event_loop()
        done = loop.create_future()

        def check(*_):
            if str(pc.iceGatheringState) == "complete" and not done.done():
                done.set_result(None)

        _listen(pc, "icegatheringstatechange", self._proxy(check))
        check()
        try:
            await asyncio.wait_for(done, GATHER_SECONDS)
        except asyncio.TimeoutError:
            pass
        return str(pc.localDescription.sdp)

    async def _offer(self, desk, seat):
        link = self._new_link(seat)
        pc = link["pc"]
        self._wire_channel(seat, link, pc.createDataChannel("vivarium", _js({"ordered": True})))
        await pc.setLocalDescription(await pc.createOffer())
        sdp = await self._gathered(pc)
        if desk is self.shell.remote and self.links.get(seat) is link:
            rs.offer_ready(self.shell, seat, sdp, now=time.time())

    async def _answer(self, desk, offer):
        link = self._new_link(None)
        pc = link["pc"]
        _listen(pc, "datachannel", self._proxy(lambda event: self._wire_channel(None, link, event.channel)))
        await pc.setRemoteDescription(_js({"type": "offer", "sdp": offer}))
        await pc.setLocalDescription(await pc.createAnswer())
        sdp = await self._gathered(pc)
        if desk is self.shell.remote:
            rs.answer_ready(self.shell, sdp)

    def _on_state(self, key, link):
        state = str(link["pc"].connectionState)
        if state == "failed":
            if key is None and not self.desk.ever:
                rs.connect_failed(self.shell, FAILED)
            self._on_closed(key, link)
        elif state in ("disconnected", "closed"):
            self._on_closed(key, link)

    def _on_open(self, key, link):
        if self.links.get(key) is not link:
            return
        if key is None and isinstance(self.desk, rs.GuestDesk):
            rs.guest_open(self.shell)
            self.app.render()

    def _on_message(self, key, link, text):
        if self.links.get(key) is not link:
            return
        if key is None:
            if isinstance(self.desk, rs.GuestDesk):
                rs.guest_receive(self.shell, text)
                self.app.render()
                # for the benchmark (a remote move's round trip, measured in the page's own clock)
                document.body.setAttribute("data-remote-drawn-at", f"{window.performance.now():.1f}")
        elif isinstance(self.desk, rs.HostDesk) and key in self.desk.host.seats:
            started = time.perf_counter()
            if rs.host_receive(self.shell, key, text, time.monotonic()):
                self.app.render()
            else:
                self._flush()
            # the host's share of a round trip: check, apply, the devices' views sent, its own redraw
            document.body.setAttribute("data-remote-host-ms", f"{(time.perf_counter() - started) * 1000:.1f}")

    def _on_closed(self, key, link):
        if self.links.get(key) is not link:
            return
        self._close(key)
        if key is None:
            rs.guest_closed(self.shell)
        else:
            rs.link_closed(self.shell, key)
        self.app.render()

    def _close(self, key):
        link = self.links.pop(key, None)
        if link is None:
            return
        for obj in (link.get("dc"), link.get("pc")):
            try:
                if obj is not None:
                    obj.close()
            except Exception:
                pass

    def _close_all(self):
        if isinstance(self.desk, rs.GuestDesk):
            for text in self.desk.guest.bye():
                self.desk.outbox.append((None, text))
            self._flush()
        for key in list(self.links):
            self._close(key)

    # ---- time --------------------------------------------------------------------------------
    def _on_timer(self, *_):
        desk = self.desk
        if isinstance(desk, rs.GuestDesk):
            rs.guest_ping(self.shell)
            self._flush()
        elif isinstance(desk, rs.HostDesk):
            if rs.host_tick(self.shell, time.monotonic()):
                self.app.render()

    def _on_leave(self, *_):
        if isinstance(self.desk, rs.GuestDesk):
            self._close_all()

    # ---- the other tab's reply ---------------------------------------------------------------
    def _on_broadcast(self, event):
        try:
            data = json.loads(str(event.data))
        except ValueError:
            return
        desk = self.shell.remote
        if isinstance(data, dict) and isinstance(data.get("reply"), str) and isinstance(desk, rs.HostDesk):
            if rs.offer_reply(self.shell, data["reply"]):  # the person here says yes before it is used
                self._bc.postMessage(json.dumps({"ack": data["reply"]}))
            elif desk.refused == "stale":  # a reply to this table's old invitation: its tab says so too
                self._bc.postMessage(json.dumps({"nack": data["reply"]}))
            self.app.render()
        elif isinstance(data, dict) and isinstance(desk, rs.ReplyDesk) and desk.payload in (data.get("ack"), data.get("nack")):
            desk.ack, desk.nack = "ack" in data, "nack" in data
            self.app.render()

    # ---- the QR code library (vendored segno, loaded when first needed) ----------------------------
    async def _load_qr(self):
        if self.qr_loading:
            return
        self.qr_loading = True
        import importlib
        import site
        from pyodide.http import pyfetch

        manifest = await pyfetch("static/vendor/segno/wheel.json")
        name = (await manifest.json())["wheel"]
        wheel = await pyfetch("static/vendor/segno/" + name)
        await wheel.unpack_archive(extract_dir=site.getsitepackages()[0], format="zip")
        importlib.invalidate_caches()
        import segno  # noqa: F401

    # ---- the clipboard and sharing (commands of the one table, ui/commands.py) -----------------
    def _copy_or_share(self, shell, verb, arg, form):
        """``remote-copy <key>`` / ``remote-share <key>``: an invitation's or the reply's link
        (its text field's value) to the clipboard or the device's share sheet."""
        root = self.app.root
        box, note = ("#reply-link", "#reply-copied") if arg == "reply" else (f"#invite-link-{arg}", f"#invite-copied-{arg}")
        if verb == "remote-copy":
            links.copy_box(root, window, box, note, t("remote.copied"))
            return
        field = root.querySelector(box)
        if present(field):
            if present(getattr(window.navigator, "share", None)):
                asyncio.ensure_future(self._share(str(field.value)))
            else:
                links.copy_box(root, window, box, note, t("remote.copied_no_share"))

    async def _share(self, url):
        try:
            await window.navigator.share(_js({"title": "Vivarium", "url": url}))
        except Exception:
            pass

    def on_change(self, event):
        target = event.target
        if hasattr(target, "getAttribute") and attr_text(target, "data-pref") == "stun":
            rs.set_stun(self.shell, str(target.value))
            return True
        return False

    def kept_fields(self):
        out = {}
        for el in self.app.root.querySelectorAll("[data-keep]"):
            if str(el.id):
                out[str(el.id)] = str(el.value)
        return out

    def restore_fields(self, kept):
        for key, value in kept.items():
            el = self.app.root.querySelector("#" + key)
            if present(el) and value:
                el.value = value


def _listen(pc, event, handler):
    """An ``RTCPeerConnection``'s event, heard through ``addEventListener`` (issue 37): Firefox's
    RTCPeerConnection is privileged code that cannot call a Pyodide proxy assigned to its
    ``on…`` attributes ("TypeError: ({}) is not a function"), so the connection never formed with
    a Firefox guest and a Firefox host waited out every timeout. A listener is called through
    the DOM's own dispatch, in every engine."""
    pc.addEventListener(event, handler)
