"""test_cheapest.py: option costs and Problem.solve_cheapest, held to a brute force written here
(every subset of the options of random XCC problems with costs, by itertools, sorted by cost): the
k cheapest must have exactly the k smallest costs, each a distinct valid solution whose cost is the
sum of its options' costs. Also: a node limit (not proven, says so), preselection, costs through
copy() and Knuth's format (DLX5's |n), and the refusals."""
import itertools
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import libdlx

EXAMPLES = 15 if os.environ.get("LIBDLX_TEST_QUICK") else 150


@st.composite
def costed_problems(draw):
    primary = draw(st.integers(1, 4))
    secondary = draw(st.integers(0, 2))
    options = []
    for _ in range(draw(st.integers(0, 10))):
        items = draw(st.sets(st.integers(0, primary + secondary - 1), min_size=1, max_size=3))
        if not any(i < primary for i in items):
            items.add(draw(st.integers(0, primary - 1)))
        entries = [(i, draw(st.integers(0, 2)) if i >= primary else 0) for i in sorted(items)]
        options.append((entries, draw(st.integers(0, 20))))
    return primary, secondary, options


def is_solution(primary, options, chosen):
    uses, color_of = {}, {}
    for option in chosen:
        for item, color in options[option][0]:
            uses[item] = uses.get(item, 0) + 1
            if item >= primary:
                if item in color_of and (color == 0 or color_of[item] != color):
                    return False
                color_of[item] = color
    return all(uses.get(item, 0) == 1 for item in range(primary))


def all_costs(primary, options, required=()):
    """The cost of every solution (a sorted list), by trying every subset of the options."""
    costs = []
    for size in range(len(options) + 1):
        for chosen in itertools.combinations(range(len(options)), size):
            if set(required) <= set(chosen) and is_solution(primary, options, chosen):
                costs.append(sum(options[o][1] for o in chosen))
    return sorted(costs)


def build(primary, secondary, options):
    problem = libdlx.Problem(primary, ["s%d" % i for i in range(secondary)])
    for entries, cost in options:
        names = [i if i < primary else ("s%d" % (i - primary), "c%d" % c) if c else "s%d" % (i - primary) for i, c in entries]
        problem.add_option(names, cost=cost)
    return problem


def check_cheapest(primary, options, found, expected_costs, k, required=()):
    assert found.complete and found.reason is None
    assert [cost for cost, _ in found] == expected_costs[:k]
    assert len({frozenset(ids) for _, ids in found}) == len(found)
    for cost, ids in found:
        assert set(required) <= set(ids)
        assert is_solution(primary, options, ids)
        assert cost == sum(options[o][1] for o in ids)


@settings(max_examples=EXAMPLES, deadline=None)
@given(costed_problems(), st.integers(1, 6))
def test_k_cheapest_against_brute_force(case, k):
    primary, secondary, options = case
    problem = build(*case)
    expected = all_costs(primary, options)
    check_cheapest(primary, options, problem.solve_cheapest(k=k), expected, k)
    if options:
        required = [len(options) // 2]
        found = problem.solve_cheapest(k=k, preselected=required)
        check_cheapest(primary, options, found, all_costs(primary, options, required), k, required)
    # Costs survive copy() and Knuth's format (DLX5's |n tokens).
    for again in (problem.copy(), libdlx.Problem.from_knuth(problem.to_knuth())):
        assert [again.option_cost(o) for o in range(len(options))] == [c for _, c in options]
        assert [cost for cost, _ in again.solve_cheapest(k=k)] == expected[:k]


def domino_board(rows, columns):
    """The dominoes of a board, each with a cost of (a fixed formula, not random)."""
    problem = libdlx.Problem([(r, c) for r in range(rows) for c in range(columns)])
    for r in range(rows):
        for c in range(columns):
            for dr, dc in ((0, 1), (1, 0)):
                if r + dr < rows and c + dc < columns:
                    problem.add_option([(r, c), (r + dr, c + dc)], cost=(7 * r + 11 * c + 5 * dr) % 13)
    return problem


def test_node_limit_says_not_proven():
    problem = domino_board(4, 4)
    proven = problem.solve_cheapest()
    assert proven.complete
    cut = problem.solve_cheapest(node_limit=2)
    assert not cut.complete and cut.reason == "node_limit" and cut.nodes == 2
    assert "complete=False" in repr(cut)
    for cost, ids in cut:  # the best found so far: real solutions, none cheaper than the optimum
        assert cost >= proven[0][0]
        assert cost == sum(problem.option_cost(o) for o in ids)


def test_no_solution_is_an_empty_proven_list():
    problem = libdlx.Problem(["a", "b"])
    problem.add_option(["a"], cost=3)
    found = problem.solve_cheapest(k=3)
    assert found == [] and found.complete


def test_refusals():
    problem = libdlx.Problem(["a", "b"])
    with pytest.raises(ValueError):
        problem.add_option(["a"], cost=-1)
    with pytest.raises(ValueError):
        problem.add_option(["a"], cost=1 << 32)
    with pytest.raises(TypeError):
        problem.add_option(["a"], cost=1.5)
    with pytest.raises(TypeError):
        problem.add_option(["a"], cost=True)
    assert problem.option_count == 0  # a refused cost adds no option
    problem.add_option(["a", "b"], cost=(1 << 32) - 1)
    assert problem.option_cost(0) == (1 << 32) - 1
    with pytest.raises(ValueError):
        problem.option_cost(1)
    with pytest.raises(ValueError):
        problem.solve_cheapest(k=0)
    with pytest.raises(TypeError):
        problem.solve_cheapest(k="2")
    with pytest.raises(ValueError):
        problem.solve_cheapest(preselected=[5])
    bounded = libdlx.Problem(["a"])
    bounded.add_option(["a"], cost=1)
    bounded.set_bounds("a", 0, 2)
    with pytest.raises(ValueError):
        bounded.solve_cheapest()
