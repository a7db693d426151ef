/* techniques_basic.c: the techniques that look inside one unit, or two overlapping ones: naked and
 * hidden singles, locked candidates (pointing and claiming), naked and hidden subsets. */
#include "techniques.h"

static const rater_technique naked_subsets[] = {RATER_NAKED_PAIR, RATER_NAKED_TRIPLE,
                                                RATER_NAKED_QUAD};
static const rater_technique hidden_subsets[] = {RATER_HIDDEN_PAIR, RATER_HIDDEN_TRIPLE,
                                                 RATER_HIDDEN_QUAD};

void sudoku_step_clear(rater_step *step, rater_technique technique) {
  step->technique = technique;
  step->placed_cell = -1;
  step->placed_symbol = 0;
  step->symbols = 0;
  step->cell_count = 0;
  step->unit_count = 0;
  step->elimination_count = 0;
}

void sudoku_step_eliminate(rater_step *step, unsigned cell, uint64_t symbols) {
  for (unsigned i = 0; i < step->elimination_count; i++)
    if (step->eliminations[i].cell == cell) {
      step->eliminations[i].symbols |= symbols;
      return;
    }
  step->eliminations[step->elimination_count].cell = (uint16_t)cell;
  step->eliminations[step->elimination_count].symbols = symbols;
  step->elimination_count++;
}

static bool extend_subset(const uint64_t *masks, unsigned count, unsigned size, unsigned start,
                          unsigned depth, unsigned *chosen, uint64_t union_bits,
                          subset_trial try_subset, void *context) {
  if (depth == size)
    return bit_count(union_bits) == size && try_subset(chosen, union_bits, context);
  for (unsigned i = start; i + (size - depth) <= count; i++) {
    if (masks[i] == 0 || bit_count(masks[i]) > size) continue;
    uint64_t grown = union_bits | masks[i];
    if (bit_count(grown) > size) continue;
    chosen[depth] = i;
    if (extend_subset(masks, count, size, i + 1, depth + 1, chosen, grown, try_subset, context))
      return true;
  }
  return false;
}

bool sudoku_find_subset(const uint64_t *masks, unsigned count, unsigned size,
                        subset_trial try_subset, void *context) {
  /* Zeroed: gcc -O3 cannot see that try_subset reads only the entries chosen. */
  unsigned chosen[RATER_STEP_MAX_CELLS] = {0};
  return extend_subset(masks, count, size, 0, 0, chosen, 0, try_subset, context);
}

bool sudoku_find_naked_single(const candidate_grid *grid, rater_step *step) {
  for (unsigned cell = 0; cell < grid->layout->cell_count; cell++)
    if (!grid->values[cell] && bit_count(grid->candidates[cell]) == 1) {
      sudoku_step_clear(step, RATER_NAKED_SINGLE);
      step->placed_cell = (int)cell;
      step->placed_symbol = (unsigned)__builtin_ctzll(grid->candidates[cell]) + 1;
      step->symbols = grid->candidates[cell];
      return true;
    }
  return false;
}

bool sudoku_find_hidden_single(const candidate_grid *grid, rater_step *step) {
  const rater_layout *layout = grid->layout;
  for (unsigned unit = 0; unit < layout->unit_count; unit++) {
    const uint16_t *cells = layout_unit(layout, unit);
    uint64_t once = 0, twice = 0;
    for (unsigned i = 0; i < layout->side; i++) {
      twice |= once & grid->candidates[cells[i]];
      once |= grid->candidates[cells[i]];
    }
    uint64_t single = once & ~twice;
    if (!single) continue;
    uint64_t symbol = single & -single;
    for (unsigned i = 0; i < layout->side; i++)
      if (grid->candidates[cells[i]] & symbol) {
        sudoku_step_clear(step, RATER_HIDDEN_SINGLE);
        step->placed_cell = cells[i];
        step->placed_symbol = (unsigned)__builtin_ctzll(symbol) + 1;
        step->symbols = symbol;
        step->units[step->unit_count++] = (uint16_t)unit;
        return true;
      }
  }
  return false;
}

/* In unit a, symbol lies only in cells that b holds too: b's other cells lose it. */
static bool try_locked_symbol(const candidate_grid *grid, unsigned a, unsigned b, uint64_t symbol,
                              rater_step *step) {
  const rater_layout *layout = grid->layout;
  const uint16_t *cells_a = layout_unit(layout, a), *cells_b = layout_unit(layout, b);
  unsigned pattern[RATER_MAX_SIDE], pattern_count = 0;
  for (unsigned i = 0; i < layout->side; i++) {
    if (!(grid->candidates[cells_a[i]] & symbol)) continue;
    if (!layout_unit_holds(layout, b, cells_a[i])) return false;
    pattern[pattern_count++] = cells_a[i];
  }
  if (pattern_count == 0) return false;
  rater_unit_kind kind = layout->unit_kinds[a];
  sudoku_step_clear(step, kind == RATER_UNIT_ROW || kind == RATER_UNIT_COLUMN ? RATER_CLAIMING
                                                                              : RATER_POINTING);
  for (unsigned i = 0; i < layout->side; i++)
    if ((grid->candidates[cells_b[i]] & symbol) && !layout_unit_holds(layout, a, cells_b[i]))
      sudoku_step_eliminate(step, cells_b[i], symbol);
  if (step->elimination_count == 0) return false;
  step->symbols = symbol;
  step->units[step->unit_count++] = (uint16_t)a;
  step->units[step->unit_count++] = (uint16_t)b;
  for (unsigned i = 0; i < pattern_count && i < RATER_STEP_MAX_CELLS; i++)
    step->cells[step->cell_count++] = (uint16_t)pattern[i];
  return true;
}

