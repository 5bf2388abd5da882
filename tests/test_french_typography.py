"""French as a French site writes it (issue 38 item 7): the no-break spaces before « : ; ! ? » and
inside « » made in one place (``i18n.typeset``, applied as the catalogue's texts and the rules pages
leave them), « de » elided before a vowel by one helper (``i18n.fill``), the rules pages' house
label starting a sentence or a note in both languages, and the review's defects, each as a player
reads it."""

import re
from html import unescape

import pytest

from vivarium import i18n
from vivarium.i18n import NBSP, NNBSP, de, elides, msg, say_in, typeset
from vivarium.games import IDS, RULES_PAGES

import lang_check


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def shown(text):
    """``text`` with its no-break spaces made visible: ⎵ (U+00A0) and ⍽ (U+202F)."""
    return text.replace(NBSP, "⎵").replace(NNBSP, "⍽")


# ---- the no-break spaces ------------------------------------------------------------------
@pytest.mark.parametrize("plain,typeset_", [
    ("Bonjour : le monde ; oui ! non ? « mot »", "Bonjour⎵: le monde⍽; oui⍽! non⍽? «⍽mot⍽»"),
    ("Vraiment?! Bien: «mot»", "Vraiment⍽?! Bien⎵: «⍽mot⍽»"),  # no space at all: one is added
    ("la fin\n: suite  ; et  »", "la fin⎵: suite⍽; et⍽»"),  # several spaces or a line break: one
    ("Plateau de {game} : {n:g} s", "Plateau de {game}⎵: {n:g} s"),  # a placeholder's format spec
    ("<b>Note</b> : voir <i>ceci</i>!", "<b>Note</b>⎵: voir <i>ceci</i>⍽!"),
])
def test_french_marks_get_a_no_break_space_before_them(plain, typeset_):
    assert shown(typeset("fr", plain)) == typeset_
    assert typeset("fr", typeset("fr", plain)) == typeset("fr", plain)  # typeset twice: the same


@pytest.mark.parametrize("text", [
    "https://example.org/?lang=fr#/join/a:b",  # a link: :// ? and # glued to what follows
    "Rendez-vous à 12:30, le 3:2 en cours",  # times and scores
    '<a href="https://x.org/?q=1" title="a : b" style="color:red;">lien</a>',  # inside a tag
    "<style>.a:hover { color: red; } a::before { content: '!'; }</style>",  # a style sheet
    "<!-- figure: frog -->",  # a comment (the rules pages' figure slots)
    "Pierre &amp; Marie &nbsp;",  # entities: their ; is no semicolon
    "{n:g} {x!r}",  # placeholders
    "(< ou >)",  # a lone < in text is no tag
    "déjà⍽? oui⎵: «⍽a⍽»".replace("⍽", NNBSP).replace("⎵", NBSP),  # already typeset
])
def test_markup_links_times_and_typeset_text_are_left_alone(text):
    assert typeset("fr", text) == text


def test_english_is_left_as_typed():
    text = "Score: 3; really? « quoted »"
    assert typeset("en", text) == text
    assert say_in("en", msg("setup.title", game="Arctic")) == i18n.say_in("en", msg("setup.title", game="Arctic"))
    assert NBSP not in say_in("en", msg("status.to_play", who="Light")) and NNBSP not in say_in("en", msg("status.to_play", who="Light"))


# ---- elision ----------------------------------------------------------------------------------
@pytest.mark.parametrize("word,elided", [
    ("Arctic", True), ("Hexapod", True), ("Azuré", True), ("Émile", True), ("Œdipe", True), ("un Renard", True),
    ("<b>Aurore</b>", True), ("Pond", False), ("Papillon", False), ("Hibou", False), ("Yin", False),
    ("a3", False), ("8", False), ("", False), (None, False),
])
def test_de_is_elided_before_a_vowel_or_a_mute_h(word, elided):
    assert elides(word) is elided
    assert de(word or "") == (f"d’{word}" if elided else f"de {word or ''}")


@pytest.mark.parametrize("key,args,expected", [
    ("setup.title", {"game": "Arctic"}, "Nouvelle partie d’Arctic"),
    ("setup.title", {"game": "Hexapod"}, "Nouvelle partie d’Hexapod"),
    ("setup.title", {"game": "Pond"}, "Nouvelle partie de Pond"),
    ("handoff.show", {"name": "Azuré"}, "Montrer les cartes d’Azuré"),
    ("hexapod.cover", {}, None),
])
def test_templates_with_de_elide_before_a_vowel(key, args, expected):
    said = say_in("fr", msg(key, **args))
    if expected is not None:
        assert said == expected
    assert not re.search(r"\b[Dd]e [AEIOUÉÈaeiouéè]\w", said), said


