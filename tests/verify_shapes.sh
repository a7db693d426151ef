#!/usr/bin/env bash
# Checks `sudoku --emit-dlx=PREFIX` (a file per puzzle) against `sudoku` itself on every example of puzzles/shapes (each size
# and variant): each puzzle's exact cover, solved by `dlx -c`, must have the number of solutions
# `sudoku -f json` counts for that puzzle. Prints "ok FILE COUNTS" or "FAIL FILE: ...", then
# "P passed, F failed"; exits 1 when any file failed. Run after `make` (make check does both):
#   tests/verify_shapes.sh [BUILD_DIR]
set -uo pipefail
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=$root/${1:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for file in "$root"/puzzles/shapes/*.txt; do
  name=$(basename "$file")
  counts=$("$build_dir/sudoku" -f json "$file" | sed 's/.*"solutions":\([0-9]*\).*/\1/' | tr '\n' ' ')
  rm -f "$work"/problem-*
  "$build_dir/sudoku" --emit-dlx="$work/problem-" "$file" > "$work/names"
  emitted=""
  while read -r problem; do
    emitted="$emitted$("$build_dir/dlx" -c "$problem") "
  done < "$work/names"
  if [ -n "$counts" ] && [ "$counts" = "$emitted" ]; then
    pass "$name $counts"
  else
    fail "$name: sudoku counts '$counts', dlx on --emit-dlx '$emitted'"
  fi
done
summary shapes
