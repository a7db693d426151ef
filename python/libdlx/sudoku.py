"""libdlx.sudoku: sudoku puzzles as text, answered as the `sudoku` command answers them.

A text holds one puzzle or several, in any layout the command reads (one line of n*n cells; n lines
of n cells, packed or separated by spaces; "." "0" "?" "-" "*" "_" for empty cells), of any size up
to 64x64, with optional header lines ("size: 16", "boxes: 2x3", "variant: x", "symbols: letters",
"region: ..." lines, jigsaw maps) that set the geometry of the puzzles after them. The keyword
arguments size, boxes, symbols and variant are the command's options of those names, for a text
without a header. Errors raise libdlx.InputError with the command's message ("<string>:3: row 3 has
8 cells, expected 9"), its line, and the answers of the puzzles before the bad part (partial).

    import libdlx
    libdlx.sudoku.count(text, limit=2)   # 0, 1 or 2: is the puzzle unique?
    libdlx.sudoku.solve(text)            # the solution in the puzzle's own layout, or None
    libdlx.sudoku.generate(5, seed=1, symmetry="rotate180", minimal=True)
    libdlx.sudoku.rate(text).level       # "simple" ... "diabolical"
    libdlx.sudoku.hint(text).text        # what `sudoku --hint` prints: the next step
    libdlx.sudoku.shape(text).units      # the geometry, for drawing the puzzle and playing on it

The work runs in C with the GIL released; Ctrl-C stops it (KeyboardInterrupt).
"""
import os as _os
from typing import List, NamedTuple, Optional, Tuple

from . import _core
from ._types import Count, InputError

__all__ = [
    "count",
    "counts",
    "solve",
    "solve_all",
    "generate",
    "rate",
    "shape",
    "text",
    "hint",
    "Answer",
    "Rating",
    "Puzzle",
    "Shape",
    "Unit",
    "Cage",
    "Hint",
]

# The library's statuses by name (dlx_status_name), numbered by the library itself.
_STATUS = {name: number for number, name in enumerate(_core.status_names())}
_DLX_OK = _STATUS["ok"]
_DLX_STOPPED_BY_REQUEST = _STATUS["stopped_by_request"]


class Answer:
    """The answer to one puzzle of a text: its line, its Count, its first solution (text in the
    puzzle's layout, or None), and whether its givens break a rule (illegal)."""

    __slots__ = ("line", "count", "solution", "illegal")

    def __init__(self, line, count, solution, illegal):
        self.line, self.count, self.solution, self.illegal = line, count, solution, illegal

    def __repr__(self):
        return "Answer(line=%d, count=%r, illegal=%r, solution=%r)" % (
            self.line,
            self.count,
            self.illegal,
            self.solution,
        )


def _text(text):
    if not isinstance(text, (str, bytes)):
        raise TypeError("a puzzle text must be str or bytes, not %s" % type(text).__name__)
    return text


def _option(value, what):
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, (list, tuple)) and what == "variant":
        return ",".join(value)
    if not isinstance(value, str):
        raise TypeError("%s must be a str, not %s" % (what, type(value).__name__))
    if "\0" in value:
        raise ValueError("%s must not hold a NUL character" % what)
    return value


def _whole(value, what):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("%s must be an int, not %s" % (what, type(value).__name__))
    if value < 0 or value >= 1 << 64:
        raise ValueError("%s must be from 0 to 2**64 - 1, not %d" % (what, value))
    return value


def _geometry(size, boxes, symbols, variant):
    """The geometry's settings, in the order every _core.sudoku_* call takes them."""
    return (
        _option(size, "size"),
        _option(boxes, "boxes"),
        _option(symbols, "symbols"),
        _option(variant, "variant"),
    )


def _answers(text, limit, node_limit, with_solutions, name, size, boxes, symbols, variant, one=None):
    """The answers of the text's puzzles; for `one` (the name of a function that answers one
    puzzle), a text of several is refused before any search."""
    rows, (status, message, line, puzzles) = _core.sudoku_solve(
        _text(text),
        name,
        *_geometry(size, boxes, symbols, variant),
        _whole(limit, "limit"),
        _whole(node_limit, "node_limit"),
        with_solutions,
        one is not None,
    )
    if puzzles:
        raise InputError(_not_one(puzzles, one), line)
    answers = []
    for puzzle_line, solutions, complete, stopped, illegal, solution in rows:
        reason = None
        if not complete:
            reason = "node_limit" if stopped else "limit"
        answers.append(Answer(puzzle_line, Count(solutions, reason), solution, illegal))
    if status != _DLX_OK:
        raise InputError(message, line, answers)
    return answers


