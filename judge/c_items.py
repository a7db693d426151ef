"""c_items.py: reads a C source as the judges' generator (amalgamate.py) needs it: comments out,
the conditionals on the macros it knows decided, and the rest cut into top-level items
(directives, function definitions, prototypes, variables, types), each a list of tokens that
join_tokens writes back with only the spaces C needs."""
import os
import re

class GenerationError(Exception):
    """A source the generator cannot make a correct single file from; the message says why."""


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
)


def needs_space(previous, token):
    """Whether C needs a space between two tokens written one after the other."""
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
        opens_body = tokens[k + 2 : k + 3] == ["{"]
        if token in ("struct", "union", "enum") and is_word(tokens[k + 1]) and opens_body:
            names.append("struct " + tokens[k + 1])  # the tags' name space
    if "enum" in tokens and "{" in tokens:
        depth = 0
        for k, token in enumerate(tokens):
            if token in "({[":
                depth += 1
            elif token in ")}]":
                depth -= 1
            elif depth == 1 and is_word(token) and not token[0].isdigit() and tokens[k - 1] in "{,":
                names.append(token)
    if tokens[0] == "typedef":
        if tokens[-2] == ")":  # typedef R (*name)(...);
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
    def __init__(self, path, root, change=None):
        self.path = path
        self.relative = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if change:
            text = change(text, self.relative)
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
                    raise GenerationError(
                        "%s: #include %s: no such file" % (self.relative, spelled)
                    )


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

