"""Storage that fails (issue 23): reading is not judging, explicit degraded modes, and messages
that tell the truth about what was stored.

Every test here uses fake storages with the localStorage interface. The fault-injection matrix
at the end makes getItem / setItem / removeItem / key listing throw (always, once, for one key),
fills the quota at start and mid-game, and swaps the storage under a running shell; each case
checks that no valid save is lost and that the person is told."""

import json
import re

import pytest

from vivarium.core import storage_modes as modes
from vivarium.i18n import say
from vivarium.core.records import check_shape
from vivarium.core.saves import MemoryStorage, SaveStore
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui.shell import Shell
from vivarium.web.storage import open_storage

NS = "vivarium"
SAVE = f"{NS}.v1.save."
CURRENT = f"{NS}.v1.current"
KEPT = f"{NS}.kept."


def rec(actions, **changes):
    r = {"version": 1, "game": "pond", "options": {"variant": "small", "best_of": 1, "first": "light"},
         "seed": 5, "players": [{"kind": "human"}, {"kind": "human"}], "actions": list(actions),
         "saved_at": 1_700_000_000_000, "summary": {"title": "Pond", "status": "Move 3"}}
    r.update(changes)
    return json.dumps(r)


A = rec(["place c3", "place b2"])  # the game on screen
# another saved game (its summary as long as a summary of messages: deleting it makes room for
# the game on screen to be saved with its own)
B = rec(["place a1"], saved_at=1_600_000_000_000, summary={"title": "Pond", "status": "Move 2", "note": "x" * 400})


def items():
    return {SAVE + "A": A, SAVE + "B": B, CURRENT: "A"}


class QuotaError(Exception):
    name = "QuotaExceededError"

    def __str__(self):
        return "QuotaExceededError: the quota has been exceeded"


class SecurityError(Exception):
    def __str__(self):
        return "SecurityError: the operation is insecure"


class Faulty(MemoryStorage):
    """A MemoryStorage whose calls throw by rule. ``faults[op]`` is ``(error, key or None,
    times or None)``: throw ``error`` for that key (any key when None), that many times
    (always when None). ``fired`` counts the throws."""

    def __init__(self, items=None):
        super().__init__(items)
        self.faults = {}
        self.fired = 0

    def fault(self, op, error, key=None, times=None):
        self.faults[op] = [error, key, times]
        return self

    def _maybe(self, op, key=None):
        rule = self.faults.get(op)
        if not rule:
            return
        error, only, times = rule
        if only is not None and key != only:
            return
        if times is not None:
            if times <= 0:
                return
            rule[2] = times - 1
        self.fired += 1
        raise error()

    def get(self, key):
        self._maybe("get", key)
        return super().get(key)

    def set(self, key, value):
        self._maybe("set", key)
        super().set(key, value)

    def remove(self, key):
        self._maybe("remove", key)
        super().remove(key)

    def keys(self):
        self._maybe("keys")
        return super().keys()


class Quota(MemoryStorage):
    """A storage with a size limit in characters (keys + values), like localStorage's quota."""

    def __init__(self, items=None, capacity=None):
        super().__init__(items)
        self.capacity = capacity if capacity is not None else self.used()

    def used(self, items=None):
        return sum(len(k) + len(v) for k, v in (items if items is not None else self.items).items())

    def set(self, key, value):
        after = {**self.items, key: value}
        if self.used(after) > self.capacity:
            raise QuotaError()
        self.items[key] = value


def boot(storage, **kw):
    return Shell(storage, GAMES, VIEWS, RULES_PAGES, **kw)


def said(shell):
    """Everything the person is told: notices, the error line, and the page itself."""
    return " ".join(say(t) for _, t in shell.notices) + " " + say(shell.error) + " " + shell.html()


