"""The conformance kit (``vivarium.core.conformance``) over every registered game, at every
player count, in each game's main variants: purity, JSON round trips, legality, one actor,
replay, ``view(determinize(view)) == view``, the log in hidden twins and the secret canary.

On top of the kit, every position checks that each seat's screen offers exactly what it may
do: the board a seat sees carries ``data-action`` attributes only for legal actions, and
none at all for a seat that is not to act (nor in the review of a finished game).

The last tests show the canary at work: a game that copies a secret into its view, or
tells one in a log line, is caught; a secret key a game adds later is hidden by default.
"""

import re
from html import unescape

import pytest

from vivarium.core.conformance import ConformanceError, MARK, check_game, find_marks, mark_secret
from vivarium.core.protocol import BadOptions, Game, UndeclaredSecrets, check_declaration, reveal
from vivarium.games import REGISTRY, checks
from vivarium.games.lepidoptery.rules import Lepidoptery
from vivarium.i18n import say

SEEDS = (1, 2)

# Each game's main variants (options besides ``players``) are its own: ``VARIANTS`` in
# ``games/<id>/checks.py`` (without one, its defaults). A variant a player count does not allow
# is skipped for that count.


def _cases():
    for game_id, entry in REGISTRY.items():
        game = entry.game
        counts = game.player_counts()
        for n in counts:
            for variant in checks(game_id).variants:
                options = dict(variant)
                if len(counts) > 1:
                    options["players"] = n
                try:
                    game.normalize_options(options)
                except BadOptions:
                    continue
                label = "-".join(f"{k}={v}" for k, v in variant.items()) or "default"
                yield pytest.param(game_id, options, id=f"{game_id}-{n}p-{label}")


ACTION_ATTR = re.compile(r'data-action="([^"]*)"')


def offered_actions(html):
    """The actions a screen's HTML offers (its ``data-action`` attributes, unescaped)."""
    return {unescape(value) for value in ACTION_ATTR.findall(html)}


def check_screens(entry, state, legal):
    """Each seat's board offers only legal actions, and only to the seat to act."""
    game, screen = entry.game, entry.view
    actor = game.actor(state)
    legal_set = set(legal)
    for seat in range(game.seat_count(state)):
        mine = legal if seat == actor else []
        html = screen.board(game.view(state, seat), screen.initial_ui(), mine, "board")
        offered = offered_actions(html)
        if seat == actor:
            assert offered <= legal_set, f"{game.id}: seat {seat} is offered illegal actions {sorted(offered - legal_set)}"
        else:
            assert not offered, f"{game.id}: seat {seat} is not to act but is offered {sorted(offered)}"
    review = screen.board(game.review_view(state), screen.initial_ui(), [], "review")
    assert not offered_actions(review), f"{game.id}: the review offers {sorted(offered_actions(review))}"


@pytest.mark.parametrize("game_id, options", list(_cases()))
def test_game_conforms(game_id, options):
    entry = REGISTRY[game_id]
    checked = check_game(entry.game, options, seeds=SEEDS,
                         on_position=lambda state, legal: check_screens(entry, state, legal))
    assert checked > 10


def test_every_registered_game_is_checked():
    checked = {values[0] for values in (case.values for case in _cases())}
    assert checked == set(REGISTRY)
    for game_id, entry in REGISTRY.items():
        counts = {case.values[1].get("players", entry.game.player_counts()[0]) for case in _cases()
                  if case.values[0] == game_id}
        assert counts == set(entry.game.player_counts()), game_id


def test_offered_actions_reads_escaped_attributes():
    html = '<button data-action="play pair 7 J7">x</button><g data-action="a &amp; b" data-ui="toggle 1">'
    assert offered_actions(html) == {"play pair 7 J7", "a & b"}


# ---- the canary catches leaks ------------------------------------------------------------------
class LeakyDecks(Lepidoptery):
    """Lepidoptery whose view also copies the decks (a secret) for everybody."""

    def public_facts(self, state, seat):
        return dict(super().public_facts(state, seat), decks=[list(deck) for deck in state["decks"]])


class LeakyTopCard(Lepidoptery):
    """Lepidoptery whose view tells each seat the top card of its own deck."""

    def public_facts(self, state, seat):
        facts = super().public_facts(state, seat)
        if seat is not None and state["decks"][seat]:
            facts["next_card"] = state["decks"][seat][0]
        return facts


