#!/usr/bin/env bash
# The single files of make judge (BUILD/judge/NAME.c), each taken as an online judge takes it:
# under 50,000 bytes, no threads, compiled with gcc -O2 (plain, -ansi, -std=c99, -std=gnu11) and
# clang -O2, each time with -Wall -Wextra -Werror and -lm alone, then run on its judge's sample
# (puzzles/judges/NAME.in): byte for byte the expected answer (NAME.out) and the sudoku command's
# answer in that judge's style; and on serg-multi (puzzles with several solutions) the command's
# answer too. A bad line ends the run with status 1 and the line's number, the puzzles before it
# answered. SUDOGOB's file then answers every 9x9 collection of puzzles/sudoku against its counts,
# through tests/verify_counts.sh. Ends with "N passed, N failed".
#   tests/judge_test.sh BUILD
set -uo pipefail
. "$(dirname "$0")/lib.sh"
build=${1:?usage: judge_test.sh BUILD}
here=$(cd "$(dirname "$0")/.." && pwd)
samples=$here/puzzles/judges
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

JUDGE_SIZE_LIMIT=50000 # SPOJ's limit on a source, the smallest of the five judges'
declare -A style=([sudogob]=count [uva10957]=verdict [hoj2306]=scenario [acwing166]=line [qmark]=grid)
# -ansi: C90, as UVa documents its C compiler (gcc -lm -lcrypt -O2 -pipe -ansi -DONLINE_JUDGE)
compilers=("gcc -O2" "gcc -O2 -ansi" "gcc -O2 -std=c99" "gcc -O2 -std=gnu11")
if command -v clang >/dev/null; then
  compilers+=("clang -O2")
else
  echo "clang is missing (make test-deps installs it): the files are compiled with gcc alone"
fi

gzip -dc "$here/puzzles/sudoku/serg-multi.txt.gz" > "$work/serg-multi.txt"
for judge in sudogob uva10957 hoj2306 acwing166 qmark; do
  file=$build/judge/$judge.c
  if [ ! -f "$file" ]; then
    fail "$judge: $file is missing (make judge writes it)"
    continue
  fi
  size=$(wc -c < "$file")
  if [ "$size" -lt "$JUDGE_SIZE_LIMIT" ]; then
    pass "$judge: $size bytes"
  else
    fail "$judge: $file is $size bytes, not under $JUDGE_SIZE_LIMIT"
  fi
  if grep -q 'pthread\|<threads.h>' "$file"; then fail "$judge: $file names threads"; else pass; fi

  "$build/sudoku" --format="${style[$judge]}" "$samples/$judge.in" > "$work/command.out"
  for compiler in "${compilers[@]}"; do
    binary=$work/$judge
    if ! $compiler -Wall -Wextra -Werror -o "$binary" "$file" -lm 2> "$work/compiler.err"; then
      fail "$judge: $compiler -Wall -Wextra -Werror:"
      head -5 "$work/compiler.err"
      continue
    fi
    pass
    if nm -u "$binary" | grep -q pthread; then fail "$judge ($compiler): the binary calls pthread"; fi
    "$binary" < "$samples/$judge.in" > "$work/judge.out" 2> "$work/judge.err"
    status=$?
    if [ "$status" -eq 0 ] && [ ! -s "$work/judge.err" ] && cmp -s "$work/judge.out" "$samples/$judge.out" &&
      cmp -s "$work/judge.out" "$work/command.out"; then
      pass "$judge ($compiler): the sample's answer, byte for byte"
    else
      fail "$judge ($compiler): status $status on the sample, or an answer other than $judge.out and sudoku's:"
      diff "$samples/$judge.out" "$work/judge.out" | head -5
      head -3 "$work/judge.err"
    fi
  done

  # serg-multi's 10,000 puzzles, most with several solutions: the styles that print the first
  # solution found print the command's, found by the same search (SUDOGOB's exact counts are
  # checked against the counts files below).
  if [ "$judge" != sudogob ]; then
    "$binary" < "$work/serg-multi.txt" > "$work/judge.out" 2> /dev/null
    "$build/sudoku" --format="${style[$judge]}" "$work/serg-multi.txt" > "$work/command.out"
    if cmp -s "$work/judge.out" "$work/command.out"; then
      pass "$judge: serg-multi answered as sudoku --format=${style[$judge]} answers it"
    else
      fail "$judge: serg-multi answered otherwise than by sudoku --format=${style[$judge]}:"
      diff "$work/command.out" "$work/judge.out" | head -5
    fi
  fi

  # A puzzle, then a line that is no grid: the first answered, then the line named, status 1.
  { head -1 "$samples/acwing166.in"; echo "12345"; } > "$work/bad.in"
  "$build/sudoku" --format="${style[$judge]}" - < "$work/bad.in" > "$work/command.out" 2> /dev/null
  "$binary" < "$work/bad.in" > "$work/judge.out" 2> "$work/judge.err"
  status=$?
  if [ "$status" -eq 1 ] && grep -q '^line 2: ' "$work/judge.err" &&
    cmp -s "$work/judge.out" "$work/command.out" && [ -s "$work/judge.out" ]; then
    pass "$judge: a bad line 2 answered as $(head -1 "$work/judge.err")"
  else
    fail "$judge: status $status (expected 1) on a bad line 2, or the first puzzle unanswered: $(head -1 "$work/judge.err")"
  fi

  # A first line of ten cells with no second row to make it a 10x10: the command reads it as the
  # judge does, a bad 9x9 row, and both name the same bad cell.
  for garbage in 'A\x8fB.......' 'AxB.......'; do
    printf "$garbage\n" > "$work/garbage.in"
    command_message=$("$build/sudoku" - < "$work/garbage.in" 2>&1 > /dev/null | sed 's/^sudoku: <stdin>:1: //')
    judge_message=$("$binary" < "$work/garbage.in" 2>&1 > /dev/null | sed 's/^line 1: //')
    if [ -n "$judge_message" ] && [ "$judge_message" = "$command_message" ]; then
      pass "$judge: first line $garbage: $judge_message"
    else
      fail "$judge: first line $garbage: the judge says '$judge_message', the command '$command_message'"
    fi
  done
