"""_types.py: the values libdlx and libdlx.sudoku share: the exception of malformed input, and
the count that says whether it is exact; and a part of a count spread over processes or machines,
with the error of a merge that refuses parts."""

from typing import NamedTuple, Tuple

__all__ = ["InputError", "Count", "PartResult", "MergeError"]


class InputError(ValueError):
    """Malformed input: message as the C library (and the commands) words it.

    line is the 1-based line of the problem in a text (0 when the input is not a text), and
    partial what was answered before the bad part (a list of sudoku answers, else empty).
    """

    def __init__(self, message, line=0, partial=()):
        super().__init__(message)
        self.line = line
        self.partial = list(partial)


class Count(int):
    """A number of solutions: an int, with how it was found.

    complete is True when it is the exact count; False when the search was cut short, and then it
    is a lower bound: reason says why ("limit": the solution limit; "node_limit"; "timeout";
    "interrupted"). nodes is the number of search nodes visited, and plan what ran, in the
    engine's words ("links", "bitset", "trial, memo", "links, symmetry", "threads" ...; None when
    not known). An incomplete count shows itself as such in repr() and str(); int(c) and
    arithmetic see the plain number.
    """

    def __new__(cls, value, reason=None, nodes=0, plan=None):
        count = super().__new__(cls, value)
        count.reason = reason
        count.nodes = nodes
        count.plan = plan
        return count

    @property
    def complete(self):
        return self.reason is None

    def __repr__(self):
        if self.reason is None:
            return int.__repr__(self)
        return "Count(%d, complete=False, reason=%r)" % (int(self), self.reason)

    __str__ = __repr__


class PartResult(NamedTuple):
    """What Problem.count_part counted: the fields of the line of `dlx --part=I/N`.

    problem is the problem's hash (16 hexadecimal digits), mode how the parts share the count
    ("symmetric", "plain" or "memo": decided from the problem alone, the same in every process),
    solutions the part's count (an exact int) and fractions the share of a solution's orbit that a
    part of the symmetric split cannot count whole ((numerator, denominator) pairs, each below 1;
    the fractions of all the parts add up to whole numbers). complete is False when the part's
    search was stopped. A tuple: it pickles, and goes to and from other processes as it is.
    """

    part: int
    parts: int
    problem: str
    mode: str
    solutions: int
    fractions: Tuple[Tuple[int, int], ...]
    nodes: int
    complete: bool


class MergeError(ValueError):
    """libdlx.merge refused its results: messages says why, one line each (a part missing,
    repeated, partial, of another problem, split or mode), and missing which parts are still to
    run (those never given, and the partial ones)."""

    def __init__(self, messages, missing=()):
        super().__init__("\n".join(messages))
        self.messages = list(messages)
        self.missing = list(missing)