bool sudoku_find_locked_candidates(const candidate_grid *grid, rater_step *step) {
  const rater_layout *layout = grid->layout;
  for (unsigned pair = 0; pair < layout->line_pair_count; pair++) {
    unsigned a = layout->line_pairs[2 * pair], b = layout->line_pairs[2 * pair + 1];
    uint64_t open = 0;
    for (unsigned i = 0; i < layout->side; i++) open |= grid->candidates[layout_unit(layout, a)[i]];
    for (uint64_t left = open; left; left &= left - 1)
      if (try_locked_symbol(grid, a, b, left & -left, step)) return true;
  }
  return false;
}

typedef struct subset_search {
  const candidate_grid *grid;
  unsigned unit;
  unsigned size;
  const uint64_t *masks;
  rater_step *step;
} subset_search;

/* chosen indexes cells of the unit whose candidates, together, are union_bits. */
static bool try_naked_subset(const unsigned *chosen, uint64_t union_bits, void *context) {
  subset_search *search = context;
  const rater_layout *layout = search->grid->layout;
  const uint16_t *cells = layout_unit(layout, search->unit);
  rater_step *step = search->step;
  sudoku_step_clear(step, naked_subsets[search->size - 2]);
  unsigned next = 0;
  for (unsigned i = 0; i < layout->side; i++) {
    if (next < search->size && chosen[next] == i) {
      next++;
      continue;
    }
    uint64_t removed = search->grid->candidates[cells[i]] & union_bits;
    if (removed) sudoku_step_eliminate(step, cells[i], removed);
  }
  if (step->elimination_count == 0) return false;
  step->symbols = union_bits;
  step->units[step->unit_count++] = (uint16_t)search->unit;
  for (unsigned i = 0; i < search->size; i++) step->cells[step->cell_count++] = cells[chosen[i]];
  return true;
}

bool sudoku_find_naked_subset(const candidate_grid *grid, unsigned size, rater_step *step) {
  const rater_layout *layout = grid->layout;
  uint64_t masks[RATER_MAX_SIDE];
  subset_search search = {grid, 0, size, masks, step};
  for (unsigned unit = 0; unit < layout->unit_count; unit++) {
    const uint16_t *cells = layout_unit(layout, unit);
    unsigned open = 0;
    for (unsigned i = 0; i < layout->side; i++) {
      masks[i] = grid->candidates[cells[i]];
      open += masks[i] != 0;
    }
    if (open <= size) continue;
    search.unit = unit;
    if (sudoku_find_subset(masks, layout->side, size, try_naked_subset, &search)) return true;
  }
  return false;
}

/* chosen indexes symbols (from 0) that lie, together, only in the unit's cells union_bits. */
static bool try_hidden_subset(const unsigned *chosen, uint64_t union_bits, void *context) {
  subset_search *search = context;
  const uint16_t *cells = layout_unit(search->grid->layout, search->unit);
  rater_step *step = search->step;
  sudoku_step_clear(step, hidden_subsets[search->size - 2]);
  uint64_t symbols = 0;
  for (unsigned i = 0; i < search->size; i++) symbols |= (uint64_t)1 << chosen[i];
  for (uint64_t left = union_bits; left; left &= left - 1) {
    unsigned cell = cells[__builtin_ctzll(left)];
    uint64_t removed = search->grid->candidates[cell] & ~symbols;
    if (removed) sudoku_step_eliminate(step, cell, removed);
    step->cells[step->cell_count++] = (uint16_t)cell;
  }
  if (step->elimination_count == 0) return false;
  step->symbols = symbols;
  step->units[step->unit_count++] = (uint16_t)search->unit;
  return true;
}

bool sudoku_find_hidden_subset(const candidate_grid *grid, unsigned size, rater_step *step) {
  const rater_layout *layout = grid->layout;
  uint64_t masks[RATER_MAX_SIDE];
  subset_search search = {grid, 0, size, masks, step};
  for (unsigned unit = 0; unit < layout->unit_count; unit++) {
    const uint16_t *cells = layout_unit(layout, unit);
    unsigned open = 0;
    for (unsigned symbol = 0; symbol < layout->side; symbol++) masks[symbol] = 0;
    for (unsigned i = 0; i < layout->side; i++) {
      open += grid->candidates[cells[i]] != 0;
      for (uint64_t left = grid->candidates[cells[i]]; left; left &= left - 1)
        masks[__builtin_ctzll(left)] |= (uint64_t)1 << i;
    }
    if (open <= size) continue;
    search.unit = unit;
    if (sudoku_find_subset(masks, layout->side, size, try_hidden_subset, &search)) return true;
  }
  return false;
}
