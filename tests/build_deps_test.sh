#!/usr/bin/env bash
# Checks the Makefile's dependencies: after a header changes, exactly what includes it is rebuilt,
# and nothing is rebuilt when nothing changed. It builds the shared library, both commands, a
# puzzle generator, a test program and a bench program in a build directory of its own (never the
# one `make -j check` is using at the same time), then asks make, with -n -W HEADER ("what if
# HEADER were touched", which leaves the source tree alone for the makes running beside it), what
# it would rebuild:
#   dlx/internal.h                 the shared library, both commands, the test program, the bench
#                                  program; not the generator, which includes no engine header
#   sudoku/grid.h                  the sudoku command and the test program; not the dlx command,
#                                  nor the shared library
#   puzzles/generators/arguments.h the generator and nothing else
#   tests/independent_sudoku.h     the bench program (make_size_puzzles uses the tests' counter)
# Before -MMD's files were read for the shared library's objects (build/obj/pic/) and for the
# generators and bench programs (compiled straight from .c), these stayed stale.
#   tests/build_deps_test.sh        (MAKE may name the make to run; make check passes its own)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
. tests/lib.sh
make_command=${MAKE:-make}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
build=$work/build
version=$(sed -n 's/^#define DLX_VERSION "\(.*\)"/\1/p' dlx/dlx.h)
shared_library=$build/libdlx.so.$version
targets=("$shared_library" "$build/sudoku" "$build/dlx" "$build/puzzles/queens"
  "$build/tests/test_dlx_search" "$build/bench/make_size_puzzles")

run_make() { "$make_command" --no-print-directory BUILD="$build" "$@"; }

if ! run_make -s "${targets[@]}" > "$work/build.log" 2>&1; then
  fail "the build in $build failed: $(tail -5 "$work/build.log")"
  summary "build dependencies"
  exit
fi

expect "make -q after a build: something is out of date" run_make -q "${targets[@]}"
run_make -n "${targets[@]}" 2>&1 | grep -v -e 'is up to date' -e 'Nothing to be done' > "$work/nothing"
expect "make -n after a build would run: $(head -3 "$work/nothing" | tr '\n' ' ')" \
  test ! -s "$work/nothing"

# rebuilds HEADER TARGET...: make -n -W HEADER would link (or archive) each TARGET.
links_after_touching() {
  local header=$1 target
  shift
  for target in "$@"; do
    expect "touching $header does not rebuild ${target#"$work"/}" \
      grep -q -- "-o $target\( \|$\)" "$work/after-$(basename "$header")"
  done
}
leaves_after_touching() {
  local header=$1 target
  shift
  for target in "$@"; do
    expect "touching $header rebuilds ${target#"$work"/}, which does not include it" \
      not_in "$target" "$work/after-$(basename "$header")"
  done
}
not_in() { ! grep -q -- "-o $1\( \|$\)" "$2"; }

for header in dlx/internal.h sudoku/grid.h puzzles/generators/arguments.h \
  tests/independent_sudoku.h; do
  run_make -n -W "$header" "${targets[@]}" > "$work/after-$(basename "$header")" 2>&1
done
links_after_touching dlx/internal.h "$shared_library" "$build/sudoku" "$build/dlx" \
  "$build/tests/test_dlx_search" "$build/bench/make_size_puzzles"
leaves_after_touching dlx/internal.h "$build/puzzles/queens"
links_after_touching sudoku/grid.h "$build/sudoku" "$build/tests/test_dlx_search"
leaves_after_touching sudoku/grid.h "$build/dlx" "$shared_library" "$build/puzzles/queens"
links_after_touching puzzles/generators/arguments.h "$build/puzzles/queens"
leaves_after_touching puzzles/generators/arguments.h "$shared_library" "$build/sudoku" \
  "$build/dlx" "$build/tests/test_dlx_search" "$build/bench/make_size_puzzles"
links_after_touching tests/independent_sudoku.h "$build/bench/make_size_puzzles"

summary "build dependencies"
