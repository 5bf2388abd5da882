"""Lepidoptery on screen (CPython): selecting cards, the offered plays, hot-seat privacy."""

import random
import re
from html import unescape

from vivarium.core.saves import MemoryStorage
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.games.lepidoptery.rules import FULL_DECK, Lepidoptery
from vivarium.games.lepidoptery.view import LepidopteryView, options_for
from vivarium.ui.shell import Shell

G = Lepidoptery()
V = LepidopteryView()


def shell_with(seat0="human", seat1="human", first="light", seed=4):
    sh = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(seed))
    sh.command("new lepidoptery")
    sh.command("start", {"seat0": seat0, "seat1": seat1, "first": first})
    return sh


def set_hand(sh, seat, hand):
    """Give ``seat`` this hand (the rest of its cards in its deck) in the live session."""
    state = sh.session.state
    state["hands"][seat] = sorted(hand)
    rest = list(FULL_DECK)
    for r in hand:
        rest.remove(r)
    state["decks"][seat] = rest[: 38 - len(hand)]


def actions_in(html):
    return re.findall(r'data-action="([^"]+)"', html)


def hand_buttons(html):
    return re.findall(r'data-ui="toggle (\d+|J)"', html)


def test_hand_is_sorted_and_each_card_is_a_button():
    sh = shell_with(seat1="bot:easy")
    html = sh.html()
    hand = sh.session.state["hands"][0]
    assert hand == sorted(hand)
    assert hand_buttons(html) == [str(i) for i in range(12)] + ["J"]
    shown = re.findall(r'data-ui="toggle \d+"[^>]*><b>(\d+)</b>', html)
    assert [int(x) for x in shown] == hand


def drawn_hand(html):
    """The hand section's title and the cards drawn in it: (title, naturals, jokers face up,
    jokers face down)."""
    section = re.search(r'<section class="hand" data-hand="\d"[^>]*><h3>([^<]*)</h3>(.*?)</section>', html, re.S)
    title, cards = unescape(section.group(1)), section.group(2)
    classes = re.findall(r'class="card( [^"]*)?"', cards)
    naturals = sum(1 for c in classes if "joker" not in c)
    return title, naturals, classes.count(" joker") + classes.count(" joker selected"), classes.count(" joker down")


def test_the_hands_title_counts_the_cards_and_the_joker_drawn_in_it():
    """The hand shows its cards and then the Joker: the title says both ("7 cards and the
    Joker"), whether the hand may play (buttons) or not, and names a face-down Joker as used."""
    from vivarium import i18n

    sh = shell_with(seat1="bot:easy")
    set_hand(sh, 0, [1, 2, 3, 5, 7, 8, 9])
    state = sh.session.state
    for active in (True, False):
        view = G.view(state, 0)
        legal = G.legal_actions(state) if active else []
        title, naturals, up, down = drawn_hand(V.hand_html(view, sh.ui, legal))
        assert (naturals, up, down) == (7, 1, 0)
        assert title == "Light's hand (7 cards and the Joker)"
    state["jokers"][0] = False  # the Joker played: drawn face down, "used"
    view = G.view(state, 0)
    title, naturals, up, down = drawn_hand(V.hand_html(view, sh.ui, G.legal_actions(state)))
    assert (naturals, up, down) == (7, 0, 1)
    assert title == "Light's hand (7 cards and the used Joker)"
    set_hand(sh, 0, [4])
    view = G.view(state, 0)
    title, naturals, up, down = drawn_hand(V.hand_html(view, sh.ui, G.legal_actions(state)))
    assert (naturals, up, down) == (1, 0, 1) and title == "Light's hand (1 card and the used Joker)"
    i18n.set_language("fr")
    try:
        assert drawn_hand(V.hand_html(view, sh.ui, []))[0] == "Main de Clair (1 carte et le Joker joué)"
        state["jokers"][0] = True
        set_hand(sh, 0, [1, 2, 3, 5, 7, 8, 9])
        view = G.view(state, 0)
        assert drawn_hand(V.hand_html(view, sh.ui, []))[0] == "Main de Clair (7 cartes et le Joker)"
    finally:
        i18n.set_language("en")


