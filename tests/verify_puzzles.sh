#!/usr/bin/env bash
# Checks the exact-cover examples of puzzles/exact-cover against their generators and their known
# counts. For each example it
#   (a) regenerates the file with build/puzzles/GENERATOR and compares it byte for byte with the
#       committed one, so that the two never drift apart;
#   (b) runs `build/dlx -c` on it and compares the count with the value from the literature
#       written below (OEIS or the pentomino literature); the benchmarks (queens 14, langford 12,
#       dominoes 8x8) are only regenerated here, `make bench` solves them; and the same with the
#       memo, `build/dlx --memo=on -c` and `--memo=auto -c` (the pentomino boards only with auto:
#       the memo gains nothing there and would take minutes, bench section memo says so);
#   (c) for the example with colors, compares the count with tests/brute_force_xcc.c, a plain
#       backtracking counter that shares no code with the engine (compiled here into a temporary
#       directory), and with the count the generator found by enumerating the squares directly.
# It also generates the n-queens problems for n = 1 .. 12 on the fly and checks their counts, and
# small tilings (build/puzzles/tilings) against tests/tiling_count.py.
# Prints "ok NAME COUNT (TIME)" or "FAIL NAME: ..." per case, then
# "exact-cover puzzles: P passed, F failed"; exits 1
# when any case failed. Run from anywhere, after `make` (make check does both):
#   tests/verify_puzzles.sh [BUILD_DIR]     (default build; make check SANITIZE=1 passes build/sanitize)
set -uo pipefail
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=$root/${1:-build}
dlx=$build_dir/dlx
generators=$build_dir/puzzles
examples=$root/puzzles/exact-cover
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

ok() { pass "$(printf '%s %s (%.2f s)' "$1" "$2" "$3")"; } # NAME WHAT SECONDS
seconds_since() { awk -v from="$1" -v to="$EPOCHREALTIME" 'BEGIN { print to - from }'; }

