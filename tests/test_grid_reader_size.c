/* test_grid_reader_size.c: the size detection of the grid reader (sudoku_reader_set_size_detection,
 * sudoku/grid_reader_size.c): each grid's side told from its first line, the 9x9 readings kept,
 * and the ambiguous cases decided as man/sudoku.1 says. The grids expected are written here cell
 * by cell; the side and boxes those of --size (sudoku_geometry_set_side). */
#include "sudoku/grid_reader.h"
#include "tests/run_suite.h"

#include <check.h>
#include <stdio.h>
#include <string.h>

typedef struct reading {
  FILE *stream;
  sudoku_reader *reader;
} reading;

static reading open_detecting(const char *text, bool detecting) {
  reading opened;
  opened.stream = fmemopen((void *)text, strlen(text), "r");
  ck_assert_ptr_nonnull(opened.stream);
  opened.reader = sudoku_reader_create(opened.stream, SUDOKU_LAYOUT_AUTO);
  ck_assert_ptr_nonnull(opened.reader);
  sudoku_reader_set_size_detection(opened.reader, detecting);
  return opened;
}

static void close_reading(reading *opened) {
  sudoku_reader_destroy(opened->reader);
  fclose(opened->stream);
}

/* The next grid must have side and the cells of text ('.' empty, digits), read in layout. */
static void expect_grid(reading *opened, unsigned side, const char *text, sudoku_layout layout) {
  sudoku_grid grid;
  sudoku_layout read_layout;
  ck_assert_int_eq(sudoku_reader_next(opened->reader, &grid, &read_layout), SUDOKU_READ_GRID);
  ck_assert_uint_eq(sudoku_grid_side(&grid), side);
  ck_assert_int_eq(read_layout, layout);
  ck_assert_uint_eq(strlen(text), side * side);
  for (unsigned cell = 0; cell < side * side; cell++)
    ck_assert_uint_eq(grid.cells[cell], text[cell] == '.' ? 0u : (unsigned)(text[cell] - '0'));
  ck_assert_uint_eq(sudoku_geometry_side(sudoku_reader_geometry(opened->reader)), side);
}

static void expect_error(reading *opened, unsigned long line, const char *message) {
  sudoku_grid grid;
  ck_assert_int_eq(sudoku_reader_next(opened->reader, &grid, NULL), SUDOKU_READ_ERROR);
  ck_assert_uint_eq(sudoku_reader_error_line(opened->reader), line);
  ck_assert_str_eq(sudoku_reader_error_message(opened->reader), message);
}

static void expect_end(reading *opened) {
  sudoku_grid grid;
  ck_assert_int_eq(sudoku_reader_next(opened->reader, &grid, NULL), SUDOKU_READ_END);
}

START_TEST(a_line_of_16_small_cells_is_a_4x4_and_off_by_default_an_error) {
  reading opened = open_detecting(".432.....1......\n", true);
  expect_grid(&opened, 4, ".432.....1......", SUDOKU_LAYOUT_LINE);
  const sudoku_geometry *geometry = sudoku_reader_geometry(opened.reader);
  ck_assert_uint_eq(geometry->box_rows, 2);
  ck_assert_uint_eq(geometry->box_columns, 2);
  expect_end(&opened);
  close_reading(&opened);
  opened = open_detecting(".432.....1......\n", false);
  expect_error(&opened, 1, "row 1 has 16 cells, expected 9");
  close_reading(&opened);
}
END_TEST

START_TEST(rows_of_6_cells_are_a_6x6_with_2x3_boxes) {
  reading opened = open_detecting("1 . . . . 6\n. . . . . .\n. . . . . .\n"
                                  ". . . . . .\n. . . . . .\n. . . . . 1\n",
                                  true);
  expect_grid(&opened, 6, "1....6.............................1", SUDOKU_LAYOUT_TOKENS);
  ck_assert_uint_eq(sudoku_reader_geometry(opened.reader)->box_rows, 2);
  ck_assert_uint_eq(sudoku_reader_geometry(opened.reader)->box_columns, 3);
  close_reading(&opened);
}
END_TEST

START_TEST(a_16_cell_line_with_a_digit_above_4_is_a_16x16_row) {
  /* 16 rows of 16 packed cells, the first with a 5: a 16x16, not a 4x4 line. */
  char text[16 * 17 + 1] = "";
  for (unsigned row = 0; row < 16; row++)
    strcat(text, row == 0 ? "5...............\n" : "................\n");
  reading opened = open_detecting(text, true);
  sudoku_grid grid;
  ck_assert_int_eq(sudoku_reader_next(opened.reader, &grid, NULL), SUDOKU_READ_GRID);
  ck_assert_uint_eq(sudoku_grid_side(&grid), 16);
  ck_assert_uint_eq(grid.cells[0], 5);
  close_reading(&opened);
}
END_TEST

