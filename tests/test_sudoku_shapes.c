/* test_sudoku_shapes.c: sudoku of every size, box shape and variant, against published counts and
 * against the independent counter of tests/independent_sudoku.h (no code shared with sudoku/ or
 * dlx/): random puzzles cut from random solutions of each shape, counted by both, and every first
 * solution checked rule by rule. Also: the classic 9x9 matrix is the one it always was. */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/encoder.h"
#include "sudoku/geometry.h"
#include "sudoku/sudoku.h"
#include "tests/independent_sudoku.h"
#include "tests/run_suite.h"

/* A shape described twice: for the library and, separately, for the independent counter. */
typedef struct shape {
  const char *name;
  sudoku_geometry geometry;
  independent_sudoku oracle;
  uint16_t regions[8 * SUDOKU_MAX_SIDE];
  uint16_t pairs[INDEPENDENT_SUDOKU_MAX_PAIR_CELLS(9) + 16];
  uint8_t region_map[SUDOKU_MAX_CELLS];
} shape;

static void make_shape(shape *shape, const char *name, unsigned side, unsigned box_rows,
                       unsigned box_columns) {
  memset(shape, 0, sizeof *shape);
  shape->name = name;
  shape->geometry.side = side;
  shape->geometry.box_rows = box_rows;
  shape->geometry.box_columns = box_columns;
  shape->geometry.boxless = box_rows == 0;
  shape->oracle.side = side;
  shape->oracle.box_rows = box_rows;
  shape->oracle.box_columns = box_columns;
}

static void add_variant(shape *shape, unsigned variant) {
  shape->geometry.variants |= variant;
  independent_sudoku *oracle = &shape->oracle;
  unsigned side = oracle->side;
  uint16_t *regions_end = shape->regions + oracle->extra_region_count * side;
  uint16_t *pairs_end = shape->pairs + 2 * oracle->different_pair_count;
  switch (variant) {
  case SUDOKU_VARIANT_X:
    oracle->extra_region_count += independent_sudoku_diagonals(side, regions_end);
    break;
  case SUDOKU_VARIANT_WINDOKU:
    oracle->extra_region_count += independent_sudoku_windoku_regions(
        side, oracle->box_rows, oracle->box_columns, regions_end);
    break;
  case SUDOKU_VARIANT_ANTI_KING:
    oracle->different_pair_count += independent_sudoku_anti_king_pairs(side, pairs_end);
    break;
  case SUDOKU_VARIANT_ANTI_KNIGHT:
    oracle->different_pair_count += independent_sudoku_anti_knight_pairs(side, pairs_end);
    break;
  case SUDOKU_VARIANT_NON_CONSECUTIVE:
    oracle->non_consecutive = true;
    break;
  }
  oracle->extra_regions = shape->regions;
  oracle->different_pairs = shape->pairs;
}

static void add_user_region(shape *shape, const uint16_t *cells) {
  unsigned side = shape->oracle.side;
  ck_assert(sudoku_geometry_add_region(&shape->geometry, cells));
  memcpy(shape->regions + shape->oracle.extra_region_count * side, cells, side * sizeof *cells);
  shape->oracle.extra_region_count++;
  shape->oracle.extra_regions = shape->regions;
}

static void add_user_pair(shape *shape, uint16_t first, uint16_t second) {
  ck_assert(sudoku_geometry_add_pair(&shape->geometry, first, second));
  shape->pairs[2 * shape->oracle.different_pair_count] = first;
  shape->pairs[2 * shape->oracle.different_pair_count + 1] = second;
  shape->oracle.different_pair_count++;
  shape->oracle.different_pairs = shape->pairs;
}

/* A jigsaw map given as n*n region letters 'A'.. */
static void set_region_map(shape *shape, const char *map) {
  unsigned side = shape->oracle.side;
  shape->geometry.region_of_cell = malloc(side * side);
  ck_assert_ptr_nonnull(shape->geometry.region_of_cell);
  for (unsigned cell = 0; cell < side * side; cell++) {
    shape->geometry.region_of_cell[cell] = (uint8_t)(map[cell] - 'A');
    shape->region_map[cell] = (uint8_t)(map[cell] - 'A');
  }
  shape->oracle.region_of_cell = shape->region_map;
}

