/* generator.h: puzzles with exactly one solution, made from a random full grid by emptying cells
 * in random order; the engine is used only through sudoku_solve, and each finished puzzle is
 * proved unique by a count with limit 2.
 *
 * The full grid. The cells of the boxes on the diagonal (box i of band i and stack i, which share
 * no row or column) get a random arrangement of the symbols each. Then, while the givens have more
 * than one solution (a count with limit 2), a batch of random empty cells (2/3 of the side: 6 for
 * 9x9) get, one after another, a random symbol that no given of their row, column or box holds;
 * when the batch leaves no solution, its cells take instead their symbols in the first solution
 * the last count found. When one solution is left, it is the grid; a random move that keeps every
 * grid valid is applied to it: a relabelling of the symbols, an order of the bands, of the rows in
 * each band, of the stacks and of the columns in each stack, and a transposition (when the boxes
 * are square), each drawn uniformly. (Batches of 6 take about 7 counts a grid, single cells 23.)
 * The first count asks for one solution only, and the counts have node budgets (generator.c):
 * large grids (25x25) sometimes take very long to settle two solutions, so past a budget the draw
 * goes on with counts of one solution until the grid is full, or starts again from new boxes.
 * Above 256 cells (larger than 16x16) every count of the drawing asks for one solution: the
 * batches go on until the grid is full, and a batch that leaves no solution (or none found within
 * the budget) takes its symbols from the solution in hand without a new count. More of such a
 * grid comes from the engine's first solutions than with counts of two, so its bias towards the
 * grids the search order finds first is stronger (at 25x25 the batches start failing after the
 * diagonal boxes and some 130 to 200 cells drawn at random, of 625); 25x25 grids take about 35
 * counts and 0.1 s instead of 240 to 1,200 counts and 2 to 9 s. What this reaches, and its bias:
 * every valid grid can come out (its own diagonal boxes, then its own symbols in the cells drawn,
 * have a chance each), and all the grids of one class (the grids these moves turn into each other)
 * are equally likely, since a uniform random move is applied last. The grids are not all equally
 * likely: a grid's chance depends on how many ways of drawing lead to it, and the fallback to the
 * engine's first solution favours the grids its search order finds first. For 9x9 there are
 * about 6.7e21 grids; sampling them uniformly would need a count of the completions of each partial
 * grid, far slower than these few counts with limit 2.
 * Above 36x36 (1,296 cells), a grid with boxes and no variant is not drawn: the search stalls near
 * the end of such grids (bench/log/2026-11-28-first-solutions-and-restarts.md), so the grid is the
 * one whose row r is row 0 shifted by box_columns * (r mod box_rows) + r / box_rows, moved at
 * random as above. Only the grids of that one class come out, each equally likely.
 *
 * The puzzle. The cells are grouped into the orbits of the symmetry asked for (see
 * generator_symmetry.h); the orbits are visited once each, in a random order, and an orbit is
 * emptied when the puzzle keeps exactly one solution without it: proved by a count with limit 2,
 * or, with no count, when the givens left force each cell of the orbit to its symbol (a naked
 * single: no other symbol fits the cell; or a hidden single: the symbol fits no other empty cell
 * of the cell's row, column or box), so that no solution can be added. The finished puzzle is
 * counted once more. Emptying cells only adds solutions, so an orbit that could not be emptied at
 * one step can never be emptied later: after a pass over every orbit the puzzle is minimal with
 * respect to orbits (no orbit of given cells can be emptied, each proved by the count that failed).
 * For the symmetry none the orbits are single cells, and the puzzle is minimal in the usual sense;
 * for the others a single given cell of an orbit might still be removable, but only by breaking
 * the symmetry.
 Before any count, an orbit is emptied when naked and hidden singles over the units still fill the
 * grid from the givens left (generator_singles.h): a proof of uniqueness without search, which
 * leaves the same puzzle as the count would. Above 256 cells, only the singles empty orbits (in
 * batches while they succeed, which leaves the same puzzle as one at a time): an orbit they do not
 * prove stays given, untried, as below, so such a puzzle is solvable by singles and minimal only
 * if the check of minimal proves it (with counts, which may take long). Its counts used to take
 * minutes, most of them cut short at a budget without an answer.
 *
 * Targets. With fewest_givens, the pass skips an orbit that would take the givens below it and
 * stops when it reaches it; a puzzle that ends the pass with more than most_givens givens is thrown
 * away and a new full grid is made. With minimal, a pass that stopped before trying every orbit
 * goes on checking (without emptying) the orbits left; the puzzle is thrown away when one could
 * be emptied. A puzzle the accept callback refuses is thrown away too. After attempt_limit full
 * grids without a puzzle, the generation gives up (SUDOKU_GENERATE_UNREACHED): a budget of work,
 * not a proof that no such puzzle exists.
 *
 * Impossible requests. Two are refused before any grid is drawn, each with a proof. A geometry
 * whose rules no full grid obeys (a 4x4 anti-king, a 3x3 X-sudoku) makes the drawing start again
 * forever, so the empty grid of a geometry with rules beyond boxes is counted first, to one
 * solution and without a node budget: none is an exact proof (SUDOKU_GENERATE_NO_FULL_GRID). Plain
 * geometries need no count: the grid with symbol (r * box_columns + r / box_rows + c) mod n + 1 at
 * row r, column c (from 0) obeys rows, columns and boxes of box_rows x box_columns (and, without
 * boxes, (r + c) mod n + 1 is a Latin square). A maximum of givens below
 * sudoku_generator_fewest_unique_givens is refused too (SUDOKU_GENERATE_TOO_FEW_GIVENS): see that
 * function for the proof.
 *
 * Work. The attempt limit is a number of full grids; a full grid and its pass cost far more on
 * large grids (about 0.4 ms at 9x9, 0.1 s at 16x16, 2 s at 25x25: about as the fifth power of the
 * cells), so the default limit, SUDOKU_GENERATOR_DEFAULT_ATTEMPTS for grids of up to 81 cells, is
 * divided by (cells / 81)^5 above (sudoku_generator_attempts_for_size): 3 grids at 16x16, 1 at
 * 25x25, which keeps a rare or impossible target from running for minutes or hours. The first
 * grid's pass reaches most targets that are not rare.
 *
 * Geometries. Every geometry the front end solves (sudoku/geometry.h) can be generated: any side,
 * box shape or none, jigsaw regions, variants and user regions and pairs. Only plain geometries
 * (boxes or none, with no other rule) have their diagonal boxes filled first and the random move
 * applied: the other rules (diagonals, windoku, anti-king, non-consecutive, ...) are not kept by
 * reordering lines or relabelling symbols, so for them the full grid is what the drawing and the
 * engine's search order give, with a stronger bias. */
