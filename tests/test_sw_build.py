"""The service worker's precache list, the web app manifest and the boot script (CPython only).

The list is derived from the folder by scripts/build_sw_manifest.py; these tests pin down that
it covers every file the page loads (a new py file included, with no manual step), that cache
names follow the pinned runtime versions and the app's content, and that URLs stay relative.
"""
from __future__ import annotations

import importlib.util
import json
import re
import shutil
import struct
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _load(name):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_mod = _load("build_sw_manifest")


def fake_site(tmp_path):
    """A minimal site folder: the app files copied, a two-file fake runtime."""
    site = tmp_path / "site"
    site.mkdir()
    for name in ("index.html", "pyscript.toml", "manifest.webmanifest", "sw.js"):
        shutil.copy2(ROOT / name, site / name)
    shutil.copytree(ROOT / "py", site / "py", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "static", site / "static", ignore=shutil.ignore_patterns("vendor", "sw-precache.js*"))
    vendor = site / "static" / "vendor"
    (vendor / "pyodide").mkdir(parents=True)
    (vendor / "pyodide" / "pyodide.mjs").write_text("// fake\n")
    (vendor / "versions.json").write_text('{"pyodide": "314.0.7", "pyscript": "0.7.31"}\n')
    (vendor / "manifest.json").write_text(json.dumps(
        {"pyodide": "314.0.7", "pyscript": "0.7.31", "files": ["versions.json", "manifest.json", "pyodide/pyodide.mjs"]}))
    return site


def test_every_file_the_page_loads_is_precached(tmp_path):
    site = fake_site(tmp_path)
    data = build_mod.build(site)
    app = [p for p, _ in data["app"]]
    config = tomllib.loads((site / "pyscript.toml").read_text())
    for src in config["files"]:  # every Python file PyScript fetches
        assert src.removeprefix("./") in app, src
    for url in re.findall(r'(?:src|href)="\./([^"]+)"', (site / "index.html").read_text()):
        if not url.startswith("static/vendor/"):
            assert url in app, url  # stylesheet, boot script, manifest, icons
    assert {"index.html", "pyscript.toml", "manifest.webmanifest", "static/js/boot.js"} <= set(app)
    assert all(not p.startswith(("static/vendor/", "/")) and p != build_mod.OUTPUT for p in app)
    assert [p for p, _ in data["runtime"]] == ["static/vendor/manifest.json", "static/vendor/pyodide/pyodide.mjs", "static/vendor/versions.json"]
    assert all(sri.startswith("sha256-") for _, sri in data["app"] + data["runtime"])


def test_editor_and_terminal_chunks_are_not_precached_but_the_boot_chunks_are(tmp_path):
    site = fake_site(tmp_path)
    files = ["versions.json", "manifest.json", "pyodide/pyodide.mjs", "pyscript/core.js", "pyscript/py-editor-X.js",
             "pyscript/codemirror_view-X.js", "pyscript/xterm-X.js", "pyscript/zip-X.js", "pyscript/mpy-X.js"]
    for f in files[2:]:
        (site / "static" / "vendor" / f).parent.mkdir(parents=True, exist_ok=True)
        (site / "static" / "vendor" / f).write_text("// fake\n")
    (site / "static" / "vendor" / "manifest.json").write_text(json.dumps({"pyodide": "314.0.7", "pyscript": "0.7.31", "files": files}))
    runtime = [p for p, _ in build_mod.build(site)["runtime"]]
    # py-editor-*.js is imported by PyScript at every boot, so it must be there; CodeMirror is not
    assert "static/vendor/pyscript/core.js" in runtime and "static/vendor/pyscript/py-editor-X.js" in runtime
    assert not any(name in p for p in runtime for name in ("codemirror", "xterm", "zip-", "mpy-"))


