#!/usr/bin/env python3
"""Start a new game: ``python3 scripts/new_game.py <id>`` writes a small but real game that every
registry-wide test already accepts, for you to turn into the game you mean.

It writes, and changes nothing else by hand:

- ``py/vivarium/games/<id>/``: ``rules.py`` (a ``Game``: a take-away race on a row of pebbles,
  two players, perfect information), ``view.py`` (a ``GameView``: the row as SVG, the moves as
  buttons), ``rules_page.py`` and ``rules_page_fr.py`` (the rules in both languages, two figures
  reached by legal play, the "House rule" marks), ``checks.py`` (what the registry-wide tests
  need to know about it), ``__init__.py``;
- ``py/vivarium/i18n/en/<id>.py`` and ``py/vivarium/i18n/fr/<id>.py``: every word the game
  shows, in English and in French (a game's catalogue section is its id);
- one line at the end of ``CATALOG`` in ``py/vivarium/games/__init__.py``;

then runs ``scripts/sync_home_shell.py``, which regenerates the home page's static cards
(``index.html``, ``py/vivarium/ui/home_cards.py``, ``static/js/words.js``) from the registry.
Its styles: none needed (SVG presentation attributes and the shell's buttons); a real game adds
its own section to ``static/css/app.css``. The checklist is docs/architecture.md, "How to add a
game"; the check is::

    bash scripts/test.sh          # every test; ``bash scripts/test.sh tests``: the CPython half

``<id>`` is lower-case ASCII letters (it names the catalogue keys ``<id>.…``, the home card's
words ``card.<id>.…`` and the CSS classes ``<id>-…``), new, and no section or key prefix of the
catalogues already.
"""
from __future__ import annotations

import argparse
import keyword
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = ROOT / "py" / "vivarium"
REGISTRY = PY / "games" / "__init__.py"
CSS = ROOT / "static" / "css" / "app.css"
ID = re.compile(r"[a-z]{2,24}")

# ---- the game's files (``__ID__``: the id, ``__NAME__``: its name, ``__CLASS__``: its class) ----
INIT = '''"""__NAME__: a take-away race for two (written by scripts/new_game.py: make it your game)."""
'''

