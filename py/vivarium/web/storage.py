"""localStorage behind the small interface of :class:`vivarium.core.saves.MemoryStorage`."""


from .jsvalues import present


class LocalStorage:
    def __init__(self, js_storage):
        self.ls = js_storage

    def get(self, key):
        value = self.ls.getItem(key)
        return str(value) if present(value) else None

    def set(self, key, value):
        self.ls.setItem(key, value)

    def remove(self, key):
        self.ls.removeItem(key)

    def keys(self):
        return [str(self.ls.key(i)) for i in range(int(self.ls.length))]


def open_storage(window):
    """``(storage, problem)``: localStorage if the browser allows it, else memory + a sentence."""
    try:
        ls = window.localStorage
        probe = "vivarium.probe"
        ls.setItem(probe, "1")
        ls.removeItem(probe)
        return LocalStorage(ls), None
    except Exception:  # SecurityError in sandboxed frames, storage disabled, quota 0
        from ..core.saves import MemoryStorage

        return MemoryStorage(), "This browser does not allow saving here, so games last only until the page closes."
