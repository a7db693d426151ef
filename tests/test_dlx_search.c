/* test_dlx_search.c: the Check suite for what a search of the engine (dlx/dlx.h) finds and
 * how it ends: Knuth's example and its statistics, n queens against OEIS A000170 and a backtracking
 * counter, problems without solutions and with secondary items, the solution and node limits, the
 * solution callback and the stop request, and that every kind of stop leaves the solver intact and
 * gives the same result when repeated. Expected counts come from the literature or from the brute
 * forces of dlx_test_checks.h, never from the engine.
 */
#include "tests/dlx_test_checks.h"

#include "dlx/knuth.h"

#include <check.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------------
 * Knuth's example, and the statistics it must produce.
 */

START_TEST(test_knuth_example_has_exactly_the_known_solution) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
  recorder.recorded = engine_solution_buffer();
  recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
  dlx_search search = make_recording_search(&recorder);

  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "Knuth's example");

  const uint32_t known_solution[] = {3, 4, 0}; /* {A,D} {B,G} {C,E,F} */
  option_set expected = option_set_of(known_solution, 3);
  ck_assert_uint_eq(statistics.solutions, 1);
  ck_assert_uint_eq(recorder.solutions_received, 1);
  ck_assert_int_eq(compare_option_sets(&engine_solution_buffer()[0], &expected), 0);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_knuth_example_brute_force_agrees_with_the_literature) {
  test_problem problem;
  build_knuth_example(&problem);
  ck_assert_uint_eq(count_exact_covers_by_brute_force(&problem, NULL, 0, NULL, 0), 1);
}
END_TEST

/* Knuth's DLX1 visits the same tree as our links whenever no item with one option left comes
 * before an item with none (DLX1 keeps looking for a 0 and branches there at once; we take the
 * first item with 1). The node counts below are DLX1's, run on the same problem written in the same
 * item and option order: dlx1.w of github.com/ascherer/cwebtest at cf98784, built as
 * ../shared/peers/build.sh does (ctangle dlx1.w; gcc -O2 dlx1.c gb_flip.o), run as `dlx1 < FILE`,
 * whose last line says "Altogether 1 solution, 414+480 mems, 30 updates, 620 bytes, 6 nodes" for
 * Knuth's example ("A B C D E F G" then the options as build_knuth_example lists them). Knuth
 * counts updates another way, so only the nodes are compared. The bitset search with its
 * inferences off must visit exactly the nodes of the links (dlx.h). */
static dlx_statistics solve_with_representation(dlx_solver *solver,
                                                dlx_representation representation,
                                                const char *scenario) {
  /* The solver's options, set for this search and then back to their defaults. */
  static const dlx_option switches[] = {DLX_OPTION_FORCED_OPTIONS, DLX_OPTION_ITEM_DOMINATION,
                                        DLX_OPTION_TIE_BREAK,
                                        DLX_OPTION_SYMMETRY}; /* DLX1 searches the whole tree */
  ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, representation), DLX_OK);
  for (size_t k = 0; k < sizeof switches / sizeof switches[0]; k++)
    ASSERT_STATUS(dlx_set_option_value(solver, switches[k], DLX_SWITCH_OFF), DLX_OK);
  dlx_statistics statistics = solve_expecting(solver, NULL, DLX_OK, scenario);
  ASSERT_STATUS(
      dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_AUTOMATIC),
      DLX_OK);
  for (size_t k = 0; k < sizeof switches / sizeof switches[0]; k++)
    ASSERT_STATUS(dlx_set_option_value(solver, switches[k], DLX_SWITCH_AUTOMATIC), DLX_OK);
  return statistics;
}

static void assert_nodes_of_dlx1(dlx_solver *solver, uint64_t dlx1_solutions, uint64_t dlx1_nodes,
                                 const char *scenario) {
  dlx_statistics links = solve_with_representation(solver, DLX_REPRESENTATION_LINKS, scenario);
  dlx_statistics bitset = solve_with_representation(solver, DLX_REPRESENTATION_BITSET, scenario);
  ck_assert_msg(links.solutions == dlx1_solutions && links.nodes == dlx1_nodes,
                "%s, links: %" PRIu64 " solutions, %" PRIu64 " nodes; DLX1: %" PRIu64 ", %" PRIu64,
                scenario, links.solutions, links.nodes, dlx1_solutions, dlx1_nodes);
  ck_assert_msg(bitset.solutions == dlx1_solutions && bitset.nodes == dlx1_nodes,
                "%s, bitset without inferences: %" PRIu64 " solutions, %" PRIu64
                " nodes; DLX1: %" PRIu64 ", %" PRIu64,
                scenario, bitset.solutions, bitset.nodes, dlx1_solutions, dlx1_nodes);
}

START_TEST(test_knuth_example_statistics) {
  test_problem problem;
  build_knuth_example(&problem);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_statistics statistics = solve_expecting(solver, NULL, DLX_OK, "Knuth's example");
  ck_assert_uint_eq(statistics.solutions, 1);
  ck_assert_uint_gt(statistics.updates, 0);
  assert_nodes_of_dlx1(solver, 1, 6, "Knuth's example");
  dlx_destroy(solver);
}
END_TEST

/* 4 queens as build_n_queens_problem writes it, for DLX1: "r0 .. r3 c0 .. c3 | a0 .. a6 b0 .. b6",
 * then for each square, row by row, "rR cC aR+C bR+3-C": "Altogether 2 solutions, ..., 17 nodes".
 * (From 5 queens on, DLX1 meets an item with no option after one with one, and the trees part.) */
