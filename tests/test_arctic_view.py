"""Arctic on screen (CPython): every phase renders, every legal action is on the page (or one UI
message away), nothing private of another seat reaches the HTML, names are escaped."""

import random
import re

import pytest

from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.games.arctic.cards import ANIMAL_OF, ANIMALS, card_name, card_words, is_down
from vivarium.games.arctic.view import ArcticView, new_positions
from vivarium.i18n import say
from helpers import hot_seat_shell

G = GAMES["arctic"]
V = VIEWS["arctic"]
PHASES = {"prepare", "place", "move", "walrus", "plan", "draw", "discard", "give"}


def actions_in(html):
    return re.findall(r'data-action="([^"]+)"', html)


def cards_in(html):
    return [int(c) for c in re.findall(r'data-card="(\d+)"', html)]


def render(view, ui, legal):
    return V.board(view, ui, legal, "Arctic board") + V.prompt(view, ui, legal)


def ui_variants(view, legal):
    """Every UI state a player can reach in one message from the initial one."""
    ui0 = V.initial_ui()
    msgs = []
    if any(a.endswith((" down", " bottom")) for a in legal):
        msgs += ["fox top", "fox down", "fox bottom"]
    if any(a.startswith("swap ") for a in legal):
        msgs += [f"pick {c}" for c in view.get("hand") or []]
    return [ui0] + [V.ui_message(ui0, msg, legal) for msg in msgs]


