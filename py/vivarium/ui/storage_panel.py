"""What the page says about the browser's storage (issue 23): the banner while saving does not
work (``read-only`` or ``full``, with Export when a game is on screen) and the notes above the
saved-games list. Pure; the modes themselves are :mod:`vivarium.core.storage_modes`."""

from ..core.storage_modes import banner
from .html import button, esc


def banner_html(shell):
    """The standing banner for a storage that does not take writes (empty otherwise)."""
    sentence = banner(shell.store.health.mode)
    if not sentence:
        return ""
    export = ""
    if shell.session is not None and not shell.storage_ok:
        export = button("Export this game", "export", class_="primary", title="Keep this game as text or a file")
    return (f'<div class="notices storage-banner" role="status" data-storage="{esc(shell.store.health.mode)}">'
            f'<p class="notice error">{esc(sentence)}</p>{export}</div>')


def list_notes(shell):
    """Sentences above the saved-games list: where games live, and what could not be read."""
    store = shell.store
    out = []
    if store.in_memory:
        out.append("Games are not saved in this browser here: they last until the page closes.")
    unread = store.unread
    if store.unlisted:
        out.append("The list of saved games could not be read from this browser's storage this time. "
                   "Nothing was changed: reload the page to try again.")
    elif unread:
        n = len(unread)
        out.append(f"{n} saved game{'s' if n != 1 else ''} could not be read from this browser's storage this time "
                   f"and {'are' if n != 1 else 'is'} not shown. Nothing was changed: reload the page to try again.")
    return "".join(f'<p class="muted storage-note">{esc(s)}</p>' for s in out)
