"""changes.py: the judges' change file, judge/judge.ch, read and applied as Knuth's change files
patch a program without touching it. The sources of dlx/ and sudoku/ are written for every use of
the engine; what a judge's 9x9 grids never need (bounds, restarts, progress reports, threads,
symmetry, headers, symbol detection, the links beside the bitset) is cut from the judges' files
here, not by conditionals in the sources.

The file is a sequence of changes, each

    @x FILE
    lines of FILE, exactly as they stand there, and there once
    @y
    the lines the judges' files have in their place (none: the lines go)
    @z

with free text between changes (what a change is for). The lines of @x must occur exactly once in
FILE, and every change must be used: a source that moved on makes the generation fail, naming the
change's line, rather than give a judge a file built from a stale cut."""
import os

from c_items import GenerationError


class Change:
    def __init__(self, file, line, old, new):
        self.file, self.line, self.old, self.new = file, line, old, new
        self.used = False


def read_changes(path):
    """The changes of the file at path, by the file they change (relative to the root)."""
    changes = {}
    name = os.path.basename(path)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    k = 0
    while k < len(lines):
        if not lines[k].startswith("@x"):
            if lines[k].startswith(("@y", "@z")):
                raise GenerationError("%s:%d: %s outside a change" % (name, k + 1, lines[k][:2]))
            k += 1
            continue
        start, file = k + 1, lines[k][2:].strip()
        if not file:
            raise GenerationError("%s:%d: @x names no file" % (name, start))
        old, new, part = [], [], None
        k += 1
        while k < len(lines) and not lines[k].startswith("@z"):
            if lines[k].startswith("@y"):
                if part is new:
                    raise GenerationError("%s:%d: a second @y" % (name, k + 1))
                part = new
            elif lines[k].startswith("@x"):
                raise GenerationError("%s:%d: @x before the @z of the change at line %d" % (name, k + 1, start))
            else:
                (new if part is new else old).append(lines[k])
            k += 1
        if k == len(lines) or part is not new:
            raise GenerationError("%s:%d: the change has no %s" % (name, start, "@z" if part else "@y"))
        if not old:
            raise GenerationError("%s:%d: the change has no lines to change" % (name, start))
        changes.setdefault(file, []).append(Change(file, start, old, new))
        k += 1
    return changes


def apply_changes(text, relative, changes, name="judge.ch"):
    """The text of the source `relative` with its changes made, each marked used."""
    for change in changes.get(relative, []):
        old = "".join(line + "\n" for line in change.old)
        count = text.count(old)
        if count != 1:
            raise GenerationError(
                "%s:%d: the lines to change %s in %s: update the change to the source"
                % (name, change.line, "are not" if count == 0 else "are %d times" % count, relative)
            )
        text = text.replace(old, "".join(line + "\n" for line in change.new))
        change.used = True
    return text


def check_all_used(changes, name="judge.ch"):
    for file_changes in changes.values():
        for change in file_changes:
            if not change.used:
                raise GenerationError(
                    "%s:%d: a change to %s, which the judges' files never read"
                    % (name, change.line, change.file)
                )
