/* test_generator_limits.c: the Check suite of what the generator (sudoku/generator.h) refuses or
 * gives up on, and of the header it writes (sudoku/generator_header.h):
 *   - a sudoku type that no full grid obeys is refused at once (it used to draw forever): the
 *     independent counter of tests/independent_sudoku.h proves each such type has no grid;
 *   - the fewest givens of a unique puzzle (side - 1) is a true lower bound: checked against every
 *     4x4 grid, enumerated here by a brute force of its own, and a maximum below it is refused;
 *   - the attempt limit scales with the size as documented, and a 16x16 target that cannot be met
 *     gives up after that many grids (it used to try 1000, for minutes);
 *   - the header of a non-classic geometry, read back by the grid reader started from other
 *     options, gives the same puzzle: one solution, the generator's.
 * Timeouts catch a generation that does not end. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/generator.h"
#include "sudoku/generator_header.h"
#include "sudoku/grid_reader.h"
#include "tests/independent_sudoku.h"
#include "tests/run_suite.h"

typedef struct type_case {
  const char *name;
  unsigned side, box_rows, box_columns; /* 0 x 0: no boxes */
  unsigned variants;                    /* SUDOKU_VARIANT_* */
} type_case;

static const type_case types_without_grid[] = {
    {"4x4 anti-king", 4, 2, 2, SUDOKU_VARIANT_ANTI_KING},
    {"4x4 non-consecutive", 4, 2, 2, SUDOKU_VARIANT_NON_CONSECUTIVE},
    {"3x3 Latin square with x", 3, 0, 0, SUDOKU_VARIANT_X},
    {"2x2 Latin square with x", 2, 0, 0, SUDOKU_VARIANT_X},
    {"4x4 x and anti-knight", 4, 2, 2, SUDOKU_VARIANT_X | SUDOKU_VARIANT_ANTI_KNIGHT},
};
enum { TYPES_WITHOUT_GRID = sizeof types_without_grid / sizeof types_without_grid[0] };

/* The case's rules for the independent counter, from the variants' definitions; the arrays live in
 * *regions and *pairs (freed by the caller). */
static independent_sudoku independent_rules_of(const type_case *test_case, uint16_t **regions,
                                               uint16_t **pairs) {
  unsigned side = test_case->side;
  *regions = calloc(2 * side, sizeof **regions);
  *pairs = calloc(2 * INDEPENDENT_SUDOKU_MAX_PAIR_CELLS(side), sizeof **pairs);
  ck_assert(*regions && *pairs);
  independent_sudoku rules = {.side = side,
                              .box_rows = test_case->box_rows,
                              .box_columns = test_case->box_columns,
                              .extra_regions = *regions,
                              .different_pairs = *pairs};
  if (test_case->variants & SUDOKU_VARIANT_X)
    rules.extra_region_count = independent_sudoku_diagonals(side, *regions);
  if (test_case->variants & SUDOKU_VARIANT_ANTI_KING)
    rules.different_pair_count = independent_sudoku_anti_king_pairs(side, *pairs);
  if (test_case->variants & SUDOKU_VARIANT_ANTI_KNIGHT)
    rules.different_pair_count +=
        independent_sudoku_anti_knight_pairs(side, *pairs + 2 * rules.different_pair_count);
  rules.non_consecutive = test_case->variants & SUDOKU_VARIANT_NON_CONSECUTIVE;
  return rules;
}

static void make_geometry(const type_case *test_case, sudoku_geometry *geometry) {
  memset(geometry, 0, sizeof *geometry);
  sudoku_geometry_set_side(geometry, test_case->side);
  geometry->box_rows = test_case->box_rows;
  geometry->box_columns = test_case->box_columns;
  geometry->boxless = test_case->box_rows == 0;
  geometry->variants = test_case->variants;
  ck_assert_ptr_null(sudoku_geometry_problem(geometry));
}

