"""The "Embed this game" dialog: pick the settings, get an iframe snippet for a blog or wiki.

Pure. Its state lives in ``shell.dialog`` as ``{"kind": "embed", "game", "values", "slot"}``;
:func:`command` handles ``embed <game>`` and ``embed-change``; :func:`html` draws it (empty
when another dialog, or none, is open). The snippet's address is built only from validated
values (the game's own option choices, the bot levels, a random slot), so nothing typed by
anyone ends up in it.
"""

from ..core.protocol import BadOptions
from ..core.records import sentence_of
from ..i18n import t
from . import url_params
from ..drawing.html import attrs, button, esc


def is_open(shell):
    return bool(shell.dialog) and shell.dialog.get("kind") == "embed"


def command(shell, verb, arg, form=None):
    if verb == "embed" and arg in shell.games:
        game = shell.games[arg]
        values = {opt.id: opt.default for opt in game.options}
        values["bot"] = url_params.DEFAULT_BOT
        # A fresh save slot per snippet: two embeds pasted on one site never share a save.
        shell.open_dialog("embed", game=arg, values=values, slot=f"{shell.rng.getrandbits(32):08x}")
    elif verb == "embed-change" and is_open(shell):
        game = shell.games[shell.dialog["game"]]
        values = dict(shell.dialog["values"])
        for key, raw in (form or {}).items():
            opt = next((o for o in game.options if o.id == key), None)
            if opt is not None:
                value = opt.parse(raw)
                if opt.accepts(value):
                    values[key] = value
            elif key == "bot" and raw in url_params.OPPONENTS:
                values["bot"] = raw
        shell.open_dialog(**{**shell.dialog, "values": values})


def settings(shell):
    """``(game, options, bot, error)`` for the open dialog; options are valid for the game."""
    d = shell.dialog
    game = shell.games[d["game"]]
    values = d["values"]
    options = {opt.id: values.get(opt.id, opt.default) for opt in game.options}
    for opt in game.options:  # an option that only goes with other settings falls back to its default
        if _disabled(opt, options):
            options[opt.id] = opt.default
    try:
        return game, game.normalize_options(options), values.get("bot", url_params.DEFAULT_BOT), None
    except BadOptions as err:
        return game, game.normalize_options({}), values.get("bot", url_params.DEFAULT_BOT), sentence_of(err)


def _disabled(opt, values):
    return any(str(values.get(other)) not in [str(a) for a in allowed] for other, allowed in opt.only_with.items())


def _select(name, label, choices, value, disabled=False):
    opts = "".join(f"<option{attrs(value=str(v), selected=str(v) == str(value))}>{esc(lbl)}</option>" for v, lbl in choices)
    return f'<label class="field"><span>{esc(label)}</span><select{attrs(name=name, disabled=disabled)}>{opts}</select></label>'


def html(shell):
    if not is_open(shell):
        return ""
    game, options, bot, error = settings(shell)
    values = shell.dialog["values"]
    fields = [_select("bot", t("dialogs.embed.opponent"), list(url_params.OPPONENTS.items()), bot)]
    for opt in game.options:
        fields.append(_select(opt.id, opt.label, opt.choices, values.get(opt.id, opt.default), _disabled(opt, values)))
    url = url_params.embed_url(shell.site_url, game, options, bot, shell.dialog["slot"])
    snippet = url_params.iframe_snippet(url, game)
    body = (
        f'<p class="muted">{esc(t("dialogs.embed.intro", game=game.name))}</p>'
        f'<form id="embed-form" class="embed-form">{"".join(fields)}</form>'
        + (f'<p class="error" role="alert">{esc(error)}</p>' if error else "")
        + f'<label class="field"><span>{esc(t("dialogs.embed.paste"))}</span>'
        f'<textarea id="embed-code" class="embed-code" readonly rows="5" spellcheck="false">{esc(snippet)}</textarea></label>'
        f'<div class="row">{button(t("dialogs.embed.copy"), "embed-copy", class_="primary")}'
        f'<a class="button-link" href="{esc(url)}" target="_blank" rel="noopener">{esc(t("dialogs.embed.preview"))}</a>'
        f'{button(t("dialogs.close"), "close")}</div>'
        '<p id="embed-copied" class="muted" role="status" aria-live="polite"></p>'
    )
    return (
        '<div class="modal-backdrop"><div class="modal modal-wide" role="dialog" aria-modal="true" aria-labelledby="modal-title" data-dialog="embed">'
        f'<h2 id="modal-title">{esc(t("dialogs.embed.title", game=game.name))}</h2>{body}</div></div>'
    )
