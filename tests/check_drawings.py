#!/usr/bin/python3
"""Reads back the drawings of `sudoku --draw` and checks them against the puzzles drawn.

Shares no code with sudoku/drawing.c: it reads each puzzle's header itself (size, boxes, a
regions: map, cage: lines) and each drawing as a person would, by its characters:
  - the frame and the lines between cells: a box line ('|', '-', '+') exactly between cells of
    different boxes or regions, broken ('!', '- -') when one cage lies on both sides; a cage line
    (':', '.') exactly between cells of different cages in one box; a blank between cells of one
    cage, or of no cage, in one box; so the cells joined across blanks and broken lines are the
    cages as the header gives them;
  - each cage's sum written at the left of the line above its first cell, and no other number on
    the lines;
  - the puzzle drawn (-f verdict) shows the givens in their cells, blank cells empty;
  - the solution drawn (-f grid) is a sudoku of the header's boxes whose cages hold distinct
    digits adding up to their sums, and keeps the givens.
Puzzles: generated 4x4 and 6x6 killers, puzzles/sudoku/killer-9x9.txt, killer-examples.txt (the
9x9 one: others have several solutions, whose first drawn is checked the same), a jigsaw and a
16x16.

    tests/check_drawings.py BUILD_DIR
Prints "drawings: N passed, N failed" last, as tests/lib.sh's summary does.
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
SYMBOLS = "123456789ABCDEFG"


class Puzzle:
    def __init__(self, side, box_of, cages, givens):
        self.side, self.box_of, self.cages, self.givens = side, box_of, cages, givens


def usual_boxes(side):
    rows = max(r for r in range(1, int(side ** 0.5) + 1) if side % r == 0)
    columns = side // rows
    return [(cell // side) // rows * rows + (cell % side) // columns for cell in range(side * side)]


def cell_of(name, side):
    row, column = re.fullmatch(r"r(\d+)c(\d+)", name).groups()
    return (int(row) - 1) * side + int(column) - 1


def read_puzzles(text):
    """The puzzles of a file whose grids are one line of n*n cells, each after its header."""
    side, box_of, cages, puzzles = 9, usual_boxes(9), [], []
    lines = iter(text.splitlines())
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition(":")
        if key == "size":
            side = int(value)
            box_of, cages = usual_boxes(side), []
        elif key == "regions":
            labels = "".join(next(lines).strip() for _ in range(side))
            order = list(dict.fromkeys(labels))
            box_of = [order.index(label) for label in labels]
        elif key == "cage":
            words = value.split()
            cages.append((int(words[0]), [cell_of(word, side) for word in words[1:]]))
        elif key in ("boxes", "symbols", "variant"):
            continue
        else:
            givens = [0 if ch in ".0" else SYMBOLS.index(ch) + 1 for ch in line]
            assert len(givens) == side * side, line
            puzzles.append(Puzzle(side, box_of, list(cages), givens))
    return puzzles


def read_drawings(text):
    """Each drawing of the output: a run of lines that start with '+' or '|'."""
    drawings, current = [], []
    for line in text.splitlines() + [""]:
        if line[:1] in ("+", "|"):
            current.append(line)
        elif current:
            drawings.append(current)
            current = []
    return drawings


def expected_edge(puzzle, cage_of, first, second):
    if first is None or second is None:
        return "box"
    if puzzle.box_of[first] != puzzle.box_of[second]:
        same = cage_of[first] is not None and cage_of[first] == cage_of[second]
        return "broken box" if same else "box"
    return "none" if cage_of[first] == cage_of[second] else "cage"


def check_drawing(puzzle, drawing, solved):
    """The problems of one drawing, or []."""
    side = puzzle.side
    width = (len(drawing[0]) - 1) // side - 1
    if len(drawing[0]) != side * (width + 1) + 1 or width < 3:
        return [f"frame of {len(drawing[0])} characters for side {side}"]
    if any(len(line) != len(drawing[0]) for line in drawing):
        return ["lines of different lengths"]
    cage_of = [None] * (side * side)
    for index, (_, cells) in enumerate(puzzle.cages):
        for cell in cells:
            cage_of[cell] = index

    def at(row, column):
        return row * side + column if 0 <= row < side and 0 <= column < side else None

    # A cell line has a blank at the left of every cell; a line between rows has a line or a sum
    # there somewhere (lines that cross nothing are left out).
    cell_lines, borders = [], {}
    for line in drawing:
        segments = [line[c * (width + 1) + 1:(c + 1) * (width + 1)] for c in range(side)]
        if all(segment[0] == " " for segment in segments):
            cell_lines.append(line)
        else:
            borders[len(cell_lines)] = segments
    problems = []
    if len(cell_lines) != side:
        return [f"{len(cell_lines)} cell lines for side {side}"]
    values = []
    for row, line in enumerate(cell_lines):
        for column in range(side + 1):
            mark = line[column * (width + 1)]
            wanted = {"box": "|", "broken box": "!", "cage": ":", "none": " "}[
                expected_edge(puzzle, cage_of, at(row, column - 1), at(row, column))]
            if mark != wanted:
                problems.append(f"r{row + 1}c{column + 1}: '{mark}' at its left, not '{wanted}'")
        for column in range(side):
            text = line[column * (width + 1) + 1:(column + 1) * (width + 1)].strip()
            values.append(SYMBOLS.index(text) + 1 if text else 0)
    for row in range(side + 1):
        segments = borders.get(row)
        for column in range(side):
            kind = expected_edge(puzzle, cage_of, at(row - 1, column), at(row, column))
            if segments is None:
                if kind != "none":
                    problems.append(f"no line above r{row + 1}, yet a {kind} line at c{column + 1}")
                continue
            segment = segments[column]
            cell = at(row, column)
            first = cell is not None and cage_of[cell] is not None and \
                min(puzzle.cages[cage_of[cell]][1]) == cell
            digits = re.match(r"\d*", segment).group()
            if first and digits != str(puzzle.cages[cage_of[cell]][0]):
                problems.append(f"r{row + 1}c{column + 1}: sum '{digits}' above, "
                                f"not {puzzle.cages[cage_of[cell]][0]}")
            if not first and digits:
                problems.append(f"r{row + 1}c{column + 1}: a number above a cell not first")
            fill = segment[len(digits):]
            wanted = {"box": "-" * width, "broken box": ("- " * width)[:width],
                      "cage": "." * width, "none": " " * width}[kind][len(digits):]
            if fill != wanted:
                problems.append(f"r{row + 1}c{column + 1}: '{segment}' above, a {kind} line")
    if not solved:
        if values != puzzle.givens:
            problems.append("the cells drawn are not the givens")
        return problems
    if any(g and g != v for g, v in zip(puzzle.givens, values)):
        problems.append("a given is not kept")
    units = [[r * side + c for c in range(side)] for r in range(side)]
    units += [[r * side + c for r in range(side)] for c in range(side)]
    units += [[cell for cell in range(side * side) if puzzle.box_of[cell] == b]
              for b in range(side)]
    if any(sorted(values[cell] for cell in unit) != list(range(1, side + 1)) for unit in units):
        problems.append("the solution drawn breaks a row, column or box")
    for total, cells in puzzle.cages:
        digits = [values[cell] for cell in cells]
        if sum(digits) != total or len(set(digits)) != len(digits):
            problems.append(f"the cage of sum {total} holds {digits}")
    return problems


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
    sudoku = os.path.join(build, "sudoku")
    inputs = {}
    for size, seed in ((4, 1), (6, 2)):
        made = subprocess.run([sudoku, "--generate=8", "--killer", f"--size={size}",
                               f"--seed={seed}"], capture_output=True, text=True, check=True)
        inputs[f"8 generated {size}x{size} killers"] = made.stdout
    for name in ("sudoku/killer-9x9.txt", "sudoku/killer-examples.txt", "shapes/jigsaw.txt",
                 "shapes/16x16.txt"):
        with open(os.path.join(ROOT, "puzzles", name)) as file:
            inputs[name] = file.read()
    passed = failed = 0
    for name, text in inputs.items():
        puzzles = read_puzzles(text)
        for style, solved in (("verdict", False), ("grid", True)):
            answer = subprocess.run([sudoku, "--draw", "-f", style], input=text,
                                    capture_output=True, text=True, check=False)
            drawings = read_drawings(answer.stdout)
            problems = [] if answer.returncode == 0 and len(drawings) == len(puzzles) else \
                [f"status {answer.returncode}, {len(drawings)} drawings for {len(puzzles)}"]
            for number, (puzzle, drawing) in enumerate(zip(puzzles, drawings), 1):
                problems += [f"puzzle {number}: {p}" for p in check_drawing(puzzle, drawing, solved)]
            what = "solutions" if solved else "puzzles"
            if problems:
                failed += 1
                print(f"FAIL {name}, {what} drawn: {len(problems)} problems; first: {problems[0]}")
            else:
                passed += 1
                print(f"ok {name}, {what} drawn: {len(puzzles)} checked")
    print(f"drawings: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
