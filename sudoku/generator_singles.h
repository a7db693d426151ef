/* generator_singles.h: whether naked and hidden singles alone fill a puzzle, the proof of
 * uniqueness the generator tries before a count. Each single is a deduction every solution obeys
 * (over the units of generator_shape.h, whose candidates are a superset of those the other rules
 * allow), so a puzzle the singles fill has at most one solution, the grid they reach: when that is
 * the full grid the puzzle was emptied from, it has exactly one. The check costs a few times the
 * candidates of the empty cells, where a count with limit 2 of a large grid (49x49, 64x64) takes
 * thousands of search nodes of several microseconds each
 * (bench/log/2026-11-28-first-solutions-and-restarts.md). */
#ifndef SUDOKU_GENERATOR_SINGLES_H
#define SUDOKU_GENERATOR_SINGLES_H

#include <stdbool.h>
#include <stdint.h>

#include "generator_shape.h"
#include "grid.h"

/* The working memory of the check, sized for one shape. */
typedef struct sudoku_singles_scratch {
  uint64_t *candidates;     /* cell_count: the symbols an empty cell can still take */
  uint64_t *placed_in_unit; /* unit_count: the symbols placed in each unit */
  uint16_t *places_left;    /* unit_count * side: the empty cells of a unit that can take s */
  uint16_t *pending_cells;  /* cell_count: cells with one candidate, to be placed */
  uint32_t *pending_units;  /* unit_count * side: (unit, symbol) pairs with one place left */
  uint8_t *values;          /* cell_count: the grid as the singles fill it */
} sudoku_singles_scratch;

/* False when out of memory (nothing is then left to release). */
bool sudoku_singles_scratch_init(sudoku_singles_scratch *scratch,
                                 const sudoku_generator_shape *shape);
void sudoku_singles_scratch_release(sudoku_singles_scratch *scratch);

/* True when naked and hidden singles over the shape's units, from the givens of puzzle, fill every
 * cell with the symbol full_grid has there: puzzle then has exactly one solution, full_grid (which
 * must be a solution of it). False when they stop short, or reach a contradiction. */
bool sudoku_singles_fill_to(const sudoku_generator_shape *shape, sudoku_singles_scratch *scratch,
                            const sudoku_grid *puzzle, const sudoku_grid *full_grid);

#endif
