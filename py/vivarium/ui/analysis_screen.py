"""The analysis in the review (issue 27): Analyse runs Hard over every decision of the finished
game (core/analysis.py), with a progress bar and Cancel; then a win-chance graph per seat,
a mark on every move (good, inaccuracy, mistake, blunder) and, for a marked move, the move
Hard preferred, one click from the board. Pure, for every game.

State lives on the :class:`~vivarium.ui.review.Review`: ``job`` (the analysis running),
``depth`` (chosen depth), ``variation`` (True: the board shows Hard's move instead of the
move played at this position). The result is kept in the record (``record["analysis"]``),
saved with the game and carried by its share link.
"""

from ..core import analysis
from ..core.advice import MARK_GLYPHS, THRESHOLDS
from ..i18n import msg, say, t
from ..drawing.html import attrs, button, esc

GRAPH_W, GRAPH_H, PAD = 600, 120, 6


def running(shell):
    """The analysis being run, else None: the one of the review on screen, or a saved game's,
    which goes on in the background while the person plays another game or looks elsewhere (issue
    40: in the search worker); it stops when its game is no longer finished (an undo) or when a
    review of a game that is not saved here is left."""
    r = getattr(shell, "analysing", None)
    job = getattr(r, "job", None) if r is not None else None
    if job is None or job.done or r.session.outcome is None:
        return None
    if shell.screen == "review" and shell.review is r:
        return job
    return job if r.save_id else None


def in_background(shell):
    """``(save_id, done, total)`` of the saved game analysed in the background while another
    screen is shown (Home lists it with its progress), else None."""
    r = getattr(shell, "analysing", None)
    job = running(shell)
    if job is None or r is None or not r.save_id or (shell.screen == "review" and shell.review is r):
        return None
    done, total = job.progress()
    return r.save_id, done, total


def command(shell, sub, rest):
    r = shell.review
    s = r.session
    if sub == "analyse":
        if s.outcome is None or running(shell) is r.job is not None:
            return
        other = running(shell)
        if other is not None:  # one analysis at a time: the other game's goes on, or is cancelled first
            shell.refuse(msg("review.analysis_busy"))
            return
        r.depth = rest if rest in analysis.DEPTHS else "hard"
        r.job = analysis.Analysis(s, r.depth)
        shell.analysing = r
        r.variation = False
    elif sub == "analyse-cancel":
        cancel(shell)
        shell.say(msg("review.analysis_cancelled"))
    elif sub == "best":
        r.variation = not getattr(r, "variation", False) and preferred_here(r) is not None


def adopt(shell, review):
    """A review opening of the saved game whose analysis runs in the background takes it over:
    its progress and its marks so far show at once."""
    r = getattr(shell, "analysing", None)
    if r is not None and r is not review and r.save_id and r.save_id == review.save_id and running(shell) is r.job:
        review.job, review.depth = r.job, r.depth
        shell.analysing = review


def cancel(shell):
    if shell.review is not None:
        if getattr(shell, "analysing", None) is shell.review:
            shell.analysing = None
        shell.review.job = None


def finished(shell, job):
    """The analysis ``job`` is done: kept in its game's record, and saved with it, on screen
    or not."""
    r = getattr(shell, "analysing", None)
    if r is None or getattr(r, "job", None) is not job:
        return
    r.job = None
    shell.analysing = None
    r.session.record["analysis"] = job.to_record()
    if r.payload:  # the link on screen did not carry this analysis: a new link will
        r.link = None
    if r.save_id and shell.session is r.session:
        shell.save()
    elif r.save_id:  # the person plays another game meanwhile: that game's own save is updated
        shell.saving.store_other(r.save_id, r.session)
    shell.say(msg("review.analysis_done") if shell.review is r and shell.screen == "review"
              else msg("review.analysis_done_elsewhere", game=r.session.game.name))


def data(r):
    """The game's analysis: kept in its record, or the marks found so far while it runs."""
    found = r.session.record.get("analysis")
    job = getattr(r, "job", None)
    if found is None and job is not None and job.moves:
        return job.to_record()
    return found


def preferred_here(r):
    """Hard's preferred move for the move that led to this position, when that move is marked."""
    a = data(r)
    if a is None or r.pos == 0:
        return None
    m = analysis.marks(r.session, a).get(r.pos - 1)
    return m["preferred"] if m else None


def variation_state(r):
    """The position after Hard's preferred move instead of the move played, or None."""
    best = preferred_here(r) if getattr(r, "variation", False) else None
    if best is None:
        return None
    s = r.session
    return s.game.next_state(s.states[r.pos - 1], best)


# ---- on screen ------------------------------------------------------------------------------------
def depth_label(depth):
    """"Hard (about 1 s a move)", "Quick (a quarter of that)"."""
    return t(f"review.depth.{depth}")


def mark_word(mark):
    """A mark's name in the language in use ("Blunder", "Gaffe")."""
    return t(f"review.mark.{mark}")


