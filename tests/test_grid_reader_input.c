/* test_grid_reader_input.c: the Check suite of what the grid reader (sudoku/grid_reader.c) takes
 * around the grids: the count line, the "end" line, line endings, byte order marks, comments and
 * blank lines, and the files that are not LF-ended ASCII text (gzip, UTF-16, CR-only). Inputs are
 * built in memory with fmemopen. */
#include <check.h>
#include <stdlib.h>

#include "grid_reader_support.h"

/* ---- count line ---- */

START_TEST(test_count_line_then_grids) {
  reading opened = open_text("2\n" SAMPLE_TOKENS "\n" SAMPLE_LINE, SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 2);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 12);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_count_line_after_comments_and_blank_lines) {
  reading opened = open_text("# two grids\n\n  002  \n" SAMPLE_LINE OTHER_PUZZLE "\n\n# done\n",
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 4);
  expect_grid(&opened, OTHER_PUZZLE, SUDOKU_LAYOUT_LINE, 5);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_no_count_line) {
  reading opened = open_text(SAMPLE_PACKED "\n" SAMPLE_PACKED, SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_PACKED, 1);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_PACKED, 11);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_nine_or_81_digits_on_the_first_line_are_a_grid_not_a_count) {
  reading packed = open_text("123456789\n"
                             "000038000\n"
                             "708016090\n"
                             "007003860\n"
                             "820070045\n"
                             "063100900\n"
                             "070350602\n"
                             "000820000\n"
                             "002900704\n",
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&packed,
              "123456789"
              "....38..."
              "7.8.16.9."
              "..7..386."
              "82..7..45"
              ".631..9.."
              ".7.35.6.2"
              "...82...."
              "..29..7.4",
              SUDOKU_LAYOUT_PACKED, 1);
  expect_end(&packed);
  close_reading(&packed);
  const char *digits =
      "123456789123456789123456789123456789123456789123456789123456789123456789123456789";
  char text[100];
  snprintf(text, sizeof text, "%s\n", digits);
  reading line = open_text(text, SUDOKU_LAYOUT_AUTO);
  expect_grid(&line, digits, SUDOKU_LAYOUT_LINE, 1);
  expect_end(&line);
  close_reading(&line);
}
END_TEST

START_TEST(test_count_promising_more_grids_than_follow) {
  check_text_fails("3\n" SAMPLE_TOKENS "\n" SAMPLE_TOKENS "\n", 2, 21,
                   "the count line promised 3 grids, found 2");
  check_text_fails("1\n", 0, 1, "the count line promised 1 grid, found 0");
  check_text_fails("2\n" SAMPLE_LINE "\n# nothing more", 1, 4,
                   "the count line promised 2 grids, found 1");
}
END_TEST

START_TEST(test_end_line_before_the_promised_grids) {
  check_text_fails("2\n" SAMPLE_LINE "end\n" SAMPLE_LINE, 1, 3,
                   "the count line promised 2 grids, found 1");
}
END_TEST

START_TEST(test_text_after_the_promised_grids) {
  check_text_fails("1\n" SAMPLE_LINE "\n" SAMPLE_LINE, 1, 4,
                   "text after the 1 grid promised by the count line");
  check_text_fails("2\n" SAMPLE_LINE SAMPLE_LINE "# fine\n\nmore\n", 2, 6,
                   "text after the 2 grids promised by the count line");
}
END_TEST

START_TEST(test_end_line_after_the_promised_grids) {
  reading opened =
      open_text("2\n" SAMPLE_LINE SAMPLE_LINE "# fine\n\nend\nanything\n", SUDOKU_LAYOUT_AUTO);
  skip_grids(&opened, 2);
  expect_end(&opened);
  close_reading(&opened);
  reading zero = open_text("0\nend\n", SUDOKU_LAYOUT_AUTO);
  expect_end(&zero);
  close_reading(&zero);
}
END_TEST

START_TEST(test_count_zero) {
  reading opened = open_text("0\n\n# nothing\n", SUDOKU_LAYOUT_AUTO);
  expect_end(&opened);
  close_reading(&opened);
  reading without_newline = open_text("0", SUDOKU_LAYOUT_AUTO);
  expect_end(&without_newline);
  close_reading(&without_newline);
  check_text_fails("0\n" SAMPLE_LINE, 0, 2, "text after the 0 grids promised by the count line");
}
END_TEST

