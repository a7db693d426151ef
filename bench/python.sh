#!/usr/bin/env bash
# python.sh: section python of bench/run.sh: the Python package (libdlx, python/) against the commands
# and against Python peers, whole processes measured by build/bench/maxrss (CPU seconds: user +
# system), contenders alternating in each round, medians of the rounds.
#   1. overhead: Problem.from_knuth(...).count() from Python against `dlx -c`, same file (goal: at
#      most 1.05x the command's time), as whole processes and with the count timed in-process;
#   2. the 49,158 17-clue puzzles, one libdlx.sudoku.solve call each, against `sudoku` on the same
#      file (goal: at least half its puzzles per second);
#   3. peers, each timing its own search in-process after a warm-up (bench/python_contenders.py;
#      a search under 0.25 s is repeated and its mean taken, as the CPU clock here moves by 4 ms):
#      a plain-Python dict-of-sets Algorithm X (written there), xcover (numba) and exact_cover
#      (C over numpy) from $PEERS/python (bench/python_peers.sh), on queens 12 (every solution
#      listed), pentominoes 6x10 and dominoes 8x8 (counted); a peer stopped at its time budget
#      counts as "> budget" (the ratio is then a lower bound). Goal: at least 10x the fastest peer.
#      The counts run twice: libdlx is count() as it runs by default (symmetry="auto" and
#      memo="auto": the classes of the problem's symmetries searched once each, the memoized count
#      where it pays); libdlx_plain is count(symmetry=False, memo=False), the plain search of the
#      whole tree, as the peers search.
#      Threads do not show here: CPU time is the measure, and count(threads=0) spends as much.
# Usage: bash bench/python.sh BUILD PEERS RUNS   (from bench/run.sh; PYTHON_PEER_SECONDS: budget
# of a peer's run, CPU seconds of its whole process, default 120). Exits 1 when an answer of ours is wrong.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${1:-build}
peers=${2:-}
runs=${3:-3}
budget=${PYTHON_PEER_SECONDS:-120}
maxrss=$build/bench/maxrss
python=build/venv/bin/python
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else if (NR) print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a != "" && b != "" && b + 0 > 0) printf "%.2f", a / b }'; }
verdict() {
  awk -v kind="$1" -v value="$2" -v goal="$3" 'BEGIN {
    if (value == "") { print "n/a"; exit }
    ok = kind == "at_least" ? value + 0 >= goal + 0 : value + 0 <= goal + 0
    print ok ? "MET" : "MISSED" }'
}
# cpu OUT COMMAND...: runs COMMAND through maxrss, its output to OUT; prints its CPU seconds.
cpu() {
  local out=$1
  shift
  rm -f "$work/line"
  MAXRSS_OUTPUT=$work/line "$maxrss" "$@" > "$out" 2> "$work/err"
  sed -n 's/.* cpu_seconds=\([0-9.]*\)$/\1/p' "$work/line"
}

if /usr/bin/python3 python/check_prerequisites.py --build 2> /dev/null; then
  make --no-print-directory python > "$work/make.log" 2>&1 || tail -3 "$work/make.log"
fi
if [ ! -x "$python" ] || ! "$python" -c 'import libdlx' 2> /dev/null; then
  echo "python: build/venv has no libdlx: run 'make python' (rows skipped)"
  exit 0
fi
echo "load: $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min averages at the start)"

# -- 1. Overhead of counting from Python ----------------------------------------------------------
# Measured both ways: the whole Python process (interpreter start, import, reading, count) against
# the whole `dlx -c` process; and in-process, from_knuth(text).count() timed inside Python
# (time.process_time) against the same `dlx -c` process (which reads the file too, and starts in
# about a millisecond). The interpreter's own start (python -c pass) is printed below: it is the
# gap between the two, and more than 5% of the shorter counts by itself.
printf '\n%-22s %12s %8s %8s %6s %-7s %8s %6s %s\n' "count (CPU s)" solutions "dlx -c" process ratio verdict \
  "count()" ratio verdict
