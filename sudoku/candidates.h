/* candidates.h: the rater's view of a puzzle: its layout (units, which cells see which, the rows
 * and columns fish need) and the candidate grid that the techniques read. Internal to the rater. */
#ifndef SUDOKU_CANDIDATES_H
#define SUDOKU_CANDIDATES_H

#include <stdbool.h>
#include <stdint.h>

#include "rater.h"

typedef struct rater_layout {
  unsigned side;
  unsigned cell_count;
  unsigned width;
  unsigned unit_count;
  uint16_t *unit_cells;        /* unit_count * side */
  rater_unit_kind *unit_kinds; /* unit_count */
  unsigned *unit_ordinals;     /* a unit's place among the units of its kind, from 0 */
  unsigned cell_words;         /* 64-bit words in a set of cells */
  uint64_t *unit_members;      /* unit_count sets of cells */
  uint64_t *peer_sets;         /* cell_count sets: the cells each cell sees (itself excluded) */
  unsigned *peer_offsets;      /* cell_count + 1 offsets into peer_list */
  uint16_t *peer_list;
  unsigned *cell_unit_offsets; /* cell_count + 1 offsets into cell_unit_list */
  uint16_t *cell_unit_list;
  unsigned *line_pairs; /* pairs (a, b) of units sharing at least 2 cells: 2 * line_pair_count */
  unsigned line_pair_count;
  bool fish_possible; /* every cell in at most one row and one column, at most 64 of each */
  unsigned row_count; /* rows, in order */
  unsigned column_count;
  uint16_t *row_units; /* the unit of each row ordinal */
  uint16_t *column_units;
  int *cell_row; /* a cell's row ordinal, -1 for none */
  int *cell_column;
} rater_layout;

/* The layout a rater works on (rater.c). */
const rater_layout *sudoku_rater_layout_of(const rater *rater);
/* The alphabet sudoku_rater_write_step writes symbols in (rater.c). */
sudoku_symbols sudoku_rater_symbols_of(const rater *rater);

/* NULL when the geometry is malformed or memory is short. */
rater_layout *sudoku_rater_layout_create(const rater_geometry *geometry);
void sudoku_rater_layout_destroy(rater_layout *layout);

static inline bool layout_cells_see(const rater_layout *layout, unsigned a, unsigned b) {
  return (layout->peer_sets[(uint64_t)a * layout->cell_words + b / 64] >> (b % 64)) & 1;
}

static inline bool layout_unit_holds(const rater_layout *layout, unsigned unit, unsigned cell) {
  return (layout->unit_members[(uint64_t)unit * layout->cell_words + cell / 64] >> (cell % 64)) & 1;
}

static inline const uint16_t *layout_unit(const rater_layout *layout, unsigned unit) {
  return layout->unit_cells + (uint64_t)unit * layout->side;
}

static inline uint64_t symbol_bit(unsigned symbol) {
  return (uint64_t)1 << (symbol - 1);
}

static inline unsigned bit_count(uint64_t bits) {
  return (unsigned)__builtin_popcountll(bits);
}

/* The candidates left in each cell. A filled cell has a value and no candidates. */
typedef struct candidate_grid {
  const rater_layout *layout;
  uint64_t *candidates;
  uint8_t *values;
  unsigned unfilled_count;
} candidate_grid;

bool sudoku_candidate_grid_init(candidate_grid *grid, const rater_layout *layout);
void sudoku_candidate_grid_free(candidate_grid *grid);
void sudoku_candidate_grid_copy(candidate_grid *target, const candidate_grid *source);

/* Fills in the givens; false when they are illegal (out of range, or clashing). */
bool sudoku_candidate_grid_load(candidate_grid *grid, const uint8_t *givens);

/* Writes symbol in cell and removes it from the cell's peers. */
void sudoku_candidate_grid_place(candidate_grid *grid, unsigned cell, unsigned symbol);

/* True when the grid cannot be completed as it stands: an empty cell without candidates, or a
 * unit where a symbol has neither a cell nor a candidate. */
bool sudoku_candidate_grid_is_broken(const candidate_grid *grid);

/* The symbols already written in a unit. */
uint64_t sudoku_candidate_grid_unit_values(const candidate_grid *grid, unsigned unit);

#endif
