#!/usr/bin/python3
"""Replays sudoku's JSON explanations and hints on a candidate grid of its own.

Shares no code with the rater (sudoku/rater*.c): it keeps its own candidates for the classic 9x9
(rows, columns, boxes) and takes each puzzle's solution from the collections' counts files,
made by an independent solver. For every puzzle of top1465 and a sample of the 17-clue puzzles,
`sudoku --explain -f json` (top1465) and `sudoku --rate -f json` (the 17-clue sample), whose
objects are the same, must give steps such that:
  - the object says outcome "solved", a known level, and as many steps as it lists;
  - every placement is a candidate of its cell and agrees with the unique solution;
  - a naked single's cell has that one candidate left; a hidden single's digit has no other
    candidate in the unit named;
  - every eliminated digit is a candidate of its cell and is not the solution's digit there;
  - the steps end in the solved grid.
And `--rate -f json` on top1465 must print the objects `--explain -f json` printed (compared parsed).
Then `sudoku --hint -f json` on partly solved grids (the puzzle with the first K empty cells of
the solution filled in): the hint's placement agrees with the solution and its eliminations spare
the solution's digits; the same grid with one wrong digit that clashes with nothing is answered
"wrong entry" naming that cell (among others when clearing another cell also leaves one solution,
another one); the full solution is "solved". And `sudoku --hint=marks -f json` on the candidates
reached partway through each explanation (every 4th of top1465, as pencil-mark grids): its step
replays soundly on those marks, and the same marks without one cell's solution digit are
answered "wrong candidates" naming that cell.

    tests/replay_explanations.py BUILD_DIR [SAMPLE_STEP]
SAMPLE_STEP (default 50): every SAMPLE_STEP-th 17-clue puzzle is replayed (about 980).
Prints "replay: N passed, N failed" last, as tests/lib.sh's summary does.
"""
import gzip
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COLLECTIONS = os.path.join(HERE, "..", "puzzles", "sudoku")
LEVELS = {"simple", "easy", "intermediate", "expert", "fiendish", "diabolical"}

ROWS = [[r * 9 + c for c in range(9)] for r in range(9)]
COLUMNS = [[r * 9 + c for r in range(9)] for c in range(9)]
BOXES = [[(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)] for b in range(9)]
UNITS = {"row": ROWS, "column": COLUMNS, "box": BOXES}
PEERS = [set() for _ in range(81)]
for unit in ROWS + COLUMNS + BOXES:
    for cell in unit:
        PEERS[cell].update(other for other in unit if other != cell)


def cell_index(name):
    row, column = name[1:].split("c")
    return (int(row) - 1) * 9 + int(column) - 1


def unit_cells(name):
    kind, number = name.rsplit(" ", 1)
    return UNITS[kind][int(number) - 1]


class Replay:
    """The candidates of a 9x9 grid, and the first problem found in replaying steps on it."""

    def __init__(self, puzzle):
        self.values = [0] * 81
        self.candidates = [set(range(1, 10)) for _ in range(81)]
        self.problem = None
        for cell, character in enumerate(puzzle):
            if character in "123456789":
                self.place(cell, int(character))

    def place(self, cell, digit):
        self.values[cell] = digit
        self.candidates[cell] = set()
        for peer in PEERS[cell]:
            self.candidates[peer].discard(digit)

    def complain(self, text):
        if self.problem is None:
            self.problem = text

    def apply(self, step, solution):
        technique = step["technique"]
        for placement in step["placements"]:
            cell, digit = cell_index(placement["cell"]), int(placement["digit"])
            if digit not in self.candidates[cell]:
                self.complain(f"{technique} places {digit} in {placement['cell']}, no candidate")
            if digit != solution[cell]:
                self.complain(f"{technique} places {digit} in {placement['cell']}, "
                              f"the solution has {solution[cell]}")
            if technique == "naked single" and self.candidates[cell] != {digit}:
                self.complain(f"naked single in {placement['cell']} with candidates "
                              f"{sorted(self.candidates[cell])}")
            if technique == "hidden single":
                others = [other for other in unit_cells(step["units"][0])
                          if other != cell and digit in self.candidates[other]]
                if others:
                    self.complain(f"hidden single {digit} in {step['units'][0]} has other cells")
            self.place(cell, digit)
        for elimination in step["eliminations"]:
            cell = cell_index(elimination["cell"])
            for digit in map(int, elimination["digits"]):
                if digit not in self.candidates[cell]:
                    self.complain(f"{technique} removes {digit} from {elimination['cell']}, "
                                  "no candidate")
                if digit == solution[cell]:
                    self.complain(f"{technique} removes {digit}, the solution's digit, from "
                                  f"{elimination['cell']}")
                self.candidates[cell].discard(digit)


