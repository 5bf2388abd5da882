"""The benchmark's outside judge (issue 25, item 5): Lighthouse on Debian's Chromium.

Lighthouse is a benchmark-only dependency, pinned in ``bench/lighthouse/package.json`` and
installed there on first use (``npm ci``; never by the tests, never shipped). Each page (the
app, ``index.html``, and the bare PyScript page, ``bench/bare.html``) is audited with mobile
defaults (a simulated slow phone):

- **cold**: a fresh profile, storage and cache reset by Lighthouse;
- **returning**: the same profile visited once before and kept (``--disable-storage-reset``),
  so the service worker, Cache Storage and the app's snapshot (made in the background after
  the first visit is up; the first visit waits for it) are there, as for a player who comes back.

Figures: the performance score, first contentful paint, time to interactive, total blocking
time, largest contentful paint (simulated, as Lighthouse reports them).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "bench" / "lighthouse"
METRICS = {"fcp_s": "first-contentful-paint", "tti_s": "interactive", "tbt_s": "total-blocking-time",
           "lcp_s": "largest-contentful-paint", "si_s": "speed-index"}


def ensure_installed():
    cli = HERE / "node_modules" / ".bin" / "lighthouse"
    if not cli.exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=HERE, check=True, stdout=subprocess.DEVNULL)
    return cli


def audit(cli, url, chromium, profile, keep_storage):
    out = Path(tempfile.mkstemp(suffix=".json")[1])
    flags = f"--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking " \
            f"--disable-component-update --disable-sync --user-data-dir={profile}"
    cmd = [str(cli), url, "--quiet", "--only-categories=performance", "--output=json", f"--output-path={out}",
           f"--chrome-flags={flags}", "--max-wait-for-load=120000"]
    if keep_storage:
        cmd.append("--disable-storage-reset")
    env = dict(os.environ, CHROME_PATH=chromium)
    subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    report = json.loads(out.read_text())
    out.unlink()
    fig = {"score": report["categories"]["performance"]["score"]}
    for key, audit_id in METRICS.items():
        value = report["audits"].get(audit_id, {}).get("numericValue")
        fig[key] = round(value / 1000, 2) if value is not None else None
    return fig


def warm(pw, chromium, profile, url, args, limit_s=60):
    """A first visit in ``profile`` that stays until the app is ready and, for the app, its
    snapshot is stored (Start faster is on by default for players; under automation the
    benchmark turns it on, as the e2e tests do), then closes the browser, keeping the profile."""
    ctx = pw.chromium.launch_persistent_context(profile, executable_path=chromium, args=args, headless=True)
    try:
        page = ctx.new_page()
        page.goto(url)
        page.evaluate("() => localStorage.setItem('vivarium.v1.pref.start-faster', 'on')")
        page.reload()
        page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=limit_s * 1000)
        if "bare" not in url:
            page.wait_for_function("async () => (await caches.keys()).some(k => k.startsWith('vivarium-snapshot'))",
                                   timeout=limit_s * 1000, polling=500)
        page.wait_for_timeout(1500)
    finally:
        ctx.close()


def section_lighthouse(pw, server, chromium, chromium_args, loadavg, log):
    cli = ensure_installed()
    result = {"load_before": loadavg(), "version": json.loads((HERE / "node_modules" / "lighthouse" / "package.json").read_text())["version"],
              "pages": {}}
    for name, path in (("app", "index.html"), ("bare", "bench/bare.html")):
        url = server.url + path
        figs = {}
        profile = tempfile.mkdtemp(prefix="vivarium-lh-")
        try:
            figs["cold"] = audit(cli, url, chromium, profile, keep_storage=False)
            warm(pw, chromium, profile, url, chromium_args)
            figs["returning"] = audit(cli, url, chromium, profile, keep_storage=True)
        finally:
            shutil.rmtree(profile, ignore_errors=True)
        result["pages"][name] = figs
        for kind, f in figs.items():
            log(f"  lighthouse {name} {kind}: performance {f['score']}, FCP {f['fcp_s']} s, TTI {f['tti_s']} s, "
                f"TBT {f['tbt_s']} s, LCP {f['lcp_s']} s (load {loadavg()[0]})")
        time.sleep(1)
    result["load_after"] = loadavg()
    return result
