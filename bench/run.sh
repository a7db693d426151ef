#!/usr/bin/env bash
# run.sh: the benchmark suite that `make bench` runs once it has built build/bench/harness and
# build/bench/maxrss. It measures, and checks as it goes:
#   a. the sudoku library in-process (build/bench/harness) on 17-clue, top1465 and serg-multi;
#   b. the same in-process work side by side with the peers kudoku and fast_solv_9r2 (tdoku's
#      run_benchmark, and bench/peers/kudoku_counts.c for exact counts), rounds alternating;
#   c. whole commands: build/sudoku against QQWing on top1465, and build/sudoku's time and peak
#      memory streaming 17-clue, with -j 1 and -j 2 alternating;
#   d. build/dlx -c on the exact-cover benchmarks side by side with Knuth's DLX1 or SSXCC, runs
#      alternating, and its memory per option entry;
#   e. with BASELINE: every bundled exact-cover example, this build against the baseline build;
#   f. a table of every performance target, each with both figures, the ratio, MET or MISSED;
#   g. bench/scale.sh: dlx -j 1 against -j 2 on three long counts, and the nodes --part adds;
#   h. build/dlx -c on two problems with multiplicities side by side with Knuth's DLX3;
#   i. bench/sizes.sh: 16x16 and 25x25 puzzles at limit 2 beside the peer gss (SIZES_RUNS rounds,
#      default 1: gss takes minutes on the 25x25 set);
#   j. bench/generate.sh: sudoku --generate beside qqwing --generate, 9x9 minimal, 16x16, 25x25;
#   k. bench/rating.sh: our difficulty levels against QQWing's on its own puzzles, and the share of
#      each level on top1465 and 17-clue;
#   l. first solutions of empty grids with a heavy tail (build/bench/first_solution), the plain
#      search against the randomised restarts, and sudoku --generate=1 --variant=x,anti-knight.
#   m. bench/choice.sh: the automatic choice of representation against the links and the bitset on
#      set partitions and small random colored XCC problems (build/bench/choice_family).
#   n. bench/explain.sh: --explain -f json against the text and QQWing's steps, the size detection
#      against --size=9 on 17-clue, and --hint.
#   tdoku. bench/tdoku.sh: the library in-process beside tdoku and kudoku at limit 2, processor
#      time, on 17-clue, serg-multi, top1465 and the forum's hardest sets, with issue 24's targets.
#   killer. bench/killer.sh: 9x9 killers at limit 2 in-process beside z3, and the cage encodings.
#   judge. bench/judge.sh: the SUDOGOB single file of make judge against build/sudoku, 17-clue and
#      serg-multi, runs alternating (target: within 10%).
#   python. bench/python.sh: the Python package (make python) against dlx -c and sudoku (its overhead),
#      and against Python peers (plain Algorithm X, xcover, exact_cover: bench/python_peers.sh).
#   web. web/bench/wasm_bench.mjs: the WebAssembly build (make wasm) in Node against the native
#      build and the npm peers in NPM_PEERS (default /tmp/npm-peers; see that file), the sizes of
#      the wasm and the JavaScript, gzipped, and the page's time to first solve.
#   memo. bench/memo.sh: dlx --memo beside Knuth's DLX6 on domino boards (16x16, 8x30, ...) and
#      four more tiling families (build/puzzles/tilings), medians of MEMO_RUNS (5) runs, with peak
#      memory and verdicts; --memo=auto against the plain search on every bundled example; --zdd
#      counted by zddread-count.
#   cost. bench/cost.sh: dlx --min-cost beside Knuth's DLX5 on problems with random costs.
#   polyform. bench/polyform.sh: build/polyform -c and -c --distinct beside Knuth's polyomino-dlx or
#      polycube-dlx | DLX2 and the Python package polyomino (6x10, Soma, 8x8 with four holes);
#      there a peer's wrong count fails too.
# A wrong answer or count of ours anywhere makes it exit 1; a missed target is only reported, and
# so is a missing peer ("peer not built") or a peer's wrong count. Knobs (environment):
#   PEERS=DIR       where the peers were built (bash ../shared/peers/build.sh DIR ...; default
#                   /tmp/peers when it exists; PEERS= runs without peers)
#   BASELINE=REV    also build commit REV of this repository (git archive) into BUILD/baseline and
#                   time its build/dlx and harness alternately with ours ("today" columns)
#   BENCH_RUNS      runs of each whole command, and rounds of each side-by-side comparison (3)
#   BENCH_REPEATS   timed passes of section a (3)
#   BENCH_ONLY      the sections to run, e.g. "b d" (default: all)
#   BENCH_REPRESENTATIONS=1  when build/dlx has --representation, time links and bitset too in d
#   BUILD           the build directory (build)
# What it prints also goes to BUILD/bench/tables.md, each section a fenced block under a heading of
# its own, from which the tables of bench/README.md are copied.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${BUILD:-build}

# The report: this script runs again as a child whose standard output is kept, then turned into
# markdown once the child has ended (a pipe read to its end, so nothing of it is lost).
if [ -z "${BENCH_REPORT_CHILD:-}" ]; then
  mkdir -p "$build/bench"
  report=$build/bench/tables.md
  status=0
  BENCH_REPORT_CHILD=1 bash "${BASH_SOURCE[0]}" "$@" | tee "$report.out" || status=${PIPESTATUS[0]}
  awk '
    function open_block() { print "```"; inside = 1; blanks = 0; started = 0 }
    function close_block() { if (inside) print "```"; inside = 0 }
    BEGIN {
      print "# make bench: the report of the latest run"
      print ""
      print "Written by bench/run.sh: each section as it printed it (the sections in BENCH_ONLY only)."
      print ""
      open_block()
    }
    /^== / { close_block(); print ""; print "## " substr($0, 4); print ""; open_block(); next }
    /^$/ { if (started) blanks++; next }
    { for (; blanks > 0; blanks--) print ""; started = 1; print }
    END { close_block() }' "$report.out" > "$report"
  rm -f "$report.out"
  exit "$status"
fi

