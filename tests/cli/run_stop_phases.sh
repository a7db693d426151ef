#!/usr/bin/env bash
# A stop honoured in every phase of a count, not only among the nodes of a search: SIGINT, SIGTERM
# and --timeout must end dlx within half a second, with the documented status and partial answer,
# while the engine looks for symmetry classes (one item with 200,000 options, all alike) and while
# the memo's cache is full (--memo, --zdd and --sample at --memo-size=1, on the random problems of
# tests/data/memo-full-*.dlx). Also the answers there: the many options counted at once with the
# default settings, and the full cache's exact count, as without the memo. A command deaf to the
# stop is killed after a few seconds, and the check fails. BUILD_DIR holds the dlx command.
#   tests/cli/run_stop_phases.sh [BUILD_DIR]
set -uo pipefail
build=$(cd "${1:-build}" && pwd)
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$here/tests/lib.sh" # pass, fail, summary

# The most milliseconds from the stop (the signal, or the end of --timeout) to the exit.
bound_ms=500
# How long a command deaf to the stop may go on before it is killed.
deaf_seconds=5

milliseconds() { echo $(($(date +%s%N) / 1000000)); }

# Waits for process $1 for at most deaf_seconds; kills it then. Sets status (137 when killed).
wait_or_kill() {
  local pid=$1 waited=0
  while kill -0 "$pid" 2> /dev/null && [ "$waited" -lt $((deaf_seconds * 20)) ]; do
    sleep 0.05
    waited=$((waited + 1))
  done
  kill -0 "$pid" 2> /dev/null && kill -KILL "$pid" 2> /dev/null
  wait "$pid"
  status=$?
}

# Checks a stopped run: name, expected status, milliseconds from the stop to the exit, stdout
# pattern, stderr pattern.
check_stop() {
  local problems=""
  [ "$status" = "$2" ] || problems+=" status $status (expected $2)"
  [ "$3" -le "$bound_ms" ] || problems+=" ended $3 ms after the stop (at most $bound_ms)"
  grep -qE -- "$4" "$work/out" || problems+=" stdout lacks /$4/"
  grep -qE -- "$5" "$work/err" || problems+=" stderr lacks /$5/"
  if [ -z "$problems" ]; then
    pass "$1 ($3 ms)"
  else
    fail "$1:$problems"
    head -3 "$work/out" "$work/err"
  fi
}

# name, delay, signal, expected status, stdout pattern, stderr pattern, dlx arguments...
signal_check() {
  local name=$1 delay=$2 signal=$3 expected=$4 out_pattern=$5 err_pattern=$6
  shift 6
  "$build/dlx" "$@" > "$work/out" 2> "$work/err" &
  local pid=$!
  sleep "$delay"
  local sent
  sent=$(milliseconds)
  kill "-$signal" "$pid"
  wait_or_kill "$pid"
  check_stop "$name" "$expected" $(($(milliseconds) - sent)) "$out_pattern" "$err_pattern"
}

# name, seconds of --timeout, stdout pattern, stderr pattern, dlx arguments...
timeout_check() {
  local name=$1 seconds=$2 out_pattern=$3 err_pattern=$4
  shift 4
  local start
  start=$(milliseconds)
  "$build/dlx" --timeout="$seconds" "$@" > "$work/out" 2> "$work/err" &
  wait_or_kill $!
  local late=$(($(milliseconds) - start - $(awk -v s="$seconds" 'BEGIN { print int(s * 1000) }')))
  [ "$late" -ge 0 ] || late=0
  check_stop "$name" 5 "$late" "$out_pattern" "$err_pattern"
}

# One primary item and 200,000 options that each cover it: the search for symmetry classes meets
# 200,000 options alike. --symmetry=on looks for them at once.
many=$work/many.dlx
{
  echo a
  yes a | head -200000
} > "$many"
signal_check "symmetry classes: SIGINT" 0.3 INT 130 '^[0-9]+$' 'search stopped by SIGINT' \
  -c --symmetry=on "$many"
signal_check "symmetry classes: SIGTERM" 0.3 TERM 143 '^[0-9]+$' 'search stopped by SIGTERM' \
  -c --symmetry=on "$many"
timeout_check "symmetry classes: --timeout" 0.3 '^[0-9]+$' 'search stopped by --timeout' \
  -c --symmetry=on "$many"

# The default count of the many options: exact, in few nodes and seconds (the plain search takes
# 200,001 nodes; a search for classes that does not pay must cost little).
start=$(milliseconds)
timeout -s KILL 30 "$build/dlx" -c --stats "$many" > "$work/out" 2> "$work/err"
status=$?
spent=$(($(milliseconds) - start))
nodes=$(sed -n 's/.* solutions, \([0-9]*\) nodes,.*/\1/p' "$work/err")
if [ "$status" = 0 ] && [ "$(cat "$work/out")" = 200000 ] && [ -n "$nodes" ] &&
  [ "$nodes" -le 300000 ] && [ "$spent" -le 5000 ]; then
  pass "200,000 options alike counted with automatic symmetry ($nodes nodes, $spent ms)"
else
  fail "200,000 options alike: status $status, count $(head -c 20 "$work/out"), $nodes nodes, $spent ms"
fi

# A full memo cache: the exact count, as without the memo, in each mode that uses the cache, and
# a warning that says the cache was full.
small=$here/tests/data/memo-full-27x200.dlx
expected=$("$build/dlx" -c --memo=off "$small")
for mode in --memo --zdd="$work/small.zdd" --sample=2; do
  timeout -s KILL 30 "$build/dlx" "$mode" --memo-size=1 "$small" > "$work/out" 2> "$work/err"
  status=$?
  if [ "$status" = 0 ] && tail -1 "$work/out" | grep -qE "^$expected( solutions)?$" &&
    grep -q "warning: the memo's cache was full at its size (--memo-size=1)" "$work/err"; then
    pass "full memo cache, ${mode%%=*}: the count $expected, and a warning"
  else
    fail "full memo cache, ${mode%%=*}: status $status, $(tail -1 "$work/out") (expected $expected)"
  fi
done

# A full memo cache on a long search (minutes): stops within the bound, in each mode. The stop
# comes after 3 s, when every slot of the cache is taken (a cache that probed for ever for a key it
# did not hold did so from 1 to 2 s on).
long=$here/tests/data/memo-full-32x300.dlx
partial='^at least [0-9]+ solutions \(search stopped by'
for mode in --memo --zdd="$work/long.zdd" --sample=2; do
  name="full memo cache, ${mode%%=*}"
  timeout_check "$name: --timeout" 3 "$partial --timeout\)$" 'search stopped by --timeout' \
    "$mode" --memo-size=1 "$long"
  signal_check "$name: SIGINT" 3 INT 130 "$partial SIGINT\)$" 'search stopped by SIGINT' \
    "$mode" --memo-size=1 "$long"
done
signal_check "full memo cache, --memo: SIGTERM" 3 TERM 143 "$partial SIGTERM\)$" \
  'search stopped by SIGTERM' --memo --memo-size=1 "$long"

summary "stop phases"
