#!/usr/bin/env bash
# Signals and --timeout, which golden files cannot pin down (their node counts depend on timing):
# each run must end with the documented exit status, the partial answer on standard output and
# one line naming the cause on standard error. Also what depends on the engine's search order
# (--all stopped by --max-nodes), output that cannot be written (/dev/full), and the same with
# sudoku -j 2, whose workers each stop on their own; a signal that comes while a write waits on a
# full pipe (the output goes on, whole), or while a read waits on a silent one (the read ends).
# Margins are wide for a loaded 2-core machine. BUILD_DIR holds the commands and puzzles/queens.
#   tests/cli/run_signals.sh [BUILD_DIR]
set -uo pipefail
build=$(cd "${1:-build}" && pwd)
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$here/tests/lib.sh" # pass, fail, summary

check() { # name, expected status, actual status, stdout pattern, stderr pattern
  local problems=""
  [ "$3" = "$2" ] || problems+=" status $3 (expected $2)"
  grep -qE -- "$4" "$work/out" || problems+=" stdout lacks /$4/"
  grep -qE -- "$5" "$work/err" || problems+=" stderr lacks /$5/"
  if [ -z "$problems" ]; then
    pass "$1"
  else
    fail "$1:$problems"; head -3 "$work/out" "$work/err"
  fi
}

# Runs a command in the background on a never-ending search, sends the signal after a delay and
# records the exit status.
signal_after() { # delay, signal, command...
  local delay=$1 signal=$2
  shift 2
  "$@" > "$work/out" 2> "$work/err" &
  local pid=$!
  sleep "$delay"
  kill "-$signal" "$pid"
  wait "$pid"
}

unique=$(gzip -dc "$here/puzzles/sudoku/top1465.txt.gz" | grep -v '^#' | head -1)
empty=$(printf '.%.0s' $(seq 81))
printf '%s\n%s\n%s\n' "$unique" "$empty" "$unique" > "$work/puzzles.txt"

signal_after 0.5 INT "$build/sudoku" "$work/puzzles.txt"
check "sudoku SIGINT" 130 $? '^at least [0-9]+$' 'puzzles.txt:2: search stopped by SIGINT'
[ "$(grep -c . "$work/out")" -eq 3 ] || fail "sudoku SIGINT: the first answer or the partial one is missing"

signal_after 0.5 TERM "$build/sudoku" -f json "$work/puzzles.txt"
check "sudoku SIGTERM" 143 $? '"partial":true' 'search stopped by SIGTERM'

"$build/sudoku" --timeout=0.3 "$work/puzzles.txt" > "$work/out" 2> "$work/err"
check "sudoku --timeout goes on to the next puzzle" 5 $? '^at least [0-9]+$' 'puzzles.txt:2: search stopped by --timeout'
[ "$(grep -c '^1$' "$work/out")" -eq 2 ] || fail "sudoku --timeout: the puzzles around the stopped one were not both answered"

# The shortest --timeout, one microsecond, still stops the search: it must never round to no timer.
timeout 60 "$build/sudoku" --timeout=0.000001 "$work/puzzles.txt" > "$work/out" 2> "$work/err"
check "sudoku --timeout=0.000001" 5 $? '^at least [0-9]+$' 'puzzles.txt:2: search stopped by --timeout'

# A read blocked on a pipe that stays open without data: SIGINT must end the command quietly.
sleep 3 2> /dev/null | "$build/sudoku" > "$work/out" 2> "$work/err" &
reader=$!
sleep 0.5
kill -INT "$reader"
wait "$reader"
status=$?
if [ "$status" = 130 ] && [ ! -s "$work/err" ]; then
  pass "sudoku SIGINT while reading"
else
  fail "sudoku SIGINT while reading: status $status, stderr: $(cat "$work/err")"
fi

