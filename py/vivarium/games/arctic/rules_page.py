"""The in-app rules page for Arctic, written from shared/rules/arctic.md.

Where the contract marks a point as taken from the Board Game Arena edition or as a decision,
and where this implementation settles something the contract leaves open, the page says so
with a "House rule" mark.
"""

from ...drawing.figures import Figure, Position, RulesPage, house
from . import rules_page_fr
from .pictures import card_html, icon_defs, landscape_html, power_rows, token_choices
from .rules import Arctic
from .view import ArcticView

HOUSE = house("en")

_POWERS = power_rows("en")

RULES_HTML = f"""
<h2>Arctic</h2>
<p class="byline">Designed by Cédric Lefebvre (Ludonaute, 2024). Two to four players.</p>

<h3>Goal</h3>
<p>Build long runs of the same animal in your <b>Personal pile</b>, collect several different runs,
steer the animal tokens so that your secret <b>totem</b> animal ends on a valuable Landscape card,
and avoid <b>Penalty</b> cards. The highest total wins.</p>

<h3>Components</h3>
<ul>
<li><b>Six animals</b>: Fox, Moose, Walrus, Orca, Puffin and Polar Bear.</li>
<li><b>Animal cards</b> in four sets of 30 (one set per player is used). A card shows its animal, a
<b>draw value</b> from 1 to 5, a <b>placement value</b> (6 − draw value) and a <b>companion animal</b>.
On screen the square number is the placement value, the round number the draw value, and “+” names
the companion. {HOUSE} the companions follow the Board Game Arena edition’s pattern; they have not
been compared with the printed cards.</li>
<li>The <b>Landscape</b>: six cards in a row worth <b>0, 1, 3, 6, 10 and 15</b> points. The six animal
tokens start on the card worth 3.</li>
<li>Six <b>totems</b>, one per animal: each player gets one at random, in secret.</li>
<li>Six two-sided <b>power cards</b>, one per animal (see below).</li>
</ul>

<h3>Setup</h3>
<p>Shuffle the sets in use. {HOUSE} 5 × (players − 1) cards are set aside face down as the
<b>Reserve</b>; the rest form the <b>draw pile</b> (Board Game Arena edition). {HOUSE} each player gets
3 cards in hand (Board Game Arena edition) and a secret totem. Six cards are laid face up as the
<b>River</b>. Each power card lies on a random side unless the new-game settings choose all A, all B or
each side. The first player is chosen at random. Each player has a Personal pile (face up; its top card
is their <b>visible animal</b>) and a Penalty pile (face down). Nobody has a visible animal at the start.</p>

<h3>A turn</h3>
<div class="rules-with-fig"><!-- figure: move -->
<ol>
<li><b>Place</b> cards from your hand onto your Personal pile, one at a time in the order you choose:
as many as the <b>placement value of your visible animal at the start of the turn</b> (1 if you have
none). If your hand runs out first, the missing cards come from the draw pile straight into your
Penalty pile. If your hand is empty at the start of your turn, you take the full placement value as
penalty and keep your visible animal. {HOUSE} you then carry on with steps 2–4 as usual.</li>
<li><b>Take the power card</b> of your (new) visible animal, from the table or from whoever holds it.
You may hold several.</li>
<li><b>Move tokens</b>: the token of the visible card’s animal and the token of its companion each move
one Landscape card, in <b>opposite directions</b>. You choose the direction of the main animal’s token;
a direction is allowed only if neither token would leave the Landscape. If both tokens stand on the
same end card, both move one card inward. Several tokens may share a card.</li>
<li><b>Draw</b>: take cards from the River one at a time, as many as the visible card’s <b>draw
value</b> (fewer if the River runs out). If you then hold more than 7 cards, put cards of your choice
into your Penalty pile until you hold 7. {HOUSE} the River is refilled to six cards at the end of the
turn (Board Game Arena edition).</li>
</ol></div>
<p>Powers you take during a turn work in steps 3–4 of that turn; powers that act in step 1 (Fox,
Puffin, Moose B) work from your next turn on. {HOUSE} the step before placing (the <b>Ready</b>
button) is offered only when you hold the Puffin or the Moose on side B; otherwise your turn starts
with placing.</p>

<h3>Power cards</h3>
<p>Using a power is always optional.</p>
<table class="rules-table">
<thead><tr><th>Animal</th><th>Side A</th><th>Side B</th></tr></thead>
<tbody>{_POWERS}</tbody>
</table>
<ul>
<li><b>Fox</b>: {HOUSE} the Fox acts on the <b>last card you place from your hand</b>, also when your
hand runs out before your placement value and the rest comes from the draw pile as penalty. Side A or
B may be used even when you place only one card; after Fox A or B with a single card your visible card
is unchanged. Fox A is impossible with no visible card and when the visible card is itself face down.
A face-down Fox card counts as <b>any animal</b> at scoring and may join two runs.
{HOUSE} a run still needs at least one face-up card of its animal: a face-down card alone is no run.
{HOUSE} a face-down card that ends up on top of a pile counts as placement 1 and draw 1 and moves no
tokens.</li>
<li><b>Moose</b>: the changed value may drop to 0, never below. Placing 0 cards keeps the same visible
card, whose power, tokens and draw value then apply. Drawing 0 cards is allowed. Moose B −1 also
lowers a shortfall penalty by one and +1 raises it. {HOUSE} the same holds for an empty-hand
penalty.</li>
<li><b>Orca</b>: {HOUSE} with side A the River is refilled by itself after each card you take. Side B
lets any of your draws be the top card of the draw pile, which only you see.</li>
<li><b>Polar Bear</b>: side A lets draws come from your own Penalty pile back to your hand. {HOUSE}
with side B the card you give is the <b>most recent</b> card of your Penalty pile.</li>
</ul>

<h3>End of the game</h3>
<ul>
<li>Whenever a card must come from the draw pile (River refill, penalty draw, Orca B) and the draw pile
is empty while the Reserve is still aside, the <b>Reserve becomes the draw pile</b> at that moment and
the end is triggered. The current turn goes on with it. Missing cards are skipped only once the
Reserve is used up too. {HOUSE} this trigger follows the rules summary; the Board Game Arena edition
triggers one refill earlier.</li>
<li>Play continues to the end of the round (until the first player would play again).</li>
<li>Then every player takes <b>one last turn without drawing</b>: place, take the power card, move the
tokens. {HOUSE} in that last turn there is no River draw, no Orca B draw, no Polar Bear power and no
River refill; a placement shortfall still goes into the Penalty pile while the draw pile has cards;
a Puffin A swap is still allowed (it is not a draw).</li>
<li>Then scoring. {HOUSE} cards left in hand score nothing (Board Game Arena edition).</li>
</ul>

<h3>Scoring</h3>
<div class="rules-with-fig"><!-- figure: runs -->
<p>One table for the first two lines: a length of 2 scores 1, 3 → 3, 4 → 6, 5 → 10, 6 or more → 15
(1 scores 0).</p>
<ol>
<li><b>Runs</b>: for each animal, the longest run of consecutive cards of that animal in your Personal
pile (in the order you built it) scores by the table.</li>
<li><b>Variety</b>: the number of animals that gave you a run of 2 or more scores by the same table.</li>
<li><b>Totem</b>: the value of the Landscape card under your totem animal’s token.</li>
<li><b>Penalty</b>: −1 per card in your Penalty pile.</li>
</ol>
<p>Example: a pile (bottom to top) Fox, Fox, Fox, Orca, Orca, Moose scores Fox 3 → 3, Orca 2 → 1 and
variety 2 animals → 1: 5 points before the totem and penalties.</p></div>
<p>Highest total wins. Ties go to the tied player earliest in turn order from the first player.</p>

<h3>What each player sees</h3>
<p>{HOUSE} everyone sees every Personal pile in full and in order (a face-down Fox card shows only its
back to the others), hand and Penalty pile sizes, the River, the tokens, who holds which power card on
which side, and the sizes of the draw pile and the Reserve. Only you see your hand, your totem, the
faces of your own face-down Fox cards and your own Penalty pile. Nobody sees the order of the draw pile
or the Reserve, or the unused totems. The computer players play by the same rules: they never look at
anyone’s hand, totem or Penalty pile. When several people share one device, a “pass the device” screen
hides the previous player’s cards between turns.</p>

<h3>Playing here</h3>
<ul>
<li>Each decision is one click: a card in your hand to place it (or to put it into your Penalty pile
above the hand limit), a River card to take it, and buttons for everything else. The token directions
are shown as numbered dashed tokens on the Landscape: choose one, or its button.</li>
<li>Your pile is shown in full; “Show every pile in full” shows everyone’s, in order from the bottom,
with the cards placed this turn highlighted.</li>
<li>Everything works with the keyboard: Tab to a card or button, then Enter or Space.</li>
</ul>
"""


