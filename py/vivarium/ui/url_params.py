"""Settings carried in the page's address, e.g. ``?game=pond&embed=1&variant=small&bot=hard``.

Pure (CPython-testable). The address is text anyone can write, so everything in it is
validated against the game registry: game ids against ``GAMES``, option values against each
game's own ``Option.choices`` (then ``Game.normalize_options``), the opponent against the bot
levels, the save slot against a short pattern. Anything else becomes a sentence in
:attr:`LinkRequest.problems`; those sentences quote the offending text shortened and are only
ever put into the page through ``esc()`` (the screens' notices).

Parameters (all optional):

``game``   a game id from the registry
``embed``  ``1`` = compact mode for an iframe: one game, no site chrome, saves kept apart
``bot``    the opponent: ``easy``/``normal``/``hard``/``expert`` (the computer) or ``none`` (two people)
``id``     the embed's save slot (letters, digits, ``-``, ``_``; up to 32)
<option>   any option id of that game, e.g. Pond's ``variant``, ``best_of``, ``first``
"""

import re

from ..core.bots import LEVEL_LABELS
from ..core.protocol import BadOptions
from ..i18n import msg, t

MAX_QUERY = 2000  # characters; longer addresses are not read at all
MAX_FIELDS = 40
QUOTE_LEN = 40
SLOT_RE = re.compile(r"^[A-Za-z0-9_-]{1,32}\Z")
TRUE = ("1", "true", "yes", "on")
FALSE = ("0", "false", "no", "off", "")
OPPONENTS = {"none": msg("link.opponent.none")}
OPPONENTS.update({level: msg("link.opponent.bot", level=msg(f"level.{level}")) for level in LEVEL_LABELS})
DEFAULT_BOT = "normal"
RESERVED = ("game", "embed", "bot", "id", "review", "lang")
SITE_NAMESPACE = "vivarium"
EMBED_NAMESPACE = "vivarium-embed"  # not "vivarium." so the site's store never mistakes these keys for its own


def quote(text, limit=QUOTE_LEN):
    """Someone else's text, shortened and with control characters removed, for a message.

    (Escaping is the screens' job: the result is plain text.)"""
    text = "".join(ch if ch.isprintable() else " " for ch in str(text))
    return text if len(text) <= limit else text[: limit - 1] + "…"


class LinkRequest:
    """What the address asks for, already validated."""

    def __init__(self):
        self.present = False  # the address had any parameters at all
        self.game = None  # a registry id, or None
        self.embed = False
        self.review = False  # an embedded review: the shared game in the address's fragment
        self.lang = None  # ``lang=fr``: the page's language (an embed in a French blog)
        self.options = {}  # complete and normalized for ``game`` (empty without a game)
        self.bot = DEFAULT_BOT
        self.slot = None  # the ``id`` parameter, validated
        self.problems = []  # (kind, sentence): kind "error" or "info"

    def __repr__(self):
        return f"LinkRequest(game={self.game!r}, embed={self.embed}, options={self.options}, bot={self.bot!r}, slot={self.slot!r}, problems={self.problems})"

    # ---- what the app makes of it -------------------------------------------------------
    def players(self, game):
        """Form values for the seats: seat 0 is the person at the page, the others the opponent."""
        other = "human" if self.bot == "none" else f"bot:{self.bot}"
        return {f"seat{i}": "human" if i == 0 else other for i in range(len(game.seat_names))}

    def presets(self, games):
        """``{game_id: setup-form values}`` to prefill the new-game form (empty without a game)."""
        if not self.game:
            return {}
        game = games[self.game]
        return {self.game: {**self.options, **self.players(game)}}

    def namespace(self, games):
        """Where this page's saves live. Embedded games each get their own, so two embeds on
        one site (same origin, same localStorage) never share or overwrite a save."""
        if not (self.embed and self.game):
            return SITE_NAMESPACE
        return f"{EMBED_NAMESPACE}.{self.game}.{self.slot or default_slot(games[self.game], self.options, self.bot)}"

    def shown_games(self, games):
        """An embed shows its one game; the site shows them all."""
        if self.embed and self.game:
            return games.only([self.game]) if hasattr(games, "only") else {self.game: games[self.game]}
        return games  # read-only, and read lazily: looking a game up imports it


