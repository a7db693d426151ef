#!/usr/bin/python3
"""Writes each killer puzzle of a file as exact-cover problems in Knuth's format, one per encoding
of its cages, for bench/killer.sh to time with `dlx -c --limit=2`:

  fillings       an option per filling of a cage (each permutation of each combination of values
                 with the cage's sum): it covers the items of every cell of the cage at once
  colors         cells keep their options; an option per combination of a cage covers the cage's
                 primary item and gives each of its secondary items kK#V the color 1 (V in the
                 combination) or 0; a cell's option gives kK#V color 1, and an uncolored item
                 kK!V keeps the values of the cage distinct
  decomposition  what sudoku --emit-dlx writes (sudoku/encoder.h): primary items kK#V, covered
                 by a cell of the cage holding V or by the one combination option leaving V out

Reads the header subset of tests/killer/z3_count.py (classic boxes, no variant, no givens
needed). Usage: killer_encodings.py FILE OUTDIR; writes OUTDIR/ENCODING-N.dlx for puzzle N, but
no fillings file for a puzzle whose cages have more than 300,000 fillings in all (a 9-cell cage
alone has 362,880)."""
import itertools
import os
from math import factorial
import re
import sys


def read_puzzles(path):
    side, cages, puzzles = 9, [], []
    for raw in open(path):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        match = re.fullmatch(r"([a-z-]+):\s*(.*)", line)
        if not match:
            puzzles.append((side, cages, line.split()[0]))
            cages = []
            continue
        key, value = match.groups()
        if key == "size":
            side = int(value)
        elif key == "cage":
            words = value.split()
            cells = [tuple(int(n) - 1 for n in re.fullmatch(r"r(\d+)c(\d+)", w).groups())
                     for w in words[1:]]
            cages.append((int(words[0]), cells))
    return puzzles


def combinations(side, size, total):
    return [set(c) for c in itertools.combinations(range(1, side + 1), size) if sum(c) == total]


def cell_items(side, r, c, v):
    box = (r // 3) * 3 + c // 3
    return ["r%dc%d" % (r, c), "r%d#%d" % (r, v), "c%d#%d" % (c, v), "b%d#%d" % (box, v)]


def base_items(side):
    items = ["r%dc%d" % (r, c) for r in range(side) for c in range(side)]
    for kind in "rcb":
        items += ["%s%d#%d" % (kind, k, v) for k in range(side) for v in range(1, side + 1)]
    return items


def givens_of(side, grid):
    return {(k // side, k % side): int(ch, 36) for k, ch in enumerate(grid) if ch not in ".0"}


FILLINGS_MOST_OPTIONS = 300000


def fillings(side, cages, grid):
    """None when the cages have more than FILLINGS_MOST_OPTIONS fillings in all."""
    total = sum(len(combinations(side, len(cells), t)) * factorial(len(cells)) for t, cells in cages)
    if total > FILLINGS_MOST_OPTIONS:
        return None
    givens = givens_of(side, grid)
    lines = [" ".join(base_items(side))]
    in_cage = set()
    for total, cells in cages:
        in_cage.update(cells)
        for combination in combinations(side, len(cells), total):
            for values in itertools.permutations(sorted(combination)):
                if any(givens.get(cell, v) != v for cell, v in zip(cells, values)):
                    continue
                lines.append(" ".join(i for (r, c), v in zip(cells, values)
                                      for i in cell_items(side, r, c, v)))
    for r in range(side):
        for c in range(side):
            if (r, c) not in in_cage:
                for v in [givens[(r, c)]] if (r, c) in givens else range(1, side + 1):
                    lines.append(" ".join(cell_items(side, r, c, v)))
    return lines


def colors(side, cages, grid):
    givens = givens_of(side, grid)
    primary = base_items(side) + ["k%d" % k for k in range(len(cages))]
    secondary = ["k%d#%d" % (k, v) for k in range(len(cages)) for v in range(1, side + 1)]
    secondary += ["k%d!%d" % (k, v) for k in range(len(cages)) for v in range(1, side + 1)]
    lines = [" ".join(primary) + " | " + " ".join(secondary)]
    cage_of = {cell: k for k, (_, cells) in enumerate(cages) for cell in cells}
    for r in range(side):
        for c in range(side):
            for v in [givens[(r, c)]] if (r, c) in givens else range(1, side + 1):
                items = cell_items(side, r, c, v)
                if (r, c) in cage_of:
                    k = cage_of[(r, c)]
                    items += ["k%d#%d:1" % (k, v), "k%d!%d" % (k, v)]
                lines.append(" ".join(items))
    for k, (total, cells) in enumerate(cages):
        for combination in combinations(side, len(cells), total):
            lines.append("k%d " % k + " ".join("k%d#%d:%d" % (k, v, v in combination)
                                               for v in range(1, side + 1)))
    return lines


def decomposition(side, cages, grid):
    givens = givens_of(side, grid)
    lines = [" ".join(base_items(side) + ["k%d#%d" % (k, v) for k in range(len(cages))
                                          for v in range(1, side + 1)])]
    cage_of = {cell: k for k, (_, cells) in enumerate(cages) for cell in cells}
    possible = [set().union(*combinations(side, len(cells), total)) for total, cells in cages]
    for r in range(side):
        for c in range(side):
            for v in [givens[(r, c)]] if (r, c) in givens else range(1, side + 1):
                items = cell_items(side, r, c, v)
                if (r, c) in cage_of:
                    k = cage_of[(r, c)]
                    if v not in possible[k] and (r, c) not in givens:
                        continue
                    items.append("k%d#%d" % (k, v))
                lines.append(" ".join(items))
    for k, (total, cells) in enumerate(cages):
        if len(cells) == side:
            continue
        for combination in combinations(side, len(cells), total):
            lines.append(" ".join("k%d#%d" % (k, v) for v in range(1, side + 1)
                                  if v not in combination))
    return lines


def main():
    path, directory = sys.argv[1], sys.argv[2]
    for number, (side, cages, grid) in enumerate(read_puzzles(path), 1):
        for name, encode in (("fillings", fillings), ("colors", colors),
                             ("decomposition", decomposition)):
            lines = encode(side, cages, grid)
            if lines is None:
                continue  # too many options to build: bench/killer.sh says so
            with open(os.path.join(directory, "%s-%d.dlx" % (name, number)), "w") as out:
                out.write("\n".join(lines) + "\n")


main()
