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


def backup_buttons(shell, entries):
    """Back up all games (when there is one) and Restore from a backup."""
    out = ""
    if entries:
        out += button("Back up all games", "backup", title="Keep every saved game in one file")
    return out + button("Restore from a backup", "restore-open", title="Bring back the games of a backup file")


def last_backup(shell):
    """The date of the last backup made here, or None."""
    value = shell.store.get_pref("last-backup")
    try:
        ms = int(value) if value else None
    except ValueError:
        return None
    return ms if ms and ms > 0 else None


def keeping_sentences(persisted, usage, has_games, last_backup_day=None):
    """What to say about keeping the games, from the browser's answers. ``persisted``: the
    answer to ``navigator.storage.persist()`` (True, False, or None when not asked or not
    available); ``usage``: ``(used bytes, quota bytes)`` from ``navigator.storage.estimate()``
    or None; ``last_backup_day``: the date of the last backup, or None."""
    out = []
    if has_games and persisted is True:
        out.append("Your browser keeps these games.")
    elif has_games and persisted is False:
        out.append("Your browser may clear these games when space runs low: back them up.")
    if usage is not None:
        used, quota = usage
        text = f"Space used by this site: {_size(used)}"
        out.append(text + (f" of {_size(quota)}." if quota else "."))
    if last_backup_day:
        out.append(f"Last backup: {last_backup_day}.")
    elif has_games:
        out.append("No backup made yet.")
    return out


def keeping_notes(shell, has_games):
    """The notes' inner HTML (the web edge refreshes it alone when the browser answers)."""
    from .transfer_dialog import day

    ms = last_backup(shell)
    sentences = keeping_sentences(shell.persisted, shell.usage, has_games, day(ms) if ms else None)
    return "".join(f'<p class="muted keep-note">{esc(s)}</p>' for s in sentences) + start_faster_html(shell)


def start_faster_sentence(on, facts):
    """What to say about Start faster (a memory snapshot of the started games, issue 25)."""
    if not on:
        return "Start faster is off: every visit starts Python from the beginning."
    if facts.get("making"):
        return "Start faster: keeping a copy of the started games in this browser (about 30 MB)…"
    if facts.get("kept"):
        size = f" ({_size(facts['size'])})" if facts.get("size") else ""
        restored = facts.get("restore_ms")
        how = f" This visit started from it in {restored / 1000:.1f} s." if facts.get("path") == "snapshot" and restored is not None else ""
        return f"Start faster: a copy of the started games{size} is kept in this browser, so the next visit starts sooner.{how}"
    if facts.get("made") is False:
        return "Start faster: this browser did not keep a copy of the started games; every visit starts from the beginning."
    return "Start faster: after this visit, a copy of the started games (about 30 MB) is kept here so the next one starts sooner."


def start_faster_html(shell):
    """Start faster's line and its setting (nothing where the browser cannot keep a snapshot)."""
    facts = shell.snapshot
    if not facts or not facts.get("available") or shell.embed:
        return ""
    on = facts.get("on")
    if on is None:
        on = shell.store.get_pref("start-faster") != "off"
    buttons = ""
    if on and facts.get("kept"):
        buttons += button("Clear it", "snapshot-clear", class_="link", title="Delete the kept copy: the next visit starts from the beginning and keeps a new one") + " "
    buttons += button("Turn off" if on else "Turn on (uses about 30 MB)", "start-faster " + ("off" if on else "on"), class_="link")
    return (f'<p class="muted keep-note start-faster" data-start-faster="{"on" if on else "off"}">'
            f'{esc(start_faster_sentence(on, facts))} {buttons}</p>')


def _size(n):
    n = max(0, int(n or 0))
    if n < 1024:
        return f"{n} bytes"
    if n < 1024 * 1024:
        return f"{n / 1024:.0f} KB"
    if n < 1024 ** 3:
        return f"{n / 1024 / 1024:.1f} MB"
    return f"{n / 1024 ** 3:.1f} GB"
