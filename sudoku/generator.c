/* generator.c: making puzzles with exactly one solution; the method, its bias and the meaning of
 * each option are in generator.h. The engine is used only through sudoku_solve. */
#include "generator.h"

#include <string.h>

/* Everything the generator knows of the grid's geometry, read in shape_of_grids alone. */
typedef struct grid_shape {
  unsigned side;
  unsigned cell_count;
  unsigned symbol_count;
  unsigned box_rows; /* a box is box_rows x box_columns cells */
  unsigned box_columns;
} grid_shape;

static grid_shape shape_of_grids(void) {
  return (grid_shape){SUDOKU_SIDE, SUDOKU_CELLS, SUDOKU_SIDE, 3, 3};
}

typedef struct generation {
  sudoku_solver *solver;
  sudoku_random *random;
  const sudoku_generator_options *options;
  grid_shape shape;
  sudoku_generated *generated;
} generation;

/* Counts the solutions of puzzle up to limit; false when the count was cut short. */
static bool count_solutions(generation *generation, const sudoku_grid *puzzle, uint64_t limit,
                            sudoku_result *result) {
  sudoku_solve(generation->solver, puzzle, limit, NULL, NULL, result);
  generation->generated->counts++;
  generation->generated->nodes += result->nodes;
  return !result->interrupted;
}

static void fill_symbols_in_order(sudoku_random *random, uint16_t *symbols, unsigned count) {
  for (unsigned k = 0; k < count; k++) symbols[k] = (uint16_t)(k + 1);
  sudoku_random_shuffle(random, symbols, count);
}

/* The symbols that a given of the cell's row, column or box holds, as bits 1..symbol_count. */
static uint64_t symbols_seen_from(const grid_shape *shape, const sudoku_grid *grid, unsigned cell) {
  uint64_t seen = 0;
  unsigned side = shape->side, row = cell / side, column = cell % side;
  for (unsigned k = 0; k < side; k++) {
    seen |= (uint64_t)1 << grid->cells[side * row + k];
    seen |= (uint64_t)1 << grid->cells[side * k + column];
  }
  unsigned top = row - row % shape->box_rows, left = column - column % shape->box_columns;
  for (unsigned box_row = 0; box_row < shape->box_rows; box_row++)
    for (unsigned box_column = 0; box_column < shape->box_columns; box_column++)
      seen |= (uint64_t)1 << grid->cells[side * (top + box_row) + left + box_column];
  return seen & ~(uint64_t)1; /* bit 0 stands for the empty cells */
}

/* The symbols no given of the cell's row, column or box holds, as bits 1..symbol_count. */
static uint64_t symbols_free_at(const grid_shape *shape, const sudoku_grid *grid, unsigned cell) {
  uint64_t every_symbol = (((uint64_t)1 << shape->symbol_count) - 1) << 1;
  return every_symbol & ~symbols_seen_from(shape, grid, cell);
}

static unsigned random_symbol_among(sudoku_random *random, uint64_t symbols) {
  unsigned count = 0;
  for (uint64_t rest = symbols; rest; rest &= rest - 1) count++;
  unsigned chosen = sudoku_random_below(random, count);
  for (unsigned symbol = 1;; symbol++) {
    if (!(symbols >> symbol & 1)) continue;
    if (chosen-- == 0) return symbol;
  }
}

static void fill_diagonal_boxes(generation *generation, sudoku_grid *grid) {
  const grid_shape *shape = &generation->shape;
  unsigned bands = shape->side / shape->box_rows, stacks = shape->side / shape->box_columns;
  unsigned diagonal_boxes = bands < stacks ? bands : stacks;
  uint16_t symbols[64];
  for (unsigned box = 0; box < diagonal_boxes; box++) {
    fill_symbols_in_order(generation->random, symbols, shape->symbol_count);
    unsigned placed = 0;
    for (unsigned row = 0; row < shape->box_rows; row++) {
      for (unsigned column = 0; column < shape->box_columns; column++) {
        unsigned cell =
            shape->side * (box * shape->box_rows + row) + box * shape->box_columns + column;
        grid->cells[cell] = (uint8_t)symbols[placed++];
      }
    }
  }
}

