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
 * one from inside the other's solution callback. Problems with colors (Knuth's Algorithm C) are
 * held to the same standard against a brute force of their own, and must not change the answers
 * of problems without them.
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

/* How create_solver_for gives an option to the engine: dlx_add_option, dlx_add_colored_option with
 * colors NULL, or dlx_add_colored_option with the option's colors (which may all be 0). */
typedef enum option_adding_mode {
  ADD_WITH_ADD_OPTION = 0,
  ADD_WITH_NULL_COLORS,
  ADD_WITH_COLOR_ARRAY,
} option_adding_mode;

typedef struct test_problem {
  uint32_t primary_count;
  uint32_t secondary_count;
  size_t option_count;
  size_t option_sizes[TEST_MAX_OPTIONS];
  uint32_t option_items[TEST_MAX_OPTIONS][TEST_MAX_OPTION_SIZE];
  uint32_t option_colors[TEST_MAX_OPTIONS][TEST_MAX_OPTION_SIZE]; /* of each entry; 0: none */
  option_adding_mode option_modes[TEST_MAX_OPTIONS];
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
    problem->option_colors[problem->option_count][position] = 0;
  }
  problem->option_sizes[problem->option_count] = item_count;
  problem->option_modes[problem->option_count] = ADD_WITH_ADD_OPTION;
  problem->option_count++;
}

/* Adds an option whose entries have the given colors (colors NULL: given to the engine as NULL). */
static void add_colored_test_option(test_problem *problem, const uint32_t *items,
                                    const uint32_t *colors, size_t item_count) {
  add_test_option(problem, items, item_count);
  size_t option = problem->option_count - 1;
  for (size_t position = 0; position < item_count && colors != NULL; position++) {
    problem->option_colors[option][position] = colors[position];
  }
  problem->option_modes[option] = colors == NULL ? ADD_WITH_NULL_COLORS : ADD_WITH_COLOR_ARRAY;
}

static bool test_problem_has_colors(const test_problem *problem) {
  for (size_t option = 0; option < problem->option_count; option++) {
    for (size_t position = 0; position < problem->option_sizes[option]; position++) {
      if (problem->option_colors[option][position] != 0) return true;
    }
  }
  return false;
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
      if (problem->option_colors[option][position] != 0 && used < size) {
        written = snprintf(buffer + used, size - used, ":%" PRIu32,
                           problem->option_colors[option][position]);
        used += written > 0 ? (size_t)written : 0;
      }
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
    const uint32_t *items = problem->option_items[option];
    size_t size = problem->option_sizes[option];
    bool has_colors = false;
    for (size_t position = 0; position < size; position++) {
      has_colors = has_colors || problem->option_colors[option][position] != 0;
    }
    ck_assert(!has_colors || problem->option_modes[option] == ADD_WITH_COLOR_ARRAY);
    switch (problem->option_modes[option]) {
    case ADD_WITH_ADD_OPTION:
      ASSERT_STATUS(dlx_add_option(solver, items, size, &option_id), DLX_OK);
      break;
    case ADD_WITH_NULL_COLORS:
      ASSERT_STATUS(dlx_add_colored_option(solver, items, NULL, size, &option_id), DLX_OK);
      break;
    case ADD_WITH_COLOR_ARRAY:
      ASSERT_STATUS(
          dlx_add_colored_option(solver, items, problem->option_colors[option], size, &option_id),
          DLX_OK);
      break;
    }
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
  ck_assert_msg(!test_problem_has_colors(problem), "colored problems have their own brute force");
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

/* Whether two options can both be in a solution: every item they share is secondary and gets the
 * same non-zero color from both (without colors: they share no item). */
static bool options_are_compatible(const test_problem *problem, size_t first, size_t second) {
  for (size_t position = 0; position < problem->option_sizes[first]; position++) {
    uint32_t item = problem->option_items[first][position];
    uint32_t color = problem->option_colors[first][position];
    for (size_t other = 0; other < problem->option_sizes[second]; other++) {
      if (problem->option_items[second][other] != item) continue;
      if (item < problem->primary_count || color == 0 ||
          problem->option_colors[second][other] != color) {
        return false;
      }
    }
  }
  return true;
}

/* What dlx_solve must answer about a list of preselected options, taken in order: a conflict when
 * an option is named twice or two of them cannot be together. Tests only ask about an
 * out-of-range id when the ids in range are free of conflicts, so the answer does not depend on
 * whether the engine checks ranges before or while taking the options. */
static dlx_status predict_preselection_status(const test_problem *problem,
                                              const uint32_t *preselected,
                                              size_t preselected_count) {
  for (size_t index = 0; index < preselected_count; index++) {
    if (preselected[index] >= problem->option_count) return DLX_ERROR_OPTION_OUT_OF_RANGE;
  }
  for (size_t index = 0; index < preselected_count; index++) {
    for (size_t earlier = 0; earlier < index; earlier++) {
      if (preselected[earlier] == preselected[index] ||
          !options_are_compatible(problem, preselected[earlier], preselected[index])) {
        return DLX_PRESELECTED_OPTIONS_CONFLICT;
      }
    }
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
  uint32_t first_colors[TEST_MAX_ITEMS] = {0}; /* the color of an item's first entry */
  bool shared_without_common_color = false;
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
      uint32_t item = problem->option_items[option][position];
      uint32_t color = problem->option_colors[option][position];
      if (cover_counts[item]++ == 0) {
        first_colors[item] = color;
      } else if (color == 0 || first_colors[item] != color) {
        shared_without_common_color = true;
      }
    }
  }
  for (uint32_t item = 0; item < problem->primary_count; item++) {
    if (cover_counts[item] != 1) return "a primary item is not covered exactly once";
  }
  for (uint32_t item = problem->primary_count; item < item_count; item++) {
    if (cover_counts[item] > 1 && first_colors[item] == 0) {
      return "a secondary item is covered more than once, once without a color";
    }
  }
  if (shared_without_common_color) return "options share a secondary item without a common color";
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

static int request_stop_after_first_solution(void *context, const uint32_t *option_ids,
                                             size_t option_count) {
  (void)option_ids;
  (void)option_count;
  *(volatile sig_atomic_t *)context = 1;
  return 0;
}

typedef struct solution_counter {
  size_t longest;
} solution_counter;

static int count_solution_length(void *context, const uint32_t *option_ids, size_t option_count) {
  (void)option_ids;
  solution_counter *counter = context;
  if (option_count > counter->longest) counter->longest = option_count;
  return 0;
}

/* Options that give one secondary item the same color can all be in a solution, so a solution
 * may hold more options than there are items. */
START_TEST(test_more_compatible_preselected_options_than_items) {
  enum { OPTION_COUNT = 40 };
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, 1, 1), DLX_OK);
  uint32_t shared_item = 1, color = 7, ids[OPTION_COUNT];
  for (size_t k = 0; k < OPTION_COUNT; k++)
    ASSERT_STATUS(dlx_add_colored_option(solver, &shared_item, &color, 1, &ids[k]), DLX_OK);
  uint32_t primary_and_shared[] = {0, 1}, colors[] = {0, 7};
  ASSERT_STATUS(dlx_add_colored_option(solver, primary_and_shared, colors, 2, NULL), DLX_OK);

  solution_counter counter = {0};
  dlx_search search = {.preselected_options = ids,
                       .preselected_count = OPTION_COUNT,
                       .on_solution = count_solution_length,
                       .context = &counter};
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, 1);
  ck_assert_uint_eq(counter.longest, OPTION_COUNT + 1);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

/* After an earlier option purifies an item with a color, the entries of that color are marked as
 * compatible; an option taken already must still not be taken again. */
