"""Papillon on screen, the orange round (CPython): every legal action of an orange position is
reachable by clicks (the data-action attributes offered with nothing or each hand card selected
are exactly the legal actions, each once), nothing of another hand reaches the HTML, a spot is
highlighted only where the selected card may go, the must-play sentence is shown, the Chat
Noir's answer and the draw are buttons, and the end screen gives blue, orange and the
difference per side."""

import random
import re

from vivarium import i18n
from vivarium.games import GAMES, VIEWS
from vivarium.games.papillon.orange_text import must_play_sentence, spots_for_card
from vivarium.games.papillon.orange_view import as_state

G = GAMES["papillon"]
V = VIEWS["papillon"]


def actions_in(html):
    return re.findall(r'data-action="([^"]+)"', html)


def render(view, ui, legal):
    return V.board(view, ui, legal, "Papillon board") + V.prompt(view, ui, legal)


def orange_states(seeds, rounds=("orange", "full")):
    """Every orange-round state along random games (2-5 players, orange-only and full games)."""
    for seed in seeds:
        n = (2, 3, 4, 5)[seed % 4]
        opts = {"players": n, "round": rounds[seed % len(rounds)]}
        if n == 3:
            opts["teams"] = "two_vs_one" if seed % 3 == 0 else "solo"
        state = G.setup(G.normalize_options(opts), seed)
        rng = random.Random(seed)
        while True:
            if state["round"] == "orange":
                yield state
            if state["over"]:
                break
            state = G.apply(state, rng.choice(G.legal_actions(state)))


def uis(view, legal):
    ui0 = V.initial_ui()
    return [ui0] + [V.ui_message(ui0, f"sel {c}", legal) for c in view.get("hand") or []]


def test_every_legal_orange_action_is_offered_once_and_nothing_else():
    kinds = set()
    for state in orange_states(range(10)):
        if state["over"]:
            continue
        seat = state["turn"]
        legal = G.legal_actions(state)
        view = G.view(state, seat)
        found = set()
        for ui in uis(view, legal):
            html = render(view, ui, legal)
            acts = actions_in(html)
            assert set(acts) <= set(legal), set(acts) - set(legal)
            assert len(acts) == len(set(acts)), acts
            assert "style=" not in html and "<script" not in html.lower()
            found |= set(acts)
        assert found == set(legal), set(legal) - found
        assert V.prompt(view, V.initial_ui(), legal)
        kinds |= {a.split()[0] for a in legal}
        if " as " in " ".join(legal):
            kinds.add("knife")
    assert {"place", "sign", "centre", "draw", "direction", "knife"} <= kinds, kinds


def test_spots_light_up_only_where_the_selected_card_may_go():
    checked = 0
    for state in orange_states(range(4)):
        if state["over"] or state["phase"] != "play":
            continue
        legal = G.legal_actions(state)
        view = G.view(state, state["turn"])
        for c in view["hand"]:
            offers = spots_for_card(legal, c)
            ui = V.ui_message(V.initial_ui(), f"sel {c}", legal)
            html = V.board(view, ui, legal, "b")
            lit = set(re.findall(r'class="pap-spot [^"]*can-go[^"]*" data-spot="([^"]+)"', html))
            want = {("sign-" + o["spot"]) if o["sign"] else o["spot"] for o in offers}
            if not offers:
                assert f'data-ui="sel {c}"' not in html and "can-go" not in html
            assert lit == (want if offers and not (state["cat"] and state["cat"]["stage"] == "before") else set()), (c, lit, want)
            checked += 1
    assert checked > 200


def test_no_other_hand_reaches_the_page():
    for k, state in enumerate(orange_states(range(6))):
        if state["over"] or k % 3:
            continue
        for seat in [None] + list(range(state["n"])):
            view = G.view(state, seat)
            legal = G.legal_actions(state) if seat == state["turn"] else []
            hidden = {x for s in range(state["n"]) if s != seat for x in state["hands"][s]} | set(state["deck"]) | set(state["odeck"])
            html = "".join(render(view, ui, legal) for ui in uis(view, legal)[:4])
            shown = {int(x) for x in re.findall(r'data-card="(\d+)"', html)}
            assert not shown & hidden
            assert re.findall(r'data-hand="(\d)"', html)[:1] == ([] if seat is None or state["phase"] != "play" else [str(seat)])


