"""What the browser's storage can do right now, derived from what actually failed (issue 23).

Pure: the web edge (``vivarium.web.storage``) only reports what the browser did, by raising
:class:`StorageFull` or :class:`StorageRefused` from a write (any other exception from a
write is classified here by its name); this module turns those failures into one of four
modes, each with the sentence the person is told:

``ok``
    Reads and writes work.
``read-only``
    Saved games can be read (listed, resumed, exported) but writes are refused: new moves
    are kept on the page only, with a banner offering Export.
``full``
    The storage is full: saved games are listed; deleting a finished game or a damaged
    copy frees room, and saving resumes at the next write that succeeds.
``unavailable``
    Storage cannot be read at all: games live in memory only (said once).

A write that succeeds again (after ``read-only`` or ``full``) turns the mode back to ``ok``.
A *read* that fails is never a judgement of the data: the caller gets
:class:`StorageUnreadable` and leaves the stored value alone.
"""

from ..i18n import msg

OK = "ok"
READ_ONLY = "read-only"
FULL = "full"
UNAVAILABLE = "unavailable"

PROBE_KEY = "vivarium.probe"


class StorageFull(Exception):
    """A write refused because the storage quota is used up."""


class StorageRefused(Exception):
    """A write refused for any other reason (private mode, a setting, an extension)."""


class StorageUnreadable(Exception):
    """A read that failed: the value is unknown, not absent and not damaged."""


def write_failure(err):
    """The mode a failed write puts storage in: ``full`` for a quota error, else ``read-only``."""
    if isinstance(err, StorageFull):
        return FULL
    if isinstance(err, StorageRefused):
        return READ_ONLY
    words = f"{type(err).__name__} {err}".lower()
    return FULL if ("quota" in words or "full" in words) else READ_ONLY


def probe(storage, key=PROBE_KEY):
    """The mode of ``storage`` at start: list and read, then write and remove one small item."""
    for attempt in (1, 2):  # one retry: a single failed read is not a whole page without storage
        try:
            list(storage.keys())
            storage.get(key)
            break
        except Exception:
            if attempt == 2:
                return UNAVAILABLE
    try:
        storage.set(key, "1")
    except Exception as err:
        return write_failure(err)
    try:
        storage.remove(key)
    except Exception:  # a stray probe item harms nothing; a refused deletion is reported when asked
        pass
    return OK


class Health:
    """The storage's mode, kept up to date by every write."""

    def __init__(self, mode=OK):
        self.mode = mode

    @property
    def writable(self):
        return self.mode == OK

    def write_failed(self, err):
        """Record a failed write; return the new mode."""
        if self.mode != UNAVAILABLE:
            self.mode = write_failure(err)
        return self.mode

    def write_succeeded(self):
        """Record a write that worked; return True when this ends a ``read-only``/``full`` spell."""
        if self.mode in (READ_ONLY, FULL):
            self.mode = OK
            return True
        return False


# The sentences are messages (said in the language of the screen that shows them).
def unavailable_sentence(embed=False):
    """What is said once when the storage cannot be read at all (an embedded game: where to
    keep its games)."""
    if embed:
        return msg("dialogs.storage.unavailable_embed", sentence=msg("dialogs.storage.unavailable"),
                   hint=msg("dialogs.storage.embed_hint"))
    return msg("dialogs.storage.unavailable")


def banner(mode):
    """The sentence shown while storage is ``read-only`` or ``full`` (``None`` otherwise)."""
    if mode == READ_ONLY:
        return msg("dialogs.storage.read_only")
    if mode == FULL:
        return msg("dialogs.storage.full")
    return None


def why_not_stored(mode):
    """Why a write did not happen, as a clause."""
    if mode == FULL:
        return msg("dialogs.storage.why_full")
    if mode == UNAVAILABLE:
        return msg("dialogs.storage.why_unavailable")
    return msg("dialogs.storage.why_refused")


def not_saved(mode, stored_moves):
    """The sentence for a save that did not happen. ``stored_moves`` is how many moves of this
    game are in storage (``None`` when nothing of it was ever stored)."""
    if stored_moves is None:
        return msg("dialogs.storage.not_saved_nothing", why=why_not_stored(mode))
    return msg("dialogs.storage.not_saved_kept", why=why_not_stored(mode), n=stored_moves)
