"""The review of a finished game: step through it move by move with every hand face up, and
share it as a link. Pure, for every game through the protocol (no game code here).

The shell holds a :class:`Review` in ``shell.review`` while ``shell.screen == "review"``.
Commands (``data-cmd``): ``review`` (the game on screen), ``review <save id>`` (a finished
saved game), ``shared <payload>`` (a link, see :mod:`vivarium.core.share`), ``share-game`` (the
review of the game on screen with its link shown), and ``rv <first|prev|next|last|go N|share|
save|close>``. Position ``k`` is the position after move ``k`` (0: the start).
"""

from ..core import share
from ..core.saves import SaveStore
from . import analysis_screen, hints, url_params
from ..i18n import msg, say, t
from ..drawing.html import attrs, button, esc, tag
from ..drawing.gameview import stat_html, stats_of

KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}


class Review:
    def __init__(self, session, save_id=None, payload=None):
        self.session = session  # a finished game: record, states (one per position), log
        self.save_id = save_id  # the saved game it comes from (None: a link not saved here)
        self.payload = payload  # the link's fragment payload it was opened from, if any
        self.pos = 0
        self.start = 0  # where it opens (a game reviewed from its end: the last position)
        self.link = None  # the share link, once asked for
        self.ui = None  # the game view's own display settings (set on first drawing)
        self.job = None  # the analysis being run (ui/analysis_screen.py)
        self.depth = "hard"
        self.variation = False  # the board shows Hard's preferred move instead of the one played

    @property
    def last(self):
        return len(self.session.record["actions"])

    def go(self, where):
        targets = {"first": 0, "prev": self.pos - 1, "next": self.pos + 1, "last": self.last}
        if where in targets:
            k = targets[where]
        elif where.isdigit():
            k = int(where)
        else:
            return False
        self.pos = max(0, min(self.last, k))
        self.variation = False
        return True

    def state(self):
        return self.session.states[self.pos]

    def view(self):
        """What the screen shows at this position: the game's view of the whole state."""
        other = analysis_screen.variation_state(self)
        return self.session.game.review_view(other if other is not None else self.state())

    def route(self):
        """The review's address, with the position unless it is where the review opens
        (``#/review/<id>/12``), so a reload or a copied address shows the same position."""
        at = f"/{self.pos}" if self.pos != self.start else ""
        if self.save_id:
            return f"#/review/{self.save_id}{at}"
        return f"#/shared/{self.payload}{at}" if self.payload else "#/"


def ui_message(shell, message):
    """A display setting of the game's view (a toggle on the board) while reviewing."""
    r = shell.review
    view_mod = shell.view_of(r.session.game.id)
    r.ui = view_mod.ui_message(r.ui or view_mod.initial_ui(), message, [])


def key_command(key):
    """The ``rv`` command a key gives on the review screen (Left/Right/Home/End), else None."""
    sub = KEYS.get(str(key))
    return f"rv {sub}" if sub else None


# ---- commands ---------------------------------------------------------------------------------
def command(shell, verb, arg):
    if verb == "review":
        if arg:
            _open_saved(shell, arg)
        else:
            _open_current(shell)
    elif verb == "share-game":
        if _open_current(shell):
            _share(shell)
    elif verb == "shared":
        open_link(shell, arg)
    elif verb == "rv" and shell.review is not None:
        sub, _, rest = arg.partition(" ")
        if sub == "go":
            shell.review.go(rest)
        elif sub in ("first", "prev", "next", "last"):
            shell.review.go(sub)
        elif sub == "share":
            _share(shell)
        elif sub == "save":
            _save(shell)
        elif sub == "close":
            _close(shell)
        elif sub in ("analyse", "analyse-cancel", "best"):
            analysis_screen.command(shell, sub, rest)


def _show(shell, review):
    analysis_screen.adopt(shell, review)  # a saved game's analysis running in the background
    shell.show_review(review, focus='[data-cmd="rv next"]')  # the web edge puts keyboard focus on Next once


def _open_current(shell):
    s = shell.session
    if s is None or s.outcome is None:
        shell.refuse(msg("review.only_finished"))
        return False
    if shell.review is not None and shell.review.session is s:  # back to the review: where it was
        shell.go("review")
        return True
    review = Review(s, save_id=shell.save_id)
    review.pos = review.start = review.last  # from the end of a game: its final position, stepping back from there
    _show(shell, review)
    shell.ask_focus('[data-cmd="rv prev"]')
    return True