def test_every_french_template_with_de_a_name_elides_before_arctic_and_azure():
    """The review's §1.2: every « de {x} » of the catalogue filled with Arctic, Azuré or Émile."""
    wrong = []
    for section in i18n.SECTIONS:
        for key, text in i18n.catalogue("fr", section).items():
            for form in (text.values() if isinstance(text, dict) else [text]):
                names = re.findall(r"\b[Dd]e \{(\w+)\}", form)
                if not names:
                    continue
                args = {name: "Émile" for name in re.findall(r"\{(\w+)", form)}
                args["n"] = 2
                said = say_in("fr", msg(key, **args))
                if re.search(r"\b[Dd]e Émile", said):
                    wrong.append((key, said))
    assert not wrong, wrong[:5]


# ---- no breakable space before a French mark on any screen -------------------------------------
# a mark glued to a word, plain spaces before a mark (also at the start of a text node: after a tag),
# or an opening guillemet followed by a plain space or nothing (a mark alone, as on a key « ? », is no mark)
BREAKABLE = re.compile(r"[^\s\u00a0\u202f][;!?:»](?=\s|$)|(?:^|[^\s\u00a0\u202f])[ \t\n]+[;!?:»](?=\s|$)"
                       r"|«(?:[ \t\n]|(?=[^\s\u00a0\u202f]))")


class _Texts(lang_check._Texts):
    """``lang_check``'s texts of a page, with their no-break spaces kept (``str.split`` takes them for
    spaces)."""

    def handle_starttag(self, tag, attrs):
        if tag in lang_check.DATA_TAGS:
            self._skip += 1
        self.items += [unescape(value) for name, value in attrs if name in lang_check.SPOKEN and value and value.strip()]

    def handle_data(self, data):
        if not self._skip and data.strip():
            self.items.append(data)


def breakable_marks(html):
    """The texts of a page (text nodes and spoken attributes) with a breakable space, or none, before
    « : ; ! ? » or inside « » (a mark glued to what follows, as in 12:30 or https://, is no mark)."""
    parser = _Texts()
    parser.feed(html)
    parser.close()
    return [" ".join(re.split(r"[ \t\r\n]+", text.strip())) for text in parser.items if BREAKABLE.search(text)]


def test_the_check_finds_a_breakable_space_in_text_and_in_spoken_attributes_only():
    assert breakable_marks("<p>Score : 3</p>") and breakable_marks('<b title="Quoi ?">x</b>')
    assert breakable_marks("<p>« mot »</p>") and breakable_marks("<p>Bien!</p>")
    assert not breakable_marks(f"<p>Score{NBSP}: 3 à 12:30, https://x.org/?a=1</p>")
    assert not breakable_marks('<a href="https://x.org/?a=1" style="color:red;">lien</a><code>a : b</code>')


def _cases():
    from vivarium.games import GAMES

    return [(game_id, n) for game_id in IDS for n in GAMES[game_id].player_counts()]


@pytest.mark.parametrize("game_id,players", _cases(), ids=[f"{g}-{n}" for g, n in _cases()])
def test_no_french_screen_has_a_breakable_space_before_a_mark(game_id, players):
    """Every French screen of the every-screen test (the same games, the same seeds)."""
    found = []
    for where, screens in lang_check.screens_of_a_game(game_id, players, seed=players * 7 + len(game_id)):
        found += [f"{where}: {text!r}" for text in breakable_marks(screens["fr"])]
    assert not found, f"{len(found)} texts:\n" + "\n".join(found[:20])


@pytest.mark.parametrize("game_id", IDS)
def test_no_french_rules_page_has_a_breakable_space_before_a_mark(game_id):
    i18n.set_language("fr")
    found = breakable_marks(RULES_PAGES[game_id].html())
    assert not found, found[:10]


# ---- the house label -------------------------------------------------------------------------
LABEL = re.compile(r'<strong class="house">(.*?)</strong>')
BLOCK = re.compile(r"<(?:p|li|td|th|dd|div|h\d|figcaption|ul|ol|table|tr)\b[^>]*>|</(?:p|li|td|th|dd|div|h\d|figcaption|ul|ol|table|tr)>")
SENTENCE_END = re.compile(r"(?:[.!?…][\"»)]*|\()$")  # what the label may follow: a sentence's end, a parenthesis
TERM = re.compile(r"^<b>[^<]*</b>[\s\u00a0]*:$")  # or a term being defined: « <b>Mode Carnage</b> : »