def test_selecting_joker_and_a_7_offers_three_plays_and_highlights_their_columns():
    sh = shell_with(seat1="bot:easy")
    set_hand(sh, 0, [2, 7, 7, 9])
    sh.command("ui toggle 1")  # a 7
    sh.command("ui toggle J")
    html = sh.html()
    offered = set(actions_in(html))
    assert {"play pair 7 J7", "play run2 J6 7", "play run2 7 J8"} <= offered
    assert "Play a Pair of 7s (Joker as 7) on the Pair column" in re.sub(r"<[^>]+>", "", html)  # its words, read out
    # the Pair column plays at once; the Run of 2 column needs the Joker's rank: it asks
    assert re.search(r'data-col="1"[^>]*data-action="play pair 7 J7"', html)
    assert re.search(r'data-col="2"[^>]*data-ui="ask 2"', html)
    sh.command("ui ask 2")
    html = sh.html()
    assert "Which rank does the Joker stand for?" in html
    choices = re.findall(r'class="primary play-combo" data-action="([^"]+)"', html)
    assert sorted(choices) == ["play run2 7 J8", "play run2 J6 7"]


def test_a_selection_that_may_not_be_played_says_why():
    sh = shell_with(seat1="bot:easy")
    set_hand(sh, 0, [4, 4, 9])
    sh.session.state["markers"][0] = "pair"
    sh.command("ui toggle 0")
    sh.command("ui toggle 1")
    html = sh.html()
    assert "play pair 4 4" not in actions_in(html)
    assert "Your marker is on Pair" in html
    sh.command("ui clear")
    sh.command("ui toggle 0")
    sh.command("ui toggle 2")
    assert "do not form a combination" in sh.html()


def test_pass_is_disabled_with_the_reason_when_the_leader_can_play():
    sh = shell_with(seat1="bot:easy")
    html = sh.html()
    assert "pass" not in actions_in(html)
    assert "You lead and can play, so you may not pass." in html
    sh.command("play pass")
    assert "may not pass" in sh.error


def test_playing_by_clicking_logs_plain_words():
    sh = shell_with()
    sh.command("reveal")
    set_hand(sh, 0, [7, 8, 9])
    sh.command("ui toggle 0")
    sh.command("ui toggle J")
    sh.command("play play pair 7 J7")
    assert sh.session.log[-1]["text"] == "Light plays a Pair of 7s (Joker as 7) on the Pair column."
    assert sh.session.state["jokers"][0] is False


def test_hot_seat_hides_every_hand_between_turns():
    sh = shell_with()
    # the first player must take the device first
    assert sh.handoff_seat() == 0
    html = sh.html()
    assert 'data-dialog="handoff"' in html and hand_buttons(html) == []
    assert 'class="hand' not in html and sh.legal_for_human() == []
    sh.command("reveal")
    html = sh.html()
    assert 'data-hand="0"' in html and len(hand_buttons(html)) == 13
    sh.command("play " + sh.legal_for_human()[0])
    # Light has played: Dark's turn, nothing of either hand on the page until Dark is ready
    assert sh.handoff_seat() == 1
    html = sh.html()
    assert 'class="hand' not in html and hand_buttons(html) == [] and 'data-hand="0"' not in html
    assert "Pass the device to Dark" in html
    sh.command("reveal")
    html = sh.html()
    assert 'data-hand="1"' in html and 'data-hand="0"' not in html


def test_against_a_bot_its_hand_is_never_on_the_page():
    sh = shell_with(seat0="bot:easy", seat1="human")
    for _ in range(30):
        if sh.session.outcome is not None:
            break
        html = sh.html()
        assert 'data-hand="0"' not in html
        assert 'data-hand="1"' in html and "data-hand=" not in html.replace('data-hand="1"', "")
        turn = sh.bot_turn()
        if turn is not None:
            assert sh.bot_move(turn.token, turn.game.legal_actions(turn.game.determinize(turn.view, 1))[0])
        else:
            sh.command("play " + sh.legal_for_human()[-1])
            sh.dialog = None


def test_undo_stops_at_a_pass_that_drew_cards():
    sh = shell_with(seat1="human")
    sh.command("reveal")
    sh.command("play " + sh.legal_for_human()[0])
    assert sh.session.can_undo()
    sh.command("reveal")
    sh.command("play pass")  # Dark passes: both players draw
    assert not sh.session.can_undo()


