/* test_dlx.c: the Check suite for the dancing-links exact-cover engine (dlx/dlx.h).
 *
 * Everything else in the project trusts the engine's counts, so this suite holds it to the contract
 * written in dlx.h, through the public interface only. Every expected count comes from a source
 * independent of the engine: the literature (Knuth's example from TAOCP 7.2.2.1, the n-queens
 * counts of OEIS A000170) or a brute force written here (every subset of the options, or a plain
 * backtracking n-queens counter). Beyond counts, the suite checks that every reported solution is
 * an exact cover of the test's own copy of the options, that every way a search can end
 * (completion, solution limit, node limit, callback, preselection conflict, bad preselected id)
 * leaves the solver consistent and gives the same results when repeated, that argument errors
 * return the documented statuses and change nothing, and that two solvers can be used at once,
 * one from inside the other's solution callback.
 */
#include "dlx/dlx.h"

#include <check.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------------
 * Problems as the tests know them: a copy of every option, kept independently of the engine.
 */

enum {
  TEST_MAX_ITEMS = 64,
  TEST_MAX_OPTIONS = 128,
  TEST_MAX_OPTION_SIZE = 16,
  BRUTE_FORCE_MAX_OPTIONS = 20,
  MAX_RECORDED_SOLUTIONS = 1 << 16,
  PROBLEM_DESCRIPTION_SIZE = 4096,
};

typedef struct test_problem {
  uint32_t primary_count;
  uint32_t secondary_count;
  size_t option_count;
  size_t option_sizes[TEST_MAX_OPTIONS];
  uint32_t option_items[TEST_MAX_OPTIONS][TEST_MAX_OPTION_SIZE];
} test_problem;

/* Fails the current test, naming the call and both statuses, unless actual equals expected. */
#define ASSERT_STATUS(actual_expression, expected_status)                                          \
  do {                                                                                             \
    dlx_status actual_status_ = (actual_expression);                                               \
    dlx_status expected_status_ = (expected_status);                                               \
    ck_assert_msg(actual_status_ == expected_status_, "%s returned %d (%s), expected %d (%s)",     \
                  #actual_expression, (int)actual_status_, dlx_strerror(actual_status_),           \
                  (int)expected_status_, dlx_strerror(expected_status_));                          \
  } while (0)

static void init_test_problem(test_problem *problem, uint32_t primary_count,
                              uint32_t secondary_count) {
  ck_assert_uint_le((uint64_t)primary_count + secondary_count, TEST_MAX_ITEMS);
  memset(problem, 0, sizeof *problem);
  problem->primary_count = primary_count;
  problem->secondary_count = secondary_count;
}

static uint32_t test_problem_item_count(const test_problem *problem) {
  return problem->primary_count + problem->secondary_count;
}

static void add_test_option(test_problem *problem, const uint32_t *items, size_t item_count) {
  ck_assert_uint_lt(problem->option_count, TEST_MAX_OPTIONS);
  ck_assert_uint_le(item_count, TEST_MAX_OPTION_SIZE);
  for (size_t position = 0; position < item_count; position++) {
    problem->option_items[problem->option_count][position] = items[position];
  }
  problem->option_sizes[problem->option_count] = item_count;
  problem->option_count++;
}

static uint64_t option_item_mask(const test_problem *problem, size_t option) {
  uint64_t mask = 0;
  for (size_t position = 0; position < problem->option_sizes[option]; position++) {
    mask |= UINT64_C(1) << problem->option_items[option][position];
  }
  return mask;
}

static uint64_t primary_item_mask(const test_problem *problem) {
  return problem->primary_count == 64 ? UINT64_MAX : (UINT64_C(1) << problem->primary_count) - 1;
}

static bool option_has_primary_item(const test_problem *problem, size_t option) {
  return (option_item_mask(problem, option) & primary_item_mask(problem)) != 0;
}

/* Writes "primary P, secondary S, options: {a b} {c} ..." for failure messages. */
static const char *describe_test_problem(const test_problem *problem, char *buffer, size_t size) {
  int written = snprintf(buffer, size, "primary %" PRIu32 ", secondary %" PRIu32 ", options:",
                         problem->primary_count, problem->secondary_count);
  size_t used = written > 0 ? (size_t)written : 0;
  for (size_t option = 0; option < problem->option_count && used < size; option++) {
    written = snprintf(buffer + used, size - used, " %zu{", option);
    used += written > 0 ? (size_t)written : 0;
    for (size_t position = 0; position < problem->option_sizes[option] && used < size; position++) {
      written = snprintf(buffer + used, size - used, position == 0 ? "%" PRIu32 : " %" PRIu32,
                         problem->option_items[option][position]);
      used += written > 0 ? (size_t)written : 0;
    }
    if (used < size) {
      written = snprintf(buffer + used, size - used, "}");
      used += written > 0 ? (size_t)written : 0;
    }
  }
  return buffer;
}

/* Builds a solver holding exactly the options of problem, checking every id it hands out. */
static dlx_solver *create_solver_for(const test_problem *problem) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, problem->primary_count, problem->secondary_count), DLX_OK);
  ck_assert_ptr_nonnull(solver);
  for (size_t option = 0; option < problem->option_count; option++) {
    uint32_t option_id = UINT32_MAX;
    ASSERT_STATUS(dlx_add_option(solver, problem->option_items[option],
                                 problem->option_sizes[option], &option_id),
                  DLX_OK);
    ck_assert_uint_eq(option_id, option);
  }
  ck_assert_uint_eq(dlx_primary_count(solver), problem->primary_count);
  ck_assert_uint_eq(dlx_secondary_count(solver), problem->secondary_count);
  ck_assert_uint_eq(dlx_option_count(solver), problem->option_count);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  return solver;
}

/* Knuth's running example for Algorithm X (TAOCP volume 4B, section 7.2.2.1): items A..G. */
enum { ITEM_A, ITEM_B, ITEM_C, ITEM_D, ITEM_E, ITEM_F, ITEM_G, KNUTH_ITEM_COUNT };
enum { KNUTH_OPTION_COUNT = 6 };

