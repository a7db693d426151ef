#!/usr/bin/env bash
# sudoku --rate, --explain and --generate --difficulty, beyond the golden cases:
#   - every puzzle --difficulty=LEVEL prints rates LEVEL by --rate, and has exactly one solution
#     by two solvers: the engine's count (-f verdict) and the rater's own guessing search (which
#     would add "more than one solution"); on 9x9, 6x6 and X-sudoku, for several levels;
#   - the same seed gives the same puzzles with --difficulty;
#   - the engine nodes on each --rate line are those of a count up to 2 (-f verdict --stats);
#   - --rate and --explain with -j 2 print what they print serially, on many puzzles;
#   - --explain writes every symbol in the puzzle's alphabet (hex, letters, 1-9A-C, numbers): each
#     placement is the symbol the solver's solution (-f line) has in that cell, each elimination
#     removes a symbol of the alphabet that the cell's solution is not, and every empty cell is
#     placed once;
#   - --explain names diagonals, windoku boxes, jigsaw regions and header regions, and the cell of
#     each hidden single lies in the unit named, by the rules of that kind of unit;
#   - --timeout and SIGINT stop a rating (an empty 49x49 or 64x64 takes 10 s to minutes) within a
#     few seconds, with the line marked "rating stopped" and exit status 5 or 130; the JSON
#     answers and --hint too, saying so ("stopped":true), and --max-nodes stops the rater's own
#     search.
#   tests/cli/run_rating.sh [BUILD_DIR]
set -uo pipefail
build=$(cd "${1:-build}" && pwd)
sudoku=$build/sudoku
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$here/tests/lib.sh" # verdict NAME STATUS DETAILS, summary

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

