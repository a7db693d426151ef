#!/usr/bin/env bash
# Memory running out at any point of a run of the sudoku command, the middle of a search included,
# gives either the right answer (the allocation that failed had a fallback) or the message "out of
# memory" with exit status 4, never a wrong answer: the engine's level stack that fails to grow
# in the middle of a search made the command answer "0" (no solution) for the empty grid, with
# status 0. For each case the run is made once with failing_malloc.so (tests/failing_malloc.c)
# counting its allocations, then once for each N below that count with allocations N, N+1, ...
# failing; the right answer is the command's own without the preloaded allocator.
#   bash tests/cli/run_out_of_memory.sh BUILD_DIR     (make out-of-memory-test)
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
build=${1:-build}
preload=$PWD/$build/tests/failing_malloc.so
[ -f "$preload" ] || { echo "out of memory: $preload is missing" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. tests/lib.sh

empty_grid=$(printf '%81s' '' | tr ' ' '.')
# report_wrong_run NAME N STATUS: a run whose allocations failed from number N that neither
# answered right nor said "out of memory" with status 4.
report_wrong_run() {
  fail "$1: allocations failing from number $2: status $3," \
    "output '$(head -c 100 "$work/out" | tr '\n' /)', errors '$(head -c 200 "$work/err" | tr '\n' /)'"
}

# finish_case NAME TOTAL BAD OUT_OF_MEMORY: a case passes when no run was wrong and some run did
# run out of memory (else the preloaded allocator had no effect).
finish_case() {
  if [ "$4" -eq 0 ]; then
    fail "$1: no run of $2 ran out of memory: the preloaded allocator has no effect"
  elif [ "$3" -eq 0 ]; then
    pass "$1"
  fi
}

# each_failing_allocation NAME JUDGE INPUT COMMAND...: runs COMMAND (standard input from INPUT)
# once counting its allocations, then once for each N below that count with allocations N, N+1,
# ... failing; JUDGE STATUS says of each run (its outputs in $work/out and $work/err) whether it
# answered right (0), said memory ran out as it must (1), or neither (2).
each_failing_allocation() {
  local name=$1 judge=$2 input=$3
  shift 3
  FAILING_MALLOC_COUNT=$work/count LD_PRELOAD=$preload "$@" < "$input" > /dev/null 2>&1
  local total n status verdict bad=0 out_of_memory=0
  total=$(cat "$work/count" 2> /dev/null || echo 0)
  [ "$total" -gt 0 ] || { fail "$name: failing_malloc.so counted no allocation"; return; }
  for ((n = 0; n < total; n++)); do
    FAILING_MALLOC_AFTER=$n LD_PRELOAD=$preload timeout 60 "$@" < "$input" > "$work/out" \
      2> "$work/err"
    status=$?
    "$judge" "$status"
    verdict=$?
    [ "$verdict" -eq 0 ] && continue
    if [ "$verdict" -eq 1 ]; then
      out_of_memory=$((out_of_memory + 1))
      continue
    fi
    bad=$((bad + 1))
    [ "$bad" -le 3 ] && report_wrong_run "$name" "$n" "$status"
  done
  finish_case "$name" "$total" "$bad" "$out_of_memory"
}

# The right answer is $work/expected; out of memory is exit 4 with one line saying why (a thread
# that could not start, under -j, is memory too), and no answer but those that came before.
judge_sudoku_run() {
  [ "$1" -eq 0 ] && cmp -s "$work/out" "$work/expected" && return 0
  local out_size
  out_size=$(wc -c < "$work/out")
  if [ "$1" -eq 4 ] && [ "$(wc -l < "$work/err")" -eq 1 ] &&
    grep -qE '^sudoku: (out of memory|cannot start a thread: .*)$' "$work/err" &&
    cmp -s "$work/out" <(head -c "$out_size" "$work/expected"); then
    return 1
  fi
  return 2
}

# check_case NAME INPUT ARGS...: every N gives the right answer, or "out of memory" and status 4
# with a prefix of the right answer on standard output; at least one N runs out of memory.
check_case() {
  local name=$1
  printf '%s\n' "$2" > "$work/input"
  shift 2
  "$build/sudoku" "$@" < "$work/input" > "$work/expected" 2> /dev/null ||
    { fail "$name: the run without failing allocations failed"; return; }
  each_failing_allocation "$name" judge_sudoku_run "$work/input" "$build/sudoku" "$@"
}

# A generated puzzle is right when the command, run normally, finds it unique.
judge_generated_puzzle() {
  [ "$1" -eq 0 ] && [ "$("$build/sudoku" -f verdict < "$work/out")" = "Case 1: Unique." ] && return 0
  [ "$1" -eq 4 ] && [ "$(cat "$work/err")" = "sudoku: out of memory" ] && return 1
  return 2
}

# check_generation NAME ARGS...: as check_case for --generate=1 ARGS, but a run whose bitset could
# not be built searches the links instead, whose other order may give another puzzle of the same
# seed: a puzzle passes when the command, run normally, finds it unique.
check_generation() {
  local name=$1
  shift
  each_failing_allocation "$name" judge_generated_puzzle /dev/null "$build/sudoku" --generate=1 "$@"
}

# `dlx -c`: the count ($work/expected), or one line saying memory ran out (status 4; or 3 when
# opening the file failed for it), nothing on standard output.
judge_dlx_count() {
  [ "$1" -eq 0 ] && cmp -s "$work/out" "$work/expected" && return 0
  if [ ! -s "$work/out" ] && [ "$(wc -l < "$work/err")" -eq 1 ] &&
    { { [ "$1" -eq 4 ] && grep -qE '^dlx: (.*: )?out of memory$' "$work/err"; } ||
      { [ "$1" -eq 3 ] && grep -qE ': Cannot allocate memory$' "$work/err"; }; }; then
    return 1
  fi
  return 2
}

# check_dlx_count NAME FILE ARGS...: as check_case for `dlx -c ARGS FILE`.
check_dlx_count() {
  local name=$1 file=$2
  shift 2
  "$build/dlx" -c "$@" "$file" > "$work/expected" 2> /dev/null ||
    { fail "$name: the run without failing allocations failed"; return; }
  each_failing_allocation "$name" judge_dlx_count /dev/null "$build/dlx" -c "$@" "$file"
}

# The empty grid on the bitset search, whose level stack grows in the middle of the search.
check_case "empty grid, first solution" "$empty_grid" --limit=1
check_case "empty grid, 1000 solutions" "$empty_grid" --limit=1000 --format=count
check_case "empty grid, first solution, -j 2" "$empty_grid" --limit=1 -j 2
check_case "hard puzzles" "$(head -3 puzzles/sudoku/hard20.txt | cut -f1)"
check_case "empty grid, rated" "$empty_grid" --rate
# With the x rule the generator first counts the empty grid with the engine's restarts.
check_generation "generated x-sudoku" --seed=1 --variant=x
check_generation "generated sudoku" --seed=2
# A count with symmetry: finding the classes, or a class's search, short of memory (automatic, on
# 12 queens, a search long enough for it: the classes' allocations failing make it search without
# them).
check_dlx_count "8 queens, symmetry on" puzzles/exact-cover/queens-8.dlx --symmetry=on
"$build/puzzles/queens" 12 > "$work/queens-12.dlx"
check_dlx_count "12 queens, symmetry automatic" "$work/queens-12.dlx"

summary "out of memory"