def random_states(seeds, players=(2, 3, 4), powers=("random", "A", "B")):
    """Yield ``(state, seed)`` along random games (every state of each game)."""
    for seed in seeds:
        n = players[seed % len(players)]
        opts = G.normalize_options({"players": n, "powers": powers[(seed // len(players)) % len(powers)]})
        state = G.setup(opts, seed)
        rng = random.Random(seed)
        while True:
            yield state, seed
            if state["over"]:
                break
            state = G.apply(state, rng.choice(G.legal_actions(state)))


def test_every_phase_renders_and_every_legal_action_is_reachable_and_nothing_else_is_offered():
    seen = set()
    for state, _seed in random_states(range(18)):
        if state["over"]:
            view = G.view(state, None)
            html = render(view, V.initial_ui(), [])
            assert "data-action" not in html and V.end_note(view)
            continue
        seat = state["turn"]
        legal = G.legal_actions(state)
        view = G.view(state, seat)
        seen.add(state["phase"])
        found = set()
        for ui in ui_variants(view, legal):
            html = render(view, ui, legal)
            acts = actions_in(html)
            assert set(acts) <= set(legal), set(acts) - set(legal)
            for a in set(acts):
                # exactly once; a token choice twice: its destinations on the Landscape and its button
                twice = a.split()[0] in ("move", "walrus") and a != "walrus stay"
                assert acts.count(a) == (2 if twice else 1), (a, acts.count(a))
            found |= set(acts)
        assert found == set(legal), set(legal) - found
        assert V.prompt(view, V.initial_ui(), legal), state["phase"]
    assert seen == PHASES


def test_the_prompt_says_what_to_do():
    texts = {}
    for state, _seed in random_states(range(12)):
        if state["over"]:
            continue
        view = G.view(state, state["turn"])
        texts.setdefault(state["phase"], V.prompt(view, V.initial_ui(), G.legal_actions(state)))
    assert re.match(r"Place \d cards?( more)? from your hand", texts["place"])
    assert re.match(r"Choose which way the [A-Za-z ]+ token moves", texts["move"])
    assert re.match(r"Take \d cards?( more)? from the River", texts["draw"])
    assert texts["discard"].startswith("You hold ") and "Penalty pile" in texts["discard"]
    assert texts["prepare"].startswith("Before placing") and "Ready" in texts["prepare"]


def _allowed_cards(state, seat):
    """The cards ``seat`` may see drawn (``None``: a spectator)."""
    allowed = set(state["river"])
    for s, pile in enumerate(state["piles"]):
        for e in pile:
            if not is_down(e):
                allowed.add(e)
            elif s == seat or state["over"]:
                allowed.add(-1 - e)
    if seat is not None:
        allowed |= set(state["hands"][seat]) | set(state["penalties"][seat])
    if state["over"]:
        for s in range(state["n"]):
            allowed |= set(state["hands"][s]) | set(state["penalties"][s])
    return allowed


def _hidden_cards(state, seat):
    out = set()
    for s in range(state["n"]):
        if s == seat:
            continue
        out |= set(state["hands"][s]) | set(state["penalties"][s])
        out |= {-1 - e for e in state["piles"][s] if is_down(e)}
    return out


def test_no_other_seats_hand_totem_or_penalty_in_any_view():
    checked = 0
    for state, seed in random_states(range(30)):
        if state["over"] or random.Random(seed * 7919 + state["turn_no"]).random() < 0.6:
            continue
        for seat in [None] + list(range(state["n"])):
            view = G.view(state, seat)
            legal = G.legal_actions(state) if seat == state["turn"] else []
            html = render(view, V.initial_ui(), legal)
            html += "".join(f"{label}{value}{tip}" for s in range(state["n"]) for label, value, tip, *_words in V.seat_stats(view, s))
            shown = set(cards_in(html))
            assert shown <= _allowed_cards(state, seat), (seat, shown - _allowed_cards(state, seat))
            assert not shown & _hidden_cards(state, seat)
            totems = re.findall(r'data-totem="(\d)"', html)
            assert totems == ([] if seat is None else [str(state["totems"][seat])])
            assert re.findall(r'data-hand="(\d)"', html) == ([] if seat is None else [str(seat)])
            for a in actions_in(html):  # actions only name the viewer's own cards or public ones
                for word in a.split()[1:]:
                    if word.isdigit() and a.split()[0] not in ("give", "draw"):
                        assert int(word) not in _hidden_cards(state, seat), a
            checked += 1
    assert checked > 300


def hot_seat(n=3, seed=5, names=None, seats=None):
    return hot_seat_shell("arctic", n, seed, names, seats)


def test_hot_seat_screens_show_only_the_person_at_the_device():
    """Through the whole shell (log, since-your-last-turn, hand-off screen included)."""
    sh = hot_seat(n=4, seed=9)
    rng = random.Random(2)
    handoffs = 0
    for _ in range(400):
        s = sh.session
        state = s.state
        if state["over"]:
            break
        html = sh.html()
        if sh.handoff_seat() is not None:
            handoffs += 1
            assert 'data-dialog="handoff"' in html
            assert not set(cards_in(html)) & (_hidden_cards(state, None) | {c for h in state["hands"] for c in h})
            assert "data-totem" not in html and "data-hand" not in html
            sh.command("reveal")
            continue
        seat = sh.viewer_seat()
        assert seat == state["turn"]
        html = sh.html()
        assert not set(cards_in(html)) & _hidden_cards(state, seat)
        assert re.findall(r'data-totem="(\d)"', html) == [str(state["totems"][seat])]
        action = rng.choice(G.legal_actions(state))
        assert sh.command("play " + action) is None and sh.error is None, sh.error
    assert handoffs >= 8


def test_discards_into_the_penalty_pile_are_not_named_in_the_log():
    for state, _seed in random_states(range(10)):
        if state["phase"] == "discard" and not state["over"]:
            card = state["hands"][state["turn"]][0]
            text = say(G.describe(state, f"discard {card}"))
            assert "Penalty pile" in text and f"{card}" not in text
            assert say(card_name(card)) not in text and say(card_words(card)) not in text
            return
    pytest.fail("no discard met")


def test_names_with_html_are_escaped_everywhere():
    evil = '<i onclick="x(1)">Al</i>'
    sh = hot_seat(n=3, seed=3, names=[evil, "<b>Bo</b>", ""], seats=["human", "human", "bot:easy"])
    rng = random.Random(1)
    for _ in range(30):
        if sh.handoff_seat() is not None:
            html = sh.html()
            assert evil not in html and "<b>Bo</b>" not in html
            sh.command("reveal")
        s = sh.session
        if s.is_bot(s.actor):
            break
        sh.command("play " + rng.choice(G.legal_actions(s.state)))
    html = sh.html()
    assert evil not in html and "<b>Bo</b>" not in html
    assert "&lt;i onclick=&quot;x(1)&quot;&gt;Al&lt;/i&gt;" in html


def test_the_pile_toggle_stays_across_actions_and_fox_and_swap_choices_are_ui_messages():
    sh = hot_seat(n=2, seed=4, seats=["human", "human"])
    sh.command("reveal")
    assert "Show every pile in full" in sh.html()
    sh.command("ui piles")
    assert sh.ui["piles"] and "Show only the top cards" in sh.html()
    sh.command("play " + G.legal_actions(sh.session.state)[0])
    assert sh.ui["piles"], "the toggle survives an action"
    sh.command("ui piles")
    assert not sh.ui["piles"]
    # UI messages: fox mode and the card picked for a swap
    ui = V.ui_message(V.initial_ui(), "fox down", [])
    assert ui["fox"] == "down"
    ui = V.ui_message(ui, "pick 12", [])
    assert ui["pick"] == 12 and V.ui_message(ui, "pick 12", [])["pick"] is None
    assert V.ui_message(ui, "fox sideways", [])["fox"] == "down"


def test_fox_mode_changes_what_a_hand_card_places():
    for state, _seed in random_states(range(60), powers=("A", "B")):
        legal = G.legal_actions(state) if not state["over"] else []
        modes = [m for m in ("down", "bottom") if any(a.endswith(" " + m) for a in legal)]
        if not modes:
            continue
        view = G.view(state, state["turn"])
        mode = modes[0]
        html = render(view, V.ui_message(V.initial_ui(), f"fox {mode}", legal), legal)
        hand_actions = [a for a in actions_in(html) if a.startswith("place ")]
        assert hand_actions and all(a.endswith(" " + mode) for a in hand_actions)
        assert f'data-ui="fox {mode}"' in html and 'aria-pressed="true"' in html
        return
    pytest.fail("no Fox choice met")


def test_swap_needs_a_picked_hand_card_then_offers_the_river():
    for state, _seed in random_states(range(80), powers=("A",)):
        legal = G.legal_actions(state) if not state["over"] else []
        swaps = [a for a in legal if a.startswith("swap ")]
        if not swaps:
            continue
        view = G.view(state, state["turn"])
        html = render(view, V.initial_ui(), legal)
        assert not [a for a in actions_in(html) if a.startswith("swap ")]
        hand_card = int(swaps[0].split()[1])
        assert f'data-ui="pick {hand_card}"' in html
        html = render(view, V.ui_message(V.initial_ui(), f"pick {hand_card}", legal), legal)
        offered = [a for a in actions_in(html) if a.startswith("swap ")]
        assert sorted(offered) == sorted(a for a in swaps if a.split()[1] == str(hand_card))
        return
    pytest.fail("no Puffin swap met")


def test_token_choices_are_large_numbered_targets_beside_the_tokens():
    """A direction choice: on the Landscape, one numbered button per choice where its steered
    token would go (named for what it does), a numbered mark (no button) where the other token
    would go, both after the real tokens of that card (never drawn over one); the same choices
    as numbered buttons beside the hand."""
    met = set()
    for state, _seed in random_states(range(40), powers=("A", "B", "random")):
        if state["over"] or state["phase"] not in ("move", "walrus") or state["phase"] in met:
            continue
        legal = G.legal_actions(state)
        steered = [a for a in legal if a != "walrus stay"]
        if len(steered) != 2:
            continue
        met.add(state["phase"])
        view = G.view(state, state["turn"])
        html = V.board(view, V.initial_ui(), legal, "Arctic board")
        land = re.search(r'<div class="arc-land".*?</div></div></div>(?=</section>)', html, re.S).group(0)
        targets = re.findall(r'<button type="button" class="arc-target c(\d) a(\d)" data-action="([^"]+)" aria-label="([^"]+)"', land)
        assert {a: int(k) for k, _animal, a, _name in targets} == {a: k for k, a in enumerate(steered)}  # numbered as the buttons
        for k, animal, action, name in targets:
            assert re.fullmatch(r"Move [A-Za-z ]+ token to \d+ points?(, and [A-Za-z ]+ token to \d+ points?)?( \(Walrus\))? \(choice \d\)", name), name
            assert name.startswith(f"Move {ANIMALS[int(animal)]} token to ")
            assert ("(Walrus)" in name) == (state["phase"] == "walrus")
        ghosts = re.findall(r'<li class="tok-ghost c(\d) a\d" aria-hidden="true"', land)
        assert len(ghosts) == (2 if state["phase"] == "move" else 0)
        # six real tokens, each once; in every card's column the tokens come first, then a ghost
        # mark, then the target: nothing is drawn over a token
        assert sorted(re.findall(r'data-key="tok-(\d)"', land)) == [str(a) for a in range(6)]
        for col in re.findall(r'<div class="land-col.*?</div></div>', land, re.S):
            order = re.findall(r'class="(tok |tok-ghost|arc-target)', col)
            assert order == sorted(order, key=["tok ", "tok-ghost", "arc-target"].index), order
            assert order.count("arc-target") <= 1
        for k, a in enumerate(steered):
            assert re.search(rf'<button[^>]*class="arc-choice c{k}"[^>]*data-action="{a}"', html)
    assert met == {"move", "walrus"}


def test_the_landscape_keeps_its_size_and_the_side_its_order():
    """Every Landscape card has its body (room for six tokens and a target): its height never
    depends on where the tokens are; your side (hand, choices, pile) comes first in the page
    (Tab and the focus after a played card stay there), the table after."""
    for state, _seed in random_states(range(3)):
        if state["over"]:
            continue
        seat = state["turn"]
        view = G.view(state, seat)
        html = V.board(view, V.initial_ui(), G.legal_actions(state), "Arctic board")
        assert html.count('<div class="land-body">') == 6
        order = [html.index(s) for s in ('class="arc-you', 'class="arc-turn"', 'class="arc-mine', 'class="arc-land-wrap"', 'class="arc-river"', 'class="arc-piles"')]
        assert order == sorted(order)


def test_cards_placed_this_turn_are_found_whatever_the_fox_did():
    assert new_positions(5, "") == set()
    assert new_positions(5, "tt") == {3, 4}
    assert new_positions(4, "td") == {2, 3}  # a card on top, then one face down under it
    assert new_positions(3, "d") == {1}  # one card face down under the old top card
    assert new_positions(4, "tb") == {0, 3}
    assert new_positions(1, "b") == {0}


def test_end_of_game_board_and_breakdown():
    for state, _seed in random_states([3]):
        pass
    assert state["over"]
    view = G.view(state, None)
    html = V.board(view, V.initial_ui(), [], "Arctic board")
    assert html.count('class="arc-final"') == state["n"]
    assert "data-totem" not in html  # totems are named in text at the end, never as the viewer's own
    out = G.outcome(state)
    labels = [say(r["label"]) for r in out["breakdown"]]
    assert {"Variety", "Totem", "Penalty cards", "Total"} <= set(labels) and "Fox run" in labels
    sh = hot_seat(n=2, seed=1, seats=["bot:easy", "bot:easy"])
    sh.session.states.append(state)  # show a finished game (display only)
    sh.dialog = {"kind": "end"}
    html = sh.html()
    assert 'data-dialog="end"' in html and "Tokens at the end" in html and "Variety" in html


def test_rules_page_marks_the_house_readings():
    page = RULES_PAGES["arctic"].html()
    assert page.count("House rule") >= 14
    for phrase in ("at least one face-up card", "refilled by itself", "last card you place from your hand",
                   "most recent", "Ready", "5 × (players − 1)", "3 cards in hand", "one last turn without drawing"):
        assert phrase in page, phrase


def test_seat_stats_are_public_only():
    state = G.setup(G.normalize_options({"players": 3}), 11)
    view = G.view(state, 0)
    stats = V.seat_stats(view, 1)
    assert [s[0] for s in stats] == ["Hand", "Penalty", "Visible", "Powers"]
    assert stats[0][1] == "3" and stats[2][1] == "none"
    assert isinstance(ArcticView().heading(view), str) and V.options_summary(state and {"players": 3, "powers": "A"}) == "3 players, powers A"
    assert ANIMAL_OF[0] == 0


def test_the_table_reads_in_french():
    """Every phase drawn in French: French words for the table and the cards, no English ones
    (the text a person reads or hears, the spoken attributes included), English again after."""
    from lang_check import texts
    from vivarium import i18n

    english = re.compile(r"\b(River|Landscape|Penalty|Draw pile|Reserve|Your|Choose|Take|Place|Fox|Moose|Walrus|Puffin|"
                         r"Polar Bear|token|card|cards|placement|draw value|the|and|with)\b")
    seen = set()
    i18n.set_language("fr")
    try:
        for state, _seed in random_states(range(6)):
            if state["over"] or state["phase"] in seen:
                continue
            seen.add(state["phase"])
            view = G.view(state, state["turn"])
            legal = G.legal_actions(state)
            html = render(view, V.initial_ui(), legal)
            shown = " | ".join(texts(html))
            assert not english.search(shown), (state["phase"], english.search(shown), shown[:300])
            assert "Rivière" in shown and "Paysage" in shown and "Piles personnelles" in shown
    finally:
        i18n.set_language("en")
    assert seen >= {"place", "move", "draw"}
    assert "River" in render(G.view(state, 0), V.initial_ui(), [])


def test_every_card_on_the_table_has_a_name_in_words():
    """A River or hand card that cannot act now is a picture named in words, not its face's
    "5 1 Fox +Walrus"; one that acts is a button named in words; a pile's cards too."""
    sh = hot_seat(n=2, seed=4, seats=["human", "bot:easy"])
    rng = random.Random(4)
    named = {"span": 0, "button": 0, "li": 0}
    words = r"[A-Z][a-z]+(?: [A-Z][a-z]+)? \(place \d, draw \d, with [A-Z]"
    for _ in range(120):
        s = sh.session
        if s.state["over"]:
            break
        turn = sh.bot_turn()
        if turn is not None:
            sh.bot_move(turn.token, rng.choice(G.legal_actions(s.state)))
            continue
        html = sh.html()
        for tag in re.findall(r'<span [^>]*class="arc-card[^"]*"[^>]*>', html):
            assert 'role="img"' in tag and re.search(rf'aria-label="{words}', tag), tag
            named["span"] += 1
        for label in re.findall(r'<button [^>]*class="arc-card[^"]*"[^>]*><span class="sr-only">([^<]*)</span>', html):
            assert re.search(words, label), label
            named["button"] += 1
        for label in re.findall(r'<li [^>]*class="arc-mini[^"]*"[^>]*><span class="sr-only">([^<]*)</span>', html):
            assert re.search(words, label) or "face-down" in label or "face down" in label, label
            named["li"] += 1
        assert len(re.findall(r'<li [^>]*class="arc-mini', html)) == len(re.findall(r'<li [^>]*class="arc-mini[^>]*><span class="sr-only">', html))
        sh.command("play " + rng.choice(G.legal_actions(s.state)))
    assert all(n > 10 for n in named.values()), named


def test_a_visible_pile_top_is_said_in_words_in_the_seat_box_and_the_pile_strip():
    """"Bear 3/3" is a shorthand a screen reader would read as numbers: in a seat's box and
    at the head of a pile it is hidden from it, and the card's words are there instead."""
    from vivarium.drawing.gameview import stat_html, stats_of
    from vivarium.games.arctic.view import top_entry

    met = 0
    for state, _seed in random_states(range(6)):
        view = G.view(state, 0)
        for seat in range(state["n"]):
            top = top_entry(view, seat)
            stats = {st[0]: st for st in stats_of(VIEWS["arctic"], view, state["n"])[seat]}
            visible = stats["visible"]
            if top is None or is_down(top):
                assert visible[4] is None
                continue
            met += 1
            words = say(card_words(top))
            assert visible[4] == words and "/" in visible[2] and "/" not in words
            html = stat_html(*visible)
            assert f'<span aria-hidden="true">{visible[2]}</span><span class="sr-only">{words}</span>' in html
            board = render(view, {**V.initial_ui(), "piles": True}, G.legal_actions(state))
            assert f'<b aria-hidden="true">{say(card_name(top))}</b><span class="sr-only">{words}</span>' in board
        if met > 40:
            break
    assert met > 40
