#!/usr/bin/python3
"""doc_examples.py: the examples of the documents are tests.

Runs every shell, Python and JavaScript block of README.md, python/README.md and the EXAMPLES
sections of the manual pages (man/*.1, man/*.3) in a fresh copy of the tree, whose build/ is a
link to this tree's build directory, and compares what they print with what the document shows.
Figures quoted in prose are checked against the command that produces them. Conventions
(tests/README.md, "The documents' examples", says the same for writers):

Markdown (README.md, python/README.md), fenced blocks by their info string:
  sh, bash, shell   a script, run with bash -e -o pipefail: it must exit with status 0; when the
                    next fenced block (prose may come between) is an `output` block, what it
                    prints (standard output and error, as they interleave) must be its text.
  console           a transcript: each line `$ COMMAND` (continued by a trailing backslash) runs in
                    bash, and what it prints (standard output and error) must be the lines that
                    follow it, up to the next `$ ` line. Its exit status is not checked.
  python            run by the venv's Python of `make python` (build/venv); an `output` block
                    after it is compared as for sh.
  js, javascript    run by node as an ES module (after `make wasm`, which writes
                    build/web/package); an `output` block after it is compared as for sh.
  output            the output of the block before it.
  anything else     text (a file's contents, a synopsis, C): not run; but a block of no
                    language whose first line starts with `$ ` is run as a transcript and fails
                    all the same (its fence must say console).
  In expected output a line `...` stands for any number of lines, and `...` in a line for any
  text; trailing spaces are ignored.
  Directives, HTML comments on lines of their own before a block:
    <!-- not run: REASON -->       the next block is not run (REASON is printed)
    <!-- needs: python -->         the next block needs `make python` (wasm: `make wasm`; any
                                    other word: that command on the PATH); skipped with a line
                                    saying so when it is missing
    <!-- setup: COMMAND -->        run COMMAND (bash) before the next block, status 0 required
  and before a paragraph, list item or table that quotes figures of a run:
    <!-- figures F1 F2 ...: COMMAND -->
        each figure Fi (1,234, 0.5, ...) must appear in the text that follows, up to the next
        empty line, and COMMAND's output (standard output and error) must hold the figures, in
        this order, each as a whole number (thousands separators dropped).

Manual pages: the same directives as roff comments (`.\\" not run: REASON`, `.\\" setup: ...`,
`.\\" figures ...: ...`); every .nf/.fi block of the EXAMPLES section is a shell script, each
line a command (a trailing backslash continues it), run with build/ first on the PATH since a page
describes the installed commands; a block that starts with `#include` is C (tests/man_test.sh
builds the example of dlx.3). The figures' text runs to the next .PP, .SH or .nf.

Markdown documents run without build/ on the PATH: they must name build/sudoku and build/dlx.

  /usr/bin/python3 tests/doc_examples.py [--build BUILD] [--keep] [DOCUMENT...]
Exit status 0 when every block passed or was skipped, 1 otherwise.
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DOCUMENTS = ["README.md", "python/README.md", "man/dlx.1", "man/sudoku.1", "man/dlx.3"]
TIMEOUT = 120  # seconds per block: the slowest examples take a few seconds

SHELL_LANGUAGES = {"sh", "bash", "shell"}
JS_LANGUAGES = {"js", "javascript", "mjs"}
DIRECTIVE = re.compile(r"(not run|needs|setup):\s*(.*?)\s*$")
FIGURES = re.compile(r"figures\s+(.*?):\s+(.*?)\s*$")


class Block:
    """One runnable example: where it is, what it is, and its directives."""

    def __init__(self, document, line, kind, text):
        self.document = document
        self.line = line
        self.kind = kind  # "sh", "console", "python", "js", "figures", "error"
        self.text = text
        self.expected = None  # the output block's text, for sh, python and js
        self.not_run = None
        self.needs = []
        self.setup = []
        self.figures = None  # (list of figures, the text they must appear in)
        self.path_has_build = False
        self.unmarked = False  # a console transcript whose fence names no language

    def where(self):
        return "%s:%d" % (self.document, self.line)


def directive(text):
    """(name, value) of a directive comment's text, or None."""
    match = FIGURES.match(text)
    if match:
        return "figures", match.groups()
    match = DIRECTIVE.match(text)
    if match:
        return match.group(1), match.group(2)
    return None


def attach(block, pending):
    for name, value in pending:
        if name == "not run":
            block.not_run = value
        elif name == "needs":
            block.needs += value.split()
        elif name == "setup":
            block.setup.append(value)


