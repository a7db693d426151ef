/* test_dlx_symmetry.c: the Check suite of the count with symmetry (the option symmetry, symmetry.c
 * and symmetric_count.c): random problems closed under a permutation of their items, counted
 * against a brute force; queens, Langford pairs and Latin squares against the OEIS; colors that
 * must keep two options apart; node limits, exact counts and the searches to which it does not
 * apply; the automatic mode, which leaves a small search as it was; and the check that every
 * permutation passes before it is used (dlx_symmetry_is_automorphism); and the listing by classes
 * of the iterator (symmetric_listing.c), against the brute force and OEIS.
 */
#include "dlx/internal_symmetry.h"
#include "tests/dlx_test_checks.h"
#include "tests/dlx_test_support.h"

/* Counts with these options of the solver, which are then back to their defaults. */
static dlx_statistics count_on(dlx_solver *solver, dlx_switch symmetry,
                               dlx_representation representation, const char *scenario) {
  set_solver_option(solver, DLX_OPTION_SYMMETRY, symmetry);
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_OFF);
  set_solver_option(solver, DLX_OPTION_REPRESENTATION, representation);
  dlx_statistics statistics = solve_expecting(solver, NULL, DLX_OK, scenario);
  reset_solver_options(solver);
  return statistics;
}

/* dlx_solve_parallel as with these options before they were the solver's: on more than one
 * thread it never ran the memo, and now refuses a memo set otherwise than automatic. */
static dlx_status solve_parallel_on(dlx_solver *solver, dlx_switch symmetry,
                                    dlx_representation representation, unsigned threads,
                                    dlx_statistics *statistics) {
  set_solver_option(solver, DLX_OPTION_SYMMETRY, symmetry);
  set_solver_option(solver, DLX_OPTION_MEMO, threads > 1 ? DLX_MEMO_AUTOMATIC : DLX_MEMO_OFF);
  set_solver_option(solver, DLX_OPTION_REPRESENTATION, representation);
  dlx_status status = dlx_solve_parallel(solver, NULL, threads, statistics);
  reset_solver_options(solver);
  return status;
}

static dlx_statistics count_with(dlx_solver *solver, dlx_switch symmetry, const char *scenario) {
  return count_on(solver, symmetry, DLX_REPRESENTATION_AUTOMATIC, scenario);
}

/* The image of an option under a permutation of the items (primary onto primary, secondary onto
 * secondary), added unless the problem already has that set of items. */
static bool add_image(test_problem *problem, size_t option, const uint32_t *permutation) {
  uint32_t image[TEST_MAX_OPTION_SIZE];
  uint64_t mask = 0;
  for (size_t k = 0; k < problem->option_sizes[option]; k++) {
    image[k] = permutation[problem->option_items[option][k]];
    mask |= UINT64_C(1) << image[k];
  }
  for (size_t other = 0; other < problem->option_count; other++)
    if (option_item_mask(problem, other) == mask) return false;
  if (problem->option_count == BRUTE_FORCE_MAX_OPTIONS) return false;
  add_test_option(problem, image, problem->option_sizes[option]);
  return true;
}

/* A few random options over 4 to 9 primary and up to 3 secondary items, then their images under a
 * random permutation of the items, its powers included, up to the brute force's 20 options: a
 * problem with an automorphism of its own (when the closure ends), or without (when it stops). */
static void build_symmetric_problem(test_problem *problem, uint64_t *random_state) {
  uint32_t primary = 4 + random_below(random_state, 6), secondary = random_below(random_state, 4);
  init_test_problem(problem, primary, secondary);
  uint32_t permutation[TEST_MAX_ITEMS];
  for (uint32_t i = 0; i < primary + secondary; i++) permutation[i] = i;
  shuffle_ids(random_state, permutation, primary);
  shuffle_ids(random_state, permutation + primary, secondary);
  uint32_t seeds = 2 + random_below(random_state, 4);
  for (uint32_t s = 0; s < seeds; s++) {
    uint32_t items[TEST_MAX_OPTION_SIZE];
    uint32_t size = 1 + random_below(random_state, 3);
    choose_distinct_items(random_state, 0, primary, size, items);
    if (secondary && random_below(random_state, 2))
      items[size++] = primary + random_below(random_state, secondary);
    add_test_option(problem, items, size);
  }
  for (size_t option = 0; option < problem->option_count; option++)
    add_image(problem, option, permutation);
}

