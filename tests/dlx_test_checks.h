/* dlx_test_checks.h: how the Check suites of the engine judge it: brute forces that count (and
 * list) the solutions of a test problem with none of the engine's machinery, the status a list of
 * preselected options must get, a solution callback that checks every solution it receives is an
 * exact cover, and a dlx_solve wrapper that holds the statistics and the solver to what dlx.h
 * promises after every kind of ending. */
#ifndef TESTS_DLX_TEST_CHECKS_H
#define TESTS_DLX_TEST_CHECKS_H

#include "tests/dlx_test_support.h"

/* ------------------------------------------------------------------------------------------------
 * Brute forces, and the status a preselection must get.
 */

/* The options ids[0 .. count-1], in range and below 32, as the bits of a subset. */
static inline uint32_t subset_of_options(const test_problem *problem, const uint32_t *ids,
                                         size_t count) {
  uint32_t subset = 0;
  for (size_t index = 0; index < count; index++) {
    ck_assert_uint_lt(ids[index], problem->option_count);
    subset |= UINT32_C(1) << ids[index];
  }
  return subset;
}

/* Keeps solution number index, the subset of options 0..31 given by the bits of subset, in found
 * (nothing when found is NULL). */
static inline void record_subset(option_set *found, size_t found_capacity, uint64_t index,
                                 uint32_t subset) {
  if (found == NULL) return;
  ck_assert_uint_lt(index, found_capacity);
  memset(&found[index], 0, sizeof found[index]);
  found[index].words[0] = subset;
}

/* Tries every subset of the options that contains the preselected ones (which must be distinct and
 * in range) and counts those that solve the problem the way dlx.h defines it: every primary item
 * covered exactly once, no secondary item twice, and every option that was not preselected holding
 * a primary item (the search only reaches options through primary items). Stores the solutions in
 * found (if not NULL) up to found_capacity. */
static inline uint64_t count_exact_covers_by_brute_force(const test_problem *problem,
                                                         const uint32_t *preselected,
                                                         size_t preselected_count,
                                                         option_set *found, size_t found_capacity) {
  uint64_t option_masks[BRUTE_FORCE_MAX_OPTIONS];
  uint32_t preselected_subset = 0;
  uint64_t primary_mask = primary_item_mask(problem);
  uint64_t count = 0;
  ck_assert_uint_le(problem->option_count, BRUTE_FORCE_MAX_OPTIONS);
  ck_assert_msg(!test_problem_has_colors(problem), "colored problems have their own brute force");
  for (size_t option = 0; option < problem->option_count; option++) {
    option_masks[option] = option_item_mask(problem, option);
  }
  preselected_subset = subset_of_options(problem, preselected, preselected_count);
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
    record_subset(found, found_capacity, count++, subset);
  }
  return count;
}

enum { BRUTE_FORCE_MAX_COLORS = 16 };

/* Tries every subset of the options that contains the preselected ones (which must be distinct and
 * in range) and counts those that solve the colored problem: every primary item covered exactly
 * once, every secondary item in at most one chosen option or given one and the same non-zero color
 * by all the chosen options that contain it, and every option that was not preselected holding a
 * primary item. Stores the solutions in found (if not NULL) up to found_capacity. */
static inline uint64_t count_colored_covers_by_brute_force(const test_problem *problem,
                                                           const uint32_t *preselected,
                                                           size_t preselected_count,
                                                           option_set *found,
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
  preselected_subset = subset_of_options(problem, preselected, preselected_count);
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
    record_subset(found, found_capacity, count++, subset);
  }
  return count;
}

/* The third counter, for problems too large for the subsets (test_parallel.c draws up to 40
 * options): plain backtracking over arrays. state[item] is 0 while the item is free; a primary
 * item is 1 once covered, a secondary item NO_COLOR_TAKEN when an option took it without a color,
 * else the color it was given. It branches on the first uncovered primary item, so that each
 * solution is counted once. */
#define NO_COLOR_TAKEN UINT32_MAX

static inline bool option_fits_state(const test_problem *problem, const uint32_t *state,
                                     uint32_t option) {
  for (size_t position = 0; position < problem->option_sizes[option]; position++) {
    uint32_t item = problem->option_items[option][position];
    uint32_t color = problem->option_colors[option][position];
    if (state[item] == 0) continue;
    if (item < problem->primary_count || color == 0 || state[item] != color) return false;
  }
  return true;
}

static inline void take_option_into_state(const test_problem *problem, uint32_t *state,
                                          uint32_t option) {
  for (size_t position = 0; position < problem->option_sizes[option]; position++) {
    uint32_t item = problem->option_items[option][position];
    uint32_t color = problem->option_colors[option][position];
    state[item] = item < problem->primary_count ? 1 : color != 0 ? color : NO_COLOR_TAKEN;
  }
}

static inline uint64_t count_covers_from_state(const test_problem *problem, const uint32_t *state) {
  uint32_t item = 0;
  while (item < problem->primary_count && state[item] != 0) item++;
  if (item == problem->primary_count) return 1;
  uint64_t count = 0;
  for (uint32_t option = 0; option < problem->option_count; option++) {
    bool holds_item = false;
    for (size_t position = 0; position < problem->option_sizes[option]; position++) {
      holds_item = holds_item || problem->option_items[option][position] == item;
    }
    if (!holds_item || !option_fits_state(problem, state, option)) continue;
    uint32_t next_state[TEST_MAX_ITEMS];
    memcpy(next_state, state, sizeof next_state);
    take_option_into_state(problem, next_state, option);
    count += count_covers_from_state(problem, next_state);
  }
  return count;
}

