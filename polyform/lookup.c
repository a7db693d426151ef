/* lookup.c: what the model (model.c) and its symmetries (symmetry.c) both use: the board's cells
 * and marked cells sorted, each found by binary search, a piece's cells under a map of the
 * lattice, normalized, with its marked cells moved along, and whether a problem uses Knuth's
 * extensions. */
#include <stdlib.h>

#include "polyform/model_internal.h"

int polyform_compare_cells(polyform_cell a, polyform_cell b) {
  if (a.z != b.z) return a.z < b.z ? -1 : 1;
  if (a.y != b.y) return a.y < b.y ? -1 : 1;
  if (a.x != b.x) return a.x < b.x ? -1 : 1;
  return 0;
}

static int compare_indexed(const void *a, const void *b) {
  return polyform_compare_cells(((const indexed_cell *)a)->cell, ((const indexed_cell *)b)->cell);
}

int polyform_compare_marks(polyform_marked_cell a, polyform_marked_cell b) {
  int order = polyform_compare_cells(a.cell, b.cell);
  if (order) return order;
  return a.suffix < b.suffix ? -1 : a.suffix > b.suffix;
}

static int compare_indexed_marks(const void *a, const void *b) {
  return polyform_compare_marks(((const indexed_mark *)a)->mark, ((const indexed_mark *)b)->mark);
}

static int compare_marked_cells(const void *a, const void *b) {
  return polyform_compare_marks(*(const polyform_marked_cell *)a, *(const polyform_marked_cell *)b);
}

int64_t polyform_find_mark(const indexed_mark *sorted, size_t count, polyform_marked_cell mark) {
  indexed_mark key = {mark, 0};
  const indexed_mark *found = bsearch(&key, sorted, count, sizeof *sorted, compare_indexed_marks);
  return found ? (int64_t)found->index : -1;
}

void polyform_index_board(const polyform_problem *problem, indexed_cell *sorted,
                          indexed_mark *sorted_marks) {
  for (size_t c = 0; c < problem->cell_count; c++)
    sorted[c] = (indexed_cell){problem->cells[c].cell, (uint32_t)c};
  qsort(sorted, problem->cell_count, sizeof *sorted, compare_indexed);
  for (size_t c = 0; c < problem->marked_count; c++)
    sorted_marks[c] = (indexed_mark){problem->marked[c], (uint32_t)c};
  qsort(sorted_marks, problem->marked_count, sizeof *sorted_marks, compare_indexed_marks);
}

int64_t polyform_find_cell(const indexed_cell *sorted, size_t count, polyform_cell cell) {
  indexed_cell key = {cell, 0};
  const indexed_cell *found = bsearch(&key, sorted, count, sizeof *sorted, compare_indexed);
  return found ? (int64_t)found->index : -1;
}

void polyform_orient(const polyform_problem *problem, int m, uint32_t k, polyform_cell *shape,
                     polyform_marked_cell *marks) {
  const polyform_piece *piece = &problem->pieces[k];
  size_t size = piece->cell_count;
  for (size_t c = 0; c < size; c++)
    shape[c] = polyform_map_apply(problem->kind, m, piece->cells[c]);
  polyform_cell before = shape[0];
  for (size_t c = 1; c < size; c++) {
    if (shape[c].x < before.x) before.x = shape[c].x;
    if (shape[c].y < before.y) before.y = shape[c].y;
    if (shape[c].z < before.z) before.z = shape[c].z;
  }
  polyform_normalize(problem->kind, shape, size);
  polyform_cell after = shape[0];
  for (size_t c = 1; c < size; c++) {
    if (shape[c].x < after.x) after.x = shape[c].x;
    if (shape[c].y < after.y) after.y = shape[c].y;
    if (shape[c].z < after.z) after.z = shape[c].z;
  }
  for (size_t c = 0; c < piece->marked_count; c++) {
    polyform_cell cell = polyform_map_apply(problem->kind, m, piece->marked[c].cell);
    marks[c].cell = (polyform_cell){cell.x - before.x + after.x, cell.y - before.y + after.y,
                                    cell.z - before.z + after.z};
    marks[c].suffix = piece->marked[c].suffix;
  }
  qsort(marks, piece->marked_count, sizeof *marks, compare_marked_cells);
}

bool polyform_has_extensions(const polyform_problem *problem) {
  if (problem->marked_count) return true;
  for (size_t k = 0; k < problem->piece_count; k++)
    if (problem->pieces[k].marked_count || problem->pieces[k].same_as != k) return true;
  return false;
}