START_TEST(test_a_type_without_grid_is_refused) {
  const type_case *test_case = &types_without_grid[_i];
  uint16_t *regions, *pairs;
  independent_sudoku rules = independent_rules_of(test_case, &regions, &pairs);
  uint8_t empty[SUDOKU_MAX_CELLS] = {0};
  rules.givens = empty;
  ck_assert_ptr_null(independent_sudoku_problem(&rules));
  ck_assert_msg(independent_sudoku_count(&rules, 1, NULL) == 0,
                "%s: the independent counter finds a grid: not a case for this test",
                test_case->name);
  sudoku_geometry geometry;
  make_geometry(test_case, &geometry);
  sudoku_solver *solver = sudoku_solver_create_for(&geometry);
  ck_assert_ptr_nonnull(solver);
  sudoku_generator_options options = {.geometry = &geometry};
  sudoku_random random;
  sudoku_random_seed(&random, 1, 1);
  sudoku_generated generated;
  ck_assert_int_eq(sudoku_generate(solver, &random, &options, &generated),
                   SUDOKU_GENERATE_NO_FULL_GRID);
  ck_assert_uint_eq(generated.attempts, 0);
  sudoku_solver_destroy(solver);
  free(regions);
  free(pairs);
}
END_TEST

/* A type with rules beyond the boxes that does have grids still gives unique puzzles: the count
 * of the empty grid that looks for a grid finds one. */
START_TEST(test_a_type_with_grids_is_still_generated) {
  const type_case test_case = {"5x5 Latin square with x", 5, 0, 0, SUDOKU_VARIANT_X};
  uint16_t *regions, *pairs;
  independent_sudoku rules = independent_rules_of(&test_case, &regions, &pairs);
  sudoku_geometry geometry;
  make_geometry(&test_case, &geometry);
  sudoku_solver *solver = sudoku_solver_create_for(&geometry);
  ck_assert_ptr_nonnull(solver);
  sudoku_generator_options options = {.geometry = &geometry};
  sudoku_random random;
  sudoku_random_seed(&random, 5, 1);
  sudoku_generated generated;
  ck_assert_int_eq(sudoku_generate(solver, &random, &options, &generated), SUDOKU_GENERATED);
  uint8_t solution[SUDOKU_MAX_CELLS];
  rules.givens = generated.puzzle.cells;
  ck_assert_uint_eq(independent_sudoku_count(&rules, 2, solution), 1);
  ck_assert_mem_eq(solution, generated.solution.cells, 25);
  sudoku_solver_destroy(solver);
  free(regions);
  free(pairs);
}
END_TEST

/* ---- The fewest givens of a unique puzzle ---------------------------------------------------- */

/* Every 4x4 grid with 2x2 boxes, by plain backtracking over the cells in order. */
typedef struct four_by_four_grids {
  uint8_t grids[512][16];
  unsigned count;
} four_by_four_grids;

static bool four_by_four_fits(const uint8_t *cells, unsigned cell, uint8_t symbol) {
  unsigned row = cell / 4, column = cell % 4;
  for (unsigned other = 0; other < cell; other++) {
    unsigned other_row = other / 4, other_column = other % 4;
    bool same_box = other_row / 2 == row / 2 && other_column / 2 == column / 2;
    if ((other_row == row || other_column == column || same_box) && cells[other] == symbol)
      return false;
  }
  return true;
}

static void enumerate_four_by_four(four_by_four_grids *all, uint8_t *cells, unsigned cell) {
  if (cell == 16) {
    ck_assert_uint_lt(all->count, 512);
    memcpy(all->grids[all->count++], cells, 16);
    return;
  }
  for (uint8_t symbol = 1; symbol <= 4; symbol++) {
    if (!four_by_four_fits(cells, cell, symbol)) continue;
    cells[cell] = symbol;
    enumerate_four_by_four(all, cells, cell + 1);
    cells[cell] = 0;
  }
}

