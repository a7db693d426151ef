/* independent_sudoku.h: a sudoku counter for the tests and the benchmark set, written apart from
 * the engine and the sudoku front end (it shares no code with dlx/ or sudoku/), so that their
 * answers can be checked against it. It takes any side up to 64, boxes of any shape or none (Latin
 * squares), jigsaw regions, extra regions (diagonals, windoku), pairs of cells that must differ
 * (anti-king, anti-knight, user pairs) and the non-consecutive rule. */
#ifndef TESTS_INDEPENDENT_SUDOKU_H
#define TESTS_INDEPENDENT_SUDOKU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define INDEPENDENT_SUDOKU_MAX_SIDE 64
/* Room enough for the pairs of independent_sudoku_anti_king_pairs or _anti_knight_pairs: at most
 * four pairs start at each cell (2 cell indices each). */
#define INDEPENDENT_SUDOKU_MAX_PAIR_CELLS(side) (2u * 4u * (side) * (side))

typedef struct independent_sudoku {
  unsigned side;                  /* n, 1 .. 64 */
  unsigned box_rows, box_columns; /* boxes of box_rows x box_columns cells; 0 x 0: no boxes */
  const uint8_t *region_of_cell;  /* NULL, or side*side region numbers 0..side-1 (jigsaw): used
                                     instead of the boxes */
  size_t extra_region_count;      /* extra regions, each of side cells that must hold every symbol
                                     once */
  const uint16_t *extra_regions;  /* extra_region_count * side cell indices (row * side + column) */
  size_t different_pair_count;    /* pairs of cells that never hold the same symbol */
  const uint16_t *different_pairs; /* 2 * different_pair_count cell indices */
  bool non_consecutive;            /* orthogonal neighbours never differ by exactly 1 */
  const uint8_t *givens;           /* side*side cells, 0 empty, else 1..side */
} independent_sudoku;

/* NULL when the description is one the counter takes, else what is wrong with it: a side out of
 * 1..64, boxes whose cells are not side, a region number out of range or a region without exactly
 * side cells, a cell index out of the grid, a region listing a cell twice, a pair of one cell, or a
 * given out of 0..side. */
const char *independent_sudoku_problem(const independent_sudoku *puzzle);

/* The number of solutions, counting stops at limit (0: no limit); when first_solution is not NULL
 * and there is a solution, the first found is written there (side*side symbols 1..side). Givens
 * that clash give 0, and so does a description that independent_sudoku_problem rejects. */
uint64_t independent_sudoku_count(const independent_sudoku *puzzle, uint64_t limit,
                                  uint8_t *first_solution);

/* independent_sudoku_count with at most node_budget nodes of search (a node: one symbol placed or
 * one dead end met; 0: no budget), for the benchmark generator, which keeps only puzzles the
 * counter settles quickly. *finished is false when the budget ran out first: the count returned is
 * then only what was found so far. */
uint64_t independent_sudoku_count_within(const independent_sudoku *puzzle, uint64_t limit,
                                         uint64_t node_budget, bool *finished);

/* One solution found by trying the choices in an order drawn from seed (the same seed, the same
 * solution), written to solution; false when there is none. The givens may be all empty: this is
 * how the benchmark generator draws a random full grid. */
bool independent_sudoku_random_solution(const independent_sudoku *puzzle, uint64_t seed,
                                        uint8_t *solution);

/* true when grid (side*side symbols 1..side) obeys every rule of puzzle and keeps its givens,
 * checked rule by rule on the filled grid, without the search. */
bool independent_sudoku_is_solution(const independent_sudoku *puzzle, const uint8_t *grid);

/* Helpers that build the cell lists of common variants, so tests write them once: both diagonals
 * (x: 2 regions of side cells), windoku's extra boxes (9x9: the four 3x3 boxes at rows/columns 2-4
 * and 6-8, 1-based; other shapes: boxes of the same shape, one cell apart from the edge and from
 * each other, as many as fit), anti-king and anti-knight pairs (every unordered pair of cells a
 * king's or a knight's move apart, once; room: INDEPENDENT_SUDOKU_MAX_PAIR_CELLS). Each returns the
 * number of regions or pairs written. */
size_t independent_sudoku_diagonals(unsigned side, uint16_t *regions);
size_t independent_sudoku_windoku_regions(unsigned side, unsigned box_rows, unsigned box_columns,
                                          uint16_t *regions);
size_t independent_sudoku_anti_king_pairs(unsigned side, uint16_t *pairs);
size_t independent_sudoku_anti_knight_pairs(unsigned side, uint16_t *pairs);

#endif