static uint64_t library_count(const shape *shape, const uint8_t *givens, uint64_t limit,
                              sudoku_result *result) {
  ck_assert_msg(sudoku_geometry_problem(&shape->geometry) == NULL, "%s: %s", shape->name,
                sudoku_geometry_problem(&shape->geometry));
  sudoku_solver *solver = sudoku_solver_create_for(&shape->geometry);
  ck_assert_ptr_nonnull(solver);
  static sudoku_grid puzzle;
  memset(&puzzle, 0, sizeof puzzle);
  unsigned side = shape->oracle.side;
  puzzle.side = side;
  if (givens) memcpy(puzzle.cells, givens, side * side);
  ck_assert_int_eq(sudoku_solve(solver, &puzzle, limit, NULL, NULL, result), DLX_OK);
  sudoku_solver_destroy(solver);
  return result->solutions;
}

static sudoku_result result;

/* Published counts of empty grids. */
START_TEST(test_empty_grids_match_published_counts) {
  shape shape;
  make_shape(&shape, "4x4", 4, 2, 2);
  ck_assert_uint_eq(library_count(&shape, NULL, 0, &result), 288); /* OEIS A107739, n=2 */
  /* Latin squares, OEIS A002860: 1, 2, 12, 576, 161280 for n = 1..5. */
  static const uint64_t latin[] = {1, 2, 12, 576, 161280};
  for (unsigned side = 1; side <= 5; side++) {
    make_shape(&shape, "latin", side, 0, 0);
    ck_assert_uint_eq(library_count(&shape, NULL, 0, &result), latin[side - 1]);
  }
}
END_TEST

/* Every small empty variant grid against the independent counter (both count in full). */
START_TEST(test_empty_small_variants_match_the_independent_counter) {
  static const unsigned variants[] = {SUDOKU_VARIANT_X, SUDOKU_VARIANT_ANTI_KING,
                                      SUDOKU_VARIANT_ANTI_KNIGHT, SUDOKU_VARIANT_NON_CONSECUTIVE,
                                      SUDOKU_VARIANT_WINDOKU};
  for (unsigned k = 0; k < sizeof variants / sizeof *variants; k++) {
    shape shape;
    make_shape(&shape, "4x4 variant", 4, 2, 2);
    add_variant(&shape, variants[k]);
    uint64_t expected = independent_sudoku_count(&shape.oracle, 0, NULL);
    ck_assert_uint_eq(library_count(&shape, NULL, 0, &result), expected);
    sudoku_geometry_clear(&shape.geometry);
  }
}
END_TEST

typedef struct random_state {
  uint64_t state;
} random_state;

static unsigned random_below(random_state *random, unsigned bound) {
  random->state = random->state * 6364136223846793005u + 1442695040888963407u;
  return (unsigned)((random->state >> 33) % bound);
}

/* Puzzles cut from random solutions of shape, with kept givens each, counted up to limit by both
 * solvers; the library's first solution must obey every rule. A few get one given changed, which
 * may make them illegal or impossible: both must still agree. */
static void compare_random_puzzles(shape *shape, unsigned puzzle_count, unsigned kept,
                                   uint64_t limit, uint64_t seed) {
  unsigned side = shape->oracle.side, cells = side * side;
  uint8_t solution[SUDOKU_MAX_CELLS], givens[SUDOKU_MAX_CELLS];
  random_state random = {seed};
  static const uint8_t no_givens[SUDOKU_MAX_CELLS];
  for (unsigned puzzle = 0; puzzle < puzzle_count; puzzle++) {
    shape->oracle.givens = no_givens;
    ck_assert_msg(independent_sudoku_random_solution(&shape->oracle, seed + puzzle, solution),
                  "%s has no solution", shape->name);
    memset(givens, 0, cells);
    for (unsigned k = 0; k < kept; k++) {
      unsigned cell = random_below(&random, cells);
      givens[cell] = solution[cell];
    }
    if (puzzle % 4 == 3)
      givens[random_below(&random, cells)] = (uint8_t)(1 + random_below(&random, side));
    shape->oracle.givens = givens;
    uint64_t expected = independent_sudoku_count(&shape->oracle, limit, NULL);
    uint64_t got = library_count(shape, givens, limit, &result);
    ck_assert_msg(got == expected, "%s puzzle %u: %llu solutions, the independent counter %llu",
                  shape->name, puzzle, (unsigned long long)got, (unsigned long long)expected);
    if (got > 0)
      ck_assert_msg(independent_sudoku_is_solution(&shape->oracle, result.solution.cells),
                    "%s puzzle %u: the first solution breaks a rule", shape->name, puzzle);
  }
  shape->oracle.givens = NULL;
  sudoku_geometry_clear(&shape->geometry);
}