# ---- 1. a read error is never a judgement --------------------------------------------------
def test_a_read_error_at_start_never_turns_the_current_save_into_damage():
    storage = Faulty(items()).fault("get", QuotaError, key=SAVE + "A", times=1)  # getItem throws once
    shell = boot(storage)
    assert storage.fired == 1
    assert storage.items[SAVE + "A"] == A  # not moved, not removed
    assert not any(k.startswith(KEPT) for k in storage.items)  # not judged damaged
    assert "kept aside" not in said(shell)
    assert "could not be read this time" in said(shell) and "Nothing was changed" in said(shell)
    again = boot(storage)  # the next normal load: the game is there, at the same position
    assert again.screen == "play" and again.save_id == "A"
    assert again.session.record["actions"] == ["place c3", "place b2"]


def test_storage_that_cannot_be_read_all_page_long_loses_nothing():
    storage = Faulty(items()).fault("get", SecurityError)
    shell = boot(storage)
    assert storage.items == items()  # nothing judged, moved or removed
    assert "does not allow saving" in said(shell)
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "human", "variant": "small"})
    assert shell.act(shell.legal_for_human()[0])  # playable, in memory
    assert storage.items == items()
    storage.faults.clear()
    assert boot(storage).session.record["actions"] == ["place c3", "place b2"]


def test_one_save_that_cannot_be_read_is_left_alone_and_the_others_are_listed():
    storage = Faulty(items()).fault("get", SecurityError, key=SAVE + "B")
    shell = boot(storage)
    assert shell.save_id == "A" and storage.items[SAVE + "B"] == B
    shell.command("home")
    page = shell.html()
    assert "1 saved game could not be read from this browser" in page
    assert [e["id"] for e in shell.store.entries()] == ["A"]
    assert shell.store.kept() == []


def test_resuming_a_save_that_cannot_be_read_says_so_and_keeps_it():
    storage = Faulty(items())
    shell = boot(storage)
    shell.command("home")
    storage.fault("get", SecurityError, key=SAVE + "B", times=1)
    shell.command("resume B")
    assert storage.items[SAVE + "B"] == B and shell.store.kept() == []
    assert any("could not be read from the browser's storage this time" in t for _, t in shell.notices)
    assert not any("Damaged saves" in t for _, t in shell.notices)
    shell.command("resume B")  # it reads now: the game opens
    assert shell.save_id == "B" and shell.session.record["actions"] == ["place a1"]


def test_a_damaged_save_is_copied_aside_once_when_removing_it_is_refused():
    storage = Faulty({**items(), SAVE + "D": "{damaged"}).fault("remove", SecurityError)
    shell = boot(storage)
    for _ in range(3):  # the saved-games list judges the saves each time it is drawn
        shell.command("home")
        shell.html()
        shell.store.entries()
    boot(storage).command("home")  # and a second start
    copies = [k for k in storage.items if k.startswith(KEPT)]
    assert len(copies) == 1, copies  # before the fix: 3 after one start, 6 after two
    assert json.loads(storage.items[copies[0]])["raw"] == "{damaged"
    assert storage.items[SAVE + "D"] == "{damaged"  # the original stays: the storage refused
    damaged_notices = [t for _, t in shell.notices if "could not be read" in say(t) or "kept aside" in say(t)]
    assert len(damaged_notices) <= 1
    storage.faults.clear()
    boot(storage)  # removal works again: the original goes, the one copy stays
    assert SAVE + "D" not in storage.items and [k for k in storage.items if k.startswith(KEPT)] == copies


# ---- 2. explicit modes -----------------------------------------------------------------------
class JsStorage:
    """What Pyodide shows of ``window.localStorage``; ``refuse`` is thrown by setItem."""

    def __init__(self, items, refuse=None):
        self.items = dict(items)
        self.refuse = refuse

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        if self.refuse:
            raise self.refuse()
        self.items[key] = value

    def removeItem(self, key):
        self.items.pop(key, None)

    def key(self, i):
        return list(self.items)[i]

    @property
    def length(self):
        return len(self.items)


class Window:
    def __init__(self, ls):
        self.localStorage = ls


