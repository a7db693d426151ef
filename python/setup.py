"""setup.py: the C extension libdlx._core, compiled from the engine (../dlx), the sudoku front
end (../sudoku) and the polyform library (../polyform) of this repository with the extension's own
files (libdlx/_*.c), for the limited API of Python 3.8 and later, with the version of the C
library (DLX_VERSION of ../dlx/dlx.h). pyproject.toml holds the rest of the metadata."""
import glob
import os
import re

from setuptools import Extension, setup

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def relative(paths):
    return sorted(os.path.relpath(path, HERE) for path in paths)


sources = relative(glob.glob(os.path.join(HERE, "libdlx", "_*.c")))
sources += relative(glob.glob(os.path.join(ROOT, "dlx", "*.c")))
sources += relative(glob.glob(os.path.join(ROOT, "sudoku", "*.c")))
sources += relative(glob.glob(os.path.join(ROOT, "polyform", "*.c")))
if not any(path.endswith("links.c") for path in sources):
    raise SystemExit("setup.py: ../dlx/*.c not found: build libdlx from the repository's python/ folder")


def library_version():
    """DLX_VERSION of ../dlx/dlx.h: the package has the version of the library it is built from."""
    with open(os.path.join(ROOT, "dlx", "dlx.h"), encoding="utf-8") as header:
        found = re.search(r'^#define DLX_VERSION "([0-9]+\.[0-9]+\.[0-9]+)"$', header.read(), re.M)
    if not found:
        raise SystemExit("setup.py: no DLX_VERSION in ../dlx/dlx.h")
    return found.group(1)


core = Extension(
    "libdlx._core",
    sources=sources,
    include_dirs=[os.path.relpath(ROOT, HERE)],
    # The POSIX functions the sources use (fmemopen, open_memstream, getline, sigaction), declared
    # for every source here, as the Makefile declares them: without it -std=c11 hid them, gcc took
    # them for functions returning int, and cut the FILE * of fmemopen to 32 bits, which crashed
    # libdlx.sudoku from any thread but the main one (whose heap happens to lie low). An
    # undeclared function is an error now.
    define_macros=[("Py_LIMITED_API", "0x03080000"), ("_POSIX_C_SOURCE", "200809L")],
    # After Python's own flags, so these win: the engine compiled as the Makefile compiles it for
    # the commands (Debian's gcc adds no stack protector by default). Debian's Python adds
    # -fstack-protector-strong, which made the search about 2% slower than `dlx -c` (langford 12).
    extra_compile_args=["-std=c11", "-fvisibility=hidden", "-pthread", "-O2", "-fno-stack-protector",
                        "-Werror=implicit-function-declaration"],
    extra_link_args=["-pthread"],
    py_limited_api=True,
)

setup(version=library_version(), ext_modules=[core])