START_TEST(test_a_colored_option_cannot_be_preselected_twice) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, 0, 1), DLX_OK);
  uint32_t item = 0, color = 1, first, second;
  ASSERT_STATUS(dlx_add_colored_option(solver, &item, &color, 1, &first), DLX_OK);
  ASSERT_STATUS(dlx_add_colored_option(solver, &item, &color, 1, &second), DLX_OK);
  dlx_statistics statistics;
  const uint32_t repeated[] = {first, second, second};
  dlx_search search = {.preselected_options = repeated, .preselected_count = 3};
  ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_PRESELECTED_OPTIONS_CONFLICT);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  search.preselected_count = 2;
  ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, 1);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_stop_request_stops_the_search) {
  test_problem problem;
  build_n_queens_problem(&problem, 10);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_statistics statistics;

  volatile sig_atomic_t stop = 1;
  dlx_search search = {.stop_request = &stop};
  ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_eq(statistics.nodes, 0);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);

  stop = 0;
  search.on_solution = request_stop_after_first_solution;
  search.context = (void *)&stop;
  ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_ge(statistics.solutions, 1);
  ck_assert_uint_lt(statistics.solutions, n_queens_counts_from_oeis_a000170[9]);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);

  stop = 0;
  dlx_search never_stopped = {.stop_request = &stop};
  ASSERT_STATUS(dlx_solve(solver, &never_stopped, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, n_queens_counts_from_oeis_a000170[9]);
  dlx_destroy(solver);
}
END_TEST

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
 * 11. Colors (Knuth's Algorithm C): a solution covers every primary item exactly once, and every
 * secondary item is either in at most one chosen option or given the same non-zero color by every
 * chosen option that contains it.
 */

enum {
  BRUTE_FORCE_MAX_COLORS = 16,
  RANDOM_COLORED_PROBLEM_COUNT = 500,
  RANDOM_COLORED_PRESELECTIONS_PER_PROBLEM = 8,
  SEQUENCE_CAPACITY = 1 << 17,
};

/* Tries every subset of the options that contains the preselected ones (which must be distinct and
 * in range) and counts those that solve the colored problem: every primary item covered exactly
 * once, every secondary item in at most one chosen option or given one and the same non-zero color
 * by all the chosen options that contain it, and every option that was not preselected holding a
 * primary item. Stores the solutions in found (if not NULL) up to found_capacity. */
static uint64_t count_colored_covers_by_brute_force(const test_problem *problem,
                                                    const uint32_t *preselected,
                                                    size_t preselected_count, option_set *found,
                                                    size_t found_capacity) {
  uint32_t palette[BRUTE_FORCE_MAX_COLORS];
  size_t palette_size = 0;
  uint64_t all_masks[BRUTE_FORCE_MAX_OPTIONS];       /* every item of an option */
  uint64_t exclusive_masks[BRUTE_FORCE_MAX_OPTIONS]; /* its primary and uncolored items */
  uint64_t color_masks[BRUTE_FORCE_MAX_OPTIONS][BRUTE_FORCE_MAX_COLORS]; /* by palette index */
  uint64_t primary_mask = primary_item_mask(problem);
  uint32_t preselected_subset = 0;
  uint64_t count = 0;
  ck_assert_uint_le(problem->option_count, BRUTE_FORCE_MAX_OPTIONS);
  memset(color_masks, 0, sizeof color_masks);
  for (size_t option = 0; option < problem->option_count; option++) {
    all_masks[option] = 0;
    exclusive_masks[option] = 0;
    for (size_t position = 0; position < problem->option_sizes[option]; position++) {
      uint32_t item = problem->option_items[option][position];
      uint32_t color = problem->option_colors[option][position];
      uint64_t bit = UINT64_C(1) << item;
      all_masks[option] |= bit;
      if (color == 0) {
        exclusive_masks[option] |= bit;
        continue;
      }
      ck_assert_uint_ge(item, problem->primary_count);
      size_t index = 0;
      while (index < palette_size && palette[index] != color) index++;
      if (index == palette_size) {
        ck_assert_uint_lt(palette_size, BRUTE_FORCE_MAX_COLORS);
        palette[palette_size++] = color;
      }
      color_masks[option][index] |= bit;
    }
  }
  for (size_t index = 0; index < preselected_count; index++) {
    ck_assert_uint_lt(preselected[index], problem->option_count);
    preselected_subset |= UINT32_C(1) << preselected[index];
  }
  uint32_t subset_count = UINT32_C(1) << problem->option_count;
  for (uint32_t subset = 0; subset < subset_count; subset++) {
    if ((subset & preselected_subset) != preselected_subset) continue;
    uint64_t used = 0;
    uint64_t used_with_color[BRUTE_FORCE_MAX_COLORS] = {0};
    bool valid = true;
    for (size_t option = 0; option < problem->option_count && valid; option++) {
      if ((subset & (UINT32_C(1) << option)) == 0) continue;
      bool chosen_by_search = (preselected_subset & (UINT32_C(1) << option)) == 0;
      if (chosen_by_search && (all_masks[option] & primary_mask) == 0) valid = false;
      /* A primary or uncolored item must be new; a colored one new or used with that color only. */
      if ((exclusive_masks[option] & used) != 0) valid = false;
      for (size_t index = 0; index < palette_size; index++) {
        if ((color_masks[option][index] & used & ~used_with_color[index]) != 0) valid = false;
        used_with_color[index] |= color_masks[option][index];
      }
      used |= all_masks[option];
    }
    if (!valid || (used & primary_mask) != primary_mask) continue;
    if (found != NULL) {
      ck_assert_uint_lt(count, found_capacity);
      memset(&found[count], 0, sizeof found[count]);
      found[count].words[0] = subset;
    }
    count++;
  }
  return count;
}

/* Whether some secondary item is in two options of the solution (then they gave it one color). */
static bool solution_shares_a_secondary_item(const test_problem *problem, const option_set *set) {
  unsigned cover_counts[TEST_MAX_ITEMS] = {0};
  for (size_t option = 0; option < problem->option_count; option++) {
    if ((set->words[option / 64] & (UINT64_C(1) << (option % 64))) == 0) continue;
    for (size_t position = 0; position < problem->option_sizes[option]; position++) {
      if (++cover_counts[problem->option_items[option][position]] > 1) return true;
    }
  }
  return false;
}

/* Solves with a recording search and compares the solution sets with the brute force's. Returns
 * the number of solutions. */
static uint64_t assert_colored_solutions_match_brute_force(dlx_solver *solver,
                                                           const test_problem *problem,
                                                           const uint32_t *preselected,
                                                           size_t preselected_count,
                                                           const char *description) {
  uint64_t expected = count_colored_covers_by_brute_force(
      problem, preselected, preselected_count, brute_force_solutions, MAX_RECORDED_SOLUTIONS);
  solution_recorder recorder = make_solution_recorder(problem, preselected, preselected_count);
  recorder.recorded = engine_solutions;
  recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
  dlx_search search = make_recording_search(&recorder);
  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, description);
  ck_assert_msg(statistics.solutions == expected,
                "%zu preselected: %" PRIu64 " solutions, brute force finds %" PRIu64 " for %s",
                preselected_count, statistics.solutions, expected, description);
  ck_assert_uint_eq(recorder.solutions_received, statistics.solutions);
  assert_same_solution_sets(engine_solutions, recorder.solutions_received, brute_force_solutions,
                            expected, description);
  return expected;
}

/* Chooses how_many distinct items among first .. first+count-1 into chosen. */
static void choose_distinct_items(uint64_t *random_state, uint32_t first, uint32_t count,
                                  uint32_t how_many, uint32_t *chosen) {
  uint32_t pool[TEST_MAX_ITEMS];
  ck_assert_uint_le(how_many, count);
  for (uint32_t index = 0; index < count; index++) pool[index] = first + index;
  for (uint32_t position = 0; position < how_many; position++) {
    uint32_t pick = position + random_below(random_state, count - position);
    uint32_t swapped = pool[position];
    pool[position] = pool[pick];
    pool[pick] = swapped;
    chosen[position] = pool[position];
  }
}

static void shuffle_ids(uint64_t *random_state, uint32_t *ids, size_t count) {
  for (size_t position = count; position > 1; position--) {
    size_t pick = random_below(random_state, (uint32_t)position);
    uint32_t swapped = ids[position - 1];
    ids[position - 1] = ids[pick];
    ids[pick] = swapped;
  }
}

/* 2 to 10 items, at least one of them secondary (now and then all of them), and up to 16 options
 * of mostly 1 or 2 primary items (sometimes none or 3) and 1 or 2 secondary items (sometimes none,
 * 3 or more), listed in random order, secondary items before primary ones as often as not. A
 * secondary entry gets a color from {0, 1, 2}: nearly all entries colored, most or few, as the
 * problem draws. Each secondary item has a usual color, which seven colored entries in eight take,
 * so that solutions often share colored items; colors 1 and 2 stand now and then for values near
 * DLX_MAXIMUM_COLOR, which must compare the same way, and some problems use one color only.
 * Options without colors go to the engine through dlx_add_option, colors NULL or an all-zero
 * array, so colored and uncolored options mix. */
static void build_random_colored_problem(test_problem *problem, uint64_t *random_state) {
  static const uint32_t colored_percentages[] = {95, 70, 20};
  uint32_t item_count = 2 + random_below(random_state, 9);
  uint32_t secondary_count = 1 + random_below(random_state, item_count / 2 + 1);
  if (secondary_count >= item_count) secondary_count = item_count - 1;
  if (random_below(random_state, 16) == 0) secondary_count = item_count;
  uint32_t primary_count = item_count - secondary_count;
  uint32_t colored_percentage = colored_percentages[random_below(random_state, 3)];
  uint32_t palette[2] = {1, 2};
  uint32_t palette_draw = random_below(random_state, 6);
  if (palette_draw == 2) {
    palette[0] = DLX_MAXIMUM_COLOR;
    palette[1] = DLX_MAXIMUM_COLOR - 1;
  } else if (palette_draw == 3) {
    palette[1] = DLX_MAXIMUM_COLOR;
  } else if (palette_draw == 4) {
    palette[1] = palette[0]; /* one color only: colored entries always agree */
  }
  uint32_t usual_colors[TEST_MAX_ITEMS];
  for (uint32_t item = 0; item < item_count; item++) {
    usual_colors[item] = random_below(random_state, 2);
  }
  init_test_problem(problem, primary_count, secondary_count);
  uint32_t option_count = random_below(random_state, 17);
  for (uint32_t option = 0; option < option_count; option++) {
    uint32_t primary_part = 0;
    if (primary_count > 0) {
      uint32_t draw = random_below(random_state, 10);
      primary_part = draw == 0 ? 0 : draw < 7 ? 1 : draw < 9 ? 2 : 3;
      if (primary_part > primary_count) primary_part = primary_count;
    }
    uint32_t draw = random_below(random_state, 8);
    uint32_t secondary_part = draw == 0 ? 0 : draw < 4 ? 1 : draw < 7 ? 2 : 3;
    if (random_below(random_state, 8) == 0) {
      secondary_part = random_below(random_state, secondary_count + 1);
    }
    if (secondary_part > secondary_count) secondary_part = secondary_count;
    if (primary_part + secondary_part == 0) secondary_part = 1;
    uint32_t items[TEST_MAX_ITEMS];
    uint32_t colors[TEST_MAX_ITEMS];
    choose_distinct_items(random_state, 0, primary_count, primary_part, items);
    choose_distinct_items(random_state, primary_count, secondary_count, secondary_part,
                          items + primary_part);
    uint32_t size = primary_part + secondary_part;
    shuffle_ids(random_state, items, size);
    bool has_colors = false;
    for (uint32_t position = 0; position < size; position++) {
      uint32_t item = items[position];
      colors[position] = 0;
      if (item >= primary_count && random_below(random_state, 100) < colored_percentage) {
        bool usual = random_below(random_state, 8) != 0;
        colors[position] = palette[usual ? usual_colors[item] : 1 - usual_colors[item]];
        has_colors = true;
      }
    }
    option_adding_mode mode =
        has_colors ? ADD_WITH_COLOR_ARRAY : (option_adding_mode)random_below(random_state, 3);
    if (mode == ADD_WITH_ADD_OPTION) {
      add_test_option(problem, items, size);
    } else {
      add_colored_test_option(problem, items, mode == ADD_WITH_NULL_COLORS ? NULL : colors, size);
    }
  }
}

