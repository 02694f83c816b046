#!/usr/bin/env bash
# Nightly fuzzing: fuzz/nightly.sh BUDGET_SECONDS [TARGET...]
#
# 1. Builds every target (stable, --sanitizer none), the converter, and the seed corpora.
# 2. Fuzzes each target for its share of the budget, in libFuzzer's fork mode so a crash
#    doesn't end the night (-fork=$FUZZ_JOBS -ignore_crashes -ignore_timeouts -ignore_ooms),
#    growing the persistent corpus fuzz/corpus/<target>/ from it and fuzz/seeds/<target>/.
# 3. For each crash input in fuzz/artifacts/<target>/ (new ones and any left from an earlier
#    night; at most $FUZZ_MAX_TRIAGE per target): minimizes crashes with `cargo fuzz tmin`,
#    converts the result with truename-fuzz-convert (board targets: a shrunk case file
#    corpus/regressions/fuzz-<hash>.json; byte targets: corpus/regressions/raw/<target>/<hash>;
#    an existing regression is not written twice), and only once the conversion is written
#    moves the input to fuzz/artifacts/<target>/converted/. An input whose conversion fails
#    stays where it is for the next night.
# 4. Minimizes each persistent corpus (`cargo fuzz cmin`).
# 5. Prints a summary per target: exec/s, crashes, new regressions (also in fuzz/logs/). A
#    target whose run failed (libFuzzer's exit status isn't 0: in fork mode with -ignore_*
#    that is a build, flag or start-up failure, never a crash) or executed nothing is listed
#    as "did not run".
# 6. Self-hunt: `truename hunt --engine model` (every invariant on) for SELF_HUNT_SECONDS,
#    one 600 s hunt per seed, seeds counted up from today's date (each printed), findings
#    written to the regressions directory: the model must never contradict its own invariants.
#
# BUDGET_SECONDS is the fuzzing time, split evenly over the targets; the self-hunt runs
# SELF_HUNT_SECONDS more (default a quarter of BUDGET_SECONDS), and building, triage and
# `cmin` add their own time.
#
# Exit status: 2 if a target or a self-hunt did not run (a setup error: nothing was checked
# there; the rest still ran and wrote what it found); else 1 if a target crashed or the
# self-hunt found something (the regressions are written either way; commit them and fix the
# bug); else 0.
# Environment: FUZZ_JOBS (default 1), FUZZ_MAX_TRIAGE (default 25), TRUENAME_FUZZ_ENGINE (the
# differential target's engine, default model-codec), FUZZ_REGRESSIONS (default
# corpus/regressions), SELF_HUNT_SECONDS (default BUDGET_SECONDS / 4; 0 skips it).
# shellcheck source=fuzz/lib.sh
. "$(dirname "$0")/lib.sh" # set -euo pipefail; cd fuzz/
# The differential target goes through the protocol codec here (its own default is the cheaper
# in-process model), so the codec keeps being fuzzed.
export TRUENAME_FUZZ_ENGINE="${TRUENAME_FUZZ_ENGINE:-model-codec}"

budget="${1:-}"
if ! [[ "$budget" =~ ^[0-9]+$ ]] || ((budget < 1)); then
  echo "usage: fuzz/nightly.sh BUDGET_SECONDS [TARGET...]" >&2
  exit 2