# --all lists in the one search that counts, so whatever stops it, the count printed, the solutions
# listed and the line on standard error agree, and they name the puzzle that was stopped.
easy=3.6..25......38...7.8.16.9...7..386.82..7..45.631..9...7.35.6.2...82......29..7.4
printf '%s\n%s\n' "$empty" "$easy" > "$work/empty-then-easy.txt"
for k in $(seq 3000); do echo "$easy"; done > "$work/easy-3000.txt"
agree() { # name, condition (a shell test), message
  if eval "$2"; then
    pass "$1"
  else
    fail "$1: $3"; head -c 300 "$work/err"
  fi
}
stopped_count() { sed -n 's/.*(at least \([0-9]*\) solutions\{0,1\})$/\1/p' "$work/err"; }

signal_after 0.5 INT "$build/sudoku" -a -f json "$work/empty-then-easy.txt"
check "sudoku -a -f json SIGINT" 130 $? '"partial":true' 'empty-then-easy.txt:1: search stopped by SIGINT'
listed=$(grep -o '"[1-9]\{81\}"' "$work/out" | wc -l)
agree "sudoku -a -f json SIGINT: count = listed" \
  '[ "$(grep -c . "$work/out")" = 1 ] && grep -q "\"solutions\":$listed," "$work/out" && [ "$(wc -l < "$work/err")" = 1 ]' \
  "listed $listed, printed $(grep -o '"solutions":[0-9]*' "$work/out")"

signal_after 0.5 INT "$build/sudoku" -a -f line "$work/empty-then-easy.txt"
check "sudoku -a -f line SIGINT" 130 $? '^[1-9]{81}$' 'empty-then-easy.txt:1: search stopped by SIGINT'
agree "sudoku -a -f line SIGINT: listed = the count on standard error" \
  '[ "$(wc -l < "$work/out")" = "$(stopped_count)" ] && [ "$(wc -l < "$work/err")" = 1 ]' \
  "$(wc -l < "$work/out") lines listed"

"$build/sudoku" -a -f line --timeout=0.3 "$work/empty-then-easy.txt" > "$work/out" 2> "$work/err"
check "sudoku -a -f line --timeout" 5 $? '^[1-9]{81}$' 'empty-then-easy.txt:1: search stopped by --timeout'
agree "sudoku -a -f line --timeout: the listing is timed, and the next puzzle answered" \
  '[ "$(wc -l < "$work/out")" = "$(($(stopped_count) + 1))" ] && [ "$(wc -l < "$work/err")" = 1 ]' \
  "$(wc -l < "$work/out") lines for $(stopped_count) solutions and 1"

"$build/sudoku" -a -f line --max-nodes=2000 "$work/empty-then-easy.txt" > "$work/out" 2> "$work/err"
check "sudoku -a -f line --max-nodes" 5 $? '^[1-9]{81}$' 'empty-then-easy.txt:1: search stopped by --max-nodes'
agree "sudoku -a -f line --max-nodes: the stopped puzzle keeps its place" \
  '[ "$(stopped_count)" -gt 0 ] && [ "$(wc -l < "$work/out")" = "$(($(stopped_count) + 1))" ]' \
  "$(wc -l < "$work/out") lines for $(stopped_count) solutions and 1"

# Output that cannot be written: the command stops at the first failed write, with status 3 and
# one line, instead of solving on for nobody (--stats tells how far it went).
if [ -w /dev/full ]; then
  "$build/sudoku" -f line --stats "$work/easy-3000.txt" > /dev/full 2> "$work/err"
  status=$?
  read_puzzles=$(sed -n 's/^sudoku: \([0-9]*\) puzzles\{0,1\},.*/\1/p' "$work/err")
  agree "sudoku > /dev/full stops at the first failed write" \
    '[ $status = 3 ] && [ "$read_puzzles" -lt 3000 ] && [ "$(grep -c "cannot write the output" "$work/err")" = 1 ]' \
    "status $status, $read_puzzles puzzles answered"
  "$build/sudoku" -a -f line -l 100000 --stats "$work/empty-then-easy.txt" > /dev/full 2> "$work/err"
  status=$?
  listed=$(sed -n 's/^sudoku: [0-9]* puzzles\{0,1\}, \([0-9]*\) solutions\{0,1\},.*/\1/p' "$work/err")
  agree "sudoku -a > /dev/full stops listing at the first failed write" \
    '[ $status = 3 ] && [ "$listed" -lt 100000 ] && [ "$(grep -c "cannot write the output" "$work/err")" = 1 ]' \
    "status $status, $listed solutions listed"
