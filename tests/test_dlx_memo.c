/* test_dlx_memo.c: the Check suite of the memoized count (the option memo), exact counts of any
 * size (dlx_count), the ZDD (dlx_set_zdd_callback) and dlx_sample, each against a source of its
 * own:
 *   - domino tilings of m x n boards against a broken-profile count written here with its own
 *     arbitrary-precision integers (base 2^32, add only), which shares nothing with exact cover,
 *     boards above 2^64 and above 2^128 included;
 *   - random XCC problems with colors and preselections against the brute force of the tests;
 *   - the ZDD, whose paths to 1 are counted here, against the count;
 *   - the samples of a 4x4 board (36 tilings) by a chi-squared test with a fixed seed;
 *   - the cache's bound, stops, listing (the plain search runs), bounds on items (the memo runs;
 *     test_dlx_bounds.c holds its counts, ZDDs and samples with bounds to a brute force), and
 *     dlx_count itself.
 */
#include "tests/dlx_test_checks.h"

#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------------
 * The test's own big numbers: little-endian base 2^32 words, fixed length.
 */

typedef struct big {
  uint32_t *words;
  size_t length;
} big;

static void big_add(big *sum, const big *term) {
  uint64_t carry = 0;
  for (size_t k = 0; k < sum->length; k++) {
    carry += (uint64_t)sum->words[k] + term->words[k];
    sum->words[k] = (uint32_t)carry;
    carry >>= 32;
  }
  ck_assert_msg(carry == 0, "the oracle's big numbers are too short");
}

/* Decimal, by repeated division by 10 of a copy. */
static char *big_decimal(const big *value) {
  uint32_t *work = malloc(value->length * sizeof *work);
  char *digits = malloc(10 * value->length + 2);
  ck_assert(work && digits);
  memcpy(work, value->words, value->length * sizeof *work);
  size_t count = 0;
  for (;;) {
    bool zero = true;
    uint64_t remainder = 0;
    for (size_t k = value->length; k-- > 0;) {
      uint64_t current = (remainder << 32) | work[k];
      work[k] = (uint32_t)(current / 10);
      remainder = current % 10;
      if (work[k]) zero = false;
    }
    digits[count++] = (char)('0' + remainder);
    if (zero) break;
  }
  for (size_t a = 0, b = count - 1; a < b; a++, b--) {
    char t = digits[a];
    digits[a] = digits[b];
    digits[b] = t;
  }
  digits[count] = '\0';
  free(work);
  return digits;
}

/* Domino tilings of a rows x columns board by the broken profile, row by row along the narrower
 * side: profile bit j says whether the cell of column j at the current place is covered already
 * (by a vertical domino from the row above, or a horizontal one from its left neighbour). */
static char *tilings_by_broken_profile(uint32_t rows, uint32_t columns) {
  uint32_t width = rows < columns ? rows : columns, height = rows < columns ? columns : rows;
  size_t states = (size_t)1 << width, words = (size_t)rows * columns / 32 + 2;
  uint32_t *current = calloc(states * words, sizeof *current);
  uint32_t *next = calloc(states * words, sizeof *next);
  ck_assert(current && next);
  current[0] = 1;
  for (uint32_t i = 0; i < height; i++) {
    for (uint32_t j = 0; j < width; j++) {
      memset(next, 0, states * words * sizeof *next);
      for (size_t mask = 0; mask < states; mask++) {
        big from = {current + mask * words, words};
        bool nonzero = false;
        for (size_t k = 0; k < words && !nonzero; k++) nonzero = from.words[k] != 0;
        if (!nonzero) continue;
        size_t bit = (size_t)1 << j;
        if (mask & bit) {
          big to = {next + (mask & ~bit) * words, words};
          big_add(&to, &from);
          continue;
        }
        if (i + 1 < height) { /* vertical: covers the cell below */
          big to = {next + (mask | bit) * words, words};
          big_add(&to, &from);
        }
        if (j + 1 < width && !(mask & (bit << 1))) { /* horizontal: covers the right neighbour */
          big to = {next + (mask | (bit << 1)) * words, words};
          big_add(&to, &from);
        }
      }
      uint32_t *swap = current;
      current = next;
      next = swap;
    }
  }
  big result = {current, words};
  char *text = big_decimal(&result);
  free(current);
  free(next);
  return text;
}