# explained_in_alphabet NAME GENERATOR_OPTION... (or --from=FILE): puzzles --generate makes with these options (or FILE's),
# explained with the same geometry options (all but --generate and --seed), against the solution
# the solver prints with -f line (one line of n*n symbols, separated by spaces for numbers).
explained_in_alphabet() {
  local name=$1
  shift
  if [[ $1 == --from=* ]]; then # a file of puzzles, less its comment lines
    grep -v '^#' "${1#--from=}" > "$work/alphabet-puzzles"
    shift
  else
    "$sudoku" "$@" > "$work/alphabet-puzzles"
  fi
  local geometry=()
  for option in "$@"; do
    case $option in --generate=* | --seed=* | --givens=*) ;; *) geometry+=("$option") ;; esac
  done
  "$sudoku" -f line "${geometry[@]}" < "$work/alphabet-puzzles" > "$work/alphabet-solutions"
  "$sudoku" --explain "${geometry[@]}" < "$work/alphabet-puzzles" > "$work/alphabet-explained"
  local report
  report=$(awk -v puzzles="$work/alphabet-puzzles" '
    function cells_of(text, into,    n, k) { # tokens of a grid line: spaced, or one per character
      if (index(text, " ")) return split(text, into, " ")
      n = length(text)
      for (k = 1; k <= n; k++) into[k] = substr(text, k, 1)
      return n
    }
    function start(p,    k, given, count) {
      delete solution; delete alphabet; delete placed
      cells = cells_of(solutions[p], solution)
      side = int(sqrt(cells) + 0.5)
      for (k = 1; k <= cells; k++) alphabet[solution[k]] = 1
      count = cells_of(givens[p], given)
      empty = 0
      for (k = 1; k <= count; k++) if (given[k] == ".") empty++
      placements = 0
    }
    function cell_index(name,    parts) { # "r3c12" -> 1-based index
      split(substr(name, 2), parts, "c")
      return (parts[1] - 1) * side + parts[2]
    }
    function bad(why) { problems++; if (problems <= 5) print "puzzle " puzzle ": " why ": " $0 }
    function finish() { if (placements != empty) bad(placements " placements for " empty " empty cells") }
    BEGIN { # the puzzles, less the header lines (key: value) that --generate writes for them
      while ((getline line < puzzles) > 0) if (line !~ /:/) givens[++puzzle_count] = line
      puzzle = 0
    }
    NR == FNR { solutions[FNR] = $0; next }
    puzzle == 0 { puzzle = 1; start(1) }
    /^$/ { finish(); if (++puzzle <= puzzle_count) start(puzzle); next }
    /^(naked single|hidden single|guess): r[0-9]+c[0-9]+ = / {
      split(substr($0, index($0, ": ") + 2), words, " ")
      k = cell_index(words[1])
      if (words[3] != solution[k]) bad(words[1] " = " words[3] ", the solution has " solution[k])
      if (k in placed) bad(words[1] " placed twice")
      placed[k] = 1; placements++; checked_placements++
      if ($0 ~ / among \{/) {
        set = $0; sub(/.* among \{/, "", set); sub(/\}.*/, "", set)
        n = split(set, symbols, ","); known = 0
        for (i = 1; i <= n; i++) { if (!(symbols[i] in alphabet)) bad(symbols[i] " is no symbol"); known += symbols[i] == words[3] }
        if (!known) bad("the guess is not among its candidates")
        guesses++
      }
    }
    / removes / {
      list = substr($0, index($0, " removes ") + 9)
      n = split(list, removals, ", ")
      for (i = 1; i <= n; i++) {
        split(removals[i], halves, " from ")
        k = cell_index(halves[2])
        m = split(halves[1], symbols, ",")
        for (j = 1; j <= m; j++) {
          if (!(symbols[j] in alphabet)) bad(symbols[j] " is no symbol")
          if (symbols[j] == solution[k]) bad("removes the solution " symbols[j] " from " halves[2])
          eliminations++
        }
      }
    }
    END {
      print (problems + 0) " " (checked_placements + 0) " " (guesses + 0) " " (eliminations + 0)
    }' "$work/alphabet-solutions" "$work/alphabet-explained")
  local summary problems placements guesses eliminations
  summary=$(tail -1 <<< "$report")
  read -r problems placements guesses eliminations <<< "$summary"
  [ "$problems" -eq 0 ] && [ "$placements" -gt 0 ] && [ "$eliminations" -gt 0 ]
  local result=$?
  verdict "$name" $result "$(head -5 <<< "$report")"
  [ $result -eq 0 ] && echo "ok $name: $placements placements ($guesses guesses), $eliminations eliminations"
}
explained_in_alphabet "explain in hex 0-8" --generate=2 --seed=4 --symbols=hex
explained_in_alphabet "explain in letters A-I" --generate=2 --seed=4 --symbols=letters
explained_in_alphabet "explain in numbers" --generate=2 --seed=4 --symbols=numbers
explained_in_alphabet "explain 12x12 in 1-9A-C" --generate=2 --seed=4 --size=12
explained_in_alphabet "explain 16x16 in hex 0-F" --generate=1 --seed=4 --size=16 --symbols=hex
# Generated 25x25 puzzles are solved by singles alone (the generator empties only what the singles
# prove there), which remove no candidate: a puzzle of the shapes that needs more.
explained_in_alphabet "explain 25x25 in letters A-Y" --from="$here/puzzles/shapes/25x25.txt"

# units_named FILE SIDE BOX_ROWS BOX_COLUMNS: the steps of --explain FILE (of puzzles/shapes) name
# their units by kind, and the cells lie in them by the kind's own rule: r = c on the diagonal,
# r + c = SIDE + 1 on the anti-diagonal, windoku box K at rows and columns 2-4 or 6-8 (K = 1..4 across, then down), jigsaw
# region K where the map has the K-th letter (numbered as they first appear), region K on the K-th
# "region:" line. Checked: the cell of a hidden single lies in its unit; the cells pointing or
# claiming clears lie in the unit it "lies in" and not in the first one. Prints the kinds seen in
# these steps, each with its count, and the lines at fault.
units_named() {
  "$sudoku" --explain "$1" | awk -v file="$1" -v side="$2" -v box_rows="$3" -v box_columns="$4" '
    BEGIN {
      while ((getline line < file) > 0) {
        if (line ~ /^region: /) region_lines[++region_count] = " " substr(line, 9) " "
        if (line ~ /^regions:/) { map_rows = side; continue }
        if (map_rows > 0 && line ~ /^[A-Za-z]+$/) {
          row = side + 1 - map_rows--
          for (column = 1; column <= side; column++) {
            letter = substr(line, column, 1)
            map[row, column] = letter
            if (!(letter in number_of)) number_of[letter] = ++letters
          }
        }
      }
    }
    function kind_of(unit,    kind) { kind = unit; sub(/ [0-9]+$/, "", kind); return kind }
    function inside(unit, cell,    kind, k, parts, r, c, top, left) { # unit: "windoku box 2"
      split(substr(cell, 2), parts, "c"); r = parts[1] + 0; c = parts[2] + 0
      kind = kind_of(unit); k = unit; sub(/.* /, "", k); k += 0
      seen[kind]++
      if (kind == "row") return r == k
      if (kind == "column") return c == k
      if (kind == "box")
        return int((r - 1) / box_rows) * (side / box_columns) + int((c - 1) / box_columns) + 1 == k
      if (kind == "diagonal") return r == c
      if (kind == "anti-diagonal") return r + c == side + 1
      if (kind == "windoku box") {
        top = 2 + 4 * int((k - 1) / 2); left = 2 + 4 * ((k - 1) % 2)
        return r >= top && r <= top + 2 && c >= left && c <= left + 2
      }
      if (kind == "jigsaw region") return number_of[map[r, c]] == k
      if (kind == "region") return index(region_lines[k], " " cell " ") > 0
      return 0
    }
    /^hidden single: / {
      unit = $0; sub(/.* in /, "", unit)
      if (!inside(unit, $3)) print "misplaced: " $0
    }
    /^(pointing|claiming): / {
      first = $0; sub(/ lies in .*/, "", first); sub(/.* in /, "", first)
      second = $0; sub(/ removes .*/, "", second); sub(/.* lies in /, "", second)
      n = split(substr($0, index($0, " removes ") + 9), removals, ", ")
      for (i = 1; i <= n; i++) {
        cell = removals[i]; sub(/.* from /, "", cell)
        if (!inside(second, cell) || inside(first, cell)) print "misplaced: " $0
      }
    }
    END { for (kind in seen) print kind ": " seen[kind] }'
}
for shape in x:9:diagonal x:9:anti-diagonal "windoku:9:windoku box" "jigsaw:9:jigsaw region" \
  regions-and-pairs:6:region; do
  file=$here/puzzles/shapes/${shape%%:*}.txt side=${shape#*:} kind=${shape##*:}
  side=${side%%:*}
  if [ "$side" = 6 ]; then units_named "$file" 6 2 3; else units_named "$file" 9 3 3; fi > "$work/units"
  ! grep -q '^misplaced' "$work/units" && grep -q "^$kind: [1-9]" "$work/units"
  result=$?
  verdict "unit names: $kind" $result "$(grep -v '^misplaced' "$work/units" | tr '\n' ' ')$(grep -m3 '^misplaced' "$work/units")"
  [ $result -eq 0 ] && echo "ok unit names: $kind (steps checked: $(sort "$work/units" | tr '\n' ' '))"
done
units_named "$here/puzzles/shapes/jigsaw.txt" 9 3 3 > "$work/units"
! grep -q '^box: ' "$work/units"
verdict "unit names: no box in a jigsaw" $? "$(tr '\n' ' ' < "$work/units")"

# A stop must end a rating: a count cut short says so, the exit status is that of a partial answer.
empty_grid() { # SIDE FILE: an empty grid of that side, numbers separated by spaces
  { echo "size: $1"; printf '. %.0s' $(seq $(($1 * $1))); echo; } > "$2"
}
empty_grid 49 "$work/empty-49.txt"
empty_grid 64 "$work/empty-64.txt"
milliseconds() { date +%s%3N; }
# timed_rating NAME STATUS LIMIT_MS STDERR_PATTERN COMMAND...: the command ends with STATUS within
# LIMIT_MS, its line says the rating stopped, and standard error matches.
stopped_rating_check() {
  local name=$1 expected=$2 limit=$3 pattern=$4 status=$5 elapsed=$6
  local problems=""
  [ "$status" = "$expected" ] || problems+=" status $status (expected $expected)"
  [ "$elapsed" -le "$limit" ] || problems+=" took $elapsed ms (limit $limit)"
  grep -qE '; rating stopped after [0-9]+ steps?;|^unrated: rating stopped before its first step;' \
    "$work/stopped.out" || problems+=" stdout: $(head -c 200 "$work/stopped.out")"
  grep -qE -- "$pattern" "$work/stopped.err" || problems+=" stderr: $(head -c 200 "$work/stopped.err")"
  [ -z "$problems" ]
  verdict "$name" $? "$problems"
  [ -z "$problems" ] && echo "ok $name: $(cut -c1-60 "$work/stopped.out")... in $elapsed ms"
}
for threads in 1 2; do
  start=$(milliseconds)
  "$sudoku" --rate --timeout=1 -j "$threads" "$work/empty-49.txt" > "$work/stopped.out" \
    2> "$work/stopped.err"
  status=$?
  stopped_rating_check "--rate --timeout=1 on an empty 49x49, -j $threads" 5 6000 \
    'rating stopped by --timeout' $status $(($(milliseconds) - start))
done
# interrupted_rating NAME DELAY FILE OPTION...: SIGINT after DELAY seconds; the command is killed
# if it has not ended 5 s later.
interrupted_rating() {
  local name=$1 delay=$2 file=$3
  shift 3
  "$sudoku" --rate "$@" "$file" > "$work/stopped.out" 2> "$work/stopped.err" &
  local pid=$!
  sleep "$delay"
  local start
  start=$(milliseconds)
  kill -INT "$pid"
  for _ in $(seq 50); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
  kill -KILL "$pid" 2> /dev/null
  wait "$pid"
  stopped_rating_check "$name" 130 3000 'rating stopped by SIGINT' $? $(($(milliseconds) - start))
}
interrupted_rating "SIGINT 3 s into an empty 64x64 rating" 3 "$work/empty-64.txt"
interrupted_rating "SIGINT 2 s into an empty 49x49 rating, -j 2" 2 "$work/empty-49.txt" -j 2

# The JSON answers and --hint stop as the text rating does, and say so: "stopped":true, or the
# hint's "no hint: the search was stopped" (its engine count of an empty 49x49 takes about 0.5 s).
# stopped_answer NAME STATUS STDOUT_PATTERN STDERR_PATTERN COMMAND...: ends with STATUS in 6 s.
stopped_answer() {
  local name=$1 expected=$2 out_pattern=$3 err_pattern=$4
  shift 4
  local start status elapsed problems=""
  start=$(milliseconds)
  "$@" > "$work/stopped.out" 2> "$work/stopped.err"
  status=$?
  elapsed=$(($(milliseconds) - start))
  [ "$status" = "$expected" ] || problems+=" status $status (expected $expected)"
  [ "$elapsed" -le 6000 ] || problems+=" took $elapsed ms (limit 6000)"
  grep -qE -- "$out_pattern" "$work/stopped.out" || problems+=" stdout: $(head -c 200 "$work/stopped.out")"
  grep -qE -- "$err_pattern" "$work/stopped.err" || problems+=" stderr: $(head -c 200 "$work/stopped.err")"
  [ -z "$problems" ]
  verdict "$name" $? "$problems"
  [ -z "$problems" ] && echo "ok $name: in $elapsed ms"
}
json_stopped='"stopped":true\}$'
stopped_answer "--explain -f json --timeout=1 on an empty 49x49" 5 "$json_stopped" \
  'rating stopped by --timeout' "$sudoku" --explain -f json --timeout=1 "$work/empty-49.txt"
stopped_answer "--rate -f json --timeout=1 on an empty 49x49, -j 2" 5 "$json_stopped" \
  'rating stopped by --timeout' "$sudoku" --rate -f json --timeout=1 -j 2 "$work/empty-49.txt"
stopped_answer "--hint --timeout=0.05 on an empty 49x49" 5 '^no hint: the search was stopped$' \
  'hint stopped by --timeout' "$sudoku" --hint --timeout=0.05 "$work/empty-49.txt"
stopped_answer "--hint -f json --max-nodes=5 on an empty 49x49" 5 "$json_stopped" \
  'hint stopped by --max-nodes' "$sudoku" --hint -f json --max-nodes=5 "$work/empty-49.txt"
# The rater's own guessing search obeys --max-nodes: top1465's first puzzle needs 51 nodes of it.
hard=4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
stopped_answer "--rate -f json --max-nodes=20 stops the rater's search" 5 \
  '"outcome":"gave up",.*"stopped":true\}$' 'rating stopped by --max-nodes' \
  bash -c "echo $hard | '$sudoku' --rate -f json --max-nodes=20"
"$sudoku" --hint -f json "$work/empty-64.txt" > "$work/stopped.out" 2> "$work/stopped.err" &
pid=$!
sleep 1
kill -INT "$pid"
for _ in $(seq 50); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
kill -KILL "$pid" 2> /dev/null
wait "$pid"
status=$?
[ $status = 130 ] && grep -qE "$json_stopped" "$work/stopped.out" &&
  grep -q 'hint stopped by SIGINT' "$work/stopped.err"
verdict "SIGINT 1 s into --hint -f json on an empty 64x64" $? \
  "status $status, stdout $(head -c 200 "$work/stopped.out"), stderr $(cat "$work/stopped.err")"

summary rating