START_TEST(nine_by_nine_lines_stay_and_sizes_follow_each_grid) {
  const char *text =
      "3.6..25......38...7.8.16.9...7..386.82..7..45.631..9...7.35.6.2...82......29..7.4\n"
      ".432.....1......\n"
      "3.6..25......38...7.8.16.9...7..386.82..7..45.631..9...7.35.6.2...82......29..7.4\n";
  reading opened = open_detecting(text, true);
  const char *nine =
      "3.6..25......38...7.8.16.9...7..386.82..7..45.631..9...7.35.6.2...82......29..7.4";
  expect_grid(&opened, 9, nine, SUDOKU_LAYOUT_LINE);
  expect_grid(&opened, 4, ".432.....1......", SUDOKU_LAYOUT_LINE);
  expect_grid(&opened, 9, nine, SUDOKU_LAYOUT_LINE);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(a_row_not_confirmed_by_the_second_is_the_9x9_error_it_always_was) {
  reading opened = open_detecting("3 0 6 0 0 2 5 0 0 0\n0 0 0 0 3 8 0 0 0\n", true);
  expect_error(&opened, 1, "row 1 has 10 cells, expected 9");
  close_reading(&opened);
  opened = open_detecting("99999999999999999999\n", true);
  expect_error(&opened, 1, "row 1 has 20 cells, expected 9");
  close_reading(&opened);
}
END_TEST

START_TEST(a_header_size_or_a_small_side_turns_detection_off) {
  reading opened = open_detecting("size: 9\n.432.....1......\n", true);
  expect_error(&opened, 2, "row 1 has 16 cells, expected 9");
  close_reading(&opened);
  opened = open_detecting("1.3\n", true); /* sides 1 to 3 are never detected */
  expect_error(&opened, 1, "row 1 has 3 cells, expected 9");
  close_reading(&opened);
}
END_TEST

START_TEST(minus_then_digits_is_a_row_when_it_can_begin_a_grid) {
  /* '-' is an empty mark: "-234" is a row of a 4x4, detected or given, not a negative count. */
  const char *text = "-234\n3...\n....\n...1\n";
  reading opened = open_detecting(text, true);
  expect_grid(&opened, 4, ".2343..........1", SUDOKU_LAYOUT_PACKED);
  close_reading(&opened);
  sudoku_geometry four = {0};
  sudoku_geometry_set_side(&four, 4);
  opened.stream = fmemopen((void *)text, strlen(text), "r");
  opened.reader = sudoku_reader_create_for(opened.stream, SUDOKU_LAYOUT_AUTO, &four);
  expect_grid(&opened, 4, ".2343..........1", SUDOKU_LAYOUT_PACKED);
  close_reading(&opened);
  sudoku_geometry_clear(&four);
  opened = open_detecting("-23456\n......\n......\n......\n......\n.....1\n", true);
  expect_grid(&opened, 6, ".23456.............................1", SUDOKU_LAYOUT_PACKED);
  close_reading(&opened);
  opened = open_detecting("-2\n.432.....1......\n", true); /* no side has rows of 2 cells */
  expect_error(&opened, 1, "negative count -2");
  close_reading(&opened);
}
END_TEST

START_TEST(a_first_row_refused_at_its_side_needs_the_second_to_stand) {
  /* Ten cells tell side 10; refused at it with no second row of ten, the line is a bad 9x9 row and
   * its error side 9's, which names the cell the judge's 9x9 reader names. */
  reading opened = open_detecting("A\x8f"
                                  "B.......\n",
                                  true);
  expect_error(&opened, 1, "cell 'A' in row 1 is not a digit or an empty mark");
  close_reading(&opened);
  opened = open_detecting("AxB.......\n.........\n", true);
  expect_error(&opened, 1, "cell 'A' in row 1 is not a digit or an empty mark");
  close_reading(&opened);
  opened = open_detecting("AxB.......\n..........\n", true); /* confirmed: a 10x10 */
  expect_error(
      &opened, 1,
      "cell 'x' in row 1 is not a symbol of a 10x10 grid (detected alphabet: letters A-J)");
  close_reading(&opened);
}
END_TEST

static Suite *grid_reader_size_suite(void) {
  Suite *suite = suite_create("grid_reader_size");
  TCase *sizes = tcase_create("sizes");
  tcase_add_test(sizes, a_line_of_16_small_cells_is_a_4x4_and_off_by_default_an_error);
  tcase_add_test(sizes, rows_of_6_cells_are_a_6x6_with_2x3_boxes);
  tcase_add_test(sizes, a_16_cell_line_with_a_digit_above_4_is_a_16x16_row);
  tcase_add_test(sizes, nine_by_nine_lines_stay_and_sizes_follow_each_grid);
  tcase_add_test(sizes, a_row_not_confirmed_by_the_second_is_the_9x9_error_it_always_was);
  tcase_add_test(sizes, a_header_size_or_a_small_side_turns_detection_off);
  tcase_add_test(sizes, minus_then_digits_is_a_row_when_it_can_begin_a_grid);
  tcase_add_test(sizes, a_first_row_refused_at_its_side_needs_the_second_to_stand);
  suite_add_tcase(suite, sizes);
  return suite;
}

int main(void) {
  return run_suite(grid_reader_size_suite());
}
