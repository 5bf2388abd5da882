"""The home page's game cards: a picture of each game, who plays it and for how long.

Pure and game-agnostic. The picture is a position of the real game, drawn by the game's own
view: a greedy bot plays ``view.cover_plies`` actions from a fixed seed (so the picture is the
same on every visit, and the same as index.html's static copy) and ``view.cover(view_of_seat_0)``
returns ``(alt text, html)``. Whatever would make the picture act like the table (keys that motion
follows, actions, focus) is removed: it is one image for assistive technology.
"""

from ..core.bots import GreedyBot
from ..i18n import language, t, tn
from ..drawing.html import esc, inert

COVER_SEED = 20261123
_cache: dict = {}


def players_text(game):
    """"2 players", "2–4 players", "2–5 players"."""
    counts = sorted(game.player_counts())
    if len(counts) == 1:
        return tn("cover.players", counts[0])
    return t("cover.players_range", least=counts[0], most=counts[-1])


def position(game, plies, seed=COVER_SEED):
    """The state after ``plies`` actions of a greedy game from the default options (fewer if
    the game ends first): a position that looks like real play."""
    bot = GreedyBot(samples=1)
    state = game.setup(game.normalize_options({}), seed)
    for i in range(plies):
        seat = game.actor(state)
        if seat is None or game.outcome(state) is not None:
            break
        state = game.apply(state, bot.choose(game, game.view(state, seat), seat, seed + i))
    return state


def picture(game, view_module):
    """``<div class="cover">…</div>`` for the game, or "" when its view draws none."""
    key = (game.id, language())
    if key in _cache:
        return _cache[key]
    out = ""
    state = position(game, view_module.cover_plies)
    shown = view_module.cover(game.view(state, 0))
    if shown is not None:
        alt, html = shown
        out = (f'<div class="cover cover-{esc(game.id)}" role="img" aria-label="{esc(alt)}" '
               f'data-w="card.{esc(game.id)}.alt" data-w-attr="aria-label">'
               f'<div class="cover-art" aria-hidden="true">{inert(html)}</div></div>')
    _cache[key] = out
    return out


def card_html(game, view_module, actions_html):
    """One home card: the name, players and length, the picture, the pitch and the buttons. Its
    words carry ``data-w`` keys: index.html's static copy of the cards is shown in the visitor's
    language by static/js/words.js before Python runs (scripts/sync_home_shell.py writes them there)."""
    facts = [players_text(game)]
    if game.play_time:
        facts.append(game.play_time)
    return (
        f'<li class="game-card" data-game="{esc(game.id)}"><h3>{esc(game.name)}</h3>'
        f'<p class="game-facts" data-w="card.{esc(game.id)}.facts">{" · ".join(esc(f) for f in facts)}</p>'
        + picture(game, view_module)
        + f'<p class="pitch" data-w="card.{esc(game.id)}.pitch">{esc(game.blurb)}</p>'
        + actions_html
        + "</li>"
    )
