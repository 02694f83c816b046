# Shared by fuzz/ci.sh, fuzz/nightly.sh, fuzz/bench.sh and fuzz/measure_mutants.sh, which
# source it first: bash's strict mode (`set -euo pipefail`) and fuzz/ as the working
# directory, the pinned cargo-fuzz, the targets, their build, option lookup, log statistics
# (and, from fuzz/fork_status.sh, how a fork-mode run ended).
# shellcheck shell=bash

set -euo pipefail
FUZZ_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=fuzz/fork_status.sh
. "$FUZZ_DIR/fork_status.sh"
ROOT_DIR="$(dirname "$FUZZ_DIR")"
cd "$FUZZ_DIR"
CARGO_FUZZ_VERSION="0.13.2"
TARGETS=(invariants differential case_parser protocol_decoder corpus_walk)
# The cargo-fuzz build flags and libFuzzer flags every script here uses, chosen by the mutant
# kill times (fuzz/README.md, "Flags"); set either variable to compare others.
FUZZ_BUILD_FLAGS="${FUZZ_BUILD_FLAGS-}"
FUZZ_RUN_FLAGS="${FUZZ_RUN_FLAGS--entropic=0}"

# Installs the pinned cargo-fuzz unless it is already there (a few minutes on 2 cores).
ensure_cargo_fuzz() {
  if cargo fuzz --version 2>/dev/null | grep -qx "cargo-fuzz $CARGO_FUZZ_VERSION"; then
    return
  fi
  echo "installing cargo-fuzz $CARGO_FUZZ_VERSION"
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
}

# `cargo fuzz build --sanitizer none $FUZZ_BUILD_FLAGS [TARGET...]`, its output shown only if
# it fails (the build is then run again, with its output). The pinned cargo-fuzz is installed
# first if it is missing (its messages on stderr: the callers print tables on stdout).
build_targets_quietly() {
  ensure_cargo_fuzz >&2
  # shellcheck disable=SC2086
  cargo fuzz build --sanitizer none $FUZZ_BUILD_FLAGS "$@" >/dev/null 2>&1 ||
    cargo fuzz build --sanitizer none $FUZZ_BUILD_FLAGS "$@"
}

# The binary `cargo fuzz build $FUZZ_BUILD_FLAGS` (the host's triple; release, or debug when
# the flags ask for a dev build) made of fuzz target TARGET.
target_bin() {
  local profile=release
  case " $FUZZ_BUILD_FLAGS " in
    *" --dev "* | *" -D "*) profile=debug ;;
  esac
  echo "$FUZZ_DIR/target/$(rustc -vV | sed -n 's/^host: //p')/$profile/$1"
}

# The median of the numbers given (the upper one of the middle two for an even count).
median() {
  printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

# The value of KEY in fuzz/options/TARGET.options (the file OSS-Fuzz reads too).
target_option() {
  sed -n "s/^$2 *= *//p" "$FUZZ_DIR/options/$1.options" | head -1
}

# libFuzzer's flags for TARGET, from its options file (dictionary as an absolute path).
target_flags() {
  echo "-dict=$FUZZ_DIR/dicts/$1.dict -max_len=$(target_option "$1" max_len)" \
    "-timeout=$(target_option "$1" timeout) -rss_limit_mb=$(target_option "$1" rss_limit_mb)" \
    "$FUZZ_RUN_FLAGS"
}

# A statistic in libFuzzer log LOG: its final `stat::STAT:` line (-print_final_stats), else the
# number ending the last match of PATTERN in its status lines, else 0.
fuzzer_stat() {
  local log="$1" stat="$2" pattern="$3" v
  v=$(sed -n "s/^stat::$stat: *//p" "$log" | tail -1)
  if [[ -z "$v" ]]; then
    v=$(grep -oE "$pattern" "$log" | tail -1 | grep -oE '[0-9]+$' || true)
  fi
  echo "${v:-0}"
}

# Executions per second in a libFuzzer log (its final stats, else its last status line).
execs_per_sec() {
  fuzzer_stat "$1" average_exec_per_sec 'exec/s:? [0-9]+'
}

# Executions in a libFuzzer log (its final stats, else its last status line).
execs_total() {
  fuzzer_stat "$1" number_of_executed_units '^#[0-9]+'
}
