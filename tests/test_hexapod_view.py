"""Hexapod on screen (CPython): stacks, hand, targets with ghost and score change, coins,
pass confirmation, end screen, and that every legal action is on the page."""

import random
import re
from html import unescape as html_unescape

from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.games.hexapod.cards import CARD_TABLE, card_words
from vivarium.games.hexapod.rules import Hexapod
from vivarium.games.hexapod.scoring import placement_effect, score_parts, scoring_runs
from vivarium.games.hexapod.view import HexapodView, KIND_CLASS, insect_svg
from vivarium.ui.shell import Shell

G = Hexapod()
V = HexapodView()


def shell_with(seat0="human", seat1="human", first="light", seed=4):
    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(seed))
    sh.command("new hexapod")
    sh.command("start", {"seat0": seat0, "seat1": seat1, "first": first})
    return sh


def actions_in(html):
    return re.findall(r'data-action="([^"]+)"', html)


def ui_in(html):
    return re.findall(r'data-ui="([^"]+)"', html)


def test_registered_with_a_rules_page_and_no_hand_off_screen():
    assert GAMES["hexapod"].name == "Hexapod" and "hexapod" in VIEWS
    assert "House rule" in RULES_PAGES["hexapod"].html()
    sh = shell_with()
    sh.command("play draw 1")
    assert sh.handoff_seat() is None  # nothing is secret from one player only
    assert 'data-dialog="handoff"' not in sh.html()


def test_the_opening_offers_each_stack_top_to_draw():
    sh = shell_with()
    html = sh.html()
    assert sorted(actions_in(html)) == ["draw 1", "draw 2", "draw 3"]
    assert "Take the top card of a stack to start your hand." in html
    assert html.count('<li class="hx-stack') == 3 and "14 cards" in html


def test_every_legal_action_is_reachable_from_the_page_in_random_games():
    """Each legal action is on the page, or one UI message away (selecting a hand card,
    choosing the coin's source, confirming a pass); nothing illegal is offered."""
    for seed in range(6):
        sh = shell_with(seed=seed)
        rng = random.Random(seed)
        while sh.session.outcome is None:
            legal = set(sh.legal_for_human())
            html = sh.html()
            shown = set(actions_in(html))
            assert shown <= legal, shown - legal
            reachable = set(shown)
            for msg in set(ui_in(html)):
                saved = sh.ui
                sh.command("ui " + msg)
                reachable |= set(actions_in(sh.html()))
                sh.ui = saved
            assert reachable == legal, legal - reachable
            action = rng.choice(sorted(legal))
            if action == "pass" and rng.random() < 0.8 and len(legal) > 1:
                action = rng.choice(sorted(legal - {"pass"}))
            sh.command("play " + action)
            assert sh.error is None, sh.error


def place_phase_shell(seat1="human"):
    sh = shell_with(seat1=seat1)
    for action in ("draw 1", "draw 2", "draw 3"):  # Light draws last; then places one of two cards
        turn = sh.bot_turn()
        assert sh.bot_move(turn.token, action) if turn else sh.act(action)
    assert sh.session.state["phase"] == "place"
    return sh


def test_selecting_a_card_marks_every_legal_position_with_a_ghost_and_a_score_change():
    sh = place_phase_shell()
    html = sh.html()
    # the drawn card (B) is selected first; all 25 positions of an empty case are targets
    targets = re.findall(r'data-action="(place B [a-e][1-5])"', html)
    assert len(targets) == 25
    assert len(re.findall(r'class="hx-target[^"]*"', html)) == 25
    assert html.count('class="ghost"') == 25
    # one tab stop; the arrow keys move between targets (data-sq)
    assert len(re.findall(r'class="hx-target[^"]*"[^>]*tabindex="0"', html)) == 1
    assert len(re.findall(r'data-sq="[a-e][1-5]"', html)) == 25
    # the score change is in the ghost and in the accessible name
    card = sh.session.state["hands"][0][1]
    _, effect = placement_effect([0] * 36, card, 0)
    assert f"a1: {effect}" in html and f'aria-label="Place at a1: {effect}"' in html
    sh.command("ui card A")
    html = sh.html()
    assert len(re.findall(r'data-action="place A [a-e][1-5]"', html)) == 25
    assert 'data-action="place B' not in html


