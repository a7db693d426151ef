"""conftest.py: what the tests of libdlx share: the repository's root (for its bundled puzzles)."""
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture
def root():
    return ROOT


def repository_file(*parts):
    return os.path.join(ROOT, *parts)
