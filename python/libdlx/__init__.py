"""libdlx: exact cover with dancing links, and sudoku of any size, layout and variant.

An exact-cover problem has primary items, which a solution covers exactly once (or between the
bounds set for them), and secondary items, covered at most once, or by any number of options that
give them the same color. Build a Problem, add its options, then count, list or solve::

    import libdlx
    p = libdlx.Problem(primary=["a", "b", "c"], secondary=["x"])
    p.add_option(["a", "b", "x:red"])     # 0: options are numbered as they are added
    p.add_option(["c", "x:red"])          # 1
    p.add_option(["a"]); p.add_option(["b", "c"])
    p.count()                             # 2, an exact int (libdlx.Count)
    for solution in p.solutions():        # lazily, each a list of option numbers
        print(solution)
    p.solve()                             # the first solution, or None

The search runs in C (the library of this repository) with the GIL released, so other Python
threads run meanwhile; Ctrl-C stops it within milliseconds (KeyboardInterrupt), and the problem
stays usable. Counts cut short by a limit, a node limit or a timeout say so (Count.complete).

Options may have costs (Knuth's DLX5): add_option(items, cost=n), then solve_cheapest(k) gives the
k cheapest solutions, proven so unless a node limit or Ctrl-C cut the search short::

    best = p.solve_cheapest(k=2)          # [(cost, [option numbers]), ...], cheapest first
    best.complete                         # True: these are the 2 cheapest

libdlx.sudoku answers sudoku puzzles given as text, exactly as the `sudoku` command reads them.
"""
import os as _os
import warnings as _warnings

from . import _core
from ._types import Count, InputError, MergeError, PartResult
from . import sudoku
from . import polyform

__all__ = [
    "Problem",
    "Count",
    "Cheapest",
    "Solutions",
    "InputError",
    "PartResult",
    "MergeError",
    "merge",
    "missing_parts",
    "sudoku",
    "polyform",
    "library_version",
]
__version__ = _core.version()


def library_version():
    """The version of the C library the extension was built from, "MAJOR.MINOR.PATCH" (the
    package's own, __version__: both are DLX_VERSION of dlx.h)."""
    return _core.version()


class Solutions:
    """The solutions of a search, found one at a time as the loop asks for them.

    The search really stops in C between two solutions (no thread, no list built first). Leaving
    the loop early, close(), or dropping the object ends the search and frees it. After the loop,
    complete tells whether every solution was listed, and reason why not ("limit", "node_limit",
    "interrupted", "closed").
    """

    __slots__ = ("_iterator",)

    def __init__(self, iterator):
        self._iterator = iterator

    def __iter__(self):
        # The loop calls the C iterator's next itself: no Python frame per solution.
        return self._iterator

    def __next__(self):
        return next(self._iterator)

    def close(self):
        """Ends the search now and frees it."""
        self._iterator.close()

    @property
    def reason(self):
        return self._iterator.state()[0]

    @property
    def complete(self):
        """True once every solution was listed."""
        reason, over = self._iterator.state()
        return over and reason is None

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()
        return False


class Cheapest(list):
    """The cheapest solutions found, cheapest first: a list of (cost, options) pairs, options a list
    of option numbers (the preselected ones first); equal costs in the order the search found them.

    complete is True when they are proven the k cheapest (fewer when there are fewer solutions,
    none when there is none); False when a node limit or an interrupt cut the search short, and
    then they are the best found so far: reason says why ("node_limit", "interrupted"). nodes is
    the number of search nodes visited, plan what ran in the engine's words ("links, costs").
    """

    def __init__(self, solutions=(), reason=None, nodes=0, plan=None):
        super().__init__(solutions)
        self.reason = reason
        self.nodes = nodes
        self.plan = plan

    @property
    def complete(self):
        return self.reason is None

    def __repr__(self):
        if self.reason is None:
            return list.__repr__(self)
        return "Cheapest(%s, complete=False, reason=%r)" % (list.__repr__(self), self.reason)


