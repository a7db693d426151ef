/* generator_symmetry.c: the symmetries of a pattern of givens, as moves of the cells, and the
 * orbits they make. A pattern has a symmetry when the move sends every given cell to a given cell,
 * which holds when each orbit is given or empty as a whole. */
#include "generator_symmetry.h"

#include <string.h>

static const char *const symmetry_names[SUDOKU_SYMMETRY_COUNT] = {
    [SUDOKU_SYMMETRY_NONE] = "none",         [SUDOKU_SYMMETRY_ROTATE180] = "rotate180",
    [SUDOKU_SYMMETRY_ROTATE90] = "rotate90", [SUDOKU_SYMMETRY_MIRROR] = "mirror",
    [SUDOKU_SYMMETRY_DIAGONAL] = "diagonal", [SUDOKU_SYMMETRY_RANDOM] = "random",
};

const char *sudoku_symmetry_name(sudoku_symmetry symmetry) {
  if ((unsigned)symmetry < SUDOKU_SYMMETRY_COUNT) return symmetry_names[symmetry];
  return "unknown";
}

bool sudoku_symmetry_from_name(const char *name, sudoku_symmetry *symmetry) {
  for (unsigned k = 0; k < SUDOKU_SYMMETRY_COUNT; k++) {
    if (strcmp(name, symmetry_names[k]) == 0) {
      *symmetry = (sudoku_symmetry)k;
      return true;
    }
  }
  return false;
}

unsigned sudoku_symmetric_cell(sudoku_symmetry symmetry, unsigned side, unsigned cell) {
  unsigned row = cell / side, column = cell % side, last = side - 1;
  switch (symmetry) {
  case SUDOKU_SYMMETRY_ROTATE180:
    return side * (last - row) + (last - column);
  case SUDOKU_SYMMETRY_ROTATE90: /* (row, column) -> (column, last - row): a clockwise turn */
    return side * column + (last - row);
  case SUDOKU_SYMMETRY_MIRROR:
    return side * row + (last - column);
  case SUDOKU_SYMMETRY_DIAGONAL:
    return side * column + row;
  default:
    return cell;
  }
}

void sudoku_cell_orbits_of(sudoku_symmetry symmetry, unsigned side, sudoku_cell_orbits *orbits) {
  unsigned cell_count = side * side;
  bool placed[SUDOKU_GENERATOR_MAX_CELLS] = {false};
  unsigned filled = 0;
  orbits->orbit_count = 0;
  for (unsigned first = 0; first < cell_count; first++) {
    if (placed[first]) continue;
    orbits->start[orbits->orbit_count++] = (uint16_t)filled;
    /* Every move here has order 1, 2 or 4, so following it from a cell comes back to the cell. */
    unsigned cell = first;
    do {
      placed[cell] = true;
      orbits->cells[filled++] = (uint16_t)cell;
      cell = sudoku_symmetric_cell(symmetry, side, cell);
    } while (cell != first);
  }
  orbits->start[orbits->orbit_count] = (uint16_t)filled;
}
