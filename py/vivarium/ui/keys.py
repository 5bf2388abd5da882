"""The keyboard at the table (issue 26): single-key shortcuts and the "Keys" help dialog.

Pure: the list of keys (shown in the dialog and in the README) and the dialog's HTML. The web
edge (web/app.py ``on_key``) does what a key says, on the play screen, when no field is being
typed in and no modifier is held.
"""

from .html import button, esc

# key -> (what it does, the command or focus target the web edge uses)
SHORTCUTS = (
    ("b", "Go to the board", "focus board"),
    ("h", "Go to your hand (in the card games)", "focus hand"),
    ("l", "Go to the log", "focus log"),
    ("u", "Undo your last move", "undo"),
    ("?", "Show these keys", "keys"),
)
OTHER_KEYS = (
    ("Tab / Shift+Tab", "Move between the controls"),
    ("Arrow keys", "Move between the squares of a board"),
    ("Enter or Space", "Play the square, card or button that has the focus"),
    ("Escape", "Close a dialog or the end-of-game panel"),
    ("Left / Right, Home / End", "Step through a game in its review"),
)


def shortcut(key):
    """The command for a single key on the table, or None."""
    return next((cmd for k, _what, cmd in SHORTCUTS if k == key), None)


def is_open(shell):
    return bool(shell.dialog) and shell.dialog.get("kind") == "keys"


def html(shell):
    if not is_open(shell):
        return ""
    rows = "".join(f"<tr><th scope=\"row\"><kbd>{esc(k)}</kbd></th><td>{esc(what)}</td></tr>" for k, what, _cmd in SHORTCUTS)
    rows += "".join(f"<tr><th scope=\"row\">{esc(k)}</th><td>{esc(what)}</td></tr>" for k, what in OTHER_KEYS)
    return ('<div class="modal-backdrop"><div class="modal" role="dialog" aria-modal="true" aria-labelledby="modal-title" data-dialog="keys">'
            '<h2 id="modal-title">Keys</h2>'
            '<p class="muted">At the table, one key does it (not while you type in a field). A screen reader hears each move, '
            "whose turn it is and the result as they happen.</p>"
            f'<table class="keys-table"><tbody>{rows}</tbody></table>'
            f'<div class="row">{button("Close", "close", class_="primary")}</div></div></div>')
