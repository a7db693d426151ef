/* test_dlx_pairs.c: the Check suite of the links search of options of two entries (LINKS_PAIRS,
 * dlx/inline_links.h), which finds an entry's partner in its option without walking to a spacer.
 *
 * Oracles: perfect matchings of random graphs (every option an edge of two items, some items
 * secondary, so matched at most once) counted by a brute force written here; domino tilings of
 * m x n boards against Kasteleyn's closed form, computed here in floating point; and strips of
 * 1,024 cells or more (the blocks of items of links.c) whose tilings are Fibonacci numbers. Each
 * problem is searched twice: as it is, and with one more option of a single entry on a secondary
 * item of its own, which no search ever takes but which leaves one option not of two entries, so
 * the plain loop of the links runs. Both must visit the same nodes, make the same updates and give
 * the same solutions in the same order; the iterator and the restarts must agree too.
 */
#include "tests/dlx_test_support.h"

#include <check.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tests/run_suite.h"

enum { MOST_ITEMS = 24, MOST_EDGES = 90, MOST_LISTED = 1 << 14 };

typedef struct graph {
  uint32_t primary_count, secondary_count, edge_count;
  uint32_t ends[MOST_EDGES][2];
} graph;

/* A random graph on a few primary and secondary vertices: in three graphs of four a planted
 * matching of the primary ones (so that most graphs have one), then random edges, some of them
 * between two secondary items, some repeated. */
static void build_graph(graph *g, uint64_t *state) {
  g->primary_count = 2 * (1 + random_below(state, 8));
  g->secondary_count = random_below(state, 5);
  uint32_t vertices = g->primary_count + g->secondary_count;
  uint32_t order[MOST_ITEMS];
  for (uint32_t v = 0; v < g->primary_count; v++) order[v] = v;
  shuffle_ids(state, order, g->primary_count);
  g->edge_count = 0;
  bool planted = random_below(state, 4) != 0;
  for (uint32_t v = 0; planted && v + 1 < g->primary_count; v += 2) {
    g->ends[g->edge_count][0] = order[v];
    g->ends[g->edge_count++][1] = order[v + 1];
  }
  uint32_t extra = random_below(state, 2 * vertices);
  for (uint32_t k = 0; k < extra && g->edge_count < MOST_EDGES; k++) {
    uint32_t a = random_below(state, vertices), b = random_below(state, vertices);
    if (a == b) continue;
    g->ends[g->edge_count][0] = a;
    g->ends[g->edge_count++][1] = b;
  }
}

/* The matchings that cover every primary vertex once and every secondary one at most once:
 * the lowest uncovered primary vertex is matched by each edge that fits, in turn. */
static uint64_t count_matchings(const graph *g, bool *used) {
  uint32_t first = 0;
  while (first < g->primary_count && used[first]) first++;
  if (first == g->primary_count) return 1;
  uint64_t count = 0;
  for (uint32_t e = 0; e < g->edge_count; e++) {
    uint32_t a = g->ends[e][0], b = g->ends[e][1];
    if ((a != first && b != first) || used[a] || used[b]) continue;
    used[a] = used[b] = true;
    count += count_matchings(g, used);
    used[a] = used[b] = false;
  }
  return count;
}

/* The solver of a list of options of two items; with `spoiled`, one more secondary item and an
 * option of it alone, the last one, so that not every option has two entries. */
static dlx_solver *solver_of_pairs(uint32_t primary_count, uint32_t secondary_count,
                                   const uint32_t (*ends)[2], uint32_t edge_count, bool spoiled) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, primary_count, secondary_count + spoiled), DLX_OK);
  for (uint32_t e = 0; e < edge_count; e++)
    ASSERT_STATUS(dlx_add_option(solver, ends[e], 2, NULL), DLX_OK);
  if (spoiled) {
    uint32_t alone = primary_count + secondary_count;
    ASSERT_STATUS(dlx_add_option(solver, &alone, 1, NULL), DLX_OK);
  }
  return solver;
}

/* The solutions received, in order, each checked to be a matching of the edges given. */
typedef struct listing {
  const uint32_t (*ends)[2];
  uint32_t primary_count, item_count, edge_count;
  size_t count, ids_used;
  uint32_t ids[MOST_LISTED * MOST_ITEMS];
  uint32_t lengths[MOST_LISTED];
} listing;

static void record(listing *l, const uint32_t *ids, size_t count) {
  uint32_t seen[MOST_ITEMS] = {0};
  for (size_t k = 0; k < count; k++) {
    ck_assert_uint_lt(ids[k], l->edge_count);
    seen[l->ends[ids[k]][0]]++;
    seen[l->ends[ids[k]][1]]++;
  }
  for (uint32_t v = 0; v < l->item_count; v++) {
    if (v < l->primary_count)
      ck_assert_uint_eq(seen[v], 1);
    else
      ck_assert_uint_le(seen[v], 1);
  }
  ck_assert_uint_lt(l->count, MOST_LISTED);
  memcpy(l->ids + l->ids_used, ids, count * sizeof *ids);
  l->ids_used += count;
  l->lengths[l->count++] = (uint32_t)count;
}

