#!/usr/bin/env bash
# `dlx --part=I/N` and `dlx --merge`, the count spread over processes or machines:
#   (a) the parts of every bundled example (puzzles/exact-cover/*.dlx) at N = 1, 2, 7 and 64, run
#       one process each, add up to `dlx -c`: once by the awk adder below, which reads the lines
#       themselves (their whole counts and their fractions, which must come to whole numbers),
#       once by --merge; and so do the parts of random problems with symmetries (random options
#       on a ring of items with all their turns), and of the plain split (--symmetry=off);
#       a problem the automatic memo counts at once after its trials is left to part 1;
#   (b) the plain split's lines are those it always gave, without a mode;
#   (c) --merge refuses, each with its message and exit status 1: a part missing, a part
#       repeated, a part of another problem, a part of another split, a part of the other mode
#       (a plain part among symmetric ones), a partial part;
#   (d) --merge --missing lists the parts still to run, one I/N a line, and says when none is.
#   tests/cli/run_parts.sh [BUILD_DIR]
set -uo pipefail
. "$(dirname "$0")/../lib.sh"
build=$(cd "${1:-build}" && pwd)
dlx=$build/dlx
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The total of result lines, by their fields alone: the whole counts, then per denominator the sum
# of the fractions, which must be a whole number. Prints the total, or "fractions-not-whole".
add_parts() {
  awk '
    {
      line = $0
      match(line, /"solutions":[0-9]+/); total += substr(line, RSTART + 12, RLENGTH - 12)
      if (match(line, /"fractions":"[^"]*"/)) {
        n = split(substr(line, RSTART + 13, RLENGTH - 14), fraction, " ")
        for (k = 1; k <= n; k++) {
          split(fraction[k], pair, "/")
          numerator[pair[2]] += pair[1]
        }
      }
    }
    END {
      for (d in numerator) {
        if (numerator[d] % d != 0) { print "fractions-not-whole"; exit }
        total += numerator[d] / d
      }
      printf "%d\n", total
    }' "$1"
}

# Runs the parts 1 .. N of FILE (with OPTIONS), each as its own process, into $work/parts.
run_parts() {
  local file=$1 parts=$2 part
  shift 2
  for part in $(seq 1 "$parts"); do
    "$dlx" "$@" --part="$part/$parts" "$file" 2> /dev/null || return 1
  done > "$work/parts"
}

check_parts() {
  local name=$1 file=$2 serial parts added merged mismatches=""
  shift 2
  serial=$("$dlx" -c "$file" 2> /dev/null) || { fail "$name: dlx -c failed"; return; }
  for parts in 1 2 7 64; do
    if ! run_parts "$file" "$parts" "$@"; then
      mismatches+=" $parts parts: a part failed;"
      continue
    fi
    added=$(add_parts "$work/parts")
    merged=$("$dlx" -c --merge "$work/parts" 2>&1)
    [ "$added" = "$serial" ] || mismatches+=" $parts parts add up to $added;"
    [ "$merged" = "$serial" ] || mismatches+=" --merge of $parts parts says $merged;"
  done
  if [ -z "$mismatches" ]; then pass "$name ${*:-}: the parts add up to $serial"; else fail "$name ${*:-}: dlx -c says $serial, but$mismatches"; fi
}

