"""test_runtime.py: what the binding promises beyond the answers: Ctrl-C (SIGINT) stops a long
search within half a second with KeyboardInterrupt and leaves the problem usable; a timeout cuts a
count short and says so; the GIL is released (another thread finishes a count while a long one
runs); breaking out of solutions() frees the search; 100,000 solves keep the memory flat and the
reference counts of the arguments unchanged; wrong arguments raise exceptions, never crash; and
solve(restarts=...) finds at once the first solution of a grid the plain search does not."""
import gc
import os
import signal
import sys
import threading
import time

import pytest

import libdlx
from test_known_counts import QUEENS, dominoes, queens

LONG = 16  # queens 16: minutes of search, far beyond every test's wait


def interrupt_after(seconds):
    """Sends SIGINT to this process after `seconds`; returns the time it was sent (a list)."""
    sent = []

    def send():
        sent.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Timer(seconds, send)
    timer.start()
    return timer, sent


@pytest.mark.parametrize("threads", [1, 2])
def test_ctrl_c_stops_a_count_within_half_a_second(threads):
    problem = queens(LONG)
    timer, sent = interrupt_after(0.3)
    with pytest.raises(KeyboardInterrupt):
        problem.count(threads=threads)
    stopped = time.monotonic()
    timer.join()
    assert stopped - sent[0] < 0.5, "stopped %.3f s after SIGINT" % (stopped - sent[0])
    assert problem.count(limit=3) == 3  # usable afterwards
    assert queens(8).count() == QUEENS[8]


def test_ctrl_c_stops_solutions_and_sudoku():
    problem = queens(LONG)
    solutions = problem.solutions(preselected=[])
    next(solutions)
    # Every solution comes fast, so interrupt a search that finds none: an impossible sudoku.
    timer, sent = interrupt_after(0.3)
    with pytest.raises(KeyboardInterrupt):
        libdlx.sudoku.count("." * 256, size=16, variant="x,anti-king")
    stopped = time.monotonic()
    timer.join()
    assert stopped - sent[0] < 0.5
    assert len(next(solutions)) == LONG  # the iterator still goes on
    solutions.close()
    assert problem.count(limit=2) == 2


def test_ctrl_c_stops_a_long_step_of_solutions():
    """A step of solutions() arms Ctrl-C from the engine's progress reports, not at its start."""
    problem = dominoes(9)  # 81 cells: no tiling, and minutes of search to prove it
    solutions = problem.solutions()
    timer, sent = interrupt_after(0.3)
    with pytest.raises(KeyboardInterrupt):
        next(solutions)
    stopped = time.monotonic()
    timer.join()
    assert stopped - sent[0] < 0.5, "stopped %.3f s after SIGINT" % (stopped - sent[0])
    assert solutions.reason == "interrupted" and not solutions.complete
    assert next(solutions, None) is None  # over, and freed
    assert problem.count(node_limit=1000).reason == "node_limit"  # usable afterwards
    # A handler of the program's own that does not raise: the step ends, and says why. The
    # handler runs once the step has let go of the problem, which it may use.
    received = []

    def handler(number, frame):
        received.append((number, problem.count(node_limit=100).reason))

    previous = signal.signal(signal.SIGINT, handler)
    try:
        solutions = problem.solutions()
        timer, sent = interrupt_after(0.3)
        assert next(solutions, None) is None
        timer.join()
        assert received == [(signal.SIGINT, "node_limit")]
        assert solutions.reason == "interrupted"
    finally:
        signal.signal(signal.SIGINT, previous)


