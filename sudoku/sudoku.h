/* sudoku.h: sudoku of any geometry (sudoku/geometry.h) as exact cover, solved by the dlx engine.
 *
 * One sudoku_solver holds the exact-cover matrix of the empty grid of one geometry; each puzzle is
 * a search whose givens are preselected options, so any number of puzzles can go through one
 * solver; solving allocates only when the engine's level stack grows to a depth not reached
 * before, which is how sudoku_solve can run out of memory. */
#ifndef SUDOKU_SUDOKU_H
#define SUDOKU_SUDOKU_H

#include "dlx/dlx.h"
#include "geometry.h"
#include "grid.h"

typedef struct sudoku_solver sudoku_solver;

/* The classic 9x9 sudoku; NULL when out of memory. */
sudoku_solver *sudoku_solver_create(void);
/* Any geometry that passed sudoku_geometry_problem (copied: the caller keeps its own); NULL when
 * out of memory. */
sudoku_solver *sudoku_solver_create_for(const sudoku_geometry *geometry);
/* The side of the grids the solver takes. */
unsigned sudoku_solver_side(const sudoku_solver *solver);
void sudoku_solver_destroy(sudoku_solver *solver);

/* What a puzzle is, once solved (or once the count reached its limit). */
typedef enum sudoku_verdict {
  SUDOKU_ILLEGAL,      /* the givens break a rule: a symbol twice in a unit, a pair alike */
  SUDOKU_IMPOSSIBLE,   /* legal givens, no solution */
  SUDOKU_UNIQUE,       /* exactly one solution */
  SUDOKU_MULTIPLE,     /* two or more */
  SUDOKU_AT_LEAST_ONE, /* a solution, whose uniqueness a limit or a stop left unproven */
  SUDOKU_UNDECIDED,    /* the search was stopped before it found any solution */
} sudoku_verdict;

typedef struct sudoku_result {
  uint64_t solutions;   /* exact, unless reached_limit: then "at least this many" */
  bool reached_limit;   /* the search stopped at the solution limit (or the callback stopped it) */
  bool illegal;         /* the givens clash; solutions is 0 */
  bool interrupted;     /* the node limit or a stop request cut the search short */
  sudoku_grid solution; /* the first solution found, when solutions > 0 */
  uint64_t nodes;       /* search statistics from the engine */
  uint64_t updates;
} sudoku_result;

/* Makes every later search of solver stop after node_limit search nodes (0: no limit), or soon
 * after stop is raised (dlx_request_stop; NULL: never); such a search sets result.interrupted and
 * its count is a lower bound. */
void sudoku_solver_set_interruption(sudoku_solver *solver, uint64_t node_limit,
                                    const dlx_stop *stop);

/* The stop that set_interruption gave solver (NULL: none), for work done beside its searches that
 * must stop with them (the rater of --rate). */
const dlx_stop *sudoku_solver_stop(const sudoku_solver *solver);

/* Makes every later search of solver with limit 1 use the engine's randomised restarts with this
 * seed (the engine's option "restarts", dlx/dlx.h), or stop using them (on false): a first solution
 * of a grid whose plain search has a heavy tail (an empty grid with variants) comes in about a
 * second, and a puzzle that another order solves at once gets the solution it always got. The same
 * seed gives the same solution; counts with another limit are not affected. */
void sudoku_solver_set_restarts(sudoku_solver *solver, bool restarts, uint64_t seed);

/* Makes every later search of solver with a limit other than 1 branch by weights
 * (the engine's option "weighted_branching", dlx/dlx.h), the default, or not (on false). Weights
 * find the answer in fewer nodes on hard puzzles (bench/README.md, section tdoku) but change which
 * solutions are found first, and the generators keep the order without them, so that a seed
 * always makes the same puzzles. Counts are never affected. */
void sudoku_solver_set_weighted_branching(sudoku_solver *solver, bool weighted_branching);
bool sudoku_solver_weighted_branching(const sudoku_solver *solver);

/* Receives each solution; a non-zero return stops the count (reached_limit is then set). */
typedef int (*sudoku_solution_callback)(void *context, const sudoku_grid *solution);

/* Counts the solutions of puzzle, stopping at limit of them (0: no limit), and calls on_solution
 * (if not NULL) for each. Cells must hold 0..side; a cell above makes the puzzle illegal, as does
 * a puzzle whose side is not the solver's. Solutions have the puzzle's side and alphabet.
 * Returns DLX_OK when result holds the answer (complete, or cut short as result says), or the
 * engine's error status when the search failed (DLX_ERROR_OUT_OF_MEMORY: the engine could not
 * grow its level stack in the middle of the search): result then holds what was found before,
 * which says nothing of the puzzle (a unique puzzle may show 0 solutions), and must not be
 * reported as its answer. */
dlx_status sudoku_solve(sudoku_solver *solver, const sudoku_grid *puzzle, uint64_t limit,
                        sudoku_solution_callback on_solution, void *context, sudoku_result *result);

sudoku_verdict sudoku_verdict_of(const sudoku_result *result);

/* True when the givens of a classic 9x9 puzzle break no rule (and every cell is 0..9). */
bool sudoku_givens_are_legal(const sudoku_grid *puzzle);

#endif