repeats=${BENCH_REPEATS:-3}
runs=${BENCH_RUNS:-3}
only=${BENCH_ONLY:-a b c d e g h i j k l m n tdoku judge killer python web memo cost polyform}
peers=${PEERS-/tmp/peers}
baseline_rev=${BASELINE:-}
harness=$build/bench/harness
maxrss=$build/bench/maxrss
sudoku=$build/sudoku
dlx=$build/dlx
for program in "$harness" "$maxrss" "$sudoku" "$dlx"; do
  [ -x "$program" ] || { echo "run.sh: $program is missing: run 'make bench'" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() { echo "FAILED: $*"; failed=1; }
section() { printf '\n== %s\n\n' "$1"; }
wanted() { [[ " $only " == *" $1 "* ]]; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

# The median of the numbers on standard input, one per line.
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else if (NR) print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# ratio A B: A / B with two decimals, empty when either is missing or B is 0.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a != "" && b != "" && b + 0 > 0) printf "%.2f", a / b }'; }

# measure OUT ERR COMMAND...: runs COMMAND through maxrss, standard output to OUT and standard
# error to ERR (standard input inherited), and writes "KB SECONDS CPU_SECONDS" (peak RSS, wall
# clock, user + system time) to $work/measure.last; returns the command's status.
measure() {
  local out=$1 err=$2
  shift 2
  rm -f "$work/maxrss.line"
  local status=0
  MAXRSS_OUTPUT=$work/maxrss.line "$maxrss" "$@" > "$out" 2> "$err" || status=$?
  sed -n 's/^maxrss_kb=\([0-9]*\) seconds=\([0-9.]*\) cpu_seconds=\([0-9.]*\)$/\1 \2 \3/p' \
    "$work/maxrss.line" > "$work/measure.last"
  return $status
}
last_kb() { cut -d' ' -f1 "$work/measure.last"; }
last_seconds() { cut -d' ' -f2 "$work/measure.last"; }
last_cpu() { cut -d' ' -f3 "$work/measure.last"; }

# check_answers ANSWERS COUNTS LIMIT: compares the output of build/sudoku in its default style
# (a count line, then the solution line when the count is 1) on one-line puzzles with the counts
# file, counts capped at LIMIT (0: none). Prints nothing and succeeds when every answer matches.
check_answers() {
  awk -F: -v limit="$3" '{ c = $2; if (limit && c > limit) c = limit; print c ":" (c == 1 ? $3 : "") }' "$2" > "$work/expected"
  awk 'pending { print "1:" $0; pending = 0; next }
       $0 == "1" { pending = 1; next }
       { print $0 ":" }' "$1" > "$work/got"
  if ! cmp -s "$work/expected" "$work/got"; then
    diff "$work/expected" "$work/got" | head -5
    return 1
  fi
}

# MET or MISSED: verdict at_least|at_most VALUE GOAL; "n/a" without a value.
verdict() {
  awk -v kind="$1" -v value="$2" -v goal="$3" 'BEGIN {
    if (value == "") { print "n/a"; exit }
    ok = kind == "at_least" ? value + 0 >= goal + 0 : value + 0 <= goal + 0
    print ok ? "MET" : "MISSED" }'
}

# ---------------------------------------------------------------------------------------------
# The peers, each found or not. A missing one is reported in its rows and skipped.
peers_note=
if [ -n "$peers" ] && [ ! -d "$peers" ]; then
  peers_note="$peers does not exist"
  peers=
fi
[ -z "$peers" ] || peers=$(cd "$peers" && pwd)
run_benchmark='' kudoku_counts='' dlx1='' ssxcc='' dlx3=''
if [ -n "$peers" ]; then
  [ -x "$peers/tdoku/build/run_benchmark" ] && run_benchmark=$peers/tdoku/build/run_benchmark
  [ -x "$peers/bin/dlx1" ] && dlx1=$peers/bin/dlx1
  [ -x "$peers/bin/ssxcc" ] && ssxcc=$peers/bin/ssxcc
  [ -x "$peers/bin/dlx3" ] && dlx3=$peers/bin/dlx3
  # kudoku with no limit: our own driver around the peer's kudoku.c, built with tdoku's flags.
  kudoku_source=$peers/tdoku/other/kudoku/kudoku.c
  if [ -f "$kudoku_source" ]; then
    mkdir -p "$build/bench/peers"
    kudoku_counts=$build/bench/peers/kudoku_counts
    if ! { [ "$kudoku_counts" -nt bench/peers/kudoku_counts.c ] && [ "$kudoku_counts" -nt "$kudoku_source" ]; }; then
      if ! { gcc -O3 -march=native -w -c -o "$build/bench/peers/kudoku.o" "$kudoku_source" &&
        gcc -std=c11 -Wall -Wextra -D_POSIX_C_SOURCE=200809L -O3 -march=native -o "$kudoku_counts" \
          bench/peers/kudoku_counts.c "$build/bench/peers/kudoku.o"; } > "$work/kudoku.log" 2>&1; then
        kudoku_counts=''
        echo "run.sh: could not build kudoku_counts (kudoku stays out):"
        tail -3 "$work/kudoku.log"
      fi
    fi
  fi
fi
peer_state() { [ -n "$1" ] && echo "$1" || echo "peer not built"; }

# The baseline: commit BASELINE of this repository, built once into $build/baseline (its own
# Makefile, its default flags) and rebuilt only when BASELINE names another commit.
today_dlx='' today_harness=''
if [ -n "$baseline_rev" ]; then
  baseline_commit=$(git rev-parse --verify -q "$baseline_rev^{commit}") ||
    { echo "run.sh: BASELINE=$baseline_rev is not a commit of this repository" >&2; exit 2; }
  baseline_dir=$build/baseline
  if [ "$(cat "$baseline_dir/COMMIT" 2> /dev/null)" != "$baseline_commit" ]; then
    echo "building the baseline $baseline_rev ($baseline_commit) into $baseline_dir ..."
    rm -rf "$baseline_dir"
    mkdir -p "$baseline_dir/src"
    git archive "$baseline_commit" | tar -x -C "$baseline_dir/src"
    if make -C "$baseline_dir/src" -j2 build/dlx build/bench/harness > "$baseline_dir/build.log" 2>&1; then
      echo "$baseline_commit" > "$baseline_dir/COMMIT"
    else
      echo "run.sh: the baseline did not build (see $baseline_dir/build.log)" >&2
      exit 2
    fi
  fi
  today_dlx=$baseline_dir/src/build/dlx
  today_harness=$baseline_dir/src/build/bench/harness
fi
# The plain search of build/dlx, whole trees as the peers search them: --symmetry=off --memo=off
# when this build counts with symmetry (and the memo where it pays) by default (section d then
# times the default too, as "symmetry").
plain_search=''
"$dlx" --help 2> /dev/null | grep -q -- '--symmetry' && plain_search='--symmetry=off --memo=off'

# build/dlx --representation=links|bitset, when this build has it and BENCH_REPRESENTATIONS=1:
# two more columns in d (off by default: they double the time of section d).
representations='' representations_note="build/dlx has no --representation"
if "$dlx" --help 2> /dev/null | grep -q -- '--representation'; then
  representations_note="available, BENCH_REPRESENTATIONS=1 adds links and bitset columns to d"
  if [ "${BENCH_REPRESENTATIONS:-0}" = 1 ]; then
    representations="links bitset"
    representations_note="links and bitset columns in d"
  fi
fi

echo "dlx benchmarks"
echo "date:     $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
echo "machine:  $(nproc) CPUs, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
echo "kernel:   $(uname -srm)"
echo "load:     $(load) (1, 5, 15 min averages at the start; other work on the machine adds noise)"
echo "compiler: $(${CC:-cc} --version 2> /dev/null | head -1)"
echo "commit:   $(git rev-parse --short HEAD 2> /dev/null || echo unknown)$(git diff --quiet HEAD 2> /dev/null || echo ' (with uncommitted changes)')"
echo "peers:    ${peers:-none${peers_note:+ ($peers_note)}}"
echo "  run_benchmark (kudoku, fast_solv_9r2): $(peer_state "$run_benchmark")"
echo "  kudoku_counts (kudoku, no limit):      $(peer_state "$kudoku_counts")"
echo "  DLX1: $(peer_state "$dlx1")   SSXCC: $(peer_state "$ssxcc")"
echo "  qqwing: $(command -v qqwing || echo 'not installed (section c installs it)')"
echo "representations: $representations_note"
if [ -n "$baseline_rev" ]; then
  echo "baseline: $baseline_rev = $(git rev-parse --short "$baseline_commit"), built in $baseline_dir"
else
  echo "baseline: none (BASELINE=REV adds one)"
fi

sets=$root/puzzles/sudoku
for set in 17-clue top1465 serg-multi; do
  gzip -dc "$sets/counts/$set.counts.gz" | tr -d '\r' > "$work/$set.counts"
done

# ---------------------------------------------------------------------------------------------
if wanted a; then
  section "a. The sudoku library in-process (build/bench/harness, $repeats timed passes, one solver)"
  {
    "$harness" --repeats "$repeats" --mode limit2,first "$work/17-clue.counts" "$work/top1465.counts" &&
      "$harness" --repeats "$repeats" --mode limit2,exact "$work/serg-multi.counts" | tail -n +2
  } | tee "$work/harness.out" || fail "the harness found wrong answers (above)"
  echo
  echo "puzzles/s and us/puzzle: medians over the passes; min/max pz/s: the slowest and fastest pass;"
  echo "nodes/pz: search nodes per puzzle; s/pass: median seconds for the whole set."
fi

# ---------------------------------------------------------------------------------------------
declare -A rate_ours rate_today rate_kudoku rate_fast
shown() { [ -n "$1" ] && printf '%.0f' "$1" || echo "${2:--}"; }
if wanted b; then
  section "b. In-process side by side, limit 2 and exact counts ($runs rounds, contenders alternating)"
  # Each round: our harness (a warm-up pass and a timed pass), the baseline's harness likewise,
  # then the peers on the same counts file (run_benchmark reads the first 81 characters of each
  # line): run_benchmark -r0 (puzzles as given, not permuted), -n (exactly the file), -w1 -t1 (1 s
  # of warm-up, then whole passes for at least 1 s), limit 2; or kudoku_counts with no limit.
  printf '%-11s %-7s %8s %12s %12s %12s %14s %10s\n' set mode puzzles "ours pz/s" "today pz/s" \
    "kudoku pz/s" "fast_solv pz/s" "ours/kudoku"
  for item in "17-clue limit2" "top1465 limit2" "serg-multi limit2" "serg-multi exact"; do
    read -r set mode <<< "$item"
    counts=$work/$set.counts
    size=$(wc -l < "$counts")
    : > "$work/ours.rates"; : > "$work/today.rates"; : > "$work/kudoku.rates"; : > "$work/fast.rates"
    peer_failed=
    for round in $(seq "$runs"); do
      if "$harness" --repeats 1 --mode "$mode" "$counts" > "$work/h.out" 2> "$work/h.err"; then
        awk 'NR == 2 { print $4 }' "$work/h.out" >> "$work/ours.rates"
      else
        cat "$work/h.err"
        fail "the harness found wrong answers on $set, mode $mode, round $round"
      fi
      if [ -n "$today_harness" ]; then
        if "$today_harness" --repeats 1 --mode "$mode" "$counts" > "$work/h.out" 2> "$work/h.err"; then
          awk 'NR == 2 { print $4 }' "$work/h.out" >> "$work/today.rates"
        else
          peer_failed="baseline: $(head -1 "$work/h.err")"
        fi
      fi
      if [ "$mode" = limit2 ] && [ -n "$run_benchmark" ]; then
        # fast_solv_9r2 is not in a target: one round of it is enough.
        solvers=kudoku
        [ "$round" != 1 ] || solvers=kudoku,fast_solv_9r2
        if "$run_benchmark" -r0 -c1 -n "$size" -w 1 -t 1 -s "$solvers" "$counts" > "$work/rb.out" 2>&1; then
          awk -F, '$5 == "kudoku" { print $6 }' "$work/rb.out" >> "$work/kudoku.rates"
          awk -F, '$5 == "fast_solv_9r2" { print $6 }' "$work/rb.out" >> "$work/fast.rates"
        else
          peer_failed="run_benchmark: $(head -2 "$work/rb.out" | tr '\n' ' ')"
        fi
      elif [ "$mode" = exact ] && [ -n "$kudoku_counts" ]; then
        if "$kudoku_counts" --repeats 1 --limit 0 "$counts" > "$work/kc.out" 2> "$work/kc.err"; then
          awk '{ print $4 }' "$work/kc.out" >> "$work/kudoku.rates"
        else
          peer_failed="kudoku_counts: $(head -2 "$work/kc.err" | tr '\n' ' ')"
        fi
      fi
    done
    key="$set $mode"
    rate_ours[$key]=$(median < "$work/ours.rates")
    rate_today[$key]=$(median < "$work/today.rates")
    rate_kudoku[$key]=$(median < "$work/kudoku.rates")
    rate_fast[$key]=$(median < "$work/fast.rates")
    kudoku_missing="peer not built"
    [ "$mode" = limit2 ] && [ -n "$run_benchmark" ] && kudoku_missing=failed
    [ "$mode" = exact ] && [ -n "$kudoku_counts" ] && kudoku_missing=failed
    printf '%-11s %-7s %8d %12s %12s %12s %14s %10s\n' "$set" "$mode" "$size" \
      "$(shown "${rate_ours[$key]}")" "$(shown "${rate_today[$key]}" "${today_harness:+failed}")" \
      "$(shown "${rate_kudoku[$key]}" "$kudoku_missing")" \
      "$(shown "${rate_fast[$key]}" "$([ "$mode" = exact ] && echo - || echo "${run_benchmark:+failed}")")" \
      "$(r=$(ratio "${rate_ours[$key]}" "${rate_kudoku[$key]}"); echo "${r:+${r}x}")"
    [ -z "$peer_failed" ] || echo "  (a peer failed: $peer_failed)"
  done
  echo
  echo "puzzles/s: median over the rounds. Ours and today: one timed pass after a warm-up pass,"
  echo "every answer checked. kudoku and fast_solv_9r2 at limit 2: tdoku's run_benchmark (whole"
  echo "passes for at least 1 s, puzzles/s over them; answers not checked, a puzzle without a"
  echo "solution stops it). kudoku exact: bench/peers/kudoku_counts (a warm-up pass and a timed"
  echo "pass, every count checked against the file). Peers built with -O3 -march=native, ours -O2."
fi

# ---------------------------------------------------------------------------------------------
qqwing_ok=0 speedup='' stream_kb=''
if wanted c; then
  section "c. Whole commands (median of $runs runs, through build/bench/maxrss)"
  # The same top1465 puzzles for both programs: one line of 81 cells, '.' for an empty cell.
  cut -d: -f1 "$work/top1465.counts" > "$work/top1465.txt"
  top_count=$(wc -l < "$work/top1465.txt")
  if command -v qqwing > /dev/null; then
    qqwing_ok=1
  else
    sudo=
    [ "$(id -u)" = 0 ] || sudo="sudo -n"
    echo "qqwing is missing: installing the Debian package"
    if $sudo apt-get install -y -qq qqwing > "$work/apt.log" 2>&1 ||
      { $sudo apt-get update -qq >> "$work/apt.log" 2>&1 &&
        $sudo apt-get install -y -qq qqwing >> "$work/apt.log" 2>&1; }; then
      command -v qqwing > /dev/null && qqwing_ok=1
    fi
    [ $qqwing_ok = 1 ] || { echo "qqwing could not be installed (see below): comparison skipped"; tail -3 "$work/apt.log"; }
  fi
  if [ $qqwing_ok = 1 ]; then
    : > "$work/qq.times"
    : > "$work/ours.times"
    ours_right=right
    for run in $(seq "$runs"); do
      measure "$work/qq.out" "$work/qq.err" qqwing --solve --count-solutions < "$work/top1465.txt" ||
        echo "qqwing exited with status $?"
      cat "$work/measure.last" >> "$work/qq.times"
      measure "$work/ours.out" "$work/ours.err" "$sudoku" -l 2 "$work/top1465.txt" ||
        fail "build/sudoku exited with status $?"
      cat "$work/measure.last" >> "$work/ours.times"
      check_answers "$work/ours.out" "$work/top1465.counts" 2 || {
        ours_right=WRONG
        fail "build/sudoku -l 2 gave wrong answers on top1465 (run $run)"
      }
    done
    qq_seconds=$(cut -d' ' -f2 "$work/qq.times" | median)
    qq_cpu=$(cut -d' ' -f3 "$work/qq.times" | median)
    qq_kb=$(cut -d' ' -f1 "$work/qq.times" | median)
    ours_seconds=$(cut -d' ' -f2 "$work/ours.times" | median)
    ours_cpu=$(cut -d' ' -f3 "$work/ours.times" | median)
    ours_kb=$(cut -d' ' -f1 "$work/ours.times" | median)
    speedup=$(ratio "$qq_cpu" "$ours_cpu")
    # QQWing's answers: "The solution to the puzzle is unique." after each solved grid, printed
    # as 9 rows " 4 6 8 | 9 3 1 | 5 2 7"; its solutions are checked against the counts file too.
    qq_unique=$(grep -c '^The solution to the puzzle is unique\.$' "$work/qq.out" || true)
    awk '/^ [0-9]/ { gsub(/[^0-9]/, ""); grid = grid $0; if (length(grid) == 81) { print grid; grid = "" } }' \
      "$work/qq.out" > "$work/qq.solutions"
    cut -d: -f3 "$work/top1465.counts" > "$work/top1465.solutions"
    qq_right=yes
    cmp -s "$work/qq.solutions" "$work/top1465.solutions" || qq_right=no
    echo "top1465, $top_count puzzles, one 81-cell line each, both proving uniqueness:"
    printf '  %-44s %8.3f s CPU %8.3f s wall  %6d KB peak RSS\n' \
      "qqwing --solve --count-solutions < top1465" "$qq_cpu" "$qq_seconds" "$qq_kb"
    printf '  %-44s %8.3f s CPU %8.3f s wall  %6d KB peak RSS\n' "build/sudoku -l 2 top1465" \
      "$ours_cpu" "$ours_seconds" "$ours_kb"
    echo "  ratio qqwing / build/sudoku, CPU time: ${speedup}x (wall clock: $(ratio "$qq_seconds" "$ours_seconds")x)"
    echo "  build/sudoku: every answer checked (count 1 and the solution, $top_count puzzles): $ours_right"
    echo "  qqwing: $qq_unique 'unique' verdicts, solutions equal to the known ones: $qq_right"
  fi

  # build/sudoku streaming the published 17-clue collection (comment lines included), default style.
  gzip -dc "$sets/17-clue.txt.gz" > "$work/17-clue.txt"
  : > "$work/stream.times"
  for run in $(seq "$runs"); do
    measure "$work/stream.out" "$work/stream.err" "$sudoku" "$work/17-clue.txt" ||
      fail "build/sudoku exited with status $? on 17-clue"
    cat "$work/measure.last" >> "$work/stream.times"
    check_answers "$work/stream.out" "$work/17-clue.counts" 0 ||
      fail "build/sudoku gave wrong answers on 17-clue (run $run)"
  done
  stream_seconds=$(cut -d' ' -f2 "$work/stream.times" | median)
  stream_cpu=$(cut -d' ' -f3 "$work/stream.times" | median)
  stream_kb=$(cut -d' ' -f1 "$work/stream.times" | median)
  stream_kb_max=$(cut -d' ' -f1 "$work/stream.times" | sort -n | tail -1)
  echo
  echo "17-clue, $(wc -l < "$work/17-clue.counts") puzzles streamed from the published file:"
  printf '  %-44s %8.3f s CPU %8.3f s wall  %6d KB peak RSS (largest of the runs: %d KB)\n' \
    "build/sudoku 17-clue.txt" "$stream_cpu" "$stream_seconds" "$stream_kb" "$stream_kb_max"

  # The same stream answered on two threads (sudoku -j 2) against one, runs alternating.
  : > "$work/threads1.times"
  : > "$work/threads2.times"
  for run in $(seq "$runs"); do
    for threads in 1 2; do
      measure "$work/stream.out" "$work/stream.err" "$sudoku" -j "$threads" "$work/17-clue.txt" ||
        fail "build/sudoku -j $threads exited with status $? on 17-clue"
      cat "$work/measure.last" >> "$work/threads$threads.times"
      check_answers "$work/stream.out" "$work/17-clue.counts" 0 ||
        fail "build/sudoku -j $threads gave wrong answers on 17-clue (run $run)"
    done
  done
  for threads in 1 2; do
    printf '  %-44s %8.3f s CPU %8.3f s wall  %6d KB peak RSS\n' \
      "build/sudoku -j $threads 17-clue.txt (alternating)" \
      "$(cut -d' ' -f3 "$work/threads$threads.times" | median)" \
      "$(cut -d' ' -f2 "$work/threads$threads.times" | median)" \
      "$(cut -d' ' -f1 "$work/threads$threads.times" | median)"
  done
  echo "  speedup of -j 2 over -j 1, wall clock: $(ratio "$(cut -d' ' -f2 "$work/threads1.times" | median)" \
    "$(cut -d' ' -f2 "$work/threads2.times" | median)")x (load average $(cut -d' ' -f1-3 /proc/loadavg))"
fi

# ---------------------------------------------------------------------------------------------
# One exact-cover problem timed with several contenders, runs alternating. A contender is
# ours | today | links | bitset (build/dlx -c --stats, or the baseline's) or dlx1 | ssxcc (the
# file on standard input, "Altogether N solutions, ..., N nodes, ..." on standard error).
# time_problem NAME FILE EXPECTED CONTENDER...: leaves, for each contender C, seconds[NAME C] (the
# median CPU time, user + system), wall[NAME C] (the median wall clock), count[NAME C] and
# nodes[NAME C]; a wrong count of ours fails the run.
declare -A seconds wall count nodes
time_problem() {
  local name=$1 file=$2 expected=$3 contender run
  shift 3
  for contender in "$@"; do : > "$work/times.$contender"; done
  for run in $(seq "$runs"); do
    for contender in "$@"; do
      local status=0
      case $contender in
        ours) measure "$work/x.out" "$work/x.err" "$dlx" -c --stats $plain_search "$file" || status=$? ;;
        symmetry) measure "$work/x.out" "$work/x.err" "$dlx" -c --stats "$file" || status=$? ;;
        today) measure "$work/x.out" "$work/x.err" "$today_dlx" -c --stats "$file" || status=$? ;;
        links | bitset)
          measure "$work/x.out" "$work/x.err" "$dlx" -c --stats $plain_search --representation="$contender" "$file" ||
            status=$? ;;
        dlx1) measure "$work/x.out" "$work/x.err" "$dlx1" < "$file" || status=$? ;;
        ssxcc) measure "$work/x.out" "$work/x.err" "$ssxcc" < "$file" || status=$? ;;
        dlx3) measure "$work/x.out" "$work/x.err" "$dlx3" < "$file" || status=$? ;;
      esac
      local found='' searched=''
      case $contender in
        dlx1 | ssxcc | dlx3)
          read -r found searched < <(sed -n 's/^Altogether \([0-9]*\) solutions,.* \([0-9]*\) nodes,.*/\1 \2/p' "$work/x.err") || true ;;
        *)
          found=$(tr -d '[:space:]' < "$work/x.out")
          searched=$(sed -n 's/^dlx: [0-9]* solutions, \([0-9]*\) nodes, .*/\1/p' "$work/x.err") ;;
      esac
      [ "$status" = 0 ] || found="exit-$status"
      echo "$(last_cpu) ${found:-none} ${searched:-?} $(last_seconds)" >> "$work/times.$contender"
    done
  done
  for contender in "$@"; do
    local key="$name $contender"
    seconds[$key]=$(cut -d' ' -f1 "$work/times.$contender" | median)
    wall[$key]=$(cut -d' ' -f4 "$work/times.$contender" | median)
    # The count must be the known one on every run (a peer's is only reported).
    if [ "$(cut -d' ' -f2 "$work/times.$contender" | sort -u)" = "$expected" ]; then
      count[$key]=$expected
    else
      count[$key]="WRONG:$(cut -d' ' -f2 "$work/times.$contender" | sort -u | tr '\n' ' ')"
      case $contender in
        ours | links | bitset | symmetry) fail "build/dlx ($contender) counted ${count[$key]#WRONG:}on $name, expected $expected" ;;
        *) echo "  $contender counted ${count[$key]#WRONG:}on $name, expected $expected (reported only)" ;;
      esac
    fi
    nodes[$key]=$(sort -g "$work/times.$contender" | sed -n "$(((runs + 1) / 2))p" | cut -d' ' -f3)
  done
}
fmt_seconds() { [ -n "$1" ] && printf '%.3f' "$1" || echo "${2:-peer not built}"; }