START_TEST(test_a_line_of_nine_digits_or_more_is_no_count) {
  /* A first grid line cut short: a row or a grid line with the wrong number of cells. */
  check_text_fails("306002500000038000\n", 0, 1, "row 1 has 18 cells, expected 9");
  check_text_fails("306002500000038000708016090007003860820070045063100900070350602000\n", 0, 1,
                   "line has 66 cells, expected 81");
  check_text_fails("99999999999999999999\n" SAMPLE_LINE, 0, 1, "row 1 has 20 cells, expected 9");
  check_text_fails("-123456789\n" SAMPLE_LINE, 0, 1, "row 1 has 10 cells, expected 9");
  reading opened = open_text("00000002\n" SAMPLE_LINE SAMPLE_LINE, SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 2);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 3);
  expect_end(&opened);
  close_reading(&opened);
  check_text_fails("99999999\n" SAMPLE_LINE, 1, 2,
                   "the count line promised 99999999 grids, found 1");
}
END_TEST

START_TEST(test_negative_count) {
  check_text_fails("-3\n" SAMPLE_LINE, 0, 1, "negative count -3");
  check_text_fails("# comment\n  -12\t\n" SAMPLE_LINE, 0, 2, "negative count -12");
}
END_TEST

START_TEST(test_minus_then_eight_digits_is_a_row) {
  /* '-' is an empty mark: nine characters are a row of the 9x9, not a count of -23456789. */
  reading opened = open_text("-23456789\n"
                             "000038000\n"
                             "708016090\n"
                             "007003860\n"
                             "820070045\n"
                             "063100900\n"
                             "070350602\n"
                             "000820000\n"
                             "002900704\n",
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened,
              ".23456789"
              "....38..."
              "7.8.16.9."
              "..7..386."
              "82..7..45"
              ".631..9.."
              ".7.35.6.2"
              "...82...."
              "..29..7.4",
              SUDOKU_LAYOUT_PACKED, 1);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_count_only_on_the_first_content_line) {
  check_text_fails(SAMPLE_LINE "2\n", 1, 2, "row 1 has 1 cell, expected 9");
  check_text_fails("1\n2\n", 0, 2, "row 1 has 1 cell, expected 9");
}
END_TEST

/* ---- lines, comments, blank lines ---- */

START_TEST(test_crlf_line_endings) {
  reading opened = open_text("1\r\n"
                             "3 0 6 0 0 2 5 0 0\r\n"
                             "0 0 0 0 3 8 0 0 0\r\n"
                             "7 0 8 0 1 6 0 9 0\r\n"
                             "0 0 7 0 0 3 8 6 0\r\n"
                             "8 2 0 0 7 0 0 4 5\r\n"
                             "# a comment\r\n"
                             "0 6 3 1 0 0 9 0 0\r\n"
                             "0 7 0 3 5 0 6 0 2\r\n"
                             "0 0 0 8 2 0 0 0 0\r\n"
                             "0 0 2 9 0 0 7 0 4\r\n"
                             "\r\n",
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 2);
  expect_end(&opened);
  close_reading(&opened);
  reading lines = open_text(SAMPLE_PUZZLE "\r\n\r\n" OTHER_PUZZLE "\r\n", SUDOKU_LAYOUT_AUTO);
  expect_grid(&lines, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 1);
  expect_grid(&lines, OTHER_PUZZLE, SUDOKU_LAYOUT_LINE, 3);
  expect_end(&lines);
  close_reading(&lines);
}
END_TEST

START_TEST(test_comments_everywhere) {
  reading opened = open_text("# header\n"
                             "   # indented comment\n"
                             "306002500\n"
                             "#between rows\n"
                             "000038000\n"
                             "708016090\n"
                             "007003860\n"
                             "\t# tab then comment\n"
                             "820070045\n"
                             "063100900\n"
                             "070350602\n"
                             "000820000\n"
                             "#\n"
                             "002900704\n"
                             "# between grids\n" SAMPLE_LINE "#\n",
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_PACKED, 3);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 16);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_byte_order_mark) {
  reading opened = open_text("\xEF\xBB\xBF" SAMPLE_LINE, SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 1);
  expect_end(&opened);
  close_reading(&opened);
  reading counted = open_text("\xEF\xBB\xBF"
                              "1\n" SAMPLE_TOKENS,
                              SUDOKU_LAYOUT_AUTO);
  expect_grid(&counted, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 2);
  expect_end(&counted);
  close_reading(&counted);
}
END_TEST