/* Counts the solutions (colors included) with preselected[0 .. preselected_count-1] taken first,
 * in range; returns false, leaving *count alone, when they clash (an option named twice clashes
 * too). */
static inline bool count_covers_by_backtracking(const test_problem *problem,
                                                const uint32_t *preselected,
                                                size_t preselected_count, uint64_t *count) {
  uint32_t state[TEST_MAX_ITEMS] = {0};
  for (size_t index = 0; index < preselected_count; index++) {
    ck_assert_uint_lt(preselected[index], problem->option_count);
    for (size_t earlier = 0; earlier < index; earlier++) {
      if (preselected[earlier] == preselected[index]) return false;
    }
    if (!option_fits_state(problem, state, preselected[index])) return false;
    take_option_into_state(problem, state, preselected[index]);
  }
  *count = count_covers_from_state(problem, state);
  return true;
}

/* Holds the backtracking counter to a count of the subsets, so that the suites which trust it
 * alone (test_parallel.c) trust a counter checked here on the random problems. */
static inline void assert_backtracking_agrees(const test_problem *problem, uint64_t expected,
                                              const char *description) {
  uint64_t backtracked = 0;
  ck_assert_msg(count_covers_by_backtracking(problem, NULL, 0, &backtracked),
                "backtracking found a clash without preselection in %s", description);
  ck_assert_msg(backtracked == expected,
                "backtracking counts %" PRIu64 " solutions, the subsets %" PRIu64 " for %s",
                backtracked, expected, description);
}

/* Whether two options can both be in a solution: every item they share is secondary and gets the
 * same non-zero color from both (without colors: they share no item). */
static inline bool options_are_compatible(const test_problem *problem, size_t first,
                                          size_t second) {
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
static inline dlx_status predict_preselection_status(const test_problem *problem,
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
static inline const char *find_solution_defect(const test_problem *problem,
                                               const uint32_t *option_ids, size_t option_count,
                                               const uint32_t *preselected,
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

static inline solution_recorder make_solution_recorder(const test_problem *problem,
                                                       const uint32_t *preselected,
                                                       size_t preselected_count) {
  solution_recorder recorder;
  memset(&recorder, 0, sizeof recorder);
  recorder.problem = problem;
  recorder.preselected = preselected;
  recorder.preselected_count = preselected_count;
  return recorder;
}

static inline int verify_and_record_solution(void *context, const uint32_t *option_ids,
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

static inline dlx_search make_recording_search(solution_recorder *recorder) {
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.preselected_options = recorder->preselected;
  search.preselected_count = recorder->preselected_count;
  search.on_solution = verify_and_record_solution;
  search.context = recorder;
  return search;
}

static inline bool status_is_search_outcome(dlx_status status) {
  return status == DLX_OK || status == DLX_STOPPED_AT_SOLUTION_LIMIT ||
         status == DLX_STOPPED_BY_CALLBACK || status == DLX_STOPPED_AT_NODE_LIMIT;
}

/* Runs one search, expecting expected_status, and checks what the header promises for it: the
 * statistics are filled (zeros on an error), they respect the limits, and the solver is consistent
 * afterwards. */
static inline dlx_statistics solve_expecting(dlx_solver *solver, const dlx_search *search,
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
static inline uint64_t count_all_solutions(dlx_solver *solver) {
  return solve_expecting(solver, NULL, DLX_OK, "count every solution").solutions;
}

static inline void assert_same_solution_sets(option_set *engine_solutions, uint64_t engine_count,
                                             option_set *expected_solutions,
                                             uint64_t expected_count,
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

/* Room for every solution of a test's search, and for the brute force's (one of each per suite). */
static inline option_set *engine_solution_buffer(void) {
  static option_set solutions[MAX_RECORDED_SOLUTIONS];
  return solutions;
}

static inline option_set *brute_force_solution_buffer(void) {
  static option_set solutions[MAX_RECORDED_SOLUTIONS];
  return solutions;
}

/* Whether some secondary item is in two options of the solution (then they gave it one color). */
static inline bool solution_shares_a_secondary_item(const test_problem *problem,
                                                    const option_set *set) {
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
static inline uint64_t assert_colored_solutions_match_brute_force(dlx_solver *solver,
                                                                  const test_problem *problem,
                                                                  const uint32_t *preselected,
                                                                  size_t preselected_count,
                                                                  const char *description) {
  uint64_t expected =
      count_colored_covers_by_brute_force(problem, preselected, preselected_count,
                                          brute_force_solution_buffer(), MAX_RECORDED_SOLUTIONS);
  solution_recorder recorder = make_solution_recorder(problem, preselected, preselected_count);
  recorder.recorded = engine_solution_buffer();
  recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
  dlx_search search = make_recording_search(&recorder);
  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, description);
  ck_assert_msg(statistics.solutions == expected,
                "%zu preselected: %" PRIu64 " solutions, brute force finds %" PRIu64 " for %s",
                preselected_count, statistics.solutions, expected, description);
  ck_assert_uint_eq(recorder.solutions_received, statistics.solutions);
  assert_same_solution_sets(engine_solution_buffer(), recorder.solutions_received,
                            brute_force_solution_buffer(), expected, description);
  return expected;
}

#endif