def test_the_score_change_names_the_runs():
    sh = place_phase_shell()
    state = sh.session.state
    # Light has placed nothing; give it a Green at a3 and the card GGBB to place
    state["grids"][0][12] = 2
    state["placed"][0] = [[CARD_TABLE.index("BGBG"), "a2"]]
    state["grids"][0][6] = 1
    state["grids"][0][7], state["grids"][0][13] = 2, 2  # a2 B, b2 G, b3 G, a3 G
    state["hands"][0] = [CARD_TABLE.index("GGBB"), CARD_TABLE.index("BBGG")]
    sh.ui = V.initial_ui()
    sh.command("ui card A")
    html = sh.html()
    assert "Place at a3: +" in html
    assert re.search(r"Green (row|column) of \d", html)


def test_a_card_that_fits_nowhere_cannot_be_selected_and_says_why():
    sh = place_phase_shell()
    state = sh.session.state
    state["placed"][0] = [[0, "a1"]]
    state["grids"][0] = [5] + [0] * 35  # one Dung at a1: only a Dung may match it
    state["hands"][0] = [CARD_TABLE.index("BBGG"), CARD_TABLE.index("DBYG")]
    html = sh.html()
    card = re.search(r'<button[^>]*class="hand-card nofit[^"]*"[^>]*>', html).group(0)
    assert 'data-ui="card A"' not in card and 'aria-disabled="true"' in card and "disabled=" not in card.replace("aria-disabled", "")
    why = re.search(r'data-why="([^"]*)"', card).group(1)
    assert why.startswith("Card A (") and "fits nowhere" in why
    assert "no place" in html
    sh.command("why " + html_unescape(why))  # what a click on it does: the sentence, nothing played
    assert "fits nowhere" in sh.html() and sh.session.state["hands"][0][0] == CARD_TABLE.index("BBGG")
    assert re.findall(r'data-action="(place [AB] [a-e][1-5])"', html) == ["place B a1"]


def test_coin_flow_choose_a_card_then_its_new_stack():
    sh = shell_with()
    sh.command("play draw 1")
    sh.command("play draw 2")
    html = sh.html()
    assert "coin 1" in ui_in(html) and not any(a.startswith("coin") for a in actions_in(html))
    sh.command("ui coin 1")
    html = sh.html()
    assert set(a for a in actions_in(html) if a.startswith("coin")) == {"coin 1 2", "coin 1 3"}
    assert "Put stack 1’s card here" in html
    assert "draw 1" not in actions_in(html)  # while moving, the stacks are not drawn from
    sh.command("play coin 1 3")
    html = sh.html()
    assert "End turn without drawing" in html and "end" in actions_in(html)
    assert "Seen below:" in html  # the covered card stays known


def test_pass_asks_for_confirmation_but_a_final_turn_is_declined_at_once():
    sh = shell_with()
    sh.command("play draw 1")
    sh.command("play draw 2")
    html = sh.html()
    assert "pass" not in actions_in(html) and "pass?" in ui_in(html)
    sh.command("ui pass?")
    html = sh.html()
    assert "Pass for good?" in html and "pass" in actions_in(html)
    state = sh.session.state
    state["ending"], state["final"] = 1, True
    sh.ui = V.initial_ui()
    html = sh.html()
    assert "Decline the final turn" in html and "pass" in actions_in(html)


def test_both_cases_shown_yours_large_and_the_opponents_small():
    sh = shell_with(seat1="bot:easy")
    html = sh.html()
    assert 'class="hx-mine seat-0"' in html and 'class="hx-theirs seat-1"' in html
    assert 'class="hx-case small"' in html
    assert "Light: 6 points (coins)" in html  # an empty case: the points are the coins'


def test_insects_have_one_shape_per_kind_told_apart_without_colour():
    shapes = {}
    for kind, cls in KIND_CLASS.items():
        svg = insect_svg(kind, 0, 0, 120 if kind in (6, 8) else 60, 60)
        assert f'class="insect {cls}"' in svg and "<title>" in svg
        # the drawing without its colour class: the shapes must still differ
        shapes[cls] = re.sub(r'class="insect [a-z]+"', "", svg)
        shapes[cls] = re.sub(r"<title>.*?</title>", "", shapes[cls])
    assert len(set(shapes.values())) == len(shapes)
    assert 'class="antler"' in insect_svg(6, 0, 0, 120, 60)
    assert 'class="wing"' in insect_svg(8, 0, 0, 120, 60)
    assert 'class="ball"' in insect_svg(5, 0, 0, 60, 60)
    assert insect_svg(4, 0, 0).count('class="body"') == 2  # a pair of Red Leaf beetles


