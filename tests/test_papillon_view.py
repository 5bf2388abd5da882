"""Papillon on screen (CPython): every phase renders, every legal action is on the page (or one or two
UI messages away: select a hand card, show all its captures), nothing of another seat's hand
reaches the HTML, long capture lists stay short until asked, names are escaped, no inline style."""

import random
import re
import time

import pytest

from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.games.papillon import captures as cap
from vivarium.games.papillon.cards import CHAT, CHRYSALIDE, COUTEAU, MOINS, PAPILLON, YANG, YIN
from vivarium.games.papillon.blue_view import PAGE, SHOWN, captures_of
from vivarium.games.papillon.view import PapillonView
from helpers import hot_seat_shell

G = GAMES["papillon"]
V = VIEWS["papillon"]
PHASES = {"partners", "direction", "play"}
FAM = {"Formes": 0, "Éléments": 1, "Découvertes": 2, "Serpents": 3}


def c(family, number):
    return FAM[family] * 12 + number


def actions_in(html):
    return re.findall(r'data-action="([^"]+)"', html)


def cards_in(html):
    return [int(x) for x in re.findall(r'data-card="(\d+)"', html)]


def render(view, ui, legal):
    return V.board(view, ui, legal, "Papillon board") + V.prompt(view, ui, legal)


def options(n, seed):
    opts = {"players": n, "round": "blue"}
    if n == 3:
        opts["teams"] = "two_vs_one" if seed % 2 else "solo"
    return G.normalize_options(opts)


def random_states(seeds, players=(2, 3, 4, 5)):
    """Yield every state along random games."""
    for seed in seeds:
        n = players[seed % len(players)]
        state = G.setup(options(n, seed), seed)
        rng = random.Random(seed)
        while True:
            yield state
            if state["over"]:
                break
            state = G.apply(state, rng.choice(G.legal_actions(state)))


