/* test_generator_singles.c: the Check suite of the generator's proof by singles
 * (sudoku/generator_singles.h) and of the large grids it made reachable:
 *   - on 9x9 collections (read from tests/, where make runs the suites), the singles fill a
 *     puzzle exactly when the rater solves it with naked and hidden singles alone (level simple
 *     or easy), and the grid they fill is the solution the independent counter of
 *     tests/independent_sudoku.h finds; a puzzle with two solutions is never said filled;
 *   - at 16x16 and 25x25, the same against the rater of those sizes;
 *   - a 64x64 puzzle is generated (it took over 12 minutes, in counts, before the singles), has
 *     exactly one solution by the independent counter, and its text, written with the header of
 *     its size, holds no byte outside the alphabet (the digits' 61 symbols used to run out, and
 *     symbols 62 to 64 came out as NUL bytes and bytes past the alphabet) and reads back as the
 *     same puzzle. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/generator.h"
#include "sudoku/generator_header.h"
#include "sudoku/generator_shape.h"
#include "sudoku/generator_singles.h"
#include "sudoku/grid_reader.h"
#include "sudoku/rater.h"
#include "tests/independent_sudoku.h"
#include "tests/run_suite.h"

typedef struct agreement {
  unsigned puzzles, filled_by_singles;
} agreement;

/* Checks one puzzle of a standard geometry (boxes box_rows x box_columns) whose cells are given. */
static void check_singles_against_rater(const sudoku_generator_shape *shape,
                                        sudoku_singles_scratch *scratch, rater *rater,
                                        unsigned box_rows, unsigned box_columns,
                                        const uint8_t *cells, agreement *agreement) {
  unsigned side = shape->side, cell_count = side * side;
  independent_sudoku rules = {
      .side = side, .box_rows = box_rows, .box_columns = box_columns, .givens = cells};
  uint8_t solution[SUDOKU_MAX_CELLS];
  ck_assert_uint_eq(independent_sudoku_count(&rules, 2, solution), 1);
  sudoku_grid puzzle, full_grid;
  memset(&puzzle, 0, sizeof puzzle);
  puzzle.side = side;
  full_grid = puzzle;
  memcpy(puzzle.cells, cells, cell_count);
  memcpy(full_grid.cells, solution, cell_count);
  bool filled = sudoku_singles_fill_to(shape, scratch, &puzzle, &full_grid);

  rater_rating rating;
  uint8_t rater_solution[SUDOKU_MAX_CELLS];
  ck_assert(sudoku_rater_rate(rater, cells, &rating, rater_solution, NULL, NULL));
  ck_assert_int_eq(rating.outcome, RATER_SOLVED);
  bool singles_suffice = rating.level <= RATER_LEVEL_EASY;
  ck_assert_msg(filled == singles_suffice, "singles %s, rater level %s", filled ? "fill" : "stop",
                sudoku_rater_level_name(rating.level));
  agreement->puzzles++;
  agreement->filled_by_singles += filled;

  /* One given fewer where the puzzle then has two solutions: never said filled (at 9x9, where the
   * independent counter settles such puzzles at once). */
  for (unsigned cell = 0; side == 9 && cell < cell_count; cell++) {
    if (!cells[cell]) continue;
    uint8_t fewer[SUDOKU_MAX_CELLS];
    memcpy(fewer, cells, cell_count);
    fewer[cell] = 0;
    rules.givens = fewer;
    if (independent_sudoku_count(&rules, 2, NULL) < 2) continue;
    puzzle.cells[cell] = 0;
    ck_assert(!sudoku_singles_fill_to(shape, scratch, &puzzle, &full_grid));
    puzzle.cells[cell] = cells[cell];
    break;
  }
}

/* Reads up to limit puzzles of side*side cells, one per line ('.' or '0' empty, '#' lines
 * skipped), from a file through command (for example "gzip -dc FILE" or "cat FILE"). */
