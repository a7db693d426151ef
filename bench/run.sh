#!/usr/bin/env bash
# run.sh: the benchmark suite that `make bench` runs once it has built build/bench/harness and
# build/bench/maxrss (this script builds nothing). It measures, and checks as it goes:
#   a. the sudoku library in-process (build/bench/harness) on 17-clue, top1465 and serg-multi;
#   b. whole commands: build/sudoku against QQWing on top1465 (installed from Debian if missing,
#      skipped if that fails), and build/sudoku's time and peak memory streaming 17-clue;
#   c. build/dlx -c on the generic exact-cover examples, and its memory per option entry;
#   d. a table of every performance target of the project, each MET or MISSED.
# A wrong answer or count anywhere makes it exit 1; a missed target is only reported. Whole-process
# figures are the median of BENCH_RUNS runs (3), in-process ones the median of BENCH_REPEATS timed
# passes (5) after a warm-up pass. See bench/README.md for how to read the output.
#   bash bench/run.sh          (from any directory; BUILD=build/... to use another build)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${BUILD:-build}
repeats=${BENCH_REPEATS:-5}
runs=${BENCH_RUNS:-3}
harness=$build/bench/harness
maxrss=$build/bench/maxrss
sudoku=$build/sudoku
dlx=$build/dlx
for program in "$harness" "$maxrss" "$sudoku" "$dlx"; do
  [ -x "$program" ] || { echo "run.sh: $program is missing: run 'make bench'" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() { echo "FAILED: $*"; failed=1; }

section() { printf '\n== %s\n\n' "$1"; }

# The median of the numbers on standard input, one per line.
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# measure OUT ERR COMMAND...: runs COMMAND through maxrss, standard output to OUT and standard
# error to ERR (standard input inherited), and appends "KB SECONDS" to $work/measure.last; returns
# the command's status.
measure() {
  local out=$1 err=$2
  shift 2
  rm -f "$work/maxrss.line"
  local status=0
  MAXRSS_OUTPUT=$work/maxrss.line "$maxrss" "$@" > "$out" 2> "$err" || status=$?
  sed -n 's/^maxrss_kb=\([0-9]*\) seconds=\([0-9.]*\)$/\1 \2/p' "$work/maxrss.line" > "$work/measure.last"
  return $status
}
last_kb() { cut -d' ' -f1 "$work/measure.last"; }
last_seconds() { cut -d' ' -f2 "$work/measure.last"; }

# check_answers ANSWERS COUNTS LIMIT: compares the output of build/sudoku in its default style
# (a count line, then the solution line when the count is 1) on one-line puzzles with the counts
# file, counts capped at LIMIT (0: none). Prints nothing and succeeds when every answer matches.
check_answers() {
  awk -F: -v limit="$3" '{ c = $2; if (limit && c > limit) c = limit; print c ":" (c == 1 ? $3 : "") }' "$2" > "$work/expected"
  awk 'pending { print "1:" $0; pending = 0; next }
       $0 == "1" { pending = 1; next }
       { print $0 ":" }' "$1" > "$work/got"
  if ! cmp -s "$work/expected" "$work/got"; then
    diff "$work/expected" "$work/got" | head -5
    return 1
  fi
}

# MET or MISSED: at_least / at_most VALUE GOAL.
verdict() {
  awk -v kind="$1" -v value="$2" -v goal="$3" 'BEGIN {
    if (value == "") { print "n/a"; exit }
    ok = kind == "at_least" ? value + 0 >= goal + 0 : value + 0 <= goal + 0
    print ok ? "MET" : "MISSED" }'
}

echo "dlx benchmarks"
echo "date:     $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
echo "machine:  $(nproc) CPUs, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
echo "kernel:   $(uname -srm)"
echo "load:     $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min averages before the run; other work on the machine adds noise)"
echo "compiler: $(${CC:-cc} --version 2>/dev/null | head -1)"
echo "commit:   $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD 2>/dev/null || echo ' (with uncommitted changes)')"

sets=$root/puzzles/sudoku
for set in 17-clue top1465 serg-multi; do
  gzip -dc "$sets/counts/$set.counts.gz" | tr -d '\r' > "$work/$set.counts"
done

