#!/usr/bin/env bash
# Throughput of each fuzz target: libFuzzer runs exactly RUNS inputs (-runs=RUNS, libFuzzer
# seed 1, the target's dictionary and options, starting from the generated seed corpus in
# fuzz/seeds/<target>/, new inputs into a temporary corpus), REPEAT times; prints a Markdown
# table of the median wall-clock seconds and exec/s (RUNS / seconds, process start and seed
# loading included) and libFuzzer's own average exec/s.
#
#   fuzz/bench.sh [RUNS=20000] [REPEAT=3] [TARGET...]
#
# Targets are built as fuzz/ci.sh builds them (stable, --sanitizer none, FUZZ_BUILD_FLAGS).
# `differential` is timed with its default engine (the model in process) and again as
# `differential/model-codec` (TRUENAME_FUZZ_ENGINE=model-codec: through the protocol codec).
# FUZZ_BUILD_FLAGS and FUZZ_RUN_FLAGS (fuzz/lib.sh) can be overridden to compare flags.
# shellcheck source=fuzz/lib.sh
. "$(dirname "$0")/lib.sh" # set -euo pipefail; cd fuzz/

runs="${1:-20000}"
repeat="${2:-3}"
shift $(( $# < 2 ? $# : 2 ))
targets=("$@")
((${#targets[@]})) || targets=("${TARGETS[@]}" differential/model-codec)
build_targets_quietly
[[ -d seeds/invariants ]] || ./make_seeds.sh >/dev/null
work="$(mktemp -d "${TMPDIR:-/tmp}/truename-fuzz-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "fuzz targets, $runs runs each, median of $repeat; $(nproc) cores; $(rustc --version)"
echo "build: --sanitizer none $FUZZ_BUILD_FLAGS; libFuzzer: -seed=1 $FUZZ_RUN_FLAGS"
echo
echo "| target | seconds | exec/s (runs / seconds) | libFuzzer's average exec/s |"
echo "|---|---|---|---|"
for spec in "${targets[@]}"; do
  t="${spec%%/*}"
  engine=""
  [[ "$spec" == */* ]] && engine="${spec#*/}"
  secs=(); rates=(); avgs=()
  for _ in $(seq 1 "$repeat"); do
    rm -rf "$work/corpus" && mkdir -p "$work/corpus"
    start=$(date +%s.%N)
    # shellcheck disable=SC2046,SC2086
    TRUENAME_FUZZ_ENGINE="$engine" "$(target_bin "$t")" "$work/corpus" "seeds/$t" \
      -runs="$runs" -seed=1 $(target_flags "$t") -print_final_stats=1 \
      -artifact_prefix="$work/" >"$work/log" 2>&1 || {
      echo "$spec failed:" >&2
      tail -20 "$work/log" >&2
      exit 1
    }
    end=$(date +%s.%N)
    s=$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.2f", b - a}')
    secs+=("$s")
    rates+=("$(awk -v n="$runs" -v s="$s" 'BEGIN {printf "%.0f", n / s}')")
    avgs+=("$(execs_per_sec "$work/log")")
  done
  echo "| \`$spec\` | $(median "${secs[@]}") | $(median "${rates[@]}") | $(median "${avgs[@]}") |"
done
