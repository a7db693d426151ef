/* test_dlx_cost.c: the Check suite of option costs and dlx_solve_cheapest, held to a brute force
 * written here: every subset of the options of small random problems with colors and costs is
 * checked to be a solution or not, the solutions are sorted by cost, and the k cheapest the engine
 * reports must have exactly the k smallest costs, each a distinct valid solution of the cost
 * reported. Also: preselection, determinism, a stopped search (not proven), and the refusals.
 */
#include "tests/run_suite.h"

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"

enum { MAXIMUM_OPTIONS = 14, MAXIMUM_ITEMS = 8, MAXIMUM_SIZE = 4, MAXIMUM_KEPT = 64 };

typedef struct random_problem {
  uint32_t primary, secondary, option_count;
  uint32_t size[MAXIMUM_OPTIONS];
  uint32_t items[MAXIMUM_OPTIONS][MAXIMUM_SIZE], colors[MAXIMUM_OPTIONS][MAXIMUM_SIZE];
  uint64_t cost[MAXIMUM_OPTIONS];
} random_problem;

static uint64_t random_state;
static uint32_t random_below(uint32_t bound) {
  random_state = random_state * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
  return (uint32_t)((random_state >> 33) % bound);
}

static void make_problem(random_problem *p, uint32_t highest_cost) {
  p->primary = 2 + random_below(5);
  p->secondary = random_below(3);
  p->option_count = 4 + random_below(MAXIMUM_OPTIONS - 3);
  for (uint32_t o = 0; o < p->option_count; o++) {
    uint32_t size = 1 + random_below(MAXIMUM_SIZE), count = 0;
    for (uint32_t attempt = 0; attempt < size; attempt++) {
      uint32_t item = random_below(p->primary + p->secondary);
      bool repeated = false;
      for (uint32_t k = 0; k < count; k++) repeated |= p->items[o][k] == item;
      if (repeated) continue;
      p->items[o][count] = item;
      p->colors[o][count] = item >= p->primary && random_below(2) ? 1 + random_below(2) : 0;
      count++;
    }
    p->size[o] = count;
    p->cost[o] = random_below(highest_cost + 1);
  }
}

/* Whether the options of mask form a solution: primary items once, secondary at most once or all
 * with one color, and no option without a primary item but those required (preselected). */
static bool is_solution(const random_problem *p, uint32_t mask, uint32_t required) {
  uint32_t used[MAXIMUM_ITEMS] = {0}, color[MAXIMUM_ITEMS] = {0};
  for (uint32_t o = 0; o < p->option_count; o++) {
    if (!(mask >> o & 1)) continue;
    bool has_primary = false;
    for (uint32_t k = 0; k < p->size[o]; k++) has_primary |= p->items[o][k] < p->primary;
    if (!has_primary && !(required >> o & 1)) return false; /* chosen only when preselected */
    for (uint32_t k = 0; k < p->size[o]; k++) {
      uint32_t item = p->items[o][k], c = p->colors[o][k];
      if (used[item] && (item < p->primary || c == 0 || color[item] != c)) return false;
      used[item]++;
      color[item] = c;
    }
  }
  for (uint32_t item = 0; item < p->primary; item++)
    if (used[item] != 1) return false;
  return true;
}

static uint64_t mask_cost(const random_problem *p, uint32_t mask) {
  uint64_t cost = 0;
  for (uint32_t o = 0; o < p->option_count; o++)
    if (mask >> o & 1) cost += p->cost[o];
  return cost;
}

