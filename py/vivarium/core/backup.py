"""A backup of every saved game in one text (issue 23), and its restore.

Pure. A backup is JSON: ``{"format": "vivarium-backup", "version": 1, "made_at": <ms>,
"games": [{"id", "record"}], "record": [entry]}`` where each record is the saved game as stored
(its settings, players and moves, with ``saved_at`` and ``summary``) and ``record`` is the book of
finished games (:mod:`vivarium.core.record_book`: your record, kept when a save is deleted; an
older backup has none). Damaged copies kept aside are left out.

Restoring is reading untrusted text: the whole file passes the size and depth gate
(:mod:`vivarium.core.gate`, with room for many games), then every game passes the same gate as
an import (its own text through ``read_json``, ``check_shape``, a replay of every move).

Restoring merges and never destroys (issue 34). A game already stored under the same id is
replaced only by a copy that *extends* it: the same game (game, options, seed and players) whose
moves start with every stored move. The same game with as many moves or fewer along the same line
is "already here". Any other clash (a different game under the same id, or the same game's other
line of play, e.g. before an undo) keeps both: the backup's copy is written under a new id and
marked "from a backup" in the saved-games list, and the report counts it apart. Whatever the
storage refuses is counted, never claimed as restored. The backup's record book is merged entry
by entry (a game already in the book is not entered twice); an entry that is not one is counted.
"""

from json import dumps
import re
import time

from ..i18n import msg, well_formed
from .gate import MAX_CHARS, TextRefused, read_json
from . import record_book
from .records import RecordError, sentence_of
from .session import Session
from .storage_modes import StorageUnreadable

FORMAT = "vivarium-backup"
VERSION = 1
MAX_BACKUP_CHARS = 10 * MAX_CHARS  # localStorage holds ~5 MB: any real backup fits
MAX_GAMES = 2000
_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}\Z")


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
    data = {"format": FORMAT, "version": VERSION, "made_at": made_at, "games": out}
    book = record_book.RecordBook(store)
    entries = book.load(lambda: record_book.from_saves(store))
    if entries:
        data["record"] = entries
    text = dumps(data, separators=(",", ":"), ensure_ascii=False)
    return text, len(out), made_at


class RestoreReport:
    def __init__(self):
        self.restored = []  # ids written (new, or extending the stored copy), each once
        self.already = []  # ids whose stored copy already holds every move of the backup's
        self.beside = []  # (backup's id, new id): a different game or line under that id, both kept
        self.unreadable = []  # (id or position, reason): refused by the gate
        self.not_stored = []  # ids the storage refused (full, read-only) or could not compare
        self.record_added = 0  # finished games entered into the record book
        self.record_bad = 0  # entries of the backup's record book that are not entries

    def sentence(self, mode_clause=None):
        """What happened, as a message (``mode_clause``: why the storage did not take some)."""
        n, m, k = len(self.restored), len(self.already), len(self.unreadable)
        text = msg("dialogs.restore.report", n=n, already=m, unreadable=k)
        if self.beside:
            text = msg("dialogs.then", first=text, then=msg("dialogs.restore.beside", n=len(self.beside)))
        if self.record_added:
            text = msg("dialogs.then", first=text, then=msg("yours.restored", n=self.record_added))
        if self.record_bad:
            text = msg("dialogs.then", first=text, then=msg("yours.restore_bad", n=self.record_bad))
        if not self.not_stored:
            return text
        s = len(self.not_stored)
        more = (msg("dialogs.restore.not_stored_why", n=s, why=mode_clause) if mode_clause
                else msg("dialogs.restore.not_stored", n=s))
        return msg("dialogs.then", first=text, then=more)


IDENTITY = ("game", "options", "seed", "players")  # what makes two records the same game

# How a backup's copy of a game stands to the copy stored under its id.
EXTENDS = "extends"  # the same game, every stored move and more: replace the stored copy
HELD = "held"  # the same game, its moves all already stored (as many or fewer): nothing to do
OTHER = "other"  # a different game, or the same game's other line of play: keep both


