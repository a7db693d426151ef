#!/usr/bin/env bash
# run_cost.sh BUILD: dlx --min-cost and --best=K against independent answers.
#   - domino boards with random costs 0-99 (build/puzzles/dominoes | random_costs) against the
#     minimum-weight perfect matching of networkx (Debian's python3-networkx, run by Debian's
#     /usr/bin/python3; the part is skipped with a message when it is missing), the solution
#     printed checked to be a tiling of the cost printed;
#   - the k cheapest of the bundled puzzles/exact-cover/cost-dominoes-6x6.dlx against every tiling
#     listed by the plain search (dlx without --min-cost), its costs summed and sorted here; and
#     the bundled boards regenerated.
set -uo pipefail
. "$(dirname "$0")/../lib.sh"
build=${1:-build}
dlx=$build/dlx
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The cost and tiling check of a solution printed by dlx --min-cost: every cell once, costs summed.
check_printed_tiling() { # FILE ROWS COLUMNS
  awk -v cells=$(($2 * $3)) '
    /^cost: / { cost = $2; next }
    /^minimum cost / { final = $3; next }
    NF == 0 { next }
    { for (i = 1; i <= NF; i++) if ($i ~ /^\|[0-9]+$/) sum += substr($i, 2); else { seen[$i]++; covered++ } }
    END {
      for (c in seen) if (seen[c] != 1) { print "cell " c " covered " seen[c] " times"; exit 1 }
      if (covered != cells) { print covered " cells covered, not " cells; exit 1 }
      if (sum != cost || cost != final) { print "options sum to " sum ", printed " cost " and " final; exit 1 }
    }' "$1"
}

networkx_minimum() { # FILE: the minimum-weight perfect matching's weight, or a message
  /usr/bin/python3 - "$1" <<'PYTHON'
import sys
import networkx as nx
graph = nx.Graph()
items = None
for line in open(sys.argv[1]):
    tokens = line.split()
    if not tokens or tokens[0].startswith('|'):
        continue
    if items is None:
        items = tokens
        graph.add_nodes_from(items)
        continue
    cells = [t for t in tokens if not t.startswith('|')]
    cost = sum(int(t[1:]) for t in tokens if t.startswith('|'))
    graph.add_edge(cells[0], cells[1], weight=cost)
matching = nx.min_weight_matching(graph)
if 2 * len(matching) != len(items):
    print("no perfect matching")
else:
    print(sum(graph[u][v]["weight"] for u, v in matching))
PYTHON
}

if /usr/bin/python3 -c 'import networkx' 2> /dev/null; then
  for board in "2 2 1" "4 4 1" "4 4 2" "5 6 3" "6 6 4" "6 8 5" "8 8 1" "8 8 6" "7 10 7" "10 10 8" \
    "10 10 9" "12 12 1" "12 12 10"; do
    set -- $board
    name="dominoes ${1}x$2 seed $3"
    "$build/puzzles/dominoes" "$1" "$2" | "$build/puzzles/random_costs" "$3" 99 > "$work/board.dlx"
    expected=$(networkx_minimum "$work/board.dlx")
    "$dlx" --min-cost "$work/board.dlx" > "$work/out" 2> "$work/err"
    status=$?
    got=$(sed -n 's/^minimum cost //p' "$work/out")
    if [ $status -ne 0 ] || [ "$got" != "$expected" ]; then
      fail "$name: dlx --min-cost says '$got' (status $status), networkx '$expected'"
    elif ! problem=$(check_printed_tiling "$work/out" "$1" "$2"); then
      fail "$name: the solution printed is wrong: $problem"
    else
      pass "$name: minimum cost $got, as networkx's min_weight_matching"
    fi
  done
else
  echo "skipped: networkx is missing (apt-get install python3-networkx, or make test-deps)"
fi

# The bundled boards are what their generators make.
for side in 6 8; do
  example=puzzles/exact-cover/cost-dominoes-${side}x$side.dlx
  "$build/puzzles/dominoes" $side $side | "$build/puzzles/random_costs" 1 99 > "$work/board.dlx"
  expect "$example differs from build/puzzles/dominoes $side $side | random_costs 1 99" \
    cmp -s "$work/board.dlx" "$example"
done

# The k cheapest of the bundled 6x6 board against all its 6,728 tilings, listed and summed here.
example=puzzles/exact-cover/cost-dominoes-6x6.dlx
"$dlx" "$example" | awk '/^$/ { print sum; sum = 0; next }
  { for (i = 1; i <= NF; i++) if ($i ~ /^\|[0-9]+$/) sum += substr($i, 2) }' | sort -n > "$work/all"
expect "$example: 6728 tilings listed" test "$(wc -l < "$work/all")" -eq 6728
for k in 1 7 100 6728 7000; do
  head -n "$k" "$work/all" > "$work/expected"
  "$dlx" --best=$k -c "$example" > "$work/got"
  if cmp -s "$work/expected" "$work/got"; then
    pass "$example: the $k cheapest costs, as all tilings sorted"
  else
    fail "$example: --best=$k -c differs from the costs of all tilings sorted"
  fi
done
summary "dlx --min-cost"
