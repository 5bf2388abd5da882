"""Small helpers to build HTML/SVG text safely. Every text goes through :func:`esc`."""

import re
from html import escape

from ..i18n import say


def esc(text):
    """``text`` escaped for HTML. A message (``i18n.msg``, or the plain dict it is after JSON) or
    a list of them is said in the language in use first."""
    return escape(say(text) if isinstance(text, (dict, list, tuple)) else str(text), quote=True)


def attrs(**kw):
    """``attrs(data_action="place c3", class_="sq")`` -> ``' data-action="place c3" class="sq"'``.

    ``None``/``False`` values are dropped; ``True`` gives a bare attribute."""
    out = []
    for key, value in kw.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def tag(name, body="", **kw):
    return f"<{name}{attrs(**kw)}>{body}</{name}>"


def button(label, cmd=None, action=None, **kw):
    return tag("button", esc(label), type="button", data_cmd=cmd, data_action=action, **kw)


def table_thing(inner, cls, label, action=None, ui=None, pressed=None, idle=None, active=None, **data):
    """A thing on the table (a card, a token): a ``<button>`` when it carries an action
    (``data-action``) or a UI message (``data-ui``), else a ``<span>``. ``inner`` is its
    picture (HTML, already safe); ``label`` its name (words read out, not shown); ``data``
    attributes of both (``data_card``, ``data_key``...); ``active`` more attributes of the
    button only; ``idle`` of the span only (``data_try``/``data_why``: what a click stands
    for when it cannot act, ``title``, ``role``...)."""
    if action or ui:
        # named by its content, not aria-label: the words read out, then the picture hidden from
        # assistive technology (its visible numbers would otherwise have to appear in the name,
        # WCAG 2.5.3); the picture's wrapper takes no room (CSS display: contents)
        return (f"<button{attrs(type='button', class_=cls, **data, data_action=action, data_ui=ui, aria_pressed=pressed, **(active or {}))}>"
                f'<span class="sr-only">{esc(label)}</span><span class="face" aria-hidden="true">{inner}</span></button>')
    return f"<span{attrs(class_=cls, **data, **(idle or {}))}>{inner}</span>"


_INERT = re.compile(r'\s(?:data-(?:key|action|ui|cmd|try|why|c|card|case)|tabindex)="[^"]*"')


def inert(html):
    """The markup without keys, actions or focus stops; buttons become plain boxes."""
    html = _INERT.sub("", html)
    html = re.sub(r"<button\b", "<span", html)
    return html.replace("</button>", "</span>")
