#!/usr/bin/env bash
# Every external name that a static archive defines carries its library's prefix: a program that
# links libdlx.a or libsudoku.a cannot collide with an internal function of theirs (the shared
# library hides those; an archive cannot). Ends with "N passed, N failed".
#   bash tests/archive_names_test.sh ARCHIVE:PREFIX...     (make symbols-test)
set -uo pipefail
. "$(dirname "$0")/lib.sh"
command -v nm > /dev/null || { echo "archive-names: nm is missing (binutils)" >&2; exit 1; }
for pair in "$@"; do
  archive=${pair%:*} prefix=${pair##*:}
  if [ ! -f "$archive" ]; then
    fail "$archive is missing"
    continue
  fi
  names=$(nm -g --defined-only "$archive" | awk 'NF == 3 { print $3 }' | sort -u)
  count=$(printf '%s\n' "$names" | grep -c .)
  unprefixed=$(printf '%s\n' "$names" | grep -v "^$prefix" | tr '\n' ' ')
  if [ "$count" -lt 20 ]; then
    fail "$archive defines only $count external names: nm's output was not read"
  elif [ -n "$unprefixed" ]; then
    fail "$archive defines names without the prefix $prefix: $unprefixed"
  else
    pass "$archive: its $count external names all begin with $prefix"
  fi
done
summary archive-names
