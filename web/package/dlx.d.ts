// dlx.d.ts: the TypeScript declarations of the package (dlx.js, polyform.js): exact cover with
// dancing links, the sudoku front end and packing puzzles, compiled to WebAssembly.

/** How a search ended: complete, or cut short (then count is a lower bound). */
export interface CountAnswer {
  count: bigint;
  complete: boolean;
  /** null when complete; else 'solution limit', 'node limit', 'timeout' or 'request'. */
  stoppedBy: string | null;
  nodes: bigint;
  /** count(): what ran, in the engine's words ("links", "links, trial", "memo", "bitset",
   * "links, symmetry", ...). */
  plan?: string;
}

/** The cheapest solutions found: proven the k cheapest when complete, else the best found before
 * the node limit (stoppedBy 'node limit'). */
export interface CheapestAnswer {
  solutions: { cost: bigint; options: number[] }[];
  complete: boolean;
  stoppedBy: string | null;
  nodes: bigint;
  /** What ran, in the engine's words ("links, costs"). */
  plan: string;
}

export interface Progress {
  solutions: number;
  nodes: number;
  fractionDone: number;
}

export interface CountOptions {
  /** Stop at this many solutions (0 or absent: no limit). */
  limit?: number;
  /** Stop after this many search nodes. */
  maxNodes?: number;
  /** Stop after this many seconds (a positive number; absent: no deadline). */
  timeout?: number;
  onProgress?: (progress: Progress) => void;
  /** Nodes between two progress reports (default 65,536). */
  progressInterval?: number;
  /**
   * 'auto' (the default): a count without limit may use the problem's symmetries once its search
   * has run a moment (permutations of the items and options that keep the problem as it is, each
   * checked; one option of each class of an item searched, its count multiplied); true: at once;
   * false: never. The count is the same.
   */
  symmetry?: 'auto' | boolean;
  /**
   * 'auto' (the default): a count without limit may use the memo once its search has run a moment
   * (the number of solutions of every residual problem kept and reused when it comes again: tilings
   * of a board counted in milliseconds, exactly past 2^64), where a short trial says it pays;
   * true: at once; false: never. The count is the same.
   */
  memo?: 'auto' | boolean;
  /**
   * true: branch by weights, as `dlx --weighted` does (an item gains weight each time it ends a
   * node with no option left; until two solutions are found the search branches on the item with
   * the fewest options per unit of weight): fewer nodes where the same items keep failing (hard
   * sudoku), more where the fewest options find solutions at once. The count is the same; runs
   * the bitset search without the memo (memo: true is refused with it). Default false.
   */
  weighted?: boolean;
}

/** An item: its name, or its number (primary items first, from 0). */
export type Item = string | number;
/** An option's entry: an item, "name:color", or [item, color] for a secondary item. */
export type Entry = Item | [Item, string | null];

