# Type stubs of libdlx.sudoku (the docstrings are in sudoku.py).
from typing import Any, Dict, Iterable, List, NamedTuple, Optional, Sequence, Tuple, Union

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
    steps: List[Dict[str, Any]]  # keys: technique, text, cell, symbol, eliminations, removed, cells, units, symbols

class Unit(NamedTuple):
    kind: str
    name: str
    cells: List[int]

class Cage(NamedTuple):
    sum: int
    cells: List[int]

class Shape(NamedTuple):
    line: int
    side: int
    box_rows: int
    box_columns: int
    header: str
    symbols: List[str]
    spaced: bool
    empty: str
    variants: List[str]
    regions: Optional[List[int]]
    units: List[Unit]
    pairs: List[Tuple[int, int]]
    neighbour_pairs: List[Tuple[int, int]]
    cages: List[Cage]
    givens: List[int]
    candidates: List[List[int]]
    def text(self, values: Iterable[int]) -> str: ...

class Hint(NamedTuple):
    outcome: str
    text: str
    step: Optional[Dict[str, Any]]
    level: Optional[str]
    unique: Optional[bool]
    cells: List[Tuple[int, int]]
    more_cells: bool
    unit: Optional[int]
    unsupported: Optional[str]
    nodes: int

def counts(text: Text, limit: int = ..., *, node_limit: int = ..., size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> List[Answer]: ...
def count(text: Text, limit: int = ..., *, node_limit: int = ..., size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> Count: ...
def solve_all(text: Text, *, node_limit: int = ..., size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> List[Answer]: ...
def solve(text: Text, *, node_limit: int = ..., size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> Optional[str]: ...
def generate(count: int = ..., seed: Optional[int] = ..., size: Union[int, str, None] = ..., symmetry: str = ..., minimal: bool = ..., variant: Variant = ..., *, givens: Union[int, Tuple[int, int], None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., first_index: int = ..., killer: bool = ...) -> List[Puzzle]: ...
def rate(text: Text, *, size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> Rating: ...
def shape(text: Text, *, size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> Shape: ...
def text(shape: Shape, values: Iterable[int]) -> str: ...
def hint(text: Text, *, marks: Optional[Sequence[Iterable[int]]] = ..., node_limit: int = ..., size: Union[int, str, None] = ..., boxes: Optional[str] = ..., symbols: Optional[str] = ..., variant: Variant = ..., name: Optional[str] = ...) -> Hint: ...