def parse_markdown(document, text):
    blocks = []
    lines = text.split("\n")
    pending = []
    last_runnable = None  # the block an output block may follow
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        comment = re.match(r"<!--\s*(.*?)\s*-->$", stripped)
        if comment and directive(comment.group(1)):
            name, value = directive(comment.group(1))
            if name == "figures":
                figures, command = value
                j = i + 1
                paragraph = []
                while j < len(lines) and lines[j].strip():
                    paragraph.append(lines[j])
                    j += 1
                block = Block(document, i + 1, "figures", command)
                block.figures = (figures.split(), "\n".join(paragraph))
                attach(block, pending)
                pending = []
                blocks.append(block)
            else:
                pending.append((name, value))
            i += 1
            continue
        fence = re.match(r"^(\s*)(```+)\s*([\w+-]*)\s*$", line)
        if not fence:
            i += 1
            continue
        indent, ticks, language = fence.group(1), fence.group(2), fence.group(3).lower()
        start = i + 1
        body = []
        i += 1
        while i < len(lines) and not re.match(r"^\s*" + ticks + r"\s*$", lines[i]):
            content = lines[i]
            body.append(content[len(indent):] if content.startswith(indent) else content.lstrip())
            i += 1
        i += 1  # past the closing fence
        text_of_block = "\n".join(body) + "\n"
        kind = None
        unmarked = False
        if language in SHELL_LANGUAGES:
            kind = "sh"
        elif language == "console":
            kind = "console"
        elif language == "python":
            kind = "python"
        elif language in JS_LANGUAGES:
            kind = "js"
        elif language == "output":
            if last_runnable is None:
                error = Block(document, start, "error", "an output block that follows no sh, "
                              "python or js block")
                blocks.append(error)
            else:
                last_runnable.expected = text_of_block
            last_runnable = None
            pending = []
            continue
        elif language == "" and body and body[0].startswith("$ "):
            kind = "console"
            unmarked = True
        if kind is None:
            last_runnable = None
            pending = []
            continue
        block = Block(document, start, kind, text_of_block)
        block.unmarked = unmarked
        attach(block, pending)
        pending = []
        blocks.append(block)
        last_runnable = block if kind in ("sh", "python", "js") else None
    return blocks


def roff_text(line):
    """A roff line as a reader sees it, for the commands of an example."""
    line = line.replace("\\-", "-").replace("\\(aq", "'").replace("\\(dq", '"')
    line = line.replace("\\e", "\\").replace("\\&", "").replace("\\(em", "--")
    return line


def parse_man(document, text):
    blocks = []
    lines = text.split("\n")
    in_examples = False
    pending = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(".SH"):
            in_examples = line.split(None, 1)[1:] in (["EXAMPLES"], ["EXAMPLE"])
            i += 1
            continue
        if not in_examples:
            i += 1
            continue
        comment = re.match(r'^\.\\"\s*(.*?)\s*$', line)
        if comment and directive(comment.group(1)):
            name, value = directive(comment.group(1))
            if name == "figures":
                figures, command = value
                j = i + 1
                prose = []
                while j < len(lines) and not re.match(r"^\.(PP|SH|nf)\b", lines[j]):
                    prose.append(roff_text(lines[j]))
                    j += 1
                block = Block(document, i + 1, "figures", roff_text(command))
                block.figures = (figures.split(), "\n".join(prose))
                block.path_has_build = True
                attach(block, pending)
                pending = []
                blocks.append(block)
            else:
                pending.append((name, roff_text(value)))
            i += 1
            continue
        if line.startswith(".nf"):
            start = i + 1
            body = []
            i += 1
            while i < len(lines) and not lines[i].startswith(".fi"):
                body.append(roff_text(lines[i]))
                i += 1
            i += 1
            if body and body[0].startswith("#include"):
                pending = []
                continue  # C: tests/man_test.sh builds it
            block = Block(document, start, "sh", "\n".join(body) + "\n")
            block.path_has_build = True
            attach(block, pending)
            pending = []
            blocks.append(block)
            continue
        i += 1
    return blocks


