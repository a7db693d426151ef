/* test_dlx_block_choice.c: the Check suite of the choice of item by blocks of items
 * (links_choose_item_by_blocks in dlx/inline_links.h), which the links search uses on problems of
 * many primary items. It must choose exactly the item DLX1's walk of the list chooses
 * (links_choose_item): checked white-box, on the links, at every step of random walks of covers
 * and commits and their undoing, with the list of primary items turned to start at a random item
 * as the restarts turn it; and end to end, where a search of a large problem must visit the nodes
 * of the bitset search without inferences, another implementation of the same choice, and find a
 * solution exactly when each independent part has one by brute force (with colors too), as must
 * the restarts, whose shuffled runs use the blocks too, with a solution that covers what it must.
 */
#include "tests/dlx_test_checks.h"

#include <check.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/inline_links.h"
#include "tests/run_suite.h"

enum { WALK_STEPS = 20000, LARGEST_OPTION = 5 };

/* A random problem of primary_count primary and 40 secondary items: option_count options of 1 to
 * LARGEST_OPTION distinct primary items, most near each other (so that lengths differ from block
 * to block), and up to 2 secondary items. */
static dlx_solver *random_large_problem(uint32_t primary_count, uint32_t option_count,
                                        uint64_t *state) {
  const uint32_t secondary_count = 40;
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, primary_count, secondary_count), DLX_OK);
  for (uint32_t o = 0; o < option_count; o++) {
    uint32_t items[LARGEST_OPTION + 2];
    size_t size = 0;
    uint32_t wanted = 1 + random_below(state, LARGEST_OPTION);
    uint32_t centre = random_below(state, primary_count);
    while (size < wanted) {
      uint32_t item = random_below(state, 4) == 0
                          ? random_below(state, primary_count)
                          : (centre + random_below(state, 200)) % primary_count;
      bool repeated = false;
      for (size_t k = 0; k < size; k++) repeated |= items[k] == item;
      if (!repeated) items[size++] = item;
    }
    for (uint32_t s = random_below(state, 3); s > 0; s--) {
      uint32_t item = primary_count + random_below(state, secondary_count);
      bool repeated = false;
      for (size_t k = 0; k < size; k++) repeated |= items[k] == item;
      if (!repeated) items[size++] = item;
    }
    ASSERT_STATUS(dlx_add_option(solver, items, size, NULL), DLX_OK);
  }
  return solver;
}

/* Links the primary items in the order start, ..., primary_count, 1, ..., start - 1, as restarts.c
 * does for a run; only valid when every item is active. */
static void turn_primary_list(dlx_solver *solver, int32_t start) {
  item *items = solver->items;
  int32_t count = (int32_t)solver->primary_count, previous = 0;
  for (int32_t k = 0; k < count; k++) {
    int32_t i = (start - 1 + k) % count + 1;
    items[previous].right = i;
    items[i].left = previous;
    previous = i;
  }
  items[previous].right = 0;
  items[0].left = previous;
  solver->primary_list_start = start;
}

/* Walks down and up at random as a search does (choose, cover, commit an option; or undo the
 * last), comparing the two choices at every step; at the top, now and then, the list turns. */
