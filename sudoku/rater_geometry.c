/* rater_geometry.c: turns a front-end geometry into the rater's units and peer pairs. The cell
 * numbering is the grid's (row * side + column), so a sudoku_grid's cells are the rater's givens.
 * Each unit keeps its kind (box, jigsaw region, diagonal, windoku box, header region), which the
 * explanations name it by; sudoku_geometry_units lists them in that order.
 */
#include "rater_geometry.h"

#include <stdlib.h>

/* The kinds of the units of sudoku_geometry_units, in its order: the boxes or the jigsaw regions,
 * the two diagonals, the windoku boxes, the header's regions. */
static void set_extra_unit_kinds(const sudoku_geometry *geometry, size_t extra_unit_count,
                                 rater_unit_kind *kinds) {
  size_t side = sudoku_geometry_side(geometry), next = 0;
  if (sudoku_geometry_has_boxes(geometry)) {
    rater_unit_kind box_kind = geometry->region_of_cell ? RATER_UNIT_JIGSAW_REGION : RATER_UNIT_BOX;
    for (size_t box = 0; box < side; box++) kinds[next++] = box_kind;
  }
  if (geometry->variants & SUDOKU_VARIANT_X) {
    kinds[next++] = RATER_UNIT_DIAGONAL;
    kinds[next++] = RATER_UNIT_ANTI_DIAGONAL;
  }
  while (next + geometry->extra_region_count < extra_unit_count)
    kinds[next++] = RATER_UNIT_WINDOKU_BOX;
  while (next < extra_unit_count) kinds[next++] = RATER_UNIT_REGION;
}

rater *sudoku_rater_create_for_geometry(const sudoku_geometry *geometry, const char **unsupported) {
  *unsupported = NULL;
  if (geometry->cage_count) { /* no cage technique (combinations, innies and outies) yet */
    *unsupported = "killer sudoku (the rater has no cage technique)";
    return NULL;
  }
  if (geometry->variants & SUDOKU_VARIANT_NON_CONSECUTIVE) {
    *unsupported = "non-consecutive";
    return NULL;
  }
  unsigned side = sudoku_geometry_side(geometry);
  size_t extra_unit_count = 0, pair_count = 0;
  uint16_t *extra_units = sudoku_geometry_units(geometry, &extra_unit_count);
  if (!extra_units) return NULL;
  uint16_t *pairs =
      sudoku_geometry_different_pairs(geometry, extra_units, extra_unit_count, &pair_count);
  size_t unit_count = 2 * (size_t)side + extra_unit_count;
  uint16_t *unit_cells = malloc(unit_count * side * sizeof *unit_cells);
  rater_unit_kind *kinds = malloc(unit_count * sizeof *kinds);
  rater *created = NULL;
  if (unit_cells && kinds && (pairs || pair_count == 0)) {
    for (unsigned line = 0; line < side; line++) {
      kinds[line] = RATER_UNIT_ROW;
      kinds[side + line] = RATER_UNIT_COLUMN;
      for (unsigned k = 0; k < side; k++) {
        unit_cells[line * side + k] = (uint16_t)(line * side + k);
        unit_cells[(side + line) * side + k] = (uint16_t)(k * side + line);
      }
    }
    set_extra_unit_kinds(geometry, extra_unit_count, kinds + 2 * side);
    for (size_t unit = 0; unit < extra_unit_count; unit++) {
      for (unsigned k = 0; k < side; k++)
        unit_cells[(2 * side + unit) * side + k] = extra_units[unit * side + k];
    }
    rater_geometry description = {
        side,  side * side,          side, (unsigned)unit_count, unit_cells,
        kinds, (unsigned)pair_count, pairs};
    created = sudoku_rater_create(&description);
  }
  free(unit_cells);
  free(kinds);
  free(pairs);
  free(extra_units);
  return created;
}
