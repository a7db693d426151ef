/* test_dlx_paths.c: the Check suite that holds every search path of the engine to the same answers.
 *
 * A path is a representation (links, bitset) and, for the bitset, a setting of each inference
 * (forced options, item domination, tie-break) and of weighted branching. On random problems with
 * secondary items and colors, every path must find exactly the solutions of a brute force written
 * here (every subset of the options, checked against the definition of an exact cover with colors),
 * with and without preselected options; the solver must stay consistent; limits, the callback's
 * stop and the stop request must keep their meaning; and the bitset with its inferences off must
 * visit exactly the nodes of the links. Known counts (OEIS A000170 for the queens) check larger
 * problems.
 */
#include "dlx/dlx.h"

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum {
  MAX_ITEMS = 12,
  MAX_OPTIONS = 16,
  MAX_SOLUTIONS = 1 << MAX_OPTIONS,
  RANDOM_PROBLEMS = 400,
};

typedef struct problem {
  uint32_t primary_count, secondary_count;
  uint32_t option_count;
  uint32_t sizes[MAX_OPTIONS];
  uint32_t items[MAX_OPTIONS][MAX_ITEMS];
  uint32_t colors[MAX_OPTIONS][MAX_ITEMS];
} problem;

/* A path: a representation, the three inference switches and weighted branching. */
typedef struct path {
  dlx_representation representation;
  dlx_switch forced_options, item_domination, tie_break, weighted_branching;
} path;

static const path all_paths[] = {
    {DLX_REPRESENTATION_LINKS, 0, 0, 0, 0},
    {DLX_REPRESENTATION_AUTOMATIC, 0, 0, 0, DLX_SWITCH_AUTOMATIC},
    {DLX_REPRESENTATION_BITSET, 0, 0, 0, DLX_SWITCH_AUTOMATIC},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_OFF, DLX_SWITCH_OFF, DLX_SWITCH_OFF,
     DLX_SWITCH_AUTOMATIC},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_ON, DLX_SWITCH_OFF, DLX_SWITCH_OFF,
     DLX_SWITCH_AUTOMATIC},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_OFF, DLX_SWITCH_ON, DLX_SWITCH_OFF,
     DLX_SWITCH_AUTOMATIC},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_OFF, DLX_SWITCH_OFF, DLX_SWITCH_ON,
     DLX_SWITCH_AUTOMATIC},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_ON, DLX_SWITCH_ON, DLX_SWITCH_OFF, DLX_SWITCH_AUTOMATIC},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_ON, DLX_SWITCH_OFF, DLX_SWITCH_ON, DLX_SWITCH_AUTOMATIC},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_OFF, DLX_SWITCH_ON, DLX_SWITCH_ON, DLX_SWITCH_AUTOMATIC},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_ON, DLX_SWITCH_ON, DLX_SWITCH_ON, DLX_SWITCH_AUTOMATIC},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_OFF, DLX_SWITCH_OFF, DLX_SWITCH_OFF, DLX_SWITCH_ON},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_ON, DLX_SWITCH_OFF, DLX_SWITCH_OFF, DLX_SWITCH_ON},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_ON, DLX_SWITCH_ON, DLX_SWITCH_OFF, DLX_SWITCH_ON},
    {DLX_REPRESENTATION_BITSET, DLX_SWITCH_ON, DLX_SWITCH_ON, DLX_SWITCH_ON, DLX_SWITCH_ON},
};
enum { PATH_COUNT = sizeof all_paths / sizeof all_paths[0] };

static uint64_t random_state;

static uint32_t random_below(uint32_t bound) {
  random_state = random_state * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
  return (uint32_t)(random_state >> 33) % bound;
}

/* A random problem: each option takes each item with some probability (at least one item), and
 * in colored problems a secondary entry gets color 0, 1 or 2. Some options may have no primary
 * item; the engine never chooses those, and neither does the brute force. */
