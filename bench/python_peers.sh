#!/usr/bin/env bash
# python_peers.sh: builds the Python peers of bench section python outside the project, into
# DIR/python: a venv of Debian's python3 that sees the system's numpy and numba
# (--system-site-packages), with
#   xcover       (github johnrudge/xcover, LGPL-3: pure Python compiled by numba), installed with
#                pip --no-index --no-build-isolation --no-deps from its sources;
#   exact_cover  (github jwg4/exact_cover, GPL-3: a C extension over numpy arrays), whose
#                poetry-core backend Debian lacks, so its extension is compiled with setuptools
#                from the sources and the list in its own build.py, and its package put beside it.
# Usage: bash bench/python_peers.sh DIR XCOVER_GIT_DIR EXACT_COVER_GIT_DIR
# (the git directories from the fetch tool, or clones; '-' skips one). Installs python3-numba and
# python3-numpy with apt-get when missing. Prints one line per peer: built, or why not.
set -uo pipefail
if [ $# -ne 3 ]; then
  echo "usage: bash bench/python_peers.sh DIR XCOVER_GIT_DIR EXACT_COVER_GIT_DIR" >&2
  exit 2
fi
python=${PYTHON:-/usr/bin/python3}
dir=$(mkdir -p "$1/python" && cd "$1/python" && pwd)
xcover_git=$2
exact_cover_git=$3

if ! "$python" -c 'import numpy, numba' 2> /dev/null; then
  sudo=
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get install -y -qq --no-install-recommends python3-numpy python3-numba > /dev/null ||
    echo "python_peers: could not install python3-numba and python3-numpy"
fi
[ -x "$dir/venv/bin/python" ] || "$python" -m venv --system-site-packages "$dir/venv" || exit 1

if [ "$xcover_git" != - ]; then
  rm -rf "$dir/xcover" && mkdir -p "$dir/xcover"
  if git --git-dir="$xcover_git" archive HEAD | tar -x -C "$dir/xcover" &&
    "$dir/venv/bin/pip" install --quiet --no-index --no-build-isolation --no-deps "$dir/xcover" \
      > "$dir/xcover.log" 2>&1 &&
    "$dir/venv/bin/python" -c 'import xcover' >> "$dir/xcover.log" 2>&1; then
    echo "xcover: built ($(git --git-dir="$xcover_git" log -1 --format=%h))"
  else
    echo "xcover: not built: $(tail -1 "$dir/xcover.log")"
  fi
fi

if [ "$exact_cover_git" != - ]; then
  rm -rf "$dir/exact_cover" && mkdir -p "$dir/exact_cover"
  # Only what the build needs: the mirrors may lack the blobs of its large test files.
  if git --git-dir="$exact_cover_git" archive HEAD build.py exact_cover src LICENSE |
    tar -x -C "$dir/exact_cover" &&
    (cd "$dir/exact_cover" && "$dir/venv/bin/python" -c '
import build, setuptools
settings = {}
build.build(settings)
setuptools.setup(name="exact_cover", version="0", script_args=["build_ext", "--inplace"], **settings)
') > "$dir/exact_cover.log" 2>&1 &&
    (cd "$dir/exact_cover" && "$dir/venv/bin/python" -c 'import exact_cover') \
      >> "$dir/exact_cover.log" 2>&1; then
    echo "exact_cover: built ($(git --git-dir="$exact_cover_git" log -1 --format=%h))"
  else
    echo "exact_cover: not built: $(grep -m1 -i 'error' "$dir/exact_cover.log" || tail -1 "$dir/exact_cover.log")"
  fi
fi
