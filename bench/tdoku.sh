#!/usr/bin/env bash
# tdoku.sh: the sudoku library in-process (build/bench/harness) beside tdoku, the fastest sudoku
# solver measured (and kudoku, a dancing-links-like peer), at limit 2, in processor time, on
# 17-clue, top1465, serg-multi and the forum's hardest puzzles (puzzles/README.md), with the
# targets of issue 24: ours at least 0.5x tdoku's puzzles per second on 17-clue and serg-multi,
# at least 0.4x on top1465 and on the hardest sets.
#
# tdoku's own harness (run_benchmark) reports wall time only, which other work on a loaded machine
# inflates by as much as 3x; so the peers are timed by bench/peers/kudoku_counts.c, a driver of
# ours around their libraries built with their flags (-O3 -march=native; -DPEER_TDOKU links
# tdoku's libtdoku_static.a), which times each pass in processor time as build/bench/harness --cpu
# does, and checks every count against the counts file as the harness does. Each round runs ours,
# tdoku, kudoku in turn (one warm-up pass, one timed pass each); the table has the medians over
# TDOKU_RUNS rounds (5), the ratio ours / tdoku and the verdict, with the load before and after.
#   bash bench/tdoku.sh   (after make bench; PEERS=DIR, default /tmp/peers; BUILD=build/...)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${BUILD:-build}
runs=${TDOKU_RUNS:-5}
peers=${PEERS-/tmp/peers}
harness=$build/bench/harness
[ -x "$harness" ] || { echo "tdoku.sh: $harness is missing: run make bench" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
load() { cut -d' ' -f1-3 /proc/loadavg; }
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else if (NR) print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

library=$peers/tdoku/build/libtdoku_static.a
kudoku_source=$peers/tdoku/other/kudoku/kudoku.c
if [ -z "$peers" ] || [ ! -f "$library" ] || [ ! -f "$kudoku_source" ]; then
  echo "tdoku.sh: tdoku is not built under '${peers}' (bash ../shared/peers/build.sh DIR): skipped"
  exit 0
fi
out=$build/bench/peers
mkdir -p "$out"
flags=(-std=c11 -Wall -Wextra -D_POSIX_C_SOURCE=200809L -O3 -march=native)
if ! [ "$out/tdoku_counts" -nt bench/peers/kudoku_counts.c ] || ! [ "$out/tdoku_counts" -nt "$library" ]; then
  gcc "${flags[@]}" -DPEER_TDOKU -o "$out/tdoku_counts" bench/peers/kudoku_counts.c "$library" -lstdc++ -lm
fi
if ! [ "$out/kudoku_counts" -nt bench/peers/kudoku_counts.c ] || ! [ "$out/kudoku_counts" -nt "$kudoku_source" ]; then
  gcc -O3 -march=native -w -c -o "$out/kudoku.o" "$kudoku_source"
  gcc "${flags[@]}" -o "$out/kudoku_counts" bench/peers/kudoku_counts.c "$out/kudoku.o"
fi

# set and target (ours / tdoku, at least)
sets="17-clue:0.5 serg-multi:0.5 top1465:0.4 forum-hardest-1106:0.4 forum-hardest-11plus:0.4"
echo "load before: $(load); $runs rounds, each: ours, tdoku, kudoku (a warm-up pass, a timed pass)"
printf '%-21s %7s %12s %12s %12s %9s %11s %7s  %s\n' set puzzles "ours pz/s" "tdoku pz/s" \
  "kudoku pz/s" "nodes/pz" "ours/kudoku" "/tdoku" "target: verdict"
failed=0
for entry in $sets; do
  set=${entry%%:*} target=${entry##*:}
  counts=$work/$set.counts
  gzip -dc "puzzles/sudoku/counts/$set.counts.gz" | tr -d '\r' > "$counts"
  size=$(wc -l < "$counts")
  : > "$work/ours"; : > "$work/tdoku"; : > "$work/kudoku"; : > "$work/nodes"
  for ((round = 1; round <= runs; round++)); do
    if "$harness" --cpu --repeats 1 --mode limit2 "$counts" > "$work/h.out" 2> "$work/h.err"; then
      awk 'NR == 2 { print $4 }' "$work/h.out" >> "$work/ours"
      awk 'NR == 2 { print $6 }' "$work/h.out" >> "$work/nodes"
    else
      cat "$work/h.err"
      echo "FAILED: the harness found wrong answers on $set"
      failed=1
    fi
    for peer in tdoku kudoku; do
      if "$out/${peer}_counts" --cpu --repeats 1 --limit 2 "$counts" > "$work/p.out" 2> "$work/p.err"; then
        awk '{ print $4 }' "$work/p.out" >> "$work/$peer"
      else
        echo "($peer failed on $set: $(head -1 "$work/p.err"))"
      fi
    done
  done
  ours=$(median < "$work/ours") tdoku=$(median < "$work/tdoku") kudoku=$(median < "$work/kudoku")
  awk -v set="$set" -v size="$size" -v o="$ours" -v t="$tdoku" -v k="$kudoku" \
    -v n="$(median < "$work/nodes")" -v goal="$target" 'BEGIN {
    r = (o != "" && t + 0 > 0) ? o / t : -1
    printf "%-21s %7d %12.0f %12.0f %12.0f %9.1f %10.2fx %6.2fx  %s: %s\n", set, size, o, t, k, n,
      (k + 0 > 0 ? o / k : 0), r, goal, (r < 0 ? "n/a" : (r >= goal ? "MET" : "MISSED")) }'
done
echo "load after: $(load)"
echo
echo "pz/s: puzzles per second of processor time (user + system), median over the rounds; every"
echo "count checked against the counts file, ours' solutions too. nodes/pz: our search nodes per"
echo "puzzle. Peers -O3 -march=native, ours as built (make: -O2)."
exit $failed
