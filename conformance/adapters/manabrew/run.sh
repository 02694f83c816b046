#!/usr/bin/env bash
# SPDX-License-Identifier: AGPL-3.0-or-later
# The truename corpus against manabrew-engine 0.13.1 (pinned), in process. One command, from
# anywhere:
#
#   conformance/adapters/manabrew/run.sh                               # everything, 60 s hunt, 30 s fuzz
#   HUNT_SECONDS=20 FUZZ_SECONDS=8 conformance/adapters/manabrew/run.sh   # what CI runs
#   HUNT_SECONDS=0 FUZZ_SECONDS=0 conformance/adapters/manabrew/run.sh    # build, tests and corpus only
#   MATRIX=1 conformance/adapters/manabrew/run.sh                          # also target/matrix.html: model, phase, manabrew
#                                                              # (needs target/phase-venv from conformance/adapters/phase/run.sh)
#
# 1. builds the adapter crate (its own workspace and Cargo.lock, dev profile, target dir
#    conformance/adapters/manabrew/target) from scratch if needed: manabrew-engine and the suite's crates;
# 2. `cargo test`: the adapter's own tests, then the corpus as one libtest-mimic trial per case
#    (tests/truename.rs) against expectations.json;
# 3. the corpus through the adapter's own truename binary (`manabrew-truename run --engine
#    manabrew`) with --expectations: exits non-zero on any change (a new failure, a new skip,
#    a known failure that passes, a vanished skip);
# 4. the standalone repros (repro/: a crate of their own that depends only on manabrew), one
#    per divergence in docs/manabrew-report.md: each must still exit 1 (the bug is there); one
#    that exits 0 means manabrew fixed it and the report must change, so the script fails; so
#    does a repro the report doesn't link, or a link to a repro that doesn't exist;
# 5. `manabrew-truename hunt --engine manabrew` for HUNT_SECONDS (findings written to target/hunt, never to the corpus;
#    printed, not judged: triage them as docs/manabrew-report.md does);
# 6. if cargo-fuzz is installed, the differential fuzz target (fuzz/) built in dev mode and
#    run for FUZZ_SECONDS, collecting crashes (divergences) in target/fuzz-artifacts.
. "$(dirname "$0")/../lib.sh" # set -euo pipefail; here, root, python; cd "$root"; make_venv, hunt_findings, diff_releases
cd "$here"

hunt_seconds="${HUNT_SECONDS:-60}"
fuzz_seconds="${FUZZ_SECONDS:-30}"
export CARGO_TARGET_DIR="$here/target"
expectations="$here/expectations.json"

echo "== manabrew: build (dev profile, target dir $CARGO_TARGET_DIR)"
start=$(date +%s)
cargo build --locked --bins --tests
echo "build took $(( $(date +%s) - start )) s"

echo "== manabrew: cargo test (adapter tests, then one trial per corpus case)"
start=$(date +%s)
cargo test --locked
echo "tests took $(( $(date +%s) - start )) s"

echo "== manabrew: corpus against manabrew, with conformance/adapters/manabrew/expectations.json"
start=$(date +%s)
"$CARGO_TARGET_DIR/debug/manabrew-truename" run --engine manabrew --no-progress --expectations "$expectations"
echo "corpus run took $(( $(date +%s) - start )) s"

