/* test_sudoku_legality.c: the Check suite of how the sudoku encoder (sudoku/sudoku.h) tells an
 * illegal puzzle (givens that break a rule) from an impossible one (legal, with no solution), the
 * extreme grids (empty and full), and the reuse of one solver for many puzzles and of several
 * solvers side by side, one even inside another's callback.
 *
 * Every expected value comes from outside the code under test: the counts files that another
 * solver made, grids written out by hand, and the rule check of sudoku_test_support.h. It runs from
 * tests/, so the data paths are relative to that directory.
 */
#include "tests/sudoku_test_support.h"

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Legality, impossibility and the extreme grids ------------------------------------------- */

/* An empty grid with the given (row, column, digit) triples filled in. */
typedef struct placed_digit {
  unsigned row, column, digit;
} placed_digit;

static sudoku_grid grid_with_digits(const placed_digit *digits, size_t digit_count) {
  sudoku_grid grid = {0};
  memset(&grid, 0, sizeof grid);
  for (size_t k = 0; k < digit_count; k++)
    grid.cells[9 * digits[k].row + digits[k].column] = (uint8_t)digits[k].digit;
  return grid;
}

static int count_callback_calls(void *context, const sudoku_grid *solution) {
  (void)solution;
  (*(unsigned *)context)++;
  return 0;
}

static void assert_solves_as_illegal(const sudoku_grid *puzzle, const char *what) {
  ck_assert_msg(!givens_break_no_rule(puzzle), "%s: the test's own puzzle is not illegal", what);
  ck_assert_msg(!sudoku_givens_are_legal(puzzle), "%s: sudoku_givens_are_legal says legal", what);
  sudoku_solver *solver = create_solver();
  const uint64_t limits[] = {0, 1, 2};
  for (size_t k = 0; k < 3; k++) {
    unsigned callback_calls = 0;
    sudoku_result result;
    ck_assert_int_eq(
        sudoku_solve(solver, puzzle, limits[k], count_callback_calls, &callback_calls, &result),
        DLX_OK);
    ck_assert_msg(result.illegal, "%s: not reported illegal", what);
    ck_assert_msg(result.solutions == 0, "%s: %llu solutions", what,
                  (unsigned long long)result.solutions);
    ck_assert_msg(!result.reached_limit, "%s: reached_limit", what);
    ck_assert_msg(sudoku_verdict_of(&result) == SUDOKU_ILLEGAL, "%s: verdict %d", what,
                  (int)sudoku_verdict_of(&result));
    ck_assert_msg(callback_calls == 0, "%s: the callback was called", what);
  }
  sudoku_solver_destroy(solver);
}

START_TEST(test_same_digit_twice_in_a_row_is_illegal) {
  const placed_digit digits[] = {{0, 0, 5}, {0, 8, 5}};
  sudoku_grid puzzle = grid_with_digits(digits, 2);
  assert_solves_as_illegal(&puzzle, "row");
  const placed_digit adjacent[] = {{4, 3, 7}, {4, 4, 7}, {0, 0, 1}};
  puzzle = grid_with_digits(adjacent, 3);
  assert_solves_as_illegal(&puzzle, "row, same box");
}
END_TEST

START_TEST(test_same_digit_twice_in_a_column_is_illegal) {
  const placed_digit digits[] = {{0, 0, 5}, {8, 0, 5}};
  sudoku_grid puzzle = grid_with_digits(digits, 2);
  assert_solves_as_illegal(&puzzle, "column");
  const placed_digit last_column[] = {{3, 8, 9}, {7, 8, 9}, {0, 0, 9}};
  puzzle = grid_with_digits(last_column, 3);
  assert_solves_as_illegal(&puzzle, "last column");
}
END_TEST

START_TEST(test_same_digit_twice_in_a_box_is_illegal) {
  const placed_digit digits[] = {{0, 0, 5}, {1, 1, 5}};
  sudoku_grid puzzle = grid_with_digits(digits, 2);
  assert_solves_as_illegal(&puzzle, "box 0");
  const placed_digit last_box[] = {{6, 8, 2}, {8, 6, 2}};
  puzzle = grid_with_digits(last_box, 2);
  assert_solves_as_illegal(&puzzle, "box 8");
}
END_TEST

