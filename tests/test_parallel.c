/* test_parallel.c: the Check suite for the parallel and split searches of dlx.h
 * (dlx_solve_parallel, dlx_solve_part) and the accessors they are built on (dlx_option_items,
 * dlx_copy, dlx_problem_hash).
 *
 * Every expected count comes from a source independent of the engine: the backtracking counter of
 * dlx_test_checks.h (over arrays, colors included; test_dlx_brute_force.c and
 * test_dlx_colors_random.c hold it to a brute force over every subset of the options), or the
 * n-queens counts of OEIS A000170. Problems, solvers and the check that a solution is an exact
 * cover come from dlx_test_support.h and dlx_test_checks.h, shared with the test_dlx_* suites.
 * Random problems with secondary items and colors are counted with 1 to 8 threads and split into
 * 1 to 7 parts; the limits, the stop request and the callback are held to their documented meaning
 * with threads; argument errors return their statuses. The suite is also built with
 * ThreadSanitizer by `make tsan-test`.
 */
#include "tests/dlx_test_checks.h"

#include <check.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Drawn from, test after test, in the order the suite runs them. */
static uint64_t random_state = 88172645463325252u;

/* A random problem: 1-8 primary and 0-4 secondary items, up to 40 options, colors 0-2 on the
 * secondary entries. */
static void make_random_problem(test_problem *problem) {
  uint32_t primary_count = 1 + random_below(&random_state, 8);
  uint32_t secondary_count = random_below(&random_state, 5);
  init_test_problem(problem, primary_count, secondary_count);
  uint32_t item_count = primary_count + secondary_count;
  uint32_t option_count = 1 + random_below(&random_state, 40);
  for (uint32_t k = 0; k < option_count; k++) {
    uint32_t items[TEST_MAX_OPTION_SIZE], colors[TEST_MAX_OPTION_SIZE], size = 0;
    uint32_t wanted = 1 + random_below(&random_state, item_count < 4 ? item_count : 4);
    while (size < wanted) {
      uint32_t item = random_below(&random_state, item_count);
      bool repeated = false;
      for (uint32_t e = 0; e < size; e++) repeated |= items[e] == item;
      if (repeated) continue;
      items[size] = item;
      colors[size++] = item < primary_count ? 0 : random_below(&random_state, 3);
    }
    add_colored_test_option(problem, items, colors, size);
  }
}

/* ------------------------------------------------------------------------------------------------
 * Counts.
 */

START_TEST(test_random_problems_give_the_brute_force_count_on_1_to_8_threads) {
  for (int round = 0; round < 300; round++) {
    test_problem problem;
    make_random_problem(&problem);
    uint64_t expected;
    ck_assert(count_covers_by_backtracking(&problem, NULL, 0, &expected));
    dlx_solver *solver = create_solver_for(&problem);
    for (unsigned threads = 1; threads <= 8; threads++) {
      dlx_statistics statistics;
      ASSERT_STATUS(dlx_solve_parallel(solver, NULL, threads, &statistics), DLX_OK);
      ck_assert_msg(statistics.solutions == expected,
                    "round %d, %u threads: %" PRIu64 " solutions, brute force %" PRIu64, round,
                    threads, statistics.solutions, expected);
      ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
    }
    dlx_destroy(solver);
  }
}
END_TEST

START_TEST(test_random_problems_split_into_1_to_7_parts_add_up_to_the_count) {
  for (int round = 0; round < 150; round++) {
    test_problem problem;
    make_random_problem(&problem);
    uint64_t expected;
    ck_assert(count_covers_by_backtracking(&problem, NULL, 0, &expected));
    dlx_solver *solver = create_solver_for(&problem);
    for (uint32_t parts = 1; parts <= 7; parts++)
      for (unsigned threads = 1; threads <= 2; threads++) {
        uint64_t total = 0;
        for (uint32_t part = 1; part <= parts; part++) {
          dlx_statistics statistics;
          ASSERT_STATUS(dlx_solve_part(solver, NULL, part, parts, threads, &statistics), DLX_OK);
          total += statistics.solutions;
        }
        ck_assert_msg(total == expected,
                      "round %d, %u parts, %u threads: %" PRIu64 " solutions, brute force %" PRIu64,
                      round, parts, threads, total, expected);
      }
    dlx_destroy(solver);
  }
}
END_TEST

