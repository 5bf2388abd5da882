"""Papillon, the orange round (shared/rules/papillon.md, "Orange round"): shed your hand onto
four sequences grown from a plate of two cards; lowest score wins. Pure; :data:`ORANGE` is the
round the frame (:class:`.rules.Papillon`) hands the orange round's questions to. The layout
and the placement rules are in :mod:`.sequences`; the words (explanations, the log) in
:mod:`.orange_text`; scoring and the outcome in :mod:`.orange_score`; hidden information in
:mod:`.orange_inference`; the bots' evaluation in :mod:`.orange_bot`.

**Cards.** The orange deck is ids ``58..115`` (``face(card) = card % 58``); the blue deck
``0..57`` is the draw pile. Both decks' cards are played in this round (a card drawn from the
pile is played like any other), so two copies of a face can meet.

**State** (keys added to the frame's, see :mod:`.rules`; ``round`` is "orange"):

- ``deck``: the draw pile, top first: the blue deck shuffled, with the leftover face-down
  orange cards on top (3 players: 2, 5 players: 1);
- ``odeck``: the orange cards not dealt yet (their order is hidden);
- ``plate``: two plate piles, ``[[card, value], ...]`` (the plate card first);
- ``seqs``: four sequences, ``[[card, value], ...]`` bottom first (``sequences.SEQS`` names
  them: upper-left, lower-left, upper-right, lower-right);
- ``signs``: four stacks of sign cards (the last governs); ``centre``: the centre stack;
- ``played``: cards laid in the current turn (0 or 1; a turn is over after two);
  ``drew``: whether the player drew their one card this turn; ``passes``: consecutive passes
  (all players in turn: Apocalypse);
- ``cat``: None, or a Chat Noir waiting for its victim: ``{"by": seat, "count": how many Chat
  Noirs that turn, "victim": seat or None while the Chat Noir's turn goes on, "stage":
  "pending" (its turn goes on), "before" (the victim must draw 3 or answer), "drawn" (the
  victim drew and found a Papillon: laying a Papillon now answers)}``; ``cat_found``
  (hidden, in the victim's view only): whether a Papillon was among the cards drawn;
- ``deal_points``: deal penalties per seat; ``deals``: one entry a finished deal ``{"deal",
  "seat" (who went out), "points", "last"}``; ``carnage``: None or ``{"deal", "cards": per
  seat}``; ``apocalypse``: bool;
- ``events``: what the last action set off by itself (draws, Carnage, the end of a deal, the
  next deal, the end of the round), for the log and the screen: ``{"kind": "draw", "seat",
  "count", "wanted", "why": "chat" | "answer" | "papillon" | "draw" | "deal end"}``,
  ``{"kind": "carnage", "cards"}``, ``{"kind": "deal_end", "seat", "points", "last"}``,
  ``{"kind": "deal", "deal_no"}``, ``{"kind": "apocalypse"}``, ``{"kind": "round_end"}``;
- ``last``: the previous decision ``{"seat", "kind", "card", "spot", "value", "answer"}``;
- ``no_play``: per seat, what its last stuck hand told (see :mod:`.orange_inference`);
- at the end, ``results["orange"]`` (see :func:`.orange_score.end_round`).

**Actions** (one decision each; the legal ones are listed exactly):

- ``direction clockwise`` / ``direction anticlockwise`` (the frame's): the orange starter
  (lowest dice) sets the direction before the first deal (not asked at two players);
- ``place C on SPOT``: a family card, Yin (12) or Yang (13) on a plate card (``plate-left``,
  ``plate-right``) or a sequence (``upper-left`` ...), or the Chenille on a sequence, e.g.
  ``place 65 on upper-left``;
- ``place C as V on SPOT``: the Swiss knife as family value V (0-11), e.g.
  ``place 106 as 5 on plate-left``;
- ``sign C on SEQ``: Plus, Moins or Multiplier/Diviser in a sequence's sign slot, e.g.
  ``sign 49 on lower-right``;
- ``centre C``: the Chat Noir, the Papillon or the Chrysalide in the centre (a Papillon laid by
  the victim of a Chat Noir before drawing, or at once after finding one among the 3 drawn, is
  the answer);
- ``draw 3``: the victim of a Chat Noir takes their 3 cards (always asked, so that nobody learns
  whether the victim held a Papillon);
- ``draw``: nothing in hand can be laid: draw one card from the draw pile;
- ``pass``: nothing can be laid and the draw pile is empty.

The must-play rule lives in :func:`legal`: while any card can be laid, only placements are
listed (no ``draw``, no ``pass``, no way to stop after one card when a second can be laid); a
turn ends by itself after two cards, after a Papillon, or when nothing more can be laid.
"""

