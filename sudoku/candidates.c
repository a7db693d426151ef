/* candidates.c: the rater's layout, worked out once from a geometry (who sees whom, which units
 * overlap, the rows and columns), and the candidate grid the techniques read and the rater
 * changes. */
#include "candidates.h"

#include <stdlib.h>
#include <string.h>

static void set_bit(uint64_t *set, unsigned index) {
  set[index / 64] |= (uint64_t)1 << (index % 64);
}

static bool geometry_is_valid(const rater_geometry *geometry) {
  if (geometry->side < 1 || geometry->side > RATER_MAX_SIDE) return false;
  if (geometry->cell_count < 1 || geometry->cell_count > 65535) return false;
  if (geometry->unit_count > 65535) return false;
  for (unsigned unit = 0; unit < geometry->unit_count; unit++) {
    const uint16_t *cells = geometry->unit_cells + (uint64_t)unit * geometry->side;
    for (unsigned i = 0; i < geometry->side; i++) {
      if (cells[i] >= geometry->cell_count) return false;
      for (unsigned j = 0; j < i; j++)
        if (cells[i] == cells[j]) return false;
    }
    if ((unsigned)geometry->unit_kinds[unit] >= RATER_UNIT_KIND_COUNT) return false;
  }
  for (unsigned pair = 0; pair < 2 * geometry->peer_pair_count; pair++)
    if (geometry->peer_pairs[pair] >= geometry->cell_count) return false;
  return true;
}

/* Every cell's units, as offsets into one list. */
static bool list_cell_units(rater_layout *layout) {
  unsigned cells = layout->cell_count, side = layout->side;
  layout->cell_unit_offsets = calloc(cells + 1, sizeof *layout->cell_unit_offsets);
  layout->cell_unit_list = malloc(((size_t)layout->unit_count * side + 1) * sizeof(uint16_t));
  if (!layout->cell_unit_offsets || !layout->cell_unit_list) return false;
  for (size_t i = 0; i < (size_t)layout->unit_count * side; i++)
    layout->cell_unit_offsets[layout->unit_cells[i] + 1]++;
  for (unsigned cell = 0; cell < cells; cell++)
    layout->cell_unit_offsets[cell + 1] += layout->cell_unit_offsets[cell];
  unsigned *next = malloc((cells + 1) * sizeof *next);
  if (!next) return false;
  memcpy(next, layout->cell_unit_offsets, (cells + 1) * sizeof *next);
  for (unsigned unit = 0; unit < layout->unit_count; unit++)
    for (unsigned i = 0; i < side; i++)
      layout->cell_unit_list[next[layout_unit(layout, unit)[i]]++] = (uint16_t)unit;
  free(next);
  return true;
}

static bool find_peers(rater_layout *layout, const rater_geometry *geometry) {
  unsigned cells = layout->cell_count, words = layout->cell_words;
  layout->peer_sets = calloc((size_t)cells * words, sizeof(uint64_t));
  layout->unit_members = calloc((size_t)layout->unit_count * words + 1, sizeof(uint64_t));
  if (!layout->peer_sets || !layout->unit_members) return false;
  for (unsigned unit = 0; unit < layout->unit_count; unit++) {
    uint64_t *members = layout->unit_members + (size_t)unit * words;
    for (unsigned i = 0; i < layout->side; i++) set_bit(members, layout_unit(layout, unit)[i]);
    for (unsigned i = 0; i < layout->side; i++) {
      uint64_t *peers = layout->peer_sets + (size_t)layout_unit(layout, unit)[i] * words;
      for (unsigned word = 0; word < words; word++) peers[word] |= members[word];
    }
  }
  for (unsigned pair = 0; pair < geometry->peer_pair_count; pair++) {
    unsigned a = geometry->peer_pairs[2 * pair], b = geometry->peer_pairs[2 * pair + 1];
    set_bit(layout->peer_sets + (size_t)a * words, b);
    set_bit(layout->peer_sets + (size_t)b * words, a);
  }
  size_t total = 0;
  for (unsigned cell = 0; cell < cells; cell++) {
    uint64_t *peers = layout->peer_sets + (size_t)cell * words;
    peers[cell / 64] &= ~((uint64_t)1 << (cell % 64));
    for (unsigned word = 0; word < words; word++) total += bit_count(peers[word]);
  }
  layout->peer_offsets = calloc(cells + 1, sizeof *layout->peer_offsets);
  layout->peer_list = malloc((total + 1) * sizeof *layout->peer_list);
  if (!layout->peer_offsets || !layout->peer_list) return false;
  size_t next = 0;
  for (unsigned cell = 0; cell < cells; cell++) {
    layout->peer_offsets[cell] = (unsigned)next;
    for (unsigned other = 0; other < cells; other++)
      if (layout_cells_see(layout, cell, other)) layout->peer_list[next++] = (uint16_t)other;
  }
  layout->peer_offsets[cells] = (unsigned)next;
  return true;
}

