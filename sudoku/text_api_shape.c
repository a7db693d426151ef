/* text_api_shape.c: the shape of a puzzle for the text facade (sudoku_text_shape_of, text_api.h),
 * read from the first puzzle of a text as the command reads it: the header that `sudoku
 * --generate` writes for its geometry (generator_header.h), the alphabet, the units in the rater's
 * order (rows, columns, then sudoku_geometry_units: rater_geometry.c) named as the rater names
 * them, the variants' pairs, the cages, the givens, and the candidates the givens leave. */
#include <stdlib.h>
#include <string.h>

#include "sudoku/generator_header.h"
#include "sudoku/generator_shape.h"
#include "sudoku/rater_geometry.h"
#include "sudoku/text_api_internal.h"

static uint64_t symbol_bit(unsigned symbol) {
  return (uint64_t)1 << (symbol - 1);
}

static uint64_t all_symbols(unsigned side) {
  return side >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << side) - 1;
}

/* The kind of every unit: the rows, the columns, then those of sudoku_geometry_units in its
 * order (the boxes or the jigsaw regions, the two diagonals, the windoku boxes, the header's
 * regions), as rater_geometry.c gives them to the rater. */
static void set_unit_kinds(const sudoku_geometry *geometry, unsigned unit_count,
                           rater_unit_kind *kinds) {
  unsigned side = sudoku_geometry_side(geometry), next = 0;
  for (unsigned line = 0; line < side; line++) kinds[next++] = RATER_UNIT_ROW;
  for (unsigned line = 0; line < side; line++) kinds[next++] = RATER_UNIT_COLUMN;
  if (sudoku_geometry_has_boxes(geometry)) {
    rater_unit_kind box_kind = geometry->region_of_cell ? RATER_UNIT_JIGSAW_REGION : RATER_UNIT_BOX;
    for (unsigned box = 0; box < side; box++) kinds[next++] = box_kind;
  }
  if (geometry->variants & SUDOKU_VARIANT_X) {
    kinds[next++] = RATER_UNIT_DIAGONAL;
    kinds[next++] = RATER_UNIT_ANTI_DIAGONAL;
  }
  while (next + geometry->extra_region_count < unit_count) kinds[next++] = RATER_UNIT_WINDOKU_BOX;
  while (next < unit_count) kinds[next++] = RATER_UNIT_REGION;
}

typedef struct unit_of_rater {
  const rater *rater;
  unsigned unit;
} unit_of_rater;

static void write_unit_name(const void *context, FILE *out) {
  const unit_of_rater *what = context;
  sudoku_rater_write_unit_name(what->rater, what->unit, out);
}

/* The names of the units, as explanations write them: by the rater of the geometry without its
 * cages and non-consecutive rule (which the rater refuses, and which add no unit), or, should
 * that rater not be made, in the same words from the kinds and their ordinals. */
static bool name_units(const sudoku_geometry *geometry, const rater_unit_kind *kinds,
                       sudoku_text_shape *shape) {
  sudoku_geometry units_only = *geometry;
  units_only.cage_count = 0;
  units_only.cages = NULL;
  units_only.variants &= ~(unsigned)SUDOKU_VARIANT_NON_CONSECUTIVE;
  const char *unsupported;
  rater *rater = sudoku_rater_create_for_geometry(&units_only, &unsupported);
  unsigned ordinals[RATER_UNIT_KIND_COUNT] = {0};
  bool named = true;
  for (unsigned unit = 0; unit < shape->unit_count && named; unit++) {
    char *name = shape->unit_names[unit];
    unsigned ordinal = ++ordinals[kinds[unit]];
    if (rater) {
      unit_of_rater what = {rater, unit};
      char *written = sudoku_text_line_of(write_unit_name, &what);
      named = written != NULL;
      if (written) snprintf(name, sizeof shape->unit_names[unit], "%s", written);
      free(written);
    } else if (kinds[unit] == RATER_UNIT_DIAGONAL || kinds[unit] == RATER_UNIT_ANTI_DIAGONAL) {
      snprintf(name, sizeof shape->unit_names[unit], "%s",
               sudoku_rater_unit_kind_name(kinds[unit]));
    } else {
      snprintf(name, sizeof shape->unit_names[unit], "%s %u",
               sudoku_rater_unit_kind_name(kinds[unit]), ordinal);
    }
  }
  sudoku_rater_destroy(rater);
  return named;
}

