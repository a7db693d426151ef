/* independent_sudoku.c: the oracle of the sudoku tests and of the benchmark set: a plain
 * backtracking counter over bit masks, for any side up to 64 and every variant of
 * independent_sudoku.h. It shares no code with the engine (dlx/) nor with the sudoku front end
 * (sudoku/), and uses no exact cover, so that it can judge them.
 *
 * A "unit" is a set of side cells that must hold every symbol once: a row, a column, a box or
 * jigsaw region, an extra region. Each unit keeps the mask of the symbols placed in it. The
 * candidates of an empty cell are the symbols absent from all its units, minus the symbols of the
 * cells it must differ from and, under the non-consecutive rule, the neighbours' symbols plus and
 * minus one. Each node places a forced symbol when there is one: the only candidate of a cell, or
 * the only place left in a unit for a symbol missing there (every solution puts it there); and
 * otherwise branches on the candidates of the empty cell with the fewest, so that each solution is
 * found once, along one path. A cell without candidates, or a missing symbol without a place in
 * its unit, ends the branch. */
#include "tests/independent_sudoku.h"

#include <stdlib.h>
#include <string.h>

typedef struct searcher {
  unsigned side;
  unsigned cell_count;
  uint64_t all_symbols;
  uint8_t *grid; /* 0 empty, else 1..side */
  size_t unit_count;
  uint16_t *unit_cells; /* unit_count * side */
  uint64_t *unit_used;  /* symbols placed in each unit */
  size_t *units_start;  /* cell_count + 1 offsets into units_of_cell */
  uint32_t *units_of_cell;
  size_t *differ_start; /* cell_count + 1 offsets into differ_cells */
  uint16_t *differ_cells;
  bool non_consecutive;
  uint64_t solution_count;
  uint64_t limit;
  uint8_t *first_solution;
  uint64_t random_state; /* 0: choices in order */
  uint64_t *candidates;  /* cell_count scratch masks, filled afresh by each node */
  uint64_t node_count;
  uint64_t node_budget; /* 0: none */
} searcher;

static uint64_t symbol_bit(unsigned symbol) {
  return (uint64_t)1 << (symbol - 1);
}

static unsigned count_bits(uint64_t mask) {
  return (unsigned)__builtin_popcountll(mask);
}

static unsigned lowest_symbol(uint64_t mask) {
  return (unsigned)__builtin_ctzll(mask) + 1;
}

