#!/usr/bin/env bash
# Fuzzing smoke test for CI (.ci/run calls it): installs the pinned cargo-fuzz if missing,
# builds every fuzz target on the stable toolchain (--sanitizer none), and runs each for
# FUZZ_CI_SECONDS (default 8) from its generated seed corpus, with a fixed libFuzzer seed
# (FUZZ_CI_SEED, default 1). Any crash fails the run; the crashing input is left in
# fuzz/artifacts/<target>/ (gitignored) and the log says how to turn it into a regression.
# New corpus entries go to a temporary directory that is removed: the tree is left as it was
# (fuzz/ is outside the root workspace, so root fmt/clippy/test never see it).
# shellcheck source=fuzz/lib.sh
. "$(dirname "$0")/lib.sh" # set -euo pipefail; cd fuzz/
# The differential target goes through the protocol codec here (its own default is the cheaper
# in-process model), so the codec keeps being fuzzed.
export TRUENAME_FUZZ_ENGINE="${TRUENAME_FUZZ_ENGINE:-model-codec}"

secs="${FUZZ_CI_SECONDS:-8}"
seed="${FUZZ_CI_SEED:-1}"

ensure_cargo_fuzz
echo "== cargo fuzz build --sanitizer none $FUZZ_BUILD_FLAGS ($(cargo fuzz --version), $(rustc --version))"
# shellcheck disable=SC2086
cargo fuzz build --sanitizer none $FUZZ_BUILD_FLAGS
echo "== seed corpora"
./make_seeds.sh

work="$(mktemp -d "${TMPDIR:-/tmp}/truename-fuzz-ci.XXXXXX")"
trap 'rm -rf "$work"' EXIT
failed=()
passed=0
for t in "${TARGETS[@]}"; do
  mkdir -p "$work/$t"
  log="$work/$t.log"
  # shellcheck disable=SC2046,SC2086
  if cargo fuzz run "$t" --sanitizer none $FUZZ_BUILD_FLAGS "$work/$t" "seeds/$t" -- \
      -max_total_time="$secs" -seed="$seed" $(target_flags "$t") -print_final_stats=1 \
      >"$log" 2>&1; then
    runs="$(execs_total "$log")"
    if [[ "$runs" == 0 ]]; then
      # Fail closed: a run that executed nothing checked nothing.
      failed+=("$t")
      echo "fuzz $t: FAILED: it executed no input; last lines of its log:"
      grep -v '^\s*$' "$log" | tail -20 | cut -c1-600 || true
      continue
    fi
    passed=$((passed + 1))
    echo "fuzz $t: ok, $runs runs in ${secs}s, $(execs_per_sec "$log") exec/s"
  else
    failed+=("$t")
    echo "fuzz $t: FAILED (libFuzzer seed $seed); last lines of its log:"
    grep -v '^\s*$' "$log" | tail -40 | cut -c1-600 || true
    echo "crash inputs (fuzz/artifacts/$t/):"
    ls -1 "artifacts/$t" 2>/dev/null | sed 's/^/  /' || true
    echo "reproduce: (cd fuzz && cargo fuzz run $t --sanitizer none $FUZZ_BUILD_FLAGS artifacts/$t/<file>)"
    echo "regression: TRUENAME_FUZZ_ENGINE=$TRUENAME_FUZZ_ENGINE cargo run -q -p truename --bin truename-fuzz-convert -- $t fuzz/artifacts/$t/<file>"
  fi
done
echo "fuzz: ${passed} passed, ${#failed[@]} failed"
((${#failed[@]} == 0))
