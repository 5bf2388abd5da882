"""Your record (issue 38): one small entry per finished game of the person(s) at this device,
kept in storage apart from the saves, so that deleting a save keeps its result. Pure.

The book is ``<ns>.v1.record``: ``{"format": "vivarium-record", "version": 1, "games": [entry]}``
where an entry is ``{"key", "game", "players", "count", "result", "day", "at"}``:

- ``key``: the game's identity, a hash of its game id and seed (a game's seed never changes,
  undo included; a rematch gets a new one), so a game finished, taken back past its end and
  finished again is one entry (its first result stays), and a reload adds nothing;
- ``players``: each seat as ``human``, ``remote`` or ``bot:<level>``; ``count``: how many;
- ``result``: for the one person at this device, ``won``, ``lost`` or ``drawn``; ``played`` when
  several people shared this device (hot-seat: nobody's record to win or lose, the house choice
  of docs/playing.md); a game with nobody at this device is not entered;
- ``day`` (``YYYY-MM-DD``) and ``at`` (milliseconds, the order of the streaks).

A book that cannot be read is kept aside like a damaged save (``<ns>.kept.record``, listed
among the damaged saves) before anything is written over it; the entries that could still be
read are kept. A book the storage did not give back is never written over.
"""

from __future__ import annotations

from hashlib import blake2b
from json import dumps
import time

from ..i18n import msg
from .bots import LEVEL_LABELS
from .gate import TextRefused, read_json
from .records import RecordError
from .storage_modes import StorageUnreadable

FORMAT = "vivarium-record"
VERSION = 1
RESULTS = ("won", "lost", "drawn", "played")
MAX_ENTRIES = 20_000  # ~2 MB at most: a game a day for fifty years
MAX_CHARS = 4_000_000
_FIELDS = ("key", "game", "players", "count", "result", "day", "at")
_SEATS = ("human", "remote") + tuple(f"bot:{lvl}" for lvl in LEVEL_LABELS)


def game_key(record):
    """The identity of a game in the book: its game id and seed (16 hex digits of a hash)."""
    return blake2b(f"{record.get('game')}:{record.get('seed')}".encode(), digest_size=8).hexdigest()


def seat_tag(player):
    """A record's player as the book writes it: ``human``, ``remote`` or ``bot:<level>``."""
    kind = player.get("kind") if isinstance(player, dict) else None
    if kind == "bot":
        level = player.get("level")
        return f"bot:{level if level in LEVEL_LABELS else 'normal'}"
    return "remote" if kind == "remote" else "human"


def entry_of(record, outcome, at_ms=None):
    """The book's entry for a finished game (``record`` and its ``outcome``), or None when
    nobody at this device played it (or it is not over)."""
    if not outcome:
        return None
    players = [seat_tag(p) for p in record["players"]]
    local = [i for i, tag in enumerate(players) if tag == "human"]
    if not local:
        return None
    if len(local) > 1:
        result = "played"
    elif outcome.get("result") == "draw":
        result = "drawn"
    else:
        result = "won" if local[0] in outcome.get("winners", ()) else "lost"
    at = int(time.time() * 1000) if at_ms is None else int(at_ms)
    return {"key": game_key(record), "game": record["game"], "players": players, "count": len(players),
            "result": result, "day": time.strftime("%Y-%m-%d", time.gmtime(at / 1000)), "at": at}


def valid_entry(entry, games=None):
    """Whether ``entry`` has the book's shape (and, with ``games``, names a game of them)."""
    if not isinstance(entry, dict) or any(k not in entry for k in _FIELDS):
        return False
    players = entry["players"]
    return (isinstance(entry["key"], str) and 0 < len(entry["key"]) <= 40
            and isinstance(entry["game"], str) and (games is None or entry["game"] in games)
            and isinstance(players, list) and 0 < len(players) <= 12 and all(p in _SEATS for p in players)
            and entry["count"] == len(players) and entry["result"] in RESULTS
            and isinstance(entry["day"], str) and len(entry["day"]) == 10
            and isinstance(entry["at"], int) and not isinstance(entry["at"], bool) and entry["at"] >= 0)


def clean(entry):
    """Only the book's fields of a valid entry (nothing else a backup may carry)."""
    return {k: entry[k] for k in _FIELDS}


def merge(entries, more):
    """``entries`` with those of ``more`` whose key is new; returns ``(merged, how many added)``.
    An entry already there stays as it is (the first result of a game counts)."""
    seen = {e["key"] for e in entries}
    out, added = list(entries), 0
    for e in more:
        if e["key"] not in seen and len(out) < MAX_ENTRIES:
            seen.add(e["key"])
            out.append(e)
            added += 1
    return out, added


# ---- what the Home screen shows ------------------------------------------------------------
def opponents(entry):
    """Whom a game was played against: ``here`` (people sharing this device), ``people``
    (someone on another device among the others), else the strongest computer level
    (``easy``, ``normal``, ``hard``, ``expert``: a game against an Easy and a Hard computer counts as Hard)."""
    if entry["result"] == "played":
        return "here"
    others = [p for p in entry["players"] if p != "human"]
    if any(p == "remote" for p in others):
        return "people"
    levels = [p[4:] for p in others]
    return max(levels, key=list(LEVEL_LABELS).index) if levels else "people"


class Tally:
    """Games played, won, lost and drawn (a hot-seat game is only played)."""

    __slots__ = ("played", "won", "lost", "drawn")

    def __init__(self):
        self.played = self.won = self.lost = self.drawn = 0

    def add(self, result):
        self.played += 1
        if result in ("won", "lost", "drawn"):
            setattr(self, result, getattr(self, result) + 1)


