"""Undo against a computer in games with hidden information: your move and the computer's reply
are taken back together only while the reply showed you nothing new (issue 22 item 3): never
undo into information you have already seen."""

import random

import pytest

from vivarium.core.records import new_record
from vivarium.core.session import Session
from vivarium.games import GAMES
from vivarium.games.pond.rules import Pond

HIDDEN = [g for g in GAMES.values() if g.has_private_information()]


class HiddenHandPond(Pond):
    """Pond with one private key per seat (a hand that nothing changes but a place on e1) and a
    public board: a reply that leaves the hands alone shows nothing new."""

    seat_keys = {"hands": "hand"}

    def has_private_information(self):
        return True

    def setup(self, options, seed):
        state = super().setup(options, seed)
        state["hands"] = [[1, 2], [3, 4]]
        return state

    def next_state(self, state, action):
        new = super().next_state(state, action)
        new["hands"] = [list(h) for h in state.get("hands", [[1, 2], [3, 4]])]
        if action == "place e1":
            new["hands"][state["turn"] if "turn" in state else 0].append(9)
        return new


def session_of(game, players, seed=5):
    options = game.normalize_options({"players": len(players)} if len(game.player_counts()) > 1 else {})
    return Session(game, new_record(game, options, seed, players))


HUMAN_VS_BOT = [{"kind": "human"}, {"kind": "bot", "level": "easy"}]


def test_a_reply_that_changed_nothing_hidden_is_taken_back_with_your_move():
    game = HiddenHandPond()
    s = session_of(game, HUMAN_VS_BOT)
    s.play("place a1")
    s.play("place d4")  # the computer's reply: the hands are untouched
    assert s.undo_index(0) == 0 and s.undo(0) == 2 and s.record["actions"] == []


def test_a_reply_that_changed_a_hidden_hand_is_a_barrier():
    game = HiddenHandPond()
    s = session_of(game, HUMAN_VS_BOT)
    s.play("place a1")
    assert s.can_undo(0)  # the computer has not answered: your move can be taken back
    s.play("place e1")  # the computer's reply changes its hidden hand
    assert s.undo_index(0) is None and s.undo(0) == 0 and len(s.record["actions"]) == 2


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_undo_never_goes_back_into_what_the_person_has_seen(game):
    """Random games, a person against computers: whenever Undo is offered, every computer action
    it would take back left everything hidden from that person exactly as it was."""
    rng = random.Random(11)
    for seed in range(3):
        n = min(game.player_counts())
        players = [{"kind": "human"}] + [{"kind": "bot", "level": "easy"}] * (n - 1)
        s = session_of(game, players, seed)
        for _ in range(150):
            if s.outcome is not None:
                break
            i = s.undo_index(0)
            if i is not None:
                assert not s.is_bot(game.actor(s.states[i]))
                for k in range(i + 1, len(s.record["actions"])):
                    assert game.hidden_from(s.states[k], 0) == game.hidden_from(s.states[k + 1], 0)
                    assert not game.reveals(s.states[k], s.record["actions"][k])
            s.play(rng.choice(game.legal_actions(s.state)))