# The benchmarks of the targets: name, input (a file of puzzles/exact-cover or a generator
# command), known count and its source, and the peer of the target.
benchmarks=(
  "queens-14 file 365596 dlx1"          # OEIS A000170
  "langford-12 file 216288 dlx1"        # 2 x 108,144, OEIS A014552
  "langford-13 langford:13 0 ssxcc"     # none: Langford pairings need N = 0 or 3 mod 4 (A014552)
  "pentominoes-6x10 file 9356 ssxcc"    # 4 x 2,339 (Haselgrove 1960; Knuth, Dancing Links 2000)
  "dominoes-8x8 file 12988816 dlx1"     # OEIS A004003
  "latin-5 file 161280 dlx1"            # OEIS A002860
  "sudoku-6x6 empty_sudoku:2:3 28200960 dlx1" # OEIS A107739
)
declare -A peer_of
if wanted d; then
  section "d. Generic exact cover side by side: whole processes, CPU seconds, median of $runs runs alternating"
  contenders=(ours)
  [ -n "$plain_search" ] && contenders+=(symmetry)
  [ -n "$representations" ] && contenders+=(links bitset)
  [ -n "$today_dlx" ] && contenders+=(today)
  header=$(printf '%-17s %9s %9s' problem solutions "ours s")
  for contender in "${contenders[@]:1}"; do header+=$(printf ' %9s' "$contender s"); done
  printf '%s %-6s %15s %9s %12s %12s\n' "$header" peer "peer s" "peer/ours" "ours nodes" "peer nodes"
  for item in "${benchmarks[@]}"; do
    read -r name input expected peer <<< "$item"
    peer_of[$name]=$peer
    if [ "$input" = file ]; then
      file=puzzles/exact-cover/$name.dlx
    else
      file=$work/$name.dlx
      read -r -a generator <<< "${input//:/ }"
      "$build/puzzles/${generator[0]}" "${generator[@]:1}" > "$file" ||
        { fail "build/puzzles/${generator[0]} failed"; continue; }
    fi
    peer_path=$([ "$peer" = dlx1 ] && echo "$dlx1" || echo "$ssxcc")
    list=("${contenders[@]}")
    [ -n "$peer_path" ] && list+=("$peer")
    time_problem "$name" "$file" "$expected" "${list[@]}"
    line=$(printf '%-17s %9s %9s' "$name" "${count[$name ours]}" "$(fmt_seconds "${seconds[$name ours]}")")
    for contender in "${contenders[@]:1}"; do line+=$(printf ' %9s' "$(fmt_seconds "${seconds[$name $contender]}")"); done
    printf '%s %-6s %15s %9s %12s %12s %s\n' "$line" "$peer" "$(fmt_seconds "${seconds[$name $peer]:-}")" \
      "$(r=$(ratio "${seconds[$name $peer]:-}" "${seconds[$name ours]}"); echo "${r:+${r}x}")" \
      "${nodes[$name ours]}" "${nodes[$name $peer]:--}" \
      "$(r=$(ratio "${wall[$name $peer]:-}" "${wall[$name ours]}"); echo "${r:+(${r}x wall)}")"
  done
  echo "seconds: CPU time (user + system) of the whole process, median over the runs; peer/ours:"
  echo "the peer's over ours, and in brackets the same ratio of the wall-clock medians. solutions:"
  echo "ours, equal to the known count on every run of every contender shown (else a line above"
  echo "says otherwise). DLX1 and SSXCC: Knuth's CWEB programs, gcc -O2; ours -O2 -g."
  [ -n "$plain_search" ] && echo "ours: the plain search (--symmetry=off --memo=off), as the peers search;" \
    "symmetry: dlx -c as it runs by default (the classes of the problem's symmetries searched once each, the memo where it pays)."

  # Memory per option entry: 1,000,000 options of 4 distinct items each (out of 1,000 primary
  # items) against a baseline with the same items and one option. Item "zz" is in no option, so
  # the search stops at once and only the stored problem counts. The name table is the same.
  awk 'BEGIN { n = 1000; line = ""; for (i = 0; i < n; i++) line = line "i" i " "; print line "zz"
               for (k = 0; k < 1000000; k++) { a = k % n; d = 1 + int(k / n) % 333
                 print "i" a " i" (a + d) % n " i" (a + d + 333) % n " i" (a + d + 666) % n } }' > "$work/big.dlx"
  head -1 "$work/big.dlx" > "$work/base.dlx"
  echo "i0 i1 i2 i3" >> "$work/base.dlx"
  entries=4000000
  measure "$work/big.out" "$work/big.err" "$dlx" -c "$work/big.dlx" || fail "build/dlx failed on the 1,000,000 options"
  big_kb=$(last_kb)
  big_seconds=$(last_seconds)
  [ "$(cat "$work/big.out")" = 0 ] || fail "build/dlx found solutions to a problem that has none"
  measure "$work/base.out" "$work/base.err" "$dlx" -c "$work/base.dlx" || fail "build/dlx failed on the baseline"
  base_kb=$(last_kb)
  bytes_per_entry=$(awk -v b="$big_kb" -v a="$base_kb" -v e="$entries" 'BEGIN { printf "%.1f", (b - a) * 1024 / e }')
  echo
  printf 'memory: 1,000,000 options x 4 items (%d KB of text), whole run %.3f s:\n' "$(du -k "$work/big.dlx" | cut -f1)" "$big_seconds"
  echo "  peak RSS $big_kb KB, baseline (same items, 1 option) $base_kb KB"
  echo "  ($big_kb - $base_kb) KB / $entries entries = $bytes_per_entry bytes per option entry"
