#!/usr/bin/env bash
# generate.sh: how fast `sudoku --generate` makes puzzles (issue 13), side by side with QQWing
# (Debian's qqwing, `qqwing --generate N --one-line`), rounds alternating, with the load average
# before and after (2 shared cores: only medians of alternating runs mean anything). It
#   a. times both on 9x9 puzzles, GENERATE_RUNS rounds (3) of GENERATE_COUNT puzzles (1000 of ours,
#      GENERATE_QQWING_COUNT of QQWing's, 200 by default, as it is much slower), and prints the
#      median rates and their ratio against the target (ours >= 10x QQWing's, ours all minimal);
#   b. checks every puzzle of ours from the last round with `sudoku -f verdict` (each must be
#      Unique) and, for a sample of both (GENERATE_CHECKED, 100), whether it is minimal: every
#      puzzle with one given removed is counted; a puzzle is minimal when none of these is unique.
# A puzzle of ours that is not unique or not minimal makes it exit 1; a missed target is reported.
#   bash bench/generate.sh      (after make; BUILD=build/... to use another build)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${BUILD:-build}
runs=${GENERATE_RUNS:-3}
count=${GENERATE_COUNT:-1000}
qqwing_count=${GENERATE_QQWING_COUNT:-200}
checked=${GENERATE_CHECKED:-100}
sudoku=$build/sudoku
[ -x "$sudoku" ] || { echo "generate.sh: $sudoku is missing: run make" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
load() { cut -d' ' -f1-3 /proc/loadavg; }
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else if (NR) print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
now() { date +%s.%N; }
rate() { awk -v n="$1" -v a="$2" -v b="$3" 'BEGIN { printf "%.1f\n", n / (b - a) }'; }
have_qqwing=1
command -v qqwing > /dev/null || { have_qqwing=0; echo "qqwing not installed (apt-get install qqwing): ours alone"; }

echo "== 9x9 unique minimal puzzles per second (load before: $(load))"
for round in $(seq "$runs"); do
  start=$(now)
  "$sudoku" --generate="$count" --seed="$round" > "$work/ours.txt"
  rate "$count" "$start" "$(now)" >> "$work/ours.rates"
  if [ "$have_qqwing" = 1 ]; then
    start=$(now)
    qqwing --generate "$qqwing_count" --one-line > "$work/qqwing.txt"
    rate "$qqwing_count" "$start" "$(now)" >> "$work/qqwing.rates"
  fi
done
ours=$(median < "$work/ours.rates")
printf '%-28s %10s puzzles/s  (rounds: %s)\n' "sudoku --generate" "$ours" "$(tr '\n' ' ' < "$work/ours.rates")"
if [ "$have_qqwing" = 1 ]; then
  theirs=$(median < "$work/qqwing.rates")
  printf '%-28s %10s puzzles/s  (rounds: %s)\n' "qqwing --generate" "$theirs" "$(tr '\n' ' ' < "$work/qqwing.rates")"
  awk -v a="$ours" -v b="$theirs" 'BEGIN { r = a / b; printf "ratio %.1fx, target >= 10x: %s\n", r, (r >= 10 ? "MET" : "MISSED") }'
fi
echo "load after: $(load)"

# Every puzzle with exactly one given removed, one per line, for `sudoku -f verdict`; the puzzle
# number and the given removed go to a second file, in the same order.
one_given_removed() {
  awk -v limit="$2" 'NR <= limit {
    for (cell = 1; cell <= 81; cell++) {
      if (substr($1, cell, 1) ~ /[1-9]/) {
        print substr($1, 1, cell - 1) "." substr($1, cell + 1)
        print NR > "/dev/stderr"
      }
    }
  }' "$1" 2> "$work/owners"
}
# The number of puzzles of file (the first limit) that are minimal.
count_minimal() {
  one_given_removed "$1" "$2" > "$work/reduced"
  "$sudoku" -f verdict "$work/reduced" | paste -d' ' "$work/owners" - |
    awk '$NF == "Unique." { unique[$1] = 1 } { seen[$1] = 1 }
         END { n = 0; for (p in seen) if (!(p in unique)) n++; print n }'
}

# 16x16 and 25x25: ours alone (QQWing makes 9x9 only), each puzzle stopped at about half its cells
# given (GENERATE_SIZE_GIVENS_16, _25), GENERATE_SIZE_COUNT puzzles (5) with a time limit each run.
echo
echo "== larger sizes, unique puzzles per second (load before: $(load))"
size_count=${GENERATE_SIZE_COUNT:-5}
for size in 16 25; do
  givens_variable=GENERATE_SIZE_GIVENS_$size
  givens=${!givens_variable:-$((size * size / 2))}
  target=$([ "$size" = 16 ] && echo 10 || echo 1)
  start=$(now)
  if timeout 300 "$sudoku" --generate="$size_count" --size="$size" --givens="$givens" --seed=1 \
      > "$work/size.txt"; then
    made=$(grep -vc ': ' "$work/size.txt") # the puzzles, not the header lines of their size
    size_rate=$(rate "$made" "$start" "$(now)")
    unique=$("$sudoku" --size="$size" -f verdict "$work/size.txt" | grep -c 'Unique\.$' || true)
    [ "$unique" = "$made" ] || { echo "FAILED: a ${size}x$size puzzle of ours is not unique"; failed=1; }
    awk -v r="$size_rate" -v t="$target" -v s="$size" -v g="$givens" 'BEGIN {
      printf "%sx%s, %s givens: %s puzzles/s, target >= %s: %s\n", s, s, g, r, t, (r >= t ? "MET" : "MISSED") }'
  else
    echo "${size}x$size, $givens givens: not $size_count puzzles within 300 s: MISSED"
  fi
done
echo "load after: $(load)"

echo
echo "== checks"
puzzles=$(wc -l < "$work/ours.txt")
unique=$("$sudoku" -f verdict "$work/ours.txt" | grep -c 'Unique\.$' || true)
echo "ours: $unique of $puzzles puzzles unique"
[ "$unique" = "$puzzles" ] || { echo "FAILED: a puzzle of ours is not unique"; failed=1; }
sample=$((checked < puzzles ? checked : puzzles))
minimal=$(count_minimal "$work/ours.txt" "$sample")
echo "ours: $minimal of $sample puzzles minimal"
[ "$minimal" = "$sample" ] || { echo "FAILED: a puzzle of ours is not minimal"; failed=1; }
if [ "$have_qqwing" = 1 ]; then
  sample=$((checked < qqwing_count ? checked : qqwing_count))
  echo "qqwing: $(count_minimal "$work/qqwing.txt" "$sample") of $sample puzzles minimal"
  awk '{ n += gsub(/[1-9]/, "") } END { printf "givens per puzzle: qqwing %.1f, ", n / NR }' "$work/qqwing.txt"
fi
awk '{ n += gsub(/[1-9]/, "") } END { printf "ours %.1f\n", n / NR }' "$work/ours.txt"
exit $failed
