/* generator_singles.c: naked and hidden singles over the units, propagated from a queue, to prove a
 * puzzle unique without a count (see generator_singles.h). Each placement updates the candidates of
 * the cells it sees and the number of places each symbol has left in each unit, so the whole check
 * costs in proportion to the candidates removed, not to passes over the grid. */
#include "generator_singles.h"

#include <stdlib.h>
#include <string.h>

bool sudoku_singles_scratch_init(sudoku_singles_scratch *scratch,
                                 const sudoku_generator_shape *shape) {
  size_t cells = shape->cell_count, units = shape->unit_count, pairs = units * shape->side;
  scratch->candidates = malloc(cells * sizeof *scratch->candidates);
  scratch->placed_in_unit = malloc(units * sizeof *scratch->placed_in_unit);
  scratch->places_left = malloc(pairs * sizeof *scratch->places_left);
  scratch->pending_cells = malloc(cells * sizeof *scratch->pending_cells);
  scratch->pending_units = malloc(pairs * sizeof *scratch->pending_units);
  scratch->values = malloc(cells * sizeof *scratch->values);
  if (scratch->candidates && scratch->placed_in_unit && scratch->places_left &&
      scratch->pending_cells && scratch->pending_units && scratch->values)
    return true;
  sudoku_singles_scratch_release(scratch);
  return false;
}

void sudoku_singles_scratch_release(sudoku_singles_scratch *scratch) {
  free(scratch->candidates);
  free(scratch->placed_in_unit);
  free(scratch->places_left);
  free(scratch->pending_cells);
  free(scratch->pending_units);
  free(scratch->values);
  memset(scratch, 0, sizeof *scratch);
}

typedef struct propagation {
  const sudoku_generator_shape *shape;
  sudoku_singles_scratch *scratch;
  unsigned pending_cell_count, pending_unit_count, filled_count;
} propagation;

static uint64_t bit_of(unsigned symbol) {
  return (uint64_t)1 << (symbol - 1);
}

static bool has_one_bit(uint64_t bits) {
  return bits && !(bits & (bits - 1));
}

static const uint16_t *unit_cells(const sudoku_generator_shape *shape, uint32_t unit) {
  return shape->units + (size_t)unit * shape->side;
}

/* One place fewer for symbol in unit: queues the unit when one is left; false when none is left for
 * a symbol the unit still needs. */
static bool lose_place(propagation *propagation, uint32_t unit, unsigned symbol) {
  sudoku_singles_scratch *scratch = propagation->scratch;
  size_t pair = (size_t)unit * propagation->shape->side + symbol - 1;
  uint16_t left = --scratch->places_left[pair];
  if (scratch->placed_in_unit[unit] & bit_of(symbol)) return true;
  if (left == 0) return false;
  if (left == 1) scratch->pending_units[propagation->pending_unit_count++] = (uint32_t)pair;
  return true;
}

/* Removes symbol from the candidates of the empty cell. */
static bool remove_candidate(propagation *propagation, unsigned cell, unsigned symbol) {
  const sudoku_generator_shape *shape = propagation->shape;
  sudoku_singles_scratch *scratch = propagation->scratch;
  scratch->candidates[cell] &= ~bit_of(symbol);
  for (uint32_t k = shape->cell_unit_starts[cell]; k < shape->cell_unit_starts[cell + 1]; k++)
    if (!lose_place(propagation, shape->cell_units[k], symbol)) return false;
  uint64_t left = scratch->candidates[cell];
  if (left == 0) return false;
  if (has_one_bit(left)) scratch->pending_cells[propagation->pending_cell_count++] = (uint16_t)cell;
  return true;
}

static bool place(propagation *propagation, unsigned cell, unsigned symbol) {
  const sudoku_generator_shape *shape = propagation->shape;
  sudoku_singles_scratch *scratch = propagation->scratch;
  uint64_t had = scratch->candidates[cell];
  if (!(had & bit_of(symbol))) return false;
  scratch->values[cell] = (uint8_t)symbol;
  scratch->candidates[cell] = 0;
  propagation->filled_count++;
  uint32_t first = shape->cell_unit_starts[cell], end = shape->cell_unit_starts[cell + 1];
  for (uint32_t k = first; k < end; k++) {
    uint32_t unit = shape->cell_units[k];
    if (scratch->placed_in_unit[unit] & bit_of(symbol)) return false;
    scratch->placed_in_unit[unit] |= bit_of(symbol);
  }
  for (uint64_t bits = had; bits; bits &= bits - 1) {
    unsigned other = (unsigned)__builtin_ctzll(bits) + 1;
    for (uint32_t k = first; k < end; k++)
      if (!lose_place(propagation, shape->cell_units[k], other)) return false;
  }
  for (uint32_t k = first; k < end; k++) {
    const uint16_t *members = unit_cells(shape, shape->cell_units[k]);
    for (unsigned m = 0; m < shape->side; m++) {
      unsigned peer = members[m];
      if (scratch->values[peer] == 0 && (scratch->candidates[peer] & bit_of(symbol)) &&
          !remove_candidate(propagation, peer, symbol))
        return false;
    }
  }
  return true;
}

