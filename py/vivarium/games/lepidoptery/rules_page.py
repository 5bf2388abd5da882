"""The in-app rules page for Lepidoptery, written from shared/rules/lepidoptery.md.

Where the contract (or this implementation) settles something the original text leaves
open, the page says so with a "House rule" mark.
"""

from ...drawing.figures import Figure, Position, RulesPage, house
from . import rules_page_fr
from . import view as lep_view
from .rules import DECK_TABLE, Lepidoptery

HOUSE = house("en")

_DECK = ", ".join(f"{copies}× {rank}" for rank, copies in sorted(DECK_TABLE.items()))

RULES_HTML = f"""
<h2>Lepidoptery</h2>
<p class="byline">Designed by David Karesh &amp; Srinivas Vasudevan. Two players: <b>Light</b> and <b>Dark</b>.</p>

<h3>Goal</h3>
<p>Win at once by either</p>
<ul>
<li><b>Four in a Row</b>: four of your tokens in a line, across, up a column or diagonally; or</li>
<li><b>Shed Out</b>: playing the last card of your hand when your deck is empty too.</li>
</ul>

<h3>Cards and board</h3>
<p>Each player has an identical 38-card deck of ranks 1–10 and one <b>Joker</b>.
{HOUSE} the deck holds {_DECK}.
Cards have no suits. Each player starts with 12 cards in hand; 26 stay in their deck.</p>
<p>The board has five columns, one per combination type: <b>Single, Pair, Run of 2, Triple, Run of 3</b>.
{HOUSE} each column has 4 spaces; the setting “5 rows” makes a longer game.</p>
<p>Each player has a <b>marker</b> showing the type they played last (or Pass). It starts off the track,
which counts as Pass. {HOUSE} the first player is chosen at random unless the new-game settings say otherwise;
the first player is the <b>leader</b>.</p>

<h3>Combinations</h3>
<table class="rules-table">
<thead><tr><th>Type</th><th>Cards</th><th>Example</th></tr></thead>
<tbody>
<tr><td>Single</td><td>1 card</td><td>7</td></tr>
<tr><td>Pair</td><td>2 of one rank</td><td>6 6</td></tr>
<tr><td>Run of 2</td><td>2 consecutive ranks</td><td>4 5</td></tr>
<tr><td>Triple</td><td>3 of one rank</td><td>8 8 8</td></tr>
<tr><td>Run of 3</td><td>3 consecutive ranks</td><td>1 2 3</td></tr>
</tbody></table>
<p>Runs do not wrap around: 10–1 is not a run.</p>
<p>The <b>Joker</b> stands for one card of any rank 1–10 that you choose when you play it, in any
combination except a Single (so Joker + 7 can be a Pair of 7s, a Run 6–7 or a Run 7–8; the Joker alone
cannot be played). It counts as a card of the combination. Once played it is turned face down and cannot be
used; it comes back face up only when you take Pass &amp; Refresh. It never leaves you and does not count
for Shed Out.</p>

<h3>Beating the play area</h3>
<div class="rules-with-fig"><!-- figure: beat -->
<p>The play area holds your opponent's last combination, or nothing. Your combination beats it if its
lowest rank is higher, or the lowest ranks are equal and yours has more cards. A combination of the
<b>same type</b> can never be played on it. Anything may be played on an empty play area.</p>
<p>Examples: on a Single 5, a Pair of 5s or a Run 5–6 may be played, a Single 6 may not (same type),
a Pair of 4s does not beat it. On a Pair of 5s, a Run 5–6 does not beat it (same lowest rank, same count),
a Triple of 5s does.</p></div>

<h3>Your turn: one of two actions</h3>
<div class="rules-with-fig rules-fig-row"><!-- figure: drop --><!-- figure: clear -->
<p><b>Play &amp; Place</b> is allowed when your combination beats the play area, its type is not the type on
your own marker (unless your marker is on Pass or off the track), and its column has an empty space. Then:</p>
<ol>
<li>your combination goes to the play area (your opponent's previous one is discarded);</li>
<li>your token drops into the lowest empty space of that combination's column;</li>
<li>your marker moves to that type;</li>
<li>if you have four in a row, or your hand and deck are both empty, you win at once;</li>
<li>if your token filled its column, every <b>other</b> full column is emptied.</li>
</ol></div>
<p><b>Pass &amp; Refresh</b> is allowed when you cannot or do not want to play, except that the
<b>leader</b> (the player to act while the play area is empty) may not pass while holding a legal play.
The play area is discarded, your marker goes to Pass, your Joker turns face up, and <b>both</b> players
refill their hands to 12 cards from their own decks; a player who already holds 12 or more draws exactly one
card (nothing if their deck is empty). Your opponent then leads.</p>

<h3>End</h3>
<p>The game ends at once with Four in a Row or Shed Out.
{HOUSE} if both decks are empty and the last four turns were all Pass &amp; Refresh, nobody can make
progress and the game is a draw; the end screen says so. (With at most one full column this cannot
actually happen: after two passes in a row, the new leader has just passed, so their Joker is face up and
they always hold a play they must make.)
{HOUSE} when one play both completes four in a row and empties your hand and deck, it is reported as Four in a Row.</p>

<h3>On this site</h3>
<ul>
<li>Select cards in your hand (click, or Tab and Enter/Space); the panel below names the combination(s)
they form and either offers to play each one or says why it may not be played. The columns you may play
into are highlighted; choose one to play there. When the Joker could stand for two ranks in the same column,
you are asked which.</li>
<li>Your hand is sorted by rank. Your opponent's hand is never on your screen: you see how many cards they
hold and how many are left in each deck.</li>
<li>{HOUSE} with two people on one device, a “pass the device” screen hides the cards between turns; the
next player shows their own cards when ready.</li>
<li><b>Undo</b> takes back your last play, but not once cards have been seen: not after a Pass &amp; Refresh that
drew cards, not after your opponent has answered (their play showed some of their cards; against the computer
you can undo while it is still thinking), and not once the game is over.</li>
</ul>
"""


