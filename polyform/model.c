/* model.c: from a puzzle to the parts of its exact cover: every orientation of every piece, every
 * placement on the board, the board's symmetries and the engine's items; and the checks that
 * refuse, before any search, a puzzle that cannot be solved for a reason that can be named. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "polyform/polyform.h"

static int compare_cells(polyform_cell a, polyform_cell b) {
  if (a.z != b.z) return a.z < b.z ? -1 : 1;
  if (a.y != b.y) return a.y < b.y ? -1 : 1;
  if (a.x != b.x) return a.x < b.x ? -1 : 1;
  return 0;
}

/* The board's cells sorted, each with its index, for lookups by binary search. */
typedef struct indexed_cell {
  polyform_cell cell;
  uint32_t index;
} indexed_cell;

static int compare_indexed(const void *a, const void *b) {
  return compare_cells(((const indexed_cell *)a)->cell, ((const indexed_cell *)b)->cell);
}

static int64_t find_cell(const indexed_cell *sorted, size_t count, polyform_cell cell) {
  size_t low = 0, high = count;
  while (low < high) {
    size_t middle = low + (high - low) / 2;
    int order = compare_cells(sorted[middle].cell, cell);
    if (order == 0) return sorted[middle].index;
    if (order < 0)
      low = middle + 1;
    else
      high = middle;
  }
  return -1;
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
  free(model->shapes);
  free(model->symmetry_pieces);
  free(model->orientation_count);
  free(model->placements);
  free(model->cells);
  free(model->symmetries);
  free(model->piece_item);
  free(model);
}

/* Appends the placements of one orientation: every translate of `shape` (normalized, sorted) whose
 * cells are all on the board. */
static polyform_status add_placements(polyform_model *model, const indexed_cell *sorted,
                                      const polyform_cell *shape, size_t size, uint32_t piece,
                                      uint32_t orientation, size_t *placement_capacity,
                                      size_t *cell_capacity) {
  const polyform_problem *problem = model->problem;
  int32_t step = problem->kind == POLYFORM_TRIANGLES ? 3 : 1;
  for (size_t b = 0; b < problem->cell_count; b++) {
    polyform_cell anchor = problem->cells[b].cell;
    int32_t dx = anchor.x - shape[0].x, dy = anchor.y - shape[0].y, dz = anchor.z - shape[0].z;
    if (dx % step || dy % step || dz % step) continue;
    if (model->placement_count == *placement_capacity) {
      size_t wanted = *placement_capacity ? *placement_capacity * 2 : 256;
      polyform_placement *bigger = realloc(model->placements, wanted * sizeof *bigger);
      if (!bigger) return POLYFORM_OUT_OF_MEMORY;
      model->placements = bigger;
      *placement_capacity = wanted;
    }
    size_t start =
        model->placement_count
            ? model->placements[model->placement_count - 1].first +
                  problem->pieces[model->placements[model->placement_count - 1].piece].cell_count
            : 0;
    while (start + size > *cell_capacity) {
      size_t wanted = *cell_capacity ? *cell_capacity * 2 : 1024;
      uint32_t *bigger = realloc(model->cells, wanted * sizeof *bigger);
      if (!bigger) return POLYFORM_OUT_OF_MEMORY;
      model->cells = bigger;
      *cell_capacity = wanted;
    }
    bool fits = true;
    for (size_t k = 0; k < size && fits; k++) {
      polyform_cell cell = {shape[k].x + dx, shape[k].y + dy, shape[k].z + dz};
      int64_t index = find_cell(sorted, problem->cell_count, cell);
      if (index < 0)
        fits = false;
      else
        model->cells[start + k] = (uint32_t)index;
    }
    if (!fits) continue;
    /* Each placement's cells in increasing order (insertion sort: pieces are small). */
    uint32_t *cells = model->cells + start;
    for (size_t i = 1; i < size; i++)
      for (size_t j = i; j > 0 && cells[j - 1] > cells[j]; j--) {
        uint32_t t = cells[j];
        cells[j] = cells[j - 1];
        cells[j - 1] = t;
      }
    model->placements[model->placement_count++] =
        (polyform_placement){piece, orientation, (uint32_t)start};
  }
  return POLYFORM_OK;
}