export class Problem {
  /** Items as lists of names or as counts (then named i0, i1, ... over the primary items, then
   * the secondary ones: new Problem(3, 2) has i0 to i2, then i3 and i4). */
  constructor(primary: number | bigint | Iterable<string>, secondary?: number | bigint | Iterable<string>);
  /** Reads Knuth's DLX1/DLX2/DLX3 format (and DLX5's option costs, |n); throws an Error naming line, column and problem. */
  static fromKnuth(text: string): Problem;
  readonly primaryCount: number;
  readonly secondaryCount: number;
  readonly optionCount: number;
  /** The item names, primary then secondary. */
  readonly items: string[];
  /** The status of the last listing by solutions(), once it ended. */
  lastStatus?: CountAnswer;
  /** Adds an option, with its cost for solveCheapest (0 to 2^32 - 1, default 0); returns its id
   * (0, 1, ...). */
  addOption(items: Iterable<Entry>, options?: { cost?: number }): number;
  /** The cost of option id (0 unless set). */
  optionCost(id: number): number;
  /** The k cheapest solutions (Knuth's DLX5 branch and bound), cheapest first. */
  solveCheapest(options?: { k?: number; maxNodes?: number; preselected?: Iterable<number> }): CheapestAnswer;
  /** A primary item must be covered by lower to upper options (upper defaults to lower). */
  setBounds(item: Item, lower: number, upper?: number): void;
  bounds(item: Item): [number, number];
  /** Option id's items as Knuth's format spells them. */
  optionText(id: number): string;
  count(options?: CountOptions): CountAnswer;
  /** The first solution found (option ids), or null when there is none. */
  solve(options?: { maxNodes?: number; timeout?: number; restarts?: boolean | number | bigint }): number[] | null;
  /**
   * The solutions one at a time, from the library's resumable search, suspended between two
   * steps: meanwhile other searches of the problem run on a copy of it, and changes throw. The
   * end of the listing, return(), close() or the garbage collection of the iterator ends it.
   * symmetry: 'auto' (the default) lets a listing of every solution (no limit, no maxNodes) use the
   * problem's symmetries as count() does: each solution once, in another order than the plain
   * search's; true: at once; false: never. weighted: as for count (the same solutions, in
   * another order).
   */
  solutions(options?: {
    limit?: number;
    maxNodes?: number;
    symmetry?: 'auto' | boolean;
    weighted?: boolean;
  }): IterableIterator<number[]> & { return(): IteratorResult<number[], undefined> };
  /**
   * The problem in Knuth's format, as the library writes it (dlx_knuth_write, as Python's
   * to_knuth): bounds as "b|name" or "a:b|name", a cost as a last token "|n". Throws an Error
   * saying why when the format cannot carry the problem (a name empty or with white space, ':',
   * '|' or a control character inside; two items or colors of one name; an option without a
   * primary item).
   */
  toKnuth(): string;
  /** Frees the engine's memory now. */
  close(): void;
}

/** What the sudoku command's options say, for a text without a header. */
export interface SudokuOptions {
  /** Names the text in error messages (default "<string>"). */
  name?: string;
  size?: string | number;
  boxes?: string;
  symbols?: string;
  variant?: string | string[];
}

export interface SudokuAnswer {
  /** The line the puzzle starts on. */
  line: number;
  count: bigint;
  complete: boolean;
  /** The node limit (not the solution limit) cut the count. */
  stopped: boolean;
  illegal: boolean;
  /** The first solution found, in the puzzle's own layout. */
  solution: string | null;
}

export interface GeneratedPuzzle {
  puzzle: string;
  solution: string;
  givens: number;
  minimal: boolean;
}

/** Cells are numbered row * side + column from 0; symbols 1..side. */
export interface RatingStep {
  technique: string;
  /** The line --explain prints: "claiming: 5 in row 2 lies in box 2 removes 5 from r1c5". */
  text: string;
  /** Singles and guesses: the cell filled, else -1. */
  cell: number;
  /** Its symbol. */
  symbol: number;
  /** How many cells lose candidates. */
  eliminations: number;
  /** The candidates the step removes, cell by cell. */
  removed: { cell: number; symbols: number[] }[];
  /** The cells of the pattern (subsets, wings: pivot first). */
  cells: number[];
  /** The units it reasons about, as indices into SudokuShape.units. */
  units: number[];
  /** The symbols the pattern reasons about. */
  symbols: number[];
}

/** A unit: side cells that hold every symbol once. */
export interface SudokuUnit {
  /** "row", "column", "box", "jigsaw region", "diagonal", "anti-diagonal", "windoku box", "region". */
  kind: string;
  /** As explanations name it: "row 3", "windoku box 2". */
  name: string;
  cells: number[];
}

