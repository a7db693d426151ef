#!/usr/bin/python3
"""amalgamate.py: writes one self-contained C file for an online judge from the project's sources.

    judge/amalgamate.py [--max-bytes=N] [--root=DIR] --judge=NAME OUTPUT

A judge compiles one file with its own flags and limits its size (SPOJ: 50,000 bytes), so the
solver goes there as one C source, generated as SQLite's amalgamation is, never edited by hand:

1. The sources are the judge's main (judge/judge_main.c, with the answer style of judge NAME
   defined before it) and every .c file of dlx/ and sudoku/. Each is read with its comments
   removed and cut into top-level items: preprocessor lines, function definitions, prototypes,
   variables and types.
2. Starting from main, the items that are used are kept: a function or variable is kept when a
   kept item names it; the types, macros and directives of a file are kept with the file. A
   source file with nothing kept is left out whole, its #include lines too (so the threads of
   dlx/parallel.c never come in). DLX_JUDGE_SINGLE_FILE is defined first: the few guards of that
   name in the sources leave out what no judge runs (restarts, parallel stop flags).
3. The kept items are written file by file, each project header in place of its first #include
   (realpath: a header reached by two spellings comes once), every later #include of it dropped.
   Static names that two files both define get the file's name as a prefix; macros that a .c
   file defines are #undef'd after it, so one file's helpers never meet another's.
4. The text is written as tokens with the spaces C needs between them and lines cut near 100
   columns; directives keep lines of their own.

The generation fails, with a message naming the file and the name, when a function that kept
code calls is declared in a project header but defined in no source (or defined twice), when a
project header has no include guard of its own or shares one with another, and when the output
is larger than --max-bytes (default 50,000). tests/judge_generation_test.sh checks each.
"""
import itertools
import os
import re
import sys

JUDGE_STYLES = {  # judge name -> the answer style of sudoku/answer.h its main uses
    "sudogob": "SUDOKU_STYLE_COUNT",
    "uva10957": "SUDOKU_STYLE_VERDICT",
    "hoj2306": "SUDOKU_STYLE_SCENARIO",
    "acwing166": "SUDOKU_STYLE_LINE",
    "qmark": "SUDOKU_STYLE_GRID",
}
SOURCE_DIRECTORIES = ("dlx", "sudoku")
MAIN_SOURCE = "judge/judge_main.c"
LINE_WIDTH = 160


class GenerationError(Exception):
    pass


# ---- reading: comments out, logical lines, tokens ----

TOKEN_PATTERN = re.compile(
    r"""(?P<space>[ \t\f\v]+)
      | (?P<newline>\n)
      | (?P<string>(?:[LuU]|u8)?"(?:\\.|[^"\\\n])*")
      | (?P<char>(?:[LuU])?'(?:\\.|[^'\\\n])*')
      | (?P<number>\.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.])*)
      | (?P<word>[A-Za-z_][A-Za-z_0-9]*)
      | (?P<punct>\.\.\.|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=|\#\#|[^\s])
    """,
    re.VERBOSE,
)


