/* test_dlx_bounds.c: the Check suite that holds multiplicities (dlx_set_item_bounds, Knuth's
 * Algorithm M) to a brute force written here: random small problems, with and without colors,
 * whose every subset of options is tried, searched serially, on 1 to 4 threads and in 1 to 7
 * parts, with preselections and limits; counted by the memo (the option memo), whose ZDD and
 * samples are held to the brute force too; and the errors of the bounds API.
 */
#include "tests/run_suite.h"

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"

enum { MAXIMUM_OPTIONS = 13, MAXIMUM_ITEMS = 7, RANDOM_PROBLEM_COUNT = 400 };

typedef struct bounded_problem {
  uint32_t primary_count, secondary_count, option_count;
  uint32_t lower[MAXIMUM_ITEMS], upper[MAXIMUM_ITEMS];
  uint32_t sizes[MAXIMUM_OPTIONS];
  uint32_t items[MAXIMUM_OPTIONS][MAXIMUM_ITEMS], colors[MAXIMUM_OPTIONS][MAXIMUM_ITEMS];
} bounded_problem;

static uint64_t next_random(uint64_t *state) {
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

static uint32_t random_below(uint64_t *state, uint32_t limit) {
  return (uint32_t)(next_random(state) % limit);
}

static void draw_problem(bounded_problem *problem, uint64_t *random_state, bool colored) {
  memset(problem, 0, sizeof *problem);
  problem->primary_count = 1 + random_below(random_state, 4);
  problem->secondary_count = random_below(random_state, 3);
  problem->option_count = 1 + random_below(random_state, MAXIMUM_OPTIONS);
  for (uint32_t i = 0; i < problem->primary_count; i++) {
    problem->lower[i] = random_below(random_state, 3);
    uint32_t least = problem->lower[i] ? problem->lower[i] : 1;
    problem->upper[i] = least + random_below(random_state, 3);
  }
  uint32_t item_count = problem->primary_count + problem->secondary_count;
  for (uint32_t k = 0; k < problem->option_count; k++) {
    uint32_t size = 0;
    for (uint32_t i = 0; i < item_count; i++) {
      if (random_below(random_state, 100) >= 45) continue;
      problem->items[k][size] = i;
      problem->colors[k][size] =
          colored && i >= problem->primary_count ? random_below(random_state, 3) : 0;
      size++;
    }
    if (size == 0 || problem->items[k][0] >= problem->primary_count) {
      memmove(problem->items[k] + 1, problem->items[k], size * sizeof(uint32_t));
      memmove(problem->colors[k] + 1, problem->colors[k], size * sizeof(uint32_t));
      problem->items[k][0] = random_below(random_state, problem->primary_count);
      problem->colors[k][0] = 0;
      size++;
      /* The primary item drawn may be there already: then the option keeps its first entry. */
      for (uint32_t other = 1; other < size; other++)
        if (problem->items[k][other] == problem->items[k][0]) {
          memmove(problem->items[k] + other, problem->items[k] + other + 1,
                  (size - other - 1) * sizeof(uint32_t));
          memmove(problem->colors[k] + other, problem->colors[k] + other + 1,
                  (size - other - 1) * sizeof(uint32_t));
          size--;
          break;
        }
    }
    problem->sizes[k] = size;
  }
}

/* Whether the options of `set` (a bit per option) form a solution: every primary item covered
 * between its bounds, every secondary item by one uncolored option or by options of one color. */
static bool is_solution(const bounded_problem *problem, uint32_t set) {
  uint32_t uses[MAXIMUM_ITEMS] = {0}, color[MAXIMUM_ITEMS] = {0};
  bool uncolored[MAXIMUM_ITEMS] = {false};
  for (uint32_t k = 0; k < problem->option_count; k++) {
    if (!(set >> k & 1)) continue;
    for (uint32_t e = 0; e < problem->sizes[k]; e++) {
      uint32_t i = problem->items[k][e], c = problem->colors[k][e];
      uses[i]++;
      if (i < problem->primary_count) continue;
      if (c == 0) uncolored[i] = true;
      if (uses[i] > 1 && (uncolored[i] || c != color[i])) return false;
      color[i] = c;
    }
  }
  for (uint32_t i = 0; i < problem->primary_count; i++)
    if (uses[i] < problem->lower[i] || uses[i] > problem->upper[i]) return false;
  return true;
}

static uint64_t brute_force_count(const bounded_problem *problem, uint32_t required) {
  uint64_t count = 0;
  for (uint32_t set = 0; set < (UINT32_C(1) << problem->option_count); set++)
    if ((set & required) == required && is_solution(problem, set)) count++;
  return count;
}

static dlx_solver *build(const bounded_problem *problem) {
  dlx_solver *solver;
  ck_assert_int_eq(dlx_create(&solver, problem->primary_count, problem->secondary_count), DLX_OK);
  for (uint32_t k = 0; k < problem->option_count; k++)
    ck_assert_int_eq(dlx_add_colored_option(solver, problem->items[k], problem->colors[k],
                                            problem->sizes[k], NULL),
                     DLX_OK);
  for (uint32_t i = 0; i < problem->primary_count; i++)
    ck_assert_int_eq(dlx_set_item_bounds(solver, i, problem->lower[i], problem->upper[i]), DLX_OK);
  return solver;
}

/* Every solution reported must be a solution, and none twice. */
typedef struct seen_solutions {
  const bounded_problem *problem;
  uint8_t seen[1 << MAXIMUM_OPTIONS];
  uint64_t count;
  bool all_valid;
} seen_solutions;

static int record_solution(void *context, const uint32_t *ids, size_t count) {
  seen_solutions *seen = context;
  uint32_t set = 0;
  for (size_t k = 0; k < count; k++) {
    if (set >> ids[k] & 1) seen->all_valid = false;
    set |= UINT32_C(1) << ids[k];
  }
  if (!is_solution(seen->problem, set) || seen->seen[set]) seen->all_valid = false;
  seen->seen[set] = 1;
  seen->count++;
  return 0;
}

/* The memo's ZDD: the number of paths to 1 of each node, as the nodes come. */
enum { MAXIMUM_ZDD_NODES = 1 << 14 };
typedef struct zdd_paths {
  uint64_t paths[MAXIMUM_ZDD_NODES];
  uint64_t last;
  bool well_formed; /* ids in sequence from 2, children made before their parents, hi not 0 */
} zdd_paths;

static void count_zdd_paths(void *context, uint64_t id, uint32_t option_id, uint64_t lo,
                            uint64_t hi) {
  zdd_paths *zdd = context;
  (void)option_id;
  if (id >= MAXIMUM_ZDD_NODES || id != (zdd->last ? zdd->last + 1 : 2) || lo >= id || hi >= id ||
      hi == 0) {
    zdd->well_formed = false;
    return;
  }
  zdd->paths[id] = zdd->paths[lo] + zdd->paths[hi];
  zdd->last = id;
}

/* dlx_sample's draws: every one a solution, and how often each set of options came. */
typedef struct drawn_solutions {
  const bounded_problem *problem;
  uint32_t drawn[1 << MAXIMUM_OPTIONS];
  bool all_valid;
} drawn_solutions;

static int record_sample(void *context, const uint32_t *ids, size_t count) {
  drawn_solutions *samples = context;
  uint32_t set = 0;
  for (size_t k = 0; k < count; k++) {
    if (set >> ids[k] & 1) samples->all_valid = false;
    set |= UINT32_C(1) << ids[k];
  }
  if (!is_solution(samples->problem, set)) samples->all_valid = false;
  samples->drawn[set]++;
  return 0;
}

/* The memo counts as the brute force, with and without a preselected option, with no cache, and
 * no more under a node limit; its ZDD has as many paths; its samples are solutions, and 24 draws
 * per solution draw each one (the seed is fixed: a miss would be a wrong walk, not bad luck, at
 * odds of about e^-24 per solution). */
static void check_memo(dlx_solver *solver, const bounded_problem *problem, uint64_t expected,
                       uint32_t chosen, uint64_t with_chosen) {
  /* The memo is the solver's option, kept until set back to automatic before the samples. */
  ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_MEMO, DLX_MEMO_ON), DLX_OK);
  dlx_search memo = {0};
  dlx_statistics statistics;
  ck_assert_int_eq(dlx_solve(solver, &memo, &statistics), DLX_OK);
  ck_assert_int_eq(statistics.memo, 1);
  ck_assert_uint_eq(statistics.solutions, expected);
  memo.preselected_options = &chosen;
  memo.preselected_count = 1;
  dlx_status status = dlx_solve(solver, &memo, &statistics);
  if (status == DLX_PRESELECTED_OPTIONS_CONFLICT) {
    ck_assert_uint_eq(with_chosen, 0);
  } else {
    ck_assert_int_eq(status, DLX_OK);
    ck_assert_uint_eq(statistics.solutions, with_chosen);
  }

  /* A cache of no slot (every state counted again), and a node limit: a lower bound. */
  ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_MEMO_BYTES, 1), DLX_OK);
  ck_assert_int_eq(dlx_solve(solver, NULL, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, expected);
  ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_MEMO_BYTES, 0), DLX_OK);
  dlx_search few_nodes = {.node_limit = 3};
  status = dlx_solve(solver, &few_nodes, &statistics);
  ck_assert(status == DLX_OK || status == DLX_STOPPED_AT_NODE_LIMIT);
  ck_assert_uint_le(statistics.solutions, expected);
  if (status == DLX_OK) ck_assert_uint_eq(statistics.solutions, expected);

  static zdd_paths zdd;
  memset(&zdd, 0, sizeof zdd);
  zdd.paths[1] = 1;
  zdd.well_formed = true;
  ck_assert_int_eq(dlx_set_zdd_callback(solver, count_zdd_paths, &zdd), DLX_OK);
  ck_assert_int_eq(dlx_solve(solver, NULL, &statistics), DLX_OK);
  ck_assert_int_eq(dlx_set_zdd_callback(solver, NULL, NULL), DLX_OK);
  ck_assert(zdd.well_formed);
  /* No node: the family is empty, or holds only the empty set (every item's lower bound 0). */
  uint64_t root_paths = zdd.last ? zdd.paths[zdd.last] : statistics.solutions;
  ck_assert_uint_eq(root_paths, expected);
  ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_MEMO, DLX_MEMO_AUTOMATIC), DLX_OK);

  static drawn_solutions samples;
  memset(&samples, 0, sizeof samples);
  samples.problem = problem;
  samples.all_valid = true;
  dlx_search sampling = {.on_solution = record_sample, .context = &samples};
  ck_assert_int_eq(dlx_sample(solver, &sampling, 24 * expected, expected, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, expected);
  ck_assert(samples.all_valid);
  for (uint32_t set = 0; set < (UINT32_C(1) << problem->option_count); set++)
    if (is_solution(problem, set)) ck_assert_uint_gt(samples.drawn[set], 0);
  ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
}

