#!/usr/bin/env python3
"""Makes a `truename run --format json` report small and reproducible, for docs/releases/.

Usage: python3 conformance/tools/slim_report.py IN.json OUT.json

Drops what a comparison doesn't need and what changes from run to run: each failed case's
copy of itself (`case`, the corpus has it), the model's explanations (`why`, `truename
explain` gives them), timings (`seconds`, set to 0), when the run started (`invocation.started`,
emptied) and where the repository was (the command line's paths under it made relative to
it). The result is still a report (`truename schema report`) that `truename diff` reads.
"""
from __future__ import annotations

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def relative(word: str) -> str:
    """`word` with the repository's absolute path made relative (a path inside a word too)."""
    return word.replace(ROOT + os.sep, "")


def slim(report: dict) -> dict:
    """The report without per-case copies, explanations, timings, start time and paths."""
    invocation = report.get("invocation")
    if isinstance(invocation, dict):
        invocation["started"] = ""
        invocation["command"] = [relative(w) for w in invocation.get("command", [])]
    for engine in report.get("engines", []):
        for case in engine.get("cases", []):
            case.pop("case", None)
            case["seconds"] = 0.0
            for question in case.get("questions", []):
                question.pop("why", None)
    return report


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    src, dst = sys.argv[1], sys.argv[2]
    try:
        with open(src, encoding="utf-8") as f:
            report = json.load(f)
    except (OSError, ValueError) as e:
        print(f"slim_report: {src}: {e}", file=sys.stderr)
        return 2
    if not isinstance(report, dict) or report.get("format") != "truename-report/1":
        print(f"slim_report: {src}: at $.format: expected \"truename-report/1\"", file=sys.stderr)
        return 2
    with open(dst, "w", encoding="utf-8") as f:
        f.write(dumps(slim(report)))
    return 0


def dumps(report: dict) -> str:
    """The report as JSON with one case a line, so a release's changes read as a line diff."""
    lines: dict[str, str] = {}
    for e, engine in enumerate(report.get("engines", [])):
        for c, case in enumerate(engine.get("cases", [])):
            key = f"@@case-{e}-{c}@@"
            lines[key] = json.dumps(case, ensure_ascii=False, separators=(",", ":"))
            engine["cases"][c] = key
    text = json.dumps(report, ensure_ascii=False, indent=1)
    for key, line in lines.items():
        text = text.replace(json.dumps(key), line, 1)
    return text + "\n"


if __name__ == "__main__":
    sys.exit(main())
