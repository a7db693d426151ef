#!/usr/bin/env bash
# dlx --weighted and the weighted branching of sudoku (dlx_search.weighted_branching): checks that
#   - the first 20 of the forum's 375 hardest puzzles (puzzles/sudoku/forum-hardest-1106.txt),
#     written as exact-cover problems by sudoku --emit-dlx, keep their count at --limit=2 (1 each,
#     by puzzles/sudoku/counts/forum-hardest-1106.counts.gz, which tdoku's solver counted) with
#     --weighted, on one thread and on two, in fewer nodes in all than without it (a weight that
#     never grew, or a choice that ignored the weights, would make as many);
#   - every bundled example small enough lists the same solutions with --weighted as without (the
#     order may differ), and langford-12 and queens-14 count OEIS's numbers with it;
#   - a full count stops weighting after two solutions (the 6x10 pentominoes with the X
#     restricted: 2339 (Haselgrove, 1960), in about the plain search's nodes);
#   - sudoku answers these puzzles (it branches by weights at limits 1 and 2) as the counts file
#     says, and tells its nodes with --stats in fewer nodes than the plain search's dlx run.
#   tests/cli/run_weighted.sh [BUILD_DIR]
set -uo pipefail
. "$(dirname "$0")/../lib.sh"
build=$(cd "${1:-build}" && pwd)
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dlx=$build/dlx
sudoku=$build/sudoku

grep -v '^#' "$here/puzzles/sudoku/forum-hardest-1106.txt" | head -20 > "$work/hardest.txt"
gzip -dc "$here/puzzles/sudoku/counts/forum-hardest-1106.counts.gz" | tr -d '\r' | head -20 |
  cut -d: -f2 > "$work/expected"
"$sudoku" --emit-dlx="$work/p" "$work/hardest.txt" > /dev/null 2>&1
plain_total=0 weighted_total=0 threaded_ok=1 counts_ok=1
for k in $(seq 1 20); do
  problem=$work/p$k.dlx
  expected=$(sed -n "${k}p" "$work/expected")
  plain=$("$dlx" -c -l 2 --stats "$problem" 2> "$work/plain.err")
  weighted=$("$dlx" -c -l 2 --stats --weighted "$problem" 2> "$work/weighted.err")
  threaded=$("$dlx" -c -l 2 -j 2 --weighted "$problem" 2> /dev/null)
  [ "$plain" = "$expected" ] && [ "$weighted" = "$expected" ] || counts_ok=0
  [ "$threaded" = "$expected" ] || threaded_ok=0
  plain_total=$((plain_total + $(grep -o '[0-9]* nodes' "$work/plain.err" | cut -d' ' -f1)))
  weighted_nodes=$(grep -o '[0-9]* nodes' "$work/weighted.err" | cut -d' ' -f1)
  weighted_total=$((weighted_total + weighted_nodes))
done
[ "$counts_ok" = 1 ] && [ -s "$work/expected" ]
verdict "weighted: 20 hardest puzzles keep their counts file's count at --limit=2" $? "see above"
[ "$threaded_ok" = 1 ]
verdict "weighted: the same counts on two threads" $? "see above"
[ "$weighted_total" -gt 0 ] && [ $((weighted_total * 4)) -lt $((plain_total * 3)) ]
verdict "weighted: fewer nodes in all ($weighted_total against $plain_total)" $? "see above"

for name in queens-8 langford-7 latin-4 colors sudoku-4x4 pentominoes-3x20; do
  example=$here/puzzles/exact-cover/$name.dlx
  "$dlx" "$example" | sort > "$work/plain.list"
  "$dlx" --weighted "$example" | sort > "$work/weighted.list"
  cmp -s "$work/plain.list" "$work/weighted.list" && [ -s "$work/plain.list" ]
  verdict "weighted: $name lists the same solutions" $? "see above"
done
[ "$("$dlx" -c --weighted "$here/puzzles/exact-cover/langford-12.dlx" 2> /dev/null)" = 216288 ]
verdict "weighted: langford-12 counts OEIS A014552's 108144 pairs twice (216288)" $? "see above"
[ "$("$dlx" -c --weighted "$here/puzzles/exact-cover/queens-14.dlx" 2> /dev/null)" = 365596 ]
verdict "weighted: queens-14 counts OEIS A000170's 365596" $? "see above"

# After two solutions the search branches as without weights: the 6x10 pentomino box with the X
# restricted, counted in full, takes about the plain search's nodes (806,222 plain, 807,436 so),
# where weights all along took 1,940,271.
pentominoes=$here/puzzles/exact-cover/pentominoes-6x10-x-restricted.dlx
"$dlx" -c --stats --symmetry=off --representation=bitset --memo=off "$pentominoes" \
  > "$work/plain.count" 2> "$work/plain.err"
"$dlx" -c --stats --symmetry=off --weighted "$pentominoes" > "$work/weighted.count" \
  2> "$work/weighted.err"
plain=$(grep -o '[0-9]* nodes' "$work/plain.err" | cut -d' ' -f1)
weighted=$(grep -o '[0-9]* nodes' "$work/weighted.err" | cut -d' ' -f1)
[ "$(cat "$work/weighted.count")" = 2339 ] && [ "$(cat "$work/plain.count")" = 2339 ] &&
  [ -n "$plain" ] && [ $((weighted * 5)) -lt $((plain * 6)) ]
verdict "weighted: pentominoes 6x10, X restricted: 2339 in about the plain nodes" $? \
  "$weighted nodes against $plain"

"$sudoku" -f count -l 2 "$work/hardest.txt" 2> /dev/null | awk 'length < 81' > "$work/sudoku.counts"
cmp -s "$work/sudoku.counts" "$work/expected"
verdict "weighted: sudoku answers the 20 as the counts file does" $? "see above"
sudoku_nodes=$("$sudoku" -f count -l 2 --stats "$work/hardest.txt" 2>&1 > /dev/null |
  grep -o '[0-9]* nodes' | cut -d' ' -f1)
[ -n "$sudoku_nodes" ] && [ $((sudoku_nodes * 4)) -lt $((plain_total * 3)) ]
verdict "weighted: sudoku's search is the weighted one ($sudoku_nodes nodes)" $? "see above"
summary "weighted"
