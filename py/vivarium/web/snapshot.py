"""Start faster (issue 25): keep a memory snapshot of the started interpreter, made after the
page is up, in a worker (static/js/snap-loader.mjs ``make``), never while the player waits.

What the loader did at this start is ``globalThis.vivariumSnapshot`` (path, size, restore
time); ``main.py`` says whether the kept snapshot was made from these sources
(``vivarium_boot.snapshot``: ``none`` / ``fresh`` / ``stale``). This module decides whether to
make one, asks the loader, and hands the facts to the pure panel (ui/storage_panel.py) through
``shell.snapshot``. Storage that refuses the write is no error to the player: no snapshot.
"""

import asyncio
import sys

from pyodide.ffi import to_js
from pyscript import document, window

from .jsvalues import present

PREF = "start-faster"  # "off" turns it off; read by the loader before Python starts
# its value once this browser was seen not to keep a snapshot (written, then not found: a
# private window, issue 37): on, said once in the panel, and not made again on every visit
UNKEPT = "unkept"
IDLE_DELAY = 2.0  # seconds after the page is up before the worker starts


def loader():
    info = getattr(window, "vivariumSnapshot", None)
    return info if present(info) else None


def boot_facts():
    """What this start was, for the panel and the page's diagnostics."""
    info = loader()
    boot = sys.modules.get("vivarium_boot")
    cache = str(info.cache) if info is not None and present(getattr(info, "cache", None)) else None
    facts = {"available": info is not None and cache in ("ok", None) and _has_caches(), "cache": cache,
             "path": str(info.path) if info is not None else "plain",
             "size": int(info.size or 0) if info is not None else 0,
             "restore_ms": int(info.restoreMs) if info is not None and present(info.restoreMs) else None,
             "sources": getattr(boot, "snapshot", "none"),
             "making": False, "made": None, "error": str(info.error) if info is not None and present(info.error) else None}
    facts["kept"] = facts["path"] == "snapshot"
    facts["on"] = None  # filled in by start(): the preference, read through the shell's store
    if facts["path"] == "snapshot" and facts["sources"] == "stale":
        facts["path"] = "snapshot-stale"  # the runtime came from it, the app's modules did not
    return facts


def _has_caches():
    """Whether this page has Cache Storage: reading ``window.caches`` may itself throw (a
    sandboxed iframe, a locked-down browser), which is a no (issue 34)."""
    try:
        return present(getattr(window, "caches", None))
    except Exception:
        return False


def mark(facts):
    html = document.documentElement
    html.setAttribute("data-boot", facts["path"])
    if facts["made"] is not None:  # for the benchmark and the tests: what making it gave
        html.setAttribute("data-snapshot-ms", str(facts.get("make_ms", 0)))
        html.setAttribute("data-snapshot-size", str(facts.get("size", 0)))
        html.setAttribute("data-snapshot", "made" if facts["made"] else "failed")


def is_on(shell):
    """Start faster is on by default; a browser driven by automation (tests, benchmarks:
    ``navigator.webdriver``) keeps no snapshot unless asked, so thirty-odd megabytes and a
    second interpreter are not made behind every test."""
    value = shell.store.get_pref(PREF)
    if value in ("on", "off"):
        return value == "on"
    return not bool(getattr(window.navigator, "webdriver", False))


def wanted(shell, facts):
    """Make one now? Only when on, possible, and this start did not come from a good one."""
    if not facts["available"] or not is_on(shell) or shell.embed:
        return False
    if shell.store.get_pref(PREF) == UNKEPT:
        return False
    return facts["path"] != "snapshot"


async def make_soon(app):
    """After the page is up and idle: make the snapshot in a worker, then tell the panel."""
    shell = app.shell
    facts = shell.snapshot
    if not wanted(shell, facts):
        if facts and facts["available"] and not shell.embed and shell.store.get_pref(PREF) == UNKEPT:
            document.documentElement.setAttribute("data-snapshot", UNKEPT)  # said in the panel, not made again
        return
    await asyncio.sleep(IDLE_DELAY)
    if not wanted(shell, shell.snapshot):
        return
    boot = sys.modules.get("vivarium_boot")
    if boot is None:
        return
    sources = boot.sources()
    # what this page imported, and every game (a visit imports a game when it opens it; a start
    # from the snapshot has them all ready)
    from ..games import IDS, module_names

    modules = sorted({n for n in sys.modules if (n == "vivarium" or n.startswith("vivarium.")) and not n.startswith("vivarium.web")}
                     | {m for gid in IDS for m in module_names(gid)})
    facts["making"] = True
    try:
        result = await loader().make(boot.build_id(), to_js([list(pair) for pair in sources]), to_js(modules))
        ok = bool(result.ok)
        facts.update(made=ok, making=False, size=int(result.size or 0) if ok else 0,
                     make_ms=int(result.ms or 0), error=None if ok else str(result.error))
        if not ok and bool(getattr(result, "unkept", False)):
            shell.store.set_pref(PREF, UNKEPT)
    except Exception as err:  # no worker, storage refused, a private API gone: a normal start next time
        facts.update(made=False, making=False, error=f"{type(err).__name__}: {err}")
    if facts["made"]:
        facts["kept"] = True
    mark(facts)
    app.refresh_keep_notes()


async def forget(app):
    """Delete the kept snapshot (Clear, or Start faster turned off)."""
    info = loader()
    if info is not None:
        try:
            await info.forget()
        except Exception:
            pass
    app.shell.snapshot.update(kept=False, size=0)
    app.refresh_keep_notes()


def switched(app, arg):
    """``start-faster on|off`` (after the command kept the choice): make or delete the snapshot."""
    facts = app.shell.snapshot
    if facts and arg:
        facts["on"] = arg == "on"
    if arg == "off":
        asyncio.ensure_future(forget(app))
    elif arg == "on":
        asyncio.ensure_future(make_soon(app))


def forget_soon(app):
    """Clear: delete the kept snapshot (in the background)."""
    asyncio.ensure_future(forget(app))
