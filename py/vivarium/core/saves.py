"""Saved games in a key-value store (the browser's localStorage, or a dict in tests).

Keys are namespaced and versioned: ``<ns>.v1.save.<id>`` holds one game,
``<ns>.v1.current`` the id of the game on screen. A save that cannot be read is never
thrown away: its raw text moves to ``<ns>.kept.<id>`` and the player is told why.
Saves under another format version (``<ns>.v2.…``) are left where they are and reported.
"""

from json import dumps
import random
import re
import time

from .gate import TextRefused, read_json
from .records import FORMAT_VERSION, RecordError, check_shape
from .session import Session

_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


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
    """Storage that may throw on any call (disabled, a broken extension, cleared mid-way):
    reads that fail count as empty and set ``failing``; writes still raise, so a save that
    did not happen is reported; a removal that fails is ignored."""

    def __init__(self, storage):
        self.inner = storage
        self.failing = False

    def get(self, key):
        try:
            value = self.inner.get(key)
        except Exception:
            self.failing = True
            return None
        return value if isinstance(value, str) else None

    def set(self, key, value):
        self.inner.set(key, value)

    def remove(self, key):
        try:
            self.inner.remove(key)
        except Exception:
            self.failing = True

    def keys(self):
        try:
            return list(self.inner.keys())
        except Exception:
            self.failing = True
            return []


class SaveStore:
    def __init__(self, storage, games, namespace="vivarium"):
        self.storage = GuardedStorage(storage)
        self.games = games
        self.ns = namespace
        self.prefix = f"{namespace}.v{FORMAT_VERSION}."
        self.save_prefix = self.prefix + "save."
        self.kept_prefix = f"{namespace}.kept."
        self.unkeepable = set()  # unreadable saves that could not be copied aside (storage full)

    # ---- ids and keys ------------------------------------------------------------------
    @staticmethod
    def new_id(rng=None):
        rng = rng or random.Random()
        return f"{int(time.time() * 1000):x}-{rng.getrandbits(32):08x}"

    def key(self, save_id):
        return self.save_prefix + save_id

    # ---- writing -----------------------------------------------------------------------
    def write(self, save_id, session, summary=None):
        if not _ID.match(save_id):
            raise ValueError("bad save id")
        data = dict(session.record)
        data["saved_at"] = int(time.time() * 1000)
        data["summary"] = summary or {}
        raw = dumps(data, separators=(",", ":"))
        self.storage.set(self.key(save_id), raw)
        self.storage.set(self.prefix + "current", save_id)
        return raw

    def raw(self, save_id):
        """The stored text of a save (None when absent or when storage refuses to answer)."""
        try:
            return self.storage.get(self.key(save_id))
        except Exception:
            return None

    def delete(self, save_id):
        self.storage.remove(self.key(save_id))
        if self.current_id() == save_id:
            self.storage.remove(self.prefix + "current")

    # ---- preferences (small strings, e.g. the computer's pace) --------------------------------
    def get_pref(self, name):
        try:
            value = self.storage.get(self.prefix + "pref." + name)
        except Exception:  # storage refused: preferences are a nicety
            return None
        return value if isinstance(value, str) and len(value) <= 40 else None

    def set_pref(self, name, value):
        try:
            self.storage.set(self.prefix + "pref." + name, str(value))
        except Exception:
            pass

    def current_id(self):
        value = self.storage.get(self.prefix + "current")
        return value if isinstance(value, str) and _ID.match(value) else None

    def clear_current(self):
        self.storage.remove(self.prefix + "current")

    # ---- reading -----------------------------------------------------------------------
    def load(self, save_id):
        """Return a Session. On any failure the raw data is kept aside and RecordError raised."""
        raw = self.storage.get(self.key(save_id))
        if raw is None:
            raise RecordError("That saved game no longer exists.")
        try:
            data = read_json(raw)
            return Session.from_record(self.games, data)
        except (RecordError, TextRefused) as err:
            self._keep_aside(save_id, raw, str(err))
            raise RecordError(str(err)) from err
        except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as err:
            reason = f"The saved data is damaged ({type(err).__name__})."
            self._keep_aside(save_id, raw, reason)
            raise RecordError(reason) from err

    def _keep_aside(self, save_id, raw, reason):
        kept = {"id": save_id, "reason": reason, "kept_at": int(time.time() * 1000), "raw": raw}
        key = self.kept_prefix + save_id
        if self.storage.get(key) is not None:
            key += "-" + SaveStore.new_id()
        try:
            self.storage.set(key, dumps(kept))
        except Exception:  # storage full or refused: leave the save where it is, untouched
            self.unkeepable.add(save_id)
            return
        self.storage.remove(self.key(save_id))
        if self.current_id() == save_id:
            self.clear_current()

    def entries(self):
        """Saved games, newest first: ``{id, game, summary, saved_at}``. Unreadable ones are
        moved aside here too, so the list only offers games that can be resumed."""
        out = []
        for key in self.storage.keys():
            if not key.startswith(self.save_prefix):
                continue
            save_id = key[len(self.save_prefix):]
            raw = self.storage.get(key)
            try:
                data = read_json(raw)
                check_shape(data, self.games)
            except (RecordError, TextRefused) as err:
                self._keep_aside(save_id, raw, str(err))
                continue
            except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
                self._keep_aside(save_id, raw, "The saved data is not readable.")
                continue
            summary = data.get("summary") if isinstance(data.get("summary"), dict) else {}
            saved_at = data.get("saved_at") if isinstance(data.get("saved_at"), int) else 0
            out.append({"id": save_id, "game": data["game"], "summary": summary, "saved_at": saved_at})
        out.sort(key=lambda e: -e["saved_at"])
        return out

    def kept(self):
        """Data kept aside: ``{key, id, reason, raw}`` (raw is the original text)."""
        out = []
        for key in self.storage.keys():
            if not key.startswith(self.kept_prefix):
                continue
            raw = self.storage.get(key)
            try:
                info = read_json(raw)
                out.append({"key": key, "id": str(info.get("id", "?")), "reason": str(info.get("reason", "")), "raw": str(info.get("raw", ""))})
            except (ValueError, AttributeError, TypeError):
                out.append({"key": key, "id": key[len(self.kept_prefix):], "reason": "Unreadable.", "raw": raw or ""})
        return out

    def forget_kept(self, key):
        if key.startswith(self.kept_prefix):
            self.storage.remove(key)

    def other_versions(self):
        """Keys written by other format versions of Vivarium (left untouched)."""
        pattern = re.compile(re.escape(self.ns) + r"\.v(\d+)\.")
        return [k for k in self.storage.keys() if (m := pattern.match(k)) and int(m.group(1)) != FORMAT_VERSION]
