#!/usr/bin/env bash
# explain.sh (make bench, section n): the costs of issue 22's answers, side by side in one run,
# contenders alternating in each round, medians of BENCH_RUNS rounds (3), with the load:
#   - sudoku --explain -f json against --explain (text) and --rate on top1465, and beside them the
#     peer QQWing (Debian's qqwing) writing its steps, qqwing --solve --instructions;
#   - the size detection of headerless input: sudoku -f line on 17-clue as is (detection on)
#     against --size=9 (detection off: the reader as before), the same build;
#   - sudoku --hint -f json on top1465's puzzles with their first 20 empty cells filled in.
# Times are CPU seconds (user + system, which a loaded machine disturbs less than the wall clock)
# and wall seconds. A JSON answer that does not parse, or a 17-clue answer that differs between the
# two readings, fails the script.
#   BUILD  the build directory (build); BENCH_RUNS rounds (3)
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${BUILD:-build}
runs=${BENCH_RUNS:-3}
sudoku=$build/sudoku
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
load() { cut -d' ' -f1-3 /proc/loadavg; }
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else if (NR) print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a != "" && b != "" && b + 0 > 0) printf "%.2f", a / b }'; }

gzip -dc puzzles/sudoku/top1465.txt.gz | grep -v '^#' > "$work/top1465"
gzip -dc puzzles/sudoku/17-clue.txt.gz | grep -v '^#' > "$work/17-clue"
gzip -dc puzzles/sudoku/counts/top1465.counts.gz |
  awk -F: '{ p = $1; n = 0; for (k = 1; k <= 81 && n < 20; k++) if (substr(p, k, 1) == ".") { p = substr(p, 1, k - 1) substr($3, k, 1) substr(p, k + 1); n++ } print p }' \
    > "$work/partly-solved"

# timed NAME COMMAND...: runs the command (input and output redirected by the caller through
# sh -c), appending "CPU WALL" to $work/NAME.times.
timed() {
  local name=$1
  shift
  /usr/bin/time -f "%U %S %e" -o "$work/time" "$@" || { echo "FAILED: $name exited with $?"; failed=1; }
  awk '{ printf "%.3f %.3f\n", $1 + $2, $3 }' "$work/time" >> "$work/$name.times"
}

contenders=(json text rate detect nodetect hint)
have_qqwing=false
command -v qqwing > /dev/null && have_qqwing=true && contenders+=(qqwing)
echo "load: $(load) at the start (1, 5, 15 min averages); $runs rounds, contenders alternating"
for round in $(seq "$runs"); do
  for contender in "${contenders[@]}"; do
    case $contender in
    json) timed json sh -c "'$sudoku' --explain -f json '$work/top1465' > '$work/json.out'" ;;
    text) timed text sh -c "'$sudoku' --explain '$work/top1465' > /dev/null" ;;
    rate) timed rate sh -c "'$sudoku' --rate '$work/top1465' > /dev/null" ;;
    qqwing) timed qqwing sh -c "qqwing --solve --instructions < '$work/top1465' > /dev/null" ;;
    detect) timed detect sh -c "'$sudoku' -f line '$work/17-clue' > '$work/detect.out'" ;;
    nodetect) timed nodetect sh -c "'$sudoku' --size=9 -f line '$work/17-clue' > '$work/nodetect.out'" ;;
    hint) timed hint sh -c "'$sudoku' --hint -f json '$work/partly-solved' > '$work/hint.out'" ;;
    esac
  done
done
if [ -x /usr/bin/python3 ]; then
  for out in json hint; do
    /usr/bin/python3 -c 'import json, sys; [json.loads(line) for line in open(sys.argv[1])]' \
      "$work/$out.out" || { echo "FAILED: the $out answers are not JSON"; failed=1; }
  done
fi
cmp -s "$work/detect.out" "$work/nodetect.out" ||
  { echo "FAILED: 17-clue answers differ with and without the size detection"; failed=1; }

cpu() { cut -d' ' -f1 "$work/$1.times" | median; }
wall() { cut -d' ' -f2 "$work/$1.times" | median; }
row() { # LABEL NAME BASE: the medians, and the CPU ratio to BASE
  printf '%-52s %8s %8s %8s\n' "$1" "$(cpu "$2")" "$(wall "$2")" "$(ratio "$(cpu "$2")" "$(cpu "$3")")"
}
printf '%-52s %8s %8s %8s\n' "median seconds" "CPU" "wall" "CPU ratio"
row "top1465 --explain -f json (1465 puzzles)" json text
row "top1465 --explain (text)" text text
row "top1465 --rate" rate text
if $have_qqwing; then
  row "top1465 qqwing --solve --instructions (peer)" qqwing json
else
  echo "top1465 qqwing --solve --instructions (peer)          peer not built (apt-get install qqwing)"
fi
row "17-clue -f line, size detected (49158 puzzles)" detect nodetect
row "17-clue -f line --size=9 (no detection)" nodetect nodetect
row "top1465 partly solved, --hint -f json" hint text
echo "(CPU ratio: to --explain text, but qqwing's to --explain -f json and detection's to --size=9)"
echo "load: $(load) at the end"
exit $failed
