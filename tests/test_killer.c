/* test_killer.c: the Check suite of killer sudoku (sudoku/killer.h, the cages of the encoder, the
 * header's cage: lines and sudoku/generator_killer.h).
 *
 * The oracle is a brute force written here: every 4x4 grid (2x2 boxes, with or without the X
 * rule) is listed by a backtracking of its own, and a killer puzzle's count is the number of those
 * grids that agree with its givens and whose cages hold distinct values adding up to their sums.
 * Cages are drawn at random (the test's own generator) from a grid, so most puzzles have
 * solutions, and with random sums, so some have none. Combination counts are checked against an
 * enumeration of every subset of 1..n. The 9x9 puzzles are checked against z3 by
 * tests/killer_oracle_test.sh. */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/generator_killer.h"
#include "sudoku/killer.h"
#include "sudoku/puzzle_header.h"
#include "sudoku/sudoku.h"
#include "tests/run_suite.h"

enum { SIDE = 4, CELLS = 16, MOST_GRIDS = 1000 };

typedef struct four_by_four_grids {
  uint8_t cells[MOST_GRIDS][CELLS];
  unsigned count;
} four_by_four_grids;

static bool placement_fits(const uint8_t *cells, unsigned cell, unsigned value, bool x_rule) {
  unsigned row = cell / SIDE, column = cell % SIDE;
  for (unsigned other = 0; other < cell; other++) {
    unsigned other_row = other / SIDE, other_column = other % SIDE;
    bool shares = other_row == row || other_column == column ||
                  (other_row / 2 == row / 2 && other_column / 2 == column / 2);
    if (x_rule)
      shares = shares || (row == column && other_row == other_column) ||
               (row + column == SIDE - 1 && other_row + other_column == SIDE - 1);
    if (shares && cells[other] == value) return false;
  }
  return true;
}

static void list_grids(uint8_t *cells, unsigned cell, bool x_rule, four_by_four_grids *grids) {
  if (cell == CELLS) {
    ck_assert_uint_lt(grids->count, MOST_GRIDS);
    memcpy(grids->cells[grids->count++], cells, CELLS);
    return;
  }
  for (unsigned value = 1; value <= SIDE; value++) {
    if (!placement_fits(cells, cell, value, x_rule)) continue;
    cells[cell] = (uint8_t)value;
    list_grids(cells, cell + 1, x_rule, grids);
  }
}

static four_by_four_grids *all_grids(bool x_rule) {
  four_by_four_grids *grids = calloc(1, sizeof *grids);
  ck_assert_ptr_nonnull(grids);
  uint8_t cells[CELLS] = {0};
  list_grids(cells, 0, x_rule, grids);
  return grids;
}

/* A small linear congruential generator of the test's own. */
static uint32_t next_random(uint64_t *state) {
  *state = *state * 6364136223846793005u + 1442695040888963407u;
  return (uint32_t)(*state >> 33);
}

typedef struct drawn_puzzle {
  unsigned cage_of_cell[CELLS];
  unsigned cage_count;
  unsigned sums[CELLS];
  uint8_t givens[CELLS];
} drawn_puzzle;

static bool grid_solves(const uint8_t *grid, const drawn_puzzle *puzzle) {
  for (unsigned cell = 0; cell < CELLS; cell++)
    if (puzzle->givens[cell] && puzzle->givens[cell] != grid[cell]) return false;
  for (unsigned cage = 0; cage < puzzle->cage_count; cage++) {
    unsigned sum = 0, seen = 0;
    for (unsigned cell = 0; cell < CELLS; cell++) {
      if (puzzle->cage_of_cell[cell] != cage) continue;
      if (seen >> grid[cell] & 1) return false;
      seen |= 1u << grid[cell];
      sum += grid[cell];
    }
    if (sum != puzzle->sums[cage]) return false;
  }
  return true;
}

static unsigned brute_force_count(const four_by_four_grids *grids, const drawn_puzzle *puzzle) {
  unsigned count = 0;
  for (unsigned k = 0; k < grids->count; k++) count += grid_solves(grids->cells[k], puzzle);
  return count;
}

/* Cages of 1 to 4 cells (not always connected) cut from the cells in a random order, each ending
 * before a value of grid repeats; sums from grid, or at random in the cage's range; a few givens
 * from grid. */