RULES = '''"""__NAME__'s rules, pure Python (CPython and Pyodide).

Written by ``scripts/new_game.py`` as a playable start: a row of pebbles, numbered 1, 2, … from
the left; on your turn you take one, two or three from its right-hand end; whoever takes the last
pebble wins. Replace it with your game's rules, keeping the shape (docs/architecture.md, "The
game contract"):

- the state is plain JSON data; ``next_state`` copies what it changes (``core.toolkit.copy_state``);
- an action is a short string, here ``"take <k>"``: take pebbles ``k`` to the end of the row;
- every sentence (the log, a refusal, why the game ended, the end screen's rows, the options) is
  a message (``i18n.msg``, keys ``__ID__.…`` in ``i18n/<lang>/__ID__.py``), said in the language
  of the screen that shows it;
- all randomness comes from ``state["rng"]`` (``core/rng.py``): here only who starts.

**Hidden information.** Nothing is secret here: ``perfect_information = True`` and every key but
the rng is in ``public_keys``. A game with hands or a shuffled pile says
``perfect_information = False``; a per-seat part (a hand) goes in ``seat_keys`` (state key ->
the key each seat sees its own entry under); what it shows of a secret (a hand's size, a pile's
face-up top) comes from ``public_facts`` through ``reveal()``; it writes ``determinize`` (a full
state consistent with a seat's view) and ``reveals`` (a draw: undo never goes back past it). The
conformance kit (``core/conformance.py``) then checks that no secret reaches a view or the log.
"""

from ...core import rng as rnglib
from ...core.protocol import Game, Option, outcome_dict
from ...core.toolkit import choose_first, first_player_option
from ...i18n import Word, msg

SEAT_NAMES = ("Light", "Dark")
SEAT_KEYS = ("light", "dark")  # the catalogue's ``__ID__.seat.<key>``
MOST = 3  # pebbles one turn may take
SIZES = (15, 21)  # the rows the new-game form offers


def seat_msg(seat):
    """A seat's name as a message (``__ID__.seat.light``: Light, Clair)."""
    return msg(f"__ID__.seat.{SEAT_KEYS[seat]}")


def taken_by(state, action):
    """``k``, the first pebble ``action`` takes (it takes ``k`` to the end of the row)."""
    return int(action.split()[1])


class __CLASS__(Game):
    id = "__ID__"
    name = "__NAME__"
    blurb = Word("__ID__.blurb")
    play_time = Word("__ID__.play_time")
    seat_names = SEAT_NAMES
    perfect_information = True  # no default: the registry refuses a game that does not say
    # Secrets by allow-list: every key but the rng is public.
    public_keys = ("game", "count", "left", "first", "turn", "taken", "last", "winner", "over")
    options = [
        Option("pebbles", msg("__ID__.opt.pebbles"), [(n, msg("__ID__.opt.pebbles.n", n=n)) for n in SIZES], SIZES[0]),
        first_player_option(SEAT_NAMES, game_id="__ID__"),
    ]

    # ---- setup -----------------------------------------------------------------------
    def first_state(self, options, seed):
        first, rng = choose_first(options, SEAT_NAMES, rnglib.seed_state(seed))
        count = options["pebbles"]
        return {"game": self.id, "count": count, "left": count, "first": first, "turn": first,
                "taken": [0, 0], "last": None, "winner": None, "over": False, "rng": rng}

    # ---- legality (who acts: the base class's ``actor``, ``state["turn"]`` until ``state["over"]``)
    def legal_actions(self, state):
        if state["over"]:
            return []
        left = state["left"]
        return [f"take {k}" for k in range(left, max(0, left - MOST), -1)]

    def explain_illegal(self, state, action):
        if state["over"]:
            return msg("play.game_over")
        return msg("__ID__.prompt", n=min(MOST, state["left"]))

    # ---- the turn --------------------------------------------------------------------
    def next_state(self, state, action):
        k = taken_by(state, action)
        seat = state["turn"]
        taken = list(state["taken"])
        taken[seat] += state["left"] - k + 1
        new = dict(state, left=k - 1, taken=taken, last={"seat": seat, "from": k, "to": state["left"]})
        if k == 1:
            new["winner"], new["over"] = seat, True
        else:
            new["turn"] = 1 - seat
        return new

    # ---- results ---------------------------------------------------------------------
    def outcome(self, state):
        if not state["over"]:
            return None
        winner = state["winner"]
        breakdown = [{"label": msg("__ID__.breakdown.taken"), "values": list(state["taken"])}]
        return outcome_dict("win", [winner], msg("__ID__.end.last", who=seat_msg(winner)), list(state["taken"]), breakdown)

    # ---- words -----------------------------------------------------------------------
    def describe(self, state, action):
        """The log line, read by everyone: who took how many, and the end when it comes."""
        k = taken_by(state, action)
        seat = state["turn"]
        line = msg("__ID__.log.take", who=seat_msg(seat), n=state["left"] - k + 1, left=k - 1)
        return [line, msg("__ID__.end.last", who=seat_msg(seat))] if k == 1 else line

    # ---- bots ------------------------------------------------------------------------
    def heuristic(self, state, seat):
        """The player to move loses against best play when the pebbles left are a multiple of
        ``MOST + 1`` (whatever they take, the other brings it back to one)."""
        mover_wins = state["left"] % (MOST + 1) != 0
        return 0.5 if mover_wins == (seat == state["turn"]) else -0.5
'''

