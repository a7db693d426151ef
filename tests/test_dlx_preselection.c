/* test_dlx_preselection.c: the Check suite for preselected options (dlx_search's
 * preselected_options): counts with queens placed in advance against a backtracking counter, every
 * preselection of Knuth's example against the brute force, conflicts, repeated and out-of-range
 * ids, and a preselection that leaves no solution.
 */
#include "tests/dlx_test_checks.h"

#include <check.h>
#include <inttypes.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------------
 * Preselected options.
 */

START_TEST(test_preselecting_one_square_matches_backtracking) {
  const uint32_t board_sizes[] = {5, 6, 8};
  for (size_t size_index = 0; size_index < sizeof board_sizes / sizeof board_sizes[0];
       size_index++) {
    uint32_t board_size = board_sizes[size_index];
    test_problem problem;
    build_n_queens_problem(&problem, board_size);
    dlx_solver *solver = create_solver_for(&problem);
    for (uint32_t row = 0; row < board_size; row++) {
      uint64_t row_total = 0;
      for (uint32_t column = 0; column < board_size; column++) {
        int32_t fixed_column_of_row[TEST_MAX_ITEMS];
        for (uint32_t other_row = 0; other_row < board_size; other_row++) {
          fixed_column_of_row[other_row] = -1;
        }
        fixed_column_of_row[row] = (int32_t)column;
        uint64_t expected = count_queens_by_backtracking(board_size, fixed_column_of_row);
        const uint32_t preselected[] = {queen_square_option(board_size, row, column)};
        solution_recorder recorder = make_solution_recorder(&problem, preselected, 1);
        dlx_search search = make_recording_search(&recorder);
        dlx_statistics statistics =
            solve_expecting(solver, &search, DLX_OK, "one square preselected");
        ck_assert_msg(statistics.solutions == expected,
                      "%" PRIu32 " queens, queen on (%" PRIu32 ",%" PRIu32 ") preselected: %" PRIu64
                      " solutions, backtracking finds %" PRIu64,
                      board_size, row, column, statistics.solutions, expected);
        ck_assert_uint_eq(recorder.solutions_received, expected);
        row_total += expected;
      }
      /* Every solution has exactly one queen in this row. */
      ck_assert_uint_eq(row_total, n_queens_count_from_oeis_a000170(board_size));
    }
    dlx_destroy(solver);
  }
}
END_TEST