/* Lists every solution with the iterator (symmetry `mode`), each checked and recorded in the
 * engine's buffer, up to stop_after solutions (0: all); returns the iterator's statistics. */
static uint64_t last_ready_steps; /* of the last list_with_iterator */

static dlx_statistics list_on_with_iterator(dlx_solver *solver, const test_problem *problem,
                                            dlx_switch mode, dlx_representation representation,
                                            uint64_t stop_after, dlx_status expected_status,
                                            uint64_t *listed) {
  solution_recorder recorder = make_solution_recorder(problem, NULL, 0);
  recorder.recorded = engine_solution_buffer();
  recorder.recorded_capacity = MAX_RECORDED_SOLUTIONS;
  set_solver_option(solver, DLX_OPTION_SYMMETRY, mode);
  set_solver_option(solver, DLX_OPTION_REPRESENTATION, representation);
  dlx_iterator *iterator;
  ASSERT_STATUS(dlx_iterator_create(solver, NULL, &iterator), DLX_OK);
  const uint32_t *ids;
  size_t count;
  uint64_t ready_steps = 0; /* dlx_iterator_ready: a solution at once, the nodes unchanged */
  dlx_statistics before, after;
  for (;;) {
    if (stop_after && recorder.solutions_received == stop_after) break;
    bool ready = dlx_iterator_ready(iterator);
    dlx_iterator_status(iterator, &before);
    if (!dlx_iterator_next(iterator, &ids, &count)) {
      ck_assert(!ready);
      break;
    }
    dlx_iterator_status(iterator, &after);
    if (ready) {
      ready_steps++;
      ck_assert_uint_eq(after.nodes, before.nodes);
    }
    verify_and_record_solution(&recorder, ids, count);
  }
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_iterator_status(iterator, &statistics), expected_status);
  ck_assert_uint_eq(statistics.solutions, recorder.solutions_received);
  if (!statistics.symmetry_classes) ck_assert_uint_eq(ready_steps, 0); /* only images are */
  last_ready_steps = ready_steps;
  dlx_iterator_destroy(iterator);
  reset_solver_options(solver);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  *listed = recorder.solutions_received;
  return statistics;
}

static dlx_statistics list_with_iterator(dlx_solver *solver, const test_problem *problem,
                                         dlx_switch mode, uint64_t stop_after,
                                         dlx_status expected_status, uint64_t *listed) {
  return list_on_with_iterator(solver, problem, mode, DLX_REPRESENTATION_AUTOMATIC, stop_after,
                               expected_status, listed);
}

/* Counted by classes, and listed by classes with the iterator (symmetric_listing.c): the brute
 * force's count, and exactly its solutions, each once. */
START_TEST(test_symmetric_random_problems_match_brute_force) {
  uint64_t random_state = UINT64_C(0x5E77E7);
  uint32_t symmetric = 0, with_solutions = 0;
  const uint32_t problem_count = 400;
  for (uint32_t index = 0; index < problem_count; index++) {
    test_problem problem;
    char description[PROBLEM_DESCRIPTION_SIZE];
    build_symmetric_problem(&problem, &random_state);
    describe_test_problem(&problem, description, sizeof description);
    uint64_t expected = count_exact_covers_by_brute_force(
        &problem, NULL, 0, brute_force_solution_buffer(), MAX_RECORDED_SOLUTIONS);
    dlx_solver *solver = create_solver_for(&problem);
    dlx_statistics statistics = count_with(solver, DLX_SWITCH_ON, description);
    ck_assert_msg(statistics.solutions == expected,
                  "%" PRIu64 " solutions, brute force %" PRIu64 " for %s", statistics.solutions,
                  expected, description);
    if (statistics.symmetry_classes) {
      symmetric++;
      ck_assert_uint_lt(statistics.symmetry_item, problem.primary_count);
      ck_assert_uint_lt(statistics.symmetry_classes, statistics.symmetry_item_options);
    }
    if (expected) with_solutions++;
    ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
    uint64_t listed;
    dlx_statistics listing =
        list_with_iterator(solver, &problem, DLX_SWITCH_ON, 0, DLX_OK, &listed);
    assert_same_solution_sets(engine_solution_buffer(), listed, brute_force_solution_buffer(),
                              expected, description);
    ck_assert_uint_eq(listing.symmetry_classes, statistics.symmetry_classes);
    /* On the bitset, by orbits: the options whose orbits hold an earlier class's representative
     * left out of each class's search. */
    dlx_statistics on_bitset =
        count_on(solver, DLX_SWITCH_ON, DLX_REPRESENTATION_BITSET, description);
    ck_assert_msg(on_bitset.solutions == expected,
                  "%" PRIu64 " solutions on the bitset, brute force %" PRIu64 " for %s",
                  on_bitset.solutions, expected, description);
    /* And on threads: their splitter and their copies of the solver leave the same options out. */
    dlx_statistics on_threads;
    ASSERT_STATUS(solve_parallel_on(solver, DLX_SWITCH_ON, DLX_REPRESENTATION_BITSET, 1 + index % 3,
                                    &on_threads),
                  DLX_OK);
    ck_assert_msg(on_threads.solutions == expected,
                  "%" PRIu64 " solutions on threads, brute force %" PRIu64 " for %s",
                  on_threads.solutions, expected, description);
    list_on_with_iterator(solver, &problem, DLX_SWITCH_ON, DLX_REPRESENTATION_BITSET, 0, DLX_OK,
                          &listed);
    assert_same_solution_sets(engine_solution_buffer(), listed, brute_force_solution_buffer(),
                              expected, description);
    dlx_destroy(solver);
  }
  /* The problems must exercise the classes, and have solutions to count. */
  ck_assert_uint_gt(symmetric, problem_count / 3);
  ck_assert_uint_gt(with_solutions, problem_count / 4);
}
END_TEST

