"""The in-app rules page for Hexapod, written from shared/rules/hexapod.md.

Where the contract (or this implementation) settles something the original beta rulebook
leaves open, the page says so with a "House rule" mark.
"""

from ...drawing.figures import Figure, Position, RulesPage, house
from . import rules_page_fr
from .cards import KIND_NAMES, POS_INDEX, card_words
from .rules import CARD_TABLE, Hexapod
from .scoring import placement_effect, scoring_runs
from .view import card_svg, case_svg, parse_legal, selected_card

HOUSE = house("en")

_NAMES = {"B": "Blue", "G": "Green", "Y": "Gold", "R": "Red Leaf", "D": "Dung"}


def _row(two):
    if two == "SS":
        return "Stag Beetle"
    if two == "MM":
        return "Moth"
    return f"{_NAMES[two[0]]}, {_NAMES[two[1]]}"


_DECK_ROWS = "".join(f"<tr><td>{i + 1}</td><td>{_row(c[:2])}</td><td>{_row(c[2:])}</td></tr>" for i, c in enumerate(CARD_TABLE))

RULES_HTML = f"""
<h2>Hexapod: The Curious Pastime of Entomology</h2>
<p class="byline">A game by Mike Kay (beta rulebook). Two players: <b>Light</b> and <b>Dark</b>, each building
their own insect display case from three shared stacks.</p>

<h3>Goal</h3>
<p>Have the display case worth the most points when the game ends. Only the top layer of cards counts.</p>

<h3>The display case and the cards</h3>
<p>{HOUSE} the case is a grid of <b>6 columns × 6 rows</b> of cells (columns a–f, rows 1–6 from the top).
A card is <b>2 × 2 cells</b>. Cards are placed along the grid lines, entirely inside the case, at any whole-cell
offset, and are never rotated. A new card covers whatever it overlaps.</p>
<p>Each cell of a card holds one small insect: a <b>Blue</b>, <b>Green</b> or <b>Gold</b> beetle, a black
<b>Dung</b> beetle, or a couple of <b>Red Leaf</b> beetles. A <b>Stag Beetle</b> or a <b>Moth</b> is large: it fills
both cells of one row of its card.</p>
<p>The pictures tell the kinds apart without colour: Blue beetles have a split back, Green beetles four spots,
Gold beetles bands across; Red Leaf beetles come as a pair; the Dung beetle rolls its ball; the Stag has
antlers and the Moth wings.</p>

<h3>Setup</h3>
<p>Each player has an empty case and <b>3 coins</b>. The Spider is taken out and the 41 insect cards shuffled;
8 of them are shuffled with the Spider (9 cards), the other 33 are split into three stacks of 11, three of the
nine go on top of each stack, and the stacks are turned face up. So the Spider is among the <b>bottom three</b>
cards of one stack, nobody knows where. Only the top card of each stack can be seen.</p>
<p>{HOUSE} the first player is chosen at random unless the new-game settings say otherwise. The first player
takes the top card of a stack of their choice into hand, then the second player does the same, and then the
first player takes the first turn.</p>

<h3>Your turn: one of three actions</h3>
<ol>
<li><b>Draw and play.</b> Take the top card of a stack into your hand (now two cards), then place one of your
two cards in your case. The other card stays in hand.
{HOUSE} drawing is allowed only if one of the two cards could then be placed (the tops are face up, so this is
known before drawing). You can never play without drawing.</li>
<li><b>Spend a coin.</b> Move the top card of one stack onto another stack, turning up a new card. Then either
draw and play as above, or end your turn. {HOUSE} at most one coin per turn.</li>
<li><b>Pass.</b> You are out of the game for good; your opponent keeps taking turns until they pass too or
the Spider is revealed.</li>
</ol>
<p>If you cannot draw and play, and have no coin (or no card a coin may move), you must pass. With a coin and a
movable card you may always spend it and end your turn, so you are never forced to pass.</p>

<h3>Empty stacks</h3>
<p>{HOUSE} the three stack places stay on the table all game. An empty place offers no draw and cannot be the
source of a coin move, but a coin may move a card onto it, which makes it a stack again.</p>

<h3>Placing a card</h3>
<div class="rules-with-fig"><!-- figure: place -->
<ul>
<li>Your <b>first card</b> may go anywhere in the case.</li>
<li>Every later card must <b>directly cover at least one insect of the same kind</b>: a small insect over a
visible small insect of the same kind, or a Stag exactly over a visible Stag (both cells), a Moth exactly over a
visible Moth. The card may cover other insects as well.
{HOUSE} a Moth laid exactly over a Stag (or a Stag over a Moth) is not a match; it is a full cover, allowed only
if the card also matches elsewhere.</li>
<li>A visible <b>Dung beetle</b> may only be covered by a Dung beetle. Plan where they go: they are there for good.</li>
<li>A visible <b>Stag or Moth</b> is never partly covered: a card covers none of its two cells or both.</li>
<li>Empty cells may be covered freely.</li>
</ul>
<p>On screen: select one of your two cards; every place it may go shows a dot. Point at a dot (or move to it with
the arrow keys) to see the card there and what it would score, e.g. “+6: Green row of 3”; click (or press
Enter) to place it.</p></div>

<h3>The Spider and the end of the game</h3>
<p>{HOUSE} the Spider can never be taken into hand and can never be the card a coin moves; the cards under it are
never played.</p>
<p>The Spider is <b>revealed</b> when it becomes the top card of a stack, after a draw or a coin move. The player
whose turn it is finishes that turn; then the opponent, unless they had passed, takes <b>one final turn</b>
(a normal turn, which they may also decline), and the game ends. A coin may move a card onto the Spider
(“recovering” it), but the game still ends. The game also ends when both players have passed.</p>

<h3>Scoring (the visible top layer only)</h3>
<div class="rules-with-fig"><!-- figure: score -->
<ul>
<li><b>Blue 1, Green 2, Gold 3.</b> {HOUSE} in every row and every column, each unbroken run of 2 or more
beetles of one colour scores its length × the value. A beetle can score in its row and in its column. A lone
beetle scores nothing; Blue–Gold–Blue in a row scores nothing for that row. A 2 × 3 block of Blue scores 12
(two rows of 3, three columns of 2).</li>
<li><b>Red Leaf:</b> each red cell scores 1, plus 1 for each red cell among its 8 neighbours (diagonals
included). Two red cells side by side score 2 × (1 + 1) = 4.</li>
<li><b>Stag Beetle, Moth:</b> 5 each (whole and visible).</li>
<li><b>Dung beetle:</b> 0. <b>Unspent coins:</b> 2 each. The card still in hand scores nothing.</li>
</ul>
<p>Highest total wins. {HOUSE} a tie is a draw.</p>
<p>On screen, scoring runs are outlined on each case; the end screen gives every category for both players.</p></div>

<h3>What is hidden</h3>
<p>Both cases, both hands (every hand card was a face-up stack top when taken), the coins, the stack tops, each
stack's height and the deck list below are public. The order of the cards below each top, and where the Spider
is, are hidden from both players. {HOUSE} a card that was seen on top and then covered by a coin stays known
(everybody saw it go under), and the screen lists it under “Seen below”. The computer player never reads below
the tops: it reasons from the deck list, the cards seen and the stack heights. As nothing is secret from one
player only, two people on one device need no hand-off screen.</p>

<h3>Undo</h3>
<p>{HOUSE} you may take back your placement, but not a draw or a coin move that turned up a card nobody had seen.</p>

<h3>The deck</h3>
<p>{HOUSE} the original card sheet is not available, so Vivarium uses this deck of 41 insect cards plus the
Spider, made to the counts of the contract: 6 Stag cards and 6 Moth cards (3 of each with the large insect in the
top row, 3 in the bottom row), 29 cards of four small insects; 140 small insects in all: Blue 44, Green 36,
Gold 22, Red Leaf 20, Dung 18; no card shows one kind in all its cells or more than two Dung beetles.</p>
<div class="table-scroll"><table class="rules-table hx-deck">
<thead><tr><th>#</th><th>Top row</th><th>Bottom row</th></tr></thead>
<tbody>{_DECK_ROWS}</tbody></table></div>
"""


