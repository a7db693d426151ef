#!/usr/bin/env bash
# sudoku's size detection (sudoku/grid_reader_size.c): every example of puzzles/shapes whose
# header says only its size, its usual boxes and its alphabet (4x4, 6x6, 8x8, 12x12, 16x16,
# 25x25, the Latin 5x5) is answered without its header as with it, byte for byte (-f line), as
# one line per puzzle, as n lines of n packed cells and as n lines of n tokens; a file that mixes
# 9x9, 4x4 and 16x16 lines answers each as the one-size files do; 9x9 input that detection could
# mistake keeps its answer (the judges' samples, through the golden cases, and `make counts`).
#   tests/cli/run_autosize.sh [BUILD_DIR]
set -uo pipefail
build=$(cd "${1:-build}" && pwd)
sudoku=$build/sudoku
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$here/tests/lib.sh"

# puzzles FILE: the puzzle lines of a shapes file (no header, comment or empty line).
puzzles() {
  grep -vE '^(#|[a-z]+:|$)' "$1"
}

# as_rows SIDE TOKENS: each one-line puzzle as SIDE lines of SIDE cells, packed or separated by
# spaces (TOKENS=1), with an empty line after each.
as_rows() {
  awk -v side="$1" -v tokens="$2" '{
    for (row = 0; row < side; row++) {
      line = substr($1, row * side + 1, side)
      if (tokens) { spaced = ""; for (k = 1; k <= side; k++) spaced = spaced (k > 1 ? " " : "") substr(line, k, 1); line = spaced }
      print line
    }
    print ""
  }'
}

for shape in 4x4:4 6x6:6 8x8:8 12x12:12 16x16:16 25x25:25 latin-5:5; do
  name=${shape%%:*} side=${shape##*:} file=$here/puzzles/shapes/${shape%%:*}.txt
  "$sudoku" -f line "$file" > "$work/expected" 2>&1
  puzzles "$file" > "$work/lines"
  as_rows "$side" 0 < "$work/lines" > "$work/packed"
  as_rows "$side" 1 < "$work/lines" > "$work/tokens"
  for layout in lines packed tokens; do
    "$sudoku" -f line "$work/$layout" > "$work/answer" 2>&1
    status=$?
    if [ $status -eq 0 ] && cmp -s "$work/answer" "$work/expected"; then
      pass "$name as $layout without a header: $(wc -l < "$work/answer") answers"
    else
      fail "$name as $layout without a header: status $status, answers differ:" \
        "$(diff "$work/expected" "$work/answer" | head -3)"
    fi
  done
done

# One file of 9x9, 4x4 and 16x16 lines, each answered as in its own file.
nine=$(grep -v '^#' "$here/puzzles/judges/acwing166.in" | sed -n 1p)
four=$(puzzles "$here/puzzles/shapes/4x4.txt" | sed -n 1p)
sixteen=$(puzzles "$here/puzzles/shapes/16x16.txt" | sed -n 1p)
printf '%s\n%s\n%s\n%s\n' "$nine" "$four" "$sixteen" "$nine" > "$work/mixed"
{
  echo "$nine" | "$sudoku"
  echo "$four" | "$sudoku" --size=4
  echo "$sixteen" | "$sudoku" --size=16
  echo "$nine" | "$sudoku"
} > "$work/expected"
"$sudoku" "$work/mixed" > "$work/answer" 2>&1
expect "a file mixing 9x9, 4x4 and 16x16 lines is answered as the one-size files" \
  cmp -s "$work/answer" "$work/expected"
summary autosize