/* Langford pairs of n: items 1..n (primary 0..n-1) and positions 1..2n (primary n..3n-1); number k
 * at positions i and i + k + 1. Both a sequence and its reversal count (OEIS A014552 counts one).
 */
static void build_langford_problem(test_problem *problem, uint32_t n) {
  init_test_problem(problem, 3 * n, 0);
  for (uint32_t k = 1; k <= n; k++)
    for (uint32_t i = 1; i + k + 1 <= 2 * n; i++) {
      uint32_t items[3] = {k - 1, n + i - 1, n + i + k};
      add_test_option(problem, items, 3);
    }
}

/* Latin squares of order n: a symbol in each cell, once in each row and each column. */
static void build_latin_problem(test_problem *problem, uint32_t n) {
  init_test_problem(problem, 3 * n * n, 0);
  for (uint32_t r = 0; r < n; r++)
    for (uint32_t c = 0; c < n; c++)
      for (uint32_t s = 0; s < n; s++) {
        uint32_t items[3] = {r * n + c, n * n + r * n + s, 2 * n * n + c * n + s};
        add_test_option(problem, items, 3);
      }
}

START_TEST(test_known_counts_with_symmetry) {
  test_problem problem;
  char scenario[64];
  for (uint32_t n = 4; n <= 11; n++) {
    build_n_queens_problem(&problem, n);
    dlx_solver *solver = create_solver_for(&problem);
    snprintf(scenario, sizeof scenario, "%u queens", n);
    dlx_statistics on = count_with(solver, DLX_SWITCH_ON, scenario);
    ck_assert_uint_eq(on.solutions, n_queens_count_from_oeis_a000170(n));
    ck_assert_uint_gt(on.symmetry_classes, 0); /* a row's options pair off by reflection */
    ck_assert_uint_le(on.symmetry_classes, (n + 1) / 2);
    dlx_destroy(solver);
  }
  static const uint64_t langford_a014552[] = {0, 0, 0, 1, 1, 0, 0, 26, 150};
  for (uint32_t n = 3; n <= 8; n++) {
    build_langford_problem(&problem, n);
    dlx_solver *solver = create_solver_for(&problem);
    snprintf(scenario, sizeof scenario, "Langford pairs of %u", n);
    ck_assert_uint_eq(count_with(solver, DLX_SWITCH_ON, scenario).solutions,
                      2 * langford_a014552[n]);
    dlx_destroy(solver);
  }
  static const uint64_t latin_a002860[] = {1, 1, 2, 12, 576};
  for (uint32_t n = 1; n <= 4; n++) {
    build_latin_problem(&problem, n);
    dlx_solver *solver = create_solver_for(&problem);
    snprintf(scenario, sizeof scenario, "Latin squares of order %u", n);
    dlx_statistics on = count_with(solver, DLX_SWITCH_ON, scenario);
    ck_assert_uint_eq(on.solutions, latin_a002860[n]);
    if (n >= 2) ck_assert_uint_eq(on.symmetry_classes, 1); /* the symbols can be renamed */
    dlx_destroy(solver);
  }
}
END_TEST

