/* test_dlx_build.c: the Check suite for building a problem with the engine (dlx/dlx.h) and
 * for its arguments: dlx_create and dlx_add_option reject what dlx.h forbids and change nothing,
 * the accessors report the sizes, options are copied, every status has a description, empty
 * problems have one empty solution; and two solvers can be used at once, one from the other's
 * callback, while a solver refuses a search from its own callback.
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
 * Argument errors, zero items, descriptions of statuses.
 */

START_TEST(test_create_rejects_a_null_handle_pointer) {
  ASSERT_STATUS(dlx_create(NULL, 1, 1), DLX_ERROR_NULL_ARGUMENT);
}
END_TEST

START_TEST(test_create_rejects_too_many_items) {
  const uint32_t two_to_the_30 = UINT32_C(1) << 30;
  const uint32_t sizes[][2] = {
      {two_to_the_30 + 1, 0},
      {0, two_to_the_30 + 1},
      {two_to_the_30, 1},
      {1, two_to_the_30},
      {UINT32_MAX, 0},
      {UINT32_MAX, UINT32_MAX},
      {UINT32_C(1) << 31, UINT32_C(1) << 31}, /* sums to 0 in 32-bit arithmetic */
      {UINT32_MAX, 1},                        /* so does this one */
  };
  for (size_t index = 0; index < sizeof sizes / sizeof sizes[0]; index++) {
    int placeholder = 0;
    dlx_solver *solver = (dlx_solver *)(void *)&placeholder;
    dlx_status status = dlx_create(&solver, sizes[index][0], sizes[index][1]);
    ck_assert_msg(status == DLX_ERROR_TOO_LARGE,
                  "dlx_create(%" PRIu32 " primary, %" PRIu32 " secondary) returned %d (%s)",
                  sizes[index][0], sizes[index][1], (int)status, dlx_strerror(status));
    ck_assert_ptr_null(solver);
  }
}
END_TEST