def test_cache_names_follow_the_pinned_runtime_and_the_app_content(tmp_path):
    site = fake_site(tmp_path)
    before = build_mod.build(site)
    assert before["caches"]["runtime"].startswith("runtime-pyodide-314.0.7-pyscript-0.7.31-")
    assert before["caches"]["app"] == f"app-{before['build']}"
    assert build_mod.build(site) == before  # deterministic

    (site / "py" / "vivarium" / "brand_new.py").write_text("X = 1\n")  # someone adds a module
    after = build_mod.build(site)
    # it travels in the modules' archive (one request), which is precached with its new hash
    assert "static/app/vivarium-py.zip" in [p for p, _ in after["app"]]
    assert not [p for p, _ in after["app"] if p.startswith("py/") and p != "py/main.py"]
    with zipfile.ZipFile(site / "static" / "app" / "vivarium-py.zip") as z:
        assert "vivarium/brand_new.py" in z.namelist() and z.read("vivarium/brand_new.py") == b"X = 1\n"
    assert after["build"] != before["build"] and after["caches"]["runtime"] == before["caches"]["runtime"]

    (site / "sw.js").write_text((site / "sw.js").read_text() + "\n// changed\n")
    assert build_mod.build(site)["build"] != after["build"]  # new worker logic, new caches


def test_write_is_a_no_op_when_nothing_changed_and_check_sees_staleness(tmp_path):
    site = fake_site(tmp_path)
    assert build_mod.write(site) is True
    assert build_mod.write(site) is False
    assert build_mod.main(["--root", str(site), "--check"]) == 0
    (site / "static" / "css" / "app.css").write_text("body{}\n")
    assert build_mod.main(["--root", str(site), "--check"]) == 1
    text = (site / build_mod.OUTPUT).read_text()
    assert text.startswith("// generated") and "self.VIVARIUM_PRECACHE = {" in text


def test_the_vendor_runtime_matches_the_pinned_versions():
    if not (ROOT / "static" / "vendor" / "manifest.json").exists():
        pytest.skip("static/vendor not built (scripts/vendor.sh)")
    pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
    data = build_mod.build(ROOT)
    assert data["versions"] == {"pyodide": pins["pyodide"], "pyscript": pins["@pyscript/core"]}
    assert "static/vendor/pyodide/pyodide.asm.wasm" in [p for p, _ in data["runtime"]]


def test_service_worker_and_boot_script_use_relative_urls_only():
    sw = (ROOT / "sw.js").read_text()
    boot = (ROOT / "static" / "js" / "boot.js").read_text()
    assert 'importScripts("./static/sw-precache.js")' in sw
    assert 'register("./sw.js"' in boot and 'CORE = "./static/vendor/pyscript/core.js"' in boot
    for text in (sw, boot):
        assert not re.search(r"""["'`]/[A-Za-z]""", text), "absolute path"
        assert "://" not in text.replace("https://", "")  # no hosts
    index = (ROOT / "index.html").read_text()
    assert '<script src="./static/js/boot.js"></script>' in index and 'rel="manifest" href="./manifest.webmanifest"' in index
    assert 'src="./static/vendor/pyscript/core.js"' not in index  # boot.js loads it, after the update check


def _png_size(path):
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", head[16:24])


def test_web_app_manifest_is_installable_shaped():
    m = json.loads((ROOT / "manifest.webmanifest").read_text())
    assert m["name"] and m["short_name"] == "Vivarium" and m["display"] == "standalone"
    assert m["start_url"] == "./" and m["scope"] == "./" and m["theme_color"] == "#2f5d50"
    sizes = {}
    for icon in m["icons"]:
        assert not icon["src"].startswith(("/", "http"))
        path = ROOT / icon["src"]
        assert path.is_file(), icon["src"]
        if icon["type"] == "image/png":
            w, h = _png_size(path)
            assert icon["sizes"] == f"{w}x{h}"
            sizes.setdefault(icon.get("purpose", "any"), set()).add(w)
    assert {192, 512} <= sizes["any"] and 512 in sizes["maskable"]
    theme = re.search(r'<meta name="theme-color" content="([^"]+)">', (ROOT / "index.html").read_text()).group(1)
    assert theme == m["theme_color"]
