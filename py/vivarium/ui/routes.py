"""Each screen has an address (hash routes), so Back and Forward move between screens, a reload
stays on the same screen, and a rules page can be linked.

Pure. ``route_of(shell)`` names the screen on show; ``navigate(shell, route)`` goes to the
screen a route names (an address typed by anyone: every part is checked against the registry
and the saved games; anything else leads Home). Routes:

    #/                      home
    #/rules/<game>          a game's rules
    #/new/<game>            the new-game form
    #/game/<save id>        a saved game
    #/learn/<game>          a game's lesson, where it was left (ui/learn.py)
    #/review/<save id>      the review of a finished saved game
    #/shared/<payload>      the review of a game shared as a link (core/share.py)
    #/join/<payload>        an invitation to play a seat of a table on another device
    #/reply/<payload>       its reply, opened in another tab of the host's browser
    #/turn/<payload>        a seat's turn, played by link (ui/post_screens.py)
    #/move/<payload>        that turn's move, opened at the host

A review's address may end with the position shown (``#/review/<save id>/12``): stepping
through a review replaces the address rather than adding to the history (``same_screen``).
"""

import re

from . import learn, post_screens, remote_screens, review
from ..i18n import msg

_SAVE_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}\Z")
_PAYLOAD = re.compile(r"^[A-Za-z0-9_-]+\Z")
_POSITION = re.compile(r"^[0-9]{1,6}\Z")


def route_of(shell):
    screen = shell.screen
    if screen == "rules" and shell.rules_game:
        return f"#/rules/{shell.rules_game}"
    if screen == "setup" and shell.setup:
        return f"#/new/{shell.setup.game}"
    if screen == "play" and learn.active(shell) is not None:
        return f"#/learn/{shell.lesson.id}"
    if screen == "play" and shell.save_id:
        return f"#/game/{shell.save_id}"
    if screen == "review" and shell.review:
        return shell.review.route()
    if screen == "guest" and isinstance(shell.remote, remote_screens.GuestDesk):
        return remote_screens.guest_route(shell)
    if screen == "reply" and isinstance(shell.remote, remote_screens.ReplyDesk):
        return f"#/reply/{shell.remote.payload}"
    if screen == "bylink" and isinstance(shell.remote, post_screens.LinkDesk) and shell.remote.payload:
        return f"#/turn/{shell.remote.payload}"
    return "#/"


def navigate(shell, route):
    """Show the screen ``route`` names. Returns False when the route was not understood (the
    shell then shows Home)."""
    parts = [p for p in str(route or "").lstrip("#").split("/") if p]
    if not parts:
        shell.command("home")
        return True
    kind, arg = parts[0], parts[1] if len(parts) == 2 else None
    if kind == "learn" and len(parts) == 3:  # a game's next lesson: #/learn/<game>/<part>
        return _navigate(shell, kind, "/".join(parts[1:]))
    if kind in ("review", "shared") and len(parts) == 3:
        if not _POSITION.match(parts[2]):
            shell.command("home")
            return False
        arg = parts[1]
        shown = _navigate(shell, kind, arg)
        if shown and shell.review is not None:
            shell.review.go(parts[2])
        return shown
    return _navigate(shell, kind, arg)


def same_screen(a, b):
    """Whether two routes show the same screen (a review at two positions does)."""
    return _screen_part(a) == _screen_part(b)


def _screen_part(route):
    parts = [p for p in str(route or "").lstrip("#").split("/") if p]
    if len(parts) == 3 and parts[0] in ("review", "shared") and _POSITION.match(parts[2]):
        parts = parts[:2]
    return "/".join(parts)


def _navigate(shell, kind, arg):
    if kind == "rules" and arg in shell.rules:
        shell.show_rules(arg)
        return True
    if kind == "new" and arg in shell.games:
        if not (shell.screen == "setup" and shell.setup and shell.setup.game == arg):
            shell.command(f"new {arg}")
        return True
    if kind == "learn" and learn.is_lesson(shell.games, arg):
        return learn.open_lesson(shell, arg)
    if kind == "game" and arg and _SAVE_ID.match(arg):
        if shell.session is not None and shell.save_id == arg:
            shell.go("play")
            return True
        if arg in {e["id"] for e in shell.store.entries()}:
            shell.command(f"resume {arg}")
            return shell.screen == "play"
    if kind == "review" and arg and _SAVE_ID.match(arg):
        if shell.review is not None and shell.review.save_id == arg:
            shell.go("review")
            return True
        if (shell.session is not None and shell.save_id == arg) or arg in {e["id"] for e in shell.store.entries()}:
            shell.command(f"review {arg}")
            return shell.screen == "review"
    if kind == "join" and arg and _PAYLOAD.match(arg):
        return remote_screens.open_join(shell, arg)
    if kind == "reply" and arg and _PAYLOAD.match(arg):
        return remote_screens.reply_route(shell, arg)
    if kind == "turn" and arg and _PAYLOAD.match(arg):
        return post_screens.open_turn(shell, arg)
    if kind == "move" and arg and _PAYLOAD.match(arg):
        return post_screens.open_move(shell, arg)
    if kind == "shared" and arg:
        # a link from anyone: the payload's own checks give the sentence when it is damaged
        if _PAYLOAD.match(arg):
            return review.open_link(shell, arg)
        shell.notices.append(("error", msg("link.damaged")))
    shell.command("home")
    return False