static void random_problem(problem *p, bool colored) {
  memset(p, 0, sizeof *p);
  p->primary_count = 1 + random_below(7);
  p->secondary_count = random_below(4);
  p->option_count = 1 + random_below(MAX_OPTIONS);
  uint32_t item_count = p->primary_count + p->secondary_count;
  uint32_t density = 2 + random_below(4); /* one item in `density` */
  for (uint32_t o = 0; o < p->option_count; o++) {
    while (p->sizes[o] == 0) {
      for (uint32_t i = 0; i < item_count; i++) {
        if (random_below(density) != 0) continue;
        p->items[o][p->sizes[o]] = i;
        p->colors[o][p->sizes[o]] = colored && i >= p->primary_count ? random_below(3) : 0;
        p->sizes[o]++;
      }
    }
    /* Shuffle the entries: the engine must not depend on their order. */
    for (uint32_t k = p->sizes[o]; k > 1; k--) {
      uint32_t j = random_below(k);
      uint32_t item = p->items[o][k - 1], color = p->colors[o][k - 1];
      p->items[o][k - 1] = p->items[o][j];
      p->colors[o][k - 1] = p->colors[o][j];
      p->items[o][j] = item;
      p->colors[o][j] = color;
    }
  }
}

static dlx_solver *solver_for(const problem *p) {
  dlx_solver *solver = NULL;
  ck_assert_int_eq(dlx_create(&solver, p->primary_count, p->secondary_count), DLX_OK);
  for (uint32_t o = 0; o < p->option_count; o++)
    ck_assert_int_eq(dlx_add_colored_option(solver, p->items[o], p->colors[o], p->sizes[o], NULL),
                     DLX_OK);
  return solver;
}

static bool has_primary_item(const problem *p, uint32_t o) {
  for (uint32_t k = 0; k < p->sizes[o]; k++)
    if (p->items[o][k] < p->primary_count) return true;
  return false;
}

/* Whether a set of options is a solution: every primary item covered once, every secondary item
 * unused, used once without a color, or used only with one and the same color. */
static bool is_solution(const problem *p, uint32_t set) {
  uint32_t uses[MAX_ITEMS] = {0}, color[MAX_ITEMS] = {0};
  bool uncolored_use[MAX_ITEMS] = {false};
  for (uint32_t o = 0; o < p->option_count; o++) {
    if (!(set >> o & 1)) continue;
    for (uint32_t k = 0; k < p->sizes[o]; k++) {
      uint32_t i = p->items[o][k], c = p->colors[o][k];
      if (uses[i] > 0 && (c == 0 || uncolored_use[i] || color[i] != c)) return false;
      uses[i]++;
      color[i] = c;
      uncolored_use[i] |= c == 0;
    }
  }
  for (uint32_t i = 0; i < p->primary_count; i++)
    if (uses[i] != 1) return false;
  return true;
}

/* The solutions, as sets of options, that contain every preselected option and otherwise only
 * options with a primary item; *count receives how many. */
static void brute_force(const problem *p, uint32_t preselected_set, bool *solution_of_set,
                        uint64_t *count) {
  *count = 0;
  for (uint32_t set = 0; set < (UINT32_C(1) << p->option_count); set++) {
    bool allowed = (set & preselected_set) == preselected_set;
    for (uint32_t o = 0; allowed && o < p->option_count; o++)
      if ((set >> o & 1) && !(preselected_set >> o & 1) && !has_primary_item(p, o)) allowed = false;
    solution_of_set[set] = allowed && is_solution(p, set);
    *count += solution_of_set[set];
  }
}

/* What a search reported through its callback. */
typedef struct recorder {
  uint32_t sets[MAX_SOLUTIONS];
  uint64_t count;
  uint64_t stop_at; /* the callback returns non-zero at this solution (1-based); 0: never */
  const uint32_t *preselected;
  size_t preselected_count;
  bool ids_well_formed; /* each id once, in range, preselected ones first in the order given */
  uint32_t option_count;
} recorder;

static int record(void *context, const uint32_t *ids, size_t count) {
  recorder *r = context;
  uint32_t set = 0;
  for (size_t k = 0; k < count; k++) {
    if (ids[k] >= r->option_count || (set >> ids[k] & 1)) r->ids_well_formed = false;
    if (k < r->preselected_count && ids[k] != r->preselected[k]) r->ids_well_formed = false;
    if (ids[k] < 32) set |= UINT32_C(1) << ids[k];
  }
  if (count < r->preselected_count) r->ids_well_formed = false;
  if (r->count < MAX_SOLUTIONS) r->sets[r->count] = set;
  r->count++;
  return r->stop_at != 0 && r->count == r->stop_at;
}

