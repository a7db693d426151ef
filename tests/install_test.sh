#!/usr/bin/env bash
# Installs the project into a temporary DESTDIR, then builds examples/exact_cover.c against that
# installed copy only, through pkg-config, linked both shared and static, and checks its answer:
# Knuth's example has exactly one solution, {a d f} {b g} {c e}. Then checks that the installed
# manual pages render, and that make uninstall removes every file install wrote and nothing else,
# with the default directories and with MANDIR, DOCDIR and BINDIR moved.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=/opt/dlx-install-test
run_make() { env -u MAKEFLAGS -u MAKELEVEL -u SANITIZE make -s "$@" > /dev/null; }
run_make install DESTDIR="$work/root" PREFIX="$prefix"

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
# The installed shared library's runtime version is the one its dlx.pc gives.
printf '#include <dlx/dlx.h>\n#include <stdio.h>\nint main(void) { return puts(dlx_version()) < 0; }\n' \
  > "$work/version.c"
# shellcheck disable=SC2046
cc -std=c11 -Wall -Wextra -Werror "$work/version.c" $(pkg-config --cflags --libs dlx) -o "$work/version"
runtime_version=$(LD_LIBRARY_PATH=$work/root$prefix/lib "$work/version")
if [ "$runtime_version" != "$(pkg-config --modversion dlx)" ]; then
  echo "install: dlx_version() says '$runtime_version', dlx.pc says '$(pkg-config --modversion dlx)'"
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

version=$(sed -n 's/^#define DLX_VERSION "\(.*\)"/\1/p' dlx/dlx.h)
# check MESSAGE COMMAND...: passes when COMMAND succeeds, else fails with MESSAGE.
check() {
  local message=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
  else
    echo "FAIL install test: $message"
    failed=$((failed + 1))
  fi
}
# The files left under a directory, with the directories left out (symbolic links count).
files_under() { (cd "$1" && find . ! -type d | sort); }
renders_cleanly() {
  [ -z "$(MANWIDTH=80 man --warnings=w -l "$1" 2>&1 > "$work/page")" ] && grep -q '^NAME' "$work/page"
}

# The pages, at their place, rendering without a warning, with the version of the library.
for page in man1/sudoku.1 man1/dlx.1 man3/dlx.3; do
  installed=$work/root$prefix/share/man/$page
  check "$page not installed" test -f "$installed" || continue
  check "$page renders with warnings or without a NAME" renders_cleanly "$installed"
  check "$page does not say version $version" grep -q "^\.TH .*\"dlx $version\"" "$installed"
done
check "LICENSE not installed" cmp -s LICENSE "$work/root$prefix/share/doc/dlx/LICENSE"

# A file of someone else's in each shared directory must survive make uninstall.
others=(bin/other lib/libother.so lib/pkgconfig/other.pc share/man/man1/other.1 include/other.h)
for other in "${others[@]}"; do
  mkdir -p "$(dirname "$work/root$prefix/$other")" && echo other > "$work/root$prefix/$other"
done
run_make uninstall DESTDIR="$work/root" PREFIX="$prefix"
left=$(files_under "$work/root" | grep -v -e /other -e /libother.so || true)
check "make uninstall left $(echo "$left" | tr '\n' ' ')" test -z "$left"
for other in "${others[@]}"; do
  check "make uninstall removed $other, which it did not install" test -f "$work/root$prefix/$other"
done
check "make uninstall left include/dlx" test ! -e "$work/root$prefix/include/dlx"
check "a second make uninstall fails" run_make uninstall DESTDIR="$work/root" PREFIX="$prefix"

# The same with directories moved: nothing may land outside them, nor stay after uninstall.
rm -rf "$work/root"
moved=(DESTDIR="$work/root" PREFIX="$prefix" MANDIR=/opt/manuals DOCDIR=/opt/licences/dlx
  BINDIR=/opt/commands)
run_make install "${moved[@]}"
check "MANDIR not honoured" test -f "$work/root/opt/manuals/man3/dlx.3"
check "DOCDIR not honoured" test -f "$work/root/opt/licences/dlx/LICENSE"
check "BINDIR not honoured" test -x "$work/root/opt/commands/sudoku"
check "install wrote under share/ despite MANDIR and DOCDIR" test ! -e "$work/root$prefix/share"
check "install wrote under bin/ despite BINDIR" test ! -e "$work/root$prefix/bin"
run_make uninstall "${moved[@]}"
left=$(files_under "$work/root")
check "make uninstall with moved directories left $(echo "$left" | tr '\n' ' ')" test -z "$left"

echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
