"""The gate for stored data (issue 13): limits before parsing, a schema check of every field
of a record, and an app that starts normally whatever is in storage."""

import json

import pytest

from vivarium.core.gate import MAX_DEPTH, TextRefused, nesting_depth, read_json
from vivarium.core.records import RecordError, check_shape
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui.shell import Shell

SAVE = "vivarium.v1.save."
CURRENT = "vivarium.v1.current"


def record(**changes):
    rec = {"version": 1, "game": "pond", "options": {}, "seed": 3,
           "players": [{"kind": "human"}, {"kind": "bot", "level": "easy"}], "actions": []}
    rec.update(changes)
    return rec


def boot_with(raw, save_id="abc"):
    storage = MemoryStorage({SAVE + save_id: raw, CURRENT: save_id})
    shell = Shell(storage, GAMES, VIEWS, RULES_PAGES)
    return shell, storage


def test_nesting_depth_ignores_brackets_inside_strings():
    assert nesting_depth('{"a": "[[[[{{{{", "b": [1, [2]]}') == 3
    assert nesting_depth('"\\"[[["') == 0
    assert nesting_depth("[" * 50 + "]" * 50, stop_after=10) == 11


def test_read_json_refuses_deep_huge_and_broken_text_with_a_sentence():
    with pytest.raises(TextRefused, match="nested too deeply"):
        read_json("[" * 10000 + "]" * 10000)
    with pytest.raises(TextRefused, match="too large"):
        read_json('"' + "x" * 3_000_000 + '"')
    with pytest.raises(TextRefused, match="not valid JSON"):
        read_json('{"version": 1,')
    with pytest.raises(TextRefused, match="not text"):
        read_json(None)
    assert read_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None


def test_reproduction_deeply_nested_save_boots_and_is_kept_aside():
    raw = "[" * 10000 + "]" * 10000
    shell, storage = boot_with(raw)
    assert shell.screen == "home"
    assert any("nested too deeply" in text for kind, text in shell.notices if kind == "error")
    kept = shell.store.kept()
    assert len(kept) == 1 and kept[0]["raw"] == raw  # the raw text is kept, not thrown away
    assert "Damaged saves" in shell.html()


def test_reproduction_unknown_bot_level_boots_and_is_kept_aside():
    raw = json.dumps(record(players=[{"kind": "human"}, {"kind": "bot", "level": "godlike"}], actions=["place a1"]))
    shell, storage = boot_with(raw)
    assert shell.screen == "home" and shell.session is None
    assert any("unknown level 'godlike'" in text for _, text in shell.notices)
    assert shell.store.kept()[0]["raw"] == raw
    assert shell.bot_turn() is None  # nothing for the bot loop to choke on


@pytest.mark.parametrize("data, fragment", [
    (record(seed=-1), "no valid seed"),
    (record(seed=1 << 129), "no valid seed"),
    (record(actions=["place a1"] * 20_001), "more than any game"),
    (record(actions=["x" * 500]), "far too long"),
    (record(players=[{"kind": "human"}, {"kind": "bot"}]), "unknown level"),
    (record(players=[{"kind": "human"}, {"kind": "bot", "level": ["hard"]}]), "unknown level"),
    (record(players=[{"kind": "human", "level": "hard"}, {"kind": "human"}]), "players is damaged"),
    (record(players=[{"kind": "human", "admin": True}, {"kind": "human"}]), "players is damaged"),
    (record(players=[{"kind": "human", "name": 7}, {"kind": "human"}]), "name in the record is damaged"),
    (record(players=[{"kind": "human", "name": "x" * 101}, {"kind": "human"}]), "name in the record is damaged"),
    (record(summary={"title": {"nested": ["no", "message"]}}), "summary is damaged"),
    (record(saved_at="yesterday"), "saved at is damaged"),
    (record(saved_at=True), "saved at is damaged"),
])
def test_schema_refuses_each_damaged_field(data, fragment):
    with pytest.raises(RecordError, match=fragment):
        check_shape(data, GAMES)


def test_a_good_record_with_names_summary_and_time_passes():
    data = record(players=[{"kind": "human", "name": "<b>Ann</b>"}, {"kind": "bot", "level": "hard", "name": "Bo"}],
                  summary={"title": "Pond", "status": "Move 1"}, saved_at=1_700_000_000_000)
    assert check_shape(data, GAMES) is GAMES["pond"]


def test_damaged_saves_never_stop_the_others_from_loading():
    good = json.dumps(record())
    storage = MemoryStorage({SAVE + "good": good, SAVE + "deep": "{" * 5000, SAVE + "bad": "nonsense", CURRENT: "good"})
    shell = Shell(storage, GAMES, VIEWS, RULES_PAGES)
    assert shell.screen == "play" and shell.save_id == "good"
    assert {k["id"] for k in shell.store.kept()} == {"deep", "bad"}


class FullStorage(MemoryStorage):
    """Storage that is full: every write fails."""

    def set(self, key, value):
        raise RuntimeError("QuotaExceededError")


def test_an_unreadable_save_stays_in_place_when_it_cannot_be_copied_aside():
    storage = FullStorage({SAVE + "abc": "{" * 100, CURRENT: "abc"})
    shell = Shell(storage, GAMES, VIEWS, RULES_PAGES)
    assert shell.screen == "home"
    assert storage.items[SAVE + "abc"] == "{" * 100  # never deleted without its raw text kept


def test_a_fault_is_reported_and_the_app_recovers_to_home():
    shell, _ = boot_with(json.dumps(record()))
    assert shell.screen == "play"
    html = shell.recover("showing this screen", ZeroDivisionError("boom"))
    assert shell.screen == "home"
    assert "Something went wrong while showing this screen (ZeroDivisionError: boom)" in html
    assert "Resume" in html  # the saved game is still offered


