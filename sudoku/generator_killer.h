/* generator_killer.h: killer sudoku puzzles with cages only (no givens) and exactly one solution.
 *
 * A full grid comes from the generator (generator.h) for the geometry without cages. Its cells are
 * then cut into cages at random: from each cell not yet in a cage, in a random order, a cage grows
 * by random orthogonal neighbours not in a cage whose values are not in it yet, up to a size drawn
 * from 2 to largest_cage. Each cage's sum is that of its values in the grid, so the grid is a
 * solution. While a count with limit 2 finds a second solution, a cell where the two differ is
 * cut out of its cage as a cage of its own (which fixes its value): each cut removes that second
 * solution, so the loop ends with one. Then cages of one cell are merged, each into a neighbouring
 * cage in turn, whenever the union has distinct values, at most largest_cage cells, and the puzzle
 * keeps one solution (proved by a count with limit 2).
 *
 * With minimal, every pair of neighbouring cages is then tried, in passes, for a merge into one
 * cage with the sum of both: any union that is a legal cage (at most side cells, largest_cage does
 * not bound it, and a sum that distinct values make) is merged when the merged puzzle has one
 * solution. When the two cages share a value, the solution is not one of the merged puzzle; if the
 * merged puzzle has one all the same, it becomes the solution. Passes over the pairs that share no
 * value repeat until one merges none, then one pass over the pairs that share one (such merges
 * seldom succeed and their counts, mostly proving a puzzle impossible, are the slow ones), and so
 * on until both kinds of pass merge none in a row: the puzzle is then minimal in cages (no two
 * neighbouring cages can be merged into a legal cage without losing uniqueness). A merge that
 * fails may succeed after others (the union's cells must also differ across the two cages), which
 * is why the passes repeat. A grid that a count found as a second solution is kept (the latest
 * few): one that fills the cages of a trial merge fails it without a count.
 *
 * The counts have no node budget (only the stop request): 9x9 killers take milliseconds to a
 * second each, and with minimal up to tens of seconds (its large cages make weak puzzles, slow to
 * count, above all when they prove a merge impossible), but the counts of a 16x16 cut at random can
 * take minutes (seed 1: not done in 120 s, 16 counts and 10 million nodes). */
#ifndef SUDOKU_GENERATOR_KILLER_H
#define SUDOKU_GENERATOR_KILLER_H

#include "generator.h"

typedef struct sudoku_killer_generator_options {
  const sudoku_geometry *geometry; /* without cages; NULL: the classic 9x9 */
  unsigned largest_cage; /* 0: the default, 5 (the side when smaller); not for minimal's merges */
  bool minimal; /* merge neighbouring cages until no merge into a legal cage keeps uniqueness */
  bool full_grid_known; /* as in sudoku_generator_options */
  const dlx_stop *stop; /* as in sudoku_generator_options */
} sudoku_killer_generator_options;

typedef struct sudoku_killer_generated {
  sudoku_geometry geometry; /* the options' geometry with the cages (freed by the caller with
                               sudoku_geometry_clear, also on failure) */
  sudoku_grid puzzle;       /* the empty grid */
  sudoku_grid solution;
  unsigned single_cell_cages; /* cages of one cell left: each fixes its value like a given */
  bool minimal;               /* proved minimal in cages */
  uint64_t counts;            /* calls of sudoku_solve */
  uint64_t nodes;             /* their search nodes */
} sudoku_killer_generated;

/* Makes one killer puzzle; base_solver must have been made for options->geometry (it draws the
 * full grid). SUDOKU_GENERATED, or NO_FULL_GRID, STOPPED, OUT_OF_MEMORY as sudoku_generate says;
 * the same options and state of random give the same puzzle on any machine. */
sudoku_generate_status sudoku_generate_killer(sudoku_solver *base_solver, sudoku_random *random,
                                              const sudoku_killer_generator_options *options,
                                              sudoku_killer_generated *generated);

#endif
