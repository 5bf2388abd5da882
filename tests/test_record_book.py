"""Your record (issue 38): the book of finished games, kept when a save is deleted, counted once,
in the backup, and on Home. CPython, fake storages."""

import json

from vivarium.core import backup, record_book
from vivarium.core.bots import GreedyBot
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.i18n import say, set_language
from vivarium.ui import record as record_ui
from vivarium.ui.shell import Shell

NS = "vivarium"
BOOK = f"{NS}.v1.record"
SAVE = f"{NS}.v1.save."
POND = {"variant": "small", "best_of": 1, "first": "light"}
HUMAN, EASY, HARD = {"kind": "human"}, {"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "hard"}


def boot(storage):
    return Shell(storage, GAMES, VIEWS, RULES_PAGES)


def told(shell):
    return " ".join(say(t) for _, t in shell.notices)


def late_record(players, seed=11, left=1, game_id="pond", options=POND):
    """Greedy play from ``seed`` stopped ``left`` actions before its end."""
    game = GAMES[game_id]
    options = game.normalize_options(options)
    state, actions, bot = game.setup(options, seed), [], GreedyBot(samples=1)
    while game.outcome(state) is None:
        seat = game.actor(state)
        action = bot.choose(game, game.view(state, seat), seat, seed + len(actions))
        state = game.apply(state, action)
        actions.append(action)
    return {"version": 1, "game": game_id, "options": options, "seed": seed, "players": players,
            "actions": actions[:len(actions) - left]}, actions[len(actions) - left:]


def finish(shell, rest):
    """Play the record's last actions at the table on screen, the person's and the computer's."""
    for action in rest:
        s = shell.session
        if s.is_bot(s.actor):
            assert shell.bot_move(shell.bot_token(), action)
        else:
            assert shell.act(action)
    assert shell.session.outcome is not None


def finished_at_home(storage):
    """A game against Easy played to its end at the table, then Home."""
    shell, rest = open_late(storage, [HUMAN, EASY])
    finish(shell, rest)
    shell.command("home")
    return shell


def open_late(storage, players, seed=11, save_id="late"):
    record, rest = late_record(players, seed)
    storage.items[SAVE + save_id] = json.dumps(record)
    shell = boot(storage)
    shell.command("resume " + save_id)
    assert shell.screen == "play"
    return shell, rest


def book(storage):
    return json.loads(storage.items[BOOK])["games"]


def test_a_finished_game_enters_the_record_once_and_stays_when_its_save_is_deleted():
    storage = MemoryStorage()
    shell, rest = open_late(storage, [HUMAN, EASY])
    assert BOOK not in storage.items
    finish(shell, rest)
    entries = book(storage)
    assert len(entries) == 1 and entries[0]["game"] == "pond" and entries[0]["players"] == ["human", "bot:easy"]
    assert entries[0]["result"] in ("won", "lost", "drawn") and entries[0]["count"] == 2
    shell.save()  # saved again (a redraw, a reload): still one entry
    again = boot(storage)
    again.command("home")
    record_ui.html(again)
    assert len(book(storage)) == 1
    again.command("delete late")
    assert SAVE + "late" not in storage.items
    page = record_ui.html(again)
    assert "Your record" in page and "1 game" in page and len(book(storage)) == 1
    assert "Computer, Easy" in page and "2 players" in page


def test_undone_past_its_end_and_finished_again_counts_once_with_its_first_result():
    storage = MemoryStorage()
    shell, rest = open_late(storage, [HUMAN, HUMAN])  # people sharing the device: undo is theirs
    finish(shell, rest)
    first = book(storage)
    shell.undo()
    assert shell.session.outcome is None  # taken back past its end
    finish(shell, rest)
    assert book(storage) == first and len(first) == 1 and first[0]["result"] == "played"


def test_the_first_visit_enters_the_games_already_finished_among_the_saves():
    storage = MemoryStorage()
    record, rest = late_record([HUMAN, HARD], seed=12)
    record["actions"] += rest  # finished before the record book existed
    storage.items[SAVE + "old"] = json.dumps(dict(record, saved_at=1_700_000_000_000, summary={"finished": True}))
    unfinished, _ = late_record([HUMAN, EASY], seed=13, left=5)
    storage.items[SAVE + "mid"] = json.dumps(unfinished)
    shell = boot(storage)
    shell.command("home")
    page = record_ui.html(shell)
    entries = book(storage)
    assert [e["players"] for e in entries] == [["human", "bot:hard"]] and entries[0]["day"] == "2023-11-14"
    assert "Computer, Hard" in page
    record_ui.html(shell)
    assert len(book(storage)) == 1


def test_results_streaks_and_groups():
    def entry(key, result, players=("human", "bot:easy"), at=0):
        return {"key": key, "game": "pond", "players": list(players), "count": len(players), "result": result,
                "day": "2026-01-01", "at": at}

    entries = [entry("a", "won", at=1), entry("b", "won", at=2), entry("c", "won", ("human", "bot:easy", "bot:hard"), at=3),
               entry("d", "lost", at=4), entry("e", "played", ("human", "human"), at=5), entry("f", "won", at=6),
               entry("g", "drawn", ("human", "remote"), at=7), entry("h", "won", at=8)]
    overall, per = record_book.summarize(entries)
    rec = per["pond"]
    assert (rec.total.played, rec.total.won, rec.total.lost, rec.total.drawn) == (8, 5, 1, 1)
    assert rec.best == 3 and rec.streak == 1  # a hot-seat game leaves a streak as it is; a draw ends it
    assert rec.against["hard"].won == 1 and rec.against["easy"].played == 5 and rec.against["here"].played == 1
    assert rec.against["people"].drawn == 1 and rec.by_count[3].played == 1 and rec.by_count[2].played == 7


def test_a_damaged_record_is_kept_aside_and_what_can_be_read_goes_on():
    good = {"key": "k1", "game": "pond", "players": ["human", "bot:easy"], "count": 2, "result": "won",
            "day": "2026-01-01", "at": 5}
    bad = dict(good, key="k2", result="maybe")
    raw = json.dumps({"format": "vivarium-record", "version": 1, "games": [good, bad]})
    storage = MemoryStorage({BOOK: raw})
    shell = boot(storage)
    shell.command("home")
    page = record_ui.html(shell)
    assert "1 entry of your record of finished games could not be read" in told(shell)
    kept = json.loads(storage.items[f"{NS}.kept.record"])
    assert kept["raw"] == raw  # nothing thrown away
    assert book(storage) == [good] and "1 game" in page
    assert "Damaged saves" in shell.html()

    broken = MemoryStorage({BOOK: "{not json"})
    shell = boot(broken)
    shell.command("home")
    record_ui.html(shell)  # never a crash
    shell.html()
    assert json.loads(broken.items[f"{NS}.kept.record"])["raw"] == "{not json"
    assert "could not be read" in told(shell)


def test_a_damaged_record_with_no_room_to_copy_it_is_never_written_over():
    class Full(MemoryStorage):
        def set(self, key, value):
            if key.endswith(".probe"):
                return super().set(key, value)
            raise OSError("full")

    storage = Full({BOOK: "{not json"})
    shell = boot(storage)
    shell.command("home")
    record_ui.html(shell)
    assert storage.items[BOOK] == "{not json" and shell.record.book.blocked


def test_the_backup_carries_the_record_and_restoring_merges_it_once():
    storage = MemoryStorage()
    shell = finished_at_home(storage)
    shell.command("delete late")
    text, count, _ = backup.make_backup(shell.store)
    data = json.loads(text)
    assert count == 0 and len(data["record"]) == 1
    shell.command("backup")
    assert "It also holds your record: 1 finished game" in shell.html()

    fresh = MemoryStorage()
    target = boot(fresh)
    target.command("restore-open")
    target.command("restore", {"import-text": text})
    assert "1 finished game added to your record." in told(target)
    target.command("restore", {"import-text": text})
    assert len(book(fresh)) == 1  # no duplicates
    target.command("home")
    assert "Your record" in record_ui.html(target)

    old = json.dumps({k: v for k, v in data.items() if k != "record"})  # a backup from before the record
    report = backup.restore(boot(MemoryStorage()).store, old)
    assert report.record_added == 0 and report.record_bad == 0
    broken = json.dumps(dict(data, record=[{"key": 1}] + data["record"]))
    report = backup.restore(boot(MemoryStorage()).store, broken)
    assert report.record_added == 1 and report.record_bad == 1


def test_the_record_reads_in_french():
    storage = MemoryStorage()
    shell = finished_at_home(storage)
    shell.set_language("fr")
    try:
        page = record_ui.html(shell)
        assert "Vos résultats" in page and "1 partie" in page and "Ordinateur" in page
    finally:
        set_language("en")


def test_with_every_save_deleted_the_record_is_still_backed_up():
    storage = MemoryStorage()
    shell = finished_at_home(storage)
    shell.command("delete late")
    assert shell.store.entries() == []
    assert 'data-cmd="backup"' in shell.html()  # no saved game left: Back up is there for the record
    shell.command("backup")
    assert "It also holds your record: 1 finished game" in shell.html()