START_TEST(test_clash_added_to_a_real_puzzle_is_illegal) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  const counted_puzzle *unique = find_puzzle_with_count(&set, 1, 1);
  /* Fill the first empty cell with a digit that its row already holds. */
  sudoku_grid puzzle = unique->puzzle;
  unsigned empty_cell = 0;
  while (puzzle.cells[empty_cell] != 0) empty_cell++;
  unsigned row = empty_cell / 9, row_digit = 0;
  for (unsigned column = 0; column < 9 && row_digit == 0; column++)
    row_digit = puzzle.cells[9 * row + column];
  ck_assert_uint_ne(row_digit, 0);
  puzzle.cells[empty_cell] = (uint8_t)row_digit;
  assert_solves_as_illegal(&puzzle, "real puzzle with a clash");
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_cell_above_nine_is_illegal) {
  const uint8_t bad_values[] = {10, 11, 255};
  for (size_t k = 0; k < sizeof bad_values; k++) {
    sudoku_grid puzzle = {0};
    memset(&puzzle, 0, sizeof puzzle);
    puzzle.cells[40] = bad_values[k];
    assert_solves_as_illegal(&puzzle, "cell above 9 in an empty grid");
    puzzle = grid_from_text(
        ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4");
    puzzle.cells[0] = bad_values[k];
    assert_solves_as_illegal(&puzzle, "cell above 9 in a real puzzle");
  }
}
END_TEST

START_TEST(test_repeated_digit_in_separate_units_is_legal) {
  /* 5 four times, no two of them sharing a row, a column or a box. */
  const placed_digit digits[] = {{0, 0, 5}, {1, 3, 5}, {3, 1, 5}, {4, 4, 5}, {8, 8, 5}};
  sudoku_grid puzzle = grid_with_digits(digits, 5);
  ck_assert(givens_break_no_rule(&puzzle));
  ck_assert(sudoku_givens_are_legal(&puzzle));
  sudoku_solver *solver = create_solver();
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, &puzzle, 3, NULL, NULL, &result), DLX_OK);
  ck_assert(!result.illegal);
  ck_assert_uint_eq(result.solutions, 3);
  ck_assert(result.reached_limit);
  sudoku_solver_destroy(solver);
}
END_TEST

START_TEST(test_legality_agrees_with_independent_check_on_files) {
  for (unsigned file = 0; file < COUNTS_FILE_COUNT; file++) {
    counted_puzzle_set set;
    load_counts_file(file, &set);
    for (size_t k = 0; k < set.puzzle_count; k++) {
      ck_assert_msg(givens_break_no_rule(&set.puzzles[k].puzzle), "%s:%u: illegal in the file",
                    set.path, set.puzzles[k].line_number);
      ck_assert_msg(sudoku_givens_are_legal(&set.puzzles[k].puzzle), "%s:%u: said illegal",
                    set.path, set.puzzles[k].line_number);
      if (set.puzzles[k].has_solution)
        ck_assert_msg(sudoku_givens_are_legal(&set.puzzles[k].solution) &&
                          grid_is_valid_complete_solution(&set.puzzles[k].solution),
                      "%s:%u: the file's solution", set.path, set.puzzles[k].line_number);
    }
    free_counted_puzzle_set(&set);
  }
}
END_TEST

static void assert_solves_as_impossible(const sudoku_grid *puzzle, const char *what) {
  ck_assert_msg(givens_break_no_rule(puzzle), "%s: the test's own puzzle is illegal", what);
  ck_assert_msg(sudoku_givens_are_legal(puzzle), "%s: sudoku_givens_are_legal says illegal", what);
  sudoku_solver *solver = create_solver();
  unsigned callback_calls = 0;
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, puzzle, 0, count_callback_calls, &callback_calls, &result),
                   DLX_OK);
  ck_assert_msg(!result.illegal, "%s: reported illegal", what);
  ck_assert_msg(result.solutions == 0, "%s: %llu solutions", what,
                (unsigned long long)result.solutions);
  ck_assert_msg(!result.reached_limit, "%s: reached_limit", what);
  ck_assert_msg(sudoku_verdict_of(&result) == SUDOKU_IMPOSSIBLE, "%s: verdict %d", what,
                (int)sudoku_verdict_of(&result));
  ck_assert_msg(callback_calls == 0, "%s: the callback was called", what);
  sudoku_solver_destroy(solver);
}

