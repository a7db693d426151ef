/* geometry.c: the shape of a sudoku (side, boxes or jigsaw map, alphabet) and its variants, and
 * their expansion into the units and the "different" pairs that encoder.c turns into items. What
 * each variant means is written here and nowhere else. */
#include "geometry.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

unsigned sudoku_geometry_side(const sudoku_geometry *geometry) {
  return geometry->side ? geometry->side : 9;
}

sudoku_symbols sudoku_geometry_symbols(const sudoku_geometry *geometry) {
  if (!geometry->symbols_declared &&
      sudoku_geometry_side(geometry) > sudoku_symbols_max_side(SUDOKU_SYMBOLS_DIGITS))
    return SUDOKU_SYMBOLS_NUMBERS;
  return geometry->symbols;
}

static bool has_boxes(const sudoku_geometry *geometry) {
  if (geometry->boxless) return false;
  return geometry->side == 0 || (geometry->box_rows && geometry->box_columns);
}

static unsigned box_rows_of(const sudoku_geometry *geometry) {
  return geometry->side == 0 && !geometry->box_rows ? 3 : geometry->box_rows;
}

static unsigned box_columns_of(const sudoku_geometry *geometry) {
  return geometry->side == 0 && !geometry->box_columns ? 3 : geometry->box_columns;
}

bool sudoku_geometry_has_boxes(const sudoku_geometry *geometry) {
  return has_boxes(geometry) || geometry->region_of_cell;
}

bool sudoku_geometry_is_classic(const sudoku_geometry *geometry) {
  return sudoku_geometry_side(geometry) == 9 && has_boxes(geometry) && box_rows_of(geometry) == 3 &&
         box_columns_of(geometry) == 3 && !geometry->variants && !geometry->region_of_cell &&
         !geometry->extra_region_count && !geometry->different_pair_count && !geometry->cage_count;
}

void sudoku_geometry_set_side(sudoku_geometry *geometry, unsigned side) {
  geometry->side = side;
  unsigned rows = 1;
  for (unsigned divisor = 1; divisor * divisor <= side; divisor++)
    if (side % divisor == 0) rows = divisor;
  geometry->boxless = rows == 1;
  geometry->box_rows = rows == 1 ? 0 : rows;
  geometry->box_columns = rows == 1 ? 0 : side / rows;
}

void sudoku_geometry_clear(sudoku_geometry *geometry) {
  free(geometry->region_of_cell);
  free(geometry->extra_regions);
  free(geometry->different_pairs);
  free(geometry->cages);
  memset(geometry, 0, sizeof *geometry);
}

static void *duplicate(const void *source, size_t bytes, bool *failed) {
  if (!source || bytes == 0) return NULL;
  void *copy = malloc(bytes);
  if (!copy) {
    *failed = true;
    return NULL;
  }
  return memcpy(copy, source, bytes);
}

bool sudoku_geometry_copy(sudoku_geometry *target, const sudoku_geometry *source) {
  if (target == source) return true;
  sudoku_geometry_clear(target);
  unsigned side = sudoku_geometry_side(source);
  bool failed = false;
  sudoku_geometry copy = *source;
  copy.region_of_cell =
      duplicate(source->region_of_cell, (size_t)side * side * sizeof *copy.region_of_cell, &failed);
  copy.extra_regions = duplicate(source->extra_regions,
                                 source->extra_region_count * side * sizeof(uint16_t), &failed);
  copy.different_pairs = duplicate(source->different_pairs,
                                   source->different_pair_count * 2 * sizeof(uint16_t), &failed);
  copy.cages = duplicate(source->cages, source->cage_count * sizeof *copy.cages, &failed);
  if (failed) {
    sudoku_geometry_clear(&copy);
    return false;
  }
  *target = copy;
  return true;
}

bool sudoku_geometry_add_region(sudoku_geometry *geometry, const uint16_t *cells) {
  unsigned side = sudoku_geometry_side(geometry);
  size_t count = geometry->extra_region_count + 1;
  uint16_t *regions = realloc(geometry->extra_regions, count * side * sizeof *regions);
  if (!regions) return false;
  memcpy(regions + (count - 1) * side, cells, side * sizeof *regions);
  geometry->extra_regions = regions;
  geometry->extra_region_count = count;
  return true;
}