/* The rows, the columns and the geometry's units, with their kinds and names, and the box or
 * jigsaw region of each cell. */
static dlx_status set_units(const sudoku_geometry *geometry, sudoku_text_shape *shape) {
  unsigned side = shape->side;
  size_t extra_count = 0;
  uint16_t *extra = sudoku_geometry_units(geometry, &extra_count);
  if (!extra) return DLX_ERROR_OUT_OF_MEMORY;
  shape->unit_count = 2 * side + (unsigned)extra_count;
  shape->unit_cells = malloc((size_t)shape->unit_count * side * sizeof *shape->unit_cells);
  shape->unit_kinds = malloc(shape->unit_count * sizeof *shape->unit_kinds);
  shape->unit_names = calloc(shape->unit_count, sizeof *shape->unit_names);
  rater_unit_kind *kinds = malloc(shape->unit_count * sizeof *kinds);
  dlx_status status = DLX_OK;
  if (!shape->unit_cells || !shape->unit_kinds || !shape->unit_names || !kinds) {
    status = DLX_ERROR_OUT_OF_MEMORY;
  } else {
    for (unsigned line = 0; line < side; line++)
      for (unsigned k = 0; k < side; k++) {
        shape->unit_cells[line * side + k] = (uint16_t)(line * side + k);
        shape->unit_cells[(side + line) * side + k] = (uint16_t)(k * side + line);
      }
    memcpy(shape->unit_cells + 2 * side * side, extra, extra_count * side * sizeof *extra);
    set_unit_kinds(geometry, shape->unit_count, kinds);
    for (unsigned unit = 0; unit < shape->unit_count; unit++)
      shape->unit_kinds[unit] = sudoku_rater_unit_kind_name(kinds[unit]);
    if (!name_units(geometry, kinds, shape)) status = DLX_ERROR_OUT_OF_MEMORY;
  }
  if (status == DLX_OK && sudoku_geometry_has_boxes(geometry)) {
    if (!(shape->region_of_cell = malloc((size_t)side * side)))
      status = DLX_ERROR_OUT_OF_MEMORY;
    else
      for (unsigned box = 0; box < side; box++)
        for (unsigned k = 0; k < side; k++)
          shape->region_of_cell[shape->unit_cells[(2 * side + box) * side + k]] = (uint8_t)box;
  }
  if (status == DLX_OK) {
    size_t pair_count = 0;
    shape->pairs = sudoku_geometry_different_pairs(geometry, extra, extra_count, &pair_count);
    shape->pair_count = shape->pairs ? pair_count : 0;
    if (!shape->pairs && pair_count) status = DLX_ERROR_OUT_OF_MEMORY;
  }
  if (status == DLX_OK && geometry->variants & SUDOKU_VARIANT_NON_CONSECUTIVE) {
    size_t pair_count = 0;
    shape->neighbour_pairs = sudoku_geometry_neighbour_pairs(geometry, &pair_count);
    shape->neighbour_pair_count = shape->neighbour_pairs ? pair_count : 0;
    if (!shape->neighbour_pairs && pair_count) status = DLX_ERROR_OUT_OF_MEMORY;
  }
  free(kinds);
  free(extra);
  return status;
}

/* True when `count` distinct values of the set `values` (bit v - 1 for value v) add up to sum;
 * reach holds (count + 1) * words scratch words, words covering sums 0..sum. */