static void draw_puzzle(uint64_t *random, const uint8_t *grid, bool random_sums,
                        drawn_puzzle *puzzle) {
  memset(puzzle, 0, sizeof *puzzle);
  unsigned order[CELLS];
  for (unsigned cell = 0; cell < CELLS; cell++) order[cell] = cell;
  for (unsigned k = CELLS; k > 1; k--) {
    unsigned j = next_random(random) % k, swap = order[k - 1];
    order[k - 1] = order[j];
    order[j] = swap;
  }
  unsigned position = 0;
  while (position < CELLS) {
    unsigned size = 1 + next_random(random) % 4, sum = 0, seen = 0;
    if (size > CELLS - position) size = CELLS - position;
    for (unsigned k = 0; k < size; k++) {
      unsigned value = grid[order[position + k]];
      if (seen >> value & 1) { /* mostly cages the grid solves: the cage ends before a repeat */
        size = k;
        break;
      }
      seen |= 1u << value;
      puzzle->cage_of_cell[order[position + k]] = puzzle->cage_count;
      sum += value;
    }
    unsigned least = size * (size + 1) / 2, most = size * (2 * SIDE + 1 - size) / 2;
    if (random_sums) sum = least + next_random(random) % (most - least + 1);
    puzzle->sums[puzzle->cage_count++] = sum;
    position += size;
  }
  unsigned given_count = next_random(random) % 3;
  for (unsigned k = 0; k < given_count; k++) {
    unsigned cell = next_random(random) % CELLS;
    puzzle->givens[cell] = grid[cell];
  }
}

static void geometry_of(const drawn_puzzle *puzzle, bool x_rule, sudoku_geometry *geometry) {
  memset(geometry, 0, sizeof *geometry);
  sudoku_geometry_set_side(geometry, SIDE);
  if (x_rule) geometry->variants = SUDOKU_VARIANT_X;
  for (unsigned cage = 0; cage < puzzle->cage_count; cage++) {
    uint16_t cells[CELLS];
    unsigned size = 0;
    for (unsigned cell = 0; cell < CELLS; cell++)
      if (puzzle->cage_of_cell[cell] == cage) cells[size++] = (uint16_t)cell;
    char message[SUDOKU_KILLER_MESSAGE_CAPACITY];
    ck_assert_msg(sudoku_killer_check_cage(geometry, puzzle->sums[cage], cells, size, message),
                  "%s", message);
    ck_assert(sudoku_killer_add_cage(geometry, puzzle->sums[cage], cells, size));
  }
}

static uint64_t engine_count(const sudoku_geometry *geometry, const uint8_t *givens) {
  sudoku_solver *solver = sudoku_solver_create_for(geometry);
  ck_assert_ptr_nonnull(solver);
  sudoku_grid puzzle;
  memset(&puzzle, 0, sizeof puzzle);
  puzzle.side = SIDE;
  memcpy(puzzle.cells, givens, CELLS);
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, &puzzle, 0, NULL, NULL, &result), DLX_OK);
  ck_assert(!result.interrupted);
  sudoku_solver_destroy(solver);
  return result.solutions;
}

static void check_random_puzzles(bool x_rule, bool random_sums, uint64_t seed) {
  four_by_four_grids *grids = all_grids(x_rule);
  if (!x_rule) ck_assert_uint_eq(grids->count, 288); /* the known count of 4x4 sudoku grids */
  uint64_t random = seed;
  unsigned with_solutions = 0, without = 0;
  for (unsigned trial = 0; trial < 300; trial++) {
    drawn_puzzle puzzle;
    draw_puzzle(&random, grids->cells[next_random(&random) % grids->count], random_sums, &puzzle);
    sudoku_geometry geometry;
    geometry_of(&puzzle, x_rule, &geometry);
    unsigned expected = brute_force_count(grids, &puzzle);
    ck_assert_uint_eq(engine_count(&geometry, puzzle.givens), expected);
    if (expected)
      with_solutions++;
    else
      without++;
    sudoku_geometry_clear(&geometry);
  }
  if (random_sums) /* random sums seldom fit a grid: puzzles without solution were met */
    ck_assert_uint_gt(without, 10);
  else
    ck_assert_uint_gt(with_solutions, 10);
  free(grids);
}