bool sudoku_geometry_add_pair(sudoku_geometry *geometry, uint16_t first_cell,
                              uint16_t second_cell) {
  size_t count = geometry->different_pair_count + 1;
  uint16_t *pairs = realloc(geometry->different_pairs, count * 2 * sizeof *pairs);
  if (!pairs) return false;
  pairs[2 * count - 2] = first_cell;
  pairs[2 * count - 1] = second_cell;
  geometry->different_pairs = pairs;
  geometry->different_pair_count = count;
  return true;
}

static const struct {
  const char *name;
  unsigned variant;
} variant_names[] = {
    {"x", SUDOKU_VARIANT_X},
    {"windoku", SUDOKU_VARIANT_WINDOKU},
    {"hyper", SUDOKU_VARIANT_WINDOKU},
    {"anti-king", SUDOKU_VARIANT_ANTI_KING},
    {"anti-knight", SUDOKU_VARIANT_ANTI_KNIGHT},
    {"non-consecutive", SUDOKU_VARIANT_NON_CONSECUTIVE},
    {"none", 0},
};
enum { VARIANT_NAME_COUNT = sizeof variant_names / sizeof variant_names[0] };

bool sudoku_variants_from_names(const char *names, unsigned *variants, const char **bad_name,
                                size_t *bad_length) {
  unsigned result = 0;
  const char *position = names;
  for (;;) {
    while (*position == ' ' || *position == '\t') position++;
    const char *end = position;
    while (*end && *end != ',') end++;
    const char *name_end = end;
    while (name_end > position && (name_end[-1] == ' ' || name_end[-1] == '\t')) name_end--;
    size_t length = (size_t)(name_end - position);
    bool known = false;
    for (unsigned k = 0; k < VARIANT_NAME_COUNT && !known; k++) {
      if (strlen(variant_names[k].name) == length &&
          memcmp(variant_names[k].name, position, length) == 0) {
        result |= variant_names[k].variant;
        known = true;
      }
    }
    if (!known) {
      *bad_name = position;
      *bad_length = length;
      return false;
    }
    if (!*end) break;
    position = end + 1;
  }
  *variants = result;
  return true;
}

void sudoku_variants_format(unsigned variants, char *text, size_t capacity) {
  size_t used = 0;
  text[0] = '\0';
  for (unsigned k = 0; k < VARIANT_NAME_COUNT; k++) {
    unsigned variant = variant_names[k].variant;
    if (!variant || !(variants & variant)) continue;
    variants &= ~variant; /* hyper is windoku: name it once */
    int written =
        snprintf(text + used, capacity - used, "%s%s", used ? "," : "", variant_names[k].name);
    if (written < 0 || (size_t)written >= capacity - used) return;
    used += (size_t)written;
  }
}

const char *sudoku_geometry_problem(const sudoku_geometry *geometry) {
  static char message[160];
  unsigned side = sudoku_geometry_side(geometry);
  if (side > SUDOKU_MAX_SIDE) {
    snprintf(message, sizeof message, "size %u is above %d", side, SUDOKU_MAX_SIDE);
    return message;
  }
  unsigned max_side = sudoku_symbols_max_side(geometry->symbols);
  if (geometry->symbols_declared && side > max_side) {
    snprintf(message, sizeof message, "size %u has more symbols than %s (at most %u)", side,
             sudoku_symbols_name(geometry->symbols), max_side);
    return message;
  }
  if (has_boxes(geometry) && !geometry->region_of_cell &&
      box_rows_of(geometry) * box_columns_of(geometry) != side) {
    snprintf(message, sizeof message, "boxes %ux%u do not tile a grid of size %u",
             box_rows_of(geometry), box_columns_of(geometry), side);
    return message;
  }
  if (geometry->region_of_cell) {
    unsigned cells_in_region[SUDOKU_MAX_SIDE] = {0};
    for (unsigned cell = 0; cell < side * side; cell++) {
      if (geometry->region_of_cell[cell] >= side) return "the region map has more than n regions";
      cells_in_region[geometry->region_of_cell[cell]]++;
    }
    for (unsigned region = 0; region < side; region++) {
      if (cells_in_region[region] != side) {
        snprintf(message, sizeof message, "region %u of the map has %u %s, expected %u", region + 1,
                 cells_in_region[region], cells_in_region[region] == 1 ? "cell" : "cells", side);
        return message;
      }
    }
  }
  if ((geometry->variants & SUDOKU_VARIANT_WINDOKU) &&
      (!has_boxes(geometry) || geometry->region_of_cell))
    return "windoku needs rectangular boxes";
  return NULL;
}