def _open_saved(shell, save_id):
    """A saved game becomes the game on screen (as Resume does), then its review opens."""
    if not (shell.session is not None and shell.save_id == save_id) and not shell.saving.open(save_id):
        return False
    if not _open_current(shell):
        shell.go("home")
        return False
    return True


def open_link(shell, payload):
    """Open a shared link's review; a link that fails any check leads Home with a sentence."""
    if shell.review is not None and shell.review.payload == payload and payload:
        shell.go("review")
        return True
    try:
        session = share.decode(payload, shell.games)
    except share.LinkError as err:
        shell.notices.append(("error", str(err)))
        shell.go("home")
        return False
    _show(shell, Review(session, payload=payload))
    return True


def _share(shell):
    r = shell.review
    try:
        payload, dropped = share.encode_review(r.session.record)
    except share.LinkError as err:
        shell.refuse(str(err))
        return
    if dropped:
        shell.say(msg("review.link_without_analysis"))
    base = shell.site_url if shell.site_url.startswith(("http:", "https:")) else "./"
    r.link = f"{base}#/shared/{payload}"
    shell.ask_focus('[data-cmd="share-copy"]')  # not the text box: the arrow keys keep stepping


def _review_snippet(shell, r):
    payload = r.link.split("#/shared/", 1)[1] if "#/shared/" in (r.link or "") else ""
    return url_params.review_iframe_snippet(url_params.review_embed_url(shell.site_url, payload))


def _save(shell):
    """Keep a shared game among this browser's saved games (it becomes the current game)."""
    r = shell.review
    if r.save_id:
        return
    save_id = SaveStore.new_id(shell.rng)
    shell.enter(r.session, save_id)
    shell.save()
    shell.go("review")
    if shell.storage_ok and shell.error is None:
        r.save_id = save_id
        shell.say(msg("review.saved"))


def _close(shell):
    r = shell.review
    if r.save_id and shell.session is r.session:
        shell.go("play")
    else:
        shell.go("home")


def title(shell):
    return t("review.page_title", game=shell.review.session.game.name)