/* ------------------------------------------------------------------------------------------------
 * 11a. Small problems checked by hand.
 */

enum { COLORED_P, COLORED_Q, COLORED_R, COLORED_X, COLORED_Y };
enum { COLOR_A = 1, COLOR_B = 2 };

/* Primary p q r, secondary x y; options 0 {p x:A}, 1 {q x:A}, 2 {q x:B}, 3 {r y},
 * 4 {p r x:B y}, 5 {r x:B}. By hand: p is covered by 0 or by 4. With 0 (x:A), q needs 1 (2 gives
 * x the other color) and r needs 3 (4 repeats p, 5 gives x:B): {0 1 3}. With 4 (which covers r
 * and gives x:B), q needs 2: {4 2}. So exactly two solutions. */
static void build_colored_example(test_problem *problem) {
  const uint32_t option_p_x[] = {COLORED_P, COLORED_X};
  const uint32_t option_q_x[] = {COLORED_Q, COLORED_X};
  const uint32_t option_r_y[] = {COLORED_R, COLORED_Y};
  const uint32_t option_p_r_x_y[] = {COLORED_P, COLORED_R, COLORED_X, COLORED_Y};
  const uint32_t option_r_x[] = {COLORED_R, COLORED_X};
  const uint32_t color_a_on_x[] = {0, COLOR_A};
  const uint32_t color_b_on_x[] = {0, COLOR_B};
  const uint32_t color_b_on_x_of_4[] = {0, 0, COLOR_B, 0};
  init_test_problem(problem, 3, 2);
  add_colored_test_option(problem, option_p_x, color_a_on_x, 2);          /* option 0 */
  add_colored_test_option(problem, option_q_x, color_a_on_x, 2);          /* option 1 */
  add_colored_test_option(problem, option_q_x, color_b_on_x, 2);          /* option 2 */
  add_test_option(problem, option_r_y, 2);                                /* option 3 */
  add_colored_test_option(problem, option_p_r_x_y, color_b_on_x_of_4, 4); /* option 4 */
  add_colored_test_option(problem, option_r_x, color_b_on_x, 2);          /* option 5 */
}

/* One preselection of a hand-checked problem: the status and count worked out by hand. */
typedef struct hand_checked_preselection {
  const char *scenario;
  uint32_t preselected[3];
  size_t preselected_count;
  dlx_status expected_status;
  uint64_t expected_count;
} hand_checked_preselection;

/* Checks every case against the prediction, the brute force and the engine, each search followed
 * by a full count. */
static void check_hand_checked_preselections(dlx_solver *solver, const test_problem *problem,
                                             const hand_checked_preselection *cases,
                                             size_t case_count, uint64_t full_count) {
  for (size_t index = 0; index < case_count; index++) {
    const hand_checked_preselection *hand = &cases[index];
    ck_assert_msg(predict_preselection_status(problem, hand->preselected,
                                              hand->preselected_count) == hand->expected_status,
                  "%s: the prediction disagrees with the hand", hand->scenario);
    if (hand->expected_status == DLX_OK) {
      ck_assert_msg(count_colored_covers_by_brute_force(problem, hand->preselected,
                                                        hand->preselected_count, NULL,
                                                        0) == hand->expected_count,
                    "%s: the brute force disagrees with the hand", hand->scenario);
      uint64_t count = assert_colored_solutions_match_brute_force(
          solver, problem, hand->preselected, hand->preselected_count, hand->scenario);
      ck_assert_uint_eq(count, hand->expected_count);
    } else {
      solution_recorder recorder =
          make_solution_recorder(problem, hand->preselected, hand->preselected_count);
      dlx_search search = make_recording_search(&recorder);
      solve_expecting(solver, &search, hand->expected_status, hand->scenario);
      ck_assert_uint_eq(recorder.solutions_received, 0);
    }
    ck_assert_msg(count_all_solutions(solver) == full_count, "%s: the full count changed after it",
                  hand->scenario);
  }
}

START_TEST(test_colored_example_has_exactly_the_solutions_found_by_hand) {
  test_problem problem;
  build_colored_example(&problem);
  const uint32_t solution_0_1_3[] = {0, 1, 3};
  const uint32_t solution_4_2[] = {4, 2};
  option_set expected[2] = {option_set_of(solution_0_1_3, 3), option_set_of(solution_4_2, 2)};
  ck_assert_uint_eq(count_colored_covers_by_brute_force(&problem, NULL, 0, brute_force_solutions,
                                                        MAX_RECORDED_SOLUTIONS),
                    2);
  assert_same_solution_sets(brute_force_solutions, 2, expected, 2, "the brute force, by hand");

  dlx_solver *solver = create_solver_for(&problem);
  solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
  recorder.recorded = engine_solutions;
  recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
  dlx_search search = make_recording_search(&recorder);
  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "colored example");
  ck_assert_uint_eq(statistics.solutions, 2);
  assert_same_solution_sets(engine_solutions, recorder.solutions_received, expected, 2,
                            "the colored example");

  const hand_checked_preselection cases[] = {
      {"{1}: x:A, then only {0 1 3}", {1}, 1, DLX_OK, 1},
      {"{1 5}: x:A against x:B", {1, 5}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{2 5}: both x:B, but p has no option left", {2, 5}, 2, DLX_OK, 0},
      {"{5 2}: the same in the other order", {5, 2}, 2, DLX_OK, 0},
      {"{4 2}: a whole solution sharing x:B", {4, 2}, 2, DLX_OK, 1},
      {"{0 1}: sharing x:A, r still to cover", {0, 1}, 2, DLX_OK, 1},
      {"{0 2}: x:A against x:B", {0, 2}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{0 1 2}: x:B against x:A after two", {0, 1, 2}, 3, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{1 1}: the same option twice", {1, 1}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{3 4}: r and the uncolored y twice", {3, 4}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{3}: y uncolored, r covered", {3}, 1, DLX_OK, 1},
  };
  check_hand_checked_preselections(solver, &problem, cases, sizeof cases / sizeof cases[0], 2);
  dlx_destroy(solver);
}
END_TEST

/* Primary p q, secondary x y z; options 0 {y:1 x:1} (secondary only), 1 {x:1 p}, 2 {x:2 p},
 * 3 {y q}, 4 {z y:1 q}, 5 {q}, 6 {z:3 y} (secondary only, partly uncolored). Items are listed
 * secondary first. Without preselection p is covered by 1 or 2 and q by 3, 4 or 5, and no two of
 * them share a secondary item: 6 solutions, none with option 0 or 6. Preselecting 0 (x:1 y:1)
 * leaves 1 for p and 4 or 5 for q: 2 solutions. Preselecting 6 (z:3, y uncolored) leaves 1 or 2
 * for p and only 5 for q: 2 solutions. */
static void build_colored_secondary_only_example(test_problem *problem) {
  const uint32_t option_y_x[] = {3, 2};
  const uint32_t colors_1_1[] = {1, 1};
  const uint32_t option_x_p[] = {2, 0};
  const uint32_t color_1_first[] = {1, 0};
  const uint32_t color_2_first[] = {2, 0};
  const uint32_t option_y_q[] = {3, 1};
  const uint32_t option_z_y_q[] = {4, 3, 1};
  const uint32_t color_1_second[] = {0, 1, 0};
  const uint32_t option_q[] = {1};
  const uint32_t option_z_y[] = {4, 3};
  const uint32_t color_3_first[] = {3, 0};
  init_test_problem(problem, 2, 3);
  add_colored_test_option(problem, option_y_x, colors_1_1, 2);       /* option 0 */
  add_colored_test_option(problem, option_x_p, color_1_first, 2);    /* option 1 */
  add_colored_test_option(problem, option_x_p, color_2_first, 2);    /* option 2 */
  add_test_option(problem, option_y_q, 2);                           /* option 3 */
  add_colored_test_option(problem, option_z_y_q, color_1_second, 3); /* option 4 */
  add_colored_test_option(problem, option_q, NULL, 1);               /* option 5 */
  add_colored_test_option(problem, option_z_y, color_3_first, 2);    /* option 6 */
}

