"""test_known_counts.py: counts against independent sources: OEIS A000170 (queens), A014552
(Langford pairs), A004003 (domino tilings), the 288 4x4 sudoku grids, the counts files of the
bundled sudoku collections; the problems are built here, in Python, from their definitions, and
solutions() must list exactly count() distinct valid solutions, by symmetry classes or not."""
import gzip
import itertools

import pytest

import libdlx
from conftest import repository_file

# OEIS A000170: n-queens, n = 1..10.
QUEENS = {1: 1, 2: 0, 3: 0, 4: 2, 5: 10, 6: 4, 7: 40, 8: 92, 9: 352, 10: 724}
# OEIS A014552: Langford pairings of 1..n up to reversal, n = 1..8.
LANGFORD = {1: 0, 2: 0, 3: 1, 4: 1, 5: 0, 6: 0, 7: 26, 8: 150}
# OEIS A004003: domino tilings of a 2n x 2n board, n = 1..3.
DOMINOES = {1: 2, 2: 36, 3: 6728}


def queens(n):
    """Rows and columns primary, diagonals secondary (Knuth's formulation)."""
    rows = ["r%d" % r for r in range(n)]
    columns = ["c%d" % c for c in range(n)]
    diagonals = ["a%d" % d for d in range(2 * n - 1)] + ["b%d" % d for d in range(2 * n - 1)]
    problem = libdlx.Problem(rows + columns, diagonals)
    for r, c in itertools.product(range(n), repeat=2):
        problem.add_option(["r%d" % r, "c%d" % c, "a%d" % (r + c), "b%d" % (r - c + n - 1)])
    return problem


def langford(n):
    """Numbers 1..n and positions 1..2n, all primary: number k at positions i and i + k + 1."""
    problem = libdlx.Problem([("n", k) for k in range(1, n + 1)] + [("p", i) for i in range(1, 2 * n + 1)])
    for k in range(1, n + 1):
        for i in range(1, 2 * n - k):
            problem.add_option([("n", k), ("p", i), ("p", i + k + 1)])
    return problem


def dominoes(rows, columns=None):
    columns = rows if columns is None else columns
    cells = [(r, c) for r in range(rows) for c in range(columns)]
    problem = libdlx.Problem(cells)
    for r, c in cells:
        if c + 1 < columns:
            problem.add_option([(r, c), (r, c + 1)])
        if r + 1 < rows:
            problem.add_option([(r, c), (r + 1, c)])
    return problem


@pytest.mark.parametrize("n", sorted(QUEENS))
def test_queens(n):
    problem = queens(n)
    count = problem.count()
    assert count == QUEENS[n] and count.complete
    # By symmetry classes (True; "auto" for 10 queens, past the trial) and plainly: the same set.
    for symmetry in ("auto", True, False):
        listed = [frozenset(s) for s in problem.solutions(symmetry=symmetry)]
        assert len(listed) == len(set(listed)) == count
        for solution in listed:
            covered = [item for option in solution for item in problem.option(option)]
            assert sorted(i for i in covered if i[0] in "rc") == sorted(problem.primary)
            assert len(set(covered)) == len(covered)
    with pytest.raises(ValueError):
        problem.solutions(symmetry="yes")


@pytest.mark.parametrize("n", sorted(LANGFORD))
def test_langford(n):
    assert langford(n).count() == 2 * LANGFORD[n]  # each pairing and its reversal


@pytest.mark.parametrize("n", sorted(DOMINOES))
def test_dominoes(n):
    problem = dominoes(2 * n)
    assert problem.count() == DOMINOES[n]
    assert problem.count(threads=2) == DOMINOES[n]


def domino_tilings_by_profile(width, length):
    """Domino tilings of a width x length board by a broken-profile count, cell by cell: bit j of
    a profile says that cell j of the row being filled is covered already (by a vertical domino
    from the row before, or a horizontal one from its left neighbour)."""
    profiles = {0: 1}
    for row in range(length):
        for j in range(width):
            following = {}
            for profile, ways in profiles.items():
                bit = 1 << j
                if profile & bit:
                    following[profile & ~bit] = following.get(profile & ~bit, 0) + ways
                    continue
                if row + 1 < length:  # vertical: covers cell j of the next row
                    following[profile | bit] = following.get(profile | bit, 0) + ways
                if j + 1 < width and not profile & (bit << 1):  # horizontal
                    following[profile | (bit << 1)] = following.get(profile | (bit << 1), 0) + ways
            profiles = following
    return profiles.get(0, 0)


def test_memo_counts_past_64_bits_exactly():
    width, length = 6, 50
    problem = dominoes(length, width)
    expected = domino_tilings_by_profile(width, length)
    assert expected > 2**64
    for count in (problem.count(memo=True), problem.count(memo="auto"), problem.count()):
        assert count == expected and count.complete  # the default is "auto"
    assert dominoes(6).count(memo=True) == DOMINOES[3]
    with pytest.raises(ValueError):
        problem.count(memo="yes")


