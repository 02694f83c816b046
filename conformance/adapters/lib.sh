# Shell functions the adapters' scripts (phase/run.sh, phase/releases.sh,
# manabrew/run.sh, manabrew/releases.sh) share, and the start they share. Each script sources
# it first, by its own path:
#
#   . "$(dirname "$0")/../lib.sh"
#
# It turns on bash's strict mode (`set -euo pipefail`), sets `here` (the script's own
# directory), `root` (the repository) and `python` (PYTHON, default python3), changes to
# the repository (the scripts run from anywhere) and defines the functions below; it runs
# nothing else.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
cd "$root"
python="${PYTHON:-python3}"

# make_venv VENV PIP_ARGS...: the venv VENV (made with $python if it isn't there yet), with
# `pip install PIP_ARGS` run in it.
make_venv() {
  local venv="$1"
  shift
  if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
  fi
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$@"
}

# hunt_findings NAME TRUENAME HUNT_ARGS...: `TRUENAME hunt HUNT_ARGS`. Exit status 1 is new
# findings (printed for a person to triage, not a failure of the calling script); 2 or more is
# a hunt that couldn't run or checked nothing (2), failed as a run (3: the engine given up on,
# stopped early, a finding not written) or was interrupted (130), and ends the script with
# that status.
hunt_findings() {
  local name="$1" truename="$2"
  shift 2
  local status=0
  "$truename" hunt "$@" || status=$?
  if [ "$status" -gt 1 ]; then
    echo "$name: the hunt could not run, failed as a run, or was interrupted (exit status $status)" >&2
    exit "$status"
  fi
}

# diff_releases TRUENAME OUT REPORT...: with two reports or more, `TRUENAME diff` over them
# (in the order given) as OUT/diff.md and OUT/releases.html. Paths in the outputs are relative
# to the repository, whoever runs the script. The diff's exit status 1 (a release broke a
# case) is history here, not a failure; 2 or more ends the script.
diff_releases() {
  local truename="$1" out="$2"
  shift 2
  if [ "$#" -lt 2 ]; then
    return 0
  fi
  echo "== diff across releases: $out/diff.md, $out/releases.html"
  local rel=("${@#$root/}")
  local status=0
  "$truename" diff --format markdown --output "$out/diff.md" "${rel[@]}" || status=$?
  [ "$status" -le 1 ] || exit "$status"
  "$truename" diff --format html --output "$out/releases.html" "${rel[@]}" || true
}
