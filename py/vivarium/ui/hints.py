"""A hint on request (issue 27): what Hard would play from the asking player's own view.

Pure, for every game (no game code here). The shell's :class:`HintBox` (``shell.hint.asked``) holds one while it is asked
for or shown: ``{"token", "seat", "state": "thinking"|"ready", "action", "words", "text"}`` (``words``: the move,
:func:`move_words`; ``text``:
the reason, messages from :func:`~vivarium.core.advice.hint_reason`, said by
:func:`reason_text`). The web edge runs the search (:meth:`HintTurn`, time-sliced like the computers, at most about 1 s)
and hands the opinion back with :func:`ready`. Any move or undo changes the table's token,
which cancels a search and hides a shown hint.

Whether hints are allowed is chosen at setup (``hints``: against computers only, the default;
always; never) and kept in the record with the count each seat used
(:func:`vivarium.core.session.count_hint`).
"""

from __future__ import annotations

from ..core import rng as rnglib
from ..core import session as sessions
from ..core.advice import NUMBER_KEYS, hint_reason, search_spec
from ..core.frozen import Frozen
from ..i18n import is_message, msg, say, t
from ..drawing.html import attrs, button, esc

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from typing import Any

    from ..core.protocol import Game, Seat, View
    from .table import Token

HINT_SECONDS = 0.85  # the search's own cap: with the top-up, a hint is shown within about 1 s
SETUP_CHOICES = ("auto", "on", "off")  # against computers only (the default), always, never
HIDDEN_MOVE = "review.hint.highlighted"  # the move's name when its words would tell a hidden card


class HintBox:
    """``shell.hint``: the hint asked for or shown at the table; only this module changes it."""

    def __init__(self):
        self.asked = None  # {"token", "seat", "state": "thinking"|"ready", "action", "words", "text"}


class HintTurn(Frozen):
    """What the web edge searches with for a hint: ``token`` (the position, see
    ``Table.token``), ``game``, ``view`` (the asking seat's), ``seat`` and ``seed``; ``spec``
    is the search's (Hard's, within ``HINT_SECONDS``)."""

    __slots__ = ("token", "game", "view", "seat", "seed")
    token: Token
    game: Game
    view: View
    seat: Seat
    seed: int

    def __init__(self, token: Token, game: Game, view: View, seat: Seat, seed: int) -> None:
        self._set(token, game, view, seat, seed)

    @property
    def spec(self) -> dict[str, Any]:
        spec = search_spec(self.game, "hard")
        spec["seconds"] = min(spec.get("seconds") or HINT_SECONDS, HINT_SECONDS)
        return spec


def allowed_at_setup(choice, players):
    return choice == "on" or (choice != "off" and any(p.get("kind") == "bot" for p in players))


def can_ask(shell):
    """Whether the Hint button is offered: a person at this device to act, hints allowed."""
    t = shell.table
    if t is None or shell.screen != "play" or shell.dialog or shell.session.outcome is not None:
        return False
    actor = shell.session.actor
    return (t.is_person_here(actor) and shell.handoff_seat() is None and sessions.hints_allowed(shell.session.record)
            and bool(shell.legal_for_human()))


def current(shell):
    """The hint of the position on screen (stale ones are dropped)."""
    h = shell.hint.asked
    if h is not None and (shell.table is None or h["token"] != shell.table.token()):
        shell.hint.asked = h = None
    return h


def drop(shell):
    """Forget the hint asked for (its search failed)."""
    shell.hint.asked = None


def ask(shell):
    if not can_ask(shell):
        shell.refuse(msg("review.hint.unavailable") if shell.session and sessions.hints_allowed(shell.session.record)
                     else msg("review.hint.off"))
        return
    if current(shell) is not None:
        return
    shell.hint.asked = {"token": shell.table.token(), "seat": shell.session.actor, "state": "thinking", "action": None, "text": ""}


def turn(shell: Any) -> HintTurn | None:
    """A :class:`HintTurn` while a hint is being asked for, else None."""
    h = current(shell)
    if h is None or h["state"] != "thinking":
        return None
    s = shell.session
    seat = h["seat"]
    from .table import bot_seed

    return HintTurn(h["token"], s.game, s.game.view(s.state, seat), seat, bot_seed(s.record, len(s.record["actions"])) ^ 0x5A5A)


