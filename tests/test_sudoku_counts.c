/* test_sudoku_counts.c: the Check suite of what the sudoku encoder (sudoku/sudoku.h) counts, on top
 * of the dancing-links engine: exact counts, every solution reported once, the limits and a
 * stopping callback.
 *
 * Every expected value comes from outside the code under test: the counts files that another
 * solver made, or the small backtracking counter in this file, which shares nothing with the
 * exact-cover encoding and is itself checked against a counts file before it judges random puzzles.
 * It runs from tests/, so the data paths are relative to that directory.
 */
#include "tests/sudoku_test_support.h"

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- The counts files ------------------------------------------------------------------------ */

START_TEST(test_exact_counts_without_limit) {
  counted_puzzle_set set;
  load_counts_file((unsigned)_i, &set);
  sudoku_solver *solver = create_solver();
  for (size_t k = 0; k < set.puzzle_count; k++) {
    sudoku_result result;
    ck_assert_int_eq(sudoku_solve(solver, &set.puzzles[k].puzzle, 0, NULL, NULL, &result), DLX_OK);
    assert_exact_result_matches_file(&result, &set.puzzles[k], set.path);
  }
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_callback_receives_every_solution_once) {
  counted_puzzle_set set;
  load_counts_file((unsigned)_i, &set);
  sudoku_solver *solver = create_solver();
  for (size_t k = 0; k < set.puzzle_count; k++) {
    const counted_puzzle *expected = &set.puzzles[k];
    char where[256];
    snprintf(where, sizeof where, "%s:%u", set.path, expected->line_number);
    solution_collector collector = {0};
    sudoku_result result;
    ck_assert_int_eq(
        sudoku_solve(solver, &expected->puzzle, 0, collect_solution, &collector, &result), DLX_OK);
    assert_exact_result_matches_file(&result, expected, set.path);
    ck_assert_msg(collector.solution_count == expected->count,
                  "%s: %zu callback calls, expected %llu", where, collector.solution_count,
                  (unsigned long long)expected->count);
    assert_collected_solutions_are_valid_and_distinct(&collector, &expected->puzzle, where);
    if (collector.solution_count > 0)
      ck_assert_msg(grids_are_equal(&collector.solutions[0], &result.solution),
                    "%s: result.solution is not the first solution the callback received", where);
    free_solution_collector(&collector);
  }
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_limit_two_tells_unique_from_multiple) {
  counted_puzzle_set set;
  load_counts_file((unsigned)_i, &set);
  sudoku_solver *solver = create_solver();
  for (size_t k = 0; k < set.puzzle_count; k++) {
    const counted_puzzle *expected = &set.puzzles[k];
    sudoku_result result;
    ck_assert_int_eq(sudoku_solve(solver, &expected->puzzle, 2, NULL, NULL, &result), DLX_OK);
    uint64_t expected_solutions = expected->count < 2 ? expected->count : 2;
    ck_assert_msg(!result.illegal, "%s:%u: reported illegal", set.path, expected->line_number);
    ck_assert_msg(result.solutions == expected_solutions, "%s:%u: %llu solutions, expected %llu",
                  set.path, expected->line_number, (unsigned long long)result.solutions,
                  (unsigned long long)expected_solutions);
    ck_assert_msg(result.reached_limit == (expected->count >= 2),
                  "%s:%u: reached_limit %d with %llu solutions in all", set.path,
                  expected->line_number, (int)result.reached_limit,
                  (unsigned long long)expected->count);
    ck_assert_msg(sudoku_verdict_of(&result) == verdict_of_exact_count(expected->count),
                  "%s:%u: verdict %d", set.path, expected->line_number,
                  (int)sudoku_verdict_of(&result));
    if (expected->has_solution)
      ck_assert_msg(grids_are_equal(&result.solution, &expected->solution), "%s:%u: wrong solution",
                    set.path, expected->line_number);
    if (result.solutions > 0)
      ck_assert_msg(grid_is_valid_complete_solution(&result.solution) &&
                        solution_agrees_with_givens(&result.solution, &expected->puzzle),
                    "%s:%u: the first solution is not a solution", set.path, expected->line_number);
  }
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

/* ---- Limits and a stopping callback ---------------------------------------------------------- */

START_TEST(test_limit_one_on_multiple_is_at_least_one) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *few = find_puzzle_with_count(&set, 2, 5);
  const counted_puzzle *many = find_puzzle_with_count(&set, 500, UINT64_MAX);
  const counted_puzzle *cases[] = {few, many};
  for (size_t k = 0; k < 2; k++) {
    sudoku_result result;
    ck_assert_int_eq(sudoku_solve(solver, &cases[k]->puzzle, 1, NULL, NULL, &result), DLX_OK);
    ck_assert_uint_eq(result.solutions, 1);
    ck_assert(result.reached_limit);
    ck_assert(!result.illegal);
    ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_AT_LEAST_ONE);
    ck_assert(grid_is_valid_complete_solution(&result.solution));
    ck_assert(solution_agrees_with_givens(&result.solution, &cases[k]->puzzle));
  }
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_limit_one_on_unique_leaves_uniqueness_unproven) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *unique = find_puzzle_with_count(&set, 1, 1);
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, &unique->puzzle, 1, NULL, NULL, &result), DLX_OK);
  ck_assert_uint_eq(result.solutions, 1);
  ck_assert(result.reached_limit);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_AT_LEAST_ONE);
  ck_assert(grids_are_equal(&result.solution, &unique->solution));
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_limit_on_impossible_finds_nothing) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *impossible = find_puzzle_with_count(&set, 0, 0);
  for (uint64_t limit = 1; limit <= 3; limit++) {
    sudoku_result result;
    ck_assert_int_eq(sudoku_solve(solver, &impossible->puzzle, limit, NULL, NULL, &result), DLX_OK);
    ck_assert_uint_eq(result.solutions, 0);
    ck_assert(!result.reached_limit);
    ck_assert(!result.illegal);
    ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_IMPOSSIBLE);
  }
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_limit_five_stops_at_five) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *many = find_puzzle_with_count(&set, 6, UINT64_MAX);
  solution_collector collector = {0};
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, &many->puzzle, 5, collect_solution, &collector, &result),
                   DLX_OK);
  ck_assert_uint_eq(result.solutions, 5);
  ck_assert(result.reached_limit);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_MULTIPLE);
  ck_assert_uint_eq(collector.solution_count, 5);
  assert_collected_solutions_are_valid_and_distinct(&collector, &many->puzzle, "limit 5");
  ck_assert(grids_are_equal(&collector.solutions[0], &result.solution));
  free_solution_collector(&collector);
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_limit_around_the_exact_count) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *three = find_puzzle_with_count(&set, 3, 3);
  sudoku_result result;
  /* A limit equal to the count stops the search as the last solution is found. */
  ck_assert_int_eq(sudoku_solve(solver, &three->puzzle, 3, NULL, NULL, &result), DLX_OK);
  ck_assert_uint_eq(result.solutions, 3);
  ck_assert(result.reached_limit);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_MULTIPLE);
  /* A limit above the count lets the search end on its own. */
  ck_assert_int_eq(sudoku_solve(solver, &three->puzzle, 4, NULL, NULL, &result), DLX_OK);
  ck_assert_uint_eq(result.solutions, 3);
  ck_assert(!result.reached_limit);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_MULTIPLE);
  ck_assert_int_eq(sudoku_solve(solver, &three->puzzle, 1000000, NULL, NULL, &result), DLX_OK);
  ck_assert_uint_eq(result.solutions, 3);
  ck_assert(!result.reached_limit);
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_callback_returning_nonzero_stops_the_search) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *many = find_puzzle_with_count(&set, 500, UINT64_MAX);
  const size_t stop_points[] = {1, 2, 7, 100};
  for (size_t k = 0; k < sizeof stop_points / sizeof stop_points[0]; k++) {
    solution_collector collector = {.stop_after = stop_points[k]};
    sudoku_result result;
    ck_assert_int_eq(sudoku_solve(solver, &many->puzzle, 0, collect_solution, &collector, &result),
                     DLX_OK);
    ck_assert_uint_eq(collector.solution_count, stop_points[k]);
    ck_assert_uint_eq(result.solutions, stop_points[k]);
    ck_assert(result.reached_limit);
    ck_assert(!result.illegal);
    ck_assert_int_eq(sudoku_verdict_of(&result),
                     stop_points[k] == 1 ? SUDOKU_AT_LEAST_ONE : SUDOKU_MULTIPLE);
    assert_collected_solutions_are_valid_and_distinct(&collector, &many->puzzle, "stopped");
    ck_assert(grids_are_equal(&collector.solutions[0], &result.solution));
    free_solution_collector(&collector);
  }
  /* The callback stops before a larger limit would. */
  solution_collector collector = {.stop_after = 3};
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, &many->puzzle, 10, collect_solution, &collector, &result),
                   DLX_OK);
  ck_assert_uint_eq(collector.solution_count, 3);
  ck_assert_uint_eq(result.solutions, 3);
  ck_assert(result.reached_limit);
  free_solution_collector(&collector);
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