static void walk_comparing_choices(dlx_solver *solver, uint64_t *state) {
  node *nodes = solver->nodes;
  item *items = solver->items;
  const links_bounds unbounded = {0};
  int32_t *chosen_item = malloc(((size_t)solver->primary_count + 1) * sizeof *chosen_item);
  int32_t *chosen_node = malloc(((size_t)solver->primary_count + 1) * sizeof *chosen_node);
  ck_assert(chosen_item && chosen_node);
  links_keep_block_bounds(solver, true);
  size_t depth = 0, deepest = 0, compared = 0;
  for (int step = 0; step < WALK_STEPS; step++) {
    if (depth == 0 && random_below(state, 20) == 0)
      turn_primary_list(solver, 1 + (int32_t)random_below(state, solver->primary_count));
    bool solved = items[0].right == 0;
    int32_t walked = 0;
    if (!solved) {
      walked = links_choose_item(items);
      int32_t by_blocks = links_choose_item_by_blocks(items, solver->primary_list_start,
                                                      (int32_t)solver->primary_count);
      ck_assert_msg(walked == by_blocks,
                    "step %d, depth %zu, list from %d: the walk chose item %d (%d options), the "
                    "blocks item %d",
                    step, depth, solver->primary_list_start, walked, items[walked].length,
                    by_blocks);
      compared++;
    }
    bool down = !solved && items[walked].length > 0 && (depth == 0 || random_below(state, 8) != 0);
    if (down) {
      links_cover(nodes, items, NULL, walked, LINKS_BLOCKS);
      int32_t p = nodes[walked].down;
      for (uint32_t k = random_below(state, (uint32_t)items[walked].length); k > 0; k--)
        p = nodes[p].down;
      links_commit_rest_of_option(nodes, items, NULL, unbounded, p, LINKS_BLOCKS, false);
      chosen_item[depth] = walked;
      chosen_node[depth] = p;
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (depth > 0) {
      depth--;
      links_uncommit_rest_of_option(nodes, items, NULL, unbounded, chosen_node[depth], LINKS_BLOCKS,
                                    false);
      links_uncover(nodes, items, NULL, chosen_item[depth], LINKS_BLOCKS);
    }
  }
  while (depth > 0) {
    depth--;
    links_uncommit_rest_of_option(nodes, items, NULL, unbounded, chosen_node[depth], LINKS_BLOCKS,
                                  false);
    links_uncover(nodes, items, NULL, chosen_item[depth], LINKS_BLOCKS);
  }
  links_keep_block_bounds(solver, false);
  turn_primary_list(solver, 1);
  ck_assert_uint_gt(compared, WALK_STEPS / 2);
  ck_assert_uint_ge(deepest, 5);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  free(chosen_item);
  free(chosen_node);
}

START_TEST(test_the_blocks_choose_the_item_the_walk_chooses) {
  static const uint32_t primary_counts[] = {1024, 1100, 2049, 5000};
  uint64_t state = 0x5eed0000u + (uint64_t)_i;
  uint32_t primary_count = primary_counts[_i];
  dlx_solver *solver = random_large_problem(primary_count, primary_count * 6, &state);
  walk_comparing_choices(solver, &state);
  dlx_destroy(solver);
}
END_TEST

/* The options of a large problem as added, to check a solution found by the restarts. */
typedef struct added_options {
  uint32_t primary_count, item_count;
  size_t count;
  size_t *sizes;
  uint32_t (*items)[TEST_MAX_OPTION_SIZE];
  uint32_t (*colors)[TEST_MAX_OPTION_SIZE];
  bool checked; /* a solution came and was checked */
} added_options;

/* Each primary item covered once, each secondary item at most once or always with one color. */
static int check_solution(void *context, const uint32_t *ids, size_t count) {
  added_options *added = context;
  uint32_t *covers = calloc(added->item_count, sizeof *covers);
  uint32_t *color = calloc(added->item_count, sizeof *color);
  ck_assert(covers && color);
  for (size_t k = 0; k < count; k++) {
    ck_assert_uint_lt(ids[k], added->count);
    for (size_t e = 0; e < added->sizes[ids[k]]; e++) {
      uint32_t item = added->items[ids[k]][e], c = added->colors[ids[k]][e];
      ck_assert_msg(covers[item] == 0 || (c != 0 && color[item] == c),
                    "item %u covered twice (colors %u and %u)", item, color[item], c);
      covers[item]++;
      color[item] = c;
    }
  }
  for (uint32_t i = 0; i < added->primary_count; i++) ck_assert_uint_eq(covers[i], 1);
  added->checked = true;
  free(covers);
  free(color);
  return 0;
}

/* A solution of the union of `parts` small random problems on disjoint items exists exactly when
 * each part has one; the links, which use the blocks from 1,024 primary items on, and the bitset
 * without inferences must visit the same nodes to their first solution or to the end. */
START_TEST(test_a_large_union_of_small_problems_is_searched_as_the_bitset_searches_it) {
  uint64_t state = 0xb10c5u + (uint64_t)_i;
  bool colored = _i >= 4; /* the last four runs: parts with colored secondary items */
  enum { PARTS = 400 };
  static test_problem parts[PARTS];
  uint32_t primary_count = 0, secondary_count = 0;
  bool every_part_solvable = true;
  for (int k = 0; k < PARTS; k++) {
    do {
      if (colored)
        build_random_colored_problem(&parts[k], &state);
      else
        build_random_problem(&parts[k], &state);
    } while (parts[k].primary_count == 0);
    if (k % 5 != 0 || _i % 4 == 0) {
      /* Most parts keep a solution, so that the search goes deep: each gets one more option,
       * the whole of its primary items. */
      test_problem *part = &parts[k];
      if (part->option_count < TEST_MAX_OPTIONS && part->primary_count <= TEST_MAX_OPTION_SIZE) {
        for (uint32_t i = 0; i < part->primary_count; i++)
          part->option_items[part->option_count][i] = i;
        part->option_sizes[part->option_count] = part->primary_count;
        part->option_modes[part->option_count] = ADD_WITH_ADD_OPTION;
        part->option_count++;
      }
    }
    every_part_solvable &=
        (colored ? count_colored_covers_by_brute_force(&parts[k], NULL, 0, NULL, 0)
                 : count_exact_covers_by_brute_force(&parts[k], NULL, 0, NULL, 0)) > 0;
    primary_count += parts[k].primary_count;
    secondary_count += parts[k].secondary_count;
  }
  ck_assert_uint_ge(primary_count, 1024);
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, primary_count, secondary_count), DLX_OK);
  added_options added = {.primary_count = primary_count,
                         .item_count = primary_count + secondary_count};
  added.sizes = malloc(PARTS * TEST_MAX_OPTIONS * sizeof *added.sizes);
  added.items = malloc(PARTS * TEST_MAX_OPTIONS * sizeof *added.items);
  added.colors = malloc(PARTS * TEST_MAX_OPTIONS * sizeof *added.colors);
  ck_assert(added.sizes && added.items && added.colors);
  uint32_t primary_base = 0, secondary_base = primary_count;
  for (int k = 0; k < PARTS; k++) {
    const test_problem *part = &parts[k];
    for (size_t o = 0; o < part->option_count; o++) {
      uint32_t items[TEST_MAX_OPTION_SIZE], colors[TEST_MAX_OPTION_SIZE];
      for (size_t e = 0; e < part->option_sizes[o]; e++) {
        colors[e] = colored ? part->option_colors[o][e] : 0;
        uint32_t item = part->option_items[o][e];
        items[e] = item < part->primary_count ? primary_base + item
                                              : secondary_base + item - part->primary_count;
      }
      ASSERT_STATUS(dlx_add_colored_option(solver, items, colors, part->option_sizes[o], NULL),
                    DLX_OK);
      added.sizes[added.count] = part->option_sizes[o];
      memcpy(added.items[added.count], items, sizeof items);
      memcpy(added.colors[added.count], colors, sizeof colors);
      added.count++;
    }
    primary_base += part->primary_count;
    secondary_base += part->secondary_count;
  }
  dlx_statistics by_representation[2];
  static const dlx_representation representations[] = {DLX_REPRESENTATION_LINKS,
                                                       DLX_REPRESENTATION_BITSET};
  for (int r = 0; r < 2; r++) {
    ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, representations[r]),
                  DLX_OK);
    ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_FORCED_OPTIONS, DLX_SWITCH_OFF), DLX_OK);
    ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_ITEM_DOMINATION, DLX_SWITCH_OFF), DLX_OK);
    ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_TIE_BREAK, DLX_SWITCH_OFF), DLX_OK);
    dlx_search search;
    memset(&search, 0, sizeof search);
    search.solution_limit = 1;
    dlx_status status = dlx_solve(solver, &search, &by_representation[r]);
    ck_assert_int_eq(status, every_part_solvable ? DLX_STOPPED_AT_SOLUTION_LIMIT : DLX_OK);
  }
  ck_assert_uint_eq(by_representation[0].solutions, every_part_solvable ? 1 : 0);
  ck_assert_msg(by_representation[0].nodes == by_representation[1].nodes,
                "links %" PRIu64 " nodes, bitset %" PRIu64, by_representation[0].nodes,
                by_representation[1].nodes);
  ck_assert_uint_eq(by_representation[0].solutions, by_representation[1].solutions);
  /* The restarts, with a unit of one node so that both kinds of shuffled run (value-ordered and in
   * list order, restarts.c) search with the blocks, find a valid solution exactly when one exists;
   * the representation and the inferences back to their defaults, as the restarts ran them.
   */
  ASSERT_STATUS(
      dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_AUTOMATIC),
      DLX_OK);
  ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_FORCED_OPTIONS, DLX_SWITCH_AUTOMATIC),
                DLX_OK);
  ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_ITEM_DOMINATION, DLX_SWITCH_AUTOMATIC),
                DLX_OK);
  ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_TIE_BREAK, DLX_SWITCH_AUTOMATIC), DLX_OK);
  ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_RESTARTS, 1), DLX_OK);
  ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_RESTART_SEED, (uint64_t)_i + 1), DLX_OK);
  ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_RESTART_UNIT_NODES, 1), DLX_OK);
  dlx_search search;
  memset(&search, 0, sizeof search);
  search.solution_limit = 1;
  search.on_solution = check_solution;
  search.context = &added;
  dlx_statistics restarted;
  dlx_status status = dlx_solve(solver, &search, &restarted);
  ck_assert_int_eq(status, every_part_solvable ? DLX_STOPPED_AT_SOLUTION_LIMIT : DLX_OK);
  ck_assert(added.checked == every_part_solvable);
  if (every_part_solvable) ck_assert_uint_gt(restarted.restarts, 2);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  free(added.sizes);
  free(added.items);
  free(added.colors);
  dlx_destroy(solver);
}
END_TEST

static Suite *make_dlx_block_choice_suite(void) {
  Suite *suite = suite_create("dlx_block_choice");
  TCase *white_box = tcase_create("white_box");
  tcase_set_timeout(white_box, 60);
  tcase_add_loop_test(white_box, test_the_blocks_choose_the_item_the_walk_chooses, 0, 4);
  suite_add_tcase(suite, white_box);
  TCase *end_to_end = tcase_create("end_to_end");
  tcase_set_timeout(end_to_end, 60);
  tcase_add_loop_test(
      end_to_end, test_a_large_union_of_small_problems_is_searched_as_the_bitset_searches_it, 0, 8);
  suite_add_tcase(suite, end_to_end);
  return suite;
}

int main(void) {
  return run_suite(make_dlx_block_choice_suite());
}