static void build_knuth_example(test_problem *problem) {
  const uint32_t option_c_e_f[] = {ITEM_C, ITEM_E, ITEM_F};
  const uint32_t option_a_d_g[] = {ITEM_A, ITEM_D, ITEM_G};
  const uint32_t option_b_c_f[] = {ITEM_B, ITEM_C, ITEM_F};
  const uint32_t option_a_d[] = {ITEM_A, ITEM_D};
  const uint32_t option_b_g[] = {ITEM_B, ITEM_G};
  const uint32_t option_d_e_g[] = {ITEM_D, ITEM_E, ITEM_G};
  init_test_problem(problem, KNUTH_ITEM_COUNT, 0);
  add_test_option(problem, option_c_e_f, 3); /* option 0 */
  add_test_option(problem, option_a_d_g, 3); /* option 1 */
  add_test_option(problem, option_b_c_f, 3); /* option 2 */
  add_test_option(problem, option_a_d, 2);   /* option 3 */
  add_test_option(problem, option_b_g, 2);   /* option 4 */
  add_test_option(problem, option_d_e_g, 3); /* option 5 */
}

/* n queens on an n x n board: rows and columns are primary, the diagonals (row + column) and the
 * anti-diagonals (row - column + n - 1) secondary; the square (row, column) is option row*n+column.
 */
static uint32_t queen_square_option(uint32_t board_size, uint32_t row, uint32_t column) {
  return row * board_size + column;
}

static void build_n_queens_problem(test_problem *problem, uint32_t board_size) {
  uint32_t diagonal_count = 2 * board_size - 1;
  init_test_problem(problem, 2 * board_size, 2 * diagonal_count);
  for (uint32_t row = 0; row < board_size; row++) {
    for (uint32_t column = 0; column < board_size; column++) {
      uint32_t items[4] = {
          row,
          board_size + column,
          2 * board_size + row + column,
          2 * board_size + diagonal_count + row + board_size - 1 - column,
      };
      add_test_option(problem, items, 4);
    }
  }
}

/* ------------------------------------------------------------------------------------------------
 * Independent counters: plain backtracking for n queens, every subset of the options otherwise.
 */

static uint64_t count_queens_from_row(uint32_t board_size, const int32_t *fixed_column_of_row,
                                      int32_t *placed_column_of_row, uint32_t row) {
  if (row == board_size) return 1;
  uint64_t count = 0;
  for (int32_t column = 0; column < (int32_t)board_size; column++) {
    if (fixed_column_of_row[row] >= 0 && fixed_column_of_row[row] != column) continue;
    bool attacked = false;
    for (uint32_t earlier_row = 0; earlier_row < row && !attacked; earlier_row++) {
      int32_t earlier_column = placed_column_of_row[earlier_row];
      int32_t row_distance = (int32_t)(row - earlier_row);
      attacked = earlier_column == column || earlier_column - column == row_distance ||
                 column - earlier_column == row_distance;
    }
    if (attacked) continue;
    placed_column_of_row[row] = column;
    count += count_queens_from_row(board_size, fixed_column_of_row, placed_column_of_row, row + 1);
  }
  return count;
}

/* Counts placements of board_size non-attacking queens; fixed_column_of_row[row] >= 0 forces the
 * queen of that row onto that column (NULL: nothing forced). */
static uint64_t count_queens_by_backtracking(uint32_t board_size,
                                             const int32_t *fixed_column_of_row) {
  int32_t no_fixed_columns[TEST_MAX_ITEMS];
  int32_t placed_column_of_row[TEST_MAX_ITEMS];
  ck_assert_uint_le(board_size, TEST_MAX_ITEMS);
  if (fixed_column_of_row == NULL) {
    for (uint32_t row = 0; row < board_size; row++) no_fixed_columns[row] = -1;
    fixed_column_of_row = no_fixed_columns;
  }
  return count_queens_from_row(board_size, fixed_column_of_row, placed_column_of_row, 0);
}

/* A set of option ids, as a bit set, so that solutions can be sorted and compared. */
typedef struct option_set {
  uint64_t words[TEST_MAX_OPTIONS / 64];
} option_set;

static option_set option_set_of(const uint32_t *option_ids, size_t option_count) {
  option_set set;
  memset(&set, 0, sizeof set);
  for (size_t index = 0; index < option_count; index++) {
    set.words[option_ids[index] / 64] |= UINT64_C(1) << (option_ids[index] % 64);
  }
  return set;
}

static int compare_option_sets(const void *left, const void *right) {
  const option_set *left_set = left;
  const option_set *right_set = right;
  for (size_t word = 0; word < TEST_MAX_OPTIONS / 64; word++) {
    if (left_set->words[word] != right_set->words[word]) {
      return left_set->words[word] < right_set->words[word] ? -1 : 1;
    }
  }
  return 0;
}

/* Tries every subset of the options that contains the preselected ones (which must be distinct and
 * in range) and counts those that solve the problem the way dlx.h defines it: every primary item
 * covered exactly once, no secondary item twice, and every option that was not preselected holding
 * a primary item (the search only reaches options through primary items). Stores the solutions in
 * found (if not NULL) up to found_capacity. */
static uint64_t count_exact_covers_by_brute_force(const test_problem *problem,
                                                  const uint32_t *preselected,
                                                  size_t preselected_count, option_set *found,
                                                  size_t found_capacity) {
  uint64_t option_masks[BRUTE_FORCE_MAX_OPTIONS];
  uint32_t preselected_subset = 0;
  uint64_t primary_mask = primary_item_mask(problem);
  uint64_t count = 0;
  ck_assert_uint_le(problem->option_count, BRUTE_FORCE_MAX_OPTIONS);
  for (size_t option = 0; option < problem->option_count; option++) {
    option_masks[option] = option_item_mask(problem, option);
  }
  for (size_t index = 0; index < preselected_count; index++) {
    ck_assert_uint_lt(preselected[index], problem->option_count);
    preselected_subset |= UINT32_C(1) << preselected[index];
  }
  uint32_t subset_count = UINT32_C(1) << problem->option_count;
  for (uint32_t subset = 0; subset < subset_count; subset++) {
    if ((subset & preselected_subset) != preselected_subset) continue;
    uint64_t covered = 0;
    bool valid = true;
    for (size_t option = 0; option < problem->option_count && valid; option++) {
      if ((subset & (UINT32_C(1) << option)) == 0) continue;
      bool chosen_by_search = (preselected_subset & (UINT32_C(1) << option)) == 0;
      if (chosen_by_search && (option_masks[option] & primary_mask) == 0) valid = false;
      if ((covered & option_masks[option]) != 0) valid = false;
      covered |= option_masks[option];
    }
    if (!valid || (covered & primary_mask) != primary_mask) continue;
    if (found != NULL) {
      ck_assert_uint_lt(count, found_capacity);
      memset(&found[count], 0, sizeof found[count]);
      found[count].words[0] = subset;
    }
    count++;
  }
  return count;
}