/* ---- An independent brute-force counter ------------------------------------------------------ */

/* Plain backtracking, cell after cell in reading order, with a bitmask of the digits each row,
 * column and box already holds. */
typedef struct brute_force_search {
  uint8_t cells[SUDOKU_CELLS];
  uint16_t row_digits[9], column_digits[9], box_digits[9];
  uint64_t solutions;
  uint64_t cap; /* stop once this many are found */
  sudoku_grid first_solution;
} brute_force_search;

static void brute_force_from_cell(brute_force_search *search, unsigned cell) {
  while (cell < SUDOKU_CELLS && search->cells[cell] != 0) cell++;
  if (cell == SUDOKU_CELLS) {
    if (search->solutions == 0) memcpy(search->first_solution.cells, search->cells, SUDOKU_CELLS);
    search->solutions++;
    return;
  }
  unsigned row = cell / 9, column = cell % 9, box = box_of_cell(cell);
  unsigned used = search->row_digits[row] | search->column_digits[column] | search->box_digits[box];
  for (unsigned digit = 1; digit <= 9; digit++) {
    uint16_t bit = (uint16_t)(1u << digit);
    if (used & bit) continue;
    search->cells[cell] = (uint8_t)digit;
    search->row_digits[row] |= bit;
    search->column_digits[column] |= bit;
    search->box_digits[box] |= bit;
    brute_force_from_cell(search, cell + 1);
    search->row_digits[row] &= (uint16_t)~bit;
    search->column_digits[column] &= (uint16_t)~bit;
    search->box_digits[box] &= (uint16_t)~bit;
    search->cells[cell] = 0;
    if (search->solutions >= search->cap) return;
  }
}

