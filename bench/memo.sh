#!/usr/bin/env bash
# memo.sh: section memo of bench/run.sh: dlx's memoized count (--memo) side by side with Knuth's
# DLX6 (which memoizes too, with minimum-remaining-values branching, and counts in 64 bits), runs
# alternating, CPU seconds and peak memory (build/bench/maxrss), each run capped at 120 s; then
# --memo=auto against the plain search where the memo does not pay; then the ZDD of --zdd counted
# by Knuth's zddread-count. A count of ours that differs from the generator's known count (OEIS),
# or a ZDD that zddread-count counts differently, makes it exit 1; DLX6's counts are only shown
# (it wraps above 2^64).
#   BUILD=build PEERS=/tmp/peers MEMO_RUNS=3 bash bench/memo.sh
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 2
build=${BUILD:-build}
runs=${MEMO_RUNS:-3}
peers=${PEERS-/tmp/peers}
dlx=$build/dlx
maxrss=$build/bench/maxrss
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
dlx6=$peers/bin/dlx6
zddread=$peers/bin/zddread-count
[ -x "$dlx6" ] || echo "dlx6: peer not built (bash ../shared/peers/build.sh $peers - CWEBTEST_GIT_DIR)"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"

# median of the numbers on standard input
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "-"; else print v[int((NR + 1) / 2)] }'; }

# runs COMMAND under maxrss with a 120 s cap: prints "cpu_seconds maxrss_kb", the output in $work/out
measure() {
  rm -f "$work/rss"
  MAXRSS_OUTPUT=$work/rss timeout 120 "$maxrss" "$@" > "$work/out" 2> "$work/err"
  local status=$?
  if [ "$status" = 124 ] || [ ! -s "$work/rss" ]; then
    echo "timeout -"
    return
  fi
  sed -E 's/.*maxrss_kb=([0-9]+).*cpu_seconds=([0-9.]+).*/\2 \1/' "$work/rss"
}

known_count() { sed -n 's/^| Known count: \([0-9]*\).*/\1/p' "$1" | head -1; }

printf '%-22s %14s %10s %14s %10s %7s  %s\n' instance "dlx --memo s" "MiB" "DLX6 s" "MiB" ratio \
  "count (ours; DLX6's when it differs)"
for board in "10 10" "12 12" "16 16" "8 30" "30 8" "6 50"; do
  name="dominoes ${board/ /x}"
  problem=$work/problem.dlx
  "$build/puzzles/dominoes" $board > "$problem"
  ours_times=() ours_rss=() peer_times=() peer_rss=()
  ours_count="" peer_count=""
  for ((run = 1; run <= runs; run++)); do
    read -r t m < <(measure "$dlx" --memo -c "$problem")
    ours_times+=("$t") ours_rss+=("$m")
    ours_count=$(cat "$work/out")
    if [ -x "$dlx6" ]; then
      read -r t m < <(measure "$dlx6" < "$problem")
      peer_times+=("$t") peer_rss+=("$m")
      peer_count=$(sed -n 's/^Altogether \([0-9]*\) solution.*/\1/p' "$work/err")
      [ "$t" = timeout ] && peer_count="(not finished in 120 s)"
    fi
  done
  ours=$(printf '%s\n' "${ours_times[@]}" | median)
  ours_mib=$(printf '%s\n' "${ours_rss[@]}" | median | awk '{ printf "%.0f", $1 / 1024 }')
  peer="-" peer_mib="-" ratio="-"
  if [ -x "$dlx6" ]; then
    peer=$(printf '%s\n' "${peer_times[@]}" | grep -v timeout | median)
    [ "$peer" = "-" ] && peer=">120"
    peer_mib=$(printf '%s\n' "${peer_rss[@]}" | grep -vx -- - | median | awk '{ printf "%.0f", $1 / 1024 }')
    [[ "$peer" != ">120" ]] && ratio=$(awk -v a="$peer" -v b="$ours" 'BEGIN { printf "%.1f", a / (b > 0.001 ? b : 0.001) }')
  fi
  note=$ours_count
  [ -n "$peer_count" ] && [ "$peer_count" != "$ours_count" ] && note+="; DLX6 $peer_count"
  printf '%-22s %14s %10s %14s %10s %7s  %s\n' "$name" "$ours" "$ours_mib" "$peer" "$peer_mib" \
    "$ratio" "$note"
  known=$(known_count "$problem")
  if [ -n "$known" ] && [ "$known" != "$ours_count" ]; then
    echo "FAILED: $name: we count $ours_count, the known count is $known"
    failed=1
  fi
done

echo
echo "--memo=auto against the plain search (dlx -c), CPU seconds, median of $runs runs alternating:"
printf '%-36s %10s %10s %7s\n' example "plain s" "auto s" "auto/plain"
for example in pentominoes-6x10 langford-12 queens-14 latin-5 dominoes-8x8; do
  problem=puzzles/exact-cover/$example.dlx
  plain_times=() auto_times=()
  for ((run = 1; run <= runs; run++)); do
    read -r t m < <(measure "$dlx" -c "$problem")
    plain_times+=("$t")
    plain_count=$(cat "$work/out")
    read -r t m < <(measure "$dlx" --memo=auto -c "$problem")
    auto_times+=("$t")
    auto_count=$(cat "$work/out")
    if [ "$plain_count" != "$auto_count" ]; then
      echo "FAILED: $example: --memo=auto counts $auto_count, the plain search $plain_count"
      failed=1
    fi
  done
  plain=$(printf '%s\n' "${plain_times[@]}" | median)
  auto=$(printf '%s\n' "${auto_times[@]}" | median)
  printf '%-36s %10s %10s %7s\n' "$example" "$plain" "$auto" \
    "$(awk -v a="$auto" -v p="$plain" 'BEGIN { if (p == "timeout" || a == "timeout") print "-"; else printf "%.2f", a / (p > 0.001 ? p : 0.001) }')"
done

echo
if [ -x "$zddread" ]; then
  echo "--zdd counted by Knuth's zddread-count:"
  for board in "8 8" "10 10" "6 12"; do
    "$build/puzzles/dominoes" $board > "$work/problem.dlx"
    ours=$("$dlx" --memo -c "$work/problem.dlx")
    "$dlx" --zdd="$work/all.zdd" "$work/problem.dlx" > /dev/null
    theirs=$("$zddread" "$work/all.zdd" 2> /dev/null | sed -n 's/^\([0-9]*\) solutions.*/\1/p' | tail -1)
    printf '  dominoes %-8s ours %s, zddread-count %s\n' "${board/ /x}" "$ours" "$theirs"
    if [ "$ours" != "$theirs" ]; then
      echo "FAILED: dominoes ${board/ /x}: zddread-count counts $theirs on our ZDD, we count $ours"
      failed=1
    fi
  done
else
  echo "zddread-count: peer not built, the ZDD check is skipped"
fi
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $failed