START_TEST(test_sizes_and_box_shapes) {
  shape shape;
  make_shape(&shape, "4x4", 4, 2, 2);
  compare_random_puzzles(&shape, 40, 4, 0, 1);
  make_shape(&shape, "6x6 2x3", 6, 2, 3);
  compare_random_puzzles(&shape, 24, 10, 0, 2);
  make_shape(&shape, "6x6 3x2", 6, 3, 2);
  compare_random_puzzles(&shape, 12, 10, 0, 3);
  make_shape(&shape, "8x8 2x4", 8, 2, 4);
  compare_random_puzzles(&shape, 12, 30, 500, 4);
  make_shape(&shape, "latin 4", 4, 0, 0);
  compare_random_puzzles(&shape, 20, 4, 0, 5);
  make_shape(&shape, "latin 5", 5, 0, 0);
  compare_random_puzzles(&shape, 20, 8, 0, 6);
  make_shape(&shape, "9x9", 9, 3, 3);
  compare_random_puzzles(&shape, 12, 30, 200, 7);
  make_shape(&shape, "12x12 3x4", 12, 3, 4);
  compare_random_puzzles(&shape, 6, 100, 50, 8);
  make_shape(&shape, "16x16", 16, 4, 4);
  compare_random_puzzles(&shape, 4, 180, 20, 9);
}
END_TEST

START_TEST(test_variants) {
  shape shape;
  static const struct {
    const char *name;
    unsigned variant;
    unsigned kept;
  } cases[] = {
      {"x", SUDOKU_VARIANT_X, 30},
      {"windoku", SUDOKU_VARIANT_WINDOKU, 30},
      {"anti-king", SUDOKU_VARIANT_ANTI_KING, 25},
      {"anti-knight", SUDOKU_VARIANT_ANTI_KNIGHT, 25},
      {"non-consecutive", SUDOKU_VARIANT_NON_CONSECUTIVE, 20},
  };
  for (unsigned k = 0; k < sizeof cases / sizeof *cases; k++) {
    make_shape(&shape, cases[k].name, 9, 3, 3);
    add_variant(&shape, cases[k].variant);
    compare_random_puzzles(&shape, 8, cases[k].kept, 100, 100 + k);
  }
  make_shape(&shape, "6x6 x", 6, 2, 3);
  add_variant(&shape, SUDOKU_VARIANT_X);
  compare_random_puzzles(&shape, 16, 6, 0, 110);
  make_shape(&shape, "x and anti-knight", 9, 3, 3);
  add_variant(&shape, SUDOKU_VARIANT_X);
  add_variant(&shape, SUDOKU_VARIANT_ANTI_KNIGHT);
  compare_random_puzzles(&shape, 6, 25, 100, 111);
  make_shape(&shape, "latin 5 non-consecutive", 5, 0, 0);
  add_variant(&shape, SUDOKU_VARIANT_NON_CONSECUTIVE);
  ck_assert_uint_eq(library_count(&shape, NULL, 0, &result),
                    independent_sudoku_count(&shape.oracle, 0, NULL));
}
END_TEST

