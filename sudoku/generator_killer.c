/* generator_killer.c: killer puzzles with cages only (see generator_killer.h for the method). Each
 * count builds a solver for the cages of the moment: the cages are part of the geometry, and a
 * 9x9 matrix with its combination options is built in well under a millisecond. */
#include "generator_killer.h"

#include <stdlib.h>
#include <string.h>

#include "killer.h"

enum { DEFAULT_LARGEST_CAGE = 5, NO_CAGE = -1, KNOWN_GRIDS = 32 };

typedef struct killer_generation {
  const sudoku_geometry *base;
  const sudoku_killer_generator_options *options;
  sudoku_random *random;
  sudoku_killer_generated *generated;
  unsigned side, cell_count, largest_cage;
  int32_t cage_of_cell[SUDOKU_MAX_CELLS]; /* a cage is named by one of its cells */
  unsigned cage_size[SUDOKU_MAX_CELLS];   /* by name */
  uint64_t cage_values[SUDOKU_MAX_CELLS]; /* by name: bit v - 1 for each value v of the cage */
  sudoku_grid second_solution;            /* of the last count, when it found two */
  /* Grids of the geometry that counts found other than the solution, the latest KNOWN_GRIDS: one
   * that fills the cages of a trial merge proves it a second solution without a count. */
  sudoku_grid known[KNOWN_GRIDS];
  unsigned known_count, known_next;
  int32_t difference[SUDOKU_MAX_CELLS]; /* by cage name: scratch of fills_cages */
  uint64_t filled[SUDOKU_MAX_CELLS];    /* by cage name: scratch of fills_cages */
  bool stopped, out_of_memory;
} killer_generation;

static unsigned value_of(const killer_generation *generation, unsigned cell) {
  return generation->generated->solution.cells[cell];
}

/* The geometry of the base with the cages of the moment, numbered in the order of their first
 * cells, each cage's cells in increasing order, each sum that of the solution's values. */
static bool build_geometry(const killer_generation *generation, sudoku_geometry *geometry) {
  if (!sudoku_geometry_copy(geometry, generation->base)) return false;
  bool listed[SUDOKU_MAX_CELLS] = {false};
  uint16_t cells[SUDOKU_MAX_SIDE];
  for (unsigned cell = 0; cell < generation->cell_count; cell++) {
    int32_t cage = generation->cage_of_cell[cell];
    if (cage == NO_CAGE || listed[cage]) continue;
    listed[cage] = true;
    unsigned size = 0, sum = 0;
    for (unsigned other = cell; other < generation->cell_count; other++) {
      if (generation->cage_of_cell[other] != cage) continue;
      cells[size++] = (uint16_t)other;
      sum += value_of(generation, other);
    }
    if (!sudoku_killer_add_cage(geometry, sum, cells, size)) return false;
  }
  return true;
}

typedef struct solution_keeper {
  const sudoku_grid *grid;
  sudoku_grid *second;
  unsigned seen;
} solution_keeper;

static void remember_grid(killer_generation *generation, const sudoku_grid *grid) {
  generation->known[generation->known_next] = *grid;
  generation->known_next = (generation->known_next + 1) % KNOWN_GRIDS;
  if (generation->known_count < KNOWN_GRIDS) generation->known_count++;
}

/* Keeps a solution other than the grid's (of two, one may be the grid). */
static int keep_second_solution(void *context, const sudoku_grid *solution) {
  solution_keeper *keeper = context;
  if (keeper->seen++ == 0 || !sudoku_grid_equal(solution, keeper->grid))
    *keeper->second = *solution;
  return 0;
}

/* Counts the solutions of the cages of the moment, up to 2; 0 when stopped or out of memory
 * (generation says which). With two, the one that is not the grid is kept in
 * generation->second_solution. */
static unsigned count_cages(killer_generation *generation) {
  sudoku_geometry geometry = {0};
  sudoku_solver *solver = NULL;
  unsigned solutions = 0;
  if (build_geometry(generation, &geometry) && (solver = sudoku_solver_create_for(&geometry))) {
    sudoku_solver_set_interruption(solver, 0, generation->options->stop);
    sudoku_solver_set_weighted_branching(solver, false); /* a seed makes the puzzles it made */
    sudoku_grid empty;
    memset(&empty, 0, sizeof empty);
    empty.side = generation->side;
    empty.symbols = generation->generated->solution.symbols;
    solution_keeper keeper = {&generation->generated->solution, &generation->second_solution, 0};
    sudoku_result result;
    dlx_status status = sudoku_solve(solver, &empty, 2, keep_second_solution, &keeper, &result);
    generation->generated->counts++;
    generation->generated->nodes += result.nodes;
    if (status != DLX_OK)
      generation->out_of_memory = true;
    else if (result.interrupted)
      generation->stopped = true;
    else
      solutions = (unsigned)result.solutions;
    if (solutions > 0 && !sudoku_grid_equal(&generation->second_solution, keeper.grid))
      remember_grid(generation, &generation->second_solution);
  } else {
    generation->out_of_memory = true;
  }
  sudoku_solver_destroy(solver);
  sudoku_geometry_clear(&geometry);
  return solutions;
}

