"""What the player notices besides the board itself. Pure: no DOM, runs on CPython.

- :func:`idle_reason`: the one-line answer to a click on the table that cannot act, when the
  view has no more exact sentence (a computer is thinking, the game is over, …).
- :class:`Marks`: cards new in a hand (marked until that player acts again) and counters whose
  value changed since the previous drawing (flashed once).
- :func:`mark_keys`: adds a class to the elements of a drawing whose ``data-key`` is listed.

Views give their elements stable keys (``data-key``: a piece or card identity that survives a
move); the web edge animates keyed elements from their old place to the new one.
"""

import re
from ..i18n import say, t

_TAG = re.compile(r'<[a-zA-Z][^<>]*\sdata-key="([^"]*)"[^<>]*>')
_CLASS = re.compile(r'\sclass="([^"]*)"')


def mark_keys(html, keys, cls):
    """``html`` with ``cls`` added to every tag whose ``data-key`` is in ``keys``.

    Our drawings escape every attribute value (``drawing.html.esc``), so a tag never holds a raw
    ``<`` or ``>`` and one regular expression finds it."""
    keys = {str(k) for k in keys}
    if not keys:
        return html

    def add(match):
        tag = match.group(0)
        if match.group(1) not in keys:
            return tag
        found = _CLASS.search(tag)
        if found:
            classes = found.group(1).split()
            if cls in classes:
                return tag
            return tag[: found.start(1)] + " ".join(classes + [cls]) + tag[found.end(1):]
        end = -2 if tag.endswith("/>") else -1
        return tag[:end] + f' class="{cls}"' + tag[end:]

    return _TAG.sub(add, html)


def idle_reason(shell):
    """Why the table does not answer a click now, in one line (``None``: no game on screen)."""
    s = shell.session
    if not s or shell.screen != "play":
        return None
    if s.outcome is not None:
        return t("idle.over")
    if shell.dialog:
        return t("idle.dialog")
    handoff = shell.handoff_seat()
    if handoff is not None:
        return t("idle.handoff", who=shell.seat_label(handoff))
    actor = s.actor
    if actor is not None and s.is_bot(actor):
        return t("play.wait", who=shell.seat_label(actor))
    view_mod = shell.view_of(s.game.id)
    view = s.game.view(s.state, shell.viewer_seat())
    prompt = view_mod.prompt(view, shell.ui, shell.legal_for_human())
    return t("idle.not_now") + (f" {say(prompt)}" if prompt else "")


class Marks:
    """Memory between drawings, per game (``token``: the save id).

    A card is *new* in a seat's hand when it was not there as that seat began its last turn:
    cards drawn at the end of one's own turn (Pass & Refresh) or during the others' turns stay
    marked until the seat acts again. A counter *changed* when its value differs from the one
    drawn last time for the same game."""

    def __init__(self):
        self._counters = {}  # token -> {key: value}
        self._hands = {}  # (token, seat) -> set of hand keys as the seat began its last turn

    def knows(self, token, seat):
        return (token, seat) in self._hands

    def begin_turn(self, token, seat, keys):
        """``seat`` begins a turn holding ``keys`` (called before its first action of a turn)."""
        self._hands = {k: v for k, v in self._hands.items() if k[0] == token}  # this game only
        self._hands[(token, seat)] = set(keys)

    def fresh(self, token, seat, keys):
        """The keys in ``keys`` (``seat``'s hand now) that are new since its last turn began."""
        before = self._hands.get((token, seat))
        if before is None:
            return set()
        return set(keys) - before

    def changed(self, token, values):
        """The keys of ``values`` whose value differs from the last call for ``token``
        (nothing the first time a game is drawn)."""
        previous = self._counters.get(token)
        self._counters = {token: dict(values)}  # only the game on screen is remembered
        if previous is None:
            return set()
        return {k for k, v in values.items() if k in previous and previous[k] != v}
