/* test_knuth_encodings.c: the Check suite of what the reader of Knuth's format (dlx/knuth.h) makes
 * of inputs that are not text in an ASCII-compatible encoding with LF or CRLF line endings.
 *
 * gzip data (RFC 1952: it starts with the bytes 1F 8B), UTF-16 text (written here from ASCII, with
 * or without a byte order mark, in both byte orders) and CR-only line endings (classic Mac OS) used
 * to get messages that misled (a NUL byte, a control character, "no item line", or for a CR-only
 * file with no comment a wrong problem read without complaint); each must now be refused with its
 * own message, at its line and column. Around them: inputs shorter than the four bytes the reader
 * looks at first, a UTF-8 byte order mark, CRLF and CRs among trailing white space must still read
 * as before, with the same line and column numbers. Run from the tests/ directory.
 */
#include "tests/knuth_test_support.h"

#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char gzip_message[] = "gzip data: decompress it first";
static const char utf16_message[] = "UTF-16 text: convert it to UTF-8";
static const char cr_only_message[] = "CR-only line endings: convert them to LF";

static void assert_refused(const char *bytes, size_t length, unsigned long line,
                           unsigned long column, const char *message) {
  dlx_knuth *problem = (dlx_knuth *)&problem; /* must become NULL */
  dlx_knuth_error error;
  dlx_status status = read_bytes(bytes, length, &problem, &error, NULL);
  ck_assert_msg(status == DLX_ERROR_BAD_FORMAT, "status %d (%s), expected a format error",
                (int)status, dlx_strerror(status));
  ck_assert_ptr_null(problem);
  ck_assert_msg(error.line == line && error.column == column, "error at %lu:%lu, expected %lu:%lu",
                error.line, error.column, line, column);
  ck_assert_str_eq(error.message, message);
}

/* Reads bytes that must be well formed; the caller destroys the problem. */
static dlx_knuth *read_good_bytes(const char *bytes, size_t length) {
  dlx_knuth *problem = NULL;
  dlx_knuth_error error;
  dlx_status status = read_bytes(bytes, length, &problem, &error, NULL);
  ck_assert_msg(status == DLX_OK, "reading failed: %s at %lu:%lu: %s", dlx_strerror(status),
                error.line, error.column, error.message);
  ck_assert_int_eq(dlx_check_consistency(dlx_knuth_solver(problem)), DLX_OK);
  return problem;
}

/* ------------------------------------------------------------------------------------------------
 * gzip data.
 */

START_TEST(test_gzip_data_is_named) {
  /* The header of `gzip -n` (RFC 1952): magic 1F 8B, method 8 (deflate), no flags, no time. */
  static const char header[] = "\x1F\x8B\x08\x00\x00\x00\x00\x00\x02\x03";
  assert_refused(header, sizeof header - 1, 1, 1, gzip_message);
  assert_refused("\x1F\x8B", 2, 1, 1, gzip_message);
}
END_TEST

