/* test_dlx_count_deltas.c: the Check suite of the bitset's count deltas (dlx/bitset_take.c), the
 * take that subtracts each removed option's primary items from counts held in vector registers,
 * used on problems of at most 95 primary items whose options hold 5 of them or more.
 *
 * Random problems of 1 to 120 primary items (every number of vectors the deltas have, and some
 * beyond), with wide options planted so that covers exist, colored secondary items in half of
 * them, are counted by a brute force written here (plain backtracking over arrays), by the links
 * and by the bitset; every solution received is checked to be a cover. White-box, the same
 * searches run again with the deltas hidden, so that the take of the padded items runs instead:
 * without inferences both visit the same nodes and make the same updates; with them, the same
 * nodes (the queue of items to force comes in another order, which changes nothing but the order
 * of a solution's options and the updates of dead ends) and the same solutions; and the resumable
 * iterator lists the same solutions in the same order.
 */
#include "tests/dlx_test_support.h"

#include <check.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/internal_bitset.h"
#include "tests/run_suite.h"

enum { SECONDARY = 3, WIDEST = 9, MAXIMUM_OPTIONS = 400, MAXIMUM_SOLUTIONS = 4096 };

typedef struct random_problem {
  uint32_t primary_count, option_count;
  uint32_t sizes[MAXIMUM_OPTIONS];
  uint32_t items[MAXIMUM_OPTIONS][WIDEST + 1];
  uint32_t colors[MAXIMUM_OPTIONS][WIDEST + 1];
} random_problem;

static void add(random_problem *problem, const uint32_t *primary, uint32_t size, bool colored,
                bool secondary, uint64_t *state) {
  ck_assert_uint_lt(problem->option_count, MAXIMUM_OPTIONS);
  uint32_t o = problem->option_count++;
  memcpy(problem->items[o], primary, size * sizeof *primary);
  memset(problem->colors[o], 0, sizeof problem->colors[o]);
  if (secondary && random_below(state, 3) == 0) {
    problem->items[o][size] = problem->primary_count + random_below(state, SECONDARY);
    problem->colors[o][size] = colored ? 1 + random_below(state, 2) : 0;
    size++;
  }
  problem->sizes[o] = size;
}

/* Three partitions of the primary items into parts of 5 to 9 (the last part what is left), each
 * part an option (those of the first without secondary items, so that a cover exists), and half as
 * many options of 1 to 9 random items as there are items. */
static void build(random_problem *problem, uint32_t primary_count, bool colored, uint64_t *state) {
  problem->primary_count = primary_count;
  problem->option_count = 0;
  uint32_t order[128];
  ck_assert_uint_le(primary_count, 128);
  for (int partition = 0; partition < 3; partition++) {
    for (uint32_t i = 0; i < primary_count; i++) order[i] = i;
    shuffle_ids(state, order, primary_count);
    for (uint32_t first = 0; first < primary_count;) {
      uint32_t size = 5 + random_below(state, WIDEST - 4);
      if (size > primary_count - first) size = primary_count - first;
      add(problem, order + first, size, colored, partition > 0, state);
      first += size;
    }
  }
  for (uint32_t k = 0; k < primary_count / 2; k++) {
    uint32_t size = 1 + random_below(state, primary_count < WIDEST ? primary_count : WIDEST);
    for (uint32_t i = 0; i < primary_count; i++) order[i] = i;
    shuffle_ids(state, order, primary_count);
    add(problem, order, size, colored, true, state);
  }
}

/* The brute force: the first uncovered primary item, each option with it that fits in turn. A
 * secondary item is free, or taken without a color by one option, or with one color by any. */
typedef struct brute {
  const random_problem *problem;
  uint32_t covered[128 + SECONDARY], color[128 + SECONDARY];
} brute;

static bool fits(const brute *b, uint32_t o) {
  for (uint32_t e = 0; e < b->problem->sizes[o]; e++) {
    uint32_t item = b->problem->items[o][e], c = b->problem->colors[o][e];
    if (b->covered[item] && (c == 0 || b->color[item] != c)) return false;
  }
  return true;
}