/* Draws one line (row or column) order: the groups (bands or stacks) in a random order, and the
 * lines of each group in a random order. source[k] is the old line that becomes line k. */
static void draw_line_order(sudoku_random *random, unsigned side, unsigned group_size,
                            uint16_t *source) {
  unsigned group_count = side / group_size;
  uint16_t groups[64], lines[64];
  for (unsigned group = 0; group < group_count; group++) groups[group] = (uint16_t)group;
  sudoku_random_shuffle(random, groups, group_count);
  for (unsigned group = 0; group < group_count; group++) {
    for (unsigned line = 0; line < group_size; line++) lines[line] = (uint16_t)line;
    sudoku_random_shuffle(random, lines, group_size);
    for (unsigned line = 0; line < group_size; line++)
      source[group * group_size + line] = (uint16_t)(groups[group] * group_size + lines[line]);
  }
}

/* Applies a uniformly drawn validity-keeping move to the full grid. */
static void apply_random_move(generation *generation, sudoku_grid *grid) {
  const grid_shape *shape = &generation->shape;
  uint16_t symbols[65], row_source[64], column_source[64];
  symbols[0] = 0;
  fill_symbols_in_order(generation->random, symbols + 1, shape->symbol_count);
  draw_line_order(generation->random, shape->side, shape->box_rows, row_source);
  draw_line_order(generation->random, shape->side, shape->box_columns, column_source);
  bool transpose =
      shape->box_rows == shape->box_columns && sudoku_random_below(generation->random, 2);
  sudoku_grid moved = *grid;
  for (unsigned row = 0; row < shape->side; row++) {
    for (unsigned column = 0; column < shape->side; column++) {
      unsigned source = shape->side * row_source[row] + column_source[column];
      unsigned target = transpose ? shape->side * column + row : shape->side * row + column;
      moved.cells[target] = (uint8_t)symbols[grid->cells[source]];
    }
  }
  *grid = moved;
}

/* A random full grid (see generator.h); false when a count was cut short. */
static bool make_full_grid(generation *generation, sudoku_grid *full_grid) {
  const grid_shape *shape = &generation->shape;
  unsigned batch = shape->side * 2 / 3;
  for (;;) {
    sudoku_grid grid;
    memset(&grid, 0, sizeof grid);
    fill_diagonal_boxes(generation, &grid);
    uint16_t cell_order[SUDOKU_GENERATOR_MAX_CELLS], added[SUDOKU_GENERATOR_MAX_CELLS];
    for (unsigned cell = 0; cell < shape->cell_count; cell++) cell_order[cell] = (uint16_t)cell;
    sudoku_random_shuffle(generation->random, cell_order, shape->cell_count);
    unsigned next_in_order = 0, added_count = 0;
    sudoku_grid last_solution;
    sudoku_result result;
    for (;;) {
      if (!count_solutions(generation, &grid, 2, &result)) return false;
      if (result.solutions == 1) {
        *full_grid = result.solution;
        apply_random_move(generation, full_grid);
        return true;
      }
      if (result.solutions == 0) {
        if (added_count == 0) break; /* the diagonal boxes alone leave no solution: new boxes */
        for (unsigned k = 0; k < added_count; k++)
          grid.cells[added[k]] = last_solution.cells[added[k]];
        added_count = 0;
        continue;
      }
      last_solution = result.solution;
      added_count = 0;
      while (added_count < batch) {
        while (next_in_order < shape->cell_count && grid.cells[cell_order[next_in_order]] != 0)
          next_in_order++;
        if (next_in_order == shape->cell_count) break;
        unsigned cell = cell_order[next_in_order];
        uint64_t free_symbols = symbols_free_at(shape, &grid, cell);
        if (!free_symbols) break;
        grid.cells[cell] = (uint8_t)random_symbol_among(generation->random, free_symbols);
        added[added_count++] = (uint16_t)cell;
      }
    }
  }
}

