"""Review of a finished game and sharing it as a link (issue 14 item 7), for every game.

The link's payload (core/share.py) must round-trip every game, and anything else (tampered,
truncated, oversized, foreign, unfinished) must be refused with a sentence, never an exception.
The review (ui/review.py) must show, at every position, the state a replay of the record's
prefix gives, with every hand face up."""

import base64
import json
import random
import zlib

import pytest

from vivarium.core import share
from vivarium.core.bots import RandomBot
from vivarium.core.match import play_match
from vivarium.core.records import replay
from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.i18n import say
from vivarium.ui import review, routes
from vivarium.ui.shell import Shell


def make_shell(storage=None):
    return Shell(storage if storage is not None else MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(7))


def finished_record(game_id, seed=3):
    game = GAMES[game_id]
    count = game.seat_count_for(game.normalize_options({}))
    record, state = play_match(game, {}, seed, [RandomBot() for _ in range(count)], max_plies=5000)
    assert game.outcome(state) is not None
    record["players"] = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "level": "hard"}] * (count - 1)
    return record


def pack(data):
    """A payload around any text (to build tampered links that pass the base64/zlib layers)."""
    text = data if isinstance(data, str) else json.dumps(data)
    return share.PREFIX + base64.urlsafe_b64encode(zlib.compress(text.encode())).decode().rstrip("=")


@pytest.fixture(scope="module", params=sorted(GAMES))
def record(request):
    return finished_record(request.param, seed=random.Random(request.param).randrange(1000))


def test_a_finished_game_round_trips_through_a_link(record):
    payload = share.encode(record)
    assert set(payload) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert len(payload) < share.MAX_LINK_CHARS
    session = share.decode(payload, GAMES)
    assert {k: session.record[k] for k in share.RECORD_KEYS} == {k: record[k] for k in share.RECORD_KEYS}
    assert session.outcome == GAMES[record["game"]].outcome(replay(GAMES[record["game"]], record)[-1])


def test_the_review_shows_every_position_of_a_replay_of_the_record(record):
    game = GAMES[record["game"]]
    shell = make_shell()
    shell.command("shared " + share.encode(record))
    assert shell.screen == "review", shell.notices
    r = shell.review
    n = len(record["actions"])
    assert r.pos == 0 and r.last == n
    for k in range(n + 1):
        shell.command(f"rv go {k}")
        prefix = dict(record, actions=record["actions"][:k])
        assert r.state() == replay(game, prefix)[-1]
        html = shell.html()
        assert f'data-ply="{k}"' in html and f"{k} / {n}" in html
        assert 'aria-current="step"' in html  # the log marks the move on show
        assert 'data-action="' not in html  # a review plays nothing
    shell.command("rv prev")
    assert r.pos == n - 1
    shell.command("rv first")
    shell.command("rv prev")  # bounded
    assert r.pos == 0
    shell.command("rv last")
    shell.command("rv next")
    assert r.pos == n


@pytest.mark.parametrize("game_id", ["lepidoptery", "arctic", "papillon"])
def test_the_review_shows_every_hand_at_every_position(game_id):
    record = finished_record(game_id, seed=11)
    game = GAMES[game_id]
    states = replay(game, record)
    shell = make_shell()
    shell.command("shared " + share.encode(record))
    k = len(states) // 2  # mid-game: the hands are still secret in play, not in the review
    shell.command(f"rv go {k}")
    assert game.view(states[k], None).get("hand") is None
    html = shell.html()
    if game_id == "lepidoptery":
        assert 'aria-label="Hands at the end"' in html or "final-hand" in html
        assert html.count('class="final-hand"') == 2
    else:
        for s, hand in enumerate(states[k]["hands"]):
            if hand:
                assert f'data-card="{hand[0]}"' in html
        assert ("Totem:" in html) if game_id == "arctic" else ('class="pap-all-hands"' in html)


def test_keys_step_through_the_review():
    assert review.key_command("ArrowLeft") == "rv prev"
    assert review.key_command("ArrowRight") == "rv next"
    assert review.key_command("Home") == "rv first"
    assert review.key_command("End") == "rv last"
    assert review.key_command("a") is None


# ---- links that must be refused with a sentence ---------------------------------------------------
POND = finished_record("pond", seed=5)


def refused(payload):
    with pytest.raises(share.LinkError) as err:
        share.decode(payload, GAMES)
    sentence = str(err.value)
    assert sentence.endswith((".", ")")) and len(sentence) > 20
    return sentence