done

# SUDOGOB's file on the collections, as the command is checked by make counts: verify_counts.sh
# calls it with --format=count (which a judge's file, reading no option, passes over) and asks its
# --help whether it reads --size (it does not: the 16x16 and 25x25 sets are skipped).
if [ -x "$work/sudogob" ]; then
  printf '#!/bin/sh\n[ "$1" = --help ] && exit 0\nexec "%s"\n' "$work/sudogob" > "$work/sudogob-as-command"
  chmod +x "$work/sudogob-as-command"
  COUNTS_COMMAND_NAME="SUDOGOB's file" bash "$here/tests/verify_counts.sh" \
    "$work/sudogob-as-command" > "$work/counts.log" 2>&1
  status=$?
  grep -v 'passed, [0-9]* failed$' "$work/counts.log"
  verdict "sudogob on the collections" "$status" "a count or solution differs from the counts files"
fi

# The files run the command's search: the same nodes on every bundled 9x9 collection, counted by
# the engine and reader of a file generated as SUDOGOB's is, with a main that prints the totals of
# `sudoku --stats` (tests/judge_nodes_main.c).
nodes_file=$work/judge_nodes.c
if "${PYTHON:-/usr/bin/python3}" "$here/judge/amalgamate.py" --max-bytes=0 \
  --main=tests/judge_nodes_main.c --judge=sudogob "$nodes_file" > /dev/null &&
  gcc -O2 -o "$work/judge_nodes" "$nodes_file" -lm; then
  for set in 17-clue serg-multi top1465 forum-hardest-1106 forum-hardest-11plus top95 hard20 \
    norvig-hardest; do
    input=$here/puzzles/sudoku/$set.txt
    if [ -f "$input.gz" ]; then gzip -dc "$input.gz" > "$work/$set.txt"; else cp "$input" "$work/$set.txt"; fi
    file_totals=$("$work/judge_nodes" < "$work/$set.txt")
    command_totals=$("$build/sudoku" --stats "$work/$set.txt" 2>&1 > /dev/null | sed 's/^sudoku: //; s/ nodes,.*/ nodes/')
    if [ -n "$file_totals" ] && [ "$file_totals" = "$command_totals" ]; then
      pass "the file's search on $set: $file_totals, as sudoku's"
    else
      fail "the file's search on $set: '$file_totals', sudoku's: '$command_totals'"
    fi
  done
else
  fail "judge/amalgamate.py --main=tests/judge_nodes_main.c: no file, or it does not compile"
fi

summary judge