#ifndef SUDOKU_GENERATOR_H
#define SUDOKU_GENERATOR_H

#include <stdbool.h>
#include <stdint.h>

#include "generator_random.h"
#include "generator_shape.h"
#include "generator_symmetry.h"
#include "sudoku.h"

/* Decides whether a finished puzzle is kept: the hook for a difficulty rating. A false return
 * throws the puzzle away (it counts as a failed attempt). */
typedef bool (*sudoku_puzzle_acceptor)(void *context, const sudoku_grid *puzzle,
                                       const sudoku_grid *solution);

typedef struct sudoku_generator_options {
  const sudoku_geometry *geometry; /* the solver's geometry; NULL: the classic 9x9 */
  sudoku_symmetry symmetry;
  bool minimal;           /* prove minimality even when a target stopped the pass early */
  unsigned fewest_givens; /* stop emptying cells at this many givens (0: no target) */
  unsigned most_givens;   /* throw away a puzzle left with more givens (0: no maximum) */
  unsigned attempt_limit; /* full grids tried per puzzle before giving up (0: the default) */
  /* Some full grid of the geometry is known to exist (a caller making several puzzles of one
   * geometry sets it after the first): the count of the empty grid that proves it is skipped. */
  bool full_grid_known;
  /* Stops the generation soon after stop is raised (dlx_request_stop; NULL: never). The generator
   * sets the solver's interruption itself: a node limit on the counts that draw a full grid (a
   * grid whose count runs over it is dropped for a new one), none on the others. */
  const dlx_stop *stop;
  sudoku_puzzle_acceptor accept; /* NULL: keep every puzzle */
  void *accept_context;
} sudoku_generator_options;