# ---------------------------------------------------------------------------------------------
section "a. The sudoku library in-process (build/bench/harness, $repeats timed passes, one solver)"
{
  "$harness" --repeats "$repeats" --mode limit2,first "$work/17-clue.counts" "$work/top1465.counts" &&
    "$harness" --repeats "$repeats" --mode limit2,exact "$work/serg-multi.counts" | tail -n +2
} | tee "$work/harness.out" || fail "the harness found wrong answers (above)"
# rate SET MODE: the median puzzles per second; pass_seconds SET MODE: the median time of a pass.
rate() { awk -v s="$1" -v m="$2" '$1 == s && $2 == m { print $4 }' "$work/harness.out"; }
pass_seconds() { awk -v s="$1" -v m="$2" '$1 == s && $2 == m { print $10 }' "$work/harness.out"; }
echo
echo "puzzles/s and us/puzzle: medians over the passes; min/max pz/s: the slowest and fastest pass;"
echo "nodes/pz: search nodes per puzzle; s/pass: median seconds for the whole set."

# ---------------------------------------------------------------------------------------------
section "b. Whole commands (median of $runs runs, through build/bench/maxrss)"
# The same top1465 puzzles for both programs: one line of 81 cells, '.' for an empty cell.
cut -d: -f1 "$work/top1465.counts" > "$work/top1465.txt"
top_count=$(wc -l < "$work/top1465.txt")

qqwing_ok=0
if command -v qqwing > /dev/null; then
  qqwing_ok=1
else
  sudo=
  [ "$(id -u)" = 0 ] || sudo="sudo -n"
  echo "qqwing is missing: installing the Debian package"
  if $sudo apt-get install -y -qq qqwing > "$work/apt.log" 2>&1 ||
    { $sudo apt-get update -qq >> "$work/apt.log" 2>&1 &&
      $sudo apt-get install -y -qq qqwing >> "$work/apt.log" 2>&1; }; then
    command -v qqwing > /dev/null && qqwing_ok=1
  fi
  [ $qqwing_ok = 1 ] || { echo "qqwing could not be installed (see below): comparison skipped"; tail -3 "$work/apt.log"; }
fi

ours_seconds='' ours_kb='' qq_seconds='' qq_kb='' speedup=''
if [ $qqwing_ok = 1 ]; then
  : > "$work/qq.times"
  : > "$work/ours.times"
  ours_right=right
  for run in $(seq "$runs"); do
    measure "$work/qq.out" "$work/qq.err" qqwing --solve --count-solutions < "$work/top1465.txt" ||
      fail "qqwing exited with status $?"
    cat "$work/measure.last" >> "$work/qq.times"
    measure "$work/ours.out" "$work/ours.err" "$sudoku" -l 2 "$work/top1465.txt" ||
      fail "build/sudoku exited with status $?"
    cat "$work/measure.last" >> "$work/ours.times"
    check_answers "$work/ours.out" "$work/top1465.counts" 2 || {
      ours_right=WRONG
      fail "build/sudoku -l 2 gave wrong answers on top1465 (run $run)"
    }
  done
  qq_seconds=$(cut -d' ' -f2 "$work/qq.times" | median)
  qq_kb=$(cut -d' ' -f1 "$work/qq.times" | median)
  ours_seconds=$(cut -d' ' -f2 "$work/ours.times" | median)
  ours_kb=$(cut -d' ' -f1 "$work/ours.times" | median)
  speedup=$(awk -v q="$qq_seconds" -v o="$ours_seconds" 'BEGIN { printf "%.2f", q / o }')
  # QQWing's answers: "The solution to the puzzle is unique." after each solved grid, printed
  # as 9 rows " 4 6 8 | 9 3 1 | 5 2 7"; its solutions are checked against the counts file too.
  qq_unique=$(grep -c '^The solution to the puzzle is unique\.$' "$work/qq.out" || true)
  awk '/^ [0-9]/ { gsub(/[^0-9]/, ""); grid = grid $0; if (length(grid) == 81) { print grid; grid = "" } }' \
    "$work/qq.out" > "$work/qq.solutions"
  cut -d: -f3 "$work/top1465.counts" > "$work/top1465.solutions"
  qq_right=yes
  cmp -s "$work/qq.solutions" "$work/top1465.solutions" || qq_right=no
  echo "top1465, $top_count puzzles, one 81-cell line each, both proving uniqueness:"
  printf '  %-44s %8.3f s  %6d KB peak RSS\n' "qqwing --solve --count-solutions < top1465" \
    "$qq_seconds" "$qq_kb"
  printf '  %-44s %8.3f s  %6d KB peak RSS\n' "build/sudoku -l 2 top1465" "$ours_seconds" "$ours_kb"
  echo "  ratio qqwing / build/sudoku: ${speedup}x"
  echo "  build/sudoku: every answer checked (count 1 and the solution, $top_count puzzles): $ours_right"
  echo "  qqwing: $qq_unique 'unique' verdicts, solutions equal to the known ones: $qq_right"