START_TEST(test_random_preselections_match_the_brute_force) {
  for (int round = 0; round < 300; round++) {
    test_problem problem;
    make_random_problem(&problem);
    uint32_t preselected[2] = {random_below(&random_state, (uint32_t)problem.option_count),
                               random_below(&random_state, (uint32_t)problem.option_count)};
    size_t count = 1 + random_below(&random_state, 2);
    uint64_t expected = 0;
    bool valid = count_covers_by_backtracking(&problem, preselected, count, &expected);
    dlx_solver *solver = create_solver_for(&problem);
    dlx_search search = {.preselected_options = preselected, .preselected_count = count};
    for (unsigned threads = 2; threads <= 4; threads++) {
      dlx_statistics statistics;
      dlx_status status = dlx_solve_part(solver, &search, 1, 1, threads, &statistics);
      ASSERT_STATUS(status, valid ? DLX_OK : DLX_PRESELECTED_OPTIONS_CONFLICT);
      ck_assert_uint_eq(statistics.solutions, expected);
      uint64_t total = 0;
      for (uint32_t part = 1; part <= 3; part++) {
        ASSERT_STATUS(dlx_solve_part(solver, &search, part, 3, threads, &statistics),
                      valid ? DLX_OK : DLX_PRESELECTED_OPTIONS_CONFLICT);
        total += statistics.solutions;
      }
      ck_assert_uint_eq(total, expected);
    }
    ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
    dlx_destroy(solver);
  }
}
END_TEST

START_TEST(test_n_queens_counts_match_oeis_a000170) {
  for (uint32_t n = 1; n <= 10; n++) {
    test_problem problem;
    build_n_queens_problem(&problem, n);
    dlx_solver *solver = create_solver_for(&problem);
    for (unsigned threads = 1; threads <= 4; threads++) {
      dlx_statistics statistics;
      ASSERT_STATUS(dlx_solve_parallel(solver, NULL, threads, &statistics), DLX_OK);
      ck_assert_uint_eq(statistics.solutions, n_queens_count_from_oeis_a000170(n));
    }
    dlx_destroy(solver);
  }
}
END_TEST

START_TEST(test_zero_items_have_one_solution_counted_by_part_1) {
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 0, 0), DLX_OK);
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_solve_parallel(solver, NULL, 4, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, 1);
  for (uint32_t part = 1; part <= 3; part++) {
    ASSERT_STATUS(dlx_solve_part(solver, NULL, part, 3, 2, &statistics), DLX_OK);
    ck_assert_uint_eq(statistics.solutions, part == 1);
  }
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Limits, stop request and callback with threads.
 */

START_TEST(test_solution_limit_is_never_exceeded) {
  test_problem problem;
  build_n_queens_problem(&problem, 8);
  dlx_solver *solver = create_solver_for(&problem);
  const uint64_t limits[] = {1, 5, 50, 91, 92, 93, 1000};
  for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++)
    for (unsigned threads = 2; threads <= 4; threads++) {
      dlx_search search = {.solution_limit = limits[k]};
      dlx_statistics statistics;
      dlx_status status = dlx_solve_parallel(solver, &search, threads, &statistics);
      if (limits[k] <= 92) {
        ASSERT_STATUS(status, DLX_STOPPED_AT_SOLUTION_LIMIT);
        ck_assert_uint_eq(statistics.solutions, limits[k]);
      } else {
        ASSERT_STATUS(status, DLX_OK);
        ck_assert_uint_eq(statistics.solutions, 92);
      }
      ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
    }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_node_limit_bounds_the_nodes_of_every_thread) {
  test_problem problem;
  build_n_queens_problem(&problem, 10);
  dlx_solver *solver = create_solver_for(&problem);
  const dlx_representation representations[] = {DLX_REPRESENTATION_LINKS,
                                                DLX_REPRESENTATION_BITSET};
  for (size_t r = 0; r < 2; r++) {
    set_solver_option(solver, DLX_OPTION_REPRESENTATION, representations[r]);
    dlx_statistics serial;
    ASSERT_STATUS(dlx_solve(solver, NULL, &serial), DLX_OK);
    /* Budgets from one node to a tenth of the serial tree: a third of the tree is larger. */
    const uint64_t limits[] = {1, 10, serial.nodes / 100, serial.nodes / 30, serial.nodes / 10};
    for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++)
      for (unsigned threads = 2; threads <= 4; threads++) {
        dlx_search search = {.node_limit = limits[k] ? limits[k] : 1};
        dlx_statistics statistics;
        ASSERT_STATUS(dlx_solve_parallel(solver, &search, threads, &statistics),
                      DLX_STOPPED_AT_NODE_LIMIT);
        ck_assert_uint_le(statistics.nodes, search.node_limit);
        ck_assert_uint_lt(statistics.solutions, 724);
        ASSERT_STATUS(dlx_solve_part(solver, &search, 2, 3, threads, &statistics),
                      DLX_STOPPED_AT_NODE_LIMIT);
        ck_assert_uint_le(statistics.nodes, search.node_limit);
        ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
      }
    /* A budget far above the whole tree is never reached. Twice the tree is not enough: each
     * subtree searches with a share of what is left (a third of it, or less while the other
     * threads hold theirs, down to 4/27 of it), and when the threads run out of step, as on a
     * loaded machine, one large subtree can meet its share with budget still unspent. */
    dlx_search generous = {.node_limit = 20 * serial.nodes};
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve_parallel(solver, &generous, 3, &statistics), DLX_OK);
    ck_assert_uint_eq(statistics.solutions, 724);
    ck_assert_int_eq(statistics.representation, representations[r]);
  }
  dlx_destroy(solver);
}
END_TEST

