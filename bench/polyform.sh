#!/usr/bin/env bash
# polyform.sh: build/polyform beside Knuth's generator + DLX2 pipeline and the Python package
# polyomino (bench/run.sh section polyform; issue 45's targets), on the same puzzles:
#   6x10       the 12 pentominoes in a 6x10 box (puzzles/polyform/pentominoes-6x10.*)
#   soma       the Soma cube, pieces turned, not reflected (soma.txt, soma.knuth)
#   8x8-holes  the pentominoes in an 8x8 board with four holes at rows and columns 2 and 5
#              (pentominoes-8x8-four-holes.*)
# Contenders, each a whole process (or pipeline), its CPU time (user + system of every process,
# bash's time), median of RUNS runs, the contenders alternating in each run:
#   polyform -c FILE.txt, polyform -c --distinct FILE.txt            (ours: all, distinct)
#   polyomino-dlx < FILE.knuth | dlx2 (polycube-dlx for Soma)        (Knuth's pipeline, PEERS/bin)
#   bench/polyomino_driver.py PUZZLE                                 (polyomino, squares only:
#     not Soma; its count by its engine exact_cover, POLYOMINO_SITE, bench/build_polyomino_peer.sh)
# Knuth's pipeline has no distinct mode (its user breaks the symmetry by hand): its distinct count
# is its full count over the board's symmetry group (4, 48, 8: no solution of these puzzles is
# symmetric), and its time for it is the full count's. Targets: Knuth's time over ours at least 5x
# on the distinct counts, polyomino's time over ours at least 10x on the full counts (MET or
# MISSED). Every contender's count is checked against the puzzle's known one (the files' opening
# comments): a wrong count, ours or a peer's, is a FAILED line and status 1 (the ratios would mean
# nothing). A peer that is not built is skipped, with a line saying why and how to build it.
#   BUILD=build PEERS=/tmp/peers RUNS=5 POLYFORM_ONLY="6x10 soma" bash bench/polyform.sh
# Knobs: POLYOMINO_SITE (default PEERS/polyomino/site), POLYFORM_TIMEOUT (a run's wall-clock cap,
# 600 s: a run cut by it is a failure of that contender, reported, its time a lower bound).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 2
build=${BUILD:-build}
peers=${PEERS-/tmp/peers}
runs=${RUNS:-5}
limit=${POLYFORM_TIMEOUT:-600}
python=/usr/bin/python3
polyomino_site=${POLYOMINO_SITE:-${peers:+$peers/polyomino/site}}
polyform=$build/polyform
[ -x "$polyform" ] || { echo "polyform.sh: $polyform is missing: run 'make all'" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# name | picture file | Knuth's file | Knuth's generator | polyomino's puzzle | all | distinct | group
puzzles=(
  "6x10|pentominoes-6x10.txt|pentominoes-6x10.knuth|polyomino-dlx|6x10|9356|2339|4"
  "soma|soma.txt|soma.knuth|polycube-dlx|-|11520|240|48"
  "8x8-holes|pentominoes-8x8-four-holes.txt|pentominoes-8x8-four-holes.knuth|polyomino-dlx|8x8-four-holes|168|21|8"
)

# The peers, each found or not, with the reason.
knuth_note=
if [ -z "$peers" ]; then
  knuth_note="skipped: PEERS is empty"
elif [ ! -x "$peers/bin/dlx2" ]; then
  knuth_note="skipped: $peers/bin/dlx2 is not built (bash ../shared/peers/build.sh $peers - CWEBTEST_GIT_DIR)"
fi
polyomino_note=
if [ -z "$polyomino_site" ] || [ ! -d "$polyomino_site/polyomino" ]; then
  polyomino_note="skipped: polyomino is not built in ${polyomino_site:-PEERS/polyomino/site} (bash bench/build_polyomino_peer.sh POLYOMINO_SRC EXACT_COVER_SRC ${peers:-DIR}/polyomino)"
elif ! PYTHONPATH=$polyomino_site "$python" -c 'import polyomino.board, exact_cover' > "$work/import.err" 2>&1; then
  polyomino_note="skipped: polyomino does not import: $(tail -1 "$work/import.err")"
fi

# timed NAME COMMAND...: runs COMMAND (a shell command line, run by bash -c) under the timeout,
# its standard output to $work/NAME.out and error to $work/NAME.err; appends its CPU seconds
# (user + system of all its processes) to $work/NAME.times.
timed() {
  local name=$1
  shift
  local TIMEFORMAT='%U %S'
  { time timeout "$limit" bash -c "$1" > "$work/$name.out" 2> "$work/$name.err"; } 2> "$work/$name.time"
  local status=$?
  awk '{ print $1 + $2 }' "$work/$name.time" >> "$work/$name.times"
  return $status
}
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) printf "%.3f\n", v[(NR + 1) / 2]; else if (NR) printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a != "" && b != "" && b + 0 > 0) printf "%.1fx", a / b; else print "-" }'; }
verdict() { awk -v a="$1" -v b="$2" -v goal="$3" 'BEGIN { if (a == "" || b == "" || b + 0 <= 0) print "n/a"; else print (a / b >= goal) ? "MET" : "MISSED" }'; }
check() { # WHAT GOT EXPECTED
  if [ "$2" != "$3" ]; then
    echo "FAILED: $1: count '$2', expected $3"
    failed=1
  fi
}

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
rows=()
for puzzle in "${puzzles[@]}"; do
  IFS='|' read -r name picture knuth_file generator polyomino_name all distinct group <<< "$puzzle"
  [ -n "${POLYFORM_ONLY:-}" ] && [[ " $POLYFORM_ONLY " != *" $name "* ]] && continue
  picture=puzzles/polyform/$picture
  knuth_file=puzzles/polyform/$knuth_file
  rm -f "$work"/*.times
  knuth_state=$knuth_note
  [ -n "$knuth_state" ] || [ -x "$peers/bin/$generator" ] ||
    knuth_state="skipped: $peers/bin/$generator is not built (bash ../shared/peers/build.sh $peers - CWEBTEST_GIT_DIR)"
  polyomino_state=$polyomino_note
  [ "$polyomino_name" != - ] || polyomino_state="skipped: polyomino tiles squares only"
  ours_all='' ours_distinct='' knuth_count='' polyomino_count=''
  for ((run = 0; run < runs; run++)); do
    # The order of the contenders turns with the run, so that none always follows the same one.
    contenders=(all distinct knuth polyomino)
    for ((turn = 0; turn < 4; turn++)); do
      case ${contenders[$(((run + turn) % 4))]} in
        all)
          timed all "'$polyform' -c '$picture'" || echo "$name: polyform -c failed: $(tail -1 "$work/all.err")"
          ours_all=$(cat "$work/all.out")
          ;;
        distinct)
          timed distinct "'$polyform' -c --distinct '$picture'" ||
            echo "$name: polyform -c --distinct failed: $(tail -1 "$work/distinct.err")"
          ours_distinct=$(cat "$work/distinct.out")
          ;;
        knuth)
          [ -z "$knuth_state" ] || continue
          timed knuth "'$peers/bin/$generator' < '$knuth_file' 2> /dev/null | '$peers/bin/dlx2' > /dev/null" ||
            echo "$name: Knuth's pipeline failed or timed out ($limit s)"
          knuth_count=$(sed -n 's/^Altogether \([0-9]*\) solutions.*/\1/p' "$work/knuth.err")
          ;;
        polyomino)
          [ -z "$polyomino_state" ] || continue
          timed polyomino "PYTHONPATH='$polyomino_site' '$python' bench/polyomino_driver.py '$polyomino_name'" ||
            echo "$name: polyomino failed or timed out ($limit s): $(tail -1 "$work/polyomino.err")"
          polyomino_count=$(cat "$work/polyomino.out")
          ;;
      esac
    done
  done
  t_all=$(median < "$work/all.times")
  t_distinct=$(median < "$work/distinct.times")
  check "$name polyform -c" "$ours_all" "$all"
  check "$name polyform -c --distinct" "$ours_distinct" "$distinct"
  rows+=("$name;polyform -c;$ours_all;$t_all;1.0x;")
  rows+=("$name;polyform -c --distinct;$ours_distinct;$t_distinct;1.0x;")
  if [ -z "$knuth_state" ]; then
    t_knuth=$(median < "$work/knuth.times")
    check "$name Knuth's $generator | dlx2" "$knuth_count" "$all"
    knuth_distinct=$([ -n "$knuth_count" ] && echo $((knuth_count / group)))
    check "$name Knuth's $generator | dlx2 over $group" "$knuth_distinct" "$distinct"
    rows+=("$name;$generator | dlx2;$knuth_count;$t_knuth;$(ratio "$t_knuth" "$t_all");")
    rows+=("$name;$generator | dlx2, distinct = all / $group;$knuth_distinct;$t_knuth;$(ratio "$t_knuth" "$t_distinct");>= 5x: $(verdict "$t_knuth" "$t_distinct" 5)")
  else
    rows+=("$name;Knuth's $generator | dlx2;-;-;-;$knuth_state")
  fi
  if [ -z "$polyomino_state" ]; then
    t_polyomino=$(median < "$work/polyomino.times")
    check "$name polyomino" "$polyomino_count" "$all"
    rows+=("$name;polyomino (exact_cover);$polyomino_count;$t_polyomino;$(ratio "$t_polyomino" "$t_all");>= 10x: $(verdict "$t_polyomino" "$t_all" 10)")
    polyomino_inside=$(tail -1 "$work/polyomino.err")
  else
    rows+=("$name;polyomino;-;-;-;$polyomino_state")
  fi
done

printf '%-10s %-40s %7s %9s %9s  %s\n' puzzle contender count "median s" "vs ours" target
for row in "${rows[@]}"; do
  IFS=';' read -r name contender count seconds versus target <<< "$row"
  printf '%-10s %-40s %7s %9s %9s  %s\n' "$name" "$contender" "$count" "$seconds" "$versus" "$target"
done
echo "CPU seconds (user + system of every process of the pipeline), median of $runs runs, contenders alternating;"
echo "'vs ours': the contender's time over polyform -c's (over polyform -c --distinct's on the distinct rows)."
echo "Knuth's pipeline has no distinct mode: its distinct count is its full count over the symmetry group, in its full count's time."
[ -n "${polyomino_inside:-}" ] && echo "polyomino, in-process (last run, last puzzle): $polyomino_inside."
echo "Load: $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after."
exit $failed