START_TEST(test_cages_from_a_grid_count_as_the_brute_force) {
  check_random_puzzles(false, false, 1);
}
END_TEST

START_TEST(test_cages_with_random_sums_count_as_the_brute_force) {
  check_random_puzzles(false, true, 2);
}
END_TEST

START_TEST(test_cages_with_the_x_rule_count_as_the_brute_force) {
  check_random_puzzles(true, false, 3);
  check_random_puzzles(true, true, 4);
}
END_TEST

START_TEST(test_combinations_match_every_subset) {
  for (unsigned side = 1; side <= 12; side++) {
    unsigned most_sum = side * (side + 1) / 2;
    for (unsigned size = 1; size <= side; size++) {
      for (unsigned sum = 0; sum <= most_sum + 1; sum++) {
        uint64_t expected = 0;
        for (uint32_t subset = 0; subset < 1u << side; subset++) {
          unsigned subset_sum = 0;
          for (unsigned value = 1; value <= side; value++)
            if (subset >> (value - 1) & 1) subset_sum += value;
          expected += (unsigned)__builtin_popcount(subset) == size && subset_sum == sum;
        }
        ck_assert_uint_eq(sudoku_killer_combination_count(side, size, sum, UINT64_MAX), expected);
      }
    }
  }
}
END_TEST

typedef struct listed_combinations {
  uint64_t masks[1000];
  unsigned count;
} listed_combinations;

static bool list_combination(void *context, uint64_t values) {
  listed_combinations *listed = context;
  ck_assert_uint_lt(listed->count, 1000);
  listed->masks[listed->count++] = values;
  return true;
}

START_TEST(test_each_combination_is_listed_once) {
  for (unsigned size = 1; size <= 9; size++) {
    for (unsigned sum = 1; sum <= 45; sum++) {
      listed_combinations listed = {.count = 0};
      ck_assert(sudoku_killer_for_each_combination(9, size, sum, list_combination, &listed));
      ck_assert_uint_eq(listed.count, sudoku_killer_combination_count(9, size, sum, UINT64_MAX));
      for (unsigned k = 0; k < listed.count; k++) {
        ck_assert_uint_eq((unsigned)__builtin_popcountll(listed.masks[k]), size);
        unsigned mask_sum = 0;
        for (unsigned value = 1; value <= 9; value++)
          if (listed.masks[k] >> (value - 1) & 1) mask_sum += value;
        ck_assert_uint_eq(mask_sum, sum);
        for (unsigned j = 0; j < k; j++) ck_assert(listed.masks[j] != listed.masks[k]);
      }
    }
  }
}
END_TEST

static bool apply_line(sudoku_geometry *geometry, const char *line, char *message) {
  return sudoku_header_apply(geometry, line, strlen(line), message);
}

START_TEST(test_header_cage_lines_are_read_and_checked) {
  sudoku_geometry geometry = {0};
  char message[SUDOKU_HEADER_MESSAGE_CAPACITY];
  ck_assert(apply_line(&geometry, "cage: 15 r1c1 r1c2 r2c1", message));
  ck_assert_uint_eq(geometry.cage_count, 1);
  ck_assert_uint_eq(geometry.cages[0].sum, 15);
  ck_assert_uint_eq(geometry.cages[0].size, 3);
  ck_assert_uint_eq(geometry.cages[0].cells[2], 9);
  ck_assert(!apply_line(&geometry, "cage: 3 r2c1 r3c1", message));
  ck_assert_str_eq(message, "cell r2c1 is already in cage 1");
  ck_assert(!apply_line(&geometry, "cage: 2 r5c1 r6c1", message));
  ck_assert_str_eq(message, "cage sum 2 is not one of 2 distinct values 1 to 9 (3 to 17)");
  ck_assert(!apply_line(&geometry, "cage: x r5c1", message));
  ck_assert(!apply_line(&geometry, "cage: 45 r5c1 r5c1", message));
  ck_assert_str_eq(message, "cell r5c1 is named twice");
  ck_assert(!apply_line(&geometry, "cage: 12", message));
  ck_assert_str_eq(message, "cage has no cell");
  ck_assert_uint_eq(geometry.cage_count, 1);
  ck_assert(apply_line(&geometry, "size: 4", message)); /* drops the cages */
  ck_assert_uint_eq(geometry.cage_count, 0);
  sudoku_geometry_clear(&geometry);
}
END_TEST