def default_slot(game, options, bot):
    """The save slot of an embed without ``id``: its settings, so differently configured embeds
    of one game keep separate saves."""
    parts = [str(options.get(opt.id, opt.default)) for opt in game.options] + [bot]
    return re.sub(r"[^A-Za-z0-9_-]", "_", "-".join(parts))[:80] or "default"


def parse(query, games):
    """Read ``location.search`` (with or without the leading ``?``) into a :class:`LinkRequest`."""
    req = LinkRequest()
    query = str(query or "")
    if query.startswith("?"):
        query = query[1:]
    if not query:
        return req
    req.present = True
    if len(query) > MAX_QUERY:
        req.problems.append(("error", msg("link.too_long", count=f"{len(query):,}")))
        req.embed = re.search(r"(?:^|&)embed=(?:1|true|yes|on)(?:&|$)", query[:MAX_QUERY], re.IGNORECASE) is not None
        return req
    # urllib.parse is imported here, not at the top: it pulls in ipaddress, and the two cost
    # ~50 ms of every boot in Pyodide (~150 ms cold) -- paid now only by links with settings.
    from urllib.parse import parse_qsl

    try:
        pairs = parse_qsl(query, keep_blank_values=True, max_num_fields=MAX_FIELDS)
    except ValueError:
        req.problems.append(("error", msg("link.too_many", most=MAX_FIELDS)))
        return req
    params = {}
    for key, value in pairs:
        params.setdefault(key, value)  # the first of repeated keys counts

    lang = params.get("lang")
    if lang is not None:
        from ..i18n import LANGS, NAMES as LANG_NAMES

        code = lang.strip().lower()
        if code in LANGS:
            req.lang = code
        else:
            spoken = ", ".join(f"{LANG_NAMES[c]} (lang={c})" for c in LANGS)
            req.problems.append(("error", msg("link.bad_lang", lang=quote(lang), langs=spoken)))

    embed = params.get("embed")
    if embed is not None:
        flag = embed.strip().lower()
        req.embed = flag in TRUE
        if flag not in TRUE + FALSE:
            req.problems.append(("error", msg("link.bad_embed", embed=quote(embed))))

    game_id = params.get("game")
    game = None
    if game_id is not None:
        if game_id in games:
            game = games[game_id]
            req.game = game_id
        else:
            from ..games import NAMES

            names = ", ".join(f"{NAMES.get(gid, gid)} (game={gid})" for gid in games)
            req.problems.append(("error", msg("link.no_game", game=quote(game_id), games=names)))
    elif req.embed and str(params.get("review", "")).strip().lower() in TRUE:
        req.review = True  # the review of a shared game (its fragment, #/shared/…)
    elif req.embed:
        req.problems.append(("error", msg("link.which_game")))

    known = set(RESERVED)
    if game is not None:
        known.update(opt.id for opt in game.options)
        chosen = {}
        for opt in game.options:
            if opt.id not in params:
                continue
            raw = params[opt.id]
            value = opt.parse(raw.strip())
            if opt.accepts(value):
                chosen[opt.id] = value
            else:
                allowed = ", ".join(str(v) for v in opt.values())
                req.problems.append(("error", msg("link.bad_choice", raw=quote(raw), option=opt.label, id=opt.id, allowed=allowed)))
        try:
            req.options = game.normalize_options(chosen)
        except BadOptions as err:
            req.problems.append(("error", msg("link.bad_options", reason=err.args[0] if err.args else str(err))))
            req.options = game.normalize_options({})

    if "bot" in params:
        bot = params["bot"].strip().lower()
        if bot in OPPONENTS:
            req.bot = bot
        else:
            req.problems.append(("error", msg("link.bad_bot", bot=quote(params["bot"]), bots=", ".join(OPPONENTS))))

    if "id" in params:
        if SLOT_RE.match(params["id"]):
            req.slot = params["id"]
        else:
            req.problems.append(("error", msg("link.bad_id", id=quote(params["id"]))))

    unknown = [k for k in params if k not in known]
    if unknown:
        shown = ", ".join(f"“{quote(k, 24)}”" for k in unknown[:5]) + (" …" if len(unknown) > 5 else "")
        req.problems.append(("info", msg("link.unknown", settings=shown)))
    return req


