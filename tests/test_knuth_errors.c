/* test_knuth_errors.c: the Check suite of what the reader of Knuth's exact-cover format
 * (dlx/knuth.h) does with input it must refuse or warn about.
 *
 * It reads inputs built in memory (fmemopen) and checks every format error with its exact line,
 * column and message, that a too long line is an error rather than an allocation, the handling of
 * NULL arguments and of read errors (with errno), and the warning for an option without a primary
 * item, which drops that option and comes before any later error. Well-formed input is in
 * test_knuth.c. Run from the tests/ directory.
 */
#include "tests/knuth_test_support.h"

#include <check.h>
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------------
 * Errors: each with its exact line, column and message.
 */

typedef struct error_case {
  const char *input;
  size_t length; /* 0: strlen(input) */
  unsigned long line, column;
  const char *message;
} error_case;

static const error_case error_cases[] = {
    {"a b\na z\n", 0, 2, 3, "unknown item 'z'"},
    {"a b\nz a\n", 0, 2, 1, "unknown item 'z'"},
    {"a b\r\na\tz\r\n", 0, 2, 3, "unknown item 'z'"},
    {"a | x\na y:red\n", 0, 2, 3, "unknown item 'y'"},
    {"a b\n\n| comment\na b\n  b  q\n", 0, 5, 6, "unknown item 'q'"},
    {"a b a\n", 0, 1, 5, "duplicate item name 'a'"},
    {"a | x y x\n", 0, 1, 9, "duplicate item name 'x'"},
    {"a | x a\n", 0, 1, 7, "duplicate item name 'a'"},
    {"a b\na b a\n", 0, 2, 5, "item 'a' appears twice in this option"},
    {"a | x\na x:A x:B\n", 0, 2, 7, "item 'x' appears twice in this option"},
    {"a | x\nx a x\n", 0, 2, 5, "item 'x' appears twice in this option"},
    {"a | b | c\n", 0, 1, 7, "a second '|' in the item line"},
    {"a | b |c\n", 0, 1, 7, "a second '|' in the item line"},
    {"a ||b\n", 0, 1, 4, "a second '|' in the item line"},
    /* A '|' inside a token of the item line ends the bounds of DLX3 ("2|b", "1:3|b"). */
    {"a b|c\n", 0, 1, 3, "malformed bound in 'b|c' (a number from 0 to 1073741824)"},
    {"a b|\n", 0, 1, 3, "malformed bound in 'b|' (a number from 0 to 1073741824)"},
    {"a 2|\n", 0, 1, 5, "empty item name after bounds"},
    {"a 0|b\n", 0, 1, 3, "upper bound 0 in '0|b'"},
    {"a 3:2|b\n", 0, 1, 3, "lower bound 3 exceeds upper bound 2 in '3:2|b'"},
    {"a 1:|b\n", 0, 1, 5, "malformed bound in '1:|b' (a number from 0 to 1073741824)"},
    {"a 1073741825|b\n", 0, 1, 3,
     "malformed bound in '1073741825|b' (a number from 0 to 1073741824)"},
    {"a 1:2:3|b\n", 0, 1, 5, "malformed bound in '1:2:3|b' (a number from 0 to 1073741824)"},
    {"a | x 2|y\n", 0, 1, 7, "secondary item 'y' cannot have bounds"},
    {"a:b\n", 0, 1, 2, "':' inside item name 'a:b'"},
    {"a | :x\n", 0, 1, 5, "':' inside item name ':x'"},
    {"a b\na | b\n", 0, 2, 3, "'|' without a cost: an option's cost is written |n"},
    {"a b\na b|\n", 0, 2, 4, "'|' inside an option"},
    {"a | x\na x:|\n", 0, 2, 5, "'|' inside an option"},
    {"a | x\na:red\n", 0, 2, 1, "primary item 'a' cannot have a color"},
    {"a b | x\nx:red b:red\n", 0, 2, 7, "primary item 'b' cannot have a color"},
    {"a | x\na x:\n", 0, 2, 3, "empty color in 'x:'"},
    {"a | x\na :red\n", 0, 2, 3, "empty item name in ':red'"},
    {"a | x\na :\n", 0, 2, 3, "empty item name in ':'"},
    {"a | x\na x:r:s\n", 0, 2, 6, "second ':' in 'x:r:s'"},
    {"", 0, 1, 1, "no item line: the input names no items"},
    {"| only a comment\n\n   \n", 0, 4, 1, "no item line: the input names no items"},
    {"| a comment", 0, 1, 12, "no item line: the input names no items"},
    {"a\0b\n", 4, 1, 2, "NUL byte"},
    {"a b\n| comment \0\n", 16, 2, 11, "NUL byte"},
    {"a b\na \x01\n", 0, 2, 3, "unexpected character \\x01"},
    {"a\x7f\n", 0, 1, 2, "unexpected character \\x7F"},
    {"\x89PNG\r\n\x1a\n", 0, 2, 1, "unexpected character \\x1A"},
    {"a b\na 0123456789012345678901234567890123456789extra\n", 0, 2, 3,
     "unknown item '0123456789012345678901234567890123456789...'"},
    /* A cut name keeps whole UTF-8 characters: 39 bytes, then a 2-byte character at 40 and 41. */
    {"a\na 012345678901234567890123456789012345678\xC3\xA9\n", 0, 2, 3,
     "unknown item '012345678901234567890123456789012345678...'"},
};