/* Sets the solver's options to a path: all five, so that no earlier path's setting stays. */
static void set_path(dlx_solver *solver, const path *path) {
  ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, path->representation),
                   DLX_OK);
  ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_FORCED_OPTIONS, path->forced_options),
                   DLX_OK);
  ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_ITEM_DOMINATION, path->item_domination),
                   DLX_OK);
  ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_TIE_BREAK, path->tie_break), DLX_OK);
  ck_assert_int_eq(
      dlx_set_option_value(solver, DLX_OPTION_WEIGHTED_BRANCHING, path->weighted_branching),
      DLX_OK);
}

/* Sets the solver on the path, and returns a search that records into r. */
static dlx_search search_on(dlx_solver *solver, const path *path, recorder *r,
                            const uint32_t *preselected, size_t preselected_count) {
  set_path(solver, path);
  dlx_search search = {0};
  search.preselected_options = preselected;
  search.preselected_count = preselected_count;
  search.on_solution = record;
  search.context = r;
  r->preselected = preselected;
  r->preselected_count = preselected_count;
  r->ids_well_formed = true;
  return search;
}

/* Runs every path on p with the given preselection and checks each against the brute force. */
static void check_every_path(const problem *p, const uint32_t *preselected, size_t count) {
  static bool solution_of_set[MAX_SOLUTIONS];
  static recorder r;
  uint32_t preselected_set = 0;
  bool out_of_range = false, repeated = false;
  for (size_t k = 0; k < count; k++) {
    if (preselected[k] >= p->option_count) {
      out_of_range = true;
      break;
    }
    repeated |= (preselected_set >> preselected[k] & 1) != 0;
    preselected_set |= UINT32_C(1) << preselected[k];
  }
  uint64_t expected = 0;
  if (!out_of_range) brute_force(p, preselected_set, solution_of_set, &expected);
  dlx_solver *solver = solver_for(p);
  dlx_status links_status = DLX_OK;
  uint64_t links_nodes = 0;
  for (int k = 0; k < PATH_COUNT; k++) {
    memset(&r, 0, sizeof r);
    r.option_count = p->option_count;
    dlx_search search = search_on(solver, &all_paths[k], &r, preselected, count);
    dlx_statistics statistics;
    dlx_status status = dlx_solve(solver, &search, &statistics);
    ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
    if (k == 0) {
      links_status = status;
      links_nodes = statistics.nodes;
      /* Only an error that kept the search from starting leaves no representation. */
      dlx_representation expected_representation = status == DLX_ERROR_OPTION_OUT_OF_RANGE
                                                       ? DLX_REPRESENTATION_AUTOMATIC
                                                       : DLX_REPRESENTATION_LINKS;
      ck_assert_int_eq(statistics.representation, expected_representation);
    }
    /* Every path agrees on the status: out of range, conflict, or a complete search. */
    ck_assert_msg(status == links_status, "path %d returned %d, the links %d", k, status,
                  links_status);
    if (out_of_range) {
      /* Unless an earlier preselected option conflicted already. */
      ck_assert(status == DLX_ERROR_OPTION_OUT_OF_RANGE ||
                status == DLX_PRESELECTED_OPTIONS_CONFLICT);
      continue;
    }
    if (repeated) ck_assert_int_eq(status, DLX_PRESELECTED_OPTIONS_CONFLICT);
    if (status == DLX_PRESELECTED_OPTIONS_CONFLICT) {
      /* A conflict means no solution can hold every preselected option (an option preselected
       * twice is a conflict of its own). */
      if (!repeated) ck_assert_uint_eq(expected, 0);
      continue;
    }
    ck_assert_int_eq(status, DLX_OK);
    if (all_paths[k].representation == DLX_REPRESENTATION_BITSET)
      ck_assert_int_eq(statistics.representation, DLX_REPRESENTATION_BITSET);
    ck_assert_msg(statistics.solutions == expected, "path %d: %llu solutions, brute force %llu", k,
                  (unsigned long long)statistics.solutions, (unsigned long long)expected);
    ck_assert_uint_eq(r.count, expected);
    ck_assert(r.ids_well_formed);
    for (uint64_t s = 0; s < r.count; s++) {
      ck_assert_msg(solution_of_set[r.sets[s]], "path %d reported a non-solution", k);
      for (uint64_t t = 0; t < s; t++) ck_assert_msg(r.sets[t] != r.sets[s], "repeated solution");
    }
    bool inference_off = all_paths[k].forced_options == DLX_SWITCH_OFF &&
                         all_paths[k].item_domination == DLX_SWITCH_OFF &&
                         all_paths[k].tie_break == DLX_SWITCH_OFF &&
                         all_paths[k].weighted_branching != DLX_SWITCH_ON;
    if (inference_off) ck_assert_uint_eq(statistics.nodes, links_nodes);
  }
  dlx_destroy(solver);
}

