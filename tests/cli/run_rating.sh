#!/usr/bin/env bash
# sudoku --rate, --explain and --generate --difficulty, beyond the golden cases:
#   - every puzzle --difficulty=LEVEL prints rates LEVEL by --rate, and has exactly one solution
#     by two solvers: the engine's count (-f verdict) and the rater's own guessing search (which
#     would add "more than one solution"); on 9x9, 6x6 and X-sudoku, for several levels;
#   - the same seed gives the same puzzles with --difficulty;
#   - the engine nodes on each --rate line are those of a count up to 2 (-f verdict --stats);
#   - --rate and --explain with -j 2 print what they print serially, on many puzzles.
#   tests/cli/run_rating.sh [BUILD_DIR]
set -uo pipefail
build=$(cd "${1:-build}" && pwd)
sudoku=$build/sudoku
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
verdict() { # name, status of the check, details when it failed
  if [ "$2" -eq 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $1: $3"
  fi
}

# generated_rate NAME COUNT LEVEL GEOMETRY [GENERATOR_OPTION...]: the puzzles --difficulty=LEVEL
# prints (LEVEL: one level or LOW-HIGH) rate within LEVEL; GEOMETRY is a string of options.
generated_rate() {
  local name=$1 count=$2 level=$3 geometry=$4
  shift 4
  local levels=(simple easy intermediate expert fiendish diabolical) low=${level%-*} high=${level#*-}
  local wanted="" inside=false
  for candidate in "${levels[@]}"; do
    [ "$candidate" = "$low" ] && inside=true
    $inside && wanted+="${wanted:+|}$candidate"
    [ "$candidate" = "$high" ] && inside=false
  done
  # shellcheck disable=SC2086
  "$sudoku" --generate="$count" --seed=11 --difficulty="$level" $geometry "$@" > "$work/puzzles"
  local status=$?
  # shellcheck disable=SC2086
  "$sudoku" --rate $geometry < "$work/puzzles" > "$work/ratings"
  local lines outside several unique
  lines=$(wc -l < "$work/ratings")
  outside=$(grep -cvE "^($wanted) \(hardest: " "$work/ratings")
  several=$(grep -c "more than one solution" "$work/ratings")
  # shellcheck disable=SC2086
  unique=$("$sudoku" -f verdict $geometry < "$work/puzzles" | grep -c 'Unique\.$')
  [ "$status" -eq 0 ] && [ "$lines" -eq "$count" ] && [ "$outside" -eq 0 ] &&
    [ "$several" -eq 0 ] && [ "$unique" -eq "$count" ]
  local result=$?
  verdict "$name" $result "status $status, $lines ratings, $outside not $level, $several" \
    "ambiguous by the rater, $unique unique by the engine, of $count"
  [ $result -eq 0 ] && echo "ok $name: $count puzzles rated $level, each unique"
}
generated_rate "9x9 easy" 20 easy ""
generated_rate "9x9 intermediate" 10 intermediate ""
generated_rate "9x9 fiendish to diabolical" 5 fiendish-diabolical "" --symmetry=rotate180
generated_rate "6x6 easy" 20 easy --size=6
generated_rate "X-sudoku intermediate" 5 intermediate --variant=x

"$sudoku" --generate=5 --seed=3 --difficulty=expert > "$work/first"
"$sudoku" --generate=5 --seed=3 --difficulty=expert > "$work/second"
cmp -s "$work/first" "$work/second" && [ -s "$work/first" ]
verdict "--difficulty with --seed" $? "two runs with --seed=3 differ"

# The first 60 puzzles of top1465: their nodes by --rate, summed, are the nodes of -f verdict.
gzip -dc "$here/puzzles/sudoku/top1465.txt.gz" | grep -v '^#' | head -60 > "$work/top"
rate_nodes=$("$sudoku" --rate < "$work/top" | sed -n 's/.*; \([0-9]*\) engine nodes\{0,1\}$/\1/p' |
  awk '{ sum += $1 } END { print sum + 0 }')
verdict_nodes=$("$sudoku" -f verdict --stats < "$work/top" 2>&1 > /dev/null |
  sed -n 's/.* \([0-9]*\) nodes\{0,1\},.*/\1/p')
[ -n "$verdict_nodes" ] && [ "$rate_nodes" = "$verdict_nodes" ]
verdict "engine nodes" $? "--rate says $rate_nodes nodes, -f verdict --stats $verdict_nodes"

for option in --rate --explain; do
  "$sudoku" "$option" < "$work/top" > "$work/serial"
  "$sudoku" "$option" -j 2 < "$work/top" > "$work/threads"
  cmp -s "$work/serial" "$work/threads" && [ -s "$work/serial" ]
  verdict "$option -j 2" $? "the output differs from the serial one"
done

echo "rating: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