START_TEST(test_every_error_has_its_line_column_and_message) {
  const error_case *expected = &error_cases[_i];
  size_t length = expected->length ? expected->length : strlen(expected->input);
  dlx_knuth *problem = (dlx_knuth *)&problem; /* must become NULL */
  dlx_knuth_error error;
  ASSERT_STATUS(read_bytes(expected->input, length, &problem, &error, NULL), DLX_ERROR_BAD_FORMAT);
  ck_assert_ptr_null(problem);
  ck_assert_msg(error.line == expected->line && error.column == expected->column,
                "case %d: error at %lu:%lu, expected %lu:%lu (%s)", _i, error.line, error.column,
                expected->line, expected->column, error.message);
  ck_assert_str_eq(error.message, expected->message);
}
END_TEST

START_TEST(test_too_long_line_is_an_error_not_an_allocation) {
  size_t limit = DLX_KNUTH_MAXIMUM_LINE_LENGTH;
  char *text = malloc(limit + 16);
  ck_assert_ptr_nonnull(text);
  memcpy(text, "a\n", 2);
  memset(text + 2, 'n', limit + 1);
  text[limit + 3] = '\n';
  dlx_knuth *problem = NULL;
  dlx_knuth_error error;
  ASSERT_STATUS(read_bytes(text, limit + 4, &problem, &error, NULL), DLX_ERROR_BAD_FORMAT);
  ck_assert_ptr_null(problem);
  ck_assert_uint_eq(error.line, 2);
  ck_assert_uint_eq(error.column, limit + 1);
  ck_assert_str_eq(error.message, "line is longer than 16777216 bytes");
  /* Without a line ending, and with many more bytes than the limit. */
  free(text);
  text = malloc(2 * limit);
  ck_assert_ptr_nonnull(text);
  memset(text, 'n', 2 * limit);
  ASSERT_STATUS(read_bytes(text, 2 * limit, &problem, &error, NULL), DLX_ERROR_BAD_FORMAT);
  ck_assert_uint_eq(error.line, 1);
  ck_assert_uint_eq(error.column, limit + 1);
  free(text);
}
END_TEST

START_TEST(test_error_may_be_null) {
  dlx_knuth *problem = NULL;
  ASSERT_STATUS(read_bytes("a\nb\n", 4, &problem, NULL, NULL), DLX_ERROR_BAD_FORMAT);
  ck_assert_ptr_null(problem);
  ASSERT_STATUS(read_bytes("a\na\n", 4, &problem, NULL, NULL), DLX_OK);
  ck_assert_ptr_nonnull(problem);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_null_arguments) {
  dlx_knuth *problem = (dlx_knuth *)&problem;
  dlx_knuth_error error;
  ASSERT_STATUS(dlx_knuth_read(NULL, &problem, &error, NULL, NULL), DLX_ERROR_NULL_ARGUMENT);
  ck_assert_ptr_null(problem);
  FILE *stream = fmemopen((void *)"a\na\n", 4, "r");
  ck_assert_ptr_nonnull(stream);
  ASSERT_STATUS(dlx_knuth_read(stream, NULL, &error, NULL, NULL), DLX_ERROR_NULL_ARGUMENT);
  ASSERT_STATUS(dlx_knuth_read(stream, NULL, NULL, NULL, NULL), DLX_ERROR_NULL_ARGUMENT);
  fclose(stream);
  ck_assert_ptr_null(dlx_knuth_solver(NULL));
  ck_assert_ptr_null(dlx_knuth_option_text(NULL, 0));
  ck_assert_ptr_null(dlx_knuth_item_name(NULL, 0));
  ck_assert_ptr_null(dlx_knuth_color_name(NULL, 1));
  ck_assert_uint_eq(dlx_knuth_item_count(NULL), 0);
  ck_assert_uint_eq(dlx_knuth_color_count(NULL), 0);
  dlx_knuth_destroy(NULL);
}
END_TEST

