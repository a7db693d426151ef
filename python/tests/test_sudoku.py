"""test_sudoku.py: libdlx.sudoku against the judges' samples (SPOJ SUDOGOB's expected output), the
command's golden cases of bad input (the same message, line and partial answers), a plain Python
backtracking counter written here (generated puzzles unique, their solutions valid), and the
rater's steps."""
import os

import pytest

import libdlx
from conftest import repository_file

CASES = repository_file("tests", "cli", "cases")


def test_sudogob_sample():
    with open(repository_file("puzzles", "judges", "sudogob.in")) as f:
        text = f.read()
    with open(repository_file("puzzles", "judges", "sudogob.out")) as f:
        expected = f.read().split("\n")
    answers = libdlx.sudoku.solve_all(text)
    # SUDOGOB's input starts with the number of grids; the output is each count, and the grid
    # (tokens, as read) after a count of 1.
    lines = []
    for answer in answers:
        lines.append(str(int(answer.count)))
        if answer.count == 1:
            lines.extend(answer.solution.rstrip("\n").split("\n"))
    assert lines == [line for line in expected if line]
    first = text.split("\n", 1)[1]  # the first grid alone, after the count line
    grid = "\n".join(first.split("\n")[:9]) + "\n"
    assert libdlx.sudoku.solve(grid) == "\n".join(expected[1:10]) + "\n"
    assert libdlx.sudoku.count(grid, limit=2) == 1


def golden_bad_inputs():
    for name in sorted(os.listdir(CASES)):
        if not (name.startswith("sudoku-bad-") and name.endswith(".args")):
            continue
        base = name[: -len(".args")]
        with open(os.path.join(CASES, name)) as f:
            if f.read() != base + ".in\n":
                continue
        with open(os.path.join(CASES, base + ".err"), "rb") as f:
            err = f.read().decode("utf-8", "replace")
        prefix = "sudoku: %s.in:" % base
        if err.count("\n") != 1 or not err.startswith(prefix):
            continue
        yield base, err[len("sudoku: ") :].rstrip("\n")


@pytest.mark.parametrize("base,message", list(golden_bad_inputs()))
def test_bad_input_gives_the_command_s_message(base, message):
    with open(os.path.join(CASES, base + ".in"), "rb") as f:
        data = f.read()
    with pytest.raises(libdlx.InputError) as raised:
        libdlx.sudoku.counts(data, name=base + ".in")
    assert str(raised.value) == message
    line = int(message.split(":")[1])
    assert raised.value.line == line
    with open(os.path.join(CASES, base + ".out")) as f:
        answered_by_the_command = f.read() != ""
    # The puzzles before the bad part are answered, as the command answers them.
    assert bool(raised.value.partial) == answered_by_the_command
    assert all(answer.line < line for answer in raised.value.partial)


def test_golden_cases_were_found():
    assert len(list(golden_bad_inputs())) >= 15


