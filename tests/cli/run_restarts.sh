#!/usr/bin/env bash
# sudoku --restarts[=SEED] (issue 18 item 2): the grids it prints are checked by a checker written
# here (awk, sharing nothing with sudoku/ or dlx/), and its answers by the plain search's. Checks:
#   - the empty 9x9 with --variant=x,anti-knight, whose plain search finds nothing in 30 s: with
#     --restarts=9 and =13 (seeds whose search is quick: 0.05 to 0.36 s, as the engine's restarts
#     have changed; other seeds take up to 3.8 s) a full grid that the checker accepts, and that
#     sudoku -f verdict, given it as a puzzle, calls Unique;
#   - the same seed gives the same bytes: twice serially, and with -j 2;
#   - the file of the golden case sudoku-restarts-x-anti-knight, whose puzzles change variant and
#     size, answered with -f line: each grid is accepted by the checker and keeps its puzzle's
#     givens, every other answer (the unique puzzle, no solution, illegal givens) is the plain
#     search's, and -j 2 and -j 4 give the serial bytes;
#   - puzzles with one solution (top95, hard20, top1465): the plain search's answers, with -f line
#     and -f scenario, serially and with -j 2; puzzles with several (serg-multi, 10,000): each
#     grid accepted by the checker, with its puzzle's givens.
#   tests/cli/run_restarts.sh [BUILD_DIR]
set -uo pipefail
. "$(dirname "$0")/../lib.sh"
build=$(cd "${1:-build}" && pwd)
sudoku=$build/sudoku
here=$(cd "$(dirname "$0")/../.." && pwd)
cases_dir=$here/tests/cli/cases
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# check_grids SIDE BOX_ROWS BOX_COLUMNS DIAGONALS ANTI_KNIGHT SYMBOLS < "PUZZLE SOLUTION" lines:
# prints a line for each solution that is not a full grid of SYMBOLS (side*side of them) with
# every row, column, box (and both diagonals when DIAGONALS is 1) holding each symbol once, no
# two cells a knight's move apart alike (when ANTI_KNIGHT is 1), and the puzzle's givens in place.
check_grids() {
  awk -v n="$1" -v br="$2" -v bc="$3" -v diagonals="$4" -v knight="$5" -v symbols="$6" '
    function problem(puzzle, grid,   i, r, c, v, k, dr, dc, given, cell, seen) {
      if (length(grid) != n * n) return "not " n * n " cells: " grid
      for (i = 0; i < n * n; i++) {
        cell[i] = substr(grid, i + 1, 1); given = substr(puzzle, i + 1, 1)
        if (index(symbols, cell[i]) == 0) return "cell " i + 1 " is not a symbol"
        if (given != "." && given != "0" && given != cell[i]) return "given " i + 1 " changed"
      }
      for (i = 0; i < n * n; i++) {
        r = int(i / n); c = i % n; v = cell[i]
        if (seen["r" r v]++ || seen["c" c v]++) return "row or column repeats " v
        if (br && seen["b" int(r / br) "," int(c / bc) v]++) return "box repeats " v
        if (diagonals && r == c && seen["d" v]++) return "diagonal repeats " v
        if (diagonals && r + c == n - 1 && seen["a" v]++) return "anti-diagonal repeats " v
        if (knight)
          for (k = 1; k <= 4; k++) { # each pair once: the moves that go down a row or two
            dr = k <= 2 ? 1 : 2; dc = (k <= 2 ? 2 : 1) * (k % 2 ? 1 : -1)
            if (r + dr < n && c + dc >= 0 && c + dc < n && cell[(r + dr) * n + c + dc] == v)
              return "a knight move apart: " v
          }
      }
      return ""
    }
    { why = problem($1, $2); if (why != "") { print "puzzle " NR ": " why; problems++ } }
    END { exit problems > 0 }'
}

# A solver without the restarts would take minutes on the empty grid: `timeout 60` makes that a
# failure, not a hang.
empty=$(printf '.%.0s' $(seq 81))
for seed in 9 13; do
  echo "$empty" | timeout 60 "$sudoku" -f line --variant=x,anti-knight --restarts=$seed \
    > "$work/grid-$seed"
  status=$?
  [ "$status" = 0 ] && [ "$(wc -l < "$work/grid-$seed")" = 1 ]
  verdict "empty x,anti-knight --restarts=$seed: one line, status 0" $? "status $status"
  printf '%s %s\n' "$empty" "$(cat "$work/grid-$seed")" | check_grids 9 3 3 1 1 123456789 \
    > "$work/problems"
  verdict "empty x,anti-knight --restarts=$seed: the checker accepts the grid" $? \
    "$(head -3 "$work/problems")"
  answer=$(printf 'variant: x,anti-knight\n%s\n' "$(cat "$work/grid-$seed")" | "$sudoku" -f verdict)
  [ "$answer" = "Case 1: Unique." ]
  verdict "empty x,anti-knight --restarts=$seed: sudoku -f verdict on the grid" $? "$answer"