/* By orbits (symmetric_count.c), 12 queens on the bitset: the rotations and reflections that take
 * the root row onto the middle columns leave options out of the classes' searches, so that the
 * count (on one thread and on 2 to 4) and the listing search a small share of the plain tree (the
 * reflection of the row alone, by classes, halves it); all give OEIS A000170's count, the listing
 * each solution once. */
START_TEST(test_orbits_leave_out_more_than_the_classes) {
  test_problem problem;
  const uint32_t n = 12;
  build_n_queens_problem(&problem, n);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_statistics plain = count_on(solver, DLX_SWITCH_OFF, DLX_REPRESENTATION_BITSET, "plain");
  dlx_statistics on = count_on(solver, DLX_SWITCH_ON, DLX_REPRESENTATION_BITSET, "by orbits");
  ck_assert_uint_eq(plain.solutions, n_queens_count_from_oeis_a000170(n));
  ck_assert_uint_eq(on.solutions, n_queens_count_from_oeis_a000170(n));
  ck_assert_msg(on.nodes * 4 < plain.nodes, "%" PRIu64 " nodes by orbits, %" PRIu64 " plain",
                on.nodes, plain.nodes);
  for (unsigned round = 0; round < 9; round++) { /* the threads share the subtrees as they come */
    dlx_statistics on_threads;
    ASSERT_STATUS(solve_parallel_on(solver, DLX_SWITCH_ON, DLX_REPRESENTATION_BITSET, 2 + round % 3,
                                    &on_threads),
                  DLX_OK);
    ck_assert_uint_eq(on_threads.solutions, n_queens_count_from_oeis_a000170(n));
    ck_assert_msg(on_threads.nodes * 4 < plain.nodes, "%" PRIu64 " nodes by orbits on threads",
                  on_threads.nodes);
  }
  uint64_t listed;
  dlx_statistics listing = list_on_with_iterator(solver, &problem, DLX_SWITCH_ON,
                                                 DLX_REPRESENTATION_BITSET, 0, DLX_OK, &listed);
  ck_assert_uint_eq(listed, n_queens_count_from_oeis_a000170(n));
  option_set *solutions = engine_solution_buffer();
  qsort(solutions, (size_t)listed, sizeof *solutions, compare_option_sets);
  for (uint64_t k = 1; k < listed; k++)
    ck_assert_int_ne(compare_option_sets(&solutions[k - 1], &solutions[k]), 0);
  ck_assert_msg(listing.nodes * 4 < plain.nodes, "%" PRIu64 " nodes listed by orbits",
                listing.nodes);
  dlx_destroy(solver);
}
END_TEST

/* A listing by orbits whose images would pass the listing's 64 MiB for them goes by classes: the
 * domino tilings of the 46x46 torus have 4,232 options in one orbit (the translations, rotations
 * and reflections), 4,232 images of 4,232 options each (72 MB), where by classes the 4 dominoes
 * on the root cell take 68 KB. The first solutions come out, each a tiling, all distinct. (The
 * member list was once sized for the classes and filled by orbits: the sanitizers' run of this
 * test saw the overflow.) */
