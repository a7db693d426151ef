#!/usr/bin/env bash
# sizes.sh: the 16x16 and 25x25 benchmark of issue 12: build/sudoku at a limit of 2 on
# puzzles/sudoku/sixteen.txt and twentyfive.txt, side by side with the peer gss (Generic Sudoku
# Solver, bench/peers/gss_sizes.c), rounds alternating, every answer checked against the counts
# files (puzzles/sudoku/counts/SET.counts.gz: each puzzle has exactly one solution). Targets: 16x16
# under 1 ms a puzzle, 25x25 under 50 ms (median).
#   bash bench/sizes.sh            (from any directory; make bench runs it as a section)
# Knobs (environment), as in run.sh:
#   PEERS=DIR    where bench/peers/build_sizes_peers.sh built gss: DIR/gss/gss_sizes (default
#                /tmp/peers; PEERS= runs without the peer)
#   BENCH_RUNS   rounds (3); medians over the rounds are quoted
#   BUILD        the build directory (build)
# How each side is timed: ours is one build/sudoku process over the whole file, wall clock, divided
# by the puzzles (start-up and reading included; a mean, so an upper bound of the typical puzzle
# when a few are slow); gss is timed in-process around its solve call alone, each puzzle once per
# round, and both its median and its mean over the puzzles are shown. Until build/sudoku reads the
# size header (issue 12), our rows say "build/sudoku has no --size yet" and only gss runs.
# Then bench/size_timing prints our in-process median and mean per puzzle for both sets.
# Exit status: 1 when an answer of ours is wrong, else 0 (a missed target, a missing peer or a
# wrong answer of the peer is only reported).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${BUILD:-build}
runs=${BENCH_RUNS:-3}
peers=${PEERS-/tmp/peers}
sudoku=$build/sudoku
gss_sizes=${peers:+$peers/gss/gss_sizes}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
load() { cut -d' ' -f1-3 /proc/loadavg; }
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else if (NR) print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

ours_state=ready
if [ ! -x "$sudoku" ]; then
  ours_state="$sudoku is missing: run make"
elif ! "$sudoku" --help 2>&1 | grep -q -- '--size'; then
  ours_state="build/sudoku has no --size yet"
fi
peer_state=ready
if [ -z "$gss_sizes" ] || [ ! -x "$gss_sizes" ]; then
  peer_state="peer not built (bash bench/peers/build_sizes_peers.sh GSS_DIR; see bench/README.md)"
fi

# check_ours SET ANSWERS: the count-style answers (a count line, then the solution line when the
# count is 1) against the counts file; 0 when every puzzle has its one solution.
check_ours() {
  gzip -dc "puzzles/sudoku/counts/$1.counts.gz" > "$work/expected"
  cut -d: -f1 "$work/expected" > "$work/puzzles"
  awk 'NR == FNR { puzzle[FNR] = $0; next }
       pending { print puzzle[n] ":1:" $0; pending = 0; next }
       { n++; if ($0 == "1") pending = 1; else print puzzle[n] ":" $0 ":" }' \
    "$work/puzzles" "$2" > "$work/got"
  cmp -s "$work/expected" "$work/got"
}

echo "sizes: load $(load); $runs rounds; ours: $ours_state; gss: $peer_state"
printf '%-11s %8s  %-34s  %-30s\n' set puzzles 'build/sudoku -l 2 (ms/puzzle)' 'gss (ms/puzzle: median, mean)'
for set in sixteen twentyfive; do
  file=puzzles/sudoku/$set.txt
  gzip -dc "puzzles/sudoku/counts/$set.counts.gz" > "$work/$set.counts"
  puzzles=$(wc -l < "$work/$set.counts")
  : > "$work/ours.times"
  : > "$work/gss.medians"
  : > "$work/gss.means"
  ours_note='' peer_note=''
  for ((round = 1; round <= runs; round++)); do
    if [ "$ours_state" = ready ]; then
      start=$EPOCHREALTIME
      status=0
      "$sudoku" -l 2 "$file" > "$work/answers" 2> "$work/errors" || status=$?
      awk -v from="$start" -v to="$EPOCHREALTIME" -v n="$puzzles" \
        'BEGIN { printf "%.4f\n", (to - from) * 1000 / n }' >> "$work/ours.times"
      if [ "$status" -ne 0 ] || ! check_ours "$set" "$work/answers"; then
        ours_note=' WRONG ANSWERS'
        failed=1
      fi
    fi
    if [ "$peer_state" = ready ]; then
      if "$gss_sizes" --repeats 1 "$file" "$work/$set.counts" > "$work/gss.out" 2> "$work/gss.err"; then
        read -r _ _ peer_median peer_mean < "$work/gss.out"
        echo "$peer_median" >> "$work/gss.medians"
        echo "$peer_mean" >> "$work/gss.means"
      else
        peer_note=" wrong: $(head -1 "$work/gss.err")"
      fi
    fi
  done
  if [ "$ours_state" = ready ]; then
    ours=$(median < "$work/ours.times")
    target=$([ "$set" = sixteen ] && echo 1 || echo 50)
    verdict=$(awk -v t="$ours" -v limit="$target" 'BEGIN { print (t < limit ? "MET" : "MISSED") }')
    ours_column="$ours (target < $target: $verdict)$ours_note"
  else
    ours_column='-'
  fi
  if [ -s "$work/gss.medians" ]; then
    peer_column="$(median < "$work/gss.medians"), $(median < "$work/gss.means")$peer_note"
  else
    peer_column="-${peer_note}"
  fi
  printf '%-11s %8d  %-34s  %-30s\n' "$set" "$puzzles" "$ours_column" "$peer_column"
done
# The targets are per-puzzle medians of the solver: bench/size_timing gives them in-process (each
# puzzle solved 5 times after a warm-up, its median; then the median and mean over the puzzles),
# checking every answer against the counts file.
if [ -x "$build/bench/size_timing" ]; then
  for set in sixteen twentyfive; do
    "$build/bench/size_timing" "puzzles/sudoku/$set.txt" "$work/$set.counts" || failed=1
  done
else
  echo "sizes: $build/bench/size_timing is missing (make bench builds it): no in-process medians"
fi
echo "sizes: load after $(load)"
exit $failed
