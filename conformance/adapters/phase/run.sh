#!/usr/bin/env bash
# Runs the truename corpus against the phase.rs engine (phase-python, pinned in
# requirements.txt) and checks the result against its expectations.json, then hunts for
# divergences for a short budget. One command, from anywhere:
#
#   conformance/adapters/phase/run.sh                  # corpus + expectations + 60 s hunt
#   HUNT_SECONDS=0 conformance/adapters/phase/run.sh   # corpus + expectations only (CI)
#
# Creates the venv target/phase-venv (PHASE_VENV to override) with python3 (PYTHON to
# override; phase-python needs Python >= 3.11), installs the pinned package, builds the
# truename binary, runs the unit tests (the shared protocol loop conformance/adapters/truename_protocol.py,
# then the adapter), runs every standalone repro in repro/ (each must exit 1: the divergence
# docs/phase-report.md lists is still there), then the corpus with --expectations: exits
# non-zero on any breach of the file (a new failure, a known failure with a new failing query,
# a new skip, a known failure that passes, an expected skip that ran, a case the file names
# that doesn't exist). The file tracks failures and skips of whole cases, not how a passing
# case passes: a pass turning into a pass in part, unverified or disputed isn't a breach (the
# report and `truename diff` show those). The hunt writes its
# minimized cases to target/phase-hunt (HUNT_OUT), never to the corpus; its findings are
# printed, not judged (triage them by hand, see docs/phase-report.md).
. "$(dirname "$0")/../lib.sh" # set -euo pipefail; here, root, python; cd "$root"; make_venv, hunt_findings, diff_releases

venv="${PHASE_VENV:-$root/target/phase-venv}"
hunt_seconds="${HUNT_SECONDS:-60}"
hunt_out="${HUNT_OUT:-$root/target/phase-hunt}"
# Cases are independent: the corpus runs on PHASE_JOBS adapter processes (default 2, the
# machine's cores on the reference runner); the results are the same with any number.
jobs="${PHASE_JOBS:-2}"
# A generous per-response limit: a busy CI machine must not turn a slow probe into a "new
# failure" (at load average 11, the 10 s default timed out 3–4 heavy cases of phase's).
timeout_ms="${PHASE_TIMEOUT_MS:-30000}"

echo "== phase: venv $venv"
make_venv "$venv" -r "$here/requirements.txt"
"$venv/bin/python" -c 'from importlib.metadata import version; print("phase-python", version("phase-python"))'

echo "== phase: build truename"
cargo build --release -q -p truename --bin truename
truename="$root/target/release/truename"
adapter="$venv/bin/python $here/adapter.py"

echo "== phase: adapter tests"
"$venv/bin/python" -m unittest discover -s "$here/.." -p 'test_*.py'
"$venv/bin/python" -m unittest discover -s "$here" -p 'test_*.py'

echo "== phase: standalone repros (each must still exit 1: the divergence is there)"
# Every divergence docs/phase-report.md lists has a repro in repro/ that uses phase-python
# only: exit 1 = the bug is there, 0 = phase fixed it (the report must change), 2 = the setup
# failed. Every repro must be linked from the report, and every repro the report links must
# exist; no repro at all is an error.
report="$root/docs/phase-report.md"
repros=("$here"/repro/[0-9][0-9]-*.py)
if [ ! -e "${repros[0]}" ]; then
  echo "no repro in $here/repro" >&2
  exit 1
fi
repro_failed=0
for repro in "${repros[@]}"; do
  name="conformance/adapters/phase/repro/$(basename "$repro")"
  if ! grep -qF "$name" "$report"; then
    echo "FAIL $name: not linked from docs/phase-report.md" >&2
    repro_failed=1
  fi
  set +e
  "$venv/bin/python" "$repro" > "$root/target/phase-repro.out" 2>&1
  code=$?
  set -e
  case "$code" in
    1) echo "ok   $name (still reproduces)" ;;
    0) echo "FAIL $name exits 0: phase no longer diverges; change docs/phase-report.md (and remove the repro)" >&2
       cat "$root/target/phase-repro.out" >&2
       repro_failed=1 ;;
    *) echo "FAIL $name exits $code: its setup failed" >&2
       cat "$root/target/phase-repro.out" >&2
       repro_failed=1 ;;
  esac
done
for linked in $(grep -oE 'conformance/adapters/phase/repro/[0-9][0-9]-[a-z0-9-]+\.py' "$report" | sort -u); do
  if [ ! -f "$root/$linked" ]; then
    echo "FAIL docs/phase-report.md links $linked, which doesn't exist" >&2
    repro_failed=1
  fi
done
if [ "$repro_failed" != 0 ]; then
  exit 1
fi

echo "== phase: corpus against phase, with conformance/adapters/phase/expectations.json"
start=$(date +%s)
"$truename" run --cmd "$adapter" --jobs "$jobs" --timeout-ms "$timeout_ms" --no-progress --expectations "$here/expectations.json"
echo "corpus run took $(( $(date +%s) - start )) s"

if [ "$hunt_seconds" != "0" ]; then
  echo "== phase: hunt, $hunt_seconds s, writing to $hunt_out"
  rm -rf "$hunt_out"
  # Only new, reproducible findings are written (one file per bug); phase's known failures
  # (expectations.json) are counted as known, its adapter's limitations listed apart.
  # --seconds bounds it (no case budget); exit status 1 is new findings, printed for a person;
  # 2 or more is a hunt that couldn't run, checked nothing, or failed as a run (3: the adapter
  # given up on), and ends the script.
  hunt_findings phase "$truename" --cmd "$adapter" --seconds "$hunt_seconds" --seed "${HUNT_SEED:-1}" \
    --expectations "$here/expectations.json" --regressions "$hunt_out"
fi