static void check_problem(const bounded_problem *problem, uint64_t *random_state) {
  dlx_solver *solver = build(problem);
  uint64_t expected = brute_force_count(problem, 0);
  static seen_solutions seen;
  memset(&seen, 0, sizeof seen);
  seen.problem = problem;
  seen.all_valid = true;
  dlx_search search = {.on_solution = record_solution, .context = &seen};
  dlx_statistics statistics;
  ck_assert_int_eq(dlx_solve(solver, &search, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, expected);
  ck_assert_uint_eq(seen.count, expected);
  ck_assert(seen.all_valid);
  ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);

  unsigned threads = 1 + random_below(random_state, 4);
  ck_assert_int_eq(dlx_solve_parallel(solver, NULL, threads, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, expected);
  uint32_t parts = 1 + random_below(random_state, 7);
  uint64_t total = 0;
  for (uint32_t part = 1; part <= parts; part++) {
    ck_assert_int_eq(dlx_solve_part(solver, NULL, part, parts, 1 + part % 2, &statistics), DLX_OK);
    total += statistics.solutions;
  }
  ck_assert_uint_eq(total, expected);

  /* The solutions that hold one given option, serially and on threads with a callback. */
  uint32_t chosen = random_below(random_state, problem->option_count);
  uint64_t with_chosen = brute_force_count(problem, UINT32_C(1) << chosen);
  memset(&seen, 0, sizeof seen);
  seen.problem = problem;
  seen.all_valid = true;
  search.preselected_options = &chosen;
  search.preselected_count = 1;
  dlx_status status = dlx_solve(solver, &search, &statistics);
  if (status == DLX_PRESELECTED_OPTIONS_CONFLICT) {
    ck_assert_uint_eq(with_chosen, 0);
  } else {
    ck_assert_int_eq(status, DLX_OK);
    ck_assert_uint_eq(statistics.solutions, with_chosen);
    ck_assert(seen.all_valid);
    memset(&seen, 0, sizeof seen);
    seen.problem = problem;
    seen.all_valid = true;
    ck_assert_int_eq(dlx_solve_parallel(solver, &search, threads, &statistics), DLX_OK);
    ck_assert_uint_eq(statistics.solutions, with_chosen);
    ck_assert_uint_eq(seen.count, with_chosen);
    ck_assert(seen.all_valid);
  }
  ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
  check_memo(solver, problem, expected, chosen, with_chosen);

  /* A solution limit and a node limit stop the search, which leaves the links as they were. */
  dlx_search limited = {.solution_limit = 1};
  status = dlx_solve(solver, &limited, &statistics);
  ck_assert_int_eq(status, expected >= 1 ? DLX_STOPPED_AT_SOLUTION_LIMIT : DLX_OK);
  dlx_search few_nodes = {.node_limit = 2};
  status = dlx_solve(solver, &few_nodes, &statistics);
  ck_assert(status == DLX_OK || status == DLX_STOPPED_AT_NODE_LIMIT);
  ck_assert_uint_le(statistics.nodes, 2);
  ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);

  /* A copy holds the same bounds, and counts the same. */
  dlx_solver *copy;
  ck_assert_int_eq(dlx_copy(solver, &copy), DLX_OK);
  ck_assert_int_eq(dlx_solve(copy, NULL, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, expected);
  uint64_t original_hash, copy_hash;
  ck_assert_int_eq(dlx_problem_hash(solver, &original_hash), DLX_OK);
  ck_assert_int_eq(dlx_problem_hash(copy, &copy_hash), DLX_OK);
  ck_assert_uint_eq(original_hash, copy_hash);
  dlx_destroy(copy);
  dlx_destroy(solver);
}

START_TEST(test_random_bounded_problems_match_brute_force) {
  uint64_t random_state = UINT64_C(0x9e3779b97f4a7c15);
  for (int round = 0; round < RANDOM_PROBLEM_COUNT; round++) {
    bounded_problem problem;
    draw_problem(&problem, &random_state, false);
    check_problem(&problem, &random_state);
  }
}
END_TEST

START_TEST(test_random_bounded_colored_problems_match_brute_force) {
  uint64_t random_state = UINT64_C(0x2545f4914f6cdd1d);
  for (int round = 0; round < RANDOM_PROBLEM_COUNT; round++) {
    bounded_problem problem;
    draw_problem(&problem, &random_state, true);
    check_problem(&problem, &random_state);
  }
}
END_TEST

/* Larger random problems, where the splitter makes many subtrees: parts and threads against the
 * serial count (itself held to the brute force above on small problems). */
START_TEST(test_parts_and_threads_match_serial_on_larger_problems) {
  uint64_t random_state = UINT64_C(0x123456789abcdef);
  for (int round = 0; round < 20; round++) {
    bounded_problem problem;
    draw_problem(&problem, &random_state, round % 2 == 1);
    problem.option_count = MAXIMUM_OPTIONS;
    for (uint32_t k = 0; k < problem.option_count; k++)
      if (problem.sizes[k] == 0) {
        problem.items[k][0] = k % problem.primary_count;
        problem.sizes[k] = 1;
      }
    for (uint32_t i = 0; i < problem.primary_count; i++) {
      problem.lower[i] = random_below(&random_state, 2);
      problem.upper[i] = 2 + random_below(&random_state, 3);
    }
    dlx_solver *solver = build(&problem);
    uint64_t expected = brute_force_count(&problem, 0);
    dlx_statistics statistics;
    for (uint32_t parts = 1; parts <= 7; parts++) {
      uint64_t total = 0;
      for (uint32_t part = 1; part <= parts; part++) {
        ck_assert_int_eq(dlx_solve_part(solver, NULL, part, parts, 1, &statistics), DLX_OK);
        total += statistics.solutions;
      }
      ck_assert_uint_eq(total, expected);
    }
    for (unsigned threads = 1; threads <= 4; threads++) {
      ck_assert_int_eq(dlx_solve_parallel(solver, NULL, threads, &statistics), DLX_OK);
      ck_assert_uint_eq(statistics.solutions, expected);
    }
    ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
    dlx_destroy(solver);
  }
}
END_TEST

/* The bicoverings of a 5-set (1,088, OEIS A002718): every non-empty subset an option, every
 * element covered exactly twice. Limits and stops on threads end as they do serially. */
START_TEST(test_limits_on_threads_with_bounds) {
  dlx_solver *solver;
  ck_assert_int_eq(dlx_create(&solver, 5, 0), DLX_OK);
  for (uint32_t subset = 1; subset < 32; subset++) {
    uint32_t items[5], size = 0;
    for (uint32_t e = 0; e < 5; e++)
      if (subset >> e & 1) items[size++] = e;
    ck_assert_int_eq(dlx_add_option(solver, items, size, NULL), DLX_OK);
  }
  for (uint32_t e = 0; e < 5; e++) ck_assert_int_eq(dlx_set_item_bounds(solver, e, 2, 2), DLX_OK);
  dlx_statistics statistics;
  for (unsigned threads = 1; threads <= 4; threads++) {
    ck_assert_int_eq(dlx_solve_parallel(solver, NULL, threads, &statistics), DLX_OK);
    ck_assert_uint_eq(statistics.solutions, 1088);
    dlx_search limited = {.solution_limit = 100};
    ck_assert_int_eq(dlx_solve_parallel(solver, &limited, threads, &statistics),
                     DLX_STOPPED_AT_SOLUTION_LIMIT);
    ck_assert_uint_eq(statistics.solutions, 100);
    dlx_search few_nodes = {.node_limit = 50};
    ck_assert_int_eq(dlx_solve_parallel(solver, &few_nodes, threads, &statistics),
                     DLX_STOPPED_AT_NODE_LIMIT);
    ck_assert_uint_le(statistics.nodes, 50);
    dlx_stop *stop;
    ck_assert_int_eq(dlx_stop_create(&stop), DLX_OK);
    dlx_request_stop(stop);
    dlx_search stopped = {.stop = stop};
    ck_assert_int_eq(dlx_solve_parallel(solver, &stopped, threads, &statistics),
                     DLX_STOPPED_BY_REQUEST);
    dlx_stop_destroy(stop);
    ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
  }
  dlx_destroy(solver);
}
END_TEST

typedef struct progress_seen {
  uint64_t reports;
  double last_fraction;
  bool never_decreased;
} progress_seen;

static void record_progress(void *context, const dlx_progress *progress) {
  progress_seen *seen = context;
  seen->reports++;
  if (progress->fraction_done < seen->last_fraction) seen->never_decreased = false;
  seen->last_fraction = progress->fraction_done;
}

/* The progress of a bounded search (two per row and column of 6 x 6, 67,950 solutions, OEIS
 * A001499) never goes back and ends at 1, serially and on threads. */
START_TEST(test_progress_with_bounds) {
  dlx_solver *solver;
  ck_assert_int_eq(dlx_create(&solver, 12, 0), DLX_OK);
  for (uint32_t row = 0; row < 6; row++)
    for (uint32_t column = 0; column < 6; column++)
      ck_assert_int_eq(dlx_add_option(solver, (uint32_t[]){row, 6 + column}, 2, NULL), DLX_OK);
  for (uint32_t i = 0; i < 12; i++) ck_assert_int_eq(dlx_set_item_bounds(solver, i, 2, 2), DLX_OK);
  for (unsigned threads = 1; threads <= 3; threads++) {
    progress_seen seen = {.never_decreased = true};
    dlx_search search = {
        .on_progress = record_progress, .progress_context = &seen, .progress_interval_nodes = 1000};
    dlx_statistics statistics;
    ck_assert_int_eq(dlx_solve_parallel(solver, &search, threads, &statistics), DLX_OK);
    ck_assert_uint_eq(statistics.solutions, 67950);
    ck_assert_uint_ge(seen.reports, 2);
    ck_assert(seen.never_decreased);
    ck_assert(seen.last_fraction == 1.0);
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_bounds_errors) {
  dlx_solver *solver;
  ck_assert_int_eq(dlx_create(&solver, 2, 1), DLX_OK);
  uint32_t lower = 0, upper = 0;
  ck_assert_int_eq(dlx_item_bounds(solver, 1, &lower, &upper), DLX_OK);
  ck_assert_uint_eq(lower, 1);
  ck_assert_uint_eq(upper, 1);
  ck_assert_int_eq(dlx_set_item_bounds(NULL, 0, 1, 1), DLX_ERROR_NULL_ARGUMENT);
  ck_assert_int_eq(dlx_set_item_bounds(solver, 3, 1, 1), DLX_ERROR_ITEM_OUT_OF_RANGE);
  ck_assert_int_eq(dlx_set_item_bounds(solver, 2, 1, 2), DLX_ERROR_BOUNDS_ON_SECONDARY_ITEM);
  ck_assert_int_eq(dlx_set_item_bounds(solver, 0, 3, 2), DLX_ERROR_BAD_BOUNDS);
  ck_assert_int_eq(dlx_set_item_bounds(solver, 0, 0, 0), DLX_ERROR_BAD_BOUNDS);
  ck_assert_int_eq(dlx_item_bounds(solver, 2, &lower, &upper), DLX_ERROR_BOUNDS_ON_SECONDARY_ITEM);
  ck_assert_int_eq(dlx_set_item_bounds(solver, 1, 0, 4), DLX_OK);
  ck_assert_int_eq(dlx_item_bounds(solver, 1, &lower, &upper), DLX_OK);
  ck_assert_uint_eq(lower, 0);
  ck_assert_uint_eq(upper, 4);
  ck_assert_ptr_nonnull(dlx_strerror(DLX_ERROR_BAD_BOUNDS));
  dlx_destroy(solver);
}
END_TEST

static dlx_solver *searching_solver;

static int set_bounds_during_search(void *context, const uint32_t *ids, size_t count) {
  (void)ids;
  (void)count;
  *(dlx_status *)context = dlx_set_item_bounds(searching_solver, 0, 1, 2);
  return 1;
}

START_TEST(test_bounds_cannot_change_during_a_search) {
  ck_assert_int_eq(dlx_create(&searching_solver, 1, 0), DLX_OK);
  uint32_t item = 0;
  ck_assert_int_eq(dlx_add_option(searching_solver, &item, 1, NULL), DLX_OK);
  ck_assert_int_eq(dlx_set_item_bounds(searching_solver, 0, 0, 1), DLX_OK);
  dlx_status inner = DLX_OK;
  dlx_search search = {.on_solution = set_bounds_during_search, .context = &inner};
  ck_assert_int_eq(dlx_solve(searching_solver, &search, NULL), DLX_STOPPED_BY_CALLBACK);
  ck_assert_int_eq(inner, DLX_ERROR_SEARCH_IN_PROGRESS);
  dlx_destroy(searching_solver);
}
END_TEST

/* Setting every item back to [1, 1] gives the plain search again: the same count and nodes as a
 * solver that never had bounds. */
START_TEST(test_bounds_set_back_to_one_search_as_before) {
  dlx_solver *plain, *reset;
  ck_assert_int_eq(dlx_create(&plain, 3, 0), DLX_OK);
  ck_assert_int_eq(dlx_create(&reset, 3, 0), DLX_OK);
  const uint32_t options[][2] = {{0, 1}, {2, 2}, {0, 0}, {1, 2}, {1, 1}};
  const size_t sizes[] = {2, 1, 1, 2, 1};
  for (size_t k = 0; k < 5; k++) {
    ck_assert_int_eq(dlx_add_option(plain, options[k], sizes[k], NULL), DLX_OK);
    ck_assert_int_eq(dlx_add_option(reset, options[k], sizes[k], NULL), DLX_OK);
  }
  ck_assert_int_eq(dlx_set_item_bounds(reset, 1, 0, 3), DLX_OK);
  ck_assert_int_eq(dlx_set_item_bounds(reset, 1, 1, 1), DLX_OK);
  dlx_statistics plain_statistics, reset_statistics;
  ck_assert_int_eq(dlx_solve(plain, NULL, &plain_statistics), DLX_OK);
  ck_assert_int_eq(dlx_solve(reset, NULL, &reset_statistics), DLX_OK);
  /* By hand: {0,1} with {2}; {0} with {1,2}; {0} {1} {2}: 3 solutions. */
  ck_assert_uint_eq(plain_statistics.solutions, 3);
  ck_assert_uint_eq(reset_statistics.solutions, 3);
  ck_assert_uint_eq(reset_statistics.nodes, plain_statistics.nodes);
  dlx_destroy(plain);
  dlx_destroy(reset);
}
END_TEST

static Suite *bounds_suite(void) {
  Suite *suite = suite_create("dlx bounds");
  TCase *random_problems = tcase_create("random problems");
  tcase_set_timeout(random_problems, 120);
  tcase_add_test(random_problems, test_random_bounded_problems_match_brute_force);
  tcase_add_test(random_problems, test_random_bounded_colored_problems_match_brute_force);
  tcase_add_test(random_problems, test_parts_and_threads_match_serial_on_larger_problems);
  suite_add_tcase(suite, random_problems);
  TCase *interface = tcase_create("interface");
  tcase_add_test(interface, test_bounds_errors);
  tcase_add_test(interface, test_limits_on_threads_with_bounds);
  tcase_add_test(interface, test_progress_with_bounds);
  tcase_add_test(interface, test_bounds_cannot_change_during_a_search);
  tcase_add_test(interface, test_bounds_set_back_to_one_search_as_before);
  suite_add_tcase(suite, interface);
  return suite;
}

int main(void) {
  return run_suite(bounds_suite());
}
