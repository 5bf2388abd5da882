"""axe-core (npm, pinned, a test-only dependency: never shipped to players) run in the page.

``scan(page)`` injects node_modules/axe-core/axe.min.js through the DevTools protocol (the
page's security policy allows no inline script, and it needs none: ``evaluate`` is not a
script element) and runs the WCAG 2.x A/AA rules and best practices on the whole document.
It returns the violations of impact "serious" or "critical", each as a short readable line.
"""
from __future__ import annotations

from pathlib import Path

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
_source = None
BLOCKING = ("serious", "critical")


def _axe_source():
    global _source
    if _source is None:
        if not AXE.is_file():
            raise AssertionError(f"{AXE} is missing: `npm ci` (scripts/test.sh) installs axe-core")
        _source = AXE.read_text(encoding="utf-8")
    return _source


def run(page, impacts=BLOCKING):
    """All violations of these impacts: ``[{id, impact, help, nodes: [{target, summary}]}]``."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(_axe_source() + "\n;undefined")
    found = page.evaluate("""async () => {
        const r = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
                                            resultTypes: ["violations"] });
        return r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map(n => ({ target: n.target.join(" "), summary: (n.failureSummary || "").split("\\n").slice(0, 3).join(" ") })) }));
    }""")
    return [v for v in found if v["impact"] in impacts]


def lines(violations, limit=4):
    out = []
    for v in violations:
        where = "; ".join(n["target"] for n in v["nodes"][:limit])
        more = f" (+{len(v['nodes']) - limit} more)" if len(v["nodes"]) > limit else ""
        out.append(f"{v['impact']} {v['id']}: {v['help']} — {where}{more} — {v['nodes'][0]['summary'][:200]}")
    return out


def scan(page, where=""):
    """Assert no serious or critical violation on the page as it is now."""
    bad = run(page)
    assert not bad, f"{where}: accessibility violations (axe-core)\n" + "\n".join(lines(bad))
