#!/usr/bin/env bash
# memo.sh: section memo of bench/run.sh: dlx's memoized count (--memo) side by side with Knuth's
# DLX6 (which memoizes too, with minimum-remaining-values branching, and counts in 64 bits), runs
# alternating, medians of the CPU seconds and of the peak memory (build/bench/maxrss) and the
# peak of our cache (--stats), each run capped at 120 s, DLX6's also at 6 GiB of resident memory
# (it takes 9 GiB on some boards; the machine is shared): after DLX6 fails once its other runs
# are skipped. The boards: dominoes, and four more tiling families of build/puzzles/tilings
# (straight trominoes, L-trominoes, 1x1+2x2 squares, monomers+dimers). Our count must equal the
# generator's known count (OEIS) or, without one, tests/tiling_count.py's transfer-matrix count;
# DLX6's is only shown (it wraps above 2^64). Verdict per board: MET when ours takes under 120 s
# and 4 GiB and at least 2x less CPU than DLX6 (or DLX6 fails: timeout, memory, wrapped count).
# Then dlx -c (--memo=auto, the default) against --memo=off on every bundled example and on
# generated Langford pairs of 11 to 15 and queens of 12 to 15 (verdict: within 10%), and
# the ZDD of --zdd counted by Knuth's zddread-count, bounds included. Exits 1 on a wrong count.
#   BUILD=build PEERS=/tmp/peers MEMO_RUNS=5 bash bench/memo.sh
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 2
build=${BUILD:-build}
runs=${MEMO_RUNS:-5}
peers=${PEERS-/tmp/peers}
dlx=$build/dlx
maxrss=$build/bench/maxrss
python=/usr/bin/python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
dlx6=$peers/bin/dlx6
zddread=$peers/bin/zddread-count
peer_memory_kb=$((6 * 1024 * 1024))
[ -x "$dlx6" ] || echo "dlx6: peer not built (bash ../shared/peers/build.sh $peers - CWEBTEST_GIT_DIR)"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg); $runs runs per contender, alternating; medians"

# median of the numbers on standard input
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "-"; else print v[int((NR + 1) / 2)] }'; }

# runs COMMAND under maxrss with a 120 s cap: prints "cpu_seconds maxrss_kb", or "timeout -", or
# "failed -" when it ended in error; the output in $work/out and $work/err
measure() {
  rm -f "$work/rss"
  MAXRSS_OUTPUT=$work/rss timeout "${measure_seconds:-120}" "$maxrss" "$@" > "$work/out" 2> "$work/err"
  local status=$?
  if [ "$status" = 124 ] || [ ! -s "$work/rss" ]; then
    echo "timeout -"
  elif [ "$status" != 0 ]; then
    echo "failed -"
  else
    sed -E 's/.*maxrss_kb=([0-9]+).*cpu_seconds=([0-9.]+).*/\2 \1/' "$work/rss"
  fi
}

# measure, with DLX6's resident memory watched every 0.2 s: past the cap it is stopped (its pid
# only) and the result is "memory -" (ulimit -v does not do: DLX6 reserves its hash table first)
measure_peer() { # INPUT COMMAND...
  rm -f "$work/capped"
  measure "${@:2}" < "$1" > "$work/result" &
  local measuring=$! pid rss
  while kill -0 "$measuring" 2> /dev/null; do
    sleep 0.2
    pid=$measuring # its child timeout, then maxrss, then the peer
    for _ in 1 2 3; do pid=$(pgrep -P "$pid" | head -1) && [ -n "$pid" ] || break; done
    [ -n "$pid" ] || continue
    rss=$(ps -o rss= -p "$pid" | tr -d ' ')
    if [ -n "$rss" ] && [ "$rss" -gt "$peer_memory_kb" ]; then
      touch "$work/capped"
      kill "$pid" 2> /dev/null
    fi
  done
  wait "$measuring"
  if [ -e "$work/capped" ]; then echo "memory -"; else cat "$work/result"; fi
}

known_count() { sed -n 's/^| Known count: \([0-9]*\).*/\1/p' "$1" | head -1; }
mib() { awk '{ if ($1 == "-") print "-"; else printf "%.0f", $1 / 1024 }'; }

