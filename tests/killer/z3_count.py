#!/usr/bin/python3
"""Counts the solutions of killer sudoku puzzles, up to 2, with the z3 SMT solver (an oracle that
shares nothing with the dlx engine or the sudoku front end).

Reads files in the puzzle-header format of sudoku(1), the subset the killer tests use: "size: N"
or "size: RxC", "boxes: RxC" or "boxes: none", "symbols: digits", "variant: none" or "variant: x",
"cage: SUM rRcC ...", comment lines (#), and grids written as one line of N*N cells (digits, or
. and 0 for an empty cell). A header starts anew after a grid. Prints one line per puzzle: 0, 1
or 2 (meaning two or more). With --time, prints the milliseconds each count took after it."""
import re
import sys
import time

import z3


def usual_boxes(side):
    rows = 1
    for divisor in range(1, side + 1):
        if divisor * divisor > side:
            break
        if side % divisor == 0:
            rows = divisor
    return (rows, side // rows) if rows > 1 else None


class Header:
    def __init__(self):
        self.side, self.boxes, self.x, self.cages = 9, (3, 3), False, []

    def apply(self, key, value):
        if key == "size":
            match = re.fullmatch(r"(\d+)(?:[xX](\d+))?", value)
            if match.group(2):
                rows, columns = int(match.group(1)), int(match.group(2))
                self.side, self.boxes = rows * columns, (rows, columns)
            else:
                self.side = int(match.group(1))
                self.boxes = usual_boxes(self.side)
            self.cages = []
        elif key == "boxes":
            self.boxes = None if value == "none" else tuple(int(v) for v in value.split("x"))
        elif key == "variant":
            names = [name.strip() for name in value.split(",")]
            unknown = [name for name in names if name not in ("none", "x")]
            if unknown:
                raise SystemExit("z3_count.py: variant %s is not modelled" % unknown)
            self.x = "x" in names
        elif key == "cage":
            words = value.split()
            cells = []
            for word in words[1:]:
                match = re.fullmatch(r"[rR](\d+)[cC](\d+)", word.rstrip(","))
                cells.append((int(match.group(1)) - 1, int(match.group(2)) - 1))
            self.cages.append((int(words[0]), cells))
        elif key != "symbols" or value != "digits":
            raise SystemExit("z3_count.py: header %s: %s is not modelled" % (key, value))


def count_up_to_two(header, grid):
    """One Boolean per cell and value (pseudo-Boolean constraints: z3's integer model with
    Distinct took minutes to prove a 9x9 killer unique)."""
    side = header.side
    values = range(1, side + 1)
    holds = [[[z3.Bool("r%dc%d#%d" % (r + 1, c + 1, v)) for v in values] for c in range(side)]
             for r in range(side)]
    solver = z3.SolverFor("QF_FD")
    for r in range(side):
        for c in range(side):
            solver.add(z3.PbEq([(holds[r][c][v - 1], 1) for v in values], 1))
            symbol = grid[r * side + c]
            if symbol not in ".0":
                solver.add(holds[r][c][int(symbol, 36) - 1])
    units = [[(r, c) for c in range(side)] for r in range(side)]
    units += [[(r, c) for r in range(side)] for c in range(side)]
    if header.boxes:
        rows, columns = header.boxes
        for top in range(0, side, rows):
            for left in range(0, side, columns):
                units.append([(top + r, left + c) for r in range(rows) for c in range(columns)])
    if header.x:
        units.append([(k, k) for k in range(side)])
        units.append([(k, side - 1 - k) for k in range(side)])
    for unit in units:
        for v in values:
            solver.add(z3.PbEq([(holds[r][c][v - 1], 1) for r, c in unit], 1))
    for total, cells in header.cages:
        for v in values:
            solver.add(z3.AtMost(*[holds[r][c][v - 1] for r, c in cells], 1))
        solver.add(z3.PbEq([(holds[r][c][v - 1], v) for r, c in cells for v in values], total))
    count = 0
    while count < 2 and solver.check() == z3.sat:
        count += 1
        model = solver.model()
        chosen = [holds[r][c][v - 1] for r in range(side) for c in range(side) for v in values
                  if z3.is_true(model.eval(holds[r][c][v - 1]))]
        solver.add(z3.Or([z3.Not(variable) for variable in chosen]))
    return count


def main():
    timing = "--time" in sys.argv[1:]
    paths = [argument for argument in sys.argv[1:] if argument != "--time"]
    for path in paths or ["-"]:
        stream = sys.stdin if path == "-" else open(path)
        header, after_grid = Header(), False
        for raw_line in stream:
            line = raw_line.strip()
            if not line or line.startswith("#"):
                continue
            match = re.fullmatch(r"([a-z-]+):\s*(.*)", line)
            if match:
                if after_grid:
                    header, after_grid = Header(), False
                header.apply(match.group(1), match.group(2))
                continue
            grid = line.split()[0]
            if len(grid) != header.side * header.side:
                raise SystemExit("z3_count.py: %s: a grid line of %d cells, expected %d"
                                 % (path, len(grid), header.side * header.side))
            start = time.perf_counter()
            count = count_up_to_two(header, grid)
            elapsed = (time.perf_counter() - start) * 1000
            print("%d %.3f" % (count, elapsed) if timing else count, flush=True)
            after_grid = True


main()
