# How a fork-mode (-fork=N) libFuzzer run ended. Sourced by fuzz/lib.sh (so by every script
# there) and by conformance/adapters/manabrew/run.sh; it only defines a function.
# shellcheck shell=bash

# The exit status of the last job of the fork-mode run logged in LOG, from its "INFO: exiting:
# <status>" line, or nothing if the run never got that far. The run exits with it
# (FuzzerFork.cpp: "Use the exit code from the last child process"), even with -ignore_crashes:
# a status other than 0 there is the last job's finding (its input is among the artifacts), not
# a run that never fuzzed.
fork_last_job_status() {
  grep -oE '^INFO: exiting: [0-9]+ ' "$1" | tail -1 | grep -oE '[0-9]+' || true
}
