"""Play by link, measured (issue 36): the size of turn links over whole random games of every game
and seat count, and the time from opening a turn link to a playable table on a device: cold (a
fresh profile), returning (the same profile again, the service worker's copy) and from the
memory snapshot (Start faster). Writes docs/bench-links.md and .json, with the load average.

    .venv/bin/python scripts/bench_links.py            # sizes and times (about two minutes)
    .venv/bin/python scripts/bench_links.py --runs 5   # more visits per kind
    .venv/bin/python scripts/bench_links.py --invitations   # only the invitation and reply links (seconds)

Stop other work first (tests, tournaments): the machine has 2 cores."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "py"), str(ROOT / "tests"), str(ROOT / "e2e")]

import bench  # noqa: E402  (the server, Chromium, the load average)

PREF = "vivarium.v1.pref.start-faster"


def link_sizes():
    import test_play_by_link as P

    out = {}
    for game_id, kinds, options in P.CASES:
        post = P.Post(game_id, P.players_of(kinds), options)
        post.play_out()
        sizes = [len(p) for _, p in post.links]
        out[f"{game_id}-{len(kinds)}"] = {"links": len(sizes), "median": statistics.median(sizes), "largest": max(sizes)}
    return out


def invitation_sizes():
    """Invitation and reply links of every game (issue 38), with a real Chromium offer and answer
    (two mDNS host candidates, tests/test_remote_links.py): before (``j1``/``r1``: the whole
    description, plain zlib) and now (``j2``/``r2``), in characters of the whole link on a site
    at a typical address, and the QR code's version at the app's error-correction level (L)."""
    import segno
    import test_remote_links as TL
    from vivarium.core import share, wire

    site = "https://friends.example.org/vivarium/"
    out = {}
    for game_id, extra in TL.GAMES_SEATS:
        host = TL.table_with_offer(game_id, extra)
        payload = host.remote.links[1].split("#/join/", 1)[1]
        inv = wire.read_invitation(payload)
        before = site + "#/join/" + share.pack_text(wire.dump(dict(inv, offer=TL.CHROME_OFFER)), "j1")
        after = site + "#/join/" + payload
        reply = {"v": 1, "table": inv["table"], "seat": 1, "secret": inv["secret"], "answer": TL.CHROME_ANSWER}
        reply_before = site + "#/reply/" + share.pack_text(wire.dump(reply), "r1")
        reply_after = site + "#/reply/" + wire.pack_reply(dict(reply, n=inv["n"]))
        out[game_id + "-" + str(len(inv["seats"]))] = {
            "invitation": [len(before), len(after)], "reply": [len(reply_before), len(reply_after)],
            "qr_version": [segno.make(before, error="l", micro=False).version, segno.make(after, error="l", micro=False).version],
            "reply_qr_version": [segno.make(reply_before, error="l", micro=False).version,
                                 segno.make(reply_after, error="l", micro=False).version]}
    return out


def turn_url(browser, server):
    """A host (its own profile) starts Lepidoptery with Bob by link to play first: his turn link."""
    import table_driver as T

    ctx = browser.new_context(base_url=server.url, service_workers="block")
    page = ctx.new_page()
    page.goto("index.html")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=bench.BOOT_TIMEOUT_MS)
    T.start_table(page, "lepidoptery", ["remote-link", "human"], ["Bob", "Ana"], {"rows": "4", "first": "light"})
    url = page.locator("#invite-link-turn").input_value()
    ctx.close()
    return url.replace(server.url, "")


def open_time(page, path):
    started = time.perf_counter()
    page.goto(path)
    page.wait_for_selector('section.bylink-guest[data-turn="1"]', timeout=bench.BOOT_TIMEOUT_MS)
    return round((time.perf_counter() - started) * 1000)


def link_times(pw, server, runs):
    browser = pw.chromium.launch(executable_path=bench.find_chromium(), args=bench.CHROMIUM_ARGS, headless=True)
    try:
        path = turn_url(browser, server)
        out = {"cold_ms": [], "returning_ms": [], "snapshot_ms": [], "paths": []}
        for _ in range(runs):
            ctx = browser.new_context(base_url=server.url, service_workers="allow")
            page = ctx.new_page()
            out["cold_ms"].append(open_time(page, path))
            page.wait_for_function("() => document.documentElement.dataset.sw === 'ready'", timeout=90_000)
            page.goto("about:blank")
            out["returning_ms"].append(open_time(page, path))
            ctx.close()
            ctx = browser.new_context(base_url=server.url, service_workers="allow")
            ctx.add_init_script(f"localStorage.getItem('{PREF}') || localStorage.setItem('{PREF}', 'on')")
            page = ctx.new_page()
            open_time(page, path)
            page.wait_for_selector("html[data-snapshot]", state="attached", timeout=120_000)
            page.goto("about:blank")
            out["snapshot_ms"].append(open_time(page, path))
            out["paths"].append(page.evaluate("document.documentElement.dataset.boot"))
            ctx.close()
    finally:
        browser.close()
    return out


def markdown(res):
    lines = ["# Play by link, measured (issue 36)", "",
             f"{res['date']}, {res['machine']}. Command: `{res['command']}`. "
             f"Load average {res['load_start']} at the start, {res['load_end']} at the end.", "",
             "## Turn link sizes (characters of the payload after `#/turn/`)", "",
             "Whole random games by links only (`tests/test_play_by_link.py`'s harness: remote seats mixed with computers "
             "and people at the host), every turn link sent, the end links included.", "",
             "| game, seats | links | median | largest |", "|---|---|---|---|"]
    for key, f in res["sizes"].items():
        lines.append(f"| {key} | {f['links']} | {f['median']:.0f} | {f['largest']} |")
    t = res["times"]
    lines += ["", "## From opening a turn link to a playable table (Lepidoptery, headless Chromium on this machine)", "",
              "| visit | median | runs |", "|---|---|---|",
              f"| cold (a fresh profile) | {statistics.median(t['cold_ms'])} ms | {t['cold_ms']} |",
              f"| returning (the service worker's copy) | {statistics.median(t['returning_ms'])} ms | {t['returning_ms']} |",
              f"| from the memory snapshot | {statistics.median(t['snapshot_ms'])} ms | {t['snapshot_ms']} (boot path {t['paths']}) |",
              "", "The clock runs from the address being opened to the seat's table with its moves offered "
              "(`section.bylink-guest[data-turn=\"1\"]`)."]
    if res.get("invitations"):
        lines += ["", "## Invitation and reply links, before and after issue 38 (characters of the whole link)", "",
                  f"{res.get('invitations_date', res['date'])}. Command: `python3 scripts/bench_links.py --invitations`. "
                  "A real Chromium offer and answer (two mDNS host candidates), the host seat and the guest's "
                  "seat of each game, on a site at `https://friends.example.org/vivarium/`. Before: the whole "
                  "description in JSON, zlib (`j1`/`r1`). After: the description compacted to what WebRTC needs "
                  "(ICE credentials, fingerprint, role, message size, candidates; the rest rebuilt), a preset "
                  "dictionary for what every link says alike (`j2`/`r2`; `j1`/`r1` links are still read). "
                  "QR: the version at error correction L (segno raises it when that costs no extra modules).", "",
                  "| game, seats | invitation before | after | QR version before | after | reply before | after | reply QR before | after |",
                  "|---|---|---|---|---|---|---|---|---|"]
        for key, f in res["invitations"].items():
            lines.append(f"| {key} | {f['invitation'][0]} | {f['invitation'][1]} | {f['qr_version'][0]} | {f['qr_version'][1]} "
                         f"| {f['reply'][0]} | {f['reply'][1]} | {f['reply_qr_version'][0]} | {f['reply_qr_version'][1]} |")
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--out", default=str(ROOT / "docs" / "bench-links"))
    ap.add_argument("--invitations", action="store_true", help="measure only the invitation and reply links")
    args = ap.parse_args(argv)
    if args.invitations:  # the rest of the page as last measured
        res = json.loads(Path(args.out + ".json").read_text())
        res["invitations"] = invitation_sizes()
        res["invitations_date"] = time.strftime("%Y-%m-%d")
        Path(args.out + ".json").write_text(json.dumps(res, indent=1) + "\n")
        Path(args.out + ".md").write_text(markdown(res))
        print(markdown(res))
        return 0
    from playwright.sync_api import sync_playwright

    res = {"date": time.strftime("%Y-%m-%d"), "machine": bench.machine(), "load_start": bench.loadavg(),
           "command": "python3 scripts/bench_links.py " + " ".join(argv if argv is not None else sys.argv[1:])}
    res["sizes"] = link_sizes()
    res["invitations"] = invitation_sizes()
    with bench.Server(ROOT) as server, sync_playwright() as pw:
        res["times"] = link_times(pw, server, args.runs)
    res["load_end"] = bench.loadavg()
    Path(args.out + ".json").write_text(json.dumps(res, indent=1) + "\n")
    Path(args.out + ".md").write_text(markdown(res))
    print(markdown(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