START_TEST(test_listing_by_orbits_past_its_memory_goes_by_classes) {
  const uint32_t n = 46, wanted = 5;
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, n * n, 0), DLX_OK);
  for (uint32_t r = 0; r < n; r++)
    for (uint32_t c = 0; c < n; c++) { /* option 2 * cell: right, 2 * cell + 1: down */
      const uint32_t right[2] = {r * n + c, r * n + (c + 1) % n};
      const uint32_t down[2] = {r * n + c, (r + 1) % n * n + c};
      ASSERT_STATUS(dlx_add_option(solver, right, 2, NULL), DLX_OK);
      ASSERT_STATUS(dlx_add_option(solver, down, 2, NULL), DLX_OK);
    }
  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_ON);
  set_solver_option(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_BITSET);
  dlx_iterator *iterator;
  ASSERT_STATUS(dlx_iterator_create(solver, NULL, &iterator), DLX_OK);
  static uint64_t seen[5][(2 * 46 * 46 + 63) / 64];
  memset(seen, 0, sizeof seen);
  const uint32_t *ids;
  size_t count;
  uint32_t listed = 0;
  while (listed < wanted && dlx_iterator_next(iterator, &ids, &count)) {
    ck_assert_uint_eq(count, n * n / 2);
    static uint8_t covered[46 * 46];
    memset(covered, 0, sizeof covered);
    for (size_t k = 0; k < count; k++) {
      uint32_t cell = ids[k] / 2, r = cell / n, c = cell % n;
      covered[cell]++;
      covered[ids[k] % 2 ? (r + 1) % n * n + c : r * n + (c + 1) % n]++;
      seen[listed][ids[k] / 64] |= UINT64_C(1) << (ids[k] % 64);
    }
    for (uint32_t cell = 0; cell < n * n; cell++) ck_assert_uint_eq(covered[cell], 1);
    for (uint32_t other = 0; other < listed; other++)
      ck_assert_int_ne(memcmp(seen[other], seen[listed], sizeof seen[0]), 0);
    listed++;
  }
  ck_assert_uint_eq(listed, wanted);
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_iterator_status(iterator, &statistics), DLX_OK);
  ck_assert_uint_gt(statistics.symmetry_classes, 0);
  dlx_iterator_destroy(iterator);
  dlx_destroy(solver);
}
END_TEST

/* Two options with the same items but other colors are not symmetric: primary a, b, secondary x;
 * {a x:1}, {a x:2}, {b x:1}. Only {a x:1} goes with {b x:1}. */
START_TEST(test_colors_keep_options_apart) {
  test_problem problem;
  init_test_problem(&problem, 2, 1);
  const uint32_t a_x[2] = {0, 2}, b_x[2] = {1, 2};
  const uint32_t red[2] = {0, 1}, blue[2] = {0, 2};
  add_colored_test_option(&problem, a_x, red, 2);
  add_colored_test_option(&problem, a_x, blue, 2);
  add_colored_test_option(&problem, b_x, red, 2);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_statistics on = count_with(solver, DLX_SWITCH_ON, "colors");
  ck_assert_uint_eq(on.solutions, 1);
  ck_assert_uint_eq(on.symmetry_classes, 0);
  dlx_destroy(solver);
  /* With the two colors on a's options swapped onto b's too, the pairs are symmetric (a <-> b). */
  add_colored_test_option(&problem, b_x, blue, 2);
  solver = create_solver_for(&problem);
  on = count_with(solver, DLX_SWITCH_ON, "colors, both ways");
  ck_assert_uint_eq(on.solutions, 2);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_node_limit_gives_a_lower_bound_and_exact_count_agrees) {
  test_problem problem;
  build_n_queens_problem(&problem, 10);
  dlx_solver *solver = create_solver_for(&problem);
  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_ON);
  dlx_search search = {.node_limit = 300};
  dlx_statistics limited = solve_expecting(solver, &search, DLX_STOPPED_AT_NODE_LIMIT, "limit");
  ck_assert_uint_le(limited.solutions, n_queens_count_from_oeis_a000170(10));
  dlx_count *exact;
  ASSERT_STATUS(dlx_count_create(&exact), DLX_OK);
  ASSERT_STATUS(dlx_set_exact_count(solver, exact), DLX_OK);
  dlx_statistics whole = solve_expecting(solver, NULL, DLX_OK, "exact count");
  ASSERT_STATUS(dlx_set_exact_count(solver, NULL), DLX_OK);
  uint64_t value;
  ck_assert(dlx_count_to_u64(exact, &value));
  ck_assert_uint_eq(value, whole.solutions);
  ck_assert_uint_eq(value, n_queens_count_from_oeis_a000170(10));
  dlx_count_destroy(exact);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

static int accept_solution(void *context, const uint32_t *options, size_t count) {
  (void)options, (void)count;
  ++*(uint64_t *)context;
  return 0;
}

/* A listing, a limit, a preselection, bounds or threads search the whole tree as they always did.
 */