fi

# ---------------------------------------------------------------------------------------------
# Every bundled example against the baseline: "no slower than today beyond noise", that is
# today / ours >= 0.90 (the spread between runs of one program on this machine), or ours at most
# 10 ms slower (the noise of starting a process: the small examples take a few ms in all).
noise_floor=0.90 noise_seconds=0.010
slowest_example='' slowest_ratio=''
if wanted e && [ -n "$today_dlx" ]; then
  # What a user runs, ours against today's: `dlx -c` as it counts by default on both sides (the
  # "symmetry" contender when this build has defaults beyond the plain search, which section d
  # times apart).
  default=ours
  [ -n "$plain_search" ] && default=symmetry
  section "e. Every bundled exact-cover example, ours against today ($baseline_rev), dlx -c as it runs by default, CPU seconds, median of $runs runs alternating"
  printf '%-32s %10s %9s %9s %11s %s\n' example solutions "ours s" "today s" "today/ours" verdict
  for file in puzzles/exact-cover/*.dlx; do
    name=$(basename "$file" .dlx)
    # The known count, from the literature, is on the file's "| Known count: N" line.
    expected=$(sed -n 's/^| Known count: \([0-9]*\).*/\1/p' "$file")
    [ -n "${seconds[$name today]:-}" ] || time_problem "$name" "$file" "$expected" "$default" today
    r=$(ratio "${seconds[$name today]}" "${seconds[$name $default]}")
    judged=$(verdict at_least "$r" "$noise_floor")
    if [ "$judged" = MISSED ] && awk -v o="${seconds[$name $default]}" -v t="${seconds[$name today]}" -v n="$noise_seconds" \
      'BEGIN { exit !(o - t <= n) }'; then
      judged="MET (within $noise_seconds s)" r=1.00
    fi
    printf '%-32s %10s %9s %9s %11s %s\n' "$name" "${count[$name $default]}" "$(fmt_seconds "${seconds[$name $default]}")" \
      "$(fmt_seconds "${seconds[$name today]}" failed)" "$(r2=$(ratio "${seconds[$name today]}" "${seconds[$name $default]}"); echo "${r2:+${r2}x}")" "$judged"
    # The slowest example, by its ratio, among those that take 50 ms or more (the others have
    # the absolute allowance) or fail it.
    if [ -n "$r" ] && { [ "$judged" = MISSED ] || awk -v o="${seconds[$name $default]}" 'BEGIN { exit !(o >= 0.05) }'; } &&
      { [ -z "$slowest_ratio" ] || awk -v a="$r" -v b="$slowest_ratio" 'BEGIN { exit !(a < b) }'; }; then
      slowest_ratio=$r slowest_example=$name
    fi
  done
  echo "MET: today / ours >= $noise_floor, or ours at most $noise_seconds s slower: no slower beyond the noise of"
  echo "this machine. The examples of section d reuse its runs."
