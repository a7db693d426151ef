/* test_generator_shapes.c: the Check suite of the generator (sudoku/generator.h) on every kind of
 * geometry the front end solves: other sides and box shapes, Latin squares (no boxes), and the
 * variants (x, windoku, anti-king, anti-knight, non-consecutive), with every symmetry.
 *
 * Each puzzle is checked by the independent counter of tests/independent_sudoku.h, which shares no
 * code with dlx/ or sudoku/: its rules are described here from the variants' definitions (with the
 * counter's own helpers for diagonals, windoku boxes and king or knight moves), not from
 * sudoku/geometry.c. The puzzle must have exactly one solution, the generator's; its givens must
 * have the symmetry; and, for the small grids, removing any orbit of givens must leave two
 * solutions or more (the puzzle is minimal). The grids up to 64x64 are made at all, in seconds.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/generator.h"
#include "tests/independent_sudoku.h"
#include "tests/run_suite.h"

typedef struct shape_case {
  const char *name;
  unsigned side, box_rows, box_columns; /* 0 x 0: no boxes */
  unsigned variants;                    /* SUDOKU_VARIANT_* */
  unsigned fewest_givens;               /* 0: a full pass, which must leave a minimal puzzle */
  unsigned puzzle_count;
} shape_case;

static const shape_case shape_cases[] = {
    {"4x4", 4, 2, 2, 0, 0, 6},
    {"6x6 (2x3 boxes)", 6, 2, 3, 0, 0, 5},
    {"6x6 (3x2 boxes)", 6, 3, 2, 0, 0, 3},
    {"8x8 (2x4 boxes)", 8, 2, 4, 0, 0, 3},
    {"5x5 Latin square", 5, 0, 0, 0, 0, 4},
    {"7x7 Latin square", 7, 0, 0, 0, 0, 2},
    {"9x9 x", 9, 3, 3, SUDOKU_VARIANT_X, 0, 2},
    {"9x9 windoku", 9, 3, 3, SUDOKU_VARIANT_WINDOKU, 0, 2},
    {"6x6 anti-king", 6, 2, 3, SUDOKU_VARIANT_ANTI_KING, 0, 3},
    {"8x8 anti-knight", 8, 2, 4, SUDOKU_VARIANT_ANTI_KNIGHT, 36, 2},
    {"6x6 non-consecutive", 6, 2, 3, SUDOKU_VARIANT_NON_CONSECUTIVE, 0, 2},
    {"12x12 (3x4 boxes)", 12, 3, 4, 0, 72, 1},
    {"16x16", 16, 4, 4, 0, 150, 1},
    {"25x25", 25, 5, 5, 0, 312, 3}, /* drawn and emptied with budgets above 256 cells */
    /* Above 36x36 the full grid is made by a formula and moved at random (generator.c): drawn by
     * counts, 49x49 and 64x64 made nothing in 120 s. Emptying a whole 64x64 takes minutes (the
     * counts hit their budgets from about 2,500 givens on), so these stop at a target. */
    {"49x49 (to 2,300 givens)", 49, 7, 7, 0, 2300, 1},
    {"56x56 (7x8 boxes, to 3,030 givens)", 56, 7, 8, 0, 3030, 1},
    {"64x64 (to 3,990 givens)", 64, 8, 8, 0, 3990, 1},
};
enum { SHAPE_CASE_COUNT = sizeof shape_cases / sizeof shape_cases[0] };

/* The case's rules for the independent counter; the arrays live in rules (freed by the caller). */
typedef struct independent_rules {
  independent_sudoku puzzle;
  uint16_t *regions, *pairs;
} independent_rules;

static void describe_rules(const shape_case *test_case, independent_rules *rules) {
  unsigned side = test_case->side;
  memset(rules, 0, sizeof *rules);
  rules->regions = calloc(8 * side, sizeof *rules->regions);
  rules->pairs = calloc(INDEPENDENT_SUDOKU_MAX_PAIR_CELLS(side), sizeof *rules->pairs);
  ck_assert(rules->regions && rules->pairs);
  independent_sudoku *puzzle = &rules->puzzle;
  puzzle->side = side;
  puzzle->box_rows = test_case->box_rows;
  puzzle->box_columns = test_case->box_columns;
  if (test_case->variants & SUDOKU_VARIANT_X)
    puzzle->extra_region_count = independent_sudoku_diagonals(side, rules->regions);
  if (test_case->variants & SUDOKU_VARIANT_WINDOKU)
    puzzle->extra_region_count = independent_sudoku_windoku_regions(
        side, test_case->box_rows, test_case->box_columns, rules->regions);
  puzzle->extra_regions = rules->regions;
  if (test_case->variants & SUDOKU_VARIANT_ANTI_KING)
    puzzle->different_pair_count = independent_sudoku_anti_king_pairs(side, rules->pairs);
  if (test_case->variants & SUDOKU_VARIANT_ANTI_KNIGHT)
    puzzle->different_pair_count = independent_sudoku_anti_knight_pairs(side, rules->pairs);
  puzzle->different_pairs = rules->pairs;
  puzzle->non_consecutive = test_case->variants & SUDOKU_VARIANT_NON_CONSECUTIVE;
}

