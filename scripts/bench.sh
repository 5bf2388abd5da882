#!/usr/bin/env bash
# The benchmark (not part of the tests): boot time against a bare PyScript page, payload, bot
# latency in the app, engine throughput. Writes docs/bench-results.md and .json.
#   bash scripts/bench.sh                 # the full run: medians of 5, a few minutes
#   bash scripts/bench.sh --quick         # a rough run (2 runs, fewer bot moves)
#   bash scripts/bench.sh --runs 9 --sections boot,payload      # see --help
# Uses what scripts/test.sh installs (.venv with Playwright, Debian chromium, static/vendor).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."
if [ ! -x .venv/bin/python ] || ! .venv/bin/python -c "import playwright" 2>/dev/null ||
   { [ ! -x /usr/bin/chromium ] && [ ! -x "${CHROMIUM_PATH:-/nonexistent}" ]; }; then
  bash scripts/test.sh --version >/dev/null   # first run: installs everything, runs only `pytest --version`
fi
bash scripts/vendor.sh >/dev/null
export VIVARIUM_BENCH_CMD="bash scripts/bench.sh"
exec .venv/bin/python scripts/bench.py "$@"