@pytest.mark.parametrize("refuse, mode, words", [
    (SecurityError, modes.READ_ONLY, "not letting Vivarium save"),
    (QuotaError, modes.FULL, "storage for Vivarium is full"),
])
def test_a_storage_refusing_writes_at_start_still_lists_and_resumes_every_save(refuse, mode, words):
    ls = JsStorage(items(), refuse=refuse)
    storage, problem = open_storage(Window(ls))
    shell = boot(storage)
    assert shell.screen == "play" and shell.save_id == "A"  # resumed
    assert words in shell.html()
    assert shell.store.health.mode == mode
    assert shell.act(shell.legal_for_human()[0])  # the new move is kept in memory...
    assert len(shell.session.record["actions"]) == 3
    assert "could not be saved" in shell.error and "after 2 moves" in shell.error
    assert 'data-cmd="export"' in shell.html()  # ...with Export on the banner
    shell.command("home")
    assert {e["id"] for e in shell.store.entries()} == {"A", "B"}
    assert ls.items == items()
    ls.refuse = None  # writes work again: the next save ends the spell
    shell.command("resume A")
    assert shell.act(shell.legal_for_human()[0])
    assert shell.store.health.mode == modes.OK
    assert any("Saving works again" in t for _, t in shell.notices)
    assert words not in shell.html()
    assert len(json.loads(ls.items[SAVE + "A"])["actions"]) == 3


def test_a_page_without_any_storage_is_memory_only_and_says_so_once():
    class NoLocalStorage:
        @property
        def localStorage(self):
            raise SecurityError()

    storage, problem = open_storage(NoLocalStorage())
    shell = boot(storage, embed=True)
    told = [t for _, t in shell.notices if "does not allow saving" in t]
    assert len(told) == 1 and "Vivarium site" in told[0]
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "human", "variant": "small"})
    for _ in range(3):
        assert shell.act(shell.legal_for_human()[0]) and shell.error is None  # not repeated at each move
    assert shell.store.health.mode == modes.UNAVAILABLE
    shell.command("home")
    assert "Every game is saved in this browser" not in shell.html()
    assert "not saved in this browser here" in shell.html()


def test_a_full_storage_at_start_frees_room_when_a_game_is_deleted_and_saving_resumes():
    storage = Quota(items())  # exactly full
    shell = boot(storage)
    assert shell.act(shell.legal_for_human()[0])
    assert "could not be saved" in shell.error and json.loads(storage.items[SAVE + "A"])["actions"] == ["place c3", "place b2"]
    shell.command("home")
    assert "storage for Vivarium is full" in shell.html()
    shell.command("delete B")  # a finished game, say: its room is freed
    assert any("Saving works again" in t for _, t in shell.notices)
    assert json.loads(storage.items[SAVE + "A"])["actions"] == shell.session.record["actions"]
    assert shell.store.health.mode == modes.OK


def test_deleting_a_damaged_copy_left_in_place_frees_room_too():
    storage = Quota({SAVE + "A": A, SAVE + "D": "{" * 700, CURRENT: "A"})
    shell = boot(storage)
    assert storage.items[SAVE + "D"] == "{" * 700  # no room to copy it aside: left in place
    shell.command("home")
    page = shell.html()
    assert "Damaged saves" in page and "no room to copy it aside" in page
    assert shell.act("place a1") is False  # not on the play screen; resume first
    shell.command("resume A")
    assert shell.act(shell.legal_for_human()[0]) and not shell.storage_ok
    shell.command("forget " + SAVE + "D")
    assert SAVE + "D" not in storage.items
    assert shell.storage_ok and len(json.loads(storage.items[SAVE + "A"])["actions"]) == 3