def starts_a_sentence_or_note(before):
    """Whether a label after ``before`` (the start of its block, tags kept) begins a sentence or a note."""
    text = " ".join(re.sub(r"<[^>]*>", "", before).split())
    return not text or bool(SENTENCE_END.search(text)) or bool(TERM.match(before.strip()))


def house_notes(html):
    """``(before, label, after)`` for each house label of a page: the text of its block before the
    label (tags kept) and after it (tags removed)."""
    out = []
    for m in LABEL.finditer(html):
        starts = [b.end() for b in BLOCK.finditer(html, 0, m.start())]
        before = html[starts[-1] if starts else 0:m.start()]
        end = BLOCK.search(html, m.end())
        after = re.sub(r"<[^>]*>", "", html[m.end():end.start() if end else len(html)])
        out.append((" ".join(before.split()), m.group(1), " ".join(after.split())))
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", IDS)
def test_the_house_label_starts_a_sentence_or_a_note_and_says_something(game_id, lang):
    i18n.set_language(lang)
    notes = house_notes(RULES_PAGES[game_id].html())
    assert notes, "every game's rules page has house rules"
    labels = {label for _b, label, _a in notes}
    assert labels == {typeset(lang, {"en": "House rule:", "fr": "Précision :"}[lang])}, labels
    mid = [before[-60:] for before, _l, _a in notes if not starts_a_sentence_or_note(before)]
    assert not mid, f"the label in the middle of a sentence, after: {mid}"
    empty = [before[-60:] for before, _l, after in notes if len(after.strip()) < 3]
    assert not empty, f"a label with nothing after it, after: {empty}"


def test_the_house_label_check_catches_a_label_mid_sentence_or_empty():
    label = '<strong class="house">Précision :</strong>'
    mid = house_notes(f"<li>la somme de {label} deux cartes</li>")
    assert mid and not starts_a_sentence_or_note(mid[0][0])
    assert not starts_a_sentence_or_note(house_notes(f"<li>Yin 10 ; {label} oui</li>")[0][0])
    assert starts_a_sentence_or_note(house_notes(f"<p>Fin. {label} oui</p>")[0][0])
    assert starts_a_sentence_or_note(house_notes(f"<p>(<b>Fin.</b>) {label} oui</p>")[0][0])
    assert starts_a_sentence_or_note(house_notes(f"<li><b>Mode</b> : {label} oui</li>")[0][0])
    assert house_notes(f"<li>partenaire. {label}</li>")[0][2] == ""


# ---- the review's visible defects, as a player reads them -------------------------------------
def test_papillon_scores_and_counts_take_their_plural_forms_in_both_languages():
    one = msg("papillon.end.orange_win", names="Azuré", points=msg("papillon.points", n=1))
    assert say_in("fr", one) == "Azuré remporte la manche orange avec 1 point, le plus petit score"
    assert say_in("en", one) == "Azuré wins the orange round with 1 point, the lowest score"
    assert say_in("fr", msg("papillon.end.blue_draw", points=msg("papillon.points", n=0))).startswith("Tous les camps marquent 0 point ")
    draws = msg("papillon.orange.log.draws_short", who="Azuré", count=msg("papillon.n_cards", n=1), n=3)
    assert say_in("fr", draws).startswith("Azuré ne pioche que 1 carte sur 3")
    i18n.set_language("fr")
    assert i18n.tn("papillon.blue.end.sweep", 1, who="Azuré").startswith("1 carte restée sur le tapis est allée au camp d’Azuré")
    assert i18n.tn("dialogs.size.bytes", 1) == "1 octet"
    i18n.set_language("en")
    assert i18n.tn("dialogs.size.bytes", 1) == "1 byte" and i18n.tn("arctic.score.variety_value", 1, points=0) == "1 animal: 0"


def test_english_slips_are_gone():
    many = msg("lepidoptery.log.play_clear_many", who="Light", combo="a Triple", column="Triple", cleared="Single and Pair")
    assert "the Single and Pair columns are cleared" in say_in("en", many)
    one = msg("lepidoptery.log.play_clear", who="Light", combo="a Triple", column="Triple", cleared="Single")
    assert "the Single column is cleared" in say_in("en", one)


def test_a_decimal_number_takes_the_french_decimal_mark():
    assert say_in("fr", msg("play.grace", n=1.5)) == "Annuler reste possible pendant 1,5 seconde"
    assert say_in("en", msg("play.grace", n=1.5)) == "Undo stays open for 1.5 seconds"
    assert say_in("fr", msg("play.grace", n=3)) == "Annuler reste possible pendant 3 secondes"