/* The number of solutions of a legal puzzle, at most cap; the first one found in *first_solution
 * when there is one. */
static uint64_t brute_force_count(const sudoku_grid *puzzle, uint64_t cap,
                                  sudoku_grid *first_solution) {
  ck_assert(givens_break_no_rule(puzzle));
  brute_force_search search;
  memset(&search, 0, sizeof search);
  search.cap = cap;
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) {
    unsigned digit = puzzle->cells[cell];
    search.cells[cell] = (uint8_t)digit;
    if (digit == 0) continue;
    uint16_t bit = (uint16_t)(1u << digit);
    search.row_digits[cell / 9] |= bit;
    search.column_digits[cell % 9] |= bit;
    search.box_digits[box_of_cell(cell)] |= bit;
  }
  brute_force_from_cell(&search, 0);
  if (first_solution) *first_solution = search.first_solution;
  return search.solutions;
}

/* splitmix64, seeded with a constant so the random puzzles are the same on every run. */
typedef struct test_random {
  uint64_t state;
} test_random;

static uint64_t next_random(test_random *random) {
  uint64_t value = (random->state += 0x9E3779B97F4A7C15ull);
  value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ull;
  value = (value ^ (value >> 27)) * 0x94D049BB133111EBull;
  return value ^ (value >> 31);
}

