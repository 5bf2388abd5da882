"""Small helpers to build HTML/SVG text safely. Every text goes through :func:`esc`."""

from html import escape


def esc(text):
    return escape(str(text), quote=True)


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