/* True when grid fills every cage of the moment: distinct values adding up to the cage's sum. */
static bool fills_cages(killer_generation *generation, const sudoku_grid *grid) {
  for (unsigned cell = 0; cell < generation->cell_count; cell++) {
    int32_t cage = generation->cage_of_cell[cell];
    generation->difference[cage] = 0;
    generation->filled[cage] = 0;
  }
  for (unsigned cell = 0; cell < generation->cell_count; cell++) {
    int32_t cage = generation->cage_of_cell[cell];
    uint64_t bit = (uint64_t)1 << (grid->cells[cell] - 1);
    if (generation->filled[cage] & bit) return false;
    generation->filled[cage] |= bit;
    generation->difference[cage] +=
        (int32_t)grid->cells[cell] - (int32_t)value_of(generation, cell);
  }
  for (unsigned cell = 0; cell < generation->cell_count; cell++)
    if (generation->difference[generation->cage_of_cell[cell]] != 0) return false;
  return true;
}

/* How many known grids other than the solution fill the cages of the moment, counted up to most:
 * each is a solution of the puzzle. */
static unsigned known_grids_filling(killer_generation *generation, unsigned most) {
  unsigned filling = 0;
  for (unsigned k = 0; k < generation->known_count && filling < most; k++)
    if (!sudoku_grid_equal(&generation->known[k], &generation->generated->solution) &&
        fills_cages(generation, &generation->known[k]))
      filling++;
  return filling;
}

static bool failed(const killer_generation *generation) {
  return generation->stopped || generation->out_of_memory;
}

/* The orthogonal neighbours of cell, in neighbours; returns how many. */
static unsigned neighbours_of(const killer_generation *generation, unsigned cell,
                              uint16_t neighbours[4]) {
  unsigned side = generation->side, row = cell / side, column = cell % side, count = 0;
  if (row > 0) neighbours[count++] = (uint16_t)(cell - side);
  if (row + 1 < side) neighbours[count++] = (uint16_t)(cell + side);
  if (column > 0) neighbours[count++] = (uint16_t)(cell - 1);
  if (column + 1 < side) neighbours[count++] = (uint16_t)(cell + 1);
  return count;
}

/* True when the cage of size cells holding values may be encoded (killer.h's combination cap). */
static bool cage_is_encodable(const killer_generation *generation, unsigned size, uint64_t values) {
  unsigned sum = 0;
  for (unsigned value = 1; value <= generation->side; value++)
    if (values >> (value - 1) & 1) sum += value;
  return sudoku_killer_combination_count(generation->side, size, sum,
                                         (uint64_t)SUDOKU_KILLER_MAX_COMBINATIONS + 1) <=
         SUDOKU_KILLER_MAX_COMBINATIONS;
}

static void put_in_cage(killer_generation *generation, unsigned cell, int32_t cage) {
  generation->cage_of_cell[cell] = cage;
  generation->cage_size[cage]++;
  generation->cage_values[cage] |= (uint64_t)1 << (value_of(generation, cell) - 1);
}

/* Grows a cage from cell by random neighbours, up to a size drawn from 2 to the largest. */
static void grow_cage(killer_generation *generation, unsigned cell) {
  int32_t cage = (int32_t)cell;
  put_in_cage(generation, cell, cage);
  unsigned target = 2 + sudoku_random_below(generation->random, generation->largest_cage - 1);
  uint16_t members[SUDOKU_MAX_SIDE] = {(uint16_t)cell};
  unsigned size = 1;
  while (size < target) {
    uint16_t candidates[4 * SUDOKU_MAX_SIDE];
    unsigned candidate_count = 0;
    for (unsigned k = 0; k < size; k++) {
      uint16_t neighbours[4];
      unsigned count = neighbours_of(generation, members[k], neighbours);
      for (unsigned j = 0; j < count; j++) {
        uint64_t bit = (uint64_t)1 << (value_of(generation, neighbours[j]) - 1);
        if (generation->cage_of_cell[neighbours[j]] == NO_CAGE &&
            !(generation->cage_values[cage] & bit) &&
            cage_is_encodable(generation, size + 1, generation->cage_values[cage] | bit))
          candidates[candidate_count++] = neighbours[j];
      }
    }
    if (candidate_count == 0) break;
    uint16_t chosen = candidates[sudoku_random_below(generation->random, candidate_count)];
    put_in_cage(generation, chosen, cage);
    members[size++] = chosen;
  }
}

