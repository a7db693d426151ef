#!/usr/bin/env bash
# Checks the parallel and split counts of build/dlx on the exact-cover examples of puzzles/ and on
# the n-queens problems of build/puzzles/queens, against the serial count of the same build (which
# tests/verify_puzzles.sh holds to the literature):
#   (a) `dlx -c -j T` for T = 1 .. 8 gives the serial count;
#   (b) `dlx --part=I/N` for I = 1 .. N, merged with `dlx --merge`, gives it for N = 1 .. 7;
#   (c) --merge refuses a part missing, a part repeated, a partial part, a part of another problem
#       and a part of another split, each with exit status 1 and a message naming the line, and
#       sums 1000 parts past 2^64 exactly;
#   (d) examples/slurm-count.sh, run as a SLURM array of 3 tasks would run it, gives it too;
#   (e) when GNU parallel is installed, 16 parts run by `parallel --sshlogin :` (this machine)
#       and merged give the serial count.
# The examples that take about a second or more serially (the pentominoes boards, dominoes 8x8,
# queens 14) get T = 2 and N = 3 only, to keep make check short (and none in a sanitized build,
# BUILD_DIR build/sanitize); SCALE_FULL=1 runs every T and N on them too. Then --timeout and
# SIGINT must stop a search on 2 threads with a partial count, as they stop a serial one.
# Prints "ok NAME ..." or "FAIL NAME: ..." per case, then "scale: P passed, F failed";
# exits 1 on a failure.
#   tests/verify_scale.sh [BUILD_DIR]     (default build)
set -uo pipefail
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=$root/${1:-build}
dlx=$build_dir/dlx
examples=$root/puzzles/exact-cover
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ ! -x "$dlx" ]; then
  fail "verify_scale.sh: $dlx is missing; run make first"
  summary scale
  exit
fi

# Merges the parts 1 .. N of FILE, each run as its own process; prints the merged count.
merged_count() { # FILE N
  local part
  for part in $(seq 1 "$2"); do
    "$dlx" --part="$part/$2" "$1" || return 1
  done > "$work/parts"
  "$dlx" -c --merge "$work/parts"
}

check_example() { # NAME FILE THREADS... -- PARTS...
  local name=$1 file=$2 serial count threads parts mismatches=""
  shift 2
  if ! serial=$("$dlx" -c "$file" 2> "$work/err"); then
    fail "$name: serial count failed: $(head -c 300 "$work/err")"
    return
  fi
  while [ "$1" != -- ]; do
    threads=$1
    shift
    count=$("$dlx" -c -j "$threads" "$file" 2>&1) || count="failed: $count"
    [ "$count" = "$serial" ] || mismatches+=" -j $threads gave $count;"
  done
  shift
  for parts in "$@"; do
    count=$(merged_count "$file" "$parts" 2>&1) || count="failed: $count"
    [ "$count" = "$serial" ] || mismatches+=" $parts parts gave $count;"
  done
  if [ -n "$mismatches" ]; then
    fail "$name: serial $serial, but$mismatches"
  else
    pass "$name $serial (every thread count and split agrees)"
  fi
}