static uint64_t next_random(searcher *search) {
  /* splitmix64 */
  uint64_t z = (search->random_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static bool has_boxes(const independent_sudoku *puzzle) {
  return puzzle->region_of_cell == NULL && puzzle->box_rows != 0;
}

static unsigned region_of(const independent_sudoku *puzzle, unsigned cell) {
  if (puzzle->region_of_cell != NULL) return puzzle->region_of_cell[cell];
  unsigned row = cell / puzzle->side, column = cell % puzzle->side;
  unsigned boxes_across = puzzle->side / puzzle->box_columns;
  return (row / puzzle->box_rows) * boxes_across + column / puzzle->box_columns;
}

const char *independent_sudoku_problem(const independent_sudoku *puzzle) {
  unsigned side = puzzle->side;
  if (side < 1 || side > INDEPENDENT_SUDOKU_MAX_SIDE) return "side out of 1..64";
  unsigned cell_count = side * side;
  if (puzzle->region_of_cell == NULL && (puzzle->box_rows != 0 || puzzle->box_columns != 0) &&
      puzzle->box_rows * puzzle->box_columns != side)
    return "boxes of box_rows x box_columns cells are not side cells";
  if (puzzle->region_of_cell != NULL) {
    unsigned cells_in_region[INDEPENDENT_SUDOKU_MAX_SIDE] = {0};
    for (unsigned cell = 0; cell < cell_count; cell++) {
      if (puzzle->region_of_cell[cell] >= side) return "region number out of 0..side-1";
      cells_in_region[puzzle->region_of_cell[cell]]++;
    }
    for (unsigned region = 0; region < side; region++)
      if (cells_in_region[region] != side) return "a region without exactly side cells";
  }
  for (size_t region = 0; region < puzzle->extra_region_count; region++) {
    const uint16_t *cells = puzzle->extra_regions + region * side;
    for (unsigned k = 0; k < side; k++) {
      if (cells[k] >= cell_count) return "extra region cell out of the grid";
      for (unsigned j = 0; j < k; j++)
        if (cells[j] == cells[k]) return "extra region lists a cell twice";
    }
  }
  for (size_t pair = 0; pair < puzzle->different_pair_count; pair++) {
    uint16_t a = puzzle->different_pairs[2 * pair], b = puzzle->different_pairs[2 * pair + 1];
    if (a >= cell_count || b >= cell_count) return "pair cell out of the grid";
    if (a == b) return "pair of one cell";
  }
  if (puzzle->givens != NULL)
    for (unsigned cell = 0; cell < cell_count; cell++)
      if (puzzle->givens[cell] > side) return "given out of 0..side";
  return NULL;
}

static void free_searcher(searcher *search) {
  free(search->grid);
  free(search->unit_cells);
  free(search->unit_used);
  free(search->units_start);
  free(search->units_of_cell);
  free(search->differ_start);
  free(search->differ_cells);
  free(search->candidates);
}

/* Lays out the units and the pairs; false when out of memory. */
static bool build_searcher(const independent_sudoku *puzzle, searcher *search) {
  memset(search, 0, sizeof *search);
  unsigned side = puzzle->side, cell_count = side * side;
  search->side = side;
  search->cell_count = cell_count;
  search->all_symbols = side == 64 ? ~(uint64_t)0 : ((uint64_t)1 << side) - 1;
  search->non_consecutive = puzzle->non_consecutive;
  bool regions = puzzle->region_of_cell != NULL || has_boxes(puzzle);
  search->unit_count = 2 * (size_t)side + (regions ? side : 0) + puzzle->extra_region_count;
  search->grid = calloc(cell_count, 1);
  search->candidates = calloc(cell_count, sizeof *search->candidates);
  search->unit_cells = calloc(search->unit_count * side, sizeof *search->unit_cells);
  search->unit_used = calloc(search->unit_count, sizeof *search->unit_used);
  search->units_start = calloc(cell_count + 1, sizeof *search->units_start);
  search->units_of_cell = calloc(search->unit_count * side, sizeof *search->units_of_cell);
  search->differ_start = calloc(cell_count + 1, sizeof *search->differ_start);
  search->differ_cells = calloc(2 * puzzle->different_pair_count + 1, sizeof *search->differ_cells);
  if (!search->grid || !search->candidates || !search->unit_cells || !search->unit_used ||
      !search->units_start || !search->units_of_cell || !search->differ_start ||
      !search->differ_cells)
    return false;

  unsigned filled_in_region[INDEPENDENT_SUDOKU_MAX_SIDE] = {0};
  for (unsigned cell = 0; cell < cell_count; cell++) {
    unsigned row = cell / side, column = cell % side;
    search->unit_cells[row * side + column] = (uint16_t)cell;
    search->unit_cells[(side + column) * side + row] = (uint16_t)cell;
    if (regions) {
      unsigned region = region_of(puzzle, cell);
      search->unit_cells[(2 * side + region) * side + filled_in_region[region]++] = (uint16_t)cell;
    }
  }
  size_t first_extra = 2 * (size_t)side + (regions ? side : 0);
  if (puzzle->extra_region_count > 0)
    memcpy(search->unit_cells + first_extra * side, puzzle->extra_regions,
           puzzle->extra_region_count * side * sizeof *puzzle->extra_regions);

  /* Each cell's units, in two passes: sizes, then the lists. */
  for (size_t unit = 0; unit < search->unit_count; unit++)
    for (unsigned k = 0; k < side; k++)
      search->units_start[search->unit_cells[unit * side + k] + 1]++;
  for (unsigned cell = 0; cell < cell_count; cell++)
    search->units_start[cell + 1] += search->units_start[cell];
  size_t *units_filled = calloc(cell_count, sizeof *units_filled);
  if (units_filled == NULL) return false;
  for (size_t unit = 0; unit < search->unit_count; unit++)
    for (unsigned k = 0; k < side; k++) {
      unsigned cell = search->unit_cells[unit * side + k];
      search->units_of_cell[search->units_start[cell] + units_filled[cell]++] = (uint32_t)unit;
    }
  free(units_filled);

  for (size_t pair = 0; pair < puzzle->different_pair_count; pair++) {
    search->differ_start[puzzle->different_pairs[2 * pair] + 1]++;
    search->differ_start[puzzle->different_pairs[2 * pair + 1] + 1]++;
  }
  for (unsigned cell = 0; cell < cell_count; cell++)
    search->differ_start[cell + 1] += search->differ_start[cell];
  size_t *differ_filled = calloc(cell_count, sizeof *differ_filled);
  if (differ_filled == NULL) return false;
  for (size_t pair = 0; pair < puzzle->different_pair_count; pair++) {
    uint16_t a = puzzle->different_pairs[2 * pair], b = puzzle->different_pairs[2 * pair + 1];
    search->differ_cells[search->differ_start[a] + differ_filled[a]++] = b;
    search->differ_cells[search->differ_start[b] + differ_filled[b]++] = a;
  }
  free(differ_filled);
  return true;
}

static uint64_t candidates_of(const searcher *search, unsigned cell) {
  uint64_t allowed = search->all_symbols;
  for (size_t k = search->units_start[cell]; k < search->units_start[cell + 1]; k++)
    allowed &= ~search->unit_used[search->units_of_cell[k]];
  for (size_t k = search->differ_start[cell]; k < search->differ_start[cell + 1]; k++) {
    uint8_t symbol = search->grid[search->differ_cells[k]];
    if (symbol != 0) allowed &= ~symbol_bit(symbol);
  }
  if (search->non_consecutive) {
    unsigned side = search->side, row = cell / side, column = cell % side;
    unsigned neighbours[4], neighbour_count = 0;
    if (row > 0) neighbours[neighbour_count++] = cell - side;
    if (row + 1 < side) neighbours[neighbour_count++] = cell + side;
    if (column > 0) neighbours[neighbour_count++] = cell - 1;
    if (column + 1 < side) neighbours[neighbour_count++] = cell + 1;
    for (unsigned k = 0; k < neighbour_count; k++) {
      unsigned symbol = search->grid[neighbours[k]];
      if (symbol == 0) continue;
      if (symbol > 1) allowed &= ~symbol_bit(symbol - 1);
      if (symbol < side) allowed &= ~symbol_bit(symbol + 1);
    }
  }
  return allowed;
}

static void place(searcher *search, unsigned cell, unsigned symbol) {
  search->grid[cell] = (uint8_t)symbol;
  for (size_t k = search->units_start[cell]; k < search->units_start[cell + 1]; k++)
    search->unit_used[search->units_of_cell[k]] |= symbol_bit(symbol);
}

static void unplace(searcher *search, unsigned cell, unsigned symbol) {
  search->grid[cell] = 0;
  for (size_t k = search->units_start[cell]; k < search->units_start[cell + 1]; k++)
    search->unit_used[search->units_of_cell[k]] &= ~symbol_bit(symbol);
}

static bool out_of_budget(const searcher *search) {
  return search->node_budget != 0 && search->node_count >= search->node_budget;
}

static bool reached_limit(const searcher *search) {
  return (search->limit != 0 && search->solution_count >= search->limit) || out_of_budget(search);
}

/* Draws a random order of count items: order[0..count) becomes a permutation of 0..count-1. */
static void shuffle_order(searcher *search, uint8_t *order, unsigned count) {
  for (unsigned k = 0; k < count; k++) order[k] = (uint8_t)k;
  if (search->random_state == 0) return;
  for (unsigned k = count; k > 1; k--) {
    unsigned j = (unsigned)(next_random(search) % k);
    uint8_t kept = order[k - 1];
    order[k - 1] = order[j];
    order[j] = kept;
  }
}

static void search_from_here(searcher *search) {
  unsigned side = search->side;
  uint64_t *candidates = search->candidates; /* valid for this node until a child runs */
  search->node_count++;
  /* The narrowest empty cell. */
  unsigned best_cell = search->cell_count, best_width = side + 1;
  for (unsigned cell = 0; cell < search->cell_count; cell++) {
    if (search->grid[cell] != 0) continue;
    candidates[cell] = candidates_of(search, cell);
    unsigned width = count_bits(candidates[cell]);
    if (width == 0) return;
    if (width < best_width) {
      best_width = width;
      best_cell = cell;
    }
  }
  if (best_cell == search->cell_count) {
    search->solution_count++;
    if (search->solution_count == 1 && search->first_solution != NULL)
      memcpy(search->first_solution, search->grid, search->cell_count);
    return;
  }
  /* A symbol missing from a unit with no place left there is a dead end; one with a single place
   * is as narrow as a branch gets. */
  size_t single_unit = search->unit_count;
  uint64_t single_symbols = 0;
  for (size_t unit = 0; unit < search->unit_count && best_width > 1; unit++) {
    uint64_t missing = search->all_symbols & ~search->unit_used[unit];
    if (missing == 0) continue;
    uint64_t seen_once = 0, seen_twice = 0;
    for (unsigned k = 0; k < side; k++) {
      unsigned cell = search->unit_cells[unit * side + k];
      if (search->grid[cell] != 0) continue;
      seen_twice |= seen_once & candidates[cell];
      seen_once |= candidates[cell];
    }
    if ((missing & ~seen_once) != 0) return;
    if (single_unit == search->unit_count && (seen_once & ~seen_twice & missing) != 0) {
      single_unit = unit;
      single_symbols = seen_once & ~seen_twice & missing;
    }
  }

  /* Either branch tries symbols in one cell. Small types keep the frames of a deep search small
   * (one per placed symbol: up to 4096 at 64x64). */
  unsigned branch_cell = best_cell;
  uint8_t branch_symbols[INDEPENDENT_SUDOKU_MAX_SIDE];
  unsigned branch_count = 0;
  if (best_width > 1 && single_unit != search->unit_count) {
    unsigned symbol = lowest_symbol(single_symbols);
    for (unsigned k = 0; k < side; k++) {
      unsigned cell = search->unit_cells[single_unit * side + k];
      if (search->grid[cell] == 0 && (candidates[cell] & symbol_bit(symbol))) {
        branch_cell = cell;
        branch_symbols[0] = (uint8_t)symbol;
        branch_count = 1;
      }
    }
  } else {
    for (uint64_t left = candidates[best_cell]; left != 0; left &= left - 1)
      branch_symbols[branch_count++] = (uint8_t)lowest_symbol(left);
  }
  uint8_t order[INDEPENDENT_SUDOKU_MAX_SIDE];
  shuffle_order(search, order, branch_count);
  for (unsigned k = 0; k < branch_count && !reached_limit(search); k++) {
    place(search, branch_cell, branch_symbols[order[k]]);
    search_from_here(search);
    unplace(search, branch_cell, branch_symbols[order[k]]);
  }
}

/* Places the givens one by one, each checked against those before it; false on a clash. */
static bool place_givens(const independent_sudoku *puzzle, searcher *search) {
  if (puzzle->givens == NULL) return true;
  for (unsigned cell = 0; cell < search->cell_count; cell++) {
    unsigned symbol = puzzle->givens[cell];
    if (symbol == 0) continue;
    if ((candidates_of(search, cell) & symbol_bit(symbol)) == 0) return false;
    place(search, cell, symbol);
  }
  return true;
}

static uint64_t run_search(const independent_sudoku *puzzle, uint64_t limit, uint64_t seed,
                           uint64_t node_budget, uint8_t *first_solution, bool *finished) {
  if (finished != NULL) *finished = true;
  if (independent_sudoku_problem(puzzle) != NULL) return 0;
  searcher search;
  uint64_t count = 0;
  if (build_searcher(puzzle, &search)) {
    search.limit = limit;
    search.first_solution = first_solution;
    search.random_state = seed;
    search.node_budget = node_budget;
    if (place_givens(puzzle, &search)) search_from_here(&search);
    count = search.solution_count;
    if (finished != NULL) *finished = !out_of_budget(&search);
  }
  free_searcher(&search);
  return count;
}

uint64_t independent_sudoku_count(const independent_sudoku *puzzle, uint64_t limit,
                                  uint8_t *first_solution) {
  return run_search(puzzle, limit, 0, 0, first_solution, NULL);
}

uint64_t independent_sudoku_count_within(const independent_sudoku *puzzle, uint64_t limit,
                                         uint64_t node_budget, bool *finished) {
  return run_search(puzzle, limit, 0, node_budget, NULL, finished);
}

bool independent_sudoku_random_solution(const independent_sudoku *puzzle, uint64_t seed,
                                        uint8_t *solution) {
  /* A zero state means "in order": any seed maps to a non-zero one. */
  return run_search(puzzle, 1, seed | ((uint64_t)1 << 63), 0, solution, NULL) == 1;
}

static bool cells_hold_every_symbol(const uint8_t *grid, const uint16_t *cells, unsigned side) {
  uint64_t seen = 0;
  for (unsigned k = 0; k < side; k++) seen |= symbol_bit(grid[cells[k]]);
  return seen == (side == 64 ? ~(uint64_t)0 : ((uint64_t)1 << side) - 1);
}

bool independent_sudoku_is_solution(const independent_sudoku *puzzle, const uint8_t *grid) {
  if (independent_sudoku_problem(puzzle) != NULL) return false;
  unsigned side = puzzle->side, cell_count = side * side;
  for (unsigned cell = 0; cell < cell_count; cell++) {
    if (grid[cell] < 1 || grid[cell] > side) return false;
    if (puzzle->givens != NULL && puzzle->givens[cell] != 0 && puzzle->givens[cell] != grid[cell])
      return false;
  }
  uint16_t cells[INDEPENDENT_SUDOKU_MAX_SIDE];
  for (unsigned line = 0; line < side; line++) {
    for (unsigned k = 0; k < side; k++) cells[k] = (uint16_t)(line * side + k);
    if (!cells_hold_every_symbol(grid, cells, side)) return false;
    for (unsigned k = 0; k < side; k++) cells[k] = (uint16_t)(k * side + line);
    if (!cells_hold_every_symbol(grid, cells, side)) return false;
  }
  if (puzzle->region_of_cell != NULL || has_boxes(puzzle))
    for (unsigned region = 0; region < side; region++) {
      unsigned found = 0;
      for (unsigned cell = 0; cell < cell_count; cell++)
        if (region_of(puzzle, cell) == region) cells[found++] = (uint16_t)cell;
      if (!cells_hold_every_symbol(grid, cells, side)) return false;
    }
  for (size_t region = 0; region < puzzle->extra_region_count; region++)
    if (!cells_hold_every_symbol(grid, puzzle->extra_regions + region * side, side)) return false;
  for (size_t pair = 0; pair < puzzle->different_pair_count; pair++)
    if (grid[puzzle->different_pairs[2 * pair]] == grid[puzzle->different_pairs[2 * pair + 1]])
      return false;
  if (puzzle->non_consecutive)
    for (unsigned cell = 0; cell < cell_count; cell++) {
      unsigned row = cell / side, column = cell % side;
      if (column + 1 < side && abs((int)grid[cell] - (int)grid[cell + 1]) == 1) return false;
      if (row + 1 < side && abs((int)grid[cell] - (int)grid[cell + side]) == 1) return false;
    }
  return true;
}

size_t independent_sudoku_diagonals(unsigned side, uint16_t *regions) {
  for (unsigned k = 0; k < side; k++) {
    regions[k] = (uint16_t)(k * side + k);
    regions[side + k] = (uint16_t)(k * side + (side - 1 - k));
  }
  return 2;
}

size_t independent_sudoku_windoku_regions(unsigned side, unsigned box_rows, unsigned box_columns,
                                          uint16_t *regions) {
  size_t region_count = 0;
  for (unsigned top = 1; top + box_rows < side; top += box_rows + 1)
    for (unsigned left = 1; left + box_columns < side; left += box_columns + 1) {
      uint16_t *cells = regions + region_count * side;
      for (unsigned row = 0; row < box_rows; row++)
        for (unsigned column = 0; column < box_columns; column++)
          cells[row * box_columns + column] = (uint16_t)((top + row) * side + left + column);
      region_count++;
    }
  return region_count;
}

/* Every unordered pair of cells one of the moves (row, column offsets) apart, once: only moves
 * "forward" (down, or right on the same row) are listed, so each pair is met from its first cell.
 */
static size_t pairs_of_moves(unsigned side, const int (*moves)[2], size_t move_count,
                             uint16_t *pairs) {
  size_t pair_count = 0;
  for (int row = 0; row < (int)side; row++)
    for (int column = 0; column < (int)side; column++)
      for (size_t move = 0; move < move_count; move++) {
        int other_row = row + moves[move][0], other_column = column + moves[move][1];
        if (other_row < 0 || other_row >= (int)side || other_column < 0 ||
            other_column >= (int)side)
          continue;
        pairs[2 * pair_count] = (uint16_t)(row * (int)side + column);
        pairs[2 * pair_count + 1] = (uint16_t)(other_row * (int)side + other_column);
        pair_count++;
      }
  return pair_count;
}

size_t independent_sudoku_anti_king_pairs(unsigned side, uint16_t *pairs) {
  static const int king_moves_forward[4][2] = {{0, 1}, {1, -1}, {1, 0}, {1, 1}};
  return pairs_of_moves(side, king_moves_forward, 4, pairs);
}

size_t independent_sudoku_anti_knight_pairs(unsigned side, uint16_t *pairs) {
  static const int knight_moves_forward[4][2] = {{1, -2}, {1, 2}, {2, -1}, {2, 1}};
  return pairs_of_moves(side, knight_moves_forward, 4, pairs);
}