START_TEST(test_create_reports_its_sizes) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, 5, 3), DLX_OK);
  ck_assert_uint_eq(dlx_primary_count(solver), 5);
  ck_assert_uint_eq(dlx_secondary_count(solver), 3);
  ck_assert_uint_eq(dlx_option_count(solver), 0);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_add_option_rejects_bad_options_and_changes_nothing) {
  test_problem problem;
  init_test_problem(&problem, 4, 2);
  const uint32_t option_0_4[] = {0, 4};
  const uint32_t option_1_2_5[] = {1, 2, 5};
  const uint32_t option_3[] = {3};
  const uint32_t option_1_2[] = {1, 2};
  add_test_option(&problem, option_0_4, 2);
  add_test_option(&problem, option_1_2_5, 3);
  add_test_option(&problem, option_3, 1);
  add_test_option(&problem, option_1_2, 2);
  const uint64_t expected_count = count_exact_covers_by_brute_force(&problem, NULL, 0, NULL, 0);
  ck_assert_uint_eq(expected_count, 2);
  dlx_solver *solver = create_solver_for(&problem);

  const uint32_t item_count_itself[] = {6};
  const uint32_t out_of_range_after_valid[] = {0, 3, 7};
  const uint32_t largest_item[] = {UINT32_MAX};
  const uint32_t repeated_adjacent[] = {1, 1};
  const uint32_t repeated_apart[] = {0, 2, 3, 5, 2};
  const uint32_t repeated_secondary[] = {4, 0, 4};
  struct {
    const char *scenario;
    dlx_solver *solver;
    const uint32_t *items;
    size_t item_count;
    dlx_status expected_status;
  } cases[] = {
      {"NULL solver", NULL, option_3, 1, DLX_ERROR_NULL_ARGUMENT},
      {"NULL items", solver, NULL, 2, DLX_ERROR_NULL_ARGUMENT},
      {"no items, NULL array", solver, NULL, 0, DLX_ERROR_EMPTY_OPTION},
      {"no items", solver, option_3, 0, DLX_ERROR_EMPTY_OPTION},
      {"item 6 of 6", solver, item_count_itself, 1, DLX_ERROR_ITEM_OUT_OF_RANGE},
      {"item 7 after valid items", solver, out_of_range_after_valid, 3,
       DLX_ERROR_ITEM_OUT_OF_RANGE},
      {"item UINT32_MAX", solver, largest_item, 1, DLX_ERROR_ITEM_OUT_OF_RANGE},
      {"item 1 twice", solver, repeated_adjacent, 2, DLX_ERROR_REPEATED_ITEM},
      {"item 2 twice, apart", solver, repeated_apart, 5, DLX_ERROR_REPEATED_ITEM},
      {"secondary item 4 twice", solver, repeated_secondary, 3, DLX_ERROR_REPEATED_ITEM},
  };
  for (size_t index = 0; index < sizeof cases / sizeof cases[0]; index++) {
    uint32_t option_id = 12345;
    dlx_status status = dlx_add_option(cases[index].solver, cases[index].items,
                                       cases[index].item_count, &option_id);
    ck_assert_msg(status == cases[index].expected_status, "%s: returned %d (%s), expected %d (%s)",
                  cases[index].scenario, (int)status, dlx_strerror(status),
                  (int)cases[index].expected_status, dlx_strerror(cases[index].expected_status));
    ck_assert_msg(dlx_option_count(solver) == problem.option_count, "%s: the option count changed",
                  cases[index].scenario);
    ck_assert_msg(dlx_check_consistency(solver) == DLX_OK, "%s: inconsistent afterwards",
                  cases[index].scenario);
    ck_assert_msg(count_all_solutions(solver) == expected_count, "%s: the count changed",
                  cases[index].scenario);
  }

  /* The failures used no id: the next option gets the next one. */
  uint32_t option_id = 12345;
  const uint32_t option_0_1_2_3[] = {3, 2, 1, 0};
  ASSERT_STATUS(dlx_add_option(solver, option_0_1_2_3, 4, &option_id), DLX_OK);
  ck_assert_uint_eq(option_id, problem.option_count);
  add_test_option(&problem, option_0_1_2_3, 4);
  ck_assert_uint_eq(count_all_solutions(solver),
                    count_exact_covers_by_brute_force(&problem, NULL, 0, NULL, 0));
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_add_option_copies_the_items) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, 3, 0), DLX_OK);
  uint32_t items[] = {0, 1};
  uint32_t option_id = 12345;
  ASSERT_STATUS(dlx_add_option(solver, items, 2, &option_id), DLX_OK);
  ck_assert_uint_eq(option_id, 0);
  items[0] = 2; /* the solver must have kept {0, 1}, so {2, 1} is a new, different option */
  ASSERT_STATUS(dlx_add_option(solver, items, 1, NULL), DLX_OK);
  ck_assert_uint_eq(dlx_option_count(solver), 2);
  ck_assert_uint_eq(count_all_solutions(solver), 1); /* {0,1} {2} */
  memset(items, 0xFF, sizeof items);
  ck_assert_uint_eq(count_all_solutions(solver), 1);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_option_of_only_secondary_items_is_accepted) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, 1, 2), DLX_OK);
  const uint32_t secondary_only[] = {2, 1};
  uint32_t option_id = 12345;
  ASSERT_STATUS(dlx_add_option(solver, secondary_only, 2, &option_id), DLX_OK);
  ck_assert_uint_eq(option_id, 0);
  ck_assert_uint_eq(count_all_solutions(solver), 0); /* item 0 is in no option */
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_solve_rejects_null_arguments) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  solve_expecting(NULL, NULL, DLX_ERROR_NULL_ARGUMENT, "NULL solver");
  ASSERT_STATUS(dlx_solve(NULL, NULL, NULL), DLX_ERROR_NULL_ARGUMENT);
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.preselected_count = 1;
  solve_expecting(solver, &search, DLX_ERROR_NULL_ARGUMENT, "NULL preselection of 1 option");
  search.preselected_count = 0;
  ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "NULL, 0 preselected").solutions, 1);
  const uint32_t unused_preselection[] = {99};
  search.preselected_options = unused_preselection; /* with a count of 0, never read */
  ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "0 preselected").solutions, 1);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_check_consistency_and_destroy_accept_null) {
  ASSERT_STATUS(dlx_check_consistency(NULL), DLX_ERROR_NULL_ARGUMENT);
  dlx_destroy(NULL);
}
END_TEST