def test_end_screen_breakdown_and_scoring_runs_outlined():
    sh = shell_with()
    rng = random.Random(3)
    while sh.session.outcome is None:
        legal = sh.legal_for_human()
        choice = [a for a in legal if a != "pass"] or legal
        sh.command("play " + rng.choice(choice))
    html = sh.html()
    assert 'data-dialog="end"' in html
    for label in ("Blue beetles (runs)", "Green beetles (runs)", "Gold beetles (runs)", "Red Leaf beetles",
                  "Stag Beetles and Moths", "Unspent coins", "Total"):
        assert label in html
    assert "scoring runs outlined" in html and 'class="hx-cases over"' in html
    sh.command("close")
    html = sh.html()
    assert 'class="runs final"' in html and html.count('<svg class="hx-case') == 2
    assert 'class="hx-case small"' not in html  # both cases full size at the end
    grids = sh.session.state["grids"]
    assert html.count('class="run ') == sum(len(scoring_runs(g)) for g in grids)


def test_seat_stats_heading_and_options_summary():
    view = G.view(G.setup({"first": "dark"}, 1), 0)
    stats = dict((k, v) for k, v, _ in V.seat_stats(view, 0))
    assert stats["Score"] == "6 (coins)" and stats["Coins"] == "3" and stats["Status"] == "playing"
    assert V.heading(view) == "42 cards in the stacks"
    assert V.options_summary({"first": "dark"}) == "Dark first"
    assert V.options_summary({"first": "random"}) == "random first player"


def test_arrow_keys_move_to_the_nearest_offered_position_that_way():
    from vivarium.ui.board_keys import nearest

    offered = ["a1", "c1", "e1", "c3", "b5"]
    assert nearest("a1", offered, 0, 1) == "c1"  # right: skips the gap in its row
    assert nearest("c1", offered, 1, 0) == "c3"  # down: same column
    assert nearest("c3", offered, 1, 0) == "b5"  # down: nearest below, one step aside
    assert nearest("e1", offered, 0, 1) is None  # nothing further right
    assert nearest("c3", offered, -1, 0) == "c1"
    # a full board behaves as before: the adjacent square
    full = [f"{c}{r}" for c in "abcde" for r in range(1, 6)]
    assert nearest("b2", full, 0, -1) == "a2" and nearest("b2", full, 1, 0) == "b3"


def test_undo_takes_back_a_placement_but_not_a_draw_that_turned_up_a_card():
    sh = place_phase_shell(seat1="bot:easy")  # against a computer: Light's undo, before it answers
    state = sh.session.state
    assert sh.session.can_undo() is False  # the draw turned up a new card: nothing to take back
    sh.command("play place B c3")
    assert sh.session.can_undo()
    sh.command("undo")
    assert sh.session.state == state and sh.session.state["phase"] == "place"
    assert not sh.session.can_undo()


def seat_box(html, seat):
    """The seat's box on the play screen: ``{stat: (text, tip)}``."""
    box = re.search(rf'<div class="seat seat-{seat}[^"]*" data-seat="{seat}">(.*?)</dl></div>', html).group(1)
    return {name: (html_unescape(text), html_unescape(tip))
            for tip, name, text in re.findall(r'<div class="stat" title="([^"]*)"><dt>[^<]*</dt><dd data-stat="([a-z-]+)"[^>]*>([^<]*)</dd>', box)}


def seat_strip(html, seat):
    return re.search(rf'<div class="hx-seat-hand seat-{seat}" data-strip="{seat}" aria-hidden="true">(.*?)</span></div>', html).group(1)


