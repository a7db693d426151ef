#!/usr/bin/env bash
# Resource limits of the commands: memory stays bounded however much input arrives.
#   bash tests/cli/run_limits.sh [BUILD_DIR]        (default build/; needs BUILD_DIR/sudoku, dlx)
# Peak memory is the peak resident set size (ru_maxrss from wait4) of the command alone, measured
# by a tiny helper compiled into a temporary directory; the input generators before the pipe are
# not counted. Checks:
#   - 1,000,000 one-line puzzles (9 relabellings of one unique puzzle, repeated) streamed through a
#     pipe into `sudoku -f line`: every one answered with its solution, peak RSS under 8 MB, and
#     within 1 MB of the peak for 1,000 puzzles (memory does not grow with the input);
#   - the same with `sudoku -j 2`, whose answers must also come out in input order;
#   - a 100 MB line without a newline, into sudoku and into dlx: one error naming the line
#     ("line is longer than ..."), exit status 1, and a peak RSS far below 100 MB (sudoku's line
#     limit is 64 KiB, dlx's 16 MiB);
#   - a line of exactly the limit is read, one byte more refused (sudoku 65,536, dlx 16,777,216);
#   - a Knuth file of 1,000,000 one-item options on 1,000,000 primary items (exactly 1 solution)
#     solved by `dlx -c`: the count is right and the peak RSS grows in proportion to the size (the
#     same per option as for 100,000 options, within 25%); the bytes per option entry are printed;
#   - long chains of forced options (100,000 one-option items alone, and 70,000 of them beside 10
#     queens) and one item in 200,000 options counted by `dlx -c -j 2` as by `dlx -c`, with a peak
#     RSS within 1.5 times that of one thread and 16 MB, each within a timeout of 120 s (the
#     splitter follows a chain without a copy of the prefix per option, and leaves a prefix of too
#     many children whole).
# Prints one line per check, then "N passed, N failed"; exits 1 when a check failed.
set -uo pipefail
. "$(dirname "$0")/../lib.sh"

build=${1:-build}
build=${build%/}
sudoku=$build/sudoku
dlx=$build/dlx
for command in "$sudoku" "$dlx"; do
  if [ ! -x "$command" ]; then
    fail "missing $command (run make first)"
    summary limits
    exit
  fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

check() { # check NAME CONDITION-STATUS DETAILS: the details are printed either way
  if [ "$2" -eq 0 ]; then pass "$1: $3"; else fail "$1: $3"; fi
}

# maxrss RESULT COMMAND [ARG]...: runs COMMAND with this process's standard streams, writes
# "PEAK_KB STATUS" to RESULT (STATUS: the exit status, or 128 + the signal), exits with STATUS.
cat > "$work/maxrss.c" <<'EOF'
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: maxrss RESULT COMMAND [ARG]...\n");
    return 125;
  }
  pid_t child = fork();
  if (child < 0) {
    perror("fork");
    return 125;
  }
  if (child == 0) {
    execvp(argv[2], argv + 2);
    perror(argv[2]);
    _exit(127);
  }
  int status;
  struct rusage usage;
  if (wait4(child, &status, 0, &usage) < 0) {
    perror("wait4");
    return 125;
  }
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  FILE *result = fopen(argv[1], "w");
  if (!result) {
    perror(argv[1]);
    return 125;
  }
  fprintf(result, "%ld %d\n", usage.ru_maxrss, code);
  fclose(result);
  return code;
}
EOF
if ! cc -O2 -o "$work/maxrss" "$work/maxrss.c"; then
  fail "cannot compile the RSS helper"
  summary limits
  exit
fi
maxrss=$work/maxrss

peak_kb() { cut -d' ' -f1 "$1"; }
exit_of() { cut -d' ' -f2 "$1"; }

# ------------------------------------------------------------------------------------------------
# 1. A million puzzles through a pipe.

puzzle='3.6..25......38...7.8.16.9...7..386.82..7..45.631..9...7.35.6.2...82......29..7.4'
solution=$(echo "$puzzle" | "$sudoku" -f line)
# The 9 relabellings d -> d+k (mod 9) of the puzzle, one per line, and of its solution.
relabel() { # relabel TEXT K
  local from=123456789 to
  to=${from:$2}${from:0:$2}
  echo "$1" | tr "$from" "$to"
}
for k in 0 1 2 3 4 5 6 7 8; do relabel "$puzzle" $k; done > "$work/puzzles9"
for k in 0 1 2 3 4 5 6 7 8; do relabel "$solution" $k; done > "$work/solutions9"

