#!/usr/bin/env bash
# scale.sh: how a long count scales (issue 11). For the empty 6x6 sudoku (2x3 boxes), 15 queens and
# the pentominoes on 6x10, it
#   a. times `dlx -c -j 1` and `dlx -c -j 2`, alternating, SCALE_RUNS times each (3), and prints the
#      medians and the speedup, with the load average before and after (the machine may be shared:
#      a speedup is only meaningful on idle cores);
#   b. runs the 16 parts of `dlx --part=I/16` one after another (or 2 at a time with GNU parallel),
#      merges them, and prints the nodes of all the parts against those of the serial search: the
#      work the split adds (each part repeats the splitting); the plain split (--symmetry=off);
#   c. runs the 64 parts of `dlx --part=I/64` as they run by default (the symmetric split) on the
#      pentominoes on 6x10, 14 queens and Langford pairs of 12, and prints the nodes of all the
#      parts against those of one `dlx -c --memo=off` (by symmetry classes): target within 10%.
# Every count is checked against its known value (6x6 sudoku grids 28,200,960; 15 queens 2,279,184,
# OEIS A000170; pentominoes 6x10 9,356, four times the 2,339 tilings up to symmetry); a wrong count
# makes it exit 1. Targets: a speedup of at least 1.8 on 2 threads, and less than 3% more nodes.
#   bash bench/scale.sh        (after make; BUILD=build/... to use another build)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${BUILD:-build}
runs=${SCALE_RUNS:-3}
dlx=$build/dlx
for program in "$dlx" "$build/puzzles/empty_sudoku" "$build/puzzles/queens"; do
  [ -x "$program" ] || { echo "scale.sh: $program is missing: run make" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

"$build/puzzles/empty_sudoku" 2 3 > "$work/sudoku-6x6.dlx"
"$build/puzzles/queens" 15 > "$work/queens-15.dlx"
cp puzzles/exact-cover/pentominoes-6x10.dlx "$work/pentominoes-6x10.dlx"
names=(sudoku-6x6 queens-15 pentominoes-6x10)
expected=(28200960 2279184 9356)

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
seconds_since() { awk -v from="$1" -v to="$EPOCHREALTIME" 'BEGIN { printf "%.3f", to - from }'; }
# The nodes of dlx -c --stats OPTION... FILE, and of the parts of a file of result lines.
count_nodes() { "$dlx" -c --stats "$@" 2>&1 >/dev/null | sed -n 's/.* solutions, \([0-9]*\) nodes,.*/\1/p'; }
parts_nodes() {
  "$dlx" -c --stats --merge "$1" 2>&1 >/dev/null |
    sed -n 's/.* solutions\{0,1\}, \([0-9]*\) nodes\{0,1\} in all parts/\1/p'
}
# Merges the parts in $work/parts into $merged, and says when it is not EXPECTED (not in a
# subshell: it sets $failed).
merge_parts() { # WHAT EXPECTED
  merged=$("$dlx" -c --merge "$work/parts")
  if [ "$merged" != "$2" ]; then
    echo "FAILED: $1 gave $merged, expected $2"
    failed=1
  fi
}

# Runs dlx -c with the given options on FILE; appends its seconds to TIMES and checks the count.
timed_count() { # TIMES EXPECTED FILE OPTION...
  local times=$1 expected=$2 file=$3 start count
  shift 3
  start=$EPOCHREALTIME
  count=$("$dlx" -c "$@" "$file")
  echo "$(seconds_since "$start")" >> "$times"
  if [ "$count" != "$expected" ]; then
    echo "FAILED: dlx -c $* $(basename "$file") gave $count, expected $expected"
    failed=1
  fi
}

printf '== Threads: dlx -c -j 1 against -j 2, alternating, median of %d runs\n\n' "$runs"
printf '%-18s %10s %9s %9s %8s   %s\n' problem count "-j 1 (s)" "-j 2 (s)" speedup "load before -> after"
for k in "${!names[@]}"; do
  file=$work/${names[k]}.dlx
  : > "$work/serial.times"
  : > "$work/parallel.times"
  before=$(load)
  for _ in $(seq 1 "$runs"); do
    timed_count "$work/serial.times" "${expected[k]}" "$file" -j 1
    timed_count "$work/parallel.times" "${expected[k]}" "$file" -j 2
  done
  serial=$(median < "$work/serial.times")
  parallel=$(median < "$work/parallel.times")
  printf '%-18s %10s %9s %9s %7.2fx   %s -> %s\n' "${names[k]}" "${expected[k]}" "$serial" \
    "$parallel" "$(awk -v s="$serial" -v p="$parallel" 'BEGIN { print s / p }')" "$before" "$(load)"
done

printf '\n== Parts: the nodes of dlx --part=I/16 for I = 1 .. 16 against a serial plain search\n\n'
printf '%-18s %14s %14s %9s\n' problem "serial nodes" "16 parts" "added"
for k in "${!names[@]}"; do
  file=$work/${names[k]}.dlx
  # The parts search the plain tree: so does the serial search they are held to.
  serial_nodes=$(count_nodes --symmetry=off --memo=off "$file")
  if command -v parallel > /dev/null; then
    parallel --will-cite -j 2 "$dlx" --symmetry=off --part={}/16 "$file" ::: $(seq 1 16) > "$work/parts"
  else
    for part in $(seq 1 16); do "$dlx" --symmetry=off --part="$part/16" "$file"; done > "$work/parts"
  fi
  merge_parts "the 16 parts of ${names[k]}" "${expected[k]}"
  nodes=$(parts_nodes "$work/parts")
  printf '%-18s %14s %14s %8.3f%%\n' "${names[k]}" "$serial_nodes" "$nodes" \
    "$(awk -v s="$serial_nodes" -v p="$nodes" 'BEGIN { print 100 * (p - s) / s }')"
done

# The symmetric split: every part searches its share of the symmetry classes' searches.
"$build/puzzles/queens" 14 > "$work/queens-14.dlx"
"$build/puzzles/langford" 12 > "$work/langford-12.dlx"
symmetric_names=(pentominoes-6x10 queens-14 langford-12)
symmetric_expected=(9356 365596 216288) # OEIS A000170 (n = 14), A014552 (n = 12) times 2
printf '\n== Parts that keep the symmetry: the nodes of dlx --part=I/64 against one dlx -c\n\n'
printf '%-18s %10s %14s %14s %9s %9s %9s\n' problem count "one -c nodes" "64 parts" added \
  "-c (s)" "parts (s)"
for k in "${!symmetric_names[@]}"; do
  file=$work/${symmetric_names[k]}.dlx
  start=$EPOCHREALTIME
  one_nodes=$(count_nodes --memo=off "$file")
  one_seconds=$(seconds_since "$start")
  start=$EPOCHREALTIME
  for part in $(seq 1 64); do "$dlx" --part="$part/64" "$file"; done > "$work/parts"
  parts_seconds=$(seconds_since "$start")
  merge_parts "the 64 parts of ${symmetric_names[k]}" "${symmetric_expected[k]}"
  nodes=$(parts_nodes "$work/parts")
  printf '%-18s %10s %14s %14s %8.2f%% %9s %9s\n' "${symmetric_names[k]}" "$merged" "$one_nodes" \
    "$nodes" "$(awk -v s="$one_nodes" -v p="$nodes" 'BEGIN { print 100 * (p - s) / s }')" \
    "$one_seconds" "$parts_seconds"
done
echo
nproc_online=$(getconf _NPROCESSORS_ONLN)
echo "($nproc_online processors online; load average now $(load))"
exit "$failed"
