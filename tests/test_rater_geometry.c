/* test_rater_geometry.c: the rater on geometries other than the 9x9 grid (4x4, 6x6, 16x16, a
 * 9x9 with both diagonals as extra regions, extra peer pairs), on malformed geometries, and on
 * givens that are illegal, unsolvable or ambiguous. The puzzles are made here: a full grid found
 * by the test's own brute force (or a pattern), from which givens are removed one by one while
 * that brute force still finds exactly one solution. */
#include "tests/run_suite.h"

#include "sudoku/rater.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_UNITS = 64, MAX_CELLS = 256 };

typedef struct test_geometry {
  unsigned side, cell_count, unit_count, pair_count;
  uint16_t unit_cells[MAX_UNITS * 16];
  rater_unit_kind kinds[MAX_UNITS];
  uint16_t pairs[32];
  bool sees[MAX_CELLS][MAX_CELLS];
} test_geometry;

static void add_unit(test_geometry *geometry, rater_unit_kind kind, const unsigned *cells) {
  for (unsigned i = 0; i < geometry->side; i++)
    geometry->unit_cells[geometry->unit_count * geometry->side + i] = (uint16_t)cells[i];
  geometry->kinds[geometry->unit_count++] = kind;
}

static void standard_geometry(test_geometry *geometry, unsigned box_rows, unsigned box_columns) {
  memset(geometry, 0, sizeof *geometry);
  unsigned side = box_rows * box_columns, cells[16];
  geometry->side = side;
  geometry->cell_count = side * side;
  for (unsigned row = 0; row < side; row++) {
    for (unsigned i = 0; i < side; i++) cells[i] = row * side + i;
    add_unit(geometry, RATER_UNIT_ROW, cells);
  }
  for (unsigned column = 0; column < side; column++) {
    for (unsigned i = 0; i < side; i++) cells[i] = i * side + column;
    add_unit(geometry, RATER_UNIT_COLUMN, cells);
  }
  for (unsigned box = 0; box < side; box++) {
    for (unsigned i = 0; i < side; i++)
      cells[i] = (box / box_rows * box_rows + i / box_columns) * side +
                 box % box_rows * box_columns + i % box_columns;
    add_unit(geometry, RATER_UNIT_BOX, cells);
  }
}

static void find_sight(test_geometry *geometry) {
  memset(geometry->sees, 0, sizeof geometry->sees);
  for (unsigned unit = 0; unit < geometry->unit_count; unit++)
    for (unsigned i = 0; i < geometry->side; i++)
      for (unsigned j = 0; j < geometry->side; j++)
        if (i != j)
          geometry->sees[geometry->unit_cells[unit * geometry->side + i]]
                        [geometry->unit_cells[unit * geometry->side + j]] = true;
  for (unsigned pair = 0; pair < geometry->pair_count; pair++) {
    geometry->sees[geometry->pairs[2 * pair]][geometry->pairs[2 * pair + 1]] = true;
    geometry->sees[geometry->pairs[2 * pair + 1]][geometry->pairs[2 * pair]] = true;
  }
}

static rater *rater_for(const test_geometry *geometry) {
  rater_geometry description = {geometry->side,       geometry->cell_count, 0,
                                geometry->unit_count, geometry->unit_cells, geometry->kinds,
                                geometry->pair_count, geometry->pairs};
  return sudoku_rater_create(&description);
}

