#!/usr/bin/env bash
# Vendor the pinned browser runtime: node_modules -> static/vendor/ (generated, gitignored).
#   static/vendor/pyscript/   @pyscript/core/dist minus *.map (chunk names change per release)
#   static/vendor/pyodide/    the core Pyodide runtime (PyScript derives indexURL from this folder)
#   static/vendor/segno/      the pinned segno wheel (QR codes of invitation links, issue 24),
#                             loaded by the page only when an invitation is first shown
#   static/vendor/versions.json, manifest.json (file list, e.g. for a service-worker precache)
#   <file>.gz beside the runtime's text-like files (served compressed by scripts/serve.py)
# Idempotent: npm ci only when node_modules is missing/stale; copy only when the stamp is stale.
set -euo pipefail
SEGNO_VERSION=1.6.6  # as requirements-dev.txt
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."

command -v npm >/dev/null || { echo "vendor.sh: npm not found (needs Node.js 20+ and npm)" >&2; exit 1; }

# 1. node_modules, exactly as package-lock.json says.
ci_stamp=node_modules/.vivarium-npm-ci
if [ ! -f "$ci_stamp" ] || [ package-lock.json -nt "$ci_stamp" ]; then
  npm ci --no-audit --no-fund --loglevel=error
  touch "$ci_stamp"
fi

# 2. Skip the copy when static/vendor was built from this lock file (and this script).
want=$(cat package-lock.json "$here/vendor.sh" | sha256sum | cut -d' ' -f1)
if [ "$(cat static/vendor/.stamp 2>/dev/null || true)" = "$want" ]; then
  echo "vendor: static/vendor is up to date"
  exit 0
fi

# Build in a temp dir and swap it in, so an interrupted run never leaves a half-filled vendor/.
tmp=static/.vendor.tmp.$$
trap 'rm -rf "$tmp"' EXIT
rm -rf "$tmp" && mkdir -p "$tmp/pyscript" "$tmp/pyodide" "$tmp/segno"
find node_modules/@pyscript/core/dist -maxdepth 1 -type f ! -name '*.map' -exec cp -p {} "$tmp/pyscript/" \;
for f in pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json; do
  cp -p "node_modules/pyodide/$f" "$tmp/pyodide/"
done

# The QR code library: a pure-Python wheel, fetched with pip (pinned, no dependencies).
py=python3; [ -x .venv/bin/python ] && py=.venv/bin/python
"$py" -m pip download "segno==$SEGNO_VERSION" --no-deps --only-binary=:all: -q -d "$tmp/segno"
wheel=$(cd "$tmp/segno" && ls segno-*.whl)
printf '{"wheel": "%s", "version": "%s"}\n' "$wheel" "$SEGNO_VERSION" > "$tmp/segno/wheel.json"

# 3. versions.json from the installed packages; manifest.json lists every vendored file (itself too).
node -e '
  const fs = require("fs"), path = require("path"), out = process.argv[1];
  const v = (p) => require(path.resolve("node_modules", p, "package.json")).version;
  const segno = JSON.parse(fs.readFileSync(path.join(out, "segno", "wheel.json"), "utf8")).version;
  const versions = { pyodide: v("pyodide"), pyscript: v("@pyscript/core"), segno };
  fs.writeFileSync(path.join(out, "versions.json"), JSON.stringify(versions, null, 2) + "\n");
  const files = ["versions.json", "manifest.json"];
  for (const d of ["pyscript", "pyodide", "segno"])
    for (const f of fs.readdirSync(path.join(out, d)).sort()) files.push(d + "/" + f);
  fs.writeFileSync(path.join(out, "manifest.json"), JSON.stringify({ ...versions, files }, null, 2) + "\n");
' "$tmp"

# 4. Precompressed copies of the runtime's text-like files (<file>.gz beside each, not in the
#    manifest): a server that compresses as static hosts do (scripts/serve.py, the benchmark's)
#    sends them instead of gzipping ~10 MB on a first request. -n: the same bytes every time.
find "$tmp" -type f \( -name '*.wasm' -o -name '*.mjs' -o -name '*.js' -o -name '*.json' -o -name '*.css' \) -size +1k -exec gzip -9 -k -n {} \;

echo "$want" > "$tmp/.stamp"
rm -rf static/vendor && mv "$tmp" static/vendor
echo "vendor: static/vendor ready ($(tr -d ' \n' < static/vendor/versions.json))"
