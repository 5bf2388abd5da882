#!/usr/bin/env bash
# The one command that runs every test (CPython tests/ + Playwright e2e/ in Debian chromium,
# one smoke test in Debian firefox-esr driven by Marionette, one in Debian's WebKitGTK driven by
# Selenium through webkit2gtk-driver on a virtual screen from xvfb).
# Works on a fresh Debian machine (CI runs it as root with no stdin). Exit code = pytest's.
#   bash scripts/test.sh                  # everything: tests/ and e2e/
#   bash scripts/test.sh tests -k rng     # any pytest arguments; with none, runs tests/ and e2e/
# Never runs `playwright install`: the browsers are Debian's chromium (/usr/bin/chromium) and firefox-esr.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
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

# 4. pytest. No arguments -> tests/ and e2e/; otherwise exactly what was asked for
#    (options alone still use pyproject's testpaths = tests, e2e).
[ $# -gt 0 ] || set -- tests e2e
exec .venv/bin/python -m pytest "$@"
