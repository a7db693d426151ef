#!/usr/bin/env bash
# Checks the manual pages of man/: each renders through groff and man-db (and mandoc when it is
# installed) without a single warning; each command's page has an entry for every long option
# its --help lists; dlx.3 names every function, type, constant and field that dlx/dlx.h and
# dlx/knuth.h declare; and the example program of dlx.3, as the reader sees it, builds against
# the library and solves Knuth's example.
#   bash tests/man_test.sh BUILD_DIR     (make man-test; EXAMPLE_FLAGS adds compiler flags)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
. tests/lib.sh
build=${1:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for tool in groff man; do
  command -v "$tool" > /dev/null ||
    { echo "man: $tool is missing: make test-deps installs it (groff-base, man-db)" >&2; exit 1; }
done

pages=(man/sudoku.1 man/dlx.1 man/dlx.3)

# Rendering: any warning of groff (all of them, -ww), of man-db or of mandoc fails the page, and
# so does a rendered line wider than the 80 columns it is laid out for.
for page in "${pages[@]}"; do
  if [ ! -f "$page" ]; then
    fail "$page is missing"
    continue
  fi
  warnings=$(groff -man -ww -z "$page" 2>&1)
  expect "groff warns on $page: $warnings" [ -z "$warnings" ]
  LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings=w -l "$page" > "$work/rendered" 2> "$work/warnings"
  if [ -s "$work/warnings" ]; then
    fail "man -l warns on $page: $(cat "$work/warnings")"
  elif ! grep -q '^NAME' "$work/rendered" || ! grep -q '^SYNOPSIS' "$work/rendered"; then
    fail "man -l $page renders no NAME and SYNOPSIS sections"
  else
    pass
  fi
  widest=$(LC_ALL=C.UTF-8 wc -L < "$work/rendered")
  expect "$page renders a line of $widest columns at MANWIDTH=80" [ "$widest" -le 80 ]
  if command -v mandoc > /dev/null; then
    lint=$(mandoc -T lint -W style "$page" 2>&1)
    expect "mandoc -T lint on $page: $lint" [ -z "$lint" ]
  fi
done

# The tags of the OPTIONS section of a page (the line after each .TP), with roff's \- as -.
option_tags() {
  awk '/^\.SH/ { in_options = ($2 == "OPTIONS") } in_options && tag { print; tag = 0 }
       in_options && /^\.TP/ { tag = 1 }' "$1" | sed 's/\\-/-/g'
}

# Every long option that a command's --help lists (and its short form, if any) must be the tag of
# an entry of its page's OPTIONS section.
for command in sudoku dlx; do
  page=man/$command.1
  if ! "$build/$command" --help > "$work/help" 2>&1; then
    fail "$build/$command --help failed"
    continue
  fi
  option_tags "$page" > "$work/tags"
  grep -oE -- '--[a-z][a-z-]*' "$work/help" | sort -u > "$work/long_options"
  [ -s "$work/long_options" ] || fail "no long option found in $command --help"
  while read -r option; do
    if grep -qE -- "(^|[^a-z-])$option([^a-z-]|$)" "$work/tags"; then
      pass
    else
      fail "$page has no OPTIONS entry for $option (listed by $command --help)"
    fi
  done < "$work/long_options"
  # "  -f, --format=STYLE": the short form must be in the same tag as the long one.
  sed -nE 's/^ +(-[a-zA-Z]), (--[a-z][a-z-]*).*/\1 \2/p' "$work/help" > "$work/pairs"
  while read -r short long; do
    if grep -E -- "(^|[^a-z-])$long([^a-z-]|$)" "$work/tags" | grep -qE -- "(^|[^a-z-])$short([^a-z-]|$)"; then
      pass
    else
      fail "$page does not give $short with $long"
    fi
  done < "$work/pairs"
done

# dlx.3 and the public headers. Functions: in the NAME section, and given an account (name()) in
# the text after the SYNOPSIS. Types, enumeration constants and macros: anywhere in the page.
# Structure fields: each in the tag of an entry. Comments are removed from the headers first.
strip_comments() { sed -e ':a' -e '/\/\*/{/\*\//!{N;ba' -e '}}' -e 's:/\*.*\*/::g' "$@"; }
strip_comments dlx/dlx.h dlx/knuth.h > "$work/headers"
page=man/dlx.3
sed 's/\\-/-/g; s/\\&//g' "$page" > "$work/page"
awk '/^\.SH/ { in_name = ($2 == "NAME") } in_name' "$work/page" > "$work/name_section"
awk '/^\.SH/ { after = ($2 != "NAME" && $2 != "SYNOPSIS") } after' "$work/page" > "$work/body"
awk 'tag { print; tag = 0 } /^\.TP/ { tag = 1 }' "$work/page" > "$work/tags"

has_word() { grep -qE "(^|[^A-Za-z0-9_])$1([^A-Za-z0-9_]|$)" "$2"; }

functions=$(grep -v '^ *typedef' "$work/headers" | grep -oE '\b(dlx_[a-z0-9_]+) *\(' | tr -d ' (' | sort -u)
[ "$(echo "$functions" | wc -w)" -ge 18 ] || fail "found only $(echo "$functions" | wc -w) functions in the headers"
for function in $functions; do
  if ! has_word "$function" "$work/name_section"; then
    fail "$page does not name $function in NAME"
  elif ! grep -qE "(^|[^A-Za-z0-9_])$function \(\)" "$work/body"; then
    fail "$page names $function but gives no account of $function()"
  else
    pass
  fi
done

types=$(grep -oE '\b(dlx_[a-z0-9_]+)\b' "$work/headers" | sort -u | while read -r name; do
  grep -qE "(typedef .*\b$name *;|\(\*$name\)|^\} *$name *;|typedef (struct|enum) $name\b)" "$work/headers" &&
    echo "$name"
done)
constants=$(grep -oE '\bDLX_[A-Z0-9_]+\b' "$work/headers" | grep -vE '^DLX(_KNUTH)?_H$' | sort -u)
for name in $types $constants; do
  expect "$page does not mention $name" has_word "$name" "$work/page"
done

# The fields: every member declared between "typedef struct NAME {" and "} NAME;".
fields=$(awk '/typedef struct [a-z_]+ \{/ { inside = 1; next } /^\}/ { inside = 0 } inside' "$work/headers" |
  tr '\n' ' ' | tr ';' '\n' | sed -E 's/\[[^]]*\]//g' | tr ',' '\n' |
  grep -oE '[A-Za-z_][A-Za-z0-9_]* *$' | tr -d ' ' | sort -u)
[ "$(echo "$fields" | wc -w)" -ge 12 ] || fail "found only $(echo "$fields" | wc -w) fields in the headers"
for field in $fields; do
  expect "$page has no entry for the field $field" has_word "$field" "$work/tags"
done

# The example of dlx.3, copied from the rendered page as a reader would, must build without a
# warning and find the one solution of Knuth's example.
LC_ALL=C MANWIDTH=80 man -l "$page" 2> /dev/null |
  awk '/^EXAMPLES/ { in_examples = 1 } /^[A-Z]/ && !/^EXAMPLES/ { in_examples = 0 }
       in_examples && /^ +#include/ { code = 1 } in_examples && code && /^       [A-Z][a-z]/ { code = 0 }
       in_examples && code' | sed -E 's/^       //' > "$work/example.c"
# shellcheck disable=SC2086
if ! ${CC:-cc} -std=c11 -Wall -Wextra -Werror -I. ${EXAMPLE_FLAGS:-} "$work/example.c" \
  "$build/libdlx.a" -o "$work/example" 2> "$work/compiler"; then
  fail "the example of $page does not build: $(head -5 "$work/compiler")"
else
  # Knuth's example (TAOCP 7.2.2.1) has exactly one solution: {a d f}, {b g}, {c e}.
  printf 'a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n' | "$work/example" > "$work/answer"
  options=$(grep -v -e '^$' -e ' solutions\? (' "$work/answer" | sort | tr '\n' /)
  if [ "$options" = "a d f/b g/c e/" ] && grep -q '^1 solution ' "$work/answer"; then
    pass
  else
    fail "the example of $page answered: $(tr '\n' / < "$work/answer")"
  fi
fi

# Each page states the version the programs print (DLX_VERSION of dlx/dlx.h, which make install
# also writes into the installed pages).
version=$("$build/sudoku" --version | head -1 | sed 's/.* //')
for page in "${pages[@]}"; do
  expect "$page does not say version $version, the one sudoku --version prints" \
    grep -q "^\.TH .*\"dlx $version\"" "$page"
done

summary man