START_TEST(test_random_problems_agree_with_brute_force_on_every_path) {
  random_state = (uint64_t)_i * 7919 + 1;
  for (int n = 0; n < RANDOM_PROBLEMS / 4; n++) {
    problem p;
    random_problem(&p, _i % 2 == 1);
    check_every_path(&p, NULL, 0);
    uint32_t preselected[3];
    size_t count = 1 + random_below(3);
    for (size_t k = 0; k < count; k++) preselected[k] = random_below(p.option_count + 1);
    check_every_path(&p, preselected, count);
  }
}
END_TEST

/* Limits, the callback's stop and the stop request, on every path. */
START_TEST(test_limits_and_stops_keep_their_meaning_on_every_path) {
  random_state = (uint64_t)_i * 104729 + 3;
  static bool solution_of_set[MAX_SOLUTIONS];
  static recorder r;
  for (int n = 0; n < RANDOM_PROBLEMS / 4; n++) {
    problem p;
    random_problem(&p, _i % 2 == 1);
    uint64_t expected;
    brute_force(&p, 0, solution_of_set, &expected);
    dlx_solver *solver = solver_for(&p);
    for (int k = 0; k < PATH_COUNT; k++) {
      dlx_statistics statistics;
      uint64_t limit = 1 + random_below(3);
      memset(&r, 0, sizeof r);
      r.option_count = p.option_count;
      dlx_search search = search_on(solver, &all_paths[k], &r, NULL, 0);
      search.solution_limit = limit;
      dlx_status status = dlx_solve(solver, &search, &statistics);
      ck_assert_int_eq(status, expected >= limit ? DLX_STOPPED_AT_SOLUTION_LIMIT : DLX_OK);
      ck_assert_uint_eq(statistics.solutions, expected >= limit ? limit : expected);
      ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);

      memset(&r, 0, sizeof r);
      r.option_count = p.option_count;
      search = search_on(solver, &all_paths[k], &r, NULL, 0);
      r.stop_at = limit;
      status = dlx_solve(solver, &search, &statistics);
      ck_assert_int_eq(status, expected >= limit ? DLX_STOPPED_BY_CALLBACK : DLX_OK);
      ck_assert_uint_eq(r.count, expected >= limit ? limit : expected);
      for (uint64_t s = 0; s < r.count; s++) ck_assert(solution_of_set[r.sets[s]]);

      /* A node limit: the full count when the search fits in it, else a lower bound. */
      memset(&r, 0, sizeof r);
      r.option_count = p.option_count;
      search = search_on(solver, &all_paths[k], &r, NULL, 0);
      search.node_limit = 1 + random_below(4);
      status = dlx_solve(solver, &search, &statistics);
      ck_assert(status == DLX_OK || status == DLX_STOPPED_AT_NODE_LIMIT);
      ck_assert_uint_le(statistics.nodes, search.node_limit);
      if (status == DLX_OK)
        ck_assert_uint_eq(statistics.solutions, expected);
      else
        ck_assert_uint_le(statistics.solutions, expected);
      for (uint64_t s = 0; s < r.count; s++) ck_assert(solution_of_set[r.sets[s]]);

      dlx_stop *stop = NULL;
      ck_assert_int_eq(dlx_stop_create(&stop), DLX_OK);
      dlx_request_stop(stop);
      search = search_on(solver, &all_paths[k], &r, NULL, 0);
      search.stop = stop;
      status = dlx_solve(solver, &search, &statistics);
      dlx_stop_destroy(stop);
      ck_assert_int_eq(status, DLX_STOPPED_BY_REQUEST);
      ck_assert_uint_eq(statistics.nodes, 0);
      ck_assert_uint_eq(statistics.solutions, 0);
      ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
    }
    dlx_destroy(solver);
  }
}
END_TEST