fi

# A stop requested between two searches ends the run before the next puzzle, with no partial
# answer, since no search was cut. The easy puzzle's search is a single node, so the signal nearly
# always lands while an answer is written (with --all -f json, while the held solutions are copied
# out) or a puzzle read; yes keeps the pipe full, so the command is at work, not waiting. When it
# does land in the few microseconds of a search, that one puzzle is answered as partial, last, with
# one line on standard error: the run must end either way. Before, a stop between two searches
# went unnoticed until the next search, here never: the command answered on.
for style in "-f line" "-a -f json"; do
  # shellcheck disable=SC2086
  yes "$easy" | "$build/sudoku" $style > "$work/out" 2> "$work/err" &
  pid=$!
  sleep 0.5
  kill -INT "$pid"
  for _ in $(seq 100); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
  kill -KILL "$pid" 2> /dev/null
  wait "$pid"
  status=$?
  answer='^[1-9]{81}$'
  partial='^no solution found: the search was stopped$'
  if [ "$style" != "-f line" ]; then
    answer='^\{"puzzle":.*"solutions":1,.*"all_solutions":\["[1-9]{81}"\]\}$'
    partial='^\{"puzzle":.*"partial":true,.*\}$'
  fi
  # Every answer whole, but for a partial last one that one stderr line then explains.
  if [ -s "$work/err" ]; then
    head -n -1 "$work/out" > "$work/whole"
    explained='[ "$(wc -l < "$work/err")" = 1 ] && grep -q "search stopped by SIGINT" "$work/err" &&
      tail -n 1 "$work/out" | grep -qE "$partial"'
  else
    cp "$work/out" "$work/whole"
    explained=true
  fi
  agree "sudoku $style SIGINT between two puzzles stops before the next one" \
    '[ $status = 130 ] && [ -s "$work/out" ] && ! grep -qvE "$answer" "$work/whole" && eval "$explained"' \
    "status $status, $(wc -l < "$work/out") answers, $(grep -cvE "$answer" "$work/whole") not whole, $(wc -l < "$work/err") stderr lines"
done

# A signal while a write waits on a full pipe. Standard output is a FIFO whose reader waits 3 s
# before it reads: the command fills it within milliseconds and blocks in a write, and the signal
# comes after 1 s. The command must go on writing once the reader reads, end on a whole answer and
# exit with 128 + the signal: what it wrote is the start of the same command's unstopped output,
# and the line of that output that follows starts an answer (next_answer, a regular expression).
# Before, the write failed with EINTR: the output was cut mid-answer where the pipe was full, the
# answers still in stdio's buffer were lost, and the command said it could not write.
mkfifo "$work/slow-reader"
write_to_slow_reader() { # signal, command...
  local signal=$1
  shift
  { sleep 3; cat; } < "$work/slow-reader" > "$work/out" &
  local reader=$!
  "$@" > "$work/slow-reader" 2> "$work/err" &
  local pid=$!
  sleep 1
  kill "-$signal" "$pid"
  wait "$pid"
  local status=$?
  wait "$reader"
  return $status
}
signal_while_writing() { # name, signal, next_answer, command...
  local name=$1 signal=$2 next_answer=$3
  shift 3
  "$@" > "$work/unstopped" 2> /dev/null
  write_to_slow_reader "$signal" "$@"
  local status=$? expected=$((128 + $(kill -l "$signal")))
  local size next_line
  size=$(wc -c < "$work/out")
  next_line=$(tail -c +$((size + 1)) "$work/unstopped" | sed -n 1p)
  agree "$name" '[ $status = $expected ] && [ $size -gt 0 ] && [ $size -lt $(wc -c < "$work/unstopped") ] &&
    cmp -s -n $size "$work/out" "$work/unstopped" && [ "$(tail -c 1 "$work/out")" = "" ] &&
    grep -qE "$next_answer" <<< "$next_line" &&
    { [ ! -s "$work/err" ] || { [ -n "${stderr_line:-}" ] && [ "$(wc -l < "$work/err")" = 1 ] &&
      grep -qE "$stderr_line" "$work/err"; }; }' \
    "status $status (expected $expected), $size of $(wc -c < "$work/unstopped") bytes, the next line '${next_line:0:40}', stderr: $(head -c 200 "$work/err")"
}
signal_while_writing "sudoku SIGTERM while a write waits" TERM '^1$' "$build/sudoku" "$work/easy-3000.txt"
signal_while_writing "sudoku -f line SIGINT while a write waits" INT '^[1-9]{81}$' \
  "$build/sudoku" -f line "$work/easy-3000.txt"