START_TEST(test_preselected_colored_option_of_only_secondary_items) {
  test_problem problem;
  build_colored_secondary_only_example(&problem);
  ck_assert_uint_eq(count_colored_covers_by_brute_force(&problem, NULL, 0, NULL, 0), 6);
  dlx_solver *solver = create_solver_for(&problem);
  ck_assert_uint_eq(
      assert_colored_solutions_match_brute_force(solver, &problem, NULL, 0, "no preselection"), 6);
  const hand_checked_preselection cases[] = {
      {"{0}: x:1 y:1, then 1 and 4 or 5", {0}, 1, DLX_OK, 2},
      {"{0 4}: y:1 twice", {0, 4}, 2, DLX_OK, 1},
      {"{4 0}: the same in the other order", {4, 0}, 2, DLX_OK, 1},
      {"{0 4 1}: a whole solution", {0, 4, 1}, 3, DLX_OK, 1},
      {"{5 0 1}: a whole solution, 0 in the middle", {5, 0, 1}, 3, DLX_OK, 1},
      {"{0 2}: x:1 against x:2", {0, 2}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{3 0}: y uncolored, then y:1", {3, 0}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{0 3}: y:1, then y uncolored", {0, 3}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{0 0}: the same option twice", {0, 0}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{0 1 0}: the same option twice, apart", {0, 1, 0}, 3, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{6}: z:3 and y uncolored, then 1 or 2 and only 5", {6}, 1, DLX_OK, 2},
      {"{6 0}: y uncolored, then y:1", {6, 0}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{6 4}: z:3 against an uncolored z", {6, 4}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{1 6}: no shared item", {1, 6}, 2, DLX_OK, 1},
  };
  check_hand_checked_preselections(solver, &problem, cases, sizeof cases / sizeof cases[0], 6);
  dlx_destroy(solver);
}
END_TEST

/* Colors are compared by value over the whole range: 0x7fffffff, 0x7ffffffe and 1 differ. Primary
 * p q, secondary x; options 0 {x:MAX p}, 1 {q x:MAX}, 2 {q x:MAX-1}, 3 {x:1 q}, 4 {p x:1},
 * 5 {p x:MAX}. Solutions: {0 1}, {5 1}, {4 3}. */
START_TEST(test_colors_compare_by_value_up_to_the_maximum) {
  const uint32_t option_x_p[] = {2, 0};
  const uint32_t option_q_x[] = {1, 2};
  const uint32_t option_x_q[] = {2, 1};
  const uint32_t option_p_x[] = {0, 2};
  const uint32_t first_maximum[] = {DLX_MAXIMUM_COLOR, 0};
  const uint32_t second_maximum[] = {0, DLX_MAXIMUM_COLOR};
  const uint32_t second_below_maximum[] = {0, DLX_MAXIMUM_COLOR - 1};
  const uint32_t first_one[] = {1, 0};
  const uint32_t second_one[] = {0, 1};
  test_problem problem;
  init_test_problem(&problem, 2, 1);
  add_colored_test_option(&problem, option_x_p, first_maximum, 2);
  add_colored_test_option(&problem, option_q_x, second_maximum, 2);
  add_colored_test_option(&problem, option_q_x, second_below_maximum, 2);
  add_colored_test_option(&problem, option_x_q, first_one, 2);
  add_colored_test_option(&problem, option_p_x, second_one, 2);
  add_colored_test_option(&problem, option_p_x, second_maximum, 2);
  ck_assert_uint_eq(count_colored_covers_by_brute_force(&problem, NULL, 0, NULL, 0), 3);
  dlx_solver *solver = create_solver_for(&problem);
  ck_assert_uint_eq(
      assert_colored_solutions_match_brute_force(solver, &problem, NULL, 0, "maximum colors"), 3);
  const hand_checked_preselection cases[] = {
      {"{2}: x:MAX-1 agrees with no p option", {2}, 1, DLX_OK, 0},
      {"{0 2}: MAX against MAX-1", {0, 2}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{1 3}: MAX against 1, and q twice", {1, 3}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
      {"{5 1}: MAX twice", {5, 1}, 2, DLX_OK, 1},
      {"{4 2}: 1 against MAX-1", {4, 2}, 2, DLX_PRESELECTED_OPTIONS_CONFLICT, 0},
  };
  check_hand_checked_preselections(solver, &problem, cases, sizeof cases / sizeof cases[0], 3);
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * 11b. The arguments of dlx_add_colored_option.
 */

/* Gives dlx_add_colored_option options it must refuse, on a solver built from problem (which has
 * primary items and at least two secondary ones), and checks after each that nothing changed: the
 * option count, the consistency, and the statistics of a full search. */
static void assert_bad_colored_options_change_nothing(dlx_solver *solver,
                                                      const test_problem *problem) {
  ck_assert_uint_ge(problem->primary_count, 1);
  ck_assert_uint_ge(problem->secondary_count, 2);
  const uint32_t last_primary = problem->primary_count - 1;
  const uint32_t first_secondary = problem->primary_count;
  const uint32_t second_secondary = problem->primary_count + 1;
  const uint32_t item_count = test_problem_item_count(problem);
  const uint32_t primary_then_secondary[] = {0, first_secondary};
  const uint32_t secondary_then_last_primary[] = {first_secondary, last_primary};
  const uint32_t primary_between_secondary[] = {second_secondary, 0, first_secondary};
  const uint32_t two_secondary[] = {second_secondary, first_secondary};
  const uint32_t one_secondary[] = {first_secondary};
  const uint32_t nonexistent_after_primary[] = {0, item_count};
  const uint32_t nonexistent[] = {item_count};
  const uint32_t secondary_twice[] = {first_secondary, 0, first_secondary};
  const uint32_t primary_twice[] = {0, 0};
  const uint32_t color_on_first[] = {1, 0};
  const uint32_t color_on_second[] = {0, 1};
  const uint32_t colored_then_maximum[] = {2, DLX_MAXIMUM_COLOR};
  const uint32_t color_in_the_middle[] = {0, 7, 0};
  const uint32_t just_above_maximum_second[] = {0, DLX_MAXIMUM_COLOR + 1};
  const uint32_t valid_then_largest[] = {1, UINT32_MAX};
  const uint32_t two_to_the_31_plus_5[] = {UINT32_C(0x80000005)};
  const uint32_t no_colors[] = {0, 0, 0};
  const uint32_t colored_twice[] = {1, 0, 1};
  struct {
    const char *scenario;
    dlx_solver *solver;
    const uint32_t *items;
    const uint32_t *colors;
    size_t item_count;
    dlx_status expected_status;
  } cases[] = {
      {"color 1 on the first primary item", solver, primary_then_secondary, color_on_first, 2,
       DLX_ERROR_COLOR_ON_PRIMARY_ITEM},
      {"maximum color on the last primary item, after a colored secondary item", solver,
       secondary_then_last_primary, colored_then_maximum, 2, DLX_ERROR_COLOR_ON_PRIMARY_ITEM},
      {"color on a primary item between secondary ones", solver, primary_between_secondary,
       color_in_the_middle, 3, DLX_ERROR_COLOR_ON_PRIMARY_ITEM},
      {"color one above the maximum", solver, primary_then_secondary, just_above_maximum_second, 2,
       DLX_ERROR_COLOR_OUT_OF_RANGE},
      {"color UINT32_MAX after a valid color", solver, two_secondary, valid_then_largest, 2,
       DLX_ERROR_COLOR_OUT_OF_RANGE},
      {"color 2^31 + 5 alone", solver, one_secondary, two_to_the_31_plus_5, 1,
       DLX_ERROR_COLOR_OUT_OF_RANGE},
      {"NULL solver", NULL, primary_then_secondary, color_on_second, 2, DLX_ERROR_NULL_ARGUMENT},
      {"NULL items with colors", solver, NULL, color_on_second, 2, DLX_ERROR_NULL_ARGUMENT},
      {"NULL items, NULL colors", solver, NULL, NULL, 2, DLX_ERROR_NULL_ARGUMENT},
      {"no items, with colors", solver, one_secondary, color_on_first, 0, DLX_ERROR_EMPTY_OPTION},
      {"no items, NULL colors", solver, NULL, NULL, 0, DLX_ERROR_EMPTY_OPTION},
      {"nonexistent item, zero colors", solver, nonexistent_after_primary, no_colors, 2,
       DLX_ERROR_ITEM_OUT_OF_RANGE},
      {"nonexistent item, NULL colors", solver, nonexistent, NULL, 1, DLX_ERROR_ITEM_OUT_OF_RANGE},
      {"secondary item twice with one color", solver, secondary_twice, colored_twice, 3,
       DLX_ERROR_REPEATED_ITEM},
      {"secondary item twice, zero colors", solver, secondary_twice, no_colors, 3,
       DLX_ERROR_REPEATED_ITEM},
      {"primary item twice, NULL colors", solver, primary_twice, NULL, 2, DLX_ERROR_REPEATED_ITEM},
  };
  dlx_statistics before = solve_expecting(solver, NULL, DLX_OK, "before the bad options");
  for (size_t index = 0; index < sizeof cases / sizeof cases[0]; index++) {
    uint32_t option_id = 12345;
    dlx_status status =
        dlx_add_colored_option(cases[index].solver, cases[index].items, cases[index].colors,
                               cases[index].item_count, &option_id);
    ck_assert_msg(status == cases[index].expected_status, "%s: returned %d (%s), expected %d (%s)",
                  cases[index].scenario, (int)status, dlx_strerror(status),
                  (int)cases[index].expected_status, dlx_strerror(cases[index].expected_status));
    ck_assert_msg(dlx_option_count(solver) == problem->option_count, "%s: the option count changed",
                  cases[index].scenario);
    ck_assert_msg(dlx_check_consistency(solver) == DLX_OK, "%s: inconsistent afterwards",
                  cases[index].scenario);
    dlx_statistics after = solve_expecting(solver, NULL, DLX_OK, cases[index].scenario);
    ck_assert_msg(after.solutions == before.solutions && after.nodes == before.nodes &&
                      after.updates == before.updates,
                  "%s: a full search changed from %" PRIu64 "/%" PRIu64 "/%" PRIu64 " to %" PRIu64
                  "/%" PRIu64 "/%" PRIu64 " (solutions/nodes/updates)",
                  cases[index].scenario, before.solutions, before.nodes, before.updates,
                  after.solutions, after.nodes, after.updates);
  }
}

static int add_colored_options_from_callback(void *context, const uint32_t *option_ids,
                                             size_t option_count) {
  (void)option_ids;
  (void)option_count;
  dlx_solver *solver = context;
  const uint32_t items[] = {COLORED_X, COLORED_Q};
  const uint32_t colors[] = {COLOR_A, 0};
  uint32_t options_before = dlx_option_count(solver);
  ASSERT_STATUS(dlx_add_colored_option(solver, items, colors, 2, NULL),
                DLX_ERROR_SEARCH_IN_PROGRESS);
  ASSERT_STATUS(dlx_add_colored_option(solver, items, NULL, 2, NULL), DLX_ERROR_SEARCH_IN_PROGRESS);
  ck_assert_uint_eq(dlx_option_count(solver), options_before);
  return 0;
}

START_TEST(test_colored_option_rejects_bad_colors_and_changes_nothing) {
  /* On a solver that has colors. */
  test_problem problem;
  build_colored_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  assert_bad_colored_options_change_nothing(solver, &problem);

  /* The failures used no id; the next options, with colors up to the maximum, are accepted. */
  const uint32_t option_x_q[] = {COLORED_X, COLORED_Q};
  const uint32_t color_b_first[] = {COLOR_B, 0};
  const uint32_t maximum_first[] = {DLX_MAXIMUM_COLOR, 0};
  uint32_t option_id = 12345;
  ASSERT_STATUS(dlx_add_colored_option(solver, option_x_q, color_b_first, 2, &option_id), DLX_OK);
  ck_assert_uint_eq(option_id, 6);
  ASSERT_STATUS(dlx_add_colored_option(solver, option_x_q, maximum_first, 2, &option_id), DLX_OK);
  ck_assert_uint_eq(option_id, 7);
  add_colored_test_option(&problem, option_x_q, color_b_first, 2);
  add_colored_test_option(&problem, option_x_q, maximum_first, 2);
  /* {x:B q} joins {4} as option 2 does: {0 1 3}, {4 2}, {4 6}. */
  ck_assert_uint_eq(
      assert_colored_solutions_match_brute_force(solver, &problem, NULL, 0, "two more options"), 3);

  /* Adding from inside a search is refused, with or without colors. */
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.on_solution = add_colored_options_from_callback;
  search.context = solver;
  ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "adding from a callback").solutions,
                    3);
  ck_assert_uint_eq(dlx_option_count(solver), 8);
  dlx_destroy(solver);

  /* On a solver without colors: a failed colored option must not make it search differently. */
  test_problem five_queens;
  build_n_queens_problem(&five_queens, 5);
  solver = create_solver_for(&five_queens);
  assert_bad_colored_options_change_nothing(solver, &five_queens);
  ck_assert_uint_eq(count_all_solutions(solver), 10);
  dlx_destroy(solver);

  /* The two new statuses are described, and not as an unknown status. */
  const char *unknown = dlx_strerror((dlx_status)12345);
  const dlx_status new_statuses[] = {DLX_ERROR_COLOR_ON_PRIMARY_ITEM, DLX_ERROR_COLOR_OUT_OF_RANGE};
  for (size_t index = 0; index < 2; index++) {
    const char *description = dlx_strerror(new_statuses[index]);
    ck_assert_ptr_nonnull(description);
    ck_assert_msg(description[0] != '\0' && strcmp(description, unknown) != 0,
                  "status %d is not described", (int)new_statuses[index]);
  }
  ck_assert_str_ne(dlx_strerror(DLX_ERROR_COLOR_ON_PRIMARY_ITEM),
                   dlx_strerror(DLX_ERROR_COLOR_OUT_OF_RANGE));
}
END_TEST

/* Every solution a search reports, in order: its ids, then UINT32_MAX. */
typedef struct solution_sequence {
  uint32_t *ids;
  size_t length;
  uint64_t solutions;
} solution_sequence;

static uint32_t sequence_storage[3][SEQUENCE_CAPACITY];

static int append_solution_to_sequence(void *context, const uint32_t *option_ids,
                                       size_t option_count) {
  solution_sequence *sequence = context;
  ck_assert_uint_le(sequence->length + option_count + 1, SEQUENCE_CAPACITY);
  for (size_t index = 0; index < option_count; index++) {
    sequence->ids[sequence->length++] = option_ids[index];
  }
  sequence->ids[sequence->length++] = UINT32_MAX;
  sequence->solutions++;
  return 0;
}

/* Runs the same search on three solvers and expects the same status, the same statistics and the
 * same solutions in the same order. */
static void assert_identical_searches(dlx_solver *const solvers[3], const dlx_search *pattern,
                                      const char *scenario) {
  solution_sequence sequences[3];
  dlx_status statuses[3];
  dlx_statistics statistics[3];
  for (size_t index = 0; index < 3; index++) {
    sequences[index] = (solution_sequence){sequence_storage[index], 0, 0};
    dlx_search search = *pattern;
    search.on_solution = append_solution_to_sequence;
    search.context = &sequences[index];
    statuses[index] = dlx_solve(solvers[index], &search, &statistics[index]);
    ck_assert_msg(dlx_check_consistency(solvers[index]) == DLX_OK,
                  "%s: solver %zu inconsistent after the search", scenario, index);
  }
  for (size_t index = 1; index < 3; index++) {
    ck_assert_msg(statuses[index] == statuses[0], "%s: status %d with %s, %d with dlx_add_option",
                  scenario, (int)statuses[index], index == 1 ? "colors NULL" : "all-zero colors",
                  (int)statuses[0]);
    ck_assert_msg(statistics[index].solutions == statistics[0].solutions &&
                      statistics[index].nodes == statistics[0].nodes &&
                      statistics[index].updates == statistics[0].updates,
                  "%s: %" PRIu64 "/%" PRIu64 "/%" PRIu64 " with %s, %" PRIu64 "/%" PRIu64
                  "/%" PRIu64 " with dlx_add_option (solutions/nodes/updates)",
                  scenario, statistics[index].solutions, statistics[index].nodes,
                  statistics[index].updates, index == 1 ? "colors NULL" : "all-zero colors",
                  statistics[0].solutions, statistics[0].nodes, statistics[0].updates);
    ck_assert_msg(sequences[index].length == sequences[0].length &&
                      memcmp(sequences[index].ids, sequences[0].ids,
                             sequences[0].length * sizeof sequences[0].ids[0]) == 0,
                  "%s: the solutions differ, or come in another order, with %s", scenario,
                  index == 1 ? "colors NULL" : "all-zero colors");
  }
}

START_TEST(test_null_or_all_zero_colors_search_exactly_as_add_option) {
  uint64_t random_state = UINT64_C(0x2E50C0105);
  for (uint32_t problem_index = 0; problem_index < 62; problem_index++) {
    test_problem problems[3];
    char description[PROBLEM_DESCRIPTION_SIZE];
    if (problem_index == 0) {
      build_n_queens_problem(&problems[0], 6);
    } else if (problem_index == 1) {
      build_knuth_example(&problems[0]);
    } else {
      build_random_problem(&problems[0], &random_state);
    }
    describe_test_problem(&problems[0], description, sizeof description);
    problems[1] = problems[0];
    problems[2] = problems[0];
    for (size_t option = 0; option < problems[0].option_count; option++) {
      problems[1].option_modes[option] = ADD_WITH_NULL_COLORS;
      problems[2].option_modes[option] = ADD_WITH_COLOR_ARRAY; /* every color 0 */
    }
    dlx_solver *solvers[3];
    for (size_t index = 0; index < 3; index++) solvers[index] = create_solver_for(&problems[index]);

    dlx_search search;
    memset(&search, 0, sizeof search);
    assert_identical_searches(solvers, &search, description);
    search.solution_limit = 1;
    assert_identical_searches(solvers, &search, description);
    search.solution_limit = 0;
    search.node_limit = 3;
    assert_identical_searches(solvers, &search, description);
    search.node_limit = 0;
    if (problems[0].option_count > 0) {
      uint32_t preselected[2];
      for (size_t index = 0; index < 2; index++) {
        preselected[index] = random_below(&random_state, (uint32_t)problems[0].option_count);
      }
      search.preselected_options = preselected;
      search.preselected_count = 1 + random_below(&random_state, 2);
      assert_identical_searches(solvers, &search, description);
      search.solution_limit = 2;
      assert_identical_searches(solvers, &search, description);
    }
    uint64_t full_count = count_all_solutions(solvers[0]);
    for (size_t index = 0; index < 3; index++) {
      ck_assert_uint_eq(count_all_solutions(solvers[index]), full_count);
      dlx_destroy(solvers[index]);
    }
  }
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * 11c. Random colored problems against the brute force.
 */

enum { PRESELECTION_CAPACITY = 24 };

typedef enum preselection_kind {
  PRESELECT_ANY_IDS,
  PRESELECT_PART_OF_A_SOLUTION,
  PRESELECT_COLOR_CONFLICT,
  PRESELECT_UNCOLORED_CONFLICT,
  PRESELECT_OUT_OF_RANGE_ID,
  PRESELECT_SAME_OPTION_TWICE,
  PRESELECT_SECONDARY_ONLY_OPTION,
  PRESELECTION_KIND_COUNT,
} preselection_kind;

/* Why two different options can or cannot be together. */
typedef enum option_pair_relation {
  PAIR_COMPATIBLE,
  PAIR_SHARE_A_PRIMARY_ITEM,
  PAIR_ONLY_COLORS_DIFFER,  /* only shared secondary items, all colored, some differently */
  PAIR_ONLY_UNCOLORED_USE,  /* only shared secondary items, none with two colors, some uncolored */
  PAIR_COLORS_AND_UNCOLORED /* both of the last two reasons */
} option_pair_relation;

static option_pair_relation relate_options(const test_problem *problem, size_t first,
                                           size_t second) {
  bool share_primary = false;
  bool colors_differ = false;
  bool uncolored_use = false;
  for (size_t position = 0; position < problem->option_sizes[first]; position++) {
    uint32_t item = problem->option_items[first][position];
    uint32_t color = problem->option_colors[first][position];
    for (size_t other = 0; other < problem->option_sizes[second]; other++) {
      if (problem->option_items[second][other] != item) continue;
      uint32_t other_color = problem->option_colors[second][other];
      if (item < problem->primary_count) {
        share_primary = true;
      } else if (color == 0 || other_color == 0) {
        uncolored_use = true;
      } else if (color != other_color) {
        colors_differ = true;
      }
    }
  }
  if (share_primary) return PAIR_SHARE_A_PRIMARY_ITEM;
  if (colors_differ && uncolored_use) return PAIR_COLORS_AND_UNCOLORED;
  if (colors_differ) return PAIR_ONLY_COLORS_DIFFER;
  return uncolored_use ? PAIR_ONLY_UNCOLORED_USE : PAIR_COMPATIBLE;
}

static bool option_is_only_secondary(const test_problem *problem, size_t option) {
  return !option_has_primary_item(problem, option);
}

/* Some options of one solution, in random order, or one random option if there is no solution
 * with an option. Always compatible, and at least one id. */
static size_t draw_part_of_a_solution(const test_problem *problem, const option_set *solutions,
                                      uint64_t solution_count, uint64_t *random_state,
                                      uint32_t *preselected) {
  size_t count = 0;
  if (solution_count > 0) {
    uint32_t pick = random_below(random_state, (uint32_t)solution_count);
    for (size_t option = 0; option < problem->option_count; option++) {
      if ((solutions[pick].words[option / 64] & (UINT64_C(1) << (option % 64))) != 0) {
        preselected[count++] = (uint32_t)option;
      }
    }
  }
  if (count == 0) {
    preselected[0] = random_below(random_state, (uint32_t)problem->option_count);
    return 1;
  }
  shuffle_ids(random_state, preselected, count);
  return 1 + random_below(random_state, (uint32_t)count);
}

static void insert_id(uint64_t *random_state, uint32_t *preselected, size_t *count, uint32_t id) {
  ck_assert_uint_lt(*count, PRESELECTION_CAPACITY);
  size_t position = random_below(random_state, (uint32_t)*count + 1);
  for (size_t index = *count; index > position; index--)
    preselected[index] = preselected[index - 1];
  preselected[position] = id;
  (*count)++;
}

/* Writes a list of preselected options of the given kind and returns its length, or 0 when the
 * problem has no such list (no options, or no two options that conflict that way). solutions holds
 * the problem's solutions, from the brute force. */
static size_t draw_preselection(const test_problem *problem, const option_set *solutions,
                                uint64_t solution_count, preselection_kind kind,
                                uint64_t *random_state, uint32_t *preselected) {
  uint32_t option_count = (uint32_t)problem->option_count;
  if (option_count == 0) return 0;
  size_t count = 0;
  switch (kind) {
  case PRESELECT_ANY_IDS:
    count = 1 + random_below(random_state, 3);
    for (size_t index = 0; index < count; index++) {
      preselected[index] = random_below(random_state, option_count);
    }
    return count;
  case PRESELECT_PART_OF_A_SOLUTION:
    return draw_part_of_a_solution(problem, solutions, solution_count, random_state, preselected);
  case PRESELECT_COLOR_CONFLICT:
  case PRESELECT_UNCOLORED_CONFLICT: {
    option_pair_relation wanted =
        kind == PRESELECT_COLOR_CONFLICT ? PAIR_ONLY_COLORS_DIFFER : PAIR_ONLY_UNCOLORED_USE;
    uint32_t pairs[TEST_MAX_OPTIONS * 2][2];
    size_t pair_count = 0;
    for (uint32_t first = 0; first < option_count; first++) {
      for (uint32_t second = first + 1; second < option_count; second++) {
        if (relate_options(problem, first, second) == wanted && pair_count < TEST_MAX_OPTIONS * 2) {
          pairs[pair_count][0] = first;
          pairs[pair_count][1] = second;
          pair_count++;
        }
      }
    }
    if (pair_count == 0) return 0;
    const uint32_t *pair = pairs[random_below(random_state, (uint32_t)pair_count)];
    bool swap = random_below(random_state, 2) == 0;
    /* Now and then after an option that goes with both, so that the conflict comes later. */
    uint32_t before = random_below(random_state, option_count);
    if (random_below(random_state, 2) == 0 && before != pair[0] && before != pair[1] &&
        options_are_compatible(problem, before, pair[0]) &&
        options_are_compatible(problem, before, pair[1])) {
      preselected[count++] = before;
    }
    preselected[count++] = pair[swap ? 1 : 0];
    preselected[count++] = pair[swap ? 0 : 1];
    return count;
  }
  case PRESELECT_OUT_OF_RANGE_ID: {
    count = draw_part_of_a_solution(problem, solutions, solution_count, random_state, preselected);
    uint32_t bad_id = random_below(random_state, 4) == 0
                          ? UINT32_MAX
                          : option_count + random_below(random_state, 3);
    insert_id(random_state, preselected, &count, bad_id);
    return count;
  }
  case PRESELECT_SAME_OPTION_TWICE: {
    uint32_t twice = random_below(random_state, option_count);
    preselected[count++] = twice;
    if (option_count > 1 && random_below(random_state, 2) == 0) {
      preselected[count++] = random_below(random_state, option_count);
    }
    preselected[count++] = twice;
    return count;
  }
  case PRESELECT_SECONDARY_ONLY_OPTION: {
    uint32_t candidates[TEST_MAX_OPTIONS];
    size_t candidate_count = 0;
    for (uint32_t option = 0; option < option_count; option++) {
      if (option_is_only_secondary(problem, option)) candidates[candidate_count++] = option;
    }
    if (candidate_count == 0) return 0;
    uint32_t chosen = candidates[random_below(random_state, (uint32_t)candidate_count)];
    if (random_below(random_state, 3) == 0) {
      preselected[count++] = chosen;
      return count;
    }
    count = draw_part_of_a_solution(problem, solutions, solution_count, random_state, preselected);
    insert_id(random_state, preselected, &count, chosen);
    return count;
  }
  case PRESELECTION_KIND_COUNT:
    break;
  }
  return 0;
}

static const char *describe_preselection(const char *problem_description,
                                         const uint32_t *preselected, size_t preselected_count,
                                         char *buffer, size_t size) {
  int written = snprintf(buffer, size, "preselected");
  size_t used = written > 0 ? (size_t)written : 0;
  for (size_t index = 0; index < preselected_count && used < size; index++) {
    written = snprintf(buffer + used, size - used, " %" PRIu32, preselected[index]);
    used += written > 0 ? (size_t)written : 0;
  }
  if (used < size) snprintf(buffer + used, size - used, " in %s", problem_description);
  return buffer;
}

static option_set full_solutions[MAX_RECORDED_SOLUTIONS];

START_TEST(test_random_colored_problems_and_preselections_match_brute_force) {
  uint64_t random_state = UINT64_C(0xC0104ED5EED);
  uint64_t problems_with_solutions = 0;
  uint64_t problems_with_several_solutions = 0;
  uint64_t problems_sharing_a_secondary_item = 0;
  uint64_t outcomes[PRESELECTION_KIND_COUNT][2] = {{0}}; /* [kind][0]: conflicts, [1]: counted */
  uint64_t out_of_range = 0;
  uint64_t counted_with_solutions = 0;
  uint64_t secondary_only_with_solutions = 0;
  for (uint32_t problem_index = 0; problem_index < RANDOM_COLORED_PROBLEM_COUNT; problem_index++) {
    test_problem problem;
    char description[PROBLEM_DESCRIPTION_SIZE];
    char scenario[2 * PROBLEM_DESCRIPTION_SIZE];
    build_random_colored_problem(&problem, &random_state);
    describe_test_problem(&problem, description, sizeof description);
    uint64_t full_count = count_colored_covers_by_brute_force(&problem, NULL, 0, full_solutions,
                                                              MAX_RECORDED_SOLUTIONS);
    if (full_count > 0) problems_with_solutions++;
    if (full_count > 1) problems_with_several_solutions++;
    for (uint64_t index = 0; index < full_count; index++) {
      if (solution_shares_a_secondary_item(&problem, &full_solutions[index])) {
        problems_sharing_a_secondary_item++;
        break;
      }
    }
    dlx_solver *solver = create_solver_for(&problem);
    ck_assert_uint_eq(
        assert_colored_solutions_match_brute_force(solver, &problem, NULL, 0, description),
        full_count);

    for (uint32_t attempt = 0; attempt < RANDOM_COLORED_PRESELECTIONS_PER_PROBLEM; attempt++) {
      uint32_t preselected[PRESELECTION_CAPACITY];
      preselection_kind kind =
          (preselection_kind)((problem_index + attempt) % PRESELECTION_KIND_COUNT);
      size_t preselected_count =
          draw_preselection(&problem, full_solutions, full_count, kind, &random_state, preselected);
      if (preselected_count == 0) {
        kind = PRESELECT_ANY_IDS;
        preselected_count = draw_preselection(&problem, full_solutions, full_count, kind,
                                              &random_state, preselected);
      }
      if (preselected_count == 0) break; /* no options at all */
      describe_preselection(description, preselected, preselected_count, scenario, sizeof scenario);
      dlx_status expected_status =
          predict_preselection_status(&problem, preselected, preselected_count);
      if (kind == PRESELECT_OUT_OF_RANGE_ID) {
        ck_assert_int_eq(expected_status, DLX_ERROR_OPTION_OUT_OF_RANGE);
        out_of_range++;
      }
      if (kind == PRESELECT_COLOR_CONFLICT || kind == PRESELECT_UNCOLORED_CONFLICT ||
          kind == PRESELECT_SAME_OPTION_TWICE) {
        ck_assert_int_eq(expected_status, DLX_PRESELECTED_OPTIONS_CONFLICT);
      }
      if (expected_status == DLX_OK) {
        uint64_t count = assert_colored_solutions_match_brute_force(solver, &problem, preselected,
                                                                    preselected_count, scenario);
        outcomes[kind][1]++;
        if (count > 0) counted_with_solutions++;
        if (count > 0 && kind == PRESELECT_SECONDARY_ONLY_OPTION) secondary_only_with_solutions++;
      } else {
        solution_recorder recorder =
            make_solution_recorder(&problem, preselected, preselected_count);
        dlx_search search = make_recording_search(&recorder);
        solve_expecting(solver, &search, expected_status, scenario);
        ck_assert_uint_eq(recorder.solutions_received, 0);
        if (expected_status == DLX_PRESELECTED_OPTIONS_CONFLICT) outcomes[kind][0]++;
      }
      ck_assert_msg(count_all_solutions(solver) == full_count, "the full count changed after %s",
                    scenario);
    }
    dlx_destroy(solver);
  }
  /* The generator must really exercise colors, not only produce empty answers. With this seed:
   * 298 problems with solutions, 223 with several, 89 with a solution sharing a secondary item;
   * 121 color conflicts, 338 uncolored ones, 540 repeated options, 540 bad ids; 740 counted
   * preselections with solutions, 121 of them with an option of secondary items only. */
  ck_assert_uint_gt(problems_with_solutions, RANDOM_COLORED_PROBLEM_COUNT / 2);
  ck_assert_uint_gt(problems_with_several_solutions, RANDOM_COLORED_PROBLEM_COUNT / 3);
  ck_assert_uint_gt(problems_sharing_a_secondary_item, RANDOM_COLORED_PROBLEM_COUNT / 10);
  ck_assert_uint_gt(outcomes[PRESELECT_COLOR_CONFLICT][0], 80);
  ck_assert_uint_gt(outcomes[PRESELECT_UNCOLORED_CONFLICT][0], 200);
  ck_assert_uint_gt(outcomes[PRESELECT_SAME_OPTION_TWICE][0], 350);
  ck_assert_uint_gt(outcomes[PRESELECT_PART_OF_A_SOLUTION][1], 350);
  ck_assert_uint_gt(outcomes[PRESELECT_SECONDARY_ONLY_OPTION][1], 120);
  ck_assert_uint_gt(out_of_range, 350);
  ck_assert_uint_gt(counted_with_solutions, 450);
  ck_assert_uint_gt(secondary_only_with_solutions, 70);
}
END_TEST

/* Solves with a solution limit and checks the ending against the number of solutions there are. */
static void solve_with_solution_limit(dlx_solver *solver, solution_recorder *recorder,
                                      uint64_t limit, uint64_t total, const char *scenario) {
  recorder->solutions_received = 0;
  dlx_search search = make_recording_search(recorder);
  search.solution_limit = limit;
  dlx_statistics statistics;
  memset(&statistics, 0, sizeof statistics);
  if (limit < total) {
    statistics = solve_expecting(solver, &search, DLX_STOPPED_AT_SOLUTION_LIMIT, scenario);
  } else if (limit > total) {
    statistics = solve_expecting(solver, &search, DLX_OK, scenario);
  } else {
    /* Limit equal to the count: the header allows either ending (see the 8-queens test). */
    dlx_status status = dlx_solve(solver, &search, &statistics);
    ck_assert_msg(status == DLX_OK || status == DLX_STOPPED_AT_SOLUTION_LIMIT,
                  "solution limit %" PRIu64 " equal to the count: %d (%s) for %s", limit,
                  (int)status, dlx_strerror(status), scenario);
    ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  }
  ck_assert_uint_eq(statistics.solutions, limit < total ? limit : total);
  ck_assert_uint_eq(recorder->solutions_received, statistics.solutions);
}

/* Solves with a node limit: either every solution is found in time or the search stops there. */
static void solve_with_node_limit(dlx_solver *solver, solution_recorder *recorder, uint64_t limit,
                                  uint64_t total, const char *scenario) {
  recorder->solutions_received = 0;
  dlx_search search = make_recording_search(recorder);
  search.node_limit = limit;
  dlx_statistics statistics;
  memset(&statistics, 0, sizeof statistics);
  dlx_status status = dlx_solve(solver, &search, &statistics);
  ck_assert_msg(status == DLX_OK || status == DLX_STOPPED_AT_NODE_LIMIT,
                "node limit %" PRIu64 ": %d (%s) for %s", limit, (int)status, dlx_strerror(status),
                scenario);
  ck_assert_uint_le(statistics.nodes, limit);
  ck_assert_uint_eq(statistics.solutions, recorder->solutions_received);
  if (status == DLX_OK) ck_assert_uint_eq(statistics.solutions, total);
  ck_assert_uint_le(statistics.solutions, total);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
}

START_TEST(test_random_colored_limits_and_stops_leave_the_solver_intact) {
  uint64_t random_state = UINT64_C(0x5709C0104ED);
  uint64_t stopped_by_node_limit = 0;
  for (uint32_t problem_index = 0; problem_index < 200; problem_index++) {
    test_problem problem;
    char description[PROBLEM_DESCRIPTION_SIZE];
    char scenario[2 * PROBLEM_DESCRIPTION_SIZE];
    build_random_colored_problem(&problem, &random_state);
    describe_test_problem(&problem, description, sizeof description);
    uint64_t full_count = count_colored_covers_by_brute_force(&problem, NULL, 0, full_solutions,
                                                              MAX_RECORDED_SOLUTIONS);
    dlx_solver *solver = create_solver_for(&problem);

    solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
    solve_with_solution_limit(solver, &recorder,
                              1 + random_below(&random_state, (uint32_t)full_count + 2), full_count,
                              description);
    ck_assert_uint_eq(count_all_solutions(solver), full_count);

    if (full_count > 0) {
      recorder = make_solution_recorder(&problem, NULL, 0);
      recorder.stop_at_solution = 1 + random_below(&random_state, (uint32_t)full_count);
      dlx_search search = make_recording_search(&recorder);
      dlx_statistics statistics =
          solve_expecting(solver, &search, DLX_STOPPED_BY_CALLBACK, description);
      ck_assert_uint_eq(statistics.solutions, recorder.stop_at_solution);
      ck_assert_uint_eq(count_all_solutions(solver), full_count);
    }

    recorder = make_solution_recorder(&problem, NULL, 0);
    solve_with_node_limit(solver, &recorder, 1 + random_below(&random_state, 12), full_count,
                          description);
    ck_assert_uint_eq(count_all_solutions(solver), full_count);

    /* The same from a preselection that goes with a solution (or a lone option). */
    if (problem.option_count > 0) {
      uint32_t preselected[PRESELECTION_CAPACITY];
      size_t preselected_count =
          draw_part_of_a_solution(&problem, full_solutions, full_count, &random_state, preselected);
      describe_preselection(description, preselected, preselected_count, scenario, sizeof scenario);
      ck_assert_int_eq(predict_preselection_status(&problem, preselected, preselected_count),
                       DLX_OK);
      uint64_t preselected_total =
          count_colored_covers_by_brute_force(&problem, preselected, preselected_count, NULL, 0);
      recorder = make_solution_recorder(&problem, preselected, preselected_count);
      solve_with_solution_limit(solver, &recorder,
                                1 + random_below(&random_state, (uint32_t)preselected_total + 2),
                                preselected_total, scenario);
      ck_assert_uint_eq(count_all_solutions(solver), full_count);
      solve_with_node_limit(solver, &recorder, 1 + random_below(&random_state, 4),
                            preselected_total, scenario);
      ck_assert_uint_eq(count_all_solutions(solver), full_count);
      if (preselected_total > 0) {
        recorder.stop_at_solution = 1 + random_below(&random_state, (uint32_t)preselected_total);
        recorder.solutions_received = 0;
        dlx_search search = make_recording_search(&recorder);
        solve_expecting(solver, &search, DLX_STOPPED_BY_CALLBACK, scenario);
        ck_assert_uint_eq(recorder.solutions_received, recorder.stop_at_solution);
        ck_assert_uint_eq(count_all_solutions(solver), full_count);
      }
      /* A search stopped early and repeated ends the same way. */
      recorder.stop_at_solution = 0;
      dlx_search search = make_recording_search(&recorder);
      search.node_limit = 2;
      dlx_statistics first;
      dlx_statistics second;
      dlx_status first_status = dlx_solve(solver, &search, &first);
      ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
      ASSERT_STATUS(dlx_solve(solver, &search, &second), first_status);
      ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
      ck_assert_uint_eq(first.nodes, second.nodes);
      ck_assert_uint_eq(first.updates, second.updates);
      ck_assert_uint_eq(first.solutions, second.solutions);
      if (first_status == DLX_STOPPED_AT_NODE_LIMIT) stopped_by_node_limit++;
      ck_assert_uint_eq(count_all_solutions(solver), full_count);
    }
    dlx_destroy(solver);
  }
  ck_assert_uint_gt(stopped_by_node_limit, 15);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * 11d. Colors do not change uncolored answers.
 */

/* Removes option from every solution of engine_sets (each must contain it) so that they can be
 * compared with the solutions of the problem without it. */
static void remove_option_from_every_solution(option_set *sets, uint64_t count, uint32_t option,
                                              const char *description) {
  uint64_t bit = UINT64_C(1) << (option % 64);
  for (uint64_t index = 0; index < count; index++) {
    ck_assert_msg((sets[index].words[option / 64] & bit) != 0,
                  "a solution lacks option %" PRIu32 " for %s", option, description);
    sets[index].words[option / 64] &= ~bit;
  }
}

START_TEST(test_a_colored_option_that_is_never_chosen_changes_no_count) {
  /* 8 queens, plus a colored option on rows 0 and 1 and two diagonals: with it, 6 rows would be
   * left for 8 columns, so it is in no solution; but the solver now searches with colors. */
  const uint32_t board_size = 8;
  const uint32_t first_diagonal = 2 * board_size;
  const uint32_t first_anti_diagonal = 2 * board_size + 2 * board_size - 1;
  test_problem queens;
  build_n_queens_problem(&queens, board_size);
  const uint32_t rows_0_1_and_diagonals[] = {first_diagonal + 3, 0, first_anti_diagonal + 9, 1};
  const uint32_t colors[] = {1, 0, 2, 0};
  add_colored_test_option(&queens, rows_0_1_and_diagonals, colors, 4);
  const uint32_t never_chosen = (uint32_t)queens.option_count - 1;
  dlx_solver *solver = create_solver_for(&queens);
  solution_recorder recorder = make_solution_recorder(&queens, NULL, 0);
  dlx_search search = make_recording_search(&recorder);
  ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "8 queens with colors").solutions, 92);
  ck_assert_uint_eq(recorder.solutions_received, 92);
  for (uint32_t column = 0; column < board_size; column++) {
    int32_t fixed_column_of_row[TEST_MAX_ITEMS];
    for (uint32_t row = 0; row < board_size; row++) fixed_column_of_row[row] = -1;
    fixed_column_of_row[3] = (int32_t)column;
    const uint32_t preselected[] = {queen_square_option(board_size, 3, column)};
    recorder = make_solution_recorder(&queens, preselected, 1);
    search = make_recording_search(&recorder);
    ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "row 3 preselected").solutions,
                      count_queens_by_backtracking(board_size, fixed_column_of_row));
  }
  const uint32_t the_colored_option[] = {never_chosen};
  recorder = make_solution_recorder(&queens, the_colored_option, 1);
  search = make_recording_search(&recorder);
  ck_assert_uint_eq(solve_expecting(solver, &search, DLX_OK, "it, preselected").solutions, 0);
  const uint32_t with_a_queen_on_its_diagonal[] = {never_chosen,
                                                   queen_square_option(board_size, 3, 0)};
  search.preselected_options = with_a_queen_on_its_diagonal; /* (3,0) is on diagonal 3 */
  search.preselected_count = 2;
  recorder.preselected = with_a_queen_on_its_diagonal;
  recorder.preselected_count = 2;
  solve_expecting(solver, &search, DLX_PRESELECTED_OPTIONS_CONFLICT, "it with a queen on (3,0)");
  ck_assert_uint_eq(count_all_solutions(solver), 92);
  dlx_destroy(solver);

  /* Random uncolored problems, given two new primary items f and g, the option {f g}, and a
   * colored option with f, a new secondary item and some old ones: that option is never chosen
   * (g is then in no other option), so the solutions are the old ones, each with {f g}. */
  uint64_t random_state = UINT64_C(0xF0E5C0104ED);
  for (uint32_t problem_index = 0; problem_index < 200; problem_index++) {
    test_problem plain;
    test_problem extended;
    char description[PROBLEM_DESCRIPTION_SIZE];
    build_random_problem(&plain, &random_state);
    uint32_t primary_count = plain.primary_count;
    init_test_problem(&extended, primary_count + 2, plain.secondary_count + 1);
    for (size_t option = 0; option < plain.option_count; option++) {
      uint32_t items[TEST_MAX_OPTION_SIZE];
      for (size_t position = 0; position < plain.option_sizes[option]; position++) {
        uint32_t item = plain.option_items[option][position];
        items[position] = item < primary_count ? item : item + 2;
      }
      add_test_option(&extended, items, plain.option_sizes[option]);
    }
    const uint32_t f = primary_count;
    const uint32_t g = primary_count + 1;
    const uint32_t new_secondary = test_problem_item_count(&extended) - 1;
    uint32_t colored_items[TEST_MAX_OPTION_SIZE] = {f, new_secondary};
    uint32_t colored_colors[TEST_MAX_OPTION_SIZE] = {0, 1 + random_below(&random_state, 2)};
    size_t colored_size = 2;
    for (uint32_t item = primary_count + 2; item < new_secondary; item++) {
      if (random_below(&random_state, 2) == 0) continue;
      colored_items[colored_size] = item;
      colored_colors[colored_size] = 1 + random_below(&random_state, 2);
      colored_size++;
    }
    for (size_t position = colored_size; position > 1; position--) {
      size_t pick = random_below(&random_state, (uint32_t)position);
      uint32_t swapped_item = colored_items[position - 1];
      uint32_t swapped_color = colored_colors[position - 1];
      colored_items[position - 1] = colored_items[pick];
      colored_colors[position - 1] = colored_colors[pick];
      colored_items[pick] = swapped_item;
      colored_colors[pick] = swapped_color;
    }
    const uint32_t f_g[] = {f, g};
    bool colored_first = random_below(&random_state, 2) == 0;
    if (colored_first)
      add_colored_test_option(&extended, colored_items, colored_colors, colored_size);
    uint32_t f_g_option = (uint32_t)extended.option_count;
    add_test_option(&extended, f_g, 2);
    if (!colored_first) {
      add_colored_test_option(&extended, colored_items, colored_colors, colored_size);
    }
    describe_test_problem(&extended, description, sizeof description);

    /* The two brute forces agree on the uncolored problem, and the colored one on both. */
    uint64_t expected = count_exact_covers_by_brute_force(&plain, NULL, 0, brute_force_solutions,
                                                          MAX_RECORDED_SOLUTIONS);
    ck_assert_uint_eq(count_colored_covers_by_brute_force(&plain, NULL, 0, NULL, 0), expected);
    ck_assert_uint_eq(count_colored_covers_by_brute_force(&extended, NULL, 0, NULL, 0), expected);
    dlx_solver *extended_solver = create_solver_for(&extended);
    recorder = make_solution_recorder(&extended, NULL, 0);
    recorder.recorded = engine_solutions;
    recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
    search = make_recording_search(&recorder);
    dlx_statistics statistics = solve_expecting(extended_solver, &search, DLX_OK, description);
    ck_assert_uint_eq(statistics.solutions, recorder.solutions_received);
    remove_option_from_every_solution(engine_solutions, recorder.solutions_received, f_g_option,
                                      description);
    assert_same_solution_sets(engine_solutions, recorder.solutions_received, brute_force_solutions,
                              expected, description);
    dlx_destroy(extended_solver);
  }
}
END_TEST

