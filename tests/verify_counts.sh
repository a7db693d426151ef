#!/usr/bin/env bash
# Runs every puzzle of the bundled collections through the sudoku command and compares each answer
# (the exact count, and the solution when it is unique) with the collection's counts file, which
# an independent solver made. Ends with "N passed, N failed" (one check per set); exits 1 when any
# set has a mismatch.
#   tests/verify_counts.sh SUDOKU_COMMAND [SET...]     (default: every set in puzzles/sudoku/counts)
# COUNTS_COMMAND_NAME: how messages name the command (default its file name).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
sudoku=${1:?usage: verify_counts.sh SUDOKU_COMMAND [SET...]}
shift
here=$(cd "$(dirname "$0")/.." && pwd)
sets_dir=$here/puzzles/sudoku
if [ $# -eq 0 ]; then
  set -- $(cd "$sets_dir/counts" && ls *.counts.gz | sed 's/\.counts\.gz$//')
fi

read_set() { # the collection as published: comments, CRLF and free text included
  if [ -f "$sets_dir/$1.txt.gz" ]; then gzip -dc "$sets_dir/$1.txt.gz"; else cat "$sets_dir/$1.txt"; fi
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Read whole: grep -q on a pipe exits at its first match, and the command, killed by SIGPIPE on its
# next write, failed the pipeline (pipefail), which skipped the sets with a header now and then.
help=$("$sudoku" --help 2>&1 || true)
for set in "$@"; do
  # The 16x16 and 25x25 sets start with a header (size:, boxes:, symbols:) that only a sudoku
  # command with --size reads.
  if [ -f "$sets_dir/$set.txt" ] && head -1 "$sets_dir/$set.txt" | grep -q '^size:' &&
    ! grep -q -- '--size' <<< "$help"; then
    printf '%-16s skipped: not 9x9, and %s reads 9x9 grids only\n' "$set" \
      "${COUNTS_COMMAND_NAME:-$(basename "$sudoku")}"
    continue
  fi
  gzip -dc "$sets_dir/counts/$set.counts.gz" | tr -d '\r' > "$work/expected"
  start=$EPOCHREALTIME
  read_set "$set" | "$sudoku" --format=count > "$work/answers"
  seconds=$(awk -v from="$start" -v to="$EPOCHREALTIME" 'BEGIN { print to - from }')
  # Count style on one-line puzzles: a count line, then the 81-digit solution when the count is 1.
  cut -d: -f1 "$work/expected" > "$work/puzzles"
  awk 'NR == FNR { puzzle[FNR] = $0; next }
       pending { print puzzle[n] ":1:" $0; pending = 0; next }
       { n++; if ($0 == "1") pending = 1; else print puzzle[n] ":" $0 ":" }' \
    "$work/puzzles" "$work/answers" > "$work/got"
  puzzles=$(wc -l < "$work/expected")
  if cmp -s "$work/expected" "$work/got"; then
    printf '%-16s %6d puzzles  all counts and solutions match  %6.2f s\n' "$set" "$puzzles" "$seconds"
    pass
  else
    fail "$(printf '%-16s %6d puzzles  MISMATCH:' "$set" "$puzzles")"
    diff "$work/expected" "$work/got" | head -5 || true
  fi
done
summary counts
