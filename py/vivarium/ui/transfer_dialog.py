"""Export and import of a game (a file or copied text), to move it between devices or to share
a damaged one in a bug report.

Pure. The dialog lives in ``shell.dialog`` as ``{"kind": "export", "text"}`` or
``{"kind": "import", "text", "error"}``. An export is the game's record (the same JSON as a
save); an import goes through the same gate as a save read from storage: size and nesting
limits before parsing (:mod:`vivarium.core.gate`), the schema check of every field, then a
replay of every move through the rules. Nothing is saved unless all of that passes, and the
person is told whether the game was actually stored (a full or refusing storage keeps it on the
page only).
"""

from json import dumps

from ..core import backup
from ..core.gate import TextRefused, read_json
from ..core.records import RecordError
from ..core.saves import SaveStore
from ..core.session import Session
from ..core.storage_modes import why_not_stored
from .html import attrs, button, esc

RECORD_KEYS = ("version", "game", "options", "seed", "players", "actions")


def is_open(shell):
    return bool(shell.dialog) and shell.dialog.get("kind") in KINDS


KINDS = ("export", "import", "backup", "restore")
BACKUP_PREF = "last-backup"


def export_text(session):
    record = {key: session.record[key] for key in RECORD_KEYS}
    return dumps(record, indent=1, ensure_ascii=False)


def command(shell, verb, form=None):
    if verb == "export" and shell.session:
        shell.dialog = {"kind": "export", "text": export_text(shell.session)}
    elif verb == "import-open":
        shell.dialog = {"kind": "import", "text": "", "error": None}
    elif verb == "import" and is_open(shell) and shell.dialog["kind"] == "import":
        text = str((form or {}).get("import-text", ""))
        import_game(shell, text)
    elif verb == "backup":
        make_backup(shell)
    elif verb == "restore-open":
        shell.dialog = {"kind": "restore", "text": "", "error": None}
    elif verb == "restore" and is_open(shell) and shell.dialog["kind"] == "restore":
        restore_backup(shell, str((form or {}).get("import-text", "")))


def make_backup(shell, now_ms=None):
    """Every saved game as one backup text, offered to copy or download; remembers the date."""
    text, count, made_at = backup.make_backup(shell.store, now_ms)
    shell.dialog = {"kind": "backup", "text": text, "count": count, "made_at": made_at}
    shell.store.set_pref(BACKUP_PREF, str(made_at))


def restore_backup(shell, text):
    """Merge a backup into this browser's saved games and say truthfully what happened."""
    try:
        report = backup.restore(shell.store, text)
    except backup.BackupRefused as err:
        shell.dialog = {"kind": "restore", "text": text[:2000], "error": str(err)}
        return None
    shell.dialog = None
    sentence = report.sentence(why_not_stored(shell.store.health.mode))
    if report.restored and shell.store.in_memory:
        sentence += " This browser does not allow saving here, so they last only until the page closes."
    bad = any((report.unreadable, report.not_stored))
    shell.notices.append(("error" if bad else "info", sentence))
    return report


def day(ms):
    """A date for the person (UTC), from milliseconds since 1970."""
    import time as _time

    return _time.strftime("%Y-%m-%d", _time.gmtime(ms / 1000))


def import_game(shell, text):
    """Open ``text`` as a new saved game; on failure say why and keep the dialog open."""
    try:
        data = read_json(text)
        session = Session.from_record(shell.games, data)
    except (TextRefused, RecordError) as err:
        shell.dialog = {"kind": "import", "text": text[:2000], "error": f"This game cannot be imported: {err}"}
        return False
    shell._enter(session, SaveStore.new_id(shell.rng))
    moves = len(session.record["actions"])
    done = f"Imported a game of {session.game.name} ({moves} move{'s' if moves != 1 else ''})"
    if shell.save():
        shell.notices.append(("info", f"{done}; it is saved in this browser now."))
    elif shell.session is session:  # not stored: one sentence that says so (and nothing that says otherwise)
        shell.error = None
        shell.notices.append(("error", f"{done}, but it is not saved in this browser ({why_not_stored(shell.store.health.mode)}): "
                                       "it is kept on this page until it closes, so keep the exported text."))
    return True


