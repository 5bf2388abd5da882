"""Papillon on screen: what the shell asks of the game's view (:class:`PapillonView`), the same
in both rounds, and the round's own screen, ``ROUND_VIEWS[view["round"]]``: the blue round's
(:mod:`.blue_view`) or the orange round's (:mod:`.orange_view`). The pictures both draw are in
:mod:`.pictures`, the panels they share in :mod:`.panels`.

Only ``view["hand"]`` is private: other hands arrive as sizes and are never drawn. The UI
state is ``{"sel": a selected hand card or None, "all": False, True or a page number of the
blue round's capture list}``.
"""

from ...i18n import msg, t
from ...drawing.gameview import GameView
from .blue_view import SHOWN, BlueView
from .cards import CHAT, DRAGON, PAPILLON, YIN
from .orange_view import OrangeView
from .panels import has_teams
from .pictures import card_html, defs

ROUND_VIEWS = {"blue": BlueView(), "orange": OrangeView()}


class PapillonView(GameView):
    """The Papillon-specific parts of the play screen."""

    COVER_CARDS = (PAPILLON, CHAT, DRAGON, YIN, 5)  # the Papillon, the Chat Noir, the Dragon, Yin, a 5
    # cards captured or swept from the table (the capture sound, ui/sounds.py)
    capture_keys = ("papillon.blue.log.capture", "papillon.blue.log.capture_chat", "papillon.blue.log.sweep",
                    "papillon.blue.log.sweep_chat")

    def _round(self, view):
        """The screen of the round in play."""
        return ROUND_VIEWS[view["round"]]

    # ---- the table ---------------------------------------------------------------------------
    def board(self, view, ui, legal, label):
        return self._round(view).board(view, ui, legal, label)

    def prompt(self, view, ui, legal):
        return self._round(view).prompt(view, ui, legal)

    def seat_stats(self, view, seat):
        return self._round(view).seat_stats(view, seat)

    def heading(self, view):
        return self._round(view).heading(view)

    def end_note(self, view):
        return self._round(view).end_note(view)

    def seat_class(self, view, seat):
        """Extra classes for a seat's panel: its team colour."""
        if has_teams(view) and view.get("side_of"):
            side = view["side_of"][seat]
            return f"pap-seat team-{side}" if len(view["sides"][side]) > 1 else "pap-seat alone"
        return "pap-seat"

    def options_summary(self, options):
        """"blue round, 4 players, two teams of two" (a message: a saved game's list says it in
        the language of the day)."""
        n = options.get("players", 4)
        if n == 3:
            teams = "two_vs_one" if options.get("teams") == "two_vs_one" else None
        else:
            teams = {4: "pairs", 5: "two_vs_three"}.get(n)
        rnd = msg("papillon.summary.round." + (options.get("round") if options.get("round") in ("full", "orange")
                                                else "blue"))
        if teams is None:
            return msg("papillon.summary", round=rnd, n=n)
        return msg("papillon.summary.teams", round=rnd, n=n, teams=msg("papillon.summary.teams." + teams))

    def cover(self, view):
        return (t("papillon.cover"),
                defs() + "".join(card_html(c) for c in self.COVER_CARDS))

    # ---- UI state ----------------------------------------------------------------------------
    def initial_ui(self):
        return {"sel": None, "all": False}

    def ui_message(self, ui, message, legal):
        parts = str(message).split()
        ui = {**self.initial_ui(), **{k: ui.get(k) for k in ("sel", "all") if k in ui}}
        if parts == ["all"]:
            ui["all"] = not ui.get("all")
        elif len(parts) == 2 and parts[0] == "page" and parts[1].isdigit() and int(parts[1]) >= 1:
            ui["all"] = int(parts[1])
        elif parts == ["none"]:
            ui["sel"], ui["all"] = None, False
        elif len(parts) == 2 and parts[0] == "sel" and parts[1].isdigit():
            card = int(parts[1])
            ui["sel"] = None if ui.get("sel") == card else card
            ui["all"] = False
        return ui

    def focus_after(self, ui, message):
        """Where keyboard focus goes after a UI message (a CSS selector, or None to keep it):
        "Show all" moves it to the first capture it revealed, a page of captures to its first
        one, so the list scrolls to what is new rather than to the toggle at its end."""
        parts = str(message).split()
        if parts == ["all"] and ui.get("all"):
            return f".pap-caps li:nth-child({SHOWN + 1}) .pap-cap"
        if len(parts) == 2 and parts[0] == "page":
            return ".pap-caps li:first-child .pap-cap"
        return None

    def hand_keys(self, view):
        return [f"card-{c}" for c in view.get("hand") or []]