signal_while_writing "sudoku -a SIGTERM while a write waits" TERM '^1$' \
  "$build/sudoku" -a "$work/easy-3000.txt"
signal_while_writing "sudoku -a -f json SIGINT while a write waits" INT '^\{"puzzle":' \
  "$build/sudoku" -a -f json "$work/easy-3000.txt"
# --emit-dlx=PREFIX writes a file per puzzle and its name on standard output (4x4: small files).
for k in $(seq 6000); do echo ".432.....1......"; done > "$work/four-6000.txt"
signal_while_writing "sudoku --emit-dlx=PREFIX SIGINT while a write waits" INT '/emitted-[0-9]+\.dlx$' \
  "$build/sudoku" --emit-dlx="$work/emitted-" "$work/four-6000.txt"
# A stopped generation says so in one line (see below).
stderr_line='^sudoku: generation stopped by SIGTERM after puzzle [0-9]+; [0-9]+ of 20000 puzzles printed$' \
  signal_while_writing "sudoku --generate SIGTERM while a write waits" TERM '^[1-4.]{16}$' \
  "$build/sudoku" --generate=20000 --seed=1 --size=4 -f line

# A second signal ends the command at once, even while a write waits for the reader.
{ sleep 3; cat > /dev/null; } < "$work/slow-reader" &
reader=$!
"$build/sudoku" "$work/easy-3000.txt" > "$work/slow-reader" 2> "$work/err" &
pid=$!
sleep 1
kill -TERM "$pid"
sleep 0.3
kill -TERM "$pid"
sleep 0.7
kill -0 "$pid" 2> /dev/null
still_running=$?
wait "$pid"
status=$?
wait "$reader"
agree "sudoku: a second SIGTERM ends the command while a write waits" \
  '[ $still_running != 0 ] && [ $status = 143 ]' "still running: $([ $still_running = 0 ] && echo yes), status $status"

# dlx on 13 queens prints 73,712 solutions, megabytes: stopped while a write waits, it must print
# the solutions it found, which start its unstopped output, then the partial count line, whose
# count is the number of solutions printed (each ends with an empty line).
"$build/puzzles/queens" 13 > "$work/queens-13.dlx"
for signal in TERM INT; do
  write_to_slow_reader "$signal" "$build/dlx" "$work/queens-13.dlx"
  status=$?
  expected=$((128 + $(kill -l "$signal")))
  head -n -1 "$work/out" > "$work/solutions"
  printed=$(grep -c '^$' "$work/solutions")
  "$build/dlx" "$work/queens-13.dlx" 2> /dev/null | head -c "$(wc -c < "$work/solutions")" > "$work/unstopped"
  agree "dlx SIG$signal while a write waits: the solutions printed, then the partial count" \
    '[ $status = $expected ] && [ "$printed" -gt 0 ] && [ "$printed" -lt 73712 ] &&
     tail -n 1 "$work/out" | grep -qxE "at least $printed solutions \(search stopped by SIG$signal\)" &&
     cmp -s "$work/solutions" "$work/unstopped" &&
     grep -q "search stopped by SIG$signal" "$work/err" && ! grep -q "cannot write" "$work/err"' \
    "status $status (expected $expected), $printed solutions printed, last line '$(tail -n 1 "$work/out" | head -c 80)', stderr: $(head -c 200 "$work/err")"
