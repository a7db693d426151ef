#!/usr/bin/env bash
# tier_suite.sh: runs one suite of a test tier (tests/tiers.mk) with its whole output in a log,
# counts its checks, and prints one line when it ends; the tier's summary (tests/tier_summary.sh)
# reads what it wrote.
#   tests/tier_suite.sh [--must-pass] DIR SUITE COMMAND...
# Writes DIR/SUITE.log (everything COMMAND printed) and DIR/SUITE.result, one line:
#   SUITE PASSED FAILED SKIPPED SECONDS STATUS
# The counts are read from the log, from the lines every suite prints:
#   LABEL: N passed, N failed          tests/lib.sh and web/tests/lib.mjs (summary)
#   100%: Checks: N, Failures: F, Errors: E     each Check program of the unit suites
#   N passed, N skipped, N failed in S          pytest
#   N cases skipped (...), or a line saying skip/skipped   a skip (N of them, or one)
# A suite that fails (non-zero status) with no failed check counts one failed check; one that
# succeeds with no count at all (a build, the fuzzers) counts one passed check.
# The line printed at the end names the suite, its verdict and its counts in words of its own, so
# that CI's reader of "N passed, N failed" lines counts only the tier's closing line. When the
# suite failed, its FAIL lines (or its last lines) follow, with the log's path.
# Exits 0, so that make runs the tier's other suites and then its summary; with --must-pass (the
# builds, which the suites wait for), exits with the command's status.
set -uo pipefail
must_pass=0
if [ "$1" = --must-pass ]; then must_pass=1; shift; fi
dir=$1
suite=$2
shift 2
mkdir -p "$dir"
log=$dir/$suite.log
# SIGINT as by default: a tier started in the background of a script (which ignores SIGINT in
# its children) would leave it ignored, and the tests of Ctrl-C (python-tests) would wait for it.
default_signals=()
env --default-signal=INT true 2> /dev/null && default_signals=(env --default-signal=INT)
start=$EPOCHREALTIME
"${default_signals[@]}" "$@" > "$log" 2>&1 < /dev/null
status=$?
end=$EPOCHREALTIME
seconds=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')

read -r passed failed skipped < <(awk '
  # Check: "100%: Checks: 12, Failures: 0, Errors: 0"
  /^[0-9]+%: Checks: [0-9]+, Failures: [0-9]+, Errors: [0-9]+/ {
    gsub(/[^0-9 ]/, " "); split($0, n, " +")
    checks = n[2] + 0; failures = n[3] + n[4]
    if (n[1] == "") { checks = n[3] + 0; failures = n[4] + n[5] }
    p += checks - failures; f += failures; next
  }
  # pytest: "12 passed, 1 skipped in 3.45s" (possibly framed with "=")
  / in [0-9.]+s( \([0-9:]+\))? *=*$/ && /[0-9]+ (passed|failed|errors?|skipped)/ {
    for (i = 1; i < NF; i++) {
      word = $(i + 1); sub(/,$/, "", word)
      if ($i ~ /^[0-9]+$/) {
        if (word == "passed") p += $i
        else if (word == "failed" || word ~ /^errors?$/) f += $i
        else if (word == "skipped") s += $i
      }
    }
    next
  }
  # tests/lib.sh, web/tests/lib.mjs: "LABEL: N passed, N failed"
  match($0, /[0-9]+ passed, [0-9]+ failed/) {
    split(substr($0, RSTART, RLENGTH), n, /[^0-9]+/); p += n[1]; f += n[2]; next
  }
  match($0, /[0-9]+ ([a-z]+ )?skipped/) { s += substr($0, RSTART, RLENGTH) + 0; next }
  /(^|[^a-z])(skip|skipped)([^a-z]|$)/ { s++ }
  END { printf "%d %d %d\n", p, f, s }
' "$log")

if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
if [ "$status" -eq 0 ] && [ $((passed + failed + skipped)) -eq 0 ]; then passed=1; fi
echo "$suite $passed $failed $skipped $seconds $status" > "$dir/$suite.result"

if [ "$status" -eq 0 ]; then
  note=
  [ "$skipped" -gt 0 ] && note=", $skipped skipped"
  printf '%-28s ok    %6d checks%s, %s s\n' "$suite" "$passed" "$note" "$seconds"
else
  printf '%-28s FAIL  %d of %d checks failed, %s s (the log: %s)\n' "$suite" "$failed" \
    $((passed + failed)) "$seconds" "$log"
  # The lines that say what failed: the tests' FAIL lines, Check's failures (FILE:LINE:F: or :E:),
  # the compiler's errors, make's, Python's tracebacks; else the log's last lines.
  failure_lines='(^|[ :])FAIL|:[0-9]+:[EF]:|error:|\*\*\*|Traceback|ERROR'
  if grep -qE "$failure_lines" "$log"; then
    grep -E "$failure_lines" "$log" | head -20
  else
    tail -20 "$log"
  fi | sed 's/^/    /'
fi
[ "$must_pass" = 0 ] || exit "$status"