/* The board as an exact-cover problem, built here: cell (i, j) is item i * columns + j. */
static dlx_solver *domino_solver(uint32_t rows, uint32_t columns) {
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, rows * columns, 0), DLX_OK);
  for (uint32_t i = 0; i < rows; i++)
    for (uint32_t j = 0; j < columns; j++) {
      uint32_t across[2] = {i * columns + j, i * columns + j + 1};
      uint32_t down[2] = {i * columns + j, (i + 1) * columns + j};
      if (j + 1 < columns) ASSERT_STATUS(dlx_add_option(solver, across, 2, NULL), DLX_OK);
      if (i + 1 < rows) ASSERT_STATUS(dlx_add_option(solver, down, 2, NULL), DLX_OK);
    }
  return solver;
}

/* Counts with the memo in `mode` and its cache bound, into an exact count; the solver's memo
 * options and exact count are then back to their defaults. */
static char *memo_count_text(dlx_solver *solver, dlx_memo_mode mode, uint64_t memo_bytes,
                             dlx_statistics *statistics) {
  dlx_count *count;
  ASSERT_STATUS(dlx_count_create(&count), DLX_OK);
  set_solver_option(solver, DLX_OPTION_MEMO, mode);
  set_solver_option(solver, DLX_OPTION_MEMO_BYTES, memo_bytes);
  ASSERT_STATUS(dlx_set_exact_count(solver, count), DLX_OK);
  ASSERT_STATUS(dlx_solve(solver, NULL, statistics), DLX_OK);
  ASSERT_STATUS(dlx_set_exact_count(solver, NULL), DLX_OK);
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_AUTOMATIC);
  set_solver_option(solver, DLX_OPTION_MEMO_BYTES, 0);
  size_t length = dlx_count_decimal(count, NULL, 0);
  char *text = malloc(length + 1);
  ck_assert(text);
  ck_assert_uint_eq(dlx_count_decimal(count, text, length + 1), length);
  dlx_count_destroy(count);
  return text;
}

static void check_board(uint32_t rows, uint32_t columns) {
  char *expected = tilings_by_broken_profile(rows, columns);
  dlx_solver *solver = domino_solver(rows, columns);
  dlx_statistics statistics;
  char *counted = memo_count_text(solver, DLX_MEMO_ON, 0, &statistics);
  ck_assert_msg(strcmp(counted, expected) == 0, "%ux%u: the memo counts %s, the profile %s", rows,
                columns, counted, expected);
  ck_assert_int_eq(statistics.memo, 1);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  free(counted);
  free(expected);
  dlx_destroy(solver);
}

START_TEST(small_boards_match_the_profile_count) {
  for (uint32_t rows = 1; rows <= 7; rows++)
    for (uint32_t columns = 1; columns <= 7; columns++) check_board(rows, columns);
}
END_TEST

START_TEST(boards_above_two_to_the_64_match_the_profile_count) {
  check_board(16, 16); /* about 2^101 */
  check_board(8, 30);  /* about 2^93, along the long side */
  check_board(30, 8);
}
END_TEST

START_TEST(a_board_above_two_to_the_128_matches_the_profile_count) {
  check_board(10, 40); /* about 2^165 */
}
END_TEST

/* The oracle itself, against the known counts of OEIS A004003 (2n x 2n boards). */
START_TEST(the_profile_count_gives_known_counts) {
  char *eight = tilings_by_broken_profile(8, 8), *two = tilings_by_broken_profile(2, 3);
  ck_assert_str_eq(eight, "12988816");
  ck_assert_str_eq(two, "3");
  free(eight);
  free(two);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Random problems with colors and preselections, against the brute force.
 */

START_TEST(random_colored_problems_count_as_the_brute_force) {
  uint64_t random_state = 21;
  for (int round = 0; round < 400; round++) {
    test_problem problem;
    if (round % 2)
      build_random_colored_problem(&problem, &random_state);
    else
      build_random_problem(&problem, &random_state);
    uint32_t preselected[2];
    size_t preselected_count = 0;
    if (problem.option_count > 0 && round % 3 == 0)
      preselected[preselected_count++] = random_below(&random_state, problem.option_count);
    dlx_status expected_status =
        predict_preselection_status(&problem, preselected, preselected_count);
    uint64_t expected = 0;
    if (expected_status == DLX_OK)
      expected =
          count_colored_covers_by_brute_force(&problem, preselected, preselected_count, NULL, 0);
    dlx_solver *solver = create_solver_for(&problem);
    dlx_count *count;
    ASSERT_STATUS(dlx_count_create(&count), DLX_OK);
    set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_ON);
    ASSERT_STATUS(dlx_set_exact_count(solver, count), DLX_OK);
    dlx_search search = {.preselected_options = preselected,
                         .preselected_count = preselected_count};
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve(solver, &search, &statistics), expected_status);
    if (expected_status == DLX_OK) {
      uint64_t value;
      ck_assert_int_eq(dlx_count_to_u64(count, &value), 1);
      ck_assert_msg(value == expected && statistics.solutions == expected,
                    "round %d: memo %llu, brute force %llu", round, (unsigned long long)value,
                    (unsigned long long)expected);
    }
    ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
    dlx_count_destroy(count);
    dlx_destroy(solver);
  }
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * The ZDD: the number of its paths to 1 is the count.
 */

