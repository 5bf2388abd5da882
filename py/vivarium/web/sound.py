"""Sounds and the tab's attention mark at the web edge (issue 38). What to play and when to mark
is decided on CPython (ui/sounds.py); here the notes are synthesised with the Web Audio API (one
``AudioContext``, made the first time a sound is due) and the title and favicon are set."""

from pyscript import document, window

from ..ui import sounds
from .jsvalues import present


class Sound:
    def __init__(self, app):
        self.app = app
        self.cues = sounds.Cues()
        self.attention = sounds.Attention()
        self.ctx = None
        self.icon_marked = None  # whether the favicon shows its badge (None: never set here)
        self.played = 0

    def after_render(self):
        """After each drawing: the sounds of what just happened, then the title and favicon."""
        shell = self.app.shell
        try:
            cues = self.cues.play(shell)
            if cues:
                self._play(sounds.schedule(cues))
                self.played += 1
                # what was played last, and how many times sounds were played (the tests read them)
                document.body.setAttribute("data-sound", f"{self.played} {' '.join(cues)}")
        except Exception:  # a browser without Web Audio, or one that refuses it: silence
            pass
        self.show_attention()
        self._keep_settings_open(shell)

    def _keep_settings_open(self, shell):
        """After a switch was pressed in the table's settings, they are shown again (the redraw
        closed them), with the focus on that switch: its new state is seen at once."""
        verb, shell.prefs.switched = shell.prefs.switched, None
        el = self.app.root.querySelector(f'[data-switch="{verb}"]') if verb else None
        if not present(el):
            return
        try:
            toggle = self.app.root.querySelector(".more-toggle")
            menu = self.app.root.querySelector("#play-more")
            if present(toggle) and present(menu) and present(toggle.offsetParent):  # a phone: the menu first
                menu.showPopover()
            settings = self.app.root.querySelector(".settings-toggle")
            if present(settings) and present(settings.offsetParent):  # else the switches are in the menu itself
                self.app.root.querySelector("#play-settings").showPopover()
            el.focus()
        except Exception:  # a browser without popovers: the switch is in the page as it is
            pass

    def visibility(self, event=None):
        """The page was hidden or shown (``visibilitychange``)."""
        self.attention.hidden(self.app.shell, bool(document.hidden))
        self.show_attention()

    def show_attention(self):
        shell = self.app.shell
        document.title = self.attention.title(shell)
        marked = self.attention.marked(shell)
        if marked != self.icon_marked:
            self.icon_marked = marked
            link = document.querySelector('link[rel="icon"]')
            if present(link):
                link.setAttribute("href", sounds.badged_icon() if marked else sounds.ICON)

    def _context(self):
        if self.ctx is None:
            ctor = getattr(window, "AudioContext", None)
            if not present(ctor):
                ctor = getattr(window, "webkitAudioContext", None)
            if not present(ctor):
                return None
            self.ctx = ctor.new()
        if str(self.ctx.state) == "suspended":
            self.ctx.resume()  # allowed once the person has clicked in the page
        return self.ctx

    def _play(self, notes):
        ctx = self._context()
        if ctx is None:
            return
        t0 = float(ctx.currentTime) + 0.02
        for start, length, freq, slide, wave, gain in notes:
            at, end = t0 + start, t0 + start + length
            osc, amp = ctx.createOscillator(), ctx.createGain()
            osc.type = wave
            osc.frequency.setValueAtTime(freq, at)
            if slide:
                osc.frequency.exponentialRampToValueAtTime(slide, end)
            amp.gain.setValueAtTime(0.0001, at)
            amp.gain.exponentialRampToValueAtTime(gain, at + min(0.015, length / 4))
            amp.gain.exponentialRampToValueAtTime(0.0001, end)
            osc.connect(amp)
            amp.connect(ctx.destination)
            osc.start(at)
            osc.stop(end + 0.02)
