/* test_dlx_colors.c: the Check suite for colors (Knuth's Algorithm C) in the engine: small
 * colored problems whose solutions were found by hand and by the brute force, colors compared by
 * value up to DLX_MAXIMUM_COLOR, bad colored options rejected without changing anything, and
 * options given without colors, with colors NULL or all zero searching exactly alike.
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

enum { SEQUENCE_CAPACITY = 1 << 17 };

/* ------------------------------------------------------------------------------------------------
 * Small problems checked by hand. With colors (Knuth's Algorithm C) a solution covers every
 * primary item exactly once, and every secondary item is either in at most one chosen option or
 * given the same non-zero color by every chosen option that contains it.
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
  ck_assert_uint_eq(count_colored_covers_by_brute_force(
                        &problem, NULL, 0, brute_force_solution_buffer(), MAX_RECORDED_SOLUTIONS),
                    2);
  assert_same_solution_sets(brute_force_solution_buffer(), 2, expected, 2,
                            "the brute force, by hand");

  dlx_solver *solver = create_solver_for(&problem);
  solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
  recorder.recorded = engine_solution_buffer();
  recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
  dlx_search search = make_recording_search(&recorder);
  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "colored example");
  ck_assert_uint_eq(statistics.solutions, 2);
  assert_same_solution_sets(engine_solution_buffer(), recorder.solutions_received, expected, 2,
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
 * The arguments of dlx_add_colored_option.
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

static Suite *make_dlx_colors_suite(void) {
  Suite *suite = suite_create("dlx_colors");

  TCase *colors = tcase_create("colors");
  tcase_add_test(colors, test_colored_example_has_exactly_the_solutions_found_by_hand);
  tcase_add_test(colors, test_preselected_colored_option_of_only_secondary_items);
  tcase_add_test(colors, test_colors_compare_by_value_up_to_the_maximum);
  tcase_add_test(colors, test_colored_option_rejects_bad_colors_and_changes_nothing);
  tcase_add_test(colors, test_null_or_all_zero_colors_search_exactly_as_add_option);
  suite_add_tcase(suite, colors);
  return suite;
}

int main(void) {
  return run_suite(make_dlx_colors_suite());
}