/* Reads the givens into the scratch and queues the singles they make; false when they clash. */
static bool load_givens(propagation *propagation, const sudoku_grid *puzzle) {
  const sudoku_generator_shape *shape = propagation->shape;
  sudoku_singles_scratch *scratch = propagation->scratch;
  unsigned side = shape->side;
  uint64_t every_symbol = side >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << side) - 1;
  memcpy(scratch->values, puzzle->cells, shape->cell_count);
  memset(scratch->placed_in_unit, 0, shape->unit_count * sizeof *scratch->placed_in_unit);
  memset(scratch->places_left, 0, (size_t)shape->unit_count * side * sizeof *scratch->places_left);
  for (unsigned cell = 0; cell < shape->cell_count; cell++) {
    unsigned symbol = scratch->values[cell];
    if (!symbol) continue;
    propagation->filled_count++;
    for (uint32_t k = shape->cell_unit_starts[cell]; k < shape->cell_unit_starts[cell + 1]; k++) {
      uint32_t unit = shape->cell_units[k];
      if (scratch->placed_in_unit[unit] & bit_of(symbol)) return false;
      scratch->placed_in_unit[unit] |= bit_of(symbol);
    }
  }
  for (unsigned cell = 0; cell < shape->cell_count; cell++) {
    scratch->candidates[cell] = 0;
    if (scratch->values[cell]) continue;
    uint64_t seen = 0;
    uint32_t first = shape->cell_unit_starts[cell], end = shape->cell_unit_starts[cell + 1];
    for (uint32_t k = first; k < end; k++) seen |= scratch->placed_in_unit[shape->cell_units[k]];
    uint64_t candidates = every_symbol & ~seen;
    if (!candidates) return false;
    scratch->candidates[cell] = candidates;
    if (has_one_bit(candidates))
      scratch->pending_cells[propagation->pending_cell_count++] = (uint16_t)cell;
    for (uint64_t bits = candidates; bits; bits &= bits - 1) {
      unsigned symbol = (unsigned)__builtin_ctzll(bits);
      for (uint32_t k = first; k < end; k++)
        scratch->places_left[(size_t)shape->cell_units[k] * side + symbol]++;
    }
  }
  for (uint32_t unit = 0; unit < shape->unit_count; unit++) {
    for (unsigned symbol = 1; symbol <= side; symbol++) {
      if (scratch->placed_in_unit[unit] & bit_of(symbol)) continue;
      size_t pair = (size_t)unit * side + symbol - 1;
      if (scratch->places_left[pair] == 0) return false;
      if (scratch->places_left[pair] == 1)
        scratch->pending_units[propagation->pending_unit_count++] = (uint32_t)pair;
    }
  }
  return true;
}

/* Places the symbol of a unit's last place for it, unless it was placed since it was queued. */
static bool place_hidden_single(propagation *propagation, uint32_t pair) {
  const sudoku_generator_shape *shape = propagation->shape;
  sudoku_singles_scratch *scratch = propagation->scratch;
  uint32_t unit = pair / shape->side;
  unsigned symbol = pair % shape->side + 1;
  if (scratch->placed_in_unit[unit] & bit_of(symbol)) return true;
  const uint16_t *members = unit_cells(shape, unit);
  for (unsigned m = 0; m < shape->side; m++) {
    unsigned cell = members[m];
    if (scratch->values[cell] == 0 && (scratch->candidates[cell] & bit_of(symbol)))
      return place(propagation, cell, symbol);
  }
  return false;
}

bool sudoku_singles_fill_to(const sudoku_generator_shape *shape, sudoku_singles_scratch *scratch,
                            const sudoku_grid *puzzle, const sudoku_grid *full_grid) {
  propagation propagation = {.shape = shape, .scratch = scratch};
  if (!load_givens(&propagation, puzzle)) return false;
  while (propagation.pending_cell_count || propagation.pending_unit_count) {
    if (propagation.pending_cell_count) {
      unsigned cell = scratch->pending_cells[--propagation.pending_cell_count];
      if (scratch->values[cell]) continue;
      uint64_t candidates = scratch->candidates[cell];
      if (!has_one_bit(candidates)) return false;
      if (!place(&propagation, cell, (unsigned)__builtin_ctzll(candidates) + 1)) return false;
    } else {
      uint32_t pair = scratch->pending_units[--propagation.pending_unit_count];
      if (!place_hidden_single(&propagation, pair)) return false;
    }
  }
  if (propagation.filled_count != shape->cell_count) return false;
  return memcmp(scratch->values, full_grid->cells, shape->cell_count) == 0;
}