typedef struct zdd_nodes {
  uint64_t lo[4096], hi[4096], paths[4096];
  uint32_t variable[4096];
  uint64_t last, count;
  bool ordered; /* each node refers only to nodes reported before it */
} zdd_nodes;

static void record_zdd_node(void *context, uint64_t id, uint32_t option_id, uint64_t lo,
                            uint64_t hi) {
  zdd_nodes *nodes = context;
  ck_assert_uint_lt(id, 4096);
  ck_assert_uint_eq(id, nodes->last ? nodes->last + 1 : 2);
  if (lo >= id || hi >= id || hi == 0) nodes->ordered = false;
  nodes->lo[id] = lo;
  nodes->hi[id] = hi;
  nodes->variable[id] = option_id;
  nodes->paths[id] = nodes->paths[lo] + nodes->paths[hi];
  nodes->last = id;
  nodes->count++;
}

START_TEST(the_zdd_has_as_many_paths_as_solutions) {
  static const uint32_t boards[][2] = {{2, 2}, {4, 4}, {3, 6}, {6, 6}, {8, 8}, {1, 3}};
  for (size_t b = 0; b < sizeof boards / sizeof boards[0]; b++) {
    static zdd_nodes nodes;
    memset(&nodes, 0, sizeof nodes);
    nodes.paths[1] = 1;
    nodes.ordered = true;
    dlx_solver *solver = domino_solver(boards[b][0], boards[b][1]);
    set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_ON);
    ASSERT_STATUS(dlx_set_zdd_callback(solver, record_zdd_node, &nodes), DLX_OK);
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve(solver, NULL, &statistics), DLX_OK);
    char *expected = tilings_by_broken_profile(boards[b][0], boards[b][1]);
    uint64_t root_paths = nodes.last ? nodes.paths[nodes.last] : statistics.solutions ? 1 : 0;
    char counted[32];
    snprintf(counted, sizeof counted, "%llu", (unsigned long long)root_paths);
    ck_assert_str_eq(counted, expected);
    ck_assert(nodes.ordered);
    for (uint64_t id = 2; id <= nodes.last; id++)
      ck_assert_uint_lt(nodes.variable[id], dlx_option_count(solver));
    free(expected);
    dlx_destroy(solver);
  }
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Samples: uniform over the 36 tilings of the 4x4 board.
 */

enum { SAMPLED_BOARD_TILINGS = 36, SAMPLES_PER_TILING = 200 };

typedef struct tiling_census {
  uint64_t masks[SAMPLED_BOARD_TILINGS]; /* each tiling as its set of option ids */
  size_t known;
  uint64_t drawn[SAMPLED_BOARD_TILINGS];
  bool recording; /* the plain search lists the tilings; then the samples are counted */
} tiling_census;

static int census_solution(void *context, const uint32_t *option_ids, size_t option_count) {
  tiling_census *census = context;
  uint64_t mask = 0;
  for (size_t k = 0; k < option_count; k++) mask |= UINT64_C(1) << option_ids[k];
  ck_assert_uint_eq(option_count, 8);
  if (census->recording) {
    ck_assert_uint_lt(census->known, SAMPLED_BOARD_TILINGS);
    census->masks[census->known++] = mask;
    return 0;
  }
  for (size_t k = 0; k < census->known; k++)
    if (census->masks[k] == mask) {
      census->drawn[k]++;
      return 0;
    }
  ck_abort_msg("a sample is no tiling");
  return 1;
}

