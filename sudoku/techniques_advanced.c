/* techniques_advanced.c: the techniques that reason across several units: fish (X-wing,
 * swordfish, jellyfish) over rows and columns, and the XY-wing and XYZ-wing over cells that see
 * each other. */
#include "techniques.h"

static const rater_technique fish_of_size[] = {RATER_X_WING, RATER_SWORDFISH, RATER_JELLYFISH};

typedef struct fish_search {
  const candidate_grid *grid;
  unsigned size;
  uint64_t symbol;
  bool bases_are_rows;
  rater_step *step;
} fish_search;

/* chosen indexes base lines (rows or columns) in which the symbol lies only in the cover lines
 * union_bits: those cover lines lose it outside the bases. */
static bool try_fish(const unsigned *chosen, uint64_t union_bits, void *context) {
  fish_search *search = context;
  const rater_layout *layout = search->grid->layout;
  const uint16_t *base_units = search->bases_are_rows ? layout->row_units : layout->column_units;
  const uint16_t *cover_units = search->bases_are_rows ? layout->column_units : layout->row_units;
  const int *base_of_cell = search->bases_are_rows ? layout->cell_row : layout->cell_column;
  uint64_t bases = 0;
  for (unsigned i = 0; i < search->size; i++) bases |= (uint64_t)1 << chosen[i];
  rater_step *step = search->step;
  sudoku_step_clear(step, fish_of_size[search->size - 2]);
  for (uint64_t left = union_bits; left; left &= left - 1) {
    const uint16_t *cells = layout_unit(layout, cover_units[__builtin_ctzll(left)]);
    for (unsigned i = 0; i < layout->side; i++) {
      int base = base_of_cell[cells[i]];
      bool in_bases = base >= 0 && ((bases >> base) & 1);
      if (!in_bases && (search->grid->candidates[cells[i]] & search->symbol))
        sudoku_step_eliminate(step, cells[i], search->symbol);
    }
  }
  if (step->elimination_count == 0) return false;
  step->symbols = search->symbol;
  for (unsigned i = 0; i < search->size; i++)
    step->units[step->unit_count++] = base_units[chosen[i]];
  for (uint64_t left = union_bits; left; left &= left - 1)
    step->units[step->unit_count++] = cover_units[__builtin_ctzll(left)];
  return true;
}

bool sudoku_find_fish(const candidate_grid *grid, unsigned size, rater_step *step) {
  const rater_layout *layout = grid->layout;
  if (!layout->fish_possible) return false;
  uint64_t masks[64];
  fish_search search = {grid, size, 0, true, step};
  for (unsigned symbol = 1; symbol <= layout->side; symbol++) {
    search.symbol = symbol_bit(symbol);
    for (int orientation = 0; orientation < 2; orientation++) {
      search.bases_are_rows = orientation == 0;
      unsigned base_count = search.bases_are_rows ? layout->row_count : layout->column_count;
      const uint16_t *base_units = search.bases_are_rows ? layout->row_units : layout->column_units;
      const int *cover_of_cell = search.bases_are_rows ? layout->cell_column : layout->cell_row;
      for (unsigned base = 0; base < base_count; base++) {
        const uint16_t *cells = layout_unit(layout, base_units[base]);
        masks[base] = 0;
        for (unsigned i = 0; i < layout->side; i++) {
          if (!(grid->candidates[cells[i]] & search.symbol)) continue;
          if (cover_of_cell[cells[i]] < 0) { /* a cell outside every cover line: no fish here */
            masks[base] = 0;
            break;
          }
          masks[base] |= (uint64_t)1 << cover_of_cell[cells[i]];
        }
      }
      if (sudoku_find_subset(masks, base_count, size, try_fish, &search)) return true;
    }
  }
  return false;
}

static const uint16_t *peers_begin(const rater_layout *layout, unsigned cell) {
  return layout->peer_list + layout->peer_offsets[cell];
}

static const uint16_t *peers_end(const rater_layout *layout, unsigned cell) {
  return layout->peer_list + layout->peer_offsets[cell + 1];
}

/* Every cell that sees all of the count cells loses symbol; false when none has it. */
static bool eliminate_from_common_peers(const candidate_grid *grid, const unsigned *cells,
                                        unsigned count, uint64_t symbol, rater_step *step) {
  const rater_layout *layout = grid->layout;
  for (const uint16_t *peer = peers_begin(layout, cells[0]); peer < peers_end(layout, cells[0]);
       peer++) {
    if (!(grid->candidates[*peer] & symbol)) continue;
    bool sees_all = true;
    for (unsigned i = 1; i < count && sees_all; i++)
      sees_all = *peer != cells[i] && layout_cells_see(layout, *peer, cells[i]);
    if (sees_all) sudoku_step_eliminate(step, *peer, symbol);
  }
  return step->elimination_count > 0;
}

static void name_wing(rater_step *step, const unsigned *cells, uint64_t symbol) {
  step->symbols = symbol;
  for (unsigned i = 0; i < 3; i++) step->cells[step->cell_count++] = (uint16_t)cells[i];
}