def _not_one(puzzles, function):
    return "the text holds %d puzzles; sudoku.%s answers one (sudoku.%s answers each)" % (
        puzzles,
        function,
        "counts" if function == "count" else "solve_all",
    )


def _one(answers, function):
    if len(answers) != 1:
        raise InputError(_not_one(len(answers), function))
    return answers[0]


def counts(text, limit=0, *, node_limit=0, size=None, boxes=None, symbols=None, variant=None, name=None):
    """The Answer of every puzzle of the text, in order (counts, first solutions not kept)."""
    return _answers(text, limit, node_limit, False, name, size, boxes, symbols, variant)


def count(text, limit=0, *, node_limit=0, size=None, boxes=None, symbols=None, variant=None, name=None):
    """The number of solutions of the text's one puzzle (a libdlx.Count): exact, or, when limit
    (0: none) or node_limit cut the search, a lower bound that says so. limit=2 tells a unique
    puzzle (1) from an ambiguous one (2); illegal givens count 0. A text of several puzzles is
    refused (InputError) before any search: sudoku.counts answers each."""
    answers = _answers(text, limit, node_limit, False, name, size, boxes, symbols, variant, "count")
    return _one(answers, "count").count


def solve_all(text, *, node_limit=0, size=None, boxes=None, symbols=None, variant=None, name=None):
    """The Answer of every puzzle of the text, each with its first solution and a count up to 2."""
    return _answers(text, 2, node_limit, True, name, size, boxes, symbols, variant)


def solve(text, *, node_limit=0, size=None, boxes=None, symbols=None, variant=None, name=None):
    """The solution of the text's one puzzle, as text in the puzzle's own layout (the first one
    found when there are several), or None when it has none. A text of several puzzles is refused
    (InputError) before any search: sudoku.solve_all answers each."""
    answers = _answers(text, 1, node_limit, True, name, size, boxes, symbols, variant, "solve")
    return _one(answers, "solve").solution


class Puzzle(str):
    """A generated puzzle: its text (header lines when the geometry needs them, then one line of
    cells, '.' for empty), with solution (the same layout), givens and minimal (proved)."""

    def __new__(cls, text, solution, givens, minimal):
        puzzle = super().__new__(cls, text)
        puzzle.solution, puzzle.givens, puzzle.minimal = solution, givens, minimal
        return puzzle


def generate(
    count=1,
    seed=None,
    size=None,
    symmetry="none",
    minimal=False,
    variant=None,
    *,
    givens=None,
    boxes=None,
    symbols=None,
    first_index=1,
    killer=False,
):
    """count puzzles with exactly one solution (a list of Puzzle, each a str), as `sudoku
    --generate=COUNT` makes them: the same seed gives the same puzzles (puzzle k from stream k of
    the seed; first_index starts elsewhere); no seed, a random one. symmetry: "none",
    "rotate180", "rotate90", "mirror", "diagonal" or "random"; minimal: prove no given can go;
    givens: N or (MIN, MAX); killer: killer puzzles as `sudoku --generate --killer` makes them
    (cages with sums in "cage:" lines, no givens; symmetry and givens ignored; minimal: proved
    minimal in its cages). InputError when the request cannot be met (the message says why)."""
    if seed is None:
        seed = int.from_bytes(_os.urandom(8), "little")
    fewest = most = 0
    if givens is not None:
        fewest, most = (givens, givens) if isinstance(givens, int) else tuple(givens)
    puzzles, (status, message, _, _) = _core.sudoku_generate(
        _whole(count, "count"),
        _whole(seed, "seed"),
        _whole(first_index, "first_index"),
        None,
        *_geometry(size, boxes, symbols, variant),
        _option(symmetry, "symmetry"),
        bool(minimal),
        _whole(fewest, "givens"),
        _whole(most, "givens"),
        bool(killer),
    )
    made = [Puzzle(*puzzle) for puzzle in puzzles]
    if status == _DLX_STOPPED_BY_REQUEST:
        raise KeyboardInterrupt(message)
    if status != _DLX_OK:
        raise InputError(message, 0, made)
    return made


