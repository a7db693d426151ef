/* test_grid_reader.c: the Check suite of the streaming grid reader (sudoku/grid_reader.c): every
 * layout and its detection, every error with its exact line and message, forced layouts, and the
 * judges' samples kept under data/reader/ (count lines, the "end" line and line endings are in
 * test_grid_reader_input.c). Inputs are built in memory with fmemopen; run from the tests/
 * directory. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid_reader_support.h"
#include "sudoku/grid_reader.h"

#define DATA_DIRECTORY "data/reader/"

static const char empty_cell_characters[] = "0.?-*_";

static reading open_data_file(const char *name, sudoku_layout layout) {
  char path[256];
  snprintf(path, sizeof path, DATA_DIRECTORY "%s", name);
  reading opened;
  opened.stream = fopen(path, "rb");
  ck_assert_msg(opened.stream != NULL, "cannot open %s (run from tests/)", path);
  opened.reader = sudoku_reader_create(opened.stream, layout);
  ck_assert_ptr_nonnull(opened.reader);
  return opened;
}

/* Writes puzzle in layout with empty_cell for its empty cells; text must hold 200 bytes. */
static void write_puzzle(const char *puzzle, sudoku_layout layout, char empty_cell, char *text) {
  size_t length = 0;
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) {
    char character = puzzle[cell] >= '1' && puzzle[cell] <= '9' ? puzzle[cell] : empty_cell;
    text[length++] = character;
    unsigned column = cell % SUDOKU_SIDE;
    if (layout == SUDOKU_LAYOUT_TOKENS && column < SUDOKU_SIDE - 1) text[length++] = ' ';
    if (layout != SUDOKU_LAYOUT_LINE && column == SUDOKU_SIDE - 1) text[length++] = '\n';
  }
  if (layout == SUDOKU_LAYOUT_LINE) text[length++] = '\n';
  text[length] = '\0';
}

/* ---- layouts ---- */

START_TEST(test_tokens_layout) {
  reading opened = open_text(SAMPLE_TOKENS, SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 1);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_tokens_layout_with_tabs_and_runs_of_spaces) {
  reading opened = open_text("\t3  0 6\t0 0 2 5 0 0\n"
                             "0 0 0 0 3 8 0 0 0\n"
                             "7 0 8 0 1 6 0 9 0\n"
                             "0 0 7 0 0 3 8 6 0\n"
                             "8 2 0 0 7 0 0 4 5\n"
                             "0 6 3 1 0 0 9 0 0\n"
                             "0 7 0 3 5 0 6 0 2\n"
                             "0 0 0 8 2 0 0 0 0\n"
                             "  0 0 2 9 0 0 7 0 4\n",
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 1);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_packed_layout) {
  reading opened = open_text(SAMPLE_PACKED, SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_PACKED, 1);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_line_layout) {
  reading opened = open_text(SAMPLE_LINE OTHER_PUZZLE "\n", SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 1);
  expect_grid(&opened, OTHER_PUZZLE, SUDOKU_LAYOUT_LINE, 2);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_line_layout_with_free_text_after_white_space) {
  reading opened = open_text(SAMPLE_PUZZLE "\tgsf's sudoku q1 (Platinum Blonde)\n" OTHER_PUZZLE
                                           " 123 any text: ###\n" SAMPLE_PUZZLE " \t \n",
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 1);
  expect_grid(&opened, OTHER_PUZZLE, SUDOKU_LAYOUT_LINE, 2);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 3);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_same_puzzle_in_each_layout_reads_to_the_same_grid) {
  const char *texts[] = {SAMPLE_TOKENS, SAMPLE_PACKED, SAMPLE_LINE};
  sudoku_grid grids[3] = {{0}};
  for (unsigned k = 0; k < 3; k++) {
    reading opened = open_text(texts[k], SUDOKU_LAYOUT_AUTO);
    ck_assert_int_eq(sudoku_reader_next(opened.reader, &grids[k], NULL), SUDOKU_READ_GRID);
    expect_end(&opened);
    close_reading(&opened);
  }
  ck_assert_mem_eq(grids[0].cells, grids[1].cells, SUDOKU_CELLS);
  ck_assert_mem_eq(grids[0].cells, grids[2].cells, SUDOKU_CELLS);
  sudoku_grid expected = grid_of(SAMPLE_PUZZLE);
  ck_assert_mem_eq(grids[0].cells, expected.cells, SUDOKU_CELLS);
}
END_TEST