/* True when the cells of the cage are orthogonally connected (a search from its first cell). */
static bool cage_is_connected(const sudoku_cage *cage) {
  bool reached[CELLS] = {false}, member[CELLS] = {false};
  for (unsigned k = 0; k < cage->size; k++) member[cage->cells[k]] = true;
  unsigned stack[CELLS], depth = 0, reached_count = 1;
  stack[depth++] = cage->cells[0];
  reached[cage->cells[0]] = true;
  while (depth > 0) {
    unsigned cell = stack[--depth];
    int moves[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (unsigned m = 0; m < 4; m++) {
      int row = (int)(cell / SIDE) + moves[m][0], column = (int)(cell % SIDE) + moves[m][1];
      if (row < 0 || row >= SIDE || column < 0 || column >= SIDE) continue;
      unsigned next = (unsigned)(row * SIDE + column);
      if (!member[next] || reached[next]) continue;
      reached[next] = true;
      reached_count++;
      stack[depth++] = next;
    }
  }
  return reached_count == cage->size;
}

START_TEST(test_generated_killers_have_one_solution) {
  four_by_four_grids *grids = all_grids(false);
  sudoku_geometry base = {0};
  sudoku_geometry_set_side(&base, SIDE);
  sudoku_solver *solver = sudoku_solver_create_for(&base);
  ck_assert_ptr_nonnull(solver);
  for (uint64_t seed = 1; seed <= 60; seed++) {
    sudoku_random random;
    sudoku_random_seed(&random, seed, 1);
    sudoku_killer_generator_options options = {.geometry = &base, .minimal = seed % 2 == 0};
    sudoku_killer_generated generated;
    ck_assert_int_eq(sudoku_generate_killer(solver, &random, &options, &generated),
                     SUDOKU_GENERATED);
    drawn_puzzle puzzle = {.cage_count = (unsigned)generated.geometry.cage_count};
    for (size_t cage = 0; cage < generated.geometry.cage_count; cage++)
      ck_assert(cage_is_connected(&generated.geometry.cages[cage]));
    for (unsigned cage = 0; cage < puzzle.cage_count; cage++) {
      puzzle.sums[cage] = generated.geometry.cages[cage].sum;
      for (unsigned k = 0; k < generated.geometry.cages[cage].size; k++)
        puzzle.cage_of_cell[generated.geometry.cages[cage].cells[k]] = cage;
    }
    unsigned count = 0;
    for (unsigned k = 0; k < grids->count; k++) {
      if (!grid_solves(grids->cells[k], &puzzle)) continue;
      count++;
      ck_assert(memcmp(grids->cells[k], generated.solution.cells, CELLS) == 0);
    }
    ck_assert_uint_eq(count, 1);
    for (unsigned cell = 0; cell < CELLS; cell++)
      ck_assert_uint_eq(generated.puzzle.cells[cell], 0);
    ck_assert(generated.minimal == (seed % 2 == 0));
    sudoku_geometry_clear(&generated.geometry);
  }
  sudoku_solver_destroy(solver);
  sudoku_geometry_clear(&base);
  free(grids);
}
END_TEST

int main(void) {
  Suite *suite = suite_create("killer");
  TCase *counts = tcase_create("counts");
  tcase_set_timeout(counts, 60);
  tcase_add_test(counts, test_cages_from_a_grid_count_as_the_brute_force);
  tcase_add_test(counts, test_cages_with_random_sums_count_as_the_brute_force);
  tcase_add_test(counts, test_cages_with_the_x_rule_count_as_the_brute_force);
  tcase_add_test(counts, test_combinations_match_every_subset);
  tcase_add_test(counts, test_each_combination_is_listed_once);
  suite_add_tcase(suite, counts);
  TCase *reading = tcase_create("reading and generating");
  tcase_set_timeout(reading, 60);
  tcase_add_test(reading, test_header_cage_lines_are_read_and_checked);
  tcase_add_test(reading, test_generated_killers_have_one_solution);
  suite_add_tcase(suite, reading);
  return run_suite(suite);
}