START_TEST(test_searches_it_does_not_apply_to) {
  test_problem problem;
  build_n_queens_problem(&problem, 8);
  dlx_solver *solver = create_solver_for(&problem);
  uint64_t listed = 0;
  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_ON);
  dlx_search listing = {.on_solution = accept_solution, .context = &listed};
  ck_assert_uint_eq(solve_expecting(solver, &listing, DLX_OK, "listing").symmetry_classes, 0);
  ck_assert_uint_eq(listed, 92);
  dlx_search limited = {.solution_limit = 1000};
  ck_assert_uint_eq(solve_expecting(solver, &limited, DLX_OK, "limit").symmetry_classes, 0);
  uint32_t corner = 0;
  dlx_search preselected = {.preselected_options = &corner, .preselected_count = 1};
  dlx_statistics one = solve_expecting(solver, &preselected, DLX_OK, "preselected");
  ck_assert_uint_eq(one.symmetry_classes, 0);
  ck_assert_uint_eq(one.solutions, 4); /* a queen in the corner: 4 of the 92 */
  dlx_statistics parallel;
  ASSERT_STATUS(dlx_solve_parallel(solver, NULL, 2, &parallel), DLX_OK);
  ck_assert_uint_eq(parallel.solutions, 92);
  ck_assert_uint_eq(parallel.symmetry_classes, 4);
  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_OFF);
  ASSERT_STATUS(dlx_solve_parallel(solver, NULL, 3, &parallel), DLX_OK);
  ck_assert_uint_eq(parallel.solutions, 92);
  ck_assert_uint_eq(parallel.symmetry_classes, 0);
  dlx_count *exact;
  ASSERT_STATUS(dlx_count_create(&exact), DLX_OK);
  ASSERT_STATUS(dlx_set_exact_count(solver, exact), DLX_OK);
  /* Parts share the searches of the symmetry classes, on or automatic alike (the classes found
   * with the finder's own budget, no trial: the same in every part); off, the plain tree. */
  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_ON);
  ASSERT_STATUS(dlx_solve_part(solver, NULL, 2, 3, 2, &parallel), DLX_OK);
  ck_assert_uint_eq(parallel.symmetry_classes, 4);
  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_AUTOMATIC);
  ASSERT_STATUS(dlx_solve_part(solver, NULL, 2, 3, 2, &parallel), DLX_OK);
  ck_assert_uint_eq(parallel.symmetry_classes, 4);
  uint64_t exact_value;
  ck_assert(dlx_count_to_u64(exact, &exact_value));
  ck_assert_uint_eq(exact_value, parallel.solutions);
  /* On threads, a search that ends within the automatic mode's trial fills the exact count too. */
  ASSERT_STATUS(dlx_solve_parallel(solver, NULL, 2, &parallel), DLX_OK);
  ck_assert(dlx_count_to_u64(exact, &exact_value));
  ck_assert_uint_eq(exact_value, 92);
  ck_assert_uint_eq(parallel.solutions, 92);
  ASSERT_STATUS(dlx_set_exact_count(solver, NULL), DLX_OK);
  dlx_count_destroy(exact);
  ASSERT_STATUS(dlx_set_item_bounds(solver, 0, 1, 1), DLX_OK); /* [1, 1]: still no bounds */
  ck_assert_uint_gt(count_with(solver, DLX_SWITCH_ON, "bounds [1, 1]").symmetry_classes, 0);
  ASSERT_STATUS(dlx_set_item_bounds(solver, 0, 0, 1), DLX_OK);
  dlx_statistics bounded = count_with(solver, DLX_SWITCH_ON, "bounds");
  ck_assert_uint_eq(bounded.symmetry_classes, 0);
  dlx_destroy(solver);
}
END_TEST

/* AUTOMATIC leaves a search that ends within its trial, or that its estimate says is short, exactly
 * as OFF runs it (6 queens, 10 queens: 5,487 nodes, past the trial's 4,096); a longer one uses the
 * classes, with the trial's nodes counted. */