/* The n-queens problem: rows and columns primary, diagonals secondary. */
static dlx_solver *queens(uint32_t n) {
  dlx_solver *solver = NULL;
  ck_assert_int_eq(dlx_create(&solver, 2 * n, 4 * n - 2), DLX_OK);
  for (uint32_t row = 0; row < n; row++) {
    for (uint32_t column = 0; column < n; column++) {
      uint32_t items[4] = {row, n + column, 2 * n + row + column,
                           2 * n + 2 * n - 1 + row - column + n - 1};
      ck_assert_int_eq(dlx_add_option(solver, items, 4, NULL), DLX_OK);
    }
  }
  return solver;
}

START_TEST(test_queens_counts_match_oeis_on_every_path) {
  static const uint64_t a000170[] = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
  for (uint32_t n = 1; n <= 10; n++) {
    dlx_solver *solver = queens(n);
    for (int k = 0; k < PATH_COUNT; k++) {
      set_path(solver, &all_paths[k]);
      dlx_search search = {0};
      dlx_statistics statistics;
      ck_assert_int_eq(dlx_solve(solver, &search, &statistics), DLX_OK);
      ck_assert_uint_eq(statistics.solutions, a000170[n]);
      ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
    }
    dlx_destroy(solver);
  }
}
END_TEST

/* The bitset structures are built for the options of the first bitset search; an option added
 * later must be seen by the next one. */
START_TEST(test_bitset_sees_options_added_after_a_search) {
  dlx_solver *solver = NULL;
  ck_assert_int_eq(dlx_create(&solver, 2, 0), DLX_OK);
  uint32_t both[] = {0, 1}, first[] = {0}, second[] = {1};
  ck_assert_int_eq(dlx_add_option(solver, both, 2, NULL), DLX_OK);
  ck_assert_int_eq(
      dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_BITSET), DLX_OK);
  dlx_statistics statistics;
  ck_assert_int_eq(dlx_solve(solver, NULL, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, 1);
  ck_assert_int_eq(dlx_add_option(solver, first, 1, NULL), DLX_OK);
  ck_assert_int_eq(dlx_add_option(solver, second, 1, NULL), DLX_OK);
  ck_assert_int_eq(dlx_solve(solver, NULL, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, 2);
  ck_assert_int_eq(statistics.representation, DLX_REPRESENTATION_BITSET);
  dlx_destroy(solver);
}
END_TEST

/* Degenerate problems on every path: no items (one solution, the empty one), and items without
 * options (none, or one when no item is primary). */
START_TEST(test_problems_without_options_on_every_path) {
  static const uint32_t shapes[][2] = {{0, 0}, {3, 0}, {0, 2}, {2, 2}};
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
    dlx_solver *solver = NULL;
    ck_assert_int_eq(dlx_create(&solver, shapes[s][0], shapes[s][1]), DLX_OK);
    for (int k = 0; k < PATH_COUNT; k++) {
      set_path(solver, &all_paths[k]);
      dlx_search search = {0};
      dlx_statistics statistics;
      ck_assert_int_eq(dlx_solve(solver, &search, &statistics), DLX_OK);
      ck_assert_uint_eq(statistics.solutions, shapes[s][0] == 0 ? 1 : 0);
      uint32_t option = 0;
      search.preselected_options = &option;
      search.preselected_count = 1;
      ck_assert_int_eq(dlx_solve(solver, &search, &statistics), DLX_ERROR_OPTION_OUT_OF_RANGE);
      ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
    }
    dlx_destroy(solver);
  }
}
END_TEST

/* An item in more options than a bitset count holds: the search runs on the links, and says so. */
START_TEST(test_an_item_too_long_for_the_bitset_runs_on_the_links) {
  dlx_solver *solver = NULL;
  ck_assert_int_eq(dlx_create(&solver, 2, 0), DLX_OK);
  uint32_t both[] = {0, 1};
  for (int k = 0; k < 40000; k++) ck_assert_int_eq(dlx_add_option(solver, both, 2, NULL), DLX_OK);
  for (int k = 0; k < 3; k++) {
    ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, (uint64_t)k), DLX_OK);
    dlx_statistics statistics;
    ck_assert_int_eq(dlx_solve(solver, NULL, &statistics), DLX_OK);
    ck_assert_uint_eq(statistics.solutions, 40000);
    ck_assert_int_eq(statistics.representation, DLX_REPRESENTATION_LINKS);
  }
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Sudoku of side n = box * box, where domination (locked candidates) and the tie-break act: every
 * path against a plain backtracking count of the completions of the same givens.
 */