all_threads=(1 2 3 4 5 6 7 8)
all_parts=(1 2 3 4 5 6 7)
for file in "$examples"/*.dlx; do
  name=$(basename "$file" .dlx)
  case $name in
    pentominoes-[456]x* | dominoes-8x8 | queens-14)
      if [[ $build_dir == *sanitize* ]]; then
        echo "skip $name (a minute or more under the sanitizers; the other examples run the same code)"
      elif [ -n "${SCALE_FULL:-}" ]; then
        check_example "$name" "$file" "${all_threads[@]}" -- "${all_parts[@]}"
      else
        check_example "$name" "$file" 2 -- 3
      fi
      ;;
    *) check_example "$name" "$file" "${all_threads[@]}" -- "${all_parts[@]}" ;;
  esac
done
for n in 1 2 3 4 5 6 9 10; do
  if "$build_dir/puzzles/queens" "$n" > "$work/queens.dlx" 2> /dev/null; then
    check_example "queens-$n-on-the-fly" "$work/queens.dlx" "${all_threads[@]}" -- "${all_parts[@]}"
  else
    fail "queens-$n-on-the-fly: build/puzzles/queens $n failed"
  fi
done

# The nodes of a search spread over threads, or over parts, add up to the nodes of the serial
# search: the expected number is the serial run's own. With the links only: the bitset's inferences
# adapt to what each subtree meets, so its nodes may differ. The searches without symmetry, which
# parts do not use (the counts with it are checked above).
nodes_in() { grep -oE '[0-9]+ nodes' "$1" | head -1 | cut -d' ' -f1; }
check_nodes_add_up() { # NAME FILE
  local name=$1 file=$2 serial nodes threads parts part mismatches=""
  "$dlx" -c --stats --representation=links --symmetry=off --memo=off "$file" > /dev/null 2> "$work/err"
  serial=$(nodes_in "$work/err")
  if [ -z "$serial" ]; then
    fail "$name nodes: the serial search printed no node count: $(head -c 300 "$work/err")"
    return
  fi
  for threads in 2 4; do
    "$dlx" -c --stats --representation=links --symmetry=off --memo=off -j "$threads" "$file" > /dev/null \
      2> "$work/err"
    nodes=$(nodes_in "$work/err")
    [ "$nodes" = "$serial" ] || mismatches+=" -j $threads visited ${nodes:-no} nodes;"
  done
  for parts in 3 7; do
    for part in $(seq "$parts"); do
      "$dlx" --representation=links --symmetry=off --memo=off --part="$part/$parts" "$file" > "$work/nodes-part-$part"
    done
    nodes=$(cat "$work/nodes-part-"[1-"$parts"] | sed -n 's/.*"nodes":\([0-9]*\).*/\1/p' |
      awk '{ sum += $1 } END { print sum }')
    [ "$nodes" = "$serial" ] || mismatches+=" the $parts parts visited ${nodes:-no} nodes;"
    "$dlx" --merge --stats "$work/nodes-part-"[1-"$parts"] > /dev/null 2> "$work/err"
    nodes=$(nodes_in "$work/err")
    [ "$nodes" = "$serial" ] || mismatches+=" --merge of $parts parts says ${nodes:-no} nodes;"
    rm -f "$work/nodes-part-"*
  done
  if [ -n "$mismatches" ]; then
    fail "$name nodes: the serial search visited $serial, but$mismatches"
  else
    pass "$name nodes: $serial, serial, on 2 and 4 threads and in 3 and 7 parts"
  fi
}
for name in langford-12 queens-8 pentominoes-3x20 colors; do
  check_nodes_add_up "$name" "$examples/$name.dlx"
done

# --timeout and SIGINT stop every thread: a partial count, the cause on stderr, the exit status.
long_problem=$examples/pentominoes-6x10.dlx
# (the plain search: with symmetry, 2 threads count the pentominoes in about 0.25 s)
"$dlx" -c -j 2 --timeout=0.3 --symmetry=off --memo=off "$long_problem" > "$work/out" 2> "$work/err"
status=$?
if [ "$status" = 5 ] && grep -qE '^[0-9]+$' "$work/out" && [ "$(cat "$work/out")" -lt 9356 ] &&
  grep -q 'search stopped by --timeout' "$work/err"; then
  pass "-j 2 --timeout=0.3 stops with a partial count: $(cat "$work/out")"
else
  fail "-j 2 --timeout=0.3: status $status, output '$(head -c 100 "$work/out")', $(head -c 200 "$work/err")"
fi
"$dlx" -j 2 "$long_problem" > "$work/out" 2> "$work/err" &
pid=$!
sleep 0.5
kill -INT "$pid"
wait "$pid"
status=$?
if [ "$status" = 130 ] && grep -qE '^at least [0-9]+ solutions? \(search stopped by SIGINT\)$' "$work/out" &&
  grep -q 'search stopped by SIGINT' "$work/err"; then
  pass "-j 2 stopped by SIGINT: $(tail -1 "$work/out")"