# ---- 3. import tells the truth ---------------------------------------------------------------
def test_import_into_a_nearly_full_storage_never_says_it_is_saved():
    storage = Quota(items())
    storage.capacity += 40  # room for a little, not for a game
    shell = boot(storage)
    shell.command("home")
    shell.command("import-open")
    shell.command("import", {"import-text": rec(["place d4"])})
    text = said(shell)
    assert "Imported a game of Pond (1 move)" in text
    assert "saved in this browser now" not in text
    assert "not saved in this browser" in text and "storage may be full" in text
    assert shell.session.record["actions"] == ["place d4"]  # on the page all the same
    assert {k for k in storage.items if k.startswith(SAVE)} == {SAVE + "A", SAVE + "B"}


def test_import_into_working_storage_says_it_is_saved():
    shell = boot(MemoryStorage())
    shell.command("import-open")
    shell.command("import", {"import-text": rec(["place d4"])})
    assert any("it is saved in this browser now" in t for _, t in shell.notices)
    assert shell.error is None


# ---- 4. smaller untruths -------------------------------------------------------------------------
def test_a_game_never_saved_is_not_said_to_have_a_last_saved_position():
    storage = Quota({})
    storage.capacity = 0
    shell = boot(storage)
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "human", "variant": "small"})
    assert "could not be saved" in shell.error
    assert "last saved position" not in shell.error and "Nothing of it is stored yet" in shell.error


def test_no_sentence_points_to_damaged_saves_unless_the_list_shows_them():
    storage = Quota({SAVE + "D": "{not json", CURRENT: "D"})  # damaged, and no room to copy it aside
    shell = boot(storage)
    assert storage.items[SAVE + "D"] == "{not json"
    pointed = [t for _, t in shell.notices if "Damaged saves" in t]
    assert pointed and all("kept aside" not in t for t in pointed)
    assert '<h3>Damaged saves' in shell.html() and "{not json" in shell.html()


# ---- 5. the fault-injection matrix ---------------------------------------------------------------
# name -> (when the fault starts: "boot" or "mid", op, error, key, times, what the person is told)
MATRIX = {
    "getItem always, from the start": ("boot", "get", SecurityError, None, None, "does not allow saving"),
    "getItem once, on the current save": ("boot", "get", SecurityError, SAVE + "A", 1, "could not be read this time"),
    "getItem once, on the current pointer": ("boot", "get", SecurityError, CURRENT, 1, "your last game was not reopened"),
    "getItem always, on one save": ("boot", "get", SecurityError, SAVE + "B", None, "could not be read from this browser"),
    "listing keys always": ("boot", "keys", SecurityError, None, None, "does not allow saving"),
    "setItem refused from the start": ("boot", "set", SecurityError, None, None, "not letting Vivarium save"),
    "quota full from the start": ("boot", "set", QuotaError, None, None, "storage for Vivarium is full"),
    "quota full once, at the start": ("boot", "set", QuotaError, None, 1, "Saving works again"),
    "removeItem always": ("boot", "remove", SecurityError, None, None, "could not be deleted"),
    "removeItem once": ("boot", "remove", SecurityError, SAVE + "B", 1, "could not be deleted"),
    "getItem always, mid-game": ("mid", "get", SecurityError, None, None, "could not be read from this browser"),
    "getItem once, mid-game": ("mid", "get", SecurityError, SAVE + "A", 1, None),
    "setItem refused mid-game": ("mid", "set", SecurityError, None, None, "refused to store it"),
    "quota full mid-game": ("mid", "set", QuotaError, None, None, "after 2 moves) is still stored"),
    "quota full once, mid-game": ("mid", "set", QuotaError, SAVE + "A", 1, "Saving works again"),
    "removeItem always, mid-game": ("mid", "remove", SecurityError, None, None, "could not be deleted"),
}