static unsigned random_below(test_random *random, unsigned bound) {
  return (unsigned)(next_random(random) % bound);
}

/* Keeps kept_count cells of solution, chosen at random, and empties the others. */
static sudoku_grid keep_random_cells(const sudoku_grid *solution, unsigned kept_count,
                                     test_random *random) {
  unsigned order[SUDOKU_CELLS];
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) order[cell] = cell;
  for (unsigned k = SUDOKU_CELLS - 1; k > 0; k--) {
    unsigned other = random_below(random, k + 1), held = order[k];
    order[k] = order[other];
    order[other] = held;
  }
  sudoku_grid puzzle = {0};
  memset(&puzzle, 0, sizeof puzzle);
  for (unsigned k = 0; k < kept_count; k++) puzzle.cells[order[k]] = solution->cells[order[k]];
  return puzzle;
}

/* Changes one given to another digit that clashes with no other given, if there is one; the
 * result is legal and usually has no solution at all. */
static void change_one_given(sudoku_grid *puzzle, test_random *random) {
  for (unsigned attempt = 0; attempt < 100; attempt++) {
    unsigned cell = random_below(random, SUDOKU_CELLS);
    if (puzzle->cells[cell] == 0) continue;
    uint8_t original = puzzle->cells[cell];
    unsigned first_digit = 1 + random_below(random, 9);
    for (unsigned offset = 0; offset < 9; offset++) {
      uint8_t digit = (uint8_t)(1 + (first_digit - 1 + offset) % 9);
      if (digit == original) continue;
      puzzle->cells[cell] = digit;
      if (givens_break_no_rule(puzzle)) return;
    }
    puzzle->cells[cell] = original;
  }
}

enum { BRUTE_FORCE_CAP = 2000, RANDOM_PUZZLE_COUNT = 60 };