START_TEST(samples_are_uniform_by_a_chi_squared_test) {
  dlx_solver *solver = domino_solver(4, 4); /* 24 options: a tiling fits a 64-bit mask */
  static tiling_census census;
  memset(&census, 0, sizeof census);
  census.recording = true;
  dlx_search listing = {.on_solution = census_solution, .context = &census};
  ASSERT_STATUS(dlx_solve(solver, &listing, NULL), DLX_OK);
  ck_assert_uint_eq(census.known, SAMPLED_BOARD_TILINGS);
  census.recording = false;
  dlx_statistics statistics;
  ASSERT_STATUS(
      dlx_sample(solver, &listing, SAMPLED_BOARD_TILINGS * SAMPLES_PER_TILING, 2026, &statistics),
      DLX_OK);
  ck_assert_uint_eq(statistics.solutions, SAMPLED_BOARD_TILINGS);
  double chi_squared = 0;
  for (size_t k = 0; k < SAMPLED_BOARD_TILINGS; k++) {
    double difference = (double)census.drawn[k] - SAMPLES_PER_TILING;
    chi_squared += difference * difference / SAMPLES_PER_TILING;
  }
  /* 35 degrees of freedom: P(chi^2 > 66.6) = 0.001. */
  ck_assert_msg(chi_squared < 66.6, "chi-squared %.1f over 35 degrees of freedom", chi_squared);
  /* The same seed gives the same samples; another seed, others. */
  uint64_t first[SAMPLED_BOARD_TILINGS];
  memcpy(first, census.drawn, sizeof first);
  memset(census.drawn, 0, sizeof census.drawn);
  ASSERT_STATUS(
      dlx_sample(solver, &listing, SAMPLED_BOARD_TILINGS * SAMPLES_PER_TILING, 2026, NULL), DLX_OK);
  ck_assert(memcmp(first, census.drawn, sizeof first) == 0);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * The cache's bound, stops, and what the memo leaves to the plain search.
 */

START_TEST(a_full_cache_gives_the_same_count) {
  static const struct {
    uint32_t rows, columns;
    uint64_t bytes;
  } cases[] = {{6, 6, 1},
               {6, 6, 40 * 1024},
               {10, 10, 200 * 1024},
               {10, 10, 300 * 1024},
               /* counts past 2^63, whose records the full table reclaims as their slots are
                  replaced */
               {14, 14, 3 << 20}};
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    char *expected = tilings_by_broken_profile(cases[k].rows, cases[k].columns);
    dlx_solver *solver = domino_solver(cases[k].rows, cases[k].columns);
    dlx_statistics statistics;
    char *counted = memo_count_text(solver, DLX_MEMO_ON, cases[k].bytes, &statistics);
    ck_assert_str_eq(counted, expected);
    ck_assert_uint_le(statistics.memo_peak_bytes, cases[k].bytes);
    free(counted);
    free(expected);
    dlx_destroy(solver);
  }
}
END_TEST

START_TEST(a_node_limit_gives_a_lower_bound) {
  dlx_solver *solver = domino_solver(8, 8);
  for (uint64_t limit = 1; limit < 2000; limit += 97) {
    set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_ON);
    dlx_search search = {.node_limit = limit};
    dlx_statistics statistics;
    dlx_status status = dlx_solve(solver, &search, &statistics);
    ck_assert(status == DLX_STOPPED_AT_NODE_LIMIT || status == DLX_OK);
    if (status == DLX_STOPPED_AT_NODE_LIMIT) ck_assert_uint_eq(statistics.nodes, limit);
    ck_assert_uint_le(statistics.solutions, 12988816);
    if (status == DLX_OK) ck_assert_uint_eq(statistics.solutions, 12988816);
    ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  }
  dlx_destroy(solver);
}
END_TEST

/* The 8x8 board with one more primary item that no option covers: 0 solutions, found at the
 * first node; bounded 0..1, the item asks for nothing, and the count is the board's (by the
 * profile). The golden case dlx-memo-uncoverable-item has such an item where the memo's order
 * would have met it after 35 million nodes. */
START_TEST(an_item_without_options_counts_zero_at_once) {
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 65, 0), DLX_OK);
  for (uint32_t i = 0; i < 8; i++)
    for (uint32_t j = 0; j < 8; j++) {
      uint32_t across[2] = {i * 8 + j, i * 8 + j + 1}, down[2] = {i * 8 + j, (i + 1) * 8 + j};
      if (j + 1 < 8) ASSERT_STATUS(dlx_add_option(solver, across, 2, NULL), DLX_OK);
      if (i + 1 < 8) ASSERT_STATUS(dlx_add_option(solver, down, 2, NULL), DLX_OK);
    }
  dlx_statistics statistics;
  char *counted = memo_count_text(solver, DLX_MEMO_ON, 0, &statistics);
  ck_assert_str_eq(counted, "0");
  ck_assert_uint_le(statistics.nodes, 2);
  free(counted);
  ASSERT_STATUS(dlx_set_item_bounds(solver, 64, 0, 1), DLX_OK);
  char *expected = tilings_by_broken_profile(8, 8);
  counted = memo_count_text(solver, DLX_MEMO_ON, 0, &statistics);
  ck_assert_str_eq(counted, expected);
  free(counted);
  free(expected);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

