"""What the page says about the browser's storage (issue 23): the banner while saving does not
work (``read-only`` or ``full``, with Export when a game is on screen) and the notes above the
saved-games list. Pure; the modes themselves are :mod:`vivarium.core.storage_modes`."""

from ..core.storage_modes import banner
from ..i18n import t, tn
from ..drawing.html import button, esc


def banner_html(shell):
    """The standing banner for a storage that does not take writes (empty otherwise)."""
    sentence = banner(shell.store.health.mode)
    if not sentence:
        return ""
    export = ""
    if shell.session is not None and not shell.storage_ok:
        export = button(t("dialogs.storage.export"), "export", class_="primary", title=t("dialogs.storage.export_title"))
    return (f'<div class="notices storage-banner" role="status" data-storage="{esc(shell.store.health.mode)}">'
            f'<p class="notice error">{esc(sentence)}</p>{export}</div>')


def list_notes(shell):
    """Sentences above the saved-games list: where games live, and what could not be read."""
    store = shell.store
    out = []
    if store.in_memory:
        out.append(t("dialogs.storage.in_memory"))
    unread = store.unread
    if store.unlisted:
        out.append(t("dialogs.storage.unlisted"))
    elif unread:
        out.append(tn("dialogs.storage.unread", len(unread)))
    return "".join(f'<p class="muted storage-note">{esc(s)}</p>' for s in out)


def backup_buttons(shell, entries):
    """Back up all games and your record (when there is one) and Restore from a backup."""
    out = ""
    if entries or shell.record.entries():  # your record is backed up too, saves deleted or not
        out += button(t("dialogs.backup.button"), "backup", title=t("dialogs.backup.button_title"))
    return out + button(t("dialogs.restore.button"), "restore-open", title=t("dialogs.restore.button_title"))


def last_backup(shell):
    """The date of the last backup made here, or None."""
    value = shell.store.get_pref("last-backup")
    try:
        ms = int(value) if value else None
    except ValueError:
        return None
    return ms if ms and ms > 0 else None


def keeping_sentences(persisted, usage, has_games, last_backup_day=None):
    """What to say about keeping the games (in the language in use), from the browser's answers. ``persisted``: the
    answer to ``navigator.storage.persist()`` (True, False, or None when not asked or not
    available); ``usage``: ``(used bytes, quota bytes)`` from ``navigator.storage.estimate()``
    or None; ``last_backup_day``: the date of the last backup, or None."""
    out = []
    if has_games and persisted is True:
        out.append(t("dialogs.keep.persisted"))
    elif has_games and persisted is False:
        out.append(t("dialogs.keep.may_clear"))
    if usage is not None:
        used, quota = usage
        out.append(t("dialogs.keep.space_of", used=_size(used), quota=_size(quota)) if quota
                   else t("dialogs.keep.space", used=_size(used)))
    if last_backup_day:
        out.append(t("dialogs.keep.last_backup", day=last_backup_day))
    elif has_games:
        out.append(t("dialogs.keep.no_backup"))
    return out


def keeping_notes(shell, has_games):
    """The notes' inner HTML (the web edge refreshes it alone when the browser answers)."""
    from .transfer_dialog import day

    ms = last_backup(shell)
    sentences = keeping_sentences(shell.saving.persisted, shell.saving.usage, has_games, day(ms) if ms else None)
    return "".join(f'<p class="muted keep-note">{esc(s)}</p>' for s in sentences) + start_faster_html(shell)


def start_faster_sentence(on, facts):
    """What to say about Start faster (a memory snapshot of the started games, issue 25)."""
    if not on:
        return t("dialogs.faster.off")
    if facts.get("making"):
        return t("dialogs.faster.making")
    if facts.get("kept"):
        kept = (t("dialogs.faster.kept_size", size=_size(facts["size"])) if facts.get("size")
                else t("dialogs.faster.kept"))
        restored = facts.get("restore_ms")
        if facts.get("path") == "snapshot" and restored is not None:
            kept += " " + t("dialogs.faster.restored", seconds=_decimal(restored / 1000))
        return kept
    if facts.get("made") is False:
        return t("dialogs.faster.not_made")
    return t("dialogs.faster.will")


def start_faster_html(shell):
    """Start faster's line and its setting (nothing where the browser cannot keep a snapshot)."""
    facts = shell.snapshot
    if facts and facts.get("cache") in ("throws", "rejects", "silent") and not shell.embed:
        return f'<p class="muted keep-note start-faster" data-start-faster="unavailable">{esc(t("dialogs.faster.no_cache"))}</p>'
    if not facts or not facts.get("available") or shell.embed:
        return ""
    pref = shell.store.get_pref("start-faster")
    if pref == "unkept" and not facts.get("kept") and not facts.get("making"):  # seen once: not remade (issue 37)
        buttons = (button(t("dialogs.faster.retry"), "start-faster on", class_="link") + " "
                   + button(t("dialogs.faster.turn_off"), "start-faster off", class_="link"))
        return (f'<p class="muted keep-note start-faster" data-start-faster="unkept">'
                f'{esc(t("dialogs.faster.unkept"))} {buttons}</p>')
    on = facts.get("on")
    if on is None:
        on = pref != "off"
    buttons = ""
    if on and facts.get("kept"):
        buttons += button(t("dialogs.faster.clear"), "snapshot-clear", class_="link", title=t("dialogs.faster.clear_title")) + " "
    buttons += button(t("dialogs.faster.turn_off") if on else t("dialogs.faster.turn_on"), "start-faster " + ("off" if on else "on"),
                      class_="link")
    return (f'<p class="muted keep-note start-faster" data-start-faster="{"on" if on else "off"}">'
            f'{esc(start_faster_sentence(on, facts))} {buttons}</p>')


def _decimal(x, places=1):
    """A number with ``places`` decimals as the language in use writes it (1.5 / 1,5)."""
    return f"{x:.{places}f}".replace(".", t("dialogs.decimal_mark"))


def _size(n):
    n = max(0, int(n or 0))
    if n < 1024:
        return tn("dialogs.size.bytes", n)
    if n < 1024 * 1024:
        return t("dialogs.size.kb", n=f"{n / 1024:.0f}")
    if n < 1024 ** 3:
        return t("dialogs.size.mb", n=_decimal(n / 1024 / 1024))
    return t("dialogs.size.gb", n=_decimal(n / 1024 ** 3))
