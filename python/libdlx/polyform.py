"""libdlx.polyform: packing puzzles (polyominoes, polyiamonds, polycubes put into a board), read
from the picture format of puzzles/polyform/README.md or from Knuth's polyomino-dlx /
polycube-dlx input, exactly as the `polyform` command reads them::

    from libdlx import polyform
    puzzle = polyform.Puzzle.from_file("puzzles/polyform/pentominoes-6x10.txt")
    puzzle.count()                        # 9356
    puzzle.count(distinct=True)           # 2339: one solution of each class under the symmetries
    for solution in puzzle.solutions(distinct=True, limit=3):
        print(solution.text())            # the board, each cell in its piece's letter
    solution                              # in Jupyter: drawn as SVG, as `polyform -f svg` draws it

The model (orientations, placements, the board's symmetries) and the search are the C library's;
the search runs with the GIL released and Ctrl-C stops it (KeyboardInterrupt), as libdlx's
searches do. A puzzle refused raises libdlx.InputError "NAME:LINE:COLUMN: problem", the command's
message.
"""
from . import _core
from ._types import Count, InputError

__all__ = ["Puzzle", "Solution"]

_ORIENTATIONS = {None: -1, "all": 0, "rotations": 1, "fixed": 2}


def _whole(value, what):
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError("%s must be a whole number, not %r" % (what, value))
    return value


class Solution:
    """One solution of a Puzzle: its pieces placed on the board.

    pieces: [(name, orientation, cells)] as `polyform -f json` gives them, in the order of the
    placements' numbers; orientation is the index of the piece's orientation (0: as drawn), cells
    the (row, column) of each cell on the board's picture, 0-based, or (layer, row, column) for
    cubes. options: the option numbers of the engine's problem (Puzzle.problem). text(): the board
    as `polyform` prints it; svg() (also _repr_svg_, which Jupyter shows): as `polyform -f svg`.
    """

    def __init__(self, puzzle, options):
        self._puzzle = puzzle
        self.options = sorted(options)
        self.pieces = [puzzle._piece_of(option) for option in self.options]

    def text(self):
        """The board as drawn in the input, each cell the letter of the piece that covers it, holes
        blank, the layers of cubes side by side, then an empty line: what `polyform` prints for
        this solution (without colours), drawn by the same C code."""
        return _core.polyform_draw(self._puzzle._model, self.options, "text")

    def svg(self):
        """One <svg> element, as `polyform -f svg` writes it for this solution (the same C code):
        squares, triangles, or the layers of cubes side by side, each piece filled in its own hue,
        its name as the title of its group, every placement outlined."""
        return _core.polyform_draw(self._puzzle._model, self.options, "svg")

    def _repr_svg_(self):
        return self.svg()

    def __str__(self):
        return self.text()

    def __repr__(self):
        return "<libdlx.polyform.Solution: %d pieces>" % len(self.pieces)