START_TEST(a_stop_request_stops_the_memo) {
  dlx_solver *solver = domino_solver(8, 8);
  dlx_stop *stop_now = NULL;
  ASSERT_STATUS(dlx_stop_create(&stop_now), DLX_OK);
  dlx_request_stop(stop_now);
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_ON);
  dlx_search search = {.stop = stop_now};
  ASSERT_STATUS(dlx_solve(solver, &search, NULL), DLX_STOPPED_BY_REQUEST);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_stop_destroy(stop_now);
  dlx_destroy(solver);
}
END_TEST

START_TEST(listing_runs_the_plain_search_and_bounds_the_memo) {
  dlx_solver *solver = domino_solver(4, 4);
  dlx_statistics statistics;
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_ON);
  dlx_search listing = {.solution_limit = 5};
  ASSERT_STATUS(dlx_solve(solver, &listing, &statistics), DLX_STOPPED_AT_SOLUTION_LIMIT);
  ck_assert_int_eq(statistics.memo, 0);
  /* Cells 0 and 1 may stay empty: the memo counts with the bounds as Algorithm M does
   * (test_dlx_bounds.c holds it to a brute force on random problems). */
  ASSERT_STATUS(dlx_set_item_bounds(solver, 0, 0, 1), DLX_OK);
  ASSERT_STATUS(dlx_set_item_bounds(solver, 1, 0, 1), DLX_OK);
  dlx_statistics plain_statistics;
  ASSERT_STATUS(dlx_solve(solver, NULL, &statistics), DLX_OK); /* the memo still on */
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_AUTOMATIC);
  ASSERT_STATUS(dlx_solve(solver, NULL, &plain_statistics), DLX_OK);
  ck_assert_int_eq(statistics.memo, 1);
  ck_assert_int_eq(plain_statistics.memo, 0);
  ck_assert_uint_eq(statistics.solutions, plain_statistics.solutions);
  ck_assert_uint_gt(statistics.solutions, 36);
  dlx_destroy(solver);
}
END_TEST

START_TEST(automatic_keeps_the_memo_on_tilings_and_drops_it_on_queens) {
  dlx_solver *solver = domino_solver(8, 8);
  dlx_statistics statistics;
  char *expected = tilings_by_broken_profile(8, 8);
  char *counted = memo_count_text(solver, DLX_MEMO_AUTOMATIC, 0, &statistics);
  ck_assert_str_eq(counted, expected);
  ck_assert_int_eq(statistics.memo, 1);
  free(counted);
  free(expected);
  dlx_destroy(solver);
  test_problem queens;
  build_n_queens_problem(&queens, 12);
  solver = create_solver_for(&queens);
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_AUTOMATIC);
  ASSERT_STATUS(dlx_solve(solver, NULL, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, n_queens_count_from_oeis_a000170(12));
  ck_assert_int_eq(statistics.memo, 0);
  dlx_destroy(solver);
}
END_TEST

/* A chain of 70,000 items with one option each (one solution, one forced move per level, a search
 * longer than the trial, whose estimate tells nothing): its residual problems would have keys of
 * 8.75 KB, past what automatic gives the memo, which it leaves out: no memo node, no update. */
START_TEST(automatic_leaves_out_the_memo_where_keys_are_large) {
  enum { ITEMS = 70000 };
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, ITEMS, 0), DLX_OK);
  for (uint32_t item = 0; item < ITEMS; item++)
    ASSERT_STATUS(dlx_add_option(solver, &item, 1, NULL), DLX_OK);
  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_OFF);
  dlx_statistics with_auto, without;
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_AUTOMATIC);
  ASSERT_STATUS(dlx_solve(solver, NULL, &with_auto), DLX_OK);
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_OFF);
  ASSERT_STATUS(dlx_solve(solver, NULL, &without), DLX_OK);
  ck_assert_uint_eq(with_auto.solutions, 1);
  ck_assert_uint_eq(without.solutions, 1);
  ck_assert_uint_gt(with_auto.nodes, without.nodes); /* the automatic trial's */
  ck_assert_uint_eq(with_auto.updates, without.updates);
  ck_assert_uint_eq(with_auto.memo_entries, 0);
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * dlx_count against the test's own numbers.
 */

