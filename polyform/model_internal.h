/* model_internal.h: what model.c (orientations, placements, checks) and symmetry.c (the problem's
 * symmetries and the classes of placements) share: the lookups and orientations of lookup.c, and
 * the symmetries that model.c asks symmetry.c for. Internal to the polyform library. */
#ifndef POLYFORM_MODEL_INTERNAL_H
#define POLYFORM_MODEL_INTERNAL_H

#include "polyform/polyform.h"

/* The board's cells sorted (by z, y, x), each with its index, for lookups by binary search. */
typedef struct indexed_cell {
  polyform_cell cell;
  uint32_t index;
} indexed_cell;

/* The board's marked cells sorted (by cell, then suffix), each with its index. */
typedef struct indexed_mark {
  polyform_marked_cell mark;
  uint32_t index;
} indexed_mark;

/* Fills sorted (cell_count entries) and sorted_marks (marked_count) from the problem's board. */
void polyform_index_board(const polyform_problem *problem, indexed_cell *sorted,
                          indexed_mark *sorted_marks);
int polyform_compare_cells(polyform_cell a, polyform_cell b);
int polyform_compare_marks(polyform_marked_cell a, polyform_marked_cell b);
/* The index of the cell (the marked cell) in the sorted board, or -1. */
int64_t polyform_find_cell(const indexed_cell *sorted, size_t count, polyform_cell cell);
int64_t polyform_find_mark(const indexed_mark *sorted, size_t count, polyform_marked_cell mark);

/* Map m of piece k, normalized: its cells into shape, its marked cells into marks (moved with the
 * cells, and sorted). */
void polyform_orient(const polyform_problem *problem, int m, uint32_t k, polyform_cell *shape,
                     polyform_marked_cell *marks);

/* True when the problem has marked cells or a name on several lines (Knuth's extensions). */
bool polyform_has_extensions(const polyform_problem *problem);

/* Sets the model's symmetries (and for Knuth's extensions its classes of placements and their
 * images), once its placements are made. */
polyform_status polyform_find_symmetries(polyform_model *model, const indexed_cell *sorted,
                                         const indexed_mark *sorted_marks);

#endif
