"""The page's address and the clipboard: the browser side of ``ui/url_params.py`` and the
embed dialog. (Parsing and validation are pure and live in ``vivarium.ui.url_params``.)"""

from .jsvalues import present
from ..i18n import t


def query(window):
    """``location.search`` as text ('' when there is none)."""
    value = window.location.search
    return str(value) if present(value) else ""


def site_url(window):
    """This page's address without query or fragment: the base of the embed snippet."""
    loc = window.location
    return f"{loc.origin}{loc.pathname}"


def settle_address(window, link):
    """On the full site a link's settings are used once: drop them from the address bar so a
    reload resumes the game instead of opening the new-game form again. An embed keeps them:
    its settings decide where its saves live."""
    if link.present and not link.embed:
        try:
            window.history.replaceState(None, "", f"{window.location.pathname}{window.location.hash}")
        except Exception:  # some sandboxed frames refuse; the settings then simply stay
            pass


def fragment(window):
    """``location.hash`` as text ('' when there is none)."""
    value = window.location.hash
    return str(value) if present(value) else ""


def set_route(window, route, push):
    """Put a screen's route in the address bar: a new history entry (``push``) or in place."""
    try:
        if push:
            window.history.pushState(None, "", route)
        else:
            window.history.replaceState(None, "", route)
    except Exception:  # some sandboxed frames refuse; the address then simply stays
        pass


def copy_embed_code(root, window):
    """Copy the embed dialog's snippet; say so (or say how to copy by hand)."""
    copy_box(root, window, "#embed-code", "#embed-copied", t("copied.embed"))


def copy_box(root, window, box_selector, note_selector, done_text):
    """Copy a dialog's text box to the clipboard and say so (or say how to copy by hand)."""
    box = root.querySelector(box_selector)
    note = root.querySelector(note_selector)
    if not present(box):
        return
    box.focus()
    box.select()
    copied = False
    try:
        copied = bool(window.document.execCommand("copy"))  # synchronous, works on plain http too
    except Exception:
        copied = False
    if not copied:
        try:
            clip = window.navigator.clipboard
            if present(clip):
                clip.writeText(box.value)
                copied = True
        except Exception:
            copied = False
    if present(note):
        note.textContent = done_text if copied else t("copied.press")
