"""JavaScript ``null``/``undefined`` as seen from Pyodide.

Pyodide 314 turns JS ``null`` into ``pyodide.ffi.jsnull`` (a ``JsNull`` object, not ``None``),
so ``querySelector(...) is None`` is never true. Everything here goes through :func:`present`.
"""


def present(value):
    """False for ``None``, JS ``null`` and JS ``undefined``."""
    return value is not None and type(value).__name__ not in ("JsNull", "JsUndefined")


def attr_text(el, name):
    """An element's attribute as a ``str``, or ``None`` when it is absent."""
    value = el.getAttribute(name)
    return str(value) if present(value) else None