def controls_html(shell):
    """Analyse (with its depth), or the progress bar and Cancel while it runs."""
    r = shell.review
    job = running(shell)
    if job is not None:
        done, total = job.progress()
        return (f'<div class="analysis-run" role="group"{attrs(aria_label=t("review.analysis"))}>'
                f'<label for="analysis-progress">{esc(t("review.analysing", done=done, total=total))}</label>'
                f'<progress id="analysis-progress"{attrs(max=str(max(1, total)), value=str(done))}></progress>'
                f'{button(t("review.cancel"), "rv analyse-cancel")}</div>')
    if data(r) is not None:
        return ""
    return (f'<div class="analysis-run" role="group"{attrs(aria_label=t("review.analysis"))}>'
            f'{button(t("review.analyse"), "rv analyse hard", class_="primary", title=t("review.analyse_title", depth=depth_label("hard")))}'
            f'{button(t("review.quick_analysis"), "rv analyse quick", title=depth_label("quick"))}</div>')


def why(r, ply, action):
    """The reasons (messages) of ``action`` played or preferred at ``ply``, from the mover's
    own view at that position (``game.reasons``: never the state, so never a hidden card);
    kept on the review, since stepping redraws them."""
    s = r.session
    cache = r.__dict__.setdefault("why_cache", {})
    key = (ply, action)
    if key not in cache:
        state = s.states[ply]
        seat = s.game.actor(state)
        cache[key] = list(s.game.reasons(s.game.view(state, seat), seat, action)) if seat is not None else []
    return cache[key]


def _said(messages):
    return " ".join(say(m) for m in messages)


def reader_seat(r):
    """The seat of the person reading the review, the one a move's reasons speak to as "you"
    ("your spawn"): the only seat played at this device, in a game of here (its seat box says
    "You" too); None for a shared link not saved here, a game of several people at one device
    or of computers only."""
    if r.save_id is None:
        return None
    local = r.session.local_seats()
    return local[0] if len(local) == 1 else None


def reasons_text(r, ply, action):
    """The reasons of ``action`` at ``ply`` in words. They speak to the mover ("your spawn"), so
    those of a move that is not the reader's own are introduced with the mover's name ("For
    Dark: …"); the reader's own move's are not. (A hint, to the person who asked, is not this.)"""
    said = _said(why(r, ply, action))
    seat = r.session.game.actor(r.session.states[ply])
    if not said or seat is None or seat == reader_seat(r):
        return said
    return f"{t('review.reasons_for', who=r.session.seat_names[seat])} {said}"


def current_html(shell):
    """What the analysis says of the move that led to this position: its mark and estimates,
    then why the move played and Hard's move (each with its reasons in words)."""
    r = shell.review
    a = data(r)
    if a is None or r.pos == 0:
        return ""
    m = analysis.marks(r.session, a).get(r.pos - 1)
    if m is None:
        return ""
    s = r.session
    ply = r.pos - 1
    played = s.record["actions"][ply]  # (the status above names it)
    played_why = f'<p class="why-played"><b>{esc(t("review.why_played"))}</b> {esc(reasons_text(r, ply, played))}</p>'
    if m["mark"] == "only":
        return f'<div class="analysis-note" data-mark="only"><p>{esc(t("review.only_legal"))}</p>{played_why}</div>'
    # the catalogue's sentences are trusted text: escaped, then the HTML parts put in their places
    text = esc(t("review.mark_note", mark="\x00", best=round(100 * m["best"]), played=round(100 * m["played"])))
    text = text.replace("\x00", f'<b class="mark-{m["mark"]}">{esc(mark_word(m["mark"]))}</b>')
    rows = [f'<p class="why-head">{text}</p>', played_why]
    if m["preferred"]:
        what = say(s.game.describe(s.states[ply], m["preferred"])).rstrip(".")
        showing = getattr(r, "variation", False)
        preferred = esc(t("review.preferred", move="\x00")).replace("\x00", f'<span class="preferred">{esc(what)}</span>')
        line = f'{preferred} {esc(reasons_text(r, ply, m["preferred"]))} '
        line += button(t("review.show_played") if showing else t("review.show_hard"), "rv best", aria_pressed="true" if showing else "false")
        if showing:
            line += f' <span class="variation-note">{esc(t("review.variation_note"))}</span>'
        rows.append(f'<p class="why-hard">{line}</p>')
    return f'<div class="analysis-note" data-mark="{m["mark"]}">{"".join(rows)}</div>'


