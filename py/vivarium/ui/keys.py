"""The keyboard at the table (issue 26): single-key shortcuts and the "Keys" help dialog.

Pure: the list of keys (shown in the dialog and in the README) and the dialog's HTML. The web
edge (web/keyboard.py ``on_key``) does what a key says, on the play screen, when no field is being
typed in and no modifier is held.
"""

from ..i18n import t
from ..drawing.html import button, esc

# key -> (what it does: its catalogue key, the command or focus target the web edge uses)
_SHORTCUTS = (
    ("b", "review.keys.board", "focus board"),
    ("h", "review.keys.hand", "focus hand"),
    ("l", "review.keys.log", "focus log"),
    ("u", "review.keys.undo", "undo"),
    ("?", "review.keys.help", "keys"),
)
# (the keys, what they do): catalogue keys
_OTHER_KEYS = (
    ("review.keys.tab", "review.keys.tab_does"),
    ("review.keys.arrows", "review.keys.arrows_do"),
    ("review.keys.enter", "review.keys.enter_does"),
    ("review.keys.escape", "review.keys.escape_does"),
    ("review.keys.review", "review.keys.review_does"),
)


def shortcuts():
    """``(key, what it does, command)`` of every single-key shortcut, in the language in use."""
    return tuple((k, t(what), cmd) for k, what, cmd in _SHORTCUTS)


def other_keys():
    """``(keys, what they do)`` of the other keys, in the language in use."""
    return tuple((t(k), t(what)) for k, what in _OTHER_KEYS)


def shortcut(key):
    """The command for a single key on the table, or None."""
    return next((cmd for k, _what, cmd in _SHORTCUTS if k == key), None)


def is_open(shell):
    return bool(shell.dialog) and shell.dialog.get("kind") == "keys"


def html(shell):
    if not is_open(shell):
        return ""
    rows = "".join(f"<tr><th scope=\"row\"><kbd>{esc(k)}</kbd></th><td>{esc(what)}</td></tr>" for k, what, _cmd in shortcuts())
    rows += "".join(f"<tr><th scope=\"row\">{esc(k)}</th><td>{esc(what)}</td></tr>" for k, what in other_keys())
    return ('<div class="modal-backdrop"><div class="modal" role="dialog" aria-modal="true" aria-labelledby="modal-title" data-dialog="keys">'
            f'<h2 id="modal-title">{esc(t("review.keys.title"))}</h2>'
            f'<p class="muted">{esc(t("review.keys.intro"))}</p>'
            f'<table class="keys-table"><tbody>{rows}</tbody></table>'
            f'<div class="row">{button(t("review.keys.close"), "close", class_="primary")}</div></div></div>')