else
  fail "-j 2 and SIGINT: status $status, output '$(tail -1 "$work/out")', $(head -c 200 "$work/err")"
fi
# (half the pentominoes' plain tree, 1.5 million nodes: on 2 threads of a quiet machine it ended
# within 0.3 s once, so the timeout is shorter here)
"$dlx" --part=1/2 -j 2 --timeout=0.05 --symmetry=off "$long_problem" > "$work/out" 2> "$work/err"
status=$?
if [ "$status" = 5 ] && grep -q '"complete":false}$' "$work/out" &&
  grep -q 'part 1/2 stopped by --timeout' "$work/err"; then
  pass "--part=1/2 -j 2 --timeout=0.05 prints a partial result line"
else
  fail "--part=1/2 --timeout: status $status, output '$(head -c 200 "$work/out")', $(head -c 200 "$work/err")"
fi

# The empty 4x4 sudoku of puzzles/generators/empty_sudoku.c: 288 grids (OEIS A107739).
if "$build_dir/puzzles/empty_sudoku" 2 2 > "$work/sudoku.dlx" 2> /dev/null &&
  [ "$("$dlx" -c "$work/sudoku.dlx")" = 288 ]; then
  check_example "empty_sudoku-2x2" "$work/sudoku.dlx" "${all_threads[@]}" -- "${all_parts[@]}"
else
  fail "empty_sudoku-2x2: build/puzzles/empty_sudoku 2 2 failed or does not count 288"
fi

# The merge refuses what would lose or double count anything. Each case: NAME, the lines to merge
# (from the parts of queens-8 split in 3, or other results), the message expected on stderr.
problem=$examples/queens-8.dlx
for part in 1 2 3; do "$dlx" --part="$part/3" "$problem" > "$work/part$part"; done
"$dlx" --part=2/3 "$examples/langford-7.dlx" > "$work/foreign"
"$dlx" --part=2/4 "$problem" > "$work/other-split"
"$dlx" --part=2/3 --max-nodes=5 "$problem" > "$work/partial" 2> /dev/null
echo '{"part":2,"parts":3}' > "$work/malformed"
refuses() { # NAME EXPECTED_MESSAGE FILE...
  local name=$1 expected=$2
  shift 2
  if "$dlx" --merge "$@" > "$work/out" 2> "$work/err"; then
    fail "merge refuses $name: it accepted, printing $(cat "$work/out")"
  elif [ $? -ne 1 ] || [ -s "$work/out" ] || ! grep -qE -- "$expected" "$work/err"; then
    fail "merge refuses $name: status, output or message wrong: $(head -c 300 "$work/err")"
  else
    pass "merge refuses $name: $(head -1 "$work/err")"
  fi
}
refuses "a missing part" "1 of the 3 parts is missing: 2$" "$work/part1" "$work/part3"
refuses "a repeated part" "part1:1: part 1/3 repeated" "$work/part1" "$work/part2" "$work/part3" \
  "$work/part1"
refuses "a partial part" "partial:1: part 2/3 is partial" "$work/part1" "$work/partial" \
  "$work/part3"
refuses "a part of another problem" "foreign:1: part 2/3 is of another problem" "$work/part1" \
  "$work/foreign" "$work/part3"
refuses "a part of another split" "other-split:1: part 2/4 is of a split into 4 parts" \
  "$work/part1" "$work/other-split" "$work/part2" "$work/part3"
refuses "a malformed line" "malformed:1: not a result line" "$work/part1" "$work/malformed" \
  "$work/part2" "$work/part3"
refuses "nothing at all" "no result line" /dev/null
if count=$(cat "$work/part3" "$work/part1" "$work/part2" | "$dlx" --merge) &&
  [ "$count" = "92 solutions" ]; then
  pass "merge of the three parts in any order from standard input: $count"
