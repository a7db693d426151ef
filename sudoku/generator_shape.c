/* generator_shape.c: the units of a geometry as the generator uses them, and the singles they
 * prove (see generator_shape.h). */
#include "generator_shape.h"

#include <stdlib.h>
#include <string.h>

static const sudoku_geometry classic_geometry;

void sudoku_generator_boxes_of(const sudoku_geometry *geometry, unsigned *rows, unsigned *columns) {
  if (!geometry) geometry = &classic_geometry;
  *rows = *columns = 0;
  if (geometry->boxless || geometry->region_of_cell) return;
  if (geometry->side == 0) {
    *rows = geometry->box_rows ? geometry->box_rows : 3;
    *columns = geometry->box_columns ? geometry->box_columns : 3;
  } else if (geometry->box_rows && geometry->box_columns) {
    *rows = geometry->box_rows;
    *columns = geometry->box_columns;
  }
}

static bool index_units_of_cells(sudoku_generator_shape *shape) {
  size_t memberships = (size_t)shape->unit_count * shape->side;
  shape->cell_unit_starts = calloc(shape->cell_count + 1, sizeof *shape->cell_unit_starts);
  shape->cell_units = malloc(memberships * sizeof *shape->cell_units);
  if (!shape->cell_unit_starts || !shape->cell_units) return false;
  for (size_t k = 0; k < memberships; k++) shape->cell_unit_starts[shape->units[k] + 1]++;
  for (unsigned cell = 0; cell < shape->cell_count; cell++)
    shape->cell_unit_starts[cell + 1] += shape->cell_unit_starts[cell];
  uint32_t *filled = calloc(shape->cell_count, sizeof *filled);
  if (!filled) return false;
  for (unsigned unit = 0; unit < shape->unit_count; unit++) {
    for (unsigned k = 0; k < shape->side; k++) {
      unsigned cell = shape->units[unit * shape->side + k];
      shape->cell_units[shape->cell_unit_starts[cell] + filled[cell]++] = unit;
    }
  }
  free(filled);
  return true;
}

bool sudoku_generator_shape_init(sudoku_generator_shape *shape, const sudoku_geometry *geometry) {
  if (!geometry) geometry = &classic_geometry;
  memset(shape, 0, sizeof *shape);
  unsigned side = sudoku_geometry_side(geometry);
  shape->side = side;
  shape->cell_count = side * side;
  shape->symbols = sudoku_geometry_symbols(geometry);
  bool plain = !geometry->variants && !geometry->extra_region_count &&
               !geometry->different_pair_count && !geometry->region_of_cell;
  unsigned rows, columns;
  sudoku_generator_boxes_of(geometry, &rows, &columns);
  if (plain) {
    shape->box_rows = rows, shape->box_columns = columns;
    shape->moves_keep_grids_valid = true;
    shape->move_rows = rows ? rows : side;
    shape->move_columns = columns ? columns : side;
  }
  size_t other_unit_count = 0;
  uint16_t *other_units = sudoku_geometry_units(geometry, &other_unit_count);
  if (!other_units) return false;
  shape->unit_count = 2 * side + (unsigned)other_unit_count;
  shape->units = malloc((size_t)shape->unit_count * side * sizeof *shape->units);
  if (!shape->units) {
    free(other_units);
    return false;
  }
  for (unsigned line = 0; line < side; line++) {
    for (unsigned k = 0; k < side; k++) {
      shape->units[line * side + k] = (uint16_t)(line * side + k);          /* row line */
      shape->units[(side + line) * side + k] = (uint16_t)(k * side + line); /* column line */
    }
  }
  memcpy(shape->units + 2 * side * side, other_units,
         other_unit_count * side * sizeof *other_units);
  free(other_units);
  if (!index_units_of_cells(shape)) {
    sudoku_generator_shape_release(shape);
    return false;
  }
  return true;
}

void sudoku_generator_shape_release(sudoku_generator_shape *shape) {
  free(shape->units);
  free(shape->cell_unit_starts);
  free(shape->cell_units);
  shape->units = NULL;
  shape->cell_unit_starts = shape->cell_units = NULL;
}

static uint64_t every_symbol(unsigned side) {
  return side >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << side) - 1;
}

uint64_t sudoku_generator_free_symbols(const sudoku_generator_shape *shape, const sudoku_grid *grid,
                                       unsigned cell) {
  uint64_t seen = 0;
  for (uint32_t k = shape->cell_unit_starts[cell]; k < shape->cell_unit_starts[cell + 1]; k++) {
    const uint16_t *unit = shape->units + (size_t)shape->cell_units[k] * shape->side;
    for (unsigned member = 0; member < shape->side; member++) {
      unsigned symbol = grid->cells[unit[member]];
      if (symbol) seen |= (uint64_t)1 << (symbol - 1);
    }
  }
  return every_symbol(shape->side) & ~seen;
}

bool sudoku_generator_symbol_is_forced(const sudoku_generator_shape *shape,
                                       const sudoku_grid *puzzle, unsigned cell, unsigned symbol) {
  uint64_t free_symbols = sudoku_generator_free_symbols(shape, puzzle, cell);
  if (!(free_symbols & (free_symbols - 1))) return true;
  uint64_t bit = (uint64_t)1 << (symbol - 1);
  for (uint32_t k = shape->cell_unit_starts[cell]; k < shape->cell_unit_starts[cell + 1]; k++) {
    const uint16_t *unit = shape->units + (size_t)shape->cell_units[k] * shape->side;
    bool other_place = false;
    for (unsigned member = 0; member < shape->side && !other_place; member++) {
      unsigned other = unit[member];
      other_place = other != cell && puzzle->cells[other] == 0 &&
                    (sudoku_generator_free_symbols(shape, puzzle, other) & bit);
    }
    if (!other_place) return true;
  }
  return false;
}
