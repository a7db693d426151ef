#!/usr/bin/env bash
# Command-line golden tests. Each case in tests/cli/cases is a set of files sharing a name:
#   NAME.args    the arguments, as shell words (file names are relative to tests/cli/cases)
#   NAME.stdin   standard input (optional; otherwise standard input is empty)
#   NAME.out       the exact expected standard output, or
#   NAME.contains  lines that standard output must contain, each as it stands
#   NAME.err       the exact expected standard error (optional; otherwise it must be empty), or
#   NAME.errmatch  an extended regular expression that standard error must match, whole
#   NAME.status  the expected exit status (optional; otherwise 0)
# The command under test is the first argument; the program is named after it in messages.
# Last, every line of the command's --help must fit in 80 columns.
# GOLDEN_WRAPPER, when set, is put before the command (e.g. "valgrind -q --error-exitcode=99").
#   tests/cli/run_golden.sh build/sudoku [CASE...]
set -uo pipefail
. "$(dirname "$0")/../lib.sh"
command=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
cases_dir=$(cd "$(dirname "$0")/cases" && pwd)
program=$(basename "$command")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ $# -eq 0 ]; then
  set -- $(cd "$cases_dir" && ls "$program"-*.args | sed 's/\.args$//')
fi

for name in "$@"; do
  stdin=/dev/null
  [ -f "$cases_dir/$name.stdin" ] && stdin=$cases_dir/$name.stdin
  expected_status=0
  [ -f "$cases_dir/$name.status" ] && expected_status=$(cat "$cases_dir/$name.status")
  expected_err=/dev/null
  [ -f "$cases_dir/$name.err" ] && expected_err=$cases_dir/$name.err
  eval "set -- $(cat "$cases_dir/$name.args")"
  # shellcheck disable=SC2086
  (cd "$cases_dir" && ${GOLDEN_WRAPPER:-} "$command" "$@" < "$stdin" > "$work/out" 2> "$work/err")
  status=$?
  problems=""
  if [ -f "$cases_dir/$name.contains" ]; then
    while IFS= read -r wanted; do
      grep -qF -- "$wanted" "$work/out" || problems+=" stdout(lacks '$wanted')"
    done < "$cases_dir/$name.contains"
  else
    cmp -s "$work/out" "$cases_dir/$name.out" || problems+=" stdout"
  fi
  if [ -f "$cases_dir/$name.errmatch" ]; then
    grep -qxE -f "$cases_dir/$name.errmatch" "$work/err" || problems+=" stderr(no match)"
  else
    cmp -s "$work/err" "$expected_err" || problems+=" stderr"
  fi
  [ "$status" = "$expected_status" ] || problems+=" status($status, expected $expected_status)"
  if [ -z "$problems" ]; then
    pass
  else
    fail "$name:$problems"
    [ -f "$cases_dir/$name.out" ] && diff "$cases_dir/$name.out" "$work/out" | head -5
    [ -f "$cases_dir/$name.errmatch" ] || diff "$expected_err" "$work/err" | head -5
  fi
done
# --help fits in an 80-column terminal.
wide_lines=$("$command" --help | awk 'length > 80 { print length ": " $0 }')
if [ -z "$wide_lines" ]; then
  pass
else
  fail "$program --help is wider than 80 columns:"
  echo "$wide_lines" | head -5
fi

summary "golden $program"
