"""Your record on Home (issue 38): games played, won, lost (and drawn) per game, against each
computer level and per player count, with the winning streaks. Pure.

The shell owns one :class:`Record` (``shell.record``): it enters a game into the book
(:mod:`vivarium.core.record_book`) when the game on screen is saved finished, and reads the book
for Home. The first time, the games already finished among the saves are entered.
"""

from ..core.bots import LEVEL_LABELS
from ..core.record_book import RecordBook, entry_of, from_saves, summarize
from ..drawing.html import esc
from ..games import NAMES
from ..i18n import msg, t, tn


class Record:
    def __init__(self, shell):
        self.shell = shell
        self.book = RecordBook(shell.store)

    def entries(self):
        """The book as stored now (another tab's or a restored backup's entries included)."""
        entries = self.book.load(lambda: from_saves(self.shell.store))
        self._tell()
        return entries

    def finished(self, session):
        """The game on screen was saved finished: enter it (once; nothing when nobody here played)."""
        if not self.book.loaded:
            self.entries()
        self.book.add([entry_of(session.record, session.outcome)])
        self._tell()

    def _tell(self):
        """A damaged book found: said once, as a damaged save is (where its text is now)."""
        if self.book.damaged is None:
            return
        reason, kept = self.book.damaged
        self.book.damaged = None
        where = msg("notice.kept_aside" if kept else "notice.kept_in_place")
        self.shell.notices.append(("error", msg("dialogs.then", first=reason, then=where)))


def _line(tally, streak=None):
    games = tn("yours.games", tally.played)
    if tally.drawn:
        text = t("yours.summary_drawn", games=games, won=tally.won, lost=tally.lost, drawn=tally.drawn)
    else:
        text = t("yours.summary", games=games, won=tally.won, lost=tally.lost)
    if streak is not None and (streak.best or streak.streak):
        text += " · " + t("yours.streak", n=streak.streak, best=streak.best)
    return text


def _against_label(key):
    if key == "people":
        return t("yours.vs_people")
    if key == "here":
        return t("yours.vs_here")
    return t("who.computer", level=t(f"level.{key}"))


def _rows(head, items, drawn):
    out = [f'<tr class="group"><th scope="rowgroup" colspan="{5 if drawn else 4}">{esc(head)}</th></tr>']
    for label, tally, shared in items:
        cells = [tally.played, tally.won, tally.lost] + ([tally.drawn] if drawn else [])
        if shared:  # games shared by people here are only played
            cells = [tally.played, "–", "–"] + (["–"] if drawn else [])
        out.append(f'<tr><th scope="row">{esc(label)}</th>' + "".join(f"<td>{esc(c)}</td>" for c in cells) + "</tr>")
    return "".join(out)


def _table(rec):
    drawn = rec.total.drawn > 0
    order = [*LEVEL_LABELS, "people", "here"]
    against = [(_against_label(k), rec.against[k], k == "here") for k in order if k in rec.against]
    counts = [(tn("yours.count", n), rec.by_count[n], False) for n in sorted(rec.by_count)]
    cols = ["yours.played", "yours.won", "yours.lost"] + (["yours.drawn"] if drawn else [])
    head = "".join(f'<th scope="col">{esc(t(c))}</th>' for c in cols)
    return (f'<div class="table-scroll"><table class="record-table"><thead><tr><td></td>{head}</tr></thead><tbody>'
            + _rows(t("yours.against"), against, drawn) + _rows(t("yours.players"), counts, drawn)
            + "</tbody></table></div>")


def html(shell):
    """Home's "Your record" section (nothing until a game is finished here)."""
    entries = shell.record.entries()
    book = shell.record.book
    notes = ([t("yours.unread")] if book.unread else []) + ([t("yours.unsaved")] if book.unsaved else [])
    if not entries and not notes:
        return ""
    overall, per_game = summarize(entries)
    out = [f'<section class="record" aria-labelledby="record-title"><h2 id="record-title">{esc(t("yours.title"))}</h2>']
    if entries:
        out.append(f'<p class="record-total"><b>{esc(t("yours.all"))}</b> {esc(_line(overall.total, overall))}</p>')
    for gid in shell.games:
        rec = per_game.get(gid)
        if rec is None:
            continue
        out.append(f'<details class="record-game" data-game="{esc(gid)}"><summary><b>{esc(NAMES[gid])}</b> '
                   f'<span class="record-line">{esc(_line(rec.total, rec))}</span></summary>{_table(rec)}</details>')
    if any(e["result"] == "played" for e in entries):
        out.append(f'<p class="muted record-note">{esc(t("yours.here_note"))}</p>')
    out.extend(f'<p class="muted storage-note">{esc(n)}</p>' for n in notes)
    out.append("</section>")
    return "".join(out)
