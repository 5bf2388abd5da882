"""The in-app rules page for Papillon (the blue round), written from shared/rules/papillon.md.

Every point the contract marks as a [decision], and every point this implementation settles
where the contract is silent (the engine's ``# [decision]`` comments), carries a "House
reading" mark.
"""

HOUSE = '<strong class="house">House reading:</strong>'

RULES_HTML = f"""
<h2>Papillon — the blue round</h2>
<p class="byline">A card game for two to five players, in teams from four (publisher: papillon-lejeu.fr).
The full game has two rounds, the <b>blue round</b> (capture cards, score as many points as possible)
and the <b>orange round</b> (shed cards onto sequences, score as few as possible).
<b>The game offered here for now is the blue round on its own</b>; the orange round and the full
two-round game come later.</p>

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
partner. {HOUSE}</li>
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
<p>You may not pass. Values: family cards their number, Yin 12, Yang 13, Chat Noir 22; {HOUSE} the
Couteau Suisse, played or lying on the table, counts as any value 0–11 of the player’s choice.
Play one of:</p>
<ul>
<li><b>Take</b> (ramasser): play a card equal to one table card and take that card.</li>
<li><b>Sum</b> (cumuler): play a card equal to the sum of {HOUSE} two or more table cards, and take
them all. {HOUSE} a 0 on the table may join a sum (5 = 0 + 5 takes both).</li>
<li><b>Combine</b> (combiner): one sign and two operands, <i>a ∘ b</i> with +, −, × or exact ÷ (the
result is never negative or a fraction), equal to a card <b>you play from your hand</b>. The sign
comes from your hand or from the table; the operands are table cards, except {HOUSE} when the sign
already lies on the table one operand may be a second card from your hand. Never more than two
cards from your hand. You take the table operands, the sign and every card you played.
<br>Example: Chat Noir (22) and a 10 on the table, Moins and Yin (12) in hand: 22 − 10 = 12; you
play Moins and Yin and take the Chat Noir, the 10, Moins and Yin.</li>
<li><b>Papillon</b> (Butterfly): play it to take every card on the table.</li>
<li><b>Chrysalide</b>: show it: the direction of play reverses, and it goes to your side’s pile.</li>
<li><b>Discard</b>: put one card of your hand face up on the table — only if no card of your hand
can make a take, a sum or a combination; otherwise you must capture (your choice how). With an
empty table, put down any card.</li>
</ul>
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
<li><b>Yin</b> 10, <b>Yang</b> 10; {HOUSE} both Yin and Yang: 30 in all (not 50).</li>
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

<h3>On screen</h3>
<ul>
<li>Select a card of your hand: every capture it allows is listed under your hand, each with its
arithmetic (e.g. “22 − 10 = 12”) and the cards it takes; point at one (or focus it with Tab) to see
its cards highlighted on the table, and choose it to play it. Long lists show the first few and a
“Show all” button. When no capture is possible, one click on a card puts it on the table.</li>
<li>Select the Papillon or the Chrysalide to play it with its button.</li>
<li>Two people or more on one device: a “pass the device” screen hides every hand between turns.
Undo takes back your own last move, never past a deal or a roll of the dice.</li>
<li>The computer players see only their own hand and what is public, and play for their team.</li>
</ul>
"""