fi

# ---------------------------------------------------------------------------------------------
section "f. Targets (single thread; ratio = the peer's time over ours, or our speed over the peer's)"
echo "Whole processes: CPU seconds; in-process: puzzles per second (wall clock)."
echo
row() { printf '%-44s %-10s %-15s %-22s %-9s %s\n' "$@"; }
row target goal ours peer ratio verdict
ratio_row() { # TARGET GOAL_RATIO OURS_SHOWN PEER_SHOWN RATIO [at_least|above]
  local shown=${5:+${5}x}
  local judged
  judged=$(verdict at_least "$5" "$2")
  [ "${6:-}" = above ] && judged=$(awk -v r="$5" 'BEGIN { if (r == "") print "n/a"; else print (r + 0 > 1 ? "MET" : "MISSED") }')
  row "$1" "$([ "${6:-}" = above ] && echo '> 1x' || echo ">= ${2}x")" "$3" "$4" "${shown:-n/a}" "$judged"
}
rate_shown() { [ -n "$1" ] && printf '%.0f /s' "$1" || echo "${2:-not run}"; }
if wanted b; then
  kudoku_state=$([ -n "$run_benchmark" ] && echo failed || echo "peer not built")
  for item in "top1465 3" "17-clue 2.5"; do
    read -r set goal <<< "$item"
    key="$set limit2"
    ratio_row "$set, limit 2, in-process, vs kudoku" "$goal" "$(rate_shown "${rate_ours[$key]}")" \
      "$(rate_shown "${rate_kudoku[$key]}" "$kudoku_state")" "$(ratio "${rate_ours[$key]}" "${rate_kudoku[$key]}")"
  done
  key="serg-multi exact"
  ratio_row "serg-multi, exact counts, vs kudoku" 2 "$(rate_shown "${rate_ours[$key]}")" \
    "$(rate_shown "${rate_kudoku[$key]}" "$([ -n "$kudoku_counts" ] && echo failed || echo "peer not built")")" \
    "$(ratio "${rate_ours[$key]}" "${rate_kudoku[$key]}")"
  # The issue's target is 2x kudoku, or 3x today only when kudoku cannot count exactly.
  if [ -z "${rate_kudoku[$key]:-}" ]; then
    ratio_row "serg-multi, exact counts, vs today" 3 "$(rate_shown "${rate_ours[$key]}")" \
      "$(rate_shown "${rate_today[$key]}" "$([ -n "$today_harness" ] && echo failed || echo "no BASELINE")")" \
      "$(ratio "${rate_ours[$key]}" "${rate_today[$key]}")"
  fi