/* A pivot {x,y} sees pincers {x,z} and {y,z}: whichever the pivot holds, a pincer holds z. */
bool sudoku_find_xy_wing(const candidate_grid *grid, rater_step *step) {
  const rater_layout *layout = grid->layout;
  const uint64_t *candidates = grid->candidates;
  for (unsigned pivot = 0; pivot < layout->cell_count; pivot++) {
    if (bit_count(candidates[pivot]) != 2) continue;
    for (const uint16_t *a = peers_begin(layout, pivot); a < peers_end(layout, pivot); a++) {
      if (bit_count(candidates[*a]) != 2 || bit_count(candidates[*a] & candidates[pivot]) != 1)
        continue;
      uint64_t z = candidates[*a] & ~candidates[pivot];
      uint64_t wanted = (candidates[pivot] & ~candidates[*a]) | z;
      for (const uint16_t *b = peers_begin(layout, pivot); b < peers_end(layout, pivot); b++) {
        if (candidates[*b] != wanted) continue;
        unsigned wing[3] = {pivot, *a, *b};
        sudoku_step_clear(step, RATER_XY_WING);
        if (eliminate_from_common_peers(grid, wing + 1, 2, z, step)) {
          name_wing(step, wing, z);
          return true;
        }
      }
    }
  }
  return false;
}

/* A pivot {x,y,z} sees pincers {x,z} and {y,z}: one of the three holds z. */
bool sudoku_find_xyz_wing(const candidate_grid *grid, rater_step *step) {
  const rater_layout *layout = grid->layout;
  const uint64_t *candidates = grid->candidates;
  for (unsigned pivot = 0; pivot < layout->cell_count; pivot++) {
    if (bit_count(candidates[pivot]) != 3) continue;
    for (const uint16_t *a = peers_begin(layout, pivot); a < peers_end(layout, pivot); a++) {
      if (bit_count(candidates[*a]) != 2 || (candidates[*a] & ~candidates[pivot])) continue;
      for (const uint16_t *b = a + 1; b < peers_end(layout, pivot); b++) {
        if (bit_count(candidates[*b]) != 2 || (candidates[*b] & ~candidates[pivot])) continue;
        if ((candidates[*a] | candidates[*b]) != candidates[pivot]) continue;
        uint64_t z = candidates[*a] & candidates[*b];
        unsigned wing[3] = {pivot, *a, *b};
        sudoku_step_clear(step, RATER_XYZ_WING);
        if (eliminate_from_common_peers(grid, wing, 3, z, step)) {
          name_wing(step, wing, z);
          return true;
        }
      }
    }
  }
  return false;
}

/* The two cells of unit that hold x, when it holds it in exactly two; false otherwise. */
static bool two_cells_with(const candidate_grid *grid, unsigned unit, uint64_t x, unsigned *pair) {
  const rater_layout *layout = grid->layout;
  const uint16_t *cells = layout_unit(layout, unit);
  unsigned count = 0;
  for (unsigned i = 0; i < layout->side; i++)
    if (grid->candidates[cells[i]] & x) {
      if (count == 2) return false;
      pair[count++] = cells[i];
    }
  return count == 2;
}

/* The W-wing {a, b}, linked on x by link[0] (which sees a) and link[1] (which sees b), with y the
 * other symbol: the cells that see a and b lose y. */
static bool try_w_wing(const candidate_grid *grid, unsigned a, uint64_t x, unsigned unit,
                       const unsigned *link, rater_step *step) {
  const rater_layout *layout = grid->layout;
  const uint64_t *candidates = grid->candidates;
  uint64_t y = candidates[a] & ~x;
  for (const uint16_t *b = peers_begin(layout, link[1]); b < peers_end(layout, link[1]); b++) {
    if (*b == a || candidates[*b] != candidates[a] || layout_cells_see(layout, a, *b)) continue;
    unsigned ends[2] = {a, *b};
    sudoku_step_clear(step, RATER_W_WING);
    if (!eliminate_from_common_peers(grid, ends, 2, y, step)) continue;
    step->symbols = candidates[a];
    unsigned pattern[4] = {a, *b, link[0], link[1]};
    for (unsigned i = 0; i < 4; i++) step->cells[step->cell_count++] = (uint16_t)pattern[i];
    step->units[step->unit_count++] = (uint16_t)unit;
    return true;
  }
  return false;
}

/* Two cells {x,y} that do not see each other, and a unit where x lies only in a cell seen by
 * the one and a cell seen by the other: both cannot be x, so one of them holds y. */
bool sudoku_find_w_wing(const candidate_grid *grid, rater_step *step) {
  const rater_layout *layout = grid->layout;
  for (unsigned a = 0; a < layout->cell_count; a++) {
    if (bit_count(grid->candidates[a]) != 2) continue;
    for (uint64_t left = grid->candidates[a]; left; left &= left - 1) {
      uint64_t x = left & -left;
      for (unsigned unit = 0; unit < layout->unit_count; unit++) {
        unsigned pair[2];
        if (!two_cells_with(grid, unit, x, pair)) continue;
        for (unsigned end = 0; end < 2; end++) {
          unsigned link[2] = {pair[end], pair[1 - end]};
          if (layout_cells_see(layout, link[0], a) && try_w_wing(grid, a, x, unit, link, step))
            return true;
        }
      }
    }
  }
  return false;
}

