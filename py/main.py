"""PyScript entry point: start the Vivarium app, or show a readable boot error."""

import hashlib
import importlib
import os
import sys
import types

from pyscript import document

status = document.getElementById("boot-status")
if status is not None:
    status.textContent = "Starting the games…"


def app_sources(top="vivarium"):
    """``[(path, text)]`` of the app's modules as PyScript wrote them here, sorted by path."""
    found = []
    for folder, dirs, files in os.walk(top):
        dirs.sort()
        found.extend(os.path.join(folder, name) for name in files if name.endswith(".py"))
    out = []
    for path in sorted(found):
        with open(path, encoding="utf-8") as f:
            out.append((path.replace(os.sep, "/"), f.read()))
    return out


def build_id(sources):
    """The id of this set of sources: a snapshot made from other sources is not this build."""
    digest = hashlib.sha256()
    for path, text in sources:
        digest.update(path.encode() + b"\0" + text.encode("utf-8") + b"\0")
    return digest.hexdigest()[:16]


# A start from a memory snapshot (static/js/snap-loader.mjs) finds the app's modules already
# imported. They are used only when the snapshot was made from these very sources; otherwise
# they are dropped and imported afresh from the files (the page then makes a new snapshot).
# A plain start (no snapshot) does not read and hash the sources now: the build id is worked out
# when a snapshot is made, seconds after the page is up (web/snapshot.py calls build_id()).
KEPT = getattr(sys.modules.get("vivarium"), "SNAPSHOT_BUILD", None)
BUILD = build_id(app_sources()) if KEPT is not None else None
if KEPT is not None and KEPT != BUILD:
    for name in [n for n in sys.modules if n == "vivarium" or n.startswith("vivarium.")]:
        del sys.modules[name]
    importlib.invalidate_caches()
_built = {"id": BUILD}


def _build_id():
    if _built["id"] is None:
        _built["id"] = build_id(app_sources())
    return _built["id"]


sys.modules["vivarium_boot"] = types.SimpleNamespace(
    build_id=_build_id, snapshot=("none" if KEPT is None else "fresh" if KEPT == BUILD else "stale"), sources=app_sources)

try:
    from vivarium.web.app import start

    APP = start()
except Exception as err:  # show what went wrong instead of a blank page
    import traceback

    box = document.getElementById("boot-error")
    box.textContent = f"Vivarium could not start: {type(err).__name__}: {err}\n\n{traceback.format_exc()}"
    box.hidden = False
    document.body.setAttribute("data-boot-error", "1")
    raise
