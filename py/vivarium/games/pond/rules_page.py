"""The in-app rules page for Pond, written from shared/rules/pond.md.

Where the contract (or this implementation) settles something the original text leaves
open, the page says so with a "House rule" mark.
"""

from ...drawing.figures import Figure, Position, RulesPage, house
from . import rules_page_fr
from . import view as pond_view
from .rules import Pond

HOUSE = house("en")

RULES_HTML = f"""
<h2>Pond</h2>
<p class="byline">Designed by David Rose, published by Grubfellow Games (2024). Two players: <b>Light</b> and <b>Dark</b>.</p>

<h3>Goal</h3>
<p>Be the first to have the target number of pieces in your scoring pile.</p>

<h3>Pieces and boards</h3>
<p>Each piece is a three-faced die: <b>Egg</b>, <b>Tadpole</b> or <b>Frog</b>, in its owner's colour.
All your pieces start in your <b>spawn</b>. Scored pieces leave play for good.</p>
<table class="rules-table">
<thead><tr><th>Board</th><th>Size</th><th>Eggs each</th><th>Wins at</th></tr></thead>
<tbody>
<tr><td>Pond</td><td>5×5</td><td>15</td><td>10 scored</td></tr>
<tr><td>Small Pond</td><td>4×4</td><td>11</td><td>7 scored</td></tr>
<tr><td>Small Pond 13</td><td>4×4</td><td>13</td><td>10 scored</td></tr>
</tbody></table>
<p>Small Pond may be played as a <b>best of 3</b>, the first player alternating between rounds.</p>

<h3>Your turn: Action, Develop, Score</h3>
<div class="rules-with-fig"><!-- figure: frog -->
<p><b>Action</b>, exactly one of:</p>
<ul>
<li><b>Place an Egg</b> from your spawn on any empty square.</li>
<li><b>Move one of your Tadpoles</b> one square up, down, left or right to an empty square.</li>
<li><b>Move one of your Frogs</b> 1 or 2 squares in a straight line (up, down, left or right). The landing
square must be empty; on a 2-square move the Frog may hop over whatever stands in between, and it may
also cross an empty middle square.</li>
</ul>
<p>Eggs on the board never move. You move only your own colour.</p></div>
<div class="rules-with-fig"><!-- figure: develop -->
<p><b>Develop</b>: every piece next to (up, down, left, right) the square where your piece now stands
advances one stage, whatever its colour: Egg → Tadpole → Frog → Egg. The piece you placed or moved does
not develop.</p></div>
<div class="rules-with-fig"><!-- figure: score -->
<p><b>Score</b>: every straight line (row or column) of <b>3 or more identical symbols</b> next to each other,
of either colour, is removed at once. Each removed piece goes to <b>its owner's</b> scoring pile, so you
can score for your opponent. Where two lines cross, the shared piece counts once: a “+” of five scores five.
There are no chain reactions: develop once, score once.</p></div>

<h3>End of the game</h3>
<ul>
<li>A player whose scoring pile reaches the target wins at once.</li>
<li>{HOUSE} if one scoring step takes both players to the target, the one with more scored pieces wins;
equal is a draw.</li>
<li><b>Elimination</b>: a player who has no legal action at the start of their turn (no Egg left or no
empty square, and no Tadpole or Frog that can move) loses.</li>
<li>{HOUSE} the first player is chosen at random unless you pick Light or Dark in the new-game dialog;
in a best of 3 the first player alternates.</li>
<li>{HOUSE} a best of 3 ends as soon as a player has won 2 rounds. A drawn round counts for nobody; after
3 rounds the player with more round wins takes the match, and equal is a draw. Best of 3 is offered for
both 4×4 boards.</li>
<li>{HOUSE} there is no repetition or move limit: if both players keep moving Frogs and Tadpoles without
scoring, the game goes on until someone scores or runs out of moves.</li>
</ul>

<h3>On screen</h3>
<p>Choose an empty square to place an Egg, or one of your Tadpoles or Frogs and then a highlighted square
to move it. After each turn, pieces that developed carry a small arrow and scored pieces fade out where
they stood; the log says what happened in words. Squares are named by column letter (a, b, c…) and row
number (1 at the top).</p>
"""


# Every figure is a Small Pond game from its setup, Light first, each move legal where it is played.
SMALL = {"variant": "small", "first": "light"}


def _board(view):
    return pond_view.board_svg(view, label="Pond", picture=True)


def figures():
    game = Pond()
    frog = Position(game, ["place b1", "place c3", "place a2", "place b3", "place c4"], SMALL)
    # Dark's Frog on c3, selected: the squares it may reach are marked (the last move's marks left out)
    frog_view = dict(frog.view(1), last=None)
    frog_art = pond_view.board_svg(frog_view, {"selected": "c3"}, frog.legal(), "Pond")
    develop = Position(game, ["place c4", "place b4", "place b3", "place d3", "place d4", "place c3"], SMALL)
    score = Position(game, ["place b2", "place a3", "place c3", "place b3", "place b4"], SMALL)
    return {
        "frog": Figure("Dark's Frog on c3 may go 1 or 2 squares in a straight line: to c2, c1 or d3, "
                       "or over the Egg on b3 to a3.", frog_art, frog, "pond"),
        "develop": Figure("Dark places an Egg on c3 and its neighbours grow, whatever their colour: "
                          "b3 Egg → Tadpole, d3 Tadpole → Frog, c4 Frog → Egg.",
                          _board(develop.view(0)), develop, "pond"),
        "score": Figure("Light places an Egg on b4: b3 grows into a Tadpole, and a3–b3–c3, three Tadpoles "
                        "in a row, are scored: two for Dark, one for Light.",
                        _board(score.view(0)), score, "pond"),
    }


RULES_PAGE = RulesPage(RULES_HTML, figures, texts={"fr": rules_page_fr.RULES_HTML},
                       captions={"fr": rules_page_fr.CAPTIONS})