from ...core import rng as rnglib
from ...core.toolkit import copy_state
from . import orange_bot, orange_inference, orange_score, orange_text
from .cards import BLUE_IDS, CHAT, CHRYSALIDE, DECK_SIZE, ORANGE_IDS, PAPILLON, face
from .common import DEALS, next_seat, roll_off, seats_from_starter
from .orange_inference import note_shown, note_stuck
from .orange_score import DEAL_PENALTY, LAST_DEAL_PENALTY, PAPILLON_DRAW, end_round
from .rounds import Round
from .sequences import SEQ_INDEX, SPOT_INDEX, has_playable, masks_of, parse, placements

LEFTOVER = {2: 0, 3: 2, 4: 0, 5: 1}  # face-down orange cards put on the draw pile
CAT_DRAW, ANSWER_DRAW, FOUND_DRAW = 3, 6, 3


# ---- the round's beginning --------------------------------------------------------------------
def begin(state):
    """Begin the orange round on a mutable ``state``: the lowest dice roller (ties re-roll
    among the tied) becomes the round's starter; the blue cards become the draw pile; the
    layout is empty until the first deal."""
    n = state["n"]
    dice = dict(state["dice"])
    rolls = dice["rolls"]
    low, rerolls, rng = roll_off(state["rng"], {s: rolls[s] for s in range(n)}, range(n), high=False)
    dice["low"], dice["low_rerolls"] = low, rerolls
    state["dice"] = dice
    state["rng"] = rng
    state["turn_no"] = state.get("turn_no", 0) + 1
    state["starter"] = low
    state["turn"] = low
    state["deck"] = list(BLUE_IDS)  # every blue card back, shuffled at the first deal
    state["table"] = []
    if state.get("piles") is not None:
        state["piles"] = [[] for _ in state["piles"]]
    state["odeck"] = list(ORANGE_IDS)
    state.update(plate=None, seqs=[[], [], [], []], signs=[[], [], [], []], centre=[], played=0, drew=False,
                 passes=0, cat=None, cat_found=False, deal_points=[0] * n, deals=[], carnage=None,
                 apocalypse=False, events=[], deal_no=0, last_capture=None, chat=None, no_play=[None] * n)


def first_deal(state):
    """Shuffle both decks, turn up the plate (an Atout turned up goes back into the orange
    deck, which is shuffled again), put the leftover orange cards face down on the draw pile,
    deal the first hands."""
    rng = state["rng"]
    deck, rng = rnglib.shuffled(rng, state["deck"])
    odeck, rng = rnglib.shuffled(rng, state["odeck"])
    plate = []
    while len(plate) < 2:
        card = odeck.pop(0)
        if face(card) >= 48:
            odeck.append(card)
            odeck, rng = rnglib.shuffled(rng, odeck)
            continue
        plate.append([[card, face(card) % 12]])
    k = LEFTOVER[state["n"]]
    state["deck"] = odeck[:k] + deck
    state["odeck"] = odeck[k:]
    state["plate"] = plate
    state["rng"] = rng
    state["hands"] = [[] for _ in range(state["n"])]
    _deal(state)


def _deal(state):
    """Deal a full new hand to everybody from the orange cards left (players keep what they
    hold); the round's starter plays first."""
    n = state["n"]
    hand_size = DEALS[n][0]
    odeck = state["odeck"]
    for s in range(n):
        state["hands"][s] = sorted(state["hands"][s] + odeck[:hand_size])
        odeck = odeck[hand_size:]
    state["odeck"] = odeck
    state["deal_no"] += 1
    state["turn"] = state["starter"]
    state["played"] = 0
    state["drew"] = False
    state["passes"] = 0
    state["cat"] = None
    state["cat_found"] = False
    state["events"].append({"kind": "deal", "deal_no": state["deal_no"]})


# ---- legality -----------------------------------------------------------------------------------
def legal(state):
    """The play phase's legal actions (the must-play rule lives here)."""
    seat = state["turn"]
    hand = state["hands"][seat]
    cat = state["cat"]
    if cat is not None and cat["victim"] == seat and cat["stage"] == "before":
        return ["draw 3"] + [f"centre {c}" for c in hand if c % DECK_SIZE == PAPILLON]
    out = placements(hand, masks_of(state))
    if out:
        return out
    if state["played"] == 0 and not state["drew"]:
        return ["draw"] if state["deck"] else ["pass"]
    return []  # not reached: such a turn is over by itself


