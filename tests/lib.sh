# tests/lib.sh: the pass/fail bookkeeping that every shell test (tests/*.sh, tests/cli/*.sh)
# sources, so that all of them count, report and end the same way. Each check ends in pass or
# fail; the script ends with summary, whose closing line "N passed, N failed" (after an optional
# label) is what CI's log reader counts, and whose status is the script's exit status.
#   . "$(dirname "$0")/lib.sh"          (from tests/cli: "$(dirname "$0")/../lib.sh")
#   pass [NAME...]                 counts a passed check; with a NAME, prints "ok NAME..."
#   fail MESSAGE...                counts a failed check and prints "FAIL MESSAGE..."
#   expect MESSAGE COMMAND...      runs COMMAND: passes when it succeeds, else fails with MESSAGE
#   verdict NAME STATUS DETAILS    passes when STATUS is 0, else fails with "NAME: DETAILS"
#   summary [LABEL]                prints "LABEL: N passed, N failed"; returns 1 when any failed,
#                                  so that, called last, it gives the script's exit status
# shellcheck shell=bash
passed=0
failed=0

pass() {
  passed=$((passed + 1))
  if [ $# -gt 0 ]; then echo "ok $*"; fi
  return 0
}

fail() {
  failed=$((failed + 1))
  echo "FAIL $*"
  return 0
}

expect() {
  local message=$1
  shift
  if "$@"; then pass; else fail "$message"; fi
}

verdict() {
  if [ "$2" -eq 0 ]; then pass; else fail "$1: $3"; fi
}

summary() {
  echo "${1:+$1: }$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
