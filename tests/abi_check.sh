#!/usr/bin/env bash
# The shared library's ABI against the stored baseline (abidiff, from Debian's abigail-tools): a
# library whose soname is the baseline's must keep every function and every type that its
# installed headers name as the baseline has them (added functions are allowed); a library with
# another soname needs the baseline written again (make abi-baseline), so that the next change is
# checked against it. Ends with "N passed, N failed".
#   bash tests/abi_check.sh LIBRARY.so BASELINE.abi       (make abi-check)
set -uo pipefail
. "$(dirname "$0")/lib.sh"
library=${1:?usage: abi_check.sh LIBRARY.so BASELINE.abi}
baseline=${2:?usage: abi_check.sh LIBRARY.so BASELINE.abi}
headers=$(cd "$(dirname "$0")/../dlx" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! command -v abidiff > /dev/null; then
  echo "abi: skipped: abidiff is missing (make test-deps installs abigail-tools)"
  summary abi
  exit 0
fi
soname=$(readelf -d "$library" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
baseline_soname=$(sed -n "1s/.* soname='\([^']*\)'.*/\1/p" "$baseline")
if [ -z "$soname" ] || [ -z "$baseline_soname" ]; then
  fail "no soname in $library ('$soname') or in $baseline ('$baseline_soname')"
elif [ "$soname" != "$baseline_soname" ]; then
  fail "$library is $soname, but $baseline is the ABI of $baseline_soname: write it again (make abi-baseline) and commit it"
elif abidiff --headers-dir2 "$headers" --drop-private-types --no-added-syms "$baseline" "$library" \
  > "$work/report" 2>&1; then
  pass "$library ($soname) keeps the ABI of $baseline"
else
  fail "$library changes the ABI of $soname without a new soname: grow DLX_ABI_VERSION in dlx/dlx.h, then make abi-baseline"
  sed 's/^/  /' "$work/report" | head -40
fi
summary abi
