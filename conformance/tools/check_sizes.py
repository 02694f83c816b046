#!/usr/bin/env python3
"""Fails when a function is too long or a binary's main file holds more than argument parsing.

Usage: python3 conformance/tools/check_sizes.py   (from anywhere; scans the repository)

- Every Rust `fn` and Python `def` outside tests is at most 80 lines, counted from its
  signature to its closing brace (Rust) or its last indented line (Python). Tests are files
  under a `tests/` folder, `test_*.py`, and `#[cfg(test)]` modules.
- Every binary's entry file (a `main.rs`, or a file under `src/bin/`) is at most 150 lines.
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

MAX_FN = 80
MAX_MAIN = 150
TOP = Path(__file__).resolve().parent.parent.parent


def tracked(pattern: str) -> list[Path]:
    out = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", pattern],
        cwd=TOP, capture_output=True, text=True, check=True,
    ).stdout
    return [TOP / line for line in out.splitlines() if (TOP / line).exists()]


def is_test_path(p: Path) -> bool:
    rel = p.relative_to(TOP).parts
    return "tests" in rel or p.name.startswith("test_")


def blank_strings(line: str) -> str:
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(?:\\.|[^'\\])'", "''", line)
    return line.split("//")[0]


def rust_fns(path: Path) -> list[tuple[str, int, int]]:
    """(name, first line, length) of every fn outside `#[cfg(test)]` modules."""
    lines = path.read_text(encoding="utf-8").splitlines()
    out, i, skip_until = [], 0, -1
    in_raw = False
    while i < len(lines):
        text = lines[i]
        if '#[cfg(test)]' in text:
            j, depth, seen = i + 1, 0, False
            while j < len(lines):
                code = blank_strings(lines[j])
                depth += code.count("{") - code.count("}")
                seen = seen or "{" in code
                if seen and depth <= 0:
                    break
                j += 1
            i = j + 1
            continue
        m = re.match(r"\s*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+|async\s+|unsafe\s+|extern\s+\"C\"\s+)*fn\s+(\w+)", text)
        if m:
            depth, seen, j = 0, False, i
            while j < len(lines):
                code = blank_strings(lines[j])
                if not seen and ";" in code and "{" not in code:
                    break  # a declaration without a body (trait method)
                depth += code.count("{") - code.count("}")
                seen = seen or "{" in code
                if seen and depth <= 0:
                    out.append((m.group(1), i + 1, j - i + 1))
                    break
                j += 1
        i += 1
    return out


def python_fns(path: Path) -> list[tuple[str, int, int]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    out = []
    for i, text in enumerate(lines):
        m = re.match(r"(\s*)(?:async\s+)?def\s+(\w+)", text)
        if not m:
            continue
        indent = len(m.group(1))
        last = i
        for j in range(i + 1, len(lines)):
            s = lines[j]
            if s.strip() and len(s) - len(s.lstrip()) <= indent and not s.lstrip().startswith(")"):
                break
            if s.strip():
                last = j
        out.append((m.group(2), i + 1, last - i + 1))
    return out


def main() -> int:
    bad = []
    rs = [p for p in tracked("*.rs") if not is_test_path(p) and "target" not in p.parts]
    py = [p for p in tracked("*.py") if not is_test_path(p)]
    for p in rs:
        for name, line, n in rust_fns(p):
            if n > MAX_FN:
                bad.append(f"{p.relative_to(TOP)}:{line}: fn {name} is {n} lines (max {MAX_FN})")
        binary = p.name == "main.rs" or p.parent.name == "bin"
        if binary and "src" in p.parts:
            n = len(p.read_text(encoding="utf-8").splitlines())
            if n > MAX_MAIN:
                bad.append(f"{p.relative_to(TOP)}: binary entry file is {n} lines (max {MAX_MAIN})")
    for p in py:
        for name, line, n in python_fns(p):
            if n > MAX_FN:
                bad.append(f"{p.relative_to(TOP)}:{line}: def {name} is {n} lines (max {MAX_FN})")
    for b in bad:
        print(b)
    print(f"check_sizes: {len(rs)} Rust and {len(py)} Python files, {len(bad)} too long")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
