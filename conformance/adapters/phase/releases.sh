#!/usr/bin/env bash
# Runs the truename corpus against every phase-python release PyPI serves, each in its own
# venv, and keeps one small JSON report per release under docs/releases/phase/, with the
# comparison of each release with the one before it (what it fixed and broke). From anywhere:
#
#   conformance/adapters/phase/releases.sh                        # every release on PyPI
#   PHASE_VERSIONS="0.83.0 0.103.0" conformance/adapters/phase/releases.sh
#
# 1. the release list: PHASE_VERSIONS, or `pip index versions phase-python` (none found is an
#    error, never an empty pass);
# 2. per release, the venv target/phase-releases/venv-VERSION (python3, or PYTHON; phase-python
#    needs Python >= 3.11) with that release installed, then the corpus through the adapter as
#    it stands (`truename run --format json`, no expectation file: the report is the result);
#    a release the run can't report on (exit status 2, no report) fails the script;
# 3. the report made small and reproducible (conformance/tools/slim_report.py: no timings, no
#    copies of cases, no explanations) as docs/releases/phase/VERSION.json (OUT to override);
# 4. `truename diff` over the releases in version order: OUT/diff.md (markdown, every change
#    with its case id) and OUT/releases.html (the rule-by-release matrix). The diff's exit
#    status 1 (a release broke a case) is history here, not a failure.
. "$(dirname "$0")/../lib.sh" # set -euo pipefail; here, root, python; cd "$root"; make_venv, hunt_findings, diff_releases

work="$root/target/phase-releases"
out="${OUT:-$root/docs/releases/phase}"
jobs="${PHASE_JOBS:-2}"
timeout_ms="${PHASE_TIMEOUT_MS:-30000}"
mkdir -p "$work" "$out"

versions="${PHASE_VERSIONS:-}"
if [ -z "$versions" ]; then
  versions="$("$python" -m pip index versions phase-python 2>/dev/null \
    | sed -n 's/^Available versions: //p' | tr ',' ' ')"
fi
versions="$(printf '%s\n' $versions | sort -V | tr '\n' ' ')"
if [ -z "${versions// /}" ]; then
  echo "releases.sh: no phase-python release found (pip index versions phase-python); set PHASE_VERSIONS" >&2
  exit 2
fi
echo "== phase releases: $versions"

echo "== build truename"
cargo build -q -p truename --bin truename
truename="$root/target/debug/truename"

reports=()
for v in $versions; do
  venv="$work/venv-$v"
  echo "== phase $v: venv $venv"
  make_venv "$venv" "phase-python==$v"
  raw="$work/$v.json"
  rm -f "$raw"
  start=$(date +%s)
  status=0
  "$truename" run --cmd "$venv/bin/python $here/adapter.py" --jobs "$jobs" \
    --timeout-ms "$timeout_ms" --no-progress --format json --output "$raw" 2>"$work/$v.stderr" || status=$?
  if [ "$status" -ge 2 ] || [ ! -s "$raw" ]; then
    echo "phase $v: the run reported nothing (exit status $status); see $work/$v.stderr" >&2
    tail -5 "$work/$v.stderr" >&2
    exit 2
  fi
  "$python" "$root/conformance/tools/slim_report.py" "$raw" "$out/$v.json"
  "$python" - "$out/$v.json" <<'PY'
import json, sys
e = json.load(open(sys.argv[1], encoding="utf-8"))["engines"][0]
t = e["totals"]
print(
    f"phase {e['version']}: {t['pass']} passed, {t['partial']} in part, {t['unverified']} unverified, "
    f"{t['fail']} failed, {t['known']} known failures, {t['adapter_error']} adapter errors, "
    f"{t['disputed']} disputed, {t['skip']} with no question run; {e['executed']} executed"
)
PY
  echo "   ($(( $(date +%s) - start )) s)"
  reports+=("$out/$v.json")
done

diff_releases "$truename" "$out" "${reports[@]}"
if [ "${#reports[@]}" -ge 2 ]; then
  "$truename" diff "${reports[@]#$root/}" | grep -E '^(truename diff|== )' || true
fi
