/* generator_shape.h: what the generator knows of a geometry (sudoku/geometry.h): its side, the
 * units (rows, columns, boxes or jigsaw regions, diagonals, windoku and user regions: every group
 * of side cells that holds each symbol once), the boxes it may fill at random first, and whether
 * the moves that relabel symbols and reorder lines keep every grid valid. With the units it tells
 * which symbols a cell can still take, and when the givens force a cell (a naked or hidden single).
 * The rules outside the units (anti-king, anti-knight, user pairs, non-consecutive) are left out:
 * the symbols said possible are then a superset, so a cell said forced is forced all the same. */
#ifndef SUDOKU_GENERATOR_SHAPE_H
#define SUDOKU_GENERATOR_SHAPE_H

#include <stdbool.h>
#include <stdint.h>

#include "geometry.h"
#include "grid.h"

typedef struct sudoku_generator_shape {
  unsigned side, cell_count;
  sudoku_symbols symbols;
  /* Boxes of box_rows x box_columns cells that tile the grid with no other rule but the rows and
   * columns: the generator fills its diagonal boxes first; 0 x 0 otherwise. */
  unsigned box_rows, box_columns;
  /* Relabelling the symbols, reordering the bands, the rows in a band, the stacks and the columns
   * in a stack (a band is box_rows rows; without boxes, all the rows), and transposing when
   * move_rows == move_columns, keep every valid grid valid. */
  bool moves_keep_grids_valid;
  unsigned move_rows, move_columns; /* the band height and stack width of those moves */
  unsigned unit_count;
  uint16_t *units;            /* unit_count * side cells: the rows, the columns, then the others */
  uint32_t *cell_unit_starts; /* cell_count + 1 offsets into cell_units */
  uint32_t *cell_units;       /* the units of each cell */
} sudoku_generator_shape;

/* Reads geometry (NULL: the classic 9x9), which must have passed sudoku_geometry_problem. False
 * when out of memory (nothing is then left to release). */
bool sudoku_generator_shape_init(sudoku_generator_shape *shape, const sudoku_geometry *geometry);
void sudoku_generator_shape_release(sudoku_generator_shape *shape);

/* The boxes a geometry (NULL: the classic 9x9) has, read as sudoku/geometry.c reads them: a zero
 * side means 9x9 with 3x3 boxes; a jigsaw map or boxless means none (0 x 0). */
void sudoku_generator_boxes_of(const sudoku_geometry *geometry, unsigned *rows, unsigned *columns);

/* The symbols (bit s - 1 for symbol s) that no given of a unit of cell holds. */
uint64_t sudoku_generator_free_symbols(const sudoku_generator_shape *shape, const sudoku_grid *grid,
                                       unsigned cell);

/* True when the givens of puzzle force symbol into the empty cell: it is the only symbol the cell
 * can take (a naked single), or no other empty cell of one of its units can take it (a hidden
 * single); every solution then has symbol there. */
bool sudoku_generator_symbol_is_forced(const sudoku_generator_shape *shape,
                                       const sudoku_grid *puzzle, unsigned cell, unsigned symbol);

#endif