def ui_variants(view, legal):
    """Every UI state one or two messages away: each hand card selected, then "show all"."""
    ui0 = V.initial_ui()
    out = [ui0]
    for card in view.get("hand") or []:
        ui = V.ui_message(ui0, f"sel {card}", legal)
        out.append(ui)
        total = len(captures_of(view, legal, card))
        if total > SHOWN:
            out.append(V.ui_message(ui, "all", legal))
            out += [V.ui_message(ui, f"page {k}", legal) for k in range(2, (total + PAGE - 1) // PAGE + 1)]
    return out


def test_every_phase_renders_and_every_legal_action_is_reachable_and_nothing_else_is_offered():
    seen = set()
    for state in random_states(range(16)):
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
                assert acts.count(a) == 1, (a, acts.count(a))
            found |= set(acts)
        assert found == set(legal), set(legal) - found
        assert V.prompt(view, V.initial_ui(), legal), state["phase"]
    assert seen == PHASES


def test_no_inline_style_and_no_script_in_any_board():
    for state in random_states(range(4)):
        seat = None if state["over"] else state["turn"]
        legal = G.legal_actions(state)
        view = G.view(state, seat)
        for ui in ui_variants(view, legal)[:3]:
            html = render(view, ui, legal)
            assert "style=" not in html and "<script" not in html.lower() and " on" + "click" not in html


def test_no_other_seats_hand_in_any_view():
    checked = 0
    for state in random_states(range(24)):
        if state["over"] or random.Random(state["turn_no"] * 31 + state["n"]).random() < 0.5:
            continue
        for seat in [None] + list(range(state["n"])):
            view = G.view(state, seat)
            legal = G.legal_actions(state) if seat == state["turn"] else []
            hidden = {x for s in range(state["n"]) if s != seat for x in state["hands"][s]} | set(state["deck"])
            html = render(view, V.initial_ui(), legal)
            assert re.findall(r'data-hand="(\d)"', html) == ([] if seat is None or state["phase"] != "play" else [str(seat)])
            for ui in ui_variants(view, legal)[1:4]:
                html += render(view, ui, legal)
            html += "".join(f"{label}{value}{tip}" for s in range(state["n"]) for label, value, tip in V.seat_stats(view, s))
            shown = set(cards_in(html)) | {int(x) for u in re.findall(r'data-uses="([^"]+)"', html) for x in u.split()}
            assert not shown & hidden, (seat, shown & hidden)
            if seat is not None and state["phase"] == "play":
                assert set(state["hands"][seat]) <= shown
            checked += 1
    assert checked > 150


def position(hand, table, n=2, seed=1):
    """Seat 0 to play with ``hand`` against ``table`` (the other cards in the other hand / deck)."""
    state = G.setup(G.normalize_options({"players": n}), seed)
    while state["phase"] != "play":
        state = G.apply(state, G.legal_actions(state)[0])
    rest = [x for x in range(58) if x not in hand and x not in table]
    state["hands"] = [sorted(hand)] + [sorted(rest[:7])] + [[] for _ in range(n - 2)]
    state["deck"] = rest[7:]
    state["table"] = list(table)
    state["turn"] = 0
    return state


def test_the_contract_example_is_listed_with_its_arithmetic_and_highlight_hooks():
    state = position([MOINS, YIN, c("Formes", 1)], [CHAT, c("Formes", 10)])
    view = G.view(state, 0)
    legal = G.legal_actions(state)
    action = f"combine {YIN} = {CHAT}-{c('Formes', 10)}"
    assert action in legal
    for card in (YIN, MOINS):  # listed under either card it plays
        html = render(view, V.ui_message(V.initial_ui(), f"sel {card}", legal), legal)
        item = re.search(rf'<button[^>]*class="pap-cap"[^>]*data-action="{action}"[^>]*>.*?</button>', html).group(0)
        assert "22 − 10 = 12" in item
        assert sorted(int(x) for x in re.search(r'data-uses="([^"]+)"', item).group(1).split()) == sorted([YIN, MOINS, CHAT, c("Formes", 10)])
        assert "Chat Noir +30" in item
        # the table and hand cards carry the highlight hook
        for x in (CHAT, c("Formes", 10), YIN, MOINS):
            assert f'data-c="{x}"' in html


def test_a_card_with_hundreds_of_captures_lists_a_few_then_all_on_request():
    hand = [c("Formes", 11), COUTEAU, YANG]
    table = [c(f, v) for f in ("Serpents", "Découvertes") for v in range(6)] + [c("Éléments", v) for v in range(1, 5)]
    state = position(hand, table)
    view = G.view(state, 0)
    legal = G.legal_actions(state)
    many = captures_of(view, legal, COUTEAU)
    assert len(many) > 1000
    ui = V.ui_message(V.initial_ui(), f"sel {COUTEAU}", legal)
    start = time.thread_time()  # this thread's own time: other processes on the machine don't count
    html = render(view, ui, legal)
    assert time.thread_time() - start < 2.0  # ~0.2 s of one core for 8,800 legal actions
    assert html.count('class="pap-cap"') == SHOWN
    assert f"Show all {len(many)} captures" in html and len(html) < 60_000
    head = re.search(r'<p class="pap-note"><b>([^<]*)</b>', html).group(1)
    assert head[0].isupper() and f"{len(many)} captures" in head  # a heading starts with a capital
    eleven = re.search(r'<p class="pap-note"><b>([^<]*)</b>', render(view, V.ui_message(V.initial_ui(), f"sel {c('Formes', 11)}", legal), legal)).group(1)
    assert eleven.startswith("The 11 of Formes"), eleven  # "the 11 of Formes (…): 3 captures" once began in lower case
    html = render(view, V.ui_message(ui, "all", legal), legal)
    assert html.count('class="pap-cap"') == PAGE and f"Captures 1–{PAGE} of {len(many)}" in html and len(html) < 400_000
    assert 'data-ui="page 2"' in html and 'data-ui="page 0"' not in html
    last = (len(many) + PAGE - 1) // PAGE
    html = render(view, V.ui_message(ui, f"page {last}", legal), legal)
    assert html.count('class="pap-cap"') == len(many) - (last - 1) * PAGE and f'data-ui="page {last - 1}"' in html
    offered = set()
    for k in range(1, last + 1):
        offered |= set(actions_in(render(view, V.ui_message(ui, f"page {k}", legal), legal)))
    assert {a for a, _ in many} <= offered
    assert V.ui_message(V.ui_message(ui, "all", legal), f"sel {YANG}", legal)["all"] is False


def test_show_all_and_pages_send_keyboard_focus_to_the_first_new_capture():
    """After "Show all" focus goes to capture 13 (the first one revealed), after a page to the
    page's first capture; hiding them again leaves focus on the toggle. The shell passes the
    view's choice to the web edge (``shell.focus``)."""
    from helpers import hot_seat_shell

    all_ui = V.ui_message(V.ui_message(V.initial_ui(), f"sel {COUTEAU}", []), "all", [])
    assert V.focus_after(all_ui, "all") == f".pap-caps li:nth-child({SHOWN + 1}) .pap-cap"
    assert V.focus_after(V.ui_message(all_ui, "all", []), "all") is None
    assert V.focus_after(V.ui_message(all_ui, "page 2", []), "page 2") == ".pap-caps li:first-child .pap-cap"
    assert V.focus_after(all_ui, f"sel {YANG}") is None
    sh = hot_seat_shell("papillon", 2, options={"round": "blue"})
    sh.command("ui all")
    assert sh.focus == f".pap-caps li:nth-child({SHOWN + 1}) .pap-cap"


def test_discard_is_one_click_and_papillon_chrysalide_are_buttons():
    state = position([c("Formes", 1), c("Formes", 2), PAPILLON, CHRYSALIDE], [c("Serpents", 9)])
    legal = G.legal_actions(state)
    assert f"discard {c('Formes', 1)}" in legal and "papillon" in legal and "chrysalide" in legal
    view = G.view(state, 0)
    html = render(view, V.initial_ui(), legal)
    assert re.search(rf'<button[^>]*data-card="{c("Formes", 1)}"[^>]*data-action="discard {c("Formes", 1)}"', html)
    assert "No capture is possible" in html
    for verb, card in (("papillon", PAPILLON), ("chrysalide", CHRYSALIDE)):
        html = render(view, V.ui_message(V.initial_ui(), f"sel {card}", legal), legal)
        assert re.search(rf'<button[^>]*class="pap-play primary"[^>]*data-action="{verb}"', html)


def test_setup_choices_are_buttons_and_the_prompt_says_what_to_do():
    for n, phase in ((5, "partners"), (4, "direction")):
        state = G.setup(G.normalize_options({"players": n}), 3)
        assert state["phase"] == phase
        view = G.view(state, state["turn"])
        legal = G.legal_actions(state)
        html = render(view, V.initial_ui(), legal)
        assert sorted(actions_in(html)) == sorted(legal)
        assert 'class="pap-choice"' in html and "won the dice" in V.prompt(view, V.initial_ui(), legal)
        assert "data-hand" not in html  # no hands before the deal


def test_direction_marker_dice_and_team_panels():
    state = G.setup(G.normalize_options({"players": 4}), 2)
    state = G.apply(state, "direction anticlockwise")
    view = G.view(state, state["turn"])
    html = V.board(view, V.initial_ui(), G.legal_actions(state), "b")
    assert "anticlockwise" in html and html.count('class="pap-die"') == 8
    stats = V.seat_stats(view, 1)
    assert [s[0] for s in stats] == ["Hand", "Captured", "Team"] and stats[0][1] == "7"
    assert V.seat_class(view, 0) == "pap-seat team-0" and V.seat_class(view, 1) == "pap-seat team-1"
    two = G.setup(G.normalize_options({"players": 2}), 2)
    assert [s[0] for s in V.seat_stats(G.view(two, 0), 0)] == ["Hand", "Captured"]
    assert PapillonView().heading(view) == "deal 1 of 2"
    assert V.options_summary({"players": 4}) == "blue round, 4 players, two teams of two"


def hot_seat(n=4, seed=5, names=None, seats=None):
    return hot_seat_shell("papillon", n, seed, names, seats, options={"round": "blue"})


def test_hot_seat_screens_show_only_the_person_at_the_device_and_the_end_screen_scores_by_line():
    sh = hot_seat(n=4, seed=9)
    rng = random.Random(2)
    handoffs = 0
    for _ in range(400):
        state = sh.session.state
        if state["over"]:
            break
        html = sh.html()
        if sh.handoff_seat() is not None:
            handoffs += 1
            assert 'data-dialog="handoff"' in html and "data-hand" not in html
            assert not set(cards_in(html)) & {x for h in state["hands"] for x in h}
            sh.command("reveal")
            continue
        seat = sh.viewer_seat()
        assert seat == state["turn"]
        html = sh.html()
        others = {x for s in range(4) if s != seat for x in state["hands"][s]}
        assert not set(cards_in(html)) & others
        assert "style=" not in html.split('<section class="play"', 1)[1]
        assert sh.command("play " + rng.choice(G.legal_actions(state))) is None and sh.error is None, sh.error
    assert sh.session.state["over"] and handoffs >= 20
    html = sh.html()
    assert 'data-dialog="end"' in html
    for label in ("Cards captured", "Most cards", "Yin", "Signs", "Chat Noir", "Subtotal", "Blue score", "Place"):
        assert f">{label}" in html, label
    assert "team-0" in html and "team-1" in html


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
        if s.is_bot(s.actor) or s.state["over"]:
            break
        sh.command("play " + rng.choice(G.legal_actions(s.state)))
    html = sh.html()
    assert evil not in html and "<b>Bo</b>" not in html
    assert "&lt;i onclick=&quot;x(1)&quot;&gt;Al&lt;/i&gt;" in html


def test_the_selection_is_a_ui_message_and_is_dropped_after_a_move():
    ui = V.ui_message(V.initial_ui(), "sel 12", [])
    assert ui["sel"] == 12 and V.ui_message(ui, "sel 12", [])["sel"] is None
    assert V.ui_message(ui, "none", [])["sel"] is None and V.ui_message(ui, "sel x", [])["sel"] == 12
    assert V.carry_ui(ui) == V.initial_ui()


def test_rules_page_marks_the_house_readings_and_says_it_is_the_blue_round():
    page = RULES_PAGES["papillon"].html()
    assert page.count("House rule") >= 18
    for phrase in ("blue round", "orange round", "Yang", "13", "22 − 10 = 12", "first and third seats", "0 + 5",
                   "Chenille", "before</i> the hands", "a team\nrolls once", "shared win", "not asked at two players",
                   "Couteau Suisse", "Don’t shoot the ambulance", "30 in all"):
        assert phrase in page, phrase
    assert GAMES["papillon"].name == "Papillon"


def test_the_capture_list_matches_the_engine_for_every_hand_card():
    for state in random_states(range(6), players=(4, 5)):
        if state["over"] or state["phase"] != "play":
            continue
        view = G.view(state, state["turn"])
        legal = G.legal_actions(state)
        listed = {a for card in view["hand"] for a, _info in captures_of(view, legal, card)}
        assert listed == {a for a, _p, _t in cap.all_captures(view["hand"], view["table"])}


@pytest.mark.parametrize("card", [CHAT, YIN, COUTEAU, MOINS, c("Serpents", 7), c("Formes", 3)])
def test_cards_are_distinguishable_without_colour(card):
    html = V.board(G.view(position([card], [c("Éléments", 5)]), 0), V.initial_ui(), [], "b")
    face = re.search(rf'<span[^>]*data-card="{card}"[^>]*>(.*?)</span>', html, re.S).group(1)
    assert "<use href=\"#pap-" in face and 'class="pc-cap"' in face


def test_the_status_never_asks_to_choose_among_captures_of_a_card_that_has_none():
    """Issue 22: with a card selected that captures nothing, the status said "Choose one of the
    captures listed under your hand" although none was listed."""
    import random as _random

    from vivarium.games import VIEWS
    from vivarium.games.papillon.blue_view import captures_of

    view_mod = VIEWS["papillon"]
    checked = 0
    for seed in range(20):
        state = G.setup(G.normalize_options({"players": 2, "round": "blue"}), seed)
        rng = _random.Random(seed)
        for _ in range(60):
            legal = G.legal_actions(state)
            if not legal:
                break
            view = G.view(state, G.actor(state))
            if any(a.split()[0] in ("take", "sum", "combine") for a in legal):
                for card in view["hand"]:
                    prompt = view_mod.prompt(view, {"sel": card, "all": False}, legal)
                    if captures_of(view, legal, card):
                        assert prompt.startswith("Choose one of the captures")
                    else:
                        checked += 1
                        assert "captures nothing here" in prompt and "listed under" not in prompt
            state = G.apply(state, rng.choice(legal))
    assert checked > 0


def test_a_capture_stays_in_view_beside_the_table_until_the_next_move():
    """Issue 38: a computer's capture left the table simply emptier. Now the cards taken (with
    the same data-key as on the table, so they slide there) and the card that took them stay
    in a "took … with …" group beside the table, named in words, until the next move."""
    from vivarium.games.papillon.common import seat_label
    from vivarium.games.papillon.pictures import long_name
    seen = 0
    before = None
    for state in random_states(range(12), players=(2, 4)):
        last = state.get("last") or {}
        if before is not None and last.get("kind") in ("take", "sum", "combine") and state["phase"] == "play":
            viewer = (last["seat"] + 1) % state["n"]
            html = render(G.view(state, viewer), V.initial_ui(), [])
            group = re.search(r'<div class="pap-last" role="group" aria-label="([^"]+)">(.*?)</div></div>', html)
            assert group, "the capture is not shown"
            taken_keys = re.findall(r'data-key="card-(\d+)"', group.group(2))
            assert [int(k) for k in taken_keys] == last["taken"] + last["played"]
            words = group.group(1)
            assert seat_label(last["seat"]) in words
            for card in last["taken"] + last["played"]:
                assert long_name(card).split(" ")[0] in words
            table_before = render(G.view(before, viewer), V.initial_ui(), [])
            for card in last["taken"]:  # the same key it had on the table: the motion layer slides it
                assert f'data-key="card-{card}"' in table_before.split('class="pap-last"')[0]
            seen += 1
        elif last.get("kind") == "discard" and state["phase"] == "play":
            assert 'class="pap-last"' not in render(G.view(state, 0), V.initial_ui(), [])
        before = state
    assert seen > 20
