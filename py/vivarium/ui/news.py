"""What just happened, on a phone: one line under the status with the last turn another player
made since the person at the device last played, and a button that replays those moves on the
board (issue 38: on a phone the log that says what a computer did is below the fold). Pure.

The replay shows the table as that seat saw it before the others' moves, then each move in
turn (the motion layer slides what moved: the keys persist from one position to the next),
then the table as it is now. It shows only the seat's own view of each earlier position, so
nothing is seen that the seat could not see then. It stops at the end, on "Stop", on any
other command, and as soon as the game moves on (a remote move arriving).
"""

from ..drawing.html import button, esc
from ..i18n import say, t, tn

STEP_SECONDS = 1.1  # a replayed move stays on the board this long (the web edge's timer)


class Replay:
    """The moves since ``seat`` last played, replayed on the table of ``save_id``: positions
    ``first`` (before the first of them) to ``last`` (now), ``pos`` the one on the board."""

    def __init__(self, save_id, seat, first, last):
        self.save_id, self.seat, self.first, self.last = save_id, seat, first, last
        self.pos = first

    def step(self):
        """On to the next position; False when the replay has reached now (it is over)."""
        self.pos += 1
        return self.pos < self.last


def others_since(shell, seat):
    """The turns the other players made since ``seat`` last played (oldest first)."""
    return [turn for turn in shell.since_last_turn(seat) if turn["seat"] != seat]


def can_replay(shell, seat):
    s = shell.session
    return (s is not None and s.outcome is None and seat is not None and s.actor == seat and seat in s.local_seats()
            and shell.handoff_seat() is None and bool(others_since(shell, seat)))


def start(shell):
    """Begin replaying the others' moves since the viewer's last turn (False: nothing to replay)."""
    seat = shell.viewer_seat()
    if not can_replay(shell, seat):
        return False
    turns = others_since(shell, seat)
    first = turns[0]["steps"][0]["ply"] - 1  # the position before the first of them
    shell.replay = Replay(shell.save_id, seat, first, len(shell.session.record["actions"]))
    return True


def current(shell):
    """The replay under way at this table, or None (one that no longer fits the game: over)."""
    r = getattr(shell, "replay", None)
    if r is None:
        return None
    s = shell.session
    if s is None or shell.screen != "play" or r.save_id != shell.save_id or len(s.record["actions"]) != r.last:
        shell.replay = None
        return None
    return r


def step(shell):
    """The web edge's timer: the next replayed move, or the end of the replay. Returns whether
    the replay goes on."""
    r = current(shell)
    if r is None:
        return False
    if not r.step():
        shell.replay = None
        return False
    return True


def stop(shell):
    shell.replay = None


def turn_line(shell, turn):
    """One turn in one line: its steps (each log line names who made it)."""
    return " ".join(say(e["text"]) for e in turn["steps"])


def html(shell, view):
    """The bar (a phone's: fixed at the bottom of the screen, so it never moves the board):
    the last of the others' turns since the viewer's own, a tap on it replays them; during a
    replay, which move is on the board and "Stop". Nothing when there is nothing new."""
    r = current(shell)
    if r is not None:
        ply = r.pos  # the move that led to the position on the board (positions count from 0)
        entry = shell.session.log[ply - 1] if ply > r.first else None
        done, total = ply - r.first, r.last - r.first
        what = say(entry["text"]) if entry else t("news.before")
        return (f'<div class="news replaying" data-replay="{ply}"><p class="news-line" role="status">'
                f'<span class="news-text"><b>{esc(t("news.replay_step", n=done, total=total))}</b> {esc(what)}</span></p>'
                f'{button(t("news.stop"), "replay-stop", class_="news-stop")}</div>')
    seat = view.get("seat") if isinstance(view, dict) else None
    turns = others_since(shell, seat) if seat is not None and shell.session.outcome is None else []
    if not turns:
        return ""
    line = turn_line(shell, turns[-1])
    if not can_replay(shell, seat):
        return f'<div class="news"><p class="news-line"><span class="news-text">{esc(line)}</span></p></div>'
    count = sum(len(turn["steps"]) for turn in turns)
    return (f'<div class="news"><button type="button" class="news-line" data-cmd="replay" title="{esc(tn("news.replay_title", count))}">'
            f'<span class="news-text">{esc(line)}</span><span class="news-more"><span aria-hidden="true">▶ </span>{esc(t("news.replay"))}</span></button></div>')


def view_of(shell, seat_view):
    """The view on the board: during a replay, the seat's view of the replayed position."""
    r = current(shell)
    if r is None:
        return seat_view
    return shell.session.game.view(shell.session.states[r.pos], r.seat)