/* The brute force: counts completions of cells up to limit, keeping the first in first. */
static unsigned count_completions(const test_geometry *geometry, uint8_t *cells, unsigned limit,
                                  uint8_t *first, unsigned found) {
  int best = -1;
  unsigned best_options = geometry->side + 1;
  bool best_allowed[17];
  for (unsigned cell = 0; cell < geometry->cell_count; cell++) {
    if (cells[cell]) continue;
    bool allowed[17];
    unsigned options = 0;
    for (unsigned symbol = 1; symbol <= geometry->side; symbol++) allowed[symbol] = true;
    for (unsigned other = 0; other < geometry->cell_count; other++)
      if (geometry->sees[cell][other] && cells[other]) allowed[cells[other]] = false;
    for (unsigned symbol = 1; symbol <= geometry->side; symbol++) options += allowed[symbol];
    if (options < best_options) {
      best = (int)cell;
      best_options = options;
      memcpy(best_allowed, allowed, sizeof allowed);
    }
  }
  if (best < 0) {
    if (found == 0 && first) memcpy(first, cells, geometry->cell_count);
    return found + 1;
  }
  for (unsigned symbol = 1; symbol <= geometry->side && found < limit; symbol++) {
    if (!best_allowed[symbol]) continue;
    cells[best] = (uint8_t)symbol;
    found = count_completions(geometry, cells, limit, first, found);
    cells[best] = 0;
  }
  return found;
}

static unsigned solutions_up_to_2(const test_geometry *geometry, const uint8_t *givens,
                                  uint8_t *first) {
  uint8_t cells[MAX_CELLS];
  memcpy(cells, givens, geometry->cell_count);
  return count_completions(geometry, cells, 2, first, 0);
}

/* Removes givens from a full grid, in a fixed pseudo-random order, while one solution remains;
 * gives up after attempts tries, so that the brute force stays quick on large grids. */
static void make_puzzle(const test_geometry *geometry, const uint8_t *full, unsigned attempts,
                        uint8_t *puzzle) {
  memcpy(puzzle, full, geometry->cell_count);
  uint32_t state = 12345;
  for (unsigned attempt = 0; attempt < attempts; attempt++) {
    state = state * 1103515245u + 12345u;
    unsigned cell = (state >> 8) % geometry->cell_count;
    if (!puzzle[cell]) continue;
    uint8_t kept = puzzle[cell];
    puzzle[cell] = 0;
    if (solutions_up_to_2(geometry, puzzle, NULL) != 1) puzzle[cell] = kept;
  }
}

/* Makes a puzzle on geometry from full (or, when full is NULL, from the brute force's first full
 * grid), rates it and checks the rating against the brute force. */
static rater_rating rate_made_puzzle(test_geometry *geometry, const uint8_t *full,
                                     unsigned attempts) {
  find_sight(geometry);
  uint8_t grid[MAX_CELLS] = {0}, puzzle[MAX_CELLS], solution[MAX_CELLS];
  if (full)
    memcpy(grid, full, geometry->cell_count);
  else
    ck_assert_uint_ge(solutions_up_to_2(geometry, (uint8_t[MAX_CELLS]){0}, grid), 1);
  make_puzzle(geometry, grid, attempts, puzzle);
  ck_assert_uint_eq(solutions_up_to_2(geometry, puzzle, NULL), 1);
  unsigned empty_cells = 0;
  for (unsigned cell = 0; cell < geometry->cell_count; cell++) empty_cells += puzzle[cell] == 0;
  ck_assert_uint_ge(4 * empty_cells, geometry->cell_count); /* a puzzle, not a filled grid */
  rater *rater = rater_for(geometry);
  ck_assert_ptr_nonnull(rater);
  rater_rating rating;
  ck_assert(sudoku_rater_rate(rater, puzzle, &rating, solution, NULL, NULL));
  ck_assert_int_eq(rating.outcome, RATER_SOLVED);
  ck_assert(rating.unique);
  ck_assert_mem_eq(solution, grid, geometry->cell_count);
  sudoku_rater_destroy(rater);
  return rating;
}

static test_geometry geometry;

