/* test_rater_front_geometry.c: sudoku_rater_create_for_geometry, the rater made from a front-end
 * geometry (sudoku/rater_geometry.h). The classic geometry must rate as
 * sudoku_rater_create_standard, built separately, does; a diagonal sudoku must use its diagonals (a
 * 4x4 puzzle that the engine finds unique only with them); non-consecutive must be refused by name.
 * Each unit is named by its kind in explanations: the diagonals, windoku boxes, header regions and
 * jigsaw regions that the rater's units 2n.. are, in sudoku_geometry_units' order. */
#include "tests/run_suite.h"

#include "sudoku/rater_geometry.h"
#include "sudoku/sudoku.h"

#include <check.h>
#include <stdio.h>
#include <string.h>

static void cells_of(const char *text, uint8_t *cells, unsigned count) {
  for (unsigned cell = 0; cell < count; cell++)
    cells[cell] = text[cell] == '.' ? 0 : (uint8_t)(text[cell] - '0');
}

START_TEST(the_classic_geometry_rates_as_the_standard_rater) {
  /* top1465 puzzles 4, 14, 339 and 1 (levels intermediate to diabolical in
   * test_rater_techniques.c) */
  static const char *const puzzles[] = {
      "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....",
      "......41.9..3.....3...2.....48..7..........52.1.......5..2....6.7....8......9....",
      "2..6.34..17.....9............64....59...................53..6...8..7..1.....1....",
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
  };
  sudoku_geometry classic = {0};
  const char *unsupported = "unset";
  rater *from_geometry = sudoku_rater_create_for_geometry(&classic, &unsupported);
  rater *standard = sudoku_rater_create_standard(3, 3);
  ck_assert_ptr_nonnull(from_geometry);
  ck_assert_ptr_nonnull(standard);
  ck_assert_ptr_null(unsupported);
  for (unsigned k = 0; k < sizeof puzzles / sizeof *puzzles; k++) {
    uint8_t cells[81];
    cells_of(puzzles[k], cells, 81);
    rater_rating expected, got;
    ck_assert(sudoku_rater_rate(standard, cells, &expected, NULL, NULL, NULL));
    ck_assert(sudoku_rater_rate(from_geometry, cells, &got, NULL, NULL, NULL));
    ck_assert_int_eq(got.outcome, RATER_SOLVED);
    ck_assert_int_eq(got.level, expected.level);
    ck_assert_int_eq(got.hardest, expected.hardest);
    ck_assert_mem_eq(got.technique_counts, expected.technique_counts, sizeof got.technique_counts);
  }
  sudoku_rater_destroy(from_geometry);
  sudoku_rater_destroy(standard);
}
END_TEST

/* The engine's count of a 4x4 puzzle's solutions under geometry, up to limit. */
static uint64_t engine_count(const sudoku_geometry *geometry, const uint8_t *cells) {
  sudoku_solver *solver = sudoku_solver_create_for(geometry);
  ck_assert_ptr_nonnull(solver);
  sudoku_grid puzzle = {.side = 4};
  memcpy(puzzle.cells, cells, 16);
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, &puzzle, 0, NULL, NULL, &result), DLX_OK);
  sudoku_solver_destroy(solver);
  return result.solutions;
}

START_TEST(a_diagonal_sudoku_is_rated_with_its_diagonals) {
  uint8_t cells[16];
  cells_of(".432.....1......", cells, 16);
  sudoku_geometry plain = {0}, diagonal = {0};
  sudoku_geometry_set_side(&plain, 4);
  sudoku_geometry_set_side(&diagonal, 4);
  diagonal.variants = SUDOKU_VARIANT_X;
  ck_assert_uint_gt(engine_count(&plain, cells), 1);
  ck_assert_uint_eq(engine_count(&diagonal, cells), 1);
  const char *unsupported;
  rater *plain_rater = sudoku_rater_create_for_geometry(&plain, &unsupported);
  rater *diagonal_rater = sudoku_rater_create_for_geometry(&diagonal, &unsupported);
  ck_assert_ptr_nonnull(plain_rater);
  ck_assert_ptr_nonnull(diagonal_rater);
  rater_rating rating;
  ck_assert(sudoku_rater_rate(plain_rater, cells, &rating, NULL, NULL, NULL));
  ck_assert_int_eq(rating.outcome, RATER_SOLVED);
  ck_assert(!rating.unique);
  ck_assert(sudoku_rater_rate(diagonal_rater, cells, &rating, NULL, NULL, NULL));
  ck_assert_int_eq(rating.outcome, RATER_SOLVED);
  ck_assert(rating.unique);
  ck_assert_uint_eq(rating.technique_counts[RATER_GUESS], 0);
  sudoku_rater_destroy(plain_rater);
  sudoku_rater_destroy(diagonal_rater);
}
END_TEST