START_TEST(test_strerror_describes_every_status) {
  const dlx_status statuses[] = {
      DLX_OK,
      DLX_STOPPED_AT_SOLUTION_LIMIT,
      DLX_STOPPED_BY_CALLBACK,
      DLX_STOPPED_AT_NODE_LIMIT,
      DLX_PRESELECTED_OPTIONS_CONFLICT,
      DLX_ERROR_OUT_OF_MEMORY,
      DLX_ERROR_NULL_ARGUMENT,
      DLX_ERROR_ITEM_OUT_OF_RANGE,
      DLX_ERROR_REPEATED_ITEM,
      DLX_ERROR_EMPTY_OPTION,
      DLX_ERROR_TOO_LARGE,
      DLX_ERROR_OPTION_OUT_OF_RANGE,
      DLX_ERROR_SEARCH_IN_PROGRESS,
      DLX_ERROR_INCONSISTENT,
      (dlx_status)(DLX_ERROR_INCONSISTENT + 1),
      (dlx_status)12345,
  };
  for (size_t index = 0; index < sizeof statuses / sizeof statuses[0]; index++) {
    const char *description = dlx_strerror(statuses[index]);
    ck_assert_msg(description != NULL, "status %d has a NULL description", (int)statuses[index]);
    ck_assert_msg(description[0] != '\0', "status %d has an empty description",
                  (int)statuses[index]);
  }
}
END_TEST

/* The runtime version is the header's (so the one dlx.pc gives, which make install writes from
 * DLX_VERSION), three dot-separated numbers, and the same string at every call. */
START_TEST(test_version_is_the_header_version) {
  const char *version = dlx_version();
  ck_assert_ptr_nonnull(version);
  ck_assert_str_eq(version, DLX_VERSION);
  unsigned major, minor, patch;
  char after;
  ck_assert_int_eq(sscanf(version, "%u.%u.%u%c", &major, &minor, &patch, &after), 3);
  ck_assert_ptr_eq(dlx_version(), version);
}
END_TEST

static int count_empty_solutions(void *context, const uint32_t *option_ids, size_t option_count) {
  (void)option_ids;
  ck_assert_uint_eq(option_count, 0);
  (*(uint64_t *)context)++;
  return 0;
}

START_TEST(test_zero_items_have_one_empty_solution) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, 0, 0), DLX_OK);
  uint64_t empty_solutions = 0;
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.on_solution = count_empty_solutions;
  search.context = &empty_solutions;
  ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "zero items").solutions, 1);
  ck_assert_uint_eq(empty_solutions, 1);

  const uint32_t item_0[] = {0};
  ASSERT_STATUS(dlx_add_option(solver, item_0, 1, NULL), DLX_ERROR_ITEM_OUT_OF_RANGE);
  const uint32_t option_0[] = {0};
  search.preselected_options = option_0;
  search.preselected_count = 1;
  solve_expecting(solver, &search, DLX_ERROR_OPTION_OUT_OF_RANGE, "zero items, option 0");
  ck_assert_uint_eq(empty_solutions, 1);
  ck_assert_uint_eq(count_all_solutions(solver), 1);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_only_secondary_items_have_one_empty_solution) {
  const uint32_t option_0_1[] = {0, 1};
  const uint32_t option_2[] = {2};
  test_problem problem;
  init_test_problem(&problem, 0, 3);
  add_test_option(&problem, option_0_1, 2);
  add_test_option(&problem, option_2, 1);
  ck_assert_uint_eq(count_exact_covers_by_brute_force(&problem, NULL, 0, NULL, 0), 1);
  dlx_solver *solver = create_solver_for(&problem);
  uint64_t empty_solutions = 0;
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.on_solution = count_empty_solutions;
  search.context = &empty_solutions;
  ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "only secondary").solutions, 1);
  ck_assert_uint_eq(empty_solutions, 1);
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Two solvers at once, and a solver called from its own callback.
 */