static uint64_t count_by_brute_force(brute *b) {
  uint32_t first = 0;
  while (first < b->problem->primary_count && b->covered[first]) first++;
  if (first == b->problem->primary_count) return 1;
  uint64_t count = 0;
  for (uint32_t o = 0; o < b->problem->option_count; o++) {
    bool has_first = false;
    for (uint32_t e = 0; e < b->problem->sizes[o]; e++)
      has_first |= b->problem->items[o][e] == first;
    if (!has_first || !fits(b, o)) continue;
    uint32_t saved[WIDEST + 1][2];
    for (uint32_t e = 0; e < b->problem->sizes[o]; e++) {
      uint32_t item = b->problem->items[o][e];
      saved[e][0] = b->covered[item];
      saved[e][1] = b->color[item];
      b->covered[item]++;
      b->color[item] = b->problem->colors[o][e];
    }
    count += count_by_brute_force(b);
    for (uint32_t e = 0; e < b->problem->sizes[o]; e++) {
      b->covered[b->problem->items[o][e]] = saved[e][0];
      b->color[b->problem->items[o][e]] = saved[e][1];
    }
  }
  return count;
}

/* The solutions received, each as its sorted option ids, after a check that it is a cover. */
typedef struct received {
  const random_problem *problem;
  size_t count;
  uint32_t (*solutions)[128];
  uint32_t *lengths;
} received;

static int compare_ids(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return (x > y) - (x < y);
}

static int receive(void *context, const uint32_t *ids, size_t count) {
  received *r = context;
  brute check = {.problem = r->problem};
  for (size_t k = 0; k < count; k++) {
    ck_assert_uint_lt(ids[k], r->problem->option_count);
    ck_assert_msg(fits(&check, ids[k]), "option %u of a solution overlaps another", ids[k]);
    for (uint32_t e = 0; e < r->problem->sizes[ids[k]]; e++) {
      check.covered[r->problem->items[ids[k]][e]]++;
      check.color[r->problem->items[ids[k]][e]] = r->problem->colors[ids[k]][e];
    }
  }
  for (uint32_t i = 0; i < r->problem->primary_count; i++) ck_assert_uint_eq(check.covered[i], 1);
  ck_assert_uint_lt(r->count, MAXIMUM_SOLUTIONS);
  ck_assert_uint_le(count, 128);
  memcpy(r->solutions[r->count], ids, count * sizeof *ids);
  qsort(r->solutions[r->count], count, sizeof *ids, compare_ids);
  r->lengths[r->count++] = (uint32_t)count;
  return 0;
}

static dlx_statistics search(dlx_solver *solver, dlx_representation representation, bool inferences,
                             received *r) {
  /* The solver keeps its options from one search to the next: each search sets all three. */
  dlx_switch inference = inferences ? DLX_SWITCH_AUTOMATIC : DLX_SWITCH_OFF;
  ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, representation), DLX_OK);
  ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_FORCED_OPTIONS, inference), DLX_OK);
  ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_ITEM_DOMINATION, inference), DLX_OK);
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.on_solution = receive;
  search.context = r;
  r->count = 0;
  dlx_statistics statistics;
  ck_assert_int_eq(dlx_solve(solver, &search, &statistics), DLX_OK);
  ck_assert_int_eq(statistics.representation, representation);
  ck_assert_uint_eq(statistics.solutions, r->count);
  return statistics;
}

/* The solutions of two searches, in the order received, as the same sets of options. */
static void assert_same_solutions(received *a, received *b) {
  ck_assert_uint_eq(a->count, b->count);
  for (size_t k = 0; k < a->count; k++) {
    ck_assert_uint_eq(a->lengths[k], b->lengths[k]);
    ck_assert(memcmp(a->solutions[k], b->solutions[k], a->lengths[k] * sizeof(uint32_t)) == 0);
  }
}

static const uint32_t primary_counts[] = {1, 7, 15, 16, 30, 31, 47, 60, 72, 79, 88, 95, 96, 120};

