/* symmetry.c: the symmetries of a polyform problem, which --distinct counts solutions up to: the
 * maps of the lattice that take the board onto itself and the pieces onto pieces, as permutations
 * of the board's cells and of the pieces. With Knuth's extensions (marked cells, a name on several
 * lines) a map must also take the marked cells onto marked cells with the same suffixes, and every
 * placement onto a placement: there the placements are sorted into classes (one piece, the same
 * cells and marked cells), and each symmetry is kept as the permutation of the classes it makes. */
#include <stdlib.h>
#include <string.h>

#include "polyform/model_internal.h"

/* The piece (the first line of a name) that map m takes piece k (a first line) onto: the piece
 * one of whose lines has among its orientations the image of k's (k itself when it does), with
 * the same size, marked cells and bounds; -1 when none does. One shape is enough: the allowed maps
 * form a normal subgroup of all the lattice's maps, so m takes all of k's orientations onto all
 * of that line's. (For a name on several lines the placements are checked too.) */
static int64_t piece_image(const polyform_model *model, int m, uint32_t k, polyform_cell *image,
                           polyform_marked_cell *marks) {
  const polyform_problem *problem = model->problem;
  const polyform_piece *piece = &problem->pieces[k];
  size_t size = piece->cell_count, mark_count = piece->marked_count;
  polyform_orient(problem, m, k, image, marks);
  for (size_t step = 0; step < problem->piece_count; step++) {
    uint32_t u = (uint32_t)((k + step) % problem->piece_count);
    const polyform_piece *other = &problem->pieces[u];
    if (other->same_as != u || other->lower != piece->lower || other->upper != piece->upper ||
        other->any != piece->any)
      continue;
    for (uint32_t line = u; line < problem->piece_count; line++) {
      const polyform_piece *shape = &problem->pieces[line];
      if (shape->same_as != u || shape->cell_count != size || shape->marked_count != mark_count)
        continue;
      for (uint32_t o = 0; o < model->orientation_count[line]; o++)
        if (memcmp(model->shapes[line] + (size_t)o * size, image, size * sizeof *image) == 0 &&
            (mark_count == 0 || memcmp(model->marked_shapes[line] + (size_t)o * mark_count, marks,
                                       mark_count * sizeof *marks) == 0))
          return u;
    }
  }
  return -1;
}

/* A placement as its class sees it: its piece's first line, its cells and marked cells (sorted
 * indices). */
typedef struct class_key {
  uint32_t piece;
  const uint32_t *cells, *marks;
  size_t size, mark_count;
} class_key;

static class_key key_of(const polyform_model *model, uint32_t p) {
  const polyform_placement *placement = &model->placements[p];
  const polyform_piece *piece = &model->problem->pieces[placement->piece];
  return (class_key){piece->same_as, model->cells + placement->first,
                     model->marked + placement->marked, piece->cell_count, piece->marked_count};
}

static int compare_indices(const uint32_t *a, size_t a_count, const uint32_t *b, size_t b_count) {
  if (a_count != b_count) return a_count < b_count ? -1 : 1;
  for (size_t k = 0; k < a_count; k++)
    if (a[k] != b[k]) return a[k] < b[k] ? -1 : 1;
  return 0;
}

static int compare_keys(const class_key *a, const class_key *b) {
  if (a->piece != b->piece) return a->piece < b->piece ? -1 : 1;
  int order = compare_indices(a->cells, a->size, b->cells, b->size);
  return order ? order : compare_indices(a->marks, a->mark_count, b->marks, b->mark_count);
}

typedef struct sorted_placement {
  const polyform_model *model;
  uint32_t placement;
} sorted_placement;

static int compare_sorted(const void *a, const void *b) {
  const sorted_placement *p = a, *q = b;
  class_key x = key_of(p->model, p->placement), y = key_of(q->model, q->placement);
  int order = compare_keys(&x, &y);
  if (order) return order;
  return p->placement < q->placement ? -1 : p->placement > q->placement;
}

/* Sorts the placements into classes: placement_class, class_first (the least placement of each),
 * and in *order the classes' first placements in the order of their keys. */