static void cut_into_cages(killer_generation *generation) {
  uint16_t order[SUDOKU_MAX_CELLS];
  for (unsigned cell = 0; cell < generation->cell_count; cell++) {
    order[cell] = (uint16_t)cell;
    generation->cage_of_cell[cell] = NO_CAGE;
    generation->cage_size[cell] = 0;
    generation->cage_values[cell] = 0;
  }
  sudoku_random_shuffle(generation->random, order, generation->cell_count);
  for (unsigned k = 0; k < generation->cell_count; k++)
    if (generation->cage_of_cell[order[k]] == NO_CAGE) grow_cage(generation, order[k]);
}

/* Moves cell out of its cage into a cage of its own (named by cell; the old cage, if it was named
 * by cell, takes the name of another of its cells). Returns the name of the rest of the old cage,
 * NO_CAGE when none is left. */
static int32_t cut_out(killer_generation *generation, unsigned cell) {
  int32_t cage = generation->cage_of_cell[cell];
  uint64_t bit = (uint64_t)1 << (value_of(generation, cell) - 1);
  int32_t rest = cage;
  if (cage == (int32_t)cell) {
    rest = NO_CAGE;
    for (unsigned other = 0; other < generation->cell_count; other++) {
      if (other == cell || generation->cage_of_cell[other] != cage) continue;
      if (rest == NO_CAGE) {
        rest = (int32_t)other;
        generation->cage_size[rest] = 0;
        generation->cage_values[rest] = 0;
      }
      put_in_cage(generation, other, rest);
    }
  } else {
    generation->cage_size[cage]--;
    generation->cage_values[cage] &= ~bit;
  }
  generation->cage_size[cell] = 0;
  generation->cage_values[cell] = 0;
  put_in_cage(generation, cell, (int32_t)cell);
  return rest;
}

/* Splits the cells of cage into cages of orthogonally connected cells (a cell cut out of the
 * middle of a cage leaves it in pieces), each named by its first cell. */
static void split_into_connected_cages(killer_generation *generation, int32_t cage) {
  uint16_t members[SUDOKU_MAX_SIDE], queue[SUDOKU_MAX_SIDE];
  unsigned member_count = 0;
  for (unsigned cell = 0; cell < generation->cell_count; cell++) {
    if (generation->cage_of_cell[cell] != cage) continue;
    members[member_count++] = (uint16_t)cell;
    generation->cage_of_cell[cell] = NO_CAGE;
  }
  generation->cage_size[cage] = 0;
  generation->cage_values[cage] = 0;
  for (unsigned k = 0; k < member_count; k++) {
    if (generation->cage_of_cell[members[k]] != NO_CAGE) continue;
    int32_t piece = members[k];
    generation->cage_size[piece] = 0;
    generation->cage_values[piece] = 0;
    put_in_cage(generation, members[k], piece);
    unsigned head = 0, tail = 0;
    queue[tail++] = members[k];
    while (head < tail) {
      uint16_t neighbours[4];
      unsigned count = neighbours_of(generation, queue[head++], neighbours);
      for (unsigned j = 0; j < count; j++) {
        bool member = false;
        for (unsigned m = 0; m < member_count && !member; m++) member = members[m] == neighbours[j];
        if (!member || generation->cage_of_cell[neighbours[j]] != NO_CAGE) continue;
        put_in_cage(generation, neighbours[j], piece);
        queue[tail++] = neighbours[j];
      }
    }
  }
}

/* Cuts cells out of their cages until the cages have one solution; false when stopped. */
static bool make_unique(killer_generation *generation) {
  for (;;) {
    unsigned solutions = count_cages(generation);
    if (failed(generation)) return false;
    if (solutions == 1) return true;
    uint16_t differing[SUDOKU_MAX_CELLS];
    unsigned differing_count = 0;
    for (unsigned cell = 0; cell < generation->cell_count; cell++)
      if (generation->second_solution.cells[cell] != value_of(generation, cell))
        differing[differing_count++] = (uint16_t)cell;
    if (differing_count == 0) { /* cannot happen: two solutions, one of them the grid */
      generation->out_of_memory = true;
      return false;
    }
    int32_t rest =
        cut_out(generation, differing[sudoku_random_below(generation->random, differing_count)]);
    if (rest != NO_CAGE) split_into_connected_cages(generation, rest);
  }
}

