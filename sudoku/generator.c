/* generator.c: making puzzles with exactly one solution; the method, its bias and the meaning of
 * each option are in generator.h. The engine is used only through sudoku_solve. */
#include "generator.h"

#include <string.h>

#include "generator_singles.h"

typedef struct generation {
  sudoku_solver *solver;
  sudoku_random *random;
  const sudoku_generator_options *options;
  const sudoku_generator_shape *shape;
  sudoku_generated *generated;
  sudoku_singles_scratch *singles;
  bool out_of_memory; /* a count failed: the generation stops as if stopped, then says so */
} generation;

/* Counts the solutions of puzzle up to limit; false when the count was cut short or failed. */
static bool count_solutions(generation *generation, const sudoku_grid *puzzle, uint64_t limit,
                            sudoku_result *result) {
  dlx_status status = sudoku_solve(generation->solver, puzzle, limit, NULL, NULL, result);
  generation->generated->counts++;
  generation->generated->nodes += result->nodes;
  if (status != DLX_OK) {
    generation->out_of_memory = true; /* the only error a search of a built solver can meet */
    result->solutions = 0;            /* nothing of the failed count may be taken for an answer */
    result->interrupted = true;
    return false;
  }
  return !result->interrupted;
}

/* Once a solution is in hand, the counts that draw a full grid stop after this many search nodes
 * per cell: random symbols sometimes leave givens without a solution that take long to refute
 * (25x25), and a second solution can take long to find. A count so stopped without a solution is
 * taken as none (its batch falls back to the solution in hand); one stopped with a solution makes
 * the later counts of the grid ask for one solution only, until the grid is full. */
enum { FULL_GRID_NODES_PER_CELL = 40, FIRST_COUNT_NODES_PER_CELL = 400, FIRST_COUNT_RESTARTS = 8 };

/* Above this many cells (16x16), a full grid is drawn with counts of one solution only, the batches
 * going on until the grid is full: at 25x25 the counts with limit 2 took 240 to 1,200 counts and 2
 * to 9 s a grid (2-9 million nodes, most in settling a second solution), while a count of one
 * solution from half-drawn givens takes milliseconds. */
enum { LARGEST_GRID_DRAWN_WITH_COUNTS_OF_TWO = 256 };

/* Above the same size, an orbit is emptied only when the singles prove the puzzle keeps its one
 * solution (generator_singles.h); one they do not prove stays given, untried (the puzzle is then
 * minimal only if the check of minimal proves it). Counts are the slow part there: after the
 * singles, most of them stop at a budget of 20 nodes per cell without an answer, and at 64x64,
 * where a node costs some microseconds, a pass of them takes minutes; a second pass of counts
 * with ten times the budget empties hardly any more orbits, for twice the time
 * (bench/log/2026-11-28-first-solutions-and-restarts.md). */
/* True when the generation must end now: on a stop request, or once a count ran out of memory. */
static bool stop_requested(const generation *generation) {
  return generation->out_of_memory || dlx_stop_requested(generation->options->stop);
}

/* An empty grid of the shape's side and alphabet. */
static void clear_grid(const sudoku_generator_shape *shape, sudoku_grid *grid) {
  memset(grid->cells, 0, shape->cell_count);
  grid->side = shape->side;
  grid->symbols = shape->symbols;
}

static void fill_symbols_in_order(sudoku_random *random, uint16_t *symbols, unsigned count) {
  for (unsigned k = 0; k < count; k++) symbols[k] = (uint16_t)(k + 1);
  sudoku_random_shuffle(random, symbols, count);
}

/* One of the symbols (bit s - 1 for symbol s), each as likely. */
static unsigned random_symbol_among(sudoku_random *random, uint64_t symbols) {
  unsigned count = 0;
  for (uint64_t rest = symbols; rest; rest &= rest - 1) count++;
  unsigned chosen = sudoku_random_below(random, count);
  for (unsigned symbol = 1;; symbol++) {
    if (!(symbols >> (symbol - 1) & 1)) continue;
    if (chosen-- == 0) return symbol;
  }
}