def copy_tree(destination, build):
    """The tree's files (git's, when there is git), their times kept so that make finds the
    build up to date; build/ is a link to the build directory."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                                cwd=ROOT, capture_output=True, check=True).stdout
        files = [name for name in listed.decode().split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        files = []
        for directory, subdirectories, names in os.walk(ROOT):
            relative = os.path.relpath(directory, ROOT)
            subdirectories[:] = [d for d in subdirectories
                                 if not (relative == "." and d in ("build", ".git"))]
            files += [os.path.normpath(os.path.join(relative, name)) for name in names]
    for name in files:
        if name == "build" or name.startswith("build/"):
            continue
        source = os.path.join(ROOT, name)
        if not os.path.isfile(source):
            continue  # removed from the work tree, not yet from git
        target = os.path.join(destination, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(source, target)
    os.symlink(build, os.path.join(destination, "build"))


def expected_pattern(expected):
    """The regular expression of an expected output with its `...` wildcards."""
    parts = []
    for line in expected.rstrip("\n").split("\n"):
        line = line.rstrip()
        if line == "...":
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            pieces = [re.escape(piece) for piece in line.split("...")]
            parts.append(r"[^\n]*?".join(pieces) + r"[ \t]*\n")
    return "".join(parts)


def output_matches(actual, expected):
    actual = "\n".join(line.rstrip() for line in actual.split("\n"))
    if not actual.endswith("\n"):
        actual += "\n"
    actual = re.sub(r"\n+$", "\n", actual)
    if expected.strip() == "":
        return actual.strip() == ""
    return re.fullmatch(expected_pattern(expected), actual, re.S) is not None


class Runner:
    def __init__(self, build, timeout, keep):
        self.build = build
        self.timeout = timeout
        self.keep = keep
        self.passed = self.failed = self.skipped = 0
        self.failures = []

    def environment(self, block, tree):
        env = dict(os.environ)
        env.pop("MAKEFLAGS", None)  # a make inside an example is a make of its own
        env.pop("MFLAGS", None)
        env["LC_ALL"] = "C.UTF-8"
        if block.path_has_build:
            env["PATH"] = os.path.join(tree, "build") + os.pathsep + env.get("PATH", "")
        return env

    def run(self, argv, tree, env, stdin=None):
        # In a process group of its own, so that a block stopped at the timeout is stopped whole
        # (the make or pipeline it started too).
        process = subprocess.Popen(argv, cwd=tree, env=env, stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        try:
            output, _ = process.communicate(stdin or b"", timeout=self.timeout)
            return process.returncode, output.decode(errors="replace")
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            output, _ = process.communicate()
            return None, output.decode(errors="replace") + "\n[stopped after %d s]" % self.timeout

    def bash(self, script, tree, env):
        return self.run(["bash", "-e", "-o", "pipefail", "-c", script], tree, env)

    def fail(self, block, message, output=None):
        self.failed += 1
        text = "FAIL %s (%s): %s" % (block.where(), block.kind, message)
        if output is not None:
            shown = output if len(output) < 3000 else output[:3000] + "\n[...]"
            text += "\n" + "".join("    | " + line + "\n" for line in shown.rstrip("\n").split("\n"))
        self.failures.append(text)
        print(text)

    def skip(self, block, reason):
        self.skipped += 1
        print("skipped: %s (%s): %s" % (block.where(), block.kind, reason))

    def missing(self, block):
        """Why a block cannot run here, or None."""
        needs = set(block.needs)
        if block.kind == "python":
            needs.add("python")
        if block.kind == "js":
            needs.add("wasm")
        for need in sorted(needs):
            if need == "python" and not os.path.exists(os.path.join(self.build, "venv", ".installed")):
                return "the Python package is not built (make python)"
            if need == "wasm" and not os.path.exists(os.path.join(self.build, "web", "package", "dlx.js")):
                return "the npm package is not built (make wasm)"
            if need == "wasm" and shutil.which("node") is None:
                return "node is missing"
            if need not in ("python", "wasm") and shutil.which(need) is None:
                return "%s is missing" % need
        return None

    def check(self, block, tree):
        if block.kind == "error":
            self.fail(block, block.text)
            return
        if block.not_run is not None:
            self.skip(block, "not run: " + block.not_run)
            return
        reason = self.missing(block)
        if reason:
            self.skip(block, reason)
            return
        env = self.environment(block, tree)
        for command in block.setup:
            status, output = self.bash(command, tree, env)
            if status != 0:
                self.fail(block, "setup `%s` exited with status %s" % (command, status), output)
                return
        if block.kind == "figures":
            self.check_figures(block, tree, env)
        elif block.kind == "console":
            self.check_console(block, tree, env)
        else:
            self.check_script(block, tree, env)

    def check_script(self, block, tree, env):
        if block.kind == "sh":
            status, output = self.bash(block.text, tree, env)
        elif block.kind == "python":
            # A file, not standard input: the processes that multiprocessing spawns (a Dask
            # worker's) import the main module again from its path.
            venv_python = os.path.join(self.build, "venv", "bin", "python")
            script = os.path.join(tree, ".doc-example.py")
            with open(script, "w") as out:
                out.write(block.text)
            status, output = self.run([venv_python, script], tree, env)
        else:
            script = os.path.join(tree, ".doc-example.mjs")
            with open(script, "w") as out:
                out.write(block.text)
            status, output = self.run(["node", script], tree, env)
        if status != 0:
            self.fail(block, "exited with status %s" % status, output)
        elif block.expected is not None and not output_matches(output, block.expected):
            self.fail(block, "printed what its output block does not show", output)
        else:
            self.passed += 1
            print("ok %s (%s)" % (block.where(), block.kind))

    def check_console(self, block, tree, env):
        transcript = []  # (command, expected lines)
        lines = block.text.rstrip("\n").split("\n")
        k = 0
        while k < len(lines):
            line = lines[k]
            if not line.startswith("$ "):
                self.fail(block, "a console block must start with a `$ ` line: %r" % line)
                return
            command = line[2:]
            while command.endswith("\\") and k + 1 < len(lines):
                k += 1
                command = command[:-1] + "\n" + lines[k]
            k += 1
            expected = []
            while k < len(lines) and not lines[k].startswith("$ "):
                expected.append(lines[k])
                k += 1
            transcript.append((command, "\n".join(expected) + "\n"))
        for command, expected in transcript:
            status, output = self.bash(command, tree, env)
            if not output_matches(output, expected):
                self.fail(block, "`%s` printed (status %s):" % (command, status), output)
                return
        if block.unmarked:
            self.fail(block, "a shell transcript (lines `$ ...`) whose fence does not say console")
            return
        self.passed += 1
        print("ok %s (console, %d commands)" % (block.where(), len(transcript)))

    def check_figures(self, block, tree, env):
        figures, prose = block.figures
        flat = re.sub(r"\s+", " ", prose)
        for figure in figures:
            if not re.search(r"(?<![\d.,])" + re.escape(figure) + r"(?![\d]|[.,]\d)", flat):
                self.fail(block, "the figure %s is not in the text after the comment" % figure)
                return
        status, output = self.bash(block.text, tree, env)
        if status != 0:
            self.fail(block, "`%s` exited with status %s" % (block.text, status), output)
            return
        numbers = [n.replace(",", "") for n in re.findall(r"\d[\d,]*(?:\.\d+)?", output)]
        position = 0
        for figure in figures:
            wanted = figure.replace(",", "")
            while position < len(numbers) and numbers[position] != wanted:
                position += 1
            if position == len(numbers):
                self.fail(block, "the text says %s; `%s` printed (in order: %s):"
                          % (", ".join(figures), block.text, "it is missing"), output)
                return
            position += 1
        self.passed += 1
        print("ok %s (figures %s)" % (block.where(), " ".join(figures)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default="build", help="the build directory (default build)")
    parser.add_argument("--timeout", type=int, default=TIMEOUT, help="seconds per block")
    parser.add_argument("--keep", action="store_true", help="keep the copies of the tree")
    parser.add_argument("documents", nargs="*", default=DEFAULT_DOCUMENTS)
    arguments = parser.parse_args()
    build = os.path.abspath(os.path.join(ROOT, arguments.build))
    if not os.path.isdir(build):
        print("doc_examples.py: %s is missing: run make first" % build, file=sys.stderr)
        return 2
    runner = Runner(build, arguments.timeout, arguments.keep)
    for document in arguments.documents:
        with open(os.path.join(ROOT, document), encoding="utf-8") as source:
            text = source.read()
        if document.endswith(".md"):
            blocks = parse_markdown(document, text)
        else:
            blocks = parse_man(document, text)
        # Each document in a fresh copy of the tree: its blocks run in order, in the copy's root,
        # so a block may use a file an earlier one wrote.
        tree = tempfile.mkdtemp(prefix="doc-examples-")
        try:
            copy_tree(tree, build)
            print("== %s: %d blocks" % (document, len(blocks)))
            for block in blocks:
                runner.check(block, tree)
        finally:
            if arguments.keep:
                print("kept %s" % tree)
            else:
                shutil.rmtree(tree, ignore_errors=True)
    print("doc examples: %d passed, %d failed, %d skipped" % (runner.passed, runner.failed, runner.skipped))
    if runner.failures:
        print("\nFailures:\n" + "\n".join(runner.failures))
    return 1 if runner.failed else 0


if __name__ == "__main__":
    sys.exit(main())