fi
if wanted c; then
  if [ $qqwing_ok = 1 ]; then
    ratio_row "top1465, whole process, vs qqwing" 17 "$(fmt_seconds "$ours_cpu") s" "$(fmt_seconds "$qq_cpu") s" "$speedup"
  else
    ratio_row "top1465, whole process, vs qqwing" 17 "not run" "peer not built" ""
  fi
fi
if wanted d; then
  for item in "queens-14 2" "langford-12 2" "pentominoes-6x10 2" "langford-13 above" "dominoes-8x8 1.3" \
    "latin-5 1.3" "sudoku-6x6 1.3"; do
    read -r name goal <<< "$item"
    peer=${peer_of[$name]}
    peer_name=$([ "$peer" = dlx1 ] && echo DLX1 || echo SSXCC)
    ours_shown="$(fmt_seconds "${seconds[$name ours]:-}" "not run") s"
    peer_shown=$(fmt_seconds "${seconds[$name $peer]:-}")
    [ -n "${seconds[$name $peer]:-}" ] && peer_shown+=" s"
    r=$(ratio "${seconds[$name $peer]:-}" "${seconds[$name ours]:-}")
    if [[ ${count[$name ours]:-} == WRONG* ]]; then
      row "build/dlx -c $name vs $peer_name" "" "$ours_shown" "$peer_shown" "${r:+${r}x}" "WRONG COUNT"
    elif [ "$goal" = above ]; then
      ratio_row "build/dlx -c $name vs $peer_name" 1 "$ours_shown" "$peer_shown" "$r" above
    else
      ratio_row "build/dlx -c $name vs $peer_name" "$goal" "$ours_shown" "$peer_shown" "$r"
    fi
  done