START_TEST(test_one_color_on_every_entry_of_an_item_equals_dropping_the_item) {
  /* When every option with a secondary item gives it the same color, the item constrains nothing:
   * the solutions are those of the problem with the item dropped from every option (options left
   * empty had only such items, were never chosen, and go). */
  uint64_t random_state = UINT64_C(0x0E1C0104);
  uint64_t problems_where_it_matters = 0;
  for (uint32_t problem_index = 0; problem_index < 200; problem_index++) {
    test_problem colored;
    test_problem dropped;
    char description[PROBLEM_DESCRIPTION_SIZE];
    build_random_colored_problem(&colored, &random_state);
    bool uniform[TEST_MAX_ITEMS] = {false};
    uint32_t uniform_color[TEST_MAX_ITEMS] = {0};
    bool all_uniform = random_below(&random_state, 3) == 0;
    uint32_t item_count = test_problem_item_count(&colored);
    for (uint32_t item = colored.primary_count; item < item_count; item++) {
      uniform[item] = all_uniform || random_below(&random_state, 2) == 0;
      uniform_color[item] = 1 + random_below(&random_state, DLX_MAXIMUM_COLOR);
    }
    init_test_problem(&dropped, colored.primary_count, colored.secondary_count);
    uint32_t kept_options[TEST_MAX_OPTIONS]; /* the id in colored of each option of dropped */
    for (size_t option = 0; option < colored.option_count; option++) {
      uint32_t items[TEST_MAX_OPTION_SIZE];
      uint32_t colors[TEST_MAX_OPTION_SIZE];
      size_t size = 0;
      for (size_t position = 0; position < colored.option_sizes[option]; position++) {
        uint32_t item = colored.option_items[option][position];
        if (uniform[item]) {
          colored.option_colors[option][position] = uniform_color[item];
          colored.option_modes[option] = ADD_WITH_COLOR_ARRAY;
        } else {
          items[size] = item;
          colors[size] = colored.option_colors[option][position];
          size++;
        }
      }
      if (size == 0) continue;
      kept_options[dropped.option_count] = (uint32_t)option;
      add_colored_test_option(&dropped, items, colors, size);
    }
    describe_test_problem(&colored, description, sizeof description);

    uint64_t expected = count_colored_covers_by_brute_force(&colored, NULL, 0, full_solutions,
                                                            MAX_RECORDED_SOLUTIONS);
    ck_assert_msg(count_colored_covers_by_brute_force(&dropped, NULL, 0, NULL, 0) == expected,
                  "the brute force counts differently with the items dropped: %s", description);
    for (uint64_t index = 0; index < expected; index++) {
      if (solution_shares_a_secondary_item(&colored, &full_solutions[index])) {
        problems_where_it_matters++;
        break;
      }
    }
    dlx_solver *colored_solver = create_solver_for(&colored);
    ck_assert_uint_eq(
        assert_colored_solutions_match_brute_force(colored_solver, &colored, NULL, 0, description),
        expected);

    /* The engine's solutions without the items, mapped back to the ids with them. */
    dlx_solver *dropped_solver = create_solver_for(&dropped);
    solution_recorder recorder = make_solution_recorder(&dropped, NULL, 0);
    recorder.recorded = engine_solutions;
    recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
    dlx_search search = make_recording_search(&recorder);
    solve_expecting(dropped_solver, &search, DLX_OK, "the items dropped");
    for (uint64_t index = 0; index < recorder.solutions_received; index++) {
      option_set mapped;
      memset(&mapped, 0, sizeof mapped);
      for (size_t option = 0; option < dropped.option_count; option++) {
        if ((engine_solutions[index].words[0] & (UINT64_C(1) << option)) != 0) {
          mapped.words[0] |= UINT64_C(1) << kept_options[option];
        }
      }
      engine_solutions[index] = mapped;
    }
    assert_same_solution_sets(engine_solutions, recorder.solutions_received, full_solutions,
                              expected, description);
    dlx_destroy(dropped_solver);
    dlx_destroy(colored_solver);
  }
  ck_assert_uint_gt(problems_where_it_matters, 40);
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
  tcase_add_test(limits, test_stop_request_stops_the_search);
  tcase_add_test(limits, test_more_compatible_preselected_options_than_items);
  tcase_add_test(limits, test_a_colored_option_cannot_be_preselected_twice);
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

  TCase *colors = tcase_create("colors");
  tcase_add_test(colors, test_colored_example_has_exactly_the_solutions_found_by_hand);
  tcase_add_test(colors, test_preselected_colored_option_of_only_secondary_items);
  tcase_add_test(colors, test_colors_compare_by_value_up_to_the_maximum);
  tcase_add_test(colors, test_colored_option_rejects_bad_colors_and_changes_nothing);
  tcase_add_test(colors, test_null_or_all_zero_colors_search_exactly_as_add_option);
  tcase_add_test(colors, test_random_colored_problems_and_preselections_match_brute_force);
  tcase_add_test(colors, test_random_colored_limits_and_stops_leave_the_solver_intact);
  tcase_add_test(colors, test_a_colored_option_that_is_never_chosen_changes_no_count);
  tcase_add_test(colors, test_one_color_on_every_entry_of_an_item_equals_dropping_the_item);
  suite_add_tcase(suite, colors);

  return suite;
}

int main(void) {
  SRunner *runner = srunner_create(make_dlx_suite());
  srunner_run_all(runner, CK_NORMAL);
  int failed_count = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed_count == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