START_TEST(test_automatic_leaves_small_searches_alone) {
  test_problem problem;
  for (uint32_t n = 6; n <= 10; n += 4) {
    build_n_queens_problem(&problem, n);
    dlx_solver *solver = create_solver_for(&problem);
    dlx_statistics off = count_with(solver, DLX_SWITCH_OFF, "queens, off");
    dlx_statistics automatic = count_with(solver, DLX_SWITCH_AUTOMATIC, "queens, automatic");
    ck_assert_uint_eq(automatic.symmetry_classes, 0);
    ck_assert_uint_eq(automatic.nodes, off.nodes);
    ck_assert_uint_eq(automatic.updates, off.updates);
    ck_assert_uint_eq(automatic.solutions, n_queens_count_from_oeis_a000170(n));
    if (n == 10) ck_assert_uint_gt(off.nodes, 4096);
    dlx_destroy(solver);
  }
  dlx_solver *solver;
  dlx_statistics off, automatic;
  build_n_queens_problem(&problem, 11);
  solver = create_solver_for(&problem);
  off = count_with(solver, DLX_SWITCH_OFF, "11 queens, off");
  dlx_statistics on = count_with(solver, DLX_SWITCH_ON, "11 queens, on");
  automatic = count_with(solver, DLX_SWITCH_AUTOMATIC, "11 queens, automatic");
  ck_assert_uint_eq(automatic.solutions, 2680);
  ck_assert_uint_eq(on.solutions, 2680);
  ck_assert_uint_eq(off.solutions, 2680);
  ck_assert_uint_gt(automatic.symmetry_classes, 0);
  ck_assert_uint_gt(automatic.nodes, on.nodes); /* the trial's */
  ck_assert_uint_lt(on.nodes, off.nodes);
  dlx_destroy(solver);
}
END_TEST

/* Every solution of n queens exactly once, against OEIS A000170: by classes when on, and when
 * automatic for 11 queens (past the trial), plainly for 6 (done within it); a listing left half
 * way or stopped by a request leaves the solver as it was. */
START_TEST(test_symmetric_listing_of_queens) {
  test_problem problem;
  for (uint32_t n = 4; n <= 11; n++) {
    build_n_queens_problem(&problem, n);
    dlx_solver *solver = create_solver_for(&problem);
    const dlx_switch modes[] = {DLX_SWITCH_ON, DLX_SWITCH_AUTOMATIC};
    for (size_t m = 0; m < 2; m++) {
      uint64_t listed;
      dlx_statistics statistics =
          list_with_iterator(solver, &problem, modes[m], 0, DLX_OK, &listed);
      ck_assert_uint_eq(listed, n_queens_count_from_oeis_a000170(n));
      option_set *solutions = engine_solution_buffer();
      qsort(solutions, (size_t)listed, sizeof *solutions, compare_option_sets);
      for (uint64_t k = 1; k < listed; k++)
        ck_assert_int_ne(compare_option_sets(&solutions[k - 1], &solutions[k]), 0);
      if (modes[m] == DLX_SWITCH_ON) {
        ck_assert_uint_gt(statistics.symmetry_classes, 0);
        /* Images are handed out at once, and every solution found needs a search. By classes,
         * the mirror pairs a row's options (the middle one of an odd row alone): of each pair of
         * solutions, one an image; by orbits (on the bitset), a solution's images under every
         * rotation and reflection come out with it. */
        ck_assert_uint_lt(last_ready_steps, listed);
        if (n % 2 == 0) ck_assert_uint_ge(2 * last_ready_steps, listed);
      }
      if (modes[m] == DLX_SWITCH_AUTOMATIC && n == 6)
        ck_assert_uint_eq(statistics.symmetry_classes, 0);
      if (modes[m] == DLX_SWITCH_AUTOMATIC && n == 11)
        ck_assert_uint_gt(statistics.symmetry_classes, 0);
    }
    uint64_t listed;
    list_with_iterator(solver, &problem, DLX_SWITCH_ON, 5, DLX_OK, &listed);
    ck_assert_uint_eq(
        listed, n_queens_count_from_oeis_a000170(n) < 5 ? n_queens_count_from_oeis_a000170(n) : 5);
    ck_assert_uint_eq(count_with(solver, DLX_SWITCH_OFF, "after a listing left").solutions,
                      n_queens_count_from_oeis_a000170(n));
    dlx_destroy(solver);
  }
  build_n_queens_problem(&problem, 10);
  dlx_solver *solver = create_solver_for(&problem);
  dlx_stop *stop = NULL;
  ASSERT_STATUS(dlx_stop_create(&stop), DLX_OK);
  dlx_request_stop(stop);
  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_ON);
  dlx_search search = {.stop = stop};
  dlx_iterator *iterator;
  ASSERT_STATUS(dlx_iterator_create(solver, &search, &iterator), DLX_OK);
  ck_assert(!dlx_iterator_next(iterator, NULL, NULL));
  ASSERT_STATUS(dlx_iterator_status(iterator, NULL), DLX_STOPPED_BY_REQUEST);
  dlx_iterator_destroy(iterator);
  dlx_stop_destroy(stop);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