START_TEST(test_byte_order_mark_only_at_the_start) {
  check_text_fails(SAMPLE_LINE "\xEF\xBB\xBF" SAMPLE_LINE, 1, 2,
                   "cell '\\xEF' at column 1 is not a digit or an empty mark");
  check_text_fails("\xEF\xBB" SAMPLE_LINE, 0, 1,
                   "cell '\\xEF' at column 1 is not a digit or an empty mark");
  check_text_fails("\xEF\xBB\xBF", 0, 1, "empty input: no grid found");
}
END_TEST

START_TEST(test_trailing_white_space) {
  reading opened = open_text("3 0 6 0 0 2 5 0 0 \t\n"
                             "0 0 0 0 3 8 0 0 0   \n"
                             "7 0 8 0 1 6 0 9 0\t\r\n"
                             "0 0 7 0 0 3 8 6 0\n"
                             "8 2 0 0 7 0 0 4 5\n"
                             "0 6 3 1 0 0 9 0 0\n"
                             "0 7 0 3 5 0 6 0 2\n"
                             "0 0 0 8 2 0 0 0 0\n"
                             "0 0 2 9 0 0 7 0 4 \r\n"
                             "   \t \n"
                             "306002500  \n"
                             "000038000\t\n"
                             "708016090\r\r\n"
                             "007003860\n"
                             "820070045\n"
                             "063100900\n"
                             "070350602\n"
                             "000820000\n"
                             "002900704 \n"
                             "end  \n",
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 1);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_PACKED, 11);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_no_final_newline) {
  reading line = open_text(SAMPLE_LINE SAMPLE_PUZZLE, SUDOKU_LAYOUT_AUTO);
  expect_grid(&line, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 1);
  expect_grid(&line, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 2);
  expect_end(&line);
  close_reading(&line);
  reading packed = open_text("306002500\n000038000\n708016090\n007003860\n820070045\n"
                             "063100900\n070350602\n000820000\n002900704\r",
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&packed, SAMPLE_PUZZLE, SUDOKU_LAYOUT_PACKED, 1);
  expect_end(&packed);
  close_reading(&packed);
}
END_TEST

START_TEST(test_blank_lines_between_grids_or_none) {
  reading opened = open_text("\n\n \n" SAMPLE_TOKENS SAMPLE_TOKENS "\n\n\n" SAMPLE_TOKENS "\n\n",
                             SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 4);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 13);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_TOKENS, 25);
  expect_end(&opened);
  close_reading(&opened);
}
END_TEST

START_TEST(test_end_line) {
  reading opened =
      open_text(SAMPLE_LINE "\n  end \r\n" SAMPLE_LINE "garbage \x01\x02\n", SUDOKU_LAYOUT_AUTO);
  expect_grid(&opened, SAMPLE_PUZZLE, SUDOKU_LAYOUT_LINE, 1);
  expect_end(&opened);
  close_reading(&opened);
  reading first = open_text("end\n" SAMPLE_LINE, SUDOKU_LAYOUT_AUTO);
  expect_end(&first);
  close_reading(&first);
}
END_TEST

START_TEST(test_end_line_inside_a_grid) {
  check_text_fails("306002500\n000038000\nend\n", 0, 3, "grid ends after 2 rows, expected 9");
  check_text_fails("3 0 6 0 0 2 5 0 0\nend\n", 0, 2, "grid ends after 1 row, expected 9");
}
END_TEST

START_TEST(test_end_is_only_the_whole_word) {
  check_text_fails("ends\n", 0, 1, "cell 'e' in row 1 is not a digit or an empty mark");
  check_text_fails("END\n", 0, 1, "cell 'E' in row 1 is not a digit or an empty mark");
}
END_TEST

/* ---- files that are not LF-ended ASCII text ---- */

START_TEST(test_gzip_data) {
  static const unsigned char gzip_header[] = {0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};
  check_bytes_fail((const char *)gzip_header, sizeof gzip_header, SUDOKU_LAYOUT_AUTO, 0, 1,
                   "gzip data: decompress it first");
}
END_TEST