enum { MAX_SIDE = 9 };

static uint32_t sudoku_option(uint32_t n, uint32_t row, uint32_t column, uint32_t digit) {
  return (row * n + column) * n + digit;
}

static dlx_solver *sudoku_solver(uint32_t box) {
  uint32_t n = box * box;
  dlx_solver *solver = NULL;
  ck_assert_int_eq(dlx_create(&solver, 4 * n * n, 0), DLX_OK);
  for (uint32_t row = 0; row < n; row++) {
    for (uint32_t column = 0; column < n; column++) {
      for (uint32_t digit = 0; digit < n; digit++) {
        uint32_t b = row / box * box + column / box;
        uint32_t items[4] = {row * n + column, n * n + row * n + digit,
                             2 * n * n + column * n + digit, 3 * n * n + b * n + digit};
        uint32_t id;
        ck_assert_int_eq(dlx_add_option(solver, items, 4, &id), DLX_OK);
        ck_assert_uint_eq(id, sudoku_option(n, row, column, digit));
      }
    }
  }
  return solver;
}

static bool digit_fits(const int *grid, uint32_t box, uint32_t cell, int digit) {
  uint32_t n = box * box, row = cell / n, column = cell % n;
  for (uint32_t k = 0; k < n; k++) {
    if (grid[row * n + k] == digit || grid[k * n + column] == digit) return false;
    uint32_t r = row / box * box + k / box, c = column / box * box + k % box;
    if (grid[r * n + c] == digit) return false;
  }
  return true;
}

/* Completions of a grid (0: empty; digits 1..n), cell by cell. */
static uint64_t count_completions(int *grid, uint32_t box, uint32_t cell) {
  uint32_t n = box * box;
  while (cell < n * n && grid[cell] != 0) cell++;
  if (cell == n * n) return 1;
  uint64_t count = 0;
  for (int digit = 1; digit <= (int)n; digit++) {
    if (!digit_fits(grid, box, cell, digit)) continue;
    grid[cell] = digit;
    count += count_completions(grid, box, cell + 1);
    grid[cell] = 0;
  }
  return count;
}

/* A random full grid, by backtracking over digits in a random order. */
static bool fill_randomly(int *grid, uint32_t box, uint32_t cell) {
  uint32_t n = box * box;
  if (cell == n * n) return true;
  int start = (int)random_below(n);
  for (int k = 0; k < (int)n; k++) {
    int digit = (start + k) % (int)n + 1;
    if (!digit_fits(grid, box, cell, digit)) continue;
    grid[cell] = digit;
    if (fill_randomly(grid, box, cell + 1)) return true;
    grid[cell] = 0;
  }
  return false;
}

START_TEST(test_sudoku_givens_agree_with_backtracking_on_every_path) {
  random_state = (uint64_t)_i * 31337 + 5;
  uint32_t box = _i % 2 == 0 ? 2 : 3, n = box * box;
  dlx_solver *solver = sudoku_solver(box);
  for (int puzzle = 0; puzzle < 40; puzzle++) {
    int grid[MAX_SIDE * MAX_SIDE] = {0};
    ck_assert(fill_randomly(grid, box, 0));
    /* Blank 40-55% of the cells of a 9x9 grid (the backtracking stays quick), 50-85% of a 4x4. */
    uint32_t blank_percent = box == 2 ? 50 + random_below(36) : 40 + random_below(16);
    uint32_t givens[MAX_SIDE * MAX_SIDE];
    size_t given_count = 0;
    for (uint32_t cell = 0; cell < n * n; cell++) {
      if (random_below(100) < blank_percent) {
        grid[cell] = 0;
        continue;
      }
      givens[given_count++] = sudoku_option(n, cell / n, cell % n, (uint32_t)grid[cell] - 1);
    }
    uint64_t expected = count_completions(grid, box, 0);
    for (int k = 0; k < PATH_COUNT; k++) {
      set_path(solver, &all_paths[k]);
      dlx_search search = {.preselected_options = givens, .preselected_count = given_count};
      dlx_statistics statistics;
      ck_assert_int_eq(dlx_solve(solver, &search, &statistics), DLX_OK);
      ck_assert_msg(statistics.solutions == expected, "path %d: %llu completions, expected %llu", k,
                    (unsigned long long)statistics.solutions, (unsigned long long)expected);
      ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
    }
  }
  dlx_destroy(solver);
}
END_TEST