def replay_from_marks(words):
    """A Replay of a pencil-mark grid: one digit filled, several the cell's candidates (a cell
    written with its one candidate left is a filled cell, whose digit its peers lose)."""
    replay = Replay("." * 81)
    for cell, word in enumerate(words):
        if len(word) == 1:
            replay.values[cell] = int(word)
            replay.candidates[cell] = set()
        else:
            replay.candidates[cell] = set(map(int, word))
    for cell in range(81):  # a filled cell's digit leaves its peers, as the rules say
        for peer in PEERS[cell]:
            replay.candidates[peer].discard(replay.values[cell])
    return replay


def marks_of(replay):
    """The pencil-mark grid of a replay: 9 lines of 9 words."""
    words = [str(replay.values[cell]) if replay.values[cell]
             else "".join(map(str, sorted(replay.candidates[cell]))) for cell in range(81)]
    return [" ".join(words[row * 9:row * 9 + 9]) for row in range(9)], words


def read_counts(name, step):
    """(puzzle, solution digits) of every step-th puzzle of a collection's counts file."""
    pairs = []
    with gzip.open(os.path.join(COLLECTIONS, "counts", name + ".counts.gz"), "rt") as counts:
        for index, line in enumerate(counts):
            if index % step:
                continue
            puzzle, count, solution = line.strip().split(":")
            if count != "1":
                raise SystemExit(f"{name}: puzzle {index + 1} is not unique in the counts file")
            pairs.append((puzzle, [int(digit) for digit in solution]))
    return pairs


def run_sudoku(build, options, lines):
    completed = subprocess.run([os.path.join(build, "sudoku")] + options,
                               input="".join(line + "\n" for line in lines),
                               capture_output=True, text=True, check=False)
    return completed.returncode, [json.loads(line) for line in completed.stdout.splitlines()]


class Tally:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, problems, total):
        if problems:
            self.failed += 1
            print(f"FAIL {name}: {len(problems)} of {total} wrong; first: {problems[0]}")
        else:
            self.passed += 1
            print(f"ok {name}: {total} checked")


def check_marks_hints(build, pairs, explanations, tally):
    """--hint=marks on the candidates reached partway through each explanation: the hint's step
    replays soundly on those marks; the same marks without one cell's solution digit are named."""
    lines, grids, wrong_lines, wrong_cells, solutions = [], [], [], [], []
    for index, ((puzzle, solution), answer) in enumerate(zip(pairs, explanations)):
        steps = answer["steps"]
        replay = Replay(puzzle)
        for step in steps[:index * 7 % len(steps)]:
            replay.apply(step, solution)
        if replay.values == solution:
            continue
        text, words = marks_of(replay)
        lines += text
        grids.append(words)
        solutions.append(solution)
        several = [cell for cell in range(81) if len(words[cell]) > 2]
        if several:
            cell = several[index % len(several)]
            wrong = list(words)
            wrong[cell] = wrong[cell].replace(str(solution[cell]), "")
            wrong_lines += marks_of_words(wrong)
            wrong_cells.append(cell)
    status, answers = run_sudoku(build, ["--hint=marks", "-f", "json"], lines)
    problems = [] if status == 0 and len(answers) == len(grids) else [f"status {status}"]
    for words, solution, answer in zip(grids, solutions, answers):
        replay = replay_from_marks(words)
        if answer["outcome"] == "solved":  # every cell written with one digit
            if replay.values != solution:
                replay.complain("solved, but the marks are not the solution")
        elif answer["outcome"] != "step":
            replay.complain(f"outcome {answer['outcome']}")
        else:
            replay.apply(answer["step"], solution)
        if replay.problem:
            problems.append(f"{' '.join(words)}: {replay.problem}")
    tally.check("--hint=marks -f json steps replay soundly on the marks given", problems,
                len(grids))
    status, answers = run_sudoku(build, ["--hint=marks", "-f", "json"], wrong_lines)
    problems = [] if status == 0 and len(answers) == len(wrong_cells) else [f"status {status}"]
    for cell, answer in zip(wrong_cells, answers):
        named = [cell_index(entry["cell"]) for entry in answer.get("cells", [])]
        if answer["outcome"] != "wrong candidates" or named != [cell]:
            problems.append(f"{answer['outcome']} {named}, expected cell {cell}")
    tally.check("--hint=marks -f json names marks without the solution's digit", problems,
                len(wrong_cells))


def marks_of_words(words):
    return [" ".join(words[row * 9:row * 9 + 9]) for row in range(9)]