class GameRecord:
    """One game's record: the totals, by opponents (:func:`opponents`), by player count, and the
    winning streaks (current and best, over the games won or lost by the person here, in the
    order they ended: a loss or a draw ends a streak, a hot-seat game leaves it as it is)."""

    def __init__(self):
        self.total = Tally()
        self.against = {}
        self.by_count = {}
        self.streak = 0
        self.best = 0

    def add(self, entry):
        result = entry["result"]
        self.total.add(result)
        self.against.setdefault(opponents(entry), Tally()).add(result)
        self.by_count.setdefault(entry["count"], Tally()).add(result)
        if result == "won":
            self.streak += 1
            self.best = max(self.best, self.streak)
        elif result in ("lost", "drawn"):
            self.streak = 0


def summarize(entries):
    """``(all games, {game id: GameRecord})`` from the book's entries."""
    overall = GameRecord()
    per_game: dict[str, GameRecord] = {}
    for entry in sorted(entries, key=lambda e: e["at"]):
        overall.add(entry)
        per_game.setdefault(entry["game"], GameRecord()).add(entry)
    return overall, per_game


# ---- the book in storage ---------------------------------------------------------------------
class RecordBook:
    """The book of a :class:`~vivarium.core.saves.SaveStore`'s storage. ``entries`` is what is
    known; ``unread``: the storage did not give the book back (nothing is written then);
    ``damaged``: ``(reason, kept aside?)`` once, when a damaged book was found."""

    def __init__(self, store):
        self.store = store
        self.key = store.prefix + "record"
        self.entries = []
        self.loaded = False
        self.unread = False
        self.unsaved = False  # the last write was refused (full, read-only): kept here meanwhile
        self.blocked = False  # a damaged book could not be copied aside: never written over
        self.damaged = None
        self.seeded = False  # the games finished before the book existed were entered

    def _read(self):
        """``(entries, seeded)`` as stored: None when there is no book yet. Raises
        :class:`StorageUnreadable`; a damaged book is kept aside here and what it still holds
        is returned."""
        raw = self.store.storage.read(self.key)
        if raw is None:
            return None
        try:
            data = read_json(raw, max_chars=MAX_CHARS)
            if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
                raise RecordError(msg("yours.book.not_a_book"))
            games = data.get("games")
            if not isinstance(games, list):
                raise RecordError(msg("yours.book.not_a_book"))
        except (RecordError, TextRefused) as err:
            self._keep_aside(raw, msg("yours.book.damaged"))
            return []
        good = [clean(e) for e in games if valid_entry(e, self.store.games)]
        if len(good) < len(games):  # some entries damaged: the whole text is kept, the rest goes on
            self._keep_aside(raw, msg("yours.book.some_damaged", n=len(games) - len(good)))
        return merge([], good)[0]

    def _keep_aside(self, raw, reason):
        """The damaged book's text under ``<ns>.kept.record`` (read back), as a damaged save's."""
        storage = self.store.storage
        key = self.store.kept_prefix + "record"
        kept = dumps({"id": "record", "reason": reason, "kept_at": int(time.time() * 1000), "raw": raw})
        try:
            for existing in storage.keys():
                if existing == key or existing.startswith(key + "-"):
                    info = read_json(storage.read(existing) or "null")
                    if isinstance(info, dict) and info.get("raw") == raw:  # this very text is kept already
                        return
            if key in storage.keys():
                key += "-" + self.store.new_id()
            storage.set(key, kept)
            copied = storage.read(key) == kept
        except Exception:  # no room, refused, unreadable: the damaged book is left where it is
            copied = False
        self.blocked = not copied
        self.damaged = (reason, copied)

    def load(self, seed_from=None):
        """Read the book (once it is read, again only to merge before a write). With no book
        yet, ``seed_from()`` gives the entries of the games finished before the book existed
        (the saves), written at once."""
        try:
            found = self._read()
        except StorageUnreadable:
            self.unread = True
            return self.entries
        self.unread = False
        self.loaded = True
        if found is None:
            if not self.seeded and seed_from is not None:
                self.seeded = True
                self.entries = merge(self.entries, seed_from())[0]
            if self.entries:
                self._write()
        else:
            self.entries = merge(found, self.entries)[0]  # what this page added meanwhile stays
            if self.unsaved or self.damaged:
                self._write()
        return self.entries

    def add(self, entries):
        """Enter finished games (each once); the number of new entries. Merged with what another
        tab may have written since, then stored."""
        if not self.loaded:
            self.load()
        fresh = [e for e in entries if e is not None]
        known = {e["key"] for e in self.entries}
        if not [e for e in fresh if e["key"] not in known]:
            return 0
        try:
            stored = self._read()
        except StorageUnreadable:
            self.unread = True
            stored = None
        base = merge(stored or [], self.entries)[0]
        self.entries, added = merge(base, fresh)
        self._write()
        return added

    def _write(self):
        if self.unread or self.blocked:
            return False
        text = dumps({"format": FORMAT, "version": VERSION, "games": self.entries}, separators=(",", ":"))
        try:
            self.store.storage.set(self.key, text)
        except Exception as err:
            self.store.health.write_failed(err)
            self.unsaved = True
            return False
        self.unsaved = False
        return True


def from_saves(store):
    """The book's entries of the finished games among ``store``'s saves (each replayed)."""
    from .session import Session

    out = []
    for entry in store.entries():
        if not entry["summary"].get("finished", True):
            continue
        try:
            raw = store.read_raw(entry["id"])
            data = read_json(raw) if raw is not None else None
            session = Session.from_record(store.games, data)
            out.append(entry_of(session.record, session.outcome, entry["saved_at"] or None))
        except Exception:  # a save that cannot be replayed has no result to enter
            continue
    return [e for e in out if e is not None]