def test_must_play_sentence_and_draw_and_answer_buttons():
    must = draw = 0
    for state in orange_states(range(12)):
        if state["over"] or state["phase"] != "play":
            continue
        legal = G.legal_actions(state)
        view = G.view(state, state["turn"])
        html = render(view, V.initial_ui(), legal)
        cat = state["cat"]
        if cat and cat["stage"] == "before" and cat["victim"] == state["turn"]:
            assert 'data-action="draw 3"' in html and "laid the Chat Noir" in html
            for a in legal:
                if a.startswith("centre"):
                    assert f'data-action="{a}">Answer with the Papillon' in html
            assert "data-ui=\"sel" not in html  # no card to select while the Chat Noir waits
        elif any(a.split()[0] in ("place", "sign", "centre") for a in legal):
            sentence = must_play_sentence(as_state(view))
            assert sentence and str(sentence).replace("’", "'") in html.replace("&#x27;", "'")
            assert sentence == must_play_sentence(state)
            must += 1
        elif "draw" in legal:
            assert "Nothing fits: draw a card." in html and 'data-action="draw"' in html
            draw += 1
    assert must > 100 and draw > 5


def test_end_screen_blue_orange_and_difference_per_side():
    ends = 0
    for state in orange_states(range(8), rounds=("full",)):
        if not state["over"]:
            continue
        view = G.view(state, None)
        html = render(view, V.initial_ui(), [])
        game = state["results"]["game"]
        assert "data-action" not in html and "Final score by side" in html
        for i, total in enumerate(game["totals"]):
            row = re.search(rf'<tr class="side-{i}">(.*?)</tr>', html).group(1)
            cells = re.findall(r"<td[^>]*>([^<]*)</td>", row)
            assert cells == [str(game["blue"][i]), str(game["orange"][i]), str(total).replace("-", "−")]
        note = V.end_note(view)
        for i in range(len(game["totals"])):
            assert f"blue {game['blue'][i]} − orange {game['orange'][i]} = " in note
        assert V.heading(view) == "game over"
        ends += 1
    assert ends == 8


def test_orange_heading_stats_and_options_summary():
    state = next(s for s in orange_states([1]) if s["phase"] == "play")
    view = G.view(state, state["turn"])
    assert V.heading(view).startswith("orange round · deal 1 of")
    labels = [s[0] for s in V.seat_stats(view, 0)]
    assert labels[:3] == ["Hand", "Blue · orange", "Penalties"]
    assert str(V.options_summary({"players": 3, "round": "full"})).startswith("full game")


def test_orange_seat_stats_in_french_name_the_penalties():
    """The seat box's third stat is the deal penalties: in French « Pénalités » (not « Points de
    tours »), its tooltip saying the same."""
    state = next(s for s in orange_states([1]) if s["phase"] == "play")
    view = G.view(state, state["turn"])
    i18n.set_language("fr")
    try:
        stats = V.seat_stats(view, 0)
    finally:
        i18n.set_language("en")
    assert [s[0] for s in stats][:3] == ["Main", "Bleu · orange", "Pénalités"]
    assert stats[2][2].startswith("Pénalités des donnes")


def test_prompts_are_sentences_first_card_and_second():
    """The prompt starts with a capital letter; after a first card it reads "Second card: …"."""
    seen_first = seen_second = False
    for state in orange_states(range(6)):
        if state["over"] or state["phase"] != "play":
            continue
        legal = G.legal_actions(state)
        view = G.view(state, state["turn"])
        for ui in uis(view, legal):
            text = V.prompt(view, ui, legal)
            assert text[:1].isupper(), text
            if view.get("played") and text.startswith("Second card: "):
                assert text[len("Second card: "):][:1].islower()
                seen_second = True
            elif "choose a card" in text.lower():
                seen_first = True
    assert seen_first and seen_second