static polyform_status make_classes(polyform_model *model, uint32_t **order) {
  size_t count = model->placement_count;
  sorted_placement *sorted = malloc((count + 1) * sizeof *sorted);
  model->placement_class = malloc((count + 1) * sizeof *model->placement_class);
  model->class_first = malloc((count + 1) * sizeof *model->class_first);
  *order = malloc((count + 1) * sizeof **order);
  if (!sorted || !model->placement_class || !model->class_first || !*order) {
    free(sorted);
    return POLYFORM_OUT_OF_MEMORY;
  }
  for (size_t p = 0; p < count; p++) sorted[p] = (sorted_placement){model, (uint32_t)p};
  qsort(sorted, count, sizeof *sorted, compare_sorted);
  uint32_t classes = 0;
  for (size_t k = 0; k < count; k++) {
    bool same = false;
    if (k > 0) {
      class_key a = key_of(model, sorted[k - 1].placement), b = key_of(model, sorted[k].placement);
      same = compare_keys(&a, &b) == 0;
    }
    if (!same) {
      /* The placements of a class are sorted by number: its first is the least. */
      model->class_first[classes] = sorted[k].placement;
      (*order)[classes] = sorted[k].placement;
      classes++;
    }
    model->placement_class[sorted[k].placement] = classes - 1;
  }
  model->class_count = classes;
  free(sorted);
  return POLYFORM_OK;
}

/* The class of the image of class c under a map: its piece through piece_map, its cells through
 * permutation, its marked cells through mark_permutation; -1 when it is no placement. */
static int64_t image_class(const polyform_model *model, const uint32_t *order, uint32_t c,
                           const uint32_t *permutation, const uint32_t *mark_permutation,
                           const uint32_t *piece_map, uint32_t *cells, uint32_t *marks) {
  class_key key = key_of(model, order[c]);
  for (size_t k = 0; k < key.size; k++) cells[k] = permutation[key.cells[k]];
  for (size_t k = 0; k < key.mark_count; k++) marks[k] = mark_permutation[key.marks[k]];
  /* Insertion sorts: placements are small. */
  for (size_t i = 1; i < key.size; i++)
    for (size_t j = i; j > 0 && cells[j - 1] > cells[j]; j--) {
      uint32_t t = cells[j];
      cells[j] = cells[j - 1];
      cells[j - 1] = t;
    }
  for (size_t i = 1; i < key.mark_count; i++)
    for (size_t j = i; j > 0 && marks[j - 1] > marks[j]; j--) {
      uint32_t t = marks[j];
      marks[j] = marks[j - 1];
      marks[j - 1] = t;
    }
  class_key image = {piece_map[key.piece], cells, marks, key.size, key.mark_count};
  size_t low = 0, high = model->class_count;
  while (low < high) {
    size_t middle = low + (high - low) / 2;
    class_key at = key_of(model, order[middle]);
    int comparison = compare_keys(&at, &image);
    if (comparison == 0) return (int64_t)middle;
    if (comparison < 0)
      low = middle + 1;
    else
      high = middle;
  }
  return -1;
}

/* The scratch of one search for symmetries. */
typedef struct scratch {
  polyform_cell *image;
  polyform_marked_cell *marks;
  uint32_t *mark_permutation, *cells, *marked;
  bool *taken;
  uint32_t *order; /* the classes' first placements by key (Knuth's extensions) */
} scratch;

static void free_scratch(scratch *s) {
  free(s->image);
  free(s->marks);
  free(s->mark_permutation);
  free(s->cells);
  free(s->marked);
  free(s->taken);
  free(s->order);
}

/* Whether map m is a symmetry; if so its permutations are written at the model's next
 * symmetry. */
