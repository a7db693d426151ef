#!/usr/bin/env bash
# make abi-check on copies of the tree: the tree as it is passes; a field added to the request
# (dlx_search) without a new soname fails, naming the change; the same field with DLX_ABI_VERSION
# grown fails until the baseline is written again, then passes. Ends with "N passed, N failed".
#   bash tests/abi_test.sh        (make abi-test; MAKE: the make to run)
set -uo pipefail
. "$(dirname "$0")/lib.sh"
here=$(cd "$(dirname "$0")/.." && pwd)
make=${MAKE:-make}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! command -v abidiff > /dev/null; then
  echo "abi-test: skipped: abidiff is missing (make test-deps installs abigail-tools)"
  summary abi-test
  exit 0
fi
copy() { # copy NAME: a copy of the tree's sources at $work/NAME
  mkdir -p "$work/$1"
  (cd "$here" && git ls-files -z | xargs -0 cp --parents -t "$work/$1")
}
check() { # check NAME: runs make abi-check there; its output in $work/NAME.out, its status returned
  "$make" --no-print-directory -C "$work/$1" BUILD="$work/$1/build" abi-check > "$work/$1.out" 2>&1
}

copy tree
if check tree; then pass "the tree as it is keeps its ABI"; else
  fail "the tree as it is: make abi-check fails:"
  head -20 "$work/tree.out"
fi

copy field
sed -i '/^typedef struct dlx_search {/a\  uint64_t a_field_for_the_abi_test;' "$work/field/dlx/dlx.h"
if check field; then
  fail "a field added to dlx_search without a new soname: make abi-check passes"
elif grep -q "without a new soname" "$work/field.out" && grep -q "a_field_for_the_abi_test" "$work/field.out"; then
  pass "a field added to dlx_search without a new soname fails: $(grep -m1 'FAIL' "$work/field.out" | cut -c1-120)"
else
  fail "a field added to dlx_search: make abi-check fails otherwise than expected:"
  head -10 "$work/field.out"
fi

abi=$(sed -n 's/^#define DLX_ABI_VERSION \([0-9]*\)/\1/p' "$work/field/dlx/dlx.h")
sed -i "s/^#define DLX_ABI_VERSION $abi\$/#define DLX_ABI_VERSION $((abi + 1))/" "$work/field/dlx/dlx.h"
if check field; then
  fail "a new soname with the old baseline: make abi-check passes"
elif grep -q "write it again" "$work/field.out"; then
  pass "a new soname with the old baseline fails, asking for the baseline"
else
  fail "a new soname with the old baseline fails otherwise than expected:"
  head -10 "$work/field.out"
fi
"$make" --no-print-directory -C "$work/field" BUILD="$work/field/build" abi-baseline > /dev/null 2>&1
if check field; then pass "a new soname with its own baseline passes"; else
  fail "a new soname with its own baseline: make abi-check fails:"
  head -10 "$work/field.out"
fi
summary abi-test
