#!/usr/bin/python3
"""Writes, for every killer puzzle read, one puzzle per pair of neighbouring cages whose union is a
legal cage: the same header with the two cages replaced by one over both their cells whose sum is
the sum of theirs. A puzzle minimal in cages (sudoku --generate --killer --minimal) must have two
solutions or none for each of them.

A union is legal when it has at most N cells (its values must be distinct) and the sum lies
between the sums of the smallest and of the largest k of the values 1..N for its k cells: every
sum in that range is made by k distinct values (a closed form, not sudoku's combination count).
Two cages are neighbours when a cell of one is orthogonally next to a cell of the other.

Reads the header format of sudoku(1) as the generator writes it: "size:", "boxes:", "symbols:",
"variant:", "cage: SUM rRcC ..." lines, then one grid line. Writes the puzzles to standard output,
each after a comment line "# puzzle P cages A+B" (P counted from 1, A and B the cages' places in
the header, from 1), and one line per pair, "P A B", to the file named by the first argument.
    merge_neighbours.py PAIRS_FILE [PUZZLE_FILE...]"""
import re
import sys


def legal(side, size, total):
    return size <= side and size * (size + 1) // 2 <= total <= size * (2 * side - size + 1) // 2


def merges(number, lines, cages, grid, pairs_out):
    side = 9
    for line in lines:
        match = re.fullmatch(r"size:\s*(\d+)(?:[xX](\d+))?", line)
        if match:
            side = int(match.group(1)) * (int(match.group(2)) if match.group(2) else 1)
    cage_of = {}
    for index, (_, cells) in enumerate(cages):
        for cell in cells:
            cage_of[cell] = index
    neighbours = set()
    for (row, column), index in cage_of.items():
        for other in ((row + 1, column), (row, column + 1)):
            if other in cage_of and cage_of[other] != index:
                neighbours.add(tuple(sorted((index, cage_of[other]))))
    for a, b in sorted(neighbours):
        total = cages[a][0] + cages[b][0]
        size = len(cages[a][1]) + len(cages[b][1])
        if not legal(side, size, total):
            continue
        print("# puzzle %d cages %d+%d" % (number, a + 1, b + 1))
        for line in lines:
            print(line)
        for index, (cage_sum, cells) in enumerate(cages):
            if index == b:
                continue
            if index == a:
                cage_sum, cells = total, sorted(cells + cages[b][1])
            print("cage: %d %s" % (cage_sum, " ".join("r%dc%d" % cell for cell in cells)))
        print(grid)
        pairs_out.write("%d %d %d\n" % (number, a + 1, b + 1))


def main():
    pairs_out = open(sys.argv[1], "w")
    number, lines, cages = 0, [], []
    for path in sys.argv[2:] or ["-"]:
        stream = sys.stdin if path == "-" else open(path)
        for raw_line in stream:
            line = raw_line.strip()
            if not line or line.startswith("#"):
                continue
            match = re.fullmatch(r"cage:\s*(\d+)((?:\s+[rR]\d+[cC]\d+)+)", line)
            if match:
                cells = [tuple(int(n) for n in cell)
                         for cell in re.findall(r"[rR](\d+)[cC](\d+)", match.group(2))]
                cages.append((int(match.group(1)), cells))
            elif re.fullmatch(r"[a-z-]+:.*", line):
                lines.append(line)
            else:
                number += 1
                merges(number, lines, cages, line.split()[0], pairs_out)
                lines, cages = [], []


main()