def _table(view):
    """The play area and the columns, as the table shows them (no hand: it is private)."""
    return (f'<div class="lep-table">{lep_view.play_area_html(view)}'
            f'<div class="lep-board-wrap">{lep_view.board_svg(view, label="Lepidoptery")}</div></div>')


# Light first, seed 1: Light holds 2 2 3 4 5 5 5 8 9 9 10 10, Dark 1 3 3 4 4 5 7 7 7 9 10 10.
PLAYS = ["play single 2", "play pair 4 4", "play triple 5 5 5", "play single 9", "play pair 9 9"]
# Light first, seed 27: twelve turns (two of them Pass & Refresh) until a column fills.
TO_FULL = ["play triple 5 5 5", "play pair 6 6", "play run3 7 8 9", "play triple 8 8 J8", "play pair 10 10", "pass",
           "play triple 1 1 1", "play pair 3 3", "play single 7", "pass", "play triple 6 6 6", "play pair 7 7"]


def figures():
    game = Lepidoptery()
    before = Position(game, PLAYS[:-1], {"first": "light"}, seed=1)
    played = Position(game, PLAYS, {"first": "light"}, seed=1)
    cleared = Position(game, TO_FULL, {"first": "light"}, seed=27)
    return {
        "beat": Figure("Dark's Single 9 is in the play area: a Pair of 9s beats it (same lowest rank, more cards), "
                       "another Single never does.", _table(before.view(0)), before, "lepidoptery"),
        "drop": Figure("Light plays the Pair of 9s: Light's token drops into the lowest empty space of the Pair column.",
                       _table(played.view(0)), played, "lepidoptery"),
        "clear": Figure("Dark's Pair of 7s fills the Pair column, so every other full column, here the Triple "
                        "column, is emptied: its tokens are drawn faint.", _table(cleared.view(1)), cleared, "lepidoptery"),
    }


RULES_PAGE = RulesPage(RULES_HTML, figures, texts={"fr": rules_page_fr.RULES_HTML},
                       captions={"fr": rules_page_fr.CAPTIONS})