START_TEST(test_counts_with_deltas_agree_with_the_brute_force_and_the_padded_take) {
  uint32_t primary_count = primary_counts[_i / 2];
  bool colored = _i % 2;
  static random_problem problem;
  static uint32_t solutions[2][MAXIMUM_SOLUTIONS][128], lengths[2][MAXIMUM_SOLUTIONS];
  for (uint64_t seed = 0; seed < 6; seed++) {
    uint64_t state = 0xde17a5u * (seed + 1) + (uint64_t)_i;
    build(&problem, primary_count, colored, &state);
    brute b = {.problem = &problem};
    uint64_t expected = count_by_brute_force(&b);
    ck_assert_uint_gt(expected, 0);
    ck_assert_uint_lt(expected, MAXIMUM_SOLUTIONS);

    dlx_solver *solver = NULL;
    ck_assert_int_eq(dlx_create(&solver, primary_count, SECONDARY), DLX_OK);
    for (uint32_t o = 0; o < problem.option_count; o++)
      ck_assert_int_eq(dlx_add_colored_option(solver, problem.items[o], problem.colors[o],
                                              problem.sizes[o], NULL),
                       DLX_OK);
    received with = {&problem, 0, solutions[0], lengths[0]};
    received without = {&problem, 0, solutions[1], lengths[1]};
    dlx_statistics links = search(solver, DLX_REPRESENTATION_LINKS, false, &without);
    ck_assert_uint_eq(links.solutions, expected);
    for (int inferences = 0; inferences < 2; inferences++) {
      dlx_statistics deltas = search(solver, DLX_REPRESENTATION_BITSET, inferences, &with);
      ck_assert_uint_eq(deltas.solutions, expected);
      bitset_problem *bitset = solver->bitset;
      ck_assert_ptr_nonnull(bitset);
      /* Every problem here up to 95 primary items has the deltas: its options are wide. */
      if (primary_count >= WIDEST)
        ck_assert_int_eq(bitset->count_deltas != NULL, primary_count <= 95);
      if (!inferences) ck_assert_uint_eq(deltas.nodes, links.nodes);
      counts_vector *hidden = bitset->count_deltas;
      bitset->count_deltas = NULL;
      dlx_statistics padded = search(solver, DLX_REPRESENTATION_BITSET, inferences, &without);
      bitset->count_deltas = hidden;
      ck_assert_uint_eq(padded.solutions, expected);
      ck_assert_msg(padded.nodes == deltas.nodes, "%u items: %" PRIu64 " nodes, padded %" PRIu64,
                    primary_count, deltas.nodes, padded.nodes);
      if (!inferences) ck_assert_uint_eq(padded.updates, deltas.updates);
      assert_same_solutions(&with, &without);
    }
    /* The resumable iterator takes options with the same deltas: the same solutions, in order
     * (with the options the last search left: the bitset, its inferences automatic). */
    search(solver, DLX_REPRESENTATION_BITSET, true, &with);
    dlx_iterator *iterator = NULL;
    ck_assert_int_eq(dlx_iterator_create(solver, NULL, &iterator), DLX_OK);
    without.count = 0;
    const uint32_t *ids;
    size_t count;
    while (dlx_iterator_next(iterator, &ids, &count)) receive(&without, ids, count);
    dlx_statistics listed;
    ck_assert_int_eq(dlx_iterator_status(iterator, &listed), DLX_OK);
    ck_assert_int_eq(listed.representation, DLX_REPRESENTATION_BITSET);
    dlx_iterator_destroy(iterator);
    assert_same_solutions(&with, &without);
    ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
    dlx_destroy(solver);
  }
}
END_TEST

int main(void) {
  Suite *suite = suite_create("dlx count deltas");
  TCase *counts = tcase_create("counts");
  tcase_set_timeout(counts, 120);
  tcase_add_loop_test(counts,
                      test_counts_with_deltas_agree_with_the_brute_force_and_the_padded_take, 0,
                      2 * (int)(sizeof primary_counts / sizeof primary_counts[0]));
  suite_add_tcase(suite, counts);
  return run_suite(suite);
}