def strip_comments(text, path):
    """The text with each comment replaced by a space (a newline for each newline it held)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                if text[j] == "\\":
                    j += 1
                elif text[j] == "\n":
                    raise GenerationError("%s: unterminated literal" % path)
                j += 1
            out.append(text[i : j + 1])
            i = j + 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            if j < 0:
                raise GenerationError("%s: unterminated comment" % path)
            out.append(" " + "\n" * text.count("\n", i, j))
            i = j + 2
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            out.append(" ")
        else:
            out.append(c)
            i += 1
    return "".join(out)


def logical_lines(text):
    """Lines with backslash-newline continuations joined."""
    return text.replace("\\\n", " ").split("\n")


# Macros whose value the generator knows: the conditionals on them alone are decided here, so
# that the code they leave out is neither written nor searched for the names it uses.
KNOWN_MACROS = {"__cplusplus": False, "DLX_JUDGE_SINGLE_FILE": True}
CONDITION_PATTERN = re.compile(r"#\s*(ifdef|ifndef|if|elif|else|endif)\b\s*(.*)")
KNOWN_CONDITION = re.compile(r"^(!?)\s*defined\s*\(?\s*(\w+)\s*\)?$")


def decide(keyword, condition):
    """True or False for a condition on a known macro alone, None for any other."""
    condition = condition.strip()
    if keyword in ("ifdef", "ifndef"):
        if condition not in KNOWN_MACROS:
            return None
        return KNOWN_MACROS[condition] == (keyword == "ifdef")
    match = KNOWN_CONDITION.match(condition)
    if not match or match.group(2) not in KNOWN_MACROS:
        return None
    return KNOWN_MACROS[match.group(2)] != (match.group(1) == "!")


def decided_lines(lines, path):
    """The lines that the conditionals on known macros keep, those directives left out."""
    stack = []  # per open conditional: None (left to the compiler) or [taking now, taken yet]
    kept = []
    for line in lines:
        match = CONDITION_PATTERN.match(line.strip())
        active = all(frame is None or frame[0] for frame in stack)
        if match:
            keyword, condition = match.groups()
            if keyword in ("ifdef", "ifndef", "if"):
                decision = decide(keyword, condition) if active else False
                if decision is None:
                    stack.append(None)
                    kept.append(line)
                else:
                    stack.append([decision, decision])
                continue
            if not stack:
                raise GenerationError("%s: #%s without #if" % (path, keyword))
            frame = stack[-1]
            if frame is None:
                if all(f is None or f[0] for f in stack[:-1]):
                    kept.append(line)
                if keyword == "endif":
                    stack.pop()
                continue
            if keyword == "endif":
                stack.pop()
            elif keyword == "else":
                frame[0] = not frame[1]
            else:  # elif after a decided #if: only another known condition can follow
                decision = decide("if", condition)
                if decision is None:
                    raise GenerationError(
                        "%s: #elif %s follows a condition on %s" % (path, condition, KNOWN_MACROS)
                    )
                frame[0] = decision and not frame[1]
                frame[1] = frame[1] or decision
            continue
        if active:
            kept.append(line)
    if stack:
        raise GenerationError("%s: #if without #endif" % path)
    return kept


def tokenize(text, path):
    tokens = []
    for match in TOKEN_PATTERN.finditer(text):
        kind = match.lastgroup
        if kind in ("space", "newline"):
            continue
        tokens.append(match.group())
    return tokens


def is_word(token):
    return token[0].isalnum() or token[0] == "_" or (token[0] == "." and len(token) > 1)


# Pairs of punctuators that would lex as one token, or open a comment, when written together.
GLUING_PAIRS = set(
    "++ -- += -= -> << >> <= >= == != && || &= |= ^= *= /= %= ## // /* .. <: <% %: %> :>".split()
    + ["- >", "-=", "<<=", ">>="]
)


def needs_space(previous, token):
    if is_directive_token(previous) or is_directive_token(token):
        return False
    if is_word(previous) and (is_word(token) or token[0] in "\"'"):
        return True
    if previous[0].isdigit() and token[0] in ".+-":
        return True  # keep a pp-number from swallowing what follows
    if not is_word(previous) and not is_word(token):
        return previous[-1] + token[0] in GLUING_PAIRS
    return False


def is_directive_token(token):
    """A preprocessor line met inside a function or declaration, kept as one token."""
    return len(token) > 2 and token[0] == "#" and token[1] != "#"


def join_tokens(tokens):
    text = []
    previous = None
    for token in tokens:
        if previous is not None and needs_space(previous, token):
            text.append(" ")
        text.append(token)
        previous = token
    return "".join(text)


# ---- items ----


class Item:
    """A top-level piece of a source: kind is 'directive', 'function', 'prototype', 'variable' or
    'type'; name is the function's or variable's (None for the others); tokens its text."""

    def __init__(self, kind, name, tokens, text=None, is_static=False):
        self.kind, self.name, self.tokens, self.text = kind, name, tokens, text
        self.is_static = is_static
        self.words = set(t for t in tokens if t[0].isalpha() or t[0] == "_")


def name_before_parenthesis(tokens):
    depth = 0
    for k, token in enumerate(tokens):
        if token in "([":
            if depth == 0 and token == "(" and k > 0 and is_word(tokens[k - 1]):
                # skip __attribute__((...)) and macro-like specifiers written before the name
                if tokens[k - 1] not in ("__attribute__", "__typeof__", "sizeof", "_Alignas"):
                    return tokens[k - 1], k - 1
            depth += 1
        elif token in ")]":
            depth -= 1
    return None, -1


def declared_variable_name(tokens):
    """The name of `static const T name[...] = ...;` or `T *name;`: the word before the first
    '[', '=' or ';' at depth 0."""
    depth = 0
    for k, token in enumerate(tokens):
        if token in "({":
            depth += 1
        elif token in ")}":
            depth -= 1
        elif depth == 0 and token in ("[", "=", ";", ","):
            return tokens[k - 1] if k > 0 and is_word(tokens[k - 1]) else None
    return None


def classify(tokens):
    if tokens[0] == "typedef":
        return Item("type", None, tokens)
    if tokens[0] in ("struct", "union", "enum") and "{" in tokens[1:3]:
        return Item("type", None, tokens)
    is_static = "static" in tokens[:3]
    if tokens[-1] == "}":
        name, _ = name_before_parenthesis(tokens)
        return Item("function", name, tokens, is_static=is_static)
    equals = tokens.index("=") if "=" in tokens else len(tokens)
    parenthesis = tokens.index("(") if "(" in tokens else len(tokens)
    if parenthesis < equals:
        name, position = name_before_parenthesis(tokens)
        if name is not None and tokens[position - 1] != "(":
            return Item("prototype", name, tokens, is_static=is_static)
    name = declared_variable_name(tokens)
    if tokens[0] == "extern":
        return Item("prototype", name, tokens)
    return Item("variable", name, tokens, is_static=is_static)


def names_defined_by(item):
    """The file-scope names an item defines: a function's or variable's; a type's typedef name,
    tag and enumeration constants."""
    if item.kind in ("function", "variable"):
        return [item.name] if item.name else []
    if item.kind != "type":
        return []
    tokens, names = item.tokens, []
    for k, token in enumerate(tokens[:-1]):
        if token in ("struct", "union", "enum") and is_word(tokens[k + 1]) and tokens[k + 2 : k + 3] == ["{"]:
            names.append("struct " + tokens[k + 1])  # the tags' name space
    if "enum" in tokens and "{" in tokens:
        depth = 0
        for k, token in enumerate(tokens):
            if token in "({[":
                depth += 1
            elif token in ")}]":
                depth -= 1
            elif depth == 1 and is_word(token) and tokens[k - 1] in ("{", ",") and not token[0].isdigit():
                names.append(token)
    if tokens[0] == "typedef":
        if tokens[-2] == ")":  # typedef R (*name)(...);
            name, _ = name_before_parenthesis(tokens[tokens.index("(") :] if "(" in tokens else tokens)
            star = tokens.index("*") if "*" in tokens else -1
            if star >= 0 and is_word(tokens[star + 1]):
                names.append(tokens[star + 1])
        elif is_word(tokens[-2]):
            names.append(tokens[-2])
    return names


def split_items(text, path):
    """The items of a source whose comments are gone."""
    items = []
    pending = []  # tokens of the item being read
    depth = 0
    function_body = False
    for line in decided_lines(logical_lines(text), path):
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            if pending:
                pending.append(directive_item(stripped, path).text)
            else:
                items.append(directive_item(stripped, path))
            continue
        for token in tokenize(line, path):
            if not pending and token == ";":
                continue
            pending.append(token)
            if token in "([{":
                if token == "{" and depth == 0 and len(pending) > 1 and pending[-2] == ")":
                    function_body = True
                depth += 1
            elif token in ")]}":
                depth -= 1
                if depth < 0:
                    raise GenerationError("%s: unbalanced '%s'" % (path, token))
                if depth == 0 and token == "}" and function_body:
                    items.append(classify(pending))
                    pending, function_body = [], False
            elif token == ";" and depth == 0:
                items.append(classify(pending))
                pending = []
    if pending:
        raise GenerationError("%s: the file ends inside a declaration" % path)
    return items


DIRECTIVE_PATTERN = re.compile(r"#\s*(\w+)\s*(.*)")


def directive_item(line, path):
    match = DIRECTIVE_PATTERN.match(line)
    if not match:
        return Item("directive", None, [], text=line)
    keyword, rest = match.group(1), match.group(2).strip()
    item = Item("directive", None, tokenize(rest, path))
    item.keyword = keyword
    if keyword == "define":
        name = re.match(r"\w+", rest).group()
        after = rest[len(name) :]
        if after.startswith("("):
            close = after.index(")")
            head = name + "(" + after[1:close].replace(" ", "") + ")"
            body = after[close + 1 :]
        else:
            head, body = name, after
        body_text = join_tokens(tokenize(body, path))
        item.text = "#define " + head + (" " + body_text if body_text else "")
        item.macro = name
    elif keyword == "include":
        item.text = "#include " + rest
        item.include = rest
    else:
        item.text = "#" + keyword + (" " + join_tokens(item.tokens) if item.tokens else "")
        if keyword in ("ifndef", "ifdef", "undef"):
            item.macro_used = rest
    return item


# ---- sources ----


class Source:
    def __init__(self, path, root):
        self.path = path
        self.relative = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        self.items = split_items(strip_comments(text, self.relative), self.relative)
        self.is_header = path.endswith(".h")
        self.stem = os.path.splitext(os.path.basename(path))[0]

    def include_targets(self, root):
        """(item, resolved path or None for a system header) for each #include."""
        for item in self.items:
            if item.kind == "directive" and getattr(item, "include", None):
                spelled = item.include
                if spelled.startswith("<"):
                    yield item, None
                    continue
                name = spelled.strip('"')
                for base in (os.path.dirname(self.path), root):
                    candidate = os.path.realpath(os.path.join(base, name))
                    if os.path.exists(candidate):
                        yield item, candidate
                        break
                else:
                    raise GenerationError("%s: #include %s: no such file" % (self.relative, spelled))