START_TEST(test_fewer_givens_than_the_bound_are_never_unique) {
  static four_by_four_grids all;
  uint8_t cells[16] = {0};
  all.count = 0;
  enumerate_four_by_four(&all, cells, 0);
  independent_sudoku rules = {.side = 4, .box_rows = 2, .box_columns = 2, .givens = cells};
  ck_assert_uint_eq(all.count, independent_sudoku_count(&rules, 0, NULL));

  sudoku_geometry geometry;
  memset(&geometry, 0, sizeof geometry);
  sudoku_geometry_set_side(&geometry, 4);
  unsigned bound = sudoku_generator_fewest_unique_givens(&geometry);
  ck_assert_uint_eq(bound, 3); /* side - 1 */
  /* Every puzzle of bound - 1 givens (any cells of any grid) completes to two grids or more. */
  unsigned fewest_completions = UINT32_MAX;
  for (unsigned grid = 0; grid < all.count; grid++) {
    for (unsigned first = 0; first < 16; first++) {
      for (unsigned second = first + 1; second < 16; second++) {
        unsigned completions = 0;
        for (unsigned other = 0; other < all.count; other++)
          completions += all.grids[other][first] == all.grids[grid][first] &&
                         all.grids[other][second] == all.grids[grid][second];
        if (completions < fewest_completions) fewest_completions = completions;
      }
    }
  }
  ck_assert_uint_ge(fewest_completions, 2);

  /* The other cases of the bound: a 1x1 grid, and non-consecutive, whose reflection s -> n + 1 - s
   * gives an empty grid a second solution (checked on 6x6 by the independent counter). */
  sudoku_geometry_set_side(&geometry, 1);
  ck_assert_uint_eq(sudoku_generator_fewest_unique_givens(&geometry), 0);
  sudoku_geometry_set_side(&geometry, 6);
  geometry.variants = SUDOKU_VARIANT_NON_CONSECUTIVE;
  ck_assert_uint_eq(sudoku_generator_fewest_unique_givens(&geometry), 1);
  uint8_t empty[36] = {0};
  independent_sudoku non_consecutive = {
      .side = 6, .box_rows = 2, .box_columns = 3, .non_consecutive = true, .givens = empty};
  ck_assert_uint_eq(independent_sudoku_count(&non_consecutive, 2, NULL), 2);
  ck_assert_uint_eq(sudoku_generator_fewest_unique_givens(NULL), 8);
}
END_TEST

START_TEST(test_a_maximum_below_the_bound_is_refused) {
  sudoku_geometry geometry;
  memset(&geometry, 0, sizeof geometry);
  sudoku_geometry_set_side(&geometry, 16);
  sudoku_solver *solver = sudoku_solver_create_for(&geometry);
  ck_assert_ptr_nonnull(solver);
  unsigned bound = sudoku_generator_fewest_unique_givens(&geometry);
  sudoku_generator_options options = {
      .geometry = &geometry, .fewest_givens = bound - 1, .most_givens = bound - 1};
  sudoku_random random;
  sudoku_random_seed(&random, 16, 1);
  sudoku_generated generated;
  ck_assert_int_eq(sudoku_generate(solver, &random, &options, &generated),
                   SUDOKU_GENERATE_TOO_FEW_GIVENS);
  ck_assert_uint_eq(generated.attempts, 0);
  sudoku_solver_destroy(solver);
}
END_TEST

/* ---- The attempt limit --------------------------------------------------------------------- */

START_TEST(test_the_attempt_limit_scales_with_the_size) {
  static const unsigned bases[] = {1000, 10000};
  for (unsigned k = 0; k < 2; k++) {
    for (unsigned side = 1; side <= SUDOKU_MAX_SIDE; side++) {
      uint64_t cells = (uint64_t)side * side, expected = bases[k];
      if (cells > 81) { /* bases[k] * 81^5 / cells^5, rounded down, at least 1 */
        uint64_t numerator = (uint64_t)bases[k] * 3486784401u, denominator = 1;
        for (unsigned power = 0; power < 5; power++) denominator *= cells;
        expected = numerator / denominator ? numerator / denominator : 1;
      }
      ck_assert_msg(sudoku_generator_attempts_for_size(bases[k], side) == expected,
                    "side %u, base %u: %u attempts, expected %llu", side, bases[k],
                    sudoku_generator_attempts_for_size(bases[k], side),
                    (unsigned long long)expected);
    }
  }
}
END_TEST

/* Far fewer givens than a 16x16 pass ever leaves (but not provably too few): the generation gives
 * up after the limit of its size, in seconds. */
START_TEST(test_a_rare_16x16_target_gives_up_after_the_limit_of_its_size) {
  sudoku_geometry geometry;
  memset(&geometry, 0, sizeof geometry);
  sudoku_geometry_set_side(&geometry, 16);
  sudoku_solver *solver = sudoku_solver_create_for(&geometry);
  ck_assert_ptr_nonnull(solver);
  sudoku_generator_options options = {
      .geometry = &geometry, .fewest_givens = 20, .most_givens = 20};
  sudoku_random random;
  sudoku_random_seed(&random, 16, 1);
  sudoku_generated generated;
  ck_assert_int_eq(sudoku_generate(solver, &random, &options, &generated),
                   SUDOKU_GENERATE_UNREACHED);
  ck_assert_uint_eq(generated.attempts,
                    sudoku_generator_attempts_for_size(SUDOKU_GENERATOR_DEFAULT_ATTEMPTS, 16));
  ck_assert_uint_lt(generated.attempts, SUDOKU_GENERATOR_DEFAULT_ATTEMPTS);
  sudoku_solver_destroy(solver);
}
END_TEST