stream_puzzles() { # stream_puzzles COUNT: COUNT puzzle lines, the 9 relabellings in turn
  yes "$(cat "$work/puzzles9")" 2>/dev/null | head -n "$1"
}

# Every output line must be the solution of the puzzle on the same line: both cycle through the
# 9 relabellings, so output line n is solutions9 line (n-1) mod 9 + 1.
answers_match() { # answers_match OUTPUT COUNT
  awk -v count="$2" 'NR == FNR { solution[(NR - 1) % 9] = $0; next }
    $0 != solution[(FNR - 1) % 9] { bad++ }
    END { exit !(FNR == count && bad == 0) }' "$work/solutions9" "$1"
}

stream_puzzles 1000 | "$maxrss" "$work/rss_small" "$sudoku" -f line > "$work/out_small" 2> "$work/err_small"
small_kb=$(peak_kb "$work/rss_small")
started=$SECONDS
stream_puzzles 1000000 | "$maxrss" "$work/rss_large" "$sudoku" -f line > "$work/out_large" 2> "$work/err_large"
large_seconds=$((SECONDS - started))
large_kb=$(peak_kb "$work/rss_large")
lines=$(wc -l < "$work/out_large")
answers_match "$work/out_large" 1000000
matched=$?
[ "$(exit_of "$work/rss_large")" = 0 ] && [ ! -s "$work/err_large" ] && [ "$lines" -eq 1000000 ] &&
  [ $matched -eq 0 ]
check "sudoku 1,000,000 piped puzzles answered" $? \
  "$lines answer lines, all the right solutions: $([ $matched -eq 0 ] && echo yes || echo no), exit $(exit_of "$work/rss_large"), ${large_seconds} s"
[ "$large_kb" -lt 8192 ]
check "sudoku 1,000,000 puzzles peak RSS < 8 MB" $? "peak RSS ${large_kb} KB"
answers_match "$work/out_small" 1000 && [ $((large_kb - small_kb)) -le 1024 ]
check "sudoku constant memory (1,000 vs 1,000,000 puzzles, within 1 MB)" $? \
  "${small_kb} KB vs ${large_kb} KB (difference $((large_kb - small_kb)) KB)"

# The same with -j 2: the ring of puzzles in flight has a fixed size, so memory stays bounded too,
# and the answers come out in input order.
stream_puzzles 1000 | "$maxrss" "$work/rss_small_j2" "$sudoku" -j 2 -f line > "$work/out_small" 2> "$work/err_small"
small_kb=$(peak_kb "$work/rss_small_j2")
started=$SECONDS
stream_puzzles 1000000 | "$maxrss" "$work/rss_large_j2" "$sudoku" -j 2 -f line > "$work/out_large" 2> "$work/err_large"
large_seconds=$((SECONDS - started))
large_kb=$(peak_kb "$work/rss_large_j2")
lines=$(wc -l < "$work/out_large")
answers_match "$work/out_large" 1000000
matched=$?
[ "$(exit_of "$work/rss_large_j2")" = 0 ] && [ ! -s "$work/err_large" ] && [ "$lines" -eq 1000000 ] &&
  [ $matched -eq 0 ]
check "sudoku -j 2: 1,000,000 piped puzzles answered in order" $? \
  "$lines answer lines, all the right solutions in order: $([ $matched -eq 0 ] && echo yes || echo no), exit $(exit_of "$work/rss_large_j2"), ${large_seconds} s"
[ "$large_kb" -lt 8192 ]
check "sudoku -j 2: 1,000,000 puzzles peak RSS < 8 MB" $? "peak RSS ${large_kb} KB"
answers_match "$work/out_small" 1000 && [ $((large_kb - small_kb)) -le 1024 ]
check "sudoku -j 2: constant memory (1,000 vs 1,000,000 puzzles, within 1 MB)" $? \
  "${small_kb} KB vs ${large_kb} KB (difference $((large_kb - small_kb)) KB)"

# ------------------------------------------------------------------------------------------------
# 2. A 100 MB line without a newline.

hundred_mb=100000000
long_line() { # long_line BYTE: 100 MB of BYTE, no newline
  head -c "$hundred_mb" /dev/zero | tr '\0' "$1"
}

long_line '.' | "$maxrss" "$work/rss_sudoku_line" "$sudoku" > "$work/out_sudoku_line" 2> "$work/err_sudoku_line"
status=$(exit_of "$work/rss_sudoku_line")
kb=$(peak_kb "$work/rss_sudoku_line")
message=$(cat "$work/err_sudoku_line")
[ "$status" = 1 ] && [ "$(wc -l < "$work/err_sudoku_line")" -eq 1 ] &&
  [[ $message == "sudoku: <stdin>:1: line is longer than "*" bytes" ]] && [ ! -s "$work/out_sudoku_line" ]