def count_by_backtracking(cells, limit=2):
    """Solutions of a 9x9 grid (a list of 81 ints, 0 empty), up to limit: plain Python."""
    rows = [set() for _ in range(9)]
    columns = [set() for _ in range(9)]
    boxes = [set() for _ in range(9)]
    empty = []
    for index, value in enumerate(cells):
        r, c = divmod(index, 9)
        if value:
            if value in rows[r] or value in columns[c] or value in boxes[r // 3 * 3 + c // 3]:
                return 0
            rows[r].add(value)
            columns[c].add(value)
            boxes[r // 3 * 3 + c // 3].add(value)
        else:
            empty.append(index)

    def search(remaining):
        if not remaining:
            return 1
        best, best_options = None, None
        for index in remaining:
            r, c = divmod(index, 9)
            options = set(range(1, 10)) - rows[r] - columns[c] - boxes[r // 3 * 3 + c // 3]
            if best is None or len(options) < len(best_options):
                best, best_options = index, options
                if len(options) <= 1:
                    break
        r, c = divmod(best, 9)
        rest = [index for index in remaining if index != best]
        found = 0
        for value in best_options:
            rows[r].add(value)
            columns[c].add(value)
            boxes[r // 3 * 3 + c // 3].add(value)
            found += search(rest)
            rows[r].discard(value)
            columns[c].discard(value)
            boxes[r // 3 * 3 + c // 3].discard(value)
            if found >= limit:
                break
        return found

    return search(empty)


def cells_of(line):
    return [int(ch) if ch.isdigit() else 0 for ch in line.strip()]


def test_generated_puzzles_are_unique_by_an_independent_counter():
    puzzles = libdlx.sudoku.generate(3, seed=1, symmetry="rotate180", minimal=True)
    assert puzzles == libdlx.sudoku.generate(3, seed=1, symmetry="rotate180", minimal=True)
    for puzzle in puzzles:
        cells = cells_of(puzzle)
        assert len(cells) == 81 and puzzle.givens == sum(1 for v in cells if v)
        assert count_by_backtracking(cells) == 1
        solution = cells_of(puzzle.solution)
        assert count_by_backtracking(solution) == 1 and all(solution)
        assert all(g in (0, s) for g, s in zip(cells, solution))
        assert [bool(v) for v in cells] == [bool(v) for v in reversed(cells)]
        assert puzzle.minimal
        assert libdlx.sudoku.count(puzzle, limit=2) == 1
        assert libdlx.sudoku.solve(puzzle) == puzzle.solution


def test_generated_variants_read_back():
    puzzles = libdlx.sudoku.generate(2, seed=5, size=6, variant="x")
    for puzzle in puzzles:
        assert puzzle.startswith("size: 6")
        assert libdlx.sudoku.count(puzzle, limit=2) == 1
    with pytest.raises(libdlx.InputError):
        libdlx.sudoku.generate(1, seed=1, size=3, variant="x")  # no 3x3 X-sudoku exists


def test_rating():
    puzzle = "..45.21781...9..3....8....46..45.....7.9...128.12.35..4.......935..6.8.7.9.3..62."
    rating = libdlx.sudoku.rate(puzzle)
    assert rating.outcome == "solved" and rating.unique
    assert rating.level in ("simple", "easy", "intermediate", "expert", "fiendish", "diabolical")
    placed = [step for step in rating.steps if step["cell"] >= 0]
    assert len(placed) == puzzle.count(".")  # every empty cell filled once
    assert all(step["text"].startswith(step["technique"]) for step in rating.steps)
    illegal = libdlx.sudoku.rate("11" + "." * 79)
    assert illegal.outcome == "illegal" and illegal.level is None
    with pytest.raises(libdlx.InputError) as raised:
        libdlx.sudoku.rate("123\n")
    assert raised.value.line == 1


def test_counts_with_limits_say_so():
    empty = "." * 81
    count = libdlx.sudoku.count(empty, limit=10)
    assert count == 10 and not count.complete and count.reason == "limit"
    stopped = libdlx.sudoku.count(empty, node_limit=100)
    assert not stopped.complete and stopped.reason == "node_limit"
    several = libdlx.sudoku.counts(empty + "\n" + "1" + "." * 80 + "\n", limit=1)
    assert [int(a.count) for a in several] == [1, 1]
    with pytest.raises(libdlx.InputError):
        libdlx.sudoku.count(empty + "\n" + empty + "\n", limit=1)  # two: counts() answers them


def test_count_and_solve_refuse_several_puzzles_before_searching():
    """The first puzzle is the empty grid, which no search counts out: node_limit only bounds the
    search that the refusal must not start (it then says "holds 3 puzzles" too, but from line 0)."""
    empty = "." * 81
    text = empty + "\n" + "1" + "." * 80 + "\n" + empty + "\n"
    for call, name in ((libdlx.sudoku.count, "count"), (libdlx.sudoku.solve, "solve")):
        with pytest.raises(libdlx.InputError) as raised:
            call(text, node_limit=10**6)
        assert str(raised.value).startswith("the text holds 3 puzzles; sudoku.%s answers one" % name)
        assert raised.value.line == 2 and raised.value.partial == []
    with pytest.raises(libdlx.InputError) as raised:  # one puzzle, then a bad part: answered
        libdlx.sudoku.count("1" + "." * 80 + "\nbad\n", limit=3)
    assert raised.value.line == 2 and [int(a.count) for a in raised.value.partial] == [3]