static void set_orbit(const sudoku_cell_orbits *orbits, unsigned orbit, sudoku_grid *puzzle,
                      const sudoku_grid *source) {
  for (unsigned k = orbits->start[orbit]; k < orbits->start[orbit + 1]; k++)
    puzzle->cells[orbits->cells[k]] = source->cells[orbits->cells[k]];
}

static unsigned orbit_size(const sudoku_cell_orbits *orbits, unsigned orbit) {
  return (unsigned)(orbits->start[orbit + 1] - orbits->start[orbit]);
}

/* The cells of the row (unit 0), column (1) or box (2) of cell; returns how many. */
static unsigned cells_of_unit(const grid_shape *shape, unsigned unit, unsigned cell,
                              uint16_t *cells) {
  unsigned side = shape->side, row = cell / side, column = cell % side;
  unsigned top = row - row % shape->box_rows, left = column - column % shape->box_columns;
  for (unsigned k = 0; k < side; k++) {
    if (unit == 0)
      cells[k] = (uint16_t)(side * row + k);
    else if (unit == 1)
      cells[k] = (uint16_t)(side * k + column);
    else
      cells[k] = (uint16_t)(side * (top + k / shape->box_columns) + left + k % shape->box_columns);
  }
  return side;
}

/* True when the givens of puzzle force symbol into the empty cell: it is the only symbol the
 * cell can hold (a naked single), or no other empty cell of one of its units can hold it (a hidden
 * single). */
static bool symbol_is_forced(const grid_shape *shape, const sudoku_grid *puzzle, unsigned cell,
                             unsigned symbol) {
  uint64_t free_symbols = symbols_free_at(shape, puzzle, cell);
  if (!(free_symbols & (free_symbols - 1))) return true;
  uint64_t bit = (uint64_t)1 << symbol;
  uint16_t unit_cells[64];
  for (unsigned unit = 0; unit < 3; unit++) {
    unsigned count = cells_of_unit(shape, unit, cell, unit_cells);
    bool other_place = false;
    for (unsigned k = 0; k < count && !other_place; k++) {
      unsigned other = unit_cells[k];
      other_place = other != cell && puzzle->cells[other] == 0 &&
                    (symbols_free_at(shape, puzzle, other) & bit);
    }
    if (!other_place) return true;
  }
  return false;
}

/* True when the givens left force every cell of the orbit, emptied in puzzle, to its symbol in
 * full_grid: the puzzle then keeps exactly its solutions, and emptying the orbit needs no count. */
static bool orbit_is_forced(const grid_shape *shape, const sudoku_cell_orbits *orbits,
                            unsigned orbit, const sudoku_grid *puzzle,
                            const sudoku_grid *full_grid) {
  for (unsigned k = orbits->start[orbit]; k < orbits->start[orbit + 1]; k++) {
    unsigned cell = orbits->cells[k];
    if (!symbol_is_forced(shape, puzzle, cell, full_grid->cells[cell])) return false;
  }
  return true;
}

typedef enum attempt_outcome { ATTEMPT_KEPT, ATTEMPT_THROWN_AWAY, ATTEMPT_STOPPED } attempt_outcome;