check "sudoku 100 MB line: error naming line 1, exit 1" $? "exit $status, stderr '$message'"
[ "$kb" -lt 8192 ]
check "sudoku 100 MB line: peak RSS < 8 MB" $? "peak RSS ${kb} KB"

long_line 'a' | "$maxrss" "$work/rss_dlx_line" "$dlx" -c > "$work/out_dlx_line" 2> "$work/err_dlx_line"
status=$(exit_of "$work/rss_dlx_line")
kb=$(peak_kb "$work/rss_dlx_line")
message=$(cat "$work/err_dlx_line")
[ "$status" = 1 ] && [ "$(wc -l < "$work/err_dlx_line")" -eq 1 ] &&
  [[ $message == "dlx: <stdin>:1:"*": line is longer than 16777216 bytes" ]] && [ ! -s "$work/out_dlx_line" ]
check "dlx 100 MB line: error naming line 1, exit 1 (not out of memory)" $? "exit $status, stderr '$message'"
# The line buffer stops growing at the 16 MiB limit.
[ "$kb" -lt $((40 * 1024)) ]
check "dlx 100 MB line: peak RSS < 40 MB" $? "peak RSS ${kb} KB"

# The same for a 100 MB option line after a valid item line (the limit applies to every line).
{ printf 'a b\n'; long_line 'b'; } |
  "$maxrss" "$work/rss_dlx_option" "$dlx" -c > /dev/null 2> "$work/err_dlx_option"
status=$(exit_of "$work/rss_dlx_option")
kb=$(peak_kb "$work/rss_dlx_option")
message=$(cat "$work/err_dlx_option")
[ "$status" = 1 ] && [[ $message == "dlx: <stdin>:2:"*": line is longer than 16777216 bytes" ]] &&
  [ "$kb" -lt $((40 * 1024)) ]
check "dlx 100 MB option line: error naming line 2, exit 1, peak RSS < 40 MB" $? \
  "exit $status, peak RSS ${kb} KB, stderr '$message'"

