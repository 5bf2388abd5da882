"""The scaffold of a new game (issue 42, item 2), run on a copy of the sources: it writes the
game's folder, its two catalogues and one registry line (and regenerates the home page's cards),
nothing else; the game it writes registers, passes the conformance kit, has its rules page with
figures and house readings in both languages, and plays to the end on every screen in both;
an id that exists or is no plain lower-case word is refused.

The whole proof (every registry-wide test with a scaffolded game) is docs/architecture.md's
"How to add a game"; this keeps the scaffold from drifting away from it at a small cost."""

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from vivarium.games import IDS

ROOT = Path(__file__).resolve().parent.parent
COPIED = ["py/vivarium", "scripts/new_game.py", "scripts/sync_home_shell.py", "static/css/app.css",
          "static/js/words.js", "index.html"]
NEW = next(n for n in ("newt", "toad", "heron", "otter") if n not in IDS)  # a scratch id, not registered

CHECK = r'''
import random, re, sys
from vivarium import i18n
from vivarium.core.conformance import check_game
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, IDS, RULES_PAGES, VIEWS, checks
from vivarium.ui import covers
from vivarium.ui.shell import Shell

gid = sys.argv[1]
assert IDS[-1] == gid, IDS
game, own = GAMES[gid], checks(gid)
for variant in own.variants:
    assert check_game(game, variant, seeds=(1, 2)) > 10
assert gid in i18n.SECTIONS
assert set(i18n.catalogue("en", gid)) == set(i18n.catalogue("fr", gid))
assert covers.picture(game, VIEWS[gid])
for lang, mark in (("en", "House rule"), ("fr", "Précision")):
    i18n.set_language(lang)
    page = RULES_PAGES[gid].html()
    figures = re.findall(r'<figure class="rules-fig.*?</figure>', page, re.S)
    assert mark in page and len(figures) >= 2 and all(own.figure_mark in f for f in figures), lang
    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(3), lang=lang)
    assert f'data-game="{gid}"' in sh.html()
    sh.command("new " + gid)
    sh.command("start", {"seat0": "human", "seat1": "human"})
    rnd = random.Random(1)
    while sh.session.outcome is None:
        sh.html()
        sh.command("play " + rnd.choice(sh.legal_for_human()))
    assert sh.session.outcome["winners"] and gid in sh.html()
print("ok")
'''


def _digests(root):
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts}


@pytest.fixture(scope="module")
def copy(tmp_path_factory):
    root = tmp_path_factory.mktemp("repo")
    for rel in COPIED:
        src, dst = ROOT / rel, root / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        if src.is_dir():
            shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(src, dst)
    return root


def scaffold(root, game_id):
    return subprocess.run([sys.executable, str(root / "scripts" / "new_game.py"), game_id], cwd=root,
                          capture_output=True, text=True)


def test_the_scaffold_writes_a_playable_game_and_touches_nothing_else(copy):
    before = _digests(copy)
    done = scaffold(copy, NEW)
    assert done.returncode == 0, done.stdout + done.stderr
    after = _digests(copy)
    added = sorted(set(after) - set(before))
    changed = sorted(k for k in before if k in after and before[k] != after[k])
    assert added == sorted([f"py/vivarium/i18n/en/{NEW}.py", f"py/vivarium/i18n/fr/{NEW}.py"]
                           + [f"py/vivarium/games/{NEW}/{name}.py" for name in
                              ("__init__", "rules", "view", "rules_page", "rules_page_fr", "checks")])
    # one registry line by hand; the home page's cards regenerated from the registry
    assert changed == ["index.html", "py/vivarium/games/__init__.py", "py/vivarium/ui/home_cards.py", "static/js/words.js"]
    registry = (copy / "py/vivarium/games/__init__.py").read_text(encoding="utf-8").splitlines()
    original = (ROOT / "py/vivarium/games/__init__.py").read_text(encoding="utf-8").splitlines()
    name = NEW.capitalize()
    assert [line for line in registry if line not in original] == [f'    ("{NEW}", "{name}", "{name}", "{name}View"),']
    checked = subprocess.run([sys.executable, "-c", CHECK, NEW], cwd=copy / "py", capture_output=True, text=True)
    assert checked.stdout.strip() == "ok", checked.stdout + checked.stderr


@pytest.mark.parametrize("game_id", [IDS[0], "Newt", "new-t", "x", "play", "remote", "site", "class"])
def test_the_scaffold_refuses_an_id_that_exists_or_is_not_a_plain_word(copy, game_id):
    """A registered game, capitals, a hyphen, one letter, a key prefix (``play.…``), a section
    of the catalogues, a Python keyword."""
    before = _digests(copy)
    done = scaffold(copy, game_id)
    assert done.returncode == 2 and "refused" in done.stderr, (game_id, done.stdout, done.stderr)
    assert _digests(copy) == before