/* What dlx_solve must answer about a list of preselected options, taken in order. Tests only ask
 * about an out-of-range id when the ids in range are free of conflicts, so the answer does not
 * depend on whether the engine checks ranges before or while taking the options. */
static dlx_status predict_preselection_status(const test_problem *problem,
                                              const uint32_t *preselected,
                                              size_t preselected_count) {
  uint64_t covered = 0;
  for (size_t index = 0; index < preselected_count; index++) {
    if (preselected[index] >= problem->option_count) return DLX_ERROR_OPTION_OUT_OF_RANGE;
  }
  for (size_t index = 0; index < preselected_count; index++) {
    uint64_t mask = option_item_mask(problem, preselected[index]);
    if ((covered & mask) != 0) return DLX_PRESELECTED_OPTIONS_CONFLICT;
    covered |= mask;
  }
  return DLX_OK;
}

/* ------------------------------------------------------------------------------------------------
 * Checking what the engine reports.
 */

/* Returns NULL if option_ids is a solution of problem that starts with the preselected options in
 * their order, else a description of the first defect found. */
static const char *find_solution_defect(const test_problem *problem, const uint32_t *option_ids,
                                        size_t option_count, const uint32_t *preselected,
                                        size_t preselected_count) {
  unsigned cover_counts[TEST_MAX_ITEMS] = {0};
  uint32_t item_count = test_problem_item_count(problem);
  if (option_ids == NULL && option_count > 0) return "the option array is NULL";
  if (option_count < preselected_count) return "it has fewer options than were preselected";
  for (size_t index = 0; index < preselected_count; index++) {
    if (option_ids[index] != preselected[index]) {
      return "it does not start with the preselected options in the order given";
    }
  }
  for (size_t index = 0; index < option_count; index++) {
    uint32_t option = option_ids[index];
    if (option >= problem->option_count) return "it names an option that does not exist";
    for (size_t earlier = 0; earlier < index; earlier++) {
      if (option_ids[earlier] == option) return "it names the same option twice";
    }
    if (index >= preselected_count && !option_has_primary_item(problem, option)) {
      return "the search chose an option without primary items";
    }
    for (size_t position = 0; position < problem->option_sizes[option]; position++) {
      cover_counts[problem->option_items[option][position]]++;
    }
  }
  for (uint32_t item = 0; item < problem->primary_count; item++) {
    if (cover_counts[item] != 1) return "a primary item is not covered exactly once";
  }
  for (uint32_t item = problem->primary_count; item < item_count; item++) {
    if (cover_counts[item] > 1) return "a secondary item is covered more than once";
  }
  return NULL;
}

/* The context of verify_and_record_solution. */
typedef struct solution_recorder {
  const test_problem *problem; /* the test's own copy of the options */
  const uint32_t *preselected; /* expected first in every solution, in this order */
  size_t preselected_count;
  uint64_t stop_at_solution; /* return non-zero on this solution (1-based); 0: never */
  option_set *recorded;      /* where to keep every solution; NULL: do not keep them */
  size_t recorded_capacity;
  uint64_t solutions_received;
} solution_recorder;

static solution_recorder make_solution_recorder(const test_problem *problem,
                                                const uint32_t *preselected,
                                                size_t preselected_count) {
  solution_recorder recorder;
  memset(&recorder, 0, sizeof recorder);
  recorder.problem = problem;
  recorder.preselected = preselected;
  recorder.preselected_count = preselected_count;
  return recorder;
}

static int verify_and_record_solution(void *context, const uint32_t *option_ids,
                                      size_t option_count) {
  solution_recorder *recorder = context;
  recorder->solutions_received++;
  const char *defect = find_solution_defect(recorder->problem, option_ids, option_count,
                                            recorder->preselected, recorder->preselected_count);
  ck_assert_msg(defect == NULL, "solution %" PRIu64 " (%zu options) is wrong: %s",
                recorder->solutions_received, option_count, defect);
  if (recorder->recorded != NULL) {
    ck_assert_uint_le(recorder->solutions_received, recorder->recorded_capacity);
    recorder->recorded[recorder->solutions_received - 1] = option_set_of(option_ids, option_count);
  }
  return recorder->stop_at_solution != 0 &&
         recorder->solutions_received == recorder->stop_at_solution;
}

static dlx_search make_recording_search(solution_recorder *recorder) {
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.preselected_options = recorder->preselected;
  search.preselected_count = recorder->preselected_count;
  search.on_solution = verify_and_record_solution;
  search.context = recorder;
  return search;
}

static bool status_is_search_outcome(dlx_status status) {
  return status == DLX_OK || status == DLX_STOPPED_AT_SOLUTION_LIMIT ||
         status == DLX_STOPPED_BY_CALLBACK || status == DLX_STOPPED_AT_NODE_LIMIT;
}

/* Runs one search, expecting expected_status, and checks what the header promises for it: the
 * statistics are filled (zeros on an error), they respect the limits, and the solver is consistent
 * afterwards. */
static dlx_statistics solve_expecting(dlx_solver *solver, const dlx_search *search,
                                      dlx_status expected_status, const char *scenario) {
  dlx_statistics statistics;
  memset(&statistics, 0xA5, sizeof statistics);
  dlx_status status = dlx_solve(solver, search, &statistics);
  ck_assert_msg(status == expected_status, "%s: dlx_solve returned %d (%s), expected %d (%s)",
                scenario, (int)status, dlx_strerror(status), (int)expected_status,
                dlx_strerror(expected_status));
  if (status_is_search_outcome(status)) {
    ck_assert_msg(statistics.nodes >= 1, "%s: %" PRIu64 " nodes, the empty one was not counted",
                  scenario, statistics.nodes);
    if (search != NULL && search->node_limit != 0) {
      ck_assert_msg(statistics.nodes <= search->node_limit,
                    "%s: %" PRIu64 " nodes with a node limit of %" PRIu64, scenario,
                    statistics.nodes, search->node_limit);
    }
    if (search != NULL && search->solution_limit != 0) {
      ck_assert_msg(statistics.solutions <= search->solution_limit,
                    "%s: %" PRIu64 " solutions with a solution limit of %" PRIu64, scenario,
                    statistics.solutions, search->solution_limit);
    }
    if (status == DLX_STOPPED_AT_SOLUTION_LIMIT) {
      ck_assert_uint_eq(statistics.solutions, search->solution_limit);
    }
  } else if (status == DLX_PRESELECTED_OPTIONS_CONFLICT) {
    ck_assert_msg(statistics.solutions == 0, "%s: a conflict reported %" PRIu64 " solutions",
                  scenario, statistics.solutions);
  } else {
    ck_assert_msg(statistics.solutions == 0 && statistics.nodes == 0 && statistics.updates == 0,
                  "%s: an error left statistics %" PRIu64 "/%" PRIu64 "/%" PRIu64
                  " instead of zeros",
                  scenario, statistics.solutions, statistics.nodes, statistics.updates);
  }
  if (solver != NULL) {
    ck_assert_msg(dlx_check_consistency(solver) == DLX_OK, "%s: inconsistent after the search",
                  scenario);
  }
  return statistics;
}

