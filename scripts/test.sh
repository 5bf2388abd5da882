#!/usr/bin/env bash
# The one command that runs every test (CPython tests/ + Playwright e2e/ in Debian chromium,
# one smoke test in Debian firefox-esr driven by Marionette, one in Debian's WebKitGTK driven by
# Selenium through webkit2gtk-driver on a virtual screen from xvfb).
# Works on a fresh Debian machine (CI runs it as root with no stdin). mypy runs first (the typed
# game contract, pyproject.toml [tool.mypy]): any error stops the run (exit 1); else exit code = pytest's.
#   bash scripts/test.sh                  # everything: tests/ and e2e/, on two workers
#   bash scripts/test.sh tests -k rng     # any pytest arguments (one worker unless -n is given)
#   bash scripts/test.sh --under-load     # everything, beside two busy processes (a loaded machine)
# VIVARIUM_TEST_WORKERS=N sets the workers of the full run (1: one process, no pytest-xdist).
# Never runs `playwright install`: the browsers are Debian's chromium (/usr/bin/chromium) and firefox-esr.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

# --under-load: the same run beside two processes that keep two cores busy the whole time (a
# test must not depend on the machine's speed); they stop when the run does, however it ends.
if [ "${1:-}" = "--under-load" ]; then
  shift
  busy=()
  for _ in 1 2; do python3 -c "while True: pass" & busy+=($!); done
  trap 'kill "${busy[@]}" 2>/dev/null || true' EXIT
  echo "test.sh: under load: two busy processes (${busy[*]})"
fi
cd "$here/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 DEBIAN_FRONTEND=noninteractive
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"

# 1. Python venv with the pinned dev requirements (reinstalled only when the file changes).
if [ ! -x .venv/bin/python ]; then
  rm -rf .venv
  if ! python3 -m venv .venv; then           # Debian's python3 lacks venv until python3-venv is in
    rm -rf .venv
    $sudo apt-get update && $sudo apt-get install -y python3-venv
    python3 -m venv .venv
  fi
fi
if ! cmp -s requirements-dev.txt .venv/.requirements-dev.txt; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
  cp requirements-dev.txt .venv/.requirements-dev.txt
fi

# 1b. The typed game contract: mypy over what pyproject.toml's [tool.mypy] lists (the core, the
#     drawing helpers, the pure shell, the games' contract modules). Any error fails the run.
echo "test.sh: mypy (the typed contract)"
.venv/bin/python -m mypy || { echo "test.sh: mypy reported errors: fix them first"; exit 1; }

# 2. Debian chromium, firefox-esr, WebKit's WebDriver and Xvfb for the e2e tests (and npm for the
#    vendor step), only if missing. VIVARIUM_NO_FIREFOX=1 leaves Firefox out (its tests then skip).
missing=()
[ -x /usr/bin/chromium ] || [ -x "${CHROMIUM_PATH:-/nonexistent}" ] || missing+=(chromium)
[ -x /usr/bin/firefox-esr ] || [ -x "${FIREFOX_PATH:-/nonexistent}" ] || [ "${VIVARIUM_NO_FIREFOX:-}" = 1 ] || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || [ -x "${WEBKIT_WEBDRIVER:-/nonexistent}" ] || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  $sudo apt-get update && $sudo apt-get install -y "${missing[@]}"
fi

# 3. Vendored PyScript + Pyodide in static/vendor (no-op when up to date).
bash scripts/vendor.sh
python3 scripts/build_sw_manifest.py   # static/sw-precache.js: the service worker's file list

# 4. pytest. No arguments -> tests/ and e2e/ on two workers (each test file stays on one worker:
#    its module fixtures are made once); otherwise exactly what was asked for (options alone
#    still use pyproject's testpaths = tests, e2e).
if [ $# -eq 0 ]; then
  workers=${VIVARIUM_TEST_WORKERS:-2}
  # --no-loadscope-reorder: the files go out longest first (e2e/conftest.py), not most tests first
  if [ "$workers" -gt 1 ]; then set -- -n "$workers" --dist loadfile --no-loadscope-reorder tests e2e; else set -- tests e2e; fi
fi
echo "test.sh: load average at the start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
status=0
.venv/bin/python -m pytest "$@" || status=$?
echo "test.sh: load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
exit $status
