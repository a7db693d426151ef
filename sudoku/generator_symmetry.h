/* generator_symmetry.h: the symmetries a generated puzzle's givens can have, and the orbits of
 * cells each one groups together (the cells that must be given or emptied together). */
#ifndef SUDOKU_GENERATOR_SYMMETRY_H
#define SUDOKU_GENERATOR_SYMMETRY_H

#include <stdbool.h>
#include <stdint.h>

#include "grid.h"

/* The most cells a grid the generator makes can have. */
#define SUDOKU_GENERATOR_MAX_CELLS SUDOKU_MAX_CELLS

typedef enum sudoku_symmetry {
  SUDOKU_SYMMETRY_NONE,      /* any pattern of givens */
  SUDOKU_SYMMETRY_ROTATE180, /* the pattern is the same turned half a turn about the centre */
  SUDOKU_SYMMETRY_ROTATE90,  /* ... turned a quarter turn (so also half a turn) */
  SUDOKU_SYMMETRY_MIRROR,    /* ... reflected left to right */
  SUDOKU_SYMMETRY_DIAGONAL,  /* ... reflected in the main diagonal (top left to bottom right) */
  SUDOKU_SYMMETRY_RANDOM,    /* one of the five above, drawn for each puzzle */
} sudoku_symmetry;

enum { SUDOKU_SYMMETRY_COUNT = SUDOKU_SYMMETRY_RANDOM + 1 };

/* The name of a symmetry ("none", "rotate180", ...), and back (false if unknown). */
const char *sudoku_symmetry_name(sudoku_symmetry symmetry);
bool sudoku_symmetry_from_name(const char *name, sudoku_symmetry *symmetry);

/* The cells of a side x side grid (cell = side * row + column) grouped into the orbits of the
 * symmetry (not RANDOM): orbit k is cells[start[k]] .. cells[start[k + 1] - 1], 1, 2 or 4 cells. */
typedef struct sudoku_cell_orbits {
  unsigned orbit_count;
  uint16_t start[SUDOKU_GENERATOR_MAX_CELLS + 1];
  uint16_t cells[SUDOKU_GENERATOR_MAX_CELLS];
} sudoku_cell_orbits;

/* side * side must be at most SUDOKU_GENERATOR_MAX_CELLS. */
void sudoku_cell_orbits_of(sudoku_symmetry symmetry, unsigned side, sudoku_cell_orbits *orbits);

/* The cell that the symmetry's generating move (a half turn, a quarter turn clockwise, a mirror
 * or a diagonal reflection; none: the cell itself) sends cell to. */
unsigned sudoku_symmetric_cell(sudoku_symmetry symmetry, unsigned side, unsigned cell);

#endif
