#!/usr/bin/env bash
# SPDX-License-Identifier: AGPL-3.0-or-later
# Runs the truename corpus against several manabrew-engine releases and keeps one small JSON
# report per release under docs/releases/manabrew/, with the comparison of each release with
# the one before it; a release the adapter doesn't compile against is listed with the reason.
# From anywhere:
#
#   conformance/adapters/manabrew/releases.sh
#   MANABREW_VERSIONS="0.12.2 0.13.1" conformance/adapters/manabrew/releases.sh
#
# The adapter itself is never edited: each release gets a copy of it under
# target/manabrew-releases/VERSION (at the adapter's depth, so its include_str! paths hold;
# with the repros' src/ beside it, for the module the adapter includes from there; its path
# dependencies made absolute) with `manabrew-engine = "=VERSION"`, and the forge-*
# crates the adapter names pinned to that release's: forge-foundation to the version it
# resolves to, forge-carddb to the lowest its requirement allows (the one it was published
# against: later 0.3 patches changed a function the engine calls), forge-cardset-archive to
# whatever version goes with those (the adapter uses their types with the engine's, so they
# must be the engine's own). All copies share one
# target directory (target/manabrew-releases/target): a release costs about 6 minutes of
# CPU on a cold build, much less after the first. Each build's log is kept beside its copy.
# Writes OUT (default docs/releases/manabrew): VERSION.json per release that ran,
# builds.txt (which releases compiled, and the first compiler error of those that didn't),
# diff.md and releases.html (`truename diff` over the releases that ran, in version order).
. "$(dirname "$0")/../lib.sh" # set -euo pipefail; here, root, python; cd "$root"; make_venv, hunt_findings, diff_releases

work="$root/target/manabrew-releases"
out="${OUT:-$root/docs/releases/manabrew}"
versions="${MANABREW_VERSIONS:-0.11.1 0.12.0 0.12.2 0.13.0 0.13.1}"
versions="$(printf '%s\n' $versions | sort -V | tr '\n' ' ')"
export CARGO_TARGET_DIR="$work/target"
mkdir -p "$work" "$out"
builds="$out/builds.txt"
echo "# manabrew-engine releases: does the adapter (conformance/adapters/manabrew) compile?" >"$builds"

# A copy of the adapter for release $1 in directory $2.
copy_adapter() {
  local v="$1" dir="$2"
  rm -rf "$dir"
  mkdir -p "$dir"
  cp -r "$here/src" "$here/tests" "$here/Cargo.toml" "$here/Cargo.lock" "$dir/"
  # The repros' engine-only module the adapter includes by path (src/lib.rs: `resolve`).
  mkdir -p "$dir/repro"
  cp -r "$here/repro/src" "$dir/repro/"
  "$python" - "$dir/Cargo.toml" "$root/conformance" "$v" <<'PY'
import re, sys
path, conformance, version = sys.argv[1:]
text = open(path, encoding="utf-8").read()
text = re.sub(r'path = "\.\./\.\./([^"]+)"', lambda m: f'path = "{conformance}/{m.group(1)}"', text)
text, n = re.subn(r'^manabrew-engine = "=[^"]+"', f'manabrew-engine = "={version}"', text, flags=re.M)
if n != 1:
    sys.exit(f"{path}: no manabrew-engine pin to change")
# The version the adapter reports is a constant in its source: the copy's is this release.
lib = path.replace("Cargo.toml", "src/lib.rs")
src = open(lib, encoding="utf-8").read()
src, n = re.subn(r'pub const MANABREW_VERSION: &str = "[^"]+";', f'pub const MANABREW_VERSION: &str = "{version}";', src)
if n != 1:
    sys.exit(f"{lib}: no MANABREW_VERSION constant to change")
open(lib, "w", encoding="utf-8").write(src)
# Loose for now: pinned below to what the engine resolves to.
text = re.sub(r'^(forge-(?:carddb|foundation|cardset-archive)) = "[^"]+"', r'\1 = "*"', text, flags=re.M)
open(path, "w", encoding="utf-8").write(text)
PY
  # The forge-* versions this release of the engine resolves to, pinned for the adapter too.
  cargo metadata -q --format-version 1 --manifest-path "$dir/Cargo.toml" >"$dir/metadata.json"
  "$python" - "$dir/Cargo.toml" "$dir/metadata.json" <<'PY'
import json, re, sys
path, meta = sys.argv[1:]
m = json.load(open(meta, encoding="utf-8"))
pkgs = {p["id"]: p for p in m["packages"]}
engine = next(n for n in m["resolve"]["nodes"] if pkgs[n["id"]]["name"] == "manabrew-engine")
wanted = {pkgs[d]["name"]: pkgs[d]["version"] for d in engine["dependencies"]}
# The lowest version the engine's requirement allows: the one it was published against (a
# later 0.x patch of forge-carddb changed a function the engine calls).
declared = {d["name"]: d["req"].lstrip("^=~ ") for d in pkgs[engine["id"]]["dependencies"]}
text = open(path, encoding="utf-8").read()
for name, version in (("forge-carddb", declared.get("forge-carddb")),
                      ("forge-foundation", wanted.get("forge-foundation"))):
    if version:
        text = re.sub(rf'^{name} = "\*"', f'{name} = "={version}"', text, flags=re.M)
open(path, "w", encoding="utf-8").write(text)
PY
}

reports=()
for v in $versions; do
  dir="$work/$v"
  echo "== manabrew-engine $v: adapter copy in $dir"
  copy_adapter "$v" "$dir"
  start=$(date +%s)
  if ! cargo build -q --manifest-path "$dir/Cargo.toml" --bin manabrew-truename >"$dir/build.log" 2>&1; then
    # The adapter crate's own first error (an API it uses that the release lacks), else the
    # first error of the build (a dependency that doesn't resolve or build).
    reason="$(grep -m1 -E '^error(\[E[0-9]+\])?: ' "$dir/build.log" || tail -1 "$dir/build.log")"
    first="$(grep -m1 -E '^ *--> ' "$dir/build.log" | sed "s|$dir/||" || true)"
    echo "$v: does not compile: $reason ${first:+(at ${first#*--> })}" | tee -a "$builds"
    continue
  fi
  echo "   built in $(( $(date +%s) - start )) s"
  raw="$dir/report.json"
  status=0
  "$CARGO_TARGET_DIR/debug/manabrew-truename" run --engine manabrew --no-progress \
    --format json --output "$raw" 2>"$dir/run.stderr" || status=$?
  if [ "$status" -ge 2 ] || [ ! -s "$raw" ]; then
    echo "$v: compiles, but the run reported nothing (exit status $status): $(tail -1 "$dir/run.stderr")" | tee -a "$builds"
    continue
  fi
  echo "$v: compiles and runs" >>"$builds"
  "$python" "$root/conformance/tools/slim_report.py" "$raw" "$out/$v.json"
  reports+=("$out/$v.json")
done
cat "$builds"
if [ "${#reports[@]}" -eq 0 ]; then
  echo "releases.sh: no release compiled and ran; nothing was checked" >&2
  exit 1
fi

diff_releases "$CARGO_TARGET_DIR/debug/manabrew-truename" "$out" "${reports[@]}"
