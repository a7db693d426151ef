#!/usr/bin/env bash
# judge/amalgamate.py refuses sources that would make a broken single file, each with a message
# naming the fault: run on copies of dlx/, sudoku/ and judge/, each broken in one way (a used
# function no longer defined, one defined twice, a header without its include guard, two headers
# sharing one, a change of judge/judge.ch that no longer applies) and with a size limit the file
# exceeds. The untouched copy generates, each of its headers written once. Ends with "N passed, N failed".
#   tests/judge_generation_test.sh       (PYTHON: the interpreter, default /usr/bin/python3)
set -uo pipefail
. "$(dirname "$0")/lib.sh"
here=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fresh_copy() {
  rm -rf "$work/tree"
  mkdir -p "$work/tree"
  cp -r "$here/dlx" "$here/sudoku" "$here/judge" "$work/tree/"
}

generate() { # generate [OPTION...]: status and standard error of the generator on the copy
  "$python" "$work/tree/judge/amalgamate.py" --root="$work/tree" --judge=sudogob "$@" \
    "$work/out.c" > /dev/null 2> "$work/err"
}

# break FILE SED_SCRIPT: applies the edit to the copy's FILE; fails the check when it changed
# nothing (the source moved on: this test must follow it, or it would pass without testing).
break_source() {
  cp "$work/tree/$1" "$work/before"
  sed -i "$2" "$work/tree/$1"
  if cmp -s "$work/before" "$work/tree/$1"; then
    fail "the edit '$2' changes nothing in $1: update tests/judge_generation_test.sh"
    return 1
  fi
}

# refused NAME MESSAGE_PATTERN [OPTION...]: the generator fails, saying MESSAGE_PATTERN.
refused() {
  local name=$1 pattern=$2
  shift 2
  generate "$@"
  local status=$?
  if [ "$status" -eq 1 ] && grep -q -- "$pattern" "$work/err" && [ ! -e "$work/out.c" ]; then
    pass "$name refused: $(head -1 "$work/err")"
  else
    fail "$name: status $status (expected 1), message '$(head -1 "$work/err")' (expected '$pattern')"
  fi
}

fresh_copy
if generate --long-names --max-bytes=100000000; then
  pass "the sources as they are generate"
  # every header once: the typedef of the grid and of the solver's status appear once each
  for declaration in 'typedef struct sudoku_grid{' 'typedef enum dlx_status{'; do
    count=$(grep -o -F -- "$declaration" "$work/out.c" | wc -l)
    verdict "'$declaration' written once" $((count != 1)) "written $count times"
  done
else
  fail "the sources as they are do not generate: $(head -3 "$work/err")"
fi
rm -f "$work/out.c"

fresh_copy
break_source sudoku/sudoku.c 's/^dlx_status sudoku_solve(/dlx_status sudoku_solve_renamed(/' &&
  refused "a used function defined nowhere" "sudoku_solve is declared in sudoku/sudoku.h and used, but no source defines it"

fresh_copy
break_source sudoku/symbols.c '$a unsigned sudoku_geometry_side(const sudoku_geometry *geometry) { return 9; }' &&
  refused "a function defined in two files" "sudoku_geometry_side is defined twice"

fresh_copy
break_source sudoku/grid.h '/^#ifndef SUDOKU_GRID_H$/d; /^#define SUDOKU_GRID_H$/d; $d' &&
  refused "a header without include guard" "sudoku/grid.h: no include guard"

fresh_copy
break_source sudoku/symbols.h 's/SUDOKU_SYMBOLS_H$/SUDOKU_GRID_H/' &&
  refused "two headers with one guard" "share the include guard SUDOKU_GRID_H"

fresh_copy
refused "a file over the size limit" "more than the 20000 a judge accepts" --max-bytes=20000

# The change file (judge/judge.ch): a source that moved on under a change, a change that names a
# file the judges never read, and a change without its @y are refused, naming the change's line.
fresh_copy
break_source dlx/planner.c 's/run_counting_search(dlx_solver \*solver,/run_counting_search(dlx_solver *the_solver,/' &&
  refused "a source changed under a change" "judge.ch:[0-9]*: the lines to change are not in dlx/planner.c"

fresh_copy
break_source judge/judge.ch '$a @x dlx/no_such_file.c\nint x;\n@y\n@z' &&
  refused "a change to a file never read" "judge.ch:[0-9]*: a change to dlx/no_such_file.c, which the judges' files never read"

fresh_copy
break_source judge/judge.ch '0,/^@y$/{/^@y$/d}' &&
  refused "a change without its @y" "judge.ch:[0-9]*: the change has no @y"

summary judge-generation