static void make_geometry(const shape_case *test_case, sudoku_geometry *geometry) {
  memset(geometry, 0, sizeof *geometry);
  sudoku_geometry_set_side(geometry, test_case->side);
  geometry->box_rows = test_case->box_rows;
  geometry->box_columns = test_case->box_columns;
  geometry->boxless = test_case->box_rows == 0;
  geometry->variants = test_case->variants;
  ck_assert_ptr_null(sudoku_geometry_problem(geometry));
}

/* Where the symmetry's move sends a cell of a side x side grid, from the moves' definitions. */
static unsigned image_of(sudoku_symmetry symmetry, unsigned side, unsigned cell) {
  unsigned row = cell / side, column = cell % side, last = side - 1;
  switch (symmetry) {
  case SUDOKU_SYMMETRY_ROTATE180:
    return side * (last - row) + (last - column);
  case SUDOKU_SYMMETRY_ROTATE90:
    return side * column + (last - row);
  case SUDOKU_SYMMETRY_MIRROR:
    return side * row + (last - column);
  case SUDOKU_SYMMETRY_DIAGONAL:
    return side * column + row;
  default:
    return cell;
  }
}

static void check_puzzle(const shape_case *test_case, independent_rules *rules,
                         const sudoku_generated *generated, const char *where) {
  unsigned side = test_case->side, cell_count = side * side;
  uint8_t puzzle[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS];
  memcpy(puzzle, generated->puzzle.cells, cell_count);
  ck_assert_uint_eq(sudoku_grid_side(&generated->puzzle), side);
  rules->puzzle.givens = puzzle;
  ck_assert_ptr_null(independent_sudoku_problem(&rules->puzzle));
  uint64_t count = independent_sudoku_count(&rules->puzzle, 2, solution);
  ck_assert_msg(count == 1, "%s: the independent counter finds %llu solutions (limit 2)", where,
                (unsigned long long)count);
  ck_assert_msg(memcmp(solution, generated->solution.cells, cell_count) == 0,
                "%s: another solution", where);
  unsigned givens = 0;
  for (unsigned cell = 0; cell < cell_count; cell++) {
    givens += puzzle[cell] != 0;
    unsigned image = image_of(generated->symmetry, side, cell);
    ck_assert_msg((puzzle[cell] != 0) == (puzzle[image] != 0), "%s: not %s at cell %u", where,
                  sudoku_symmetry_name(generated->symmetry), cell);
  }
  ck_assert_uint_eq(givens, generated->givens);
  if (test_case->fewest_givens) {
    ck_assert_uint_eq(givens, test_case->fewest_givens);
    return;
  }
  ck_assert_msg(generated->minimal, "%s: a full pass not said minimal", where);
  for (unsigned cell = 0; cell < cell_count; cell++) {
    if (!puzzle[cell]) continue;
    uint8_t reduced[SUDOKU_MAX_CELLS];
    memcpy(reduced, puzzle, cell_count);
    unsigned image = cell;
    do {
      reduced[image] = 0;
      image = image_of(generated->symmetry, side, image);
    } while (image != cell);
    rules->puzzle.givens = reduced;
    ck_assert_msg(independent_sudoku_count(&rules->puzzle, 2, NULL) == 2,
                  "%s: still unique without the orbit of cell %u", where, cell);
  }
}

START_TEST(test_every_geometry_gives_unique_symmetric_puzzles) {
  const shape_case *test_case = &shape_cases[_i];
  sudoku_geometry geometry;
  make_geometry(test_case, &geometry);
  independent_rules rules;
  describe_rules(test_case, &rules);
  sudoku_solver *solver = sudoku_solver_create_for(&geometry);
  ck_assert_ptr_nonnull(solver);
  for (unsigned k = 0; k < test_case->puzzle_count; k++) {
    /* Cycle through the symmetries, the random one included. */
    sudoku_symmetry symmetry = (sudoku_symmetry)((k + _i) % SUDOKU_SYMMETRY_COUNT);
    sudoku_generator_options options = {.geometry = &geometry,
                                        .symmetry = symmetry,
                                        .fewest_givens = test_case->fewest_givens,
                                        .most_givens = test_case->fewest_givens};
    sudoku_random random;
    sudoku_random_seed(&random, 400 + (uint64_t)_i, k + 1);
    sudoku_generated generated;
    ck_assert_int_eq(sudoku_generate(solver, &random, &options, &generated), SUDOKU_GENERATED);
    if (symmetry != SUDOKU_SYMMETRY_RANDOM) ck_assert_int_eq(generated.symmetry, symmetry);
    char where[96];
    snprintf(where, sizeof where, "%s, %s, puzzle %u", test_case->name,
             sudoku_symmetry_name(symmetry), k + 1);
    check_puzzle(test_case, &rules, &generated, where);
  }
  sudoku_solver_destroy(solver);
  free(rules.regions);
  free(rules.pairs);
}
END_TEST

static Suite *generator_shapes_suite(void) {
  Suite *suite = suite_create("generator shapes");
  TCase *shapes = tcase_create("shapes");
  tcase_set_timeout(shapes, 300);
  tcase_add_loop_test(shapes, test_every_geometry_gives_unique_symmetric_puzzles, 0,
                      SHAPE_CASE_COUNT);
  suite_add_tcase(suite, shapes);
  return suite;
}

int main(void) {
  return run_suite(generator_shapes_suite());
}