# How a search runs is the engine's options, one table set by name (dlx.h: dlx_set_option), which
# the searches below pass as (name, value) pairs in the table's words; every option not passed is
# put back to its default first. The arguments memo, symmetry and restarts are the table's own
# names; the table spells their values "auto", True and False "automatic", "on" and "off"; and
# weighted is two of its options.
_WORDS = {"auto": "automatic", True: "on", False: "off"}
_WEIGHTED = (("representation", "bitset"), ("weighted_branching", "on"))


def _threads(threads):
    if threads is None or threads == 0:
        return _os.cpu_count() or 1
    if not isinstance(threads, int) or threads < 0:
        raise ValueError("threads must be a whole number (0: every core), not %r" % (threads,))
    return threads


def _whole(value, what):
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("%s must be an int, not %s" % (what, type(value).__name__))
    if value < 0 or value >= 1 << 64:
        raise ValueError("%s must be from 0 to 2**64 - 1, not %d" % (what, value))
    return value


def _flag(value, what):
    if not isinstance(value, bool):
        raise TypeError("%s must be True or False, not %r" % (what, value))
    return value


def _seconds(timeout):
    if timeout is None:
        return 0.0
    timeout = float(timeout)
    if not timeout > 0:
        raise ValueError("timeout must be a positive number of seconds, not %r" % (timeout,))
    return timeout


def _cost(cost):
    if isinstance(cost, bool) or not isinstance(cost, int):
        raise TypeError("cost must be an int, not %s" % type(cost).__name__)
    if cost < 0 or cost >= 1 << 32:
        raise ValueError("cost must be from 0 to 2**32 - 1, not %d" % cost)
    return cost


def _name(item):
    return "'%s'" % (item,)


def _item_names(names, first, what):
    """The item names of Problem's primary or secondary argument: its names, or for a number n
    the numbers first .. first + n - 1 (a range: the engine's check comes before they are made)."""
    if isinstance(names, bool):
        raise TypeError("%s must be item names or a number of items, not bool" % what)
    if isinstance(names, int):
        if names < 0:
            raise ValueError("%s must be a number of items from 0, not %d" % (what, names))
        return range(first, first + names)
    return list(names)