def replay_collection(build, name, pairs, tally, option="--explain"):
    status, answers = run_sudoku(build, [option, "-f", "json"], [p for p, _ in pairs])
    problems = []
    if status != 0 or len(answers) != len(pairs):
        problems.append(f"status {status}, {len(answers)} answers for {len(pairs)} puzzles")
    steps_replayed = 0
    for number, ((puzzle, solution), answer) in enumerate(zip(pairs, answers), 1):
        replay = Replay(puzzle)
        if answer.get("puzzle") != number or answer.get("outcome") != "solved" or \
                answer.get("level") not in LEVELS or answer.get("stopped") is not False or \
                answer.get("step_count") != len(answer.get("steps", [])):
            replay.complain(f"answer {number} is not a whole solved rating")
        for step in answer.get("steps", []):
            replay.apply(step, solution)
            steps_replayed += 1
        if replay.values != solution:
            replay.complain("the steps do not end in the solved grid")
        if replay.problem:
            problems.append(f"puzzle {number} ({puzzle}): {replay.problem}")
    tally.check(f"{option} -f json replayed on {name} ({steps_replayed} steps)", problems,
                len(pairs))
    return answers


def partly_solved(puzzle, solution, filled):
    """The puzzle with its first `filled` empty cells set to the solution's digits."""
    cells = list(puzzle)
    empty = [cell for cell, character in enumerate(cells) if character not in "123456789"]
    for cell in empty[:filled]:
        cells[cell] = str(solution[cell])
    return "".join(cells), empty[filled:]


def wrong_entry(grid, solution, empty):
    """The grid with one empty cell given a digit that no peer holds but the solution lacks."""
    for cell in empty:
        held = {grid[peer] for peer in PEERS[cell]}
        for digit in range(1, 10):
            if digit != solution[cell] and str(digit) not in held:
                return grid[:cell] + str(digit) + grid[cell + 1:], cell
    return None, None


def check_hints(build, pairs, tally):
    grids, wrong, wrong_cells, solutions = [], [], [], []
    for index, (puzzle, solution) in enumerate(pairs):
        grid, empty = partly_solved(puzzle, solution, index % 40)
        grids.append(grid)
        solutions.append(solution)
        bad, cell = wrong_entry(grid, solution, empty)
        if bad:
            wrong.append(bad)
            wrong_cells.append(cell)
    status, answers = run_sudoku(build, ["--hint", "-f", "json"], grids)
    problems = [] if status == 0 and len(answers) == len(grids) else [f"status {status}"]
    for grid, solution, answer in zip(grids, solutions, answers):
        replay = Replay(grid)
        if answer["outcome"] != "step":
            replay.complain(f"outcome {answer['outcome']}")
        else:
            replay.apply(answer["step"], solution)
        if replay.problem:
            problems.append(f"{grid}: {replay.problem}")
    tally.check("--hint -f json on partly solved grids agrees with the solution", problems,
                len(grids))
    status, answers = run_sudoku(build, ["--hint", "-f", "json"], wrong)
    problems = [] if status == 0 and len(answers) == len(wrong) else [f"status {status}"]
    alone = 0
    for grid, cell, answer in zip(wrong, wrong_cells, answers):
        named = [cell_index(entry["cell"]) for entry in answer.get("cells", [])]
        if answer["outcome"] != "wrong entry" or cell not in named:
            problems.append(f"{grid}: {answer['outcome']} {named}, expected cell {cell}")
        alone += named == [cell]
    # Another cell may be named beside it: clearing it too can leave one solution (another one).
    tally.check(f"--hint -f json names the wrong entry ({alone} of them alone)", problems,
                len(wrong))
    finished = ["".join(map(str, solution)) for solution in solutions[:50]]
    status, answers = run_sudoku(build, ["--hint", "-f", "json"], finished)
    problems = [a for a in answers if a["outcome"] != "solved"]
    if status != 0 or len(answers) != len(finished):
        problems.append(f"status {status}")
    tally.check("--hint -f json says solved of solved grids", problems, len(finished))


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
    sample_step = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    tally = Tally()
    top1465 = read_counts("top1465", 1)
    explanations = replay_collection(build, "all of top1465", top1465, tally)
    status, ratings = run_sudoku(build, ["--rate", "-f", "json"], [p for p, _ in top1465])
    differing = [f"puzzle {number}" for number, (rating, explanation) in
                 enumerate(zip(ratings, explanations), 1) if rating != explanation]
    if status != 0 or len(ratings) != len(explanations):
        differing.insert(0, f"status {status}, {len(ratings)} answers")
    tally.check("--rate -f json gives --explain -f json's objects on top1465", differing,
                len(top1465))
    check_marks_hints(build, top1465[::4], explanations[::4], tally)
    seventeen = read_counts("17-clue", sample_step)
    replay_collection(build, f"every {sample_step}th 17-clue puzzle", seventeen, tally, "--rate")
    check_hints(build, top1465[::3] + seventeen[::3], tally)
    print(f"replay: {tally.passed} passed, {tally.failed} failed")
    return 1 if tally.failed else 0


if __name__ == "__main__":
    sys.exit(main())
