"""test_input_reading.py: libdlx.sudoku reads what the `sudoku` command reads. The command's
golden cases of input on standard input, read with the defaults (no --size: each grid's side is
detected, a 4x4 line or six rows of six read as such), are answered here through the binding and
written as the command writes them (the count style, or the verdict style): the same output, and
for a bad input the same message and the same puzzles answered before it. And names that Knuth's
format cannot carry: to_knuth refuses them rather than write a text from_knuth refuses."""
import os
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