fi

# build/sudoku streaming the published 17-clue collection (comment lines included), default style.
gzip -dc "$sets/17-clue.txt.gz" > "$work/17-clue.txt"
: > "$work/stream.times"
for run in $(seq "$runs"); do
  measure "$work/stream.out" "$work/stream.err" "$sudoku" "$work/17-clue.txt" ||
    fail "build/sudoku exited with status $? on 17-clue"
  cat "$work/measure.last" >> "$work/stream.times"
  check_answers "$work/stream.out" "$work/17-clue.counts" 0 ||
    fail "build/sudoku gave wrong answers on 17-clue (run $run)"
done
stream_seconds=$(cut -d' ' -f2 "$work/stream.times" | median)
stream_kb=$(cut -d' ' -f1 "$work/stream.times" | median)
stream_kb_max=$(cut -d' ' -f1 "$work/stream.times" | sort -n | tail -1)
echo
echo "17-clue, $(wc -l < "$work/17-clue.counts") puzzles streamed from the published file:"
printf '  %-44s %8.3f s  %6d KB peak RSS (largest of the runs: %d KB)\n' "build/sudoku 17-clue.txt" \
  "$stream_seconds" "$stream_kb" "$stream_kb_max"

# ---------------------------------------------------------------------------------------------
section "c. Generic exact cover: build/dlx -c --stats (median of $runs runs)"
declare -A expected=([queens-14]=365596 [pentominoes-6x10]=9356 [langford-12]=216288 [dominoes-8x8]=12988816)
declare -A generator=([queens-14]="queens 14" [pentominoes-6x10]="pentominoes 6 10"
  [langford-12]="langford 12" [dominoes-8x8]="dominoes 8 8")
declare -A dlx_seconds
problems=(queens-14 pentominoes-6x10 langford-12 dominoes-8x8)
printf '%-18s %10s %8s %10s %12s %14s %10s\n' problem solutions right seconds nodes updates "peak KB"
for problem in "${problems[@]}"; do
  file=puzzles/exact-cover/$problem.dlx
  if [ ! -f "$file" ]; then
    read -r program arguments <<< "${generator[$problem]}"
    file=$work/$problem.dlx
    if [ -x "$build/puzzles/$program" ]; then
      # shellcheck disable=SC2086
      "$build/puzzles/$program" $arguments > "$file"
    else
      printf '%-18s missing, and no %s to generate it\n' "$problem" "$build/puzzles/$program"
      continue
    fi
  fi
  : > "$work/dlx.runs"
  for run in $(seq "$runs"); do
    measure "$work/dlx.out" "$work/dlx.err" "$dlx" -c --stats "$file" ||
      fail "build/dlx exited with status $? on $file"
    count=$(cat "$work/dlx.out")
    # "dlx: N solutions, N nodes, N updates, T s"
    nodes='?' updates='?'
    read -r nodes updates < <(sed -n 's/^dlx: [0-9]* solutions, \([0-9]*\) nodes, \([0-9]*\) updates, .*/\1 \2/p' "$work/dlx.err") || true
    echo "$(last_seconds) $(last_kb) $count $nodes $updates" >> "$work/dlx.runs"
  done
  # The run of median time gives the figures (counts, nodes and updates are the same in each).
  seconds=$(cut -d' ' -f1 "$work/dlx.runs" | median)
  read -r _ kb count nodes updates < <(sort -g "$work/dlx.runs" | sed -n "$(((runs + 1) / 2))p")
  right=yes
  if [ "$count" != "${expected[$problem]}" ] || [ "$(cut -d' ' -f3 "$work/dlx.runs" | sort -u | wc -l)" != 1 ]; then
    right=NO
    fail "build/dlx counted $count solutions of $problem, expected ${expected[$problem]}"
  fi
  dlx_seconds[$problem]=$seconds
  printf '%-18s %10s %8s %10.3f %12s %14s %10s\n' "$problem" "$count" "$right" "$seconds" "$nodes" "$updates" "$kb"