# A two-player game from seed 5 (Ice and Aurora; Aurora plays first), each action legal where it
# is played: Aurora's first card, then turns until Aurora's third turn is over.
GAME = ["place 44", "move right", "walrus left", "take 12", "take 50", "take 4", "take 37", "take 18",
        "place 32", "move right", "take 25", "take 45", "take 38",
        "place 10", "walrus left", "take 6",
        "place 2", "place 38", "place 15 down", "move left", "draw 5", "take 48", "take 1", "take 0", "take 53", "take 27",
        "place 12", "place 37", "place 6", "place 18", "place 4", "move left", "walrus right",
        "take 22", "take 47", "take 26", "take 21", "take 56"]
AURORA = 1


def figures():
    game = Arctic()
    placed = Position(game, GAME[:31], {"players": 2}, seed=5)  # Aurora's third turn: five cards placed
    view = placed.view(AURORA)
    choices = token_choices(view, placed.legal())
    moving = {a for moves in choices.values() for a, _f, _t in moves}
    move_art = (f'<div class="arc-table"><div class="arc-cards">{card_html(view["piles"][AURORA][-1])}</div>'
                f"{landscape_html(view, choices, None, moving)}</div>")
    runs = Position(game, GAME, {"players": 2}, seed=5)
    pile_art = f'<div class="arc-table">{ArcticView().pile_strip(runs.view(AURORA), AURORA)}</div>'
    return {
        "move": Figure("Aurora's new visible card is a Fox with the Polar Bear as companion: the two tokens move one "
                       "card in opposite directions, one of the two numbered ways.", move_art, placed, "arctic"),
        "runs": Figure("Aurora's pile, bottom to top: Walrus 3 scores 3, Moose 2 scores 1, and 2 animals with "
                       "a run score 1 for variety.", pile_art, runs, "arctic"),
    }


RULES_PAGE = RulesPage(RULES_HTML, figures, icon_defs, texts={"fr": rules_page_fr.RULES_HTML},
                       captions={"fr": rules_page_fr.CAPTIONS})
