"""A start in each browser engine (issue 37): Chromium, Firefox and WebKit, side by side.

Not a test: figures, written to docs/bench-engines.md and .json with the machine's load
average at the start and the end. For each engine, ``--profiles`` fresh profiles (the site
served under a sub-path with the service worker allowed), and in each:

- **cold**: the first visit, nothing cached;
- **returning**: ``--visits`` later visits, the service worker serving the files, Start faster
  off (every visit starts Python from the beginning);
- **snapshot**: ``--visits`` later visits with Start faster on, once its snapshot is kept.

Each visit reports where its time went, from the page's own User Timing marks:
``vivarium:pyodide-start`` (static/js/snap-loader.mjs: the page, boot.js and PyScript's core
are up), ``vivarium:pyodide-ready`` (Pyodide has started: the runtime's download, the wasm
compile, the interpreter and its standard library; or the snapshot restored) and
``vivarium:ready`` (web/app.py: PyScript's own start, the app's archive, our imports and the
first screen -- "our Python"). Beside them, the engine alone: ``WebAssembly.compile`` of
Pyodide's 9 MB module, timed in the page (median of three).

    .venv/bin/python scripts/bench_engines.py                       # all three engines
    .venv/bin/python scripts/bench_engines.py --engines webkit --profiles 1 --visits 2

Uses what scripts/test.sh installs (Debian chromium, firefox-esr, webkit2gtk-driver, xvfb;
Playwright, marionette-driver, Selenium). Stop other browsers and tournaments first: the
figures are only as quiet as the machine.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "py"), str(ROOT / "e2e")]

import bench  # noqa: E402  (the load average, the machine, Chromium's path and flags)
import site_server  # noqa: E402

PREFIX = "/vivarium/"
PREF = "vivarium.v1.pref.start-faster"
ENGINES = ("chromium", "firefox", "webkit")
BOOT_S = 120
MAKE_S = 180

FIGURES_JS = """
const mark = n => { const e = performance.getEntriesByName(n)[0]; return e ? e.startTime : null; };
const res = s => performance.getEntriesByType('resource').find(e => new URL(e.name).pathname.endsWith(s));
const wasm = res('/pyodide.asm.wasm');
return {ready: mark('vivarium:ready'), pyodide_start: mark('vivarium:pyodide-start'),
        pyodide_ready: mark('vivarium:pyodide-ready'), wasm_arrived: wasm ? wasm.responseEnd : null,
        path: document.documentElement.dataset.boot || null,
        archives: performance.getEntriesByType('resource').filter(e => e.name.endsWith('/static/app/vivarium-py.zip')).length};
"""

COMPILE_JS = """
const done = arguments[arguments.length - 1];
(async () => {
  const bytes = await (await fetch('static/vendor/pyodide/pyodide.asm.wasm')).arrayBuffer();
  const times = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await WebAssembly.compile(bytes);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[1];
})().then(done, err => done(null));
"""

READY_JS = "return Boolean(document.body && document.body.dataset.ready === '1');"
MADE_JS = "return document.documentElement.dataset.snapshot || null;"


def log(msg):
    print(msg, file=sys.stderr, flush=True)


class Chromium:
    """Debian's Chromium through Playwright, a persistent profile of its own."""

    def __init__(self):
        from playwright.sync_api import sync_playwright

        self.pw = sync_playwright().start()
        self.profile = tempfile.mkdtemp(prefix="vivarium-bench-chromium-")
        self.ctx = self.pw.chromium.launch_persistent_context(
            self.profile, executable_path=bench.find_chromium(), args=bench.CHROMIUM_ARGS, headless=True,
            service_workers="allow")
        self.page = self.ctx.new_page()

    def go(self, url):
        self.page.goto("about:blank")
        self.page.goto(url, wait_until="commit")

    def run(self, script):
        return self.page.evaluate(f"() => {{ {script} }}")

    def run_async(self, script):
        body = script.replace("const done = arguments[arguments.length - 1];", "")
        body = body.replace(".then(done, err => done(null));", "")
        return self.page.evaluate(f"async () => {{ try {{ return await {body.strip().rstrip(';')}; }} catch (e) {{ return null; }} }}")

    def close(self):
        import shutil

        try:
            self.ctx.close()
        finally:
            self.pw.stop()
            shutil.rmtree(self.profile, ignore_errors=True)