def test_undo_against_a_bot_only_until_it_answers():
    sh = shell_with(seat1="bot:easy")
    sh.command("play " + sh.legal_for_human()[0])
    assert sh.session.can_undo()  # the computer has not answered yet
    turn = sh.bot_turn()
    assert sh.bot_move(turn.token, turn.game.legal_actions(turn.game.determinize(turn.view, 1))[0])
    assert not sh.session.can_undo()  # its answer showed some of its cards
    sh.command("undo")
    assert sh.error == ("Your last move can no longer be taken back: cards were drawn or shown since, "
                        "or someone else has played.") and len(sh.session.record["actions"]) == 2


def test_winning_line_and_end_screen():
    sh = shell_with(seat1="human")
    s = sh.session.state
    s["board"] = [[0], [0], [0], [], []]
    set_hand(sh, 0, [8, 8, 8, 9])
    sh.command("reveal")
    sh.command("play play triple 8 8 8")
    html = sh.html()
    assert html.count('class="token light win') == 4
    assert 'data-dialog="end"' in html and "Four in a row: Light lined up four tokens (across)." in html
    assert "Longest line" in html and "The winning line runs across" in html
    assert not sh.session.can_undo()  # both hands are on the screen now


def test_options_for_lists_nothing_without_a_selection():
    view = G.view(G.setup({}, 1), 0)
    assert options_for(view, V.initial_ui(), G.legal_actions(G.setup({}, 1))) == ([], "")


def test_threat_hints_ring_the_space_that_would_make_four_and_can_be_hidden():
    from vivarium.games.lepidoptery.view import LepidopteryView, threat_sentence, threats

    game = GAMES["lepidoptery"]
    state = game.setup({"first": "light"}, 4)
    # Dark (1) holds the bottom row of Single, Pair and Run 2: the Triple column's first space completes it
    state["board"] = [[1], [1], [1], [], []]
    found = threats(state["board"], 4)
    assert found[(3, 0)] == {"seats": {1}, "now": True}
    # the ring in words: whose threat, and why that space (issue 38)
    assert threat_sentence(state["board"], 4) == "Dark threatens four in a row (Triple column): the next token there completes it (solid ring)."
    # a threat higher up a column is ringed but cannot be played yet
    state["board"] = [[0], [1, 0], [1, 1, 0], [1], [0]]  # Light: a diagonal missing its top
    found = threats(state["board"], 4)
    assert found[(3, 3)]["now"] is False
    assert threat_sentence(state["board"], 4) == "Light could make four in a row later (Triple column, dashed ring)."
    view_mod = LepidopteryView()
    view = game.view(state, 0)
    ui = view_mod.initial_ui()
    html = view_mod.board(view, ui, [], "board")
    assert 'class="threat light"' in html and 'data-ui="hints"' in html
    ui = view_mod.ui_message(ui, "hints", [])
    assert ui["hints"] is False and 'class="threat' not in view_mod.board(view, ui, [], "board")
    assert view_mod.carry_ui(ui)["hints"] is False  # stays hidden after the next play


def test_hide_threats_is_offered_only_when_a_threat_is_ringed():
    """Issue 22: "Hide threats" showed on a board with no threat at all."""
    from vivarium.games.lepidoptery.view import LepidopteryView

    game, view_mod = GAMES["lepidoptery"], LepidopteryView()
    state = game.setup({"first": "light"}, 4)
    state["board"] = [[1], [], [], [], []]  # nothing near four in a row
    view, ui = game.view(state, 0), view_mod.initial_ui()
    html = view_mod.board(view, ui, [], "board")
    assert 'class="threat' not in html and "Hide threats" not in html
    assert 'class="lep-threats"' in html  # its line keeps its place: nothing below moves
    hidden = view_mod.ui_message(ui, "hints", [])
    assert "Show threats" in view_mod.board(view, hidden, [], "board")  # hidden: a way back
    state["board"] = [[1], [1], [1], [], []]  # a threat: now there is something to hide
    assert "Hide threats" in view_mod.board(game.view(state, 0), ui, [], "board")


