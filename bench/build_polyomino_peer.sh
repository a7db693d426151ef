#!/usr/bin/env bash
# build_polyomino_peer.sh: builds the Python package polyomino (github jwg4/polyomino, MIT), the
# peer of bench/polyform.sh, outside the project, into TARGET:
#   TARGET/site/exact_cover        its engine (github jwg4/exact_cover, GPL-2: a C extension over
#                                  numpy arrays), whose poetry-core backend Debian lacks: its
#                                  extension is compiled with setuptools from the sources and the
#                                  list in its own build.py, against Debian's python3-numpy;
#   TARGET/site/polyomino          the package itself, pure Python, copied;
#   TARGET/site/pretty_poly        a stub: polyomino imports pretty-poly (not packaged by Debian)
#                                  only to draw boards and solutions, which the benchmark never does;
#                                  every function of the stub raises.
# bench/polyomino_driver.py then runs with PYTHONPATH=TARGET/site and /usr/bin/python3.
# Usage: bash bench/build_polyomino_peer.sh POLYOMINO_SRC EXACT_COVER_SRC TARGET
# Each source is a work tree (a clone) or a git directory (a mirror: its HEAD is read; only the
# files the build needs, as the mirrors may lack the blobs of large test files). Installs
# python3-dev and python3-numpy with apt-get when missing. Prints "built" or why not; status 1 then.
set -uo pipefail
if [ $# -ne 3 ]; then
  echo "usage: bash bench/build_polyomino_peer.sh POLYOMINO_SRC EXACT_COVER_SRC TARGET" >&2
  exit 2
fi
python=${PYTHON:-/usr/bin/python3}
polyomino_src=$1
exact_cover_src=$2
target=$(mkdir -p "$3" && cd "$3" && pwd)
log=$target/build.log
: > "$log"

if ! "$python" -c 'import numpy, setuptools, sysconfig, os; assert os.path.exists(sysconfig.get_paths()["include"] + "/Python.h")' 2> /dev/null; then
  sudo=
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get install -y -qq --no-install-recommends python3-dev python3-numpy python3-setuptools \
    >> "$log" 2>&1 || echo "build_polyomino_peer: could not install python3-dev and python3-numpy"
fi

# copy SRC DEST PATH...: the PATHs of a work tree or of a git directory's HEAD into DEST.
copy() {
  local src=$1 dest=$2
  shift 2
  mkdir -p "$dest"
  if [ -d "$src/objects" ] && git --git-dir="$src" rev-parse -q --verify HEAD > /dev/null 2>&1; then
    git --git-dir="$src" archive HEAD "$@" | tar -x -C "$dest"
  else
    (cd "$src" && tar -c "$@") | tar -x -C "$dest"
  fi
}
revision() {
  if [ -d "$1/objects" ]; then git --git-dir="$1" log -1 --format=%h; else git -C "$1" log -1 --format=%h; fi 2> /dev/null
}
not_built() {
  echo "polyomino: not built: $1 (see $log)"
  exit 1
}

rm -rf "$target/site" "$target/exact_cover_build"
mkdir -p "$target/site"
copy "$exact_cover_src" "$target/exact_cover_build" build.py exact_cover src >> "$log" 2>&1 ||
  not_built "exact_cover's build.py, exact_cover/ or src/ missing in $exact_cover_src"
(cd "$target/exact_cover_build" && "$python" -c '
import build, setuptools
settings = {}
build.build(settings)
setuptools.setup(name="exact_cover", version="0", script_args=["build_ext", "--inplace"], **settings)
') >> "$log" 2>&1 || not_built "exact_cover's extension did not compile: $(grep -m1 -i error "$log")"
cp -r "$target/exact_cover_build/exact_cover" "$target/exact_cover_build"/exact_cover_impl*.so \
  "$target/site/" || not_built "exact_cover_impl was not built"
copy "$polyomino_src" "$target/site" polyomino >> "$log" 2>&1 ||
  not_built "polyomino/ missing in $polyomino_src"

mkdir -p "$target/site/pretty_poly"
cat > "$target/site/pretty_poly/__init__.py" << 'PYTHON'
"""A stub of pretty-poly for the benchmark: polyomino imports it to draw, never to solve."""


def _not_here(*args, **kwargs):
    raise NotImplementedError("pretty_poly is a stub here: drawing is not available")


make_ascii = _not_here
PYTHON
printf 'from . import _not_here\n\nmake_colored_blocks = make_lines = _not_here\n' \
  > "$target/site/pretty_poly/image.py"
printf 'from . import _not_here\n\n_make_png_writer = _not_here\n' > "$target/site/pretty_poly/png.py"

if PYTHONPATH=$target/site "$python" -c '
import polyomino, exact_cover
from polyomino.board import Rectangle
from polyomino.constant import DOMINO
problem = Rectangle(2, 4).tile_with_many(DOMINO)
problem.make_problem()
assert exact_cover.get_solution_count(problem.array) == 5
' >> "$log" 2>&1; then
  echo "polyomino: built ($(revision "$polyomino_src"), exact_cover $(revision "$exact_cover_src")) in $target/site"
else
  not_built "the smoke test failed: $(tail -1 "$log")"
fi