def test_truncated_links_are_refused():
    payload = share.encode(POND)
    for cut in (len(payload) - 1, len(payload) - 7, len(payload) // 2, 5, 3):
        refused(payload[:cut])
    assert "cut short" in refused(payload[: len(payload) // 2])


def test_tampered_and_foreign_links_are_refused():
    payload = share.encode(POND)
    assert "not a shared Vivarium game" in refused("x" + payload)
    assert "characters" in refused(payload[:10] + "!" + payload[11:])
    assert "not a shared Vivarium game" in refused("hello")
    refused("")
    flipped = payload[:20] + ("A" if payload[20] != "A" else "B") + payload[21:]
    refused(flipped)  # base64 still, but zlib's checksum or the JSON fails
    illegal = dict(POND, actions=POND["actions"][:3] + ["place z9"] + POND["actions"][4:])
    assert "cannot be replayed" in refused(pack(illegal))
    assert "Unknown game" in refused(pack(dict(POND, game="chess")))
    assert "not finished" in refused(pack(dict(POND, actions=POND["actions"][:-1])))
    assert "not valid JSON" in refused(pack("{broken"))
    assert "not a Vivarium game record" in refused(pack([1, 2, 3]))
    assert "nested too deeply" in refused(pack("[" * 100 + "]" * 100))
    assert "players" in refused(pack(dict(POND, players=[{"kind": "alien"}, {"kind": "human"}])))


def test_oversized_links_and_zip_bombs_are_refused():
    assert "too long" in refused(share.PREFIX + "A" * share.MAX_LINK_CHARS)
    bomb = pack(" " * (share.MAX_TEXT_CHARS + 10))
    assert len(bomb) < 2000
    assert "far more data" in refused(bomb)
    long_game = dict(POND, actions=["place a1"] * 20_000)
    with pytest.raises(share.LinkError, match="too long to share"):
        share.encode(dict(long_game, actions=[f"x{i}" for i in range(20_000)]))


def test_a_bad_link_leads_home_with_the_sentence_and_never_raises():
    shell = make_shell()
    payload = share.encode(POND)
    assert routes.navigate(shell, "#/shared/" + payload[: len(payload) // 2]) is False
    assert shell.screen == "home"
    assert any("cut short" in text for kind, text in shell.notices if kind == "error")
    assert "cut short" in shell.html()
    shell = make_shell()
    assert routes.navigate(shell, "#/shared/abc%3Cscript%3E") is False
    assert shell.screen == "home" and shell.notices


# ---- the shell: from the end of a game, from the saves list, routes, saving a link -----------------
def finish_pond(shell):
    shell.command("new pond")
    shell.command("start", {"seat0": "human", "seat1": "human", "first": "light", "variant": "small"})
    rng = random.Random(2)
    s = shell.session
    while s.outcome is None:
        shell.command("play " + rng.choice(s.game.legal_actions(s.state)))
    return s


def test_review_and_share_from_the_result_panel_and_back_to_the_game():
    shell = make_shell()
    s = finish_pond(shell)
    html = shell.html()
    assert 'data-dialog="end"' in html and 'data-cmd="review"' in html and 'data-cmd="share-game"' in html
    shell.command("review")
    assert shell.screen == "review" and shell.review.session is s
    assert routes.route_of(shell) == f"#/review/{shell.save_id}"
    assert shell.page_title().startswith("Review · Pond")
    shell.command("rv share")
    link = shell.review.link
    assert link.startswith("./#/shared/z1")
    assert 'id="share-link"' in shell.html()
    again = make_shell()  # a fresh profile: no saves at all
    assert routes.navigate(again, link[link.index("#"):]) is True
    assert again.screen == "review" and again.review.session.record["actions"] == s.record["actions"]
    shell.command("rv close")
    assert shell.screen == "play"
    shell.command("share-game")
    assert shell.screen == "review" and shell.review.link


def test_a_finished_saved_game_is_reviewed_from_home_and_its_route():
    storage = MemoryStorage()
    shell = make_shell(storage)
    finish_pond(shell)
    save_id = shell.save_id
    shell.command("home")
    assert f'data-cmd="review {save_id}"' in shell.html()
    fresh = make_shell(storage)
    fresh.command("home")
    fresh.table = None
    assert routes.navigate(fresh, f"#/review/{save_id}") is True
    assert fresh.screen == "review"
    fresh.command("rv close")  # the saved game was opened to review it: back to its end
    assert fresh.screen == "play" and fresh.save_id == save_id
    unfinished = make_shell(MemoryStorage())
    unfinished.command("new pond")
    unfinished.command("start", {"seat0": "human", "seat1": "human"})
    unfinished.command("home")
    assert 'data-cmd="review ' not in unfinished.html()
    unfinished.command("review")
    assert unfinished.screen != "review" and unfinished.error


def test_a_shared_game_can_be_saved_to_my_games():
    storage = MemoryStorage()
    shell = make_shell(storage)
    shell.command("shared " + share.encode(POND))
    assert 'data-cmd="rv save"' in shell.html()
    shell.command("rv save")
    assert shell.screen == "review" and shell.review.save_id
    assert 'data-cmd="rv save"' not in shell.html()
    assert routes.route_of(shell) == f"#/review/{shell.review.save_id}"
    entries = shell.store.entries()
    assert [e["id"] for e in entries] == [shell.review.save_id]
    assert say(entries[0]["summary"]["status"]).startswith("Finished")  # a message (or text): said in English


def test_a_board_toggle_in_the_review_belongs_to_the_review():
    record = finished_record("lepidoptery", seed=2)
    shell = make_shell()
    shell.command("shared " + share.encode(record))
    shell.review.ui = {"hints": True}
    shell.command("ui hints")
    assert shell.screen == "review" and shell.error is None
    assert shell.review.ui.get("hints") is False
    shell.html()


def test_back_to_the_game_and_review_again_keeps_the_position():
    shell = make_shell()
    finish_pond(shell)
    shell.command("review")
    shell.command("rv go 3")
    shell.command("rv close")
    assert shell.screen == "play"
    shell.command("review")
    assert shell.screen == "review" and shell.review.pos == 3


class FullStorage(MemoryStorage):
    def set(self, key, value):
        raise OSError("quota exceeded")


def test_saving_a_shared_game_into_a_full_storage_says_so_and_offers_it_again():
    shell = make_shell(FullStorage())
    shell.command("shared " + share.encode(POND))
    shell.command("rv save")
    assert shell.screen == "review" and shell.review.save_id is None
    html = shell.html()
    assert "could not be saved" in html and 'data-cmd="rv save"' in html


def test_the_review_position_is_in_its_address_and_a_reload_returns_to_it():
    storage = MemoryStorage()
    shell = make_shell(storage)
    s = finish_pond(shell)
    shell.command("review")
    shell.command("rv go 5")
    route = routes.route_of(shell)
    assert route == f"#/review/{shell.save_id}/5"
    assert routes.same_screen(route, f"#/review/{shell.save_id}") and not routes.same_screen(route, f"#/game/{shell.save_id}")
    reloaded = make_shell(storage)  # a reload on that address
    assert routes.navigate(reloaded, route) is True
    assert reloaded.screen == "review" and reloaded.review.pos == 5
    assert reloaded.review.state() == s.states[5]
    # a shared link keeps its position too; past the end it shows the last position
    shell.command("rv share")
    payload_route = shell.review.link[shell.review.link.index("#"):]
    fresh = make_shell()
    assert routes.navigate(fresh, payload_route + "/3") is True and fresh.review.pos == 3
    assert routes.route_of(fresh).endswith("/3")
    far = make_shell()
    assert routes.navigate(far, payload_route + "/999999") is True and far.review.pos == far.review.last
    # a position that is not a number leads home, as any address not understood
    other = make_shell(storage)
    assert routes.navigate(other, f"#/review/{shell.save_id}/x5") is False and other.screen == "home"


def test_the_review_of_the_game_just_finished_opens_on_its_final_position():
    """Issue 22 item 8: from the end screen, Review shows how the game ended and steps back."""
    storage = MemoryStorage()
    shell = make_shell(storage)
    finish_pond(shell)
    shell.command("review")
    r = shell.review
    assert r.pos == r.last and r.state() == shell.session.states[-1]
    assert shell.focus == '[data-cmd="rv prev"]'  # Next is disabled there: focus goes one step back
    assert routes.route_of(shell) == f"#/review/{shell.save_id}"  # its address names no position
    shell.command("rv first")
    assert routes.route_of(shell) == f"#/review/{shell.save_id}/0"
    reloaded = make_shell(storage)
    assert routes.navigate(reloaded, f"#/review/{shell.save_id}") and reloaded.review.pos == reloaded.review.last
    assert routes.navigate(make_shell(storage), f"#/review/{shell.save_id}/0")


def test_a_shared_review_never_calls_a_player_you():
    """Issue 22 item 8: the reader of a link did not play the game."""
    record = dict(POND, players=[{"kind": "human"}, {"kind": "bot", "level": "hard"}])
    shell = make_shell()
    shell.command("shared " + share.encode(record))
    html = shell.html()
    assert "<small>You</small>" not in html and "<small>Person</small>" in html
    assert "Computer, Hard" in html


def test_after_share_link_the_focus_is_on_copy_not_in_the_text_box():
    shell = make_shell()
    finish_pond(shell)
    shell.command("review")
    shell.command("rv share")
    assert shell.focus == '[data-cmd="share-copy"]'