static void check_collection(const char *command, unsigned box_rows, unsigned box_columns,
                             unsigned limit, agreement *agreement) {
  unsigned side = box_rows * box_columns, cell_count = side * side;
  sudoku_geometry geometry;
  memset(&geometry, 0, sizeof geometry);
  sudoku_geometry_set_side(&geometry, side);
  geometry.box_rows = box_rows, geometry.box_columns = box_columns;
  sudoku_generator_shape shape;
  ck_assert(sudoku_generator_shape_init(&shape, side == 9 ? NULL : &geometry));
  sudoku_singles_scratch scratch;
  ck_assert(sudoku_singles_scratch_init(&scratch, &shape));
  rater *rater = sudoku_rater_create_standard(box_rows, box_columns);
  ck_assert_ptr_nonnull(rater);
  FILE *lines = popen(command, "r");
  ck_assert_ptr_nonnull(lines);
  static char line[8192];
  unsigned count = 0;
  while (count < limit && fgets(line, sizeof line, lines)) {
    if (line[0] == '#' || strlen(line) < cell_count) continue;
    uint8_t cells[SUDOKU_MAX_CELLS];
    for (unsigned cell = 0; cell < cell_count; cell++) {
      char c = line[cell];
      unsigned value = 0;
      if (c >= '1' && c <= '9')
        value = (unsigned)(c - '0');
      else if (c >= 'A' && c <= 'Z')
        value = (unsigned)(c - 'A' + 10);
      ck_assert_msg(value <= side && (value || c == '.' || c == '0'), "cell '%c'", c);
      cells[cell] = (uint8_t)value;
    }
    check_singles_against_rater(&shape, &scratch, rater, box_rows, box_columns, cells, agreement);
    count++;
  }
  pclose(lines);
  sudoku_rater_destroy(rater);
  sudoku_singles_scratch_release(&scratch);
  sudoku_generator_shape_release(&shape);
  ck_assert_uint_eq(count, limit);
}

START_TEST(test_singles_fill_the_9x9_puzzles_the_rater_solves_with_singles) {
  agreement agreement = {0};
  check_collection("gzip -dc ../puzzles/sudoku/top1465.txt.gz", 3, 3, 1465, &agreement);
  check_collection("gzip -dc ../puzzles/sudoku/17-clue.txt.gz", 3, 3, 1000, &agreement);
  /* Both answers occur, so the agreement is not that of a constant. */
  ck_assert_uint_gt(agreement.filled_by_singles, 0);
  ck_assert_uint_lt(agreement.filled_by_singles, agreement.puzzles);
}
END_TEST

/* Generated puzzles of 16x16 (counted, so mixed) and 25x25 (emptied by the singles alone). */
START_TEST(test_singles_agree_with_the_rater_at_16x16_and_25x25) {
  static const unsigned sizes[][2] = {{4, 4}, {5, 5}};
  for (unsigned k = 0; k < 2; k++) {
    unsigned box_rows = sizes[k][0], box_columns = sizes[k][1], side = box_rows * box_columns;
    sudoku_geometry geometry;
    memset(&geometry, 0, sizeof geometry);
    sudoku_geometry_set_side(&geometry, side);
    geometry.box_rows = box_rows, geometry.box_columns = box_columns;
    sudoku_solver *solver = sudoku_solver_create_for(&geometry);
    ck_assert_ptr_nonnull(solver);
    sudoku_generator_shape shape;
    ck_assert(sudoku_generator_shape_init(&shape, &geometry));
    sudoku_singles_scratch scratch;
    ck_assert(sudoku_singles_scratch_init(&scratch, &shape));
    rater *rater = sudoku_rater_create_standard(box_rows, box_columns);
    ck_assert_ptr_nonnull(rater);
    agreement agreement = {0};
    for (unsigned seed = 1; seed <= 4; seed++) {
      sudoku_random random;
      sudoku_random_seed(&random, seed, 7);
      sudoku_generator_options options = {.geometry = &geometry};
      sudoku_generated generated;
      ck_assert_int_eq(sudoku_generate(solver, &random, &options, &generated), SUDOKU_GENERATED);
      check_singles_against_rater(&shape, &scratch, rater, box_rows, box_columns,
                                  generated.puzzle.cells, &agreement);
    }
    if (side == 25) ck_assert_uint_eq(agreement.filled_by_singles, agreement.puzzles);
    sudoku_rater_destroy(rater);
    sudoku_singles_scratch_release(&scratch);
    sudoku_generator_shape_release(&shape);
    sudoku_solver_destroy(solver);
  }
}
END_TEST

