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

The work runs in C with the GIL released; Ctrl-C stops it (KeyboardInterrupt).
"""
import os as _os

from . import _core
from ._types import Count, InputError

__all__ = ["count", "counts", "solve", "solve_all", "generate", "rate", "Answer", "Rating", "Puzzle"]

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


def _answers(text, limit, node_limit, with_solutions, name, size, boxes, symbols, variant, one=None):
    """The answers of the text's puzzles; for `one` (the name of a function that answers one
    puzzle), a text of several is refused before any search."""
    rows, (status, message, line, puzzles) = _core.sudoku_solve(
        _text(text),
        name,
        _option(size, "size"),
        _option(boxes, "boxes"),
        _option(symbols, "symbols"),
        _option(variant, "variant"),
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
):
    """count puzzles with exactly one solution (a list of Puzzle, each a str), as `sudoku
    --generate=COUNT` makes them: the same seed gives the same puzzles (puzzle k from stream k of
    the seed; first_index starts elsewhere); no seed, a random one. symmetry: "none",
    "rotate180", "rotate90", "mirror", "diagonal" or "random"; minimal: prove no given can go;
    givens: N or (MIN, MAX). InputError when the request cannot be met (the message says why)."""
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
        _option(size, "size"),
        _option(boxes, "boxes"),
        _option(symbols, "symbols"),
        _option(variant, "variant"),
        _option(symmetry, "symmetry"),
        bool(minimal),
        _whole(fewest, "givens"),
        _whole(most, "givens"),
    )
    made = [Puzzle(*puzzle) for puzzle in puzzles]
    if status == _DLX_STOPPED_BY_REQUEST:
        raise KeyboardInterrupt(message)
    if status != _DLX_OK:
        raise InputError(message, 0, made)
    return made


class Rating:
    """How hard a puzzle is for a person: outcome ("solved", "illegal", "no solution", "gave up",
    "stopped"), level ("simple", "easy", "intermediate", "expert", "fiendish", "diabolical"; None
    when not solved), hardest (the hardest technique used), unique, line (what `sudoku --rate`
    prints), and steps: a list of dicts {"technique", "text", "cell", "symbol", "eliminations"},
    each step as `sudoku --explain` prints it (cell: row * side + column of a cell filled, or -1)."""

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
        _option(size, "size"),
        _option(boxes, "boxes"),
        _option(symbols, "symbols"),
        _option(variant, "variant"),
    )
    if status not in (_DLX_OK, _DLX_STOPPED_BY_REQUEST):
        raise InputError(message, line)
    outcome, level, hardest, unique, rating_line, steps, unsupported = result
    if unsupported:
        raise InputError("not rated: %s" % unsupported)
    keys = ("technique", "text", "cell", "symbol", "eliminations")
    return Rating(outcome, level, hardest, unique, rating_line, [dict(zip(keys, step)) for step in steps])
