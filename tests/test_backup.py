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
    assert not shell.saving.wants_persist()  # nothing saved yet
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "bot:easy", "variant": "small"})
    assert shell.saving.wants_persist()
    shell.saving.persist_answer(False)
    assert not shell.saving.wants_persist()
    shell.command("home")
    assert "may clear these games" in shell.html()
    again = boot(storage)  # remembered: never asked again
    assert again.saving.persisted is False and not again.saving.wants_persist()


# ---- issue 34: a restore merges and never destroys ------------------------------------------
def pond_line(seed, length, prefix=()):
    """A legal Pond line of play: ``prefix``, then random moves up to ``length`` moves."""
    from random import Random

    from vivarium.core.session import Session

    rng = Random(seed)
    session = Session.from_record(GAMES, json.loads(rec(list(prefix))))
    while len(session.record["actions"]) < length and session.outcome is None:
        session.play(rng.choice(session.game.legal_actions(session.state)))
    return list(session.record["actions"])


def restore_into(storage, text):
    shell = boot(storage)
    shell.command("restore-open")
    shell.command("restore", {"import-text": text})
    return shell


def stored_lines(storage):
    return [json.loads(v) for k, v in storage.items.items() if k.startswith(SAVE)]


def test_a_different_game_under_the_same_id_is_kept_beside_and_said_so():
    _, text = backup_text({SAVE + "g1": rec(["place c3", "place b2", "place a1"], seed=7)})
    mine = rec(["place d4"])  # another game (another deal) that happens to have the same id
    storage = MemoryStorage({SAVE + "g1": mine})
    shell = restore_into(storage, text)
    assert storage.items[SAVE + "g1"] == mine  # before the fix: replaced (it had fewer moves)
    copies = [k for k in storage.items if k.startswith(SAVE) and k != SAVE + "g1"]
    assert len(copies) == 1 and json.loads(storage.items[copies[0]])["actions"] == ["place c3", "place b2", "place a1"]
    said = told(shell)
    assert "Restored 0 games, 0 already here, 0 could not be read." in said
    assert "1 game differs from the one saved here under its name" in said and "both are kept" in said
    shell.command("home")
    page = shell.html()
    assert page.count("From the backup of ") == 1  # the person can tell the two apart
    assert 'data-save="g1"' in page and f'data-save="{copies[0][len(SAVE):]}"' in page


def test_an_older_line_of_play_of_the_same_game_is_kept_beside_the_newer_one():
    before_undo = pond_line(1, 8)  # 8 moves, then the player undid 3 of them and went on
    went_on = pond_line(2, 10, prefix=before_undo[:5])
    assert went_on[:5] == before_undo[:5] and went_on[5:8] != before_undo[5:8]
    _, text = backup_text({SAVE + "g": rec(before_undo)})
    storage = MemoryStorage({SAVE + "g": rec(went_on)})
    shell = restore_into(storage, text)
    lines = sorted((g["actions"] for g in stored_lines(storage)), key=len)
    assert lines == [before_undo, went_on]  # both lines: no move of either lost
    assert "1 game differs" in told(shell)


def test_the_same_id_twice_in_a_backup_counts_one_game():
    data = json.loads(backup_text({SAVE + "g": rec(["place c3"])})[1])
    data["games"].append({"id": "g", "record": json.loads(rec(["place c3", "place b2"]))})
    storage = MemoryStorage()
    shell = restore_into(storage, json.dumps(data))
    assert "Restored 1 game, 0 already here" in told(shell)  # before the fix: "Restored 2 games"
    assert [g["actions"] for g in stored_lines(storage)] == [["place c3", "place b2"]]


def test_restoring_the_same_backup_twice_adds_nothing_the_second_time():
    _, text = backup_text({SAVE + "g1": rec(["place c3"], seed=7), SAVE + "g2": rec(["place a1"])})
    storage = MemoryStorage({SAVE + "g1": rec(["place d4"])})
    restore_into(storage, text)
    before = dict(storage.items)
    again = restore_into(storage, text)
    assert "Restored 0 games, 2 already here" in told(again) and "differs" not in told(again)
    assert {k: v for k, v in storage.items.items() if k.startswith(SAVE)} == {
        k: v for k, v in before.items() if k.startswith(SAVE)}


