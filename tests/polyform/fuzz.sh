#!/usr/bin/env bash
# Builds the libFuzzer harness of the polyform reader (tests/polyform/fuzz_polyform_reader.c) with
# clang from the sources of polyform/ and dlx/, and runs it for SECONDS seconds on a working copy
# of a corpus made of the bundled puzzles (build/fuzz/corpus/fuzz_polyform_reader). Crashing
# inputs go to build/fuzz/artifacts/fuzz_polyform_reader/. Without clang or its fuzzer runtime it
# prints "fuzzing skipped: ..." and exits 0.
#   bash tests/polyform/fuzz.sh [SECONDS]      (make polyform-fuzz FUZZ_SECONDS=N)
set -uo pipefail
seconds=${1:-30}
cd "$(dirname "$0")/../.." || exit 2
clang=${CLANG:-clang}
out=build/fuzz
harness=fuzz_polyform_reader
command -v "$clang" > /dev/null 2>&1 || { echo "fuzzing skipped: $clang not found"; exit 0; }
mkdir -p "$out/artifacts/$harness" "$out/corpus/$harness"
if ! "$clang" -std=c11 -D_POSIX_C_SOURCE=200809L -O1 -g -fno-omit-frame-pointer \
  -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I. \
  "tests/polyform/$harness.c" polyform/*.c dlx/*.c -o "$out/$harness" 2> "$out/$harness.build.log"; then
  if grep -q "fuzzer" "$out/$harness.build.log"; then
    echo "fuzzing skipped: $clang cannot link -fsanitize=fuzzer: $(head -c 200 "$out/$harness.build.log")"
    exit 0
  fi
  cat "$out/$harness.build.log"
  echo "$harness: BUILD FAILED"
  exit 1
fi
cp -p puzzles/polyform/*.txt tests/cli/cases/polyform-*.stdin "$out/corpus/$harness/" 2> /dev/null
"$out/$harness" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=4096 \
  -artifact_prefix="$out/artifacts/$harness/" "$out/corpus/$harness" > "$out/$harness.log" 2>&1
status=$?
tail -1 "$out/$harness.log"
[ $status -eq 0 ] && echo "$harness: no crash in $seconds s" || echo "$harness: CRASHED (log $out/$harness.log)"
exit $status