START_TEST(test_mixed_layouts_between_grids) {
  reading opened = open_text(SAMPLE_TOKENS "\n" SAMPLE_PACKED SAMPLE_LINE "\n" SAMPLE_TOKENS,
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 1);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_PACKED, 11);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 20);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 22);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_every_empty_cell_character_in_every_layout) {
  const sudoku_layout layouts[] = {SUDOKU_LAYOUT_TOKENS, SUDOKU_LAYOUT_PACKED, SUDOKU_LAYOUT_LINE};
  for (const char *empty_cell = empty_cell_characters; *empty_cell; empty_cell++) {
    for (unsigned k = 0; k < 3; k++) {
      char text[256];
      write_puzzle(SAMPLE_PUZZLE, layouts[k], *empty_cell, text);
      reading opened = open_text(text, SUDOKU_LAYOUT_AUTO);
      expect_grid(&opened, SAMPLE_PUZZLE, layouts[k], 1);
      expect_end(&opened);
      close_reading(&opened);
    }
  }
}
END_TEST

START_TEST(test_empty_cell_characters_mixed_in_one_grid) {
  reading opened = open_text("3?6_*25-.\n"
                             "0.0?38*_-\n"
                             "708016090\n"
                             "007003860\n"
                             "820070045\n"
                             "063100900\n"
                             "070350602\n"
                             "000820000\n"
                             "002900704\n",
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_PACKED, 1);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_layout_may_be_null) {
  reading opened = open_text(SAMPLE_LINE, SUDOKU_LAYOUT_AUTO);
  sudoku_grid grid = {0};
  ck_assert_int_eq(sudoku_reader_next(opened.reader, &grid, NULL), SUDOKU_READ_GRID);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

/* ---- errors in the tokens layout ---- */

START_TEST(test_tokens_short_and_long_rows) {
  check_text_fails("3 0 6 0 0 2 5 0 0\n"
                   "0 0 0 0 3 8 0 0 0\n"
                   "7 0 8 0 1 6 0 9\n",
                   0, 3, "row 3 has 8 cells, expected 9");
  check_text_fails("3 0 6 0 0 2 5 0 0 1\n", 0, 1, "row 1 has 10 cells, expected 9");
  check_text_fails("3 0\n", 0, 1, "row 1 has 2 cells, expected 9");
  check_text_fails("3 0 6 0 0 2 5 0 0\n1\n", 0, 2, "row 2 has 1 cell, expected 9");
}
END_TEST

START_TEST(test_tokens_bad_cells) {
  check_text_fails("3 0 6 0 0 2 5 0 0\n"
                   "0 0 0 a 3 8 0 0 0\n",
                   0, 2, "cell 'a' in row 2 is not a digit or an empty mark");
  check_text_fails("# c\n"
                   "3 0 6 0 0 2 5 0 0\n"
                   "0 0 0 0 3 8 0 0 0\n"
                   "7 0 8 0 1 6 0 9 0\n"
                   "0 0 7 10 0 3 8 6 0\n",
                   0, 5, "number 10 in row 4 is above 9");
  check_text_fails("3 0 6 0 0 2 5 0 05\n", 0, 1, "number 05 in row 1 is not a single digit");
  check_text_fails("3 0 6 0 0 2 5 0 -3\n", 0, 1,
                   "cell '-3' in row 1 is not a digit or an empty mark");
  check_text_fails("3 0 6 0 0 2 5 0 \xC3\xA9\n", 0, 1,
                   "cell '\\xC3\\xA9' in row 1 is not a digit or an empty mark");
  check_text_fails("3 0 6 ' 0 2 5 0 0\n", 0, 1,
                   "cell '\\'' in row 1 is not a digit or an empty mark");
  check_text_fails("3 0 6 0 0 2 5 0 0\n0 0 0 0 3 8 0 0 0 # comment\n", 0, 2,
                   "cell '#' in row 2 is not a digit or an empty mark");
  check_text_fails("3 0 6 0 0 2 5 0 12345678901234567890123456789\n", 0, 1,
                   "number 123456789012345678901234... in row 1 is above 9");
  check_text_fails("3 0 6 0 0 2 5 0\v0\n", 0, 1,
                   "cell '0\\x0B0' in row 1 is not a digit or an empty mark");
}
END_TEST

START_TEST(test_tokens_blank_line_inside_a_grid) {
  check_text_fails("3 0 6 0 0 2 5 0 0\n"
                   "0 0 0 0 3 8 0 0 0\n"
                   "7 0 8 0 1 6 0 9 0\n"
                   "0 0 7 0 0 3 8 6 0\n"
                   "8 2 0 0 7 0 0 4 5\n"
                   "\n"
                   "0 6 3 1 0 0 9 0 0\n",
                   0, 6, "grid ends after 5 rows, expected 9");
  check_text_fails(SAMPLE_TOKENS "\n3 0 6 0 0 2 5 0 0\n \t\r\n", 1, 12,
                   "grid ends after 1 row, expected 9");
}
END_TEST

START_TEST(test_tokens_grid_truncated_by_end_of_file) {
  check_text_fails("3 0 6 0 0 2 5 0 0\n"
                   "0 0 0 0 3 8 0 0 0\n"
                   "7 0 8 0 1 6 0 9 0\n"
                   "0 0 7 0 0 3 8 6 0\n"
                   "8 2 0 0 7 0 0 4 5\n",
                   0, 5, "grid ends after 5 rows, expected 9");
  check_text_fails("3 0 6 0 0 2 5 0 0\n"
                   "0 0 0 0 3 8 0 0 0\n"
                   "# trailing comment",
                   0, 3, "grid ends after 2 rows, expected 9");
}
END_TEST

START_TEST(test_tokens_row_in_another_layout) {
  check_text_fails("3 0 6 0 0 2 5 0 0\n"
                   "0 0 0 0 3 8 0 0 0\n"
                   "708016090\n",
                   0, 3, "row 3 is in the packed layout, expected the tokens layout");
  check_text_fails("3 0 6 0 0 2 5 0 0\n"
                   "0 0 0 0 3 8 0 0 0\n" SAMPLE_LINE,
                   0, 3, "grid ends after 2 rows, expected 9");
}
END_TEST

/* ---- errors in the packed layout ---- */

START_TEST(test_packed_short_and_long_rows) {
  check_text_fails("306002500\n00003800\n", 0, 2, "row 2 has 8 cells, expected 9");
  check_text_fails("3.60025001\n", 0, 1, "row 1 has 10 cells, expected 9");
  check_text_fails("306002500\n000038000\n708016090\n0070038601234\n", 0, 4,
                   "row 4 has 13 cells, expected 9");
  check_text_fails(".\n", 0, 1, "row 1 has 1 cell, expected 9");
}
END_TEST

START_TEST(test_packed_bad_cells) {
  check_text_fails("306002500\n0000x8000\n", 0, 2,
                   "cell 'x' in row 2 is not a digit or an empty mark");
  check_text_fails("30600250a0\n", 0, 1, "cell 'a' in row 1 is not a digit or an empty mark");
  check_text_fails("306002500\n306 02500\n", 0, 2,
                   "cell ' ' in row 2 is not a digit or an empty mark");
  check_text_fails("306002500\n3060025\x7F"
                   "0\n",
                   0, 2, "cell '\\x7F' in row 2 is not a digit or an empty mark");
  check_text_fails("306002500\n30600\\500\n", 0, 2,
                   "cell '\\\\' in row 2 is not a digit or an empty mark");
}
END_TEST

START_TEST(test_packed_blank_line_and_truncation) {
  check_text_fails("306002500\n000038000\n708016090\n\n007003860\n", 0, 4,
                   "grid ends after 3 rows, expected 9");
  check_text_fails("306002500\n000038000\n708016090\n007003860\n820070045\n063100900\n"
                   "070350602\n000820000",
                   0, 8, "grid ends after 8 rows, expected 9");
  check_text_fails(SAMPLE_PACKED "306002500\n", 1, 10, "grid ends after 1 row, expected 9");
}
END_TEST

START_TEST(test_packed_row_in_another_layout) {
  check_text_fails("306002500\n0 0 0 0 3 8 0 0 0\n", 0, 2,
                   "row 2 is in the tokens layout, expected the packed layout");
  check_text_fails("306002500\n" SAMPLE_LINE, 0, 2, "grid ends after 1 row, expected 9");
}
END_TEST

/* ---- errors in the line layout ---- */

START_TEST(test_line_wrong_length) {
  char text[200];
  memset(text, '.', 80);
  strcpy(text + 80, "\n");
  check_text_fails(text, 0, 1, "line has 80 cells, expected 81");
  memset(text, '.', 82);
  strcpy(text + 82, "\tfree text\n");
  check_text_fails(text, 0, 1, "line has 82 cells, expected 81");
  memset(text, '.', 90);
  strcpy(text + 90, "x\n");
  check_text_fails(text, 0, 1, "line has 90 cells, expected 81");
  memset(text, '.', 46);
  strcpy(text + 46, "\n");
  check_text_fails(text, 0, 1, "line has 46 cells, expected 81");
}
END_TEST

START_TEST(test_line_bad_cells) {
  char text[200];
  snprintf(text, sizeof text, "%s%s\n", SAMPLE_LINE, SAMPLE_PUZZLE);
  text[82 + 4] = 'x';
  check_text_fails(text, 1, 2, "cell 'x' at column 5 is not a digit or an empty mark");
  snprintf(text, sizeof text, "  %s\n", SAMPLE_PUZZLE);
  text[2 + 4] = 'x';
  check_text_fails(text, 0, 1, "cell 'x' at column 7 is not a digit or an empty mark");
  snprintf(text, sizeof text, "%.79s\xC3\xA9\n", SAMPLE_PUZZLE);
  check_text_fails(text, 0, 1, "cell '\\xC3' at column 80 is not a digit or an empty mark");
  check_text_fails(SAMPLE_PUZZLE ":1:solution\n", 0, 1,
                   "cell 81 is followed by ':', expected white space or the end of the line");
  check_text_fails(SAMPLE_PUZZLE "\xC3\xA9\n", 0, 1,
                   "cell 81 is followed by '\\xC3', expected white space or the end of the line");
}
END_TEST

/* ---- bytes and line lengths ---- */

START_TEST(test_nul_byte) {
  static const char line_with_nul[] = "3.6.\0"
                                      "25.....38...\n";
  check_bytes_fail(line_with_nul, sizeof line_with_nul - 1, SUDOKU_LAYOUT_AUTO, 0, 1,
                   "NUL byte at column 5");
  static const char comment_with_nul[] = SAMPLE_LINE "# comment \0 here\n";
  check_bytes_fail(comment_with_nul, sizeof comment_with_nul - 1, SUDOKU_LAYOUT_AUTO, 1, 2,
                   "NUL byte at column 11");
  static const char only_nul[] = "\0";
  check_bytes_fail(only_nul, 1, SUDOKU_LAYOUT_AUTO, 0, 1, "NUL byte at column 1");
  static const char row_with_nul[] = "306002500\n0000\0"
                                     "38000\n";
  check_bytes_fail(row_with_nul, sizeof row_with_nul - 1, SUDOKU_LAYOUT_AUTO, 0, 2,
                   "NUL byte at column 5");
}
END_TEST

static char *repeated_bytes(char byte, size_t count, const char *suffix) {
  size_t suffix_length = strlen(suffix);
  char *text = malloc(count + suffix_length + 1);
  ck_assert_ptr_nonnull(text);
  memset(text, byte, count);
  memcpy(text + count, suffix, suffix_length + 1);
  return text;
}

START_TEST(test_line_of_the_maximum_length_is_read) {
  char *text = repeated_bytes('.', 65536, "\n");
  check_text_fails(text, 0, 1, "line has 65536 cells, expected 81");
  free(text);
  char *crlf = repeated_bytes('.', 65536, "\r\n");
  check_text_fails(crlf, 0, 1, "line has 65536 cells, expected 81");
  free(crlf);
  char *spaces = repeated_bytes(' ', 65536, "\n" SAMPLE_LINE);
  reading opened = open_text(spaces, SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 2);
  expect_end(&opened);
  close_reading(&opened);
  free(spaces);
}
END_TEST

START_TEST(test_line_too_long) {
  char *text = repeated_bytes('.', 65537, "\n");
  check_text_fails(text, 0, 1, "line is longer than 65536 bytes");
  free(text);
  char *with_cr = repeated_bytes('.', 65537, "\r\n");
  check_text_fails(with_cr, 0, 1, "line is longer than 65536 bytes");
  free(with_cr);
  char *at_end = repeated_bytes('#', 65537, "");
  check_text_fails(at_end, 0, 1, "line is longer than 65536 bytes");
  free(at_end);
}
END_TEST

START_TEST(test_huge_line_is_not_read_to_its_end) {
  size_t length = 16u << 20;
  char *text = malloc(length);
  ck_assert_ptr_nonnull(text);
  memcpy(text, SAMPLE_LINE, sizeof SAMPLE_LINE - 1);
  memset(text + sizeof SAMPLE_LINE - 1, '7', length - (sizeof SAMPLE_LINE - 1));
  reading opened = open_bytes(text, length, SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 1);
  expect_error(&opened, 2, "line is longer than 65536 bytes");
  long position = ftell(opened.stream);
  ck_assert_int_lt(position, 2 * 65536 + 8192);
  close_reading(&opened);
  free(text);
}
END_TEST

START_TEST(test_empty_input) {
  check_text_fails("", 0, 1, "empty input: no grid found");
  check_text_fails("\n\n\n", 0, 3, "empty input: no grid found");
  check_text_fails("# only\n# comments\n", 0, 2, "empty input: no grid found");
  check_text_fails("# only\r\n\r\n   \r\n# comments", 0, 4, "empty input: no grid found");
}
END_TEST

/* Pseudo-random bytes, many seeds: the reader must always stop with a one-line message. */
START_TEST(test_binary_garbage) {
  unsigned long state = 12345;
  char bytes[4096];
  for (unsigned round = 0; round < 300; round++) {
    size_t length = (size_t)(round * 13 % sizeof bytes);
    for (size_t k = 0; k < length; k++) {
      state = state * 6364136223846793005ul + 1442695040888963407ul;
      unsigned value = (unsigned)(state >> 33);
      static const char alphabet[] = "0123456789.?-*_ \t\n\r#end\x01\xFF";
      bytes[k] = round % 2 ? (char)value : alphabet[value % (sizeof alphabet - 1)];
    }
    reading opened = open_bytes(bytes, length, (sudoku_layout)(round % 4));
    sudoku_grid grid = {0};
    sudoku_read_status status;
    unsigned grids = 0;
    while ((status = sudoku_reader_next(opened.reader, &grid, NULL)) == SUDOKU_READ_GRID) {
      ck_assert_uint_lt(grids, length);
      grids++;
    }
    if (status == SUDOKU_READ_ERROR) {
      const char *message = sudoku_reader_error_message(opened.reader);
      ck_assert_uint_gt(strlen(message), 0);
      ck_assert_ptr_null(strchr(message, '\n'));
      ck_assert_uint_ge(sudoku_reader_error_line(opened.reader), 1);
      ck_assert_int_eq(sudoku_reader_next(opened.reader, &grid, NULL), SUDOKU_READ_ERROR);
    }
    close_reading(&opened);
  }
}
END_TEST

/* ---- forced layouts ---- */

START_TEST(test_forced_layouts_read_their_layout) {
  reading tokens = open_text("1\n" SAMPLE_TOKENS, SUDOKU_LAYOUT_TOKENS);
  expect_grid(&tokens, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 2);
  expect_end(&tokens);
  close_reading(&tokens);
  reading packed = open_text(SAMPLE_PACKED "\n" SAMPLE_PACKED, SUDOKU_LAYOUT_PACKED);
  expect_grid(&packed, SAMPLE_PUZZLE, SUDOKU_LAYOUT_PACKED, 1);
  expect_grid(&packed, SAMPLE_PUZZLE, SUDOKU_LAYOUT_PACKED, 11);
  expect_end(&packed);
  close_reading(&packed);
  reading line = open_text(SAMPLE_PUZZLE "\tcomment\nend\n", SUDOKU_LAYOUT_LINE);
  expect_grid(&line, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 1);
  expect_end(&line);
  close_reading(&line);
}
END_TEST

START_TEST(test_forced_layout_rejects_the_others) {
  check_bytes_fail(SAMPLE_PACKED, strlen(SAMPLE_PACKED), SUDOKU_LAYOUT_TOKENS, 0, 1,
                   "row 1 is in the packed layout, expected the tokens layout");
  check_bytes_fail(SAMPLE_LINE, strlen(SAMPLE_LINE), SUDOKU_LAYOUT_TOKENS, 0, 1,
                   "row 1 is in the line layout, expected the tokens layout");
  check_bytes_fail(SAMPLE_TOKENS, strlen(SAMPLE_TOKENS), SUDOKU_LAYOUT_PACKED, 0, 1,
                   "row 1 is in the tokens layout, expected the packed layout");
  check_bytes_fail(SAMPLE_LINE, strlen(SAMPLE_LINE), SUDOKU_LAYOUT_PACKED, 0, 1,
                   "row 1 is in the line layout, expected the packed layout");
  check_bytes_fail(SAMPLE_TOKENS, strlen(SAMPLE_TOKENS), SUDOKU_LAYOUT_LINE, 0, 1,
                   "line is in the tokens layout, expected the line layout");
  check_bytes_fail(SAMPLE_PACKED, strlen(SAMPLE_PACKED), SUDOKU_LAYOUT_LINE, 0, 1,
                   "line is in the packed layout, expected the line layout");
  const char *later_row = "3 0 6 0 0 2 5 0 0\n000038000\n";
  check_bytes_fail(later_row, strlen(later_row), SUDOKU_LAYOUT_TOKENS, 0, 2,
                   "row 2 is in the packed layout, expected the tokens layout");
}
END_TEST

START_TEST(test_forced_layout_reports_malformed_rows_in_its_terms) {
  const char *short_token_row = "3 0 6 0 0 2 5 0\n";
  check_bytes_fail(short_token_row, strlen(short_token_row), SUDOKU_LAYOUT_TOKENS, 0, 1,
                   "row 1 has 8 cells, expected 9");
  const char *short_packed_row = "3060025.\n";
  check_bytes_fail(short_packed_row, strlen(short_packed_row), SUDOKU_LAYOUT_PACKED, 0, 1,
                   "row 1 has 8 cells, expected 9");
  const char *short_line = "3.6..25..\n";
  check_bytes_fail(short_line, strlen(short_line), SUDOKU_LAYOUT_LINE, 0, 1,
                   "line is in the packed layout, expected the line layout");
  const char *ten_cells = "3.6..25..4\n";
  check_bytes_fail(ten_cells, strlen(ten_cells), SUDOKU_LAYOUT_LINE, 0, 1,
                   "line has 10 cells, expected 81");
}
END_TEST

/* ---- reader state ---- */

START_TEST(test_error_stays) {
  reading opened = open_text("3 0 6\n" SAMPLE_LINE, SUDOKU_LAYOUT_AUTO);
  expect_error(&opened, 1, "row 1 has 3 cells, expected 9");
  expect_error(&opened, 1, "row 1 has 3 cells, expected 9");
  close_reading(&opened);
}
END_TEST

START_TEST(test_grid_line_before_any_grid_is_zero) {
  reading opened = open_text(SAMPLE_LINE, SUDOKU_LAYOUT_AUTO);
  ck_assert_uint_eq(sudoku_reader_grid_line(opened.reader), 0);
  ck_assert_uint_eq(sudoku_reader_error_line(opened.reader), 0);
  ck_assert_str_eq(sudoku_reader_error_message(opened.reader), "");
  close_reading(&opened);
}
END_TEST

START_TEST(test_many_line_puzzles) {
  enum { PUZZLES = 50000 };
  size_t line_length = sizeof SAMPLE_LINE - 1;
  char *text = malloc(PUZZLES * line_length + 1);
  ck_assert_ptr_nonnull(text);
  for (size_t k = 0; k < PUZZLES; k++) memcpy(text + k * line_length, SAMPLE_LINE, line_length);
  text[PUZZLES * line_length] = '\0';
  reading opened = open_text(text, SUDOKU_LAYOUT_AUTO);
  sudoku_grid grid, expected = grid_of(SAMPLE_PUZZLE);
  for (unsigned long k = 1; k <= PUZZLES; k++) {
    ck_assert_int_eq(sudoku_reader_next(opened.reader, &grid, NULL), SUDOKU_READ_GRID);
    ck_assert_uint_eq(sudoku_reader_grid_line(opened.reader), k);
  }
  ck_assert_mem_eq(grid.cells, expected.cells, SUDOKU_CELLS);
  expect_end(&opened);
  close_reading(&opened);
  free(text);
}
END_TEST

/* ---- the judges' samples and excerpts of the puzzle collections, under data/reader/ ---- */

START_TEST(test_sample_sudogob) {
  reading opened = open_data_file("sudogob.in", SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 2);
  expect_grid(&opened,
              "3.6..25.3....38...7.8.16.9...7..386.82..7..45.631..9...7.35.6.2...82......29..7.4",
              SUDOKU_LAYOUT_TOKENS, 12);
  expect_grid(&opened,
              "3.6..2.......38...7.8.16.9...7..386.82..7..45.631..9...7.35.6.2...82......29..7.4",
              SUDOKU_LAYOUT_TOKENS, 22);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_sample_uva10957) {
  reading opened = open_data_file("uva10957.in", SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened,
              "..39..76..4...6..96.7.1...42..67..9...43.56...1..49..77...9.2.13..2...4..29..85..",
              SUDOKU_LAYOUT_TOKENS, 1);
  skip_grids(&opened, 2);
  ck_assert_uint_eq(sudoku_reader_grid_line(opened.reader), 21);
  expect_grid(&opened,
              "..39..76..4...6..96.7.1...42..67..9...43.56...1..49..775..9.2.13..2...4..29..85..",
              SUDOKU_LAYOUT_TOKENS, 31);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_sample_hoj2306) {
  reading opened = open_data_file("hoj2306.in", SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened,
              ".........81796543.65274319.17543982.3.81.295.29485637.58169724.9.35.461.74632158.",
              SUDOKU_LAYOUT_PACKED, 2);
  expect_grid(&opened,
              "781654392962837154543219786439182675158976423627543918316728549895461237274395861",
              SUDOKU_LAYOUT_PACKED, 12);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_sample_acwing166) {
  reading opened = open_data_file("acwing166.in", SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened,
              ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.",
              SUDOKU_LAYOUT_LINE, 1);
  expect_grid(&opened,
              "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.",
              SUDOKU_LAYOUT_LINE, 2);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_sample_qmark) {
  const char *puzzle =
      ".267..518731.5862454.2613976.437..8128719643519..8476237.8.91468.9415273.12637859";
  reading opened = open_data_file("qmark.in", SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, puzzle, SUDOKU_LAYOUT_TOKENS, 1);
  expect_grid(&opened, puzzle, SUDOKU_LAYOUT_TOKENS, 10);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_excerpt_of_17_clue_with_crlf_and_comments) {
  reading opened = open_data_file("17-clue-head.txt", SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened,
              ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
              SUDOKU_LAYOUT_LINE, 5);
  skip_grids(&opened, 2);
  expect_grid(&opened,
              ".................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.",
              SUDOKU_LAYOUT_LINE, 8);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_excerpt_of_hard20_with_text_after_a_tab) {
  reading opened = open_data_file("hard20-head.txt", SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened,
              "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
              SUDOKU_LAYOUT_LINE, 1);
  expect_grid(&opened, OTHER_PUZZLE, SUDOKU_LAYOUT_LINE, 2);
  skip_grids(&opened, 3);
  ck_assert_uint_eq(sudoku_reader_grid_line(opened.reader), 5);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

static Suite *grid_reader_suite(void) {
  Suite *suite = suite_create("grid_reader");

  TCase *layouts = tcase_create("layouts");
  tcase_add_test(layouts, test_tokens_layout);
  tcase_add_test(layouts, test_tokens_layout_with_tabs_and_runs_of_spaces);
  tcase_add_test(layouts, test_packed_layout);
  tcase_add_test(layouts, test_line_layout);
  tcase_add_test(layouts, test_line_layout_with_free_text_after_white_space);
  tcase_add_test(layouts, test_same_puzzle_in_each_layout_reads_to_the_same_grid);
  tcase_add_test(layouts, test_mixed_layouts_between_grids);
  tcase_add_test(layouts, test_every_empty_cell_character_in_every_layout);
  tcase_add_test(layouts, test_empty_cell_characters_mixed_in_one_grid);
  tcase_add_test(layouts, test_layout_may_be_null);
  suite_add_tcase(suite, layouts);

  TCase *errors = tcase_create("errors");
  tcase_add_test(errors, test_tokens_short_and_long_rows);
  tcase_add_test(errors, test_tokens_bad_cells);
  tcase_add_test(errors, test_tokens_blank_line_inside_a_grid);
  tcase_add_test(errors, test_tokens_grid_truncated_by_end_of_file);
  tcase_add_test(errors, test_tokens_row_in_another_layout);
  tcase_add_test(errors, test_packed_short_and_long_rows);
  tcase_add_test(errors, test_packed_bad_cells);
  tcase_add_test(errors, test_packed_blank_line_and_truncation);
  tcase_add_test(errors, test_packed_row_in_another_layout);
  tcase_add_test(errors, test_line_wrong_length);
  tcase_add_test(errors, test_line_bad_cells);
  tcase_add_test(errors, test_nul_byte);
  tcase_add_test(errors, test_line_of_the_maximum_length_is_read);
  tcase_add_test(errors, test_line_too_long);
  tcase_add_test(errors, test_huge_line_is_not_read_to_its_end);
  tcase_add_test(errors, test_empty_input);
  tcase_add_test(errors, test_binary_garbage);
  suite_add_tcase(suite, errors);

  TCase *forced = tcase_create("forced layouts");
  tcase_add_test(forced, test_forced_layouts_read_their_layout);
  tcase_add_test(forced, test_forced_layout_rejects_the_others);
  tcase_add_test(forced, test_forced_layout_reports_malformed_rows_in_its_terms);
  suite_add_tcase(suite, forced);

  TCase *state = tcase_create("reader state");
  tcase_add_test(state, test_error_stays);
  tcase_add_test(state, test_grid_line_before_any_grid_is_zero);
  tcase_add_test(state, test_many_line_puzzles);
  suite_add_tcase(suite, state);

  TCase *samples = tcase_create("samples");
  tcase_add_test(samples, test_sample_sudogob);
  tcase_add_test(samples, test_sample_uva10957);
  tcase_add_test(samples, test_sample_hoj2306);
  tcase_add_test(samples, test_sample_acwing166);
  tcase_add_test(samples, test_sample_qmark);
  tcase_add_test(samples, test_excerpt_of_17_clue_with_crlf_and_comments);
  tcase_add_test(samples, test_excerpt_of_hard20_with_text_after_a_tab);
  suite_add_tcase(suite, samples);

  return suite;
}

int main(void) {
  return run_suite(grid_reader_suite());
}
