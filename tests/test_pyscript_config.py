"""Static checks of the browser configuration (CPython only; no browser needed)."""
from __future__ import annotations

import importlib.util
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LOCAL_INTERPRETER = "./static/js/snap-loader.mjs"  # re-exports the vendored Pyodide (issue 25)
CDN_RE = re.compile(r"(?:https?:)?//[^\s\"'<>()]*(?:jsdelivr|unpkg|cdnjs|pyscript\.net)", re.IGNORECASE)
TEXT_SUFFIXES = {".html", ".htm", ".js", ".mjs", ".css", ".json", ".webmanifest", ".toml", ".svg", ".txt", ".py"}


def _load_sync_module():
    path = ROOT / "scripts" / "sync_pyscript_files.py"
    spec = importlib.util.spec_from_file_location("sync_pyscript_files", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


sync_mod = _load_sync_module()


def _config() -> dict:
    path = ROOT / "pyscript.toml"
    assert path.exists(), "pyscript.toml is missing; run: python3 scripts/sync_pyscript_files.py"
    return tomllib.loads(path.read_text(encoding="utf-8"))


def test_files_table_lists_every_py_file():
    diff = sync_mod.check(ROOT)
    assert not diff, "pyscript.toml [files] is out of date; run: python3 scripts/sync_pyscript_files.py\n" + diff


def test_the_modules_archive_holds_every_module_of_the_package():
    import io
    import sys
    import zipfile

    sys.path.insert(0, str(ROOT / "scripts"))
    import build_app_archive

    names = zipfile.ZipFile(io.BytesIO(build_app_archive.build(ROOT))).namelist()
    want = sorted(p.relative_to(ROOT / "py").as_posix() for p in (ROOT / "py" / "vivarium").rglob("*.py") if "__pycache__" not in p.parts)
    assert names == want and "vivarium/web/app.py" in names
    assert build_app_archive.build(ROOT) == build_app_archive.build(ROOT)  # deterministic: same sources, same bytes


def test_interpreter_is_the_vendored_pyodide():
    # Without this key PyScript silently loads Pyodide from a CDN. Our loader (snapshot starts)
    # imports the vendored Pyodide and nothing else, and so does the worker that makes snapshots.
    assert _config().get("interpreter") == LOCAL_INTERPRETER
    for name in ("snap-loader.mjs", "snap-maker.mjs"):
        source = (ROOT / "static" / "js" / name).read_text(encoding="utf-8")
        imports = re.findall(r'^import .* from "([^"]+)";', source, re.M)
        assert imports == ["../vendor/pyodide/pyodide.mjs"], (name, imports)


def test_no_packages_key():
    # `packages` makes PyScript load micropip, which the npm pyodide package does not ship.
    assert not _config().get("packages"), "pure-Python code ships through [files], not `packages`"


def _site_text_files():
    yield from sorted(ROOT.glob("*.html"))
    yield ROOT / "pyscript.toml"
    static = ROOT / "static"
    vendor = static / "vendor"  # generated third-party runtime; guarded at run time by the e2e network guard
    if static.is_dir():
        for p in sorted(static.rglob("*")):
            if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES and vendor not in p.parents:
                yield p


def test_no_cdn_urls_in_site_files():
    hits = []
    for path in _site_text_files():
        if not path.exists():
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            for m in CDN_RE.finditer(line):
                hits.append(f"{path.relative_to(ROOT)}:{n}: {m.group(0)}")
    assert not hits, "CDN URLs found (everything must be served from this folder):\n" + "\n".join(hits)


@pytest.mark.parametrize("before", [
    "",
    'interpreter = "x"\n',
    '# c\ninterpreter = "x"\n\n[files]\n"./py/gone.py" = "./gone.py"\n\n# about splashscreen\n[splashscreen]\nautoclose = true\n',
])
def test_sync_rewrites_only_the_files_table(before):
    files = {"./py/a.py": "./a.py", "./py/pkg/__init__.py": "./pkg/__init__.py"}
    after = sync_mod.rewrite(before, files)
    assert tomllib.loads(after)["files"] == files
    assert sync_mod.rewrite(after, files) == after  # idempotent
    old = tomllib.loads(before)
    new = tomllib.loads(after)
    old.pop("files", None), new.pop("files", None)
    assert new == old  # everything else preserved
    assert "# about splashscreen" in after if "# about splashscreen" in before else True