def graph_html(shell):
    """Each seat's estimated win chance after each of its moves, as lines over the game (SVG),
    with the marked moves as dots; a table of the marks per seat beside it."""
    r = shell.review
    a = data(r)
    if a is None:
        return ""
    s = r.session
    n = max(1, len(s.record["actions"]))
    marks = analysis.marks(s, a)
    lines, dots = [], []
    for seat, name in enumerate(s.seat_names):
        pts = [(ply, m["played"]) for ply, m in sorted(marks.items()) if m["seat"] == seat and m["played"] is not None]
        if not pts:
            continue
        coords = " ".join(f"{PAD + (GRAPH_W - 2 * PAD) * (ply + 1) / n:.1f},{PAD + (GRAPH_H - 2 * PAD) * (1 - c):.1f}" for ply, c in pts)
        lines.append(f'<polyline class="wc-line seat-{seat}" points="{coords}"><title>{esc(name)}</title></polyline>')
        for ply, c in pts:
            mark = marks[ply]["mark"]
            if mark in MARK_GLYPHS:
                x, y = PAD + (GRAPH_W - 2 * PAD) * (ply + 1) / n, PAD + (GRAPH_H - 2 * PAD) * (1 - c)
                dots.append(f'<circle class="wc-dot mark-{mark}" cx="{x:.1f}" cy="{y:.1f}" r="4"><title>{esc(t("review.graph_dot", name=name, n=ply + 1, mark=mark_word(mark)))}</title></circle>')
    here = PAD + (GRAPH_W - 2 * PAD) * r.pos / n
    svg = (f'<svg class="wc-graph" viewBox="0 0 {GRAPH_W} {GRAPH_H}" role="img"{attrs(aria_label=t("review.graph_label"))}>'
           f'<line class="wc-half" x1="{PAD}" x2="{GRAPH_W - PAD}" y1="{GRAPH_H / 2}" y2="{GRAPH_H / 2}"/>'
           f'<line class="wc-here" x1="{here:.1f}" x2="{here:.1f}" y1="0" y2="{GRAPH_H}"/>{"".join(lines)}{"".join(dots)}</svg>')
    svg += axis_html(n) + legend_html(s.seat_names, bool(dots))
    counts = analysis.counts(s, a)
    head = "".join(f"<th scope=\"col\">{esc(mark_word(k))}</th>" for k in ("inaccuracy", "mistake", "blunder"))
    rows = "".join(
        f'<tr><th scope="row"><span class="swatch seat-{seat}" aria-hidden="true"></span>{esc(name)}</th>'
        + "".join(f"<td>{counts[seat].get(k, 0)}</td>" for k in ("inaccuracy", "mistake", "blunder")) + "</tr>"
        for seat, name in enumerate(s.seat_names))
    depth = t("review.depth_name.hard" if a["depth"] == "hard" else "review.depth_name.quick")
    return (f'<figure class="analysis"><figcaption>{esc(t("review.graph_caption", depth=depth))}</figcaption>{svg}'
            f'<table class="analysis-counts"><thead><tr><td></td>{head}</tr></thead><tbody>{rows}</tbody></table></figure>')


def axis_html(n):
    """The graph's move numbers: five ticks under it, from the start to the last move (in
    HTML, so that they keep a readable size on a phone; the page's styles allow no inline
    positions, hence evenly spaced ticks)."""
    ticks = [round(n * k / 4) for k in range(5)]
    items = "".join(f"<li>{k}</li>" for k in ticks)
    return (f'<div class="wc-axis"><ol class="wc-ticks" aria-hidden="true">{items}</ol>'
            f'<span class="wc-axis-name">{esc(t("review.graph_axis", n=n))}</span></div>')


def legend_html(names, marked):
    """Which line is whose (its colour and dash, as drawn) and, when there are some, what the
    dots are."""
    items = [f'<li><svg class="wc-key" viewBox="0 0 32 10" aria-hidden="true"><line class="wc-line seat-{seat}" x1="1" x2="31" y1="5" y2="5"/></svg>'
             f'{esc(name)}</li>' for seat, name in enumerate(names)]
    if marked:
        items += [f'<li><svg class="wc-key dot" viewBox="0 0 10 10" aria-hidden="true"><circle class="wc-dot mark-{k}" cx="5" cy="5" r="4"/></svg>'
                  f'{esc(mark_word(k))}</li>' for k in ("inaccuracy", "mistake", "blunder")]
    return f'<ul class="wc-legend"{attrs(aria_label=t("review.graph_legend"))}>{"".join(items)}</ul>'


def all_marks(r):
    a = data(r)
    return analysis.marks(r.session, a) if a is not None else {}


def step_mark(marks, ply):
    """The mark's glyph after a move in the review's list (with words for screen readers);
    ``marks``: :func:`all_marks`."""
    m = marks.get(ply)
    if m is None or m["mark"] not in MARK_GLYPHS:
        return ""
    return (f' <span class="mv-mark mark-{m["mark"]}" aria-hidden="true">{MARK_GLYPHS[m["mark"]]}</span>'
            f'<span class="sr-only"> ({esc(mark_word(m["mark"]))})</span>')


def thresholds_text(thresholds=THRESHOLDS):
    """The marks' thresholds in words (each rules page shows its game's ``mark_thresholds``)."""
    parts = [t("review.threshold", mark=mark_word(k).lower(), n=round(100 * drop)) for k, drop in reversed(thresholds)]
    return t("review.thresholds", marks=t("list.sep").join(parts), n=round(100 * thresholds[-1][1]))