static bool sum_reachable(uint64_t values, unsigned count, unsigned sum, uint64_t *reach,
                          size_t words) {
  memset(reach, 0, (count + 1) * words * sizeof *reach);
  reach[0] = 1; /* no value: the sum 0 */
  for (uint64_t left = values; left; left &= left - 1) {
    unsigned value = (unsigned)__builtin_ctzll(left) + 1;
    size_t shift_words = value / 64, shift_bits = value % 64;
    for (unsigned used = count; used > 0; used--) { /* each value once: the larger counts first */
      const uint64_t *from = reach + (used - 1) * words;
      uint64_t *to = reach + used * words;
      for (size_t w = words; w-- > shift_words;) {
        uint64_t moved = from[w - shift_words] << shift_bits;
        if (shift_bits && w > shift_words) moved |= from[w - shift_words - 1] >> (64 - shift_bits);
        to[w] |= moved;
      }
    }
  }
  return reach[count * words + sum / 64] >> (sum % 64) & 1;
}

/* Removes from the empty cells of each cage the values of its filled cells, and each value that
 * leaves a sum no distinct values of the other empty cells reach. */
static dlx_status apply_cages(const sudoku_geometry *geometry, sudoku_text_shape *shape) {
  unsigned side = shape->side;
  for (size_t c = 0; c < geometry->cage_count; c++) {
    const sudoku_cage *cage = &geometry->cages[c];
    uint64_t used = 0;
    unsigned filled_sum = 0, empty = 0;
    for (unsigned k = 0; k < cage->size; k++) {
      unsigned value = shape->givens[cage->cells[k]];
      if (value) {
        used |= symbol_bit(value);
        filled_sum += value;
      } else {
        empty++;
      }
    }
    if (empty == 0) continue;
    uint64_t free_values = all_symbols(side) & ~used, possible = 0;
    if (filled_sum < cage->sum) {
      unsigned left = cage->sum - filled_sum;
      size_t words = left / 64 + 1;
      uint64_t *reach = malloc((size_t)empty * words * sizeof *reach);
      if (!reach) return DLX_ERROR_OUT_OF_MEMORY;
      for (uint64_t each = free_values; each; each &= each - 1) {
        unsigned value = (unsigned)__builtin_ctzll(each) + 1;
        if (value <= left &&
            sum_reachable(free_values & ~symbol_bit(value), empty - 1, left - value, reach, words))
          possible |= symbol_bit(value);
      }
      free(reach);
    }
    for (unsigned k = 0; k < cage->size; k++)
      if (!shape->givens[cage->cells[k]]) shape->candidates[cage->cells[k]] &= possible;
  }
  return DLX_OK;
}

/* Every symbol of each empty cell that no filled cell rules out. */
static dlx_status set_candidates(const sudoku_geometry *geometry, sudoku_text_shape *shape) {
  unsigned side = shape->side, cells = side * side;
  for (unsigned cell = 0; cell < cells; cell++)
    shape->candidates[cell] = shape->givens[cell] ? 0 : all_symbols(side);
  for (unsigned unit = 0; unit < shape->unit_count; unit++) {
    const uint16_t *members = shape->unit_cells + (size_t)unit * side;
    uint64_t held = 0;
    for (unsigned k = 0; k < side; k++)
      if (shape->givens[members[k]]) held |= symbol_bit(shape->givens[members[k]]);
    for (unsigned k = 0; k < side; k++) shape->candidates[members[k]] &= ~held;
  }
  for (size_t pair = 0; pair < shape->pair_count; pair++) {
    unsigned a = shape->pairs[2 * pair], b = shape->pairs[2 * pair + 1];
    if (shape->givens[a]) shape->candidates[b] &= ~symbol_bit(shape->givens[a]);
    if (shape->givens[b]) shape->candidates[a] &= ~symbol_bit(shape->givens[b]);
  }
  for (size_t pair = 0; pair < shape->neighbour_pair_count; pair++) {
    for (unsigned end = 0; end < 2; end++) {
      unsigned from = shape->neighbour_pairs[2 * pair + end];
      unsigned to = shape->neighbour_pairs[2 * pair + 1 - end];
      unsigned value = shape->givens[from];
      if (!value) continue;
      uint64_t next = value < side ? symbol_bit(value + 1) : 0;
      uint64_t previous = value > 1 ? symbol_bit(value - 1) : 0;
      shape->candidates[to] &= ~(next | previous | symbol_bit(value));
    }
  }
  return apply_cages(geometry, shape);
}