class Firefox:
    """Debian's firefox-esr through Marionette (e2e/firefox_driver.py)."""

    def __init__(self):
        import firefox_driver as F

        self.F = F
        self.browser = F.Firefox(F.require_firefox())
        self.m = self.browser.m
        self.m.timeout.page_load = BOOT_S
        self.m.timeout.script = 60

    def go(self, url):
        self.m.navigate("about:blank")
        self.m.navigate(url)

    def run(self, script):
        return self.F.js(self.m, script)

    def run_async(self, script):
        return self.m.execute_async_script(script, script_timeout=60_000)

    def close(self):
        self.browser.close()


class WebKit:
    """Debian's WebKitGTK through WebKitWebDriver and Selenium on an Xvfb screen (e2e/webkit_driver.py)."""

    def __init__(self):
        import webkit_driver as W

        why = W.missing()
        if why:
            raise SystemExit(f"bench_engines: {why}")
        self.browser = W.WebKit()
        self.d = self.browser.d
        self.d.set_page_load_timeout(BOOT_S)
        self.d.set_script_timeout(60)

    def go(self, url):
        self.d.get("about:blank")
        self.d.get(url)

    def run(self, script):
        return self.d.execute_script(script)

    def run_async(self, script):
        return self.d.execute_async_script(script)

    def close(self):
        self.browser.close()


def wait(engine, script, timeout, what):
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = engine.run(script)
            if value:
                return value
        except Exception:  # a document being replaced
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} not seen after {timeout} s")
        time.sleep(0.1)


def visit(engine, url):
    """Open ``url`` and return its figures once the app is up."""
    engine.go(url)
    wait(engine, READY_JS, BOOT_S, "the app")
    deadline = time.monotonic() + 10
    while True:  # the ready mark follows data-ready within the same task; give the page a breath
        figures = engine.run(FIGURES_JS)
        if figures["ready"] is not None or time.monotonic() > deadline:
            return figures
        time.sleep(0.1)


def phases(f):
    """A visit's figures as its phases, in ms."""
    def gap(a, b):
        return round(f[b] - f[a]) if f.get(a) is not None and f.get(b) is not None else None
    return {"ready": round(f["ready"]) if f.get("ready") is not None else None,
            "to_pyodide": round(f["pyodide_start"]) if f.get("pyodide_start") is not None else None,
            "pyodide": gap("pyodide_start", "pyodide_ready"), "our_python": gap("pyodide_ready", "ready"),
            "path": f.get("path"), "archives": f.get("archives")}


def profile_run(kind, site, visits):
    """One fresh profile: cold, returning (Start faster off), snapshot (on)."""
    engine = {"chromium": Chromium, "firefox": Firefox, "webkit": WebKit}[kind]()
    out = {"cold": [], "returning": [], "snapshot": [], "compile_ms": None}
    try:
        engine.go(site.url + "bench-blank.html")
        engine.run(f"localStorage.setItem('{PREF}', 'off'); return true;")
        out["cold"].append(phases(visit(engine, site.url)))
        for _ in range(visits):
            out["returning"].append(phases(visit(engine, site.url)))
        engine.run(f"localStorage.setItem('{PREF}', 'on'); return true;")
        visit(engine, site.url)
        made = wait(engine, MADE_JS, MAKE_S, "the snapshot")
        out["snapshot_made"] = made
        if made == "made":
            for _ in range(visits):
                out["snapshot"].append(phases(visit(engine, site.url)))
        compiled = engine.run_async(COMPILE_JS)
        out["compile_ms"] = round(compiled) if compiled is not None else None
    finally:
        engine.close()
    return out


def med(rows, key):
    values = [r[key] for r in rows if r.get(key) is not None]
    return round(statistics.median(values)) if values else None


