#!/usr/bin/env bash
# Checks that the shared library exports exactly the functions that its installed headers declare:
# no internal function (dlx_bitset_solve, dlx_split_expand, ...) leaks into the dynamic symbol table,
# where a program could come to depend on it or collide with it, and no public function is missing.
# The list of functions comes from the headers themselves (comments and preprocessor lines removed,
# every declaration that is not a typedef and has a parameter list), never from a list kept here.
#   bash tests/symbols_test.sh LIBRARY.so HEADER...     (make symbols-test)
set -uo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 LIBRARY.so HEADER..." >&2
  exit 2
fi
library=$1
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. "$(dirname "$0")/lib.sh"

command -v nm > /dev/null || { echo "symbols: nm is missing (binutils)" >&2; exit 1; }
[ -f "$library" ] || { echo "symbols: $library is missing" >&2; exit 1; }

# The functions the headers declare. Comments go first (they may span lines), then preprocessor
# lines (with their continuations) and extern "C" braces; what is left is cut into declarations at
# each ';', '{' and '}'. A declaration that is not a typedef and holds '(' declares a function: its
# name is the identifier just before its first '(' (after the export macro and return type).
declared_functions() {
  sed -e ':a' -e '/\/\*/{/\*\//!{N;ba' -e '}}' -e 's:/\*.*\*/::g' "$@" |
    sed -e ':b' -e '/\\$/{N;bb' -e '}' -e '/^[[:space:]]*#/d' |
    tr '\n' ' ' | tr ';{}' '\n\n\n' |
    grep -v '^[[:space:]]*typedef\b' | grep '(' |
    sed -E 's/^([^(]*[^A-Za-z0-9_(])?([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*\(.*/\2/' |
    sort -u
}
declared_functions "$@" > "$work/declared"
declared_count=$(wc -l < "$work/declared")
# A parser that finds nothing would make the comparison below pass on an empty export table.
if [ "$declared_count" -lt 20 ]; then
  fail "found only $declared_count functions in $*: the header parser is broken"
else
  pass
fi

# Every symbol the library defines in its dynamic symbol table (functions and data alike).
nm -D --defined-only "$library" | awk 'NF >= 3 { print $3 }' | sed 's/@.*//' | sort -u > "$work/exported"

while read -r name; do
  fail "$library exports $name, which no installed header declares"
done < <(comm -13 "$work/declared" "$work/exported")
while read -r name; do
  fail "$library does not export $name, declared by the installed headers"
done < <(comm -23 "$work/declared" "$work/exported")
if cmp -s "$work/declared" "$work/exported"; then pass; fi

echo "symbols: $declared_count functions declared, $(wc -l < "$work/exported") exported"
summary symbols