# ---- two tabs on one game (issue 13, item 3) ------------------------------------------------
def two_tabs():
    storage = MemoryStorage()
    a = Shell(storage, GAMES, VIEWS, RULES_PAGES)
    a.command("new pond")
    a.command("start", {"seat0": "human", "seat1": "human", "variant": "small"})
    b = Shell(storage, GAMES, VIEWS, RULES_PAGES)  # the second tab opens the same (current) game
    assert b.save_id == a.save_id and b.screen == "play"
    return storage, a, b


def test_a_move_in_one_tab_reaches_the_other_through_the_storage_event():
    storage, a, b = two_tabs()
    assert a.act(a.legal_for_human()[0])
    assert b.saving.storage_changed(b.store.key(b.save_id)) is True
    assert b.session.record["actions"] == a.session.record["actions"]
    assert any("another tab" in text for _, text in b.notices)
    assert b.saving.storage_changed(b.store.key(b.save_id)) is False  # nothing new since


def test_the_other_tabs_notice_is_shown_once_and_counted_however_often_it_plays_on():
    storage, a, b = two_tabs()
    for _ in range(42):  # a storm of writes in the other tab
        assert a.act(a.legal_for_human()[0]) and b.saving.storage_changed(b.store.key(b.save_id)) is True
        if a.session.outcome is not None:
            break
    said = [text for _, text in b.notices if "another tab" in text]
    assert len(said) == 1  # before the fix: one line per write
    page = b.html()
    assert page.count("played on in another tab") == 1 and "times)" in page


def test_notices_are_bounded_and_cleared_by_dismiss():
    from vivarium.ui.notices import Notices

    notes = Notices(limit=5)
    for i in range(10_000):
        notes.append(("error", f"refused {i % 50}"))
    assert len(notes) == 5 and notes.counted()[-1] == ("error", "refused 49", 1)
    notes.append(("error", "refused 49"))
    assert notes.times(4) == 2
    storage, a, b = two_tabs()
    a.notices.append(("info", "x"))
    a.command("dismiss")
    assert list(a.notices) == [] and a.notices.append(("info", "x")) is None and len(a.notices) == 1


def test_a_stale_tab_never_writes_over_the_other_tabs_move():
    storage, a, b = two_tabs()
    first = a.legal_for_human()[0]
    assert a.act(first)  # tab A moves; tab B missed the event
    saved = storage.items[a.store.key(a.save_id)]
    b.act(b.legal_for_human()[-1])  # tab B plays from the old position
    assert storage.items[a.store.key(a.save_id)] == saved  # A's move is still what is stored
    assert b.session.record["actions"] == [first]  # B now shows the latest position
    assert any("your last move here was not saved" in text for _, text in b.notices)


def test_a_game_deleted_in_another_tab_stays_on_screen_and_is_saved_again():
    storage, a, b = two_tabs()
    key = a.store.key(a.save_id)
    del storage.items[key]
    assert a.saving.storage_changed(key) is True
    assert a.screen == "play" and any("deleted" in text for _, text in a.notices)
    assert a.act(a.legal_for_human()[0])
    assert key in storage.items


def test_storage_full_while_saving_keeps_the_previous_save_and_play_goes_on():
    storage, a, _ = two_tabs()
    key = a.store.key(a.save_id)
    before = storage.items[key]

    def full(k, v):
        raise RuntimeError("QuotaExceededError")

    storage.set = full
    assert a.act(a.legal_for_human()[0])  # the move is played
    assert storage.items[key] == before
    assert "could not be saved" in a.error and "storage may be full" in a.error
    assert len(a.session.record["actions"]) == 1


# ---- export and import (issue 13, item 5) ----------------------------------------------------
def test_an_exported_game_imports_on_another_device_at_the_same_position():
    storage, a, _ = two_tabs()
    a.act(a.legal_for_human()[0])
    a.act(a.legal_for_human()[0])
    a.command("export")
    assert a.dialog["kind"] == "export" and 'data-dialog="export"' in a.html()
    text = a.dialog["text"]
    elsewhere = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES)  # another profile
    elsewhere.command("import-open")
    assert 'name="import-text"' in elsewhere.html()
    elsewhere.command("import", {"import-text": text})
    assert elsewhere.dialog is None and elsewhere.screen == "play"
    assert elsewhere.session.state == a.session.state
    assert elsewhere.session.record["actions"] == a.session.record["actions"]
    assert elsewhere.store.entries()[0]["id"] == elsewhere.save_id  # saved there
    assert any("Imported a game of Pond (2 moves)" in t for _, t in elsewhere.notices)


@pytest.mark.parametrize("text, fragment", [
    ("", "not valid JSON"),
    ("[" * 5000, "nested too deeply"),
    (json.dumps(record(game="chess")), "Unknown game"),
    (json.dumps(record(actions=["place a1", "place a1"])), "Move 2"),
    (json.dumps(record(players=[{"kind": "human"}])), "needs 2"),
    (json.dumps(record(players=[{"kind": "human", "name": "<script>alert(1)</script>"}, {"kind": "bot", "level": "nope"}])), "unknown level"),
])
def test_a_damaged_import_is_refused_with_a_sentence_and_saves_nothing(text, fragment):
    shell = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES)
    shell.command("import-open")
    shell.command("import", {"import-text": text})
    assert shell.dialog["kind"] == "import" and fragment in shell.dialog["error"]
    assert shell.store.entries() == [] and shell.session is None
    page = shell.html()
    assert "<script>alert" not in page  # whatever was pasted is escaped