/* The automatic choice follows the rule documented in representation.c: queens 14 (196 options,
 * work ratio 10.5) and the 9x9 sudoku (729 options, 2.4) run on the bitset; dominoes on an 8x8
 * board (112 options, ratio 0.8) and any problem of fewer than 100 options on the links. */
START_TEST(test_automatic_choice_follows_the_documented_rule) {
  dlx_statistics statistics;
  dlx_search limited = {.solution_limit = 1};
  dlx_solver *solver = queens(14);
  ck_assert_int_eq(dlx_solve(solver, &limited, &statistics), DLX_STOPPED_AT_SOLUTION_LIMIT);
  ck_assert_int_eq(statistics.representation, DLX_REPRESENTATION_BITSET);
  dlx_destroy(solver);
  solver = queens(8);
  ck_assert_int_eq(dlx_solve(solver, &limited, &statistics), DLX_STOPPED_AT_SOLUTION_LIMIT);
  ck_assert_int_eq(statistics.representation, DLX_REPRESENTATION_LINKS);
  dlx_destroy(solver);
  solver = sudoku_solver(3);
  ck_assert_int_eq(dlx_solve(solver, &limited, &statistics), DLX_STOPPED_AT_SOLUTION_LIMIT);
  ck_assert_int_eq(statistics.representation, DLX_REPRESENTATION_BITSET);
  dlx_destroy(solver);
  ck_assert_int_eq(dlx_create(&solver, 64, 0), DLX_OK);
  for (uint32_t cell = 0; cell < 64; cell++) {
    uint32_t right[2] = {cell, cell + 1}, down[2] = {cell, cell + 8};
    if (cell % 8 < 7) ck_assert_int_eq(dlx_add_option(solver, right, 2, NULL), DLX_OK);
    if (cell < 56) ck_assert_int_eq(dlx_add_option(solver, down, 2, NULL), DLX_OK);
  }
  ck_assert_uint_eq(dlx_option_count(solver), 112);
  ck_assert_int_eq(dlx_solve(solver, &limited, &statistics), DLX_STOPPED_AT_SOLUTION_LIMIT);
  ck_assert_int_eq(statistics.representation, DLX_REPRESENTATION_LINKS);
  dlx_destroy(solver);
}
END_TEST

/* The automatic inferences depend on the search alone: the same search repeats its nodes, even
 * after other searches on the same solver. */
START_TEST(test_repeated_automatic_searches_repeat_their_nodes) {
  dlx_solver *solver = sudoku_solver(3);
  uint32_t givens[] = {sudoku_option(9, 0, 0, 4), sudoku_option(9, 4, 4, 2),
                       sudoku_option(9, 8, 8, 6)};
  dlx_search search = {.solution_limit = 50, .preselected_options = givens, .preselected_count = 3};
  dlx_statistics first, other, again;
  ck_assert_int_eq(dlx_solve(solver, &search, &first), DLX_STOPPED_AT_SOLUTION_LIMIT);
  dlx_search everything = {.solution_limit = 1000};
  ck_assert_int_eq(dlx_solve(solver, &everything, &other), DLX_STOPPED_AT_SOLUTION_LIMIT);
  ck_assert_int_eq(dlx_solve(solver, &search, &again), DLX_STOPPED_AT_SOLUTION_LIMIT);
  ck_assert_uint_eq(first.nodes, again.nodes);
  ck_assert_uint_eq(first.updates, again.updates);
  ck_assert_uint_eq(first.solutions, 50);
  dlx_destroy(solver);
}
END_TEST

/* Weighted branching (dlx.h) on the first 12 of the forum's 375 hardest puzzles
 * (puzzles/sudoku/forum-hardest-1106.txt; each has one solution by the counts file, which tdoku's
 * solver counted): the same answers as without it, in fewer nodes (a weight that never grew, or a
 * choice that ignored the weights, would visit as many), and the same nodes when the search is
 * repeated after others (the weights start again at 1). */
static const char *const hardest_puzzles[] = {
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
    "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
    "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.",
    "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8",
    "..6..1....5..3....9..4....7..1....2..3..9....4..5....13.....68....3..2....2..8..3",
    "........3..1..9.6..5..8.4.....9...8...867.....1....2....6..7.2..3.8..5..4.......8",
    "........5..6..87..3......9....1.7.4...7...8...4...6....9..8...3..16..4..5...2....",
    ".....5..3..9....4..81.4.......7.......4..2..68...14.3.......2...4...6..79...5..1.",
    ".....5..4.9.....2...6.7.3.....7..8....86.....13..8......3.1.6...2......54......9.",
    "........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4",
    "........9..6.1.7.24......3......12...6..2..5...28.7....3......4..8.7.6..9..1.....",
};