START_TEST(test_cell_without_candidates_is_impossible_not_illegal) {
  /* Cell (0,0): its row holds 1..6 outside its box, its column holds 7, 8, 9. */
  const placed_digit row_and_column[] = {{0, 3, 1}, {0, 4, 2}, {0, 5, 3}, {0, 6, 4}, {0, 7, 5},
                                         {0, 8, 6}, {3, 0, 7}, {4, 0, 8}, {5, 0, 9}};
  sudoku_grid puzzle = grid_with_digits(row_and_column, 9);
  assert_solves_as_impossible(&puzzle, "row and column");
  /* Cell (0,0): its row holds 1..6, its box holds 7, 8, 9 off its row and column. */
  const placed_digit row_and_box[] = {{0, 3, 1}, {0, 4, 2}, {0, 5, 3}, {0, 6, 4}, {0, 7, 5},
                                      {0, 8, 6}, {1, 1, 7}, {1, 2, 8}, {2, 1, 9}};
  puzzle = grid_with_digits(row_and_box, 9);
  assert_solves_as_impossible(&puzzle, "row and box");
  /* Cell (4,4) in the middle: column 1..3, box 4..6 off its lines, row 7..9. */
  const placed_digit all_three[] = {{0, 4, 1}, {1, 4, 2}, {8, 4, 3}, {3, 3, 4}, {3, 5, 5},
                                    {5, 3, 6}, {4, 0, 7}, {4, 1, 8}, {4, 8, 9}};
  puzzle = grid_with_digits(all_three, 9);
  assert_solves_as_impossible(&puzzle, "row, column and box");
}
END_TEST

START_TEST(test_impossible_puzzles_from_file_are_not_illegal) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  unsigned impossible_count = 0;
  for (size_t k = 0; k < set.puzzle_count; k++) {
    if (set.puzzles[k].count != 0) continue;
    char what[128];
    snprintf(what, sizeof what, "%s:%u", set.path, set.puzzles[k].line_number);
    assert_solves_as_impossible(&set.puzzles[k].puzzle, what);
    impossible_count++;
  }
  ck_assert_uint_eq(impossible_count, 10);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_empty_grid_reaches_a_limit_of_1000) {
  sudoku_grid empty = {0};
  memset(&empty, 0, sizeof empty);
  ck_assert(sudoku_givens_are_legal(&empty));
  sudoku_solver *solver = create_solver();
  solution_collector collector = {0};
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, &empty, 1000, collect_solution, &collector, &result),
                   DLX_OK);
  ck_assert_uint_eq(result.solutions, 1000);
  ck_assert(result.reached_limit);
  ck_assert(!result.illegal);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_MULTIPLE);
  ck_assert_uint_eq(collector.solution_count, 1000);
  assert_collected_solutions_are_valid_and_distinct(&collector, &empty, "empty grid");
  ck_assert(grids_are_equal(&collector.solutions[0], &result.solution));
  free_solution_collector(&collector);
  sudoku_solver_destroy(solver);
}
END_TEST

START_TEST(test_full_valid_grid_is_its_own_unique_solution) {
  const sudoku_grid full = grid_from_text(
      "652483917978162435314975628825736149791824563436519872269348751547291386183657294");
  ck_assert(grid_is_valid_complete_solution(&full));
  sudoku_solver *solver = create_solver();
  solution_collector collector = {0};
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, &full, 0, collect_solution, &collector, &result), DLX_OK);
  ck_assert(!result.illegal);
  ck_assert_uint_eq(result.solutions, 1);
  ck_assert(!result.reached_limit);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_UNIQUE);
  ck_assert(grids_are_equal(&result.solution, &full));
  ck_assert_uint_eq(collector.solution_count, 1);
  ck_assert(grids_are_equal(&collector.solutions[0], &full));
  free_solution_collector(&collector);
  /* The same grid with two digits of a row swapped: each clashes in its column. */
  sudoku_grid swapped = full;
  swapped.cells[0] = full.cells[1];
  swapped.cells[1] = full.cells[0];
  sudoku_solver_destroy(solver);
  assert_solves_as_illegal(&swapped, "full grid with a swap");
}
END_TEST

/* ---- One solver for many puzzles, several solvers side by side ------------------------------- */