# ---- the screen -------------------------------------------------------------------------------
def html(shell, notices_html=""):
    r = shell.review
    s = r.session
    game = s.game
    view_mod = shell.view_of(game.id)
    view = r.view()
    n = r.last
    out = s.outcome if r.pos == n else None

    if r.pos == 0:
        status = f'<b>{esc(t("review.at_start"))}</b> <span class="hint-text">{esc(t("review.at_start_hint"))}</span>'
    else:
        entry = s.log[r.pos - 1]
        who = s.seat_names[entry["seat"]] if entry["seat"] is not None else ""
        move = say(entry["text"])  # "Light moves…" names its player already: not "Light: Light moves…"
        said = move if not who or move.startswith(who) else t("review.move_by", who=who, move=move)
        status = f'<b>{esc(t("review.move_of", n=r.pos, total=n))}</b> · {esc(said)}'
    if out is not None:
        status += f' <span class="hint-text">{esc(t("review.game_over", reason=say(out["reason"])))}</span>'

    is_current = r.save_id is not None and shell.session is s
    back = button(t("review.back_to_game") if is_current else t("review.home"), "rv close")
    toolbar = (
        button(t("review.share"), "rv share", class_="primary", title=t("review.share_title"))
        + ("" if r.save_id else tag("button", f'{esc(t("review.save"))}<span class="rv-long">{esc(t("review.save_more"))}</span>',
                                    type="button", data_cmd="rv save", aria_label=t("review.save_label"), title=t("review.save_title")))
        + button(t("review.rules"), "rules " + game.id, class_="rv-rules")
        + back
    )
    head = (
        f'<div class="play-head"><h2>{esc(t("review.heading", game=game.name))} <small>{esc(view_mod.heading(view))}</small></h2>'
        f'<div class="toolbar">{toolbar}</div></div>'
    )
    final = s.outcome
    seats = []
    seat_stats = stats_of(view_mod, view, len(s.seat_names))
    for i, name in enumerate(s.seat_names):
        stats = "".join(stat_html(*st) for st in seat_stats[i])
        cls = f"seat seat-{i}"
        extra = " ".join(str(view_mod.seat_class(view, i)).split())  # e.g. a team colour
        if extra:
            cls += " " + esc(extra)
        if i in final["winners"]:
            cls += " winner"
        badge = f'<span class="turn-badge">{esc(t("review.won"))}</span>' if i in final["winners"] else ""
        seats.append(
            f'<div class="{cls}" data-seat="{i}"><div class="seat-name"><span class="swatch" aria-hidden="true"></span>{esc(name)}'
            f"<small>{esc(shell.player_label(i, s, here=r.save_id is not None))}</small>{badge}</div><dl>{stats}</dl></div>"
        )
    controls = (
        f'<div class="review-controls" role="group"{attrs(aria_label=t("review.steps"))}>'
        + _step_button("«", "rv first", r.pos == 0, t("review.first"))
        + _step_button("‹", "rv prev", r.pos == 0, t("review.prev"))
        + f'<span class="review-count" aria-live="polite">{r.pos} / {n}</span>'
        + _step_button("›", "rv next", r.pos == n, t("review.next"))
        + _step_button("»", "rv last", r.pos == n, t("review.last"))
        + f'<small class="rv-keys muted" aria-hidden="true">{esc(t("review.keys_line"))}</small>'
        + "</div>"
    )
    share_box = ""
    if r.link:
        share_box = (
            f'<div class="share-box"><label class="share-label" for="share-link">{esc(t("review.link_label"))}</label>'
            f'<div class="share-row"><input{attrs(id="share-link", type="text", readonly=True, value=r.link, spellcheck="false")}>'
            f'{button(t("review.copy"), "share-copy", class_="primary")}</div>'
            '<p id="share-copied" class="muted" role="status" aria-live="polite"></p>'
            f'<label class="share-label" for="embed-review-snippet">{esc(t("review.embed_label"))}</label>'
            f'<div class="share-row"><input{attrs(id="embed-review-snippet", type="text", readonly=True, value=_review_snippet(shell, r), spellcheck="false")}></div></div>'
        )
    error = f'<p class="error" role="alert">{esc(shell.error)}</p>' if shell.error else ""
    if shell.info and not shell.error:
        error += f'<p class="info-line" role="status">{esc(shell.info)}</p>'
    if r.ui is None:
        r.ui = view_mod.initial_ui()
    board = view_mod.board(view, r.ui, [], t("review.board", game=game.name, n=r.pos))
    return (
        f"{notices_html}"
        f'<section class="play review" data-game="{esc(game.id)}" data-ply="{r.pos}" data-plies="{n}" data-over="1">'
        f'{head}<div class="seats seats-{len(seats)}">{"".join(seats)}</div>'
        f'<p class="status" role="status">{status}</p>{analysis_screen.current_html(shell)}{error}{controls}{share_box}'
        f'{analysis_screen.controls_html(shell)}'
        + (f'<p class="muted hints-used">{esc(used)}</p>' if (used := hints.used_line(s.record, s.seat_names)) else "")
        + f'<div class="board-wrap">{board}</div>{analysis_screen.graph_html(shell)}'
        f'<section class="log review-log" tabindex="0"{attrs(aria_label=t("review.moves"))}><h3>{esc(t("review.moves"))}</h3><ol class="log-turns">{log_html(shell, r)}</ol></section>'
        "</section>"
    )


def log_html(shell, r):
    """Every move, oldest first, grouped by turn; each one a button to the position after it."""
    s = r.session
    marks = analysis_screen.all_marks(r)
    items = [f'<li class="turn start"><ol>{_step(0, t("review.start"), r.pos)}</ol></li>']
    for turn in shell.log_turns(s):
        seat = turn["seat"]
        steps = "".join(_step(e["ply"], e["text"], r.pos, analysis_screen.step_mark(marks, e["ply"] - 1)) for e in turn["steps"])
        who = esc(s.seat_names[seat]) if seat is not None else ""
        multi = " multi" if len(turn["steps"]) > 1 else ""
        items.append(
            f'<li class="turn seat-{seat}{multi}" data-seat="{seat}"><span class="who"><span class="swatch" aria-hidden="true"></span>{who}</span>'
            f"<ol>{steps}</ol></li>"
        )
    return "".join(items)


def _step(ply, text, pos, mark=""):
    here = ply == pos
    go = attrs(type="button", class_="step-go", data_cmd=f"rv go {ply}", aria_current="step" if here else None)
    return f'<li class="step{" current" if here else ""}" value="{ply}"><button{go}>{esc(say(text))}{mark}</button></li>'


def _step_button(glyph, cmd, disabled, label):
    """A step button: a glyph on screen; its name (and the key that does the same) for
    screen readers and as a tooltip."""
    body = f'<span class="rv-glyph" aria-hidden="true">{glyph}</span>'
    return tag("button", body, type="button", data_cmd=cmd, disabled=disabled, aria_label=label, title=label)
