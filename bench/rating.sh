#!/usr/bin/env bash
# rating.sh: how our difficulty rater (sudoku/rater.h) agrees with QQWing's. It generates
# RATING_PUZZLES puzzles (default 3000) with `qqwing --generate N --csv --stats`, which labels
# each one with QQWing's own level, rates them with build/bench/rating_agreement, and prints our
# levels (rows) against QQWing's (columns); then the share of each of our levels on the bundled
# top1465 and 17-clue sets. Needs qqwing (Debian package qqwing) and `make build/bench/rating_agreement`.
#   RATING_PUZZLES  how many QQWing puzzles (3000)
#   BUILD           the build directory (build)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${BUILD:-build}
count=${RATING_PUZZLES:-3000}
agreement=$build/bench/rating_agreement
[ -x "$agreement" ] || { echo "rating.sh: $agreement is missing: run 'make $agreement'" >&2; exit 2; }

if command -v qqwing > /dev/null; then
  echo "== $count puzzles of qqwing $(qqwing --version 2>&1 | head -n 1 | grep -o '[0-9][0-9.]*' || true) --generate --csv --stats: our level by QQWing's"
  # Columns: Puzzle,Givens,Singles,...,Difficulty; the first line names them.
  qqwing --generate "$count" --csv --stats |
    awk -F, 'NR > 1 && length($1) == 81 { print $1, tolower($11) }' | "$agreement"
else
  echo "== qqwing is not installed (apt-get install qqwing): no agreement table"
fi
for set in top1465 17-clue; do
  echo "== $set: our levels"
  gzip -dc "puzzles/sudoku/$set.txt.gz" | "$agreement"
done