# (a) every example, by the default split (symmetric where the problem has symmetries).
for file in puzzles/exact-cover/*.dlx; do
  check_parts "$(basename "$file" .dlx)" "$file"
done
for file in puzzles/exact-cover/queens-8.dlx puzzles/exact-cover/latin-4.dlx \
  puzzles/exact-cover/pentominoes-3x20.dlx; do
  check_parts "$(basename "$file" .dlx)" "$file" --symmetry=off
done
grep -q '"mode":"symmetric"' <(run_parts puzzles/exact-cover/queens-14.dlx 7 && cat "$work/parts") &&
  pass "queens-14: the parts say they are of the symmetric split" ||
  fail "queens-14: no part says it is of the symmetric split"

# Where the automatic memo counts a problem at once but its frontier is too wide to be sure
# without its trials (straight trominoes on 12x12: milliseconds with the memo, 25 seconds in
# parts of the plain tree), the parts run those trials, and part 1 counts it alone.
"$build/puzzles/tilings" trominoes 12 12 > "$work/trominoes-12.dlx"
run_parts "$work/trominoes-12.dlx" 3 &&
  [ "$(grep -c '"mode":"memo"' "$work/parts")" = 3 ] &&
  [ "$("$dlx" -c --merge "$work/parts" 2>&1)" = "$("$dlx" -c "$work/trominoes-12.dlx")" ] &&
  pass "trominoes 12x12: the 3 parts leave it to the memo in part 1, and add up to dlx -c" ||
  fail "trominoes 12x12: the parts are not of the memo, or do not add up to dlx -c"

# Random problems with symmetries: SIZE items on a ring, random options of 2 or 3 items, each with
# all its turns round the ring (so that turning the ring is an automorphism), and a few
# secondary items.
random_ring() {
  awk -v seed="$1" -v size="$2" 'BEGIN {
    srand(seed)
    for (i = 0; i < size; i++) printf "r%d ", i
    print "| s0 s1"
    for (o = 0; o < 3 + int(rand() * 3); o++) {
      width = 1 + int(rand() * 3)
      delete offset
      for (k = 0; k < width; k++) offset[k] = int(rand() * size)
      for (turn = 0; turn < size; turn++) {
        delete seen; line = ""; ok = 1
        for (k = 0; k < width; k++) {
          item = (offset[k] + turn) % size
          if (item in seen) ok = 0
          seen[item] = 1; line = line " r" item
        }
        if (ok) print substr(line, 2) (rand() < 0.1 ? " s" int(rand() * 2) : "")
      }
    }
  }'
}
for seed in 1 2 3 4 5 6; do
  random_ring "$seed" $((8 + seed)) > "$work/ring-$seed.dlx"
  check_parts "ring-$seed" "$work/ring-$seed.dlx"
done

# (b) the plain split's line, as it always was.
"$dlx" --symmetry=off --part=2/3 puzzles/exact-cover/queens-8.dlx > "$work/plain-line"
if grep -qE '^\{"part":2,"parts":3,"problem":"[0-9a-f]{16}","solutions":[0-9]+,"nodes":[0-9]+,"complete":true\}$' "$work/plain-line"; then
  pass "the plain split's line has no mode"
else
  fail "the plain split's line changed: $(cat "$work/plain-line")"
fi

# (c) --merge refuses what is not one count.
queens=puzzles/exact-cover/queens-8.dlx
run_parts "$queens" 3
cp "$work/parts" "$work/three"
expect_refusal() {
  local name=$1 pattern=$2 status
  "$dlx" --merge "$work/merge-input" > "$work/out" 2> "$work/err"
  status=$?
  if [ "$status" -eq 1 ] && [ ! -s "$work/out" ] && grep -qE "$pattern" "$work/err"; then
    pass "--merge refuses $name"
  else
    fail "--merge of $name: status $status, output '$(cat "$work/out")', errors '$(cat "$work/err")'"
  fi
}
sed 2d "$work/three" > "$work/merge-input"
expect_refusal "a part missing" "1 of the 3 parts is missing: 2"
{ cat "$work/three"; sed -n 2p "$work/three"; } > "$work/merge-input"
expect_refusal "a part repeated" "merge-input:4: part 2/3 repeated \(first in .*merge-input:2\)"
{ sed 3d "$work/three"; "$dlx" --part=3/3 puzzles/exact-cover/queens-14.dlx; } > "$work/merge-input"
expect_refusal "a part of another problem" "merge-input:3: part 3/3 is of another problem"
{ sed 3d "$work/three"; "$dlx" --part=3/4 "$queens"; } > "$work/merge-input"
expect_refusal "a part of another split" "part 3/4 is of a split into 4 parts, not 3"
{ sed 3d "$work/three"; "$dlx" --symmetry=off --part=3/3 "$queens"; } > "$work/merge-input"
expect_refusal "a part of the plain split among symmetric ones" \
  "merge-input:3: part 3/3 is of the plain split, not the symmetric split as in .*merge-input:1"
{ sed 3d "$work/three"; sed -n 3p "$work/three" | sed 's/"complete":true/"complete":false/'; } > "$work/merge-input"
expect_refusal "a partial part" "merge-input:3: part 3/3 is partial \(its search was stopped\): run it again"
sed 's/"solutions":[0-9]*,/&/; 1s/}$/,"fractions":"1\/3"}/' "$work/three" > "$work/merge-input"
expect_refusal "fractions that are no whole number" "the parts' fractions add up to 1/3"

# (d) --merge --missing.
sed '2d; 3d' "$work/three" > "$work/merge-input"
{ sed -n 3p "$work/three" | sed 's/"complete":true/"complete":false/'; } >> "$work/merge-input"
"$dlx" --merge --missing "$work/merge-input" > "$work/out" 2> "$work/err"
status=$?
if [ "$status" -eq 0 ] && [ "$(cat "$work/out")" = "$(printf '2/3\n3/3')" ]; then
  pass "--merge --missing lists the parts missing and partial"
else
  fail "--merge --missing: status $status, output '$(cat "$work/out")', errors '$(cat "$work/err")'"
fi
"$dlx" --merge --missing "$work/three" > "$work/out" 2> "$work/err"
status=$?
if [ "$status" -eq 0 ] && [ ! -s "$work/out" ] && grep -q "none of the 3 parts is missing" "$work/err"; then
  pass "--merge --missing says when no part is missing"
else
  fail "--merge --missing of every part: status $status, output '$(cat "$work/out")', errors '$(cat "$work/err")'"
fi

summary "parts"