static int receive(void *context, const uint32_t *ids, size_t count) {
  record(context, ids, count);
  return 0;
}

/* Lists the solutions on the links (the solver keeps that option for the searches after). */
static dlx_statistics search_and_list(dlx_solver *solver, listing *l) {
  set_solver_option(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_LINKS);
  dlx_search search = {.on_solution = receive, .context = l};
  l->count = l->ids_used = 0;
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_OK);
  ck_assert_int_eq(statistics.representation, DLX_REPRESENTATION_LINKS);
  ck_assert_uint_eq(statistics.solutions, l->count);
  return statistics;
}

static void assert_same_listings(const listing *a, const listing *b) {
  ck_assert_uint_eq(a->count, b->count);
  ck_assert_uint_eq(a->ids_used, b->ids_used);
  ck_assert(memcmp(a->lengths, b->lengths, a->count * sizeof *a->lengths) == 0);
  ck_assert(memcmp(a->ids, b->ids, a->ids_used * sizeof *a->ids) == 0);
}

static listing listings[3];

START_TEST(test_matchings_of_random_graphs_agree_with_a_brute_force_and_the_plain_loop) {
  uint64_t state = 0x9a125u + (uint64_t)_i;
  graph g;
  int without_matching = 0;
  for (int round = 0; round < 40; round++) {
    build_graph(&g, &state);
    bool used[MOST_ITEMS] = {false};
    uint64_t expected = count_matchings(&g, used);
    without_matching += expected == 0;
    dlx_statistics runs[2];
    for (int spoiled = 0; spoiled < 2; spoiled++) {
      listing *l = &listings[spoiled];
      *l = (listing){.ends = (const uint32_t(*)[2])g.ends,
                     .primary_count = g.primary_count,
                     .item_count = g.primary_count + g.secondary_count,
                     .edge_count = g.edge_count};
      dlx_solver *solver = solver_of_pairs(g.primary_count, g.secondary_count,
                                           (const uint32_t(*)[2])g.ends, g.edge_count, spoiled);
      runs[spoiled] = search_and_list(solver, l);
      ck_assert_uint_eq(runs[spoiled].solutions, expected);
      ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);

      /* The iterator, and the restarts (a solution when there is one, none when there is not). */
      listing *iterated = &listings[2];
      *iterated = *l;
      iterated->count = iterated->ids_used = 0;
      dlx_iterator *iterator = NULL; /* on the links, as search_and_list left the solver */
      ASSERT_STATUS(dlx_iterator_create(solver, NULL, &iterator), DLX_OK);
      const uint32_t *ids;
      size_t count;
      while (dlx_iterator_next(iterator, &ids, &count)) record(iterated, ids, count);
      dlx_iterator_destroy(iterator);
      assert_same_listings(l, iterated);
      iterated->count = iterated->ids_used = 0;
      set_solver_option(solver, DLX_OPTION_RESTARTS, 1);
      set_solver_option(solver, DLX_OPTION_RESTART_SEED, (uint64_t)round);
      set_solver_option(solver, DLX_OPTION_RESTART_UNIT_NODES, 2);
      dlx_search restarting = {.solution_limit = 1, .on_solution = receive, .context = iterated};
      dlx_statistics found;
      dlx_status status = dlx_solve(solver, &restarting, &found);
      ck_assert_uint_eq(found.solutions, expected > 0);
      ck_assert_int_eq(status, expected > 0 ? DLX_STOPPED_AT_SOLUTION_LIMIT : DLX_OK);
      ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
      dlx_destroy(solver);
    }
    ck_assert_uint_eq(runs[0].nodes, runs[1].nodes);
    ck_assert_uint_eq(runs[0].updates, runs[1].updates);
    assert_same_listings(&listings[0], &listings[1]);
  }
  ck_assert_int_gt(without_matching, 0); /* the searches that find nothing are tested too */
}
END_TEST

/* The dominoes of an m x n board (cell r*n + c), horizontal ones first; ends has room for them. */
static uint32_t board_dominoes(uint32_t m, uint32_t n, uint32_t (*ends)[2]) {
  uint32_t count = 0;
  for (uint32_t r = 0; r < m; r++)
    for (uint32_t c = 0; c + 1 < n; c++) {
      ends[count][0] = r * n + c;
      ends[count++][1] = r * n + c + 1;
    }
  for (uint32_t r = 0; r + 1 < m; r++)
    for (uint32_t c = 0; c < n; c++) {
      ends[count][0] = r * n + c;
      ends[count++][1] = (r + 1) * n + c;
    }
  return count;
}