# ---- transitions --------------------------------------------------------------------------------
def play(new, state, action):
    """Apply a play-phase action to ``new``, a copy of ``state`` (see ``OrangeRound.copy``)."""
    seat = state["turn"]
    hand = new["hands"][seat]
    cat = new["cat"]
    last = {"seat": seat, "kind": action.split(" ", 1)[0], "card": None, "spot": None, "value": None, "answer": False}
    new["last"] = last
    if action == "draw 3":
        drawn = _draw(new, seat, CAT_DRAW * cat["count"], "chat")
        found = any(c % DECK_SIZE == PAPILLON for c in drawn)
        new["cat_found"] = found
        if found:
            cat["stage"] = "drawn"
        else:
            new["cat"] = None
        return  # the victim then plays normally (a draw or a pass is always possible)
    victim_acting = cat is not None and cat["victim"] == seat
    if victim_acting:
        new["cat"] = None  # the answer's moment is now or never
        new["cat_found"] = False
    if action == "draw":
        new["drew"] = True
        _draw(new, seat, 1, "draw")
        masks = masks_of(new)
        stuck = not has_playable(hand, masks)
        # nothing could be laid before the draw; if the card drawn cannot be laid either,
        # nothing in the hand can now
        note_stuck(new, seat, masks, len(hand) if stuck else len(state["hands"][seat]))
        if stuck:
            _end_turn(new, seat)
        return
    if action == "pass":
        note_stuck(new, seat, masks_of(new), len(hand))
        new["passes"] = state["passes"] + 1
        if new["passes"] >= new["n"]:
            new["apocalypse"] = True
            new["events"].append({"kind": "apocalypse"})
            end_round(new)
        else:
            _end_turn(new, seat)
        return
    p = parse(action)
    card, spot, value = p["card"], p["spot"], p["value"]
    hand.remove(card)
    note_shown(new, seat, card)
    last.update(card=card, spot=spot, value=value)
    new["passes"] = 0
    f = card % DECK_SIZE
    if p["verb"] == "centre":
        new["centre"].append(card)
        if f == PAPILLON:
            answer = victim_acting and (cat["stage"] == "before" or (state["cat_found"] and state["played"] == 0))
            if answer:
                last["answer"] = True
                k = (ANSWER_DRAW if cat["stage"] == "before" else FOUND_DRAW) * cat["count"]
                _draw(new, cat["by"], k, "answer")
            else:
                _draw(new, seat, PAPILLON_DRAW, "papillon")
            # a Papillon ends the turn; [decision] if it leaves its player with no card (the
            # draw pile could not give any), that player has gone out
            if not hand:
                _end_deal(new, seat)
            else:
                _end_turn(new, seat)
            return
        if f == CHAT:
            pending = new["cat"]
            if pending is not None and pending["by"] == seat and pending["victim"] is None:
                pending["count"] += 1  # [decision] two Chat Noirs in one turn: the victim draws 3 each
            else:
                new["cat"] = {"by": seat, "count": 1, "victim": None, "stage": "pending"}
        elif f == CHRYSALIDE:
            new["direction"] = -new["direction"]
    elif p["verb"] == "sign":
        new["signs"][SEQ_INDEX[spot]].append(card)
    else:
        k = SPOT_INDEX[spot]
        if k < 2:
            new["plate"][k].append([card, value])
        else:
            new["seqs"][k - 2].append([card, value])
    new["played"] = state["played"] + 1
    if not hand:
        _end_deal(new, seat)
    elif new["played"] >= 2:
        _end_turn(new, seat)
    else:
        masks = masks_of(new)
        if not has_playable(hand, masks):
            note_stuck(new, seat, masks, len(hand))
            _end_turn(new, seat)


def _draw(state, seat, k, why):
    """``seat`` draws up to ``k`` cards from the top of the draw pile (Carnage the moment the
    last one is taken); returns the cards drawn."""
    deck = state["deck"]
    hand = state["hands"][seat]
    take = deck[:k]
    del deck[:k]
    hand += take
    hand.sort()
    state["events"].append({"kind": "draw", "seat": seat, "count": len(take), "wanted": k, "why": why})
    if take and not deck and state["odeck"]:
        _carnage(state)
    return take