fi
shift
targets=("$@")
((${#targets[@]})) || targets=("${TARGETS[@]}")
jobs="${FUZZ_JOBS:-1}"
max_triage="${FUZZ_MAX_TRIAGE:-25}"
out="${FUZZ_REGRESSIONS:-$ROOT_DIR/corpus/regressions}"
share=$((budget / ${#targets[@]}))
((share >= 1)) || share=1
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p logs

ensure_cargo_fuzz
echo "== build (stable, --sanitizer none)"
# shellcheck disable=SC2086
cargo fuzz build --sanitizer none $FUZZ_BUILD_FLAGS
(cd "$ROOT_DIR" && cargo build --release -q -p truename --bin truename-fuzz-convert)
convert="$ROOT_DIR/target/release/truename-fuzz-convert"
./make_seeds.sh

declare -A rate crashes written
not_run=()
for t in "${targets[@]}"; do
  if [[ ! -f "options/$t.options" ]]; then
    echo "unknown target $t (expected one of: ${TARGETS[*]})" >&2
    exit 2
  fi
  mkdir -p "corpus/$t" "artifacts/$t"
  log="logs/$stamp-$t.log"
  echo "== fuzz $t for ${share}s (log: fuzz/$log)"
  status=0
  # shellcheck disable=SC2046,SC2086
  cargo fuzz run "$t" --sanitizer none $FUZZ_BUILD_FLAGS "corpus/$t" "seeds/$t" -- \
    -max_total_time="$share" $(target_flags "$t") -print_final_stats=1 \
    -fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 >"$log" 2>&1 || status=$?
  runs="$(execs_total "$log")"
  last_job="$(fork_last_job_status "$log")"
  if ((status != 0)) && [[ -n "$last_job" && "$last_job" != 0 ]]; then
    # With -fork and -ignore_*, libFuzzer keeps fuzzing after each finding and exits with the
    # status of the last job it ran: a finding of that job, triaged below like the others.
    echo "   $t: its last fuzz job ended on a finding (exit status $last_job)"
    status=0
  fi
  if ((status != 0)) || [[ "$runs" == 0 ]]; then
    # Any other status (or no input executed) means it never fuzzed: a build, flag or
    # start-up failure (a bad TRUENAME_FUZZ_ENGINE fails at start-up).
    echo "   $t DID NOT RUN (exit status $status, $runs executions); from fuzz/$log:"
    { grep -A1 -m2 'panicked at' "$log" || grep -v '^\s*$' "$log" | tail -12; } | cut -c1-300 | sed 's/^/     /' || true
    not_run+=("$t")
    rate[$t]="did-not-run"
  else
    rate[$t]="$(execs_per_sec "$log")"
  fi

  # Triage: every input libFuzzer left at the top of artifacts/<t>/.
  n=0
  new=0
  mapfile -t inputs < <(find "artifacts/$t" -maxdepth 1 -type f \
    \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' -o -name 'slow-unit-*' \) | sort)
  for f in "${inputs[@]}"; do
    if ((n >= max_triage)); then
      echo "   (${#inputs[@]} inputs; the rest wait for the next night)"
      break
    fi
    n=$((n + 1))
    min="$f"
    extra=()
    case "$(basename "$f")" in
      crash-*)
        before="$(ls "artifacts/$t")"
        tlog="logs/$stamp-$t-tmin-$(basename "$f").log"
        # shellcheck disable=SC2086
        if cargo fuzz tmin "$t" "$f" --sanitizer none $FUZZ_BUILD_FLAGS -r 255 -- -timeout=10 -rss_limit_mb=2048 >"$tlog" 2>&1 || true; then
          last="$(grep -oE "artifacts/$t/minimized-from-[0-9a-f]+" "$tlog" | tail -1 || true)"
          [[ -n "$last" && -f "$last" ]] && min="$last"
        fi
        ;;
      *) extra=(--no-shrink) ;; # timeouts, OOMs: shrinking would rerun the slow input
    esac
    clog="logs/$stamp-$t-convert-$(basename "$f").log"
    if "$convert" "$t" "$min" --out "$out" "${extra[@]}" >"$clog" 2>&1; then
      sed 's/^/   /' "$clog"
      new=$((new + $(grep -c '^wrote ' "$clog" || true)))
      mkdir -p "artifacts/$t/converted"
      mv "$f" "artifacts/$t/converted/"
      [[ "$min" != "$f" ]] && mv "$min" "artifacts/$t/converted/$(basename "$f").min"
      # tmin's intermediate steps, now that the result is safe.
      if [[ -n "${before:-}" ]]; then
        comm -13 <(echo "$before" | sort) <(ls "artifacts/$t" | sort) | grep '^minimized-from-' |
          while read -r x; do rm -f "artifacts/$t/$x"; done || true
      fi
    else
      echo "   conversion of $f failed (kept for the next night):"
      sed 's/^/     /' "$clog"
    fi
    before=""
  done
  crashes[$t]="${#inputs[@]}"
  written[$t]="$new"

  echo "== cmin $t"
  # shellcheck disable=SC2086
  cargo fuzz cmin "$t" "corpus/$t" --sanitizer none $FUZZ_BUILD_FLAGS -- -timeout=10 -rss_limit_mb=2048 \
    >"logs/$stamp-$t-cmin.log" 2>&1 || echo "   cmin failed (see fuzz/logs/$stamp-$t-cmin.log)"
done

summary="logs/$stamp-summary.txt"
{
  echo "truename nightly fuzzing $stamp: ${budget}s over ${#targets[@]} target(s), engine ${TRUENAME_FUZZ_ENGINE:-model-codec}"
  printf '%-18s %10s %9s %17s %8s\n' target exec/s crashes "new regressions" corpus
  for t in "${targets[@]}"; do
    printf '%-18s %10s %9s %17s %8s\n' "$t" "${rate[$t]}" "${crashes[$t]}" "${written[$t]}" \
      "$(find "corpus/$t" -maxdepth 1 -type f | wc -l)"
  done
} | tee "$summary"

self_left="${SELF_HUNT_SECONDS:-$((budget / 4))}"
if ! [[ "$self_left" =~ ^[0-9]+$ ]]; then
  echo "SELF_HUNT_SECONDS must be a number of seconds, not $self_left" >&2
  exit 2
fi
self_seed="$(date -u +%Y%m%d)00"
self_failed=0
if ((self_left > 0)); then
  (cd "$ROOT_DIR" && cargo build --release -q -p truename --bin truename)
fi
while ((self_left > 0)); do
  secs=$((self_left < 600 ? self_left : 600))
  echo "== self-hunt: the model against its invariants, seed $self_seed, ${secs}s"
  status=0
  "$ROOT_DIR/target/release/truename" hunt --engine model --seed "$self_seed" --seconds "$secs" \
    --cases 1000000000 --regressions "$out" | tee -a "$summary" || status=$?
  # 1: findings, written; 2 or more: the hunt didn't run, checked nothing or failed as a run.
  case "$status" in
    0) ;;
    1) self_failed=1 ;;
    *)
      echo "   self-hunt seed $self_seed DID NOT RUN through (exit status $status)" | tee -a "$summary"
      not_run+=("self-hunt:$self_seed")
      ;;
  esac
  self_left=$((self_left - secs))
  self_seed=$((self_seed + 1))
done

if ((${#not_run[@]})); then
  echo "did not run: ${not_run[*]}: nothing was checked there (see their logs); what did run is above"
  exit 2
fi
total=0
for t in "${targets[@]}"; do total=$((total + crashes[$t])); done
if ((total > 0)); then
  echo "crashes found: commit the new regressions under ${out#"$ROOT_DIR"/} and fix the bugs"
  exit 1
fi
if ((self_failed)); then
  echo "the model contradicts its own invariants: commit the new regressions under ${out#"$ROOT_DIR"/} and fix the cause"
  exit 1
fi
