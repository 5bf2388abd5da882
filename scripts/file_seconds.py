"""Write e2e/file_seconds.json: how long each test file took in a run, from pytest's JUnit XML.

    .venv/bin/python -m pytest -n 2 --dist loadfile tests e2e --junitxml=/tmp/run.xml
    python3 scripts/file_seconds.py /tmp/run.xml

The suite's two workers take whole files (``--dist loadfile``); e2e/conftest.py hands them out
longest first, from this table, so that no long file starts last and runs alone at the end.
The table only orders the work: a stale or missing entry costs time, never a result.
"""
from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "e2e" / "file_seconds.json"


def file_seconds(junit_xml: str) -> dict[str, float]:
    """Seconds per test file (setup, call and teardown of its tests), longest first."""
    seconds: dict[str, float] = defaultdict(float)
    for case in ET.parse(junit_xml).iter("testcase"):
        parts = case.get("classname", "").split(".")  # e2e.test_x, or e2e.test_x.TestClass
        path = next((p for p in ("/".join(parts[:i]) + ".py" for i in range(len(parts), 0, -1))
                     if (ROOT / p).is_file()), None)
        if path:
            seconds[path] += float(case.get("time") or 0)
    return dict(sorted(((p, round(s, 1)) for p, s in seconds.items()), key=lambda kv: -kv[1]))


if __name__ == "__main__":
    table = {p: s for p, s in file_seconds(sys.argv[1]).items() if p.startswith("e2e/")}
    TABLE.write_text(json.dumps(table, indent=1) + "\n")
    print(f"{TABLE.relative_to(ROOT)}: {len(table)} files, {sum(table.values()):.0f} s in all")