fi
if wanted e; then
  if [ -n "$slowest_ratio" ]; then
    row "every bundled example vs today (slowest)" ">= ${noise_floor}x" "$(fmt_seconds "${seconds[$slowest_example $default]}") s" \
      "$(fmt_seconds "${seconds[$slowest_example today]}") s" "${slowest_ratio}x" \
      "$(verdict at_least "$slowest_ratio" "$noise_floor") ($slowest_example)"
  else
    row "every bundled example vs today (slowest)" ">= ${noise_floor}x" "not run" "no BASELINE" n/a n/a
  fi
fi
if wanted c; then
  row "build/sudoku peak RSS streaming 17-clue" "<= 4096 KB" "$stream_kb KB" "-" "-" "$(verdict at_most "$stream_kb" 4096)"
fi
if wanted d; then
  row "build/dlx memory per option entry" "<= 24 B" "$bytes_per_entry bytes" "-" "-" "$(verdict at_most "$bytes_per_entry" 24)"
fi
if wanted g; then
  section "g. Threads and parts (bench/scale.sh): dlx -j 1 against -j 2, and the work --part adds"
  BUILD=$build SCALE_RUNS=$runs bash bench/scale.sh || fail "bench/scale.sh: a wrong count (above)"
fi
# Multiplicities (Knuth's Algorithm M): bicoverings (OEIS A002718) and two queens in every row
# and column with at most two on each diagonal (no OEIS entry: the count is DLX3's, which the
# runs of build/dlx must match; equal node counts show that both branch alike).
bounded_benchmarks=(
  "bicoverings-7 bicoverings:7 424400"   # OEIS A002718
  "two-per-line-8 two_per_line:8 477136" # Knuth's DLX3 on the same input
)
if wanted h; then
  section "h. Multiplicities side by side with DLX3: whole processes, CPU seconds, median of $runs runs alternating"
  printf '%-17s %9s %9s %9s %9s %12s %12s\n' problem solutions "ours s" "dlx3 s" "dlx3/ours" "ours nodes" "dlx3 nodes"
  for item in "${bounded_benchmarks[@]}"; do
    read -r name input expected <<< "$item"
    file=$work/$name.dlx
    read -r -a generator <<< "${input//:/ }"
    "$build/puzzles/${generator[0]}" "${generator[@]:1}" > "$file" ||
      { fail "build/puzzles/${generator[0]} failed"; continue; }
    list=(ours)
    [ -n "$dlx3" ] && list+=(dlx3)
    time_problem "$name" "$file" "$expected" "${list[@]}"
    printf '%-17s %9s %9s %9s %9s %12s %12s %s\n' "$name" "${count[$name ours]}" \
      "$(fmt_seconds "${seconds[$name ours]}")" "$(fmt_seconds "${seconds[$name dlx3]:-}")" \
      "$(r=$(ratio "${seconds[$name dlx3]:-}" "${seconds[$name ours]}"); echo "${r:+${r}x}")" \
      "${nodes[$name ours]}" "${nodes[$name dlx3]:--}" \
      "$(r=$(ratio "${wall[$name dlx3]:-}" "${wall[$name ours]}"); echo "${r:+(${r}x wall)}")"
  done
  echo "DLX3: Knuth's CWEB program, gcc -O2; ours -O2 -g. A count of ours other than the known one"
  echo "fails the run; DLX3's is only reported."
fi
if wanted i; then
  section "i. Sizes (bench/sizes.sh): 16x16 and 25x25 at limit 2, beside gss"
  BUILD=$build PEERS=$peers BENCH_RUNS=${SIZES_RUNS:-1} bash bench/sizes.sh ||
    fail "bench/sizes.sh: a wrong answer (above)"