START_TEST(test_one_solver_runs_every_file_twice_between_odd_searches) {
  const sudoku_grid illegal = grid_from_text(
      "55..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4");
  sudoku_grid empty = {0};
  memset(&empty, 0, sizeof empty);
  sudoku_solver *solver = create_solver();
  for (unsigned round = 0; round < 2; round++) {
    for (unsigned file = 0; file < COUNTS_FILE_COUNT; file++) {
      counted_puzzle_set set;
      load_counts_file(file, &set);
      for (size_t k = 0; k < set.puzzle_count; k++) {
        sudoku_result result;
        /* Between the counted searches: an illegal one, and ones cut short by a limit or by
         * the callback, each of which must leave the matrix as it found it. */
        switch (k % 4) {
        case 0:
          ck_assert_int_eq(sudoku_solve(solver, &illegal, 0, NULL, NULL, &result), DLX_OK);
          ck_assert(result.illegal);
          break;
        case 1:
          ck_assert_int_eq(sudoku_solve(solver, &empty, 7, NULL, NULL, &result), DLX_OK);
          ck_assert_uint_eq(result.solutions, 7);
          break;
        case 2: {
          solution_collector collector = {.stop_after = 1};
          ck_assert_int_eq(sudoku_solve(solver, &set.puzzles[k].puzzle, 0, collect_solution,
                                        &collector, &result),
                           DLX_OK);
          ck_assert_uint_eq(result.solutions, set.puzzles[k].count ? 1 : 0);
          free_solution_collector(&collector);
          break;
        }
        default:
          break;
        }
        ck_assert_int_eq(sudoku_solve(solver, &set.puzzles[k].puzzle, 0, NULL, NULL, &result),
                         DLX_OK);
        assert_exact_result_matches_file(&result, &set.puzzles[k], set.path);
      }
      free_counted_puzzle_set(&set);
    }
  }
  sudoku_solver_destroy(solver);
}
END_TEST

START_TEST(test_illegal_then_same_puzzle_twice_gives_identical_results) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  const counted_puzzle *cases[] = {
      find_puzzle_with_count(&set, 1, 1),
      find_puzzle_with_count(&set, 0, 0),
      find_puzzle_with_count(&set, 2, 20),
      find_puzzle_with_count(&set, 500, UINT64_MAX),
  };
  const sudoku_grid illegal_box = grid_with_digits((const placed_digit[]){{0, 0, 4}, {2, 2, 4}}, 2);
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    char where[128];
    snprintf(where, sizeof where, "%s:%u", set.path, cases[k]->line_number);
    sudoku_solver *fresh_solver = create_solver();
    sudoku_result fresh;
    ck_assert_int_eq(sudoku_solve(fresh_solver, &cases[k]->puzzle, 0, NULL, NULL, &fresh), DLX_OK);
    sudoku_solver_destroy(fresh_solver);
    assert_exact_result_matches_file(&fresh, cases[k], set.path);

    sudoku_solver *solver = create_solver();
    sudoku_result illegal_result, first, second;
    ck_assert_int_eq(sudoku_solve(solver, &illegal_box, 0, NULL, NULL, &illegal_result), DLX_OK);
    ck_assert(illegal_result.illegal);
    ck_assert_int_eq(sudoku_solve(solver, &cases[k]->puzzle, 0, NULL, NULL, &first), DLX_OK);
    ck_assert_int_eq(sudoku_solve(solver, &cases[k]->puzzle, 0, NULL, NULL, &second), DLX_OK);
    assert_results_identical(&fresh, &first, where);
    assert_results_identical(&fresh, &second, where);

    /* Cut short by a limit, and by the callback, then counted again in full. */
    sudoku_result cut_short, again;
    ck_assert_int_eq(sudoku_solve(solver, &cases[k]->puzzle, 1, NULL, NULL, &cut_short), DLX_OK);
    ck_assert_int_eq(sudoku_solve(solver, &cases[k]->puzzle, 0, NULL, NULL, &again), DLX_OK);
    assert_results_identical(&fresh, &again, where);
    solution_collector collector = {.stop_after = 2};
    ck_assert_int_eq(
        sudoku_solve(solver, &cases[k]->puzzle, 0, collect_solution, &collector, &cut_short),
        DLX_OK);
    free_solution_collector(&collector);
    ck_assert_int_eq(sudoku_solve(solver, &cases[k]->puzzle, 0, NULL, NULL, &again), DLX_OK);
    assert_results_identical(&fresh, &again, where);
    sudoku_solver_destroy(solver);
  }
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_two_solvers_interleaved_agree) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *forward_solver = create_solver();
  sudoku_solver *backward_solver = create_solver();
  sudoku_result *forward_results = calloc(set.puzzle_count, sizeof *forward_results);
  sudoku_result *backward_results = calloc(set.puzzle_count, sizeof *backward_results);
  ck_assert_ptr_nonnull(forward_results);
  ck_assert_ptr_nonnull(backward_results);
  /* One goes through the file forwards, the other backwards, taking turns. */
  for (size_t step = 0; step < set.puzzle_count; step++) {
    size_t forward = step, backward = set.puzzle_count - 1 - step;
    ck_assert_int_eq(sudoku_solve(forward_solver, &set.puzzles[forward].puzzle, 0, NULL, NULL,
                                  &forward_results[forward]),
                     DLX_OK);
    ck_assert_int_eq(sudoku_solve(backward_solver, &set.puzzles[backward].puzzle, 0, NULL, NULL,
                                  &backward_results[backward]),
                     DLX_OK);
  }
  for (size_t k = 0; k < set.puzzle_count; k++) {
    char where[128];
    snprintf(where, sizeof where, "%s:%u", set.path, set.puzzles[k].line_number);
    assert_exact_result_matches_file(&forward_results[k], &set.puzzles[k], set.path);
    assert_exact_result_matches_file(&backward_results[k], &set.puzzles[k], set.path);
    assert_results_identical(&forward_results[k], &backward_results[k], where);
  }
  free(forward_results);
  free(backward_results);
  sudoku_solver_destroy(forward_solver);
  sudoku_solver_destroy(backward_solver);
  free_counted_puzzle_set(&set);
}
END_TEST