/* Empties orbits of the full grid in random order (see generator.h) into generated->puzzle. */
static attempt_outcome empty_cells(generation *generation, const sudoku_grid *full_grid) {
  const grid_shape *shape = &generation->shape;
  const sudoku_generator_options *options = generation->options;
  sudoku_generated *generated = generation->generated;
  sudoku_symmetry symmetry = options->symmetry;
  if (symmetry == SUDOKU_SYMMETRY_RANDOM)
    symmetry = (sudoku_symmetry)sudoku_random_below(generation->random, SUDOKU_SYMMETRY_RANDOM);
  static const sudoku_grid empty_grid;
  sudoku_cell_orbits orbits;
  sudoku_cell_orbits_of(symmetry, shape->side, &orbits);
  uint16_t orbit_order[SUDOKU_GENERATOR_MAX_CELLS], untried[SUDOKU_GENERATOR_MAX_CELLS];
  for (unsigned orbit = 0; orbit < orbits.orbit_count; orbit++)
    orbit_order[orbit] = (uint16_t)orbit;
  sudoku_random_shuffle(generation->random, orbit_order, orbits.orbit_count);

  sudoku_grid puzzle = *full_grid;
  unsigned givens = shape->cell_count, untried_count = 0;
  sudoku_result result;
  for (unsigned k = 0; k < orbits.orbit_count; k++) {
    unsigned orbit = orbit_order[k], size = orbit_size(&orbits, orbit);
    if (givens - size < options->fewest_givens) {
      untried[untried_count++] = (uint16_t)orbit;
      continue;
    }
    set_orbit(&orbits, orbit, &puzzle, &empty_grid);
    if (orbit_is_forced(shape, &orbits, orbit, &puzzle, full_grid)) {
      givens -= size;
      continue;
    }
    if (!count_solutions(generation, &puzzle, 2, &result)) return ATTEMPT_STOPPED;
    if (result.solutions == 1)
      givens -= size;
    else
      set_orbit(&orbits, orbit, &puzzle, full_grid);
  }
  unsigned most_givens = options->most_givens ? options->most_givens : shape->cell_count;
  if (givens > most_givens) return ATTEMPT_THROWN_AWAY;

  bool minimal = untried_count == 0;
  if (options->minimal && !minimal) {
    for (unsigned k = 0; k < untried_count; k++) {
      set_orbit(&orbits, untried[k], &puzzle, &empty_grid);
      if (!count_solutions(generation, &puzzle, 2, &result)) return ATTEMPT_STOPPED;
      set_orbit(&orbits, untried[k], &puzzle, full_grid);
      if (result.solutions == 1) return ATTEMPT_THROWN_AWAY;
    }
    minimal = true;
  }
  /* The puzzle's own count, whichever way its last cell was emptied. */
  if (!count_solutions(generation, &puzzle, 2, &result)) return ATTEMPT_STOPPED;
  if (result.solutions != 1) return ATTEMPT_THROWN_AWAY; /* cannot happen: every step kept one */
  if (options->accept && !options->accept(options->accept_context, &puzzle, full_grid))
    return ATTEMPT_THROWN_AWAY;
  generated->puzzle = puzzle;
  generated->solution = *full_grid;
  generated->givens = givens;
  generated->symmetry = symmetry;
  generated->minimal = minimal;
  return ATTEMPT_KEPT;
}

sudoku_generate_status sudoku_generate(sudoku_solver *solver, sudoku_random *random,
                                       const sudoku_generator_options *options,
                                       sudoku_generated *generated) {
  memset(generated, 0, sizeof *generated);
  generation generation = {solver, random, options, shape_of_grids(), generated};
  unsigned attempt_limit =
      options->attempt_limit ? options->attempt_limit : SUDOKU_GENERATOR_DEFAULT_ATTEMPTS;
  while (generated->attempts < attempt_limit) {
    generated->attempts++;
    sudoku_grid full_grid;
    if (!make_full_grid(&generation, &full_grid)) return SUDOKU_GENERATE_STOPPED;
    attempt_outcome outcome = empty_cells(&generation, &full_grid);
    if (outcome == ATTEMPT_KEPT) return SUDOKU_GENERATED;
    if (outcome == ATTEMPT_STOPPED) return SUDOKU_GENERATE_STOPPED;
  }
  return SUDOKU_GENERATE_UNREACHED;
}

bool sudoku_givens_have_symmetry(const sudoku_grid *puzzle, sudoku_symmetry symmetry) {
  if (symmetry == SUDOKU_SYMMETRY_RANDOM) {
    for (unsigned k = 0; k < SUDOKU_SYMMETRY_RANDOM; k++)
      if (sudoku_givens_have_symmetry(puzzle, (sudoku_symmetry)k)) return true;
    return false;
  }
  grid_shape shape = shape_of_grids();
  for (unsigned cell = 0; cell < shape.cell_count; cell++) {
    unsigned image = sudoku_symmetric_cell(symmetry, shape.side, cell);
    if ((puzzle->cells[cell] != 0) != (puzzle->cells[image] != 0)) return false;
  }
  return true;
}
