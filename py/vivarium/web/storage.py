"""localStorage behind the small interface of :class:`vivarium.core.saves.MemoryStorage`.

This module only reports what the browser did: a write the browser refused raises
:class:`~vivarium.core.storage_modes.StorageFull` (quota) or
:class:`~vivarium.core.storage_modes.StorageRefused` (anything else); reads raise whatever
the browser raised. What that means for saving (``ok``, ``read-only``, ``full``,
``unavailable``) is decided in pure code (:mod:`vivarium.core.storage_modes`), which also
probes the storage at start.
"""

from ..core.saves import NoStorage
from ..core.storage_modes import StorageFull, StorageRefused
from .jsvalues import present

# DOMException names (and legacy codes) browsers use for a full storage
QUOTA_NAMES = ("QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED")
QUOTA_CODES = (22, 1014)


def refusal(err):
    """The core's name for a write the browser refused."""
    name = str(getattr(err, "name", "") or "")
    try:
        code = int(getattr(getattr(err, "js_error", None), "code", 0) or 0)
    except (TypeError, ValueError):
        code = 0
    text = f"{name} {type(err).__name__} {err}"
    if any(q in text for q in QUOTA_NAMES) or code in QUOTA_CODES:
        return StorageFull(name or "QuotaExceededError")
    return StorageRefused(name or type(err).__name__)


class LocalStorage:
    def __init__(self, js_storage):
        self.ls = js_storage

    def get(self, key):
        value = self.ls.getItem(key)
        return str(value) if present(value) else None

    def set(self, key, value):
        try:
            self.ls.setItem(key, value)
        except Exception as err:
            raise refusal(err) from err

    def remove(self, key):
        self.ls.removeItem(key)

    def keys(self):
        return [str(self.ls.key(i)) for i in range(int(self.ls.length))]


def open_storage(window):
    """``(storage, problem)``: the page's localStorage, or :class:`NoStorage` when even asking
    for it throws (sandboxed frames, a partitioned third-party frame). The core probes what it
    can do and tells the person once (``problem`` stays ``None``: one sentence, not two)."""
    try:
        ls = window.localStorage
        if not present(ls):
            return NoStorage(), None
    except Exception:  # SecurityError
        return NoStorage(), None
    return LocalStorage(ls), None