/* The cells of one symbol's conjugate chain, coloured 0 and 1 so that each unit where the symbol
 * has exactly two cells joins two colours: one colour holds the symbol, the other not. */
typedef struct colouring {
  const candidate_grid *grid;
  uint64_t symbol;
  signed char *colour_of_cell; /* -1 outside the chain */
  uint16_t *chain;
  unsigned chain_length;
} colouring;

/* The other cell of unit that holds the symbol when it holds it in exactly two, else -1. */
static int conjugate_in_unit(const colouring *colouring, unsigned unit, unsigned cell) {
  const rater_layout *layout = colouring->grid->layout;
  const uint16_t *cells = layout_unit(layout, unit);
  int other = -1;
  unsigned count = 0;
  for (unsigned i = 0; i < layout->side; i++)
    if (colouring->grid->candidates[cells[i]] & colouring->symbol) {
      count++;
      if (cells[i] != cell) other = cells[i];
    }
  return count == 2 ? other : -1;
}

static void colour_chain_from(colouring *colouring, unsigned start) {
  const rater_layout *layout = colouring->grid->layout;
  colouring->chain_length = 0;
  colouring->chain[colouring->chain_length++] = (uint16_t)start;
  colouring->colour_of_cell[start] = 0;
  for (unsigned next = 0; next < colouring->chain_length; next++) {
    unsigned cell = colouring->chain[next];
    for (unsigned i = layout->cell_unit_offsets[cell]; i < layout->cell_unit_offsets[cell + 1];
         i++) {
      int other = conjugate_in_unit(colouring, layout->cell_unit_list[i], cell);
      if (other < 0 || colouring->colour_of_cell[other] >= 0) continue;
      colouring->colour_of_cell[other] = (signed char)(1 - colouring->colour_of_cell[cell]);
      colouring->chain[colouring->chain_length++] = (uint16_t)other;
    }
  }
}

/* Two cells of one colour that see each other: that colour is false, and loses the symbol. */
static bool colour_wrap(const colouring *colouring, rater_step *step) {
  const rater_layout *layout = colouring->grid->layout;
  for (unsigned i = 0; i < colouring->chain_length; i++)
    for (unsigned j = i + 1; j < colouring->chain_length; j++) {
      unsigned a = colouring->chain[i], b = colouring->chain[j];
      if (colouring->colour_of_cell[a] != colouring->colour_of_cell[b] ||
          !layout_cells_see(layout, a, b))
        continue;
      for (unsigned k = 0; k < colouring->chain_length; k++)
        if (colouring->colour_of_cell[colouring->chain[k]] == colouring->colour_of_cell[a])
          sudoku_step_eliminate(step, colouring->chain[k], colouring->symbol);
      return true;
    }
  return false;
}

/* A cell outside the chain that sees both colours cannot hold the symbol. */
static bool colour_trap(const colouring *colouring, rater_step *step) {
  const rater_layout *layout = colouring->grid->layout;
  for (unsigned cell = 0; cell < layout->cell_count; cell++) {
    if (!(colouring->grid->candidates[cell] & colouring->symbol) ||
        colouring->colour_of_cell[cell] >= 0)
      continue;
    bool sees[2] = {false, false};
    for (unsigned i = 0; i < colouring->chain_length; i++)
      if (layout_cells_see(layout, cell, colouring->chain[i]))
        sees[colouring->colour_of_cell[colouring->chain[i]]] = true;
    if (sees[0] && sees[1]) sudoku_step_eliminate(step, cell, colouring->symbol);
  }
  return step->elimination_count > 0;
}

static bool colour_symbol(colouring *colouring, rater_step *step) {
  const rater_layout *layout = colouring->grid->layout;
  for (unsigned cell = 0; cell < layout->cell_count; cell++) colouring->colour_of_cell[cell] = -1;
  for (unsigned start = 0; start < layout->cell_count; start++) {
    if (!(colouring->grid->candidates[start] & colouring->symbol) ||
        colouring->colour_of_cell[start] >= 0)
      continue;
    colour_chain_from(colouring, start);
    if (colouring->chain_length < 2) continue;
    sudoku_step_clear(step, RATER_SIMPLE_COLOURING);
    if (colour_wrap(colouring, step) || colour_trap(colouring, step)) {
      step->symbols = colouring->symbol;
      for (unsigned i = 0; i < colouring->chain_length && i < RATER_STEP_MAX_CELLS; i++)
        step->cells[step->cell_count++] = colouring->chain[i];
      return true;
    }
  }
  return false;
}

bool sudoku_find_simple_colouring(const candidate_grid *grid, rater_step *step,
                                  signed char *colours, uint16_t *chain) {
  colouring colouring = {grid, 0, colours, chain, 0};
  for (unsigned symbol = 1; symbol <= grid->layout->side; symbol++) {
    colouring.symbol = symbol_bit(symbol);
    if (colour_symbol(&colouring, step)) return true;
  }
  return false;
}