count_script='import sys, time, libdlx
with open(sys.argv[1]) as f:
    text = f.read()
started = time.process_time()
count = int(libdlx.Problem.from_knuth(text, sys.argv[1]).count())
print(count, "%.4f" % (time.process_time() - started))'
for example in pentominoes-6x10 dominoes-8x8 queens-14 langford-12; do
  file=puzzles/exact-cover/$example.dlx
  : > "$work/c" && : > "$work/p" && : > "$work/i"
  for ((round = 0; round < runs; round++)); do
    cpu "$work/c.out" "$build/dlx" -c "$file" >> "$work/c"
    cpu "$work/p.out" "$python" -c "$count_script" "$file" >> "$work/p"
    cut -d' ' -f2 "$work/p.out" >> "$work/i"
  done
  if [ "$(cat "$work/c.out")" != "$(cut -d' ' -f1 "$work/p.out")" ]; then
    echo "FAILED: $example: Python counts $(cut -d' ' -f1 "$work/p.out"), dlx -c $(cat "$work/c.out")"
    failed=1
  fi
  c=$(median < "$work/c") p=$(median < "$work/p") i=$(median < "$work/i")
  r=$(ratio "$p" "$c") ri=$(ratio "$i" "$c")
  printf '%-22s %12s %8s %8s %5sx %-7s %8s %5sx %s\n' "$example" "$(cat "$work/c.out")" "$c" "$p" "$r" \
    "$(verdict at_most "$r" 1.05)" "$i" "$ri" "$(verdict at_most "$ri" 1.05)"
done

# The fixed part of the process column: the interpreter alone, and with libdlx imported.
for script in pass 'import libdlx'; do
  : > "$work/p"
  for ((round = 0; round < runs; round++)); do
    cpu "$work/p.out" "$python" -c "$script" >> "$work/p"
  done
  printf '%-35s %8s %8s\n' "(python -c '$script' alone)" "" "$(median < "$work/p")"
done

# -- 2. 17-clue, one call per puzzle --------------------------------------------------------------
zcat puzzles/sudoku/17-clue.txt.gz > "$work/17-clue.txt"
puzzles=$(grep -vc '^#' "$work/17-clue.txt")
solve_script='import sys, libdlx
solved = 0
with open(sys.argv[1]) as f:
    for line in f:
        if not line.startswith("#") and libdlx.sudoku.solve(line) is not None:
            solved += 1
print(solved)'
: > "$work/c" && : > "$work/p"
for ((round = 0; round < runs; round++)); do
  cpu "$work/c.out" "$build/sudoku" "$work/17-clue.txt" >> "$work/c"
  cpu "$work/p.out" "$python" -c "$solve_script" "$work/17-clue.txt" >> "$work/p"
done
[ "$(cat "$work/p.out")" = "$puzzles" ] ||
  { echo "FAILED: Python solved $(cat "$work/p.out") of $puzzles 17-clue puzzles"; failed=1; }
c=$(median < "$work/c") p=$(median < "$work/p")
c_rate=$(awk -v n="$puzzles" -v s="$c" 'BEGIN { if (s > 0) printf "%.0f", n / s }')
p_rate=$(awk -v n="$puzzles" -v s="$p" 'BEGIN { if (s > 0) printf "%.0f", n / s }')
r=$(ratio "$p_rate" "$c_rate")
printf '\n%-34s %12s %9s %9s %7s %s\n' "17-clue, puzzles per CPU second" puzzles sudoku Python ratio verdict
printf '%-34s %12s %9s %9s %6sx %s\n' "one solve() call per puzzle" "$puzzles" "$c_rate" "$p_rate" "$r" \
  "$(verdict at_least "$r" 0.5)"