done

# Reads stay interruptible: a read blocked on a pipe that stays open without data (this script
# holds its writing end) must end at the signal, with no message, not wait for data.
mkfifo "$work/silent"
exec 7<> "$work/silent"
for command in "$build/sudoku" "$build/sudoku -j 2" "$build/dlx"; do
  # shellcheck disable=SC2086
  $command < "$work/silent" > "$work/out" 2> "$work/err" &
  pid=$!
  sleep 0.5
  kill -INT "$pid"
  for _ in $(seq 50); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
  kill -KILL "$pid" 2> /dev/null
  wait "$pid"
  status=$?
  agree "${command##*/} SIGINT while a read waits on a silent pipe" '[ $status = 130 ] && [ ! -s "$work/err" ]' \
    "status $status (137: it was still reading 5 s later), stderr: $(head -c 200 "$work/err")"
done
exec 7>&-

# -j 2: the two workers take a unique puzzle and the first empty grid, then the second empty grid;
# the last puzzle waits. A signal cuts both searches under way, which get their partial answers in
# input order, and the last puzzle, never started, gets none.
printf '%s\n%s\n%s\n%s\n' "$unique" "$empty" "$empty" "$unique" > "$work/two-empty.txt"
signal_after 0.5 INT "$build/sudoku" -j 2 "$work/two-empty.txt"
check "sudoku -j 2 SIGINT" 130 $? '^at least [0-9]+$' 'two-empty.txt:3: search stopped by SIGINT'
agree "sudoku -j 2 SIGINT: the searches under way answered in order, no other started" \
  '[ "$(wc -l < "$work/out")" = 4 ] && [ "$(sed -n 1p "$work/out")" = 1 ] &&
   sed -n 2p "$work/out" | grep -qE "^[1-9]{81}$" &&
   [ "$(sed -n 3,4p "$work/out" | grep -cE "^at least [0-9]+$")" = 2 ] && [ "$(wc -l < "$work/err")" = 2 ] &&
   sed -n 1p "$work/err" | grep -q "two-empty.txt:2: search stopped by SIGINT" &&
   sed -n 2p "$work/err" | grep -q "two-empty.txt:3: search stopped by SIGINT"' \
  "$(wc -l < "$work/out") lines of output, $(wc -l < "$work/err") lines on standard error"

signal_after 0.5 TERM "$build/sudoku" -j 2 -f json "$work/two-empty.txt"
check "sudoku -j 2 SIGTERM" 143 $? '"partial":true' 'two-empty.txt:2: search stopped by SIGTERM'

"$build/sudoku" -j 2 --timeout=0.3 "$work/two-empty.txt" > "$work/out" 2> "$work/err"
check "sudoku -j 2 --timeout stops each puzzle on its own" 5 $? '^at least [0-9]+$' 'two-empty.txt:3: search stopped by --timeout'
agree "sudoku -j 2 --timeout: every puzzle answered" \
  '[ "$(grep -c "^1$" "$work/out")" = 2 ] && [ "$(grep -c "^at least" "$work/out")" = 2 ] && [ "$(wc -l < "$work/err")" = 2 ]' \
  "$(grep -c "^1$" "$work/out") unique, $(grep -c "^at least" "$work/out") partial"

"$build/sudoku" -j 2 -a -f line --timeout=0.3 "$work/empty-then-easy.txt" > "$work/out" 2> "$work/err"
check "sudoku -j 2 -a -f line --timeout" 5 $? '^[1-9]{81}$' 'empty-then-easy.txt:1: search stopped by --timeout'
agree "sudoku -j 2 -a -f line --timeout: the listing is timed, and the next puzzle answered" \
  '[ "$(wc -l < "$work/out")" = "$(($(stopped_count) + 1))" ] && [ "$(wc -l < "$work/err")" = 1 ]' \
  "$(wc -l < "$work/out") lines for $(stopped_count) solutions and 1"

