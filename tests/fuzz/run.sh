#!/usr/bin/env bash
# Builds the libFuzzer harnesses of tests/fuzz/ and runs each for SECONDS seconds.
#   bash tests/fuzz/run.sh [SECONDS] [HARNESS...]      (make fuzz FUZZ_SECONDS=N)
# SECONDS 0 only builds the harnesses and replays the regression inputs.
# Each harness is compiled with clang (-O1 -g -fsanitize=fuzzer,address,undefined) straight from
# the project's sources into build/fuzz/. It first replays every file of
# tests/fuzz/regressions/HARNESS/ once, then fuzzes a working copy of its seed corpus,
# build/fuzz/corpus/HARNESS/ (the committed tests/fuzz/corpus/HARNESS/ is copied in and never
# written; the working copy keeps what earlier runs found unless FUZZ_FRESH=1). Crashing inputs go
# to build/fuzz/artifacts/HARNESS/, the full log to build/fuzz/HARNESS.log.
# Prints per harness its executions, coverage (cov) and features (ft); exits non-zero when any
# harness crashed. Without clang or its fuzzer runtime it prints "fuzzing skipped: ..." and exits 0.
# Environment: CLANG (default clang), FUZZ_JOBS_NICE (e.g. "nice -n 19", put before each run),
# FUZZ_FRESH=1 (start from the committed corpus only), FUZZ_ARGS (more libFuzzer flags).
set -uo pipefail

seconds=${1:-30}
shift || true
case $seconds in
  '' | *[!0-9]*) echo "usage: $0 [SECONDS] [HARNESS...]" >&2; exit 2 ;;
esac

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
fuzz_dir=tests/fuzz
out=build/fuzz
clang=${CLANG:-clang}

all_harnesses=(fuzz_grid_reader fuzz_knuth_reader fuzz_engine)
if [ $# -gt 0 ]; then harnesses=("$@"); else harnesses=("${all_harnesses[@]}"); fi

skip() {
  echo "fuzzing skipped: $*"
  exit 0
}

command -v "$clang" >/dev/null 2>&1 || skip "$clang not found (install clang and libclang-rt-dev)"
mkdir -p "$out"
probe_dir=$(mktemp -d)
trap 'rm -rf "$probe_dir"' EXIT
printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
  'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }' \
  > "$probe_dir/probe.c"
if ! "$clang" -fsanitize=fuzzer,address,undefined "$probe_dir/probe.c" -o "$probe_dir/probe" \
  > "$probe_dir/probe.log" 2>&1; then
  skip "$clang cannot link -fsanitize=fuzzer,address,undefined (libFuzzer runtime missing?): $(head -c 300 "$probe_dir/probe.log" | tr '\n' ' ')"
fi

cflags=(-std=c11 -D_POSIX_C_SOURCE=200809L -O1 -g -fno-omit-frame-pointer
        -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I.)

sources_for() {
  case $1 in
    fuzz_grid_reader) echo sudoku/*.c dlx/*.c ;;
    fuzz_knuth_reader) echo dlx/*.c ;;
    fuzz_engine) echo dlx/*.c ;;
    *) return 1 ;;
  esac
}

failed=0
summary=()
for harness in "${harnesses[@]}"; do
  sources=$(sources_for "$harness") || { echo "unknown harness: $harness" >&2; exit 2; }
  binary=$out/$harness
  echo "== $harness: building"
  # shellcheck disable=SC2086
  if ! "$clang" "${cflags[@]}" "$fuzz_dir/$harness.c" $sources -o "$binary"; then
    echo "$harness: BUILD FAILED"
    failed=1
    summary+=("$harness: build failed")
    continue
  fi

  artifacts=$out/artifacts/$harness/
  mkdir -p "$artifacts"
  regression_files=()
  if [ -d "$fuzz_dir/regressions/$harness" ]; then
    while IFS= read -r -d '' file; do regression_files+=("$file"); done \
      < <(find "$fuzz_dir/regressions/$harness" -type f ! -name '*.md' ! -name '.*' -print0 | sort -z)
  fi
  regression_note=""
  if [ ${#regression_files[@]} -gt 0 ]; then
    echo "== $harness: replaying ${#regression_files[@]} regression input(s)"
    : > "$out/$harness.regressions.log"
    regression_failures=0
    for file in "${regression_files[@]}"; do
      # libFuzzer given files runs each once; the harness checks every invariant (known bugs too).
      "$binary" "$file" > "$out/$harness.replay.log" 2>&1
      replay_status=$?
      cat "$out/$harness.replay.log" >> "$out/$harness.regressions.log"
      if [ $replay_status -eq 0 ]; then
        echo "   ok      $file"
      else
        echo "   FAILED  $file"
        grep -aE 'ERROR: AddressSanitizer|runtime error|invariant broken|mismatch' \
          "$out/$harness.replay.log" | head -3 | sed 's/^/           /'
        regression_failures=$((regression_failures + 1))
      fi
    done
    if [ $regression_failures -gt 0 ]; then
      failed=1
      regression_note=" -- $regression_failures REGRESSION INPUT(S) FAILED (log $out/$harness.regressions.log)"
    fi
  fi

  if [ "$seconds" -eq 0 ]; then # libFuzzer would take -max_total_time=0 as "no limit"
    summary+=("$harness: built, regressions replayed, not fuzzed$regression_note")
    continue
  fi
  corpus=$out/corpus/$harness
  [ "${FUZZ_FRESH:-0}" = 1 ] && rm -rf "$corpus"
  mkdir -p "$corpus"
  [ -d "$fuzz_dir/corpus/$harness" ] && cp -p "$fuzz_dir/corpus/$harness"/* "$corpus"/ 2>/dev/null
  dict=()
  [ -f "$fuzz_dir/$harness.dict" ] && dict=(-dict="$fuzz_dir/$harness.dict")
  log=$out/$harness.log
  echo "== $harness: fuzzing for $seconds s"
  # shellcheck disable=SC2086
  ${FUZZ_JOBS_NICE:-} "$binary" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$artifacts" "${dict[@]}" ${FUZZ_ARGS:-} "$corpus" \
    > "$log" 2>&1
  status=$?
  # The last status line ("#N DONE cov: C ft: F corp: ...", or the last pulse before a crash).
  last=$(grep -aE '^#[0-9]+' "$log" | tail -1)
  runs=$(sed -n 's/^Done \([0-9]*\) runs in.*/\1/p' "$log" | tail -1)
  [ -n "$runs" ] || runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  [ -n "$runs" ] || runs=$(echo "$last" | sed -n 's/^#\([0-9]*\).*/\1/p')
  cov=$(echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
  ft=$(echo "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
  corp=$(echo "$last" | sed -n 's/.* corp: \([^ ]*\).*/\1/p')
  line="$harness: executions ${runs:-?}, cov ${cov:-?}, ft ${ft:-?}, corpus ${corp:-?}, ${seconds} s$regression_note"
  if [ $status -ne 0 ]; then
    line+=" -- CRASHED (exit $status; log $log; input in $artifacts)"
    failed=1
    grep -aE 'ERROR|SUMMARY|invariant|mismatch|Test unit written' "$log" | head -10
  fi
  echo "$line"
  summary+=("$line")
done

echo "== fuzzing summary"
printf '%s\n' "${summary[@]}"
exit $failed