/* Counts every solution, expecting DLX_OK. */
static uint64_t count_all_solutions(dlx_solver *solver) {
  return solve_expecting(solver, NULL, DLX_OK, "count every solution").solutions;
}

static void assert_same_solution_sets(option_set *engine_solutions, uint64_t engine_count,
                                      option_set *expected_solutions, uint64_t expected_count,
                                      const char *problem_description) {
  ck_assert_msg(engine_count == expected_count,
                "%" PRIu64 " solutions reported, brute force finds %" PRIu64 " for %s",
                engine_count, expected_count, problem_description);
  qsort(engine_solutions, (size_t)engine_count, sizeof *engine_solutions, compare_option_sets);
  qsort(expected_solutions, (size_t)expected_count, sizeof *expected_solutions,
        compare_option_sets);
  for (uint64_t index = 0; index < engine_count; index++) {
    ck_assert_msg(compare_option_sets(&engine_solutions[index], &expected_solutions[index]) == 0,
                  "the solutions reported differ from the brute force's (one missing, one "
                  "repeated) for %s",
                  problem_description);
  }
}

static option_set engine_solutions[MAX_RECORDED_SOLUTIONS];
static option_set brute_force_solutions[MAX_RECORDED_SOLUTIONS];

/* ------------------------------------------------------------------------------------------------
 * 1. Knuth's example, and the statistics it must produce.
 */

START_TEST(test_knuth_example_has_exactly_the_known_solution) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
  recorder.recorded = engine_solutions;
  recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
  dlx_search search = make_recording_search(&recorder);

  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "Knuth's example");

  const uint32_t known_solution[] = {3, 4, 0}; /* {A,D} {B,G} {C,E,F} */
  option_set expected = option_set_of(known_solution, 3);
  ck_assert_uint_eq(statistics.solutions, 1);
  ck_assert_uint_eq(recorder.solutions_received, 1);
  ck_assert_int_eq(compare_option_sets(&engine_solutions[0], &expected), 0);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_knuth_example_brute_force_agrees_with_the_literature) {
  test_problem problem;
  build_knuth_example(&problem);
  ck_assert_uint_eq(count_exact_covers_by_brute_force(&problem, NULL, 0, NULL, 0), 1);
}
END_TEST

START_TEST(test_knuth_example_statistics) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_statistics statistics = solve_expecting(solver, NULL, DLX_OK, "Knuth's example");
  ck_assert_uint_eq(statistics.solutions, 1);
  ck_assert_uint_ge(statistics.nodes, 1);
  ck_assert_uint_gt(statistics.updates, 0);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_statistics_are_identical_when_a_search_is_repeated) {
  test_problem problem;
  build_n_queens_problem(&problem, 7);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_statistics first = solve_expecting(solver, NULL, DLX_OK, "7 queens, first time");
  dlx_statistics second = solve_expecting(solver, NULL, DLX_OK, "7 queens, second time");
  ck_assert_uint_eq(first.solutions, 40);
  ck_assert_uint_eq(second.solutions, first.solutions);
  ck_assert_uint_eq(second.nodes, first.nodes);
  ck_assert_uint_eq(second.updates, first.updates);
  ck_assert_uint_ge(first.nodes, first.solutions);
  ck_assert_uint_gt(first.updates, 0);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_statistics_without_options_show_no_updates) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, 3, 2), DLX_OK);
  dlx_statistics statistics = solve_expecting(solver, NULL, DLX_OK, "3 items, no options");
  ck_assert_uint_eq(statistics.solutions, 0);
  ck_assert_uint_ge(statistics.nodes, 1);
  ck_assert_uint_eq(statistics.updates, 0); /* there is no option entry that could be removed */
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_search_and_statistics_may_be_null) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_search search;
  memset(&search, 0, sizeof search);
  ASSERT_STATUS(dlx_solve(solver, NULL, NULL), DLX_OK);
  ASSERT_STATUS(dlx_solve(solver, &search, NULL), DLX_OK);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  ck_assert_uint_eq(count_all_solutions(solver), 1);
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * 2. N queens, n = 1..10, against OEIS A000170.
 */

static const uint64_t n_queens_counts_from_oeis_a000170[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};

START_TEST(test_n_queens_count_matches_oeis_a000170) {
  uint32_t board_size = (uint32_t)_i;
  uint64_t expected = n_queens_counts_from_oeis_a000170[board_size - 1];
  ck_assert_uint_eq(count_queens_by_backtracking(board_size, NULL), expected);

  test_problem problem;
  build_n_queens_problem(&problem, board_size);
  dlx_solver *solver = create_solver_for(&problem);
  solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
  recorder.recorded = engine_solutions;
  recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
  dlx_search search = make_recording_search(&recorder);
  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "n queens");

  ck_assert_msg(statistics.solutions == expected,
                "%" PRIu32 " queens: %" PRIu64 " solutions, expected %" PRIu64, board_size,
                statistics.solutions, expected);
  ck_assert_uint_eq(recorder.solutions_received, expected);
  qsort(engine_solutions, (size_t)expected, sizeof *engine_solutions, compare_option_sets);
  for (uint64_t index = 1; index < expected; index++) {
    ck_assert_msg(compare_option_sets(&engine_solutions[index - 1], &engine_solutions[index]) != 0,
                  "%" PRIu32 " queens: a solution was reported twice", board_size);
  }
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * 3. Problems without solutions, and what secondary items allow.
 */

