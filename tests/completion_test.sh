#!/usr/bin/env bash
# Checks the bash completion of sudoku, dlx and polyform (completion/dlx): it sources the script, calls each
# command's completion function as bash does at a TAB (COMP_LINE, COMP_POINT, and COMP_WORDS split
# at '=' as readline splits them) and compares COMPREPLY with what is expected: options, the
# values of the options with a fixed set, file names. The options offered are exactly those of the
# command's --help (long and short, with '=' where the option takes a value), so the script cannot
# drift from the command, and each value offered is one the command accepts. The cases run once
# with the script alone, and once more after bash-completion's own script when it is installed
# (Debian's bash-completion), whose _init_completion and _filedir the script then uses.
#   bash tests/completion_test.sh [BUILD_DIR]     (default build; make completion-test)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
. tests/lib.sh
build=$(cd "${1:-build}" && pwd) || exit 1
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for command in sudoku dlx polyform; do
  if [ ! -x "$build/$command" ]; then
    fail "$build/$command is missing (run make first)"
    summary completion
    exit
  fi
done

# Prints, one a line and sorted, what the completion offers for LINE (the cursor at its end).
complete_line() {
  local line=$1 piece
  local -a raw
  read -r -a raw <<< "$line"
  [[ $line == *' ' ]] && raw+=("")
  COMP_WORDS=()
  for piece in "${raw[@]}"; do
    # readline makes each '=' a word of its own: --memo=on is --memo, =, on.
    while [[ $piece == *=* ]]; do
      [ -n "${piece%%=*}" ] && COMP_WORDS+=("${piece%%=*}")
      COMP_WORDS+=("=")
      piece=${piece#*=}
    done
    [[ -n $piece || ${COMP_WORDS[-1]:-} != "=" ]] && COMP_WORDS+=("$piece")
  done
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMP_LINE=$line
  COMP_POINT=${#line}
  COMPREPLY=()
  local function_name=_${raw[0]}
  "$function_name" "${raw[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]:-}"
  if [ ${#COMPREPLY[@]} -gt 0 ]; then printf '%s\n' "${COMPREPLY[@]}" | sort; fi
}

# offers LINE EXPECTED...: the completion of LINE is exactly the words EXPECTED.
offers() {
  local line=$1 got expected
  shift
  got=$(complete_line "$line" | tr '\n' ' ')
  expected=$(if [ $# -gt 0 ]; then printf '%s\n' "$@" | sort | tr '\n' ' '; fi)
  if [ "$got" = "$expected" ]; then
    pass
  else
    fail "$mode: '$line<TAB>' gave '$got', expected '$expected'"
  fi
}

# The options of a command's --help: each of the lines that define one ("  -f, --format=STYLE",
# "      --draw", "      --hint[=marks]"), as the completion should offer it: --name= for a
# value, --name and --name= for an optional one, the short ones as -f.
options_of_help() {
  "$build/$1" --help | grep -E '^  (-[A-Za-z], |    )--[a-z]' | while read -r first second _; do
    local long=$first
    if [[ $first == -? || $first == -?, ]]; then
      echo "${first%,}"
      long=$second
    fi
    case $long in
      --*'[='*) echo "${long%%\[*}" && echo "${long%%\[*}=" ;;
      --*=*) echo "${long%%=*}=" ;;
      *) echo "${long%,}" ;;
    esac
  done | sort -u
}

# values_accepted COMMAND OPTION ARGUMENTS...: every value the completion offers for OPTION= is
# accepted by the command (run with the ARGUMENTS, on Knuth's example for dlx, a small puzzle
# for polyform, no input for sudoku): anything but status 2, a wrong command line.
values_accepted() {
  local command=$1 option=$2 value status
  shift 2
  local values
  values=$(complete_line "$command $option=")
  if [ -z "$values" ]; then
    fail "$mode: $command $option= offers no value"
    return
  fi
  for value in $values; do
    if [ "$command" = dlx ]; then
      printf 'a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n' |
        "$build/dlx" "$@" "$option=$value" > /dev/null 2>&1
    elif [ "$command" = polyform ]; then
      printf 'piece D any\n##\n\nboard\n..\n..\n' |
        "$build/polyform" "$@" "$option=$value" > /dev/null 2>&1
    else
      "$build/sudoku" "$@" "$option=$value" < /dev/null > /dev/null 2>&1
    fi
    status=$?
    if [ "$status" -ne 2 ]; then
      pass
    else
      fail "$mode: $command refuses $option=$value, which the completion offers"
    fi
  done
}

run_cases() {
  offers "sudoku --for" --format=
  offers "sudoku --format=j" json
  offers "sudoku --format=" count verdict scenario line grid json
  offers "sudoku -f sc" scenario
  offers "sudoku --format gr" grid
  offers "sudoku --input=p" packed
  offers "sudoku --variant=x,anti-k" x,anti-king x,anti-knight
  offers "sudoku --difficulty=easy-ex" easy-expert
  offers "sudoku --hint" --hint --hint=
  offers "sudoku --hint=" marks
  offers "sudoku --limit "
  offers "dlx --memo=" auto on off
  offers "dlx --memo=o" on off
  offers "dlx --symmetry=" auto on off
  offers "dlx --representation=b" bitset
  offers "dlx --mem" --memo --memo= --memo-size=
  offers "dlx --max-nodes="
  offers "sudoku --symmetry=r" random rotate180 rotate90
  offers "dlx --stats=p" plan
  offers "dlx --stats=nodes,up" nodes,updates
  offers "dlx --stats=memo_p" memo_peak_bytes
  offers "dlx --st" --stats --stats=
  offers "polyform --format=" draw svg json
  offers "polyform -o r" rotations
  offers "polyform --orientations=f" fixed
  offers "polyform --color=a" always auto
  offers "polyform --d" --distinct --draw

  # The names of --stats= are those dlx lists when it refuses an unknown one.
  local listed offered_names
  listed=$("$build/dlx" --stats=? < /dev/null 2>&1 | sed -n 's/.*the names are //p' | tr -d ',' |
    tr ' ' '\n' | sort)
  offered_names=$(complete_line "dlx --stats=" | sort)
  if [ -n "$listed" ] && [ "$listed" = "$offered_names" ]; then
    pass
  else
    fail "$mode: dlx --stats= offers '$(echo $offered_names)', dlx lists '$(echo $listed)'"
  fi

  # File names, as operands and as the values of --zdd= and --emit-dlx=.
  mkdir -p "$work/files/folder"
  touch "$work/files/alpha.txt" "$work/files/beta.dlx"
  cd "$work/files" || return
  offers "dlx al" alpha.txt
  offers "sudoku " alpha.txt beta.dlx folder
  offers "dlx --zdd=be" beta.dlx
  offers "sudoku --emit-dlx=al" alpha.txt
  offers "sudoku --format=line b" beta.dlx
  offers "polyform -c al" alpha.txt
  cd "$root" || return

  # Every option of --help, and nothing else.
  local command
  for command in sudoku dlx polyform; do
    local offered wanted
    offered=$( (complete_line "$command -"; complete_line "$command --") | sort -u)
    wanted=$(options_of_help "$command")
    if [ -n "$wanted" ] && [ "$offered" = "$wanted" ]; then
      pass
    else
      fail "$mode: $command's options differ from its --help (< offered, > --help):" \
        "$(diff <(echo "$offered") <(echo "$wanted") | grep '^[<>]' | tr '\n' ' ')"
    fi
  done

  values_accepted sudoku --format
  values_accepted sudoku --input
  values_accepted sudoku --symbols
  values_accepted sudoku --boxes
  values_accepted sudoku --variant
  values_accepted sudoku --hint
  values_accepted sudoku --symmetry --generate=1 --size=4 --seed=1
  values_accepted sudoku --difficulty --generate=0
  values_accepted dlx --representation -c
  values_accepted dlx --memo -c
  values_accepted dlx --symmetry -c
  values_accepted dlx --stats -c
  values_accepted polyform --format
  values_accepted polyform --orientations -c
  values_accepted polyform --color
}

# The script alone, in a shell without bash-completion.
mode="without bash-completion"
# shellcheck source=completion/dlx
. completion/dlx
run_cases

bash_completion=/usr/share/bash-completion/bash_completion
if [ -r "$bash_completion" ]; then
  mode="with bash-completion"
  # bash-completion's script reads the interactive shell's settings; it is made to be sourced.
  # shellcheck disable=SC1090
  . "$bash_completion" > /dev/null 2>&1
  if declare -F _init_completion > /dev/null; then
    . completion/dlx
    run_cases
  else
    fail "$bash_completion defined no _init_completion"
  fi
else
  echo "completion: bash-completion is not installed; checked without it only"
fi

summary completion