typedef struct nested_search_context {
  const test_problem *outer_problem;
  dlx_solver *inner_solver;
  const test_problem *inner_problem;
  uint64_t inner_count;
  uint64_t outer_solutions_received;
} nested_search_context;

static int run_inner_searches_from_callback(void *context, const uint32_t *option_ids,
                                            size_t option_count) {
  nested_search_context *nested = context;
  nested->outer_solutions_received++;
  const char *defect =
      find_solution_defect(nested->outer_problem, option_ids, option_count, NULL, 0);
  ck_assert_msg(defect == NULL, "outer solution is wrong: %s", defect);

  /* A full search, a stopped one, and a full one again, all on the other solver. */
  solution_recorder inner_recorder = make_solution_recorder(nested->inner_problem, NULL, 0);
  dlx_search inner_search = make_recording_search(&inner_recorder);
  dlx_statistics statistics =
      solve_expecting(nested->inner_solver, &inner_search, DLX_OK, "inner search");
  ck_assert_uint_eq(statistics.solutions, nested->inner_count);
  ck_assert_uint_eq(inner_recorder.solutions_received, nested->inner_count);
  inner_search.solution_limit = 1;
  solve_expecting(nested->inner_solver, &inner_search, DLX_STOPPED_AT_SOLUTION_LIMIT,
                  "inner search, limit 1");
  ck_assert_uint_eq(count_all_solutions(nested->inner_solver), nested->inner_count);
  return 0;
}

START_TEST(test_search_on_another_solver_from_a_callback) {
  test_problem six_queens;
  test_problem five_queens;
  build_n_queens_problem(&six_queens, 6);
  build_n_queens_problem(&five_queens, 5);
  dlx_solver *outer_solver = create_solver_for(&six_queens);
  dlx_solver *inner_solver = create_solver_for(&five_queens);
  nested_search_context nested = {&six_queens, inner_solver, &five_queens, 10, 0};
  dlx_search outer_search;
  memset(&outer_search, 0, sizeof outer_search);
  outer_search.on_solution = run_inner_searches_from_callback;
  outer_search.context = &nested;

  dlx_statistics statistics = solve_expecting(outer_solver, &outer_search, DLX_OK, "outer search");
  ck_assert_uint_eq(statistics.solutions, 4);
  ck_assert_uint_eq(nested.outer_solutions_received, 4);

  /* And the other way round, with the roles of the two solvers swapped. */
  nested = (nested_search_context){&five_queens, outer_solver, &six_queens, 4, 0};
  statistics = solve_expecting(inner_solver, &outer_search, DLX_OK, "swapped outer search");
  ck_assert_uint_eq(statistics.solutions, 10);
  ck_assert_uint_eq(nested.outer_solutions_received, 10);

  ck_assert_uint_eq(count_all_solutions(outer_solver), 4);
  ck_assert_uint_eq(count_all_solutions(inner_solver), 10);
  dlx_destroy(inner_solver);
  dlx_destroy(outer_solver);
}
END_TEST

START_TEST(test_two_solvers_with_interleaved_stopped_searches) {
  test_problem seven_queens;
  test_problem eight_queens;
  build_n_queens_problem(&seven_queens, 7);
  build_n_queens_problem(&eight_queens, 8);
  dlx_solver *seven = create_solver_for(&seven_queens);
  dlx_solver *eight = create_solver_for(&eight_queens);
  dlx_search limited;
  memset(&limited, 0, sizeof limited);
  for (uint64_t limit = 1; limit <= 5; limit++) {
    limited.solution_limit = limit;
    solve_expecting(seven, &limited, DLX_STOPPED_AT_SOLUTION_LIMIT, "7 queens, limited");
    ck_assert_uint_eq(count_all_solutions(eight), 92);
    solve_expecting(eight, &limited, DLX_STOPPED_AT_SOLUTION_LIMIT, "8 queens, limited");
    ck_assert_uint_eq(count_all_solutions(seven), 40);
  }
  dlx_destroy(seven);
  ck_assert_uint_eq(count_all_solutions(eight), 92);
  dlx_destroy(eight);
}
END_TEST