def test_a_score_table_writes_negative_numbers_with_the_minus_sign():
    assert i18n.figure(-5) == "−5" and i18n.figure(0) == 0 and i18n.figure(7) == 7 and i18n.figure("−9") == "−9"


def test_game_over_reads_as_two_sentences_and_the_hard_level_is_a_computer():
    over = msg("review.game_over", reason="Les deux joueurs atteignent 10.")
    assert say_in("fr", over) == "Partie terminée. Les deux joueurs atteignent 10."
    assert say_in("fr", msg("review.preferred", move="c3")).startswith("L’ordinateur Difficile aurait joué")
    title = say_in("fr", msg("review.analyse_title", depth=msg("review.depth.hard")))
    assert title.count("Difficile") == 1 and "l’ordinateur Difficile" in title
    for key in ("hints.label", "toolbar.hint_title", "review.hint.thinking", "review.show_hard"):
        assert "l’ordinateur Difficile" in say_in("fr", msg(key)), key


def test_papillon_lays_in_the_centre_and_a_sign_conditions_its_sequence():
    from vivarium.games.papillon.cards import CHRYSALIDE
    from vivarium.games.papillon.orange_view import OrangeView
    from vivarium.games.papillon.sequences import CENTRE

    for lang, said in (("fr", "Vous pouvez poser la Chrysalide au centre."), ("en", "The Chrysalide may go in the centre.")):
        i18n.set_language(lang)
        assert OrangeView()._where_text(CHRYSALIDE, [{"spot": CENTRE, "sign": False}]).startswith(said)
    sign = say_in("fr", msg("papillon.orange.log.sign", who="Azuré", card="le Plus", spot="la suite"))
    assert "conditionne" in sign and "régit" not in sign
    assert say_in("fr", msg("papillon.spot.plate-left")) == "la carte d’assiette A"


def test_arctic_cards_take_their_article():
    from vivarium.games.arctic.cards import ANIMAL_IDS, card_long, card_words

    fox, moose = ANIMAL_IDS.index("fox"), ANIMAL_IDS.index("moose")
    from vivarium.games.arctic.cards import ANIMAL_OF

    fox_card = next(c for c in range(len(ANIMAL_OF)) if ANIMAL_OF[c] == fox)
    moose_card = next(c for c in range(len(ANIMAL_OF)) if ANIMAL_OF[c] == moose)
    assert say_in("fr", msg("arctic.hand.place_top", card=card_long(fox_card, "the"))).startswith("Poser le Renard (")
    assert say_in("fr", msg("arctic.river.take", card=card_long(moose_card, "the"))).startswith("Prendre l’Élan (")
    # the log (sent in links, whose messages stay as they were): « la carte Renard », as the rules say it
    assert say_in("fr", msg("arctic.log.place", who="Glace", card=card_words(fox_card))).startswith("Glace pose la carte Renard (")


def test_lepidoptery_names_its_pass_button_and_plays_a_combination_with_its_article():
    for key in ("lepidoptery.prompt.beat", "lepidoptery.prompt.no_play"):
        assert "choisissez «\u202fPasser et piocher\u202f»" in say_in("fr", msg(key)), key
    from vivarium.games.lepidoptery.rules import describe_combo
    import inspect
    from vivarium.games.lepidoptery import view

    assert "describe_combo(combo, article=True)" in inspect.getsource(view)
    assert describe_combo  # the label reads « Jouer un Simple 4 »


def test_hover_is_survoler_and_pond_boards_say_how_many_pieces_win():
    for key in ("papillon.blue.caps_head_many", "papillon.blue.prompt.capture"):
        assert "survolez" in say_in("fr", msg(key, card="x", count="2")), key
    assert "pointez" not in " ".join(str(v) for v in i18n.catalogue("fr", "hexapod").values())
    board = say_in("fr", msg("pond.opt.board.pond"))
    assert "premier à" not in board and board.endswith("10 pour gagner") or board.endswith("10 pièces pour gagner"), board


def test_your_seat_says_vous_in_lower_case_mid_sentence():
    said = say_in("fr", msg("status.to_play", who=msg("who.seat_label_you", seat="Clair")))
    assert said == "À Clair (vous) de jouer."


def test_no_rules_page_keeps_the_old_label_or_a_developer_note():
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        for game_id in IDS:
            page = RULES_PAGES[game_id].html()
            assert "Lecture maison" not in page and "House reading" not in page, (game_id, lang)
            assert "in the code" not in page and "dans le code" not in page, (game_id, lang)