START_TEST(test_four_queens_visit_the_nodes_of_dlx1) {
  test_problem problem;
  build_n_queens_problem(&problem, 4);
  dlx_solver *solver = create_solver_for(&problem);
  assert_nodes_of_dlx1(solver, 2, 17, "4 queens");
  dlx_destroy(solver);
}
END_TEST

/* Two bundled examples read as the dlx command reads them; DLX1, run on the same files:
 * latin-4.dlx "Altogether 576 solutions, ..., 4745 nodes", sudoku-4x4.dlx "Altogether 288
 * solutions, ..., 2157 nodes". */
static void assert_file_visits_the_nodes_of_dlx1(const char *path, uint64_t dlx1_solutions,
                                                 uint64_t dlx1_nodes) {
  FILE *stream = fopen(path, "r");
  ck_assert_msg(stream != NULL, "cannot open %s", path);
  dlx_knuth *problem = NULL;
  dlx_knuth_error error;
  ASSERT_STATUS(dlx_knuth_read(stream, &problem, &error, NULL, NULL), DLX_OK);
  fclose(stream);
  assert_nodes_of_dlx1(dlx_knuth_solver(problem), dlx1_solutions, dlx1_nodes, path);
  dlx_knuth_destroy(problem);
}

START_TEST(test_bundled_examples_visit_the_nodes_of_dlx1) {
  assert_file_visits_the_nodes_of_dlx1("../puzzles/exact-cover/latin-4.dlx", 576, 4745);
  assert_file_visits_the_nodes_of_dlx1("../puzzles/exact-cover/sudoku-4x4.dlx", 288, 2157);
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
 * N queens, n = 1..10, against OEIS A000170.
 */

START_TEST(test_n_queens_count_matches_oeis_a000170) {
  uint32_t board_size = (uint32_t)_i;
  uint64_t expected = n_queens_count_from_oeis_a000170(board_size);
  ck_assert_uint_eq(count_queens_by_backtracking(board_size, NULL), expected);

  test_problem problem;
  build_n_queens_problem(&problem, board_size);
  dlx_solver *solver = create_solver_for(&problem);
  solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
  recorder.recorded = engine_solution_buffer();
  recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
  dlx_search search = make_recording_search(&recorder);
  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "n queens");

  ck_assert_msg(statistics.solutions == expected,
                "%" PRIu32 " queens: %" PRIu64 " solutions, expected %" PRIu64, board_size,
                statistics.solutions, expected);
  ck_assert_uint_eq(recorder.solutions_received, expected);
  qsort(engine_solution_buffer(), (size_t)expected, sizeof *engine_solution_buffer(),
        compare_option_sets);
  for (uint64_t index = 1; index < expected; index++) {
    ck_assert_msg(compare_option_sets(&engine_solution_buffer()[index - 1],
                                      &engine_solution_buffer()[index]) != 0,
                  "%" PRIu32 " queens: a solution was reported twice", board_size);
  }
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Problems without solutions, and what secondary items allow.
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
 * Solution and node limits.
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
 * The solution callback: stopping, and what it receives.
 */

static int request_stop_after_first_solution(void *context, const uint32_t *option_ids,
                                             size_t option_count) {
  (void)option_ids;
  (void)option_count;
  dlx_request_stop(context);
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

  dlx_stop *stop = NULL;
  ASSERT_STATUS(dlx_stop_create(&stop), DLX_OK);
  dlx_request_stop(stop);
  dlx_search search = {.stop = stop};
  ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_eq(statistics.nodes, 0);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);

  dlx_clear_stop(stop);
  search.on_solution = request_stop_after_first_solution;
  search.context = stop;
  ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_ge(statistics.solutions, 1);
  ck_assert_uint_lt(statistics.solutions, n_queens_count_from_oeis_a000170(10));
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);

  dlx_clear_stop(stop);
  dlx_search never_stopped = {.stop = stop};
  ASSERT_STATUS(dlx_solve(solver, &never_stopped, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, n_queens_count_from_oeis_a000170(10));
  dlx_stop_destroy(stop);
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
  uint64_t expected = count_exact_covers_by_brute_force(
      &problem, NULL, 0, brute_force_solution_buffer(), MAX_RECORDED_SOLUTIONS);
  ck_assert_uint_gt(expected, 3);
  dlx_solver *solver = create_solver_for(&problem);
  solution_recorder recorder = make_solution_recorder(&problem, NULL, 0);
  recorder.recorded = engine_solution_buffer();
  recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
  dlx_search search = make_recording_search(&recorder);
  dlx_statistics statistics = solve_expecting(solver, &search, DLX_OK, "mixed problem");
  ck_assert_uint_eq(statistics.solutions, recorder.solutions_received);
  assert_same_solution_sets(engine_solution_buffer(), recorder.solutions_received,
                            brute_force_solution_buffer(), expected,
                            describe_test_problem(&problem, description, sizeof description));
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Every kind of stop leaves the solver consistent, and repeating a search repeats its result.
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

static Suite *make_dlx_search_suite(void) {
  Suite *suite = suite_create("dlx_search");

  TCase *knuth_and_statistics = tcase_create("knuth_example_and_statistics");
  tcase_add_test(knuth_and_statistics, test_knuth_example_has_exactly_the_known_solution);
  tcase_add_test(knuth_and_statistics, test_knuth_example_brute_force_agrees_with_the_literature);
  tcase_add_test(knuth_and_statistics, test_knuth_example_statistics);
  tcase_add_test(knuth_and_statistics, test_four_queens_visit_the_nodes_of_dlx1);
  tcase_add_test(knuth_and_statistics, test_bundled_examples_visit_the_nodes_of_dlx1);
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
  return suite;
}

int main(void) {
  return run_suite(make_dlx_search_suite());
}
