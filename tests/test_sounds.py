"""Sound and attention (issue 38 item 6): which sound after a drawing, the tab's mark while it is
your turn in a hidden page, the sound's preference (off in an embed). CPython."""

import json

from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.i18n import msg
from vivarium.ui import sounds
from vivarium.ui.shell import Shell

from test_record_book import EASY, HUMAN, SAVE, late_record


def table(players, left=6, seed=11, storage=None):
    storage = storage or MemoryStorage()
    record, rest = late_record(players, seed, left=left)
    storage.items[SAVE + "t"] = json.dumps(record)
    shell = Shell(storage, GAMES, VIEWS, RULES_PAGES)
    shell.command("resume t")
    return shell, rest


def step(shell, action):
    s = shell.session
    assert shell.bot_move(shell.bot_token(), action) if s.is_bot(s.actor) else shell.act(action)


def test_moves_the_chime_and_the_end_are_heard_nothing_for_what_was_there_or_an_undo():
    shell, rest = table([HUMAN, EASY])
    cues = sounds.Cues()
    assert cues.after(shell) == []  # the table as it opened: nothing new
    heard = []
    for action in rest:
        mover_was_bot = shell.session.is_bot(shell.session.actor)
        step(shell, action)
        got = cues.after(shell)
        heard.append(got)
        if shell.session.outcome is not None:
            assert got == ["end"]
        elif mover_was_bot and not shell.session.is_bot(shell.session.actor):
            assert got[-1] == "turn" and got[0] in ("move", "capture")  # the computer played: your turn
        else:
            assert got in (["move"], ["capture"])
        assert cues.after(shell) == []  # drawn again: nothing new
    assert any("turn" in h for h in heard)
    shell.undo()
    assert cues.after(shell) == []


def test_captures_are_what_each_view_declares():
    pond = VIEWS["pond"]
    scored = msg("pond.log.turn", did=msg("pond.log.move", who="x", piece="y", frm="a1", to="a2"), grew=None,
                 scored=msg("pond.log.scored", n=3, kinds="k", squares="s", shares="h"))
    plain = msg("pond.log.turn", did=msg("pond.log.place", who="x", square="a1"), grew=None, scored=None)
    assert sounds.is_capture(pond, scored) and not sounds.is_capture(pond, plain)
    assert not sounds.is_capture(VIEWS["hexapod"], scored)  # a view that declares none: never
    for game_id in ("pond", "lepidoptery", "arctic", "papillon"):
        from vivarium import i18n
        for key in VIEWS[game_id].capture_keys:
            assert i18n.has(key), key  # every declared key is a real log message


def test_people_sharing_a_device_hear_no_chime_between_their_turns():
    shell, rest = table([HUMAN, HUMAN])
    cues = sounds.Cues()
    cues.after(shell)
    for action in rest[:-1]:
        step(shell, action)
        assert "turn" not in cues.after(shell)


def test_sound_off_plays_nothing_and_an_embed_starts_with_it_off():
    shell, rest = table([HUMAN, EASY])
    cues = sounds.Cues()
    cues.play(shell)
    shell.command("sound off")
    assert not shell.prefs.sound and shell.store.get_pref("sound") == "off"
    step(shell, rest[0])
    assert cues.play(shell) == []
    site = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES)
    embed = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, embed=True)
    assert site.prefs.sound and not embed.prefs.sound
    kept = MemoryStorage({"vivarium.v1.pref.sound": "on"})
    assert Shell(kept, GAMES, VIEWS, RULES_PAGES, embed=True).prefs.sound  # the person's choice is kept
    assert sounds.schedule(["move", "turn"])[-1][0] > sounds.schedule(["move"])[-1][0]  # one after the other


def test_the_tab_is_marked_when_it_became_your_turn_while_hidden():
    shell, rest = table([HUMAN, EASY], left=6)
    while shell.session.is_bot(shell.session.actor):
        step(shell, rest.pop(0))
    att = sounds.Attention()
    att.hidden(shell, True)
    assert not att.marked(shell)  # your turn already when the page was hidden: nothing new
    step(shell, rest.pop(0))  # your move…
    assert not att.marked(shell)
    while shell.session.outcome is None and shell.session.is_bot(shell.session.actor):
        step(shell, rest.pop(0))  # …the computer's answer
    assert shell.session.outcome is None
    assert att.marked(shell) and att.title(shell).startswith(sounds.MARK) and "Your turn" in att.title(shell)
    att.hidden(shell, False)
    assert not att.marked(shell) and not att.title(shell).startswith(sounds.MARK)
    assert sounds.badged_icon().startswith("data:image/svg+xml,")


def test_confirm_switched_on_while_an_answer_waits_holds_it():
    storage = MemoryStorage()
    from test_record_book import late_record as late

    record, rest = late([HUMAN, EASY], seed=11, left=8, game_id="lepidoptery", options={})
    storage.items[SAVE + "c"] = json.dumps(record)
    shell = Shell(storage, GAMES, VIEWS, RULES_PAGES)
    shell.command("resume c")
    while shell.session.is_bot(shell.session.actor):
        step(shell, rest.pop(0))
    legal = shell.legal_for_human()
    assert shell.act(legal[0])
    token = shell.bot_token()
    answer = GAMES["lepidoptery"].legal_actions(shell.session.state)[0]
    assert shell.table.answer_waits()
    shell.command("confirm-pref on")  # switched at the table while the answer waited
    assert shell.prefs.switched == "confirm-pref"
    assert not shell.bot_move(token, answer) and shell.bot_turn() is None
    shell.command("confirm")
    assert shell.bot_move(shell.bot_token(), answer)
