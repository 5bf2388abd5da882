"""Links with settings (?game=…&embed=1…), embed namespaces and the embed dialog, on CPython."""

import random
import re
from urllib.parse import urlencode

import pytest

from vivarium.core.saves import MemoryStorage, SaveStore
from vivarium.games import GAMES, RULES_PAGES, VIEWS
from vivarium.ui import embed_dialog, url_params
from vivarium.ui.shell import Shell

POND = GAMES["pond"]


def parse(params):
    return url_params.parse("?" + urlencode(params) if isinstance(params, dict) else params, GAMES)


def shell_for(req, storage, seed=1):
    shell = Shell(storage, views=VIEWS, rules=RULES_PAGES, rng=random.Random(seed), **url_params.shell_settings(req, GAMES))
    url_params.launch(shell, req)
    return shell


def errors(req):
    return [text for kind, text in req.problems if kind == "error"]


def test_no_query_means_the_plain_site():
    for q in ("", "?"):
        req = url_params.parse(q, GAMES)
        assert not req.present and req.game is None and not req.embed and req.problems == []
        assert req.namespace(GAMES) == "vivarium"


def test_an_embed_link_is_read_with_the_games_own_option_values():
    req = parse({"game": "pond", "embed": "1", "variant": "small", "best_of": "3", "first": "dark", "bot": "hard", "id": "blog-2"})
    assert req.problems == []
    assert (req.game, req.embed, req.bot, req.slot) == ("pond", True, "hard", "blog-2")
    assert req.options == {"variant": "small", "best_of": 3, "first": "dark"}  # "3" became the option's int
    assert req.namespace(GAMES) == "vivarium-embed.pond.blog-2"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_choice_of_every_game_round_trips_through_a_link(game_id):
    game = GAMES[game_id]
    for opt in game.options:
        for value in opt.values():
            options = {opt.id: value}
            for other, allowed in opt.only_with.items():  # pick a combination the game accepts
                options[other] = allowed[0]
            options = game.normalize_options(options)
            req = url_params.parse(url_params.query_string(game, options, "easy", embed=True), GAMES)
            assert req.problems == [] and req.options == options and req.bot == "easy", (opt.id, value)


HOSTILE = [
    ({"game": "<script>alert(1)</script>"}, "There is no game called “<script>alert(1)</script>” here."),
    ({"game": "pond", "variant": "<img src=x onerror=alert(1)>"}, "“<img src=x onerror=alert(1)>” is not a choice for Board"),
    ({"game": "pond", "best_of": "9" * 1900}, "is not a choice for Match"),
    ({"game": "pond", "best_of": "1e9"}, "is not a choice for Match"),
    ({"game": "pond", "variant": "pond", "best_of": "3"}, "Match is only available with Board"),
    ({"game": "pond", "bot": "god"}, "“bot=god” is not an opponent"),
    ({"game": "pond", "id": "../../etc"}, "“id=../../etc” is not a save name"),
    ({"game": "pond", "embed": "<b>"}, "“embed=<b>” is not understood"),
    ({"embed": "1"}, "does not say which game"),
]


@pytest.mark.parametrize("params,message", HOSTILE)
def test_bad_values_get_a_sentence_and_safe_defaults(params, message):
    req = parse(params)
    assert any(message in text for text in errors(req)), req.problems
    if req.game:
        assert req.options == POND.normalize_options({k: v for k, v in req.options.items()})
    for text in errors(req):
        assert len(text) < 400  # quoted values are shortened (the 1,900 nines too)


def test_oversized_and_overlong_links_are_not_read():
    req = url_params.parse("game=pond&embed=1&x=" + "a" * 5000, GAMES)
    assert req.game is None and req.embed and "too long" in errors(req)[0]
    req = url_params.parse("&".join(f"k{i}=1" for i in range(200)), GAMES)
    assert req.game is None and "more than" in errors(req)[0]


def test_unknown_settings_are_mentioned_not_fatal():
    req = parse({"game": "pond", "utm_source": "blog", "variant": "small"})
    assert req.options["variant"] == "small" and errors(req) == []
    assert req.problems == [("info", "Ignored setting(s) this page does not know: “utm_source”.")]


def test_problems_reach_the_page_only_as_escaped_text():
    req = parse({"game": "pond", "embed": "1", "variant": "<img src=x onerror=alert(1)>", '"><svg onload=alert(2)>': "1"})
    page = shell_for(req, MemoryStorage()).html()
    assert "<img" not in page and "<svg onload" not in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in page
    site = parse({"game": "pond", "variant": "<script>x</script>"})
    shell = shell_for(site, MemoryStorage())
    assert shell.screen == "setup" and "<script>x" not in shell.html() and "&lt;script&gt;x" in shell.html()