# ---- building links ---------------------------------------------------------------------------
def query_string(game, options, bot=None, embed=False, slot=None):
    """``game=pond&embed=1&variant=small&…`` for validated settings, every option spelled out
    (in the game's order) so a published link keeps meaning the same game if a default changes."""
    pairs = [("game", game.id)]
    if embed:
        pairs.append(("embed", "1"))
    for opt in game.options:
        pairs.append((opt.id, str(options.get(opt.id, opt.default))))
    if bot is not None:
        pairs.append(("bot", bot))
    if slot:
        pairs.append(("id", slot))
    from urllib.parse import urlencode  # only when a link is made (see parse)

    return urlencode(pairs)


def embed_url(site_url, game, options, bot, slot=None):
    """The iframe address. ``site_url`` is the page's address without query or fragment."""
    base = str(site_url).split("#", 1)[0].split("?", 1)[0]
    return f"{base}?{query_string(game, options, bot, embed=True, slot=slot)}"


def review_embed_url(site_url, payload):
    """The iframe address of a shared game's review (``payload``: its link's fragment part)."""
    base = str(site_url).split("#", 1)[0].split("?", 1)[0]
    return f"{base}?embed=1&review=1#/shared/{payload}"


def review_iframe_snippet(url):
    """The HTML that embeds a game's review (and its analysis) in a blog or wiki page."""
    from ..drawing.html import esc

    src = str(url).replace('"', "%22").replace("<", "%3C").replace(">", "%3E")
    return (f'<iframe src="{src}" title="{esc(t("review.embed_title"))}" width="100%" height="{REVIEW_IFRAME_HEIGHT}" '
            f'style="max-width:720px;border:0" loading="lazy"></iframe>')


REVIEW_IFRAME_HEIGHT = 900  # px: the board, the step buttons, the graph and the first moves
IFRAME_HEIGHT = 720  # px: the compact Pond board, status and toolbar at 360 px wide, without scrolling


def iframe_snippet(url, game):
    """The HTML to paste into a blog or wiki page (``url`` from :func:`embed_url`)."""
    from ..drawing.html import esc

    # The address is built by urlencode (no quotes or angle brackets); its "&" stay readable,
    # which HTML allows in an attribute when a letter follows.
    src = str(url).replace('"', "%22").replace("<", "%3C").replace(">", "%3E")
    return (
        f'<iframe src="{src}" title="{esc(game.name)} · Vivarium" width="100%" height="{IFRAME_HEIGHT}" '
        f'style="max-width:480px;border:0" loading="lazy"></iframe>'
    )


# ---- acting on it -------------------------------------------------------------------------------
def shell_settings(req, games):
    """Keyword arguments for :class:`~vivarium.ui.shell.Shell` (besides storage, views, rules)."""
    return {
        "games": req.shown_games(games),
        "namespace": req.namespace(games),
        "presets": req.presets(games),
        "embed": req.embed,
        "lang": req.lang,
    }


def launch(shell, req):
    """Once the shell is up (and has resumed the game it was showing, if any): tell the player
    about the link's problems, then open what it asks for. An embed plays its game at once
    unless it resumes one; the site opens the new-game form with the link's settings."""
    errors = [text for kind, text in req.problems if kind == "error"]
    if not req.game:
        shell.notices.extend(req.problems)
        return
    if req.embed:
        shell.notices.extend(req.problems)
        if shell.session is None:
            shell.command(f"new {req.game}")
            shell.command("start", {})
    else:
        shell.command(f"new {req.game}")
        if req.problems and shell.setup:
            shell.setup.refuse(msg("list.sentences", items=errors or [text for _, text in req.problems]))