def summary(runs):
    table = {}
    for kind in ("cold", "returning", "snapshot"):
        rows = [r for run in runs for r in run[kind]]
        table[kind] = {key: med(rows, key) for key in ("ready", "to_pyodide", "pyodide", "our_python")}
        table[kind]["n"] = len(rows)
        table[kind]["paths"] = sorted({r["path"] for r in rows if r.get("path")})
        table[kind]["archives"] = max((r["archives"] or 0 for r in rows), default=None)
    compiles = [run["compile_ms"] for run in runs if run.get("compile_ms") is not None]
    table["compile_ms"] = round(statistics.median(compiles)) if compiles else None
    return table


def markdown(result):
    s = lambda ms: "–" if ms is None else f"{ms / 1000:.2f} s"  # noqa: E731
    lines = [
        "# A start in each engine (scripts/bench_engines.py)",
        "",
        f"Measured {result['date']} on {result['machine']['cpu']} ({result['machine']['cores']} cores), "
        f"{result['machine']['os']}. Load average {result['load_start']} at the start, {result['load_end']} at the end. "
        f"{result['profiles']} fresh profile(s) per engine, {result['visits']} returning and {result['visits']} snapshot "
        "visits in each; medians.",
        "",
        "Phases, from the page's User Timing marks: *to Pyodide* = the page, boot.js and PyScript's core up "
        "(`vivarium:pyodide-start`); *Pyodide* = Pyodide's own start (the runtime's download on a cold visit, the wasm "
        "compile, the interpreter and its standard library), or the snapshot restored; *our Python* = PyScript's "
        "start, the app's archive, our imports and the first screen (`vivarium:ready`). *wasm compile* = "
        "`WebAssembly.compile` of pyodide.asm.wasm alone, in the page (the engine's, not ours).",
        "",
        "| engine | visit | ready | to Pyodide | Pyodide | our Python | boot path | archive fetched |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for kind, table in result["engines"].items():
        for visit_kind in ("cold", "returning", "snapshot"):
            row = table[visit_kind]
            if not row["n"]:
                lines.append(f"| {kind} | {visit_kind} | – | – | – | – | not kept | – |")
                continue
            lines.append(f"| {kind} | {visit_kind} | {s(row['ready'])} | {s(row['to_pyodide'])} | {s(row['pyodide'])} | "
                         f"{s(row['our_python'])} | {', '.join(row['paths'])} | {row['archives']}× |")
    lines += ["", "| engine | wasm compile (9 MB) |", "|---|---|"]
    for kind, table in result["engines"].items():
        lines.append(f"| {kind} | {s(table['compile_ms'])} |")
    lines.append("")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engines", default=",".join(ENGINES))
    ap.add_argument("--profiles", type=int, default=2)
    ap.add_argument("--visits", type=int, default=3)
    ap.add_argument("--out", default=str(ROOT / "docs" / "bench-engines"))
    args = ap.parse_args(argv)
    result = {"date": time.strftime("%Y-%m-%d"), "machine": bench.machine(), "load_start": bench.loadavg(),
              "profiles": args.profiles, "visits": args.visits, "engines": {}, "runs": {}}
    log(f"load average at the start: {result['load_start']}")
    with tempfile.TemporaryDirectory() as tmp:
        root = site_server.copy_site(Path(tmp) / "site")
        (root / "bench-blank.html").write_text("<!doctype html><title>blank</title>\n", encoding="utf-8")
        site = site_server.SiteServer(root, prefix=PREFIX).start()
        try:
            for kind in [e for e in args.engines.split(",") if e]:
                runs = []
                for i in range(args.profiles):
                    log(f"{kind}: profile {i + 1} of {args.profiles}")
                    runs.append(profile_run(kind, site, args.visits))
                result["runs"][kind] = runs
                result["engines"][kind] = summary(runs)
                log(f"{kind}: {json.dumps(result['engines'][kind])}")
        finally:
            site.stop()
    result["load_end"] = bench.loadavg()
    log(f"load average at the end: {result['load_end']}")
    Path(args.out + ".json").write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    Path(args.out + ".md").write_text(markdown(result), encoding="utf-8")
    print(markdown(result))


if __name__ == "__main__":
    main()
