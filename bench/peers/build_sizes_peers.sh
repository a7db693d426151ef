#!/usr/bin/env bash
# Builds the peer of bench/sizes.sh outside the project: gss (Bart Pieters' Generic Sudoku Solver,
# GPL-3, github.com/bartp5/gss), from a checkout of it, and the in-process timer
# bench/peers/gss_sizes.c linked with gss's sources. Nothing of gss enters this repository.
#   bench/peers/build_sizes_peers.sh GSS_SOURCE_DIR
# GSS_SOURCE_DIR is a checkout (or an unpacked archive) of gss, for example made by
#   git clone https://github.com/bartp5/gss /tmp/peers/gss
# Both programs are written into GSS_SOURCE_DIR: gss (its own Makefile) and gss_sizes, which
# bench/sizes.sh looks for as PEERS/gss/gss_sizes.
set -euo pipefail
gss=${1:?usage: build_sizes_peers.sh GSS_SOURCE_DIR}
here=$(cd "$(dirname "$0")/../.." && pwd)
cd "$gss"
for source in sudoku.c sudoku_parser.c sudoku_generator.c sudokusolver.c sudoku.h; do
  [ -f "$source" ] || { echo "build_sizes_peers.sh: $gss/$source is missing: not a gss checkout" >&2; exit 1; }
done
# gss's Makefile: -O3 -flto -march=native, 128-bit masks (sides up to 121), gcc's popcount.
make -s gss CC=gcc
gcc -std=gnu11 -O3 -march=native -DM128bit -DGCC_POPCNT128 -w -I. -o gss_sizes \
  "$here/bench/peers/gss_sizes.c" sudoku.c sudoku_parser.c -lm
echo "built $gss/gss and $gss/gss_sizes"
