"""Start faster (issue 25): what the saved-games panel says about the kept snapshot, and its
setting. The snapshot itself is made and restored in the browser (e2e/test_e2e_snapshot.py)."""
from __future__ import annotations

from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui import screens
from vivarium.ui.shell import Shell


def shell(facts=None, embed=False):
    s = Shell(MemoryStorage(), GAMES, views=VIEWS, rules=RULES_PAGES, embed=embed)
    s.snapshot = facts
    return s


FACTS = {"available": True, "path": "plain", "size": 0, "restore_ms": None, "kept": False, "made": None, "on": True}


def test_nothing_is_said_where_the_browser_cannot_keep_a_snapshot():
    assert "start-faster" not in screens.home(shell(None))
    assert "start-faster" not in screens.home(shell({**FACTS, "available": False}))
    assert "start-faster" not in screens.home(shell(FACTS, embed=True))


def test_the_panel_says_what_is_kept_and_offers_clear_and_off():
    html = screens.home(shell({**FACTS, "path": "snapshot", "kept": True, "size": 31_457_408, "restore_ms": 220}))
    assert "a copy of the started games (30.0 MB) is kept in this browser" in html
    assert "This visit started from it in 0.2 s." in html
    assert 'data-cmd="snapshot-clear"' in html and 'data-cmd="start-faster off"' in html


def test_before_the_first_snapshot_and_when_the_browser_refused_it():
    assert "after this visit, a copy of the started games (about 30 MB) is kept" in screens.home(shell(FACTS))
    refused = screens.home(shell({**FACTS, "made": False}))
    assert "did not keep a copy" in refused and 'data-cmd="snapshot-clear"' not in refused


def test_the_setting_is_kept_and_off_offers_to_turn_it_back_on():
    s = shell(FACTS)
    s.command("start-faster off")
    assert s.store.get_pref("start-faster") == "off" and s.error is None
    s.snapshot["on"] = False
    html = screens.home(s)
    assert "Start faster is off" in html and 'data-cmd="start-faster on"' in html and "uses about 30 MB" in html
    s.command("start-faster sometimes")
    assert s.error and s.store.get_pref("start-faster") == "off"


def test_a_browser_that_kept_nothing_is_told_once_in_the_panel_and_offered_a_retry():
    """Issue 37: once a snapshot was written and not found (web/snapshot.py sets the preference
    to "unkept"), the panel says it is not made again, in both languages, with Try again and
    Turn off; Try again turns it back on."""
    from vivarium import i18n

    s = shell(FACTS)
    s.store.set_pref("start-faster", "unkept")
    html = screens.home(s)
    assert 'data-start-faster="unkept"' in html and "so it is not made again" in html
    assert 'data-cmd="start-faster on"' in html and 'data-cmd="start-faster off"' in html
    assert 'data-cmd="snapshot-clear"' not in html
    i18n.set_language("fr")
    try:
        assert "elle n’est donc plus refaite" in screens.home(s)
    finally:
        i18n.set_language("en")
    s.command("start-faster on")
    assert s.store.get_pref("start-faster") == "on"
    assert 'data-start-faster="unkept"' not in screens.home(s)