def test_sudoku_from_other_threads():
    """The sudoku functions read and write their text through memory streams (fmemopen): compiled
    without their POSIX declarations, the stream's pointer was cut to 32 bits, which a thread's
    heap, unlike the main one's, does not fit: every call from a thread crashed."""
    puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    expected = (libdlx.sudoku.count(puzzle, limit=2), libdlx.sudoku.solve(puzzle),
                libdlx.sudoku.rate(puzzle).level, str(libdlx.sudoku.generate(1, seed=2)[0]))
    assert expected[0] == 1 and expected[1] is not None
    results = []

    def work():
        results.append((libdlx.sudoku.count(puzzle, limit=2), libdlx.sudoku.solve(puzzle),
                        libdlx.sudoku.rate(puzzle).level, str(libdlx.sudoku.generate(1, seed=2)[0])))

    threads = [threading.Thread(target=work) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [expected] * 3


def test_timeout_says_the_count_is_partial():
    started = time.monotonic()
    count = queens(LONG).count(timeout=0.3)
    assert time.monotonic() - started < 2
    assert not count.complete and count.reason == "timeout"
    assert "complete=False" in repr(count) and "timeout" in str(count)
    exact = queens(6).count(timeout=10)
    assert exact == QUEENS[6] and exact.complete and repr(exact) == "4"
    limited = queens(8).count(node_limit=50)
    assert limited.reason == "node_limit" and limited.nodes <= 50


def many_options_alike(k):
    """One primary item and k options that each cover it: k solutions, and k options alike for the
    search for symmetry classes."""
    problem = libdlx.Problem(["a"])
    for _ in range(k):
        problem.add_option(["a"])
    return problem


@pytest.mark.parametrize("symmetry", [True, "auto"])
def test_timeout_stops_the_search_for_symmetry_classes(symmetry):
    problem = many_options_alike(200000)
    started = time.monotonic()
    count = problem.count(timeout=0.2, symmetry=symmetry)
    elapsed = time.monotonic() - started
    assert elapsed < 0.2 + 0.5, "returned %.3f s after a timeout of 0.2 s" % elapsed
    if symmetry is True:  # ON spends its whole budget, about a second, in vain
        assert not count.complete and count.reason == "timeout"
    # "auto" may end first: its budget is in proportion to the plain search, of milliseconds
    assert count == 200000 if count.complete else count.reason == "timeout" and count <= 200000


def test_ctrl_c_stops_the_search_for_symmetry_classes():
    problem = many_options_alike(200000)
    timer, sent = interrupt_after(0.2)
    with pytest.raises(KeyboardInterrupt):
        problem.count(symmetry=True)
    stopped = time.monotonic()
    timer.join()
    assert stopped - sent[0] < 0.5, "stopped %.3f s after SIGINT" % (stopped - sent[0])


def test_many_options_alike_counted_at_once():
    problem = many_options_alike(200000)
    started = time.monotonic()
    count = problem.count()
    assert count == 200000 and count.complete
    assert time.monotonic() - started < 5


def test_the_gil_is_released_during_a_search():
    long_result = []
    runner = threading.Thread(target=lambda: long_result.append(queens(LONG).count(timeout=3)))
    runner.start()
    time.sleep(0.2)
    # While the long count runs, this thread counts others and they finish first.
    for n in range(4, 10):
        assert queens(n).count() == QUEENS[n]
    assert runner.is_alive()
    runner.join()
    assert long_result[0].reason == "timeout"


def test_two_threads_on_one_problem_and_an_open_iterator():
    problem = queens(9)
    results = []
    threads = [threading.Thread(target=lambda: results.append(problem.count())) for _ in range(3)]
    solutions = problem.solutions()
    next(solutions)  # suspended on the problem: the counts run on copies
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [QUEENS[9]] * 3
    assert sum(1 for _ in solutions) == QUEENS[9] - 1
    open_search = problem.solutions()
    next(open_search)
    with pytest.raises(RuntimeError):  # an open search keeps the options as they are
        problem.add_option(["r0", "c0"])
    open_search.close()
    problem.add_option(["r0", "c0"])


def resident_kilobytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="needs /proc")
def test_100000_solves_keep_memory_and_references_flat():
    problem = queens(8)
    preselected = [problem.option_count - 1]
    text = "..45.21781...9..3....8....46..45.....7.9...128.12.35..4.......935..6.8.7.9.3..62."
    references = (sys.getrefcount(preselected), sys.getrefcount(text), sys.getrefcount(problem))
    for _ in range(5000):
        problem.solve(preselected)
        libdlx.sudoku.solve(text)
    gc.collect()
    before = resident_kilobytes()
    for _ in range(100000):
        assert problem.solve(preselected) is not None
    for _ in range(20000):
        libdlx.sudoku.solve(text)
        problem.count(limit=3)
        for _ in problem.solutions(limit=2):
            break
    gc.collect()
    grown = resident_kilobytes() - before
    assert grown < 2048, "resident memory grew by %d KiB" % grown
    assert (sys.getrefcount(preselected), sys.getrefcount(text), sys.getrefcount(problem)) == references


def test_breaking_out_frees_the_search():
    problem = queens(8)
    for solution in problem.solutions():
        break
    # The search is over and freed: the problem changes again without error.
    problem.add_option(["r0", "c0"])
    with problem.solutions() as solutions:
        next(solutions)
    assert solutions.reason == "closed" and not solutions.complete
    everything = problem.solutions()
    assert sum(1 for _ in everything) == problem.count() and everything.complete


