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
from ..core.records import RecordError, sentence_of
from ..core.saves import SaveStore
from ..core.session import Session
from ..core.storage_modes import why_not_stored
from ..i18n import msg, t, tn
from ..drawing.html import attrs, button, esc

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
        shell.open_dialog("export", text=export_text(shell.session))
    elif verb == "import-open":
        shell.open_dialog("import", text="", error=None)
    elif verb == "import" and is_open(shell) and shell.dialog["kind"] == "import":
        text = str((form or {}).get("import-text", ""))
        import_game(shell, text)
    elif verb == "backup":
        make_backup(shell)
    elif verb == "restore-open":
        shell.open_dialog("restore", text="", error=None)
    elif verb == "restore" and is_open(shell) and shell.dialog["kind"] == "restore":
        restore_backup(shell, str((form or {}).get("import-text", "")))


def make_backup(shell, now_ms=None):
    """Every saved game as one backup text, offered to copy or download; remembers the date."""
    text, count, made_at = backup.make_backup(shell.store, now_ms)
    shell.open_dialog("backup", text=text, count=count, made_at=made_at, results=len(shell.record.entries()))
    shell.store.set_pref(BACKUP_PREF, str(made_at))


def restore_backup(shell, text):
    """Merge a backup into this browser's saved games and say truthfully what happened."""
    try:
        report = backup.restore(shell.store, text)
    except backup.BackupRefused as err:
        shell.open_dialog("restore", text=text[:2000], error=sentence_of(err))
        return None
    shell.close_dialog()
    sentence = report.sentence(why_not_stored(shell.store.health.mode))  # a message: said when shown
    if report.restored and shell.store.in_memory:
        sentence = msg("dialogs.then", first=sentence, then=msg("dialogs.restore.in_memory"))
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
        shell.open_dialog("import", text=text[:2000], error=msg("dialogs.import.refused", why=sentence_of(err)))
        return False
    # the same rule as a restore: a stored game is replaced only by a copy that continues it
    continued = backup.stored_with(shell.store, data, backup.EXTENDS)
    if continued and not _carries_all(shell.store, continued, data):  # e.g. a host's remote seats
        continued = None
    shell.enter(session, continued or SaveStore.new_id(shell.rng))
    moves = len(session.record["actions"])
    if shell.save():
        key = "dialogs.import.continued" if continued else "dialogs.import.saved"
        shell.notices.append(("info", msg(key, n=moves, game=session.game.name)))
    elif shell.session is session:  # not stored: one sentence that says so (and nothing that says otherwise)
        shell.refuse(None)
        shell.notices.append(("error", msg("dialogs.import.not_saved", n=moves, game=session.game.name,
                                           why=why_not_stored(shell.store.health.mode))))
    return True


def _carries_all(store, save_id, data):
    """Whether ``data`` holds every part of the stored game ``save_id`` (an export leaves out a
    host's remote seats, hints used and analysis: replacing would lose them)."""
    try:
        stored = read_json(store.read_raw(save_id) or "null")
    except Exception:
        return False
    return isinstance(stored, dict) and set(stored) - {"saved_at", "summary"} <= set(data)


def html(shell):
    if not is_open(shell):
        return ""
    d = shell.dialog
    if d["kind"] == "export":
        game = shell.session.game
        body = (
            f'<p class="muted">{esc(t("dialogs.export.intro"))}</p>'
            f'<label class="field"><span>{esc(t("dialogs.export.label"))}</span>'
            f'<textarea id="transfer-text" class="embed-code" readonly rows="8" spellcheck="false">{esc(d["text"])}</textarea></label>'
            f'<div class="row">{button(t("dialogs.export.copy"), "transfer-copy", class_="primary")}'
            f'<a class="button-link" download="vivarium-{esc(game.id)}.json" '
            f'href="data:application/json;charset=utf-8,{esc(_uri(d["text"]))}">{esc(t("dialogs.export.download"))}</a>'
            f'{button(t("dialogs.close"), "close")}</div>'
            '<p id="transfer-copied" class="muted" role="status" aria-live="polite"></p>'
        )
        title = t("dialogs.export.title", game=game.name)
    elif d["kind"] == "backup":
        n = d["count"]
        body = (
            f'<p class="muted">{esc(tn("dialogs.backup.intro", n))}</p>'
            + (f'<p class="muted">{esc(tn("yours.in_backup", d["results"]))}</p>' if d.get("results") else "")
            + f'<div class="row"><a class="button-link primary" data-backup-link="1" download="vivarium-backup-{esc(day(d["made_at"]))}.json" '
            f'href="data:application/json;charset=utf-8,{esc(_uri(d["text"]))}">{esc(t("dialogs.backup.download"))}</a>'
            f'{button(t("dialogs.close"), "close")}</div>'
            f'<details><summary>{esc(t("dialogs.backup.show_text"))}</summary>'
            f'<textarea id="transfer-text" class="embed-code" readonly rows="6" spellcheck="false">{esc(d["text"])}</textarea></details>'
        )
        title = t("dialogs.backup.title")
    elif d["kind"] == "restore":
        body = _paste_or_file(
            d, t("dialogs.restore.intro"), t("dialogs.restore.file"), "backup", t("dialogs.restore.text"), 6,
            t("dialogs.restore.verb"), "restore")
        title = t("dialogs.restore.title")
    else:
        body = _paste_or_file(
            d, t("dialogs.import.intro"), t("dialogs.import.file"), "1", t("dialogs.import.text"), 8,
            t("dialogs.import.verb"), "import")
        title = t("dialogs.import.title")
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
        + f'<div class="row">{button(verb_label, verb, class_="primary")}{button(t("dialogs.cancel"), "close")}</div>'
    )