# Prints the count build/dlx finds in a file, or fails with its message.
solve() { # FILE [OPTION...]
  local output file=$1
  shift
  if ! output=$("$dlx" "$@" -c "$file" 2>"$work/dlx.err"); then
    echo "build/dlx failed: $(head -c 300 "$work/dlx.err")"
    return 1
  fi
  output=${output//[[:space:]]/}
  echo "$output"
}

# Regenerates an example into $work/NAME.dlx and compares it with the committed file; on any
# difference it reports the failure and returns 1.
regenerate() { # NAME GENERATOR [ARGUMENT...]
  local name=$1 generator=$2
  shift 2
  if [ ! -x "$generators/$generator" ]; then
    fail "$name: build/puzzles/$generator is missing (run make)"
    return 1
  fi
  if ! "$generators/$generator" "$@" >"$work/$name.dlx" 2>"$work/generator.err"; then
    fail "$name: build/puzzles/$generator $* failed: $(head -c 300 "$work/generator.err")"
    return 1
  fi
  if [ ! -f "$examples/$name.dlx" ]; then
    fail "$name: puzzles/exact-cover/$name.dlx is missing"
    return 1
  fi
  if ! cmp -s "$work/$name.dlx" "$examples/$name.dlx"; then
    fail "$name: puzzles/exact-cover/$name.dlx differs from build/puzzles/$generator $*"
    return 1
  fi
}

# Solves FILE, without the memo, with it (--memo=on unless the name is a pentomino board) and
# with --memo=auto, and compares each count with EXPECTED, the known one; START is when the case
# began.
expect_count() { # NAME FILE EXPECTED START
  local count memo_modes=(off on auto) mode
  [[ $1 == pentominoes* ]] && memo_modes=(off auto)
  for mode in "${memo_modes[@]}"; do
    if ! count=$(solve "$2" --memo="$mode"); then
      fail "$1 (--memo=$mode): $count"
      return
    elif [ "$count" != "$3" ]; then
      fail "$1 (--memo=$mode): expected $3, got $count"
      return
    fi
  done
  ok "$1" "$count (--memo=${memo_modes[*]})" "$(seconds_since "$4")"
}

# An example whose count build/dlx must find: EXPECTED is the known count.
check() { # NAME EXPECTED GENERATOR [ARGUMENT...]
  local name=$1 expected=$2 start
  shift 2
  start=$EPOCHREALTIME
  regenerate "$name" "$@" || return
  expect_count "$name" "$examples/$name.dlx" "$expected" "$start"
}

# A benchmark: only the regeneration is checked here.
check_file_only() { # NAME GENERATOR [ARGUMENT...]
  local name=$1 start
  shift
  start=$EPOCHREALTIME
  regenerate "$name" "$@" || return
  ok "$name" "regenerated (a benchmark, not solved here)" "$(seconds_since "$start")"
}

if [ ! -x "$dlx" ]; then
  fail "verify_puzzles.sh: $dlx is missing; run make first"
  summary "exact-cover puzzles"
  exit
fi

# The n-queens problems for n = 1 .. 12, generated on the fly (OEIS A000170).
queens_counts=(- 1 0 0 2 10 4 40 92 352 724 2680 14200)
for n in $(seq 1 12); do
  start=$EPOCHREALTIME
  if ! "$generators/queens" "$n" >"$work/queens.dlx" 2>/dev/null; then
    fail "queens-$n-on-the-fly: build/puzzles/queens $n failed"
  else
    expect_count "queens-$n-on-the-fly" "$work/queens.dlx" "${queens_counts[n]}" "$start"
  fi
done

# Problems with bounds, generated on the fly: the bicoverings of an n-set for n = 1 .. 6 (OEIS
# A002718) and two rooks in every row and column for n = 2 .. 6 (OEIS A001499).
bicovering_counts=(- 0 1 8 80 1088 19232)
for n in $(seq 1 6); do
  start=$EPOCHREALTIME
  if ! "$generators/bicoverings" "$n" >"$work/bicoverings.dlx" 2>/dev/null; then
    fail "bicoverings-$n-on-the-fly: build/puzzles/bicoverings $n failed"
  else
    expect_count "bicoverings-$n-on-the-fly" "$work/bicoverings.dlx" "${bicovering_counts[n]}" "$start"
  fi
done
rook_counts=(- - 1 6 90 2040 67950)
for n in $(seq 2 6); do
  start=$EPOCHREALTIME
  if ! "$generators/two_per_line" "$n" rooks >"$work/two_per_line.dlx" 2>/dev/null; then
    fail "two-per-line-rooks-$n-on-the-fly: build/puzzles/two_per_line $n rooks failed"
  else
    expect_count "two-per-line-rooks-$n-on-the-fly" "$work/two_per_line.dlx" "${rook_counts[n]}" "$start"
  fi
done

# The tilings of build/puzzles/tilings (and dominoes), generated on the fly, against the
# transfer-matrix count of tests/tiling_count.py (Python integers, no exact cover); boards whose
# plain search stays under a second, the memo's large boards are in bench section memo.
for case in "dominoes 5 6" "trominoes 6 6" "trominoes 3 10" "trominoes 4 9" "squares 5 6" \
  "squares 2 9" "monomer-dimer 4 5" "monomer-dimer 1 7" "l-trominoes 6 6" "l-trominoes 3 8"; do
  read -r kind rows columns <<<"$case"
  start=$EPOCHREALTIME
  generator=(tilings "$kind")
  [ "$kind" = dominoes ] && generator=(dominoes)
  if ! "$generators/${generator[0]}" "${generator[@]:1}" "$rows" "$columns" >"$work/tiling.dlx" 2>/dev/null; then
    fail "$kind-$rows-$columns: build/puzzles/${generator[*]} $rows $columns failed"
  elif ! expected=$(/usr/bin/python3 "$root/tests/tiling_count.py" "$kind" "$rows" "$columns"); then
    fail "$kind-$rows-$columns: tests/tiling_count.py failed"
  else
    expect_count "$kind-$rows-$columns-on-the-fly" "$work/tiling.dlx" "$expected" "$start"
  fi
done

# The empty sudoku of any box, generated on the fly: 2x2 boxes (OEIS A107739: 288, the same
# problem as sudoku-4x4.dlx), and boxes of one row, where the grids are the Latin squares (OEIS
# A002860: 12 of order 3, 576 of order 4). The empty 6x6 sudoku (28,200,960) is a benchmark.
for case in "2 2 288" "1 3 12" "3 1 12" "1 4 576"; do
  read -r rows columns expected <<<"$case"
  start=$EPOCHREALTIME
  if ! "$generators/empty_sudoku" "$rows" "$columns" >"$work/empty_sudoku.dlx" 2>/dev/null; then
    fail "empty-sudoku-$rows-$columns: build/puzzles/empty_sudoku $rows $columns failed"
  else
    expect_count "empty-sudoku-$rows-$columns" "$work/empty_sudoku.dlx" "$expected" "$start"
  fi
done

# The committed examples. Counts: queens OEIS A000170; pentominoes 4 x (2339, 1010, 368, 2)
# tilings up to symmetry (Haselgrove 1960, Knuth "Dancing Links" 2000), and 2339 with X confined
# to a quarter of the board; Langford pairings 2 x OEIS A014552 (26, 150), a sequence and its
# reversal counted apart; Latin squares OEIS A002860; domino tilings OEIS A004003; 4x4 sudoku
# grids OEIS A107739.
check queens-8 92 queens 8
check_file_only queens-14 queens 14
check pentominoes-6x10 9356 pentominoes 6 10
check pentominoes-6x10-x-restricted 2339 pentominoes 6 10 --restrict-x
check pentominoes-5x12 4040 pentominoes 5 12
check pentominoes-4x15 1472 pentominoes 4 15
check pentominoes-3x20 8 pentominoes 3 20
check langford-7 52 langford 7
check langford-8 300 langford 8
check_file_only langford-12 langford 12
check latin-4 576 latin 4
check latin-5 161280 latin 5
check dominoes-6x6 6728 dominoes 6 6
check_file_only dominoes-8x8 dominoes 8 8
check sudoku-4x4 288 sudoku4
# Multiplicities (Knuth's DLX3 bounds): bicoverings OEIS A002718, two per row and column A001499.
check bicoverings-5 1088 bicoverings 5
check two-per-line-rooks-6 67950 two_per_line 6 rooks

# The example with colors: build/dlx against the independent brute force, and both against the
# count of double word squares that colors.c finds by direct enumeration (42 for its built-in
# list of words).
colors_expected=42
start=$EPOCHREALTIME
if regenerate colors colors; then
  brute=$work/brute_force_xcc
  enumerated=$(sed -n 's/^| Known count: \([0-9]*\) squares.*/\1/p' "$examples/colors.dlx")
  if ! ${CC:-cc} -std=c11 -Wall -Wextra -D_POSIX_C_SOURCE=200809L -O2 \
    -o "$brute" "$root/tests/brute_force_xcc.c" 2>"$work/cc.err"; then
    fail "colors: tests/brute_force_xcc.c did not compile: $(head -c 300 "$work/cc.err")"
  elif ! expected=$("$brute" "$examples/colors.dlx" 2>&1); then
    fail "colors: tests/brute_force_xcc.c failed: $expected"
  elif [ "$expected" != "$colors_expected" ] || [ "$enumerated" != "$colors_expected" ]; then
    fail "colors: expected $colors_expected, got $expected by brute force, ${enumerated:-nothing} by enumeration"
  elif ! count=$(solve "$examples/colors.dlx"); then
    fail "colors: $count"
  elif [ "$count" != "$expected" ]; then
    fail "colors: expected $expected (brute force), got $count"
  else
    ok colors "$count" "$(seconds_since "$start")"
  fi
fi

summary "exact-cover puzzles"
