"""Hexapod's display cases in words (issue 41): each case, the player's and the opponent's, is
also a grid of cells (role="grid", rows, gridcells) that a screen reader walks, every cell named
by its coordinate and what lies there; a cell where the selected card may go says and presses
that target; the arrow keys walk the grid (ui/board_keys.grid_step); a hand card says which of
its rows is its top row. Expectations are derived from the game's state, never written out."""

import random
import re
from html import unescape
from html.parser import HTMLParser

import pytest

from vivarium import i18n
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.games.hexapod.cards import CARD_CODES, CELL_NAMES, KIND_KEYS, MOTH_L, MOTH_R, SIZE, STAG_L, STAG_R
from vivarium.games.hexapod.scoring import run_label, scoring_runs
from vivarium.i18n import say, t
from vivarium.ui import board_keys
from vivarium.ui.shell import Shell

LARGE = (STAG_L, STAG_R, MOTH_L, MOTH_R)


class Cases(HTMLParser):
    """The grids of a page: for each seat (the ``data-case`` of the section holding it) its
    label and rows of cells, each cell ``(attributes, text)``; and the attributes of every
    case drawing (``svg.hx-case``) by seat."""

    def __init__(self, html):
        super().__init__(convert_charrefs=True)
        self.grids: dict = {}
        self.svgs: dict = {}
        self.seat = None
        self.mine = None  # the seat whose case is shown large, with the targets
        self.cell = None
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "section" and "data-case" in a:
            self.seat = int(a["data-case"])
            if "hx-mine" in a.get("class", ""):
                self.mine = self.seat
        elif a.get("role") == "grid":
            self.grids[self.seat] = {"label": a.get("aria-label"), "rows": [], "attrs": a}
        elif a.get("role") == "row" and self.seat in self.grids:
            self.grids[self.seat]["rows"].append([])
        elif a.get("role") == "gridcell":
            self.cell = [a, ""]
            self.grids[self.seat]["rows"][-1].append(self.cell)
        elif tag == "svg" and "hx-case" in a.get("class", ""):
            self.svgs[self.seat] = a

    def handle_endtag(self, tag):
        if tag == "div":
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell[1] += data


def shell(seed, lang="en"):
    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(seed), lang=lang)
    sh.command("new hexapod")
    sh.command("start", {"seat0": "human", "seat1": "human", "first": "light"})
    return sh


def check_cases(sh):
    """Every cell of both cases is in its seat's grid, named by its coordinate and, when it
    holds an insect, by that insect (its colour for a beetle), its scoring runs, or the other
    cell of its Stag or Moth; a cell under a placement target says and presses it."""
    state = sh.session.state
    html = sh.html()
    page = Cases(html)
    assert set(page.grids) == {0, 1}
    targets = dict(re.findall(r'<g class="hx-target[^"]*" data-action="([^"]+)" data-sq="([a-e][1-5])"', html))
    targets = {pos: action for action, pos in targets.items()}
    for seat in (0, 1):
        grid = page.grids[seat]
        seat_name = t(f"hexapod.seat.{('light', 'dark')[seat]}")
        assert grid["label"] and seat_name in grid["label"]
        assert [len(row) for row in grid["rows"]] == [SIZE] * SIZE
        cells = [cell for row in grid["rows"] for cell in row]
        assert [a["tabindex"] for a, _ in cells].count("0") == 1  # one tab stop: the arrows walk the rest
        assert len({a["name"] for a, _ in cells}) == SIZE * SIZE
        # the drawing is a copy of the grid for the eye: hidden from assistive technology,
        # unless it holds the targets (then only they are exposed, as buttons)
        svg = page.svgs[seat]
        if seat == page.mine and targets:
            assert svg.get("role") == "group" and svg.get("aria-label")
        else:
            assert svg.get("aria-hidden") == "true" and "role" not in svg
        layer = state["grids"][seat]
        runs = scoring_runs(layer)
        for index, (a, text) in enumerate(cells):
            where = CELL_NAMES[index]
            v = layer[index]
            assert a["data-cell"] == where
            assert text.strip() and text.startswith(where), text
            if not v:
                assert t("hexapod.cell.empty", cell=where) in text
                continue
            assert t(f"hexapod.insect.{KIND_KEYS[v]}") in text, text
            if v in LARGE:
                left = index if v in (STAG_L, MOTH_L) else index - 1
                assert CELL_NAMES[left] in text and CELL_NAMES[left + 1] in text, text
            for run in runs:
                if index in run["cells"]:
                    assert say(run_label(run)) in text, text
            if seat == page.mine and where in targets:
                assert a.get("data-press") == targets[where]
                assert "data-action" not in a  # the target is pressed, not copied
            else:
                assert "data-press" not in a
    return targets


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_cell_of_both_cases_is_in_a_grid_with_its_coordinate_and_insect(lang):
    """Over random games, at every position reached by random legal play."""
    seen_targets = 0
    try:
        for seed in range(4 if lang == "en" else 2):
            sh = shell(seed, lang)
            rng = random.Random(seed)
            for _ in range(200):
                if sh.session.outcome is not None:
                    break
                seen_targets += bool(check_cases(sh))
                legal = sorted(sh.legal_for_human())
                choices = [a for a in legal if a != "pass"] or legal
                sh.command("play " + rng.choice(choices))
                assert sh.error is None, sh.error
            check_cases(sh)  # the end screen too
    finally:
        i18n.set_language("en")
    assert seen_targets > 5