_STEP_KEYS = ("technique", "text", "cell", "symbol", "eliminations", "removed", "cells", "units", "symbols")


def _step(row):
    return dict(zip(_STEP_KEYS, row))


class Rating:
    """How hard a puzzle is for a person: outcome ("solved", "illegal", "no solution", "gave up",
    "stopped"), level ("simple", "easy", "intermediate", "expert", "fiendish", "diabolical"; None
    when not solved), hardest (the hardest technique used), unique, line (what `sudoku --rate`
    prints), and steps: a list of dicts, each step as `sudoku --explain` prints it, with the keys
    of _STEP_KEYS: "technique", "text" (the line --explain prints), "cell" (row * side + column
    of a cell filled, or -1) and "symbol" (its symbol), "eliminations" (how many cells lose
    candidates), "removed" (those candidates: a list of (cell, [symbol, ...])), "cells" (the
    cells of the pattern: subsets, wings, pivot first), "units" (the units it reasons about, as
    indices into shape(text).units) and "symbols" (the symbols it reasons about)."""

    __slots__ = ("outcome", "level", "hardest", "unique", "line", "steps")

    def __init__(self, outcome, level, hardest, unique, line, steps):
        self.outcome, self.level, self.hardest = outcome, level, hardest
        self.unique, self.line, self.steps = unique, line, steps

    def __repr__(self):
        return "Rating(%r, %d steps)" % (self.line, len(self.steps))


def rate(text, *, size=None, boxes=None, symbols=None, variant=None, name=None):
    """The Rating of the text's first puzzle, found by solving it with named techniques."""
    result, (status, message, line, _) = _core.sudoku_rate(
        _text(text),
        name,
        *_geometry(size, boxes, symbols, variant),
    )
    if status not in (_DLX_OK, _DLX_STOPPED_BY_REQUEST):
        raise InputError(message, line)
    outcome, level, hardest, unique, rating_line, steps, unsupported = result
    if unsupported:
        raise InputError("not rated: %s" % unsupported)
    return Rating(outcome, level, hardest, unique, rating_line, [_step(step) for step in steps])


class Unit(NamedTuple):
    """A unit: side cells that hold every symbol once. kind: "row", "column", "box", "jigsaw
    region", "diagonal", "anti-diagonal", "windoku box" or "region"; name: as explanations name it
    ("row 3", "windoku box 2"); cells: row * side + column each."""

    kind: str
    name: str
    cells: List[int]


class Cage(NamedTuple):
    """A killer cage: its cells hold distinct symbols adding up to sum."""

    sum: int
    cells: List[int]


class Shape(NamedTuple):
    """What a program drawing a puzzle and playing on it needs, read as the command reads it.

    Cells are numbered row * side + column from 0, symbols 1..side. line: the line the puzzle
    starts on; box_rows and box_columns: the boxes (0 and 0 when there are none: a Latin square, a
    jigsaw); header: the lines that, before one line of cells, read back as this geometry ("" for
    the classic sudoku); symbols: symbols[s - 1] writes symbol s; spaced: a line of cells separates
    them with spaces; empty: an empty cell in a line of cells; variants: the variants' names;
    regions: the box or jigsaw region of each cell, or None; units: every Unit (rows, columns,
    boxes or regions, diagonals, windoku boxes, header regions; a step's "units" index this list);
    pairs: pairs of cells beyond the units that never hold one symbol (anti-king, anti-knight,
    "different:" lines); neighbour_pairs: non-consecutive neighbours; cages: every Cage; givens:
    the puzzle's cells, 0 for empty; candidates: for each empty cell the symbols no filled cell
    rules out, [] for a filled cell."""

    line: int
    side: int
    box_rows: int
    box_columns: int
    header: str
    symbols: List[str]
    spaced: bool
    empty: str
    variants: List[str]
    regions: Optional[List[int]]
    units: List[Unit]
    pairs: List[Tuple[int, int]]
    neighbour_pairs: List[Tuple[int, int]]
    cages: List[Cage]
    givens: List[int]
    candidates: List[List[int]]

    def text(self, values):
        """The text of a grid of this shape: the header, then one line of cells (values: side *
        side symbols, 0 for empty), read back by every function here as the same puzzle."""
        return text(self, values)