def html(shell):
    if not is_open(shell):
        return ""
    d = shell.dialog
    if d["kind"] == "export":
        game = shell.session.game
        body = (
            f'<p class="muted">This text is the whole game: its settings, players and every move. Open it on another '
            "device with Home → Import a game, or attach it to a bug report.</p>"
            '<label class="field"><span>The game as text</span>'
            f'<textarea id="transfer-text" class="embed-code" readonly rows="8" spellcheck="false">{esc(d["text"])}</textarea></label>'
            f'<div class="row">{button("Copy the text", "transfer-copy", class_="primary")}'
            f'<a class="button-link" download="vivarium-{esc(game.id)}.json" '
            f'href="data:application/json;charset=utf-8,{esc(_uri(d["text"]))}">Download as a file</a>'
            f'{button("Close", "close")}</div>'
            '<p id="transfer-copied" class="muted" role="status" aria-live="polite"></p>'
        )
        title = f"Export this game of {game.name}"
    elif d["kind"] == "backup":
        n = d["count"]
        body = (
            f'<p class="muted">This file holds your {n} saved game{"s" if n != 1 else ""} (damaged copies are left out). '
            "Keep it somewhere safe; open it with Home → Restore from a backup, on this device or another.</p>"
            f'<div class="row"><a class="button-link primary" data-backup-link="1" download="vivarium-backup-{esc(day(d["made_at"]))}.json" '
            f'href="data:application/json;charset=utf-8,{esc(_uri(d["text"]))}">Download the backup</a>'
            f'{button("Close", "close")}</div>'
            '<details><summary>Show the backup as text</summary>'
            f'<textarea id="transfer-text" class="embed-code" readonly rows="6" spellcheck="false">{esc(d["text"])}</textarea></details>'
        )
        title = "Back up all games"
    elif d["kind"] == "restore":
        body = _paste_or_file(
            d, "Choose a backup file made by Vivarium, or paste its text. Every game in it is checked move "
            "by move; a game already here is never replaced by an older copy.",
            "A backup file", "backup", "Or its text", 6, "Restore", "restore")
        title = "Restore from a backup"
    else:
        body = _paste_or_file(
            d, "Paste a game exported from Vivarium, or choose its file. It is checked move by move "
            "before it is saved here.", "A file", "1", "Or the text", 8, "Import", "import")
        title = "Import a game"
    return (
        f'<div class="modal-backdrop"><div class="modal modal-wide" role="dialog" aria-modal="true" aria-labelledby="modal-title" data-dialog="{esc(d["kind"])}">'
        f'<h2 id="modal-title">{esc(title)}</h2>{body}</div></div>'
    )


def _uri(text):
    from urllib.parse import quote  # lazily: only when an export is shown (boot time)

    return quote(text, safe="")


def _paste_or_file(d, intro, file_label, file_kind, text_label, rows, verb_label, verb):
    """A dialog body that takes a file or pasted text (import, restore), with its error."""
    return (
        f'<p class="muted">{esc(intro)}</p>'
        f'<label class="field"><span>{esc(file_label)}</span><input{attrs(type="file", accept=".json,application/json,text/plain", data_import_file=file_kind)}></label>'
        f'<label class="field"><span>{esc(text_label)}</span>'
        f'<textarea id="import-text" name="import-text" rows="{rows}" spellcheck="false">{esc(d.get("text", ""))}</textarea></label>'
        + (f'<p class="error" role="alert">{esc(d["error"])}</p>' if d.get("error") else "")
        + f'<div class="row">{button(verb_label, verb, class_="primary")}{button("Cancel", "close")}</div>'
    )