START_TEST(test_uncovered_primary_item_gives_no_solution) {
  const uint32_t option_0[] = {0};
  const uint32_t option_1[] = {1};
  const uint32_t option_0_1[] = {0, 1};
  test_problem problem;
  init_test_problem(&problem, 3, 0); /* no option holds item 2 */
  add_test_option(&problem, option_0, 1);
  add_test_option(&problem, option_1, 1);
  add_test_option(&problem, option_0_1, 2);
  ck_assert_uint_eq(count_exact_covers_by_brute_force(&problem, NULL, 0, NULL, 0), 0);
  dlx_solver *solver = create_solver_for(&problem);
  solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
  dlx_search search = make_recording_search(&recorder);
  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "item 2 uncovered");
  ck_assert_uint_eq(statistics.solutions, 0);
  ck_assert_uint_eq(recorder.solutions_received, 0);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_pairwise_overlapping_options_give_no_solution) {
  const uint32_t option_0_1[] = {0, 1};
  const uint32_t option_1_2[] = {1, 2};
  const uint32_t option_0_2[] = {0, 2};
  test_problem problem;
  init_test_problem(&problem, 3, 0);
  add_test_option(&problem, option_0_1, 2);
  add_test_option(&problem, option_1_2, 2);
  add_test_option(&problem, option_0_2, 2);
  ck_assert_uint_eq(count_exact_covers_by_brute_force(&problem, NULL, 0, NULL, 0), 0);
  dlx_solver *solver = create_solver_for(&problem);
  ck_assert_uint_eq(count_all_solutions(solver), 0);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_primary_item_without_any_option_gives_no_solution) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, 1, 0), DLX_OK);
  ck_assert_uint_eq(count_all_solutions(solver), 0);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_secondary_item_used_twice_gives_no_solution) {
  const uint32_t option_0_2[] = {0, 2};
  const uint32_t option_1_2[] = {1, 2};
  test_problem problem;
  init_test_problem(&problem, 2, 1);
  add_test_option(&problem, option_0_2, 2);
  add_test_option(&problem, option_1_2, 2);
  ck_assert_uint_eq(count_exact_covers_by_brute_force(&problem, NULL, 0, NULL, 0), 0);
  dlx_solver *solver = create_solver_for(&problem);
  ck_assert_uint_eq(count_all_solutions(solver), 0);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_secondary_items_may_stay_uncovered) {
  const uint32_t option_0_2[] = {0, 2};
  const uint32_t option_3_1[] = {3, 1};
  const uint32_t option_0[] = {0};
  const uint32_t option_1[] = {1};
  test_problem problem;
  init_test_problem(&problem, 2, 2);
  add_test_option(&problem, option_0_2, 2);
  add_test_option(&problem, option_3_1, 2);
  add_test_option(&problem, option_0, 1);
  add_test_option(&problem, option_1, 1);
  ck_assert_uint_eq(count_exact_covers_by_brute_force(&problem, NULL, 0, NULL, 0), 4);
  dlx_solver *solver = create_solver_for(&problem);
  ck_assert_uint_eq(count_all_solutions(solver), 4);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_option_of_only_secondary_items_needs_preselection) {
  const uint32_t option_0[] = {0};
  const uint32_t option_1[] = {1};
  test_problem problem;
  init_test_problem(&problem, 1, 1);
  add_test_option(&problem, option_0, 1);
  add_test_option(&problem, option_1, 1); /* allowed, but never chosen by the search itself */
  dlx_solver *solver = create_solver_for(&problem);

  solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
  dlx_search search = make_recording_search(&recorder);
  ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "no preselection").solutions, 1);
  ck_assert_uint_eq(recorder.solutions_received, 1);

  const uint32_t preselect_secondary_option[] = {1};
  recorder = make_solution_recorder(&problem, preselect_secondary_option, 1);
  search = make_recording_search(&recorder);
  ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "option 1 preselected").solutions, 1);
  ck_assert_uint_eq(recorder.solutions_received, 1);
  dlx_destroy(solver);
}
END_TEST

/* Adding option after option for the same single item: the search must try them in that order. */
static int expect_solutions_in_option_order(void *context, const uint32_t *option_ids,
                                            size_t option_count) {
  uint32_t *next_expected_option = context;
  ck_assert_uint_eq(option_count, 1);
  ck_assert_uint_eq(option_ids[0], *next_expected_option);
  (*next_expected_option)++;
  return 0;
}

START_TEST(test_options_are_tried_in_the_order_added) {
  const uint32_t option_0[] = {0};
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, 1, 0), DLX_OK);
  for (uint32_t option = 0; option < 5; option++) {
    ASSERT_STATUS(dlx_add_option(solver, option_0, 1, NULL), DLX_OK);
  }
  uint32_t next_expected_option = 0;
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.on_solution = expect_solutions_in_option_order;
  search.context = &next_expected_option;
  ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "5 copies of {0}").solutions, 5);
  ck_assert_uint_eq(next_expected_option, 5);
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * 4. Solution and node limits.
 */