START_TEST(test_utf16_text) {
  static const char with_mark[] = "\xFF\xFE"
                                  "3\0.\0"
                                  "6\0\n\0";
  check_bytes_fail(with_mark, sizeof with_mark - 1, SUDOKU_LAYOUT_AUTO, 0, 1,
                   "UTF-16 text: convert it to UTF-8");
  static const char big_endian_mark[] = "\xFE\xFF\0"
                                        "3\0.";
  check_bytes_fail(big_endian_mark, sizeof big_endian_mark - 1, SUDOKU_LAYOUT_AUTO, 0, 1,
                   "UTF-16 text: convert it to UTF-8");
  static const char little_endian[] = "3\0.\0"
                                      "6\0";
  check_bytes_fail(little_endian, sizeof little_endian - 1, SUDOKU_LAYOUT_AUTO, 0, 1,
                   "UTF-16 text: convert it to UTF-8");
  static const char big_endian[] = "\0"
                                   "3\0.\0"
                                   "6";
  check_bytes_fail(big_endian, sizeof big_endian - 1, SUDOKU_LAYOUT_AUTO, 0, 1,
                   "UTF-16 text: convert it to UTF-8");
  /* A NUL elsewhere is only a NUL. */
  static const char late_nul[] = SAMPLE_LINE "3\0";
  check_bytes_fail(late_nul, sizeof late_nul - 1, SUDOKU_LAYOUT_AUTO, 1, 2, "NUL byte at column 2");
}
END_TEST

START_TEST(test_cr_only_line_endings) {
  check_text_fails(SAMPLE_PUZZLE "\r" SAMPLE_PUZZLE "\r", 0, 1,
                   "CR-only line endings: convert them to LF");
  check_text_fails("# two grids\r" SAMPLE_PUZZLE "\r", 0, 1,
                   "CR-only line endings: convert them to LF");
  check_text_fails(SAMPLE_LINE "306002500\r000038000\r", 1, 2,
                   "CR-only line endings: convert them to LF");
  char *long_text = malloc(100 * 82 + 1);
  ck_assert_ptr_nonnull(long_text);
  for (int k = 0; k < 100 * 82; k += 82) {
    memcpy(long_text + k, SAMPLE_PUZZLE, 81);
    long_text[k + 81] = '\r';
  }
  long_text[100 * 82] = '\0';
  check_text_fails(long_text, 0, 1, "CR-only line endings: convert them to LF");
  free(long_text);
}
END_TEST

static Suite *grid_reader_input_suite(void) {
  Suite *suite = suite_create("grid_reader_input");

  TCase *count = tcase_create("count line");
  tcase_add_test(count, test_count_line_then_grids);
  tcase_add_test(count, test_count_line_after_comments_and_blank_lines);
  tcase_add_test(count, test_no_count_line);
  tcase_add_test(count, test_nine_or_81_digits_on_the_first_line_are_a_grid_not_a_count);
  tcase_add_test(count, test_count_promising_more_grids_than_follow);
  tcase_add_test(count, test_end_line_before_the_promised_grids);
  tcase_add_test(count, test_text_after_the_promised_grids);
  tcase_add_test(count, test_end_line_after_the_promised_grids);
  tcase_add_test(count, test_count_zero);
  tcase_add_test(count, test_a_line_of_nine_digits_or_more_is_no_count);
  tcase_add_test(count, test_negative_count);
  tcase_add_test(count, test_minus_then_eight_digits_is_a_row);
  tcase_add_test(count, test_count_only_on_the_first_content_line);
  suite_add_tcase(suite, count);

  TCase *lines = tcase_create("lines");
  tcase_add_test(lines, test_crlf_line_endings);
  tcase_add_test(lines, test_comments_everywhere);
  tcase_add_test(lines, test_byte_order_mark);
  tcase_add_test(lines, test_byte_order_mark_only_at_the_start);
  tcase_add_test(lines, test_trailing_white_space);
  tcase_add_test(lines, test_no_final_newline);
  tcase_add_test(lines, test_blank_lines_between_grids_or_none);
  tcase_add_test(lines, test_end_line);
  tcase_add_test(lines, test_end_line_inside_a_grid);
  tcase_add_test(lines, test_end_is_only_the_whole_word);
  suite_add_tcase(suite, lines);

  TCase *file_kinds = tcase_create("files that are not LF-ended ASCII text");
  tcase_add_test(file_kinds, test_gzip_data);
  tcase_add_test(file_kinds, test_utf16_text);
  tcase_add_test(file_kinds, test_cr_only_line_endings);
  suite_add_tcase(suite, file_kinds);

  return suite;
}

int main(void) {
  return run_suite(grid_reader_input_suite());
}