def test_every_numbered_card_carries_a_butterfly_whose_wings_tell_the_colour_pairs_apart():
    """Art (issue 14 item 4): a butterfly on each numbered card, decorative (hidden from screen
    readers); the two ranks of a colour pair share a wing shape, the five pairs differ."""
    import re

    from vivarium.games.lepidoptery.view import card_html

    wings = {}
    for rank in range(1, 11):
        html = card_html(rank)
        assert 'class="bfly"' in html and 'aria-hidden="true"' in html
        wings[rank] = re.search(r'<path d="([^"]+)"', html).group(1)
    assert all(wings[r] == wings[r + 1] for r in (1, 3, 5, 7, 9))
    assert len({wings[r] for r in (1, 3, 5, 7, 9)}) == 5
    assert "bfly" not in card_html(0, joker_as=4)  # the Joker keeps its own face


def test_the_table_in_french_names_the_types_seats_and_actions_as_french_players_know_them():
    """Issue 28: the same table drawn in French (the language of the screen, not of the game)."""
    from vivarium import i18n
    from vivarium.games.lepidoptery.view import threat_sentence

    sh = shell_with(seat1="bot:easy")
    set_hand(sh, 0, [2, 7, 7, 9])
    sh.command("ui toggle 1")  # a 7
    sh.command("ui toggle J")
    view = G.view(sh.session.state, 0)
    legal = G.legal_actions(sh.session.state)
    board = [[1], [1], [1], [], []]
    i18n.set_language("fr")
    try:
        words = re.sub(r"<[^>]+>", "", V.board(view, sh.ui, legal, "plateau"))
        assert "Jouer une Paire de 7 (Joker valant 7) dans la colonne Paire" in words
        assert "Passer et piocher" in words and "Effacer la sélection" in words
        assert "Main de Clair (4 cartes et le Joker)" in words
        assert V.prompt(view, sh.ui, legal) == (
            "Vous entamez\u00a0: tout type sauf celui de votre marqueur.")
        assert threat_sentence(board, 4) == ("Sombre menace d’aligner quatre jetons (colonne Brelan)\u00a0: "
                                             "le prochain jeton posé là complète l’alignement (cercle plein).")
        assert V.heading(view) == "4 rangées"
        assert i18n.say(V.options_summary({"rows": 5})) == "5 rangées"
    finally:
        i18n.set_language("en")
    assert i18n.say(V.options_summary({"rows": 5})) == "5 rows"  # a saved title: a message, said where shown


def test_a_play_or_pass_that_cannot_be_made_is_reached_by_tab_and_says_why():
    """Not a disabled button (Tab skips it, so its reason beside it is never heard in focus
    mode): an aria-disabled one, described by its reason's sentence, and a press says it."""
    sh = shell_with(seat1="bot:easy")
    rng = random.Random(2)
    found = {"play": 0, "pass": 0}
    for _ in range(300):
        if sh.session.outcome is not None:
            sh.command("rematch")
        turn = sh.bot_turn()
        if turn is not None:
            sh.bot_move(turn.token, rng.choice(sh.session.game.legal_actions(sh.session.state)))
            continue
        hand = sh.session.state["hands"][sh.session.actor]
        for i in rng.sample(range(len(hand)), min(len(hand), rng.choice((1, 2, 3)))):
            sh.command(f"ui toggle {i}")
        html = sh.html()
        for tag in re.findall(r'<button [^>]*aria-disabled="true"[^>]*>', html):
            if 'class="pass"' not in tag and "play-why-" not in tag:
                continue
            assert " disabled" not in tag.replace("aria-disabled", ""), tag
            why_id = re.search(r'aria-describedby="([^"]+)"', tag).group(1)
            said = re.search(rf'id="{why_id}"[^>]*>([^<]+)<', html).group(1)
            assert f'data-why="{said}"' in tag, (tag, said)
            found["pass" if 'class="pass"' in tag else "play"] += 1
            sh.command(f"why {unescape(said)}")  # a press says why
            assert sh.error == unescape(said)
        legal = sh.session.game.legal_actions(sh.session.state)
        sh.command("ui clear")
        sh.command("play " + rng.choice(legal))
    assert found["play"] > 3 and found["pass"] > 3, found