VIEW = '''"""__NAME__ on screen: pure functions from a seat's view (+ the legal actions) to SVG and HTML.

The row is a picture (SVG; its colours are presentation attributes, so the game needs no styles
of its own); the moves are buttons carrying ``data-action``, which the page routes by that
attribute alone. Pebbles carry ``data-key`` so that what stays in place stays put when the page
redraws. A real game's styles go in ``static/css/app.css``, in its own section, under classes
that start with ``__ID__-``.
"""

from ...i18n import msg, t, tn
from ...drawing.gameview import GameView
from ...drawing.html import button, esc
from .rules import MOST

PEBBLE = 40  # the width of one pebble's place in the row


def row_svg(view, label, picture=False):
    """The row: the pebbles left, and (dashed) the ones the last move took. A ``picture`` (the
    home card, a rules figure) carries no keys."""
    count, left = view["count"], view["left"]
    last = view.get("last") or {}
    took = range(last["from"], last["to"] + 1) if last else range(0)
    width = count * PEBBLE + 16
    out = [f'<svg class="__ID__-row" viewBox="0 0 {width} 56" width="100%" role="img" aria-label="{esc(label)}"'
           ' xmlns="http://www.w3.org/2000/svg">',
           f'<rect x="2" y="2" width="{width - 4}" height="52" rx="12" fill="#efe6d2" stroke="#9c8a64" stroke-width="2"/>']
    for k in range(1, count + 1):
        cx = 8 + (k - 1) * PEBBLE + PEBBLE // 2
        if k <= left:
            key = "" if picture else f' data-key="pb-{k}"'
            out.append(f'<g class="__ID__-pebble"{key}><circle cx="{cx}" cy="28" r="15" fill="#7d8590" stroke="#2f343a" '
                       'stroke-width="2"/></g>')
        elif k in took:
            out.append(f'<circle class="__ID__-taken" cx="{cx}" cy="28" r="15" fill="none" stroke="#2f343a" '
                       'stroke-width="2" stroke-dasharray="4 4"/>')
    out.append("</svg>")
    return "".join(out)


def row_label(view, label=None):
    """The row's name for assistive technology: what it is and how many pebbles are left."""
    return f"{label or t('__ID__.row')}: {tn('__ID__.row.left', view['left'])}"


class __CLASS__View(GameView):
    """The __NAME__-specific parts of the play screen."""

    cover_plies = 5  # the home card's picture: the row after this many moves

    def board(self, view, ui, legal, label):
        choices = "".join(button(tn("__ID__.take", view["left"] - int(a.split()[1]) + 1), action=a) for a in legal)
        row = row_svg(view, row_label(view, label))
        return f'<div class="__ID__-table">{row}' + (f'<div class="row __ID__-choices">{choices}</div>' if choices else "") + "</div>"

    def prompt(self, view, ui, legal):
        return tn("__ID__.prompt", min(MOST, view["left"])) if legal else ""

    def seat_stats(self, view, seat):
        return [(t("__ID__.stat.taken"), str(view["taken"][seat]), t("__ID__.stat.taken_tip"))]

    def heading(self, view):
        return tn("__ID__.heading", view["count"])

    def options_summary(self, options):
        """A message (the saved-games list says it in the language of the day)."""
        return msg("__ID__.opt.pebbles.n", n=options["pebbles"])

    def cover(self, view):
        return t("__ID__.cover"), row_svg(view, t("__ID__.row"), picture=True)
'''