class Problem:
    """An exact-cover problem: items, options, bounds; and its searches.

    primary and secondary are the item names (any hashable: strings, numbers, tuples), or a number
    of items named by their numbers: Problem(3, 2) has the primary items 0, 1, 2 and the secondary
    items 3, 4, as does Problem([0, 1, 2], 2). A solution covers each primary item exactly once,
    unless set_bounds gives it other bounds, and each secondary item at most once, or several
    times by options that give it the same color.
    """

    def __init__(self, primary=(), secondary=()):
        primary = _item_names(primary, 0, "primary")
        secondary = _item_names(secondary, len(primary), "secondary")
        # The engine first: it refuses a problem too large for it before the names are made.
        solver = _core.Solver(len(primary), len(secondary))
        self._names = [*primary, *secondary]
        self._primary_count = len(primary)
        self._index = {}
        for number, name in enumerate(self._names):
            if name in self._index:
                raise InputError("duplicate item name %s" % _name(name))
            self._index[name] = number
        self._solver = solver
        self._color_index = {}
        self._color_names = []

    @classmethod
    def _wrap(cls, solver, names, primary_count, color_names):
        problem = cls.__new__(cls)
        problem._solver = solver
        problem._names = names
        problem._primary_count = primary_count
        problem._index = {name: number for number, name in enumerate(names)}
        problem._color_names = color_names
        problem._color_index = {name: number + 1 for number, name in enumerate(color_names)}
        return problem

    # -- Items and options ----------------------------------------------------------------------

    @property
    def primary(self):
        """The names of the primary items."""
        return self._names[: self._primary_count]

    @property
    def secondary(self):
        """The names of the secondary items."""
        return self._names[self._primary_count :]

    @property
    def option_count(self):
        """The number of options added (the next option's number)."""
        return self._solver.sizes()[2]

    def __len__(self):
        return self.option_count

    def _color_number(self, color):
        number = self._color_index.get(color)
        if number is None:
            number = len(self._color_names) + 1
            self._color_index[color] = number
            self._color_names.append(color)
        return number

    def _entry(self, entry):
        """(item number, color number) of one entry of an option."""
        color = None
        if isinstance(entry, tuple) and len(entry) == 2 and entry not in self._index:
            entry, color = entry
        elif isinstance(entry, str) and entry not in self._index and ":" in entry:
            entry, color = entry.split(":", 1)
            if not entry or not color:
                raise InputError("empty item name or color in %s" % _name(entry + ":" + color))
        try:
            number = self._index.get(entry)
        except TypeError:
            raise TypeError("an item name must be hashable, not %s" % type(entry).__name__)
        if number is None:
            raise InputError("unknown item %s" % _name(entry))
        if color is None:
            return number, 0
        if number < self._primary_count:
            raise InputError("primary item %s cannot have a color" % _name(entry))
        return number, self._color_number(color)

    def add_option(self, items, cost=0):
        """Adds an option and returns its number (0, 1, 2, ... in the order added).

        items are item names; a secondary item may carry a color, written "name:color" as in
        Knuth's format, or as a pair (name, color). cost (an int from 0 to 2**32 - 1) is what the
        option adds to a solution's cost in solve_cheapest; the other searches ignore it. Raises
        InputError for an unknown item, an item twice in the option, a color on a primary item, or
        an empty option; TypeError or ValueError for a bad cost (the option is then not added).
        """
        cost = _cost(cost)
        if isinstance(items, (str, bytes)):
            raise TypeError("an option is a sequence of item names, not a string")
        entries = [self._entry(entry) for entry in items]
        numbers = [number for number, _ in entries]
        if len(set(numbers)) != len(numbers):
            seen = set()
            for number in numbers:
                if number in seen:
                    raise InputError("item %s appears twice in this option" % _name(self._names[number]))
                seen.add(number)
        if not numbers:
            raise InputError("an option has no items")
        colors = [color for _, color in entries]
        try:
            number = self._solver.add_option(numbers, colors if any(colors) else None)
        except ValueError as error:
            raise InputError(str(error)) from None
        if cost:
            self._solver.set_option_cost(number, cost)
        return number

    def option_cost(self, number):
        """The cost of option `number` (0 unless add_option gave it one)."""
        if isinstance(number, bool) or not isinstance(number, int):
            raise TypeError("an option number is an int, not %s" % type(number).__name__)
        return self._solver.option_cost(number)

    def add_options(self, options):
        """Adds every option of an iterable; returns the number of the first one added."""
        first = self.option_count
        for option in options:
            self.add_option(option)
        return first

    def option(self, number):
        """Option `number` as names, a colored entry as "name:color" (a string) or (name, color)."""
        items, colors = self._solver.option_items(number)
        entries = []
        for item, color in zip(items, colors):
            name = self._names[item]
            if color:
                color_name = self._color_names[color - 1]
                if isinstance(name, str) and isinstance(color_name, str):
                    entries.append("%s:%s" % (name, color_name))
                else:
                    entries.append((name, color_name))
            else:
                entries.append(name)
        return entries

    def set_bounds(self, item, lower, upper):
        """Multiplicities (Knuth's DLX3): a solution covers primary item `item` by at least lower
        and at most upper of its options. [1, 1] is the default; InputError for a secondary item,
        lower above upper, or upper 0."""
        number = self._index.get(item)
        if number is None:
            raise InputError("unknown item %s" % _name(item))
        if number >= self._primary_count:
            raise InputError("secondary item %s cannot have bounds" % _name(item))
        lower = _whole(lower, "lower bound")
        upper = _whole(upper, "upper bound")
        if upper == 0:
            raise InputError("upper bound 0 in %s" % _name(item))
        if lower > upper:
            raise InputError("lower bound %d exceeds upper bound %d in %s" % (lower, upper, _name(item)))
        if upper > 1 << 30:
            raise InputError("malformed bound in %s (a number from 0 to %d)" % (_name(item), 1 << 30))
        self._solver.set_bounds(number, lower, upper)

    def bounds(self, item):
        """The (lower, upper) bounds of a primary item."""
        number = self._index.get(item)
        if number is None:
            raise InputError("unknown item %s" % _name(item))
        if number >= self._primary_count:
            raise InputError("secondary item %s cannot have bounds" % _name(item))
        return self._solver.bounds(number)

    # -- Searches -------------------------------------------------------------------------------

    def count(self, limit=0, threads=1, timeout=None, node_limit=0, memo="auto", symmetry="auto", weighted=False):
        """The number of solutions, as an exact int (a Count), found without listing them.

        limit: stop at this many (0: no limit); threads: search on this many threads (0: every
        core); timeout: stop after this many seconds; node_limit: after this many search nodes.
        A count cut short by any of them is a lower bound, and says so (Count.complete False).
        memo: True counts with the memoized search (residual problems that come again are
        counted once: tilings of a grid in milliseconds, counts past 2**64 exact), "auto" (the
        default) lets the library try it, once the search has run a moment, and keep it where it
        pays, False never. The memo runs without limit and node_limit and on one thread only
        (with threads, or with a limit, the search goes without it).
        symmetry: "auto" (the default) lets a count without limit (on any number of threads) use the
        problem's symmetries once the search has run a moment: when permutations of the items
        and options that keep the problem as it is map the options of one item onto one another,
        one option of each class is searched and its count multiplied (each permutation checked
        first; the count is the same, the search up to several times shorter); True looks at
        once, False never.
        weighted: True branches by weights (as dlx --weighted): an item gains weight each time it
        ends a node with no option left, and until two solutions are found the search branches on
        the item with the fewest options per unit of weight; fewer nodes where the same items keep
        failing (hard sudoku), more where the fewest options find solutions at once. The count is
        the same. It runs the bitset search, without the memo (memo=True is refused with it).
        """
        if memo not in (False, True, "auto"):
            raise ValueError("memo must be False, True or \"auto\", not %r" % (memo,))
        if symmetry not in (False, True, "auto"):
            raise ValueError("symmetry must be \"auto\", True or False, not %r" % (symmetry,))
        weighted = _flag(weighted, "weighted")
        if weighted and memo is True:
            raise ValueError("memo=True and weighted=True do not go together: the memo counts with a search of its own")
        threads = _threads(threads)
        options = [("symmetry", _WORDS[symmetry])]
        if weighted:
            options += _WEIGHTED
        # The memo counts on one thread: a count on several never asks for it (the engine's
        # threads do not honour the option), and memo=True with threads counts without it.
        if threads <= 1:
            options.append(("memo", "off" if weighted else _WORDS[memo]))
        solutions, reason, nodes, plan = self._solver.count(
            _whole(limit, "limit"), _whole(node_limit, "node_limit"), threads, _seconds(timeout), options
        )
        return Count(solutions, reason, nodes, plan)

    def count_part(self, part, parts, threads=1, timeout=None, memo="auto", symmetry="auto"):
        """Part `part` (1 to `parts`) of the count, for a count spread over processes or machines
        (as `dlx --part=I/N`): a PartResult, which libdlx.merge adds up with the other parts'.

        The parts share the searches of the problem's symmetry classes when it has symmetries
        (symmetry False: the plain tree's subtrees); when the memo counts the problem at once,
        part 1 counts it whole and the others nothing (memo False: never). Each part decides
        that from the problem alone, so that parts run anywhere agree. threads: search the part on
        this many threads; timeout: stop after this many seconds (the result is then partial).
        """
        if memo not in (False, "auto"):
            raise ValueError("memo must be \"auto\" or False, not %r" % (memo,))
        if symmetry not in (False, True, "auto"):
            raise ValueError("symmetry must be \"auto\", True or False, not %r" % (symmetry,))
        for value, what in ((part, "part"), (parts, "parts")):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError("%s must be a whole number from 1, not %r" % (what, value))
        if part > parts:
            raise ValueError("part must be 1 to parts (%d), not %d" % (parts, part))
        options = [("symmetry", _WORDS[symmetry]), ("memo", _WORDS[memo])]
        fields = self._solver.count_part(part, parts, _threads(threads), _seconds(timeout), options)
        return PartResult(*fields[:8])

    def _preselected(self, preselected):
        ids = list(preselected or ())
        for option in ids:
            if isinstance(option, bool) or not isinstance(option, int):
                raise TypeError("preselected options are option numbers (ints)")
        return ids

    def solutions(self, limit=0, node_limit=0, preselected=(), symmetry="auto", weighted=False):
        """The solutions, one at a time, each a list of option numbers (the preselected ones
        first): a generator that searches only as far as the loop asks (Solutions).

        symmetry: "auto" (the default) lets a listing of every solution (no limit, node_limit or
        preselected) use the problem's symmetries as count() does, once a silent trial says the
        search is long enough: the solutions that hold one option of each class are searched, and
        each is handed out with its images under the permutations that map that option onto the
        rest of its class (every solution once, in another order); True looks at once, False
        never (the plain search's order).
        weighted: True branches by weights, as count(weighted=True) does (the same solutions, in
        another order).
        """
        if symmetry not in (False, True, "auto"):
            raise ValueError("symmetry must be \"auto\", True or False, not %r" % (symmetry,))
        options = [("symmetry", _WORDS[symmetry])]
        if _flag(weighted, "weighted"):
            options += _WEIGHTED
        return Solutions(
            self._solver.solutions(
                _whole(limit, "limit"), _whole(node_limit, "node_limit"), self._preselected(preselected), options
            )
        )

    def solve(self, preselected=(), restarts=None):
        """The first solution (a list of option numbers), or None when there is none.

        restarts: None or False (the default), the plain search; a seed (an int from 0 to
        2**64 - 1), or True for seed 1: the randomised restarts of the library, for problems whose
        plain search takes long to find a first solution (the runs shuffle the order of the items
        and of the options, with growing node budgets; a seed gives the same solution on every
        run). A problem without solution is still proved to have none. Ctrl-C stops the search
        and raises KeyboardInterrupt.
        """
        if restarts is None or restarts is False:
            iterator = self._solver.solutions(1, 0, self._preselected(preselected))
            return next(iterator, None)
        seed = 1 if restarts is True else restarts
        if not isinstance(seed, int):
            raise TypeError("restarts must be None, a bool or an int seed, not %s" % type(seed).__name__)
        if not 0 <= seed < 1 << 64:
            raise ValueError("restarts must be a seed from 0 to 2**64 - 1, not %d" % seed)
        return self._solver.first(self._preselected(preselected), (("restarts", "on"), ("restart_seed", "%d" % seed)))

    def solve_cheapest(self, k=1, node_limit=0, preselected=()):
        """The k cheapest solutions (Knuth's DLX5 branch and bound), a Cheapest list of
        (cost, options) pairs, cheapest first; a solution's cost is the sum of its options' costs.

        node_limit: stop after this many search nodes; the solutions are then the best found so
        far, not proven the cheapest (Cheapest.complete False, reason "node_limit"); Ctrl-C stops
        the search the same way and raises KeyboardInterrupt. Among solutions of equal cost the
        search keeps those it finds first, and finds them in the same order on every run.
        preselected: option numbers every solution must contain (their costs included).
        ValueError when an item has bounds other than (1, 1) (not supported with costs).
        """
        if isinstance(k, bool) or not isinstance(k, int):
            raise TypeError("k must be an int, not %s" % type(k).__name__)
        if k < 1 or k >= 1 << 64:
            raise ValueError("k must be from 1 to 2**64 - 1, not %d" % k)
        ids = self._preselected(preselected)
        solutions, reason, nodes, plan = self._solver.cheapest(k, _whole(node_limit, "node_limit"), ids)
        return Cheapest(solutions, reason, nodes, plan)

    def copy(self):
        """A new Problem with the same items, options, costs and bounds."""
        problem = Problem.__new__(Problem)
        problem.__dict__.update(self.__dict__)
        problem._index = dict(self._index)
        problem._names = list(self._names)
        problem._color_index = dict(self._color_index)
        problem._color_names = list(self._color_names)
        problem._solver = _core.Solver(self._primary_count, len(self._names) - self._primary_count)
        for number in range(self.option_count):
            items, colors = self._solver.option_items(number)
            problem._solver.add_option(items, colors if any(colors) else None)
            cost = self._solver.option_cost(number)
            if cost:
                problem._solver.set_option_cost(number, cost)
        for item in range(self._primary_count):
            lower, upper = self._solver.bounds(item)
            if (lower, upper) != (1, 1):
                problem._solver.set_bounds(item, lower, upper)
        return problem

    # -- Knuth's format -------------------------------------------------------------------------

    @classmethod
    def from_knuth(cls, text, name="<string>"):
        """A Problem read from Knuth's DLX1/DLX2/DLX3 text format (str or bytes), DLX5's option
        costs (|n tokens) included, as the `dlx` command reads it. InputError "NAME:LINE:COLUMN: problem" on malformed input; an option
        with no primary item is left out with a warning, as the command does."""
        data = text.encode("utf-8", "surrogateescape") if isinstance(text, str) else bytes(text)
        try:
            solver, primary_count, names, colors, warnings = _core.knuth_read(data, name)
        except ValueError as error:
            message = str(error)
            parts = message.split(":")
            line = int(parts[1]) if len(parts) > 2 and parts[1].isdigit() else 0
            raise InputError(message, line) from None
        for line, column, message in warnings:
            _warnings.warn("%s:%d:%d: %s" % (name, line, column, message), stacklevel=2)
        return cls._wrap(solver, names, primary_count, colors)

    def to_knuth(self):
        """The problem in Knuth's text format (DLX3 bounds and DLX5 costs included), which
        from_knuth reads back with the same items, options, costs and numbers: "b|name" for bounds
        (b, b), "a:b|name" for others, a cost as a last token "|n". The C library writes it
        (dlx_knuth_write), with the str() of each name. ValueError when the format cannot carry
        the problem: a name with white space, ':', '|' or a control character such as NUL inside,
        or empty; two items, or two colors, whose names are spelt alike; no primary item, or an
        option without one (the readers of the format leave such options out)."""
        data = self._solver.knuth_write([str(name) for name in self._names], [str(color) for color in self._color_names])
        return data.decode("utf-8", "surrogateescape")

    def __repr__(self):
        return "<libdlx.Problem: %d primary, %d secondary items, %d options>" % (
            self._primary_count,
            len(self._names) - self._primary_count,
            self.option_count,
        )


def _merged(results):
    results = list(results)
    for number, result in enumerate(results):
        if not isinstance(result, PartResult):
            raise TypeError("merge takes the PartResult of Problem.count_part, not %r" % (result,))
    fields = [
        (*result[:5], tuple(tuple(pair) for pair in result.fractions), result.nodes, bool(result.complete), "results[%d]" % number)
        for number, result in enumerate(results)
    ]
    return _core.merge(fields)


def merge(results):
    """The total of the parts of one count (Problem.count_part), exact, as a Count whose nodes are
    all the parts' together; with the same checks as `dlx --merge` (the same C code): the parts
    1 to N of one problem, one split and one mode, each once and complete. Otherwise MergeError
    says what is wrong with which result (results[K]), and which parts are still to run."""
    solutions, nodes, messages, missing = _merged(results)
    if messages:
        raise MergeError(messages, missing)
    return Count(solutions, None, nodes, "parts")


def missing_parts(results):
    """The parts still to run (never given, or partial), in order: what to run again after a
    stop, before merge (as `dlx --merge --missing`). Empty when every part is there."""
    return list(_merged(results)[3])