START_TEST(test_read_error_is_reported_with_errno) {
  FILE *stream = fopen(".", "r"); /* a directory opens, and then fails to read */
  if (!stream) return;
  dlx_knuth *problem = (dlx_knuth *)&problem;
  dlx_knuth_error error;
  errno = 0;
  ASSERT_STATUS(dlx_knuth_read(stream, &problem, &error, NULL, NULL), DLX_ERROR_BAD_FORMAT);
  ck_assert_int_eq(errno, EISDIR);
  ck_assert(ferror(stream));
  ck_assert_ptr_null(problem);
  ck_assert_uint_eq(error.line, 1);
  ck_assert_uint_eq(error.column, 1);
  ck_assert_msg(strncmp(error.message, "read error: ", 12) == 0, "message: %s", error.message);
  fclose(stream);
}
END_TEST

START_TEST(test_strerror_describes_the_format_status) {
  ck_assert_str_ne(dlx_strerror(DLX_ERROR_BAD_FORMAT), dlx_strerror((dlx_status)12345));
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Warnings.
 */

START_TEST(test_option_without_primary_item_is_warned_about_and_dropped) {
  const char text[] = "a b | x y\n"
                      "x\n"
                      "a x:red\n"
                      "\n"
                      "   y:blue x:red\n"
                      "b y\n";
  warning_record record = {0};
  dlx_knuth *problem = NULL;
  dlx_knuth_error error;
  ASSERT_STATUS(read_bytes(text, strlen(text), &problem, &error, &record), DLX_OK);
  ck_assert_uint_eq(record.count, 2);
  ck_assert_uint_eq(record.lines[0], 2);
  ck_assert_uint_eq(record.columns[0], 1);
  ck_assert_str_eq(record.messages[0], "option has no primary item; ignored");
  ck_assert_uint_eq(record.lines[1], 5);
  ck_assert_uint_eq(record.columns[1], 4);
  ck_assert_str_eq(record.messages[1], "option has no primary item; ignored");
  const char *const texts[] = {"a x:red", "b y"};
  assert_option_texts(problem, texts, 2);
  ck_assert_uint_eq(count_solutions(problem), 1);
  dlx_knuth_destroy(problem);

  /* Without a callback the option is still dropped. */
  ASSERT_STATUS(read_bytes(text, strlen(text), &problem, &error, NULL), DLX_OK);
  assert_option_texts(problem, texts, 2);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_warnings_come_before_a_later_error) {
  const char text[] = "a | x\nx\na q\n";
  warning_record record = {0};
  dlx_knuth *problem = NULL;
  dlx_knuth_error error;
  ASSERT_STATUS(read_bytes(text, strlen(text), &problem, &error, &record), DLX_ERROR_BAD_FORMAT);
  ck_assert_uint_eq(record.count, 1);
  ck_assert_uint_eq(record.lines[0], 2);
  ck_assert_uint_eq(error.line, 3);
  ck_assert_str_eq(error.message, "unknown item 'q'");
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 */

static Suite *make_knuth_errors_suite(void) {
  Suite *suite = suite_create("knuth_errors");

  TCase *errors = tcase_create("errors");
  tcase_add_loop_test(errors, test_every_error_has_its_line_column_and_message, 0,
                      (int)(sizeof error_cases / sizeof error_cases[0]));
  tcase_add_test(errors, test_too_long_line_is_an_error_not_an_allocation);
  tcase_add_test(errors, test_error_may_be_null);
  tcase_add_test(errors, test_null_arguments);
  tcase_add_test(errors, test_read_error_is_reported_with_errno);
  tcase_add_test(errors, test_strerror_describes_the_format_status);
  tcase_set_timeout(errors, 60);
  suite_add_tcase(suite, errors);

  TCase *warnings = tcase_create("warnings");
  tcase_add_test(warnings, test_option_without_primary_item_is_warned_about_and_dropped);
  tcase_add_test(warnings, test_warnings_come_before_a_later_error);
  suite_add_tcase(suite, warnings);
  return suite;
}

int main(void) {
  return run_suite(make_knuth_errors_suite());
}