START_TEST(non_consecutive_is_refused_by_name) {
  sudoku_geometry geometry = {0};
  geometry.variants = SUDOKU_VARIANT_NON_CONSECUTIVE;
  const char *unsupported = NULL;
  ck_assert_ptr_null(sudoku_rater_create_for_geometry(&geometry, &unsupported));
  ck_assert_str_eq(unsupported, "non-consecutive");
}
END_TEST

/* What sudoku_rater_write_step writes for a hidden single of symbol 1 in cell, found in unit. */
static const char *hidden_single_text(const rater *rater, unsigned cell, unsigned unit) {
  static char text[128];
  rater_step step = {.technique = RATER_HIDDEN_SINGLE,
                     .placed_cell = (int)cell,
                     .placed_symbol = 1,
                     .unit_count = 1,
                     .units = {(uint16_t)unit}};
  FILE *out = fmemopen(text, sizeof text, "w");
  ck_assert_ptr_nonnull(out);
  sudoku_rater_write_step(rater, &step, out);
  fclose(out);
  return text;
}

START_TEST(units_are_named_by_their_kind) {
  /* 9x9 X-sudoku and windoku with one header region (row 1, as good as any 9 cells): units 0-8
   * rows, 9-17 columns, 18-26 boxes, 27 the diagonal, 28 the anti-diagonal, 29-32 the windoku
   * boxes, 33 the header region */
  sudoku_geometry shaped = {0};
  shaped.variants = SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU;
  uint16_t row_one[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  ck_assert(sudoku_geometry_add_region(&shaped, row_one));
  const char *unsupported;
  rater *rater = sudoku_rater_create_for_geometry(&shaped, &unsupported);
  ck_assert_ptr_nonnull(rater);
  ck_assert_str_eq(hidden_single_text(rater, 0, 18), "hidden single: r1c1 = 1 in box 1\n");
  ck_assert_str_eq(hidden_single_text(rater, 40, 27), "hidden single: r5c5 = 1 in diagonal\n");
  ck_assert_str_eq(hidden_single_text(rater, 8, 28), "hidden single: r1c9 = 1 in anti-diagonal\n");
  ck_assert_str_eq(hidden_single_text(rater, 10, 29), "hidden single: r2c2 = 1 in windoku box 1\n");
  ck_assert_str_eq(hidden_single_text(rater, 70, 32), "hidden single: r8c8 = 1 in windoku box 4\n");
  ck_assert_str_eq(hidden_single_text(rater, 3, 33), "hidden single: r1c4 = 1 in region 1\n");
  sudoku_rater_destroy(rater);
  sudoku_geometry_clear(&shaped);

  /* a jigsaw map of 4x4 whose pieces are the columns: the boxes are replaced */
  sudoku_geometry jigsaw = {0};
  sudoku_geometry_set_side(&jigsaw, 4);
  uint8_t map[16];
  for (unsigned cell = 0; cell < 16; cell++) map[cell] = (uint8_t)(cell % 4);
  jigsaw.region_of_cell = map;
  rater = sudoku_rater_create_for_geometry(&jigsaw, &unsupported);
  ck_assert_ptr_nonnull(rater);
  ck_assert_str_eq(hidden_single_text(rater, 5, 9), "hidden single: r2c2 = 1 in jigsaw region 2\n");
  sudoku_rater_destroy(rater);
}
END_TEST

static Suite *rater_front_geometry_suite(void) {
  Suite *suite = suite_create("rater_front_geometry");
  TCase *geometries = tcase_create("geometries");
  tcase_set_timeout(geometries, 60);
  tcase_add_test(geometries, the_classic_geometry_rates_as_the_standard_rater);
  tcase_add_test(geometries, a_diagonal_sudoku_is_rated_with_its_diagonals);
  tcase_add_test(geometries, non_consecutive_is_refused_by_name);
  tcase_add_test(geometries, units_are_named_by_their_kind);
  suite_add_tcase(suite, geometries);
  return suite;
}

int main(void) {
  return run_suite(rater_front_geometry_suite());
}
