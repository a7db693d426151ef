#!/usr/bin/env bash
# sudoku -j N answers as without -j, byte for byte. Checks:
#   - every sudoku golden case of tests/cli/cases again with -j 1, -j 2 and -j 4 added last (so
#     the sudoku-jobs-* cases, whose own -j is 2, 3 or 4, also run serially): the same standard
#     output, standard error (or errmatch) and exit status as the case expects;
#   - standard output and standard error merged keep their order with -j 4 as with -j 1: a
#     malformed grid in the middle of a file, a file that cannot be opened, partial answers;
#   - the counts and solutions of whole collections (more puzzles than the ring of -j 2 holds)
#     with -j 2 and -j 4 equal their counts files, made by an independent solver
#     (tests/verify_counts.sh);
#   - -j 0 (one thread per processor) gives the serial output;
#   - an answer comes out while the input is still open (streaming).
#   tests/cli/run_jobs.sh [BUILD_DIR]
set -uo pipefail
. "$(dirname "$0")/../lib.sh"
build=$(cd "${1:-build}" && pwd)
sudoku=$build/sudoku
here=$(cd "$(dirname "$0")/../.." && pwd)
cases_dir=$here/tests/cli/cases
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for args_file in "$cases_dir"/sudoku-*.args; do
  name=$(basename "$args_file" .args)
  stdin=/dev/null
  [ -f "$cases_dir/$name.stdin" ] && stdin=$cases_dir/$name.stdin
  expected_status=0
  [ -f "$cases_dir/$name.status" ] && expected_status=$(cat "$cases_dir/$name.status")
  for threads in 1 2 4; do
    eval "set -- $(cat "$args_file")"
    (cd "$cases_dir" && "$sudoku" "$@" -j "$threads" < "$stdin" > "$work/out" 2> "$work/err")
    status=$?
    problems=""
    if [ -f "$cases_dir/$name.contains" ]; then
      while IFS= read -r wanted; do
        grep -qF -- "$wanted" "$work/out" || problems+=" stdout"
      done < "$cases_dir/$name.contains"
    else
      cmp -s "$work/out" "$cases_dir/$name.out" || problems+=" stdout"
    fi
    if [ -f "$cases_dir/$name.errmatch" ]; then
      grep -qxE -f "$cases_dir/$name.errmatch" "$work/err" || problems+=" stderr"
    elif [ -f "$cases_dir/$name.err" ]; then
      cmp -s "$work/err" "$cases_dir/$name.err" || problems+=" stderr"
    else
      [ -s "$work/err" ] && problems+=" stderr"
    fi
    [ "$status" = "$expected_status" ] || problems+=" status $status"
    [ -z "$problems" ]
    verdict "$name -j $threads" $? "$problems"
  done
done

merged() { # threads, arguments...: standard output and error in the order they were written
  local threads=$1
  shift
  (cd "$cases_dir" && "$sudoku" -j "$threads" "$@" > "$work/merged-$threads" 2>&1)
  echo $? >> "$work/merged-$threads"
}
for arguments in "-f line sudoku-jobs-bad-middle.in no-such-file.in sudoku-styles.in" \
  "-f json --max-nodes=40 sudoku-jobs-mixed.in sudoku-bad-letter.in" \
  "-a -l 3 -f count sudoku-bad-letter.in sudoku-jobs-mixed.in"; do
  # shellcheck disable=SC2086
  merged 1 $arguments
  # shellcheck disable=SC2086
  merged 4 $arguments
  cmp -s "$work/merged-1" "$work/merged-4"
  verdict "order of stdout and stderr with -j 4: $arguments" $? \
    "$(diff "$work/merged-1" "$work/merged-4" | head -5)"
done

# The collections' counts files come from an independent solver (puzzles/README.md).
for threads in 2 4; do
  printf '#!/bin/sh\nexec "%s" -j %s "$@"\n' "$sudoku" "$threads" > "$work/sudoku-j$threads"
  chmod +x "$work/sudoku-j$threads"
  bash "$here/tests/verify_counts.sh" "$work/sudoku-j$threads" top1465 top95 hard20 \
    > "$work/counts" 2>&1
  verdict "collections' counts with -j $threads" $? "$(head -5 "$work/counts")"
done

gzip -dc "$here/puzzles/sudoku/top1465.txt.gz" > "$work/top1465.txt"
"$sudoku" -f line "$work/top1465.txt" > "$work/serial"
"$sudoku" -f line -j 0 "$work/top1465.txt" > "$work/all-cores"
cmp -s "$work/serial" "$work/all-cores"
verdict "-j 0 gives the serial output" $? "$(cmp "$work/serial" "$work/all-cores")"

# Streaming: an answer is written as soon as it and every one before it are ready, while the
# input is still open, not when it ends.
easy=3.6..25......38...7.8.16.9...7..386.82..7..45.631..9...7.35.6.2...82......29..7.4
{ echo "$easy"; sleep 5; } | "$sudoku" -j 2 -f line > "$work/streamed" &
pid=$!
for _ in $(seq 40); do [ -s "$work/streamed" ] && break; sleep 0.1; done
kill -0 "$pid" 2> /dev/null && [ "$(wc -l < "$work/streamed")" = 1 ]
verdict "-j 2 answers a puzzle while the input is still open" $? \
  "$(wc -l < "$work/streamed") answer lines after 4 s"
kill "$pid" 2> /dev/null
wait "$pid" 2> /dev/null

summary jobs
