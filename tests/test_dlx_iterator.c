/* test_dlx_iterator.c: the Check suite of dlx_iterator (dlx.h), the search that hands out its
 * solutions one at a time. Its solutions, as sets, must be exactly those of dlx_solve on the
 * bundled exact-cover examples (bounds and colors among them), and those of a brute force written
 * here, over every subset of options, on random XC, XCC and MCC problems; its limits, stop request
 * and preselection must end it as dlx_solve ends; an iterator destroyed at any solution must leave
 * the solver consistent and ready for another search; the solver is busy while an iterator lives.
 */
#include "tests/run_suite.h"

#include <check.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/knuth.h"

/* ------------------------------------------------------------------------------------------------
 * Solutions as sorted lists of option ids, collected and compared as sets.
 */

typedef struct solution_list {
  uint32_t **solutions; /* each: its size, then its ids in increasing order */
  size_t count, capacity;
} solution_list;

static int compare_ids(const void *left, const void *right) {
  uint32_t a = *(const uint32_t *)left, b = *(const uint32_t *)right;
  return a < b ? -1 : a > b;
}

static void add_solution(solution_list *list, const uint32_t *ids, size_t count) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? 2 * list->capacity : 64;
    list->solutions = realloc(list->solutions, list->capacity * sizeof *list->solutions);
    ck_assert_ptr_nonnull(list->solutions);
  }
  uint32_t *copy = malloc((count + 1) * sizeof *copy);
  ck_assert_ptr_nonnull(copy);
  copy[0] = (uint32_t)count;
  if (count > 0) memcpy(copy + 1, ids, count * sizeof *ids);
  if (count > 1) qsort(copy + 1, count, sizeof *copy, compare_ids);
  list->solutions[list->count++] = copy;
}

static int compare_solutions_fully(const void *left, const void *right) {
  const uint32_t *a = *(uint32_t *const *)left, *b = *(uint32_t *const *)right;
  if (a[0] != b[0]) return a[0] < b[0] ? -1 : 1;
  for (uint32_t k = 1; k <= a[0]; k++)
    if (a[k] != b[k]) return a[k] < b[k] ? -1 : 1;
  return 0;
}

static void free_solutions(solution_list *list) {
  for (size_t k = 0; k < list->count; k++) free(list->solutions[k]);
  free(list->solutions);
  memset(list, 0, sizeof *list);
}

/* The two lists hold the same solutions, none twice (both are sorted on the way). */
static void assert_same_sets(solution_list *found, solution_list *expected, const char *what) {
  if (found->count > 1)
    qsort(found->solutions, found->count, sizeof *found->solutions, compare_solutions_fully);
  if (expected->count > 1)
    qsort(expected->solutions, expected->count, sizeof *expected->solutions,
          compare_solutions_fully);
  ck_assert_msg(found->count == expected->count, "%s: the iterator lists %zu solutions, not %zu",
                what, found->count, expected->count);
  for (size_t k = 0; k < found->count; k++) {
    ck_assert_msg(compare_solutions_fully(&found->solutions[k], &expected->solutions[k]) == 0,
                  "%s: solution %zu differs", what, k);
    if (k > 0)
      ck_assert_msg(compare_solutions_fully(&found->solutions[k - 1], &found->solutions[k]) != 0,
                    "%s: a solution listed twice", what);
  }
}

static int collect_solution(void *context, const uint32_t *ids, size_t count) {
  add_solution(context, ids, count);
  return 0;
}

/* Sets an option of the solver, which keeps it for every later search until set again. */
static void set_option(dlx_solver *solver, dlx_option option, uint64_t value) {
  ck_assert_int_eq(dlx_set_option_value(solver, option, value), DLX_OK);
}

/* Lists dlx_solve's solutions (on the representation the solver's option names, the links when it
 * names none, so that the nodes can be compared too; the option is then set back). */
