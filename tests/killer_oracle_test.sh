#!/usr/bin/env bash
# Killer sudoku against an oracle that no one here wrote: z3 (Debian's python3-z3) counts up to
# two solutions of the hand-written examples (puzzles/sudoku/killer-examples.txt), of the first
# generated 9x9 killers (puzzles/sudoku/killer-9x9.txt) and of killers made afresh by
# `sudoku --generate --killer` (4x4, 6x6 and 9x9, --minimal or not); `sudoku -f verdict` must say
# the same of each. Every puzzle's `sudoku --emit-dlx`, counted by `dlx -c`, must give sudoku's
# count too. Skipped, with a message, when /usr/bin/python3 has no z3 (make test-deps installs it).
#   tests/killer_oracle_test.sh [BUILD_DIR]
set -uo pipefail
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=$root/${1:-build}
sudoku=$build_dir/sudoku
dlx=$build_dir/dlx
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! /usr/bin/python3 -c 'import z3' 2>/dev/null; then
  echo "killer oracle test skipped: /usr/bin/python3 has no z3 (apt-get install python3-z3)"
  summary killer-oracle
  exit
fi

# The 9x9 killers z3 takes seconds each to prove unique: three of the file, two made afresh.
awk '/^size:/ { n++ } n <= 3' "$root/puzzles/sudoku/killer-9x9.txt" > "$work/killer-9x9.txt"
"$sudoku" --generate=3 --killer --size=4 --seed=11 > "$work/generated-4x4.txt"
"$sudoku" --generate=3 --killer --size=4 --minimal --seed=12 > "$work/generated-4x4-minimal.txt"
"$sudoku" --generate=4 --killer --size=6 --seed=13 > "$work/generated-6x6.txt"
"$sudoku" --generate=2 --killer --size=6 --minimal --seed=14 > "$work/generated-6x6-minimal.txt"
"$sudoku" --generate=1 --killer --seed=15 > "$work/generated-9x9.txt"
"$sudoku" --generate=1 --killer --minimal --seed=16 > "$work/generated-9x9-minimal.txt"

# Writes one exact-cover file per puzzle (--emit-dlx=PREFIX: one-1.dlx, one-2.dlx, ...), for dlx.
split_puzzles() {
  rm -f "$work"/one-*
  "$sudoku" --emit-dlx="$work/one-" "$1" > /dev/null
}

for file in "$root/puzzles/sudoku/killer-examples.txt" "$work"/*.txt; do
  name=$(basename "$file")
  expected=$(/usr/bin/python3 "$root/tests/killer/z3_count.py" "$file" | tr '\n' ' ')
  ours=$("$sudoku" -f verdict "$file" |
    sed 's/.*Impossible\./0/; s/.*Unique\./1/; s/.*Ambiguous\./2/; s/.*Illegal\./0/' | tr '\n' ' ')
  if [ -n "$expected" ] && [ "$expected" = "$ours" ]; then
    pass "$name: z3 and sudoku count $expected"
  else
    fail "$name: z3 counts '$expected', sudoku '$ours'"
  fi
  counts=$("$sudoku" -f json "$file" | sed 's/.*"solutions":\([0-9]*\).*/\1/' | tr '\n' ' ')
  split_puzzles "$file"
  emitted=""
  for ((k = 1; ; k++)); do # in the puzzles' order (a glob would put one-10 before one-2)
    [ -f "$work/one-$k.dlx" ] || break
    emitted="$emitted$("$dlx" -c "$work/one-$k.dlx") "
  done
  if [ -n "$counts" ] && [ "$counts" = "$emitted" ]; then
    pass "$name: dlx -c on --emit-dlx counts $counts"
  else
    fail "$name: sudoku counts '$counts', dlx -c on --emit-dlx '$emitted'"
  fi
done
summary killer-oracle