/* The sum of the values of a cage's mask (its values are distinct). */
static unsigned sum_of(uint64_t values) {
  unsigned sum = 0;
  for (unsigned value = 1; values; value++, values >>= 1)
    if (values & 1) sum += value;
  return sum;
}

/* Recounts every cage's size and values from the solution (after the solution changed). */
static void recount_cages(killer_generation *generation) {
  for (unsigned cell = 0; cell < generation->cell_count; cell++) {
    generation->cage_size[cell] = 0;
    generation->cage_values[cell] = 0;
  }
  for (unsigned cell = 0; cell < generation->cell_count; cell++)
    put_in_cage(generation, cell, generation->cage_of_cell[cell]);
}

/* Merges cage from into cage into, as one cage whose sum is the sum of theirs, when the puzzle
 * keeps one solution; true when merged. With largest, the union must have at most largest cells
 * and distinct values in the solution; without, it need only be a legal cage (at most side cells,
 * a sum that distinct values make): when the two cages share a value, the solution is not one of
 * the merged puzzle, and the merged puzzle's one solution, if it has one, becomes the solution
 * (it fills every other cage with its sum too, so the sums stay those of the solution). */
static bool try_merge(killer_generation *generation, int32_t into, int32_t from, bool largest) {
  unsigned size = generation->cage_size[into] + generation->cage_size[from];
  bool shared = generation->cage_values[into] & generation->cage_values[from];
  if (largest && shared) return false;
  if (largest && size > generation->largest_cage) return false;
  if (size > generation->side) return false;
  unsigned sum = sum_of(generation->cage_values[into]) + sum_of(generation->cage_values[from]);
  uint64_t combinations = sudoku_killer_combination_count(
      generation->side, size, sum, (uint64_t)SUDOKU_KILLER_MAX_COMBINATIONS + 1);
  if (combinations == 0 || combinations > SUDOKU_KILLER_MAX_COMBINATIONS) return false;
  uint16_t moved[SUDOKU_MAX_SIDE];
  unsigned moved_count = 0;
  for (unsigned cell = 0; cell < generation->cell_count; cell++)
    if (generation->cage_of_cell[cell] == from) {
      moved[moved_count++] = (uint16_t)cell;
      generation->cage_of_cell[cell] = into;
    }
  if (known_grids_filling(generation, shared ? 2 : 1) < (shared ? 2u : 1u) &&
      count_cages(generation) == 1) {
    if (shared) {
      remember_grid(generation, &generation->generated->solution);
      generation->generated->solution = generation->second_solution;
      recount_cages(generation);
    } else {
      generation->cage_size[into] = size;
      generation->cage_values[into] |= generation->cage_values[from];
    }
    return true;
  }
  for (unsigned k = 0; k < moved_count; k++) generation->cage_of_cell[moved[k]] = from;
  return false;
}

/* Tries to merge each cage of one cell into one of its neighbours' cages. */
static void merge_single_cells(killer_generation *generation) {
  uint16_t order[SUDOKU_MAX_CELLS];
  for (unsigned cell = 0; cell < generation->cell_count; cell++) order[cell] = (uint16_t)cell;
  sudoku_random_shuffle(generation->random, order, generation->cell_count);
  for (unsigned k = 0; k < generation->cell_count && !failed(generation); k++) {
    unsigned cell = order[k];
    int32_t cage = generation->cage_of_cell[cell];
    if (generation->cage_size[cage] != 1) continue;
    uint16_t neighbours[4];
    unsigned count = neighbours_of(generation, cell, neighbours);
    sudoku_random_shuffle(generation->random, neighbours, count);
    for (unsigned j = 0; j < count && !failed(generation); j++) {
      int32_t other = generation->cage_of_cell[neighbours[j]];
      if (try_merge(generation, other, cage, true)) break;
    }
  }
}

