#!/usr/bin/env bash
# dlx --progress, whose output depends on timing and so cannot be a golden file: with standard
# error sent to a file, a search of a second or more (the line is first drawn after 0.25 s, so
# each search here takes at least 1 s on an idle 2-core machine: queens 14 printing its 365,596
# solutions, queens 15 with 2,279,184, OEIS A000170) must draw progress lines, each rewritten with '\r', end them with a newline after a
# final line at 100.0% done, and leave standard output exactly as without --progress, serially,
# with -j 2 and with --part. --no-progress and a standard error that is no terminal draw nothing;
# a terminal (made by script(1), when it is installed) gets the line by default.
#   tests/cli/run_progress.sh [BUILD_DIR]
# PROGRESS_QUEENS=14 counts queens 14 instead of 15 (for the sanitizers' builds, several times
# slower: their searches still last over a second).
set -uo pipefail
. "$(dirname "$0")/../lib.sh"
build=$(cd "${1:-build}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$build/puzzles/langford" 12 > "$work/langford-12.dlx"
"$build/puzzles/queens" 14 > "$work/queens-14.dlx"
counted=${PROGRESS_QUEENS:-15}
case $counted in
  14) counted_solutions=365596 ;;
  15) counted_solutions=2279184 ;;
  *) echo "run_progress.sh: PROGRESS_QUEENS must be 14 or 15" >&2; exit 2 ;;
esac
"$build/puzzles/queens" "$counted" > "$work/queens-counted.dlx"

# The progress lines of a file of standard error: what lies between carriage returns.
progress_lines() { tr '\r' '\n' < "$1" | grep -E '% done'; }

# Runs dlx with and without --progress (ARGS...) and compares.
check_progress() { # name, expected stdout pattern, args...
  local name=$1 pattern=$2
  shift 2
  "$build/dlx" "$@" > "$work/plain.out" 2> "$work/plain.err"
  local plain_status=$?
  "$build/dlx" --progress "$@" > "$work/progress.out" 2> "$work/progress.err"
  local status=$? problems=""
  [ "$status" = 0 ] && [ "$plain_status" = 0 ] || problems+=" status $status/$plain_status"
  cmp -s "$work/plain.out" "$work/progress.out" || problems+=" stdout differs"
  grep -qE -- "$pattern" "$work/progress.out" || problems+=" stdout lacks /$pattern/"
  [ -s "$work/plain.err" ] && problems+=" stderr without --progress"
  grep -q $'\r' "$work/progress.err" || problems+=" no carriage return"
  local last
  last=$(progress_lines "$work/progress.err" | tail -1)
  [[ $last =~ ^dlx:\ 100\.0%\ done,\ [0-9.]+[kM]?\ solutions?,\ [0-9.]+[kMG]?\ nodes/s,\ [0-9.]+\ s\ *$ ]] ||
    problems+=" last line '$last'"
  [ "$(tail -c 1 "$work/progress.err" | od -An -c | tr -d ' ')" = '\n' ] ||
    problems+=" no final newline"
  [ "$(wc -l < "$work/progress.err")" = 1 ] || problems+=" more than one line ended"
  local widest
  widest=$(tr '\r' '\n' < "$work/progress.err" | awk '{ if (length > w) w = length } END { print w }')
  [ "$widest" -le 79 ] || problems+=" a line of $widest columns"
  if [ -z "$problems" ]; then pass "$name ($(progress_lines "$work/progress.err" | wc -l) lines)"; else fail "$name:$problems"; fi
}

# The plain search (--symmetry=off), threads and parts too: by orbits, queens 14 on 2 threads took
# 0.14 s under the sanitizers, and a part of the symmetric split as little, too short for a line.
check_progress "progress-serial" "^$counted_solutions\$" -c --symmetry=off "$work/queens-counted.dlx"
check_progress "progress-threads" "^$counted_solutions\$" -c -j 2 --symmetry=off "$work/queens-counted.dlx"
check_progress "progress-part" '"part":1,"parts":2' --part=1/2 --symmetry=off "$work/queens-counted.dlx"
check_progress "progress-printing-solutions" '^365596 solutions$' "$work/queens-14.dlx"

# Off: by --no-progress (the last of the two options wins), or with standard error in a file.
"$build/dlx" -c --progress --no-progress "$work/langford-12.dlx" > "$work/out" 2> "$work/err"
if [ $? = 0 ] && [ ! -s "$work/err" ] && [ "$(cat "$work/out")" = 216288 ]; then
  pass "no-progress"
else
  fail "no-progress: $(head -c 200 "$work/err")"
fi

# On by default on a terminal: script(1) gives dlx one for standard error.
if script -qec true /dev/null > /dev/null 2>&1; then
  script -qec "'$build/dlx' -c -j 2 --symmetry=off '$work/queens-counted.dlx'" /dev/null > "$work/tty" 2>&1
  if grep -q '100.0% done' "$work/tty" && grep -q "$counted_solutions" "$work/tty"; then
    pass "progress-on-a-terminal"
  else
    fail "progress-on-a-terminal: $(head -c 200 "$work/tty")"
  fi
else
  echo "skip progress-on-a-terminal (script(1) is missing)"
fi

summary progress
