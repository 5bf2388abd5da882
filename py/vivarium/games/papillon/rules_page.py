"""The in-app rules page for Papillon (the full game, the blue round, the orange round), written
from shared/rules/papillon.md.

Every point the contract marks as a [decision], and every point this implementation settles
where the contract is silent (the engine's ``# [decision]`` comments), carries a "House
reading" mark.
"""

from ...i18n import t
from ...drawing.figures import Figure, Position, RulesPage, house
from . import rules_page_fr
from .blue_view import BlueView, captures_by_card
from .cards import cap_name
from .orange_text import spots_for_card
from .orange_view import OrangeView
from .pictures import card_html, defs
from .rules import Papillon

HOUSE = house("en")

RULES_HTML = f"""
<h2>Papillon</h2>
<p class="byline">A card game for two to five players, in teams from four (publisher: papillon-lejeu.fr).
A game has two rounds, the <b>blue round</b> (capture cards, score as many points as possible)
and the <b>orange round</b> (shed cards onto sequences, score as few as possible). Your game score is
your blue score minus your orange score. The new-game form also offers the blue round only and the
orange round only.</p>

<h3>The full game</h3>
<ul>
<li>At the start every player rolls both dice once. The <b>highest</b> roll starts the blue round and
chooses its direction; the <b>lowest</b> roll starts the orange round and chooses its direction (ties
roll again among the tied).</li>
<li>Play the blue round to its end, then the orange round with the same sides and seats.</li>
<li><b>Game score</b> of a side = its blue score − its orange score (the orange score of a team is the
sum of its players’ orange scores). The highest game score wins. {HOUSE} equal top totals are a
shared win (every side equal: a draw).</li>
<li>A single-round game rolls the dice at its start: the blue round alone is won by the highest blue
score, the orange round alone by the <b>lowest</b> orange score. {HOUSE} in an orange-only game the
lowest roller also picks the partners (three players two against one, five players).</li>
</ul>

<h2>The blue round</h2>
<h3>Goal</h3>
<p>Capture cards from the table by matching values, by sums and by arithmetic with the sign cards.
When every card has been played, the side with the highest blue score wins.</p>

<h3>The cards (58, the blue deck)</h3>
<ul>
<li><b>Four families</b> numbered 0 to 11: <b>Formes</b> (Shapes, green, a triangle),
<b>Éléments</b> (Elements, blue, a drop), <b>Découvertes</b> (Discoveries, red, a compass star) and
<b>Serpents</b> (Snakes, black, a snake). The 7 of Serpents is the <b>Dragon</b>.</li>
<li><b>Ten Atouts</b> (trumps, violet):
<table class="rules-table"><thead><tr><th>Atout</th><th>English</th><th>Value</th></tr></thead><tbody>
<tr><td>Couteau Suisse</td><td>Swiss knife</td><td>any family value 0–11 (never an Atout’s)</td></tr>
<tr><td>Plus, Moins, Multiplier/Diviser</td><td>the signs + − × ÷</td><td>no number</td></tr>
<tr><td>Yin</td><td>Yin</td><td>12</td></tr>
<tr><td>Yang</td><td>Yang</td><td>13 ({HOUSE} the source gives no number for Yang)</td></tr>
<tr><td>Chenille</td><td>Caterpillar</td><td>no number</td></tr>
<tr><td>Chrysalide</td><td>Chrysalis</td><td>no number</td></tr>
<tr><td>Papillon</td><td>Butterfly</td><td>no number</td></tr>
<tr><td>Chat Noir</td><td>Black Cat</td><td>22</td></tr>
</tbody></table>
A card with no number can never be a value in a take, a sum or a combination.</li>
<li>Two dice, and a marker for the direction of play. {HOUSE} both decks of the full game have the
same faces.</li>
</ul>

<h3>Players, sides and seats</h3>
<ul>
<li><b>2 players</b>: each for themselves. {HOUSE} the direction of play is not asked at two players
(it changes nothing).</li>
<li><b>3 players</b>: each for themselves, or (an option) two against one: the dice winner picks a
partner.</li>
<li><b>4 players</b>: two teams of two, partners opposite, so play alternates between the teams.
{HOUSE} the teams are the seats across the table (first and third seats against second and
fourth), fixed on the new-game form: nobody chooses them.</li>
<li><b>5 players</b>: two against three; the dice winner picks two partners and the team of three
sits at places 1, 3 and 5. {HOUSE} the dice winner takes place 1, the partners places 3 and 5 and
the other two places 2 and 4, each pair in seat order: one choice is asked, not a seating plan.</li>
<li>A <b>side</b> (a team, or a player alone) has one capture pile and one score.</li>
</ul>

<h3>Dice and the direction of play</h3>
<p>At the start every player rolls both dice once; the rolls are shown to everyone. The highest roll
starts the blue round (and every deal of it) and chooses the direction of play, clockwise or
anticlockwise; ties for the highest roll again among the tied players. {HOUSE} the dice and who
starts follow the contract’s reading of the source. The direction only changes when a Chrysalide is
shown.</p>

<h3>The deal</h3>
<table class="rules-table"><thead><tr><th>Players</th><th>Cards in hand</th><th>Cards on the table</th><th>Deals</th></tr></thead>
<tbody><tr><td>2</td><td>7</td><td>2</td><td>4</td></tr><tr><td>3</td><td>6</td><td>4</td><td>3</td></tr>
<tr><td>4</td><td>7</td><td>2</td><td>2</td></tr><tr><td>5</td><td>11</td><td>3</td><td>1</td></tr></tbody></table>
<p>The table cards are laid once, at the start. {HOUSE} a Papillon or Chrysalide turned up for the
table is shuffled back and replaced; and the table cards are turned up <i>before</i> the hands are
dealt, so that one can always be replaced. When every hand is empty, new hands are dealt (the table
stays) until the deck is used up.</p>

<h3>A turn</h3>
<div class="rules-with-fig"><!-- figure: combine -->
<p>You may not pass. Values: family cards their number, Yin 12, Yang 13, Chat Noir 22. {HOUSE} the
Couteau Suisse, played or lying on the table, counts as any value 0–11 of the player’s choice.
Play one of:</p>
<ul>
<li><b>Take</b> (ramasser): play a card equal to one table card and take that card.</li>
<li><b>Sum</b> (cumuler): play a card equal to the sum of table cards, and take them
all. {HOUSE} a sum adds up two or more table cards, and a 0 on the table may join one (5 = 0 + 5 takes
both).</li>
<li><b>Combine</b> (combiner): one sign and two operands, <i>a ∘ b</i> with +, −, × or exact ÷ (the
result is never negative or a fraction), equal to a card <b>you play from your hand</b>. The sign
comes from your hand or from the table; the operands are table cards. {HOUSE} when the sign
already lies on the table, one operand may be a second card from your hand. Never more than two
cards from your hand. You take the table operands, the sign and every card you played.
<br>Example: Chat Noir (22) and a 10 on the table, Moins and Yin (12) in hand: 22 − 10 = 12; you
play Moins and Yin and take the Chat Noir, the 10, Moins and Yin.</li>
<li><b>Papillon</b> (Butterfly): play it to take every card on the table.</li>
<li><b>Chrysalide</b>: show it: the direction of play reverses, and it goes to your side’s pile.</li>
<li><b>Discard</b>: put one card of your hand face up on the table — only if no card of your hand
can make a take, a sum or a combination; otherwise you must capture (your choice how). With an
empty table, put down any card.</li>
</ul></div>
<p>{HOUSE} the Papillon and the Chrysalide may be played instead of a capture at any time and never
lie on the table; a Papillon on an empty table goes to your pile alone. {HOUSE} the Chenille
(Caterpillar) captures nothing: it is discarded like any other card (only when you cannot capture),
and only a Papillon or the last sweep of the table can take it.</p>
<p>Captured cards, and the cards you played to capture them, go face down to your side’s pile. Every
capture happens in view: the screen lists the scoring cards each side holds.</p>

<h3>End of the blue round</h3>
<p>The round ends when all cards are played. A player with no cards left while others still hold some
is skipped. The cards left on the table go to the side that made the last capture (a take, a sum, a
combination, or a Papillon that swept at least one card; a Chrysalide is not a capture).
{HOUSE} if nobody captured anything, they go to nobody.</p>

<h3>Blue scoring</h3>
<ul>
<li><b>Most cards</b> captured: 10. A tie is settled by a dice roll-off among the tied. {HOUSE} a team
rolls once, and the roll-off repeats among those still tied; if nobody captured a card, nobody
scores it.</li>
<li><b>Yin</b> 10, <b>Yang</b> 10. {HOUSE} both Yin and Yang: 30 in all (not 50).</li>
<li>Each <b>sign</b> 10; the <b>Dragon</b> 10; the <b>Couteau Suisse</b> 10; the <b>Chenille</b> 10; the
<b>Chrysalide</b> 10; the <b>Papillon</b> 10; each card numbered <b>3</b>: 10. Every other card is
worth 0.</li>
<li><b>Chat Noir</b>: <b>+30</b> when it enters your pile through your own take, sum or combination
(as a table card or as a card you played, e.g. played to take 11 + 11, or as the result of 11 × 2);
<b>−30</b> when it is swept by a Papillon or by the last sweep of the table.</li>
<li><b>Don’t shoot the ambulance</b>: {HOUSE} after blue scoring, each side whose blue total is 0 or
less receives 10 from each player of the other sides, and each giver loses 10; applied once, on the
totals before any transfer.</li>
</ul>
<p>The highest blue score wins. {HOUSE} equal top totals are a shared win (every side equal: a draw).</p>

<h2>The orange round</h2>
<h3>Goal</h3>
<p>Get rid of your cards by laying them on sequences; the lowest orange score wins. The golden rule:
<b>a card that can be played must be played</b>, even if it does not suit you.</p>

<h3>The deal</h3>
<p>The <b>orange deck</b> is dealt with the same hand sizes and the same number of deals as the blue
round (2 players: 7 cards, 4 deals; 3: 6 cards, 3 deals; 4: 7 cards, 2 deals; 5: 11 cards, 1 deal).
Two cards are turned up as the <b>plate</b>. {HOUSE} each must be a family card 0–11: an Atout turned
up is shuffled back into the orange deck and replaced. At 3 players 2 orange cards, at 5 players 1
orange card, go face down on top of the <b>draw pile</b>, which is the whole <b>blue deck</b>,
shuffled. Nobody sees the cards anyone draws.</p>

<h3>The layout</h3>
<p>Plate card A — the centre — plate card B. Each plate card has a sequence above it and one below:
<b>four sequences</b> (upper-left, lower-left, upper-right, lower-right), each with a <b>sign slot</b> on
its outer side. The centre takes the Chat Noir, the Papillon and the Chrysalide. The layout stays in
place from deal to deal.</p>

<h3>Where a card may go</h3>
<div class="rules-with-fig"><!-- figure: lay -->
<p>Values: family cards their number, Yin 12, Yang 13. Values never wrap (no 0 on an 11). The top of
an empty sequence is its plate card.</p>
<ul>
<li>On a <b>plate card</b>: only the <b>same</b> value.</li>
<li>On a <b>sequence</b>: the same value, one more or one less than its top card — unless a sign
governs it:
<b>Plus</b> the same or one more; <b>Moins</b> the same or one less; <b>Multiplier/Diviser</b> a multiple or a
divisor of the top card. 0 is a multiple of everything and 1 divides everything, so after a 0 or a 1 any
card may follow. On a 6: 0, 1, 2, 3, 6 or the Yin (12); on a 4: 0, 1, 2, 4, 8 or the Yin (12).</li>
<li>A <b>sign</b> goes in any sequence’s sign slot and governs that sequence until another sign covers it.
{HOUSE} any player may cover a sign, its own player included, and a sign may go by an empty sequence.</li>
<li>The <b>Chenille</b> goes on any sequence: that sequence’s top now counts as 1.</li>
<li>The <b>Couteau Suisse</b> is laid as any family value 0–11 that fits where it goes, and keeps that
value there.</li>
<li>The <b>Chat Noir</b>, the <b>Papillon</b> and the <b>Chrysalide</b> go in the centre.</li>
</ul>
<p>So every Atout can always be played, except the Yin and the Yang. {HOUSE} the Yin and the Yang are
the numbers 12 and 13 and follow the rules above like any number.</p></div>

<h3>A turn</h3>
<ul>
<li>If any card of your hand can be laid, you must lay one; then, if any card can then be laid, you
must lay a second one (your choice which, in either order). You cannot stop after one card while a
second one fits; after two cards your turn is over.</li>
<li>Only if nothing can be laid: draw one card from the draw pile, then lay one or two if you now can
(the same obligation). If nothing can be laid and the draw pile is empty, you pass.</li>
<li><b>Chrysalide</b>: reverses the direction of play (your turn goes on).</li>
<li><b>Papillon</b>: you draw 3 cards and your turn ends — even as your first card, and even if it was
your last card (the deal does not end). {HOUSE} if the draw pile cannot give you any card, and the
Papillon was your last card, you have gone out.</li>
<li><b>Chat Noir</b>: the next player (the victim) draws 3 at the start of their turn, then plays
normally (drawing one more if nothing fits, as usual). Before drawing, the victim may lay a Papillon:
they draw nothing and the Chat Noir’s player draws 6. If the victim finds a Papillon among the 3 cards
drawn, they may lay it at once (as their first card) and the Chat Noir’s player draws 3. {HOUSE}
Either way, laying that Papillon ends the victim’s turn. {HOUSE} the victim always chooses between
“draw 3” and the Papillon, even without a Papillon in hand, so nobody learns whether one was held.
{HOUSE} the victim is the player whose turn comes next when the Chat Noir’s turn ends (after a
Chrysalide in the same turn, the next one in the new direction); two Chat Noirs in one turn make the
victim draw 3 each (6; answered before drawing, the Chat Noir’s player draws 12).</li>
<li>{HOUSE} a Chat Noir that empties its player’s hand still makes the victim draw 3 (no answer
possible) before the deal is scored.</li>
</ul>

<h3>Deals, Carnage and Apocalypse</h3>
<ul>
<li>When a player has laid all their cards, the deal ends: each player of the <b>other sides</b> scores
<b>+20</b> (+30 in the last deal, after which no orange cards are left to deal); the player’s partners
score nothing for it. The next deal gives everyone a full new hand from the orange cards left (you keep
what you still hold) and is started by the orange starting player. The round ends when a player goes out
in the last deal.</li>
<li><b>Carnage</b>: {HOUSE} as soon as the last card of the draw pile is taken, every orange card not yet
dealt is dealt at once, one at a time in turn order from the round’s starting player; the turn then goes
on, and this deal is the last one. Draws the empty pile cannot give are skipped.</li>
<li><b>Apocalypse</b>: if the draw pile is empty and every player in turn has passed, the round ends at
once; the blocked deal gives no deal penalty and everyone adds their hand points.</li>
</ul>

<h3>Orange scoring (lowest is best)</h3>
<p>Deal penalties (+20 / +30) plus the points of the cards left in your hand: family cards their number,
Yin 12, Yang 13, <b>Chat Noir 22</b>, Chrysalide 0, signs 0, Chenille 1, Couteau Suisse the sum of a fresh
roll of two dice. {HOUSE} a Papillon counts 0, but its holder first draws 3 cards from the draw pile (what
it still has) and adds their values; a Papillon drawn this way counts 0 and draws nothing. {HOUSE} players
are scored in turn order from the orange starting player (this decides who draws first for a Papillon).</p>

<h3>On screen</h3>
<ul>
<li>Select a card of your hand: every capture it allows is listed under your hand, each with its
arithmetic (e.g. “22 − 10 = 12”) and the cards it takes; point at one (or focus it with Tab) to see
its cards highlighted on the table, and choose it to play it. Long lists show the first few and a
“Show all” button. When no capture is possible, one click on a card puts it on the table.</li>
<li>Select the Papillon or the Chrysalide to play it with its button.</li>
<li>Two people or more on one device: a “pass the device” screen hides every hand between turns.
Undo takes back your own last move, never past a deal or a roll of the dice, nor (orange round) past
any card drawn from the draw pile.</li>
<li>The computer players see only their own hand and what is public, and play for their team. They
read the table as you can: a player who puts a card down in the blue round had no capture, so their
hand cannot hold a card that would have taken something then; a player who draws, passes or stops
after one card in the orange round had nothing they could lay.</li>
</ul>
"""


