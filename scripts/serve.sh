#!/usr/bin/env bash
# Serve the repo root (= the site root) at http://127.0.0.1:${PORT:-8000}/ for local play.
# First run vendors the runtime (npm ci + copy into static/vendor). All site paths are relative,
# so the same folder also works under any sub-path (e.g. GitHub Pages project sites).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."
PORT=${PORT:-8000}

# First run on a fresh Debian machine: Node.js/npm are needed once, to vendor the runtime.
if ! command -v npm >/dev/null; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y npm
fi
bash scripts/vendor.sh
# Warn (don't fail) when pyscript.toml's [files] no longer matches py/.
python3 scripts/sync_pyscript_files.py --check >/dev/null 2>&1 ||
  echo "warning: pyscript.toml [files] is out of date; run: python3 scripts/sync_pyscript_files.py" >&2

# The service worker's precache list (static/sw-precache.js, gitignored); serve.py also rebuilds it
# whenever the browser asks for it, so edited files reach the page on the next reload.
python3 scripts/build_sw_manifest.py
exec python3 scripts/serve.py --port "$PORT" --bind 127.0.0.1
