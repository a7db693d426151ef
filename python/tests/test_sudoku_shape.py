"""test_sudoku_shape.py: libdlx.sudoku.shape, text and hint, the steps' eliminations and killer
generation, against independent oracles: the `sudoku` command of the same tree (build/sudoku:
--hint, --explain -f json, --generate --killer), candidates worked out here by brute force from
the units and pairs, and round trips through shape.text counted by libdlx.sudoku.count."""
import json
import os
import subprocess

import pytest

import libdlx
from conftest import ROOT, repository_file

SUDOKU = os.path.join(ROOT, "build", "sudoku")
needs_command = pytest.mark.skipif(not os.access(SUDOKU, os.X_OK), reason="build/sudoku not built (make)")

CLASSIC = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
SHAPES = ["4x4", "6x6", "12x12", "16x16", "x", "anti-king", "anti-knight", "windoku", "jigsaw",
          "non-consecutive", "regions-and-pairs", "numbers", "latin-5"]


def shape_file(name):
    with open(repository_file("puzzles", "shapes", name + ".txt")) as f:
        return f.read()


def first_puzzle(text):
    """The text's first puzzle alone, written back by shape.text (header, one line of cells)."""
    found = libdlx.sudoku.shape(text)
    return found.text(found.givens)


def command(args, text):
    done = subprocess.run([SUDOKU] + args, input=text.encode(), stdout=subprocess.PIPE, check=True)
    return done.stdout.decode()


