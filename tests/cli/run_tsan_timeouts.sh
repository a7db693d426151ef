#!/usr/bin/env bash
# The threads' stops under ThreadSanitizer (make tsan-test runs it on the TSan build): sudoku -j 2
# and dlx -j 2 whose searches --timeout cuts short while both threads search (searches that would
# run for ages: empty grids counted exactly or rated, pentominoes 6x10 counted under TSan), and the
# same cut by SIGINT or SIGTERM. The timer and the signal handlers raise the command's dlx_stop, sudoku's
# watchdog raises each worker's, and the engine's threads read them: each run must end with the
# documented status, its partial answers and their messages, and no report of ThreadSanitizer
# (TSAN_OPTIONS=halt_on_error=1: a report ends the run with status 66). Each run takes a second or
# two; the time is printed.
#   tests/cli/run_tsan_timeouts.sh BUILD_DIR
set -uo pipefail
build=$(cd "${1:-build/tsan}" && pwd)
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$here/tests/lib.sh" # pass, fail, summary
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1}

# check NAME EXPECTED_STATUS STATUS STDOUT_LINES STDOUT_PATTERN STDERR_LINES STDERR_PATTERN: the
# status, and that standard output and error are that many lines, every one matching its pattern.
check() {
  local problems="" lines
  [ "$3" = "$2" ] || problems+=" status $3 (expected $2)"
  lines=$(grep -cE -- "$5" "$work/out")
  [ "$lines" = "$4" ] && [ "$(wc -l < "$work/out")" = "$4" ] ||
    problems+=" stdout: $lines of $(wc -l < "$work/out") lines match /$5/ (expected $4)"
  lines=$(grep -cE -- "$7" "$work/err")
  [ "$lines" = "$6" ] && [ "$(wc -l < "$work/err")" = "$6" ] ||
    problems+=" stderr: $lines of $(wc -l < "$work/err") lines match /$7/ (expected $6)"
  ! grep -q ThreadSanitizer "$work/err" || problems+=" ThreadSanitizer reported"
  if [ -z "$problems" ]; then
    pass "$1 ($(cat "$work/seconds") s)"
  else
    fail "$1:$problems"
    head -5 "$work/out" "$work/err"
  fi
}

# seconds_since START: the seconds since START (an $EPOCHREALTIME), to the hundredth.
seconds_since() {
  local centiseconds=$(((${EPOCHREALTIME/./} - ${1/./}) / 10000))
  printf '%d.%02d\n' $((centiseconds / 100)) $((centiseconds % 100))
}

# timed COMMAND...: runs it, its outputs in $work/out and $work/err, its time in $work/seconds.
timed() {
  local start=$EPOCHREALTIME status
  "$@" > "$work/out" 2> "$work/err"
  status=$?
  seconds_since "$start" > "$work/seconds"
  return $status
}

# signal_after DELAY SIGNAL COMMAND...: the same, the signal sent after the delay.
signal_after() {
  local delay=$1 signal=$2 start=$EPOCHREALTIME status
  shift 2
  "$@" > "$work/out" 2> "$work/err" &
  local pid=$!
  sleep "$delay"
  kill "-$signal" "$pid"
  wait "$pid"
  status=$?
  seconds_since "$start" > "$work/seconds"
  return $status
}

empty=$(printf '%81s' '' | tr ' ' '.')
printf '%s\n' "$empty" "$empty" "$empty" "$empty" > "$work/empty.txt"
printf '%625s\n' '' '' | tr ' ' '.' > "$work/empty-25x25.txt"
pentominoes=$here/puzzles/exact-cover/pentominoes-6x10.dlx

# Four empty grids counted exactly: each worker's watchdog deadline stops its search.
timed "$build/sudoku" -j 2 --timeout=0.3 "$work/empty.txt"
check "sudoku -j 2 --timeout, every search stopped by the watchdog" 5 $? \
  4 '^at least [0-9]+$' 4 'empty.txt:[1-4]: search stopped by --timeout after [0-9]+ nodes'

# Ratings of empty 25x25 grids: the rater reads the worker's stop too (the engine's count before
# it takes some 11,000 nodes, a few tenths of a second under TSan).
timed "$build/sudoku" -j 2 --timeout=1 --rate "$work/empty-25x25.txt"
check "sudoku -j 2 --timeout --rate on empty 25x25 grids" 5 $? \
  2 'rating stopped (after|before)' 2 'empty-25x25.txt:[12]: rating stopped by --timeout'

# SIGINT while both workers search with a deadline far off: the watchdog passes it on.
signal_after 0.5 INT "$build/sudoku" -j 2 --timeout=60 "$work/empty.txt"
check "sudoku -j 2 --timeout=60, stopped by SIGINT" 130 $? \
  2 '^at least [0-9]+$' 2 'empty.txt:[12]: search stopped by SIGINT after [0-9]+ nodes'

# dlx's threads, each on a subtree (symmetry classes on the threads by default, then without).
timed "$build/dlx" -c -j 2 --timeout=0.5 "$pentominoes"
check "dlx -c -j 2 --timeout" 5 $? \
  1 '^[0-9]+$' 1 'search stopped by --timeout after [0-9]+ nodes: the count is partial'
timed "$build/dlx" -c -j 2 --symmetry=off --representation=links --timeout=0.5 "$pentominoes"
check "dlx -c -j 2 --symmetry=off --representation=links --timeout" 5 $? \
  1 '^[0-9]+$' 1 'search stopped by --timeout after [0-9]+ nodes: the count is partial'
signal_after 0.5 TERM "$build/dlx" -c -j 2 --timeout=60 "$pentominoes"
check "dlx -c -j 2 --timeout=60, stopped by SIGTERM" 143 $? \
  1 '^[0-9]+$' 1 'search stopped by SIGTERM after [0-9]+ nodes: the count is partial'

summary "tsan timeouts"
