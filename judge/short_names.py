"""short_names.py: the judges' generator's last step (amalgamate.py): every identifier of the
project renamed to one of one to three letters, the most frequent first, and the system's integer
types, bool and FILE given short typedefs, the keywords named often short macros. The same
bijection applies everywhere, so scopes and meaning stay as they were; what the system headers
name is never renamed nor used as a new name. With the full names the SUDOGOB file would be about
twice SPOJ's limit."""
import itertools
import re
import subprocess

from c_items import KNOWN_MACROS, GenerationError

# ---- short names ----

C_KEYWORDS = set(
    """auto break case char const continue default do double else enum extern float for goto if
    inline int long register restrict return short signed sizeof static struct switch typedef union
    unsigned void volatile while _Bool _Complex _Imaginary _Atomic _Alignas _Alignof _Noreturn
    _Static_assert _Thread_local defined main asm typeof
    bool true false nullptr constexpr static_assert alignas alignof thread_local typeof_unqual
    _BitInt _Decimal32 _Decimal64 _Decimal128""".split()  # C23's too: a newer compiler may run it
)
LIBC_HEADERS = (
    "assert complex ctype errno fenv float inttypes limits locale math setjmp signal stdarg stddef "
    "stdint stdio stdlib string strings tgmath time unistd wchar wctype"
).split()
ALIASED_TYPES = (
    "uint8_t uint16_t uint32_t uint64_t int8_t int16_t int32_t int64_t size_t bool FILE".split()
)
# Keywords and the constants of stdbool.h that a short object-like macro may stand for: the
# preprocessor puts each back before the compiler reads a token, so meaning is unchanged.
MACRO_WORDS = (
    "return const static sizeof typedef struct void char break case continue else while for "
    "switch default inline enum double false true NULL".split()
)
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
LITERAL_OR_WORD = re.compile(  # a word outside string and character literals, or a number
    r"""(?:[LuU]|u8)?"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'"""
    r"""|[A-Za-z_][A-Za-z0-9_]*|\.?[0-9][0-9A-Za-z_.]*"""
)


def system_names(text, compiler):
    """Every identifier that the system headers included by text declare or define, as this
    compiler's preprocessor writes them out: names that are never shortened."""
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
            raise GenerationError(
                "%s could not read the system headers:\n%s" % (compiler, result.stderr)
            )
        outputs.append(result.stdout)
    return set(WORD.findall("\n".join(outputs)))


def unsigned_before_a_type(match):
    """Whether the word unsigned that match found is followed by char, short, int or long."""
    return re.match(r"\s*(char|short|int|long)\b", match.string[match.end() :]) is not None


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
    code = "\n".join(line for line in text.split("\n") if not line.startswith(("/*", " *")))
    for line in code.split("\n"):
        if line.startswith(("#include", "#if", "#elif", "#pragma")):
            keep.update(WORD.findall(line))
    for match in re.finditer(r"__attribute__\s*\(\((.*?)\)\)", text):
        keep.update(WORD.findall(match.group(1)))
    for match in LITERAL_OR_WORD.finditer(code):
        word = match.group()
        if word[0].isalpha() or word[0] == "_":
            if word not in keep and word[0] != "_":
                counts[word] = counts.get(word, 0) + 1
    # the system's integer types, bool, FILE and unsigned alone (not before char, short, int or
    # long), named often, get a short typedef after the includes: the same types, fewer bytes
    for line in code.split("\n"):
        if not line.startswith(("#include", "#if", "#elif", "#pragma")):
            for match in LITERAL_OR_WORD.finditer(line):
                word = match.group()
                if word in ALIASED_TYPES or word == "unsigned" and not unsigned_before_a_type(match):
                    counts[word] = counts.get(word, 0) + 1
                elif word in MACRO_WORDS:
                    counts[word] = counts.get(word, 0) + 1
    for word in ALIASED_TYPES + ["unsigned"]:
        if counts.get(word, 0) * (len(word) - 2) <= len("typedef %s xx;" % word):
            counts.pop(word, None)
    for word in MACRO_WORDS:  # a macro pays when its uses save more than its line costs
        if counts.get(word, 0) * (len(word) - 2) <= len("#define xx %s\n" % word):
            counts.pop(word, None)
    everything = set(WORD.findall(code))
    taken = keep | everything
    candidates = short_name_candidates(taken)
    mapping, aliases, macros = {}, [], []
    for word in sorted(counts, key=lambda w: (-counts[w], w)):  # the most used, the shortest
        mapping[word] = next(candidates)
        if word in ALIASED_TYPES or word == "unsigned":
            aliases.append("typedef %s %s;" % (word, mapping[word]))
        elif word in MACRO_WORDS:
            macros.append("#define %s %s" % (mapping[word], word))

    def replace(match):
        word = match.group()
        if word == "unsigned" and unsigned_before_a_type(match):
            return word
        return mapping.get(word, word)

    out = []
    for line in text.split("\n"):
        if line.startswith(("#include", "#if", "#elif", "#pragma", "/*", " *")):
            out.append(line)
        elif re.match(r"#\s*define\s+(%s)\b" % "|".join(MACRO_WORDS), line):
            out.append(line)  # a macro of a word (inline for C90) keeps its name
        elif line.startswith("#"):  # the directive's keyword stays
            keyword = re.match(r"#\s*\w*", line).group()
            out.append(keyword + LITERAL_OR_WORD.sub(replace, line[len(keyword) :]))
        else:
            out.append(LITERAL_OR_WORD.sub(replace, line))
    lines = out
    after_includes = next(k for k, line in enumerate(lines) if line.startswith("#include <"))
    while lines[after_includes].startswith("#include <"):
        after_includes += 1
    lines[after_includes:after_includes] = macros + aliases
    return "\n".join(lines), {short: word for word, short in mapping.items()}