def ready(shell, token, opinion):
    """The search's opinion for ``token``: show it (once), count it, keep the count."""
    h = current(shell)
    if h is None or h["token"] != token or h["state"] != "thinking":
        return False
    s = shell.session
    action = opinion["best"]
    if action not in s.game.legal_actions(s.state):  # never show a move the rules refuse
        shell.hint.asked = None
        return False
    view = s.game.view(s.state, h["seat"])
    text = hint_reason(s.game, view, h["seat"], opinion, lambda a: move_words(s.game, s.state, h["seat"], a))
    if any(is_message(r) and r["$"] == "review.reason.next_best" and r["move"] == msg(HIDDEN_MOVE) for r in text):
        # a next best move that cannot be named without a hidden card is left out, with its number
        text = [r for r in text if not (is_message(r) and r["$"] in ("review.reason.next_best", "review.reason.next_best_pct"))]
    h.update(state="ready", action=action, words=move_words(s.game, s.state, h["seat"], action), text=text)
    sessions.count_hint(s.record, h["seat"])
    shell.table.show_hint(view, shell.legal_for_human(), action)
    shell.save()
    return True


# ---- on screen ------------------------------------------------------------------------------------
def button_html(shell):
    """The Hint button, in every game that allows hints, at the same place and with the same
    words whatever happens: unavailable (disabled, its title says why) while the computer thinks,
    while a hint is looked for, and once the game is over; never hidden (nothing slides)."""
    if shell.table is None or not sessions.hints_allowed(shell.session.record):
        return ""
    h = current(shell)
    busy = h is not None and h["state"] == "thinking"
    ready = can_ask(shell) and not busy
    why = t("toolbar.hint_title") if ready or busy else t("review.hint.unavailable")
    return button(t("toolbar.hint"), "hint", disabled=not ready, title=why, aria_busy="true" if busy else None,
                  class_="hint-button")


def box_html(shell):
    """The hint's line under the status: the move in words and why."""
    h = current(shell)
    if h is None:
        return ""
    if h["state"] == "thinking":
        return f'<p class="hint-box" role="status" data-hint-state="thinking">{esc(t("review.hint.thinking"))}</p>'
    s = shell.session
    what = say(h.get("words") or move_words(s.game, s.state, h["seat"], h["action"]))
    words, numbers = split_numbers(h["text"])
    more = ""
    if numbers:  # the estimates as percentages, on request (a keyboard and a screen reader reach it too)
        more = (f' <details class="hint-numbers"><summary>{esc(t("review.hint.numbers"))}</summary>'
                f'<span>{esc(reason_text(numbers))}</span></details>')
    return (f'<div class="hint-box" role="status" data-hint-state="ready"><p><b>{esc(t("review.hint.label"))}</b> {esc(what)}</p>'
            f'<p class="hint-why">{esc(reason_text(words))}{more}</p></div>')


def move_words(game, state, seat, action):
    """The hinted move in words, as the log would say it, unless those words depend on what
    ``seat`` cannot see (a draw's log line names the card it turns up): then "the highlighted
    move". Checked by saying the move in the real state and in three others dealt from the
    seat's view (:meth:`~vivarium.core.protocol.Game.determinize`): the words must agree."""
    words = game.describe(state, action)
    if game.perfect_information:
        return words
    view = game.view(state, seat)
    for seed in (1, 2, 3):
        if game.describe(game.determinize(view, rnglib.seed_state(seed)), action) != words:
            return msg(HIDDEN_MOVE)
    return words


def split_numbers(reason):
    """The hint's messages in words, and those that carry its percentages
    (:data:`~vivarium.core.advice.NUMBER_KEYS`)."""
    parts = reason if isinstance(reason, (list, tuple)) else [reason]
    numbers = [r for r in parts if is_message(r) and r["$"] in NUMBER_KEYS]
    return [r for r in parts if r not in numbers], numbers


def reason_text(reason):
    """The hint's reason (:func:`vivarium.core.advice.hint_reason`: messages) in the language in
    use; a move named inside a sentence is said as a clause (without its full stop)."""
    if isinstance(reason, (list, tuple)):
        return " ".join(part for part in (reason_text(r) for r in reason) if part)
    if is_message(reason) and reason.get("move") is not None:  # (``in`` would also look in the sentence)
        return say(dict(reason, move=say(reason["move"]).rstrip(".")))
    return say(reason)


def mark(board_html, shell):
    """The board with the hinted move's targets marked (``data-hint``; CSS draws them)."""
    h = current(shell)
    if h is None or h["state"] != "ready":
        return board_html
    needle = attrs(data_action=h["action"])
    return board_html.replace(needle, needle + ' data-hint="1"')


def used_line(record, names):
    """"Hints used: Ana 2, Ben 0", or "" when none was used (nor allowed)."""
    hints = record.get("hints")
    if not hints or not any(hints["used"]):
        return ""
    return t("review.hint.used", list=t("list.sep").join(t("review.hint.used_by", name=name, n=n)
                                                         for name, n in zip(names, hints["used"])))
