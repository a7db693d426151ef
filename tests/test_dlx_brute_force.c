/* test_dlx_brute_force.c: the Check suite that holds the engine (dlx/dlx.h) to a brute force
 * over every subset of the options, on hundreds of random problems with secondary items drawn from
 * a fixed seed: the same solutions, the same answers to random preselections, and limits and stops
 * that end where the brute force says they must.
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

enum { RANDOM_PROBLEM_COUNT = 400, RANDOM_PRESELECTIONS_PER_PROBLEM = 4 };

/* ------------------------------------------------------------------------------------------------
 * Random problems against the brute force.
 */

START_TEST(test_random_problems_match_brute_force) {
  uint64_t random_state = UINT64_C(0x0DD5EED5);
  uint64_t problems_with_solutions = 0;
  uint64_t problems_with_several_solutions = 0;
  for (uint32_t problem_index = 0; problem_index < RANDOM_PROBLEM_COUNT; problem_index++) {
    test_problem problem;
    char description[PROBLEM_DESCRIPTION_SIZE];
    build_random_problem(&problem, &random_state);
    describe_test_problem(&problem, description, sizeof description);
    uint64_t expected = count_exact_covers_by_brute_force(
        &problem, NULL, 0, brute_force_solution_buffer(), MAX_RECORDED_SOLUTIONS);
    assert_backtracking_agrees(&problem, expected, description);
    dlx_solver *solver = create_solver_for(&problem);
    solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
    recorder.recorded = engine_solution_buffer();
    recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
    dlx_search search = make_recording_search(&recorder);
    dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, description);
    ck_assert_msg(statistics.solutions == expected,
                  "random problem %" PRIu32 ": %" PRIu64 " solutions, brute force finds %" PRIu64
                  " for %s",
                  problem_index, statistics.solutions, expected, description);
    assert_same_solution_sets(engine_solution_buffer(), recorder.solutions_received,
                              brute_force_solution_buffer(), expected, description);
    ck_assert_uint_eq(count_all_solutions(solver), expected);
    dlx_destroy(solver);
    if (expected > 0) problems_with_solutions++;
    if (expected > 1) problems_with_several_solutions++;
  }
  /* The generator must really exercise the engine, not only produce empty answers. */
  ck_assert_uint_gt(problems_with_solutions, RANDOM_PROBLEM_COUNT / 3);
  ck_assert_uint_gt(problems_with_several_solutions, RANDOM_PROBLEM_COUNT / 10);
}
END_TEST

START_TEST(test_random_preselections_match_brute_force) {
  uint64_t random_state = UINT64_C(0x9E5E1EC7);
  uint64_t counted_preselections = 0;
  uint64_t conflicting_preselections = 0;
  for (uint32_t problem_index = 0; problem_index < RANDOM_PROBLEM_COUNT; problem_index++) {
    test_problem problem;
    char description[PROBLEM_DESCRIPTION_SIZE];
    build_random_problem(&problem, &random_state);
    describe_test_problem(&problem, description, sizeof description);
    if (problem.option_count == 0) continue;
    dlx_solver *solver = create_solver_for(&problem);
    uint64_t full_count = count_exact_covers_by_brute_force(&problem, NULL, 0, NULL, 0);
    for (uint32_t attempt = 0; attempt < RANDOM_PRESELECTIONS_PER_PROBLEM; attempt++) {
      uint32_t preselected[4];
      size_t preselected_count = 1 + random_below(&random_state, 3);
      for (size_t index = 0; index < preselected_count; index++) {
        preselected[index] = random_below(&random_state, (uint32_t)problem.option_count);
      }
      /* Now and then a bad id, appended only to a list without conflicts (see the prediction). */
      if (random_below(&random_state, 8) == 0 &&
          predict_preselection_status(&problem, preselected, preselected_count) == DLX_OK) {
        preselected[preselected_count++] =
            (uint32_t)problem.option_count + random_below(&random_state, 3);
      }
      dlx_status expected_status =
          predict_preselection_status(&problem, preselected, preselected_count);
      solution_recorder recorder = make_solution_recorder(&problem, preselected, preselected_count);
      recorder.recorded = engine_solution_buffer();
      recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
      dlx_search search = make_recording_search(&recorder);
      dlx_statistics statistics = solve_expecting(solver, &search, expected_status, description);
      if (expected_status != DLX_OK) {
        ck_assert_uint_eq(recorder.solutions_received, 0);
        if (expected_status == DLX_PRESELECTED_OPTIONS_CONFLICT) conflicting_preselections++;
      } else {
        uint64_t expected = count_exact_covers_by_brute_force(
            &problem, preselected, preselected_count, brute_force_solution_buffer(),
            MAX_RECORDED_SOLUTIONS);
        ck_assert_msg(statistics.solutions == expected,
                      "random problem %" PRIu32 ", %zu preselected starting with %" PRIu32
                      ": %" PRIu64 " solutions, brute force finds %" PRIu64 " for %s",
                      problem_index, preselected_count, preselected[0], statistics.solutions,
                      expected, description);
        assert_same_solution_sets(engine_solution_buffer(), recorder.solutions_received,
                                  brute_force_solution_buffer(), expected, description);
        counted_preselections++;
      }
      ck_assert_uint_eq(count_all_solutions(solver), full_count);
    }
    dlx_destroy(solver);
  }
  ck_assert_uint_gt(counted_preselections, 100);
  ck_assert_uint_gt(conflicting_preselections, 20);
}
END_TEST