static int compare_pairs(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

/* One pass over every pair of neighbouring cages that share a value in the solution (shared) or
 * that do not, in random order, each merged when the union is a legal cage and the puzzle keeps
 * one solution; true when one was merged. */
static bool merge_pass(killer_generation *generation, uint32_t *pairs, bool shared) {
  unsigned pair_count = 0;
  for (unsigned cell = 0; cell < generation->cell_count; cell++) {
    uint16_t neighbours[4];
    unsigned count = neighbours_of(generation, cell, neighbours);
    for (unsigned j = 0; j < count; j++) {
      uint32_t a = (uint32_t)generation->cage_of_cell[cell];
      uint32_t b = (uint32_t)generation->cage_of_cell[neighbours[j]];
      if (a < b) pairs[pair_count++] = a << 16 | b;
    }
  }
  qsort(pairs, pair_count, sizeof *pairs, compare_pairs);
  unsigned unique = 0;
  for (unsigned k = 0; k < pair_count; k++)
    if (unique == 0 || pairs[unique - 1] != pairs[k]) pairs[unique++] = pairs[k];
  for (unsigned k = unique; k > 1; k--) { /* Fisher-Yates, as sudoku_random_shuffle */
    unsigned j = sudoku_random_below(generation->random, k);
    uint32_t swap = pairs[k - 1];
    pairs[k - 1] = pairs[j];
    pairs[j] = swap;
  }
  bool merged = false;
  for (unsigned k = 0; k < unique && !failed(generation); k++) {
    int32_t a = (int32_t)(pairs[k] >> 16), b = (int32_t)(pairs[k] & 0xffff);
    /* a cage merged away this pass has no cell named by it any more */
    if (generation->cage_of_cell[a] != a || generation->cage_of_cell[b] != b) continue;
    if (((generation->cage_values[a] & generation->cage_values[b]) != 0) != shared) continue;
    if (try_merge(generation, a, b, false)) merged = true;
  }
  return merged;
}

sudoku_generate_status sudoku_generate_killer(sudoku_solver *base_solver, sudoku_random *random,
                                              const sudoku_killer_generator_options *options,
                                              sudoku_killer_generated *generated) {
  static const sudoku_geometry classic;
  memset(generated, 0, sizeof *generated);
  const sudoku_geometry *base = options->geometry ? options->geometry : &classic;
  unsigned side = sudoku_geometry_side(base);
  sudoku_generator_options grid_options = {
      .geometry = base,
      .fewest_givens = side * side, /* no cell emptied: the full grid */
      .full_grid_known = options->full_grid_known,
      .stop = options->stop,
  };
  sudoku_generated full;
  sudoku_generate_status status = sudoku_generate(base_solver, random, &grid_options, &full);
  generated->counts = full.counts;
  generated->nodes = full.nodes;
  if (status != SUDOKU_GENERATED) return status;
  killer_generation *generation = calloc(1, sizeof *generation);
  uint32_t *pairs = malloc(4 * (size_t)side * side * sizeof *pairs);
  if (!generation || !pairs) {
    free(generation);
    free(pairs);
    return SUDOKU_GENERATE_OUT_OF_MEMORY;
  }
  generated->solution = full.solution;
  generation->base = base;
  generation->options = options;
  generation->random = random;
  generation->generated = generated;
  generation->side = side;
  generation->cell_count = side * side;
  unsigned largest = options->largest_cage ? options->largest_cage : DEFAULT_LARGEST_CAGE;
  generation->largest_cage = largest > side ? side : largest < 2 ? 2 : largest;
  if (side < 2) generation->largest_cage = 1;
  if (generation->largest_cage >= 2) {
    cut_into_cages(generation);
  } else {
    for (unsigned cell = 0; cell < generation->cell_count; cell++) {
      generation->cage_of_cell[cell] = NO_CAGE;
      put_in_cage(generation, cell, (int32_t)cell);
    }
  }
  if (make_unique(generation)) {
    merge_single_cells(generation);
    bool minimal = false;
    /* the merges that keep the solution first: those that change it seldom keep one solution,
       and their counts are the slow ones (proving a puzzle impossible) */
    while (options->minimal && generation->largest_cage >= 2 && !failed(generation)) {
      while (!failed(generation) && merge_pass(generation, pairs, false)) continue;
      if (failed(generation) || !merge_pass(generation, pairs, true)) break;
    }
    minimal = options->minimal && !failed(generation);
    generated->minimal = minimal;
  }
  if (!failed(generation) && !build_geometry(generation, &generated->geometry))
    generation->out_of_memory = true;
  status = generation->out_of_memory ? SUDOKU_GENERATE_OUT_OF_MEMORY
           : generation->stopped     ? SUDOKU_GENERATE_STOPPED
                                     : SUDOKU_GENERATED;
  if (status == SUDOKU_GENERATED) {
    for (size_t cage = 0; cage < generated->geometry.cage_count; cage++)
      generated->single_cell_cages += generated->geometry.cages[cage].size == 1;
    memset(&generated->puzzle, 0, sizeof generated->puzzle);
    generated->puzzle.side = generated->solution.side;
    generated->puzzle.symbols = generated->solution.symbols;
  }
  free(generation);
  free(pairs);
  return status;
}