echo "== manabrew: standalone repros (repro/examples), each must exit 1 while its bug is there"
# Every repro must be linked from docs/manabrew-report.md, and every repro the report links
# must exist (a published bug without its repro, or a repro of no published bug, fails).
start=$(date +%s)
report="$root/docs/manabrew-report.md"
(cd repro && cargo build --locked --examples)
repros=0
stale=0
for example in repro/examples/*.rs; do
  [ -e "$example" ] || continue
  name="$(basename "$example" .rs)"
  repros=$((repros + 1))
  if ! grep -qF "conformance/adapters/manabrew/repro/examples/$name.rs" "$report"; then
    echo "manabrew repro $name is not linked from docs/manabrew-report.md" >&2
    stale=$((stale + 1))
  fi
  status=0
  "$CARGO_TARGET_DIR/debug/examples/$name" || status=$?
  if [ "$status" != "1" ]; then
    echo "manabrew repro $name exited $status, not 1: it no longer reproduces (0) or its setup failed (2); update docs/manabrew-report.md" >&2
    stale=$((stale + 1))
  fi
done
if [ "$repros" = "0" ]; then
  echo "manabrew: no repro found in $here/repro/examples" >&2
  exit 1
fi
for linked in $(grep -oE 'conformance/adapters/manabrew/repro/examples/[0-9][0-9]-[a-z0-9-]+\.rs' "$report" | sort -u); do
  if [ ! -f "$root/$linked" ]; then
    echo "docs/manabrew-report.md links $linked, which doesn't exist" >&2
    stale=$((stale + 1))
  fi
done
echo "$repros repros, $stale not reproducing or not linked; took $(( $(date +%s) - start )) s"
if [ "$stale" != "0" ]; then
  exit 1
fi

if [ "$hunt_seconds" != "0" ]; then
  echo "== manabrew: hunt, $hunt_seconds s, writing to $CARGO_TARGET_DIR/hunt"
  rm -rf "$CARGO_TARGET_DIR/hunt"
  # Exit status 1 is "new findings" (printed for a person to triage, not a failure of this
  # script); 2 or more is a hunt that couldn't run.
  hunt_findings manabrew "$CARGO_TARGET_DIR/debug/manabrew-truename" --engine manabrew \
    --seconds "$hunt_seconds" --seed 1 --regressions "$CARGO_TARGET_DIR/hunt" --expectations "$expectations"
fi

if [ "${MATRIX:-0}" = "1" ]; then
  if [ ! -x "$root/target/phase-venv/bin/python" ]; then
    echo "manabrew: MATRIX=1 needs phase's venv (target/phase-venv: run conformance/adapters/phase/run.sh first)" >&2
    exit 2
  fi
  echo "== manabrew: the HTML matrix of the model, phase and manabrew (target/matrix.html)"
  # Exit status 1 is failing cases (the matrix shows them); 2 or more wrote no matrix.
  matrix_status=0
  "$CARGO_TARGET_DIR/debug/manabrew-truename" run --engine model --engine manabrew \
    --cmd "$root/target/phase-venv/bin/python $here/../phase/adapter.py" --no-progress \
    --format html --output "$CARGO_TARGET_DIR/matrix.html" >/dev/null || matrix_status=$?
  if [ "$matrix_status" -ge 2 ]; then
    echo "manabrew: the matrix run failed (exit status $matrix_status)" >&2
    exit "$matrix_status"
  fi
fi

if [ "$fuzz_seconds" != "0" ]; then
  if cargo fuzz --version >/dev/null 2>&1; then
    echo "== manabrew: differential fuzz target, $fuzz_seconds s (dev build, --sanitizer none)"
    # Seeds from the suite's own seed writer (for this target: 64 fixed pseudo-random inputs,
    # as the suite's own differential target starts from) and the suite's dictionary.
    rm -rf "$CARGO_TARGET_DIR/fuzz-seeds" "$CARGO_TARGET_DIR/fuzz-artifacts"
    mkdir -p "$CARGO_TARGET_DIR/fuzz-artifacts" "$CARGO_TARGET_DIR/fuzz-corpus"
    "$CARGO_TARGET_DIR/debug/manabrew-fuzz-seeds" "$CARGO_TARGET_DIR/fuzz-seeds" "$root/corpus" >/dev/null
    (cd fuzz && cargo fuzz build --dev -s none --target-dir "$CARGO_TARGET_DIR/fuzz" differential)
    # A divergence (or an error reply) is a crash: -fork=1 -ignore_crashes=1 keeps fuzzing after
    # each; the crashes are findings to triage (manabrew-fuzz-triage), not a failure of this run.
    # With -fork and -ignore_crashes libFuzzer keeps fuzzing after crashes and exits with the
    # status of the last job it ran (fork_last_job_status): 0, or that job's crash status, a
    # run that fuzzed (its crash's input is written). Any other status, or no input executed,
    # is a run that never fuzzed (a build, flag or start-up failure), which fails this script
    # rather than report "0 crash inputs".
    fuzz_log="$CARGO_TARGET_DIR/fuzz-run.log"
    fuzz_status=0
    (cd fuzz && cargo fuzz run --dev -s none --target-dir "$CARGO_TARGET_DIR/fuzz" differential \
      "$CARGO_TARGET_DIR/fuzz-corpus" "$CARGO_TARGET_DIR/fuzz-seeds/differential" -- \
      -max_total_time="$fuzz_seconds" -fork=1 -ignore_crashes=1 -dict="$root/fuzz/dicts/differential.dict" \
      -artifact_prefix="$CARGO_TARGET_DIR/fuzz-artifacts/") >"$fuzz_log" 2>&1 || fuzz_status=$?
    grep -E '^(#|INFO: fuzzed|INFO: exiting)' "$fuzz_log" | tail -3 || true
    fuzz_runs=$(grep -oE '^#[0-9]+' "$fuzz_log" | tail -1 | tr -d '#' || true)
    # shellcheck source=fuzz/fork_status.sh
    . "$root/fuzz/fork_status.sh"
    last_job=$(fork_last_job_status "$fuzz_log")
    if [ "$fuzz_status" != "0" ] && [ -n "$last_job" ] && [ "$last_job" != "0" ] \
      && [ -n "$(find "$CARGO_TARGET_DIR/fuzz-artifacts" -type f -print -quit)" ]; then
      echo "manabrew: the last fuzz job crashed (exit status $last_job); its input is among the findings below"
      fuzz_status=0
    fi
    if [ "$fuzz_status" != "0" ] || [ "${fuzz_runs:-0}" = "0" ]; then
      echo "manabrew: the differential fuzz target did not run (exit status $fuzz_status, ${fuzz_runs:-0} inputs); the end of $fuzz_log:" >&2
      grep -v '^\s*$' "$fuzz_log" | tail -20 | cut -c1-300 >&2 || true
      exit 1
    fi
    crashes=$(find "$CARGO_TARGET_DIR/fuzz-artifacts" -type f | wc -l)
    echo "fuzz findings: $crashes crash inputs in $CARGO_TARGET_DIR/fuzz-artifacts"
    if [ "$crashes" != "0" ]; then
      # Each group (what went wrong) and its shrunk input's diverging questions.
      "$CARGO_TARGET_DIR/debug/manabrew-fuzz-triage" "$CARGO_TARGET_DIR"/fuzz-artifacts/* 2>/dev/null |
        grep -E '^(== |  query #|engine .* failed)' || true
    fi
  else
    echo "== manabrew: cargo-fuzz is not installed; the differential fuzz target was not run"
  fi
fi