def test_a_cell_in_words_says_its_runs_its_red_neighbours_and_the_large_insects_cells():
    sh = shell(4)
    sh.command("play draw 1")
    state = sh.session.state
    layer = [0] * 36
    layer[0:3] = [2, 2, 2]  # a1-c1: a Green row of 3
    layer[6] = 2  # a2: with a1, a Green column of 2
    layer[12:14] = [4, 4]  # a3, b3: Red Leaf neighbours
    layer[20:22] = [STAG_L, STAG_R]  # c4-d4: a Stag
    layer[35] = 5  # f6: a Dung beetle
    state["grids"][1] = layer
    cells = [text for row in Cases(sh.html()).grids[1]["rows"] for _a, text in row]
    assert cells[0] == "a1: Green beetle; part of a Green row of 3 (6 points) and a Green column of 2 (4 points)"
    assert cells[1] == "b1: Green beetle; part of a Green row of 3 (6 points)"
    assert cells[12] == "a3: Red Leaf beetles; next to 1 other Red Leaf cell: 2 points"
    assert cells[21] == "d4: Stag Beetle across c4–d4, 5 points"
    assert cells[35].startswith("f6: Dung beetle; ")
    assert cells[34] == "e6: empty"


def hand_buttons(html):
    return dict(re.findall(r'<button[^>]*data-ui="card ([AB])"[^>]*aria-label="([^"]+)"', html))


def halves(card):
    """A card's rows in words, built from the catalogue's words for each insect."""
    codes = CARD_CODES[card]
    rows = []
    for a, b in (codes[:2], codes[2:]):
        first = t(f"hexapod.kind.{KIND_KEYS[a]}")
        rows.append(first if a in LARGE else t("hexapod.card.pair", a=first, b=t(f"hexapod.kind.{KIND_KEYS[b]}")))
    return t("hexapod.card.halves", top=rows[0], bottom=rows[1])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hand_card_says_its_top_row_and_its_bottom_row(lang):
    try:
        for seed in range(3):
            sh = shell(seed, lang)
            for action in ("draw 1", "draw 2", "draw 3"):
                sh.command("play " + action)
            state = sh.session.state
            assert state["phase"] == "place"
            html = unescape(sh.html())
            labels = hand_buttons(html)
            assert set(labels) == {"A", "B"}
            for letter, card in zip("AB", state["hands"][state["turn"]]):
                # the name begins with the button's visible words ("A · in hand"), then the rows
                note = t("hexapod.hand.kept" if letter == "A" else "hexapod.hand.drawn")
                assert labels[letter].startswith(t("hexapod.hand.card", letter=f"{letter} · {note}", card=halves(card))), labels[letter]
                assert labels[letter].endswith(t("hexapod.hand.rows_rule"))
            # the other seat's hand card, a picture, says its rows too
            (other,) = state["hands"][1 - state["turn"]]
            assert f'aria-label="{t("hexapod.card_title", card=halves(other))}"' in html
    finally:
        i18n.set_language("en")


def test_the_words_are_in_both_catalogues_with_french_typography():
    from vivarium.i18n.en.hexapod import TEXTS as EN
    from vivarium.i18n.fr.hexapod import TEXTS as FR

    keys = [k for k in EN if k.startswith("hexapod.cell.")] + ["hexapod.card.halves", "hexapod.hand.rows_rule"]
    assert len(keys) > 10
    for key in keys:
        assert key in FR, key
        texts = FR[key].values() if isinstance(FR[key], dict) else [FR[key]]
        for text in texts:
            assert "'" not in text and not re.search(r"\S[:;?!]", text), (key, text)


def test_grid_arrows_step_one_cell_and_stop_at_the_edges():
    six = [6] * 6
    assert board_keys.grid_step(six, 2, 3, "ArrowRight") == (2, 4)
    assert board_keys.grid_step(six, 2, 3, "ArrowLeft") == (2, 2)
    assert board_keys.grid_step(six, 2, 3, "ArrowUp") == (1, 3)
    assert board_keys.grid_step(six, 2, 3, "ArrowDown") == (3, 3)
    assert board_keys.grid_step(six, 0, 0, "ArrowUp") == (0, 0)
    assert board_keys.grid_step(six, 0, 0, "ArrowLeft") == (0, 0)
    assert board_keys.grid_step(six, 5, 5, "ArrowDown") == (5, 5)
    assert board_keys.grid_step(six, 5, 5, "ArrowRight") == (5, 5)
    assert board_keys.grid_step(six, 3, 4, "Home") == (3, 0)
    assert board_keys.grid_step(six, 3, 1, "End") == (3, 5)
    assert board_keys.grid_step(six, 3, 4, "Home", ctrl=True) == (0, 0)
    assert board_keys.grid_step(six, 3, 1, "End", ctrl=True) == (5, 5)
    assert board_keys.grid_step(six, 3, 1, "x") == (3, 1)
    # a shorter row: the step lands on its last cell
    assert board_keys.grid_step([6, 2], 0, 5, "ArrowDown") == (1, 1)
    assert board_keys.grid_step([], 0, 0, "ArrowDown") == (0, 0)
    assert set(board_keys.GRID_KEYS) >= {"ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"}


def test_the_home_cards_picture_of_a_case_is_unchanged_one_image():
    from vivarium.games.hexapod.view import HexapodView

    sh = shell(1)
    cover_label, picture = HexapodView().cover(sh.session.state)
    assert cover_label and 'role="img"' in picture and "gridcell" not in picture and "ring" not in picture