static int compare_costs(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* The sorted costs of every solution containing the options of required; their number. */
static size_t brute_force_costs(const random_problem *p, uint32_t required, uint64_t *costs) {
  size_t count = 0;
  for (uint32_t mask = 0; mask < (UINT32_C(1) << p->option_count); mask++)
    if ((mask & required) == required && is_solution(p, mask, required))
      costs[count++] = mask_cost(p, mask);
  qsort(costs, count, sizeof *costs, compare_costs);
  return count;
}

static dlx_solver *build_solver(const random_problem *p) {
  dlx_solver *solver;
  ck_assert_int_eq(dlx_create(&solver, p->primary, p->secondary), DLX_OK);
  for (uint32_t o = 0; o < p->option_count; o++) {
    uint32_t id;
    ck_assert_int_eq(dlx_add_colored_option(solver, p->items[o], p->colors[o], p->size[o], &id),
                     DLX_OK);
    ck_assert_int_eq(dlx_set_option_cost(solver, id, p->cost[o]), DLX_OK);
  }
  return solver;
}

typedef struct collected {
  uint64_t costs[MAXIMUM_KEPT];
  uint32_t masks[MAXIMUM_KEPT];
  size_t count;
  uint64_t improvements, last_improvement;
  bool improvements_fell; /* with k = 1, each improvement is cheaper than the one before */
} collected;

static uint32_t ids_to_mask(const uint32_t *ids, size_t count) {
  uint32_t mask = 0;
  for (size_t k = 0; k < count; k++) {
    ck_assert_uint_lt(ids[k], MAXIMUM_OPTIONS);
    ck_assert_msg(!(mask >> ids[k] & 1), "an option twice in a solution");
    mask |= UINT32_C(1) << ids[k];
  }
  return mask;
}

static int collect_best(void *context, const uint32_t *ids, size_t count, uint64_t cost) {
  collected *c = context;
  ck_assert_uint_lt(c->count, MAXIMUM_KEPT);
  c->costs[c->count] = cost;
  c->masks[c->count++] = ids_to_mask(ids, count);
  return 0;
}

static int collect_improvement(void *context, const uint32_t *ids, size_t count, uint64_t cost) {
  collected *c = context;
  (void)ids;
  (void)count;
  if (c->improvements && cost >= c->last_improvement) c->improvements_fell = false;
  c->improvements++;
  c->last_improvement = cost;
  return 0;
}

static dlx_status run_cheapest(dlx_solver *solver, uint64_t k, const dlx_search *search,
                               collected *c) {
  memset(c, 0, sizeof *c);
  c->improvements_fell = true;
  dlx_cheapest cheapest = {.k = k,
                           .on_best = collect_best,
                           .best_context = c,
                           .on_improvement = collect_improvement,
                           .improvement_context = c};
  return dlx_solve_cheapest(solver, search, &cheapest, NULL);
}

/* The engine's k cheapest against the brute force, for problems with costs up to highest_cost. */
static void check_random_problems(uint64_t seed, uint32_t highest_cost, int problems) {
  random_state = seed;
  for (int round = 0; round < problems; round++) {
    random_problem p;
    make_problem(&p, highest_cost);
    uint64_t expected[1 << MAXIMUM_OPTIONS];
    uint32_t required = 0;
    uint32_t preselected[1];
    dlx_search search = {0};
    if (round % 4 == 3) { /* preselect one option */
      preselected[0] = random_below(p.option_count);
      required = UINT32_C(1) << preselected[0];
      search.preselected_options = preselected;
      search.preselected_count = 1;
    }
    size_t solutions = brute_force_costs(&p, required, expected);
    dlx_solver *solver = build_solver(&p);
    uint64_t k = 1 + random_below(6);
    collected c, again;
    dlx_status status = run_cheapest(solver, k, &search, &c);
    if (status == DLX_PRESELECTED_OPTIONS_CONFLICT) {
      ck_assert_uint_eq(solutions, 0);
      dlx_destroy(solver);
      continue;
    }
    ck_assert_int_eq(status, DLX_OK);
    size_t wanted = solutions < k ? solutions : (size_t)k;
    ck_assert_uint_eq(c.count, wanted);
    for (size_t j = 0; j < c.count; j++) {
      ck_assert_msg(c.costs[j] == expected[j], "round %d: cheapest %zu costs %llu, not %llu", round,
                    j, (unsigned long long)c.costs[j], (unsigned long long)expected[j]);
      ck_assert(is_solution(&p, c.masks[j], required));
      ck_assert((c.masks[j] & required) == required);
      ck_assert_uint_eq(mask_cost(&p, c.masks[j]), c.costs[j]);
      for (size_t i = 0; i < j; i++) ck_assert_uint_ne(c.masks[i], c.masks[j]);
    }
    if (k == 1) ck_assert(c.improvements_fell);
    ck_assert_uint_ge(c.improvements, c.count);
    /* Deterministic: the same solutions again. */
    ck_assert_int_eq(run_cheapest(solver, k, &search, &again), DLX_OK);
    ck_assert_uint_eq(again.count, c.count);
    for (size_t j = 0; j < c.count; j++) ck_assert_uint_eq(again.masks[j], c.masks[j]);
    ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
    dlx_destroy(solver);
  }
}

START_TEST(random_problems_with_distinct_looking_costs) {
  check_random_problems(1, 1000, 3000);
}
END_TEST

START_TEST(random_problems_with_many_ties) {
  check_random_problems(2, 2, 3000);
}
END_TEST

START_TEST(random_problems_without_costs) {
  check_random_problems(3, 0, 1000);
}
END_TEST

/* A node limit stops the search with the best found so far, each a valid solution. */
START_TEST(node_limit_keeps_the_best_found) {
  random_state = 4;
  int stopped = 0;
  for (int round = 0; round < 2000; round++) {
    random_problem p;
    make_problem(&p, 50);
    uint64_t expected[1 << MAXIMUM_OPTIONS];
    size_t solutions = brute_force_costs(&p, 0, expected);
    dlx_solver *solver = build_solver(&p);
    dlx_search search = {.node_limit = 2};
    collected c;
    dlx_status status = run_cheapest(solver, 3, &search, &c);
    if (status == DLX_STOPPED_AT_NODE_LIMIT)
      stopped++;
    else
      ck_assert_int_eq(status, DLX_OK);
    ck_assert_uint_le(c.count, solutions < 3 ? solutions : 3);
    for (size_t j = 0; j < c.count; j++) {
      ck_assert(is_solution(&p, c.masks[j], 0));
      ck_assert_uint_ge(c.costs[j], expected[j]);
    }
    dlx_destroy(solver);
  }
  ck_assert_int_gt(stopped, 100);
}
END_TEST

START_TEST(refusals) {
  dlx_solver *solver;
  ck_assert_int_eq(dlx_create(&solver, 2, 0), DLX_OK);
  uint32_t items[] = {0, 1};
  ck_assert_int_eq(dlx_add_option(solver, items, 2, NULL), DLX_OK);
  ck_assert_int_eq(dlx_set_option_cost(solver, 1, 5), DLX_ERROR_OPTION_OUT_OF_RANGE);
  ck_assert_int_eq(dlx_set_option_cost(solver, 0, DLX_MAXIMUM_COST + 1),
                   DLX_ERROR_COST_OUT_OF_RANGE);
  ck_assert_int_eq(dlx_set_option_cost(NULL, 0, 1), DLX_ERROR_NULL_ARGUMENT);
  ck_assert_int_eq(dlx_set_option_cost(solver, 0, DLX_MAXIMUM_COST), DLX_OK);
  ck_assert_uint_eq(dlx_option_cost(solver, 0), DLX_MAXIMUM_COST);
  ck_assert_uint_eq(dlx_option_cost(solver, 7), 0);
  dlx_solver *copy;
  ck_assert_int_eq(dlx_copy(solver, &copy), DLX_OK);
  ck_assert_uint_eq(dlx_option_cost(copy, 0), DLX_MAXIMUM_COST);
  dlx_destroy(copy);
  collected c;
  ck_assert_int_eq(run_cheapest(solver, 1, NULL, &c), DLX_OK);
  ck_assert_uint_eq(c.count, 1);
  ck_assert_uint_eq(c.costs[0], DLX_MAXIMUM_COST);
  ck_assert_int_eq(dlx_set_item_bounds(solver, 0, 0, 2), DLX_OK);
  ck_assert_int_eq(run_cheapest(solver, 1, NULL, &c), DLX_ERROR_COSTS_WITH_BOUNDS);
  ck_assert_int_eq(dlx_solve_cheapest(NULL, NULL, NULL, NULL), DLX_ERROR_NULL_ARGUMENT);
  dlx_destroy(solver);
}
END_TEST

static Suite *cost_suite(void) {
  Suite *suite = suite_create("dlx_cost");
  TCase *random = tcase_create("random");
  tcase_set_timeout(random, 60);
  tcase_add_test(random, random_problems_with_distinct_looking_costs);
  tcase_add_test(random, random_problems_with_many_ties);
  tcase_add_test(random, random_problems_without_costs);
  tcase_add_test(random, node_limit_keeps_the_best_found);
  suite_add_tcase(suite, random);
  TCase *api = tcase_create("api");
  tcase_add_test(api, refusals);
  suite_add_tcase(suite, api);
  return suite;
}

int main(void) {
  return run_suite(cost_suite());
}
