#!/bin/bash -eu
# Build script for OSS-Fuzz and ClusterFuzzLite (.clusterfuzzlite/build.sh runs this one).
# Runs inside gcr.io/oss-fuzz-base/base-builder-rust with the repository at $SRC/truename; the
# image's nightly toolchain and cargo-fuzz build with the sanitizer the service asks for.
# Puts in $OUT, for every fuzz target <t>: the binary <t>, <t>.dict, <t>.options and
# <t>_seed_corpus.zip (the layout both services expect).
PROJECT_DIR="${PROJECT_DIR:-$SRC/truename}"
cd "$PROJECT_DIR"

# Seed corpora from the case corpus: a plain host build (no fuzzing or sanitizer flags, its
# own target directory).
CARGO_TARGET_DIR="${WORK:-/tmp}/truename-host-target" fuzz/make_seeds.sh

cd fuzz
cargo fuzz build -O --debug-assertions
out_dir="${CARGO_TARGET_DIR:-target}/x86_64-unknown-linux-gnu/release"
for t in invariants differential case_parser protocol_decoder corpus_walk; do
  cp "$out_dir/$t" "$OUT/$t"
  cp "dicts/$t.dict" "$OUT/$t.dict"
  cp "options/$t.options" "$OUT/$t.options"
  rm -f "$OUT/${t}_seed_corpus.zip"
  (cd "seeds/$t" && zip -q -r "$OUT/${t}_seed_corpus.zip" .)
done