typedef struct nested_search_context {
  sudoku_solver *other_solver;
  const counted_puzzle *other_puzzle;
  unsigned calls;
  bool other_results_matched;
} nested_search_context;

static int solve_with_other_solver(void *opaque, const sudoku_grid *solution) {
  (void)solution;
  nested_search_context *context = opaque;
  sudoku_result result;
  ck_assert_int_eq(
      sudoku_solve(context->other_solver, &context->other_puzzle->puzzle, 0, NULL, NULL, &result),
      DLX_OK);
  if (result.solutions != context->other_puzzle->count || result.reached_limit || result.illegal)
    context->other_results_matched = false;
  context->calls++;
  return 0;
}

START_TEST(test_second_solver_searches_inside_first_solvers_callback) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  const counted_puzzle *outer = find_puzzle_with_count(&set, 5, 20);
  const counted_puzzle *inner = find_puzzle_with_count(&set, 100, 200);
  sudoku_solver *outer_solver = create_solver();
  nested_search_context context = {create_solver(), inner, 0, true};
  sudoku_result result;
  ck_assert_int_eq(
      sudoku_solve(outer_solver, &outer->puzzle, 0, solve_with_other_solver, &context, &result),
      DLX_OK);
  ck_assert_uint_eq(result.solutions, outer->count);
  ck_assert_uint_eq(context.calls, outer->count);
  ck_assert(context.other_results_matched);
  sudoku_solver_destroy(context.other_solver);
  sudoku_solver_destroy(outer_solver);
  free_counted_puzzle_set(&set);
}
END_TEST

/* ---- The suite ------------------------------------------------------------------------------- */

static Suite *make_sudoku_legality_suite(void) {
  Suite *suite = suite_create("sudoku_legality");

  TCase *legality = tcase_create("legality");
  tcase_set_timeout(legality, 30);
  tcase_add_test(legality, test_same_digit_twice_in_a_row_is_illegal);
  tcase_add_test(legality, test_same_digit_twice_in_a_column_is_illegal);
  tcase_add_test(legality, test_same_digit_twice_in_a_box_is_illegal);
  tcase_add_test(legality, test_clash_added_to_a_real_puzzle_is_illegal);
  tcase_add_test(legality, test_cell_above_nine_is_illegal);
  tcase_add_test(legality, test_repeated_digit_in_separate_units_is_legal);
  tcase_add_test(legality, test_legality_agrees_with_independent_check_on_files);
  tcase_add_test(legality, test_cell_without_candidates_is_impossible_not_illegal);
  tcase_add_test(legality, test_impossible_puzzles_from_file_are_not_illegal);
  tcase_add_test(legality, test_empty_grid_reaches_a_limit_of_1000);
  tcase_add_test(legality, test_full_valid_grid_is_its_own_unique_solution);
  suite_add_tcase(suite, legality);

  TCase *reuse = tcase_create("reuse");
  tcase_set_timeout(reuse, 60);
  tcase_add_test(reuse, test_one_solver_runs_every_file_twice_between_odd_searches);
  tcase_add_test(reuse, test_illegal_then_same_puzzle_twice_gives_identical_results);
  tcase_add_test(reuse, test_two_solvers_interleaved_agree);
  tcase_add_test(reuse, test_second_solver_searches_inside_first_solvers_callback);
  suite_add_tcase(suite, reuse);

  return suite;
}

int main(void) {
  return run_suite(make_sudoku_legality_suite());
}