/* Kasteleyn (1961): the tilings of an m x n board are the product over 1 <= j <= m, 1 <= k <= n of
 * (4 cos^2(pi j / (m + 1)) + 4 cos^2(pi k / (n + 1)))^(1/4). */
static uint64_t kasteleyn_tilings(uint32_t m, uint32_t n) {
  const double pi = 3.14159265358979323846;
  double logarithm = 0;
  for (uint32_t j = 1; j <= m; j++)
    for (uint32_t k = 1; k <= n; k++) {
      double a = cos(pi * j / (m + 1)), b = cos(pi * k / (n + 1));
      logarithm += log(4 * a * a + 4 * b * b) / 4;
    }
  return (uint64_t)llround(exp(logarithm));
}

static dlx_statistics count_pairs(uint32_t primary_count, const uint32_t (*ends)[2],
                                  uint32_t edge_count, bool spoiled) {
  dlx_solver *solver = solver_of_pairs(primary_count, 0, ends, edge_count, spoiled);
  /* the plain search, whose nodes do not depend on its pairs */
  set_solver_option(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_LINKS);
  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_OFF);
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_solve(solver, NULL, &statistics), DLX_OK);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
  return statistics;
}

static const uint32_t boards[][2] = {{2, 2}, {2, 9}, {3, 4}, {3, 8}, {4, 4}, {4, 5},
                                     {5, 6}, {6, 6}, {4, 9}, {6, 7}, {7, 8}};

START_TEST(test_domino_tilings_agree_with_kasteleyn) {
  uint32_t m = boards[_i][0], n = boards[_i][1];
  static uint32_t ends[2 * 64][2];
  uint32_t count = board_dominoes(m, n, ends);
  uint64_t expected = kasteleyn_tilings(m, n);
  dlx_statistics pairs = count_pairs(m * n, (const uint32_t(*)[2])ends, count, false);
  dlx_statistics plain = count_pairs(m * n, (const uint32_t(*)[2])ends, count, true);
  ck_assert_uint_eq(pairs.solutions, expected);
  ck_assert_uint_eq(pairs.nodes, plain.nodes);
  ck_assert_uint_eq(pairs.updates, plain.updates);
  ck_assert_uint_eq(plain.solutions, expected);
}
END_TEST

/* A 2 x k ladder and a 1 x (cells - 2k) strip side by side: F(k+1) tilings (F(1) = F(2) = 1), the
 * strip having one. With 1,024 primary items or more, the links keep the bounds of their blocks. */
START_TEST(test_long_strips_with_blocks_agree_with_fibonacci) {
  const uint32_t ladder = 12 + 3 * (uint32_t)_i, cells = 1024 + 2 * (uint32_t)_i;
  static uint32_t ends[3 * 1100][2];
  uint32_t count = 0;
  for (uint32_t c = 0; c < ladder; c++) { /* the ladder: cells 2c and 2c + 1 are a rung */
    ends[count][0] = 2 * c;
    ends[count++][1] = 2 * c + 1;
    for (uint32_t side = 0; side < 2 && c + 1 < ladder; side++) {
      ends[count][0] = 2 * c + side;
      ends[count++][1] = 2 * c + 2 + side;
    }
  }
  for (uint32_t c = 2 * ladder; c + 1 < cells; c++) {
    ends[count][0] = c;
    ends[count++][1] = c + 1;
  }
  uint64_t fibonacci[2] = {1, 1}; /* F(1), F(2) */
  for (uint32_t k = 2; k <= ladder; k++) {
    uint64_t next = fibonacci[0] + fibonacci[1];
    fibonacci[0] = fibonacci[1];
    fibonacci[1] = next;
  }
  dlx_statistics pairs = count_pairs(cells, (const uint32_t(*)[2])ends, count, false);
  dlx_statistics plain = count_pairs(cells, (const uint32_t(*)[2])ends, count, true);
  ck_assert_uint_eq(pairs.solutions, fibonacci[1]);
  ck_assert_uint_eq(plain.solutions, fibonacci[1]);
  ck_assert_uint_eq(pairs.nodes, plain.nodes);
  ck_assert_uint_eq(pairs.updates, plain.updates);
}
END_TEST

int main(void) {
  Suite *suite = suite_create("dlx pairs");
  TCase *cases = tcase_create("pairs");
  tcase_set_timeout(cases, 120);
  tcase_add_loop_test(
      cases, test_matchings_of_random_graphs_agree_with_a_brute_force_and_the_plain_loop, 0, 8);
  tcase_add_loop_test(cases, test_domino_tilings_agree_with_kasteleyn, 0,
                      (int)(sizeof boards / sizeof boards[0]));
  tcase_add_loop_test(cases, test_long_strips_with_blocks_agree_with_fibonacci, 0, 4);
  suite_add_tcase(suite, cases);
  return run_suite(suite);
}