sleep 3 2> /dev/null | "$build/sudoku" -j 2 > "$work/out" 2> "$work/err" &
reader=$!
sleep 0.5
kill -INT "$reader"
wait "$reader"
status=$?
agree "sudoku -j 2 SIGINT while reading" '[ "$status" = 130 ] && [ ! -s "$work/err" ]' \
  "status $status, stderr: $(cat "$work/err")"

yes "$easy" | "$build/sudoku" -j 2 -f line > "$work/out" 2> "$work/err" &
pid=$!
sleep 0.5
kill -INT "$pid"
for _ in $(seq 100); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
kill -KILL "$pid" 2> /dev/null
wait "$pid"
status=$?
# The easy puzzle's search is a single node: whatever the signal cut is answered partial, last.
grep -vE '^no solution found: the search was stopped$' "$work/out" > "$work/whole"
agree "sudoku -j 2 SIGINT on a stream of puzzles: every answer whole, in order, then the end" \
  '[ $status = 130 ] && [ -s "$work/whole" ] && ! grep -qvE "^[1-9]{81}$" "$work/whole" &&
   [ "$(grep -c "search stopped by SIGINT" "$work/err")" = "$(($(wc -l < "$work/out") - $(wc -l < "$work/whole")))" ]' \
  "status $status, $(wc -l < "$work/out") answers, $(wc -l < "$work/err") stderr lines"

if [ -w /dev/full ]; then
  "$build/sudoku" -j 2 -f line --stats "$work/easy-3000.txt" > /dev/full 2> "$work/err"
  status=$?
  read_puzzles=$(sed -n 's/^sudoku: \([0-9]*\) puzzles\{0,1\},.*/\1/p' "$work/err")
  agree "sudoku -j 2 > /dev/full stops at the first failed write" \
    '[ $status = 3 ] && [ "$read_puzzles" -lt 3000 ] && [ "$(grep -c "cannot write the output: No space left on device" "$work/err")" = 1 ]' \
    "status $status, $read_puzzles puzzles answered, $(cat "$work/err")"
fi

# --generate stopped by a signal: one line that names it and says how many puzzles were printed,
# as many as standard output holds.
signal_after 0.5 INT "$build/sudoku" --generate=100000000 --seed=1
check "sudoku --generate SIGINT" 130 $? '^[.1-9]{81}$' \
  'generation stopped by SIGINT.* [0-9]+ of 100000000 puzzles printed$'
printed=$(sed -n 's/.* \([0-9]*\) of 100000000 puzzles printed$/\1/p' "$work/err")
agree "sudoku --generate SIGINT says how many puzzles it printed" \
  '[ "$(wc -l < "$work/err")" = 1 ] && [ "$printed" = "$(wc -l < "$work/out")" ]' \
  "$(wc -l < "$work/out") puzzles, stderr: $(cat "$work/err")"

dominoes=$here/puzzles/exact-cover/dominoes-8x8.dlx
# The plain search (1.4 s): counted with symmetry the dominoes take 0.7 s, too close to the signal,
# and with the memo (the default) 3 ms.
signal_after 0.5 INT "$build/dlx" -c --symmetry=off --memo=off "$dominoes"
check "dlx SIGINT" 130 $? '^[0-9]+$' 'search stopped by SIGINT'

signal_after 0.5 TERM "$build/dlx" "$dominoes"
check "dlx SIGTERM" 143 $? '^at least [0-9]+ solutions \(search stopped by SIGTERM\)$' 'stopped by SIGTERM'

"$build/dlx" --timeout=0.3 "$dominoes" > "$work/out" 2> "$work/err"
check "dlx --timeout" 5 $? '\(search stopped by --timeout\)$' 'search stopped by --timeout'

summary signals
