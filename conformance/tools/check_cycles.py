#!/usr/bin/env python3
"""Fails when the Rust sources of a crate import each other in a circle.

Usage: python3 conformance/tools/check_cycles.py [CRATE_DIR ...]   (default: every crate of the repository:
the workspace, the fuzz crates, examples and adapters; tests, examples, benches and fuzz targets
included)

The graph has one node per source file. File A has an edge to file B when A names an item
(`crate::…`, `super::…`, `self::…`, in a `use` or in a path expression) that is *defined* in
B; re-exports (`pub use`) are followed to the defining file, so a `mod.rs` that only declares
and re-exports its children adds no edge back to them. A parent module declaring `mod child;`
is ownership, not an import, and adds no edge (`#[path = "…"] mod child;` is followed to that
file). A `#[macro_export]` macro, named at the crate root (`crate::note!`), is an edge to the
file that defines it. Any cycle is printed and the exit status is 1.
"""
from __future__ import annotations

import os
import re
import sys
import subprocess
from pathlib import Path

ITEM_RE = re.compile(
    r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:unsafe\s+|async\s+|const\s+)*"
    r"(?:fn|struct|enum|trait|type|const|static|mod|union|macro_rules!)\s+([A-Za-z_][A-Za-z0-9_]*)",
    re.M,
)
EXPORTED_MACRO_RE = re.compile(r"#\[macro_export\]\s*macro_rules!\s*([A-Za-z_][A-Za-z0-9_]*)")
PATH_ATTR_RE = re.compile(
    r'#\[path\s*=\s*"([^"]+)"\]\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;'
)
USE_RE = re.compile(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", re.S)
PATH_RE = re.compile(r"\b((?:crate|super|self)(?:\s*::\s*[A-Za-z_][A-Za-z0-9_]*)+)")
CHILD_PATH_RE = re.compile(r"(?<![\w:])([a-z_][a-z0-9_]*(?:\s*::\s*[A-Za-z_][A-Za-z0-9_]*)+)")
# Strings, char literals and comments in one pass, leftmost first: a `//` inside a string
# ("https://…") is not a comment, and a quote inside a comment opens no string.
LEXEME_RE = re.compile(
    r'(?P<raw>r(?P<h>#*)".*?"(?P=h))|(?P<str>b?"(?:\\.|[^"\\])*")'
    r"|(?P<chr>b?'(?:\\.|[^'\\\n])')|(?P<line>//[^\n]*)|(?P<block>/\*.*?\*/)",
    re.S,
)


def strip(src: str) -> str:
    """The source with comments removed and every string or char literal emptied."""
    def blank(m: re.Match) -> str:
        if m.group("line") or m.group("block"):
            return ""
        return "''" if m.group("chr") else '""'

    return LEXEME_RE.sub(blank, src)


def strip_tests(src: str) -> str:
    """Drops `#[cfg(test)] mod … { … }` blocks: tests may use anything."""
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]\s*mod\s+\w+\s*\{", src):
        if m.start() < i:
            continue
        out.append(src[i : m.start()])
        depth, j = 1, m.end()
        while j < len(src) and depth:
            depth += {"{": 1, "}": -1}.get(src[j], 0)
            j += 1
        i = j
    out.append(src[i:])
    return "".join(out)


def expand_use(tree: str) -> list[str]:
    """`a::{b, c::{d, e}}` -> [a::b, a::c::d, a::c::e] (aliases and globs dropped)."""
    tree = re.sub(r"\s+", "", re.sub(r"\s+as\s+\w+", "", tree))
    if "{" not in tree:
        return [tree]
    head, rest = tree.split("{", 1)
    body = rest[: rest.rfind("}")]
    parts, depth, cur = [], 0, ""
    for ch in body:
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
            continue
        depth += {"{": 1, "}": -1}.get(ch, 0)
        cur += ch
    parts.append(cur)
    out = []
    for p in parts:
        if p:
            out.extend(expand_use(head + p))
    return out


class Crate:
    def __init__(self, src_root: Path, root_file: Path):
        self.src_root = src_root
        self.files: dict[tuple[str, ...], Path] = {}
        self.text: dict[Path, str] = {}
        self._collect(root_file, ())
        # `#[macro_export]` macros are named at the crate root (`crate::note!`) but defined in
        # the file that holds them: that file is what a use depends on.
        self.exported_macros: dict[str, Path] = {
            m.group(1): file
            for file, src in self.text.items()
            for m in EXPORTED_MACRO_RE.finditer(src)
        }

    def _collect(self, file: Path, modpath: tuple[str, ...]) -> None:
        self.files[modpath] = file
        raw = file.read_text(encoding="utf-8")
        src = strip(raw)
        self.text[file] = src
        base = file.parent if file.name in ("mod.rs", "lib.rs", "main.rs") else file.with_suffix("")
        # `#[path = "…"] mod name;`: the module's file, relative to the declaring file's folder.
        by_path = {
            m.group(2): Path(os.path.normpath(file.parent / m.group(1)))
            for m in PATH_ATTR_RE.finditer(raw)
        }
        for m in re.finditer(r"^\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;", src, re.M):
            name = m.group(1)
            for cand in ([by_path[name]] if name in by_path else []) + [base / f"{name}.rs", base / name / "mod.rs"]:
                if cand.exists():
                    self._collect(cand, modpath + (name,))
                    break

    def modpath_of(self, file: Path) -> tuple[str, ...]:
        return next(k for k, v in self.files.items() if v == file)

    def resolve(self, segs: list[str], here: tuple[str, ...], depth: int = 0) -> Path | None:
        """The file defining the item a path names, following re-exports."""
        if depth > 20 or not segs:
            return None
        head, rest = segs[0], segs[1:]
        if head == "crate":
            cur: tuple[str, ...] = ()
        elif head == "self":
            cur = here
        elif head == "super":
            cur = here[:-1]
            while rest and rest[0] == "super":
                cur, rest = cur[:-1], rest[1:]
        else:
            return None
        # longest module prefix that is a file
        i = 0
        while i < len(rest) and cur + (rest[i],) in self.files:
            cur = cur + (rest[i],)
            i += 1
        file = self.files[cur]
        if i >= len(rest):
            return file
        item = rest[i]
        if cur == () and item in self.exported_macros:
            return self.exported_macros[item]
        text = self.text[file]
        if re.search(rf"(?:fn|struct|enum|trait|type|const|static|union|macro_rules!)\s+{item}\b", text):
            return file
        for m in USE_RE.finditer(text):
            for p in expand_use(m.group(2)):
                ps = p.split("::")
                if ps[-1] == item or ps[-1] == "*":
                    if ps[-1] == "*":
                        ps = ps[:-1] + [item]
                    if ps[0] not in ("crate", "super", "self"):
                        if cur + (ps[0],) in self.files:
                            ps = ["self"] + ps
                        else:
                            continue
                    return self.resolve(ps, cur, depth + 1)
        return file

    def edges(self) -> dict[Path, set[Path]]:
        g: dict[Path, set[Path]] = {f: set() for f in self.files.values()}
        for modpath, file in self.files.items():
            src = strip_tests(self.text[file])
            paths = []
            for m in USE_RE.finditer(src):
                for p in expand_use(m.group(2)):
                    ps = p.split("::")
                    if ps[0] not in ("crate", "super", "self") and modpath + (ps[0],) in self.files:
                        ps = ["self"] + ps
                    paths.append(ps)
            code = USE_RE.sub("", src)
            for m in PATH_RE.finditer(code):
                paths.append(re.sub(r"\s+", "", m.group(1)).split("::"))
            # A path through a child module (`commands::run::run(...)` in the parent).
            for m in CHILD_PATH_RE.finditer(code):
                ps = re.sub(r"\s+", "", m.group(1)).split("::")
                if modpath + (ps[0],) in self.files:
                    paths.append(["self"] + ps)
            for ps in paths:
                ps = [p for p in ps if p != "*"]
                target = self.resolve(ps, modpath)
                if target is not None and target != file:
                    g[file].add(target)
        return g


def cycles(g: dict) -> list[list]:
    """Strongly connected components with more than one file (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in g[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)

    sys.setrecursionlimit(10000)
    for v in g:
        if v not in index:
            visit(v)
    return out


def top_module(modpath: tuple[str, ...], src: Path, top: Path) -> str:
    """The top-level module a file belongs to, as a path (`model/src/oracle`)."""
    base = src.relative_to(top)
    return str(base / modpath[0]) if modpath else str(base / "lib.rs")


def report(g: dict, name, level: str) -> int:
    """Prints every cycle of `g` (nodes named by `name`); returns how many there are."""
    found = cycles(g)
    for comp in found:
        print(f"import cycle ({level}):", " <-> ".join(sorted(name(n) for n in comp)))
        for a in comp:
            for b in sorted(g[a] & set(comp), key=name):
                print(f"    {name(a)} -> {name(b)}")
    return len(found)


def crate_roots(dirs: list[Path]) -> list[tuple[Path, Path]]:
    """Every compilation root of each crate: its library and binaries, and its tests, examples,
    benches and fuzz targets (a file of those folders is a crate of its own)."""
    roots = []
    for d in dirs:
        src = d / "src"
        for name in ("lib.rs", "main.rs"):
            if (src / name).exists():
                roots.append((src, src / name))
        for b in sorted((src / "bin").glob("*.rs")) if (src / "bin").exists() else []:
            roots.append((src, b))
        for folder in ("tests", "examples", "benches", "fuzz_targets"):
            for b in sorted((d / folder).glob("*.rs")) if (d / folder).is_dir() else []:
                roots.append((d / folder, b))
    return roots


def all_crates(top: Path) -> list[Path]:
    """Every crate of the repository: the workspace's, the fuzz crates' and the adapters' (each
    folder holding a Cargo.toml that git knows of, outside build products)."""
    out = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "*Cargo.toml"],
        cwd=top, capture_output=True, text=True, check=True,
    ).stdout
    dirs = {(top / line).parent for line in out.splitlines()}
    return sorted(d for d in dirs if (d / "src").is_dir() or (d / "fuzz_targets").is_dir())


def main(argv: list[str]) -> int:
    top = Path(__file__).resolve().parent.parent.parent
    dirs = [Path(a).resolve() for a in argv] or all_crates(top)
    bad = 0
    nfiles = 0
    for src, root in crate_roots(dirs):
        crate = Crate(src, root)
        g = crate.edges()
        nfiles += len(g)
        bad += report(g, lambda f: str(f.relative_to(top)), "files")
        # The same graph with each top-level module (a file and everything below it) as one
        # node: `gen/` must not import `shrink` while `shrink` imports `gen/pools.rs`.
        top_of = {f: top_module(crate.modpath_of(f), src, top) for f in g}
        mg: dict[str, set[str]] = {n: set() for n in top_of.values()}
        for a, bs in g.items():
            mg[top_of[a]].update(top_of[b] for b in bs if top_of[b] != top_of[a])
        bad += report(mg, str, "modules")
    print(f"check_cycles: {nfiles} files in {len(dirs)} crates, {bad} cycles")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
