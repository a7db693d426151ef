/* cover.c: a polyform model as the engine's exact-cover problem (one item per board cell, one per
 * piece type, with the piece's bounds on its copies, so that swapping two copies of a piece is
 * never a second solution, and a secondary item per marked cell), the items' names for a written
 * problem, and the canonical test and count of the solutions up to the board's symmetries. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "polyform/polyform.h"

dlx_status polyform_model_solver(const polyform_model *model, dlx_solver **solver) {
  const polyform_problem *problem = model->problem;
  dlx_status status = dlx_create(solver, model->primary_count, model->secondary_count);
  if (status) return status;
  for (size_t k = 0; k < problem->piece_count && !status; k++) {
    const polyform_piece *piece = &problem->pieces[k];
    uint32_t item = model->piece_item[k];
    if (piece->same_as == k && item < model->primary_count &&
        (piece->lower != 1 || piece->upper != 1))
      status = dlx_set_item_bounds(*solver, item, piece->lower, piece->upper);
  }
  uint32_t items[4096];
  for (size_t p = 0; p < model->placement_count && !status; p++) {
    const polyform_placement *placement = &model->placements[p];
    size_t size = problem->pieces[placement->piece].cell_count,
           marks = problem->pieces[placement->piece].marked_count, length = size + 1 + marks;
    uint32_t *buffer =
        length <= sizeof items / sizeof *items ? items : malloc(length * sizeof *buffer);
    if (!buffer) {
      status = DLX_ERROR_OUT_OF_MEMORY;
      break;
    }
    memcpy(buffer, model->cells + placement->first, size * sizeof *buffer);
    buffer[size] = model->piece_item[placement->piece];
    for (size_t k = 0; k < marks; k++)
      buffer[size + 1 + k] = model->marked_item + model->marked[placement->marked + k];
    status = dlx_add_option(*solver, buffer, length, NULL);
    if (buffer != items) free(buffer);
  }
  if (status) {
    dlx_destroy(*solver);
    *solver = NULL;
  }
  return status;
}

char **polyform_item_names(const polyform_model *model) {
  const polyform_problem *problem = model->problem;
  size_t count = (size_t)model->primary_count + model->secondary_count;
  char **names = calloc(count ? count : 1, sizeof *names);
  if (!names) return NULL;
  for (size_t c = 0; c < problem->cell_count; c++) {
    const polyform_board_cell *cell = &problem->cells[c];
    char text[64];
    if (problem->kind == POLYFORM_CUBES)
      snprintf(text, sizeof text, "l%dr%dc%d", (int)cell->layer + 1, (int)cell->row + 1,
               (int)cell->column + 1);
    else
      snprintf(text, sizeof text, "r%dc%d", (int)cell->row + 1, (int)cell->column + 1);
    names[c] = strdup(text);
    if (!names[c]) goto out_of_memory;
  }
  /* A piece whose name is also a cell's is written with a '+' before it, and so is a marked cell
   * whose name is a cell's or a piece's. */
  for (size_t k = 0; k < problem->piece_count; k++) {
    if (problem->pieces[k].same_as != k) continue;
    const char *name = problem->pieces[k].name;
    bool clash = false;
    for (size_t c = 0; c < problem->cell_count && !clash; c++) clash = strcmp(names[c], name) == 0;
    char *text = malloc(strlen(name) + 2);
    if (!text) goto out_of_memory;
    snprintf(text, strlen(name) + 2, "%s%s", clash ? "+" : "", name);
    names[model->piece_item[k]] = text;
  }
  for (size_t m = 0; m < problem->marked_count; m++) {
    const char *name = problem->marked_names[m];
    bool clash = false;
    for (size_t c = 0; c < model->marked_item && !clash; c++)
      clash = names[c] && strcmp(names[c], name) == 0;
    char *text = malloc(strlen(name) + 2);
    if (!text) goto out_of_memory;
    snprintf(text, strlen(name) + 2, "%s%s", clash ? "+" : "", name);
    names[model->marked_item + m] = text;
  }
  return names;
out_of_memory:
  polyform_item_names_free(model, names);
  return NULL;
}

void polyform_item_names_free(const polyform_model *model, char **names) {
  if (!names) return;
  size_t count = (size_t)model->primary_count + model->secondary_count;
  for (size_t k = 0; k < count; k++) free(names[k]);
  free(names);
}