# Two players, each round alone. Blue, seed 34: Azure opens with Yin and the 4 of Formes on the table.
# Orange, seed 6: the first 21 actions of the round, each legal where it is played.
ORANGE = ["centre 115", "place 91 on lower-left", "draw 3", "place 93 on upper-left", "place 47 on upper-left", "centre 114",
          "place 19 on lower-right", "place 100 on lower-right", "place 10 on upper-left", "place 31 on upper-right",
          "place 64 on upper-right", "sign 109 on lower-right", "place 88 on upper-right", "place 61 on lower-right",
          "place 94 on lower-right", "place 74 on lower-right", "place 60 on lower-right", "place 37 on lower-right",
          "place 86 on lower-right", "place 26 on lower-right", "place 104 on upper-left"]
EIGHT = 20  # the 8 of Éléments (blue deck)
ORANGE_EIGHT = 78  # the 8 of Éléments (orange deck)


def figures():
    game = Papillon()
    blue = Position(game, [], {"players": 2, "round": "blue"}, seed=34)
    seat = game.actor(blue.state)
    view, legal = blue.view(seat), blue.legal()
    by_card = captures_by_card(view, legal)  # the 8 of Éléments selected: its one capture is listed
    screen = BlueView()
    blue_art = (screen.table_html(view, legal, EIGHT, by_card[EIGHT], t("papillon.blue.table"))
                + screen.you_html(view, {"sel": EIGHT, "all": False}, legal, EIGHT, by_card[EIGHT], by_card))
    orange = Position(game, ORANGE, {"players": 2, "round": "orange"}, seed=6)
    seat = game.actor(orange.state)
    view, legal = orange.view(seat), orange.legal()
    offers = spots_for_card(legal, ORANGE_EIGHT)
    orange_art = (f'<div class="pap-cards">{card_html(ORANGE_EIGHT)}</div>'
                  + OrangeView().layout_html(view, legal, ORANGE_EIGHT, offers, t("papillon.orange.layout")))
    return {
        "combine": Figure("Yin and a 4 lie on the table: with Moins and an 8 in hand, 12 − 4 = 8 takes both "
                          "(the 8 and Moins go to the pile too).", f'<div class="pap-board">{blue_art}</div>', blue, "papillon"),
        "lay": Figure(f"{cap_name(ORANGE_EIGHT)} may go on plate card B (an 8), "
                      "on lower left (9 − 1) or on lower right, where Multiplier/Diviser lets a multiple of its 2 follow.",
                      f'<div class="pap-board pap-orange">{orange_art}</div>', orange, "papillon"),
    }


RULES_PAGE = RulesPage(RULES_HTML, figures, defs, texts={"fr": rules_page_fr.RULES_HTML},
                       captions={"fr": rules_page_fr.CAPTIONS})