def test_seat_boxes_show_each_hand_as_card_pictures_and_say_it_in_words():
    """Each seat box has its hand drawn as the game's own card pictures, small (a strip the
    page lays in the box), and in words in its Hand line (what a screen reader reads: the
    pictures are hidden from it). Before the first draw the strip says there is no card."""
    sh = shell_with()
    html = sh.html()
    for seat in (0, 1):
        assert seat_box(html, seat)["hand"][0] == "none"
        assert "no card yet" in seat_strip(html, seat) and "<svg" not in seat_strip(html, seat)
    sh.command("play draw 1")
    sh.command("play draw 2")  # each seat took a stack's top card
    sh.command("play draw 3")  # Light draws a second: two cards in hand
    html = sh.html()
    hands = sh.session.state["hands"]
    assert len(hands[0]) == 2 and len(hands[1]) == 1
    for seat in (0, 1):
        strip = seat_strip(html, seat)
        pictures = re.findall(r'<svg class="hx-card"[^>]*aria-label="([^"]+)"', strip)
        assert [html_unescape(p) for p in pictures] == [card_words(c) for c in hands[seat]]
        assert strip.count('class="insect ') >= 2 * len(hands[seat])  # drawn, not spelled
        assert "data-key" not in strip and "data-action" not in strip  # a picture: nothing to click, nothing that moves
        assert seat_box(html, seat)["hand"][0] == " and ".join(card_words(c) for c in hands[seat])
    # the view's own hand under the case is still there, with its buttons
    assert 'data-ui="card A"' in html and 'data-ui="card B"' in html


def test_a_score_on_an_empty_case_says_it_is_the_coins():
    """An empty case scores nothing: a seat's 6 points before its first card are its three
    unspent coins, and its box says so; once a card is in, the score is a plain number and
    its tip adds the case and the coins up."""
    sh = shell_with()
    html = sh.html()
    score, tip = seat_box(html, 0)["score"]
    assert score == "6 (coins)"
    assert tip == "No card in the case yet: the 6 points are the 3 unspent coins × 2 (a card in hand scores nothing)"
    sh.command("play draw 1")
    sh.command("play draw 2")
    sh.command("play draw 1")
    sh.command("play " + next(a for a in sh.legal_for_human() if a.startswith("place")))
    state = sh.session.state
    case = sum(score_parts(state["grids"][0]).values())
    html = sh.html()
    score, tip = seat_box(html, 0)["score"]
    assert score == str(case + 6)
    assert tip == f"The case's visible layer scores {case}, plus 3 unspent coins × 2: {case + 6}"
    assert seat_box(html, 1)["score"][0] == "6 (coins)"  # Dark has placed nothing yet
    # spent coins: an empty case with no coin left scores a plain 0
    view = G.view(state, 1)
    view["coins"][1] = 0
    assert dict((k, v) for k, v, _ in V.seat_stats(view, 1))["Score"] == "0"


def test_the_table_in_french_names_the_stacks_cards_and_seats_as_french_players_know_them():
    from vivarium import i18n

    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(4), lang="fr")
    try:
        sh.command("new hexapod")
        sh.command("start", {"seat0": "human", "seat1": "human", "first": "light"})
        html = sh.html()
        assert "Prenez la carte du dessus d’une pile pour commencer votre main." in html
        assert "Pile 1" in html and "14 cartes" in html and "Clair\u00a0: 6 points (pièces)" in html
        assert "Take the top card" not in html and "Stack 1" not in html
        sh.command("play draw 1")
        sh.command("play draw 2")
        sh.command("play draw 3")
        html = sh.html()
        assert "Placez la carte B (25 emplacements, marqués de points)" in html
        assert re.search(r'aria-label="Placer en a1\u00a0: \+\d+', html)
        assert "Vitrine de Clair" in html and "pas encore de carte" not in html
    finally:
        i18n.set_language("en")


def test_the_opponents_case_is_one_tap_away_on_a_phone_and_in_the_page_once_the_game_is_over():
    """Issue 38: on a phone the cases are one above the other and the opponent's was below
    one's own. A button beside one's own case's title opens the opponent's over the page (a
    popover: one's own case never moves) and a button in it closes it; at the end both cases
    are simply on the page."""
    sh = shell_with()
    html = sh.html()
    peek = re.search(r'<button type="button" class="hx-peek" popovertarget="hx-theirs"[^>]*>([^<]+)</button>', html)
    assert peek and "Dark" in peek.group(1)
    mine, theirs = html.index('class="hx-mine'), html.index('class="hx-theirs')
    assert mine < peek.start() < theirs  # beside one's own case
    section = re.search(r'<section class="hx-theirs[^"]*" data-case="1" id="hx-theirs" popover>', html)
    assert section and 'popovertargetaction="hide"' in html[section.start():]
    game = GAMES["hexapod"]
    state = sh.session.state
    while not state["over"]:
        state = game.apply(state, random.Random(len(str(state))).choice(game.legal_actions(state)))
    over = VIEWS["hexapod"].board(game.view(state, 0), VIEWS["hexapod"].initial_ui(), [], "Hexapod")
    assert "popover" not in over and "hx-peek" not in over