START_TEST(rates_4x4_6x6_and_16x16) {
  standard_geometry(&geometry, 2, 2);
  rate_made_puzzle(&geometry, NULL, 16);
  standard_geometry(&geometry, 2, 3);
  rate_made_puzzle(&geometry, NULL, 36);
  standard_geometry(&geometry, 4, 4);
  uint8_t full[256];
  for (unsigned row = 0; row < 16; row++) /* a pattern that keeps every row, column and box */
    for (unsigned column = 0; column < 16; column++)
      full[row * 16 + column] = (uint8_t)((row % 4 * 4 + row / 4 + column) % 16 + 1);
  rate_made_puzzle(&geometry, full, 100);
}
END_TEST

START_TEST(rates_a_diagonal_sudoku) {
  standard_geometry(&geometry, 3, 3);
  unsigned main_diagonal[9], anti_diagonal[9];
  for (unsigned i = 0; i < 9; i++) {
    main_diagonal[i] = i * 10;
    anti_diagonal[i] = i * 8 + 8;
  }
  add_unit(&geometry, RATER_UNIT_REGION, main_diagonal);
  add_unit(&geometry, RATER_UNIT_REGION, anti_diagonal);
  rate_made_puzzle(&geometry, NULL, 81);
}
END_TEST

START_TEST(peer_pairs_decide_between_solutions) {
  standard_geometry(&geometry, 2, 2);
  find_sight(&geometry);
  /* Two solutions without extra peers: 1 2 / 2 1 or 2 1 / 1 2 in cells 0, 1 and 8, 9. */
  uint8_t puzzle[16] = {0, 0, 3, 4, 3, 4, 1, 2, 0, 0, 4, 3, 4, 3, 2, 1};
  ck_assert_uint_eq(solutions_up_to_2(&geometry, puzzle, NULL), 2);
  geometry.pairs[0] = 0; /* cell 0 sees cell 6, which holds 1 */
  geometry.pairs[1] = 6;
  geometry.pair_count = 1;
  find_sight(&geometry);
  uint8_t expected[16];
  ck_assert_uint_eq(solutions_up_to_2(&geometry, puzzle, expected), 1);
  rater *rater = rater_for(&geometry);
  ck_assert_ptr_nonnull(rater);
  uint8_t solution[16];
  rater_rating rating;
  ck_assert(sudoku_rater_rate(rater, puzzle, &rating, solution, NULL, NULL));
  ck_assert_int_eq(rating.outcome, RATER_SOLVED);
  ck_assert_mem_eq(solution, expected, 16);
  sudoku_rater_destroy(rater);
}
END_TEST

START_TEST(malformed_geometries_are_refused) {
  standard_geometry(&geometry, 2, 2);
  rater_geometry description = {4, 16,  0, geometry.unit_count, geometry.unit_cells, geometry.kinds,
                                0, NULL};
  rater *fine = sudoku_rater_create(&description);
  ck_assert_ptr_nonnull(fine);
  sudoku_rater_destroy(fine);
  geometry.unit_cells[5] = 16; /* a cell out of range */
  ck_assert_ptr_null(sudoku_rater_create(&description));
  geometry.unit_cells[5] = 4; /* a cell twice in one unit */
  ck_assert_ptr_null(sudoku_rater_create(&description));
  geometry.unit_cells[5] = 5;
  description.side = 0;
  ck_assert_ptr_null(sudoku_rater_create(&description));
  description.side = 4;
  uint16_t pair[2] = {0, 99};
  description.peer_pair_count = 1;
  description.peer_pairs = pair;
  ck_assert_ptr_null(sudoku_rater_create(&description));
  ck_assert_ptr_null(sudoku_rater_create_standard(5, 13)); /* side 65 */
  ck_assert_ptr_null(sudoku_rater_create_standard(0, 3));
}
END_TEST

