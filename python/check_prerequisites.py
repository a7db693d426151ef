"""check_prerequisites.py: whether Debian's Python can build and test libdlx here: exits 0 when
it can, else 1 after saying (on stderr) which Debian package is missing. --build checks only what
building needs. Used by the Makefile (python, python-tests, test-deps)."""
import importlib.util
import os
import sys
import sysconfig

needed = {
    "python3-dev": os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")),
    "python3-venv": importlib.util.find_spec("ensurepip") is not None,
    "python3-setuptools": importlib.util.find_spec("setuptools") is not None,
    "python3-wheel": importlib.util.find_spec("wheel") is not None,
}
if "--build" not in sys.argv:
    needed["python3-pytest"] = importlib.util.find_spec("pytest") is not None
    needed["python3-hypothesis"] = importlib.util.find_spec("hypothesis") is not None
missing = [package for package, present in needed.items() if not present]
if missing:
    print(
        "python-tests: skipped: %s missing (make test-deps installs them)" % " ".join(missing),
        file=sys.stderr,
    )
    sys.exit(1)