START_TEST(test_jigsaw_maps) {
  /* Two maps of 6 regions of 6 cells each (counted below). */
  static const char *const maps[] = {
      "AAABBB"
      "AAABBB"
      "CCCDDD"
      "CCCDDD"
      "EEEFFF"
      "EEEFFF",
      "AAAABB"
      "CAABBB"
      "CCCDBD"
      "CEEDDD"
      "CEFFDF"
      "EEEFFF",
  };
  for (unsigned k = 0; k < 2; k++) {
    shape shape;
    make_shape(&shape, "6x6 jigsaw", 6, 0, 0);
    set_region_map(&shape, maps[k]);
    compare_random_puzzles(&shape, 12, 10, 0, 210 + k);
  }
  shape shape;
  make_shape(&shape, "6x6 user region and pairs", 6, 2, 3);
  uint16_t diagonal[6];
  for (unsigned k = 0; k < 6; k++) diagonal[k] = (uint16_t)(7 * k);
  add_user_region(&shape, diagonal);
  add_user_pair(&shape, 0, 35);
  add_user_pair(&shape, 5, 30);
  add_user_pair(&shape, 2, 33);
  compare_random_puzzles(&shape, 16, 8, 0, 220);
}
END_TEST

/* The classic grid's matrix, option by option, as the 9x9 encoder always made it: option
 * 9 * cell + digit - 1 covers cell, 81 + 9 * row + d, 162 + 9 * column + d, 243 + 9 * box + d. */
START_TEST(test_classic_matrix_is_unchanged) {
  sudoku_geometry classic = {0};
  sudoku_encoding *encoding = sudoku_encoding_create(&classic);
  ck_assert_ptr_nonnull(encoding);
  ck_assert_uint_eq(sudoku_encoding_primary_count(encoding), 324);
  ck_assert_uint_eq(sudoku_encoding_secondary_count(encoding), 0);
  ck_assert_uint_eq(sudoku_encoding_option_count(encoding), 729);
  for (uint32_t option = 0; option < 729; option++) {
    uint32_t items[16];
    ck_assert_uint_eq(sudoku_encoding_option_items(encoding, option, items), 4);
    unsigned cell = option / 9, digit = option % 9, row = cell / 9, column = cell % 9;
    ck_assert_uint_eq(items[0], cell);
    ck_assert_uint_eq(items[1], 81 + 9 * row + digit);
    ck_assert_uint_eq(items[2], 162 + 9 * column + digit);
    ck_assert_uint_eq(items[3], 243 + 9 * (3 * (row / 3) + column / 3) + digit);
  }
  sudoku_encoding_destroy(encoding);
}
END_TEST

/* Grids are equal by side and their side * side cells: what lies beyond is left as it was. */
START_TEST(test_grids_compare_by_side_and_cells) {
  static sudoku_grid a, b;
  a.side = b.side = 4;
  for (unsigned cell = 0; cell < 16; cell++)
    a.cells[cell] = b.cells[cell] = (uint8_t)(cell % 4 + 1);
  a.cells[16] = 3; /* beyond the 4x4 grid */
  ck_assert(sudoku_grid_equal(&a, &b));
  b.cells[15] = 1;
  ck_assert(!sudoku_grid_equal(&a, &b));
  b.cells[15] = a.cells[15];
  b.side = 9;
  ck_assert(!sudoku_grid_equal(&a, &b));
  static sudoku_grid classic, nine;
  nine.side = 9; /* side 0 stands for 9 */
  ck_assert(sudoku_grid_equal(&classic, &nine));
}
END_TEST

static Suite *make_sudoku_shapes_suite(void) {
  Suite *suite = suite_create("sudoku_shapes");
  TCase *counts = tcase_create("counts");
  tcase_set_timeout(counts, 60);
  tcase_add_test(counts, test_empty_grids_match_published_counts);
  tcase_add_test(counts, test_empty_small_variants_match_the_independent_counter);
  tcase_add_test(counts, test_classic_matrix_is_unchanged);
  tcase_add_test(counts, test_grids_compare_by_side_and_cells);
  suite_add_tcase(suite, counts);
  TCase *random = tcase_create("random");
  tcase_set_timeout(random, 120);
  tcase_add_test(random, test_sizes_and_box_shapes);
  tcase_add_test(random, test_variants);
  tcase_add_test(random, test_jigsaw_maps);
  suite_add_tcase(suite, random);
  return suite;
}

int main(void) {
  return run_suite(make_sudoku_shapes_suite());
}