printf '%-24s %9s %7s %7s %9s %7s %7s  %-8s %s\n' board "ours s" "MiB" "cache" "DLX6 s" "MiB" \
  ratio verdict "count (ours; DLX6's when it differs)"
# bench_board NAME GENERATOR ARGUMENT...: one row of the table
bench_board() {
  local name=$1 generator=$2
  shift 2
  local problem=$work/problem.dlx
  "$build/puzzles/$generator" "$@" > "$problem"
  local expected
  expected=$(known_count "$problem")
  if [ -z "$expected" ]; then
    local kind=$generator
    [ "$generator" = tilings ] && kind=$1 && set -- "${@:2}"
    expected=$($python tests/tiling_count.py "$kind" "$@")
  fi
  local ours_times=() ours_rss=() peer_times=() peer_rss=() ours_count="" peer_count="" t m
  local cache="-" peer_failure=""
  for ((run = 1; run <= runs; run++)); do
    read -r t m < <(measure "$dlx" --memo --stats -c "$problem")
    ours_times+=("$t") ours_rss+=("$m")
    ours_count=$(cat "$work/out")
    cache=$(sed -n 's/.* \([0-9.]*\) MiB at most.*/\1/p' "$work/err")
    if [ -x "$dlx6" ] && [ -z "$peer_failure" ]; then
      read -r t m < <(measure_peer "$problem" "$dlx6")
      if [ "$t" = timeout ]; then
        peer_failure="(not done in 120 s)"
      elif [ "$t" = memory ]; then
        peer_failure="(stopped at the 6 GiB cap)"
      elif [ "$t" = failed ]; then
        peer_failure="(failed: $(grep -v '^Altogether' "$work/err" | tail -1 | cut -c1-40))"
      else
        peer_times+=("$t") peer_rss+=("$m")
        peer_count=$(sed -n 's/^Altogether \([0-9]*\) solution.*/\1/p' "$work/err")
      fi
    fi
  done
  local ours ours_mib peer="-" peer_mib="-" ratio="-" verdict
  ours=$(printf '%s\n' "${ours_times[@]}" | grep -v 'timeout\|failed' | median)
  ours_mib=$(printf '%s\n' "${ours_rss[@]}" | grep -vx -- - | median | mib)
  if [ -n "$peer_failure" ]; then
    peer=">"
  elif [ -x "$dlx6" ]; then
    peer=$(printf '%s\n' "${peer_times[@]}" | median)
    peer_mib=$(printf '%s\n' "${peer_rss[@]}" | median | mib)
    ratio=$(awk -v a="$peer" -v b="$ours" 'BEGIN { printf "%.1f", a / (b > 0.001 ? b : 0.001) }')
  fi
  verdict=MET
  if [ "$ours" = - ] || [ "$ours_count" != "$expected" ] ||
    awk -v t="$ours" -v m="$ours_mib" 'BEGIN { exit !(t >= 120 || m >= 4096) }'; then
    verdict=MISSED
  elif [ -z "$peer_failure" ] && [ "$peer_count" = "$ours_count" ] &&
    awk -v r="$ratio" 'BEGIN { exit !(r < 2) }'; then
    verdict=MISSED
  fi
  [ -x "$dlx6" ] || verdict="$verdict?"
  local note=$ours_count
  [ -n "$peer_failure" ] && note+="; DLX6 $peer_failure"
  [ -n "$peer_count" ] && [ "$peer_count" != "$ours_count" ] && note+="; DLX6 $peer_count (wrapped)"
  printf '%-24s %9s %7s %7s %9s %7s %7s  %-8s %s\n' "$name" "$ours" "$ours_mib" "$cache" \
    "$peer" "$peer_mib" "$ratio" "$verdict" "$note"
  if [ "$ours_count" != "$expected" ]; then
    echo "FAILED: $name: we count $ours_count, the known count is $expected"
    failed=1
  fi
}

for board in "10 10" "12 12" "16 16" "8 30" "30 8" "6 50"; do
  bench_board "dominoes ${board/ /x}" dominoes $board
done
bench_board "trominoes 15x15" tilings trominoes 15 15
bench_board "trominoes 12x30" tilings trominoes 12 30
bench_board "l-trominoes 12x12" tilings l-trominoes 12 12
bench_board "l-trominoes 9x30" tilings l-trominoes 9 30
bench_board "squares 16x16" tilings squares 16 16
bench_board "monomer-dimer 12x12" tilings monomer-dimer 12 12
echo "(ours: median CPU s, peak RSS MiB, the cache's peak MiB (--stats); DLX6 the same; ratio DLX6/ours)"

