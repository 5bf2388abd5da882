"""The browser's own commands, put into the one command table (ui/commands.py), and the page's
fields a command's entry names as its form (read here, the only place that reads the DOM)."""

from pyscript import window

from ..i18n import t
from ..ui import commands
from . import focus, links, snapshot
from .jsvalues import present

# the controls of a form that make its values (the new-game form's preference menus are not)
FORM_CONTROLS = "select:not([data-pref]), input[type=text]"


def install(app):
    """Register the commands only the page can carry out (the clipboard, the focus, the snapshot)."""
    root = app.root

    def quiet(verb, run):
        commands.register(verb, lambda shell, verb, arg, form: run(arg), quiet=True)

    quiet("embed-copy", lambda arg: links.copy_embed_code(root, window))
    quiet("share-copy", lambda arg: links.copy_box(root, window, "#share-link", "#share-copied", t("copied.link")))
    quiet("transfer-copy", lambda arg: links.copy_box(root, window, "#transfer-text", "#transfer-copied", t("copied.text")))
    quiet("focus", lambda area: focus.focus_area(root, area))  # skip links and keys
    quiet("snapshot-clear", lambda arg: snapshot.forget_soon(app))
    keep_choice = commands.VERBS["start-faster"].run

    def start_faster(shell, verb, arg, form):  # the choice is kept (ui), then the snapshot made or deleted
        keep_choice(shell, verb, arg, form)
        snapshot.switched(app, arg)

    commands.register("start-faster", start_faster)


def form_of(root, cmd):
    """The form a command carries: the fields its entry in the table names, read from the page."""
    entry = commands.VERBS.get(cmd.partition(" ")[0])
    fields = entry.fields if entry is not None else None
    if fields is None:
        return None
    if isinstance(fields, str):
        return form_values(root, fields)
    boxes = {name: root.querySelector(selector) for name, selector in fields.items()}
    return {name: str(box.value) if present(box) else "" for name, box in boxes.items()}


def form_values(root, selector="#setup-form"):
    form = root.querySelector(selector)
    values = {}
    if not present(form):
        return values
    for el in form.querySelectorAll(FORM_CONTROLS):
        if not el.disabled:
            values[str(el.name)] = str(el.value)
    for box in form.querySelectorAll("details[data-field]"):  # a folded part stays as the player left it
        values[str(box.getAttribute("data-field"))] = "1" if box.open else ""
    return values