START_TEST(test_preselecting_two_squares_matches_backtracking) {
  const uint32_t board_size = 8;
  const uint32_t first_row = 5; /* preselected first, to check the order of the callback's ids */
  const uint32_t second_row = 2;
  test_problem problem;
  build_n_queens_problem(&problem, board_size);
  dlx_solver *solver = create_solver_for(&problem);
  uint64_t pairs_with_solutions = 0;
  for (uint32_t first_column = 0; first_column < board_size; first_column++) {
    for (uint32_t second_column = 0; second_column < board_size; second_column++) {
      const uint32_t preselected[] = {queen_square_option(board_size, first_row, first_column),
                                      queen_square_option(board_size, second_row, second_column)};
      int32_t column_distance = (int32_t)first_column - (int32_t)second_column;
      bool attack = column_distance == 0 || column_distance == (int32_t)(first_row - second_row) ||
                    -column_distance == (int32_t)(first_row - second_row);
      solution_recorder recorder = make_solution_recorder(&problem, preselected, 2);
      dlx_search search = make_recording_search(&recorder);
      if (attack) {
        solve_expecting(solver, &search, DLX_PRESELECTED_OPTIONS_CONFLICT, "attacking queens");
        ck_assert_uint_eq(recorder.solutions_received, 0);
        continue;
      }
      int32_t fixed_column_of_row[TEST_MAX_ITEMS];
      for (uint32_t row = 0; row < board_size; row++) fixed_column_of_row[row] = -1;
      fixed_column_of_row[first_row] = (int32_t)first_column;
      fixed_column_of_row[second_row] = (int32_t)second_column;
      uint64_t expected = count_queens_by_backtracking(board_size, fixed_column_of_row);
      dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "two squares");
      ck_assert_msg(statistics.solutions == expected,
                    "8 queens, squares %" PRIu32 " and %" PRIu32 " preselected: %" PRIu64
                    " solutions, backtracking finds %" PRIu64,
                    preselected[0], preselected[1], statistics.solutions, expected);
      ck_assert_uint_eq(recorder.solutions_received, expected);
      if (expected > 0) pairs_with_solutions++;
    }
  }
  ck_assert_uint_gt(pairs_with_solutions, 0);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_preselecting_a_whole_solution_reports_it_in_the_order_given) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  const uint32_t whole_solution[] = {4, 0, 3};
  solution_recorder recorder = make_solution_recorder(&problem, whole_solution, 3);
  dlx_search search = make_recording_search(&recorder);
  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "whole solution");
  ck_assert_uint_eq(statistics.solutions, 1);
  ck_assert_uint_eq(recorder.solutions_received, 1); /* the recorder checked the order 4, 0, 3 */
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_knuth_example_preselections_match_brute_force) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  for (uint32_t first = 0; first < KNUTH_OPTION_COUNT; first++) {
    for (uint32_t second = 0; second < KNUTH_OPTION_COUNT; second++) {
      const uint32_t preselected[] = {first, second};
      size_t preselected_count = first == second ? 1 : 2;
      solution_recorder recorder = make_solution_recorder(&problem, preselected, preselected_count);
      dlx_search search = make_recording_search(&recorder);
      dlx_status expected_status =
          predict_preselection_status(&problem, preselected, preselected_count);
      dlx_statistics statistics =
          solve_expecting(solver, &search, expected_status, "Knuth's example, preselected");
      if (expected_status == DLX_OK) {
        uint64_t expected =
            count_exact_covers_by_brute_force(&problem, preselected, preselected_count, NULL, 0);
        ck_assert_msg(statistics.solutions == expected,
                      "options %" PRIu32 " and %" PRIu32 " preselected: %" PRIu64
                      " solutions, brute force finds %" PRIu64,
                      first, second, statistics.solutions, expected);
        ck_assert_uint_eq(recorder.solutions_received, expected);
      }
    }
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_overlapping_preselected_options_conflict) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  const uint32_t share_c_and_f[] = {0, 2};
  const uint32_t share_a_and_d[] = {3, 1};
  solution_recorder recorder = make_solution_recorder(&problem, share_c_and_f, 2);
  dlx_search search = make_recording_search(&recorder);
  solve_expecting(solver, &search, DLX_PRESELECTED_OPTIONS_CONFLICT, "{C,E,F} with {B,C,F}");
  search.preselected_options = share_a_and_d;
  solve_expecting(solver, &search, DLX_PRESELECTED_OPTIONS_CONFLICT, "{A,D} with {A,D,G}");
  ck_assert_uint_eq(recorder.solutions_received, 0);
  ck_assert_uint_eq(count_all_solutions(solver), 1);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_same_option_preselected_twice_conflicts) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  const uint32_t twice[] = {3, 3};
  const uint32_t twice_apart[] = {4, 3, 4};
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.preselected_options = twice;
  search.preselected_count = 2;
  solve_expecting(solver, &search, DLX_PRESELECTED_OPTIONS_CONFLICT, "option 3 twice");
  search.preselected_options = twice_apart;
  search.preselected_count = 3;
  solve_expecting(solver, &search, DLX_PRESELECTED_OPTIONS_CONFLICT, "option 4 twice, apart");
  ck_assert_uint_eq(count_all_solutions(solver), 1);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_out_of_range_preselected_option_is_an_error) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  const uint32_t first_missing_id[] = {KNUTH_OPTION_COUNT};
  const uint32_t after_a_valid_one[] = {3, KNUTH_OPTION_COUNT + 10};
  const uint32_t largest_id[] = {UINT32_MAX};
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.preselected_options = first_missing_id;
  search.preselected_count = 1;
  solve_expecting(solver, &search, DLX_ERROR_OPTION_OUT_OF_RANGE, "id 6 of 6 options");
  search.preselected_options = after_a_valid_one;
  search.preselected_count = 2;
  solve_expecting(solver, &search, DLX_ERROR_OPTION_OUT_OF_RANGE, "id 16 after id 3");
  search.preselected_options = largest_id;
  search.preselected_count = 1;
  solve_expecting(solver, &search, DLX_ERROR_OPTION_OUT_OF_RANGE, "id UINT32_MAX");
  ck_assert_uint_eq(count_all_solutions(solver), 1);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_preselection_without_solution_is_not_an_error) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  const uint32_t a_d_g[] = {1};
  ck_assert_uint_eq(count_exact_covers_by_brute_force(&problem, a_d_g, 1, NULL, 0), 0);
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.preselected_options = a_d_g;
  search.preselected_count = 1;
  ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "{A,D,G} preselected").solutions, 0);
  dlx_destroy(solver);
}
END_TEST

static Suite *make_dlx_preselection_suite(void) {
  Suite *suite = suite_create("dlx_preselection");

  TCase *preselection = tcase_create("preselection");
  tcase_add_test(preselection, test_preselecting_one_square_matches_backtracking);
  tcase_add_test(preselection, test_preselecting_two_squares_matches_backtracking);
  tcase_add_test(preselection, test_preselecting_a_whole_solution_reports_it_in_the_order_given);
  tcase_add_test(preselection, test_knuth_example_preselections_match_brute_force);
  tcase_add_test(preselection, test_overlapping_preselected_options_conflict);
  tcase_add_test(preselection, test_same_option_preselected_twice_conflicts);
  tcase_add_test(preselection, test_out_of_range_preselected_option_is_an_error);
  tcase_add_test(preselection, test_preselection_without_solution_is_not_an_error);
  suite_add_tcase(suite, preselection);
  return suite;
}

int main(void) {
  return run_suite(make_dlx_preselection_suite());
}