# Light first, seed 47: the first 39 actions of a game (draws and placements), each legal where it
# is played; Light's case after 28 of them is the scoring example, after all 39 Light has drawn a card.
GAME = ["draw 3", "draw 3", "draw 1", "place A c3", "draw 1", "place B a2", "draw 3", "place B d3", "draw 3", "place B b3",
        "draw 2", "place B b4", "draw 2", "place B a2", "draw 2", "place B b2", "draw 1", "place B a2", "draw 1", "place B a4",
        "draw 1", "place A a1", "draw 1", "place A a5", "draw 2", "place B a2", "draw 2", "place A c4", "draw 2", "place B c2",
        "draw 2", "place A d3", "draw 2", "place B b2", "draw 1", "place B e2", "draw 2", "place B b2", "draw 1"]
SEED, SCORED = 47, 28
LIGHT = 0


def _run_words(run):
    """"Gold row of 3: 3 × 3 = 9" (a run scores its length × its colour's value)."""
    n = len(run["cells"])
    return f"{KIND_NAMES[run['kind']]} {run['dir']} of {n}: {n} × {run['points'] // n} = {run['points']}"


def figures():
    game = Hexapod()
    scored = Position(game, GAME[:SCORED], {"first": "light"}, seed=SEED)
    view = scored.view(LIGHT)
    runs = sorted(scoring_runs(view["grids"][LIGHT]), key=lambda r: -r["points"])
    score_art = case_svg(view["grids"][LIGHT], view["placed"][LIGHT], "Hexapod", runs="play")
    placing = Position(game, GAME, {"first": "light"}, seed=SEED)
    view, legal = placing.view(LIGHT), placing.legal()
    letter = selected_card(view, {}, legal)
    card = view["hands"][LIGHT]["AB".index(letter)]
    grid = view["grids"][LIGHT]
    targets = {pos: (action, card, placement_effect(grid, card, POS_INDEX[pos])[1])
               for pos, action in parse_legal(legal)["place"][letter].items()}
    place_art = (f'<div class="hx-fig-card">{card_svg(card, 26)}</div>'
                 + case_svg(grid, view["placed"][LIGHT], "Hexapod", targets, runs="play"))
    return {
        "place": Figure(f"Light's drawn card ({card_words(card)}) may go on any of the {len(targets)} dots: "
                        "each place covers at least one insect of the same kind.", place_art, placing, "hexapod"),
        "score": Figure("The outlined runs score " + "; ".join(_run_words(r) for r in runs) + ".",
                        score_art, scored, "hexapod"),
    }


RULES_PAGE = RulesPage(RULES_HTML, figures, texts={"fr": rules_page_fr.RULES_HTML},
                       captions={"fr": rules_page_fr.CAPTIONS})