/** What a program drawing the puzzle needs, read as the command reads it. */
export interface SudokuShape {
  /** The line the puzzle starts on. */
  line: number;
  side: number;
  /** 0 and 0 when there are no boxes (a Latin square, a jigsaw). */
  boxRows: number;
  boxColumns: number;
  /** Lines that, before one line of cells, read back as this geometry ("" for the classic). */
  header: string;
  /** symbols[s - 1] writes symbol s. */
  symbols: string[];
  /** A line of cells separates them with spaces (the numbers alphabet). */
  spaced: boolean;
  /** An empty cell in a line of cells. */
  empty: string;
  /** The variants' names: "x", "windoku", "anti-king", "anti-knight", "non-consecutive". */
  variants: string[];
  /** The box or jigsaw region of each cell, or null when there are none. */
  regions: number[] | null;
  /** Every unit: rows, columns, boxes or regions, diagonals, windoku boxes, header regions. */
  units: SudokuUnit[];
  /** Pairs of cells beyond the units that never hold one symbol (anti-king, ..., different:). */
  pairs: [number, number][];
  /** Non-consecutive: orthogonal neighbours whose values never differ by 1. */
  neighbourPairs: [number, number][];
  cages: { sum: number; cells: number[] }[];
  /** The puzzle's cells, 0 for empty. */
  givens: number[];
  /** For each empty cell the symbols no filled cell rules out; [] for a filled cell. */
  candidates: number[][];
}

/** sudoku --hint for a partly solved grid. */
export interface Hint {
  /** "step", "solved", "clash", "wrong entry", "wrong candidates", "no solution", "stopped",
   * "no hint" (a rule the rater does not know: unsupported names it). */
  outcome: string;
  /** The line `sudoku --hint` prints. */
  text: string;
  /** outcome "step": the step, not yet applied; else null. */
  step: RatingStep | null;
  level: string | null;
  /** outcome "step": the grid has exactly one solution; else null. */
  unique: boolean | null;
  /** The cells named (clash, wrong entry, wrong candidates), with what each holds or should. */
  cells: { cell: number; symbol: number }[];
  moreCells: boolean;
  /** clash: a unit holding both cells (an index into SudokuShape.units), else null. */
  unit: number | null;
  unsupported: string | null;
  /** The engine's search nodes of the checks. */
  nodes: bigint;
}

export interface Rating {
  outcome: string;
  level: string | null;
  hardest: string | null;
  unique: boolean;
  line: string;
  unsupported: string | null;
  steps: RatingStep[];
}

export interface SudokuCount {
  line: number;
  count: bigint;
  complete: boolean;
  stopped: boolean;
  illegal: boolean;
}

type Limits = { limit?: number; maxNodes?: number };

export const sudoku: {
  /** The solution of the text's one puzzle (throws when it holds several), or null. */
  solve(text: string, options?: SudokuOptions & { maxNodes?: number }): string | null;
  /** Every puzzle's first solution and count up to 2. */
  solveAll(text: string, options?: SudokuOptions & { maxNodes?: number }): SudokuAnswer[];
  /** The count of the text's one puzzle (throws when it holds several). */
  count(text: string, options?: SudokuOptions & Limits): SudokuCount;
  /** The count of every puzzle of the text. */
  counts(text: string, options?: SudokuOptions & Limits): SudokuCount[];
  generate(
    options?: SudokuOptions & {
      count?: number;
      seed?: number | bigint | string;
      symmetry?: string;
      givens?: number | [number, number];
      minimal?: boolean;
      /** Killer puzzles (cages with sums, no givens), as `sudoku --generate --killer`. */
      killer?: boolean;
    }
  ): GeneratedPuzzle[];
  rate(text: string, options?: SudokuOptions): Rating;
  /** The shape of the text's first puzzle. */
  shape(text: string, options?: SudokuOptions): SudokuShape;
  /** The text of a grid of this shape: its header, then one line of cells (0 for empty). */
  text(shape: SudokuShape, values: ArrayLike<number>): string;
  /** The hint for the text's first puzzle, read as a partly solved grid; marks: the player's
   * pencil marks, the symbols of each cell (ignored in filled cells). */
  hint(text: string, options?: SudokuOptions & { maxNodes?: number; marks?: ArrayLike<number>[] }): Hint;
};

/** A piece of a packing puzzle. */
export interface PolyformPiece {
  name: string;
  /** The character the drawings use for it. */
  letter: string;
  /** Every solution holds from lower to upper copies of it. */
  lower: number;
  upper: number;
  /** Used any number of times (upper set from the board's size). */
  any: boolean;
  /** [x, y, z] as drawn, on the puzzle's lattice (polyform/polyform.h). */
  cells: [number, number, number][];
  /** Its orientations allowed, and its placements on the board. */
  orientations: number;
  placements: number;
}

