/* model.c: from a puzzle to the parts of its exact cover: every orientation of every piece, every
 * placement on the board (with its marked cells, Knuth's suffixes) and the engine's items; and the
 * checks that refuse, before any search, a puzzle that cannot be solved for a reason that can be
 * named. The problem's symmetries are symmetry.c's, the lookups of cells and the orientations of
 * pieces lookup.c's. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "polyform/model_internal.h"

/* True when another piece shares piece k's name (Knuth's format: a name on several lines). */
static bool shares_name(const polyform_problem *problem, size_t k) {
  for (size_t j = 0; j < problem->piece_count; j++)
    if (j != k && problem->pieces[j].same_as == problem->pieces[k].same_as) return true;
  return false;
}

static polyform_status refuse(polyform_error *error, polyform_place place, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

static polyform_status refuse(polyform_error *error, polyform_place place, const char *format,
                              ...) {
  error->place = place;
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(error->message, sizeof error->message, format, arguments);
  va_end(arguments);
  return POLYFORM_BAD_INPUT;
}

static bool is_connected(polyform_kind kind, const polyform_cell *cells, size_t count) {
  if (count <= 1) return true;
  bool *reached = calloc(count, sizeof *reached);
  size_t *queue = malloc(count * sizeof *queue);
  bool connected = false;
  if (reached && queue) {
    size_t head = 0, tail = 0;
    reached[0] = true;
    queue[tail++] = 0;
    while (head < tail) {
      size_t at = queue[head++];
      for (size_t k = 0; k < count; k++)
        if (!reached[k] && polyform_adjacent(kind, cells[at], cells[k])) {
          reached[k] = true;
          queue[tail++] = k;
        }
    }
    connected = tail == count;
  } else {
    connected = true; /* no memory to tell: let the search decide */
  }
  free(reached);
  free(queue);
  return connected;
}

/* A board cell's place in words: "row 3, column 5" (1-based), with the layer for cubes. */
static void describe_cell(const polyform_problem *problem, const polyform_board_cell *cell,
                          char *text, size_t capacity) {
  if (problem->kind == POLYFORM_CUBES)
    snprintf(text, capacity, "layer %d row %d column %d", (int)cell->layer + 1, (int)cell->row + 1,
             (int)cell->column + 1);
  else
    snprintf(text, capacity, "row %d column %d", (int)cell->row + 1, (int)cell->column + 1);
}

static polyform_status check_pieces(const polyform_problem *problem, polyform_error *error,
                                    uint32_t *upper) {
  char message[300];
  uint64_t least = 0, most = 0, board = problem->cell_count;
  bool all_once = true;
  if ((uint64_t)problem->piece_count * board > UINT32_MAX)
    return refuse(error, problem->board_place, "too large: pieces times board cells pass 2^32");
  for (size_t k = 0; k < problem->piece_count; k++) {
    const polyform_piece *piece = &problem->pieces[k];
    /* A name on several lines: the shapes of all its lines bound its cells, and a line too large
     * merely has no placement. */
    if (shares_name(problem, k)) {
      upper[k] = piece->upper;
      if (piece->same_as != k) continue;
      size_t fewest = piece->cell_count, most_cells = piece->cell_count;
      for (size_t j = k + 1; j < problem->piece_count; j++)
        if (problem->pieces[j].same_as == k) {
          if (problem->pieces[j].cell_count < fewest) fewest = problem->pieces[j].cell_count;
          if (problem->pieces[j].cell_count > most_cells)
            most_cells = problem->pieces[j].cell_count;
        }
      if (piece->lower != 1 || piece->upper != 1) all_once = false;
      least += (uint64_t)piece->lower * fewest;
      most += (uint64_t)piece->upper * most_cells;
      continue;
    }
    if (problem->connected && !is_connected(problem->kind, piece->cells, piece->cell_count)) {
      snprintf(message, sizeof message,
               "piece %s is not connected (write 'connected: no' to allow such pieces)",
               piece->name);
      return refuse(error, piece->place, "%s", message);
    }
    if (piece->cell_count > board) {
      snprintf(message, sizeof message, "piece %s has %zu cells, more than the board's %zu",
               piece->name, piece->cell_count, problem->cell_count);
      return refuse(error, piece->place, "%s", message);
    }
    upper[k] = piece->any ? (uint32_t)(board / piece->cell_count) : piece->upper;
    if (piece->lower != 1 || upper[k] != 1) all_once = false;
    least += (uint64_t)piece->lower * piece->cell_count;
    most += (uint64_t)upper[k] * piece->cell_count;
  }
  if (least > board) {
    snprintf(message, sizeof message,
             all_once ? "the pieces have %llu cells, more than the board's %llu"
                      : "the pieces that must be used have %llu cells, more than the board's %llu",
             (unsigned long long)least, (unsigned long long)board);
    return refuse(error, problem->board_place, "%s", message);
  }
  if (most < board) {
    snprintf(message, sizeof message,
             all_once ? "the pieces have %llu cells, fewer than the board's %llu"
                      : "the pieces have at most %llu cells, fewer than the board's %llu",
             (unsigned long long)most, (unsigned long long)board);
    return refuse(error, problem->board_place, "%s", message);
  }
  return POLYFORM_OK;
}

void polyform_model_destroy(polyform_model *model) {
  if (!model) return;
  if (model->shapes)
    for (size_t k = 0; k < model->problem->piece_count; k++) free(model->shapes[k]);
  if (model->marked_shapes)
    for (size_t k = 0; k < model->problem->piece_count; k++) free(model->marked_shapes[k]);
  free(model->shapes);
  free(model->marked_shapes);
  free(model->marked);
  free(model->symmetry_pieces);
  free(model->orientation_count);
  free(model->placements);
  free(model->cells);
  free(model->symmetries);
  free(model->placement_class);
  free(model->class_first);
  free(model->symmetry_classes);
  free(model->piece_item);
  free(model);
}

/* Where placements are stored as they are found, and the board's cells to find them on. */
typedef struct placement_store {
  const indexed_cell *sorted;
  const indexed_mark *sorted_marks;
  size_t placement_capacity, cell_capacity, marked_capacity;
  size_t cells_used, marked_used;
} placement_store;

static bool reserve(void **array, size_t *capacity, size_t wanted, size_t size) {
  if (wanted <= *capacity) return true;
  size_t grown = *capacity ? *capacity : 256;
  while (grown < wanted) grown *= 2;
  void *bigger = realloc(*array, grown * size);
  if (!bigger) return false;
  *array = bigger;
  *capacity = grown;
  return true;
}

static void sort_indices(uint32_t *indices, size_t count) {
  for (size_t i = 1; i < count; i++)
    for (size_t j = i; j > 0 && indices[j - 1] > indices[j]; j--) {
      uint32_t t = indices[j];
      indices[j] = indices[j - 1];
      indices[j - 1] = t;
    }
}

/* Appends the placements of one orientation: every translate of `shape` (normalized, sorted) whose
 * cells are all on the board, and whose marked cells are all among the board's. */
static polyform_status add_placements(polyform_model *model, placement_store *store,
                                      const polyform_cell *shape, size_t size,
                                      const polyform_marked_cell *marks, size_t mark_count,
                                      uint32_t piece, uint32_t orientation) {
  const polyform_problem *problem = model->problem;
  int32_t step = problem->kind == POLYFORM_TRIANGLES ? 3 : 1;
  for (size_t b = 0; b < problem->cell_count; b++) {
    polyform_cell anchor = problem->cells[b].cell;
    int32_t dx = anchor.x - shape[0].x, dy = anchor.y - shape[0].y, dz = anchor.z - shape[0].z;
    if (dx % step || dy % step || dz % step) continue;
    if (!reserve((void **)&model->placements, &store->placement_capacity,
                 model->placement_count + 1, sizeof *model->placements) ||
        !reserve((void **)&model->cells, &store->cell_capacity, store->cells_used + size,
                 sizeof *model->cells) ||
        !reserve((void **)&model->marked, &store->marked_capacity,
                 store->marked_used + mark_count + 1, sizeof *model->marked))
      return POLYFORM_OUT_OF_MEMORY;
    uint32_t *cells = model->cells + store->cells_used,
             *marked = model->marked + store->marked_used;
    bool fits = true;
    for (size_t k = 0; k < size && fits; k++) {
      polyform_cell cell = {shape[k].x + dx, shape[k].y + dy, shape[k].z + dz};
      int64_t index = polyform_find_cell(store->sorted, problem->cell_count, cell);
      if (index < 0)
        fits = false;
      else
        cells[k] = (uint32_t)index;
    }
    for (size_t k = 0; k < mark_count && fits; k++) {
      polyform_marked_cell mark = {
          {marks[k].cell.x + dx, marks[k].cell.y + dy, marks[k].cell.z + dz}, marks[k].suffix};
      int64_t index = polyform_find_mark(store->sorted_marks, problem->marked_count, mark);
      if (index < 0)
        fits = false;
      else
        marked[k] = (uint32_t)index;
    }
    if (!fits) continue;
    /* Each placement's cells in increasing order (insertion sort: pieces are small). */
    sort_indices(cells, size);
    sort_indices(marked, mark_count);
    model->placements[model->placement_count++] = (polyform_placement){
        piece, orientation, (uint32_t)store->cells_used, (uint32_t)store->marked_used};
    store->cells_used += size;
    store->marked_used += mark_count;
  }
  return POLYFORM_OK;
}

/* Every orientation of piece k and its placements. */
static polyform_status place_piece(polyform_model *model, placement_store *store, uint32_t k) {
  const polyform_problem *problem = model->problem;
  const polyform_piece *piece = &problem->pieces[k];
  int maps = polyform_map_count(problem->kind, model->orientations);
  size_t size = piece->cell_count, mark_count = piece->marked_count;
  polyform_cell *shapes = malloc((size_t)maps * size * sizeof *shapes);
  polyform_marked_cell *marks = malloc(((size_t)maps * mark_count + 1) * sizeof *marks);
  model->shapes[k] = shapes;
  model->marked_shapes[k] = marks;
  if (!shapes || !marks) return POLYFORM_OUT_OF_MEMORY;
  uint32_t count = 0;
  polyform_status status = POLYFORM_OK;
  for (int m = 0; m < maps && !status; m++) {
    polyform_cell *shape = shapes + (size_t)count * size;
    polyform_marked_cell *marked = marks + (size_t)count * mark_count;
    polyform_orient(problem, m, k, shape, marked);
    bool seen = false;
    for (uint32_t o = 0; o < count && !seen; o++)
      seen = memcmp(shapes + (size_t)o * size, shape, size * sizeof *shape) == 0 &&
             (mark_count == 0 ||
              memcmp(marks + (size_t)o * mark_count, marked, mark_count * sizeof *marked) == 0);
    if (seen) continue;
    status = add_placements(model, store, shape, size, marked, mark_count, k, count);
    count++;
  }
  model->orientation_count[k] = count;
  return status;
}

/* The lines of one name (Knuth's format) share its first line's letter. */
static void choose_letters(polyform_problem *problem) {
  bool clash = false;
  for (size_t i = 0; i < problem->piece_count && !clash; i++)
    for (size_t j = 0; j < i && !clash; j++)
      clash = problem->pieces[i].same_as == i && problem->pieces[j].same_as == j &&
              problem->pieces[i].name[0] == problem->pieces[j].name[0];
  for (size_t i = 0; i < problem->piece_count && !clash; i++) {
    char c = problem->pieces[i].name[0];
    clash = c == '.' || c == '#' || (unsigned char)c >= 0x80;
  }
  static const char letters[] =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@$%&*+=?!~^";
  for (size_t i = 0; i < problem->piece_count; i++) {
    size_t first = problem->pieces[i].same_as;
    problem->pieces[i].letter = !clash                       ? problem->pieces[i].name[0]
                                : first < sizeof letters - 1 ? letters[first]
                                                             : '?';
  }
}

polyform_status polyform_model_create(polyform_problem *problem, int orientations,
                                      polyform_model **result, polyform_error *error) {
  *result = NULL;
  memset(error, 0, sizeof *error);
  uint32_t *upper = calloc(problem->piece_count + 1, sizeof *upper);
  if (!upper) return POLYFORM_OUT_OF_MEMORY;
  polyform_status status = check_pieces(problem, error, upper);
  if (status) {
    free(upper);
    return status;
  }
  polyform_model *model = calloc(1, sizeof *model);
  indexed_cell *sorted = malloc(problem->cell_count * sizeof *sorted);
  indexed_mark *sorted_marks = malloc((problem->marked_count + 1) * sizeof *sorted_marks);
  size_t *found = calloc(problem->piece_count + 1, sizeof *found);
  if (!model || !sorted || !sorted_marks || !found) {
    free(model);
    free(sorted);
    free(sorted_marks);
    free(found);
    free(upper);
    return POLYFORM_OUT_OF_MEMORY;
  }
  model->problem = problem;
  model->orientations =
      orientations < 0 ? problem->orientations : (polyform_orientations)orientations;
  polyform_index_board(problem, sorted, sorted_marks);
  model->orientation_count = calloc(problem->piece_count, sizeof *model->orientation_count);
  model->piece_item = calloc(problem->piece_count, sizeof *model->piece_item);
  model->shapes = calloc(problem->piece_count + 1, sizeof *model->shapes);
  model->marked_shapes = calloc(problem->piece_count + 1, sizeof *model->marked_shapes);
  status = model->orientation_count && model->piece_item && model->shapes && model->marked_shapes
               ? POLYFORM_OK
               : POLYFORM_OUT_OF_MEMORY;
  placement_store store = {.sorted = sorted, .sorted_marks = sorted_marks};
  for (uint32_t k = 0; k < problem->piece_count && !status; k++) {
    size_t before = model->placement_count;
    status = place_piece(model, &store, k);
    found[problem->pieces[k].same_as] += model->placement_count - before;
  }
  /* A piece that must be used and fits nowhere (for a name on several lines: with none of them). */
  for (uint32_t k = 0; k < problem->piece_count && !status; k++)
    if (problem->pieces[k].same_as == k && found[k] == 0 && problem->pieces[k].lower > 0) {
      char message[300];
      snprintf(message, sizeof message, "piece %s fits nowhere on the board",
               problem->pieces[k].name);
      status = refuse(error, problem->pieces[k].place, "%s", message);
    }
  if (!status) {
    /* Board cells that no placement covers, named (the first five). */
    bool *covered = calloc(problem->cell_count, sizeof *covered);
    if (!covered) status = POLYFORM_OUT_OF_MEMORY;
    for (size_t p = 0; p < model->placement_count && covered; p++) {
      const polyform_placement *placement = &model->placements[p];
      for (size_t k = 0; k < problem->pieces[placement->piece].cell_count; k++)
        covered[model->cells[placement->first + k]] = true;
    }
    size_t missing = 0, first = 0;
    char message[256] = "", cell[64];
    for (size_t c = 0; c < problem->cell_count && covered; c++) {
      if (covered[c]) continue;
      if (missing == 0) first = c;
      if (missing < 5) {
        describe_cell(problem, &problem->cells[c], cell, sizeof cell);
        size_t used = strlen(message);
        snprintf(message + used, sizeof message - used, "%s%s", missing ? "; " : "", cell);
      }
      missing++;
    }
    if (missing) {
      char text[400];
      snprintf(text, sizeof text, "no piece can cover %s board %s: %s%s",
               missing == 1 ? "this" : "these", missing == 1 ? "cell" : "cells", message,
               missing > 5 ? "; ..." : "");
      status = refuse(error, problem->cells[first].place, "%s", text);
    }
    free(covered);
  }
  if (!status) status = polyform_find_symmetries(model, sorted, sorted_marks);
  if (!status) {
    uint32_t item = (uint32_t)problem->cell_count;
    for (size_t k = 0; k < problem->piece_count; k++)
      if (problem->pieces[k].same_as == k && !(problem->pieces[k].lower == 0 && upper[k] == 1))
        model->piece_item[k] = item++;
    model->primary_count = item;
    for (size_t k = 0; k < problem->piece_count; k++)
      if (problem->pieces[k].same_as == k && problem->pieces[k].lower == 0 && upper[k] == 1)
        model->piece_item[k] = item++;
    for (size_t k = 0; k < problem->piece_count; k++)
      model->piece_item[k] = model->piece_item[problem->pieces[k].same_as];
    model->marked_item = item;
    item += (uint32_t)problem->marked_count;
    model->secondary_count = item - model->primary_count;
    /* The pieces used any number of times learn their upper bound, and every piece its letter. */
    for (size_t k = 0; k < problem->piece_count; k++) problem->pieces[k].upper = upper[k];
    choose_letters(problem);
  }
  free(sorted);
  free(sorted_marks);
  free(found);
  free(upper);
  if (status) {
    polyform_model_destroy(model);
    return status;
  }
  *result = model;
  return POLYFORM_OK;
}
