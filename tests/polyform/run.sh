#!/usr/bin/env bash
# The polyform command against sources that share no code with it, and on bad input:
#   - the pentomino boxes counted by polyform -c and by dlx -c on puzzles/exact-cover/'s problems,
#     which puzzles/generators/pentominoes.c made;
#   - every bundled puzzle but the Bedlam cube: its --emit-dlx problem counted by dlx -c gives
#     polyform -c's count;
#   - when Knuth's programs are built (/tmp/peers/bin, or PEERS=DIR: ../shared/peers/build.sh),
#     the pentominoes through polyomino-dlx, the hexiamonds through polyiamond-dlx and the Soma
#     cube through polycube-dlx, counted by his dlx2 (by dlx when dlx2 is not built), against
#     polyform on the same puzzles; and small puzzles in his format with suffixes (marked cells,
#     secondary items) and a piece's name on several lines, squares and triangles, counted by his
#     generators and dlx2 (dlx3 where a piece has copies) and by polyform;
#   - the hexominoes' 3x6 box, all and up to symmetry, against a brute force in Python;
#   - the Soma cube with the pieces turned only (11520 and 240: Knuth, TAOCP 7.2.2.1; what
#     puzzles/polyform/soma.txt says) and turned and reflected, all and up to the cube's 48
#     symmetries, against a brute force in Python (tests/polyform/soma_orientations.py);
#   - the Bedlam cube's first solution, and every JSON solution listed here, checked by a checker
#     of this script's own: every board cell covered once, each piece's cells its own shape;
#   - searches cut short: --timeout on the Bedlam cube (a count of minutes: all, --distinct, a
#     listing) ends within seconds with status 5, a count or listing on standard output and one
#     line on standard error naming the file and the cause; SIGINT and SIGTERM sent to a running
#     count likewise, with status 130 and 143; -c --limit says on standard error that it stopped;
#   - random and truncated inputs: status 0 or 1, never a crash, one message line when refused;
#   - man/polyform.1 renders without a warning.
#   bash tests/polyform/run.sh BUILD_DIR     (make polyform-tests)
# POLYFORM_QUICK=1 (make polyform-tests SANITIZE=1) leaves out the 5x12 and 6x10 boxes, whose
# counts take seconds each under the sanitizers, and the Soma cube's brute force in Python; the
# plain build's run covers them.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
. tests/lib.sh
build=${1:-build}
polyform=$build/polyform
dlx=$build/dlx
peers=${PEERS:-/tmp/peers}/bin
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

quick=${POLYFORM_QUICK:-0}
boxes=(3x20 4x15 5x12 6x10)
[ "$quick" = 1 ] && boxes=(3x20 4x15)
for box in "${boxes[@]}"; do
  ours=$("$polyform" -c "puzzles/polyform/pentominoes-$box.txt")
  theirs=$("$dlx" -c "puzzles/exact-cover/pentominoes-$box.dlx")
  expect "pentominoes $box: polyform $ours, dlx on the generator's problem $theirs" [ "$ours" = "$theirs" ]
done

for puzzle in puzzles/polyform/*.txt puzzles/polyform/*.knuth; do
  case $puzzle in *bedlam*) continue ;; esac
  [ "$quick" = 1 ] && case $puzzle in *5x12* | *6x10*) continue ;; esac
  ours=$("$polyform" -c "$puzzle")
  emitted=$("$polyform" --emit-dlx "$puzzle" | "$dlx" -c)
  expect "$puzzle: polyform -c $ours, dlx -c on its --emit-dlx $emitted" [ "$ours" = "$emitted" ]
done

# The count of an exact cover in Knuth's format on standard input: by his dlx2 (dlx3 with
# --copies: dlx2 reads no multiplicities), which says "Altogether N solutions, ..." on standard
# error, or by dlx -c when his are not built.
knuth_count() {
  local solver=$peers/dlx2
  [ "${1:-}" = --copies ] && solver=$peers/dlx3
  if [ -x "$solver" ]; then
    "$solver" 2>&1 > /dev/null | sed -n 's/^Altogether \([0-9]*\) solution.*/\1/p'
  else
    "$dlx" -c
  fi
}