def relation(stored, incoming):
    """How ``incoming`` (a backup's record) stands to ``stored`` (the record under its id):
    :data:`EXTENDS`, :data:`HELD` or :data:`OTHER`. Damaged stored data is :data:`OTHER`."""
    if not isinstance(stored, dict) or any(stored.get(k) != incoming.get(k) for k in IDENTITY):
        return OTHER
    have, new = stored.get("actions"), incoming["actions"]
    if not isinstance(have, list):
        return OTHER
    if new[:len(have)] == have:
        return EXTENDS if len(new) > len(have) else HELD
    if have[:len(new)] == new:
        return HELD
    return OTHER


def stored_with(store, data, how):
    """The id of a stored game that stands to ``data`` (a record) as ``how`` (:data:`EXTENDS`:
    ``data`` continues it; :data:`HELD`: it already holds every move of ``data``), or None."""
    try:
        keys = store.storage.keys()
    except StorageUnreadable:
        return None
    for key in keys:
        if not key.startswith(store.save_prefix):
            continue
        try:
            raw = store.storage.read(key)
            if raw is not None and relation(read_json(raw), data) == how:
                return key[len(store.save_prefix):]
        except (StorageUnreadable, TextRefused):
            continue
    return None


def _summary(value, note=None):
    """A backup's summary of a game, as the saved-games list may show it (messages, text,
    numbers, ``finished``); ``note`` adds a line (a copy kept beside another game)."""
    out = {}
    if isinstance(value, dict):
        for k, v in list(value.items())[:12]:
            if not isinstance(k, str) or len(k) > 40:
                continue
            if isinstance(v, bool) or (v is not None and well_formed(v, text_limit=200)):
                out[k] = v
    if note is not None:
        out["note"] = note
    return out


def read_backup(text):
    """A backup text's data (its list of ``{"id", "record"}`` games checked); :class:`BackupRefused` otherwise."""
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
    return data


def made_day(text):
    """The day a backup text was made (``YYYY-MM-DD``, UTC), or ``"?"``."""
    try:
        made_at = read_json(text, max_chars=MAX_BACKUP_CHARS).get("made_at")
        return time.strftime("%Y-%m-%d", time.gmtime(made_at / 1000)) if isinstance(made_at, int) else "?"
    except (TextRefused, AttributeError, ValueError, OverflowError, OSError):
        return "?"


def restore(store, text):
    """Merge a backup into ``store`` (a :class:`~vivarium.core.saves.SaveStore`); a
    :class:`RestoreReport`. Raises :class:`BackupRefused` when the text is not a backup."""
    report = RestoreReport()
    data = read_backup(text)
    games, day = data["games"], None
    _restore_record(store, data.get("record"), report)
    for index, item in enumerate(games):
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
        target, note = save_id, None
        if stored is not None:
            try:
                how = relation(read_json(stored), data)
            except TextRefused:  # damaged data there: keep it, restore beside it
                how = OTHER
            if how == OTHER and stored_with(store, data, HELD):  # kept beside by an earlier restore
                how = HELD
            if how == HELD:
                report.already.append(save_id)
                continue
            if how == OTHER:
                day = day or made_day(text)
                target, note = store.new_id(), msg("saves.from_backup", date=day)
        saved_at = data.get("saved_at") if isinstance(data.get("saved_at"), int) else None
        try:
            store.write(target, session, _summary(data.get("summary"), note), saved_at=saved_at, current=False)
        except Exception:  # full or refused: the mode says which
            report.not_stored.append(save_id)
            continue
        if note is not None:
            report.beside.append((save_id, target))
        elif target not in report.restored:  # the same id twice in one backup: one game
            report.restored.append(target)
    return report


def _restore_record(store, entries, report):
    """Merge a backup's record book (absent in an older backup) into the stored one."""
    if entries is None:
        return
    if not isinstance(entries, list):
        report.record_bad += 1
        return
    good = [record_book.clean(e) for e in entries if record_book.valid_entry(e, store.games)]
    report.record_bad += len(entries) - len(good)
    book = record_book.RecordBook(store)
    book.load(lambda: record_book.from_saves(store))
    added = book.add(good)
    report.record_added = 0 if book.unsaved or book.unread or book.blocked else added
