#!/bin/bash -eu
# ClusterFuzzLite build: the same script as OSS-Fuzz (fuzz/oss-fuzz/build.sh).
exec "$SRC/truename/fuzz/oss-fuzz/build.sh"
