#!/usr/bin/env bash
# judge.sh: the SUDOGOB single file (make judge: BUILD/judge/sudogob.c, compiled here as SPOJ does,
# gcc -O2 -lm) against build/sudoku (its default style, the same answers) on the benchmark sets:
# 17-clue (49,158 puzzles, one solution each), serg-multi (10,000 puzzles, exact counts of several
# solutions), top1465 and the forum's hardest (the 375 and the 11+ set), where the search is
# longest. The file runs the command's search (tests/judge_test.sh checks the nodes), so it must
# run as fast. Runs alternate, JUDGE_RUNS times each (3); it prints the medians of wall and CPU
# seconds, the ratio of the file's CPU time to the command's, and MET when that is at most 1.05
# (the file within 5% of the command), with the load before and after. The two answers must be
# the same bytes, or it exits 1.
#   bash bench/judge.sh        (after make and make judge; BUILD=build/... to use another build)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${BUILD:-build}
runs=${JUDGE_RUNS:-3}
JUDGE_TARGET_RATIO=1.05
for file in "$build/sudoku" "$build/judge/sudogob.c"; do
  [ -e "$file" ] || { echo "judge.sh: $file is missing: run make and make judge" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
load() { cut -d' ' -f1-3 /proc/loadavg; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

${JUDGE_CC:-gcc} -O2 -o "$work/sudogob" "$build/judge/sudogob.c" -lm
echo "the file: $build/judge/sudogob.c, $(wc -c < "$build/judge/sudogob.c") bytes, ${JUDGE_CC:-gcc} -O2 -lm"
echo "load before: $(load)"
printf '%-20s %8s  %-26s %-26s %-7s %s\n' set puzzles "sudoku: wall / cpu (s)" "sudogob.c: wall / cpu (s)" ratio verdict

# one PROGRAM INPUT OUTPUT: runs it, appending "wall cpu" to OUTPUT.times
one() {
  local TIMEFORMAT='%R %U %S'
  { time "$1" < "$2" > "$3.answers"; } 2> "$work/time"
  awk '{ print $1, $2 + $3 }' "$work/time" >> "$3.times"
}

for set in 17-clue serg-multi top1465 forum-hardest-1106 forum-hardest-11plus; do
  if [ -f "puzzles/sudoku/$set.txt.gz" ]; then
    gzip -dc "puzzles/sudoku/$set.txt.gz" > "$work/$set.txt"
  else
    cp "puzzles/sudoku/$set.txt" "$work/$set.txt"
  fi
  rm -f "$work/command.times" "$work/file.times"
  for ((run = 1; run <= runs; run++)); do
    if ((run % 2)); then
      one "$build/sudoku" "$work/$set.txt" "$work/command"
      one "$work/sudogob" "$work/$set.txt" "$work/file"
    else
      one "$work/sudogob" "$work/$set.txt" "$work/file"
      one "$build/sudoku" "$work/$set.txt" "$work/command"
    fi
    if ! cmp -s "$work/command.answers" "$work/file.answers"; then
      echo "FAILED: $set: sudogob.c and build/sudoku answer differently"
      failed=1
    fi
  done
  command_wall=$(cut -d' ' -f1 "$work/command.times" | median)
  command_cpu=$(cut -d' ' -f2 "$work/command.times" | median)
  file_wall=$(cut -d' ' -f1 "$work/file.times" | median)
  file_cpu=$(cut -d' ' -f2 "$work/file.times" | median)
  ratio=$(awk -v f="$file_cpu" -v c="$command_cpu" 'BEGIN { if (c > 0) printf "%.2f", f / c }')
  verdict=$(awk -v r="$ratio" -v t="$JUDGE_TARGET_RATIO" 'BEGIN { print (r != "" && r <= t) ? "MET" : "MISSED" }')
  printf '%-20s %8d  %-26s %-26s %-7s %s\n' "$set" "$(gzip -dc "puzzles/sudoku/counts/$set.counts.gz" | wc -l)" \
    "$command_wall / $command_cpu" "$file_wall / $file_cpu" "${ratio}x" "$verdict (<= ${JUDGE_TARGET_RATIO}x)"
done
echo "load after: $(load)"
echo "ratio: the file's median CPU seconds over the command's ($runs runs each, alternating)"
exit $failed
