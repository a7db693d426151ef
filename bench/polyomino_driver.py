"""One count of a pentomino puzzle by the Python package polyomino (bench/polyform.sh).

    PYTHONPATH=/tmp/peers/polyomino/site /usr/bin/python3 bench/polyomino_driver.py PUZZLE

PUZZLE is 6x10, 5x12, 4x15 or 3x20 (the box) or 8x8-four-holes (the holes at rows and columns
2 and 5, from 0, as in puzzles/polyform/pentominoes-8x8-four-holes.txt). The board and the
tileset are built with polyomino's own API (its ALL_PENTOMINOS, reflections allowed, each piece
exactly once); polyomino's TilingProblem only finds a first solution, so every solution is
counted by its engine, exact_cover's get_solution_count, on the problem's own matrix. Prints the
count on standard output, and the seconds of building the matrix and of counting on standard
error. Built by bench/build_polyomino_peer.sh.
"""

import sys
import time

import exact_cover
from polyomino.board import Chessboard, Rectangle
from polyomino.constant import ALL_PENTOMINOS
from polyomino.tileset import exactly

BOXES = {"6x10": (10, 6), "5x12": (12, 5), "4x15": (15, 4), "3x20": (20, 3)}
FOUR_HOLES = [(2, 2), (2, 5), (5, 2), (5, 5)]


def board(puzzle):
    if puzzle in BOXES:
        return Rectangle(*BOXES[puzzle])
    if puzzle == "8x8-four-holes":
        return Chessboard().remove_all(FOUR_HOLES)
    sys.exit("polyomino_driver: unknown puzzle %r (6x10, 5x12, 4x15, 3x20, 8x8-four-holes)" % puzzle)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: polyomino_driver.py PUZZLE")
    start = time.process_time()
    problem = board(sys.argv[1]).tile_with_set(exactly(ALL_PENTOMINOS).with_reflections())
    problem.make_problem()
    built = time.process_time()
    count = exact_cover.get_solution_count(problem.array)
    done = time.process_time()
    print(count)
    print(
        "polyomino: %d x %d matrix built in %.3f s, counted in %.3f s (CPU)"
        % (problem.array.shape + (built - start, done - built)),
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