static void append_cell(uint16_t *units, size_t *used, unsigned cell) {
  units[(*used)++] = (uint16_t)cell;
}

/* The windoku boxes: boxes of the same shape, one cell in from the top left corner and one cell
 * apart, as many as fit (9x9: rows and columns 2-4 and 6-8, 1-based). */
static size_t windoku_box_count(unsigned side, unsigned rows, unsigned columns) {
  size_t down = 0, across = 0;
  for (unsigned top = 1; top + rows <= side; top += rows + 1) down++;
  for (unsigned left = 1; left + columns <= side; left += columns + 1) across++;
  return down * across;
}

uint16_t *sudoku_geometry_units(const sudoku_geometry *geometry, size_t *unit_count) {
  unsigned side = sudoku_geometry_side(geometry);
  unsigned rows = box_rows_of(geometry), columns = box_columns_of(geometry);
  bool boxes = has_boxes(geometry) || geometry->region_of_cell;
  bool diagonals = geometry->variants & SUDOKU_VARIANT_X;
  size_t windoku_count = geometry->variants & SUDOKU_VARIANT_WINDOKU && has_boxes(geometry)
                             ? windoku_box_count(side, rows, columns)
                             : 0;
  size_t count =
      (boxes ? side : 0) + (diagonals ? 2 : 0) + windoku_count + geometry->extra_region_count;
  uint16_t *units = malloc((count ? count : 1) * side * sizeof *units);
  if (!units) return NULL;
  size_t used = 0;
  if (geometry->region_of_cell) {
    for (unsigned region = 0; region < side; region++)
      for (unsigned cell = 0; cell < side * side; cell++)
        if (geometry->region_of_cell[cell] == region) append_cell(units, &used, cell);
  } else if (boxes) {
    for (unsigned box = 0; box < side; box++) {
      unsigned top = box / (side / columns) * rows, left = box % (side / columns) * columns;
      for (unsigned k = 0; k < side; k++)
        append_cell(units, &used, (top + k / columns) * side + left + k % columns);
    }
  }
  if (diagonals) {
    for (unsigned k = 0; k < side; k++) append_cell(units, &used, k * side + k);
    for (unsigned k = 0; k < side; k++) append_cell(units, &used, k * side + side - 1 - k);
  }
  if (windoku_count) {
    for (unsigned top = 1; top + rows <= side; top += rows + 1)
      for (unsigned left = 1; left + columns <= side; left += columns + 1)
        for (unsigned k = 0; k < side; k++)
          append_cell(units, &used, (top + k / columns) * side + left + k % columns);
  }
  if (geometry->extra_region_count) {
    memcpy(units + used, geometry->extra_regions,
           geometry->extra_region_count * side * sizeof *units);
    used += geometry->extra_region_count * side;
  }
  *unit_count = count;
  return units;
}

static int compare_pairs(const void *first, const void *second) {
  const uint16_t *a = first, *b = second;
  if (a[0] != b[0]) return a[0] < b[0] ? -1 : 1;
  if (a[1] != b[1]) return a[1] < b[1] ? -1 : 1;
  return 0;
}