static dlx_status fill_shape(const sudoku_geometry *geometry, const sudoku_grid *puzzle,
                             unsigned long line, sudoku_text_shape *shape) {
  unsigned side = sudoku_geometry_side(geometry), cells = side * side;
  shape->line = line;
  shape->side = side;
  if (!geometry->region_of_cell)
    sudoku_generator_boxes_of(geometry, &shape->box_rows, &shape->box_columns);
  /* The header names the alphabet the puzzle was read in, detected or declared. */
  sudoku_geometry written = *geometry;
  written.symbols = puzzle->symbols;
  written.symbols_declared = true;
  size_t size = 0;
  FILE *stream = open_memstream(&shape->header, &size);
  if (!stream) return DLX_ERROR_OUT_OF_MEMORY;
  sudoku_generator_write_header(stream, &written);
  if (fclose(stream) != 0) return DLX_ERROR_OUT_OF_MEMORY;
  for (unsigned symbol = 1; symbol <= side; symbol++) {
    size_t length =
        sudoku_symbols_write(puzzle->symbols, symbol, '.', shape->symbol_texts[symbol - 1]);
    shape->symbol_texts[symbol - 1][length] = '\0';
  }
  shape->spaced = puzzle->symbols == SUDOKU_SYMBOLS_NUMBERS;
  snprintf(shape->empty_text, sizeof shape->empty_text, "%s", shape->spaced ? "0" : ".");
  if (geometry->variants)
    sudoku_variants_format(geometry->variants, shape->variants, sizeof shape->variants);
  dlx_status status = set_units(geometry, shape);
  if (status != DLX_OK) return status;
  if (geometry->cage_count) {
    if (!(shape->cages = calloc(geometry->cage_count, sizeof *shape->cages)))
      return DLX_ERROR_OUT_OF_MEMORY;
    shape->cage_count = geometry->cage_count;
    for (size_t c = 0; c < geometry->cage_count; c++) {
      shape->cages[c].sum = geometry->cages[c].sum;
      shape->cages[c].size = geometry->cages[c].size;
      memcpy(shape->cages[c].cells, geometry->cages[c].cells,
             geometry->cages[c].size * sizeof *shape->cages[c].cells);
    }
  }
  shape->givens = malloc(cells);
  shape->candidates = malloc(cells * sizeof *shape->candidates);
  if (!shape->givens || !shape->candidates) return DLX_ERROR_OUT_OF_MEMORY;
  memcpy(shape->givens, puzzle->cells, cells);
  return set_candidates(geometry, shape);
}

dlx_status sudoku_text_shape_of(const char *text, size_t length,
                                const sudoku_text_settings *settings, sudoku_text_shape *shape,
                                sudoku_text_error *error) {
  if (error) memset(error, 0, sizeof *error);
  if (!shape) return DLX_ERROR_NULL_ARGUMENT;
  *shape = (sudoku_text_shape){0};
  if (!text && length > 0) return DLX_ERROR_NULL_ARGUMENT;
  sudoku_text_first first;
  dlx_status status = sudoku_text_read_first(text, length, settings, &first, error);
  if (status == DLX_OK) status = fill_shape(first.geometry, first.puzzle, first.line, shape);
  sudoku_text_first_close(&first);
  if (status != DLX_OK) sudoku_text_shape_free(shape);
  return status;
}

void sudoku_text_shape_free(sudoku_text_shape *shape) {
  if (!shape) return;
  free(shape->header);
  free(shape->region_of_cell);
  free(shape->unit_cells);
  free(shape->unit_kinds);
  free(shape->unit_names);
  free(shape->pairs);
  free(shape->neighbour_pairs);
  free(shape->cages);
  free(shape->givens);
  free(shape->candidates);
  *shape = (sudoku_text_shape){0};
}