@pytest.mark.parametrize("name", list(MATRIX))
def test_fault_injection_no_valid_save_is_lost_and_the_person_is_told(name):
    when, op, error, key, times, told = MATRIX[name]
    storage = Faulty(items())
    if when == "boot":
        storage.fault(op, error, key, times)
    shell = boot(storage)
    heard = [said(shell)]
    if when == "mid":
        assert shell.save_id == "A"
        storage.fault(op, error, key, times)
    if shell.save_id != "A" or shell.screen != "play":
        shell.command("resume A")
    moved = shell.save_id == "A" and shell.screen == "play" and shell.act(shell.legal_for_human()[0])
    heard.append(said(shell))
    shell.command("home")
    shell.command("delete B")
    heard.append(said(shell))
    deleted = not any("could not be deleted" in t for _, t in shell.notices)
    # the person is told
    if told:
        assert told in " ".join(heard), f"not told: {told!r}"
    # no valid save lost: with the fault gone, a new page finds A (at least as far as it was) and B
    storage.faults.clear()
    for k, v in storage.items.items():
        assert isinstance(v, str)
    assert not any(k.startswith(KEPT) for k in storage.items), "a valid save was judged damaged"
    a = json.loads(storage.items[SAVE + "A"])
    check_shape(a, GAMES)
    assert a["actions"][:2] == ["place c3", "place b2"]
    if moved and shell.storage_ok:
        assert len(a["actions"]) == 3
    if deleted:
        assert SAVE + "B" not in storage.items or shell.store.in_memory
    else:
        assert storage.items[SAVE + "B"] == B
    again = boot(storage)
    assert again.save_id == "A" and again.session.record["actions"] == a["actions"]


def test_the_storage_cleared_under_a_running_shell_keeps_the_game_and_saves_it_again():
    storage = Faulty(items())
    shell = boot(storage)
    storage.items.clear()  # another tab cleared site data
    assert shell.saving.storage_changed(None) is True
    assert any("storage was cleared" in t for _, t in shell.notices)
    assert shell.act(shell.legal_for_human()[0])
    assert json.loads(storage.items[SAVE + "A"])["actions"] == shell.session.record["actions"]


def test_storage_that_stops_answering_under_a_running_shell_is_not_taken_for_deleted():
    storage = Faulty(items())
    shell = boot(storage)
    storage.fault("get", SecurityError)
    assert shell.saving.storage_changed(SAVE + "A") is True
    assert any("could not be read just now" in t for _, t in shell.notices)
    assert not any("deleted" in t for _, t in shell.notices)
    assert shell.session.record["actions"] == ["place c3", "place b2"]
    storage.faults.clear()
    assert storage.items == items()


def test_the_probe_turns_failures_into_modes():
    assert modes.probe(MemoryStorage()) == modes.OK
    assert modes.probe(Faulty().fault("get", SecurityError)) == modes.UNAVAILABLE
    assert modes.probe(Faulty().fault("get", SecurityError, times=1)) == modes.OK  # one retry
    assert modes.probe(Faulty().fault("set", SecurityError)) == modes.READ_ONLY
    assert modes.probe(Faulty().fault("set", QuotaError)) == modes.FULL
    assert modes.probe(Quota({}, capacity=0)) == modes.FULL
    health = modes.Health(modes.FULL)
    assert health.write_succeeded() is True and health.mode == modes.OK
    assert SaveStore(Faulty(), GAMES).check() == modes.OK


def test_a_game_stored_under_an_id_with_a_newline_is_listed_under_a_usable_one_and_resumes():
    odd = {SAVE + "A\n": A, SAVE + 'B"]\r': B}
    storage = MemoryStorage(odd)
    shell = boot(storage)
    shell.command("home")
    ids = [e["id"] for e in shell.store.entries()]
    assert len(ids) == 2 and all(re.fullmatch(r"[A-Za-z0-9_-]{1,40}", i) for i in ids), ids
    assert not any(k in storage.items for k in odd)  # moved, not copied twice
    page = shell.html()
    assert "\n\"" not in page and 'data-save="A' not in page
    for save_id in ids:
        shell.command("resume " + save_id)
        assert shell.screen == "play" and shell.save_id == save_id
        assert shell.act(shell.legal_for_human()[0])  # and it saves under its new id
    assert sorted(len(json.loads(storage.items[SAVE + i])["actions"]) for i in ids) == [2, 3]