else
  fail "merge of the three parts of queens-8: got '$count', expected '92 solutions'"
fi

# --merge sums exactly past 2^64: 1000 complete parts, every other one of 2^64-1 solutions and
# nodes, the others random numbers of up to 19 digits; the expected sums come from a decimal adder
# of strings written here in awk, independent of the command's arithmetic.
awk 'BEGIN {
  srand(18); max = "18446744073709551615"
  for (part = 1; part <= 1000; part++) {
    if (part % 2) { solutions = max; nodes = max } else { solutions = digits(); nodes = digits() }
    printf "{\"part\":%d,\"parts\":1000,\"problem\":\"00000000000000aa\",", part
    printf "\"solutions\":%s,\"nodes\":%s,\"complete\":true}\n", solutions, nodes
  }
}
function digits(   text, k, length_) {
  length_ = 1 + int(rand() * 19); text = 1 + int(rand() * 9)
  for (k = 1; k < length_; k++) text = text int(rand() * 10)
  return text
}' > "$work/wide-parts"
decimal_sum() { # FIELD: the sum of that field of the lines of $work/wide-parts, in decimal
  sed -n "s/.*\"$1\":\([0-9]*\).*/\1/p" "$work/wide-parts" | awk '
    function add(a, b,   result, carry, k, digit, la, lb) {
      result = ""; carry = 0; la = length(a); lb = length(b)
      for (k = 0; k < la || k < lb || carry; k++) {
        digit = carry + (k < la ? substr(a, la - k, 1) : 0) + (k < lb ? substr(b, lb - k, 1) : 0)
        result = (digit % 10) result; carry = int(digit / 10)
      }
      return result
    }
    { sum = add(sum == "" ? "0" : sum, $0) } END { print sum }'
}
expected_solutions=$(decimal_sum solutions)
expected_nodes=$(decimal_sum nodes)
if count=$("$dlx" -c --stats --merge "$work/wide-parts" 2> "$work/err") &&
  [ "$count" = "$expected_solutions" ] &&
  [ "$(cat "$work/err")" = "dlx: $expected_solutions solutions, $expected_nodes nodes in all parts" ]; then
  pass "merge of 1000 parts sums past 2^64 exactly: $count"
else
  fail "merge past 2^64: got '$count' and '$(cat "$work/err")', expected $expected_solutions and $expected_nodes nodes"
fi

# examples/slurm-count.sh, run as the three tasks of a SLURM array would run it.
mkdir -p "$work/slurm"
for part in 1 2 3; do
  SLURM_ARRAY_TASK_ID=$part SLURM_ARRAY_TASK_COUNT=3 SLURM_CPUS_PER_TASK=2 DLX=$dlx \
    bash "$root/examples/slurm-count.sh" "$examples/latin-5.dlx" "$work/slurm" 2> "$work/err"
done
if count=$("$dlx" -c --merge "$work/slurm"/part-*.json 2>&1) && [ "$count" = 161280 ]; then
  pass "examples/slurm-count.sh as a 3-task array on latin-5: $count"
else
  fail "examples/slurm-count.sh as a 3-task array on latin-5: got '$count', expected 161280"
fi

# GNU parallel, 16 jobs on this machine as if it were a remote host (--sshlogin :).
if command -v parallel > /dev/null; then
  file=$examples/latin-5.dlx
  serial=$("$dlx" -c "$file")
  if count=$(parallel --will-cite --sshlogin 2/: "$dlx" --part={}/16 "$file" ::: $(seq 1 16) |
    "$dlx" -c --merge) && [ "$count" = "$serial" ]; then
    pass "GNU parallel over 16 parts of latin-5: $count"
  else
    fail "GNU parallel over 16 parts of latin-5: got '$count', expected $serial"
  fi
else
  echo "skip GNU parallel is not installed (make test-deps installs it)"
fi

summary scale
