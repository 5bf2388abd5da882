"""Saved games in a key-value store (the browser's localStorage, or a dict in tests).

Keys are namespaced and versioned: ``<ns>.v1.save.<id>`` holds one game,
``<ns>.v1.current`` the id of the game on screen. Reading and judging are separate: a
value the storage did not give back (``getItem`` threw) is never judged, moved or removed.
A save that was read and is damaged is never thrown away: its raw text is copied to
``<ns>.kept.<id>``, the copy read back, and only then the original removed (with no room for
the copy it stays where it is); the player is told which. Saves under another format version
(``<ns>.v2.…``) are left where they are and reported. What the storage can do right now
(``ok``, ``read-only``, ``full``, ``unavailable``) is :mod:`vivarium.core.storage_modes`.
"""

from json import dumps
import random
import re
import time

from ..i18n import Msg, is_message, msg
from .gate import TextRefused, read_json
from .records import FORMAT_VERSION, RecordError, check_fields, sentence_of
from .session import Session
from .storage_modes import (FULL, OK, READ_ONLY, UNAVAILABLE, Health, StorageRefused, StorageUnreadable,
                            probe)

_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}\Z")


class MemoryStorage:
    """A dict with the localStorage interface, for tests and for when storage is off."""

    def __init__(self, items=None):
        self.items = dict(items or {})

    def get(self, key):
        return self.items.get(key)

    def set(self, key, value):
        self.items[key] = value

    def remove(self, key):
        self.items.pop(key, None)

    def keys(self):
        return list(self.items)


class GuardedStorage:
    """Storage that may throw on any call (disabled, a broken extension, cleared mid-way).

    A read that fails raises :class:`StorageUnreadable` from :meth:`read` and :meth:`keys`:
    the value is *unknown*, never taken for absent or damaged (issue 23). :meth:`get` is the
    lenient read for preferences (``None`` on failure). Writes and removals raise, so what did
    not happen is reported. ``failing`` records that some read failed."""

    def __init__(self, storage):
        self.inner = storage
        self.failing = False

    def read(self, key):
        try:
            value = self.inner.get(key)
        except Exception as err:
            self.failing = True
            raise StorageUnreadable(type(err).__name__) from err
        return value if isinstance(value, str) else None

    def get(self, key):
        try:
            return self.read(key)
        except StorageUnreadable:
            return None

    def set(self, key, value):
        self.inner.set(key, value)

    def remove(self, key):
        self.inner.remove(key)

    def keys(self):
        try:
            return [str(k) for k in self.inner.keys()]
        except Exception as err:
            self.failing = True
            raise StorageUnreadable(type(err).__name__) from err


class NoStorage:
    """The storage of a page that may not use any (``window.localStorage`` itself throws)."""

    def get(self, key):
        raise StorageUnreadable("no storage")

    def set(self, key, value):
        raise StorageRefused("no storage")

    def remove(self, key):
        raise StorageRefused("no storage")

    def keys(self):
        raise StorageUnreadable("no storage")


class SaveUnreadable(RecordError):
    """A save whose text the storage did not give back this time: not judged, not moved."""


class SaveDamaged(RecordError):
    """A save that was read and is damaged. ``kept`` says whether its text was copied aside
    (else it is left in place, listed among the damaged saves)."""

    def __init__(self, reason, kept):
        super().__init__(reason)
        self.kept = kept


UNREAD_SENTENCE = msg("dialogs.saves.unread")


