#!/usr/bin/env bash
# Time to first crash of the differential fuzz target against each built-in mutant
# (TRUENAME_FUZZ_ENGINE=mutant:<name>): RUNS runs per mutant with libFuzzer seeds 1..RUNS, each
# capped at CAP seconds, with the dictionary, once from the generated seed corpus and once from
# an empty corpus; prints a Markdown table with each run's wall-clock seconds to the first
# crash (process start included), the median, and the median number of executions.
#
#   fuzz/measure_mutants.sh [CAP_SECONDS=60] [RUNS=3] [MUTANT...]
#
# Built and run with the flags of fuzz/lib.sh (FUZZ_BUILD_FLAGS, FUZZ_RUN_FLAGS: override them
# to compare); FUZZ_BIN runs another build of the target; MEASURE_KINDS="empty" (or "seeds")
# measures one kind only.
# shellcheck source=fuzz/lib.sh
. "$(dirname "$0")/lib.sh" # set -euo pipefail; cd fuzz/
cap="${1:-60}"
runs="${2:-3}"
shift $(( $# < 2 ? $# : 2 ))
bin="${FUZZ_BIN:-$(target_bin differential)}"
kinds="${MEASURE_KINDS:-seeds empty}"
if [[ -z "${FUZZ_BIN:-}" ]]; then
  build_targets_quietly differential
fi
[[ -d seeds/differential ]] || ./make_seeds.sh
if (( $# > 0 )); then
  mutants=("$@")
else
  mapfile -t mutants < <(cd .. && cargo run -q --release -p truename --bin truename -- mutants \
    | sed -n 's/^mutant:\([^ ]*\).*/\1/p')
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# One run: prints "seconds execs" (or "- -" if no crash within the cap).
one() { # mutant seed corpus-kind
  local m="$1" seed="$2" kind="$3" dir="$work/$1-$2-$3" extra=() start end n
  mkdir -p "$dir/corpus"
  [[ "$kind" == seeds ]] && extra=(seeds/differential)
  start=$(date +%s.%N)
  TRUENAME_FUZZ_ENGINE="mutant:$m" timeout $((cap + 60)) "$bin" "$dir/corpus" "${extra[@]}" \
    -seed="$seed" -max_total_time="$cap" -dict=dicts/differential.dict -timeout=10 \
    -rss_limit_mb=2048 $FUZZ_RUN_FLAGS -artifact_prefix="$dir/" -print_final_stats=1 \
    >"$dir/log" 2>&1 || true
  end=$(date +%s.%N)
  if compgen -G "$dir/crash-*" >/dev/null; then
    n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log" | tail -1)
    echo "$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.2f", b - a}') ${n:-0}"
  else
    echo "- -"
  fi
  rm -rf "$dir"
}
# The median of RUNS values where "-" (no crash within the cap) sorts last: ">CAP" when it is
# the median (CAP is the seconds cap: for the execs column pass "-", no count to bound it).
median_or_cap() {
  local over="$1" m
  shift
  m="$(median "${@/#-/1e99}")"
  if [[ "$m" == 1e99 ]]; then echo "$over"; else echo "$m"; fi
}
echo "build: --sanitizer none $FUZZ_BUILD_FLAGS${FUZZ_BIN:+ ($bin)}; libFuzzer: $FUZZ_RUN_FLAGS"
header="| mutant"
rule="|---"
for kind in $kinds; do
  [[ "$kind" == seeds ]] && k="seed corpus" || k="empty corpus"
  header+=" | $k: seconds per run | median (s) | execs (median)"
  rule+="|---|---|---"
done
echo "$header |"
echo "$rule|"
for m in "${mutants[@]}"; do
  row="| $m"
  for kind in $kinds; do
    ts=(); ns=()
    for seed in $(seq 1 "$runs"); do
      read -r t n < <(one "$m" "$seed" "$kind")
      ts+=("$t"); ns+=("$n")
    done
    row+=" | $(IFS=/; echo "${ts[*]}") | $(median_or_cap ">$cap" "${ts[@]}") | $(median_or_cap "-" "${ns[@]}")"
  done
  echo "$row |"
done
