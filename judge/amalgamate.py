#!/usr/bin/python3
"""amalgamate.py: writes one self-contained C file for an online judge from the project's sources.

    judge/amalgamate.py [--max-bytes=N] [--root=DIR] [--main=FILE] [--long-names] [--names=FILE]
                        --judge=NAME OUT

A judge compiles one file with its own flags and limits its size (SPOJ: 50,000 bytes), so the
solver goes there as one C source, generated as SQLite's amalgamation is, never edited by hand
(make judge runs this for the five judges of JUDGE_STYLES):

1. The sources are the judge's main (judge/judge_main.c, or --main's FILE relative to the root,
   after a line defining the answer style of judge NAME) and every .c file of dlx/ and sudoku/,
   with the headers they include. Each is read with the changes of judge/judge.ch made
   (changes.py: as Knuth's change files, they cut what a judge's 9x9 grids never need, such as
   bounds, restarts, headers, symbol detection and the links beside the bitset, without a
   conditional in the sources), its comments removed and the conditionals on
   DLX_JUDGE_SINGLE_FILE (defined) and __cplusplus (not) decided, then cut into top-level items
   (c_items.py).
2. Starting from main, the items that are used are kept: a function, variable or type is kept
   when a kept item names it (a .c file's static names and types are looked up in that file
   first). A source with nothing kept is left out whole, its #include lines too (so the threads
   of dlx/parallel.c never come in).
3. The kept items are written file by file, each project header in place of its first #include
   (realpath: a header reached by two spellings comes once, without its include guard), the
   system headers outside conditionals hoisted to the top. A .c file's names that another file
   also defines get the file's name as a prefix, and its macros are #undef'd after it. A prototype
   is left out when the function's definition comes before any use.
4. The text is written as tokens with only the spaces C needs, lines cut near LINE_WIDTH columns
   and after each statement that an if, for, while or else guards without braces; then every
   name of the project is shortened, and the keywords named often stand behind short macros
   (short_names.py; not with --long-names; --names=FILE writes the short names and the long
   ones, a line each). For C90 (gcc -ansi, as UVa compiles C), the
   declarations of for loops move before them and inline means __inline__ there (c90.py).

The generation fails, with a message naming the file and the name, when a change of judge.ch
no longer applies (its lines not in its file, or there twice) or names a file never read, when a
function that kept code calls is declared in a project header but defined in no source, when a
function is defined in two files, when a project header has no include guard of its own or
shares one with another, and when the output is larger than --max-bytes (default 50,000; 0: no
limit).
tests/judge_generation_test.sh checks each; tests/judge_test.sh compiles and runs the files.
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from c_items import (  # noqa: E402
    GenerationError,
    Source,
    include_guard,
    is_directive_token,
    join_tokens,
    name_before_parenthesis,
    names_defined_by,
)
from c90 import INLINE_FOR_C90, hoist_for_declarations  # noqa: E402
from changes import apply_changes, check_all_used, read_changes  # noqa: E402
from short_names import WORD, shorten_names  # noqa: E402

JUDGE_STYLES = {  # judge name -> the answer style of sudoku/answer.h its main uses
    "sudogob": "SUDOKU_STYLE_COUNT",
    "uva10957": "SUDOKU_STYLE_VERDICT",
    "hoj2306": "SUDOKU_STYLE_SCENARIO",
    "acwing166": "SUDOKU_STYLE_LINE",
    "qmark": "SUDOKU_STYLE_GRID",
}
JUDGE_TITLES = {
    "sudogob": "SPOJ SUDOGOB",  # the titles said in each file's first line
    "uva10957": "UVa 10957",
    "hoj2306": "HOJ 2306",
    "acwing166": "AcWing 166",
    "qmark": "the '?' task",
}
SOURCE_DIRECTORIES = ("dlx", "sudoku")
MAIN_SOURCE = "judge/judge_main.c"
CHANGE_FILE = "judge/judge.ch"
LINE_WIDTH = 160


class Amalgamation:
    def __init__(self, root, judge, main_source=MAIN_SOURCE):
        self.root = os.path.realpath(root)
        self.judge = judge
        self.changes = read_changes(os.path.join(self.root, CHANGE_FILE))
        self.sources = {}  # realpath -> Source
        self.c_files = []
        for directory in SOURCE_DIRECTORIES:
            folder = os.path.join(self.root, directory)
            for name in sorted(os.listdir(folder)):
                if name.endswith(".c"):
                    self.c_files.append(self.load(os.path.join(folder, name)))
        self.main = self.load(os.path.join(self.root, main_source))
        self.headers_of = {}
        for source in self.c_files + [self.main]:
            self.collect_headers(source, set())
        check_all_used(self.changes)
        self.check_guards()

    def sources_text(self, relative):
        with open(os.path.join(self.root, relative), encoding="utf-8") as f:
            return f.read()

    def load(self, path):
        path = os.path.realpath(path)
        if path not in self.sources:
            self.sources[path] = Source(
                path, self.root, lambda text, relative: apply_changes(text, relative, self.changes)
            )
        return self.sources[path]

    def collect_headers(self, source, seen):
        """Every project header a source reaches, in the order of the includes."""
        order = []
        for _, target in source.include_targets(self.root):
            if target and target not in seen:
                seen.add(target)
                header = self.load(target)
                order.append(header)
                order.extend(self.collect_headers(header, seen))
        self.headers_of[source.path] = order
        return order

    def check_guards(self):
        guards = {}
        for source in self.sources.values():
            if not source.is_header:
                continue
            guard = include_guard(source)
            if guard is None:
                raise GenerationError(
                    "%s: no include guard (#ifndef NAME, #define NAME ... #endif): its text "
                    "would be read twice where two files include it" % source.relative
                )
            if guard in guards:
                raise GenerationError(
                    "%s and %s share the include guard %s: the second would be left out"
                    % (guards[guard].relative, source.relative, guard)
                )
            guards[guard] = source

    # ---- which items are used ----

    def select(self):
        definitions = {}  # global name -> [(source, item)]; static names are keyed (path, name)
        declared_in = {}  # name -> header that declares it
        for source in self.c_files + [self.main]:
            for item in source.items:
                if item.kind in ("function", "variable") and item.name:
                    key = (source.path, item.name) if item.is_static else item.name
                    others = definitions.setdefault(key, [])
                    if item.kind == "function" and any(o[0] is not source for o in others):
                        raise GenerationError(
                            "%s is defined twice: in %s and in %s"
                            % (item.name, others[0][0].relative, source.relative)
                        )
                    others.append((source, item))
        for source in self.sources.values():
            for item in source.items:
                if item.kind == "prototype" and item.name and source.is_header:
                    declared_in.setdefault(item.name, source)
                if item.kind == "function" and item.name and source.is_header:
                    definitions.setdefault(("header", item.name), []).append((source, item))
        for source in self.sources.values():
            for item in source.items:
                if item.kind == "type":  # a .c file's types are its own
                    scope = ("type",) if source.is_header else (source.path, "type")
                    for name in names_defined_by(item):
                        key = scope + (name.split()[-1],)
                        definitions.setdefault(key, []).append((source, item))
        macros = {}
        for source in self.sources.values():
            for item in source.items:
                if getattr(item, "macro", None):
                    macros.setdefault(item.macro, []).append(item)

        kept = set()  # ids of kept items
        kept_names = set()
        work = [("name", "main", self.main)]
        while work:
            _, name, source = work.pop()
            candidates = definitions.get((source.path, "type", name), []) + definitions.get(
                ("type", name), []
            )
            for key in ((source.path, name), name, ("header", name)):
                if key in definitions:
                    candidates += definitions[key]
                    break
            for item in macros.get(name, []):
                if id(item) not in kept:
                    kept.add(id(item))
                    for word in item.tokens:
                        if word[0].isalpha() or word[0] == "_":
                            work.append(("name", word, source))
            if not candidates:
                if name in declared_in and name not in kept_names:
                    raise GenerationError(
                        "%s is declared in %s and used, but no source defines it"
                        % (name, declared_in[name].relative)
                    )
                continue
            for owner, item in candidates:
                if id(item) in kept:
                    continue
                kept.add(id(item))
                kept_names.add(name)
                for word in item.words:
                    work.append(("name", word, owner))
        self.kept = kept
        self.kept_names = kept_names

    # ---- writing ----

    def used_files(self):
        files = [s for s in self.c_files if any(id(i) in self.kept for i in s.items)]
        return files + [self.main]

    def write(self):
        self.select()
        files = self.used_files()
        sources = files + [self.sources[h.path] for f in files for h in self.headers_of[f.path]]
        definers = {}
        for source in set(sources):
            for item in source.items:
                if item.kind in ("function", "variable", "type") and (
                    item.kind == "type" or id(item) in self.kept
                ):
                    for name in names_defined_by(item):
                        definers.setdefault(name, set()).add(source.path)
        clashing = {name for name, owners in definers.items() if len(owners) > 1}
        version = re.search(r'#define DLX_VERSION "([^"]*)"', self.sources_text("dlx/dlx.h"))
        lines = [
            "/* The dlx sudoku solver %s for %s, as one C file: reads standard input, answers on"
            % (version.group(1) if version else "", JUDGE_TITLES[self.judge]),
            " * standard output. Compile as C (C90 or later) with gcc -O2 or clang -O2: it needs"
            " libc",
            " * and libm, no threads. Generated by judge/amalgamate.py (make judge) from the dlx/"
            " and",
            " * sudoku/ sources: do not edit; edit those and generate it again. */",
            "#define DLX_JUDGE_SINGLE_FILE 1",
            "#define _POSIX_C_SOURCE 200809L",
            "#define _ISOC11_SOURCE 1",
            "#define JUDGE_ANSWER_STYLE %s" % JUDGE_STYLES[self.judge],
        ]
        written_headers = set()
        system_includes = set()
        self.hoisted = []
        entries = []  # a directive's line, or (item, its tokens renamed)
        for source in files:
            self.emit(source, entries, written_headers, system_includes, clashing)
        entries = without_needless_prototypes(entries)
        body, tokens = [], []
        for entry in entries:
            if isinstance(entry, str):
                flush(tokens, body)
                body.append(entry)
            else:
                tokens.extend(entry[1])
        flush(tokens, body)
        return "\n".join(lines + self.hoisted + INLINE_FOR_C90 + body) + "\n"

    def emit(self, source, entries, written_headers, system_includes, clashing):
        rename = {}
        if not source.is_header:
            for item in source.items:
                if item.kind == "type" or item.is_static:
                    for name in names_defined_by(item):
                        if name in clashing:
                            word = name.split()[-1]
                            rename[word] = source.stem + "_" + word
        guard = include_guard(source) if source.is_header else None
        defined_macros = []
        conditional_depth = 0
        for position, item in enumerate(source.items):
            if guard and (position < 2 or position == len(source.items) - 1):
                continue  # the header comes once: its guard is not needed
            if item.kind == "directive":
                keyword = getattr(item, "keyword", "")
                if keyword in ("if", "ifdef", "ifndef"):
                    conditional_depth += 1
                elif keyword == "endif":
                    conditional_depth -= 1
                if getattr(item, "include", None):
                    if item.include.startswith("<"):
                        if conditional_depth == 0 and item.include not in system_includes:
                            system_includes.add(item.include)
                            self.hoisted.append(item.text)  # to the top of the file
                        elif conditional_depth > 0:
                            entries.append(item.text)
                        continue
                    target = next(t for i, t in source.include_targets(self.root) if i is item)
                    if target not in written_headers:
                        written_headers.add(target)
                        self.emit(
                            self.sources[target], entries, written_headers, system_includes, clashing
                        )
                    continue
                if getattr(item, "macro", None) and not source.is_header:
                    defined_macros.append(item.macro)
                entries.append(item.text)
                continue
            dropped = item.kind == "type" and names_defined_by(item) and id(item) not in self.kept
            if item.kind in ("function", "variable", "prototype") and item.name:
                dropped = id(item) not in self.kept and not (
                    item.kind == "prototype" and item.name in self.kept_names
                )
            if dropped:  # its directives stay: they may close a conditional opened before it
                entries.extend(t for t in item.tokens if is_directive_token(t))
                continue
            tokens = [rename.get(t, t) for t in item.tokens]
            if item.kind == "function":
                tokens = hoist_for_declarations(tokens)
            entries.append((item, tokens))
        for macro in defined_macros:
            entries.append("#undef " + macro)


def without_needless_prototypes(entries):
    """The entries without the prototypes of functions defined before any use: the definition
    declares them as well."""
    first_use, definition = {}, {}
    for position, entry in enumerate(entries):
        if isinstance(entry, str):
            for word in WORD.findall(entry):
                first_use.setdefault(word, position)
            continue
        item, tokens = entry
        if item.kind == "prototype":
            continue
        name = None
        if item.kind == "function":
            name, _ = name_before_parenthesis(tokens)
            definition.setdefault(name, position)
        for token in tokens:
            if token != name and (token[0].isalpha() or token[0] == "_"):
                first_use.setdefault(token, position)
    kept = []
    for position, entry in enumerate(entries):
        if not isinstance(entry, str) and entry[0].kind == "prototype":
            name, _ = name_before_parenthesis(entry[1])
            if name in definition and definition[name] <= first_use.get(name, len(entries)):
                continue
        kept.append(entry)
    return kept


def flush(tokens, lines):
    """Appends the tokens as lines of about LINE_WIDTH columns, cut after ; { or } outside
    parentheses. The statement that an if, for, while or else guards without braces ends its
    line, so that no statement seems guarded by it (-Wmisleading-indentation)."""
    line = []
    width = 0
    depth = 0  # of parentheses
    header_depth = None  # depth at which a control header's parentheses opened
    unbraced_body = False
    for k, token in enumerate(tokens):
        if is_directive_token(token):
            if line:
                lines.append(join_tokens(line))
            lines.append(token)
            line, width = [], 0
            continue
        line.append(token)
        width += len(token) + 1
        following = tokens[k + 1] if k + 1 < len(tokens) else ""
        if token in ("if", "for", "while", "switch") and following == "(":
            header_depth = depth
        elif token == "(":
            depth += 1
        elif token == ")":
            depth -= 1
            if header_depth is not None and depth == header_depth:
                header_depth = None
                if following != "{":
                    unbraced_body = True
        elif token == "else" and following not in ("{", "if"):
            unbraced_body = True
        if depth == 0 and token in (";", "{", "}"):
            if token == ";" and unbraced_body or width >= LINE_WIDTH:
                lines.append(join_tokens(line))
                line, width = [], 0
            if token == ";":
                unbraced_body = False
    if line:
        lines.append(join_tokens(line))
    del tokens[:]


USAGE = (
    "usage: amalgamate.py [--max-bytes=N] [--root=DIR] [--main=FILE] [--long-names] [--names=FILE]"
    " --judge=NAME OUTPUT\n"
)


def main(arguments):
    max_bytes = 50000
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    judge = output = names_file = None
    main_source = MAIN_SOURCE
    long_names = False
    for argument in arguments:
        if argument.startswith("--max-bytes="):
            max_bytes = int(argument.split("=", 1)[1])
        elif argument.startswith("--root="):
            root = argument.split("=", 1)[1]
        elif argument.startswith("--judge="):
            judge = argument.split("=", 1)[1]
        elif argument.startswith("--main="):
            main_source = argument.split("=", 1)[1]
        elif argument.startswith("--names="):
            names_file = argument.split("=", 1)[1]
        elif argument == "--long-names":
            long_names = True
        elif output is None and not argument.startswith("-"):
            output = argument
        else:
            sys.stderr.write(USAGE)
            return 2
    if judge not in JUDGE_STYLES or output is None:
        sys.stderr.write(USAGE + "judges: %s\n" % " ".join(JUDGE_STYLES))
        return 2
    try:
        text = Amalgamation(root, judge, main_source).write()
        names = {}
        if not long_names:
            text, names = shorten_names(text, os.environ.get("CC") or "cc")
        size = len(text.encode())
        if max_bytes and size > max_bytes:
            raise GenerationError(
                "%s would be %d bytes, more than the %d a judge accepts" % (output, size, max_bytes)
            )
    except GenerationError as error:
        sys.stderr.write("amalgamate.py: %s\n" % error)
        return 1
    temporary = output + ".tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(temporary, output)
    print("%s: %d bytes%s" % (output, size, " (at most %d)" % max_bytes if max_bytes else ""))
    if names_file:
        with open(names_file, "w", encoding="utf-8") as f:
            f.writelines("%s %s\n" % (short, names[short]) for short in sorted(names))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
