"""test_random_problems.py: random XC, XCC and MCC problems from hypothesis, each checked against a
brute force written here (every subset of the options, by itertools; it shares no code with the
engine): count() and the set of solutions() (distinct, each valid), with weighted branching
too, solve() with and without
restarts, limits and preselection, and a round trip through Knuth's format."""
import itertools
import os

from hypothesis import given, settings
from hypothesis import strategies as st

import libdlx

# Fewer examples under valgrind (make python-valgrind), which runs some 50 times slower.
EXAMPLES = 15 if os.environ.get("LIBDLX_TEST_QUICK") else 150


@st.composite
def problems(draw, colors=False, bounds=False):
    primary = draw(st.integers(1, 4))
    secondary = draw(st.integers(0, 3))
    option_count = draw(st.integers(0, 10))
    options = []
    for _ in range(option_count):
        items = draw(st.sets(st.integers(0, primary + secondary - 1), min_size=1, max_size=primary + secondary))
        if not any(i < primary for i in items):
            items.add(draw(st.integers(0, primary - 1)))
        entries = []
        for item in sorted(items, key=lambda _: draw(st.integers(0, 9))):
            color = 0
            if colors and item >= primary:
                color = draw(st.integers(0, 2))
            entries.append((item, color))
        options.append(entries)
    limits = {}
    if bounds:
        for item in range(primary):
            lower = draw(st.integers(0, 2))
            upper = draw(st.integers(max(lower, 1), 3))
            limits[item] = (lower, upper)
    return primary, secondary, options, limits


def is_solution(primary, secondary, options, limits, chosen):
    uses = [0] * (primary + secondary)
    color_of = {}
    for option in chosen:
        for item, color in options[option]:
            uses[item] += 1
            if item >= primary:
                if item in color_of and (color == 0 or color_of[item] != color):
                    return False
                color_of[item] = color
    for item in range(primary):
        lower, upper = limits.get(item, (1, 1))
        if not lower <= uses[item] <= upper:
            return False
    return True


def brute_force(primary, secondary, options, limits, required=()):
    found = set()
    for size in range(len(options) + 1):
        for chosen in itertools.combinations(range(len(options)), size):
            if set(required) <= set(chosen) and is_solution(primary, secondary, options, limits, chosen):
                found.add(frozenset(chosen))
    return found


def build(primary, secondary, options, limits):
    problem = libdlx.Problem(["p%d" % i for i in range(primary)], ["s%d" % i for i in range(primary, primary + secondary)])
    name = lambda item: ("p%d" if item < primary else "s%d") % item
    for entries in options:
        problem.add_option([name(i) + (":c%d" % c if c else "") for i, c in entries])
    for item, (lower, upper) in limits.items():
        problem.set_bounds(name(item), lower, upper)
    return problem


def check(case):
    primary, secondary, options, limits = case
    expected = brute_force(*case)
    problem = build(*case)
    count = problem.count()
    assert count == len(expected) and count.complete
    listed = [frozenset(solution) for solution in problem.solutions()]
    assert len(listed) == len(set(listed))
    assert set(listed) == expected
    # Weighted branching: the same count and solutions, in its own order.
    weighted = problem.count(weighted=True)
    assert weighted == len(expected) and weighted.complete
    listed = [frozenset(solution) for solution in problem.solutions(weighted=True)]
    assert len(listed) == len(set(listed)) and set(listed) == expected
    first = problem.solve()
    assert (first is None) == (not expected)
    if first is not None:
        assert frozenset(first) in expected
    # With restarts: a solution exactly when there is one, the same for the same seed.
    for seed in (0, 1, 2**64 - 1):
        restarted = problem.solve(restarts=seed)
        assert (restarted is None) == (not expected)
        if restarted is not None:
            assert frozenset(restarted) in expected
            assert problem.solve(restarts=seed) == restarted
    # A limit: the first solutions, honestly incomplete when more exist.
    limited = problem.count(limit=1)
    assert limited == min(1, len(expected))
    assert limited.complete == (len(expected) == 0)
    iterator = problem.solutions(limit=1)
    assert len(list(iterator)) == min(1, len(expected))
    # Every option preselected in turn.
    for option in range(len(options)):
        wanted = brute_force(primary, secondary, options, limits, [option])
        got = [frozenset(s) for s in problem.solutions(preselected=[option])]
        assert set(got) == wanted and len(got) == len(wanted)
        restarted = problem.solve(preselected=[option], restarts=7)
        assert (restarted is None) == (not wanted)
        assert restarted is None or frozenset(restarted) in wanted
    # Knuth's format both ways keeps the problem: its items, bounds, options and their numbers.
    again = libdlx.Problem.from_knuth(problem.to_knuth())
    assert again.primary == problem.primary and again.secondary == problem.secondary
    assert [again.bounds(name) for name in again.primary] == [problem.bounds(name) for name in problem.primary]
    assert [again.option(number) for number in range(len(options))] == [problem.option(number) for number in range(len(options))]
    assert again.count() == len(expected)
    assert {frozenset(s) for s in again.solutions()} == expected


@settings(max_examples=EXAMPLES, deadline=None)
@given(problems())
def test_exact_cover(case):
    check(case)


@settings(max_examples=EXAMPLES, deadline=None)
@given(problems(colors=True))
def test_exact_cover_with_colors(case):
    check(case)


@settings(max_examples=EXAMPLES, deadline=None)
@given(problems(colors=True, bounds=True))
def test_multiplicities_with_colors(case):
    check(case)
