#!/usr/bin/env bash
# The soak run: the README's test command on a fresh clone of this repository, N times in a row
# (default 10), while a CPU hog keeps every core busy, as CI's machine may be. A suite that passes
# here does not fail at random on a busy machine. Usage, from the repository (with shared/ beside
# it, as CI has): scripts/soak.sh [runs]. Prints each run's verdict and wall time; a failed run's
# log is kept as soak-failure-<run>.log.
set -uo pipefail
runs="${1:-10}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
# The clone sits beside the repository, so that it finds ../shared as the repository does.
work="$(mktemp -d "$(dirname "$repo")/soak.XXXXXX")"
log="$(mktemp)"
hogs=()
cleanup() { kill "${hogs[@]}" 2>/dev/null; rm -rf "$work" "$log"; }
trap cleanup EXIT
# One busy loop per core, at normal priority: the tests share the machine with it.
for _ in $(seq "$(nproc)"); do (while :; do :; done) & hogs+=($!); done
passed=0
for run in $(seq "$runs"); do
  rm -rf "$work" && git clone -q "$repo" "$work"
  start=$(date +%s)
  if (cd "$work" && npx pnpm@12.4.2 install && npx pnpm@12.4.2 test) > "$log" 2>&1; then
    passed=$((passed + 1)); verdict=passed
  else
    verdict=FAILED; cp "$log" "$repo/soak-failure-$run.log"
  fi
  echo "run $run: $verdict in $(( $(date +%s) - start )) s ($(grep -c . "$log") lines of log)"
done
echo "soak: $passed of $runs passed"
[ "$passed" -eq "$runs" ]
