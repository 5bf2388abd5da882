"""What the app imports to boot stays lean: every module is compiled in the browser on each
visit (Pyodide keeps no bytecode cache), so a heavy standard-library import costs every player
time. scripts/bench.py measured urllib.parse (which pulls in ipaddress) at ~50 ms of a warm boot
and ~150 ms of a cold one; it is imported only when a link with settings is read or made."""

import subprocess
import sys
from pathlib import Path

PY = Path(__file__).resolve().parent.parent / "py"

# The pure modules the web edge imports at start-up (vivarium.web.* itself needs the browser).
BOOT_MODULES = ["vivarium.games", "vivarium.ui.shell", "vivarium.ui.screens", "vivarium.ui.url_params",
                "vivarium.ui.embed_dialog", "vivarium.core.bots", "vivarium.core.saves"]
HEAVY = ["urllib.parse", "ipaddress", "email", "http", "xml", "decimal", "datetime", "dataclasses", "typing", "inspect"]


def test_booting_imports_no_heavy_standard_library_module():
    code = (
        "import sys; before = set(sys.modules)\n"
        f"for m in {BOOT_MODULES!r}: __import__(m)\n"
        f"print(sorted(m for m in {HEAVY!r} if m in sys.modules and m not in before))"
    )
    # -S: no site-packages start-up hooks, which import some of these modules themselves
    out = subprocess.run([sys.executable, "-S", "-c", code], cwd=PY, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


def test_reading_a_link_with_settings_still_works():
    from vivarium.games import GAMES
    from vivarium.ui import url_params

    req = url_params.parse("?game=pond&embed=1", GAMES)
    assert req.present and req.embed


def test_home_imports_no_game_and_opening_a_game_imports_only_that_game():
    """A visit pays for the game it opens, not for all of them (issue 25, item 3): the home
    page's cards come from ui/home_cards.py, and a game's modules load when it is first looked up."""
    from vivarium.games import IDS

    opened = IDS[-1]
    code = (
        "import sys\n"
        "from vivarium.games import GAMES, VIEWS, RULES_PAGES\n"
        "from vivarium.core.saves import MemoryStorage\n"
        "from vivarium.ui.shell import Shell\n"
        "games = lambda: sorted({m.split('.')[2] for m in sys.modules if m.startswith('vivarium.games.')})\n"
        "sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES)\n"
        "home = sh.html()\n"
        "print(games(), home.count('class=\"game-card\"'))\n"
        f"sh.command('new {opened}'); sh.command('start', {{}}); sh.html()\n"
        "print(games())\n"
    )
    out = subprocess.run([sys.executable, "-S", "-c", code], cwd=PY, capture_output=True, text=True, check=True)
    lines = out.stdout.strip().splitlines()
    assert lines == [f"[] {len(IDS)}", f"[{opened!r}]"], out.stdout + out.stderr
