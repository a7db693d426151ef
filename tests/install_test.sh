#!/usr/bin/env bash
# Installs the project into a temporary DESTDIR, then builds examples/exact_cover.c against that
# installed copy only, through pkg-config, linked both shared and static, and checks its answer:
# Knuth's example has exactly one solution, {a d f} {b g} {c e}.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=/opt/dlx-install-test
env -u MAKEFLAGS -u MAKELEVEL -u SANITIZE make -s install DESTDIR="$work/root" PREFIX="$prefix" > /dev/null

export PKG_CONFIG_PATH=$work/root$prefix/lib/pkgconfig
export PKG_CONFIG_SYSROOT_DIR=$work/root
for header in dlx.h knuth.h; do
  [ -f "$work/root$prefix/include/dlx/$header" ] || { echo "install: $header missing"; exit 1; }
done
for command in sudoku dlx; do
  [ -x "$work/root$prefix/bin/$command" ] || { echo "install: command $command missing"; exit 1; }
done
[ "$(pkg-config --modversion dlx)" = "$(sed -n 's/^#define DLX_VERSION "\(.*\)"/\1/p' dlx/dlx.h)" ]
readelf -d "$work/root$prefix/lib/libdlx.so" | grep -q 'SONAME.*libdlx\.so\.[0-9]'

# shellcheck disable=SC2046
cc -std=c11 -Wall -Wextra -Werror examples/exact_cover.c $(pkg-config --cflags --libs dlx) \
  -o "$work/exact_cover_shared"
# shellcheck disable=SC2046
cc -std=c11 -Wall -Wextra -Werror examples/exact_cover.c $(pkg-config --cflags dlx) \
  "$work/root$prefix/lib/libdlx.a" -o "$work/exact_cover_static"
if readelf -d "$work/exact_cover_static" | grep -q libdlx; then
  echo "install: the static build links libdlx.so"
  exit 1
fi

expected=$(printf 'a d f\nb g\nc e\n')
passed=0
failed=0
for build in shared static; do
  answer=$(LD_LIBRARY_PATH=$work/root$prefix/lib "$work/exact_cover_$build" | grep -v 'solution(s)' | sort)
  summary=$(LD_LIBRARY_PATH=$work/root$prefix/lib "$work/exact_cover_$build" | tail -1)
  if [ "$answer" = "$expected" ] && [[ "$summary" == "1 solution(s),"* ]]; then
    passed=$((passed + 1))
  else
    echo "FAIL install test ($build): got '$answer' / '$summary'"
    failed=$((failed + 1))
  fi
done
echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