echo
echo "dlx -c (--memo=auto, the default) against the count without the memo (dlx -c --memo=off, symmetry"
echo "left to the library in both), CPU seconds, medians of $runs runs alternating:"
printf '%-36s %10s %10s %10s  %s\n' example "off s" "auto s" "auto/off" verdict
auto_against_off() { # NAME PROBLEM RUNS
  local example=$1 problem=$2 runs=$3 plain_times=() auto_times=() t m plain auto ratio verdict
  for ((run = 1; run <= runs; run++)); do
    read -r t m < <(measure "$dlx" --memo=off -c "$problem")
    plain_times+=("$t")
    plain_count=$(cat "$work/out")
    read -r t m < <(measure "$dlx" --memo=auto -c "$problem")
    auto_times+=("$t")
    auto_count=$(cat "$work/out")
    if [ "$plain_count" != "$auto_count" ]; then
      echo "FAILED: $example: --memo=auto counts $auto_count, --memo=off $plain_count"
      failed=1
    fi
  done
  plain=$(printf '%s\n' "${plain_times[@]}" | median)
  auto=$(printf '%s\n' "${auto_times[@]}" | median)
  # Below 0.02 s both are the process's start: no verdict.
  read -r ratio verdict < <(awk -v a="$auto" -v p="$plain" 'BEGIN {
    if (p == "timeout" || a == "timeout") { print "- -"; exit }
    r = a / (p > 0.001 ? p : 0.001)
    v = (p < 0.02 && a < 0.02) ? "(too short)" : r <= 1.10 ? "MET" : "MISSED"
    printf "%.2f %s\n", r, v }')
  printf '%-36s %10s %10s %10s  %s\n' "$example" "$plain" "$auto" "$ratio" "$verdict"
}
for problem in puzzles/exact-cover/*.dlx; do
  auto_against_off "$(basename "$problem" .dlx)" "$problem" "$runs"
done
# Where the memo's residual problems repeat without paying (Langford pairs), and where they never
# repeat (queens): generated, the largest run once (Langford pairs of 15 take about 90 s).
for n in 11 12 13 14 15; do
  "$build/puzzles/langford" "$n" > "$work/langford-$n.dlx"
  measure_seconds=600 auto_against_off "langford-$n (generated)" "$work/langford-$n.dlx" \
    $((n >= 14 ? 1 : runs))
done
for n in 12 13 14 15; do
  "$build/puzzles/queens" "$n" > "$work/queens-$n.dlx"
  auto_against_off "queens-$n (generated)" "$work/queens-$n.dlx" "$runs"
done

echo
if [ -x "$zddread" ]; then
  echo "--zdd counted by Knuth's zddread-count:"
  zdd_check() { # NAME PROBLEM
    local ours theirs
    ours=$("$dlx" --memo -c "$2")
    "$dlx" --zdd="$work/all.zdd" "$2" > /dev/null
    theirs=$("$zddread" "$work/all.zdd" 2> /dev/null | sed -n 's/^\([0-9]*\) solutions.*/\1/p' | tail -1)
    printf '  %-28s ours %s, zddread-count %s\n' "$1" "$ours" "$theirs"
    if [ "$ours" != "$theirs" ]; then
      echo "FAILED: $1: zddread-count counts $theirs on our ZDD, we count $ours"
      failed=1
    fi
  }
  for board in "8 8" "10 10" "6 12"; do
    "$build/puzzles/dominoes" $board > "$work/problem.dlx"
    zdd_check "dominoes ${board/ /x}" "$work/problem.dlx"
  done
  "$build/puzzles/tilings" l-trominoes 6 9 > "$work/problem.dlx"
  zdd_check "l-trominoes 6x9" "$work/problem.dlx"
  for example in bicoverings-5 two-per-line-rooks-6 colors; do # bounds; colors
    zdd_check "$example" "puzzles/exact-cover/$example.dlx"
  done
else
  echo "zddread-count: peer not built, the ZDD check is skipped"
fi
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $failed