def shape(text, *, size=None, boxes=None, symbols=None, variant=None, name=None):
    """The Shape of the text's first puzzle: its side, boxes or regions, units with their names,
    the variants' pairs, its cages, givens and the candidates they leave. InputError when the text
    is refused or holds no puzzle."""
    result, (status, message, line, _) = _core.sudoku_shape(
        _text(text),
        name,
        *_geometry(size, boxes, symbols, variant),
    )
    if status != _DLX_OK:
        raise InputError(message, line)
    (puzzle_line, side, box_rows, box_columns, header, texts, spaced, empty, variants, regions,
     units, pairs, neighbour_pairs, cages, givens, candidates) = result
    return Shape(
        puzzle_line,
        side,
        box_rows,
        box_columns,
        header,
        texts,
        spaced,
        empty,
        variants.split(",") if variants else [],
        regions,
        [Unit(*unit) for unit in units],
        pairs,
        neighbour_pairs,
        [Cage(*cage) for cage in cages],
        givens,
        candidates,
    )


def text(shape, values):
    """The text of values (side * side symbols, 0 for empty) in shape (a Shape): its header, then
    one line of cells, which every function here reads back as the same puzzle whatever their
    size, boxes, symbols and variant."""
    values = list(values)
    cells = shape.side * shape.side
    if len(values) != cells:
        raise ValueError("values must hold %d cells, not %d" % (cells, len(values)))
    written = []
    for cell, value in enumerate(values):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= shape.side:
            raise ValueError("cell %d: %r is not a symbol from 1 to %d or 0" % (cell, value, shape.side))
        written.append(shape.symbols[value - 1] if value else shape.empty)
    return "%s%s\n" % (shape.header, (" " if shape.spaced else "").join(written))


class Hint(NamedTuple):
    """What `sudoku --hint` answers for a partly solved grid.

    outcome: "step", "solved", "clash", "wrong entry", "wrong candidates", "no solution",
    "stopped" (the node limit cut the checks) or "no hint" (a rule the rater does not know:
    unsupported names it); text: the line --hint prints; step: outcome "step", the step (a dict
    as Rating.steps holds them), not yet applied, else None; level: the level of its technique;
    unique: outcome "step", the grid has exactly one solution (else None); cells: the cells named
    (clash, wrong entry, wrong candidates) as (cell, symbol it holds or should hold); more_cells:
    more cells were to blame than are named; unit: clash, a unit holding both cells (an index into
    Shape.units), else None; nodes: the engine's search nodes of the checks."""

    outcome: str
    text: str
    step: Optional[dict]
    level: Optional[str]
    unique: Optional[bool]
    cells: List[Tuple[int, int]]
    more_cells: bool
    unit: Optional[int]
    unsupported: Optional[str]
    nodes: int


def _marks(marks):
    if marks is None:
        return None
    sets = []
    for cell, symbols in enumerate(marks):
        found = 0
        for symbol in symbols:
            if isinstance(symbol, bool) or not isinstance(symbol, int) or not 1 <= symbol <= 64:
                raise ValueError("marks of cell %d: %r is not a symbol from 1 to 64" % (cell, symbol))
            found |= 1 << (symbol - 1)
        sets.append(found)
    return sets


def hint(text, *, marks=None, node_limit=0, size=None, boxes=None, symbols=None, variant=None, name=None):
    """The Hint for the text's first puzzle, read as a partly solved grid (givens and entries
    alike), as `sudoku --hint` gives it. marks: the player's pencil marks, one collection of
    symbols per cell (side * side of them; ignored in filled cells), checked against the solution;
    node_limit bounds the engine's checks (0: none; outcome "stopped" when it cuts them).
    InputError when the text or the marks are refused."""
    result, (status, message, line, _) = _core.sudoku_hint(
        _text(text),
        name,
        *_geometry(size, boxes, symbols, variant),
        _whole(node_limit, "node_limit"),
        _marks(marks),
    )
    if status not in (_DLX_OK, _DLX_STOPPED_BY_REQUEST) or result is None:
        raise InputError(message, line)
    outcome, hint_text, step, level, unique, cells, more_cells, unit, unsupported, nodes = result
    stepped = outcome == "step"
    return Hint(
        outcome,
        hint_text,
        _step(step) if stepped else None,
        level,
        unique if stepped else None,
        cells,
        more_cells,
        unit,
        unsupported,
        nodes,
    )