def _carnage(state):
    """Carnage: the draw pile is used up; every orange card not dealt yet is dealt at once, one
    at a time in turn order from the round's starter; that deal is the last."""
    odeck = state["odeck"]
    seats = seats_from_starter(state)
    got = [0] * state["n"]
    hands = state["hands"]
    for i, card in enumerate(odeck):
        s = seats[i % len(seats)]
        hands[s].append(card)
        got[s] += 1
    for s in range(state["n"]):
        if got[s]:
            hands[s].sort()
    state["odeck"] = []
    state["carnage"] = {"deal": state["deal_no"], "cards": got}
    state["events"].append({"kind": "carnage", "cards": got})


def _end_turn(state, seat):
    nxt = next_seat(state, seat)
    cat = state["cat"]
    if cat is not None and cat["victim"] is None:
        # [decision] the victim is the player whose turn comes next (after a Chrysalide laid
        # in the same turn, the one in the new direction)
        cat["victim"] = nxt
        cat["stage"] = "before"
    state["turn"] = nxt
    state["played"] = 0
    state["drew"] = False
    state["turn_no"] += 1


def _end_deal(state, seat):
    """``seat`` has laid every card: a Chat Noir still waiting makes its victim draw first,
    then the players of the other sides score the deal penalty (+30 in the last deal, +20
    before it) and the next deal comes, or the round ends."""
    cat = state["cat"]
    if cat is not None and cat["victim"] is None:
        victim = next_seat(state, seat)
        _draw(state, victim, CAT_DRAW * cat["count"], "deal end")
    state["cat"] = None
    state["cat_found"] = False
    is_last = not state["odeck"]
    points = LAST_DEAL_PENALTY if is_last else DEAL_PENALTY
    side = state["side_of"][seat]
    for s in range(state["n"]):
        if state["side_of"][s] != side:
            state["deal_points"][s] += points
    state["deals"].append({"deal": state["deal_no"], "seat": seat, "points": points, "last": is_last})
    state["events"].append({"kind": "deal_end", "seat": seat, "points": points, "last": is_last})
    state["turn_no"] += 1
    if is_last:
        end_round(state)
    else:
        _deal(state)


# ---- the round ----------------------------------------------------------------------------------------
class OrangeRound(Round):
    id = "orange"
    # The orange round gets 4 times the level's iterations: an orange iteration costs about a
    # third of a blue one (no capture search), its roots are wide (a card for each spot, the
    # Swiss knife for each value) and the differences between moves small against a playout's
    # spread, so 400 iterations left it noise-bound. Hard's 1.0 s cap still holds in the browser.
    search_scale = 4.0

    def begin(self, state):
        begin(state)

    def deal(self, state):
        first_deal(state)

    def opening(self, after):
        return orange_text.opening(after)

    def copy(self, state):
        new = copy_state(state, lists=("deck", "odeck", "centre", "deal_points", "deals"),
                         nested=("hands", "plate", "seqs", "signs", "no_play"), dicts=("cat", "results"))
        new["events"] = []  # what this action sets off
        return new

    def legal(self, state):
        return legal(state)

    def explain(self, state, action):
        return orange_text.explain(state, action)

    def play(self, new, state, action):
        play(new, state, action)

    def reveals(self, state, after):
        """A card drawn from the draw pile (a draw, a Chat Noir's or a Papillon's), orange
        cards dealt, or a hand shown stuck: a turn that ends because the hand can lay nothing
        more tells everybody what its cards are not (``no_play``, issue 35's twin steps)."""
        if len(after["deck"]) != len(state["deck"]) or len(after["odeck"]) != len(state["odeck"]):
            return True
        return any(_told_stuck(old, new) for old, new in zip(state["no_play"], after["no_play"]))

    def describe(self, state, action, after):
        return orange_text.describe(state, action, after)

    def public_facts(self, state, seat):
        return orange_inference.public_facts(state, seat)

    def determinize(self, view, state, rng_state):
        return orange_inference.determinize(view, state, rng_state)

    def outcome(self, state):
        return orange_score.outcome(state)

    def heuristic(self, state, seat):
        return orange_bot.heuristic(state, seat) if state["phase"] == "play" else 0.0

    def rollout(self, state, actions, rng):
        if state["phase"] != "play":
            return rng.choice(actions)
        return orange_bot.rollout(state, actions, rng)


ORANGE = OrangeRound()


def _told_stuck(before, after):
    """Whether a seat's ``no_play`` fact is new (not the old one with a card fewer, or gone)."""
    if after is None or after == before:
        return False
    return before is None or after[0] != before[0] or after[1] > before[1]
