#!/usr/bin/env bash
# Input that needs no flags, and --emit-dlx of several puzzles.
# sudoku's size detection (sudoku/grid_reader_size.c): every example of puzzles/shapes whose
# header says only its size, its usual boxes and its alphabet (4x4, 6x6, 8x8, 12x12, 16x16,
# 25x25, the Latin 5x5) is answered without its header as with it, byte for byte (-f line), as
# one line per puzzle, as n lines of n packed cells and as n lines of n tokens; a file that mixes
# 9x9, 4x4 and 16x16 lines answers each as the one-size files do; 9x9 input that detection could
# mistake keeps its answer (the judges' samples, through the golden cases, and `make counts`).
# --emit-dlx=PREFIX on a file of several puzzles writes PREFIXN.dlx for each, names them on
# standard output, and dlx -c on each file gives sudoku's count of that puzzle; without PREFIX the
# first problem is written and the second puzzle refused (status 1).
#   tests/cli/run_input.sh [BUILD_DIR]
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
# --emit-dlx=PREFIX: each file's dlx count is sudoku's count of its puzzle (the 4x4 examples
# have 1 to several solutions, the x sudoku's header applies to each of its puzzles).
for shape in 4x4 6x6 x; do
  file=$here/puzzles/shapes/$shape.txt
  "$sudoku" -f json "$file" | grep -oE '"solutions":[0-9]+' | cut -d: -f2 > "$work/expected"
  "$sudoku" --emit-dlx="$work/$shape-" "$file" > "$work/names"
  status=$?
  while read -r name; do "$build/dlx" -c "$name"; done < "$work/names" > "$work/answer"
  if [ $status -eq 0 ] && [ -s "$work/expected" ] && cmp -s "$work/answer" "$work/expected" &&
    [ "$(sed -n 1p "$work/names")" = "$work/$shape-1.dlx" ]; then
    pass "--emit-dlx=PREFIX on $shape.txt: $(wc -l < "$work/names") files, dlx counts $(tr '\n' ' ' < "$work/answer")"
  else
    fail "--emit-dlx=PREFIX on $shape.txt: status $status, counts $(tr '\n' ' ' < "$work/answer")," \
      "expected $(tr '\n' ' ' < "$work/expected")"
  fi
done
"$sudoku" --emit-dlx "$here/puzzles/shapes/4x4.txt" > "$work/emitted" 2> "$work/err"
status=$?
[ $status = 1 ] && [ "$(grep -c '^| sudoku puzzle' "$work/emitted")" = 1 ] &&
  grep -q ':[0-9]*: --emit-dlx writes one problem to standard output' "$work/err"
verdict "--emit-dlx without PREFIX refuses the second puzzle" $? \
  "status $status, $(grep -c '^| sudoku puzzle' "$work/emitted") problems, stderr $(cat "$work/err")"
summary input