static bool check_image(dlx_solver *solver, const uint32_t *image) {
  bool automorphism = false;
  ASSERT_STATUS(dlx_symmetry_is_automorphism(solver, image, &automorphism), DLX_OK);
  return automorphism;
}

/* On 5 queens (items: rows, columns, anti-diagonals r + c, diagonals r - c + 4; option 5r + c):
 * the identity and the mirror (column c to 4 - c, which swaps the two kinds of diagonals) pass;
 * two rows swapped alone, two options sent onto one, an item onto a secondary one, and an option
 * onto one of other colors do not. */
START_TEST(test_the_check_refuses_what_is_no_automorphism) {
  enum { N = 5, ITEMS = 4 * N - 2 + 2 * N, VERTICES = ITEMS + N * N };
  test_problem problem;
  build_n_queens_problem(&problem, N);
  dlx_solver *solver = create_solver_for(&problem);
  uint32_t identity[VERTICES], mirror[VERTICES], image[VERTICES];
  for (uint32_t v = 0; v < VERTICES; v++) identity[v] = v;
  ck_assert(check_image(solver, identity));
  const uint32_t anti = 2 * N, diagonal = 2 * N + 2 * N - 1;
  for (uint32_t i = 0; i < N; i++) mirror[i] = i;
  for (uint32_t c = 0; c < N; c++) mirror[N + c] = N + N - 1 - c;
  for (uint32_t s = 0; s < 2 * N - 1; s++) {
    mirror[anti + s] = diagonal + s;
    mirror[diagonal + s] = anti + s;
  }
  for (uint32_t r = 0; r < N; r++)
    for (uint32_t c = 0; c < N; c++) mirror[ITEMS + N * r + c] = ITEMS + N * r + N - 1 - c;
  ck_assert(check_image(solver, mirror));
  memcpy(image, identity, sizeof image); /* rows 0 and 1 swapped, with their options */
  image[0] = 1, image[1] = 0;
  for (uint32_t c = 0; c < N; c++)
    image[ITEMS + c] = ITEMS + N + c, image[ITEMS + N + c] = ITEMS + c;
  ck_assert(!check_image(solver, image));
  memcpy(image, mirror, sizeof image); /* two options onto one */
  image[ITEMS + 1] = image[ITEMS];
  ck_assert(!check_image(solver, image));
  memcpy(image, identity, sizeof image); /* a row onto a diagonal, a secondary item */
  image[0] = anti, image[anti] = 0;
  ck_assert(!check_image(solver, image));
  dlx_destroy(solver);

  test_problem colored; /* {a x:1} {a x:2} {b x:1}: the first two swapped */
  init_test_problem(&colored, 2, 1);
  const uint32_t a_x[2] = {0, 2}, b_x[2] = {1, 2}, one[2] = {0, 1}, two[2] = {0, 2};
  add_colored_test_option(&colored, a_x, one, 2);
  add_colored_test_option(&colored, a_x, two, 2);
  add_colored_test_option(&colored, b_x, one, 2);
  solver = create_solver_for(&colored);
  const uint32_t same[6] = {0, 1, 2, 3, 4, 5}, swapped[6] = {0, 1, 2, 4, 3, 5};
  ck_assert(check_image(solver, same));
  ck_assert(!check_image(solver, swapped));
  dlx_destroy(solver);
}
END_TEST

int main(void) {
  Suite *suite = suite_create("dlx symmetry");
  TCase *cases = tcase_create("symmetry");
  tcase_set_timeout(cases, 600);
  tcase_add_test(cases, test_symmetric_random_problems_match_brute_force);
  tcase_add_test(cases, test_known_counts_with_symmetry);
  tcase_add_test(cases, test_orbits_leave_out_more_than_the_classes);
  tcase_add_test(cases, test_listing_by_orbits_past_its_memory_goes_by_classes);
  tcase_add_test(cases, test_colors_keep_options_apart);
  tcase_add_test(cases, test_node_limit_gives_a_lower_bound_and_exact_count_agrees);
  tcase_add_test(cases, test_searches_it_does_not_apply_to);
  tcase_add_test(cases, test_automatic_leaves_small_searches_alone);
  tcase_add_test(cases, test_symmetric_listing_of_queens);
  tcase_add_test(cases, test_the_check_refuses_what_is_no_automorphism);
  suite_add_tcase(suite, cases);
  return run_suite(suite);
}