/* Every orientation of piece k and its placements. */
static polyform_status place_piece(polyform_model *model, const indexed_cell *sorted, uint32_t k,
                                   size_t *placement_capacity, size_t *cell_capacity) {
  const polyform_problem *problem = model->problem;
  const polyform_piece *piece = &problem->pieces[k];
  int maps = polyform_map_count(problem->kind, model->orientations);
  size_t size = piece->cell_count;
  polyform_cell *shapes = malloc((size_t)maps * size * sizeof *shapes);
  if (!shapes) return POLYFORM_OUT_OF_MEMORY;
  uint32_t count = 0;
  polyform_status status = POLYFORM_OK;
  for (int m = 0; m < maps && !status; m++) {
    polyform_cell *shape = shapes + (size_t)count * size;
    for (size_t c = 0; c < size; c++)
      shape[c] = polyform_map_apply(problem->kind, m, piece->cells[c]);
    polyform_normalize(problem->kind, shape, size);
    bool seen = false;
    for (uint32_t o = 0; o < count && !seen; o++)
      seen = memcmp(shapes + (size_t)o * size, shape, size * sizeof *shape) == 0;
    if (seen) continue;
    status =
        add_placements(model, sorted, shape, size, k, count, placement_capacity, cell_capacity);
    count++;
  }
  model->orientation_count[k] = count;
  model->shapes[k] = shapes;
  return status;
}

/* The piece that map m takes piece k onto: the piece whose orientations hold the image of k's
 * first orientation (k itself when it does), with the same size and bounds; -1 when none does.
 * One shape is enough: the allowed maps form a normal subgroup of all the lattice's maps, so m
 * takes all of k's orientations onto all of that piece's. */
static int64_t piece_image(const polyform_model *model, int m, uint32_t k, polyform_cell *image) {
  const polyform_problem *problem = model->problem;
  size_t size = problem->pieces[k].cell_count;
  for (size_t c = 0; c < size; c++)
    image[c] = polyform_map_apply(problem->kind, m, model->shapes[k][c]);
  polyform_normalize(problem->kind, image, size);
  for (size_t step = 0; step < problem->piece_count; step++) {
    uint32_t u = (uint32_t)((k + step) % problem->piece_count);
    const polyform_piece *other = &problem->pieces[u];
    if (other->cell_count != size || other->lower != problem->pieces[k].lower ||
        other->upper != problem->pieces[k].upper || other->any != problem->pieces[k].any)
      continue;
    for (uint32_t o = 0; o < model->orientation_count[u]; o++)
      if (memcmp(model->shapes[u] + (size_t)o * size, image, size * sizeof *image) == 0) return u;
  }
  return -1;
}

/* The symmetries of the whole problem: the maps of the lattice that take the board onto itself
 * and the set of pieces onto itself (a piece perhaps onto another: the Soma cube's two screws
 * are each other's mirror images), as permutations of the board's cells and of the pieces. */
static polyform_status find_symmetries(polyform_model *model, const indexed_cell *sorted) {
  const polyform_problem *problem = model->problem;
  size_t n = problem->cell_count, pieces = problem->piece_count, largest = 1;
  for (size_t k = 0; k < pieces; k++)
    if (problem->pieces[k].cell_count > largest) largest = problem->pieces[k].cell_count;
  int maps = polyform_map_count(problem->kind, POLYFORM_ALL);
  model->symmetries = malloc((size_t)maps * n * sizeof *model->symmetries);
  model->symmetry_pieces =
      malloc((size_t)maps * (pieces ? pieces : 1) * sizeof *model->symmetry_pieces);
  polyform_cell *image = malloc((n > largest ? n : largest) * sizeof *image);
  bool *taken = malloc((pieces ? pieces : 1) * sizeof *taken);
  if (!model->symmetries || !model->symmetry_pieces || !image || !taken) {
    free(image);
    free(taken);
    return POLYFORM_OUT_OF_MEMORY;
  }
  model->symmetry_count = 0;
  for (int m = 0; m < maps; m++) {
    for (size_t c = 0; c < n; c++)
      image[c] = polyform_map_apply(problem->kind, m, problem->cells[c].cell);
    /* The translation that brings the image's least corner onto the board's. */
    polyform_cell a = {INT32_MAX, INT32_MAX, INT32_MAX}, b = a;
    for (size_t c = 0; c < n; c++) {
      if (image[c].x < a.x) a.x = image[c].x;
      if (image[c].y < a.y) a.y = image[c].y;
      if (image[c].z < a.z) a.z = image[c].z;
      polyform_cell d = problem->cells[c].cell;
      if (d.x < b.x) b.x = d.x;
      if (d.y < b.y) b.y = d.y;
      if (d.z < b.z) b.z = d.z;
    }
    uint32_t *permutation = model->symmetries + (size_t)model->symmetry_count * n;
    bool fits = true;
    /* For triangles the translation must keep up triangles up: the lookup fails otherwise. */
    for (size_t c = 0; c < n && fits; c++) {
      polyform_cell moved = {image[c].x - a.x + b.x, image[c].y - a.y + b.y,
                             image[c].z - a.z + b.z};
      int64_t index = find_cell(sorted, n, moved);
      if (index < 0)
        fits = false;
      else
        permutation[c] = (uint32_t)index;
    }
    uint32_t *piece_map = model->symmetry_pieces + (size_t)model->symmetry_count * pieces;
    memset(taken, 0, pieces * sizeof *taken);
    for (uint32_t k = 0; k < pieces && fits; k++) {
      int64_t u = piece_image(model, m, k, image);
      if (u < 0 || taken[u])
        fits = false;
      else {
        taken[u] = true;
        piece_map[k] = (uint32_t)u;
      }
    }
    if (fits) model->symmetry_count++;
  }
  free(image);
  free(taken);
  return POLYFORM_OK;
}

