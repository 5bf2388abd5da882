"""Back up all games / Restore from a backup, and what the saved-games panel says about
keeping them (issue 23). CPython, fake storages."""

import json

from vivarium.core import backup
from vivarium.i18n import say
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui import storage_panel
from vivarium.ui.shell import Shell

from test_storage_faults import SAVE, Quota, rec

NS = "vivarium"


def boot(storage):
    return Shell(storage, GAMES, VIEWS, RULES_PAGES)


def three_games():
    return {SAVE + "g1": rec(["place c3"]), SAVE + "g2": rec(["place c3", "place b2"], saved_at=1_600_000_000_000),
            SAVE + "g3": rec([], seed=9, saved_at=1_500_000_000_000)}


def told(shell):
    return " ".join(say(t) for _, t in shell.notices)


def backup_text(items):
    shell = boot(MemoryStorage(items))
    shell.command("home")
    shell.command("backup")
    assert shell.dialog["kind"] == "backup" and shell.dialog["count"] == len(items)
    return shell, shell.dialog["text"]


def test_back_up_three_games_and_restore_them_into_an_empty_store():
    shell, text = backup_text(three_games())
    data = json.loads(text)
    assert data["format"] == "vivarium-backup" and len(data["games"]) == 3
    assert "Download the backup" in shell.html() and 'download="vivarium-backup-' in shell.html()
    assert storage_panel.last_backup(shell) == data["made_at"]  # the date is remembered
    shell.command("close")
    assert "Last backup: " in shell.html()

    fresh = boot(MemoryStorage())
    fresh.command("restore-open")
    fresh.command("restore", {"import-text": text})
    assert "Restored 3 games, 0 already here, 0 could not be read." in told(fresh)
    assert sorted(e["id"] for e in fresh.store.entries()) == ["g1", "g2", "g3"]
    for save_id, moves in (("g1", ["place c3"]), ("g2", ["place c3", "place b2"]), ("g3", [])):
        fresh.command("resume " + save_id)
        assert fresh.screen == "play" and fresh.session.record["actions"] == moves
    assert fresh.act(fresh.legal_for_human()[0])  # and play goes on


def test_restore_never_overwrites_a_newer_game_and_replaces_a_shorter_one():
    _, text = backup_text(three_games())
    longer = rec(["place c3", "place b2", "place a1"])
    storage = MemoryStorage({SAVE + "g1": longer, SAVE + "g2": rec(["place c3"])})
    same3 = rec([], seed=9, saved_at=1)
    storage.items[SAVE + "g3"] = same3
    shell = boot(storage)
    shell.command("restore-open")
    shell.command("restore", {"import-text": text})
    assert "Restored 1 game, 2 already here, 0 could not be read." in told(shell)
    assert storage.items[SAVE + "g1"] == longer  # more moves here: kept
    assert storage.items[SAVE + "g3"] == same3  # as many moves: the stored one is kept
    assert json.loads(storage.items[SAVE + "g2"])["actions"] == ["place c3", "place b2"]  # the longer copy
    again = boot(storage)
    again.command("restore-open")
    again.command("restore", {"import-text": text})
    assert "Restored 0 games, 3 already here" in told(again)


def test_a_damaged_entry_in_the_backup_is_reported_and_skipped():
    _, text = backup_text(three_games())
    data = json.loads(text)
    data["games"][0]["record"]["actions"] = ["place z9"]  # no longer a legal move
    data["games"].append({"id": "bad id!", "record": json.loads(rec([]))})
    data["games"].append({"id": "odd", "record": {"version": 1, "game": "pond", "options": {"a": [[[[[]]]]]}}})
    storage = MemoryStorage()
    shell = boot(storage)
    shell.command("restore-open")
    shell.command("restore", {"import-text": json.dumps(data)})
    assert "Restored 2 games, 0 already here, 3 could not be read." in told(shell)
    assert len(shell.store.entries()) == 2 and not shell.store.kept()
    data["games"].append({"id": "deep", "record": json.loads("[" * 40 + "]" * 40)})
    shell.command("restore-open")
    shell.command("restore", {"import-text": json.dumps(data)})  # too deep: the whole file is refused, unparsed
    assert "nested too deeply" in shell.dialog["error"] and len(shell.store.entries()) == 2


def test_text_that_is_not_a_backup_keeps_the_dialog_open_with_a_reason():
    shell = boot(MemoryStorage())
    shell.command("restore-open")
    shell.command("restore", {"import-text": rec(["place c3"])})  # one exported game, not a backup
    assert shell.dialog["kind"] == "restore" and "Import a game" in shell.dialog["error"]
    shell.command("restore", {"import-text": "{broken"})
    assert "not a Vivarium backup" in shell.dialog["error"]
    assert shell.store.entries() == []


def test_restore_into_a_full_storage_says_what_was_not_stored():
    _, text = backup_text(three_games())
    storage = Quota({SAVE + "g1": rec(["place c3"])}, capacity=700)
    shell = boot(storage)
    shell.command("restore-open")
    shell.command("restore", {"import-text": text})
    said = told(shell)
    assert "1 already here" in said and "could not be stored in this browser (the storage may be full)" in said
    restored = int(said.split("Restored ")[1].split(" ")[0])
    assert restored + 1 + int(said.split("could not be read. ")[1].split(" ")[0]) == 3
    assert len(shell.store.entries()) == 1 + restored  # nothing claimed that is not there
    assert restored < 2


def test_a_backup_leaves_the_damaged_copies_out():
    items = {**three_games(), SAVE + "broken": "{not json"}
    shell = boot(MemoryStorage(items))
    shell.command("backup")
    assert shell.dialog["count"] == 3
    assert [g["id"] for g in json.loads(shell.dialog["text"])["games"]] == ["g1", "g2", "g3"]


def test_what_the_panel_says_about_keeping_the_games():
    say = storage_panel.keeping_sentences
    assert say(None, None, False) == []
    assert say(True, None, True) == ["Your browser keeps these games.", "No backup made yet."]
    assert say(False, (2048, 10 * 1024 * 1024), True, "2026-11-25") == [
        "Your browser may clear these games when space runs low: back them up.",
        "Space used by this site: 2 KB of 10.0 MB.", "Last backup: 2026-11-25."]
    assert say(False, None, False) == []  # nothing to keep: nothing to warn about


def test_the_browser_is_asked_to_keep_the_games_once_a_game_is_stored():
    storage = MemoryStorage()
    shell = boot(storage)
    assert not shell.wants_persist()  # nothing saved yet
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "bot:easy", "variant": "small"})
    assert shell.wants_persist()
    shell.persist_answer(False)
    assert not shell.wants_persist()
    shell.command("home")
    assert "may clear these games" in shell.html()
    again = boot(storage)  # remembered: never asked again
    assert again.persisted is False and not again.wants_persist()