/* The threads use the whole node limit: a subtree that runs out of its share no longer stops the
 * others (dlx -c -j 2 --max-nodes=100 on 10 queens stopped after 64 nodes). The budgets stay at
 * half the tree or below, so that subtrees are left when the budget runs out; then the nodes are
 * exactly the limit, the one independent figure here. */
START_TEST(test_node_limit_is_used_whole_by_the_threads) {
  test_problem problem;
  build_n_queens_problem(&problem, 10);
  dlx_solver *solver = create_solver_for(&problem);
  const dlx_representation representations[] = {DLX_REPRESENTATION_LINKS,
                                                DLX_REPRESENTATION_BITSET};
  for (size_t r = 0; r < 2; r++) {
    /* The tree the threads search: a count with symmetry classes, each class on the threads
     * (one thread counts by orbits, a smaller tree: symmetric_count.c). */
    set_solver_option(solver, DLX_OPTION_REPRESENTATION, representations[r]);
    dlx_statistics serial;
    ASSERT_STATUS(dlx_solve_parallel(solver, NULL, 2, &serial), DLX_OK);
    const uint64_t limits[] = {100, serial.nodes / 20, serial.nodes / 4, serial.nodes / 2};
    for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++)
      for (unsigned threads = 2; threads <= 4; threads++) {
        dlx_search search = {.node_limit = limits[k]};
        dlx_statistics statistics;
        ASSERT_STATUS(dlx_solve_parallel(solver, &search, threads, &statistics),
                      DLX_STOPPED_AT_NODE_LIMIT);
        ck_assert_uint_eq(statistics.nodes, limits[k]);
        ck_assert_uint_lt(statistics.solutions, 724);
        /* Part 2 of 3 holds a third of the tree: half of that is a sixth of the serial one. */
        if (limits[k] > serial.nodes / 6) continue;
        ASSERT_STATUS(dlx_solve_part(solver, &search, 2, 3, threads, &statistics),
                      DLX_STOPPED_AT_NODE_LIMIT);
        ck_assert_uint_eq(statistics.nodes, limits[k]);
      }
  }
  dlx_destroy(solver);
}
END_TEST

typedef struct recorder {
  const test_problem *problem;
  uint64_t calls, stop_after;
  int inside; /* the callback is never entered twice at once */
  dlx_stop *stop_request;
  option_set seen[1024]; /* the options of each solution */
} recorder;

/* Checks that the options form an exact cover of the test's copy of the problem. */
static int record(void *context, const uint32_t *ids, size_t count) {
  recorder *recorder = context;
  ck_assert_int_eq(recorder->inside++, 0);
  ck_assert_uint_le(count, 16);
  const char *defect = find_solution_defect(recorder->problem, ids, count, NULL, 0);
  ck_assert_msg(defect == NULL, "a solution of %zu options is wrong: %s", count, defect);
  if (recorder->calls < 1024) {
    recorder->seen[recorder->calls] = option_set_of(ids, count);
  }
  recorder->calls++;
  if (recorder->stop_request && recorder->calls == 1) dlx_request_stop(recorder->stop_request);
  recorder->inside--;
  return recorder->stop_after && recorder->calls == recorder->stop_after;
}

