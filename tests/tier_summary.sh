#!/usr/bin/env bash
# tier_summary.sh: the closing table of a test tier (tests/tiers.mk): one row per suite (passed,
# failed and skipped checks, seconds), from the DIR/SUITE.result files that tests/tier_suite.sh
# wrote, then the verdict, and last the totals as "TIER: N passed, N failed, N skipped", the line
# CI counts. Exits 1 when a suite failed or left no result.
#   tests/tier_summary.sh DIR TIER START SUITE...      (START: the tier's start, in epoch seconds)
set -uo pipefail
dir=$1
tier=$2
start=$3
shift 3
total_passed=0 total_failed=0 total_skipped=0 total_seconds=0
failed_suites=()
echo
echo "== $tier: summary (each suite's whole output: $dir/SUITE.log)"
printf '%-28s %7s %7s %7s %8s\n' suite passed failed skipped seconds
for suite in "$@"; do
  if [ -f "$dir/$suite.result" ]; then
    read -r _ passed failed skipped seconds status < "$dir/$suite.result"
  else
    passed=0 failed=1 skipped=0 seconds=0 status=missing
  fi
  mark=
  if [ "$status" != 0 ] || [ "$failed" -gt 0 ]; then
    mark='  FAILED'
    failed_suites+=("$suite")
  fi
  printf '%-28s %7d %7d %7d %8.1f%s\n' "$suite" "$passed" "$failed" "$skipped" "$seconds" "$mark"
  total_passed=$((total_passed + passed))
  total_failed=$((total_failed + failed))
  total_skipped=$((total_skipped + skipped))
  total_seconds=$(awk -v a="$total_seconds" -v b="$seconds" 'BEGIN { print a + b }')
done
wall=$(awk -v s="$start" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.0f", e - s }')
printf '%-28s %7d %7d %7d %8.1f\n' "all $# suites" "$total_passed" "$total_failed" \
  "$total_skipped" "$total_seconds"
if [ ${#failed_suites[@]} -eq 0 ]; then
  echo "$tier: PASSED, all $# suites, in $((wall / 60)) min $((wall % 60)) s of wall time"
else
  echo "$tier: FAILED: ${failed_suites[*]} (${#failed_suites[@]} of $# suites; each log:" \
    "$dir/SUITE.log), in $((wall / 60)) min $((wall % 60)) s of wall time"
fi
echo "$tier: $total_passed passed, $total_failed failed, $total_skipped skipped"
[ ${#failed_suites[@]} -eq 0 ]