static void choose_letters(polyform_problem *problem) {
  bool clash = false;
  for (size_t i = 0; i < problem->piece_count && !clash; i++)
    for (size_t j = 0; j < i && !clash; j++)
      clash = problem->pieces[i].name[0] == problem->pieces[j].name[0];
  for (size_t i = 0; i < problem->piece_count && !clash; i++) {
    char c = problem->pieces[i].name[0];
    clash = c == '.' || c == '#' || (unsigned char)c >= 0x80;
  }
  static const char letters[] =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@$%&*+=?!~^";
  for (size_t i = 0; i < problem->piece_count; i++)
    problem->pieces[i].letter = !clash                   ? problem->pieces[i].name[0]
                                : i < sizeof letters - 1 ? letters[i]
                                                         : '?';
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
  if (!model || !sorted) {
    free(model);
    free(sorted);
    free(upper);
    return POLYFORM_OUT_OF_MEMORY;
  }
  model->problem = problem;
  model->orientations =
      orientations < 0 ? problem->orientations : (polyform_orientations)orientations;
  for (size_t c = 0; c < problem->cell_count; c++)
    sorted[c] = (indexed_cell){problem->cells[c].cell, (uint32_t)c};
  qsort(sorted, problem->cell_count, sizeof *sorted, compare_indexed);
  model->orientation_count = calloc(problem->piece_count, sizeof *model->orientation_count);
  model->piece_item = calloc(problem->piece_count, sizeof *model->piece_item);
  model->shapes = calloc(problem->piece_count + 1, sizeof *model->shapes);
  status = model->orientation_count && model->piece_item && model->shapes ? POLYFORM_OK
                                                                          : POLYFORM_OUT_OF_MEMORY;
  size_t placement_capacity = 0, cell_capacity = 0;
  for (uint32_t k = 0; k < problem->piece_count && !status; k++) {
    size_t before = model->placement_count;
    status = place_piece(model, sorted, k, &placement_capacity, &cell_capacity);
    if (!status && model->placement_count == before && problem->pieces[k].lower > 0) {
      char message[300];
      snprintf(message, sizeof message, "piece %s fits nowhere on the board",
               problem->pieces[k].name);
      status = refuse(error, problem->pieces[k].place, "%s", message);
    }
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
  if (!status) status = find_symmetries(model, sorted);
  if (!status) {
    uint32_t item = (uint32_t)problem->cell_count;
    for (size_t k = 0; k < problem->piece_count; k++)
      if (!(problem->pieces[k].lower == 0 && upper[k] == 1)) model->piece_item[k] = item++;
    model->primary_count = item;
    for (size_t k = 0; k < problem->piece_count; k++)
      if (problem->pieces[k].lower == 0 && upper[k] == 1) model->piece_item[k] = item++;
    model->secondary_count = item - model->primary_count;
    /* The pieces used any number of times learn their upper bound, and every piece its letter. */
    for (size_t k = 0; k < problem->piece_count; k++) problem->pieces[k].upper = upper[k];
    choose_letters(problem);
  }
  free(sorted);
  free(upper);
  if (status) {
    polyform_model_destroy(model);
    return status;
  }
  *result = model;
  return POLYFORM_OK;
}