START_TEST(test_solution_limit_stops_eight_queens) {
  const uint64_t limits[] = {1, 2, 5, 50, 91};
  test_problem problem;
  build_n_queens_problem(&problem, 8);
  dlx_solver *solver = create_solver_for(&problem);
  for (size_t index = 0; index < sizeof limits / sizeof limits[0]; index++) {
    solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
    dlx_search search = make_recording_search(&recorder);
    search.solution_limit = limits[index];
    dlx_statistics statistics =
        solve_expecting(solver, &search, DLX_STOPPED_AT_SOLUTION_LIMIT, "8 queens, limited");
    ck_assert_uint_eq(statistics.solutions, limits[index]);
    ck_assert_uint_eq(recorder.solutions_received, limits[index]);
    ck_assert_uint_eq(count_all_solutions(solver), 92);
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_solution_limit_above_the_total_finds_every_solution) {
  const uint64_t limits[] = {93, 1000, UINT64_MAX};
  test_problem problem;
  build_n_queens_problem(&problem, 8);
  dlx_solver *solver = create_solver_for(&problem);
  for (size_t index = 0; index < sizeof limits / sizeof limits[0]; index++) {
    dlx_search search;
    memset(&search, 0, sizeof search);
    search.solution_limit = limits[index];
    ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "8 queens, high limit").solutions,
                      92);
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_solution_limit_equal_to_the_total) {
  /* The header does not say whether reaching the limit on the last solution counts as being
   * stopped, so either status is accepted; the count is not negotiable. */
  test_problem problem;
  build_n_queens_problem(&problem, 8);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.solution_limit = 92;
  dlx_statistics statistics;
  dlx_status status = dlx_solve(solver, &search, &statistics);
  ck_assert_msg(status == DLX_OK || status == DLX_STOPPED_AT_SOLUTION_LIMIT, "got %d (%s)",
                (int)status, dlx_strerror(status));
  ck_assert_uint_eq(statistics.solutions, 92);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_node_limit_stops_eight_queens) {
  /* A full 8-queens search visits more than 92 nodes (every solution is one), so these stop. */
  const uint64_t limits[] = {1, 2, 5, 20, 60};
  test_problem problem;
  build_n_queens_problem(&problem, 8);
  dlx_solver *solver = create_solver_for(&problem);
  for (size_t index = 0; index < sizeof limits / sizeof limits[0]; index++) {
    solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
    dlx_search search = make_recording_search(&recorder);
    search.node_limit = limits[index];
    dlx_statistics statistics =
        solve_expecting(solver, &search, DLX_STOPPED_AT_NODE_LIMIT, "8 queens, node limit");
    ck_assert_uint_le(statistics.nodes, limits[index]);
    ck_assert_uint_eq(statistics.solutions, recorder.solutions_received);
    ck_assert_uint_lt(statistics.solutions, 92);
    ck_assert_uint_eq(count_all_solutions(solver), 92);
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_node_limit_above_the_total_finds_every_solution) {
  test_problem problem;
  build_n_queens_problem(&problem, 8);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_statistics unlimited = solve_expecting(solver, NULL, DLX_OK, "8 queens");
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.node_limit = UINT64_MAX;
  dlx_statistics huge_limit = solve_expecting(solver, &search, DLX_OK, "8 queens, huge limit");
  search.node_limit = unlimited.nodes + 1;
  dlx_statistics limit_just_above =
      solve_expecting(solver, &search, DLX_OK, "8 queens, limit one above the node count");
  ck_assert_uint_eq(unlimited.solutions, 92);
  ck_assert_uint_eq(huge_limit.solutions, 92);
  ck_assert_uint_eq(limit_just_above.solutions, 92);
  ck_assert_uint_eq(huge_limit.nodes, unlimited.nodes);
  ck_assert_uint_eq(limit_just_above.nodes, unlimited.nodes);
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * 5. The solution callback: stopping, and what it receives.
 */

START_TEST(test_callback_stops_after_k_solutions) {
  const uint64_t stop_points[] = {1, 3, 40, 91, 92};
  test_problem problem;
  build_n_queens_problem(&problem, 8);
  dlx_solver *solver = create_solver_for(&problem);
  for (size_t index = 0; index < sizeof stop_points / sizeof stop_points[0]; index++) {
    solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
    recorder.stop_at_solution = stop_points[index];
    dlx_search search = make_recording_search(&recorder);
    dlx_statistics statistics =
        solve_expecting(solver, &search, DLX_STOPPED_BY_CALLBACK, "8 queens, callback stops");
    ck_assert_uint_eq(statistics.solutions, stop_points[index]);
    ck_assert_uint_eq(recorder.solutions_received, stop_points[index]);
    ck_assert_uint_eq(count_all_solutions(solver), 92);
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_callback_receives_exact_covers) {
  /* A problem with several solutions mixing primary and secondary items: the recorder checks every
   * reported option list against the test's copy of the options, and against the brute force. */
  const uint32_t options[][3] = {{0, 4}, {1, 5}, {2, 4}, {3, 5}, {0, 1}, {2, 3},
                                 {0, 2}, {1, 3}, {0, 6}, {1},    {2, 6}, {3}};
  const size_t option_sizes[] = {2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 1};
  test_problem problem;
  char description[PROBLEM_DESCRIPTION_SIZE];
  init_test_problem(&problem, 4, 3);
  for (size_t option = 0; option < sizeof option_sizes / sizeof option_sizes[0]; option++) {
    add_test_option(&problem, options[option], option_sizes[option]);
  }
  uint64_t expected = count_exact_covers_by_brute_force(&problem, NULL, 0, brute_force_solutions,
                                                        MAX_RECORDED_SOLUTIONS);
  ck_assert_uint_gt(expected, 3);
  dlx_solver *solver = create_solver_for(&problem);
  solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
  recorder.recorded = engine_solutions;
  recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
  dlx_search search = make_recording_search(&recorder);
  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "mixed problem");
  ck_assert_uint_eq(statistics.solutions, recorder.solutions_received);
  assert_same_solution_sets(engine_solutions, recorder.solutions_received, brute_force_solutions,
                            expected,
                            describe_test_problem(&problem, description, sizeof description));
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * 6. Every kind of stop leaves the solver consistent, and repeating a search repeats its result.
 */

/* Runs search twice, resetting the recorder (if any) between the runs, expects the same status and
 * statistics both times, then checks a full count. */
static void assert_search_repeats_and_leaves_solver_intact(
    dlx_solver *solver, const dlx_search *search, solution_recorder *recorder,
    dlx_status expected_status, uint64_t full_count, const char *scenario) {
  if (recorder != NULL) recorder->solutions_received = 0;
  dlx_statistics first = solve_expecting(solver, search, expected_status, scenario);
  uint64_t first_callbacks = recorder != NULL ? recorder->solutions_received : 0;
  if (recorder != NULL) recorder->solutions_received = 0;
  dlx_statistics second = solve_expecting(solver, search, expected_status, scenario);
  uint64_t second_callbacks = recorder != NULL ? recorder->solutions_received : 0;
  ck_assert_msg(first.solutions == second.solutions && first.nodes == second.nodes &&
                    first.updates == second.updates && first_callbacks == second_callbacks,
                "%s: first run %" PRIu64 " solutions, %" PRIu64 " nodes, %" PRIu64
                " updates; second run %" PRIu64 ", %" PRIu64 ", %" PRIu64,
                scenario, first.solutions, first.nodes, first.updates, second.solutions,
                second.nodes, second.updates);
  if (recorder != NULL && status_is_search_outcome(expected_status)) {
    ck_assert_uint_eq(first_callbacks, first.solutions);
  }
  ck_assert_msg(count_all_solutions(solver) == full_count, "%s: the full count changed after it",
                scenario);
}

START_TEST(test_every_kind_of_stop_leaves_the_solver_intact) {
  test_problem problem;
  build_n_queens_problem(&problem, 8);
  dlx_solver *solver = create_solver_for(&problem);
  const uint32_t corner = queen_square_option(8, 0, 0);
  const uint32_t knight_move_from_corner = queen_square_option(8, 1, 2);
  const uint32_t same_row_as_corner = queen_square_option(8, 0, 5);
  const uint32_t same_diagonal_as_corner = queen_square_option(8, 1, 1);
  const uint32_t same_column_as_corner = queen_square_option(8, 7, 0);
  const uint32_t no_such_option = 64;

  solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
  dlx_search search = make_recording_search(&recorder);
  assert_search_repeats_and_leaves_solver_intact(solver, NULL, NULL, DLX_OK, 92, "no search");
  assert_search_repeats_and_leaves_solver_intact(solver, &search, &recorder, DLX_OK, 92,
                                                 "complete search");
  search.solution_limit = 5;
  assert_search_repeats_and_leaves_solver_intact(
      solver, &search, &recorder, DLX_STOPPED_AT_SOLUTION_LIMIT, 92, "solution limit 5");
  search.solution_limit = 0;
  search.node_limit = 7;
  assert_search_repeats_and_leaves_solver_intact(solver, &search, &recorder,
                                                 DLX_STOPPED_AT_NODE_LIMIT, 92, "node limit 7");
  search.node_limit = 0;
  recorder.stop_at_solution = 3;
  assert_search_repeats_and_leaves_solver_intact(solver, &search, &recorder,
                                                 DLX_STOPPED_BY_CALLBACK, 92, "callback stop at 3");
  recorder.stop_at_solution = 0;

  const uint32_t row_conflict[] = {corner, same_row_as_corner};
  const uint32_t diagonal_conflict[] = {corner, same_diagonal_as_corner};
  const uint32_t conflict_after_two[] = {corner, knight_move_from_corner, same_column_as_corner};
  const uint32_t same_option_twice[] = {corner, corner};
  const uint32_t bad_id_alone[] = {no_such_option};
  const uint32_t bad_id_after_two[] = {corner, knight_move_from_corner, no_such_option};
  const uint32_t huge_id[] = {UINT32_MAX};
  struct {
    const char *scenario;
    const uint32_t *preselected;
    size_t preselected_count;
    dlx_status expected_status;
  } preselection_cases[] = {
      {"row conflict", row_conflict, 2, DLX_PRESELECTED_OPTIONS_CONFLICT},
      {"diagonal conflict", diagonal_conflict, 2, DLX_PRESELECTED_OPTIONS_CONFLICT},
      {"conflict after two", conflict_after_two, 3, DLX_PRESELECTED_OPTIONS_CONFLICT},
      {"same option twice", same_option_twice, 2, DLX_PRESELECTED_OPTIONS_CONFLICT},
      {"bad id alone", bad_id_alone, 1, DLX_ERROR_OPTION_OUT_OF_RANGE},
      {"bad id after two", bad_id_after_two, 3, DLX_ERROR_OPTION_OUT_OF_RANGE},
      {"id UINT32_MAX", huge_id, 1, DLX_ERROR_OPTION_OUT_OF_RANGE},
      {"NULL preselection", NULL, 2, DLX_ERROR_NULL_ARGUMENT},
  };
  for (size_t index = 0; index < sizeof preselection_cases / sizeof preselection_cases[0];
       index++) {
    recorder = make_solution_recorder(&problem, preselection_cases[index].preselected,
                                      preselection_cases[index].preselected_count);
    search = make_recording_search(&recorder);
    assert_search_repeats_and_leaves_solver_intact(solver, &search, &recorder,
                                                   preselection_cases[index].expected_status, 92,
                                                   preselection_cases[index].scenario);
    ck_assert_uint_eq(recorder.solutions_received, 0);
  }

  /* Stops inside a search that started from preselected options. */
  const uint32_t corner_only[] = {corner};
  recorder = make_solution_recorder(&problem, corner_only, 1);
  search = make_recording_search(&recorder);
  search.solution_limit = 2;
  assert_search_repeats_and_leaves_solver_intact(solver, &search, &recorder,
                                                 DLX_STOPPED_AT_SOLUTION_LIMIT, 92,
                                                 "corner preselected, solution limit 2");
  search.solution_limit = 0;
  search.node_limit = 3;
  assert_search_repeats_and_leaves_solver_intact(solver, &search, &recorder,
                                                 DLX_STOPPED_AT_NODE_LIMIT, 92,
                                                 "corner preselected, node limit 3");
  search.node_limit = 0;
  recorder.stop_at_solution = 1;
  assert_search_repeats_and_leaves_solver_intact(solver, &search, &recorder,
                                                 DLX_STOPPED_BY_CALLBACK, 92,
                                                 "corner preselected, callback stop at 1");
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * 7. Preselected options.
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
      ck_assert_uint_eq(row_total, n_queens_counts_from_oeis_a000170[board_size - 1]);
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

/* ------------------------------------------------------------------------------------------------
 * 8. Two solvers at once, and a solver called from its own callback.
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

/* ------------------------------------------------------------------------------------------------
 * 9. Argument errors, zero items, descriptions of statuses.
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
 * 10. Random problems against the brute force.
 */

enum { RANDOM_PROBLEM_COUNT = 400, RANDOM_PRESELECTIONS_PER_PROBLEM = 4 };

/* splitmix64 (Steele, Lea and Flood): a fixed seed gives the same problems on every run. */
static uint64_t next_random(uint64_t *state) {
  uint64_t mixed = (*state += UINT64_C(0x9E3779B97F4A7C15));
  mixed = (mixed ^ (mixed >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
  mixed = (mixed ^ (mixed >> 27)) * UINT64_C(0x94D049BB133111EB);
  return mixed ^ (mixed >> 31);
}

static uint32_t random_below(uint64_t *state, uint32_t bound) {
  return (uint32_t)(next_random(state) % bound);
}

/* Up to 10 items, a random part of them secondary, and up to 16 options of distinct items in
 * random order; most options are small, so that exact covers are common. */
static void build_random_problem(test_problem *problem, uint64_t *random_state) {
  uint32_t item_count = random_below(random_state, 11);
  uint32_t secondary_count = random_below(random_state, item_count / 2 + 1);
  if (random_below(random_state, 10) == 0) secondary_count = item_count;
  init_test_problem(problem, item_count - secondary_count, secondary_count);
  if (item_count == 0) return;
  uint32_t option_count = random_below(random_state, 17);
  for (uint32_t option = 0; option < option_count; option++) {
    uint32_t items[TEST_MAX_ITEMS];
    for (uint32_t item = 0; item < item_count; item++) items[item] = item;
    uint32_t largest_size =
        random_below(random_state, 8) == 0 ? item_count : (item_count < 3 ? item_count : 3);
    uint32_t size = 1 + random_below(random_state, largest_size);
    for (uint32_t position = 0; position < size; position++) {
      uint32_t pick = position + random_below(random_state, item_count - position);
      uint32_t swapped = items[position];
      items[position] = items[pick];
      items[pick] = swapped;
    }
    add_test_option(problem, items, size);
  }
}

START_TEST(test_random_problems_match_brute_force) {
  uint64_t random_state = UINT64_C(0x0DD5EED5);
  uint64_t problems_with_solutions = 0;
  uint64_t problems_with_several_solutions = 0;
  for (uint32_t problem_index = 0; problem_index < RANDOM_PROBLEM_COUNT; problem_index++) {
    test_problem problem;
    char description[PROBLEM_DESCRIPTION_SIZE];
    build_random_problem(&problem, &random_state);
    describe_test_problem(&problem, description, sizeof description);
    uint64_t expected = count_exact_covers_by_brute_force(&problem, NULL, 0, brute_force_solutions,
                                                          MAX_RECORDED_SOLUTIONS);
    dlx_solver *solver = create_solver_for(&problem);
    solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
    recorder.recorded = engine_solutions;
    recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
    dlx_search search = make_recording_search(&recorder);
    dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, description);
    ck_assert_msg(statistics.solutions == expected,
                  "random problem %" PRIu32 ": %" PRIu64 " solutions, brute force finds %" PRIu64
                  " for %s",
                  problem_index, statistics.solutions, expected, description);
    assert_same_solution_sets(engine_solutions, recorder.solutions_received, brute_force_solutions,
                              expected, description);
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
      recorder.recorded = engine_solutions;
      recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
      dlx_search search = make_recording_search(&recorder);
      dlx_statistics statistics = solve_expecting(solver, &search, expected_status, description);
      if (expected_status != DLX_OK) {
        ck_assert_uint_eq(recorder.solutions_received, 0);
        if (expected_status == DLX_PRESELECTED_OPTIONS_CONFLICT) conflicting_preselections++;
      } else {
        uint64_t expected =
            count_exact_covers_by_brute_force(&problem, preselected, preselected_count,
                                              brute_force_solutions, MAX_RECORDED_SOLUTIONS);
        ck_assert_msg(statistics.solutions == expected,
                      "random problem %" PRIu32 ", %zu preselected starting with %" PRIu32
                      ": %" PRIu64 " solutions, brute force finds %" PRIu64 " for %s",
                      problem_index, preselected_count, preselected[0], statistics.solutions,
                      expected, description);
        assert_same_solution_sets(engine_solutions, recorder.solutions_received,
                                  brute_force_solutions, expected, description);
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

/* ------------------------------------------------------------------------------------------------
 * The suite.
 */

static Suite *make_dlx_suite(void) {
  Suite *suite = suite_create("dlx");

  TCase *knuth_and_statistics = tcase_create("knuth_example_and_statistics");
  tcase_add_test(knuth_and_statistics, test_knuth_example_has_exactly_the_known_solution);
  tcase_add_test(knuth_and_statistics, test_knuth_example_brute_force_agrees_with_the_literature);
  tcase_add_test(knuth_and_statistics, test_knuth_example_statistics);
  tcase_add_test(knuth_and_statistics, test_statistics_are_identical_when_a_search_is_repeated);
  tcase_add_test(knuth_and_statistics, test_statistics_without_options_show_no_updates);
  tcase_add_test(knuth_and_statistics, test_search_and_statistics_may_be_null);
  suite_add_tcase(suite, knuth_and_statistics);

  TCase *n_queens = tcase_create("n_queens");
  tcase_add_loop_test(n_queens, test_n_queens_count_matches_oeis_a000170, 1, 11);
  suite_add_tcase(suite, n_queens);

  TCase *no_solution = tcase_create("no_solution_and_secondary_items");
  tcase_add_test(no_solution, test_uncovered_primary_item_gives_no_solution);
  tcase_add_test(no_solution, test_pairwise_overlapping_options_give_no_solution);
  tcase_add_test(no_solution, test_primary_item_without_any_option_gives_no_solution);
  tcase_add_test(no_solution, test_secondary_item_used_twice_gives_no_solution);
  tcase_add_test(no_solution, test_secondary_items_may_stay_uncovered);
  tcase_add_test(no_solution, test_option_of_only_secondary_items_needs_preselection);
  tcase_add_test(no_solution, test_options_are_tried_in_the_order_added);
  suite_add_tcase(suite, no_solution);

  TCase *limits = tcase_create("limits");
  tcase_add_test(limits, test_solution_limit_stops_eight_queens);
  tcase_add_test(limits, test_solution_limit_above_the_total_finds_every_solution);
  tcase_add_test(limits, test_solution_limit_equal_to_the_total);
  tcase_add_test(limits, test_node_limit_stops_eight_queens);
  tcase_add_test(limits, test_node_limit_above_the_total_finds_every_solution);
  suite_add_tcase(suite, limits);

  TCase *callback = tcase_create("callback");
  tcase_add_test(callback, test_callback_stops_after_k_solutions);
  tcase_add_test(callback, test_callback_receives_exact_covers);
  suite_add_tcase(suite, callback);

  TCase *stops = tcase_create("every_stop_leaves_the_solver_intact");
  tcase_add_test(stops, test_every_kind_of_stop_leaves_the_solver_intact);
  suite_add_tcase(suite, stops);

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

  TCase *two_solvers = tcase_create("two_solvers_and_reentrancy");
  tcase_add_test(two_solvers, test_search_on_another_solver_from_a_callback);
  tcase_add_test(two_solvers, test_two_solvers_with_interleaved_stopped_searches);
  tcase_add_test(two_solvers, test_search_from_own_callback_is_refused);
  suite_add_tcase(suite, two_solvers);

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
  tcase_add_test(arguments, test_zero_items_have_one_empty_solution);
  tcase_add_test(arguments, test_only_secondary_items_have_one_empty_solution);
  suite_add_tcase(suite, arguments);

  TCase *random = tcase_create("random_against_brute_force");
  tcase_add_test(random, test_random_problems_match_brute_force);
  tcase_add_test(random, test_random_preselections_match_brute_force);
  tcase_add_test(random, test_random_limits_and_stops_match_brute_force);
  suite_add_tcase(suite, random);

  return suite;
}

int main(void) {
  SRunner *runner = srunner_create(make_dlx_suite());
  srunner_run_all(runner, CK_NORMAL);
  int failed_count = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed_count == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
