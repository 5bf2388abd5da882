"""The game ↔ shell contract on the screen side: what the shell asks of a game's view.

A game's view (``games/<game>/view.py``) subclasses :class:`GameView`. Every method the
shell, the screens, the review, the home cards and the feedback marks call is here, with a
default for the optional ones, so the shell never probes a view with ``getattr``. All
methods are pure: a seat's ``view`` (the dict from ``Game.view``), a UI state (a small dict
the view owns) and the legal actions in, text or HTML out.

Required: :meth:`board`, :meth:`prompt`, :meth:`seat_stats`, :meth:`heading`,
:meth:`options_summary`. Everything else is optional. Typed and checked by mypy, like
``core.protocol.Game`` (the types are for the checker only: nothing here imports ``typing``).
"""
from __future__ import annotations

from ..i18n import language, set_language
from .html import esc

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, TypeAlias

    from ..core.protocol import Action, Options, Seat, Sentence, View

    UiState: TypeAlias = dict[str, Any]  # what the person at this device has selected: the view's own, plain data
    # One counter of a seat's box: (label, value, tooltip), and when the value shown is a
    # shorthand ("Bear 3/3"), the value in words for a screen reader; text or messages.
    Stat: TypeAlias = "tuple[Sentence, Any, Sentence] | tuple[Sentence, Any, Sentence, Sentence]"


class GameView:
    """Base class of the game views. Instances are stateless singletons."""

    # The home card's picture is drawn after this many greedy moves from a fixed seed.
    cover_plies: int = 0

    # Log messages that are a capture (a piece scored off, cards taken, a column cleared): the
    # table plays its capture sound for a step whose log line holds one (ui/sounds.py).
    capture_keys: tuple[str, ...] = ()

    # ---- the table -------------------------------------------------------------------
    def board(self, view: View, ui: UiState, legal: Sequence[Action], label: str) -> str:
        """The HTML of the table for ``view``: clickable things carry ``data-action`` (a
        legal action), ``data-ui`` (a message for :meth:`ui_message`) or ``data-why``."""
        raise NotImplementedError

    def prompt(self, view: View, ui: UiState, legal: Sequence[Action]) -> Sentence:
        """One sentence telling the person to act what they can do now."""
        raise NotImplementedError

    def seat_stats(self, view: View, seat: Seat) -> Sequence[Stat]:
        """``[(label, value, tooltip)]`` shown in the seat's box; a fourth item, the value in
        words, when the value shown is a shorthand (a screen reader says the words)."""
        raise NotImplementedError

    def heading(self, view: View) -> Sentence:
        """A few words beside the game's name (the variant, the round)."""
        raise NotImplementedError

    def options_summary(self, options: Options) -> Sentence:
        """The options in a few words, for the saved-games list: a message (``i18n.msg``), which
        the save keeps as data and the list says in the language of the day."""
        raise NotImplementedError

    def seat_class(self, view: View, seat: Seat) -> str:
        """Extra CSS classes of a seat's box (e.g. a team colour); default none."""
        return ""

    # ---- UI state --------------------------------------------------------------------
    def initial_ui(self) -> UiState:
        """The UI state of a fresh turn (nothing selected)."""
        return {}

    def carry_ui(self, ui: UiState) -> UiState:
        """The UI state after an action, an undo or a hand-over: settings a person expects
        to stay (a display toggle); default: a fresh one."""
        return self.initial_ui()

    def ui_message(self, ui: UiState, message: str, legal: Sequence[Action]) -> UiState:
        """The new UI state after a ``data-ui`` message (select a card, show all...)."""
        return ui

    def hint_ui(self, view: View, ui: UiState, legal: Sequence[Action], action: Action) -> UiState:
        """The UI state that shows ``action`` on the board (the piece or card it starts from
        selected), so a hint can point at it. Default: the current state if the board already
        carries ``data-action`` for it, else the first state one or two of the board's own
        ``data-ui`` messages away that does (a view whose moves need more steps overrides)."""
        import html
        import re

        needle = f'data-action="{html.escape(action, quote=True)}"'
        found = re.compile(r'data-ui="([^"]*)"')
        frontier = [(ui, self.board(view, ui, legal, ""))]
        if needle in frontier[0][1]:
            return ui
        tried = 0
        for _depth in range(2):
            nxt: list[tuple[UiState, str]] = []
            for state, board in frontier:
                for message in dict.fromkeys(html.unescape(m) for m in found.findall(board)):
                    tried += 1
                    if tried > 160:
                        return ui
                    after = self.ui_message(state, message, legal)
                    if after == state:
                        continue
                    shown = self.board(view, after, legal, "")
                    if needle in shown:
                        return after
                    nxt.append((after, shown))
            frontier = nxt
        return ui

    def focus_after(self, ui: UiState, message: str) -> str | None:
        """A CSS selector to focus after a UI message, or ``None`` to keep focus."""
        return None

    def hand_keys(self, view: View) -> list[Any]:
        """Keys of the viewer's hand cards (the shell marks the ones new since last turn)."""
        return []

    # ---- rounds, the end, the home card ---------------------------------------------------
    def round_dialog(self, view: View, index: int, seat_names: Sequence[str]) -> tuple[str, str] | None:
        """``(title, body_html)`` of the dialog after round ``index`` closed (see
        ``Game.round_ended``), or ``None`` for a game of one round."""
        return None

    def end_note(self, view: View) -> Sentence:
        """One more line for the end screen (e.g. where the winning line is); default none."""
        return ""

    def cover(self, view: View) -> tuple[str, str] | None:
        """``(alt text, html)`` of the home card's picture from seat 0's view, or ``None``."""
        return None


def stats_of(view_mod: GameView, view: View, seats: int) -> list[list[tuple[Any, ...]]]:
    """Each seat's counters as ``[(id, label, value, tip, words)]``: the view's ``seat_stats``
    in the language in use (``words``: the value in words, or None), and an id that is the
    same in every language (the English label in lower case, dashed: ``hand``, ``status``),
    for styles and tests (``dd[data-stat="hand"]``)."""
    lang = language()
    shown = [view_mod.seat_stats(view, i) for i in range(seats)]
    if lang != "en":
        set_language("en")
        try:
            english = [view_mod.seat_stats(view, i) for i in range(seats)]
        finally:
            set_language(lang)
    else:
        english = shown
    return [[(str(en[0]).lower().replace(" ", "-"), *st[:3], st[3] if len(st) > 3 else None) for en, st in zip(english[i], shown[i])]
            for i in range(seats)]


def stat_html(stat: str, label: Any, value: Any, tip: Any, words: Any = None, flash: str = "") -> str:
    """One counter of a seat's box (``stats_of``): its label, its value, its tooltip; a
    shorthand value is hidden from a screen reader, which gets its words instead."""
    shown = esc(value) if words is None else f'<span aria-hidden="true">{esc(value)}</span><span class="sr-only">{esc(words)}</span>'
    return f'<div class="stat" title="{esc(tip)}"><dt>{esc(label)}</dt><dd data-stat="{esc(stat)}"{flash}>{shown}</dd></div>'