START_TEST(test_a_64x64_puzzle_is_generated_unique_and_written_in_its_alphabet) {
  sudoku_geometry geometry;
  memset(&geometry, 0, sizeof geometry);
  sudoku_geometry_set_side(&geometry, 64);
  ck_assert_ptr_null(sudoku_geometry_problem(&geometry));
  sudoku_solver *solver = sudoku_solver_create_for(&geometry);
  ck_assert_ptr_nonnull(solver);
  sudoku_random random;
  sudoku_random_seed(&random, 1, 1);
  sudoku_generator_options options = {.geometry = &geometry};
  sudoku_generated generated;
  ck_assert_int_eq(sudoku_generate(solver, &random, &options, &generated), SUDOKU_GENERATED);
  ck_assert_uint_lt(generated.givens, 64 * 64 * 3 / 4);

  independent_sudoku rules = {
      .side = 64, .box_rows = 8, .box_columns = 8, .givens = generated.puzzle.cells};
  uint8_t solution[SUDOKU_MAX_CELLS];
  ck_assert_uint_eq(independent_sudoku_count(&rules, 2, solution), 1);
  ck_assert_mem_eq(solution, generated.solution.cells, 64 * 64);

  char *text = NULL;
  size_t length = 0;
  FILE *out = open_memstream(&text, &length);
  ck_assert_ptr_nonnull(out);
  ck_assert(sudoku_generator_write_header(out, &geometry));
  static char grid_text[SUDOKU_GRID_TEXT_MAX];
  sudoku_grid_format(&generated.puzzle, SUDOKU_LAYOUT_LINE,
                     sudoku_symbols_empty_character(generated.puzzle.symbols), grid_text);
  fputs(grid_text, out);
  fclose(out);
  ck_assert_uint_eq(strlen(text), length);
  for (size_t k = 0; k < length; k++)
    ck_assert_msg(text[k] == '\n' || (text[k] >= ' ' && text[k] <= '~'), "byte %d at %zu", text[k],
                  k);
  ck_assert_ptr_nonnull(strstr(text, "symbols: numbers\n"));

  FILE *in = fmemopen(text, length, "r");
  ck_assert_ptr_nonnull(in);
  sudoku_geometry no_options;
  memset(&no_options, 0, sizeof no_options);
  sudoku_reader *reader = sudoku_reader_create_for(in, SUDOKU_LAYOUT_AUTO, &no_options);
  ck_assert_ptr_nonnull(reader);
  sudoku_grid read_back;
  ck_assert_int_eq(sudoku_reader_next(reader, &read_back, NULL), SUDOKU_READ_GRID);
  ck_assert_uint_eq(sudoku_grid_side(&read_back), 64);
  ck_assert_mem_eq(read_back.cells, generated.puzzle.cells, 64 * 64);
  sudoku_reader_destroy(reader);
  fclose(in);
  free(text);
  sudoku_solver_destroy(solver);
}
END_TEST

static Suite *generator_singles_suite(void) {
  Suite *suite = suite_create("generator singles");
  TCase *agreement = tcase_create("agreement with the rater");
  tcase_set_timeout(agreement, 60);
  tcase_add_test(agreement, test_singles_fill_the_9x9_puzzles_the_rater_solves_with_singles);
  tcase_add_test(agreement, test_singles_agree_with_the_rater_at_16x16_and_25x25);
  suite_add_tcase(suite, agreement);
  TCase *large = tcase_create("64x64");
  tcase_set_timeout(large, 60);
  tcase_add_test(large, test_a_64x64_puzzle_is_generated_unique_and_written_in_its_alphabet);
  suite_add_tcase(suite, large);
  return suite;
}

int main(void) {
  return run_suite(generator_singles_suite());
}
