"""A backup of every saved game in one text (issue 23), and its restore.

Pure. A backup is JSON: ``{"format": "vivarium-backup", "version": 1, "made_at": <ms>,
"games": [{"id", "record"}]}`` where each record is the saved game as stored (its settings,
players and moves, with ``saved_at`` and ``summary``). Damaged copies kept aside are left out.

Restoring is reading untrusted text: the whole file passes the size and depth gate
(:mod:`vivarium.core.gate`, with room for many games), then every game passes the same gate as
an import (its own text through ``read_json``, ``check_shape``, a replay of every move). A game
already stored under the same id is never replaced by an older or shorter copy: the one with
more moves is kept (equal: the stored one). Whatever the storage refuses is counted, never
claimed as restored.
"""

from json import dumps
import re
import time

from ..i18n import msg
from .gate import MAX_CHARS, TextRefused, read_json
from .records import RecordError, sentence_of
from .session import Session
from .storage_modes import StorageUnreadable

FORMAT = "vivarium-backup"
VERSION = 1
MAX_BACKUP_CHARS = 10 * MAX_CHARS  # localStorage holds ~5 MB: any real backup fits
MAX_GAMES = 2000
_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


class BackupRefused(ValueError):
    """Text that is not a Vivarium backup at all. ``str(err)`` is a sentence for the person
    (its argument a message, said in the language of the screen)."""


def make_backup(store, now_ms=None):
    """``(text, count, made_at)``: every saved game the storage gives back, as one backup text."""
    out = []
    for entry in store.entries():  # damaged saves are judged (and moved aside) there, not backed up
        try:
            raw = store.read_raw(entry["id"])
            data = read_json(raw) if raw is not None else None
        except (StorageUnreadable, TextRefused):
            continue
        if isinstance(data, dict):
            out.append({"id": entry["id"], "record": data})
    made_at = int(time.time() * 1000) if now_ms is None else int(now_ms)
    text = dumps({"format": FORMAT, "version": VERSION, "made_at": made_at, "games": out},
                 separators=(",", ":"), ensure_ascii=False)
    return text, len(out), made_at


class RestoreReport:
    def __init__(self):
        self.restored = []  # ids written (new, or longer than the stored copy)
        self.already = []  # ids whose stored copy has as many moves or more
        self.unreadable = []  # (id or position, reason): refused by the gate
        self.not_stored = []  # ids the storage refused (full, read-only) or could not compare

    def sentence(self, mode_clause=None):
        """What happened, as a message (``mode_clause``: why the storage did not take some)."""
        n, m, k = len(self.restored), len(self.already), len(self.unreadable)
        text = msg("dialogs.restore.report", n=n, already=m, unreadable=k)
        if not self.not_stored:
            return text
        s = len(self.not_stored)
        more = (msg("dialogs.restore.not_stored_why", n=s, why=mode_clause) if mode_clause
                else msg("dialogs.restore.not_stored", n=s))
        return msg("dialogs.then", first=text, then=more)


def _moves(data):
    actions = data.get("actions") if isinstance(data, dict) else None
    return len(actions) if isinstance(actions, list) else -1


def _summary(value):
    if not isinstance(value, dict):
        return {}
    return {str(k)[:40]: str(v)[:200] for k, v in list(value.items())[:12] if isinstance(v, (str, int))}


def read_backup(text):
    """The list of ``{"id", "record"}`` entries of a backup text; :class:`BackupRefused` otherwise."""
    try:
        data = read_json(text, max_chars=MAX_BACKUP_CHARS)
    except TextRefused as err:
        raise BackupRefused(msg("dialogs.backup.not_backup_because", why=sentence_of(err))) from err
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BackupRefused(msg("dialogs.backup.not_backup"))
    if data.get("version") != VERSION:
        raise BackupRefused(msg("dialogs.backup.other_version"))
    games = data.get("games")
    if not isinstance(games, list) or len(games) > MAX_GAMES:
        raise BackupRefused(msg("dialogs.backup.damaged"))
    return games


def restore(store, text):
    """Merge a backup into ``store`` (a :class:`~vivarium.core.saves.SaveStore`); a
    :class:`RestoreReport`. Raises :class:`BackupRefused` when the text is not a backup."""
    report = RestoreReport()
    for index, item in enumerate(read_backup(text)):
        save_id = item.get("id") if isinstance(item, dict) else None
        valid = isinstance(save_id, str) and _ID.match(save_id) is not None
        label = save_id if valid else msg("dialogs.backup.game_n", n=index + 1)
        record = item.get("record") if isinstance(item, dict) else None
        try:
            if not valid:
                raise RecordError(msg("dialogs.backup.bad_id"))
            data = read_json(dumps(record))  # the same gate as a save read from storage
            session = Session.from_record(store.games, data)
        except (RecordError, TextRefused) as err:
            report.unreadable.append((label, sentence_of(err)))
            continue
        except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as err:
            report.unreadable.append((label, msg("dialogs.backup.game_damaged", error=type(err).__name__)))
            continue
        try:
            stored = store.read_raw(save_id)
        except StorageUnreadable:  # cannot compare: never overwrite what could not be read
            report.not_stored.append(save_id)
            continue
        target = save_id
        if stored is not None:
            try:
                stored_moves = _moves(read_json(stored))
            except TextRefused:
                stored_moves = None
            if stored_moves is None or stored_moves < 0:  # a damaged save there: keep it, restore beside it
                target = store.new_id()
            elif stored_moves >= len(session.record["actions"]):
                report.already.append(save_id)
                continue
        saved_at = data.get("saved_at") if isinstance(data.get("saved_at"), int) else None
        try:
            store.write(target, session, _summary(data.get("summary")), saved_at=saved_at, current=False)
        except Exception:  # full or refused: the mode says which
            report.not_stored.append(save_id)
            continue
        report.restored.append(target)
    return report