# -- 3. Python peers --------------------------------------------------------------------------------
peer_python=
[ -n "$peers" ] && [ -x "$peers/python/venv/bin/python" ] && peer_python=$peers/python/venv/bin/python
have() { [ -n "$peer_python" ] && PYTHONPATH=$peers/python/exact_cover "$peer_python" -c "import $1" 2> /dev/null; }
contenders="libdlx algorithm_x"
for peer in xcover exact_cover; do
  if have "$peer"; then
    contenders="$contenders $peer"
  else
    echo "$peer: peer not built (bash bench/python_peers.sh \$PEERS XCOVER_GIT EXACT_COVER_GIT)"
  fi
done
"$build/puzzles/queens" 12 > "$work/queens-12.dlx"
printf '\n%-26s %-12s %10s %10s %s\n' "peers (in-process CPU s)" contender solutions seconds "speed-up of libdlx"
for case in "queens-12 list $work/queens-12.dlx" "pentominoes-6x10 count puzzles/exact-cover/pentominoes-6x10.dlx" \
  "dominoes-8x8 count puzzles/exact-cover/dominoes-8x8.dlx"; do
  set -- $case
  name=$1 mode=$2 file=$3
  declare -A times=() answers=() over=()
  case_contenders="libdlx libdlx_plain ${contenders#libdlx }"
  for contender in $case_contenders; do : > "$work/t.$contender"; done
  for ((round = 0; round < runs; round++)); do
    for contender in $case_contenders; do
      [ -n "${over[$contender]:-}" ] && continue
      interpreter=$python
      [[ $contender == libdlx* ]] || [ -z "$peer_python" ] || interpreter=$peer_python
      # The budget is CPU time (ulimit -t: SIGXCPU), as the measure is: a wall-clock timeout at a
      # load of 10 stopped peers after a tenth of it. The wall-clock one only guards against a hang.
      # (The braces keep bash's "Killed" line out of the report.)
      if { (ulimit -t "$budget" && PYTHONPATH=${peers:+$peers/python/exact_cover} exec \
        timeout $((budget * 50)) "$interpreter" bench/python_contenders.py "$contender" "$mode" \
        "$file") > "$work/out" 2> "$work/err"; } 2> /dev/null; then
        answers[$contender]=$(cut -d' ' -f1 "$work/out")
        cut -d' ' -f2 "$work/out" >> "$work/t.$contender"
      else
        over[$contender]="> $budget"
      fi
    done
  done
  ours=$(median < "$work/t.libdlx")
  fastest_peer=
  for contender in $case_contenders; do
    seconds=${over[$contender]:-$(median < "$work/t.$contender")}
    if [ -z "${over[$contender]:-}" ] && [ "${answers[$contender]}" != "${answers[libdlx]:-}" ]; then
      echo "note: $contender answers ${answers[$contender]}, libdlx ${answers[libdlx]:-}"
    fi
    speedup=
    if [[ $contender != libdlx* ]]; then
      peer_seconds=${seconds#> }
      speedup=$(ratio "$peer_seconds" "$ours")
      [ -n "${over[$contender]:-}" ] && speedup=">= $speedup"
      if [ -z "$fastest_peer" ] || awk -v a="$peer_seconds" -v b="$fastest_peer" 'BEGIN { exit !(a < b) }'; then
        fastest_peer=$peer_seconds fastest_name=$contender
      fi
    fi
    printf '%-26s %-12s %10s %10s %s\n' "$name ($mode)" "$contender" "${answers[$contender]:--}" "$seconds" \
      "${speedup:+${speedup}x}"
  done
  for ours_name in libdlx libdlx_plain; do
    [ -s "$work/t.$ours_name" ] || continue
    ours=$(median < "$work/t.$ours_name")
    r=$(ratio "$fastest_peer" "$ours")
    printf '%-26s %-12s %10s %10s %s\n' "" "target" "" "" \
      "$ours_name vs fastest peer ($fastest_name): ${r}x, goal >= 10x: $(verdict at_least "$r" 10)"
  done
  unset times answers over
done
echo
echo "load: $(cut -d' ' -f1-3 /proc/loadavg) at the end"
exit $failed