/** A count of a packing puzzle's solutions; partial (complete false) when a limit or a timeout
 * cut it short: then count is a lower bound. */
export interface PolyformCount {
  count: bigint;
  complete: boolean;
  partial: boolean;
  /** null when complete; else 'solution limit', 'node limit' or 'timeout'. */
  stoppedBy: string | null;
  nodes: bigint;
}

/** One solution of a Puzzle, drawn by the library as the `polyform` command draws it. */
export declare class PolyformSolution {
  /** The placements' numbers (options of puzzle.toKnuth()'s problem), sorted. */
  readonly options: number[];
  /** Its place in the listing, from 1. */
  readonly number: number;
  /** As `polyform -f json`: cells [row, column] of the board's picture, 0-based ([layer, row,
   * column] for cubes); orientation 0 is the piece as drawn. */
  readonly pieces: { name: string; orientation: number; cells: number[][] }[];
  /** The board in the pieces' letters, as `polyform` prints it (no colours). */
  readonly text: string;
  /** One <svg> element, as `polyform -f svg` writes it. */
  readonly svg: string;
}

export interface PolyformOptions {
  /** Overrides the puzzle's "orientations:" line. */
  orientations?: 'all' | 'rotations' | 'fixed';
  /** Read Knuth's polyomino-dlx / polycube-dlx input (recognised without this too). */
  knuth?: boolean;
  /** What an error message starts with ('<string>'). */
  name?: string;
}

/** A packing puzzle (pieces and a board) read from the picture format of puzzles/polyform or
 * Knuth's input; a puzzle refused throws an Error "NAME:LINE:COLUMN: problem" with line, column
 * and reason. */
export declare class PolyformPuzzle {
  constructor(text: string, options?: PolyformOptions);
  readonly cells: 'square' | 'triangle' | 'cube';
  readonly orientations: 'all' | 'rotations' | 'fixed';
  /** The board picture's extent (layers 1 but for cubes). */
  readonly rows: number;
  readonly columns: number;
  readonly layers: number;
  /** [row, column] of each board cell, 0-based ([layer, row, column] for cubes), reading order. */
  readonly board: number[][];
  readonly pieces: PolyformPiece[];
  /** The number of placements (the exact cover's options) and of the board's symmetries. */
  readonly placements: number;
  readonly symmetries: number;
  /** After a listing ended: whether it was complete. */
  lastStatus?: PolyformCount;
  pieceCells(piece: number): [number, number, number][];
  /** As `polyform -c` (distinct: `polyform -c -d`, one solution of each class under the board's
   * symmetries). */
  count(options?: {
    distinct?: boolean;
    limit?: number;
    maxNodes?: number;
    /** Seconds. */
    timeout?: number;
    onProgress?: (progress: Progress) => void;
    progressInterval?: number;
  }): PolyformCount;
  /** The solutions in the order `polyform` lists them, searched only as far as asked. */
  solutions(options?: { distinct?: boolean; limit?: number; maxNodes?: number }): IterableIterator<PolyformSolution>;
  isCanonical(solution: PolyformSolution | ArrayLike<number>): boolean;
  /** The exact cover in Knuth's format, as `polyform --emit-dlx`: option k is placement k. */
  toKnuth(): string;
  /** The drawings of a solution given by its option numbers. */
  draw(options: ArrayLike<number>, number?: number): { svg: string; text: string; solution: { solution: number; pieces: PolyformSolution['pieces'] } };
  close(): void;
}

export const polyform: {
  Puzzle: typeof PolyformPuzzle;
  Solution: typeof PolyformSolution;
  /** The same as new polyform.Puzzle(text, options). */
  puzzle(text: string, options?: PolyformOptions): PolyformPuzzle;
};

/** The library's version, "MAJOR.MINOR.PATCH". */
export const version: string;

declare const dlx: { Problem: typeof Problem; sudoku: typeof sudoku; polyform: typeof polyform; version: string };
export default dlx;