def test_an_embed_plays_at_once_and_resumes_its_own_game():
    storage = MemoryStorage()
    req = parse({"game": "pond", "embed": "1", "variant": "small", "first": "light", "bot": "none"})
    shell = shell_for(req, storage)
    assert shell.embed and shell.screen == "play" and list(shell.games) == ["pond"]
    assert shell.session.record["options"] == {"variant": "small", "best_of": 1, "first": "light"}
    assert [p["kind"] for p in shell.session.players] == ["human", "human"]
    action = POND.legal_actions(shell.session.state)[0]
    shell.command("play " + action)
    again = shell_for(req, storage)  # a reload: same game, same move
    assert again.save_id == shell.save_id and again.session.record["actions"] == [action]
    again.command("home")
    assert 'data-cmd="embed pond"' not in again.html()  # no "Embed" inside an embed


def test_embeds_and_the_site_never_share_saves():
    storage = MemoryStorage()
    one = shell_for(parse({"game": "pond", "embed": "1", "bot": "none", "id": "a"}), storage, seed=1)
    two = shell_for(parse({"game": "pond", "embed": "1", "bot": "none", "id": "b"}), storage, seed=2)
    other = shell_for(parse({"game": "pond", "embed": "1", "bot": "none", "variant": "small"}), storage, seed=3)  # no id: by settings
    for shell, seed in ((one, 1), (two, 2), (other, 3)):
        shell.command("play " + POND.legal_actions(shell.session.state)[seed])
    site = shell_for(parse({}), storage)
    assert site.store.entries() == [] and site.notices == []  # embed keys are neither saves nor "other versions" here
    ids = {one.save_id, two.save_id, other.save_id}
    assert len(ids) == 3
    for shell in (one, two, other):
        assert [e["id"] for e in shell.store.entries()] == [shell.save_id]
    prefixes = {k.split(".v1.")[0] for k in storage.keys()}
    assert prefixes == {"vivarium-embed.pond.a", "vivarium-embed.pond.b", "vivarium-embed.pond.small-1-random-none"}


def test_a_site_link_opens_the_new_game_form_prefilled():
    shell = shell_for(parse({"game": "pond", "variant": "small13", "bot": "easy"}), MemoryStorage())
    assert shell.screen == "setup" and not shell.embed and len(shell.games) == len(GAMES)
    values = shell.setup.values
    assert values["variant"] == "small13" and values["seat1"] == "bot:easy" and values["seat0"] == "human"
    shell.command("start", {})
    assert shell.session.record["options"]["variant"] == "small13"


def test_an_unknown_game_in_an_embed_shows_all_games_and_says_why():
    shell = shell_for(parse({"game": "chess", "embed": "1"}), MemoryStorage())
    assert shell.screen == "home" and len(shell.games) == len(GAMES)
    assert "There is no game called “chess” here" in shell.html()


# ---- the embed dialog -----------------------------------------------------------------------------
def test_the_embed_dialog_builds_a_snippet_from_validated_choices():
    shell = Shell(MemoryStorage(), GAMES, VIEWS, RULES_PAGES, rng=random.Random(5))
    shell.site_url = "https://example.org/games/vivarium/index.html?stale=1#x"
    shell.command("embed pond")
    first_slot = shell.dialog["slot"]
    shell.command("embed-change", {"variant": "small", "best_of": "3", "bot": "none", "first": "<script>"})
    html = shell.html()
    assert 'data-dialog="embed"' in html and "<script>" not in html
    code = re.search(r'<textarea id="embed-code"[^>]*>(.*?)</textarea>', html, re.S).group(1)
    assert code.startswith("&lt;iframe src=&quot;https://example.org/games/vivarium/index.html?game=pond&amp;embed=1&amp;")
    url = re.search(r'href="([^"]+)" target="_blank"', html).group(1).replace("&amp;", "&")
    req = url_params.parse(url.split("?", 1)[1], GAMES)
    assert req.problems == [] and req.embed and req.bot == "none" and req.slot == first_slot
    assert req.options == {"variant": "small", "best_of": 3, "first": "random"}  # the bad value was ignored
    shell.command("embed-change", {"variant": "pond"})  # Match only goes with the small boards
    assert "best_of=1" in url_params.iframe_snippet(
        url_params.embed_url(shell.site_url, *embed_dialog.settings(shell)[:3]), POND)
    shell.command("close")
    shell.command("embed pond")
    assert shell.dialog["slot"] != first_slot  # every snippet gets its own save slot


def test_snippet_is_plain_html_with_a_readable_address():
    url = url_params.embed_url("https://x.org/v/", POND, POND.normalize_options({}), "normal", "ab12")
    snippet = url_params.iframe_snippet(url, POND)
    assert snippet.startswith('<iframe src="https://x.org/v/?game=pond&embed=1&variant=pond&best_of=1&first=random&bot=normal&id=ab12"')
    assert 'title="Pond · Vivarium"' in snippet and "loading=\"lazy\"" in snippet