class RevealedTopCard(Lepidoptery):
    """The same disclosure, made on purpose with ``reveal()``: not a leak."""

    def public_facts(self, state, seat):
        facts = super().public_facts(state, seat)
        if seat is not None and state["decks"][seat]:
            facts["next_card"] = reveal(state["decks"][seat][0])
        return facts

    def determinize(self, view, rng_state):
        state = super().determinize(view, rng_state)
        seat = view["seat"]
        if "next_card" in view:  # keep the known top card on top of the sampled deck
            deck = state["decks"][seat]
            deck.remove(view["next_card"])
            deck.insert(0, view["next_card"])
        return state


class LeakyLog(Lepidoptery):
    """Lepidoptery whose log line for a pass names the card the opponent will draw."""

    def describe(self, state, action):
        text = say(super().describe(state, action))
        other = 1 - state["turn"]
        if action == "pass" and state["decks"][other]:
            text += f" ({self.seat_names[other]} draws a {state['decks'][other][0]}.)"
        return text


class SecretBonus(Lepidoptery):
    """Lepidoptery with a new secret key in its state, that nobody declared public."""

    def setup(self, options, seed):
        state = super().setup(options, seed)
        state["bonus_cards"] = [[3, 9], [5, 7]]
        return state


class LeakyOtherHand(Lepidoptery):
    """Lepidoptery whose view shows each seat the other seat's hand."""

    def public_facts(self, state, seat):
        facts = super().public_facts(state, seat)
        if seat is not None:
            facts["their_hand"] = list(state["hands"][1 - seat])
        return facts


@pytest.mark.parametrize("game_class", [LeakyDecks, LeakyTopCard, LeakyLog, LeakyOtherHand], ids=lambda c: c.__name__)
def test_the_canary_catches_a_leak(game_class):
    with pytest.raises(ConformanceError, match="a secret reaches the view|tells a secret"):
        check_game(game_class(), {"rows": 4}, seeds=(1,))


def test_a_deliberate_disclosure_through_reveal_passes():
    assert check_game(RevealedTopCard(), {"rows": 4}, seeds=(1,)) > 10


def test_a_new_secret_key_is_hidden_by_default():
    game = SecretBonus()
    state = game.setup({"rows": 4}, 3)
    for seat in (None, 0, 1):
        assert "bonus_cards" not in game.view(state, seat)
    assert check_game(game, {"rows": 4}, seeds=(1,)) > 10


# ---- issue 35: the leaks the kit used to miss ---------------------------------------------------
class RemembersTheDraw(Lepidoptery):
    """A move copies a hidden value into a public key ("remember what was played"): after each
    action, the top card of the mover's deck is written under a public key."""

    public_keys = Lepidoptery.public_keys + ("memo",)

    def setup(self, options, seed):
        return dict(super().setup(options, seed), memo=None)

    def next_state(self, state, action):
        new = super().next_state(state, action)
        deck = state["decks"][state["turn"]]
        new["memo"] = deck[0] if deck else None
        return new

    def determinize(self, view, rng_state):
        return dict(super().determinize(view, rng_state), memo=view["memo"])


class PublicHand(Lepidoptery):
    """A public key that holds a hand: the second seat's hand as dealt, kept for "statistics"."""

    public_keys = Lepidoptery.public_keys + ("dealt",)

    def setup(self, options, seed):
        state = super().setup(options, seed)
        return dict(state, dealt=list(state["hands"][1]))

    def determinize(self, view, rng_state):
        return dict(super().determinize(view, rng_state), dealt=list(view["dealt"]))


class EveryMoveReveals(Lepidoptery):
    """A game where every move counts as one that reveals (as in a game where every move
    draws): a blanket exemption of such moves from the log check would skip all of them."""

    def reveals(self, state, action):
        return True


class SumInTheLog(EveryMoveReveals):
    """A log line gives the sum of the other hand."""

    def describe(self, state, action):
        other = state["hands"][1 - state["turn"]]
        return [super().describe(state, action), f"(the other hand adds up to {sum(other)})"]


class PercentInTheLog(EveryMoveReveals):
    """A hidden value formatted with ``%d``: the top card of the other deck."""

    def describe(self, state, action):
        deck = state["decks"][1 - state["turn"]]
        return [super().describe(state, action), "(next: %d)" % deck[0] if deck else ""]