/* The attempt limit for grids of up to 81 cells; sudoku_generator_attempts_for_size scales it. */
#define SUDOKU_GENERATOR_DEFAULT_ATTEMPTS 1000

/* attempts_up_to_81_cells divided by (cells / 81)^5 for a grid of side x side cells (more than 81),
 * rounded down, at least 1; unchanged up to 81 cells. attempt_limit 0 takes this of
 * SUDOKU_GENERATOR_DEFAULT_ATTEMPTS. */
unsigned sudoku_generator_attempts_for_size(unsigned attempts_up_to_81_cells, unsigned side);

/* The fewest givens a puzzle of geometry (NULL: the classic 9x9) can have and still have exactly
 * one solution, proved as follows; a puzzle with fewer always has none or two solutions or more.
 * Without the non-consecutive rule: side - 1 (0 for a 1x1 grid). Every rule then is kept when two
 * symbols are swapped throughout a grid (units hold each symbol once, pairs of cells differ), so if
 * two symbols are missing from the givens, swapping them in a solution gives a second solution:
 * a unique puzzle shows at least side - 1 distinct symbols, so at least side - 1 givens. With
 * non-consecutive only replacing each symbol s by side + 1 - s keeps every rule, so the bound is
 * 1 (0 for a 1x1 grid): with no givens that reflection of a solution is a second one. (Known minima
 * are higher: 17 for the classic 9x9, found by an exhaustive search in 2012; they are not proved
 * here.) */
unsigned sudoku_generator_fewest_unique_givens(const sudoku_geometry *geometry);

typedef enum sudoku_generate_status {
  SUDOKU_GENERATED,               /* a puzzle with exactly one solution meeting every option */
  SUDOKU_GENERATE_UNREACHED,      /* attempt_limit full grids gave no such puzzle */
  SUDOKU_GENERATE_NO_FULL_GRID,   /* proved: no grid obeys the geometry's rules */
  SUDOKU_GENERATE_TOO_FEW_GIVENS, /* proved: most_givens is below the fewest a unique puzzle has */
  SUDOKU_GENERATE_STOPPED,        /* the stop request cut a count short */
  SUDOKU_GENERATE_OUT_OF_MEMORY,  /* for the shape, or in the middle of a count's search */
} sudoku_generate_status;

typedef struct sudoku_generated {
  sudoku_grid puzzle;
  sudoku_grid solution;
  unsigned givens;
  sudoku_symmetry symmetry; /* the one the givens have (RANDOM drawn) */
  bool minimal;             /* proved: no orbit of given cells can be emptied */
  unsigned attempts;        /* full grids made, this puzzle's included */
  uint64_t counts;          /* calls of sudoku_solve */
  uint64_t nodes;           /* their search nodes */
} sudoku_generated;

/* Makes one puzzle with solver, which must have been made for options->geometry, drawing every
 * random choice from random. The same options and the same state of random give the same puzzle on
 * any machine. */
sudoku_generate_status sudoku_generate(sudoku_solver *solver, sudoku_random *random,
                                       const sudoku_generator_options *options,
                                       sudoku_generated *generated);

/* True when the given cells of puzzle have the symmetry (RANDOM: any of the five). */
bool sudoku_givens_have_symmetry(const sudoku_grid *puzzle, sudoku_symmetry symmetry);

#endif