if [ -x "$peers/polyiamond-dlx" ] && [ -x "$peers/polycube-dlx" ] && [ -x "$peers/polyomino-dlx" ]; then
  [ -x "$peers/dlx2" ] && [ -x "$peers/dlx3" ] ||
    echo "polyform: Knuth's dlx2 or dlx3 is not built in $peers: his generators' output counted by dlx"
  # The pentominoes in Knuth's own format, through his polyomino-dlx and through polyform.
  if [ "$quick" != 1 ]; then
    knuth=$("$peers/polyomino-dlx" < puzzles/polyform/pentominoes-6x10.knuth 2> /dev/null | knuth_count)
    ours=$("$polyform" -c puzzles/polyform/pentominoes-6x10.knuth)
    expect "pentominoes: Knuth's polyomino-dlx and dlx $knuth, polyform $ours" [ "$knuth" = "$ours" ]
  fi
  # The hexiamonds as Knuth's polyiamond-dlx writes cells: xy a triangle pointing up, xy' the one
  # pointing down to its right.
  cat > "$work/hexiamonds" <<'KNUTH'
[0-5][0-5] [0-5][0-5]'
A 00 01 02 00' 01' 02'
B 00 01 02 00' 01' 10
C 00 01 00' 01' 10 11
D 00 01 00' 01' 10 10'
E 00 01 00' 01' 11 10'
F 00 01 00' 01' 11 11'
G 01 02 00' 01' 02' 10
H 01 02 00' 01' 02' 11
I 01 02 00' 01' 11 11'
J 01 02 01' 11 10' 11'
K 01 00' 01' 10 11 10'
L 01 00' 01' 11 12 11'
KNUTH
  knuth=$("$peers/polyiamond-dlx" < "$work/hexiamonds" 2> /dev/null | knuth_count)
  ours=$("$polyform" -c puzzles/polyform/hexiamonds-rhombus-6.txt)
  expect "hexiamonds: Knuth's polyiamond-dlx and dlx $knuth, polyform $ours" [ "$knuth" = "$ours" ]
  cat > "$work/soma" <<'KNUTH'
[0-2][0-2][0-2]
V 000 100 010
L 000 100 200 010
T 000 100 200 110
Z 000 100 110 210
A 000 100 010 101
B 000 100 010 011
P 000 100 010 001
KNUTH
  knuth=$("$peers/polycube-dlx" < "$work/soma" 2> /dev/null | knuth_count)
  ours=$("$polyform" -c puzzles/polyform/soma.txt)
  expect "Soma: Knuth's polycube-dlx and dlx $knuth, polyform $ours" [ "$knuth" = "$ours" ]
  # Suffixes and names on several lines. Every piece line has a '|' (a number of copies, 1 where
  # no other is meant): polyomino-dlx reads a line's copies into a buffer of 8 characters until it
  # meets one, and a longer line without it overruns that buffer.
  mkdir "$work/extensions"
  cat > "$work/extensions/dominoes-marked.omino" <<'KNUTH'
| three dominoes in a 2x3 box, each taking the mark of one of its ends
[0-1][0-2] [0-1][0-2]!
3|D 00 01 00!
KNUTH
  cat > "$work/extensions/marks-in-one-column.omino" <<'KNUTH'
| marks "!" only in column 0 and row 2, marks "x" everywhere: the L's "!" end and the bar's
| must find one
[0-3][0-3] [0-3]0! 2[0-3]! [0-3][0-3]x
2|L 00 10 20 21 00! 21x
1|B 00 01 02 03 03!
1|O 00 01 10 11
KNUTH
  cat > "$work/extensions/several-lines.omino" <<'KNUTH'