RULES_PAGE = '''"""The in-app rules page of __NAME__ (``drawing.figures.RulesPage``): its text with figure slots, and
the figures, positions reached by legal play drawn by the game's own view, each with a one-line
caption; drawn the first time the page is shown, never at boot. The French page is
``rules_page_fr.py`` (the same slots). Where these rules settle something the original text
leaves open, the page says so with a "House rule" mark (a test looks for it).
"""

from ...i18n import t
from ...drawing.figures import Figure, Position, RulesPage, house
from . import rules_page_fr
from .rules import __CLASS__
from .view import row_label, row_svg

HOUSE = house("en")

RULES_HTML = f"""
<h2>__NAME__</h2>
<p class="byline">Two players: <b>Light</b> and <b>Dark</b>.</p>

<h3>Goal</h3>
<p>Take the last pebble of the row.</p>

<h3>Setup</h3>
<p>A row of 15 pebbles lies between the players (21 with the setting “21 pebbles”).
{HOUSE} the first player is chosen at random unless the new-game settings say otherwise.</p>

<h3>Your turn</h3>
<div class="rules-with-fig"><!-- figure: start -->
<p>Take one, two or three pebbles from the right-hand end of the row. You may not pass.</p></div>

<h3>End</h3>
<div class="rules-with-fig"><!-- figure: end -->
<p>Whoever takes the last pebble wins. {HOUSE} every turn makes the row shorter, so a game always
ends, and never in a draw.</p></div>

<h3>On this site</h3>
<ul>
<li>The buttons under the row take one, two or three pebbles from its end; the pebbles taken by the
last move are drawn dashed.</li>
</ul>
"""

# Light first, seed 1: Light takes 3, Dark 3, Light 2, Dark 3, Light 1; three are left.
TO_THREE = ["take 13", "take 10", "take 8", "take 5", "take 4"]


def figures():
    game = __CLASS__()
    start = Position(game, [], {"first": "light"}, seed=1)
    late = Position(game, TO_THREE, {"first": "light"}, seed=1)
    return {
        "start": Figure("The start: fifteen pebbles in a row, and Light takes one, two or three of them from the "
                        "right-hand end.", row_svg(start.view(0), row_label(start.view(0)), picture=True), start, "__ID__"),
        "end": Figure("Three pebbles are left and Dark is to move: taking all three takes the last pebble and wins.",
                      row_svg(late.view(1), row_label(late.view(1)), picture=True), late, "__ID__"),
    }


RULES_PAGE = RulesPage(RULES_HTML, figures, texts={"fr": rules_page_fr.RULES_HTML},
                       captions={"fr": rules_page_fr.CAPTIONS})
'''

RULES_PAGE_FR = '''"""La page de règles de __NAME__ en français, écrite d'après la page anglaise (``rules_page.py``) :
les mêmes emplacements de figures, une légende française pour chacune. Les termes sont ceux du
catalogue (``i18n/fr/__ID__.py``)."""

from ...drawing.figures import house

HOUSE = house("fr")

RULES_HTML = f"""
<h2>__NAME__</h2>
<p class="byline">Deux joueurs : <b>Clair</b> et <b>Sombre</b>.</p>

<h3>But du jeu</h3>
<p>Prendre le dernier caillou de la rangée.</p>

<h3>Mise en place</h3>
<p>Une rangée de 15 cailloux sépare les joueurs (21 avec le réglage « 21 cailloux »).
{HOUSE} le premier joueur est tiré au hasard, sauf si les réglages de la nouvelle partie en décident
autrement.</p>

<h3>Votre tour</h3>
<div class="rules-with-fig"><!-- figure: start -->
<p>Prenez un, deux ou trois cailloux au bout droit de la rangée. Vous ne pouvez pas passer.</p></div>

<h3>Fin de la partie</h3>
<div class="rules-with-fig"><!-- figure: end -->
<p>Qui prend le dernier caillou gagne. {HOUSE} chaque tour raccourcit la rangée : une partie se
termine donc toujours, et jamais sur une égalité.</p></div>

<h3>Sur ce site</h3>
<ul>
<li>Les boutons sous la rangée prennent un, deux ou trois cailloux à son bout ; les cailloux pris au
dernier coup sont dessinés en pointillés.</li>
</ul>
"""

CAPTIONS = {
    "start": "Le début : quinze cailloux en rangée, et Clair en prend un, deux ou trois au bout droit.",
    "end": "Il reste trois cailloux et c’est à Sombre de jouer : en les prenant tous les trois, il prend le dernier "
           "caillou et gagne.",
}
'''