static unsigned shared_cell_count(const rater_layout *layout, unsigned a, unsigned b) {
  unsigned count = 0;
  for (unsigned word = 0; word < layout->cell_words; word++)
    count += bit_count(layout->unit_members[(size_t)a * layout->cell_words + word] &
                       layout->unit_members[(size_t)b * layout->cell_words + word]);
  return count;
}

/* The ordered pairs of units that share two cells or more, where locked candidates live. */
static bool find_overlapping_units(rater_layout *layout) {
  size_t capacity = 16, count = 0;
  unsigned *pairs = malloc(2 * capacity * sizeof *pairs);
  if (!pairs) return false;
  for (unsigned a = 0; a < layout->unit_count; a++)
    for (unsigned b = 0; b < layout->unit_count; b++) {
      if (a == b) continue;
      unsigned shared = shared_cell_count(layout, a, b);
      if (shared < 2 || shared == layout->side) continue;
      if (count == capacity) {
        capacity *= 2;
        unsigned *grown = realloc(pairs, 2 * capacity * sizeof *pairs);
        if (!grown) {
          free(pairs);
          return false;
        }
        pairs = grown;
      }
      pairs[2 * count] = a;
      pairs[2 * count + 1] = b;
      count++;
    }
  layout->line_pairs = pairs;
  layout->line_pair_count = (unsigned)count;
  return true;
}

static bool find_rows_and_columns(rater_layout *layout) {
  unsigned cells = layout->cell_count;
  layout->unit_ordinals = calloc(layout->unit_count + 1, sizeof *layout->unit_ordinals);
  layout->row_units = malloc((layout->unit_count + 1) * sizeof *layout->row_units);
  layout->column_units = malloc((layout->unit_count + 1) * sizeof *layout->column_units);
  layout->cell_row = malloc(cells * sizeof *layout->cell_row);
  layout->cell_column = malloc(cells * sizeof *layout->cell_column);
  if (!layout->unit_ordinals || !layout->row_units || !layout->column_units || !layout->cell_row ||
      !layout->cell_column)
    return false;
  unsigned kind_counts[RATER_UNIT_KIND_COUNT] = {0};
  for (unsigned unit = 0; unit < layout->unit_count; unit++)
    layout->unit_ordinals[unit] = kind_counts[layout->unit_kinds[unit]]++;
  layout->fish_possible = true;
  for (unsigned cell = 0; cell < cells; cell++)
    layout->cell_row[cell] = layout->cell_column[cell] = -1;
  for (unsigned unit = 0; unit < layout->unit_count; unit++) {
    rater_unit_kind kind = layout->unit_kinds[unit];
    if (kind != RATER_UNIT_ROW && kind != RATER_UNIT_COLUMN) continue;
    int *ordinal_of_cell = kind == RATER_UNIT_ROW ? layout->cell_row : layout->cell_column;
    uint16_t *units = kind == RATER_UNIT_ROW ? layout->row_units : layout->column_units;
    units[layout->unit_ordinals[unit]] = (uint16_t)unit;
    for (unsigned i = 0; i < layout->side; i++) {
      unsigned cell = layout_unit(layout, unit)[i];
      if (ordinal_of_cell[cell] >= 0) layout->fish_possible = false;
      ordinal_of_cell[cell] = (int)layout->unit_ordinals[unit];
    }
  }
  layout->row_count = kind_counts[RATER_UNIT_ROW];
  layout->column_count = kind_counts[RATER_UNIT_COLUMN];
  if (layout->row_count > 64 || layout->column_count > 64 || layout->row_count == 0 ||
      layout->column_count == 0)
    layout->fish_possible = false;
  return true;
}

rater_layout *sudoku_rater_layout_create(const rater_geometry *geometry) {
  if (!geometry_is_valid(geometry)) return NULL;
  rater_layout *layout = calloc(1, sizeof *layout);
  if (!layout) return NULL;
  layout->side = geometry->side;
  layout->cell_count = geometry->cell_count;
  layout->width = geometry->width ? geometry->width : geometry->side;
  layout->unit_count = geometry->unit_count;
  layout->cell_words = (geometry->cell_count + 63) / 64;
  size_t unit_cell_count = (size_t)geometry->unit_count * geometry->side;
  layout->unit_cells = malloc((unit_cell_count + 1) * sizeof *layout->unit_cells);
  layout->unit_kinds = malloc((geometry->unit_count + 1) * sizeof *layout->unit_kinds);
  if (!layout->unit_cells || !layout->unit_kinds) goto failed;
  memcpy(layout->unit_cells, geometry->unit_cells, unit_cell_count * sizeof *layout->unit_cells);
  memcpy(layout->unit_kinds, geometry->unit_kinds,
         geometry->unit_count * sizeof *layout->unit_kinds);
  if (!list_cell_units(layout) || !find_peers(layout, geometry) ||
      !find_overlapping_units(layout) || !find_rows_and_columns(layout))
    goto failed;
  return layout;
failed:
  sudoku_rater_layout_destroy(layout);
  return NULL;
}

