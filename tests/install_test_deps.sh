#!/usr/bin/env bash
# install_test_deps.sh: installs from Debian what the tests need and this machine lacks, without
# recommended packages, saying on one line which packages it asks for (apt adds what they depend
# on: the count of packages newly installed follows); then playwright-core into web/node_modules
# (npm ci: exactly the version of web/package-lock.json). apt waits for its lock, in case another
# install holds it.
#   tests/install_test_deps.sh          what make check needs (make test-deps):
#     check, pkg-config           the unit suites
#     groff-base, man-db          the manual pages (absent from Debian's Docker images)
#     parallel                    the test of a count spread over parts (GNU parallel)
#     python3, python3-z3         the killer sudoku oracle; python3-networkx: the min-cost tests
#     clang                       the judges' files compiled as the judges do
#     python3-dev -venv -setuptools -wheel -pytest -hypothesis   the Python package and its tests
#     emscripten, chromium, npm   the WebAssembly build, the page's test, playwright-core
#     abigail-tools               the shared library's ABI against its baseline (abidiff)
#   tests/install_test_deps.sh --full   also what make check-full adds (make test-deps-full):
#     valgrind, and libFuzzer's runtime (libclang-rt-N-dev, N clang's major version)
# Environment: PYTHON (default /usr/bin/python3).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
python=${PYTHON:-/usr/bin/python3}
full=0
[ "${1:-}" = --full ] && full=1

missing=()
has() { command -v "$1" > /dev/null 2>&1; }
{ has pkg-config && pkg-config --exists check; } || missing+=(check pkg-config)
has groff || missing+=(groff-base)
has man || missing+=(man-db)
has parallel || missing+=(parallel)
[ -x /usr/bin/python3 ] || missing+=(python3)
has clang || missing+=(clang)
/usr/bin/python3 -c 'import z3' 2> /dev/null || missing+=(python3-z3)
/usr/bin/python3 -c 'import networkx' 2> /dev/null || missing+=(python3-networkx)
# Dask's local cluster, on which python/tests/test_parts.py counts parts
/usr/bin/python3 -c 'import distributed' 2> /dev/null || missing+=(python3-distributed)
if ! "$python" python/check_prerequisites.py 2> /dev/null; then
  missing+=(python3-dev python3-venv python3-setuptools python3-wheel python3-pytest
    python3-hypothesis)
fi
has emcc || missing+=(emscripten)
has abidiff || missing+=(abigail-tools)
[ -x /usr/bin/chromium ] || missing+=(chromium)
{ [ -d web/node_modules/playwright-core ] && [ -d web/node_modules/axe-core ]; } || has npm || missing+=(npm)
fuzzer_runtime_missing=0
if [ $full = 1 ]; then
  has valgrind || missing+=(valgrind)
  ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a > /dev/null 2>&1 ||
    fuzzer_runtime_missing=1
fi

sudo=
[ "$(id -u)" = 0 ] || sudo=sudo
apt() { $sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 "$@"; }
if [ ${#missing[@]} -gt 0 ] || [ $fuzzer_runtime_missing = 1 ]; then
  log=$(mktemp)
  trap 'rm -f "$log"' EXIT
  apt update -qq > "$log" 2>&1 || { cat "$log"; exit 1; }
  if [ $fuzzer_runtime_missing = 1 ]; then
    # The runtime of the clang that is (or will be) installed: clang depends on clang-N.
    major=$(clang --version 2> /dev/null | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -1)
    [ -n "$major" ] ||
      major=$(apt-cache depends clang 2> /dev/null | sed -n 's/.*Depends: clang-\([0-9]*\)$/\1/p' | head -1)
    missing+=("libclang-rt-${major:-14}-dev")
  fi
  echo "test-deps: installing from Debian (without recommended packages): ${missing[*]}"
  before=$(dpkg-query -f '${db:Status-Abbrev}\n' -W 2> /dev/null | grep -c '^ii')
  if ! apt install -y -qq --no-install-recommends "${missing[@]}" > "$log" 2>&1; then
    tail -20 "$log"
    echo "test-deps: apt-get install failed"
    exit 1
  fi
  after=$(dpkg-query -f '${db:Status-Abbrev}\n' -W 2> /dev/null | grep -c '^ii')
  echo "test-deps: $((after - before)) Debian packages newly installed (those and what they depend on)"
else
  echo "test-deps: every Debian package the tests need is installed"
fi
if [ ! -d web/node_modules/playwright-core ] || [ ! -d web/node_modules/axe-core ]; then
  echo "test-deps: installing playwright-core and axe-core into web/node_modules (npm ci, web/package-lock.json)"
  (cd web && npm ci --no-audit --no-fund --loglevel=error) || exit 1
fi