static bool try_map(polyform_model *model, int m, const indexed_cell *sorted,
                    const indexed_mark *sorted_marks, scratch *s) {
  const polyform_problem *problem = model->problem;
  size_t n = problem->cell_count, pieces = problem->piece_count;
  for (size_t c = 0; c < n; c++)
    s->image[c] = polyform_map_apply(problem->kind, m, problem->cells[c].cell);
  /* The translation that brings the image's least corner onto the board's. */
  polyform_cell a = {INT32_MAX, INT32_MAX, INT32_MAX}, b = a;
  for (size_t c = 0; c < n; c++) {
    if (s->image[c].x < a.x) a.x = s->image[c].x;
    if (s->image[c].y < a.y) a.y = s->image[c].y;
    if (s->image[c].z < a.z) a.z = s->image[c].z;
    polyform_cell d = problem->cells[c].cell;
    if (d.x < b.x) b.x = d.x;
    if (d.y < b.y) b.y = d.y;
    if (d.z < b.z) b.z = d.z;
  }
  uint32_t *permutation = model->symmetries + (size_t)model->symmetry_count * n;
  /* For triangles the translation must keep up triangles up: the lookup fails otherwise. */
  for (size_t c = 0; c < n; c++) {
    polyform_cell moved = {s->image[c].x - a.x + b.x, s->image[c].y - a.y + b.y,
                           s->image[c].z - a.z + b.z};
    int64_t index = polyform_find_cell(sorted, n, moved);
    if (index < 0) return false;
    permutation[c] = (uint32_t)index;
  }
  /* The marked cells, by the same translation, onto marked cells with the same suffix. */
  for (size_t c = 0; c < problem->marked_count; c++) {
    polyform_cell cell = polyform_map_apply(problem->kind, m, problem->marked[c].cell);
    polyform_marked_cell moved = {{cell.x - a.x + b.x, cell.y - a.y + b.y, cell.z - a.z + b.z},
                                  problem->marked[c].suffix};
    int64_t index = polyform_find_mark(sorted_marks, problem->marked_count, moved);
    if (index < 0) return false;
    s->mark_permutation[c] = (uint32_t)index;
  }
  uint32_t *piece_map = model->symmetry_pieces + (size_t)model->symmetry_count * pieces;
  memset(s->taken, 0, (pieces ? pieces : 1) * sizeof *s->taken);
  for (uint32_t k = 0; k < pieces; k++) {
    if (problem->pieces[k].same_as != k) continue;
    int64_t u = piece_image(model, m, k, s->image, s->marks);
    if (u < 0 || s->taken[u]) return false;
    s->taken[u] = true;
    piece_map[k] = (uint32_t)u;
  }
  for (uint32_t k = 0; k < pieces; k++) piece_map[k] = piece_map[problem->pieces[k].same_as];
  if (!model->placement_class) return true;
  /* Every class of placements onto a class. */
  uint32_t *classes = model->symmetry_classes + (size_t)model->symmetry_count * model->class_count;
  for (uint32_t c = 0; c < model->class_count; c++) {
    int64_t image = image_class(model, s->order, c, permutation, s->mark_permutation, piece_map,
                                s->cells, s->marked);
    if (image < 0) return false;
    classes[c] = model->placement_class[s->order[image]];
  }
  return true;
}

polyform_status polyform_find_symmetries(polyform_model *model, const indexed_cell *sorted,
                                         const indexed_mark *sorted_marks) {
  const polyform_problem *problem = model->problem;
  size_t n = problem->cell_count, pieces = problem->piece_count, largest = 1, most_marks = 1;
  for (size_t k = 0; k < pieces; k++) {
    if (problem->pieces[k].cell_count > largest) largest = problem->pieces[k].cell_count;
    if (problem->pieces[k].marked_count > most_marks) most_marks = problem->pieces[k].marked_count;
  }
  int maps = polyform_map_count(problem->kind, POLYFORM_ALL);
  scratch s = {0};
  polyform_status status = POLYFORM_OK;
  if (polyform_has_extensions(problem)) {
    status = make_classes(model, &s.order);
    if (!status) {
      model->symmetry_classes =
          malloc((size_t)maps * (model->class_count + 1) * sizeof *model->symmetry_classes);
      if (!model->symmetry_classes) status = POLYFORM_OUT_OF_MEMORY;
    }
  }
  model->symmetries = malloc((size_t)maps * (n ? n : 1) * sizeof *model->symmetries);
  model->symmetry_pieces =
      malloc((size_t)maps * (pieces ? pieces : 1) * sizeof *model->symmetry_pieces);
  s.image = malloc((n > largest ? n : largest) * sizeof *s.image);
  s.marks = malloc(most_marks * sizeof *s.marks);
  s.mark_permutation = malloc((problem->marked_count + 1) * sizeof *s.mark_permutation);
  s.cells = malloc(largest * sizeof *s.cells);
  s.marked = malloc(most_marks * sizeof *s.marked);
  s.taken = malloc((pieces ? pieces : 1) * sizeof *s.taken);
  if (!model->symmetries || !model->symmetry_pieces || !s.image || !s.marks ||
      !s.mark_permutation || !s.cells || !s.marked || !s.taken)
    status = POLYFORM_OUT_OF_MEMORY;
  model->symmetry_count = 0;
  for (int m = 0; m < maps && !status; m++)
    if (try_map(model, m, sorted, sorted_marks, &s)) model->symmetry_count++;
  free_scratch(&s);
  return status;
}