static void fill_diagonal_boxes(generation *generation, sudoku_grid *grid) {
  const sudoku_generator_shape *shape = generation->shape;
  if (!shape->box_rows) return;
  unsigned bands = shape->side / shape->box_rows, stacks = shape->side / shape->box_columns;
  unsigned diagonal_boxes = bands < stacks ? bands : stacks;
  uint16_t symbols[SUDOKU_MAX_SIDE];
  for (unsigned box = 0; box < diagonal_boxes; box++) {
    fill_symbols_in_order(generation->random, symbols, shape->side);
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
  uint16_t groups[SUDOKU_MAX_SIDE], lines[SUDOKU_MAX_SIDE];
  for (unsigned group = 0; group < group_count; group++) groups[group] = (uint16_t)group;
  sudoku_random_shuffle(random, groups, group_count);
  for (unsigned group = 0; group < group_count; group++) {
    for (unsigned line = 0; line < group_size; line++) lines[line] = (uint16_t)line;
    sudoku_random_shuffle(random, lines, group_size);
    for (unsigned line = 0; line < group_size; line++)
      source[group * group_size + line] = (uint16_t)(groups[group] * group_size + lines[line]);
  }
}

/* Applies a uniformly drawn validity-keeping move to the full grid, when the geometry has them. */
static void apply_random_move(generation *generation, sudoku_grid *grid) {
  const sudoku_generator_shape *shape = generation->shape;
  if (!shape->moves_keep_grids_valid) return;
  uint16_t symbols[SUDOKU_MAX_SIDE + 1], row_source[SUDOKU_MAX_SIDE],
      column_source[SUDOKU_MAX_SIDE];
  symbols[0] = 0;
  fill_symbols_in_order(generation->random, symbols + 1, shape->side);
  draw_line_order(generation->random, shape->side, shape->move_rows, row_source);
  draw_line_order(generation->random, shape->side, shape->move_columns, column_source);
  bool transpose =
      shape->move_rows == shape->move_columns && sudoku_random_below(generation->random, 2);
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

/* Above this many cells (36x36), a grid with boxes and no other rule is not drawn by counts but
 * made by a formula and moved at random: the engine's first solutions of such grids have a heavy
 * tail that neither its plain search nor its randomised restarts get out of (an empty 56x56: no
 * solution in 69 million nodes, nor with restarts in 3 million; every run got within 20 to 90
 * cells of the end and stalled with the last symbols left to place), and drawing from random
 * diagonal boxes took 26 s at 36x36 (seed 1) and more than 120 s at 49x49. */
enum { LARGEST_GRID_DRAWN_BY_COUNTS = 1296 };

/* The grid whose row r is row 0 (the symbols in order) shifted by box_columns * (r mod box_rows)
 * + r / box_rows: valid for any boxes of box_rows x box_columns cells. In a column, the shifts
 * box_columns * j + i (j < box_rows, i < box_columns) are the numbers 0 to side - 1 once each;
 * in a box, rows box_rows * I + j and columns box_columns * J + k hold box_columns * j + k plus
 * a constant, again each number once; a row is row 0 shifted. */
static void fill_shifted_rows(const sudoku_generator_shape *shape, sudoku_grid *grid) {
  for (unsigned row = 0; row < shape->side; row++) {
    unsigned shift = shape->box_columns * (row % shape->box_rows) + row / shape->box_rows;
    for (unsigned column = 0; column < shape->side; column++)
      grid->cells[shape->side * row + column] = (uint8_t)((shift + column) % shape->side + 1);
  }
}

/* A random full grid (see generator.h); false when a count was cut short. */
static bool make_full_grid(generation *generation, sudoku_grid *full_grid) {
  const sudoku_generator_shape *shape = generation->shape;
  if (shape->moves_keep_grids_valid && shape->box_rows &&
      shape->cell_count > LARGEST_GRID_DRAWN_BY_COUNTS) {
    clear_grid(shape, full_grid);
    fill_shifted_rows(shape, full_grid);
    apply_random_move(generation, full_grid);
    return true;
  }
  unsigned batch = shape->side * 2 / 3 ? shape->side * 2 / 3 : 1;
  sudoku_grid grid, last_solution;
  bool drawn = false;
  unsigned restarts = 0; /* after FIRST_COUNT_RESTARTS, the first count has no budget: no hang */
  while (!drawn) {
    /* The first count of a grid gets a larger budget: it may need many nodes (an empty grid with
     * a variant); past it (a heavy tail seen at 25x25), new boxes are drawn. */
    uint64_t first_budget = (uint64_t)FIRST_COUNT_NODES_PER_CELL * shape->cell_count;
    sudoku_solver_set_interruption(generation->solver,
                                   restarts < FIRST_COUNT_RESTARTS ? first_budget : 0,
                                   generation->options->stop);
    /* Past FIRST_COUNT_RESTARTS sets of boxes, the first solution is drawn from the empty grid
     * by the engine's randomised restarts, which find one in about a second when a grid exists
     * (an empty 9x9 with the x and anti-knight rules: none in 184 million nodes without them);
     * random boxes may have no solution with some variants, and none is then found. Every count
     * with limit 1 of such a drawing uses the restarts, seeded from the generator's sequence. */
    bool from_empty_grid = restarts >= FIRST_COUNT_RESTARTS;
    if (from_empty_grid)
      sudoku_solver_set_restarts(generation->solver, true, sudoku_random_next(generation->random));
    restarts++;
    clear_grid(shape, &grid);
    if (!from_empty_grid) fill_diagonal_boxes(generation, &grid);
    uint16_t cell_order[SUDOKU_GENERATOR_MAX_CELLS], added[SUDOKU_GENERATOR_MAX_CELLS];
    for (unsigned cell = 0; cell < shape->cell_count; cell++) cell_order[cell] = (uint16_t)cell;
    sudoku_random_shuffle(generation->random, cell_order, shape->cell_count);
    unsigned next_in_order = 0, added_count = 0;
    /* The first count asks for one solution, which is quick to find, a second one maybe not;
     * then 2, until a second solution proves too long to find. */
    uint64_t limit = 1;
    sudoku_result result;
    bool within_last_solution = false; /* the givens are cells of last_solution: no count needed */
    bool solution_in_hand = false;
    for (;;) {
      uint64_t counted_limit = limit;
      if (within_last_solution) {
        result.solutions = 1;
        result.interrupted = false;
        result.solution = last_solution;
      } else {
        count_solutions(generation, &grid, limit, &result);
        if (stop_requested(generation)) {
          sudoku_solver_set_restarts(generation->solver, false, 0);
          return false;
        }
      }
      within_last_solution = false;
      bool first_count = added_count == 0 && next_in_order == 0;
      if (result.interrupted && result.solutions > 0) limit = 1;
      if (result.solutions == 0) {   /* none, or none found within the node limit */
        if (added_count == 0) break; /* the diagonal boxes alone: new boxes */
        for (unsigned k = 0; k < added_count; k++)
          grid.cells[added[k]] = last_solution.cells[added[k]];
        added_count = 0;
        /* With limit 1 the count of the grid so restored would only look for a solution known
         * already, and sometimes ran out of budget doing so (25x25); with limit 2 it may prove
         * the grid unique, which ends the drawing. */
        within_last_solution = shape->cell_count > LARGEST_GRID_DRAWN_WITH_COUNTS_OF_TWO;
        continue;
      }
      if (first_count) {
        sudoku_solver_set_interruption(generation->solver,
                                       (uint64_t)FULL_GRID_NODES_PER_CELL * shape->cell_count,
                                       generation->options->stop);
        if (shape->cell_count <= LARGEST_GRID_DRAWN_WITH_COUNTS_OF_TWO) limit = 2;
      }
      last_solution = result.solution;
      solution_in_hand = true;
      if (counted_limit == 2 && !result.interrupted && result.solutions == 1) break; /* unique */
      added_count = 0;
      while (added_count < batch) {
        while (next_in_order < shape->cell_count && grid.cells[cell_order[next_in_order]] != 0)
          next_in_order++;
        if (next_in_order == shape->cell_count) break;
        unsigned cell = cell_order[next_in_order];
        uint64_t free_symbols = sudoku_generator_free_symbols(shape, &grid, cell);
        if (!free_symbols) break;
        grid.cells[cell] = (uint8_t)random_symbol_among(generation->random, free_symbols);
        added[added_count++] = (uint16_t)cell;
      }
      if (added_count == 0) break; /* no empty cell left (or none that takes a symbol) */
    }
    /* From the empty grid, a count that the node limit cut short with no givens left to take
     * back (the empty grid itself, with limit 2) ends the drawing with the solution in hand. */
    drawn = result.solutions > 0 || (from_empty_grid && solution_in_hand);
  }
  sudoku_solver_set_restarts(generation->solver, false, 0);
  *full_grid = last_solution;
  apply_random_move(generation, full_grid);
  sudoku_solver_set_interruption(generation->solver, 0, generation->options->stop);
  return true;
}

static void set_orbit(const sudoku_cell_orbits *orbits, unsigned orbit, sudoku_grid *puzzle,
                      const sudoku_grid *source) {
  for (unsigned k = orbits->start[orbit]; k < orbits->start[orbit + 1]; k++)
    puzzle->cells[orbits->cells[k]] = source->cells[orbits->cells[k]];
}

static unsigned orbit_size(const sudoku_cell_orbits *orbits, unsigned orbit) {
  return (unsigned)(orbits->start[orbit + 1] - orbits->start[orbit]);
}

/* True when the givens left force every cell of the orbit, emptied in puzzle, to its symbol in
 * full_grid: the puzzle then keeps exactly its solutions, and emptying the orbit needs no count. */
static bool orbit_is_forced(const sudoku_generator_shape *shape, const sudoku_cell_orbits *orbits,
                            unsigned orbit, const sudoku_grid *puzzle,
                            const sudoku_grid *full_grid) {
  for (unsigned k = orbits->start[orbit]; k < orbits->start[orbit + 1]; k++) {
    unsigned cell = orbits->cells[k];
    if (!sudoku_generator_symbol_is_forced(shape, puzzle, cell, full_grid->cells[cell]))
      return false;
  }
  return true;
}

typedef enum attempt_outcome { ATTEMPT_KEPT, ATTEMPT_THROWN_AWAY, ATTEMPT_STOPPED } attempt_outcome;

/* The state of one pass of emptying over the orbits. */
typedef struct emptying {
  generation *generation;
  const sudoku_cell_orbits *orbits;
  const sudoku_grid *full_grid;
  sudoku_grid *puzzle;
  unsigned givens;
  uint16_t *untried; /* orbits left given without a proof that they must be */
  unsigned untried_count;
} emptying;

typedef enum orbit_outcome { ORBIT_EMPTIED, ORBIT_KEPT, ORBIT_STOPPED } orbit_outcome;

/* Empties the orbit if the puzzle keeps its one solution without it: proved by the singles, or,
 * when counting, by a count with limit 2 (without counting, the orbit stays given, untried). */
static orbit_outcome try_emptying_orbit(emptying *emptying, unsigned orbit, bool counting) {
  generation *generation = emptying->generation;
  const sudoku_generator_shape *shape = generation->shape;
  static const sudoku_grid empty_grid;
  unsigned size = orbit_size(emptying->orbits, orbit);
  if (stop_requested(generation)) return ORBIT_STOPPED;
  if (emptying->givens - size < generation->options->fewest_givens) {
    emptying->untried[emptying->untried_count++] = (uint16_t)orbit;
    return ORBIT_KEPT;
  }
  set_orbit(emptying->orbits, orbit, emptying->puzzle, &empty_grid);
  if (orbit_is_forced(shape, emptying->orbits, orbit, emptying->puzzle, emptying->full_grid) ||
      sudoku_singles_fill_to(shape, generation->singles, emptying->puzzle, emptying->full_grid)) {
    emptying->givens -= size;
    return ORBIT_EMPTIED;
  }
  if (!counting) {
    set_orbit(emptying->orbits, orbit, emptying->puzzle, emptying->full_grid);
    emptying->untried[emptying->untried_count++] = (uint16_t)orbit;
    return ORBIT_KEPT;
  }
  /* The counts of the emptying have no node budget (make_full_grid took its own off): one cut
   * short was stopped, or ran out of memory, which stop_requested says. */
  sudoku_result result;
  if (!count_solutions(generation, emptying->puzzle, 2, &result) || stop_requested(generation))
    return ORBIT_STOPPED;
  if (result.solutions == 1) {
    emptying->givens -= size;
    return ORBIT_EMPTIED;
  }
  set_orbit(emptying->orbits, orbit, emptying->puzzle, emptying->full_grid);
  return ORBIT_KEPT;
}

/* Empties the orbits orbit_order[0 .. count-1] at once when the singles prove the puzzle keeps its
 * one solution without all of them; true if so. The singles fill a puzzle with more givens if they
 * fill one with fewer, so each orbit would then have been emptied one at a time too: the batch
 * only saves the checks in between. */
static bool try_emptying_orbits_at_once(emptying *emptying, const uint16_t *orbit_order,
                                        unsigned count) {
  generation *generation = emptying->generation;
  static const sudoku_grid empty_grid;
  unsigned size = 0;
  for (unsigned k = 0; k < count; k++) size += orbit_size(emptying->orbits, orbit_order[k]);
  if (emptying->givens - size < generation->options->fewest_givens) return false;
  for (unsigned k = 0; k < count; k++)
    set_orbit(emptying->orbits, orbit_order[k], emptying->puzzle, &empty_grid);
  if (sudoku_singles_fill_to(generation->shape, generation->singles, emptying->puzzle,
                             emptying->full_grid)) {
    emptying->givens -= size;
    return true;
  }
  for (unsigned k = 0; k < count; k++)
    set_orbit(emptying->orbits, orbit_order[k], emptying->puzzle, emptying->full_grid);
  return false;
}

/* Empties, without counts, the orbits the singles prove, in the order given: in batches that grow
 * while they succeed and shrink when they fail (then tried one at a time), which leaves the same
 * puzzle as one orbit at a time. At 64x64 (4,096 orbits with no symmetry), most of the pass. */
static bool empty_orbits_proved_by_singles(emptying *emptying, const uint16_t *orbit_order,
                                           unsigned count) {
  enum { FIRST_BATCH = 16, LARGEST_BATCH = 256 };
  unsigned batch = FIRST_BATCH;
  for (unsigned k = 0; k < count;) {
    if (stop_requested(emptying->generation)) return false;
    unsigned end = count - k < batch ? count : k + batch;
    if (end - k > 1 && try_emptying_orbits_at_once(emptying, orbit_order + k, end - k)) {
      k = end;
      if (batch < LARGEST_BATCH) batch *= 2;
      continue;
    }
    for (; k < end; k++)
      if (try_emptying_orbit(emptying, orbit_order[k], false) == ORBIT_STOPPED) return false;
    if (batch > 1) batch /= 2;
  }
  return true;
}

/* Empties orbits of the full grid in random order (see generator.h) into generated->puzzle. */
static attempt_outcome empty_cells(generation *generation, const sudoku_grid *full_grid) {
  const sudoku_generator_shape *shape = generation->shape;
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
  emptying emptying = {.generation = generation,
                       .orbits = &orbits,
                       .full_grid = full_grid,
                       .puzzle = &puzzle,
                       .givens = shape->cell_count,
                       .untried = untried};
  if (shape->cell_count > LARGEST_GRID_DRAWN_WITH_COUNTS_OF_TWO) {
    if (!empty_orbits_proved_by_singles(&emptying, orbit_order, orbits.orbit_count))
      return ATTEMPT_STOPPED;
  } else {
    for (unsigned k = 0; k < orbits.orbit_count; k++)
      if (try_emptying_orbit(&emptying, orbit_order[k], true) == ORBIT_STOPPED)
        return ATTEMPT_STOPPED;
  }
  unsigned givens = emptying.givens, untried_count = emptying.untried_count;
  sudoku_result result;
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

unsigned sudoku_generator_attempts_for_size(unsigned attempts_up_to_81_cells, unsigned side) {
  uint64_t cells = (uint64_t)side * side;
  if (cells <= 81) return attempts_up_to_81_cells;
  double scaled = attempts_up_to_81_cells;
  for (unsigned power = 0; power < 5; power++) scaled = scaled * 81 / (double)cells;
  return scaled >= 1 ? (unsigned)scaled : 1;
}

unsigned sudoku_generator_fewest_unique_givens(const sudoku_geometry *geometry) {
  static const sudoku_geometry classic_geometry;
  if (!geometry) geometry = &classic_geometry;
  unsigned side = sudoku_geometry_side(geometry);
  if (side < 2) return 0;
  return geometry->variants & SUDOKU_VARIANT_NON_CONSECUTIVE ? 1 : side - 1;
}

/* Whether some full grid obeys the geometry's rules (see generator.h): plain geometries always
 * have one; the others get a count of their empty grid, to one solution, without a node budget.
 * SUDOKU_GENERATED when there is one. */
static sudoku_generate_status check_a_full_grid_exists(generation *generation) {
  const sudoku_generator_shape *shape = generation->shape;
  if (shape->moves_keep_grids_valid || generation->options->full_grid_known)
    return SUDOKU_GENERATED;
  sudoku_grid empty_grid;
  clear_grid(shape, &empty_grid);
  sudoku_result result;
  sudoku_solver_set_interruption(generation->solver, 0, generation->options->stop);
  /* With the engine's restarts: the plain search has a heavy tail on some types that have grids
   * (x with anti-knight: none in 184 million nodes); the restarts stay complete, so a type with
   * no grid still gets its exact 0. A fixed seed leaves the generator's random sequence as it
   * is. */
  sudoku_solver_set_restarts(generation->solver, true, 1);
  bool counted = count_solutions(generation, &empty_grid, 1, &result);
  sudoku_solver_set_restarts(generation->solver, false, 0);
  if (!counted) return SUDOKU_GENERATE_STOPPED;
  return result.solutions > 0 ? SUDOKU_GENERATED : SUDOKU_GENERATE_NO_FULL_GRID;
}

static sudoku_generate_status generate(sudoku_solver *solver, sudoku_random *random,
                                       const sudoku_generator_options *options,
                                       sudoku_generated *generated) {
  memset(generated, 0, sizeof *generated);
  if (options->most_givens != 0 &&
      options->most_givens < sudoku_generator_fewest_unique_givens(options->geometry))
    return SUDOKU_GENERATE_TOO_FEW_GIVENS;
  sudoku_generator_shape shape;
  if (!sudoku_generator_shape_init(&shape, options->geometry)) return SUDOKU_GENERATE_OUT_OF_MEMORY;
  sudoku_singles_scratch singles;
  if (!sudoku_singles_scratch_init(&singles, &shape)) {
    sudoku_generator_shape_release(&shape);
    return SUDOKU_GENERATE_OUT_OF_MEMORY;
  }
  generation generation = {solver, random, options, &shape, generated, &singles, false};
  unsigned attempt_limit =
      options->attempt_limit
          ? options->attempt_limit
          : sudoku_generator_attempts_for_size(SUDOKU_GENERATOR_DEFAULT_ATTEMPTS, shape.side);
  sudoku_generate_status status = check_a_full_grid_exists(&generation);
  if (status != SUDOKU_GENERATED) {
    sudoku_singles_scratch_release(&singles);
    sudoku_generator_shape_release(&shape);
    return generation.out_of_memory ? SUDOKU_GENERATE_OUT_OF_MEMORY : status;
  }
  status = SUDOKU_GENERATE_UNREACHED;
  while (generated->attempts < attempt_limit) {
    generated->attempts++;
    sudoku_grid full_grid;
    if (!make_full_grid(&generation, &full_grid)) {
      status = SUDOKU_GENERATE_STOPPED;
      break;
    }
    attempt_outcome outcome = empty_cells(&generation, &full_grid);
    if (outcome != ATTEMPT_THROWN_AWAY) {
      status = outcome == ATTEMPT_KEPT ? SUDOKU_GENERATED : SUDOKU_GENERATE_STOPPED;
      break;
    }
  }
  sudoku_singles_scratch_release(&singles);
  sudoku_generator_shape_release(&shape);
  return generation.out_of_memory ? SUDOKU_GENERATE_OUT_OF_MEMORY : status;
}

/* Without weighted branching (sudoku.h): a seed makes the puzzles it always made. */
sudoku_generate_status sudoku_generate(sudoku_solver *solver, sudoku_random *random,
                                       const sudoku_generator_options *options,
                                       sudoku_generated *generated) {
  bool weighted_branching = sudoku_solver_weighted_branching(solver);
  sudoku_solver_set_weighted_branching(solver, false);
  sudoku_generate_status status = generate(solver, random, options, generated);
  sudoku_solver_set_weighted_branching(solver, weighted_branching);
  return status;
}

bool sudoku_givens_have_symmetry(const sudoku_grid *puzzle, sudoku_symmetry symmetry) {
  if (symmetry == SUDOKU_SYMMETRY_RANDOM) {
    for (unsigned k = 0; k < SUDOKU_SYMMETRY_RANDOM; k++)
      if (sudoku_givens_have_symmetry(puzzle, (sudoku_symmetry)k)) return true;
    return false;
  }
  unsigned side = sudoku_grid_side(puzzle);
  for (unsigned cell = 0; cell < side * side; cell++) {
    unsigned image = sudoku_symmetric_cell(symmetry, side, cell);
    if ((puzzle->cells[cell] != 0) != (puzzle->cells[image] != 0)) return false;
  }
  return true;
}