/* True when the two cells lie in one row, column or unit, so that they differ already. */
static bool share_a_unit(unsigned side, const uint16_t *units, size_t unit_count, unsigned first,
                         unsigned second) {
  if (first / side == second / side || first % side == second % side) return true;
  for (size_t unit = 0; unit < unit_count; unit++) {
    bool has_first = false, has_second = false;
    for (unsigned k = 0; k < side; k++) {
      has_first |= units[unit * side + k] == first;
      has_second |= units[unit * side + k] == second;
    }
    if (has_first && has_second) return true;
  }
  return false;
}

static const int king_moves[][2] = {{1, -1}, {1, 0}, {1, 1}, {0, 1}};
static const int knight_moves[][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}};

static size_t append_moves(unsigned side, const int moves[][2], uint16_t *pairs, size_t used) {
  for (unsigned cell = 0; cell < side * side; cell++) {
    int row = (int)(cell / side), column = (int)(cell % side);
    for (unsigned k = 0; k < 4; k++) {
      int other_row = row + moves[k][0], other_column = column + moves[k][1];
      if (other_row < 0 || other_row >= (int)side || other_column < 0 || other_column >= (int)side)
        continue;
      pairs[used++] = (uint16_t)cell;
      pairs[used++] = (uint16_t)((unsigned)other_row * side + (unsigned)other_column);
    }
  }
  return used;
}

uint16_t *sudoku_geometry_different_pairs(const sudoku_geometry *geometry, const uint16_t *units,
                                          size_t unit_count, size_t *pair_count) {
  unsigned side = sudoku_geometry_side(geometry);
  size_t capacity = 2 * geometry->different_pair_count;
  if (geometry->variants & SUDOKU_VARIANT_ANTI_KING) capacity += 8 * (size_t)side * side;
  if (geometry->variants & SUDOKU_VARIANT_ANTI_KNIGHT) capacity += 8 * (size_t)side * side;
  *pair_count = 0;
  if (capacity == 0) return NULL;
  uint16_t *pairs = malloc(capacity * sizeof *pairs);
  if (!pairs) return NULL;
  size_t used = 0;
  if (geometry->variants & SUDOKU_VARIANT_ANTI_KING)
    used = append_moves(side, king_moves, pairs, used);
  if (geometry->variants & SUDOKU_VARIANT_ANTI_KNIGHT)
    used = append_moves(side, knight_moves, pairs, used);
  if (geometry->different_pair_count)
    memcpy(pairs + used, geometry->different_pairs,
           geometry->different_pair_count * 2 * sizeof *pairs);
  used += geometry->different_pair_count * 2;
  for (size_t k = 0; k < used; k += 2) {
    if (pairs[k] > pairs[k + 1]) {
      uint16_t swap = pairs[k];
      pairs[k] = pairs[k + 1];
      pairs[k + 1] = swap;
    }
  }
  qsort(pairs, used / 2, 2 * sizeof *pairs, compare_pairs);
  size_t kept = 0;
  for (size_t k = 0; k < used; k += 2) {
    bool repeated = kept > 0 && pairs[kept - 2] == pairs[k] && pairs[kept - 1] == pairs[k + 1];
    if (repeated || share_a_unit(side, units, unit_count, pairs[k], pairs[k + 1])) continue;
    pairs[kept++] = pairs[k];
    pairs[kept++] = pairs[k + 1];
  }
  *pair_count = kept / 2;
  return pairs;
}

uint16_t *sudoku_geometry_neighbour_pairs(const sudoku_geometry *geometry, size_t *pair_count) {
  unsigned side = sudoku_geometry_side(geometry);
  uint16_t *pairs = malloc(4 * (size_t)side * side * sizeof *pairs + 2);
  if (!pairs) return NULL;
  size_t used = 0;
  for (unsigned cell = 0; cell < side * side; cell++) {
    if (cell % side + 1 < side) {
      pairs[used++] = (uint16_t)cell;
      pairs[used++] = (uint16_t)(cell + 1);
    }
    if (cell / side + 1 < side) {
      pairs[used++] = (uint16_t)cell;
      pairs[used++] = (uint16_t)(cell + side);
    }
  }
  *pair_count = used / 2;
  return pairs;
}