/* ---- Headers read back ----------------------------------------------------------------------- */

typedef struct header_case {
  const char *name;
  unsigned side;
  bool boxless;
  sudoku_symbols symbols;
  unsigned variants;
  const char *region_map; /* NULL, or side lines of side region letters, one after the other */
  bool with_user_region_and_pair;
} header_case;

static const header_case header_cases[] = {
    {"9x9 x", 9, false, SUDOKU_SYMBOLS_DIGITS, SUDOKU_VARIANT_X, NULL, false},
    {"16x16", 16, false, SUDOKU_SYMBOLS_DIGITS, 0, NULL, false},
    {"16x16 hex", 16, false, SUDOKU_SYMBOLS_HEX, 0, NULL, false},
    {"4x4 letters", 4, false, SUDOKU_SYMBOLS_LETTERS, 0, NULL, false},
    {"9x9 letters", 9, false, SUDOKU_SYMBOLS_LETTERS, 0, NULL, false},
    {"6x6 numbers anti-king", 6, false, SUDOKU_SYMBOLS_NUMBERS, SUDOKU_VARIANT_ANTI_KING, NULL,
     false},
    {"5x5 Latin square", 5, true, SUDOKU_SYMBOLS_DIGITS, 0, NULL, false},
    {"9x9 jigsaw", 9, false, SUDOKU_SYMBOLS_DIGITS, 0,
     "ADACBBCCCAAABBBCCCAAABBBBCCADDEEFFFFDDDEEEFFFDDDEEEFFEGGGHHHHIIGGGIHHIIIGGGHHHIII", false},
    {"9x9 with a user region and pair", 9, false, SUDOKU_SYMBOLS_DIGITS, 0, NULL, true},
};
enum { HEADER_CASE_COUNT = sizeof header_cases / sizeof header_cases[0] };

static void make_header_geometry(const header_case *test_case, sudoku_geometry *geometry) {
  memset(geometry, 0, sizeof *geometry);
  sudoku_geometry_set_side(geometry, test_case->side);
  if (test_case->boxless) geometry->boxless = true, geometry->box_rows = geometry->box_columns = 0;
  geometry->symbols = test_case->symbols;
  geometry->symbols_declared = true;
  geometry->variants = test_case->variants;
  if (test_case->region_map) {
    unsigned cells = test_case->side * test_case->side;
    geometry->region_of_cell = malloc(cells);
    ck_assert_ptr_nonnull(geometry->region_of_cell);
    for (unsigned cell = 0; cell < cells; cell++)
      geometry->region_of_cell[cell] = (uint8_t)(test_case->region_map[cell] - 'A');
  }
  if (test_case->with_user_region_and_pair) {
    uint16_t diagonal[9];
    for (unsigned k = 0; k < 9; k++) diagonal[k] = (uint16_t)(10 * k);
    ck_assert(sudoku_geometry_add_region(geometry, diagonal));
    ck_assert(sudoku_geometry_add_pair(geometry, 0, 11)); /* r1c1 and r2c3 */
  }
  ck_assert_ptr_null(sudoku_geometry_problem(geometry));
}

