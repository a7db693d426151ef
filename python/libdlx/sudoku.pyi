# Type stubs of libdlx.sudoku (the docstrings are in sudoku.py).
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import Count

Text = Union[str, bytes]
Variant = Union[str, Sequence[str], None]

class Answer:
    line: int
    count: Count
    solution: Optional[str]
    illegal: bool

class Puzzle(str):
    solution: str
    givens: int
    minimal: bool

class Rating:
    outcome: str
    level: Optional[str]
    hardest: Optional[str]
    unique: bool
    line: str
    steps: List[Dict[str, Any]]

def counts(text: Text, limit: int = ..., *, node_limit: int = ..., size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> List[Answer]: ...
def count(text: Text, limit: int = ..., *, node_limit: int = ..., size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> Count: ...
def solve_all(text: Text, *, node_limit: int = ..., size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> List[Answer]: ...
def solve(text: Text, *, node_limit: int = ..., size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> Optional[str]: ...
def generate(count: int = ..., seed: Optional[int] = ..., size: Union[int, str, None] = ..., symmetry: str = ..., minimal: bool = ..., variant: Variant = ..., *, givens: Union[int, Tuple[int, int], None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., first_index: int = ...) -> List[Puzzle]: ...
def rate(text: Text, *, size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> Rating: ...