START_TEST(test_other_bytes_1f_stay_unexpected_characters) {
  assert_refused("\x1F", 1, 1, 1, "unexpected character \\x1F");
  assert_refused("\x1F\x8C\n", 3, 1, 1, "unexpected character \\x1F");
  assert_refused("a\n\x1F\x8B\n", 5, 2, 1, "unexpected character \\x1F");
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * UTF-16 text.
 */

/* Writes ASCII text as UTF-16 into bytes (twice as long, plus 2 for a byte order mark), returning
 * the length. */
static size_t utf16_from_ascii(const char *text, bool big_endian, bool byte_order_mark,
                               char *bytes) {
  size_t length = 0;
  if (byte_order_mark) {
    bytes[length++] = big_endian ? '\xFE' : '\xFF';
    bytes[length++] = big_endian ? '\xFF' : '\xFE';
  }
  for (const char *character = text; *character; character++) {
    bytes[length++] = big_endian ? '\0' : *character;
    bytes[length++] = big_endian ? *character : '\0';
  }
  return length;
}

START_TEST(test_utf16_text_is_named_in_both_byte_orders_with_or_without_a_mark) {
  char bytes[2 * sizeof knuth_example + 2];
  const char *const texts[] = {knuth_example, "a b\nc e\n", "a\na\n", "\n\na\n", "\ta\n"};
  for (size_t text = 0; text < sizeof texts / sizeof *texts; text++) {
    for (int variant = 0; variant < 4; variant++) {
      bool big_endian = variant & 1, byte_order_mark = variant & 2;
      size_t length = utf16_from_ascii(texts[text], big_endian, byte_order_mark, bytes);
      assert_refused(bytes, length, 1, 1, utf16_message);
    }
  }
}
END_TEST

START_TEST(test_a_lone_utf16_byte_order_mark_is_named) {
  assert_refused("\xFF\xFE", 2, 1, 1, utf16_message);
  assert_refused("\xFE\xFF", 2, 1, 1, utf16_message);
  /* Not a UTF-16 character after the mark: still UTF-16 by its mark. */
  assert_refused("\xFF\xFE\x3D\xD8", 4, 1, 1, utf16_message);
}
END_TEST

START_TEST(test_utf32_and_other_nul_bytes_stay_nul_bytes) {
  /* FF FE 00 00 is UTF-32's byte order mark, not UTF-16's; its NUL bytes are reported. */
  assert_refused("\xFF\xFE\0\0a\0\0\0", 8, 1, 3, "NUL byte");
  /* A NUL beside a character that is not ASCII text, or beside one character only. */
  assert_refused("a\0\x01\0", 4, 1, 2, "NUL byte");
  assert_refused("ab\0c", 4, 1, 3, "NUL byte");
  assert_refused("a\0", 2, 1, 2, "NUL byte");
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * CR-only line endings.
 */

START_TEST(test_cr_only_endings_are_named_at_the_first_cr) {
  char text[sizeof knuth_example];
  memcpy(text, knuth_example, sizeof text);
  for (char *character = text; *character; character++)
    if (*character == '\n') *character = '\r';
  /* Its first line is a comment: read whole, the input used to name no items. */
  assert_refused(text, strlen(text), 1, strlen("| Knuth's example, TAOCP 7.2.2.1") + 1,
                 cr_only_message);
  /* Without the comment, the item line used to swallow every option: "duplicate item name". */
  const char *items = strchr(text, '\r') + 1;
  assert_refused(items, strlen(items), 1, strlen("a b c d e f g") + 1, cr_only_message);
}
END_TEST

START_TEST(test_a_cr_inside_a_later_line_is_named) {
  /* Read as "a b c", this option used to give one solution without complaint. */
  assert_refused("a b c\n| two options\na b\rc\r", 26, 3, 4, cr_only_message);
  assert_refused("a b\n\ra b\n", 9, 2, 1, cr_only_message);
  assert_refused("a b\na \r \t b\n", 12, 2, 3, cr_only_message);
  /* The CR comes before the control character, and is reported first. */
  assert_refused("a\na\r\x01\n", 6, 2, 2, cr_only_message);
  assert_refused("| comment\rmore\na\na\n", 19, 1, 10, cr_only_message);
}
END_TEST

START_TEST(test_crs_among_trailing_white_space_still_end_lines) {
  const char text[] = "| comment \r\r\n"
                      "a b | x\r \t\r\n"
                      "a x:red\r\r\n"
                      "b x:red \r\f\v\r";
  dlx_knuth *problem = read_good_bytes(text, sizeof text - 1);
  ck_assert_uint_eq(dlx_knuth_item_count(problem), 3);
  ck_assert_str_eq(dlx_knuth_option_text(problem, 0), "a x:red");
  ck_assert_str_eq(dlx_knuth_option_text(problem, 1), "b x:red");
  ck_assert_uint_eq(count_solutions(problem), 1);
  dlx_knuth_destroy(problem);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * The first bytes of ordinary inputs: read as before, line and column numbers included.
 */

START_TEST(test_inputs_shorter_than_four_bytes) {
  assert_refused("", 0, 1, 1, "no item line: the input names no items");
  assert_refused("\n", 1, 2, 1, "no item line: the input names no items");
  assert_refused("|\n", 2, 2, 1, "no item line: the input names no items");
  const char *const inputs[] = {"a", "a\n", "ab\n", "a b"};
  const uint32_t item_counts[] = {1, 1, 1, 2};
  for (size_t k = 0; k < sizeof inputs / sizeof *inputs; k++) {
    dlx_knuth *problem = read_good_bytes(inputs[k], strlen(inputs[k]));
    ck_assert_uint_eq(dlx_knuth_item_count(problem), item_counts[k]);
    ck_assert_uint_eq(count_solutions(problem), 0); /* a primary item and no option */
    dlx_knuth_destroy(problem);
  }
}
END_TEST

START_TEST(test_lines_within_the_first_four_bytes_keep_their_numbers) {
  /* "a\na\n": both lines within the bytes looked at first. */
  dlx_knuth *problem = read_good_bytes("a\na\n", 4);
  ck_assert_str_eq(dlx_knuth_option_text(problem, 0), "a");
  ck_assert_uint_eq(count_solutions(problem), 1);
  dlx_knuth_destroy(problem);
  assert_refused("a\nb\n", 4, 2, 1, "unknown item 'b'");
  assert_refused("\n\na\nb", 5, 4, 1, "unknown item 'b'");
  assert_refused("a\n\x01", 3, 2, 1, "unexpected character \\x01");
}
END_TEST

START_TEST(test_utf8_byte_order_mark_is_skipped_and_columns_count_after_it) {
  dlx_knuth *problem = read_good_bytes("\xEF\xBB\xBF"
                                       "a\na\n",
                                       7);
  ck_assert_str_eq(dlx_knuth_item_name(problem, 0), "a");
  ck_assert_uint_eq(count_solutions(problem), 1);
  dlx_knuth_destroy(problem);
  assert_refused("\xEF\xBB\xBF"
                 "a\x01",
                 5, 1, 2, "unexpected character \\x01");
  assert_refused("\xEF\xBB\xBF"
                 "a\rb",
                 6, 1, 2, cr_only_message);
  /* Bytes that only start like the mark belong to the first name. */
  problem = read_good_bytes("\xEF\xBB\xBE b\nb\n", 8);
  ck_assert_str_eq(dlx_knuth_item_name(problem, 0), "\xEF\xBB\xBE");
  dlx_knuth_destroy(problem);
}
END_TEST

static Suite *knuth_encodings_suite(void) {
  Suite *suite = suite_create("knuth_encodings");
  TCase *gzip = tcase_create("gzip");
  tcase_add_test(gzip, test_gzip_data_is_named);
  tcase_add_test(gzip, test_other_bytes_1f_stay_unexpected_characters);
  suite_add_tcase(suite, gzip);
  TCase *utf16 = tcase_create("utf16");
  tcase_add_test(utf16, test_utf16_text_is_named_in_both_byte_orders_with_or_without_a_mark);
  tcase_add_test(utf16, test_a_lone_utf16_byte_order_mark_is_named);
  tcase_add_test(utf16, test_utf32_and_other_nul_bytes_stay_nul_bytes);
  suite_add_tcase(suite, utf16);
  TCase *carriage_returns = tcase_create("carriage_returns");
  tcase_add_test(carriage_returns, test_cr_only_endings_are_named_at_the_first_cr);
  tcase_add_test(carriage_returns, test_a_cr_inside_a_later_line_is_named);
  tcase_add_test(carriage_returns, test_crs_among_trailing_white_space_still_end_lines);
  suite_add_tcase(suite, carriage_returns);
  TCase *first_bytes = tcase_create("first_bytes");
  tcase_add_test(first_bytes, test_inputs_shorter_than_four_bytes);
  tcase_add_test(first_bytes, test_lines_within_the_first_four_bytes_keep_their_numbers);
  tcase_add_test(first_bytes, test_utf8_byte_order_mark_is_skipped_and_columns_count_after_it);
  suite_add_tcase(suite, first_bytes);
  return suite;
}

int main(void) {
  return run_suite(knuth_encodings_suite());
}
