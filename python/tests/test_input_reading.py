"""test_input_reading.py: libdlx.sudoku reads what the `sudoku` command reads. The command's
golden cases of input on standard input, read with the defaults (no --size: each grid's side is
detected, a 4x4 line or six rows of six read as such), are answered here through the binding and
written as the command writes them (the count style, or the verdict style): the same output, and
for a bad input the same message and the same puzzles answered before it. And Knuth's format
written by to_knuth (the C library's dlx_knuth_write): the same problem read back, every bundled
example included, in the library's spelling; and what the format cannot carry refused rather than
written as a text from_knuth refuses or reads as another problem."""
import glob
import os
import re
import shlex

import pytest

import libdlx
from conftest import repository_file

CASES = repository_file("tests", "cli", "cases")
# The command's arguments these cases may have: standard input read in the count or verdict style.
PLAIN_ARGUMENTS = {(): "count", ("-",): "count", ("-f", "count"): "count", ("-f", "verdict"): "verdict"}


def input_reading_cases():
    for name in sorted(os.listdir(CASES)):
        if not (name.startswith("sudoku-") and name.endswith(".stdin")):
            continue
        base = name[: -len(".stdin")]
        with open(os.path.join(CASES, base + ".args")) as f:
            style = PLAIN_ARGUMENTS.get(tuple(shlex.split(f.read())))
        if style:
            yield base, style


def case_file(base, extension):
    path = os.path.join(CASES, base + extension)
    if not os.path.exists(path):
        return b""
    with open(path, "rb") as f:
        return f.read()


def written(answers, counts, style):
    """The answers as the command writes them in style: counts (full) and answers (solutions)."""
    lines = []
    for number, (answer, count) in enumerate(zip(answers, counts), 1):
        if style == "verdict":
            verdict = (
                "Illegal" if answer.illegal else ["Impossible", "Unique", "Ambiguous"][min(int(answer.count), 2)]
            )
            lines.append("Case %d: %s.\n" % (number, verdict))
        else:
            lines.append("%d\n" % int(count))
            if int(count) == 1:
                lines.append(answer.solution)
    return "".join(lines)


@pytest.mark.parametrize("base,style", list(input_reading_cases()))
def test_input_reading_golden_case(base, style):
    text = case_file(base, ".stdin")
    expected_out = case_file(base, ".out").decode("utf-8")
    expected_err = case_file(base, ".err").decode("utf-8", "replace")
    if not expected_err:
        answers = libdlx.sudoku.solve_all(text, name="<stdin>")
        counts = [answer.count for answer in libdlx.sudoku.counts(text, name="<stdin>")]
        assert written(answers, counts, style) == expected_out
        return
    with pytest.raises(libdlx.InputError) as raised:
        libdlx.sudoku.solve_all(text, name="<stdin>")
    assert "sudoku: %s\n" % raised.value == expected_err
    with pytest.raises(libdlx.InputError) as counted:
        libdlx.sudoku.counts(text, name="<stdin>")
    partial = raised.value.partial
    assert written(partial, [answer.count for answer in counted.value.partial], style) == expected_out


def test_input_reading_cases_were_found():
    found = dict(input_reading_cases())
    assert len(found) >= 15
    # The sizes the command detects: a one-line 16x16, a 4x4 line, a 6x6 of packed rows.
    assert {"sudoku-autosize-16x16-line", "sudoku-autosize-4x4", "sudoku-hostile-minus-digits-packed-6x6"} <= set(found)


@pytest.mark.parametrize("name", ["a\0b", "c\x01", "d\x7f", "e\x1b"])
def test_to_knuth_refuses_a_name_with_a_control_character(name):
    problem = libdlx.Problem([name, "f"])
    problem.add_option([name, "f"])
    assert problem.count() == 1
    with pytest.raises(ValueError, match="cannot be written in Knuth's format"):
        problem.to_knuth()


def test_to_knuth_writes_what_from_knuth_reads():
    problem = libdlx.Problem(["a\u00e9", "b"], ["x"])
    problem.add_option(["a\u00e9", "x:red"])
    problem.add_option(["b"])
    again = libdlx.Problem.from_knuth(problem.to_knuth())
    assert again.primary == problem.primary and again.count() == 1