fi
if wanted j; then
  section "j. Generation (bench/generate.sh): sudoku --generate beside qqwing --generate"
  BUILD=$build GENERATE_RUNS=$runs bash bench/generate.sh ||
    fail "bench/generate.sh: a puzzle of ours not unique or not minimal (above)"
fi
if wanted k; then
  section "k. Rating (bench/rating.sh): our levels against QQWing's"
  BUILD=$build bash bench/rating.sh || fail "bench/rating.sh failed (above)"
fi
if wanted l; then
  section "l. First solutions with randomised restarts (bench/first_solution.c)"
  "$build/bench/first_solution" "${RESTART_SEEDS:-10}" "${RESTART_NODE_BUDGET:-20000000}" all \
    "${RESTART_SECONDS:-10}"
  for seed in 1 2 3; do
    start=$(date +%s.%N)
    timeout 120 "$build/sudoku" --generate=1 --variant=x,anti-knight --seed="$seed" >/dev/null ||
      fail "sudoku --generate=1 --variant=x,anti-knight --seed=$seed failed or took over 120 s"
    printf 'sudoku --generate=1 --variant=x,anti-knight --seed=%s: %.2f s\n' "$seed" \
      "$(echo "$(date +%s.%N) - $start" | bc)"
  done
  # Large grids: the full grid comes from a pattern above 36x36, the emptying from the singles'
  # proofs above 16x16 (sudoku/generator_singles.h); each puzzle is counted again here.
  for size in 25 36 49 64; do
    start=$(date +%s.%N)
    timeout 120 "$build/sudoku" --generate=1 --seed=1 --size="$size" > "$work/generated-$size.txt" ||
      fail "sudoku --generate=1 --size=$size failed or took over 120 s"
    seconds=$(echo "$(date +%s.%N) - $start" | bc)
    count=$("$build/sudoku" -l 2 "$work/generated-$size.txt" | head -n 1)
    [ "$count" = 1 ] || fail "sudoku --generate=1 --size=$size: its puzzle counts $count"
    givens=$(grep -v ':' "$work/generated-$size.txt" | awk '
      NF > 1 { for (i = 1; i <= NF; i++) if ($i != ".") n++; next }
      { line = $0; gsub(/[.]/, "", line); n += length(line) }
      END { print n + 0 }')
    printf 'sudoku --generate=1 --size=%s: %.2f s, %s givens of %s cells, unique\n' "$size" \
      "$seconds" "$givens" "$((size * size))"
  done
  # Requests the generator refuses or gives up on (issue 18, items 1 and 3): each must end within
  # seconds with its status (2: refused, 5: no such puzzle or the work bound ran out).
  while read -r expected request; do
    start=$(date +%s.%N)
    # shellcheck disable=SC2086
    timeout 120 "$build/sudoku" --generate=1 --seed=1 $request > /dev/null 2>&1
    status=$?
    [ "$status" = "$expected" ] ||
      fail "sudoku --generate=1 $request: status $status, expected $expected"
    printf 'sudoku --generate=1 %-40s status %s in %.2f s\n' "$request" "$status" \
      "$(echo "$(date +%s.%N) - $start" | bc)"
  done << 'REQUESTS'
5 --size=4 --variant=anti-king
5 --size=3 --variant=x
5 --variant=x,anti-king,non-consecutive
2 --size=16 --givens=5
2 --givens=0
5 --size=16 --givens=20
5 --size=16 --difficulty=simple
REQUESTS
fi
if wanted m; then
  section "m. The choice of representation (bench/choice.sh): auto against links and bitset"
  BUILD=$build CHOICE_RUNS=$runs bash bench/choice.sh || fail "bench/choice.sh: a wrong count (above)"
fi
if wanted n; then
  section "n. Explanations, hints and size detection (bench/explain.sh)"
  BUILD=$build BENCH_RUNS=$runs bash bench/explain.sh || fail "bench/explain.sh (above)"
fi
if wanted tdoku; then
  section "tdoku. The library beside tdoku and kudoku, processor time (bench/tdoku.sh)"
  BUILD=$build TDOKU_RUNS=$runs PEERS=$peers bash bench/tdoku.sh || fail "bench/tdoku.sh: a wrong answer (above)"
fi
if wanted judge; then
  section "judge. The SUDOGOB single file (bench/judge.sh) against build/sudoku, the same input"
  BUILD=$build JUDGE_RUNS=$runs bash bench/judge.sh || fail "bench/judge.sh: different answers (above)"
fi
if wanted killer; then
  section "killer. Killer sudoku (bench/killer.sh): 9x9 killers at limit 2 beside z3; the encodings of cages"
  BUILD=$build KILLER_RUNS=$runs bash bench/killer.sh || fail "bench/killer.sh: a wrong count (above)"
fi
if wanted python; then
  section "python. Python (bench/python.sh): libdlx against dlx -c and sudoku, and against Python peers"
  bash bench/python.sh "$build" "$peers" "$runs" || fail "the Python package gave a wrong answer"
fi
if wanted web; then
  section "web. The WebAssembly build in Node (web/bench/wasm_bench.mjs): against native and npm peers"
  if [ -f "$build/web/package/engine.js" ] && command -v node > /dev/null; then
    BENCH_RUNS=$runs node web/bench/wasm_bench.mjs "$build" "${NPM_PEERS:-/tmp/npm-peers}" ||
      fail "web/bench/wasm_bench.mjs: a wrong count of ours (above)"
  else
    echo "not run: the wasm build is missing (make wasm) or node is"
  fi
fi
if wanted memo; then
  section "memo. The memo (bench/memo.sh): dlx --memo beside DLX6, --memo=auto, --zdd"
  BUILD=$build PEERS=$peers MEMO_RUNS=${MEMO_RUNS:-5} bash bench/memo.sh || fail "bench/memo.sh: a wrong count (above)"
fi
if wanted cost; then
  section "cost. The cheapest solutions (bench/cost.sh): dlx --min-cost beside Knuth's DLX5"
  BUILD=$build PEERS=$peers RUNS=$runs bash bench/cost.sh || fail "bench/cost.sh: a wrong optimum (above)"
fi
if wanted polyform; then
  section "polyform. Packing puzzles (bench/polyform.sh): polyform beside Knuth's pipeline and polyomino"
  BUILD=$build PEERS=$peers RUNS=$runs bash bench/polyform.sh || fail "bench/polyform.sh: a wrong count (above)"
fi
echo
echo "load:     $(load) at the end (1, 5, 15 min averages)"
echo "A MISSED target or a missing peer is reported only; wrong answers or counts of ours make"
echo "this script fail."
if [ $failed != 0 ]; then
  echo "run.sh: FAILED (see the FAILED lines above)"
  exit 1
fi