static dlx_status solve_into(dlx_solver *solver, const dlx_search *search, solution_list *list,
                             dlx_statistics *statistics) {
  dlx_search collecting = search ? *search : (dlx_search){0};
  collecting.on_solution = collect_solution;
  collecting.context = list;
  uint64_t representation = dlx_option_value(solver, DLX_OPTION_REPRESENTATION);
  if (representation == DLX_REPRESENTATION_AUTOMATIC)
    set_option(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_LINKS);
  dlx_status status = dlx_solve(solver, &collecting, statistics);
  set_option(solver, DLX_OPTION_REPRESENTATION, representation);
  return status;
}

/* Lists the iterator's solutions, then destroys it: the solver must be consistent again. */
static dlx_status iterate_into(dlx_solver *solver, const dlx_search *search, solution_list *list,
                               dlx_statistics *statistics) {
  dlx_iterator *iterator = NULL;
  ck_assert_int_eq(dlx_iterator_create(solver, search, &iterator), DLX_OK);
  const uint32_t *ids;
  size_t count;
  while (dlx_iterator_next(iterator, &ids, &count)) {
    ck_assert_int_eq(dlx_iterator_status(iterator, NULL), DLX_OK);
    add_solution(list, ids, count);
  }
  ck_assert_int_eq(dlx_iterator_next(iterator, &ids, &count), 0); /* over stays over */
  ck_assert_ptr_null(ids);
  dlx_status status = dlx_iterator_status(iterator, statistics);
  dlx_iterator_destroy(iterator);
  ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
  return status;
}

static dlx_knuth *read_example(const char *name) {
  char path[256];
  snprintf(path, sizeof path, "../puzzles/exact-cover/%s", name);
  FILE *file = fopen(path, "r");
  ck_assert_msg(file != NULL, "cannot open %s", path);
  dlx_knuth *problem = NULL;
  dlx_knuth_error error;
  ck_assert_msg(dlx_knuth_read(file, &problem, &error, NULL, NULL) == DLX_OK, "%s:%lu: %s", path,
                error.line, error.message);
  fclose(file);
  return problem;
}

/* ------------------------------------------------------------------------------------------------
 * The bundled examples: the iterator lists exactly dlx_solve's solutions, with the same nodes, on
 * the links and on the bitset (which dlx_solve and the iterator both run, bounds apart).
 */

static const char *const small_examples[] = {
    "queens-8.dlx",     "langford-7.dlx",       "latin-4.dlx",
    "colors.dlx",       "bicoverings-5.dlx",    "sudoku-4x4.dlx",
    "dominoes-6x6.dlx", "pentominoes-3x20.dlx", "two-per-line-rooks-6.dlx",
};

START_TEST(test_examples_list_the_solutions_of_dlx_solve) {
  const char *name = small_examples[_i];
  dlx_knuth *problem = read_example(name);
  dlx_solver *solver = dlx_knuth_solver(problem);
  /* The links, the bitset, and the bitset branching by weights (dlx.h), whose weights the
   * iterator keeps as dlx_solve does. */
  const dlx_representation representations[] = {DLX_REPRESENTATION_LINKS, DLX_REPRESENTATION_BITSET,
                                                DLX_REPRESENTATION_BITSET};
  for (size_t r = 0; r < 3; r++) {
    set_option(solver, DLX_OPTION_REPRESENTATION, representations[r]);
    set_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_OFF);
    set_option(solver, DLX_OPTION_WEIGHTED_BRANCHING, r == 2 ? DLX_SWITCH_ON : DLX_SWITCH_OFF);
    dlx_search search = {0};
    solution_list expected = {0}, found = {0}, by_classes = {0};
    dlx_statistics solved, iterated;
    ck_assert_int_eq(solve_into(solver, &search, &expected, &solved), DLX_OK);
    ck_assert_int_eq(iterate_into(solver, &search, &found, &iterated), DLX_OK);
    ck_assert_msg(solved.solutions > 0, "%s has no solution: a weak test", name);
    ck_assert_uint_eq(iterated.solutions, found.count);
    ck_assert_msg(iterated.nodes == solved.nodes, "%s: %" PRIu64 " nodes iterating, %" PRIu64, name,
                  iterated.nodes, solved.nodes);
    ck_assert_uint_eq(iterated.representation, solved.representation);
    assert_same_sets(&found, &expected, name);
    /* By symmetry classes (symmetric_listing.c), where the problem has them: the same set. */
    set_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_ON);
    ck_assert_int_eq(iterate_into(solver, &search, &by_classes, &iterated), DLX_OK);
    ck_assert_uint_eq(iterated.solutions, by_classes.count);
    assert_same_sets(&by_classes, &expected, name);
    free_solutions(&expected);
    free_solutions(&found);
    free_solutions(&by_classes);
  }
  dlx_knuth_destroy(problem);
}
END_TEST

