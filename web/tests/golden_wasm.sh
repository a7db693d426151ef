#!/usr/bin/env bash
# golden_wasm.sh: the command-line golden cases (tests/cli/cases) run through the WebAssembly
# build of the two commands under Node (build/wasm/bin/sudoku and dlx, made by make wasm), by the
# very runner of the native tests (tests/cli/run_golden.sh), so the same bytes are compared: standard
# output, standard error and exit status. Skipped, and named with the reason: the cases that need
# threads (-j or --threads above 1, or 0: one per core), which the single-threaded wasm build
# refuses ("cannot start a thread"). Signals and /dev files appear in no golden case (the signal
# tests are tests/cli/run_signals.sh, not run here).
#   web/tests/golden_wasm.sh [BUILD]
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-build}
cases_dir=$root/tests/cli/cases
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for program in sudoku dlx; do
  command=$build/wasm/bin/$program
  [ -x "$command" ] || { echo "golden_wasm.sh: $command is missing: run 'make wasm'" >&2; exit 2; }
  run=()
  skipped=()
  for args_file in "$cases_dir/$program"-*.args; do
    name=$(basename "$args_file" .args)
    if grep -qE -- '(^| )(-j ?|--threads[= ])(0|[2-9]|[1-9][0-9]+)( |$)' "$args_file"; then
      skipped+=("$name")
    else
      run+=("$name")
    fi
  done
  echo "wasm $program: ${#skipped[@]} cases skipped (they need threads): ${skipped[*]}"
  # In two halves side by side: each case starts Node and compiles the wasm, ~0.2 s of one core.
  half=$(((${#run[@]} + 1) / 2))
  bash "$root/tests/cli/run_golden.sh" "$command" "${run[@]:0:half}" > "$work/first" 2>&1 &
  first=$!
  bash "$root/tests/cli/run_golden.sh" "$command" "${run[@]:half}" > "$work/second" 2>&1 || status=1
  wait $first || status=1
  # One result line for the two halves: their cases, then the sum of their counts.
  cat "$work/first" "$work/second" | grep -v "^golden $program: [0-9]* passed, [0-9]* failed$"
  cat "$work/first" "$work/second" |
    sed -n "s/^golden $program: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p" |
    awk -v label="golden wasm $program" '{ p += $1; f += $2 }
      END { printf "%s: %d passed, %d failed\n", label, p, f }'
done
exit $status