def assert_same_problem(again, problem):
    """Items in order, bounds, options in order (items and colors) and costs."""
    assert again.primary == [str(name) for name in problem.primary]
    assert again.secondary == [str(name) for name in problem.secondary]
    assert [again.bounds(name) for name in again.primary] == [problem.bounds(name) for name in problem.primary]
    assert again.option_count == problem.option_count
    for number in range(problem.option_count):
        assert again.option(number) == problem.option(number)
        assert again.option_cost(number) == problem.option_cost(number)


def test_to_knuth_writes_bounds_colors_and_costs_as_the_library_does():
    problem = libdlx.Problem(["a", "b", "c", "d"], ["x", "y"])
    problem.add_option(["a", "x:red", "y"])
    problem.add_option(["y:blue", "b", "x:red"], cost=7)
    problem.add_option(["c", "d"])
    problem.set_bounds("a", 2, 2)
    problem.set_bounds("b", 0, 3)
    problem.set_bounds("c", 1, 2)
    text = problem.to_knuth()
    # DLX3's short form for equal bounds, the cost as the last token.
    assert text == "2|a 0:3|b 1:2|c d | x y\na x:red y\ny:blue b x:red |7\nc d\n"
    assert_same_problem(libdlx.Problem.from_knuth(text), problem)


def test_to_knuth_of_every_bundled_example_reads_back_the_same():
    paths = sorted(glob.glob(repository_file("puzzles", "exact-cover", "*.dlx")))
    assert len(paths) >= 15
    for path in paths:
        with open(path, "rb") as f:
            problem = libdlx.Problem.from_knuth(f.read(), name=path)
        text = problem.to_knuth()
        again = libdlx.Problem.from_knuth(text)
        assert_same_problem(again, problem)
        assert again.to_knuth() == text


def test_to_knuth_writes_names_of_any_other_character():
    # Unicode white space other than ASCII's (no-break space, em space, next line) and bytes that
    # are no UTF-8 (read with surrogateescape) are name characters to Knuth's readers.
    problem = libdlx.Problem(["a\u00a0b", "c\u2003", "\x85"], ["x"])
    problem.add_option(["a\u00a0b", "x:\u7ea2"])
    problem.add_option(["c\u2003", "\x85"])
    assert_same_problem(libdlx.Problem.from_knuth(problem.to_knuth()), problem)
    raw = libdlx.Problem.from_knuth(b"q\x80 r\nq\x80 r\n")
    assert raw.to_knuth() == "q\udc80 r\nq\udc80 r\n"


@pytest.mark.parametrize(
    "names,options,words",
    [
        (["a", "b c"], [], "item name 'b c' cannot be written in Knuth's format: white space inside"),
        (["a", ""], [], "item name '' cannot be written in Knuth's format: empty"),
        (["a:b"], [], "':' inside"),
        ([1, "1"], [], "item name '1' is given to items 0 and 1"),
        (["a", "x"], [["a", ("x", "re d")]], "color name 're d' cannot be written"),
        (["a", "x", "y"], [["a", ("x", 1)], ["a", ("y", "1")]], "color name '1' is given to colors 1 and 2"),
        (["a", "x"], [["x"]], "option 0 has no primary item"),
    ],
)
def test_to_knuth_refuses_what_the_format_cannot_carry(names, options, words):
    problem = libdlx.Problem(names[:1], names[1:]) if options else libdlx.Problem(names)
    for option in options:
        problem.add_option(option)
    with pytest.raises(ValueError, match=re.escape(words)):
        problem.to_knuth()


def test_to_knuth_refuses_a_problem_without_primary_items():
    with pytest.raises(ValueError, match="without primary items cannot be written in Knuth's format"):
        libdlx.Problem([], ["x"]).to_knuth()


def test_status_names_come_from_the_library():
    names = libdlx._core.status_names()
    assert names[0] == "ok" and "stopped_by_request" in names and "error_out_of_memory" in names
    assert len(set(names)) == len(names) and "unknown" not in names
    assert libdlx.sudoku._DLX_STOPPED_BY_REQUEST == names.index("stopped_by_request")
