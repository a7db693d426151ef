/* test_dlx_colors_random.c: the Check suite that holds colored searches (Knuth's Algorithm C)
 * to the colored brute force on random problems drawn from a fixed seed: every kind of
 * preselection, limits and stops, and two transformations that must not change a count (an option
 * that is never chosen, and one color on every entry of an item).
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

enum { RANDOM_COLORED_PROBLEM_COUNT = 500, RANDOM_COLORED_PRESELECTIONS_PER_PROBLEM = 8 };

/* ------------------------------------------------------------------------------------------------
 * Random colored problems against the brute force.
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
    assert_backtracking_agrees(&problem, full_count, description);
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
 * Colors do not change uncolored answers.
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
    uint64_t expected = count_exact_covers_by_brute_force(
        &plain, NULL, 0, brute_force_solution_buffer(), MAX_RECORDED_SOLUTIONS);
    ck_assert_uint_eq(count_colored_covers_by_brute_force(&plain, NULL, 0, NULL, 0), expected);
    ck_assert_uint_eq(count_colored_covers_by_brute_force(&extended, NULL, 0, NULL, 0), expected);
    dlx_solver *extended_solver = create_solver_for(&extended);
    recorder = make_solution_recorder(&extended, NULL, 0);
    recorder.recorded = engine_solution_buffer();
    recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
    search = make_recording_search(&recorder);
    dlx_statistics statistics = solve_expecting(extended_solver, &search, DLX_OK, description);
    ck_assert_uint_eq(statistics.solutions, recorder.solutions_received);
    remove_option_from_every_solution(engine_solution_buffer(), recorder.solutions_received,
                                      f_g_option, description);
    assert_same_solution_sets(engine_solution_buffer(), recorder.solutions_received,
                              brute_force_solution_buffer(), expected, description);
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
    recorder.recorded = engine_solution_buffer();
    recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
    dlx_search search = make_recording_search(&recorder);
    solve_expecting(dropped_solver, &search, DLX_OK, "the items dropped");
    for (uint64_t index = 0; index < recorder.solutions_received; index++) {
      option_set mapped;
      memset(&mapped, 0, sizeof mapped);
      for (size_t option = 0; option < dropped.option_count; option++) {
        if ((engine_solution_buffer()[index].words[0] & (UINT64_C(1) << option)) != 0) {
          mapped.words[0] |= UINT64_C(1) << kept_options[option];
        }
      }
      engine_solution_buffer()[index] = mapped;
    }
    assert_same_solution_sets(engine_solution_buffer(), recorder.solutions_received, full_solutions,
                              expected, description);
    dlx_destroy(dropped_solver);
    dlx_destroy(colored_solver);
  }
  ck_assert_uint_gt(problems_where_it_matters, 40);
}
END_TEST

static Suite *make_dlx_colors_random_suite(void) {
  Suite *suite = suite_create("dlx_colors_random");

  TCase *colors = tcase_create("random_colored_problems");
  tcase_add_test(colors, test_random_colored_problems_and_preselections_match_brute_force);
  tcase_add_test(colors, test_random_colored_limits_and_stops_leave_the_solver_intact);
  tcase_add_test(colors, test_a_colored_option_that_is_never_chosen_changes_no_count);
  tcase_add_test(colors, test_one_color_on_every_entry_of_an_item_equals_dropping_the_item);
  suite_add_tcase(suite, colors);
  return suite;
}

int main(void) {
  return run_suite(make_dlx_colors_random_suite());
}
