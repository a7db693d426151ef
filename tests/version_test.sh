#!/usr/bin/env bash
# Checks that every package of the project states one version: DLX_VERSION of dlx/dlx.h, the one
# source. dlx.pc (make install), the installed manual pages (make install) and the Python package
# (python/setup.py, whose __version__ is the extension's dlx_version()) take it from there; the
# places that must repeat it are compared with it here: the npm package's package.json, the manual
# pages' .TH lines and dlx(3)'s example, CHANGELOG.md's latest release, and what both commands
# print for --version.
#   bash tests/version_test.sh [BUILD_DIR]     (default build; make version-test)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
. tests/lib.sh
build=${1:-build}

version=$(sed -n 's/^#define DLX_VERSION "\(.*\)"$/\1/p' dlx/dlx.h)
if [[ ! "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  fail "dlx/dlx.h: DLX_VERSION is '$version', not MAJOR.MINOR.PATCH"
  summary version
  exit
fi
pass

# Each place that names the version, and the version found there ('' when the pattern is absent).
check() {
  local place=$1 found=$2
  if [ "$found" = "$version" ]; then
    pass
  else
    fail "$place says '$found', dlx/dlx.h says '$version'"
  fi
}

# dlx.pc as make install writes it.
check dlx/dlx.pc.in "$(sed -e "s|@VERSION@|$version|" dlx/dlx.pc.in | sed -n 's/^Version: //p')"

# The npm package, in its package.json and in any lock file that names it.
check web/package/package.json \
  "$(sed -n 's/^  "version": "\(.*\)",$/\1/p' web/package/package.json)"
package=$(sed -n 's/^  "name": "\(.*\)",$/\1/p' web/package/package.json)
for lock in $(git ls-files '*package-lock.json' 2> /dev/null); do
  if grep -q "\"name\": \"$package\"" "$lock"; then
    check "$lock" "$(grep -A1 "\"name\": \"$package\"" "$lock" |
      sed -n 's/.*"version": "\(.*\)".*/\1/p' | head -1)"
  fi
done

# The Python package: setup.py gives pip the version, and no file of it writes another one.
expect "python/pyproject.toml names a version instead of 'dynamic = [\"version\"]'" \
  grep -q '^dynamic = \["version"\]$' python/pyproject.toml
if command -v python3 > /dev/null; then
  check "python/setup.py --version" \
    "$(cd python && python3 setup.py --version 2> /dev/null | tail -1)"
fi
expect "python/libdlx/__init__.py does not take __version__ from the extension" \
  grep -q '^__version__ = _core.version()$' python/libdlx/__init__.py

# The manual pages (make install writes the version again into the installed copies).
for page in man/*.[13]; do
  check "$page's .TH line" "$(sed -n 's/^\.TH .*"dlx \([^"]*\)".*/\1/p' "$page")"
done
check "man/dlx.3's DLX_VERSION example" \
  "$(grep -A2 '^\.B DLX_VERSION$' man/dlx.3 | sed -n 's/.*\\(dq\(.*\)\\(dq.*/\1/p')"

# The latest release of CHANGELOG.md.
check "CHANGELOG.md's latest release" \
  "$(sed -n 's/^## \[\([0-9][^]]*\)\].*/\1/p' CHANGELOG.md | head -1)"

# What the commands print.
for command in sudoku dlx; do
  if [ -x "$build/$command" ]; then
    check "$build/$command --version" \
      "$("$build/$command" --version | sed -n "s/^$command (dlx engine) //p")"
  else
    fail "$build/$command is missing (run make first)"
  fi
done

summary version
