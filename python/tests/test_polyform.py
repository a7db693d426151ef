"""test_polyform.py: libdlx.polyform against oracles of its own: Knuth's counts, the `polyform` and
`dlx` commands (build/, when built), and a checker of solutions written here from the pictures."""
import itertools
import json
import os
import subprocess
import xml.etree.ElementTree as ElementTree

import pytest

import libdlx
from libdlx import polyform

from conftest import ROOT, repository_file

POLYFORM = os.path.join(ROOT, "build", "polyform")
DLX = os.path.join(ROOT, "build", "dlx")
needs_commands = pytest.mark.skipif(
    not (os.access(POLYFORM, os.X_OK) and os.access(DLX, os.X_OK)), reason="build/polyform, build/dlx not built (make)"
)


def puzzle_file(name):
    return repository_file("puzzles", "polyform", name)


def run(command, *args):
    done = subprocess.run([command, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    return done.stdout.decode(), done.stderr.decode(), done.returncode


# -- Knuth's counts ----------------------------------------------------------------------------------
# TAOCP 7.2.2.1 (Dancing links): the twelve pentominoes pack a 6x10 rectangle in 2339 essentially
# different ways (9356 counting the 4 symmetries of the box), a 3x20 one in just 2 (8); the seven
# Soma pieces make a 3x3x3 cube in 240 essentially different ways, 11520 with the pieces turned
# but not reflected (240 times the cube's 48 symmetries).
@pytest.mark.parametrize(
    "name, total, distinct",
    [("pentominoes-6x10.txt", 9356, 2339), ("pentominoes-3x20.txt", 8, 2), ("soma.txt", 11520, 240)],
)
def test_knuth_counts(name, total, distinct):
    puzzle = polyform.Puzzle.from_file(puzzle_file(name))
    count = puzzle.count()
    assert count == total and count.complete
    assert puzzle.count(distinct=True) == distinct


def test_knuth_input_format():
    puzzle = polyform.Puzzle.from_file(puzzle_file("pentominoes-6x10.knuth"))
    assert puzzle.count() == 9356


def test_count_limit_says_so():
    count = polyform.Puzzle.from_file(puzzle_file("pentominoes-6x10.txt")).count(distinct=True, limit=5)
    assert count == 5 and not count.complete and count.reason == "limit"


# -- The commands ------------------------------------------------------------------------------------
@needs_commands
@pytest.mark.parametrize("size", ["3x20", "4x15", "5x12"])
def test_counts_equal_the_commands(size):
    puzzle = polyform.Puzzle.from_file(puzzle_file("pentominoes-%s.txt" % size))
    by_polyform = int(run(POLYFORM, "-c", puzzle_file("pentominoes-%s.txt" % size))[0])
    by_dlx = int(run(DLX, "-c", repository_file("puzzles", "exact-cover", "pentominoes-%s.dlx" % size))[0])
    assert puzzle.count() == by_polyform == by_dlx
    assert puzzle.count(distinct=True) == int(run(POLYFORM, "-c", "-d", puzzle_file("pentominoes-%s.txt" % size))[0])


def blocks(text):
    """The solutions of a listing, as a set (each drawing ends with an empty line)."""
    return {block + "\n\n" for block in text.split("\n\n") if block}


@needs_commands
@pytest.mark.parametrize(
    "name", ["pentominoes-3x20.txt", "soma.txt", "hexiamonds-rhombus-6.txt", "pentominoes-8x8-hole.txt"]
)
def test_drawings_equal_the_command(name):
    # The command lists the images of a solution under the board's symmetries together; the
    # iterator here the plain search's order: the same solutions, compared as sets (distinct ones
    # are the same representatives in any order).
    puzzle = polyform.Puzzle.from_file(puzzle_file(name))
    distinct = list(puzzle.solutions(distinct=True))
    by_text = {s.text(): s for s in distinct}
    assert len(by_text) == len(distinct) == puzzle.count(distinct=True)
    assert set(by_text) == blocks(run(POLYFORM, "--color=never", "-d", puzzle_file(name))[0])
    assert {s.svg() for s in distinct} == {
        "<svg" + part for part in run(POLYFORM, "-d", "-f", "svg", puzzle_file(name))[0].split("<svg") if part
    }
    expected = set()
    for line in run(POLYFORM, "-d", "-f", "json", puzzle_file(name))[0].splitlines():
        pieces = json.loads(line)["pieces"]
        expected.add(tuple((p["name"], p["orientation"], tuple(map(tuple, p["cells"]))) for p in pieces))
    assert {tuple((n, o, tuple(c)) for n, o, c in s.pieces) for s in distinct} == expected


@needs_commands
def test_first_solution_equals_the_commands():
    name = puzzle_file("pentominoes-6x10.txt")
    first = next(polyform.Puzzle.from_file(name).solutions())
    assert first.text() == run(POLYFORM, "--color=never", "-l", "1", name)[0]
    assert first.svg() == run(POLYFORM, "-f", "svg", "-l", "1", name)[0]


@needs_commands
def test_copies_are_outlined_as_the_command_draws_them(tmp_path):
    # Dominoes used any number of times in a 2x2 square: two lying, or two standing; the edge
    # between the two copies is outlined, in the command's bytes.
    text = "piece domino any\n##\n\nboard\n..\n..\n"
    path = tmp_path / "dominoes.txt"
    path.write_text(text)
    drawings = sorted(s.svg() for s in polyform.Puzzle(text).solutions())
    assert drawings == sorted("<svg" + part for part in run(POLYFORM, "-f", "svg", str(path))[0].split("<svg") if part)
    assert len(drawings) == 2 and any("M0,24h24" in d for d in drawings) and any("M24,0v24" in d for d in drawings)


@needs_commands
def test_to_knuth_equals_emit_dlx():
    puzzle = polyform.Puzzle.from_file(puzzle_file("pentominoes-3x20.txt"))
    assert puzzle.to_knuth() == run(POLYFORM, "--emit-dlx", puzzle_file("pentominoes-3x20.txt"))[0]
    assert libdlx.Problem.from_knuth(puzzle.to_knuth()).count() == 8


@needs_commands
def test_errors_are_the_commands(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("piece A\n##\nboard\n...\n")
    with pytest.raises(libdlx.InputError) as caught:
        polyform.Puzzle.from_file(str(path))
    message = run(POLYFORM, str(path))[1].strip()
    assert message.endswith(str(caught.value)) and str(caught.value).startswith(str(path) + ":")
    assert caught.value.line > 0
    with pytest.raises(libdlx.InputError, match=r"^<string>:\d+:\d+: "):
        polyform.Puzzle("piece A\n##\nboard\n...\n")


# -- Solutions checked here ----------------------------------------------------------------------------
def pictures(path):
    """{piece name: set of (x, y[, z]) cells} read from a file's pictures, for the checker: a
    picture's rows, and for cubes its layers one after the other after a "layer" line."""
    shapes, name, rows = {}, None, []
    cube = False
    with open(path, encoding="utf-8") as source:
        lines = source.read().split("\n")
    for line in lines + [""]:
        if line.startswith("cells:"):
            cube = "cube" in line
        starts = line.startswith("piece ") or line.startswith("board") or not line.strip()
        if starts and name is not None:
            cells = set()
            z = y = 0
            for row in rows:
                if row.strip() == "layer":
                    z, y = z + 1, 0
                    continue
                cells |= {(x, y, z) if cube else (x, y) for x, c in enumerate(row) if c not in " ."}
                y += 1
            shapes[name] = cells
            name, rows = None, []
        if line.startswith("piece "):
            name = line.split()[1]
        elif name is not None and line.strip():
            rows.append(line)
    return shapes


def normal(cells):
    low = [min(c[k] for c in cells) for k in range(len(next(iter(cells))))]
    return frozenset(tuple(v - m for v, m in zip(c, low)) for c in cells)


def images(cells, reflections):
    dimension = len(next(iter(cells)))
    found = set()
    for order in itertools.permutations(range(dimension)):
        for signs in itertools.product((1, -1), repeat=dimension):
            inversions = sum(1 for i in range(dimension) for j in range(i) if order[j] > order[i])
            determinant = (-1) ** inversions * (-1) ** signs.count(-1)
            if determinant < 0 and not reflections:
                continue
            found.add(normal([tuple(signs[k] * c[order[k]] for k in range(dimension)) for c in cells]))
    return found


def check(solution, shapes, board, reflections=True):
    covered = []
    names = []
    for name, _, cells in solution.pieces:
        names.append(name)
        covered += cells
        lattice = [tuple(reversed(cell)) for cell in cells]  # (row, column) -> (x, y), layers -> z
        assert normal(lattice) in images(shapes[name], reflections), name
    assert sorted(covered) == sorted(board), "every board cell covered once"
    assert sorted(names) == sorted(shapes)


def test_listed_solutions_are_valid():
    shapes = pictures(puzzle_file("pentominoes-3x20.txt"))
    assert len(shapes) == 12
    puzzle = polyform.Puzzle.from_file(puzzle_file("pentominoes-3x20.txt"))
    box = [(r, c) for r in range(3) for c in range(20)]
    solutions = list(puzzle.solutions())
    assert len(solutions) == 8 and len({s.text() for s in solutions}) == 8
    for solution in solutions:
        check(solution, shapes, box)
    distinct = list(puzzle.solutions(distinct=True))
    assert len(distinct) == 2 and all(puzzle.is_canonical(s) for s in distinct)
    box = [(r, c) for r in range(6) for c in range(10)]
    shapes = pictures(puzzle_file("pentominoes-6x10.txt"))
    for solution in polyform.Puzzle.from_file(puzzle_file("pentominoes-6x10.txt")).solutions(distinct=True, limit=30):
        check(solution, shapes, box)


def test_soma_solutions_are_turned_not_reflected():
    shapes = pictures(puzzle_file("soma.txt"))
    assert len(shapes) == 7 and sum(len(cells) for cells in shapes.values()) == 27
    cube = [(l, r, c) for l in range(3) for r in range(3) for c in range(3)]
    for solution in polyform.Puzzle.from_file(puzzle_file("soma.txt")).solutions(limit=40):
        check(solution, shapes, cube, reflections=False)


def test_solutions_are_lazy_and_drawn():
    puzzle = polyform.Puzzle.from_file(puzzle_file("pentominoes-6x10.txt"))
    solutions = puzzle.solutions(distinct=True)
    first = next(solutions)
    root = ElementTree.fromstring(first._repr_svg_())
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert len(root.findall("{http://www.w3.org/2000/svg}g")) == 12
    assert len(root.findall(".//{http://www.w3.org/2000/svg}rect")) == 60
    assert str(first) == first.text() and len(first.text().splitlines()) == 7
    solutions.close()


def test_orientations_override():
    text = open(puzzle_file("pentominoes-3x20.txt"), encoding="utf-8").read()
    assert polyform.Puzzle(text, orientations="all").count() == 8
    assert polyform.Puzzle(text, orientations="fixed").count() < 8
    with pytest.raises(ValueError):
        polyform.Puzzle(text, orientations="some")


def test_distinct_count_stops_on_ctrl_c_and_timeout():
    import signal
    import threading

    puzzle = polyform.Puzzle.from_file(puzzle_file("pentominoes-6x10.txt"))
    count = puzzle.count(distinct=True, timeout=0.05)
    assert not count.complete and count.reason == "timeout" and count < 2339
    timer = threading.Timer(0.1, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        puzzle.count(distinct=True)
    timer.join()
    assert puzzle.count(distinct=True, limit=1) == 1