CHECKS = '''"""What the registry-wide tests need to know about __NAME__ (``vivarium.games.checks`` lists the
names and their defaults); tests only, never imported by the app."""

VARIANTS = [{"pebbles": 15}, {"pebbles": 21}]  # the conformance kit plays each
FIGURE_MARK = 'class="__ID__-row"'  # what only this game's drawing has (every rules figure holds it)
SCENE = ({"first": "light"}, 4)  # the browser tests' position: 4 greedy moves, then the person's turn
'''

EN = '''"""English: the __ID__ section (keys "__ID__.…"): every word __NAME__ shows."""

TEXTS = {
    # the game, its seats and options
    "__ID__.blurb": "Take one, two or three pebbles from the end of the row: whoever takes the last pebble wins.",
    "__ID__.play_time": "about 2 min",
    "__ID__.seat.light": "Light",
    "__ID__.seat.dark": "Dark",
    "__ID__.opt.pebbles": "Pebbles",
    "__ID__.opt.pebbles.n": {"one": "{n} pebble", "other": "{n} pebbles"},
    # the log, the end, the end screen's rows
    "__ID__.log.take": {"one": "{who} takes {n} pebble: {left} left.", "other": "{who} takes {n} pebbles: {left} left."},
    "__ID__.end.last": "{who} took the last pebble.",
    "__ID__.breakdown.taken": "Pebbles taken",
    # the table
    "__ID__.heading": {"one": "Row of {n} pebble", "other": "Row of {n} pebbles"},
    "__ID__.row": "Row of pebbles",
    "__ID__.row.left": {"one": "{n} pebble left", "other": "{n} pebbles left"},
    "__ID__.take": {"one": "Take {n} pebble", "other": "Take {n} pebbles"},
    "__ID__.prompt": {"one": "{n} pebble left: take it and win.", "other": "Take 1 to {n} pebbles from the end of the row."},
    "__ID__.stat.taken": "Taken",
    "__ID__.stat.taken_tip": "Pebbles this player has taken",
    "__ID__.cover": "A row of pebbles in play, the last ones taken drawn dashed",
}
'''

FR = '''"""Français : la section __ID__ (clés « __ID__.… ») : tous les mots de __NAME__."""

TEXTS = {
    # le jeu, ses places et ses réglages
    "__ID__.blurb": "Prenez un, deux ou trois cailloux au bout de la rangée : qui prend le dernier caillou gagne.",
    "__ID__.play_time": "environ 2 min",
    "__ID__.seat.light": "Clair",
    "__ID__.seat.dark": "Sombre",
    "__ID__.opt.pebbles": "Cailloux",
    "__ID__.opt.pebbles.n": {"one": "{n} caillou", "other": "{n} cailloux"},
    # le journal, la fin, les lignes de l'écran de fin
    "__ID__.log.take": {"one": "{who} prend {n} caillou : il en reste {left}.",
                        "other": "{who} prend {n} cailloux : il en reste {left}."},
    "__ID__.end.last": "{who} a pris le dernier caillou.",
    "__ID__.breakdown.taken": "Cailloux pris",
    # la table
    "__ID__.heading": {"one": "Rangée de {n} caillou", "other": "Rangée de {n} cailloux"},
    "__ID__.row": "Rangée de cailloux",
    "__ID__.row.left": {"one": "{n} caillou restant", "other": "{n} cailloux restants"},
    "__ID__.take": {"one": "Prendre {n} caillou", "other": "Prendre {n} cailloux"},
    "__ID__.prompt": {"one": "Il reste {n} caillou : prenez-le et gagnez.",
                      "other": "Prenez de 1 à {n} cailloux au bout de la rangée."},
    "__ID__.stat.taken": "Pris",
    "__ID__.stat.taken_tip": "Cailloux pris par ce joueur",
    "__ID__.cover": "Une rangée de cailloux en cours de partie, les derniers pris dessinés en pointillés",
}
'''