def cell_name(shape, cell):
    return "r%dc%d" % (cell // shape.side + 1, cell % shape.side + 1)


def brute_candidates(shape):
    """For each empty cell, the symbols no filled cell sharing a unit or a pair with it holds (and,
    for non-consecutive neighbours, no filled neighbour's value plus or minus 1)."""
    cells = shape.side * shape.side
    peers = [set() for _ in range(cells)]
    for unit in shape.units:
        for a in unit.cells:
            peers[a].update(b for b in unit.cells if b != a)
    for a, b in shape.pairs:
        peers[a].add(b)
        peers[b].add(a)
    neighbours = [set() for _ in range(cells)]
    for a, b in shape.neighbour_pairs:
        neighbours[a].add(b)
        neighbours[b].add(a)
    result = []
    for cell in range(cells):
        if shape.givens[cell]:
            result.append([])
            continue
        ruled_out = {shape.givens[peer] for peer in peers[cell]}
        for neighbour in neighbours[cell]:
            if shape.givens[neighbour]:
                ruled_out.update({shape.givens[neighbour] - 1, shape.givens[neighbour] + 1})
        result.append([s for s in range(1, shape.side + 1) if s not in ruled_out])
    return result


@pytest.mark.parametrize("name", SHAPES)
def test_candidates_match_a_brute_force(name):
    shape = libdlx.sudoku.shape(shape_file(name))
    assert not shape.cages
    assert shape.candidates == brute_candidates(shape)
    assert len(shape.givens) == shape.side * shape.side
    assert all(len(unit.cells) == shape.side for unit in shape.units)


@pytest.mark.parametrize("name", SHAPES)
def test_text_reads_back_as_the_same_puzzle(name):
    text = shape_file(name)
    shape = libdlx.sudoku.shape(text)
    written = shape.text(shape.givens)
    assert written == libdlx.sudoku.text(shape, shape.givens)
    assert written.startswith(shape.header) and written.count("\n") == shape.header.count("\n") + 1
    again = libdlx.sudoku.shape(written, size=25, variant="x")  # the header wins over settings
    assert (again.side, again.givens, again.units, again.pairs) == (shape.side, shape.givens, shape.units, shape.pairs)
    first = libdlx.sudoku.counts(text, limit=3)[0].count
    assert libdlx.sudoku.count(written, limit=3) == first


def test_shape_fields_of_the_classic_sudoku():
    shape = libdlx.sudoku.shape(CLASSIC)
    assert (shape.line, shape.side, shape.box_rows, shape.box_columns) == (1, 9, 3, 3)
    assert shape.header == "" and shape.symbols == list("123456789") and shape.variants == []
    assert shape.empty == "." and not shape.spaced
    assert [unit.kind for unit in shape.units] == ["row"] * 9 + ["column"] * 9 + ["box"] * 9
    assert shape.units[20] == libdlx.sudoku.Unit("box", "box 3", [6, 7, 8, 15, 16, 17, 24, 25, 26])
    assert shape.regions[80] == 8
    assert shape.text(shape.givens) == CLASSIC
    with pytest.raises(ValueError):
        shape.text([0] * 80)
    with pytest.raises(ValueError):
        shape.text([10] + [0] * 80)


def test_shape_of_variants_and_cages():
    shape = libdlx.sudoku.shape(shape_file("windoku"))
    assert "windoku" in shape.variants and any(unit.kind == "windoku box" for unit in shape.units)
    jigsaw = libdlx.sudoku.shape(shape_file("jigsaw"))
    assert (jigsaw.box_rows, jigsaw.box_columns) == (0, 0) and len(set(jigsaw.regions)) == 9
    assert libdlx.sudoku.shape(shape_file("non-consecutive")).neighbour_pairs
    assert libdlx.sudoku.shape(shape_file("anti-king")).pairs
    with open(repository_file("puzzles", "sudoku", "killer-9x9.txt")) as f:
        killer = libdlx.sudoku.shape(f.read())
    assert killer.cages and sum(len(cage.cells) for cage in killer.cages) == 81
    assert sum(cage.sum for cage in killer.cages) == 405


def test_shape_errors_are_the_command_s():
    with pytest.raises(libdlx.InputError) as raised:
        libdlx.sudoku.shape("123\n456\n", name="bad.txt")
    assert str(raised.value).startswith("bad.txt:")
    with pytest.raises(libdlx.InputError):
        libdlx.sudoku.shape("")
    with pytest.raises(libdlx.InputError) as raised:
        libdlx.sudoku.shape(CLASSIC, variant="nonsense")
    assert "nonsense" in str(raised.value)


def hint_texts():
    texts = [CLASSIC, CLASSIC.replace(".", "4", 1), CLASSIC[:1] + "4" + CLASSIC[2:]]
    with open(repository_file("puzzles", "sudoku", "top95.txt")) as f:
        texts += [line + "\n" for line in f.read().split("\n")[:6] if line]
    texts += [first_puzzle(shape_file(name)) for name in SHAPES]
    solved = libdlx.sudoku.solve(CLASSIC).replace("\n", "")
    texts.append(solved + "\n")
    texts.append("5" + solved[1:] + "\n" if solved[0] != "5" else "6" + solved[1:] + "\n")
    return texts


@needs_command
@pytest.mark.parametrize("text", hint_texts())
def test_hint_is_the_command_s(text):
    hint = libdlx.sudoku.hint(text)
    assert hint.text + "\n" == command(["--hint"], text)
    expected = json.loads(command(["--hint", "-f", "json"], text))
    assert hint.outcome == expected["outcome"]
    assert hint.nodes == expected.get("engine_nodes", 0)
    shape = libdlx.sudoku.shape(text)
    assert [(cell_name(shape, c), shape.symbols[s - 1]) for c, s in hint.cells] == [
        (item["cell"], item["digit"]) for item in expected.get("cells", [])
    ]
    assert hint.more_cells == expected.get("more_cells", False)
    assert (None if hint.unit is None else shape.units[hint.unit].name) == expected.get("unit")
    assert hint.unsupported == expected.get("unsupported")
    if hint.outcome == "step":
        assert hint.level == expected["level"] and hint.unique == expected["unique"]
        assert_step_is(shape, hint.step, expected["step"])
    else:
        assert hint.step is None and hint.unique is None


def assert_step_is(shape, step, expected):
    """A step of libdlx against a step of the command's JSON (cells named r1c1, symbols written)."""
    assert step["technique"] == expected["technique"]
    assert [(cell_name(shape, cell), [shape.symbols[s - 1] for s in symbols]) for cell, symbols in step["removed"]] == [
        (item["cell"], item["digits"]) for item in expected["eliminations"]
    ]
    assert step["eliminations"] == len(step["removed"])
    assert [cell_name(shape, cell) for cell in step["cells"]] == expected["cells"]
    assert [shape.units[unit].name for unit in step["units"]] == expected["units"]
    assert [shape.symbols[s - 1] for s in step["symbols"]] == expected["digits"]
    placed = [(item["cell"], item["digit"]) for item in expected["placements"]]
    if step["cell"] >= 0:
        assert placed == [(cell_name(shape, step["cell"]), shape.symbols[step["symbol"] - 1])]
    else:
        assert placed == []


@needs_command
@pytest.mark.parametrize("text", [CLASSIC] + [first_puzzle(shape_file(name)) for name in ["x", "16x16", "jigsaw", "anti-king"]])
def test_rating_steps_are_the_command_s(text):
    rating = libdlx.sudoku.rate(text)
    expected = json.loads(command(["--explain", "-f", "json"], text).split("\n")[0])
    shape = libdlx.sudoku.shape(text)
    assert len(rating.steps) == len(expected["steps"])
    for step, want in zip(rating.steps, expected["steps"]):
        assert_step_is(shape, step, want)
    assert any(step["removed"] for step in rating.steps) or text != CLASSIC


def grid_of_marks(shape, marks):
    words = ["".join(shape.symbols[s - 1] for s in cell) for cell in marks]
    return shape.header + " ".join(words) + "\n"


@needs_command
def test_hint_with_marks_is_the_command_s():
    shape = libdlx.sudoku.shape(CLASSIC)
    solution = [int(c) for c in libdlx.sudoku.solve(CLASSIC).replace("\n", "")]
    marks = [[g] if g else list(c) for g, c in zip(shape.givens, shape.candidates)]
    hint = libdlx.sudoku.hint(CLASSIC, marks=marks)
    assert hint.text + "\n" == command(["--hint=marks"], grid_of_marks(shape, marks))
    wrong = [cell for cell in range(81) if not shape.givens[cell]][3]
    marks[wrong] = [s for s in marks[wrong] if s != solution[wrong]]
    hint = libdlx.sudoku.hint(CLASSIC, marks=marks)
    assert hint.outcome == "wrong candidates" and (wrong, solution[wrong]) in hint.cells
    assert hint.text + "\n" == command(["--hint=marks"], grid_of_marks(shape, marks))
    with pytest.raises(libdlx.InputError) as raised:
        libdlx.sudoku.hint(CLASSIC, marks=marks[:80])
    assert str(raised.value) == "marks: 80 cells given, the 9x9 grid has 81"
    with pytest.raises(ValueError):
        libdlx.sudoku.hint(CLASSIC, marks=[[0]] * 81)


def test_hint_node_limit_and_errors():
    hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\n"
    assert libdlx.sudoku.hint(hard, node_limit=1).outcome in ("stopped", "step")
    with pytest.raises(libdlx.InputError):
        libdlx.sudoku.hint("12\n")
    with open(repository_file("puzzles", "sudoku", "killer-9x9.txt")) as f:
        killer = libdlx.sudoku.hint(f.read())
    assert killer.outcome == "no hint" and killer.unsupported


# The shared context answers each killer with its own cages, also after another of the same size.
@pytest.mark.parametrize("seed", [1, 2, 7])
def test_killer_puzzles_are_unique(seed):
    puzzle = libdlx.sudoku.generate(1, seed=seed, killer=True)[0]
    assert libdlx.sudoku.count(puzzle, limit=2) == 1
    shape = libdlx.sudoku.shape(puzzle)
    assert shape.cages and not any(shape.givens)
    assert libdlx.sudoku.solve(puzzle).replace("\n", "") == puzzle.solution.split("\n")[-2]


@needs_command
@pytest.mark.parametrize("seed", [1, 2, 7])
def test_killer_puzzles_are_the_command_s(seed):
    puzzle = libdlx.sudoku.generate(1, seed=seed, killer=True)[0]
    assert puzzle == command(["--generate=1", "--killer", "--seed=%d" % seed, "-f", "line"], "")