START_TEST(test_a_header_reads_back_as_the_same_puzzle) {
  const header_case *test_case = &header_cases[_i];
  sudoku_geometry geometry;
  make_header_geometry(test_case, &geometry);
  ck_assert(sudoku_generator_needs_header(&geometry));
  sudoku_solver *solver = sudoku_solver_create_for(&geometry);
  ck_assert_ptr_nonnull(solver);
  sudoku_generator_options options = {.geometry = &geometry};
  if (test_case->side >= 16) options.fewest_givens = test_case->side * test_case->side / 2;
  sudoku_random random;
  sudoku_random_seed(&random, 15, 1 + (uint64_t)_i);
  sudoku_generated generated;
  ck_assert_int_eq(sudoku_generate(solver, &random, &options, &generated), SUDOKU_GENERATED);
  sudoku_solver_destroy(solver);

  char *text = NULL;
  size_t length = 0;
  FILE *out = open_memstream(&text, &length);
  ck_assert_ptr_nonnull(out);
  ck_assert(sudoku_generator_write_header(out, &geometry));
  static char grid_text[SUDOKU_GRID_TEXT_MAX];
  sudoku_grid_format(&generated.puzzle, SUDOKU_LAYOUT_LINE,
                     sudoku_symbols_empty_character(geometry.symbols), grid_text);
  fputs(grid_text, out);
  fclose(out);

  /* The reader starts from options that say something else: the header must replace them all. */
  sudoku_geometry other_options;
  memset(&other_options, 0, sizeof other_options);
  other_options.variants = SUDOKU_VARIANT_WINDOKU | SUDOKU_VARIANT_ANTI_KNIGHT;
  other_options.symbols = SUDOKU_SYMBOLS_HEX;
  other_options.symbols_declared = true;
  FILE *in = fmemopen(text, length, "r");
  ck_assert_ptr_nonnull(in);
  sudoku_reader *reader = sudoku_reader_create_for(in, SUDOKU_LAYOUT_AUTO, &other_options);
  ck_assert_ptr_nonnull(reader);
  sudoku_grid read_back;
  sudoku_read_status status = sudoku_reader_next(reader, &read_back, NULL);
  ck_assert_msg(status == SUDOKU_READ_GRID, "%s: not read back: line %lu: %s\n%s", test_case->name,
                sudoku_reader_error_line(reader), sudoku_reader_error_message(reader), text);
  ck_assert_mem_eq(read_back.cells, generated.puzzle.cells, test_case->side * test_case->side);
  sudoku_solver *reader_solver = sudoku_solver_create_for(sudoku_reader_geometry(reader));
  ck_assert_ptr_nonnull(reader_solver);
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(reader_solver, &read_back, 2, NULL, NULL, &result), DLX_OK);
  ck_assert_msg(result.solutions == 1, "%s: read back with %llu solutions", test_case->name,
                (unsigned long long)result.solutions);
  ck_assert_mem_eq(result.solution.cells, generated.solution.cells,
                   test_case->side * test_case->side);
  ck_assert_int_eq(sudoku_reader_next(reader, &read_back, NULL), SUDOKU_READ_END);
  sudoku_solver_destroy(reader_solver);
  sudoku_reader_destroy(reader);
  fclose(in);
  free(text);
  sudoku_geometry_clear(&geometry);
}
END_TEST

/* The classic 9x9 in digits keeps the judges' layouts: no header, whatever way it is described. */
START_TEST(test_the_classic_sudoku_gets_no_header) {
  sudoku_geometry geometry;
  memset(&geometry, 0, sizeof geometry);
  ck_assert(!sudoku_generator_needs_header(&geometry));
  sudoku_geometry_set_side(&geometry, 9);
  geometry.symbols_declared = true;
  ck_assert(!sudoku_generator_needs_header(&geometry));
  ck_assert(!sudoku_generator_write_header(stdout, &geometry));
  geometry.symbols = SUDOKU_SYMBOLS_LETTERS;
  ck_assert(sudoku_generator_needs_header(&geometry));
}
END_TEST

static Suite *generator_limits_suite(void) {
  Suite *suite = suite_create("generator limits");
  TCase *refusals = tcase_create("refusals");
  tcase_set_timeout(refusals, 10);
  tcase_add_loop_test(refusals, test_a_type_without_grid_is_refused, 0, TYPES_WITHOUT_GRID);
  tcase_add_test(refusals, test_a_type_with_grids_is_still_generated);
  tcase_add_test(refusals, test_fewer_givens_than_the_bound_are_never_unique);
  tcase_add_test(refusals, test_a_maximum_below_the_bound_is_refused);
  suite_add_tcase(suite, refusals);
  TCase *limits = tcase_create("limits");
  tcase_set_timeout(limits, 15);
  tcase_add_test(limits, test_the_attempt_limit_scales_with_the_size);
  tcase_add_test(limits, test_a_rare_16x16_target_gives_up_after_the_limit_of_its_size);
  suite_add_tcase(suite, limits);
  TCase *headers = tcase_create("headers");
  tcase_set_timeout(headers, 30);
  tcase_add_loop_test(headers, test_a_header_reads_back_as_the_same_puzzle, 0, HEADER_CASE_COUNT);
  tcase_add_test(headers, test_the_classic_sudoku_gets_no_header);
  suite_add_tcase(suite, headers);
  return suite;
}

int main(void) {
  return run_suite(generator_limits_suite());
}