FILES = {
    "games/__ID__/__init__.py": INIT,
    "games/__ID__/rules.py": RULES,
    "games/__ID__/view.py": VIEW,
    "games/__ID__/rules_page.py": RULES_PAGE,
    "games/__ID__/rules_page_fr.py": RULES_PAGE_FR,
    "games/__ID__/checks.py": CHECKS,
    "i18n/en/__ID__.py": EN,
    "i18n/fr/__ID__.py": FR,
}


def fill(text, game_id):
    name = game_id.capitalize()
    return text.replace("__CLASS__", name).replace("__NAME__", name).replace("__ID__", game_id)


def registered_ids(text):
    """The ids in ``CATALOG`` (read from the file: importing the registry would cache it)."""
    block = catalog_block(text)
    return re.findall(r'^\s*\("([^"]+)",', text[block[0]:block[1]], re.M)


def catalog_block(text):
    """``(start, end)`` of the lines inside ``CATALOG = ( … )``: ``end`` is its closing line."""
    start = text.index("CATALOG = (\n") + len("CATALOG = (\n")
    end = text.index("\n)\n", start) + 1
    return start, end


def key_prefixes():
    """Every first part of a key in the catalogues (``play``, ``home``, each game's id…) and every
    section: a game's id may be none of them, or its keys would land in another section."""
    found = set()
    for folder in (PY / "i18n" / "en", PY / "i18n" / "fr"):
        for path in folder.glob("*.py"):
            if path.name.startswith("_"):
                continue
            found.add(path.stem)
            found.update(re.findall(r'^\s*"([a-z0-9_]+)\.', path.read_text(encoding="utf-8"), re.M))
    return found


def refusal(game_id):
    """Why ``game_id`` cannot be a new game's id, or ``None``."""
    if not ID.fullmatch(game_id):
        return "an id is 2 to 24 lower-case ASCII letters (it names catalogue keys, CSS classes and the home card's words)"
    if keyword.iskeyword(game_id):
        return f"“{game_id}” is a Python keyword"
    if game_id in registered_ids(REGISTRY.read_text(encoding="utf-8")) or (PY / "games" / game_id).exists():
        return f"there is already a game “{game_id}”"
    if game_id in key_prefixes():
        return f"“{game_id}” already begins keys of the catalogues (or is a section of them)"
    css = CSS.read_text(encoding="utf-8")
    if re.search(rf"\.{game_id}(?![a-z0-9_])", css):
        return f"static/css/app.css already has classes named “{game_id}…”"
    return None


def register(game_id):
    """Append the game's line to ``CATALOG``."""
    text = REGISTRY.read_text(encoding="utf-8")
    _start, end = catalog_block(text)
    name = game_id.capitalize()
    line = f'    ("{game_id}", "{name}", "{name}", "{name}View"),\n'
    REGISTRY.write_text(text[:end] + line + text[end:], encoding="utf-8")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("id", help="the new game's id: lower-case letters, e.g. newt")
    ap.add_argument("--no-sync", action="store_true", help="do not run scripts/sync_home_shell.py afterwards")
    args = ap.parse_args(argv)
    why = refusal(args.id)
    if why:
        print(f"new_game.py: refused: {why}.", file=sys.stderr)
        return 2
    written = []
    for rel, template in FILES.items():
        path = PY / rel.replace("__ID__", args.id)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(fill(template, args.id), encoding="utf-8")
        written.append(path.relative_to(ROOT))
    register(args.id)
    print("wrote:")
    for path in written:
        print(f"  {path}")
    print(f"changed: {REGISTRY.relative_to(ROOT)} (one line in CATALOG)")
    if not args.no_sync:
        done = subprocess.run([sys.executable, str(ROOT / "scripts" / "sync_home_shell.py")], cwd=ROOT)
        if done.returncode:
            return done.returncode
        print("regenerated: index.html, py/vivarium/ui/home_cards.py, static/js/words.js (scripts/sync_home_shell.py)")
    print("next: docs/architecture.md, “How to add a game”; check with:\n"
          "  bash scripts/test.sh        (the CPython half alone: bash scripts/test.sh tests)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
