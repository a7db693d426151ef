#!/usr/bin/env bash
# Installs the project into a temporary DESTDIR, then builds examples/exact_cover.c against that
# installed copy only, through pkg-config, linked both shared and static, and checks its answer:
# Knuth's example has exactly one solution, {a d f} {b g} {c e}. Then checks that the installed
# manual pages render, and that make uninstall removes every file install wrote and nothing else,
# with the default directories and with MANDIR, DOCDIR, BINDIR and BASHCOMPDIR moved. The bash
# completion is installed for the three commands and completes them.
# It installs what make has already built (the commands, libdlx.a and libdlx.so.VERSION of
# BUILD_DIR), copied into a build directory of its own, where `make install` is told not to remake
# `all` (-o all): it never runs a second make over the build directory that `make -j check` is
# building and testing at the same time.
#   tests/install_test.sh [BUILD_DIR]     (default build; make install-test passes its own, and in
#                                          EXAMPLE_FLAGS the flags a sanitized library needs)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
. tests/lib.sh
built=${1:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
version=$(sed -n 's/^#define DLX_VERSION "\(.*\)"/\1/p' dlx/dlx.h)
mkdir -p "$work/build"
for artefact in sudoku dlx libdlx.a "libdlx.so.$version"; do
  if ! cp -p "$built/$artefact" "$work/build/"; then
    fail "install: $built/$artefact is missing (run make first)"
    summary install
    exit
  fi
done
prefix=/opt/dlx-install-test
run_make() {
  env -u MAKEFLAGS -u MAKELEVEL -u SANITIZE make -s -o all BUILD="$work/build" "$@" > /dev/null
}
if ! run_make install DESTDIR="$work/root" PREFIX="$prefix"; then
  fail "install: make install failed"
  summary install
  exit
fi

export PKG_CONFIG_PATH=$work/root$prefix/lib/pkgconfig
export PKG_CONFIG_SYSROOT_DIR=$work/root
for header in dlx.h knuth.h; do
  expect "install: $header missing" test -f "$work/root$prefix/include/dlx/$header"
done
for command in sudoku dlx; do
  expect "install: command $command missing" test -x "$work/root$prefix/bin/$command"
done
expect "install: pkg-config --modversion dlx is not $version" \
  test "$(pkg-config --modversion dlx)" = "$version"
expect "install: libdlx.so has no versioned SONAME" \
  grep -q 'SONAME.*libdlx\.so\.[0-9]' <(readelf -d "$work/root$prefix/lib/libdlx.so")

# EXAMPLE_FLAGS: under make check SANITIZE=1 the library needs the sanitizers' runtime.
# shellcheck disable=SC2046,SC2086
expect "install: examples/exact_cover.c does not build against the shared library" \
  cc -std=c11 -Wall -Wextra -Werror examples/exact_cover.c $(pkg-config --cflags --libs dlx) \
  ${EXAMPLE_FLAGS:-} -o "$work/exact_cover_shared"
# shellcheck disable=SC2046,SC2086
expect "install: examples/exact_cover.c does not build against the static library" \
  cc -std=c11 -Wall -Wextra -Werror examples/exact_cover.c $(pkg-config --cflags dlx) \
  "$work/root$prefix/lib/libdlx.a" ${EXAMPLE_FLAGS:-} -o "$work/exact_cover_static"
not_linked_to_libdlx_so() { ! readelf -d "$1" | grep -q libdlx; }
expect "install: the static build links libdlx.so" not_linked_to_libdlx_so "$work/exact_cover_static"
# The installed shared library's runtime version is the one its dlx.pc gives.
printf '#include <dlx/dlx.h>\n#include <stdio.h>\nint main(void) { return puts(dlx_version()) < 0; }\n' \
  > "$work/version.c"
# shellcheck disable=SC2046,SC2086
expect "install: a program calling dlx_version() does not build against the shared library" \
  cc -std=c11 -Wall -Wextra -Werror "$work/version.c" $(pkg-config --cflags --libs dlx) \
  ${EXAMPLE_FLAGS:-} -o "$work/version"
runtime_version=$(LD_LIBRARY_PATH=$work/root$prefix/lib "$work/version")
expect "install: dlx_version() says '$runtime_version', dlx.pc says '$(pkg-config --modversion dlx)'" \
  test "$runtime_version" = "$(pkg-config --modversion dlx)"

expected=$(printf 'a d f\nb g\nc e\n')
for build in shared static; do
  answer=$(LD_LIBRARY_PATH=$work/root$prefix/lib "$work/exact_cover_$build" | grep -v 'solution(s)' | sort)
  count_line=$(LD_LIBRARY_PATH=$work/root$prefix/lib "$work/exact_cover_$build" | tail -1)
  if [ "$answer" = "$expected" ] && [[ "$count_line" == "1 solution(s),"* ]]; then
    pass
  else
    fail "install test ($build): got '$answer' / '$count_line'"
  fi
done

# The files left under a directory, with the directories left out (symbolic links count).
files_under() { (cd "$1" && find . ! -type d | sort); }
renders_cleanly() {
  [ -z "$(MANWIDTH=80 man --warnings=w -l "$1" 2>&1 > "$work/page")" ] && grep -q '^NAME' "$work/page"
}

# The pages, at their place, rendering without a warning, with the version of the library.
for page in man1/sudoku.1 man1/dlx.1 man3/dlx.3; do
  installed=$work/root$prefix/share/man/$page
  expect "$page not installed" test -f "$installed" || continue
  expect "$page renders with warnings or without a NAME" renders_cleanly "$installed"
  expect "$page does not say version $version" grep -q "^\.TH .*\"dlx $version\"" "$installed"
done
expect "LICENSE not installed" cmp -s LICENSE "$work/root$prefix/share/doc/dlx/LICENSE"

# The bash completion, where bash-completion looks for each command's, and working from there.
completions=$work/root$prefix/share/bash-completion/completions
for command in dlx sudoku polyform; do
  expect "the bash completion of $command not installed" cmp -s completion/dlx "$completions/$command"
  expect "the installed bash completion does not complete $command" \
    bash -c ". '$completions/$command' && complete -p $command | grep -q ' _$command $command\$'"
done

# A file of someone else's in each shared directory must survive make uninstall.
others=(bin/other lib/libother.so lib/pkgconfig/other.pc share/man/man1/other.1 include/other.h
  share/bash-completion/completions/other)
for other in "${others[@]}"; do
  mkdir -p "$(dirname "$work/root$prefix/$other")" && echo other > "$work/root$prefix/$other"
done
expect "make uninstall failed" run_make uninstall DESTDIR="$work/root" PREFIX="$prefix"
left=$(files_under "$work/root" | grep -v -e /other -e /libother.so || true)
expect "make uninstall left $(echo "$left" | tr '\n' ' ')" test -z "$left"
for other in "${others[@]}"; do
  expect "make uninstall removed $other, which it did not install" test -f "$work/root$prefix/$other"
done
expect "make uninstall left include/dlx" test ! -e "$work/root$prefix/include/dlx"
expect "a second make uninstall fails" run_make uninstall DESTDIR="$work/root" PREFIX="$prefix"

# The same with directories moved: nothing may land outside them, nor stay after uninstall.
rm -rf "$work/root"
moved=(DESTDIR="$work/root" PREFIX="$prefix" MANDIR=/opt/manuals DOCDIR=/opt/licences/dlx
  BINDIR=/opt/commands BASHCOMPDIR=/opt/completions)
expect "make install with moved directories failed" run_make install "${moved[@]}"
expect "MANDIR not honoured" test -f "$work/root/opt/manuals/man3/dlx.3"
expect "DOCDIR not honoured" test -f "$work/root/opt/licences/dlx/LICENSE"
expect "BINDIR not honoured" test -x "$work/root/opt/commands/sudoku"
expect "BASHCOMPDIR not honoured" test -f "$work/root/opt/completions/sudoku"
expect "install wrote under share/ despite MANDIR, DOCDIR and BASHCOMPDIR" \
  test ! -e "$work/root$prefix/share"
expect "install wrote under bin/ despite BINDIR" test ! -e "$work/root$prefix/bin"
expect "make uninstall with moved directories failed" run_make uninstall "${moved[@]}"
left=$(files_under "$work/root")
expect "make uninstall with moved directories left $(echo "$left" | tr '\n' ' ')" test -z "$left"

summary install