void sudoku_rater_layout_destroy(rater_layout *layout) {
  if (!layout) return;
  free(layout->unit_cells);
  free(layout->unit_kinds);
  free(layout->unit_ordinals);
  free(layout->unit_members);
  free(layout->peer_sets);
  free(layout->peer_offsets);
  free(layout->peer_list);
  free(layout->cell_unit_offsets);
  free(layout->cell_unit_list);
  free(layout->line_pairs);
  free(layout->row_units);
  free(layout->column_units);
  free(layout->cell_row);
  free(layout->cell_column);
  free(layout);
}

bool sudoku_candidate_grid_init(candidate_grid *grid, const rater_layout *layout) {
  grid->layout = layout;
  grid->candidates = calloc(layout->cell_count, sizeof *grid->candidates);
  grid->values = calloc(layout->cell_count, sizeof *grid->values);
  grid->unfilled_count = layout->cell_count;
  if (grid->candidates && grid->values) return true;
  sudoku_candidate_grid_free(grid);
  return false;
}

void sudoku_candidate_grid_free(candidate_grid *grid) {
  free(grid->candidates);
  free(grid->values);
  grid->candidates = NULL;
  grid->values = NULL;
}

void sudoku_candidate_grid_copy(candidate_grid *target, const candidate_grid *source) {
  unsigned cells = source->layout->cell_count;
  memcpy(target->candidates, source->candidates, cells * sizeof *target->candidates);
  memcpy(target->values, source->values, cells * sizeof *target->values);
  target->unfilled_count = source->unfilled_count;
}

void sudoku_candidate_grid_place(candidate_grid *grid, unsigned cell, unsigned symbol) {
  const rater_layout *layout = grid->layout;
  grid->values[cell] = (uint8_t)symbol;
  grid->candidates[cell] = 0;
  grid->unfilled_count--;
  for (unsigned i = layout->peer_offsets[cell]; i < layout->peer_offsets[cell + 1]; i++)
    grid->candidates[layout->peer_list[i]] &= ~symbol_bit(symbol);
}

bool sudoku_candidate_grid_load(candidate_grid *grid, const uint8_t *givens) {
  const rater_layout *layout = grid->layout;
  uint64_t all = layout->side == 64 ? ~(uint64_t)0 : ((uint64_t)1 << layout->side) - 1;
  for (unsigned cell = 0; cell < layout->cell_count; cell++) {
    grid->candidates[cell] = all;
    grid->values[cell] = 0;
  }
  grid->unfilled_count = layout->cell_count;
  for (unsigned cell = 0; cell < layout->cell_count; cell++) {
    unsigned symbol = givens[cell];
    if (symbol == 0) continue;
    if (symbol > layout->side) return false;
    for (unsigned i = layout->peer_offsets[cell]; i < layout->peer_offsets[cell + 1]; i++)
      if (grid->values[layout->peer_list[i]] == symbol) return false;
    sudoku_candidate_grid_place(grid, cell, symbol);
  }
  return true;
}

uint64_t sudoku_candidate_grid_unit_values(const candidate_grid *grid, unsigned unit) {
  const uint16_t *cells = layout_unit(grid->layout, unit);
  uint64_t values = 0;
  for (unsigned i = 0; i < grid->layout->side; i++)
    if (grid->values[cells[i]]) values |= symbol_bit(grid->values[cells[i]]);
  return values;
}

bool sudoku_candidate_grid_is_broken(const candidate_grid *grid) {
  const rater_layout *layout = grid->layout;
  for (unsigned cell = 0; cell < layout->cell_count; cell++)
    if (!grid->values[cell] && !grid->candidates[cell]) return true;
  uint64_t all = layout->side == 64 ? ~(uint64_t)0 : ((uint64_t)1 << layout->side) - 1;
  for (unsigned unit = 0; unit < layout->unit_count; unit++) {
    uint64_t seen = 0;
    const uint16_t *cells = layout_unit(layout, unit);
    for (unsigned i = 0; i < layout->side; i++)
      seen |=
          grid->values[cells[i]] ? symbol_bit(grid->values[cells[i]]) : grid->candidates[cells[i]];
    if (seen != all) return true;
  }
  return false;
}
