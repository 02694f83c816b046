#!/usr/bin/env bash
# Writes the fuzz targets' seed corpora (fuzz/seeds/<target>/, gitignored: regenerated from the
# case corpus) and, with --dicts, regenerates the dictionaries (fuzz/dicts/<target>.dict, kept
# in git). Deterministic: the same corpus gives the same files.
#
#   fuzz/make_seeds.sh            # seeds only
#   fuzz/make_seeds.sh --dicts    # seeds and dictionaries
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
args=(--seeds fuzz/seeds --corpus corpus)
if [[ "${1:-}" == "--dicts" ]]; then
  args+=(--dicts fuzz/dicts)
fi
# A plain host build: no sanitizer or coverage flags from the environment (OSS-Fuzz sets them).
env -u RUSTFLAGS -u CARGO_BUILD_RUSTFLAGS -u CARGO_ENCODED_RUSTFLAGS \
  cargo run --release -q -p truename --bin truename-fuzz-seeds -- "${args[@]}"
