#!/usr/bin/env bash
# choice.sh: the automatic choice of representation (dlx/representation.c) against the links and
# the bitset forced, on a family of shallow problems where the work per node misleads (issue 18):
# the set partitions of 9 to 11 items and random colored XCC problems of 6 to 18 primary and 0 to 6
# secondary items and 60 to 300 options, written by build/bench/choice_family. The seeds are the
# ones of 1 to 40 whose links search takes 0.2 ms to about a second (a few longer ones would take
# minutes on the bitset, and those below are dominated by starting the process).
# For each problem it runs `dlx -c --stats --representation=R` for R = links, bitset and auto, in
# an order that rotates from round to round, CHOICE_RUNS rounds (3), and prints the median search
# time of each (the time --stats reports, reading excluded), which representation auto ran, and
# auto's time over the better of the two forced ones, with the load average before and after. The
# count must be the same for the three representations and, for the partitions, the Bell number;
# anything else makes it exit 1.
#   bash bench/choice.sh          (after make bench; BUILD=build/... or DLX=path for another dlx)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${BUILD:-build}
runs=${CHOICE_RUNS:-3}
dlx=${DLX:-$build/dlx}
family=$build/bench/choice_family
for program in "$dlx" "$family"; do
  [ -x "$program" ] || { echo "choice.sh: $program is missing: run make bench" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

problems=() expected=()
for n in 9 10 11; do
  "$family" partitions "$n" > "$work/partitions-$n.dlx"
  problems+=("partitions-$n")
done
expected+=(21147 115975 678570) # the Bell numbers B(9), B(10), B(11), OEIS A000110
for seed in 1 2 3 7 8 9 11 12 13 15 16 17 20 21 22 25 27 29 31 32 36 39 40 23 37; do
  "$family" xcc "$seed" > "$work/xcc-$seed.dlx"
  problems+=("xcc-$seed")
done

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

# Runs one search; appends its milliseconds to FILE.times, its count to FILE.counts and the
# representation that ran to FILE.ran.
run_one() { # NAME REPRESENTATION
  local stats
  stats=$("$dlx" -c --stats --representation="$2" "$work/$1.dlx" 2>&1 > "$work/count")
  cat "$work/count" >> "$work/$1.counts"
  echo "$stats" | awk '{ t = $(NF - 2); unit = $(NF - 1); sub(",", "", unit); if (unit == "s") t *= 1000; print t }' \
    >> "$work/$1.$2.times"
  [ "$2" = auto ] && echo "${stats##* }" > "$work/$1.ran"
  return 0
}

printf '== The automatic choice against the links and the bitset: median search time (ms) of %d rounds\n\n' "$runs"
printf '%-16s %4s %4s %5s %10s %10s %10s %10s %7s %7s\n' problem P S O solutions links bitset auto "auto ran" auto/best
before=$(load)
worst=0 worst_name=
for k in "${!problems[@]}"; do
  name=${problems[k]}
  orders=("links bitset auto" "bitset auto links" "auto links bitset")
  for round in $(seq 1 "$runs"); do
    for representation in ${orders[$(((round - 1) % 3))]}; do run_one "$name" "$representation"; done
  done
  if [ "$(sort -u "$work/$name.counts" | wc -l)" != 1 ]; then
    echo "FAILED: $name: the representations disagree: $(sort -u "$work/$name.counts" | tr '\n' ' ')"
    failed=1
  fi
  count=$(head -1 "$work/$name.counts")
  if [ -n "${expected[k]:-}" ] && [ "$count" != "${expected[k]}" ]; then
    echo "FAILED: $name: $count solutions, expected ${expected[k]}"
    failed=1
  fi
  links=$(median < "$work/$name.links.times")
  bitset=$(median < "$work/$name.bitset.times")
  auto=$(median < "$work/$name.auto.times")
  shape=$(sed -n 2p "$work/$name.dlx" | awk '{ s = 0; p = 0; for (k = 1; k <= NF; k++) if ($k == "|") s = 1; else if (s) s++; else p++; print p, (s ? s - 1 : 0) }')
  options=$(($(grep -vc '^|' "$work/$name.dlx") - 1))
  ratio=$(awk -v a="$auto" -v l="$links" -v b="$bitset" 'BEGIN { best = l < b ? l : b; printf "%.2f", a / best }')
  if awk -v r="$ratio" -v w="$worst" 'BEGIN { exit !(r > w) }'; then worst=$ratio worst_name=$name; fi
  read -r primary secondary <<< "$shape"
  printf '%-16s %4s %4s %5s %10s %10s %10s %10s %7s %7s\n' "$name" "$primary" "$secondary" "$options" \
    "$count" "$links" "$bitset" "$auto" "$(cat "$work/$name.ran")" "$ratio"
done
echo
echo "load: $before before, $(load) after (1, 5, 15 min averages)"
echo "worst auto/best: $worst ($worst_name)"
exit $failed