def include_guard(source):
    """The macro of a header's `#ifndef X` / `#define X` ... `#endif`, or None."""
    items = source.items
    if (
        len(items) >= 3
        and getattr(items[0], "keyword", "") == "ifndef"
        and getattr(items[1], "keyword", "") == "define"
        and getattr(items[1], "macro", None) == items[0].macro_used
        and getattr(items[-1], "keyword", "") == "endif"
    ):
        return items[0].macro_used
    return None


class Amalgamation:
    def __init__(self, root, judge):
        self.root = os.path.realpath(root)
        self.judge = judge
        self.sources = {}  # realpath -> Source
        self.c_files = []
        for directory in SOURCE_DIRECTORIES:
            folder = os.path.join(self.root, directory)
            for name in sorted(os.listdir(folder)):
                if name.endswith(".c"):
                    self.c_files.append(self.load(os.path.join(folder, name)))
        self.main = self.load(os.path.join(self.root, MAIN_SOURCE))
        self.headers_of = {}
        for source in self.c_files + [self.main]:
            self.collect_headers(source, set())
        self.check_guards()

    def load(self, path):
        path = os.path.realpath(path)
        if path not in self.sources:
            self.sources[path] = Source(path, self.root)
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
                        definitions.setdefault(scope + (name.split()[-1],), []).append((source, item))
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
        lines = [
            "/* One file for an online judge (%s), generated by judge/amalgamate.py from the"
            % self.judge,
            " * sources of https://example.invalid/dlx: do not edit; edit the sources and run"
            " make judge. */",
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
        return "\n".join(lines + self.hoisted + body) + "\n"

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
                        self.emit(self.sources[target], entries, written_headers, system_includes, clashing)
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
            entries.append((item, [rename.get(t, t) for t in item.tokens]))
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


# ---- short names ----

C_KEYWORDS = set(
    """auto break case char const continue default do double else enum extern float for goto if
    inline int long register restrict return short signed sizeof static struct switch typedef union
    unsigned void volatile while _Bool _Complex _Imaginary _Atomic _Alignas _Alignof _Noreturn
    _Static_assert _Thread_local defined main asm typeof""".split()
)
LIBC_HEADERS = (
    "assert complex ctype errno fenv float inttypes limits locale math setjmp signal stdarg stddef "
    "stdint stdio stdlib string strings tgmath time unistd wchar wctype"
).split()
ALIASED_TYPES = "uint8_t uint16_t uint32_t uint64_t int8_t int16_t int32_t int64_t size_t bool FILE".split()
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
LITERAL_OR_WORD = re.compile(r"""(?:[LuU]|u8)?"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|[A-Za-z_][A-Za-z0-9_]*|\.?[0-9][0-9A-Za-z_.]*""")


def system_names(text, compiler):
    """Every identifier that the system headers included by text declare or define, as this
    compiler's preprocessor writes them out: names that are never shortened."""
    import subprocess

    includes = "".join(line + "\n" for line in text.split("\n") if line.startswith("#include <"))
    # and the headers of every libc function a compiler knows as a built-in (jn, y0, ...), with
    # every extension declared: a short name never meets one, included or not
    includes = "#define _GNU_SOURCE 1\n" + includes + "".join(
        "#include <%s.h>\n" % header for header in LIBC_HEADERS
    )
    outputs = []
    for flag in ("-E", "-dM"):
        command = compiler.split() + ["-E"] + (["-dM"] if flag == "-dM" else []) + ["-x", "c", "-"]
        result = subprocess.run(command, input=includes, capture_output=True, text=True)
        if result.returncode != 0:
            raise GenerationError("%s could not read the system headers:\n%s" % (compiler, result.stderr))
        outputs.append(result.stdout)
    return set(WORD.findall("\n".join(outputs)))


def short_name_candidates(taken):
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    for length in range(1, 4):
        for combination in itertools.product(letters, repeat=length):
            name = "".join(combination)
            if name not in taken:
                yield name


def shorten_names(text, compiler):
    """The text with every identifier of the project replaced by one of one to three letters, the
    most frequent first: the same bijection everywhere, so scopes and meaning stay as they were.
    System names, keywords, names starting with '__', the words inside __attribute__((...)) and
    the lines #include and #if are left alone. Returns the text and the map (short -> long)."""
    keep = system_names(text, compiler) | C_KEYWORDS | set(KNOWN_MACROS)
    counts = {}
    fixed_lines = []
    for line in text.split("\n"):
        if line.startswith(("#include", "#if", "#elif", "#pragma", "/*", " *")):
            keep.update(WORD.findall(line))
    for match in re.finditer(r"__attribute__\s*\(\((.*?)\)\)", text):
        keep.update(WORD.findall(match.group(1)))
    for match in LITERAL_OR_WORD.finditer(text):
        word = match.group()
        if word[0].isalpha() or word[0] == "_":
            if word not in keep and word[0] != "_":
                counts[word] = counts.get(word, 0) + 1
    everything = set(WORD.findall(text))
    taken = keep | everything
    candidates = short_name_candidates(taken)
    mapping = {}
    for word in sorted(counts, key=lambda w: (-counts[w] * (len(w) - 1), w)):
        mapping[word] = next(candidates)

    # the system's integer types, bool and FILE, named often, get a short typedef after the
    # includes: the same types, fewer bytes
    code_words = {}
    for line in text.split("\n"):
        if not line.startswith(("#include", "#if", "#elif", "#pragma", "/*", " *")):
            for match in LITERAL_OR_WORD.finditer(line):
                code_words[match.group()] = code_words.get(match.group(), 0) + 1
    aliases = []
    for type_name in ALIASED_TYPES:
        uses = code_words.get(type_name, 0)
        if uses * (len(type_name) - 2) > len("typedef %s xx;" % type_name):
            short = next(candidates)
            mapping[type_name] = short
            aliases.append("typedef %s %s;" % (type_name, short))

    def replace(match):
        word = match.group()
        return mapping.get(word, word)

    out = []
    for line in text.split("\n"):
        if line.startswith(("#include", "#if", "#elif", "#pragma", "/*", " *")):
            out.append(line)
        elif line.startswith("#"):  # the directive's keyword stays
            keyword = re.match(r"#\s*\w*", line).group()
            out.append(keyword + LITERAL_OR_WORD.sub(replace, line[len(keyword) :]))
        else:
            out.append(LITERAL_OR_WORD.sub(replace, line))
    lines = out
    after_includes = next(k for k, line in enumerate(lines) if line.startswith("#include <"))
    while lines[after_includes].startswith("#include <"):
        after_includes += 1
    lines[after_includes:after_includes] = aliases
    return "\n".join(lines), {short: word for word, short in mapping.items()}


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


USAGE = "usage: amalgamate.py [--max-bytes=N] [--root=DIR] [--long-names] [--names=FILE] --judge=NAME OUTPUT\n"


def main(arguments):
    max_bytes = 50000
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    judge = output = names_file = None
    long_names = False
    for argument in arguments:
        if argument.startswith("--max-bytes="):
            max_bytes = int(argument.split("=", 1)[1])
        elif argument.startswith("--root="):
            root = argument.split("=", 1)[1]
        elif argument.startswith("--judge="):
            judge = argument.split("=", 1)[1]
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
        text = Amalgamation(root, judge).write()
        names = {}
        if not long_names:
            text, names = shorten_names(text, os.environ.get("CC") or "cc")
        size = len(text.encode())
        if size > max_bytes:
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
    if names_file:
        with open(names_file, "w", encoding="utf-8") as f:
            f.writelines("%s %s\n" % (short, names[short]) for short in sorted(names))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