def test_queens_8_from_the_bundled_file():
    with open(repository_file("puzzles", "exact-cover", "queens-8.dlx")) as f:
        problem = libdlx.Problem.from_knuth(f.read())
    assert problem.count() == QUEENS[8]
    assert problem.count(threads=0) == QUEENS[8]
    assert sum(1 for _ in problem.solutions()) == QUEENS[8]


def test_shidoku_288():
    assert libdlx.sudoku.count("size: 4\n" + "." * 16) == 288
    assert libdlx.sudoku.count("." * 16, size=4) == 288


def read_counts(path):
    with open(path) as f:
        for line in f:
            puzzle, count, _ = line.rstrip("\n").split(":", 2)
            yield puzzle, int(count)


@pytest.mark.parametrize("name", ["serg-multi-sample.counts", "top1465-sample.counts"])
def test_counts_files(name):
    rows = list(read_counts(repository_file("tests", "data", name)))[:150]
    answers = libdlx.sudoku.counts("\n".join(puzzle for puzzle, _ in rows))
    assert [answer.count for answer in answers] == [count for _, count in rows]
    assert all(answer.count.complete for answer in answers)


def test_hard20_collection_against_its_counts_file():
    with gzip.open(repository_file("puzzles", "sudoku", "counts", "hard20.counts.gz"), "rt") as f:
        expected = [(line.split(":")[1], line.split(":")[2].strip()) for line in f if line.strip()]
    with open(repository_file("puzzles", "sudoku", "hard20.txt")) as f:
        answers = libdlx.sudoku.solve_all(f.read())
    assert len(answers) == len(expected) == 20
    for answer, (count, solution) in zip(answers, expected):
        assert answer.count == min(int(count), 2)
        if count == "1":
            assert answer.solution == solution + "\n"


@pytest.mark.parametrize("symmetry", [True, False, "auto"])
def test_symmetry_keeps_the_counts(symmetry):
    """The count with symmetry (True: at once; "auto": once the search proves long, so queens 11
    uses it) gives the OEIS counts, and fewer nodes than the plain search where it is used."""
    for n, expected in QUEENS.items():
        assert queens(n).count(symmetry=symmetry) == expected
    for n in (7, 8):
        assert langford(n).count(symmetry=symmetry) == 2 * LANGFORD[n]
    assert dominoes(6).count(symmetry=symmetry) == DOMINOES[3]
    plain = queens(11).count(symmetry=False)
    counted = queens(11).count(symmetry=symmetry)
    assert counted == plain == 2680  # OEIS A000170
    if symmetry is not False:
        assert counted.nodes < plain.nodes


def sudoku_problem(puzzle):
    """A 9x9 puzzle as exact cover: a cell's options are its given digit, or every digit."""
    problem = libdlx.Problem(
        ["p%d" % cell for cell in range(81)]
        + ["%s%d%d" % (unit, k, digit) for unit in "rcb" for k in range(9) for digit in range(1, 10)]
    )
    for cell in range(81):
        row, column = divmod(cell, 9)
        box = row // 3 * 3 + column // 3
        for digit in range(1, 10):
            if puzzle[cell] in "123456789" and int(puzzle[cell]) != digit:
                continue
            problem.add_option(["p%d" % cell, "r%d%d" % (row, digit), "c%d%d" % (column, digit), "b%d%d" % (box, digit)])
    return problem


def test_weighted_branching_on_the_hardest_puzzles():
    """count(weighted=True) on the first 12 of the forum's 375 hardest puzzles: each has one
    solution (the counts file, counted by tdoku's solver), found in fewer nodes in all than
    without weights; and the listing gives that solution."""
    with open(repository_file("puzzles", "sudoku", "forum-hardest-1106.txt")) as f:
        puzzles = [line.strip() for line in f if line.strip() and not line.startswith("#")][:12]
    with gzip.open(repository_file("puzzles", "sudoku", "counts", "forum-hardest-1106.counts.gz"), "rt") as f:
        counts = dict(line.strip().split(":")[:2] for line in f)
    plain_nodes = weighted_nodes = 0
    for puzzle in puzzles:
        problem = sudoku_problem(puzzle)
        plain = problem.count(limit=2)
        weighted = problem.count(limit=2, weighted=True)
        assert plain == weighted == int(counts[puzzle]) == 1
        assert weighted.complete
        plain_nodes += plain.nodes
        weighted_nodes += weighted.nodes
        assert len(list(problem.solutions(weighted=True))) == 1
    assert weighted_nodes * 4 < plain_nodes * 3, (weighted_nodes, plain_nodes)


def test_weighted_refuses_other_values_and_the_memo():
    for value in ("yes", None, 1):
        with pytest.raises(TypeError):
            queens(4).count(weighted=value)
        with pytest.raises(TypeError):
            queens(4).solutions(weighted=value)
    with pytest.raises(ValueError):
        queens(4).count(memo=True, weighted=True)
    assert queens(8).count(weighted=True, threads=2) == QUEENS[8]


def test_symmetry_refuses_other_values():
    for value in ("on", None, 3.5):
        with pytest.raises(ValueError):
            queens(4).count(symmetry=value)