class SaveStore:
    def __init__(self, storage, games, namespace="vivarium"):
        self.storage = GuardedStorage(storage)
        self.games = games
        self.ns = namespace
        self.prefix = f"{namespace}.v{FORMAT_VERSION}."
        self.save_prefix = self.prefix + "save."
        self.kept_prefix = f"{namespace}.kept."
        self.health = Health()
        self.real = storage  # the browser's storage, even while games live in memory
        self.unkeepable = {}  # id -> reason: damaged saves left in place (no room to copy them aside)
        self.unread = set()  # ids whose text could not be read this time (left untouched)
        self.unlisted = False  # the list of keys itself could not be read
        self.current_unread = False  # which game was on screen could not be read
        self.judged = []  # (id, reason, kept aside?) for each save found damaged, until taken
        self.rehomed = set()  # keys of games copied to a usable id whose old key could not be removed
        self.aside = {}  # id -> text: copied aside, but the storage refused to remove the original

    # ---- the storage's mode (core/storage_modes.py) -------------------------------------
    def check(self):
        """Probe the storage and set the mode. ``unavailable`` moves the games to memory
        (nothing stored is touched); returns the mode."""
        mode = probe(self.real, self.ns + ".probe")
        self.health.mode = mode
        if mode == UNAVAILABLE:
            self.storage = GuardedStorage(MemoryStorage())
        return mode

    def recheck(self):
        """After room was freed: probe again; True when a ``read-only``/``full`` spell ended."""
        if self.health.mode not in (READ_ONLY, FULL):
            return False
        if probe(self.real, self.ns + ".probe") == OK:
            return self.health.write_succeeded()
        return False

    @property
    def in_memory(self):
        return self.health.mode == UNAVAILABLE

    # ---- ids and keys ------------------------------------------------------------------
    @staticmethod
    def new_id(rng=None):
        rng = rng or random.Random()
        return f"{int(time.time() * 1000):x}-{rng.getrandbits(32):08x}"

    def key(self, save_id):
        return self.save_prefix + save_id

    # ---- writing -----------------------------------------------------------------------
    def write(self, save_id, session, summary=None, saved_at=None, current=True):
        """Store a game; raise when the storage refused (the mode says why). ``current``: it is
        the game on screen (a restored backup keeps each game's own ``saved_at`` and is not)."""
        if not _ID.match(save_id):
            raise ValueError("bad save id")
        data = dict(session.record)
        data["saved_at"] = saved_at if isinstance(saved_at, int) else int(time.time() * 1000)
        data["summary"] = summary or {}
        raw = dumps(data, separators=(",", ":"))
        try:
            self.storage.set(self.key(save_id), raw)
        except Exception as err:
            self.health.write_failed(err)
            raise
        self.health.write_succeeded()
        self.unread.discard(save_id)
        if not current:
            return raw
        try:
            self.storage.set(self.prefix + "current", save_id)
        except Exception:  # the game is stored; only "resume it at the next visit" is not
            pass
        return raw

    def raw(self, save_id):
        """The stored text of a save (None when absent or when storage refuses to answer)."""
        return self.storage.get(self.key(save_id))

    def read_raw(self, save_id):
        """The stored text of a save, None when absent; :class:`StorageUnreadable` when the
        storage did not answer."""
        return self.storage.read(self.key(save_id))

    def delete(self, save_id):
        """Remove a save; raises when the storage refused (then nothing is changed)."""
        self.storage.remove(self.key(save_id))
        self.unkeepable.pop(save_id, None)
        if self.current_id() == save_id:
            try:
                self.storage.remove(self.prefix + "current")
            except Exception:
                pass

    # ---- preferences (small strings, e.g. the computer's pace) --------------------------------
    def get_pref(self, name):
        value = self.storage.get(self.prefix + "pref." + name)  # storage refused: preferences are a nicety
        return value if isinstance(value, str) and len(value) <= 40 else None

    def set_pref(self, name, value):
        try:
            self.storage.set(self.prefix + "pref." + name, str(value))
        except Exception:
            pass

    def current_id(self):
        value = self.storage.get(self.prefix + "current")
        return value if isinstance(value, str) and _ID.match(value) else None

    def read_current(self):
        """Like :meth:`current_id`, but :class:`StorageUnreadable` when the storage did not answer."""
        try:
            value = self.storage.read(self.prefix + "current")
        except StorageUnreadable:
            self.current_unread = True
            raise
        self.current_unread = False
        return value if isinstance(value, str) and _ID.match(value) else None

    def clear_current(self):
        try:
            self.storage.remove(self.prefix + "current")
        except Exception:
            pass

    # ---- reading -----------------------------------------------------------------------
    def load(self, save_id):
        """Return a Session. A save that could not be read raises :class:`SaveUnreadable` and
        is left alone; a damaged one is kept aside (if there is room) and raises
        :class:`SaveDamaged`; a missing one raises :class:`RecordError`."""
        try:
            raw = self.read_raw(save_id)
        except StorageUnreadable as err:
            self.unread.add(save_id)
            raise SaveUnreadable(UNREAD_SENTENCE) from err
        self.unread.discard(save_id)
        if raw is None:
            raise RecordError(msg("dialogs.saves.gone"))
        try:
            data = read_json(raw)
            return Session.from_record(self.games, data)
        except (RecordError, TextRefused) as err:
            reason = sentence_of(err)  # a message: kept with the copy, said in the language of the screen
            raise SaveDamaged(reason, self._keep_aside(save_id, raw, reason)) from err
        except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as err:
            reason = msg("dialogs.saves.damaged", error=type(err).__name__)
            raise SaveDamaged(reason, self._keep_aside(save_id, raw, reason)) from err

    def _keep_aside(self, save_id, raw, reason):
        """Copy a damaged save's text to ``<ns>.kept.<id>``, read the copy back, and only then
        remove the original. Returns False (the save left in place, untouched) when the copy
        could not be made or checked. A save is copied aside once: when a copy of this very
        text is already kept (the storage refused to remove the original last time), no new
        copy is made, and this store stops judging it (``aside``) until it changes."""
        if self.aside.get(save_id) == raw:  # judged and copied already on this page
            return True
        self.judged.append((save_id, reason, None))
        key = self.kept_prefix + save_id
        copied = self._kept_copy_of(save_id, raw)
        if not copied:
            kept = dumps({"id": save_id, "reason": reason, "kept_at": int(time.time() * 1000), "raw": raw})
            try:
                taken = key in self.storage.keys()
            except StorageUnreadable:
                taken = True
            if taken:
                key += "-" + SaveStore.new_id()
            try:
                self.storage.set(key, kept)
                copied = self.storage.read(key) == kept
            except StorageUnreadable:
                copied = False
            except Exception as err:  # storage full or refused: leave the save where it is, untouched
                self.health.write_failed(err)
                copied = False
            if copied:
                self.health.write_succeeded()
        if not copied:
            self.unkeepable[save_id] = reason
            self.judged[-1] = (save_id, reason, False)
            return False
        self.unkeepable.pop(save_id, None)
        self.judged[-1] = (save_id, reason, True)
        try:
            self.storage.remove(self.key(save_id))
        except Exception:  # both copies stay: nothing is lost, and it is not copied again
            self.aside[save_id] = raw
        if self.current_id() == save_id:
            self.clear_current()
        return True

    def _kept_copy_of(self, save_id, raw):
        """Whether a copy of exactly ``raw`` is already kept aside for ``save_id``."""
        try:
            keys = self.storage.keys()
        except StorageUnreadable:
            return False
        for key in keys:
            if key == self.kept_prefix + save_id or key.startswith(self.kept_prefix + save_id + "-"):
                try:
                    info = read_json(self.storage.read(key) or "null")
                except (StorageUnreadable, TextRefused):
                    continue
                if isinstance(info, dict) and info.get("id") == save_id and info.get("raw") == raw:
                    return True
        return False

    def _rehome(self, key, raw):
        """Move a readable game stored under a name the app cannot use (another program's, a
        hand-edited key) to a new id: copy, read back, then remove the old key. The new id, or
        None when the storage refused (then it is left where it is, unlisted)."""
        save_id = SaveStore.new_id()
        try:
            self.storage.set(self.key(save_id), raw)
            if self.storage.read(self.key(save_id)) != raw:
                return None
        except Exception:
            return None
        try:
            self.storage.remove(key)
        except Exception:  # both stay; the copy is the one listed
            self.rehomed.add(key)
        return save_id

    def take_judged(self):
        """The saves found damaged since the last call: ``[(id, reason, kept aside?)]``."""
        out, self.judged = self.judged, []
        return out

    def entries(self):
        """Saved games, newest first: ``{id, game, summary, saved_at}``. Damaged ones are moved
        aside here too (when there is room), so the list only offers games that can be resumed.
        A save the storage did not give back is neither listed nor judged: its id goes to
        ``unread`` and it stays as it is."""
        try:
            keys = self.storage.keys()
        except StorageUnreadable:
            self.unlisted = True
            return []
        self.unlisted = False
        out = []
        for key in keys:
            if not key.startswith(self.save_prefix):
                continue
            save_id = key[len(self.save_prefix):]
            try:
                raw = self.storage.read(key)
            except StorageUnreadable:
                self.unread.add(save_id)
                continue
            self.unread.discard(save_id)
            if raw is None or save_id in self.unkeepable or self.aside.get(save_id) == raw:
                continue  # gone meanwhile; damaged and left in place; copied aside already
            try:
                data = read_json(raw)
                check_fields(data, self.games)  # listing a save does not import its game
            except (RecordError, TextRefused) as err:
                self._keep_aside(save_id, raw, sentence_of(err))
                continue
            except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
                self._keep_aside(save_id, raw, msg("dialogs.saves.not_readable"))
                continue
            if not _ID.match(save_id):  # a name the app cannot use (a newline, a quote…): a new one
                if key in self.rehomed:
                    continue  # copied already (the storage kept the old key): the copy is listed
                save_id = self._rehome(key, raw)
                if save_id is None:
                    continue
            summary = data.get("summary") if isinstance(data.get("summary"), dict) else {}
            saved_at = data.get("saved_at") if isinstance(data.get("saved_at"), int) else 0
            out.append({"id": save_id, "game": data["game"], "summary": summary, "saved_at": saved_at})
        out.sort(key=lambda e: -e["saved_at"])
        return out

    def kept(self):
        """Damaged data: ``{key, id, reason, raw}`` (raw is the original text) for each copy
        kept aside, then each damaged save left in place because there was no room to copy it."""
        out = []
        try:
            keys = self.storage.keys()
        except StorageUnreadable:
            keys = []
        for key in keys:
            if not key.startswith(self.kept_prefix):
                continue
            try:
                raw = self.storage.read(key)
            except StorageUnreadable:
                continue  # not read this time: not judged either
            if raw is None:
                continue
            try:
                info = read_json(raw)
                out.append({"key": key, "id": str(info.get("id", "?")), "reason": _reason(info.get("reason", "")),
                            "raw": str(info.get("raw", ""))})
            except (ValueError, AttributeError, TypeError):
                out.append({"key": key, "id": key[len(self.kept_prefix):], "reason": msg("dialogs.saves.unreadable"),
                            "raw": raw or ""})
        for save_id, reason in list(self.unkeepable.items()):
            raw = self.storage.get(self.key(save_id))
            if raw is not None:
                out.append({"key": self.key(save_id), "id": save_id, "reason": reason, "raw": raw, "in_place": True})
        return out

    def forget_kept(self, key):
        """Delete damaged data (a kept copy, or a damaged save left in place); raises when the
        storage refused."""
        if key.startswith(self.kept_prefix):
            self.storage.remove(key)
        elif key.startswith(self.save_prefix) and key[len(self.save_prefix):] in self.unkeepable:
            self.delete(key[len(self.save_prefix):])

    def other_versions(self):
        """Keys written by other format versions of Vivarium (left untouched)."""
        pattern = re.compile(re.escape(self.ns) + r"\.v(\d+)\.")
        try:
            keys = self.storage.keys()
        except StorageUnreadable:
            return []
        return [k for k in keys if (m := pattern.match(k)) and int(m.group(1)) != FORMAT_VERSION]


def _reason(value):
    """A kept copy's reason as stored: a message (said in the language of the screen; an older
    copy's English text stays as it is)."""
    return Msg(value) if is_message(value) else str(value)