class Puzzle:
    """A packing puzzle: pieces and a board, read from text (str or bytes) in the picture format
    (puzzles/polyform/README.md) or Knuth's polyomino-dlx / polycube-dlx input (recognised, or
    knuth=True). orientations: "all" (rotations and reflections), "rotations" or "fixed", which
    overrides the puzzle's own "orientations:" line (None: the puzzle's). name: what an error
    message starts with. InputError "NAME:LINE:COLUMN: problem" when the puzzle is refused, as the
    command refuses it (a bad picture, a piece that fits nowhere, a cell no piece covers ...).

    cells: "square", "triangle" or "cube"; pieces: [(name, letter)]; problem: the exact-cover
    problem (a libdlx.Problem, option k being placement k) for searches of your own.
    """

    def __init__(self, text, *, orientations=None, knuth=False, name="<string>"):
        if orientations not in _ORIENTATIONS:
            raise ValueError('orientations must be None, "all", "rotations" or "fixed", not %r' % (orientations,))
        if isinstance(text, str):
            data = text.encode("utf-8", "surrogateescape")
        elif isinstance(text, (bytes, bytearray, memoryview)):
            data = bytes(text)
        else:
            raise TypeError("a puzzle text must be str or bytes, not %s" % type(text).__name__)
        try:
            built = _core.polyform_build(data, bool(knuth), _ORIENTATIONS[orientations])
        except ValueError as error:
            message = str(error)
            line = message.split(":")[0]
            raise InputError("%s:%s" % (name, message), int(line) if line.isdigit() else 0) from None
        (self._model, solver, primary_count, items, self.cells, self._pieces, self._board,
         self._placements) = built
        from . import Problem  # the package's class (this module is imported before it is defined)

        self.problem = Problem._wrap(solver, items, primary_count, [])

    @classmethod
    def from_file(cls, path, *, orientations=None, knuth=False):
        """The puzzle of a file (its name starts the error messages, as the command's do)."""
        with open(path, "rb") as source:
            data = source.read()
        return cls(data, orientations=orientations, knuth=knuth, name=str(path))

    @property
    def pieces(self):
        """[(name, letter)] of the pieces, in the puzzle's order (the letter the drawings use)."""
        return [(name, letter) for name, letter, _ in self._pieces]

    def piece_cells(self, piece):
        """The cells of piece number `piece` as drawn, (x, y, z) on the puzzle's lattice
        (polyform/polyform.h: squares and cubes x the column, y the row, z the layer)."""
        return [tuple(cell) for cell in self._pieces[piece][2]]

    @property
    def board(self):
        """The board's cells, (row, column) on its picture, 0-based ((layer, row, column) for
        cubes), in reading order."""
        return [self._cell(index) for index in range(len(self._board))]

    def _cell(self, index):
        row, column, layer = self._board[index]
        return (layer, row, column) if self.cells == "cube" else (row, column)

    def _piece_of(self, option):
        piece, orientation, cells = self._placements[option]
        return (self._pieces[piece][0], orientation, [self._cell(cell) for cell in cells])

    def count(self, *, distinct=False, limit=0, timeout=None):
        """The number of solutions (a libdlx.Count, exact unless limit or timeout cut it short:
        Count.complete), as `polyform -c` prints it; distinct: up to the board's symmetries
        (`polyform -c -d`), counting the canonical solution of each class. Ctrl-C raises
        KeyboardInterrupt."""
        limit = _whole(limit, "limit")
        if not distinct:
            return self.problem.count(limit=limit, timeout=timeout)
        seconds = 0.0 if timeout is None else float(timeout)
        if timeout is not None and seconds <= 0:
            raise ValueError("timeout must be positive, not %r" % (timeout,))
        found, reason = _core.polyform_count_distinct(self._model, limit, seconds)
        return Count(found, reason)

    def is_canonical(self, solution):
        """Whether a solution (a Solution, or its option numbers) is the one of its class under the
        board's symmetries that distinct listings keep."""
        options = solution.options if isinstance(solution, Solution) else list(solution)
        return _core.polyform_canonical(self._model, options)

    def solutions(self, *, distinct=False, limit=0):
        """The solutions, one at a time (Solution objects): a generator that searches only as far
        as the loop asks, in the plain search's order (`polyform` lists the images of a solution
        under the board's symmetries together: the same solutions, in another order). distinct:
        only the canonical one of each class under the board's symmetries (`polyform -d`: the same
        ones). limit: stop after this many (0: no limit). Ctrl-C raises KeyboardInterrupt."""
        limit = _whole(limit, "limit")
        return self._solutions(distinct, limit)

    def _solutions(self, distinct, limit):
        found = 0
        with self.problem.solutions(symmetry=False) as solutions:
            for options in solutions:
                if limit and found >= limit:
                    return
                if distinct and not _core.polyform_canonical(self._model, options):
                    continue
                found += 1
                yield Solution(self, options)

    def to_knuth(self):
        """The exact-cover problem in Knuth's format, as `polyform --emit-dlx` writes it."""
        return self.problem.to_knuth()

    def __repr__(self):
        return "<libdlx.polyform.Puzzle: %d %s pieces, %d board cells, %d placements>" % (
            len(self._pieces),
            self.cells,
            len(self._board),
            len(self._placements),
        )