START_TEST(test_brute_force_agrees_with_mixed_counts_file) {
  /* The reference itself, checked against the file where the file's counts are small. */
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  for (size_t k = 0; k < set.puzzle_count; k++) {
    const counted_puzzle *expected = &set.puzzles[k];
    sudoku_grid first_solution = {0};
    uint64_t count = brute_force_count(&expected->puzzle, BRUTE_FORCE_CAP, &first_solution);
    ck_assert_msg(count == expected->count, "%s:%u: brute force %llu, file %llu", set.path,
                  expected->line_number, (unsigned long long)count,
                  (unsigned long long)expected->count);
    if (expected->has_solution) ck_assert(grids_are_equal(&first_solution, &expected->solution));
  }
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_random_puzzles_against_brute_force) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  const sudoku_grid *solutions[SUDOKU_CELLS];
  size_t solution_count = 0;
  for (size_t k = 0; k < set.puzzle_count && solution_count < SUDOKU_CELLS; k++)
    if (set.puzzles[k].has_solution) solutions[solution_count++] = &set.puzzles[k].solution;
  ck_assert_uint_ge(solution_count, 10);

  test_random random = {0x5D0C0FFEE2024ull};
  sudoku_solver *solver = create_solver();
  unsigned impossible = 0, unique = 0, multiple = 0, capped = 0;
  for (unsigned k = 0; k < RANDOM_PUZZLE_COUNT; k++) {
    const sudoku_grid *source = solutions[random_below(&random, (unsigned)solution_count)];
    unsigned kept_count = 24 + random_below(&random, 30);
    sudoku_grid puzzle = keep_random_cells(source, kept_count, &random);
    if (k % 4 == 3) change_one_given(&puzzle, &random);
    char puzzle_text[SUDOKU_CELLS + 1];
    grid_to_text(&puzzle, puzzle_text);

    sudoku_grid brute_force_first = {0};
    uint64_t expected = brute_force_count(&puzzle, BRUTE_FORCE_CAP, &brute_force_first);
    sudoku_result result;
    ck_assert_int_eq(sudoku_solve(solver, &puzzle, BRUTE_FORCE_CAP, NULL, NULL, &result), DLX_OK);
    ck_assert_msg(!result.illegal, "%s: reported illegal", puzzle_text);
    ck_assert_msg(result.solutions == expected, "%s: %llu solutions, brute force %llu", puzzle_text,
                  (unsigned long long)result.solutions, (unsigned long long)expected);
    ck_assert_msg(result.reached_limit == (expected >= BRUTE_FORCE_CAP), "%s: reached_limit %d",
                  puzzle_text, (int)result.reached_limit);
    ck_assert_msg(sudoku_verdict_of(&result) == verdict_of_exact_count(expected), "%s: verdict %d",
                  puzzle_text, (int)sudoku_verdict_of(&result));
    if (expected == 1)
      ck_assert_msg(grids_are_equal(&result.solution, &brute_force_first), "%s: wrong solution",
                    puzzle_text);
    if (expected > 0)
      ck_assert_msg(grid_is_valid_complete_solution(&result.solution) &&
                        solution_agrees_with_givens(&result.solution, &puzzle),
                    "%s: the first solution is not a solution", puzzle_text);
    if (expected == 0)
      impossible++;
    else if (expected == 1)
      unique++;
    else if (expected < BRUTE_FORCE_CAP)
      multiple++;
    else
      capped++;
  }
  /* The generator must have produced every kind of puzzle, or the test proves less. */
  ck_assert_msg(impossible > 0 && unique > 0 && multiple > 0 && capped > 0,
                "kinds: %u impossible, %u unique, %u multiple, %u capped", impossible, unique,
                multiple, capped);
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

/* ---- The suite ------------------------------------------------------------------------------- */

static Suite *make_sudoku_counts_suite(void) {
  Suite *suite = suite_create("sudoku_counts");

  TCase *counts = tcase_create("counts files");
  tcase_set_timeout(counts, 60);
  tcase_add_loop_test(counts, test_exact_counts_without_limit, 0, COUNTS_FILE_COUNT);
  tcase_add_loop_test(counts, test_callback_receives_every_solution_once, 0, COUNTS_FILE_COUNT);
  tcase_add_loop_test(counts, test_limit_two_tells_unique_from_multiple, 0, COUNTS_FILE_COUNT);
  suite_add_tcase(suite, counts);

  TCase *limits = tcase_create("limits");
  tcase_set_timeout(limits, 30);
  tcase_add_test(limits, test_limit_one_on_multiple_is_at_least_one);
  tcase_add_test(limits, test_limit_one_on_unique_leaves_uniqueness_unproven);
  tcase_add_test(limits, test_limit_on_impossible_finds_nothing);
  tcase_add_test(limits, test_limit_five_stops_at_five);
  tcase_add_test(limits, test_limit_around_the_exact_count);
  tcase_add_test(limits, test_callback_returning_nonzero_stops_the_search);
  suite_add_tcase(suite, limits);

  TCase *brute_force = tcase_create("brute force");
  tcase_set_timeout(brute_force, 60);
  tcase_add_test(brute_force, test_brute_force_agrees_with_mixed_counts_file);
  tcase_add_test(brute_force, test_random_puzzles_against_brute_force);
  suite_add_tcase(suite, brute_force);

  return suite;
}

int main(void) {
  return run_suite(make_sudoku_counts_suite());
}