START_TEST(test_callback_sees_every_solution_once_one_thread_at_a_time) {
  test_problem problem;
  build_n_queens_problem(&problem, 9);
  dlx_solver *solver = create_solver_for(&problem);
  static recorder recorder;
  for (unsigned threads = 2; threads <= 5; threads++) {
    memset(&recorder, 0, sizeof recorder);
    recorder.problem = &problem;
    dlx_search search = {.on_solution = record, .context = &recorder};
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve_parallel(solver, &search, threads, &statistics), DLX_OK);
    ck_assert_uint_eq(statistics.solutions, 352);
    ck_assert_uint_eq(recorder.calls, 352);
    qsort(recorder.seen, 352, sizeof recorder.seen[0], compare_option_sets);
    for (int k = 1; k < 352; k++)
      ck_assert_msg(compare_option_sets(&recorder.seen[k - 1], &recorder.seen[k]) != 0,
                    "a solution was reported twice");
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_callback_stops_after_exactly_k_solutions) {
  test_problem problem;
  build_n_queens_problem(&problem, 9);
  dlx_solver *solver = create_solver_for(&problem);
  static recorder recorder;
  const uint64_t stops[] = {1, 10, 100, 352};
  for (size_t k = 0; k < sizeof stops / sizeof stops[0]; k++) {
    memset(&recorder, 0, sizeof recorder);
    recorder.problem = &problem;
    recorder.stop_after = stops[k];
    dlx_search search = {.on_solution = record, .context = &recorder};
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve_parallel(solver, &search, 3, &statistics), DLX_STOPPED_BY_CALLBACK);
    ck_assert_uint_eq(statistics.solutions, stops[k]);
    ck_assert_uint_eq(recorder.calls, stops[k]);
    ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_stop_request_stops_every_thread) {
  test_problem problem;
  build_n_queens_problem(&problem, 12);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_stop *stop = NULL;
  ASSERT_STATUS(dlx_stop_create(&stop), DLX_OK);
  dlx_request_stop(stop);
  dlx_search search = {.stop = stop};
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_solve_parallel(solver, &search, 2, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_eq(statistics.solutions, 0);

  static recorder recorder;
  memset(&recorder, 0, sizeof recorder);
  recorder.problem = &problem;
  dlx_clear_stop(stop);
  recorder.stop_request = stop;
  search.on_solution = record;
  search.context = &recorder;
  ASSERT_STATUS(dlx_solve_parallel(solver, &search, 3, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_ge(statistics.solutions, 1);
  ck_assert_uint_lt(statistics.solutions, 14200);
  ck_assert_uint_eq(statistics.solutions, recorder.calls);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);

  dlx_clear_stop(stop);
  dlx_search not_stopped = {.stop = stop};
  ASSERT_STATUS(dlx_solve_part(solver, &not_stopped, 1, 1, 2, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, 14200);
  dlx_stop_destroy(stop);
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Arguments, accessors, copy and hash.
 */

typedef struct reentry {
  dlx_solver *solver;
  dlx_status status;
} reentry;

static int search_again(void *context, const uint32_t *ids, size_t count) {
  (void)ids;
  (void)count;
  reentry *reentry = context;
  reentry->status = dlx_solve_parallel(reentry->solver, NULL, 2, NULL);
  return 1;
}

START_TEST(test_arguments_are_checked) {
  test_problem problem;
  build_n_queens_problem(&problem, 6);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_statistics statistics = {.solutions = 9};
  ASSERT_STATUS(dlx_solve_parallel(NULL, NULL, 2, &statistics), DLX_ERROR_NULL_ARGUMENT);
  ck_assert_uint_eq(statistics.solutions, 0);
  ASSERT_STATUS(dlx_solve_part(solver, NULL, 0, 2, 2, NULL), DLX_ERROR_PART_OUT_OF_RANGE);
  ASSERT_STATUS(dlx_solve_part(solver, NULL, 3, 2, 1, NULL), DLX_ERROR_PART_OUT_OF_RANGE);
  ASSERT_STATUS(dlx_solve_part(solver, NULL, 1, 0, 1, NULL), DLX_ERROR_PART_OUT_OF_RANGE);
  dlx_search missing = {.preselected_count = 1};
  ASSERT_STATUS(dlx_solve_parallel(solver, &missing, 2, NULL), DLX_ERROR_NULL_ARGUMENT);
  uint32_t too_large = 1000;
  dlx_search out_of_range = {.preselected_options = &too_large, .preselected_count = 1};
  ASSERT_STATUS(dlx_solve_parallel(solver, &out_of_range, 2, NULL), DLX_ERROR_OPTION_OUT_OF_RANGE);
  ck_assert_str_ne(dlx_strerror(DLX_ERROR_PART_OUT_OF_RANGE), dlx_strerror((dlx_status)999));

  /* From a callback of the same solver: refused, as dlx_solve refuses it. */
  reentry reentry = {.solver = solver};
  dlx_search reentrant = {.on_solution = search_again, .context = &reentry};
  ASSERT_STATUS(dlx_solve(solver, &reentrant, NULL), DLX_STOPPED_BY_CALLBACK);
  ASSERT_STATUS(reentry.status, DLX_ERROR_SEARCH_IN_PROGRESS);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

static test_problem colored_example;

/* Checks, in the middle of a colored search, that every option still reads as it was added. */
static int read_options_back(void *context, const uint32_t *ids, size_t count) {
  (void)ids;
  (void)count;
  const dlx_solver *solver = context;
  for (uint32_t k = 0; k < colored_example.option_count; k++) {
    uint32_t items[TEST_MAX_OPTION_SIZE], colors[TEST_MAX_OPTION_SIZE];
    size_t size = colored_example.option_sizes[k];
    ck_assert_uint_eq(dlx_option_items(solver, k, items, colors, TEST_MAX_OPTION_SIZE), size);
    ck_assert_mem_eq(items, colored_example.option_items[k], size * sizeof *items);
    ck_assert_mem_eq(colors, colored_example.option_colors[k], size * sizeof *colors);
  }
  return 0;
}

START_TEST(test_option_items_reads_options_as_added_even_during_a_search) {
  init_test_problem(&colored_example, 2, 2);
  add_colored_test_option(&colored_example, (uint32_t[]){0, 2, 3}, (uint32_t[]){0, 7, 0}, 3);
  add_colored_test_option(&colored_example, (uint32_t[]){3, 1, 2},
                          (uint32_t[]){DLX_MAXIMUM_COLOR, 0, 7}, 3);
  add_colored_test_option(&colored_example, (uint32_t[]){1}, NULL, 1);
  dlx_solver *solver = create_solver_for(&colored_example);
  ck_assert_uint_eq(dlx_option_items(solver, 1, NULL, NULL, 0), 3);
  uint32_t items[2] = {99, 99};
  ck_assert_uint_eq(dlx_option_items(solver, 1, items, NULL, 1), 3);
  ck_assert_uint_eq(items[0], 3);
  ck_assert_uint_eq(items[1], 99);
  ck_assert_uint_eq(dlx_option_items(solver, 3, items, NULL, 2), 0);
  ck_assert_uint_eq(dlx_option_items(NULL, 0, items, NULL, 2), 0);
  dlx_search search = {.on_solution = read_options_back, .context = solver};
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_OK);
  uint64_t expected;
  ck_assert(count_covers_by_backtracking(&colored_example, NULL, 0, &expected));
  ck_assert_uint_eq(statistics.solutions, expected);
  ck_assert_uint_gt(expected, 0);
  dlx_destroy(solver);
}
END_TEST

/* FNV-1a as dlx.h documents it, over the test's own copy of the problem. */
static uint64_t expected_hash(const test_problem *problem) {
  uint64_t hash = UINT64_C(0xcbf29ce484222325);
  uint32_t numbers[3 + TEST_MAX_OPTIONS * (1 + 2 * TEST_MAX_OPTION_SIZE)];
  size_t count = 0;
  numbers[count++] = problem->primary_count;
  numbers[count++] = problem->secondary_count;
  numbers[count++] = (uint32_t)problem->option_count;
  for (size_t k = 0; k < problem->option_count; k++) {
    numbers[count++] = (uint32_t)problem->option_sizes[k];
    for (size_t e = 0; e < problem->option_sizes[k]; e++) {
      numbers[count++] = problem->option_items[k][e];
      numbers[count++] = problem->option_colors[k][e];
    }
  }
  for (size_t k = 0; k < count; k++)
    for (int byte = 0; byte < 4; byte++) {
      hash ^= (numbers[k] >> (8 * byte)) & 0xff;
      hash *= UINT64_C(0x100000001b3);
    }
  return hash;
}

START_TEST(test_copy_and_hash_see_the_same_problem) {
  for (int round = 0; round < 50; round++) {
    test_problem problem;
    make_random_problem(&problem);
    dlx_solver *solver = create_solver_for(&problem), *copy;
    ASSERT_STATUS(dlx_copy(solver, &copy), DLX_OK);
    ck_assert_uint_eq(dlx_primary_count(copy), problem.primary_count);
    ck_assert_uint_eq(dlx_secondary_count(copy), problem.secondary_count);
    ck_assert_uint_eq(dlx_option_count(copy), problem.option_count);
    uint64_t original_hash, copy_hash, expected;
    ASSERT_STATUS(dlx_problem_hash(solver, &original_hash), DLX_OK);
    ASSERT_STATUS(dlx_problem_hash(copy, &copy_hash), DLX_OK);
    ck_assert_uint_eq(original_hash, expected_hash(&problem));
    ck_assert_uint_eq(copy_hash, original_hash);
    ck_assert(count_covers_by_backtracking(&problem, NULL, 0, &expected));
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve(copy, NULL, &statistics), DLX_OK);
    ck_assert_uint_eq(statistics.solutions, expected);
    uint32_t extra = 0;
    ASSERT_STATUS(dlx_add_option(copy, &extra, 1, NULL), DLX_OK);
    ASSERT_STATUS(dlx_problem_hash(copy, &copy_hash), DLX_OK);
    ck_assert_uint_ne(copy_hash, original_hash);
    dlx_destroy(copy);
    dlx_destroy(solver);
  }
  dlx_solver *copy = (dlx_solver *)1;
  ASSERT_STATUS(dlx_copy(NULL, &copy), DLX_ERROR_NULL_ARGUMENT);
  ck_assert_ptr_null(copy);
  uint64_t hash;
  ASSERT_STATUS(dlx_problem_hash(NULL, &hash), DLX_ERROR_NULL_ARGUMENT);
}
END_TEST

static Suite *make_parallel_suite(void) {
  Suite *suite = suite_create("parallel");
  TCase *counts = tcase_create("counts");
  tcase_set_timeout(counts, 120);
  tcase_add_test(counts, test_random_problems_give_the_brute_force_count_on_1_to_8_threads);
  tcase_add_test(counts, test_random_problems_split_into_1_to_7_parts_add_up_to_the_count);
  tcase_add_test(counts, test_random_preselections_match_the_brute_force);
  tcase_add_test(counts, test_n_queens_counts_match_oeis_a000170);
  tcase_add_test(counts, test_zero_items_have_one_solution_counted_by_part_1);
  suite_add_tcase(suite, counts);

  TCase *stops = tcase_create("limits_stops_and_callback");
  tcase_set_timeout(stops, 120);
  tcase_add_test(stops, test_solution_limit_is_never_exceeded);
  tcase_add_test(stops, test_node_limit_bounds_the_nodes_of_every_thread);
  tcase_add_test(stops, test_node_limit_is_used_whole_by_the_threads);
  tcase_add_test(stops, test_callback_sees_every_solution_once_one_thread_at_a_time);
  tcase_add_test(stops, test_callback_stops_after_exactly_k_solutions);
  tcase_add_test(stops, test_stop_request_stops_every_thread);
  suite_add_tcase(suite, stops);

  TCase *accessors = tcase_create("arguments_accessors_copy_and_hash");
  tcase_add_test(accessors, test_arguments_are_checked);
  tcase_add_test(accessors, test_option_items_reads_options_as_added_even_during_a_search);
  tcase_add_test(accessors, test_copy_and_hash_see_the_same_problem);
  suite_add_tcase(suite, accessors);
  return suite;
}

int main(void) {
  return run_suite(make_parallel_suite());
}