class JoinedInTheLog(EveryMoveReveals):
    """Hidden values joined into text: the other hand, as a list of numbers."""

    def describe(self, state, action):
        other = state["hands"][1 - state["turn"]]
        return [super().describe(state, action), ", ".join(str(int(c)) for c in other)]


class OpenByMistake(Lepidoptery):
    """A hidden-hand game that says it has perfect information."""

    perfect_information = True


class Undeclared(Game):
    """A game that says nothing about what it hides."""

    id = "undeclared"
    seat_keys = {"hands": "hand"}


PLANTED = [RemembersTheDraw, PublicHand, SumInTheLog, PercentInTheLog, JoinedInTheLog]
FOUND = {RemembersTheDraw: r"'memo'", PublicHand: r"state\['dealt'\] holds a copy of state\['hands'\]\[1\]",
         SumInTheLog: r"tells a secret|depends on cards nobody sees", PercentInTheLog: r"depends on cards nobody sees",
         JoinedInTheLog: r"depends on cards nobody sees"}


@pytest.mark.parametrize("game_class", PLANTED, ids=lambda c: c.__name__)
def test_the_kit_catches_each_leak_it_used_to_miss_and_names_key_and_position(game_class):
    with pytest.raises(ConformanceError, match=FOUND[game_class]) as caught:
        check_game(game_class(), {"rows": 4}, seeds=(1, 2))
    assert re.search(r"\[position: seed \d+, ply \d+, last moves \[", str(caught.value)), str(caught.value)


class ActsAfterTheEnd(Lepidoptery):
    """A game whose seat to act outlives the end (its own ``actor``, not the base class's)."""

    def actor(self, state):
        return state["turn"]


class TwoSeatsAtOnce(Lepidoptery):
    """A game that answers "who acts" with a list of seats, as the old contract did."""

    def actor(self, state):
        return [] if state["over"] else [state["turn"]]


@pytest.mark.parametrize("game_class, found", [(ActsAfterTheEnd, "acts after the end"),
                                               (TwoSeatsAtOnce, "is not one seat")], ids=["after the end", "a list"])
def test_the_kit_wants_one_actor_in_play_and_none_at_the_end(game_class, found):
    with pytest.raises(ConformanceError, match=found):
        check_game(game_class(), {"rows": 4}, seeds=(1,))


@pytest.mark.parametrize("game_class", [OpenByMistake, Undeclared], ids=lambda c: c.__name__)
def test_a_hidden_hand_game_cannot_pass_as_perfect_information(game_class):
    with pytest.raises(UndeclaredSecrets):
        check_declaration(game_class())
    with pytest.raises(UndeclaredSecrets):
        check_game(game_class(), {"rows": 4}, seeds=(1,))
    assert game_class().has_private_information()  # derived from its seat_keys


def test_a_hidden_hand_game_without_a_declaration_cannot_register(monkeypatch):
    import sys
    import types

    from vivarium import games

    parts = {}
    for part, attr, value in (("rules", "Undeclared", Undeclared), ("view", "V", object), ("rules_page", "RULES_PAGE", None)):
        module = types.ModuleType(f"vivarium.games.undeclared.{part}")
        setattr(module, attr, value)
        parts[part] = module
        monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(games._CLASSES, "undeclared", ("Undeclared", "V"))
    with pytest.raises(UndeclaredSecrets, match="perfect_information must be declared"):
        games.entry("undeclared")
    assert not games.is_loaded("undeclared")


def test_every_registered_game_declares_what_it_hides():
    for game_id, entry in REGISTRY.items():
        game = entry.game
        assert isinstance(game.perfect_information, bool), game_id
        assert game.has_private_information() == bool(game.seat_keys or game.private_information), game_id


def test_the_mark_survives_what_a_log_line_does_with_a_secret():
    hand = mark_secret([3, 9, 11])
    name = mark_secret("Fox")
    said = [str(hand[0]), repr(hand[1]), f"{hand[2]}", "{}".format(hand[0]), "%s" % hand[0], "%r" % name,
            str(sum(hand)), str(hand[0] * 2 + 1), str(-hand[1]), "a " + name, name + "s", str(name.upper()),
            f"{sum(hand):>4}", str(max(hand)), str(abs(hand[0] - hand[1]))]
    assert all(MARK in str(text) for text in said), [t for t in said if MARK not in str(t)]
    assert find_marks({"x": sum(hand)}) == ["view['x']"]
