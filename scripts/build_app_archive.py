#!/usr/bin/env python3
"""Write static/app/vivarium-py.zip: the app's Python modules (py/vivarium/**) in one archive.

    python3 scripts/build_app_archive.py           # (re)write it; no-op when nothing changed
    python3 scripts/build_app_archive.py --check   # exit 1 when it is missing or out of date

PyScript unpacks it into the interpreter's folder (pyscript.toml: ``"./static/app/vivarium-py.zip"
= "./*"``), so a visit fetches one compressed file instead of a hundred-odd modules one by one
(issue 25: a lighter first boot). ``py/main.py`` stays a file of its own: it is the page's
script. The archive is deterministic (sorted names, fixed dates), so the same sources give the
same bytes and the service worker's build id only changes when a module does.

Nobody runs this by hand: scripts/build_sw_manifest.py builds it first (serve.sh, test.sh and
scripts/serve.py run that), and the e2e server fixture does too. Gitignored.
"""
from __future__ import annotations

import argparse
import io
import os
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = "static/app/vivarium-py.zip"
PACKAGE = "vivarium"
FIXED_DATE = (1980, 1, 1, 0, 0, 0)


def sources(root: Path = ROOT) -> list[Path]:
    """Every module of the package under root/py, sorted (no caches, no hidden files)."""
    py = root / "py"
    top = py / PACKAGE
    if not top.is_dir():
        return []
    return sorted(p for p in top.rglob("*.py")
                  if p.is_file() and not any(part.startswith(".") or part == "__pycache__" for part in p.relative_to(py).parts))


def build(root: Path = ROOT) -> bytes:
    """The archive's bytes: ``vivarium/...py`` entries, deflated, in a fixed order and date."""
    py = root / "py"
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for path in sources(root):
            info = zipfile.ZipInfo(path.relative_to(py).as_posix(), date_time=FIXED_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, path.read_bytes())
    return buf.getvalue()


def write(root: Path = ROOT) -> bool:
    """Rewrite root/static/app/vivarium-py.zip if its bytes changed. True when it did."""
    data = build(root)
    out = root / OUTPUT
    if out.is_file() and out.read_bytes() == data:
        return False
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f"{out.name}.{os.getpid()}.tmp")  # test workers may build it at once
    tmp.write_bytes(data)
    tmp.replace(out)
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when the archive is missing or out of date")
    ap.add_argument("--root", type=Path, default=ROOT)
    args = ap.parse_args(argv)
    out = args.root / OUTPUT
    if args.check:
        ok = out.is_file() and out.read_bytes() == build(args.root)
        if not ok:
            print(f"{OUTPUT} is out of date; run: python3 scripts/build_app_archive.py", file=sys.stderr)
        return 0 if ok else 1
    changed = write(args.root)
    print(f"{OUTPUT}: {'written' if changed else 'up to date'} ({out.stat().st_size:,} bytes, {len(sources(args.root))} modules)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