/* Writes the labels of the solution's image under symmetry s: for each board cell, its piece's
 * image times the cell count plus the least (image) cell of the placement that covers it. Two
 * solutions are the same set of (piece, cells) exactly when their labels are equal (they fit 32
 * bits: polyform_model_create refuses larger puzzles). */
static void label(const polyform_model *model, int s, const uint32_t *option_ids, size_t count,
                  uint32_t *labels) {
  const polyform_problem *problem = model->problem;
  uint32_t n = (uint32_t)problem->cell_count;
  const uint32_t *map = model->symmetries + (size_t)s * n;
  const uint32_t *piece_map = model->symmetry_pieces + (size_t)s * problem->piece_count;
  for (size_t o = 0; o < count; o++) {
    const polyform_placement *placement = &model->placements[option_ids[o]];
    size_t size = problem->pieces[placement->piece].cell_count;
    const uint32_t *cells = model->cells + placement->first;
    uint32_t least = UINT32_MAX;
    for (size_t k = 0; k < size; k++)
      if (map[cells[k]] < least) least = map[cells[k]];
    for (size_t k = 0; k < size; k++)
      labels[map[cells[k]]] = piece_map[placement->piece] * n + least;
  }
}

/* With Knuth's extensions: for each board cell, the class of the image of the placement that
 * covers it. Every placement covers a board cell, so that two solutions are the same set of
 * classes exactly when their labels are equal. */
static void label_classes(const polyform_model *model, int s, const uint32_t *option_ids,
                          size_t count, uint32_t *labels) {
  const polyform_problem *problem = model->problem;
  const uint32_t *map = model->symmetries + (size_t)s * problem->cell_count;
  const uint32_t *classes = model->symmetry_classes + (size_t)s * model->class_count;
  for (size_t o = 0; o < count; o++) {
    const polyform_placement *placement = &model->placements[option_ids[o]];
    size_t size = problem->pieces[placement->piece].cell_count;
    uint32_t image = classes[model->placement_class[option_ids[o]]];
    for (size_t k = 0; k < size; k++) labels[map[model->cells[placement->first + k]]] = image;
  }
}

bool polyform_is_canonical(const polyform_model *model, const uint32_t *option_ids, size_t count,
                           uint32_t *scratch) {
  size_t n = model->problem->cell_count;
  uint32_t *own = scratch, *image = scratch + n;
  bool classes = model->placement_class != NULL;
  if (classes) {
    /* Of the placements that two lines of one name both give, the first alone. */
    for (size_t o = 0; o < count; o++)
      if (model->class_first[model->placement_class[option_ids[o]]] != option_ids[o]) return false;
    label_classes(model, 0, option_ids, count, own);
  } else {
    label(model, 0, option_ids, count, own);
  }
  for (int s = 1; s < model->symmetry_count; s++) {
    if (classes)
      label_classes(model, s, option_ids, count, image);
    else
      label(model, s, option_ids, count, image);
    for (size_t c = 0; c < n; c++) {
      if (image[c] == own[c]) continue;
      if (image[c] < own[c]) return false;
      break;
    }
  }
  return true;
}

dlx_status polyform_count_distinct(const polyform_model *model, dlx_solver *solver,
                                   const dlx_search *search, uint64_t limit, uint64_t *found,
                                   dlx_statistics *statistics) {
  *found = 0;
  size_t n = model->problem->cell_count;
  uint32_t *scratch = malloc(2 * (n ? n : 1) * sizeof *scratch);
  if (!scratch) return DLX_ERROR_OUT_OF_MEMORY;
  dlx_search every = search ? *search : (dlx_search){.size = sizeof every};
  every.size = sizeof every;
  every.solution_limit = 0;
  dlx_iterator *iterator = NULL;
  dlx_status status = dlx_iterator_create(solver, &every, &iterator);
  const uint32_t *ids;
  size_t count;
  while (!status && (limit == 0 || *found < limit) && dlx_iterator_next(iterator, &ids, &count))
    if (polyform_is_canonical(model, ids, count, scratch)) ++*found;
  if (!status) status = dlx_iterator_status(iterator, statistics);
  if (!status && limit && *found == limit) status = DLX_STOPPED_AT_SOLUTION_LIMIT;
  dlx_iterator_destroy(iterator);
  free(scratch);
  return status;
}