static size_t givens_of(const char *puzzle, uint32_t *givens) {
  size_t count = 0;
  for (uint32_t cell = 0; cell < 81; cell++)
    if (puzzle[cell] >= '1' && puzzle[cell] <= '9')
      givens[count++] = sudoku_option(9, cell / 9, cell % 9, (uint32_t)(puzzle[cell] - '1'));
  return count;
}

START_TEST(test_weighted_branching_answers_the_same_in_fewer_nodes) {
  dlx_solver *solver = sudoku_solver(3);
  uint64_t plain_nodes = 0, weighted_nodes = 0;
  for (size_t k = 0; k < sizeof hardest_puzzles / sizeof hardest_puzzles[0]; k++) {
    uint32_t givens[81];
    dlx_search search = {.solution_limit = 2, .preselected_options = givens};
    search.preselected_count = givens_of(hardest_puzzles[k], givens);
    dlx_statistics plain, weighted, again;
    ck_assert_int_eq(
        dlx_set_option_value(solver, DLX_OPTION_WEIGHTED_BRANCHING, DLX_SWITCH_AUTOMATIC), DLX_OK);
    ck_assert_int_eq(dlx_solve(solver, &search, &plain), DLX_OK);
    ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_WEIGHTED_BRANCHING, DLX_SWITCH_ON),
                     DLX_OK);
    ck_assert_int_eq(dlx_solve(solver, &search, &weighted), DLX_OK);
    ck_assert_uint_eq(plain.solutions, 1);
    ck_assert_uint_eq(weighted.solutions, 1);
    ck_assert_int_eq(weighted.representation, DLX_REPRESENTATION_BITSET);
    plain_nodes += plain.nodes;
    weighted_nodes += weighted.nodes;
    if (k > 0) {
      search.preselected_count = givens_of(hardest_puzzles[k - 1], givens);
      ck_assert_int_eq(dlx_solve(solver, &search, &again), DLX_OK);
      search.preselected_count = givens_of(hardest_puzzles[k], givens);
      ck_assert_int_eq(dlx_solve(solver, &search, &again), DLX_OK);
      ck_assert_uint_eq(again.nodes, weighted.nodes);
      ck_assert_uint_eq(again.updates, weighted.updates);
    }
    ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
  }
  ck_assert_msg(weighted_nodes * 4 < plain_nodes * 3, "weighted %llu nodes, plain %llu",
                (unsigned long long)weighted_nodes, (unsigned long long)plain_nodes);
  dlx_destroy(solver);
}
END_TEST

static Suite *paths_suite(void) {
  Suite *suite = suite_create("dlx paths");
  TCase *random = tcase_create("random problems");
  tcase_set_timeout(random, 120);
  tcase_add_loop_test(random, test_random_problems_agree_with_brute_force_on_every_path, 0, 8);
  tcase_add_loop_test(random, test_limits_and_stops_keep_their_meaning_on_every_path, 0, 4);
  suite_add_tcase(suite, random);
  TCase *known = tcase_create("known counts and the cache");
  tcase_set_timeout(known, 60);
  tcase_add_test(known, test_queens_counts_match_oeis_on_every_path);
  tcase_add_test(known, test_bitset_sees_options_added_after_a_search);
  tcase_add_test(known, test_an_item_too_long_for_the_bitset_runs_on_the_links);
  tcase_add_test(known, test_problems_without_options_on_every_path);
  tcase_add_test(known, test_automatic_choice_follows_the_documented_rule);
  tcase_add_test(known, test_repeated_automatic_searches_repeat_their_nodes);
  tcase_add_test(known, test_weighted_branching_answers_the_same_in_fewer_nodes);
  tcase_add_loop_test(known, test_sudoku_givens_agree_with_backtracking_on_every_path, 0, 4);
  suite_add_tcase(suite, known);
  return suite;
}

int main(void) {
  SRunner *runner = srunner_create(paths_suite());
  srunner_run_all(runner, CK_NORMAL);
  int failed = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