START_TEST(counts_add_multiply_and_print_exactly) {
  dlx_count *count, *other;
  ASSERT_STATUS(dlx_count_create(&count), DLX_OK);
  ASSERT_STATUS(dlx_count_create(&other), DLX_OK);
  char text[128];
  ck_assert_uint_eq(dlx_count_decimal(count, text, sizeof text), 1);
  ck_assert_str_eq(text, "0");
  /* 3^k for k up to 120, against the test's own base 2^32 numbers. */
  uint32_t words[8] = {1};
  big power = {words, 8};
  ASSERT_STATUS(dlx_count_set(count, 1), DLX_OK);
  for (int k = 1; k <= 120; k++) {
    ASSERT_STATUS(dlx_count_multiply_small(count, 3), DLX_OK);
    uint32_t copy[8];
    memcpy(copy, words, sizeof copy);
    big twice = {copy, 8};
    big_add(&power, &twice);
    big_add(&power, &twice);
    char *expected = big_decimal(&power);
    size_t length = dlx_count_decimal(count, text, sizeof text);
    ck_assert_str_eq(text, expected);
    ck_assert_uint_eq(length, strlen(expected));
    free(expected);
  }
  uint64_t value;
  ck_assert_int_eq(dlx_count_to_u64(count, &value), 0);
  ck_assert_uint_eq(value, UINT64_MAX);
  /* 2^64 - 1 + 1 */
  ASSERT_STATUS(dlx_count_set(other, UINT64_MAX), DLX_OK);
  ck_assert_int_eq(dlx_count_to_u64(other, &value), 1);
  ASSERT_STATUS(dlx_count_set(count, 1), DLX_OK);
  ASSERT_STATUS(dlx_count_add(count, other), DLX_OK);
  dlx_count_decimal(count, text, sizeof text);
  ck_assert_str_eq(text, "18446744073709551616");
  uint64_t limbs[4];
  ck_assert_uint_eq(dlx_count_limbs(count, limbs, 4), 2);
  ck_assert_uint_eq(limbs[0], 0);
  ck_assert_uint_eq(limbs[1], 1);
  ASSERT_STATUS(dlx_count_add(count, count), DLX_OK);
  dlx_count_decimal(count, text, sizeof text);
  ck_assert_str_eq(text, "36893488147419103232");
  ck_assert_uint_eq(dlx_count_decimal(count, text, 5), 20); /* too small: empty, length told */
  ck_assert_str_eq(text, "");
  dlx_count_destroy(count);
  dlx_count_destroy(other);
  dlx_count_destroy(NULL);
}
END_TEST

static Suite *memo_suite(void) {
  Suite *suite = suite_create("dlx memo");
  TCase *boards = tcase_create("dominoes");
  tcase_set_timeout(boards, 120);
  tcase_add_test(boards, the_profile_count_gives_known_counts);
  tcase_add_test(boards, small_boards_match_the_profile_count);
  tcase_add_test(boards, boards_above_two_to_the_64_match_the_profile_count);
  tcase_add_test(boards, a_board_above_two_to_the_128_matches_the_profile_count);
  suite_add_tcase(suite, boards);
  TCase *others = tcase_create("others");
  tcase_set_timeout(others, 60);
  tcase_add_test(others, random_colored_problems_count_as_the_brute_force);
  tcase_add_test(others, the_zdd_has_as_many_paths_as_solutions);
  tcase_add_test(others, samples_are_uniform_by_a_chi_squared_test);
  tcase_add_test(others, a_full_cache_gives_the_same_count);
  tcase_add_test(others, a_node_limit_gives_a_lower_bound);
  tcase_add_test(others, a_stop_request_stops_the_memo);
  tcase_add_test(others, an_item_without_options_counts_zero_at_once);
  tcase_add_test(others, listing_runs_the_plain_search_and_bounds_the_memo);
  tcase_add_test(others, automatic_keeps_the_memo_on_tilings_and_drops_it_on_queens);
  tcase_add_test(others, automatic_leaves_out_the_memo_where_keys_are_large);
  tcase_add_test(others, counts_add_multiply_and_print_exactly);
  suite_add_tcase(suite, others);
  return suite;
}

int main(void) {
  return run_suite(memo_suite());
}