# The limits themselves: a line of exactly the limit is read, one byte more is refused.
# sudoku: a one-line puzzle whose free text brings the line to 65,536 bytes (then 65,537).
sudoku_line_of() { # sudoku_line_of LENGTH [ENDING]
  printf '%s ' "$puzzle"
  head -c $(($1 - ${#puzzle} - 1)) /dev/zero | tr '\0' 'x'
  printf "${2:-\\n}"
}
sudoku_line_of 65536 | "$sudoku" -f line > "$work/out_at_limit" 2> "$work/err_at_limit"
at_status=$?
sudoku_line_of 65536 '\r\n' | "$sudoku" -f line > "$work/out_crlf" 2> "$work/err_crlf"
crlf_status=$?
sudoku_line_of 65537 | "$sudoku" -f line > /dev/null 2> "$work/err_over_limit"
over_status=$?
[ $at_status -eq 0 ] && [ "$(cat "$work/out_at_limit")" = "$solution" ] && [ $crlf_status -eq 0 ] &&
  [ "$(cat "$work/out_crlf")" = "$solution" ] && [ $over_status -eq 1 ] &&
  grep -qx 'sudoku: <stdin>:1: line is longer than 65536 bytes' "$work/err_over_limit"
check "sudoku line limit: 65,536 bytes read (LF or CRLF), 65,537 refused" $? \
  "exit $at_status, $crlf_status (CRLF), then $over_status, '$(cat "$work/err_over_limit")'"

# dlx: an item line of one name of 16,777,216 bytes (no option: 0 solutions), then one byte more.
dlx_line_of() { # dlx_line_of LENGTH [ENDING]
  head -c "$1" /dev/zero | tr '\0' 'n'
  printf "${2:-\\n}"
}
dlx_line_of 16777216 | "$dlx" -c > "$work/out_at_limit" 2> "$work/err_at_limit"
at_status=$?
dlx_line_of 16777216 '\r\n' | "$dlx" -c > "$work/out_crlf" 2> "$work/err_crlf"
crlf_status=$?
dlx_line_of 16777217 | "$dlx" -c > /dev/null 2> "$work/err_over_limit"
over_status=$?
[ $at_status -eq 0 ] && [ "$(cat "$work/out_at_limit")" = 0 ] && [ $crlf_status -eq 0 ] &&
  [ "$(cat "$work/out_crlf")" = 0 ] && [ $over_status -eq 1 ] &&
  grep -qx 'dlx: <stdin>:1:16777217: line is longer than 16777216 bytes' "$work/err_over_limit"
check "dlx line limit: 16,777,216 bytes read (LF or CRLF), 16,777,217 refused" $? \
  "exit $at_status, $crlf_status (CRLF), then $over_status, '$(cat "$work/err_over_limit")'"

# ------------------------------------------------------------------------------------------------
# 3. A million options.

# knuth_file N: N primary items i0 .. i(N-1) and the N options "iK": exactly one solution, all of
# them.
knuth_file() {
  awk -v n="$1" 'BEGIN {
    printf "| %d primary items, one option each: exactly 1 solution\n", n
    for (k = 0; k < n; k++) printf "%si%d", (k ? " " : ""), k
    printf "\n"
    for (k = 0; k < n; k++) printf "i%d\n", k
  }'
}

measure_dlx() { # measure_dlx N: writes the file, runs dlx -c on it; sets dlx_kb, dlx_out, dlx_status
  knuth_file "$1" > "$work/options.dlx"
  "$maxrss" "$work/rss_dlx" "$dlx" -c "$work/options.dlx" > "$work/out_dlx" 2> "$work/err_dlx"
  dlx_kb=$(peak_kb "$work/rss_dlx")
  dlx_status=$(exit_of "$work/rss_dlx")
  dlx_out=$(cat "$work/out_dlx")
}

measure_dlx 1000
base_kb=$dlx_kb
measure_dlx 100000
tenth_kb=$dlx_kb
tenth_out=$dlx_out
started=$SECONDS
measure_dlx 1000000
full_seconds=$((SECONDS - started))
full_kb=$dlx_kb
file_bytes=$(wc -c < "$work/options.dlx")
[ "$dlx_status" = 0 ] && [ "$dlx_out" = 1 ] && [ "$tenth_out" = 1 ] &&
  [ ! -s "$work/err_dlx" ]
check "dlx -c 1,000,000 options: 1 solution" $? \
  "output '$dlx_out', exit $dlx_status, input $((file_bytes / 1000)) KB, ${full_seconds} s"
# Bytes per option entry (each option here has one entry, and one item of its own), beyond the
# peak of a 1,000-option problem.
per_option_full=$(((full_kb - base_kb) * 1024 / 999000))
per_option_tenth=$(((tenth_kb - base_kb) * 1024 / 99000))
ratio_percent=$((100 * per_option_full / (per_option_tenth > 0 ? per_option_tenth : 1)))
[ "$per_option_full" -le 512 ] && [ "$ratio_percent" -ge 75 ] && [ "$ratio_percent" -le 125 ]
check "dlx memory proportional to the size" $? \
  "peak RSS ${base_kb} KB (1,000 options), ${tenth_kb} KB (100,000), ${full_kb} KB (1,000,000): ${per_option_full} bytes per option entry (item, name and text included; ${per_option_tenth} at 100,000)"

# -j 2 against -j 1 on long chains of forced options. Each run is bounded by `timeout` (a splitter
# that spends a pass over the problem per forced option would run for hours).
queens=$build/puzzles/queens
knuth_file 100000 > "$work/chain.dlx"
if [ -x "$queens" ]; then
  "$queens" 10 | awk -v n=70000 '
    /^\|/ { print; next }
    !items { items = 1; for (k = 0; k < n; k++) printf "x%d ", k; print; next }
    { print }
    END { for (k = 0; k < n; k++) printf "x%d\n", k }' > "$work/queens_chain.dlx"
fi
awk 'BEGIN { print "a"; for (k = 0; k < 200000; k++) print "a" }' > "$work/one_item.dlx"
for name in chain queens_chain one_item; do
  file=$work/$name.dlx
  [ -s "$file" ] || { fail "$name: $queens is missing (make builds the generators)"; continue; }
  "$maxrss" "$work/rss_one" timeout 120 "$dlx" -c "$file" > "$work/out_one" 2> /dev/null
  "$maxrss" "$work/rss_two" timeout 120 "$dlx" -c -j 2 "$file" > "$work/out_two" 2> /dev/null
  one_kb=$(peak_kb "$work/rss_one") two_kb=$(peak_kb "$work/rss_two")
  [ "$(exit_of "$work/rss_one")" = 0 ] && [ "$(exit_of "$work/rss_two")" = 0 ] &&
    [ -s "$work/out_one" ] && cmp -s "$work/out_one" "$work/out_two" &&
    [ "$two_kb" -le $((one_kb * 3 / 2 + 16384)) ]
  check "dlx -c -j 2 on $name" $? \
    "count $(cat "$work/out_two") (one thread: $(cat "$work/out_one")), exit $(exit_of "$work/rss_two"), peak RSS ${two_kb} KB (one thread: ${one_kb} KB)"
done

summary limits
