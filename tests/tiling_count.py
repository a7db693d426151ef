#!/usr/bin/python3
"""tiling_count.py: the number of tilings of a ROWS x COLUMNS board by the tiles of a family of
puzzles/generators/tilings.c (or dominoes), counted by a transfer matrix over the board's cells
with Python's integers (no bound): shares nothing with exact cover, so the tests and bench
section memo hold dlx's counts to it.

The cells are filled in row-major order over the board turned so that its rows are the short
side; the state before cell p is the set of cells from p on already covered (a bit per cell, at
most three rows ahead), with the number of ways to reach it. The first free cell must be the first
cell, in row-major order, of the tile that covers it, so each tiling is counted once. Every family
is closed under transposition, so turning the board changes no count.

  tests/tiling_count.py KIND ROWS COLUMNS      (KIND: dominoes, trominoes, squares, monomer-dimer,
                                                l-trominoes; prints the count)
"""
import sys

FAMILIES = {
    "dominoes": [[(0, 0), (0, 1)], [(0, 0), (1, 0)]],
    "trominoes": [[(0, 0), (0, 1), (0, 2)], [(0, 0), (1, 0), (2, 0)]],
    "squares": [[(0, 0)], [(0, 0), (0, 1), (1, 0), (1, 1)]],
    "monomer-dimer": [[(0, 0)], [(0, 0), (0, 1)], [(0, 0), (1, 0)]],
    "l-trominoes": [[(0, 0), (1, 0), (1, 1)], [(0, 0), (0, 1), (1, 0)],
                    [(0, 0), (0, 1), (1, 1)], [(0, 1), (1, 0), (1, 1)]],
}


def count_tilings(kind, rows, columns):
    width, height = min(rows, columns), max(rows, columns)
    # each tile as offsets from its first cell in row-major order
    tiles = []
    for cells in FAMILIES[kind]:
        first = min(cells)
        tiles.append([(r - first[0], c - first[1]) for r, c in cells])
    states = {0: 1}
    for p in range(width * height):
        row, column = divmod(p, width)
        following = {}
        for covered, ways in states.items():
            if covered & 1:
                key = covered >> 1
                following[key] = following.get(key, 0) + ways
                continue
            for tile in tiles:
                mask = 0
                for dr, dc in tile:
                    r, c = row + dr, column + dc
                    if not (0 <= r < height and 0 <= c < width):
                        break
                    bit = 1 << (dr * width + dc)
                    if covered & bit:
                        break
                    mask |= bit
                else:
                    key = (covered | mask) >> 1
                    following[key] = following.get(key, 0) + ways
        states = following
    return states.get(0, 0)


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in FAMILIES:
        sys.exit("usage: tiling_count.py KIND ROWS COLUMNS (KIND: %s)" % ", ".join(FAMILIES))
    print(count_tilings(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))


if __name__ == "__main__":
    main()