@pytest.mark.parametrize(
    "call",
    [
        lambda p: p.add_option(None),
        lambda p: p.add_option("a"),
        lambda p: p.add_option([None]),
        lambda p: p.add_option([[1, 2]]),
        lambda p: p.add_option([]),
        lambda p: p.add_option(["a", "a"]),
        lambda p: p.add_option(["a:red"]),
        lambda p: p.add_option(["nope"]),
        lambda p: p.set_bounds("a", 2, 1),
        lambda p: p.set_bounds("a", 0, 0),
        lambda p: p.set_bounds("x", 1, 2),
        lambda p: p.set_bounds("a", 1, 10**30),
        lambda p: p.set_bounds("a", -1, 2),
        lambda p: p.count(limit=-1),
        lambda p: p.count(limit=10**30),
        lambda p: p.count(limit=None, threads="two"),
        lambda p: p.count(timeout=-1),
        lambda p: p.solutions(preselected=[10**20]),
        lambda p: p.solutions(preselected=[99]),
        lambda p: p.solutions(preselected=["a"]),
        lambda p: p.solve(preselected=[None]),
        lambda p: p.option(10**20),
        lambda p: libdlx.Problem.from_knuth(None),
        lambda p: libdlx.Problem.from_knuth("a b\na c\n"),
        lambda p: libdlx.Problem(["a", "a"]),
        lambda p: libdlx.Problem(10**20),
        lambda p: libdlx.Problem(-1),
        lambda p: libdlx.Problem(2, -3),
        lambda p: libdlx.Problem(True),
        lambda p: libdlx.Problem(["a"], False),
        lambda p: libdlx.Problem(2**31),  # refused before 2**31 names are made
        lambda p: libdlx.Problem(2**29, 2**29 + 1),
        lambda p: libdlx.sudoku.count(None),
        lambda p: libdlx.sudoku.count("1" * 81, limit=-5),
        lambda p: libdlx.sudoku.count("." * 81, size="x"),
        lambda p: libdlx.sudoku.count("." * 81, variant="nope"),
        lambda p: libdlx.sudoku.generate(-1),
        lambda p: libdlx.sudoku.generate(1, seed=-1),
        lambda p: libdlx.sudoku.generate(1, symmetry="sideways"),
        lambda p: libdlx.sudoku.rate(b"\x00\x01"),
    ],
)
def test_bad_arguments_raise(call):
    problem = libdlx.Problem(["a", "b"], ["x"])
    with pytest.raises((TypeError, ValueError, OverflowError, MemoryError)):
        call(problem)
    assert problem.count() == 0  # still usable


def test_error_messages_are_the_library_s():
    problem = libdlx.Problem(["a", "b"], ["x"])
    cases = [
        (lambda: problem.add_option(["a", "h"]), "unknown item 'h'"),
        (lambda: problem.add_option(["a", "x", "a"]), "item 'a' appears twice in this option"),
        (lambda: problem.add_option(["a:red"]), "primary item 'a' cannot have a color"),
        (lambda: problem.set_bounds("a", 3, 2), "lower bound 3 exceeds upper bound 2 in 'a'"),
        (lambda: problem.set_bounds("x", 1, 2), "secondary item 'x' cannot have bounds"),
        (lambda: libdlx.Problem.from_knuth("a b\na h\n"), "<string>:2:3: unknown item 'h'"),
    ]
    for call, message in cases:
        with pytest.raises(libdlx.InputError) as raised:
            call()
        assert str(raised.value) == message


def test_numbers_of_items_name_them_in_turn():
    """A number of items names them by their numbers, the secondary ones after the primary ones
    (Problem(3, 2) once refused its own names as repeated). Queens 4 written so: 2 solutions."""
    problem = libdlx.Problem(3, 2)
    assert problem.primary == [0, 1, 2] and problem.secondary == [3, 4]
    assert libdlx.Problem(["a", "b"], 2).secondary == [2, 3]
    assert libdlx.Problem(0, 2).secondary == [0, 1]
    n = 4
    queens = libdlx.Problem(2 * n, 4 * n - 2)  # rows 0..3, columns 4..7, then the diagonals
    for row in range(n):
        for column in range(n):
            anti_diagonal = 2 * n + row + column
            diagonal = 2 * n + (2 * n - 1) + (row - column + n - 1)
            queens.add_option([row, n + column, anti_diagonal, diagonal])
    assert queens.count() == 2  # OEIS A000170


def test_a_million_options():
    problem = libdlx.Problem(1000)
    for k in range(1000000):
        problem.add_option([k % 1000])
    assert problem.option_count == 1000000
    assert problem.count(limit=5) == 5


def test_restarts_solve_the_heavy_tail():
    """The empty 56x56 sudoku (boxes of 7 rows and 8 columns), written here: the plain search finds
    no solution in a million nodes, solve(restarts=...) finds one at once; each is checked to be a
    grid (every cell, row, column and box with each digit once)."""
    n, box_rows, box_columns = 56, 7, 8
    names = ["c%d_%d" % (r, c) for r in range(n) for c in range(n)]
    names += ["%s%d_%d" % (kind, k, d) for kind in "rkb" for k in range(n) for d in range(n)]
    problem = libdlx.Problem(names)
    placements = []
    for r in range(n):
        for c in range(n):
            box = r // box_rows * (n // box_columns) + c // box_columns
            for d in range(n):
                problem.add_option(["c%d_%d" % (r, c), "r%d_%d" % (r, d), "k%d_%d" % (c, d), "b%d_%d" % (box, d)])
                placements.append((r, c, d, box))
    plain = problem.count(limit=1, node_limit=1_000_000)
    assert plain == 0 and plain.reason == "node_limit"
    for seed in (1, 2):
        solution = problem.solve(restarts=seed)
        assert solution is not None and len(solution) == n * n
        cells, rows, columns, boxes = set(), set(), set(), set()
        for option in solution:
            r, c, d, box = placements[option]
            cells.add((r, c))
            rows.add((r, d))
            columns.add((c, d))
            boxes.add((box, d))
        assert len(cells) == len(rows) == len(columns) == len(boxes) == n * n
        assert problem.solve(restarts=seed) == solution