/* OEIS A000170: 92 ways to place 8 queens; the iterator counts them on its own. */
START_TEST(test_queens_8_lists_oeis_a000170) {
  dlx_knuth *problem = read_example("queens-8.dlx");
  dlx_iterator *iterator = NULL;
  ck_assert_int_eq(dlx_iterator_create(dlx_knuth_solver(problem), NULL, &iterator), DLX_OK);
  uint64_t count = 0;
  while (dlx_iterator_next(iterator, NULL, NULL)) count++;
  ck_assert_uint_eq(count, 92);
  dlx_iterator_destroy(iterator);
  dlx_knuth_destroy(problem);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Random XC, XCC and MCC problems against a brute force over every subset of options.
 */

enum { RANDOM_ITEMS = 7, RANDOM_OPTIONS = 12 };

typedef struct random_problem {
  uint32_t primary_count, secondary_count, option_count;
  uint32_t lower[RANDOM_ITEMS], upper[RANDOM_ITEMS];
  uint32_t sizes[RANDOM_OPTIONS];
  uint32_t items[RANDOM_OPTIONS][RANDOM_ITEMS], colors[RANDOM_OPTIONS][RANDOM_ITEMS];
} random_problem;

static uint32_t draw(uint64_t *state, uint32_t below) {
  *state = *state * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
  return (uint32_t)((*state >> 33) % below);
}

/* kind 0: XC; 1: XCC (colors); 2: MCC (colors and bounds). Every option holds a primary item. */
static void draw_problem(random_problem *problem, uint64_t *state, int kind) {
  memset(problem, 0, sizeof *problem);
  problem->primary_count = 1 + draw(state, 4);
  problem->secondary_count = draw(state, 4);
  problem->option_count = 1 + draw(state, RANDOM_OPTIONS);
  for (uint32_t i = 0; i < problem->primary_count; i++) {
    problem->lower[i] = problem->upper[i] = 1;
    if (kind == 2) {
      problem->lower[i] = draw(state, 3);
      problem->upper[i] = (problem->lower[i] ? problem->lower[i] : 1) + draw(state, 2);
    }
  }
  uint32_t item_count = problem->primary_count + problem->secondary_count;
  for (uint32_t k = 0; k < problem->option_count; k++) {
    uint32_t size = 0, primary = draw(state, problem->primary_count);
    problem->items[k][size++] = primary;
    for (uint32_t i = 0; i < item_count; i++) {
      if (i == primary || draw(state, 100) >= 35) continue;
      problem->colors[k][size] = kind > 0 && i >= problem->primary_count ? draw(state, 3) : 0;
      problem->items[k][size++] = i;
    }
    problem->sizes[k] = size;
  }
}

static bool subset_is_solution(const random_problem *problem, uint32_t set) {
  uint32_t uses[RANDOM_ITEMS] = {0}, color[RANDOM_ITEMS] = {0};
  bool uncolored[RANDOM_ITEMS] = {false};
  for (uint32_t k = 0; k < problem->option_count; k++) {
    if (!(set >> k & 1)) continue;
    for (uint32_t e = 0; e < problem->sizes[k]; e++) {
      uint32_t i = problem->items[k][e], c = problem->colors[k][e];
      if (++uses[i] > 1 && i >= problem->primary_count && (uncolored[i] || c == 0 || c != color[i]))
        return false;
      if (c == 0) uncolored[i] = true;
      color[i] = c;
    }
  }
  for (uint32_t i = 0; i < problem->primary_count; i++)
    if (uses[i] < problem->lower[i] || uses[i] > problem->upper[i]) return false;
  return true;
}

static void brute_force(const random_problem *problem, uint32_t required, solution_list *list) {
  for (uint32_t set = 0; set < (UINT32_C(1) << problem->option_count); set++) {
    if ((set & required) != required || !subset_is_solution(problem, set)) continue;
    uint32_t ids[RANDOM_OPTIONS];
    size_t count = 0;
    for (uint32_t k = 0; k < problem->option_count; k++)
      if (set >> k & 1) ids[count++] = k;
    add_solution(list, ids, count);
  }
}

static dlx_solver *build(const random_problem *problem) {
  dlx_solver *solver = NULL;
  ck_assert_int_eq(dlx_create(&solver, problem->primary_count, problem->secondary_count), DLX_OK);
  for (uint32_t k = 0; k < problem->option_count; k++)
    ck_assert_int_eq(dlx_add_colored_option(solver, problem->items[k], problem->colors[k],
                                            problem->sizes[k], NULL),
                     DLX_OK);
  for (uint32_t i = 0; i < problem->primary_count; i++)
    if (problem->lower[i] != 1 || problem->upper[i] != 1)
      ck_assert_int_eq(dlx_set_item_bounds(solver, i, problem->lower[i], problem->upper[i]),
                       DLX_OK);
  return solver;
}

START_TEST(test_random_problems_match_brute_force) {
  int kind = _i;
  uint64_t state = UINT64_C(20261125) + (uint64_t)kind;
  uint64_t with_solutions = 0;
  for (int round = 0; round < 400; round++) {
    random_problem problem;
    draw_problem(&problem, &state, kind);
    dlx_solver *solver = build(&problem);
    solution_list expected = {0}, found = {0};
    brute_force(&problem, 0, &expected);
    ck_assert_int_eq(iterate_into(solver, NULL, &found, NULL), DLX_OK);
    with_solutions += expected.count > 0;
    char what[64];
    snprintf(what, sizeof what, "kind %d, problem %d", kind, round);
    assert_same_sets(&found, &expected, what);
    free_solutions(&found);

    /* The same on the bitset (iterator_bitset.c; Algorithm M's problems stay on the links). */
    set_option(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_BITSET);
    ck_assert_int_eq(iterate_into(solver, NULL, &found, NULL), DLX_OK);
    set_option(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_AUTOMATIC);
    assert_same_sets(&found, &expected, what);
    free_solutions(&found);
    free_solutions(&expected);

    /* One option preselected, when it exists: the solutions that hold it. */
    uint32_t chosen = draw(&state, problem.option_count);
    dlx_search search = {.preselected_options = &chosen, .preselected_count = 1};
    brute_force(&problem, UINT32_C(1) << chosen, &expected);
    dlx_status status = iterate_into(solver, &search, &found, NULL);
    ck_assert(status == DLX_OK || status == DLX_PRESELECTED_OPTIONS_CONFLICT);
    assert_same_sets(&found, &expected, what);
    free_solutions(&found);
    free_solutions(&expected);
    dlx_destroy(solver);
  }
  ck_assert_msg(with_solutions >= 40, "only %" PRIu64 " problems with solutions", with_solutions);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Stopping early: destroy at any point, limits, stop request, a busy solver.
 */

/* An iterator destroyed after `taken` solutions leaves the solver as it was: consistent, with the
 * same count, for examples with colors and with bounds as well as plain ones. */
START_TEST(test_destroy_in_the_middle_leaves_the_solver_reusable) {
  static const char *const names[] = {"queens-8.dlx", "colors.dlx", "two-per-line-rooks-6.dlx",
                                      "bicoverings-5.dlx"};
  for (size_t n = 0; n < sizeof names / sizeof names[0]; n++) {
    dlx_knuth *problem = read_example(names[n]);
    dlx_solver *solver = dlx_knuth_solver(problem);
    dlx_statistics full;
    ck_assert_int_eq(dlx_solve(solver, NULL, &full), DLX_OK);
    uint64_t step = full.solutions / 7 + 1;
    for (uint64_t taken = 0; taken <= full.solutions + 1; taken += step) {
      dlx_iterator *iterator = NULL;
      /* Every other time on the bitset (the links still for Algorithm M's problems). */
      set_option(solver, DLX_OPTION_REPRESENTATION,
                 (taken / step) % 2 ? DLX_REPRESENTATION_BITSET : DLX_REPRESENTATION_LINKS);
      ck_assert_int_eq(dlx_iterator_create(solver, NULL, &iterator), DLX_OK);
      for (uint64_t k = 0; k < taken; k++) dlx_iterator_next(iterator, NULL, NULL);
      dlx_iterator_destroy(iterator);
      set_option(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_AUTOMATIC);
      ck_assert_msg(dlx_check_consistency(solver) == DLX_OK, "%s: inconsistent after %" PRIu64,
                    names[n], taken);
      dlx_statistics again;
      ck_assert_int_eq(dlx_solve(solver, NULL, &again), DLX_OK);
      ck_assert_uint_eq(again.solutions, full.solutions);
    }
    dlx_knuth_destroy(problem);
  }
}
END_TEST

START_TEST(test_solution_limit_lists_the_first_solutions_of_dlx_solve) {
  dlx_knuth *problem = read_example("two-per-line-rooks-6.dlx"); /* bounds: Algorithm M */
  dlx_knuth *plain = read_example("queens-8.dlx");
  dlx_solver *solvers[] = {dlx_knuth_solver(problem), dlx_knuth_solver(plain)};
  for (size_t s = 0; s < 2; s++) {
    for (uint64_t limit = 1; limit <= 40; limit += 13) {
      set_option(solvers[s], DLX_OPTION_REPRESENTATION,
                 limit % 2 ? DLX_REPRESENTATION_BITSET : DLX_REPRESENTATION_LINKS);
      dlx_search search = {.solution_limit = limit};
      solution_list expected = {0}, found = {0};
      dlx_status solved = solve_into(solvers[s], &search, &expected, NULL);
      ck_assert_int_eq(solved, DLX_STOPPED_AT_SOLUTION_LIMIT);
      ck_assert_int_eq(iterate_into(solvers[s], &search, &found, NULL), solved);
      ck_assert_uint_eq(found.count, limit);
      assert_same_sets(&found, &expected, "solution limit");
      free_solutions(&expected);
      free_solutions(&found);
    }
  }
  dlx_knuth_destroy(problem);
  dlx_knuth_destroy(plain);
}
END_TEST

START_TEST(test_node_limit_stops_where_dlx_solve_stops) {
  dlx_knuth *problem = read_example("langford-7.dlx");
  dlx_solver *solver = dlx_knuth_solver(problem);
  for (uint64_t limit = 1; limit < 3000; limit = limit * 3 + 1) {
    set_option(solver, DLX_OPTION_REPRESENTATION,
               limit % 2 ? DLX_REPRESENTATION_BITSET : DLX_REPRESENTATION_LINKS);
    dlx_search search = {.node_limit = limit};
    solution_list expected = {0}, found = {0};
    dlx_statistics solved, iterated;
    dlx_status status = solve_into(solver, &search, &expected, &solved);
    ck_assert_int_eq(iterate_into(solver, &search, &found, &iterated), status);
    ck_assert_uint_eq(iterated.nodes, solved.nodes);
    ck_assert_uint_le(iterated.nodes, limit);
    assert_same_sets(&found, &expected, "node limit");
    free_solutions(&expected);
    free_solutions(&found);
  }
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_stop_request_ends_the_search) {
  dlx_knuth *problem = read_example("queens-14.dlx"); /* 365,596 solutions: far from all */
  dlx_solver *solver = dlx_knuth_solver(problem);
  dlx_stop *stop = NULL;
  ck_assert_int_eq(dlx_stop_create(&stop), DLX_OK);
  dlx_search search = {.stop = stop}; /* the rule gives it the bitset (statistics) */
  dlx_iterator *iterator = NULL;
  ck_assert_int_eq(dlx_iterator_create(solver, &search, &iterator), DLX_OK);
  for (int k = 0; k < 10; k++) ck_assert_int_eq(dlx_iterator_next(iterator, NULL, NULL), 1);
  dlx_request_stop(stop);
  uint64_t more = 0;
  while (dlx_iterator_next(iterator, NULL, NULL)) more++;
  dlx_statistics statistics;
  ck_assert_int_eq(dlx_iterator_status(iterator, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_lt(more, 1024); /* the flag is read every 1024 nodes */
  ck_assert_uint_eq(statistics.solutions, 10 + more);
  ck_assert_uint_eq(statistics.representation, DLX_REPRESENTATION_BITSET);
  dlx_iterator_destroy(iterator);
  dlx_stop_destroy(stop);
  ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_solver_is_busy_while_an_iterator_lives) {
  dlx_knuth *problem = read_example("queens-8.dlx");
  dlx_solver *solver = dlx_knuth_solver(problem);
  dlx_iterator *iterator = NULL, *second = NULL;
  ck_assert_int_eq(dlx_iterator_create(solver, NULL, &iterator), DLX_OK);
  ck_assert_int_eq(dlx_iterator_next(iterator, NULL, NULL), 1);
  const uint32_t items[] = {0};
  ck_assert_int_eq(dlx_solve(solver, NULL, NULL), DLX_ERROR_SEARCH_IN_PROGRESS);
  ck_assert_int_eq(dlx_add_option(solver, items, 1, NULL), DLX_ERROR_SEARCH_IN_PROGRESS);
  ck_assert_int_eq(dlx_iterator_create(solver, NULL, &second), DLX_ERROR_SEARCH_IN_PROGRESS);
  ck_assert_ptr_null(second);
  dlx_iterator_destroy(iterator);
  ck_assert_int_eq(dlx_iterator_create(solver, NULL, &second), DLX_OK);
  dlx_iterator_destroy(second);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_preselection_is_copied_and_checked) {
  dlx_knuth *problem = read_example("queens-8.dlx");
  dlx_solver *solver = dlx_knuth_solver(problem);
  /* Every solution has one queen in the first row: the rows' options, preselected one by one,
   * list 92 solutions in all, each holding its preselected option first. */
  uint64_t total = 0;
  for (uint32_t option = 0; option < dlx_option_count(solver); option++) {
    uint32_t *preselected = malloc(sizeof *preselected);
    ck_assert_ptr_nonnull(preselected);
    *preselected = option;
    dlx_search search = {.preselected_options = preselected, .preselected_count = 1};
    dlx_iterator *iterator = NULL;
    ck_assert_int_eq(dlx_iterator_create(solver, &search, &iterator), DLX_OK);
    free(preselected);
    const uint32_t *ids;
    size_t count;
    while (dlx_iterator_next(iterator, &ids, &count)) {
      ck_assert_uint_eq(ids[0], option);
      total++;
    }
    dlx_iterator_destroy(iterator);
  }
  ck_assert_uint_eq(total, 92 * 8); /* a solution holds 8 queens: counted once per queen */
  const uint32_t same_twice[] = {0, 0}, out_of_range[] = {dlx_option_count(solver)};
  dlx_search conflicting = {.preselected_options = same_twice, .preselected_count = 2};
  dlx_iterator *iterator = NULL;
  ck_assert_int_eq(dlx_iterator_create(solver, &conflicting, &iterator), DLX_OK);
  ck_assert_int_eq(dlx_iterator_next(iterator, NULL, NULL), 0);
  ck_assert_int_eq(dlx_iterator_status(iterator, NULL), DLX_PRESELECTED_OPTIONS_CONFLICT);
  dlx_iterator_destroy(iterator);
  dlx_search wrong = {.preselected_options = out_of_range, .preselected_count = 1};
  ck_assert_int_eq(dlx_iterator_create(solver, &wrong, &iterator), DLX_ERROR_OPTION_OUT_OF_RANGE);
  ck_assert_ptr_null(iterator);
  dlx_search missing = {.preselected_count = 1};
  ck_assert_int_eq(dlx_iterator_create(solver, &missing, &iterator), DLX_ERROR_NULL_ARGUMENT);
  ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
  ck_assert_uint_eq(dlx_solve(solver, NULL, NULL), DLX_OK);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_null_arguments) {
  dlx_iterator *iterator = NULL;
  ck_assert_int_eq(dlx_iterator_create(NULL, NULL, &iterator), DLX_ERROR_NULL_ARGUMENT);
  ck_assert_int_eq(dlx_iterator_next(NULL, NULL, NULL), 0);
  ck_assert_int_eq(dlx_iterator_status(NULL, NULL), DLX_ERROR_NULL_ARGUMENT);
  dlx_iterator_destroy(NULL);
  dlx_solver *solver = NULL;
  ck_assert_int_eq(dlx_create(&solver, 0, 0), DLX_OK);
  ck_assert_int_eq(dlx_iterator_create(solver, NULL, NULL), DLX_ERROR_NULL_ARGUMENT);
  /* No item: exactly one solution, the empty one. */
  ck_assert_int_eq(dlx_iterator_create(solver, NULL, &iterator), DLX_OK);
  size_t count = 99;
  ck_assert_int_eq(dlx_iterator_next(iterator, NULL, &count), 1);
  ck_assert_uint_eq(count, 0);
  ck_assert_int_eq(dlx_iterator_next(iterator, NULL, NULL), 0);
  ck_assert_int_eq(dlx_iterator_status(iterator, NULL), DLX_OK);
  dlx_iterator_destroy(iterator);
  dlx_destroy(solver);
}
END_TEST

static Suite *iterator_suite(void) {
  Suite *suite = suite_create("dlx_iterator");
  TCase *examples = tcase_create("examples");
  tcase_set_timeout(examples, 60);
  tcase_add_loop_test(examples, test_examples_list_the_solutions_of_dlx_solve, 0,
                      (int)(sizeof small_examples / sizeof small_examples[0]));
  tcase_add_test(examples, test_queens_8_lists_oeis_a000170);
  suite_add_tcase(suite, examples);
  TCase *random = tcase_create("random");
  tcase_set_timeout(random, 60);
  tcase_add_loop_test(random, test_random_problems_match_brute_force, 0, 3);
  suite_add_tcase(suite, random);
  TCase *stopping = tcase_create("stopping");
  tcase_set_timeout(stopping, 60);
  tcase_add_test(stopping, test_destroy_in_the_middle_leaves_the_solver_reusable);
  tcase_add_test(stopping, test_solution_limit_lists_the_first_solutions_of_dlx_solve);
  tcase_add_test(stopping, test_node_limit_stops_where_dlx_solve_stops);
  tcase_add_test(stopping, test_stop_request_ends_the_search);
  tcase_add_test(stopping, test_solver_is_busy_while_an_iterator_lives);
  tcase_add_test(stopping, test_preselection_is_copied_and_checked);
  tcase_add_test(stopping, test_null_arguments);
  suite_add_tcase(suite, stopping);
  return suite;
}

int main(void) {
  return run_suite(iterator_suite());
}
