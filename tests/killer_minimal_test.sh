#!/usr/bin/env bash
# Killers made by `sudoku --generate --killer --minimal` are minimal in cages: for every pair of
# neighbouring cages whose union is a legal cage (tests/killer/merge_neighbours.py writes each
# such merged puzzle, the two cages replaced by one with the sum of theirs), the merged puzzle
# must not have exactly one solution. `sudoku -f verdict` judges every merged puzzle (4x4, 6x6 and
# 9x9, with and without the X rule); z3 (Debian's python3-z3), which shares nothing with sudoku,
# counts those of 4x4 and 6x6 and must agree (9x9 merged puzzles take z3 up to minutes each).
# The z3 half is skipped, with a message, when /usr/bin/python3 has no z3.
#   tests/killer_minimal_test.sh [BUILD_DIR]
set -uo pipefail
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=$root/${1:-build}
sudoku=$build_dir/sudoku
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

generate() { # NAME OPTIONS...: NAME.txt, puzzles made with --minimal
  local name=$1
  shift
  if ! "$sudoku" --killer --minimal "$@" > "$work/$name.txt"; then
    fail "$name: sudoku --killer --minimal $* failed"
  fi
}
generate small-4x4 --generate=3 --size=4 --seed=12
generate small-4x4-x --generate=3 --size=4 --variant=x --seed=3
generate small-6x6 --generate=3 --size=6 --seed=14
generate small-6x6-x --generate=1 --size=6 --variant=x --seed=13
generate small-6x6-3x2 --generate=2 --size=6 --boxes=3x2 --seed=5
generate large-9x9 --generate=3 --seed=4
generate large-9x9-x --generate=1 --variant=x --seed=2

for file in "$work"/*.txt; do
  name=$(basename "$file" .txt)
  case $name in *-merged | *-pairs) continue ;; esac
  /usr/bin/python3 "$root/tests/killer/merge_neighbours.py" "$work/$name-pairs" "$file" \
    > "$work/$name-merged.txt"
  pairs=$(wc -l < "$work/$name-pairs")
  if [ "$pairs" -eq 0 ]; then
    fail "$name: no pair of neighbouring cages makes a legal cage (the test checks nothing)"
    continue
  fi
  # one verdict per merged puzzle, in order: "P A B Unique." names a merge that keeps uniqueness
  unique=$("$sudoku" -f verdict "$work/$name-merged.txt" | sed 's/^Case [0-9]*: //' |
    paste -d ' ' "$work/$name-pairs" - | grep -v -e 'Ambiguous\.$' -e 'Impossible\.$')
  if [ -z "$unique" ]; then
    pass "$name: no merge of neighbouring cages stays unique ($pairs tried, sudoku)"
  else
    fail "$name: merges that stay unique (puzzle, cage, cage), by sudoku:" $unique
  fi
done

if ! /usr/bin/python3 -c 'import z3' 2>/dev/null; then
  echo "z3 half skipped: /usr/bin/python3 has no z3 (apt-get install python3-z3)"
else
  for merged in "$work"/small-*-merged.txt; do
    name=$(basename "$merged" -merged.txt)
    unique=$(/usr/bin/python3 "$root/tests/killer/z3_count.py" "$merged" |
      paste -d ' ' "$work/$name-pairs" - | grep ' 1$')
    if [ -z "$unique" ]; then
      pass "$name: no merge of neighbouring cages stays unique (z3)"
    else
      fail "$name: merges that stay unique (puzzle, cage, cage, 1), by z3:" $unique
    fi
  done
fi
summary killer-minimal