| piece A is a bar or an L tromino; B the other bar; C a corner
[0-2][0-2]
1|A 00 01 02
1|A 00 01 10
1|B 00 01 02
1|C 00 10 11
KNUTH
  cat > "$work/extensions/both.omino" <<'KNUTH'
| a 4x4 box, its diagonal marked: P a square or an L, each shape with its own mark; Q an L or a bar
[0-3][0-3] 00d 11d 22d 33d
1|P 00 01 10 11 00d
1|P 00 01 02 12 12d
1|Q 00 10 20 21
1|Q 00 01 02
1|I 00 01 02 03
1|O 00 01 10 11
KNUTH
  cat > "$work/extensions/triangles-marked.iamond" <<'KNUTH'
| diamonds and triangles in a 3x2 parallelogram, the up triangles marked
[0-2][0-1] [0-2][0-1]' [0-2][0-1]!
3|D 00 00' 00!
1|T 01 11 01' 01!
1|U 00 10 00'
KNUTH
  cat > "$work/extensions/triangles-lines.iamond" <<'KNUTH'
| a 2x2 parallelogram: A a diamond or a triangle of four, with two more pieces
[0-1][0-1] [0-1][0-1]'
1|A 00 00'
1|A 00 01 00' 10
1|B 00 01 00' 01'
1|E 00 00'
KNUTH
  for file in "$work"/extensions/*; do
    generator=$peers/polyomino-dlx
    case $file in *.iamond) generator=$peers/polyiamond-dlx ;; esac
    copies=
    grep -q '^[02-9][0-9]*|' "$file" && copies=--copies
    knuth=$("$generator" < "$file" 2> /dev/null | knuth_count $copies)
    ours=$("$polyform" -c "$file" 2>&1)
    emitted=$("$polyform" --emit-dlx "$file" | knuth_count $copies)
    expect "$(basename "$file"): Knuth's generator and solver $knuth, polyform $ours, its --emit-dlx $emitted" \
      [ -n "$knuth" -a "$knuth" = "$ours" -a "$knuth" = "$emitted" ]
  done
else
  echo "polyform: Knuth's polyomino-dlx, polyiamond-dlx and polycube-dlx are not built in $peers: their checks skipped"
fi

# The hexominoes' 3x6 box against a brute force in Python (tests/polyform/hexominoes_3x6.py).
if [ -x /usr/bin/python3 ]; then
  theirs=$(/usr/bin/python3 tests/polyform/hexominoes_3x6.py)
  ours="$("$polyform" -c puzzles/polyform/hexominoes.txt) $("$polyform" -c -d puzzles/polyform/hexominoes.txt)"
  expect "hexominoes: brute force $theirs, polyform $ours" [ "$theirs" = "$ours" ]
fi

# The Soma cube, -o rotations and -o all, against a brute force in Python (seconds: not again under
# the sanitizers, where the counts are the same).
if [ -x /usr/bin/python3 ] && [ "$quick" != 1 ]; then
  theirs=$(/usr/bin/python3 tests/polyform/soma_orientations.py rotations all | tr '\n' ' ')
  ours=""
  for which in rotations all; do
    ours+="$("$polyform" -c -o $which puzzles/polyform/soma.txt) "
    ours+="$("$polyform" -c -d -o $which puzzles/polyform/soma.txt) "
  done
  expect "Soma, rotations then all: brute force $theirs, polyform $ours" [ "$theirs" = "$ours" ]
fi

# A checker of its own: reads the puzzle's pictures and the JSON solutions, and checks that the
# cells of each piece are one of its shapes moved (rotations and reflections of squares, the 48
# maps of cubes: the puzzles here allow at least those the solutions use), every cell once.
check_json() {
  /usr/bin/python3 - "$1" "$2" <<'PYTHON'
import itertools, json, sys
puzzle, listing = sys.argv[1], sys.argv[2]
cube = False; pieces = {}; board = set(); current = None; layer = row = 0
for line in open(puzzle):
    line = line.rstrip()
    words = line.split()
    if words[:1] == ["cells:"]: cube = words[1] == "cube"; continue
    if words[:1] == ["piece"]: current = words[1]; pieces[current] = set(); layer = row = 0; continue
    if words[:1] == ["board"]: current = "board"; layer = row = 0; continue
    if line == "layer": layer += 1; row = 0; continue
    if not line.strip() or current is None or ":" in line: 
        if not line.strip(): current = None if current != "board" else current
        continue
    for column, c in enumerate(line):
        if current == "board" and c == ".": board.add((layer, row, column))
        elif current != "board" and c not in " .": pieces[current].add((layer, row, column))
    row += 1
def normal(cells):
    m = [min(c[i] for c in cells) for i in range(3)]
    return frozenset(tuple(c[i] - m[i] for i in range(3)) for c in cells)
def shapes(cells):
    out = set()
    axes = range(3) if cube else (1, 2)
    for perm in itertools.permutations(range(3)):
        if not cube and perm[0] != 0: continue
        for signs in itertools.product((1, -1), repeat=3):
            if not cube and signs[0] != 1: continue
            out.add(normal([tuple(signs[i] * c[perm[i]] for i in range(3)) for c in cells]))
    return out
forms = {name: shapes(cells) for name, cells in pieces.items()}
count = 0
for line in open(listing):
    solution = json.loads(line)
    seen = []
    for piece in solution["pieces"]:
        cells = [tuple(c) if cube else (0,) + tuple(c) for c in piece["cells"]]
        assert normal(cells) in forms[piece["name"]], (piece["name"], cells)
        seen += cells
    assert sorted(seen) == sorted(board), "the board is not covered once"
    count += 1
print(count)
PYTHON
}

if [ -x /usr/bin/python3 ]; then
  for puzzle in pentominoes-3x20 pentominoes-8x8-hole soma bedlam hexominoes; do
    limit=20
    "$polyform" -f json -l $limit "puzzles/polyform/$puzzle.txt" > "$work/$puzzle.json"
    if checked=$(check_json "puzzles/polyform/$puzzle.txt" "$work/$puzzle.json" 2>&1) &&
      [ "$checked" -ge 1 ]; then
      pass
    else
      fail "$puzzle: the JSON solutions do not check: $checked"
    fi
  done
else
  echo "polyform: /usr/bin/python3 is missing: the JSON solutions are not checked"
fi

# Searches cut short. stopped_check NAME STATUS EXPECTED ELAPSED_MS PATTERN: the status, within
# 5 s, a whole number as the last line of standard output (the count, or JSON solutions before it
# for a listing: then checked to hold lines), and one line on standard error matching PATTERN.
milliseconds() { echo $(($(date +%s%N) / 1000000)); }
bedlam=puzzles/polyform/bedlam.txt
stopped_check() {
  local name=$1 status=$2 expected=$3 elapsed=$4 pattern=$5 problems=""
  [ "$status" = "$expected" ] || problems+=" status $status (expected $expected)"
  [ "$elapsed" -le 5000 ] || problems+=" took $elapsed ms"
  [ -s "$work/stopped.out" ] || problems+=" no output"
  [ "$(wc -l < "$work/stopped.err")" = 1 ] && grep -qE -- "$pattern" "$work/stopped.err" ||
    problems+=" stderr: $(head -c 300 "$work/stopped.err")"
  expect "$name:$problems" [ -z "$problems" ]
}
for options in "-c" "-c -d" "-f json"; do
  start=$(milliseconds)
  "$polyform" $options --timeout=0.5 "$bedlam" > "$work/stopped.out" 2> "$work/stopped.err"
  status=$?
  partial="count"
  [ "$options" = "-f json" ] && partial="listing"
  stopped_check "$options --timeout=0.5 on the Bedlam cube" $status 5 $(($(milliseconds) - start)) \
    "^polyform: $bedlam: search stopped by --timeout: the $partial is partial \(at least [0-9]+ solutions?\)\$"
  [ "$options" = "-c" ] &&
    expect "-c --timeout: a count on standard output: $(head -c 100 "$work/stopped.out")" \
      grep -qxE '[0-9]+' "$work/stopped.out"
done
for signal in INT TERM; do
  "$polyform" -c "$bedlam" > "$work/stopped.out" 2> "$work/stopped.err" &
  pid=$!
  sleep 0.5
  start=$(milliseconds)
  kill -$signal $pid
  for _ in $(seq 50); do kill -0 $pid 2> /dev/null || break; sleep 0.1; done
  kill -KILL $pid 2> /dev/null
  wait $pid
  status=$?
  expected=130
  [ $signal = TERM ] && expected=143
  stopped_check "SIG$signal 0.5 s into a count of the Bedlam cube" $status $expected \
    $(($(milliseconds) - start)) \
    "^polyform: $bedlam: search stopped by SIG$signal: the count is partial \(at least [0-9]+ solutions?\)\$"
done
# A second file is not started after a signal: the count of the first, partial, alone.
"$polyform" -c "$bedlam" puzzles/polyform/soma.txt > "$work/stopped.out" 2> "$work/stopped.err" &
pid=$!
sleep 0.5
kill -INT $pid
wait $pid
status=$?
expect "SIGINT, then no second file: status $status, $(wc -l < "$work/stopped.out") lines" \
  [ $status = 130 -a "$(wc -l < "$work/stopped.out")" = 1 ]
# -c --limit: the count, and a line on standard error when the limit may have cut it short.
"$polyform" -c -l 5 puzzles/polyform/pentominoes-6x10.txt > "$work/stopped.out" 2> "$work/stopped.err"
status=$?
expect "-c -l 5: status $status, $(cat "$work/stopped.out"), $(cat "$work/stopped.err")" \
  [ $status = 0 -a "$(cat "$work/stopped.out")" = 5 -a "$(cat "$work/stopped.err")" = \
  "polyform: puzzles/polyform/pentominoes-6x10.txt: search stopped at --limit=5: there may be more solutions" ]
"$polyform" -c -l 100 puzzles/polyform/pentominoes-3x20.txt > "$work/stopped.out" 2> "$work/stopped.err"
expect "-c -l 100 on 8 solutions: $(cat "$work/stopped.out"), $(cat "$work/stopped.err")" \
  [ "$(cat "$work/stopped.out")" = 8 -a ! -s "$work/stopped.err" ]

# Random and truncated inputs: status 0 or 1, and when 1 exactly one line of message.
for round in $(seq 1 60); do
  case $((round % 3)) in
    0) head -c $((RANDOM % 400)) puzzles/polyform/soma.txt > "$work/input" ;;
    1) head -c 300 /dev/urandom > "$work/input" ;;
    2) awk -v seed="$round" 'BEGIN { srand(seed) } {
           if (rand() < 0.2) {
             p = int(rand() * length($0)) + 1
             $0 = substr($0, 1, p - 1) substr("#. x1-:|", int(rand() * 8) + 1, 1) substr($0, p + 1)
           }
           print }' puzzles/polyform/pentominoes-3x20.txt > "$work/input" ;;
  esac
  timeout 20 "$polyform" -c "$work/input" > /dev/null 2> "$work/err"
  status=$?
  lines=$(wc -l < "$work/err")
  if [ "$status" = 0 ] || { [ "$status" = 1 ] && [ "$lines" = 1 ]; }; then
    pass
  else
    fail "random input $round: status $status, $lines message lines: $(head -c 200 "$work/err")"
  fi
done

if command -v groff > /dev/null; then
  warnings=$(groff -man -ww -z man/polyform.1 2>&1)
  expect "groff warns on man/polyform.1: $warnings" [ -z "$warnings" ]
  for option in $("$polyform" --help | grep -o -- '--[a-z-]*' | sort -u); do
    expect "man/polyform.1 documents $option" grep -q -- "$(echo "$option" | sed 's/-/\\\\-/g')" man/polyform.1
  done
fi

summary "polyform"