done

echo "$empty" | timeout 60 "$sudoku" -f line --variant=x,anti-knight --restarts=9 > "$work/again"
cmp -s "$work/grid-9" "$work/again"
verdict "--restarts=9 twice: the same bytes" $? "$(cat "$work/grid-9" "$work/again")"
printf '%s\n%s\n' "$empty" "$empty" |
  timeout 60 "$sudoku" -f line --variant=x,anti-knight --restarts=9 -j 2 > "$work/threads"
cat "$work/grid-9" "$work/grid-9" | cmp -s - "$work/threads"
verdict "--restarts=9 -j 2, the empty grid twice: the serial grid twice" $? \
  "$(cat "$work/threads")"

# The golden case's file, answered with -f line: its puzzles in order (comments, headers, empty lines
# left out) beside the answers; the empty x,anti-knight grid is puzzle 3, the 16x16 X puzzle 5.
golden="$cases_dir/sudoku-restarts-x-anti-knight.stdin"
grep -vE '^(#|[a-z]+:|$)' "$golden" > "$work/puzzles"
timeout 60 "$sudoku" -f line --restarts=9 < "$golden" > "$work/answers"
paste -d ' ' "$work/puzzles" "$work/answers" > "$work/pairs"
[ "$(wc -l < "$work/puzzles")" = 5 ] && [ "$(wc -l < "$work/answers")" = 5 ]
verdict "sudoku-restarts-x-anti-knight: 5 puzzles, 5 answers" $? "$(cat "$work/answers")"
{ sed -n 1p "$work/pairs" | check_grids 9 3 3 0 0 123456789 &&
  sed -n 3p "$work/pairs" | check_grids 9 3 3 1 1 123456789 &&
  sed -n 5p "$work/pairs" | check_grids 16 4 4 1 0 123456789ABCDEFG; } > "$work/problems"
verdict "sudoku-restarts-x-anti-knight: the checker accepts its three grids" $? \
  "$(head -3 "$work/problems")"
sed '/^\.\{81\}$/d' "$golden" > "$work/plain.stdin" # all but the empty grid
"$sudoku" -f line < "$work/plain.stdin" > "$work/plain"
sed 3d "$work/answers" | cmp -s - "$work/plain"
verdict "sudoku-restarts-x-anti-knight: the answers but the empty grid's are the plain search's" \
  $? "$(sed 3d "$work/answers" | diff - "$work/plain" | head -5)"
for threads in 2 4; do
  timeout 60 "$sudoku" -f line --restarts=9 -j $threads < "$golden" > "$work/threads"
  cmp -s "$work/answers" "$work/threads"
  verdict "sudoku-restarts-x-anti-knight -j $threads: the serial answers" $? \
    "$(diff "$work/answers" "$work/threads" | head -5)"
done

gzip -dc "$here/puzzles/sudoku/top1465.txt.gz" > "$work/top1465.txt"
for collection in "$here/puzzles/sudoku/top95.txt" "$here/puzzles/sudoku/hard20.txt" \
  "$work/top1465.txt"; do
  for style in line scenario; do
    "$sudoku" -f $style "$collection" > "$work/plain"
    for threads in 1 2; do
      "$sudoku" -f $style --restarts=4 -j $threads "$collection" > "$work/restarts"
      cmp -s "$work/plain" "$work/restarts"
      verdict "$(basename "$collection") -f $style --restarts=4 -j $threads: the plain answers" $? \
        "$(cmp "$work/plain" "$work/restarts")"
    done
  done
done

gzip -dc "$here/puzzles/sudoku/serg-multi.txt.gz" | grep -v '^#' > "$work/serg-multi.txt"
"$sudoku" -f line --restarts=4 -j 2 "$work/serg-multi.txt" > "$work/restarts"
paste -d ' ' "$work/serg-multi.txt" "$work/restarts" | check_grids 9 3 3 0 0 123456789 \
  > "$work/problems"
[ -s "$work/restarts" ] && [ ! -s "$work/problems" ] &&
  [ "$(wc -l < "$work/restarts")" = "$(wc -l < "$work/serg-multi.txt")" ]
verdict "serg-multi --restarts=4 -j 2: every grid accepted by the checker" $? \
  "$(head -3 "$work/problems")"

summary restarts