done
echo "seconds: whole process, wall clock; nodes and updates from --stats; right: count = known value."

# Memory per option entry: 1,000,000 options of 4 distinct items each (out of 1,000 primary items)
# against a baseline with the same items and one option. Item "zz" is in no option, so the search
# stops at once and only the stored problem counts. The name table is the same in both files.
awk 'BEGIN { n = 1000; line = ""; for (i = 0; i < n; i++) line = line "i" i " "; print line "zz"
             for (k = 0; k < 1000000; k++) { a = k % n; d = 1 + int(k / n) % 333
               print "i" a " i" (a + d) % n " i" (a + d + 333) % n " i" (a + d + 666) % n } }' > "$work/big.dlx"
head -1 "$work/big.dlx" > "$work/base.dlx"
echo "i0 i1 i2 i3" >> "$work/base.dlx"
entries=4000000
measure "$work/big.out" "$work/big.err" "$dlx" -c "$work/big.dlx" || fail "build/dlx failed on the 1,000,000 options"
big_kb=$(last_kb)
big_seconds=$(last_seconds)
[ "$(cat "$work/big.out")" = 0 ] || fail "build/dlx found solutions to a problem that has none"
measure "$work/base.out" "$work/base.err" "$dlx" -c "$work/base.dlx" || fail "build/dlx failed on the baseline"
base_kb=$(last_kb)
bytes_per_entry=$(awk -v b="$big_kb" -v a="$base_kb" -v e="$entries" 'BEGIN { printf "%.1f", (b - a) * 1024 / e }')
echo
printf 'memory: 1,000,000 options x 4 items (%d KB of text), whole run %.3f s:\n' "$(du -k "$work/big.dlx" | cut -f1)" "$big_seconds"
echo "  peak RSS $big_kb KB, baseline (same items, 1 option) $base_kb KB"
echo "  ($big_kb - $base_kb) KB / $entries entries = $bytes_per_entry bytes per option entry"

# ---------------------------------------------------------------------------------------------
section "d. Targets"
row() { printf '%-50s %-14s %-22s %s\n' "$@"; }
row target goal measured verdict
row "17-clue, limit 2, in-process" ">= 64000 /s" "$(rate 17-clue limit2) puzzles/s" "$(verdict at_least "$(rate 17-clue limit2)" 64000)"
row "top1465, limit 2, in-process" ">= 16000 /s" "$(rate top1465 limit2) puzzles/s" "$(verdict at_least "$(rate top1465 limit2)" 16000)"
row "serg-multi, limit 2, in-process" ">= 130000 /s" "$(rate serg-multi limit2) puzzles/s" "$(verdict at_least "$(rate serg-multi limit2)" 130000)"
row "serg-multi, exact counts (1,982,741), in-process" "<= 1.5 s" "$(pass_seconds serg-multi exact) s" "$(verdict at_most "$(pass_seconds serg-multi exact)" 1.5)"
if [ $qqwing_ok = 1 ]; then
  row "build/sudoku vs qqwing, top1465, whole process" ">= 17x" "${speedup}x" "$(verdict at_least "$speedup" 17)"
else
  row "build/sudoku vs qqwing, top1465, whole process" ">= 17x" "qqwing not installed" "SKIPPED"
fi
for item in "queens-14 0.8" "pentominoes-6x10 5.5" "langford-12 0.45" "dominoes-8x8 3"; do
  read -r problem goal <<< "$item"
  value=${dlx_seconds[$problem]:-}
  shown=${value:+$(printf '%.3f s' "$value")}
  row "build/dlx -c $problem" "<= $goal s" "${shown:-not run}" "$(verdict at_most "$value" "$goal")"
done
row "build/sudoku peak RSS streaming 17-clue" "<= 4096 KB" "$stream_kb KB" "$(verdict at_most "$stream_kb" 4096)"
row "build/dlx memory per option entry" "<= 24 bytes" "$bytes_per_entry bytes" "$(verdict at_most "$bytes_per_entry" 24)"
echo
echo "A MISSED target is reported only; wrong answers or counts make this script fail."
if [ $failed != 0 ]; then
  echo "run.sh: FAILED (see the FAILED lines above)"
  exit 1
fi