START_TEST(illegal_impossible_and_ambiguous_givens) {
  standard_geometry(&geometry, 2, 2);
  find_sight(&geometry);
  rater *rater = sudoku_rater_create_standard(2, 2);
  ck_assert_ptr_nonnull(rater);
  rater_rating rating;
  uint8_t clash[16] = {1, 1};
  ck_assert(sudoku_rater_rate(rater, clash, &rating, NULL, NULL, NULL));
  ck_assert_int_eq(rating.outcome, RATER_ILLEGAL);
  uint8_t too_big[16] = {5};
  ck_assert(sudoku_rater_rate(rater, too_big, &rating, NULL, NULL, NULL));
  ck_assert_int_eq(rating.outcome, RATER_ILLEGAL);
  /* legal givens, but cell 3 can hold nothing: 1, 2 in its row, 3, 4 in its column */
  uint8_t impossible[16] = {1, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0, 4};
  ck_assert_uint_eq(solutions_up_to_2(&geometry, impossible, NULL), 0);
  ck_assert(sudoku_rater_rate(rater, impossible, &rating, NULL, NULL, NULL));
  ck_assert_int_eq(rating.outcome, RATER_NO_SOLUTION);
  uint8_t empty[16] = {0}, solution[16], check[16];
  ck_assert(sudoku_rater_rate(rater, empty, &rating, solution, NULL, NULL));
  ck_assert_int_eq(rating.outcome, RATER_SOLVED);
  ck_assert(!rating.unique);
  ck_assert_int_eq(rating.level, RATER_LEVEL_DIABOLICAL);
  ck_assert_uint_eq(solutions_up_to_2(&geometry, solution, check), 1); /* a valid full grid */
  sudoku_rater_destroy(rater);
}
END_TEST

START_TEST(a_search_limit_gives_up_honestly) {
  rater *rater = sudoku_rater_create_standard(4, 4);
  ck_assert_ptr_nonnull(rater);
  sudoku_rater_set_search_limit(rater, 1);
  uint8_t empty[256] = {0};
  rater_rating rating;
  ck_assert(sudoku_rater_rate(rater, empty, &rating, NULL, NULL, NULL));
  ck_assert_int_eq(rating.outcome, RATER_GAVE_UP);
  sudoku_rater_destroy(rater);
}
END_TEST

START_TEST(rates_the_largest_side) {
  rater *rater = sudoku_rater_create_standard(8, 8);
  ck_assert_ptr_nonnull(rater);
  static uint8_t full[4096], puzzle[4096], solution[4096];
  for (unsigned row = 0; row < 64; row++) /* a pattern that keeps every row, column and box */
    for (unsigned column = 0; column < 64; column++)
      full[row * 64 + column] = (uint8_t)((row % 8 * 8 + row / 8 + column) % 64 + 1);
  memcpy(puzzle, full, sizeof puzzle);
  for (unsigned row = 0; row < 64; row++) puzzle[row * 65] = 0; /* the lone gap of its row */
  rater_rating rating;
  ck_assert(sudoku_rater_rate(rater, puzzle, &rating, solution, NULL, NULL));
  ck_assert_int_eq(rating.outcome, RATER_SOLVED);
  ck_assert_int_eq(rating.level, RATER_LEVEL_SIMPLE);
  ck_assert_uint_eq(rating.technique_counts[RATER_NAKED_SINGLE], 64);
  ck_assert_mem_eq(solution, full, sizeof full);
  sudoku_rater_destroy(rater);
}
END_TEST

static Suite *rater_geometry_suite(void) {
  Suite *suite = suite_create("rater_geometry");
  TCase *geometries = tcase_create("geometries");
  tcase_set_timeout(geometries, 120);
  tcase_add_test(geometries, rates_4x4_6x6_and_16x16);
  tcase_add_test(geometries, rates_a_diagonal_sudoku);
  tcase_add_test(geometries, rates_the_largest_side);
  tcase_add_test(geometries, peer_pairs_decide_between_solutions);
  tcase_add_test(geometries, malformed_geometries_are_refused);
  tcase_add_test(geometries, illegal_impossible_and_ambiguous_givens);
  tcase_add_test(geometries, a_search_limit_gives_up_honestly);
  suite_add_tcase(suite, geometries);
  return suite;
}

int main(void) {
  return run_suite(rater_geometry_suite());
}
