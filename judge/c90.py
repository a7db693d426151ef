"""c90.py: what the judges' generator (amalgamate.py) changes so that its files compile as C90
too, as a judge that compiles C with gcc -ansi (UVa's documented flags) does. The sources are C11;
gcc in C90 mode takes most of what they use as extensions (mixed declarations and code, long long,
designated initializers, _Bool), but not two things:

- a declaration in the first clause of a for loop: `for (T k = a; ...) BODY` becomes
  `{T k; for (k = a; ...) BODY}`, the same loop with k's scope ended as it was;
- the keyword inline: INLINE_FOR_C90, written after the system headers, defines it as gcc's
  __inline__ when the compiler is in C90 mode (where inline is no keyword, so no macro hides one).
"""
from c_items import GenerationError, is_word

INLINE_FOR_C90 = [
    "#if !defined(__STDC_VERSION__)||__STDC_VERSION__<199901L",
    "#define inline __inline__",
    "#endif",
]


def matching(tokens, start):
    """The index of the bracket closing the one at start."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    opening, closing, depth = tokens[start], pairs[tokens[start]], 0
    for k in range(start, len(tokens)):
        if tokens[k] == opening:
            depth += 1
        elif tokens[k] == closing:
            depth -= 1
            if depth == 0:
                return k
    raise GenerationError("unbalanced '%s'" % opening)


def statement_end(tokens, start):
    """The index just after the statement that starts at tokens[start]."""
    token = tokens[start]
    if token == "{":
        return matching(tokens, start) + 1
    if token in ("for", "while", "switch"):
        return statement_end(tokens, matching(tokens, start + 1) + 1)
    if token == "if":
        end = statement_end(tokens, matching(tokens, start + 1) + 1)
        if end < len(tokens) and tokens[end] == "else":
            end = statement_end(tokens, end + 1)
        return end
    if token == "do":
        end = statement_end(tokens, start + 1)  # then: while ( ... ) ;
        return matching(tokens, end + 1) + 2
    k = start
    while tokens[k] != ";":
        k = matching(tokens, k) if tokens[k] in "([{" else k
        k += 1
    return k + 1


def split_at_commas(tokens):
    parts, part, depth = [], [], 0
    for token in tokens:
        if token in "([{":
            depth += 1
        elif token in ")]}":
            depth -= 1
        if token == "," and depth == 0:
            parts.append(part)
            part = []
        else:
            part.append(token)
    parts.append(part)
    return parts


def hoisted_loop(init):
    """For the first clause of a for loop that declares its variables, the declaration and the
    clause of assignments that replace it; None for a clause that declares nothing."""
    if len(init) < 2 or not is_word(init[0]) or init[0][0].isdigit():
        return None
    if not (is_word(init[1]) or init[1] == "*"):
        return None
    declarators = split_at_commas(init)
    first = declarators[0]
    equals = first.index("=") if "=" in first else len(first)
    name_at = equals - 1
    type_end = name_at
    while type_end > 0 and first[type_end - 1] == "*":
        type_end -= 1
    type_tokens = first[:type_end]
    declarators[0] = first[type_end:]
    declaration, assignments = list(type_tokens), []
    for k, declarator in enumerate(declarators):
        equals = declarator.index("=") if "=" in declarator else len(declarator)
        if "const" in declarator[:equals]:
            raise GenerationError("a for loop declares a const pointer: %s" % " ".join(init))
        declaration += ([","] if k else []) + declarator[:equals]
        name = declarator[equals - 1]
        if equals < len(declarator):
            assignments += ([","] if assignments else []) + [name] + declarator[equals:]
    return declaration + [";"], assignments


def hoist_for_declarations(tokens):
    """The tokens of a function with each for loop's declaration moved before the loop, in a
    block of its own."""
    tokens = list(tokens)
    k = 0
    while k < len(tokens):
        if tokens[k] == "for" and tokens[k + 1 : k + 2] == ["("]:
            close = matching(tokens, k + 1)
            first_semicolon = k + 2
            while tokens[first_semicolon] != ";":
                if tokens[first_semicolon] in "([{":
                    first_semicolon = matching(tokens, first_semicolon)
                first_semicolon += 1
            hoisted = hoisted_loop(tokens[k + 2 : first_semicolon])
            if hoisted:
                declaration, assignments = hoisted
                end = statement_end(tokens, close + 1)
                tokens[end:end] = ["}"]
                tokens[k + 2 : first_semicolon] = assignments
                start = k  # a #pragma for the loop (GCC unroll) stays just before it
                while start > 0 and tokens[start - 1].startswith("#pragma"):
                    start -= 1
                tokens[start:start] = ["{"] + declaration
                k += 1 + len(declaration)
        k += 1
    return tokens