def test_a_restored_game_keeps_its_saved_games_line():
    storage = MemoryStorage()
    shell = boot(storage)
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "human", "variant": "small"})
    shell.act(shell.legal_for_human()[0])
    shell.command("backup")
    text = shell.dialog["text"]
    fresh = restore_into(MemoryStorage(), text)
    fresh.command("home")
    (entry,) = fresh.store.entries()
    assert entry["summary"]["title"]["$"] == "summary.title" and entry["summary"]["finished"] is False
    assert "Pond" in fresh.html() and "Move 2" in fresh.html()


def test_a_restore_of_any_backup_over_any_stored_games_loses_no_move():
    """Property: random pairs of histories under shared ids (the same line, one extending the
    other, lines that part after a common start, other deals); after the restore every stored line
    and every backup line is held by some stored game (its moves a prefix of that game's)."""
    from random import Random

    rng = Random(34)
    for trial in range(60):
        stored, backed = {}, {}
        for i in range(rng.randint(1, 5)):
            sid = f"g{i}"
            seed_a, seed_b = rng.choice([(5, 5), (5, 5), (5, 6)])
            common = pond_line(rng.random(), rng.randint(0, 6))
            a = pond_line(rng.random(), len(common) + rng.randint(0, 4), prefix=common) if seed_a == 5 else []
            b = pond_line(rng.random(), len(common) + rng.randint(0, 4), prefix=common)
            if rng.random() < 0.8:
                stored[SAVE + sid] = rec(a, seed=seed_a)
            if rng.random() < 0.8:
                backed[sid] = json.loads(rec(b, seed=seed_b))
        original = {k: json.loads(v) for k, v in stored.items()}
        items = [{"id": sid, "record": r} for sid, r in backed.items()]
        if rng.random() < 0.3 and items:  # the same id twice
            items.append(dict(rng.choice(items)))
        text = json.dumps({"format": "vivarium-backup", "version": 1, "made_at": 1, "games": items})
        storage = MemoryStorage(dict(stored))
        restore_into(storage, text)
        after = stored_lines(storage)

        def held(line):
            return any(g["seed"] == line["seed"] and g["actions"][:len(line["actions"])] == line["actions"]
                       for g in after)

        for line in list(original.values()) + [item["record"] for item in items]:
            assert held(line), (trial, line["actions"])
        for key, line in original.items():  # a stored game is only ever replaced by one extending it
            now = json.loads(storage.items[key])
            assert now["seed"] == line["seed"] and now["actions"][:len(line["actions"])] == line["actions"]


def import_into(storage, text):
    shell = boot(storage)
    shell.command("import-open")
    shell.command("import", {"import-text": text})
    return shell


def test_an_import_never_replaces_a_stored_game_unless_it_continues_it():
    older = rec(["place c3"])
    storage = MemoryStorage({SAVE + "g": rec(["place c3", "place b2", "place a1"]),
                             SAVE + "h": rec(["place d4"], seed=8)})
    shell = import_into(storage, older)  # an older copy of g: a new save beside it, g untouched
    assert json.loads(storage.items[SAVE + "g"])["actions"] == ["place c3", "place b2", "place a1"]
    assert shell.save_id not in ("g", "h") and "Imported a game of Pond (1 move)" in told(shell)
    longer = rec(["place d4", "place c3"], seed=8)  # continues h: it takes h's place
    shell = import_into(storage, longer)
    assert shell.save_id == "h" and json.loads(storage.items[SAVE + "h"])["actions"] == ["place d4", "place c3"]
    assert "continues a game saved here" in told(shell)
    assert len(stored_lines(storage)) == 3


def test_an_import_does_not_replace_a_host_game_whose_remote_seats_it_lacks():
    host = json.loads(rec(["place c3"]))
    host["players"][1] = {"kind": "remote"}
    host["remote"] = [{"seat": 1, "secret": "s" * 20, "seq": 3}]
    storage = MemoryStorage({SAVE + "g": json.dumps(host)})
    exported = {k: host[k] for k in ("version", "game", "options", "seed", "players")}
    exported["actions"] = ["place c3", "place b2"]
    shell = import_into(storage, json.dumps(exported))
    assert shell.save_id != "g" and json.loads(storage.items[SAVE + "g"]) == host