START_TEST(test_random_limits_and_stops_match_brute_force) {
  uint64_t random_state = UINT64_C(0x11A1750F);
  for (uint32_t problem_index = 0; problem_index < RANDOM_PROBLEM_COUNT; problem_index++) {
    test_problem problem;
    char description[PROBLEM_DESCRIPTION_SIZE];
    build_random_problem(&problem, &random_state);
    describe_test_problem(&problem, description, sizeof description);
    uint64_t full_count = count_exact_covers_by_brute_force(&problem, NULL, 0, NULL, 0);
    dlx_solver *solver = create_solver_for(&problem);

    solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
    dlx_search search = make_recording_search(&recorder);
    search.solution_limit = 1 + random_below(&random_state, (uint32_t)full_count + 2);
    dlx_statistics statistics;
    memset(&statistics, 0, sizeof statistics);
    if (search.solution_limit < full_count) {
      statistics = solve_expecting(solver, &search, DLX_STOPPED_AT_SOLUTION_LIMIT, description);
    } else if (search.solution_limit > full_count) {
      statistics = solve_expecting(solver, &search, DLX_OK, description);
    } else {
      /* Limit equal to the count: the header allows either ending (see the 8-queens test). */
      dlx_status status = dlx_solve(solver, &search, &statistics);
      ck_assert_msg(status == DLX_OK || status == DLX_STOPPED_AT_SOLUTION_LIMIT,
                    "solution limit %" PRIu64 " equal to the count: %d (%s) for %s",
                    search.solution_limit, (int)status, dlx_strerror(status), description);
      ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
    }
    ck_assert_uint_eq(statistics.solutions,
                      search.solution_limit < full_count ? search.solution_limit : full_count);
    ck_assert_uint_eq(recorder.solutions_received, statistics.solutions);
    ck_assert_uint_eq(count_all_solutions(solver), full_count);

    if (full_count > 0) {
      recorder = make_solution_recorder(&problem, NULL, 0);
      recorder.stop_at_solution = 1 + random_below(&random_state, (uint32_t)full_count);
      search = make_recording_search(&recorder);
      statistics = solve_expecting(solver, &search, DLX_STOPPED_BY_CALLBACK, description);
      ck_assert_uint_eq(statistics.solutions, recorder.stop_at_solution);
      ck_assert_uint_eq(count_all_solutions(solver), full_count);
    }

    recorder = make_solution_recorder(&problem, NULL, 0);
    search = make_recording_search(&recorder);
    search.node_limit = 1 + random_below(&random_state, 12);
    dlx_statistics limited;
    memset(&limited, 0, sizeof limited);
    dlx_status status = dlx_solve(solver, &search, &limited);
    ck_assert_msg(status == DLX_OK || status == DLX_STOPPED_AT_NODE_LIMIT,
                  "node limit %" PRIu64 ": %d (%s) for %s", search.node_limit, (int)status,
                  dlx_strerror(status), description);
    ck_assert_uint_le(limited.nodes, search.node_limit);
    ck_assert_uint_eq(limited.solutions, recorder.solutions_received);
    if (status == DLX_OK) ck_assert_uint_eq(limited.solutions, full_count);
    ck_assert_uint_le(limited.solutions, full_count);
    ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
    ck_assert_uint_eq(count_all_solutions(solver), full_count);
    dlx_destroy(solver);
  }
}
END_TEST

static Suite *make_dlx_brute_force_suite(void) {
  Suite *suite = suite_create("dlx_brute_force");

  TCase *random = tcase_create("random_against_brute_force");
  tcase_add_test(random, test_random_problems_match_brute_force);
  tcase_add_test(random, test_random_preselections_match_brute_force);
  tcase_add_test(random, test_random_limits_and_stops_match_brute_force);
  suite_add_tcase(suite, random);
  return suite;
}

int main(void) {
  return run_suite(make_dlx_brute_force_suite());
}