typedef struct reentrant_call_context {
  dlx_solver *solver;
  const test_problem *problem;
  uint64_t solutions_received;
} reentrant_call_context;

static int call_the_searching_solver_from_its_callback(void *context, const uint32_t *option_ids,
                                                       size_t option_count) {
  reentrant_call_context *reentrant = context;
  reentrant->solutions_received++;
  const char *defect = find_solution_defect(reentrant->problem, option_ids, option_count, NULL, 0);
  ck_assert_msg(defect == NULL, "solution is wrong: %s", defect);

  dlx_statistics statistics;
  memset(&statistics, 0xA5, sizeof statistics);
  ASSERT_STATUS(dlx_solve(reentrant->solver, NULL, &statistics), DLX_ERROR_SEARCH_IN_PROGRESS);
  ck_assert_uint_eq(statistics.solutions, 0);
  ck_assert_uint_eq(statistics.nodes, 0);
  ck_assert_uint_eq(statistics.updates, 0);

  const uint32_t preselected[] = {0};
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.preselected_options = preselected;
  search.preselected_count = 1;
  ASSERT_STATUS(dlx_solve(reentrant->solver, &search, NULL), DLX_ERROR_SEARCH_IN_PROGRESS);

  const uint32_t new_option[] = {0};
  uint32_t option_count_before = dlx_option_count(reentrant->solver);
  ASSERT_STATUS(dlx_add_option(reentrant->solver, new_option, 1, NULL),
                DLX_ERROR_SEARCH_IN_PROGRESS);
  ck_assert_uint_eq(dlx_option_count(reentrant->solver), option_count_before);
  return 0;
}

START_TEST(test_search_from_own_callback_is_refused) {
  test_problem problem;
  build_n_queens_problem(&problem, 6);
  dlx_solver *solver = create_solver_for(&problem);
  reentrant_call_context reentrant = {solver, &problem, 0};
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.on_solution = call_the_searching_solver_from_its_callback;
  search.context = &reentrant;
  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "6 queens, reentrant");
  ck_assert_uint_eq(statistics.solutions, 4);
  ck_assert_uint_eq(reentrant.solutions_received, 4);
  ck_assert_uint_eq(dlx_option_count(solver), 36);
  ck_assert_uint_eq(count_all_solutions(solver), 4);
  dlx_destroy(solver);
}
END_TEST

static Suite *make_dlx_build_suite(void) {
  Suite *suite = suite_create("dlx_build");

  TCase *arguments = tcase_create("arguments");
  tcase_add_test(arguments, test_create_rejects_a_null_handle_pointer);
  tcase_add_test(arguments, test_create_rejects_too_many_items);
  tcase_add_test(arguments, test_create_reports_its_sizes);
  tcase_add_test(arguments, test_add_option_rejects_bad_options_and_changes_nothing);
  tcase_add_test(arguments, test_add_option_copies_the_items);
  tcase_add_test(arguments, test_option_of_only_secondary_items_is_accepted);
  tcase_add_test(arguments, test_solve_rejects_null_arguments);
  tcase_add_test(arguments, test_check_consistency_and_destroy_accept_null);
  tcase_add_test(arguments, test_strerror_describes_every_status);
  tcase_add_test(arguments, test_version_is_the_header_version);
  tcase_add_test(arguments, test_zero_items_have_one_empty_solution);
  tcase_add_test(arguments, test_only_secondary_items_have_one_empty_solution);
  suite_add_tcase(suite, arguments);

  TCase *two_solvers = tcase_create("two_solvers_and_reentrancy");
  tcase_add_test(two_solvers, test_search_on_another_solver_from_a_callback);
  tcase_add_test(two_solvers, test_two_solvers_with_interleaved_stopped_searches);
  tcase_add_test(two_solvers, test_search_from_own_callback_is_refused);
  suite_add_tcase(suite, two_solvers);
  return suite;
}

int main(void) {
  return run_suite(make_dlx_build_suite());
}
